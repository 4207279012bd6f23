//! The learned evaluation: a small network read from a weights file, scoring one seat's
//! view of a game ([`features`]) with each seat's chance to win (the value) and a prior
//! over the decision's answers (the policy), trained by self-play (docs/BOTS.md, "The
//! learned evaluation"; the training: `tools/train`).
//!
//! The network is a trunk of two dense layers with ReLU, then two heads: the value, one
//! logit per seat in turn order from the viewer (a softmax over the seats in the game
//! gives each seat's share of the win), and the policy, one logit per place of
//! [`actions::ACTIONS`] (a softmax over the legal answers' places gives the prior).
//!
//! The forward pass is our own (it is the bot): plain loops over `f32`, the same on every
//! machine, and nothing allocated per call once an [`Evaluator`] is made. The layers of
//! the trunk and the value run over the inputs that are not zero (most features are: the
//! seats not in the game, the cards not held; about half of a layer after ReLU).
//!
//! The weights file is safetensors: per layer `NAME.weight` as `i8` (rows of outputs),
//! `NAME.scale` (`f32`, one per row: a weight is its `i8` times its row's scale) and
//! `NAME.bias` (`f32`), for the layers `trunk.0`, `trunk.1`, `value` and `policy`; its
//! metadata names the command, seed and data that made it. The file in the repository is
//! built in as its tensors (build.rs: [`Network::built_in`]); other files are read with
//! the safetensors crate ([`Network::from_bytes`], native only).

pub mod actions;
pub mod features;

use crate::rules::{Action, MAX_PLAYERS};
use features::FEATURES;
use std::collections::HashMap;
use std::fmt;

/// The version of the feature layout and the action places a weights file was trained
/// for: a file of another version is refused ([`NetError`]).
pub const LAYOUT_VERSION: &str = "1";

/// Why a weights file could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NetError(pub String);

impl fmt::Display for NetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "weights file: {}", self.0)
    }
}

impl std::error::Error for NetError {}

/// One dense layer, its weights dequantized: `outputs × inputs`, row by row.
#[derive(Clone, Debug)]
struct Dense {
    inputs: usize,
    outputs: usize,
    weight: Vec<f32>,
    bias: Vec<f32>,
}

/// One tensor of a weights file: its element type (`"I8"`, `"F32"`, as safetensors names
/// them), its shape and its little-endian bytes.
#[derive(Clone, Copy, Debug)]
pub struct Tensor<'a> {
    /// The element type: `"I8"` or `"F32"`.
    pub dtype: &'a str,
    /// Its dimensions, outermost first (a layer's weights: rows of outputs × inputs).
    pub shape: &'a [usize],
    /// The elements, little-endian, row by row.
    pub data: &'a [u8],
}

impl Dense {
    fn read<'a>(
        tensors: &impl Fn(&str) -> Option<Tensor<'a>>,
        name: &str,
        inputs: Option<usize>,
        outputs: Option<usize>,
    ) -> Result<Dense, NetError> {
        let tensor = |part: &str| tensors(&format!("{name}.{part}")).ok_or_else(|| NetError(format!("no tensor {name}.{part}")));
        let (w, scale, bias) = (tensor("weight")?, tensor("scale")?, tensor("bias")?);
        let [rows, cols] = w.shape else { return Err(NetError(format!("{name}.weight is not a matrix"))) };
        let (rows, cols) = (*rows, *cols);
        if inputs.is_some_and(|n| n != cols) || outputs.is_some_and(|n| n != rows) {
            return Err(NetError(format!("{name}.weight is {rows}×{cols}, not {outputs:?}×{inputs:?}")));
        }
        if w.dtype != "I8" || scale.dtype != "F32" || bias.dtype != "F32" {
            return Err(NetError(format!("{name}: the weights must be i8, the scales and biases f32")));
        }
        if w.data.len() != rows * cols {
            return Err(NetError(format!("{name}.weight: {} bytes for {rows}×{cols}", w.data.len())));
        }
        let floats = |bytes: &[u8]| bytes.chunks_exact(4).map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]])).collect::<Vec<f32>>();
        let (scale, bias) = (floats(scale.data), floats(bias.data));
        if scale.len() != rows || bias.len() != rows {
            return Err(NetError(format!("{name}: {rows} rows, but {} scales and {} biases", scale.len(), bias.len())));
        }
        let weight = w.data.iter().enumerate().map(|(i, &q)| f32::from(q as i8) * scale[i / cols]).collect();
        Ok(Dense { inputs: cols, outputs: rows, weight, bias })
    }
}

