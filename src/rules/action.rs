//! Roles, the decisions a player is asked to make, the actions that answer them, and
//! the errors an illegal action gets.
//!
//! A choice of several cards (a payment, councillor keeps, hand-limit discards) is asked
//! one card at a time, so every choice is a short list a person or a bot can pick from.

use super::cards::{Building, Good};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The roles. Rulebook: "The roles"; the last four only with 5 to 8 players (Czech and
/// Chinese rulebooks, `CARDS.md`), and which of them are in play comes from the options
/// ([`Options::roles`](super::Options::roles)).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[repr(u8)]
pub enum Role {
    /// Everyone may build; the builder pays 1 card less.
    Builder,
    /// Everyone may produce 1 good; the producer 2.
    Producer,
    /// Everyone may sell 1 good; the trader 2.
    Trader,
    /// Everyone draws 2 and keeps 1; the councillor draws 5.
    Councillor,
    /// Only the prospector draws 1 card.
    Prospector,
    /// 5+ players: no action; the gold digger draws 1 card.
    GoldDigger,
    /// 6+ players: cards turned over, one for each player; a library owner takes one more.
    Explorer,
    /// 7+ players: goods of one kind shipped for victory points.
    Captain,
    /// 8 players: no action; the viceroy takes the first turn of the next round.
    Viceroy,
}

impl Role {
    /// Every role placard in table order.
    pub const ALL: [Role; ROLE_COUNT] = [
        Role::Builder,
        Role::Producer,
        Role::Trader,
        Role::Councillor,
        Role::Prospector,
        Role::GoldDigger,
        Role::Explorer,
        Role::Captain,
        Role::Viceroy,
    ];
    /// The five roles of the 2–4 player game.
    pub const BASE: [Role; 5] = [Role::Builder, Role::Producer, Role::Trader, Role::Councillor, Role::Prospector];
    /// The extra roles of the 5–8 player game, in the order the Czech rulebook adds them.
    pub const EXTRA: [Role; 4] = [Role::GoldDigger, Role::Explorer, Role::Captain, Role::Viceroy];

    /// Lower-case English name.
    pub const fn name(self) -> &'static str {
        match self {
            Role::Builder => "builder",
            Role::Producer => "producer",
            Role::Trader => "trader",
            Role::Councillor => "councillor",
            Role::Prospector => "prospector",
            Role::GoldDigger => "gold digger",
            Role::Explorer => "explorer",
            Role::Captain => "captain",
            Role::Viceroy => "viceroy",
        }
    }
}

/// Number of role placards there are (not all of them in every game).
pub const ROLE_COUNT: usize = 9;

/// One answer to the decision of the player to move.
///
/// Serialized as JSON in game records, e.g. `{"choose_role":{"role":"trader","library":false}}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
// Variant fields are named in the variant's doc comment.
#[allow(missing_docs)]
// A tag byte of its own, as `Decision`'s: a match jumps on it directly.
#[repr(u8)]
pub enum Action {
    /// Take a role placard; `library` doubles its privilege (owner of a library only).
    ChooseRole { role: Role, library: bool },
    /// Builder phase: build `building` from hand (or the Cathedral from beside the
    /// roles); `over` names the own city slot the crane builds over.
    Build { building: Building, over: Option<u8> },
    /// Pay one card of the building cost with this hand card.
    PayCard(Building),
    /// Black market: pay one card of the building cost with a good of this kind.
    PayGood(Good),
    /// Black market: pay one card of the building cost with the customs office's good.
    PayCustomsGood,
    /// Producer phase: produce a good on an empty production building of this kind.
    Produce(Good),
    /// Trader phase: sell a good of this kind.
    Sell(Good),
    /// Trader phase: sell the good on the customs office (2 cards, whatever the tile).
    SellCustomsGood,
    /// Keep this drawn card (councillor without archive, gold mine).
    Keep(Building),
    /// Discard this hand card (starting hand, councillor with archive, hand limit, office
    /// building).
    Discard(Building),
    /// Chapel or bank: tuck this hand card under it.
    Tuck(Building),
    /// The Events: set off this face-up event card instead of choosing a role.
    SetOff(Building),
    /// Earthquake: discard the building on this own city slot (with what lies on and
    /// under it).
    DiscardBuilding(u8),
    /// Captain phase: the captain names this kind of good and ships all his goods of it;
    /// another player ships all his goods of the named kind; the captain's privilege
    /// ships one good of another kind.
    Ship(Good),
    /// Decline: build nothing, produce or sell no more, tuck nothing, exchange no more.
    Pass,
}

