//! The languages of the table and their texts: Project Fluent message files
//! (`assets/i18n/<code>.ftl`, one per language, data reviewed like code) read by
//! `fluent-bundle`.
//!
//! English is built in (the first paint, and what a page shows when another
//! language's file cannot be had); the other languages' files are fetched when chosen
//! (`ui::i18n`), parsed here by [`Texts::parse`]. Every message of English exists in
//! every language with the same variables: `cargo test` checks it (`i18n_tests`), so
//! nothing falls back to English silently. A message the code asks for and the file
//! lacks shows its id (a bug the tests catch), never a panic.
//!
//! Pure Rust (no web dependency): the game model, the log and native tests use it.
//!
//! Ids: every message the code uses is written as a string literal, the first argument
//! of [`Texts::t`] or [`Texts::f`], so a test finds them all by reading `src/`; the only ids made at run
//! time are the catalogue's: `card-<building>` (with the attributes `.short` and
//! `.full`), `role-<role>` (`.action`, `.privilege`, `.help`) and `good-<good>`, for
//! every building, role and good of the engine ([`card_id`], [`role_id`], [`good_id`]).

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

use crate::rules::{Building, Good, Role};

/// The English messages: `assets/i18n/en.ftl` without its comments (build.rs). The page
/// fetches the file itself; native code and the tests have it built in.
pub const ENGLISH_FTL: &str = include_str!(concat!(env!("OUT_DIR"), "/en.ftl"));

/// The English the page carries built in: [`ENGLISH_FTL`] but for the texts no screen
/// shows as it opens (build.rs names them), which the page fetches after its first
/// render.
pub const ENGLISH_FIRST_FTL: &str = include_str!(concat!(env!("OUT_DIR"), "/en-first.ftl"));

/// What a message not loaded yet shows until its language's whole file is in
/// ([`Texts::english_first`]).
pub const NOT_YET: &str = "…";

/// A language the table speaks: the rulebooks' five.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// Russian.
    Ru,
    /// Ukrainian.
    Uk,
    /// Czech.
    Cs,
    /// Chinese in traditional characters.
    ZhHant,
}

impl Lang {
    /// Every language, in the order the picker lists them.
    pub const ALL: [Lang; 5] = [Lang::En, Lang::Ru, Lang::Uk, Lang::Cs, Lang::ZhHant];

    /// The BCP 47 tag (`<html lang>`, the stored choice): "en", "ru", "uk", "cs", "zh-Hant".
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ru => "ru",
            Lang::Uk => "uk",
            Lang::Cs => "cs",
            Lang::ZhHant => "zh-Hant",
        }
    }

    /// The message file's name under `assets/i18n/`.
    pub const fn file(self) -> &'static str {
        match self {
            Lang::En => "en.ftl",
            Lang::Ru => "ru.ftl",
            Lang::Uk => "uk.ftl",
            Lang::Cs => "cs.ftl",
            Lang::ZhHant => "zh-Hant.ftl",
        }
    }

    /// The language's short name, as the picker shows it in a phone's top bar (its
    /// list still says [`Lang::native_name`]): the ISO 639-1 code, and "繁中", the
    /// usual short form of Traditional Chinese.
    pub const fn short_name(self) -> &'static str {
        match self {
            Lang::En => "EN",
            Lang::Ru => "RU",
            Lang::Uk => "UK",
            Lang::Cs => "CS",
            Lang::ZhHant => "繁中",
        }
    }

    /// The language's name in itself, as the picker shows it in every language.
    pub const fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Ru => "Русский",
            Lang::Uk => "Українська",
            Lang::Cs => "Čeština",
            Lang::ZhHant => "繁體中文",
        }
    }

    /// The language of a BCP 47 tag, if the table speaks it: "ru-RU" is Russian, any
    /// Chinese ("zh", "zh-TW", "zh-Hant-HK", "zh-CN") the traditional characters of the
    /// rulebook; case does not matter. `None` for anything else (an empty or damaged text
    /// included).
    pub fn from_code(tag: &str) -> Option<Lang> {
        let primary = tag.trim().split(['-', '_']).next()?.to_ascii_lowercase();
        match primary.as_str() {
            "en" => Some(Lang::En),
            "ru" => Some(Lang::Ru),
            "uk" => Some(Lang::Uk),
            "cs" => Some(Lang::Cs),
            "zh" => Some(Lang::ZhHant),
            _ => None,
        }
    }

    /// The first of the browser's preferred languages (most wanted first) the table
    /// speaks; English when none.
    pub fn detect<S: AsRef<str>>(preferred: &[S]) -> Lang {
        preferred.iter().find_map(|t| Lang::from_code(t.as_ref())).unwrap_or_default()
    }
}

/// The message id of a building's card: "card-silver-smelter".
pub fn card_id(b: Building) -> String {
    format!("card-{}", b.name().to_lowercase().replace(' ', "-").replace('\'', ""))
}

/// The message id of a role: "role-gold-digger".
pub fn role_id(r: Role) -> String {
    format!("role-{}", r.name().to_lowercase().replace([' ', '_'], "-"))
}

/// The message id of a good: "good-coffee".
pub fn good_id(g: Good) -> String {
    format!("good-{}", g.name().to_lowercase())
}

