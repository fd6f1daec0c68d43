#!/usr/bin/env bash
# The reference deployment on one machine, in one command: a throwaway PostgreSQL on loopback, three
# `kingme serve` nodes on it and HAProxy in front of them (deploy/haproxy.cfg), as docs/deploy.md explains.
# Needs Debian's postgresql and haproxy packages (and curl). Prints the address to open; Ctrl+C stops
# everything it started and removes its temporary folder.
#
#   deploy/try-out.sh [--port 8080] [--node-port 8081] [--pg-port 55440] [--db URL] [--warm-up 5] [--kingme CMD] [-- SERVE-OPTIONS]
#
#   --port P       the balancer's port on 127.0.0.1 (default 8080)
#   --node-port P  the first node's port; the others take the next two (default 8081: 8081, 8082, 8083)
#   --pg-port P    the throwaway PostgreSQL's port (default 55440)
#   --db URL       use this PostgreSQL database (jdbc:postgresql://...) instead of starting one
#   --warm-up S    each node's warm-up in seconds (default 5, not the server's 20: the try-out is for looking,
#                  not for load; the nodes start one after the other, so their warm-ups do not share the CPU)
#   --kingme CMD   the launcher that runs `kingme` (default: this repository's ./kingme, which builds the jar
#                  when it is missing or stale)
#   -- OPTIONS     the rest is given to each node's `kingme serve` (its limits, say: --games-per-minute 100)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

lb_port=8080
node_port=8081
pg_port=55440
db=""
warm_up=5
kingme="$root/kingme"
nodes=3  # deploy/haproxy.cfg names three
serve_options=()

die() { echo "try-out: $*" >&2; exit 1; }
while [ $# -gt 0 ]; do
  case "$1" in
    --port) lb_port="${2:?--port needs a port}"; shift 2 ;;
    --node-port) node_port="${2:?--node-port needs a port}"; shift 2 ;;
    --pg-port) pg_port="${2:?--pg-port needs a port}"; shift 2 ;;
    --db) db="${2:?--db needs a jdbc:postgresql:// URL}"; shift 2 ;;
    --warm-up) warm_up="${2:?--warm-up needs seconds}"; shift 2 ;;
    --kingme) kingme="${2:?--kingme needs a command}"; shift 2 ;;
    --) shift; serve_options=("$@"); break ;;
    -h | --help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) die "unknown option '$1' (see --help)" ;;
  esac
done
for n in "$lb_port" "$node_port" "$pg_port" "$warm_up"; do
  [[ "$n" =~ ^[0-9]+$ ]] || die "'$n' is not a number"
done
case "$db" in "" | jdbc:postgresql://*) ;; *) die "--db must be a jdbc:postgresql:// URL, not '$db'" ;; esac

# What it needs, and from which Debian package.
# (Debian puts haproxy in /usr/sbin, which is not on a user's PATH.)
haproxy="$(command -v haproxy 2>/dev/null || true)"
[ -n "$haproxy" ] || [ ! -x /usr/sbin/haproxy ] || haproxy=/usr/sbin/haproxy
[ -n "$haproxy" ] || die "haproxy is missing: install Debian's haproxy package (apt-get install haproxy)"
command -v curl >/dev/null 2>&1 || die "curl is missing: install Debian's curl package (apt-get install curl)"
command -v java >/dev/null 2>&1 || die "java is missing: install Debian's openjdk-17-jdk-headless package"
pgbin=""
if [ -z "$db" ]; then
  pgbin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
  [ -n "$pgbin" ] && [ -x "$pgbin/initdb" ] \
    || die "PostgreSQL is missing: install Debian's postgresql package (apt-get install postgresql), or give --db URL"
fi

# Every port must be free before anything starts.
ports=("$lb_port")
for ((i = 0; i < nodes; i++)); do ports+=($((node_port + i))); done
[ -z "$db" ] && ports+=("$pg_port")
for p in "${ports[@]}"; do
  if (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null; then
    die "port $p on 127.0.0.1 is taken: choose others with --port, --node-port or --pg-port"
  fi
done

# The jar, built now if it is missing or stale (./kingme builds it), so that the nodes start at once.
if [ "$kingme" = "$root/kingme" ]; then
  echo "try-out: building kingme if needed..."
  "$kingme" --help >/dev/null
fi

tmp="$(mktemp -d "${TMPDIR:-/tmp}/kingme-try-out.XXXXXX")"
pids=()        # the nodes and HAProxy, in the order they started
pg_started=0
# As root, PostgreSQL runs as the postgres user (it refuses to run as root), in a folder of its own.
as_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi; }

