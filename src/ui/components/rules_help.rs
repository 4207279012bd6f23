//! "How to play": the rules of the base game in a few paragraphs of our own, and how
//! this table is played, in a dialog opened from the new-game form and the top bar.
//! It follows the rulebook's "Playing the game", "Each role", "A new round" and "Game
//! end"; the buildings' own texts are in `text::card_full`.

use yew::prelude::*;

use super::modal::use_modal;
use crate::rules::{Role, CITY_LIMIT};
use crate::table::text::{role_action, role_name, role_privilege};

/// What each role's action is, in a sentence (rulebook: "Each role"). The placard's
/// short lines (`role_action`, `role_privilege`) head each of these.
fn role_explained(r: Role) -> &'static str {
    match r {
        Role::Builder => {
            "Put one card from your hand into your city and pay its cost by discarding that many other cards. \
             Production buildings may repeat; each violet building only once per city."
        }
        Role::Producer => {
            "Take the top card of the supply, unseen, and lay it face down on an empty production building: \
             that is a good of the building's kind."
        }
        Role::Trader => {
            "The trader turns over the next trading-house tile. Selling a good discards it and draws as many \
             cards as the tile pays for that kind."
        }
        Role::Councillor => "Draw cards, keep one of them and discard the rest.",
        Role::Prospector => "Only the player who chose it draws a card.",
        // The 5–8 player game's roles: not offered yet, so not in this dialog.
        Role::GoldDigger => "Only the player who chose it draws a card.",
        Role::Explorer => {
            "Cards are turned up from the supply, one per player; starting with the explorer, each player takes one."
        }
        Role::Captain => "The captain names a good; every player may ship all goods of that kind for 1 victory point each.",
        Role::Viceroy => "Only the player who chose it gains: he takes the first turn of the next round.",
    }
}

/// Props of [`RulesHelp`].
#[derive(Properties, PartialEq)]
pub struct RulesHelpProps {
    /// Closes the dialog.
    pub on_close: Callback<()>,
}

/// The "How to play" dialog. Escape, the button or a click outside close it; the focus
/// goes back to the button that opened it.
#[component]
pub fn RulesHelp(props: &RulesHelpProps) -> Html {
    let (root, close_ref) = (use_node_ref(), use_node_ref());
    let on_close = props.on_close.clone();
    let onkeydown = use_modal(root.clone(), close_ref.clone(), on_close.clone());
    let backdrop = on_close.reform(|_: MouseEvent| ());
    let stop = Callback::from(|e: MouseEvent| e.stop_propagation());
    let roles = Role::BASE.iter().map(|&r| {
        html! {
            <li>
                <strong>{ role_name(r) }</strong>{ format!(": {}; {}. ", role_action(r).to_lowercase(), role_privilege(r).to_lowercase()) }
                { role_explained(r) }
            </li>
        }
    });
    html! {
        <div class="backdrop" onclick={backdrop} {onkeydown}>
            <div class="modal help" role="dialog" aria-modal="true" aria-labelledby="help-title" onclick={stop} ref={root}
                data-testid="help">
                <h2 id="help-title">{ "How to play" }</h2>
                <div class="help-text" tabindex="0">
                    <p>
                        { "Every card is three things: a building to put in your city, money in your hand (you pay \
                           for a building with other cards), or, lying face down on a production building, a good. \
                           The most victory points at the end wins." }
                    </p>
                    <h3>{ "A round" }</h3>
                    <p>
                        { "Each player starts with an indigo plant in the city and 4 cards in hand. Starting with \
                           the governor, each player in turn chooses one of the roles nobody has chosen this round. \
                           Then everybody, the chooser first, may carry out that role's action, and the chooser \
                           alone also gets its privilege. Anyone may decline an action. With two players the \
                           governor chooses a second role after the opponent's, so three of the five roles are \
                           played each round." }
                    </p>
                    <ul class="help-roles">{ for roles }</ul>
                    <p>
                        { "Most violet buildings change these actions for their owner (a cheaper build, one more \
                           card, one more good to sell): each card's full text says how." }
                    </p>
                    <h3>{ "Between rounds" }</h3>
                    <p>
                        { "The governor placard passes to the left. A chapel's owner may tuck one card from the hand \
                           under it. Whoever holds more than 7 cards (12 with a tower) discards down to that, \
                           choosing which." }
                    </p>
                    <h3>{ "The end" }</h3>
                    <p>
                        { format!("The game ends right after the builder phase in which somebody's city reaches {CITY_LIMIT} \
                           buildings. Score each building's victory points, one point per card under a chapel, \
                           and the bonuses of the guild hall, city hall, triumphal arch and palace. On a tie, \
                           the most cards in hand plus goods wins.") }
                    </p>
                    <h3>{ "At this table" }</h3>
                    <p>
                        { "The line at the bottom says what is asked. Your choices are highlighted and say what \
                           clicking does; a building you can afford shows its price after every discount. Pay by \
                           clicking the cards to give up, one by one. Click a card that is not a choice, or \
                           right-click or long-press any card, for its full text. The log on the side tells what everybody did; the game is saved in this \
                           browser after every move." }
                    </p>
                </div>
                <button type="button" ref={close_ref} onclick={on_close.reform(|_: MouseEvent| ())} data-testid="help-close">
                    { "Close" }
                </button>
            </div>
        </div>
    }
}
