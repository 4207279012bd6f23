//! The whole table's state and its reducer: one [`Model`] changed only by [`Msg`]s,
//! through [`Model::update`].
//!
//! Pure Rust (no web or Yew dependency), so `cargo test` drives it natively; the browser
//! wraps it in Yew's `Reducible` (`ui::reducer`) and does the I/O around it (storage, the
//! bot worker). The game itself is a [`Game`]; an imported record being viewed, a
//! [`Replay`].

use std::rc::Rc;

use super::game::Game;
use super::guide::{self, Guide, GuideMsg, GuideName};
use super::hand_over::{self, HandOver};
use super::hint::{Hint, HintState, Suggestion};
pub use super::notice::Notice;
use super::protocol::{BotLevel, BotRequest, SearchSummary};
use super::recent::{persons_seat, RecentGame, RecentGames};
use super::replay::Replay;
use super::review::{ReviewMsg, ReviewRun, SavedReviews};
use super::saved::{self, DamagedSave, PersonStats, PlayerStats, SaveProblem, SavedGame};
use super::setup::{persons, DEFAULT_NAME, NewGame, Speed};
use crate::rules::{Action, Building, GameRecord};

/// Totals of the hard bot's searches in the worker, for measuring.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct BotStats {
    /// Hard-bot decisions that searched.
    pub searches: u32,
    /// Search iterations, summed.
    pub iterations: u64,
    /// Time spent searching, summed (ms).
    pub millis: f64,
    /// Bot workers in the pool (0 until they start).
    pub workers: u32,
    /// The largest wasm memory a bot worker reported, in bytes.
    pub memory: u64,
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
    pub notice: Option<Notice>,
    /// Hard-bot search totals.
    pub stats: BotStats,
    /// Games started so far (the next game's id).
    pub games_started: u32,
    /// The person's results so far, in games of one person.
    pub player_stats: PlayerStats,
    /// Every person's results so far, by name (games of one person or several).
    pub person_stats: PersonStats,
    /// Pass-and-play: what covers the table in a game of several persons (the
    /// hand-over screen, or the recap after it), if anything does.
    pub hand_over: Option<HandOver>,
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
    /// The person has seen how to read a card's full text (dismissed the tip, or opened
    /// a card's details): the one-time tip no longer shows. Kept in this browser.
    pub details_tip_seen: bool,
    /// Undos taken in this page: part of what identifies a decision (an undone action
    /// played again reaches the same step with another game), and of when to save.
    pub undos: u32,
    /// "What would the hard bot do?" for the decision at the table: asked, thinking or
    /// answered; dropped as soon as the game changes.
    pub hint: Option<Hint>,
    /// Hints asked so far in this page (the next hint's id).
    pub hints_asked: u32,
    /// Counts every change, so tests can wait for the next render.
    pub rev: u32,
    /// The game review being made or shown (with the replay of its game).
    pub review: Option<ReviewRun>,
    /// The finished reviews kept in this browser.
    pub reviews: SavedReviews,
    /// The last finished games kept in this browser, to replay and review. Kept in
    /// this browser.
    pub recent: RecentGames,
    /// Reviews started so far in this page (the next review's id).
    pub reviews_started: u32,
    /// The guide of the game at the table, if it has one (`table::guide`): the guided
    /// first game, or the first-time guides of its expansions. Saved with the game.
    pub guide: Option<Guide>,
    /// The expansions whose first-time guide was seen in this browser (bits of
    /// `guide::Expansion`): their guide does not open again. Kept in this browser.
    pub guides_seen: u8,
    /// Guided first games played to the end here (counted apart from
    /// [`Model::player_stats`]). Kept in this browser.
    pub guided_finished: u32,
}

