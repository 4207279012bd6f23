//! A test-only builder for game positions, and the small helpers the tests share.
//!
//! [`Scenario`] starts from `GameState::new(Options { governor: Some(g), .. }, 1)` and
//! overwrites the fields a test cares about:
//!
//! - each player's city (in slot order; default `[IndigoPlant]`) and the goods on it
//!   (`goods(p, &[Good::Tobacco])` puts a face-down card on the first empty tobacco
//!   storage; the face is an arbitrary card from what is left of the deck);
//! - each player's hand (default empty) and the number of cards under his chapel;
//! - the top of the supply (`supply_top(&[a, b])`: `a` is drawn first), the discard
//!   stack, and where every card not placed otherwise goes ([`Rest`]: by default
//!   shuffled into the supply under the named top cards);
//! - the trading-house tile order (`tiles([4, 0, 1, 2, 3])`: the first trader turns over
//!   `TRADING_HOUSE_TILES[4]`);
//! - where play starts: a role choice with `turn` roles already chosen this round
//!   (default: the governor's first choice), or the start of a round (chapel, then hand
//!   limit, then the governor's choice).
//!
//! Every card comes out of one copy of the options' deck, so `build` can assert that
//! `census()` equals `Options::deck()`: a scenario asking for more copies of a card than
//! the deck holds panics with the card's name. `record_version(1)` plays by the timing
//! of game-record version 1 (see `GameState::new_for_record_version`).

use crate::rules::{
    Action, Building, CardCounts, DrawReason, GameRng, GameState, Good, Happening, NoHappenings, Options, Phase, Role, SeatSet, Table,
};
use rand::seq::SliceRandom;

/// Where the cards a scenario does not place explicitly go.
#[derive(Clone, Copy, Debug)]
pub enum Rest {
    /// Shuffled into the supply, under the named top cards (the default).
    Supply,
    /// Onto the discard stack: the supply is exactly the named top cards.
    Discard,
    /// Under this player's chapel (he need not own one: as after a crane covered it).
    Chapel(u8),
}

#[derive(Clone, Debug)]
enum Start {
    /// A role choice, `turn` roles already chosen this round (by these seats).
    Turn { turn: u8, taken: Vec<(Role, u8)> },
    /// The start of a round: chapel, hand limit, then the governor's choice.
    RoundStart,
}

/// A position to set up. See the module documentation.
#[derive(Clone, Debug)]
pub struct Scenario {
    players: u8,
    governor: u8,
    round: u16,
    cities: Vec<Vec<Building>>,
    goods: Vec<Vec<Good>>,
    hands: Vec<Vec<Building>>,
    chapels: Vec<u16>,
    customs_goods: Vec<u8>,
    supply_top: Vec<Building>,
    discard: Vec<Building>,
    rest: Rest,
    tiles: Option<[u8; 5]>,
    start: Start,
    record_version: u32,
    edition: crate::rules::Edition,
    new_buildings: bool,
    events: bool,
    face_up: Vec<Building>,
    tweak: Option<fn(&mut Options)>,
}

