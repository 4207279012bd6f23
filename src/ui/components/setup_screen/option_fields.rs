//! The new-game form's fields that edit the game's [`Options`], each group changing them
//! whole ([`OptionsField`]): the player count, one deck, the extra roles, the gold
//! digger, the rule set and its expansions.

use yew::prelude::*;

use super::form_fields::{check, labelled};
use crate::rules::{Edition, ExtraRoles, Options, Role, RoleSet};
use crate::table::i18n::{Texts, num};
use crate::table::setup::MAX_BOTS;
use crate::ui::components::field::{input_element, select_value};
use crate::ui::components::markup::option;

/// What the field groups that edit the options are given: the options as they are, and
/// where the changed options go.
pub(super) struct OptionsField {
    pub(super) options: Options,
    pub(super) on_change: Callback<Options>,
}

impl OptionsField {
    /// A callback that emits the options as `change` leaves them, given what the control
    /// reads (its value, or whether it is ticked).
    fn change<T: 'static>(&self, change: impl Fn(&mut Options, T) + 'static) -> Callback<T> {
        let (options, on_change) = (self.options, self.on_change.clone());
        Callback::from(move |value: T| {
            let mut next = options;
            change(&mut next, value);
            on_change.emit(next);
        })
    }
}

/// A ticked-or-not option of the rules: its label's message id, its test id, how to read it
/// and how to set it.
type Tick = (&'static str, &'static str, fn(&Options) -> bool, fn(&mut Options, bool));

const ONE_DECK: Tick = ("field-one-deck", "one-deck", |o| o.one_deck, |o, on| *o = Options { one_deck: on, ..*o }.fitted());
const GOLD_MINE_ONCE: Tick =
    ("field-gold-mine-once", "gold-mine-once", |o| o.gold_mine_once_per_round, |o, on| o.gold_mine_once_per_round = on);
const GOLD_DIGGER_FIRES: Tick =
    ("field-gold-digger-fires", "gold-digger-fires", |o| o.gold_digger_fires_gold_mine, |o, on| o.gold_digger_fires_gold_mine = on);
/// The rule set's ticks, in the form's order.
const RULE_TICKS: [Tick; 3] = [
    ("field-new-buildings", "new-buildings", |o| o.new_buildings, |o, on| o.new_buildings = on),
    ("field-events", "events", |o| o.events, |o, on| o.events = on),
    ("field-starting-hands", "starting-hands", |o| o.starting_hand_variant, |o, on| o.starting_hand_variant = on),
];

impl OptionsField {
    /// The check of one option of the rules (`sub`: as in [`check`]).
    fn tick(&self, tr: &Texts, (label, testid, read, set): Tick, sub: bool) -> Html {
        check(read(&self.options), tr.t(label), testid, sub, self.change(set))
    }
}

/// The player count, 2 to 8; the other options are fitted to it (`Options::fitted`).
pub(super) fn players_field(tr: &Texts, props: &OptionsField) -> Html {
    html! {
        <fieldset class="field players">
            <legend>{ tr.t("field-players") }</legend>
            { for (2..=MAX_BOTS as u8 + 1).map(|n| {
                let onchange = props.change(move |o, _: Event| *o = Options { players: n, ..*o }.fitted());
                html! {
                    <label class="pill">
                        <input type="radio" name="players" value={n.to_string()} checked={props.options.players == n}
                            {onchange} data-testid={format!("players-{n}")} />
                        <span>{ tr.f("players-count", &[("count", num(u32::from(n)))]) }</span>
                    </label>
                }
            }) }
        </fieldset>
    }
}

/// 5 players: one copy of the cards, and with it each gold mine once per round.
pub(super) fn one_deck_field(tr: &Texts, props: &OptionsField) -> Html {
    let o = props.options;
    if o.players != 5 {
        return Html::default();
    }
    html! {
        <>
            { props.tick(tr, ONE_DECK, false) }
            if o.one_deck {
                { props.tick(tr, GOLD_MINE_ONCE, true) }
            }
        </>
    }
}

