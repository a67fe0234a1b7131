#!/usr/bin/env bash
# Renders a few boards and report pages (a failed scenario, a diff finding from an engine with a planted bug)
# in headless Chromium and checks the PNGs as a person would:
# each is not blank, the Unstable tile is red (void-chess/2.3), the Circular board is round. The check is
# first shown to fail on a blank page. Installs Chromium when missing (ci/install-browser.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

ci/install-browser.sh
# shellcheck source=ci/bins.sh
. ci/bins.sh
out=target/ci-boards
rm -rf "$out"
mkdir -p "$out"

ORACLE=$oracle ci/render-boards.sh "$out" \
  void-chess-tiles circular-start minnaar-battle suicide-void-coin
# A scenario suite with a wrong-on-purpose fixture: the report's failure page shows both boards.
if "$xtask" check --scenarios tests/fixtures/scenarios-wrong --ruleset void-chess \
    --html "$out/report" >/dev/null; then
  echo "browser-check: the wrong-on-purpose fixture passed" >&2
  exit 1
fi
page="$out/report/tests-fixtures-scenarios-wrong-void-chess-table-6b-wrong-tile-yaml.html"
ci/render-boards.sh --page "$page" "$out/report-failure.png" 1000,900
ci/render-boards.sh --page "$out/report/index.html" "$out/report-index.png" 1000,700

# A diff run against an engine with a planted bug (castling dropped): the finding's page shows the boards.
"$xtask" diff --ruleset fide --quiet --no-seeds --games 6 --max-plies 40 --seed 3 \
  --positions tests/perft/standard.perft --shrink-time 20 --scenarios "$out/diff-findings" \
  --engine "python3 harness/tests/engines/misbehaving_engine.py castling 0 $out/state -- $oracle serve" \
  --html "$out/diff" >/dev/null || true
finding="$(ls "$out"/diff/game-*.html 2>/dev/null | head -n 1)"
if [ -z "$finding" ]; then
  echo "browser-check: the planted bug gave no finding page" >&2
  exit 1
fi
ci/render-boards.sh --page "$finding" "$out/diff-finding.png" 1000,900

# The compatibility matrix's page (ci/extra-checks.sh wrote it; made here when run alone).
matrix=target/ci-diff/matrix
if [ ! -f "$matrix/index.html" ]; then
  matrix="$out/matrix"
  PATH="$PATH:/usr/games" "$xtask" matrix --games 0 --html "$matrix" >/dev/null
fi
ci/render-boards.sh --page "$matrix/index.html" "$out/matrix.png" 1400,1200

echo '<!DOCTYPE html><html><body></body></html>' >"$out/blank.html"
ci/render-boards.sh --page "$out/blank.html" "$out/blank.png" 400,300
if python3 ci/check_png.py nonblank "$out/blank.png" 2>/dev/null; then
  echo "browser-check: the blank-page check passed a blank page" >&2
  exit 1
fi

python3 ci/check_png.py nonblank "$out"/void-chess-tiles.png "$out"/circular-start.png \
  "$out"/minnaar-battle.png "$out"/suicide-void-coin.png "$out"/report-failure.png "$out"/report-index.png \
  "$out"/diff-finding.png "$out"/matrix.png
python3 ci/check_png.py red "$out"/void-chess-tiles.png "$out"/report-failure.png
python3 ci/check_png.py round "$out"/circular-start.png
echo "browser-check: ok"
