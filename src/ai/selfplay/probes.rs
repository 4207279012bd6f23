//! Probes: some positions of a named bot's fast self-play game searched by the hard bot,
//! whose estimates teach the value ([`super::play_named`]; docs/BOTS.md, "A value from
//! searched positions").

use super::{Search, SelfPlayError, bot_seed};
use crate::ai::ismcts::{Budget, HardBot, Thought};
use crate::rules::{GameRecord, GameState};
use std::fmt;

/// The searches that score some positions of a named bot's game ([`super::play_named`]): at
/// each, the hard bot's own search (unguided) from the mover's observation, whose estimate
/// of the mover's share of the win is a far less noisy target for the value than the
/// game's one outcome (docs/BOTS.md, "A value from searched positions").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Probes {
    /// Positions searched a game, spread over its key decisions with a choice (where the
    /// hard bot searches); 0 for none.
    pub positions: usize,
    /// Each search's budget, in iterations.
    pub iterations: u32,
}

/// The searches of `probes` over the game of `record`: spread over the decisions where
/// the hard bot would search, each by a fresh hard bot of the mover's, seeded by the step.
pub(super) fn probe(record: &GameRecord, probes: Probes) -> Result<Vec<Search>, SelfPlayError> {
    let bad = |e: &dyn fmt::Display| SelfPlayError::Bad(format!("self-play game {}: {e}", record.seed));
    let mut state = GameState::new(record.options, record.seed).map_err(|e| bad(&e))?;
    let mut searchable = Vec::new();
    for (step, &action) in record.actions.iter().enumerate() {
        let seat = state.to_move().ok_or_else(|| bad(&"more actions than the game has decisions"))?;
        let obs = state.observation(seat);
        if HardBot::searches(&obs) {
            searchable.push((step as u32, obs));
        }
        state.apply_quiet(action).map_err(|e| bad(&e))?;
    }
    let mut searches = Vec::new();
    for i in spread(searchable.len(), probes.positions, record.seed) {
        let (step, obs) = &searchable[i];
        let seed = bot_seed(record.seed, obs.seat).wrapping_add(u64::from(*step).wrapping_mul(0x9E37_79B9));
        let mut bot = HardBot::new(seed, Budget::Iterations(probes.iterations.max(1)));
        if let Thought::Searched(stats) = bot.think(obs) {
            searches.push(Search::of(*step, &stats));
        }
    }
    Ok(searches)
}

/// Up to `k` of `n` positions spread evenly over a game, from an offset drawn from the
/// game's `seed`: their indices, ascending.
pub fn spread(n: usize, k: usize, seed: u64) -> Vec<usize> {
    if k == 0 || n == 0 {
        return Vec::new();
    }
    if k >= n {
        return (0..n).collect();
    }
    let offset = (seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 33) as usize % (n / k).max(1);
    (0..k).map(|j| (j * n / k + offset).min(n - 1)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::selfplay::{OptionMix, SelfPlayGame, mixed_options, play_named};

    #[test]
    fn probes_search_a_named_bot_s_game_without_changing_it() {
        let options = mixed_options(&OptionMix::only_players(&[3]), 6).unwrap();
        let probes = Probes { positions: 4, iterations: 30 };
        let plain = play_named(options, 6, "policy:0.2", Probes::default()).unwrap();
        let game = play_named(options, 6, "policy:0.2", probes).unwrap();
        assert_eq!(game, play_named(options, 6, "policy:0.2", probes).unwrap());
        assert_eq!((game.record.clone(), game.iterations), (plain.record, 30));
        assert_eq!(game.searches.len(), 4);
        assert!(game.searches.windows(2).all(|w| w[0].step < w[1].step));
        let mut estimates = 0;
        game.positions(|p| {
            if let Some(q) = p.search_value {
                estimates += 1;
                assert!((0.0..=1.0).contains(&q));
                assert!(HardBot::searches(&p.observation));
            }
        })
        .unwrap();
        assert_eq!(estimates, 4);
        assert_eq!(SelfPlayGame::from_json(&game.to_json()).unwrap(), game);
    }

    #[test]
    fn positions_are_spread_over_a_game() {
        assert_eq!(spread(5, 8, 1), vec![0, 1, 2, 3, 4]);
        assert!(spread(0, 8, 1).is_empty() && spread(9, 0, 1).is_empty());
        for seed in 0..20 {
            let picks = spread(290, 8, seed);
            assert_eq!(picks.len(), 8);
            assert!(picks.windows(2).all(|w| w[0] < w[1]) && picks[7] < 290, "{picks:?}");
            assert!(picks[0] < 290 / 8 && picks[7] >= 290 * 7 / 8, "{picks:?}");
        }
    }
}
