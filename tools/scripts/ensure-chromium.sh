#!/usr/bin/env bash
# e2e and story tests drive Debian's Chromium (Playwright's own browser download cannot work here).
set -euo pipefail
CHROME="${CHROME_PATH:-/usr/bin/chromium}"
if [ -x "$CHROME" ]; then exit 0; fi
echo "Chromium not found at $CHROME: installing Debian's chromium package..."
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
elif command -v sudo >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then
  sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
if [ ! -x "$CHROME" ]; then
  echo "ERROR: Chromium is required for the browser tests and could not be installed." >&2
  echo "Install it yourself (Debian/Ubuntu: 'apt-get install chromium') or set CHROME_PATH to a Chromium binary." >&2
  exit 1
fi
"$CHROME" --version
