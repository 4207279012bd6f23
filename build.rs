//! Turns the learned evaluation's weights file (`assets/net/evaluation.safetensors`, read
//! with the safetensors crate) into tensors the program holds as plain bytes
//! (`$OUT_DIR/net/`, and `$OUT_DIR/net_built_in.rs` naming them), so that the bot worker
//! carries the weights without a JSON reader for the file's header (`ai::learned`).
//!
//! Also writes the English messages the page carries built in (`assets/i18n/en.ftl`)
//! without their comments (`$OUT_DIR/en.ftl`, `table::i18n::ENGLISH_FTL`): notes for
//! translators, not texts, and bytes of every first load.

use safetensors::SafeTensors;
use std::fmt::Write as _;
use std::{env, fs, path::PathBuf};

const WEIGHTS: &str = "assets/net/evaluation.safetensors";
const ENGLISH: &str = "assets/i18n/en.ftl";

/// `ENGLISH` without its comment lines (Fluent's `#`, `##`, `###`: a line starting with
/// `#`; a pattern's own lines are indented, so none of them is one).
fn english_without_comments(out: &std::path::Path) {
    let text = fs::read_to_string(ENGLISH).unwrap_or_else(|e| panic!("{ENGLISH}: {e}"));
    let kept: String = text.split_inclusive('\n').filter(|line| !line.starts_with('#')).collect();
    fs::write(out.join("en.ftl"), kept).expect("en.ftl written");
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
