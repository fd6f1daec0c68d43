#!/usr/bin/env bash
# The AI against the random and the greedy player in every game, one table row per (game, opponent), with
# the score, its 95% interval, the Elo difference and PASS/MISS against the targets (at least 95% of the
# points against random, 80% against greedy). See bench/README.md.
#
#   bench/ai-baselines.sh [--quick] [--games N] [--movetime MS] [--level L] [--threads N] [--seed S]
#                         [--only GAME] [--opponent random|greedy]
#
# Every row is played with `kingme match`, two games per pairing of characters (colours alternate, each
# player keeps its character), so a row of a character game is the sum of several matches. Plain checkers
# has two rows per opponent: `ai` (which plays it with the engine) and `mcts` (the same AI with its tree
# search only, as in every other game). Defaults: 20 games a row in games without characters, every
# pairing in the others (see below), 100 ms a decision, level medium, 2 threads, seed 1.
# --quick: 4 games a row and two pairings per character game, a smoke run of a minute or two.
# JAVA_OPTS, when set, is passed to java. Exits non-zero when a row misses its target.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"

games=20
movetime=100
level=medium
threads=2
seed=1
quick=0
only=""
opponents=(random greedy)
while [ $# -gt 0 ]; do
  case "$1" in
    --quick) quick=1; games=4 ;;
    --games) games="$2"; shift ;;
    --movetime) movetime="$2"; shift ;;
    --level) level="$2"; shift ;;
    --threads) threads="$2"; shift ;;
    --seed) seed="$2"; shift ;;
    --only) only="$2"; shift ;;
    --opponent) opponents=("$2"); shift ;;
    -h|--help) sed -n '2,16p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "ai-baselines.sh: unknown option '$1' (see --help)" >&2; exit 2 ;;
  esac
  shift
done

command -v java >/dev/null || { echo "ai-baselines.sh: 'java' is not on the PATH" >&2; exit 1; }

# The jar, when missing or older than any source or pom of the modules it is built from.
jar="$root/app/target/kingme.jar"
if [ ! -f "$jar" ] || [ -n "$(find "$root/pom.xml" "$root"/*/pom.xml "$root"/{engine,rules,ai,app}/src/main \
        -type f -newer "$jar" -print 2>/dev/null | head -n 1)" ]; then
  echo "building the Kingme jar (./mvnw -q -B -DskipTests -pl app -am package)..." >&2
  (cd "$root" && ./mvnw -q -B -DskipTests -pl app -am package) >&2
fi

fantasy=(ranger fighter cleric thief bard mage)
schlock=(schlock tagon breya kevyn ennesby thurl chvorthq fobius dertrihs bunnigus)

