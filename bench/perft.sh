#!/usr/bin/env bash
# Perft speed of Kingme against rapid-draughts (npm), in one run on one machine. See bench/README.md.
#
#   bench/perft.sh [--no-warm] [DEPTH]      DEPTH 1..13, default 11 (about 4 minutes)
#
# Builds the jars if they are missing or older than the sources, installs the npm package (npm ci) if
# bench/rapid-draughts/node_modules is missing, then, one engine at a time and each on one thread:
#   cold: Kingme's CLI perft and rapid-draughts' perft, each running depths 1..DEPTH in one process;
#   warm: Kingme's JMH PerftBenchmark at DEPTH, and rapid-draughts repeating DEPTH twice after its pass.
# rapid-draughts runs twice: its plain public API (rd) and with its move list reused (rd*).
# Every count is checked against the published table; the script fails if Kingme's differ, or if
# rapid-draughts' differ other than by its known shortfall at depths 12-13. --no-warm skips the warm runs.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
rd="$here/rapid-draughts"

warm=1
repeat=2
depth=11
for arg in "$@"; do
  case "$arg" in
    --no-warm) warm=0 ;;
    -h|--help) sed -n '2,12p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *)
      if [[ "$arg" =~ ^[0-9]+$ ]] && (( arg >= 1 && arg <= 13 )); then
        depth=$arg
      else
        echo "perft.sh: DEPTH must be 1..13 (the published table ends at 13), got '$arg'" >&2
        exit 2
      fi
      ;;
  esac
done
(( warm )) || repeat=0

# Published perft of American checkers from the start position (Aart Bik; OEIS A133046), depths 1..13.
published=(0 7 49 302 1469 7361 36768 179740 845931 3963680 18391564 85242128 388623673 1766623630)
# rapid-draughts 1.0.6 does not let a capturing king land on the square it started from, so it misses
# king captures that come back round to their origin; the first ones appear at depth 12. Its counts:
declare -A rd_known=([12]=388623644 [13]=1766588637)

for tool in java node npm awk; do
  command -v "$tool" >/dev/null || { echo "perft.sh: '$tool' is not on the PATH" >&2; exit 1; }
done

# (a) Build the jars when missing or older than any source or pom.
jar="$root/app/target/kingme.jar"
bjar="$here/jmh/target/benchmarks.jar"
stale=0
for j in "$jar" "$bjar"; do
  if [ ! -f "$j" ]; then
    stale=1
  elif [ -n "$(find "$root/pom.xml" "$root/engine" "$root/app" "$here/jmh" \
          \( -path '*/target' -prune \) -o \( -type f -newer "$j" -print \) 2>/dev/null | head -n 1)" ]; then
    stale=1
  fi
done
if [ "$stale" = 1 ]; then
  echo "building the jars (./mvnw -q -B -DskipTests package)..." >&2
  (cd "$root" && ./mvnw -q -B -DskipTests package) >&2
fi

# Install rapid-draughts from the lock file when node_modules is missing.
if [ ! -d "$rd/node_modules/rapid-draughts" ]; then
  echo "installing rapid-draughts (npm ci)..." >&2
  (cd "$rd" && npm ci --no-audit --no-fund --loglevel=error) >&2
fi

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

echo "date:     $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "machine:  $(nproc) cores, $(lscpu 2>/dev/null | awk -F: '/Model name/ {gsub(/^ +/, "", $2); print $2; exit}'), $(uname -sr)"
echo "java:     $(java -version 2>&1 | head -n 1)"
echo "node:     $(node --version), $(cd "$rd" && node perft.mjs --version)"
echo

# (b) Kingme, (c) rapid-draughts; one at a time.
echo "kingme: CLI perft $depth..." >&2
java -jar "$jar" perft "$depth" >"$tmp/kingme.txt"
if (( warm )); then
  echo "kingme: JMH PerftBenchmark depth $depth (-f 1 -wi 2 -i 3 -w 5s -r 5s)..." >&2
  java -jar "$bjar" PerftBenchmark -p depth="$depth" -f 1 -wi 2 -i 3 -w 5s -r 5s \
      -rf csv -rff "$tmp/jmh.csv" >"$tmp/jmh.log" 2>&1 || { cat "$tmp/jmh.log" >&2; exit 1; }
