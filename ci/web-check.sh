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
# The build the other checks run (ci/bins.sh).
# shellcheck source=ci/bins.sh
. ci/bins.sh
shots="${1:-target/web-check}"
mkdir -p "$shots"
"$python" ci/web_check.py "$oracle" --screenshots "$shots"
