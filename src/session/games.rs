//! The game-neutral heart of the service: creating games, loading them, and acting on them
//! with seats, versions and idempotent retries — for any [`Ruleset`] over any [`GameStore`].
//!
//! A game's gRPC front end parses its requests, then calls [`Games::act`] with a closure that
//! applies the rules; everything else (who may act, version checks, the atomic write, replaying
//! the answer to a retried request, keeping the change's event for watchers) happens here, the
//! same for every game. [`Games::watch`] follows a game for a spectator.
//!
//! Each replica remembers the games it last saw (version, stored bytes, seats, decoded game):
//! a change to a remembered game is computed from it and written with one compare-and-set,
//! without loading the game first; a read that loads the very bytes remembered skips decoding.
//! The store stays the only authority: the compare-and-set of a change computed from memory
//! also requires the stored state to be the remembered one, so a stale memory costs a
//! conflict and one retry from a fresh load, never a wrong answer; and every refusal (wrong
//! seat, version, turn, illegal step) is decided on a fresh load, where a retried request id
//! is answered from its record first.

use std::collections::HashMap;
use std::marker::PhantomData;
use std::sync::{Arc, Mutex, MutexGuard};

use sha2::{Digest, Sha256};

use super::auth::SeatToken;
use super::error::ServiceError;
use crate::metrics::Metrics;
use crate::ruleset::{GameStatus, Ruleset};
use crate::store::{
    CasOutcome, GameId, GameStore, IdempotencyRecord, SeatHash, StoredEvent, StoredGame, Update,
};
use crate::watch::{Watch, WatchError, WatchUpdate};

/// Writes that lose a race are retried this many times when the client did not pin a version.
const MAX_ATTEMPTS: usize = 4;

/// The longest accepted request id.
pub const MAX_REQUEST_ID_LEN: usize = 128;

/// The most games one replica remembers; past it, an arbitrary one is forgotten.
pub const REMEMBERED_GAMES: usize = 10_000;

/// A game as read: id, version and the rules' game (shared with the replica's memory).
#[derive(Clone, Debug)]
pub struct ReadView<R: Ruleset> {
    /// The game id.
    pub id: GameId,
    /// The stored version.
    pub version: u64,
    /// The game.
    pub game: Arc<R::Game>,
}

/// A game as loaded: id, version and the rules' game.
#[derive(Clone, Debug)]
pub struct GameView<R: Ruleset> {
    /// The game id.
    pub id: GameId,
    /// The stored version (in [`Games::act`]'s closure: the version the game will have once the
    /// change is written).
    pub version: u64,
    /// The game.
    pub game: R::Game,
}

/// A new game and its seat tokens (in seat order).
#[derive(Debug)]
pub struct Created<R: Ruleset> {
    /// The game.
    pub view: GameView<R>,
    /// One token per seat, in [`Ruleset::SEATS`] order.
    pub tokens: Vec<SeatToken>,
}

/// How a change is asked for.
#[derive(Clone, Copy, Debug)]
pub struct Action<'a> {
    /// The RPC name; part of the request fingerprint.
    pub method: &'static str,
    /// The request's arguments in a canonical form; part of the request fingerprint.
    pub args: &'a [u8],
    /// Act only if the game is at this version.
    pub expected_version: Option<u64>,
    /// Answer a retry with the same id from the record instead of acting twice.
    pub request_id: Option<&'a str>,
    /// Only the seat to move may act (false: any seat, e.g. to resign).
    pub to_move_only: bool,
}

/// What an action's closure returns: the reply, and the event that watchers receive.
#[derive(Debug)]
pub struct Changed<T> {
    /// The reply to the caller.
    pub reply: T,
    /// The ruleset's encoding of the change for watchers, kept with the new version.
    pub event: Vec<u8>,
}

/// What a watcher receives, for one ruleset.
#[derive(Debug)]
pub enum Watched<R: Ruleset> {
    /// The whole game.
    Snapshot(GameView<R>),
    /// One change: the ruleset's encoding made by the acting call ([`Changed::event`]).
    Event(Arc<StoredEvent>),
}

/// A spectator's view of one game: see [`Games::watch`].
#[derive(Debug)]
pub struct GameWatch<R, S> {
    watch: Watch<S>,
    finished: bool,
    rules: PhantomData<fn() -> R>,
}

