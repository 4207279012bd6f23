//! Cards drawn and waiting: the councillor's draw (to keep some) or a gold mine's four
//! cards turned face up.

use std::rc::Rc;

use yew::prelude::*;

use super::card::Card;
use crate::rules::{Action, Building, CardCounts};
use crate::table::keys::choice_key;
use crate::ui::i18n::use_texts;

/// Props of [`DrawnCards`].
#[derive(Properties, PartialEq)]
pub struct DrawnCardsProps {
    /// What the tray is ("Your councillor draw", "Bruno's gold mine").
    pub title: AttrValue,
    /// The cards.
    pub cards: CardCounts,
    /// The human's legal actions (empty when it is not his turn).
    pub choices: Rc<Vec<Action>>,
    /// The action a hint suggests, if any (its card is highlighted).
    #[prop_or_default]
    pub hinted: Option<Action>,
    /// Takes an action.
    pub on_action: Callback<Action>,
    /// Shows a card's details.
    pub on_detail: Callback<Building>,
}

/// The drawn cards, keepable when legal.
#[component]
pub fn DrawnCards(props: &DrawnCardsProps) -> Html {
    let keep_verb = AttrValue::from(use_texts().t("verb-keep"));
    // A hint marks one card: the first copy that takes its action.
    let mut hint_shown = false;
    let cards = props.cards.iter().enumerate().map(|(i, b)| {
        let keep = props.choices.iter().copied().find(|a| *a == Action::Keep(b));
        let hinted = !hint_shown && keep.is_some() && keep == props.hinted;
        hint_shown |= hinted;
        let on_choose = {
            let on_action = props.on_action.clone();
            Callback::from(move |_| {
                if let Some(a) = keep {
                    on_action.emit(a);
                }
            })
        };
        html! {
            <li key={i}>
                <Card building={b} {hinted} choice={keep.map(|a| AttrValue::from(choice_key(a)))}
                    verb={keep.map(|_| keep_verb.clone())} {on_choose} on_detail={props.on_detail.clone()} />
            </li>
        }
    });
    html! {
        <section class="drawn" aria-label={props.title.clone()}>
            <h2>{ props.title.clone() }</h2>
            <ul class="cards" data-rove="">{ for cards }</ul>
        </section>
    }
}
