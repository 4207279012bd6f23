//! What this browser keeps between visits beside the game's save: the statistics, each
//! person's results and rating, today's deals, the persons' names of the last new game,
//! the tip about a card's full text, the guides seen and the guided games finished.
//!
//! The page writes each part when it changes ([`Kept::changed_since`]), so one effect
//! keeps them all: a game that ends here writes the statistics and the ratings once, a
//! day's try is written when its game starts (a reload cannot take it again), a new game
//! writes its names. Pure data: the storage keys are the page's (`ui::storage`).

use super::daily::DailyStats;
use super::model::{Model, tip_for_storage};
use super::rating::Ratings;
use super::saved::{self, PersonStats, PlayerStats};
use super::setup::RememberedNames;

/// One part of what is kept, stored under a key of its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// [`Kept::stats`].
    Stats,
    /// [`Kept::persons`].
    Persons,
    /// [`Kept::ratings`].
    Ratings,
    /// [`Kept::daily`].
    Daily,
    /// [`Kept::names`].
    Names,
    /// [`Kept::tip`].
    Tip,
    /// [`Kept::guides_seen`].
    GuidesSeen,
    /// [`Kept::guided_finished`].
    GuidedFinished,
}

/// Everything kept, as the model has it now.
#[derive(Clone, Debug, PartialEq)]
pub struct Kept {
    /// The results in this browser.
    pub stats: PlayerStats,
    /// Each person's results.
    pub persons: PersonStats,
    /// Each person's rating.
    pub ratings: Ratings,
    /// Today's deals played.
    pub daily: DailyStats,
    /// The persons' names of the last new game.
    pub names: RememberedNames,
    /// The tip's progress as stored (`tip_for_storage`; none before its first showing).
    pub tip: Option<String>,
    /// The expansions whose first-time guide was seen (`Model::guides_seen`).
    pub guides_seen: u8,
    /// Guided first games played to the end.
    pub guided_finished: u32,
}

impl Kept {
    /// What `model` keeps.
    pub fn of(model: &Model) -> Kept {
        Kept {
            stats: model.player_stats,
            persons: model.person_stats.clone(),
            ratings: model.ratings.clone(),
            daily: model.daily,
            names: RememberedNames::of(&model.setup),
            tip: tip_for_storage(model.details_tip_seen, model.tip_shown_for),
            guides_seen: model.guides_seen,
            guided_finished: model.guided_finished,
        }
    }

    /// The parts that differ from `before`, each with the text to store. A part with
    /// nothing to store yet (no tip shown, no day played) is left as it is.
    pub fn changed_since(&self, before: &Kept) -> Vec<(Part, String)> {
        let mut out = Vec::new();
        let mut put = |part: Part, changed: bool, text: Option<String>| {
            if let (true, Some(text)) = (changed, text) {
                out.push((part, text));
            }
        };
        put(Part::Stats, self.stats != before.stats, saved::encode_stats(&self.stats));
        put(Part::Persons, self.persons != before.persons, saved::encode_person_stats(&self.persons));
        put(Part::Ratings, self.ratings != before.ratings, Some(self.ratings.encode()));
        put(Part::Daily, self.daily != before.daily && self.daily != DailyStats::default(), Some(self.daily.encode()));
        put(Part::Names, self.names != before.names, serde_json::to_string(&self.names).ok());
        put(Part::Tip, self.tip != before.tip, self.tip.clone());
        put(Part::GuidesSeen, self.guides_seen != before.guides_seen, Some(self.guides_seen.to_string()));
        put(Part::GuidedFinished, self.guided_finished != before.guided_finished, Some(self.guided_finished.to_string()));
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::daily::Day;

    #[test]
    fn only_what_changed_is_written() {
        let model = Model::default();
        let before = Kept::of(&model);
        assert_eq!(before.changed_since(&before), vec![]);
        let mut now = before.clone();
        now.guides_seen = 3;
        now.daily.start(Day(20_000));
        let parts: Vec<Part> = now.changed_since(&before).into_iter().map(|(p, _)| p).collect();
        assert_eq!(parts, vec![Part::Daily, Part::GuidesSeen]);
        assert_eq!(now.changed_since(&before)[1].1, "3");
        // A tip never shown has nothing to store.
        let mut shown = before.clone();
        shown.tip = None;
        assert_eq!(shown.changed_since(&Kept { tip: Some("seen".into()), ..before.clone() }), vec![]);
    }
}
