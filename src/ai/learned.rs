//! The bots of the learned evaluation (`ai::net`, docs/BOTS.md "The learned evaluation"):
//! the policy alone, answering at once (`policy`), and the hard bot's search guided by
//! the network (`learned:N`). Both see only their seat's observation: the network's
//! input is the seat's view ([`crate::ai::net::features`]).
//!
//! The weights are the repository's `assets/net/evaluation.safetensors`, built into the
//! program that uses these bots (the bot worker, the command line) as its tensors
//! ([`Network::built_in`]), read once.

use super::ismcts::{Budget, GuideSettings, HardBot};
use super::{Bot, Searchers};
use crate::ai::net::features::encode_observation;
use crate::ai::net::{Evaluator, NetError, Network};
use crate::rules::{Action, GameRng, Observation};
use rand::{RngExt, SeedableRng};
use std::sync::{Arc, OnceLock};

/// The network of the weights file in the repository ([`Network::built_in`]), read the
/// first time it is asked for.
///
/// Errors: [`NetError`] when the file built in does not read (a build from a damaged
/// checkout); the same error every time.
pub fn network() -> Result<Arc<Network>, NetError> {
    static NET: OnceLock<Result<Arc<Network>, NetError>> = OnceLock::new();
    NET.get_or_init(|| Network::built_in().map(Arc::new)).clone()
}

/// How the guided search uses the network unless told otherwise: the policy as the
/// root's prior with medium's bonus (5), the value not asked, the decisions below the
/// root from medium's choice.
pub const DEFAULT_GUIDE: GuideSettings = GuideSettings { prior: 5.0, value: 0.0, deep: false, cut: 0 };

/// The easy level's temperature ([`PolicyBot`]'s, `policy:1`): the policy's answer drawn
/// by its own prior. Against the rule-based easy bot (`classic-easy`) it wins a little
/// less at 2 players and a little more at 4 than chance, as close at every size as a
/// single temperature comes (docs/BOTS.md "Easy from the policy").
pub const EASY_TEMPERATURE: f32 = 1.0;

/// The policy alone: the answer the network rates highest, or with a temperature one
/// drawn by its prior sharpened or flattened (`p^(1/T)`).
pub struct PolicyBot {
    name: &'static str,
    net: Arc<Network>,
    eval: Evaluator,
    temperature: f32,
    rng: GameRng,
    prior: Vec<f32>,
}

impl PolicyBot {
    /// A policy bot called `name` of `net`; at `temperature` 0 it always takes the
    /// favourite, above 0 it draws, its draws following from `seed`.
    pub fn new(name: &'static str, net: Arc<Network>, temperature: f32, seed: u64) -> PolicyBot {
        PolicyBot { name, eval: Evaluator::new(&net), net, temperature, rng: GameRng::seed_from_u64(seed), prior: Vec::new() }
    }
}

impl Bot for PolicyBot {
    fn name(&self) -> &'static str {
        self.name
    }

    fn choose(&mut self, obs: &Observation) -> Option<Action> {
        let legal = obs.legal_actions();
        if legal.len() <= 1 {
            return legal.first().copied();
        }
        encode_observation(obs, &mut self.eval.features);
        self.eval.run(&self.net);
        self.eval.policy(&self.net, &legal, &mut self.prior);
        if self.temperature <= 0.0 {
            let best = (0..legal.len()).max_by(|&a, &b| self.prior[a].total_cmp(&self.prior[b]))?;
            return Some(legal[best]);
        }
        let weights: Vec<f32> = self.prior.iter().map(|p| p.powf(1.0 / self.temperature)).collect();
        let total: f32 = weights.iter().sum();
        let mut pick = self.rng.random_range(0.0..total.max(f32::MIN_POSITIVE));
        for (a, w) in legal.iter().zip(&weights) {
            if pick < *w {
                return Some(*a);
            }
            pick -= w;
        }
        legal.last().copied()
    }
}

/// The hard bot's search of `budget` guided by the network as `settings` say, called
/// `name`, its sampling following from `seed`.
pub fn guided_bot(name: &'static str, net: Arc<Network>, settings: GuideSettings, seed: u64, budget: Budget) -> Box<dyn Bot> {
    let bot = HardBot::new(seed, budget).with_guide(net, settings);
    Box::new(Searchers::from_bots(name, vec![bot]))
}

