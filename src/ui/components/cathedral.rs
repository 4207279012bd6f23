//! The Cathedral beside the role placards (New Buildings): one in the game, never in a
//! hand; any player may build it as his build of a builder phase. When the person may,
//! it says what it costs him, like a hand card.

use yew::prelude::*;

use super::card::Card;
use super::hand::{card_click, click_for, click_hinted};
use crate::rules::{Action, Building};
use crate::table::choices::Choices;
use crate::ui::i18n::use_texts;

/// Props of [`Cathedral`].
#[derive(Properties, PartialEq)]
pub struct CathedralProps {
    /// What the person may do now (`Game::choices`).
    pub choices: Choices,
    /// Takes an action.
    pub on_action: Callback<Action>,
    /// Picks the Cathedral when its build needs a second choice (crane: where).
    pub on_select_build: Callback<Option<Building>>,
    /// Shows a card's details.
    pub on_detail: Callback<Building>,
}

/// The Cathedral card, buildable when the engine lists its build.
#[component]
pub fn Cathedral(props: &CathedralProps) -> Html {
    let tr = use_texts();
    let b = Building::Cathedral;
    let click = click_for(&tr, &props.choices, b);
    let hinted = click_hinted(&props.choices, &click, b);
    let (choice, verb, on_choose) = card_click(&tr, click, b, &props.on_action, &props.on_select_build);
    let selected = props.choices.build_choice == Some(b);
    html! {
        <section class="cathedral" aria-label={tr.t("cathedral-title")} data-testid="cathedral">
            <h2>{ tr.t("cathedral-title") }</h2>
            <Card building={b} {choice} {verb} {selected} {hinted}
                {on_choose} on_detail={props.on_detail.clone()} />
        </section>
    }
}
