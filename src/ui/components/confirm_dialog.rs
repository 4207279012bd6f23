//! A yes/no question asked inside the page (a modal dialog of our own, not
//! `window.confirm`), e.g. before abandoning the game in progress.

use yew::prelude::*;

use super::markup::{button, button_ref, clicked};
use super::modal::use_modal;
use crate::ui::i18n::use_texts;

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

/// The confirm dialog. It opens with the focus on Cancel (going ahead may lose a game);
/// Escape cancels; Tab stays inside it.
#[component]
pub fn ConfirmDialog(props: &ConfirmDialogProps) -> Html {
    let tr = use_texts();
    let (root, cancel) = (use_node_ref(), use_node_ref());
    let onkeydown = use_modal(root.clone(), cancel.clone(), props.on_cancel.clone());
    html! {
        <div class="backdrop" data-testid="confirm-backdrop" {onkeydown}>
            <div class="modal confirm" role="alertdialog" aria-modal="true" aria-label={props.question.clone()} data-testid="confirm" ref={root}>
                <p>{ &props.question }</p>
                <div class="actions">
                    { button("primary", "confirm-yes", clicked(&props.on_confirm), props.confirm_label.to_string()) }
                    { button_ref("secondary", "confirm-no", clicked(&props.on_cancel), tr.t("cancel"), cancel) }
                </div>
            </div>
        </div>
    }
}
