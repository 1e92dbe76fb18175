//! Deadlines: each game's running deadline, this replica's timers, ending a game whose
//! deadline passed, and the scheduler that ends them on time.

use std::collections::{BTreeSet, HashMap};
use std::sync::{Arc, MutexGuard};

use tokio::task::JoinHandle;

use super::decode::decode;
use super::{Games, MAX_ATTEMPTS, REMEMBERED_GAMES};
use crate::ruleset::Ruleset;
use crate::session::error::ServiceError;
use crate::session::play::{Expiry, Session};
use crate::session::record::{PlayChange, record_play};
use crate::session::shutdown::Shutdown;
use crate::session::view::{GameView, Play, ReadView};
use crate::store::{CasOutcome, GameId, GameStore, SeatHash, Update};

/// The deadlines of the games this replica has seen: its own timers (see [`Games::spawn_scheduler`]).
#[derive(Debug, Default)]
pub(super) struct Timers {
    by_time: BTreeSet<(u64, GameId)>,
    by_game: HashMap<GameId, u64>,
}

impl Timers {
    pub(super) fn set(&mut self, id: &GameId, deadline: Option<u64>) {
        if let Some(old) = self.by_game.remove(id) {
            self.by_time.remove(&(old, *id));
        }
        if let Some(at) = deadline {
            if self.by_game.len() >= REMEMBERED_GAMES
                && let Some(&(latest, other)) = self.by_time.last()
            {
                self.by_time.remove(&(latest, other));
                self.by_game.remove(&other);
            }
            self.by_time.insert((at, *id));
            self.by_game.insert(*id, at);
        }
    }

    fn take_due(&mut self, now_ms: u64) -> Vec<GameId> {
        let mut due = Vec::new();
        while let Some(&(at, id)) = self.by_time.first() {
            if at > now_ms {
                break;
            }
            self.by_time.remove(&(at, id));
            self.by_game.remove(&id);
            due.push(id);
        }
        due
    }
}

