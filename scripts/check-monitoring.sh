#!/usr/bin/env bash
# Checks deploy/monitoring with the real tool: `promtool check rules` on every rule file and
# `promtool test rules` on the unit tests (each alert proven to fire and to stay silent).
# promtool comes from Debian's `prometheus` package; installed here when missing (idempotent:
# nothing is done when promtool is already on PATH).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

if ! command -v promtool >/dev/null 2>&1; then
  echo "promtool not found: installing Debian's prometheus package" >&2
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends prometheus >/dev/null
fi

promtool check rules deploy/monitoring/rules/*.yml
promtool test rules deploy/monitoring/tests/*.test.yml
