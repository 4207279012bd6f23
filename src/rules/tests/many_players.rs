//! 5 to 8 players (`cs-rules-and-5-to-8-player-variants.md`, "Hra pre 5 - 8 hráčov";
//! `zh-rules-and-two-deck-variants.md`; `CARDS.md`): the roles in play, the four extra
//! roles with their privileges and the library's effect on each, and the options.

use super::scenario::{Scenario, act, cards, choose, choose_with_library, drawn, refused};
use crate::rules::Building::*;
use crate::rules::Good::*;
use crate::rules::{Action, Decision, DrawReason, ExtraRoles, GameState, Happening, Options, Role, RoleSet};

fn roles_offered(s: &GameState) -> Vec<Role> {
    let mut out: Vec<Role> = s
        .legal_actions()
        .into_iter()
        .filter_map(|a| if let Action::ChooseRole { role, library: false } = a { Some(role) } else { None })
        .collect();
    out.dedup();
    out
}

// ---- Setup ----

#[test]
fn each_player_count_has_one_more_role_than_players_fixed_as_the_czech_rulebook_adds_them() {
    let expected = [
        (5, vec![Role::GoldDigger]),
        (6, vec![Role::GoldDigger, Role::Explorer]),
        (7, vec![Role::GoldDigger, Role::Explorer, Role::Captain]),
        (8, vec![Role::GoldDigger, Role::Explorer, Role::Captain, Role::Viceroy]),
    ];
    for (n, extra) in expected {
        let s = GameState::new(Options::for_players(n), 3).unwrap();
        let mut all = Role::BASE.to_vec();
        all.extend(extra);
        assert_eq!(roles_offered(&s), all, "{n} players");
        assert_eq!(s.table().tile_count, [7, 8, 9, 10][n as usize - 5]);
        assert_eq!(s.census(), Options::for_players(n).cards());
        assert!((0..n).all(|p| s.hand(p).total() == 4));
    }
}

#[test]
fn chosen_extra_roles_replace_the_fixed_ones() {
    let chosen = RoleSet::of_all(&[Role::Captain, Role::Viceroy]);
    let options = Options { players: 6, extra_roles: ExtraRoles::Chosen(chosen), ..Options::default() };
    let s = GameState::new(options, 1).unwrap();
    let mut all = Role::BASE.to_vec();
    all.extend([Role::Captain, Role::Viceroy]);
    assert_eq!(roles_offered(&s), all);
    assert_eq!(options.deck_size(), 110 + 66);
}

#[test]
fn every_player_chooses_one_role_per_round_and_one_placard_stays() {
    let mut s = Scenario::new(6).build();
    for p in 0..6u8 {
        assert_eq!((s.to_move(), s.decision()), (Some(p), Decision::ChooseRole));
        let role = roles_offered(&s)[0];
        choose(&mut s, role);
        while s.decision() != Decision::ChooseRole {
            let a = s.legal_actions()[0];
            act(&mut s, a);
        }
    }
    // A new round: seat 1 is governor.
    assert_eq!((s.table().round, s.to_move()), (2, Some(1)));
}

// ---- Gold digger ----

#[test]
fn gold_digger_only_the_chooser_draws_one_card_and_the_gold_mine_does_not_work() {
    let mut s = Scenario::new(5).city(0, &[IndigoPlant, GoldMine]).city(1, &[IndigoPlant, GoldMine]).build();
    let h = choose(&mut s, Role::GoldDigger);
    assert_eq!(drawn(&h, 0, DrawReason::GoldDigger), 1);
    assert!(!h.iter().any(|e| matches!(e, Happening::GoldMineRevealed { .. })));
    assert_eq!((s.to_move(), s.decision()), (Some(1), Decision::ChooseRole));
}

#[test]
fn gold_digger_with_a_library_draws_two() {
    let mut s = Scenario::new(5).city(0, &[IndigoPlant, Library]).build();
    let h = choose_with_library(&mut s, Role::GoldDigger);
    assert_eq!(drawn(&h, 0, DrawReason::GoldDigger), 2);
}

