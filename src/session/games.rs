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

use sha2::{Digest, Sha256};

pub use super::answers::Answers;
use super::auth::SeatToken;
use super::clock::SharedClock;
use super::error::{ExpiredOutcome, ServiceError};
use super::play::{
    Expiry, InvitationCode, InvitationState, NOBODY, PlayOptions, Session, SessionEnd, TimeControl,
};
use crate::metrics::Metrics;
use crate::ruleset::{GameStatus, Ruleset};
use crate::store::{
    CasOutcome, GameId, GameStore, RetryRecord, SeatHash, StoredEvent, StoredGame, Update,
    request_tag,
};
use crate::watch::{Watch, WatchError, WatchUpdate};
use tokio::task::JoinHandle;

/// Writes that lose a race are retried this many times when the client did not pin a version.
const MAX_ATTEMPTS: usize = 4;

/// The longest accepted request id.
pub const MAX_REQUEST_ID_LEN: usize = 128;

/// The most games one replica remembers; past it, an arbitrary one is forgotten.
pub const REMEMBERED_GAMES: usize = 10_000;

/// The session-level part of a game as seen at one moment: see [`crate::session::play`].
#[derive(Clone, Debug)]
pub struct Play {
    /// Invitations, clocks, draw offer, session-level ending.
    pub session: Session,
    /// The seat token hashes ([`NOBODY`] for a seat still open).
    pub seats: Vec<SeatHash>,
    /// When this view was taken (ms since the Unix epoch): the clocks are shown at this time.
    pub now_ms: u64,
}

impl Play {
    /// Whether `seat` (its index) is still open.
    #[must_use]
    pub fn seat_open(&self, seat: usize) -> bool {
        self.seats.get(seat).is_none_or(|hash| *hash == NOBODY)
    }

    /// Whether any seat is still open.
    #[must_use]
    pub fn any_seat_open(&self) -> bool {
        self.seats.contains(&NOBODY)
    }
}

/// A game as read: id, version and the rules' game (shared with the replica's memory).
#[derive(Clone, Debug)]
pub struct ReadView<R: Ruleset> {
    /// The game id.
    pub id: GameId,
    /// The stored version.
    pub version: u64,
    /// The game.
    pub game: Arc<R::Game>,
    /// The session-level state.
    pub play: Play,
    /// Answers encoded once for this very stored version (shared with the replica's memory).
    pub answers: Arc<Answers>,
}

/// A game as loaded: id, version and the rules' game.
#[derive(Debug)]
pub struct GameView<R: Ruleset> {
    /// The game id.
    pub id: GameId,
    /// The stored version (in [`Games::act`]'s closure: the version the game will have once the
    /// change is written).
    pub version: u64,
    /// The game.
    pub game: R::Game,
    /// The session-level state.
    pub play: Play,
}

impl<R: Ruleset> Clone for GameView<R> {
    fn clone(&self) -> Self {
        GameView {
            id: self.id,
            version: self.version,
            game: self.game.clone(),
            play: self.play.clone(),
        }
    }
}

/// How a game is to be set up.
#[derive(Clone, Debug, Default)]
pub struct NewGame {
    /// Seats (indexes) kept open, each with an invitation; the others get tokens at once.
    pub open_seats: Vec<usize>,
    /// The time control, if any.
    pub time_control: Option<TimeControl>,
    /// The seat the computer plays, in a game against the computer ([`Session::computer`]).
    pub computer: Option<usize>,
}

/// A new game, its seat tokens and invitation codes.
#[derive(Debug)]
pub struct Created<R: Ruleset> {
    /// The game.
    pub view: GameView<R>,
    /// One token per seat not kept open, in [`Ruleset::SEATS`] order (`None`: kept open).
    pub tokens: Vec<Option<SeatToken>>,
    /// One invitation code per seat kept open: (seat index, code).
    pub invitations: Vec<(usize, InvitationCode)>,
    /// When every seat was kept open: the director's token (may revoke invitations).
    pub director: Option<SeatToken>,
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
    /// The change as kept for watchers with the new version: made by [`record`].
    pub event: Vec<u8>,
}

