//! The New Buildings (`Options::new_buildings`): one test (or a few) per function and the
//! worked examples of the Ukrainian rulebook (`uk-2nd-edition-new-buildings-events.md`,
//! "Розширення №1"), with the project's settled points from `CARDS.md`.

use super::scenario::{Scenario, act, cards, choose, choose_with_library, drawn};
use crate::rules::Building::*;
use crate::rules::Good::*;
use crate::rules::{Action, Decision, DrawReason, Edition, GameState, Happening, Phase, Role, SeatSet, hand_limit};

fn nb(players: u8) -> Scenario {
    Scenario::new(players).new_buildings()
}

fn pay(s: &mut GameState, list: &[crate::rules::Building]) -> Vec<Happening> {
    list.iter().flat_map(|b| act(s, Action::PayCard(*b))).collect()
}

// ---- Guard room ----

#[test]
fn guard_room_without_one_the_hand_limit_is_six_with_one_seven_with_a_tower_twelve() {
    let s = nb(3).city(1, &[IndigoPlant, GuardRoom]).city(2, &[IndigoPlant, Tower]).build();
    assert_eq!([0, 1, 2].map(|p| hand_limit(&s, p)), [6, 7, 12]);
    // Without the New Buildings nobody is held to 6.
    let s = Scenario::new(2).build();
    assert_eq!(hand_limit(&s, 0), 7);
    // At the start of a round 7 cards are one too many without a guard room.
    let seven = [Statue, Hero, Palace, Tower, Smithy, Well, Crane];
    let s = nb(2).hand(0, &seven).at_round_start().build();
    assert_eq!((s.to_move(), s.decision()), (Some(0), Decision::HandLimit { remaining: 1 }));
    let s = nb(2).city(0, &[IndigoPlant, GuardRoom]).hand(0, &seven).at_round_start().build();
    assert_eq!(s.decision(), Decision::ChooseRole);
}

// ---- Office building ----

#[test]
fn office_building_discards_two_and_draws_two_at_round_start() {
    let mut s =
        nb(2).city(0, &[IndigoPlant, OfficeBuilding]).hand(0, &[Statue, Hero, Palace]).supply_top(&[Well, Crane]).at_round_start().build();
    assert_eq!((s.to_move(), s.decision()), (Some(0), Decision::Office { discarded: 0 }));
    assert!(s.legal_actions().contains(&Action::Pass));
    act(&mut s, Action::Discard(Statue));
    assert_eq!(s.decision(), Decision::Office { discarded: 1 });
    let happened = act(&mut s, Action::Discard(Hero));
    assert!(happened.contains(&Happening::OfficeExchanged { player: 0, cards: 2 }));
    assert_eq!(*s.hand(0), cards(&[Palace, Well, Crane]));
    assert_eq!(s.decision(), Decision::ChooseRole);
}

#[test]
fn office_building_one_card_then_stop_draws_one_and_passing_draws_none() {
    let base = nb(2).city(0, &[IndigoPlant, OfficeBuilding]).hand(0, &[Statue, Hero]).supply_top(&[Well]).at_round_start();
    let mut s = base.clone().build();
    act(&mut s, Action::Discard(Statue));
    let happened = act(&mut s, Action::Pass);
    assert!(happened.contains(&Happening::OfficeExchanged { player: 0, cards: 1 }));
    assert_eq!(*s.hand(0), cards(&[Hero, Well]));
    let mut s = base.build();
    let happened = act(&mut s, Action::Pass);
    assert!(!happened.iter().any(|h| matches!(h, Happening::OfficeExchanged { .. })));
    assert_eq!(*s.hand(0), cards(&[Statue, Hero]));
}

#[test]
fn round_start_runs_office_building_then_chapel_then_hand_limit() {
    // 8 cards, limit 6 (no guard room): exchange 2, tuck 1, then discard down to 6.
    let hand = [Statue, Hero, Palace, Tower, Smithy, Well, Crane, Quarry];
    let mut s =
        nb(2).city(0, &[IndigoPlant, OfficeBuilding, Chapel]).hand(0, &hand).supply_top(&[Archive, Library]).at_round_start().build();
    assert_eq!(s.table().phase, Phase::Office);
    act(&mut s, Action::Discard(Statue));
    act(&mut s, Action::Discard(Hero));
    assert_eq!((s.table().phase, s.decision()), (Phase::Chapel, Decision::Chapel));
    assert_eq!(s.player(0).hand_len, 8);
    act(&mut s, Action::Tuck(Palace));
    assert_eq!(s.decision(), Decision::HandLimit { remaining: 1 });
}