#[test]
fn gold_digger_sets_off_the_gold_mines_when_the_option_says_so() {
    let mut s = Scenario::new(5)
        .options(|o| o.gold_digger_fires_gold_mine = true)
        .city(1, &[IndigoPlant, GoldMine])
        .supply_top(&[Well, Smithy, BlackMarket, Chapel, Quarry])
        .build();
    let h = choose(&mut s, Role::GoldDigger);
    assert_eq!(drawn(&h, 0, DrawReason::GoldDigger), 1);
    assert_eq!((s.to_move(), s.decision()), (Some(1), Decision::GoldMine));
}

/// `CARDS.md`: the option reads the gold digger as a second prospector, so the goldsmith
/// (prospector phase) fires on it too; without the option neither fires.
#[test]
fn the_goldsmith_works_on_the_gold_digger_only_with_the_option() {
    for fires in [false, true] {
        let tweak: fn(&mut Options) = if fires { |o| o.gold_digger_fires_gold_mine = true } else { |_| {} };
        let mut s = Scenario::new(5).new_buildings().options(tweak).city(1, &[IndigoPlant, Goldsmith]).supply_top(&[Statue, Well]).build();
        let h = choose(&mut s, Role::GoldDigger);
        let took = h.contains(&Happening::GoldsmithRevealed { player: 1, card: Well, kept: true });
        assert_eq!(took, fires, "option {fires}");
        assert_eq!(s.hand(1).count(Well) == 1, fires);
    }
}

// ---- Explorer ----

#[test]
fn explorer_turns_over_one_card_per_player_and_each_takes_one_from_the_explorer_clockwise() {
    let top = [Smithy, Well, Crane, Chapel, Tower, Statue];
    let mut s = Scenario::new(6).governor(2).supply_top(&top).build();
    let h = choose(&mut s, Role::Explorer);
    assert!(h.contains(&Happening::ExplorerRevealed { player: 2, cards: 6 }));
    assert_eq!(*s.pending(), cards(&top));
    // Everyone sees the cards turned over.
    assert_eq!(s.observation(4).pending, Some(cards(&top)));
    for (p, card) in [(2, Statue), (3, Smithy), (4, Well), (5, Crane), (0, Chapel), (1, Tower)] {
        assert_eq!((s.to_move(), s.decision()), (Some(p), Decision::Explorer { remaining: 1 }));
        refused(&mut s, Action::Keep(Hero));
        let h = act(&mut s, Action::Keep(card));
        assert!(h.contains(&Happening::ExplorerTook { player: p, card }));
        assert!(s.hand(p).contains(card));
    }
    assert!(s.pending().is_empty());
    assert_eq!((s.to_move(), s.decision()), (Some(3), Decision::ChooseRole));
}

#[test]
fn explorer_with_a_library_takes_one_more_at_once_so_the_last_player_may_get_none() {
    let top = [Smithy, Well, Crane, Chapel, Tower, Statue];
    let mut s = Scenario::new(6).city(0, &[IndigoPlant, Library]).supply_top(&top).build();
    choose_with_library(&mut s, Role::Explorer);
    assert_eq!(s.decision(), Decision::Explorer { remaining: 2 });
    act(&mut s, Action::Keep(Statue));
    assert_eq!((s.to_move(), s.decision()), (Some(0), Decision::Explorer { remaining: 1 }));
    act(&mut s, Action::Keep(Tower));
    for p in 1..=4u8 {
        assert_eq!(s.to_move(), Some(p));
        let a = s.legal_actions()[0];
        act(&mut s, a);
    }
    // Seat 5 gets nothing: the next role choice.
    assert_eq!((s.to_move(), s.decision()), (Some(1), Decision::ChooseRole));
    assert_eq!(s.player(5).hand_len, 0);
}

