//! One test (or a few) per building function. Rulebook: "The buildings".

use super::scenario::{Scenario, act, cards, choose, choose_with_library, draw_happenings, drawn, refused};
use crate::rules::Building::*;
use crate::rules::Good::*;
use crate::rules::{Action, Building, Decision, DrawReason, GameState, Happening, Phase, Role};

fn build(building: Building) -> Action {
    Action::Build { building, over: None }
}

fn build_over(building: Building, slot: u8) -> Action {
    Action::Build { building, over: Some(slot) }
}

fn pay(s: &mut GameState, list: &[Building]) -> Vec<Happening> {
    list.iter().flat_map(|b| act(s, Action::PayCard(*b))).collect()
}

fn built(happenings: &[Happening]) -> Vec<Happening> {
    happenings.iter().copied().filter(|e| matches!(e, Happening::Built { .. })).collect()
}

// ---- Smithy ----

#[test]
fn smithy_production_building_costs_one_less_violet_does_not() {
    // Seat 0 is the builder with an empty hand (passes); seat 1 owns a smithy.
    let mut s = Scenario::new(2).city(1, &[IndigoPlant, Smithy]).hand(1, &[TobaccoStorage, Tower, SugarMill, SugarMill, SugarMill]).build();
    choose(&mut s, Role::Builder);
    assert_eq!(s.to_move(), Some(1));
    assert_eq!(s.decision(), Decision::Build { discount: 0 });

    // The cost is known before choosing: 3 for the tower, 3 - 1 for the tobacco storage.
    assert_eq!(s.build_cost(Tower, None), Some(3));
    assert_eq!(s.build_cost(TobaccoStorage, None), Some(2));
    assert_eq!(s.build_cost(Palace, None), None, "not in hand");

    let mut violet = s.clone();
    act(&mut violet, build(Tower));
    assert_eq!(violet.decision(), Decision::Pay { building: Tower, over: None, remaining: 3, goods_allowed: 0 });

    act(&mut s, build(TobaccoStorage));
    assert_eq!(s.decision(), Decision::Pay { building: TobaccoStorage, over: None, remaining: 2, goods_allowed: 0 });
    let happened = pay(&mut s, &[SugarMill, SugarMill]);
    assert_eq!(built(&happened), vec![Happening::Built { player: 1, building: TobaccoStorage, over: None, cards: 2, goods: 0 }]);
    assert_eq!(s.player(1).city(), &[IndigoPlant, Smithy, TobaccoStorage]);
    assert_eq!(*s.hand(1), cards(&[Tower, SugarMill]));
    assert_eq!(s.table().discard_len, 2);
}

// ---- Gold mine ----

#[test]
fn gold_mine_rulebook_examples_equal_costs_discard_all_different_costs_keep_one() {
    // Seat 0 prospects; Michael (seat 1) and Alfonzo (seat 2) own gold mines.
    let mut s = Scenario::new(3)
        .city(1, &[IndigoPlant, GoldMine])
        .city(2, &[IndigoPlant, GoldMine])
        .supply_top(&[
            Statue, // the prospector's privilege
            Library,
            Prefecture,
            Smithy,
            TobaccoStorage, // Michael: two cost 3
            Quarry,
            Smithy,
            TobaccoStorage,
            Library, // Alfonzo: 4, 1, 3, 5
        ])
        .build();
    let supply = s.table().supply_len;
    let happened = choose(&mut s, Role::Prospector);
    assert_eq!(*s.hand(0), cards(&[Statue]));
    assert!(happened.contains(&Happening::GoldMineRevealed {
        player: 1,
        cards: [Some(Library), Some(Prefecture), Some(Smithy), Some(TobaccoStorage)]
    }));
    assert!(happened.contains(&Happening::GoldMineResult { player: 1, card: None }));
    assert!(s.hand(1).is_empty());
    assert_eq!(s.table().discard_len, 4);

    assert_eq!(s.to_move(), Some(2));
    assert_eq!(s.decision(), Decision::GoldMine);
    assert_eq!(s.table().revealed, [Some(Quarry), Some(Smithy), Some(TobaccoStorage), Some(Library)]);
    let mut keeps = s.legal_actions();
    keeps.sort_by_key(|a| format!("{a:?}"));
    assert_eq!(keeps, vec![Action::Keep(Library), Action::Keep(Quarry), Action::Keep(Smithy), Action::Keep(TobaccoStorage)]);
    let happened = act(&mut s, Action::Keep(Quarry));
    assert!(happened.contains(&Happening::GoldMineResult { player: 2, card: Some(Quarry) }));
    assert_eq!(*s.hand(2), cards(&[Quarry]));
    assert_eq!(s.table().discard_len, 7);
    assert_eq!(s.table().supply_len, supply - 9);
    assert_eq!(s.table().revealed, [None; 4]);
    assert_eq!(s.decision(), Decision::ChooseRole);
    assert_eq!(s.to_move(), Some(1));
}

// ---- Archive ----

