#!/usr/bin/env bash
# The local stack without Docker: a real Apache Kafka broker (KRaft, single node) and a real
# MongoDB-protocol server (FerretDB v2 over PostgreSQL 15 + DocumentDB), all on 127.0.0.1.
#   stack.sh up       provision (cached) and start both; idempotent; prints KAFKA_BROKERS / MONGODB_URI
#   stack.sh down     stop both (add --purge to delete their data)
#   stack.sh status   what runs, where
#   stack.sh env      the export lines, for: eval "$(bash deploy/local/stack.sh env)"
#   stack.sh analyze  refresh PostgreSQL's statistics (after a bulk load: until then sorted finds
#                     may plan a full sort instead of the ordered index scan)
# When KAFKA_BROKERS and MONGODB_URI are both set, `up` starts nothing and uses those.
# A second, private instance (e.g. a fault test's own broker and database) reuses the cached jars
# and FerretDB binary of NES_STACK_CACHE with its own NES_STACK_DIR (data, logs, pids, config) and
# ports: NES_KAFKA_PORT, NES_KAFKA_CONTROLLER_PORT, NES_MONGO_PORT, NES_PG_PORT. Both dirs default
# to .local-stack. The PostgreSQL extensions install into the system's PostgreSQL 15 (root, once).
# NES_PG_SHARED_BUFFERS sets PostgreSQL's shared_buffers (default 256MB), applied at the next up.
# Details and rationale: docs/adr/0005-document-store.md and ../shared/docs/local-stack.md.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
HERE="$ROOT/deploy/local"
ST="${NES_STACK_DIR:-$ROOT/.local-stack}"
CACHE="${NES_STACK_CACHE:-$ROOT/.local-stack}"
KAFKA_PORT="${NES_KAFKA_PORT:-9092}"
KAFKA_CONTROLLER_PORT="${NES_KAFKA_CONTROLLER_PORT:-9093}"
MONGO_PORT="${NES_MONGO_PORT:-27017}"
PG_PORT="${NES_PG_PORT:-54320}"
KAFKA_HEAP="${NES_KAFKA_HEAP:-768m}"
# PostgreSQL's buffer cache (a benchmark may size it to hold its whole data set, e.g. 4GB).
PG_SHARED_BUFFERS="${NES_PG_SHARED_BUFFERS:-256MB}"

KH="$ST/kafka"
FH="$ST/ferretdb"
PGH="$ST/postgres"
KLIBS="$CACHE/kafka/libs"
FBIN="$CACHE/bin/ferretdb"
PGBIN=/usr/lib/postgresql/15/bin
BROKERS="127.0.0.1:$KAFKA_PORT"
MONGO_URI="mongodb://127.0.0.1:$MONGO_PORT/?directConnection=true"
PG_URL="postgresql://postgres@127.0.0.1:$PG_PORT/postgres"

log() { printf '[stack] %s\n' "$*" >&2; }
die() { log "ERROR: $*"; exit 1; }
port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
pid_alive() { [ -f "$1" ] && kill -0 "$(cat "$1")" 2>/dev/null; }

provision_kafka() {
  if ls "$KLIBS"/kafka_2.13-*.jar >/dev/null 2>&1 && [ "$KLIBS/.complete" -nt "$HERE/kafka/pom.xml" ]; then
    return
  fi
  command -v mvn >/dev/null || die "maven (mvn) is required to fetch Kafka's jars from Maven Central"
  log "resolving Kafka jars from Maven Central (first run only)..."
  rm -rf "$KLIBS"
  mkdir -p "$KLIBS"
  mvn -B -q -f "$HERE/kafka/pom.xml" \
    org.apache.maven.plugins:maven-dependency-plugin:3.6.1:copy-dependencies \
    -DoutputDirectory="$KLIBS" -DincludeScope=runtime >&2
  touch "$KLIBS/.complete"
}

provision_docstore() {
  bash "$HERE/docstore/build.sh" "$CACHE"
}