/// What the player to move is being asked. Shapes: counts are cards or goods.
///
/// Each variant lists, in its doc, the actions that answer it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
// Variant fields are named in the variant's doc comment.
#[allow(missing_docs)]
// A tag byte of its own: every match on the decision asked (legal actions, apply) jumps
// on it directly, instead of decoding a tag hidden in `Pay`'s `over`.
#[repr(u8)]
pub enum Decision {
    /// Starting-hand variant: `Discard` until 4 cards are left (`remaining` more).
    StartingHand { remaining: u8 },
    /// `ChooseRole` from the placards still in the middle, or (the Events) `SetOff` a
    /// face-up event card.
    ChooseRole,
    /// Builder phase: `Build` or `Pass`; `discount` is the builder privilege (0, 1 or 2).
    Build { discount: u8 },
    /// Paying for `building` (built over city slot `over` with a crane): `PayCard`, or
    /// with a black market `PayGood` or `PayCustomsGood` (`goods_allowed` more at most),
    /// `remaining` more times.
    Pay { building: Building, over: Option<u8>, remaining: u8, goods_allowed: u8 },
    /// Producer phase: `Produce` up to `remaining` more goods, or `Pass`.
    Produce { remaining: u8 },
    /// Trader phase: `Sell` up to `remaining` more goods at the prices of the tile face
    /// up ([`Table::current_tile`](super::Table::current_tile)), or `Pass`.
    Sell { remaining: u8 },
    /// Councillor phase: `Keep` `remaining` more of the drawn cards.
    Keep { remaining: u8 },
    /// Councillor phase with an archive: `Discard` `remaining` more cards from the whole hand.
    CouncillorDiscard { remaining: u8 },
    /// Gold mine: all four revealed cards differ in cost; `Keep` one of them.
    GoldMine,
    /// Round start, office building: `Discard` a hand card (at most 2 in all; as many are
    /// drawn when done), or `Pass` to end; `discarded` so far.
    Office { discarded: u8 },
    /// Round start: `Tuck` one hand card under the chapel, or `Pass`.
    Chapel,
    /// Round start, bank (once per game): `Tuck` hand cards under it one at a time, or
    /// `Pass` to end; `tucked` so far.
    Bank { tucked: u8 },
    /// Round start: `Discard` `remaining` more cards down to the hand limit.
    HandLimit { remaining: u8 },
    /// Governor's visit: `ChooseRole` (without the library) among the roles already
    /// chosen this round; it is played again with its privilege.
    VisitRole,
    /// Earthquake: `DiscardBuilding` one of the own buildings.
    Earthquake,
    /// Taxes: `Discard` one hand card.
    Taxes,
    /// Amnesty: `Discard` a hand card (any number in all; as many are drawn when done),
    /// or `Pass` to end; `discarded` so far.
    Amnesty { discarded: u8 },
    /// Construction: `Build` one building of printed cost 1 to 4 from hand for free
    /// (`over` is `None`), or `Pass`.
    Construction,
    /// Explorer phase: `Keep` one of the cards turned over (public), `remaining` more.
    Explorer { remaining: u8 },
    /// Captain phase, the captain: `Ship` names a kind of good and ships all his goods
    /// of it (naming a kind he has none of ships nothing).
    Captain,
    /// Captain phase, the captain's privilege: `Ship` one good of a kind not shipped yet
    /// this phase, `remaining` more, or `Pass`; `kinds` has bit `good as u8` set for each
    /// kind shipped already.
    ShipOne { remaining: u8, kinds: u8 },
    /// Captain phase, every other player: `Ship` all his goods of `good`, or `Pass`.
    Ship { good: Good },
    /// The game is over: nobody is asked anything and no action is legal (the one mark
    /// of the game's end; [`GameState::is_over`](super::GameState::is_over) reads it).
    GameOver,
}

/// Why an action was refused. The state is unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
// Variant fields are named in the variant's doc comment.
#[allow(missing_docs)]
pub enum ActionError {
    /// The game has ended.
    GameOver,
    /// The action does not answer the decision asked, or breaks a rule.
    Illegal { action: Action, decision: Decision, reason: &'static str },
}

impl fmt::Display for ActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ActionError::GameOver => write!(f, "the game is over"),
            ActionError::Illegal { action, decision, reason } => {
                write!(f, "{action:?} is not legal while asked {decision:?}: {reason}")
            }
        }
    }
}

impl std::error::Error for ActionError {}
