#!/usr/bin/env bash
# python-chess's test records (data/pgn/*.pgn of its source distribution, not committed here) through
# `oracle check-game`, each file's verdicts checked against the table of docs/records.md
# (ci/records_check.py). The download must succeed and be the file whose SHA-256 is below: a failed or
# different download fails the check. Called by ci/extra-checks.sh; about 15 s, most of it the download.
set -euo pipefail
cd "$(dirname "$0")/.."

VERSION=1.11.2
SHA256=a8b43e5678fdb3000695bdaa573117ad683761e5ca38e591c4826eba6d25bb39
dir=target/ci-records
sdist="$dir/chess-$VERSION.tar.gz"
mkdir -p "$dir"

if [ ! -f "$sdist" ]; then
  echo "downloading chess==$VERSION's source distribution from PyPI"
  if ! python3 -m pip download --quiet --no-deps --no-binary :all: "chess==$VERSION" -d "$dir"; then
    echo "records check: cannot download chess==$VERSION from PyPI" >&2
    exit 2
  fi
fi
if ! echo "$SHA256  $sdist" | sha256sum --check --quiet; then
  echo "records check: $sdist is not the file expected (SHA-256 $SHA256)" >&2
  rm -f "$sdist"
  exit 2
fi
rm -rf "$dir/pgn"
mkdir -p "$dir/pgn"
tar -xzf "$sdist" -C "$dir/pgn" --strip-components=3 --wildcards "chess-$VERSION/data/pgn/*.pgn"

# The build ci/browser-check.sh makes too, so that one of the two is no work.
cargo build --release --quiet -p void-chess-oracle -p xtask
python3 ci/records_check.py docs/records.md "$dir/pgn" target/release/oracle
