//! Who sits at the table and how the game is set up: the new-game screen's choices
//! ([`NewGame`]), the seats they make ([`Seat`], [`SeatKind`]) and the bots' pace
//! ([`Speed`]).
//!
//! Plain data (no web dependency), so the game model ([`super::game`]), the save
//! ([`super::saved`]) and native tests share it with the browser.

use serde::{Deserialize, Serialize};

use super::protocol::BotLevel;
use crate::rules::{Edition, ExtraRoles, Options, OptionsError};

/// Names the bots sit down with, in seat order after the human (up to 7 bots).
pub const SEAT_NAMES: [&str; 7] = ["Bruno", "Carmen", "Diego", "Hugo", "Inés", "Jorge", "Lucía"];
/// Most bots at the table (8 players).
pub const MAX_BOTS: usize = 7;
/// Names a bot takes instead when the human chose one of [`SEAT_NAMES`].
pub const SPARE_NAMES: [&str; 3] = ["Elena", "Felipe", "Gloria"];
/// Longest player name accepted (characters).
pub const NAME_MAX: usize = 20;
/// The name used when the human leaves the field empty.
pub const DEFAULT_NAME: &str = "You";
/// The human's seat. The governor is drawn from the seed, so seat 0 is not an advantage.
pub const HUMAN_SEAT: u8 = 0;

/// How fast bot moves follow each other, so a person can follow them.
///
/// JSON: its [`Speed::key`] (`"normal"`), as saves have always written it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Speed {
    /// As soon as the bot has decided.
    Instant,
    /// About 0.8 s per bot move.
    #[default]
    Normal,
    /// About 1.8 s per bot move.
    Slow,
}

impl Speed {
    /// All speeds, fastest first.
    pub const ALL: [Speed; 3] = [Speed::Instant, Speed::Normal, Speed::Slow];

    /// Least time between a bot's turn coming up and its move showing, in milliseconds.
    pub const fn pace_millis(self) -> u32 {
        match self {
            Speed::Instant => 0,
            Speed::Normal => 800,
            Speed::Slow => 1800,
        }
    }
    /// How long a card takes to move across the table at this pace, in milliseconds (0:
    /// no motion at all). Shorter than the pace, so a bot's move has landed before the
    /// next one shows.
    pub const fn motion_millis(self) -> u32 {
        match self {
            Speed::Instant => 0,
            Speed::Normal => 450,
            Speed::Slow => 900,
        }
    }
    /// Stable lower-case key, for form values.
    pub const fn key(self) -> &'static str {
        match self {
            Speed::Instant => "instant",
            Speed::Normal => "normal",
            Speed::Slow => "slow",
        }
    }
    /// The speed whose [`Speed::key`] is `key`.
    pub fn from_key(key: &str) -> Option<Speed> {
        Speed::ALL.into_iter().find(|s| s.key() == key)
    }
}

// By hand, through the key: smaller in the page's bundle than serde's derived enum.
impl Serialize for Speed {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.key())
    }
}

impl<'de> Deserialize<'de> for Speed {
    /// Errors: a key no speed has, as serde says of an unknown enum variant.
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Speed, D::Error> {
        let key = String::deserialize(deserializer)?;
        Speed::from_key(&key).ok_or_else(|| serde::de::Error::unknown_variant(&key, &["instant", "normal", "slow"]))
    }
}

/// Who plays a seat.
///
/// JSON: `"human"` or `{"bot":"hard"}`, as saves have always written it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SeatKind {
    /// A person at this device, by the seat's name. Several seats may be persons
    /// (pass-and-play: they share the device, and a hand-over screen covers the table
    /// whenever the deciding person changes, `table::hand_over`).
    Human,
    /// A bot of this strength.
    Bot(BotLevel),
}

/// One seat at the table: a person with a name, or a bot.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seat {
    /// The name shown at the table and in the log.
    pub name: String,
    /// Who plays it.
    pub kind: SeatKind,
}

impl Seat {
    /// A person plays this seat.
    pub fn is_person(&self) -> bool {
        self.kind == SeatKind::Human
    }
}

/// How many of `seats` are persons. With two or more, they pass the device
/// (pass-and-play).
pub fn persons(seats: &[Seat]) -> usize {
    seats.iter().filter(|s| s.is_person()).count()
}

/// Why the persons' names cannot start a game of several persons: each needs a name of
/// his own, so the hand-over screen can say whom to pass the device to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NameProblem {
    /// The person in this seat (0-based) has no name.
    Missing(u8),
    /// The person in this seat (0-based) has the name of a person in an earlier seat.
    Twice(u8),
}