impl Scenario {
    /// `players` players, seat 0 governor, every city `[IndigoPlant]`, empty hands,
    /// no goods, no chapel cards, empty discard stack, the governor to choose a role.
    pub fn new(players: u8) -> Scenario {
        let n = players as usize;
        Scenario {
            players,
            governor: 0,
            round: 1,
            cities: vec![vec![Building::IndigoPlant]; n],
            goods: vec![Vec::new(); n],
            hands: vec![Vec::new(); n],
            chapels: vec![0; n],
            customs_goods: Vec::new(),
            supply_top: Vec::new(),
            discard: Vec::new(),
            rest: Rest::Supply,
            tiles: None,
            start: Start::Turn { turn: 0, taken: Vec::new() },
            record_version: crate::rules::RECORD_VERSION,
            edition: crate::rules::Edition::First,
            new_buildings: false,
            events: false,
            face_up: Vec::new(),
            tweak: None,
        }
    }
    /// Changes the options further (5–8 players' extra roles, one deck, gold mine rules).
    pub fn options(mut self, tweak: fn(&mut Options)) -> Scenario {
        self.tweak = Some(tweak);
        self
    }
    /// Plays with the Events (the event cards not named by `face_up` are in the rest).
    pub fn events(mut self) -> Scenario {
        self.events = true;
        self
    }
    /// These event cards lie face up beside the roles.
    pub fn face_up(mut self, events: &[Building]) -> Scenario {
        self.events = true;
        self.face_up = events.to_vec();
        self
    }
    /// Plays with the New Buildings (the Cathedral lies beside the roles).
    pub fn new_buildings(mut self) -> Scenario {
        self.new_buildings = true;
        self
    }
    /// Plays this edition's rule set.
    pub fn edition(mut self, edition: crate::rules::Edition) -> Scenario {
        self.edition = edition;
        self
    }
    /// Plays by the rules' timing as of this game-record version.
    pub fn record_version(mut self, version: u32) -> Scenario {
        self.record_version = version;
        self
    }
    pub fn governor(mut self, g: u8) -> Scenario {
        self.governor = g;
        self
    }
    pub fn round(mut self, round: u16) -> Scenario {
        self.round = round;
        self
    }
    /// Player `p`'s city, in slot order (replaces the default `[IndigoPlant]`).
    pub fn city(mut self, p: u8, city: &[Building]) -> Scenario {
        assert!(!city.is_empty() && city.len() <= crate::rules::CITY_LIMIT, "a city holds 1 to 12 buildings");
        self.cities[p as usize] = city.to_vec();
        self
    }
    /// One good on the first empty production building of each listed kind.
    pub fn goods(mut self, p: u8, goods: &[Good]) -> Scenario {
        self.goods[p as usize] = goods.to_vec();
        self
    }
    pub fn hand(mut self, p: u8, hand: &[Building]) -> Scenario {
        self.hands[p as usize] = hand.to_vec();
        self
    }
    /// A good on player `p`'s customs office.
    pub fn customs_good(mut self, p: u8) -> Scenario {
        self.customs_goods.push(p);
        self
    }
    /// Number of cards under player `p`'s chapel.
    pub fn chapel(mut self, p: u8, cards: u16) -> Scenario {
        self.chapels[p as usize] = cards;
        self
    }
    /// The top of the supply: `top[0]` is the next card drawn.
    pub fn supply_top(mut self, top: &[Building]) -> Scenario {
        self.supply_top = top.to_vec();
        self
    }
    pub fn discard(mut self, cards: &[Building]) -> Scenario {
        self.discard = cards.to_vec();
        self
    }
    pub fn rest(mut self, rest: Rest) -> Scenario {
        self.rest = rest;
        self
    }
    /// Trading-house tile order, by index into `TRADING_HOUSE_TILES`.
    pub fn tiles(mut self, tiles: [u8; 5]) -> Scenario {
        self.tiles = Some(tiles);
        self
    }
    /// Start at a role choice with `turn` roles already chosen this round.
    pub fn turn(mut self, turn: u8, taken: &[(Role, u8)]) -> Scenario {
        self.start = Start::Turn { turn, taken: taken.to_vec() };
        self
    }
    /// Start at the beginning of a round (office building, chapel and bank, hand limit,
    /// then the governor).
    pub fn at_round_start(mut self) -> Scenario {
        self.start = Start::RoundStart;
        self
    }

