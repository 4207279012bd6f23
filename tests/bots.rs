//! Bots: they play legal games, they cannot see hidden cards, and search is
//! deterministic for a seed and an iteration budget.

use rand::SeedableRng;
use san_juan::ai::net::features::{FEATURES, encode_state};
use san_juan::ai::{Bot, Budget, EasyBot, HardBot, MediumBot, RIVALS_FROM, RandomBot, make_bot, play_game};
use san_juan::rules::*;

/// Plays `seed`'s game with random bots for `steps` actions and returns the state; odd
/// seeds play the 2nd edition with the New Buildings and the Events.
fn midgame(players: u8, seed: u64, steps: usize) -> GameState {
    let options = if seed % 2 == 1 {
        Options { edition: Edition::Second, new_buildings: true, events: true, ..Options::for_players(players) }
    } else {
        Options::for_players(players)
    };
    let mut state = GameState::new(options, seed).unwrap();
    let mut bot = RandomBot::new(seed);
    for _ in 0..steps {
        let Some(p) = state.to_move() else { break };
        let a = bot.choose(&state.observation(p)).unwrap();
        state.apply(a).unwrap();
    }
    state
}

/// Two full states that agree on everything seat `seat` can see but differ in the
/// opponents' hands.
fn twins(state: &GameState, seat: u8) -> (GameState, GameState) {
    let obs = state.observation(seat);
    let mut rng = GameRng::seed_from_u64(11);
    let a = obs.sample_state(&mut rng).unwrap();
    for k in 0..100 {
        let mut rng = GameRng::seed_from_u64(100 + k);
        let b = obs.sample_state(&mut rng).unwrap();
        let differs = (0..state.players()).any(|p| p != seat && a.hand(p) != b.hand(p));
        if differs {
            assert_eq!(a.observation(seat), b.observation(seat));
            return (a, b);
        }
    }
    panic!("could not find two different hidden deals");
}

/// Makes a new bot.
type MakeBot = fn() -> Box<dyn Bot>;

#[test]
fn no_bot_reads_hidden_information() {
    let mut checked = 0;
    for seed in 0..40u64 {
        // 3 to 8 players (the 5–8 player roles and the captain's shipped goods included).
        let state = midgame(3 + (seed % 6) as u8, seed, 20 + (seed as usize * 7) % 90);
        let Some(seat) = state.to_move() else { continue };
        if state.legal_actions().len() < 2 {
            continue;
        }
        let (a, b) = twins(&state, seat);
        // A fresh bot for each deal: a bot's own RNG must not differ between the two.
        // The learned bots' input: a seat's view of either deal is the same vector.
        let (mut fa, mut fb) = ([0.0; FEATURES], [0.0; FEATURES]);
        encode_state(&a, seat, &mut fa);
        encode_state(&b, seat, &mut fb);
        assert_eq!(fa, fb, "the network's input differs on hidden cards (seed {seed})");
        let bots: [(&str, MakeBot); 11] = [
            ("easy", || make_bot("easy", 5).unwrap()),
            ("classic-easy", || Box::new(EasyBot::new(5))),
            ("medium", || Box::new(MediumBot)),
            ("hard", || Box::new(HardBot::new(5, Budget::Iterations(60)))),
            ("production", || make_bot("production", 5).unwrap()),
            ("violet", || make_bot("violet", 5).unwrap()),
            ("chapel", || make_bot("chapel", 5).unwrap()),
            ("rush", || make_bot("rush", 5).unwrap()),
            ("policy", || make_bot("policy", 5).unwrap()),
            ("policy:1", || make_bot("policy:1", 5).unwrap()),
            ("learned", || make_bot("learned:60:p5:v0.5", 5).unwrap()),
        ];
        for (name, make) in bots {
            let da = make().choose(&a.observation(seat));
            let db = make().choose(&b.observation(seat));
            assert_eq!(da, db, "{name} decided differently on hidden cards it cannot see (seed {seed})");
        }
        checked += 1;
    }
    assert!(checked >= 20, "only {checked} positions checked");
}

#[test]
fn hard_bot_is_deterministic_for_a_seed_and_budget() {
    let state = midgame(4, 3, 40);
    let seat = state.to_move().unwrap();
    let obs = state.observation(seat);
    let first = HardBot::new(9, Budget::Iterations(80)).choose(&obs);
    let second = HardBot::new(9, Budget::Iterations(80)).choose(&obs);
    assert_eq!(first, second);
    assert!(state.is_legal(first.unwrap()));
}

