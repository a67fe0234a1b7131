#!/usr/bin/env bash
# Checks that need third-party engines: installs them when missing (Stockfish and Fairy-Stockfish from
# Debian, python-chess from PyPI), then runs bounded differential tests: the FIDE ruleset against each engine,
# the suicide base and its Antichess and Giveaway readings against Fairy-Stockfish and python-chess,
# Suicide Void perft counts against python-chess with the void's rules, Void Chess against void-bitboard;
# the interaction coverage of a default run of every ruleset (ci/interactions-check.sh);
# python-chess's test records through `oracle check-game` (ci/records-check.sh); then boards and reports
# rendered in headless Chromium (ci/browser-check.sh), and the page of `oracle web` driven by Selenium
# (ci/web-check.sh).
# Called by .ci/run after cargo test. Each diff exits 1 on a disagreement, 2 when it cannot run.
set -euo pipefail
cd "$(dirname "$0")/.."

ci/install-diff-engines.sh
# The tester finds engine presets on PATH; Debian installs Stockfish and Fairy-Stockfish in /usr/games.
export PATH="$PATH:/usr/games"

GAMES="${DIFF_GAMES:-300}"
JOBS="${DIFF_JOBS:-2}"
out=target/ci-diff
mkdir -p "$out"

cargo build --release --quiet -p xtask
xtask=target/release/xtask

status=0
for engine in stockfish fairy-stockfish python-chess shakmaty; do
  echo "== diff fide vs $engine ($GAMES games)"
  if ! "$xtask" diff --ruleset fide --engine "$engine" --games "$GAMES" --seed 1 --jobs "$JOBS" \
      --report "$out/$engine.json" --scenarios "$out/findings"; then
    status=1
  fi
done
# The suicide base (FICS rules) against the two engines that implement exactly those rules.
for engine in fairy-stockfish python-chess; do
  echo "== diff suicide vs $engine ($GAMES games)"
  if ! "$xtask" diff --ruleset suicide --engine "$engine" --games "$GAMES" --seed 1 --jobs "$JOBS" \
      --report "$out/suicide-$engine.json" --scenarios "$out/findings"; then
    status=1
  fi
done
# The suicide base's readings under the names lichess, python-chess and Fairy-Stockfish give them
# (oracle/src/names.rs): Antichess (the stalemated side wins, no castling) and Giveaway (also castling),
# against python-chess's AntichessBoard and GiveawayBoard and Fairy-Stockfish's antichess and giveaway.
# About 5 s each.
for reading in antichess giveaway; do
  for engine in fairy-stockfish python-chess; do
    echo "== diff $reading vs $engine ($GAMES games)"
    if ! "$xtask" diff --ruleset "$reading" --engine "$engine" --games "$GAMES" --seed 1 --jobs "$JOBS" \
        --report "$out/$reading-$engine.json" --scenarios "$out/findings"; then
      status=1
    fi
  done
done
# Suicide Void Chess perft: the counts of tests/perft/suicide-void.perft against a second implementation of
# the void's rules on python-chess's suicide moves (tools/suicide_void_perft.py), each count up to 200,000
# leaves (1.2 s of CPU).
echo "== suicide-void perft vs python-chess"
if ! python3 tools/suicide_void_perft.py --file tests/perft/suicide-void.perft --max-nodes 200000; then
  status=1
fi
# Void Chess against the workspace's own bitboard generator (engines/void-bitboard, in process).
echo "== diff void-chess vs void-bitboard ($GAMES games)"
if ! "$xtask" diff --ruleset void-chess --engine void-bitboard --games "$GAMES" --seed 1 --jobs "$JOBS" \
    --report "$out/void-bitboard.json" --scenarios "$out/findings"; then
  status=1
fi
# The rule cases against the same engines (cargo xtask check --engine, docs/suite.md): no case may fail
# (a step the engine cannot answer is counted apart). About 4 s in all (release build, 2 cores).
for engine in stockfish fairy-stockfish python-chess shakmaty; do
  echo "== check fide --engine $engine"
  if ! "$xtask" check -r fide --engine "$engine"; then
    status=1
  fi
done
for engine in fairy-stockfish python-chess; do
  echo "== check suicide --engine $engine"
  if ! "$xtask" check -r suicide --engine "$engine"; then
    status=1
  fi
done
echo "== check void-chess --engine void-bitboard"
if ! "$xtask" check -r void-chess --engine void-bitboard; then
  status=1
fi
# The compatibility matrix (docs/matrix.md): every engine, every ruleset, a short diff each, the planted
# bugs; about 17 s. ci/browser-check.sh renders its page.
echo "== matrix"
if ! "$xtask" matrix --html "$out/matrix" --json "$out/matrix.json"; then
  status=1
fi
# python-chess's test records (real files from lichess, ChessBase, cutechess) through `oracle check-game`,
# each verdict as docs/records.md's table says (ci/records-check.sh): about 15 s, the download most of it.
echo "== python-chess's records through check-game"
if ! ci/records-check.sh; then
  status=1
fi
# The interaction tables and the share of their pairs a default run exercises (ci/interactions-check.sh).
echo "== interaction coverage"
if ! ci/interactions-check.sh; then
  status=1
fi
# Boards and report pages in a real browser (headless Chromium): a few pages, checked as a person would.
echo "== boards in a browser"
if ! ci/browser-check.sh; then
  status=1
fi
# The page of `oracle web` in a real browser: every ruleset clicked through (ci/web-check.sh).
echo "== oracle web in a browser"
if ! ci/web-check.sh; then
  status=1
fi
exit "$status"
