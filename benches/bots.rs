//! Speed of the bots: one hard-bot decision (information-set MCTS) at a fixed
//! iteration budget, on key decisions of real mid-game positions. Iterations per second
//! = iterations / time per decision. And the learned evaluation's forward pass, as the
//! guided search asks it at a playout's end: a seat's features, the trunk and the value.
//!
//! Run: `cargo bench --bench bots`. Figures are in docs/MEASUREMENTS.md.

use divan::{Bencher, black_box};
use san_juan::ai::net::{Evaluator, features::encode_observation};
use san_juan::ai::{Bot, Budget, HardBot, MediumBot, make_bot, network, play_game};
use san_juan::rules::{Decision, Observation, Options};

fn main() {
    divan::main();
}

/// Observations at role choices of games of the rule-based medium (`classic-medium`), 2 to 8 players.
fn positions(players: u8) -> Vec<Observation> {
    let mut out = Vec::new();
    for seed in 0..4 {
        let mut bots: Vec<Box<dyn Bot>> = (0..players).map(|_| make_bot("classic-medium", seed).unwrap()).collect();
        let (_, record) = play_game(Options::for_players(players), seed, &mut bots, 20_000).unwrap();
        let mut ev = san_juan::rules::NoHappenings;
        // Three role choices per game, early to mid-game: the first at or after action
        // 20, 60 and 100 per 4 players (a round has more actions at a bigger table).
        for start in [20, 60, 100] {
            let from = start * usize::from(players) / 4;
            for k in from..record.actions.len() {
                let state = record.replay_to(k, &mut ev).unwrap();
                if let (Some(p), Decision::ChooseRole) = (state.to_move(), state.decision()) {
                    out.push(state.observation(p));
                    break;
                }
            }
        }
    }
    out
}

const ITERATIONS: u32 = 400;

/// One hard decision of 400 iterations.
#[divan::bench(args = [2, 4, 6, 8], sample_count = 20)]
fn hard_decision_400_iterations(bencher: Bencher, players: u8) {
    let obs: Vec<Observation> = positions(players).into_iter().filter(|o| o.decision() == Decision::ChooseRole).collect();
    let mut i = 0;
    bencher.bench_local(|| {
        i = (i + 1) % obs.len();
        let mut bot = HardBot::new(i as u64, Budget::Iterations(ITERATIONS));
        black_box(bot.choose(&obs[i]))
    });
}

/// One medium decision (the heuristic), for scale.
#[divan::bench]
fn medium_decision(bencher: Bencher) {
    let obs = positions(4);
    let mut i = 0;
    bencher.bench_local(|| {
        i = (i + 1) % obs.len();
        black_box(MediumBot.choose(&obs[i]))
    });
}

/// The value of one position as the guided search asks it: the seat's features written,
/// the trunk run, each seat's share of the win read.
#[divan::bench(args = [2, 4, 8])]
fn value_of_a_position(bencher: Bencher, players: u8) {
    let obs = positions(players);
    let net = network().expect("the weights built in read");
    let mut eval = Evaluator::new(&net);
    let mut i = 0;
    bencher.bench_local(|| {
        i = (i + 1) % obs.len();
        encode_observation(&obs[i], &mut eval.features);
        eval.run(&net);
        black_box(eval.value(&net, players)[0])
    });
}
