#!/usr/bin/env bash
# The peers' test data deeper than `cargo test` runs it (tests/peers.rs, docs/peers.md): the transcribed
# tables tests/perft/peers-*.perft are first written again from the peers' own files by
# tools/peer_perft.py and must come out the same (python-chess's source distribution, checked by its
# SHA-256 as ci/records-check.sh does; shakmaty's crate source, which cargo unpacks for the workspace);
# then every count of shakmaty's random.perft (all 6838 positions: the sample in cargo test is one in
# forty) and of the peers' tables runs up to a node budget in a release build. Called by
# ci/extra-checks.sh.
set -euo pipefail
cd "$(dirname "$0")/.."

VERSION=1.11.2
SHA256=a8b43e5678fdb3000695bdaa573117ad683761e5ca38e591c4826eba6d25bb39
RANDOM_NODES="${PEERS_RANDOM_NODES:-20000}"
TABLE_NODES="${PEERS_TABLE_NODES:-2000000}"
dir=target/ci-records
sdist="$dir/chess-$VERSION.tar.gz"
mkdir -p "$dir"
if [ ! -f "$sdist" ]; then
  echo "downloading chess==$VERSION's source distribution from PyPI"
  python3 -m pip download --quiet --no-deps --no-binary :all: "chess==$VERSION" -d "$dir" || {
    echo "peers check: cannot download chess==$VERSION from PyPI" >&2
    exit 2
  }
fi
if ! echo "$SHA256  $sdist" | sha256sum --check --quiet; then
  echo "peers check: $sdist is not the file expected (SHA-256 $SHA256)" >&2
  rm -f "$sdist"
  exit 2
fi
python_chess="$dir/python-chess"
rm -rf "$python_chess"
mkdir -p "$python_chess"
tar -xzf "$sdist" -C "$python_chess" --strip-components=1 --wildcards "chess-$VERSION/examples/perft/*"

manifest=$(cargo metadata --format-version 1 --locked |
  python3 -c 'import json, sys; print(next(p["manifest_path"] for p in json.load(sys.stdin)["packages"] if p["name"] == "shakmaty"))')
shakmaty=$(dirname "$manifest")

status=0
written="$dir/peer-tables"
rm -rf "$written"
mkdir -p "$written"
python3 tools/peer_perft.py --python-chess "$python_chess" --shakmaty "$shakmaty" --out "$written"
for t in peers-tricky.perft peers-random-sample.perft; do
  if ! diff -u "tests/perft/$t" "$written/$t"; then
    echo "peers check: tests/perft/$t is not what tools/peer_perft.py writes from the peers' files" >&2
    status=1
  fi
done

# shellcheck source=ci/bins.sh
. ci/bins.sh
echo "== shakmaty's random.perft, every count up to $RANDOM_NODES nodes"
"$xtask" perft --file "$shakmaty/tests/random.perft" --max-nodes "$RANDOM_NODES" || status=1
echo "== the peers' tables, every count up to $TABLE_NODES nodes"
"$xtask" perft --file tests/perft/peers-tricky.perft --file tests/perft/peers-antichess.perft \
  --max-nodes "$TABLE_NODES" || status=1
exit "$status"
