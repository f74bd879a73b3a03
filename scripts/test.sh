#!/usr/bin/env bash
# The test command (README): typecheck, then every jest project (unit + integration) with lint,
# prettier --check, promtool and kubernetes-validate beside it.
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
mkdir -p .cache
# The other static checks run beside jest, their output shown after it: jest's longest files (the
# fault tests, first: test/sequencer.js) mostly wait on a replayed EDGAR's pace and on services
# starting, so the checks' CPU fits in that wait instead of adding a minute in front of it.
static_checks() {
  echo "== lint"; npm run -s lint
  echo "== format"; npm run -s format:check
  echo "== monitoring rules (promtool)"; bash scripts/check-monitoring.sh
  echo "== kubernetes manifests (kubernetes-validate)"; bash scripts/check-k8s-schemas.sh
}
static_checks >.cache/static-checks.log 2>&1 &
static_pid=$!
trap 'kill "$static_pid" 2>/dev/null || true' EXIT
echo "== lint, format, promtool, kubernetes-validate: beside jest (output below, after it)"
echo "== jest (KAFKA_BROKERS=${KAFKA_BROKERS:-testcontainers} MONGODB_URI=${MONGODB_URI:-testcontainers})"
status=0
# Three workers on two cores: the long files mostly wait (EDGAR's pace, services starting, outages
# held), so a third file fills that wait; measured on a fresh clone, 2 cores: jest 526 s with 2
# workers, 363 s with 3, the same tests passing (timing tests measure CPU time, not wall time).
npx jest --maxWorkers=3 --json --outputFile=.cache/jest-results.json "$@" || status=$?
static_status=0
wait "$static_pid" || static_status=$?
cat .cache/static-checks.log
[ "$static_status" = 0 ] || { echo "static checks failed (exit $static_status)"; status=1; }
node -e '
  const r = require("./.cache/jest-results.json");
  const skipped = r.numPendingTests + r.numTodoTests;
  console.log(`tests: ${r.numPassedTests} passed, ${r.numFailedTests} failed` + (skipped ? `, ${skipped} skipped` : ""));
' || true
exit $status
