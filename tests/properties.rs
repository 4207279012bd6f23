//! Property tests over random games (OpenSpiel's RandomSimTest, in proptest's clothes):
//! 10,000 games per player count, each with random options (edition, New Buildings,
//! Events, starting-hand variant), checking at every step that every card of the options' deck is in exactly
//! one place, that hands respect the limit after a round starts, that the game ends
//! exactly as the rules say, that illegal actions change nothing, that observations
//! sample consistent states, and that the reported score equals a recomputation.
//!
//! Run in release mode (`cargo test --release`); a million games: see docs/TESTING.md.

use proptest::prelude::*;
use proptest::test_runner::{TestError, TestRunner};
use rand::{RngExt, SeedableRng};
use san_juan::rules::*;

/// Actions after which a random game counts as stalled (random chapel tucks can drain
/// supply and discard stack so that nobody can reach 12 buildings).
const MAX_ACTIONS: usize = 5_000;

/// VP recomputed from the public city and the chapel count, independently of
/// `score_breakdown`. Rulebook: "Game end" and the 6-cost buildings.
fn recompute(state: &GameState, p: u8) -> u16 {
    let city = state.player(p).city();
    let has = |b: Building| city.contains(&b);
    let mut vp: u16 = city.iter().map(|b| CATALOGUE[*b as usize].vp as u16).sum();
    vp += state.chapel_count(p);
    if has(Building::GuildHall) {
        let production: Vec<Good> = city.iter().filter_map(|b| b.good()).collect();
        vp += match state.options().edition {
            Edition::First => 2 * production.len() as u16,
            Edition::Second => {
                let kinds = Good::ALL.iter().filter(|g| production.contains(g)).count();
                (production.len() + kinds) as u16
            }
        };
    }
    if has(Building::CityHall) {
        vp += city.iter().filter(|b| !matches!(b.kind(), Kind::Production(_))).count() as u16;
    }
    if has(Building::TriumphalArch) {
        let m = city.iter().filter(|b| b.kind() == Kind::Monument).count();
        vp += [0, 4, 6, 8][m.min(3)];
    }
    vp += state.bank_count(p) + state.harbor_count(p) + state.table().shipped_count(p);
    if has(Building::Residence) {
        // Greedy: per cost, a set from the three kinds with the most copies left, again
        // and again (always as many sets as can be made).
        let mut sets = 0;
        for cost in 0..=7u8 {
            let mut copies: Vec<usize> =
                Building::ALL.iter().filter(|b| b.cost() == cost).map(|b| city.iter().filter(|c| *c == b).count()).collect();
            loop {
                copies.sort_unstable_by(|a, b| b.cmp(a));
                if copies.len() < 3 || copies[2] == 0 {
                    break;
                }
                copies[..3].iter_mut().for_each(|c| *c -= 1);
                sets += 1;
            }
        }
        vp += [0, 4, 3, 2, 1].iter().take(sets.min(4) + 1).sum::<u16>();
    }
    if has(Building::Cathedral) {
        let theirs = (0..state.players())
            .filter(|&q| q != p)
            .flat_map(|q| state.player(q).city().to_vec())
            .filter(|b| b.kind() == Kind::SixCost)
            .count();
        vp += [0, 4, 7, 9, 10][theirs.min(4)];
    }
    if has(Building::Palace) {
        vp += vp / 4;
    }
    vp
}

/// Every action shape, for trying illegal ones.
fn any_action(rng: &mut GameRng) -> Action {
    let b = Building::ALL[rng.random_range(0..BUILDING_COUNT)];
    let g = Good::ALL[rng.random_range(0..5)];
    let role = Role::ALL[rng.random_range(0..ROLE_COUNT)];
    match rng.random_range(0..12) {
        0 => Action::ChooseRole { role, library: rng.random_range(0..2) == 1 },
        1 => Action::Build { building: b, over: if rng.random_range(0..3) == 0 { Some(rng.random_range(0..14)) } else { None } },
        2 => Action::PayCard(b),
        3 => Action::PayGood(g),
        4 => Action::Produce(g),
        5 => Action::Sell(g),
        6 => Action::Keep(b),
        7 => Action::Discard(b),
        8 => Action::Tuck(b),
        9 => Action::SetOff(b),
        10 => Action::DiscardBuilding(rng.random_range(0..14)),
        _ => Action::Pass,
    }
}

fn snapshot(s: &GameState) -> (Table, Vec<CardCounts>, CardCounts, Vec<u16>) {
    let n = s.players();
    (s.table().clone(), (0..n).map(|p| *s.hand(p)).collect(), *s.pending(), (0..n).map(|p| s.chapel_count(p)).collect())
}