// ---- Hut ----

#[test]
fn hut_draws_one_when_nobody_sold_a_good() {
    let mut s = nb(2).city(1, &[IndigoPlant, Hut]).build();
    let happened = choose(&mut s, Role::Trader);
    assert_eq!(drawn(&happened, 1, DrawReason::Hut), 1);
    assert_eq!(s.player(1).hand_len, 1);
}

#[test]
fn hut_draws_nothing_when_anybody_sold() {
    let mut s = nb(2).city(1, &[IndigoPlant, Hut]).goods(0, &[Indigo]).build();
    choose(&mut s, Role::Trader);
    let happened = act(&mut s, Action::Sell(Indigo));
    assert_eq!(drawn(&happened, 1, DrawReason::Hut), 0);
    assert_eq!(s.player(1).hand_len, 0);
}

// ---- Tavern ----

#[test]
fn tavern_draws_one_after_a_builder_phase_for_the_fewest_buildings() {
    let mut s = nb(2).city(0, &[IndigoPlant, SugarMill, TobaccoStorage]).city(1, &[IndigoPlant, Tavern]).build();
    let happened = choose(&mut s, Role::Builder);
    assert_eq!(drawn(&happened, 1, DrawReason::Tavern), 1);
}

#[test]
fn tavern_draws_nothing_when_tied_for_fewest_with_everybody_or_not_fewest() {
    let mut s = nb(2).city(0, &[IndigoPlant, SugarMill]).city(1, &[IndigoPlant, Tavern]).build();
    let happened = choose(&mut s, Role::Builder);
    assert_eq!(drawn(&happened, 1, DrawReason::Tavern), 0, "2 against 2: nobody has more");
    let mut s = nb(2).city(0, &[IndigoPlant]).city(1, &[IndigoPlant, Tavern]).build();
    let happened = choose(&mut s, Role::Builder);
    assert_eq!(drawn(&happened, 1, DrawReason::Tavern), 0, "not the fewest");
}

#[test]
fn tavern_does_not_work_in_the_builder_phase_in_which_it_was_built() {
    let mut s = nb(2)
        .city(0, &[IndigoPlant, SugarMill, TobaccoStorage, CoffeeRoaster])
        .city(1, &[IndigoPlant])
        .hand(1, &[Tavern, Statue, Hero])
        .build();
    choose(&mut s, Role::Builder);
    act(&mut s, Action::Build { building: Tavern, over: None });
    let happened = pay(&mut s, &[Statue, Hero]);
    assert!(s.player(1).owns(Tavern));
    assert_eq!(drawn(&happened, 1, DrawReason::Tavern), 0);
    assert_eq!(s.table().tavern_built, SeatSet::EMPTY, "from the next builder phase on it works");
}

// ---- Park ----

#[test]
fn park_library_over_a_park_costs_nothing_rulebook_example() {
    // Natalia builds the library (5) over her park: 6 off, she pays nothing.
    let mut s = nb(2).city(1, &[IndigoPlant, Park, Crane]).hand(1, &[Library]).build();
    choose(&mut s, Role::Builder);
    let happened = act(&mut s, Action::Build { building: Library, over: Some(1) });
    assert!(happened.contains(&Happening::Built { player: 1, building: Library, over: Some(Park), cards: 0, goods: 0 }));
}

#[test]
fn park_cathedral_over_a_park_costs_one_and_nothing_for_the_builder_or_with_a_quarry() {
    // Andriy builds the Cathedral (7) over his park and pays 1 card.
    let mut s = nb(2).city(1, &[IndigoPlant, Park, Crane]).hand(1, &[Statue]).build();
    choose(&mut s, Role::Builder);
    act(&mut s, Action::Build { building: Cathedral, over: Some(1) });
    assert_eq!(s.decision(), Decision::Pay { building: Cathedral, over: Some(1), remaining: 1, goods_allowed: 0 });
    let happened = pay(&mut s, &[Statue]);
    assert!(happened.contains(&Happening::Built { player: 1, building: Cathedral, over: Some(Park), cards: 1, goods: 0 }));
    assert!(!s.table().cathedral_available);
    // As the builder, or with a quarry, it is free.
    let mut s = nb(2).city(0, &[IndigoPlant, Park, Crane]).build();
    choose(&mut s, Role::Builder);
    assert_eq!(s.build_cost(Cathedral, Some(1)), Some(0));
    let mut s = nb(2).city(1, &[IndigoPlant, Park, Crane, Quarry]).build();
    choose(&mut s, Role::Builder);
    assert_eq!(s.build_cost(Cathedral, Some(1)), Some(0));
}

