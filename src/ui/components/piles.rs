//! The card supply and the discard stack, counted.

use yew::prelude::*;

use crate::table::i18n::Texts;

/// Supply and discard counts (cards), drawn as two face-down stacks. A plain function:
/// it has no state of its own.
pub fn piles(tr: &Texts, supply: u16, discard: u16) -> Html {
    html! {
        <section class="piles" aria-label={tr.t("piles-label")}>
            <div class="pile supply">
                <span class="pile-back" aria-hidden="true"></span>
                <span class="pile-count" data-testid="supply-count">{ supply }</span>
                <span class="pile-label">{ tr.t("pile-supply") }</span>
            </div>
            <div class="pile discard">
                <span class="pile-back" aria-hidden="true"></span>
                <span class="pile-count" data-testid="discard-count">{ discard }</span>
                <span class="pile-label">{ tr.t("pile-discard") }</span>
            </div>
        </section>
    }
}
