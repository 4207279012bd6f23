//! Native tests of what moved where ([`super::motion`]) and of the marks of what the
//! other players did ([`super::marks`]), over whole games with every option: each motion
//! checked against the engine's state before and after it and against the happenings.

use super::game::Game;
use super::motion::{Motion, Piece, Spot};
use super::protocol::BotLevel;
use super::setup::{NewGame, Speed};
use crate::ai::{Bot, MediumBot};
use crate::rules::{Action, Building, Edition, GameState, Happening, Options};

/// Option sets the games below are played with: the base game, the 2nd edition with the
/// New Buildings and the Events, 6 players (gold digger, explorer) with the New
/// Buildings, and 8 players (all four extra roles: the captain ships goods) with the
/// Events.
fn tables() -> Vec<NewGame> {
    let base = NewGame::against("Ana", &[BotLevel::Medium; 2]);
    let options = |players| Options::for_players(players);
    vec![
        base.clone(),
        NewGame { options: Options { edition: Edition::Second, new_buildings: true, events: true, ..options(4) }, ..base.clone() },
        NewGame { options: Options { new_buildings: true, ..options(6) }, ..base.clone() },
        NewGame { options: Options { events: true, ..options(8) }, ..base },
    ]
}

/// A new game at `table` from `seed`.
fn new_game(table: &NewGame, seed: u64) -> Game {
    Game::new(0, table.seats(), table.options, seed).expect("the options are playable")
}

/// The next action: the medium bot's for a bot; for the person, now and then another
/// legal action than the medium bot's (so that passes, odd payments and keeps happen).
fn next_action(g: &Game, k: u64) -> Action {
    let seat = g.state.to_move().expect("the game goes on");
    let legal = g.state.legal_actions();
    if seat == g.human && k.is_multiple_of(3) {
        return legal[(k as usize / 3) % legal.len()];
    }
    MediumBot.choose(&g.state.observation(seat)).unwrap_or(legal[0])
}

/// Checks each of `motions` against the states around it; `human` is the seat they are
/// for.
fn check(motions: &[Motion], before: &GameState, after: &GameState, human: u8, what: &str) {
    for m in motions {
        match (m.piece, m.from, m.to) {
            (Piece::Building(b), _, Spot::City(p, s)) => {
                assert_eq!(after.player(p).city().get(usize::from(s)), Some(&b), "{what}: {m:?} lands on its slot");
            }
            (Piece::Building(b), Spot::City(p, s), Spot::Discard) => {
                assert_eq!(before.player(p).city().get(usize::from(s)), Some(&b), "{what}: {m:?} leaves its slot");
            }
            (Piece::Building(b), from, Spot::Hand(p)) => {
                assert_eq!(p, human, "{what}: only the person's own cards are named: {m:?}");
                assert!(after.hand(p).count(b) > before.hand(p).count(b), "{what}: {m:?} came into the hand");
                assert!(matches!(from, Spot::Supply | Spot::Drawn), "{what}: {m:?}");
            }
            (Piece::Good, Spot::City(..), Spot::City(p, s)) => {
                assert_eq!(after.player(p).city().get(usize::from(s)), Some(&Building::Harbor), "{what}: {m:?} goes under a harbor");
            }
            (Piece::Good, _, Spot::City(p, s)) => {
                let slot = usize::from(s);
                assert!(after.player(p).has_good(slot) && !before.player(p).has_good(slot), "{what}: {m:?} lands on an empty building");
            }
            (Piece::Good, Spot::City(p, s), _) => {
                assert!(before.player(p).has_good(usize::from(s)), "{what}: {m:?} leaves a building that had one");
            }
            (Piece::Cards(n), from, to) => {
                assert!(n > 0, "{what}: {m:?} moves no card");
                assert_ne!(from, to, "{what}: {m:?}");
            }
            (Piece::Role(r), Spot::Placard(q), Spot::Seat(p)) => {
                assert_eq!(r, q, "{what}");
                assert!(after.table().role_taken_by[r as usize] == Some(p) || after.table().round != before.table().round, "{what}: {m:?}");
            }
            (Piece::Tile, Spot::TradingHouse, Spot::TradingHouse) | (Piece::Governor, Spot::Seat(_), Spot::Seat(_)) => {}
            _ => panic!("{what}: unexpected motion {m:?}"),
        }
    }
}

