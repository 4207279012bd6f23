//! What a bot can work out from one seat's view before it judges anything: the next
//! trading-house tile's prices, what each building would cost it, what a role would
//! give it. Public information and its own hand only: the same for every bot that
//! reasons by rules of thumb (the strategy zoo and the medium bot).

use super::view::View;
use crate::rules::{Building, Good, Kind, PublicPlayer, Role, TRADING_HOUSE_TILES, Table, masks, role_gives};

/// The expected price in cards of each good (indexed by [`Good`]) on the next
/// trading-house tile to be turned over. Rulebook: "Trader": the tiles are turned over
/// in turn and come back in the same order, so once every tile was seen the next one is
/// known; before that it is one of those not yet seen, each as likely.
pub fn next_tile_prices(table: &Table) -> [f32; 5] {
    // In a trader phase the tile is face up already.
    if let Some(tile) = table.current_tile {
        return tile.map(f32::from);
    }
    let count = u16::from(table.tile_count.max(1));
    if table.tile_draws >= count {
        let idx = table.known_tiles[usize::from(table.tile_draws % count)];
        return TRADING_HOUSE_TILES.get(usize::from(idx)).map_or([1.5; 5], |t| t.map(f32::from));
    }
    // The tiles not seen yet: the game's tiles less those seen in the first pass (no
    // allocation: this runs at every decision of a search's playouts).
    let tiles = table.options.tiles();
    let mut unseen = [0u8; TRADING_HOUSE_TILES.len()];
    for &t in tiles.as_slice() {
        unseen[usize::from(t)] += 1;
    }
    for &seen in &table.known_tiles[..usize::from(table.tile_draws)] {
        let left = &mut unseen[usize::from(seen).min(TRADING_HOUSE_TILES.len() - 1)];
        *left = left.saturating_sub(1);
    }
    let count: u8 = unseen.iter().sum();
    if count == 0 {
        return [1.0, 1.4, 1.8, 2.2, 2.6];
    }
    let mut sum = [0.0f32; 5];
    for (tile, &k) in TRADING_HOUSE_TILES.iter().zip(&unseen) {
        for (s, p) in sum.iter_mut().zip(tile) {
            *s += f32::from(k) * f32::from(*p);
        }
    }
    sum.map(|s| s / f32::from(count))
}

/// Production buildings of `p` per good (indexed by [`Good`]) holding a good (`full`)
/// or empty.
pub fn goods_by_kind(p: &PublicPlayer, full: bool) -> [u8; 5] {
    let mut out = [0u8; 5];
    for (i, b) in p.city().iter().enumerate() {
        if let Some(g) = b.good()
            && p.has_good(i) == full
        {
            out[g as usize] += 1;
        }
    }
    out
}

/// One seat's situation, worked out once per decision.
#[derive(Clone, Debug)]
pub struct Facts<'a> {
    /// The seat's view.
    pub v: View<'a>,
    /// The seat's public side (city, goods, hand size).
    pub me: &'a PublicPlayer,
    /// Buildings in the largest city at the table.
    pub most: usize,
    /// Buildings the largest city still needs to reach 12: about the builder phases left.
    pub left: f32,
    /// Expected prices of the next trading-house tile ([`next_tile_prices`]).
    pub prices: [f32; 5],
}

