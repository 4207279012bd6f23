//! The hard bot's first search on a time budget: a pilot finds the machine's pace; playouts cut short; the value asked at the searching seat's decision.

use super::{Budget, HardBot, RIVALS_FROM};
use crate::ai::Bot;
use crate::rules::{GameState, Options};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

/// A time budget of `millis` whose clock moves on `step` milliseconds each time it is read
/// (a search reads it once an iteration, past the budget's 16 fewest): a machine of a known pace.
fn fake_time(millis: f64, step: f64) -> Budget {
    let reads = Arc::new(AtomicU64::new(0));
    let clock = move || reads.fetch_add(1, Ordering::Relaxed) as f64 * step;
    Budget::Time { millis, clock: Box::new(clock), min_iterations: 16 }
}

/// Whether the tree `bot` kept from its last search branched at an opponent's decision
/// (his role choices: [`HardBot::rivals`]).
fn searched_the_opponent(bot: &HardBot, seat: u8) -> bool {
    bot.kept.as_ref().expect("a kept tree").nodes.iter().any(|n| n.action.is_some() && n.mover != seat)
}

/// A fresh bot on a time budget (a fresh worker's first bot or hint) knows no pace: its
/// first search's pilot finds it. On a machine whose pace reaches [`RIVALS_FROM`] in the
/// budget the search branches at the opponent's role choices, as every later search
/// does; on a slower one it does not, and keeps the pilot's playouts.
#[test]
fn a_first_search_on_a_time_budget_finds_the_machine_s_pace() {
    let state = GameState::new(Options::for_players(2), 12).unwrap();
    let obs = state.observation(state.to_move().unwrap());
    // 100 ms: the pilot runs 10 ms, at 0.02 ms an iteration 16 + 500 of them, a pace of 5,160.
    let mut fast = HardBot::new(3, fake_time(100.0, 0.02));
    assert_eq!(fast.pace(), None);
    fast.choose(&obs).unwrap();
    assert!(searched_the_opponent(&fast, obs.seat), "a fast machine's first search did not search the opponent's role choices");
    assert!(fast.last_iterations >= RIVALS_FROM, "{} iterations after the pilot", fast.last_iterations);
    assert_eq!(fast.pace(), Some(fast.last_iterations));
    // At 0.5 ms an iteration, 16 + 20 in the pilot: a pace of 360. The search goes on
    // from the pilot's playouts: it is the search of a bot told that pace.
    let mut slow = HardBot::new(3, fake_time(100.0, 0.5));
    let chosen = slow.choose(&obs);
    assert!(!searched_the_opponent(&slow, obs.seat), "a slow machine's first search searched the opponent's role choices");
    let mut told = HardBot::new(3, fake_time(100.0, 0.5)).with_pace(Some(360));
    assert_eq!((chosen, slow.last_iterations), (told.choose(&obs), told.last_iterations));
}

/// A bot given the worker's pace runs no pilot: the pace decides from the first iteration.
#[test]
fn a_known_pace_needs_no_pilot() {
    let state = GameState::new(Options::for_players(2), 12).unwrap();
    let obs = state.observation(state.to_move().unwrap());
    let mut told_fast = HardBot::new(3, fake_time(100.0, 0.5)).with_pace(Some(RIVALS_FROM));
    told_fast.choose(&obs).unwrap();
    assert!(searched_the_opponent(&told_fast, obs.seat));
    // The clock is not read before the budget's 16 fewest iterations are run.
    assert!((200..=216).contains(&told_fast.last_iterations), "{} iterations", told_fast.last_iterations);
    let mut told_slow = HardBot::new(3, fake_time(100.0, 0.02)).with_pace(Some(RIVALS_FROM - 1));
    told_slow.choose(&obs).unwrap();
    assert!(!searched_the_opponent(&told_slow, obs.seat));
}

/// A playout cut short ([`super::Until::Round`]) stops as the round it names starts, a
/// whole playout only at the end; both with every seat's policy and the same seed alike.
#[test]
fn a_playout_cut_short_stops_as_its_round_starts() {
    use super::policy::{OPPONENT_POLICIES, Until, auto_play};
    use rand::SeedableRng;
    let policies = [OPPONENT_POLICIES[1].0; crate::rules::MAX_PLAYERS];
    let play = |until| {
        let mut state = GameState::new(Options::for_players(3), 8).unwrap();
        let mut rng = crate::rules::GameRng::seed_from_u64(1);
        auto_play(&mut state, &mut rng, &mut Vec::new(), until, &policies, 0, false);
        state
    };
    let cut = play(Until::Round(4));
    assert_eq!(cut.table().round, 4);
    assert!(!cut.is_over());
    let whole = play(Until::End);
    assert!(whole.is_over() && whole.table().round > 4, "round {}", whole.table().round);
    // The cut playout is the whole one's beginning.
    assert_eq!(play(Until::Round(whole.table().round + 1)).table().round, whole.table().round);
}

/// The value is asked where the searching seat is to decide ([`super::Until::Seat`]), as
/// the network learned it: from a cut playout's stop the policies play on to that seat's
/// next decision, and a seat already asked is not played past.
#[test]
fn the_value_is_asked_at_the_searching_seat_s_decision() {
    use super::policy::{OPPONENT_POLICIES, Until, auto_play};
    use rand::SeedableRng;
    let policies = [OPPONENT_POLICIES[1].0; crate::rules::MAX_PLAYERS];
    let mut state = GameState::new(Options::for_players(3), 8).unwrap();
    let mut rng = crate::rules::GameRng::seed_from_u64(1);
    auto_play(&mut state, &mut rng, &mut Vec::new(), Until::Round(4), &policies, 0, false);
    let mover = state.to_move().unwrap();
    let other = (mover + 1) % 3;
    auto_play(&mut state, &mut rng, &mut Vec::new(), Until::Seat(other), &policies, 0, false);
    assert_eq!(state.to_move(), Some(other));
    let round = state.table().round;
    assert!((4..6).contains(&round), "round {round}");
    let before = state.clone();
    auto_play(&mut state, &mut rng, &mut Vec::new(), Until::Seat(other), &policies, 0, false);
    assert_eq!(state.table().round, before.table().round);
    assert_eq!(state.observation(other), before.observation(other), "a seat already asked is not played past");
}