#[test]
fn archive_non_councillor_adds_both_cards_and_discards_from_whole_hand() {
    let mut s = Scenario::new(2)
        .city(1, &[IndigoPlant, Archive])
        .hand(1, &[Palace, Hero])
        .supply_top(&[SugarMill, SugarMill, CoffeeRoaster, Statue, Well, Smithy, Aqueduct])
        .build();
    choose(&mut s, Role::Councillor);
    assert_eq!(s.decision(), Decision::Keep { remaining: 1 });
    assert_eq!(*s.pending(), cards(&[SugarMill, SugarMill, CoffeeRoaster, Statue, Well]));
    act(&mut s, Action::Keep(Statue));
    assert_eq!(*s.hand(0), cards(&[Statue]));
    assert_eq!(s.table().discard_len, 4);

    // Seat 1: both drawn cards join the hand; one card of the whole hand goes.
    assert_eq!(s.to_move(), Some(1));
    assert_eq!(s.decision(), Decision::CouncillorDiscard { remaining: 1 });
    assert_eq!(*s.hand(1), cards(&[Palace, Hero, Smithy, Aqueduct]));
    assert!(s.legal_actions().contains(&Action::Discard(Palace)));
    let happened = act(&mut s, Action::Discard(Palace));
    assert!(happened.contains(&Happening::Councilled { player: 1, drew: 2, kept: 1, discarded: 1 }));
    assert_eq!(*s.hand(1), cards(&[Hero, Smithy, Aqueduct]));
    assert_eq!(s.table().discard_len, 5);
}

#[test]
fn archive_and_prefecture_councillor_draws_five_discards_three_rulebook_example() {
    // James is councillor and owns the prefecture and the archive.
    let top = [SugarMill, TobaccoStorage, CoffeeRoaster, Statue, Well];
    let mut s = Scenario::new(3)
        .city(0, &[IndigoPlant, Prefecture, Archive])
        .hand(0, &[Palace])
        .city(1, &[IndigoPlant, Prefecture, Archive])
        .hand(1, &[Hero])
        .supply_top(&top)
        .build();
    choose(&mut s, Role::Councillor);
    assert_eq!(s.decision(), Decision::CouncillorDiscard { remaining: 3 });
    assert_eq!(*s.hand(0), cards(&[Palace, SugarMill, TobaccoStorage, CoffeeRoaster, Statue, Well]));
    act(&mut s, Action::Discard(Palace));
    act(&mut s, Action::Discard(SugarMill));
    let happened = act(&mut s, Action::Discard(Well));
    assert!(happened.contains(&Happening::Councilled { player: 0, drew: 5, kept: 2, discarded: 3 }));
    assert_eq!(*s.hand(0), cards(&[TobaccoStorage, CoffeeRoaster, Statue]));
    // A non-councillor with both keeps 2 of 2: nothing to discard, nothing asked.
    assert!(happened.contains(&Happening::Councilled { player: 1, drew: 2, kept: 2, discarded: 0 }));
    assert_eq!(s.player(1).hand_len, 3);
    assert!(s.hand(1).contains(Hero));
    assert_eq!((s.to_move(), s.decision()), (Some(2), Decision::Keep { remaining: 1 }));
}

// ---- Poor house ----

#[test]
fn poor_house_draws_after_building_with_at_most_one_card_left() {
    for (extra, expect) in [(&[][..], 1u8), (&[Statue][..], 2)] {
        let mut hand = vec![SugarMill, Hero, Palace];
        hand.extend_from_slice(extra);
        let mut s = Scenario::new(2).city(1, &[IndigoPlant, PoorHouse]).hand(1, &hand).supply_top(&[Chapel]).build();
        choose(&mut s, Role::Builder);
        act(&mut s, build(SugarMill));
        let happened = pay(&mut s, &[Hero, Palace]);
        assert_eq!(drawn(&happened, 1, DrawReason::PoorHouse), 1);
        assert_eq!(s.player(1).hand_len, expect);
        assert!(s.hand(1).contains(Chapel));
    }
}

#[test]
fn poor_house_no_draw_with_two_cards_left_or_without_building() {
    // Two cards left after building: no draw.
    let mut s = Scenario::new(2).city(1, &[IndigoPlant, PoorHouse]).hand(1, &[SugarMill, Hero, Palace, Statue, Tower]).build();
    choose(&mut s, Role::Builder);
    act(&mut s, build(SugarMill));
    let happened = pay(&mut s, &[Hero, Palace]);
    assert_eq!(draw_happenings(&happened, 1), 0);
    assert_eq!(*s.hand(1), cards(&[Statue, Tower]));

    // Not building (a single card that cannot be afforded): no draw.
    let mut s = Scenario::new(2).city(1, &[IndigoPlant, PoorHouse]).hand(1, &[Palace]).build();
    let happened = choose(&mut s, Role::Builder);
    assert!(happened.contains(&Happening::Passed { player: 1, role: Role::Builder }));
    assert_eq!(draw_happenings(&happened, 1), 0);
    assert_eq!(*s.hand(1), cards(&[Palace]));

    // Building the poor house itself: its function starts after this builder phase.
    let mut s = Scenario::new(2).hand(1, &[PoorHouse, Hero, Palace]).build();
    choose(&mut s, Role::Builder);
    act(&mut s, build(PoorHouse));
    let happened = pay(&mut s, &[Hero, Palace]);
    assert_eq!(draw_happenings(&happened, 1), 0);
    assert_eq!(s.player(1).hand_len, 0);
}

