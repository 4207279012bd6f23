//! The page's parts, one per file: function components where a part keeps state or
//! effects of its own (a modal's focus, the table's open details), and plain functions
//! `fn name(tr: &Texts, ...) -> Html` called from their parent where it keeps none
//! (each component's machinery adds to the first load). They read what they are given
//! and send callbacks up; none of them knows a rule (the engine's legal actions decide
//! what is offered). All markup is `html!`; repeated element shapes go through one
//! helper ([`markup`]), and the two charts share their frame ([`chart_axes`]).

pub mod announcer;
pub mod card;
pub mod card_detail;
pub mod card_picture;
pub mod cathedral;
pub mod chart_axes;
pub mod confirm_dialog;
pub mod copy_link;
pub mod damaged_save;
pub mod details_tip;
pub mod drawn_cards;
pub mod events;
pub mod field;
pub mod game_log;
pub mod good_icon;
pub mod guide;
pub mod hand;
pub mod hand_over;
pub mod keyboard;
pub mod layout;
pub mod markup;
pub mod modal;
pub mod motion_layer;
pub mod notice;
pub mod piles;
pub mod player_area;
pub mod prompt;
pub mod recent_games;
pub mod replay_view;
pub mod review_graph;
pub mod review_panel;
pub mod role_board;
pub mod role_placard;
pub mod rules_help;
pub mod score_pad;
pub mod setup_screen;
pub mod share_result;
pub mod table;
pub mod top_bar;
pub mod trading_house;
pub mod undo_hint;
pub mod vp_chart;
