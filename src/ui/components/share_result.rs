//! "Share result" at the end of today's deal: the result in words copied to the
//! clipboard for a chat or a forum; where the browser refuses the clipboard, the text
//! shown to copy by hand (a click selects all of it).

use wasm_bindgen_futures::{JsFuture, spawn_local};
use yew::prelude::*;

use crate::table::i18n::Texts;

/// Where the copy stands.
#[derive(Clone, Copy, PartialEq)]
pub enum Copied {
    /// Not asked yet.
    Idle,
    /// In the clipboard.
    Done,
    /// The browser refused: the text shows to copy by hand.
    Refused,
}

/// Copies `text` to the clipboard; `done` hears whether it went.
pub fn copy_to_clipboard(text: AttrValue, done: Callback<bool>) {
    let Some(window) = web_sys::window() else { return done.emit(false) };
    let promise = window.navigator().clipboard().write_text(&text);
    spawn_local(async move { done.emit(JsFuture::from(promise).await.is_ok()) });
}

/// The state of "Share result" for a component that shows one ([`share_result`]).
#[hook]
pub fn use_share() -> UseStateHandle<Copied> {
    use_state(|| Copied::Idle)
}

/// "Share result" for `text`, and what came of it (said to screen readers too). A
/// function, not a component: the score pad holds its state ([`use_share`]).
pub fn share_result(tr: &Texts, text: AttrValue, state: &UseStateHandle<Copied>) -> Html {
    let onclick = {
        let (state, text) = (state.clone(), text.clone());
        Callback::from(move |_: MouseEvent| {
            let state = state.clone();
            copy_to_clipboard(text.clone(), Callback::from(move |ok| state.set(if ok { Copied::Done } else { Copied::Refused })));
        })
    };
    html! {
        <div class="share-result" data-testid="share-result" data-text={text.clone()}>
            <button type="button" class="primary" data-testid="share" {onclick}>{ tr.t("daily-share-button") }</button>
            <p role="status" data-testid="share-status">
                if **state == Copied::Done { { tr.t("daily-share-copied") } }
            </p>
            // A click on the text selects all of it (`user-select: all`), to copy by hand.
            if **state == Copied::Refused {
                <p class="share-manual">
                    { tr.t("daily-share-manual") }
                    <output data-testid="share-text">{ text }</output>
                </p>
            }
        </div>
    }
}
