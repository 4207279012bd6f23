//! The Events (`Options::events`): one test per event and per rule of
//! `uk-2nd-edition-new-buildings-events.md`, "Розширення №2", with the project's settled
//! points (docs/RULES.md).

use super::scenario::{Scenario, act, cards, choose, drawn, refused};
use crate::rules::Building::*;
use crate::rules::Good::*;
use crate::rules::{Action, BuildingSet, Decision, DrawReason, Edition, GameState, Happening, NoHappenings, Options, Phase, Role};
use rand::SeedableRng;

/// A city one building short of the end (none of these is built by the tests' hands).
const ELEVEN: [crate::rules::Building; 11] =
    [IndigoPlant, SugarMill, TobaccoStorage, CoffeeRoaster, SilverSmelter, Smithy, Well, Archive, PoorHouse, TradingPost, Statue];

fn turned_up(happened: &[Happening]) -> Vec<crate::rules::Building> {
    happened.iter().filter_map(|h| if let Happening::EventTurnedUp { event, .. } = h { Some(*event) } else { None }).collect()
}

// ---- Seeing an event ----

#[test]
fn an_event_dealt_at_the_start_lies_face_up_and_every_hand_is_still_full() {
    let options = Options { players: 4, events: true, ..Options::default() };
    let mut found = 0;
    for seed in 0..300 {
        let mut happened = Vec::new();
        let s = GameState::new_with(options, seed, &mut happened).unwrap();
        let up = turned_up(&happened);
        if up.is_empty() {
            continue;
        }
        found += 1;
        assert_eq!(s.table().events_face_up, up.iter().copied().collect::<BuildingSet>());
        for p in 0..4 {
            assert_eq!(s.hand(p).total(), 4, "seed {seed}: seat {p}");
            assert!(s.hand(p).iter().all(|b| !b.is_event()));
        }
        assert_eq!(s.census(), options.cards());
        // Any event but the governor's visit (no role chosen yet) may be set off at once.
        let settable = up.iter().any(|e| *e != GovernorsVisit);
        assert_eq!(s.legal_actions().iter().any(|a| matches!(a, Action::SetOff(_))), settable, "seed {seed}");
    }
    assert!(found > 10, "16 of 116 cards are dealt: events turn up in many deals ({found})");
}

#[test]
fn an_event_drawn_as_sale_proceeds_is_laid_face_up_and_replaced() {
    let mut s = Scenario::new(2).events().goods(0, &[Indigo]).supply_top(&[Earthquake, Well]).build();
    choose(&mut s, Role::Trader);
    let happened = act(&mut s, Action::Sell(Indigo));
    assert_eq!(turned_up(&happened), [Earthquake]);
    assert_eq!(drawn(&happened, 0, DrawReason::Sale), 1);
    assert_eq!(*s.hand(0), cards(&[Well]));
    assert!(s.table().events_face_up.contains(Earthquake));
}

#[test]
fn an_event_turned_over_by_a_gold_mine_is_replaced_before_the_costs_are_compared() {
    let mut s =
        Scenario::new(2).events().city(0, &[IndigoPlant, GoldMine]).supply_top(&[Well, Taxes, Smithy, BlackMarket, Chapel, Quarry]).build();
    // The prospector's own card first, then the gold mine's four.
    let happened = choose(&mut s, Role::Prospector);
    assert_eq!(turned_up(&happened), [Taxes]);
    assert_eq!(s.decision(), Decision::GoldMine);
    assert_eq!(*s.pending(), cards(&[Smithy, BlackMarket, Chapel, Quarry]));
}

#[test]
fn an_event_in_a_councillors_draw_is_replaced_and_never_kept() {
    let mut s = Scenario::new(2).events().supply_top(&[Smithy, DebtRelief, Well, Crane, Chapel, Tower]).build();
    choose(&mut s, Role::Councillor);
    assert_eq!(*s.pending(), cards(&[Smithy, Well, Crane, Chapel, Tower]));
    assert!(s.table().events_face_up.contains(DebtRelief));
    assert!(!s.legal_actions().contains(&Action::Keep(DebtRelief)));
}

