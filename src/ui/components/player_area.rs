//! One player's part of the table: name, governor, roles taken, hand size, chapel, and
//! the city (buildings with cost and VP, face-down goods on production buildings).

use yew::prelude::*;

use super::card::Card;
use crate::rules::{Action, Building, CITY_LIMIT, PlayerView, Role};
use crate::table::choices::Choices;
use crate::table::i18n::{Texts, num, text};
use crate::table::keys::choice_key;
use crate::table::text::build_verb;

/// What a player's area shows and does (see [`player_area`]).
pub struct PlayerArea {
    /// Seat number, 0-based.
    pub seat: u8,
    /// The player's name.
    pub name: String,
    /// Who plays it ("Hard bot"; empty for the human).
    pub who: AttrValue,
    /// The human's own area (in a replay: the seat whose view is shown).
    pub is_you: bool,
    /// A replay: nobody plays the `is_you` seat, so its turn is nobody's "your turn".
    pub watching: bool,
    /// Said in the second person ("Your city"): the person's own seat, or the seat
    /// shown as "You".
    pub second_person: bool,
    /// Holds the governor placard.
    pub governor: bool,
    /// Asked to decide now.
    pub to_move: bool,
    /// Roles this player took this round.
    pub roles: Vec<Role>,
    /// What the human's seat may see of this player.
    pub view: PlayerView,
    /// Goods this player shipped with the captain (1 VP each at the end).
    pub shipped: u16,
    /// The captain is in play (the shipped count shows).
    pub captain: bool,
    /// A crowded table (5 to 8 players): the area is a one-line summary that opens to
    /// the whole city on demand.
    pub compact: bool,
    /// City slots another player's building was just built in (`Game::marks`), marked
    /// "New".
    pub built: Vec<usize>,
    /// Cards this player just drew (`Game::marks`; 0: no mark).
    pub drew: u16,
    /// What the person may do now (own area only; none otherwise).
    pub choices: Choices,
    /// Takes an action.
    pub on_action: Callback<Action>,
    /// Shows a card's details.
    pub on_detail: Callback<Building>,
}

/// The legal action (and its verb) that clicking city slot `slot` takes, if any.
fn slot_action(tr: &Texts, area: &PlayerArea, slot: usize, b: Building, has_good: bool) -> Option<(Action, String)> {
    area.choices.iter().find_map(|a| match a {
        Action::Produce(g) if b.good() == Some(g) && !has_good => Some((a, tr.t("verb-produce"))),
        Action::Sell(g) if b.good() == Some(g) && has_good => Some((a, tr.t("verb-sell"))),
        Action::SellCustomsGood if b == Building::CustomsOffice && has_good => Some((a, tr.t("verb-sell"))),
        Action::PayCustomsGood if b == Building::CustomsOffice && has_good => Some((a, tr.t("verb-pay"))),
        Action::Build { building, over: Some(s) } if Some(building) == area.choices.build_choice && s as usize == slot => {
            Some((a, build_verb(tr, true, area.choices.cost(a))))
        }
        Action::DiscardBuilding(s) if s as usize == slot => Some((a, tr.t("verb-discard"))),
        _ => None,
    })
}

/// The line for cards tucked under a chapel, bank or harbor: their count when this seat
/// may know it (shown once there are any, or while the building stands), "hidden" for an
/// opponent's standing building, nothing otherwise.
fn tucked(count: Option<u16>, stands: bool, shown: impl Fn(u16) -> String, hidden: impl Fn() -> String) -> Option<String> {
    match count {
        Some(n) if n > 0 || stands => Some(shown(n)),
        None if stands => Some(hidden()),
        _ => None,
    }
}

