//! The root component: one reducer for the whole game, the bot driver, the language
//! (its texts given to every component as a context), and the screen that shows
//! (new-game form or table).

use gloo_events::EventListener;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use std::cell::RefCell;
use std::rc::Rc;

use super::bots::use_bots;
use super::components::damaged_save::DamagedSaveMessage;
use super::components::guide::use_guide;
use super::components::hand_over::HandOverScreen;
use super::components::notice::notice as notice_banner;
use super::components::replay_view::replay_view;
use super::components::setup_screen::{SetupScreen, today};
use super::components::table::Table;
use super::i18n::{self, I18n};
use super::storage;
use crate::table::daily::DailyStats;
use crate::table::i18n::{Lang, Texts};
use crate::table::kept::Kept;
use crate::table::model::{Model, Msg, Notice, Screen, tip_from_storage};
use crate::table::rating::Ratings;
use crate::table::saved;
use crate::table::setup::RememberedNames;
use crate::table::text::{notice_text, save_problem_text};

/// What choosing a language changes: the texts shown, the language being loaded, the one
/// asked for last (a file that arrives after another was asked for is kept, not shown),
/// whether a language shows yet, and whether a file could not be had.
#[derive(Clone)]
struct Language {
    shown: UseStateHandle<Option<Rc<Texts>>>,
    loading: UseStateHandle<Option<Lang>>,
    wanted: Rc<RefCell<Lang>>,
    showing: Rc<RefCell<bool>>,
    failed: UseStateHandle<bool>,
    dispatcher: UseReducerDispatcher<Model>,
}

impl Language {
    /// Shows `lang`: at once if loaded (English's built-in part too, while its whole file
    /// is fetched), else once fetched.
    fn switch(&self, lang: Lang) {
        i18n::remember(lang);
        *self.wanted.borrow_mut() = lang;
        match i18n::loaded(lang) {
            Some(texts) if texts.complete() => {
                self.loading.set(None);
                self.shown.set(Some(texts));
                return;
            }
            Some(texts) => self.shown.set(Some(texts)),
            None => self.loading.set(Some(lang)),
        }
        let this = self.clone();
        wasm_bindgen_futures::spawn_local(async move { this.fetch(lang).await });
    }

    /// Fetches `lang`'s file and shows it if it is still the one asked for. A file that
    /// cannot be had leaves what shows (English at first, whole if its own file can be
    /// had) and says so in a notice.
    async fn fetch(self, lang: Lang) {
        let still_wanted = || *self.wanted.borrow() == lang;
        match i18n::fetch(lang).await {
            Ok(texts) if still_wanted() => self.shown.set(Some(texts)),
            Ok(_) => {}
            Err(detail) => {
                self.failed.set(true);
                self.dispatcher.dispatch(Msg::Notify(Notice::LangFailed { lang, detail }));
                if !*self.showing.borrow() {
                    self.shown.set(Some(i18n::english()));
                    if let (Ok(texts), true) = (i18n::fetch(Lang::En).await, still_wanted()) {
                        self.shown.set(Some(texts));
                    }
                }
            }
        }
        if still_wanted() {
            self.loading.set(None);
        }
    }
}

/// The language: the texts shown (`None` until the first language is loaded, a moment
/// on a first visit in a language other than English), the one being loaded, and
/// whether the table may show texts not loaded yet (a file could not be had: it shows
/// what there is rather than wait). English shows its built-in part at once (the
/// new-game screen's texts) while its whole file is fetched.
#[hook]
fn use_language(model: &UseReducerHandle<Model>) -> (Option<Rc<Texts>>, I18n, bool) {
    let first = use_memo((), |_| i18n::initial_lang());
    let language = Language {
        // Compared before set (texts by language and completeness): showing English's
        // built-in part again as its file is asked for draws nothing again.
        shown: use_state_eq(|| i18n::loaded(*first)),
        loading: use_state_eq(|| None::<Lang>),
        wanted: use_mut_ref(|| *first),
        // Whether a language shows yet, for the one `switch` made at the first render
        // (a state handle it kept would read the first render's value).
        showing: use_mut_ref(|| false),
        failed: use_state(|| false),
        dispatcher: model.dispatcher(),
    };
    *language.showing.borrow_mut() = language.shown.is_some();
    let switch = (*use_memo((), {
        let language = language.clone();
        move |_| Callback::from(move |lang: Lang| language.switch(lang))
    }))
    .clone();
    {
        let (switch, first) = (switch.clone(), *first);
        use_effect_with((), move |_| {
            if i18n::loaded(first).is_none_or(|t| !t.complete()) {
                switch.emit(first);
            }
        });
    }
    use_effect_with((*language.shown).clone(), |texts| {
        if let Some(t) = texts {
            i18n::apply_to_document(t);
        }
    });
    let texts = (*language.shown).clone();
    let ctx = I18n { texts: texts.clone().unwrap_or_else(i18n::english), switch, loading: *language.loading };
    (texts, ctx, *language.failed)
}

