//! The Events (alea's Treasure Chest, 2009): six event cards shuffled into the supply.
//! One seen face up lies beside the roles; at the start of his turn a player may set one
//! off instead of choosing a role. It is resolved, from him clockwise, and leaves the game.
//!
//! Rulebook: `uk-2nd-edition-new-buildings-events.md`, "Розширення №2 «Події»";
//! `CARDS.md`. Buildings do not change an event (no library, no smithy, no carpenter),
//! except in the role the Governor's visit plays again, where the normal rules apply.
//! Settled points (docs/RULES.md): a fallen Cathedral goes back beside the roles; the
//! Governor's visit plays its role without a library's double privilege.

use crate::rules::action::{Action, Decision, Role};
use crate::rules::building_set::{BuildingSet, masks};
use crate::rules::cards::Building;
use crate::rules::happening::{DrawReason, Happening, HappeningSink};
use crate::rules::public_table::{CITY_LIMIT, seat_index};
use crate::rules::state::GameState;
use crate::rules::step::{Phase, Step};

/// Cards every player draws in a debt relief.
pub(crate) const DEBT_RELIEF_DRAW: u8 = 3;
/// Highest printed cost a construction builds for free (the lowest is 1).
pub(crate) const CONSTRUCTION_MAX_COST: u8 = 4;

/// Whether the Governor's visit may be set off: some role was already chosen this round.
fn visit_possible(s: &GameState) -> bool {
    s.table.role_taken_by.iter().any(Option::is_some)
}

/// The events the player choosing a role may set off instead, in catalogue order.
pub(crate) fn legal_set_off(s: &GameState, out: &mut Vec<Action>) {
    for e in s.table.events_face_up.iter() {
        if e != Building::GovernorsVisit || visit_possible(s) {
            out.push(Action::SetOff(e));
        }
    }
}

pub(crate) fn check_set_off(s: &GameState, event: Building) -> Result<(), &'static str> {
    if !s.table.events_face_up.contains(event) {
        return Err("that event card is not face up beside the roles");
    }
    if event == Building::GovernorsVisit && !visit_possible(s) {
        return Err("the governor's visit repeats a role, and no role was chosen yet this round");
    }
    Ok(())
}

/// `player` sets off `event`: it leaves the game, and is resolved from him clockwise.
pub(crate) fn set_off<E: HappeningSink>(s: &mut GameState, player: u8, event: Building, happened: &mut E) {
    s.table.events_face_up.remove(event);
    s.table.events_gone.insert(event);
    happened.push(Happening::EventSetOff { player, event });
    s.table.chooser = player;
    s.table.library_active = false;
    s.table.base = player;
    s.table.offset = 0;
    // The event is in play until resolved (the governor's visit while its role is picked).
    s.table.phase = Phase::Event(event);
    match event {
        Building::GovernorsVisit => {
            s.table.step = Step::new(player, Decision::VisitRole);
            return;
        }
        Building::DebtRelief => {
            for q in s.seats_from(player) {
                s.draw_to_hand(q, DEBT_RELIEF_DRAW, DrawReason::DebtRelief, happened);
            }
            // Nobody has anything to decide: the event is over at once.
            s.table.offset = s.players();
        }
        _ => {}
    }
    s.advance(happened);
}

/// Governor's visit: the roles already chosen this round.
pub(crate) fn legal_visit(s: &GameState, out: &mut Vec<Action>) {
    out.extend(s.table.roles.iter().filter(|r| s.table.role_chosen(*r)).map(|role| Action::ChooseRole { role, library: false }));
}

pub(crate) fn check_visit(s: &GameState, role: Role, library: bool) -> Result<(), &'static str> {
    if library {
        return Err("a library does not change an event: the governor's visit gives the single privilege");
    }
    if !s.table.role_chosen(role) {
        return Err("the governor's visit repeats a role already chosen this round");
    }
    Ok(())
}

/// Sets up seat `p`'s part of `event`; `false` when he has nothing to decide.
pub(crate) fn begin<E: HappeningSink>(s: &mut GameState, event: Building, p: u8, happened: &mut E) -> bool {
    let pl = &s.table.players[seat_index(p)];
    match event {
        Building::Earthquake if pl.building_count() > 0 => {
            s.table.step = Step::new(p, Decision::Earthquake);
            true
        }
        // The activator pays no taxes.
        Building::Taxes if p != s.table.chooser && pl.hand_len > 0 => {
            s.table.step = Step::new(p, Decision::Taxes);
            true
        }
        Building::Amnesty if pl.hand_len > 0 => {
            s.table.step = Step::new(p, Decision::Amnesty { discarded: 0 });
            true
        }
        Building::Construction => {
            if construction_builds(s, p).is_empty() {
                happened.push(Happening::ConstructionPassed { player: p });
                return false;
            }
            s.table.step = Step::new(p, Decision::Construction);
            true
        }
        _ => false,
    }
}

/// Earthquake: every slot of the own city.
pub(crate) fn legal_earthquake(s: &GameState, p: u8, out: &mut Vec<Action>) {
    out.extend((0..s.table.players[seat_index(p)].building_count() as u8).map(Action::DiscardBuilding));
}

