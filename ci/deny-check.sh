#!/usr/bin/env bash
# The crates the workspace builds checked with cargo-deny (ci/install-linters.sh) against deny.toml: their
# licences (only those deny.toml allows), bans (no crate in two versions) and sources (crates.io only).
# Advisories are left out: they need the RustSec database from outside (docs/testing.md). About a second.
set -euo pipefail
cd "$(dirname "$0")/.."

bin=$(ci/install-linters.sh)
# --workspace: the root manifest is a package (the conformance suite) as well as the workspace, and every
# member is a root of the graph.
"$bin/cargo-deny" --workspace --color never check licenses bans sources