/// A session-level change (no rule involved), as watchers are told of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayChange {
    /// An invitation was used: the seat (index) is taken.
    SeatTaken {
        /// The seat.
        seat: usize,
    },
    /// An open seat's invitation was revoked; the seat stays open for good.
    InvitationRevoked {
        /// The seat.
        seat: usize,
    },
    /// A seat offers a draw.
    DrawOffered {
        /// The offering seat.
        seat: usize,
    },
    /// The draw offer was declined by `seat`.
    DrawDeclined {
        /// The declining seat.
        seat: usize,
    },
    /// A draw offer was accepted: the game is drawn.
    DrawAgreed {
        /// The accepting seat.
        seat: usize,
    },
    /// A seat's time ran out: it lost.
    TimedOut {
        /// The seat whose flag fell.
        loser: usize,
    },
    /// Nobody made the first move in time: the game is aborted.
    Abandoned,
}

/// A change as the store keeps it for watchers ([`Changed::event`], made by [`record`]): what
/// was done, compactly; the replica serving a watcher rebuilds the full event from it by
/// applying it to the game before it (see [`GameWatch`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Recorded<A> {
    /// An action of the side to move (a step, a move).
    Act(A),
    /// The side to move took back its last action.
    Undo,
    /// The seat (index) resigned.
    Resign(usize),
}

/// Event kinds (the low 4 bits of a recorded change's first byte); bits 4-6 hold a seat,
/// bit 7 says that the time of the change (ms since the Unix epoch, LEB128) follows.
const KIND_ACT: u8 = 0;
const KIND_UNDO: u8 = 1;
const KIND_RESIGN: u8 = 2;
const KIND_SEAT_TAKEN: u8 = 3;
const KIND_REVOKED: u8 = 4;
const KIND_DRAW_OFFERED: u8 = 5;
const KIND_DRAW_DECLINED: u8 = 6;
const KIND_DRAW_AGREED: u8 = 7;
const KIND_TIMED_OUT: u8 = 8;
const KIND_ABANDONED: u8 = 9;
const WITH_TIME: u8 = 0x80;

/// A recorded change, decoded: the kind, the seat, the time and the rest (an action).
struct Decoded<'a> {
    kind: u8,
    seat: usize,
    now_ms: Option<u64>,
    rest: &'a [u8],
}

fn encode_change(kind: u8, seat: usize, now_ms: Option<u64>, rest: &[u8]) -> Vec<u8> {
    let seat = u8::try_from(seat).unwrap_or(7).min(7);
    let mut out = Vec::with_capacity(11 + rest.len());
    out.push(kind | (seat << 4) | if now_ms.is_some() { WITH_TIME } else { 0 });
    if let Some(mut ms) = now_ms {
        loop {
            let byte = u8::try_from(ms & 0x7f).unwrap_or(0);
            ms >>= 7;
            if ms == 0 {
                out.push(byte);
                break;
            }
            out.push(byte | 0x80);
        }
    }
    out.extend_from_slice(rest);
    out
}

fn decode_change(bytes: &[u8]) -> Result<Decoded<'_>, String> {
    let (&first, mut rest) = bytes.split_first().ok_or("an empty event")?;
    let now_ms = if first & WITH_TIME == 0 {
        None
    } else {
        let mut ms = 0u64;
        let mut shift = 0;
        loop {
            let (&byte, tail) = rest.split_first().ok_or("a truncated time")?;
            rest = tail;
            if shift > 63 {
                return Err("an overlong time".into());
            }
            ms |= u64::from(byte & 0x7f) << shift;
            shift += 7;
            if byte & 0x80 == 0 {
                break;
            }
        }
        Some(ms)
    };
    Ok(Decoded {
        kind: first & 0x0f,
        seat: usize::from((first >> 4) & 0x07),
        now_ms,
        rest,
    })
}

