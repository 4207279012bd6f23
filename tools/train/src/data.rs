//! Self-play games turned into training positions: each position's features (the seat
//! to move's view, `ai::net::features`), the targets of its value (each seat's share of
//! the win, in turn order from the mover) and of its policy (the search's visit shares
//! over the answers' places where the bot searched, else the answer played; in a game of
//! a named bot such as the policy, none unless told: it teaches the value), and the
//! places of its legal answers.

use san_juan::ai::net::actions::{ACTIONS, index};
use san_juan::ai::net::features::{FEATURES, encode_observation};
use san_juan::ai::selfplay::chunks::read_games;
use san_juan::ai::selfplay::{Position, SelfPlayError, SelfPlayGame, spread};
use san_juan::rules::{MAX_PLAYERS, Observation};
use sha2::{Digest, Sha256};
use std::path::Path;

/// Positions, column by column (position `i` of each).
#[derive(Default)]
pub struct Positions {
    /// `len × FEATURES` features.
    pub features: Vec<f32>,
    /// Players at the table.
    pub players: Vec<u8>,
    /// Each seat's share of the win, in turn order from the mover (`MAX_PLAYERS` each).
    pub value: Vec<[f32; MAX_PLAYERS]>,
    /// Where position `i`'s legal places start in `places` and `targets` (and `i + 1`'s).
    pub starts: Vec<u32>,
    /// The legal answers' places (each once: a crane's builds of one building share one).
    pub places: Vec<u16>,
    /// The policy's target on each place (summing to 1 for a position; all 0 for a
    /// position of a named bot's game, which teaches the value only).
    pub targets: Vec<f32>,
    /// Whether the policy's target is a search's visit shares (else the answer played).
    pub searched: Vec<bool>,
    /// How much the position's value loss counts beside its policy's.
    pub weight: Vec<f32>,
    /// The game's seed.
    pub seed: Vec<u64>,
}

impl Positions {
    /// The number of positions.
    pub fn len(&self) -> usize {
        self.players.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.players.is_empty()
    }

    /// Position `i`'s legal places and policy targets.
    pub fn policy(&self, i: usize) -> (&[u16], &[f32]) {
        let (a, b) = (self.starts[i] as usize, self.starts[i + 1] as usize);
        (&self.places[a..b], &self.targets[a..b])
    }

    /// Position `i`'s features.
    pub fn features_of(&self, i: usize) -> &[f32] {
        &self.features[i * FEATURES..(i + 1) * FEATURES]
    }

    /// Adds `p` of `game`: the value's target moved `search_share` of the way to the
    /// search's estimate, its loss weighed `weight`; with `policy`, the search's visit
    /// shares (or else the answer played) as the policy's target, else none.
    fn push(&mut self, game: &SelfPlayGame, p: &Position, search_share: f32, weight: f32, policy: bool) {
        if self.starts.is_empty() {
            self.starts.push(0);
        }
        let mut x = [0.0; FEATURES];
        encode_observation(&p.observation, &mut x);
        self.features.extend_from_slice(&x);
        let n = usize::from(game.record.options.players);
        let mut value = [0.0; MAX_PLAYERS];
        for (k, v) in value.iter_mut().enumerate().take(n) {
            *v = game.win_share[(usize::from(p.observation.seat) + k) % n];
        }
        if let Some(q) = p.search_value {
            blend_search_value(&mut value[..n], q, search_share);
        }
        self.value.push(value);
        self.players.push(game.record.options.players);
        let mut shares = [0.0f32; ACTIONS];
        match &p.visits {
            _ if !policy => {}
            Some(visits) => {
                let total: u32 = visits.iter().sum();
                for (a, v) in p.legal.iter().zip(visits) {
                    shares[index(*a)] += *v as f32 / total.max(1) as f32;
                }
            }
            None => shares[index(p.played)] = 1.0,
        }
        let mut places: Vec<u16> = p.legal.iter().map(|&a| index(a) as u16).collect();
        places.sort_unstable();
        places.dedup();
        for place in places {
            self.places.push(place);
            self.targets.push(shares[usize::from(place)]);
        }
        self.starts.push(self.places.len() as u32);
        self.searched.push(p.visits.is_some());
        self.weight.push(weight);
        self.seed.push(game.record.seed);
    }
}