#[test]
fn an_event_produced_as_a_good_stays_face_down_and_is_only_a_card() {
    let mut s = Scenario::new(2).events().supply_top(&[Amnesty]).build();
    choose(&mut s, Role::Producer);
    let happened = act(&mut s, Action::Produce(Indigo));
    assert!(turned_up(&happened).is_empty());
    assert_eq!(s.table().events_face_up, BuildingSet::EMPTY);
    assert_eq!(s.good_card(0, 0), Some(Amnesty));
    // Sold, it goes face down to the discard stack, still unseen.
    let mut s2 = s.clone();
    while s2.table().phase != Phase::ChooseRole {
        let a = s2.legal_actions()[0];
        act(&mut s2, a);
    }
    choose(&mut s2, Role::Trader);
    act(&mut s2, Action::Sell(Indigo));
    assert_eq!(s2.table().events_face_up, BuildingSet::EMPTY);
    assert_eq!(s2.census(), s2.options().cards());
}

#[test]
fn the_customs_offices_good_is_drawn_face_down_even_if_it_is_an_event() {
    let mut s = Scenario::new(2).events().new_buildings().city(0, &[IndigoPlant, CustomsOffice]).supply_top(&[Taxes]).build();
    choose(&mut s, Role::Councillor);
    assert_eq!(s.good_card(0, 1), Some(Taxes));
    assert!(!s.table().events_face_up.contains(Taxes));
}

// ---- Setting one off ----

#[test]
fn setting_off_an_event_is_the_players_turn_and_it_leaves_the_game() {
    let mut s = Scenario::new(3).face_up(&[Taxes]).hand(1, &[Well]).hand(2, &[Crane]).build();
    assert!(s.legal_actions().contains(&Action::SetOff(Taxes)));
    let happened = act(&mut s, Action::SetOff(Taxes));
    assert!(happened.contains(&Happening::EventSetOff { player: 0, event: Taxes }));
    act(&mut s, Action::Discard(Well));
    act(&mut s, Action::Discard(Crane));
    // Seat 0's turn was the event: seat 1 chooses the round's next role, all five free.
    assert_eq!((s.to_move(), s.decision()), (Some(1), Decision::ChooseRole));
    assert_eq!(s.table().roles_taken, crate::rules::RoleSet::EMPTY);
    assert!(s.table().events_gone.contains(Taxes) && !s.table().events_face_up.contains(Taxes));
    assert!(refused(&mut s, Action::SetOff(Taxes)).to_string().contains("not face up"));
}

#[test]
fn an_event_that_came_up_earlier_this_round_may_be_set_off_by_the_next_chooser() {
    let mut s = Scenario::new(2).events().goods(0, &[Indigo]).supply_top(&[Amnesty, Well]).build();
    choose(&mut s, Role::Trader);
    act(&mut s, Action::Sell(Indigo));
    while s.decision() != Decision::ChooseRole {
        act(&mut s, Action::Pass);
    }
    assert_eq!(s.to_move(), Some(1));
    assert!(s.legal_actions().contains(&Action::SetOff(Amnesty)));
}

// ---- Earthquake ----

