#!/usr/bin/env bash
# `npm run bench`: every benchmark in turn, on the local stack (started if KAFKA_BROKERS /
# MONGODB_URI are unset). Each prints its own figures; results files live in docs/benchmarks/.
# BENCH_ONLY="filings query" runs a subset. Benchmarks never assert timings: they print them.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

[ -d node_modules ] || npm install --no-audit --no-fund --no-save
if [ -z "${KAFKA_BROKERS:-}" ] || [ -z "${MONGODB_URI:-}" ]; then
  eval "$(bash deploy/local/stack.sh up)"
fi

all="filings enrich ingest query pipeline"
failed=()
for b in ${BENCH_ONLY:-$all}; do
  echo
  echo "================ bench:$b ($(date -u +%H:%M:%SZ), load $(cut -d' ' -f1-3 /proc/loadavg))"
  npm run -s "bench:$b" || failed+=("$b")
done
echo
if [ ${#failed[@]} -gt 0 ]; then
  echo "benchmarks that failed: ${failed[*]}"
  exit 1
fi
echo "all benchmarks ran: ${BENCH_ONLY:-$all}"
