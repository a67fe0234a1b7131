#!/usr/bin/env bash
# Installs Selenium (PyPI), pinned, into the project's own virtual environment target/selenium-venv, when
# missing; prints the environment's python. The page test (ci/web-check.sh) runs with it.
set -euo pipefail
cd "$(dirname "$0")/.."

venv=target/selenium-venv
version=4.51.0
if ! "$venv/bin/python" -c "import selenium, sys; sys.exit(selenium.__version__ != '$version')" 2>/dev/null; then
  echo "installing selenium==$version from PyPI into $venv" >&2
  python3 -m venv "$venv"
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check "selenium==$version" >&2
fi
echo "$venv/bin/python"
