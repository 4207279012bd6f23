//! Same seed, same game, in every version: a saved game or a game record is only its
//! options, seed and actions, so any change to how the engine uses its RNG or orders
//! the legal actions would silently turn old saves into different (often illegal)
//! games. This test pins a fingerprint of 900 random games.
//!
//! If a deliberate rules change moves the fingerprint, update it here *and* bump the
//! record format version (`src/rules/record.rs`) so that old records are refused with a
//! clear message instead of replayed wrongly.

use rand::{RngExt, SeedableRng};
use san_juan::rules::{GameRng, GameState, Options};

/// FNV-1a, 64 bits: stable across Rust versions (unlike `DefaultHasher`).
struct Fnv(u64);

impl Fnv {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 ^= u64::from(b);
            self.0 = self.0.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
}

/// Plays 300 random games per player count (each action uniform over the legal list,
/// as the record format writes it) and hashes every legal list, every action and the
/// final scores.
fn fingerprint() -> (u64, usize) {
    let mut h = Fnv(0xcbf2_9ce4_8422_2325);
    let mut actions = 0;
    let mut legal = Vec::new();
    for players in 2..=4u8 {
        for seed in 0..300u64 {
            let mut state = GameState::new(Options::for_players(players), seed).unwrap();
            let mut rng = GameRng::seed_from_u64(seed);
            // Random play can stall (every card under chapels): cap each game.
            for _ in 0..5_000 {
                if state.is_over() {
                    break;
                }
                state.legal_actions_into(&mut legal);
                h.write(&[legal.len() as u8]);
                let a = legal[rng.random_range(0..legal.len())];
                h.write(serde_json::to_string(&a).unwrap().as_bytes());
                state.apply_quiet(a).unwrap();
                actions += 1;
            }
            h.write(serde_json::to_string(&state.final_score()).unwrap().as_bytes());
        }
    }
    (h.0, actions)
}

#[test]
fn the_same_seed_and_actions_give_the_same_games_as_before() {
    let (hash, actions) = fingerprint();
    assert_eq!((hash, actions), (11_943_450_574_859_744_557, 389_556), "the games of a seed changed: see this file's header");
}
