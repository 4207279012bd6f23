//! The worked examples of the 1st-edition rulebook, and the settled points of
//! `shared/reference/CARDS.md` about game end, ties, the supply and hand sizes.

use super::scenario::{Rest, Scenario, act, cards, choose, choose_with_library, drawn, refused};
use crate::rules::Building::*;
use crate::rules::Good::*;
use crate::rules::{Action, ActionError, Building, Decision, DrawReason, GameState, Happening, Options, Phase, Role};

fn build(building: Building) -> Action {
    Action::Build { building, over: None }
}

fn pay(s: &mut GameState, list: &[Building]) -> Vec<Happening> {
    list.iter().flat_map(|b| act(s, Action::PayCard(*b))).collect()
}

// ---- Builder ----

#[test]
fn builder_with_smithy_and_library_builds_sugar_mill_for_nothing() {
    // Ken: builder (-1), smithy (-1), library (-1 more): the sugar mill (2) costs 0, not -1.
    let mut s = Scenario::new(3).city(0, &[IndigoPlant, Smithy, Library]).hand(0, &[SugarMill, Palace]).build();
    choose_with_library(&mut s, Role::Builder);
    assert_eq!(s.decision(), Decision::Build { discount: 2 });
    let supply = s.table().supply_len;
    let happened = act(&mut s, build(SugarMill));
    assert!(happened.contains(&Happening::Built { player: 0, building: SugarMill, over: None, cards: 0, goods: 0 }));
    assert!(!happened.iter().any(|e| matches!(e, Happening::Drew { .. })));
    assert_eq!(*s.hand(0), cards(&[Palace]));
    assert_eq!(s.table().supply_len, supply);
    assert_eq!(s.player(0).city(), &[IndigoPlant, Smithy, Library, SugarMill]);
}

// ---- Trader ----

#[test]
fn trader_with_market_stand_and_trading_post_sells_three_and_draws_seven() {
    // Alfonzo sells indigo (1), tobacco (2) and silver (3), plus 1 for the market stand.
    let mut s = Scenario::new(3)
        .city(0, &[IndigoPlant, TobaccoStorage, SilverSmelter, MarketStand, TradingPost])
        .goods(0, &[Indigo, Tobacco, Silver])
        .tiles([3, 0, 1, 2, 4])
        .build();
    let happened = choose(&mut s, Role::Trader);
    assert!(happened.contains(&Happening::TileRevealed { tile: [1, 2, 2, 2, 3] }));
    assert_eq!((s.decision(), s.table().current_tile), (Decision::Sell { remaining: 3 }, Some([1, 2, 2, 2, 3])));
    let mut happened = act(&mut s, Action::Sell(Indigo));
    happened.extend(act(&mut s, Action::Sell(Tobacco)));
    happened.extend(act(&mut s, Action::Sell(Silver)));
    let sold: Vec<(crate::rules::Good, u8)> = happened
        .iter()
        .filter_map(|e| match *e {
            Happening::Sold { player: 0, good, price } => Some((good, price)),
            _ => None,
        })
        .collect();
    assert_eq!(sold, vec![(Indigo, 1), (Tobacco, 2), (Silver, 3)]);
    assert_eq!(drawn(&happened, 0, DrawReason::Sale), 6);
    assert_eq!(drawn(&happened, 0, DrawReason::MarketStand), 1);
    assert_eq!(s.player(0).hand_len, 7);
    assert_eq!(s.player(0).goods_count(), 0);
    assert_eq!(s.table().discard_len, 3);
}

// ---- Councillor ----