/// The learned bots by name, as [`super::make_bot`] reads them: `policy` (the policy's
/// favourite), `policy:T` (drawn at temperature T > 0), `learned:N` or `learned@Tms` (the
/// search of N iterations, or T ms a decision, guided by the network as [`DEFAULT_GUIDE`]
/// says), `learned:N:pP:vV:dD:cC`
/// (the prior's bonus P, the value's share V, with D = 1 the prior below the root too,
/// playouts cut after C rounds for the value to score: [`guide_settings`]). `None` for a
/// name of another bot; `Some(None)` for a learned bot's name that does not read, or when
/// the weights built in do not read.
pub fn learned_by_name(name: &str, seed: u64) -> Option<Option<Box<dyn Bot>>> {
    let (policy, tail) = match (name.strip_prefix("policy"), name.strip_prefix("learned")) {
        (Some(tail), _) => (true, tail),
        (_, Some(tail)) => (false, tail),
        _ => return None,
    };
    let Ok(net) = network() else { return Some(None) };
    if policy {
        let temperature = match tail.strip_prefix(':') {
            None if tail.is_empty() => Some(0.0),
            None => None,
            Some(t) => t.parse::<f32>().ok().filter(|t| t.is_finite() && *t > 0.0),
        };
        return Some(temperature.map(|t| Box::new(PolicyBot::new("policy", net, t, seed)) as Box<dyn Bot>));
    }
    let Some((budget, searchers, rest)) = super::budgets::search_budget(tail) else { return Some(None) };
    Some(guide_settings(rest).filter(|_| searchers == 1).map(|s| guided_bot("learned", net, s, seed, budget)))
}