/// The choices of the new-game screen: who plays, the engine's options (the player count
/// among them), the seed. The form edits one of these.
///
/// JSON: `{"name", "bots", "persons", "no_hints", "options", "seed"}`; choices written
/// before the persons and the hint switch read as bots and hints on, and the flat shape
/// of before (one field per option, `bots` one per bot) still reads.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "NewGameJson")]
pub struct NewGame {
    /// The human's name (trimmed; empty means [`DEFAULT_NAME`]).
    pub name: String,
    /// Each bot's strength, in seat order after the human. The first
    /// `options.players - 1` sit down; the form keeps the others for when the count grows.
    pub bots: [BotLevel; MAX_BOTS],
    /// The seats after the first that a person plays, with his name as typed (`None`: a
    /// bot of [`NewGame::bots`]' level). Like the levels, all seven are kept.
    pub persons: [Option<String>; MAX_BOTS],
    /// No "What would the hard bot do?" in this game.
    pub no_hints: bool,
    /// The engine's options; `options.players` counts the human and the bots.
    pub options: Options,
    /// The game's seed (the new-game screen draws one when the field is empty).
    pub seed: u64,
}

impl Default for NewGame {
    fn default() -> Self {
        NewGame::against("", &[BotLevel::Medium])
    }
}

/// How new-game choices read from JSON: today's shape, or the flat one of before, whose
/// options were fields of their own (each left out read as its default) and whose `bots`
/// had one strength per bot.
#[derive(Deserialize)]
struct NewGameJson {
    name: String,
    bots: Vec<BotLevel>,
    seed: u64,
    #[serde(default)]
    persons: Vec<Option<String>>,
    #[serde(default)]
    no_hints: bool,
    /// Today's shape.
    #[serde(default)]
    options: Option<Options>,
    // The flat shape of before.
    #[serde(default)]
    starting_hands: bool,
    #[serde(default)]
    edition: Edition,
    #[serde(default)]
    new_buildings: bool,
    #[serde(default)]
    events: bool,
    #[serde(default)]
    extra_roles: ExtraRoles,
    #[serde(default)]
    one_deck: bool,
    #[serde(default)]
    gold_mine_once_per_round: bool,
    #[serde(default)]
    gold_digger_fires_gold_mine: bool,
}

impl From<NewGameJson> for NewGame {
    fn from(json: NewGameJson) -> NewGame {
        let options = json.options.unwrap_or(Options {
            starting_hand_variant: json.starting_hands,
            edition: json.edition,
            new_buildings: json.new_buildings,
            events: json.events,
            extra_roles: json.extra_roles,
            one_deck: json.one_deck,
            gold_mine_once_per_round: json.gold_mine_once_per_round,
            gold_digger_fires_gold_mine: json.gold_digger_fires_gold_mine,
            ..Options::for_players(u8::try_from(json.bots.len() + 1).unwrap_or(u8::MAX))
        });
        let mut persons: [Option<String>; MAX_BOTS] = Default::default();
        for (slot, person) in persons.iter_mut().zip(json.persons) {
            *slot = person;
        }
        NewGame { options, seed: json.seed, persons, no_hints: json.no_hints, ..NewGame::against(&json.name, &json.bots) }
    }
}

impl NewGame {
    /// `name` against one bot of each of `levels` (in seat order; beyond [`MAX_BOTS`] left
    /// out), the default options for that many players, seed 0.
    pub fn against(name: &str, levels: &[BotLevel]) -> NewGame {
        let mut bots = [BotLevel::Medium; MAX_BOTS];
        for (slot, level) in bots.iter_mut().zip(levels) {
            *slot = *level;
        }
        let players = u8::try_from(levels.len().min(MAX_BOTS) + 1).unwrap_or(u8::MAX);
        NewGame {
            name: name.to_string(),
            bots,
            persons: Default::default(),
            no_hints: false,
            options: Options::for_players(players),
            seed: 0,
        }
    }

    /// The choices that seat `seats` again (play again): the persons by name, the bots
    /// at their levels, with these options, seed and hint switch.
    pub fn again(seats: &[Seat], options: Options, seed: u64, no_hints: bool) -> NewGame {
        let mut new = NewGame { options, seed, no_hints, ..NewGame::default() };
        for (i, seat) in seats.iter().enumerate() {
            let name = if seat.name == DEFAULT_NAME { String::new() } else { seat.name.clone() };
            match (i.checked_sub(1), seat.kind) {
                (None, _) => new.name = name,
                (Some(j), SeatKind::Human) if j < MAX_BOTS => new.persons[j] = Some(name),
                (Some(j), SeatKind::Bot(level)) if j < MAX_BOTS => new.bots[j] = level,
                _ => {}
            }
        }
        new
    }

    /// The number of players: the human and the bots.
    pub fn players(&self) -> u8 {
        self.options.players
    }

