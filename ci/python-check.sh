#!/usr/bin/env bash
# The Python package (python/, `voidchess`): clippy on its crate (it is outside the workspace's default
# members, so the root `cargo clippy` does not reach it; left out under .ci/run, whose clippy is
# `--workspace`: CI_CLIPPY_WORKSPACE), `maturin build --profile dev` (one abi3 wheel for
# every CPython from 3.9; the dev profile, whose oracle and harness are optimised at opt-level 1, builds in
# about two thirds of the release build's time, and its overflow checks are on for the tests), the wheel
# installed with pip into a fresh virtual environment, and the package's pytest suite (python/tests, and the engine author's example python/examples) run there from
# outside the source tree, against the installed wheel, with the oracle command, python-chess's records
# and the exported rule cases to compare with. Called by ci/extra-checks.sh
# after the records check; prints the time of each stage.
#
#   ci/python-check.sh          all of it
#   ci/python-check.sh build    the wheel built and installed into the fresh venv (ci/extra-checks.sh runs
#                               this beside the browser checks, which leave a core idle)
#   ci/python-check.sh test     the tests, from the venv `build` made
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
out=target/ci-python
mkdir -p "$out"
stage() { echo "-- $1: $(( SECONDS - started )) s"; started=$SECONDS; }
started=$SECONDS
phase=${1:-all}
case "$phase" in
  all | build | test) ;;
  *) echo "ci/python-check.sh: no phase \`$phase\` (build, test, or none for both)" >&2; exit 2 ;;
esac

if [ "$phase" != test ]; then
  wheelhouse=$(ci/install-python-build.sh)
  build=target/python-build-venv/bin
  stage "build tools (maturin, pytest, Hypothesis)"

  if [ -z "${CI_CLIPPY_WORKSPACE:-}" ]; then
    cargo clippy --quiet -p voidchess-python --all-targets -- -D warnings
    stage "cargo clippy -p voidchess-python"
  fi

  rm -rf "$out/wheels"
  (cd python && "$repo/$build/maturin" build --profile dev --quiet --out "$repo/$out/wheels")
  wheel=$(ls "$out"/wheels/voidchess-*-cp39-abi3-*.whl)
  stage "maturin build --profile dev ($(basename "$wheel"))"

  # A fresh environment without pip of its own (making one with pip takes seconds): the build
  # environment's pip installs into it, offline, from the wheel and the wheelhouse.
  rm -rf "$out/venv"
  python3 -m venv --without-pip "$out/venv"
  "$build/python" -m pip --python "$out/venv/bin/python" install --quiet --disable-pip-version-check \
    --no-index --find-links "$wheelhouse" "$wheel" pytest hypothesis
  stage "pip install of the wheel into a fresh venv"
fi
[ "$phase" = build ] && exit 0
if [ ! -x "$out/venv/bin/python" ]; then
  echo "ci/python-check.sh test: no $out/venv (ci/python-check.sh build makes it)" >&2
  exit 2
fi

# What the tests compare with: the oracle command, python-chess's records, the rule cases as the suite
# export writes them (the package must carry the same), and `xtask check --engine` and a planted bug
# (`xtask serve`) to compare the package's case runner with (the build the other checks run, ci/bins.sh).
# shellcheck source=ci/bins.sh
. ci/bins.sh
ci/fetch-records.sh
rm -rf "$out/suite"
"$xtask" suite export "$out/suite" >/dev/null
stage "the oracle and xtask commands, the records, the exported suite"

# From a folder outside the source tree, so that `import voidchess` can only find the installed wheel.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$tmp" && VOIDCHESS_CI=1 VOIDCHESS_REPO="$repo" VOIDCHESS_ORACLE="$repo/$oracle" \
  VOIDCHESS_XTASK="$repo/$xtask" VOIDCHESS_RECORDS="$repo/target/ci-records/pgn" \
  VOIDCHESS_EXPORTED="$repo/$out/suite" \
  "$repo/$out/venv/bin/python" -m pytest -q -p no:cacheprovider "$repo/python/tests" "$repo/python/examples")
stage "pytest python/tests python/examples (from the installed wheel)"
