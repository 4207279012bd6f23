//! The language in the browser: which one (stored choice, else the browser's preferred
//! languages), loading its message file on demand, and handing the texts to every
//! component through a Yew context.
//!
//! English is built in but for the texts no screen shows as it opens
//! (`Texts::english_first`); its whole file is fetched after the first render. The
//! other files (`assets/i18n/<code>.ftl`) are fetched from the page's own origin,
//! relative to the document base (so a sub-path works), the first time they are
//! needed, and kept for the page's life. The service worker
//! precaches them with every other file of the build, so all five work offline. A
//! file that cannot be had leaves the table in the language it was in, with a notice;
//! nothing here panics.
//!
//! The language never touches the game: the model, saves and records hold no text.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use yew::prelude::*;

use super::components::field::select_value;
use super::storage;
use crate::table::i18n::{Lang, Texts};

/// localStorage key of the chosen language (its BCP 47 code).
pub const LANG_KEY: &str = "san-juan.lang";
/// Where the message files are, relative to the document base.
pub const FTL_DIR: &str = "assets/i18n/";

/// What the components get: the texts shown now, and how to change the language.
#[derive(Clone)]
pub struct I18n {
    /// The texts shown now.
    pub texts: Rc<Texts>,
    /// Asks for another language (loaded first if need be).
    pub switch: Callback<Lang>,
    /// A language being loaded, if any.
    pub loading: Option<Lang>,
}

impl PartialEq for I18n {
    /// The same texts and the same language loading: the components need not render
    /// again (`switch` is made once and does the same in every render).
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.texts, &other.texts) && self.loading == other.loading
    }
}

thread_local! {
    /// Every language loaded so far (English's built-in part from the start, until its
    /// whole file is in).
    /// By `Lang as usize` (an array, not a map: the page then carries no hasher).
    static LOADED: RefCell<[Option<Rc<Texts>>; Lang::ALL.len()]> = const { RefCell::new([const { None }; Lang::ALL.len()]) };
}

/// The texts of `lang` if they are loaded (English always is, at first in part:
/// [`Texts::complete`]).
pub fn loaded(lang: Lang) -> Option<Rc<Texts>> {
    LOADED.with(|l| {
        let slot = &mut l.borrow_mut()[lang as usize];
        if lang == Lang::En && slot.is_none() {
            *slot = Some(Rc::new(Texts::english_first()));
        }
        slot.clone()
    })
}

/// The texts shown now, for a component (English outside the app's provider).
#[hook]
pub fn use_texts() -> Rc<Texts> {
    use_context::<I18n>().map(|c| c.texts).unwrap_or_else(english)
}

/// The app's languages (none outside the app's provider), for [`lang_picker`].
#[hook]
pub fn use_i18n() -> Option<I18n> {
    use_context::<I18n>()
}

/// The English texts: the built-in part, or all of them once fetched.
pub fn english() -> Rc<Texts> {
    // English is built in, so it is always there.
    loaded(Lang::En).unwrap_or_else(|| Rc::new(Texts::english_first()))
}

/// The browser's preferred languages, most wanted first.
fn preferred() -> Vec<String> {
    let Some(nav) = web_sys::window().map(|w| w.navigator()) else { return Vec::new() };
    let mut out: Vec<String> = nav.languages().iter().filter_map(|v| v.as_string()).collect();
    if out.is_empty() {
        out.extend(nav.language());
    }
    out
}

/// The language to show at page load: the stored choice if it is one of ours (a
/// damaged value is ignored), else the first of the browser's preferred languages we
/// speak, else English.
pub fn initial_lang() -> Lang {
    storage::read_raw(LANG_KEY).and_then(|s| Lang::from_code(&s)).unwrap_or_else(|| Lang::detect(&preferred()))
}

/// Remembers the chosen language (a refused write only means it is not remembered).
pub fn remember(lang: Lang) {
    storage::write_raw(LANG_KEY, lang.code());
}

/// Fetches and parses `lang`'s message file (English's too while only its built-in
/// part is loaded).
///
/// Errors, in words: no network and not cached, an HTTP error, a file that does not
/// parse.
pub async fn fetch(lang: Lang) -> Result<Rc<Texts>, String> {
    if let Some(t) = loaded(lang).filter(|t| t.complete()) {
        return Ok(t);
    }
    let window = web_sys::window().ok_or("no window")?;
    let address = super::relative_url(&format!("{FTL_DIR}{}", lang.file()));
    let response =
        JsFuture::from(window.fetch_with_str(&address)).await.map_err(|e| e.as_string().unwrap_or_else(|| "network error".to_string()))?;
    let response: web_sys::Response = response.dyn_into().map_err(|_| "no response".to_string())?;
    if !response.ok() {
        return Err(format!("HTTP {} for {}", response.status(), lang.file()));
    }
    let text = JsFuture::from(response.text().map_err(|_| "unreadable response".to_string())?)
        .await
        .ok()
        .and_then(|v| v.as_string())
        .ok_or("unreadable response")?;
    let texts = Rc::new(Texts::parse(lang, &text).map_err(|e| e.1)?);
    LOADED.with(|l| l.borrow_mut()[lang as usize] = Some(texts.clone()));
    Ok(texts)
}

/// Shows `texts`' language on the document: `<html lang>`, the title, the manifest
/// (one per language, under `assets/i18n/`), and the update banner's words (read by
/// `assets/sw-register.js` from `<html data-update-*>`).
pub fn apply_to_document(texts: &Texts) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else { return };
    let lang = texts.lang();
    doc.set_title(&texts.t("app-title"));
    if let Some(html) = doc.document_element() {
        let _ = html.set_attribute("lang", lang.code());
        let _ = html.set_attribute("data-update-available", &texts.t("update-available"));
        let _ = html.set_attribute("data-update-reload", &texts.t("update-reload"));
    }
    if let Ok(Some(link)) = doc.query_selector("link[rel=\"manifest\"]") {
        let href = match lang {
            Lang::En => "assets/manifest.webmanifest".to_string(),
            other => format!("{FTL_DIR}manifest.{}.webmanifest", other.code()),
        };
        let _ = link.set_attribute("href", &href);
    }
}

/// The language picker: the five languages, each in its own name (in a phone's top bar,
/// the one chosen by its short name). A function of the app's [`I18n`] (from
/// [`use_i18n`]), not a component of its own: the page's bundle is smaller so.
pub fn lang_picker(ctx: &I18n) -> Html {
    let current = ctx.loading.unwrap_or(ctx.texts.lang());
    let onchange = {
        let switch = ctx.switch.clone();
        Callback::from(move |e: Event| {
            if let Some(lang) = Lang::from_code(&select_value(&e)) {
                switch.emit(lang);
            }
        })
    };
    let label = ctx.texts.t("lang-label");
    html! {
        <label class="lang-picker">
            <span class="visually-hidden">{ label.clone() }</span>
            <select {onchange} data-testid="lang" aria-label={label} aria-busy={ctx.loading.is_some().to_string()}>
                { for Lang::ALL.iter().map(|l| html! {
                    <option value={l.code()} lang={l.code()} selected={*l == current}>{ l.native_name() }</option>
                }) }
            </select>
            // On a phone's top bar the select is see-through over its short name.
            <span class="lang-short" aria-hidden="true">{ current.short_name() }</span>
        </label>
    }
}
