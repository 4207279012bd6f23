//! The rest of the round at a full table: who still chooses a role after this seat, and
//! which roles they will likely take. At 3 and 4 players every player chooses one role a
//! round from five, so most roles a seat does not take happen anyway, chosen by someone
//! else: what a role is worth to its chooser is then its privilege, and which role is
//! left over. Rulebook: "Course of play" (the governor chooses first, then clockwise;
//! each role once a round).

use super::facts::Facts;
use super::seat_gain::{privilege_of, public_gain};
use crate::rules::{MAX_PLAYERS, Role, RoleSet};

/// How much more readily the others take each role than its gain alone says, by
/// [`Role::ALL`] order's first five: a build moves a city towards its plan, so every
/// plan takes the builder most.
const PULL: [f32; 5] = [1.2, 0.9, 1.0, 1.1, 1.0];
/// What the others get from a role, against what it gives its chooser, in [`pull`].
const ENVY: f32 = 1.0;

/// How strongly seat `seat` is drawn to choosing `role`: what it gives him, weighted
/// by [`PULL`], less what it gives the average other seat (every plan counts that).
fn pull(f: &Facts, seat: u8, role: Role) -> f32 {
    let t = f.v.table;
    let p = &t.players[usize::from(seat)];
    let mine = public_gain(f, p, role, privilege_of(p)) * PULL.get(role as usize).copied().unwrap_or(1.0);
    let others: f32 = t.seats().iter().enumerate().filter(|(i, _)| *i != usize::from(seat)).map(|(_, q)| public_gain(f, q, role, 0)).sum();
    mine - ENVY * others / f32::from(t.options.players - 1)
}

/// The seats choosing a role after this one this round, in turn order (empty at 2
/// players, where the governor's second choice follows a known order, and when a viceroy
/// takes the first turn: the model is for the round that starts with the governor).
pub fn later_choosers(f: &Facts) -> ([u8; MAX_PLAYERS], usize) {
    let t = f.v.table;
    let n = t.options.players;
    let mut out = [0u8; MAX_PLAYERS];
    if n <= 2 || t.first_turn.is_some() {
        return (out, 0);
    }
    let taken = t.roles_taken.len() as u8;
    let later = n.saturating_sub(taken + 1);
    for (i, slot) in out.iter_mut().enumerate().take(usize::from(later)) {
        *slot = (f.v.seat + 1 + i as u8) % n;
    }
    (out, usize::from(later))
}

/// The roles the later choosers will likely take from `offer` (the roles left once this
/// seat has chosen), each the one its public gain makes most attractive to him; with
/// the seat that takes it. Shapes: up to [`MAX_PLAYERS`] (seat, role) pairs.
pub fn likely_picks(f: &Facts, mut offer: RoleSet) -> ([(u8, Role); MAX_PLAYERS], usize) {
    let (seats, count) = later_choosers(f);
    let mut picks = [(0u8, Role::Builder); MAX_PLAYERS];
    let mut made = 0;
    for &seat in &seats[..count] {
        let best = offer.iter().map(|r| (r, pull(f, seat, r))).max_by(|a, b| a.1.total_cmp(&b.1));
        let Some((role, _)) = best else { break };
        offer.remove(role);
        picks[made] = (seat, role);
        made += 1;
    }
    (picks, made)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::View;
    use crate::rules::{Action, GameState, Options};

    #[test]
    fn the_governor_has_three_choosers_after_him_at_four_players_and_the_last_none() {
        let mut s = GameState::new(Options::for_players(4), 9).unwrap();
        let gov = s.table().governor;
        let f = Facts::of(View::of_state(&s, gov));
        let (seats, n) = later_choosers(&f);
        assert_eq!(&seats[..n], &[(gov + 1) % 4, (gov + 2) % 4, (gov + 3) % 4]);
        let (picks, made) = likely_picks(&f, RoleSet::BASE.without(RoleSet::of_all(&[Role::Prospector])));
        assert_eq!(made, 3);
        // Three different roles, none of them the one taken out of the offer.
        assert!(picks[..made].iter().all(|(_, r)| *r != Role::Prospector));
        assert!(picks[0].1 != picks[1].1 && picks[1].1 != picks[2].1 && picks[0].1 != picks[2].1);
        // Three roles chosen: the fourth chooser is the last.
        for role in [Role::Prospector, Role::Councillor, Role::Builder] {
            while !s.table().choosing_role() {
                let a = s.legal_actions()[0];
                s.apply(a).unwrap();
            }
            let chooser = s.to_move().unwrap();
            s.apply(Action::ChooseRole { role, library: false }).unwrap();
            let _ = chooser;
        }
        while !s.table().choosing_role() {
            let a = s.legal_actions()[0];
            s.apply(a).unwrap();
        }
        let last = s.to_move().unwrap();
        assert_eq!(last, (gov + 3) % 4);
        assert_eq!(later_choosers(&Facts::of(View::of_state(&s, last))).1, 0);
    }

    #[test]
    fn two_players_have_no_model_of_the_round() {
        let s = GameState::new(Options::for_players(2), 9).unwrap();
        let f = Facts::of(View::of_state(&s, s.table().governor));
        assert_eq!(later_choosers(&f).1, 0);
    }
}