    /// The strengths of the bots that sit down, in seat order (at most [`MAX_BOTS`]).
    pub fn seated_bots(&self) -> &[BotLevel] {
        let n = usize::from(self.players().saturating_sub(1)).min(MAX_BOTS);
        &self.bots[..n]
    }

    /// These choices make a game the engine plays (`Options::validate`).
    ///
    /// Errors: the engine's first objection.
    pub fn validate(&self) -> Result<(), OptionsError> {
        self.options.validate()
    }

    /// The person's name of the seat after the first numbered `i` (0-based), if a
    /// person sits there.
    pub fn person(&self, i: usize) -> Option<&str> {
        self.persons.get(i).and_then(Option::as_deref)
    }

    /// How many of the seats that sit down are persons (the first always is).
    pub fn person_count(&self) -> usize {
        1 + (0..self.seated_bots().len()).filter(|&i| self.person(i).is_some()).count()
    }

    /// With several persons, the first whose name is missing or taken by an earlier
    /// person (a game of one person names him "You" when his name is left empty).
    pub fn name_problem(&self) -> Option<NameProblem> {
        if self.person_count() < 2 {
            return None;
        }
        let mut seen: Vec<String> = Vec::new();
        let first = std::iter::once((0u8, self.name.as_str()));
        let others = (0..self.seated_bots().len()).filter_map(|i| Some((i as u8 + 1, self.person(i)?)));
        for (seat, name) in first.chain(others) {
            let name = clean_name(name).to_lowercase();
            if name.is_empty() {
                return Some(NameProblem::Missing(seat));
            }
            if seen.contains(&name) {
                return Some(NameProblem::Twice(seat));
            }
            seen.push(name);
        }
        None
    }

    /// The first person's name as his seat will have it: trimmed, [`DEFAULT_NAME`] when
    /// left empty.
    pub fn person_name(&self) -> String {
        let name = clean_name(&self.name);
        if name.is_empty() { DEFAULT_NAME.to_string() } else { name }
    }

    /// The seats this choice makes: the first person in seat 0, then a person or a bot
    /// in each seat after it. A bot never takes a person's name.
    pub fn seats(&self) -> Vec<Seat> {
        let mut seats = vec![Seat { name: self.person_name(), kind: SeatKind::Human }];
        for i in 0..self.seated_bots().len() {
            if let Some(person) = self.person(i) {
                seats.push(Seat { name: clean_name(person), kind: SeatKind::Human });
            } else {
                seats.push(Seat { name: String::new(), kind: SeatKind::Bot(self.bots[i]) });
            }
        }
        // Two players of one name would make the log ambiguous: a bot whose name a
        // person has takes a spare one.
        let taken: Vec<String> = seats.iter().filter(|s| s.is_person()).map(|s| s.name.to_lowercase()).collect();
        let mut spare = SPARE_NAMES.iter().filter(|n| !taken.contains(&n.to_lowercase()));
        let mut rivals: Vec<String> = Vec::new();
        for (i, seat) in seats.iter_mut().enumerate().skip(1).filter(|(_, s)| !s.is_person()) {
            if let SeatKind::Bot(level) = seat.kind
                && let Some(rival) = level.offered().rival
            {
                seat.name = rival_seat_name(rival.stored, &taken, &rivals);
                rivals.push(seat.name.to_lowercase());
                continue;
            }
            let mut name = SEAT_NAMES.get(i - 1).copied().unwrap_or("Bot");
            if taken.contains(&name.to_lowercase()) {
                name = spare.next().copied().unwrap_or("Bot");
            }
            seat.name = name.to_string();
        }
        seats
    }
}

/// The name a rival sits down with: its stored name ("Producer"), numbered from 2 when a
/// person or an earlier rival has it already ("Producer 2"), so the log stays clear.
fn rival_seat_name(stored: &str, persons: &[String], rivals: &[String]) -> String {
    let free = |name: &str| !persons.contains(&name.to_lowercase()) && !rivals.contains(&name.to_lowercase());
    if free(stored) {
        return stored.to_string();
    }
    (2..).map(|n| format!("{stored} {n}")).find(|name| free(name)).unwrap_or_else(|| stored.to_string())
}

/// A name as typed, trimmed and cut at [`NAME_MAX`] characters.
fn clean_name(name: &str) -> String {
    name.trim().chars().take(NAME_MAX).collect()
}

/// The persons' names this browser remembers from the last new game (to fill the form
/// again): the first person's, and for each seat after it the name of the person who
/// sat there (`None`: a bot). JSON: `{"name": "Ana", "persons": [null, "Ben"]}`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RememberedNames {
    /// The first person's name.
    #[serde(default)]
    pub name: String,
    /// Seat by seat after the first: a person's name, or `None` for a bot.
    #[serde(default)]
    pub persons: Vec<Option<String>>,
}