/// A dense layer stored by input (`inputs × outputs`): an input adds its weights to every
/// output at once, a loop the compiler vectorizes (a row's dot product, summed in order,
/// it cannot), and an input that is zero (most of the features, about half of a layer
/// after ReLU) costs nothing.
#[derive(Clone, Debug)]
struct ByInput {
    outputs: usize,
    weight: Vec<f32>,
    bias: Vec<f32>,
}

impl ByInput {
    fn of(dense: Dense) -> ByInput {
        let mut weight = vec![0.0; dense.inputs * dense.outputs];
        for (o, row) in dense.weight.chunks_exact(dense.inputs).enumerate() {
            for (i, &w) in row.iter().enumerate() {
                weight[i * dense.outputs + o] = w;
            }
        }
        ByInput { outputs: dense.outputs, weight, bias: dense.bias }
    }

    /// `out = bias + weight · x`.
    fn apply(&self, x: &[f32], out: &mut [f32]) {
        out.copy_from_slice(&self.bias);
        for (&x, column) in x.iter().zip(self.weight.chunks_exact(self.outputs)) {
            if x != 0.0 {
                for (o, w) in out.iter_mut().zip(column) {
                    *o += w * x;
                }
            }
        }
    }
}

/// A trained network (see the module docs). Read once, shared by every bot that uses it.
#[derive(Clone, Debug)]
pub struct Network {
    first: ByInput,
    second: ByInput,
    value: ByInput,
    /// By output, as it is read: one row's logit per legal answer.
    policy: Dense,
    /// The file's metadata: the command, seed and data digest that made it, and more.
    pub metadata: HashMap<String, String>,
}

impl Network {
    /// Reads a weights file (see the module docs) with the safetensors crate.
    ///
    /// Errors: [`NetError`] for a file that is not safetensors, lacks a layer, has a layer
    /// of the wrong shape or type, or was trained for another [`LAYOUT_VERSION`].
    #[cfg(not(target_arch = "wasm32"))]
    pub fn from_bytes(bytes: &[u8]) -> Result<Network, NetError> {
        use safetensors::SafeTensors;
        let (_, meta) = SafeTensors::read_metadata(bytes).map_err(|e| NetError(e.to_string()))?;
        let metadata: HashMap<String, String> = meta.metadata().clone().unwrap_or_default().into_iter().collect();
        let file = SafeTensors::deserialize(bytes).map_err(|e| NetError(e.to_string()))?;
        let views: HashMap<String, (String, Vec<usize>, &[u8])> = file
            .tensors()
            .into_iter()
            .map(|(name, view)| (name, (format!("{:?}", view.dtype()), view.shape().to_vec(), view.data())))
            .collect();
        Network::from_tensors(metadata, |name| views.get(name).map(|(dtype, shape, data)| Tensor { dtype, shape, data }))
    }

    /// The network of the weights file in the repository, built into the program as its
    /// tensors and metadata (build.rs), so that no JSON is read for it.
    ///
    /// Errors: [`NetError`] as [`Network::from_bytes`] (the tensors are checked alike).
    pub fn built_in() -> Result<Network, NetError> {
        mod built_in {
            include!(concat!(env!("OUT_DIR"), "/net_built_in.rs"));
        }
        let metadata = built_in::BUILT_IN_METADATA.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        Network::from_tensors(metadata, |name| {
            built_in::BUILT_IN_TENSORS.iter().find(|t| t.0 == name).map(|&(_, dtype, shape, data)| Tensor { dtype, shape, data })
        })
    }

