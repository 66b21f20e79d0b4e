#!/usr/bin/env bash
# Guards the README's first command: the npm on this machine must accept package-lock.json for both
# `npm install` and `npm ci`. Runs in a copy of package.json and the lock (about a second each).
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp "$root/package.json" "$root/package-lock.json" "$work/"
for cmd in install ci; do
  if ! (cd "$work" && npm "$cmd" --dry-run --ignore-scripts --no-audit --no-fund >"$work/$cmd.log" 2>&1); then
    echo "check-lock: 'npm $cmd' (npm $(npm --version)) refuses package-lock.json:" >&2
    tail -n 20 "$work/$cmd.log" >&2
    echo "Regenerate the lock with a plain 'npm install' and commit it; never edit it by hand." >&2
    exit 1
  fi
done
echo "check-lock: npm install and npm ci accept package-lock.json"
