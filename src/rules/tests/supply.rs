//! The supply and the discard stack. Rulebook: "When the card supply is exhausted,
//! shuffle the discard stack and place it face down as the new card supply."

use super::scenario::{Rest, Scenario, act, choose};
use crate::rules::{Action, Building::*, Happening, Role};

#[test]
fn the_discard_stack_becomes_the_new_supply_as_soon_as_the_last_card_is_drawn() {
    let mut s = Scenario::new(2).supply_top(&[Statue]).rest(Rest::Discard).build();
    let discarded = s.table().discard_len;
    assert!(discarded > 50 && s.table().supply_len == 1);
    let happened = choose(&mut s, Role::Prospector);
    assert_eq!(s.hand(0).count(Statue), 1, "the prospector drew the last supply card");
    assert_eq!((s.table().supply_len, s.table().discard_len), (discarded, 0));
    assert!(happened.contains(&Happening::SupplyReshuffled { cards: discarded }));
}

#[test]
fn a_version_1_game_shuffles_only_when_a_draw_finds_the_supply_empty() {
    let mut s = Scenario::new(2).supply_top(&[Statue]).rest(Rest::Discard).record_version(1).build();
    let discarded = s.table().discard_len;
    let happened = choose(&mut s, Role::Prospector);
    assert_eq!((s.table().supply_len, s.table().discard_len), (0, discarded), "version 1 waited for the next draw");
    assert!(!happened.iter().any(|h| matches!(h, Happening::SupplyReshuffled { .. })));
    // Seat 1 chooses the councillor: his first draw finds the supply empty.
    let happened = choose(&mut s, Role::Councillor);
    assert!(happened.contains(&Happening::SupplyReshuffled { cards: discarded }));
}

#[test]
fn with_an_empty_discard_stack_the_next_draw_shuffles_what_was_discarded_since() {
    // Every card but the one on top lies under seat 1's chapel: nothing to shuffle yet.
    let mut s = Scenario::new(2).hand(1, &[Hero, Palace, Tower]).supply_top(&[Statue]).rest(Rest::Chapel(1)).build();
    choose(&mut s, Role::Prospector);
    assert_eq!((s.table().supply_len, s.table().discard_len), (0, 0));
    // Seat 1 builds the tower (3 - 1) with the hero and the palace: 2 cards discarded.
    choose(&mut s, Role::Builder);
    act(&mut s, Action::Build { building: Tower, over: None });
    act(&mut s, Action::PayCard(Hero));
    act(&mut s, Action::PayCard(Palace));
    assert_eq!((s.table().supply_len, s.table().discard_len), (0, 2));
    // The governor's councillor draws 5: the 2 cards come back as the supply, then nothing.
    let happened = choose(&mut s, Role::Councillor);
    assert!(happened.contains(&Happening::SupplyReshuffled { cards: 2 }));
    assert!(happened.iter().any(|h| matches!(h, Happening::DrawSkipped { player: 0 })));
    assert_eq!(s.census(), s.options().cards());
}
