//! Pass-and-play: when several persons share the device, each one's hand stays hidden
//! from the others. The table is covered by a hand-over screen exactly when the deciding
//! person changes: the next decision belongs to a person other than the one the table
//! shows ([`Game::human`], who made the last person's decision, or was handed the
//! device last). Never between two decisions of the same person, whatever the bots did
//! in between (they play on under the table of the last person, at their pace).
//!
//! The screen asks to pass the device ("Pass the device to Ana"), and "I am Ana" turns
//! the table to her seat ([`Game::viewed_by`]: her log, her marks, her hand) after a
//! recap of what happened since her last decision. A game starts, and a reload resumes,
//! covered: nobody's hand shows until the person to decide says who he is.
//!
//! Pure functions over the [`Game`] (no web dependency): the model keeps the
//! [`HandOver`] and calls these at each change (`Model::update`).

use super::game::Game;
use super::log::LogEntry;
use super::setup::persons;

/// What covers the table in a game of several persons.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HandOver {
    /// The table is covered; only public information shows. When a person is to decide
    /// ([`person_to_move`]) the screen asks to pass him the device; while bots are to
    /// move, that they are playing.
    Pass,
    /// The person said who he is: what happened since his last decision, the log lines
    /// of [`Game::log`] from `since` on, before his own view of the table.
    Recap {
        /// The first log line he has not seen.
        since: usize,
    },
}

/// Several persons share the device in this game (and it is played, not replayed).
pub fn shared(game: &Game) -> bool {
    game.plays() && persons(&game.seats) >= 2
}

/// The person to decide now, if a person is (in any game).
pub fn person_to_move(game: &Game) -> Option<u8> {
    let seat = game.state.to_move()?;
    game.seats.get(usize::from(seat)).filter(|s| s.is_person()).map(|_| seat)
}

/// The deciding person changes now: a person other than the one the table shows is to
/// decide, in a game of several persons.
pub fn due(game: &Game) -> bool {
    shared(game) && person_to_move(game).is_some_and(|p| p != game.human)
}

/// The cover of a game just set up or resumed: up in a game of several persons that is
/// not over (a reload never lands on an open hand).
pub fn at_start(game: &Game) -> Option<HandOver> {
    (shared(game) && !game.is_over()).then_some(HandOver::Pass)
}

/// The cover after an action was played (by a person or a bot), `was` the one before:
/// up when the deciding person changes, kept while it was up, gone at the end of the
/// game (the score pad is public).
pub fn after_action(game: &Game, was: Option<HandOver>) -> Option<HandOver> {
    if game.is_over() {
        None
    } else if due(game) {
        Some(HandOver::Pass)
    } else {
        was
    }
}

/// "I am Ana": the game as the person to decide sees it, and what shows before his
/// table (the recap of what happened since his last decision, when anything did).
/// Nothing before it may be undone. `None` when no person is to decide (the bots play
/// on under the cover).
///
/// Errors: the game does not replay ([`Game::viewed_by`]), which a game played here
/// always does.
pub fn take(game: &Game) -> Result<Option<(Game, Option<HandOver>)>, String> {
    let Some(person) = person_to_move(game) else { return Ok(None) };
    let mut next = if person == game.human { game.clone() } else { game.viewed_by(person)? };
    next.undo = None;
    let recap = (next.log.len() > next.seen_log).then_some(HandOver::Recap { since: next.seen_log });
    Ok(Some((next, recap)))
}

/// The log lines of `game` since line `since` (none when past its end).
pub fn since(game: &Game, since: usize) -> &[LogEntry] {
    game.log.get(since..).unwrap_or(&[])
}
