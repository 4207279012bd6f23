//! Cards drawn and waiting: the councillor's draw (to keep some) or a gold mine's four
//! cards turned face up.

use yew::prelude::*;

use super::card::Card;
use crate::rules::{Action, Building, CardCounts};
use crate::table::choices::Choices;
use crate::table::i18n::Texts;
use crate::table::keys::choice_key;

/// The drawn `cards` under their `title` ("Your councillor draw", "Bruno's gold
/// mine"), each keepable when the person's `choices` hold its keep (the hinted one
/// highlighted): `on_action` takes it, `on_detail` shows a card's details. A plain
/// function, not a component: it has no state of its own.
pub fn drawn_cards(
    tr: &Texts,
    title: String,
    cards: CardCounts,
    choices: &Choices,
    on_action: &Callback<Action>,
    on_detail: &Callback<Building>,
) -> Html {
    let keep_verb = AttrValue::from(tr.t("verb-keep"));
    // A hint marks one card: the first copy that takes its action.
    let mut hint_shown = false;
    let cards = cards.iter().enumerate().map(|(i, b)| {
        let keep = choices.iter().find(|a| *a == Action::Keep(b));
        let hinted = !hint_shown && keep.is_some() && keep == choices.hinted;
        hint_shown |= hinted;
        let on_choose = {
            let on_action = on_action.clone();
            Callback::from(move |_| {
                if let Some(a) = keep {
                    on_action.emit(a);
                }
            })
        };
        html! {
            <li key={i} role="none">
                <Card building={b} {hinted} choice={keep.map(|a| AttrValue::from(choice_key(a)))}
                    verb={keep.map(|_| keep_verb.clone())} {on_choose} on_detail={on_detail.clone()} />
            </li>
        }
    });
    let title = AttrValue::from(title);
    let group = title.clone();
    html! {
        <section class="drawn" aria-label={title.clone()}>
            <h2>{ title }</h2>
            <ul class="cards" data-rove="" role="toolbar" aria-label={group}>{ for cards }</ul>
        </section>
    }
}
