#!/usr/bin/env bash
# The npm scripts of the tools and benchmarks: `tsc -b` of what the command needs, then its built
# entry with the arguments, exec'd (signals and the exit status are the command's own). With
# --help or -h and the entry built, no build: the usage at once (that of the last build).
#   bash scripts/run-built.sh "<tsc -b projects>" <built entry.js> [arguments…]
set -euo pipefail
projects=$1 entry=$2
shift 2
for a in "$@"; do
  [ "$a" = -- ] && break
  if [ "$a" = --help ] || [ "$a" = -h ]; then
    [ -f "$entry" ] && exec node "$entry" "$@"
    break
  fi
done
# shellcheck disable=SC2086 # several projects, one word each
node node_modules/typescript/bin/tsc -b $projects
exec node "$entry" "$@"