/// Moves the mover's share of the win in `value` (the game's outcome, the mover first)
/// `share` of the way to the search's estimate `q`, the others' shares scaled to the rest
/// (alike when the outcome gave them nothing): an estimate of the position itself, less
/// noisy than one game's end.
pub fn blend_search_value(value: &mut [f32], q: f32, share: f32) {
    let mine = (1.0 - share) * value[0] + share * q;
    let others: f32 = value[1..].iter().sum();
    let n = value.len().saturating_sub(1).max(1) as f32;
    for v in &mut value[1..] {
        *v = if others > 0.0 { *v / others * (1.0 - mine) } else { (1.0 - mine) / n };
    }
    value[0] = mine;
}

/// A position kept whole for the evaluation that searches it (the 1,000-playout
/// estimate): the mover's observation and his share of the win.
pub struct KeptPosition {
    /// The mover's observation.
    pub observation: Observation,
    /// The mover's share of the win at the game's end.
    pub outcome: f32,
}

/// The data: the training positions, the validation ones (the games whose seed ends in 5:
/// a tenth, which choose the epoch kept), the held-out ones (the games whose seed ends in
/// 0: a tenth, never trained on nor chosen by), and some held-out searched positions kept
/// whole.
#[derive(Default)]
pub struct Data {
    /// Positions trained on.
    pub train: Positions,
    /// Positions of the validation games.
    pub validation: Positions,
    /// Positions of the held-out games (their value targets are the outcome alone).
    pub holdout: Positions,
    /// Every `keep_every`-th searched position of the held-out games, whole.
    pub kept: Vec<KeptPosition>,
    /// The probed positions of a named bot's held-out games, the mover's value target the
    /// search's estimate alone: how near the value comes to a search of the same position.
    pub probe_holdout: Positions,
    /// Games read.
    pub games: u64,
    /// SHA-256 of the games read, each as its line of a chunk file (in the order read),
    /// hex: the chunk files' bytes when whole folders are read.
    pub digest: String,
}

/// Whether the game seeded `seed` is held out.
pub fn held_out(seed: u64) -> bool {
    seed.is_multiple_of(10)
}

/// How [`load`] reads the data.
#[derive(Clone, Copy, Debug)]
pub struct LoadConfig {
    /// Read at most this many games of each folder, if given.
    pub max_games: Option<u64>,
    /// Keep every this-th searched held-out position whole.
    pub keep_every: usize,
    /// How far the value's targets of the training and validation positions move from
    /// the outcome to the search's estimate where the bot searched
    /// ([`blend_search_value`]), 0 to 1.
    pub search_share: f32,
    /// How much the value's loss counts beside the policy's in the hard bot's games
    /// (whose positions share one outcome a game, and are few games).
    pub value_weight: f32,
    /// The same at a named bot's positions (`named_positions` of each game).
    pub named_value_weight: f32,
    /// Whether those positions teach the policy the answer the named bot played (a
    /// policy that plays as the bot did: the policy's own games keep what it knew), else
    /// the value only.
    pub named_policy: bool,
    /// Positions taken from each game of a named bot (the policy's fast games, which
    /// teach the value, and with `named_policy` the policy), spread over the game: a
    /// game's positions share one outcome, so a few of each of many games teach more than
    /// all of a few.
    pub named_positions: usize,
    /// How far the value's targets move from the outcome to the search's estimate at a
    /// named bot's probed positions (`selfplay --probes`), 0 to 1. A game with probes
    /// gives those positions only.
    pub probe_share: f32,
    /// How much the value's loss counts at a named bot's probed positions.
    pub probe_value_weight: f32,
    /// Whether the probes' visit shares teach the policy too (else the value only).
    pub probe_policy: bool,
}

