#!/usr/bin/env bash
# Installs the browser the picture checks render pages with, and the driver the page test (ci/web-check.sh)
# drives it through, when missing: Debian's `chromium` and `chromium-driver` packages.
set -euo pipefail

need_apt=()
command -v chromium >/dev/null 2>&1 || need_apt+=(chromium)
command -v chromedriver >/dev/null 2>&1 || need_apt+=(chromium-driver)
if [ ${#need_apt[@]} -gt 0 ]; then
  echo "installing ${need_apt[*]} from Debian"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi
