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

use std::collections::{BTreeSet, HashMap};
use std::sync::{Arc, Mutex, MutexGuard};

pub use super::answers::Answers;
use super::auth::{PLAYER_SESSION_HEADER, SeatToken};
use super::clock::SharedClock;
use super::error::ServiceError;
use super::play::{
    Expiry, InvitationCode, InvitationState, NOBODY, PlayOptions, SeatPlayer, SeatRefusal, Session,
    SessionEnd,
};
use crate::metrics::Metrics;
use crate::ruleset::Ruleset;
use crate::store::watch::{Watch, WatchError, WatchUpdate};
use crate::store::{
    CasOutcome, GameId, GameStore, RetryRecord, SeatHash, StoredEvent, StoredGame, Update,
    request_tag,
};
use tokio::task::JoinHandle;

/// Writes that lose a race are retried this many times when the client did not pin a version.
const MAX_ATTEMPTS: usize = 4;

/// The longest accepted request id.
pub const MAX_REQUEST_ID_LEN: usize = 128;

/// The most games one replica remembers; past it, an arbitrary one is forgotten.
pub const REMEMBERED_GAMES: usize = 10_000;

use super::ending::GameEnd;
pub use super::record::{EventRender, PlayChange, Recorded, RenderAct, RenderUndo, record};
use super::record::{rebuild, record_play};
use super::requests::{fingerprint, fingerprint_tag, replay, stale};
pub use super::requests::{parse_game_id, parse_request_id};
use super::view::settle;
pub use super::view::{ChangeRequest, Changed, Created, GameView, NewGame, Play, ReadView};

/// Who makes a session-level change.
#[derive(Debug)]
pub enum Credential<'a> {
    /// A seat token, or the director's token.
    Token(&'a SeatToken),
    /// An invitation code (joining).
    Invitation(&'a InvitationCode),
    /// The seat bound to the call's signed-in player ([`ChangeRequest::player`]), for a call
    /// with no seat token.
    Player,
}

/// Who acts for a seat: the holder of its token, or the signed-in player bound to it.
#[derive(Clone, Copy, Debug)]
pub enum SeatKey<'a> {
    /// The seat of this token.
    Token(&'a SeatToken),
    /// The seat bound to the call's signed-in player ([`ChangeRequest::player`]).
    Player,
}

impl<'a> SeatKey<'a> {
    /// The key of a call: its seat token when it has one, else its player's seat.
    #[must_use]
    pub fn of(token: Option<&'a SeatToken>) -> SeatKey<'a> {
        token.map_or(SeatKey::Player, SeatKey::Token)
    }

    /// The seat it names among `seats` (token hashes) of a game whose session is `session`,
    /// for a call by `player`.
    fn seat(
        self,
        seats: &[SeatHash],
        session: &Session,
        player: Option<&SeatPlayer>,
    ) -> Option<usize> {
        match self {
            SeatKey::Token(token) => token.seat_in(seats),
            SeatKey::Player => bound_seat(session, player),
        }
    }
}

/// The seat of `session` bound to `player` (`None`: no player, or not one of its players).
fn bound_seat(session: &Session, player: Option<&SeatPlayer>) -> Option<usize> {
    let player = player?;
    session
        .players
        .iter()
        .position(|bound| bound.as_ref().is_some_and(|b| b.id == player.id))
}

/// A session-level request.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayRequest {
    /// Take the seat of the invitation.
    Join,
    /// Revoke the still unused invitation of this seat.
    Revoke {
        /// The seat.
        seat: usize,
    },
    /// Offer a draw.
    OfferDraw,
    /// Answer the opponent's draw offer.
    AnswerDraw {
        /// Accept (or decline).
        accept: bool,
    },
}

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
    clock: SharedClock,
    options: PlayOptions,
    render: EventRender<R>,
    rebuilt: Arc<Mutex<Rebuilt>>,
    timers: Arc<Mutex<Timers>>,
    on_end: Option<super::ending::EndHook>,
    end_entry: Option<super::ending::EndEntry>,
    end_name: &'static str,
    on_start: Option<super::ending::StartHook>,
    start_of: Option<fn(&R::Game) -> String>,
}

