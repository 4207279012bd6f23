//! The role placards in play, in the middle of the table.

use std::rc::Rc;

use yew::prelude::*;

use super::role_placard::RolePlacard;
use crate::rules::{Action, ROLE_COUNT, Role, RoleSet};
use crate::ui::i18n::use_texts;

/// Props of [`RoleBoard`].
#[derive(Properties, PartialEq)]
pub struct RoleBoardProps {
    /// The role placards in play (the options' [`RoleSet`]).
    pub roles: RoleSet,
    /// Per role (in `Role::ALL` order): somebody took it this round.
    pub taken: [bool; ROLE_COUNT],
    /// Per role (in `Role::ALL` order): who took it, or that nobody did yet, in words.
    pub status: [AttrValue; ROLE_COUNT],
    /// The role being played, if any.
    pub in_play: Option<Role>,
    /// The human's legal actions (empty when it is not his turn).
    pub choices: Rc<Vec<Action>>,
    /// The action a hint suggests, if any (its button is highlighted).
    #[prop_or_default]
    pub hinted: Option<Action>,
    /// Takes a role.
    pub on_action: Callback<Action>,
}

/// The role placards, each taken or not yet, choosable when legal.
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
            <ul class="placards" data-rove="">
                { for props.roles.iter().map(|role| {
                    let in_play = props.in_play == Some(role);
                    html! {
                        <RolePlacard
                            key={role.name()}
                            {role}
                            taken={props.taken[role as usize]}
                            status={props.status[role as usize].clone()}
                            {in_play}
                            choose={find(role, false)}
                            choose_library={find(role, true)}
                            hinted={props.hinted}
                            on_action={props.on_action.clone()}
                        />
                    }
                }) }
            </ul>
        </section>
    }
}
