#!/usr/bin/env bash
# The page of `oracle web` in a real browser (ci/web_check.py): Debian's Chromium and chromedriver, driven
# by Selenium from PyPI in the project's own environment (ci/install-selenium.sh). For every ruleset: moves
# clicked and played, a refused move with its clause and the rule's words, a record's verdict, a small perft;
# a JavaScript console error fails it. About a minute.
#
#   ci/web-check.sh                 screenshots go to target/web-check/
#   ci/web-check.sh docs/img        ... or to docs/img (web-<slug>.png, the pictures docs/web.md shows)
set -euo pipefail
cd "$(dirname "$0")/.."

ci/install-browser.sh
python=$(ci/install-selenium.sh)
# With xtask: the release build the other checks make (the oracle alone would unify its dependencies'
# features differently and build them again).
cargo build --release --quiet -p void-chess-oracle -p xtask
shots="${1:-target/web-check}"
mkdir -p "$shots"
"$python" ci/web_check.py target/release/oracle --screenshots "$shots"
