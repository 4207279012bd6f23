//! The role placards in play, in the middle of the table.

use std::rc::Rc;

use yew::prelude::*;

use super::role_placard::RolePlacard;
use crate::rules::{Action, Phase, ROLE_COUNT, Role, RoleSet};
use crate::ui::i18n::use_texts;

/// Props of [`RoleBoard`].
#[derive(Properties, PartialEq)]
pub struct RoleBoardProps {
    /// The role placards in play (the options' [`RoleSet`]).
    pub roles: RoleSet,
    /// Per role (in `Role::ALL` order): the name of who took it this round.
    pub taken_by: [Option<AttrValue>; ROLE_COUNT],
    /// The phase being played.
    pub phase: Phase,
    /// The chooser's library doubles the privilege in play.
    pub library_active: bool,
    /// The role in play is played again by a governor's visit (the Events): who plays it.
    #[prop_or_default]
    pub visited_by: Option<AttrValue>,
    /// The human's legal actions (empty when it is not his turn).
    pub choices: Rc<Vec<Action>>,
    /// Takes a role.
    pub on_action: Callback<Action>,
}

/// The role placards, each free or taken, choosable when legal.
#[component]
pub fn RoleBoard(props: &RoleBoardProps) -> Html {
    let find = |role: Role, library: bool| {
        props
            .choices
            .iter()
            .copied()
            .find(|a| *a == Action::ChooseRole { role, library })
    };
    let tr = use_texts();
    html! {
        <section class="roles" aria-label={tr.t("roles-label")}>
            <ul class="placards">
                { for props.roles.iter().map(|role| {
                    let in_play = props.phase == Phase::Role(role);
                    html! {
                        <RolePlacard
                            key={role.name()}
                            {role}
                            taken_by={props.taken_by[role as usize].clone()}
                            {in_play}
                            library={in_play && props.library_active}
                            visited_by={props.visited_by.clone().filter(|_| in_play)}
                            choose={find(role, false)}
                            choose_library={find(role, true)}
                            on_action={props.on_action.clone()}
                        />
                    }
                }) }
            </ul>
        </section>
    }
}
