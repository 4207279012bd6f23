//! Same seed, same game, in every version: a saved game or a game record is only its
//! options, seed and actions, so any change to how the engine uses its RNG or orders
//! the legal actions would silently turn old saves into different (often illegal)
//! games. This test pins a fingerprint of 900 random games for each record version the
//! engine replays, and of each option family (2nd edition, New Buildings, Events, 5–8
//! players with fixed and chosen roles, one deck, everything at once) for the current one
//! (and, for the families a version changed, for the version before it).
//!
//! If a deliberate rules change moves the fingerprint, raise the record format version
//! (`src/rules/record.rs`), keep the old timing for records of the old version (their
//! fingerprint must not move), and pin the new version's fingerprint here.

use rand::{RngExt, SeedableRng};
use san_juan::rules::{Edition, ExtraRoles, FinalScore, GameRecord, GameRng, Options, RECORD_VERSION, Role, RoleSet};
use san_juan::table::link::Moment;

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

/// Every pinned game's record comes back whole from a link to its last step (issue 48:
/// a link opens any game a record or a save holds). A game random play left unfinished
/// (stalled) is linked as a game in progress, seen by its first seat.
fn assert_link_round_trips(record: GameRecord, over: bool) {
    let moment = Moment { step: record.actions.len(), seen_by: if over { None } else { Some(0) }, record };
    let back = Moment::decode(&moment.link("")).unwrap_or_else(|e| panic!("{:?} seed {}: {e}", moment.record.options, moment.record.seed));
    assert_eq!(back, moment);
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
            let mut record = GameRecord { version, ..GameRecord::new(Options::for_players(players), seed) };
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
                record.actions.push(a);
                actions += 1;
            }
            h.write(score_text(&state.final_score()).as_bytes());
            assert_link_round_trips(record, state.is_over());
        }
    }
    (h.0, actions)
}

/// The base game has no Cathedral: version 3's games are version 2's.
#[test]
fn the_same_seed_and_actions_give_the_same_games_as_before() {
    assert_eq!(RECORD_VERSION, 3, "a new record version: pin its fingerprint below");
    let (hash, actions) = fingerprint(3);
    assert_eq!((hash, actions), (15_273_294_936_434_090_874, 391_027), "the games of a seed changed: see this file's header");
}

/// Version 2 (before the crane could build over the Cathedral): records and saves made
/// then still replay the very same games.
#[test]
fn version_2_records_replay_the_games_they_were_played_as() {
    let (hash, actions) = fingerprint(2);
    assert_eq!((hash, actions), (15_273_294_936_434_090_874, 391_027), "version-2 games changed: see this file's header");
}

/// Version 1 (before the supply was reshuffled as soon as its last card was drawn):
/// records and saves made then still replay the very same games.
#[test]
fn version_1_records_replay_the_games_they_were_played_as() {
    let (hash, actions) = fingerprint(1);
    assert_eq!((hash, actions), (11_943_450_574_859_744_557, 389_556), "version-1 games changed: see this file's header");
}

/// One family of options: the games a save of that family replays.
struct Family {
    name: &'static str,
    players: std::ops::RangeInclusive<u8>,
    options: fn(players: u8, seed: u64) -> Options,
}

/// Plays `games` random games per player count of `family` as records of `version` and
/// hashes every legal list (each action in it, in order), every action taken and each
/// player's final total and tie-break with the winners: not the whole score breakdown,
/// so that a field added to it (or points counted under another head) does not move the
/// fingerprint of games that did not change.
fn family_fingerprint(family: &Family, games: u64, version: u32) -> (u64, usize) {
    let mut h = Fnv(0xcbf2_9ce4_8422_2325);
    let mut actions = 0;
    let mut legal = Vec::new();
    for players in family.players.clone() {
        for seed in 0..games {
            let options = (family.options)(players, seed);
            let mut record = GameRecord { version, ..GameRecord::new(options, seed) };
            let mut state = record.replay().unwrap_or_else(|e| panic!("{}: {options:?}: {e}", family.name));
            let mut rng = GameRng::seed_from_u64(seed ^ 0x5eed);
            for _ in 0..5_000 {
                if state.is_over() {
                    break;
                }
                state.legal_actions_into(&mut legal);
                h.write(serde_json::to_string(&legal).unwrap().as_bytes());
                let a = legal[rng.random_range(0..legal.len())];
                state.apply_quiet(a).unwrap();
                record.actions.push(a);
                actions += 1;
            }
            assert_link_round_trips(record, state.is_over());
            let score = state.final_score();
            for p in &score.players {
                h.write(&p.total.to_le_bytes());
                h.write(&p.tie_break.to_le_bytes());
            }
            h.write(&score.winners);
        }
    }
    (h.0, actions)
}

