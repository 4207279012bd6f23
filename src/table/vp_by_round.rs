//! Each player's victory points round by round: the figures of the chart on the score
//! pad at the end of a game, read off the game's record.
//!
//! What a point of the chart is: the whole score as if the game had ended at that
//! moment, by the function the final score pad reads ([`GameState::score_breakdown`]):
//! the buildings' VP, the cards under chapels, banks and harbors, the shipped goods, and
//! the 6-cost buildings' and the Cathedral's bonuses as they would have scored then. It is
//! taken when each round ends (after its last action, as the next round begins) and when
//! the game ends (the last round, cut short after its builder phase, counts as a round),
//! so every line ends at that player's final total. The cards under chapels, banks and
//! harbors were hidden during play; the chart is only shown once the game is over, when
//! the score pad shows them anyway, so it tells nobody anything they could still act on.
//!
//! Pure Rust: the browser draws it (`ui::components::score_pad`), native tests check it.

use crate::rules::{GameRecord, GameState, Happening, RecordError};

/// Each seat's VP at the end of each round.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct VpByRound {
    /// `rounds[r][seat]`: the seat's VP when round `r + 1` ended; in a finished game the
    /// last entry is taken at the game's end (the final totals).
    pub rounds: Vec<Vec<u16>>,
}

/// Every seat's score total in `state`, as if the game ended now.
fn totals(state: &GameState) -> Vec<u16> {
    (0..state.players()).map(|p| state.score_breakdown(p).total).collect()
}

impl VpByRound {
    /// The figures of `record`, replayed from its start: one entry per round that ended,
    /// and one at the game's end if it is over (a round in progress has none).
    ///
    /// Errors: the record's own, naming the failing step.
    pub fn of(record: &GameRecord) -> Result<VpByRound, RecordError> {
        // Happenings collected and dropped (the page keeps one copy of the engine: rules::GameRecord::replay).
        let mut state = record.replay_to(0, &mut Vec::<Happening>::new())?;
        let mut rounds = Vec::new();
        let mut round = state.table().round;
        for (step, &action) in record.actions.iter().enumerate() {
            state.apply(action).map_err(|error| RecordError::Step { step, action, error })?;
            if state.table().round != round {
                round = state.table().round;
                rounds.push(totals(&state));
            } else if state.is_over() {
                rounds.push(totals(&state));
            }
        }
        Ok(VpByRound { rounds })
    }

    /// The number of seats (0 when no round ended).
    pub fn players(&self) -> usize {
        self.rounds.first().map_or(0, Vec::len)
    }

    /// Seat `p`'s VP round by round.
    pub fn seat(&self, p: usize) -> Vec<u16> {
        self.rounds.iter().map(|r| r.get(p).copied().unwrap_or(0)).collect()
    }

    /// The highest VP anyone had at the end of any round (0 when no round ended).
    pub fn most(&self) -> u16 {
        self.rounds.iter().flatten().copied().max().unwrap_or(0)
    }

    /// The VP axis' marks: from 0 in steps of 1, 2, 5, 10, 20... up to the first mark at
    /// or above [`VpByRound::most`], at most 7 marks (so their labels never crowd).
    pub fn vp_marks(&self) -> Vec<u16> {
        let most = self.most().max(1);
        let step = [1u16, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000]
            .into_iter()
            .find(|s| most.div_ceil(*s) <= 6)
            .unwrap_or(most.div_ceil(6));
        (0..=most.div_ceil(step)).map(|i| i * step).collect()
    }