#[test]
fn explorer_when_the_supply_runs_short_turns_over_what_there_is() {
    let mut s = Scenario::new(6).supply_top(&[Smithy, Well, Crane]).rest(super::scenario::Rest::Chapel(3)).build();
    let h = choose(&mut s, Role::Explorer);
    assert!(h.contains(&Happening::ExplorerRevealed { player: 0, cards: 3 }));
    for p in 0..3u8 {
        assert_eq!(s.to_move(), Some(p));
        let a = s.legal_actions()[0];
        act(&mut s, a);
    }
    assert_eq!((s.to_move(), s.decision()), (Some(1), Decision::ChooseRole));
}

// ---- Captain ----

#[test]
fn captain_everyone_may_ship_all_goods_of_the_named_kind_for_one_vp_each() {
    let mut s = Scenario::new(7)
        .city(0, &[IndigoPlant, CoffeeRoaster, CoffeeRoaster, SugarMill])
        .goods(0, &[Coffee, Coffee, Sugar, Indigo])
        .city(1, &[IndigoPlant, CoffeeRoaster])
        .goods(1, &[Coffee])
        .city(2, &[IndigoPlant, CoffeeRoaster])
        .goods(2, &[Coffee])
        .city(3, &[IndigoPlant])
        .goods(3, &[Indigo])
        .build();
    choose(&mut s, Role::Captain);
    assert_eq!(s.decision(), Decision::Captain);
    assert_eq!(s.legal_actions().len(), 5);
    let h = act(&mut s, Action::Ship(Coffee));
    assert!(h.contains(&Happening::CaptainNamed { player: 0, good: Coffee }));
    // He ships all his own coffee or none, like everyone else.
    assert_eq!((s.to_move(), s.decision()), (Some(0), Decision::Ship { good: Coffee }));
    let h = act(&mut s, Action::Ship(Coffee));
    assert!(h.contains(&Happening::Shipped { player: 0, good: Coffee, goods: 2 }));
    // The privilege: one good of another kind.
    assert_eq!(s.decision(), Decision::ShipOne { remaining: 1, kinds: 1 << Coffee as u8 });
    assert_eq!(s.legal_actions(), [Action::Ship(Indigo), Action::Ship(Sugar), Action::Pass]);
    refused(&mut s, Action::Ship(Coffee));
    act(&mut s, Action::Ship(Sugar));
    // Seat 1 ships, seat 2 declines; seat 3 has no coffee and is not asked.
    assert_eq!((s.to_move(), s.decision()), (Some(1), Decision::Ship { good: Coffee }));
    refused(&mut s, Action::Ship(Indigo));
    act(&mut s, Action::Ship(Coffee));
    assert_eq!(s.to_move(), Some(2));
    act(&mut s, Action::Pass);
    assert_eq!((s.to_move(), s.decision()), (Some(1), Decision::ChooseRole));
    assert_eq!([0, 1, 2, 3].map(|p| s.table().shipped_count(p)), [3, 1, 0, 0]);
    assert_eq!([0, 1, 2].map(|p| s.player(p).goods_count()), [1, 0, 1]);
    assert_eq!(s.score_breakdown(0).shipped, 3);
    assert_eq!(s.score_breakdown(0).total, s.score_breakdown(0).buildings + 3);
}

