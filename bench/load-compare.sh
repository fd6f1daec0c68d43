#!/usr/bin/env bash
# The load test of two releases side by side in one run: bench/load.sh against the server built from git
# revision REF (the previous release), then against the working tree's, ROUNDS times each, alternating, so
# that both meet the same machine at the same time. See bench/README.md ("Load").
#
#   bench/load-compare.sh REF [--rounds N] [load.sh options...]
#   bench/load-compare.sh cc680ef --games 1000 --seconds 60 --think-ms 1000
#
# REF is built in a temporary git worktree (its own ./mvnw package, tests skipped); the working tree's jar by
# ./kingme. Each run's report is printed as load.sh prints it; at the end one line per run gives its figures
# (from the report's JSON line): actions/s, latency percentiles, the server's CPU per action, errors and
# actions never answered.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
ref="${1:?usage: bench/load-compare.sh REF [--rounds N] [load.sh options...]}"
shift
rounds=1
args=()
while [ $# -gt 0 ]; do
  case "$1" in
    --rounds) rounds="${2:?--rounds needs a number}"; shift 2 ;;
    *) args+=("$1"); shift ;;
  esac
done
case "$rounds" in ''|*[!0-9]*) echo "load-compare.sh: --rounds must be a whole number" >&2; exit 2 ;; esac

work="$(mktemp -d "${TMPDIR:-/tmp}/kingme-compare.XXXXXX")"
cleanup() {
  git -C "$root" worktree remove --force "$work/ref" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

sha="$(git -C "$root" rev-parse --short "$ref")"
echo "building $ref ($sha) in a worktree of its own..."
git -C "$root" worktree add --detach "$work/ref" "$sha" >/dev/null
(cd "$work/ref" && ./mvnw -q -B -DskipTests -pl app -am package) >"$work/build.log" 2>&1 || {
  tail -n 30 "$work/build.log" >&2
  echo "load-compare.sh: $ref did not build" >&2
  exit 1
}
cp "$work/ref/app/target/kingme.jar" "$work/kingme-$sha.jar"
cp "$work/ref/kingme" "$work/kingme-$sha.launcher"  # its JVM options for `serve` are part of the release
echo "building the working tree..."
"$root/kingme" --help >/dev/null 2>&1 || { echo "load-compare.sh: the working tree did not build" >&2; exit 1; }
now="$(git -C "$root" rev-parse --short HEAD)$(git -C "$root" diff --quiet HEAD -- . ':!bench' || echo '+changes')"

results=()
for round in $(seq 1 "$rounds"); do
  for which in "$sha" "$now"; do
    echo
    echo "=== round $round: $which"
    log="$work/run-$round-$which.log"
    if [ "$which" = "$sha" ]; then
      "$here/load.sh" --jar "$work/kingme-$sha.jar" --launcher "$work/kingme-$sha.launcher" "${args[@]}" | tee "$log"
    else
      "$here/load.sh" "${args[@]}" | tee "$log"
    fi
    results+=("$which $(grep '^{' "$log" | tail -n 1)")
  done
done

echo
# The machine's own speed drifts by about a tenth from run to run, and the load test's work is the same in every
# run: the server's CPU over the load test's (the last column) is the figure to compare releases by on such a
# machine (bench/README.md, "Where an action's CPU goes, a second look").
echo "server        actions/s  p50 ms  p90 ms  p99 ms  p99.9 ms  max ms  server CPU ms/action  errors  unanswered  test % core  server/test"
for r in "${results[@]}"; do
  name="${r%% *}"
  json="${r#* }"
  value() { printf '%s' "$json" | sed -n "s/.*\"$1\":\\([-0-9.]*\\).*/\\1/p"; }
  ratio="$(awk -v s="$(value serverCpuPercent)" -v c="$(value clientCpuPercent)" 'BEGIN {if (c > 0) printf "%.2f", s / c; else print "-"}')"
  printf '%-13s %9s %7s %7s %7s %9s %7s %21s %7s %11s %12s %12s\n' "$name" "$(value actionsPerSecond)" "$(value p50Ms)" \
    "$(value p90Ms)" "$(value p99Ms)" "$(value p999Ms)" "$(value maxMs)" "$(value serverCpuMsPerAction)" \
    "$(value errors)" "$(value actionsUnanswered)" "$(value clientCpuPercent)" "$ratio"
done