start_kafka() {
  if pid_alive "$KH/kafka.pid" && port_open "$KAFKA_PORT"; then
    log "Kafka already running (pid $(cat "$KH/kafka.pid"))"
    return
  fi
  port_open "$KAFKA_PORT" && die "port $KAFKA_PORT is taken by another process; set NES_KAFKA_PORT"
  mkdir -p "$KH/config" "$KH/logs" "$KH/data"
  cat >"$KH/config/server.properties" <<EOF
process.roles=broker,controller
node.id=1
controller.quorum.voters=1@127.0.0.1:$KAFKA_CONTROLLER_PORT
listeners=PLAINTEXT://127.0.0.1:$KAFKA_PORT,CONTROLLER://127.0.0.1:$KAFKA_CONTROLLER_PORT
advertised.listeners=PLAINTEXT://127.0.0.1:$KAFKA_PORT
inter.broker.listener.name=PLAINTEXT
controller.listener.names=CONTROLLER
listener.security.protocol.map=CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT
log.dirs=$KH/data
num.partitions=1
default.replication.factor=1
offsets.topic.replication.factor=1
offsets.topic.num.partitions=1
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
transaction.state.log.num.partitions=1
group.initial.rebalance.delay.ms=0
auto.create.topics.enable=true
message.max.bytes=10485760
replica.fetch.max.bytes=10485760
num.network.threads=2
num.io.threads=2
num.recovery.threads.per.data.dir=1
log.retention.hours=48
EOF
  cat >"$KH/config/log4j.properties" <<'EOF'
log4j.rootLogger=INFO, stdout
log4j.appender.stdout=org.apache.log4j.ConsoleAppender
log4j.appender.stdout.layout=org.apache.log4j.PatternLayout
log4j.appender.stdout.layout.ConversionPattern=[%d] %p %m (%c)%n
log4j.logger.kafka=INFO
log4j.logger.org.apache.kafka=WARN
log4j.logger.state.change.logger=WARN
log4j.logger.kafka.request.logger=WARN
EOF
  local cp="$KLIBS/*"
  local logopts="-Dlog4j.configuration=file:$KH/config/log4j.properties -Dkafka.logs.dir=$KH/logs"
  local jvm="-server -XX:+UseG1GC -XX:MaxGCPauseMillis=20 -XX:InitiatingHeapOccupancyPercent=35 -Djava.awt.headless=true"
  if [ ! -f "$KH/data/meta.properties" ]; then
    # A base64url id can start with '-', which the tool's argument parser reads as an option (1 start in
    # 64 failed "expected one argument"): draw again until it does not, as Kafka's own Uuid does, and
    # pass it as --cluster-id=ID so even an old id file with a leading '-' parses.
    [ -s "$KH/cluster-id" ] || node -e "
      let id; do id = require('crypto').randomBytes(16).toString('base64url'); while (id.startsWith('-'));
      console.log(id)" >"$KH/cluster-id"
    # shellcheck disable=SC2086
    java -Xmx256m $jvm $logopts -cp "$cp" kafka.tools.StorageTool format \
      --cluster-id="$(cat "$KH/cluster-id")" -c "$KH/config/server.properties" --ignore-formatted >"$KH/logs/format.out" 2>&1 ||
      { cat "$KH/logs/format.out" >&2; die "Kafka storage format failed"; }
  fi
  log "starting Kafka on $BROKERS"
  # shellcheck disable=SC2086
  nohup java -Xms"$KAFKA_HEAP" -Xmx"$KAFKA_HEAP" $jvm $logopts -cp "$cp" kafka.Kafka "$KH/config/server.properties" \
    >"$KH/logs/kafka.out" 2>&1 </dev/null &
  echo $! >"$KH/kafka.pid"
  for _ in $(seq 1 240); do
    pid_alive "$KH/kafka.pid" || { tail -50 "$KH/logs/kafka.out" >&2; die "Kafka exited during start-up"; }
    if port_open "$KAFKA_PORT" && grep -q 'Kafka Server started' "$KH/logs/kafka.out"; then
      log "Kafka is up"
      return
    fi
    sleep 0.5
  done
  tail -50 "$KH/logs/kafka.out" >&2
  die "Kafka did not start within 120 s"
}

# PostgreSQL refuses to run as root: as root, its processes run as the `postgres` user.
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
pg_pid() { [ -f "$PGH/data/postmaster.pid" ] && head -1 "$PGH/data/postmaster.pid"; }

# As root, PostgreSQL runs as `postgres`, which must traverse every folder above its data: a
# checkout or instance dir under a mktemp folder (0700) is not. Grant only the search bit (o+x),
# top down, where postgres lacks it.
reachable_by_postgres() {
  local path=$1 d="" part
  IFS=/ read -ra parts <<<"${path#/}"
  for part in "${parts[@]}"; do
    d="$d/$part"
    [ -d "$d" ] || break
    runuser -u postgres -- test -x "$d" 2>/dev/null || { log "letting PostgreSQL (user postgres) traverse $d (o+x)"; chmod o+x "$d"; }
  done
}

