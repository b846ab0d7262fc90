#!/usr/bin/env bash
# First set-up on a fresh Debian machine (run as root, or as a user with sudo):
#   bash scripts/setup.sh
# Installs the Debian packages the tests drive (chromium for the task pane, libreoffice-calc as a
# second spreadsheet engine, libdds-dev as the reference double-dummy solver, mdbtools as a
# second reader of Bridgemate's Access databases and poppler-utils to read the pages LibreOffice
# prints: tests only, never part of the add-in) when they
# are missing, then the npm packages from the lockfile, then
# shows the product: scores examples/mitchell-session.csv by matchpoints, prints its ranking and
# writes its results page and workbook into out/ (scripts/demo.mjs).
# Node.js 20.19 or later must already be installed (Debian 12's own nodejs package is 18).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

have() { command -v "$1" >/dev/null 2>&1; }

if ! have node || ! node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 20 || (a === 20 && b >= 19) ? 0 : 1)'; then
  echo "setup: Node.js 20.19 or later is needed (found: $(node --version 2>/dev/null || echo none)); install it, then rerun." >&2
  exit 1
fi

packages="chromium libreoffice-calc libdds-dev mdbtools poppler-utils"
if have chromium && { have soffice || have libreoffice; } && have mdb-export && have pdftotext && [ -e /usr/include/dds/dll.h ]; then
  echo "setup: chromium, LibreOffice, libdds-dev, mdbtools and poppler-utils are already installed"
else
  if [ "$(id -u)" -eq 0 ]; then
    as_root=()
  elif have sudo; then
    as_root=(sudo)
  else
    echo "setup: some of $packages are missing, and installing them needs root or sudo." >&2
    echo "       Run this script as root, or install them yourself: apt-get install $packages" >&2
    exit 1
  fi
  echo "setup: installing $packages"
  "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update
  "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y $packages
fi

echo "setup: installing npm packages (npm ci)"
npm ci

# The product at work: builds the command line, scores the sample Mitchell session and writes its
# results page and workbook into out/ (npm run demo runs it again).
echo "setup: scoring a sample session (npm run demo)"
npm run --silent demo