/// Everything that changes the [`Model`].
#[derive(Clone, Debug, PartialEq)]
pub enum Msg {
    /// Start a game with these choices.
    Start(NewGame),
    /// At the end of a game: the same seats and options again, a new deal from `seed`.
    PlayAgain {
        /// The new game's seed (the page draws it).
        seed: u64,
    },
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
    /// The person takes back his last action, while nothing was revealed since
    /// (`Game::undo`).
    Undo,
    /// The person asks what the hard bot would do in his place.
    AskHint,
    /// The answer to a hint's request (`Model::hint_request`).
    Hinted {
        /// The request's id.
        id: u32,
        /// The suggested action (`None`: the bot found nothing legal).
        action: Option<Action>,
        /// Which bot answered (the medium bot in the page when the worker failed).
        by: BotLevel,
        /// What the hard bot's search found for it, if it searched.
        search: Option<SearchSummary>,
    },
    /// The bot worker failed (did not start, crashed, did not answer, answered nonsense):
    /// bots go on in the page. The notice says why.
    WorkerFailed(Notice),
    /// The bot workers' pool: how many workers, and the largest wasm memory one of them
    /// reported in bytes (for measuring).
    Workers {
        /// Bot workers in the pool.
        workers: u32,
        /// The largest wasm memory a worker reported, in bytes (0: none reported yet).
        memory: u64,
    },
    /// Picked (or un-picked) a building to build with the crane; where comes next.
    SelectBuild(Option<Building>),
    /// New bot pace.
    SetSpeed(Speed),
    /// Show the new-game form.
    ShowSetup,
    /// Back to the table from the new-game form.
    ShowTable,
    /// Show a message.
    Notify(Notice),
    /// Hide the notice.
    DismissNotice,
    /// Another tab wrote the save.
    SavedElsewhere,
    /// Hide the damaged-save message.
    DismissDamaged,
    /// The person dismissed the tip about a card's full text, or opened a card's
    /// details: the tip is not shown again.
    DetailsTipSeen,
    /// Replay an imported record (its JSON text).
    OpenReplay(String),
    /// Show the replay after this many actions.
    ReplayStep(usize),
    /// Show the replay as this seat (0-based) saw it.
    ReplaySeat(u8),
    /// Leave the replay (back to the new-game form).
    CloseReplay,
    /// "I am Ana": the person to decide took the device (pass-and-play); the table
    /// turns to his seat, after the recap of what happened since his last decision.
    TakeDevice,
    /// The person has read the recap: his table shows.
    RecapRead,
    /// A game review (`table::review`).
    Review(ReviewMsg),
    /// Learn to play, and the guides' callouts (`table::guide`).
    Guide(GuideMsg),
}

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

    /// What to save of the game at the table (none without one): its record and seats,
    /// and the bots' pace.
    pub fn save(&self) -> Option<SavedGame> {
        self.game.as_ref().map(|g| g.saved(self.speed))
    }

    /// Whether the person may take back his last action now: the table shows his game
    /// and nothing was revealed since that action (`Game::can_undo`).
    pub fn can_undo(&self) -> bool {
        self.hand_over.is_none() && self.table_game().is_some_and(|g| g.can_undo())
    }

    /// The hint request to send to the worker, while a hint is being thought about: the
    /// hard bot, from the person's own observation (`Game::hint_request`).
    pub fn hint_request(&self) -> Option<BotRequest> {
        let hint = self.hint.as_ref().filter(|h| h.thinking() && self.hand_over.is_none())?;
        self.game.as_ref()?.hint_request(hint.id)
    }

    /// What identifies the decision at the table: the game, its number of actions and the
    /// undos taken (a hint belongs to one decision).
    fn decision_key(&self) -> Option<(u32, usize, u32)> {
        self.game.as_ref().map(|g| (g.id, g.record.actions.len(), self.undos))
    }

    /// Asks for a hint, when it is the person's turn at the table and none is asked or
    /// shown for this decision yet.
    fn ask_hint(&mut self) {
        let turn = self.table_game().is_some_and(|g| g.hint_request(0).is_some());
        if !turn || self.hint.is_some() || self.hand_over.is_some() {
            return;
        }
        self.hints_asked = self.hints_asked.wrapping_add(1);
        self.hint = Some(Hint { id: self.hints_asked, state: HintState::Thinking });
    }

    /// Takes the answer `id` of the hint being thought about, if it is still that one:
    /// the suggestion when it is legal now, else "nothing to suggest". It changes nothing
    /// else (the game above all).
    fn hinted(&mut self, id: u32, action: Option<Action>, by: BotLevel, search: Option<SearchSummary>) {
        let Some(hint) = self.hint.as_mut().filter(|h| h.id == id && h.thinking()) else { return };
        let Some(game) = self.game.as_ref() else { return };
        hint.state = match action.filter(|a| game.choices().contains(*a)) {
            Some(action) => HintState::Ready(Suggestion { action, by, search }),
            None => HintState::Nothing,
        };
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

    /// Shows `notice` (replacing any other).
    fn notify(&mut self, notice: Notice) {
        self.notice = Some(notice);
    }

    /// Moves the open replay to the (step, seat) `to` picks from it; an error (which a
    /// record checked on opening should not give) becomes the notice, the replay unchanged.
    fn replay_to(&mut self, to: impl FnOnce(&Replay) -> (usize, u8)) {
        let Some(r) = self.replay.as_ref() else { return };
        let (step, seat) = to(r);
        match Replay::at(r.record.clone(), step, seat) {
            Ok(next) => self.replay = Some(next),
            Err(e) => self.notify(Notice::ReplayFailed(e)),
        }
    }

    /// Counts the game's result once, when it has just ended.
    fn count_if_ended(&mut self, was_over: bool) {
        let Some(game) = self.game.as_ref() else { return };
        if was_over || !game.is_over() || self.finished_here == Some(game.id) {
            return;
        }
        self.finished_here = Some(game.id);
        self.recent.add(RecentGame::of(game));
        if self.guide.as_ref().is_some_and(|g| g.name == GuideName::FirstGame) {
            self.guided_finished += 1;
            return;
        }
        let score = game.state.final_score();
        let result = |seat: u8| (score.winners.contains(&seat), score.players.get(usize::from(seat)).map_or(0, |s| s.total));
        if persons(&game.seats) == 1 {
            let (won, total) = result(game.human);
            self.player_stats.add(won, total);
        }
        for (seat, s) in game.seats.iter().enumerate().filter(|(_, s)| s.is_person()) {
            let (won, total) = result(seat as u8);
            self.person_stats.add(&s.name, won, total);
        }
    }

    /// Seats `game` at the table as this page's next game, and shows the table.
    fn seat(&mut self, game: Game) {
        self.games_started += 1;
        self.hand_over = hand_over::at_start(&game);
        self.game = Some(Rc::new(game));
        self.screen = Screen::Table;
    }

    /// A game with these choices (the new-game form remembers them); a start the engine
    /// refuses is a notice.
    fn start(&mut self, new: NewGame) {
        self.damaged = None;
        self.guide = guide::tour_for(&new.options, self.guides_seen);
        match Game::new(self.games_started, new.seats(), new.options, new.seed) {
            Ok(game) => self.seat(Game { no_hints: new.no_hints, ..game }),
            Err(e) => self.notify(Notice::StartFailed(e)),
        }
        self.setup = new;
    }

    /// The saved game at the table, at its pace; one that does not resume is a notice.
    fn resume(&mut self, saved: SavedGame) {
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
    fn play_again(&mut self, seed: u64) {
        let Some(old) = self.game.as_ref().filter(|g| g.is_over() && g.plays()) else { return };
        let (seats, options, no_hints) = (old.seats.clone(), old.record.options, old.no_hints);
        self.setup = NewGame::again(&seats, options, seed, no_hints);
        self.guide = guide::tour_for(&options, self.guides_seen);
        match Game::new(self.games_started, seats, options, seed) {
            Ok(game) => self.seat(Game { no_hints, ..game }),
            Err(e) => self.notify(Notice::StartFailed(e)),
        }
    }

    /// The person's action, if it is his turn; a refusal is a notice.
    fn human(&mut self, action: Action) {
        let mut refused = None;
        if self.hand_over.is_none() && self.game.as_ref().is_some_and(|g| g.state.to_move() == Some(g.human)) {
            self.with_game(|g| refused = g.play(action).err());
        }
        if let Some(e) = refused {
            self.notify(Notice::MoveRefused(e));
        }
    }

    /// Takes back the person's last action, when he may (`Model::can_undo`).
    fn undo(&mut self) {
        if self.can_undo() {
            self.with_game(|g| {
                g.undo();
            });
            self.undos = self.undos.wrapping_add(1);
        }
    }

    /// The bots play in the page from now on; the first failure's notice says why.
    fn worker_failed(&mut self, why: Notice) {
        if !self.in_page_bots {
            self.in_page_bots = true;
            self.notify(why);
        }
    }

    /// Another tab saved a game: this page stops saving, and says so once.
    fn saved_elsewhere(&mut self) {
        if !self.saved_elsewhere {
            self.saved_elsewhere = true;
            self.notify(Notice::SavedElsewhere);
        }
    }

    /// Opens the imported record `text` at its start, if the whole record replays; else
    /// the notice names why (the failing step, for a record that does not replay).
    fn open_replay(&mut self, text: &str) {
        match GameRecord::from_json(text).map_err(|e| e.to_string()).and_then(|r| {
            r.replay().map_err(|e| e.to_string())?;
            Replay::at(r, 0, 0)
        }) {
            Ok(replay) => {
                self.replay = Some(replay);
                self.screen = Screen::Replay;
            }
            Err(e) => self.notify(Notice::ReplayFailed(e)),
        }
    }

    /// "I am Ana": the table turns to the person to decide (`hand_over::take`), when
    /// the hand-over screen asks for him.
    fn take_device(&mut self) {
        if self.hand_over != Some(HandOver::Pass) {
            return;
        }
        let Some(game) = self.table_game() else { return };
        match hand_over::take(game) {
            Ok(Some((game, next))) => {
                self.game = Some(Rc::new(game));
                self.hand_over = next;
            }
            Ok(None) => {}
            Err(e) => self.notify(Notice::ResumeFailed(e)),
        }
    }

    /// Back to the table from the new-game form; in a game of several persons, covered
    /// (whoever comes back may not be the one who left).
    fn show_table(&mut self) {
        let Some(game) = self.game.as_ref() else { return };
        if self.hand_over.is_none() {
            self.hand_over = hand_over::at_start(game);
        }
        self.screen = Screen::Table;
    }

    /// The cover after the game at the table changed (`hand_over::after_action`).
    fn cover_if_due(&mut self, actions_before: Option<(u32, usize)>) {
        let Some(game) = self.game.as_ref() else { return };
        if actions_before.is_some_and(|(id, n)| id == game.id && n != game.record.actions.len()) {
            self.hand_over = hand_over::after_action(game, self.hand_over);
        }
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
                self.notify(Notice::IllegalBotMove(format!("{action:?}")));
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

    /// The callout of the game's guide at the table now, if any.
    pub fn guide_callout(&self) -> Option<guide::Callout> {
        let game = self.table_game().filter(|_| self.hand_over.is_none())?;
        self.guide.as_ref()?.callout(game)
    }

    /// Runs `f` (the person's `action`), then tells the guide what he answered to the
    /// callout shown before, if the game took it.
    fn guided(&mut self, f: impl FnOnce(&mut Model), action: Option<Action>) {
        let shown = self.guide_callout();
        let before = self.game.as_ref().map(|g| g.record.actions.len());
        f(self);
        let after = self.game.as_ref().map(|g| g.record.actions.len());
        if let (Some(action), Some(len), Some(guide)) = (action, before, self.guide.as_mut())
            && after.is_some_and(|n| n > len)
        {
            guide.answered(shown, action);
            self.tour_seen_if_done();
        }
    }

    /// "Learn to play", "Next", "Close guide", "Don't show again".
    fn guide_msg(&mut self, msg: GuideMsg) {
        if let GuideMsg::Learn(name) = msg {
            self.start(guide::first_game(&name));
            self.guide = Some(Guide::new(GuideName::FirstGame));
            return;
        }
        let shown = self.guide_callout();
        let Some(g) = self.guide.as_mut() else { return };
        match msg {
            GuideMsg::Next => g.next(shown),
            GuideMsg::Close | GuideMsg::Learn(_) => g.closed = true,
            GuideMsg::NeverAgain => {
                g.closed = true;
                if let GuideName::Tour { expansions } = g.name {
                    self.guides_seen |= expansions;
                }
            }
        }
        self.tour_seen_if_done();
    }

    /// An expansions' guide read to its end is not shown again.
    fn tour_seen_if_done(&mut self) {
        if let Some(Guide { name: GuideName::Tour { expansions }, .. }) = self.guide.as_ref().filter(|g| g.finished()) {
            self.guides_seen |= expansions;
        }
    }

    /// Applies `msg`: the one way the model changes (`ui::reducer` calls it on a copy of
    /// the previous model, for Yew).
    pub fn update(&mut self, msg: Msg) {
        self.rev = self.rev.wrapping_add(1);
        let was_over = self.game.as_ref().is_none_or(|g| g.is_over());
        let id_before = self.game.as_ref().map(|g| g.id);
        let decision_before = self.decision_key();
        let actions_before = self.game.as_ref().map(|g| (g.id, g.record.actions.len()));
        match msg {
            Msg::Start(new) => self.start(new),
            Msg::Resume(saved) => self.resume(saved),
            Msg::PlayAgain { seed } => self.play_again(seed),
            Msg::Human(action) => self.guided(|m| m.human(action), Some(action)),
            Msg::BotMove { game, step, action, iterations, millis } => self.bot_move(game, step, action, iterations, millis),
            Msg::Undo => self.undo(),
            Msg::AskHint => self.ask_hint(),
            Msg::Hinted { id, action, by, search } => self.hinted(id, action, by, search),
            Msg::WorkerFailed(why) => self.worker_failed(why),
            Msg::Workers { workers, memory } => {
                self.stats.workers = workers;
                self.stats.memory = self.stats.memory.max(memory);
            }
            Msg::SelectBuild(b) => self.with_game(|g| g.build_choice = b),
            Msg::SetSpeed(s) => self.speed = s,
            Msg::ShowSetup => self.screen = Screen::Setup,
            Msg::ShowTable => self.show_table(),
            Msg::Notify(notice) => self.notify(notice),
            Msg::DismissNotice => self.notice = None,
            Msg::SavedElsewhere => self.saved_elsewhere(),
            Msg::DismissDamaged => self.damaged = None,
            Msg::DetailsTipSeen => self.details_tip_seen = true,
            Msg::OpenReplay(text) => self.open_replay(&text),
            Msg::ReplayStep(step) => self.replay_to(|r| (step, r.seat)),
            Msg::ReplaySeat(seat) => self.replay_to(|r| (r.step, seat)),
            Msg::CloseReplay => {
                self.replay = None;
                self.review = None;
                self.screen = Screen::Setup;
            }
            Msg::Review(msg) => self.on_review(msg),
            Msg::TakeDevice => self.take_device(),
            Msg::RecapRead => {
                if matches!(self.hand_over, Some(HandOver::Recap { .. })) {
                    self.hand_over = None;
                }
            }
            Msg::Guide(msg) => self.guide_msg(msg),
        }
        self.cover_if_due(actions_before);
        if self.game.as_ref().map(|g| g.id) == id_before {
            self.count_if_ended(was_over);
        }
        if self.decision_key() != decision_before {
            self.hint = None;
        }
    }
}

impl Model {
    /// A review message: start (opening the finished game at the table as a replay, so a
    /// decision can be shown), the review done, cancel, a decision shown.
    fn on_review(&mut self, msg: ReviewMsg) {
        match msg {
            ReviewMsg::Start { seat } => self.start_review(seat),
            ReviewMsg::Recent(index) => self.review_recent(index),
            ReviewMsg::Done { id, review } => {
                let Some(run) = self.review.as_mut().filter(|r| r.id == id && r.review.is_none()) else { return };
                self.reviews.keep(&run.record, review.clone());
                run.finish(review);
            }
            ReviewMsg::Cancel => self.review = None,
            ReviewMsg::Select(step) => {
                if let Some(run) = self.review.as_mut() {
                    run.selected = Some(step);
                    let seat = run.seat;
                    self.replay_to(|_| (step, seat));
                }
            }
        }
    }

    /// Opens the kept finished game `index` (newest first) as a replay at its end and
    /// reviews the seat a person played.
    fn review_recent(&mut self, index: usize) {
        let Some(record) = self.recent.0.get(index).map(|g| g.record.clone()) else { return };
        let (seat, at) = (persons_seat(&record), record.actions.len());
        match Replay::at(record, at, seat) {
            Ok(replay) => {
                self.replay = Some(replay);
                self.screen = Screen::Replay;
                self.start_review(seat);
            }
            Err(e) => self.notify(Notice::ReplayFailed(e)),
        }
    }

    /// Reviews `seat` of the replay shown, or of the finished game at the table (then
    /// shown as a replay at its end); a review kept in this browser opens at once.
    fn start_review(&mut self, seat: u8) {
        if self.screen != Screen::Replay {
            let Some(game) = self.table_game().filter(|g| g.is_over()) else { return };
            let record = game.export_record();
            let at = record.actions.len();
            match Replay::at(record, at, seat) {
                Ok(replay) => self.replay = Some(replay),
                Err(e) => return self.notify(Notice::ReplayFailed(e)),
            }
            self.screen = Screen::Replay;
        }
        let Some(record) = self.replay.as_ref().map(|r| r.record.clone()) else { return };
        self.reviews_started = self.reviews_started.wrapping_add(1);
        let kept = self.reviews.find(&record, seat, crate::ai::review::DEFAULT_PLAYOUTS);
        match ReviewRun::new(self.reviews_started, record, seat, kept) {
            Ok(run) => self.review = Some(run),
            Err(e) => self.notify(Notice::ReplayFailed(e.to_string())),
        }
    }
}

/// The name the person played `game` under, for the new-game form (empty when it was the
/// default one, so the form shows its placeholder).
fn human_name(game: &Game) -> String {
    game.seats.get(game.human as usize).map(|s| s.name.clone()).filter(|n| n != DEFAULT_NAME).unwrap_or_default()
}
