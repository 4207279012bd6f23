//! The message files against each other and against the code: every file parses; every
//! language has exactly English's messages, attributes and variables; every message
//! id the code uses exists and none is unused; every message formats without error in
//! every language; the plural forms are right; a translation is not left in English.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use fluent_syntax::ast;

use super::i18n::{Lang, Texts, card_id, good_id, num, role_id, text};
use crate::rules::{Building, Good, Role};

/// A message file's text, read from `assets/i18n/`.
fn source(lang: Lang) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/i18n").join(lang.file());
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn resource(lang: Lang) -> ast::Resource<String> {
    fluent_syntax::parser::parse(source(lang)).unwrap_or_else(|(_, errors)| panic!("{}: {errors:?}", lang.file()))
}

/// Every variable referenced in `pattern` (into selectors, variants and the arguments
/// of term calls; never into a term's own body, whose variables are its parameters).
fn variables(pattern: &ast::Pattern<String>, out: &mut BTreeSet<String>, terms: &mut BTreeSet<String>) {
    fn inline(e: &ast::InlineExpression<String>, out: &mut BTreeSet<String>, terms: &mut BTreeSet<String>) {
        match e {
            ast::InlineExpression::VariableReference { id } => {
                out.insert(id.name.clone());
            }
            ast::InlineExpression::TermReference { id, arguments, .. } => {
                terms.insert(id.name.clone());
                for a in arguments.iter() {
                    a.positional.iter().for_each(|p| inline(p, out, terms));
                    a.named.iter().for_each(|n| inline(&n.value, out, terms));
                }
            }
            ast::InlineExpression::FunctionReference { arguments, .. } => {
                arguments.positional.iter().for_each(|p| inline(p, out, terms));
                arguments.named.iter().for_each(|n| inline(&n.value, out, terms));
            }
            ast::InlineExpression::Placeable { expression } => expr(expression, out, terms),
            ast::InlineExpression::MessageReference { id, .. } => panic!("message reference {{ {} }}: use a term", id.name),
            ast::InlineExpression::StringLiteral { .. } | ast::InlineExpression::NumberLiteral { .. } => {}
        }
    }
    fn expr(e: &ast::Expression<String>, out: &mut BTreeSet<String>, terms: &mut BTreeSet<String>) {
        match e {
            ast::Expression::Inline(i) => inline(i, out, terms),
            ast::Expression::Select { selector, variants } => {
                inline(selector, out, terms);
                for v in variants {
                    variables(&v.value, out, terms);
                }
            }
        }
    }
    for el in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = el {
            expr(expression, out, terms);
        }
    }
}

/// A file's messages: id -> (attribute, "" for the value) -> variables; and the terms
/// it defines and the terms it uses.
struct Shape {
    messages: BTreeMap<String, BTreeMap<String, BTreeSet<String>>>,
    terms_defined: BTreeSet<String>,
    terms_used: BTreeSet<String>,
}

fn shape(lang: Lang) -> Shape {
    let mut s = Shape { messages: BTreeMap::new(), terms_defined: BTreeSet::new(), terms_used: BTreeSet::new() };
    for entry in resource(lang).body {
        match entry {
            ast::Entry::Message(m) => {
                let mut parts = BTreeMap::new();
                if let Some(v) = &m.value {
                    let mut vars = BTreeSet::new();
                    variables(v, &mut vars, &mut s.terms_used);
                    parts.insert(String::new(), vars);
                }
                for a in &m.attributes {
                    let mut vars = BTreeSet::new();
                    variables(&a.value, &mut vars, &mut s.terms_used);
                    parts.insert(a.id.name.clone(), vars);
                }
                assert!(s.messages.insert(m.id.name.clone(), parts).is_none(), "{}: {} twice", lang.file(), m.id.name);
            }
            ast::Entry::Term(t) => {
                let mut vars = BTreeSet::new();
                variables(&t.value, &mut vars, &mut s.terms_used);
                s.terms_defined.insert(t.id.name.clone());
            }
            ast::Entry::Junk { content } => panic!("{}: junk {content:?}", lang.file()),
            _ => {}
        }
    }
    s
}

