#!/usr/bin/env bash
# Starts a throwaway PostgreSQL on loopback for the tests and prints the JDBC URL to use
# (KINGME_TEST_POSTGRES). Needs Debian's postgresql package; runs the server as the postgres user.
# `postgres.sh stop` stops the last one it started.
set -euo pipefail
bin="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
run() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi; }
last=/tmp/kingme-pg.last
if [ "${1:-}" = stop ]; then
  [ -f "$last" ] && run "'$bin/pg_ctl' -D '$(cat "$last")/data' -m fast stop" >/dev/null 2>&1 || true
  exit 0
fi
dir="$(mktemp -d /tmp/kingme-pg.XXXXXX)"
echo "$dir" > "$last"
chown postgres "$dir"
port="${KINGME_PG_PORT:-55432}"
run "'$bin/initdb' -D '$dir/data' -A trust -U postgres" >/dev/null
run "'$bin/pg_ctl' -D '$dir/data' -o '-p $port -k $dir -c listen_addresses=127.0.0.1' -l '$dir/log' -w start" >/dev/null
run "'$bin/createdb' -h 127.0.0.1 -p $port -U postgres kingme"
echo "jdbc:postgresql://127.0.0.1:$port/kingme?user=postgres"
