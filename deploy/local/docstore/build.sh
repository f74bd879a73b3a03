#!/usr/bin/env bash
# Builds the local document store once: PostgreSQL 15 (Debian) + the DocumentDB extension with its
# RUM fork and three source-built dependencies, and FerretDB v2.7.0 in front of it.
#   build.sh [CACHE_DIR]      (default: <repo>/.local-stack)
# Sources are the pinned, hash-checked tarballs of ../shared/vendor (or NES_VENDOR_DIR); where that
# folder is absent they are downloaded at the same commits and must match the same hashes.
# Every step leaves a stamp keyed by what it built from, so a warm run takes well under a second.
# Recipe and rationale: ../shared/docs/local-stack.md ("Document store (current)"), docs/adr/0005.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)
CACHE=$(mkdir -p "${1:-$ROOT/.local-stack}" && cd "${1:-$ROOT/.local-stack}" && pwd)
VENDOR="${NES_VENDOR_DIR:-$ROOT/../shared/vendor}"
BUILD="$CACHE/docstore-build"
PREFIX="$CACHE/docstore-deps"           # libbson (static) and pkg-config files: build-time only
PG_CONFIG=/usr/lib/postgresql/15/bin/pg_config
PG_EXT_DIR=/usr/share/postgresql/15/extension
FERRETDB_VERSION=v2.7.0
FERRETDB_GO=go1.25.4                    # FerretDB v2.7.0's go.mod toolchain, from the Go module proxy
JOBS=$(nproc 2>/dev/null || echo 2)

# name | repository (for the download fallback) | commit | sha256 of the git-archive tarball
SOURCES="
libbson-1.28.0|mongodb/mongo-c-driver|a463a46c38cb6b552f2da4b3ae63e393dfe0a9a6|be471292f66b359afb9756bb21757c125ff6604564e74d5086754350574ce295
pg_cron-v1.6.3|citusdata/pg_cron|9d0576c64edd90fb3d8ac30763296a8106315638|c525dbe88dc22c2a58fe82565bb9602690e1c05c4ffd3d2ccee971ac52d59904
pgvector-v0.8.0|pgvector/pgvector|2627c5ff775ae6d7aef0c430121ccf857842d2f2|958aa543a05a60c3696f7fc3bc5722be5a1c413b0ee0e1811f898128526b9c8a
documentdb-main-5b104c95|FerretDB/documentdb|5b104c9555dde1fc39f20f4da7a4509d5ccea640|7f9584df67e9944c6cd77232024e434346c8533f950afe4442b33b17625f9db4
"
APT_PACKAGES="build-essential pkg-config cmake postgresql-15 postgresql-server-dev-15 postgresql-15-postgis-3
postgresql-15-rum libintelrdfpmath-dev libpcre2-dev libicu-dev libkrb5-dev systemtap-sdt-dev"

log() { printf '[docstore] %s\n' "$*" >&2; }
die() { log "ERROR: $*"; exit 1; }
# A stamp holds what a step was built from. The extensions install into PostgreSQL's own folders
# (PG 15 has no extension search path), so their stamps live there too: a fresh clone on a machine
# that has them installed skips the C builds.
stamp_file() { case $1 in libbson-*|ferretdb) echo "$BUILD/$1.stamp" ;; *) echo "$PG_EXT_DIR/nes-$1.stamp" ;; esac; }
stamp_ok() { local f; f=$(stamp_file "$1"); [ -f "$f" ] && [ "$(cat "$f")" = "$2" ]; }
stamp() { echo "$2" >"$(stamp_file "$1")"; }

apt_packages() {
  local missing=()
  for p in $APT_PACKAGES; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return
  [ "$(id -u)" = 0 ] || die "missing Debian packages (install them as root): ${missing[*]}"
  log "installing Debian packages: ${missing[*]}"
  # Debian's postgresql-common would create and start a cluster on 5432: we run our own.
  mkdir -p /etc/postgresql-common
  grep -qs '^create_main_cluster' /etc/postgresql-common/createcluster.conf ||
    echo 'create_main_cluster = false' >>/etc/postgresql-common/createcluster.conf
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
}

# Unpacks one pinned source into $BUILD/src/<name> after checking its hash; echoes the folder.
unpack() { # name repo commit sha256
  local name=$1 repo=$2 commit=$3 sum=$4 tarball="$VENDOR/$1.tar.gz"
  if [ ! -f "$tarball" ]; then
    tarball="$BUILD/download/$name.tar.gz"
    if [ ! -f "$tarball" ]; then
      log "$VENDOR has no $name.tar.gz: downloading $repo@$commit"
      mkdir -p "$BUILD/download"
      curl -fsSL "https://codeload.github.com/$repo/tar.gz/$commit" -o "$tarball.tmp" && mv "$tarball.tmp" "$tarball" ||
        die "could not download $repo@$commit"
    fi
  fi
  echo "$sum  $tarball" | sha256sum -c --status - || die "$tarball does not match its pinned sha256 $sum"
  rm -rf "$BUILD/src/$name" && mkdir -p "$BUILD/src/$name"
  tar xzf "$tarball" -C "$BUILD/src/$name" --strip-components=1
  echo "$BUILD/src/$name"
}

