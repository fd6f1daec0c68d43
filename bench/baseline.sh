#!/usr/bin/env bash
# Builds the command-line jar of an earlier commit, for self-play matches of the engine as it is against
# the engine as it was (see bench/README.md, "Self-play against the earlier engine").
#
#   bench/baseline.sh [COMMIT]     # default 3612331: the engine before its endgame databases, tuned
#                                  # evaluation, reductions and book
#
# Prints the jar's path: bench/baseline/kingme-COMMIT.jar (not in git). The commit's sources are taken with
# `git archive` into a temporary folder and built there with its own Maven wrapper, tests skipped; an
# existing jar is reused. Play it with `kingme match --white 'engine:java -jar bench/baseline/kingme-COMMIT.jar
# engine' ...`.
set -euo pipefail

commit="${1:-3612331}"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
jar="$here/baseline/kingme-$commit.jar"
if [ -f "$jar" ]; then
  echo "$jar"
  exit 0
fi
mkdir -p "$here/baseline"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
git -C "$root" archive "$commit" | tar -x -C "$work"
echo "building kingme at $commit (tests skipped)..." >&2
(cd "$work" && nice -n 15 ./mvnw -q -B -DskipTests -pl app -am package) >&2
cp "$work/app/target/kingme.jar" "$jar"
echo "$jar"
