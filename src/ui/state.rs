//! The UI's state and its reducer: one [`Model`] changed only by [`Msg`]s.
//!
//! The rules live in the engine: the reducer only applies actions (checked by
//! [`GameState::apply`]), records them, and turns the happenings into log lines. A game is
//! fully described by its [`GameRecord`] and its [`Seat`]s ([`SavedGame`]): replaying
//! that gives back the same table and log ([`Game::resume`]).

use std::rc::Rc;

use yew::Reducible;

use super::choices::Choices;
use super::text;
use crate::rules::{Action, Building, Happening, GameRecord, GameState, Observation, Options};
use crate::table::protocol::{BotLevel, BotRequest};
use crate::table::saved::{self, DamagedSave, PlayerStats, SavedGame};
use crate::table::setup::{DEFAULT_NAME, NewGame, Seat, SeatKind, Speed};

/// Thinking time of a hard bot in the worker, in milliseconds.
pub const HARD_MILLIS: u32 = 700;

/// What a log line is about (for its style).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LogKind {
    /// A new round begins.
    Round,
    /// A role was chosen.
    Role,
    /// Anything else.
    Plain,
    /// The game ended.
    End,
}

/// One line of the game log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogEntry {
    /// The round it happened in.
    pub round: u16,
    /// The line, in plain words.
    pub text: String,
    /// What it is about.
    pub kind: LogKind,
}

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
    /// What happened, in words, as the human's seat may know it.
    pub log: Rc<Vec<LogEntry>>,
    /// The building picked for a crane build, waiting for "where" (new place or over
    /// which building).
    pub build_choice: Option<Building>,
    /// The last trading-house tile turned over, with its round.
    pub last_tile: Option<(u16, [u8; 5])>,
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
        Game::seated(id, seats, options, seed, human, false)
    }

    /// A new game seen by seat `human` (played by the person unless `watching`).
    fn seated(id: u32, seats: Vec<Seat>, options: Options, seed: u64, human: u8, watching: bool) -> Result<Game, String> {
        let mut happenings = Vec::new();
        let state = GameState::new_with(options, seed, &mut happenings).map_err(|e| e.to_string())?;
        let mut game = Game {
            id,
            human,
            watching,
            seats,
            record: GameRecord::new(options, seed),
            state,
            log: Rc::new(Vec::new()),
            build_choice: None,
            last_tile: None,
        };
        game.note(&happenings);
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
        let SavedGame { record, seats } = saved;
        if seats.len() != record.options.players as usize {
            return Err(format!("{} seats for a {}-player game", seats.len(), record.options.players));
        }
        let mut game = Game::seated(id, seats, record.options, record.seed, human, watching)?;
        for (step, action) in record.actions.iter().enumerate() {
            game.play(*action).map_err(|e| format!("the record does not replay at step {}: {e}", step + 1))?;
        }
        Ok(game)
    }

    /// The game record to export: the engine's record with the seats' names.
    pub fn export_record(&self) -> GameRecord {
        let names = self
            .seats
            .iter()
            .enumerate()
            .map(|(i, s)| if s.name.trim().is_empty() { format!("Player {}", i + 1) } else { s.name.clone() })
            .collect();
        GameRecord { names, ..self.record.clone() }
    }

    /// The record and seats, for saving or exporting.
    pub fn saved(&self) -> SavedGame {
        SavedGame { record: self.record.clone(), seats: self.seats.clone() }
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
    /// cards after every discount (`GameState::build_cost`), and the crane build waiting
    /// for where ([`Game::build_choice`]).
    pub fn choices(&self) -> Choices {
        let actions =
            if self.plays() && self.state.to_move() == Some(self.human) { self.state.legal_actions() } else { Vec::new() };
        let build_costs = actions
            .iter()
            .filter_map(|&a| match a {
                Action::Build { building, over } => self.state.build_cost(building, over).map(|c| (a, c)),
                _ => None,
            })
            .collect();
        Choices { actions: Rc::new(actions), build_costs: Rc::new(build_costs), build_choice: self.build_choice }
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
            observation: self.state.observation(seat),
            level,
            seed: mix(self.record.seed ^ (step as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ u64::from(seat)),
            millis: HARD_MILLIS,
        })
    }

    /// Applies `action` for the player to move, records it and logs its happenings.
    ///
    /// Errors: the engine's refusal, in words (the game is unchanged).
    pub fn play(&mut self, action: Action) -> Result<(), String> {
        let happenings = self.state.apply(action).map_err(|e| e.to_string())?;
        self.record.actions.push(action);
        self.build_choice = None;
        self.note(&happenings);
        Ok(())
    }

    /// Adds the happenings the human's seat may see to the log.
    fn note(&mut self, happenings: &[Happening]) {
        let names = self.names();
        for h in happenings.iter().filter(|e| e.visible_to(self.human)) {
            if let Happening::TileRevealed { tile } = h {
                self.last_tile = Some((self.state.table().round, *tile));
            }
            if let Some((text, kind)) = text::happening_line(h, &names, self.human, &self.state) {
                Rc::make_mut(&mut self.log).push(LogEntry { round: self.state.table().round, text, kind });
            }
        }
    }
}

