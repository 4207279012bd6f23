//! Game options: player count, rule set, expansions, variants.
//!
//! Rulebook: "Preparation" and "Variant"; the 2nd edition, the New Buildings, the Events
//! and the 5–8 player game from `shared/reference/CARDS.md`. Every option is always
//! written (the bot worker's bincode cannot skip a field); [`Options::validate`] refuses
//! options that do not go together, with a typed error naming why.
//! What the options make of the game (the deck, the trading-house tiles, the roles in
//! play) is read off them in one place each: [`Options::deck`], [`Options::tiles`],
//! [`Options::roles`].

use super::action::Role;
use super::role_set::RoleSet;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Which edition's rules are played.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Edition {
    /// The 1st edition (2004).
    #[default]
    First,
    /// The 2nd edition (2014) rule set: the gold mine keeps the cheapest card, the guild
    /// hall counts production buildings and their kinds, the crane's covered card goes to
    /// the discard stack.
    Second,
}

/// Which extra roles a 5–8 player game adds (one more role than players in all).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ExtraRoles {
    /// As the Czech rulebook fixes them: 5 players the gold digger, 6 also the explorer,
    /// 7 also the captain, 8 also the viceroy.
    #[default]
    Fixed,
    /// As the Chinese rulebook lets the group choose: any of the four, as many as there
    /// are players beyond 4.
    Chosen(RoleSet),
}

/// Everything chosen before the first card is dealt.
///
/// JSON: every field may be left out (its default), so options written before a field
/// existed read as they always did. Every field is always written: the bot worker's
/// binary codec (bincode) has no field names and cannot skip one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    /// Number of players, 2 to 8 (5 to 8: the Czech and Chinese rulebooks, `CARDS.md`).
    pub players: u8,
    /// Rule set.
    pub edition: Edition,
    /// Starting-hand variant: the governor draws 5, the next players 6, 7, 8; each keeps 4.
    pub starting_hand_variant: bool,
    /// Seat of the first governor; `None` draws it from the seed.
    pub governor: Option<u8>,
    /// New Buildings expansion (2nd edition box, with either rule set): 33 cards more and
    /// the Cathedral beside the roles.
    pub new_buildings: bool,
    /// The Events (Treasure Chest): six event cards shuffled into the supply, with either
    /// rule set and with or without the New Buildings.
    pub events: bool,
    /// 5–8 players: the extra roles, fixed by player count or chosen.
    pub extra_roles: ExtraRoles,
    /// 5–8 players: whether the gold digger is read as a second prospector, setting off
    /// the gold mine and (with the New Buildings) the goldsmith (the Czech rulebook: it
    /// does not; `CARDS.md`, "Gold digger and gold mine").
    pub gold_digger_fires_gold_mine: bool,
    /// 5 players with one copy of the cards: no extra material, the prospector may be
    /// chosen twice per round.
    pub one_deck: bool,
    /// The one-deck 5-player game's variant: each gold mine works at most once per
    /// round.
    pub gold_mine_once_per_round: bool,
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
            extra_roles: ExtraRoles::Fixed,
            gold_digger_fires_gold_mine: false,
            one_deck: false,
            gold_mine_once_per_round: false,
        }
    }
}

/// Fewest and most players.
pub const PLAYER_RANGE: std::ops::RangeInclusive<u8> = 2..=8;

impl Options {
    /// Default options for `players` players.
    pub fn for_players(players: u8) -> Options {
        Options { players, ..Options::default() }
    }

    /// The role placards in play. Rulebook: "The roles"; with 5–8 players (one deck and
    /// two) `CARDS.md`: one more role than players, the extra ones fixed by player count
    /// or chosen.
    pub fn roles(&self) -> RoleSet {
        let extra = self.players.saturating_sub(4) as usize;
        if extra == 0 || self.one_deck {
            return RoleSet::BASE;
        }
        let mut roles = RoleSet::BASE;
        match self.extra_roles {
            ExtraRoles::Fixed => Role::EXTRA.iter().take(extra).for_each(|&r| roles.insert(r)),
            ExtraRoles::Chosen(chosen) => chosen.iter().for_each(|r| roles.insert(r)),
        }
        roles
    }

