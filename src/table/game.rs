//! The live game at the table: a [`Game`] is the engine's state with its record, its
//! seats and its log in words; actions go through [`Game::play`] only.
//!
//! The rules live in the engine: a game only applies actions (checked by
//! [`GameState::apply`]), records them, and turns the happenings into log lines. A game
//! is fully described by its [`GameRecord`] and its [`Seat`]s ([`SavedGame`]): replaying
//! that gives back the same table and log ([`Game::resume`]). Pure Rust (no web
//! dependency), so native tests play it.

use std::rc::Rc;

use super::choices::Choices;
use super::daily::DailyTry;
use super::log::LogEntry;
use super::marks::Marks;
use super::motion::{self, Motion};
use super::protocol::{BotLevel, BotRequest, Played};
use super::saved::SavedGame;
use super::setup::{Seat, SeatKind, Speed};
use super::undo;
use crate::ai::budgets::HARD_MILLIS;
use crate::rules::{Action, Building, CardCounts, GameRecord, GameState, Happening, Observation, Options};

/// How an exported record says a seat was played by a person (`GameRecord::players`).
pub const PERSON: &str = "person";

/// Mixed into a hint's seed, so that it does not repeat a bot's sampling ("HINT").
const HINT_SEED: u64 = 0x4849_4E54;

/// A game being played (or just finished) at this table.
#[derive(Clone, Debug)]
pub struct Game {
    /// Which game of this page this is (answers for older games are ignored).
    pub id: u32,
    /// Seat by seat.
    pub seats: Vec<Seat>,
    /// The seat the person plays, or in a replay the seat whose view is shown.
    pub human: u8,
    /// A replay: the person watches [`Game::human`]'s seat and plays no seat (no
    /// choices are offered).
    pub watching: bool,
    /// Options, seed and actions so far.
    pub record: GameRecord,
    /// The engine's state (hidden cards included: the UI shows only `observation()`).
    pub state: GameState,
    /// What happened, as the human's seat may know it (in words at view time:
    /// `text::log_line`).
    pub log: Rc<Vec<LogEntry>>,
    /// The building picked for a crane build, waiting for "where" (new place or over
    /// which building).
    pub build_choice: Option<Building>,
    /// The last trading-house tile turned over, with its round.
    pub last_tile: Option<(u16, [u8; 5])>,
    /// Cards that came into [`Game::human`]'s hand since his last decision ("new" in
    /// the hand): see [`Game::play`] for how long they stay marked.
    pub fresh: CardCounts,
    /// What moved where in the last action played (none after a resume or in a replay),
    /// for the table's animations.
    pub motions: Rc<Vec<Motion>>,
    /// What the other players did since [`Game::human`]'s last decision (cleared as
    /// [`Game::fresh`] is), marked on the table.
    pub marks: Marks,
    /// The game as it was before the person's last action, while he may still take that
    /// action back ([`Game::undo`]); it holds the one before in turn, back to where the
    /// window opened: the last card drawn, tile turned or other thing revealed, or the
    /// last bot's move (`table::undo`). Rebuilt by replaying, so it survives a reload.
    pub undo: Option<Rc<Game>>,
    /// How many lines [`Game::log`] had right after [`Game::human`]'s last decision:
    /// the lines after it are what happened since (the hand-over's recap).
    pub seen_log: usize,
    /// No hints in this game (the new-game form's switch, kept in the save).
    pub no_hints: bool,
    /// A game of today's deal: its day, counted try or practice (kept in the save).
    pub daily: Option<DailyTry>,
    /// Hints the person took in this game (kept in the save, and through an undo): such a
    /// game does not move his rating.
    pub hints_taken: u32,
}

/// The first seat the person plays (seat 0 if none).
fn human_seat(seats: &[Seat]) -> u8 {
    seats.iter().position(|s| s.kind == SeatKind::Human).unwrap_or(0) as u8
}

