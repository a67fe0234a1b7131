#!/usr/bin/env bash
# python-chess's test records (data/pgn/*.pgn of its source distribution, not committed here) into
# target/ci-records/pgn: downloaded from PyPI once, checked against the SHA-256 below (a failed or
# different download fails), unpacked afresh. Used by ci/records-check.sh and ci/python-check.sh.
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
    echo "records: cannot download chess==$VERSION from PyPI" >&2
    exit 2
  fi
fi
if ! echo "$SHA256  $sdist" | sha256sum --check --quiet; then
  echo "records: $sdist is not the file expected (SHA-256 $SHA256)" >&2
  rm -f "$sdist"
  exit 2
fi
rm -rf "$dir/pgn"
mkdir -p "$dir/pgn"
tar -xzf "$sdist" -C "$dir/pgn" --strip-components=3 --wildcards "chess-$VERSION/data/pgn/*.pgn"
