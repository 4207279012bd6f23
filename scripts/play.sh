#!/usr/bin/env bash
# Builds the web app and serves it on http://127.0.0.1:${PORT:-8080}/ (trunk serve:
# rebuilds and reloads the page when sources change). Installs whatever is missing first.
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
log "building (first build compiles std + all crates: a few minutes) and serving"
note "open http://127.0.0.1:$port/ once trunk says 'server listening'; Ctrl-C stops it"
exec trunk serve --release --offline --address 127.0.0.1 --port "$port" "$@"
