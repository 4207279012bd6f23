//! Builder phase. Rulebook: "Builder", and the smithy, quarry, crane, black market,
//! carpenter, poor house and library; the New Buildings' park, tavern, customs office
//! (its good pays a black market) and the Cathedral, built from beside the roles.

use crate::rules::action::{Action, Decision, Role};
use crate::rules::building_set::{BuildingSet, masks};
use crate::rules::cards::Building;
use crate::rules::happening::{DrawReason, Happening, HappeningSink};
use crate::rules::public_table::{CITY_LIMIT, seat_index};
use crate::rules::state::GameState;
use crate::rules::step::Step;

/// Sets up `p`'s build; `false` (and a pass) when he can afford nothing.
pub(crate) fn begin<E: HappeningSink>(s: &mut GameState, p: u8, happened: &mut E) -> bool {
    let discount = s.gives(p, Role::Builder).discount;
    s.table.step = Step::new(p, Decision::Build { discount });
    let can_build = !new_slot_builds(s, p, discount).is_empty()
        || crane_builds(s, p, discount, s.hand_mask(p), None)
        || cathedral_builds(s, p, discount, None);
    if !can_build {
        happened.push(Happening::Passed { player: p, role: Role::Builder });
    }
    can_build
}

/// The legal builds, per building in catalogue order first in a new slot, then over
/// each city slot (crane); then `Pass`.
pub(crate) fn legal(s: &GameState, p: u8, discount: u8, out: &mut Vec<Action>) {
    let new_slot = new_slot_builds(s, p, discount);
    if s.table.players[seat_index(p)].owns(Building::Crane) {
        for building in s.hand_mask(p).iter() {
            if new_slot.contains(building) {
                out.push(Action::Build { building, over: None });
            }
            crane_builds(s, p, discount, BuildingSet::of(building), Some(out));
        }
    } else {
        out.extend(new_slot.iter().map(|building| Action::Build { building, over: None }));
    }
    cathedral_builds(s, p, discount, Some(out));
    out.push(Action::Pass);
}

/// The Cathedral's builds (in a new slot, then over each slot with a crane), pushed into
/// `out`, or, without `out`, whether there is any. Only while it lies beside the roles.
fn cathedral_builds(s: &GameState, p: u8, discount: u8, mut out: Option<&mut Vec<Action>>) -> bool {
    if !s.table.cathedral_available {
        return false;
    }
    let slots = if s.table.players[seat_index(p)].owns(Building::Crane) { s.table.players[seat_index(p)].building_count() } else { 0 };
    let mut any = false;
    for over in std::iter::once(None).chain((0..slots as u8).map(Some)) {
        if check_build(s, p, discount, Building::Cathedral, over).is_ok() {
            match out.as_deref_mut() {
                Some(out) => out.push(Action::Build { building: Building::Cathedral, over }),
                None => return true,
            }
            any = true;
        }
    }
    any
}

/// Builds over a city slot (crane) of the buildings in `candidates`: pushed into `out`
/// in slot order, or, without `out`, whether there is any.
fn crane_builds(s: &GameState, p: u8, discount: u8, candidates: BuildingSet, mut out: Option<&mut Vec<Action>>) -> bool {
    let pl = &s.table.players[seat_index(p)];
    if !pl.owns(Building::Crane) {
        return false;
    }
    let mut any = false;
    for building in candidates.iter() {
        for slot in 0..pl.building_count() as u8 {
            if check_build(s, p, discount, building, Some(slot)).is_ok() {
                match out.as_deref_mut() {
                    Some(out) => out.push(Action::Build { building, over: Some(slot) }),
                    None => return true,
                }
                any = true;
            }
        }
    }
    any
}

/// The buildings `p` may build in a new city slot: the same answer as [`check_build`]
/// with `over: None` for every building at once, since this runs for every player in
/// every builder phase.
fn new_slot_builds(s: &GameState, p: u8, discount: u8) -> BuildingSet {
    let pl = &s.table.players[seat_index(p)];
    if pl.building_count() >= CITY_LIMIT || pl.hand_len == 0 {
        return BuildingSet::EMPTY;
    }
    let candidates = s.hand_mask(p).without(pl.owned() & masks::VIOLET);
    // The building leaves the hand; the rest of the hand (and a black market's goods) pays.
    let budget = pl.hand_len - 1 + goods_allowed(s, p, None) + discount;
    let smithy = u8::from(pl.owns(Building::Smithy));
    let quarry = u8::from(pl.owns(Building::Quarry));
    let affordable = (!masks::VIOLET & masks::cost_at_most(budget + smithy)) | (masks::VIOLET & masks::cost_at_most(budget + quarry));
    candidates & affordable
}

