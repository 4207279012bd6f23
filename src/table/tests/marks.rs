//! The cards just drawn, marked new until the person's next decision after them, and
//! marked the same after a reload.

use super::{choices, game, play, play_bots, started};
use crate::ai::{Bot, MediumBot};
use crate::rules::{Action, Building, CardCounts, Role};
use crate::table::game::Game;
use crate::table::model::Msg;
use crate::table::setup::Speed;

/// The cards that came into a hand that went from `before` to `after`.
fn came_in(before: &CardCounts, after: &CardCounts) -> CardCounts {
    let mut out = CardCounts::EMPTY;
    for b in Building::ALL {
        for _ in 0..after.count(b).saturating_sub(before.count(b)) {
            out.add(b);
        }
    }
    out
}

/// The person's policy for the tests below: builds an archive when he can, then takes
/// the councillor whenever he may; otherwise plays as the medium bot would.
fn archive_policy(g: &Game) -> Action {
    let legal = g.choices();
    let owns_archive = g.state.player(g.human).owns(Building::Archive);
    let wanted = legal.iter().find(|a| match a {
        Action::Build { building: Building::Archive, over: None } => true,
        Action::ChooseRole { role: Role::Councillor, library: false } => owns_archive,
        _ => false,
    });
    wanted.or_else(|| MediumBot.choose(&g.observation())).or_else(|| legal.iter().next()).expect("the person is to move")
}

#[test]
fn cards_just_drawn_are_new_until_the_persons_next_decision_after_them() {
    for seed in [3, 8, 13] {
        let mut m = started(choices(seed));
        assert!(game(&m).fresh.is_empty(), "the deal is nobody's draw");
        while !game(&m).is_over() {
            let g = game(&m);
            let (before, fresh_before, asked) = (*g.state.hand(g.human), g.fresh, g.state.decision());
            let person = g.bot_request().is_none();
            match g.bot_request() {
                Some(req) => {
                    let action = MediumBot.choose(&req.observation().unwrap());
                    m.update(Msg::BotMove { game: req.game, step: req.step, action });
                }
                None => m.update(Msg::Human(archive_policy(g))),
            }
            let g = game(&m);
            let after = *g.state.hand(g.human);
            assert!(after.minus(&g.fresh).is_some(), "seed {seed}: a new card that is not in the hand");
            let new_now = came_in(&before, &after);
            let goes_on =
                g.state.to_move() == Some(g.human) && std::mem::discriminant(&g.state.decision()) == std::mem::discriminant(&asked);
            if person && !goes_on {
                // The person answered: what was new goes; what this answer drew is new.
                assert_eq!(g.fresh, new_now, "seed {seed}: after the person's {asked:?}");
            } else {
                // A bot's move, or the same decision going on: the marks stay (those still
                // in the hand), and what came in joins them.
                for b in Building::ALL {
                    let kept = fresh_before.count(b).min(after.count(b));
                    assert_eq!(g.fresh.count(b), (kept + new_now.count(b)).min(after.count(b)), "seed {seed}: {b:?}");
                }
            }
        }
    }
}

#[test]
fn a_councillor_with_an_archive_marks_the_drawn_cards_while_the_person_discards() {
    // Seeds until the person, owning an archive, discards after a councillor's draw.
    for seed in 0..200 {
        let mut m = started(choices(seed));
        while !game(&m).is_over() {
            play_bots(&mut m);
            let g = game(&m);
            if g.is_over() {
                break;
            }
            let action = archive_policy(g);
            let (before, chose_councillor) = (*g.state.hand(g.human), matches!(action, Action::ChooseRole { role: Role::Councillor, .. }));
            m.update(Msg::Human(action));
            let g = game(&m);
            let crate::rules::Decision::CouncillorDiscard { remaining } = g.state.decision() else { continue };
            if !chose_councillor || g.state.to_move() != Some(g.human) {
                continue;
            }
            // All the drawn cards joined the hand, and they are the new ones.
            let drawn = came_in(&before, g.state.hand(g.human));
            assert!(drawn.total() >= 5, "seed {seed}: the councillor draws 5");
            assert_eq!(g.fresh, drawn, "seed {seed}: the drawn cards are marked");
            // They stay marked through the discards (one card at a time)...
            for left in (1..=remaining).rev() {
                let g = game(&m);
                assert_eq!(g.state.decision(), crate::rules::Decision::CouncillorDiscard { remaining: left });
                assert!(!g.fresh.is_empty() || drawn.total() <= usize::from(remaining - left), "seed {seed}: marks kept");
                // The oldest card of the hand goes first, so the new ones stay.
                let hand = *g.state.hand(g.human);
                let old = hand.minus(&g.fresh).expect("new cards are in the hand");
                let pick = old.iter().next().or_else(|| hand.iter().next()).expect("a card to discard");
                let fresh_before = g.fresh;
                m.update(Msg::Human(Action::Discard(pick)));
                let g = game(&m);
                if left > 1 {
                    let mut still = fresh_before;
                    if hand.count(pick) == fresh_before.count(pick) {
                        still.remove(pick);
                    }
                    assert_eq!(g.fresh, still, "seed {seed}: the marks stay while the discards go on");
                }
            }
            // ... and go once the decision is answered.
            assert!(game(&m).fresh.is_empty(), "seed {seed}: the marks went with the last discard");
            // A reload (the record replayed) marks the same cards at every step.
            let resumed = Game::resume(7, game(&m).saved(Speed::Normal)).expect("resumes");
            assert_eq!(resumed.fresh, game(&m).fresh);
            return;
        }
    }
    panic!("no game in 200 seeds where the person discarded with an archive");
}

#[test]
fn a_reload_marks_the_same_new_cards() {
    let mut m = started(choices(17));
    let mut seen_fresh = false;
    for _ in 0..120 {
        play(&mut m, 1);
        let g = game(&m);
        let resumed = Game::resume(1, g.saved(Speed::Normal)).expect("resumes");
        assert_eq!(resumed.fresh, g.fresh);
        seen_fresh |= !g.fresh.is_empty();
    }
    assert!(seen_fresh, "some cards were new in 120 actions");
}
