//! The human's hand, face up. Cards that answer the decision are highlighted and say
//! what clicking them does; cards just drawn are marked new.

use yew::prelude::*;

use super::card::Card;
use crate::rules::{Action, Building, CardCounts};
use crate::table::choices::Choices;
use crate::table::i18n::Texts;
use crate::table::keys::{building_key, choice_key};
use crate::table::text::build_verb;

/// What the hand shows and does (see [`hand`]).
pub struct Hand {
    /// "Your hand", or in a replay whose hand it is.
    pub title: String,
    /// The cards.
    pub hand: CardCounts,
    /// The cards of it just drawn (`Game::fresh`), marked new.
    pub fresh: CardCounts,
    /// What the person may do now (`Game::choices`).
    pub choices: Choices,
    /// Takes an action.
    pub on_action: Callback<Action>,
    /// Picks a building whose build needs a second choice (crane: where).
    pub on_select_build: Callback<Option<Building>>,
    /// Shows a card's details.
    pub on_detail: Callback<Building>,
}

/// What clicking a card of building `b` does (in the hand, or the Cathedral beside the
/// roles).
#[derive(Clone, PartialEq)]
pub(crate) enum Click {
    /// Takes this action; the card says the verb.
    Act(Action, String),
    /// Selects the building, whose build needs a second choice (crane: where).
    Select,
}

pub(crate) fn click_for(tr: &Texts, choices: &Choices, b: Building) -> Option<Click> {
    if choices.build_choice.is_some() {
        return None; // waiting for where to build: the prompt and the city answer
    }
    let builds: Vec<Action> = choices.iter().filter(|a| matches!(a, Action::Build { building, .. } if *building == b)).collect();
    match builds.as_slice() {
        [] => {}
        [only @ Action::Build { over: None, .. }] => {
            return Some(Click::Act(*only, build_verb(tr, false, choices.cost(*only))));
        }
        _ => return Some(Click::Select),
    }
    choices.iter().find_map(|a| match a {
        Action::PayCard(x) if x == b => Some(Click::Act(a, tr.t("verb-pay"))),
        Action::Discard(x) if x == b => Some(Click::Act(a, tr.t("verb-discard"))),
        Action::Tuck(x) if x == b => Some(Click::Act(a, tr.t("verb-tuck"))),
        _ => None,
    })
}

/// Whether clicking a card (`click`) of building `b` takes the action a hint suggests
/// (for a crane's build: picks its building).
pub(crate) fn click_hinted(choices: &Choices, click: &Option<Click>, b: Building) -> bool {
    match click {
        Some(Click::Act(a, _)) => choices.is_hinted(*a),
        Some(Click::Select) => choices.hints_building(b),
        None => false,
    }
}

/// What a clickable card of building `b` shows and does: its `data-choice` key, its verb,
/// and the callback of a click (the hand's cards and the Cathedral beside the roles).
pub(crate) fn card_click(
    tr: &Texts,
    click: Option<Click>,
    b: Building,
    on_action: &Callback<Action>,
    on_select_build: &Callback<Option<Building>>,
) -> (Option<AttrValue>, Option<AttrValue>, Callback<()>) {
    let (choice, verb) = match &click {
        Some(Click::Act(a, verb)) => (Some(choice_key(*a)), Some(verb.clone())),
        Some(Click::Select) => (Some(format!("build:{}", building_key(b))), Some(tr.t("verb-build-choose"))),
        None => (None, None),
    };
    let (on_action, on_select) = (on_action.clone(), on_select_build.clone());
    let on_choose = Callback::from(move |_| match click {
        Some(Click::Act(a, _)) => on_action.emit(a),
        Some(Click::Select) => on_select.emit(Some(b)),
        None => {}
    });
    (choice.map(AttrValue::from), verb.map(AttrValue::from), on_choose)
}

/// The hand (`h`): its cards, each saying what clicking it does when it answers the
/// decision, greyed out when the decision is about hand cards and it answers nothing.
/// A plain function, not a component: it has no state of its own.
pub fn hand(tr: &Texts, h: &Hand) -> Html {
    // Grey out the cards that cannot answer, when the decision is about hand cards.
    let about_hand =
        h.choices.iter().any(|a| matches!(a, Action::Build { .. } | Action::PayCard(_) | Action::Discard(_) | Action::Tuck(_)));
    // Copies of a card are alike: the first `fresh.count(b)` copies of `b` are the new ones.
    let mut copy = CardCounts::EMPTY;
    // A hint marks one card: the first copy that takes its action.
    let mut hint_shown = false;
    let cards = h.hand.iter().enumerate().map(|(i, b)| {
        let fresh = copy.count(b) < h.fresh.count(b);
        copy.add(b);
        let click = click_for(tr, &h.choices, b);
        let hinted = !hint_shown && click_hinted(&h.choices, &click, b);
        hint_shown |= hinted;
        let dim = about_hand && click.is_none();
        let (choice, verb, on_choose) = card_click(tr, click, b, &h.on_action, &h.on_select_build);
        let selected = h.choices.build_choice == Some(b);
        html! {
            <li key={i} role="none" data-card={building_key(b)}>
                <Card building={b} {choice} {verb} {fresh} {hinted}
                    {selected} dim={dim && !selected}
                    {on_choose} on_detail={h.on_detail.clone()} />
            </li>
        }
    });
    html! {
        // "idle": the decision is not about the hand; the dock shows it small (docs/LAYOUT.md).
        <section class={classes!("hand", (!about_hand).then_some("idle"))} aria-label={h.title.clone()}>
            <h2>{ format!("{} ({})", h.title, h.hand.total()) }</h2>
            if h.hand.is_empty() {
                <p class="empty">{ tr.t("hand-empty") }</p>
            } else {
                <ul class="cards" data-rove="" role="toolbar" aria-label={h.title.clone()}>{ for cards }</ul>
            }
        </section>
    }
}
