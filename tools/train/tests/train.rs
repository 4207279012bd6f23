//! Training a few steps on a small data set made here: the losses fall, the weights file
//! reads in the game, and the game's forward pass agrees with candle's.

use candle_core::{Device, Tensor};
use san_juan::ai::net::features::FEATURES;
use san_juan::ai::net::{Evaluator, LAYOUT_VERSION, Network};
use san_juan::ai::selfplay::OptionMix;
use san_juan::ai::selfplay::chunks::{Plan, open, play_chunk};
use san_juan_train::model::{Model, Schedule, TrainConfig};
use san_juan_train::{data, eval, export};
use std::collections::HashMap;

/// A fresh folder of `plan`'s chunk 0 in the temporary folder, named after `name` (the
/// caller removes it).
fn one_chunk(name: &str, plan: &Plan) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("san-juan-train-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    open(&dir, plan).unwrap();
    play_chunk(&dir, plan, 0, 2, &|_| {}).unwrap();
    dir
}

/// A plan of `games` 2-player games of the policy in every seat from `seed`, `probes`
/// positions of each searched with `iterations` (0 and 0: none).
fn policy_plan(seed: u64, games: u64, probes: usize, iterations: u32) -> Plan {
    Plan {
        seed,
        games_per_chunk: games,
        iterations,
        mix: OptionMix::only_players(&[2]),
        bot: Some("policy".to_string()),
        guide: None,
        weights: None,
        probes,
    }
}

/// How the tests read their data unless they say otherwise.
fn config() -> data::LoadConfig {
    data::LoadConfig {
        max_games: None,
        keep_every: 5,
        search_share: 0.5,
        named_positions: 8,
        value_weight: 1.0,
        named_value_weight: 1.0,
        named_policy: false,
        probe_share: 1.0,
        probe_value_weight: 1.0,
        probe_policy: false,
    }
}

#[test]
fn a_few_steps_on_a_small_data_set_lower_the_loss_and_the_game_reads_the_weights_as_trained() {
    let plan = Plan {
        seed: 0,
        games_per_chunk: 12,
        iterations: 20,
        mix: OptionMix::only_players(&[2, 3]),
        bot: None,
        guide: None,
        weights: None,
        probes: 0,
    };
    let dir = one_chunk("test", &plan);
    let data = data::load(&[dir.as_path()], config()).unwrap();
    assert_eq!(data.games, 12);
    assert!(data.train.len() > 500 && !data.holdout.is_empty(), "{} / {}", data.train.len(), data.holdout.len());
    // The digest is the chunk file's bytes' (a whole folder read).
    use sha2::Digest;
    let file = std::fs::read(san_juan::ai::selfplay::chunks::chunk_path(&dir, 0)).unwrap();
    let want: String = sha2::Sha256::digest(&file).iter().map(|b| format!("{b:02x}")).collect();
    assert_eq!(data.digest, want);

    let device = Device::Cpu;
    let config = TrainConfig { hidden: [32, 16], epochs: 3, batch: 64, lr: 3e-3, weight_decay: 0.0, seed: 7, schedule: Schedule::Cosine };
    let model = Model::new(config.hidden, config.seed, &device).unwrap();
    let before = model.evaluate(&data.train, &device).unwrap();
    let mut epochs = Vec::new();
    model.train(&data.train, &config, &device, |_, l| epochs.push(l)).unwrap();
    let after = model.evaluate(&data.train, &device).unwrap();
    assert_eq!(epochs.len(), 3);
    assert!(after.value + after.policy < before.value + before.policy, "{before:?} -> {after:?}");
    assert!(after.policy < before.policy * 0.9, "the policy learns the bots' answers: {before:?} -> {after:?}");

    let meta = HashMap::from([("layout".to_string(), LAYOUT_VERSION.to_string())]);
    let bytes = export::weights_file(&model, meta).unwrap();
    let net = Network::from_bytes(&bytes).unwrap();
    // The game's forward pass on the quantized weights against candle's on the trained ones.
    let mut e = Evaluator::new(&net);
    for i in (0..data.holdout.len()).step_by(37) {
        e.features.copy_from_slice(data.holdout.features_of(i));
        e.run(&net);
        let players = data.holdout.players[i];
        let ours = e.value(&net, players).to_vec();
        let x = Tensor::from_vec(data.holdout.features_of(i).to_vec(), (1, FEATURES), &device).unwrap();
        let (v, _) = model.forward(&x).unwrap();
        let logits: Vec<f32> = v.to_vec2::<f32>().unwrap().remove(0);
        let logits = &logits[..usize::from(players)];
        let max = logits.iter().copied().fold(f32::MIN, f32::max);
        let sum: f32 = logits.iter().map(|l| (l - max).exp()).sum();
        for (o, l) in ours.iter().zip(logits) {
            assert!((o - (l - max).exp() / sum).abs() < 0.03, "{ours:?} against {logits:?}");
        }
    }
    let mut report = eval::measure(&net, &data.holdout);
    eval::search_estimate(&net, &data.kept[..data.kept.len().min(3)], 50, &mut report);
    assert_eq!(report.positions, data.holdout.len());
    assert!(report.value_log_loss.is_finite() && report.estimated > 0);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A named bot's games (the policy's) give a few positions each, to the value only, and
