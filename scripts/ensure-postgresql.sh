#!/usr/bin/env bash
# The server tests and benchmarks also run on a real PostgreSQL that they start themselves
# (initdb into a temp folder). Its binaries: PG_BIN if set, else Debian's /usr/lib/postgresql/*/bin,
# else install Debian's postgresql package when we can (root with apt-get, as in CI).
set -euo pipefail
if [ -n "${PG_BIN:-}" ]; then
  [ -x "$PG_BIN/initdb" ] || { echo "PG_BIN=$PG_BIN has no initdb" >&2; exit 1; }
  exit 0
fi
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "PostgreSQL is missing: installing Debian's postgresql…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null && exit 0
fi
echo "No PostgreSQL server binaries found. Install them (Debian: apt-get install postgresql) or set PG_BIN." >&2
exit 1
