//! A message for the person (e.g. the bots moved into the page), dismissible.

use yew::prelude::*;

use crate::ui::i18n::use_texts;

/// Props of [`Notice`].
#[derive(Properties, PartialEq)]
pub struct NoticeProps {
    /// The message.
    pub text: AttrValue,
    /// Hides it.
    pub on_dismiss: Callback<()>,
}

/// A notice banner.
#[component]
pub fn Notice(props: &NoticeProps) -> Html {
    let tr = use_texts();
    html! {
        <div class="notice" role="status" data-testid="notice">
            <p>{ props.text.clone() }</p>
            <button type="button" class="secondary" onclick={props.on_dismiss.reform(|_: MouseEvent| ())}>{ tr.t("ok") }</button>
        </div>
    }
}
