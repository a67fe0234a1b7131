#!/usr/bin/env bash
# The engine template as an engine author uses it: examples/engine-template copied to a new folder
# outside the repository, its harness dependency the registry's form (`void-chess-harness = "0.1.0"`)
# patched to the packages ci/package-check.sh made (as the registry would serve them), and its
# `cargo test` run there. Every rule case must pass or be ignored with
# its reason; nothing is read from the repository when the tests run (the suite is embedded).
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp -r "$repo/examples/engine-template" "$work/engine"
rm -rf "$work/engine/target"
# The harness as the registry would give it: the packages ci/package-check.sh made and unpacked, when it
# has run (as in CI); otherwise this checkout's harness/.
unpacked="$repo/target/package-check/unpacked"
harness_dir=
oracle_dir=
for dir in "$unpacked"/void-chess-harness-*/; do [ -d "$dir" ] && harness_dir=$dir; done
for dir in "$unpacked"/void-chess-oracle-*/; do [ -d "$dir" ] && oracle_dir=$dir; done
if [ -n "$harness_dir" ] && [ -n "$oracle_dir" ]; then
  sed -i "s|^void-chess-harness = .*|void-chess-harness = \"0.1.0\"|" "$work/engine/Cargo.toml"
  cat >>"$work/engine/Cargo.toml" <<TOML

[patch.crates-io]
void-chess-harness = { path = "${harness_dir%/}" }
void-chess-oracle = { path = "${oracle_dir%/}" }
TOML
  grep -q "^void-chess-harness = \"0.1.0\"$" "$work/engine/Cargo.toml"
  echo "engine template: against the packages of ci/package-check.sh ($unpacked)"
else
  sed -i "s|path = \"../../harness\"|path = \"$repo/harness\"|" "$work/engine/Cargo.toml"
  grep -q "path = \"$repo/harness\"" "$work/engine/Cargo.toml"
  echo "engine template: against this checkout's harness/ (no packages: ci/package-check.sh has not run)"
fi
cd "$work/engine"
# The workspace's build folder: what it has built already is not built again.
# The build folder of ci/package-check.sh (run just before it in CI): the template's dependencies from the
# registry are built there already, in the same default profile.
export CARGO_TARGET_DIR="$repo/target/package-check"
out="$(cargo test --quiet 2>&1)" || { echo "$out"; echo "engine template: cargo test failed"; exit 1; }
echo "$out" | grep -E "^test result" | head -3
echo "$out" | grep -qE "test result: ok\. [1-9][0-9]* passed; 0 failed; [0-9]+ ignored" \
  || { echo "$out"; echo "engine template: no trial passed"; exit 1; }
echo "engine template: cargo test passes outside the repository ($work/engine)"
