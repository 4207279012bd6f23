//! A test driver, not part of the page: the guided first game played by a person who
//! follows every suggestion. For the guide's tests and the seed search
//! (`examples/guide_seed.rs`); compiled for tests and with the `test-drivers` feature
//! only (the page never plays the person's part).

use super::guide::{Guide, GuideMsg, GuideName, first_game, suggestion};
use super::model::{Model, Msg};
use super::setup::NewGame;
use crate::ai::Budget;

/// Plays the guided game of `seed` as the page would with a person who follows every
/// suggestion: the easy bot answers as the bot worker does, the person reads every
/// callout, takes every suggestion (a callout's, else the quiet one, else the first legal
/// action), for at most `max_actions` actions. Returns, for each lesson done, its key
/// and the number of actions played when it was done, in order; and the model at the
/// end.
pub fn follow_suggestions(seed: u64, max_actions: usize) -> (Vec<(&'static str, usize)>, Model) {
    let mut m = Model::default();
    m.update(Msg::Start(NewGame { seed, ..first_game("") }));
    m.guide = Some(Guide::new(GuideName::FirstGame));
    let mut done = Vec::new();
    for _ in 0..max_actions * 2 + 64 {
        let Some(game) = m.game.clone() else { break };
        let played = game.record.actions.len();
        if played >= max_actions {
            break;
        }
        let shown = m.guide_callout();
        let msg = if let Some((seat, level)) = game.bot_to_move().filter(|_| !game.is_over()) {
            let req = game.bot_request().filter(|r| r.seat == seat);
            let action = req.as_ref().and_then(|r| level.bot(r.seed, Budget::Iterations(0)).choose(&r.observation().ok()?));
            Msg::BotMove { game: game.id, step: played, action }
        } else if let Some(c) = shown {
            c.suggested.map_or(Msg::Guide(GuideMsg::Next), Msg::Human)
        } else if let Some(a) = m.guide.as_ref().and_then(|g| g.quiet(&game)).or_else(|| suggestion(&game)) {
            Msg::Human(a)
        } else {
            break;
        };
        m.update(msg);
        if let (Some(c), Some(g)) = (shown, m.guide.as_ref())
            && g.done & (1 << c.index) != 0
            && !done.iter().any(|(k, _)| *k == c.lesson.key)
        {
            done.push((c.lesson.key, played));
        }
    }
    (done, m)
}