#[test]
fn councillor_with_library_archive_and_prefecture_draws_eight_discards_six() {
    let top = [SugarMill, TobaccoStorage, CoffeeRoaster, Statue, Well, Hero, Tower, Smithy];
    let mut s = Scenario::new(3).city(0, &[IndigoPlant, Library, Archive, Prefecture]).hand(0, &[Palace]).supply_top(&top).build();
    choose_with_library(&mut s, Role::Councillor);
    assert_eq!(s.decision(), Decision::CouncillorDiscard { remaining: 6 });
    let mut expected = cards(&top);
    expected.add(Palace);
    assert_eq!(*s.hand(0), expected);
    let mut happened = Vec::new();
    for b in [Palace, SugarMill, TobaccoStorage, CoffeeRoaster, Well, Smithy] {
        happened.extend(act(&mut s, Action::Discard(b)));
    }
    assert!(happened.contains(&Happening::Councilled { player: 0, drew: 8, kept: 2, discarded: 6 }));
    assert_eq!(*s.hand(0), cards(&[Statue, Hero, Tower]));
    assert_eq!(s.table().discard_len, 6);
    // The others take 1 of 2.
    assert_eq!((s.to_move(), s.decision()), (Some(1), Decision::Keep { remaining: 1 }));
}

// ---- Scoring ----

#[test]
fn chapel_with_seven_cards_scores_nine() {
    // Six cards already under Ken's chapel; he tucks the seventh at the round start.
    let mut s = Scenario::new(2).at_round_start().city(0, &[IndigoPlant, Chapel]).chapel(0, 6).hand(0, &[Palace]).build();
    act(&mut s, Action::Tuck(Palace));
    let score = s.final_score().players[0];
    assert_eq!(score.chapel, 7);
    assert_eq!(Chapel.vp() as u16 + score.chapel, 9);
    assert_eq!(score.total, 10); // + the indigo plant
}

#[test]
fn guild_hall_scores_two_per_production_building() {
    let s = Scenario::new(2).city(0, &[IndigoPlant, IndigoPlant, SugarMill, TobaccoStorage, GuildHall]).build();
    let score = s.final_score().players[0];
    assert_eq!(score.guild_hall, 8);
    assert_eq!(score.buildings, 5);
    assert_eq!(score.total, 13);
    assert_eq!(s.final_score().players[1].guild_hall, 0);
}

#[test]
fn city_hall_scores_one_per_violet_building() {
    let s = Scenario::new(2)
        .city(0, &[IndigoPlant, PoorHouse, Aqueduct, Carpenter, Chapel, Quarry, Library, Statue, VictoryColumn, CityHall])
        .build();
    let score = s.final_score().players[0];
    assert_eq!(score.city_hall, 9);
    assert_eq!(score.buildings, 1 + 1 + 2 + 2 + 2 + 2 + 3 + 3 + 4);
    assert_eq!(score.total, score.buildings + 9);
}

#[test]
fn triumphal_arch_scores_six_for_statue_and_hero() {
    let arch = |city: &[Building]| Scenario::new(2).city(0, city).build().final_score().players[0];
    assert_eq!(arch(&[IndigoPlant, TriumphalArch, Statue, Hero]).triumphal_arch, 6);
    assert_eq!(arch(&[IndigoPlant, TriumphalArch, Statue]).triumphal_arch, 4);
    assert_eq!(arch(&[IndigoPlant, TriumphalArch, Statue, VictoryColumn, Hero]).triumphal_arch, 8);
    assert_eq!(arch(&[IndigoPlant, TriumphalArch]).triumphal_arch, 0);
    assert_eq!(arch(&[IndigoPlant, Statue, Hero]).triumphal_arch, 0);
    // With a city hall both score.
    let both = arch(&[IndigoPlant, TriumphalArch, CityHall, Statue]);
    assert_eq!((both.triumphal_arch, both.city_hall), (4, 3));
}

#[test]
fn palace_turns_34_into_42() {
    let s = Scenario::new(2)
        .city(0, &[IndigoPlant, Palace, Hero, VictoryColumn, Statue, Library, SilverSmelter, SilverSmelter, Quarry, Tower, Chapel])
        .chapel(0, 6)
        .build();
    let score = s.final_score().players[0];
    assert_eq!(score.buildings + score.chapel, 34);
    assert_eq!(score.palace, 8);
    assert_eq!(score.total, 42);
    // 36 other points give 9.
    let s = Scenario::new(2)
        .city(0, &[IndigoPlant, Palace, Hero, VictoryColumn, Statue, Library, SilverSmelter, SilverSmelter, Quarry, Tower, Chapel])
        .chapel(0, 8)
        .build();
    assert_eq!((s.final_score().players[0].palace, s.final_score().players[0].total), (9, 45));
}

