//! What one seat may know, and full states sampled from it for bots that search.
//!
//! Rulebook: "Important: the number of cards in a player's hand is always available to
//! other players. The content, of course, is not." and the chapel's note (how many cards
//! lie under an opponent's chapel is hidden). Goods are face down: nobody knows their
//! faces, not even their owner.

use super::action::{Action, Decision};
use super::building_set::BuildingSet;
use super::card_counts::CardCounts;
use super::cards::Building;
use super::deck::{MAX_DECK, MAX_TILES};
use super::public_table::{CITY_LIMIT, MAX_PLAYERS, Table};
use super::state::{Buried, GameRng, GameState};
use rand::seq::SliceRandom;
use rand::{Rng, RngExt, SeedableRng};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Everything the player in `seat` may know, and nothing more.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Observation {
    /// The observing seat, 0-based.
    pub seat: u8,
    /// The public table: cities, goods (whether, not what), hand sizes, supply and
    /// discard counts, roles taken, trading-house tiles seen, the decision in progress.
    pub table: Table,
    /// The seat's own hand.
    pub hand: CardCounts,
    /// Cards under the seat's own chapel.
    pub chapel: u16,
    /// Cards under the seat's own bank.
    pub bank: u16,
    /// Cards under the seat's own harbor.
    pub harbor: u16,
    /// Drawn cards awaiting a keep, when this seat may see them (its own councillor
    /// draw, or any gold mine's face-up cards).
    pub pending: Option<CardCounts>,
    /// Which of the seat's own tucked cards a crane covered, by city slot (they are
    /// counted in `chapel`, `bank` and `harbor` too).
    #[serde(default)]
    pub buried: Vec<Buried>,
}

/// A seat's view of one player, for display.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerView {
    /// Cards in hand.
    pub hand_len: u8,
    /// Buildings in play, in city order.
    pub city: Vec<Building>,
    /// Per city slot: whether a good lies on it.
    pub goods: Vec<bool>,
    /// Cards under the chapel: known for the observer's own seat only.
    pub chapel: Option<u16>,
    /// Cards under the bank: known for the observer's own seat only.
    pub bank: Option<u16>,
    /// Cards under the harbor: known for the observer's own seat only.
    pub harbor: Option<u16>,
}

/// An observation that no real game could produce (hand-made or corrupted).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ObservationError(pub &'static str);

impl fmt::Display for ObservationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "inconsistent observation: {}", self.0)
    }
}

impl std::error::Error for ObservationError {}

impl GameState {
    /// What seat `seat` may know now. Panics if `seat` is not a seat of this game.
    pub fn observation(&self, seat: u8) -> Observation {
        assert!(seat < self.players(), "seat {seat} is not in this game");
        let pending_visible = self.table.pending_visible_to(seat);
        Observation {
            seat,
            table: self.table.clone(),
            hand: self.hands[seat as usize],
            chapel: self.chapels[seat as usize],
            bank: self.banks[seat as usize],
            harbor: self.harbors[seat as usize],
            pending: pending_visible.then_some(self.pending),
            buried: self.buried.iter().filter(|b| b.seat == seat).copied().collect(),
        }
    }
}

impl Observation {
    /// The seat asked to decide now.
    pub fn to_move(&self) -> Option<u8> {
        self.table.to_move()
    }
    /// The decision asked now.
    pub fn decision(&self) -> Decision {
        self.table.decision()
    }
    /// Whether it is this seat's turn to decide.
    pub fn is_my_turn(&self) -> bool {
        self.to_move() == Some(self.seat)
    }
    /// Seat `p` as this seat sees it.
    pub fn player_view(&self, p: u8) -> PlayerView {
        let pl = &self.table.players[p as usize];
        PlayerView {
            hand_len: pl.hand_len,
            city: pl.city().to_vec(),
            goods: (0..pl.building_count()).map(|i| pl.has_good(i)).collect(),
            chapel: (p == self.seat).then_some(self.chapel),
            bank: (p == self.seat).then_some(self.bank),
            harbor: (p == self.seat).then_some(self.harbor),
        }
    }

