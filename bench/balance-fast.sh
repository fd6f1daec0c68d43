#!/usr/bin/env bash
# The balance lab's fast plan: how few AI iterations a decision still rank the characters as the default does.
# See bench/README.md ("The balance lab at fewer iterations").
#
#   bench/balance-fast.sh [--set SET] [--games-per-pair N] [--seed S] [--iterations "4000 1000 400 150"]
#
# Runs `kingme balance` on the set's plan once for each number of iterations (the first is the reference, the
# default level's own), prints each run's wall time, then java bench/balance/Agreement.java compares each
# run's ranking with the reference's (Spearman's rank correlation and a bootstrap interval). Run it on a quiet
# machine: the times are the point.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
set_name="fantasy-rpg"
games=2
seed=1
levels="4000 1000 400 150"
while [ $# -gt 0 ]; do
  case "$1" in
    --set) set_name="$2"; shift 2 ;;
    --games-per-pair) games="$2"; shift 2 ;;
    --seed) seed="$2"; shift 2 ;;
    --iterations) levels="$2"; shift 2 ;;
    -h|--help) awk 'NR > 1 && /^#/ {sub(/^# ?/, ""); print; next} NR > 1 {exit}' "${BASH_SOURCE[0]}"; exit 0 ;;
    *) echo "balance-fast.sh: unknown option $1" >&2; exit 2 ;;
  esac
done
work="$(mktemp -d "${TMPDIR:-/tmp}/kingme-balance-fast.XXXXXX")"
"$root/kingme" --help >/dev/null 2>&1 || true  # build first, outside the timings
cp "$root/app/target/kingme.jar" "$work/kingme.jar"  # one jar for every run, whatever the sources do meanwhile
dirs=()
for n in $levels; do
  out="$work/iterations-$n"
  start=$(date +%s.%N)
  java -jar "$work/kingme.jar" balance --set "$set_name" --games-per-pair "$games" --iterations "$n" --seed "$seed" --out "$out" \
    --fresh > "$work/log-$n.txt" 2>&1
  end=$(date +%s.%N)
  printf '%s iterations: %s games in %.1f s\n' "$n" "$(($(wc -l < "$out/games.csv") - 1))" "$(echo "$end - $start" | bc)"
  dirs+=("$out")
done
java "$here/balance/Agreement.java" "${dirs[@]}"
echo "runs kept in $work"