/// The answer to a change.
#[derive(Debug)]
pub struct Acted<T> {
    /// The reply.
    pub reply: T,
    /// The reply was remembered from an earlier request with the same request id.
    pub replayed: bool,
}

/// Games of one ruleset in one store.
pub struct Games<R: Ruleset, S> {
    store: S,
    memory: Arc<Mutex<HashMap<GameId, Remembered<R::Game>>>>,
    metrics: Metrics,
}

/// A game as this replica last saw it in the store.
struct Remembered<G> {
    version: u64,
    /// The stored bytes of `game`.
    state: Vec<u8>,
    seats: Vec<SeatHash>,
    game: Arc<G>,
}

impl<R: Ruleset, S: Clone> Clone for Games<R, S> {
    fn clone(&self) -> Self {
        Games {
            store: self.store.clone(),
            memory: Arc::clone(&self.memory),
            metrics: self.metrics.clone(),
        }
    }
}

impl<R: Ruleset, S: std::fmt::Debug> std::fmt::Debug for Games<R, S> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Games")
            .field("store", &self.store)
            .field(
                "remembered",
                &self.memory.lock().map_or(0, |memory| memory.len()),
            )
            .finish()
    }
}

/// Checks a request id: empty means none; otherwise 1 to 128 printable ASCII characters.
///
/// # Errors
/// `InvalidArgument` for anything else.
pub fn parse_request_id(text: &str) -> Result<Option<&str>, ServiceError> {
    if text.is_empty() {
        return Ok(None);
    }
    if text.len() > MAX_REQUEST_ID_LEN || !text.bytes().all(|b| b.is_ascii_graphic()) {
        return Err(ServiceError::invalid(
            "request_id",
            "INVALID_REQUEST_ID",
            format!(
                "a request id is 1 to {MAX_REQUEST_ID_LEN} printable ASCII characters without spaces"
            ),
        ));
    }
    Ok(Some(text))
}

/// Parses a game id field.
///
/// # Errors
/// `InvalidArgument` when empty or malformed.
pub fn parse_game_id(field: &'static str, text: &str) -> Result<GameId, ServiceError> {
    if text.is_empty() {
        return Err(ServiceError::missing(field));
    }
    text.parse().map_err(|e: crate::store::ParseGameIdError| {
        ServiceError::invalid(field, "INVALID_GAME_ID", e.to_string())
    })
}

fn fingerprint(method: &str, seat: usize, args: &[u8]) -> [u8; 32] {
    let mut hasher = Sha256::new();
    hasher.update(method.as_bytes());
    hasher.update([0]);
    hasher.update(u64::try_from(seat).unwrap_or(u64::MAX).to_le_bytes());
    hasher.update(args);
    hasher.finalize().into()
}

fn replay<T: prost::Message + Default>(
    record: &IdempotencyRecord,
    expected: &[u8; 32],
    request_id: &str,
) -> Result<Acted<T>, ServiceError> {
    if &record.fingerprint != expected {
        return Err(ServiceError::RequestIdReused {
            request_id: request_id.to_owned(),
        });
    }
    let reply = T::decode(record.reply.as_slice())
        .map_err(|e| ServiceError::Internal(format!("stored reply does not decode: {e}")))?;
    Ok(Acted {
        reply,
        replayed: true,
    })
}

impl<R: Ruleset, S: GameStore> Games<R, S> {
    /// Games of ruleset `R` kept in `store` (counted in metrics of their own).
    pub fn new(store: S) -> Self {
        Games::with_metrics(store, Metrics::new())
    }

    /// Games of ruleset `R` kept in `store`, counting created and finished games in `metrics`.
    pub fn with_metrics(store: S, metrics: Metrics) -> Self {
        Games {
            store,
            memory: Arc::new(Mutex::new(HashMap::new())),
            metrics,
        }
    }

    fn memory(&self) -> MutexGuard<'_, HashMap<GameId, Remembered<R::Game>>> {
        // Every update under the lock is a single insert or remove: a poisoned lock is usable.
        self.memory.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Remembers a game as stored, unless a later version of it is remembered already.
    fn remember(&self, id: &GameId, entry: Remembered<R::Game>) {
        let mut memory = self.memory();
        if memory.get(id).is_some_and(|e| e.version > entry.version) {
            return;
        }
        if memory.len() >= REMEMBERED_GAMES
            && !memory.contains_key(id)
            && let Some(other) = memory.keys().next().copied()
        {
            memory.remove(&other);
        }
        memory.insert(*id, entry);
    }