# Pairings "AI's character:opponent's character": each character against itself, then each against the
# next in its set (the AI playing every character once on each side of a pair), then a few across the
# two sets.
pairings() {
  local -n set=$1
  local n=${#set[@]} i
  for ((i = 0; i < n; i++)); do echo "${set[$i]}:${set[$i]}"; done
  for ((i = 0; i < n; i++)); do echo "${set[$i]}:${set[$(((i + 1) % n))]}"; done
}
mixed_fantasy=(ranger:schlock mage:tagon cleric:thurl)
mixed_schlock=(breya:fighter kevyn:bard bunnigus:mage)

# One row: the sum of `kingme match` runs. Arguments: game, AI spec, opponent, then pairings (or none).
row() {
  local game=$1 ai=$2 opp=$3; shift 3
  local w=0 d=0 l=0 limit=0 n out runs=("$@") k=0 pair
  if [ ${#runs[@]} -eq 0 ]; then runs=(":"); fi
  for pair in "${runs[@]}"; do
    local chars=() per=2
    if [ "$pair" = ":" ]; then
      per=$games
    else
      chars=(--black-character "${pair%%:*}" --white-character "${pair##*:}")
    fi
    out=$(nice -n 5 java ${JAVA_OPTS:-} -jar "$jar" match --game "$game" --black "$ai" --white "$opp" "${chars[@]}" \
        --games "$per" --movetime "$movetime" --threads "$threads" --seed $((seed + k)) 2>/dev/null)
    k=$((k + 1))
    read -r pw pd pl < <(echo "$out" | sed -n 's/.*: \([0-9]*\) wins, \([0-9]*\) draws, \([0-9]*\) losses in .*/\1 \2 \3/p')
    w=$((w + pw)); d=$((d + pd)); l=$((l + pl))
    n=$(echo "$out" | sed -n 's/^ *\([0-9]*\) x still going after.*/\1/p')
    limit=$((limit + ${n:-0}))
    if [ "${VERBOSE:-0}" = 1 ]; then echo "  $game $ai $pair vs $opp: +$pw =$pd -$pl" >&2; fi
  done
  local target=95
  [ "$opp" = greedy ] && target=80
  local label=$game
  [ "$ai" != "${ai#mcts}" ] && label="$game (mcts)"
  awk -v label="$label" -v opp="$opp" -v w=$w -v d=$d -v l=$l -v limit=$limit -v target=$target '
    function elo(s) { return s <= 0 ? "-inf" : s >= 1 ? "+inf" : sprintf("%+.0f", -400 * log(1 / s - 1) / log(10)) }
    BEGIN {
      n = w + d + l; s = (w + 0.5 * d) / n
      v = (w * (1 - s) ^ 2 + d * (0.5 - s) ^ 2 + l * s ^ 2) / n
      m = 1.959964 * sqrt(v / n)
      lo = s - m < 0 ? 0 : s - m; hi = s + m > 1 ? 1 : s + m
      printf "| %-24s | %-6s | %3d | %-12s | %5.1f%% | %5.1f%%-%5.1f%% | %5s | %5s | %3d%% | %-4s |\n",
        label, opp, n, "+" w " =" d " -" l, 100 * s, 100 * lo, 100 * hi, elo(s), limit, target,
        (100 * s >= target ? "PASS" : "MISS")
    }'
}

echo "date:     $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "machine:  $(nproc) cores, $(uname -sr)"
echo "java:     $(java -version 2>&1 | head -n 1)"
echo "settings: ai:$level at ${movetime} ms a decision, --threads $threads, seed $seed"
echo
echo "| game                     | vs     |   n | W/D/L        |  score | 95% interval  |   Elo | limit | goal | ok   |"
echo "|--------------------------|--------|-----|--------------|--------|---------------|-------|-------|------|------|"

pick() {  # all the pairings given; when quick, $1 of them spread over the list (same, rotating, mixed)
  local count=$1; shift
  if [ "$quick" = 1 ]; then
    local i step=$(( $# / count ))
    for ((i = 0; i < count; i++)); do echo "${@:$((1 + i * step)):1}"; done
  else
    printf '%s\n' "$@"
  fi
}

missed=0
for game in american fantasy-rpg schlock-mercenary warp lilypad; do
  [ -n "$only" ] && [ "$only" != "$game" ] && continue
  for opp in "${opponents[@]}"; do
    case "$game" in
      american)
        r=$(row american "ai:$level" "$opp"); echo "$r"; [[ $r == *MISS* ]] && missed=1
        r=$(row american "mcts:$level" "$opp") ;;
      fantasy-rpg)
        mapfile -t ps < <(pick 2 $(pairings fantasy) "${mixed_fantasy[@]}")
        r=$(row fantasy-rpg "ai:$level" "$opp" "${ps[@]}") ;;
      schlock-mercenary)
        mapfile -t ps < <(pick 2 $(pairings schlock) "${mixed_schlock[@]}")
        r=$(row schlock-mercenary "ai:$level" "$opp" "${ps[@]}") ;;
      *)
        r=$(row "$game" "ai:$level" "$opp") ;;
    esac
    echo "$r"
    [[ $r == *MISS* ]] && missed=1
  done
done
echo
echo "n: games; W/D/L: the AI's wins, draws and losses; limit: games drawn by the move limit (600 decisions)."
exit $missed
