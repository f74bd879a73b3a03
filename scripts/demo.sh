#!/usr/bin/env bash
# The demo (README's first command): the whole pipeline on local defaults.
#   local stack (Kafka + FerretDB/PostgreSQL) → EDGAR replay server over ../shared/edgar → ingest → enrich → query
# Issues a demo API key, prints it with example curl commands, shows progress; Ctrl-C stops it all.
# Env knobs: DEMO_RATE (filings/s the replay releases, default 2), DEMO_DELAY_SCALE (EDGAR's delays × this,
# default 1: real timing, first events after ~40 s; 0.1 ten times faster), QUERY_PORT (8080), REPLAY_PORT (8089),
# EDGAR_DIR (../shared/edgar), DEMO_KEEP_DATA=1 (keep the demo database of the previous run).
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
RUN="$ROOT/.local-stack/demo"
mkdir -p "$RUN"
QUERY_PORT=${QUERY_PORT:-8080}
REPLAY_PORT=${REPLAY_PORT:-8089}
DEMO_RATE=${DEMO_RATE:-2}
# 1 = EDGAR's real timing: documents ~36 s after acceptance, the feed after them (first events ~40 s).
DEMO_DELAY_SCALE=${DEMO_DELAY_SCALE:-1}
EDGAR_DIR=${EDGAR_DIR:-$ROOT/../shared/edgar}
say() { printf '\033[1m[demo]\033[0m %s\n' "$*"; }

[ -d node_modules ] || { say "installing dependencies"; npm install --no-audit --no-fund --no-save; }
if [ -z "${KAFKA_BROKERS:-}" ] || [ -z "${MONGODB_URI:-}" ]; then
  say "starting the local stack (the first run provisions Kafka, PostgreSQL + DocumentDB and FerretDB: several minutes)"
  eval "$(bash deploy/local/stack.sh up)"
fi
export KAFKA_BROKERS MONGODB_URI
export MONGODB_DB=${MONGODB_DB:-news_events_demo}
export LOG_LEVEL=${LOG_LEVEL:-warn}
export CURSOR_SECRET=${CURSOR_SECRET:-$(node -e "console.log(require('crypto').randomBytes(24).toString('hex'))")}
say "building"
npm run -s build

PIDS=()
cleanup() {
  rm -f "$RUN/demo.env"
  say "stopping services"
  for pid in "${PIDS[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  say "stopped (the local stack keeps running: npm run stack:down stops it)"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# Each run starts from an empty demo database: ingest remembers every accession it published, and the
# replay serves the same corpus again, so a second run on a kept database would publish nothing new.
if [ "${DEMO_KEEP_DATA:-}" != 1 ]; then
  say "emptying database $MONGODB_DB (DEMO_KEEP_DATA=1 keeps it)"
  node -e '
    const { MongoClient } = require("mongodb");
    const c = new MongoClient(process.env.MONGODB_URI);
    c.connect().then(() => c.db(process.env.MONGODB_DB).dropDatabase()).finally(() => c.close());' ||
    { say "could not empty $MONGODB_DB"; exit 1; }
fi

say "loading the company directory"
node tools/dist/companies/cli.js load >"$RUN/companies.log" 2>&1 || { cat "$RUN/companies.log"; exit 1; }
KEY=$(node tools/dist/keys/cli.js create --name "demo-$(date +%s)" --plan enterprise --scopes events,companies |
  sed -n 's/^key (shown once; store it now): //p')
[ -n "$KEY" ] || { say "could not issue a demo API key"; exit 1; }

say "starting the EDGAR replay server on :$REPLAY_PORT (rate $DEMO_RATE filings/s, EDGAR's timing x$DEMO_DELAY_SCALE)"
node tools/dist/replay/cli.js --dir "$EDGAR_DIR" --port "$REPLAY_PORT" --rate "$DEMO_RATE" \
  --delay-scale "$DEMO_DELAY_SCALE" >"$RUN/replay.log" 2>&1 &
PIDS+=($!)
export EDGAR_BASE_URL="http://127.0.0.1:$REPLAY_PORT" EDGAR_USER_AGENT="News Event Service demo demo@example.com"
METRICS_PORT=9464 node services/ingest/dist/main.js >"$RUN/ingest.log" 2>&1 &
PIDS+=($!)
METRICS_PORT=9465 node services/enrich/dist/main.js >"$RUN/enrich.log" 2>&1 &
PIDS+=($!)
PORT=$QUERY_PORT METRICS_PORT=9466 node services/query/dist/main.js >"$RUN/query.log" 2>&1 &
PIDS+=($!)

for _ in $(seq 1 60); do curl -fs "http://127.0.0.1:9466/readyz" >/dev/null 2>&1 && break; sleep 0.5; done
# While the demo runs, `npm run keys` uses its database (tools/src/keys/database.ts reads this file).
printf 'MONGODB_URI=%s\nMONGODB_DB=%s\nDEMO_PID=%s\n' "$MONGODB_URI" "$MONGODB_DB" "$$" >"$RUN/demo.env"

cat <<EOF

  Database: $MONGODB_DB at $MONGODB_URI

  API key (shown once): $KEY

  curl -s -H "Authorization: Bearer $KEY" "http://127.0.0.1:$QUERY_PORT/v1/events?limit=5"
  curl -s -H "Authorization: Bearer $KEY" "http://127.0.0.1:$QUERY_PORT/v1/events?event_type=Corporate%20Earnings&impact_min=2"
  curl -s -H "Authorization: Bearer $KEY" "http://127.0.0.1:$QUERY_PORT/v1/companies?search=apple"
  curl -s -H "Authorization: Bearer $KEY" "http://127.0.0.1:$QUERY_PORT/v1/companies/AAPL"

  More keys, from another shell while the demo runs (npm run keys finds the demo's database):
  npm run keys -- create --name me --plan pro --scopes events,companies
  or, naming the database: MONGODB_URI='$MONGODB_URI' MONGODB_DB=$MONGODB_DB npm run keys -- list

  The replay behaves like EDGAR: a filing's documents appear ~36 s (median) after acceptance and
  the feed lists it after them, so the first events are queryable after about 40 s, then steadily.

  Logs: $RUN/*.log    Metrics: :9464 ingest, :9465 enrich, :9466 query (/metrics)
  Ctrl-C stops the services.

EOF

while true; do
  for pid in "${PIDS[@]}"; do
    kill -0 "$pid" 2>/dev/null || { say "a service exited; see $RUN/*.log"; tail -5 "$RUN"/*.log; exit 1; }
  done
  # Progress from the API itself: events queryable so far and acceptance→queryable latency.
  curl -fs -H "Authorization: Bearer $KEY" "http://127.0.0.1:$QUERY_PORT/v1/events?limit=100" 2>/dev/null |
    node -e '
      let s = ""; process.stdin.on("data", (d) => (s += d)).on("end", () => {
        try {
          const r = JSON.parse(s); const lat = r.data.filter((e) => e.accepted_at).map((e) => (Date.parse(e.published_at) - Date.parse(e.accepted_at)) / 1000).sort((a, b) => a - b);
          const p = (q) => lat.length ? lat[Math.min(lat.length - 1, Math.ceil(q * lat.length) - 1)].toFixed(1) + " s" : "n/a";
          console.log(`[demo] events queryable: ${r.total ?? r.data.length}   acceptance→queryable (latest ${lat.length}): p50 ${p(0.5)}, p99 ${p(0.99)}`);
        } catch { console.log("[demo] waiting for the query service…"); }
      });' || true
  sleep 5
done