/// The last event this replica rebuilt for each watched game: the watchers of a game rebuild
/// the same events, and only the first to need one renders it.
#[derive(Debug, Default)]
struct Rebuilt {
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

/// A game as this replica last saw it in the store.
struct Remembered<G> {
    version: u64,
    /// The stored bytes of `game`.
    state: Vec<u8>,
    /// The stored bytes of `session`.
    session_bytes: Vec<u8>,
    seats: Vec<SeatHash>,
    session: Session,
    game: Arc<G>,
    /// Read answers encoded for this version (see [`Answers`]).
    answers: Arc<Answers>,
}

/// The deadlines of the games this replica has seen: its own timers (see [`Games::schedule`]).
#[derive(Debug, Default)]
struct Timers {
    by_time: BTreeSet<(u64, GameId)>,
    by_game: HashMap<GameId, u64>,
}

impl Timers {
    fn set(&mut self, id: &GameId, deadline: Option<u64>) {
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

impl<R: Ruleset, S: Clone> Clone for Games<R, S> {
    fn clone(&self) -> Self {
        Games {
            store: self.store.clone(),
            memory: Arc::clone(&self.memory),
            metrics: self.metrics.clone(),
            clock: Arc::clone(&self.clock),
            options: self.options.clone(),
            render: self.render,
            rebuilt: Arc::clone(&self.rebuilt),
            timers: Arc::clone(&self.timers),
            on_end: self.on_end.clone(),
            end_entry: self.end_entry.clone(),
            end_name: self.end_name,
            on_start: self.on_start.clone(),
            start_of: self.start_of,
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
            .finish_non_exhaustive()
    }
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
            clock: super::clock::system(),
            options: PlayOptions::default(),
            render: EventRender::default(),
            rebuilt: Arc::default(),
            timers: Arc::new(Mutex::new(Timers::default())),
            on_end: None,
            end_entry: None,
            end_name: R::NAME,
            on_start: None,
            start_of: None,
        }
    }

    /// Uses `clock` for clocks and deadlines, and the real-play `options`.
    #[must_use]
    pub fn with_play(mut self, clock: SharedClock, options: PlayOptions) -> Self {
        self.clock = clock;
        self.options = options;
        self
    }

    /// Renders the events watchers receive with `render` (each game's adapter sets it).
    #[must_use]
    pub fn with_events(mut self, render: EventRender<R>) -> Self {
        self.render = render;
        self
    }

    /// Tells `hook` of every game this replica's writes end, once per game, right after the
    /// write that stored the end (see [`super::ending::GameEnd`]).
    #[must_use]
    pub fn with_on_end(mut self, hook: super::ending::EndHook) -> Self {
        self.on_end = Some(hook);
        self
    }

    /// Has the write that ends a game keep `entry` of its end in the store, in the same atomic
    /// write (see [`crate::store::Update::ending`]).
    #[must_use]
    pub fn with_end_entry(mut self, entry: super::ending::EndEntry) -> Self {
        self.end_entry = Some(entry);
        self
    }

    /// Names the game `name` in the ends told and kept (default: [`Ruleset::NAME`]).
    #[must_use]
    pub fn with_end_name(mut self, name: &'static str) -> Self {
        self.end_name = name;
        self
    }

    /// Tells `hook` of every game this replica's writes start with a signed-in player seated
    /// (see [`super::ending::GameStart`]), right after the write.
    #[must_use]
    pub fn with_on_start(mut self, hook: super::ending::StartHook) -> Self {
        self.on_start = Some(hook);
        self
    }

    /// The start told to the start hook of a game whose seats are `seats` and session
    /// `session`: `None` while a seat is open or when no signed-in player is seated.
    fn start_of_game(
        &self,
        id: &GameId,
        seats: &[SeatHash],
        session: &Session,
    ) -> Option<super::ending::GameStart> {
        if self.on_start.is_none()
            || seats.contains(&NOBODY)
            || session.players.iter().all(Option::is_none)
        {
            return None;
        }
        Some(super::ending::GameStart {
            game_id: id.to_string(),
            game: R::NAME,
            players: session.players.clone(),
            computer: session.computer,
            time_control: session.clocks.as_ref().map(|c| c.control),
            rated: session.rated,
            started_ms: self.now_ms(),
        })
    }

    /// Tells the start hook (if any) of `start`.
    async fn started(&self, start: Option<super::ending::GameStart>) {
        if let (Some(hook), Some(start)) = (&self.on_start, start) {
            hook(start).await;
        }
    }

    /// Names a game's start position with `start_of` in the ends told to the end hook.
    #[must_use]
    pub fn with_start_position(mut self, start_of: fn(&R::Game) -> String) -> Self {
        self.start_of = Some(start_of);
        self
    }

    /// The end of game `id`, computed before the write that ends it (so that the store keeps
    /// the same end the hook is told): `None` when it goes on or nobody is told.
    fn end_of(&self, id: &GameId, session: &Session, game: &R::Game) -> Option<GameEnd> {
        if self.on_end.is_none() && self.end_entry.is_none() {
            return None;
        }
        let mut end = super::ending::game_end::<R>(id.to_string(), session, game, self.now_ms())?;
        if let Some(start_of) = self.start_of {
            end.start_position = start_of(game);
        }
        end.game = self.end_name;
        Some(end)
    }

    /// The entry the store keeps of `end` with the write that ends the game.
    fn end_entry(&self, end: Option<&GameEnd>) -> Option<Vec<u8>> {
        end.zip(self.end_entry.as_ref())
            .map(|(end, entry)| entry(end))
    }

    /// Tells the end hook (if any) that this replica's write ended a game.
    async fn ended(&self, end: Option<GameEnd>) {
        if let (Some(hook), Some(end)) = (&self.on_end, end) {
            hook(end).await;
        }
    }

    /// Now, by this replica's clock (ms since the Unix epoch).
    #[must_use]
    pub fn now_ms(&self) -> u64 {
        self.clock.now_ms()
    }

    fn memory(&self) -> MutexGuard<'_, HashMap<GameId, Remembered<R::Game>>> {
        // Every update under the lock is a single insert or remove: a poisoned lock is usable.
        self.memory.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn timers(&self) -> MutexGuard<'_, Timers> {
        self.timers.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Remembers a game as stored, unless a later version of it is remembered already, and
    /// keeps this replica's timer of its deadline.
    fn remember(&self, id: &GameId, entry: Remembered<R::Game>) {
        let deadline = deadline_of::<R>(&entry.session, &entry.game).map(|(at, _)| at);
        self.timers().set(id, deadline);
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
    fn recall(
        &self,
        id: &GameId,
        stored: &StoredGame,
    ) -> Option<(Arc<R::Game>, Session, Arc<Answers>)> {
        self.memory()
            .get(id)
            .filter(|e| {
                e.version == stored.version
                    && e.state == stored.state
                    && e.session_bytes == stored.session
            })
            .map(|e| {
                (
                    Arc::clone(&e.game),
                    e.session.clone(),
                    Arc::clone(&e.answers),
                )
            })
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

    /// Starts a game at `start` as `setup` says: fresh random seat tokens for the seats taken,
    /// an invitation code for each seat kept open, a director token when all are.
    ///
    /// # Errors
    /// The store is unavailable, or randomness failed.
    pub async fn create(
        &self,
        start: R::Position,
        setup: NewGame,
    ) -> Result<Created<R>, ServiceError> {
        let game = R::new_game(start);
        let random_failed = |e: getrandom::Error| ServiceError::Internal(format!("getrandom: {e}"));
        let now = self.now_ms();
        let abandon_after = u64::try_from(self.options.abandon_after.as_millis()).unwrap_or(0);
        let mut session = Session::new(R::SEATS.len(), setup.time_control, now, abandon_after);
        session.computer = setup.computer;
        session.rated = setup.rated;
        if let Some(creator) = &setup.creator {
            for seat in 0..R::SEATS.len() {
                if !setup.open_seats.contains(&seat) && setup.computer != Some(seat) {
                    session.bind(seat, R::SEATS.len(), creator.clone());
                }
            }
        }
        let mut tokens = Vec::with_capacity(R::SEATS.len());
        let mut invitations = Vec::new();
        let mut seats = Vec::with_capacity(R::SEATS.len());
        for seat in 0..R::SEATS.len() {
            if setup.open_seats.contains(&seat) {
                let code = InvitationCode::random().map_err(random_failed)?;
                session.invitations.push(super::play::Invitation {
                    seat,
                    hash: code.hash(),
                    state: InvitationState::Open,
                });
                invitations.push((seat, code));
                tokens.push(None);
                seats.push(NOBODY);
            } else {
                let token = SeatToken::random().map_err(random_failed)?;
                seats.push(token.hash());
                tokens.push(Some(token));
            }
        }
        let director = if tokens.iter().all(Option::is_none) {
            let token = SeatToken::random().map_err(random_failed)?;
            session.director = Some(token.hash());
            Some(token)
        } else {
            None
        };
        let stored = StoredGame {
            kind: R::NAME.to_owned(),
            version: 1,
            state: R::encode(&game),
            seats,
            session: session.encode(),
            deadline_ms: deadline_of::<R>(&session, &game).map(|(at, _)| at),
        };
        // 128 random bits do not collide in practice; the loop only keeps that a certainty.
        for _ in 0..MAX_ATTEMPTS {
            let id = GameId::random().map_err(random_failed)?;
            if self.store.create(&id, &stored).await? {
                self.metrics.game_created(R::NAME);
                self.started(self.start_of_game(&id, &stored.seats, &session))
                    .await;
                self.remember(
                    &id,
                    Remembered {
                        version: stored.version,
                        state: stored.state.clone(),
                        session_bytes: stored.session.clone(),
                        seats: stored.seats.clone(),
                        session: session.clone(),
                        game: Arc::new(game.clone()),
                        answers: Arc::default(),
                    },
                );
                return Ok(Created {
                    view: GameView {
                        id,
                        version: stored.version,
                        game,
                        play: Play {
                            session,
                            seats: stored.seats,
                            now_ms: now,
                        },
                    },
                    tokens,
                    invitations,
                    director,
                });
            }
        }
        Err(ServiceError::Internal(
            "could not find a free game id".into(),
        ))
    }

    /// Starts a game at the initial position under the id `id` with its seats already taken
    /// (`seats`: the token hashes, in seat order) and `players` bound to them: a game the
    /// lobby started for two players who each hold their seat's token. A game already stored
    /// under `id` is left as it is: the lobby makes a game again when the replica that first
    /// made it may have died before saying so, and ids are random (128 bits), so a stored
    /// one is that game. `computer`: the seat the computer plays (one of the service's
    /// computer players, bound to it), if any.
    ///
    /// # Errors
    /// `INTERNAL` when the seats do not match the ruleset; the store is unavailable.
    pub async fn create_seated(
        &self,
        id: &GameId,
        seats: Vec<SeatHash>,
        time_control: Option<super::play::TimeControl>,
        rated: bool,
        players: Vec<Option<SeatPlayer>>,
        computer: Option<usize>,
    ) -> Result<(), ServiceError> {
        if seats.len() != R::SEATS.len() || seats.contains(&NOBODY) {
            return Err(ServiceError::Internal(format!(
                "a seated {} game needs {} taken seats",
                R::NAME,
                R::SEATS.len()
            )));
        }
        let game = R::new_game(R::initial_position());
        let now = self.now_ms();
        let abandon_after = u64::try_from(self.options.abandon_after.as_millis()).unwrap_or(0);
        let mut session = Session::new(R::SEATS.len(), time_control, now, abandon_after);
        session.rated = rated;
        session.computer = computer.filter(|&seat| seat < R::SEATS.len());
        if players.iter().any(Option::is_some) {
            session.players = players;
        }
        let stored = StoredGame {
            kind: R::NAME.to_owned(),
            version: 1,
            state: R::encode(&game),
            seats,
            session: session.encode(),
            deadline_ms: deadline_of::<R>(&session, &game).map(|(at, _)| at),
        };
        if self.store.create(id, &stored).await? {
            self.metrics.game_created(R::NAME);
        }
        Ok(())
    }

    /// Loads a game. A game whose deadline has passed is ended first (lost on time, or
    /// aborted), so a read never shows a game going on past its deadline.
    ///
    /// # Errors
    /// `GameNotFound`, or the store is unavailable.
    pub async fn get(&self, id: &GameId) -> Result<ReadView<R>, ServiceError> {
        let stored = Box::pin(self.store.load(id, None))
            .await?
            .ok_or_else(|| not_found(id))?
            .game;
        let now = self.now_ms();
        let version = stored.version;
        let (game, session, answers) = match (stored.kind == R::NAME)
            .then(|| self.recall(id, &stored))
            .flatten()
        {
            Some(found) => found,
            None => {
                let (session, game) = decode::<R>(id, &stored)?;
                let game = Arc::new(game);
                let answers = Arc::<Answers>::default();
                self.remember(
                    id,
                    Remembered {
                        version,
                        state: stored.state.clone(),
                        session_bytes: stored.session.clone(),
                        seats: stored.seats.clone(),
                        session: session.clone(),
                        game: Arc::clone(&game),
                        answers: Arc::clone(&answers),
                    },
                );
                (game, session, answers)
            }
        };
        if deadline_of::<R>(&session, &game).is_some_and(|(at, _)| at <= now) {
            return self.expire(id, None).await?.ok_or_else(|| not_found(id));
        }
        Ok(ReadView {
            id: *id,
            version,
            game,
            play: Play {
                session,
                seats: stored.seats,
                now_ms: now,
            },
            answers,
        })
    }

    /// Acts on a game for the seat of `key` (its token's, or the call's player's): checks the
    /// seat, replays a remembered
    /// answer, checks the version, the game's state (over, seats still open, deadline passed)
    /// and the turn, runs `apply` on the game, settles the session (clocks, draw offer), lets
    /// `render` make the reply and the event, and writes the result atomically (with the
    /// answer, when a request id is given).
    ///
    /// `apply` receives the game with `version` already set to the version it will have once
    /// written, and the acting seat. Both closures may run more than once when a write loses a
    /// race and no version was pinned.
    ///
    /// With [`ChangeRequest::to_move_only`] the change is an action of the side to move (a step, a
    /// move, an undo): it starts the clocks if it is the first, charges the mover when its turn
    /// ends, and declines the opponent's draw offer. Otherwise (a resignation) the clocks stop
    /// if the game ends.
    ///
    /// # Errors
    /// Every reason a change can be refused: see [`ServiceError`].
    pub async fn act<T, A, F, G>(
        &self,
        id: &GameId,
        key: SeatKey<'_>,
        action: ChangeRequest<'_>,
        mut apply: F,
        mut render: G,
    ) -> Result<Acted<T>, ServiceError>
    where
        T: prost::Message + Default,
        F: FnMut(&mut GameView<R>, R::Seat) -> Result<A, ServiceError> + Send,
        G: FnMut(&GameView<R>, R::Seat, A) -> Changed<T> + Send,
    {
        // Boxed (here and at the writes): the futures are large, and moving them through the
        // layers of a call showed up in profiles as copies of several kilobytes per call.
        if let Some(remembered) = self.take(id)
            && let Some(acted) =
                Box::pin(self.act_remembered(id, key, action, &mut apply, &mut render, remembered))
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
            let seat_index = match key {
                SeatKey::Token(token) => token.seat_in(&loaded.game.seats),
                SeatKey::Player => {
                    bound_seat(&decode_session(id, &loaded.game.session)?, action.player)
                }
            }
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
                return Err(stale(&action, expected, seen, loaded.retry_floor));
            }
            let (session, game) = decode::<R>(id, &loaded.game)?;
            may_act(&session, seat_index, action.player.map(|p| p.id), id)?;
            if over::<R>(&session, &game) {
                return Err(ServiceError::GameOver {
                    game_id: id.to_string(),
                });
            }
            let now = self.now_ms();
            if deadline_of::<R>(&session, &game).is_some_and(|(at, _)| at <= now) {
                self.expire(id, None).await?;
                return Err(ServiceError::GameOver {
                    game_id: id.to_string(),
                });
            }
            if loaded.game.seats.contains(&NOBODY) {
                return Err(ServiceError::SeatsOpen {
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
                play: Play {
                    session,
                    seats: loaded.game.seats,
                    now_ms: now,
                },
            };
            let applied = apply(&mut view, seat)?;
            settle::<R>(&mut view, action.to_move_only, seat, to_move);
            let changed = render(&view, seat, applied);
            let write = Write {
                action: &action,
                print,
                seen,
                expected_state: None,
                seats_changed: false,
            };
            match Box::pin(self.write(id, write, view, changed)).await? {
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
    async fn act_remembered<T, A, F, G>(
        &self,
        id: &GameId,
        key: SeatKey<'_>,
        action: ChangeRequest<'_>,
        apply: &mut F,
        render: &mut G,
        remembered: Remembered<R::Game>,
    ) -> Result<Option<Acted<T>>, ServiceError>
    where
        T: prost::Message + Default,
        F: FnMut(&mut GameView<R>, R::Seat) -> Result<A, ServiceError> + Send,
        G: FnMut(&GameView<R>, R::Seat, A) -> Changed<T> + Send,
    {
        let Remembered {
            version: seen,
            state: seen_state,
            session_bytes: seen_session,
            seats,
            session,
            game,
            answers: _,
        } = remembered;
        let Some(seat_index) = key.seat(&seats, &session, action.player) else {
            return Ok(None);
        };
        let Some(&seat) = R::SEATS.get(seat_index) else {
            return Ok(None);
        };
        let now = self.now_ms();
        let to_move = R::to_move(&game);
        if action.expected_version.is_some_and(|v| v != seen)
            || session
                .may_act(seat_index, action.player.map(|p| p.id))
                .is_err()
            || over::<R>(&session, &game)
            || seats.contains(&NOBODY)
            || deadline_of::<R>(&session, &game).is_some_and(|(at, _)| at <= now)
            || (action.to_move_only && to_move != seat)
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
            play: Play {
                session,
                seats,
                now_ms: now,
            },
        };
        let Ok(applied) = apply(&mut view, seat) else {
            return Ok(None);
        };
        settle::<R>(&mut view, action.to_move_only, seat, to_move);
        let changed = render(&view, seat, applied);
        let write = Write {
            action: &action,
            print: fingerprint(action.method, seat_index, action.args),
            seen,
            expected_state: Some((&seen_state, &seen_session)),
            seats_changed: false,
        };
        match Box::pin(self.write(id, write, view, changed)).await? {
            Written::Done(acted) => Ok(Some(acted)),
            Written::Conflict { current } => {
                tracing::debug!(game_id = %id, seen, current, "remembered game is stale; loading it");
                Ok(None)
            }
        }
    }

    /// A session-level change (joining, revoking an invitation, offering or answering a
    /// draw) for `credential`, with the same version checks and exactly-once request ids as
    /// [`Games::act`]; `reply` makes the answer from the changed game. Joining also returns
    /// the new seat's token (derived from the code and the request id when one is given, so
    /// that a retry is answered with the same token; it is never stored).
    ///
    /// # Errors
    /// Every reason a change can be refused: see [`ServiceError`].
    pub async fn play<T, F>(
        &self,
        id: &GameId,
        credential: Credential<'_>,
        action: ChangeRequest<'_>,
        request: PlayRequest,
        mut reply: F,
    ) -> Result<(Acted<T>, Option<SeatToken>), ServiceError>
    where
        T: prost::Message + Default,
        F: FnMut(&GameView<R>) -> T + Send,
    {
        let random_failed = |e: getrandom::Error| ServiceError::Internal(format!("getrandom: {e}"));
        let joined_token = match credential {
            Credential::Invitation(code) => Some(SeatToken::from_bytes(
                code.token_bytes(action.request_id).map_err(random_failed)?,
            )),
            Credential::Token(_) | Credential::Player => None,
        };
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
            let mut session = decode_session(id, &loaded.game.session)?;
            let engine = loaded.game.state.as_slice();
            // Who asks: a seat, the director, or the holder of an invitation (its seat).
            let (actor, credential_hash) = match credential {
                Credential::Token(token) => match token.seat_in(&loaded.game.seats) {
                    Some(seat) => {
                        may_act(&session, seat, action.player.map(|p| p.id), id)?;
                        (Some(seat), token.hash())
                    }
                    None if session.director == Some(token.hash()) => (None, token.hash()),
                    None => {
                        return Err(ServiceError::WrongSeat {
                            game_id: id.to_string(),
                        });
                    }
                },
                Credential::Player => match bound_seat(&session, action.player) {
                    Some(seat) => {
                        let hash = loaded.game.seats.get(seat).copied().ok_or_else(|| {
                            ServiceError::Internal(format!("stored game {id} has too few seats"))
                        })?;
                        (Some(seat), hash)
                    }
                    None => {
                        return Err(ServiceError::WrongSeat {
                            game_id: id.to_string(),
                        });
                    }
                },
                Credential::Invitation(code) => {
                    let hash = code.hash();
                    let invitation = session
                        .invitations
                        .iter()
                        .find(|i| i.hash == hash)
                        .ok_or_else(|| ServiceError::InvalidInvitation {
                            game_id: id.to_string(),
                        })?;
                    (Some(invitation.seat), hash)
                }
            };
            let mut args = action.args.to_vec();
            args.extend_from_slice(&credential_hash.0);
            let print = fingerprint(action.method, actor.unwrap_or(usize::MAX), &args);
            if let (Some(request_id), Some(record)) = (action.request_id, &loaded.replay) {
                return Ok((replay(record, &print, request_id)?, joined_token));
            }
            let seen = loaded.game.version;
            if let Some(expected) = action.expected_version
                && expected != seen
            {
                return Err(stale(&action, expected, seen, loaded.retry_floor));
            }
            let game = R::decode(engine).map_err(|e| {
                ServiceError::Internal(format!("stored game {id} does not decode: {e}"))
            })?;
            let game_over = || ServiceError::GameOver {
                game_id: id.to_string(),
            };
            if over::<R>(&session, &game) {
                return Err(game_over());
            }
            let now = self.now_ms();
            if deadline_of::<R>(&session, &game).is_some_and(|(at, _)| at <= now) {
                self.expire(id, None).await?;
                return Err(game_over());
            }
            let mut seats = loaded.game.seats.clone();
            let to_move = R::seat_index(R::to_move(&game));
            let change = play_change(
                &mut session,
                &mut seats,
                actor,
                request,
                Joining {
                    token: joined_token.as_ref(),
                    player: action.player,
                },
                to_move,
                now,
                id,
            )?;
            let next = seen.checked_add(1).ok_or_else(|| {
                ServiceError::Internal(format!("game {id} has run out of versions"))
            })?;
            let view = GameView {
                id: *id,
                version: next,
                game,
                play: Play {
                    session,
                    seats,
                    now_ms: now,
                },
            };
            let changed = Changed {
                event: record_play::<R>(&view, &change),
                reply: reply(&view),
            };
            // The join that takes the last open seat starts the game.
            let start = if request == PlayRequest::Join {
                self.start_of_game(id, &view.play.seats, &view.play.session)
            } else {
                None
            };
            let write = Write {
                action: &action,
                print,
                seen,
                expected_state: None,
                seats_changed: request == PlayRequest::Join,
            };
            match Box::pin(self.write(id, write, view, changed)).await? {
                Written::Done(acted) => {
                    self.started(start).await;
                    return Ok((acted, joined_token));
                }
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
            let next = seen_version.checked_add(1).ok_or_else(|| {
                ServiceError::Internal(format!("game {id} has run out of versions"))
            })?;
            let view = GameView {
                id: *id,
                version: next,
                game,
                play: Play {
                    session,
                    seats: loaded.game.seats,
                    now_ms: now,
                },
            };
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
                    self.metrics.game_finished(R::NAME);
                    self.ended(end).await;
                    self.computer_due(id, &view.play.session, &view.game, next, true)
                        .await;
                    self.remember(
                        id,
                        Remembered {
                            version: next,
                            state,
                            session_bytes,
                            seats: view.play.seats.clone(),
                            session: view.play.session.clone(),
                            game: Arc::new(view.game.clone()),
                            answers: Arc::default(),
                        },
                    );
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
    pub fn spawn_scheduler(&self, mut shutdown: super::stream::Shutdown) -> JoinHandle<()> {
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
    async fn computer_due(
        &self,
        id: &GameId,
        session: &Session,
        game: &R::Game,
        version: u64,
        ended: bool,
    ) {
        let Some(computer) = session.computer else {
            return;
        };
        if ended || R::seat_index(R::to_move(game)) == computer {
            let game_id = id.to_string();
            if let Err(e) = self.store.bot_move_due(&game_id, version).await {
                tracing::warn!(game_id, version, error = %e, "cannot queue the computer's move; the sweep will");
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
        let ends_game = over::<R>(&view.play.session, &view.game);
        let state = R::encode(&view.game);
        let session_bytes = view.play.session.encode();
        let deadline_ms = if ends_game {
            None
        } else {
            deadline_of::<R>(&view.play.session, &view.game).map(|(at, _)| at)
        };
        let end = if ends_game {
            self.end_of(id, &view.play.session, &view.game)
        } else {
            None
        };
        let entry = self.end_entry(end.as_ref());
        let record = write.action.request_id.map(|request_id| RetryRecord {
            request: request_tag(request_id),
            fingerprint: fingerprint_tag(&write.print),
            version: next,
            reply: Some(reply.encode_to_vec()),
        });
        let update = Update {
            expected_version: write.seen,
            expected_state: write.expected_state.map(|(state, _)| state),
            state: &state,
            session: &session_bytes,
            expected_session: write.expected_state.map(|(_, session)| session),
            request: record.as_ref(),
            event: &event,
            ends_game,
            kind: R::NAME,
            seats: write.seats_changed.then_some(view.play.seats.as_slice()),
            deadline_ms,
            ending: entry.as_deref(),
        };
        match self.store.compare_and_set(id, update).await? {
            CasOutcome::Written { version } if version == next => {
                if ends_game {
                    self.metrics.game_finished(R::NAME);
                    self.ended(end).await;
                }
                self.computer_due(id, &view.play.session, &view.game, next, ends_game)
                    .await;
                self.remember(
                    id,
                    Remembered {
                        version: next,
                        state,
                        session_bytes,
                        seats: view.play.seats,
                        session: view.play.session,
                        game: Arc::new(view.game),
                        answers: Arc::default(),
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

/// Refuses a caller (`player`: the id of its signed-in player) who may not act for `seat`
/// (see [`Session::may_act`]), as the client is told.
///
/// # Errors
/// `NOT_SIGNED_IN` or `WRONG_SEAT`.
pub fn may_act(
    session: &Session,
    seat: usize,
    player: Option<i64>,
    id: &GameId,
) -> Result<(), ServiceError> {
    session
        .may_act(seat, player)
        .map_err(|refusal| match refusal {
            SeatRefusal::NotSignedIn => ServiceError::NotSignedIn(format!(
                "the seat of game {id} belongs to a signed-in player: send their session in \
                 `{PLAYER_SESSION_HEADER}`"
            )),
            SeatRefusal::OtherPlayer => ServiceError::WrongSeat {
                game_id: id.to_string(),
            },
        })
}

/// Who takes a seat with JoinGame: the seat's new token, and the caller's player.
#[derive(Clone, Copy)]
struct Joining<'a> {
    token: Option<&'a SeatToken>,
    player: Option<&'a SeatPlayer>,
}

/// Applies a session-level request by `actor` (a seat; `None`: the director) to `session`
/// and `seats`.
#[allow(clippy::too_many_arguments)]
fn play_change(
    session: &mut Session,
    seats: &mut [SeatHash],
    actor: Option<usize>,
    request: PlayRequest,
    joining: Joining<'_>,
    to_move: usize,
    now: u64,
    id: &GameId,
) -> Result<PlayChange, ServiceError> {
    let game_id = || id.to_string();
    let invitation_state = |session: &Session, seat: usize| {
        session
            .invitations
            .iter()
            .find(|i| i.seat == seat)
            .map(|i| i.state)
    };
    match request {
        PlayRequest::Join => {
            let (Some(seat), Some(token)) = (actor, joining.token) else {
                return Err(ServiceError::InvalidInvitation { game_id: game_id() });
            };
            match invitation_state(session, seat) {
                Some(InvitationState::Open) => {}
                Some(InvitationState::Used) => {
                    return Err(ServiceError::InvitationUsed { game_id: game_id() });
                }
                Some(InvitationState::Revoked) => {
                    return Err(ServiceError::InvitationRevoked { game_id: game_id() });
                }
                None => return Err(ServiceError::InvalidInvitation { game_id: game_id() }),
            }
            let slot = seats
                .get_mut(seat)
                .ok_or_else(|| ServiceError::Internal("invitation for a missing seat".into()))?;
            if session.rated {
                // A rated game is between two players: the joiner signed in, and not the
                // player of another seat.
                let Some(player) = joining.player else {
                    return Err(ServiceError::NotSignedIn(format!(
                        "game {id} is rated: sign in to join it (send the player's session in \
                         `{PLAYER_SESSION_HEADER}`)"
                    )));
                };
                if session.players.iter().flatten().any(|p| p.id == player.id) {
                    return Err(ServiceError::invalid(
                        "authorization",
                        "SAME_PLAYER",
                        "a rated game is between two players: you hold another seat of it",
                    ));
                }
            }
            *slot = token.hash();
            if let Some(player) = joining.player {
                session.bind(seat, seats.len(), player.clone());
            }
            for invitation in &mut session.invitations {
                if invitation.seat == seat {
                    invitation.state = InvitationState::Used;
                }
            }
            session.idle_since_ms = now;
            Ok(PlayChange::SeatTaken { seat })
        }
        PlayRequest::Revoke { seat } => {
            if actor.is_some_and(|a| seats.get(a).is_none_or(|h| *h == NOBODY)) {
                return Err(ServiceError::WrongSeat { game_id: game_id() });
            }
            match invitation_state(session, seat) {
                Some(InvitationState::Open) => {}
                Some(InvitationState::Used) => {
                    return Err(ServiceError::InvitationUsed { game_id: game_id() });
                }
                Some(InvitationState::Revoked) => {
                    return Err(ServiceError::InvitationRevoked { game_id: game_id() });
                }
                None => return Err(ServiceError::NoInvitation { game_id: game_id() }),
            }
            for invitation in &mut session.invitations {
                if invitation.seat == seat {
                    invitation.state = InvitationState::Revoked;
                }
            }
            session.idle_since_ms = now;
            Ok(PlayChange::InvitationRevoked { seat })
        }
        PlayRequest::OfferDraw | PlayRequest::AnswerDraw { .. } => {
            let Some(seat) = actor else {
                return Err(ServiceError::WrongSeat { game_id: game_id() });
            };
            if seats.contains(&NOBODY) {
                return Err(ServiceError::SeatsOpen { game_id: game_id() });
            }
            match (request, session.draw_offer) {
                (PlayRequest::OfferDraw, Some(_)) => Err(ServiceError::DrawAlreadyOffered),
                (PlayRequest::OfferDraw, None) => {
                    session.draw_offer = Some(seat);
                    Ok(PlayChange::DrawOffered { seat })
                }
                (PlayRequest::AnswerDraw { accept }, Some(offerer)) if offerer != seat => {
                    if accept {
                        session.ended = Some(SessionEnd::DrawAgreed);
                        session.on_end(to_move, now);
                        Ok(PlayChange::DrawAgreed { seat })
                    } else {
                        session.draw_offer = None;
                        Ok(PlayChange::DrawDeclined { seat })
                    }
                }
                _ => Err(ServiceError::NoDrawOffer),
            }
        }
    }
}

/// What [`Games::write`] needs besides the changed game.
struct Write<'a> {
    action: &'a ChangeRequest<'a>,
    /// The request's fingerprint, stored with its reply.
    print: [u8; 32],
    /// The version the change was computed from.
    seen: u64,
    /// The stored bytes (state, session) the change was computed from, when they must still
    /// be stored.
    expected_state: Option<(&'a [u8], &'a [u8])>,
    /// The seats changed (a seat was taken): write them.
    seats_changed: bool,
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
                            self.watch
                                .resnapshot()
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

fn not_found(id: &GameId) -> ServiceError {
    ServiceError::GameNotFound {
        game_id: id.to_string(),
    }
}

fn decode_session(id: &GameId, bytes: &[u8]) -> Result<Session, ServiceError> {
    Session::decode(bytes)
        .map_err(|e| ServiceError::Internal(format!("stored game {id} does not decode: {e}")))
}

fn decode<R: Ruleset>(
    id: &GameId,
    stored: &StoredGame,
) -> Result<(Session, R::Game), ServiceError> {
    if stored.kind != R::NAME {
        return Err(not_found(id));
    }
    let session = decode_session(id, &stored.session)?;
    let game = R::decode(&stored.state)
        .map_err(|e| ServiceError::Internal(format!("stored game {id} does not decode: {e}")))?;
    Ok((session, game))
}

/// A stored game as a view at its version, read at `now_ms`.
fn stored_view<R: Ruleset>(
    id: GameId,
    stored: StoredGame,
    now_ms: u64,
) -> Result<GameView<R>, ServiceError> {
    let (session, game) = decode::<R>(&id, &stored)?;
    Ok(GameView {
        id,
        version: stored.version,
        game,
        play: Play {
            session,
            seats: stored.seats,
            now_ms,
        },
    })
}

/// Whether a game is over, by the rules or by the session (see [`super::ending`]).
#[must_use]
pub fn over<R: Ruleset>(session: &Session, game: &R::Game) -> bool {
    super::ending::over::<R>(session, game)
}

/// The deadline running in a game (none once it is over).
fn deadline_of<R: Ruleset>(session: &Session, game: &R::Game) -> Option<(u64, Expiry)> {
    if over::<R>(session, game) {
        return None;
    }
    session.deadline(R::seat_index(R::to_move(game)))
}
