#!/usr/bin/env bash
# Checks that need third-party engines: installs them when missing (Stockfish and Fairy-Stockfish from
# Debian, python-chess from PyPI), then runs bounded differential tests: the FIDE ruleset against each engine,
# the suicide base and its Antichess and Giveaway readings against Fairy-Stockfish and python-chess,
# Suicide Void perft counts against python-chess with the void's rules, Minnaar perft counts against a second
# implementation in Python, Void Chess against void-bitboard;
# the interaction coverage of a default run of every ruleset (ci/interactions-check.sh); the published
# crates packaged (ci/package-check.sh) and the engine template tested outside the repository
# (ci/engine-template-check.sh);
# python-chess's test records through `oracle check-game` (ci/records-check.sh); the peers' perft data
# (python-chess's, shakmaty's: ci/peers-check.sh, docs/peers.md); then boards and reports
# rendered in headless Chromium (ci/browser-check.sh), and the page of `oracle web` driven by Selenium
# (ci/web-check.sh). Then the server attacked (ci/web-attack.sh), the Kubernetes manifests, workflows and
# Dockerfiles linted, and the crates' licences, bans and sources checked (cargo-deny).
# Called by .ci/run after cargo test. Each diff exits 1 on a disagreement, 2 when it cannot run. Each
# check is timed against its share of CI's budget in seconds (ci/timed.py, the table at the end of .ci/run);
# the parts that install their tools on a machine that lacks them (the engines, Chromium and Selenium, the
# Python build tools, the linters) have room for the installation in their share.
set -euo pipefail
cd "$(dirname "$0")/.."

timed() { ci/timed.py "$@"; }
# Under .ci/run the tools were installed during cargo test (ci/install-meanwhile.sh): waited for first,
# so that no two package managers run at once; each installer below then finds its tools.
if [ -n "${CI_INSTALLS_MEANWHILE:-}" ]; then
  timed "the tools installed during cargo test (waited for)" 600 -- ci/wait-installs.sh 600
fi
timed "install the diff engines" 600 -- ci/install-diff-engines.sh
# Chromium and its driver, for the browser checks near the end, come from Debian too: installed now in the
# background, while the diffs below keep the cores busy (the download waits on the network), and
# waited for before the first browser check, whose own call of ci/install-browser.sh then finds them (or,
# if this failed, tries again and says why). The diff engines' apt run above has ended: one apt at a time.
mkdir -p target
ci/install-browser.sh >target/ci-install-browser.log 2>&1 &
browser_install=$!
# The tester finds engine presets on PATH; Debian installs Stockfish and Fairy-Stockfish in /usr/games.
export PATH="$PATH:/usr/games"

GAMES="${DIFF_GAMES:-300}"
JOBS="${DIFF_JOBS:-2}"
out=target/ci-diff
mkdir -p "$out"

# The build every check below runs (ci/bins.sh): under .ci/run the dev build `cargo test` made, with the
# rules, the harness and the YAML reader optimised; run alone, a release build, made here.
if [ -z "${CI_BIN_DIR:-}" ]; then
  timed "cargo build --release -p void-chess-oracle -p xtask" 240 -- \
    cargo build --release --quiet -p void-chess-oracle -p xtask
fi
# shellcheck source=ci/bins.sh
. ci/bins.sh

status=0
# Runs one check under its heading ($1), timed against its share ($2 seconds); a failure is kept in
# $status and the checks go on.
check() {
  echo "== $1"
  local name=$1 share=$2
  shift 2
  if ! timed "$name" "$share" -- "$@"; then
    status=1
  fi
}
# A bounded `xtask diff` of ruleset $1 against engine $2, its report in $out/$3.json.
diff_check() {
  check "diff $1 vs $2 ($GAMES games)" 30 "$xtask" diff --ruleset "$1" --engine "$2" --games "$GAMES" --seed 1 \
    --jobs "$JOBS" --report "$out/$3.json" --scenarios "$out/findings"
}
for engine in stockfish fairy-stockfish python-chess shakmaty; do
  diff_check fide "$engine" "$engine"
done
# The suicide base (FICS rules) against the two engines that implement exactly those rules.
for engine in fairy-stockfish python-chess; do
  diff_check suicide "$engine" "suicide-$engine"
done
# The suicide base's readings under the names lichess, python-chess and Fairy-Stockfish give them
# (oracle/src/names.rs): Antichess (the stalemated side wins, no castling) and Giveaway (also castling),
# against python-chess's AntichessBoard and GiveawayBoard and Fairy-Stockfish's antichess and giveaway.
# About 5 s each.
for reading in antichess giveaway; do
  for engine in fairy-stockfish python-chess; do
    diff_check "$reading" "$engine" "$reading-$engine"
  done