#[test]
fn poor_house_counts_the_hand_after_the_carpenter_draw() {
    // 0 cards left: the carpenter draws 1, then the poor house draws 1 more.
    let mut s = Scenario::new(2).city(1, &[IndigoPlant, Carpenter, PoorHouse]).hand(1, &[Statue, Hero, Palace, Smithy]).build();
    choose(&mut s, Role::Builder);
    act(&mut s, build(Statue));
    let happened = pay(&mut s, &[Hero, Palace, Smithy]);
    let reasons: Vec<DrawReason> = happened
        .iter()
        .filter_map(|e| match e {
            Happening::Drew { reason, .. } => Some(*reason),
            _ => None,
        })
        .collect();
    assert_eq!(reasons, vec![DrawReason::Carpenter, DrawReason::PoorHouse]);
    assert_eq!(s.player(1).hand_len, 2);

    // 1 card left: the carpenter makes it 2, so the poor house gives nothing.
    let mut s = Scenario::new(2).city(1, &[IndigoPlant, Carpenter, PoorHouse]).hand(1, &[Statue, Hero, Palace, Smithy, Tower]).build();
    choose(&mut s, Role::Builder);
    act(&mut s, build(Statue));
    let happened = pay(&mut s, &[Hero, Palace, Smithy]);
    assert_eq!(drawn(&happened, 1, DrawReason::Carpenter), 1);
    assert_eq!(drawn(&happened, 1, DrawReason::PoorHouse), 0);
    assert_eq!(s.player(1).hand_len, 2);
}

// ---- Black market ----

#[test]
fn black_market_pays_library_with_two_goods_and_three_cards_rulebook_example() {
    let mut s = Scenario::new(2)
        .city(1, &[IndigoPlant, TobaccoStorage, SugarMill, BlackMarket])
        .goods(1, &[Indigo, Tobacco, Sugar])
        .hand(1, &[Library, Hero, Palace, Statue])
        .build();
    choose(&mut s, Role::Builder);
    assert_eq!(s.to_move(), Some(1));
    act(&mut s, build(Library));
    assert_eq!(s.decision(), Decision::Pay { building: Library, over: None, remaining: 5, goods_allowed: 2 });
    act(&mut s, Action::PayGood(Indigo));
    act(&mut s, Action::PayGood(Tobacco));
    assert_eq!(s.decision(), Decision::Pay { building: Library, over: None, remaining: 3, goods_allowed: 0 });
    // Up to 2 goods: the sugar may not be spent.
    refused(&mut s, Action::PayGood(Sugar));
    let happened = pay(&mut s, &[Hero, Palace, Statue]);
    assert_eq!(built(&happened), vec![Happening::Built { player: 1, building: Library, over: None, cards: 3, goods: 2 }]);
    assert_eq!(s.player(1).goods_count(), 1);
    assert!(s.player(1).has_good(2), "the sugar is still there");
    assert!(s.hand(1).is_empty());
    assert_eq!(s.table().discard_len, 5);

    // Without a black market the same hand cannot pay for the library.
    let mut s = Scenario::new(2)
        .city(1, &[IndigoPlant, TobaccoStorage, SugarMill])
        .goods(1, &[Indigo, Tobacco, Sugar])
        .hand(1, &[Library, Hero, Palace, Statue])
        .build();
    choose(&mut s, Role::Builder);
    assert_eq!(s.to_move(), Some(1));
    refused(&mut s, build(Library));
    act(&mut s, build(Statue));
    refused(&mut s, Action::PayGood(Indigo));
}

// ---- Trading post ----

#[test]
fn trading_post_sells_one_more_good() {
    // Non-trader: 2 goods.
    let mut s = Scenario::new(2)
        .city(1, &[IndigoPlant, SugarMill, TobaccoStorage, TradingPost])
        .goods(1, &[Indigo, Sugar, Tobacco])
        .tiles([0, 1, 2, 3, 4])
        .build();
    choose(&mut s, Role::Trader);
    assert_eq!(s.to_move(), Some(1));
    assert_eq!((s.decision(), s.table().current_tile), (Decision::Sell { remaining: 2 }, Some([1, 1, 1, 2, 2])));
    act(&mut s, Action::Sell(Indigo));
    let happened = act(&mut s, Action::Sell(Tobacco));
    assert_eq!(drawn(&happened, 1, DrawReason::Sale), 2);
    assert_eq!(s.player(1).goods_count(), 1);
    assert_eq!(s.player(1).hand_len, 2);
    assert_eq!(s.decision(), Decision::ChooseRole);

    // Trader: 3 goods; trader with a library: 4 goods.
    let city = [IndigoPlant, SugarMill, TobaccoStorage, CoffeeRoaster, TradingPost, Library];
    let base = Scenario::new(3).city(0, &city).goods(0, &[Indigo, Sugar, Tobacco, Coffee]).tiles([0, 1, 2, 3, 4]);
    let mut s = base.clone().build();
    choose(&mut s, Role::Trader);
    assert_eq!((s.decision(), s.table().current_tile), (Decision::Sell { remaining: 3 }, Some([1, 1, 1, 2, 2])));
    act(&mut s, Action::Sell(Indigo));
    act(&mut s, Action::Sell(Sugar));
    let happened = act(&mut s, Action::Sell(Coffee));
    assert_eq!(drawn(&happened, 0, DrawReason::Sale), 4);
    assert_eq!(s.player(0).goods_count(), 1);

    let mut s = base.build();
    choose_with_library(&mut s, Role::Trader);
    assert_eq!((s.decision(), s.table().current_tile), (Decision::Sell { remaining: 4 }, Some([1, 1, 1, 2, 2])));
    for g in [Indigo, Sugar, Tobacco, Coffee] {
        act(&mut s, Action::Sell(g));
    }
    assert_eq!(s.player(0).goods_count(), 0);
    assert_eq!(s.player(0).hand_len, 5);
}

