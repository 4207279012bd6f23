//! The one-time tip that says how to read a card's full text (the "i" on a card, or a
//! tap on a card that is not a choice). Shown until the person dismisses it or opens a
//! card's details; remembered in this browser.

use yew::prelude::*;

use crate::ui::i18n::use_texts;

/// Props of [`DetailsTip`].
#[derive(Properties, PartialEq)]
pub struct DetailsTipProps {
    /// Hides the tip for good.
    pub on_dismiss: Callback<()>,
}

/// The tip.
#[component]
pub fn DetailsTip(props: &DetailsTipProps) -> Html {
    let tr = use_texts();
    html! {
        <div class="tip" role="note" data-testid="details-tip">
            <p>{ tr.t("tip-details") }</p>
            <button type="button" class="secondary" data-testid="details-tip-dismiss"
                onclick={props.on_dismiss.reform(|_: MouseEvent| ())}>{ tr.t("tip-dismiss") }</button>
        </div>
    }
}
