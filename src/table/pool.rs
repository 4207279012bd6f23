//! The page's side of the bot workers' pool: one request goes to every worker with its
//! searcher's seed, and their answers merge into one (root parallelization, as the
//! arena's `hard:NxK` does on threads: `ai::Searchers`).
//!
//! Plain data (no web dependency), so the merging is tested natively; `ui::bots` sends
//! and receives.

use super::protocol::{BotReply, BotRequest, HintReply, SearchSummary};
use crate::ai::{RootStats, searcher_seed};

/// The request for each of `workers` bot workers (at least one): `req` with searcher `k`'s
/// seed for worker `k` (worker 0 keeps the request's own).
pub fn requests(req: &BotRequest, workers: usize) -> Vec<BotRequest> {
    (0..workers.max(1)).map(|k| BotRequest { seed: searcher_seed(req.seed, k), ..req.clone() }).collect()
}

/// The answers of one request's workers, gathered until every worker has answered.
#[derive(Clone, Debug, PartialEq)]
pub struct Gathering<R> {
    /// The request's id.
    pub id: u32,
    expected: usize,
    got: Vec<Option<R>>,
}

impl<R> Gathering<R> {
    /// Waits for `workers` answers to request `id`.
    pub fn new(id: u32, workers: usize) -> Gathering<R> {
        Gathering { id, expected: workers.max(1), got: (0..workers.max(1)).map(|_| None).collect() }
    }

    /// Takes worker `worker`'s answer; all the answers, in the workers' order, once the
    /// last is in. An answer from a worker out of range or answered already is ignored.
    pub fn add(&mut self, worker: usize, reply: R) -> Option<Vec<R>> {
        match self.got.get_mut(worker) {
            Some(slot @ None) => *slot = Some(reply),
            _ => return None,
        }
        if self.got.iter().filter(|r| r.is_some()).count() < self.expected {
            return None;
        }
        Some(self.got.drain(..).flatten().collect())
    }
}

/// Adds worker `worker`'s answer to request `id` to the gathering in `slot` if that is
/// the request waited for; returns all the answers once the last is in, the slot then
/// emptied.
pub fn gather<R>(slot: &mut Option<Gathering<R>>, id: u32, worker: usize, reply: R) -> Option<Vec<R>> {
    let replies = slot.as_mut().filter(|g| g.id == id)?.add(worker, reply)?;
    *slot = None;
    Some(replies)
}

/// The root statistics of `roots` merged, or `None` when none searched.
fn merged<'a>(roots: impl Iterator<Item = Option<&'a RootStats>>) -> Option<RootStats> {
    let mut out: Option<RootStats> = None;
    for r in roots.flatten() {
        out.get_or_insert_with(RootStats::default).merge(r);
    }
    out
}

/// One answer from the workers' answers to a move (at least one): the merged search's
/// most visited action (the first worker's when none searched), the iterations summed,
/// the longest time, the largest worker memory. `None` for no answers.
pub fn merge_moves(replies: Vec<BotReply>) -> Option<BotReply> {
    let root = merged(replies.iter().map(|r| r.root.as_ref()));
    let memory = replies.iter().map(|r| r.memory).max().unwrap_or(0);
    let millis = replies.iter().map(|r| r.millis).fold(0.0, f64::max);
    let mut first = replies.into_iter().next()?;
    if let Some(root) = &root {
        first.action = root.most_visited().or(first.action);
        first.iterations = root.iterations;
    }
    Some(BotReply { millis, memory, root, ..first })
}

