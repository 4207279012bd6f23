//! Scoring at game end. Rulebook: "Game end", "Chapel", and the four 6-cost buildings;
//! the New Buildings' bank, harbor, residence and Cathedral.

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
    /// Bank: 1 VP per card under it.
    pub bank: u16,
    /// Harbor: 1 VP per card under it.
    pub harbor: u16,
    /// Residence: 4, 3, 2, 1 VP for the first to fourth set of three different buildings
    /// of one cost.
    pub residence: u16,
    /// Cathedral: 4, 7, 9, 10 VP for 1, 2, 3, 4+ 6-cost buildings of the opponents.
    pub cathedral: u16,
    /// Captain (7–8 players): 1 VP per good shipped.
    #[serde(default)]
    pub shipped: u16,
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

/// Residence VP for a `city` (its buildings in play): the most sets of three different
/// buildings of one cost that the city makes (copies of a production building in
/// different sets, never in one), 4 VP for the first set, 3, 2 and 1 for the next ones.
/// Rulebook (Ukrainian, New Buildings): "Residence".
pub fn residence_vp(city: &[Building]) -> u16 {
    let mut sets = 0usize;
    for cost in 0..=super::cards::MAX_COST {
        // Copies per kind of this cost; k sets are possible when every kind gives at most
        // one card to each set and there are 3k cards in all.
        let mut counts = [0usize; super::cards::BUILDING_COUNT];
        for b in city.iter().filter(|b| b.cost() == cost) {
            counts[*b as usize] += 1;
        }
        let total: usize = counts.iter().sum();
        sets += (0..=total / 3).rev().find(|&k| counts.iter().map(|&c| c.min(k)).sum::<usize>() >= 3 * k).unwrap_or(0);
    }
    [0, 4, 7, 9, 10][sets.min(4)]
}

/// Cathedral VP for the number of 6-cost buildings (Residences included) in the
/// opponents' cities: 4, 7, 9, 10 for 1, 2, 3, 4 or more. Rulebook (Ukrainian, New
/// Buildings): "Cathedral".
pub fn cathedral_vp(six_cost: usize) -> u16 {
    [0, 4, 7, 9, 10][six_cost.min(4)]
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
        let pl = &self.table.players[p as usize];
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
            s.guild_hall = match self.table.options.edition {
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
        s.bank = self.banks[p as usize];
        s.shipped = self.table.shipped_count(p);
        s.harbor = self.harbors[p as usize];
        if pl.owns(Building::Residence) {
            s.residence = residence_vp(city);
        }
        if pl.owns(Building::Cathedral) {
            s.cathedral = cathedral_vp(self.table.six_cost_of_others(p));
        }
        let before_palace = s.buildings
            + s.chapel
            + s.guild_hall
            + s.city_hall
            + s.triumphal_arch
            + s.bank
            + s.harbor
            + s.residence
            + s.cathedral
            + s.shipped;
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