#[test]
fn earthquake_every_player_from_the_activator_discards_a_building_with_its_good() {
    let mut s = Scenario::new(3)
        .governor(1)
        .face_up(&[Earthquake])
        .city(0, &[IndigoPlant, SugarMill])
        .goods(0, &[Sugar])
        .city(1, &[IndigoPlant, Smithy])
        .city(2, &[IndigoPlant, Statue])
        .build();
    let discard = s.table().discard_len;
    act(&mut s, Action::SetOff(Earthquake));
    assert_eq!((s.to_move(), s.decision()), (Some(1), Decision::Earthquake));
    assert_eq!(s.legal_actions(), [Action::DiscardBuilding(0), Action::DiscardBuilding(1)]);
    refused(&mut s, Action::DiscardBuilding(2));
    let h = act(&mut s, Action::DiscardBuilding(1));
    assert!(h.contains(&Happening::BuildingDiscarded { player: 1, building: Smithy, cards: 0 }));
    act(&mut s, Action::DiscardBuilding(0));
    let h = act(&mut s, Action::DiscardBuilding(1));
    assert!(h.contains(&Happening::BuildingDiscarded { player: 0, building: SugarMill, cards: 1 }));
    assert_eq!(s.player(0).city(), [IndigoPlant]);
    assert_eq!(s.player(0).goods_count(), 0);
    assert_eq!(s.player(1).city(), [IndigoPlant]);
    assert_eq!(s.player(2).city(), [Statue]);
    assert_eq!(s.table().discard_len, discard + 4);
    assert_eq!((s.to_move(), s.decision()), (Some(2), Decision::ChooseRole));
}

#[test]
fn earthquake_on_a_chapel_with_cards_discards_the_cards_under_it() {
    let mut s = Scenario::new(2).face_up(&[Earthquake]).city(0, &[IndigoPlant, Chapel]).chapel(0, 3).build();
    let discard = s.table().discard_len;
    act(&mut s, Action::SetOff(Earthquake));
    let h = act(&mut s, Action::DiscardBuilding(1));
    assert!(h.contains(&Happening::BuildingDiscarded { player: 0, building: Chapel, cards: 3 }));
    assert_eq!(s.chapel_count(0), 0);
    assert_eq!(s.table().discard_len, discard + 4);
    assert_eq!(s.final_score().players[0].chapel, 0);
}

#[test]
fn earthquake_on_a_covered_crane_stack_discards_the_covered_buildings_too() {
    let mut s =
        Scenario::new(2).face_up(&[Earthquake]).city(0, &[SugarMill, Crane, IndigoPlant]).hand(0, &[TobaccoStorage, CoffeeRoaster]).build();
    // The crane covered slot 2 twice (1st edition: the covered cards stay under it).
    s.hand_remove(0, TobaccoStorage);
    s.place_building(0, TobaccoStorage, Some(2), &mut NoHappenings);
    s.hand_remove(0, CoffeeRoaster);
    s.place_building(0, CoffeeRoaster, Some(2), &mut NoHappenings);
    assert_eq!(s.table().covered, cards(&[IndigoPlant, TobaccoStorage]));
    assert_eq!(s.census(), s.options().cards());
    // A building before the stack falls first (as in an earlier earthquake): the stack
    // moves up to slot 1 and keeps what lies under it.
    let (fallen, with) = s.remove_building(0, 0);
    assert_eq!((fallen, with), (SugarMill, 0));
    assert_eq!(s.player(0).city(), [Crane, CoffeeRoaster]);
    assert!(s.table().under_slots.iter().all(|c| c.slot == 1));
    let discard = s.table().discard_len;
    act(&mut s, Action::SetOff(Earthquake));
    let h = act(&mut s, Action::DiscardBuilding(1));
    assert!(h.contains(&Happening::BuildingDiscarded { player: 0, building: CoffeeRoaster, cards: 2 }));
    assert!(s.table().covered.is_empty() && s.table().under_slots.is_empty());
    assert_eq!(s.table().discard_len, discard + 3);
    assert_eq!(s.player(0).city(), [Crane]);
}

#[test]
fn earthquake_skips_nobody_with_a_building_and_a_fallen_cathedral_goes_back_beside_the_roles() {
    let mut s = Scenario::new(2).new_buildings().face_up(&[Earthquake]).city(0, &[IndigoPlant, Cathedral]).build();
    assert!(!s.table().cathedral_available);
    act(&mut s, Action::SetOff(Earthquake));
    let h = act(&mut s, Action::DiscardBuilding(1));
    assert!(h.contains(&Happening::BuildingDiscarded { player: 0, building: Cathedral, cards: 0 }));
    assert!(s.table().cathedral_available);
    // Seat 1's only building: he must still choose it.
    assert_eq!(s.legal_actions(), [Action::DiscardBuilding(0)]);
    act(&mut s, Action::DiscardBuilding(0));
    assert_eq!(s.player(1).building_count(), 0);
}

