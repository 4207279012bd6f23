//! The network as candle trains it: the layers of `san_juan::ai::net` (a trunk of two
//! dense layers with ReLU, a value head of one logit per seat, a policy head of one logit
//! per action place), the losses, and the training loop (AdamW).

use crate::data::Positions;
use candle_core::{D, DType, Device, Result, Tensor, Var};
use candle_nn::{AdamW, Linear, Module, Optimizer, ParamsAdamW};
use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};
use san_juan::ai::net::actions::ACTIONS;
use san_juan::ai::net::features::FEATURES;
use san_juan::rules::MAX_PLAYERS;

/// A logit that no probability reaches: the seats not in the game, the places not legal.
const MASKED: f32 = -1.0e4;

/// The network's layers, by the names the weights file gives them.
pub struct Model {
    /// `(name, weight, bias)` per layer: `trunk.0`, `trunk.1`, `value`, `policy`.
    pub layers: Vec<(String, Var, Var)>,
}

/// What training is asked to do.
#[derive(Clone, Debug)]
pub struct TrainConfig {
    /// The trunk's widths.
    pub hidden: [usize; 2],
    /// Passes over the training positions.
    pub epochs: usize,
    /// Positions a step.
    pub batch: usize,
    /// AdamW's learning rate.
    pub lr: f64,
    /// AdamW's weight decay.
    pub weight_decay: f64,
    /// The seed of the initial weights and of the order of the positions.
    pub seed: u64,
    /// The value's loss counts this much beside the policy's.
    pub value_weight: f64,
}

/// The losses of one pass: the value's cross-entropy over the seats, the policy's over the
/// legal places (both in nats a position).
#[derive(Clone, Copy, Debug, Default, serde::Serialize)]
pub struct Losses {
    /// The value head's.
    pub value: f64,
    /// The policy head's.
    pub policy: f64,
}

impl Model {
    /// A model of fresh weights drawn from `seed` (uniform He initialisation; the biases 0).
    pub fn new(hidden: [usize; 2], seed: u64, device: &Device) -> Result<Model> {
        let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(seed);
        let shapes = [
            ("trunk.0", hidden[0], FEATURES),
            ("trunk.1", hidden[1], hidden[0]),
            ("value", MAX_PLAYERS, hidden[1]),
            ("policy", ACTIONS, hidden[1]),
        ];
        let mut layers = Vec::new();
        for (name, rows, cols) in shapes {
            let bound = (6.0 / cols as f32).sqrt();
            let w: Vec<f32> = (0..rows * cols).map(|_| rng.random_range(-bound..bound)).collect();
            let weight = Var::from_tensor(&Tensor::from_vec(w, (rows, cols), device)?)?;
            let bias = Var::from_tensor(&Tensor::zeros(rows, DType::F32, device)?)?;
            layers.push((name.to_string(), weight, bias));
        }
        Ok(Model { layers })
    }

    /// A copy of the weights as they are now (training goes on without changing it).
    pub fn copy(&self) -> Result<Model> {
        let copy = |v: &Var| Var::from_tensor(&v.as_tensor().copy()?);
        let layers = self.layers.iter().map(|(n, w, b)| Ok((n.clone(), copy(w)?, copy(b)?))).collect::<Result<Vec<_>>>()?;
        Ok(Model { layers })
    }

    fn linear(&self, k: usize) -> Linear {
        let (_, w, b) = &self.layers[k];
        Linear::new(w.as_tensor().clone(), Some(b.as_tensor().clone()))
    }

    /// The value's and the policy's logits for a batch of features (`batch × FEATURES`).
    pub fn forward(&self, x: &Tensor) -> Result<(Tensor, Tensor)> {
        let h = self.linear(0).forward(x)?.relu()?;
        let h = self.linear(1).forward(&h)?.relu()?;
        Ok((self.linear(2).forward(&h)?, self.linear(3).forward(&h)?))
    }

