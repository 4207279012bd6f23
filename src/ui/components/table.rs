//! The table: every player's city, the role placards, the trading house, the piles,
//! the human's hand, the prompt, the log, and at the end the scoring pad.

use std::rc::Rc;

use yew::prelude::*;

use super::card_detail::CardDetail;
use super::cathedral::Cathedral;
use super::details_tip::DetailsTip;
use super::drawn_cards::DrawnCards;
use super::events::Events;
use super::game_log::GameLog;
use super::hand::Hand;
use super::motion_layer::MotionLayer;
use super::piles::Piles;
use super::player_area::PlayerArea;
use super::prompt::Prompt;
use super::rules_help::RulesHelp;
use super::role_board::RoleBoard;
use super::score_pad::ScorePad;
use super::top_bar::TopBar;
use super::trading_house::TradingHouse;
use super::undo_hint::UndoHint;
use crate::rules::{Building, Decision, Edition, Phase, Role, TRADING_HOUSE_TILES};
use crate::table::choices::Choices;
use crate::table::game::Game;
use crate::table::hint::Hint;
use crate::table::model::{BotStats, Msg};
use crate::table::setup::{SeatKind, Speed};
use crate::table::i18n::text;
use crate::table::model::Notice;
use crate::table::text::{decision_line, hint_text, placard_status, round_line, Names};
use crate::ui::download::download_text;
use crate::ui::i18n::use_texts;
use crate::ui::random_seed;

/// Props of [`Table`].
#[derive(Properties)]
pub struct TableProps {
    /// The game at the table.
    pub game: Rc<Game>,
    /// Bot pace.
    pub speed: Speed,
    /// Bots play in the page (the worker failed).
    pub in_page_bots: bool,
    /// Hard-bot search totals (for measuring; not shown).
    pub stats: BotStats,
    /// Show the one-time tip about a card's full text.
    #[prop_or_default]
    pub show_tip: bool,
    /// The hint asked for the decision at the table ("What would the hard bot do?").
    #[prop_or_default]
    pub hint: Option<Hint>,
    /// Sends messages to the reducer.
    pub on_msg: Callback<Msg>,
}

impl PartialEq for TableProps {
    /// The game is compared by pointer: the reducer makes a new one whenever it changes.
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.game, &other.game)
            && self.speed == other.speed
            && self.in_page_bots == other.in_page_bots
            && self.stats == other.stats
            && self.show_tip == other.show_tip
            && self.hint == other.hint
            && self.on_msg == other.on_msg
    }
}