pub(crate) fn check_earthquake(s: &GameState, p: u8, slot: u8) -> Result<(), &'static str> {
    if usize::from(slot) < s.table.players[seat_index(p)].building_count() { Ok(()) } else { Err("there is no building on that city slot") }
}

/// Discards the building on `slot` with whatever lies on and under it.
pub(crate) fn earthquake<E: HappeningSink>(s: &mut GameState, a: Action, happened: &mut E) -> bool {
    let (Step { player: p, ask: Decision::Earthquake, .. }, Action::DiscardBuilding(slot)) = (s.table.step, a) else { unreachable!() };
    let (building, cards) = s.remove_building(p, usize::from(slot));
    happened.push(Happening::BuildingDiscarded { player: p, building, cards });
    true
}

/// Taxes: one hand card to the discard stack.
pub(crate) fn taxes<E: HappeningSink>(s: &mut GameState, a: Action, happened: &mut E) -> bool {
    let (Step { player: p, ask: Decision::Taxes, .. }, Action::Discard(b)) = (s.table.step, a) else { unreachable!() };
    s.hand_remove(p, b);
    s.put_on_discard_stack(b);
    happened.push(Happening::TaxPaid { player: p });
    true
}

/// Amnesty: `Discard` one more card, or `Pass` to end; then as many cards are drawn.
pub(crate) fn amnesty<E: HappeningSink>(s: &mut GameState, a: Action, happened: &mut E) -> bool {
    let Step { player: p, ask: Decision::Amnesty { discarded }, .. } = s.table.step else { unreachable!() };
    if let Action::Discard(b) = a {
        s.hand_remove(p, b);
        s.put_on_discard_stack(b);
        if s.table.players[seat_index(p)].hand_len > 0 {
            s.table.step.ask = Decision::Amnesty { discarded: discarded + 1 };
            return false;
        }
        return exchange(s, p, discarded + 1, happened);
    }
    exchange(s, p, discarded, happened)
}

/// Draws as many cards as `p` discarded, and says so (0: he kept every card).
fn exchange<E: HappeningSink>(s: &mut GameState, p: u8, discarded: u8, happened: &mut E) -> bool {
    let got = s.draw_into_hand(p, discarded, happened);
    happened.push(Happening::AmnestyExchanged { player: p, cards: got });
    true
}

/// Construction: the hand cards `p` may build for free, printed cost 1 to 4, in a new
/// city slot (no crane: the builder phase's buildings do not work here), a violet
/// building only if he has none of its kind.
pub(crate) fn construction_builds(s: &GameState, p: u8) -> BuildingSet {
    let pl = &s.table.players[seat_index(p)];
    if pl.building_count() >= CITY_LIMIT {
        return BuildingSet::EMPTY;
    }
    let cost = masks::cost_at_most(CONSTRUCTION_MAX_COST).without(masks::cost_at_most(0));
    s.hand_mask(p).without(pl.owned() & masks::VIOLET) & cost
}

pub(crate) fn legal_construction(s: &GameState, p: u8, out: &mut Vec<Action>) {
    out.extend(construction_builds(s, p).iter().map(|building| Action::Build { building, over: None }));
    out.push(Action::Pass);
}

pub(crate) fn check_construction(s: &GameState, p: u8, building: Building, over: Option<u8>) -> Result<(), &'static str> {
    if over.is_some() {
        return Err("a construction builds in a new city slot: the crane does not work in an event");
    }
    if !s.hands[seat_index(p)].contains(building) {
        return Err("that card is not in the hand");
    }
    if !(1..=CONSTRUCTION_MAX_COST).contains(&building.cost()) {
        return Err("a construction builds a building of cost 1 to 4 only");
    }
    if !construction_builds(s, p).contains(building) {
        return Err("the city is full, or it already has that violet building");
    }
    Ok(())
}

/// Builds the chosen card for nothing (no carpenter, poor house or tavern: buildings do
/// not change an event), or passes.
pub(crate) fn construction<E: HappeningSink>(s: &mut GameState, a: Action, happened: &mut E) -> bool {
    let Step { player: p, ask: Decision::Construction, .. } = s.table.step else { unreachable!() };
    match a {
        Action::Build { building, .. } => {
            s.hand_remove(p, building);
            s.place_building(p, building, None, happened);
            happened.push(Happening::Built { player: p, building, over: None, cards: 0, goods: 0 });
        }
        _ => happened.push(Happening::ConstructionPassed { player: p }),
    }
    true
}

/// After everyone's part: a construction that brought a city to 12 buildings ends the
/// game (after every player had his free build); otherwise the event was the
/// activator's turn and the next player chooses.
pub(crate) fn finish<E: HappeningSink>(s: &mut GameState, event: Building, happened: &mut E) {
    if event == Building::Construction && s.table.seats().iter().any(|p| p.building_count() >= CITY_LIMIT) {
        s.end_game(happened);
        return;
    }
    s.table.turn += 1;
    s.table.phase = Phase::ChooseRole;
}
