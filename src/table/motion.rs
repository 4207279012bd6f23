//! What moved where in one applied action, for the table's animations: a card drawn
//! from the supply into a hand, a building from the hand into the city, a good onto or
//! off a production building, a payment to the discard stack, a role placard to its
//! chooser, the trading-house tile turned over.
//!
//! Derived from the engine's state before and after the action, the action and its
//! happenings, seen from one seat: an opponent's cards move face down (never named), the
//! person's own cards face up. Pure data: the browser plays the motions
//! (`ui::components::motion_layer`), or does not (instant pace, reduced motion).

use crate::rules::{Action, Building, Decision, GameState, Happening, Role};

/// A place on the table a piece moves from or to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spot {
    /// The supply.
    Supply,
    /// The discard stack.
    Discard,
    /// The cards drawn face up beside the hand (the person's councillor draw, a gold
    /// mine's cards, the explorer's cards).
    Drawn,
    /// A seat's hand: the person's hand, an opponent's hand count.
    Hand(u8),
    /// A building of a seat's city: seat and slot.
    City(u8, u8),
    /// A seat's name line, where its role and governor placards show.
    Seat(u8),
    /// A seat's shipped goods (the captain).
    Shipped(u8),
    /// A role placard in the middle of the table.
    Placard(Role),
    /// The trading house.
    TradingHouse,
    /// The face-up event cards beside the roles.
    Events,
    /// The Cathedral beside the roles.
    Cathedral,
}

/// What moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Piece {
    /// This many cards, face down.
    Cards(u8),
    /// A building face up: a build, or a card into the person's own hand.
    Building(Building),
    /// A good (a face-down card on a production building).
    Good,
    /// A role placard.
    Role(Role),
    /// The governor placard.
    Governor,
    /// The trading-house tile, turned over where it lies (`from` and `to` alike).
    Tile,
}

/// One piece moving from one spot to another.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Motion {
    /// What moves.
    pub piece: Piece,
    /// Where it comes from.
    pub from: Spot,
    /// Where it goes.
    pub to: Spot,
}

impl Motion {
    const fn new(piece: Piece, from: Spot, to: Spot) -> Motion {
        Motion { piece, from, to }
    }
}

/// A count of cards as a piece (a count above 255 is shown as 255: the UI shows a few).
fn cards(n: impl TryInto<u8>) -> Piece {
    Piece::Cards(n.try_into().unwrap_or(u8::MAX))
}

/// The motions of `action`, applied to `before` and giving `after` with `happenings`, as
/// seat `human` may see them: the roles and the tile first, then seat by seat its city,
/// its goods and its hand, then the cards drawn face up.
pub fn motions(before: &GameState, action: Action, happenings: &[Happening], after: &GameState, human: u8) -> Vec<Motion> {
    let mut out = Vec::new();
    let (bt, at) = (before.table(), after.table());
    for h in happenings {
        match *h {
            Happening::RoleChosen { player, role, .. } => {
                out.push(Motion::new(Piece::Role(role), Spot::Placard(role), Spot::Seat(player)));
            }
            Happening::RoundStarted { governor, .. } if governor != bt.governor => {
                out.push(Motion::new(Piece::Governor, Spot::Seat(bt.governor), Spot::Seat(governor)));
            }
            Happening::TileRevealed { .. } => out.push(Motion::new(Piece::Tile, Spot::TradingHouse, Spot::TradingHouse)),
            Happening::SupplyReshuffled { cards: n } if n > 0 => out.push(Motion::new(cards(n), Spot::Discard, Spot::Supply)),
            Happening::EventTurnedUp { .. } => out.push(Motion::new(Piece::Cards(1), Spot::Supply, Spot::Events)),
            _ => {}
        }
    }
    let mover = before.to_move();
    // A card kept from the drawn cards comes from them when the person saw them.
    let drawn_seen = bt.pending_visible_to(human);
    let kept = match action {
        Action::Keep(b) => Some(b),
        _ => None,
    };
    for p in 0..before.players() {
        let acting = mover == Some(p);
        city_and_goods(before, action, happenings, after, p, acting, &mut out);
        let seen = Seen { human, acting, from_kept: if drawn_seen { Spot::Drawn } else { Spot::Supply } };
        hand(before, action, after, p, seen, &mut out);
    }
    // The drawn cards laid out beside the hand, and those left over going to the
    // discard stack once the keeping is done.
    let shown_before = if drawn_seen { u16::from(bt.pending_len) } else { 0 };
    let shown_after = if at.pending_visible_to(human) { u16::from(at.pending_len) } else { 0 };
    let taken = u16::from(kept.is_some() && drawn_seen);
    match (shown_before.saturating_sub(taken), shown_after) {
        (0, n) if n > 0 => out.push(Motion::new(cards(n), Spot::Supply, Spot::Drawn)),
        (left, n) if left > n => out.push(Motion::new(cards(left - n), Spot::Drawn, Spot::Discard)),
        _ => {}
    }
    out
}

