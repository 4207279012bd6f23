//! The hard bots of the game in play, kept by the bot worker between its requests.
//!
//! The hard bot keeps its search tree from one decision to its next (`ai::HardBot`), so
//! the worker keeps one bot per seat of the game being played instead of making a new
//! one for each request. A request answers to the seat's kept bot only if that bot last
//! answered an earlier step of the same game; otherwise (a new game, a game loaded, an
//! undo that went back past the bot's last decision) a new bot seeded by the request
//! answers it, which is what a fresh worker would do.

use super::protocol::{BotLevel, BotReply, BotRequest, HintReply, SearchSummary};
use crate::ai::budgets::thinking_time;
use crate::ai::{Budget, HardBot, Thought};
use crate::rules::Action;

/// One kept bot per seat of one game. Plain data: no web dependency.
#[derive(Default)]
pub struct HardBots {
    bots: Vec<KeptBot>,
    /// The iterations of this worker's last search and its table's number of players: a
    /// new bot's, or a hint's, first search at a table of that size branches as this
    /// machine's pace allows (`HardBot::with_pace`). A search's pace depends on the
    /// table's size, so another size's pace is not taken for it.
    pace: Option<Pace>,
}

/// The iterations of one search and the number of players at its table.
#[derive(Clone, Copy)]
struct Pace {
    players: u8,
    iterations: u32,
}

struct KeptBot {
    game: u32,
    seat: u8,
    /// The step (index in the game record) of the last request it answered.
    step: usize,
    bot: HardBot,
}

impl HardBots {
    /// The bot to answer `req` (a hard bot's decision at the observation's seat), its
    /// budget set to `budget`: the seat's kept bot if it last answered an earlier step of
    /// the same game, else a new one seeded by `req.seed`. Bots of other games are
    /// dropped.
    pub fn bot_for(&mut self, req: &BotRequest, budget: Budget) -> &mut HardBot {
        let seat = req.seat;
        self.bots.retain(|k| k.game == req.game);
        let i = match self.bots.iter().position(|k| k.seat == seat) {
            Some(i) if self.bots[i].step < req.step => {
                self.bots[i].step = req.step;
                self.bots[i].bot.set_budget(budget);
                i
            }
            _ => {
                self.bots.retain(|k| k.seat != seat);
                let bot = HardBot::new(req.seed, budget).with_pace(self.pace_for(req));
                self.bots.push(KeptBot { game: req.game, seat, step: req.step, bot });
                self.bots.len() - 1
            }
        };
        &mut self.bots[i].bot
    }

    /// Answers one request with `clock` (milliseconds, e.g. `performance.now()`) timing
    /// it: the bot of the requested level chooses for its observation (a searching level's
    /// from [`HardBots::bot_for`], the seat's kept one when it follows), and a search's
    /// root statistics go with the answer for the pool to merge. `memory` is the worker's
    /// memory in bytes, reported with the answer.
    /// A request whose actions do not replay gets no action (the page then plays in its
    /// own way and says so).
    pub fn decide(&mut self, req: &BotRequest, clock: fn() -> f64, memory: u64) -> BotReply {
        let start = clock();
        let Ok(obs) = req.observation() else {
            return BotReply { id: req.id, game: req.game, step: req.step, action: None, iterations: 0, millis: 0.0, root: None, memory };
        };
        let obs = &obs;
        let budget = thinking_time(req.millis, Box::new(clock));
        let (action, iterations, root) = if req.level.searches() {
            let bot = self.bot_for(req, budget);
            match bot.think(obs) {
                Thought::Decided(action) => (action, 0, None),
                Thought::Searched(stats) => (Some(bot.choose_from(obs, &stats)), stats.iterations, Some(stats)),
            }
        } else {
            (req.level.bot(req.seed, budget).choose(obs), 0, None)
        };
        self.keep_pace(req, iterations);
        BotReply { id: req.id, game: req.game, step: req.step, action, iterations, millis: clock() - start, root, memory }
    }

    /// The pace of this worker's last search if `req`'s table is of its size.
    fn pace_for(&self, req: &BotRequest) -> Option<u32> {
        self.pace.filter(|p| p.players == req.played.options.players).map(|p| p.iterations)
    }

    /// Keeps `iterations` (a search's, above zero) as the pace at `req`'s table's size.
    fn keep_pace(&mut self, req: &BotRequest, iterations: u32) {
        if iterations > 0 {
            self.pace = Some(Pace { players: req.played.options.players, iterations });
        }
    }

    /// The pool chose `action` at `step` of `game` for `seat`'s bot: that bot, if it
    /// answered that step, follows the pool's choice instead of its own.
    pub fn follow(&mut self, game: u32, seat: u8, step: usize, action: Action) {
        if let Some(k) = self.bots.iter_mut().find(|k| k.game == game && k.seat == seat && k.step == step) {
            k.bot.follow(action);
        }
    }

