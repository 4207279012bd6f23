//! The new-game form's seats after the person's: each a bot of some strength or a person
//! with a name (pass-and-play), and what choosing one changes.

use yew::prelude::*;

use crate::table::i18n::{Texts, num};
use crate::table::protocol::BotLevel;
use crate::table::setup::{NAME_MAX, NameProblem, NewGame, RememberedNames};
use crate::table::text::{level_label, rival_style, seat_name};
use crate::ui::components::field::{input_value, select_value};
use crate::ui::components::markup::option;

/// A seat's select or name field changed: a bot's level, or a person (his name as
/// typed, or the one this browser remembers for the seat when just chosen).
pub(super) fn on_seat(draft: &UseStateHandle<NewGame>, names: &RememberedNames) -> Callback<(usize, SeatChoice)> {
    let (draft, names) = (draft.clone(), names.clone());
    Callback::from(move |(i, choice): (usize, SeatChoice)| {
        let mut next = (*draft).clone();
        match choice {
            SeatChoice::Bot(level) => {
                next.bots[i] = level;
                next.persons[i] = None;
            }
            SeatChoice::Person(name) => {
                let remembered = || names.persons.get(i).cloned().flatten().unwrap_or_default();
                next.persons[i] = Some(name.unwrap_or_else(remembered));
            }
        }
        draft.set(next);
    })
}

/// What a seat's select (and a person's name field) changes it to.
pub(super) enum SeatChoice {
    /// A bot of this level.
    Bot(BotLevel),
    /// A person: with this name as typed, or (just chosen) the one this browser
    /// remembers for the seat.
    Person(Option<String>),
}

/// Each other seat sitting down: a bot, by name, and its strength, or a person and his
/// name ("Person" in the same select).
pub(super) fn seats_field(tr: &Texts, draft: &NewGame, on_change: Callback<(usize, SeatChoice)>) -> Html {
    let seats = draft.seats();
    let problem = draft.name_problem().map(|p| match p {
        NameProblem::Missing(s) => tr.f("seat-name-missing", &[("seat", num(u32::from(s) + 1))]),
        NameProblem::Twice(s) => tr.f("seat-name-twice", &[("seat", num(u32::from(s) + 1))]),
    });
    html! {
        <fieldset class="field bots">
            <legend>{ tr.t("field-opponents") }</legend>
            { for draft.seated_bots().iter().enumerate().map(|(i, level)| seat_row(tr, i, *level, draft.person(i), &seats, &on_change)) }
            if let Some(problem) = problem {
                <p class="error" role="alert" data-testid="seat-name-error">{ problem }</p>
            }
        </fieldset>
    }
}

/// The seat after the first numbered `i` (0-based): its select, and for a person his name.
fn seat_row(
    tr: &Texts,
    i: usize,
    level: BotLevel,
    person: Option<&str>,
    seats: &[crate::table::setup::Seat],
    on_change: &Callback<(usize, SeatChoice)>,
) -> Html {
    let onchange = on_change.reform(move |e: Event| {
        let value = select_value(&e);
        (i, BotLevel::from_key(&value).map_or(SeatChoice::Person(None), SeatChoice::Bot))
    });
    let seat = format!("{}", i + 2);
    let label = match person {
        Some(_) => tr.f("seat-person-name", &[("seat", num(i as u32 + 2))]),
        None => seats.get(i + 1).map(|s| seat_name(tr, s)).unwrap_or_default(),
    };
    let name = person.map(|name| {
        let oninput = on_change.reform(move |e: InputEvent| (i, SeatChoice::Person(Some(input_value(&e)))));
        html! {
            <input type="text" maxlength={NAME_MAX.to_string()} value={name.to_string()} {oninput} aria-label={label.clone()}
                data-testid={format!("person-name-{i}")} autocomplete="off" />
        }
    });
    // A rival chosen: its line on how it plays and how strong it is, under the select.
    let style = person.is_none().then(|| rival_style(tr, level)).flatten();
    let style_id = format!("rival-style-{i}");
    let option_of = |l: &BotLevel| option(l.key(), person.is_none() && *l == level, level_label(tr, *l));
    html! {
        <div class={classes!("bot-row", person.is_some().then_some("person"))} data-seat={seat}>
            <span id={format!("seat-label-{i}")}>{ if person.is_some() { tr.f("seat-number", &[("seat", num(i as u32 + 2))]) } else { label.clone() } }</span>
            <select {onchange} data-testid={format!("bot-{i}")} aria-labelledby={format!("seat-label-{i}")}
                aria-describedby={style.as_ref().map(|_| style_id.clone())}>
                <optgroup label={tr.t("field-levels")}>
                    { for BotLevel::ALL.iter().filter(|l| !l.is_rival()).map(option_of) }
                </optgroup>
                <optgroup label={tr.t("field-rivals")}>
                    { for BotLevel::ALL.iter().filter(|l| l.is_rival()).map(option_of) }
                </optgroup>
                { option("person", person.is_some(), tr.t("seat-person")) }
            </select>
            if let Some(style) = style {
                <p class="rival-style" id={style_id} data-testid={format!("rival-style-{i}")}>{ style }</p>
            }
            <>{ for name }</>
        </div>
    }
}