/// What this browser keeps between visits: the game's save after every action (human
/// or bot), when a game starts and when the bots' pace changes (it is saved with the
/// game); the rest ([`Kept`]: the statistics, ratings, today's deals, names, the tip, the
/// guides) each part when it changes.
#[hook]
fn use_saving(model: &UseReducerHandle<Model>) {
    {
        let kept = Kept::of(model);
        // What was read at load is what storage holds: nothing to write at first.
        let last = use_mut_ref(|| kept.clone());
        use_effect_with(kept, move |kept| {
            for (part, text) in kept.changed_since(&last.borrow()) {
                // A refused write (private mode, full storage) only means it is not kept.
                storage::write_raw(storage::kept_key(part), &text);
            }
            *last.borrow_mut() = kept.clone();
        });
    }
    let model = model.clone();
    // An undo shortens the record: the save then holds only what stands (the undo
    // count tells an undo followed by another action from no change at all). The
    // guide's progress is saved with its game.
    let key = model.game.as_ref().map(|g| (g.id, g.record.actions.len(), model.undos, g.hints_taken, model.speed, model.guide.clone()));
    use_effect_with(key, move |_| {
        if let Some(saved) = model.save().filter(|_| !model.saved_elsewhere) {
            // A refused write (private mode, full storage) only means no save.
            let _ = storage::write_raw(storage::SAVE_KEY, &saved::encode_guided(&saved, model.guide.as_ref()));
        }
    });
}

/// Another tab that saves a game makes this page's game stale (two tabs would
/// otherwise overwrite each other's saves in turn). The browser sends `storage` events
/// only to the other pages of the origin.
#[hook]
fn use_other_tabs(model: &UseReducerHandle<Model>) {
    let dispatcher = model.dispatcher();
    use_effect_with((), move |_| {
        let listener = web_sys::window().map(|w| {
            EventListener::new(&w, "storage", move |e| {
                let key = e.dyn_ref::<web_sys::StorageEvent>().and_then(|e| e.key());
                if key.as_deref() == Some(storage::SAVE_KEY) {
                    dispatcher.dispatch(Msg::SavedElsewhere);
                }
            })
        });
        move || drop(listener)
    });
}

/// The message about a save that could not be read, if any. Dismissed, the save is
/// kept aside (not deleted) and the next load starts fresh.
fn damaged_save(texts: &Texts, model: &Model, on_msg: &Callback<Msg>) -> Option<Html> {
    model.damaged.clone().map(|d| {
        let on_dismiss = {
            let (on_msg, raw) = (on_msg.clone(), d.raw.clone());
            Callback::from(move |_| {
                storage::set_aside(&raw);
                on_msg.emit(Msg::DismissDamaged);
            })
        };
        let message = save_problem_text(texts, &d.problem);
        let detail = d.problem.detail().map(|t| AttrValue::from(t.to_string()));
        html! { <DamagedSaveMessage {message} {detail} raw={d.raw} {on_dismiss} /> }
    })
}

