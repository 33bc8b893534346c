#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server for the server's real-Postgres tests and prints its URL on
# the last line. Installs Debian's postgresql package when it is missing. Prints nothing on stdout
# (and explains on stderr) when no server can be had here: the test is then skipped, saying why.
# `--stop` stops and removes it.
set -uo pipefail
PORT="${SEALENS_TEST_PG_PORT:-54329}"
DIR="/tmp/sealens-pg-$PORT"

find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1; }
BIN="$(find_bin)"
if [ -z "$BIN" ] && [ "${1:-}" != "--stop" ] && [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
  echo "PostgreSQL not found: installing Debian's postgresql package..." >&2
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql) >/dev/null 2>&1
  BIN="$(find_bin)"
fi
if [ -z "$BIN" ]; then
  echo "PostgreSQL is not available on this machine; the real-Postgres test will be skipped." >&2
  exit 0
fi

# initdb refuses to run as root: run the cluster as the postgres user when we are root.
RUN=()
if [ "$(id -u)" -eq 0 ]; then RUN=(runuser -u postgres --); fi
if [ "${1:-}" = "--stop" ]; then
  [ -f "$DIR/postmaster.pid" ] && "${RUN[@]}" "$BIN/pg_ctl" -D "$DIR" -m fast stop >/dev/null 2>&1
  rm -rf "$DIR"
  exit 0
fi
# A server already answering on this port is reused, not wiped: several test runs on one machine (a developer's
# and a helper's, or two terminals) share it, and each test opens databases of its own on it.
if [ -f "$DIR/postmaster.pid" ] && "$BIN/pg_isready" -q -h 127.0.0.1 -p "$PORT" \
  && "$BIN/psql" -h 127.0.0.1 -p "$PORT" -U sealens -d sealens_test -Atc 'select 1' >/dev/null 2>&1; then
  echo "postgres://sealens@127.0.0.1:$PORT/sealens_test"
  exit 0
fi
if [ -f "$DIR/postmaster.pid" ]; then "${RUN[@]}" "$BIN/pg_ctl" -D "$DIR" -m fast stop >/dev/null 2>&1 || true; fi
rm -rf "$DIR" && mkdir -p "$DIR"
[ "$(id -u)" -eq 0 ] && chown postgres "$DIR"
# A throwaway server: nothing in it must survive a crash, so it never waits for the disk (each test file creates
# and drops databases, and a durable CREATE DATABASE forces a checkpoint).
THROWAWAY="-c fsync=off -c synchronous_commit=off -c full_page_writes=off"
"${RUN[@]}" "$BIN/initdb" -D "$DIR" -A trust -U sealens >/dev/null || { echo "initdb failed; skipping the real-Postgres test." >&2; exit 0; }
"${RUN[@]}" "$BIN/pg_ctl" -D "$DIR" -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 $THROWAWAY" -l "$DIR/server.log" -w start >/dev/null \
  || { echo "PostgreSQL did not start (see $DIR/server.log); skipping the real-Postgres test." >&2; exit 0; }
"${RUN[@]}" "$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U sealens sealens_test >/dev/null
echo "postgres://sealens@127.0.0.1:$PORT/sealens_test"