    /// Checks that these options describe a game this engine can play.
    ///
    /// Errors: [`OptionsError`] naming the first unsupported or out-of-range choice.
    pub fn validate(&self) -> Result<(), OptionsError> {
        if !PLAYER_RANGE.contains(&self.players) {
            return Err(OptionsError::PlayerCount(self.players));
        }
        if let Some(g) = self.governor
            && g >= self.players
        {
            return Err(OptionsError::Governor { governor: g, players: self.players });
        }
        if self.one_deck && self.players != 5 {
            return Err(OptionsError::Invalid("one deck for 5 players is a 5-player game"));
        }
        if self.gold_mine_once_per_round && !self.one_deck {
            return Err(OptionsError::Invalid("the gold mine once per round belongs to the 5-player game with one deck"));
        }
        if let ExtraRoles::Chosen(chosen) = self.extra_roles {
            if self.players < 5 || self.one_deck {
                return Err(OptionsError::Invalid("extra roles are chosen only for 5 to 8 players with a second copy"));
            }
            if !chosen.without(RoleSet::of_all(&Role::EXTRA)).is_empty() {
                return Err(OptionsError::Invalid("the extra roles are the gold digger, explorer, captain and viceroy"));
            }
            if chosen.len() != u32::from(self.players - 4) {
                return Err(OptionsError::Invalid("one extra role per player above 4 (one more role than players)"));
            }
        }
        if self.gold_digger_fires_gold_mine && !self.roles().contains(Role::GoldDigger) {
            return Err(OptionsError::Invalid("the gold digger is not in play"));
        }
        Ok(())
    }

    /// These options made to go together for their player count (one in
    /// [`PLAYER_RANGE`]), as the new-game form keeps them when the count changes: the
    /// one-deck game dropped for another count than 5, its gold-mine variant without it;
    /// chosen extra roles dropped where there are none to choose (4 players or fewer, one
    /// deck), else cut or filled (in the rulebook's order) to one per player above 4; the
    /// gold digger's option dropped when it is not in play; a governor seat beyond the
    /// table drawn from the seed instead. Then [`Options::validate`] accepts them.
    pub fn fitted(mut self) -> Options {
        if self.players != 5 {
            self.one_deck = false;
        }
        if !self.one_deck {
            self.gold_mine_once_per_round = false;
        }
        if let ExtraRoles::Chosen(chosen) = self.extra_roles {
            let extra = usize::from(self.players.saturating_sub(4));
            self.extra_roles = if extra == 0 || self.one_deck {
                ExtraRoles::Fixed
            } else {
                let mut roles: Vec<Role> = chosen.iter().filter(|r| Role::EXTRA.contains(r)).take(extra).collect();
                for r in Role::EXTRA {
                    if roles.len() < extra && !roles.contains(&r) {
                        roles.push(r);
                    }
                }
                ExtraRoles::Chosen(RoleSet::of_all(&roles))
            };
        }
        if !self.roles().contains(Role::GoldDigger) {
            self.gold_digger_fires_gold_mine = false;
        }
        if self.governor.is_some_and(|g| g >= self.players) {
            self.governor = None;
        }
        self
    }
}

/// Why a set of options cannot start a game.
#[derive(Clone, Debug, PartialEq, Eq)]
// Variant fields are named in the variant's doc comment.
#[allow(missing_docs)]
pub enum OptionsError {
    /// San Juan is played by 2 to 8 players.
    PlayerCount(u8),
    /// The chosen governor seat does not exist.
    Governor { governor: u8, players: u8 },
    /// A rule set, expansion or variant that is not implemented yet.
    Unsupported(&'static str),
    /// Options that contradict each other (named in the text).
    Invalid(&'static str),
}

impl fmt::Display for OptionsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OptionsError::PlayerCount(n) => write!(f, "San Juan is played by 2 to 8 players, not {n}"),
            OptionsError::Governor { governor, players } => {
                write!(f, "governor seat {governor} does not exist in a {players}-player game")
            }
            OptionsError::Unsupported(what) => write!(f, "{what} is not supported yet"),
            OptionsError::Invalid(why) => write!(f, "these options do not go together: {why}"),
        }
    }
}