/// One hint from the workers' hints (at least one): as [`merge_moves`], with what the
/// merged search found for the action chosen. `None` for no answers.
pub fn merge_hints(replies: Vec<HintReply>) -> Option<HintReply> {
    let root = merged(replies.iter().map(|r| r.root.as_ref()));
    let first = replies.into_iter().next()?;
    let Some(root) = root else { return Some(first) };
    let action = root.most_visited().or(first.action);
    let search = root.children.iter().find(|c| Some(c.action) == action && c.visits > 0).map(|c| SearchSummary {
        iterations: root.iterations,
        visits: c.visits,
        won: c.won / c.visits as f32,
    });
    Some(HintReply { id: first.id, action, search, root: Some(root) })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::{Bot, Budget, HardBot, Searchers};
    use crate::rules::{GameRecord, GameState, Options};
    use crate::table::hard_bots::HardBots;
    use crate::table::protocol::{BotLevel, Played};

    fn zero() -> f64 {
        0.0
    }

    /// A clock that moves one millisecond each time it is read (on each thread): a search
    /// given `millis` reads it once per iteration after its fewest, so it runs
    /// `millis - 1 + HARD_MIN_ITERATIONS` iterations.
    fn ticking() -> f64 {
        thread_local!(static NOW: std::cell::Cell<f64> = const { std::cell::Cell::new(0.0) });
        NOW.with(|t| {
            t.set(t.get() + 1.0);
            t.get()
        })
    }

    /// The request for the decision after `record`'s actions.
    fn request(record: &GameRecord, seed: u64) -> BotRequest {
        let seat = record.replay().unwrap().to_move().unwrap();
        BotRequest { id: 3, game: 1, step: 0, played: Played::of(record), seat, level: BotLevel::Hard, seed, millis: 0 }
    }

    #[test]
    fn answers_are_gathered_until_every_worker_has_answered() {
        let mut g = Gathering::new(5, 3);
        assert_eq!(g.add(1, 'b'), None);
        assert_eq!(g.add(1, 'x'), None, "a second answer of a worker is ignored");
        assert_eq!(g.add(7, 'x'), None, "a worker out of range is ignored");
        assert_eq!(g.add(0, 'a'), None);
        assert_eq!(g.add(2, 'c'), Some(vec!['a', 'b', 'c']));

        let mut slot = Some(Gathering::new(6, 2));
        assert_eq!(gather(&mut slot, 5, 0, 'x'), None, "an answer to another request is ignored");
        assert_eq!(gather(&mut slot, 6, 0, 'a'), None);
        assert!(slot.is_some());
        assert_eq!(gather(&mut slot, 6, 1, 'b'), Some(vec!['a', 'b']));
        assert_eq!(slot, None, "the slot is emptied once every answer is in");
    }

    /// A pool of workers merging in the page plays the arena's `hard:NxK` move for move:
    /// the same searchers, seeds and merge.
    #[test]
    fn a_pool_of_workers_chooses_as_the_arena_s_searchers() {
        let req = request(&GameRecord::new(Options::for_players(3), 12), 40);
        let mut workers: Vec<HardBots> = (0..3).map(|_| HardBots::default()).collect();
        // A worker's budget is time (the browser's); a clock that never moves stops each
        // search at its fewest iterations, as `Budget::Iterations` does natively.
        let replies: Vec<BotReply> = requests(&req, 3).iter().zip(&mut workers).map(|(r, w)| w.decide(r, zero, 0)).collect();
        assert!(replies.iter().all(|r| r.root.is_some()));
        let merged = merge_moves(replies).unwrap();
        let min = crate::ai::budgets::HARD_MIN_ITERATIONS;
        let mut arena = Searchers::new("hard", 40, 3, || Budget::Iterations(min));
        assert_eq!(merged.action, arena.choose(&req.observation().unwrap()));
        assert_eq!(merged.iterations, 3 * min);

        let hints: Vec<HintReply> = requests(&req, 3).iter().map(|r| HardBots::default().hint(r, zero)).collect();
        let one = HardBots::default().hint(&req, zero);
        let merged = merge_hints(hints).unwrap();
        assert_eq!(merged.search.unwrap().iterations, 3 * one.search.unwrap().iterations);
        assert_eq!(merged.action, merged.root.as_ref().unwrap().most_visited());
    }

    /// A whole game: seat 1 answered by a pool of two workers (each request to both, the
    /// merged choice followed by both kept bots), as the arena's two searchers play it.
    #[test]
    fn a_pool_keeps_following_its_merged_choices_through_a_game() {
        use crate::ai::MediumBot;
        let mut state = GameState::new(Options::for_players(2), 21).unwrap();
        let mut record = GameRecord::new(Options::for_players(2), 21);
        let mut workers: Vec<HardBots> = (0..2).map(|_| HardBots::default()).collect();
        let iterations = 150;
        let mut arena: Option<Searchers> = None;
        let (mut step, mut searched) = (0, 0);
        while let Some(seat) = state.to_move() {
            let action = if seat == 1 {
                let req = BotRequest {
                    step,
                    seed: 500 + step as u64,
                    millis: iterations + 1 - crate::ai::budgets::HARD_MIN_ITERATIONS,
                    ..request(&record, 0)
                };
                let replies: Vec<BotReply> = requests(&req, 2).iter().zip(&mut workers).map(|(r, w)| w.decide(r, ticking, 0)).collect();
                let merged = merge_moves(replies).unwrap();
                let action = merged.action.unwrap();
                if merged.root.is_some() {
                    assert_eq!(merged.iterations, 2 * iterations);
                    searched += 1;
                    workers.iter_mut().for_each(|w| w.follow(req.game, seat, step, action));
                }
                let arena = arena.get_or_insert_with(|| Searchers::new("hard", req.seed, 2, || Budget::Iterations(iterations)));
                assert_eq!(Some(action), arena.choose(&req.observation().unwrap()), "step {step}");
                action
            } else {
                MediumBot.choose(&state.observation(seat)).unwrap()
            };
            state.apply_quiet(action).unwrap();
            record.actions.push(action);
            step += 1;
        }
        assert!(searched > 10);
    }

    /// A worker's pace (its last search's iterations) goes to its new bots and hints at a
    /// table of the same size, so their first search branches as this machine allows; a
    /// fresh worker has none (its first search finds it by a pilot, a tenth of its time,
    /// and starts again).
    #[test]
    fn a_worker_s_pace_carries_to_its_new_bots() {
        let req = request(&GameRecord::new(Options::for_players(2), 5), 1);
        let req = BotRequest { millis: 2 * crate::ai::RIVALS_FROM, ..req };
        let mut worker = HardBots::default();
        let reply = worker.decide(&req, ticking, 0);
        assert!(reply.root.is_some() && reply.iterations >= crate::ai::RIVALS_FROM, "{} iterations", reply.iterations);
        let next_game = BotRequest { game: req.game + 1, ..req.clone() };
        assert_eq!(worker.bot_for(&next_game, Budget::Iterations(1)).pace(), Some(reply.iterations));
        assert_eq!(HardBots::default().bot_for(&next_game, Budget::Iterations(1)).pace(), None);
        let hint = worker.hint(&BotRequest { millis: 0, ..req.clone() }, zero);
        assert_eq!(worker.bot_for(&next_game, Budget::Iterations(1)).pace(), hint.search.map(|s| s.iterations));
        // A table of another size searches at another pace: a 4-player game's does not
        // go to a 2-player game, and the 2-player game's first search runs its own pilot.
        let four = request(&GameRecord::new(Options::for_players(4), 5), 1);
        assert!(worker.decide(&BotRequest { game: req.game + 2, millis: 1, ..four }, ticking, 0).iterations > 0);
        let third_game = BotRequest { game: req.game + 3, ..req };
        assert_eq!(worker.bot_for(&third_game, Budget::Iterations(1)).pace(), None);
    }

    #[test]
    fn one_worker_answers_as_before() {
        let req = request(&GameRecord::new(Options::for_players(2), 4), 9);
        let reply = HardBots::default().decide(&req, zero, 0);
        let merged = merge_moves(vec![reply.clone()]).unwrap();
        assert_eq!(merged, reply);
        let mut bot = HardBot::new(9, Budget::Iterations(crate::ai::budgets::HARD_MIN_ITERATIONS));
        assert_eq!(reply.action, bot.choose(&req.observation().unwrap()));
        assert_eq!(merge_moves(Vec::new()), None);
    }
}