/// Counts the motions of `piece`-kind from and to the spots `f` accepts.
fn count(motions: &[Motion], f: impl Fn(&Motion) -> bool) -> usize {
    motions.iter().filter(|m| f(m)).map(|m| if let Piece::Cards(n) = m.piece { usize::from(n) } else { 1 }).sum()
}

#[test]
fn every_motion_of_whole_games_is_what_the_engine_did() {
    let (mut shipped, mut quakes) = (0, 0);
    for table in tables() {
        for seed in 0..6u64 {
            let mut g = new_game(&table, seed);
            let (mut builds, mut goods, mut roles, mut draws) = (0, 0, 0, 0);
            for k in 0.. {
                if g.is_over() {
                    break;
                }
                assert!(k < 3000, "seed {seed}: no end");
                let before = g.state.clone();
                let action = next_action(&g, k as u64 + seed);
                let mover = before.to_move().expect("someone is to move");
                let happenings = before.clone().apply(action).expect("legal");
                g.play(action).expect("legal");
                let (after, m, human) = (&g.state, g.motions.as_slice(), g.human);
                let what = format!("{} players, seed {seed}, step {k}: {action:?} by {mover}", table.players());
                check(m, &before, after, human, &what);
                for h in &happenings {
                    match *h {
                        Happening::Built { player, building, .. } => {
                            builds += 1;
                            let from = if building == Building::Cathedral { Spot::Cathedral } else { Spot::Hand(player) };
                            assert_eq!(
                                count(m, |x| x.piece == Piece::Building(building)
                                    && x.from == from
                                    && matches!(x.to, Spot::City(p, _) if p == player)),
                                1,
                                "{what}: the build moves"
                            );
                        }
                        Happening::Produced { player, good } => {
                            goods += 1;
                            let landed = count(m, |x| {
                                x.piece == Piece::Good
                                    && x.from == Spot::Supply
                                    && matches!(x.to, Spot::City(p, s) if p == player && after.player(p).city()[usize::from(s)].good() == Some(good))
                            });
                            let produced = happenings.iter().filter(|e| **e == Happening::Produced { player, good }).count();
                            assert_eq!(landed, produced, "{what}: each good produced lands");
                        }
                        Happening::Sold { player, good, .. } => {
                            let left = count(m, |x| {
                                x.piece == Piece::Good
                                    && matches!(x.from, Spot::City(p, s) if p == player && before.player(p).city()[usize::from(s)].good() == Some(good))
                            });
                            assert_eq!(left, 1, "{what}: the good sold leaves its building");
                        }
                        Happening::RoleChosen { player, role, .. } => {
                            roles += 1;
                            assert!(
                                m.contains(&Motion { piece: Piece::Role(role), from: Spot::Placard(role), to: Spot::Seat(player) }),
                                "{what}"
                            );
                        }
                        Happening::Shipped { player, .. } => {
                            shipped += 1;
                            let n: usize = happenings
                                .iter()
                                .map(|e| {
                                    if let Happening::Shipped { player: q, goods, .. } = *e {
                                        if q == player { usize::from(goods) } else { 0 }
                                    } else {
                                        0
                                    }
                                })
                                .sum();
                            assert_eq!(count(m, |x| x.piece == Piece::Good && x.to == Spot::Shipped(player)), n, "{what}: goods shipped");
                        }
                        Happening::BuildingDiscarded { player, building, .. } => {
                            quakes += 1;
                            let fell = count(m, |x| {
                                x.piece == Piece::Building(building)
                                    && matches!(x.from, Spot::City(p, _) if p == player)
                                    && x.to == Spot::Discard
                            });
                            assert_eq!(fell, 1, "{what}: the building falls to the discard stack");
                        }
                        Happening::TileRevealed { .. } => {
                            assert!(m.iter().any(|x| x.piece == Piece::Tile), "{what}: the tile turns");
                        }
                        Happening::Drew { player, cards, .. } if player != human => {
                            draws += 1;
                            let got = count(m, |x| matches!(x.piece, Piece::Cards(_)) && x.to == Spot::Hand(player));
                            assert!(got >= usize::from(cards), "{what}: {cards} drawn, {got} shown");
                        }
                        _ => {}
                    }
                }
                // The person's hand: every card that came in moves into it, named.
                let came: usize = crate::rules::Building::ALL
                    .iter()
                    .map(|&b| usize::from(after.hand(human).count(b).saturating_sub(before.hand(human).count(b))))
                    .sum();
                assert_eq!(count(m, |x| x.to == Spot::Hand(human)), came, "{what}: the person's new cards");
                // A payment goes to the discard stack.
                if matches!(action, Action::PayCard(_)) {
                    assert_eq!(count(m, |x| x.from == Spot::Hand(mover) && x.to == Spot::Discard), 1, "{what}");
                }
                // An opponent's hand count: what came in less what went out.
                for p in (0..g.record.options.players).filter(|&p| p != human) {
                    let built = matches!(action, Action::Build { building, .. } if building != Building::Cathedral) && p == mover;
                    // (A building leaves the hand with the build's first answer, and moves
                    // from it to the city with the last.)
                    let out = count(m, |x| x.from == Spot::Hand(p) && matches!(x.piece, Piece::Cards(_)));
                    let net = count(m, |x| x.to == Spot::Hand(p)) as i32 - out as i32 - i32::from(built);
                    let seen = i32::from(after.player(p).hand_len) - i32::from(before.player(p).hand_len);
                    assert_eq!(net, seen, "{what}: seat {p}'s hand count");
                }
            }
            assert!(builds > 0 && goods > 0 && roles > 0, "seed {seed}: builds {builds}, goods {goods}, roles {roles}");
            assert!(draws > 0, "seed {seed}: the bots drew");
        }
    }
    assert!(shipped > 0 && quakes > 0, "the captain shipped ({shipped}) and an earthquake struck ({quakes})");
}

