#!/bin/bash
# Wall time of one spec on the local thread pool, on Spark local[2] and on a Spark standalone cluster
# (master, worker and executor JVMs on 127.0.0.1, started from the Maven Central jars, the application
# submitted with spark-submit's own class, org.apache.spark.deploy.SparkSubmit). Checks that every
# runs.csv equals the local one apart from millis. The local and Spark local runs alternate REPEAT
# times (default 3), since a shared machine's speed drifts; compare their medians. Run after
# `mvn -B install`, on a quiet machine:
#   REPEAT=3 bash scripts/scale-out-bench.sh [SPEC] [THREADS]
set -euo pipefail
cd "$(dirname "$0")/.."
SPEC="${1:-ga-benchmarks/specs/scale-out.yaml}"
THREADS="${2:-2}"
NAME=$(sed -n 's/^name: *//p' "$SPEC" | head -1)
OUT="${OUT:-target/scale-out}"
CLI=ga-engine/target/ga-engine-0.1.0-SNAPSHOT-all.jar
GA_SPARK=ga-spark/target/ga-spark-0.1.0-SNAPSHOT.jar
[ -f "$CLI" ] && [ -f "$GA_SPARK" ] || { echo "build first: mvn -B install" >&2; exit 2; }
rm -rf "$OUT" && mkdir -p "$OUT"
# Spark's jars (and their dependencies) from the local Maven repository, as SPARK_HOME/jars
mvn -B -q -o -f ga-spark dependency:build-classpath -Dmdep.includeScope=runtime -Dmdep.outputFile="$PWD/$OUT/cp.txt"
export SPARK_HOME="$PWD/$OUT/spark-home" SPARK_SCALA_VERSION=2.13 SPARK_LOCAL_IP=127.0.0.1
mkdir -p "$SPARK_HOME/jars"
tr ':' '\n' < "$OUT/cp.txt" | grep -v '/io/galab/' | while read -r j; do ln -sf "$j" "$SPARK_HOME/jars/"; done
JARS="$SPARK_HOME/jars/*"

runs() { cut -d, -f1-10,12- "$1/$NAME/runs.csv"; } # without millis, the 11th column
timed() { # label, command...
  local label="$1"; shift
  local t0 t1; t0=$(date +%s.%N)
  "$@" > "$OUT/$label.log" 2>&1 || { echo "$label failed; see $OUT/$label.log" >&2; tail -20 "$OUT/$label.log" >&2; exit 1; }
  t1=$(date +%s.%N)
  local n; n=$(($(wc -l < "$OUT/$label/$NAME/runs.csv") - 1))
  local same=identical
  [ "$label" = local-1 ] || { cmp -s <(runs "$OUT/local-1") <(runs "$OUT/$label") || same=DIFFERENT; }
  printf '| %s | %d | %.1f | %.1f | %s |\n' "$label" "$n" "$(echo "$t1 - $t0" | bc)" \
    "$(echo "$n / ($t1 - $t0)" | bc -l)" "$same" | tee -a "$OUT/table.md"
}

echo "| executor | runs | wall s | runs/s | runs.csv vs local |" | tee "$OUT/table.md"
echo "|---|---|---|---|---|" | tee -a "$OUT/table.md"
for i in $(seq "${REPEAT:-3}"); do
  timed "local-$i" java -jar "$CLI" run "$SPEC" --out "$OUT/local-$i" --threads "$THREADS"
  timed "spark-local-$i" java -Dga.spark.master="local[$THREADS]" -cp "$CLI:$GA_SPARK:$JARS" io.galab.cli.Main \
    run "$SPEC" --out "$OUT/spark-local-$i" --threads "$THREADS" --executor spark
done

# a standalone cluster on loopback
MASTER_PORT=${MASTER_PORT:-7177}
java -cp "$JARS" org.apache.spark.deploy.master.Master --host 127.0.0.1 --port "$MASTER_PORT" --webui-port 8180 \
  > "$OUT/master.log" 2>&1 &
MASTER_PID=$!
java -cp "$JARS" org.apache.spark.deploy.worker.Worker --host 127.0.0.1 --cores "$THREADS" --memory 2g \
  --webui-port 8181 --work-dir "$PWD/$OUT/work" "spark://127.0.0.1:$MASTER_PORT" > "$OUT/worker.log" 2>&1 &
WORKER_PID=$!
trap 'kill $MASTER_PID $WORKER_PID 2>/dev/null || true' EXIT
for _ in $(seq 100); do grep -q "Successfully registered with master" "$OUT/worker.log" && break; sleep 0.2; done
timed spark-standalone java -cp "$JARS" org.apache.spark.deploy.SparkSubmit \
  --master "spark://127.0.0.1:$MASTER_PORT" --conf spark.executor.memory=1g --conf spark.cores.max="$THREADS" \
  --conf spark.driver.host=127.0.0.1 --class io.galab.cli.Main --jars "$GA_SPARK" \
  "$CLI" run "$SPEC" --out "$OUT/spark-standalone" --threads "$THREADS" --executor spark