done
# Suicide Void Chess perft: the counts of tests/perft/suicide-void.perft against a second implementation of
# the void's rules on python-chess's suicide moves (tools/suicide_void_perft.py), each count up to 200,000
# leaves (1.2 s of CPU).
check "suicide-void perft vs python-chess" 30 \
  python3 tools/suicide_void_perft.py --file tests/perft/suicide-void.perft --max-nodes 200000
# Minnaar Chess perft: the counts of tests/perft/minnaar.perft against a second implementation of the moves
# and turns in plain Python (tools/minnaar_perft.py), each count up to 1,000,000 leaves (1.8 s of CPU).
check "minnaar perft vs tools/minnaar_perft.py" 30 \
  python3 tools/minnaar_perft.py --file tests/perft/minnaar.perft --max-nodes 1000000
# Void Chess against the workspace's own bitboard generator (engines/void-bitboard, in process).
diff_check void-chess void-bitboard void-bitboard
# The rule cases against the same engines (cargo xtask check --engine, docs/suite.md): no case may fail
# (a step the engine cannot answer is counted apart). A few seconds in all.
for engine in stockfish fairy-stockfish python-chess shakmaty; do
  check "check fide --engine $engine" 30 "$xtask" check -r fide --engine "$engine"
done
for engine in fairy-stockfish python-chess; do
  check "check suicide --engine $engine" 30 "$xtask" check -r suicide --engine "$engine"
done
check "check void-chess --engine void-bitboard" 30 "$xtask" check -r void-chess --engine void-bitboard
# The compatibility matrix (docs/matrix.md): every engine, every ruleset, a short diff each, the planted
# bugs; about 25 s in the dev build. ci/browser-check.sh renders its page.
check "matrix" 45 "$xtask" matrix --html "$out/matrix" --json "$out/matrix.json"
# The published crates as the registry would get them (ci/package-check.sh), and the engine template
# copied out of the repository and tested there as an engine author would, against those packages
# (ci/engine-template-check.sh): the template's build is the packages' build.
check "cargo package: void-chess-oracle, void-chess-harness" 90 ci/package-check.sh
check "examples/engine-template outside the repository, on the packages" 120 ci/engine-template-check.sh
# python-chess's test records (real files from lichess, ChessBase, cutechess) through `oracle check-game`,
# each verdict as docs/records.md's table says (ci/records-check.sh): about 15 s, the download most of it.
check "python-chess's records through check-game" 150 ci/records-check.sh
# The peers' perft tables written again from their own files, then run deeper than cargo test, and the
# whole of shakmaty's random.perft (ci/peers-check.sh, docs/peers.md): about 28 s after its release build.
check "the peers' perft data" 60 ci/peers-check.sh
# The interaction tables and the share of their pairs a default run exercises (ci/interactions-check.sh).
check "interaction coverage" 30 ci/interactions-check.sh
# Boards and report pages in a real browser (headless Chromium): a few pages, checked as a person would.
wait "$browser_install" || true
cat target/ci-install-browser.log
# The Python package's wheel is built meanwhile (ci/python-check.sh build: a build of the oracle and the
# harness with the package's features): the two browser checks below use about one core of the two.
# Its output is shown when it is waited for, before the package's tests run.
timed "the Python package: its wheel built, installed in a fresh venv (beside the browser checks)" 420 -- \
  ci/python-check.sh build >target/ci-python-build.log 2>&1 &
python_build=$!
check "boards in a browser" 300 ci/browser-check.sh
# The page of `oracle web` in a real browser: every ruleset clicked through (ci/web-check.sh).
check "oracle web in a browser" 300 ci/web-check.sh
echo "== the Python package: its wheel built, installed in a fresh venv"
python_built=0
wait "$python_build" || python_built=$?
cat target/ci-python-build.log
if [ "$python_built" -ne 0 ]; then
  status=1
else
  check "the Python package: its tests, from the fresh venv" 120 ci/python-check.sh test
fi
# `oracle web` attacked from this machine (ci/web-attack.sh); what we ship but do not run here and the
# crates we build, linted and checked (ci/install-linters.sh installs the tools, under a minute, once).
check "oracle web under attack" 60 ci/web-attack.sh
check "deploy/k8s against the Kubernetes schemas" 180 ci/k8s-check.sh
check "the GitHub workflows (actionlint)" 30 ci/workflows-check.sh
check "the Dockerfiles (hadolint)" 30 ci/dockerfile-check.sh
check "dependencies: cargo deny check licenses bans sources" 30 ci/deny-check.sh
exit "$status"
