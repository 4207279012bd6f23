//! A message for the person (e.g. the bots moved into the page), dismissible.

use yew::prelude::*;

use super::markup::clicked;

use crate::table::i18n::Texts;

/// The notice banner: the message `text`, a `link` to copy if it has one (a click on it
/// selects all of it, `user-select: all`), and an "OK" button that hides it
/// (`on_dismiss`). A plain function, not a component: it has no state of its own.
pub fn notice(tr: &Texts, text: String, link: Option<&str>, on_dismiss: &Callback<()>) -> Html {
    html! {
        <div class="notice" role="status" data-testid="notice">
            <p>{ text }</p>
            if let Some(link) = link {
                // Focusable: a long link scrolls inside its box, by keyboard too.
                <output class="link-text" data-testid="link-text" tabindex="0">{ link }</output>
            }
            <button type="button" class="secondary" onclick={clicked(on_dismiss)}>{ tr.t("ok") }</button>
        </div>
    }
}