    /// Answers a hint with `clock` timing it: a new hard bot (at this worker's pace)
    /// chooses for the person's observation and says what its search found for that
    /// choice (nothing when it did not search), with its root statistics for the pool to
    /// merge. A request whose actions do not replay gets no suggestion.
    pub fn hint(&mut self, req: &BotRequest, clock: fn() -> f64) -> HintReply {
        let Ok(obs) = req.observation() else {
            return HintReply { id: req.id, action: None, search: None, root: None };
        };
        let mut bot = HardBot::new(req.seed, thinking_time(req.millis, Box::new(clock))).with_pace(self.pace_for(req));
        let (action, root) = match bot.think(&obs) {
            Thought::Decided(action) => (action, None),
            Thought::Searched(stats) => (Some(bot.choose_from(&obs, &stats)), Some(stats)),
        };
        let search = bot.last_choice.map(|c| SearchSummary { iterations: bot.last_iterations, visits: c.visits, won: c.won });
        if let Some(s) = &search {
            self.keep_pace(req, s.iterations);
        }
        HintReply { id: req.id, action, search, root }
    }
}

/// Whether requests of `level` go to every bot worker of a pool (the searching levels)
/// or to the first only.
pub const fn pooled(level: BotLevel) -> bool {
    level.searches()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::{Bot, MediumBot};
    use crate::rules::{GameRecord, GameState, Options};
    use crate::table::protocol::{BotLevel, Played};

    /// The request for the decision after `record`'s actions.
    fn request(game: u32, step: usize, record: &GameRecord, seed: u64) -> BotRequest {
        let seat = record.replay().unwrap().to_move().expect("a decision");
        BotRequest { id: 0, game, step, played: Played::of(record), seat, level: BotLevel::Hard, seed, millis: 0 }
    }

    /// Seat 1 is a hard bot answered through `pool`, seat 0 medium; returns seat 1's
    /// choices, each with its step.
    fn play(pool: &mut HardBots, game: u32, deal: u64) -> Vec<(usize, crate::rules::Action)> {
        let mut state = GameState::new(Options::for_players(2), deal).unwrap();
        let mut record = GameRecord::new(Options::for_players(2), deal);
        let mut out = Vec::new();
        let mut step = 0;
        while let Some(seat) = state.to_move() {
            let action = if seat == 1 {
                let req = request(game, step, &record, 1_000 + step as u64);
                let a = pool.bot_for(&req, Budget::Iterations(40)).choose(&req.observation().unwrap()).unwrap();
                out.push((step, a));
                a
            } else {
                MediumBot.choose(&state.observation(seat)).unwrap()
            };
            state.apply_quiet(action).unwrap();
            record.actions.push(action);
            step += 1;
        }
        out
    }

    #[test]
    fn a_seat_keeps_its_bot_through_a_game_as_the_arena_does() {
        // The arena's hard bot: one bot for the whole game, seeded once.
        let mut state = GameState::new(Options::for_players(2), 31).unwrap();
        let mut arena_bot: Option<HardBot> = None;
        let mut arena = Vec::new();
        let mut fresh_differs = false;
        let mut step = 0;
        while let Some(seat) = state.to_move() {
            let obs = state.observation(seat);
            let action = if seat == 1 {
                let bot = arena_bot.get_or_insert_with(|| HardBot::new(1_000 + step as u64, Budget::Iterations(40)));
                let a = bot.choose(&obs).unwrap();
                let fresh = HardBot::new(1_000 + step as u64, Budget::Iterations(40)).choose(&obs).unwrap();
                fresh_differs |= fresh != a;
                arena.push((step, a));
                a
            } else {
                MediumBot.choose(&obs).unwrap()
            };
            state.apply_quiet(action).unwrap();
            step += 1;
        }
        assert!(fresh_differs, "a new bot per request would have played the same game");
        assert_eq!(play(&mut HardBots::default(), 4, 31), arena);
    }

    #[test]
    fn a_new_game_or_an_earlier_step_gets_a_new_bot() {
        let mut pool = HardBots::default();
        play(&mut pool, 4, 31);
        let state = GameRecord::new(Options::for_players(2), 32);
        // The action and what the search found for it: the same only for the same search.
        let fresh = |req: &BotRequest| {
            let mut bot = HardBot::new(req.seed, Budget::Iterations(40));
            (bot.choose(&req.observation().unwrap()), bot.last_choice)
        };
        // Another game: a new bot (and the old game's bots are dropped).
        let req = request(5, 0, &state, 77);
        let bot = pool.bot_for(&req, Budget::Iterations(40));
        let got = (bot.choose(&req.observation().unwrap()), bot.last_choice);
        assert_eq!(got, fresh(&req));
        assert_eq!(pool.bots.len(), 1);
        // The same game again from step 0 (an undo or a reload): a new bot too.
        let req = request(5, 0, &state, 78);
        let bot = pool.bot_for(&req, Budget::Iterations(40));
        let got = (bot.choose(&req.observation().unwrap()), bot.last_choice);
        assert_eq!(got, fresh(&req));
    }
}
