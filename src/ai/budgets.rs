//! The hard bot's budgets, in one place: what the browser's bot worker gives it per
//! decision, what the command line and the arena give `hard` when no budget is named,
//! and the budget a bot's name carries (`hard:N`, `hard:NxK`, `hard@Tms`: `search_budget`).
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

/// Thinking time of the expert bot per decision in the browser, in milliseconds, on
/// every bot worker of the pool at once. The table's pace does not shorten it.
pub const EXPERT_MILLIS: u32 = 3_000;

/// Search iterations of each of `expert`'s searchers on the command line and in the arena:
/// what one bot worker reaches in [`EXPERT_MILLIS`] at 4 players, in proportion to
/// [`HARD_ITERATIONS`] in [`HARD_MILLIS`].
pub const EXPERT_ITERATIONS: u32 = HARD_ITERATIONS * EXPERT_MILLIS / HARD_MILLIS;

/// Searchers of `expert` on the command line and in the arena: the browser's pool on a
/// 2-core machine ([`pool_size`]).
pub const EXPERT_SEARCHERS: usize = 2;

/// Most searchers a bot may have (`hard:NxK`), and most bot workers in the browser.
pub const MAX_SEARCHERS: usize = 8;

/// Bot workers of the browser's pool on a device with `cores` logical cores
/// (`navigator.hardwareConcurrency`): one per core but one, left for the page, from 3
/// cores up, at most [`MAX_SEARCHERS`]; on 1 or 2 cores one per core, since the page's
/// thread mostly waits while the bots think.
pub const fn pool_size(cores: u32) -> usize {
    let n = if cores <= 2 { cores } else { cores - 1 };
    if n == 0 {
        1
    } else if n as usize > MAX_SEARCHERS {
        MAX_SEARCHERS
    } else {
        n as usize
    }
}

/// The browser's budget: `millis` milliseconds read from `clock` (milliseconds, e.g.
/// `performance.now()`), and at least [`HARD_MIN_ITERATIONS`].
pub fn thinking_time(millis: u32, clock: Box<dyn Fn() -> f64 + Send>) -> Budget {
    Budget::Time { millis: f64::from(millis), clock, min_iterations: HARD_MIN_ITERATIONS }
}

/// The command line's and the arena's budget for `hard` when none is named.
pub const fn default_iterations() -> Budget {
    Budget::Iterations(HARD_ITERATIONS)
}

/// A search's budget at the start of a bot name's tail: `:N` (N iterations), `:NxK` (K
/// searchers of N each) or `@Tms` (T milliseconds of thinking a decision, by the wall
/// clock; one searcher; native only), and the tail after it (from its `:`, if any).
/// `None` for a tail that does not start so.
pub(super) fn search_budget(tail: &str) -> Option<(Budget, usize, &str)> {
    if let Some(time) = tail.strip_prefix('@') {
        let (millis, rest) = time.split_once("ms")?;
        let millis = count(millis).filter(|&m| m > 0)?;
        if !(rest.is_empty() || rest.starts_with(':')) {
            return None;
        }
        return Some((wall_clock_budget(millis)?, 1, rest));
    }
    let body = tail.strip_prefix(':')?;
    let (budget, rest) = match body.find(':') {
        Some(i) => (&body[..i], &body[i..]),
        None => (body, ""),
    };
    let (n, k) = searchers_of(budget)?;
    Some((Budget::Iterations(n), k, rest))
}

/// `millis` of thinking a decision by this machine's wall clock, with at least
/// [`HARD_MIN_ITERATIONS`] as in the browser (none in the browser itself, whose
/// bots take their time from the worker: `thinking_time`).
fn wall_clock_budget(millis: u32) -> Option<Budget> {
    #[cfg(not(target_arch = "wasm32"))]
    {
        let start = std::time::Instant::now();
        Some(thinking_time(millis, Box::new(move || start.elapsed().as_secs_f64() * 1000.0)))
    }
    #[cfg(target_arch = "wasm32")]
    {
        let _ = millis;
        None
    }
}

/// The iterations and searchers of a `hard:` budget, `N` or `NxK`; `None` unless N > 0 and
/// 1 ≤ K ≤ [`MAX_SEARCHERS`].
pub(super) fn searchers_of(budget: &str) -> Option<(u32, usize)> {
    let (n, k) = budget.split_once('x').unwrap_or((budget, "1"));
    let (n, k) = (count(n)?, count(k)? as usize);
    (n > 0 && (1..=MAX_SEARCHERS).contains(&k)).then_some((n, k))
}

/// The number written in `text`, decimal digits only (no sign, no spaces).
fn count(text: &str) -> Option<u32> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pool_leaves_a_core_to_the_page_from_three_cores_up() {
        let sizes: Vec<usize> = [0, 1, 2, 3, 4, 8, 12, 64].into_iter().map(pool_size).collect();
        assert_eq!(sizes, [1, 1, 2, 2, 3, 7, 8, 8]);
        assert_eq!(EXPERT_ITERATIONS, 43_285);
    }
}
