//! The arena: many games between chosen bots, seats rotated and every deal mirrored
//! across seats, with win rates (Wilson 95% intervals), VP margins and ranks.

use super::{Bot, PlayError, make_bot, play_game, thinks_by_the_clock};
use crate::rules::{Action, BUILDING_COUNT, Building, GameState, Options, ROLE_COUNT, Role};
use serde::Serialize;

/// What to play.
#[derive(Clone, Debug)]
pub struct ArenaConfig {
    /// Options of every game (players, variant).
    pub options: Options,
    /// Bot names, one per seat of the first rotation (`make_bot` names).
    pub lineup: Vec<String>,
    /// Deals; each is played once per rotation, so games = deals x players.
    pub deals: u64,
    /// Seed of the first deal; deal i uses seed + i.
    pub seed: u64,
    /// Actions after which a game counts as stalled (not scored).
    pub max_actions: usize,
    /// Worker threads.
    pub threads: usize,
}

impl ArenaConfig {
    /// Worker threads for `lineup` when none are named, on a machine of `cores` cores: one
    /// when a bot of it thinks by the wall clock ([`thinks_by_the_clock`]: `hard@150ms`),
    /// so that no game's bots share a core with another game's and each thinks as long as
    /// its budget says (equal time, docs/BOTS.md); else one a core.
    pub fn default_threads(lineup: &[String], cores: usize) -> usize {
        if lineup.iter().any(|b| thinks_by_the_clock(b)) { 1 } else { cores.max(1) }
    }

    /// A warning for an arena whose bots think by the wall clock on more threads than the
    /// machine's `cores`: its games then share cores, and a bot that gets less of one
    /// thinks less than its budget says. `None` otherwise.
    pub fn clock_warning(&self, cores: usize) -> Option<String> {
        let timed: Vec<&str> = self.lineup.iter().map(String::as_str).filter(|b| thinks_by_the_clock(b)).collect();
        (!timed.is_empty() && self.threads > cores).then(|| {
            format!(
                "{} on the wall clock, {} threads on {cores} cores: the games share cores, and their bots think less than their \
                 budget says (use --threads {cores} or fewer; --threads 1 for figures to keep)",
                timed.join(", "),
                self.threads
            )
        })
    }
}

/// Results for one entry of the lineup.
#[derive(Clone, Debug, Serialize)]
pub struct EntryReport {
    /// The bot's name, as in the lineup.
    pub bot: String,
    /// Games it played (stalled games not counted).
    pub games: u64,
    /// Wins, a shared win counting as a share.
    pub wins: f64,
    /// Wins per game.
    pub win_rate: f64,
    /// Wilson score interval, 95%.
    pub win_rate_low: f64,
    /// Upper end of the interval.
    pub win_rate_high: f64,
    /// Mean of (own VP - best opponent's VP).
    pub mean_margin: f64,
    /// Mean VP.
    pub mean_score: f64,
    /// `ranks[k]`: games finished in place k+1 (ties share the better place).
    pub ranks: Vec<u64>,
    /// What it plays like: per game, its roles chosen and the buildings in its city at
    /// the end.
    pub profile: Profile,
}

/// A bot's strategy profile: means per game.
#[derive(Clone, Debug, Serialize)]
pub struct Profile {
    /// Times each role was chosen (governor's visits included), by [`Role::ALL`] order.
    pub roles: Vec<f64>,
    /// Buildings of each kind in the final city, by [`Building::ALL`] order.
    pub buildings: Vec<f64>,
}

impl Profile {
    fn empty() -> Profile {
        Profile { roles: vec![0.0; ROLE_COUNT], buildings: vec![0.0; BUILDING_COUNT] }
    }
}

/// The whole arena's results.
#[derive(Clone, Debug, Serialize)]
pub struct ArenaReport {
    /// Players per game.
    pub players: u8,
    /// Games played.
    pub games: u64,
    /// Games stopped by the action cap (not scored).
    pub stalled: u64,
    /// The stalled games as (seed of the deal, rotation of the seats), to replay them.
    pub stalled_games: Vec<(u64, usize)>,
    /// Per lineup entry.
    pub entries: Vec<EntryReport>,
}

/// Wilson score interval for `wins` successes in `n` trials at 95%.
pub fn wilson(wins: f64, n: f64) -> (f64, f64) {
    if n == 0.0 {
        return (0.0, 1.0);
    }
    let z = 1.959_964f64;
    let p = wins / n;
    let denom = 1.0 + z * z / n;
    let centre = p + z * z / (2.0 * n);
    let spread = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt();
    (((centre - spread) / denom).max(0.0), ((centre + spread) / denom).min(1.0))
}

