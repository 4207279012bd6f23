//! Finds a deal for "Learn to play": plays the guided game of every seed in a range as
//! a person following every suggestion against the easy bot (`table::follow::
//! follow_suggestions`), and lists the seeds where every lesson comes up (the governor's first, the hint's and
//! the log's last), the earliest
//! first (by the number of actions played when the game became the person's own).
//!
//! `cargo run --release --features test-drivers --example guide_seed -- 0 2000` (first
//! seed, how many).

use san_juan::table::follow::follow_suggestions;
use san_juan::table::guide::FIRST_GAME;

fn main() {
    let args: Vec<u64> = std::env::args().skip(1).filter_map(|a| a.parse().ok()).collect();
    let (from, count) = (args.first().copied().unwrap_or(0), args.get(1).copied().unwrap_or(500));
    let mut found = Vec::new();
    for seed in from..from + count {
        let (done, _) = follow_suggestions(seed, 1000);
        let keys: Vec<&str> = done.iter().map(|(k, _)| *k).collect();
        let all = keys.len() == FIRST_GAME.len() && keys.first() == Some(&"governor") && keys.ends_with(&["hint", "log", "end"]);
        let at = |key: &str| done.iter().find(|(k, _)| *k == key).map(|(_, n)| *n);
        // Every lesson, the governor's first (the person is the first governor), the hint's
        // and the log's last (they came because the others were done, not by the round):
        // the game is the person's own once "log" is read.
        if let (true, Some(own)) = (all, at("log")) {
            found.push((own, seed, done.len()));
        }
    }
    found.sort();
    for (own, seed, lessons) in found.iter().take(15) {
        println!("seed {seed}: every lesson ({lessons}), the person's own game after {own} actions");
    }
    println!("{} of {count} seeds show every lesson", found.len());
}