impl Game {
    /// A new game with these seats, options and seed.
    ///
    /// Errors: the options' error, in words.
    pub fn new(id: u32, seats: Vec<Seat>, options: Options, seed: u64) -> Result<Game, String> {
        let human = human_seat(&seats);
        Game::seated(id, seats, GameRecord::new(options, seed), human, false)
    }

    /// A new game seen by seat `human` (played by the person unless `watching`), set up
    /// as `record` says: its options, seed and version (a save made with an older record
    /// version plays on by the rules' timing of then); its actions are not played.
    fn seated(id: u32, seats: Vec<Seat>, record: GameRecord, human: u8, watching: bool) -> Result<Game, String> {
        let record = GameRecord { actions: Vec::new(), names: Vec::new(), players: Vec::new(), ..record };
        let mut happenings = Vec::new();
        let state = record.replay_to(0, &mut happenings).map_err(|e| e.to_string())?;
        let mut game = Game {
            id,
            human,
            watching,
            seats,
            record,
            state,
            log: Rc::new(Vec::new()),
            build_choice: None,
            last_tile: None,
            fresh: CardCounts::EMPTY,
            motions: Rc::default(),
            marks: Marks::default(),
            undo: None,
            seen_log: 0,
            no_hints: false,
            daily: None,
            hints_taken: 0,
        };
        game.note(&happenings, None);
        Ok(game)
    }

    /// The game a [`SavedGame`] describes, replayed to its last action, with its log.
    ///
    /// Errors, in words: bad options, an action that does not replay (named by its
    /// step), or seats that do not match the player count.
    pub fn resume(id: u32, saved: SavedGame) -> Result<Game, String> {
        let human = human_seat(&saved.seats);
        Game::replayed(id, saved, human, false)
    }

    /// A replay's table: `saved` replayed to its last action as seat `seat` sees it, with
    /// nobody playing ([`Game::watching`]).
    ///
    /// Errors: as [`Game::resume`]; a seat the game does not have.
    pub fn watched(saved: SavedGame, seat: u8) -> Result<Game, String> {
        if seat >= saved.record.options.players {
            return Err(format!("there is no seat {} in a {}-player game", u16::from(seat) + 1, saved.record.options.players));
        }
        Game::replayed(u32::MAX, saved, seat, true)
    }

    fn replayed(id: u32, saved: SavedGame, human: u8, watching: bool) -> Result<Game, String> {
        let SavedGame { record, seats, no_hints, daily, hints_taken, .. } = saved;
        if seats.len() != record.options.players as usize {
            return Err(format!("{} seats for a {}-player game", seats.len(), record.options.players));
        }
        let actions = record.actions.clone();
        let mut game = Game::seated(id, seats, record, human, watching)?;
        (game.no_hints, game.daily) = (no_hints, daily);
        for (step, action) in actions.iter().enumerate() {
            game.play(*action).map_err(|e| format!("the record does not replay at step {}: {e}", step + 1))?;
        }
        // What moved last was seen before the save or is a replay's: nothing moves now.
        game.motions = Rc::default();
        // After the replay, whose undo windows restore games without it.
        game.hints_taken = hints_taken;
        Ok(game)
    }

    /// The game record to export: the engine's record with the seats' names and who
    /// played each ("person", or the bot's level).
    pub fn export_record(&self) -> GameRecord {
        let players = self
            .seats
            .iter()
            .map(|s| match s.kind {
                SeatKind::Human => PERSON.to_string(),
                SeatKind::Bot(level) => level.key().to_string(),
            })
            .collect();
        let names = self
            .seats
            .iter()
            .enumerate()
            .map(|(i, s)| if s.name.trim().is_empty() { format!("Player {}", i + 1) } else { s.name.clone() })
            .collect();
        GameRecord { names, players, ..self.record.clone() }
    }

    /// The record and seats, with the bots' pace `speed`, for saving.
    pub fn saved(&self, speed: Speed) -> SavedGame {
        SavedGame {
            record: self.record.clone(),
            seats: self.seats.clone(),
            speed,
            no_hints: self.no_hints,
            daily: self.daily,
            hints_taken: self.hints_taken,
        }
    }

