//! The hard bot's budgets, in one place: what the browser's bot worker gives it per
//! decision, and what the command line and the arena give `hard` when no budget is named.
//! The figures these rest on are measured, not reasoned: see docs/MEASUREMENTS.md.

use super::Budget;

/// Thinking time of the hard bot per decision in the browser's bot worker, in
/// milliseconds.
pub const HARD_MILLIS: u32 = 700;

/// Fewest search iterations of the hard bot in the browser, however slow the machine.
pub const HARD_MIN_ITERATIONS: u32 = 16;

/// Search iterations of `hard` when none are named (the command line, the arena): about
/// what the browser's bot worker reaches in [`HARD_MILLIS`] at 4 players, so that the
/// arena's `hard` is the bot a person meets. The worker reaches fewer at 6 to 8 players
/// and on a slow phone (`hard:400` is the slow-phone case).
pub const HARD_ITERATIONS: u32 = 10_100;

/// The browser's budget: `millis` milliseconds read from `clock` (milliseconds, e.g.
/// `performance.now()`), and at least [`HARD_MIN_ITERATIONS`].
pub fn thinking_time(millis: u32, clock: Box<dyn Fn() -> f64>) -> Budget {
    Budget::Time { millis: f64::from(millis), clock, min_iterations: HARD_MIN_ITERATIONS }
}

/// The command line's and the arena's budget for `hard` when none is named.
pub const fn default_iterations() -> Budget {
    Budget::Iterations(HARD_ITERATIONS)
}
