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
//!
//! Here: [`Games`], its builders, creating, loading and acting on a game, and the write every
//! change ends with. Each other job has its own file: who acts for a seat (`seats`), the
//! replica's remembered games (`remembered`), deadlines and the scheduler (`deadlines`),
//! real-play requests (`play`), watching (`watch`) and decoding a stored game (`decode`).

mod audience;
mod deadlines;
mod decode;
mod play;
mod presence;
mod remembered;
mod seats;
mod takeback;
mod watch;

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

pub use super::answers::Answers;
use super::auth::InvitationCode;
use super::auth::SeatToken;
use super::clock::SharedClock;
use super::ending::{GameEnd, GameTurn};
use super::error::ServiceError;
use super::play::{GameRules, InvitationState, NOBODY, PlayOptions, Rated, SeatPlayer, Session};
use crate::metrics::Metrics;
use crate::ruleset::Ruleset;
use crate::store::{
    CasOutcome, GameId, GameStore, Loaded, RetryRecord, SeatHash, StoredGame, Update, request_tag,
};

pub use self::audience::{AudienceUpdate, CHAT_LIMITS, Listener, MAX_PRESET, ROOM_TICK};
pub use self::deadlines::over;
use self::deadlines::{Timers, deadline_of};
use self::decode::{decode, decode_session, not_found};
pub use self::play::PlayRequest;
pub use self::presence::{Attendance, PresenceHook};
pub use self::remembered::REMEMBERED_GAMES;
use self::remembered::Remembered;
use self::seats::bound_seat;
pub use self::seats::{Credential, SeatKey, may_act};
use self::watch::Rebuilt;
pub use self::watch::{GameWatch, Watched};

/// Writes that lose a race are retried this many times when the client did not pin a version.
const MAX_ATTEMPTS: usize = 4;

/// A write of game `id` seen at version `seen` lost a race to version `current`: the error to
/// answer now when the caller pinned the version (`expected`), or else the conflict to answer
/// if every attempt loses.
fn lost_race(
    id: &GameId,
    expected: Option<u64>,
    seen: u64,
    current: u64,
) -> Result<ServiceError, ServiceError> {
    if let Some(expected) = expected {
        return Err(ServiceError::VersionConflict { expected, current });
    }
    tracing::debug!(game_id = %id, current, "lost a write race; retrying");
    Ok(ServiceError::VersionConflict {
        expected: seen,
        current,
    })
}

pub use super::record::{EventRender, PlayChange, Recorded, RenderAct, RenderUndo, record};
pub use super::requests::{MAX_REQUEST_ID_LEN, parse_game_id, parse_request_id};
use super::requests::{fingerprint, fingerprint_tag, replay, stale};
use super::view::settle;
pub use super::view::{Acted, ChangeRequest, Changed, Created, GameView, NewGame, Play, ReadView};

/// Games of one ruleset in one store.
pub struct Games<R: Ruleset, S> {
    store: S,
    memory: Arc<Mutex<HashMap<GameId, Remembered<R::Game>>>>,
    metrics: Metrics,
    clock: SharedClock,
    options: PlayOptions,
    render: EventRender<R>,
    rebuilt: Arc<Mutex<Rebuilt>>,
    rooms: Arc<Mutex<audience::Rooms>>,
    timers: Arc<Mutex<Timers>>,
    on_end: Option<super::ending::EndHook>,
    end_entry: Option<super::ending::EndEntry>,
    end_name: &'static str,
    on_start: Option<super::ending::StartHook>,
    on_turn: Option<super::ending::TurnHook>,
    start_of: Option<fn(&R::Game) -> String>,
    presence: Option<PresenceHook>,
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
            rooms: Arc::clone(&self.rooms),
            timers: Arc::clone(&self.timers),
            on_end: self.on_end.clone(),
            end_entry: self.end_entry.clone(),
            end_name: self.end_name,
            on_start: self.on_start.clone(),
            on_turn: self.on_turn.clone(),
            start_of: self.start_of,
            presence: self.presence.clone(),
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

/// How a game the lobby starts with its seats taken is set up ([`Games::create_seated`]).
#[derive(Debug)]
pub struct Seated<'a> {
    /// The clock.
    pub time_control: Option<super::play::TimeControl>,
    /// Rated, and takebacks although rated.
    pub rated: Rated,
    /// Rule options and move limit.
    pub rules: &'a GameRules,
    /// The players bound to the seats, in seat order (all `None`: guests).
    pub players: Vec<Option<SeatPlayer>>,
    /// The seats the service's computer players play.
    pub computers: &'a [usize],
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
            rooms: Arc::default(),
            timers: Arc::new(Mutex::new(Timers::default())),
            on_end: None,
            end_entry: None,
            end_name: R::NAME,
            on_start: None,
            on_turn: None,
            start_of: None,
            presence: None,
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

    /// Tells `hook` of every move of this replica's that passes the turn to a signed-in
    /// player in a correspondence game (see [`super::ending::GameTurn`]), right after the
    /// write.
    #[must_use]
    pub fn with_on_turn(mut self, hook: super::ending::TurnHook) -> Self {
        self.on_turn = Some(hook);
        self
    }

    /// The turn told to the turn hook after a write of `view` that was computed with
    /// `from` (a seat index) to move: `None` when the turn did not pass, the game is over or
    /// not a correspondence game, or nobody signed in is to move.
    fn turn_of(&self, view: &GameView<R>, from: usize, ends_game: bool) -> Option<GameTurn> {
        self.on_turn.as_ref()?;
        let session = &view.play.session;
        if ends_game || !session.clocks.as_ref()?.control.is_correspondence() {
            return None;
        }
        let to = R::seat_index(R::to_move(&view.game));
        if to == from {
            return None;
        }
        let player = session.players.get(to)?.clone()?;
        let opponent = session
            .players
            .iter()
            .enumerate()
            .find(|(seat, p)| *seat != to && p.is_some())
            .and_then(|(_, p)| p.as_ref().map(|p| p.name.clone()));
        Some(GameTurn {
            game_id: view.id.to_string(),
            game: self.end_name,
            player,
            opponent,
            deadline_ms: session.deadline(to).map(|(ms, _)| ms),
        })
    }