    /// The losses of the positions `batch` of `data`.
    pub fn losses(&self, data: &Positions, batch: &[usize], device: &Device) -> Result<(Tensor, Tensor)> {
        let b = batch.len();
        let mut x = Vec::with_capacity(b * FEATURES);
        let mut seat_mask = vec![MASKED; b * MAX_PLAYERS];
        let mut value = Vec::with_capacity(b * MAX_PLAYERS);
        let mut place_mask = vec![MASKED; b * ACTIONS];
        let mut policy = vec![0.0f32; b * ACTIONS];
        for (row, &i) in batch.iter().enumerate() {
            x.extend_from_slice(data.features_of(i));
            seat_mask[row * MAX_PLAYERS..row * MAX_PLAYERS + usize::from(data.players[i])].fill(0.0);
            value.extend_from_slice(&data.value[i]);
            let (places, targets) = data.policy(i);
            for (&p, &t) in places.iter().zip(targets) {
                place_mask[row * ACTIONS + usize::from(p)] = 0.0;
                policy[row * ACTIONS + usize::from(p)] = t;
            }
        }
        let x = Tensor::from_vec(x, (b, FEATURES), device)?;
        let (v, p) = self.forward(&x)?;
        let v = (v + Tensor::from_vec(seat_mask, (b, MAX_PLAYERS), device)?)?;
        let p = (p + Tensor::from_vec(place_mask, (b, ACTIONS), device)?)?;
        let value_target = Tensor::from_vec(value, (b, MAX_PLAYERS), device)?;
        let policy_target = Tensor::from_vec(policy, (b, ACTIONS), device)?;
        let cross_entropy = |logits: &Tensor, target: &Tensor| -> Result<Tensor> {
            (candle_nn::ops::log_softmax(logits, D::Minus1)? * target)?.sum(D::Minus1)?.mean_all()?.neg()
        };
        Ok((cross_entropy(&v, &value_target)?, cross_entropy(&p, &policy_target)?))
    }

    /// The mean losses over all of `data`, without training.
    pub fn evaluate(&self, data: &Positions, device: &Device) -> Result<Losses> {
        let mut sum = Losses::default();
        let all: Vec<usize> = (0..data.len()).collect();
        for chunk in all.chunks(1024) {
            let (v, p) = self.losses(data, chunk, device)?;
            sum.value += f64::from(v.to_scalar::<f32>()?) * chunk.len() as f64;
            sum.policy += f64::from(p.to_scalar::<f32>()?) * chunk.len() as f64;
        }
        let n = data.len().max(1) as f64;
        Ok(Losses { value: sum.value / n, policy: sum.policy / n })
    }

    /// Trains on `train` for `config.epochs` passes, calling `after_epoch` with each pass's
    /// number and mean training losses.
    pub fn train(
        &self,
        train: &Positions,
        config: &TrainConfig,
        device: &Device,
        mut after_epoch: impl FnMut(usize, Losses),
    ) -> Result<()> {
        let vars: Vec<Var> = self.layers.iter().flat_map(|(_, w, b)| [w.clone(), b.clone()]).collect();
        let params = ParamsAdamW { lr: config.lr, weight_decay: config.weight_decay, ..ParamsAdamW::default() };
        let mut opt = AdamW::new(vars, params)?;
        let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(config.seed ^ 0x0DDE_5EED);
        let mut order: Vec<usize> = (0..train.len()).collect();
        for epoch in 1..=config.epochs {
            order.shuffle(&mut rng);
            let mut sum = Losses::default();
            for batch in order.chunks(config.batch.max(1)) {
                let (v, p) = self.losses(train, batch, device)?;
                opt.backward_step(&((&v * config.value_weight)? + &p)?)?;
                sum.value += f64::from(v.to_scalar::<f32>()?) * batch.len() as f64;
                sum.policy += f64::from(p.to_scalar::<f32>()?) * batch.len() as f64;
            }
            let n = train.len().max(1) as f64;
            after_epoch(epoch, Losses { value: sum.value / n, policy: sum.policy / n });
        }
        Ok(())
    }
}
