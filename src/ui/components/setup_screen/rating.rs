//! Your rating on the new-game screen: the rating and its margin, the games apart, its
//! history as a small chart; in a browser where several persons played, each person's.

use yew::prelude::*;

use super::SetupScreenProps;
use crate::table::i18n::{Texts, num, text};
use crate::table::protocol::BotLevel;
use crate::table::rating::{PersonRating, bot_rating};
use crate::table::text::rating_line;
use crate::ui::components::chart_axes::{Frame, line};

/// The chart's drawing's height (its own units, `chart_axes`).
const HEIGHT: i32 = 300;
/// The rating chart's y ticks are this far apart.
const TICK: i32 = 100;

/// The rating of the person named as on the form (the default name's when empty), and,
/// when several persons have one, each person's.
pub(super) fn rating(tr: &Texts, props: &SetupScreenProps, name: &str) -> Html {
    let me = props.ratings.of(name);
    let others: Vec<(&String, &PersonRating)> =
        props.ratings.0.iter().map(|(n, r)| (n, r)).filter(|(n, r)| n.as_str() != name && r.games > 0).collect();
    let line = if me.games > 0 {
        rating_line(tr, &me)
    } else {
        let args = [("medium", num(bot_rating(BotLevel::Medium).rating.round())), ("hard", num(bot_rating(BotLevel::Hard).rating.round()))];
        tr.f("rating-none", &args)
    };
    let rounded = me.now.rating.round().to_string();
    html! {
        <section class="rating" aria-labelledby="rating-title" data-testid="rating" data-games={me.games.to_string()}
            data-rating={rounded} data-apart={me.apart.to_string()}>
            <h2 id="rating-title">{ tr.t("rating-title") }</h2>
            <p data-testid="rating-line">{ line }</p>
            if me.apart > 0 {
                <p class="rating-apart" data-testid="rating-apart">{ tr.f("rating-apart", &[("apart", num(me.apart))]) }</p>
            }
            if me.history.len() > 1 {
                { chart(tr, &me) }
            }
            if !others.is_empty() {
                <ul class="rating-persons" data-testid="rating-persons">
                    { for others.iter().map(|(n, r)| html! {
                        <li>{ tr.f("rating-person", &[("name", text(n.as_str())), ("line", text(rating_line(tr, r)))]) }</li>
                    }) }
                </ul>
            }
        </section>
    }
}

/// The rating after each rated game kept, as a line; the figures in words for screen
/// readers.
fn chart(tr: &Texts, person: &PersonRating) -> Html {
    let values: Vec<i32> = person.history.iter().map(|r| r.rating.round() as i32).collect();
    let low = values.iter().min().copied().unwrap_or(1500).div_euclid(TICK) * TICK;
    let high = (values.iter().max().copied().unwrap_or(1500).div_euclid(TICK) + 1) * TICK;
    let n = values.len() as i32;
    let frame = Frame { height: HEIGHT, base: low };
    let first_game = person.games as usize + 1 - values.len();
    let at: Vec<(i32, i32)> = values.iter().enumerate().map(|(i, &v)| (frame.x_of(i as i32, n), frame.y_of(v - low, high - low))).collect();
    let y_ticks: Vec<i32> = (0..=(high - low) / TICK).map(|k| k * TICK).collect();
    let x_ticks = [(frame.x_of(0, n), first_game), (frame.x_of(n - 1, n), person.games as usize)];
    let axes = frame.axes((String::new(), tr.t("rating-chart-x")), &y_ticks, high - low, &x_ticks);
    let figures: Vec<String> = values.iter().map(i32::to_string).collect();
    html! {
        <figure class="rating-chart" data-testid="rating-chart" data-points={values.len().to_string()}>
            <figcaption class="vp-title">{ tr.t("rating-chart") }</figcaption>
            { frame.plot(html! {
                <>
                    { axes }
                    { line(&at, None, None) }
                </>
            }) }
            <p class="visually-hidden">{ figures.join(&tr.t("prices-separator")) }</p>
        </figure>
    }
}