    /// The remembered game, if `version` and `state` are what is remembered.
    fn recall(&self, id: &GameId, version: u64, state: &[u8]) -> Option<Arc<R::Game>> {
        self.memory()
            .get(id)
            .filter(|e| e.version == version && e.state == state)
            .map(|e| Arc::clone(&e.game))
    }

    /// Takes a game out of memory (a change is computed from it; it comes back written).
    fn take(&self, id: &GameId) -> Option<Remembered<R::Game>> {
        self.memory().remove(id)
    }

    /// The number of games this replica remembers.
    #[must_use]
    pub fn remembered(&self) -> usize {
        self.memory().len()
    }

    /// The store.
    pub fn store(&self) -> &S {
        &self.store
    }

    /// The metrics (e.g. to count watchers: [`Metrics::watcher`]).
    pub fn metrics(&self) -> &Metrics {
        &self.metrics
    }

    /// Starts a game at `start`, with fresh random seat tokens.
    ///
    /// # Errors
    /// The store is unavailable, or randomness failed.
    pub async fn create(&self, start: R::Position) -> Result<Created<R>, ServiceError> {
        let game = R::new_game(start);
        let state = R::encode(&game);
        let random_failed = |e: getrandom::Error| ServiceError::Internal(format!("getrandom: {e}"));
        let tokens = R::SEATS
            .iter()
            .map(|_| SeatToken::random())
            .collect::<Result<Vec<_>, _>>()
            .map_err(random_failed)?;
        let stored = StoredGame {
            kind: R::NAME.to_owned(),
            version: 1,
            state,
            seats: tokens.iter().map(SeatToken::hash).collect(),
        };
        // 128 random bits do not collide in practice; the loop only keeps that a certainty.
        for _ in 0..MAX_ATTEMPTS {
            let id = GameId::random().map_err(random_failed)?;
            if self.store.create(&id, &stored).await? {
                self.metrics.game_created(R::NAME);
                self.remember(
                    &id,
                    Remembered {
                        version: stored.version,
                        state: stored.state.clone(),
                        seats: stored.seats.clone(),
                        game: Arc::new(game.clone()),
                    },
                );
                return Ok(Created {
                    view: GameView {
                        id,
                        version: stored.version,
                        game,
                    },
                    tokens,
                });
            }
        }
        Err(ServiceError::Internal(
            "could not find a free game id".into(),
        ))
    }

    /// Loads a game.
    ///
    /// # Errors
    /// `GameNotFound`, or the store is unavailable.
    pub async fn get(&self, id: &GameId) -> Result<ReadView<R>, ServiceError> {
        let stored = self
            .store
            .load(id, None)
            .await?
            .ok_or_else(|| not_found(id))?
            .game;
        let version = stored.version;
        if stored.kind == R::NAME
            && let Some(game) = self.recall(id, version, &stored.state)
        {
            return Ok(ReadView {
                id: *id,
                version,
                game,
            });
        }
        let game = Arc::new(decode::<R>(id, &stored)?);
        self.remember(
            id,
            Remembered {
                version,
                state: stored.state,
                seats: stored.seats,
                game: Arc::clone(&game),
            },
        );
        Ok(ReadView {
            id: *id,
            version,
            game,
        })
    }