/// Seat `p`'s city: a building built (from the hand, or the Cathedral from beside the
/// roles), a building discarded (the earthquake: the answer names its slot), goods
/// produced, sold, spent, shipped or taken under a harbor.
fn city_and_goods(
    before: &GameState,
    action: Action,
    happenings: &[Happening],
    after: &GameState,
    p: u8,
    acting: bool,
    out: &mut Vec<Motion>,
) {
    let (b, a) = (before.player(p), after.player(p));
    if let (true, Action::DiscardBuilding(slot)) = (acting, action) {
        if let Some(&building) = b.city().get(usize::from(slot)) {
            out.push(Motion::new(Piece::Building(building), Spot::City(p, slot), Spot::Discard));
        }
        return; // the slots after it moved up one: nothing else changed in this city
    }
    let shipped = happenings.iter().any(|h| matches!(*h, Happening::Shipped { player, goods, .. } if player == p && goods > 0));
    // The harbor takes one good a trader phase; the discard count shows it anyway.
    let mut harbor = happenings.iter().any(|h| matches!(*h, Happening::HarborTookGood { player } if player == p));
    for (slot, &building) in a.city().iter().enumerate() {
        let s = slot as u8;
        let had = b.has_good(slot);
        if b.city().get(slot) != Some(&building) {
            let from = if building == Building::Cathedral { Spot::Cathedral } else { Spot::Hand(p) };
            out.push(Motion::new(Piece::Building(building), from, Spot::City(p, s)));
            if had {
                // A crane's build over a building with a good on it.
                out.push(Motion::new(Piece::Good, Spot::City(p, s), Spot::Discard));
            }
            continue;
        }
        match (had, a.has_good(slot)) {
            (false, true) => out.push(Motion::new(Piece::Good, Spot::Supply, Spot::City(p, s))),
            (true, false) => {
                let to = if shipped {
                    Spot::Shipped(p)
                } else if harbor && let Some(h) = a.slot_of(Building::Harbor) {
                    harbor = false;
                    Spot::City(p, h as u8)
                } else {
                    Spot::Discard
                };
                out.push(Motion::new(Piece::Good, Spot::City(p, s), to));
            }
            _ => {}
        }
    }
}

/// How [`hand`] sees seat `p`'s hand.
#[derive(Clone, Copy)]
struct Seen {
    /// The seat the motions are for: its own cards are named.
    human: u8,
    /// Seat `p` gave the answer applied.
    acting: bool,
    /// Where a card kept from the drawn cards comes from (the drawn cards when the
    /// person saw them, else the supply).
    from_kept: Spot,
}

/// Seat `p`'s hand: a card out with the seat's own answer (paid or discarded to the
/// discard stack, tucked under the chapel or bank; one built leaves the hand with the
/// build's first answer and lands in the city with its last), a card kept from the
/// drawn cards, and the rest of the cards that came in drawn from the supply. The
/// person's own cards are named; an opponent's are counted.
fn hand(before: &GameState, action: Action, after: &GameState, p: u8, seen: Seen, out: &mut Vec<Motion>) {
    let (left, built, kept) = match (seen.acting, action) {
        (false, _) => (None, false, None),
        (true, Action::PayCard(_) | Action::Discard(_)) => (Some(Spot::Discard), false, None),
        (true, Action::Tuck(_)) => {
            let under = if before.decision() == Decision::Chapel { Building::Chapel } else { Building::Bank };
            (Some(before.player(p).slot_of(under).map_or(Spot::Seat(p), |s| Spot::City(p, s as u8))), false, None)
        }
        (true, Action::Build { building, .. }) => (None, building != Building::Cathedral, None),
        (true, Action::Keep(b)) => (None, false, Some(b)),
        (true, _) => (None, false, None),
    };
    if let Some(to) = left {
        out.push(Motion::new(Piece::Cards(1), Spot::Hand(p), to));
    }
    if p == seen.human {
        let (was, now) = (before.hand(p), after.hand(p));
        let mut kept = kept;
        for b in now.distinct() {
            for _ in was.count(b)..now.count(b) {
                let from = if kept == Some(b) {
                    kept = None;
                    seen.from_kept
                } else {
                    Spot::Supply
                };
                out.push(Motion::new(Piece::Building(b), from, Spot::Hand(p)));
            }
        }
        return;
    }
    if kept.is_some() {
        out.push(Motion::new(Piece::Cards(1), seen.from_kept, Spot::Hand(p)));
    }
    // What came in beyond the answer's own card: drawn from the supply.
    let gone = i16::from(left.is_some()) + i16::from(built) - i16::from(kept.is_some());
    let drawn = i16::from(after.player(p).hand_len) - i16::from(before.player(p).hand_len) + gone;
    if drawn > 0 {
        out.push(Motion::new(cards(drawn), Spot::Supply, Spot::Hand(p)));
    }
}
