#!/usr/bin/env bash
# Refreshes the compatibility matrix (docs/matrix.md): runs `cargo xtask matrix` against every engine
# installed here (ci/install-diff-engines.sh), writes the page to target/matrix/ and the JSON beside it,
# and renders the page's top to docs/img/matrix.png in headless Chromium (ci/render-boards.sh).
#   ci/refresh-matrix.sh [MATRIX OPTIONS...]
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/usr/games"
cargo build --release --quiet -p xtask -p void-chess-oracle
out=target/matrix
rm -rf "$out"
target/release/xtask matrix --html "$out" --json "$out/matrix.json" "$@"
ci/render-boards.sh --page "$out/index.html" docs/img/matrix.png 1400,2000
