//! Tuning the heuristic: a styled medium bot against the standard medium bot, seats
//! alternated. `cargo run --release --example tune -- production=2.0 cost_weight=0.5`
use san_juan::ai::heuristic::{Style, best_action};
use san_juan::ai::{Bot, MediumBot, View, play_game};
use san_juan::rules::{Action, Observation, Options};

struct Styled(Style);
impl Bot for Styled {
    fn name(&self) -> &'static str {
        "styled"
    }
    fn choose(&mut self, obs: &Observation) -> Option<Action> {
        best_action(&View::of_observation(obs), &self.0, &obs.legal_actions())
    }
}

fn main() {
    let mut style = Style::MEDIUM;
    let mut players = 2u8;
    for arg in std::env::args().skip(1) {
        let (k, v) = arg.split_once('=').expect("key=value");
        let x: f32 = v.parse().expect("number");
        match k {
            "players" => players = x as u8,
            "opponent_weight" => style.opponent_weight = x,
            "production" => style.production = x,
            "keep_share" => style.keep_share = x,
            "cost_weight" => style.cost_weight = x,
            "tuck" => style.tuck = x,
            _ => panic!("unknown {k}"),
        }
    }
    let games = 3000u64;
    let (mut wins, mut score) = (0.0, 0.0);
    for seed in 0..games {
        let seat = (seed % players as u64) as usize;
        let mut bots: Vec<Box<dyn Bot>> = (0..players).map(|_| Box::new(MediumBot) as Box<dyn Bot>).collect();
        bots[seat] = Box::new(Styled(style));
        let (state, _) = play_game(Options::for_players(players), 50_000 + seed, &mut bots, 20_000).unwrap();
        let f = state.final_score();
        if f.winners.contains(&(seat as u8)) {
            wins += 1.0 / f.winners.len() as f64;
        }
        score += f.players[seat].total as f64;
    }
    println!("{style:?}: win {:.1}% score {:.2}", 100.0 * wins / games as f64, score / games as f64);
}