/// SplitMix64 finalizer: spreads a seed's bits.
fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Totals of the hard bot's searches in the worker, for measuring.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct BotStats {
    /// Hard-bot decisions that searched.
    pub searches: u32,
    /// Search iterations, summed.
    pub iterations: u64,
    /// Time spent searching, summed (ms).
    pub millis: f64,
}

/// Which screen shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Screen {
    /// The new-game form.
    #[default]
    Setup,
    /// The table.
    Table,
    /// An imported record, replayed step by step ([`Model::replay`]).
    Replay,
}

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
}

impl Replay {
    /// `record` replayed to `step` actions (at most all of them), seen by `seat`.
    ///
    /// Errors, in words: the record's own error (naming the failing step); a seat the
    /// game does not have.
    pub fn at(record: GameRecord, step: usize, seat: u8) -> Result<Replay, String> {
        let step = step.min(record.actions.len());
        // Checks the whole record first, so an error names its step (RecordError).
        record.replay_to(step, &mut crate::rules::NoHappenings).map_err(|e| e.to_string())?;
        // The names the record carries (`GameRecord::from_json` checked one per seat).
        let seats = (1..=record.options.players)
            .map(|n| {
                let name = record.names.get(usize::from(n) - 1).cloned().unwrap_or_else(|| format!("Player {n}"));
                Seat { name, kind: SeatKind::Human }
            })
            .collect();
        let partial = GameRecord { actions: record.actions[..step].to_vec(), ..record.clone() };
        let game = Game::watched(SavedGame { record: partial, seats }, seat)?;
        Ok(Replay { record, game: Rc::new(game), step, seat })
    }
}

/// The whole UI state.
#[derive(Clone, Debug, Default)]
pub struct Model {
    /// Which screen shows.
    pub screen: Screen,
    /// The game at the table (kept while the new-game form shows).
    pub game: Option<Rc<Game>>,
    /// The last new-game choices (to fill the form again).
    pub setup: NewGame,
    /// Bot pace.
    pub speed: Speed,
    /// Bots play in the page (the worker failed): a medium bot for every bot.
    pub in_page_bots: bool,
    /// A message for the person (shown once, dismissible).
    pub notice: Option<String>,
    /// Hard-bot search totals.
    pub stats: BotStats,
    /// Games started so far (the next game's id).
    pub games_started: u32,
    /// The person's results so far.
    pub player_stats: PlayerStats,
    /// The id of the last game that ended while played here (not resumed already over):
    /// its result is in [`Model::player_stats`] and is to be stored.
    pub finished_here: Option<u32>,
    /// The imported record being replayed.
    pub replay: Option<Replay>,
    /// A save found at start that could not be resumed (shown until dismissed).
    pub damaged: Option<DamagedSave>,
    /// Another tab of this browser saved a game since this page loaded: this page no
    /// longer saves, so it cannot overwrite that game (reloading picks it up).
    pub saved_elsewhere: bool,
    /// Counts every change, so tests can wait for the next render.
    pub rev: u32,
}

