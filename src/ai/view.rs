//! What a bot reasons from: one seat's view, borrowed either from an
//! [`Observation`](crate::rules::Observation) (a real decision) or from a sampled
//! [`GameState`](crate::rules::GameState) during search, where the seat to move may
//! look only at its own cards.

use crate::rules::{CardCounts, GameState, Observation, Table};

/// One seat's knowledge: the table, its hand and the drawn cards it may see.
#[derive(Clone, Copy, Debug)]
pub struct View<'a> {
    /// The seat whose view this is.
    pub seat: u8,
    /// The public table.
    pub table: &'a Table,
    /// The seat's hand.
    pub hand: &'a CardCounts,
    /// Drawn cards the seat may see, if any.
    pub pending: Option<&'a CardCounts>,
}

impl<'a> View<'a> {
    /// The view of an observation.
    pub fn of_observation(obs: &'a Observation) -> View<'a> {
        View { seat: obs.seat, table: &obs.table, hand: &obs.hand, pending: obs.pending.as_ref() }
    }

    /// The view of `seat` in a full state (its own hand and the pending cards it may see).
    pub fn of_state(state: &'a GameState, seat: u8) -> View<'a> {
        let table = state.table();
        let visible = table.pending_visible_to(seat);
        View { seat, table, hand: state.hand(seat), pending: visible.then(|| state.pending()) }
    }
}
