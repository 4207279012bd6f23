//! The card catalogue: every building in one data table, with its copies per source.
//!
//! Rulebook: "The buildings" (production buildings and the 24 violet buildings);
//! numbers from `shared/reference/CARDS.md`. Every card is one of these buildings;
//! copies of a building are indistinguishable, so the rules count cards by building.

use serde::{Deserialize, Serialize};

/// A good, produced on a production building of the same name.
///
/// Order is the trading-house tile order (indigo cheapest, silver dearest).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Good {
    /// Price 1 on every tile.
    Indigo,
    /// Price 1 or 2.
    Sugar,
    /// Price 1 or 2.
    Tobacco,
    /// Price 2 or 3.
    Coffee,
    /// Price 2 or 3.
    Silver,
}

impl Good {
    /// All five goods in trading-house tile order.
    pub const ALL: [Good; 5] = [Good::Indigo, Good::Sugar, Good::Tobacco, Good::Coffee, Good::Silver];

    /// The production building that produces this good.
    pub const fn building(self) -> Building {
        match self {
            Good::Indigo => Building::IndigoPlant,
            Good::Sugar => Building::SugarMill,
            Good::Tobacco => Building::TobaccoStorage,
            Good::Coffee => Building::CoffeeRoaster,
            Good::Silver => Building::SilverSmelter,
        }
    }

    /// The goods whose bit (`1 << good`) is set in `mask`, in [`Good::ALL`] order.
    #[inline]
    pub(crate) fn in_mask(mask: u8) -> impl Iterator<Item = Good> {
        let mut m = mask & 0x1f;
        std::iter::from_fn(move || {
            if m == 0 {
                return None;
            }
            let g = Good::ALL[(m.trailing_zeros() as usize) % 5];
            m &= m - 1;
            Some(g)
        })
    }

    /// Lower-case English name ("tobacco").
    pub const fn name(self) -> &'static str {
        match self {
            Good::Indigo => "indigo",
            Good::Sugar => "sugar",
            Good::Tobacco => "tobacco",
            Good::Coffee => "coffee",
            Good::Silver => "silver",
        }
    }
}

/// What kind of building a card is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// A production building; a player may own any number of the same one.
    Production(Good),
    /// A violet building with a function during the game; one of each per player.
    Violet,
    /// A violet building worth only its VP (statue, victory column, hero).
    Monument,
    /// A violet building of cost 6 that scores at game end.
    SixCost,
    /// Not a building: an event card (the Events), never in a hand or a city; it is laid
    /// face up beside the roles as soon as it is seen.
    Event,
}

impl Kind {
    /// True for every violet building (functions, monuments and 6-cost buildings).
    pub const fn is_violet(self) -> bool {
        matches!(self, Kind::Violet | Kind::Monument | Kind::SixCost)
    }
}

/// How many copies of a card each source puts in the deck.
/// [`Options::deck`](crate::rules::Options::deck) reads this, and nothing else knows the
/// composition.
///
/// Sources (`shared/reference/CARDS.md`): the base game (the same 110 cards in the 1st
/// edition of 2004 and the 2nd of 2014), the New Buildings (2nd edition box), and the
/// second copy of the base game added for 5, 6, 7 or 8 players.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Copies {
    /// In the base game's 110 cards (either edition).
    pub base: u8,
    /// Added by the New Buildings expansion.
    pub new_buildings: u8,
    /// Added by the Events (one of each event card).
    pub events: u8,
    /// Added from a second copy of the base game, at 5, 6, 7 and 8 players.
    pub second_copy: [u8; 4],
}

/// One row of the catalogue.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CardSpec {
    /// The rulebook's English name.
    pub name: &'static str,
    /// Production, violet, monument or 6-cost.
    pub kind: Kind,
    /// Building cost in cards.
    pub cost: u8,
    /// Victory points printed on the card.
    pub vp: u8,
    /// Copies per source.
    pub copies: Copies,
}

macro_rules! catalogue {
    ($($variant:ident: $name:literal, $kind:expr, cost $cost:literal, vp $vp:literal,
       copies $base:literal, new $new:literal, events $events:literal, second [$s5:literal, $s6:literal, $s7:literal, $s8:literal];)*) => {
        /// A building, and so a card: every building of the catalogue.
        ///
        /// `Building as usize` indexes [`CATALOGUE`]; the order is the catalogue's.
        ///
        /// JSON: [`Building::key`] (`"indigo_plant"`), as records have always written it.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr(u8)]
        #[allow(missing_docs)] // the names are the rulebook's
        pub enum Building { $($variant),* }

        /// The card catalogue, indexed by `Building as usize`.
        pub const CATALOGUE: [CardSpec; BUILDING_COUNT] = [
            $(CardSpec { name: $name, kind: $kind, cost: $cost, vp: $vp,
                         copies: Copies { base: $base, new_buildings: $new, events: $events, second_copy: [$s5, $s6, $s7, $s8] } }),*
        ];

        impl Building {
            /// Every building in catalogue order.
            pub const ALL: [Building; BUILDING_COUNT] = [$(Building::$variant),*];
        }
    };
}