/// 5–8 players with a second copy: the extra roles, fixed by the player count or ticked.
/// Ticking keeps what is ticked; a wrong number of roles is said, and Start waits.
pub(super) fn extra_roles_field(tr: &Texts, props: &OptionsField) -> Html {
    let o = props.options;
    let extra = u32::from(o.players.saturating_sub(4));
    if extra == 0 || o.one_deck {
        return Html::default();
    }
    let chosen = match o.extra_roles {
        ExtraRoles::Chosen(roles) => Some(roles),
        ExtraRoles::Fixed => None,
    };
    let on_mode = props.change(|o, e: Event| match (select_value(&e) == "chosen", o.extra_roles) {
        // Choosing starts from the roles the player count fixes.
        (true, ExtraRoles::Fixed) => o.extra_roles = ExtraRoles::Chosen(o.roles().without(RoleSet::BASE)),
        (false, ExtraRoles::Chosen(_)) => o.extra_roles = ExtraRoles::Fixed,
        _ => {}
    });
    let tick = |r: Role| {
        props.change(move |o, e: Event| {
            let ExtraRoles::Chosen(mut roles) = o.extra_roles else { return };
            if input_element(&e).is_some_and(|i| i.checked()) {
                roles.insert(r);
            } else {
                roles = roles.without(RoleSet::of_all(&[r]));
            }
            o.extra_roles = ExtraRoles::Chosen(roles);
            if !o.roles().contains(Role::GoldDigger) {
                o.gold_digger_fires_gold_mine = false;
            }
        })
    };
    let roles_in_play = o.roles();
    html! {
        <fieldset class="field extra-roles" data-testid="extra-roles">
            <legend>{ tr.t("field-extra-roles") }</legend>
            <select onchange={on_mode} data-testid="extra-roles-mode" aria-label={tr.t("field-extra-roles")}>
                { option("fixed", chosen.is_none(), tr.t("extra-roles-fixed")) }
                { option("chosen", chosen.is_some(), tr.f("extra-roles-chosen", &[("count", num(extra))])) }
            </select>
            <div class="role-ticks">
                { for Role::EXTRA.iter().map(|&r| html! {
                    <label class="pill">
                        <input type="checkbox" checked={roles_in_play.contains(r)} disabled={chosen.is_none()} onchange={tick(r)}
                            data-testid={format!("extra-role-{}", r.name().replace(' ', "-"))} />
                        <span>{ tr.role(r) }</span>
                    </label>
                }) }
            </div>
            if let Some(roles) = chosen.filter(|roles| roles.len() != extra) {
                <p class="error" role="alert" data-testid="extra-roles-error">
                    { tr.f("extra-roles-pick", &[("count", num(extra)), ("chosen", num(roles.len()))]) }
                </p>
            }
        </fieldset>
    }
}

/// With the gold digger in play: whether it sets off the gold mine and the goldsmith, like
/// the prospector.
pub(super) fn gold_digger_field(tr: &Texts, props: &OptionsField) -> Html {
    if !props.options.roles().contains(Role::GoldDigger) {
        return Html::default();
    }
    props.tick(tr, GOLD_DIGGER_FIRES, false)
}

/// The rule set, the New Buildings, the Events and the starting-hand variant.
pub(super) fn rule_set_fields(tr: &Texts, props: &OptionsField) -> Html {
    let o = props.options;
    let on_edition = props.change(|o, e: Event| o.edition = if select_value(&e) == "second" { Edition::Second } else { Edition::First });
    html! {
        <>
            { labelled(tr.t("field-edition"), html! {
                <select onchange={on_edition} data-testid="edition">
                    { option("first", o.edition == Edition::First, tr.t("edition-first")) }
                    { option("second", o.edition == Edition::Second, tr.t("edition-second")) }
                </select>
            }) }
            { for RULE_TICKS.map(|t| props.tick(tr, t, false)) }
        </>
    }
}
