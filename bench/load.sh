#!/usr/bin/env bash
# Load test of `kingme serve`: concurrent online games over WebSocket. See bench/README.md
# ("Load: concurrent games over WebSocket").
#
#   bench/load.sh [--db URL] [--server-opts "JVM OPTIONS"] [--serve-args "SERVE OPTIONS"] [--jar FILE [--launcher FILE]]
#                 [--quiet-below PCT] [--keep-data] [LoadTest options...]
#   bench/load.sh --games 50 --seconds 20                 # a small run
#   bench/load.sh --games 1000 --seconds 60               # saturation: act at once (think 0 ms)
#   bench/load.sh --games 1000 --seconds 60 --think-ms 1000
#
# Builds the jar when it is missing or older than the sources (through ./kingme), starts the server on a
# free loopback port with a fresh H2 database in a temporary folder (or the PostgreSQL database given with
# --db, which should be empty; KINGME_DB_USER and KINGME_DB_PASSWORD are passed on), waits until it answers,
# runs bench/load/LoadTest.java with the other options (java bench/load/LoadTest.java --help lists them),
# stops the server and prints the report (one line of it, starting with "{", is JSON; after it the server's
# memory, threads, H2 file size and GC pauses). The server is started
# as a user starts it, through ./kingme serve, so it has the JVM options the launcher gives `serve`; the
# options of --server-opts (default: -Xms1g -Xmx1g) come after them (as KINGME_JAVA_OPTS) and win. All are
# printed with the heap and collector they give; --serve-args adds options of `serve` itself (--warm-up 40).
# --jar FILE runs that jar's `serve` (another release's, for a comparison: bench/load-compare.sh) instead of
# building and running ./kingme, with the JVM options of the launcher
# --launcher FILE gives `serve` (that release's own `kingme`; by default this tree's). On a shared
# machine, --quiet-below PCT first waits (at most 10 minutes) until other processes keep less than PCT% of
# one core busy for 5 s running; the report says how busy they kept the machine during the run anyway.
# LOADTEST_JAVA_OPTS sets the load test's own JVM options (default -Xmx1g).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"

db=""
jar=""
launcher=""
server_opts="-Xms1g -Xmx1g"
serve_extra=""
keep=0
trust=0
quiet=""
args=()
seconds=60
while [ $# -gt 0 ]; do
  case "$1" in
    --db) db="${2:?--db needs a JDBC URL}"; shift 2 ;;
    --server-opts) server_opts="${2?--server-opts needs a value}"; shift 2 ;;
    --keep-data) keep=1; shift ;;
    --jar) jar="${2:?--jar needs a file}"; shift 2 ;;
    --launcher) launcher="${2:?--launcher needs a file}"; shift 2 ;;
    --quiet-below) quiet="${2:?--quiet-below needs a percentage}"; shift 2 ;;
    --serve-args) serve_extra="${2?--serve-args needs a value}"; shift 2 ;;
    -h|--help)
      awk 'NR > 1 && /^#/ {sub(/^# ?/, ""); print; next} NR > 1 {exit}' "${BASH_SOURCE[0]}"
      echo
      java "$here/load/LoadTest.java" --help
      exit 0 ;;
    --seconds) seconds="${2:?--seconds needs a value}"; args+=("$1" "$2"); shift 2 ;;
    # people on the analysis board come from addresses of their own, which the server must take from the header
    --analyses) trust=1; args+=("$1" "${2:?--analyses needs a value}"); shift 2 ;;
    *) args+=("$1"); shift ;;
  esac
done
case "$seconds" in ''|*[!0-9]*) echo "load.sh: --seconds must be a whole number" >&2; exit 2 ;; esac

command -v java >/dev/null || { echo "load.sh: 'java' is not on the PATH" >&2; exit 1; }

work="$(mktemp -d "${TMPDIR:-/tmp}/kingme-load.XXXXXX")"

# The jar: ./kingme builds it when it is missing or older than the sources. Its help text's own warnings
# are not ours to show; the build's messages are.
if [ -n "$jar" ]; then
  [ -f "$jar" ] || { echo "load.sh: no jar $jar" >&2; rm -rf "$work"; exit 2; }
