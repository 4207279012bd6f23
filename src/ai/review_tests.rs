//! The review on positions set up by hand where one answer plainly loses: the played
//! answer is marked a blunder and the best answer is the obvious one.

use super::review::{Mark, review_from};
use crate::rules::tests::scenario::Scenario;
use crate::rules::{Action, Building::*, GameState, Role};

/// Playouts per answer in these tests (the fewest a review allows).
const PLAYOUTS: u32 = 200;

/// The last round: seat 0 has 11 buildings and chooses the last role of the round. The
/// builder lets it build its 12th and end the game one point ahead (seat 1 has no card to
/// build with); any other role gives seat 1, whose chapel gains a point a round, the
/// next round.
fn last_round() -> GameState {
    Scenario::new(2)
        .round(10)
        .turn(2, &[(Role::Prospector, 0), (Role::Councillor, 1)])
        .city(
            0,
            &[
                IndigoPlant,
                IndigoPlant,
                SugarMill,
                SugarMill,
                TobaccoStorage,
                TobaccoStorage,
                CoffeeRoaster,
                CoffeeRoaster,
                SilverSmelter,
                Statue,
                Statue,
            ],
        )
        .hand(0, &[IndigoPlant, SugarMill])
        .city(1, &[Chapel, Tower, Smithy, GoldMine, Archive, TradingPost, MarketStand, MarketHall, Quarry, Library, Well])
        .chapel(1, 4)
        .build()
}

#[test]
fn passing_up_the_builder_that_ends_the_game_is_a_blunder() {
    let state = last_round();
    let vp = |p| state.score_breakdown(p).total;
    assert_eq!(vp(0), vp(1), "the position: level before the 12th building");
    let trader = Action::ChooseRole { role: Role::Trader, library: false };
    let review = review_from(state, &[trader], 7, 0, PLAYOUTS).expect("a review");
    let d = &review.decisions[0];
    eprintln!("{d:?}");
    assert_eq!(d.best, Action::ChooseRole { role: Role::Builder, library: false });
    assert_eq!(d.mark, Some(Mark::Blunder), "{d:?}");
    assert!(d.best_share > 0.9, "{d:?}");
}

#[test]
fn marks_need_the_threshold_and_twice_the_standard_error() {
    use super::review::mark;
    assert_eq!(mark(4.9, 0.0), None);
    assert_eq!(mark(5.0, 1.0), Some(Mark::Inaccuracy));
    assert_eq!(mark(12.0, 2.0), Some(Mark::Mistake));
    assert_eq!(mark(25.0, 2.0), Some(Mark::Blunder));
    // A large loss within its noise is not marked.
    assert_eq!(mark(25.0, 12.5), None);
}

#[test]
fn a_review_is_the_same_for_a_record_a_seat_and_a_budget_on_any_thread_count() {
    use super::review::{review, review_threads};
    let mut bots: Vec<Box<dyn super::Bot>> = vec![Box::new(super::MediumBot), Box::new(super::RandomBot::new(2))];
    let options = crate::rules::Options { players: 2, ..Default::default() };
    let (_, record) = super::play_game(options, 5, &mut bots, 5_000).expect("a game");
    let one = review(&record, 1, PLAYOUTS, |_, _| {}).expect("a review");
    let two = review_threads(&record, 1, PLAYOUTS, 2).expect("a review");
    assert_eq!(one, two);
    assert!(!one.decisions.is_empty());
    assert!(one.decisions.iter().all(|d| d.answers.iter().all(|a| a.playouts == PLAYOUTS)));
    assert!(review(&record, 2, PLAYOUTS, |_, _| {}).is_err(), "no seat 2 at two players");
    assert!(review(&record, 0, 10, |_, _| {}).is_err(), "fewer playouts than the floor");
}

/// The last round: seat 0 has 11 buildings, eight of them production buildings, and
/// chooses the councillor; it draws the Guild Hall and can pay for it. Built as its 12th
/// building this round, the Guild Hall's 16 points win the game; any other card kept
/// leaves it behind seat 1's 24 points.
fn guild_hall_keep() -> GameState {
    Scenario::new(2)
        .round(10)
        .city(
            0,
            &[
                IndigoPlant,
                IndigoPlant,
                SugarMill,
                SugarMill,
                TobaccoStorage,
                TobaccoStorage,
                CoffeeRoaster,
                CoffeeRoaster,
                Smithy,
                Well,
                MarketStand,
            ],
        )
        .hand(0, &[IndigoPlant, IndigoPlant, IndigoPlant, SugarMill, SugarMill, SugarMill, Archive])
        .city(1, &[Statue, Statue, VictoryColumn, Library, Chapel, Tower, Quarry, MarketHall, Archive, PoorHouse, BlackMarket])
        .supply_top(&[GuildHall, Statue, TobaccoStorage, Well, Chapel])
        .build()
}

#[test]
fn keeping_another_card_than_the_guild_hall_that_wins_is_a_blunder() {
    let mut state = guild_hall_keep();
    let vp = |s: &GameState, p| s.score_breakdown(p).total;
    assert_eq!((vp(&state, 0), vp(&state, 1)), (15, 24), "the position");
    let councillor = Action::ChooseRole { role: Role::Councillor, library: false };
    let start = state.clone();
    state.apply(councillor).expect("legal");
    assert!(state.legal_actions().contains(&Action::Keep(GuildHall)), "{:?}", state.legal_actions());
    let review = review_from(start, &[councillor, Action::Keep(Statue)], 11, 0, PLAYOUTS).expect("a review");
    let d = review.decisions.iter().find(|d| d.step == 1).expect("the keep is reviewed");
    eprintln!("{d:?}");
    assert_eq!(d.best, Action::Keep(GuildHall));
    assert_eq!(d.mark, Some(Mark::Blunder), "{d:?}");
}

#[test]
fn a_review_weighs_every_decision_of_a_seat_at_five_to_eight_players_with_the_events() {
    use super::review::review_threads;
    use crate::rules::{Edition, Options};
    for (players, seat, events, new_buildings) in [(5, 4, true, false), (6, 2, true, true), (8, 7, false, true)] {
        let options = Options { players, edition: Edition::Second, events, new_buildings, ..Options::for_players(players) };
        let mut bots: Vec<Box<dyn super::Bot>> = (0..players).map(|_| Box::new(super::MediumBot) as Box<dyn super::Bot>).collect();
        let (state, record) = super::play_game(options, 3, &mut bots, 20_000).expect("a game");
        assert!(state.is_over());
        let review = review_threads(&record, seat, super::review::MIN_PLAYOUTS, 2).expect("a review");
        // Every decision of the seat the hard bot searches is weighed, in the record's order.
        let asked: Vec<usize> = super::review::asked(&record, seat).expect("its decisions").iter().map(|a| a.step).collect();
        assert!(asked.len() > 10, "{players} players: {} decisions", asked.len());
        let steps: Vec<usize> = review.decisions.iter().map(|d| d.step).collect();
        assert_eq!(steps, asked, "{players} players");
        for d in &review.decisions {
            assert!((0.0..=1.0).contains(&d.played_share) && d.best_share >= d.played_share - 1e-6, "{players} players: {d:?}");
            assert_eq!(d.played, record.actions[d.step]);
        }
        assert!((0.0..=100.0).contains(&review.accuracy));
    }
}
