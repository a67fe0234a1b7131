#!/usr/bin/env bash
# The crates we build, the workspace's and the fuzz targets' (fuzz/, a workspace of its own), checked with
# cargo-deny (ci/install-linters.sh) against deny.toml: their licences (only those deny.toml allows), bans
# (no crate in two versions) and sources (crates.io only).
# Advisories are left out: they need the RustSec database from outside (docs/testing.md). About a second.
set -euo pipefail
cd "$(dirname "$0")/.."

bin=$(ci/install-linters.sh)
# --workspace: the root manifest is a package (the conformance suite) as well as the workspace, and every
# member is a root of the graph.
# One deny.toml for both: the exception for libfuzzer-sys is met only in fuzz/, which is not an error.
"$bin/cargo-deny" --workspace --color never check -A license-exception-not-encountered licenses bans sources
"$bin/cargo-deny" --manifest-path fuzz/Cargo.toml --workspace --color never check licenses bans sources
