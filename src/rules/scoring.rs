//! Scoring at game end. Rulebook: "Game end", "Chapel", and the four 6-cost buildings.

use super::cards::{Building, Kind};
use super::options::Edition;
use super::state::GameState;
use serde::{Deserialize, Serialize};

/// One player's victory points by category, as on the scoring pad.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreBreakdown {
    /// VP printed on the buildings in play (covered buildings do not count).
    pub buildings: u16,
    /// 1 VP per card under the chapel (also under a covered chapel).
    pub chapel: u16,
    /// Guild hall: 2 VP per production building (2nd edition: 1 per production
    /// building and 1 per kind of production building).
    pub guild_hall: u16,
    /// City hall: 1 VP per violet building, itself included.
    pub city_hall: u16,
    /// Triumphal arch: 4/6/8 VP for 1/2/3 monuments.
    pub triumphal_arch: u16,
    /// Palace: 1 VP per 4 of all other VP, rounded down (counted last).
    pub palace: u16,
    /// Sum of the above.
    pub total: u16,
    /// Tie-break: cards in hand plus goods on production buildings.
    pub tie_break: u16,
}

/// The final result: a breakdown per seat and the winner(s).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FinalScore {
    /// Per seat, in seat order.
    pub players: Vec<ScoreBreakdown>,
    /// Seats that won: one, or several when a tie survives the tie-break (shared win).
    pub winners: Vec<u8>,
    /// True when several players had the most VP and the tie-break decided or was shared.
    pub tie_break_used: bool,
}

/// Triumphal arch VP for a number of monuments.
fn arch_vp(monuments: u16) -> u16 {
    match monuments {
        0 => 0,
        1 => 4,
        2 => 6,
        _ => 8,
    }
}

impl GameState {
    /// The score of seat `p` as things stand (final once the game is over).
    pub fn score_breakdown(&self, p: u8) -> ScoreBreakdown {
        let pl = &self.t.players[p as usize];
        let city = pl.city();
        let count = |f: &dyn Fn(Building) -> bool| city.iter().filter(|b| f(**b)).count() as u16;
        let production = count(&|b| !b.is_violet());
        let violet = count(&|b| b.is_violet());
        let monuments = count(&|b| b.kind() == Kind::Monument);
        let mut s = ScoreBreakdown {
            buildings: city.iter().map(|b| b.vp() as u16).sum(),
            chapel: self.chapels[p as usize],
            tie_break: pl.hand_len as u16 + pl.goods_count() as u16,
            ..ScoreBreakdown::default()
        };
        if pl.owns(Building::GuildHall) {
            s.guild_hall = match self.t.options.edition {
                Edition::First => 2 * production,
                Edition::Second => production + u16::from(pl.production_kinds()),
            };
        }
        if pl.owns(Building::CityHall) {
            s.city_hall = violet;
        }
        if pl.owns(Building::TriumphalArch) {
            s.triumphal_arch = arch_vp(monuments);
        }
        let before_palace = s.buildings + s.chapel + s.guild_hall + s.city_hall + s.triumphal_arch;
        if pl.owns(Building::Palace) {
            s.palace = before_palace / 4;
        }
        s.total = before_palace + s.palace;
        s
    }

    /// Every player's score, the winner(s) and whether the tie-break decided.
    /// Rulebook: "Game end" (ties: most cards in hand and goods; then shared).
    pub fn final_score(&self) -> FinalScore {
        let players: Vec<ScoreBreakdown> = (0..self.players()).map(|p| self.score_breakdown(p)).collect();
        let best = players.iter().map(|s| s.total).max().unwrap_or(0);
        let leaders: Vec<u8> = (0..self.players()).filter(|&p| players[p as usize].total == best).collect();
        let best_tb = leaders.iter().map(|&p| players[p as usize].tie_break).max().unwrap_or(0);
        let winners = leaders.iter().copied().filter(|&p| players[p as usize].tie_break == best_tb).collect();
        FinalScore { players, winners, tie_break_used: leaders.len() > 1 }
    }
}
