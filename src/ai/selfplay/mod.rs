//! Self-play: seeded games of the hard bot against itself, kept with what each search
//! found, as the data the learned evaluation is trained from (docs/BOTS.md, "The
//! learned evaluation"); the same search may be guided by the network built in (expert
//! iteration: the next network learns from the searches the last one guided); or of a
//! bot that answers at once (the policy) in every seat, hundreds of times faster, whose
//! games teach the value only ([`play_named`]).
//!
//! A game is kept as its [`GameRecord`] (options, seed, every action), the root
//! statistics of every search (the visit counts over the decision's answers) and the
//! outcome for every seat. The features of a position are not stored: they are computed
//! from the record when the data is read ([`SelfPlayGame::positions`]), so the encoder can
//! change without playing hours of games again, and a game takes a few kilobytes instead
//! of a feature vector per decision.

#[cfg(not(target_arch = "wasm32"))]
pub mod chunks;
mod probes;

pub use probes::{Probes, spread};

use super::ismcts::{Budget, GuideSettings, HardBot, RootStats, Thought};
use super::net::Network;
use crate::rules::{Action, Edition, GameRecord, GameRng, GameState, Observation, Options};
use rand::{RngExt, SeedableRng};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::sync::Arc;

/// The format name in every [`SelfPlayGame`].
pub const FORMAT: &str = "san-juan-selfplay";
/// The version of [`SelfPlayGame`]'s shape.
pub const VERSION: u32 = 1;
/// Actions after which a self-play game is given up as stalled (docs/RULES.md).
pub const MAX_ACTIONS: usize = 20_000;

/// Which rule sets and table sizes self-play deals ([`mixed_options`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OptionMix {
    /// The table sizes drawn from, each with its weight (e.g. `[(2, 4), (4, 2)]`).
    pub players: Vec<(u8, u32)>,
    /// Per cent of games with the 2nd edition's rules.
    pub second_edition: u32,
    /// Per cent of games with the New Buildings.
    pub new_buildings: u32,
    /// Per cent of games with the Events.
    pub events: u32,
}

impl Default for OptionMix {
    /// Every table size, most weight where the game is most played (2 to 4 players);
    /// both rule sets alike; the New Buildings in a third of the games and the Events in
    /// a fifth.
    fn default() -> Self {
        OptionMix {
            players: vec![(2, 8), (3, 3), (4, 5), (5, 1), (6, 1), (7, 1), (8, 1)],
            second_edition: 50,
            new_buildings: 35,
            events: 20,
        }
    }
}

impl OptionMix {
    /// The mix with only the table sizes in `players` (each weighted alike).
    pub fn only_players(players: &[u8]) -> OptionMix {
        OptionMix { players: players.iter().map(|&p| (p, 1)).collect(), ..OptionMix::default() }
    }
}

/// The options of the self-play game seeded `seed`, drawn from `mix` (the same seed gives
/// the same options). Returns `None` when the mix names no table size of 2 to 8.
pub fn mixed_options(mix: &OptionMix, seed: u64) -> Option<Options> {
    let sizes: Vec<(u8, u32)> = mix.players.iter().copied().filter(|&(p, w)| (2..=8).contains(&p) && w > 0).collect();
    let total: u32 = sizes.iter().map(|&(_, w)| w).sum();
    if total == 0 {
        return None;
    }
    let mut rng = GameRng::seed_from_u64(seed ^ 0x5E1F_B1A7);
    let mut pick = rng.random_range(0..total);
    let mut players = sizes[0].0;
    for &(p, w) in &sizes {
        if pick < w {
            players = p;
            break;
        }
        pick -= w;
    }
    let chance = |rng: &mut GameRng, percent: u32| rng.random_range(0..100) < percent;
    Some(Options {
        players,
        edition: if chance(&mut rng, mix.second_edition) { Edition::Second } else { Edition::First },
        new_buildings: chance(&mut rng, mix.new_buildings),
        events: chance(&mut rng, mix.events),
        ..Options::default()
    })
}

