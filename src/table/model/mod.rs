//! The whole table's state and its reducer: one [`Model`] changed only by [`Msg`]s,
//! through [`Model::update`].
//!
//! Pure Rust (no web or Yew dependency), so `cargo test` drives it natively; the browser
//! wraps it in Yew's `Reducible` (`ui::reducer`) and does the I/O around it (storage, the
//! bot worker). The game itself is a [`Game`]; an imported record being viewed, a
//! [`Replay`].
//!
//! Where the parts are: the state ([`Model`], [`Screen`]) and the reducer's
//! one entry, [`Model::update`], here; the messages in `msg.rs`; the handlers, grouped by
//! what they answer: the new-game form and a save resumed (a game seated at the table) in
//! `new_game.rs`, the person's actions at the table and what follows them (undo,
//! pass-and-play's cover, the result counted) in `play.rs`, the bots' answers (their
//! moves, a hint, the worker's failure) in `bots.rs`, a replay and a game review in
//! `replay_review.rs`, links to a moment of a game in `links.rs`, and the guide's hooks in
//! `guide_hooks.rs`.

mod bots;
mod guide_hooks;
mod links;
mod msg;
mod new_game;
mod play;
mod replay_review;

use std::rc::Rc;

use super::daily::DailyStats;
use super::game::Game;
use super::hand_over::HandOver;
use super::hint::Hint;
pub use super::notice::Notice;
use super::protocol::LinkRequest;
use super::rating::Ratings;
use super::recent::RecentGames;
use super::replay::Replay;
use super::review::{ReviewRun, SavedReviews};
use super::saved::{DamagedSave, Guide, PersonStats, PlayerStats, SavedGame};
use super::setup::{NewGame, Speed};
pub use msg::Msg;
pub use play::{TIP_ACTIONS, tip_for_storage, tip_from_storage};

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
    /// The person's actions taken while the tip showed, kept in this browser across
    /// reloads (`tip_for_storage`): after [`TIP_ACTIONS`] of them it has had its chance and
    /// gives its room back.
    pub tip_shown_for: u32,
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
    /// Today's deals: the day's try taken, the days played and won, the streak. Kept in
    /// this browser.
    pub daily: DailyStats,
    /// Every person's rating, by name. Kept in this browser.
    pub ratings: Ratings,
    /// The link being made ("Copy link"), until the worker's answer is in.
    pub link: Option<LinkRequest>,
    /// Links asked for so far in this page (the next link's id).
    pub links_asked: u32,
}

impl Model {
    /// What to save of the game at the table (none without one): its record and seats,
    /// and the bots' pace.
    pub fn save(&self) -> Option<SavedGame> {
        self.game.as_ref().map(|g| g.saved(self.speed))
    }

    /// What identifies the decision at the table: the game, its number of actions and the
    /// undos taken (a hint belongs to one decision).
    fn decision_key(&self) -> Option<(u32, usize, u32)> {
        self.game.as_ref().map(|g| (g.id, g.record.actions.len(), self.undos))
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

    /// Another tab saved a game: this page stops saving, and says so once.
    fn saved_elsewhere(&mut self) {
        if !self.saved_elsewhere {
            self.saved_elsewhere = true;
            self.notify(Notice::SavedElsewhere);
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
            Msg::StartDaily { day, name } => self.start_daily(day, &name),
            Msg::Resume(saved) => self.resume(saved),
            Msg::PlayAgain { seed } => self.play_again(seed),
            Msg::Human(action) => {
                self.guided(|m| m.human(action), Some(action));
                self.count_tip_action();
            }
            Msg::BotMove { game, step, action } => self.bot_move(game, step, action),
            Msg::Undo => self.undo(),
            Msg::AskHint => self.ask_hint(),
            Msg::Hinted { id, action, by, search } => self.hinted(id, action, by, search),
            Msg::WorkerFailed(why) => self.worker_failed(why),
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
            Msg::CopyLink { seen_by } => self.copy_link(seen_by),
            Msg::LinkMade { id, url, copied } => self.link_made(id, url, copied),
            Msg::OpenLink(opened) => self.open_link(opened),
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