/// Whether `p` owns building `b` in play, not counting the one he is building over:
/// a covered building loses its function at once. Rulebook: "Crane".
fn owns_besides(s: &GameState, p: u8, b: Building, over: Option<u8>) -> bool {
    let pl = &s.table.players[seat_index(p)];
    pl.owns(b) && over.is_none_or(|slot| pl.city()[slot as usize] != b)
}

/// The number of cards `p` must pay to build `b` (over `over`), never below 0.
/// Rulebook: "Builder" (privilege), "Smithy", "Quarry", "Crane", "Library".
pub(crate) fn cost(s: &GameState, p: u8, discount: u8, b: Building, over: Option<u8>) -> u8 {
    let mut reduction = discount;
    let smithy_or_quarry = if b.is_violet() { Building::Quarry } else { Building::Smithy };
    if owns_besides(s, p, smithy_or_quarry, over) {
        reduction += 1;
    }
    if let Some(slot) = over {
        let old = s.table.players[seat_index(p)].city()[slot as usize];
        // Park: building over it takes 6 off instead of its cost of 3.
        reduction += if old == Building::Park { PARK_DISCOUNT } else { old.cost() };
    }
    b.cost().saturating_sub(reduction)
}

/// What building over a park takes off the cost. Rulebook: "Park".
const PARK_DISCOUNT: u8 = 6;

/// Goods `p` may spend on this build with a black market: up to 2, not counting the
/// good on the building covered (it is lost). Rulebook: "Black market".
fn goods_allowed(s: &GameState, p: u8, over: Option<u8>) -> u8 {
    if !owns_besides(s, p, Building::BlackMarket, over) {
        return 0;
    }
    let pl = &s.table.players[seat_index(p)];
    let mut goods = pl.goods_count();
    if let Some(slot) = over
        && pl.has_good(slot as usize)
    {
        goods -= 1;
    }
    goods.min(2)
}

pub(crate) fn check_build(s: &GameState, p: u8, discount: u8, b: Building, over: Option<u8>) -> Result<(), &'static str> {
    let pl = &s.table.players[seat_index(p)];
    let from_hand = b != Building::Cathedral;
    if from_hand && !s.hands[seat_index(p)].contains(b) {
        return Err("that building is not in the hand");
    }
    if !from_hand && !s.table.cathedral_available {
        return Err("the Cathedral is not beside the roles");
    }
    match over {
        None => {
            if pl.building_count() >= CITY_LIMIT {
                return Err("the city already has 12 buildings");
            }
        }
        Some(slot) => {
            if !pl.owns(Building::Crane) {
                return Err("only the owner of a crane can build over a building");
            }
            let Some(&old) = pl.city().get(slot as usize) else {
                return Err("there is no building in that place");
            };
            if old == Building::Crane {
                return Err("the crane cannot be built over");
            }
            if old == Building::Cathedral && s.table.rules_before_version_3 {
                return Err("the Cathedral cannot be built over (game-record version 2 and before)");
            }
            if old == b {
                return Err("a building cannot be built over with the same building");
            }
        }
    }
    if b.is_violet() && pl.owns(b) {
        return Err("a player may have only one of each violet building");
    }
    let cost = cost(s, p, discount, b, over);
    let hand_after = pl.hand_len - u8::from(from_hand);
    if hand_after + goods_allowed(s, p, over) < cost {
        return Err("not enough cards to pay for it");
    }
    Ok(())
}

/// `Build` or `Pass`. The building leaves the hand at once; the payment follows.
pub(crate) fn build<E: HappeningSink>(s: &mut GameState, p: u8, discount: u8, a: Action, happened: &mut E) -> bool {
    let Action::Build { building, over } = a else {
        happened.push(Happening::Passed { player: p, role: Role::Builder });
        return true;
    };
    let remaining = cost(s, p, discount, building, over);
    let goods_allowed = goods_allowed(s, p, over);
    if building == Building::Cathedral {
        s.table.cathedral_available = false;
    } else {
        s.hand_remove(p, building);
    }
    s.table.step = Step::new(p, Decision::Pay { building, over, remaining, goods_allowed });
    if remaining == 0 { complete(s, happened) } else { false }
}

/// The hand cards, then the goods a black market may still spend (`goods_allowed` more).
pub(crate) fn legal_pay(s: &GameState, p: u8, over: Option<u8>, goods_allowed: u8, out: &mut Vec<Action>) {
    out.extend(s.hand_mask(p).iter().map(Action::PayCard));
    if goods_allowed > 0 {
        let pl = &s.table.players[seat_index(p)];
        for good in crate::rules::cards::Good::ALL {
            if pl.find_slot(good, true, over).is_some() {
                out.push(Action::PayGood(good));
            }
        }
        if customs_good_slot(s, p, over).is_some() {
            out.push(Action::PayCustomsGood);
        }
    }
}

