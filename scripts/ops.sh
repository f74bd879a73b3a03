#!/usr/bin/env bash
# ops:up / ops:down: a Prometheus on loopback scraping the running services (the demo's ops ports by
# default: ingest 9464, enrich 9465, query 9466), with deploy/monitoring/rules loaded.
# OPS_PROM_PORT (default 9390) picks its port; OPS_INGEST/OPS_ENRICH/OPS_QUERY override targets;
# RUNBOOK_BASE is where alerts' runbook_url points (default: this checkout's docs/operations/runbooks).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
DIR="$PWD/.cache/ops"
PORT="${OPS_PROM_PORT:-9390}"
cmd="${1:-up}"

if [ "$cmd" = down ]; then
  if [ -f "$DIR/prometheus.pid" ]; then kill "$(cat "$DIR/prometheus.pid")" 2>/dev/null || true; rm -f "$DIR/prometheus.pid"; fi
  echo "ops: Prometheus stopped"
  exit 0
fi

command -v prometheus >/dev/null 2>&1 || bash scripts/check-monitoring.sh >/dev/null # installs the package
mkdir -p "$DIR/data"
cat >"$DIR/prometheus.yml" <<YAML
global:
  scrape_interval: 15s
  evaluation_interval: 15s
  external_labels: { runbook_base: "${RUNBOOK_BASE:-file://$PWD/docs/operations/runbooks}" }
rule_files: ["$PWD/deploy/monitoring/rules/*.yml"]
scrape_configs:
  - { job_name: ingest, static_configs: [{ targets: ["${OPS_INGEST:-127.0.0.1:9464}"] }] }
  - { job_name: enrich, static_configs: [{ targets: ["${OPS_ENRICH:-127.0.0.1:9465}"] }] }
  - { job_name: query, static_configs: [{ targets: ["${OPS_QUERY:-127.0.0.1:9466}"] }] }
YAML
promtool check config "$DIR/prometheus.yml" >/dev/null
if [ -f "$DIR/prometheus.pid" ] && kill -0 "$(cat "$DIR/prometheus.pid")" 2>/dev/null; then
  kill "$(cat "$DIR/prometheus.pid")"; sleep 1
fi
prometheus --config.file="$DIR/prometheus.yml" --storage.tsdb.path="$DIR/data" \
  --web.listen-address="127.0.0.1:$PORT" >"$DIR/prometheus.log" 2>&1 &
echo $! >"$DIR/prometheus.pid"
for _ in $(seq 1 30); do curl -sf "http://127.0.0.1:$PORT/-/ready" >/dev/null && break; sleep 1; done
cat <<MSG
ops: Prometheus on http://127.0.0.1:$PORT  (log: $DIR/prometheus.log)
  targets: http://127.0.0.1:$PORT/targets   alerts: http://127.0.0.1:$PORT/alerts
  SLOs: docs/operations/slos.md   runbooks: docs/operations/runbooks/   stop: npm run ops:down
MSG
