//! The hard bot's iterations a search on a time budget, for the classic search and each
//! guided one named: `cargo run --release --example search_pace -- 150 classic :v0.3 :c2`
//! (milliseconds a decision, then `classic` or a `learned` name's tail). Each plays the
//! first 40 searches of two 2-player games between two such bots, one after the other on
//! this thread, and prints the mean iterations a search: how many playouts a setting
//! affords at equal time (docs/BOTS.md, "The learned evaluation").
use san_juan::ai::{Bot, HardBot, budgets::thinking_time, guide_settings, network};
use san_juan::rules::{GameState, Options};
use std::time::Instant;

fn main() {
    let mut args = std::env::args().skip(1);
    let millis: u32 = args.next().and_then(|a| a.parse().ok()).expect("milliseconds a decision, then settings");
    let net = network().expect("the weights built in read");
    for name in args {
        let settings = if name == "classic" { None } else { Some(guide_settings(&name).expect("a learned name's tail, e.g. :c2")) };
        let (mut searches, mut iterations) = (0u64, 0u64);
        for seed in 0..2u64 {
            let bot = |s: u64| {
                let start = Instant::now();
                let b = HardBot::new(s, thinking_time(millis, Box::new(move || start.elapsed().as_secs_f64() * 1000.0)));
                match settings {
                    Some(g) => b.with_guide(net.clone(), g),
                    None => b,
                }
            };
            let mut bots = [bot(seed), bot(seed + 100)];
            let mut state = GameState::new(Options::for_players(2), seed).expect("a 2-player game");
            let mut these = 0;
            while let Some(p) = state.to_move()
                && these < 40
            {
                let bot = &mut bots[usize::from(p)];
                bot.last_iterations = 0;
                let action = bot.choose(&state.observation(p)).expect("a legal action");
                if bot.last_iterations > 0 {
                    these += 1;
                    iterations += u64::from(bot.last_iterations);
                }
                state.apply(action).expect("the bot's action is legal");
            }
            searches += these;
        }
        println!("{name}: {searches} searches, {:.0} iterations each", iterations as f64 / searches.max(1) as f64);
    }
}
