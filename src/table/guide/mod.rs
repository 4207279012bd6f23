//! Learn to play: the guided first game ("Learn to play" on the new-game screen) and the
//! short guides shown the first time an expansion is at the table, as data.
//!
//! A guide is a list of [`Lesson`]s. Each lesson says when it applies (a [`When`]: the
//! decision the person is asked, a role still open, a card he could build, the game's
//! end), what its callout points at (a [`Target`]: the control of the suggested answer,
//! or page elements found by CSS selector at run time, so the callout survives a new
//! layout), and what it suggests (an [`Answer`]). The callout shown is the first lesson
//! not yet done whose situation holds now: when the person answers otherwise than
//! suggested, the lessons whose situation he skipped wait for it to come, and the next
//! callout says "that works too". Where a guide stands ([`Guide`], in `saved`) is saved
//! with its game, so a reload shows the same callout. Pure Rust: tested natively
//! (`table/tests/guide.rs`), drawn by `ui::components::guide`.
//!
//! The guided game's deal is [`FIRST_GAME_SEED`]: 2 players, the person against the easy
//! bot, chosen (`examples/guide_seed.rs`) so every lesson comes up in the first rounds
//! when the person follows every suggestion. docs/GUIDE.md lists the steps.
//!
//! The lessons themselves are data in `lessons.rs`; this module decides which one shows
//! at a game, what it suggests there (the rule of thumb, [`suggestion`]) and how a guide
//! moves on.

mod lessons;

use super::game::Game;
use super::protocol::BotLevel;
pub use super::saved::{Guide, GuideName};
use super::setup::NewGame;
use crate::rules::{Action, Building, Decision, Good, Options, Role};
pub use lessons::{Answer, Expansion, FIRST_GAME, Lesson, Target, When};

/// The guided game's seed (see `examples/guide_seed.rs` for how it was found).
pub const FIRST_GAME_SEED: u64 = 452;

/// The lesson after which the guided game is the person's own: no more quiet
/// suggestions (the lessons left still show when their situation comes).
const OWN_GAME_AFTER: &str = "log";

/// The callout to show now: the lesson, its number and the guide's length, the action
/// it suggests (none for a lesson to read), and the person's other answer to the last
/// callout, if he gave one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Callout {
    /// The lesson's index in the guide.
    pub index: usize,
    /// The lesson.
    pub lesson: Lesson,
    /// How many lessons are done (the callout is step `done + 1`).
    pub done: u32,
    /// The guide's length.
    pub total: usize,
    /// What it suggests doing (highlighted), if anything.
    pub suggested: Option<Action>,
    /// "That works too": the person's last answer, when it was not the suggested one.
    pub also: Option<Action>,
    /// The decision the person is asked now (none at the game's end).
    pub decision: Option<Decision>,
}

/// The new-game choices of "Learn to play": `name` against the easy bot, 2 players, the
/// 1st edition, the fixed deal.
pub fn first_game(name: &str) -> NewGame {
    NewGame { seed: FIRST_GAME_SEED, ..NewGame::against(name, &[BotLevel::Easy]) }
}

/// The expansions of `options` whose guide has not been seen (`seen`: their bits), as a
/// tour; none when there is none to show.
pub fn tour_for(options: &Options, seen: u8) -> Option<Guide> {
    let expansions = Expansion::ALL.iter().filter(|e| e.in_game(options) && seen & e.bit() == 0).fold(0, |bits, e| bits | e.bit());
    (expansions != 0).then(|| Guide::new(GuideName::Tour { expansions }))
}

impl Guide {
    /// A guide at its start.
    pub fn new(name: GuideName) -> Guide {
        Guide { name, done: 0, also: None, closed: false }
    }

    /// Its lessons, in order.
    pub fn lessons(&self) -> Vec<Lesson> {
        match self.name {
            GuideName::FirstGame => FIRST_GAME.to_vec(),
            GuideName::Tour { expansions } => {
                Expansion::ALL.iter().filter(|e| expansions & e.bit() != 0).flat_map(|e| e.lessons().iter().copied()).collect()
            }
        }
    }

    fn is_done(&self, index: usize) -> bool {
        u32::try_from(index).ok().and_then(|i| 1u32.checked_shl(i)).is_some_and(|bit| self.done & bit != 0)
    }

    fn mark_done(&mut self, index: usize) {
        if let Some(bit) = u32::try_from(index).ok().and_then(|i| 1u32.checked_shl(i)) {
            self.done |= bit;
        }
    }

    /// Every lesson is done: nothing more to show.
    pub fn finished(&self) -> bool {
        (0..self.lessons().len()).all(|i| self.is_done(i))
    }

    /// The callout to show at `game` now, if any (none once closed, when the person is
    /// not asked anything, and when no lesson left applies).
    pub fn callout(&self, game: &Game) -> Option<Callout> {
        if self.closed || !game.plays() {
            return None;
        }
        let lessons = self.lessons();
        let (index, lesson, suggested) = lessons.iter().enumerate().find_map(|(i, l)| {
            if self.is_done(i) {
                return None;
            }
            let earlier_done = (0..i).all(|j| self.is_done(j) || matches!(lessons[j].when, When::Over));
            // An expansion's guide is read in its order: each callout waits for the one before.
            if matches!(self.name, GuideName::Tour { .. }) && !earlier_done {
                return None;
            }
            applies(l, game, earlier_done).map(|suggested| (i, *l, suggested))
        })?;
        let decision = asked(game).then(|| game.state.decision());
        Some(Callout { index, lesson, done: self.done.count_ones(), total: lessons.len(), suggested, also: self.also, decision })
    }

