#!/usr/bin/env bash
# Installs the browser the picture checks render pages with, when missing: Debian's `chromium` package.
set -euo pipefail

if ! command -v chromium >/dev/null 2>&1; then
  echo "installing chromium from Debian"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