    /// Asks `hook` whether a seat's signed-in player counts as present wherever they are (a
    /// bot account with its event stream open) before telling the opponent they are gone.
    #[must_use]
    pub fn with_presence(mut self, hook: PresenceHook) -> Self {
        self.presence = Some(hook);
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
            computers: session.computers.clone(),
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
    /// Game `id` as stored, and the retry record of `request_id`.
    ///
    /// # Errors
    /// `GameNotFound` (no such game, or a game of another ruleset), or the store is
    /// unavailable.
    async fn load_own(
        &self,
        id: &GameId,
        request_id: Option<&str>,
    ) -> Result<Loaded, ServiceError> {
        let loaded = self
            .store
            .load(id, request_id)
            .await?
            .ok_or_else(|| not_found(id))?;
        if loaded.game.kind != R::NAME {
            return Err(not_found(id));
        }
        Ok(loaded)
    }

    /// What follows the write that stored `view` at its version, as `stored` (the state's and
    /// the session's bytes): the end told when it `ends_game`, the computer's move queued, and
    /// the game remembered.
    async fn wrote(
        &self,
        view: GameView<R>,
        (state, session_bytes): (Vec<u8>, Vec<u8>),
        ends_game: bool,
        end: Option<GameEnd>,
    ) {
        if ends_game {
            self.metrics.game_finished(R::NAME);
            self.ended(end).await;
        }
        let (id, version) = (view.id, view.version);
        self.computer_due(&id, &view.play.session, &view.game, version, ends_game)
            .await;
        self.remember(
            &id,
            Remembered {
                version,
                state,
                session_bytes,
                seats: view.play.seats,
                session: view.play.session,
                game: Arc::new(view.game),
                answers: Arc::default(),
            },
        );
    }

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
        let game = R::new_game_with(start, &setup.rules);
        let random_failed = |e: getrandom::Error| ServiceError::Internal(format!("getrandom: {e}"));
        let now = self.now_ms();
        let abandon_after = u64::try_from(self.options.abandon_after.as_millis()).unwrap_or(0);
        let mut session = Session::new(R::SEATS.len(), setup.time_control, now, abandon_after);
        self.options.limit(&mut session, setup.time_control);
        session.set_computers(setup.computer.as_slice(), R::SEATS.len());
        session.rated = setup.rated;
        session.rated_takebacks = setup.rated && setup.rated_takebacks;
        session.move_limit = setup.move_limit;
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
                    view: GameView::at(id, stored.version, game, session, stored.seats, now),
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
    /// (`seats`: the token hashes, in seat order) and `setup.players` bound to them: a game the
    /// lobby started for two players who each hold their seat's token. A game already stored
    /// under `id` is left as it is: the lobby makes a game again when the replica that first
    /// made it may have died before saying so, and ids are random (128 bits), so a stored
    /// one is that game. `setup.computers`: the seats the computer plays (the service's
    /// computer players, bound to them): none, one, or two (a game between two computer
    /// players).
    /// Answers the seats' token hashes as stored: `seats` when this call made the game, the
    /// stored game's otherwise.
    ///
    /// # Errors
    /// `INTERNAL` when the seats do not match the ruleset; the store is unavailable.
    pub async fn create_seated(
        &self,
        id: &GameId,
        seats: Vec<SeatHash>,
        setup: Seated<'_>,
    ) -> Result<Vec<SeatHash>, ServiceError> {
        let Seated {
            time_control,
            rated,
            rules,
            players,
            computers,
        } = setup;
        if seats.len() != R::SEATS.len() || seats.contains(&NOBODY) {
            return Err(ServiceError::Internal(format!(
                "a seated {} game needs {} taken seats",
                R::NAME,
                R::SEATS.len()
            )));
        }
        // Only the ruleset's own options: a name it does not offer was refused before.
        let options: Vec<&'static str> = R::RULE_OPTIONS
            .iter()
            .copied()
            .filter(|o| rules.options.iter().any(|w| w == o))
            .collect();
        let game = R::new_game_with(R::initial_position(), &options);
        let now = self.now_ms();
        let abandon_after = u64::try_from(self.options.abandon_after.as_millis()).unwrap_or(0);
        let mut session = Session::new(R::SEATS.len(), time_control, now, abandon_after);
        self.options.limit(&mut session, time_control);
        session.rated = rated.rated;
        session.rated_takebacks = rated.rated && rated.takebacks;
        session.move_limit = rules.move_limit;
        session.berserk_allowed = rules.berserk;
        session.set_computers(computers, R::SEATS.len());
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
            return Ok(stored.seats);
        }
        match self.store.load(id, None).await? {
            Some(loaded) => Ok(loaded.game.seats),
            None => Err(ServiceError::Internal(format!(
                "game {id} was neither made nor found"
            ))),
        }
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
            let loaded = self.load_own(id, action.request_id).await?;
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
            let mut view = GameView::after(id, seen, game, session, loaded.game.seats, now)?;
            let applied = apply(&mut view, seat)?;
            settle::<R>(&mut view, action.to_move_only, seat, to_move);
            let changed = render(&view, seat, applied);
            let write = Write {
                action: &action,
                print,
                seen,
                expected_state: None,
                seats_changed: false,
                turn_from: Some(R::seat_index(to_move)),
            };
            match Box::pin(self.write(id, write, view, changed)).await? {
                Written::Done(acted) => return Ok(acted),
                Written::Conflict { current } => {
                    last_conflict = Some(lost_race(id, action.expected_version, seen, current)?);
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
        let game = Arc::try_unwrap(game).unwrap_or_else(|shared| (*shared).clone());
        let mut view = GameView::at(*id, next, game, session, seats, now);
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
            turn_from: Some(R::seat_index(to_move)),
        };
        match Box::pin(self.write(id, write, view, changed)).await? {
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
        let turn = write
            .turn_from
            .and_then(|from| self.turn_of(&view, from, ends_game));
        match self.store.compare_and_set(id, update).await? {
            CasOutcome::Written { version } if version == next => {
                if let (Some(hook), Some(turn)) = (&self.on_turn, turn) {
                    hook(turn);
                }
                self.wrote(view, (state, session_bytes), ends_game, end)
                    .await;
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
    /// The seat (index) to move before the change, for a change that may pass the turn
    /// (told to [`Games::with_on_turn`]'s hook when it does).
    turn_from: Option<usize>,
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
