//! A city's buildings changing: a building placed (in a new slot, or over one by the
//! crane) and one removed by an Earthquake, with what lies on and under them (a good,
//! a covered building, shipped goods, the cards tucked under a chapel, bank or harbor).
//!
//! Rulebook: "Builder" (the crane), the Events' "Earthquake" (`CARDS.md`: the cards under
//! a building go with it).

use super::building_set::BuildingSet;
use super::cards::Building;
use super::happening::{Happening, HappeningSink};
use super::options::Edition;
use super::public_table::{Under, UnderSlot, seat_index};
use super::state::{Buried, GameState};
use rand::RngExt;

/// The face-down piles a fallen building's cards are taken from.
#[derive(Clone, Copy)]
enum Pile {
    /// The cards under every chapel.
    Chapels,
    /// The cards under every bank and every harbor.
    Vaults,
}

impl GameState {
    /// Places `b` in `p`'s city, over slot `over` (crane) or in a new slot. Returns the
    /// covered building. The caller has checked the city has room.
    pub(crate) fn place_building<E: HappeningSink>(&mut self, p: u8, b: Building, over: Option<u8>, happened: &mut E) -> Option<Building> {
        match over {
            Some(slot) => {
                let slot = slot as usize;
                let old = self.table.players[seat_index(p)].city[slot];
                if let Some(card) = self.take_good(p, slot) {
                    self.put_on_discard_stack(card);
                    if let Some(good) = old.good() {
                        happened.push(Happening::GoodLost { player: p, good });
                    }
                }
                self.bury_tucked_cards(p, slot, old);
                // Rulebook, "Crane": the 1st edition leaves the covered card under the new
                // one; in the 2nd it goes to the discard stack. Cards under a covered
                // chapel stay and score in both. A Cathedral goes back beside the roles in
                // both (`CARDS.md`): it is never in the supply.
                match self.table.options.edition {
                    _ if old == Building::Cathedral => self.table.cathedral_available = true,
                    Edition::First => {
                        self.table.covered.add(old);
                        // Only an earthquake asks where a covered building lies: without the
                        // Events the list stays empty and a clone copies nothing more.
                        if self.table.options.events {
                            self.table.under_slots.push(UnderSlot { seat: p, slot: slot as u8, lies: Under::Covered(old) });
                        }
                    }
                    Edition::Second => self.put_on_discard_stack(old),
                }
                let pl = &mut self.table.players[seat_index(p)];
                pl.city[slot] = b;
                pl.recompute_owned();
                Some(old)
            }
            None => {
                self.table.players[seat_index(p)].push_building(b);
                None
            }
        }
    }

    /// Takes the building on `p`'s city slot `slot` out of his city (the Earthquake): it
    /// goes to the discard stack with its good, the buildings a crane covered under it
    /// (1st edition), and, when it is (or covers) a chapel, bank or harbor, the cards
    /// under that. The later slots move up one. Returns the building and how many other
    /// cards went with it. A Cathedral goes back beside the roles: it is never in the
    /// supply.
    ///
    /// From record version 3 exactly the cards under the fallen building go, those a crane
    /// covered with a chapel, bank or harbor on this slot included (`buried`); before, a
    /// fallen chapel (bank, harbor) took every card under its owner's ones. Their faces
    /// are drawn by the game's RNG from the one face-down pile of all chapels (of all
    /// banks and harbors): nobody knows them.
    pub(crate) fn remove_building(&mut self, p: u8, slot: usize) -> (Building, u16) {
        let pu = p as usize;
        let building = self.table.players[pu].city[slot];
        let mut cards = 0u16;
        if let Some(good) = self.take_good(p, slot) {
            self.put_on_discard_stack(good);
            cards += 1;
        }
        let len = self.table.players[pu].city_len as usize;
        for i in slot..len - 1 {
            self.table.players[pu].city[i] = self.table.players[pu].city[i + 1];
            self.goods[pu][i] = self.goods[pu][i + 1];
        }
        self.goods[pu][len - 1] = None;
        let pl = &mut self.table.players[pu];
        let below = (1u16 << slot) - 1;
        pl.goods_mask = (pl.goods_mask & below) | ((pl.goods_mask >> 1) & !below);
        pl.city_len -= 1;
        pl.recompute_owned();
        if building == Building::Cathedral {
            self.table.cathedral_available = true;
        } else {
            self.put_on_discard_stack(building);
        }

        let mut fallen = BuildingSet::of(building);
        let mut shipped = 0;
        for u in take_fallen_slot(&mut self.table.under_slots, p, slot, |u| (u.seat, &mut u.slot)) {
            match u.lies {
                Under::Covered(b) => {
                    self.table.covered.remove(b);
                    self.put_on_discard_stack(b);
                    fallen.insert(b);
                    cards += 1;
                }
                Under::Shipped(n) => shipped += n,
            }
        }
        // Goods shipped by a captain lie under their production building.
        cards += self.discard_from_pile(Pile::Vaults, shipped);
        if !self.table.rules_before_version_3 {
            return (building, cards + self.discard_tucked_cards(p, slot, building));
        }
        if fallen.contains(Building::Chapel) {
            let n = std::mem::take(&mut self.chapels[pu]);
            cards += self.discard_from_pile(Pile::Chapels, n);
        }
        if fallen.contains(Building::Bank) {
            let n = std::mem::take(&mut self.banks[pu]);
            cards += self.discard_from_pile(Pile::Vaults, n);
        }
        if fallen.contains(Building::Harbor) {
            let n = std::mem::take(&mut self.harbors[pu]);
            cards += self.discard_from_pile(Pile::Vaults, n);
        }
        (building, cards)
    }

