//! Same seed, same game, in every version: a saved game or a game record is only its
//! options, seed and actions, so any change to how the engine uses its RNG or orders
//! the legal actions would silently turn old saves into different (often illegal)
//! games. This test pins a fingerprint of 900 random games for each record version the
//! engine replays.
//!
//! If a deliberate rules change moves the fingerprint, raise the record format version
//! (`src/rules/record.rs`), keep the old timing for records of the old version (their
//! fingerprint must not move), and pin the new version's fingerprint here.

use rand::{RngExt, SeedableRng};
use san_juan::rules::{FinalScore, GameRecord, GameRng, Options, RECORD_VERSION};

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

/// The final score as the engine wrote it when these fingerprints were pinned (the JSON of
/// its fields then), so that a field added since (the New Buildings' bank, harbor,
/// residence and Cathedral) does not move the fingerprint of games that did not change.
fn score_text(score: &FinalScore) -> String {
    let players: Vec<String> = score
        .players
        .iter()
        .map(|p| {
            format!(
                r#"{{"buildings":{},"chapel":{},"guild_hall":{},"city_hall":{},"triumphal_arch":{},"palace":{},"total":{},"tie_break":{}}}"#,
                p.buildings, p.chapel, p.guild_hall, p.city_hall, p.triumphal_arch, p.palace, p.total, p.tie_break
            )
        })
        .collect();
    let winners: Vec<String> = score.winners.iter().map(u8::to_string).collect();
    format!(r#"{{"players":[{}],"winners":[{}],"tie_break_used":{}}}"#, players.join(","), winners.join(","), score.tie_break_used)
}

/// Plays 300 random games per player count (each action uniform over the legal list,
/// as the record format writes it) and hashes every legal list, every action and the
/// final scores. Each game starts as a record of `version` replays it.
fn fingerprint(version: u32) -> (u64, usize) {
    let mut h = Fnv(0xcbf2_9ce4_8422_2325);
    let mut actions = 0;
    let mut legal = Vec::new();
    for players in 2..=4u8 {
        for seed in 0..300u64 {
            let record = GameRecord { version, ..GameRecord::new(Options::for_players(players), seed) };
            let mut state = record.replay().unwrap();
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
            h.write(score_text(&state.final_score()).as_bytes());
        }
    }
    (h.0, actions)
}

#[test]
fn the_same_seed_and_actions_give_the_same_games_as_before() {
    assert_eq!(RECORD_VERSION, 2, "a new record version: pin its fingerprint below");
    let (hash, actions) = fingerprint(2);
    assert_eq!((hash, actions), (15_273_294_936_434_090_874, 391_027), "the games of a seed changed: see this file's header");
}

/// Version 1 (before the supply was reshuffled as soon as its last card was drawn):
/// records and saves made then still replay the very same games.
#[test]
fn version_1_records_replay_the_games_they_were_played_as() {
    let (hash, actions) = fingerprint(1);
    assert_eq!((hash, actions), (11_943_450_574_859_744_557, 389_556), "version-1 games changed: see this file's header");
}
