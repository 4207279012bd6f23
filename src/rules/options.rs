//! Game options: player count, rule set, variants.
//!
//! Rulebook: "Preparation" and "Variant". The struct already names the 2nd-edition rule
//! set, the New Buildings and Events expansions and 5–8 players so that saved options
//! keep their shape when those arrive; today they are refused with a typed error.

use serde::{Deserialize, Serialize};
use std::fmt;

/// Which edition's rules are played.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Edition {
    /// The 1st edition (2004): the rules implemented today.
    #[default]
    First,
    /// The 2nd edition (2014) rule set; not implemented yet.
    Second,
}

/// Everything chosen before the first card is dealt.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    /// Number of players, 2 to 4.
    pub players: u8,
    /// Rule set.
    pub edition: Edition,
    /// Starting-hand variant: the governor draws 5, the next players 6, 7, 8; each keeps 4.
    pub starting_hand_variant: bool,
    /// Seat of the first governor; `None` draws it from the seed.
    pub governor: Option<u8>,
    /// New Buildings expansion (2nd edition); not implemented yet.
    pub new_buildings: bool,
    /// Events expansion; not implemented yet.
    pub events: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            players: 4,
            edition: Edition::First,
            starting_hand_variant: false,
            governor: None,
            new_buildings: false,
            events: false,
        }
    }
}

impl Options {
    /// Default options for `players` players.
    pub fn for_players(players: u8) -> Options {
        Options { players, ..Options::default() }
    }

    /// Checks that these options describe a game this engine can play.
    ///
    /// Errors: [`OptionsError`] naming the first unsupported or out-of-range choice.
    pub fn validate(&self) -> Result<(), OptionsError> {
        if !(2..=4).contains(&self.players) {
            return Err(OptionsError::PlayerCount(self.players));
        }
        if let Some(g) = self.governor
            && g >= self.players
        {
            return Err(OptionsError::Governor { governor: g, players: self.players });
        }
        if self.edition != Edition::First {
            return Err(OptionsError::Unsupported("the 2nd-edition rule set"));
        }
        if self.new_buildings {
            return Err(OptionsError::Unsupported("the New Buildings expansion"));
        }
        if self.events {
            return Err(OptionsError::Unsupported("the Events expansion"));
        }
        Ok(())
    }
}

/// Why a set of options cannot start a game.
#[derive(Clone, Debug, PartialEq, Eq)]
// Variant fields are named in the variant's doc comment.
#[allow(missing_docs)]
pub enum OptionsError {
    /// Only 2, 3 or 4 players are supported.
    PlayerCount(u8),
    /// The chosen governor seat does not exist.
    Governor { governor: u8, players: u8 },
    /// A rule set or expansion that is not implemented yet.
    Unsupported(&'static str),
}

impl fmt::Display for OptionsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OptionsError::PlayerCount(n) => write!(f, "San Juan is played by 2 to 4 players, not {n}"),
            OptionsError::Governor { governor, players } => {
                write!(f, "governor seat {governor} does not exist in a {players}-player game")
            }
            OptionsError::Unsupported(what) => write!(f, "{what} is not supported yet"),
        }
    }
}

impl std::error::Error for OptionsError {}