    /// Acts on a game for the seat holding `token`: checks the seat, replays a remembered
    /// answer, checks the version and the turn, runs `op` on the game, and writes the result
    /// atomically (with the answer, when a request id is given).
    ///
    /// `op` receives the game with `version` already set to the version it will have once
    /// written, and the acting seat; it changes the game and returns the reply and the event
    /// for watchers. It may run more than once when a write loses a race and no version was
    /// pinned.
    ///
    /// # Errors
    /// Every reason a change can be refused: see [`ServiceError`].
    pub async fn act<T, F>(
        &self,
        id: &GameId,
        token: &SeatToken,
        action: Action<'_>,
        mut op: F,
    ) -> Result<Acted<T>, ServiceError>
    where
        T: prost::Message + Default,
        F: FnMut(&mut GameView<R>, R::Seat) -> Result<Changed<T>, ServiceError> + Send,
    {
        if let Some(remembered) = self.take(id)
            && let Some(acted) = self
                .act_remembered(id, token, action, &mut op, remembered)
                .await?
        {
            return Ok(acted);
        }
        let mut last_conflict = None;
        for _ in 0..MAX_ATTEMPTS {
            let loaded = self
                .store
                .load(id, action.request_id)
                .await?
                .ok_or_else(|| not_found(id))?;
            if loaded.game.kind != R::NAME {
                return Err(not_found(id));
            }
            let seat_index =
                token
                    .seat_in(&loaded.game.seats)
                    .ok_or_else(|| ServiceError::WrongSeat {
                        game_id: id.to_string(),
                    })?;
            let seat = *R::SEATS.get(seat_index).ok_or_else(|| {
                ServiceError::Internal(format!("stored game {id} has too many seats"))
            })?;
            let print = fingerprint(action.method, seat_index, action.args);
            if let (Some(request_id), Some(record)) = (action.request_id, &loaded.replay) {
                return replay(record, &print, request_id);
            }
            let seen = loaded.game.version;
            if let Some(expected) = action.expected_version
                && expected != seen
            {
                return Err(ServiceError::VersionConflict {
                    expected,
                    current: seen,
                });
            }
            let game = decode::<R>(id, &loaded.game)?;
            if R::status(&game) != GameStatus::Ongoing {
                return Err(ServiceError::GameOver {
                    game_id: id.to_string(),
                });
            }
            let to_move = R::to_move(&game);
            if action.to_move_only && to_move != seat {
                return Err(ServiceError::NotYourTurn {
                    to_move: R::seat_name(to_move),
                });
            }
            let next = seen.checked_add(1).ok_or_else(|| {
                ServiceError::Internal(format!("game {id} has run out of versions"))
            })?;
            let mut view = GameView {
                id: *id,
                version: next,
                game,
            };
            let changed = op(&mut view, seat)?;
            let write = Write {
                action: &action,
                print,
                seen,
                expected_state: None,
                seats: loaded.game.seats,
            };
            match self.write(id, write, view, changed).await? {
                Written::Done(acted) => return Ok(acted),
                Written::Conflict { current } => {
                    if let Some(expected) = action.expected_version {
                        return Err(ServiceError::VersionConflict { expected, current });
                    }
                    tracing::debug!(game_id = %id, current, "lost a write race; retrying");
                    last_conflict = Some(ServiceError::VersionConflict {
                        expected: seen,
                        current,
                    });
                }
            }
        }
        // Every attempt lost a race: report the last conflict, as if the version was pinned.
        Err(last_conflict.unwrap_or_else(|| ServiceError::Internal("no attempt was made".into())))
    }

    /// The common case of [`Games::act`]: the change is computed from the remembered game and
    /// written with one compare-and-set that also requires the stored state to be the
    /// remembered one. `Ok(None)` hands the request to the path that loads the game first:
    /// whenever the remembered game would refuse the change (so that every refusal, and the
    /// replay of a retried request id, is decided on what is stored) or the write conflicts.
    async fn act_remembered<T, F>(
        &self,
        id: &GameId,
        token: &SeatToken,
        action: Action<'_>,
        op: &mut F,
        remembered: Remembered<R::Game>,
    ) -> Result<Option<Acted<T>>, ServiceError>
    where
        T: prost::Message + Default,
        F: FnMut(&mut GameView<R>, R::Seat) -> Result<Changed<T>, ServiceError> + Send,
    {
        let Remembered {
            version: seen,
            state: seen_state,
            seats,
            game,
        } = remembered;
        let Some(seat_index) = token.seat_in(&seats) else {
            return Ok(None);
        };
        let Some(&seat) = R::SEATS.get(seat_index) else {
            return Ok(None);
        };
        if action.expected_version.is_some_and(|v| v != seen)
            || R::status(&game) != GameStatus::Ongoing
            || (action.to_move_only && R::to_move(&game) != seat)
        {
            return Ok(None);
        }
        let Some(next) = seen.checked_add(1) else {
            return Ok(None);
        };
        let mut view = GameView {
            id: *id,
            version: next,
            game: Arc::try_unwrap(game).unwrap_or_else(|shared| (*shared).clone()),
        };
        let Ok(changed) = op(&mut view, seat) else {
            return Ok(None);
        };
        let write = Write {
            action: &action,
            print: fingerprint(action.method, seat_index, action.args),
            seen,
            expected_state: Some(&seen_state),
            seats,
        };
        match self.write(id, write, view, changed).await? {
            Written::Done(acted) => Ok(Some(acted)),
            Written::Conflict { current } => {
                tracing::debug!(game_id = %id, seen, current, "remembered game is stale; loading it");
                Ok(None)
            }
        }
    }