init_postgres() {
  [ -f "$PGH/data/PG_VERSION" ] && return
  log "initialising PostgreSQL in $PGH/data"
  mkdir -p "$PGH/data" "$PGH/run"
  if [ "$(id -u)" = 0 ]; then
    reachable_by_postgres "$PGH"
    chown -R postgres:postgres "$PGH"
  fi
  as_pg "$PGBIN/initdb" -D "$PGH/data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >"$PGH/initdb.log" 2>&1 ||
    { cat "$PGH/initdb.log" >&2; die "initdb failed"; }
  echo "include 'nes-stack.conf'" | as_pg tee -a "$PGH/data/postgresql.conf" >/dev/null
}

# Our settings live in their own file, written at every start, so a changed setting reaches
# existing instances too.
write_postgres_conf() {
  as_pg tee "$PGH/data/nes-stack.conf" >/dev/null <<CONF
# Written by deploy/local/stack.sh at every start; edits here are overwritten.
listen_addresses = '127.0.0.1'
port = $PG_PORT
unix_socket_directories = '$PGH/run'
max_connections = 200
shared_buffers = $PG_SHARED_BUFFERS
# Statistics soon after writes: until a collection's table has them, sorted finds may plan a full
# sort instead of the ordered index scan (bulk loads also run ANALYZE themselves).
autovacuum_naptime = 10s
autovacuum_analyze_scale_factor = 0.05
shared_preload_libraries = 'pg_cron,pg_documentdb_core,pg_documentdb,pg_documentdb_extended_rum'
cron.database_name = 'postgres'
# DocumentDB schedules its index builds every few seconds: keep those runs out of the log.
cron.log_run = off
cron.log_statement = off
# Ordered index scans (sort + limit served by the index): DocumentDB's own RUM fork, the composite
# opclass for new indexes and order-by pushdown. PG 15 would otherwise load Debian's rum.so.
documentdb.rum_library_load_option = 'require_documentdb_extended_rum'
documentdb.alternate_index_handler_name = 'extended_rum'
documentdb.defaultUseCompositeOpClass = on
documentdb.enableIndexOrderbyPushdown = on
# FerretDB's recommended settings.
documentdb.enableCompact = true
documentdb.enableLetAndCollationForQueryMatch = true
documentdb.enableNowSystemVariable = true
documentdb.enableSchemaValidation = true
documentdb.enableBypassDocumentValidation = true
documentdb.enableUserCrud = true
documentdb.maxUserLimit = 100
CONF
}

start_postgres() {
  if [ -n "$(pg_pid)" ] && kill -0 "$(pg_pid)" 2>/dev/null && port_open "$PG_PORT"; then
    log "PostgreSQL already running (pid $(pg_pid))"
    return
  fi
  port_open "$PG_PORT" && die "port $PG_PORT is taken by another process; set NES_PG_PORT"
  init_postgres
  write_postgres_conf
  log "starting PostgreSQL on 127.0.0.1:$PG_PORT"
  as_pg "$PGBIN/pg_ctl" -D "$PGH/data" -l "$PGH/postgres.log" -w -t 60 start >/dev/null ||
    { tail -30 "$PGH/postgres.log" >&2; die "PostgreSQL did not start"; }
  pg_pid >"$PGH/postgres.pid"
  if [ ! -f "$PGH/.extensions" ]; then
    "$PGBIN/psql" -q -v ON_ERROR_STOP=1 "$PG_URL" \
      -c 'CREATE EXTENSION IF NOT EXISTS documentdb CASCADE' \
      -c 'CREATE EXTENSION IF NOT EXISTS documentdb_extended_rum' >"$PGH/extensions.log" 2>&1 ||
      { cat "$PGH/extensions.log" >&2; die "CREATE EXTENSION documentdb failed"; }
    touch "$PGH/.extensions"
  fi
}

start_ferretdb() {
  if pid_alive "$FH/ferretdb.pid" && port_open "$MONGO_PORT"; then
    log "FerretDB already running (pid $(cat "$FH/ferretdb.pid"))"
    return
  fi
  port_open "$MONGO_PORT" && die "port $MONGO_PORT is taken by another process; set NES_MONGO_PORT"
  mkdir -p "$FH/state"
  log "starting FerretDB on 127.0.0.1:$MONGO_PORT"
  # --debug-addr off: its fixed port would clash between instances. The state dir in the command
  # line also lets a test find this instance's processes by its folder.
  nohup "$FBIN" --postgresql-url="$PG_URL" --listen-addr="127.0.0.1:$MONGO_PORT" --state-dir="$FH/state" \
    --debug-addr= --no-auth --telemetry=disable --log-level=warn \
    >"$FH/ferretdb.log" 2>&1 </dev/null &
  echo $! >"$FH/ferretdb.pid"
  for _ in $(seq 1 120); do
    pid_alive "$FH/ferretdb.pid" || { tail -30 "$FH/ferretdb.log" >&2; die "FerretDB exited during start-up"; }
    if port_open "$MONGO_PORT"; then
      log "FerretDB is up"
      return
    fi
    sleep 0.25
  done
  die "FerretDB did not start within 30 s"
}

