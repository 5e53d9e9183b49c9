#!/bin/bash
# Submits a spec as a Slurm job array of K shards, and a merge job that starts once every shard has
# succeeded (afterok) and writes the full reports to OUT/merged. Prints the two job ids.
#   scripts/slurm-submit.sh SPEC K OUT [extra sbatch options, e.g. --partition=short]
# A project's own algorithms: set GALAB_CLASSPATH to its classes (folders and jars, ':'-separated) before
# submitting; the shards and the merge job see it (--export=ALL), with each entry made absolute here.
# A failed shard leaves the merge pending; rerun it with
#   sbatch --array=I scripts/slurm-array.sh SPEC OUT   (it resumes from its journal)
# then run the merge by hand: java -jar JAR merge OUT/shards/* --out OUT/merged (with the same GALAB_CLASSPATH)
set -euo pipefail
SPEC=$(realpath "$1")
K="$2"
OUT=$(realpath -m "$3")
shift 3
export GALAB_JAR=$(realpath "${GALAB_JAR:-ga-engine/target/ga-engine-0.1.0-SNAPSHOT-all.jar}")
if [ -n "${GALAB_CLASSPATH:-}" ]; then
  ABS=""
  IFS=':' read -r -a ENTRIES <<< "$GALAB_CLASSPATH"
  for E in "${ENTRIES[@]}"; do
    [ -z "$E" ] && continue
    case "$E" in
      */\*) A="$(realpath -m "${E%/\*}")/*" ;;
      *) A=$(realpath -m "$E") ;;
    esac
    ABS="${ABS:+$ABS:}$A"
  done
  export GALAB_CLASSPATH="$ABS"
fi
HERE=$(dirname "$(realpath "$0")")
mkdir -p "$OUT/logs"
ARRAY=$(sbatch --parsable --export=ALL --array=0-$((K - 1)) --output="$OUT/logs/shard-%a.log" "$@" \
  "$HERE/slurm-array.sh" "$SPEC" "$OUT")
MERGE=$(sbatch --parsable --export=ALL --dependency=afterok:"$ARRAY" --kill-on-invalid-dep=yes \
  --job-name=galab-merge --output="$OUT/logs/merge.log" "$@" \
  --wrap "java -jar '$GALAB_JAR' merge '$OUT'/shards/* --out '$OUT/merged'")
echo "$ARRAY $MERGE"