// ---- Customs office ----

#[test]
fn customs_office_gets_a_good_in_the_councillor_phase_when_empty() {
    let mut s = nb(2).city(1, &[IndigoPlant, CustomsOffice]).build();
    choose(&mut s, Role::Councillor);
    let keep = s.legal_actions()[0];
    let happened = act(&mut s, keep);
    assert!(happened.contains(&Happening::CustomsGoodPlaced { player: 1 }));
    assert!(s.player(1).has_good(1));
    // Full: no second good.
    let mut s = nb(2).city(1, &[IndigoPlant, CustomsOffice]).customs_good(1).build();
    choose(&mut s, Role::Councillor);
    let keep = s.legal_actions()[0];
    let happened = act(&mut s, keep);
    assert!(!happened.contains(&Happening::CustomsGoodPlaced { player: 1 }));
}

#[test]
fn customs_office_good_sells_for_two_whatever_the_tile_and_alone_still_turns_the_tile() {
    let mut s = nb(2).city(0, &[IndigoPlant, CustomsOffice]).customs_good(0).tiles([0, 1, 2, 3, 4]).build();
    let happened = choose(&mut s, Role::Trader);
    assert!(happened.iter().any(|h| matches!(h, Happening::TileRevealed { .. })));
    assert!(s.legal_actions().contains(&Action::SellCustomsGood));
    let happened = act(&mut s, Action::SellCustomsGood);
    assert!(happened.contains(&Happening::SoldCustomsGood { player: 0, price: 2 }));
    assert_eq!(s.player(0).hand_len, 2);
    assert!(!s.player(0).has_good(1));
}

#[test]
fn customs_office_good_counts_for_the_market_stand_and_pays_a_black_market() {
    let mut s =
        nb(2).city(0, &[IndigoPlant, CustomsOffice, MarketStand]).goods(0, &[Indigo]).customs_good(0).tiles([0, 1, 2, 3, 4]).build();
    choose(&mut s, Role::Trader);
    act(&mut s, Action::Sell(Indigo));
    let happened = act(&mut s, Action::SellCustomsGood);
    assert_eq!(drawn(&happened, 0, DrawReason::MarketStand), 1);

    let mut s = nb(2).city(1, &[IndigoPlant, CustomsOffice, BlackMarket]).customs_good(1).hand(1, &[Statue, Hero, Palace]).build();
    choose(&mut s, Role::Builder);
    act(&mut s, Action::Build { building: Statue, over: None });
    assert!(s.legal_actions().contains(&Action::PayCustomsGood));
    act(&mut s, Action::PayCustomsGood);
    assert!(!s.player(1).has_good(1));
}

// ---- Bank ----

#[test]
fn bank_tucks_any_number_once_per_game_one_vp_each() {
    let mut s = nb(2).city(0, &[IndigoPlant, Bank]).hand(0, &[Statue, Hero, Palace]).at_round_start().build();
    assert_eq!(s.decision(), Decision::Bank { tucked: 0 });
    act(&mut s, Action::Tuck(Statue));
    assert_eq!(s.decision(), Decision::Bank { tucked: 1 });
    act(&mut s, Action::Tuck(Hero));
    let happened = act(&mut s, Action::Pass);
    assert!(happened.contains(&Happening::BankTucked { player: 0, cards: 2 }));
    assert_eq!(s.bank_count(0), 2);
    assert_eq!(s.score_breakdown(0).bank, 2);
    assert!(!happened[0].visible_to(1));
    // Used: never asked again.
    assert_eq!(s.table().bank_used, SeatSet::from_iter([0]));
}