    /// The network of `tensors` (by name) and `metadata`.
    ///
    /// Errors: [`NetError`] for a missing layer, a layer of the wrong shape or type, or
    /// weights trained for another [`LAYOUT_VERSION`].
    pub fn from_tensors<'a>(metadata: HashMap<String, String>, tensors: impl Fn(&str) -> Option<Tensor<'a>>) -> Result<Network, NetError> {
        let layout = metadata.get("layout").map_or("none", String::as_str);
        if layout != LAYOUT_VERSION {
            return Err(NetError(format!("trained for the feature layout {layout}, not {LAYOUT_VERSION}")));
        }
        let first = Dense::read(&tensors, "trunk.0", Some(FEATURES), None)?;
        let second = Dense::read(&tensors, "trunk.1", Some(first.outputs), None)?;
        let value = Dense::read(&tensors, "value", Some(second.outputs), Some(MAX_PLAYERS))?;
        let policy = Dense::read(&tensors, "policy", Some(second.outputs), Some(actions::ACTIONS))?;
        let [first, second, value] = [first, second, value].map(ByInput::of);
        Ok(Network { first, second, value, policy, metadata })
    }

    /// The trunk's two layers: the hidden state the heads read, in `e.hidden`.
    fn trunk(&self, e: &mut Evaluator) {
        self.first.apply(&e.features[..], &mut e.first);
        relu(&mut e.first);
        self.second.apply(&e.first, &mut e.hidden);
        relu(&mut e.hidden);
    }
}

fn relu(xs: &mut [f32]) {
    for x in xs {
        *x = x.max(0.0);
    }
}

/// A softmax of `logits` in place.
fn softmax(logits: &mut [f32]) {
    let max = logits.iter().copied().fold(f32::MIN, f32::max);
    let mut sum = 0.0;
    for x in logits.iter_mut() {
        *x = (*x - max).exp();
        sum += *x;
    }
    for x in logits.iter_mut() {
        *x /= sum;
    }
}

/// Evaluates positions with a [`Network`]: the buffers of one forward pass, made once and
/// reused, so a call allocates nothing. Fill [`Evaluator::features`] (with
/// [`features::encode_observation`] or [`features::encode_state`]), then ask.
#[derive(Clone, Debug)]
pub struct Evaluator {
    /// The input: the features of the position to evaluate.
    pub features: Box<[f32; FEATURES]>,
    first: Vec<f32>,
    hidden: Vec<f32>,
    seats: [f32; MAX_PLAYERS],
}

impl Evaluator {
    /// Buffers for `net`'s forward pass.
    pub fn new(net: &Network) -> Evaluator {
        Evaluator {
            features: Box::new([0.0; FEATURES]),
            first: vec![0.0; net.first.outputs],
            hidden: vec![0.0; net.second.outputs],
            seats: [0.0; MAX_PLAYERS],
        }
    }

    /// Runs the trunk on [`Evaluator::features`]; then [`Evaluator::value`] and
    /// [`Evaluator::policy`] read its result (each as often as wanted).
    pub fn run(&mut self, net: &Network) {
        net.trunk(self);
    }

    /// The value after [`Evaluator::run`]: each seat's share of the win (0 to 1, summing to
    /// 1 over the `players` seats), in turn order from the viewer (the viewer first).
    pub fn value(&mut self, net: &Network, players: u8) -> &[f32] {
        let n = usize::from(players).clamp(1, MAX_PLAYERS);
        net.value.apply(&self.hidden, &mut self.seats);
        softmax(&mut self.seats[..n]);
        &self.seats[..n]
    }

    /// The policy after [`Evaluator::run`]: a prior over `legal` (the decision's answers),
    /// written into `out` in `legal`'s order (0 to 1, summing to 1; `out` is cleared
    /// first, and keeps its room for the next call).
    pub fn policy(&self, net: &Network, legal: &[Action], out: &mut Vec<f32>) {
        out.clear();
        out.extend(legal.iter().map(|&a| self.place_logit(net, actions::index(a))));
        if !out.is_empty() {
            softmax(out);
        }
    }