/// The game table.
#[component]
pub fn Table(props: &TableProps) -> Html {
    let game = &props.game;
    let tr = use_texts();
    let detail = use_state(|| None::<Building>);
    let help = use_state(|| false);
    let obs = game.observation();
    let t = &obs.table;
    let human = game.human;
    let names = Names::new(&tr, &game.seats);
    let name = |p: u8| AttrValue::from(names.name(p).to_string());
    let mut choices = game.choices();
    choices.hinted = props.hint.as_ref().and_then(Hint::action);
    let decision = obs.decision();
    let to_move = obs.to_move();
    let over = game.is_over();
    let your_turn = game.plays() && to_move == Some(human);
    let thinking = !over && game.bot_to_move().is_some();

    let on_action = props.on_msg.reform(Msg::Human);
    let on_select_build = props.on_msg.reform(Msg::SelectBuild);
    // Opening a card's details shows the person the way in: the tip has done its job.
    let on_detail = {
        let (detail, on_msg, tip) = (detail.clone(), props.on_msg.clone(), props.show_tip);
        Callback::from(move |b: Building| {
            detail.set(Some(b));
            if tip {
                on_msg.emit(Msg::DetailsTipSeen);
            }
        })
    };

    let line = match to_move {
        None => tr.t("turn-over"),
        Some(p) if p == human && game.plays() => match game.build_choice {
            Some(b) => tr.f("turn-where", &[("building", text(tr.card(b)))]),
            None => tr.f("turn-yours", &[("decision", text(decision_line(&tr, decision, true)))]),
        },
        Some(p) => {
            let mut args = names.args(p, false).to_vec();
            args.push(("decision", text(decision_line(&tr, decision, false))));
            tr.f("turn-other", &args)
        }
    };

    let roles_of = |p: u8| -> Vec<Role> {
        Role::ALL.iter().copied().filter(|r| t.role_taken_by[*r as usize] == Some(p)).collect()
    };
    let who = |p: u8| -> AttrValue {
        match game.seats.get(p as usize).map(|s| s.kind) {
            Some(SeatKind::Human) => AttrValue::default(),
            Some(SeatKind::Bot(level)) if props.in_page_bots => tr.f("who-bot-in-page", &[("level", text(level.key()))]).into(),
            Some(SeatKind::Bot(level)) => tr.f("who-bot", &[("level", text(level.key()))]).into(),
            None => AttrValue::default(),
        }
    };
    // "Your" for the person's own seat; in a replay the seat shown is somebody's.
    let second_person = |p: u8| (p == human && game.plays()) || names.is_you(p);
    let area = |p: u8| {
        let you = p == human;
        html! {
            <PlayerArea
                key={p}
                seat={p}
                name={name(p)}
                who={who(p)}
                is_you={you}
                watching={game.watching}
                second_person={second_person(p)}
                governor={t.governor == p}
                to_move={to_move == Some(p)}
                roles={roles_of(p)}
                view={obs.player_view(p)}
                shipped={t.shipped_count(p)}
                captain={t.roles.contains(Role::Captain)}
                compact={!you && t.options.players > 4}
                built={game.marks.built_in(p)}
                drew={game.marks.drew(p)}
                choices={if you { choices.clone() } else { Choices::default() }}
                on_action={on_action.clone()}
                on_detail={on_detail.clone()}
            />
        }
    };
    let n = t.options.players;
    let opponents = (1..n).map(|k| (human + k) % n).map(area);

    let player = t.step.player;
    let drawn = match (decision, obs.pending) {
        (Decision::Keep { .. }, Some(cards)) if player == human => {
            Some((tr.f("drawn-councillor", &names.args(player, second_person(player))), cards))
        }
        (Decision::GoldMine, Some(cards)) => Some((tr.f("drawn-gold-mine", &names.args(player, second_person(player))), cards)),
        (Decision::Explorer { .. }, Some(cards)) => {
            Some((tr.f("drawn-explorer", &names.args(player, second_person(player))), cards))
        }
        _ => None,
    };

    // Taken for this round: the one-deck game's prospector, chosen once, may still be
    // chosen (not "played again" as a governor's visit).
    let taken = Role::ALL.map(|r| t.roles_taken.contains(r));
    // Once the game is over nothing is in play (the phase stays the one it ended in).
    let role_in_play = match t.phase {
        Phase::Role(r) if !over => Some(r),
        _ => None,
    };
    let status = Role::ALL.map(|r| {
        let taker = t.role_taken_by[r as usize];
        let in_play = role_in_play == Some(r);
        let you = taker.is_some_and(&second_person);
        // The Events: a role played again by a governor's visit, by someone else than
        // who took it.
        if in_play && taker != Some(t.chooser) {
            return AttrValue::from(tr.f("placard-in-play-visit", &names.args(t.chooser, second_person(t.chooser))));
        }
        AttrValue::from(placard_status(&tr, &names, taker, you, in_play, in_play && t.library_active))
    });
    // An event being resolved (the governor's visit too, while its role is picked).
    let event_in_play = match t.phase {
        Phase::Event(e) if !over => Some((e, name(t.chooser))),
        _ => None,
    };
    let earlier = game.last_tile.filter(|(round, _)| *round == t.round).map(|(_, tile)| tile);
    // Once every tile was seen, the next one is known: they come back in the same order.
    let tiles = u16::from(t.tile_count);
    let next = (t.tile_draws >= tiles)
        .then(|| TRADING_HOUSE_TILES.get(t.known_tiles[usize::from(t.tile_draws % tiles)] as usize).copied())
        .flatten();

    let on_export = {
        let (game, on_msg) = (game.clone(), props.on_msg.clone());
        Callback::from(move |_| {
            let file = format!("san-juan-{}-{}.json", game.record.seed, game.record.actions.len());
            if let Err(e) = download_text(&file, "application/json", &game.export_record().to_json()) {
                on_msg.emit(Msg::Notify(Notice::ExportFailed(e)));
            }
        })
    };

    // At the end of a game the person played: the same seats and options, a new deal.
    let on_play_again = (over && game.plays()).then(|| props.on_msg.reform(|_| Msg::PlayAgain { seed: random_seed() }));

    // The viceroy: who takes the first turn of this round, or of the next.
    let first_turn = match (t.first_turn, t.viceroy) {
        (_, Some(v)) if !over => Some(tr.f("top-viceroy-next", &names.args(v, second_person(v)))),
        (Some(f), _) if !over => Some(tr.f("top-first-turn", &names.args(f, second_person(f)))),
        _ => None,
    }
    .map(AttrValue::from);
    // Undo and the hint, while the person plays this game.
    let tools = (game.plays() && !over).then(|| {
        let hint = props.hint.as_ref().map(|h| {
            let only_choice = choices.actions.len() == 1;
            let (line, why) = hint_text(&tr, h, decision, t.players[human as usize].city(), only_choice);
            (AttrValue::from(line), why.map(AttrValue::from))
        });
        html! {
            <UndoHint can_undo={game.can_undo()} can_ask={your_turn && props.hint.is_none()}
                thinking={props.hint.as_ref().is_some_and(Hint::thinking)} {hint} on_msg={props.on_msg.clone()} />
        }
    });
    let turn = if over { "over" } else if your_turn { "you" } else { "bot" };
    let stats = props.stats;
    html! {
        // The cards' texts follow the game's rule set (the 2nd edition changes three).
        <ContextProvider<Edition> context={t.options.edition}>
        <div class="table" data-testid="table" data-turn={turn} data-step={game.record.actions.len().to_string()}>
            <TopBar
                round_line={round_line(&tr, &names, t.round, t.governor, second_person(t.governor))}
                first_turn={first_turn}
                speed={props.speed}
                on_speed={props.on_msg.reform(Msg::SetSpeed)}
                {on_export}
                on_new_game={props.on_msg.reform(|_| Msg::ShowSetup)}
                on_help={{ let h = help.clone(); Callback::from(move |_| h.set(true)) }}
                replay={game.watching}
            />
            <div class="layout">
                <main class="main">
                    if over {
                        <ScorePad names={names.clone()} score={game.state.final_score()} new_buildings={t.options.new_buildings}
                            shipped={t.roles.contains(Role::Captain)} record={game.record.clone()} />
                    }
                    <div class="opponents">{ for opponents }</div>
                    <RoleBoard roles={t.roles} {taken} {status} in_play={role_in_play}
                        choices={choices.actions.clone()} hinted={choices.hinted} on_action={on_action.clone()} />
                    // A fragment of its own, like the Cathedral's: only in a game with the Events.
                    <>{ for t.options.events.then(|| html! {
                        <Events face_up={t.events_face_up} gone={t.events_gone} in_play={event_in_play.clone()}
                            choices={choices.clone()} on_action={on_action.clone()} on_detail={on_detail.clone()} />
                    }) }</>
                    // A fragment of its own: the Cathedral leaves the table once built.
                    <>{ for t.cathedral_available.then(|| html! {
                        <Cathedral choices={choices.clone()} on_action={on_action.clone()}
                            on_select_build={on_select_build.clone()} on_detail={on_detail.clone()} />
                    }) }</>
                    { area(human) }
                    // In a fragment of its own so the hand and prompt after it are kept when
                    // drawn cards come and go (yewstack/yew#3262).
                    <>{ for drawn.map(|(title, cards)| html! {
                        <DrawnCards title={title} {cards} choices={choices.actions.clone()} hinted={choices.hinted}
                            on_action={on_action.clone()} on_detail={on_detail.clone()} />
                    }) }</>
                    // A fragment of its own, like the drawn cards above (yewstack/yew#3262).
                    <>{ for props.show_tip.then(|| html! {
                        <DetailsTip on_dismiss={props.on_msg.reform(|_| Msg::DetailsTipSeen)} />
                    }) }</>
                    <Hand title={tr.f("hand-title", &names.args(human, second_person(human)))} hand={obs.hand} fresh={game.fresh}
                        choices={choices.clone()}
                        on_action={on_action.clone()} on_select_build={on_select_build.clone()} on_detail={on_detail.clone()} />
                    <Prompt line={line} {your_turn} {thinking} {decision} {choices} on_action={on_action.clone()} on_select_build={on_select_build}
                        {on_play_again} {tools} />
                </main>
                <aside class="side">
                    <div class="house-row">
                        <TradingHouse current={t.current_tile} {earlier}
                            stack={if t.current_tile.is_some() { 4 } else { 5 }} {next}
                            unseen={t.tile_count - t.tile_draws.min(tiles) as u8} />
                        <Piles supply={t.supply_len} discard={t.discard_len} />
                    </div>
                    <GameLog entries={game.log.clone()} seats={game.seats.clone()} {human} />
                </aside>
            </div>
            if let Some(b) = *detail {
                <CardDetail building={b} on_close={{ let d = detail.clone(); Callback::from(move |_| d.set(None)) }} />
            }
            if *help {
                <RulesHelp on_close={{ let h = help.clone(); Callback::from(move |_| h.set(false)) }} />
            }
            // What the last action moved, over everything (no motion in a replay).
            <MotionLayer game={game.id} step={game.record.actions.len()} motions={game.motions.clone()} {human}
                millis={if game.watching { 0 } else { props.speed.motion_millis() }} />
            if over {
                <pre hidden=true data-testid="record">{ game.export_record().to_json() }</pre>
            }
            <div hidden=true data-testid="bot-stats" data-searches={stats.searches.to_string()}
                data-iterations={stats.iterations.to_string()} data-millis={format!("{:.1}", stats.millis)}
                data-in-page={props.in_page_bots.to_string()}></div>
        </div>
        </ContextProvider<Edition>>
    }
}
