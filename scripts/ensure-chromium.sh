#!/usr/bin/env bash
# End-to-end tests drive a real Chromium. Playwright's own browser download does not work on
# our machines, so we use the system's: CHROMIUM_PATH if set, else `chromium` on PATH, else
# install Debian's package when we can (root with apt-get, as in CI).
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ]; then
  [ -x "$CHROMIUM_PATH" ] || { echo "CHROMIUM_PATH=$CHROMIUM_PATH is not executable" >&2; exit 1; }
  exit 0
fi
command -v chromium >/dev/null 2>&1 && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: installing Debian's chromium (and CJK fonts, so screenshots are legible)…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk >/dev/null
  command -v chromium >/dev/null 2>&1 && exit 0
fi
echo "No Chromium found. Install it (Debian: apt-get install chromium) or set CHROMIUM_PATH." >&2
exit 1