// ---- Debt relief ----

#[test]
fn debt_relief_every_player_from_the_activator_draws_three() {
    let mut s = Scenario::new(3).governor(2).face_up(&[DebtRelief]).hand(0, &[Well]).build();
    let h = act(&mut s, Action::SetOff(DebtRelief));
    let order: Vec<u8> = h
        .iter()
        .filter_map(|e| match e {
            Happening::Drew { player, cards: 3, reason: DrawReason::DebtRelief } => Some(*player),
            _ => None,
        })
        .collect();
    assert_eq!(order, [2, 0, 1]);
    assert_eq!([0, 1, 2].map(|p| s.player(p).hand_len), [4, 3, 3]);
    assert_eq!((s.to_move(), s.decision()), (Some(0), Decision::ChooseRole));
}

#[test]
fn debt_relief_drawing_another_event_lays_it_face_up() {
    let mut s = Scenario::new(2).face_up(&[DebtRelief]).supply_top(&[Well, Taxes, Crane, Smithy, Statue, Hero]).build();
    let h = act(&mut s, Action::SetOff(DebtRelief));
    assert_eq!(turned_up(&h), [Taxes]);
    assert_eq!(*s.hand(0), cards(&[Well, Crane, Smithy]));
    assert!(s.hand(1).contains(Statue) && s.hand(1).contains(Hero) && s.hand(1).total() == 3);
    assert!(s.legal_actions().contains(&Action::SetOff(Taxes)));
}

// ---- Taxes ----

#[test]
fn taxes_every_other_player_with_cards_discards_one_and_the_activator_none() {
    let mut s = Scenario::new(4).governor(1).face_up(&[Taxes]).hand(1, &[Well, Crane]).hand(2, &[Statue]).hand(0, &[Hero, Palace]).build();
    act(&mut s, Action::SetOff(Taxes));
    // Seat 2 first (after the activator), seat 3 has no card, then seat 0.
    assert_eq!((s.to_move(), s.decision()), (Some(2), Decision::Taxes));
    refused(&mut s, Action::Pass);
    let h = act(&mut s, Action::Discard(Statue));
    assert!(h.contains(&Happening::TaxPaid { player: 2 }));
    assert_eq!(s.to_move(), Some(0));
    act(&mut s, Action::Discard(Palace));
    assert_eq!([0, 1, 2, 3].map(|p| s.player(p).hand_len), [1, 2, 0, 0]);
    assert_eq!((s.to_move(), s.decision()), (Some(2), Decision::ChooseRole));
}

// ---- Amnesty ----

#[test]
fn amnesty_each_player_once_discards_any_number_and_draws_as_many() {
    let mut s = Scenario::new(2).face_up(&[Amnesty]).hand(0, &[Statue, Hero, Palace]).hand(1, &[Well]).supply_top(&[Smithy, Crane]).build();
    act(&mut s, Action::SetOff(Amnesty));
    assert_eq!(s.decision(), Decision::Amnesty { discarded: 0 });
    act(&mut s, Action::Discard(Statue));
    assert_eq!(s.decision(), Decision::Amnesty { discarded: 1 });
    act(&mut s, Action::Discard(Hero));
    let h = act(&mut s, Action::Pass);
    assert!(h.contains(&Happening::AmnestyExchanged { player: 0, cards: 2 }));
    assert_eq!(*s.hand(0), cards(&[Palace, Smithy, Crane]));
    // Seat 1 keeps his hand: nothing drawn, and the log says so.
    assert_eq!(s.to_move(), Some(1));
    let h = act(&mut s, Action::Pass);
    assert!(h.contains(&Happening::AmnestyExchanged { player: 1, cards: 0 }));
    assert_eq!(*s.hand(1), cards(&[Well]));
}

