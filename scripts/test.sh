#!/usr/bin/env bash
# Runs every test: native Rust tests, the wasm release build, and the browser
# end-to-end tests in tests/e2e/ (headless Chromium via playwright-core).
# Installs whatever is missing first (scripts/setup.sh). Exits non-zero on any failure.
#
#   scripts/test.sh
#   SKIP_NATIVE=1 scripts/test.sh   # only the wasm build + browser tests
set -uo pipefail
# shellcheck source=scripts/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

start=$(now)
failed=()
timings=()
step() { # name, command...
    local name="$1" t rc
    shift
    log "$name"
    t=$(now)
    "$@"
    rc=$?
    timings+=("$name: $(( $(now) - t )) s")
    if [ "$rc" != 0 ]; then
        printf 'FAILED (exit %s): %s\n' "$rc" "$name" >&2
        failed+=("$name")
    fi
    return "$rc"
}

step "setup" "$ROOT/scripts/setup.sh" --with-browser || exit 1

# Native tests with the caller's toolchain; release because the rules' property tests are heavy.
if [ -z "${SKIP_NATIVE:-}" ]; then
    step "cargo test --release" env PATH="$ORIG_PATH:$CARGO_BIN" cargo test --release
    # The training tool (tools/train, a workspace member of its own: candle): its tests
    # train a few steps on games they play.
    step "cargo test --release -p san-juan-train" env PATH="$ORIG_PATH:$CARGO_BIN" cargo test --release -p san-juan-train
fi

# Lints, as errors: the native code (rules, bots, tests, benches) and the browser code
# (wasm32 only). Skipped, and said so, where the toolchain has no clippy (Debian's
# rustc-web, the wasm fallback of scripts/setup.sh, ships none).
lint() ( # native|wasm
    # The test drivers' feature too: the seed search (examples/guide_seed.rs) needs it.
    local what=(--workspace --all-targets --features san-juan/test-drivers)
    if [ "$1" = wasm ]; then
        wasm_env
        what=(--target wasm32-unknown-unknown --bins)
    else
        export PATH="$ORIG_PATH:$CARGO_BIN"
    fi
    if ! cargo clippy --version >/dev/null 2>&1; then
        note "no clippy in this toolchain ($(cargo --version)): $1 lints skipped"
        return 0
    fi
    cargo clippy "${what[@]}" -- -D warnings
)
# The layout of the code is cargo fmt's (rustfmt.toml); skipped, and said so, where the
# toolchain has no rustfmt.
fmt_check() (
    export PATH="$ORIG_PATH:$CARGO_BIN"
    if ! cargo fmt --version >/dev/null 2>&1; then
        note "no rustfmt in this toolchain ($(cargo --version)): format check skipped"
        return 0
    fi
    cargo fmt --all --check
)
if [ -z "${SKIP_NATIVE:-}" ]; then
    step "cargo fmt --check" fmt_check
    step "cargo clippy (native, warnings are errors)" lint native
    # The doc comments' links: a broken or private link is an error, as a lint is.
    step "cargo doc (warnings are errors)" \
        env PATH="$ORIG_PATH:$CARGO_BIN" RUSTDOCFLAGS="-D warnings" cargo doc --no-deps --quiet
fi
step "cargo clippy (wasm32 UI, warnings are errors)" lint wasm

wasm_build() ( # extra trunk arguments...
    wasm_env
    note "wasm toolchain: $SAN_JUAN_WASM_MODE ($(cargo --version))"
    trunk build --release --offline "$@"
)
# The app served under a sub-path (as on a static host's project page) too: catches
# root-absolute URLs, e.g. a worker spawned from "/worker.js", and checks that the
# service worker, its scope and the manifest work there.
SUBPATH=/san-juan/
SUBPATH_TESTS=(tests/e2e/smoke.test.mjs tests/e2e/offline.test.mjs)
if step "trunk build --release --offline" wasm_build; then
    step "browser end-to-end tests (node --test)" node --test tests/e2e/*.test.mjs
    # dist/ itself has a relative base (Trunk.toml public_url = "./"): the same files
    # must work under a sub-path.
    step "dist/ served under $SUBPATH: smoke + offline tests" \
        env E2E_PUBLIC_URL="$SUBPATH" node --test "${SUBPATH_TESTS[@]}"
else
    failed+=("browser end-to-end tests (not run: no bundle)")
fi

# A bundle built for an absolute sub-path (docs/DEPLOY.md). Cargo's work is cached, so
# this costs one more wasm-bindgen + wasm-opt pass.
SUBPATH_DIST="$ROOT/target/dist-subpath"
if step "trunk build --public-url $SUBPATH" wasm_build --public-url "$SUBPATH" --dist "$SUBPATH_DIST"; then
    step "smoke + offline tests under $SUBPATH (node --test)" \
        env E2E_DIST="$SUBPATH_DIST" E2E_PUBLIC_URL="$SUBPATH" node --test "${SUBPATH_TESTS[@]}"
else
    failed+=("smoke + offline tests under $SUBPATH (not run: no bundle)")
fi

log "summary ($(( $(now) - start )) s)"
for t in "${timings[@]}"; do note "$t"; done
if [ "${#failed[@]}" -gt 0 ]; then
    for f in "${failed[@]}"; do printf 'FAILED: %s\n' "$f" >&2; done
    exit 1
fi
echo "all tests passed" >&2
