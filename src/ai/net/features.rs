//! The learned evaluation's input: one seat's view of the game as a fixed vector of
//! [`FEATURES`] numbers, for every option set (2 to 8 players, both rule sets, the New
//! Buildings, the Events).
//!
//! Only what the seat may see goes in ([`View`]): its own hand and the drawn cards it
//! may see, card by card; every other hand by its size; every city, its goods and the
//! roles taken; the tucked cards of its own chapel, bank and harbor by count (the
//! others' are hidden, rulebook: the chapel's note). The seats are taken in turn order
//! from the viewer (the viewer first), so one network serves every seat.
//!
//! Layout, in order: the options and the round ([`GLOBAL`] numbers, with the decision
//! asked, the roles and the tile), the viewer's own cards ([`OWN`]), then [`PER_SEAT`]
//! numbers for each of [`MAX_PLAYERS`] seats (zero for seats not in the game).

use crate::ai::facts::{goods_by_kind, next_tile_prices};
use crate::ai::view::View;
use crate::rules::{
    BUILDING_COUNT, Building, CardCounts, Decision, Edition, GameState, MAX_PLAYERS, Observation, PublicPlayer, ROLE_COUNT, Role, Table,
};

/// The event cards, in catalogue order: their places among the features.
const EVENTS: [Building; 6] = {
    let mut out = [Building::IndigoPlant; 6];
    let (mut i, mut n) = (0, 0);
    while i < BUILDING_COUNT {
        if Building::ALL[i].is_event() {
            out[n] = Building::ALL[i];
            n += 1;
        }
        i += 1;
    }
    assert!(n == 6, "six event cards");
    out
};

/// Kinds of decision told apart ([`decision_kind`]).
const DECISIONS: usize = 23;

/// Numbers describing the game as a whole.
pub const GLOBAL: usize = 7 + 5 + 3 + DECISIONS + 1 + BUILDING_COUNT + 3 * ROLE_COUNT + 2 * MAX_PLAYERS + 1 + 6 + 2 * EVENTS.len() + 1 + 5;
/// Numbers describing the viewer's own cards.
pub const OWN: usize = 1 + 2 * BUILDING_COUNT + 3;
/// Numbers describing one seat's public side.
pub const PER_SEAT: usize = 1 + BUILDING_COUNT + 5 + 5 + ROLE_COUNT;
/// The length of a feature vector.
pub const FEATURES: usize = GLOBAL + OWN + MAX_PLAYERS * PER_SEAT;

/// Writes the features of `obs` (its seat's view) into `out`: every number is
/// overwritten, nothing allocated. Rulebook: what a player may know ("the number of cards
/// in a player's hand is always available to other players. The content, of course, is
/// not.").
pub fn encode_observation(obs: &Observation, out: &mut [f32; FEATURES]) {
    encode(&View::of_observation(obs), [obs.chapel, obs.bank, obs.harbor], out);
}

/// Writes the features of `seat`'s view of `state` into `out`, as
/// [`encode_observation`] of its observation would (a search's sampled state).
pub fn encode_state(state: &GameState, seat: u8, out: &mut [f32; FEATURES]) {
    let tucked = [state.chapel_count(seat), state.bank_count(seat), state.harbor_count(seat)];
    encode(&View::of_state(state, seat), tucked, out);
}

/// `view`'s features, with the viewer's own tucked cards (chapel, bank, harbor: they are
/// not on the public table).
fn encode(view: &View, tucked: [u16; 3], out: &mut [f32; FEATURES]) {
    out.fill(0.0);
    let (global, rest) = out.split_at_mut(GLOBAL);
    let (own, seats) = rest.split_at_mut(OWN);
    encode_global(view, global);
    encode_own(view, tucked, own);
    let players = usize::from(view.table.options.players);
    for (k, chunk) in seats.chunks_exact_mut(PER_SEAT).enumerate().take(players) {
        let seat = relative_to_seat(view.seat, k, players);
        encode_seat(view.table, seat, chunk);
    }
}