// ---- Well ----

#[test]
fn well_draws_when_producing_two_goods() {
    let mut s = Scenario::new(2).city(0, &[IndigoPlant, SugarMill, Well]).city(1, &[IndigoPlant, Well]).build();
    choose(&mut s, Role::Producer);
    assert_eq!(s.decision(), Decision::Produce { remaining: 2 });
    act(&mut s, Action::Produce(Indigo));
    let happened = act(&mut s, Action::Produce(Sugar));
    assert_eq!(drawn(&happened, 0, DrawReason::Well), 1);
    assert_eq!(s.player(0).hand_len, 1);
    assert_eq!(s.player(0).goods_count(), 2);

    // Seat 1 produces only 1 good: no card.
    assert_eq!(s.to_move(), Some(1));
    let happened = act(&mut s, Action::Produce(Indigo));
    assert_eq!(draw_happenings(&happened, 1), 0);
    assert_eq!(s.player(1).hand_len, 0);

    // A producer who stops at 1 good gets nothing either.
    let mut s = Scenario::new(2).city(0, &[IndigoPlant, SugarMill, Well]).build();
    choose(&mut s, Role::Producer);
    act(&mut s, Action::Produce(Sugar));
    let happened = act(&mut s, Action::Pass);
    assert_eq!(draw_happenings(&happened, 0), 0);
    assert_eq!(s.player(0).hand_len, 0);
}

// ---- Market stand ----

#[test]
fn market_stand_draws_when_selling_two_goods() {
    let mut s = Scenario::new(2)
        .city(0, &[IndigoPlant, SugarMill, MarketStand])
        .goods(0, &[Indigo, Sugar])
        .city(1, &[IndigoPlant, MarketStand])
        .goods(1, &[Indigo])
        .tiles([0, 1, 2, 3, 4])
        .build();
    choose(&mut s, Role::Trader);
    act(&mut s, Action::Sell(Indigo));
    let happened = act(&mut s, Action::Sell(Sugar));
    assert_eq!(drawn(&happened, 0, DrawReason::Sale), 2);
    assert_eq!(drawn(&happened, 0, DrawReason::MarketStand), 1);
    assert_eq!(s.player(0).hand_len, 3);

    let happened = act(&mut s, Action::Sell(Indigo));
    assert_eq!(drawn(&happened, 1, DrawReason::Sale), 1);
    assert_eq!(drawn(&happened, 1, DrawReason::MarketStand), 0);
    assert_eq!(s.player(1).hand_len, 1);
}

// ---- Crane ----

#[test]
fn crane_chapel_to_palace_pays_three_rulebook_example() {
    let mut s = Scenario::new(2).city(1, &[IndigoPlant, Chapel, Crane]).hand(1, &[Palace, Hero, Statue, Tower]).build();
    choose(&mut s, Role::Builder);
    act(&mut s, build_over(Palace, 1));
    assert_eq!(s.decision(), Decision::Pay { building: Palace, over: Some(1), remaining: 3, goods_allowed: 0 });
    let happened = pay(&mut s, &[Hero, Statue, Tower]);
    assert_eq!(built(&happened), vec![Happening::Built { player: 1, building: Palace, over: Some(Chapel), cards: 3, goods: 0 }]);
    assert_eq!(s.player(1).city(), &[IndigoPlant, Palace, Crane]);
    assert_eq!(s.player(1).building_count(), 3);
    assert!(!s.player(1).owns(Chapel));
    assert_eq!(s.table().covered, cards(&[Chapel]));
}

#[test]
fn crane_coffee_roaster_to_statue_pays_nothing_and_gets_nothing_back() {
    let mut s = Scenario::new(2).city(1, &[IndigoPlant, CoffeeRoaster, Crane]).hand(1, &[Statue, Hero]).build();
    choose(&mut s, Role::Builder);
    let supply = s.table().supply_len;
    let happened = act(&mut s, build_over(Statue, 1));
    assert_eq!(built(&happened), vec![Happening::Built { player: 1, building: Statue, over: Some(CoffeeRoaster), cards: 0, goods: 0 }]);
    assert_eq!(draw_happenings(&happened, 1), 0);
    assert_eq!(*s.hand(1), cards(&[Hero]));
    assert_eq!(s.table().supply_len, supply);
    assert_eq!(s.player(1).city(), &[IndigoPlant, Statue, Crane]);
}

#[test]
fn crane_cannot_build_over_the_crane_or_with_the_same_building() {
    let mut s = Scenario::new(2).city(1, &[IndigoPlant, Crane, Smithy]).hand(1, &[IndigoPlant, Statue, Hero, Palace]).build();
    choose(&mut s, Role::Builder);
    assert_eq!(s.to_move(), Some(1));
    refused(&mut s, build_over(Statue, 1)); // the crane
    refused(&mut s, build_over(IndigoPlant, 0)); // same building
    refused(&mut s, build_over(Statue, 3)); // no such slot
    let legal = s.legal_actions();
    assert!(legal.contains(&build_over(Statue, 0)));
    assert!(legal.contains(&build_over(Statue, 2)));
    assert!(legal.contains(&build_over(IndigoPlant, 2)));

    // Without a crane nothing can be built over.
    let mut s = Scenario::new(2).city(1, &[IndigoPlant, Smithy]).hand(1, &[Statue, Hero, Palace]).build();
    choose(&mut s, Role::Builder);
    refused(&mut s, build_over(Statue, 1));
}

