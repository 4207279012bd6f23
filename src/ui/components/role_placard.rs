//! One role placard: the role, what everyone does and what the chooser gets, whether
//! somebody took it this round, and the buttons to choose it when that is legal.

use yew::prelude::*;

use crate::rules::{Action, Role};
use crate::table::i18n::text;
use crate::table::keys::choice_key;
use crate::table::text::{role_action, role_privilege};
use crate::ui::i18n::use_texts;

/// Props of [`RolePlacard`].
#[derive(Properties, PartialEq)]
pub struct RolePlacardProps {
    /// The role.
    pub role: Role,
    /// Somebody took it this round.
    #[prop_or_default]
    pub taken: bool,
    /// Its phase is being played now.
    #[prop_or_default]
    pub in_play: bool,
    /// Who took it, or that nobody did yet, in words (`text::placard_status`).
    pub status: AttrValue,
    /// The legal action that takes it (the human's turn to choose).
    #[prop_or_default]
    pub choose: Option<Action>,
    /// The legal action that takes it with the library.
    #[prop_or_default]
    pub choose_library: Option<Action>,
    /// The action a hint suggests, if any (its button is highlighted).
    #[prop_or_default]
    pub hinted: Option<Action>,
    /// Takes a role.
    pub on_action: Callback<Action>,
}

/// A role placard.
#[component]
pub fn RolePlacard(props: &RolePlacardProps) -> Html {
    let tr = use_texts();
    let name = tr.role(props.role);
    let button = |action: Option<Action>, text: String, extra: &'static str| {
        action.map(|a| {
            let on_action = props.on_action.clone();
            // A hint's tag: its word, shown by the style sheet (`hint_mark`).
            let hinted = (props.hinted == Some(a)).then(|| AttrValue::from(tr.t("hint-tag")));
            html! {
                <button type="button" class={classes!("choose", "legal", extra)} data-choice={choice_key(a)} data-hinted={hinted}
                    onclick={Callback::from(move |_: MouseEvent| on_action.emit(a))}>{ text }</button>
            }
        })
    };
    let class = classes!(
        "placard",
        format!("r-{}", props.role.name()),
        props.taken.then_some("taken"),
        props.in_play.then_some("in-play"),
        (props.choose.is_some() || props.choose_library.is_some()).then_some("choosable"),
    );
    html! {
        <li {class} data-role={props.role.name()}>
            <h3 class="placard-name">{ name.clone() }</h3>
            <p class="placard-action">{ role_action(&tr, props.role) }</p>
            <p class="placard-privilege">{ role_privilege(&tr, props.role) }</p>
            <p class="placard-status">{ props.status.clone() }</p>
            // A role already taken is offered again only by a governor's visit.
            <>{ for button(props.choose, if props.taken {
                tr.f("placard-visit", &[("role", text(name.as_str()))])
            } else {
                tr.f("placard-choose", &[("role", text(name.as_str()))])
            }, "") }</>
            <>{ for button(props.choose_library, tr.t("placard-library"), "library") }</>
        </li>
    }
}
