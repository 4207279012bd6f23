//! Where the round is and what is asked now: the [`Phase`] the order of play runs (the
//! engine's own; outside it, [`InPlay`] says what is being played), and the [`Step`]: who
//! is asked which [`Decision`], with the [`Tally`] of what he has done so far in it.
//! Rulebook: "Playing the game", "A new round".

use super::action::{Decision, Role};
use super::cards::Building;
use serde::{Deserialize, Serialize};

/// Where the game is in its round: the part of it the order of play is running, whether
/// or not anybody is asked anything in it. Rulebook: "Playing the game", "A new round".
///
/// What the player to move is asked is the [`Step`]'s [`Decision`]; once the game is over
/// ([`Decision::GameOver`]) the phase stays the one it ended in (a builder phase, or a
/// construction with the Events).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub(in crate::rules) enum Phase {
    /// Starting-hand variant: players keep 4 of their first cards.
    StartingHand,
    /// Round start, first: office building owners may exchange 1 or 2 hand cards.
    Office,
    /// Round start: chapel owners may tuck a card, bank owners (once) any number.
    Chapel,
    /// Round start: hands above the limit are cut.
    HandLimit,
    /// A player chooses a role.
    ChooseRole,
    /// Every player, from the chooser clockwise, takes the role's action.
    Role(Role),
    /// The Events: an event set off instead of a role choice, played from its activator
    /// clockwise (`Building` is the event card).
    Event(Building),
}

/// What is being played now ([`Table::in_play`](super::Table::in_play)): a role, from
/// its chooser clockwise, or an event set off in place of a role choice, from its
/// activator clockwise (the card). Rulebook: "Playing the game"; the Events.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum InPlay {
    /// A role's phase.
    Role(Role),
    /// An event's effect (`Building` is the event card).
    Event(Building),
}

/// The decision in progress: who is asked, what, and what he has done so far in it. All
/// of it is public.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Step {
    /// The seat asked (0 once the game is over, when nobody is: see
    /// [`Table::to_move`](crate::rules::Table::to_move)).
    pub player: u8,
    /// What he is asked; [`Decision::GameOver`] once the game has ended.
    pub ask: Decision,
    /// What he has done so far in this decision.
    pub tally: Tally,
}

impl Step {
    /// The game is over: nobody is asked anything.
    pub const GAME_OVER: Step = Step::new(0, Decision::GameOver);

    /// Seat `player` is asked `ask`, with nothing done in it yet.
    #[inline]
    pub const fn new(player: u8, ask: Decision) -> Step {
        Step { player, ask, tally: Tally::NONE }
    }
}

/// What a player has done so far in the decision asked of him, beside what he is asked:
/// the counts that decide what he is given or told when he is done. Zero in decisions
/// that count neither. Two counts whose meaning depends on the decision (below), rather
/// than one field per decision: a step stays as small as what it asks, and so does the
/// copy a search makes of a whole state.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Tally {
    /// Cards so far: paid for the building (`Pay`), discarded down to the hand limit
    /// (`HandLimit`), drawn by the councillor (`Keep`, `CouncillorDiscard`), or fetched
    /// by the goods sold (`Sell`: drawn when he is done selling).
    pub cards: u8,
    /// Goods so far: spent on the building with a black market (`Pay`), produced
    /// (`Produce`), sold (`Sell`).
    pub goods: u8,
}

impl Tally {
    /// Nothing done yet.
    pub const NONE: Tally = Tally { cards: 0, goods: 0 };
}
