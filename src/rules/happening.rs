//! What happened: the happenings `apply` reports, for a log, an animation or a replay viewer.
//!
//! Happenings carry only what the table may see (a card drawn is counted, never named),
//! except [`Happening::Tucked`], which only the chapel's owner may see: see
//! [`Happening::visible_to`]. The rules never format text; the UI does.

use super::action::Role;
use super::cards::{Building, Good};
use serde::{Deserialize, Serialize};

/// Why a player drew cards into his hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DrawReason {
    /// Trader phase: the price of the goods sold.
    Sale,
    /// Market stand: sold at least 2 goods.
    MarketStand,
    /// Market hall: sold at least 1 good.
    MarketHall,
    /// Well: produced at least 2 goods.
    Well,
    /// Carpenter: built a violet building.
    Carpenter,
    /// Poor house: at most 1 card left after building.
    PoorHouse,
    /// Prospector privilege.
    Prospector,
    /// Hut: nobody sold a good in the trader phase.
    Hut,
    /// Tavern: fewest buildings after a builder phase.
    Tavern,
    /// Debt relief (the Events): every player draws 3.
    DebtRelief,
    /// Gold digger privilege (5–8 players).
    GoldDigger,
}

/// One thing that happened. `player` is a seat number, 0-based.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
// Variant fields are named in the variant's doc comment.
#[allow(missing_docs)]
pub enum Happening {
    /// Cards dealt; `governor` takes the governor placard.
    GameStarted { governor: u8 },
    /// Starting-hand variant: `player` kept 4 cards and discarded `discarded`.
    StartingHandKept { player: u8, discarded: u8 },
    /// A new round; the governor placard passed to `governor`.
    RoundStarted { round: u16, governor: u8 },
    /// `player` took `role`; `library` when he doubles its privilege.
    RoleChosen { player: u8, role: Role, library: bool },
    /// `player` declined the action of `role` (or could not take it).
    Passed { player: u8, role: Role },
    /// `player` built `building`, over `over` with the crane, paying `cards` hand cards
    /// and `goods` goods (black market).
    Built { player: u8, building: Building, over: Option<Building>, cards: u8, goods: u8 },
    /// The good on a building covered by the crane went to the discard stack.
    GoodLost { player: u8, good: Good },
    /// `player` produced a `good`.
    Produced { player: u8, good: Good },
    /// The trader turned over a trading-house tile.
    TileRevealed { tile: [u8; 5] },
    /// The trading-house tile went back under the stack.
    TileReturned,
    /// `player` sold a `good` for `price` cards.
    Sold { player: u8, good: Good, price: u8 },
    /// `player` drew `cards` cards for `reason`.
    Drew { player: u8, cards: u8, reason: DrawReason },
    /// Councillor phase: `player` drew `drew` cards, kept `kept` and discarded `discarded`
    /// (with an archive the discards may be cards he held before).
    Councilled { player: u8, drew: u8, kept: u8, discarded: u8 },
    /// Gold mine: `player` turned over these cards (face up, so public).
    GoldMineRevealed { player: u8, cards: [Option<Building>; 4] },
    /// Gold mine: `player` kept `card` (`None`: the costs were not all different).
    GoldMineResult { player: u8, card: Option<Building> },
    /// `player` tucked a card under his chapel (seen only by him).
    Tucked { player: u8 },
    /// Office building: `player` discarded `cards` hand cards and drew as many.
    OfficeExchanged { player: u8, cards: u8 },
    /// `player` tucked `cards` cards under his bank (seen only by him).
    BankTucked { player: u8, cards: u8 },
    /// Customs office: the top supply card went face down on `player`'s customs office.
    CustomsGoodPlaced { player: u8 },
    /// `player` sold the customs office's good for `price` cards.
    SoldCustomsGood { player: u8, price: u8 },
    /// A good `player` sold went under his harbor (seen only by him).
    HarborTookGood { player: u8 },
    /// Goldsmith: `player` turned over `card` (face up, so public) and took it when nobody
    /// had that building (`kept`), else it was discarded.
    GoldsmithRevealed { player: u8, card: Building, kept: bool },
    /// The Events: a draw for `player` turned up `event`; it lies face up beside the roles
    /// and another card was drawn in its place.
    EventTurnedUp { player: u8, event: Building },
    /// The Events: `player` set off `event` instead of choosing a role.
    EventSetOff { player: u8, event: Building },
    /// Governor's visit: `player` plays `role` again, with its privilege.
    VisitedRole { player: u8, role: Role },
    /// Earthquake: `player` discarded `building` from his city, with `cards` cards that
    /// lay on or under it (a good, a chapel's, bank's or harbor's cards, covered buildings).
    BuildingDiscarded { player: u8, building: Building, cards: u16 },
    /// Taxes: `player` discarded a hand card.
    TaxPaid { player: u8 },
    /// Amnesty: `player` discarded `cards` hand cards and drew as many (0: he kept his hand).
    AmnestyExchanged { player: u8, cards: u8 },
    /// Construction: `player` builds nothing (by choice or because nothing qualifies).
    ConstructionPassed { player: u8 },
    /// Explorer: `player` turned over `cards` cards for everyone to choose from.
    ExplorerRevealed { player: u8, cards: u8 },
    /// Explorer: `player` took `card` (face up, so public).
    ExplorerTook { player: u8, card: Building },
    /// Captain: `player` named `good`.
    CaptainNamed { player: u8, good: Good },
    /// Captain: `player` shipped `goods` goods of `good` (1 VP each at the end).
    Shipped { player: u8, good: Good, goods: u8 },
    /// Viceroy: `player` takes the first turn of the next round, before the governor.
    ViceroyNext { player: u8 },
    /// Round start: `player` discarded `cards` down to his hand limit.
    HandLimitDiscarded { player: u8, cards: u8 },
    /// The supply ran out; the discard stack of `cards` cards became the new supply.
    SupplyReshuffled { cards: u16 },
    /// A draw for `player` could not be made: supply and discard stack are empty.
    DrawSkipped { player: u8 },
    /// Someone has 12 buildings after the builder phase: the game is over.
    GameEnded,
}

impl Happening {
    /// Whether the player in `seat` may see this happening. Shapes: seat 0-based.
    pub fn visible_to(&self, seat: u8) -> bool {
        match self {
            Happening::Tucked { player } | Happening::BankTucked { player, .. } | Happening::HarborTookGood { player } => *player == seat,
            _ => true,
        }
    }
}

/// Where `apply` puts happenings. `Vec<Happening>` collects them; [`NoHappenings`] drops them at no
/// cost, for bots and random games. Each sink type is a copy of the engine's code in a
/// program: the page's code (its first load) uses `Vec` only, the bots in the worker both.
pub trait HappeningSink {
    /// Records one happening.
    fn push(&mut self, happening: Happening);
}

impl HappeningSink for Vec<Happening> {
    #[inline]
    fn push(&mut self, happening: Happening) {
        Vec::push(self, happening);
    }
}

/// A [`HappeningSink`] that discards every happening.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoHappenings;

impl HappeningSink for NoHappenings {
    #[inline(always)]
    fn push(&mut self, _: Happening) {}
}
