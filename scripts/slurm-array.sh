#!/bin/bash
# One element of a galab job array: shard SLURM_ARRAY_TASK_ID of SLURM_ARRAY_TASK_COUNT of a spec.
# Submit it with scripts/slurm-submit.sh, which adds the dependent merge job. A project's own algorithms
# are found through GALAB_CLASSPATH (its classes and jars, ':'-separated), which the CLI reads.
#SBATCH --job-name=galab
#SBATCH --cpus-per-task=2
#SBATCH --time=02:00:00
set -euo pipefail
SPEC="$1"
OUT="$2"
JAR="${GALAB_JAR:-ga-engine/target/ga-engine-0.1.0-SNAPSHOT-all.jar}"
# the plan slurm-submit.sh wrote: this shard is refused before it runs where its plan differs from it
PLAN=""
[ -f "$OUT/plan.properties" ] && PLAN="$OUT/plan.properties"
exec java -jar "$JAR" run "$SPEC" --shard "$SLURM_ARRAY_TASK_ID/$SLURM_ARRAY_TASK_COUNT" \
  --threads "${SLURM_CPUS_PER_TASK:-1}" --out "$OUT/shards/$SLURM_ARRAY_TASK_ID" \
  ${PLAN:+--expect-plan "$PLAN"}