/// Everything that changes the [`Model`].
#[derive(Clone, Debug, PartialEq)]
pub enum Msg {
    /// Start a game with these choices.
    Start(NewGame),
    /// Resume a saved game.
    Resume(SavedGame),
    /// The human's action.
    Human(Action),
    /// A bot's move.
    BotMove {
        /// The game it is for.
        game: u32,
        /// The record index it is for.
        step: usize,
        /// The move (`None`: the bot found nothing legal).
        action: Option<Action>,
        /// Search iterations the worker ran (0 when none ran).
        iterations: u32,
        /// Search time in the worker, ms (0 when none ran).
        millis: f64,
    },
    /// The bot worker failed (did not start, crashed, did not answer, answered nonsense):
    /// bots go on in the page.
    WorkerFailed(String),
    /// Picked (or un-picked) a building to build with the crane; where comes next.
    SelectBuild(Option<Building>),
    /// New bot pace.
    SetSpeed(Speed),
    /// Show the new-game form.
    ShowSetup,
    /// Back to the table from the new-game form.
    ShowTable,
    /// Show a message.
    Notify(String),
    /// Hide the notice.
    DismissNotice,
    /// Another tab wrote the save.
    SavedElsewhere,
    /// Hide the damaged-save message.
    DismissDamaged,
    /// Replay an imported record (its JSON text).
    OpenReplay(String),
    /// Show the replay after this many actions.
    ReplayStep(usize),
    /// Show the replay as this seat (0-based) saw it.
    ReplaySeat(u8),
    /// Leave the replay (back to the new-game form).
    CloseReplay,
}

impl Model {
    /// The model at page load: the saved game's table when `raw` (the stored save's
    /// text, if any) resumes, else the new-game form, with [`Model::damaged`] set when
    /// there was a save that cannot be used (bad JSON, another version, a record that
    /// does not replay).
    pub fn from_save(raw: Option<&str>) -> Model {
        let mut m = Model::default();
        let Some(raw) = raw else { return m };
        match saved::decode(raw).and_then(|saved| Game::resume(0, saved)) {
            Ok(game) => {
                m.setup.name = game.seats.get(game.human as usize).map(|s| s.name.clone()).filter(|n| n != DEFAULT_NAME).unwrap_or_default();
                m.games_started = 1;
                m.game = Some(Rc::new(game));
                m.screen = Screen::Table;
            }
            Err(message) => m.damaged = Some(DamagedSave { message, raw: raw.to_string() }),
        }
        m
    }

    /// The game at the table, when the table shows.
    pub fn table_game(&self) -> Option<&Rc<Game>> {
        match self.screen {
            Screen::Table => self.game.as_ref(),
            Screen::Setup | Screen::Replay => None,
        }
    }

    /// Applies `f` to a copy of the game (the game is shared with the previous model).
    fn with_game(&mut self, f: impl FnOnce(&mut Game)) {
        if let Some(game) = self.game.as_mut() {
            f(Rc::make_mut(game));
        }
    }

    /// Shows `text` as the notice (replacing any other).
    fn notify(&mut self, text: String) {
        self.notice = Some(text);
    }

    /// Moves the open replay to the (step, seat) `to` picks from it; an error (which a
    /// record checked on opening should not give) becomes the notice, the replay unchanged.
    fn replay_to(&mut self, to: impl FnOnce(&Replay) -> (usize, u8)) {
        let Some(r) = self.replay.as_ref() else { return };
        let (step, seat) = to(r);
        match Replay::at(r.record.clone(), step, seat) {
            Ok(next) => self.replay = Some(next),
            Err(e) => self.notify(format!("This record cannot be replayed: {e}")),
        }
    }

    /// Counts the game's result once, when it has just ended.
    fn count_if_ended(&mut self, was_over: bool) {
        let Some(game) = self.game.as_ref() else { return };
        if was_over || !game.is_over() || self.finished_here == Some(game.id) {
            return;
        }
        let score = game.state.final_score();
        let human = game.human;
        self.player_stats.played += 1;
        if score.winners.contains(&human) {
            self.player_stats.won += 1;
        }
        self.player_stats.total_score += score.players.get(human as usize).map_or(0, |s| u64::from(s.total));
        self.finished_here = Some(game.id);
    }

