//! One role placard: the role, what everyone does and what the chooser gets, whether it
//! is free or who took it, and the buttons to choose it when that is legal.

use yew::prelude::*;

use crate::rules::{Action, Role};
use crate::table::text::{choice_key, role_action, role_name, role_privilege};

/// Props of [`RolePlacard`].
#[derive(Properties, PartialEq)]
pub struct RolePlacardProps {
    /// The role.
    pub role: Role,
    /// Name of the player who took it this round.
    #[prop_or_default]
    pub taken_by: Option<AttrValue>,
    /// Its phase is being played now.
    #[prop_or_default]
    pub in_play: bool,
    /// In play with the chooser's library doubling the privilege.
    #[prop_or_default]
    pub library: bool,
    /// The legal action that takes it (the human's turn to choose).
    #[prop_or_default]
    pub choose: Option<Action>,
    /// The legal action that takes it with the library.
    #[prop_or_default]
    pub choose_library: Option<Action>,
    /// Takes a role.
    pub on_action: Callback<Action>,
}

/// A role placard.
#[component]
pub fn RolePlacard(props: &RolePlacardProps) -> Html {
    let name = role_name(props.role);
    let button = |action: Option<Action>, text: String, extra: &'static str| {
        action.map(|a| {
            let on_action = props.on_action.clone();
            html! {
                <button type="button" class={classes!("choose", "legal", extra)} data-choice={choice_key(a)}
                    onclick={Callback::from(move |_: MouseEvent| on_action.emit(a))}>{ text }</button>
            }
        })
    };
    let status = match (&props.taken_by, props.in_play) {
        (Some(who), true) => format!("In play · chosen by {who}{}", if props.library { " (library)" } else { "" }),
        (Some(who), false) => format!("Taken by {who}"),
        (None, _) => "Free".to_string(),
    };
    let class = classes!(
        "placard",
        format!("r-{}", props.role.name()),
        props.taken_by.is_some().then_some("taken"),
        props.in_play.then_some("in-play"),
        (props.choose.is_some() || props.choose_library.is_some()).then_some("choosable"),
    );
    html! {
        <li {class} data-role={props.role.name()}>
            <h3 class="placard-name">{ name }</h3>
            <p class="placard-action">{ role_action(props.role) }</p>
            <p class="placard-privilege">{ role_privilege(props.role) }</p>
            <p class="placard-status">{ status }</p>
            <>{ for button(props.choose, format!("Choose {name}"), "") }</>
            <>{ for button(props.choose_library, "With library ×2".to_string(), "library") }</>
        </li>
    }
}
