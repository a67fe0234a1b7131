#!/usr/bin/env bash
# The published crates as the registry would get them: `cargo package` of the oracle and the harness
# (together: the harness depends on the oracle, which is not on the registry yet, and cargo packages a
# workspace's unpublished dependencies side by side), each built from its package alone. The harness's
# package must carry every scenario, every clause registry and every perft table of the repository; the
# documentation of both builds without a warning.
set -euo pipefail
cd "$(dirname "$0")/.."
# Packaged and verified in a build folder of their own, emptied first. Cargo verifies the harness
# against the oracle's package through a local registry of the packages just made, and takes a registry
# crate's build as done when its name and version match: in a build folder of an earlier run, the stale
# build of void-chess-oracle 0.1.0 would be used instead of this one's. Its unpacked copies in
# CARGO_HOME/registry/src/-<hash>/ (the local registries, not crates.io's) go too, for the same reason.
export CARGO_TARGET_DIR=target/package-check
rm -rf "$CARGO_TARGET_DIR"
rm -rf "${CARGO_HOME:-$HOME/.cargo}"/registry/src/-*/void-chess-oracle-* \
  "${CARGO_HOME:-$HOME/.cargo}"/registry/src/-*/void-chess-harness-*
cargo package --quiet --locked --allow-dirty -p void-chess-oracle -p void-chess-harness
list="$(cargo package --list --allow-dirty -p void-chess-harness 2>/dev/null)"
status=0
count() { echo "$list" | grep -c "^data/$1" || true; }
for pair in "scenarios/:scenarios" "clauses/:clauses" "perft/:tests/perft"; do
  inside="${pair%%:*}"; folder="${pair##*:}"
  want="$(find "$folder" -type f -not -name '.*' | wc -l)"
  got="$(count "$inside")"
  echo "void-chess-harness package: data/$inside $got files (the repository's $folder: $want)"
  [ "$got" = "$want" ] || status=1
done
oracle_list="$(cargo package --list --allow-dirty -p void-chess-oracle 2>/dev/null)"
clauses="$(echo "$oracle_list" | grep -c '^clauses/.*\.yaml$' || true)"
echo "void-chess-oracle package: $clauses clause registries"
[ "$clauses" -ge 6 ] || status=1
# Their documentation builds without a warning (broken links, links to private items).
RUSTDOCFLAGS="-D warnings" cargo doc --quiet --no-deps -p void-chess-oracle -p void-chess-harness || status=1
exit "$status"
