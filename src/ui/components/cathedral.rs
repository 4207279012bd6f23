//! The Cathedral beside the role placards (New Buildings): one in the game, never in a
//! hand; any player may build it as his build of a builder phase. When the person may,
//! it says what it costs him, like a hand card.

use yew::prelude::*;

use super::card::Card;
use super::hand::{card_click, click_for, click_hinted};
use crate::rules::{Action, Building};
use crate::table::choices::Choices;
use crate::table::i18n::Texts;

/// The Cathedral card, buildable when the person's `choices` list its build:
/// `on_action` takes the build, `on_select_build` picks the Cathedral when its build
/// needs a second choice (crane: where), `on_detail` shows its details. A plain
/// function, not a component: it has no state of its own.
pub fn cathedral(
    tr: &Texts,
    choices: &Choices,
    on_action: &Callback<Action>,
    on_select_build: &Callback<Option<Building>>,
    on_detail: &Callback<Building>,
) -> Html {
    let b = Building::Cathedral;
    let click = click_for(tr, choices, b);
    let hinted = click_hinted(choices, &click, b);
    let (choice, verb, on_choose) = card_click(tr, click, b, on_action, on_select_build);
    let selected = choices.build_choice == Some(b);
    html! {
        <section class="cathedral" aria-label={tr.t("cathedral-title")} data-testid="cathedral">
            <h2>{ tr.t("cathedral-title") }</h2>
            <Card building={b} {choice} {verb} {selected} {hinted}
                {on_choose} on_detail={on_detail.clone()} />
        </section>
    }
}