elif ! "$root/kingme" --help >/dev/null 2>"$work/build.log"; then
  cat "$work/build.log" >&2
  rm -rf "$work"
  exit 1
else
  grep -v 'picocli WARN' "$work/build.log" >&2 || true
fi
server_pid=""
cleanup() {
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then
    kill -TERM "$server_pid" 2>/dev/null || true
    for _ in $(seq 1 150); do
      kill -0 "$server_pid" 2>/dev/null || break
      sleep 0.1
    done
    if kill -0 "$server_pid" 2>/dev/null; then
      echo "load.sh: the server did not stop within 15 s; killing it" >&2
      kill -KILL "$server_pid" 2>/dev/null || true
    fi
    wait "$server_pid" 2>/dev/null || true
  fi
  if [ "$keep" = 1 ]; then
    echo "load.sh: data, server log and GC log kept in $work" >&2
  else
    rm -rf "$work"
  fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# shellcheck disable=SC2206  # the options are words on purpose
jvm=($server_opts)
# the server measured does not build endgame databases in the background beside the games (README, kingme egdb)
export KINGME_EGDB_BUILD=off
# every game comes from this one address: lift the per-address limits (docs/web.md, "Limits") above the run's
serve=(serve --port 0 --host 127.0.0.1 --data "$work/data" --games-per-minute 1000000 --ai-games-per-address 1000000)
[ "$trust" = 1 ] && serve+=(--trust-forwarded-for)
# shellcheck disable=SC2206  # the options are words on purpose
[ -n "$serve_extra" ] && serve+=($serve_extra)
if [ -n "$db" ]; then
  serve+=(--db "$db")
  [ -n "${KINGME_DB_USER:-}" ] && serve+=(--db-user "$KINGME_DB_USER")
fi

# the options ./kingme gives `serve` (its serve_java_options line), or the launcher's of the release being run
launcher_opts="$(sed -n 's/^serve_java_options="\(.*\)"$/\1/p' "${launcher:-$root/kingme}")"
# and those it adds on a machine of fewer than four cores (its serve_small_machine_options line, when it has one)
if [ "$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 4)" -lt 4 ]; then
  launcher_opts="$launcher_opts $(sed -n 's/^serve_small_machine_options="\(.*\)"$/\1/p' "${launcher:-$root/kingme}")"
fi
# shellcheck disable=SC2206
jvm=($launcher_opts "${jvm[@]}")
effective="$(java "${jvm[@]}" -XX:+PrintFlagsFinal -version 2>/dev/null \
  | awk '$2 == "MaxHeapSize" {heap = $4} $2 ~ /^Use(G1|Serial|Parallel|Z|Shenandoah)GC$/ && $4 == "true" {gc = $2}
         END {printf "max heap %d MiB, %s", heap / 1048576, gc}')"
echo "date:     $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "machine:  $(nproc) cores, $(lscpu 2>/dev/null | awk -F: '/Model name/ {gsub(/^ +/, "", $2); print $2; exit}'), $(uname -sr)"
echo "java:     $(java -version 2>&1 | head -n 1)"
echo "server:   ${jar:-./kingme} ${serve[*]/#$work/TMP}, so java ${jvm[*]} -Xlog:gc:file=... -jar ${jar:-app/target/kingme.jar}  ($effective)"
echo "database: ${db:-H2 file database in a fresh temporary folder}" | sed 's/password=[^&;]*/password=***/g'
# What else keeps the machine busy: the figures depend on it on a small machine.
busy() {  # percent of one core the machine is busy over $1 seconds, from /proc/stat
  local a1 a2 a3 a4 a5 a6 a7 a8 b1 b2 b3 b4 b5 b6 b7 b8 total idle
  read -r _ a1 a2 a3 a4 a5 a6 a7 a8 _ < /proc/stat
  sleep "$1"
  read -r _ b1 b2 b3 b4 b5 b6 b7 b8 _ < /proc/stat
  total=$(( (b1 + b2 + b3 + b4 + b5 + b6 + b7 + b8) - (a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8) ))
  idle=$(( (b4 + b5) - (a4 + a5) ))
  echo $(( total > 0 ? 100 * $(nproc) * (total - idle) / total : 0 ))
}
if [ -r /proc/stat ]; then
  if [ -n "$quiet" ]; then
    waited=0
    while now="$(busy 5)" && [ "$now" -ge "$quiet" ] && [ "$waited" -lt 600 ]; do
      waited=$((waited + 5))
    done
    echo "waited:   ${waited} s for other processes to use less than ${quiet}% of one core (last 5 s: ${now}%)"
  fi
  echo "before:   other processes kept the machine $(busy 3)% busy (of $(( 100 * $(nproc) ))%) over 3 s before the server started"
fi

# (the launcher execs java, so this process id is the server's)
if [ -n "$jar" ]; then
  # shellcheck disable=SC2086
  java "${jvm[@]}" -Xlog:gc*:file="$work/gc.log":uptime,level,tags -jar "$jar" "${serve[@]}" >"$work/server.log" 2>&1 &
else
  KINGME_JAVA_OPTS="$server_opts -Xlog:gc*:file=$work/gc.log:uptime,level,tags" "$root/kingme" "${serve[@]}" \
    >"$work/server.log" 2>&1 &
fi
server_pid=$!

# Wait for the line that says where it listens, then for an answer.
port=""
for _ in $(seq 1 600); do
  if ! kill -0 "$server_pid" 2>/dev/null; then
    echo "load.sh: the server stopped while starting:" >&2
    tail -n 30 "$work/server.log" >&2
    exit 1
  fi
  port="$(sed -n 's#.*serving at http://[^:]*:\([0-9][0-9]*\)/.*#\1#p' "$work/server.log" | head -n 1)"
  [ -n "$port" ] && break
  sleep 0.1
done
[ -n "$port" ] || { echo "load.sh: the server did not start within 60 s" >&2; tail -n 30 "$work/server.log" >&2; exit 1; }
url="http://127.0.0.1:$port"
answered=0
for _ in $(seq 1 100); do
  if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
    answered=1
    break
  fi
  sleep 0.1
done
[ "$answered" = 1 ] || { echo "load.sh: nothing answers at $url" >&2; exit 1; }
echo "url:      $url (server pid $server_pid)"
echo

# Bounded: the play itself, plus up to 10 minutes of set-up (2000 connections take seconds) and the end.
status=0
# shellcheck disable=SC2086
timeout --kill-after=10 "$((seconds + 600))" java ${LOADTEST_JAVA_OPTS:--Xmx1g} "$here/load/LoadTest.java" \
  --url "$url" --server-pid "$server_pid" "${args[@]}" || status=$?
if [ "$status" = 124 ] || [ "$status" = 137 ]; then
  echo "load.sh: the load test did not end in time and was stopped" >&2
fi

if kill -0 "$server_pid" 2>/dev/null; then
  rss_kb="$(awk '/^VmRSS/ {print $2}' "/proc/$server_pid/status" 2>/dev/null || echo 0)"
  threads="$(awk '/^Threads/ {print $2}' "/proc/$server_pid/status" 2>/dev/null || echo '?')"
  echo "server process at the end: $((rss_kb / 1024)) MiB resident, $threads threads"
  # the embedded database's file, which must not grow by every commit (bench/README.md, "The H2 file under load")
  if [ -z "$db" ] && [ -f "$work/data/kingme.mv.db" ]; then
    echo "database file at the end: $(( $(stat -c %s "$work/data/kingme.mv.db") / 1048576 )) MiB (kingme.mv.db, the server still running)"
  fi
else
  echo "load.sh: the server is no longer running; its log:" >&2
  tail -n 30 "$work/server.log" >&2
  status=1
fi
# Stop-the-world pauses of the server's collector during the whole run (set-up included).
if [ -f "$work/gc.log" ]; then
  awk '/gc[^,]*\] GC\([0-9]+\) Pause/ && match($0, /[0-9.]+ms$/) {
         ms = substr($0, RSTART, RLENGTH - 2) + 0; n++; total += ms; if (ms > max) max = ms }
       END { if (n) printf "server GC pauses: %d, %.0f ms in all, longest %.1f ms\n", n, total, max;
             else print "server GC pauses: none" }' "$work/gc.log"
fi
if grep -q -E 'SEVERE|Exception' "$work/server.log"; then
  echo "server log has errors (first lines):"
  grep -E 'SEVERE|Exception' "$work/server.log" | head -n 5
fi
exit "$status"
