//! A game seated at the table: the saved game at page load, a new game from the
//! new-game form, a save resumed, the same seats again at the end, and the way back to
//! the table from the form.

use std::rc::Rc;

use super::{Model, Screen};
use crate::table::daily::{Day, daily_game};
use crate::table::game::Game;
use crate::table::guide;
use crate::table::hand_over;
use crate::table::notice::Notice;
use crate::table::saved::{self, DamagedSave, SaveProblem, SavedGame};
use crate::table::setup::{DEFAULT_NAME, NewGame};

impl Model {
    /// The model at page load: the saved game's table when `raw` (the stored save's
    /// text, if any) resumes, else the new-game form, with [`Model::damaged`] set when
    /// there was a save that cannot be used (bad JSON, another version, a record that
    /// does not replay).
    pub fn from_save(raw: Option<&str>) -> Model {
        let mut m = Model::default();
        let Some(raw) = raw else { return m };
        match saved::decode_guided(raw).and_then(|(saved, guide)| {
            let speed = saved.speed;
            Game::resume(0, saved).map(|g| (g, speed, guide)).map_err(SaveProblem::DoesNotResume)
        }) {
            Ok((game, speed, guide)) => {
                m.speed = speed;
                m.guide = guide;
                m.setup = NewGame::again(&game.seats, game.record.options, 0, game.no_hints);
                m.setup.name = human_name(&game);
                m.seat(game);
            }
            Err(problem) => m.damaged = Some(DamagedSave { problem, raw: raw.to_string() }),
        }
        m
    }

    /// Seats `game` at the table as this page's next game, and shows the table.
    pub(super) fn seat(&mut self, game: Game) {
        self.games_started += 1;
        self.hand_over = hand_over::at_start(&game);
        self.game = Some(Rc::new(game));
        self.screen = Screen::Table;
    }

    /// A game with these choices (the new-game form remembers them); a start the engine
    /// refuses is a notice.
    pub(super) fn start(&mut self, new: NewGame) {
        self.damaged = None;
        self.guide = guide::tour_for(&new.options, self.guides_seen);
        match Game::new(self.games_started, new.seats(), new.options, new.seed) {
            Ok(game) => self.seat(Game { no_hints: new.no_hints, ..game }),
            Err(e) => self.notify(Notice::StartFailed(e)),
        }
        self.setup = new;
    }

    /// Today's deal for the person named `name`: the day's counted try when none was
    /// started that day, else practice. The new-game form keeps its own choices (only the
    /// name is taken).
    pub(super) fn start_daily(&mut self, day: Day, name: &str) {
        let new = daily_game(day, name);
        let remembered = NewGame { name: name.to_string(), ..self.setup.clone() };
        let game_before = self.game.as_ref().map(|g| g.id);
        self.start(new);
        self.setup = remembered;
        if self.game.as_ref().map(|g| g.id) != game_before {
            let daily = self.daily.start(day);
            self.with_game(|g| g.daily = Some(daily));
        }
    }

    /// The saved game at the table, at its pace; one that does not resume is a notice.
    pub(super) fn resume(&mut self, saved: SavedGame) {
        let speed = saved.speed;
        match Game::resume(self.games_started, saved) {
            Ok(game) => {
                self.speed = speed;
                self.guide = None;
                self.seat(game);
            }
            Err(e) => self.notify(Notice::ResumeFailed(e)),
        }
    }

    /// A new deal for the seats and options of the game that just ended (nothing while
    /// it goes on, and nothing in a replay); the new-game form remembers them too.
    pub(super) fn play_again(&mut self, seed: u64) {
        let Some(old) = self.game.as_ref().filter(|g| g.is_over() && g.plays()) else { return };
        let (seats, options, no_hints) = (old.seats.clone(), old.record.options, old.no_hints);
        self.setup = NewGame::again(&seats, options, seed, no_hints);
        self.guide = guide::tour_for(&options, self.guides_seen);
        match Game::new(self.games_started, seats, options, seed) {
            Ok(game) => self.seat(Game { no_hints, ..game }),
            Err(e) => self.notify(Notice::StartFailed(e)),
        }
    }

    /// Back to the table from the new-game form; in a game of several persons, covered
    /// (whoever comes back may not be the one who left).
    pub(super) fn show_table(&mut self) {
        let Some(game) = self.game.as_ref() else { return };
        if self.hand_over.is_none() {
            self.hand_over = hand_over::at_start(game);
        }
        self.screen = Screen::Table;
    }
}

/// The name the person played `game` under, for the new-game form (empty when it was the
/// default one, so the form shows its placeholder).
fn human_name(game: &Game) -> String {
    game.seats.get(game.human as usize).map(|s| s.name.clone()).filter(|n| n != DEFAULT_NAME).unwrap_or_default()
}