    /// Makes the position. Panics if it needs more copies of a card than the deck has.
    pub fn build(self) -> GameState {
        let n = self.players;
        let options = Options {
            players: n,
            governor: Some(self.governor),
            edition: self.edition,
            new_buildings: self.new_buildings,
            events: self.events,
            ..Options::default()
        };
        let mut options = options;
        if let Some(tweak) = self.tweak {
            tweak(&mut options);
        }
        let mut s = GameState::new_for_record_version(options, 1, self.record_version, &mut NoHappenings).expect("valid options");
        let mut pool = options.cards();
        if self.new_buildings {
            // The Cathedral lies beside the roles unless a city names it.
            pool.remove(Building::Cathedral);
        }
        let take = |pool: &mut CardCounts, b: Building| {
            assert!(pool.remove(b), "the scenario needs more {} cards than the deck holds", b.name());
            b
        };

        // Cities: the engine dealt each player an indigo plant in slot 0.
        for p in 0..n {
            let city = &self.cities[p as usize];
            if city[0] != Building::IndigoPlant {
                s.place_building(p, city[0], Some(0), &mut NoHappenings);
                assert!(s.table.covered.remove(Building::IndigoPlant));
                s.table.under_slots.clear();
            }
            for &b in &city[1..] {
                s.place_building(p, b, None, &mut NoHappenings);
            }
            for &b in city {
                if b == Building::Cathedral {
                    s.table.cathedral_available = false;
                    continue;
                }
                take(&mut pool, b);
            }
            assert_eq!(s.table.players[p as usize].city(), &city[..]);
        }
        assert!(s.table.covered.is_empty());

        s.table.events_face_up = crate::rules::BuildingSet::EMPTY;
        s.table.events_gone = crate::rules::BuildingSet::EMPTY;
        for &e in &self.face_up {
            assert!(e.is_event(), "{} is no event card", e.name());
            take(&mut pool, e);
            s.table.events_face_up.insert(e);
        }

        // Hands, the discard stack and the named supply cards.
        for p in 0..n {
            s.hands[p as usize] = CardCounts::EMPTY;
            s.hand_masks[p as usize] = crate::rules::BuildingSet::EMPTY;
            s.table.players[p as usize].hand_len = 0;
            for &b in &self.hands[p as usize] {
                assert!(!b.is_event(), "an event card is never in a hand");
                take(&mut pool, b);
                s.hand_add(p, b);
            }
        }
        s.discard = CardCounts::EMPTY;
        s.table.discard_len = 0;
        for &b in &self.discard {
            take(&mut pool, b);
            s.put_on_discard_stack(b);
        }
        for &b in &self.supply_top {
            take(&mut pool, b);
        }

        // Goods and chapel cards: faces nobody looks at, taken from what is left.
        let filler = |pool: &mut CardCounts| {
            let b = Building::ALL.into_iter().filter(|b| !b.is_event()).max_by_key(|b| pool.count(*b)).expect("buildings");
            assert!(pool.remove(b), "no cards left for goods and chapels");
            b
        };
        s.goods = [[None; crate::rules::CITY_LIMIT]; crate::rules::MAX_PLAYERS];
        for p in 0..n {
            for &g in &self.goods[p as usize] {
                let slot = s.table.players[p as usize]
                    .find_slot(g, false, None)
                    .unwrap_or_else(|| panic!("player {p} has no empty {} building", g.name()));
                let card = filler(&mut pool);
                s.set_good(p, slot, card);
            }
        }
        for &p in &self.customs_goods {
            let slot = s.table.players[p as usize]
                .city()
                .iter()
                .position(|b| *b == Building::CustomsOffice)
                .unwrap_or_else(|| panic!("player {p} has no customs office"));
            let card = filler(&mut pool);
            s.set_good(p, slot, card);
        }
        s.chapels = [0; crate::rules::MAX_PLAYERS];
        s.chapel_cards = CardCounts::EMPTY;
        for p in 0..n {
            for _ in 0..self.chapels[p as usize] {
                let card = filler(&mut pool);
                s.chapel_cards.add(card);
                s.chapels[p as usize] += 1;
            }
        }
        s.pending = CardCounts::EMPTY;
        s.table.pending_len = 0;

        // Everything else, then the named top of the supply.
        let mut supply: Vec<Building> = Vec::new();
        match self.rest {
            Rest::Supply => {
                supply = pool.iter().collect();
                supply.shuffle(&mut s.rng);
            }
            Rest::Discard => {
                for b in pool.iter() {
                    s.put_on_discard_stack(b);
                }
            }
            Rest::Chapel(p) => {
                s.chapels[p as usize] += pool.total() as u16;
                s.chapel_cards.add_all(&pool);
            }
        }
        supply.extend(self.supply_top.iter().rev());
        s.supply[..supply.len()].copy_from_slice(&supply);
        s.table.supply_len = supply.len() as u16;

        if let Some(tiles) = self.tiles {
            s.tiles[..5].copy_from_slice(&tiles);
        }
        s.table.round = self.round;
        s.table.tile_draws = 0;
        s.table.known_tiles = [0; crate::rules::MAX_TILES];
        s.table.current_tile = None;
        s.table.revealed = [None; 4];
        s.table.role_taken_by = [None; crate::rules::ROLE_COUNT];
        s.table.roles_taken = crate::rules::RoleSet::EMPTY;
        s.table.library_used = SeatSet::EMPTY;
        s.table.library_active = false;
        s.table.chooser = self.governor;
        s.table.base = self.governor;
        s.table.offset = 0;
        match self.start {
            Start::Turn { turn, taken } => {
                s.table.phase = Phase::ChooseRole;
                s.table.turn = turn;
                for (role, p) in taken {
                    s.table.role_taken_by[role as usize] = Some(p);
                    s.table.roles_taken.insert(role);
                }
            }
            Start::RoundStart => {
                s.table.phase = Phase::Office;
                s.table.turn = 0;
            }
        }
        s.advance(&mut NoHappenings);
        assert_eq!(s.census(), options.cards(), "the scenario must hold every card exactly once");
        s
    }
}

