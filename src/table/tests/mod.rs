//! Native tests of the table's model: new games, the person's and the bots' moves
//! through [`Model::update`], saves (their text, resuming, damage) and replays. The
//! browser tests (`tests/e2e/`) check the same through the page; these run in
//! `cargo test` without one.
//!
//! One file per subject; here the helpers they share: the new-game choices they start
//! from, playing on (the bots as the medium bot), what a game or the whole table looks
//! like to compare it, every language's texts.

mod announce;
mod bots;
mod daily;
mod decisions;
mod guide;
mod hand_over;
mod hint;
mod links;
mod marks;
mod new_game;
mod options;
mod play;
mod replay;
mod review;
mod saves;
mod undo;
mod words;

use crate::ai::{Bot, MediumBot};
use crate::rules::{Action, CardCounts, GameRecord, Options, Role};
use crate::table::game::Game;
use crate::table::log::LogEntry;
use crate::table::model::{Model, Msg};
use crate::table::protocol::BotLevel;
use crate::table::saved;
use crate::table::setup::NewGame;

/// The new-game form's choices: Ana against a medium and a hard bot.
fn choices(seed: u64) -> NewGame {
    NewGame { seed, ..NewGame::against("Ana", &[BotLevel::Medium, BotLevel::Hard]) }
}

/// The new-game form's choices for `players` players: Ana and medium bots.
fn many(players: usize, seed: u64) -> NewGame {
    NewGame { seed, ..NewGame::against("Ana", &vec![BotLevel::Medium; players - 1]) }
}

/// `new` with its options changed by `change`.
fn with(mut new: NewGame, change: impl FnOnce(&mut Options)) -> NewGame {
    change(&mut new.options);
    new
}

/// The new-game form's choices with the Events on: Ana against two medium bots.
fn with_events(seed: u64) -> NewGame {
    with(NewGame { seed, ..NewGame::against("Ana", &[BotLevel::Medium, BotLevel::Medium]) }, |o| o.events = true)
}

/// A model with a game started from `new`.
fn started(new: NewGame) -> Model {
    let mut m = Model::default();
    m.update(Msg::Start(new));
    m
}

/// The game at the table.
fn game(m: &Model) -> &Game {
    m.game.as_deref().expect("a game at the table")
}

/// Answers every bot request (the medium bot's choice, as the in-page fallback would)
/// until the person is to move or the game is over.
fn play_bots(m: &mut Model) {
    while let Some(req) = game(m).bot_request() {
        let action = MediumBot.choose(&req.observation().unwrap());
        m.update(Msg::BotMove { game: req.game, step: req.step, action });
        assert_eq!(game(m).record.actions.len(), req.step + 1, "the bot's move was applied");
    }
}

/// Plays `actions` more actions, or to the end: the bots as in [`play_bots`], the person
/// the first legal action.
fn play(m: &mut Model, actions: usize) {
    let target = game(m).record.actions.len().saturating_add(actions);
    while game(m).record.actions.len() < target && !game(m).is_over() {
        let step = game(m).record.actions.len();
        match game(m).bot_request() {
            Some(req) => {
                let action = MediumBot.choose(&req.observation().unwrap());
                m.update(Msg::BotMove { game: req.game, step, action });
            }
            None => {
                let action = game(m).choices().iter().next().expect("the person is to move");
                m.update(Msg::Human(action));
            }
        }
        assert_eq!(game(m).record.actions.len(), step + 1, "the move was applied");
    }
}

/// Plays (the person as the medium bot) until, at the person's turn, `ready` holds;
/// false if the game ended first.
fn until(m: &mut Model, ready: impl Fn(&Game) -> bool) -> bool {
    loop {
        play_bots(m);
        let g = game(m);
        if g.is_over() {
            return false;
        }
        if ready(g) {
            return true;
        }
        let action = MediumBot.choose(&g.observation()).expect("a legal action");
        m.update(Msg::Human(action));
    }
}

/// Plays until the person may choose `role`.
fn until_offered(m: &mut Model, role: Role) {
    assert!(until(m, |g| g.choices().contains(Action::ChooseRole { role, library: false })), "{role:?} was never offered");
}

/// A game's [`fingerprint`].
type Fingerprint = (GameRecord, Vec<String>, Vec<(u16, LogEntry)>, String);

/// Everything one can see of a game: its record, every seat's observation, the log, and
/// the engine's whole state (hidden cards and the RNG included) in debug form.
fn fingerprint(g: &Game) -> Fingerprint {
    let observations = (0..g.record.options.players).map(|s| format!("{:?}", g.state.observation(s))).collect();
    let log = g.log.iter().map(|e| (e.round, e.clone())).collect();
    (g.record.clone(), observations, log, format!("{:?}", g.state))
}

/// Everything of the table an action may change, so all that an undo must give back:
/// the game's fingerprint, the cards marked new, the last tile, the save's text and the
/// exported record.
type Whole = (Fingerprint, CardCounts, Option<(u16, [u8; 5])>, String, String);

/// The [`Whole`] of the table in `m`.
fn whole(m: &Model) -> Whole {
    let g = game(m);
    (fingerprint(g), g.fresh, g.last_tile, saved::encode(&m.save().expect("a game")), g.export_record().to_json())
}

/// Every language's texts, English first.
fn all_texts() -> Vec<crate::table::i18n::Texts> {
    use crate::table::i18n::{Lang, Texts};
    let file = |lang: Lang| match lang {
        Lang::En => include_str!("../../../assets/i18n/en.ftl"),
        Lang::Ru => include_str!("../../../assets/i18n/ru.ftl"),
        Lang::Uk => include_str!("../../../assets/i18n/uk.ftl"),
        Lang::Cs => include_str!("../../../assets/i18n/cs.ftl"),
        Lang::ZhHant => include_str!("../../../assets/i18n/zh-Hant.ftl"),
    };
    Lang::ALL.into_iter().map(|l| Texts::parse(l, file(l)).unwrap_or_else(|_| panic!("{} parses", l.file()))).collect()
}