#[test]
fn crane_good_on_covered_production_building_is_discarded() {
    let scenario = Scenario::new(2)
        .city(1, &[IndigoPlant, TobaccoStorage, Crane])
        .goods(1, &[Indigo, Tobacco])
        .hand(1, &[SilverSmelter, Statue, Hero, Palace]);

    // Production over production: silver (5) over tobacco (3) costs 2.
    let mut s = scenario.clone().build();
    choose(&mut s, Role::Builder);
    act(&mut s, build_over(SilverSmelter, 1));
    assert_eq!(s.decision(), Decision::Pay { building: SilverSmelter, over: Some(1), remaining: 2, goods_allowed: 0 });
    let happened = pay(&mut s, &[Hero, Palace]);
    assert!(happened.contains(&Happening::GoodLost { player: 1, good: Tobacco }));
    assert!(!s.player(1).has_good(1));
    assert!(s.player(1).has_good(0), "the indigo stays");
    assert_eq!(s.player(1).goods_count(), 1);
    assert_eq!(s.table().discard_len, 3);

    // A violet building over it loses the good too: statue (3) over tobacco (3) is free.
    let mut s = scenario.build();
    choose(&mut s, Role::Builder);
    let happened = act(&mut s, build_over(Statue, 1));
    assert!(happened.contains(&Happening::GoodLost { player: 1, good: Tobacco }));
    assert_eq!(s.player(1).goods_count(), 1);
    assert_eq!(s.table().discard_len, 1);
    assert_eq!(s.player(1).city(), &[IndigoPlant, Statue, Crane]);
}

#[test]
fn crane_covered_building_does_not_count_toward_twelve_and_loses_its_function() {
    // 11 buildings; the library goes over the quarry: 5 - 4 (covered) = 1, and the
    // covered quarry's own -1 no longer applies.
    let city = [IndigoPlant, SugarMill, TobaccoStorage, CoffeeRoaster, SilverSmelter, Smithy, GoldMine, Archive, Crane, Well, Quarry];
    let mut s = Scenario::new(2).city(1, &city).hand(1, &[Library, Hero, Palace]).build();
    choose(&mut s, Role::Builder);
    // As a new building it would cost 5 - 1 (quarry) = 4: more than the 2 cards left.
    assert!(!s.legal_actions().contains(&build(Library)));
    act(&mut s, build_over(Library, 10));
    assert_eq!(s.decision(), Decision::Pay { building: Library, over: Some(10), remaining: 1, goods_allowed: 0 });
    pay(&mut s, &[Hero]);
    assert_eq!(s.player(1).building_count(), 11);
    assert!(!s.player(1).owns(Quarry));
    assert!(s.player(1).owns(Library));
    assert!(!s.is_over());
    assert_eq!(s.table().phase, Phase::ChooseRole);

    // A covered tower no longer raises the hand limit at the next round start.
    let mut hand = vec![Statue];
    hand.extend([SugarMill; 8]);
    hand.extend([Palace, Palace]);
    let mut s = Scenario::new(2)
        .city(0, &[IndigoPlant])
        .goods(0, &[Indigo])
        .city(1, &[IndigoPlant, Tower, Crane])
        .goods(1, &[Indigo])
        .hand(1, &hand)
        .build();
    choose(&mut s, Role::Builder);
    act(&mut s, build_over(Statue, 1)); // 3 - 3: free
    assert_eq!(s.player(1).hand_len, 10);
    assert_eq!(crate::rules::hand_limit(&s, 1), 7);
    choose(&mut s, Role::Prospector); // seat 1 draws 1: 11 cards
    choose(&mut s, Role::Producer); // nobody has an empty production building
    assert_eq!(s.table().round, 2);
    assert_eq!(s.to_move(), Some(1));
    assert_eq!(s.decision(), Decision::HandLimit { remaining: 4 });
}

#[test]
fn crane_cards_under_a_covered_chapel_still_score() {
    let mut s = Scenario::new(2).city(1, &[IndigoPlant, Chapel, Crane]).chapel(1, 3).hand(1, &[Palace, Hero, Statue, Tower]).build();
    let before = s.score_breakdown(1);
    assert_eq!((before.buildings, before.chapel), (4, 3));
    choose(&mut s, Role::Builder);
    act(&mut s, build_over(Palace, 1));
    pay(&mut s, &[Hero, Statue, Tower]);
    let after = s.score_breakdown(1);
    assert_eq!(after.buildings, 2); // indigo 1 + palace 0 + crane 1
    assert_eq!(after.chapel, 3);
    assert_eq!(after.palace, 1); // (2 + 3) / 4
    assert_eq!(after.total, 6);
    assert_eq!(s.final_score().players[1], after);
}