#[test]
fn bank_not_used_when_passed_at_once() {
    let mut s = nb(2).city(0, &[IndigoPlant, Bank]).hand(0, &[Statue]).at_round_start().build();
    act(&mut s, Action::Pass);
    assert_eq!((s.table().bank_used, s.bank_count(0)), (SeatSet::EMPTY, 0));
}

// ---- Harbor ----

#[test]
fn harbor_keeps_the_first_good_sold_in_a_trader_phase_one_vp_each() {
    let mut s = nb(2).city(0, &[IndigoPlant, SugarMill, Harbor]).goods(0, &[Indigo, Sugar]).tiles([0, 1, 2, 3, 4]).build();
    choose(&mut s, Role::Trader);
    let discard = s.table().discard_len;
    let happened = act(&mut s, Action::Sell(Indigo));
    assert!(happened.contains(&Happening::HarborTookGood { player: 0 }));
    act(&mut s, Action::Sell(Sugar));
    assert_eq!(s.harbor_count(0), 1, "once per trader phase");
    assert_eq!(s.table().discard_len, discard + 1);
    assert_eq!(s.score_breakdown(0).harbor, 1);
}

// ---- Goldsmith ----

#[test]
fn goldsmith_takes_a_card_nobody_has_built_and_discards_one_somebody_has() {
    let mut s = nb(2).city(1, &[IndigoPlant, Goldsmith]).supply_top(&[Statue, Well]).build();
    let happened = choose(&mut s, Role::Prospector);
    assert!(happened.contains(&Happening::GoldsmithRevealed { player: 1, card: Well, kept: true }));
    assert_eq!(*s.hand(1), cards(&[Well]));

    let mut s = nb(2).city(1, &[IndigoPlant, Goldsmith]).supply_top(&[Statue, IndigoPlant]).build();
    let discard = s.table().discard_len;
    let happened = choose(&mut s, Role::Prospector);
    assert!(happened.contains(&Happening::GoldsmithRevealed { player: 1, card: IndigoPlant, kept: false }));
    assert!(s.hand(1).is_empty());
    assert_eq!(s.table().discard_len, discard + 1);
    // Its own goldsmith counts too.
    let mut s = nb(2).city(1, &[IndigoPlant, Goldsmith]).supply_top(&[Statue, Goldsmith]).build();
    let happened = choose(&mut s, Role::Prospector);
    assert!(happened.contains(&Happening::GoldsmithRevealed { player: 1, card: Goldsmith, kept: false }));
}

// ---- Residence ----

#[test]
fn residence_maria_scores_seven_rulebook_example() {
    // 2 indigo plants (1), sugar mill, black market, well (2), 2 tobacco storages,
    // aqueduct (3), palace, guild hall, residence (6): a 2-set and a 6-set.
    let city =
        [IndigoPlant, IndigoPlant, SugarMill, BlackMarket, Well, TobaccoStorage, TobaccoStorage, Aqueduct, Palace, GuildHall, Residence];
    let s = nb(2).city(0, &city).build();
    assert_eq!(s.score_breakdown(0).residence, 7);
}

#[test]
fn residence_denis_scores_ten_rulebook_example() {
    // The rulebook's "customs office (1)" read as the office building (CARDS.md).
    let city = [
        IndigoPlant,
        IndigoPlant,
        Archive,
        GoldMine,
        GuardRoom,
        OfficeBuilding,
        Carpenter,
        TobaccoStorage,
        Aqueduct,
        Palace,
        CityHall,
        Residence,
    ];
    let s = nb(2).city(0, &city).build();
    assert_eq!(s.score_breakdown(0).residence, 10);
}

// ---- Cathedral ----

#[test]
fn cathedral_scores_ten_for_six_opponents_six_cost_buildings_rulebook_example() {
    let s = nb(3)
        .city(0, &[IndigoPlant, Cathedral])
        .city(1, &[IndigoPlant, GuildHall, CityHall, Residence])
        .city(2, &[IndigoPlant, GuildHall, CityHall, Palace])
        .build();
    assert_eq!(s.score_breakdown(0).cathedral, 10);
    let s = nb(2).city(0, &[IndigoPlant, Cathedral, Palace]).city(1, &[IndigoPlant, GuildHall, Residence]).build();
    assert_eq!(s.score_breakdown(0).cathedral, 7, "its owner's own 6-cost buildings do not count");
}

