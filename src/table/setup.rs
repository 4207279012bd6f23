//! Who sits at the table and how the game is set up: the new-game screen's choices
//! ([`NewGame`]), the seats they make ([`Seat`], [`SeatKind`]) and the bots' pace
//! ([`Speed`]).
//!
//! Plain data (no web dependency), so the game model ([`super::game`]), the save
//! ([`super::saved`]) and native tests share it with the browser.

use serde::{Deserialize, Serialize};

use super::protocol::BotLevel;
use crate::rules::{Edition, ExtraRoles, Options, OptionsError, Role, RoleSet};

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
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
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
    /// Capitalized English name.
    pub const fn label(self) -> &'static str {
        match self {
            Speed::Instant => "Instant",
            Speed::Normal => "Normal",
            Speed::Slow => "Slow",
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

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SeatKind {
    /// The person at this browser.
    Human,
    /// A bot of this strength.
    Bot(BotLevel),
}

/// One seat at the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seat {
    /// The name shown at the table and in the log.
    pub name: String,
    /// Who plays it.
    pub kind: SeatKind,
}

/// The choices of the new-game screen.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NewGame {
    /// The human's name (trimmed; empty means [`DEFAULT_NAME`]).
    pub name: String,
    /// One strength per bot: 1 to 7 bots.
    pub bots: Vec<BotLevel>,
    /// The starting-hand variant.
    pub starting_hands: bool,
    /// The rule set.
    #[serde(default)]
    pub edition: Edition,
    /// The New Buildings expansion.
    #[serde(default)]
    pub new_buildings: bool,
    /// The Events (six event cards beside the roles). Left out of a setup written before
    /// it existed: off.
    #[serde(default)]
    pub events: bool,
    /// 5–8 players: the extra roles, fixed by player count or chosen. Left out of a setup
    /// written before it existed: fixed.
    #[serde(default)]
    pub extra_roles: ExtraRoles,
    /// 5 players with one copy of the cards.
    #[serde(default)]
    pub one_deck: bool,
    /// The one-deck game's variant: each gold mine works at most once per round.
    #[serde(default)]
    pub gold_mine_once_per_round: bool,
    /// The gold digger sets off the gold mine, like the prospector.
    #[serde(default)]
    pub gold_digger_fires_gold_mine: bool,
    /// The game's seed (the new-game screen draws one when the field is empty).
    pub seed: u64,
}

impl Default for NewGame {
    fn default() -> Self {
        NewGame {
            name: String::new(),
            bots: vec![BotLevel::Medium],
            starting_hands: false,
            edition: Edition::First,
            new_buildings: false,
            events: false,
            extra_roles: ExtraRoles::Fixed,
            one_deck: false,
            gold_mine_once_per_round: false,
            gold_digger_fires_gold_mine: false,
            seed: 0,
        }
    }
}

impl NewGame {
    /// The number of players: the human and the bots.
    pub fn players(&self) -> u8 {
        u8::try_from(self.bots.len() + 1).unwrap_or(u8::MAX)
    }

    /// The engine's options these choices make (not checked: see [`NewGame::validate`]).
    pub fn options(&self) -> Options {
        Options {
            starting_hand_variant: self.starting_hands,
            edition: self.edition,
            new_buildings: self.new_buildings,
            events: self.events,
            extra_roles: self.extra_roles,
            one_deck: self.one_deck,
            gold_mine_once_per_round: self.gold_mine_once_per_round,
            gold_digger_fires_gold_mine: self.gold_digger_fires_gold_mine,
            ..Options::for_players(self.players())
        }
    }

    /// The choices that set up a game with `options` (its seats aside), for the form.
    pub fn with_options(self, options: &Options) -> NewGame {
        NewGame {
            starting_hands: options.starting_hand_variant,
            edition: options.edition,
            new_buildings: options.new_buildings,
            events: options.events,
            extra_roles: options.extra_roles,
            one_deck: options.one_deck,
            gold_mine_once_per_round: options.gold_mine_once_per_round,
            gold_digger_fires_gold_mine: options.gold_digger_fires_gold_mine,
            ..self
        }
    }

    /// These choices make a game the engine plays (`Options::validate`).
    ///
    /// Errors: the engine's first objection.
    pub fn validate(&self) -> Result<(), OptionsError> {
        self.options().validate()
    }

    /// The choices as the form leaves them consistent for `players` players: the
    /// 5-player options dropped for another count, chosen extra roles cut or filled (in
    /// the rulebook's order) to one per player above 4, the gold digger's option dropped
    /// when it is not in play.
    pub fn fitted(mut self) -> NewGame {
        let players = self.players();
        if players != 5 {
            self.one_deck = false;
        }
        if !self.one_deck {
            self.gold_mine_once_per_round = false;
        }
        let extra = usize::from(players.saturating_sub(4));
        if let ExtraRoles::Chosen(chosen) = self.extra_roles {
            if extra == 0 || self.one_deck {
                self.extra_roles = ExtraRoles::Fixed;
            } else {
                let mut roles: Vec<Role> = chosen.iter().filter(|r| Role::EXTRA.contains(r)).take(extra).collect();
                for r in Role::EXTRA {
                    if roles.len() < extra && !roles.contains(&r) {
                        roles.push(r);
                    }
                }
                self.extra_roles = ExtraRoles::Chosen(RoleSet::of_all(&roles));
            }
        }
        if !self.options().roles().contains(Role::GoldDigger) {
            self.gold_digger_fires_gold_mine = false;
        }
        self
    }

    /// The seats this choice makes: the human in seat 0, then the bots.
    pub fn seats(&self) -> Vec<Seat> {
        let name: String = self.name.trim().chars().take(NAME_MAX).collect();
        let name = if name.is_empty() { DEFAULT_NAME.to_string() } else { name };
        let mut seats = vec![Seat { name, kind: SeatKind::Human }];
        let mut spare = SPARE_NAMES.iter();
        for (i, level) in self.bots.iter().enumerate() {
            let mut name = SEAT_NAMES.get(i).copied().unwrap_or("Bot");
            // Two players of one name would make the log ambiguous.
            if name.eq_ignore_ascii_case(&seats[0].name) {
                name = spare.next().copied().unwrap_or("Bot");
            }
            seats.push(Seat { name: name.to_string(), kind: SeatKind::Bot(*level) });
        }
        seats
    }
}
