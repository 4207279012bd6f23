//! The Events beside the role placards: the event cards lying face up (name and what it
//! does, in a few words; the full text in the card details), the one being resolved now,
//! those already set off, and on the person's turn to choose a role a "Set off" button
//! for each event the engine lets him set off instead.

use yew::prelude::*;

use crate::rules::{Action, Building, BuildingSet, Edition};
use crate::table::choices::Choices;
use crate::table::i18n::{Texts, text};
use crate::table::keys::{building_key, choice_key, kind_class};
use crate::table::text::{card_short, event_set_off_label};

/// The event cards on the table (see [`events`]).
pub struct EventCards {
    /// The event cards face up beside the roles.
    pub face_up: BuildingSet,
    /// The event cards set off so far (out of the game), the one in play included.
    pub gone: BuildingSet,
    /// The event being resolved now, and the name of who set it off.
    pub in_play: Option<(Building, AttrValue)>,
}

/// The "Set off" button of event `e`, when the person's `choices` let him set it off.
fn set_off_button(tr: &Texts, e: Building, choices: &Choices, on_action: &Callback<Action>) -> Option<Html> {
    choices.set_off(e).map(|a| {
        let on_action = on_action.clone();
        // A hint's tag: its word, shown by the style sheet; the label says it too.
        let hinted = choices.is_hinted(a).then(|| AttrValue::from(tr.t("hint-tag")));
        let mut label = event_set_off_label(tr, e);
        if hinted.is_some() {
            label = format!("{label} {}", tr.t("hint-said"));
        }
        html! {
            <button type="button" class="choose legal" data-choice={choice_key(a)} data-hinted={hinted} aria-label={label}
                onclick={Callback::from(move |_: MouseEvent| on_action.emit(a))}>{ tr.t("event-set-off") }</button>
        }
    })
}

/// Event card `e` as a list item keyed by it: its name and short text in the rule set's
/// words (`edition`), a click (or right-click) shows its details (`on_detail`); who set
/// it off while it is resolved; its "Set off" button when legal.
fn event_item(
    tr: &Texts,
    edition: Edition,
    e: Building,
    cards: &EventCards,
    choices: &Choices,
    on: (&Callback<Action>, &Callback<Building>),
) -> Html {
    let (on_action, on_detail) = on;
    let name = tr.card(e);
    let short = card_short(tr, e, edition);
    let detail = on_detail.reform(move |_: MouseEvent| e);
    let context = {
        let on_detail = on_detail.clone();
        Callback::from(move |ev: MouseEvent| {
            ev.prevent_default();
            on_detail.emit(e);
        })
    };
    let set_off = set_off_button(tr, e, choices, on_action);
    let in_play = cards.in_play.as_ref().filter(|(p, _)| *p == e);
    let status = in_play.map(|(_, who)| {
        html! { <p class="event-status">{ tr.f("event-in-play", &[("name", text(who.as_str()))]) }</p> }
    });
    let class = classes!("event", kind_class(e), in_play.is_some().then_some("in-play"), set_off.is_some().then_some("choosable"));
    html! {
        <li key={building_key(e)} role="none" {class} data-event={building_key(e)}>
            // Named by its content, so the name begins with the words one sees (a
            // spoken command names it), the rest for screen readers only.
            <button type="button" class="event-card" onclick={detail} oncontextmenu={context}>
                <span class="event-name">{ name }</span>
                <span class="visually-hidden">{ format!(" {} ", tr.t("event-card-kind")) }</span>
                <span class="event-text">{ short }</span>
                <span class="visually-hidden">{ format!(" {}", tr.t("card-shows-details")) }</span>
            </button>
            <>{ for status }</>
            <>{ for set_off }</>
        </li>
    }
}

/// The events beside the roles (`cards`), in the rule set's words (`edition`): the one
/// in play first, then those face up, then the names of those gone. The person's
/// `choices` may set one off (`on_action`); `on_detail` shows a card's details. A plain
/// function, not a component: it has no state of its own.
pub fn events(
    tr: &Texts,
    edition: Edition,
    cards: &EventCards,
    choices: &Choices,
    on_action: &Callback<Action>,
    on_detail: &Callback<Building>,
) -> Html {
    let in_play = cards.in_play.as_ref().map(|(e, _)| *e);
    let shown: Vec<Building> = in_play.into_iter().chain(cards.face_up.iter()).collect();
    let gone: Vec<String> = cards.gone.iter().filter(|e| Some(*e) != in_play).map(|e| tr.card(e)).collect();
    html! {
        <section class="events" aria-label={tr.t("events-title")} data-testid="events">
            <h2>{ tr.t("events-title") }</h2>
            if shown.is_empty() {
                <p class="events-none">{ tr.t("events-none") }</p>
            } else {
                <ul class="event-cards" data-rove="" role="toolbar" aria-label={tr.t("events-title")}>
                    { for shown.into_iter().map(|e| event_item(tr, edition, e, cards, choices, (on_action, on_detail))) }
                </ul>
            }
            if !gone.is_empty() {
                <p class="events-gone" data-testid="events-gone">{ tr.f("events-gone", &[("events", text(gone.join(&tr.t("prices-separator"))))]) }</p>
            }
        </section>
    }
}