/// The seat `k` places after `viewer` in turn order, at a table of `players`.
pub fn relative_to_seat(viewer: u8, k: usize, players: usize) -> u8 {
    ((usize::from(viewer) + k) % players) as u8
}

/// How many places after `viewer` in turn order `seat` sits, at a table of `players`.
fn seat_to_relative(viewer: u8, seat: u8, players: usize) -> usize {
    (usize::from(seat) + players - usize::from(viewer)) % players
}

/// A cursor over a slice of features: each part writes its numbers in turn.
struct Writer<'a> {
    out: &'a mut [f32],
    at: usize,
}

impl Writer<'_> {
    fn put(&mut self, x: f32) {
        self.out[self.at] = x;
        self.at += 1;
    }
    fn one_hot(&mut self, len: usize, hot: Option<usize>) {
        if let Some(i) = hot.filter(|&i| i < len) {
            self.out[self.at + i] = 1.0;
        }
        self.at += len;
    }
    fn cards(&mut self, cards: &CardCounts) {
        for &n in &cards.0 {
            self.put(f32::from(n) / 2.0);
        }
    }
}

fn encode_global(view: &View, out: &mut [f32]) {
    let t = view.table;
    let o = &t.options;
    let players = usize::from(o.players);
    let mut w = Writer { out, at: 0 };
    w.one_hot(7, usize::from(o.players).checked_sub(2));
    w.put(f32::from(u8::from(o.edition == Edition::Second)));
    w.put(f32::from(u8::from(o.new_buildings)));
    w.put(f32::from(u8::from(o.events)));
    w.put(f32::from(u8::from(o.starting_hand_variant)));
    w.put(f32::from(u8::from(o.one_deck)));
    w.put(f32::from(t.round) / 20.0);
    w.put(f32::from(t.supply_len) / 110.0);
    w.put(f32::from(t.discard_len) / 110.0);
    let (kind, count, building) = decision_kind(t.decision());
    w.one_hot(DECISIONS, Some(kind));
    w.put(f32::from(count) / 7.0);
    w.one_hot(BUILDING_COUNT, building.map(|b| b as usize));
    for role in Role::ALL {
        w.put(f32::from(u8::from(t.roles.contains(role))));
    }
    for role in Role::ALL {
        w.put(f32::from(u8::from(t.roles_taken.contains(role))));
    }
    for role in Role::ALL {
        w.put(f32::from(u8::from(t.role_taken_by[role as usize] == Some(view.seat))));
    }
    w.one_hot(MAX_PLAYERS, Some(seat_to_relative(view.seat, t.chooser, players)));
    w.one_hot(MAX_PLAYERS, Some(seat_to_relative(view.seat, t.governor, players)));
    w.put(f32::from(u8::from(t.library_active)));
    for price in next_tile_prices(t) {
        w.put(price / 3.0);
    }
    w.put(f32::from(u8::from(t.current_tile.is_some())));
    for e in EVENTS {
        w.put(f32::from(u8::from(t.events_face_up.contains(e))));
    }
    for e in EVENTS {
        w.put(f32::from(u8::from(t.events_gone.contains(e))));
    }
    w.put(f32::from(u8::from(t.cathedral_available)));
    w.one_hot(5, t.captain_good.map(|g| g as usize));
    debug_assert_eq!(w.at, GLOBAL);
}

fn encode_own(view: &View, tucked: [u16; 3], out: &mut [f32]) {
    let mut w = Writer { out, at: 0 };
    w.put(view.hand.total() as f32 / 12.0);
    w.cards(view.hand);
    w.cards(view.pending.unwrap_or(&CardCounts::EMPTY));
    for n in tucked {
        w.put(f32::from(n) / 10.0);
    }
    debug_assert_eq!(w.at, OWN);
}