/// Plays one random game and checks every invariant. Returns whether it ended.
fn check_random_game(options: Options, seed: u64) -> Result<bool, TestCaseError> {
    let players = options.players;
    let mut state = GameState::new(options, seed).expect("valid options");
    let mut rng = GameRng::seed_from_u64(seed ^ 0x5eed);
    // Every card of the options' game, wherever it lies, exactly once.
    let deck = options.cards();
    let mut actions = Vec::new();
    let mut steps = 0;
    let mut limit_checked_in = 0;
    while !state.is_over() && steps < MAX_ACTIONS {
        prop_assert_eq!(state.census(), deck, "cards lost or duplicated at step {}", steps);
        let t = state.table();
        // The first role choice of a round (an event set off later may fill hands).
        if t.choosing_role() && t.round != limit_checked_in {
            limit_checked_in = t.round;
            for p in 0..players {
                prop_assert!(state.player(p).hand_len <= hand_limit(&state, p), "hand above limit at round start");
            }
        }
        // A 12th building comes only in a builder phase (a governor's visit's too) or a
        // construction, and ends the game with it.
        if !matches!(t.in_play(), Some(InPlay::Role(Role::Builder) | InPlay::Event(Building::Construction))) {
            for p in 0..players {
                prop_assert!(state.player(p).building_count() < CITY_LIMIT, "12 buildings outside a builder phase");
            }
        }
        for p in 0..players {
            prop_assert!(state.hand(p).iter().all(|b| !b.is_event()), "an event card in a hand");
        }
        state.legal_actions_into(&mut actions);
        prop_assert!(!actions.is_empty(), "no legal action while the game goes on");
        for a in &actions {
            prop_assert!(state.is_legal(*a), "generated action {:?} fails its check", a);
        }
        // An illegal action is refused and changes nothing.
        let wrong = any_action(&mut rng);
        if !actions.contains(&wrong) {
            let before = snapshot(&state);
            prop_assert!(state.apply(wrong).is_err(), "{:?} accepted though not listed", wrong);
            prop_assert_eq!(snapshot(&state), before);
        }
        // Observations sample states that agree with what the seat knows.
        if steps % 16 == 0 {
            let seat = state.to_move().expect("someone moves");
            let obs = state.observation(seat);
            let sampled = obs.sample_state(&mut rng).expect("observation is consistent");
            prop_assert_eq!(sampled.census(), deck);
            prop_assert_eq!(sampled.legal_actions(), actions.clone());
            prop_assert_eq!(sampled.observation(seat), obs);
        }
        let phase = state.table().in_play();
        let a = actions[rng.random_range(0..actions.len())];
        state.apply(a).expect("legal action applies");
        steps += 1;
        if state.is_over() {
            prop_assert!(
                matches!(phase, Some(InPlay::Role(Role::Builder) | InPlay::Event(Building::Construction))),
                "the game ended outside a builder phase or a construction: {:?}",
                phase
            );
        }
    }
    prop_assert_eq!(state.census(), deck);
    if !state.is_over() {
        return Ok(false);
    }
    prop_assert!((0..players).any(|p| state.player(p).building_count() >= CITY_LIMIT));
    prop_assert!((0..players).all(|p| state.player(p).building_count() <= CITY_LIMIT));
    prop_assert!(state.legal_actions().is_empty());
    let score = state.final_score();
    for p in 0..players {
        prop_assert_eq!(score.players[p as usize].total, recompute(&state, p), "score of seat {}", p);
    }
    let best = (0..players).map(|p| recompute(&state, p)).max().unwrap();
    for w in &score.winners {
        prop_assert_eq!(recompute(&state, *w), best);
    }
    Ok(true)
}