/// `CARDS.md`, "Captain": "Hráč sa môže akcie vzdať. Ak však naloďuje, musí nalodiť
/// všetky karty daného druhu tovaru!" The captain too: he names a kind he holds and keeps
/// it while the others ship; his privilege still ships one good of another kind.
#[test]
fn captain_may_keep_his_own_goods_of_the_kind_he_names_while_the_others_ship() {
    let mut s = Scenario::new(7)
        .city(0, &[IndigoPlant, CoffeeRoaster, SugarMill])
        .goods(0, &[Coffee, Sugar])
        .city(1, &[IndigoPlant, CoffeeRoaster])
        .goods(1, &[Coffee])
        .build();
    choose(&mut s, Role::Captain);
    act(&mut s, Action::Ship(Coffee));
    assert_eq!(s.legal_actions(), [Action::Ship(Coffee), Action::Pass]);
    refused(&mut s, Action::Ship(Sugar));
    let h = act(&mut s, Action::Pass);
    assert!(h.contains(&Happening::Passed { player: 0, role: Role::Captain }));
    assert_eq!(s.decision(), Decision::ShipOne { remaining: 1, kinds: 1 << Coffee as u8 });
    assert_eq!(s.legal_actions(), [Action::Ship(Sugar), Action::Pass]);
    act(&mut s, Action::Ship(Sugar));
    assert_eq!((s.to_move(), s.decision()), (Some(1), Decision::Ship { good: Coffee }));
    act(&mut s, Action::Ship(Coffee));
    assert_eq!([0, 1].map(|p| s.table().shipped_count(p)), [1, 1]);
    assert_eq!(s.player(0).goods_of(Coffee), 1, "the captain kept his coffee");

    // Records of version 2 and before: naming a kind shipped all of his own.
    let mut s = Scenario::new(7).record_version(2).city(0, &[IndigoPlant, CoffeeRoaster, SugarMill]).goods(0, &[Coffee, Sugar]).build();
    choose(&mut s, Role::Captain);
    let h = act(&mut s, Action::Ship(Coffee));
    assert!(h.contains(&Happening::Shipped { player: 0, good: Coffee, goods: 1 }));
    assert_eq!(s.decision(), Decision::ShipOne { remaining: 1, kinds: 1 << Coffee as u8 });
}

#[test]
fn captain_with_a_library_ships_a_third_kind_and_with_nothing_to_ship_names_any_kind() {
    let mut s = Scenario::new(7).city(0, &[IndigoPlant, SugarMill, TobaccoStorage, Library]).goods(0, &[Indigo, Sugar, Tobacco]).build();
    choose_with_library(&mut s, Role::Captain);
    act(&mut s, Action::Ship(Silver));
    assert_eq!(s.decision(), Decision::ShipOne { remaining: 2, kinds: 1 << Silver as u8 });
    act(&mut s, Action::Ship(Sugar));
    assert_eq!(s.decision(), Decision::ShipOne { remaining: 1, kinds: 1 << Silver as u8 | 1 << Sugar as u8 });
    assert_eq!(s.legal_actions(), [Action::Ship(Indigo), Action::Ship(Tobacco), Action::Pass]);
    act(&mut s, Action::Ship(Tobacco));
    assert_eq!(s.table().shipped_count(0), 2);
    assert_eq!(s.player(0).goods_count(), 1);
    assert_eq!(s.decision(), Decision::ChooseRole);
}

#[test]
fn shipped_goods_are_hidden_cards_and_sampled_states_keep_them_out_of_play() {
    let mut s = Scenario::new(7).city(1, &[IndigoPlant, SugarMill]).goods(1, &[Indigo, Sugar]).turn(1, &[(Role::Prospector, 0)]).build();
    choose(&mut s, Role::Captain);
    act(&mut s, Action::Ship(Sugar));
    act(&mut s, Action::Ship(Sugar));
    act(&mut s, Action::Ship(Indigo));
    assert_eq!(s.table().shipped_count(1), 2);
    let obs = s.observation(3);
    let mut rng = <crate::rules::GameRng as rand::SeedableRng>::seed_from_u64(5);
    for _ in 0..50 {
        let sampled = obs.sample_state(&mut rng).unwrap();
        assert_eq!(sampled.census(), s.options().cards());
        assert_eq!(sampled.table().shipped_count(1), 2);
        assert_eq!(sampled.observation(3), obs);
    }
}

// ---- Viceroy ----