#[test]
fn crane_covered_violet_building_may_be_built_again() {
    let mut s = Scenario::new(2)
        .city(0, &[IndigoPlant])
        .goods(0, &[Indigo])
        .city(1, &[IndigoPlant, Smithy, Crane])
        .goods(1, &[Indigo])
        .hand(1, &[Statue, Smithy, Hero, Palace])
        .build();
    choose(&mut s, Role::Builder);
    refused(&mut s, build(Smithy)); // still owned
    act(&mut s, build_over(Statue, 1));
    pay(&mut s, &[Hero, Palace]);
    assert!(!s.player(1).owns(Smithy));
    choose(&mut s, Role::Prospector);
    choose(&mut s, Role::Producer);
    // Round 2: seat 1 is governor and builds a smithy again.
    assert_eq!((s.table().round, s.to_move()), (2, Some(1)));
    choose(&mut s, Role::Builder);
    let happened = act(&mut s, build(Smithy));
    assert_eq!(built(&happened), vec![Happening::Built { player: 1, building: Smithy, over: None, cards: 0, goods: 0 }]);
    assert_eq!(s.player(1).city(), &[IndigoPlant, Statue, Crane, Smithy]);
    assert_eq!(s.table().covered, cards(&[Smithy]));
}

// ---- Chapel ----

#[test]
fn chapel_tucks_one_card_at_round_start_and_hides_the_count() {
    let mut s =
        Scenario::new(2).at_round_start().city(0, &[IndigoPlant, Chapel]).hand(0, &[Palace, Statue]).hand(1, &[Hero]).chapel(0, 2).build();
    assert_eq!(s.to_move(), Some(0));
    assert_eq!(s.decision(), Decision::Chapel);
    let mut legal = s.legal_actions();
    legal.sort_by_key(|a| format!("{a:?}"));
    assert_eq!(legal, vec![Action::Pass, Action::Tuck(Palace), Action::Tuck(Statue)]);
    let happened = act(&mut s, Action::Tuck(Palace));
    assert_eq!(happened, vec![Happening::Tucked { player: 0 }]);
    assert!(happened[0].visible_to(0) && !happened[0].visible_to(1));
    assert_eq!(s.chapel_count(0), 3);
    assert_eq!(*s.hand(0), cards(&[Statue]));
    assert_eq!(s.score_breakdown(0).chapel, 3);
    // Seat 1 has no chapel: not asked. The governor chooses next.
    assert_eq!((s.to_move(), s.decision()), (Some(0), Decision::ChooseRole));

    // The owner sees his count; the opponent's observation does not hold it.
    assert_eq!(s.observation(0).player_view(0).chapel, Some(3));
    assert_eq!(s.observation(1).player_view(0).chapel, None);
    assert_eq!(s.observation(1).chapel, 0);
    let json = serde_json::to_string(&s.observation(1)).unwrap();
    let mut other = s.clone();
    other.chapels[0] = 9;
    assert_eq!(serde_json::to_string(&other.observation(1)).unwrap(), json);

    // Passing keeps the card.
    let mut s = Scenario::new(2).at_round_start().city(0, &[IndigoPlant, Chapel]).hand(0, &[Palace]).build();
    let happened = act(&mut s, Action::Pass);
    assert!(happened.is_empty());
    assert_eq!((s.chapel_count(0), s.player(0).hand_len), (0, 1));
}

// ---- Tower ----

#[test]
fn tower_hand_limit_twelve() {
    let mut big = vec![SugarMill; 8];
    big.extend([TobaccoStorage; 6]);
    let mut s = Scenario::new(2)
        .at_round_start()
        .city(0, &[IndigoPlant, Tower])
        .hand(0, &big) // 14
        .hand(1, &[CoffeeRoaster; 8])
        .build();
    assert_eq!(crate::rules::hand_limit(&s, 0), 12);
    assert_eq!(crate::rules::hand_limit(&s, 1), 7);
    assert_eq!((s.to_move(), s.decision()), (Some(0), Decision::HandLimit { remaining: 2 }));
    act(&mut s, Action::Discard(SugarMill));
    let happened = act(&mut s, Action::Discard(SugarMill));
    assert!(happened.contains(&Happening::HandLimitDiscarded { player: 0, cards: 2 }));
    assert_eq!(s.player(0).hand_len, 12);
    assert_eq!((s.to_move(), s.decision()), (Some(1), Decision::HandLimit { remaining: 1 }));
    act(&mut s, Action::Discard(CoffeeRoaster));
    assert_eq!(s.player(1).hand_len, 7);
    assert_eq!((s.to_move(), s.decision()), (Some(0), Decision::ChooseRole));

    // Exactly 12 with a tower: nothing to discard.
    let s = Scenario::new(2).at_round_start().city(0, &[IndigoPlant, Tower]).hand(0, &big[..12]).build();
    assert_eq!(s.decision(), Decision::ChooseRole);
    assert_eq!(s.player(0).hand_len, 12);
}

// ---- Aqueduct ----

#[test]
fn aqueduct_produces_one_more_good() {
    let producer_city = [IndigoPlant, SugarMill, TobaccoStorage, CoffeeRoaster, SilverSmelter, Aqueduct, Library];
    let base = Scenario::new(3)
        .city(0, &producer_city)
        .city(1, &[IndigoPlant, SugarMill, TobaccoStorage, Aqueduct])
        .city(2, &[IndigoPlant, SugarMill]);

    let mut s = base.clone().build();
    choose(&mut s, Role::Producer);
    assert_eq!(s.decision(), Decision::Produce { remaining: 3 });
    for g in [Indigo, Sugar, Silver] {
        act(&mut s, Action::Produce(g));
    }
    assert_eq!(s.player(0).goods_count(), 3);
    assert_eq!((s.to_move(), s.decision()), (Some(1), Decision::Produce { remaining: 2 }));
    act(&mut s, Action::Produce(Sugar));
    act(&mut s, Action::Produce(Tobacco));
    assert_eq!(s.player(1).goods_count(), 2);
    assert_eq!((s.to_move(), s.decision()), (Some(2), Decision::Produce { remaining: 1 }));
    act(&mut s, Action::Produce(Indigo));
    assert_eq!(s.player(2).goods_count(), 1);

    let mut s = base.build();
    choose_with_library(&mut s, Role::Producer);
    assert_eq!(s.decision(), Decision::Produce { remaining: 4 });
    for g in [Indigo, Sugar, Coffee, Silver] {
        act(&mut s, Action::Produce(g));
    }
    assert_eq!(s.player(0).goods_count(), 4);
    assert_eq!(s.to_move(), Some(1));
}

