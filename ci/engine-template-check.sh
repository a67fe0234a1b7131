#!/usr/bin/env bash
# The engine template as an engine author uses it: examples/engine-template copied to a new folder
# outside the repository, its harness dependency pointed at this checkout's harness/ (as a crate from
# the registry would be), and its `cargo test` run there. Every rule case must pass or be ignored with
# its reason; nothing is read from the repository when the tests run (the suite is embedded).
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp -r "$repo/examples/engine-template" "$work/engine"
rm -rf "$work/engine/target"
sed -i "s|path = \"../../harness\"|path = \"$repo/harness\"|" "$work/engine/Cargo.toml"
grep -q "path = \"$repo/harness\"" "$work/engine/Cargo.toml"
cd "$work/engine"
# The workspace's build folder: what it has built already is not built again.
export CARGO_TARGET_DIR="$repo/target/engine-template"
out="$(cargo test --quiet 2>&1)" || { echo "$out"; echo "engine template: cargo test failed"; exit 1; }
echo "$out" | grep -E "^test result" | head -3
echo "$out" | grep -qE "test result: ok\. [1-9][0-9]* passed; 0 failed; [0-9]+ ignored" \
  || { echo "$out"; echo "engine template: no trial passed"; exit 1; }
echo "engine template: cargo test passes outside the repository ($work/engine)"
