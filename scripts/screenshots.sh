#!/bin/bash
# First-screen screenshots (1280x800, what a reader sees before scrolling) of the HTML reports of
# twodoku-table3, twodoku-variants and sudokube-thesis-table8, taken with headless Chromium, which this
# script installs from Debian when it is missing. Writes reports/screenshots/<spec>.png. Usage:
#   bash scripts/screenshots.sh [REPORTS-DIR] [SPEC ...]
# REPORTS-DIR defaults to reports/ (the committed reports); make them with the CLI or ga:run first.
set -euo pipefail
cd "$(dirname "$0")/.."
REPORTS="${1:-reports}"
shift || true
SPECS=("$@")
[ ${#SPECS[@]} -gt 0 ] || SPECS=(twodoku-table3 twodoku-variants sudokube-thesis-table8)
OUT="${OUT:-reports/screenshots}"
if ! command -v chromium >/dev/null 2>&1; then
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO=sudo
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi
mkdir -p "$OUT"
for spec in "${SPECS[@]}"; do
  page="$REPORTS/$spec/index.html"
  [ -f "$page" ] || { echo "no report $page; run the spec first" >&2; exit 2; }
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1280,800 \
    --screenshot="$OUT/$spec.png" "file://$(realpath "$page")" 2>/dev/null
  echo "$OUT/$spec.png"
done