// ---- Carpenter ----

#[test]
fn carpenter_draws_after_a_violet_building_only() {
    let base = Scenario::new(3)
        .city(1, &[IndigoPlant, Carpenter])
        .hand(1, &[Statue, SugarMill, Hero, Palace, Tower])
        .hand(2, &[Carpenter, Hero, Palace, Tower]);
    let mut s = base.build();
    choose(&mut s, Role::Builder);
    assert_eq!(s.to_move(), Some(1));

    let mut production = s.clone();
    act(&mut production, build(SugarMill));
    let happened = pay(&mut production, &[Hero, Palace]);
    assert_eq!(draw_happenings(&happened, 1), 0);
    assert_eq!(production.player(1).hand_len, 2);

    act(&mut s, build(Statue));
    let happened = pay(&mut s, &[Hero, Palace, Tower]);
    assert_eq!(drawn(&happened, 1, DrawReason::Carpenter), 1);
    assert_eq!(s.player(1).hand_len, 2);

    // Seat 2 builds the carpenter itself: no card for it.
    assert_eq!(s.to_move(), Some(2));
    act(&mut s, build(Carpenter));
    let happened = pay(&mut s, &[Hero, Palace, Tower]);
    assert_eq!(draw_happenings(&happened, 2), 0);
    assert_eq!(s.player(2).hand_len, 0);
}

// ---- Prefecture ----

#[test]
fn prefecture_keeps_two_cards() {
    let top = [SugarMill, TobaccoStorage, CoffeeRoaster, Statue, Well, Hero, Palace, Tower];
    let base = Scenario::new(2).city(0, &[IndigoPlant, Prefecture, Library]).city(1, &[IndigoPlant, Prefecture]).supply_top(&top);

    // Councillor: 2 of 5.
    let mut s = base.clone().build();
    choose(&mut s, Role::Councillor);
    assert_eq!(s.decision(), Decision::Keep { remaining: 2 });
    assert_eq!(s.pending().total(), 5);
    act(&mut s, Action::Keep(Statue));
    assert_eq!(s.decision(), Decision::Keep { remaining: 1 });
    let happened = act(&mut s, Action::Keep(Well));
    assert!(happened.contains(&Happening::Councilled { player: 0, drew: 5, kept: 2, discarded: 3 }));
    assert_eq!(*s.hand(0), cards(&[Statue, Well]));
    // Non-councillor: 2 of 2, nothing to decide.
    assert!(happened.contains(&Happening::Councilled { player: 1, drew: 2, kept: 2, discarded: 0 }));
    assert_eq!(*s.hand(1), cards(&[Hero, Palace]));
    assert_eq!(s.decision(), Decision::ChooseRole);

    // Councillor with a library: 2 of 8.
    let mut s = base.build();
    choose_with_library(&mut s, Role::Councillor);
    assert_eq!(s.decision(), Decision::Keep { remaining: 2 });
    assert_eq!(*s.pending(), cards(&top));
}

// ---- Market hall ----

#[test]
fn market_hall_one_extra_card_in_all() {
    // A real tile: sugar 1, coffee 2 -> 3 + 1 = 4 cards.
    let base = Scenario::new(2)
        .city(0, &[IndigoPlant, SugarMill, CoffeeRoaster, MarketHall])
        .goods(0, &[Sugar, Coffee])
        .city(1, &[IndigoPlant, MarketHall])
        .goods(1, &[Indigo])
        .tiles([1, 0, 2, 3, 4]);
    let mut s = base.clone().build();
    choose(&mut s, Role::Trader);
    act(&mut s, Action::Sell(Sugar));
    let happened = act(&mut s, Action::Sell(Coffee));
    assert_eq!(drawn(&happened, 0, DrawReason::Sale), 3);
    assert_eq!(drawn(&happened, 0, DrawReason::MarketHall), 1);
    assert_eq!(s.player(0).hand_len, 4);
    // One good sold: one extra card too.
    let happened = act(&mut s, Action::Sell(Indigo));
    assert_eq!(drawn(&happened, 1, DrawReason::Sale), 1);
    assert_eq!(drawn(&happened, 1, DrawReason::MarketHall), 1);
    assert_eq!(s.player(1).hand_len, 2);

    // The rulebook's prices (sugar 1, coffee 3: no real tile has them) -> 5 cards.
    let mut s = base.build();
    choose(&mut s, Role::Trader);
    s.table.current_tile = Some([1, 1, 2, 3, 3]);
    act(&mut s, Action::Sell(Sugar));
    act(&mut s, Action::Sell(Coffee));
    assert_eq!(s.player(0).hand_len, 5);
}