#[test]
fn a_resumed_game_has_nothing_moving_and_the_same_marks() {
    let table = &tables()[1];
    let mut g = new_game(table, 5);
    let mut marked = false;
    for k in 0..400u64 {
        if g.is_over() {
            break;
        }
        g.play(next_action(&g, k)).expect("legal");
        assert!(!g.motions.is_empty() || k > 0, "the first action moves something");
        let resumed = Game::resume(1, g.saved(Speed::Normal)).expect("resumes");
        assert!(resumed.motions.is_empty(), "step {k}: a resumed game replays no motion");
        assert_eq!(resumed.marks, g.marks, "step {k}: the marks after a reload");
        marked |= !g.marks.is_empty();
    }
    assert!(marked, "something was marked");
}

#[test]
fn the_other_players_builds_and_draws_are_marked_until_the_persons_next_decision() {
    for table in tables() {
        for seed in 0..4u64 {
            let mut g = new_game(&table, seed);
            // Since the person's last decision: each seat's builds (slot) and cards drawn.
            let mut built: Vec<(u8, u8)> = Vec::new();
            let mut drew = [0u16; crate::rules::MAX_PLAYERS];
            let (mut seen_built, mut seen_drew) = (false, false);
            for k in 0..3000u64 {
                if g.is_over() {
                    break;
                }
                let human = g.human;
                let asked = g.state.decision();
                let person = g.state.to_move() == Some(human);
                let before = g.state.clone();
                let action = next_action(&g, k + seed);
                g.play(action).expect("legal");
                let goes_on =
                    g.state.to_move() == Some(human) && std::mem::discriminant(&g.state.decision()) == std::mem::discriminant(&asked);
                if person && !goes_on {
                    built.clear();
                    drew = [0; crate::rules::MAX_PLAYERS];
                }
                for p in (0..g.record.options.players).filter(|&p| p != human) {
                    let (b, a) = (before.player(p).city(), g.state.player(p).city());
                    if let Action::DiscardBuilding(s) = action
                        && before.to_move() == Some(p)
                    {
                        built.retain(|&x| x != (p, s));
                        built.iter_mut().filter(|x| x.0 == p && x.1 > s).for_each(|x| x.1 -= 1);
                        continue;
                    }
                    for (s, x) in a.iter().enumerate() {
                        if b.get(s) != Some(x) && !built.contains(&(p, s as u8)) {
                            built.push((p, s as u8));
                        }
                    }
                    drew[usize::from(p)] += count(&g.motions, |m| m.to == Spot::Hand(p)) as u16;
                }
                for p in (0..g.record.options.players).filter(|&p| p != human) {
                    for s in 0..g.state.player(p).city().len() {
                        let want = built.contains(&(p, s as u8));
                        assert_eq!(g.marks.built(p, s), want, "seed {seed}, step {k}: seat {p} slot {s}");
                        seen_built |= want;
                    }
                    assert_eq!(g.marks.drew(p), drew[usize::from(p)], "seed {seed}, step {k}: seat {p}'s draws");
                    seen_drew |= drew[usize::from(p)] > 0;
                }
                // The person's own city is never marked.
                for s in 0..g.state.player(human).city().len() {
                    assert!(!g.marks.built(human, s));
                }
                assert_eq!(g.marks.drew(human), 0);
            }
            assert!(seen_built && seen_drew, "seed {seed}: marks were made");
        }
    }
}

