//! Speed of the rules engine: random full games per second and the cost of cloning a
//! state (what tree search does at every iteration).
//!
//! Run: `cargo bench --bench games`. Figures are in docs/MEASUREMENTS.md.

use divan::counter::ItemsCount;
use divan::{Bencher, black_box};
use rand::SeedableRng;
use san_juan::ai::random_playout;
use san_juan::rules::{GameRng, GameState, Options};

fn main() {
    divan::main();
}

/// Cap on actions per random game (random play can stall; see docs/RULES.md).
const MAX_ACTIONS: usize = 5_000;

/// One random game from setup to the end, uniform over the legal actions.
#[divan::bench(args = [2, 3, 4, 6, 8], sample_count = 50, sample_size = 100)]
fn random_game(bencher: Bencher, players: u8) {
    let mut seed = 0u64;
    let mut buf = Vec::with_capacity(64);
    bencher.counter(ItemsCount::new(1usize)).bench_local(|| {
        seed += 1;
        let mut state = GameState::new(Options::for_players(players), seed).unwrap();
        let mut rng = GameRng::seed_from_u64(seed);
        black_box(random_playout(&mut state, &mut rng, &mut buf, MAX_ACTIONS));
        state
    });
}

/// The same random games counted in decisions (the engine's unit of work): each input
/// is a freshly set-up game whose number of decisions is known beforehand; setup is not
/// timed. A random 4-player game is about 430 decisions.
#[divan::bench(args = [2, 3, 4, 6, 8], sample_count = 50, sample_size = 100)]
fn random_decisions(bencher: Bencher, players: u8) {
    const SEEDS: u64 = 1_000;
    let mut buf = Vec::with_capacity(64);
    let decisions: Vec<usize> = (0..SEEDS)
        .map(|seed| {
            let mut state = GameState::new(Options::for_players(players), seed).unwrap();
            random_playout(&mut state, &mut GameRng::seed_from_u64(seed), &mut buf, MAX_ACTIONS)
        })
        .collect();
    let mut next = 0u64;
    bencher
        .with_inputs(|| {
            next = (next + 1) % SEEDS;
            (GameState::new(Options::for_players(players), next).unwrap(), next, decisions[next as usize])
        })
        .input_counter(|(_, _, decisions)| ItemsCount::new(*decisions))
        .bench_local_values(|(mut state, seed, _)| {
            let mut rng = GameRng::seed_from_u64(seed);
            black_box(random_playout(&mut state, &mut rng, &mut buf, MAX_ACTIONS));
            state
        });
}

/// Cloning a state in the middle of a game (4 and 8 players).
#[divan::bench(args = [4, 8])]
fn clone_state(bencher: Bencher, players: u8) {
    let mut state = GameState::new(Options::for_players(players), 3).unwrap();
    let mut rng = GameRng::seed_from_u64(3);
    random_playout(&mut state, &mut rng, &mut Vec::new(), 120);
    bencher.bench_local(|| black_box(&state).clone());
}