// ---- Library, 2 players ----

#[test]
fn two_player_library_only_once_per_round() {
    let base = Scenario::new(2).city(0, &[IndigoPlant, Library]);

    // Used on the governor's first choice: refused on his second.
    let mut s = base.clone().build();
    let happened = choose_with_library(&mut s, Role::Prospector);
    assert_eq!(drawn(&happened, 0, DrawReason::Prospector), 2);
    choose(&mut s, Role::Trader); // seat 1; nobody has goods
    assert_eq!(s.to_move(), Some(0));
    refused(&mut s, Action::ChooseRole { role: Role::Builder, library: true });
    refused(&mut s, Action::ChooseRole { role: Role::Councillor, library: true });
    assert!(s.legal_actions().iter().all(|a| matches!(a, Action::ChooseRole { library: false, .. })));
    choose(&mut s, Role::Producer);
    act(&mut s, Action::Produce(Indigo));
    act(&mut s, Action::Produce(Indigo));
    // Next round it may be used again.
    assert_eq!((s.table().round, s.to_move()), (2, Some(1)));
    choose(&mut s, Role::Prospector);
    assert_eq!(s.to_move(), Some(0));
    choose_with_library(&mut s, Role::Councillor);
    assert_eq!(s.pending().total(), 8);

    // Not used on the first choice: allowed on the second.
    let mut s = base.build();
    choose(&mut s, Role::Prospector);
    choose(&mut s, Role::Trader);
    choose_with_library(&mut s, Role::Councillor);
    assert_eq!(s.pending().total(), 8);
}

// ---- Two players: governor - opponent - governor ----

#[test]
fn two_players_the_governor_chooses_a_second_role() {
    let mut s = Scenario::new(2).turn(1, &[(Role::Prospector, 0)]).build();
    assert_eq!((s.to_move(), s.decision()), (Some(1), Decision::ChooseRole));
    refused(&mut s, Action::ChooseRole { role: Role::Prospector, library: false });
    choose(&mut s, Role::Trader); // nobody has goods
    assert_eq!((s.to_move(), s.decision()), (Some(0), Decision::ChooseRole));
    let mut roles: Vec<Role> = s
        .legal_actions()
        .into_iter()
        .map(|a| match a {
            Action::ChooseRole { role, .. } => role,
            other => panic!("unexpected {other:?}"),
        })
        .collect();
    roles.sort();
    assert_eq!(roles, vec![Role::Builder, Role::Producer, Role::Councillor]);
    choose(&mut s, Role::Producer);
    act(&mut s, Action::Produce(Indigo));
    let happened = act(&mut s, Action::Produce(Indigo));
    // Three roles were chosen: the round ends and seat 1 becomes governor.
    assert!(happened.contains(&Happening::RoundStarted { round: 2, governor: 1 }));
    assert_eq!((s.table().governor, s.to_move()), (1, Some(1)));
    assert_eq!(s.table().role_taken_by, [None; crate::rules::ROLE_COUNT]);
}

// ---- Game end and ties ----

