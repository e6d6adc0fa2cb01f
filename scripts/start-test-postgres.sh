#!/usr/bin/env bash
# Starts a throwaway PostgreSQL for the server suite's second leg and prints its URL on stdout.
# Installs PostgreSQL with apt-get when it is missing (CI machines start without it).
set -euo pipefail
PORT="${TEST_PG_PORT:-54329}"
DIR="${TEST_PG_DIR:-/tmp/tpx-test-pg}"

find_bin() {
  local b
  b=$(command -v pg_ctl 2>/dev/null || true)
  [ -z "$b" ] && b=$(ls -1 /usr/lib/postgresql/*/bin/pg_ctl 2>/dev/null | sort -V | tail -n 1 || true)
  [ -n "$b" ] && dirname "$(readlink -f "$b")"
}

BIN=$(find_bin || true)
if [ -z "$BIN" ]; then
  if [ "$(id -u)" != "0" ]; then
    echo "PostgreSQL is not installed: run 'sudo apt-get install -y postgresql'" >&2
    exit 1
  fi
  echo "installing PostgreSQL with apt-get…" >&2
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
  BIN=$(find_bin)
fi

# PostgreSQL refuses to run as root: run it as the 'postgres' user when we are root.
as_pg() {
  if [ "$(id -u)" = "0" ]; then
    id postgres >/dev/null 2>&1 || useradd --system --home /var/lib/postgresql postgres
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

if [ -f "$DIR/postmaster.pid" ] && as_pg "$BIN/pg_ctl" -D "$DIR" status >/dev/null 2>&1; then
  : # already running from an earlier call
else
  rm -rf "$DIR"
  mkdir -p "$DIR"
  [ "$(id -u)" = "0" ] && chown postgres "$DIR"
  as_pg "$BIN/initdb" -D "$DIR" -U postgres --auth=trust -E UTF8 >/dev/null
  as_pg "$BIN/pg_ctl" -D "$DIR" -o "-p $PORT -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off" -l "$DIR/server.log" -w start >/dev/null
fi
echo "postgres://postgres@127.0.0.1:$PORT/postgres"
