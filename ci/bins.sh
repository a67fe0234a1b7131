# shellcheck shell=bash
# Sourced by the checks: the `oracle` and `xtask` commands they run, as $oracle and $xtask.
# .ci/run sets CI_BIN_DIR to the dev build `cargo test` has just made (target/debug: the rules, the
# harness, void-bitboard and the YAML reader optimised, Cargo.toml's dev profile), so that CI builds the
# workspace once instead of twice; a check run on its own builds and runs the release build.
if [ -n "${CI_BIN_DIR:-}" ]; then
  bin=$CI_BIN_DIR
  for command in oracle xtask; do
    if [ ! -x "$bin/$command" ]; then
      echo "ci/bins.sh: no $bin/$command (CI_BIN_DIR=$CI_BIN_DIR; cargo test builds it)" >&2
      exit 2
    fi
  done
else
  cargo build --release --quiet -p void-chess-oracle -p xtask
  bin=target/release
fi
# shellcheck disable=SC2034 # read by the scripts that source this one
oracle=$bin/oracle
# shellcheck disable=SC2034
xtask=$bin/xtask
# A debug xtask re-runs its heavy commands in a release build (xtask/src/release.rs): the build given is
# the one to run.
export XTASK_IN_THIS_BUILD=1
