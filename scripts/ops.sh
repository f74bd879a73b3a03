#!/usr/bin/env bash
# ops:up / ops:status / ops:down: a Prometheus on loopback scraping the running services with
# deploy/monitoring/rules loaded.
#   up [--no-demo]  start it (again). Targets: the demo's ops ports (ingest 9464, enrich 9465, query
#                   9466; OPS_INGEST/OPS_ENRICH/OPS_QUERY override them; --no-demo leaves them out)
#                   and every file_sd file .cache/ops/targets/*.<job>.json, which `npm run chaos --
#                   --prometheus` writes for its own services while it runs.
#   status          every target's health and every pending or firing alert, from the HTTP API.
#   down            stop it.
# OPS_PROM_PORT (default 9390) picks its port; RUNBOOK_BASE is where alerts' runbook_url points
# (default: this checkout's docs/operations/runbooks).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
DIR="$PWD/.cache/ops"
PORT="${OPS_PROM_PORT:-9390}"
URL="http://127.0.0.1:$PORT"
cmd="${1:-up}"
demo=1
[ "${2:-}" = --no-demo ] && demo=0

case "$cmd" in
  down)
    if [ -f "$DIR/prometheus.pid" ]; then kill "$(cat "$DIR/prometheus.pid")" 2>/dev/null || true; rm -f "$DIR/prometheus.pid"; fi
    echo "ops: Prometheus stopped"
    exit 0
    ;;
  status)
    curl -sf "$URL/api/v1/targets" >"$DIR/targets.json" || { echo "ops: no Prometheus on $URL (npm run ops:up)"; exit 1; }
    curl -sf "$URL/api/v1/alerts" >"$DIR/alerts.json"
    node -e '
      const fs = require("node:fs");
      const targets = JSON.parse(fs.readFileSync(process.argv[1], "utf8")).data.activeTargets;
      const alerts = JSON.parse(fs.readFileSync(process.argv[2], "utf8")).data.alerts;
      const up = targets.filter((t) => t.health === "up").length;
      console.log(`targets: ${up}/${targets.length} up`);
      for (const t of targets)
        console.log(`  ${t.health.padEnd(7)} ${t.labels.job.padEnd(7)} ${t.labels.instance}${t.labels.process ? ` (${t.labels.run} ${t.labels.process})` : ""}${t.lastError ? `  ${t.lastError}` : ""}`);
      const firing = alerts.filter((a) => a.state === "firing").length;
      console.log(`alerts: ${firing} firing, ${alerts.length - firing} pending`);
      for (const a of alerts) {
        const { alertname, ...rest } = a.labels;
        console.log(`  ${a.state.padEnd(8)} ${alertname} ${JSON.stringify(rest)} since ${a.activeAt}`);
      }
    ' "$DIR/targets.json" "$DIR/alerts.json"
    exit 0
    ;;
  up) ;;
  *)
    echo "usage: scripts/ops.sh up [--no-demo] | status | down" >&2
    exit 2
    ;;
esac

command -v prometheus >/dev/null 2>&1 || bash scripts/check-monitoring.sh >/dev/null # installs the package
mkdir -p "$DIR/data" "$DIR/targets"
job() { # name, demo target
  local static=""
  [ "$demo" = 1 ] && static=", static_configs: [{ targets: [\"$2\"], labels: { run: demo } }]"
  echo "  - { job_name: $1, file_sd_configs: [{ files: [\"$DIR/targets/*.$1.json\"], refresh_interval: 15s }]$static }"
}
cat >"$DIR/prometheus.yml" <<YAML
global:
  scrape_interval: 15s
  evaluation_interval: 15s
  external_labels: { runbook_base: "${RUNBOOK_BASE:-file://$PWD/docs/operations/runbooks}" }
rule_files: ["$PWD/deploy/monitoring/rules/*.yml"]
scrape_configs:
$(job ingest "${OPS_INGEST:-127.0.0.1:9464}")
$(job enrich "${OPS_ENRICH:-127.0.0.1:9465}")
$(job query "${OPS_QUERY:-127.0.0.1:9466}")
YAML
promtool check config "$DIR/prometheus.yml" >/dev/null
if [ -f "$DIR/prometheus.pid" ] && kill -0 "$(cat "$DIR/prometheus.pid")" 2>/dev/null; then
  kill "$(cat "$DIR/prometheus.pid")"; sleep 1
fi
prometheus --config.file="$DIR/prometheus.yml" --storage.tsdb.path="$DIR/data" \
  --web.listen-address="127.0.0.1:$PORT" >"$DIR/prometheus.log" 2>&1 &
echo $! >"$DIR/prometheus.pid"
for _ in $(seq 1 30); do curl -sf "$URL/-/ready" >/dev/null && break; sleep 1; done
cat <<MSG
ops: Prometheus on $URL  (log: $DIR/prometheus.log)
  targets: $URL/targets   alerts: $URL/alerts   the same from the API: npm run ops:status
  SLOs: docs/operations/slos.md   runbooks: docs/operations/runbooks/   stop: npm run ops:down
  alert history since a moment: npm run ops:alerts -- --since <ISO time>
MSG