/// One self-play game: what the training reads.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SelfPlayGame {
    /// Always [`FORMAT`].
    pub format: String,
    /// [`VERSION`].
    pub version: u32,
    /// The bots' search budget, in iterations a decision (in a game of [`Self::bot`], its
    /// probes' budget, 0 without them).
    pub iterations: u32,
    /// The bot in every seat by name when it was not the hard bot (e.g. `policy:0.2`:
    /// [`play_named`]); such a game keeps no searches but its [`Probes`].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bot: Option<String>,
    /// How the network built in guided the hard bots' searches, as the tail of a
    /// `learned:N` name (e.g. `:v0.3`: [`crate::ai::learned::guide_settings`]); none
    /// where they searched unguided.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub guide: Option<String>,
    /// The game: options, seed and every action.
    pub record: GameRecord,
    /// Every search, in the order of the game.
    pub searches: Vec<Search>,
    /// Per seat, in seat order: the final score.
    pub vp: Vec<u16>,
    /// Per seat: its share of the win (1 alone, a part of a shared win, 0 otherwise).
    pub win_share: Vec<f32>,
}

/// What one search found at one decision of a self-play game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Search {
    /// The index in the record's actions of the action this decision took.
    pub step: u32,
    /// The answers the search tried and the playouts through each.
    pub visits: Vec<(Action, u32)>,
    /// Per answer of `visits`, in its order: the searching seat's wins among its playouts
    /// (a shared win counts as a share). Empty in the games of before it was kept.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub won: Vec<f32>,
}

impl Search {
    /// The search at action `step` whose root statistics are `stats`: the answers it tried.
    fn of(step: u32, stats: &RootStats) -> Search {
        let tried = stats.children.iter().filter(|c| c.visits > 0);
        let visits = tried.clone().map(|c| (c.action, c.visits)).collect();
        let won = tried.map(|c| c.won).collect();
        Search { step, visits, won }
    }
}

/// Why a self-play game could not be played or read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SelfPlayError {
    /// The game did not end within [`MAX_ACTIONS`].
    Stalled {
        /// The game's seed.
        seed: u64,
    },
    /// The options could not start a game, or a line of the data is not a game of this
    /// format, or its record does not replay: the reason in words.
    Bad(String),
}

impl fmt::Display for SelfPlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SelfPlayError::Stalled { seed } => write!(f, "self-play game {seed} did not end within {MAX_ACTIONS} actions"),
            SelfPlayError::Bad(why) => f.write_str(why),
        }
    }
}

impl std::error::Error for SelfPlayError {}

/// The seed of the bot in `seat` of the game seeded `seed` (as the arena seeds its bots).
fn bot_seed(seed: u64, seat: u8) -> u64 {
    seed.wrapping_mul(31).wrapping_add(u64::from(seat) + 1)
}

