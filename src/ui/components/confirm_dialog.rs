//! A yes/no question asked inside the page (a modal dialog of our own, not
//! `window.confirm`), e.g. before abandoning the game in progress.

use yew::prelude::*;

/// Props of [`ConfirmDialog`].
#[derive(Properties, PartialEq)]
pub struct ConfirmDialogProps {
    /// The question.
    pub question: AttrValue,
    /// The label of the button that goes ahead.
    pub confirm_label: AttrValue,
    /// Goes ahead.
    pub on_confirm: Callback<()>,
    /// Does nothing after all.
    pub on_cancel: Callback<()>,
}

/// The confirm dialog.
#[component]
pub fn ConfirmDialog(props: &ConfirmDialogProps) -> Html {
    html! {
        <div class="backdrop" data-testid="confirm-backdrop">
            <div class="modal confirm" role="alertdialog" aria-modal="true" aria-label={props.question.clone()} data-testid="confirm">
                <p>{ props.question.clone() }</p>
                <div class="actions">
                    <button type="button" class="primary" onclick={props.on_confirm.reform(|_: MouseEvent| ())}
                        data-testid="confirm-yes">{ props.confirm_label.clone() }</button>
                    <button type="button" class="secondary" onclick={props.on_cancel.reform(|_: MouseEvent| ())}
                        data-testid="confirm-no">{ "Cancel" }</button>
                </div>
            </div>
        </div>
    }
}