use Good::*;
use Kind::*;

// The second copy (5–8 players, CARDS.md): at 5 every violet building +1, production +2
// (indigo +3); at 6 violet +2 (6-cost +1), production +4 (indigo +6); at 7 the whole
// copy but 2 of each production building; at 8 the whole copy. The New Buildings' 4
// production cards: one more sugar mill, tobacco storage, coffee roaster, silver smelter.
catalogue! {
    IndigoPlant:    "Indigo plant",    Production(Indigo),  cost 1, vp 1, copies 10, new 0, events 0, second [3, 6, 8, 10];
    SugarMill:      "Sugar mill",      Production(Sugar),   cost 2, vp 1, copies 8,  new 1, events 0, second [2, 4, 6, 8];
    TobaccoStorage: "Tobacco storage", Production(Tobacco), cost 3, vp 2, copies 8,  new 1, events 0, second [2, 4, 6, 8];
    CoffeeRoaster:  "Coffee roaster",  Production(Coffee),  cost 4, vp 2, copies 8,  new 1, events 0, second [2, 4, 6, 8];
    SilverSmelter:  "Silver smelter",  Production(Silver),  cost 5, vp 3, copies 8,  new 1, events 0, second [2, 4, 6, 8];
    Smithy:         "Smithy",          Violet,   cost 1, vp 1, copies 3, new 0, events 0, second [1, 2, 3, 3];
    GoldMine:       "Gold mine",       Violet,   cost 1, vp 1, copies 3, new 0, events 0, second [1, 2, 3, 3];
    Archive:        "Archive",         Violet,   cost 1, vp 1, copies 3, new 0, events 0, second [1, 2, 3, 3];
    PoorHouse:      "Poor house",      Violet,   cost 2, vp 1, copies 3, new 0, events 0, second [1, 2, 3, 3];
    BlackMarket:    "Black market",    Violet,   cost 2, vp 1, copies 3, new 0, events 0, second [1, 2, 3, 3];
    TradingPost:    "Trading post",    Violet,   cost 2, vp 1, copies 3, new 0, events 0, second [1, 2, 3, 3];
    Well:           "Well",            Violet,   cost 2, vp 1, copies 3, new 0, events 0, second [1, 2, 3, 3];
    MarketStand:    "Market stand",    Violet,   cost 2, vp 1, copies 3, new 0, events 0, second [1, 2, 3, 3];
    Crane:          "Crane",           Violet,   cost 2, vp 1, copies 3, new 0, events 0, second [1, 2, 3, 3];
    Chapel:         "Chapel",          Violet,   cost 3, vp 2, copies 3, new 0, events 0, second [1, 2, 3, 3];
    Tower:          "Tower",           Violet,   cost 3, vp 2, copies 3, new 0, events 0, second [1, 2, 3, 3];
    Aqueduct:       "Aqueduct",        Violet,   cost 3, vp 2, copies 3, new 0, events 0, second [1, 2, 3, 3];
    Carpenter:      "Carpenter",       Violet,   cost 3, vp 2, copies 3, new 0, events 0, second [1, 2, 3, 3];
    Prefecture:     "Prefecture",      Violet,   cost 3, vp 2, copies 3, new 0, events 0, second [1, 2, 3, 3];
    MarketHall:     "Market hall",     Violet,   cost 4, vp 2, copies 3, new 0, events 0, second [1, 2, 3, 3];
    Quarry:         "Quarry",          Violet,   cost 4, vp 2, copies 3, new 0, events 0, second [1, 2, 3, 3];
    Library:        "Library",         Violet,   cost 5, vp 3, copies 3, new 0, events 0, second [1, 2, 3, 3];
    Statue:         "Statue",          Monument, cost 3, vp 3, copies 3, new 0, events 0, second [1, 2, 3, 3];
    VictoryColumn:  "Victory column",  Monument, cost 4, vp 4, copies 3, new 0, events 0, second [1, 2, 3, 3];
    Hero:           "Hero",            Monument, cost 5, vp 5, copies 3, new 0, events 0, second [1, 2, 3, 3];
    GuildHall:      "Guild hall",      SixCost,  cost 6, vp 0, copies 2, new 0, events 0, second [1, 1, 2, 2];
    CityHall:       "City hall",       SixCost,  cost 6, vp 0, copies 2, new 0, events 0, second [1, 1, 2, 2];
    TriumphalArch:  "Triumphal arch",  SixCost,  cost 6, vp 0, copies 2, new 0, events 0, second [1, 1, 2, 2];
    Palace:         "Palace",          SixCost,  cost 6, vp 0, copies 2, new 0, events 0, second [1, 1, 2, 2];
    // The New Buildings (2nd edition box; CARDS.md). The Hut's 1/1 has no primary source.
    GuardRoom:      "Guard room",      Violet,   cost 1, vp 1, copies 0, new 3, events 0, second [0, 0, 0, 0];
    OfficeBuilding: "Office building", Violet,   cost 1, vp 1, copies 0, new 3, events 0, second [0, 0, 0, 0];
    Hut:            "Hut",             Violet,   cost 1, vp 1, copies 0, new 3, events 0, second [0, 0, 0, 0];
    Tavern:         "Tavern",          Violet,   cost 2, vp 1, copies 0, new 3, events 0, second [0, 0, 0, 0];
    Park:           "Park",            Violet,   cost 3, vp 2, copies 0, new 3, events 0, second [0, 0, 0, 0];
    CustomsOffice:  "Customs office",  Violet,   cost 3, vp 2, copies 0, new 3, events 0, second [0, 0, 0, 0];
    Bank:           "Bank",            Violet,   cost 4, vp 2, copies 0, new 3, events 0, second [0, 0, 0, 0];
    Harbor:         "Harbor",          Violet,   cost 4, vp 2, copies 0, new 3, events 0, second [0, 0, 0, 0];
    Goldsmith:      "Goldsmith",       Violet,   cost 5, vp 2, copies 0, new 3, events 0, second [0, 0, 0, 0];
    Residence:      "Residence",       SixCost,  cost 6, vp 0, copies 0, new 2, events 0, second [0, 0, 0, 0];
    // One in a game with the New Buildings, beside the roles, never in the deck.
    Cathedral:      "Cathedral",       Violet,   cost 7, vp 0, copies 0, new 0, events 0, second [0, 0, 0, 0];
    // The Events (Treasure Chest, 2009; the Ukrainian rulebook, CARDS.md): cards, but no
    // buildings; one of each, shuffled into the supply.
    Earthquake:     "Earthquake",       Event, cost 0, vp 0, copies 0, new 0, events 1, second [0, 0, 0, 0];
    DebtRelief:     "Debt relief",      Event, cost 0, vp 0, copies 0, new 0, events 1, second [0, 0, 0, 0];
    Taxes:          "Taxes",            Event, cost 0, vp 0, copies 0, new 0, events 1, second [0, 0, 0, 0];
    Amnesty:        "Amnesty",          Event, cost 0, vp 0, copies 0, new 0, events 1, second [0, 0, 0, 0];
    Construction:   "Construction",     Event, cost 0, vp 0, copies 0, new 0, events 1, second [0, 0, 0, 0];
    GovernorsVisit: "Governor's visit", Event, cost 0, vp 0, copies 0, new 0, events 1, second [0, 0, 0, 0];
}