/// Plays the game seeded `seed` with `options`, a hard bot of `iterations` a decision in
/// every seat, and keeps every search. With `guide` (the tail of a `learned:N` name, such
/// as `:v0.3`), the searches are guided by the network built in as it says
/// ([`crate::ai::learned::guide_settings`]). Deterministic for its arguments and the
/// weights built in.
///
/// Errors: [`SelfPlayError::Bad`] for options the engine refuses or a `guide` that does
/// not read (or weights built in that do not), [`SelfPlayError::Stalled`] for a game that
/// does not end.
pub fn play(options: Options, seed: u64, iterations: u32, guide: Option<&str>) -> Result<SelfPlayGame, SelfPlayError> {
    let mut state = GameState::new(options, seed).map_err(|e| SelfPlayError::Bad(e.to_string()))?;
    let guided = guide.map(guided_by).transpose()?;
    let mut bots: Vec<HardBot> = (0..options.players)
        .map(|seat| {
            let bot = HardBot::new(bot_seed(seed, seat), Budget::Iterations(iterations));
            match &guided {
                Some((net, settings)) => bot.with_guide(net.clone(), *settings),
                None => bot,
            }
        })
        .collect();
    let mut record = GameRecord::new(options, seed);
    let mut searches = Vec::new();
    while let Some(seat) = state.to_move() {
        if record.actions.len() >= MAX_ACTIONS {
            return Err(SelfPlayError::Stalled { seed });
        }
        let obs = state.observation(seat);
        let bot = &mut bots[usize::from(seat)];
        let action = match bot.think(&obs) {
            Thought::Decided(Some(a)) => a,
            Thought::Decided(None) => return Err(SelfPlayError::Bad(format!("game {seed}: no legal action for seat {seat}"))),
            Thought::Searched(stats) => {
                let chosen = bot.choose_from(&obs, &stats);
                searches.push(Search::of(record.actions.len() as u32, &stats));
                chosen
            }
        };
        state.apply_quiet(action).map_err(|e| SelfPlayError::Bad(format!("game {seed}: the bot chose an illegal action: {e}")))?;
        record.actions.push(action);
    }
    let mut game = finished(&state, record, searches, iterations, None);
    game.guide = guide.map(str::to_string);
    Ok(game)
}

/// The network built in and the settings `guide` names, for [`play`].
fn guided_by(guide: &str) -> Result<(Arc<Network>, GuideSettings), SelfPlayError> {
    let settings = crate::ai::learned::guide_settings(guide)
        .ok_or_else(|| SelfPlayError::Bad(format!("{guide:?} is not a guided search's settings (such as :v0.3)")))?;
    let net = crate::ai::learned::network().map_err(|e| SelfPlayError::Bad(e.to_string()))?;
    Ok((net, settings))
}

/// What names the weights built in for a plan of guided games or a named bot's: the
/// digest of the data that trained them, the training's seed and the epoch kept (their
/// metadata), so that a folder's games are not continued with other weights, which
/// would play other games.
///
/// Errors: [`SelfPlayError::Bad`] when the weights built in do not read.
pub fn weights_built_in() -> Result<String, SelfPlayError> {
    let net = crate::ai::learned::network().map_err(|e| SelfPlayError::Bad(e.to_string()))?;
    let meta = |key: &str| net.metadata.get(key).map_or("?", String::as_str);
    Ok(format!("data {} seed {} epoch {}", meta("data_sha256"), meta("seed"), meta("epoch_kept")))
}

/// Plays the game seeded `seed` with `options` and the bot named `bot` in every seat (a
/// [`crate::ai::make_bot`] name; meant for bots that answer at once, such as `policy:0.2`),
/// seeded as the hard bots of [`play`] are. Its positions teach the value, not the policy:
/// the game keeps no searches but the `probes`, which do not change what is played.
/// Deterministic for its arguments and the weights built in.
///
/// Errors: as [`play`], and [`SelfPlayError::Bad`] for a name no bot has.
pub fn play_named(options: Options, seed: u64, bot: &str, probes: Probes) -> Result<SelfPlayGame, SelfPlayError> {
    let mut bots = (0..options.players)
        .map(|seat| crate::ai::make_bot(bot, bot_seed(seed, seat)))
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| SelfPlayError::Bad(e.to_string()))?;
    let (state, record) = crate::ai::play_game(options, seed, &mut bots, MAX_ACTIONS).map_err(|e| SelfPlayError::Bad(e.to_string()))?;
    if !state.is_over() {
        return Err(SelfPlayError::Stalled { seed });
    }
    let searches = if probes.positions > 0 { probes::probe(&record, probes)? } else { Vec::new() };
    let iterations = if searches.is_empty() { 0 } else { probes.iterations };
    Ok(finished(&state, record, searches, iterations, Some(bot.to_string())))
}