#[test]
fn every_file_parses_and_its_terms_are_defined() {
    for lang in Lang::ALL {
        let s = shape(lang);
        let missing: Vec<_> = s.terms_used.difference(&s.terms_defined).collect();
        assert!(missing.is_empty(), "{}: undefined terms {missing:?}", lang.file());
        assert!(Texts::parse(lang, &source(lang)).is_ok(), "{} does not load", lang.file());
    }
}

/// The English the page carries (`ENGLISH_FTL`: the file without its comments, made by
/// build.rs) is the file's messages, every one, and none of its comments.
#[test]
fn the_built_in_english_is_the_file_without_its_comments() {
    let built_in = fluent_syntax::parser::parse(super::i18n::ENGLISH_FTL.to_string()).expect("parses");
    let file = resource(Lang::En);
    // Each message and term as it parses, its comment left out.
    let messages = |r: &ast::Resource<String>| -> Vec<String> {
        r.body
            .iter()
            .filter_map(|e| match e {
                ast::Entry::Message(m) => Some(format!("{:?}", ast::Message { comment: None, ..m.clone() })),
                ast::Entry::Term(t) => Some(format!("{:?}", ast::Term { comment: None, ..t.clone() })),
                _ => None,
            })
            .collect()
    };
    assert_eq!(messages(&built_in), messages(&file));
    assert!(messages(&file).len() > 400);
    assert!(!super::i18n::ENGLISH_FTL.lines().any(|l| l.starts_with('#')));
    assert!(source(Lang::En).lines().any(|l| l.starts_with('#')), "the file has comments to leave out");
}

/// The English the page carries built in (`ENGLISH_FIRST_FTL`, build.rs) is part of the
/// whole file, every message in it as the file has it and every term; it holds each
/// message the new-game screen's code names (`ui/components/setup_screen/`, the recent
/// games, the damaged save, the app's notices as it loads); the rest comes with the file,
/// and a message not in yet shows `NOT_YET`, never its id.
#[test]
fn the_built_in_english_is_the_new_game_screens_part_of_the_file() {
    let first = fluent_syntax::parser::parse(super::i18n::ENGLISH_FIRST_FTL.to_string()).expect("parses");
    let entries = |r: &ast::Resource<String>| -> BTreeMap<String, String> {
        r.body
            .iter()
            .filter_map(|e| match e {
                ast::Entry::Message(m) => Some((m.id.name.clone(), format!("{:?}", ast::Message { comment: None, ..m.clone() }))),
                ast::Entry::Term(t) => Some((format!("-{}", t.id.name), format!("{:?}", ast::Term { comment: None, ..t.clone() }))),
                _ => None,
            })
            .collect()
    };
    let (first, file) = (entries(&first), entries(&resource(Lang::En)));
    for (id, entry) in &first {
        assert_eq!(file.get(id), Some(entry), "{id} is built in, but not as the file has it");
    }
    for id in file.keys().filter(|id| id.starts_with('-')) {
        assert!(first.contains_key(id), "the term {id} is not built in");
    }
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/ui/components");
    let mut sources: Vec<PathBuf> = std::fs::read_dir(dir.join("setup_screen")).unwrap().map(|e| e.unwrap().path()).collect();
    sources.extend(["recent_games.rs", "damaged_save.rs", "../app.rs"].map(|f| dir.join(f)));
    let named = message_ids_named_in(&sources);
    assert!(named.len() > 40, "only {} ids found in the new-game screen's code", named.len());
    for id in named {
        assert!(first.contains_key(&id), "the new-game screen names {id}, which is not built in");
    }
    assert!(first.len() * 3 < file.len(), "{} of {} entries built in", first.len(), file.len());
    let (partial, whole) = (Texts::english_first(), Texts::english());
    assert!(!partial.complete() && whole.complete());
    assert_eq!(partial.t("help-intro"), super::i18n::NOT_YET);
    assert_eq!(partial.attr(&card_id(Building::Smithy), "full", &[]), super::i18n::NOT_YET);
    assert_eq!(partial.t("start"), whole.t("start"));
    assert_ne!(whole.t("help-intro"), super::i18n::NOT_YET);
    assert_eq!(whole.t("no-such-message"), "no-such-message");
}

