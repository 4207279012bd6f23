//! `san-juan`: play games between bots and print results as JSON lines, or replay a
//! game record and print its final state and score breakdown as JSON.
//!
//! Examples:
//!   san-juan bots
//!   san-juan play --players 4 --seed 1 --games 100 --bots random
//!   san-juan record --players 2 --seed 7 > game.json
//!   san-juan replay game.json
//!   san-juan review game.json --seat 0 --json
//!   san-juan selfplay --out selfplay --chunks 0..40 --games-per-chunk 100

#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    cli::main()
}

#[cfg(not(target_arch = "wasm32"))]
mod cli {
    mod records;

    use clap::{Parser, Subcommand};
    use records::{describe, read_record, review_table};
    use san_juan::ai::arena::ArenaConfig;
    use san_juan::ai::roster::{Offer, ROSTER};
    use san_juan::ai::{Bot, make_bot, play_game, selfplay};
    use san_juan::rules::{Edition, ExtraRoles, Options, Role, RoleSet};
    use serde_json::json;
    use std::process::ExitCode;

    #[derive(Parser)]
    #[command(name = "san-juan", version, about = "San Juan between bots, and game records")]
    struct Cli {
        #[command(subcommand)]
        command: Command,
    }

    /// Who plays and how long: the bots, the seed, the options.
    #[derive(clap::Args, Clone)]
    struct GameArgs {
        #[command(flatten)]
        options: OptionsArgs,
        /// Seed of the first game; game i uses seed + i.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// Bots, comma-separated, one per seat (one name is used for every seat); `san-juan
        /// bots` lists them.
        #[arg(long, default_value = "random")]
        bots: String,
        /// Stop a game that has not ended after this many actions.
        #[arg(long, default_value_t = 20_000)]
        max_actions: usize,
    }

    /// The game's options, flag by flag (`rules::Options`).
    #[derive(clap::Args, Clone)]
    struct OptionsArgs {
        /// Number of players, 2 to 8.
        #[arg(long, default_value_t = 4)]
        players: u8,
        /// Starting-hand variant (draw 5/6/7/8, keep 4).
        #[arg(long)]
        starting_hands: bool,
        /// Rule set: first (2004) or second (2014).
        #[arg(long, value_enum, default_value_t = EditionArg::First)]
        edition: EditionArg,
        /// The New Buildings expansion (33 cards and the Cathedral).
        #[arg(long)]
        new_buildings: bool,
        /// The Events (six event cards shuffled into the supply).
        #[arg(long)]
        events: bool,
        /// 5-8 players: the extra roles, `fixed` by player count (gold digger, explorer,
        /// captain, viceroy, as the Czech rulebook adds them) or the ones named, e.g.
        /// `explorer,captain` (one per player above 4).
        #[arg(long, default_value = "fixed")]
        extra_roles: String,
        /// 5 players with one copy of the cards (the prospector may be chosen twice a round).
        #[arg(long)]
        one_deck: bool,
        /// With --one-deck: each gold mine works at most once per round.
        #[arg(long)]
        gold_mine_once_per_round: bool,
        /// The gold digger sets off the gold mines and the goldsmiths like the prospector (the
        /// Czech rulebook: no).
        #[arg(long)]
        gold_digger_fires_gold_mine: bool,
    }

    impl OptionsArgs {
        /// The options the flags name.
        ///
        /// Errors: an unknown extra role, or options the engine refuses
        /// (`Options::validate`), in words.
        fn options(&self) -> Result<Options, String> {
            // Every field named (no `..`): a new option fails to compile here until the
            // command line has its flag.
            let options = Options {
                players: self.players,
                governor: None,
                starting_hand_variant: self.starting_hands,
                edition: match self.edition {
                    EditionArg::First => Edition::First,
                    EditionArg::Second => Edition::Second,
                },
                new_buildings: self.new_buildings,
                events: self.events,
                extra_roles: extra_roles(&self.extra_roles)?,
                one_deck: self.one_deck,
                gold_mine_once_per_round: self.gold_mine_once_per_round,
                gold_digger_fires_gold_mine: self.gold_digger_fires_gold_mine,
            };
            options.validate().map_err(|e| e.to_string())?;
            Ok(options)
        }
    }