/// none held out; at most `max_games` are read of each folder.
#[test]
fn a_named_bot_s_games_teach_the_value_at_a_few_positions_each() {
    let dir = one_chunk("named", &policy_plan(0, 20, 0, 0));
    let config = data::LoadConfig { max_games: Some(15), named_positions: 4, value_weight: 0.1, named_value_weight: 2.0, ..config() };
    let data = data::load(&[dir.as_path()], config).unwrap();
    assert_eq!(data.games, 15);
    // Seeds 0 to 14: 0 and 10 held out (none kept), 5 validates, 12 train.
    assert_eq!((data.holdout.len(), data.validation.len(), data.train.len()), (0, 4, 48));
    for i in 0..data.train.len() {
        assert!(data.train.policy(i).1.iter().all(|&t| t == 0.0), "no policy target");
        assert!((data.train.value[i].iter().sum::<f32>() - 1.0).abs() < 1e-6);
        assert_eq!(data.train.weight[i], 2.0);
    }
    // With --named-policy, the answer played is the policy's target: one place, all of it.
    let data = data::load(&[dir.as_path()], data::LoadConfig { named_policy: true, named_value_weight: 0.0, ..config }).unwrap();
    assert_eq!(data.train.len(), 48);
    for i in 0..data.train.len() {
        let targets = data.train.policy(i).1;
        assert_eq!(targets.iter().filter(|&&t| t == 1.0).count(), 1, "one answer played");
        assert_eq!(targets.iter().sum::<f32>(), 1.0);
        assert_eq!(data.train.weight[i], 0.0);
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A named bot's probed games give their searched positions only, the mover's value the
/// search's estimate (at 2 players the other seat's the rest).
#[test]
fn a_named_bot_s_probed_positions_teach_the_search_s_estimate() {
    let dir = one_chunk("probed", &policy_plan(1, 10, 3, 40));
    let config = data::LoadConfig { value_weight: 0.1, named_value_weight: 0.0, probe_value_weight: 3.0, ..config() };
    let data = data::load(&[dir.as_path()], config).unwrap();
    assert!(data.train.weight.iter().all(|&w| w == 3.0), "the probes' own weight");
    // Seeds 1 to 10: 5 validates, 10 is held out apart, the other 8 train.
    assert_eq!((data.games, data.holdout.len(), data.validation.len(), data.train.len()), (10, 0, 3, 24));
    assert_eq!(data.probe_holdout.len(), 3);
    let mut estimates = Vec::new();
    san_juan::ai::selfplay::chunks::read_games(&dir, |game| {
        if game.record.seed % 5 != 0 {
            game.positions(|p| estimates.extend(p.search_value))?;
        }
        Ok(())
    })
    .unwrap();
    assert_eq!(estimates.len(), 24);
    for (i, q) in estimates.iter().enumerate() {
        assert_eq!(data.train.value[i][0], *q);
        assert!((data.train.value[i][0] + data.train.value[i][1] - 1.0).abs() < 1e-6);
        assert!(data.train.policy(i).1.iter().all(|&t| t == 0.0), "no policy target");
    }
    assert!(estimates.iter().any(|q| *q > 0.0 && *q < 1.0), "estimates, not outcomes: {estimates:?}");
    let net = san_juan::ai::network().unwrap();
    let mut report = eval::Report::default();
    eval::measure_probes(&net, &data.probe_holdout, &mut report);
    assert_eq!(report.probed, 3);
    assert!(report.probe_entropy <= report.probe_log_loss && report.probe_error < 1.0, "{report:?}");
    // With --probe-policy, the probes' visit shares are the policy's targets.
    let data = data::load(&[dir.as_path()], data::LoadConfig { probe_policy: true, ..config }).unwrap();
    assert_eq!(data.train.len(), 24);
    for i in 0..data.train.len() {
        assert!((data.train.policy(i).1.iter().sum::<f32>() - 1.0).abs() < 1e-5);
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_search_s_estimate_moves_the_mover_s_share_and_the_rest_follows() {
    let mut v = [1.0, 0.0, 0.0];
    data::blend_search_value(&mut v, 0.4, 0.5);
    assert_eq!(v, [0.7, 0.15, 0.15]);
    let mut v = [0.0, 1.0];
    data::blend_search_value(&mut v, 0.6, 0.5);
    assert_eq!(v, [0.3, 0.7]);
}

#[test]
fn quantization_keeps_each_row_within_half_a_step() {
    let rows = vec![vec![0.5, -1.0, 0.25], vec![0.0, 0.0, 0.0]];
    let (bytes, scales) = export::quantize(&rows);
    for (r, row) in rows.iter().enumerate() {
        for (c, w) in row.iter().enumerate() {
            let back = f32::from(bytes[r * 3 + c] as i8) * scales[r];
            assert!((back - w).abs() <= scales[r] / 2.0 + 1e-7);
        }
    }
}

/// A weights file read back as a model (`--init`) is the network it was: written again, the
/// game reads the same outputs; a file that is not a network is an error.
#[test]
fn a_weights_file_reads_back_as_the_model_it_was() {
    use san_juan::ai::net::features::encode_state;
    use san_juan::rules::{GameState, Options};
    let device = Device::Cpu;
    let meta = || HashMap::from([("layout".to_string(), LAYOUT_VERSION.to_string())]);
    let first = export::weights_file(&Model::new([24, 12], 3, &device).unwrap(), meta()).unwrap();
    let (model, metadata) = Model::from_weights_file(&first, &device).unwrap();
    assert_eq!((model.hidden(), metadata), ([24, 12], meta()));
    let again = export::weights_file(&model, meta()).unwrap();
    let (a, b) = (Network::from_bytes(&first).unwrap(), Network::from_bytes(&again).unwrap());
    let (mut ea, mut eb) = (Evaluator::new(&a), Evaluator::new(&b));
    let state = GameState::new(Options::for_players(3), 9).unwrap();
    encode_state(&state, 1, &mut ea.features);
    encode_state(&state, 1, &mut eb.features);
    ea.run(&a);
    eb.run(&b);
    for (x, y) in ea.value(&a, 3).to_vec().iter().zip(eb.value(&b, 3)) {
        assert!((x - y).abs() < 1e-6, "{x} {y}");
    }
    for place in [0, 7, 40] {
        assert!((ea.place_logit(&a, place) - eb.place_logit(&b, place)).abs() < 1e-5);
    }
    assert!(Model::from_weights_file(b"not a weights file", &device).is_err());
    let other_layout = HashMap::from([("layout".to_string(), "0".to_string())]);
    let foreign = export::weights_file(&model, other_layout).unwrap();
    assert!(Model::from_weights_file(&foreign, &device).is_err());
}

#[test]
fn the_cosine_schedule_falls_from_the_rate_to_nothing_and_the_constant_one_stays() {
    assert_eq!(Schedule::Cosine.rate(1e-3, 0, 100), 1e-3);
    assert!((Schedule::Cosine.rate(1e-3, 50, 100) - 5e-4).abs() < 1e-12);
    assert!(Schedule::Cosine.rate(1e-3, 100, 100).abs() < 1e-12);
    let rates: Vec<f64> = (0..=100).map(|s| Schedule::Cosine.rate(1e-3, s, 100)).collect();
    assert!(rates.windows(2).all(|w| w[1] < w[0]), "falls at every step");
    assert_eq!(Schedule::Constant.rate(1e-3, 99, 100), 1e-3);
}
