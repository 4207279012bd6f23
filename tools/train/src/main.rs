//! `san-juan-train`: trains the learned evaluation from folders of self-play chunks and
//! writes the weights file, with the held-out figures (docs/BOTS.md).
//!
//!   cargo run --release -p san-juan-train -- --data selfplay --out assets/net/evaluation.safetensors

use candle_core::Device;
use clap::Parser;
use san_juan::ai::net::{LAYOUT_VERSION, Network};
use san_juan_train::model::{Model, Schedule, TrainConfig};
use san_juan_train::{data, eval, export};
use std::collections::HashMap;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(name = "san-juan-train", about = "Trains San Juan's learned evaluation from self-play data")]
struct Args {
    /// Folders of self-play chunks (`san-juan selfplay --out`), read in this order.
    #[arg(long, required = true, num_args = 1..)]
    data: Vec<PathBuf>,
    /// The weights file to write.
    #[arg(long)]
    out: PathBuf,
    /// Read at most this many games of each folder.
    #[arg(long)]
    max_games: Option<u64>,
    /// The trunk's two widths, e.g. `128,64` (unless told: 128,64, or the `--init` file's).
    #[arg(long, conflicts_with = "init")]
    hidden: Option<String>,
    /// Start from this weights file instead of fresh weights (expert iteration: the next
    /// generation goes on from the last). Its weights before any pass count as epoch 0, kept
    /// if no pass validates better.
    #[arg(long)]
    init: Option<PathBuf>,
    /// Passes over the training positions.
    #[arg(long, default_value_t = 6)]
    epochs: usize,
    /// Positions a step.
    #[arg(long, default_value_t = 256)]
    batch: usize,
    /// AdamW's learning rate.
    #[arg(long, default_value_t = 1e-3)]
    lr: f64,
    /// How the learning rate moves over the passes: `constant`, or `cosine` (down a half
    /// cosine from `--lr` to 0 at the last step).
    #[arg(long, value_enum, default_value_t = Schedule::Constant)]
    schedule: Schedule,
    /// AdamW's weight decay.
    #[arg(long, default_value_t = 1e-4)]
    weight_decay: f64,
    /// The seed of the initial weights and of the order of the positions.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Held-out searched positions searched for the estimate beside the value (every
    /// N-th of them); 0 skips the estimate.
    #[arg(long, default_value_t = 40)]
    estimate_every: usize,
    /// The search's playouts a position for that estimate.
    #[arg(long, default_value_t = 1000)]
    playouts: u32,
    /// The value's loss counts this much beside the policy's (in the hard bot's games).
    #[arg(long, default_value_t = 1.0)]
    value_weight: f32,
    /// The value's loss counts this much in a named bot's games (`--named-positions`).
    #[arg(long, default_value_t = 1.0)]
    named_value_weight: f32,
    /// A named bot's positions (`--named-positions`) teach the policy the answer it played
    /// too: the policy's own games keep what it knew beside the probes (0 for
    /// `--named-value-weight` makes them teach the policy only).
    #[arg(long)]
    named_policy: bool,
    /// How far the value's targets move from the game's outcome to the search's estimate
    /// where the bot searched, 0 to 1.
    #[arg(long, default_value_t = 0.5)]
    search_value_share: f32,
    /// Positions taken from each game of a named bot (`san-juan selfplay --bot`), which
    /// teach the value (and with `--named-policy` the policy).
    #[arg(long, default_value_t = 8)]
    named_positions: usize,
    /// How far the value's targets move from the game's outcome to the search's estimate
    /// at a named bot's probed positions (`san-juan selfplay --bot … --probes`), 0 to 1.
    #[arg(long, default_value_t = 1.0)]
    probe_value_share: f32,
    /// The value's loss counts this much at a named bot's probed positions [default: the
    /// `--named-value-weight`].
    #[arg(long)]
    probe_value_weight: Option<f32>,
    /// The probes' searches teach the policy too (their visit shares), not the value only.
    #[arg(long)]
    probe_policy: bool,
    /// Also write the held-out figures here, as JSON.
    #[arg(long)]
    report: Option<PathBuf>,
}

impl Args {
    /// How the data is read, as the options say.
    fn load_config(&self) -> data::LoadConfig {
        data::LoadConfig {
            max_games: self.max_games,
            keep_every: self.estimate_every.max(1),
            search_share: self.search_value_share.clamp(0.0, 1.0),
            named_positions: self.named_positions,
            value_weight: self.value_weight,
            named_value_weight: self.named_value_weight,
            named_policy: self.named_policy,
            probe_share: self.probe_value_share.clamp(0.0, 1.0),
            probe_value_weight: self.probe_value_weight.unwrap_or(self.named_value_weight),
            probe_policy: self.probe_policy,
        }
    }

    /// How the model of trunk widths `hidden` is trained, as the options say.
    fn train_config(&self, hidden: [usize; 2]) -> TrainConfig {
        TrainConfig {
            hidden,
            epochs: self.epochs,
            batch: self.batch,
            lr: self.lr,
            weight_decay: self.weight_decay,
            seed: self.seed,
            schedule: self.schedule,
        }
    }
}

fn main() -> ExitCode {
    match run(Args::parse()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("san-juan-train: {e}");
            ExitCode::FAILURE
        }
    }
}

