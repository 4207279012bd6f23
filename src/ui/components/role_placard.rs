//! One role placard: the role, what everyone does and what the chooser gets, whether
//! somebody took it this round, and the buttons to choose it when that is legal.

use yew::prelude::*;

use crate::rules::{Action, Role};
use crate::table::i18n::{Texts, text};
use crate::table::keys::choice_key;
use crate::table::text::{role_action, role_privilege};

/// What a role placard shows (see [`role_placard`]).
pub struct Placard {
    /// The role.
    pub role: Role,
    /// Somebody took it this round.
    pub taken: bool,
    /// Its phase is being played now.
    pub in_play: bool,
    /// Who took it, or that nobody did yet, in words (`text::placard_status`).
    pub status: AttrValue,
    /// The legal action that takes it (the human's turn to choose).
    pub choose: Option<Action>,
    /// The legal action that takes it with the library.
    pub choose_library: Option<Action>,
    /// The action a hint suggests, if any (its button is highlighted).
    pub hinted: Option<Action>,
}

/// A role placard (`p`), a list item keyed by the role's name; its buttons take the
/// role (`on_action`). A plain function, not a component: it has no state of its own.
pub fn role_placard(tr: &Texts, p: Placard, on_action: &Callback<Action>) -> Html {
    let name = tr.role(p.role);
    let button = |action: Option<Action>, text: String, extra: &'static str| {
        action.map(|a| {
            let on_action = on_action.clone();
            // A hint's tag: its word, shown by the style sheet (`hint_mark`).
            let hinted = (p.hinted == Some(a)).then(|| AttrValue::from(tr.t("hint-tag")));
            html! {
                <button type="button" class={classes!("choose", "legal", extra)} data-choice={choice_key(a)} data-hinted={hinted}
                    onclick={Callback::from(move |_: MouseEvent| on_action.emit(a))}>{ text }</button>
            }
        })
    };
    let class = classes!(
        "placard",
        format!("r-{}", p.role.name()),
        p.taken.then_some("taken"),
        p.in_play.then_some("in-play"),
        (p.choose.is_some() || p.choose_library.is_some()).then_some("choosable"),
    );
    html! {
        <li key={p.role.name()} role="none" {class} data-role={p.role.name()}>
            <h3 class="placard-name">{ name.clone() }</h3>
            <p class="placard-action">{ role_action(tr, p.role) }</p>
            <p class="placard-privilege">{ role_privilege(tr, p.role) }</p>
            <p class="placard-status">{ p.status.clone() }</p>
            // A role already taken is offered again only by a governor's visit.
            <>{ for button(p.choose, if p.taken {
                tr.f("placard-visit", &[("role", text(name.as_str()))])
            } else {
                tr.f("placard-choose", &[("role", text(name.as_str()))])
            }, "") }</>
            <>{ for button(p.choose_library, tr.t("placard-library"), "library") }</>
        </li>
    }
}