// ---- Construction ----

#[test]
fn construction_builds_one_building_of_cost_one_to_four_free_without_other_buildings_effects() {
    let mut s = Scenario::new(2)
        .face_up(&[Construction])
        .city(0, &[IndigoPlant, Carpenter, Crane])
        .hand(0, &[Quarry, Library, Statue])
        .hand(1, &[Palace])
        .build();
    let discard = s.table().discard_len;
    act(&mut s, Action::SetOff(Construction));
    assert_eq!(s.decision(), Decision::Construction);
    assert_eq!(
        s.legal_actions(),
        [Action::Build { building: Quarry, over: None }, Action::Build { building: Statue, over: None }, Action::Pass]
    );
    assert_eq!((s.build_cost(Quarry, None), s.build_cost(Library, None)), (Some(0), None));
    refused(&mut s, Action::Build { building: Library, over: None });
    refused(&mut s, Action::Build { building: Statue, over: Some(0) });
    let h = act(&mut s, Action::Build { building: Quarry, over: None });
    assert!(h.contains(&Happening::Built { player: 0, building: Quarry, over: None, cards: 0, goods: 0 }));
    // No carpenter draw, nothing paid; seat 1 has only a 6-cost card: nothing to build.
    assert_eq!(*s.hand(0), cards(&[Library, Statue]));
    assert_eq!(s.table().discard_len, discard);
    assert!(h.contains(&Happening::ConstructionPassed { player: 1 }));
    assert_eq!((s.to_move(), s.decision()), (Some(1), Decision::ChooseRole));
}

#[test]
fn construction_reaching_twelve_ends_the_game_after_everyone_had_his_free_build() {
    let eleven = ELEVEN;
    let mut s = Scenario::new(2).face_up(&[Construction]).city(0, &eleven).hand(0, &[Crane]).hand(1, &[Tower]).build();
    act(&mut s, Action::SetOff(Construction));
    act(&mut s, Action::Build { building: Crane, over: None });
    assert!(!s.is_over());
    assert_eq!((s.to_move(), s.decision()), (Some(1), Decision::Construction));
    let h = act(&mut s, Action::Build { building: Tower, over: None });
    assert!(h.contains(&Happening::GameEnded));
    assert!(s.is_over());
}

// ---- Governor's visit ----

#[test]
fn governors_visit_is_not_offered_before_any_role_was_chosen_this_round() {
    let mut s = Scenario::new(3).face_up(&[GovernorsVisit]).build();
    assert!(!s.legal_actions().contains(&Action::SetOff(GovernorsVisit)));
    assert!(refused(&mut s, Action::SetOff(GovernorsVisit)).to_string().contains("no role was chosen"));
    choose(&mut s, Role::Prospector);
    assert_eq!(s.to_move(), Some(1));
    assert!(s.legal_actions().contains(&Action::SetOff(GovernorsVisit)));
}

#[test]
fn governors_visit_plays_a_role_chosen_this_round_again_with_its_privilege() {
    let mut s = Scenario::new(3).face_up(&[GovernorsVisit]).city(1, &[IndigoPlant, Library]).turn(1, &[(Role::Prospector, 0)]).build();
    assert_eq!(s.to_move(), Some(1));
    act(&mut s, Action::SetOff(GovernorsVisit));
    assert_eq!((s.table().phase, s.decision()), (Phase::Event(GovernorsVisit), Decision::VisitRole));
    assert_eq!(s.legal_actions(), [Action::ChooseRole { role: Role::Prospector, library: false }]);
    // A library does not change an event; a role not chosen this round cannot be visited.
    refused(&mut s, Action::ChooseRole { role: Role::Prospector, library: true });
    refused(&mut s, Action::ChooseRole { role: Role::Builder, library: false });
    let h = act(&mut s, Action::ChooseRole { role: Role::Prospector, library: false });
    assert!(h.contains(&Happening::VisitedRole { player: 1, role: Role::Prospector }));
    assert_eq!(drawn(&h, 1, DrawReason::Prospector), 1);
    assert_eq!(drawn(&h, 0, DrawReason::Prospector), 0);
    // The placard stays with its chooser; seat 2 chooses next among the four left.
    assert_eq!(s.table().role_taken_by[Role::Prospector as usize], Some(0));
    assert_eq!((s.to_move(), s.decision()), (Some(2), Decision::ChooseRole));
    assert!(!s.legal_actions().contains(&Action::ChooseRole { role: Role::Prospector, library: false }));
}

