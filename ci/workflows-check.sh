#!/usr/bin/env bash
# The GitHub Actions workflows of .github/workflows/ checked with actionlint (PyPI, ci/install-linters.sh):
# the workflow syntax, the expressions and the action inputs, and the `run:` scripts through shellcheck.
# Under a second.
set -euo pipefail
cd "$(dirname "$0")/.."

bin=$(ci/install-linters.sh)
# -pyflakes= : no workflow runs Python inline.
"$bin/actionlint" -no-color -shellcheck "$bin/shellcheck" -pyflakes= "$@"
echo "actionlint: $(find .github/workflows -name '*.yml' -o -name '*.yaml' | wc -l) workflows, no finding"
