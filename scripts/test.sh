#!/usr/bin/env bash
# The test command (README): typecheck, lint, prettier --check, then every jest project (unit + integration).
# Integration tests need a real Kafka broker and MongoDB-protocol server: uses KAFKA_BROKERS /
# MONGODB_URI when set, else a Docker engine (testcontainers), else starts the local stack.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

[ -d node_modules ] || npm install --no-audit --no-fund --no-save

if [ -z "${KAFKA_BROKERS:-}" ] || [ -z "${MONGODB_URI:-}" ]; then
  if ! docker info >/dev/null 2>&1; then
    eval "$(bash deploy/local/stack.sh up)"
  fi
fi

echo "== typecheck"; npm run -s typecheck
echo "== lint"; npm run -s lint
echo "== format"; npm run -s format:check
echo "== monitoring rules (promtool)"; bash scripts/check-monitoring.sh
echo "== kubernetes manifests (kubernetes-validate)"; bash scripts/check-k8s-schemas.sh
echo "== jest (KAFKA_BROKERS=${KAFKA_BROKERS:-testcontainers} MONGODB_URI=${MONGODB_URI:-testcontainers})"
mkdir -p .cache
status=0
npx jest --maxWorkers=2 --json --outputFile=.cache/jest-results.json "$@" || status=$?
node -e '
  const r = require("./.cache/jest-results.json");
  const skipped = r.numPendingTests + r.numTodoTests;
  console.log(`tests: ${r.numPassedTests} passed, ${r.numFailedTests} failed` + (skipped ? `, ${skipped} skipped` : ""));
' || true
exit $status