/// The guided search's settings in a bot name's tail: `:pP` for the prior's bonus,
/// `:vV` for the value's share, `:d1` for the prior below the root too, `:cC` for
/// playouts cut after C rounds (a whole number, at most 20) and scored by the value (e.g.
/// `:p5:v0.3:d1:c2`), each optional; `None` for another tail.
pub fn guide_settings(tail: &str) -> Option<GuideSettings> {
    let mut settings = DEFAULT_GUIDE;
    for part in tail.split(':').filter(|p| !p.is_empty()) {
        let (key, value) = part.split_at(1);
        let value: f32 = value.parse().ok().filter(|v: &f32| v.is_finite() && *v >= 0.0)?;
        match key {
            "p" => settings.prior = value,
            "v" if value <= 1.0 => settings.value = value,
            "d" if value <= 1.0 => settings.deep = value > 0.0,
            "c" if value.fract() == 0.0 && value <= 20.0 => settings.cut = value as u16,
            _ => return None,
        }
    }
    Some(settings)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::play_game;
    use crate::rules::{Building, Options, Role};

    #[test]
    fn the_weights_in_the_repository_read_and_name_what_made_them() {
        let net = network().unwrap();
        for key in ["command", "seed", "data_sha256", "games"] {
            assert!(net.metadata.contains_key(key), "{key}");
        }
        // Built in as its tensors (build.rs), it is the file the safetensors crate reads.
        let file = Network::from_bytes(include_bytes!("../../assets/net/evaluation.safetensors")).unwrap();
        assert_eq!(file.metadata, net.metadata);
        let state = crate::rules::GameState::new(Options::for_players(3), 5).unwrap();
        let (mut a, mut b) = (Evaluator::new(&net), Evaluator::new(&file));
        encode_observation(&state.observation(0), &mut a.features);
        encode_observation(&state.observation(0), &mut b.features);
        a.run(&net);
        b.run(&file);
        assert_eq!(a.value(&net, 3), b.value(&file, 3));
        assert_eq!(a.place_logit(&net, 7), b.place_logit(&file, 7));
    }

    /// The value (each seat's win share) and the policy's favourite with its prior, from
    /// seat 0's view, at the start of a 2-player game and after 40 actions of a 4-player
    /// game of medium bots.
    fn pinned_outputs() -> Vec<(Vec<f32>, Action, f32)> {
        use crate::rules::GameState;
        let net = network().unwrap();
        let mut eval = Evaluator::new(&net);
        let mut at = |state: &GameState| {
            let obs = state.observation(0);
            encode_observation(&obs, &mut eval.features);
            eval.run(&net);
            let value = eval.value(&net, state.options().players).to_vec();
            let legal = obs.legal_actions();
            let mut prior = Vec::new();
            eval.policy(&net, &legal, &mut prior);
            let best = (0..legal.len()).max_by(|&a, &b| prior[a].total_cmp(&prior[b])).unwrap();
            (value, legal[best], prior[best])
        };
        let start = GameState::new(Options::for_players(2), 11).unwrap();
        let mut bots: Vec<Box<dyn Bot>> = (0..4).map(|_| Box::new(crate::ai::MediumBot) as Box<dyn Bot>).collect();
        let (_, record) = play_game(Options::for_players(4), 12, &mut bots, 40).unwrap();
        let middle = record.replay().unwrap();
        vec![at(&start), at(&middle)]
    }

    #[test]
    fn the_weights_give_their_pinned_outputs_for_pinned_positions() {
        // These figures are the weights': a new weights file changes them (print them with
        // `cargo test --release the_weights_give -- --nocapture` and copy them here).
        let outputs = pinned_outputs();
        println!("{outputs:?}");
        let pinned: [(&[f32], Action, f32); 2] = [
            (&[0.4671163, 0.5328837], Action::ChooseRole { role: Role::Prospector, library: false }, 0.36876413),
            (&[0.15551944, 0.59196204, 0.16664748, 0.08587108], Action::Tuck(Building::Palace), 0.5061017),
        ];
        for ((value, action, prior), (want_value, want_action, want_prior)) in outputs.iter().zip(pinned) {
            assert_eq!(*action, want_action);
            assert!((prior - want_prior).abs() < 1e-4, "{prior} {want_prior}");
            assert_eq!(value.len(), want_value.len());
            for (v, w) in value.iter().zip(want_value) {
                assert!((v - w).abs() < 1e-4, "{value:?} {want_value:?}");
            }
        }
    }

    #[test]
    fn the_policy_bot_and_the_guided_search_play_whole_games_the_same_from_a_seed() {
        let net = network().unwrap();
        let play = |seed| {
            let mut bots: Vec<Box<dyn Bot>> = vec![
                Box::new(PolicyBot::new("policy", net.clone(), 0.0, 1)),
                Box::new(PolicyBot::new("easy", net.clone(), 1.0, 2)),
                guided_bot("learned", net.clone(), GuideSettings { prior: 5.0, value: 0.5, deep: true, cut: 0 }, 3, Budget::Iterations(30)),
                guided_bot("learned", net.clone(), GuideSettings { cut: 1, ..DEFAULT_GUIDE }, 4, Budget::Iterations(30)),
            ];
            play_game(Options { players: 4, ..Options::default() }, seed, &mut bots, 5_000).unwrap()
        };
        let (state, record) = play(4);
        assert!(state.is_over());
        assert_eq!(play(4).1, record);
    }

    #[test]
    fn the_learned_bots_by_name() {
        for name in ["policy", "policy:0.5", "learned:10", "learned:10:p2:v0.5", "learned@5ms", "learned@5ms:d1", "learned:10:c1"] {
            assert!(matches!(learned_by_name(name, 1), Some(Some(_))), "{name}");
        }
        for wrong in ["policy:0", "policy:x", "policyx", "learned:0", "learned:10:q1", "learned:x", "learned:10x2", "learned@5"] {
            assert!(matches!(learned_by_name(wrong, 1), Some(None)), "{wrong}");
        }
        assert!(learned_by_name("hard:10", 1).is_none());
        assert!(matches!(learned_by_name("learned", 1), Some(None)));
    }

    #[test]
    fn settings_read_from_a_name_s_tail() {
        assert_eq!(guide_settings(""), Some(DEFAULT_GUIDE));
        assert_eq!(guide_settings(":p2:v0.25:d1"), Some(GuideSettings { prior: 2.0, value: 0.25, deep: true, cut: 0 }));
        assert_eq!(guide_settings(":c2"), Some(GuideSettings { cut: 2, ..DEFAULT_GUIDE }));
        for wrong in [":x1", ":v2", ":p-1", ":pq", ":p", ":d2", ":c1.5", ":c21"] {
            assert_eq!(guide_settings(wrong), None, "{wrong}");
        }
    }
}
