#!/usr/bin/env bash
# `npm start`: the three services against live EDGAR (https://www.sec.gov), on the local stack
# unless KAFKA_BROKERS / MONGODB_URI point elsewhere. EDGAR's fair-access policy requires a
# declared User-Agent: EDGAR_USER_AGENT="Your Company contact@yourcompany.com" npm start
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
if [ -z "${EDGAR_USER_AGENT:-}" ]; then
  echo 'EDGAR_USER_AGENT is required for live EDGAR, e.g. EDGAR_USER_AGENT="Acme Corp ops@acme.com" npm start' >&2
  exit 2
fi
[ -d node_modules ] || npm install --no-audit --no-fund --no-save
if [ -z "${KAFKA_BROKERS:-}" ] || [ -z "${MONGODB_URI:-}" ]; then eval "$(bash deploy/local/stack.sh up)"; fi
export KAFKA_BROKERS MONGODB_URI EDGAR_USER_AGENT
export EDGAR_BASE_URL=${EDGAR_BASE_URL:-https://www.sec.gov}
export CURSOR_SECRET=${CURSOR_SECRET:-$(node -e "console.log(require('crypto').randomBytes(24).toString('hex'))")}
npm run -s build
node tools/dist/companies/cli.js load
PIDS=()
trap 'kill -TERM "${PIDS[@]}" 2>/dev/null; wait' EXIT
trap 'exit 130' INT TERM
METRICS_PORT=9464 node services/ingest/dist/main.js & PIDS+=($!)
METRICS_PORT=9465 node services/enrich/dist/main.js & PIDS+=($!)
METRICS_PORT=9466 node services/query/dist/main.js & PIDS+=($!)
echo "query API on :${PORT:-8080} — issue a key with: npm run keys -- create --name me --plan pro --scopes events,companies"
wait -n
