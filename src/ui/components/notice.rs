//! A message for the person (e.g. the bots moved into the page), dismissible.

use yew::prelude::*;

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
    html! {
        <div class="notice" role="status" data-testid="notice">
            <p>{ props.text.clone() }</p>
            <button type="button" class="secondary" onclick={props.on_dismiss.reform(|_: MouseEvent| ())}>{ "OK" }</button>
        </div>
    }
}