#[test]
fn a_bot_that_takes_a_role_is_shown_on_the_placard_until_the_round_ends() {
    use super::i18n::{Lang, Texts};
    use super::text::{Names, placard_status};
    let tr = Texts::parse(Lang::En, include_str!("../../assets/i18n/en.ftl")).expect("parses");
    let table = &tables()[0];
    let mut g = new_game(table, 2);
    for k in 0..200u64 {
        if g.is_over() {
            break;
        }
        let round = g.state.table().round;
        g.play(next_action(&g, k)).expect("legal");
        for m in g.motions.iter() {
            if let (Piece::Role(r), Spot::Seat(p)) = (m.piece, m.to) {
                let t = g.state.table();
                if t.round != round {
                    continue; // the round's last role: the placards are back in the middle
                }
                let names = Names::new(&tr, &g.seats);
                let taker = t.role_taken_by[r as usize];
                assert_eq!(taker, Some(p));
                let said = placard_status(&tr, &names, taker, false, false, false);
                assert!(said.contains(names.name(p)), "{said}");
            }
        }
    }
}

#[test]
fn the_pace_sets_how_long_a_card_moves_and_instant_moves_nothing() {
    assert_eq!(Speed::Instant.motion_millis(), 0);
    for s in [Speed::Normal, Speed::Slow] {
        assert!(s.motion_millis() > 0 && s.motion_millis() < s.pace_millis(), "{s:?}: lands before the next bot move");
    }
    assert!(Speed::Slow.motion_millis() > Speed::Normal.motion_millis());
}

#[test]
fn an_opponents_cards_are_never_named() {
    let table = &tables()[2];
    for seed in 0..3u64 {
        let mut g = new_game(table, seed);
        for k in 0..3000u64 {
            if g.is_over() {
                break;
            }
            g.play(next_action(&g, k)).expect("legal");
            for m in g.motions.iter() {
                // A named card goes into the person's hand, or is built (public).
                if let Piece::Building(_) = m.piece {
                    assert!(m.to == Spot::Hand(g.human) || matches!(m.to, Spot::City(..)) || m.to == Spot::Discard, "seed {seed}: {m:?}");
                }
            }
        }
    }
}
