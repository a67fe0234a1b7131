#!/usr/bin/env bash
# Draws the boards people look at as SVG (`oracle show --svg`) and, with headless Chromium, as PNG.
#   ci/render-boards.sh OUT_DIR [NAME...]       (all boards when no NAME is given)
#   ci/render-boards.sh --page FILE PNG W,H      (one page, e.g. an HTML report page)
# Environment: ORACLE (the oracle binary, default target/release/oracle), CHROMIUM (default chromium).
# docs/img/ is made with `ci/render-boards.sh docs/img`; ci/extra-checks.sh renders a few and checks the PNGs.
set -euo pipefail
cd "$(dirname "$0")/.."

mode=boards
if [ "${1:-}" = "--page" ]; then
  mode=page
  shift
fi
out="$1"
shift
oracle="${ORACLE:-target/release/oracle}"
chromium="${CHROMIUM:-chromium}"

# name | ruleset | position and moves | more `oracle show` options
boards() {
  cat <<'LIST'
void-chess-start|void-chess|startpos|
fide-start|fide|startpos|
suicide-start|suicide|startpos|
suicide-void-start|suicide-void|startpos|
minnaar-start|minnaar|startpos|
circular-start|circular|startpos|
void-chess-tiles|void-chess|startpos e2e4 d8d6 e4e5 f8f6 e5f6 a8a7 f6f7 g8f7|--moves-from d1
suicide-void-coin|suicide-void|startpos @e4 d2d3 e7e6 d3d4 f8b4|
circular-medial-game|circular|startpos e2e3 e7e6 g1f3 d7d5 f1d3 b8c6 c2c3 g8f6 d1c2 f8d6|--moves-from c2
circular-maximal-start|circular|startpos|-i board=maximal
circular-minimal-start|circular|startpos|-i board=minimal
minnaar-battle|minnaar|startpos c1f4 c5b6 d8d7 b4a2 b1c1 h5h6 b8a7 d4c3 f4e3 b5a7 e8f7 c3d4 a1b2 a7c8 f7f6 d4c5 b2c2 d5d3 a8c6 g4e3 c1b2 g5f7 c6c8 c5c7 e1h4 h6h5 f8d8 a2c1 f1f4 f7h8 f6c6 a4b4 d1g4 a5a3 d8f8 c4a6|
LIST
}

profile="$(mktemp -d)"
trap 'rm -rf "$profile"' EXIT

# Renders one SVG or HTML file to PNG at the given size.
screenshot() {
  local page="$1" png="$2" size="$3"
  "$chromium" --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
    --disable-background-networking --disable-component-update --disable-sync \
    --user-data-dir="$profile" --hide-scrollbars --window-size="$size" \
    --screenshot="$png" "file://$(realpath "$page")" >/dev/null 2>&1
  [ -s "$png" ] || { echo "render-boards: chromium wrote no $png" >&2; return 1; }
}

if [ "$mode" = page ]; then
  screenshot "$out" "$1" "$2"
  echo "$1 ($2)"
  exit 0
fi

mkdir -p "$out"
wanted=("$@")
while IFS='|' read -r name ruleset game opts; do
  [ -n "$name" ] || continue
  if [ ${#wanted[@]} -gt 0 ] && [[ ! " ${wanted[*]} " == *" $name "* ]]; then
    continue
  fi
  # shellcheck disable=SC2086
  "$oracle" show --svg --out "$out/$name.svg" -r "$ruleset" $opts $game
  size="$(sed -n '1s/.* width="\([0-9]*\)" height="\([0-9]*\)".*/\1,\2/p' "$out/$name.svg")"
  screenshot "$out/$name.svg" "$out/$name.png" "$size"
  echo "$out/$name.png ($size)"
done < <(boards)
