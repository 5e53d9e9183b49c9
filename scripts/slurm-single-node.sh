#!/bin/bash
# Runs a spec as a Slurm job array on a real single-node Slurm cluster on this machine (Debian's
# slurm-wlm: munged, slurmctld and slurmd started here, as root), merges the shards with the dependent
# merge job of scripts/slurm-submit.sh, and checks the merged runs.csv against a single-machine run.
#   sudo bash scripts/slurm-single-node.sh [SPEC] [K]
# Run after `mvn -B install`. Installs slurm-wlm when sbatch is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
SPEC="${1:-ga-benchmarks/specs/scale-out.yaml}"
K="${2:-4}"
NAME=$(sed -n 's/^name: *//p' "$SPEC" | head -1)
OUT="$PWD/${OUT:-target/slurm}"
JAR="$PWD/ga-engine/target/ga-engine-0.1.0-SNAPSHOT-all.jar"
[ -f "$JAR" ] || { echo "build first: mvn -B install" >&2; exit 2; }
command -v sbatch > /dev/null || DEBIAN_FRONTEND=noninteractive apt-get install -y -q slurm-wlm > /dev/null
rm -rf "$OUT" && mkdir -p "$OUT/state" "$OUT/spool" "$OUT/daemons"

# a one-node cluster: this host, all its CPUs, one partition
HOST=$(hostname -s)
CPUS=$(nproc)
MEM=$(( $(awk '/MemTotal/ {print $2}' /proc/meminfo) / 1024 - 1024 ))
export SLURM_CONF="$OUT/slurm.conf"
cat > "$SLURM_CONF" <<CONF
ClusterName=galab
SlurmctldHost=$HOST
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
StateSaveLocation=$OUT/state
SlurmdSpoolDir=$OUT/spool
SlurmctldPidFile=$OUT/daemons/slurmctld.pid
SlurmdPidFile=$OUT/daemons/slurmd.pid
SlurmctldLogFile=$OUT/daemons/slurmctld.log
SlurmdLogFile=$OUT/daemons/slurmd.log
SlurmctldPort=6917
SlurmdPort=6918
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
SchedulerType=sched/backfill
MpiDefault=none
ReturnToService=2
JobCompType=jobcomp/none
AccountingStorageType=accounting_storage/none
NodeName=$HOST CPUs=$CPUS RealMemory=$MEM State=UNKNOWN
PartitionName=galab Nodes=$HOST Default=YES MaxTime=INFINITE State=UP
CONF

stop() {
  for p in slurmd slurmctld; do [ -f "$OUT/daemons/$p.pid" ] && kill "$(cat "$OUT/daemons/$p.pid")" 2>/dev/null || true; done
  [ -n "${MUNGE_STARTED:-}" ] && pkill -x munged || true
}
trap stop EXIT
if ! pgrep -x munged > /dev/null; then
  [ -f /etc/munge/munge.key ] || mungekey --create
  mkdir -p /run/munge && chown munge:munge /run/munge 2>/dev/null || true
  if id munge > /dev/null 2>&1; then su -s /bin/sh munge -c "munged" || munged --force; else munged --force; fi
  MUNGE_STARTED=1
fi
slurmctld -c -f "$SLURM_CONF"
slurmd -f "$SLURM_CONF"
for _ in $(seq 100); do sinfo -h -o %t 2>/dev/null | grep -q idle && break; sleep 0.2; done
sinfo

# one machine, for reference
T0=$(date +%s.%N)
java -jar "$JAR" run "$SPEC" --out "$OUT/single" --threads "$CPUS" > "$OUT/single.log" 2>&1
T1=$(date +%s.%N)

# the array and its merge
read -r ARRAY MERGE < <(GALAB_JAR="$JAR" bash scripts/slurm-submit.sh "$SPEC" "$K" "$OUT/array" --cpus-per-task=1)
echo "submitted array job $ARRAY ($K shards) and merge job $MERGE"
while squeue -h -j "$ARRAY,$MERGE" 2>/dev/null | grep -q .; do sleep 0.5; done
T2=$(date +%s.%N)
MERGED="$OUT/array/merged/$NAME/runs.csv"
[ -f "$MERGED" ] || { echo "no merged runs.csv; logs in $OUT/array/logs" >&2; tail -5 "$OUT"/array/logs/*.log >&2; exit 1; }
if cmp -s <(cut -d, -f1-10,12- "$OUT/single/$NAME/runs.csv") <(cut -d, -f1-10,12- "$MERGED"); then # without millis
  SAME=identical
else
  SAME=DIFFERENT
fi
N=$(($(wc -l < "$MERGED") - 1))
echo "| executor | runs | wall s | runs/s | runs.csv vs one machine |"
echo "|---|---|---|---|---|"
printf '| one machine, %d threads | %d | %.1f | %.1f | reference |\n' "$CPUS" "$N" "$(echo "$T1 - $T0" | bc)" \
  "$(echo "$N / ($T1 - $T0)" | bc -l)"
printf '| Slurm array, %d shards + merge | %d | %.1f | %.1f | %s |\n' "$K" "$N" "$(echo "$T2 - $T1" | bc)" \
  "$(echo "$N / ($T2 - $T1)" | bc -l)" "$SAME"
[ "$SAME" = identical ]
