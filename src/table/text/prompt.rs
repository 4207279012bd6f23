//! The turn in words: the round's line, what the player to move is asked, the words on
//! the buttons that answer it (build, decline), and the hint: which action a bot
//! suggests and why.

use super::Names;
use crate::rules::{Action, Building, Decision, Good};
use crate::table::hint::{Hint, HintState};
use crate::table::i18n::{Arg, Texts, num, text};

/// The top bar's line: the round and who is governor (`you`: the person's own seat).
pub fn round_line(tr: &Texts, names: &Names, round: u16, governor: u8, you: bool) -> String {
    let mut args = names.args(governor, you).to_vec();
    args.push(("round", num(round)));
    tr.f("top-round", &args)
}

/// The verb on a card that builds: what it costs after every discount.
pub fn build_verb(tr: &Texts, over: bool, cost: Option<u8>) -> String {
    match (over, cost) {
        (false, Some(0)) => tr.t("verb-build-free"),
        (false, Some(c)) => tr.f("verb-build-for", &[("cost", num(c))]),
        (false, None) => tr.t("verb-build"),
        (true, Some(0)) => tr.t("verb-build-over-free"),
        (true, Some(c)) => tr.f("verb-build-over-for", &[("cost", num(c))]),
        (true, None) => tr.t("verb-build-over"),
    }
}

