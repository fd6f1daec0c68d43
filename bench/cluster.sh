#!/usr/bin/env bash
# Load test of several nodes behind the balancer: the reference deployment (deploy/try-out.sh: a throwaway
# PostgreSQL, three `kingme serve --node` nodes, HAProxy) under bench/load/LoadTest.java, through the balancer.
# See bench/README.md ("Several nodes").
#
#   bench/cluster.sh [--chaos SECONDS] [--heap SIZE] [LoadTest options...]
#   bench/cluster.sh --games 1000 --seconds 120 --think-ms 1000
#   bench/cluster.sh --games 1000 --seconds 120 --think-ms 1000 --chaos 20
#
# --chaos S kills one node with SIGKILL every S seconds of play, in turn, and starts it again at once (as a
# service manager would), so that every node dies once or more under the load. The load test connects a seat
# again whenever its connection drops (--reconnect true), and writes every acknowledged action; afterwards
# the script looks each one up in the database and reports how many are missing (there must be none).
# --keep-logs keeps the nodes', HAProxy's and the deployment's logs (in a folder it names at the end).
# --heap SIZE sets each node's heap (default 1g, as bench/load.sh gives one server). Needs what
# deploy/try-out.sh needs (Debian's postgresql and haproxy packages, curl). The nodes, PostgreSQL, HAProxy and
# the load test all run on this machine: on few cores this measures what the cluster costs, not what it holds.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"

chaos=0
heap=1g
keep=0
args=()
seconds=60
while [ $# -gt 0 ]; do
  case "$1" in
    --chaos) chaos="${2:?--chaos needs seconds}"; shift 2 ;;
    --heap) heap="${2:?--heap needs a size}"; shift 2 ;;
    --keep-logs) keep=1; shift ;;
    --seconds) seconds="${2:?--seconds needs a value}"; args+=("$1" "$2"); shift 2 ;;
    -h|--help) awk 'NR > 1 && /^#/ {sub(/^# ?/, ""); print; next} NR > 1 {exit}' "${BASH_SOURCE[0]}"; exit 0 ;;
    *) args+=("$1"); shift ;;
  esac
done
for n in "$chaos" "$seconds"; do
  [[ "$n" =~ ^[0-9]+$ ]] || { echo "cluster.sh: '$n' is not a whole number" >&2; exit 2; }
done

