#!/usr/bin/env bash
# Installs what building and testing the Python package (python/) needs, pinned, from PyPI, when missing:
# maturin (a binary wheel; it drives cargo) into the project's own virtual environment
# target/python-build-venv, and pytest and Hypothesis with what they need as wheels in
# target/python-wheelhouse, from which ci/python-check.sh installs them beside the package's wheel into a
# fresh environment without asking the registry again. Prints the wheelhouse's path.
set -euo pipefail
cd "$(dirname "$0")/.."

venv=target/python-build-venv
wheels=target/python-wheelhouse
maturin=maturin==1.16.0
tests=(pytest==9.2.0 hypothesis==6.170.27)

if [ "$("$venv/bin/maturin" --version 2>/dev/null)" != "maturin ${maturin#maturin==}" ]; then
  echo "installing $maturin from PyPI into $venv" >&2
  rm -rf "$venv"
  python3 -m venv "$venv"
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check "$maturin" >&2
fi
stamp="$wheels/pins"
if [ "$(cat "$stamp" 2>/dev/null)" != "${tests[*]}" ]; then
  echo "downloading ${tests[*]} (and what they need) from PyPI into $wheels" >&2
  rm -rf "$wheels"
  mkdir -p "$wheels"
  "$venv/bin/python" -m pip download --quiet --disable-pip-version-check --only-binary :all: \
    -d "$wheels" "${tests[@]}" >&2
  echo "${tests[*]}" > "$stamp"
fi
echo "$wheels"