/// What the player to move is asked, said to that player (`you` true) or about him.
/// `captain_ships_named`: the game plays the captain's rule of records before version 3
/// (naming a kind ships all his goods of it: `PublicTable::rules_before_version_3`).
pub fn decision_line(tr: &Texts, d: Decision, you: bool, captain_ships_named: bool) -> String {
    // The message said to the player, or about him.
    let whose = |yours: &str, other: &str| if you { tr.t(yours) } else { tr.t(other) };
    let whose_f = |yours: &str, other: &str, args: &[(&'static str, Arg)]| if you { tr.f(yours, args) } else { tr.f(other, args) };
    match d {
        Decision::StartingHand { remaining } => tr.f("decision-starting-hand", &[("count", num(remaining))]),
        Decision::ChooseRole => tr.t("decision-role"),
        Decision::Build { discount } => whose_f("decision-build-yours", "decision-build-other", &[("discount", num(discount))]),
        Decision::Pay { building, remaining, goods_allowed, .. } => {
            let args = [("building", text(tr.card(building))), ("count", num(remaining)), ("goods", num(goods_allowed))];
            if goods_allowed > 0 { tr.f("decision-pay-goods", &args) } else { tr.f("decision-pay", &args) }
        }
        Decision::Produce { remaining } if you => tr.f("decision-produce-yours", &[("count", num(remaining))]),
        Decision::Produce { .. } => tr.t("decision-produce-other"),
        Decision::Sell { remaining, .. } if you => tr.f("decision-sell-yours", &[("count", num(remaining))]),
        Decision::Sell { .. } => tr.t("decision-sell-other"),
        Decision::Keep { remaining } => tr.f("decision-keep", &[("count", num(remaining))]),
        Decision::CouncillorDiscard { remaining } => tr.f("decision-councillor-discard", &[("count", num(remaining))]),
        Decision::GoldMine => tr.t("decision-gold-mine"),
        Decision::Office { discarded } if you => tr.f("decision-office-yours", &[("count", num(2 - discarded.min(2)))]),
        Decision::Office { .. } => tr.t("decision-office-other"),
        Decision::Bank { tucked } => match (you, tucked) {
            (true, 0) => tr.t("decision-bank-yours"),
            (true, _) => tr.t("decision-bank-more"),
            (false, _) => tr.t("decision-bank-other"),
        },
        Decision::Chapel => whose("decision-chapel-yours", "decision-chapel-other"),
        Decision::HandLimit { remaining } => tr.f("decision-hand-limit", &[("count", num(remaining))]),
        Decision::VisitRole => tr.t("decision-visit-role"),
        Decision::Earthquake => whose("decision-earthquake-yours", "decision-earthquake-other"),
        Decision::Taxes => whose("decision-taxes-yours", "decision-taxes-other"),
        Decision::Amnesty { .. } => whose("decision-amnesty-yours", "decision-amnesty-other"),
        Decision::Construction => whose("decision-construction-yours", "decision-construction-other"),
        Decision::Explorer { remaining } if you => tr.f("decision-explorer-yours", &[("count", num(remaining))]),
        Decision::Explorer { .. } => tr.t("decision-explorer-other"),
        Decision::Captain if you && captain_ships_named => tr.t("decision-captain-yours-saved-before"),
        Decision::Captain => whose("decision-captain-yours", "decision-captain-other"),
        Decision::ShipOne { .. } => whose("decision-ship-one-yours", "decision-ship-one-other"),
        Decision::Ship { good } => whose_f("decision-ship-yours", "decision-ship-other", &[("good", text(tr.good(good)))]),
        Decision::GameOver => tr.t("turn-over"),
    }
}

/// The label of the "decline" button for a decision.
pub fn pass_label(tr: &Texts, d: Decision) -> String {
    match d {
        Decision::Build { .. } | Decision::Construction => tr.t("pass-build"),
        Decision::Amnesty { discarded: 0 } => tr.t("pass-amnesty"),
        Decision::ShipOne { .. } | Decision::Ship { .. } => tr.t("pass-ship"),
        Decision::Amnesty { .. } => tr.t("pass-stop"),
        Decision::Produce { .. } => tr.t("pass-produce"),
        Decision::Sell { .. } => tr.t("pass-sell"),
        Decision::Chapel => tr.t("pass-chapel"),
        Decision::Bank { tucked: 0 } => tr.t("pass-bank"),
        Decision::Bank { .. } | Decision::Office { .. } => tr.t("pass-stop"),
        _ => tr.t("pass"),
    }
}

/// What an action does, in words ("Choose the Builder", "Build the Guild hall over the
/// Well"), for a hint: `decision` is the one it answers, `city` the person's own
/// buildings (a crane's or an earthquake's slot is said by the building on it).
pub fn action_words(tr: &Texts, action: Action, decision: Decision, city: &[Building]) -> String {
    let card = |b: Building| [("building", text(tr.card(b)))];
    let good = |g: Good| [("good", text(tr.good(g)))];
    let at = |slot: u8| city.get(usize::from(slot)).map(|b| tr.card(*b)).unwrap_or_default();
    match action {
        Action::ChooseRole { role, .. } if decision == Decision::VisitRole => tr.f("hint-do-visit", &[("role", text(tr.role(role)))]),
        Action::ChooseRole { role, library: false } => tr.f("hint-do-role", &[("role", text(tr.role(role)))]),
        Action::ChooseRole { role, library: true } => tr.f("hint-do-role-library", &[("role", text(tr.role(role)))]),
        Action::Build { building, over: None } => tr.f("hint-do-build", &card(building)),
        Action::Build { building, over: Some(slot) } => {
            tr.f("hint-do-build-over", &[("building", text(tr.card(building))), ("over", text(at(slot)))])
        }
        Action::PayCard(b) => tr.f("hint-do-pay", &card(b)),
        Action::PayGood(g) => tr.f("hint-do-pay-good", &good(g)),
        Action::PayCustomsGood => tr.t("prompt-pay-customs"),
        Action::Produce(g) => tr.f("hint-do-produce", &good(g)),
        Action::Sell(g) => tr.f("hint-do-sell", &good(g)),
        Action::SellCustomsGood => tr.t("hint-do-sell-customs"),
        Action::Keep(b) => tr.f("hint-do-keep", &card(b)),
        Action::Discard(b) => tr.f("hint-do-discard", &card(b)),
        Action::Tuck(b) if matches!(decision, Decision::Bank { .. }) => tr.f("hint-do-tuck-bank", &card(b)),
        Action::Tuck(b) => tr.f("hint-do-tuck-chapel", &card(b)),
        Action::SetOff(e) => tr.f("hint-do-set-off", &[("event", text(tr.card(e)))]),
        Action::DiscardBuilding(slot) => tr.f("hint-do-discard-building", &[("building", text(at(slot)))]),
        Action::Ship(g) => tr.f("hint-do-ship", &good(g)),
        Action::Pass => pass_label(tr, decision),
    }
}

/// A hint in words: that the bot is thinking, or which bot chose what, and, when it has
/// one, what it can honestly say why (the share of its simulated games the person won
/// after that action, or that it did not search). `decision` and `city` as for
/// [`action_words`]; `only_choice` when nothing else is legal.
pub fn hint_text(tr: &Texts, hint: &Hint, decision: Decision, city: &[Building], only_choice: bool) -> (String, Option<String>) {
    let s = match &hint.state {
        HintState::Thinking => return (tr.t("hint-thinking"), None),
        HintState::Nothing => return (tr.t("hint-nothing"), None),
        HintState::Ready(s) => s,
    };
    let action = [("action", text(action_words(tr, s.action, decision, city)))];
    // A hint comes from the hard bot, or from the medium bot in the page (`IN_PAGE`).
    let line = if s.by.searches() { tr.f("hint-hard", &action) } else { tr.f("hint-medium", &action) };
    let why = match s.search {
        Some(found) => {
            let percent = (f64::from(found.won.clamp(0.0, 1.0)) * 100.0).round();
            tr.f("hint-searched", &[("games", num(found.visits)), ("percent", num(percent))])
        }
        None if only_choice => tr.t("hint-only-choice"),
        None => tr.t("hint-rule"),
    };
    (line, Some(why))
}