    /// The count of cards tucked under `p`'s buildings of kind `under` (chapel, bank or
    /// harbor), covered ones included.
    fn tucked_count(&mut self, p: u8, under: Building) -> &mut u16 {
        let counts = match under {
            Building::Chapel => &mut self.chapels,
            Building::Bank => &mut self.banks,
            _ => &mut self.harbors,
        };
        &mut counts[p as usize]
    }

    /// The face-down pile cards tucked under `under` are drawn from.
    fn pile_of(under: Building) -> Pile {
        if under == Building::Chapel { Pile::Chapels } else { Pile::Vaults }
    }

    /// The crane covers `old` on `p`'s city `slot`: if it is a chapel, bank or harbor, the
    /// cards under it stay there, now under the new building (`CARDS.md`; uk, "Кран": "карти,
    /// що лежать під нею ... залишаються там"). Record version 3 on.
    fn bury_tucked_cards(&mut self, p: u8, slot: usize, old: Building) {
        if self.table.rules_before_version_3 || !matches!(old, Building::Chapel | Building::Bank | Building::Harbor) {
            return;
        }
        let in_play = self.tucked_count(p, old).saturating_sub(self.buried_under(p, old));
        if in_play == 0 {
            return;
        }
        let here = |b: &&mut Buried| b.seat == p && usize::from(b.slot) == slot && b.under == old;
        match self.buried.iter_mut().find(here) {
            Some(b) => b.cards += in_play,
            None => self.buried.push(Buried { seat: p, slot: slot as u8, under: old, cards: in_play }),
        }
    }

    /// Record version 3: the Earthquake takes `building` from `p`'s city `slot` (already
    /// out of the city): the cards under it if it is a chapel, bank or harbor, and those
    /// buried under the slot with a covered one (`CARDS.md`: exactly those, no others);
    /// the later slots' buried cards move up one. Returns how many cards went.
    fn discard_tucked_cards(&mut self, p: u8, slot: usize, building: Building) -> u16 {
        let mut cards = 0;
        if matches!(building, Building::Chapel | Building::Bank | Building::Harbor) {
            let buried = self.buried_under(p, building);
            let count = self.tucked_count(p, building);
            let in_play = count.saturating_sub(buried);
            *count -= in_play;
            cards += self.discard_from_pile(Self::pile_of(building), in_play);
        }
        for b in take_fallen_slot(&mut self.buried, p, slot, |b| (b.seat, &mut b.slot)) {
            *self.tucked_count(p, b.under) -= b.cards;
            cards += self.discard_from_pile(Self::pile_of(b.under), b.cards);
        }
        cards
    }

    /// The cards under `p`'s covered buildings of kind `under` (chapel, bank or harbor):
    /// the part of [`GameState::tucked_count`] that is not under one in play.
    fn buried_under(&self, p: u8, under: Building) -> u16 {
        self.buried.iter().filter(|b| b.seat == p && b.under == under).map(|b| b.cards).sum()
    }

    /// Moves `n` cards, drawn by the game's RNG, from a face-down pile to the discard
    /// stack; returns `n`.
    fn discard_from_pile(&mut self, pile: Pile, n: u16) -> u16 {
        for _ in 0..n {
            let from = match pile {
                Pile::Chapels => &mut self.chapel_cards,
                Pile::Vaults => &mut self.vault_cards,
            };
            let total = from.total();
            if total == 0 {
                break;
            }
            let pick = self.rng.random_range(0..total);
            let card = from.iter().nth(pick);
            if let Some(card) = card {
                from.remove(card);
                self.put_on_discard_stack(card);
            }
        }
        n
    }
}

/// Takes out of a per-slot list (`place` reads an entry's seat and city slot) the entries
/// under `p`'s city `slot`, whose building fell, in their order; `p`'s later slots'
/// entries move up one, as the city closes the gap.
fn take_fallen_slot<T>(list: &mut Vec<T>, p: u8, slot: usize, place: fn(&mut T) -> (u8, &mut u8)) -> Vec<T> {
    let mut fallen = Vec::new();
    let mut k = 0;
    while k < list.len() {
        let (seat, at) = place(&mut list[k]);
        if seat == p && usize::from(*at) == slot {
            fallen.push(list.remove(k));
            continue;
        }
        if seat == p && usize::from(*at) > slot {
            *at -= 1;
        }
        k += 1;
    }
    fallen
}
