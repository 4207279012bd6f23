//! The one-time tip that says how to read a card's full text (the "i" on a card, or a
//! tap on a card that is not a choice). Shown until the person dismisses it or opens a
//! card's details; remembered in this browser.

use yew::prelude::*;

use super::markup::clicked;

use crate::table::i18n::Texts;

/// The tip, with its button that hides it for good (`on_dismiss`). A plain function: it
/// has no state of its own.
pub fn details_tip(tr: &Texts, on_dismiss: &Callback<()>) -> Html {
    html! {
        <div class="tip" role="note" data-testid="details-tip">
            <p>{ tr.t("tip-details") }</p>
            <button type="button" class="secondary" data-testid="details-tip-dismiss"
                onclick={clicked(on_dismiss)}>{ tr.t("tip-dismiss") }</button>
        </div>
    }
}