/// The stored form of a change made by an action of `view`'s game (the game after it). The
/// time of the change is kept only when it matters: for a game with clocks.
#[must_use]
pub fn record<R: Ruleset>(view: &GameView<R>, change: Recorded<R::Action>) -> Vec<u8> {
    // A game against the computer keeps it too: its abandonment counts from the last action.
    let session = &view.play.session;
    let now = (session.clocks.is_some() || session.computer.is_some()).then_some(view.play.now_ms);
    match change {
        Recorded::Act(action) => {
            encode_change(KIND_ACT, 0, now, R::format_action(&action).as_bytes())
        }
        Recorded::Undo => encode_change(KIND_UNDO, 0, now, &[]),
        Recorded::Resign(seat) => encode_change(KIND_RESIGN, seat, now, &[]),
    }
}

/// The stored form of a session-level change (always with its time: it may set the time the
/// game has been idle since, which the abandonment deadline shown counts from).
fn record_play<R: Ruleset>(view: &GameView<R>, change: &PlayChange) -> Vec<u8> {
    let now = Some(view.play.now_ms);
    let (kind, seat) = match *change {
        PlayChange::SeatTaken { seat } => (KIND_SEAT_TAKEN, seat),
        PlayChange::InvitationRevoked { seat } => (KIND_REVOKED, seat),
        PlayChange::DrawOffered { seat } => (KIND_DRAW_OFFERED, seat),
        PlayChange::DrawDeclined { seat } => (KIND_DRAW_DECLINED, seat),
        PlayChange::DrawAgreed { seat } => (KIND_DRAW_AGREED, seat),
        PlayChange::TimedOut { loser } => (KIND_TIMED_OUT, loser),
        PlayChange::Abandoned => (KIND_ABANDONED, 0),
    };
    encode_change(kind, seat, now, &[])
}

/// The seat hash a rebuilt game shows for a seat taken by a change (the token hash is not
/// kept with the change; only whether the seat is taken is shown).
const TAKEN: SeatHash = SeatHash([0xff; 16]);

/// Renders the event of an action of a seat, with what applying it did.
pub type RenderAct<R> = fn(
    &GameView<R>,
    <R as Ruleset>::Seat,
    &<R as Ruleset>::Action,
    <R as Ruleset>::Applied,
) -> Vec<u8>;

/// Renders the event of a seat taking back an action.
pub type RenderUndo<R> = fn(&GameView<R>, <R as Ruleset>::Seat, &<R as Ruleset>::Action) -> Vec<u8>;

/// How a game's adapter turns a change into the full event watchers receive (with the game
/// after the change, `view`): one function per kind of change.
pub struct EventRender<R: Ruleset> {
    /// An action of `seat` and what applying it did.
    pub act: RenderAct<R>,
    /// `seat` took back an action.
    pub undo: RenderUndo<R>,
    /// `seat` resigned.
    pub resign: fn(&GameView<R>, R::Seat) -> Vec<u8>,
    /// A session-level change.
    pub play: fn(&GameView<R>, &PlayChange) -> Vec<u8>,
}

impl<R: Ruleset> Clone for EventRender<R> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<R: Ruleset> Copy for EventRender<R> {}

impl<R: Ruleset> std::fmt::Debug for EventRender<R> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("EventRender")
    }
}

impl<R: Ruleset> Default for EventRender<R> {
    /// Empty events.
    fn default() -> Self {
        EventRender {
            act: |_, _, _, _| Vec::new(),
            undo: |_, _, _| Vec::new(),
            resign: |_, _| Vec::new(),
            play: |_, _| Vec::new(),
        }
    }
}

