//! Turns the learned evaluation's weights file (`assets/net/evaluation.safetensors`, read
//! with the safetensors crate) into tensors the program holds as plain bytes
//! (`$OUT_DIR/net/`, and `$OUT_DIR/net_built_in.rs` naming them), so that the bot worker
//! carries the weights without a JSON reader for the file's header (`ai::learned`).
//!
//! Also writes the English messages (`assets/i18n/en.ftl`) without their comments
//! (`$OUT_DIR/en.ftl`, `table::i18n::ENGLISH_FTL`): notes for translators, not texts. And
//! the part of them the page carries built in (`$OUT_DIR/en-first.ftl`,
//! `table::i18n::ENGLISH_FIRST_FTL`): the new-game screen's texts and what the page may
//! say as it loads. The rest (the table's, the replay's, the dialogs') comes with the
//! whole file, which the page fetches after its first render (`ui::i18n`); the table and
//! the replay wait for it, as they wait for another language's file. So the texts of a
//! game are not bytes of every first load.

use safetensors::SafeTensors;
use std::fmt::Write as _;
use std::{env, fs, path::PathBuf};

const WEIGHTS: &str = "assets/net/evaluation.safetensors";
const ENGLISH: &str = "assets/i18n/en.ftl";

/// The messages built in: those with these prefixes (ending in `-`) or these ids, and
/// every term (`-vp`: the messages refer to them). The new-game screen's, with its form,
/// results, rating, today's deal, rivals, recent games and import; the update banner and
/// the manifest, which the page applies as it loads; the damaged save's message and the
/// notices a page may show as it loads ("?" opens "How to play", whose texts come with
/// the whole file).
const FIRST: [&str; 36] = [
    "app-",
    "lang-",
    "update-",
    "manifest-",
    "ok",
    "close",
    "cancel",
    "help-open",
    "setup-",
    "field-",
    "players-",
    "edition-",
    "extra-roles-",
    "seat-",
    "seed-",
    "speed-",
    "level-",
    "rival-",
    "name-",
    "you-name",
    "start",
    "back-to-game",
    "import-",
    "confirm-",
    "learn-",
    "stats-",
    "rating-",
    "daily-",
    "recent-",
    "list-",
    "prices-",
    "damaged-",
    "save-",
    "notice-lang-failed",
    "notice-resume-failed",
    "notice-link-failed",
];

/// Whether an entry's first line (`id = …`) starts an entry built in.
fn first(line: &str) -> bool {
    let id = line.split(" =").next().unwrap_or_default().trim_end();
    id.starts_with('-') || FIRST.iter().any(|p| if p.ends_with('-') { id.starts_with(p) } else { id == *p })
}

/// `ENGLISH` without its comment lines (Fluent's `#`, `##`, `###`: a line starting with
/// `#`; a pattern's own lines are indented, so none of them is one), whole and as the
/// part built in.
fn english_without_comments(out: &std::path::Path) {
    let text = fs::read_to_string(ENGLISH).unwrap_or_else(|e| panic!("{ENGLISH}: {e}"));
    let kept: Vec<&str> = text.split_inclusive('\n').filter(|line| !line.starts_with('#')).collect();
    fs::write(out.join("en.ftl"), kept.concat()).expect("en.ftl written");
    let (mut built_in, mut keep) = (String::new(), false);
    for line in kept {
        // An entry starts with its identifier; every other line (indented, a `}` or a
        // variant's `[` or `*` at the margin, a blank one) goes with the entry before it.
        if line.starts_with(|c: char| c.is_ascii_alphabetic() || c == '-') {
            keep = first(line);
        }
        if keep {
            built_in.push_str(line);
        }
    }
    fs::write(out.join("en-first.ftl"), built_in).expect("en-first.ftl written");
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