    /// The same game as the person in seat `seat` sees it (pass-and-play: the device
    /// has been handed to him): replayed from its record, so the log, the new-card
    /// marks and the other players' marks are his, from his last decision on. Nothing
    /// of it can be undone: an undo never reaches back past a hand-over.
    ///
    /// Errors: as [`Game::resume`] (a game that was played replays) or a seat the game
    /// does not have.
    pub fn viewed_by(&self, seat: u8) -> Result<Game, String> {
        if usize::from(seat) >= self.seats.len() {
            return Err(format!("there is no seat {} in a {}-player game", u16::from(seat) + 1, self.seats.len()));
        }
        let mut game = Game::replayed(self.id, self.saved(Speed::default()), seat, false)?;
        game.undo = None;
        Ok(game)
    }

    /// Names in seat order.
    pub fn names(&self) -> Vec<String> {
        self.seats.iter().map(|s| s.name.clone()).collect()
    }

    /// What the human's seat may see now.
    pub fn observation(&self) -> Observation {
        self.state.observation(self.human)
    }

    /// True once the game has ended.
    pub fn is_over(&self) -> bool {
        self.state.is_over()
    }

    /// What the person may do now: the legal actions when it is his turn (none otherwise,
    /// and none ever when [`Game::watching`]), what each build among them costs him in
    /// cards after every discount (`GameState::build_cost`; 0 in a construction), and the
    /// crane build waiting for where ([`Game::build_choice`]).
    pub fn choices(&self) -> Choices {
        let actions = if self.plays() && self.state.to_move() == Some(self.human) { self.state.legal_actions() } else { Vec::new() };
        let build_costs = actions
            .iter()
            .filter_map(|&a| match a {
                Action::Build { building, over } => self.state.build_cost(building, over).map(|c| (a, c)),
                _ => None,
            })
            .collect();
        Choices { actions: Rc::new(actions), build_costs: Rc::new(build_costs), build_choice: self.build_choice, hinted: None }
    }

    /// The person plays [`Game::human`]'s seat (not a replay).
    pub fn plays(&self) -> bool {
        !self.watching
    }

    /// The bot to move, if a bot is to move: its seat and level.
    pub fn bot_to_move(&self) -> Option<(u8, BotLevel)> {
        let seat = self.state.to_move()?;
        match self.seats.get(seat as usize)?.kind {
            SeatKind::Bot(level) => Some((seat, level)),
            SeatKind::Human => None,
        }
    }

