//! Prospector phase. Rulebook: "Prospector", "Gold mine", "Library"; the New Buildings'
//! goldsmith (after the gold mine, for every owner).

use crate::rules::action::{Decision, Role};
use crate::rules::cards::Building;
use crate::rules::happening::{DrawReason, Happening, HappeningSink};
use crate::rules::options::Edition;
use crate::rules::public_table::seat_index;
use crate::rules::state::GameState;
use crate::rules::step::Step;

/// The prospector's (or, 5–8 players, the gold digger's) privilege: draw 1 card (2 with
/// the library). There is no action.
pub(crate) fn privilege<E: HappeningSink>(s: &mut GameState, p: u8, role: Role, happened: &mut E) {
    let n = s.gives(p, role).draw;
    let reason = if role == Role::GoldDigger { DrawReason::GoldDigger } else { DrawReason::Prospector };
    s.draw_to_hand(p, n, reason, happened);
}

/// Gold mine, for every owner from the prospector clockwise: turn over 4 cards; if
/// their costs all differ the owner keeps one (1st edition: the one he chooses, asked;
/// 2nd edition: the cheapest), otherwise all 4 are discarded. With fewer than 4 cards
/// left to turn over, nothing is kept.
#[inline]
pub(crate) fn begin<E: HappeningSink>(s: &mut GameState, p: u8, happened: &mut E) -> bool {
    // Most players own neither: this runs for every seat in every prospector phase.
    let owned = s.table.players[seat_index(p)].owned();
    if !owned.contains(Building::GoldMine) && !owned.contains(Building::Goldsmith) {
        return false;
    }
    gold_mine(s, p, happened)
}

/// [`begin`] for an owner of a gold mine or a goldsmith.
fn gold_mine<E: HappeningSink>(s: &mut GameState, p: u8, happened: &mut E) -> bool {
    // The one-deck 5-player variant: each gold mine works at most once per round.
    let used = s.table.options.gold_mine_once_per_round && s.table.gold_mine_used.contains(p);
    if !s.table.players[seat_index(p)].owns(Building::GoldMine) || used {
        goldsmith(s, p, happened);
        return false;
    }
    s.table.gold_mine_used.insert(p);
    let mut cards = [None; 4];
    let mut costs = 0u8;
    let mut distinct = true;
    for slot in cards.iter_mut() {
        let Some(c) = s.draw(p, happened) else { break };
        *slot = Some(c);
        s.pending.add(c);
        s.table.pending_len += 1;
        distinct &= costs & (1 << c.cost()) == 0;
        costs |= 1 << c.cost();
    }
    s.table.revealed = cards;
    happened.push(Happening::GoldMineRevealed { player: p, cards });
    if distinct && s.table.pending_len == 4 {
        if s.table.options.edition == Edition::Second {
            let cheapest = cards.into_iter().flatten().min_by_key(|c| c.cost()).expect("four cards");
            keep(s, p, cheapest, happened);
            return false;
        }
        s.table.step = Step::new(p, Decision::GoldMine);
        return true;
    }
    s.discard_pending();
    s.table.revealed = [None; 4];
    happened.push(Happening::GoldMineResult { player: p, card: None });
    goldsmith(s, p, happened);
    false
}

/// Keeps one of the four revealed cards; the other three are discarded. Then the same
/// player's goldsmith.
pub(crate) fn keep<E: HappeningSink>(s: &mut GameState, p: u8, b: Building, happened: &mut E) -> bool {
    s.pending_to_hand(p, b);
    s.discard_pending();
    s.table.revealed = [None; 4];
    happened.push(Happening::GoldMineResult { player: p, card: Some(b) });
    goldsmith(s, p, happened);
    true
}

/// Goldsmith, for every owner in the prospector phase: turn over the top supply card; he
/// takes it if nobody (he included) has that building in his city, else it is discarded.
/// Taking it can never hurt him, so nothing is asked. Rulebook (New Buildings): "Goldsmith".
fn goldsmith<E: HappeningSink>(s: &mut GameState, p: u8, happened: &mut E) {
    if !s.table.players[seat_index(p)].owns(Building::Goldsmith) {
        return;
    }
    let Some(card) = s.draw(p, happened) else { return };
    let built = s.table.seats().iter().any(|pl| pl.owns(card));
    if built {
        s.put_on_discard_stack(card);
    } else {
        s.hand_add(p, card);
    }
    happened.push(Happening::GoldsmithRevealed { player: p, card, kept: !built });
}