#[test]
fn game_ends_right_after_the_builder_phase_in_which_someone_reaches_twelve() {
    let eleven =
        [IndigoPlant, SugarMill, TobaccoStorage, CoffeeRoaster, SilverSmelter, Smithy, GoldMine, Archive, Aqueduct, Well, MarketStand];
    let mut s = Scenario::new(3)
        .hand(0, &[SugarMill, Palace])
        .city(1, &eleven)
        .hand(1, &[Statue, Hero, Palace, Tower])
        .hand(2, &[IndigoPlant, Tower])
        .build();
    choose(&mut s, Role::Builder);
    act(&mut s, build(SugarMill));
    pay(&mut s, &[Palace]);
    act(&mut s, build(Statue));
    let happened = pay(&mut s, &[Hero, Palace, Tower]);
    assert_eq!(s.player(1).building_count(), 12);
    // The builder phase is played to its end: seat 2 still builds.
    assert!(!happened.contains(&Happening::GameEnded));
    assert!(!s.is_over());
    assert_eq!((s.to_move(), s.decision()), (Some(2), Decision::Build { discount: 0 }));
    act(&mut s, build(IndigoPlant));
    let happened = pay(&mut s, &[Tower]);
    assert_eq!(happened.last(), Some(&Happening::GameEnded));
    assert!(s.is_over());
    // The phase stays the one the game ended in.
    assert_eq!(s.table().phase, Phase::Role(Role::Builder));
    assert_eq!((s.to_move(), s.decision()), (None, Decision::GameOver));
    assert!(s.legal_actions().is_empty());
    // The round was not finished: only the builder was chosen.
    assert_eq!(s.table().round, 1);
    assert_eq!(s.table().role_taken_by[..5], [Some(0), None, None, None, None]);
    assert_eq!(refused(&mut s, Action::ChooseRole { role: Role::Trader, library: false }), ActionError::GameOver);
    assert_eq!(refused(&mut s, Action::Pass), ActionError::GameOver);

    let score = s.final_score();
    assert_eq!(score.players.iter().map(|p| p.total).collect::<Vec<_>>(), vec![2, 19, 2]);
    assert_eq!(score.winners, vec![1]);
    assert!(!score.tie_break_used);
}

#[test]
fn tie_broken_by_cards_in_hand_plus_goods() {
    // Both have 3 VP. Seat 0: 2 cards. Seat 1: 1 card + 2 goods.
    let base = Scenario::new(2)
        .city(0, &[IndigoPlant, Tower])
        .hand(0, &[Statue, Hero])
        .city(1, &[IndigoPlant, SugarMill])
        .goods(1, &[Indigo, Sugar])
        .chapel(1, 1)
        .hand(1, &[Palace]);
    let score = base.clone().build().final_score();
    assert_eq!((score.players[0].total, score.players[1].total), (3, 3));
    assert_eq!((score.players[0].tie_break, score.players[1].tie_break), (2, 3));
    assert_eq!(score.winners, vec![1]);
    assert!(score.tie_break_used);

    // Equal after the tie-break too: a shared win.
    let score = base.clone().hand(0, &[Statue, Hero, Smithy]).build().final_score();
    assert_eq!(score.winners, vec![0, 1]);
    assert!(score.tie_break_used);

    // No tie: the tie-break is not used even if it points the other way.
    let score = base.hand(0, &[Statue, Hero, Smithy, Well]).chapel(1, 2).build().final_score();
    assert_eq!(score.winners, vec![1]);
    assert!(!score.tie_break_used);
}

// ---- Supply ----

#[test]
fn empty_supply_reshuffles_the_discard_stack() {
    let mut s = Scenario::new(2).supply_top(&[Statue]).rest(Rest::Discard).build();
    assert_eq!((s.table().supply_len, s.table().discard_len), (1, 107));
    let happened = choose(&mut s, Role::Councillor);
    assert!(happened.contains(&Happening::SupplyReshuffled { cards: 107 }));
    assert_eq!(s.table().pending_len, 5);
    assert!(s.pending().contains(Statue));
    assert_eq!((s.table().supply_len, s.table().discard_len), (103, 0));
    act(&mut s, Action::Keep(Statue));
    assert_eq!(s.table().discard_len, 4);
    assert_eq!(s.table().supply_len, 101); // seat 1 drew 2

    // A discard stack of 2: the councillor gets 1 + 2 cards, the other two draws are
    // skipped.
    let mut s = Scenario::new(2).supply_top(&[Statue]).discard(&[Hero, Palace]).rest(Rest::Chapel(1)).build();
    let happened = choose(&mut s, Role::Councillor);
    assert!(happened.contains(&Happening::SupplyReshuffled { cards: 2 }));
    assert!(happened.contains(&Happening::DrawSkipped { player: 0 }));
    assert_eq!(*s.pending(), cards(&[Statue, Hero, Palace]));
    assert_eq!(s.decision(), Decision::Keep { remaining: 1 });
}

