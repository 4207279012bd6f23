//! The game worker: runs off the main thread in a dedicated Web Worker.
//!
//! `src/bin/worker.rs` registers it inside the worker; the page spawns it with
//! [`crate::ui::spawn_game_worker`].

use gloo_worker::{HandlerId, Worker, WorkerScope};

use super::protocol::{FromWorker, ToWorker};

/// Stateless for now: answers each request as it arrives.
pub struct GameWorker;

impl Worker for GameWorker {
    type Message = ();
    type Input = ToWorker;
    type Output = FromWorker;

    fn create(_scope: &WorkerScope<Self>) -> Self {
        GameWorker
    }

    fn update(&mut self, _scope: &WorkerScope<Self>, _msg: Self::Message) {}

    fn received(&mut self, scope: &WorkerScope<Self>, msg: Self::Input, id: HandlerId) {
        match msg {
            ToWorker::Ping(n) => scope.respond(id, FromWorker::Pong(n.wrapping_add(1))),
        }
    }
}
