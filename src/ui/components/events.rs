//! The Events beside the role placards: the event cards lying face up (name and what it
//! does, in a few words; the full text in the card details), the one being resolved now,
//! those already set off, and on the person's turn to choose a role a "Set off" button
//! for each event the engine lets him set off instead.

use yew::prelude::*;

use crate::rules::{Action, Building, BuildingSet, Edition};
use crate::table::choices::Choices;
use crate::table::i18n::text;
use crate::table::keys::{building_key, choice_key, kind_class};
use crate::table::text::card_short;
use crate::ui::i18n::use_texts;

/// Props of [`Events`].
#[derive(Properties, PartialEq)]
pub struct EventsProps {
    /// The event cards face up beside the roles.
    pub face_up: BuildingSet,
    /// The event cards set off so far (out of the game), the one in play included.
    pub gone: BuildingSet,
    /// The event being resolved now, and the name of who set it off.
    #[prop_or_default]
    pub in_play: Option<(Building, AttrValue)>,
    /// What the person may do now (`Game::choices`): its `SetOff`s.
    pub choices: Choices,
    /// Takes an action.
    pub on_action: Callback<Action>,
    /// Shows a card's details.
    pub on_detail: Callback<Building>,
}

/// The events beside the roles.
#[component]
pub fn Events(props: &EventsProps) -> Html {
    let tr = use_texts();
    let edition = use_context::<Edition>().unwrap_or_default();
    let in_play = props.in_play.as_ref().map(|(e, _)| *e);
    let event = |e: Building| {
        let name = tr.card(e);
        let short = card_short(&tr, e, edition);
        let detail = {
            let on_detail = props.on_detail.clone();
            Callback::from(move |_: MouseEvent| on_detail.emit(e))
        };
        let context = {
            let on_detail = props.on_detail.clone();
            Callback::from(move |ev: MouseEvent| {
                ev.prevent_default();
                on_detail.emit(e);
            })
        };
        let set_off = props.choices.set_off(e).map(|a| {
            let on_action = props.on_action.clone();
            // A hint's tag: its word, shown by the style sheet; the label says it too.
            let hinted = props.choices.is_hinted(a).then(|| AttrValue::from(tr.t("hint-tag")));
            let mut label = tr.f("event-set-off-label", &[("event", text(name.as_str()))]);
            if hinted.is_some() {
                label = format!("{label} {}", tr.t("hint-said"));
            }
            html! {
                <button type="button" class="choose legal" data-choice={choice_key(a)} data-hinted={hinted} aria-label={label}
                    onclick={Callback::from(move |_: MouseEvent| on_action.emit(a))}>{ tr.t("event-set-off") }</button>
            }
        });
        let status = props.in_play.as_ref().filter(|(p, _)| *p == e).map(|(_, who)| {
            html! { <p class="event-status">{ tr.f("event-in-play", &[("name", text(who.as_str()))]) }</p> }
        });
        let class = classes!(
            "event",
            kind_class(e),
            (in_play == Some(e)).then_some("in-play"),
            set_off.is_some().then_some("choosable"),
        );
        html! {
            <li key={building_key(e)} {class} data-event={building_key(e)}>
                // Named by its content, so the name begins with the words one sees (a
                // spoken command names it), the rest for screen readers only.
                <button type="button" class="event-card" onclick={detail} oncontextmenu={context}>
                    <span class="event-name">{ name.clone() }</span>
                    <span class="visually-hidden">{ format!(" {} ", tr.t("event-card-kind")) }</span>
                    <span class="event-text">{ short }</span>
                    <span class="visually-hidden">{ format!(" {}", tr.t("card-shows-details")) }</span>
                </button>
                <>{ for status }</>
                <>{ for set_off }</>
            </li>
        }
    };
    let shown: Vec<Building> = in_play.into_iter().chain(props.face_up.iter()).collect();
    let gone: Vec<String> = props.gone.iter().filter(|e| Some(*e) != in_play).map(|e| tr.card(e)).collect();
    html! {
        <section class="events" aria-label={tr.t("events-title")} data-testid="events">
            <h2>{ tr.t("events-title") }</h2>
            if shown.is_empty() {
                <p class="events-none">{ tr.t("events-none") }</p>
            } else {
                <ul class="event-cards" data-rove="">{ for shown.into_iter().map(event) }</ul>
            }
            if !gone.is_empty() {
                <p class="events-gone" data-testid="events-gone">{ tr.f("events-gone", &[("events", text(gone.join(&tr.t("prices-separator"))))]) }</p>
            }
        </section>
    }
}