    /// The round axis' labelled rounds: every round up to 16 rounds, else every second
    /// or third... so at most 16 labels; the last round always.
    pub fn round_marks(&self) -> Vec<usize> {
        let n = self.rounds.len();
        if n == 0 {
            return Vec::new();
        }
        let step = n.div_ceil(16);
        let mut marks: Vec<usize> = (1..=n).step_by(step).collect();
        if marks.last() != Some(&n) {
            // The last round's label replaces a neighbour it would overlap.
            if marks.last().is_some_and(|&m| n - m < step.max(2) && marks.len() > 1) {
                marks.pop();
            }
            marks.push(n);
        }
        marks
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::{Bot, MediumBot};
    use crate::rules::NoHappenings;
    use crate::rules::Options;

    /// A whole game of medium bots from `seed`, as a record.
    fn bots_game(options: Options, seed: u64) -> GameRecord {
        let mut record = GameRecord::new(options, seed);
        let mut state = record.replay().unwrap();
        while let Some(seat) = state.to_move() {
            let action = MediumBot.choose(&state.observation(seat)).expect("a legal action");
            state.apply(action).unwrap();
            record.actions.push(action);
            assert!(record.actions.len() < 20_000, "seed {seed}: the game ends");
        }
        assert!(state.is_over());
        record
    }

    /// Every table the options allow, in a few games each.
    fn games() -> Vec<GameRecord> {
        let mut out = Vec::new();
        for (i, players) in [2u8, 3, 4, 6, 8].into_iter().enumerate() {
            let seed = 40 + i as u64;
            out.push(bots_game(Options::for_players(players), seed));
            let all =
                Options { edition: crate::rules::Edition::Second, new_buildings: true, events: true, ..Options::for_players(players) };
            out.push(bots_game(all, seed));
        }
        out
    }

    #[test]
    fn one_point_per_round_and_the_last_is_the_final_score() {
        for record in games() {
            let vp = VpByRound::of(&record).unwrap();
            let end = record.replay().unwrap();
            let finals: Vec<u16> = end.final_score().players.iter().map(|s| s.total).collect();
            assert_eq!(vp.rounds.len(), usize::from(end.table().round), "{:?}: one point per round", record.options);
            assert_eq!(vp.players(), usize::from(record.options.players));
            assert_eq!(vp.rounds.last(), Some(&finals), "the lines end at the final score");
            assert!(vp.rounds.iter().all(|r| r.len() == finals.len()));
            for p in 0..vp.players() {
                assert_eq!(vp.seat(p).len(), vp.rounds.len());
                assert_eq!(vp.seat(p).last(), finals.get(p));
            }
        }
    }

    /// Checked against the record replayed from scratch to each round's first step: the
    /// score there is the point of the round before.
    #[test]
    fn each_point_is_the_score_when_its_round_ended() {
        for record in games().into_iter().take(4) {
            let vp = VpByRound::of(&record).unwrap();
            let mut checked = 0;
            for steps in 1..=record.actions.len() {
                let before = record.replay_to(steps - 1, &mut NoHappenings).unwrap();
                let after = record.replay_to(steps, &mut NoHappenings).unwrap();
                if after.table().round == before.table().round {
                    continue;
                }
                let ended = usize::from(before.table().round);
                let scores: Vec<u16> = (0..after.players()).map(|p| after.score_breakdown(p).total).collect();
                assert_eq!(vp.rounds[ended - 1], scores, "round {ended}");
                checked += 1;
            }
            assert_eq!(checked, vp.rounds.len() - 1, "every round but the last ended with a new round");
        }
    }

    /// Each point depends only on the game up to its round: an unfinished record's
    /// figures are the beginning of the whole game's, with nothing for the round going on.
    #[test]
    fn a_game_in_progress_has_the_rounds_that_ended() {
        let record = bots_game(Options::for_players(3), 7);
        let whole = VpByRound::of(&record).unwrap();
        for cut in [0, 1, record.actions.len() / 3, record.actions.len() / 2, record.actions.len() - 1] {
            let part = GameRecord { actions: record.actions[..cut].to_vec(), ..record.clone() };
            let vp = VpByRound::of(&part).unwrap();
            let state = part.replay().unwrap();
            assert_eq!(vp.rounds.len(), usize::from(state.table().round) - 1, "cut at {cut}");
            assert_eq!(vp.rounds[..], whole.rounds[..vp.rounds.len()]);
        }
        assert_eq!(VpByRound::of(&GameRecord::new(Options::for_players(3), 7)).unwrap(), VpByRound::default());
    }

    /// The points are the whole score, as the final pad's: a chapel's cards count from
    /// the round they were tucked, not only at the end.
    #[test]
    fn chapel_cards_count_from_the_round_they_were_tucked() {
        // Each round's end, every player's score, replayed step by step.
        let ends_of = |record: &GameRecord| {
            let mut state = record.replay_to(0, &mut NoHappenings).unwrap();
            let mut ends = Vec::new();
            for &a in &record.actions {
                let round = state.table().round;
                state.apply(a).unwrap();
                if state.table().round != round || state.is_over() {
                    ends.push((0..state.players()).map(|p| state.score_breakdown(p)).collect::<Vec<_>>());
                }
            }
            ends
        };
        // A game in which a chapel held cards before the last round.
        let (record, ends) = (1..120)
            .map(|seed| bots_game(Options::for_players(2), seed))
            .map(|r| {
                let ends = ends_of(&r);
                (r, ends)
            })
            .find(|(_, ends)| ends[..ends.len() - 1].iter().any(|round| round.iter().any(|s| s.chapel > 0)))
            .expect("a game with cards under a chapel before its last round");
        let vp = VpByRound::of(&record).unwrap();
        assert_eq!(ends.len(), vp.rounds.len());
        let mut with_chapel = 0;
        for (r, scores) in ends.iter().enumerate() {
            for (p, s) in scores.iter().enumerate() {
                assert_eq!(vp.rounds[r][p], s.total);
                if s.chapel > 0 && r + 1 < ends.len() {
                    assert!(vp.rounds[r][p] >= s.buildings + s.chapel, "round {}: the chapel's cards count", r + 1);
                    with_chapel += 1;
                }
            }
        }
        assert!(with_chapel > 0, "a chapel had cards before the last round");
    }

    #[test]
    fn a_damaged_record_is_an_error_naming_its_step() {
        let mut record = bots_game(Options::for_players(2), 3);
        // The first step from the 5th on where passing is not allowed (a role choice, a
        // payment): a pass put there is the damage.
        let at = (5..record.actions.len())
            .find(|&i| !record.replay_to(i, &mut NoHappenings).unwrap().is_legal(crate::rules::Action::Pass))
            .expect("a step where passing is illegal");
        record.actions.insert(at, crate::rules::Action::Pass);
        match VpByRound::of(&record) {
            Err(RecordError::Step { step, .. }) => assert_eq!(step, at, "step {step}"),
            other => panic!("expected a step error, got {other:?}"),
        }
    }

    #[test]
    fn the_axes_marks_cover_the_figures_without_crowding() {
        let of = |rounds: usize, most: u16| VpByRound {
            rounds: (0..rounds).map(|r| vec![most * r as u16 / rounds.max(1) as u16, most]).collect(),
        };
        assert_eq!(of(3, 7).vp_marks(), [0, 2, 4, 6, 8]);
        assert_eq!(of(12, 48).vp_marks(), [0, 10, 20, 30, 40, 50]);
        assert_eq!(of(12, 60).vp_marks(), [0, 10, 20, 30, 40, 50, 60]);
        assert_eq!(of(1, 0).vp_marks(), [0, 1]);
        for most in 0..400u16 {
            let marks = of(5, most).vp_marks();
            assert!(marks.len() <= 7 && marks.len() >= 2, "{most}: {marks:?}");
            assert!(*marks.last().unwrap() >= most);
        }
        assert_eq!(of(0, 0).round_marks(), Vec::<usize>::new());
        assert_eq!(of(12, 40).round_marks(), (1..=12).collect::<Vec<_>>());
        for n in 1..80 {
            let marks = of(n, 40).round_marks();
            assert!(marks.len() <= 16, "{n}: {marks:?}");
            assert_eq!(marks.first(), Some(&1));
            assert_eq!(marks.last(), Some(&n));
            assert!(marks.windows(2).all(|w| w[0] < w[1]));
        }
    }
}