/// The kept game of `record`, ended in `state`.
fn finished(state: &GameState, record: GameRecord, searches: Vec<Search>, iterations: u32, bot: Option<String>) -> SelfPlayGame {
    let score = state.final_score();
    let mut win_share = vec![0.0; usize::from(record.options.players)];
    for &w in &score.winners {
        win_share[usize::from(w)] = 1.0 / score.winners.len() as f32;
    }
    SelfPlayGame {
        format: FORMAT.to_string(),
        version: VERSION,
        iterations,
        bot,
        guide: None,
        record,
        searches,
        vp: score.players.iter().map(|s| s.total).collect(),
        win_share,
    }
}

/// One position of a self-play game, as the training reads it: the observation of the
/// seat to move, its legal answers, what was played and what the search found.
#[derive(Clone, Debug)]
pub struct Position {
    /// The observation of the seat to move.
    pub observation: Observation,
    /// The legal answers, in the engine's order.
    pub legal: Vec<Action>,
    /// The answer played.
    pub played: Action,
    /// Per legal answer (in `legal`'s order), the search's playouts; `None` where the bot
    /// did not search (the heuristic answered).
    pub visits: Option<Vec<u32>>,
    /// The search's estimate of the mover's share of the win: its most visited answer's
    /// wins per playout (`None` where it did not search, or the game kept no wins).
    pub search_value: Option<f32>,
}

impl SelfPlayGame {
    /// Reads one line of a self-play file.
    ///
    /// Errors: [`SelfPlayError::Bad`] for a line that is not a game of [`FORMAT`] and
    /// [`VERSION`].
    pub fn from_json(line: &str) -> Result<SelfPlayGame, SelfPlayError> {
        let game: SelfPlayGame = serde_json::from_str(line).map_err(|e| SelfPlayError::Bad(format!("not a self-play game: {e}")))?;
        if game.format != FORMAT || game.version != VERSION {
            return Err(SelfPlayError::Bad(format!("not a {FORMAT} game of version {VERSION}")));
        }
        if game.vp.len() != usize::from(game.record.options.players) || game.win_share.len() != game.vp.len() {
            return Err(SelfPlayError::Bad("a self-play game whose outcome is not one per seat".to_string()));
        }
        Ok(game)
    }