    /// The policy's logit of the action place `place` (below [`actions::ACTIONS`]) after
    /// [`Evaluator::run`].
    pub fn place_logit(&self, net: &Network, place: usize) -> f32 {
        let h = net.policy.inputs;
        let row = &net.policy.weight[place * h..(place + 1) * h];
        net.policy.bias[place] + row.iter().zip(&self.hidden).map(|(w, x)| w * x).sum::<f32>()
    }
}

/// A network of random weights in the file format (for tests that need one: the weights
/// mean nothing). `hidden` is the two trunk layers' widths.
#[cfg(test)]
pub(crate) fn random_weights_file(seed: u64, hidden: [usize; 2], layout: &str) -> Vec<u8> {
    use rand::{RngExt, SeedableRng};
    use safetensors::{Dtype, tensor::TensorView};
    let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(seed);
    let shapes = [
        ("trunk.0", hidden[0], FEATURES),
        ("trunk.1", hidden[1], hidden[0]),
        ("value", MAX_PLAYERS, hidden[1]),
        ("policy", actions::ACTIONS, hidden[1]),
    ];
    let mut data: Vec<(String, Vec<usize>, Dtype, Vec<u8>)> = Vec::new();
    for (name, rows, cols) in shapes {
        let w: Vec<u8> = (0..rows * cols).map(|_| rng.random_range(-127i8..=127) as u8).collect();
        let scale: Vec<u8> = (0..rows).flat_map(|_| (1.0f32 / 127.0 / (cols as f32).sqrt()).to_le_bytes()).collect();
        let bias: Vec<u8> = (0..rows).flat_map(|_| rng.random_range(-0.1f32..0.1).to_le_bytes()).collect();
        data.push((format!("{name}.weight"), vec![rows, cols], Dtype::I8, w));
        data.push((format!("{name}.scale"), vec![rows], Dtype::F32, scale));
        data.push((format!("{name}.bias"), vec![rows], Dtype::F32, bias));
    }
    let views: Vec<(String, TensorView)> =
        data.iter().map(|(n, shape, dtype, bytes)| (n.clone(), TensorView::new(*dtype, shape.clone(), bytes).expect("a tensor"))).collect();
    let metadata = std::iter::once(("layout".to_string(), layout.to_string())).collect();
    safetensors::serialize(views, Some(metadata)).expect("serializes")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{GameState, Options};

    #[test]
    fn a_network_reads_and_its_value_and_policy_are_distributions() {
        let net = Network::from_bytes(&random_weights_file(1, [32, 16], LAYOUT_VERSION)).unwrap();
        let mut e = Evaluator::new(&net);
        let state = GameState::new(Options { players: 3, ..Options::default() }, 4).unwrap();
        let seat = state.to_move().unwrap();
        features::encode_state(&state, seat, &mut e.features);
        e.run(&net);
        let value = e.value(&net, 3).to_vec();
        assert_eq!(value.len(), 3);
        assert!((value.iter().sum::<f32>() - 1.0).abs() < 1e-5);
        let legal = state.legal_actions();
        let mut prior = Vec::new();
        e.policy(&net, &legal, &mut prior);
        assert_eq!(prior.len(), legal.len());
        assert!((prior.iter().sum::<f32>() - 1.0).abs() < 1e-5);
        // The same again: nothing carried over from the first call.
        e.run(&net);
        assert_eq!(e.value(&net, 3), &value[..]);
    }

    #[test]
    fn a_damaged_or_foreign_file_is_an_error() {
        let good = random_weights_file(1, [8, 8], LAYOUT_VERSION);
        assert!(Network::from_bytes(&good[..good.len() / 2]).is_err());
        assert!(Network::from_bytes(b"not a weights file").is_err());
        assert!(Network::from_bytes(&random_weights_file(1, [8, 8], "0")).unwrap_err().0.contains("layout"));
    }
}