/// Games per player count: 10,000, or `PROPTEST_CASES`.
fn cases() -> u32 {
    std::env::var("PROPTEST_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(10_000)
}

/// Every option the engine plays, drawn at random: the edition, the New Buildings, the
/// Events and the starting-hand variant; with 5 to 8 players also the extra roles (fixed,
/// or any `players - 4` of the four chosen), whether the gold digger sets off the gold
/// mine, and for 5 players the one-deck game with or without its gold-mine limit.
fn any_options(players: u8) -> impl Strategy<Value = Options> {
    (any::<bool>(), any::<bool>(), any::<bool>(), any::<bool>(), any::<u8>(), any::<bool>(), any::<u8>()).prop_map(
        move |(variant, second, new_buildings, events, roles, gold_digger_fires, deck)| {
            let one_deck = players == 5 && deck % 3 == 0;
            let extra_roles = if players >= 5 && !one_deck && roles % 2 == 1 {
                // A random choice of `players - 4` of the four extra roles.
                let mut extra = Role::EXTRA.to_vec();
                let start = usize::from(roles / 2) % 4;
                extra.rotate_left(start);
                ExtraRoles::Chosen(RoleSet::of_all(&extra[..usize::from(players - 4)]))
            } else {
                ExtraRoles::Fixed
            };
            // Every field named (no `..`): a new option fails to compile here until the
            // property tests draw it.
            let mut o = Options {
                players,
                governor: None,
                starting_hand_variant: variant,
                edition: if second { Edition::Second } else { Edition::First },
                new_buildings,
                events,
                extra_roles,
                one_deck,
                gold_mine_once_per_round: one_deck && deck % 2 == 0,
                gold_digger_fires_gold_mine: false,
            };
            o.gold_digger_fires_gold_mine = gold_digger_fires && o.roles().contains(Role::GoldDigger);
            o.validate().expect("generated options are valid");
            o
        },
    )
}

/// Plays [`cases`] random games with `players` players, each with random options and
/// seed, checking every invariant ([`check_random_game`]); a failure comes back shrunk to
/// the simplest failing options and seed.
fn random_games(players: u8) -> Result<(), TestError<(u64, Options)>> {
    let config = ProptestConfig { cases: cases(), failure_persistence: None, ..ProptestConfig::default() };
    TestRunner::new(config).run(&(any::<u64>(), any_options(players)), |(seed, options)| check_random_game(options, seed).map(|_| ()))
}

/// Every player count's random games (each count on a thread of its own, as they are
/// independent). PROPTEST_CASES=1000000 runs a million games per player count
/// (docs/TESTING.md).
#[test]
fn random_games_keep_the_rules_at_every_player_count() {
    std::thread::scope(|scope| {
        let runs: Vec<_> = PLAYER_RANGE.map(|players| (players, scope.spawn(move || random_games(players)))).collect();
        for (players, run) in runs {
            match run.join() {
                Ok(Ok(())) => {}
                Ok(Err(e)) => panic!("{players} players: {e}"),
                Err(panic) => std::panic::resume_unwind(panic),
            }
        }
    });
}

/// Random play can stall (see `MAX_ACTIONS`), but rarely: under 5% of games.
#[test]
fn random_games_rarely_stall() {
    for players in 2..=8 {
        for edition in [Edition::First, Edition::Second] {
            for new_buildings in [false, true] {
                for events in [false, true] {
                    let options = Options { edition, new_buildings, events, ..Options::for_players(players) };
                    let ended = (0..400u64).filter(|&seed| check_random_game(options, seed).unwrap()).count();
                    assert!(ended >= 380, "{options:?}: only {ended} of 400 random games ended");
                }
            }
        }
    }
}

/// Same options, seed and actions: the same game, event for event.
#[test]
fn replaying_a_record_reproduces_the_game() {
    for players in 2..=4 {
        let options = Options::for_players(players);
        let mut state = GameState::new(options, 99).unwrap();
        let mut record = GameRecord::new(options, 99);
        let mut rng = GameRng::seed_from_u64(7);
        let mut events = Vec::new();
        while !state.is_over() && record.actions.len() < MAX_ACTIONS {
            let legal = state.legal_actions();
            let a = legal[rng.random_range(0..legal.len())];
            events.push(state.apply(a).unwrap());
            record.actions.push(a);
        }
        let json = record.to_json();
        // Pretty-printed through a JSON value, the same bytes as serde's own pretty writer
        // gives the record.
        let named = GameRecord { names: (0..players).map(|p| format!("P{p}")).collect(), ..record.clone() };
        assert_eq!(named.to_json(), serde_json::to_string_pretty(&named).unwrap());
        let back = GameRecord::from_json(&json).unwrap();
        assert_eq!(back, record);
        let replayed = back.replay().unwrap();
        assert_eq!(snapshot(&replayed), snapshot(&state));
        assert_eq!(replayed.final_score(), state.final_score());
        assert_eq!(back.replay_happenings().unwrap()[1..], events[..]);
    }
}

/// A version-1 record (made before the supply was reshuffled as soon as its last card
/// was drawn) still reads and replays, by its own timing: the same game as played then.
#[test]
fn a_version_1_record_reads_and_replays_by_its_own_timing() {
    let options = Options::for_players(3);
    let mut record = GameRecord { version: 1, ..GameRecord::new(options, 11) };
    let mut state = record.replay().unwrap();
    assert!(state.table().reshuffle_on_empty_draw);
    let mut rng = GameRng::seed_from_u64(3);
    while !state.is_over() && record.actions.len() < MAX_ACTIONS {
        let legal = state.legal_actions();
        let a = legal[rng.random_range(0..legal.len())];
        state.apply(a).unwrap();
        record.actions.push(a);
    }
    let json = record.to_json();
    assert!(json.contains("\"version\": 1"));
    let back = GameRecord::from_json(&json).unwrap();
    assert_eq!(snapshot(&back.replay().unwrap()), snapshot(&state));
    // The same actions under today's timing are another game (or no game at all).
    let today = GameRecord { version: RECORD_VERSION, ..record.clone() };
    assert!(today.replay().map(|s| snapshot(&s) != snapshot(&state)).unwrap_or(true));
}

/// A tampered record fails at the step that was changed, and says which.
#[test]
fn a_tampered_record_names_the_failing_step() {
    let options = Options::for_players(3);
    let mut state = GameState::new(options, 5).unwrap();
    let mut record = GameRecord::new(options, 5);
    while record.actions.len() < 60 {
        let a = state.legal_actions()[0];
        state.apply(a).unwrap();
        record.actions.push(a);
    }
    // Replace step 41 with something not legal there.
    let mut probe = record.replay_to(40, &mut NoHappenings).unwrap();
    let illegal = [Action::Sell(Good::Silver), Action::Tuck(Building::Palace), Action::Keep(Building::Hero), Action::Pass]
        .into_iter()
        .find(|a| !probe.is_legal(*a))
        .unwrap();
    record.actions[40] = illegal;
    match record.replay() {
        Err(RecordError::Step { step: 40, action, .. }) => assert_eq!(action, illegal),
        other => panic!("expected a failure at step 40, got {other:?}"),
    }
    assert!(probe.apply(illegal).is_err());
    let text = record.to_json().replace(&format!("\"version\": {RECORD_VERSION}"), "\"version\": 99");
    assert_eq!(GameRecord::from_json(&text), Err(RecordError::Version { found: 99, supported: RECORD_VERSION }));
    assert!(matches!(GameRecord::from_json("{not json"), Err(RecordError::Json(_))));
    assert!(matches!(GameRecord::from_json("{\"format\":\"chess\",\"version\":1}"), Err(RecordError::Format(_))));
    // A header read as a save's is (`FileHeader`): a format that is not text is no format,
    // a version past any number of ours is another version, not a damaged file.
    assert_eq!(GameRecord::from_json("{\"format\":3,\"version\":1}"), Err(RecordError::Format(String::new())));
    let huge = record.to_json().replace(&format!("\"version\": {RECORD_VERSION}"), "\"version\": 99999999999");
    assert_eq!(GameRecord::from_json(&huge), Err(RecordError::Version { found: u32::MAX, supported: RECORD_VERSION }));
    let none = record.to_json().replace(&format!("\"version\": {RECORD_VERSION},"), "");
    assert_eq!(GameRecord::from_json(&none), Err(RecordError::Version { found: 0, supported: RECORD_VERSION }));
}

/// Seat names are optional in a record; when present they come back, one per seat, and a
/// record with the wrong number of names or an over-long one is refused with a reason.
#[test]
fn record_names_are_optional_and_checked() {
    let options = Options::for_players(2);
    let mut record = GameRecord::new(options, 9);
    let mut state = GameState::new(options, 9).unwrap();
    for _ in 0..10 {
        let a = state.legal_actions()[0];
        state.apply(a).unwrap();
        record.actions.push(a);
    }
    let plain = record.to_json();
    assert!(!plain.contains("names"), "no names: no field");
    assert_eq!(GameRecord::from_json(&plain).unwrap(), record);

    record.names = vec!["Ana".into(), "Bruno".into()];
    assert_eq!(GameRecord::from_json(&record.to_json()).unwrap(), record);

    let mut wrong = record.clone();
    wrong.names.push("Carla".into());
    assert!(matches!(GameRecord::from_json(&wrong.to_json()), Err(RecordError::Names(m)) if m.contains("3 names for 2 players")));
    wrong.names = vec!["Ana".into(), "x".repeat(NAME_LIMIT + 1)];
    assert!(matches!(GameRecord::from_json(&wrong.to_json()), Err(RecordError::Names(m)) if m.contains("seat 2")));
    wrong.names = vec!["Ana".into(), "  ".into()];
    assert!(matches!(GameRecord::from_json(&wrong.to_json()), Err(RecordError::Names(_))));
}
