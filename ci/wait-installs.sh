#!/usr/bin/env bash
# Waits for the installations ci/install-meanwhile.sh began during `cargo test` (target/ci-installs.done),
# at most $1 seconds (default 600), then prints what it wrote. Exits 1 when it did not finish in time.
set -euo pipefail
cd "$(dirname "$0")/.."
limit=${1:-600}
waited=0
while [ ! -e target/ci-installs.done ]; do
  if [ "$waited" -ge "$limit" ]; then
    echo "ci/wait-installs.sh: the installations begun during cargo test did not end in $limit s" >&2
    cat target/ci-installs.log 2>/dev/null >&2 || true
    exit 1
  fi
  sleep 1
  waited=$(( waited + 1 ))
done
cat target/ci-installs.log 2>/dev/null || true
