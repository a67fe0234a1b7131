#!/usr/bin/env bash
# The tools the checks after `cargo test` need, installed while it builds: .ci/run starts this in the
# background, its output in target/ci-installs.log. They wait on the network and the package manager
# more than on the cores. One after another (one apt at a time). A failure here is only written down:
# each check calls its installer again before it runs, which then tries again and says why. The last
# line written is target/ci-installs.done, which ci/wait-installs.sh waits for.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
mkdir -p target
rm -f target/ci-installs.done
for installer in install-diff-engines install-browser install-python-build install-selenium install-linters; do
  started=$SECONDS
  if ci/"$installer".sh >/dev/null; then
    echo "ci/$installer.sh: done in $(( SECONDS - started )) s"
  else
    echo "ci/$installer.sh failed (exit $?): the check that needs it will try again"
  fi
done
echo "$SECONDS" >target/ci-installs.done
