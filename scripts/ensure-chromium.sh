#!/usr/bin/env bash
# End-to-end tests drive a real Chromium. Playwright's own browser download does not work on
# our machines, so we use the system's: CHROMIUM_PATH if set, else `chromium` on PATH, else
# install Debian's package when we can (root with apt-get, as in CI). The tests measure Chinese
# text (a description clamped to three lines), so a CJK font must be there too: without one the
# lines are drawn in fallback boxes of another width.
set -euo pipefail
can_install() { [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; }
# fontconfig answers where there is one (Linux); elsewhere the system's own fonts are trusted.
has_cjk_font() { ! command -v fc-list >/dev/null 2>&1 || [ -n "$(fc-list :lang=zh family | head -n 1)" ]; }

if [ -n "${CHROMIUM_PATH:-}" ]; then
  [ -x "$CHROMIUM_PATH" ] || { echo "CHROMIUM_PATH=$CHROMIUM_PATH is not executable" >&2; exit 1; }
elif ! command -v chromium >/dev/null 2>&1; then
  if can_install; then
    echo "Chromium is missing: installing Debian's chromium and CJK fonts…"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk >/dev/null
  fi
  command -v chromium >/dev/null 2>&1 || {
    echo "No Chromium found. Install it (Debian: apt-get install chromium) or set CHROMIUM_PATH." >&2
    exit 1
  }
fi

if ! has_cjk_font; then
  if can_install; then
    echo "No CJK font: installing Debian's fonts-noto-cjk…"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-noto-cjk >/dev/null ||
      { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-noto-cjk >/dev/null; }
  fi
  has_cjk_font || {
    echo "No CJK font found: install one (Debian: apt-get install fonts-noto-cjk); tests that measure Chinese lines would fail." >&2
    exit 1
  }
fi