/// Reads every chunk of every folder in `dirs` as `config` says. The games of the hard
/// bot give every position; those of a named bot ([`SelfPlayGame::bot`]) give their
/// probed positions, or else `config.named_positions` each, to the value only; of their
/// held-out games only the probed positions are kept, apart ([`Data::probe_holdout`]), so
/// the held-out figures stay those of the hard bot's games.
///
/// Errors: a folder or line that cannot be read, in words.
pub fn load(dirs: &[&Path], config: LoadConfig) -> Result<Data, SelfPlayError> {
    let LoadConfig {
        max_games,
        keep_every,
        search_share,
        named_positions,
        value_weight,
        named_value_weight,
        named_policy,
        probe_share,
        probe_value_weight,
        probe_policy,
    } = config;
    let mut data = Data::default();
    let mut hasher = Sha256::new();
    let mut searched_holdout = 0usize;
    for dir in dirs {
        let mut read_here = 0u64;
        read_games(dir, |game| {
            if max_games.is_some_and(|m| read_here >= m) {
                return Ok(());
            }
            read_here += 1;
            data.games += 1;
            // The chunk files are these lines: whole folders hash as their files' bytes.
            hasher.update(game.to_json());
            hasher.update("\n");
            let holdout = held_out(game.record.seed);
            let validation = game.record.seed % 10 == 5;
            if game.bot.is_some() {
                // A named bot's held-out game gives its probed positions only, apart: the
                // held-out figures are the hard bot's.
                let into = if validation { &mut data.validation } else { &mut data.train };
                return if holdout {
                    push_probed(&mut data.probe_holdout, &game, 1.0, probe_value_weight, probe_policy)
                } else if !game.searches.is_empty() {
                    push_probed(into, &game, probe_share, probe_value_weight, probe_policy)
                } else {
                    push_named(into, &game, named_positions, named_value_weight, named_policy)
                };
            }
            game.positions(|p| {
                if holdout {
                    data.holdout.push(&game, p, 0.0, value_weight, true);
                    if p.visits.is_some() {
                        if searched_holdout.is_multiple_of(keep_every.max(1)) {
                            let seat = usize::from(p.observation.seat);
                            data.kept.push(KeptPosition { observation: p.observation.clone(), outcome: game.win_share[seat] });
                        }
                        searched_holdout += 1;
                    }
                } else if validation {
                    data.validation.push(&game, p, search_share, value_weight, true);
                } else {
                    data.train.push(&game, p, search_share, value_weight, true);
                }
            })
        })?;
    }
    data.digest = hasher.finalize().iter().map(|b| format!("{b:02x}")).collect();
    Ok(data)
}

/// `k` positions of a named bot's `game`, spread over it, into `into`, their value loss
/// weighed `weight`; with `policy`, the answer played teaches the policy too.
fn push_named(into: &mut Positions, game: &SelfPlayGame, k: usize, weight: f32, policy: bool) -> Result<(), SelfPlayError> {
    let mut all = Vec::new();
    game.positions(|p| all.push(p.clone()))?;
    for i in spread(all.len(), k, game.record.seed) {
        into.push(game, &all[i], 0.0, weight, policy);
    }
    Ok(())
}

/// The probed positions of a named bot's `game` (those searched), into `into`, the
/// mover's share moved `share` of the way to the search's estimate, their value loss
/// weighed `weight`; with `policy`, the search's visit shares teach the policy too.
fn push_probed(into: &mut Positions, game: &SelfPlayGame, share: f32, weight: f32, policy: bool) -> Result<(), SelfPlayError> {
    game.positions(|p| {
        if p.search_value.is_some() {
            into.push(game, p, share, weight, policy);
        }
    })
}