fn hidden_widths(text: &str) -> Result<[usize; 2], String> {
    let widths: Vec<usize> = text.split(',').filter_map(|w| w.trim().parse().ok()).filter(|&w| w > 0).collect();
    <[usize; 2]>::try_from(widths).map_err(|_| format!("--hidden {text:?}: two widths above 0, e.g. 128,64"))
}

/// Trains `model` (fresh, or from `--init`, then `from_init`) on `data` as `config` says
/// and returns the epoch whose validation loss (value and policy, weighted as trained)
/// was lowest, with its weights: the value overfits a few thousand games within a few
/// passes. A model from a file is its own epoch 0.
fn train_keeping_best(
    model: Model,
    from_init: bool,
    data: &data::Data,
    config: &TrainConfig,
    device: &Device,
    started: std::time::Instant,
) -> Result<(usize, Model), String> {
    let mut best: Option<(f64, usize, Model)> = None;
    if from_init {
        let held = model.evaluate(&data.validation, device).map_err(|e| e.to_string())?;
        eprintln!("epoch 0 (--init): validation {:.4} / {:.4}", held.value, held.policy);
        best = Some((held.objective, 0, model.copy().map_err(|e| e.to_string())?));
    }
    let mut failure = None;
    model
        .train(&data.train, config, device, |epoch, l| {
            let held = match model.evaluate(&data.validation, device) {
                Ok(h) => h,
                Err(e) => return failure = Some(e.to_string()),
            };
            eprintln!(
                "epoch {epoch}: training value {:.4}, policy {:.4}; validation {:.4} / {:.4} ({:.0} s)",
                l.value,
                l.policy,
                held.value,
                held.policy,
                started.elapsed().as_secs_f64()
            );
            if best.as_ref().is_none_or(|(b, _, _)| held.objective < *b) {
                match model.copy() {
                    Ok(m) => best = Some((held.objective, epoch, m)),
                    Err(e) => failure = Some(e.to_string()),
                }
            }
        })
        .map_err(|e| e.to_string())?;
    if let Some(e) = failure {
        return Err(e);
    }
    let (_, epoch, model) = best.ok_or("no epoch trained (--epochs 0?)")?;
    Ok((epoch, model))
}

fn run(args: Args) -> Result<(), String> {
    let device = Device::Cpu;
    // From `--init`: the file's model, and the data digest that names the generation it goes on from.
    let (model, init_digest) = match &args.init {
        Some(path) => {
            let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
            let (model, metadata) = Model::from_weights_file(&bytes, &device).map_err(|e| format!("{}: {e}", path.display()))?;
            (model, Some(metadata.get("data_sha256").cloned().unwrap_or_default()))
        }
        None => {
            let hidden = hidden_widths(args.hidden.as_deref().unwrap_or("128,64"))?;
            (Model::new(hidden, args.seed, &device).map_err(|e| e.to_string())?, None)
        }
    };
    let hidden = model.hidden();
    let dirs: Vec<&std::path::Path> = args.data.iter().map(PathBuf::as_path).collect();
    let started = std::time::Instant::now();
    let data = data::load(&dirs, args.load_config()).map_err(|e| e.to_string())?;
    eprintln!(
        "{} games: {} training positions, {} to validate, {} held out ({:.0} s)",
        data.games,
        data.train.len(),
        data.validation.len(),
        data.holdout.len(),
        started.elapsed().as_secs_f64()
    );
    let config = args.train_config(hidden);
    let (best_epoch, model) = train_keeping_best(model, init_digest.is_some(), &data, &config, &device, started)?;
    eprintln!("kept epoch {best_epoch}");
    let command: Vec<String> = std::env::args().collect();
    let mut metadata = HashMap::from([
        ("layout".to_string(), LAYOUT_VERSION.to_string()),
        ("command".to_string(), command.join(" ")),
        ("seed".to_string(), args.seed.to_string()),
        ("data_sha256".to_string(), data.digest.clone()),
        ("games".to_string(), data.games.to_string()),
        ("positions".to_string(), data.train.len().to_string()),
        ("hidden".to_string(), format!("{},{}", hidden[0], hidden[1])),
        ("epochs".to_string(), args.epochs.to_string()),
        ("epoch_kept".to_string(), best_epoch.to_string()),
    ]);
    if let Some(digest) = init_digest {
        metadata.insert("init_data_sha256".to_string(), digest);
    }
    let bytes = export::weights_file(&model, metadata).map_err(|e| e.to_string())?;
    if let Some(dir) = args.out.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    std::fs::write(&args.out, &bytes).map_err(|e| format!("{}: {e}", args.out.display()))?;
    let net = Network::from_bytes(&bytes).map_err(|e| e.to_string())?;
    let mut report = eval::measure(&net, &data.holdout);
    eval::measure_probes(&net, &data.probe_holdout, &mut report);
    if args.estimate_every > 0 {
        eval::search_estimate(&net, &data.kept, args.playouts, &mut report);
    }
    let json = serde_json::to_string_pretty(&report).expect("a report serializes");
    println!("{json}");
    if let Some(path) = &args.report {
        std::fs::write(path, &json).map_err(|e| format!("{}: {e}", path.display()))?;
    }
    eprintln!("wrote {} ({} bytes) in {:.0} s", args.out.display(), bytes.len(), started.elapsed().as_secs_f64());
    Ok(())
}
