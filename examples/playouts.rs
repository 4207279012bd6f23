//! A fixed workload for instruction counting: `valgrind --tool=callgrind
//! target/release/examples/playouts 200` (random 4-player games).
use rand::SeedableRng;
use san_juan::ai::random_playout;
use san_juan::rules::{GameRng, GameState, Options};

fn main() {
    let games: u64 = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(200);
    let mut buf = Vec::new();
    let mut actions = 0;
    for seed in 0..games {
        let mut s = GameState::new(Options::for_players(4), seed).unwrap();
        let mut rng = GameRng::seed_from_u64(seed);
        actions += random_playout(&mut s, &mut rng, &mut buf, 5_000);
    }
    println!("{games} games, {actions} actions");
}