struct GameOutcome {
    /// Per lineup entry: (win share, margin, score, rank).
    entries: Vec<(f64, f64, f64, usize)>,
    /// Per lineup entry: its roles and buildings in this game.
    profiles: Vec<Profile>,
}

fn play_one(cfg: &ArenaConfig, deal: u64, rotation: usize) -> Result<Option<GameOutcome>, PlayError> {
    let n = cfg.options.players as usize;
    let seed = cfg.seed.wrapping_add(deal);
    // Seat s plays lineup entry (s + rotation) % n.
    let entry_of_seat: Vec<usize> = (0..n).map(|s| (s + rotation) % n).collect();
    let mut bots: Vec<Box<dyn Bot>> = entry_of_seat
        .iter()
        .enumerate()
        .map(|(s, &e)| make_bot(&cfg.lineup[e], seed.wrapping_mul(7919).wrapping_add(s as u64 * 104_729 + 1)))
        .collect::<Result<_, _>>()
        .map_err(|e| PlayError(e.to_string()))?;
    let (state, record) = play_game(cfg.options, seed, &mut bots, cfg.max_actions)?;
    if !state.is_over() {
        return Ok(None);
    }
    let mut profiles: Vec<Profile> = (0..n).map(|_| Profile::empty()).collect();
    // Who chose which role: the record holds the actions, the replay their movers.
    let mut replay = GameState::new(cfg.options, seed).map_err(|e| PlayError(e.to_string()))?;
    for &a in &record.actions {
        if let (Some(p), Action::ChooseRole { role, .. }) = (replay.to_move(), a) {
            profiles[entry_of_seat[p as usize]].roles[role as usize] += 1.0;
        }
        replay.apply_quiet(a).map_err(|e| PlayError(e.to_string()))?;
    }
    for s in 0..n {
        for &b in state.player(s as u8).city() {
            profiles[entry_of_seat[s]].buildings[b as usize] += 1.0;
        }
    }
    let score = state.final_score();
    let totals: Vec<f64> = score.players.iter().map(|s| s.total as f64).collect();
    let mut entries = vec![(0.0, 0.0, 0.0, 0); n];
    for s in 0..n {
        let best_other = (0..n).filter(|&q| q != s).map(|q| totals[q]).fold(f64::MIN, f64::max);
        let win = if score.winners.contains(&(s as u8)) { 1.0 / score.winners.len() as f64 } else { 0.0 };
        let key = |q: usize| (score.players[q].total, score.players[q].tie_break);
        let rank = (0..n).filter(|&q| key(q) > key(s)).count();
        entries[entry_of_seat[s]] = (win, totals[s] - best_other, totals[s], rank);
    }
    Ok(Some(GameOutcome { entries, profiles }))
}

/// Plays the arena. Errors: [`PlayError`] for an unknown bot or an illegal bot move.
pub fn run_arena(cfg: &ArenaConfig) -> Result<ArenaReport, PlayError> {
    let n = cfg.options.players as usize;
    if cfg.lineup.len() != n {
        return Err(PlayError(format!("{} bots for {} players", cfg.lineup.len(), n)));
    }
    let jobs: Vec<(u64, usize)> = (0..cfg.deals).flat_map(|d| (0..n).map(move |r| (d, r))).collect();
    let threads = cfg.threads.max(1);
    // Each result with its job: the threads return theirs interleaved.
    type Played = ((u64, usize), Result<Option<GameOutcome>, PlayError>);
    let results: Vec<Played> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let jobs = &jobs;
                scope.spawn(move || jobs.iter().skip(t).step_by(threads).map(|&(d, r)| ((d, r), play_one(cfg, d, r))).collect::<Vec<_>>())
            })
            .collect();
        handles.into_iter().flat_map(|h| h.join().expect("arena thread")).collect()
    });
    let mut stalled = 0;
    let mut stalled_games = Vec::new();
    let mut acc: Vec<(f64, f64, f64, Vec<u64>, u64)> = vec![(0.0, 0.0, 0.0, vec![0; n], 0); n];
    let mut profiles: Vec<Profile> = (0..n).map(|_| Profile::empty()).collect();
    for ((deal, rotation), r) in results {
        match r? {
            None => {
                stalled += 1;
                stalled_games.push((cfg.seed + deal, rotation));
            }
            Some(g) => {
                for (sum, p) in profiles.iter_mut().zip(&g.profiles) {
                    sum.roles.iter_mut().zip(&p.roles).for_each(|(s, x)| *s += x);
                    sum.buildings.iter_mut().zip(&p.buildings).for_each(|(s, x)| *s += x);
                }
                for (e, (win, margin, score, rank)) in g.entries.into_iter().enumerate() {
                    acc[e].0 += win;
                    acc[e].1 += margin;
                    acc[e].2 += score;
                    acc[e].3[rank] += 1;
                    acc[e].4 += 1;
                }
            }
        }
    }
    let entries = acc
        .into_iter()
        .zip(profiles)
        .enumerate()
        .map(|(e, ((wins, margin, score, ranks, games), mut profile))| {
            let g = games.max(1) as f64;
            profile.roles.iter_mut().chain(profile.buildings.iter_mut()).for_each(|x| *x /= g);
            let (lo, hi) = wilson(wins, games as f64);
            EntryReport {
                bot: cfg.lineup[e].clone(),
                games,
                wins,
                win_rate: wins / g,
                win_rate_low: lo,
                win_rate_high: hi,
                mean_margin: margin / g,
                mean_score: score / g,
                ranks,
                profile,
            }
        })
        .collect();
    stalled_games.sort_unstable();
    Ok(ArenaReport { players: cfg.options.players, games: jobs.len() as u64, stalled, stalled_games, entries })
}

