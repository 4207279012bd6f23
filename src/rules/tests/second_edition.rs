//! The 2nd-edition rule set (`Edition::Second`) and the worked examples of the
//! Ukrainian 2nd-edition rulebook (`uk-2nd-edition-new-buildings-events.md`, "Будівлі").

use super::scenario::{Scenario, act, cards, choose};
use crate::rules::{Action, Building::*, Edition, Happening, Role};

fn second(players: u8) -> Scenario {
    Scenario::new(players).edition(Edition::Second)
}

#[test]
fn gold_mine_second_edition_discards_all_when_two_costs_are_equal() {
    // Maria's first draw: library (5), carpenter (3), smithy (1), tobacco storage (3).
    let mut s = second(2).city(1, &[IndigoPlant, GoldMine]).supply_top(&[Statue, Library, Carpenter, Smithy, TobaccoStorage]).build();
    let happened = choose(&mut s, Role::Prospector);
    assert!(happened.contains(&Happening::GoldMineResult { player: 1, card: None }));
    assert!(s.hand(1).is_empty());
    assert_eq!(s.table().discard_len, 4);
}

#[test]
fn gold_mine_second_edition_keeps_the_cheapest_of_four_different_costs_without_asking() {
    // Maria's second draw: quarry (4), gold mine (1), tobacco storage (3), library (5):
    // she takes the gold mine, the cheapest, and discards the other three.
    let mut s = second(2).city(1, &[IndigoPlant, GoldMine]).supply_top(&[Statue, Quarry, GoldMine, TobaccoStorage, Library]).build();
    let happened = choose(&mut s, Role::Prospector);
    assert!(happened.contains(&Happening::GoldMineResult { player: 1, card: Some(GoldMine) }));
    assert_eq!(*s.hand(1), cards(&[GoldMine]));
    assert_eq!(s.table().discard_len, 3);
    // Nobody was asked: the next role choice is seat 1's.
    assert_eq!(s.to_move(), Some(1));
    assert!(matches!(s.legal_actions()[0], Action::ChooseRole { .. }));
}

#[test]
fn guild_hall_second_edition_scores_six_plus_three() {
    // Natalia: 3 indigo plants, 1 sugar mill, 2 tobacco storages: 6 buildings, 3 kinds.
    let city = [IndigoPlant, IndigoPlant, IndigoPlant, SugarMill, TobaccoStorage, TobaccoStorage, GuildHall];
    let s = second(2).city(0, &city).build();
    assert_eq!(s.final_score().players[0].guild_hall, 9);
    // The same city under the 1st edition: 2 per production building.
    let s = Scenario::new(2).city(0, &city).build();
    assert_eq!(s.final_score().players[0].guild_hall, 12);
}

#[test]
fn city_hall_second_edition_example_scores_nine() {
    // Ostap: poor house, aqueduct, carpenter, chapel, quarry, library, statue, palace, city hall.
    let city = [IndigoPlant, PoorHouse, Aqueduct, Carpenter, Chapel, Quarry, Library, Statue, Palace, CityHall];
    let s = second(2).city(0, &city).build();
    assert_eq!(s.final_score().players[0].city_hall, 9);
}

#[test]
fn triumphal_arch_second_edition_example_six_and_city_hall_four() {
    // Denis: statue, hero, triumphal arch and city hall.
    let s = second(2).city(0, &[IndigoPlant, Statue, Hero, TriumphalArch, CityHall]).build();
    let score = s.final_score().players[0];
    assert_eq!((score.triumphal_arch, score.city_hall), (6, 4));
}

#[test]
fn palace_second_edition_example_34_becomes_42() {
    // 34 VP before the palace: 28 printed on the buildings and 6 chapel cards.
    let city = [IndigoPlant, Palace, Hero, VictoryColumn, Statue, Library, SilverSmelter, SilverSmelter, Quarry, Tower, Chapel];
    let s = second(2).city(0, &city).chapel(0, 6).build();
    let score = s.final_score().players[0];
    assert_eq!(score.total - score.palace, 34);
    assert_eq!((score.palace, score.total), (8, 42));
}

#[test]
fn crane_second_edition_the_covered_building_goes_to_the_discard_stack() {
    // Igor covers his chapel (3) with a palace (6) and pays 3; the chapel is discarded,
    // the cards under it stay and score.
    let mut s = second(2).city(1, &[IndigoPlant, Chapel, Crane]).chapel(1, 2).hand(1, &[Palace, Hero, Statue, Tower]).build();
    choose(&mut s, Role::Builder);
    let discard = s.table().discard_len;
    act(&mut s, Action::Build { building: Palace, over: Some(1) });
    for b in [Hero, Statue, Tower] {
        act(&mut s, Action::PayCard(b));
    }
    assert_eq!(s.player(1).city(), &[IndigoPlant, Palace, Crane]);
    assert!(s.table().covered.is_empty());
    assert_eq!(s.table().discard_len, discard + 4, "3 cards paid and the covered chapel");
    assert_eq!(s.score_breakdown(1).chapel, 2);
}

#[test]
fn crane_second_edition_a_good_on_the_covered_building_is_discarded_too() {
    let mut s =
        second(2).city(1, &[IndigoPlant, CoffeeRoaster, Crane]).goods(1, &[crate::rules::Good::Coffee]).hand(1, &[Statue, Hero]).build();
    choose(&mut s, Role::Builder);
    let discard = s.table().discard_len;
    let happened = act(&mut s, Action::Build { building: Statue, over: Some(1) });
    assert!(happened.contains(&Happening::GoodLost { player: 1, good: crate::rules::Good::Coffee }));
    assert_eq!(s.table().discard_len, discard + 2);
    assert_eq!(*s.hand(1), cards(&[Hero]), "covering a dearer building pays nothing back");
}