stop() {
  trap - INT TERM EXIT
  echo "try-out: stopping..."
  local pid i
  for ((i = ${#pids[@]} - 1; i >= 0; i--)); do kill -TERM "${pids[i]}" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do  # each gets 15 s to stop, then is killed
    for ((i = 0; i < 150; i++)); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -KILL "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
  done
  if [ "$pg_started" = 1 ]; then
    as_pg "'$pgbin/pg_ctl' -D '$tmp/pg/data' -m fast -w stop" >/dev/null 2>&1 || true
  fi
  rm -rf "$tmp"
  echo "try-out: stopped, and $tmp removed"
}
trap 'stop; exit 130' INT
trap 'stop; exit 143' TERM
trap 'status=$?; stop; exit $status' EXIT

# PostgreSQL: a new cluster on loopback, trusting local connections (a try-out, not a deployment).
if [ -z "$db" ]; then
  mkdir "$tmp/pg"
  chmod 755 "$tmp"
  [ "$(id -u)" = 0 ] && chown postgres "$tmp/pg"
  echo "try-out: starting PostgreSQL on 127.0.0.1:$pg_port ($tmp/pg/log)"
  as_pg "'$pgbin/initdb' -D '$tmp/pg/data' -A trust -U postgres" >/dev/null
  pg_started=1
  as_pg "'$pgbin/pg_ctl' -D '$tmp/pg/data' -o '-p $pg_port -k $tmp/pg -c listen_addresses=127.0.0.1' -l '$tmp/pg/log' -w start" >/dev/null \
    || die "PostgreSQL did not start: see $tmp/pg/log"
  as_pg "'$pgbin/createdb' -h 127.0.0.1 -p $pg_port -U postgres kingme"
  db="jdbc:postgresql://127.0.0.1:$pg_port/kingme?user=postgres"
fi

# The nodes, one after the other: the first creates the schema, and each warms up while the others wait.
# Logs in the temporary folder. Started in the background, they ignore Ctrl+C: stop() stops them in order.
for ((i = 1; i <= nodes; i++)); do
  port=$((node_port + i - 1))
  log="$tmp/node$i.log"
  echo "try-out: starting node$i on 127.0.0.1:$port (log: $log)"
  (cd "$root" && exec "$kingme" serve --db "$db" --node "node$i" --host 127.0.0.1 --port "$port" \
    --trust-forwarded-for --warm-up "$warm_up" "${serve_options[@]}") >"$log" 2>&1 &
  pid=$!
  pids+=("$pid")
  # Ready: the node answers GET /ready with 200 (it serves and reaches the database).
  limit=$((SECONDS + warm_up + 120))
  until curl -fsS -o /dev/null --max-time 2 "http://127.0.0.1:$port/ready" 2>/dev/null; do
    if ! kill -0 "$pid" 2>/dev/null; then
      tail -n 20 "$log" >&2
      die "node$i stopped before it was ready (its log, above: $log)"
    fi
    [ "$SECONDS" -lt "$limit" ] || die "node$i was not ready within $((warm_up + 120)) s (log: $log)"
    sleep 0.5
  done
  echo "try-out: node$i is ready (pid $pid)"
done

# The balancer, in the background with its log in the temporary folder.
echo "try-out: starting HAProxy on 127.0.0.1:$lb_port (log: $tmp/haproxy.log)"
KINGME_LB_ADDR="127.0.0.1:$lb_port" KINGME_LB_SOCKET="$tmp/haproxy.sock" KINGME_NODE1="127.0.0.1:$node_port" \
  KINGME_NODE2="127.0.0.1:$((node_port + 1))" KINGME_NODE3="127.0.0.1:$((node_port + 2))" \
  "$haproxy" -db -f "$root/deploy/haproxy.cfg" >"$tmp/haproxy.log" 2>&1 &
haproxy_pid=$!
pids+=("$haproxy_pid")
limit=$((SECONDS + 30))
until curl -fsS -o /dev/null --max-time 2 "http://127.0.0.1:$lb_port/ready" 2>/dev/null; do
  kill -0 "$haproxy_pid" 2>/dev/null || { cat "$tmp/haproxy.log" >&2; die "HAProxy stopped (its log, above)"; }
  [ "$SECONDS" -lt "$limit" ] || die "the balancer did not answer /ready within 30 s (log: $tmp/haproxy.log)"
  sleep 0.5
done

cat <<EOF
try-out: ready. Open http://127.0.0.1:$lb_port/
  nodes:    $(for ((i = 1; i <= nodes; i++)); do printf 'node%d 127.0.0.1:%d pid %s   ' "$i" $((node_port + i - 1)) "${pids[i - 1]}"; done)
  database: $db
  balancer: HAProxy pid $haproxy_pid
  logs:     $tmp/node1.log ... node$nodes.log, $tmp/haproxy.log
  HAProxy's runtime API: $tmp/haproxy.sock (echo "show servers state nodes" | socat stdio SOCKET)
  Kill a node (kill -9 PID) to watch its games go on through the others. Ctrl+C stops everything.
EOF

# Until Ctrl+C (or HAProxy stops by itself).
while kill -0 "$haproxy_pid" 2>/dev/null; do
  wait "$haproxy_pid" || true
done
echo "try-out: HAProxy stopped by itself (log: $tmp/haproxy.log)" >&2
tail -n 20 "$tmp/haproxy.log" >&2 || true
exit 1
