#!/usr/bin/env bash
# Installs what building (and, with --with-browser, testing) the web app needs.
# Idempotent: each piece is checked first and installed only when missing or of the
# wrong version, so a second run takes seconds. Cargo tools go to ~/.cargo/bin, npm
# tools to ./node_modules, Debian packages through apt-get (as root, or via sudo).
#
#   scripts/setup.sh                 # wasm toolchain, trunk, wasm-bindgen, wasm-opt
#   scripts/setup.sh --with-browser  # also Chromium and CJK fonts for tests/e2e (playwright-core
#                                    # and axe-core come with the npm tools in any case)
set -euo pipefail
# shellcheck source=scripts/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

WITH_BROWSER=0
for arg in "$@"; do
    case "$arg" in
        --with-browser) WITH_BROWSER=1 ;;
        -h|--help) sed -n '2,9p' "$0"; exit 0 ;;
        *) die "unknown argument: $arg" ;;
    esac
done

export DEBIAN_FRONTEND=noninteractive
APT_UPDATED=0
apt_install() {
    have apt-get || die "missing $*, and no apt-get to install it with: install it by hand"
    if [ "$APT_UPDATED" = 0 ]; then
        log "apt-get update"
        as_root apt-get update -q
        APT_UPDATED=1
    fi
    log "apt-get install $*"
    as_root apt-get install -y -q "$@" </dev/null
}

start=$(now)

# --- 1. A Rust compiler + std for wasm32-unknown-unknown --------------------------
mode="$(detect_wasm_toolchain)"
want="${SAN_JUAN_WASM_TOOLCHAIN:-any}"
if [ -z "$mode" ] && [ "$want" != debian ] && have rustup; then
    # Works with normal internet; where rustup's host is unreachable it hangs, so bound it.
    log "rustup target add $WASM_TARGET (60 s limit)"
    if (cd "$ROOT" && PATH="$ORIG_PATH:$CARGO_BIN" timeout -k 5 60 rustup target add "$WASM_TARGET" </dev/null); then
        mode=rustup
    else
        note "rustup could not fetch the $WASM_TARGET std (no network to its host?); trying Debian's rustc-web"
    fi
fi
if [ -z "$mode" ] && [ "$want" != rustup ]; then
    apt_install rustc-web cargo-web rust-web-src lld
    mode="$(SAN_JUAN_WASM_TOOLCHAIN=debian detect_wasm_toolchain)"
fi
[ -n "$mode" ] || die "could not set up a $WASM_TARGET toolchain (tried rustup and Debian's rustc-web)"
note "wasm32 toolchain: $mode"

# --- 2. Node.js (wasm-opt from npm runs on it; so do the e2e tests) ----------------
if ! have node || ! have npm; then
    apt_install nodejs npm
fi
node_major="$(node -p 'process.versions.node.split(".")[0]')"
[ "$node_major" -ge 18 ] || die "Node.js >= 18 needed (found $(node --version))"

# --- 3. Cargo-installed tools (cached in ~/.cargo/bin) ----------------------------
# `cargo install` uses the caller's cargo (rustup's on a normal machine).
cargo_install() {
    log "cargo install $*"
    PATH="$ORIG_PATH:$CARGO_BIN" cargo install "$@" </dev/null
}

if have trunk && trunk --version 2>/dev/null | grep -Eq "$TRUNK_PATTERN"; then
    note "trunk: $(trunk --version) (present)"
else
    t=$(now)
    cargo_install trunk --version "$TRUNK_REQ" --locked
    note "trunk installed in $(( $(now) - t )) s"
fi

WB_VERSION="$(wasm_bindgen_version)"
if [ "$("$CARGO_BIN/wasm-bindgen" --version 2>/dev/null || true)" = "wasm-bindgen $WB_VERSION" ]; then
    note "wasm-bindgen: $WB_VERSION (present)"
else
    t=$(now)
    # No --locked: one of the CLI's locked dependencies is gone from the registry.
    cargo_install wasm-bindgen-cli --version "=$WB_VERSION" --force
    note "wasm-bindgen installed in $(( $(now) - t )) s"
fi
grep -q "wasm_bindgen = \"$WB_VERSION\"" "$ROOT/Trunk.toml" \
    || die "Trunk.toml [tools] wasm_bindgen must be \"$WB_VERSION\" (the version in Cargo.lock)"

# --- 4. npm tools: binaryen (wasm-opt), playwright-core and axe-core ---------------
# Installed from package-lock.json only when it changed since the last install (or a
# tool is missing), so a machine set up once runs this offline.
stamp="$ROOT/node_modules/.san-juan-setup-stamp"
lock_sum="$(sha256sum "$ROOT/package-lock.json" | cut -d' ' -f1)"
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$lock_sum" ] && [ -x "$ROOT/node_modules/.bin/wasm-opt" ] \
    && [ -f "$ROOT/node_modules/playwright-core/package.json" ] && [ -f "$ROOT/node_modules/axe-core/axe.min.js" ]; then
    note "node_modules: up to date"
else
    log "npm ci"
    (cd "$ROOT" && npm ci --no-audit --no-fund </dev/null)
    printf '%s\n' "$lock_sum" > "$stamp"
fi
wasm_opt_seen="$("$ROOT/node_modules/.bin/wasm-opt" --version)"
case "$wasm_opt_seen" in
    *"($WASM_OPT_VERSION)"*) note "wasm-opt: $wasm_opt_seen" ;;
    *) die "node_modules wasm-opt is '$wasm_opt_seen', Trunk.toml wants $WASM_OPT_VERSION" ;;
esac

# --- 5. A browser for the end-to-end tests ------------------------------------------
if [ "$WITH_BROWSER" = 1 ]; then
    chromium="${CHROMIUM:-/usr/bin/chromium}"
    if [ -x "$chromium" ]; then
        note "chromium: $chromium (present)"
    elif [ -n "${CHROMIUM:-}" ]; then
        die "CHROMIUM=$CHROMIUM is not executable"
    else
        # Never `npx playwright install`: it downloads a browser build of its own.
        apt_install chromium chromium-driver
    fi
    # CJK glyphs for the Chinese table (tests/e2e/i18n.test.mjs takes screenshots of it):
    # the page loads no font of its own, so the system must have one (styles/main.css
    # lists the usual ones). fontconfig says whether one is there.
    if have fc-list && [ -n "$(fc-list :lang=zh-tw family 2>/dev/null | head -n1)" ]; then
        note "CJK fonts: $(fc-list :lang=zh-tw family | head -n1) (present)"
    else
        apt_install fonts-noto-cjk
    fi
fi

note "setup done in $(( $(now) - start )) s"
