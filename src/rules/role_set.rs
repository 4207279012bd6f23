//! A set of roles: those in play in a game, those already chosen this round.
//!
//! Shape: a `u16`, one bit per [`Role`] (9 placards, room for 16). Serialized as a list
//! of role names, e.g. `["explorer","captain"]`.

use super::action::{ROLE_COUNT, Role};
use super::bit_set::bit_set_ops;
use serde::{Deserialize, Serialize};

/// A set of role placards.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "Vec<Role>", from = "Vec<Role>")]
pub struct RoleSet(u16);

const _: () = assert!(ROLE_COUNT <= 16, "a RoleSet holds at most 16 roles");

impl RoleSet {
    /// No role.
    pub const EMPTY: RoleSet = RoleSet(0);
    /// The five roles of the 2–4 player game.
    pub const BASE: RoleSet = RoleSet::of_all(&Role::BASE);

    /// The set of the roles in `roles`.
    pub const fn of_all(roles: &[Role]) -> RoleSet {
        let mut bits = 0u16;
        let mut i = 0;
        while i < roles.len() {
            bits |= 1 << (roles[i] as u16);
            i += 1;
        }
        RoleSet(bits)
    }
}

bit_set_ops!(RoleSet, Role, |i: usize| Role::ALL.get(i).copied());

impl From<RoleSet> for Vec<Role> {
    fn from(set: RoleSet) -> Vec<Role> {
        set.iter().collect()
    }
}

impl From<Vec<Role>> for RoleSet {
    fn from(roles: Vec<Role>) -> RoleSet {
        RoleSet::of_all(&roles)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_role_set_lists_its_roles_in_table_order_and_reads_back_from_json() {
        let s: RoleSet = [Role::Captain, Role::Builder, Role::Viceroy].into_iter().collect();
        assert_eq!(s.iter().collect::<Vec<_>>(), [Role::Builder, Role::Captain, Role::Viceroy]);
        let json = serde_json::to_string(&s).unwrap();
        assert_eq!(json, r#"["builder","captain","viceroy"]"#);
        assert_eq!(serde_json::from_str::<RoleSet>(&json).unwrap(), s);
        assert_eq!(RoleSet::BASE.iter().collect::<Vec<_>>(), Role::BASE);
        let all: RoleSet = Role::ALL.into_iter().collect();
        assert_eq!(all.len() as usize, ROLE_COUNT);
    }
}
