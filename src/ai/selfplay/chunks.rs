//! Self-play data on disk: a folder of chunks, each a file of one game a line, so a long
//! run can stop at any time and go on later from the chunks it has not finished.
//!
//! The folder's `plan.json` names what its games are (first seed, games a chunk, the
//! search budget, the option mix); chunk `k` holds the games seeded `seed + k × games`
//! in order, in `chunk-KKKKK.jsonl`, written whole (to a temporary name, then renamed),
//! so a chunk file is either complete or absent.

use super::{OptionMix, Probes, SelfPlayError, SelfPlayGame, mixed_options, play, play_named};
use serde::{Deserialize, Serialize};
use std::fs;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// What a folder of self-play chunks holds: the same plan always plays the same games.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Plan {
    /// The seed of chunk 0's first game.
    pub seed: u64,
    /// Games in each chunk.
    pub games_per_chunk: u64,
    /// The hard bots' search budget, in iterations a decision (with `bot`, the probes'
    /// budget, 0 without them).
    pub iterations: u32,
    /// The rule sets and table sizes drawn from.
    pub mix: OptionMix,
    /// The bot in every seat by name, in place of the hard bot (`policy:0.2`:
    /// [`super::play_named`]); none in a plan of the hard bot's games.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bot: Option<String>,
    /// How the network built in guides the hard bots' searches (a `learned:N` name's
    /// tail, e.g. `:v0.3`: [`super::play`]); none for unguided searches.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub guide: Option<String>,
    /// The weights built in ([`super::weights_built_in`]), with `guide` or `bot`: the games
    /// of a guided search or of a bot from the network depend on them. (Plans written
    /// before 2026-11-30 name them with `guide` only.)
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub weights: Option<String>,
    /// With `bot`: positions of each game searched by the hard bot for the value's
    /// targets, of `iterations` each ([`super::Probes`]); 0 for none.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub probes: usize,
}

impl Plan {
    /// The plan of a `san-juan selfplay` run: `iterations` a hard bot's decision, or with
    /// `bot` (a [`crate::ai::make_bot`] name in every seat) the `probes`' budget (0 without
    /// probes); `guide`, a `learned:N` name's tail, guides the hard bots' searches. The
    /// weights built in are named whenever the games depend on them (`guide` or `bot`:
    /// Medium and `policy:T` are the network), so that a folder is never continued with
    /// other weights.
    ///
    /// Errors: [`SelfPlayError::Bad`] for a `bot` no bot has, a `guide` that does not
    /// read, or weights built in that do not.
    pub fn new(
        seed: u64,
        games_per_chunk: u64,
        iterations: u32,
        mix: OptionMix,
        bot: Option<String>,
        guide: Option<String>,
        probes: usize,
    ) -> Result<Plan, SelfPlayError> {
        if let Some(name) = &bot {
            crate::ai::make_bot(name, 0).map_err(|e| SelfPlayError::Bad(e.to_string()))?;
        }
        if let Some(tail) = &guide {
            super::guided_by(tail)?;
        }
        let weights = if guide.is_some() || bot.is_some() { Some(super::weights_built_in()?) } else { None };
        let iterations = if bot.is_some() && probes == 0 { 0 } else { iterations.max(1) };
        Ok(Plan { seed, games_per_chunk: games_per_chunk.max(1), iterations, mix, bot, guide, weights, probes })
    }
}

fn is_zero(n: &usize) -> bool {
    *n == 0
}

/// How one chunk went.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ChunkReport {
    /// Games kept.
    pub games: u64,
    /// Games given up as stalled (not kept).
    pub stalled: u64,
    /// Positions of the games kept (decisions with more than one answer).
    pub positions: u64,
}

/// The file of chunk `k` in `dir`.
pub fn chunk_path(dir: &Path, k: u64) -> PathBuf {
    dir.join(format!("chunk-{k:05}.jsonl"))
}

/// Makes `dir` a folder of `plan`'s chunks (writing `plan.json`), or checks that it is
/// one already.
///
/// Errors: [`SelfPlayError::Bad`] when the folder cannot be written, or holds the chunks
/// of another plan (whose games would not be those of this one).
pub fn open(dir: &Path, plan: &Plan) -> Result<(), SelfPlayError> {
    let io = |e: std::io::Error| SelfPlayError::Bad(format!("{}: {e}", dir.display()));
    fs::create_dir_all(dir).map_err(io)?;
    let file = dir.join("plan.json");
    match fs::read_to_string(&file) {
        Ok(text) => {
            let theirs: Plan =
                serde_json::from_str(&text).map_err(|e| SelfPlayError::Bad(format!("{}: not a self-play plan: {e}", file.display())))?;
            if &theirs != plan {
                return Err(SelfPlayError::Bad(format!(
                    "{} holds the chunks of another plan ({theirs:?}); choose another folder",
                    dir.display()
                )));
            }
            Ok(())
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            fs::write(&file, serde_json::to_string_pretty(plan).expect("a plan serializes")).map_err(io)
        }
        Err(e) => Err(io(e)),
    }
}

