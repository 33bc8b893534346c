#!/usr/bin/env bash
# e2e and story tests drive Debian's Chromium (Playwright's own browser download cannot work here), with
# the system fonts of the languages the sites speak: without them a headless Chromium draws Chinese and
# Thai as boxes, so screenshots and layout tests would not see real glyphs (issue 13 item 6). The sites
# ship their own Thai face; the system ones are what the fallback and Chinese text use.
set -euo pipefail
CHROME="${CHROME_PATH:-/usr/bin/chromium}"
FONT_PACKAGES=(fonts-noto-cjk fonts-thai-tlwg fonts-noto-core)

apt_install() {
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null
  elif command -v sudo >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then
    sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null
  else
    return 1
  fi
}

if [ ! -x "$CHROME" ]; then
  echo "Chromium not found at $CHROME: installing Debian's chromium package..."
  apt_install chromium || true
fi
if [ ! -x "$CHROME" ]; then
  echo "ERROR: Chromium is required for the browser tests and could not be installed." >&2
  echo "Install it yourself (Debian/Ubuntu: 'apt-get install chromium') or set CHROME_PATH to a Chromium binary." >&2
  exit 1
fi

# A font package counts as present when dpkg has it, or (elsewhere than Debian) when fontconfig finds
# faces for its script.
missing=()
for package in "${FONT_PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then missing+=("$package"); fi
done
if [ ${#missing[@]} -gt 0 ] && command -v fc-list >/dev/null 2>&1 && [ -n "$(fc-list :lang=zh-cn family)" ] && [ -n "$(fc-list :lang=th family)" ]; then
  missing=()
fi
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing the browser's fonts: ${missing[*]}..."
  if ! apt_install "${missing[@]}"; then
    # The tests still run (the sites ship their Thai face); Chinese text would show as boxes in pictures.
    echo "WARNING: could not install ${missing[*]}: Chinese and Thai system fonts are missing." >&2
  fi
fi
"$CHROME" --version