impl<R: Ruleset, S: GameStore> Games<R, S> {
    pub(super) fn timers(&self) -> MutexGuard<'_, Timers> {
        self.timers.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Ends game `id` if its deadline has passed (lost on time, or aborted when nobody made
    /// the first move), with one compare-and-set: of several replicas trying at once, exactly
    /// one writes the ending and its event. `seen`: the deadline the store's index showed,
    /// corrected in the index when the game turns out not to be due. Returns the game as it
    /// is afterwards (`None`: no such game).
    ///
    /// # Errors
    /// The store is unavailable, or the stored game is corrupt.
    pub async fn expire(
        &self,
        id: &GameId,
        seen: Option<u64>,
    ) -> Result<Option<ReadView<R>>, ServiceError> {
        let reindex = |deadline: Option<u64>| async move {
            if let Some(seen) = seen
                && deadline != Some(seen)
            {
                self.store.reindex(R::NAME, id, seen, deadline).await?;
            }
            Ok::<(), ServiceError>(())
        };
        for _ in 0..MAX_ATTEMPTS {
            let Some(loaded) = self.store.load(id, None).await? else {
                self.timers().set(id, None);
                reindex(None).await?;
                return Ok(None);
            };
            if loaded.game.kind != R::NAME {
                return Ok(None);
            }
            let (mut session, game) = decode::<R>(id, &loaded.game)?;
            let now = self.now_ms();
            let deadline = if over::<R>(&session, &game) {
                None
            } else {
                deadline_of::<R>(&session, &game)
            };
            let read =
                |session: Session, game: R::Game, version: u64, seats: Vec<SeatHash>| ReadView {
                    id: *id,
                    version,
                    game: Arc::new(game),
                    play: Play {
                        session,
                        seats,
                        now_ms: now,
                    },
                    answers: Arc::default(),
                };
            let expiry = match deadline {
                Some((at, expiry)) if at <= now => expiry,
                other => {
                    let at = other.map(|(at, _)| at);
                    self.timers().set(id, at);
                    reindex(at).await?;
                    return Ok(Some(read(
                        session,
                        game,
                        loaded.game.version,
                        loaded.game.seats,
                    )));
                }
            };
            session.expire(expiry);
            let change = match expiry {
                Expiry::Abandon => PlayChange::Abandoned,
                Expiry::Flag(loser) => PlayChange::TimedOut { loser },
            };
            let seen_version = loaded.game.version;
            let view = GameView::after(id, seen_version, game, session, loaded.game.seats, now)?;
            let next = view.version;
            let event = record_play::<R>(&view, &change);
            let state = R::encode(&view.game);
            let session_bytes = view.play.session.encode();
            let end = self.end_of(id, &view.play.session, &view.game);
            let entry = self.end_entry(end.as_ref());
            let update = Update {
                expected_version: seen_version,
                expected_state: None,
                state: &state,
                session: &session_bytes,
                expected_session: None,
                request: None,
                event: &event,
                ends_game: true,
                kind: R::NAME,
                seats: None,
                deadline_ms: None,
                ending: entry.as_deref(),
            };
            match self.store.compare_and_set(id, update).await? {
                CasOutcome::Written { .. } => {
                    tracing::info!(game_id = %id, ?change, "deadline passed: game ended");
                    self.wrote(view.clone(), (state, session_bytes), true, end)
                        .await;
                    return Ok(Some(read(
                        view.play.session,
                        view.game,
                        next,
                        view.play.seats,
                    )));
                }
                CasOutcome::Conflict { .. } | CasOutcome::Replayed(_) => {
                    tracing::debug!(game_id = %id, "lost the race to end an expired game; reloading");
                }
                CasOutcome::NotFound => return Ok(None),
            }
        }
        Err(ServiceError::Internal(format!(
            "could not settle the deadline of game {id}"
        )))
    }

    /// Runs this replica's deadline scheduler until `shutdown`: every
    /// [`PlayOptions::tick`] it ends the games it has seen whose deadline passed (its own
    /// timers, no store access), and every [`PlayOptions::scan_interval`] it asks the store
    /// for up to [`PlayOptions::scan_batch`] due deadlines of any game, so that a game is
    /// ended on time even when the replica that last saw it is gone.
    ///
    /// [`PlayOptions::tick`]: crate::session::play::PlayOptions::tick
    /// [`PlayOptions::scan_interval`]: crate::session::play::PlayOptions::scan_interval
    /// [`PlayOptions::scan_batch`]: crate::session::play::PlayOptions::scan_batch
    pub fn spawn_scheduler(&self, mut shutdown: Shutdown) -> JoinHandle<()> {
        let games = self.clone();
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(games.options.tick);
            tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            let mut last_scan: Option<tokio::time::Instant> = None;
            loop {
                tokio::select! {
                    () = shutdown.wait() => return,
                    _ = tick.tick() => {}
                }
                let now = games.now_ms();
                let due = games.timers().take_due(now);
                for id in due {
                    if let Err(e) = games.expire(&id, None).await {
                        tracing::warn!(game_id = %id, error = %e, "could not end an expired game");
                        // Try again at the next tick.
                        games.timers().set(&id, Some(now));
                    }
                }
                if last_scan.is_some_and(|at| at.elapsed() < games.options.scan_interval) {
                    continue;
                }
                last_scan = Some(tokio::time::Instant::now());
                match games
                    .store
                    .due(R::NAME, now, games.options.scan_batch)
                    .await
                {
                    Ok(due) => {
                        for (id, seen) in due {
                            match games.expire(&id, Some(seen)).await {
                                Ok(_) => {}
                                // A game that cannot be read must not hold up the scan for
                                // ever: its entry is dropped.
                                Err(e @ ServiceError::Internal(_)) => {
                                    tracing::error!(game_id = %id, error = ?e, "dropping the deadline of an unreadable game");
                                    let _ = games.store.reindex(R::NAME, &id, seen, None).await;
                                }
                                Err(e) => {
                                    tracing::warn!(game_id = %id, error = %e, "could not end an expired game");
                                }
                            }
                        }
                    }
                    // The store is unreachable: time keeps running, and the flags fall once
                    // it is back.
                    Err(e) => tracing::debug!(error = %e, "deadline scan failed"),
                }
            }
        })
    }

    /// After a write at `version` of a game against the computer: queues the computer's move
    /// when it is to move, or the end of the game (the computer's worker forgets it). A failure
    /// is only logged: the pool's sweep queues a move whose trigger was lost.
    pub(super) async fn computer_due(
        &self,
        id: &GameId,
        session: &Session,
        game: &R::Game,
        version: u64,
        ended: bool,
    ) {
        if session.computers.is_empty() {
            return;
        }
        if ended || session.is_computer(R::seat_index(R::to_move(game))) {
            let game_id = id.to_string();
            if let Err(e) = self.store.bot_move_due(&game_id, version).await {
                tracing::warn!(game_id, version, error = %e, "cannot queue the computer's move; the sweep will");
            }
        }
    }
}

/// Whether a game is over, by the rules or by the session (see [`crate::session::ending`]).
#[must_use]
pub fn over<R: Ruleset>(session: &Session, game: &R::Game) -> bool {
    crate::session::ending::over::<R>(session, game)
}

/// The deadline running in a game (none once it is over).
pub(super) fn deadline_of<R: Ruleset>(session: &Session, game: &R::Game) -> Option<(u64, Expiry)> {
    if over::<R>(session, game) {
        return None;
    }
    session.deadline(R::seat_index(R::to_move(game)))
}
