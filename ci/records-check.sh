#!/usr/bin/env bash
# python-chess's test records (data/pgn/*.pgn of its source distribution, not committed here) through
# `oracle check-game`, each file's verdicts checked against the table of docs/records.md
# (ci/records_check.py). ci/fetch-records.sh downloads them: a failed or different download fails the
# check. Called by ci/extra-checks.sh; about 15 s, most of it the download.
set -euo pipefail
cd "$(dirname "$0")/.."

ci/fetch-records.sh

# The build the other checks run (ci/bins.sh).
# shellcheck source=ci/bins.sh
. ci/bins.sh
python3 ci/records_check.py docs/records.md target/ci-records/pgn "$oracle"
