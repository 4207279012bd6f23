//! One player's part of the table: name, governor, roles taken, hand size, chapel, and
//! the city (buildings with cost and VP, face-down goods on production buildings).

use yew::prelude::*;

use super::card::Card;
use crate::rules::{Action, Building, PlayerView, Role, CITY_LIMIT};
use crate::table::choices::Choices;
use crate::table::i18n::{num, text, Texts};
use crate::table::keys::choice_key;
use crate::table::text::build_verb;
use crate::ui::i18n::use_texts;

/// Props of [`PlayerArea`].
#[derive(Properties, PartialEq)]
pub struct PlayerAreaProps {
    /// Seat number, 0-based.
    pub seat: u8,
    /// The player's name.
    pub name: AttrValue,
    /// Who plays it ("Hard bot"; empty for the human).
    pub who: AttrValue,
    /// The human's own area (in a replay: the seat whose view is shown).
    #[prop_or_default]
    pub is_you: bool,
    /// A replay: nobody plays the `is_you` seat, so its turn is nobody's "your turn".
    #[prop_or_default]
    pub watching: bool,
    /// Said in the second person ("Your city"): the person's own seat, or the seat
    /// shown as "You".
    #[prop_or_default]
    pub second_person: bool,
    /// Holds the governor placard.
    #[prop_or_default]
    pub governor: bool,
    /// Asked to decide now.
    #[prop_or_default]
    pub to_move: bool,
    /// Roles this player took this round.
    #[prop_or_default]
    pub roles: Vec<Role>,
    /// What the human's seat may see of this player.
    pub view: PlayerView,
    /// Goods this player shipped with the captain (1 VP each at the end).
    #[prop_or_default]
    pub shipped: u16,
    /// The captain is in play (the shipped count shows).
    #[prop_or_default]
    pub captain: bool,
    /// A crowded table (5 to 8 players): the area is a one-line summary that opens to
    /// the whole city on demand.
    #[prop_or_default]
    pub compact: bool,
    /// City slots another player's building was just built in (`Game::marks`), marked
    /// "New".
    #[prop_or_default]
    pub built: Vec<usize>,
    /// Cards this player just drew (`Game::marks`; 0: no mark).
    #[prop_or_default]
    pub drew: u16,
    /// What the person may do now (own area only; none otherwise).
    #[prop_or_default]
    pub choices: Choices,
    /// Takes an action.
    pub on_action: Callback<Action>,
    /// Shows a card's details.
    pub on_detail: Callback<Building>,
}

