//! The card supply and the discard stack, counted.

use yew::prelude::*;

use crate::ui::i18n::use_texts;

/// Props of [`Piles`].
#[derive(Properties, PartialEq)]
pub struct PilesProps {
    /// Cards in the supply.
    pub supply: u16,
    /// Cards in the discard stack.
    pub discard: u16,
}

/// Supply and discard counts, drawn as two face-down stacks.
#[component]
pub fn Piles(props: &PilesProps) -> Html {
    let tr = use_texts();
    html! {
        <section class="piles" aria-label={tr.t("piles-label")}>
            <div class="pile supply">
                <span class="pile-back" aria-hidden="true"></span>
                <span class="pile-count" data-testid="supply-count">{ props.supply }</span>
                <span class="pile-label">{ tr.t("pile-supply") }</span>
            </div>
            <div class="pile discard">
                <span class="pile-back" aria-hidden="true"></span>
                <span class="pile-count" data-testid="discard-count">{ props.discard }</span>
                <span class="pile-label">{ tr.t("pile-discard") }</span>
            </div>
        </section>
    }
}