    #[derive(Subcommand)]
    enum Command {
        /// List the bots by name (the roster `--bots` reads), with a line on each and
        /// where the new-game screen offers it.
        Bots,
        /// Play games between bots; print one JSON line per game.
        Play {
            #[command(flatten)]
            game: GameArgs,
            /// Number of games.
            #[arg(long, default_value_t = 1)]
            games: u64,
        },
        /// Play one game between bots and print its game record (JSON).
        Record {
            #[command(flatten)]
            game: GameArgs,
        },
        /// Play many games between bots, seats rotated and deals mirrored; print win
        /// rates (Wilson 95% intervals), VP margins and ranks.
        Arena {
            #[command(flatten)]
            game: GameArgs,
            /// Games in all (rounded down to a multiple of the player count).
            #[arg(long, default_value_t = 400)]
            games: u64,
            /// Print JSON instead of a table.
            #[arg(long)]
            json: bool,
            /// Worker threads, each playing one game at a time (default: all cores, or 1 when
            /// a bot thinks by the wall clock). Bots on a time budget (`hard@150ms`) think by
            /// the wall clock: give each game a free core of its own (`--threads 1` for figures
            /// to keep, at most the cores; more are warned of) so that both sides think as
            /// long as their budget says.
            #[arg(long)]
            threads: Option<usize>,
        },
        /// Play seeded games of the hard bot against itself into a folder of chunks, with
        /// what each search found: the learned evaluation's training data (docs/BOTS.md).
        /// Chunks already in the folder are not played again, so a stopped run goes on.
        Selfplay {
            /// The folder of chunks (made if missing; it keeps the plan in plan.json).
            #[arg(long)]
            out: std::path::PathBuf,
            /// Seed of chunk 0's first game; game i of chunk k uses seed + k × games-per-chunk + i.
            #[arg(long, default_value_t = 0)]
            seed: u64,
            /// Games in each chunk.
            #[arg(long, default_value_t = 100)]
            games_per_chunk: u64,
            /// The chunks to play, `A..B` (A up to B, B not included) or one number.
            #[arg(long, default_value = "0..10")]
            chunks: String,
            /// The hard bots' search budget, in iterations a decision.
            #[arg(long, default_value_t = 1000)]
            iterations: u32,
            /// Table sizes, comma-separated (e.g. `2,4`), each alike; default: every size,
            /// most weight on 2 to 4 players.
            #[arg(long)]
            players: Option<String>,
            /// Worker threads (default: all cores).
            #[arg(long)]
            threads: Option<usize>,
            /// Another bot in every seat in place of the hard bot, by name (e.g.
            /// `policy:0.2`, the learned policy at temperature 0.2): games without
            /// searches, which teach the value only (`san-juan-train --named-positions`).
            #[arg(long)]
            bot: Option<String>,
            /// The hard bots' searches guided by the network built in, as the tail of a
            /// `learned:N` name says (e.g. `:v0.3`: the policy as the root's prior, the
            /// value 0.3 of each playout's reward): the improved bot's own games, for the
            /// next network to learn from (expert iteration). The plan records the
            /// weights, so a folder is not continued with others.
            #[arg(long, conflicts_with = "bot")]
            guide: Option<String>,
            /// With --bot: positions of each game searched by the hard bot (unguided, of
            /// --iterations each), whose estimates teach the value (`san-juan-train
            /// --probe-value-share`); the games played stay the bot's.
            #[arg(long, default_value_t = 0, requires = "bot")]
            probes: usize,
        },
        /// Replay a game record (a file, or - for standard input) and print the final
        /// state and score breakdown as JSON.
        Replay {
            /// Path of the record, or -.
            file: String,
        },
        /// Print a link to a moment of a game record (a file, or - for standard input):
        /// the address given, then `#game=` and the record, step and view compressed
        /// (README "A link to any moment"). Opened in the browser, it shows the replay at
        /// that step.
        Link {
            /// Path of the record, or -.
            file: String,
            /// The step shown (actions applied); the record's end when left out.
            #[arg(long)]
            step: Option<usize>,
            /// The seat whose view the link shows and keeps (0 = the first player);
            /// every seat's when left out (a finished game only).
            #[arg(long)]
            seat: Option<u8>,
            /// The game's page.
            #[arg(long, default_value = "https://example.org/san-juan/")]
            address: String,
        },
        /// Review one seat of a game record: each of its decisions the hard bot searches
        /// weighed from the seat's observation, every answer with playouts of its own; a
        /// table, or JSON with --json (docs/REVIEW.md).
        Review {
            /// Path of the record, or -.
            file: String,
            /// The seat reviewed (0 = the first player).
            #[arg(long)]
            seat: u8,
            /// Playouts per legal answer (at least 200).
            #[arg(long, default_value_t = san_juan::ai::review::DEFAULT_PLAYOUTS)]
            iterations: u32,
            /// Print JSON instead of a table.
            #[arg(long)]
            json: bool,
            /// Worker threads (default: all cores; the review is the same for any count).
            #[arg(long)]
            threads: Option<usize>,
        },
    }