    /// The request for the bot to move, if a bot is to move (`id` 0: the bot driver
    /// numbers its requests).
    pub fn bot_request(&self) -> Option<BotRequest> {
        let (seat, level) = self.bot_to_move()?;
        let step = self.record.actions.len();
        Some(BotRequest {
            id: 0,
            game: self.id,
            step,
            played: Played::of(&self.record),
            seat,
            level,
            seed: mix(self.record.seed ^ (step as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ u64::from(seat)),
            millis: level.millis(),
        })
    }

    /// The request for a hint ("What would the hard bot do?") numbered `id`, when it is
    /// the person's turn and the game has hints: the hard bot asked from the person's own observation (what his
    /// seat may know, never the full state), with a seed of its own.
    pub fn hint_request(&self, id: u32) -> Option<BotRequest> {
        if !self.plays() || self.no_hints || self.state.to_move() != Some(self.human) {
            return None;
        }
        let step = self.record.actions.len();
        Some(BotRequest {
            id,
            game: self.id,
            step,
            played: Played::of(&self.record),
            seat: self.human,
            level: BotLevel::Hard,
            seed: mix(self.record.seed ^ (step as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ HINT_SEED),
            millis: HARD_MILLIS,
        })
    }

    /// Applies `action` for the player to move, records it and logs its happenings.
    ///
    /// It also keeps [`Game::fresh`]: every card that comes into [`Game::human`]'s hand
    /// (whoever's action drew it) is marked new until that seat's next decision after it
    /// is answered. A decision asked one card at a time (paying, discarding 4 of 8 with
    /// an archive, the hand limit...) counts as one: the marks stay while it goes on.
    /// [`Game::marks`] (the other players' builds and draws) are cleared alike, and
    /// [`Game::motions`] says what this action moved.
    ///
    /// Errors: the engine's refusal, in words (the game is unchanged).
    ///
    /// An action of the person may be taken back ([`Game::undo`]) while he is still the
    /// one to decide after it and it revealed nothing (`table::undo::reveals`); anything
    /// else (a bot's move among it) closes the window.
    pub fn play(&mut self, action: Action) -> Result<(), String> {
        let mover = self.state.to_move();
        let human_acts = mover == Some(self.human);
        // The game as it stands, to go back to (a crane's pick is not part of it).
        let undoable = (human_acts && self.plays()).then(|| {
            let mut was = self.clone();
            was.build_choice = None;
            (self.observation(), Rc::new(was))
        });
        let asked = self.state.decision();
        let before = self.state.clone();
        let happenings = self.state.apply(action).map_err(|e| e.to_string())?;
        self.record.actions.push(action);
        self.build_choice = None;
        self.undo = undoable
            .filter(|(seen, _)| self.state.to_move() == Some(self.human) && !undo::reveals(seen, &self.observation(), &happenings))
            .map(|(_, was)| was);
        let goes_on =
            self.state.to_move() == Some(self.human) && std::mem::discriminant(&self.state.decision()) == std::mem::discriminant(&asked);
        if human_acts && !goes_on {
            self.fresh = CardCounts::EMPTY;
            self.marks.clear();
        }
        self.fresh = fresh_after(&self.fresh, before.hand(self.human), self.state.hand(self.human));
        let motions = motion::motions(&before, action, &happenings, &self.state, self.human);
        self.marks.note(&motions, self.human);
        self.motions = Rc::new(motions);
        self.note(&happenings, mover);
        if human_acts {
            self.seen_log = self.log.len();
        }
        Ok(())
    }

    /// Whether the person may take back his last action now (see [`Game::undo`]).
    pub fn can_undo(&self) -> bool {
        self.undo.is_some()
    }

    /// Takes back the person's last action, while that is allowed ([`Game::play`] says
    /// when): the game becomes what it was before it, record, state, log and new-card
    /// marks alike, as if it had never been played. Returns whether there was one.
    pub fn undo(&mut self) -> bool {
        match self.undo.take() {
            Some(was) => {
                // A hint taken stays taken: the undo takes back the action, not the help.
                let hints_taken = self.hints_taken;
                *self = Rc::unwrap_or_clone(was);
                self.hints_taken = hints_taken;
                true
            }
            None => false,
        }
    }

    /// Adds the happenings the human's seat may see to the log, written by seat `by`'s
    /// action (`None`: the setup).
    fn note(&mut self, happenings: &[Happening], by: Option<u8>) {
        for h in happenings.iter().filter(|e| e.visible_to(self.human)) {
            if let Happening::TileRevealed { tile } = h {
                self.last_tile = Some((self.state.table().round, *tile));
            }
        }
        let mut lines = LogEntry::written(happenings, &self.state, self.human, by).peekable();
        // The log is shared with the page (an `Rc`): copied only when a line is added.
        if lines.peek().is_some() {
            Rc::make_mut(&mut self.log).extend(lines);
        }
    }
}

/// The new cards of a hand that went from `before` to `after`, `fresh` being the new
/// ones before: those still in the hand (copies are identical: as many as are left, at
/// most), and every card that came in.
fn fresh_after(fresh: &CardCounts, before: &CardCounts, after: &CardCounts) -> CardCounts {
    let mut out = CardCounts::EMPTY;
    for (i, slot) in out.0.iter_mut().enumerate() {
        *slot = (fresh.0[i].min(after.0[i]) + after.0[i].saturating_sub(before.0[i])).min(after.0[i]);
    }
    out
}

/// SplitMix64 finalizer: spreads a seed's bits.
fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}