/// The option families a save can hold besides the 1st-edition base game, each pinned
/// apart so that a change to one family's games names it.
const FAMILIES: [Family; 8] = [
    Family {
        name: "2nd edition",
        players: 2..=4,
        options: |p, seed| Options { edition: Edition::Second, starting_hand_variant: seed % 3 == 0, ..Options::for_players(p) },
    },
    Family {
        name: "New Buildings, 1st edition",
        players: 2..=4,
        options: |p, _| Options { new_buildings: true, ..Options::for_players(p) },
    },
    Family {
        name: "New Buildings, 2nd edition",
        players: 2..=4,
        options: |p, _| Options { new_buildings: true, edition: Edition::Second, ..Options::for_players(p) },
    },
    Family {
        name: "Events",
        players: 2..=4,
        options: |p, seed| Options {
            events: true,
            new_buildings: seed % 2 == 0,
            edition: if seed % 4 < 2 { Edition::Second } else { Edition::First },
            ..Options::for_players(p)
        },
    },
    Family {
        name: "5-8 players, fixed roles",
        players: 5..=8,
        options: |p, seed| Options { gold_digger_fires_gold_mine: seed % 2 == 1, ..Options::for_players(p) },
    },
    Family {
        name: "5-8 players, chosen roles",
        players: 5..=8,
        options: |p, seed| Options { extra_roles: ExtraRoles::Chosen(chosen_roles(p, seed)), ..Options::for_players(p) },
    },
    Family {
        name: "5 players, one deck",
        players: 5..=5,
        options: |p, seed| Options { one_deck: true, gold_mine_once_per_round: seed % 2 == 1, ..Options::for_players(p) },
    },
    Family {
        name: "everything, 2-8 players",
        players: 2..=8,
        options: |p, seed| Options {
            edition: Edition::Second,
            new_buildings: true,
            events: true,
            starting_hand_variant: seed % 2 == 0,
            ..Options::for_players(p)
        },
    },
];

/// A deterministic choice of `players - 4` of the four extra roles for `seed`.
fn chosen_roles(players: u8, seed: u64) -> RoleSet {
    let start = (seed % 4) as usize;
    let picked: Vec<Role> = (0..usize::from(players - 4)).map(|i| Role::EXTRA[(start + i) % 4]).collect();
    RoleSet::of_all(&picked)
}

/// The fingerprints of [`FAMILIES`] as records of version 2, 60 games per player count
/// each, pinned when the families were added: the games of saves made then.
const PINNED_V2: [(u64, usize); 8] = [
    (6_566_117_787_187_041_316, 74_983),
    (18_268_169_376_514_886_534, 70_830),
    (5_888_993_146_798_027_661, 65_781),
    (17_538_730_824_820_660_347, 73_711),
    (4_399_247_373_391_028_634, 162_764),
    (17_760_827_647_418_026_063, 163_053),
    (9_855_438_037_657_261_631, 33_407),
    (18_213_046_079_996_538_181, 257_255),
];

/// The fingerprints of [`FAMILIES`] as records of version 3 (the current one). Moved
/// from version 2: those with the New Buildings (the crane may build over the
/// Cathedral), those with the captain (he may keep his own goods of the kind he names)
/// and the Events (an Earthquake takes only the cards under the building that falls).
const PINNED: [(u64, usize); 8] = [
    PINNED_V2[0],
    (8_196_197_837_407_491_344, 66_024),
    (13_950_408_609_602_764_902, 66_151),
    (8_578_750_327_111_986_849, 73_273),
    (16_545_979_599_770_172_798, 161_991),
    (9_127_438_703_976_418_482, 163_010),
    PINNED_V2[6],
    (6_498_866_822_846_077_559, 258_761),
];

fn check_family(i: usize) {
    let got = family_fingerprint(&FAMILIES[i], 60, RECORD_VERSION);
    assert_eq!(got, PINNED[i], "the games of {} changed: see this file's header", FAMILIES[i].name);
}

/// The families whose games differ between versions 2 and 3 still replay their version-2
/// games (saves made before version 3).
#[test]
fn version_2_family_games_replay_the_games_they_were_played_as() {
    for i in 0..FAMILIES.len() {
        if PINNED[i] != PINNED_V2[i] {
            let got = family_fingerprint(&FAMILIES[i], 60, 2);
            assert_eq!(got, PINNED_V2[i], "version-2 games of {} changed: see this file's header", FAMILIES[i].name);
        }
    }
}

#[test]
fn second_edition_games_are_the_same_as_before() {
    check_family(0);
}

#[test]
fn new_buildings_games_are_the_same_as_before() {
    check_family(1);
    check_family(2);
}

#[test]
fn events_games_are_the_same_as_before() {
    check_family(3);
}

#[test]
fn five_to_eight_player_games_with_fixed_roles_are_the_same_as_before() {
    check_family(4);
}

#[test]
fn five_to_eight_player_games_with_chosen_roles_are_the_same_as_before() {
    check_family(5);
}

#[test]
fn one_deck_games_are_the_same_as_before() {
    check_family(6);
}

#[test]
fn games_with_every_option_are_the_same_as_before() {
    check_family(7);
}
