# shellcheck shell=bash
# Shared helpers for scripts/setup.sh, scripts/test.sh and scripts/play.sh (sourced, not run).
#
# Two ways to get a wasm32-unknown-unknown compiler + std, chosen by checking what works:
#   rustup  - `rustup target add wasm32-unknown-unknown` (an ordinary dev machine)
#   debian  - Debian's rustc-web/cargo-web/rust-web-src + lld, std built from source with
#             -Zbuild-std (machines whose network reaches only the package registries,
#             where rustup's download host is unreachable). See shared/reference/TOOLCHAIN.md.
# Force one with SAN_JUAN_WASM_TOOLCHAIN=rustup|debian.

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CARGO_BIN="${CARGO_HOME:-$HOME/.cargo}/bin"
WASM_TARGET=wasm32-unknown-unknown
TRUNK_REQ='^0.21'          # trunk 0.22 needs rustc >= 1.96.1
TRUNK_PATTERN='^trunk 0\.21\.'
WASM_OPT_VERSION=version_132  # must match Trunk.toml [tools] wasm_opt (npm package binaryen 132)

# The PATH the caller started with (native builds and `cargo install` use it).
ORIG_PATH="${SAN_JUAN_ORIG_PATH:-$PATH}"
export SAN_JUAN_ORIG_PATH="$ORIG_PATH"
# Make sure ~/.cargo/bin is searched even in a login-less shell (CI).
case ":$PATH:" in *":$CARGO_BIN:"*) ;; *) PATH="$PATH:$CARGO_BIN" ;; esac
export PATH

log() { printf '\n==> %s\n' "$*" >&2; }
note() { printf '    %s\n' "$*" >&2; }
die() { printf 'error: %s\n' "$*" >&2; exit 1; }
have() { command -v "$1" >/dev/null 2>&1; }

# Run as root: directly when we are root, else through sudo.
as_root() {
    if [ "$(id -u)" = 0 ]; then "$@"; elif have sudo; then sudo "$@"; else
        die "need root for: $* (no sudo found)"
    fi
}

# Seconds since the epoch, for step timings.
now() { date +%s; }

# The wasm-bindgen version the build uses: Cargo.lock if present, else the `=x.y.z` pin in Cargo.toml.
wasm_bindgen_version() {
    local v=""
    if [ -f "$ROOT/Cargo.lock" ]; then
        v="$(awk '$0 == "name = \"wasm-bindgen\"" { getline; gsub(/version = |"/, ""); print; exit }' "$ROOT/Cargo.lock")"
    fi
    if [ -z "$v" ]; then
        v="$(sed -n 's/^wasm-bindgen *= *"=\([0-9][0-9.]*\)".*/\1/p' "$ROOT/Cargo.toml" | head -n1)"
    fi
    [ -n "$v" ] || die "cannot find the wasm-bindgen version in Cargo.lock or Cargo.toml"
    printf '%s\n' "$v"
}

# Does rustup's active toolchain (for this repo) already have the wasm32 std?
rustup_has_wasm() {
    have rustup && (cd "$ROOT" && PATH="$ORIG_PATH:$CARGO_BIN" timeout 30 rustup target list --installed 2>/dev/null </dev/null) \
        | grep -qx "$WASM_TARGET"
}

# Is Debian's web toolchain (rustc-web with the std sources, and wasm-ld) installed?
debian_has_wasm() {
    [ -x /usr/bin/rustc ] && [ -x /usr/bin/cargo ] && [ -f /usr/lib/rustlib/src/rust/library/Cargo.lock ] \
        && { have wasm-ld || [ -x /usr/bin/wasm-ld ]; } \
        && /usr/bin/rustc --print target-list 2>/dev/null | grep -qx "$WASM_TARGET"
}

# Prints rustup or debian if one is ready (no installs, no network), else nothing.
detect_wasm_toolchain() {
    case "${SAN_JUAN_WASM_TOOLCHAIN:-}" in
        rustup) rustup_has_wasm && echo rustup; return 0 ;;
        debian) debian_has_wasm && echo debian; return 0 ;;
        "") ;;
        *) die "SAN_JUAN_WASM_TOOLCHAIN must be rustup or debian, not '$SAN_JUAN_WASM_TOOLCHAIN'" ;;
    esac
    if rustup_has_wasm; then echo rustup; elif debian_has_wasm; then echo debian; fi
}

# Set up the environment for trunk / wasm builds (call after setup.sh).
wasm_env() {
    local mode
    mode="$(detect_wasm_toolchain)"
    [ -n "$mode" ] || die "no wasm32 toolchain found: run scripts/setup.sh"
    unset RUSTC RUSTDOC RUSTC_WRAPPER
    case "$mode" in
        rustup)
            PATH="$ROOT/node_modules/.bin:$CARGO_BIN:$ORIG_PATH"
            ;;
        debian)
            # /usr/bin first so trunk's `cargo` is Debian's (its LLVM has the wasm backend);
            # trunk and wasm-bindgen come from ~/.cargo/bin, wasm-opt from node_modules.
            PATH="$ROOT/node_modules/.bin:/usr/bin:$CARGO_BIN:$ORIG_PATH"
            unset RUSTUP_TOOLCHAIN
            export RUSTC_BOOTSTRAP=1
            export CARGO_UNSTABLE_BUILD_STD=std,panic_abort
            export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_LINKER=wasm-ld
            ;;
    esac
    export PATH
    export SAN_JUAN_WASM_MODE="$mode"
}