fn encode_seat(t: &Table, seat: u8, out: &mut [f32]) {
    let p: &PublicPlayer = &t.players[usize::from(seat)];
    let mut w = Writer { out, at: 0 };
    w.put(1.0);
    let mut city = [0u8; BUILDING_COUNT];
    let mut vp = 0u16;
    for &b in p.city() {
        city[b as usize] += 1;
        vp += u16::from(b.vp());
    }
    for n in city {
        w.put(f32::from(n));
    }
    for n in goods_by_kind(p, true) {
        w.put(f32::from(n));
    }
    w.put(p.building_count() as f32 / 12.0);
    w.put(f32::from(p.hand_len) / 12.0);
    w.put(f32::from(vp) / 30.0);
    w.put(f32::from(t.shipped_count(seat)) / 10.0);
    w.put(f32::from(p.production_kinds()) / 5.0);
    for role in Role::ALL {
        w.put(f32::from(u8::from(t.role_taken_by[role as usize] == Some(seat))));
    }
    debug_assert_eq!(w.at, PER_SEAT);
}

/// The kind of `decision` (an index below [`DECISIONS`]), its count (cards or goods still
/// to choose, or the builder's discount) and the building it is about, if any.
fn decision_kind(decision: Decision) -> (usize, u8, Option<Building>) {
    match decision {
        Decision::StartingHand { remaining } => (0, remaining, None),
        Decision::ChooseRole => (1, 0, None),
        Decision::Build { discount } => (2, discount, None),
        Decision::Pay { building, remaining, .. } => (3, remaining, Some(building)),
        Decision::Produce { remaining } => (4, remaining, None),
        Decision::Sell { remaining } => (5, remaining, None),
        Decision::Keep { remaining } => (6, remaining, None),
        Decision::CouncillorDiscard { remaining } => (7, remaining, None),
        Decision::GoldMine => (8, 0, None),
        Decision::Office { discarded } => (9, discarded, None),
        Decision::Chapel => (10, 0, None),
        Decision::Bank { tucked } => (11, tucked, None),
        Decision::HandLimit { remaining } => (12, remaining, None),
        Decision::VisitRole => (13, 0, None),
        Decision::Earthquake => (14, 0, None),
        Decision::Taxes => (15, 0, None),
        Decision::Amnesty { discarded } => (16, discarded, None),
        Decision::Construction => (17, 0, None),
        Decision::Explorer { remaining } => (18, remaining, None),
        Decision::Captain => (19, 0, None),
        Decision::ShipOne { remaining, .. } => (20, remaining, None),
        Decision::Ship { good } => (21, 0, Some(good.building())),
        Decision::GameOver => (22, 0, None),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::{Bot, MediumBot};
    use crate::rules::{GameState, Options};

    #[test]
    fn the_layout_adds_up_and_every_number_is_finite_and_small_in_games_of_every_size() {
        assert_eq!(FEATURES, GLOBAL + OWN + MAX_PLAYERS * PER_SEAT);
        for players in 2..=8u8 {
            let options = Options { players, new_buildings: players % 2 == 0, events: players % 3 == 0, ..Options::default() };
            let mut state = GameState::new(options, u64::from(players)).unwrap();
            let mut out = [0.0; FEATURES];
            let mut steps = 0;
            while let Some(seat) = state.to_move() {
                let obs = state.observation(seat);
                encode_observation(&obs, &mut out);
                let mut from_state = [0.0; FEATURES];
                encode_state(&state, seat, &mut from_state);
                assert_eq!(out, from_state, "a state's view is its observation's");
                assert!(out.iter().all(|x| x.is_finite() && (0.0..=12.0).contains(x)), "{players} players");
                assert!(out[GLOBAL + OWN + (players as usize) * PER_SEAT..].iter().all(|&x| x == 0.0), "no seat past the table");
                state.apply_quiet(MediumBot.choose(&obs).unwrap()).unwrap();
                steps += 1;
            }
            assert!(steps > 50);
        }
    }

    #[test]
    fn the_viewer_comes_first_whatever_its_seat() {
        assert_eq!(relative_to_seat(2, 0, 4), 2);
        assert_eq!(relative_to_seat(2, 3, 4), 1);
        assert_eq!(seat_to_relative(2, 1, 4), 3);
        for k in 0..5 {
            assert_eq!(seat_to_relative(3, relative_to_seat(3, k, 5), 5), k);
        }
    }
}