#[test]
fn governors_visit_a_twelfth_building_ends_the_game_after_that_builder_phase() {
    let eleven = ELEVEN;
    let mut s = Scenario::new(3)
        .face_up(&[GovernorsVisit])
        .city(1, &eleven)
        .hand(1, &[Crane, Tower, Chapel])
        .turn(1, &[(Role::Builder, 0)])
        .build();
    act(&mut s, Action::SetOff(GovernorsVisit));
    act(&mut s, Action::ChooseRole { role: Role::Builder, library: false });
    // The visitor builds with the builder's privilege: the crane costs 2 - 1 = 1.
    assert_eq!(s.decision(), Decision::Build { discount: 1 });
    act(&mut s, Action::Build { building: Crane, over: None });
    act(&mut s, Action::PayCard(Tower));
    while !s.is_over() {
        act(&mut s, Action::Pass);
    }
    assert_eq!(s.player(1).building_count(), 12);
}

// ---- What a seat may know ----

#[test]
fn face_up_events_are_public_and_a_sampled_state_never_puts_an_event_in_a_hand() {
    let s = Scenario::new(3).face_up(&[Taxes, Amnesty]).hand(1, &[Well, Crane, Smithy]).hand(2, &[Statue, Hero]).build();
    let obs = s.observation(0);
    assert_eq!(obs.table.events_face_up, [Taxes, Amnesty].into_iter().collect());
    let unseen = obs.unseen().unwrap();
    assert!(!unseen.contains(Taxes) && !unseen.contains(Amnesty));
    assert!(unseen.contains(Earthquake) && unseen.contains(GovernorsVisit));
    let mut rng = crate::rules::GameRng::seed_from_u64(7);
    for _ in 0..200 {
        let sampled = obs.sample_state(&mut rng).unwrap();
        assert_eq!(sampled.census(), s.options().cards());
        for p in 0..3 {
            assert!(sampled.hand(p).iter().all(|b| !b.is_event()), "an event in a sampled hand");
        }
    }
}

/// `CARDS.md`: cards under a chapel belong to the building they lie under. The crane
/// covers a chapel with 3 cards (2nd edition: they stay "where they lie", uk, "Кран", now
/// under the tower; 1st edition: under the covered chapel, under the tower), the owner
/// builds a new chapel and tucks 2 under it; every one of the 5 scores. An Earthquake on
/// the tower takes exactly its 3 ("всі карти на/під будівлею"), on the new chapel exactly
/// its 2. Records of version 2 replay the one pile of then.
#[test]
fn earthquake_takes_exactly_the_cards_under_the_building_that_falls() {
    for edition in [Edition::Second, Edition::First] {
        for (fall, went, left) in [(1u8, 3u16, 2u16), (3, 2, 3)] {
            let mut s = covered_chapel_and_a_new_one(edition, crate::rules::RECORD_VERSION);
            let discard = s.table().discard_len;
            act(&mut s, Action::SetOff(Earthquake));
            let h = act(&mut s, Action::DiscardBuilding(fall));
            // In the 1st edition the covered chapel goes with the tower too.
            let covered = u16::from(edition == Edition::First && fall == 1);
            let building = if fall == 1 { Tower } else { Chapel };
            assert!(h.contains(&Happening::BuildingDiscarded { player: 0, building, cards: went + covered }), "{edition:?} {fall}: {h:?}");
            assert_eq!(s.chapel_count(0), left);
            assert_eq!(s.final_score().players[0].chapel, left);
            assert_eq!(s.table().discard_len, discard + 1 + went + covered);
            assert_eq!(s.census(), s.options().cards());
        }
    }
    // Version 2, 2nd edition: the tower fell alone, the 5 cards stayed with the chapel.
    let mut s = covered_chapel_and_a_new_one(Edition::Second, 2);
    act(&mut s, Action::SetOff(Earthquake));
    let h = act(&mut s, Action::DiscardBuilding(1));
    assert!(h.contains(&Happening::BuildingDiscarded { player: 0, building: Tower, cards: 0 }));
    assert_eq!(s.chapel_count(0), 5);
}