#[test]
fn empty_supply_and_discard_stack_skip_draws() {
    let mut s = Scenario::new(2).supply_top(&[Statue]).rest(Rest::Chapel(1)).build();
    assert_eq!((s.table().supply_len, s.table().discard_len), (1, 0));

    let happened = choose(&mut s, Role::Councillor);
    assert!(happened.contains(&Happening::DrawSkipped { player: 0 }));
    assert!(happened.contains(&Happening::Councilled { player: 0, drew: 1, kept: 1, discarded: 0 }));
    assert!(happened.contains(&Happening::DrawSkipped { player: 1 }));
    assert!(happened.contains(&Happening::Councilled { player: 1, drew: 0, kept: 0, discarded: 0 }));
    assert_eq!(*s.hand(0), cards(&[Statue]));
    assert!(s.hand(1).is_empty());

    let happened = choose(&mut s, Role::Prospector); // seat 1
    assert_eq!(happened.iter().filter(|e| matches!(e, Happening::DrawSkipped { player: 1 })).count(), 1);
    assert!(!happened.iter().any(|e| matches!(e, Happening::Drew { .. })));
    assert!(s.hand(1).is_empty());

    choose(&mut s, Role::Producer); // seat 0
    let happened = act(&mut s, Action::Produce(Indigo));
    assert!(happened.contains(&Happening::DrawSkipped { player: 0 }));
    assert!(happened.contains(&Happening::Passed { player: 0, role: Role::Producer }));
    assert_eq!(s.player(0).goods_count(), 0);
    act(&mut s, Action::Produce(Indigo));
    assert_eq!(s.player(1).goods_count(), 0);
    assert_eq!((s.table().round, s.to_move(), s.decision()), (2, Some(1), Decision::ChooseRole));
}

// ---- Starting hands and the hand limit ----

#[test]
fn starting_hand_variant_draws_five_to_eight_and_keeps_four() {
    let options = Options { players: 4, starting_hand_variant: true, governor: Some(1), ..Options::default() };
    let mut s = GameState::new(options, 7).unwrap();
    assert_eq!(s.table().phase, Phase::StartingHand);
    let lens: Vec<u8> = (0..4).map(|p| s.player(p).hand_len).collect();
    assert_eq!(lens, vec![8, 5, 6, 7]);
    let mut asked = Vec::new();
    let mut happenings = Vec::new();
    while let Decision::StartingHand { remaining } = s.decision() {
        let p = s.to_move().unwrap();
        if asked.last() != Some(&p) {
            asked.push(p);
            assert_eq!(remaining, s.player(p).hand_len - 4);
        }
        // Each player chooses: here the last card of his hand in catalogue order.
        let before = *s.hand(p);
        let choice = before.distinct().last().unwrap();
        happenings.extend(act(&mut s, Action::Discard(choice)));
        let mut expected = before;
        expected.remove(choice);
        assert_eq!(*s.hand(p), expected);
    }
    assert_eq!(asked, vec![1, 2, 3, 0]);
    let kept: Vec<(u8, u8)> = happenings
        .iter()
        .filter_map(|e| match *e {
            Happening::StartingHandKept { player, discarded } => Some((player, discarded)),
            _ => None,
        })
        .collect();
    assert_eq!(kept, vec![(1, 1), (2, 2), (3, 3), (0, 4)]);
    assert!(happenings.contains(&Happening::RoundStarted { round: 1, governor: 1 }));
    assert!((0..4).all(|p| s.player(p).hand_len == 4));
    assert_eq!(s.table().discard_len, 10);
    assert_eq!((s.to_move(), s.decision()), (Some(1), Decision::ChooseRole));
}