/// Number of different buildings (and so of card faces) in the catalogue.
pub const BUILDING_COUNT: usize = 46;

/// The highest printed cost (the Cathedral's).
pub const MAX_COST: u8 = 7;

// By hand through the name, not serde's derive: one loop instead of 46 names twice in
// the page's bundle; the JSON is the same.
impl Serialize for Building {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.key())
    }
}

impl<'de> Deserialize<'de> for Building {
    /// Errors: no building has this key.
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Building, D::Error> {
        let key = String::deserialize(deserializer)?;
        Building::ALL
            .into_iter()
            .find(|b| b.is_key(&key))
            .ok_or_else(|| serde::de::Error::invalid_value(serde::de::Unexpected::Str(&key), &"a building's name in snake case"))
    }
}

impl Building {
    /// The building's key in JSON: its English name in snake case, without apostrophes
    /// ("indigo_plant", "governors_visit").
    pub fn key(self) -> String {
        self.name().chars().filter_map(Building::key_char).collect()
    }

    /// Whether `key` is [`Building::key`] (compared without making it).
    fn is_key(self, key: &str) -> bool {
        self.name().chars().filter_map(Building::key_char).eq(key.chars())
    }

    /// A character of the name as the key has it (`None`: left out).
    fn key_char(c: char) -> Option<char> {
        match c {
            '\'' => None,
            ' ' => Some('_'),
            c => Some(c.to_ascii_lowercase()),
        }
    }