/// The message ids `files` name: every quoted word of lowercase letters, digits and
/// dashes that English's file knows as a message (class names and test ids drop out, but
/// for those that are a message's id too). Ids the code puts together (`level-{key}`) are
/// not seen here; the browser test of the new-game screen sees their texts.
fn message_ids_named_in(files: &[PathBuf]) -> BTreeSet<String> {
    let known: BTreeSet<String> = shape(Lang::En).messages.into_keys().collect();
    let mut out = BTreeSet::new();
    for f in files {
        let text = std::fs::read_to_string(f).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        for quoted in text.split('"').skip(1).step_by(2) {
            if known.contains(quoted) && quoted.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-') {
                out.insert(quoted.to_string());
            }
        }
    }
    out
}

/// `$you` only asks for the second person, and the code passes it with every `$name`
/// (`Names::args`): a language may use it where English does not, or leave it out
/// (Chinese says everyone alike). Every other variable must be used, and no other added.
const OPTIONAL_VARIABLES: [&str; 1] = ["you"];

#[test]
fn every_language_has_every_message_with_the_same_variables() {
    let en = shape(Lang::En).messages;
    let required = |parts: &BTreeMap<String, BTreeSet<String>>| -> BTreeMap<String, BTreeSet<String>> {
        parts.iter().map(|(k, v)| (k.clone(), v.iter().filter(|x| !OPTIONAL_VARIABLES.contains(&x.as_str())).cloned().collect())).collect()
    };
    let mut problems = Vec::new();
    for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
        let other = shape(lang).messages;
        for (id, parts) in &en {
            match other.get(id) {
                None => problems.push(format!("{}: missing {id}", lang.file())),
                Some(o)
                    if required(o) != required(parts)
                        || o.iter().any(|(k, v)| {
                            parts.get(k).is_none_or(|p| v.iter().any(|x| !(p.contains(x) || x == "you" && p.contains("name"))))
                        }) =>
                {
                    problems.push(format!("{}: {id} is {o:?}, English {parts:?}", lang.file()))
                }
                Some(_) => {}
            }
        }
        for id in other.keys().filter(|id| !en.contains_key(*id)) {
            problems.push(format!("{}: {id} is not in English", lang.file()));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Every `.rs` file under `dir`.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap().flatten() {
        let p = e.path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// The text of every `.rs` file under `src/` but this one.
fn code_text() -> String {
    let mut files = Vec::new();
    rust_files(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut files);
    files.iter().filter(|f| !f.ends_with("i18n_tests.rs")).map(|f| std::fs::read_to_string(f).unwrap()).collect()
}

/// The message ids the code writes as literals: `.t("id")` and `.f("id", …)`.
fn ids_in_code() -> BTreeMap<String, PathBuf> {
    let mut files = Vec::new();
    rust_files(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut files);
    let mut ids = BTreeMap::new();
    for f in files.into_iter().filter(|f| !f.ends_with("i18n_tests.rs")) {
        let code = std::fs::read_to_string(&f).unwrap();
        for call in [".t(", ".f("] {
            for (at, _) in code.match_indices(call) {
                // The first argument, if it is a string literal (maybe on the next line).
                let Some(rest) = code[at + call.len()..].trim_start().strip_prefix('"') else { continue };
                let id = &rest[..rest.find('"').unwrap()];
                ids.insert(id.to_string(), f.clone());
            }
        }
    }
    ids
}

#[test]
fn every_id_the_code_uses_exists_and_none_is_unused() {
    let en = shape(Lang::En).messages;
    let used = ids_in_code();
    let missing: Vec<_> = used.iter().filter(|(id, _)| !en.contains_key(*id)).collect();
    assert!(missing.is_empty(), "the code uses ids English lacks: {missing:?}");
    // The card catalogue's ids are made at run time, each with its attributes.
    let mut dynamic: BTreeMap<String, Vec<&str>> = BTreeMap::new();
    for b in Building::ALL {
        dynamic.insert(card_id(b), vec!["", "short", "full"]);
    }
    for b in super::text::SECOND_EDITION_TEXTS {
        dynamic.insert(super::text::card_text_id(b, crate::rules::Edition::Second), vec!["full", "short"]);
    }
    for r in Role::ALL {
        dynamic.insert(role_id(r), vec!["", "action", "privilege", "help"]);
    }
    for g in Good::ALL {
        dynamic.insert(good_id(g), vec![""]);
    }
    // Each guide's callout says `guide-<key>` (`text::lesson_text`).
    let guides = super::guide::Expansion::ALL.iter().flat_map(|e| e.lessons().iter());
    for lesson in super::guide::FIRST_GAME.iter().chain(guides) {
        dynamic.insert(format!("guide-{}", lesson.key), vec![""]);
    }
    for (id, attrs) in &dynamic {
        let parts = en.get(id).unwrap_or_else(|| panic!("no message {id}"));
        let have: Vec<&str> = parts.keys().map(String::as_str).collect();
        let mut want = attrs.clone();
        want.sort();
        assert_eq!(have, want, "{id}: its attributes");
    }
    // Used by the data files rather than the code (checked by `manifests_say_the_messages`).
    let by_data = ["manifest-description"];
    // Ids the code keeps in tables (How to play's parts, the setup screen's ticks) are
    // string literals passed to `.t` later: an id counts as used when the code names it.
    let code = code_text();
    let named = |id: &str| code.contains(&format!("\"{id}\""));
    let unused: Vec<_> = en
        .keys()
        .filter(|id| !used.contains_key(*id) && !dynamic.contains_key(*id) && !by_data.contains(&id.as_str()) && !named(id))
        .collect();
    assert!(unused.is_empty(), "messages no code uses: {unused:?}");
}

#[test]
fn the_bot_rosters_messages_exist_in_every_language() {
    // The roster (`ai::roster`) names each bot the form offers by a message id,
    // and a rival by three: each must be in every file, with the variables the code gives.
    let mut ids: Vec<(&str, Vec<&str>)> = Vec::new();
    for level in crate::ai::BotLevel::ALL {
        let offered = level.offered();
        ids.push((offered.name, vec![]));
        if let Some(rival) = offered.rival {
            ids.extend([(rival.seat, vec![]), (rival.style, vec!["wins"])]);
        }
    }
    assert_eq!(ids.len(), 4 + 4 * 3);
    for lang in Lang::ALL {
        let messages = shape(lang).messages;
        for (id, vars) in &ids {
            let parts = messages.get(*id).unwrap_or_else(|| panic!("{} has no {id}", lang.file()));
            let have: Vec<&str> = parts[""].iter().map(String::as_str).collect();
            assert_eq!(&have, vars, "{} {id}: its variables", lang.file());
        }
    }
}

/// Every message and attribute of `lang`, formatted with every variable set to `n`.
fn formatted(lang: Lang, n: u32) -> BTreeMap<String, String> {
    let texts = Texts::parse(lang, &source(lang)).unwrap();
    let mut out = BTreeMap::new();
    for (id, parts) in shape(Lang::En).messages {
        for (attr, vars) in parts {
            let args: Vec<(&str, _)> = vars.iter().map(|v| (v.as_str(), num(n))).collect();
            let s = if attr.is_empty() { texts.f(&id, &args) } else { texts.attr(&id, &attr, &args) };
            out.insert(if attr.is_empty() { id.clone() } else { format!("{id}.{attr}") }, s);
        }
    }
    out
}

#[test]
fn every_message_formats_in_every_language() {
    for lang in Lang::ALL {
        for n in [0, 1, 2, 3, 4, 5, 11, 21, 22, 25, 111] {
            for (id, s) in formatted(lang, n) {
                assert!(!s.contains('{') && !s.contains('}'), "{} {id} with {n}: {s}", lang.file());
                assert!(!s.trim().is_empty(), "{} {id} is empty", lang.file());
            }
        }
    }
}

#[test]
fn translations_are_not_left_in_english() {
    let en = formatted(Lang::En, 7);
    // Texts that are the same in a language: names and signs, not sentences.
    let same_everywhere =
        ["ok", "prices", "prices-separator", "list-comma", "area-buildings", "log-gold-mine-card", "name-", "help-role-line"];
    let same_in_cs = ["app-title", "good-indigo", "kind-monument", "card-park", "level-expert"];
    for lang in [Lang::Ru, Lang::Uk, Lang::Cs, Lang::ZhHant] {
        let same: Vec<_> = formatted(lang, 7)
            .into_iter()
            .filter(|(id, s)| en.get(id) == Some(s))
            .filter(|(id, _)| !same_everywhere.iter().any(|p| id.starts_with(p)))
            .filter(|(id, _)| !(lang == Lang::Cs && same_in_cs.iter().any(|p| id == p)))
            .map(|(id, s)| format!("{id} = {s}"))
            .collect();
        assert!(same.is_empty(), "{} has English texts:\n{}", lang.file(), same.join("\n"));
    }
}

#[test]
fn plural_forms_follow_each_language() {
    let hand = |lang: Lang, n: u32| Texts::parse(lang, &source(lang)).unwrap().f("area-hand", &[("count", num(n))]);
    assert_eq!(hand(Lang::En, 1), "1 card in hand");
    assert_eq!(hand(Lang::En, 5), "5 cards in hand");
    assert_eq!(
        [1, 2, 5, 21, 22, 11].map(|n| hand(Lang::Ru, n)),
        ["1 карта в руке", "2 карты в руке", "5 карт в руке", "21 карта в руке", "22 карты в руке", "11 карт в руке"]
    );
    assert_eq!([1, 2, 5, 21].map(|n| hand(Lang::Uk, n)), ["1 карта в руці", "2 карти в руці", "5 карт в руці", "21 карта в руці"]);
    assert_eq!([1, 2, 5].map(|n| hand(Lang::Cs, n)), ["1 karta v ruce", "2 karty v ruce", "5 karet v ruce"]);
    assert_eq!(hand(Lang::ZhHant, 5), "手牌 5 張");
}

#[test]
fn a_name_inside_a_sentence_keeps_its_grammar() {
    // "You" (the person who left the name empty) is said in the second person; anyone
    // else in the third, whatever the name.
    let ru = Texts::parse(Lang::Ru, &source(Lang::Ru)).unwrap();
    let line = |name: &str, you: &str| ru.f("turn-other", &[("name", text(name)), ("you", text(you)), ("decision", text("…"))]);
    assert_eq!(line("Вы", "yes"), "Вы думаете. …");
    assert_eq!(line("Кармен", "no"), "Кармен думает. …");
}

#[test]
fn the_browsers_languages_pick_one_of_five() {
    assert_eq!(Lang::detect(&["de-DE", "ru-RU", "en"]), Lang::Ru);
    assert_eq!(Lang::detect(&["zh-TW"]), Lang::ZhHant);
    assert_eq!(Lang::detect(&["zh-Hant-HK"]), Lang::ZhHant);
    assert_eq!(Lang::detect(&["uk"]), Lang::Uk);
    assert_eq!(Lang::detect(&["CS-cz"]), Lang::Cs);
    assert_eq!(Lang::detect(&["fr", "de"]), Lang::En);
    assert_eq!(Lang::detect::<&str>(&[]), Lang::En);
    // A damaged stored choice is no language: detection decides.
    for bad in ["", "  ", "-", "xx-ru", "\u{0}", "ру"] {
        assert_eq!(Lang::from_code(bad), None, "{bad:?}");
    }
    for lang in Lang::ALL {
        assert_eq!(Lang::from_code(lang.code()), Some(lang));
    }
}

#[test]
fn a_damaged_message_file_is_an_error_not_a_panic() {
    let broken = "ok = OK\nthis is not fluent {\n";
    let (texts, why) = *Texts::parse(Lang::Ru, broken).expect_err("a parse error");
    assert!(why.contains("ru.ftl"), "{why}");
    assert_eq!(texts.t("ok"), "OK", "what did parse is kept");
    assert_eq!(texts.t("no-such-message"), "no-such-message", "a missing message shows its id");
}

#[test]
fn manifests_say_the_messages() {
    // One web manifest per language (English: assets/manifest.webmanifest; the others
    // beside their message files), each with the app's name and description of its file.
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets");
    for lang in Lang::ALL {
        let path = match lang {
            Lang::En => root.join("manifest.webmanifest"),
            other => root.join("i18n").join(format!("manifest.{}.webmanifest", other.code())),
        };
        let manifest: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let texts = Texts::parse(lang, &source(lang)).unwrap();
        assert_eq!(manifest["name"], texts.t("app-title"), "{}", path.display());
        assert_eq!(manifest["short_name"], texts.t("app-title"), "{}", path.display());
        assert_eq!(manifest["description"], texts.t("manifest-description"), "{}", path.display());
        assert_eq!(manifest["lang"], lang.code(), "{}", path.display());
    }
}

/// A card name's word of more than 12 letters (in Russian "Сереброплавильная") would shrink
/// to an unreadable size on a phone's hand card, which never breaks a name inside a word
/// (`ui::components::layout`): such a word carries a soft hyphen (`{"\u00AD"}` in the
/// message file), where it may break with a hyphen shown.
#[test]
fn a_long_word_of_a_card_name_may_break_at_a_soft_hyphen() {
    const SOFT_HYPHEN: char = '\u{AD}';
    for lang in Lang::ALL {
        let texts = Texts::parse(lang, &source(lang)).unwrap();
        for b in Building::ALL {
            let name = texts.card(b);
            for word in name.split(|c: char| c.is_whitespace() || c == '-') {
                let longest = word.split(SOFT_HYPHEN).map(|part| part.chars().count()).max().unwrap_or(0);
                assert!(longest <= 12, "{} {b:?}: \"{word}\" has {longest} letters without a soft hyphen", lang.file());
            }
        }
    }
    let ru = Texts::parse(Lang::Ru, &source(Lang::Ru)).unwrap();
    assert_eq!(ru.card(Building::SilverSmelter), "Серебро\u{AD}плавильная фабрика", "the escape reads as one soft hyphen");
}

/// A list of names as each language writes it: commas (Chinese 、) between all but the
/// last two, the word for "and" before the last (the end of an 8-player game names up to
/// eight players).
#[test]
fn a_list_of_names_reads_as_the_language_writes_it() {
    use super::text::and_list;
    let expected = [
        (Lang::En, "Ana and Bo", "Ana, Bo and Cy", "A, B, C, D, E, F, G and H"),
        (Lang::Ru, "Ana и Bo", "Ana, Bo и Cy", "A, B, C, D, E, F, G и H"),
        (Lang::Uk, "Ana і Bo", "Ana, Bo і Cy", "A, B, C, D, E, F, G і H"),
        (Lang::Cs, "Ana a Bo", "Ana, Bo a Cy", "A, B, C, D, E, F, G a H"),
        (Lang::ZhHant, "Ana和Bo", "Ana、Bo和Cy", "A、B、C、D、E、F、G和H"),
    ];
    for (lang, two, three, eight) in expected {
        let tr = Texts::parse(lang, &source(lang)).unwrap();
        assert_eq!(and_list(&tr, &[]), "");
        assert_eq!(and_list(&tr, &["Ana"]), "Ana");
        assert_eq!(and_list(&tr, &["Ana", "Bo"]), two, "{}", lang.file());
        assert_eq!(and_list(&tr, &["Ana", "Bo", "Cy"]), three, "{}", lang.file());
        assert_eq!(and_list(&tr, &["A", "B", "C", "D", "E", "F", "G", "H"]), eight, "{}", lang.file());
    }
}