/// The facts everyone may see: hand size, cards just drawn, cards under a chapel, bank
/// or harbor, buildings, goods, goods shipped, and VP so far.
fn facts(tr: &Texts, area: &PlayerArea) -> Html {
    let v = &area.view;
    // VP so far, from what everyone sees: the buildings and the shipped goods.
    let vp: u32 = v.city.iter().map(|b| u32::from(b.vp())).sum::<u32>() + u32::from(area.shipped);
    let goods = v.goods.iter().filter(|g| **g).count() as u32;
    // Chapel, bank and harbor: counts known to their owner only.
    let chapel =
        tucked(v.chapel, v.city.contains(&Building::Chapel), |n| tr.f("area-chapel", &[("count", num(n))]), || tr.t("area-chapel-hidden"));
    let bank = tucked(v.bank, v.city.contains(&Building::Bank), |n| tr.f("area-bank", &[("count", num(n))]), || tr.t("area-bank-hidden"));
    let harbor =
        tucked(v.harbor, v.city.contains(&Building::Harbor), |n| tr.f("area-harbor", &[("count", num(n))]), || tr.t("area-harbor-hidden"));
    html! {
        <span class="facts">
            <span data-testid="hand-size">{ tr.f("area-hand", &[("count", num(v.hand_len))]) }</span>
            if area.drew > 0 {
                <span class="drew-mark" data-testid="drew-mark">{ tr.f("area-drew", &[("count", num(area.drew))]) }</span>
            }
            { for chapel.map(|c| html! { <span>{ c }</span> }) }
            { for bank.map(|c| html! { <span data-testid="bank-count">{ c }</span> }) }
            { for harbor.map(|c| html! { <span data-testid="harbor-count">{ c }</span> }) }
            <span>{ tr.f("area-buildings", &[("count", num(v.city.len() as u32)), ("limit", num(CITY_LIMIT as u32))]) }</span>
            <span data-testid="goods-count">{ tr.f("area-goods", &[("count", num(goods))]) }</span>
            if area.captain {
                <span data-testid="shipped-count" data-count={area.shipped.to_string()}>
                    { tr.f("area-shipped", &[("count", num(area.shipped))]) }
                </span>
            }
            <span data-testid="vp-so-far">{ tr.f("area-vp", &[("vp", num(vp))]) }</span>
        </span>
    }
}

/// The area's head: the name and who plays it, the governor, the roles taken, whose
/// turn it is, and the facts.
fn head(tr: &Texts, area: &PlayerArea) -> Html {
    html! {
        <>
            <h2 class="player-name">
                { area.name.clone() }
                if !area.who.is_empty() {
                    // A comma a screen reader says ("Bruno, Medium bot"); the style sheet
                    // keeps the visible gap.
                    <span class="who"><span class="said-comma">{ ", " }</span>{ area.who.clone() }</span>
                }
            </h2>
            if area.governor {
                <span class="badge governor" title={tr.t("area-governor-title")}>{ tr.t("area-governor") }</span>
            }
            { for area.roles.iter().map(|r| html! { <span class="badge role" data-role={r.name()}>{ tr.role(*r) }</span> }) }
            if area.to_move {
                <span class="badge turn">{ if area.is_you && !area.watching { tr.t("area-your-turn") } else { tr.t("area-deciding") } }</span>
            }
            { facts(tr, area) }
        </>
    }
}

/// The city: a chip per building, each a choice when clicking it takes an action.
fn city(tr: &Texts, area: &PlayerArea, label: &str) -> Html {
    let v = &area.view;
    // A hint marks one building: the first that takes its action (two indigo plants
    // produce alike).
    let mut hint_shown = false;
    let chips = v.city.iter().enumerate().map(|(slot, &b)| {
        let has_good = v.goods.get(slot).copied().unwrap_or(false);
        let (action, verb) = slot_action(tr, area, slot, b, has_good).unzip();
        let hinted = !hint_shown && action.is_some_and(|a| area.choices.is_hinted(a));
        hint_shown |= hinted;
        let on_choose = {
            let on_action = area.on_action.clone();
            Callback::from(move |_| {
                if let Some(a) = action {
                    on_action.emit(a);
                }
            })
        };
        html! {
            <li key={slot} role="none" data-slot={slot.to_string()}>
                <Card building={b} chip=true {has_good} built={area.built.contains(&slot)} {hinted}
                    choice={action.map(|a| AttrValue::from(choice_key(a)))}
                    verb={verb.map(AttrValue::from)}
                    {on_choose} on_detail={area.on_detail.clone()} />
            </li>
        }
    });
    html! { <ul class="city" data-rove="" role="toolbar" aria-label={label.to_string()}>{ for chips }</ul> }
}

/// A player's area (`area`), keyed by its seat: the head (name, badges, facts) and the
/// city; on a crowded table the head is a summary that opens to the city. A plain
/// function, not a component: it has no state of its own.
pub fn player_area(tr: &Texts, area: &PlayerArea) -> Html {
    let class = classes!("player", area.is_you.then_some("you"), area.to_move.then_some("to-move"), area.compact.then_some("compact"),);
    let label = tr.f("area-city", &[("name", text(area.name.as_str())), ("you", text(if area.second_person { "yes" } else { "no" }))]);
    if area.compact {
        return html! {
            <section key={area.seat} {class} data-seat={area.seat.to_string()} aria-label={label.clone()}>
                <details data-testid="opponent-details">
                    <summary class="player-head">{ head(tr, area) }</summary>
                    { city(tr, area, &label) }
                </details>
            </section>
        };
    }
    html! {
        <section key={area.seat} {class} data-seat={area.seat.to_string()} aria-label={label.clone()}>
            <header class="player-head">{ head(tr, area) }</header>
            { city(tr, area, &label) }
        </section>
    }
}