impl RememberedNames {
    /// The names of `new`'s persons (all seven seats' choices, seated or not).
    pub fn of(new: &NewGame) -> RememberedNames {
        RememberedNames { name: new.name.clone(), persons: new.persons.to_vec() }
    }

    /// `new` with these names and persons in its seats (the levels and options kept).
    pub fn fill(&self, new: &mut NewGame) {
        new.name.clone_from(&self.name);
        for (slot, person) in new.persons.iter_mut().zip(&self.persons) {
            *slot = person.as_deref().map(clean_name);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Role, RoleSet};

    #[test]
    fn a_seat_s_bot_is_its_key_in_json_a_rival_s_too() {
        for kind in [SeatKind::Human, SeatKind::Bot(BotLevel::Hard), SeatKind::Bot(BotLevel::Producer)] {
            let json = serde_json::to_string(&kind).unwrap();
            assert_eq!(serde_json::from_str::<SeatKind>(&json).unwrap(), kind, "{json}");
        }
        assert_eq!(serde_json::to_string(&SeatKind::Bot(BotLevel::Hard)).unwrap(), r#"{"bot":"hard"}"#);
        assert_eq!(serde_json::to_string(&SeatKind::Human).unwrap(), r#""human""#);
        for wrong in [r#""bot""#, r#""robot""#, r#"{"bot":"grandmaster"}"#, r#"{}"#, r#"{"bot":"easy","x":1}"#, "3", "null"] {
            assert!(serde_json::from_str::<SeatKind>(wrong).is_err(), "{wrong}");
        }
    }

    #[test]
    fn a_speed_is_its_key_in_json_and_an_unknown_one_is_an_error() {
        for speed in Speed::ALL {
            let json = serde_json::to_string(&speed).unwrap();
            assert_eq!(json, format!("\"{}\"", speed.key()));
            assert_eq!(serde_json::from_str::<Speed>(&json).unwrap(), speed);
        }
        let wrong = serde_json::from_str::<Speed>("\"fast\"").unwrap_err().to_string();
        assert!(wrong.contains("unknown variant `fast`"), "{wrong}");
        assert!(serde_json::from_str::<Speed>("3").is_err());
    }

    #[test]
    fn new_game_choices_of_the_flat_shape_of_before_read_whole() {
        let chosen = ExtraRoles::Chosen(RoleSet::of_all(&[Role::Explorer, Role::Viceroy]));
        // As the flat `NewGame` wrote them: one field per option, one strength per bot.
        let old = serde_json::json!({
            "name": "Ana",
            "bots": ["easy", "hard", "medium", "medium", "hard"],
            "starting_hands": true,
            "edition": "second",
            "new_buildings": true,
            "events": true,
            "extra_roles": chosen,
            "one_deck": false,
            "gold_mine_once_per_round": false,
            "gold_digger_fires_gold_mine": false,
            "seed": 42
        });
        let new: NewGame = serde_json::from_value(old).expect("the flat shape reads");
        let levels = [BotLevel::Easy, BotLevel::Hard, BotLevel::Medium, BotLevel::Medium, BotLevel::Hard];
        let options = Options {
            starting_hand_variant: true,
            edition: Edition::Second,
            new_buildings: true,
            events: true,
            extra_roles: chosen,
            ..Options::for_players(6)
        };
        assert_eq!(new, NewGame { options, seed: 42, ..NewGame::against("Ana", &levels) });
        assert_eq!(new.seated_bots(), levels);
        assert_eq!(new.validate(), Ok(()));
        // Today's shape reads back as written.
        let back: NewGame = serde_json::from_str(&serde_json::to_string(&new).unwrap()).unwrap();
        assert_eq!(back, new);
        // The oldest: no option written at all.
        let oldest: NewGame = serde_json::from_str(r#"{"name":"","bots":["medium"],"starting_hands":false,"seed":3}"#).unwrap();
        assert_eq!(oldest, NewGame { seed: 3, ..NewGame::default() });
    }

    #[test]
    fn the_bots_that_sit_down_are_the_first_of_the_form_s_seven() {
        let mut new = NewGame::against("Ana", &[BotLevel::Hard; 3]);
        assert_eq!(new.players(), 4);
        new.options.players = 2;
        assert_eq!(new.seats().len(), 2);
        assert_eq!(new.seats()[1].kind, SeatKind::Bot(BotLevel::Hard));
        new.options.players = 8;
        assert_eq!(new.seated_bots().len(), MAX_BOTS);
        // A count out of range seats what it can, and does not start.
        new.options.players = 9;
        assert_eq!(new.seats().len(), MAX_BOTS + 1);
        assert!(new.validate().is_err());
    }
}
