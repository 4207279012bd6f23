//! How good a trained network is, measured on the held-out games with the game's own
//! forward pass (`san_juan::ai::net`, the weights as the bots read them): the value's log
//! loss and calibration against each game's outcome, beside a search's estimate of the
//! same positions, and the policy's agreement with the search.

use crate::data::{KeptPosition, Positions};
use san_juan::ai::net::{Evaluator, Network};
use san_juan::ai::{Budget, HardBot, Thought};
use serde::Serialize;

/// The figures of one evaluation.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Report {
    /// Held-out positions measured.
    pub positions: usize,
    /// The value's log loss of the mover's share of the win, in nats.
    pub value_log_loss: f64,
    /// The same for a guess of 1 / players (what knowing nothing gives).
    pub chance_log_loss: f64,
    /// Per tenth of the predicted win share: positions, mean prediction, mean outcome.
    pub calibration: Vec<(usize, f64, f64)>,
    /// Held-out positions where the bot searched.
    pub searched: usize,
    /// Among them, the share where the policy's favourite is the search's most visited.
    pub policy_agrees: f64,
    /// Among every held-out position, the share where the policy's favourite was played.
    pub policy_played: f64,
    /// The kept positions searched for an estimate.
    pub estimated: usize,
    /// The search's log loss on them (its chosen answer's win share after `playouts`).
    pub search_log_loss: f64,
    /// The network's log loss on the same positions.
    pub net_log_loss_there: f64,
    /// The search's playouts a position.
    pub playouts: u32,
    /// Probed positions of a named bot's held-out games (`selfplay --probes`).
    pub probed: usize,
    /// The value's mean absolute difference from the search's estimate of the mover's share
    /// of the win there.
    pub probe_error: f64,
    /// The value's log loss against that estimate (as a target between 0 and 1), in nats.
    pub probe_log_loss: f64,
    /// The estimate's own entropy there: the least that log loss can be.
    pub probe_entropy: f64,
}

fn log_loss(p: f64, y: f64) -> f64 {
    let p = p.clamp(1e-4, 1.0 - 1e-4);
    -(y * p.ln() + (1.0 - y) * (1.0 - p).ln())
}

/// The value and policy figures of `net` on `holdout`.
pub fn measure(net: &Network, holdout: &Positions) -> Report {
    let mut e = Evaluator::new(net);
    let mut r = Report { positions: holdout.len(), ..Report::default() };
    let mut bins = vec![(0usize, 0.0f64, 0.0f64); 10];
    let (mut agrees, mut played_best) = (0usize, 0usize);
    for i in 0..holdout.len() {
        e.features.copy_from_slice(holdout.features_of(i));
        e.run(net);
        let players = holdout.players[i];
        let p = f64::from(e.value(net, players)[0]);
        let y = f64::from(holdout.value[i][0]);
        r.value_log_loss += log_loss(p, y);
        r.chance_log_loss += log_loss(1.0 / f64::from(players), y);
        let bin = &mut bins[((p * 10.0) as usize).min(9)];
        *bin = (bin.0 + 1, bin.1 + p, bin.2 + y);
        let (places, targets) = holdout.policy(i);
        let favourite = best_place(net, &e, places);
        let target_best = places.iter().zip(targets).max_by(|a, b| a.1.total_cmp(b.1)).map(|(p, _)| *p);
        if holdout.searched[i] {
            r.searched += 1;
            agrees += usize::from(Some(favourite) == target_best);
        } else {
            played_best += usize::from(Some(favourite) == target_best);
        }
    }
    let n = holdout.len().max(1) as f64;
    r.value_log_loss /= n;
    r.chance_log_loss /= n;
    r.calibration = bins.into_iter().map(|(k, p, y)| (k, p / k.max(1) as f64, y / k.max(1) as f64)).collect();
    r.policy_agrees = agrees as f64 / r.searched.max(1) as f64;
    r.policy_played = played_best as f64 / (holdout.len() - r.searched).max(1) as f64;
    r
}

/// Adds to `report` how near the value of `net` comes to the search's estimate at the
/// probed positions `probed` (whose value targets are that estimate alone).
pub fn measure_probes(net: &Network, probed: &Positions, report: &mut Report) {
    let mut e = Evaluator::new(net);
    let (mut error, mut loss, mut entropy) = (0.0, 0.0, 0.0);
    for i in 0..probed.len() {
        e.features.copy_from_slice(probed.features_of(i));
        e.run(net);
        let p = f64::from(e.value(net, probed.players[i])[0]);
        let q = f64::from(probed.value[i][0]);
        error += (p - q).abs();
        loss += log_loss(p, q);
        entropy += log_loss(q, q);
    }
    let n = probed.len().max(1) as f64;
    report.probed = probed.len();
    report.probe_error = error / n;
    report.probe_log_loss = loss / n;
    report.probe_entropy = entropy / n;
}

/// The place among `places` the policy rates highest (after [`Evaluator::run`]).
fn best_place(net: &Network, e: &Evaluator, places: &[u16]) -> u16 {
    places.iter().copied().max_by(|&a, &b| e.place_logit(net, usize::from(a)).total_cmp(&e.place_logit(net, usize::from(b)))).unwrap_or(0)
}

/// Adds the search's estimate to `report`: each kept position searched with `playouts`
/// iterations, its chosen answer's win share beside the network's value.
pub fn search_estimate(net: &Network, kept: &[KeptPosition], playouts: u32, report: &mut Report) {
    let mut e = Evaluator::new(net);
    let (mut search, mut mine, mut n) = (0.0, 0.0, 0usize);
    for (k, pos) in kept.iter().enumerate() {
        let mut bot = HardBot::new(k as u64 + 1, Budget::Iterations(playouts));
        let Thought::Searched(stats) = bot.think(&pos.observation) else { continue };
        let Some(estimate) = stats.estimate() else { continue };
        let y = f64::from(pos.outcome);
        search += log_loss(estimate, y);
        san_juan::ai::net::features::encode_observation(&pos.observation, &mut e.features);
        e.run(net);
        mine += log_loss(f64::from(e.value(net, pos.observation.table.options.players)[0]), y);
        n += 1;
    }
    report.estimated = n;
    report.playouts = playouts;
    report.search_log_loss = search / n.max(1) as f64;
    report.net_log_loss_there = mine / n.max(1) as f64;
}