impl ArenaReport {
    /// A table for people.
    pub fn to_text(&self) -> String {
        let mut out = format!("{} players, {} games ({} stalled)\n", self.players, self.games, self.stalled);
        if !self.stalled_games.is_empty() {
            let games: Vec<String> = self.stalled_games.iter().map(|(seed, r)| format!("seed {seed} rotation {r}")).collect();
            out.push_str(&format!("stalled: {}\n", games.join(", ")));
        }
        out.push_str("seat-1 bot      games   win rate  95% interval      margin   score  ranks\n");
        for e in &self.entries {
            out.push_str(&format!(
                "{:<14} {:>6}  {:>6.1}%  [{:>5.1}%, {:>5.1}%]  {:>+7.2}  {:>6.2}  {:?}\n",
                e.bot,
                e.games,
                100.0 * e.win_rate,
                100.0 * e.win_rate_low,
                100.0 * e.win_rate_high,
                e.mean_margin,
                e.mean_score,
                e.ranks
            ));
        }
        out.push_str("per game: roles chosen; buildings at the end (most common first)\n");
        for e in &self.entries {
            let roles: Vec<String> =
                Role::ALL.iter().zip(&e.profile.roles).filter(|(_, x)| **x > 0.0).map(|(r, x)| format!("{} {x:.1}", r.name())).collect();
            let mut built: Vec<(Building, f64)> =
                Building::ALL.iter().copied().zip(e.profile.buildings.iter().copied()).filter(|(_, x)| *x >= 0.05).collect();
            built.sort_by(|a, b| b.1.total_cmp(&a.1));
            let built: Vec<String> = built.iter().map(|(b, x)| format!("{} {x:.2}", b.name().to_lowercase())).collect();
            out.push_str(&format!("{:<14} {}\n{:<14} {}\n", e.bot, roles.join(", "), "", built.join(", ")));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bots_on_the_clock_play_one_game_at_a_time_unless_told_and_are_warned_past_the_cores() {
        let lineup = |bots: &[&str]| bots.iter().map(|b| b.to_string()).collect::<Vec<_>>();
        assert_eq!(ArenaConfig::default_threads(&lineup(&["hard@150ms", "classic@150ms"]), 2), 1);
        assert_eq!(ArenaConfig::default_threads(&lineup(&["hard:400", "classic-medium"]), 2), 2);
        assert_eq!(ArenaConfig::default_threads(&lineup(&["hard:400", "medium"]), 0), 1);
        let cfg = |bots: &[&str], threads| ArenaConfig {
            options: Options::for_players(2),
            lineup: lineup(bots),
            deals: 1,
            seed: 0,
            max_actions: 5_000,
            threads,
        };
        assert_eq!(cfg(&["hard@150ms", "classic@150ms"], 2).clock_warning(2), None);
        assert_eq!(cfg(&["hard:400", "medium"], 4).clock_warning(2), None);
        let warning = cfg(&["hard@150ms", "medium"], 4).clock_warning(2).expect("a warning");
        assert!(warning.starts_with("hard@150ms on the wall clock, 4 threads on 2 cores"), "{warning}");
    }

    #[test]
    fn wilson_interval_matches_a_known_value() {
        // 80 of 100: the Wilson 95% interval is about [0.711, 0.867].
        let (lo, hi) = wilson(80.0, 100.0);
        assert!((lo - 0.7112).abs() < 1e-3 && (hi - 0.8666).abs() < 1e-3, "{lo} {hi}");
    }
}
