#!/usr/bin/env bash
# Builds the web app and serves it on http://127.0.0.1:${PORT:-8080}/ (trunk serve:
# rebuilds and reloads the page when sources change). Installs whatever is missing first.
#
# It serves from a folder of its own, target/serve/ (SERVE_DIST to change it), never
# dist/: dist/ is the release build to deploy (`trunk build --release --offline`,
# docs/DEPLOY.md), which a `trunk serve` build (its live-reload socket injected into
# the page) must not overwrite.
#
#   scripts/play.sh                 # then open the printed URL
#   PORT=9000 scripts/play.sh
#   scripts/play.sh --no-autoreload # extra arguments go to `trunk serve`
set -euo pipefail
# shellcheck source=scripts/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

"$ROOT/scripts/setup.sh"
wasm_env
port="${PORT:-8080}"
serve_dist="${SERVE_DIST:-$ROOT/target/serve}"
log "building (first build compiles std + all crates: a few minutes) and serving from $serve_dist"
note "open http://127.0.0.1:$port/ once trunk says 'server listening'; Ctrl-C stops it"
note "dist/ (the release build to deploy) is left as it is"
exec trunk serve --release --offline --dist "$serve_dist" --address 127.0.0.1 --port "$port" "$@"
