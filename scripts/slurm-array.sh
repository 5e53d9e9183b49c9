#!/bin/bash
# Usage: sbatch --array=0-15 scripts/slurm-array.sh experiment-specs/twodoku-variants.yaml
#SBATCH --job-name=galab
#SBATCH --cpus-per-task=4
#SBATCH --time=02:00:00
#SBATCH --output=shards/%A_%a.log
set -euo pipefail
SPEC="$1"
JAR="${GALAB_JAR:-ga-engine/target/ga-engine-0.1.0-SNAPSHOT-all.jar}"
K="${SLURM_ARRAY_TASK_COUNT}"
I="${SLURM_ARRAY_TASK_ID}"
java -jar "$JAR" run "$SPEC" --shard "$I/$K" --threads "${SLURM_CPUS_PER_TASK:-1}" --out "shards/$I"
# the last element to start submits the merge, to run once every element has ended
if [ "$I" -eq "$SLURM_ARRAY_TASK_MAX" ]; then
  sbatch --dependency=afterany:"$SLURM_ARRAY_JOB_ID" --job-name=galab-merge --output=shards/merge.log \
    --wrap "java -jar $JAR merge shards/[0-9]* --out target/ga-reports"
fi