/// Plays chunk `k` of `plan` into `dir` on `threads` threads, calling `each` after every
/// game (from the thread that played it), unless its file is there already (then
/// `Ok(None)`).
///
/// Errors: [`SelfPlayError::Bad`] when a game cannot start or the file cannot be written.
pub fn play_chunk(
    dir: &Path,
    plan: &Plan,
    k: u64,
    threads: usize,
    each: &(dyn Fn(&SelfPlayGame) + Sync),
) -> Result<Option<ChunkReport>, SelfPlayError> {
    let path = chunk_path(dir, k);
    if path.exists() {
        return Ok(None);
    }
    let first = plan.seed.wrapping_add(k.wrapping_mul(plan.games_per_chunk));
    let results: Mutex<Vec<(u64, Result<SelfPlayGame, SelfPlayError>)>> = Mutex::new(Vec::new());
    let threads = threads.max(1) as u64;
    std::thread::scope(|scope| {
        for t in 0..threads {
            let results = &results;
            scope.spawn(move || {
                for i in (t..plan.games_per_chunk).step_by(threads as usize) {
                    let seed = first.wrapping_add(i);
                    let game = mixed_options(&plan.mix, seed)
                        .ok_or_else(|| SelfPlayError::Bad("the option mix names no table size of 2 to 8".to_string()))
                        .and_then(|options| match &plan.bot {
                            Some(bot) => play_named(options, seed, bot, Probes { positions: plan.probes, iterations: plan.iterations }),
                            None => play(options, seed, plan.iterations, plan.guide.as_deref()),
                        });
                    if let Ok(g) = &game {
                        each(g);
                    }
                    results.lock().expect("no thread panicked").push((i, game));
                }
            });
        }
    });
    let mut results = results.into_inner().expect("no thread panicked");
    results.sort_by_key(|(i, _)| *i);
    let mut report = ChunkReport::default();
    let mut text = String::new();
    for (_, game) in results {
        match game {
            Ok(g) => {
                g.positions(|_| report.positions += 1)?;
                report.games += 1;
                text.push_str(&g.to_json());
                text.push('\n');
            }
            Err(SelfPlayError::Stalled { .. }) => report.stalled += 1,
            Err(e) => return Err(e),
        }
    }
    let io = |e: std::io::Error| SelfPlayError::Bad(format!("{}: {e}", path.display()));
    let partial = path.with_extension("jsonl.partial");
    fs::write(&partial, text).map_err(io)?;
    fs::rename(&partial, &path).map_err(io)?;
    Ok(Some(report))
}

/// Every game of every chunk file in `dir`, chunk by chunk, passed to `each`; returns
/// the games read.
///
/// Errors: [`SelfPlayError::Bad`] for a folder or line that cannot be read, naming the
/// file and line.
pub fn read_games(dir: &Path, mut each: impl FnMut(SelfPlayGame) -> Result<(), SelfPlayError>) -> Result<u64, SelfPlayError> {
    let io = |e: std::io::Error| SelfPlayError::Bad(format!("{}: {e}", dir.display()));
    let mut files: Vec<PathBuf> = fs::read_dir(dir)
        .map_err(io)?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.file_name().and_then(|n| n.to_str()).is_some_and(|n| n.starts_with("chunk-") && n.ends_with(".jsonl")))
        .collect();
    files.sort();
    let mut games = 0;
    for file in files {
        let reader = BufReader::new(fs::File::open(&file).map_err(io)?);
        for (n, line) in reader.lines().enumerate() {
            let line = line.map_err(io)?;
            let game = SelfPlayGame::from_json(&line).map_err(|e| SelfPlayError::Bad(format!("{}:{}: {e}", file.display(), n + 1)))?;
            each(game)?;
            games += 1;
        }
    }
    Ok(games)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chunks_resume_and_refuse_another_plan() {
        let dir = std::env::temp_dir().join(format!("san-juan-selfplay-test-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        let plan = Plan {
            seed: 10,
            games_per_chunk: 2,
            iterations: 8,
            mix: OptionMix::only_players(&[2]),
            bot: None,
            guide: None,
            weights: None,
            probes: 0,
        };
        open(&dir, &plan).unwrap();
        let played = std::sync::atomic::AtomicU64::new(0);
        let count = |_: &SelfPlayGame| {
            played.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        };
        let report = play_chunk(&dir, &plan, 1, 2, &count).unwrap().unwrap();
        assert_eq!(report.games + report.stalled, 2);
        assert_eq!(play_chunk(&dir, &plan, 1, 2, &count).unwrap(), None, "a chunk on disk is not played again");
        assert_eq!(played.load(std::sync::atomic::Ordering::Relaxed), 2);
        let mut seeds = Vec::new();
        read_games(&dir, |g| {
            seeds.push(g.record.seed);
            Ok(())
        })
        .unwrap();
        assert_eq!(seeds, vec![12, 13]);
        open(&dir, &plan).unwrap();
        assert!(open(&dir, &Plan { iterations: 9, ..plan.clone() }).is_err());
        assert!(open(&dir, &Plan { bot: Some("policy".to_string()), ..plan.clone() }).is_err());
        assert!(open(&dir, &Plan { guide: Some(":v0.3".to_string()), weights: Some("data x".to_string()), ..plan.clone() }).is_err());
        assert!(open(&dir, &Plan { bot: Some("policy".to_string()), probes: 2, ..plan }).is_err());
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_plan_names_the_weights_its_games_depend_on() {
        let plan = |bot: Option<&str>, guide: Option<&str>, probes| {
            Plan::new(1, 0, 50, OptionMix::default(), bot.map(str::to_string), guide.map(str::to_string), probes)
        };
        let hard = plan(None, None, 0).unwrap();
        assert_eq!((hard.weights, hard.iterations, hard.games_per_chunk), (None, 50, 1));
        let weights = Some(super::super::weights_built_in().unwrap());
        assert_eq!(plan(None, Some(":v0.3"), 0).unwrap().weights, weights);
        let policy = plan(Some("policy:0.2"), None, 0).unwrap();
        assert_eq!((policy.weights, policy.iterations), (weights.clone(), 0));
        assert_eq!(plan(Some("policy:0.2"), None, 2).unwrap().iterations, 50);
        assert!(plan(Some("nobody"), None, 0).is_err());
        assert!(plan(None, Some(":x1"), 0).is_err());
    }
}