    /// The legal actions of the player to move (exact when that is this seat, since they
    /// depend only on his own cards and the table).
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut rng = GameRng::seed_from_u64(0);
        self.sample_state(&mut rng).map(|s| s.legal_actions()).unwrap_or_default()
    }

    /// Cards this seat has not seen: the game's cards ([`Options::cards`](super::Options::cards))
    /// minus its hand, every city, the covered buildings, the face-up cards (the Cathedral
    /// and the event cards beside the roles among them), the events set off and a
    /// building being paid for.
    pub fn unseen(&self) -> Result<CardCounts, ObservationError> {
        let mut known = self.hand;
        for pl in self.table.seats() {
            for b in pl.city() {
                known.add(*b);
            }
        }
        known.add_all(&self.table.covered);
        if let Some(p) = self.pending {
            known.add_all(&p);
        }
        if let Decision::Pay { building, .. } = self.table.step.ask {
            known.add(building);
        }
        if self.table.cathedral_available {
            known.add(Building::Cathedral);
        }
        for e in (self.table.events_face_up | self.table.events_gone).iter() {
            known.add(e);
        }
        self.table.options.cards().minus(&known).ok_or(ObservationError("more cards seen than the deck holds"))
    }

    /// A full game state consistent with this observation: the unseen cards dealt at
    /// random to opponents' hands, all goods, opponents' chapels, drawn cards this seat
    /// cannot see, the discard stack and the supply; unseen trading-house tiles shuffled;
    /// a fresh RNG for what comes next. For determinized search (Cowling, Powley and
    /// Whitehouse 2012).
    ///
    /// Errors: [`ObservationError`] when the counts cannot add up.
    pub fn sample_state<R: Rng + ?Sized>(&self, rng: &mut R) -> Result<GameState, ObservationError> {
        let t = &self.table;
        let n = t.options.players as usize;
        if n > MAX_PLAYERS || self.seat as usize >= n {
            return Err(ObservationError("no such seat"));
        }
        let unseen = self.unseen()?;
        // An event card is never in a hand or a drawn card awaiting a keep: those come
        // from the other cards first; the events join the rest for the face-down places.
        let mut pool: Vec<Building> = unseen.iter().filter(|b| !b.is_event()).collect();
        pool.shuffle(rng);
        let (hands, pending) = self.deal_hands(&mut pool)?;
        let events: Vec<Building> = unseen.iter().filter(|b| b.is_event()).collect();
        if !events.is_empty() {
            pool.extend(events);
            pool.shuffle(rng);
        }
        let goods = self.deal_goods(&mut pool)?;
        let discard: CardCounts = take(&mut pool, t.discard_len as usize)?.into_iter().collect();
        let supply_cards = take(&mut pool, t.supply_len as usize)?;
        let mut supply = [Building::IndigoPlant; MAX_DECK];
        supply[..supply_cards.len()].copy_from_slice(&supply_cards);
        let tucked = self.deal_tucked(&pool, rng)?;
        let tiles = self.sample_tiles(rng)?;

        let mut state = GameState {
            table: t.clone(),
            rng: GameRng::seed_from_u64(rng.next_u64()),
            supply,
            discard,
            hands,
            hand_masks: [BuildingSet::EMPTY; MAX_PLAYERS],
            goods,
            chapels: tucked.chapels,
            chapel_cards: tucked.chapel_cards,
            banks: tucked.banks,
            harbors: tucked.harbors,
            vault_cards: tucked.vault_cards,
            pending,
            tiles,
            // The opponents' covered cards are sampled as lying under their building in play.
            buried: self.buried.clone(),
        };
        state.sync_hand_masks();
        Ok(state)
    }

    /// The hands (this seat's own, the others' dealt from `pool`) and the drawn cards
    /// awaiting a keep (seen, or dealt from `pool`).
    fn deal_hands(&self, pool: &mut Vec<Building>) -> Result<([CardCounts; MAX_PLAYERS], CardCounts), ObservationError> {
        let t = &self.table;
        let mut hands = [CardCounts::EMPTY; MAX_PLAYERS];
        for (p, hand) in hands.iter_mut().enumerate().take(t.options.players as usize) {
            *hand = if p == self.seat as usize { self.hand } else { take(pool, t.players[p].hand_len as usize)?.into_iter().collect() };
        }
        let pending = match self.pending {
            Some(p) => p,
            None => take(pool, t.pending_len as usize)?.into_iter().collect(),
        };
        Ok((hands, pending))
    }

    /// The faces of the goods on every city slot that holds one, dealt from `pool`.
    fn deal_goods(&self, pool: &mut Vec<Building>) -> Result<[[Option<Building>; CITY_LIMIT]; MAX_PLAYERS], ObservationError> {
        let mut goods = [[None; CITY_LIMIT]; MAX_PLAYERS];
        for (pl, on_city) in self.table.seats().iter().zip(goods.iter_mut()) {
            let slots: Vec<usize> = (0..pl.building_count()).filter(|&i| pl.has_good(i)).collect();
            for (slot, card) in slots.iter().zip(take(pool, slots.len())?) {
                on_city[*slot] = Some(card);
            }
        }
        Ok(goods)
    }

    /// The cards left in `pool` lie under chapels, banks and harbors: this seat's own, the
    /// rest split at random among opponents who own one of them (or, if none does now,
    /// any opponent: it may have been covered by a crane), under a chapel first. Goods
    /// shipped by captains (public counts, faces unknown) lie with the banks' cards.
    fn deal_tucked<R: Rng + ?Sized>(&self, pool: &[Building], rng: &mut R) -> Result<Tucked, ObservationError> {
        let t = &self.table;
        let n = t.options.players as usize;
        let shipped: usize = (0..n as u8).map(|p| usize::from(t.shipped_count(p))).sum();
        let own = usize::from(self.chapel) + usize::from(self.bank) + usize::from(self.harbor) + shipped;
        let others = pool.len().checked_sub(own).ok_or(ObservationError("fewer tucked cards than this seat's own"))?;
        let mut chapels = [0u16; MAX_PLAYERS];
        let mut banks = [0u16; MAX_PLAYERS];
        let mut harbors = [0u16; MAX_PLAYERS];
        chapels[self.seat as usize] = self.chapel;
        banks[self.seat as usize] = self.bank;
        harbors[self.seat as usize] = self.harbor;
        let opponents: Vec<usize> = (0..n).filter(|&p| p != self.seat as usize).collect();
        let tucks = |p: usize| [Building::Chapel, Building::Bank, Building::Harbor].into_iter().any(|b| t.players[p].owns(b));
        let with_place: Vec<usize> = opponents.iter().copied().filter(|&p| tucks(p)).collect();
        let holders = if with_place.is_empty() { &opponents } else { &with_place };
        for _ in 0..others {
            let p = holders[rng.random_range(0..holders.len())];
            let pl = &t.players[p];
            if pl.owns(Building::Chapel) || !(pl.owns(Building::Bank) || pl.owns(Building::Harbor)) {
                chapels[p] += 1;
            } else if pl.owns(Building::Bank) {
                banks[p] += 1;
            } else {
                harbors[p] += 1;
            }
        }
        let under_chapels = chapels.iter().map(|&c| usize::from(c)).sum::<usize>();
        let chapel_cards: CardCounts = pool[..under_chapels].iter().copied().collect();
        let vault_cards: CardCounts = pool[under_chapels..].iter().copied().collect();
        Ok(Tucked { chapels, banks, harbors, chapel_cards, vault_cards })
    }

    /// The trading-house tile order: the tiles seen so far keep their places; the game's
    /// other tiles are shuffled.
    fn sample_tiles<R: Rng + ?Sized>(&self, rng: &mut R) -> Result<[u8; MAX_TILES], ObservationError> {
        let t = &self.table;
        let count = usize::from(t.tile_count);
        let all = t.options.tiles();
        if all.as_slice().len() != count {
            return Err(ObservationError("the tile count does not match the options"));
        }
        let seen = usize::from(t.tile_draws).min(count);
        let mut tiles = [0u8; MAX_TILES];
        tiles[..seen].copy_from_slice(&t.known_tiles[..seen]);
        let mut rest = all.as_slice().to_vec();
        for known in &tiles[..seen] {
            let Some(i) = rest.iter().position(|x| x == known) else {
                return Err(ObservationError("a trading-house tile was seen more often than the game has it"));
            };
            rest.remove(i);
        }
        rest.shuffle(rng);
        tiles[seen..count].copy_from_slice(&rest);
        Ok(tiles)
    }
}

/// The last `k` cards of `pool`, taken out of it.
fn take(pool: &mut Vec<Building>, k: usize) -> Result<Vec<Building>, ObservationError> {
    if pool.len() < k {
        return Err(ObservationError("fewer unseen cards than hidden places"));
    }
    Ok(pool.split_off(pool.len() - k))
}

/// The cards face down under buildings in a sampled state, per seat and as the two piles
/// [`GameState`] keeps.
struct Tucked {
    chapels: [u16; MAX_PLAYERS],
    banks: [u16; MAX_PLAYERS],
    harbors: [u16; MAX_PLAYERS],
    chapel_cards: CardCounts,
    vault_cards: CardCounts,
}