    /// Writes a change computed on `view` (the game at version `write.seen` + 1) with one
    /// compare-and-set, with the reply remembered under the request id when there is one; on
    /// success remembers the new state and counts a finished game.
    async fn write<T: prost::Message + Default>(
        &self,
        id: &GameId,
        write: Write<'_>,
        view: GameView<R>,
        changed: Changed<T>,
    ) -> Result<Written<T>, ServiceError> {
        let Changed { reply, event } = changed;
        let next = view.version;
        let ends_game = R::status(&view.game) != GameStatus::Ongoing;
        let state = R::encode(&view.game);
        let record = write.action.request_id.map(|request_id| {
            let record = IdempotencyRecord {
                fingerprint: write.print,
                reply: reply.encode_to_vec(),
            };
            (request_id, record)
        });
        let update = Update {
            expected_version: write.seen,
            expected_state: write.expected_state,
            state: &state,
            request: record.as_ref().map(|(r, rec)| (*r, rec)),
            event: &event,
            ends_game,
        };
        match self.store.compare_and_set(id, update).await? {
            CasOutcome::Written { version } if version == next => {
                if ends_game {
                    self.metrics.game_finished(R::NAME);
                }
                self.remember(
                    id,
                    Remembered {
                        version: next,
                        state,
                        seats: write.seats,
                        game: Arc::new(view.game),
                    },
                );
                Ok(Written::Done(Acted {
                    reply,
                    replayed: false,
                }))
            }
            CasOutcome::Written { version } => Err(ServiceError::Internal(format!(
                "game {id} written at version {version}, expected {next}"
            ))),
            CasOutcome::Replayed(record) => {
                let request_id = write.action.request_id.unwrap_or_default();
                replay(&record, &write.print, request_id).map(Written::Done)
            }
            CasOutcome::NotFound => Err(not_found(id)),
            CasOutcome::Conflict { current } => Ok(Written::Conflict { current }),
        }
    }
}

/// What [`Games::write`] needs besides the changed game.
struct Write<'a> {
    action: &'a Action<'a>,
    /// The request's fingerprint, stored with its reply.
    print: [u8; 32],
    /// The version the change was computed from.
    seen: u64,
    /// The stored bytes the change was computed from, when they must still be stored.
    expected_state: Option<&'a [u8]>,
    seats: Vec<SeatHash>,
}

/// How a write ended.
enum Written<T> {
    /// Stored (or answered by the request id's remembered reply).
    Done(Acted<T>),
    /// The stored game moved on; nothing written.
    Conflict {
        /// The stored version.
        current: u64,
    },
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
        let mut finished = false;
        if from_version.is_some() && !watch.has_pending() {
            // Resuming with nothing missed: the stream ends at once if the game is over.
            let view = self.get(id).await?;
            finished = R::status(&view.game) != GameStatus::Ongoing;
        }
        Ok(GameWatch {
            watch,
            finished,
            rules: PhantomData,
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
        if self.finished {
            return Ok(None);
        }
        let id = *self.watch.id();
        match self.watch.next().await.map_err(|e| watch_error(&id, e))? {
            WatchUpdate::Snapshot(stored) => {
                let game = decode::<R>(&id, &stored)?;
                self.finished = R::status(&game) != GameStatus::Ongoing;
                Ok(Some(Watched::Snapshot(GameView {
                    id,
                    version: stored.version,
                    game,
                })))
            }
            WatchUpdate::Event(event) => {
                self.finished = event.ends_game;
                Ok(Some(Watched::Event(event)))
            }
        }
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

fn watch_error(id: &GameId, e: WatchError) -> ServiceError {
    match e {
        WatchError::NotFound => not_found(id),
        WatchError::Ahead { from, current } => ServiceError::VersionAhead { from, current },
        WatchError::Store(e) => e.into(),
        WatchError::Closed => ServiceError::ShuttingDown,
    }
}

fn not_found(id: &GameId) -> ServiceError {
    ServiceError::GameNotFound {
        game_id: id.to_string(),
    }
}

fn decode<R: Ruleset>(id: &GameId, stored: &StoredGame) -> Result<R::Game, ServiceError> {
    if stored.kind != R::NAME {
        return Err(not_found(id));
    }
    R::decode(&stored.state)
        .map_err(|e| ServiceError::Internal(format!("stored game {id} does not decode: {e}")))
}
