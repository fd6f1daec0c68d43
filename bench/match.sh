#!/usr/bin/env bash
# Kingme's engine against rapid-draughts' alpha-beta player (npm) at equal time. See bench/README.md.
#
#   bench/match.sh [--quick] [match.mjs options...]
#
# Builds the Kingme jar if it is missing or older than the sources, installs the npm package (npm ci) if
# bench/rapid-draughts/node_modules is missing, then runs bench/rapid-draughts/match.mjs: by default 100
# games (50 ACF ballots, each with both colours), rapid-draughts' depth calibrated to 100 ms a move and
# Kingme's time kept equal to rapid-draughts' measured mean. --quick: 10 games at 50 ms, a smoke run of a
# minute or two. Other options go to match.mjs (--games N, --movetime MS, --seed S, --out DIR,
# --rd-depth D, --max-plies P, --fixed); later ones win. Games and summary go to --out (default
# bench/rapid-draughts/match-out/: games.pdn, summary.json), and the PDN is replayed by `kingme pdn check`.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
rd="$here/rapid-draughts"

defaults=(--games 100 --movetime 100)
args=()
for arg in "$@"; do
  case "$arg" in
    --quick) defaults=(--games 10 --movetime 50) ;;
    -h|--help) sed -n '2,12p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) args+=("$arg") ;;
  esac
done

for tool in java node npm; do
  command -v "$tool" >/dev/null || { echo "match.sh: '$tool' is not on the PATH" >&2; exit 1; }
done

# The jar, when missing or older than any source or pom of the modules it is built from.
jar="$root/app/target/kingme.jar"
if [ ! -f "$jar" ] || [ -n "$(find "$root/pom.xml" "$root"/*/pom.xml "$root"/{engine,rules,ai,app}/src/main \
        -type f -newer "$jar" -print 2>/dev/null | head -n 1)" ]; then
  echo "building the Kingme jar (./mvnw -q -B -DskipTests -pl app -am package)..." >&2
  (cd "$root" && ./mvnw -q -B -DskipTests -pl app -am package) >&2
fi

if [ ! -d "$rd/node_modules/rapid-draughts" ]; then
  echo "installing rapid-draughts (npm ci)..." >&2
  (cd "$rd" && npm ci --no-audit --no-fund --loglevel=error) >&2
fi

# Where match.mjs writes, so that the PDN can be checked afterwards (the last --out given wins).
out="$rd/match-out"
all=("${defaults[@]}" "${args[@]}")
for ((i = 0; i < ${#all[@]}; i++)); do
  if [ "${all[$i]}" = "--out" ] && (( i + 1 < ${#all[@]} )); then
    out="$(cd "$(dirname "${all[$((i + 1))]}")" 2>/dev/null && pwd)/$(basename "${all[$((i + 1))]}")"
  fi
done

# Kingme's engine plays with the databases in kingme-data/egdb as they are, and builds none in the background
# during the match (README, kingme egdb): build them first with ./kingme egdb build --pieces 5.
export KINGME_EGDB_BUILD=off

echo "date:     $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "machine:  $(nproc) cores, $(lscpu 2>/dev/null | awk -F: '/Model name/ {gsub(/^ +/, "", $2); print $2; exit}'), $(uname -sr)"
echo "java:     $(java -version 2>&1 | head -n 1)"
echo "node:     $(node --version)"
echo
(cd "$rd" && node match.mjs "${defaults[@]}" "${args[@]}" --out "$out")
echo
echo "replaying the games with kingme pdn check:"
java -jar "$jar" pdn check "$out/games.pdn"