// ---- helpers ----

/// A multiset of cards.
pub fn cards(list: &[Building]) -> CardCounts {
    list.iter().copied().collect()
}

/// Applies a legal action: it must be listed by `legal_actions` and accepted by
/// `apply`; afterwards every card is still somewhere. Returns the happenings.
pub fn act(s: &mut GameState, a: Action) -> Vec<Happening> {
    assert!(s.legal_actions().contains(&a), "{a:?} is not among the legal actions {:?} (decision {:?})", s.legal_actions(), s.decision());
    let happenings = s.apply(a).unwrap_or_else(|e| panic!("{a:?} refused: {e}"));
    assert_eq!(s.census(), s.options().cards(), "a card went missing or was duplicated by {a:?}");
    happenings
}

/// Chooses `role` without the library.
pub fn choose(s: &mut GameState, role: Role) -> Vec<Happening> {
    act(s, Action::ChooseRole { role, library: false })
}

/// Chooses `role` doubling its privilege with the library.
pub fn choose_with_library(s: &mut GameState, role: Role) -> Vec<Happening> {
    act(s, Action::ChooseRole { role, library: true })
}

/// Everything in a state that an action could change.
#[derive(Debug, PartialEq)]
pub struct Snapshot {
    table: Table,
    rng: GameRng,
    supply: Vec<Building>,
    discard: CardCounts,
    hands: Vec<CardCounts>,
    goods: Vec<Vec<Option<Building>>>,
    chapels: Vec<u16>,
    chapel_cards: CardCounts,
    banks: Vec<u16>,
    harbors: Vec<u16>,
    vault_cards: CardCounts,
    pending: CardCounts,
    tiles: [u8; crate::rules::MAX_TILES],
    census: CardCounts,
}

pub fn snapshot(s: &GameState) -> Snapshot {
    Snapshot {
        table: s.table.clone(),
        rng: s.rng.clone(),
        supply: s.supply[..s.table.supply_len as usize].to_vec(),
        discard: s.discard,
        hands: s.hands.to_vec(),
        goods: s.goods.iter().map(|g| g.to_vec()).collect(),
        chapels: s.chapels.to_vec(),
        chapel_cards: s.chapel_cards,
        banks: s.banks.to_vec(),
        harbors: s.harbors.to_vec(),
        vault_cards: s.vault_cards,
        pending: s.pending,
        tiles: s.tiles,
        census: s.census(),
    }
}

/// Asserts that `a` is not legal now: not listed, refused by `apply` with an error,
/// and the state is exactly as before. Returns the error.
pub fn refused(s: &mut GameState, a: Action) -> crate::rules::ActionError {
    assert!(!s.legal_actions().contains(&a), "{a:?} is listed as legal");
    assert!(!s.is_legal(a));
    let before = snapshot(s);
    let err = s.apply(a).expect_err("an illegal action must be refused");
    assert_eq!(snapshot(s), before, "a refused {a:?} changed the state");
    err
}

/// Cards `p` drew for `reason` in these happenings.
pub fn drawn(happenings: &[Happening], p: u8, reason: DrawReason) -> u8 {
    happenings
        .iter()
        .map(|e| match *e {
            Happening::Drew { player, cards, reason: r } if player == p && r == reason => cards,
            _ => 0,
        })
        .sum()
}

/// Number of `Drew` happenings of any reason for `p`.
pub fn draw_happenings(happenings: &[Happening], p: u8) -> usize {
    happenings.iter().filter(|e| matches!(e, Happening::Drew { player, .. } if *player == p)).count()
}
