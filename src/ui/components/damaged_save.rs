//! The message shown when the saved game could not be resumed: why in words, what the
//! parser or the engine said under "Details", a button to download the save's text as
//! it was, and a dismiss button. The new-game form shows
//! below it, so a fresh game can start.

use yew::prelude::*;

use super::markup::{button, clicked};
use crate::ui::download::download_text;
use crate::ui::i18n::use_texts;

/// Props of [`DamagedSaveMessage`].
#[derive(Properties, PartialEq)]
pub struct DamagedSaveProps {
    /// Why the save cannot be used, in words.
    pub message: AttrValue,
    /// The parser's or the engine's own words (English), if any: under "Details".
    #[prop_or_default]
    pub detail: Option<AttrValue>,
    /// The save's text, as stored.
    pub raw: AttrValue,
    /// Hides the message.
    pub on_dismiss: Callback<()>,
}

/// The damaged-save message.
#[component]
pub fn DamagedSaveMessage(props: &DamagedSaveProps) -> Html {
    let tr = use_texts();
    let error = use_state(|| None::<String>);
    let on_download = {
        let (raw, error) = (props.raw.clone(), error.clone());
        Callback::from(move |_: MouseEvent| {
            if let Err(e) = download_text("san-juan-save.txt", "text/plain", &raw) {
                error.set(Some(e));
            }
        })
    };
    let error = (*error).as_ref().map(|e| format!(" ({e})")).unwrap_or_default();
    html! {
        <div class="notice damaged-save" role="alert" data-testid="damaged-save">
            // html! keeps no whitespace between its parts: the sentence's spaces are written out.
            <p>
                { tr.t("damaged-intro") }{ " " }<span data-testid="damaged-save-reason">{ &props.message }</span>
                { " " }{ tr.t("damaged-outro") }{ error }
            </p>
            if let Some(d) = props.detail.clone() {
                <details data-testid="damaged-save-details"><summary>{ tr.t("damaged-details") }</summary><code>{ d }</code></details>
            }
            { button("secondary", "download-save", on_download, tr.t("damaged-download")) }
            { button("secondary", "dismiss-damaged", clicked(&props.on_dismiss), tr.t("ok")) }
        </div>
    }
}