    /// The answer to highlight quietly at the person's decision when no callout shows: in
    /// the guided game until it is the person's own (`OWN_GAME_AFTER`), the rule of
    /// thumb's ([`suggestion`]); none otherwise.
    pub fn quiet(&self, game: &Game) -> Option<Action> {
        let own = FIRST_GAME.iter().position(|l| l.key == OWN_GAME_AFTER).is_some_and(|i| self.is_done(i));
        if self.closed || !matches!(self.name, GuideName::FirstGame) || own || self.callout(game).is_some() {
            return None;
        }
        asked(game).then(|| suggestion(game)).flatten()
    }

    /// The person answered `action`, while `shown` was the callout: that lesson is done,
    /// and when he did otherwise than it suggested, the next callout says his answer
    /// works too.
    pub fn answered(&mut self, shown: Option<Callout>, action: Action) {
        let Some(shown) = shown else { return };
        self.mark_done(shown.index);
        self.also = shown.suggested.filter(|s| *s != action).map(|_| action);
    }

    /// "Next": the callout `shown` was read.
    pub fn next(&mut self, shown: Option<Callout>) {
        if let Some(shown) = shown {
            self.mark_done(shown.index);
            self.also = None;
        }
    }
}

/// The person is asked something at `game` now.
fn asked(game: &Game) -> bool {
    game.plays() && !game.is_over() && game.state.to_move() == Some(game.human)
}

/// Whether `lesson` applies at `game` (`earlier_done`: every lesson before it is done),
/// and if so what it suggests.
fn applies(lesson: &Lesson, game: &Game, earlier_done: bool) -> Option<Option<Action>> {
    if matches!(lesson.when, When::Over) {
        return game.is_over().then_some(None);
    }
    if !asked(game) {
        return None;
    }
    let decision = game.state.decision();
    let round = game.state.table().round;
    let me = game.state.player(game.human);
    let holds = match lesson.when {
        When::Asked => true,
        When::Ask(kind) => std::mem::discriminant(&kind) == std::mem::discriminant(&decision),
        When::Role(role) => decision == Decision::ChooseRole && role_worth(game, role),
        When::CanBuild(b) => game.state.is_legal(Action::Build { building: b, over: None }),
        When::Built(n) => me.building_count() >= n,
        When::Later(from) => decision == Decision::ChooseRole && (earlier_done || round >= from),
        When::SetOff => game.state.legal_actions().iter().any(|a| matches!(a, Action::SetOff(_))),
        When::EventUp => !game.state.table().events_face_up.is_empty(),
        When::Over => false,
    };
    if !holds {
        return None;
    }
    let suggested = match lesson.answer {
        Answer::Read => return Some(None),
        Answer::Rule => suggestion(game),
        Answer::Role(role) => Some(Action::ChooseRole { role, library: false }),
        Answer::Build(building) => Some(Action::Build { building, over: None }),
    };
    suggested.filter(|a| game.state.is_legal(*a)).map(Some)
}

/// Whether `role` is open and gives the person something now.
fn role_worth(game: &Game, role: Role) -> bool {
    let me = game.state.player(game.human);
    let open = game.state.is_legal(Action::ChooseRole { role, library: false });
    open && match role {
        Role::Builder => could_build(game),
        Role::Producer => me.production_count() > me.goods_count(),
        Role::Trader => me.goods_count() > 0,
        _ => true,
    }
}

/// Whether some card of the person's hand costs at most what he could pay as builder
/// (his other cards, with the builder's card less).
fn could_build(game: &Game) -> bool {
    let hand = game.state.hand(game.human);
    let cards = hand.total();
    hand_cards(game).any(|b| usize::from(b.cost()) <= cards)
}

/// The buildings in the person's hand (each kind once).
fn hand_cards(game: &Game) -> impl Iterator<Item = Building> + '_ {
    let hand = game.state.hand(game.human);
    Building::ALL.iter().copied().filter(move |b| hand.contains(*b))
}

/// A plain rule of thumb for the person's decision (the guided game's suggestion where
/// a lesson does not name one): a role that gives him something, the building worth
/// most, paying and discarding the cheapest card, keeping the dearest, producing and
/// selling the dearest good. `None` when he is not asked.
pub fn suggestion(game: &Game) -> Option<Action> {
    if !asked(game) {
        return None;
    }
    let legal = game.state.legal_actions();
    let value = |a: &Action| -> i32 {
        match *a {
            Action::Build { building, .. } => i32::from(building.vp()) * 10 + i32::from(building.cost()),
            Action::PayCard(b) | Action::Discard(b) => -i32::from(b.cost()),
            Action::Keep(b) => i32::from(b.cost()),
            Action::Produce(g) | Action::Sell(g) => good_rank(g),
            Action::Pass => i32::MIN,
            _ => 0,
        }
    };
    if game.state.decision() == Decision::ChooseRole {
        let role =
            [Role::Builder, Role::Trader, Role::Producer, Role::Councillor, Role::Prospector].into_iter().find(|r| role_worth(game, *r));
        if let Some(role) = role {
            return Some(Action::ChooseRole { role, library: false });
        }
    }
    // The first of the best: the engine's order settles ties.
    let best = legal.iter().map(value).max()?;
    legal.iter().copied().find(|a| value(a) == best)
}

fn good_rank(g: Good) -> i32 {
    g as i32
}

/// What the person does with a guide (the reducer's `Msg::Guide` holds them).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GuideMsg {
    /// "Learn to play": the guided first game, the person named so (empty: the default
    /// name).
    Learn(String),
    /// "Next": the callout shown was read.
    Next,
    /// Escape or "Close guide": the game goes on without the guide.
    Close,
    /// "Don't show again": the expansions' guide closes and never opens again in this
    /// browser.
    NeverAgain,
}