/// Seat 0's city `[IndigoPlant, Tower, Crane, Chapel]`: the tower covers a chapel with 3
/// cards, the new chapel has 2; seat 0 to choose, an Earthquake face up.
fn covered_chapel_and_a_new_one(edition: Edition, version: u32) -> GameState {
    let mut s = Scenario::new(2)
        .edition(edition)
        .record_version(version)
        .face_up(&[Earthquake])
        .city(0, &[IndigoPlant, Chapel, Crane])
        .chapel(0, 3)
        .hand(0, &[Tower, Chapel, Well, Smithy])
        .build();
    s.hand_remove(0, Tower);
    s.place_building(0, Tower, Some(1), &mut NoHappenings);
    assert_eq!(s.final_score().players[0].chapel, 3, "the covered chapel's cards still score");
    s.hand_remove(0, Chapel);
    s.place_building(0, Chapel, None, &mut NoHappenings);
    for b in [Well, Smithy] {
        s.hand_remove(0, b);
        s.chapel_cards.add(b);
        s.chapels[0] += 1;
    }
    assert_eq!(s.final_score().players[0].chapel, 5);
    assert_eq!(s.census(), s.options().cards());
    // Which cards lie under the covered slot is the owner's to know, and sampled states
    // keep it.
    let own = s.observation(0);
    assert_eq!(own.buried.len(), usize::from(version >= 3));
    assert!(s.observation(1).buried.is_empty());
    let mut rng = crate::rules::GameRng::seed_from_u64(3);
    for seat in 0..2 {
        let obs = s.observation(seat);
        let sampled = obs.sample_state(&mut rng).unwrap();
        assert_eq!(sampled.observation(seat), obs);
        assert_eq!(sampled.census(), s.options().cards());
    }
    s
}

/// The same for a bank covered by the crane (2nd edition, the New Buildings): its 2
/// cards stay under the covering building and fall with it; the harbor's card, in the
/// same face-down pile of banks and harbors, stays with the harbor.
#[test]
fn earthquake_takes_a_covered_banks_cards_and_leaves_the_harbors() {
    let mut s = Scenario::new(2)
        .edition(Edition::Second)
        .new_buildings()
        .face_up(&[Earthquake])
        .city(0, &[IndigoPlant, Bank, Crane, Harbor])
        .hand(0, &[Palace, Well, Smithy, Tower])
        .build();
    for (b, n) in [(Well, 0), (Smithy, 0), (Tower, 1)] {
        s.hand_remove(0, b);
        s.vault_cards.add(b);
        if n == 0 { s.banks[0] += 1 } else { s.harbors[0] += 1 }
    }
    s.hand_remove(0, Palace);
    s.place_building(0, Palace, Some(1), &mut NoHappenings);
    assert_eq!(s.final_score().players[0].bank, 2, "the covered bank's cards still score");
    assert_eq!(s.census(), s.options().cards());
    act(&mut s, Action::SetOff(Earthquake));
    let h = act(&mut s, Action::DiscardBuilding(1));
    assert!(h.contains(&Happening::BuildingDiscarded { player: 0, building: Palace, cards: 2 }), "{h:?}");
    assert_eq!((s.bank_count(0), s.harbor_count(0)), (0, 1));
    assert_eq!(s.census(), s.options().cards());
}
