//! Prospector phase. Rulebook: "Prospector", "Gold mine", "Library".

use crate::rules::cards::Building;
use crate::rules::options::Edition;
use crate::rules::happening::{DrawReason, Happening, HappeningSink};
use crate::rules::state::{GameState, Step};

/// The prospector's privilege: draw 1 card (2 with the library). There is no action.
pub(crate) fn privilege<E: HappeningSink>(s: &mut GameState, p: u8, happened: &mut E) {
    let n = s.gives(p, crate::rules::action::Role::Prospector).draw;
    s.draw_to_hand(p, n, DrawReason::Prospector, happened);
}

/// Gold mine, for every owner from the prospector clockwise: turn over 4 cards; if
/// their costs all differ the owner keeps one (1st edition: the one he chooses, asked;
/// 2nd edition: the cheapest), otherwise all 4 are discarded. With fewer than 4 cards
/// left to turn over, nothing is kept.
pub(crate) fn begin<E: HappeningSink>(s: &mut GameState, p: u8, happened: &mut E) -> bool {
    if !s.t.players[p as usize].owns(Building::GoldMine) {
        return false;
    }
    let mut cards = [None; 4];
    let mut costs = 0u8;
    let mut distinct = true;
    for slot in cards.iter_mut() {
        let Some(c) = s.draw(p, happened) else { break };
        *slot = Some(c);
        s.pending.add(c);
        s.t.pending_len += 1;
        distinct &= costs & (1 << c.cost()) == 0;
        costs |= 1 << c.cost();
    }
    s.t.revealed = cards;
    happened.push(Happening::GoldMineRevealed { player: p, cards });
    if distinct && s.t.pending_len == 4 {
        if s.t.options.edition == Edition::Second {
            let cheapest = cards.into_iter().flatten().min_by_key(|c| c.cost()).expect("four cards");
            keep(s, p, cheapest, happened);
            return false;
        }
        s.t.step = Step::GoldMine { player: p };
        return true;
    }
    s.discard_pending();
    s.t.revealed = [None; 4];
    happened.push(Happening::GoldMineResult { player: p, card: None });
    false
}

/// Keeps one of the four revealed cards; the other three are discarded.
pub(crate) fn keep<E: HappeningSink>(s: &mut GameState, p: u8, b: Building, happened: &mut E) -> bool {
    s.pending_to_hand(p, b);
    s.discard_pending();
    s.t.revealed = [None; 4];
    happened.push(Happening::GoldMineResult { player: p, card: Some(b) });
    true
}