/// The screen that shows: a replay, the hand-over screen over the table (nothing of the
/// table is rendered under it), the table (with `guide`, the guide's callout over it),
/// or the new-game form.
fn screen(tr: &Texts, model: &Model, on_msg: &Callback<Msg>, names: &RememberedNames, guide: Html) -> Html {
    match (model.screen, model.game.clone(), model.replay.clone()) {
        (Screen::Replay, _, Some(replay)) => replay_view(tr, &replay, model.review.as_ref(), on_msg),
        (Screen::Table, Some(game), _) if model.hand_over.is_some() => html! {
            <HandOverScreen {game} stage={model.hand_over.unwrap_or(crate::table::hand_over::HandOver::Pass)}
                on_msg={on_msg.clone()} />
        },
        (Screen::Table, Some(game), _) => html! {
            <>
            <Table {game} speed={model.speed} in_page_bots={model.in_page_bots}
                show_tip={!model.details_tip_seen} hint={model.hint.clone()} on_msg={on_msg.clone()} />
            { guide }
            </>
        },
        _ => html! {
            <SetupScreen
                initial={model.setup.clone()}
                speed={model.speed}
                can_return={model.game.is_some()}
                game_running={model.game.as_ref().is_some_and(|g| !g.is_over())}
                player_stats={model.player_stats}
                guided_finished={model.guided_finished}
                daily={model.daily}
                ratings={model.ratings.clone()}
                today={today()}
                person_stats={model.person_stats.clone()}
                recent={model.recent.clone()}
                names={names.clone()}
                on_msg={on_msg.clone()}
            />
        },
    }
}

/// The San Juan app.
#[component]
pub fn App() -> Html {
    // The unusable save stays where it is until the message is dismissed or a new game
    // replaces it (a reload in between shows the message again).
    // The persons' names as stored at this page's load (the form offers them again).
    let names = use_memo((), |_| storage::load_names());
    let model = use_reducer(|| {
        // The tip's progress survives a reload (a phone reloads a page it put away).
        let (details_tip_seen, tip_shown_for) = tip_from_storage(storage::read_raw(storage::TIP_KEY).as_deref());
        let mut m = Model {
            player_stats: storage::load_stats(),
            person_stats: storage::load_person_stats(),
            details_tip_seen,
            tip_shown_for,
            reviews: super::review::load_reviews(),
            recent: super::review::load_recent(),
            guides_seen: storage::read_raw(storage::GUIDES_SEEN_KEY).and_then(|t| t.parse().ok()).unwrap_or(0),
            guided_finished: storage::read_raw(storage::GUIDED_KEY).and_then(|t| t.parse().ok()).unwrap_or(0),
            daily: storage::read_raw(storage::DAILY_KEY).map(|t| DailyStats::decode(&t)).unwrap_or_default(),
            ratings: storage::read_raw(storage::RATINGS_KEY).map(|t| Ratings::decode(&t)).unwrap_or_default(),
            ..Model::from_save(storage::read_raw(storage::SAVE_KEY).as_deref())
        };
        if m.game.is_none() {
            storage::load_names().fill(&mut m.setup);
        }
        m
    });
    use_bots(&model);
    super::link::use_links(&model);
    super::review::use_review(&model);
    let (texts, ctx, failed) = use_language(&model);
    use_other_tabs(&model);
    use_saving(&model);
    let on_msg = {
        let model = model.clone();
        Callback::from(move |msg: Msg| model.dispatch(msg))
    };
    let notice = model.notice.as_ref().map(|n| {
        let on_dismiss = on_msg.reform(|_| Msg::DismissNotice);
        let link = match n {
            Notice::LinkMade { url, .. } => Some(url.as_str()),
            _ => None,
        };
        notice_banner(&ctx.texts, notice_text(&ctx.texts, n), link, &on_dismiss)
    });
    let damaged = damaged_save(&ctx.texts, &model, &on_msg);
    let guide = use_guide(&model, &ctx.texts, &on_msg);
    let screen = screen(&ctx.texts, &model, &on_msg, &names, guide);
    // The first visit in a language other than English: its file is on its way; the
    // table and the replay also wait for English's whole file.
    let Some(texts) = texts.filter(|t| t.complete() || failed || model.screen == Screen::Setup) else {
        return html! { <div class="app loading" data-rev={model.rev.to_string()} aria-busy="true"></div> };
    };
    html! {
        <ContextProvider<I18n> context={ctx}>
        <div class="app" data-rev={model.rev.to_string()} data-lang={texts.lang().code()}>
            // Each optional child in its own fragment: yew 0.23 pairs unkeyed children from
            // the back, so a notice appearing in the same list would re-create the screen
            // and lose its state (yewstack/yew#3262).
            <>{ for notice }</>
            <>{ for damaged }</>
            { screen }
        </div>
        </ContextProvider<I18n>>
    }
}
