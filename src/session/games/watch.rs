//! Watching a game: a spectator's [`GameWatch`] and what it hands out, with the events this
//! replica rebuilt shared between the watchers of a game.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};

use super::deadlines::over;
use super::decode::{not_found, stored_view};
use super::{Games, REMEMBERED_GAMES};
use crate::ruleset::Ruleset;
use crate::session::clock::SharedClock;
use crate::session::error::ServiceError;
use crate::session::record::{EventRender, rebuild};
use crate::session::view::GameView;
use crate::store::watch::{Watch, WatchError, WatchUpdate};
use crate::store::{GameId, GameStore, StoredEvent};

/// What a watcher receives, for one ruleset.
#[derive(Debug)]
pub enum Watched<R: Ruleset> {
    /// The whole game.
    Snapshot(Box<GameView<R>>),
    /// One change: the full event the game's [`EventRender`] made of it.
    Event(Arc<StoredEvent>),
}

/// A spectator's view of one game: see [`Games::watch`]. It keeps the game at the version it
/// last handed out, and rebuilds each event from the change the store keeps.
#[derive(Debug)]
pub struct GameWatch<R: Ruleset, S> {
    watch: Watch<S>,
    finished: bool,
    clock: SharedClock,
    render: EventRender<R>,
    rebuilt: Arc<Mutex<Rebuilt>>,
    /// The game at the version of the last update handed out or applied.
    state: Option<GameView<R>>,
    /// The version the watcher resumed from: the events up to it are applied, not shown.
    resumed_from: u64,
}

/// The last event this replica rebuilt for each watched game: the watchers of a game rebuild
/// the same events, and only the first to need one renders it.
#[derive(Debug, Default)]
pub(super) struct Rebuilt {
    events: HashMap<GameId, Arc<StoredEvent>>,
}

impl Rebuilt {
    fn get(&self, id: &GameId, version: u64) -> Option<Arc<StoredEvent>> {
        self.events
            .get(id)
            .filter(|e| e.version == version)
            .map(Arc::clone)
    }

    fn put(&mut self, id: &GameId, event: &Arc<StoredEvent>) {
        if self
            .events
            .get(id)
            .is_some_and(|e| e.version >= event.version)
        {
            return;
        }
        if event.ends_game {
            // No watcher needs the event of a game over for long, and none follows it.
            self.events.remove(id);
            return;
        }
        if self.events.len() >= REMEMBERED_GAMES
            && !self.events.contains_key(id)
            && let Some(other) = self.events.keys().next().copied()
        {
            self.events.remove(&other);
        }
        self.events.insert(*id, Arc::clone(event));
    }
}

impl<R: Ruleset, S: GameStore> Games<R, S> {
    /// Starts following a game: with `from_version`, the changes after it (or a snapshot when
    /// they are no longer kept); without, a snapshot. See [`GameWatch::next`].
    ///
    /// # Errors
    /// `GameNotFound`, `VersionAhead`, or the store is unavailable.
    pub async fn watch(
        &self,
        id: &GameId,
        from_version: Option<u64>,
    ) -> Result<GameWatch<R, S>, ServiceError> {
        let watch = Watch::start(self.store.clone(), *id, from_version)
            .await
            .map_err(|e| watch_error(id, e))?;
        Ok(GameWatch {
            watch,
            finished: false,
            clock: Arc::clone(&self.clock),
            render: self.render,
            rebuilt: Arc::clone(&self.rebuilt),
            state: None,
            resumed_from: from_version.unwrap_or(0),
        })
    }
}

impl<R: Ruleset, S: GameStore> GameWatch<R, S> {
    /// The next update: a snapshot or the next change, in version order without gaps or
    /// duplicates. `None` once the update showing the game over was handed out. Cancel-safe.
    ///
    /// # Errors
    /// `GameNotFound` (the game expired), `ShuttingDown`, or the store stayed unavailable.
    pub async fn next(&mut self) -> Result<Option<Watched<R>>, ServiceError> {
        let id = *self.watch.id();
        loop {
            if self.finished {
                return Ok(None);
            }
            match self.watch.next().await.map_err(|e| watch_error(&id, e))? {
                WatchUpdate::Snapshot(stored) => {
                    let view = stored_view::<R>(id, stored, self.clock.now_ms())?;
                    self.finished = over::<R>(&view.play.session, &view.game);
                    self.state = Some(view.clone());
                    return Ok(Some(Watched::Snapshot(Box::new(view))));
                }
                WatchUpdate::Base(stored) => {
                    let view = stored_view::<R>(id, stored, 0)?;
                    // Resumed at a finished game: nothing follows.
                    self.finished = view.version >= self.resumed_from
                        && over::<R>(&view.play.session, &view.game);
                    self.state = Some(view);
                }
                WatchUpdate::Event(event) => {
                    let hidden = event.version <= self.resumed_from;
                    let shared = if hidden {
                        None
                    } else {
                        lock_rebuilt(&self.rebuilt).get(&id, event.version)
                    };
                    // Rendered only when shown and not rendered by another watcher already.
                    let render = (!hidden && shared.is_none()).then_some(&self.render);
                    let rebuilt = match &mut self.state {
                        Some(view) => rebuild(view, &event, render),
                        None => Err("no game to apply it to".into()),
                    };
                    let payload = match rebuilt {
                        Ok(payload) => payload,
                        Err(why) => {
                            // Not expected (the change was computed from the same game by the
                            // same rules): the watcher continues from a snapshot.
                            tracing::error!(game_id = %id, version = event.version, %why, "cannot rebuild a watched event; sending a snapshot");
                            self.state = None;
                            // Boxed: not part of an idle watcher's task.
                            Box::pin(self.watch.resnapshot())
                                .await
                                .map_err(|e| watch_error(&id, e))?;
                            continue;
                        }
                    };
                    if hidden {
                        // Known to the watcher: applied only. A game over here ends the watch.
                        self.finished = self
                            .state
                            .as_ref()
                            .is_some_and(|v| over::<R>(&v.play.session, &v.game));
                        continue;
                    }
                    self.finished = event.ends_game;
                    let full = match (shared, payload) {
                        (Some(shared), _) => shared,
                        (None, payload) => {
                            let full = Arc::new(StoredEvent {
                                version: event.version,
                                payload: payload.unwrap_or_default(),
                                ends_game: event.ends_game,
                            });
                            lock_rebuilt(&self.rebuilt).put(&id, &full);
                            full
                        }
                    };
                    return Ok(Some(Watched::Event(full)));
                }
            }
        }
    }

    /// The game as it stands after the last update handed out (`None` before the first, and
    /// while a snapshot is awaited).
    #[must_use]
    pub fn current(&self) -> Option<&GameView<R>> {
        self.state.as_ref()
    }

    /// The version of the last update handed out.
    #[must_use]
    pub fn last_version(&self) -> u64 {
        self.watch.last_version()
    }

    /// The game id.
    #[must_use]
    pub fn id(&self) -> &GameId {
        self.watch.id()
    }
}

fn lock_rebuilt(rebuilt: &Mutex<Rebuilt>) -> MutexGuard<'_, Rebuilt> {
    // Every update under the lock is a single insert or remove: a poisoned lock is usable.
    rebuilt.lock().unwrap_or_else(|e| e.into_inner())
}

fn watch_error(id: &GameId, e: WatchError) -> ServiceError {
    match e {
        WatchError::NotFound => not_found(id),
        WatchError::Ahead { from, current } => ServiceError::VersionAhead { from, current },
        WatchError::Store(e) => e.into(),
        WatchError::Closed => ServiceError::ShuttingDown,
    }
}