#[test]
fn viceroy_takes_the_first_turn_of_the_next_round_before_the_governor() {
    let mut s =
        Scenario::new(8).turn(3, &[(Role::Builder, 0), (Role::Producer, 1), (Role::Trader, 2)]).city(3, &[IndigoPlant, Library]).build();
    assert_eq!(s.to_move(), Some(3));
    // The library does not change the viceroy.
    refused(&mut s, Action::ChooseRole { role: Role::Viceroy, library: true });
    let h = choose(&mut s, Role::Viceroy);
    assert!(h.contains(&Happening::ViceroyNext { player: 3 }));
    while s.table().round == 1 {
        let a = if s.decision() == Decision::ChooseRole {
            Action::ChooseRole { role: roles_offered(&s)[0], library: false }
        } else {
            s.legal_actions()[0]
        };
        act(&mut s, a);
    }
    // Round 2: seat 1 is governor, but the viceroy chooses first, then 1, 2, 4, 5, 6, 7, 0.
    assert_eq!(s.table().governor, 1);
    let mut order = Vec::new();
    while s.table().round == 2 {
        if s.decision() == Decision::ChooseRole {
            order.push(s.to_move().unwrap());
            let role = roles_offered(&s)[0];
            choose(&mut s, role);
        } else {
            let a = s.legal_actions()[0];
            act(&mut s, a);
        }
    }
    assert_eq!(order, [3, 1, 2, 4, 5, 6, 7, 0]);
}

// ---- 5 players with one deck ----

#[test]
fn one_deck_five_players_have_five_roles_and_the_prospector_may_be_chosen_twice() {
    let mut s = Scenario::new(5).options(|o| o.one_deck = true).build();
    assert_eq!(s.options().deck_size(), 110);
    assert_eq!(roles_offered(&s), Role::BASE);
    choose(&mut s, Role::Prospector);
    assert!(roles_offered(&s).contains(&Role::Prospector));
    choose(&mut s, Role::Prospector);
    assert!(!roles_offered(&s).contains(&Role::Prospector));
    assert!(refused(&mut s, Action::ChooseRole { role: Role::Prospector, library: false }).to_string().contains("already chosen"));
}

#[test]
fn one_deck_variant_each_gold_mine_works_once_per_round() {
    let top = [Well, Smithy, BlackMarket, Chapel, Quarry, Tower, Hero, Statue, Palace, Crane];
    let build = |once: bool| {
        let mut s = Scenario::new(5)
            .options(if once {
                |o: &mut Options| {
                    o.one_deck = true;
                    o.gold_mine_once_per_round = true
                }
            } else {
                |o: &mut Options| o.one_deck = true
            })
            .city(1, &[IndigoPlant, GoldMine])
            .supply_top(&top)
            .build();
        choose(&mut s, Role::Prospector);
        act(&mut s, Action::Keep(Smithy));
        choose(&mut s, Role::Prospector);
        s
    };
    // Without the variant seat 1's gold mine works again on the second prospector.
    assert_eq!(build(false).decision(), Decision::GoldMine);
    assert_eq!(build(true).decision(), Decision::ChooseRole);
}

#[test]
fn shipped_goods_fall_with_their_production_building_in_an_earthquake() {
    let mut s = Scenario::new(7).face_up(&[Earthquake]).city(0, &[IndigoPlant, CoffeeRoaster, Smithy]).goods(0, &[Coffee]).build();
    choose(&mut s, Role::Captain);
    act(&mut s, Action::Ship(Coffee));
    act(&mut s, Action::Ship(Coffee));
    while s.decision() != Decision::ChooseRole {
        act(&mut s, Action::Pass);
    }
    assert_eq!(s.table().shipped_count(0), 1);
    // Seat 1 sets off the earthquake; seat 0 gives up the roaster, and the good under it.
    let mut t = s.clone();
    act(&mut s, Action::SetOff(Earthquake));
    while s.to_move() != Some(0) {
        act(&mut s, Action::DiscardBuilding(0));
    }
    let h = act(&mut s, Action::DiscardBuilding(1));
    assert!(h.contains(&Happening::BuildingDiscarded { player: 0, building: CoffeeRoaster, cards: 1 }));
    assert_eq!(s.table().shipped_count(0), 0);
    assert_eq!(s.score_breakdown(0).shipped, 0);
    // Another slot falls instead: the shipped good moves up with its roaster.
    let (fallen, _) = t.remove_building(0, 0);
    assert_eq!(fallen, IndigoPlant);
    assert_eq!(t.table().under_slots[0].slot, 0);
    assert_eq!(t.table().shipped_count(0), 1);
}