    /// The game as one line of JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a self-play game serializes")
    }

    /// Calls `each` with every position of the game where the seat to move had more than
    /// one legal answer, in the order of the game, replaying its record.
    ///
    /// Errors: [`SelfPlayError::Bad`] when the record does not replay (a corrupt file).
    pub fn positions(&self, mut each: impl FnMut(&Position)) -> Result<(), SelfPlayError> {
        let bad = |e: &dyn fmt::Display| SelfPlayError::Bad(format!("self-play game {}: {e}", self.record.seed));
        let mut state = GameState::new(self.record.options, self.record.seed).map_err(|e| bad(&e))?;
        let mut searches = self.searches.iter().peekable();
        let mut legal = Vec::new();
        for (step, &action) in self.record.actions.iter().enumerate() {
            let seat = state.to_move().ok_or_else(|| bad(&"more actions than the game has decisions"))?;
            state.legal_actions_into(&mut legal);
            let search = searches.next_if(|s| s.step as usize == step);
            if legal.len() > 1 {
                let visits = search.map(|s| legal.iter().map(|a| s.visits.iter().find(|(b, _)| b == a).map_or(0, |&(_, v)| v)).collect());
                let search_value = search.and_then(|s| {
                    let best = (0..s.visits.len()).max_by_key(|&i| s.visits[i].1)?;
                    Some(s.won.get(best)? / s.visits[best].1.max(1) as f32)
                });
                each(&Position { observation: state.observation(seat), legal: legal.clone(), played: action, visits, search_value });
            }
            state.apply_quiet(action).map_err(|e| bad(&e))?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_is_the_same_from_its_seed_and_reads_back_with_its_positions() {
        let options = mixed_options(&OptionMix::only_players(&[2]), 3).unwrap();
        let game = play(options, 3, 30, None).unwrap();
        assert_eq!(game, play(options, 3, 30, None).unwrap());
        assert!(!game.searches.is_empty());
        assert!((game.win_share.iter().sum::<f32>() - 1.0).abs() < 1e-6);
        let back = SelfPlayGame::from_json(&game.to_json()).unwrap();
        assert_eq!(back, game);
        let (mut positions, mut searched) = (0, 0);
        game.positions(|p| {
            positions += 1;
            assert!(p.legal.contains(&p.played));
            if let Some(v) = &p.visits {
                searched += 1;
                assert_eq!(v.len(), p.legal.len());
                assert!(v.iter().sum::<u32>() > 0);
                assert!(p.search_value.is_some_and(|q| (0.0..=1.0).contains(&q)));
            }
        })
        .unwrap();
        assert_eq!(searched, game.searches.len());
        assert!(positions > searched);
    }

    #[test]
    fn a_game_of_a_named_bot_is_the_same_from_its_seed_and_keeps_no_searches() {
        let options = mixed_options(&OptionMix::only_players(&[3]), 4).unwrap();
        let game = play_named(options, 4, "policy:0.2", Probes::default()).unwrap();
        assert_eq!(game, play_named(options, 4, "policy:0.2", Probes::default()).unwrap());
        assert_ne!(game.record, play_named(options, 4, "policy:1", Probes::default()).unwrap().record);
        assert_eq!((game.bot.as_deref(), game.iterations, game.searches.len()), (Some("policy:0.2"), 0, 0));
        assert_eq!(SelfPlayGame::from_json(&game.to_json()).unwrap(), game);
        let mut positions = 0;
        game.positions(|p| positions += usize::from(p.visits.is_none())).unwrap();
        assert!(positions > 50, "{positions} positions");
        assert!(matches!(play_named(options, 4, "grandmaster", Probes::default()), Err(SelfPlayError::Bad(_))));
    }

    #[test]
    fn a_guided_game_keeps_its_searches_and_differs_from_the_unguided_one() {
        let options = mixed_options(&OptionMix::only_players(&[2]), 5).unwrap();
        let game = play(options, 5, 40, Some(":v0.5")).unwrap();
        assert_eq!(game, play(options, 5, 40, Some(":v0.5")).unwrap());
        assert_eq!(game.guide.as_deref(), Some(":v0.5"));
        assert!(!game.searches.is_empty());
        assert_eq!(SelfPlayGame::from_json(&game.to_json()).unwrap(), game);
        let unguided = play(options, 5, 40, None).unwrap();
        assert_eq!(unguided.guide, None);
        assert_ne!(game.searches, unguided.searches);
        assert!(matches!(play(options, 5, 40, Some(":q1")), Err(SelfPlayError::Bad(_))));
        assert!(weights_built_in().unwrap().starts_with("data "));
    }

    #[test]
    fn the_mix_draws_every_size_it_names_and_nothing_else() {
        let mix = OptionMix::only_players(&[3, 6]);
        let sizes: std::collections::BTreeSet<u8> = (0..200).map(|s| mixed_options(&mix, s).unwrap().players).collect();
        assert_eq!(sizes.into_iter().collect::<Vec<_>>(), vec![3, 6]);
        assert_eq!(mixed_options(&OptionMix::only_players(&[1, 9]), 0), None);
    }

    #[test]
    fn a_damaged_line_is_an_error_not_a_panic() {
        let game = play(mixed_options(&OptionMix::only_players(&[2]), 1).unwrap(), 1, 10, None).unwrap();
        assert!(matches!(SelfPlayGame::from_json("{"), Err(SelfPlayError::Bad(_))));
        let mut other = game.clone();
        other.version = 99;
        assert!(SelfPlayGame::from_json(&other.to_json()).is_err());
        let mut cut = game.clone();
        cut.vp.pop();
        assert!(SelfPlayGame::from_json(&cut.to_json()).is_err());
        let mut wrong = game;
        wrong.record.actions.swap(3, 40);
        assert!(wrong.positions(|_| {}).is_err());
    }
}
