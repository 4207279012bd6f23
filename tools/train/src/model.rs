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
use std::collections::HashMap;

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
    /// How the learning rate moves over the passes.
    pub schedule: Schedule,
}

/// How the learning rate moves over training.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum Schedule {
    /// `lr` throughout.
    #[default]
    Constant,
    /// From `lr` down a half cosine to 0 at the last step (Loshchilov and Hutter's SGDR
    /// without restarts): the late steps average out the batches' noise the constant
    /// rate keeps.
    Cosine,
}

impl Schedule {
    /// The learning rate at step `step` of `steps` (from 0), the base rate `lr`.
    pub fn rate(self, lr: f64, step: usize, steps: usize) -> f64 {
        match self {
            Schedule::Constant => lr,
            Schedule::Cosine => {
                let done = step as f64 / steps.max(1) as f64;
                lr * 0.5 * (1.0 + (std::f64::consts::PI * done.min(1.0)).cos())
            }
        }
    }
}

/// The losses of one pass: the value's cross-entropy over the seats, the policy's over the
/// legal places (both in nats a position), and what training lowers: the value's loss
/// weighted position by position ([`Positions::weight`]) plus the policy's.
#[derive(Clone, Copy, Debug, Default, serde::Serialize)]
pub struct Losses {
    /// The value head's.
    pub value: f64,
    /// The policy head's.
    pub policy: f64,
    /// The weighted value's plus the policy's.
    pub objective: f64,
}

/// One batch's losses as tensors (scalars): the value's mean, the value's weighted mean
/// and the policy's mean.
pub struct BatchLosses {
    /// The value head's cross-entropy, a position's mean.
    pub value: Tensor,
    /// The same, each position's times its weight.
    pub weighted_value: Tensor,
    /// The policy head's cross-entropy, a position's mean.
    pub policy: Tensor,
}

impl BatchLosses {
    /// What training lowers: the weighted value's loss plus the policy's.
    pub fn objective(&self) -> Result<Tensor> {
        &self.weighted_value + &self.policy
    }

    /// The three as numbers, times `n` (for sums over batches).
    fn scaled(&self, n: f64) -> Result<Losses> {
        let value = f64::from(self.value.to_scalar::<f32>()?) * n;
        let weighted = f64::from(self.weighted_value.to_scalar::<f32>()?) * n;
        let policy = f64::from(self.policy.to_scalar::<f32>()?) * n;
        Ok(Losses { value, policy, objective: weighted + policy })
    }
}

impl std::ops::AddAssign for Losses {
    fn add_assign(&mut self, o: Losses) {
        self.value += o.value;
        self.policy += o.policy;
        self.objective += o.objective;
    }
}

impl Losses {
    fn mean(self, n: usize) -> Losses {
        let n = n.max(1) as f64;
        Losses { value: self.value / n, policy: self.policy / n, objective: self.objective / n }
    }
}

/// The layers' names, in the order of [`Model::layers`] and of the weights file.
const LAYERS: [&str; 4] = ["trunk.0", "trunk.1", "value", "policy"];

impl Model {
    /// A model of fresh weights drawn from `seed` (uniform He initialisation; the biases 0).
    pub fn new(hidden: [usize; 2], seed: u64, device: &Device) -> Result<Model> {
        let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(seed);
        let shapes = [
            (LAYERS[0], hidden[0], FEATURES),
            (LAYERS[1], hidden[1], hidden[0]),
            (LAYERS[2], MAX_PLAYERS, hidden[1]),
            (LAYERS[3], ACTIONS, hidden[1]),
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

    /// The model of a weights file ([`crate::export::weights_file`]'s format), with the
    /// file's metadata (the command, seed and data digest that made it): each row's `i8`
    /// weights times its scale, the biases as written. Expert iteration's next generation
    /// starts from the last one so (`san-juan-train --init`).
    ///
    /// Errors: a file the game does not read as a network (not safetensors, a layer
    /// missing or of the wrong shape or type, another feature layout), as the game says it.
    pub fn from_weights_file(bytes: &[u8], device: &Device) -> Result<(Model, HashMap<String, String>)> {
        let msg = |e: String| candle_core::Error::Msg(e);
        // The game's own reading checks the layout, the layers' shapes and types.
        let network = san_juan::ai::net::Network::from_bytes(bytes).map_err(|e| msg(e.to_string()))?;
        let file = safetensors::SafeTensors::deserialize(bytes).map_err(|e| msg(e.to_string()))?;
        let floats = |b: &[u8]| b.chunks_exact(4).map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]])).collect::<Vec<f32>>();
        let mut layers = Vec::new();
        for name in LAYERS {
            let tensor = |part: &str| file.tensor(&format!("{name}.{part}")).map_err(|e| msg(format!("{name}.{part}: {e}")));
            let (weight, scale, bias) = (tensor("weight")?, floats(tensor("scale")?.data()), floats(tensor("bias")?.data()));
            let (rows, cols) = (scale.len(), weight.shape().get(1).copied().unwrap_or(0));
            let w: Vec<f32> = weight.data().iter().enumerate().map(|(i, &q)| f32::from(q as i8) * scale[i / cols]).collect();
            let weight = Var::from_tensor(&Tensor::from_vec(w, (rows, cols), device)?)?;
            let bias = Var::from_tensor(&Tensor::from_vec(bias, rows, device)?)?;
            layers.push((name.to_string(), weight, bias));
        }
        Ok((Model { layers }, network.metadata))
    }

    /// The trunk's two widths.
    pub fn hidden(&self) -> [usize; 2] {
        [self.layers[0].1.as_tensor().dims()[0], self.layers[1].1.as_tensor().dims()[0]]
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
    pub fn losses(&self, data: &Positions, batch: &[usize], device: &Device) -> Result<BatchLosses> {
        let b = batch.len();
        let weight: Vec<f32> = batch.iter().map(|&i| data.weight[i]).collect();
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
        // Each position's cross-entropy (a column of `b`).
        let cross_entropy = |logits: &Tensor, target: &Tensor| -> Result<Tensor> {
            (candle_nn::ops::log_softmax(logits, D::Minus1)? * target)?.sum(D::Minus1)?.neg()
        };
        let value = cross_entropy(&v, &value_target)?;
        let weighted_value = (&value * Tensor::from_vec(weight, b, device)?)?.mean_all()?;
        Ok(BatchLosses { value: value.mean_all()?, weighted_value, policy: cross_entropy(&p, &policy_target)?.mean_all()? })
    }

    /// The mean losses over all of `data`, without training.
    pub fn evaluate(&self, data: &Positions, device: &Device) -> Result<Losses> {
        let mut sum = Losses::default();
        let all: Vec<usize> = (0..data.len()).collect();
        for chunk in all.chunks(1024) {
            sum += self.losses(data, chunk, device)?.scaled(chunk.len() as f64)?;
        }
        Ok(sum.mean(data.len()))
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
        let batch_size = config.batch.max(1);
        let steps = config.epochs * train.len().div_ceil(batch_size);
        let mut step = 0;
        for epoch in 1..=config.epochs {
            order.shuffle(&mut rng);
            let mut sum = Losses::default();
            for batch in order.chunks(batch_size) {
                opt.set_learning_rate(config.schedule.rate(config.lr, step, steps));
                step += 1;
                let losses = self.losses(train, batch, device)?;
                opt.backward_step(&losses.objective()?)?;
                sum += losses.scaled(batch.len() as f64)?;
            }
            after_epoch(epoch, sum.mean(train.len()));
        }
        Ok(())
    }
}
