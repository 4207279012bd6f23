//! How far searches of other budgets, and networks, come from a probed folder's own
//! searches at the same positions: `cargo run --release --example probe_depth -- DIR
//! --budgets 1000,10000 --weights a.safetensors --games 200` (a folder of `selfplay
//! --probes`; the budgets to search its probed positions again with; weights files to
//! measure beside the network built in; at most GAMES games, those whose seed ends in 0
//! unless `--all`). Each search is the hard bot's from the mover's view, seeded apart
//! from the probe's, and its estimate is the probe's: the most visited answer's wins per
//! playout. For each budget and each network it prints the mean absolute difference from
//! the probes' estimates and the log loss against them, beside their own entropy (the
//! least a log loss can be). A search of the probes' own budget seeded apart tells how
//! much of the difference is the probes' noise (docs/BOTS.md, "A value from searched
//! positions").
use clap::Parser;
use san_juan::ai::net::features::encode_observation;
use san_juan::ai::net::{Evaluator, Network};
use san_juan::ai::selfplay::SelfPlayGame;
use san_juan::ai::{Budget, HardBot, Thought, network};
use san_juan::rules::Observation;
use std::io::BufRead;
use std::path::{Path, PathBuf};
use std::sync::Arc;

#[derive(Parser)]
struct Args {
    /// A folder of `san-juan selfplay --bot NAME --probes N`.
    dir: PathBuf,
    /// Search budgets, in iterations, to search the probed positions again with.
    #[arg(long, value_delimiter = ',')]
    budgets: Vec<u32>,
    /// Weights files whose value to measure beside the network built in.
    #[arg(long)]
    weights: Vec<PathBuf>,
    /// At most this many games.
    #[arg(long, default_value_t = 200)]
    games: usize,
    /// Every game, not only the held-out ones (seed ending in 0): for networks that never
    /// saw the folder.
    #[arg(long)]
    all: bool,
}

/// The cross-entropy of a forecast `p` against a target share `q` (both clamped off 0 and 1).
fn log_loss(p: f64, q: f64) -> f64 {
    let p = p.clamp(1e-6, 1.0 - 1e-6);
    -(q * p.ln() + (1.0 - q) * (1.0 - p).ln())
}

/// The probed positions of at most `most` games of `dir` (held out unless `all`), each with
/// its estimate and a seed for searching it again, and the games read.
fn probed_positions(dir: &Path, most: usize, all: bool) -> (Vec<(Observation, f64, u64)>, usize) {
    let mut chunks: Vec<_> = std::fs::read_dir(dir)
        .expect("a folder")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "jsonl"))
        .collect();
    chunks.sort();
    let (mut out, mut games) = (Vec::new(), 0);
    for path in chunks {
        let file = std::io::BufReader::new(std::fs::File::open(&path).expect("a readable chunk"));
        for line in file.lines() {
            let game = SelfPlayGame::from_json(&line.expect("a line")).expect("a self-play game");
            if !all && !game.record.seed.is_multiple_of(10) {
                continue;
            }
            if games == most {
                return (out, games);
            }
            games += 1;
            // Seeded by the game and the probe's place in it, so a position's searches do
            // not depend on which games were read before it.
            let mut k = 0u64;
            game.positions(|p| {
                if let Some(q) = p.search_value {
                    k += 1;
                    out.push((p.observation.clone(), f64::from(q), game.record.seed.wrapping_mul(7_919).wrapping_add(k)));
                }
            })
            .expect("a record that replays");
        }
    }
    (out, games)
}

fn main() {
    let args = Args::parse();
    let (positions, games) = probed_positions(&args.dir, args.games, args.all);
    let n = positions.len().max(1) as f64;
    let entropy: f64 = positions.iter().map(|(_, q, _)| log_loss(*q, *q)).sum();
    println!("{} probed positions of {games} games; the probes' entropy {:.3}", positions.len(), entropy / n);
    let report = |what: &str, estimates: &mut dyn FnMut(&Observation, u64) -> f64| {
        let (mut diff, mut loss) = (0.0, 0.0);
        for (obs, q, seed) in &positions {
            let p = estimates(obs, *seed);
            diff += (p - q).abs();
            loss += log_loss(p, *q);
        }
        println!("{what}: from the probes {:.4}, log loss {:.4}", diff / n, loss / n);
    };
    for &budget in &args.budgets {
        report(&format!("a search of {budget}"), &mut |obs, seed| {
            let mut bot = HardBot::new(seed, Budget::Iterations(budget));
            let Thought::Searched(stats) = bot.think(obs) else { panic!("a probed position is searched") };
            stats.estimate().expect("a searched answer")
        });
    }
    let mut nets = vec![("the network built in".to_string(), network().expect("the weights built in read"))];
    for path in &args.weights {
        let bytes = std::fs::read(path).expect("a readable weights file");
        nets.push((path.display().to_string(), Arc::new(Network::from_bytes(&bytes).expect("a weights file"))));
    }
    for (name, net) in nets {
        let mut eval = Evaluator::new(&net);
        report(&name, &mut |obs, _| {
            encode_observation(obs, &mut eval.features);
            eval.run(&net);
            f64::from(eval.value(&net, obs.table.options.players)[0])
        });
    }
}
