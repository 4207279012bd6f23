//! The decisions the options bring (the events', the explorer's, the captain's) are
//! offered to the person through the table's choices.

use super::{game, many, play_bots, started, with_events};
use crate::rules::{Action, Role};
use crate::table::log::LogKind;
use crate::table::model::Msg;

/// Plays games with the Events in which the person sets off every event as soon as the
/// engine lets him (else takes the first legal action), and checks at each of his
/// decisions what the table offers him: "Set off" only for what may be set off (the
/// governor's visit once a role was chosen this round), the earthquake's own city slots,
/// a construction's builds for free with a way to build nothing, the amnesty's cards and
/// its stop, the taxes' cards, the roles a governor's visit repeats.
#[test]
fn every_event_decision_is_offered_to_the_person_through_the_choices() {
    use crate::rules::{Building, Decision};
    use std::collections::BTreeSet;
    let mut seen = BTreeSet::new();
    let mut set_off = 0;
    for seed in 0..30 {
        let mut m = started(with_events(seed));
        while !game(&m).is_over() && game(&m).record.actions.len() < 3_000 {
            play_bots(&mut m);
            let g = game(&m);
            if g.is_over() {
                break;
            }
            let (c, t) = (g.choices(), g.state.table());
            let human = g.human;
            let hand = g.observation().hand;
            let offered: Vec<Action> = c.iter().collect();
            assert_eq!(offered, g.state.legal_actions(), "the choices are the engine's legal actions");
            match g.state.decision() {
                Decision::ChooseRole => {
                    for e in t.events_face_up.iter() {
                        let may = e != Building::GovernorsVisit || !t.roles_taken.is_empty();
                        assert_eq!(c.set_off(e), may.then_some(Action::SetOff(e)), "{e:?}");
                    }
                    for e in Building::ALL.iter().filter(|e| !t.events_face_up.contains(**e)) {
                        assert_eq!(c.set_off(*e), None, "{e:?} is not face up");
                    }
                }
                Decision::VisitRole => {
                    seen.insert("visit");
                    assert!(!offered.is_empty());
                    for a in &offered {
                        assert!(matches!(a, Action::ChooseRole { role, library: false } if t.roles_taken.contains(*role)), "{a:?}");
                    }
                }
                Decision::Earthquake => {
                    seen.insert("earthquake");
                    let n = g.state.player(human).building_count();
                    assert!(n > 0);
                    assert!((0..n).all(|slot| c.discard_building(slot) == Some(Action::DiscardBuilding(slot as u8))));
                    assert_eq!(c.discard_building(n), None);
                }
                Decision::Construction => {
                    seen.insert("construction");
                    assert!(c.contains(Action::Pass));
                    for a in offered.iter().filter(|a| matches!(a, Action::Build { .. })) {
                        let Action::Build { building, over } = *a else { unreachable!() };
                        assert!(over.is_none() && (1..=4).contains(&building.cost()) && hand.contains(building), "{a:?}");
                        assert_eq!(c.cost(*a), Some(0), "a construction builds for nothing: {a:?}");
                    }
                }
                Decision::Amnesty { .. } => {
                    seen.insert("amnesty");
                    assert!(c.contains(Action::Pass));
                    assert!(hand.iter().all(|b| c.contains(Action::Discard(b))));
                }
                Decision::Taxes => {
                    seen.insert("taxes");
                    assert!(!c.contains(Action::Pass), "taxes are paid");
                    assert!(hand.iter().all(|b| c.contains(Action::Discard(b))));
                }
                _ => {}
            }
            let action = offered.iter().copied().find(|a| matches!(a, Action::SetOff(_))).unwrap_or(offered[0]);
            let lines = g.log.len();
            m.update(Msg::Human(action));
            if let Action::SetOff(e) = action {
                set_off += 1;
                let g = game(&m);
                assert!(!g.state.table().events_face_up.contains(e));
                let line = g.log[lines..].iter().find(|l| matches!(l.happening, crate::rules::Happening::EventSetOff { .. }));
                assert_eq!(line.map(|l| l.kind), Some(LogKind::Role), "the set-off is logged like a role choice");
            }
        }
        assert!(game(&m).is_over(), "seed {seed}: the game ends");
    }
    assert!(set_off > 30, "only {set_off} events set off");
    assert_eq!(seen.into_iter().collect::<Vec<_>>(), ["amnesty", "construction", "earthquake", "taxes", "visit"]);
}

/// Plays 8-player games in which the person takes the captain whenever it is offered
/// (else the producer, produces and ships what he can, else the first legal action), and checks what the table offers him at the new
/// decisions: the explorer's face-up cards to keep (seen by everyone), the captain's five
/// kinds of good, one more good or nothing, his own goods of the named kind or nothing.
#[test]
fn the_new_decisions_are_offered_to_the_person_through_the_choices() {
    use crate::rules::{Decision, Good};
    use std::collections::BTreeSet;
    let mut seen = BTreeSet::new();
    // Games until all four have come up (the first six did before a re-tune of the
    // medium bot; which come up follows its play).
    for seed in 0..20 {
        if seen.len() == 4 {
            break;
        }
        let mut m = started(many(8, seed));
        while !game(&m).is_over() {
            play_bots(&mut m);
            let g = game(&m);
            if g.is_over() {
                break;
            }
            let c = g.choices();
            let offered: Vec<Action> = c.iter().collect();
            assert_eq!(offered, g.state.legal_actions());
            let obs = g.observation();
            match g.state.decision() {
                Decision::Explorer { .. } => {
                    seen.insert("explorer");
                    let cards = obs.pending.expect("the explorer's cards are face up");
                    for seat in 0..8 {
                        assert_eq!(g.state.observation(seat).pending, Some(cards), "seen by everyone");
                    }
                    assert_eq!(offered, cards.distinct().map(Action::Keep).collect::<Vec<_>>());
                }
                Decision::Captain => {
                    seen.insert("captain");
                    assert_eq!(offered, Good::ALL.map(Action::Ship).to_vec(), "any kind of good");
                    assert_eq!(crate::table::keys::choice_key(Action::Ship(Good::Coffee)), "ship:coffee");
                }
                Decision::ShipOne { .. } => {
                    seen.insert("ship-one");
                    assert!(c.contains(Action::Pass));
                    assert!(offered.iter().all(|a| matches!(a, Action::Ship(_) | Action::Pass)));
                }
                Decision::Ship { good } => {
                    seen.insert("ship");
                    assert_eq!(offered, [Action::Ship(good), Action::Pass]);
                }
                _ => {}
            }
            // The captain when offered, else the producer (goods to ship), else shipping.
            let prefer = |r: Role| offered.iter().copied().find(|a| matches!(a, Action::ChooseRole { role, .. } if *role == r));
            let action = prefer(Role::Captain)
                .or_else(|| prefer(Role::Producer))
                .or_else(|| offered.iter().copied().find(|a| matches!(a, Action::Ship(_) | Action::Produce(_))))
                .unwrap_or(offered[0]);
            m.update(Msg::Human(action));
        }
        let g = game(&m);
        // The shipped goods are in the final score, and the log says who shipped.
        let score = g.state.final_score();
        for p in 0..8u8 {
            assert_eq!(score.players[p as usize].shipped, g.state.table().shipped_count(p));
        }
    }
    assert_eq!(seen.into_iter().collect::<Vec<_>>(), ["captain", "explorer", "ship", "ship-one"]);
}
