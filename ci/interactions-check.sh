#!/usr/bin/env bash
# The interaction tables (clauses/interactions/<slug>.yaml): every reachable pair has its witness and the
# generator builds positions for it (`cargo xtask interactions --check`), and a default `cargo xtask diff`
# of every ruleset against the oracle itself exercises at least 95% of the reachable pairs (the figure the
# summary prints as `interactions exercised: N of M`). About a minute on 2 cores, in release.
# Called by ci/extra-checks.sh; exits 1 when a table, a run or a figure falls short.
set -euo pipefail
cd "$(dirname "$0")/.."

# shellcheck source=ci/bins.sh
. ci/bins.sh
out=target/ci-interactions
mkdir -p "$out"

status=0
echo "== cargo xtask interactions --check"
if ! "$xtask" interactions --check; then
  status=1
fi
for ruleset in void-chess fide suicide suicide-void minnaar circular; do
  echo "== a default diff of $ruleset against the oracle"
  if ! "$xtask" diff --ruleset "$ruleset" --engine oracle --quiet \
      --report "$out/$ruleset.json" --scenarios "$out/findings" > "$out/$ruleset.txt"; then
    cat "$out/$ruleset.txt"
    status=1
    continue
  fi
  line=$(grep '^interactions exercised:' "$out/$ruleset.txt" || true)
  echo "$line"
  read -r n m <<< "$(echo "$line" | sed -E 's/^interactions exercised: ([0-9]+) of ([0-9]+).*/\1 \2/')"
  if [ -z "${m:-}" ] || [ $((100 * n)) -lt $((95 * m)) ]; then
    echo "$ruleset: fewer than 95% of the reachable pairs exercised"
    status=1
  fi
done
exit "$status"
