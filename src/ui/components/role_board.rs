//! The role placards in play, in the middle of the table.

use yew::prelude::*;

use super::role_placard::{Placard, role_placard};
use crate::rules::{Action, ROLE_COUNT, Role, RoleSet};
use crate::table::choices::Choices;
use crate::table::i18n::Texts;

/// The role placards in play (`roles`), each taken this round or not (`taken`, in
/// `Role::ALL` order), with its status in words (`status`, same order), the one being
/// played (`in_play`) marked, and choosable when the person's `choices` hold it (the
/// hinted one highlighted); `on_action` takes a role. A plain function, not a
/// component: it has no state of its own.
pub fn role_board(
    tr: &Texts,
    roles: RoleSet,
    taken: &[bool; ROLE_COUNT],
    status: &[AttrValue; ROLE_COUNT],
    in_play: Option<Role>,
    choices: &Choices,
    on_action: &Callback<Action>,
) -> Html {
    let find = |role: Role, library: bool| choices.iter().find(|a| *a == Action::ChooseRole { role, library });
    html! {
        <section class="roles" aria-label={tr.t("roles-label")}>
            <ul class="placards" data-rove="" role="toolbar" aria-label={tr.t("roles-label")}>
                { for roles.iter().map(|role| {
                    let placard = Placard {
                        role,
                        taken: taken[role as usize],
                        in_play: in_play == Some(role),
                        status: status[role as usize].clone(),
                        choose: find(role, false),
                        choose_library: find(role, true),
                        hinted: choices.hinted,
                    };
                    role_placard(tr, placard, on_action)
                }) }
            </ul>
        </section>
    }
}
