#!/usr/bin/env bash
# Checks deploy/monitoring with the real tool: `promtool check rules` on every rule file,
# `promtool test rules` on the unit tests (each alert proven to fire and to stay silent), and every
# dashboard query parsed by promtool (each wrapped as a recording rule; Grafana's $__rate_interval
# stands in as 5m).
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

tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
node -e '
  const fs = require("node:fs");
  const dir = "deploy/monitoring/dashboards";
  const rules = [];
  for (const f of fs.readdirSync(dir).filter((x) => x.endsWith(".json")))
    for (const p of JSON.parse(fs.readFileSync(`${dir}/${f}`, "utf8")).panels ?? [])
      for (const t of p.targets ?? [])
        rules.push({ record: `dashboard:${f.replace(".json", "")}:${p.id}${t.refId}`, expr: t.expr.replaceAll("$__rate_interval", "5m") });
  fs.writeFileSync(process.argv[1], JSON.stringify({ groups: [{ name: "dashboard-queries", rules }] }));
  console.log(`${rules.length} dashboard queries`);
' "$tmp/dashboards.rules.json"
promtool check rules "$tmp/dashboards.rules.json"

# The compose Prometheus (docker-compose.yml configs.prometheus-config, profile monitoring) loads these rules.
node -e '
  const fs = require("node:fs");
  const { parse } = require("yaml");
  const text = parse(fs.readFileSync("docker-compose.yml", "utf8")).configs["prometheus-config"].content;
  fs.writeFileSync(process.argv[1], text.replace(/\$\{RUNBOOK_BASE:-([^}]*)\}/, "$1").replace("/etc/prometheus/rules", `${process.cwd()}/deploy/monitoring/rules`));
' "$tmp/compose-prometheus.yml"
promtool check config "$tmp/compose-prometheus.yml"
