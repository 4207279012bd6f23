//! An imported game record viewed step by step, as one seat saw it: a [`Replay`] is the
//! record and the [`Game`] it gives after some of its actions.
//!
//! Pure Rust (no web dependency), so native tests step through it.

use std::rc::Rc;

use super::game::Game;
use super::saved::SavedGame;
use super::setup::{Seat, SeatKind, Speed};
use crate::rules::GameRecord;

/// An imported record being viewed step by step.
#[derive(Clone, Debug)]
pub struct Replay {
    /// The whole record.
    pub record: GameRecord,
    /// The table after [`Replay::step`] actions as seat [`Replay::seat`] saw it, with
    /// its log.
    pub game: Rc<Game>,
    /// Actions applied so far.
    pub step: usize,
    /// The seat whose hand and log show (0-based).
    pub seat: u8,
    /// Opened from a link that shows only [`Replay::seat`]'s view (a game in progress,
    /// or as its sender chose): the seat does not change (`table::link`).
    pub seat_kept: bool,
}

impl Replay {
    /// `record` replayed to `step` actions (at most all of them), seen by `seat`.
    ///
    /// Errors, in words: the record's own error (naming the failing step); a seat the
    /// game does not have.
    pub fn at(record: GameRecord, step: usize, seat: u8) -> Result<Replay, String> {
        let step = step.min(record.actions.len());
        // Checks the whole record first, so an error names its step (RecordError).
        // Happenings collected and dropped (the page keeps one copy of the engine: rules::GameRecord::replay).
        record.replay_to(step, &mut Vec::<crate::rules::Happening>::new()).map_err(|e| e.to_string())?;
        // The names the record carries (`GameRecord::from_json` checked one per seat).
        let seats = (1..=record.options.players)
            .map(|n| {
                let name = record.names.get(usize::from(n) - 1).cloned().unwrap_or_else(|| format!("Player {n}"));
                Seat { name, kind: SeatKind::Human }
            })
            .collect();
        let partial = GameRecord { actions: record.actions[..step].to_vec(), ..record.clone() };
        let game = Game::watched(
            SavedGame { record: partial, seats, speed: Speed::default(), no_hints: false, daily: None, hints_taken: 0 },
            seat,
        )?;
        Ok(Replay { record, game: Rc::new(game), step, seat, seat_kept: false })
    }
}