#[test]
fn hand_limit_seven_at_round_start_players_choose_discards() {
    // Governor seat 1 has 9 cards; seat 2 has 7; seat 0 has 8 and a chapel, and
    // tucks one first (the chapel comes before the hand limit).
    let nine = [Palace, GuildHall, Statue, Hero, Tower, SugarMill, SugarMill, Smithy, Well];
    let mut s = Scenario::new(3)
        .governor(1)
        .round(4)
        .at_round_start()
        .hand(1, &nine)
        .hand(2, &[CoffeeRoaster; 7])
        .city(0, &[IndigoPlant, Chapel])
        .hand(0, &[TobaccoStorage; 8])
        .build();
    assert_eq!((s.to_move(), s.decision()), (Some(0), Decision::Chapel));
    act(&mut s, Action::Tuck(TobaccoStorage));
    assert_eq!((s.to_move(), s.decision()), (Some(1), Decision::HandLimit { remaining: 2 }));
    act(&mut s, Action::Discard(Palace));
    let happened = act(&mut s, Action::Discard(GuildHall));
    assert!(happened.contains(&Happening::HandLimitDiscarded { player: 1, cards: 2 }));
    assert_eq!(*s.hand(1), cards(&[Statue, Hero, Tower, SugarMill, SugarMill, Smithy, Well]));
    assert_eq!(s.table().discard_len, 2);
    assert_eq!((s.player(2).hand_len, s.player(0).hand_len), (7, 7));
    assert_eq!((s.to_move(), s.decision()), (Some(1), Decision::ChooseRole));

    // During a round a hand may exceed the limit; it is cut only at the next round start.
    let happened = choose(&mut s, Role::Prospector);
    assert_eq!(drawn(&happened, 1, DrawReason::Prospector), 1);
    assert_eq!(s.player(1).hand_len, 8);
    assert_eq!(s.decision(), Decision::ChooseRole);
}

// ---- Illegal actions ----

#[test]
fn illegal_actions_are_refused_and_change_nothing() {
    let mut s = Scenario::new(2)
        .city(0, &[IndigoPlant, Smithy])
        .hand(0, &[Smithy, Palace, IndigoPlant])
        .city(1, &[IndigoPlant])
        .goods(1, &[Indigo])
        .build();
    // Choosing a role.
    refused(&mut s, Action::ChooseRole { role: Role::Builder, library: true }); // no library
    refused(&mut s, build(IndigoPlant));
    refused(&mut s, Action::Pass);
    refused(&mut s, Action::Sell(Indigo));
    refused(&mut s, Action::Discard(Palace));
    refused(&mut s, Action::Tuck(Palace));
    refused(&mut s, Action::Keep(Palace));

    choose(&mut s, Role::Builder);
    refused(&mut s, build(Hero)); // not in hand
    refused(&mut s, build(Smithy)); // violet already owned
    refused(&mut s, build(Palace)); // 6 - 1: 5 cards, 2 in hand
    refused(&mut s, Action::Build { building: IndigoPlant, over: Some(0) }); // no crane
    refused(&mut s, Action::ChooseRole { role: Role::Trader, library: false });
    refused(&mut s, Action::PayCard(Palace));
    refused(&mut s, Action::Produce(Indigo));
    act(&mut s, build(IndigoPlant)); // 1 - 1 - 1: free

    // Seat 1 chooses; the builder is taken.
    assert_eq!(s.to_move(), Some(1));
    refused(&mut s, Action::ChooseRole { role: Role::Builder, library: false });
    choose(&mut s, Role::Trader);
    assert_eq!(s.to_move(), Some(1));
    refused(&mut s, Action::Sell(Sugar)); // no sugar
    refused(&mut s, Action::Produce(Indigo));
    refused(&mut s, Action::PayGood(Indigo));
    let err = refused(&mut s, Action::Sell(Coffee));
    assert!(matches!(err, ActionError::Illegal { action: Action::Sell(Coffee), .. }));
    act(&mut s, Action::Sell(Indigo));
    assert_eq!(s.census(), s.options().cards());
}
