#!/usr/bin/env bash
# The published crates as the registry would get them: `cargo package` of the oracle and the harness
# (together: the harness depends on the oracle, which is not on the registry yet, and cargo packages a
# workspace's unpublished dependencies side by side). The packages are unpacked into a workspace of
# their own (target/package-check/unpacked, the harness's `void-chess-oracle = "0.1.0"` patched to the
# oracle's package) and checked there, libraries and commands with their default features; the engine
# template then builds and tests against those same packages (ci/engine-template-check.sh, next in CI).
# This stands in for cargo's own verification (`cargo package` without `--no-verify`: a full build of
# each package alone) and the template's separate build: the oracle's package with its `web` feature and
# its command is type-checked here, not compiled to code; the oracle's library without `web` and the
# harness are compiled and linked by the template's build. The harness's package must carry
# every scenario, every clause registry and every perft table of the repository; the documentation of
# both builds without a warning.
set -euo pipefail
cd "$(dirname "$0")/.."
# A build folder of its own, emptied first (the template's build shares it).
export CARGO_TARGET_DIR=target/package-check
rm -rf "$CARGO_TARGET_DIR"
cargo package --quiet --locked --allow-dirty --no-verify -p void-chess-oracle -p void-chess-harness
unpacked="$CARGO_TARGET_DIR/unpacked"
mkdir -p "$unpacked"
for crate in "$CARGO_TARGET_DIR"/package/void-chess-oracle-*.crate "$CARGO_TARGET_DIR"/package/void-chess-harness-*.crate; do
  tar -xzf "$crate" -C "$unpacked"
done
oracle_dir=$(cd "$unpacked" && ls -d void-chess-oracle-*/)
harness_dir=$(cd "$unpacked" && ls -d void-chess-harness-*/)
cat >"$unpacked/Cargo.toml" <<TOML
# Written by ci/package-check.sh: the two packages as the registry would hold them.
[workspace]
members = ["${oracle_dir%/}", "${harness_dir%/}"]
resolver = "2"

[patch.crates-io]
void-chess-oracle = { path = "${oracle_dir%/}" }
TOML
# The repository's versions of every dependency (cargo drops what the packages do not use).
cp Cargo.lock "$unpacked/Cargo.lock"
status=0
cargo check --quiet --manifest-path "$unpacked/Cargo.toml" --workspace --lib --bins || status=1
list="$(cargo package --list --allow-dirty -p void-chess-harness 2>/dev/null)"
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
# The documentation in the workspace's own build folder, whose dependencies `cargo clippy` has already
# checked (the package folder holds their full builds, not the metadata a documentation build reads).
RUSTDOCFLAGS="-D warnings" CARGO_TARGET_DIR=target \
  cargo doc --quiet --no-deps -p void-chess-oracle -p void-chess-harness || status=1
exit "$status"
