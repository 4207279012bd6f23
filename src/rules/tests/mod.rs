//! Named unit tests of the rules: one per building function (`buildings`) and one per
//! worked example of the 1st-edition rulebook (`examples`), each set up with the
//! test-only [`scenario::Scenario`] builder and driven through `apply` with legal
//! actions.
//!
//! Run with `cargo test --lib rules::tests`.

mod buildings;
mod events;
mod examples;
mod many_players;
mod new_buildings;
pub(crate) mod scenario;
mod second_edition;
mod supply;
