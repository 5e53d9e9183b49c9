#!/bin/bash
# Submits a spec as a Slurm job array of K shards, and a merge job that starts once every shard has
# succeeded (afterok) and writes the full reports to OUT/merged. Prints the two job ids.
#   scripts/slurm-submit.sh SPEC K OUT [extra sbatch options, e.g. --partition=short]
# A failed shard leaves the merge pending; rerun it with
#   sbatch --array=I scripts/slurm-array.sh SPEC OUT   (it resumes from its journal)
# then run the merge by hand: java -jar JAR merge OUT/shards/* --out OUT/merged
set -euo pipefail
SPEC=$(realpath "$1")
K="$2"
OUT=$(realpath -m "$3")
shift 3
export GALAB_JAR=$(realpath "${GALAB_JAR:-ga-engine/target/ga-engine-0.1.0-SNAPSHOT-all.jar}")
HERE=$(dirname "$(realpath "$0")")
mkdir -p "$OUT/logs"
ARRAY=$(sbatch --parsable --export=ALL --array=0-$((K - 1)) --output="$OUT/logs/shard-%a.log" "$@" \
  "$HERE/slurm-array.sh" "$SPEC" "$OUT")
MERGE=$(sbatch --parsable --export=ALL --dependency=afterok:"$ARRAY" --kill-on-invalid-dep=yes \
  --job-name=galab-merge --output="$OUT/logs/merge.log" "$@" \
  --wrap "java -jar '$GALAB_JAR' merge '$OUT'/shards/* --out '$OUT/merged'")
echo "$ARRAY $MERGE"
