#!/usr/bin/env bash
# `oracle web` attacked from this machine (127.0.0.1 only; ci/web_attack.py): 3,000 half-sent requests held,
# slow bodies, idle kept-alive connections, a flood beyond the connection cap, bodies at and over 1 MiB,
# deeply nested and huge JSON, thousands of moves, an answer over the request limit. The server stays up,
# a normal request during each attack is answered within 100 ms, and every held connection is closed within
# its limit (counted). Python's standard library only; the script raises its own soft limit on open files
# (it and the server hold 3,000 connections each). About 10 seconds.
set -euo pipefail
cd "$(dirname "$0")/.."

# The build the other checks run (ci/bins.sh).
# shellcheck source=ci/bins.sh
. ci/bins.sh
python3 ci/web_attack.py "$oracle"
