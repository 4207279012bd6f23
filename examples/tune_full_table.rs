//! Tuning the medium bot at a full table: [`FullTablePlan`]'s weights against three of
//! each zoo bot at 4 players (every seat for each deal).
//!
//! `cargo run --release --example tune_full_table -- search ROUNDS DEALS SEED`: a random
//! search from `FullTablePlan::TUNED` for the best worst win rate (plus 0.3 × the mean),
//! printing each improvement. `cargo run --release --example tune_full_table -- DEALS SEED
//! SPEC...`: the win rates of variants of `TUNED`, each SPEC a list like
//! `later=0.5,monument=2` (an empty SPEC is `TUNED` itself). `ONLY=production` plays
//! only that zoo bot.
use rand::{RngExt, SeedableRng};
use san_juan::ai::roster::{Entry, Offer, ROSTER};
use san_juan::ai::zoo::choose;
use san_juan::ai::{Bot, FullTablePlan, View, play_game};
use san_juan::rules::{Action, GameRng, Observation, Options};

struct Tuned(FullTablePlan);
impl Bot for Tuned {
    fn name(&self) -> &'static str {
        "tuned"
    }
    fn choose(&mut self, obs: &Observation) -> Option<Action> {
        choose(&self.0, &View::of_observation(obs), &obs.legal_actions())
    }
}

/// Win rate of `plan` against three of each zoo bot over `deals` deals from `seed`.
fn rates(plan: FullTablePlan, deals: u64, seed: u64) -> Vec<f64> {
    let only = std::env::var("ONLY").unwrap_or_default();
    let against = |zoo: &Entry| {
        let mut wins = 0.0;
        for deal in 0..deals {
            for seat in 0..4usize {
                let mut bots: Vec<Box<dyn Bot>> = (0..4).map(|_| (zoo.make)(0).expect("a zoo bot")).collect();
                bots[seat] = Box::new(Tuned(plan));
                let (state, _) = play_game(Options::for_players(4), seed + deal, &mut bots, 20_000).expect("a game");
                let score = state.final_score();
                if score.winners.contains(&(seat as u8)) {
                    wins += 1.0 / score.winners.len() as f64;
                }
            }
        }
        wins / (4 * deals) as f64
    };
    ROSTER.iter().filter(|e| matches!(e.offer, Offer::Rival(_)) && (only.is_empty() || only == e.key)).map(against).collect()
}

/// The searched weights by name, with the step of the search.
const KNOBS: [(&str, f32); 20] = [
    ("later", 0.3),
    ("envy", 0.3),
    ("threshold", 1.0),
    ("goods", 0.3),
    ("cost", 0.15),
    ("monument", 0.5),
    ("six", 0.5),
    ("tuck_keep", 0.5),
    ("violet", 0.3),
    ("production", 0.3),
    ("chapel", 0.2),
    ("per_production", 0.05),
    ("per_violet", 0.05),
    ("key_card", 0.3),
    ("lean_envy", 0.3),
    ("r0", 0.2),
    ("r1", 0.2),
    ("r2", 0.2),
    ("r3", 0.2),
    ("r4", 0.2),
];

fn knob<'a>(p: &'a mut FullTablePlan, name: &str) -> &'a mut f32 {
    match name {
        "later" => &mut p.later,
        "envy" => &mut p.envy,
        "threshold" => &mut p.threshold,
        "goods" => &mut p.goods,
        "cost" => &mut p.cost,
        "monument" => &mut p.monument,
        "six" => &mut p.six,
        "tuck_keep" => &mut p.tuck_keep,
        "violet" => &mut p.lean.violet,
        "production" => &mut p.lean.production,
        "chapel" => &mut p.lean.chapel,
        "per_production" => &mut p.lean.per_production,
        "per_violet" => &mut p.lean.per_violet,
        "key_card" => &mut p.lean.key_card,
        "lean_envy" => &mut p.lean.envy,
        "r0" => &mut p.lean.roles[0],
        "r1" => &mut p.lean.roles[1],
        "r2" => &mut p.lean.roles[2],
        "r3" => &mut p.lean.roles[3],
        "r4" => &mut p.lean.roles[4],
        _ => panic!("no weight {name}"),
    }
}

fn search(rounds: u64, deals: u64, seed: u64) {
    let mut rng = GameRng::seed_from_u64(seed);
    let objective = |r: &[f64]| r.iter().cloned().fold(1.0, f64::min) + 0.3 * r.iter().sum::<f64>() / r.len() as f64;
    let mut best = FullTablePlan::TUNED;
    let mut best_rates = rates(best, deals, seed);
    println!("start {best_rates:.3?}");
    for round in 0..rounds {
        let mut p = best;
        for _ in 0..2 {
            let (name, step) = KNOBS[rng.random_range(0..KNOBS.len())];
            let w = knob(&mut p, name);
            *w = (*w + rng.random_range(-step..step)).max(if name == "six" { -5.0 } else { 0.0 });
        }
        let r = rates(p, deals, seed);
        if objective(&r) > objective(&best_rates) {
            best = p;
            best_rates = r;
            println!("round {round}: {best_rates:.3?} {best:?}");
        }
    }
    println!("best {best_rates:.3?} {best:?}");
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number = |i: usize| args.get(i).and_then(|a| a.parse::<u64>().ok()).expect("a number");
    if args.first().map(String::as_str) == Some("search") {
        return search(number(1), number(2), number(3));
    }
    for spec in &args[2..] {
        let mut p = FullTablePlan::TUNED;
        for (name, value) in spec.split(',').filter(|s| !s.is_empty()).filter_map(|kv| kv.split_once('=')) {
            *knob(&mut p, name) = value.parse().expect("a number");
        }
        let r = rates(p, number(0), number(1));
        println!("{spec:40} {r:.3?}");
    }
}
