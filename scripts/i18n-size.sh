#!/usr/bin/env bash
# What an i18n library costs in wasm, measured the same way for each candidate: three
# tiny cdylib crates (in a temporary directory) with the same entry point, which reads
# a message file given at run time and formats one plural message, plus a little std
# work (a map, float formatting) that any app has:
#   base    - no library (the std work alone)
#   fluent  - fluent-bundle (Project Fluent: .ftl text, CLDR plural rules)
#   gettext - the gettext crate (.mo catalogue, plural forms from its header)
# Built for wasm32 with the app's release settings (LTO, one codegen unit, opt-level z)
# and wasm-opt -Oz; prints each .wasm's gzip -9 size. docs/MEASUREMENTS.md has the figures.
#
#   scripts/i18n-size.sh
set -euo pipefail
# shellcheck source=scripts/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
wasm_env
dir="$(mktemp -d)"
trap 'rm -rf "$dir"' EXIT
cd "$dir"
cat > Cargo.toml <<'TOML'
[workspace]
members = ["sz_base", "sz_fluent", "sz_gettext"]
resolver = "2"
[profile.release]
opt-level = "z"
lto = true
codegen-units = 1
TOML
extra='
fn extra(src: &str, n: u32) -> usize {
    let mut m = std::collections::HashMap::new();
    for l in src.lines() { if let Some((k, v)) = l.split_once(char::from(61)) { m.insert(k.trim().to_string(), v.trim().to_string()); } }
    let f = format!("{:.1} {:?} {}", n as f64 / 3.0, m.get("y"), n as u64 * 7);
    let v: Vec<char> = f.chars().rev().collect();
    v.len() + m.len() + f.parse::<f64>().map(|x| x as usize).unwrap_or(0)
}'
crate() { # name, dependencies, body of run(src: &str, bytes: &[u8], n: u32) -> usize
    mkdir -p "$1/src"
    printf '[package]\nname = "%s"\nversion = "0.1.0"\nedition = "2021"\n[lib]\ncrate-type = ["cdylib"]\n[dependencies]\n%s\n' "$1" "$2" > "$1/Cargo.toml"
    cat > "$1/src/lib.rs" <<RS
#[no_mangle]
pub extern "C" fn run(ptr: *const u8, len: usize, n: u32) -> usize {
    let bytes = unsafe { std::slice::from_raw_parts(ptr, len) };
    let src = std::str::from_utf8(bytes).unwrap_or("");
    $3
}
$extra
RS
}
crate sz_base '' 'src.lines().find(|l| l.starts_with("x")).unwrap_or("").replace("{n}", &n.to_string()).len() + extra(src, n)'
crate sz_fluent 'fluent-bundle = "0.16"
unic-langid = "0.9"' '
    let (lang, ftl) = src.split_once(char::from(10)).unwrap_or(("en", src));
    let res = fluent_bundle::FluentResource::try_new(ftl.to_string()).unwrap_or_else(|(r, _)| r);
    let id: unic_langid::LanguageIdentifier = lang.parse().unwrap_or_default();
    let mut b = fluent_bundle::FluentBundle::new(vec![id]);
    b.set_use_isolating(false);
    let _ = b.add_resource(res);
    let Some(p) = b.get_message("x").and_then(|m| m.value()) else { return 0 };
    let mut args = fluent_bundle::FluentArgs::new();
    args.set("count", n);
    let mut errors = vec![];
    b.format_pattern(p, Some(&args), &mut errors).len() + extra(src, n)'
crate sz_gettext 'gettext = "0.4"' '
    let Ok(cat) = gettext::Catalog::parse(bytes) else { return 0 };
    cat.ngettext("{n} card", "{n} cards", n as u64).replace("{n}", &n.to_string()).len() + extra(src, n)'
cargo build -q --release --target wasm32-unknown-unknown
for c in sz_base sz_fluent sz_gettext; do
    "$ROOT/node_modules/.bin/wasm-opt" -Oz --all-features "target/wasm32-unknown-unknown/release/$c.wasm" -o "$c.wasm"
    printf '%-11s %8d bytes, gzip -9 %7d bytes\n' "${c#sz_}" "$(stat -c%s "$c.wasm")" "$(gzip -9c "$c.wasm" | wc -c)"
done
