//! The policy's output: every action of the game at a fixed place among [`ACTIONS`]
//! numbers, so one head of the network scores the answers of any decision (the legal
//! ones are picked out of it).

use crate::rules::{Action, BUILDING_COUNT, Building, CITY_LIMIT, Good, ROLE_COUNT, Role};

/// Where each kind of action starts among the policy's outputs.
const CHOOSE_ROLE: usize = 0;
const BUILD: usize = CHOOSE_ROLE + 2 * ROLE_COUNT;
const BUILD_OVER: usize = BUILD + BUILDING_COUNT;
const PAY_CARD: usize = BUILD_OVER + BUILDING_COUNT;
const PAY_GOOD: usize = PAY_CARD + BUILDING_COUNT;
const PAY_CUSTOMS_GOOD: usize = PAY_GOOD + 5;
const PRODUCE: usize = PAY_CUSTOMS_GOOD + 1;
const SELL: usize = PRODUCE + 5;
const SELL_CUSTOMS_GOOD: usize = SELL + 5;
const KEEP: usize = SELL_CUSTOMS_GOOD + 1;
const DISCARD: usize = KEEP + BUILDING_COUNT;
const TUCK: usize = DISCARD + BUILDING_COUNT;
const SET_OFF: usize = TUCK + BUILDING_COUNT;
const DISCARD_BUILDING: usize = SET_OFF + BUILDING_COUNT;
const SHIP: usize = DISCARD_BUILDING + CITY_LIMIT;
const PASS: usize = SHIP + 5;

/// The number of places: every action has one of its own.
pub const ACTIONS: usize = PASS + 1;

/// The place of `action` among the policy's outputs (below [`ACTIONS`]). A crane's build
/// has one place per building whatever slot it covers (the slot is the heuristic's to
/// choose among the crane's builds of one building).
pub fn index(action: Action) -> usize {
    let good = |g: Good| g as usize;
    let card = |b: Building| b as usize;
    match action {
        Action::ChooseRole { role, library } => CHOOSE_ROLE + 2 * role_index(role) + usize::from(library),
        Action::Build { building, over: None } => BUILD + card(building),
        Action::Build { building, over: Some(_) } => BUILD_OVER + card(building),
        Action::PayCard(b) => PAY_CARD + card(b),
        Action::PayGood(g) => PAY_GOOD + good(g),
        Action::PayCustomsGood => PAY_CUSTOMS_GOOD,
        Action::Produce(g) => PRODUCE + good(g),
        Action::Sell(g) => SELL + good(g),
        Action::SellCustomsGood => SELL_CUSTOMS_GOOD,
        Action::Keep(b) => KEEP + card(b),
        Action::Discard(b) => DISCARD + card(b),
        Action::Tuck(b) => TUCK + card(b),
        Action::SetOff(b) => SET_OFF + card(b),
        Action::DiscardBuilding(slot) => DISCARD_BUILDING + usize::from(slot).min(CITY_LIMIT - 1),
        Action::Ship(g) => SHIP + good(g),
        Action::Pass => PASS,
    }
}

fn role_index(role: Role) -> usize {
    Role::ALL.iter().position(|&r| r == role).expect("every role is in Role::ALL")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{GameState, Options};
    use rand::{RngExt, SeedableRng};
    use std::collections::HashMap;

    #[test]
    fn distinct_answers_of_a_decision_have_distinct_places_in_random_games() {
        let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(5);
        for players in [2u8, 4, 6, 8] {
            let options = Options { players, new_buildings: true, events: true, ..Options::default() };
            let mut state = GameState::new(options, u64::from(players)).unwrap();
            while !state.is_over() {
                let legal = state.legal_actions();
                let mut seen = HashMap::new();
                for &a in &legal {
                    assert!(index(a) < ACTIONS);
                    let crane = matches!(a, Action::Build { over: Some(_), .. });
                    if let Some(b) = seen.insert(index(a), a) {
                        assert!(crane, "{a:?} and {b:?} share a place");
                    }
                }
                state.apply_quiet(legal[rng.random_range(0..legal.len())]).unwrap();
            }
        }
    }
}