/// The slot of `p`'s customs office if a good lies on it (and it is not the slot being
/// built over).
pub(crate) fn customs_good_slot(s: &GameState, p: u8, except: Option<u8>) -> Option<usize> {
    let pl = &s.table.players[seat_index(p)];
    let slot = pl.slot_of(Building::CustomsOffice)?;
    (pl.has_good(slot) && except != Some(slot as u8)).then_some(slot)
}

pub(crate) fn check_pay_customs(s: &GameState, p: u8, over: Option<u8>, goods_allowed: u8) -> Result<(), &'static str> {
    if goods_allowed == 0 {
        return Err("no more goods may be spent on this building");
    }
    match customs_good_slot(s, p, over) {
        Some(_) => Ok(()),
        None => Err("no good on the customs office"),
    }
}

pub(crate) fn check_pay_good(
    s: &GameState,
    p: u8,
    over: Option<u8>,
    goods_allowed: u8,
    good: crate::rules::cards::Good,
) -> Result<(), &'static str> {
    if goods_allowed == 0 {
        return Err("no more goods may be spent on this building");
    }
    match s.table.players[seat_index(p)].find_slot(good, true, over) {
        Some(_) => Ok(()),
        None => Err("no such good to spend"),
    }
}

/// One card or good of the payment; the build completes with the last one.
pub(crate) fn pay<E: HappeningSink>(s: &mut GameState, a: Action, happened: &mut E) -> bool {
    let Step { player: p, ask: Decision::Pay { building, over, remaining, mut goods_allowed }, mut tally } = s.table.step else {
        unreachable!("pay() runs only in a Pay step")
    };
    match a {
        Action::PayCard(b) => {
            s.hand_remove(p, b);
            s.put_on_discard_stack(b);
            tally.cards += 1;
        }
        Action::PayGood(_) | Action::PayCustomsGood => {
            let slot = match a {
                Action::PayGood(g) => s.table.players[seat_index(p)].find_slot(g, true, over),
                _ => customs_good_slot(s, p, over),
            }
            .expect("checked");
            if let Some(card) = s.take_good(p, slot) {
                s.put_on_discard_stack(card);
            }
            tally.goods += 1;
            goods_allowed -= 1;
        }
        _ => unreachable!("check() accepted only payments"),
    }
    s.table.step = Step { player: p, ask: Decision::Pay { building, over, remaining: remaining - 1, goods_allowed }, tally };
    if remaining == 1 { complete(s, happened) } else { false }
}

/// The building stands: cover with the crane, then the carpenter's and the poor
/// house's draws. Rulebook: "Carpenter", "Poor house" (carpenter first).
fn complete<E: HappeningSink>(s: &mut GameState, happened: &mut E) -> bool {
    let Step { player: p, ask: Decision::Pay { building, over, .. }, tally } = s.table.step else {
        unreachable!("complete() runs only in a Pay step")
    };
    // Leave the Pay step first so the census never counts the building twice.
    s.table.step = Step::new(p, Decision::Build { discount: 0 });
    let covered = s.place_building(p, building, over, happened);
    happened.push(Happening::Built { player: p, building, over: covered, cards: tally.cards, goods: tally.goods });
    if building == Building::Tavern {
        s.table.tavern_built.insert(p);
    }
    let pl = &s.table.players[seat_index(p)];
    if building.is_violet() && building != Building::Carpenter && pl.owns(Building::Carpenter) {
        s.draw_to_hand(p, 1, DrawReason::Carpenter, happened);
    }
    let pl = &s.table.players[seat_index(p)];
    if building != Building::PoorHouse && pl.owns(Building::PoorHouse) && pl.hand_len <= 1 {
        s.draw_to_hand(p, 1, DrawReason::PoorHouse, happened);
    }
    true
}

/// Tavern, at the end of every builder phase after the one in which it was built: its
/// owner draws 1 card if nobody has fewer buildings and somebody has more. Owners in turn
/// order from the builder. Rulebook (New Buildings): "Tavern".
pub(crate) fn taverns<E: HappeningSink>(s: &mut GameState, happened: &mut E) {
    let built_now = std::mem::take(&mut s.table.tavern_built);
    let seats = s.table.seats();
    // Most games have no tavern: ask that first (this runs after every builder phase).
    if !seats.iter().any(|p| p.owns(Building::Tavern)) {
        return;
    }
    let fewest = seats.iter().map(|p| p.building_count()).min().unwrap_or(0);
    let most = seats.iter().map(|p| p.building_count()).max().unwrap_or(0);
    if fewest == most {
        return;
    }
    for p in s.seats_from(s.table.chooser) {
        let pl = &s.table.players[seat_index(p)];
        if pl.owns(Building::Tavern) && !built_now.contains(p) && pl.building_count() == fewest {
            s.draw_to_hand(p, 1, DrawReason::Tavern, happened);
        }
    }
}