impl std::error::Error for OptionsError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_without_the_new_fields_read_as_before() {
        let old = r#"{"players":3,"edition":"first","starting_hand_variant":true,"governor":null,"new_buildings":false,"events":false}"#;
        let o: Options = serde_json::from_str(old).unwrap();
        assert_eq!(o, Options { players: 3, starting_hand_variant: true, ..Options::default() });
        let back: Options = serde_json::from_str(&serde_json::to_string(&o).unwrap()).unwrap();
        assert_eq!(back, o);
    }

    #[test]
    fn options_that_do_not_go_together_are_refused_with_the_reason() {
        let base = Options::for_players(4);
        assert_eq!(base.validate(), Ok(()));
        for players in 2..=8 {
            assert_eq!(Options::for_players(players).validate(), Ok(()), "{players} players");
        }
        let refused = [
            Options { players: 1, ..base },
            Options { players: 9, ..base },
            Options { extra_roles: ExtraRoles::Chosen(RoleSet::of_all(&[Role::Captain])), ..base },
            Options { players: 6, extra_roles: ExtraRoles::Chosen(RoleSet::of_all(&[Role::Captain])), ..base },
            Options { players: 5, extra_roles: ExtraRoles::Chosen(RoleSet::of_all(&[Role::Builder])), ..base },
            Options { gold_digger_fires_gold_mine: true, ..base },
            Options {
                players: 6,
                extra_roles: ExtraRoles::Chosen(RoleSet::of_all(&[Role::Captain, Role::Viceroy])),
                gold_digger_fires_gold_mine: true,
                ..base
            },
            Options { one_deck: true, ..base },
            Options { players: 6, one_deck: true, ..base },
            Options { players: 5, gold_mine_once_per_round: true, ..base },
        ];
        for o in refused {
            assert!(o.validate().is_err(), "{o:?} was accepted");
        }
        assert_eq!(Options { players: 9, ..base }.validate(), Err(OptionsError::PlayerCount(9)));
        assert_eq!(Options { events: true, ..base }.validate(), Ok(()));
        let fine = [
            Options { players: 5, one_deck: true, gold_mine_once_per_round: true, ..base },
            Options { players: 5, gold_digger_fires_gold_mine: true, ..base },
            Options { players: 6, extra_roles: ExtraRoles::Chosen(RoleSet::of_all(&[Role::Captain, Role::Viceroy])), ..base },
            Options { players: 8, new_buildings: true, events: true, edition: Edition::Second, ..base },
        ];
        for o in fine {
            assert_eq!(o.validate(), Ok(()), "{o:?}");
        }
    }

    #[test]
    fn fitted_options_go_together_for_every_player_count() {
        let chosen = |roles: &[Role]| ExtraRoles::Chosen(RoleSet::of_all(roles));
        for players in PLAYER_RANGE {
            for roles in [&[][..], &[Role::Viceroy], &[Role::Explorer, Role::Captain, Role::Viceroy, Role::GoldDigger]] {
                let o = Options {
                    extra_roles: chosen(roles),
                    one_deck: true,
                    gold_mine_once_per_round: true,
                    gold_digger_fires_gold_mine: true,
                    governor: Some(7),
                    ..Options::for_players(players)
                }
                .fitted();
                assert_eq!(o.validate(), Ok(()), "{players} players, {roles:?}");
            }
        }
        let six = Options { extra_roles: chosen(&[Role::Viceroy]), ..Options::for_players(6) };
        assert_eq!(six.fitted().extra_roles, chosen(&[Role::Viceroy, Role::GoldDigger]), "filled in the rulebook's order");
        let valid = Options { players: 5, one_deck: true, gold_mine_once_per_round: true, governor: Some(4), ..Options::default() };
        assert_eq!(valid.fitted(), valid, "options that go together stay as they are");
    }

    #[test]
    fn the_roles_in_play_are_one_more_than_the_players_from_five_on() {
        assert_eq!(Options::for_players(2).roles(), RoleSet::BASE);
        assert_eq!(Options::for_players(4).roles(), RoleSet::BASE);
        for n in 5..=8u8 {
            let roles = Options::for_players(n).roles();
            assert_eq!(roles.len(), u32::from(n) + 1);
            assert!(Role::EXTRA[..(n - 4) as usize].iter().all(|&r| roles.contains(r)));
        }
        let chosen = RoleSet::of_all(&[Role::Captain, Role::Viceroy]);
        let six = Options { players: 6, extra_roles: ExtraRoles::Chosen(chosen), ..Options::default() };
        assert_eq!(six.roles().without(RoleSet::BASE), chosen);
        assert_eq!(Options { players: 5, one_deck: true, ..Options::default() }.roles(), RoleSet::BASE);
    }
}
