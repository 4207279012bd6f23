//! What the browser tests read and a person never sees: the game's record at its end,
//! and the hard bot's search totals (how long it thought, how many iterations).

use yew::prelude::*;

use crate::table::model::BotStats;

/// Props of [`Probes`].
#[derive(Properties, PartialEq)]
pub struct ProbesProps {
    /// The game's record as JSON, once the game is over.
    #[prop_or_default]
    pub record: Option<AttrValue>,
    /// Hard-bot search totals.
    pub stats: BotStats,
    /// Bots play in the page (the worker failed).
    pub in_page_bots: bool,
}

/// Hidden elements for the tests (`data-testid` "record" and "bot-stats").
#[component]
pub fn Probes(props: &ProbesProps) -> Html {
    let stats = props.stats;
    html! {
        <>
            if let Some(record) = props.record.clone() {
                <pre hidden=true data-testid="record">{ record }</pre>
            }
            <div hidden=true data-testid="bot-stats" data-searches={stats.searches.to_string()}
                data-iterations={stats.iterations.to_string()} data-millis={format!("{:.1}", stats.millis)}
                data-in-page={props.in_page_bots.to_string()}></div>
        </>
    }
}