fi
echo "rapid-draughts: perft $depth, public API (rd)..." >&2
(cd "$rd" && node perft.mjs --repeat "$repeat" "$depth") >"$tmp/rd.txt"
echo "rapid-draughts: perft $depth, move list reused (rd*)..." >&2
(cd "$rd" && node perft.mjs --reuse-moves --repeat "$repeat" "$depth") >"$tmp/rd-reuse.txt"

# (d) Every depth of every run against the published table.
ok=1
notes=()
count_of() { awk -v d="$2" '$1 == "perft" && $2 == d {print $3}' "$1"; }
for d in $(seq 1 "$depth"); do
  got="$(count_of "$tmp/kingme.txt" "$d")"
  if [ "$got" != "${published[$d]}" ]; then
    echo "MISMATCH: kingme perft $d = '$got', published ${published[$d]}" >&2
    ok=0
  fi
  for run in rd rd-reuse; do
    got="$(count_of "$tmp/$run.txt" "$d")"
    if [ "$got" = "${published[$d]}" ]; then
      :
    elif [ "$got" = "${rd_known[$d]:-}" ]; then
      notes+=("$run perft $d = $got, $(( published[d] - got )) short of the published ${published[$d]}: known (a capturing king cannot return to its starting square)")
    else
      echo "MISMATCH: $run perft $d = '$got', published ${published[$d]}" >&2
      ok=0
    fi
  done
done
if (( warm )); then
  jmh_ms="$(awk -F, 'NR == 2 {gsub(/"/, ""); print $5}' "$tmp/jmh.csv")"
  jmh_err="$(awk -F, 'NR == 2 {gsub(/"/, ""); printf "%.2f", $6}' "$tmp/jmh.csv")"
fi

# (e) The table. Cold rows: the last few depths of the single passes (the small depths take
# milliseconds and say little). Warm rows: JMH against the mean of rapid-draughts' repeats.
first=$(( depth > 4 ? depth - 3 : 1 ))
{
  printf '%-8s %5s %12s %10s %14s %10s %14s %12s\n' run depth count "ours s" "ours leaf/s" "theirs s" "theirs leaf/s" ours/theirs
  for run in rd rd-reuse; do
    label=$([ "$run" = rd ] && echo "cold rd" || echo "cold rd*")
    awk -v first="$first" -v label="$label" '
      FNR == NR { if ($1 == "perft") ours[$2] = $4; next }
      $1 == "perft" && $2 >= first { print label, $2, $3, ours[$2], $4 }' "$tmp/kingme.txt" "$tmp/$run.txt"
  done
  if (( warm )); then
    for run in rd rd-reuse; do
      label=$([ "$run" = rd ] && echo "warm rd" || echo "warm rd*")
      awk -v label="$label" -v ms="$jmh_ms" '
        $1 == "repeat" { n++; s += $4; d = $2; c = $3 }
        END { if (n) print label, d, c, ms / 1000, s / n }' "$tmp/$run.txt"
    done
  fi
} | awk '
  function rate(n, s) { return s > 0 ? sprintf("%.2fM", n / s / 1e6) : "-" }
  NR == 1 { print; next }
  {
    split($0, f, " "); label = f[1] " " f[2]; d = f[3]; c = f[4]; o = f[5]; t = f[6]
    printf "%-8s %5d %12d %10.4f %14s %10.3f %14s %12s\n", label, d, c, o, rate(c, o), t, rate(c, t), (o > 0 ? sprintf("%.1fx", t / o) : "-")
  }'
echo
echo "cold: one process per engine runs depths 1..$depth in turn (Kingme: java -jar app/target/kingme.jar perft $depth;"
echo "      rapid-draughts: node perft.mjs $depth); the row's depth is timed after the smaller ones warmed it up."
if (( warm )); then
  echo "warm: ours = JMH PerftBenchmark at depth $depth, $(printf '%.2f' "$jmh_ms") ms/op +/- ${jmh_err} (99.9%), mean of 3 x 5 s iterations after 2;"
  echo "      theirs = mean of $repeat more runs of depth $depth in the same node process after its cold pass."
fi
echo "rd = rapid-draughts' public API (clone, move, recurse); rd* = the same with each clone reusing its parent's"
echo "move list for move()'s legality check. leaf/s = count / seconds; ours/theirs = their seconds / ours."
for n in ${notes[@]+"${notes[@]}"}; do
  echo "note: $n"
done

echo
if [ "$ok" = 1 ]; then
  echo "counts: Kingme matches the published table at every depth 1..$depth"
else
  echo "counts: MISMATCH (see above)"
  exit 1
fi