    fn bot_move(&mut self, game: u32, step: usize, action: Option<Action>, iterations: u32, millis: f64) {
        let Some(current) = self.game.as_ref() else { return };
        if current.id != game || current.record.actions.len() != step || current.bot_to_move().is_none() {
            return; // an answer for an earlier position: ignore it
        }
        let legal = action.filter(|a| current.state.is_legal(*a));
        let action = match legal {
            Some(a) => a,
            None if !self.in_page_bots => {
                self.in_page_bots = true;
                self.notify(format!(
                    "The bot worker answered with a move that is not legal ({action:?}); the bots now play in this page, at medium strength."
                ));
                return;
            }
            // In the page: never stall; the first legal action keeps the game going.
            None => match current.state.legal_actions().first() {
                Some(a) => *a,
                None => return,
            },
        };
        if iterations > 0 {
            self.stats.searches += 1;
            self.stats.iterations += u64::from(iterations);
            self.stats.millis += millis;
        }
        self.with_game(|g| {
            // Checked legal above; a refusal would leave the game unchanged.
            let _ = g.play(action);
        });
    }
}

impl Reducible for Model {
    type Action = Msg;

    fn reduce(self: Rc<Self>, msg: Msg) -> Rc<Self> {
        let mut m = (*self).clone();
        m.rev = m.rev.wrapping_add(1);
        let was_over = m.game.as_ref().is_none_or(|g| g.is_over());
        let id_before = m.game.as_ref().map(|g| g.id);
        match msg {
            Msg::Start(new) => {
                m.damaged = None;
                let players = new.bots.len() as u8 + 1;
                let options = Options { starting_hand_variant: new.starting_hands, ..Options::for_players(players) };
                match Game::new(m.games_started, new.seats(), options, new.seed) {
                    Ok(game) => {
                        m.games_started += 1;
                        m.game = Some(Rc::new(game));
                        m.screen = Screen::Table;
                    }
                    Err(e) => m.notify(format!("Cannot start this game: {e}")),
                }
                m.setup = new;
            }
            Msg::Resume(saved) => match Game::resume(m.games_started, saved) {
                Ok(game) => {
                    m.games_started += 1;
                    m.game = Some(Rc::new(game));
                    m.screen = Screen::Table;
                }
                Err(e) => m.notify(format!("Cannot resume this game: {e}")),
            },
            Msg::Human(action) => {
                let mut refused = None;
                if m.game.as_ref().is_some_and(|g| g.state.to_move() == Some(g.human)) {
                    m.with_game(|g| refused = g.play(action).err());
                }
                if let Some(e) = refused {
                    m.notify(format!("That move is not possible: {e}"));
                }
            }
            Msg::BotMove { game, step, action, iterations, millis } => m.bot_move(game, step, action, iterations, millis),
            Msg::WorkerFailed(reason) => {
                if !m.in_page_bots {
                    m.in_page_bots = true;
                    m.notify(format!("{reason} The bots now play in this page, at medium strength."));
                }
            }
            Msg::SelectBuild(b) => m.with_game(|g| g.build_choice = b),
            Msg::SetSpeed(s) => m.speed = s,
            Msg::ShowSetup => m.screen = Screen::Setup,
            Msg::ShowTable => {
                if m.game.is_some() {
                    m.screen = Screen::Table;
                }
            }
            Msg::Notify(text) => m.notify(text),
            Msg::DismissNotice => m.notice = None,
            Msg::SavedElsewhere => {
                if !m.saved_elsewhere {
                    m.saved_elsewhere = true;
                    m.notify("A game was saved in another tab of this browser. This tab no longer saves, so it cannot overwrite it: reload to continue from there.".to_string());
                }
            }
            Msg::DismissDamaged => m.damaged = None,
            Msg::OpenReplay(text) => {
                match GameRecord::from_json(&text).map_err(|e| e.to_string()).and_then(|r| {
                    // The whole record must replay; its error names the failing step.
                    r.replay().map_err(|e| e.to_string())?;
                    Replay::at(r, 0, 0)
                }) {
                    Ok(replay) => {
                        m.replay = Some(replay);
                        m.screen = Screen::Replay;
                    }
                    Err(e) => m.notify(format!("This record cannot be replayed: {e}")),
                }
            }
            Msg::ReplayStep(step) => m.replay_to(|r| (step, r.seat)),
            Msg::ReplaySeat(seat) => m.replay_to(|r| (r.step, seat)),
            Msg::CloseReplay => {
                m.replay = None;
                m.screen = Screen::Setup;
            }
        }
        if m.game.as_ref().map(|g| g.id) == id_before {
            m.count_if_ended(was_over);
        }
        Rc::new(m)
    }
}