/// Applies the recorded change `event` to `view` (the game at the version before it), as the
/// acting call did, and returns the full event `render` makes of it (none without `render`).
fn rebuild<R: Ruleset>(
    view: &mut GameView<R>,
    event: &StoredEvent,
    render: Option<&EventRender<R>>,
) -> Result<Option<Vec<u8>>, String> {
    if view.version.checked_add(1) != Some(event.version) {
        return Err(format!(
            "event of version {} does not follow version {}",
            event.version, view.version
        ));
    }
    let change = decode_change(&event.payload)?;
    let seat_of = |index: usize| {
        R::SEATS
            .get(index)
            .copied()
            .ok_or_else(|| format!("no seat {index}"))
    };
    view.version = event.version;
    view.play.now_ms = change.now_ms.unwrap_or(0);
    let now = view.play.now_ms;
    let to_move = R::to_move(&view.game);
    let full = match change.kind {
        KIND_ACT => {
            let text = std::str::from_utf8(change.rest).map_err(|e| e.to_string())?;
            let action = R::parse_action(text).map_err(|e| e.to_string())?;
            let applied = R::apply(&mut view.game, action).map_err(|e| e.to_string())?;
            settle::<R>(view, true, to_move, to_move);
            render.map(|r| (r.act)(view, to_move, &action, applied))
        }
        KIND_UNDO => {
            let undone = R::undo(&mut view.game).map_err(|e| e.to_string())?;
            settle::<R>(view, true, to_move, to_move);
            render.map(|r| (r.undo)(view, to_move, &undone))
        }
        KIND_RESIGN => {
            let seat = seat_of(change.seat)?;
            R::resign(&mut view.game, seat).map_err(|e| e.to_string())?;
            settle::<R>(view, false, seat, to_move);
            render.map(|r| (r.resign)(view, seat))
        }
        kind => {
            let seat = change.seat;
            let session = &mut view.play.session;
            let mark = |session: &mut Session, state: InvitationState| {
                for invitation in &mut session.invitations {
                    if invitation.seat == seat {
                        invitation.state = state;
                    }
                }
            };
            let play = match kind {
                KIND_SEAT_TAKEN => {
                    let slot = view
                        .play
                        .seats
                        .get_mut(seat)
                        .ok_or_else(|| format!("no seat {seat}"))?;
                    *slot = TAKEN;
                    mark(session, InvitationState::Used);
                    session.idle_since_ms = now;
                    PlayChange::SeatTaken { seat }
                }
                KIND_REVOKED => {
                    mark(session, InvitationState::Revoked);
                    session.idle_since_ms = now;
                    PlayChange::InvitationRevoked { seat }
                }
                KIND_DRAW_OFFERED => {
                    session.draw_offer = Some(seat);
                    PlayChange::DrawOffered { seat }
                }
                KIND_DRAW_DECLINED => {
                    session.draw_offer = None;
                    PlayChange::DrawDeclined { seat }
                }
                KIND_DRAW_AGREED => {
                    session.ended = Some(SessionEnd::DrawAgreed);
                    session.on_end(R::seat_index(to_move), now);
                    PlayChange::DrawAgreed { seat }
                }
                KIND_TIMED_OUT => {
                    session.expire(Expiry::Flag(seat));
                    PlayChange::TimedOut { loser: seat }
                }
                KIND_ABANDONED => {
                    session.expire(Expiry::Abandon);
                    PlayChange::Abandoned
                }
                other => return Err(format!("unknown event kind {other}")),
            };
            render.map(|r| (r.play)(view, &play))
        }
    };
    Ok(full)
}