impl<'a> Facts<'a> {
    /// Works out the facts of `v`.
    pub fn of(v: View<'a>) -> Facts<'a> {
        let me = &v.table.players[usize::from(v.seat)];
        let most = v.table.seats().iter().map(PublicPlayer::building_count).max().unwrap_or(1);
        Facts { v, me, most, left: (12 - most.min(12)) as f32, prices: next_tile_prices(v.table) }
    }

    /// The opponents' public sides.
    pub fn others(&self) -> impl Iterator<Item = &'a PublicPlayer> + '_ {
        let seat = usize::from(self.v.seat);
        self.v.table.seats().iter().enumerate().filter(move |(i, _)| *i != seat).map(|(_, p)| p)
    }

    /// Share of the game still to come: 1 at the start, 0 in the last builder phase.
    pub fn future(&self) -> f32 {
        (self.left / 11.0).clamp(0.0, 1.0)
    }

    /// What building `b` would cost this seat with a builder's `discount`, counting the
    /// smithy (production buildings) and the quarry (violet buildings). Rulebook:
    /// "Builder", "Smithy", "Quarry". An estimate for planning: the rules' own cost
    /// (`GameState::build_cost`) decides the real payment.
    pub fn cost(&self, b: Building, discount: u8) -> u8 {
        let helper = match b.kind() {
            Kind::Production(_) => self.me.owns(Building::Smithy),
            _ => self.me.owns(Building::Quarry),
        };
        b.cost().saturating_sub(discount + u8::from(helper))
    }

    /// Whether this seat could pay for `b` from its hand (the card itself not counted)
    /// with a builder's `discount`, and may build it (one of each violet building).
    pub fn affordable(&self, b: Building, discount: u8) -> bool {
        // The card itself is not money for its own build: the cost must be under the hand.
        let buildable = !(b.is_event() || b.is_violet() && self.me.owns(b));
        buildable && self.cost(b, discount) < self.me.hand_len && self.me.building_count() < 12
    }

    /// Cards `n` goods of `by_kind` would bring at the next tile's prices, dearest first.
    pub fn sale(&self, by_kind: [u8; 5], n: u8) -> f32 {
        let mut left = n;
        let mut sum = 0.0;
        let mut order = Good::ALL;
        order.sort_by(|a, b| self.prices[*b as usize].total_cmp(&self.prices[*a as usize]));
        for g in order {
            let k = by_kind[g as usize].min(left);
            sum += f32::from(k) * self.prices[g as usize];
            left -= k;
        }
        sum
    }

    /// What `role` gives this seat as the chooser (`library`: doubled privilege).
    pub fn gives(&self, role: Role, library: bool) -> crate::rules::RoleGives {
        role_gives(role, 1 + u8::from(library), self.me.owned())
    }

    /// Monuments in this seat's city.
    pub fn monuments(&self) -> usize {
        (self.me.owned() & masks::MONUMENT).len() as usize
    }

    /// 6-cost buildings (Residences included) in the opponents' cities: what a Cathedral
    /// scores against. Rulebook (Ukrainian, New Buildings): "Cathedral".
    pub fn their_six_cost(&self) -> usize {
        self.v.table.six_cost_of_others(self.v.seat)
    }

    /// Violet buildings in this seat's city.
    pub fn violets(&self) -> usize {
        self.me.building_count() - usize::from(self.me.production_count())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Action, GameState, Options, Role};

    /// Plays the first legal action until `stop` holds (or the game ends).
    fn play_until(state: &mut GameState, stop: impl Fn(&GameState) -> bool) {
        while !state.is_over() && !stop(state) {
            let a = state.legal_actions()[0];
            state.apply(a).unwrap();
        }
    }

    #[test]
    fn before_any_tile_the_next_is_the_average_of_all() {
        let state = GameState::new(Options::for_players(2), 1).unwrap();
        let prices = next_tile_prices(state.table());
        // The five tiles of the base game: indigo always 1, silver 2, 2, 3, 3, 3.
        assert_eq!(prices[0], 1.0);
        assert!((prices[4] - 2.6).abs() < 1e-6, "{prices:?}");
    }

    #[test]
    fn once_every_tile_was_seen_the_next_is_known() {
        let mut state = GameState::new(Options::for_players(2), 3).unwrap();
        // Choose the trader whenever it is on offer until the five tiles were turned.
        while !state.is_over() && state.table().tile_draws < 5 {
            let trader = Action::ChooseRole { role: Role::Trader, library: false };
            let a = if state.is_legal(trader) { trader } else { state.legal_actions()[0] };
            state.apply(a).unwrap();
        }
        play_until(&mut state, |s| s.table().choosing_role());
        let t = state.table();
        assert!(t.tile_draws >= 5 && t.current_tile.is_none());
        let next = TRADING_HOUSE_TILES[usize::from(t.known_tiles[usize::from(t.tile_draws % 5)])];
        assert_eq!(next_tile_prices(t), next.map(f32::from));
    }

    #[test]
    fn a_tile_seen_is_no_longer_expected() {
        let mut state = GameState::new(Options::for_players(2), 5).unwrap();
        let trader = Action::ChooseRole { role: Role::Trader, library: false };
        play_until(&mut state, |s| s.is_legal(trader));
        state.apply(trader).unwrap();
        // In the trader phase the tile face up is the price (with nothing to sell, the
        // phase is over at once and the tile is back).
        if let Some(face_up) = state.table().current_tile {
            assert_eq!(next_tile_prices(state.table()), face_up.map(f32::from));
        }
        assert_eq!(state.table().tile_draws, 1);
        play_until(&mut state, |s| s.table().choosing_role() && s.table().current_tile.is_none());
        // Afterwards: the average of the four others.
        let seen = usize::from(state.table().known_tiles[0]);
        let expected: Vec<f32> =
            (0..5).map(|g| (0..5).filter(|t| *t != seen).map(|t| f32::from(TRADING_HOUSE_TILES[t][g])).sum::<f32>() / 4.0).collect();
        assert_eq!(next_tile_prices(state.table()).to_vec(), expected);
    }
}
