//! A fixed workload for instruction counting of a state clone: `valgrind --tool=callgrind
//! target/release/examples/clones 100000` (a mid-game 4-player state, cloned N times).
//! It also prints the size of a state, what each clone copies, and of a seat's
//! observation, which the hard bot's search clones at every iteration.
use rand::SeedableRng;
use san_juan::ai::random_playout;
use san_juan::rules::{GameRng, GameState, Observation, Options};
use std::hint::black_box;

fn main() {
    let n: u64 = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(100_000);
    let players: u8 = std::env::args().nth(2).and_then(|a| a.parse().ok()).unwrap_or(4);
    let mut state = GameState::new(Options::for_players(players), 3).unwrap();
    random_playout(&mut state, &mut GameRng::seed_from_u64(3), &mut Vec::new(), 120);
    let mut keep = 0u64;
    for _ in 0..n {
        let c = black_box(&state).clone();
        keep = keep.wrapping_add(u64::from(black_box(&c).players()));
    }
    println!(
        "{n} clones ({keep}); a GameState is {} bytes, an Observation {} bytes",
        std::mem::size_of::<GameState>(),
        std::mem::size_of::<Observation>()
    );
}
