#!/usr/bin/env bash
# Installs the third-party engines the differential tester runs against, when missing:
# Stockfish and Fairy-Stockfish from Debian's packages, python-chess from PyPI.
set -euo pipefail

need_apt=()
[ -x /usr/games/stockfish ] || need_apt+=(stockfish)
[ -x /usr/games/fairy-stockfish ] || need_apt+=(fairy-stockfish)
if [ ${#need_apt[@]} -gt 0 ]; then
  echo "installing ${need_apt[*]} from Debian"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi

if ! python3 -c 'import chess' 2>/dev/null; then
  echo "installing chess (python-chess) from PyPI"
  python3 -m pip install --quiet 'chess==1.11.2'
fi