/// The tree of a search carries over: a search after the bot's first starts with the
/// playouts its last one ran under what the bot did since; with a budget that branches at
/// the opponents' role choices too ([`RIVALS_FROM`]), under the roles they took since.
#[test]
fn hard_bot_starts_each_search_from_its_last_tree() {
    for iterations in [50, RIVALS_FROM] {
        let mut state = GameState::new(Options::for_players(2), 12).unwrap();
        let mut hard = HardBot::new(3, Budget::Iterations(iterations));
        let (mut searches, mut carried) = (0, 0);
        // The playouts in the last search's tree: all a later search may carry.
        let mut last_tree = 0;
        while let Some(seat) = state.to_move() {
            let obs = state.observation(seat);
            let action = if seat == 0 {
                let a = hard.choose(&obs).unwrap();
                if hard.last_iterations > 0 {
                    if searches == 0 {
                        assert_eq!(hard.last_carried, 0, "the first search has only its own playouts");
                    }
                    searches += 1;
                    carried += usize::from(hard.last_carried > 0);
                    assert!(hard.last_carried <= last_tree, "more playouts carried than the last tree held");
                    last_tree = hard.last_carried + hard.last_iterations;
                }
                a
            } else {
                MediumBot.choose(&obs).unwrap()
            };
            state.apply(action).unwrap();
        }
        assert!(carried * 5 >= searches * 4, "{iterations} iterations: only {carried} of {searches} searches started from a kept tree");
    }
}

#[test]
fn every_bot_plays_whole_legal_games() {
    for (edition, new_buildings, events) in [
        (Edition::First, false, false),
        (Edition::Second, false, false),
        (Edition::First, true, false),
        (Edition::Second, true, false),
        (Edition::First, false, true),
        (Edition::Second, true, true),
    ] {
        for (players, lineup) in [(2, vec!["easy", "hard:30"]), (3, vec!["medium", "random", "easy"]), (4, vec!["medium"; 4])] {
            let mut bots: Vec<Box<dyn Bot>> = lineup.iter().enumerate().map(|(i, n)| make_bot(n, i as u64).unwrap()).collect();
            let options = Options { edition, new_buildings, events, ..Options::for_players(players) };
            let (state, record) = play_game(options, 21, &mut bots, 20_000).unwrap();
            assert!(state.is_over(), "{lineup:?} did not finish ({options:?})");
            assert_eq!(record.replay().unwrap().final_score(), state.final_score());
        }
    }
}

/// The strategy zoo at every table size from 2 to 8, with every rule set and option:
/// whole legal games that end, their records replaying to the same score.
#[test]
fn zoo_bots_play_whole_legal_games_at_every_table_size() {
    let zoo = ["production", "violet", "chapel", "rush"];
    for players in 2..=8u8 {
        for (k, (edition, new_buildings, events)) in
            [(Edition::First, false, false), (Edition::Second, true, false), (Edition::First, false, true), (Edition::Second, true, true)]
                .into_iter()
                .enumerate()
        {
            let options = Options { edition, new_buildings, events, ..Options::for_players(players) };
            let mut bots: Vec<Box<dyn Bot>> =
                (0..players as usize).map(|i| make_bot(zoo[(i + k) % zoo.len()], i as u64).unwrap()).collect();
            let (state, record) = play_game(options, 31 + u64::from(players), &mut bots, 20_000).unwrap();
            assert!(state.is_over(), "the zoo did not finish at {players} players ({options:?})");
            assert_eq!(record.replay().unwrap().final_score(), state.final_score());
        }
    }
}

/// Each zoo bot plays its plan: its signature buildings stand in its cities far more
/// often than in the other plans' (checked over whole 2-player games against medium).
#[test]
fn zoo_bots_build_their_plans() {
    use san_juan::ai::arena::{ArenaConfig, run_arena};
    let built = |bot: &str, b: Building| {
        let cfg = ArenaConfig {
            options: Options::for_players(2),
            lineup: vec![bot.to_string(), "medium".to_string()],
            deals: 60,
            seed: 500,
            max_actions: 20_000,
            threads: 2,
        };
        run_arena(&cfg).unwrap().entries[0].profile.buildings[b as usize]
    };
    let production = built("production", Building::SilverSmelter) + built("production", Building::CoffeeRoaster);
    let violet_production = built("violet", Building::SilverSmelter) + built("violet", Building::CoffeeRoaster);
    assert!(production > 2.0 * violet_production, "production {production} vs violet {violet_production}");
    let violet = built("violet", Building::Quarry) + built("violet", Building::Carpenter) + built("violet", Building::CityHall);
    let rush_violet = built("rush", Building::Quarry) + built("rush", Building::Carpenter) + built("rush", Building::CityHall);
    assert!(violet > 1.5 * rush_violet, "violet {violet} vs rush {rush_violet}");
    let chapel = built("chapel", Building::Chapel);
    assert!(chapel > 3.0 * built("production", Building::Chapel), "chapel {chapel}");
    let rush = built("rush", Building::IndigoPlant) + built("rush", Building::Smithy);
    assert!(rush > built("violet", Building::IndigoPlant) + built("violet", Building::Smithy), "rush {rush}");
}