source_line() { echo "$SOURCES" | grep "^$1|"; }
build_source() { # name builder-function: stamp = the source's hash, so a new pin rebuilds
  local name=$1 fn=$2 line repo commit sum dir
  line=$(source_line "$name") || die "no pin for $name"
  IFS='|' read -r _ repo commit sum <<<"$line"
  stamp_ok "$name" "$sum" && return
  dir=$(unpack "$name" "$repo" "$commit" "$sum")
  log "building $name"
  "$fn" "$dir" >"$BUILD/$name.log" 2>&1 || { tail -40 "$BUILD/$name.log" >&2; die "building $name failed (log: $BUILD/$name.log)"; }
  stamp "$name" "$sum"
}

build_libbson() {
  cmake -S "$1" -B "$1/_build" -DENABLE_MONGOC=OFF -DENABLE_STATIC=ON -DENABLE_SHARED=OFF \
    -DENABLE_TESTS=OFF -DENABLE_EXAMPLES=OFF -DBUILD_VERSION=1.28.0 -DCMAKE_C_FLAGS=-fPIC \
    -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$PREFIX"
  cmake --build "$1/_build" -j "$JOBS" --target install
}
# Debian ships the Intel decimal library's headers and libbidgcc000.a (the call-by-value,
# no-global-state variant DocumentDB's own script builds) but no pkg-config file.
write_intelmathlib_pc() {
  mkdir -p "$PREFIX/pkgconfig"
  cat >"$PREFIX/pkgconfig/intelmathlib.pc" <<'PC'
Name: intelmathlib
Description: Intel Decimal Floating-Point Math Library (Debian libintelrdfpmath-dev)
Version: 2.0
Cflags: -I/usr/include
Libs: -L/usr/lib/x86_64-linux-gnu -lbidgcc000
PC
}
build_pgxs() { make -C "$1" -j "$JOBS" PG_CONFIG="$PG_CONFIG" with_llvm=no && make -C "$1" install PG_CONFIG="$PG_CONFIG" with_llvm=no; }
build_documentdb() {
  # Outside a git checkout the version header would read "unknown"; FerretDB only warns, but say which.
  mkdir -p "$1/pg_documentdb/build/include/metadata"
  local d
  for d in pg_documentdb_core pg_documentdb pg_documentdb_extended_rum; do
    make -C "$1/$d" -j "$JOBS" PG_CONFIG="$PG_CONFIG" with_llvm=no
    make -C "$1/$d" install PG_CONFIG="$PG_CONFIG" with_llvm=no
  done
}

build_ferretdb() {
  local bin="$CACHE/bin/ferretdb"
  stamp_ok ferretdb "$FERRETDB_VERSION" && [ -x "$bin" ] && return
  command -v go >/dev/null || { [ -x /usr/local/go/bin/go ] && PATH="$PATH:/usr/local/go/bin"; } || true
  command -v go >/dev/null || die "Go is required to build FerretDB from the Go module proxy"
  log "building FerretDB $FERRETDB_VERSION (Go module; a few minutes the first time)"
  mkdir -p "$CACHE/bin"
  # GONOSUMDB: github.com/FerretDB/wire is missing from the checksum database (go.sum still checks it).
  GOTOOLCHAIN="$FERRETDB_GO" GONOSUMDB=github.com/FerretDB/wire GOBIN="$CACHE/bin" CGO_ENABLED=0 \
    go install -trimpath "github.com/FerretDB/FerretDB/v2/cmd/ferretdb@$FERRETDB_VERSION" >"$BUILD/ferretdb.log" 2>&1 ||
    { tail -40 "$BUILD/ferretdb.log" >&2; die "building FerretDB failed"; }
  stamp ferretdb "$FERRETDB_VERSION"
}

build_extensions() {
  apt_packages
  export PKG_CONFIG_PATH="$PREFIX/lib/pkgconfig:$PREFIX/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
  # A stamp without its library (a reinstalled PostgreSQL package) means: build again.
  local libdir so sum
  libdir=$("$PG_CONFIG" --pkglibdir)
  for so in pg_cron vector pg_documentdb_core pg_documentdb pg_documentdb_extended_rum; do
    [ -f "$libdir/$so.so" ] || rm -f "$PG_EXT_DIR"/nes-*.stamp
  done
  IFS='|' read -r _ _ _ sum <<<"$(source_line documentdb-main-5b104c95)"
  stamp_ok documentdb-main-5b104c95 "$sum" && stamp_ok pg_cron-v1.6.3 "$(source_line pg_cron-v1.6.3 | cut -d'|' -f4)" &&
    stamp_ok pgvector-v0.8.0 "$(source_line pgvector-v0.8.0 | cut -d'|' -f4)" && return
  build_source libbson-1.28.0 build_libbson
  write_intelmathlib_pc
  build_source pg_cron-v1.6.3 build_pgxs
  build_source pgvector-v0.8.0 build_pgxs
  build_source documentdb-main-5b104c95 build_documentdb
}

mkdir -p "$BUILD"
started=$(date +%s)
build_ferretdb & fp=$!
build_extensions & ep=$!
wait $ep || { kill $fp 2>/dev/null; die "PostgreSQL extensions failed"; }
wait $fp || die "FerretDB failed"
log "ready in $(($(date +%s) - started)) s"