    pub fn main() -> ExitCode {
        match run(Cli::parse()) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("san-juan: {e}");
                ExitCode::FAILURE
            }
        }
    }

    fn bots_for(args: &GameArgs, seed: u64) -> Result<Vec<Box<dyn Bot>>, String> {
        let names: Vec<&str> = args.bots.split(',').map(str::trim).collect();
        let n = args.options.players as usize;
        let names: Vec<&str> = match names.len() {
            1 => vec![names[0]; n],
            k if k == n => names,
            k => return Err(format!("--bots names {k} bots for {n} players")),
        };
        names
            .iter()
            .enumerate()
            .map(|(i, name)| make_bot(name, seed.wrapping_mul(31).wrapping_add(i as u64 + 1)).map_err(|e| e.to_string()))
            .collect()
    }

    /// The rule sets, as `--edition` names them.
    #[derive(clap::ValueEnum, Clone, Copy)]
    enum EditionArg {
        First,
        Second,
    }

    /// `--extra-roles`: `fixed`, or role names separated by commas.
    fn extra_roles(text: &str) -> Result<ExtraRoles, String> {
        if text.trim() == "fixed" {
            return Ok(ExtraRoles::Fixed);
        }
        let mut chosen = RoleSet::EMPTY;
        for name in text.split(',').map(|n| n.trim().replace(['-', '_'], " ")) {
            let role = Role::EXTRA
                .into_iter()
                .find(|r| r.name() == name)
                .ok_or_else(|| format!("--extra-roles: {name:?} is not an extra role (gold-digger, explorer, captain, viceroy)"))?;
            chosen.insert(role);
        }
        Ok(ExtraRoles::Chosen(chosen))
    }

    /// `play`: `games` games of seeds from `game.seed` on, a JSON line each.
    fn play(game: &GameArgs, games: u64) -> Result<(), String> {
        for i in 0..games {
            let seed = game.seed.wrapping_add(i);
            let mut bots = bots_for(game, seed)?;
            let (state, record) = play_game(game.options.options()?, seed, &mut bots, game.max_actions).map_err(|e| e.to_string())?;
            let score = state.final_score();
            let line = json!({
                "game": i,
                "seed": seed,
                "players": game.options.players,
                "bots": bots.iter().map(|b| b.name()).collect::<Vec<_>>(),
                "over": state.is_over(),
                "rounds": state.table().round,
                "actions": record.actions.len(),
                "scores": score.players,
                "winners": if state.is_over() { score.winners } else { vec![] },
                "tie_break_used": state.is_over() && score.tie_break_used,
            });
            println!("{line}");
        }
        Ok(())
    }

    /// `arena`: the lineup's games, seats rotated and deals mirrored, and their report.
    fn arena(game: &GameArgs, games: u64, json: bool, threads: Option<usize>) -> Result<(), String> {
        let lineup: Vec<String> = game.bots.split(',').map(|s| s.trim().to_string()).collect();
        let lineup = if lineup.len() == 1 { vec![lineup[0].clone(); game.options.players as usize] } else { lineup };
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        let cfg = ArenaConfig {
            options: game.options.options()?,
            deals: games / game.options.players as u64,
            seed: game.seed,
            max_actions: game.max_actions,
            threads: threads.unwrap_or_else(|| ArenaConfig::default_threads(&lineup, cores)),
            lineup,
        };
        if let Some(warning) = cfg.clock_warning(cores) {
            eprintln!("san-juan: warning: {warning}");
        }
        let report = san_juan::ai::arena::run_arena(&cfg).map_err(|e| e.to_string())?;
        if json {
            println!("{}", serde_json::to_string_pretty(&report).expect("json"));
        } else {
            print!("{}", report.to_text());
        }
        Ok(())
    }

    fn run(cli: Cli) -> Result<(), String> {
        match cli.command {
            Command::Bots => {
                print!("{}", bots_list());
                Ok(())
            }
            Command::Play { game, games } => play(&game, games),
            Command::Arena { game, games, json, threads } => arena(&game, games, json, threads),
            Command::Record { game } => {
                let mut bots = bots_for(&game, game.seed)?;
                let (_, mut record) =
                    play_game(game.options.options()?, game.seed, &mut bots, game.max_actions).map_err(|e| e.to_string())?;
                record.names = bots.iter().map(|b| b.name().to_string()).collect();
                println!("{}", record.to_json());
                Ok(())
            }
            Command::Review { file, seat, iterations, json, threads } => {
                let record = read_record(&file)?;
                let threads = threads.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
                let review = san_juan::ai::review::review_threads(&record, seat, iterations, threads).map_err(|e| e.to_string())?;
                if json {
                    println!("{}", serde_json::to_string_pretty(&review).expect("json"));
                } else {
                    print!("{}", review_table(&review));
                }
                Ok(())
            }
            Command::Selfplay { out, seed, games_per_chunk, chunks, iterations, players, threads, bot, guide, probes } => {
                let mix = match players {
                    None => selfplay::OptionMix::default(),
                    Some(list) => selfplay::OptionMix::only_players(&player_list(&list)?),
                };
                let plan =
                    selfplay::chunks::Plan::new(seed, games_per_chunk, iterations, mix, bot, guide, probes).map_err(|e| e.to_string())?;
                let threads = threads.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
                run_selfplay(&out, &plan, chunk_range(&chunks)?, threads)
            }
            Command::Link { file, step, seat, address } => {
                let record = read_record(&file)?;
                let step = step.unwrap_or(record.actions.len());
                let moment = san_juan::table::link::Moment { record, step, seen_by: seat };
                let link = moment.link(&address);
                // The link is checked as the page will read it: a step, seat or game in
                // progress it would refuse is refused here.
                san_juan::table::link::Moment::decode(&link).map_err(|e| e.to_string())?;
                println!("{link}");
                Ok(())
            }
            Command::Replay { file } => {
                let record = read_record(&file)?;
                let state = record.replay().map_err(|e| e.to_string())?;
                println!("{}", serde_json::to_string_pretty(&describe(&state, &record)).expect("json"));
                Ok(())
            }
        }
    }

    /// The bot roster as `san-juan bots` prints it: a line a bot, its name, where the
    /// new-game screen offers it, and what it is.
    fn bots_list() -> String {
        let mut out = String::new();
        for entry in &ROSTER {
            let offer = match entry.offer {
                Offer::CommandLine => String::new(),
                Offer::Level { .. } => " [a level in the browser]".to_string(),
                Offer::Rival(r) => format!(" [a rival in the browser: {}, {}% against medium]", r.stored, r.wins),
            };
            out.push_str(&format!("{:<15} {}{offer}\n", entry.key, entry.about));
        }
        out
    }

    /// `--players` of `selfplay`: table sizes separated by commas.
    fn player_list(text: &str) -> Result<Vec<u8>, String> {
        text.split(',')
            .map(|p| p.trim().parse::<u8>().ok().filter(|p| (2..=8).contains(p)))
            .collect::<Option<Vec<u8>>>()
            .ok_or_else(|| format!("--players {text:?}: table sizes of 2 to 8, separated by commas"))
    }

    /// `--chunks`: `A..B` or one number.
    fn chunk_range(text: &str) -> Result<std::ops::Range<u64>, String> {
        let bad = || format!("--chunks {text:?}: a range A..B (B above A) or one number");
        let range = match text.split_once("..") {
            Some((a, b)) => a.trim().parse::<u64>().map_err(|_| bad())?..b.trim().parse::<u64>().map_err(|_| bad())?,
            None => text.trim().parse::<u64>().map(|k| k..k + 1).map_err(|_| bad())?,
        };
        if range.is_empty() { Err(bad()) } else { Ok(range) }
    }

    /// Plays the chunks of `plan` in `range` not yet in `out`, with a progress bar and
    /// its rate on standard error, and a line per chunk written.
    fn run_selfplay(
        out: &std::path::Path,
        plan: &selfplay::chunks::Plan,
        range: std::ops::Range<u64>,
        threads: usize,
    ) -> Result<(), String> {
        use indicatif::{ProgressBar, ProgressStyle};
        use std::sync::atomic::{AtomicU64, Ordering};
        selfplay::chunks::open(out, plan).map_err(|e| e.to_string())?;
        let missing: Vec<u64> = range.filter(|&k| !selfplay::chunks::chunk_path(out, k).exists()).collect();
        let bar = ProgressBar::new(missing.len() as u64 * plan.games_per_chunk);
        bar.set_style(
            ProgressStyle::with_template("{elapsed_precise} [{bar:30}] {pos}/{len} games, {per_sec}, {msg}, eta {eta}")
                .expect("a valid template")
                .progress_chars("=> "),
        );
        let positions = AtomicU64::new(0);
        let each = |game: &selfplay::SelfPlayGame| {
            let mut n = 0;
            let _ = game.positions(|_| n += 1);
            let total = positions.fetch_add(n, Ordering::Relaxed) + n;
            bar.set_message(format!("{total} positions"));
            bar.inc(1);
        };
        for k in missing {
            if let Some(report) = selfplay::chunks::play_chunk(out, plan, k, threads, &each).map_err(|e| e.to_string())? {
                let line = format!(
                    "chunk {k}: {} games, {} positions, {} stalled -> {} ({:.1} games/min so far)",
                    report.games,
                    report.positions,
                    report.stalled,
                    selfplay::chunks::chunk_path(out, k).display(),
                    bar.position() as f64 / bar.elapsed().as_secs_f64().max(1e-9) * 60.0
                );
                // A bar drawn to no terminal (a log file) prints nothing: the chunks' lines
                // are its progress there.
                if bar.is_hidden() { eprintln!("{line}") } else { bar.println(line) }
            }
        }
        bar.finish();
        Ok(())
    }
}