    /// This building's catalogue row.
    #[inline]
    pub const fn spec(self) -> &'static CardSpec {
        &CATALOGUE[self as usize]
    }
    /// Building cost in cards.
    #[inline]
    pub const fn cost(self) -> u8 {
        self.spec().cost
    }
    /// Victory points printed on the card.
    #[inline]
    pub const fn vp(self) -> u8 {
        self.spec().vp
    }
    /// Production, violet, monument or 6-cost.
    #[inline]
    pub const fn kind(self) -> Kind {
        self.spec().kind
    }
    /// The rulebook's English name.
    #[inline]
    pub const fn name(self) -> &'static str {
        self.spec().name
    }
    /// The good this building produces, if it is a production building.
    #[inline]
    pub const fn good(self) -> Option<Good> {
        match self.kind() {
            Production(g) => Some(g),
            _ => None,
        }
    }
    /// The building with catalogue index `i`, or `None` past the end.
    #[inline]
    pub const fn from_index(i: usize) -> Option<Building> {
        if i < BUILDING_COUNT { Some(Building::ALL[i]) } else { None }
    }
}

/// The five trading-house tiles: price in cards of indigo, sugar, tobacco, coffee, silver.
///
/// Rulebook: "Trader"; the tiles from `CARDS.md`.
pub const TRADING_HOUSE_TILES: [[u8; 5]; 5] = [[1, 1, 1, 2, 2], [1, 1, 2, 2, 2], [1, 1, 2, 2, 3], [1, 2, 2, 2, 3], [1, 2, 2, 3, 3]];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_building_s_json_is_its_snake_case_name_as_serde_wrote_it() {
        // As serde's derive (`rename_all = "snake_case"`) wrote them.
        let written = [
            (Building::IndigoPlant, "indigo_plant"),
            (Building::GovernorsVisit, "governors_visit"),
            (Building::Cathedral, "cathedral"),
            (Building::OfficeBuilding, "office_building"),
            (Building::TriumphalArch, "triumphal_arch"),
        ];
        for (b, key) in written {
            assert_eq!(serde_json::to_string(&b).unwrap(), format!("\"{key}\""));
        }
        for b in Building::ALL {
            let json = serde_json::to_string(&b).unwrap();
            assert_eq!(serde_json::from_str::<Building>(&json).unwrap(), b, "{json}");
            assert!(b.key().chars().all(|c| c.is_ascii_lowercase() || c == '_'), "{}", b.key());
        }
        for wrong in ["\"Indigo plant\"", "\"indigo_plan\"", "\"indigo_plantx\"", "\"\"", "3"] {
            assert!(serde_json::from_str::<Building>(wrong).is_err(), "{wrong}");
        }
    }

    #[test]
    fn catalogue_matches_the_rulebook_totals() {
        let sum = |f: &dyn Fn(&CardSpec) -> bool, n: &dyn Fn(&Copies) -> u8| -> u32 {
            CATALOGUE.iter().filter(|c| f(c)).map(|c| n(&c.copies) as u32).sum()
        };
        let production = |c: &CardSpec| !c.kind.is_violet();
        let violet = |c: &CardSpec| c.kind.is_violet();
        assert_eq!((sum(&production, &|k| k.base), sum(&violet, &|k| k.base)), (42, 68));
        assert_eq!(CATALOGUE.iter().filter(|c| c.kind.is_violet() && c.copies.base > 0).count(), 24);
        // The New Buildings: 10 violet kinds (29 cards) and 4 production cards.
        assert_eq!((sum(&violet, &|k| k.new_buildings), sum(&production, &|k| k.new_buildings)), (29, 4));
        assert_eq!(CATALOGUE.iter().filter(|c| c.copies.new_buildings > 0 && c.kind.is_violet()).count(), 10);
        // The Events: six cards, one of each, none of them a building.
        let events: Vec<&CardSpec> = CATALOGUE.iter().filter(|c| c.copies.events > 0).collect();
        assert_eq!(events.len(), 6);
        assert!(events.iter().all(|c| c.copies.events == 1 && c.kind == Kind::Event && !c.kind.is_violet()));
        // The second copy: 35 / 66 / 100 / 110 cards at 5 / 6 / 7 / 8 players.
        let second: Vec<u32> = (0..4).map(|i| sum(&|_| true, &|k| k.second_copy[i])).collect();
        assert_eq!(second, [35, 66, 100, 110]);
        assert_eq!(sum(&|_| true, &|k| k.second_copy[3]), sum(&|_| true, &|k| k.base), "8 players: a whole second copy");
        for (i, b) in Building::ALL.iter().enumerate() {
            assert_eq!(*b as usize, i);
        }
    }
}