stop_postgres() { # fast shutdown; with --immediate, like a crash (recovery at next start)
  [ -f "$PGH/data/postmaster.pid" ] || { rm -f "$PGH/postgres.pid"; return; }
  log "stopping PostgreSQL"
  as_pg "$PGBIN/pg_ctl" -D "$PGH/data" -m "${1:-fast}" -w -t 60 stop >/dev/null 2>&1 || true
  rm -f "$PGH/postgres.pid"
}

stop_one() { # name pidfile
  local name=$1 pidfile=$2
  if pid_alive "$pidfile"; then
    local pid
    pid=$(cat "$pidfile")
    log "stopping $name (pid $pid)"
    kill -TERM "$pid" 2>/dev/null || true
    for _ in $(seq 1 60); do kill -0 "$pid" 2>/dev/null || break; sleep 0.5; done
    kill -0 "$pid" 2>/dev/null && { log "$name did not stop in 30 s; killing"; kill -KILL "$pid" 2>/dev/null || true; }
  fi
  rm -f "$pidfile"
}

print_env() {
  echo "export KAFKA_BROKERS=$BROKERS"
  echo "export MONGODB_URI='$MONGO_URI'"
  # Not a service setting: tests and benchmarks use it to run ANALYZE after bulk loads.
  echo "export NES_PG_URL='$PG_URL'"
}

cmd=${1:-up}
# One up/down at a time per instance dir (two at once started two brokers on one data dir). flock -o
# holds the lock in the flock process itself, so the daemons this script starts never inherit it.
if [ "$cmd" = up ] || [ "$cmd" = down ]; then
  if [ "${NES_STACK_LOCKED:-}" != "$ST" ] && command -v flock >/dev/null; then
    mkdir -p "$ST"
    NES_STACK_LOCKED="$ST" exec flock -o "$ST/.stack.lock" bash "${BASH_SOURCE[0]}" "$@"
  fi
fi
case "$cmd" in
  up)
    if [ -n "${KAFKA_BROKERS:-}" ] && [ -n "${MONGODB_URI:-}" ]; then
      log "KAFKA_BROKERS and MONGODB_URI are set; using them, starting nothing"
      exit 0
    fi
    started=$(date +%s)
    mkdir -p "$ST"
    # Both provisioning steps are cached; on a cold machine they run side by side.
    provision_kafka & kp=$!
    provision_docstore & dp=$!
    wait $kp || die "Kafka provisioning failed"
    wait $dp || die "document store provisioning failed"
    start_postgres
    start_ferretdb
    start_kafka
    log "ready in $(($(date +%s) - started)) s"
    print_env
    ;;
  down)
    stop_one Kafka "$KH/kafka.pid"
    stop_one FerretDB "$FH/ferretdb.pid"
    stop_postgres
    if [ "${2:-}" = "--purge" ]; then
      log "purging data"
      rm -rf "$KH/data" "$KH/cluster-id" "$FH/state" "$PGH"
    fi
    ;;
  status)
    if pid_alive "$KH/kafka.pid"; then echo "kafka: running (pid $(cat "$KH/kafka.pid")) on $BROKERS"; else echo "kafka: stopped"; fi
    if pid_alive "$FH/ferretdb.pid"; then echo "ferretdb: running (pid $(cat "$FH/ferretdb.pid")) on $MONGO_URI"; else echo "ferretdb: stopped"; fi
    if [ -n "$(pg_pid)" ] && kill -0 "$(pg_pid)" 2>/dev/null; then echo "postgresql: running (pid $(pg_pid)) on $PG_URL"; else echo "postgresql: stopped"; fi
    ;;
  analyze)
    "$PGBIN/psql" -q -v ON_ERROR_STOP=1 "$PG_URL" -c 'ANALYZE' >&2
    ;;
  env)
    print_env
    ;;
  *)
    die "usage: stack.sh up|down [--purge]|status|env|analyze"
    ;;
esac