/// One language's messages, ready to format.
pub struct Texts {
    lang: Lang,
    bundle: FluentBundle<FluentResource>,
    /// Every message of the language's file is here (all but
    /// [`Texts::english_first`]'s).
    complete: bool,
}

impl std::fmt::Debug for Texts {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Texts").field("lang", &self.lang).finish_non_exhaustive()
    }
}

impl PartialEq for Texts {
    /// One language has one set of texts, and its first part (English built in) another.
    fn eq(&self, other: &Self) -> bool {
        self.lang == other.lang && self.complete == other.complete
    }
}

/// A message's argument: a number (plural forms select on it) or a text.
pub type Arg<'a> = FluentValue<'a>;

impl Texts {
    /// The English texts, every one.
    pub fn english() -> Texts {
        // The built-in file parses: `cargo test` checks it; a damaged one would still
        // give a bundle of the messages that did parse.
        Texts::parse(Lang::En, ENGLISH_FTL).unwrap_or_else(|e| e.0)
    }

    /// The English texts the page carries built in ([`ENGLISH_FIRST_FTL`]): a message
    /// left out of them shows [`NOT_YET`] until the whole file replaces them.
    pub fn english_first() -> Texts {
        let texts = Texts::parse(Lang::En, ENGLISH_FIRST_FTL).unwrap_or_else(|e| e.0);
        Texts { complete: false, ..texts }
    }

    /// Whether every message of the language is here (see [`Texts::english_first`]).
    pub fn complete(&self) -> bool {
        self.complete
    }

    /// `lang`'s texts from its message file's text.
    ///
    /// Errors: the file does not parse (the texts of the messages that did, and why, in
    /// words).
    pub fn parse(lang: Lang, source: &str) -> Result<Texts, Box<(Texts, String)>> {
        let (resource, problem) = match FluentResource::try_new(source.to_string()) {
            Ok(r) => (r, None),
            Err((r, errors)) => {
                let first = &errors[0];
                let why = format!("{first} (bytes {}..{})", first.pos.start, first.pos.end);
                (r, Some(format!("{} parse error(s) in {}, the first: {why}", errors.len(), lang.file())))
            }
        };
        let id: LanguageIdentifier = lang.code().parse().unwrap_or_default();
        let mut bundle = FluentBundle::new(vec![id]);
        // No Unicode isolation marks around arguments: names are short and plain, and
        // the marks would show as boxes in some fonts and defeat text search.
        bundle.set_use_isolating(false);
        let added = bundle.add_resource(resource);
        let texts = Texts { lang, bundle, complete: true };
        match (problem, added) {
            (Some(p), _) => Err(Box::new((texts, p))),
            (None, Err(e)) => Err(Box::new((texts, format!("{} repeated message id(s) in {}", e.len(), lang.file())))),
            (None, Ok(())) => Ok(texts),
        }
    }

    /// The language.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Message `id` with no arguments.
    pub fn t(&self, id: &str) -> String {
        self.format(id, None, &[])
    }

    /// Message `id` with its arguments.
    pub fn f(&self, id: &str, args: &[(&str, Arg)]) -> String {
        self.format(id, None, args)
    }

    /// Attribute `attr` of message `id` (`card-smithy.short`), with its arguments.
    pub fn attr(&self, id: &str, attr: &str, args: &[(&str, Arg)]) -> String {
        self.format(id, Some(attr), args)
    }

    /// Whether message `id` (and its attribute `attr`, if given) exists.
    pub fn has(&self, id: &str, attr: Option<&str>) -> bool {
        self.bundle.get_message(id).is_some_and(|m| match attr {
            None => m.value().is_some(),
            Some(a) => m.get_attribute(a).is_some(),
        })
    }

    fn format(&self, id: &str, attr: Option<&str>, args: &[(&str, Arg)]) -> String {
        let message = self.bundle.get_message(id);
        let pattern = match attr {
            None => message.and_then(|m| m.value()),
            Some(a) => message.and_then(|m| m.get_attribute(a)).map(|a| a.value()),
        };
        let Some(pattern) = pattern else {
            // A message on its way, or a bug the key tests catch: show the id, never
            // English in its place.
            return match attr {
                _ if !self.complete => NOT_YET.to_string(),
                None => id.to_string(),
                Some(a) => format!("{id}.{a}"),
            };
        };
        let mut fluent_args = FluentArgs::with_capacity(args.len());
        for (name, value) in args {
            fluent_args.set(*name, value.clone());
        }
        let mut errors = Vec::new();
        self.bundle.format_pattern(pattern, (!args.is_empty()).then_some(&fluent_args), &mut errors).into_owned()
    }

    /// A building's name ("Silver smelter").
    pub fn card(&self, b: Building) -> String {
        self.t(&card_id(b))
    }

    /// A role's name ("Councillor").
    pub fn role(&self, r: Role) -> String {
        self.t(&role_id(r))
    }

    /// A good's name ("coffee").
    pub fn good(&self, g: Good) -> String {
        self.t(&good_id(g))
    }
}

/// A number argument.
pub fn num(n: impl Into<f64>) -> Arg<'static> {
    FluentValue::from(n.into())
}

/// A text argument.
pub fn text<'a>(s: impl Into<std::borrow::Cow<'a, str>>) -> Arg<'a> {
    FluentValue::String(s.into())
}