#[test]
fn cathedral_is_built_from_beside_the_roles_as_a_violet_building_once() {
    let mut s = nb(2).city(0, &[IndigoPlant, Quarry]).hand(0, &[Statue, Hero, Palace, Tower, Well]).build();
    assert!(s.table().cathedral_available);
    choose(&mut s, Role::Builder);
    let cathedral = Action::Build { building: Cathedral, over: None };
    assert!(s.legal_actions().contains(&cathedral));
    assert_eq!(s.build_cost(Cathedral, None), Some(5), "7 - builder 1 - quarry 1");
    act(&mut s, cathedral);
    pay(&mut s, &[Statue, Hero, Palace, Tower, Well]);
    assert!(s.player(0).owns(Cathedral));
    assert_eq!(s.player(0).building_count(), 3);
    assert!(!s.table().cathedral_available);
}

#[test]
fn cathedral_cannot_be_built_twice_nor_over_in_version_2_records() {
    let mut s = nb(2).city(1, &[IndigoPlant, Cathedral, Crane]).hand(1, &[Palace, Statue, Hero, Tower, Well, Smithy]).build();
    choose(&mut s, Role::Builder);
    assert!(s.apply(Action::Build { building: Cathedral, over: None }).is_err());
    // Records of version 2 and before replay the old refusal of the crane over it.
    let mut s =
        nb(2).record_version(2).city(1, &[IndigoPlant, Cathedral, Crane]).hand(1, &[Palace, Statue, Hero, Tower, Well, Smithy]).build();
    choose(&mut s, Role::Builder);
    assert!(!s.legal_actions().contains(&Action::Build { building: Palace, over: Some(1) }));
    assert!(s.apply(Action::Build { building: Palace, over: Some(1) }).is_err());
}

/// `CARDS.md`: the crane builds "over any building except the crane" (uk, "Кран"), the
/// Cathedral included; the covered Cathedral goes back face up beside the roles (never to
/// the discard stack, in either edition) and may be built again.
#[test]
fn the_crane_builds_over_the_cathedral_which_goes_back_beside_the_roles() {
    for edition in [Edition::First, Edition::Second] {
        let mut s = nb(2)
            .edition(edition)
            .governor(1)
            .city(1, &[IndigoPlant, Cathedral, Crane])
            .hand(1, &[Palace])
            .hand(0, &[Statue, Hero, Tower, Well, Smithy, Chapel, Library])
            .build();
        assert!(!s.table().cathedral_available);
        choose(&mut s, Role::Builder);
        let over = Action::Build { building: Palace, over: Some(1) };
        assert!(s.legal_actions().contains(&over));
        // 6, less 1 (the builder's privilege) and 7 (the Cathedral): nothing to pay.
        assert_eq!(s.build_cost(Palace, Some(1)), Some(0));
        let discard = s.table().discard_len;
        let happened = act(&mut s, over);
        assert!(happened.contains(&Happening::Built { player: 1, building: Palace, over: Some(Cathedral), cards: 0, goods: 0 }));
        assert!(!s.player(1).owns(Cathedral) && s.player(1).owns(Palace));
        assert!(s.table().cathedral_available, "{edition:?}: back beside the roles");
        assert_eq!(s.table().discard_len, discard, "{edition:?}: not on the discard stack");
        assert!(!s.table().covered.contains(Cathedral));
        assert_eq!(s.census(), s.table().options.cards());
        // Then the other player builds it (7, no privilege: his whole hand).
        assert_eq!(s.to_move(), Some(0));
        let cathedral = Action::Build { building: Cathedral, over: None };
        assert!(s.legal_actions().contains(&cathedral));
        act(&mut s, cathedral);
        pay(&mut s, &[Statue, Hero, Tower, Well, Smithy, Chapel, Library]);
        assert!(s.player(0).owns(Cathedral));
        assert!(!s.table().cathedral_available);
        assert_eq!(s.census(), s.table().options.cards());
    }
}

#[test]
fn cathedral_with_the_library_as_builder_costs_two_less() {
    let mut s = nb(2).city(0, &[IndigoPlant, Library]).hand(0, &[Statue, Hero, Palace, Tower, Well]).build();
    choose_with_library(&mut s, Role::Builder);
    assert_eq!(s.build_cost(Cathedral, None), Some(5));
}
