//! Turns the learned evaluation's weights file (`assets/net/evaluation.safetensors`, read
//! with the safetensors crate) into tensors the program holds as plain bytes
//! (`$OUT_DIR/net/`, and `$OUT_DIR/net_built_in.rs` naming them), so that the bot worker
//! carries the weights without a JSON reader for the file's header (`ai::learned`).
//!
//! Also writes the English messages (`assets/i18n/en.ftl`) without their comments
//! (`$OUT_DIR/en.ftl`, `table::i18n::ENGLISH_FTL`): notes for translators, not texts. And
//! the part of them the page carries built in (`$OUT_DIR/en-first.ftl`,
//! `table::i18n::ENGLISH_FIRST_FTL`): all but the texts no screen shows as it opens, which
//! the page fetches with the whole file after its first render (`ui::i18n`), so they are
//! not bytes of every first load: "How to play" (`help-`, `keys-`, the roles' `.help`),
//! the game review (`review-`), the hints' answers (`hint-`), the guide's callouts
//! (`guide-`: the guide waits for them, `ui::components::guide`), and the cards' full
//! texts (`.full`).

use safetensors::SafeTensors;
use std::fmt::Write as _;
use std::{env, fs, path::PathBuf};

const WEIGHTS: &str = "assets/net/evaluation.safetensors";
const ENGLISH: &str = "assets/i18n/en.ftl";

/// The messages fetched after the first render: those with these prefixes…
const LATER_PREFIXES: [&str; 5] = ["help-", "keys-", "review-", "hint-", "guide-"];
/// …but for these, which show as their screen opens (the "?" button, the score pad's
/// "Review this game", the replay's "Review this seat", the hint button, the crane's
/// prompts).
const FIRST_ANYWAY: [&str; 6] = ["help-open", "review-start", "review-seat", "hint-ask", "hint-crane-new-or-over", "hint-crane-over"];
/// The attributes fetched after the first render: a card's full text (in its details), a
/// role's help (in "How to play").
const LATER_ATTRIBUTES: [&str; 2] = ["    .full =", "    .help ="];

/// Whether an entry's first line (`id = …`) starts a message fetched later.
fn later(line: &str) -> bool {
    let id = line.split(" =").next().unwrap_or_default();
    LATER_PREFIXES.iter().any(|p| id.starts_with(p)) && !FIRST_ANYWAY.contains(&id)
}

/// `ENGLISH` without its comment lines (Fluent's `#`, `##`, `###`: a line starting with
/// `#`; a pattern's own lines are indented, so none of them is one), whole and as the
/// first render's part.
fn english_without_comments(out: &std::path::Path) {
    let text = fs::read_to_string(ENGLISH).unwrap_or_else(|e| panic!("{ENGLISH}: {e}"));
    let kept: Vec<&str> = text.split_inclusive('\n').filter(|line| !line.starts_with('#')).collect();
    fs::write(out.join("en.ftl"), kept.concat()).expect("en.ftl written");
    let (mut first, mut in_later, mut in_attribute) = (String::new(), false, false);
    for line in kept {
        // An entry starts with its identifier; every other line (indented, a `}` or a
        // variant's `[` or `*` at the margin, a blank one) goes on the entry before it.
        if line.starts_with(|c: char| c.is_ascii_alphabetic() || c == '-') {
            (in_later, in_attribute) = (later(line), false);
        } else if line.starts_with("    .") {
            in_attribute = LATER_ATTRIBUTES.iter().any(|a| line.starts_with(a));
        }
        if !(in_later || in_attribute) {
            first.push_str(line);
        }
    }
    fs::write(out.join("en-first.ftl"), first).expect("en-first.ftl written");
}

fn main() {
    println!("cargo:rerun-if-changed={WEIGHTS}");
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed={ENGLISH}");
    let out = PathBuf::from(env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    english_without_comments(&out);
    let bytes = fs::read(WEIGHTS).unwrap_or_else(|e| panic!("{WEIGHTS}: {e}"));
    let (_, meta) = SafeTensors::read_metadata(&bytes).unwrap_or_else(|e| panic!("{WEIGHTS}: {e}"));
    let file = SafeTensors::deserialize(&bytes).unwrap_or_else(|e| panic!("{WEIGHTS}: {e}"));
    let dir = out.join("net");
    fs::create_dir_all(&dir).expect("a folder in OUT_DIR");
    let mut code = String::from("/// The weights file's tensors: name, type (`I8`, `F32`), shape and bytes.\n");
    code.push_str("pub const BUILT_IN_TENSORS: &[(&str, &str, &[usize], &[u8])] = &[\n");
    let mut names: Vec<String> = file.names().into_iter().map(str::to_string).collect();
    names.sort();
    for name in names {
        let tensor = file.tensor(&name).expect("a tensor it names");
        fs::write(dir.join(&name), tensor.data()).expect("a tensor written");
        let dtype = format!("{:?}", tensor.dtype());
        let shape = tensor.shape();
        writeln!(code, "    ({name:?}, {dtype:?}, &{shape:?}, include_bytes!(concat!(env!(\"OUT_DIR\"), \"/net/{name}\"))),").unwrap();
    }
    code.push_str("];\n/// The weights file's metadata: the command, seed and data digest that made it, and more.\n");
    code.push_str("pub const BUILT_IN_METADATA: &[(&str, &str)] = &[\n");
    let mut metadata: Vec<(String, String)> = meta.metadata().clone().unwrap_or_default().into_iter().collect();
    metadata.sort();
    for (key, value) in metadata {
        writeln!(code, "    ({key:?}, {value:?}),").unwrap();
    }
    code.push_str("];\n");
    fs::write(out.join("net_built_in.rs"), code).expect("net_built_in.rs written");
}
