#!/usr/bin/env bash
# Installs the cargo tools that chores outside `cargo test` need, when missing:
# cargo-mutants for `cargo xtask mutants`, cargo-fuzz for `cargo xtask fuzz`.
# Usage: ci/install-tools.sh [mutants|fuzz]...   (no argument: all of them)
set -euo pipefail

want=("$@")
[ ${#want[@]} -gt 0 ] || want=(mutants fuzz)

for tool in "${want[@]}"; do
  case "$tool" in
    mutants)
      if ! cargo mutants --version >/dev/null 2>&1; then
        echo "installing cargo-mutants from crates.io"
        cargo install --locked cargo-mutants
      fi
      ;;
    fuzz)
      if ! cargo fuzz --version >/dev/null 2>&1; then
        echo "installing cargo-fuzz from crates.io"
        cargo install --locked cargo-fuzz
      fi
      ;;
    *)
      echo "ci/install-tools.sh: unknown tool '$tool' (known: mutants, fuzz)" >&2
      exit 2
      ;;
  esac
done