free_port() {  # a port nothing listens on, from a range the try-out's defaults do not use
  local p
  for p in $(shuf -i 20000-29999 -n 50); do
    (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null || { echo "$p"; return; }
  done
  echo "cluster.sh: no free port found" >&2; exit 1
}
lb=$(free_port)
first=$(free_port)
while [ "$first" -gt 29990 ] || [ "$first" = "$lb" ] || [ "$((first + 1))" = "$lb" ] || [ "$((first + 2))" = "$lb" ]; do first=$(free_port); done
pg=$(free_port)

# the load test makes a thousand games from one address: the limits per address out of its way (as bench/load.sh)
limits=(--games-per-minute 1000000 --ai-games-per-address 1000000)
work="$(mktemp -d "${TMPDIR:-/tmp}/kingme-cluster.XXXXXX")"
logs="$work.logs"
[ "$keep" = 0 ] || mkdir -p "$logs"
restarted=()  # nodes this script started again after killing them (the try-out stops only its own)
tryout_pid=""
cleanup() {
  local pid
  if [ "$keep" = 1 ]; then  # before the try-out removes its folder
    tdir="$(sed -n 's/^  logs: *\(.*\)\/node1.log.*/\1/p' "$work/try-out.log" 2>/dev/null)"
    cp "$work"/*.log ${tdir:+"$tdir"/*.log} "$logs"/ 2>/dev/null || true
    echo "cluster.sh: the logs are in $logs" >&2
  fi
  for pid in "${restarted[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  for pid in "${restarted[@]}"; do
    for _ in $(seq 1 150); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -KILL "$pid" 2>/dev/null || true
  done
  if [ -n "$tryout_pid" ] && kill -0 "$tryout_pid" 2>/dev/null; then
    kill -TERM "$tryout_pid" 2>/dev/null || true
    wait "$tryout_pid" 2>/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT

echo "cluster.sh: starting the deployment (balancer 127.0.0.1:$lb, nodes from $first, PostgreSQL $pg; log $work/try-out.log)"
KINGME_JAVA_OPTS="-Xms$heap -Xmx$heap" KINGME_EGDB_BUILD=off \
  "$root/deploy/try-out.sh" --port "$lb" --node-port "$first" --pg-port "$pg" --warm-up 20 -- "${limits[@]}" \
  >"$work/try-out.log" 2>&1 &
tryout_pid=$!
until grep -q "try-out: ready" "$work/try-out.log"; do
  kill -0 "$tryout_pid" 2>/dev/null || { cat "$work/try-out.log" >&2; echo "cluster.sh: the deployment did not start" >&2; exit 1; }
  sleep 1
done
db="$(sed -n 's/^  database: //p' "$work/try-out.log")"
pids=($(sed -n 's/^  nodes: *//p' "$work/try-out.log" | grep -o 'pid [0-9]*' | awk '{print $2}'))
[ "${#pids[@]}" = 3 ] || { cat "$work/try-out.log" >&2; echo "cluster.sh: could not read the nodes' ids" >&2; exit 1; }
pgbin="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
echo "cluster.sh: ready; nodes ${pids[*]}; database $db"

chaos_loop() {  # kills node k every $chaos s and starts it again at once, k = 1, 2, 3, 1...
  local round=0 k port pid
  sleep "$chaos"
  while true; do
    k=$((round % 3 + 1))
    port=$((first + k - 1))
    pid="$(cat "$work/node$k.pid" 2>/dev/null || echo "${pids[k - 1]}")"
    kill -KILL "$pid" 2>/dev/null || true
    echo "cluster.sh: $(date -u +%T) killed node$k (pid $pid) with SIGKILL; starting it again" >&2
    (cd "$root" && KINGME_JAVA_OPTS="-Xms$heap -Xmx$heap" KINGME_EGDB_BUILD=off exec "$root/kingme" serve --db "$db" \
      --node "node$k" --host 127.0.0.1 --port "$port" --trust-forwarded-for --warm-up 0 "${limits[@]}") >>"$work/node$k.restarts.log" 2>&1 &
    echo $! >"$work/node$k.pid"
    echo $! >>"$work/restarted"
    round=$((round + 1))
    sleep "$chaos"
  done
}
loop_pid=""
if [ "$chaos" -gt 0 ]; then
  chaos_loop &
  loop_pid=$!
fi

set +e
java "$here/load/LoadTest.java" --url "http://127.0.0.1:$lb" --reconnect true --acks-out "$work/acks" "${args[@]}"
status=$?
set -e
if [ -n "$loop_pid" ]; then
  kill "$loop_pid" 2>/dev/null || true
  wait "$loop_pid" 2>/dev/null || true
  [ -f "$work/restarted" ] && restarted=($(cat "$work/restarted"))
fi

# Every acknowledged action must be in the database.
acked=$(wc -l <"$work/acks")
cp "$work/acks" "$work/acks.copy" && chmod 644 "$work/acks.copy" && chmod 755 "$work"
missing=$(PGOPTIONS='-c client_min_messages=warning' "$pgbin/psql" -X -q -t -A -h 127.0.0.1 -p "$pg" -U postgres kingme <<SQL
CREATE TEMP TABLE acked (game_id VARCHAR(32), seq INTEGER);
\copy acked FROM '$work/acks.copy' WITH (FORMAT text, DELIMITER ' ')
SELECT COUNT(*) FROM acked k WHERE NOT EXISTS (SELECT 1 FROM actions a WHERE a.game_id = k.game_id AND a.seq = k.seq);
SQL
)
echo "acknowledged actions checked in the database: $acked, missing: $missing"
[ "$missing" = 0 ] || status=1
exit "$status"
