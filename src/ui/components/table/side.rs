//! The side column of a wide screen (at the end of the board on a narrow one): the trading
//! house with the piles, and the log.

use yew::prelude::*;

use super::scene::Scene;
use crate::rules::TRADING_HOUSE_TILES;
use crate::ui::components::game_log::GameLog;
use crate::ui::components::piles::piles;
use crate::ui::components::trading_house::{House, trading_house};

impl Scene<'_> {
    /// The trading house (the tile face up or turned earlier this round, the stack, and
    /// the next tile once it is known: after every tile was seen, they come back in the
    /// same order) and the piles.
    pub(super) fn house(&self) -> Html {
        let (t, game) = (&self.obs.table, self.game);
        let earlier = game.last_tile.filter(|(round, _)| *round == t.round).map(|(_, tile)| tile);
        let tiles = u16::from(t.tile_count);
        let next = (t.tile_draws >= tiles)
            .then(|| TRADING_HOUSE_TILES.get(t.known_tiles[usize::from(t.tile_draws % tiles)] as usize).copied())
            .flatten();
        let house = House {
            current: t.current_tile,
            earlier,
            stack: if t.current_tile.is_some() { 4 } else { 5 },
            next,
            unseen: t.tile_count - t.tile_draws.min(tiles) as u8,
        };
        html! {
            <div class="house-row">
                { trading_house(self.tr, &house) }
                { piles(self.tr, t.supply_len, t.discard_len) }
            </div>
        }
    }

    /// The log.
    pub(super) fn log(&self) -> Html {
        let game = self.game;
        html! { <GameLog entries={game.log.clone()} seats={game.seats.clone()} human={game.human} /> }
    }

    /// The side column of a wide screen: the trading house and the log (on a narrow
    /// screen they lie at the end of the board).
    pub(super) fn side(&self) -> Html {
        html! {
            if !self.narrow {
                <aside class="side">
                    { self.house() }
                    { self.log() }
                </aside>
            }
        }
    }
}
