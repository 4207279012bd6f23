//! The learned evaluation in the hard bot's search (`ai::net`): the policy as the prior of
//! the bot's own answers at the root (in place of medium's choice), and the value blended
//! with a playout's result, or in its place (docs/BOTS.md, "The learned evaluation").

use crate::ai::net::features::{encode_observation, encode_state, relative_to_seat};
use crate::ai::net::{Evaluator, Network};
use crate::rules::{Action, GameState, MAX_PLAYERS, Observation};
use std::sync::Arc;

/// How a search uses the network.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GuideSettings {
    /// The prior's bonus at the root, in reward units: an answer's prior times this,
    /// divided by its visits + 1 (0: the root starts from medium's choice, as without a
    /// network).
    pub prior: f32,
    /// The value's share of an iteration's reward, 0 to 1: 0 plays every playout to the
    /// end and never asks the value; 1 asks the value instead of a playout.
    pub value: f32,
    /// Whether the bot's own decisions below the root take the prior too (from the first
    /// sample that reaches each), in place of medium's choice.
    pub deep: bool,
    /// Rounds a playout plays before the value scores where it stopped (0: every playout
    /// runs to the end). A playout that ends the game sooner is scored by its result.
    pub cut: u16,
}

/// A network and the buffers of its forward pass, as one search uses them.
pub struct Guide {
    net: Arc<Network>,
    eval: Evaluator,
    pub(super) settings: GuideSettings,
    buf: Vec<f32>,
}

impl Guide {
    pub fn new(net: Arc<Network>, settings: GuideSettings) -> Guide {
        Guide { eval: Evaluator::new(&net), net, settings, buf: Vec::new() }
    }

    /// The policy's prior over `legal`, the answers of `obs`'s decision, in their order.
    pub(super) fn root_prior(&mut self, obs: &Observation, legal: &[Action]) -> Vec<f32> {
        encode_observation(obs, &mut self.eval.features);
        self.eval.run(&self.net);
        let mut out = Vec::with_capacity(legal.len());
        self.eval.policy(&self.net, legal, &mut out);
        out
    }

    /// The prior's bonus over `legal` at `seat`'s decision in `state` (the policy times
    /// [`GuideSettings::prior`]), into `out`.
    pub(super) fn state_prior(&mut self, state: &GameState, seat: u8, legal: &[Action], out: &mut Vec<(Action, f32)>) {
        encode_state(state, seat, &mut self.eval.features);
        self.eval.run(&self.net);
        self.eval.policy(&self.net, legal, &mut self.buf);
        out.clear();
        out.extend(legal.iter().copied().zip(self.buf.iter().map(|p| p * self.settings.prior)));
    }

    /// Each seat's share of the win in `state` as `seat` sees it, by seat (0 past the table).
    pub(super) fn value(&mut self, state: &GameState, seat: u8) -> [f32; MAX_PLAYERS] {
        encode_state(state, seat, &mut self.eval.features);
        self.eval.run(&self.net);
        let players = state.players();
        self.buf.clear();
        self.buf.extend_from_slice(self.eval.value(&self.net, players));
        let mut out = [0.0; MAX_PLAYERS];
        for (k, v) in self.buf.iter().enumerate() {
            out[usize::from(relative_to_seat(seat, k, usize::from(players)))] = *v;
        }
        out
    }
}