#[test]
fn medium_beats_random_almost_always() {
    let mut wins = 0.0;
    let games = 60;
    for seed in 0..games {
        let seat_of_medium = (seed % 2) as usize;
        let mut bots: Vec<Box<dyn Bot>> = vec![make_bot("random", seed).unwrap(), make_bot("random", seed + 1).unwrap()];
        bots[seat_of_medium] = Box::new(MediumBot);
        let (state, _) = play_game(Options::for_players(2), seed, &mut bots, 20_000).unwrap();
        let score = state.final_score();
        if score.winners.contains(&(seat_of_medium as u8)) {
            wins += 1.0 / score.winners.len() as f64;
        }
    }
    assert!(wins >= 0.9 * games as f64, "medium won only {wins} of {games}");
}

#[test]
fn unknown_bot_names_are_refused() {
    assert!(make_bot("grandmaster", 0).is_err());
    assert!(make_bot("hard:0", 0).is_err());
    assert!(make_bot("hard:x", 0).is_err());
}

/// 5 to 8 players: every bot plays whole legal games with every extra role, the
/// one-deck game and the Events and New Buildings on.
#[test]
fn every_bot_plays_whole_legal_games_at_five_to_eight_players() {
    let chosen = |roles: &[Role]| ExtraRoles::Chosen(RoleSet::of_all(roles));
    let games = [
        Options { players: 5, one_deck: true, gold_mine_once_per_round: true, ..Options::default() },
        Options { players: 5, gold_digger_fires_gold_mine: true, events: true, ..Options::default() },
        Options { players: 6, extra_roles: chosen(&[Role::Captain, Role::Viceroy]), edition: Edition::Second, ..Options::default() },
        Options { players: 7, new_buildings: true, events: true, ..Options::default() },
        Options { players: 8, edition: Edition::Second, new_buildings: true, events: true, ..Options::default() },
    ];
    let lineup = ["hard:20", "medium", "easy", "random", "medium", "easy", "medium", "random"];
    for options in games {
        let n = options.players as usize;
        let mut bots: Vec<Box<dyn Bot>> = lineup[..n].iter().enumerate().map(|(i, b)| make_bot(b, i as u64).unwrap()).collect();
        let (state, record) = play_game(options, 5, &mut bots, 20_000).unwrap();
        assert!(state.is_over(), "{options:?} did not finish");
        assert_eq!(record.replay().unwrap().final_score(), state.final_score());
        // Every role in play was chosen at least once over the game.
        let chosen: std::collections::BTreeSet<Role> =
            record.actions.iter().filter_map(|a| if let Action::ChooseRole { role, .. } = a { Some(*role) } else { None }).collect();
        for role in options.roles().iter() {
            assert!(chosen.contains(&role), "{role:?} never chosen in {options:?}");
        }
    }
}

/// Medium at a full table: against three of each zoo bot at 4 players (seats rotated,
/// deals mirrored) it must win clearly more than a seat's chance, 25%. Few games, so the
/// bar is below the 2,000-game figures of docs/BOTS.md (the heavy measure is those
/// arenas); the medium of before the full-table reasoning won 24% against three
/// `production` bots and fails it.
#[test]
fn medium_beats_chance_at_four_players_against_each_zoo_bot() {
    use san_juan::ai::arena::{ArenaConfig, run_arena};
    let mut pooled = (0.0, 0);
    for zoo in ["production", "violet", "chapel", "rush"] {
        let cfg = ArenaConfig {
            options: Options::for_players(4),
            lineup: ["medium", zoo, zoo, zoo].map(String::from).to_vec(),
            deals: 100,
            seed: 3000,
            max_actions: 20_000,
            threads: 2,
        };
        let medium = &run_arena(&cfg).unwrap().entries[0];
        assert!(medium.win_rate >= 0.27, "medium won {:.1}% against three {zoo}", 100.0 * medium.win_rate);
        pooled = (pooled.0 + medium.wins, pooled.1 + medium.games);
    }
    let rate = pooled.0 / pooled.1 as f64;
    assert!(rate >= 0.31, "medium won {:.1}% against the zoo at 4 players", 100.0 * rate);
}