/// The legal action (and its verb) that clicking city slot `slot` takes, if any.
fn slot_action(tr: &Texts, props: &PlayerAreaProps, slot: usize, b: Building, has_good: bool) -> Option<(Action, String)> {
    props.choices.iter().find_map(|a| match a {
        Action::Produce(g) if b.good() == Some(g) && !has_good => Some((a, tr.t("verb-produce"))),
        Action::Sell(g) if b.good() == Some(g) && has_good => Some((a, tr.t("verb-sell"))),
        Action::SellCustomsGood if b == Building::CustomsOffice && has_good => Some((a, tr.t("verb-sell"))),
        Action::PayCustomsGood if b == Building::CustomsOffice && has_good => Some((a, tr.t("verb-pay"))),
        Action::Build { building, over: Some(s) } if Some(building) == props.choices.build_choice && s as usize == slot => {
            Some((a, build_verb(tr, true, props.choices.cost(a))))
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
fn facts(tr: &Texts, props: &PlayerAreaProps) -> Html {
    let v = &props.view;
    // VP so far, from what everyone sees: the buildings and the shipped goods.
    let vp: u32 = v.city.iter().map(|b| u32::from(b.vp())).sum::<u32>() + u32::from(props.shipped);
    let goods = v.goods.iter().filter(|g| **g).count() as u32;
    // Chapel, bank and harbor: counts known to their owner only.
    let chapel = tucked(v.chapel, v.city.contains(&Building::Chapel), |n| tr.f("area-chapel", &[("count", num(n))]), || {
        tr.t("area-chapel-hidden")
    });
    let bank = tucked(v.bank, v.city.contains(&Building::Bank), |n| tr.f("area-bank", &[("count", num(n))]), || {
        tr.t("area-bank-hidden")
    });
    let harbor = tucked(v.harbor, v.city.contains(&Building::Harbor), |n| tr.f("area-harbor", &[("count", num(n))]), || {
        tr.t("area-harbor-hidden")
    });
    html! {
        <span class="facts">
            <span data-testid="hand-size">{ tr.f("area-hand", &[("count", num(v.hand_len))]) }</span>
            if props.drew > 0 {
                <span class="drew-mark" data-testid="drew-mark">{ tr.f("area-drew", &[("count", num(props.drew))]) }</span>
            }
            { for chapel.map(|c| html! { <span>{ c }</span> }) }
            { for bank.map(|c| html! { <span data-testid="bank-count">{ c }</span> }) }
            { for harbor.map(|c| html! { <span data-testid="harbor-count">{ c }</span> }) }
            <span>{ tr.f("area-buildings", &[("count", num(v.city.len() as u32)), ("limit", num(CITY_LIMIT as u32))]) }</span>
            <span data-testid="goods-count">{ tr.f("area-goods", &[("count", num(goods))]) }</span>
            if props.captain {
                <span data-testid="shipped-count" data-count={props.shipped.to_string()}>
                    { tr.f("area-shipped", &[("count", num(props.shipped))]) }
                </span>
            }
            <span data-testid="vp-so-far">{ tr.f("area-vp", &[("vp", num(vp))]) }</span>
        </span>
    }
}

/// The area's head: the name and who plays it, the governor, the roles taken, whose
/// turn it is, and the facts.
fn head(tr: &Texts, props: &PlayerAreaProps) -> Html {
    html! {
        <>
            <h2 class="player-name">
                { props.name.clone() }
                if !props.who.is_empty() {
                    // A comma a screen reader says ("Bruno, Medium bot"); the style sheet
                    // keeps the visible gap.
                    <span class="who"><span class="said-comma">{ ", " }</span>{ props.who.clone() }</span>
                }
            </h2>
            if props.governor {
                <span class="badge governor" title={tr.t("area-governor-title")}>{ tr.t("area-governor") }</span>
            }
            { for props.roles.iter().map(|r| html! { <span class="badge role" data-role={r.name()}>{ tr.role(*r) }</span> }) }
            if props.to_move {
                <span class="badge turn">{ if props.is_you && !props.watching { tr.t("area-your-turn") } else { tr.t("area-deciding") } }</span>
            }
            { facts(tr, props) }
        </>
    }
}

/// The city: a chip per building, each a choice when clicking it takes an action.
fn city(tr: &Texts, props: &PlayerAreaProps) -> Html {
    let v = &props.view;
    // A hint marks one building: the first that takes its action (two indigo plants
    // produce alike).
    let mut hint_shown = false;
    let chips = v.city.iter().enumerate().map(|(slot, &b)| {
        let has_good = v.goods.get(slot).copied().unwrap_or(false);
        let (action, verb) = slot_action(tr, props, slot, b, has_good).unzip();
        let hinted = !hint_shown && action.is_some_and(|a| props.choices.is_hinted(a));
        hint_shown |= hinted;
        let on_choose = {
            let on_action = props.on_action.clone();
            Callback::from(move |_| {
                if let Some(a) = action {
                    on_action.emit(a);
                }
            })
        };
        html! {
            <li key={slot} data-slot={slot.to_string()}>
                <Card building={b} chip=true {has_good} built={props.built.contains(&slot)} {hinted}
                    choice={action.map(|a| AttrValue::from(choice_key(a)))}
                    verb={verb.map(AttrValue::from)}
                    {on_choose} on_detail={props.on_detail.clone()} />
            </li>
        }
    });
    html! { <ul class="city" data-rove="">{ for chips }</ul> }
}

/// A player's area.
#[component]
pub fn PlayerArea(props: &PlayerAreaProps) -> Html {
    let tr = use_texts();
    let class = classes!(
        "player",
        props.is_you.then_some("you"),
        props.to_move.then_some("to-move"),
        props.compact.then_some("compact"),
    );
    let label = tr.f("area-city", &[("name", text(props.name.as_str())), ("you", text(if props.second_person { "yes" } else { "no" }))]);
    if props.compact {
        return html! {
            <section {class} data-seat={props.seat.to_string()} aria-label={label}>
                <details data-testid="opponent-details">
                    <summary class="player-head">{ head(&tr, props) }</summary>
                    { city(&tr, props) }
                </details>
            </section>
        };
    }
    html! {
        <section {class} data-seat={props.seat.to_string()} aria-label={label}>
            <header class="player-head">{ head(&tr, props) }</header>
            { city(&tr, props) }
        </section>
    }
}