// ---- Quarry ----

#[test]
fn quarry_builder_builds_crane_for_nothing_rulebook_example() {
    let base = Scenario::new(3)
        .city(0, &[IndigoPlant, Quarry, Library])
        .hand(0, &[Crane, Palace, Hero, Statue, Tower])
        .city(1, &[IndigoPlant, Quarry])
        .hand(1, &[SugarMill, Hero, Statue]);
    let mut s = base.clone().build();
    choose(&mut s, Role::Builder);
    let happened = act(&mut s, build(Crane));
    assert_eq!(built(&happened), vec![Happening::Built { player: 0, building: Crane, over: None, cards: 0, goods: 0 }]);
    assert_eq!(*s.hand(0), cards(&[Palace, Hero, Statue, Tower]));
    // No help for a production building.
    assert_eq!(s.to_move(), Some(1));
    act(&mut s, build(SugarMill));
    assert_eq!(s.decision(), Decision::Pay { building: SugarMill, over: None, remaining: 2, goods_allowed: 0 });

    // Alfonzo: builder with a library and a quarry pays 3 fewer for a violet building.
    let mut s = base.build();
    choose_with_library(&mut s, Role::Builder);
    act(&mut s, build(Palace));
    assert_eq!(s.decision(), Decision::Pay { building: Palace, over: None, remaining: 3, goods_allowed: 0 });
}

// ---- Library ----

#[test]
fn library_doubles_each_roles_privilege() {
    let base =
        Scenario::new(3).city(0, &[IndigoPlant, SugarMill, TobaccoStorage, CoffeeRoaster, Library]).hand(0, &[Tower, Hero, Palace, Statue]);
    let with_goods = base.clone().goods(0, &[Indigo, Sugar, Tobacco, Coffee]);
    for library in [false, true] {
        let pick = |s: &mut GameState, role| {
            if library { choose_with_library(s, role) } else { choose(s, role) }
        };
        let mut s = base.clone().build();
        pick(&mut s, Role::Councillor);
        assert_eq!(s.pending().total(), if library { 8 } else { 5 });
        assert_eq!(s.decision(), Decision::Keep { remaining: 1 });

        let mut s = base.clone().build();
        pick(&mut s, Role::Builder);
        assert_eq!(s.decision(), Decision::Build { discount: if library { 2 } else { 1 } });
        act(&mut s, build(Tower));
        assert_eq!(s.decision(), Decision::Pay { building: Tower, over: None, remaining: if library { 1 } else { 2 }, goods_allowed: 0 });

        let mut s = base.clone().build();
        pick(&mut s, Role::Producer);
        assert_eq!(s.decision(), Decision::Produce { remaining: if library { 3 } else { 2 } });

        let mut s = with_goods.clone().build();
        pick(&mut s, Role::Trader);
        assert!(matches!(s.decision(), Decision::Sell { remaining, .. } if remaining == if library { 3 } else { 2 }));

        let mut s = base.clone().build();
        let happened = pick(&mut s, Role::Prospector);
        assert_eq!(drawn(&happened, 0, DrawReason::Prospector), if library { 2 } else { 1 });
        assert_eq!(s.player(0).hand_len, if library { 6 } else { 5 });
    }
}

#[test]
fn library_works_in_a_later_phase_of_the_round_it_was_built() {
    // Seat 2 builds the library in the builder phase of turn 0 and doubles the
    // privilege of the role he chooses in turn 2 of the same round.
    let mut s = Scenario::new(3).hand(2, &[Library, Hero, Palace, Statue, Tower, Smithy]).build();
    choose(&mut s, Role::Builder);
    assert_eq!(s.to_move(), Some(2));
    act(&mut s, build(Library));
    pay(&mut s, &[Hero, Palace, Statue, Tower, Smithy]);
    assert!(s.player(2).owns(Library));
    choose(&mut s, Role::Trader); // seat 1; nobody has goods
    assert_eq!(s.to_move(), Some(2));
    let happened = choose_with_library(&mut s, Role::Prospector);
    assert_eq!(drawn(&happened, 2, DrawReason::Prospector), 2);
}

// ---- Violet uniqueness, production duplicates ----

#[test]
fn violet_buildings_unique_production_buildings_may_repeat() {
    let mut s = Scenario::new(2).city(0, &[IndigoPlant, Smithy, Crane]).hand(0, &[Smithy, IndigoPlant, Palace, Hero]).build();
    choose(&mut s, Role::Builder);
    refused(&mut s, build(Smithy));
    refused(&mut s, build_over(Smithy, 0)); // not even over another building
    let happened = act(&mut s, build(IndigoPlant)); // 1 - 1 (builder) - 1 (smithy): free
    assert_eq!(built(&happened).len(), 1);
    assert_eq!(s.player(0).city(), &[IndigoPlant, Smithy, Crane, IndigoPlant]);
    assert_eq!(s.player(0).empty_production(), 2);

    // Each copy produces: a producer with three indigo plants fills two of them.
    let mut s = Scenario::new(2).city(0, &[IndigoPlant, IndigoPlant, IndigoPlant]).build();
    choose(&mut s, Role::Producer);
    assert_eq!(s.decision(), Decision::Produce { remaining: 2 });
    act(&mut s, Action::Produce(Indigo));
    act(&mut s, Action::Produce(Indigo));
    assert_eq!(s.player(0).goods_count(), 2);
}