/// Who makes a session-level change.
#[derive(Debug)]
pub enum Credential<'a> {
    /// A seat token, or the director's token.
    Token(&'a SeatToken),
    /// An invitation code (joining).
    Invitation(&'a InvitationCode),
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

/// The fingerprint's part kept in a retry record.
fn fingerprint_tag(print: &[u8; 32]) -> [u8; 8] {
    let mut tag = [0; 8];
    tag.copy_from_slice(&print[..8]);
    tag
}

fn replay<T: prost::Message + Default>(
    record: &RetryRecord,
    expected: &[u8; 32],
    request_id: &str,
) -> Result<Acted<T>, ServiceError> {
    if record.fingerprint != fingerprint_tag(expected) {
        return Err(ServiceError::RequestIdReused {
            request_id: request_id.to_owned(),
        });
    }
    let Some(reply) = &record.reply else {
        return Err(ServiceError::RequestExpired {
            request_id: request_id.to_owned(),
            outcome: ExpiredOutcome::Applied {
                version: record.version,
            },
        });
    };
    let reply = T::decode(reply.as_slice())
        .map_err(|e| ServiceError::Internal(format!("stored reply does not decode: {e}")))?;
    Ok(Acted {
        reply,
        replayed: true,
    })
}

/// The refusal of a request whose `expected_version` is not the game's `current` one: a
/// version conflict, unless the request carries an id and may have been applied and its
/// record dropped since (its version is below the game's retry floor).
fn stale(action: &Action<'_>, expected: u64, current: u64, retry_floor: u64) -> ServiceError {
    match action.request_id {
        Some(request_id) if expected < retry_floor => ServiceError::RequestExpired {
            request_id: request_id.to_owned(),
            outcome: ExpiredOutcome::Unknown { expected, current },
        },
        _ => ServiceError::VersionConflict { expected, current },
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

    /// Acts on a game for the seat holding `token`: checks the seat, replays a remembered
    /// answer, checks the version, the game's state (over, seats still open, deadline passed)
    /// and the turn, runs `apply` on the game, settles the session (clocks, draw offer), lets
    /// `render` make the reply and the event, and writes the result atomically (with the
    /// answer, when a request id is given).
    ///
    /// `apply` receives the game with `version` already set to the version it will have once
    /// written, and the acting seat. Both closures may run more than once when a write loses a
    /// race and no version was pinned.
    ///
    /// With [`Action::to_move_only`] the change is an action of the side to move (a step, a
    /// move, an undo): it starts the clocks if it is the first, charges the mover when its turn
    /// ends, and declines the opponent's draw offer. Otherwise (a resignation) the clocks stop
    /// if the game ends.
    ///
    /// # Errors
    /// Every reason a change can be refused: see [`ServiceError`].
    pub async fn act<T, A, F, G>(
        &self,
        id: &GameId,
        token: &SeatToken,
        action: Action<'_>,
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
            && let Some(acted) = Box::pin(self.act_remembered(
                id,
                token,
                action,
                &mut apply,
                &mut render,
                remembered,
            ))
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
                return Err(stale(&action, expected, seen, loaded.retry_floor));
            }
            let (session, game) = decode::<R>(id, &loaded.game)?;
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
        token: &SeatToken,
        action: Action<'_>,
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
        let Some(seat_index) = token.seat_in(&seats) else {
            return Ok(None);
        };
        let Some(&seat) = R::SEATS.get(seat_index) else {
            return Ok(None);
        };
        let now = self.now_ms();
        let to_move = R::to_move(&game);
        if action.expected_version.is_some_and(|v| v != seen)
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
        action: Action<'_>,
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
            Credential::Token(_) => None,
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
                    Some(seat) => (Some(seat), token.hash()),
                    None if session.director == Some(token.hash()) => (None, token.hash()),
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
                joined_token.as_ref(),
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
            let write = Write {
                action: &action,
                print,
                seen,
                expected_state: None,
                seats_changed: request == PlayRequest::Join,
            };
            match Box::pin(self.write(id, write, view, changed)).await? {
                Written::Done(acted) => return Ok((acted, joined_token)),
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
            };
            match self.store.compare_and_set(id, update).await? {
                CasOutcome::Written { .. } => {
                    tracing::info!(game_id = %id, ?change, "deadline passed: game ended");
                    self.metrics.game_finished(R::NAME);
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
        };
        match self.store.compare_and_set(id, update).await? {
            CasOutcome::Written { version } if version == next => {
                if ends_game {
                    self.metrics.game_finished(R::NAME);
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

/// Settles the session after an accepted change by `seat` (`to_move` was to move before it).
fn settle<R: Ruleset>(view: &mut GameView<R>, to_move_only: bool, seat: R::Seat, to_move: R::Seat) {
    let now = view.play.now_ms;
    let after = R::seat_index(R::to_move(&view.game));
    let ended = R::status(&view.game) != GameStatus::Ongoing;
    if to_move_only {
        view.play
            .session
            .on_action(R::seat_index(seat), after, ended, now);
    } else if ended {
        view.play.session.on_end(R::seat_index(to_move), now);
    }
}

/// Applies a session-level request by `actor` (a seat; `None`: the director) to `session`
/// and `seats`.
#[allow(clippy::too_many_arguments)]
fn play_change(
    session: &mut Session,
    seats: &mut [SeatHash],
    actor: Option<usize>,
    request: PlayRequest,
    joined: Option<&SeatToken>,
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
            let (Some(seat), Some(token)) = (actor, joined) else {
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
            *slot = token.hash();
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
    action: &'a Action<'a>,
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
