//! How far a search of fewer (or as many) iterations comes from a probed folder's own
//! searches, at the same positions, beside the network built in: `cargo run --release
//! --example probe_depth -- DIR 1000,10000 [GAMES]` (a folder of `selfplay --probes`, the
//! budgets to search its probed positions again with, and at most GAMES of its held-out
//! games, those whose seed ends in 0; 200 unless told). Each search is the hard bot's from
//! the mover's view, seeded apart from the probe's, and its estimate is the probe's: the
//! most visited answer's wins per playout. For each budget, and for the network's value,
//! it prints the mean absolute difference from the probes' estimates and the log loss
//! against them, beside their own entropy (the least a log loss can be). A search of the
//! probes' own budget seeded apart tells how much of the difference is the probes' noise
//! (docs/BOTS.md, "A value from searched positions").
use san_juan::ai::net::Evaluator;
use san_juan::ai::net::features::encode_observation;
use san_juan::ai::selfplay::SelfPlayGame;
use san_juan::ai::{Budget, HardBot, Thought, network};
use std::io::BufRead;

/// The cross-entropy of a forecast `p` against a target share `q` (both clamped off 0 and 1).
fn log_loss(p: f64, q: f64) -> f64 {
    let p = p.clamp(1e-6, 1.0 - 1e-6);
    -(q * p.ln() + (1.0 - q) * (1.0 - p).ln())
}

fn main() {
    let mut args = std::env::args().skip(1);
    let dir = args.next().expect("a probed self-play folder, then budgets such as 1000,10000");
    let budgets: Vec<u32> =
        args.next().expect("budgets such as 1000,10000").split(',').map(|b| b.parse().expect("a budget in iterations")).collect();
    let most: usize = args.next().map_or(200, |g| g.parse().expect("a number of games"));
    let net = network().expect("the weights built in read");
    let mut eval = Evaluator::new(&net);
    let mut chunks: Vec<_> = std::fs::read_dir(&dir)
        .expect("a folder")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "jsonl"))
        .collect();
    chunks.sort();
    // Per budget, then the network: (absolute difference, log loss); and the probes' entropy.
    let mut sums = vec![(0.0f64, 0.0f64); budgets.len() + 1];
    let (mut entropy, mut positions, mut games) = (0.0f64, 0usize, 0usize);
    'files: for path in chunks {
        let file = std::io::BufReader::new(std::fs::File::open(&path).expect("a readable chunk"));
        for line in file.lines() {
            let game = SelfPlayGame::from_json(&line.expect("a line")).expect("a self-play game");
            if !game.record.seed.is_multiple_of(10) {
                continue;
            }
            if games == most {
                break 'files;
            }
            games += 1;
            let mut probed = Vec::new();
            game.positions(|p| {
                if let Some(q) = p.search_value {
                    probed.push((p.observation.clone(), f64::from(q)));
                }
            })
            .expect("a record that replays");
            for (k, (obs, q)) in probed.into_iter().enumerate() {
                entropy += log_loss(q, q);
                positions += 1;
                let seed = game.record.seed.wrapping_mul(7_919).wrapping_add(k as u64 + 1);
                for (b, &budget) in budgets.iter().enumerate() {
                    let mut bot = HardBot::new(seed, Budget::Iterations(budget));
                    let Thought::Searched(stats) = bot.think(&obs) else { panic!("a probed position is searched") };
                    let best = stats.children.iter().max_by_key(|c| c.visits).expect("a searched answer");
                    let p = f64::from(best.won) / f64::from(best.visits.max(1));
                    sums[b].0 += (p - q).abs();
                    sums[b].1 += log_loss(p, q);
                }
                encode_observation(&obs, &mut eval.features);
                eval.run(&net);
                let p = f64::from(eval.value(&net, obs.table.options.players)[0]);
                sums[budgets.len()].0 += (p - q).abs();
                sums[budgets.len()].1 += log_loss(p, q);
            }
        }
    }
    let n = positions.max(1) as f64;
    println!("{positions} probed positions of {games} held-out games; the probes' entropy {:.3}", entropy / n);
    for (b, budget) in budgets.iter().enumerate() {
        println!("search of {budget}: from the probes {:.3}, log loss {:.3}", sums[b].0 / n, sums[b].1 / n);
    }
    let (d, l) = sums[budgets.len()];
    println!("the network built in: from the probes {:.3}, log loss {:.3}", d / n, l / n);
}
