//! `lobby.v1.LobbyService` (see `proto/lobby/v1/lobby.proto` and `docs/lobby.md`): seeks
//! posted, cancelled and accepted over the shared [`LobbyStore`], and `WatchLobby` streams fed
//! by one poller of the store's change log per replica. Game-neutral: the games come from the
//! server's catalog as [`Starter`]s, named by their services' short names.

use std::collections::HashMap;
use std::sync::{Arc, OnceLock};
use std::time::Duration;

use futures_util::StreamExt as _;
use futures_util::future::BoxFuture;
use sha2::{Digest, Sha256};
use tokio::sync::{broadcast, mpsc};
use tokio::task::JoinHandle;
use tonic::metadata::MetadataMap;
use tonic::{Request, Response, Status};

use super::computers::Computer;
use super::seeks::{
    Change, ChangeKind, Ended, Limits, LobbyStore, Participant, PlayerSnapshot, Refusal,
    RemovedWhy, Seek, Side, Started,
};
use super::{MemoryLobby, RedisLobby};
use crate::ruleset::Ruleset;
use crate::session::ServiceError;
use crate::session::auth::{self, IdentityHook, PlayerLookup, SeatToken};
use crate::session::clock::SharedClock;
use crate::session::games::Games;
use crate::session::play::{PlayOptions, SeatPlayer, TimeControl};
use crate::session::stream::{BoxStream, Shutdown};
use crate::session::traced;
use crate::store::{GameId, GameStore, SeatHash, StoreError};

mod ladder;
mod message;

pub use self::ladder::LadderOptions;

/// Generated code of `proto/lobby/v1/lobby.proto`.
#[allow(missing_docs, clippy::all, clippy::pedantic)]
pub mod pb {
    tonic::include_proto!("lobby.v1");
    pub use super::message::{WatchLobbyResponse, watch_lobby_response};
}

use pb::lobby_service_server::LobbyService;

/// The header a guest identifies itself with (see the proto).
pub const GUEST_KEY_HEADER: &str = "x-guest-key";

/// How long a seek stays when its request does not say.
const DEFAULT_SEEK_SECS: u32 = 600;
/// The longest a seek may stay.
const MAX_SEEK_SECS: u32 = 86_400;
/// How long a taken seek's game may take to be made before another replica makes it.
pub const PENDING_GRACE_MS: u64 = 3_000;
/// Changes read from the store's log per poll.
const POLL_BATCH: usize = 256;
/// Changes a replica's feed keeps for its slowest watcher before that watcher gets a fresh
/// snapshot.
const FEED_CAPACITY: usize = 4096;

/// The lobby store a server uses: in its memory, or in the Redis its games are in.
#[derive(Clone, Debug)]
pub enum LobbyBackend {
    /// One process's lobby.
    Memory(MemoryLobby),
    /// The lobby every replica over one Redis shares.
    Redis(Box<RedisLobby>),
}

macro_rules! both {
    ($self:ident, $lobby:ident => $call:expr) => {
        match $self {
            LobbyBackend::Memory($lobby) => $call.await,
            LobbyBackend::Redis($lobby) => $call.await,
        }
    };
}

impl LobbyStore for LobbyBackend {
    async fn create(
        &self,
        seek: &Seek,
        limits: Limits,
        now_ms: u64,
    ) -> Result<Result<(), Refusal>, StoreError> {
        both!(self, l => l.create(seek, limits, now_ms))
    }
    async fn cancel(&self, id: &str, owner: &str) -> Result<bool, StoreError> {
        both!(self, l => l.cancel(id, owner))
    }
    async fn accept_starting(
        &self,
        id: &str,
        acceptor: &str,
        rating: u32,
        game_id: &str,
        pending: &str,
        now_ms: u64,
    ) -> Result<Result<Seek, Refusal>, StoreError> {
        both!(self, l => l.accept_starting(id, acceptor, rating, game_id, pending, now_ms))
    }
    async fn pending_starts(
        &self,
        before_ms: u64,
        limit: usize,
    ) -> Result<Vec<(String, String)>, StoreError> {
        both!(self, l => l.pending_starts(before_ms, limit))
    }
    async fn seek(&self, id: &str) -> Result<Option<Seek>, StoreError> {
        both!(self, l => l.seek(id))
    }
    async fn present(&self, owner: &str, until_ms: u64) -> Result<(), StoreError> {
        both!(self, l => l.present(owner, until_ms))
    }
    async fn is_present(&self, owner: &str, now_ms: u64) -> Result<bool, StoreError> {
        both!(self, l => l.is_present(owner, now_ms))
    }
    async fn ladder_join(&self, game: &str, member: &str, until_ms: u64) -> Result<(), StoreError> {
        both!(self, l => l.ladder_join(game, member, until_ms))
    }
    async fn record_pending(
        &self,
        game_id: &str,
        pending: &str,
        now_ms: u64,
    ) -> Result<(), StoreError> {
        both!(self, l => l.record_pending(game_id, pending, now_ms))
    }
    async fn ladder(&self, game: &str, now_ms: u64) -> Result<Vec<String>, StoreError> {
        both!(self, l => l.ladder(game, now_ms))
    }
    async fn ladder_met(
        &self,
        game: &str,
        a: &str,
        b: &str,
        keep: usize,
    ) -> Result<(), StoreError> {
        both!(self, l => l.ladder_met(game, a, b, keep))
    }
    async fn ladder_recent(&self, game: &str, key: &str) -> Result<Vec<String>, StoreError> {
        both!(self, l => l.ladder_recent(game, key))
    }
    async fn lease(
        &self,
        name: &str,
        holder: &str,
        now_ms: u64,
        until_ms: u64,
    ) -> Result<bool, StoreError> {
        both!(self, l => l.lease(name, holder, now_ms, until_ms))
    }
    async fn sweep(&self, now_ms: u64) -> Result<usize, StoreError> {
        both!(self, l => l.sweep(now_ms))
    }
    async fn snapshot(&self) -> Result<super::Snapshot, StoreError> {
        both!(self, l => l.snapshot())
    }
    async fn changes(&self, cursor: &str, limit: usize) -> Result<Option<Vec<Change>>, StoreError> {
        both!(self, l => l.changes(cursor, limit))
    }
    async fn decline(&self, id: &str, target: &str, reason: &str) -> Result<bool, StoreError> {
        both!(self, l => l.decline(id, target, reason))
    }
    async fn started(&self, game: &Started) -> Result<(), StoreError> {
        both!(self, l => l.started(game))
    }
    async fn ended(&self, end: &Ended) -> Result<bool, StoreError> {
        both!(self, l => l.ended(end))
    }
    async fn player(&self, key: &str) -> Result<PlayerSnapshot, StoreError> {
        both!(self, l => l.player(key))
    }
}

/// A game an accepted seek starts: the id, both seats' token hashes, the clock, and the
/// players bound to the seats.
#[derive(Debug)]
pub struct Start {
    /// The new game's id.
    pub game_id: GameId,
    /// The seats' token hashes, in seat order.
    pub seats: Vec<SeatHash>,
    /// The clock.
    pub time_control: Option<TimeControl>,
    /// Rated.
    pub rated: bool,
    /// The signed-in players of the seats, in seat order.
    pub players: Vec<Option<SeatPlayer>>,
    /// The seats the service's computer players play: none, one (a game against the
    /// computer), or two (a ladder game between two computer players).
    pub computers: Vec<ComputerSeat>,
}

/// The seat of a game a computer player plays: its token (for the computer's queue alone)
/// and how it thinks.
#[derive(Clone, PartialEq, Eq)]
pub struct ComputerSeat {
    /// The seat.
    pub seat: usize,
    /// Its token.
    pub token: String,
    /// Think time per action (ms).
    pub think_ms: u32,
    /// Search iterations per action (0: no limit).
    pub iterations: u32,
}

impl std::fmt::Debug for ComputerSeat {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ComputerSeat")
            .field("seat", &self.seat)
            .field("think_ms", &self.think_ms)
            .field("iterations", &self.iterations)
            .finish_non_exhaustive()
    }
}

/// Starts the games of one game of the catalog.
pub trait Starter: Send + Sync + 'static {
    /// The ruleset's name ([`Ruleset::NAME`]: how the lobby store names the game).
    fn ruleset(&self) -> &'static str;
    /// How many seats the game has.
    fn seats(&self) -> usize;
    /// Starts the game.
    fn start(&self, start: Start) -> BoxFuture<'static, Result<(), ServiceError>>;
    /// Whether the game `id` is stored.
    fn exists(&self, id: GameId) -> BoxFuture<'static, Result<bool, ServiceError>>;
    /// A finished game, as a rematch of it needs it, for the holder of `token` (and the
    /// signed-in `player`, for a bound seat).
    fn finished(
        &self,
        id: GameId,
        token: SeatToken,
        player: Option<i64>,
    ) -> BoxFuture<'static, Result<Finished, ServiceError>>;
}

/// A finished game as a rematch replays it.
#[derive(Debug)]
pub struct Finished {
    /// The caller's seat.
    pub seat: usize,
    /// The seats' token hashes.
    pub seats: Vec<SeatHash>,
    /// The players bound to the seats (empty: none).
    pub players: Vec<Option<SeatPlayer>>,
    /// Its clock.
    pub time_control: Option<TimeControl>,
    /// Rated.
    pub rated: bool,
    /// The seats the computer played (the session's `computers`).
    pub computers: Vec<usize>,
}

/// The [`Starter`] of game `G` over the server's store.
pub struct GameStarter<G: Ruleset, S> {
    games: Games<G, S>,
}

impl<G: Ruleset, S: GameStore> GameStarter<G, S> {
    /// Games of `G` in `store`, with the server's clock and real-play options.
    pub fn new(store: S, clock: SharedClock, play: PlayOptions) -> Self {
        GameStarter {
            games: Games::new(store).with_play(clock, play),
        }
    }
}

impl<G: Ruleset, S: GameStore> Starter for GameStarter<G, S> {
    fn ruleset(&self) -> &'static str {
        G::NAME
    }
    fn seats(&self) -> usize {
        G::SEATS.len()
    }
    fn start(&self, start: Start) -> BoxFuture<'static, Result<(), ServiceError>> {
        let games = self.games.clone();
        Box::pin(async move {
            let computer_seats: Vec<usize> = start.computers.iter().map(|c| c.seat).collect();
            let stored = games
                .create_seated(
                    &start.game_id,
                    start.seats,
                    start.time_control,
                    start.rated,
                    start.players,
                    &computer_seats,
                )
                .await?;
            // Only tokens of the game as stored are handed to the computer's queue: a start
            // made twice with different tokens (two replicas racing for one rematch) leaves
            // the game and its registration as the first made them.
            let mut seats = start.computers.into_iter().filter(|c| {
                SeatToken::parse(&c.token)
                    .is_some_and(|token| stored.get(c.seat) == Some(&token.hash()))
            });
            let Some(computer) = seats.next() else {
                return Ok(());
            };
            let as_u32 = |seat: usize| u32::try_from(seat).unwrap_or(u32::MAX);
            // Registering and queueing are idempotent: a start made again queues nothing new.
            let job = crate::store::BotJob {
                kind: G::NAME.to_owned(),
                game_id: start.game_id.to_string(),
                seat: as_u32(computer.seat),
                token: computer.token,
                budget_ms: computer.think_ms,
                iterations: computer.iterations,
                second: seats.next().map(|c| crate::store::BotSeat {
                    seat: as_u32(c.seat),
                    token: c.token,
                    budget_ms: c.think_ms,
                    iterations: c.iterations,
                }),
            };
            let store = games.store();
            match store.enqueue_bot(&job).await {
                Ok(Some(_)) => {}
                Ok(None) => {
                    return Err(ServiceError::Internal(
                        "this store keeps no queue for computer players".into(),
                    ));
                }
                Err(e) => return Err(ServiceError::StoreUnavailable(e)),
            }
            store
                .bot_move_due(&job.game_id, 1)
                .await
                .map_err(ServiceError::StoreUnavailable)
        })
    }

    fn exists(&self, id: GameId) -> BoxFuture<'static, Result<bool, ServiceError>> {
        let games = self.games.clone();
        Box::pin(async move {
            let loaded = games
                .store()
                .load(&id, None)
                .await
                .map_err(ServiceError::StoreUnavailable)?;
            Ok(loaded.is_some())
        })
    }

    fn finished(
        &self,
        id: GameId,
        token: SeatToken,
        player: Option<i64>,
    ) -> BoxFuture<'static, Result<Finished, ServiceError>> {
        let games = self.games.clone();
        Box::pin(async move {
            let view = Box::pin(games.get(&id)).await?;
            let session = &view.play.session;
            if !crate::session::ending::over::<G>(session, &view.game) {
                return Err(ServiceError::GameNotOver {
                    game_id: id.to_string(),
                });
            }
            let wrong = || ServiceError::WrongSeat {
                game_id: id.to_string(),
            };
            let seat = token.seat_in(&view.play.seats).ok_or_else(wrong)?;
            crate::session::games::may_act(session, seat, player, &id)?;
            Ok(Finished {
                seat,
                seats: view.play.seats.clone(),
                players: session.players.clone(),
                time_control: session.clocks.as_ref().map(|c| c.control),
                rated: session.rated,
                computers: session.computers.clone(),
            })
        })
    }
}

/// A game the lobby can start, under its service's short name.
pub struct LobbyGame {
    /// The game's service short name (`hnefatafl`).
    pub name: &'static str,
    /// Its starter.
    pub starter: Arc<dyn Starter>,
}

/// Who calls.
#[derive(Clone, Debug)]
enum Caller {
    /// A signed-in player (with their rating in the game asked about, if any).
    Player(SeatPlayer),
    /// A guest, by the hash of its key.
    Guest(String),
}

impl Caller {
    /// The owner key the lobby store knows the caller by.
    fn key(&self) -> String {
        match self {
            Caller::Player(p) => player_key(p.id),
            Caller::Guest(hash) => format!("guest:{hash}"),
        }
    }

    fn name(&self) -> String {
        match self {
            Caller::Player(p) => p.name.clone(),
            Caller::Guest(_) => crate::players::GUEST.to_owned(),
        }
    }

    fn rating(&self) -> u32 {
        match self {
            Caller::Player(p) => rating_u32(p.rating),
            Caller::Guest(_) => 0,
        }
    }
}

fn rating_u32(rating: f64) -> u32 {
    if rating.is_finite() && rating > 0.0 {
        // Ratings are far below u32::MAX; the cast rounds a value already clamped to it.
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
        let r = rating.round().min(f64::from(u32::MAX)) as u32;
        r
    } else {
        0
    }
}

fn random_failed(e: getrandom::Error) -> ServiceError {
    ServiceError::Internal(format!("getrandom: {e}"))
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn unhex_hash(text: &str) -> Option<SeatHash> {
    if text.len() != 32 {
        return None;
    }
    let mut out = [0u8; 16];
    for (i, slot) in out.iter_mut().enumerate() {
        *slot = u8::from_str_radix(text.get(2 * i..2 * i + 2)?, 16).ok()?;
    }
    Some(SeatHash(out))
}

/// Parses a seek's time control: `<minutes>+<seconds>` (Fischer), or empty for none.
///
/// # Errors
/// `INVALID_TIME_CONTROL` saying what is wrong.
pub fn parse_time_control(text: &str) -> Result<Option<TimeControl>, ServiceError> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    let bad = |why: &str| {
        ServiceError::invalid(
            "time_control",
            "INVALID_TIME_CONTROL",
            format!(
                "{:?}: {why} (write <minutes>+<seconds>, e.g. 5+3)",
                crate::session::error::clip(text)
            ),
        )
    };
    let (minutes, seconds) = text.split_once('+').ok_or_else(|| bad("no '+'"))?;
    let minutes: u64 = minutes
        .trim()
        .parse()
        .map_err(|_| bad("the minutes are not a whole number"))?;
    let seconds: u64 = seconds
        .trim()
        .parse()
        .map_err(|_| bad("the seconds are not a whole number"))?;
    if !(1..=600).contains(&minutes) {
        return Err(bad("the minutes must be 1 to 600"));
    }
    if seconds > 600 {
        return Err(bad("the increment is at most 600 seconds"));
    }
    Ok(Some(TimeControl::Fischer {
        initial_ms: minutes * 60_000,
        increment_ms: seconds * 1000,
    }))
}

/// A time control as a rematch offer keeps it: `<minutes>+<seconds>` when it is one, else
/// an exact form (`fischer:<ms>:<ms>`, `delay:<ms>:<ms>`, `per_turn:<ms>`).
fn control_text(control: Option<TimeControl>) -> String {
    match control {
        None => String::new(),
        Some(TimeControl::Fischer {
            initial_ms,
            increment_ms,
        }) if initial_ms % 60_000 == 0 && increment_ms % 1000 == 0 => {
            format!("{}+{}", initial_ms / 60_000, increment_ms / 1000)
        }
        Some(TimeControl::Fischer {
            initial_ms,
            increment_ms,
        }) => format!("fischer:{initial_ms}:{increment_ms}"),
        Some(TimeControl::Delay {
            initial_ms,
            delay_ms,
        }) => format!("delay:{initial_ms}:{delay_ms}"),
        Some(TimeControl::PerTurn { per_turn_ms }) => format!("per_turn:{per_turn_ms}"),
    }
}

/// Reads a stored seek's time control: what [`parse_time_control`] reads, or the exact form
/// of [`control_text`].
fn stored_control(text: &str) -> Result<Option<TimeControl>, ServiceError> {
    let bad = || ServiceError::Internal(format!("a stored seek's time control {text:?}"));
    let parts: Vec<&str> = text.split(':').collect();
    let ms = |i: usize| -> Result<u64, ServiceError> {
        parts.get(i).and_then(|p| p.parse().ok()).ok_or_else(bad)
    };
    match parts.first().copied() {
        Some("fischer") => Ok(Some(TimeControl::Fischer {
            initial_ms: ms(1)?,
            increment_ms: ms(2)?,
        })),
        Some("delay") => Ok(Some(TimeControl::Delay {
            initial_ms: ms(1)?,
            delay_ms: ms(2)?,
        })),
        Some("per_turn") => Ok(Some(TimeControl::PerTurn {
            per_turn_ms: ms(1)?,
        })),
        _ => parse_time_control(text),
    }
}

/// A start as [`LobbyStore::accept_starting`] records it (JSON: the game, its seats' token
/// hashes, clock, rated flag and players, and what the players' streams are told).
pub fn pending_text(start: &Start, started: &Started) -> String {
    let players: Vec<serde_json::Value> = start
        .players
        .iter()
        .map(|p| match p {
            Some(p) => serde_json::json!({
                "id": p.id, "name": p.name, "rating": p.rating, "provisional": p.provisional,
            }),
            None => serde_json::Value::Null,
        })
        .collect();
    serde_json::json!({
        "game_id": start.game_id.to_string(),
        "seats": start.seats.iter().map(|h| hex(&h.0)).collect::<Vec<_>>(),
        "time_control": control_text(start.time_control),
        "rated": start.rated,
        "players": players,
        "started": started.to_text(),
        "computers": start.computers.iter().map(|c| serde_json::json!({
            "seat": c.seat, "token": c.token, "think_ms": c.think_ms, "iterations": c.iterations,
        })).collect::<Vec<_>>(),
    })
    .to_string()
}

/// A recorded start read back (`None`: not one this program wrote).
fn pending_of(text: &str) -> Option<(Start, Started)> {
    let value: serde_json::Value = serde_json::from_str(text).ok()?;
    let game_id = value.get("game_id")?.as_str()?.parse::<GameId>().ok()?;
    let seats = value
        .get("seats")?
        .as_array()?
        .iter()
        .map(|h| unhex_hash(h.as_str()?))
        .collect::<Option<Vec<_>>>()?;
    let players = value
        .get("players")?
        .as_array()?
        .iter()
        .map(|p| {
            if p.is_null() {
                return Some(None);
            }
            Some(Some(SeatPlayer {
                id: p.get("id")?.as_i64()?,
                name: p.get("name")?.as_str()?.to_owned(),
                rating: p.get("rating")?.as_f64()?,
                provisional: p.get("provisional")?.as_bool()?,
            }))
        })
        .collect::<Option<Vec<_>>>()?;
    let computer_seat = |c: &serde_json::Value| {
        Some(ComputerSeat {
            seat: usize::try_from(c.get("seat")?.as_u64()?).ok()?,
            token: c.get("token")?.as_str()?.to_owned(),
            think_ms: u32::try_from(c.get("think_ms")?.as_u64()?).ok()?,
            iterations: u32::try_from(c.get("iterations")?.as_u64()?).ok()?,
        })
    };
    // `computer`: one seat, as the starts of an earlier version recorded it.
    let computers = match (value.get("computers"), value.get("computer")) {
        (Some(list), _) => list
            .as_array()?
            .iter()
            .map(computer_seat)
            .collect::<Option<Vec<_>>>()?,
        (None, None | Some(serde_json::Value::Null)) => Vec::new(),
        (None, Some(one)) => vec![computer_seat(one)?],
    };
    let start = Start {
        game_id,
        seats,
        time_control: stored_control(value.get("time_control")?.as_str()?).ok()?,
        rated: value.get("rated")?.as_bool()?,
        players,
        computers,
    };
    let started = Started::from_text(value.get("started")?.as_str()?).ok()?;
    Some((start, started))
}

fn side_of(seat: u32) -> i32 {
    match seat {
        0 => pb::Side::First as i32,
        _ => pb::Side::Second as i32,
    }
}

fn seek_pb(seek: &Seek, name: &str) -> pb::Seek {
    pb::Seek {
        seek_id: seek.id.clone(),
        game: name.to_owned(),
        owner_name: seek.owner_name.clone(),
        rating: seek.rating,
        time_control: seek.time_control.clone(),
        rated: seek.rated,
        side: match seek.side {
            Side::Random => pb::Side::Unspecified as i32,
            Side::Seat(seat) => side_of(seat),
        },
        min_rating: seek.min_rating,
        max_rating: seek.max_rating,
        created_ms: seek.created_ms,
        expires_ms: seek.expires_ms,
        rematch_of: seek.rematch_of.clone(),
        challenged_name: seek.target_name.clone(),
    }
}

fn refused(refusal: Refusal, seek_id: &str, rating: u32) -> ServiceError {
    match refusal {
        Refusal::AlreadySeeking(open) => ServiceError::AlreadySeeking { seek_id: open },
        Refusal::AddressCap => ServiceError::SeekLimit,
        Refusal::ChallengerCap(cap) => ServiceError::TooManyChallenges(format!(
            "you have {cap} open challenges, as many as you may: cancel one or wait for an answer"
        )),
        Refusal::TargetCap(cap) => ServiceError::TooManyChallenges(format!(
            "this player has {cap} challenges waiting for an answer, as many as they may: \
             try again later"
        )),
        Refusal::Taken => ServiceError::SeekTaken {
            seek_id: seek_id.to_owned(),
        },
        Refusal::OwnSeek => ServiceError::OwnSeek,
        Refusal::OutOfRange => ServiceError::RatingOutOfRange { rating },
        Refusal::NotChallenged => ServiceError::NotChallenged {
            seek_id: seek_id.to_owned(),
        },
    }
}

/// The order of a change log cursor (`<ms>-<seq>` in Redis, a number in memory).
fn cursor_order(cursor: &str) -> Option<(u64, u64)> {
    match cursor.split_once('-') {
        Some((a, b)) => Some((a.parse().ok()?, b.parse().ok()?)),
        None => Some((cursor.parse().ok()?, 0)),
    }
}

/// What a replica's poller tells its streams.
#[derive(Clone, Debug)]
enum Feed {
    /// The next change of the log.
    Change(Arc<Shown>),
    /// The log no longer holds what the poller had not read: every stream starts again from
    /// a snapshot.
    Reset,
}

/// A change of the lobby's log as this replica's streams receive it: every `WatchLobby`
/// stream shows the same message of it, so the first stream to show it builds and encodes
/// it, and the others send those bytes.
#[derive(Debug)]
struct Shown {
    change: Change,
    lobby: OnceLock<Option<pb::WatchLobbyResponse>>,
}

impl Shown {
    fn new(change: Change) -> Shown {
        Shown {
            change,
            lobby: OnceLock::new(),
        }
    }

    /// The `WatchLobby` message of the change (`None`: not listed), made by `build` and
    /// encoded on the first call only.
    fn lobby_message(
        &self,
        build: impl FnOnce(&Change) -> Option<pb::WatchLobbyResponse>,
    ) -> Option<pb::WatchLobbyResponse> {
        self.lobby
            .get_or_init(|| build(&self.change).map(pb::WatchLobbyResponse::into_encoded))
            .clone()
    }
}

/// A seek or challenge as asked for, before it is checked.
struct Wanted {
    time_control: String,
    rated: bool,
    side: i32,
    min_rating: u32,
    max_rating: u32,
    expires_in_s: u32,
    /// The player challenged (`None`: an open seek).
    target: Option<SeatPlayer>,
}

struct Inner {
    store: LobbyBackend,
    limits: Limits,
    clock: SharedClock,
    identity: Option<IdentityHook>,
    lookup: Option<PlayerLookup>,
    /// By the service's short name.
    games: HashMap<&'static str, Arc<dyn Starter>>,
    /// The short name of each ruleset name.
    names: HashMap<&'static str, &'static str>,
    feed: broadcast::Sender<Feed>,
    /// Wakes the poller at once after a write of this replica (other replicas' writes are
    /// read at the next poll).
    wake: tokio::sync::Notify,
    /// The open seeks as this replica's poller last read them (for quick pairing).
    mirror: std::sync::Mutex<HashMap<String, Seek>>,
    /// The service's computer players (none until their accounts are known).
    computers: std::sync::RwLock<Vec<Computer>>,
    /// Whether a player has a bot account (for the ladder; none: nobody joins it).
    bot_check: std::sync::OnceLock<auth::BotCheck>,
    shutdown: Shutdown,
    /// Seeks and challenges posted, by owner key ([`Limits::posts_per_sec`]).
    posts: Option<governor::DefaultKeyedRateLimiter<String>>,
}

/// The lobby service of one replica.
#[derive(Clone)]
pub struct Lobby {
    inner: Arc<Inner>,
}

impl std::fmt::Debug for Lobby {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Lobby")
            .field("games", &self.inner.games.keys().collect::<Vec<_>>())
            .finish_non_exhaustive()
    }
}

impl Lobby {
    /// The lobby over `store` for `games`, with players' sessions resolved by `identity`
    /// and challenged players found by `lookup` (none: guests only).
    #[must_use]
    pub fn new(
        store: LobbyBackend,
        limits: Limits,
        clock: SharedClock,
        identity: Option<IdentityHook>,
        lookup: Option<PlayerLookup>,
        games: Vec<LobbyGame>,
        shutdown: Shutdown,
    ) -> Lobby {
        let (feed, _) = broadcast::channel(FEED_CAPACITY);
        let names = games
            .iter()
            .map(|g| (g.starter.ruleset(), g.name))
            .collect();
        Lobby {
            inner: Arc::new(Inner {
                store,
                limits,
                clock,
                identity,
                lookup,
                games: games.into_iter().map(|g| (g.name, g.starter)).collect(),
                names,
                feed,
                wake: tokio::sync::Notify::new(),
                mirror: std::sync::Mutex::default(),
                computers: std::sync::RwLock::default(),
                bot_check: std::sync::OnceLock::new(),
                shutdown,
                posts: std::num::NonZeroU32::new(limits.posts_per_sec).map(|rate| {
                    let burst = rate.saturating_mul(std::num::NonZeroU32::MIN.saturating_add(1));
                    governor::RateLimiter::keyed(
                        governor::Quota::per_second(rate).allow_burst(burst),
                    )
                }),
            }),
        }
    }

    /// Starts this replica's background tasks: the poller that feeds the `WatchLobby` streams
    /// from the store's change log (every `poll`), and the sweeper that removes the seeks
    /// whose owner left or whose time passed (every `sweep`). Abort the handles to stop.
    #[must_use]
    pub fn spawn_background(&self, poll: Duration, sweep: Duration) -> Vec<JoinHandle<()>> {
        let poller = {
            let lobby = self.clone();
            tokio::spawn(async move { lobby.poll_loop(poll).await })
        };
        let sweeper = {
            let lobby = self.clone();
            tokio::spawn(async move {
                let mut tick = tokio::time::interval(sweep);
                tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
                loop {
                    tick.tick().await;
                    let now = lobby.inner.clock.now_ms();
                    if let Err(error) = lobby.inner.store.sweep(now).await {
                        tracing::warn!(%error, "lobby sweep failed");
                    }
                    lobby.recover_starts(now).await;
                    lobby.computers_present(now).await;
                }
            })
        };
        vec![poller, sweeper]
    }

    async fn poll_loop(&self, every: Duration) {
        let mut cursor = loop {
            match self.inner.store.snapshot().await {
                Ok(snapshot) => {
                    let mut mirror = self.mirror();
                    for seek in snapshot.seeks {
                        mirror.insert(seek.id.clone(), seek);
                    }
                    break snapshot.cursor;
                }
                Err(error) => {
                    tracing::warn!(%error, "lobby feed cannot start; retrying");
                    tokio::time::sleep(every.max(Duration::from_millis(500))).await;
                }
            }
        };
        let mut tick = tokio::time::interval(every);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tokio::select! {
                _ = tick.tick() => {}
                () = self.inner.wake.notified() => {}
            }
            loop {
                match self.inner.store.changes(&cursor, POLL_BATCH).await {
                    Ok(Some(changes)) => {
                        let full = changes.len() >= POLL_BATCH;
                        for change in changes {
                            cursor.clone_from(&change.cursor);
                            match &change.kind {
                                ChangeKind::Added(seek) => {
                                    self.mirror().insert(seek.id.clone(), seek.clone());
                                }
                                ChangeKind::Removed { id, .. } => {
                                    self.mirror().remove(id);
                                }
                                ChangeKind::Started(_) | ChangeKind::Ended(_) => {}
                            }
                            // No watcher on this replica: nobody to tell.
                            let _ = self
                                .inner
                                .feed
                                .send(Feed::Change(Arc::new(Shown::new(change))));
                        }
                        if !full {
                            break;
                        }
                    }
                    Ok(None) => {
                        // Trimmed past this replica's cursor: read the lobby again and have
                        // every stream start from a snapshot.
                        match self.inner.store.snapshot().await {
                            Ok(snapshot) => {
                                let mut mirror = self.mirror();
                                mirror.clear();
                                for seek in snapshot.seeks {
                                    mirror.insert(seek.id.clone(), seek);
                                }
                                drop(mirror);
                                cursor = snapshot.cursor;
                                let _ = self.inner.feed.send(Feed::Reset);
                            }
                            Err(error) => {
                                tracing::warn!(%error, "lobby feed cannot read the lobby");
                            }
                        }
                        break;
                    }
                    Err(error) => {
                        tracing::warn!(%error, "lobby feed cannot read the change log");
                        break;
                    }
                }
            }
        }
    }

    /// Sets the service's computer players (their accounts, once known): challenges to them
    /// are accepted at once and their moves thought by the computer's queue.
    pub fn set_computers(&self, computers: Vec<Computer>) {
        *self
            .inner
            .computers
            .write()
            .unwrap_or_else(std::sync::PoisonError::into_inner) = computers;
    }

    /// Sets how the lobby tells bot accounts from people's (the ladder takes bots only); a
    /// second call is ignored.
    pub fn set_bot_check(&self, check: auth::BotCheck) {
        let _ = self.inner.bot_check.set(check);
    }

    /// Keeps the computer players present (online) while this replica runs them.
    async fn computers_present(&self, now_ms: u64) {
        let keys: Vec<String> = self
            .inner
            .computers
            .read()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .iter()
            .map(|c| player_key(c.id))
            .collect();
        let until = now_ms.saturating_add(self.inner.limits.grace_ms);
        for key in keys {
            if let Err(error) = self.inner.store.present(&key, until).await {
                tracing::warn!(%error, "cannot mark the computer players present");
                return;
            }
        }
    }

    /// The service's computer players.
    pub(super) fn computers(&self) -> Vec<Computer> {
        self.inner
            .computers
            .read()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .clone()
    }

    /// The computer player whose account is `id`, if it is one.
    fn computer(&self, id: i64) -> Option<Computer> {
        self.inner
            .computers
            .read()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .iter()
            .find(|c| c.id == id)
            .copied()
    }

    async fn list_computers(
        &self,
        r: pb::ListComputersRequest,
    ) -> Result<pb::ListComputersResponse, ServiceError> {
        if r.game.is_empty() {
            return Err(ServiceError::missing("game"));
        }
        let (name, _) = self.game(&r.game)?;
        let computers = self.computers();
        let mut out = Vec::with_capacity(computers.len());
        if let Some(lookup) = self.inner.lookup.as_ref() {
            for computer in computers {
                let player = lookup(computer.level.name.to_owned(), Some(name)).await?;
                out.push(pb::Computer {
                    name: player.name,
                    level: computer.level.level.to_owned(),
                    description: computer.level.description.to_owned(),
                    rating: rating_u32(player.rating),
                    provisional: player.provisional,
                    think_ms: computer.level.think_ms,
                });
            }
        }
        Ok(pb::ListComputersResponse { computers: out })
    }

    fn mirror(&self) -> std::sync::MutexGuard<'_, HashMap<String, Seek>> {
        self.inner
            .mirror
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    async fn caller(
        &self,
        metadata: &MetadataMap,
        game: Option<&'static str>,
    ) -> Result<Option<Caller>, ServiceError> {
        if let Some(player) =
            auth::signed_in_player(metadata, self.inner.identity.as_ref(), game).await?
        {
            return Ok(Some(Caller::Player(player)));
        }
        let mut keys = metadata.get_all(GUEST_KEY_HEADER).iter();
        let Some(key) = keys.next() else {
            return Ok(None);
        };
        let invalid = |why: &str| {
            ServiceError::invalid(
                "x-guest-key",
                "INVALID_KEY",
                format!("{why}: send one `x-guest-key` of 16 to 128 printable ASCII characters"),
            )
        };
        if keys.next().is_some() {
            return Err(invalid("two guest keys"));
        }
        let key = key.to_str().map_err(|_| invalid("not text"))?;
        if !(16..=128).contains(&key.len()) || !key.bytes().all(|b| b.is_ascii_graphic()) {
            return Err(invalid("malformed guest key"));
        }
        let digest = Sha256::digest(key.as_bytes());
        Ok(Some(Caller::Guest(hex(&digest[..16]))))
    }

    async fn required(
        &self,
        metadata: &MetadataMap,
        game: Option<&'static str>,
    ) -> Result<Caller, ServiceError> {
        self.caller(metadata, game).await?.ok_or_else(|| {
            ServiceError::Unauthenticated(format!(
                "say who you are: a signed-in player's `{}`, or a guest's `{GUEST_KEY_HEADER}`",
                auth::PLAYER_SESSION_HEADER
            ))
        })
    }

    fn game(&self, name: &str) -> Result<(&'static str, &Arc<dyn Starter>), ServiceError> {
        self.inner
            .games
            .get_key_value(name)
            .map(|(k, v)| (*k, v))
            .ok_or_else(|| {
                let mut known: Vec<&str> = self.inner.games.keys().copied().collect();
                known.sort_unstable();
                ServiceError::invalid(
                    "game",
                    "UNKNOWN_GAME",
                    format!(
                        "unknown game {:?}: one of {}",
                        crate::session::error::clip(name),
                        known.join(", ")
                    ),
                )
            })
    }

    fn short_name(&self, ruleset: &str) -> &'static str {
        self.inner.names.get(ruleset).copied().unwrap_or("")
    }

    async fn create_seek(
        &self,
        metadata: &MetadataMap,
        address: String,
        r: pb::CreateSeekRequest,
    ) -> Result<pb::CreateSeekResponse, ServiceError> {
        if r.game.is_empty() {
            return Err(ServiceError::missing("game"));
        }
        let (name, starter) = self.game(&r.game)?;
        let starter = Arc::clone(starter);
        let caller = self.required(metadata, Some(name)).await?;
        let wanted = Wanted {
            time_control: r.time_control,
            rated: r.rated,
            side: r.side,
            min_rating: r.min_rating,
            max_rating: r.max_rating,
            expires_in_s: r.expires_in_s,
            target: None,
        };
        let (seek, token) = self.post(&caller, &starter, address, wanted).await?;
        tracing::Span::current().record("game_id", seek.id.as_str());
        Ok(pb::CreateSeekResponse {
            seek: Some(seek_pb(&seek, name)),
            seat_token: token.reveal(),
            side: side_of(seek.seat),
        })
    }

    async fn challenge(
        &self,
        metadata: &MetadataMap,
        address: String,
        r: pb::ChallengeRequest,
    ) -> Result<pb::ChallengeResponse, ServiceError> {
        if r.opponent.trim().is_empty() {
            return Err(ServiceError::missing("opponent"));
        }
        if r.game.is_empty() {
            return Err(ServiceError::missing("game"));
        }
        let (name, starter) = self.game(&r.game)?;
        let starter = Arc::clone(starter);
        let caller = self.required(metadata, Some(name)).await?;
        let lookup = self
            .inner
            .lookup
            .as_ref()
            .ok_or_else(|| ServiceError::PlayerNotFound {
                name: r.opponent.clone(),
            })?;
        let opponent = lookup(r.opponent.trim().to_owned(), Some(name)).await?;
        let computer = self.computer(opponent.id);
        match &caller {
            Caller::Player(me) if me.id == opponent.id => {
                return Err(ServiceError::invalid(
                    "opponent",
                    "SAME_PLAYER",
                    "you cannot challenge yourself",
                ));
            }
            Caller::Player(_) => {}
            // A guest may play the computer, unrated.
            Caller::Guest(_) if computer.is_some() => {}
            Caller::Guest(_) => {
                return Err(ServiceError::NotSignedIn(format!(
                    "sign in to challenge a player (send `{}`)",
                    auth::PLAYER_SESSION_HEADER
                )));
            }
        }
        let wanted = Wanted {
            time_control: r.time_control,
            rated: r.rated,
            side: r.side,
            min_rating: 0,
            max_rating: 0,
            expires_in_s: r.expires_in_s,
            target: Some(opponent.clone()),
        };
        let (seek, token) = self.post(&caller, &starter, address, wanted).await?;
        tracing::Span::current().record("game_id", seek.id.as_str());
        let challenge = seek_pb(&seek, name);
        let side = side_of(seek.seat);
        let mut game_id = String::new();
        if let Some(computer) = computer {
            // The computer accepts at once: the challenge's seat is its, played by the queue.
            let control = stored_control(&seek.time_control)?;
            let think = super::computers::think_ms(computer.level, control);
            let started = self
                .take(
                    seek,
                    &Caller::Player(opponent),
                    name,
                    &starter,
                    Some((think, computer.level.iterations)),
                )
                .await?;
            game_id = started.game_id;
        }
        Ok(pb::ChallengeResponse {
            challenge: Some(challenge),
            seat_token: token.reveal(),
            side,
            game_id,
        })
    }

    /// The limit on posts per owner ([`Limits::posts_per_sec`]).
    fn check_posting(&self, caller: &Caller) -> Result<(), ServiceError> {
        let Some(posts) = &self.inner.posts else {
            return Ok(());
        };
        // The keys of owners whose budget has come back are dropped past this many.
        if posts.len() > 100_000 {
            posts.retain_recent();
        }
        posts.check_key(&caller.key()).map_err(|not_until| {
            let wait = not_until.wait_time_from(governor::clock::Clock::now(
                &governor::clock::DefaultClock::default(),
            ));
            ServiceError::PostingTooFast {
                retry_after_ms: u64::try_from(wait.as_millis())
                    .unwrap_or(u64::MAX)
                    .saturating_add(1),
            }
        })
    }

    /// Posts the seek (or challenge) `wanted` of `caller`: checks it, draws the owner's
    /// seat token (and side, for a random one) and writes it to the store.
    async fn post(
        &self,
        caller: &Caller,
        starter: &Arc<dyn Starter>,
        address: String,
        wanted: Wanted,
    ) -> Result<(Seek, SeatToken), ServiceError> {
        self.check_posting(caller)?;
        // The computer players take every challenge at once: none waits for them.
        let limits = match &wanted.target {
            Some(target) if self.computer(target.id).is_some() => Limits {
                challenges_per_target: 0,
                ..self.inner.limits
            },
            _ => self.inner.limits,
        };
        let control = parse_time_control(&wanted.time_control)?;
        if wanted.rated {
            if !matches!(caller, Caller::Player(_)) {
                return Err(ServiceError::NotSignedIn(format!(
                    "sign in to post a rated seek (send `{}`)",
                    auth::PLAYER_SESSION_HEADER
                )));
            }
            if control.is_none() {
                return Err(ServiceError::invalid(
                    "rated",
                    "NOT_RATABLE",
                    "a rated seek needs a time control (a player who walks away loses on time)",
                ));
            }
        }
        if wanted.max_rating > 0 && wanted.min_rating > wanted.max_rating {
            return Err(ServiceError::invalid(
                "min_rating",
                "INVALID_RANGE",
                "min_rating is above max_rating",
            ));
        }
        let (side, seat) = match pb::Side::try_from(wanted.side) {
            Ok(pb::Side::Unspecified) => {
                let mut b = [0u8; 1];
                getrandom::fill(&mut b).map_err(random_failed)?;
                (Side::Random, u32::from(b[0] & 1))
            }
            Ok(pb::Side::First) => (Side::Seat(0), 0),
            Ok(pb::Side::Second) => (Side::Seat(1), 1),
            Err(_) => {
                return Err(ServiceError::invalid(
                    "side",
                    "INVALID_SIDE",
                    format!("not a side: {}", wanted.side),
                ));
            }
        };
        if usize::try_from(seat).unwrap_or(usize::MAX) >= starter.seats() {
            return Err(ServiceError::invalid(
                "side",
                "INVALID_SIDE",
                "the game has no such seat",
            ));
        }
        let secs = match wanted.expires_in_s {
            0 => DEFAULT_SEEK_SECS,
            s if s > MAX_SEEK_SECS => {
                return Err(ServiceError::invalid(
                    "expires_in_s",
                    "INVALID_ARGUMENT",
                    "a seek stays a day at most",
                ));
            }
            s => s,
        };
        let token = SeatToken::random().map_err(random_failed)?;
        let id = GameId::random().map_err(random_failed)?.to_string();
        let now = self.inner.clock.now_ms();
        let (target, target_name) = wanted.target.map_or_else(
            || (String::new(), String::new()),
            |p| (player_key(p.id), p.name),
        );
        let seek = Seek {
            id,
            game: starter.ruleset().to_owned(),
            owner: caller.key(),
            owner_name: caller.name(),
            rating: caller.rating(),
            time_control: wanted.time_control.trim().to_owned(),
            rated: wanted.rated,
            side,
            min_rating: wanted.min_rating,
            max_rating: wanted.max_rating,
            address,
            created_ms: now,
            expires_ms: now.saturating_add(u64::from(secs) * 1000),
            seat_hash: hex(&token.hash().0),
            seat,
            provisional: matches!(caller, Caller::Player(p) if p.provisional),
            rematch_of: String::new(),
            target,
            target_name,
        };
        self.inner
            .store
            .create(&seek, limits, now)
            .await?
            .map_err(|refusal| refused(refusal, &seek.id, 0))?;
        Ok((seek, token))
    }

    async fn decline_challenge(
        &self,
        metadata: &MetadataMap,
        r: pb::DeclineChallengeRequest,
    ) -> Result<pb::DeclineChallengeResponse, ServiceError> {
        if r.seek_id.is_empty() {
            return Err(ServiceError::missing("seek_id"));
        }
        let reason = pb::DeclineReason::try_from(r.reason).map_err(|_| {
            ServiceError::invalid(
                "reason",
                "INVALID_ARGUMENT",
                format!("not a decline reason: {}", r.reason),
            )
        })?;
        let caller = self.required(metadata, None).await?;
        if self
            .inner
            .store
            .decline(&r.seek_id, &caller.key(), reason.as_str_name())
            .await?
        {
            Ok(pb::DeclineChallengeResponse {})
        } else {
            Err(ServiceError::SeekNotFound { seek_id: r.seek_id })
        }
    }

    async fn cancel_seek(
        &self,
        metadata: &MetadataMap,
        r: pb::CancelSeekRequest,
    ) -> Result<pb::CancelSeekResponse, ServiceError> {
        if r.seek_id.is_empty() {
            return Err(ServiceError::missing("seek_id"));
        }
        let caller = self.required(metadata, None).await?;
        if self.inner.store.cancel(&r.seek_id, &caller.key()).await? {
            Ok(pb::CancelSeekResponse {})
        } else {
            Err(ServiceError::SeekNotFound { seek_id: r.seek_id })
        }
    }

    async fn accept_seek(
        &self,
        metadata: &MetadataMap,
        r: pb::AcceptSeekRequest,
    ) -> Result<pb::AcceptSeekResponse, ServiceError> {
        if r.seek_id.is_empty() {
            return Err(ServiceError::missing("seek_id"));
        }
        let taken = || ServiceError::SeekTaken {
            seek_id: r.seek_id.clone(),
        };
        let seek = self.inner.store.seek(&r.seek_id).await?.ok_or_else(taken)?;
        if !seek.rematch_of.is_empty() {
            return Err(ServiceError::invalid(
                "seek_id",
                "REMATCH_OFFER",
                "this seek is a rematch offer: only its game's other player takes it, with \
                 OfferRematch",
            ));
        }
        let name = self.short_name(&seek.game);
        let (name, starter) = self.game(name)?;
        let starter = Arc::clone(starter);
        let caller = self.required(metadata, Some(name)).await?;
        if seek.is_challenge() && seek.target != caller.key() {
            return Err(ServiceError::NotChallenged { seek_id: seek.id });
        }
        if seek.rated && !matches!(caller, Caller::Player(_)) {
            return Err(ServiceError::NotSignedIn(format!(
                "this seek is rated: sign in to accept it (send `{}`)",
                auth::PLAYER_SESSION_HEADER
            )));
        }
        self.take(seek, &caller, name, &starter, None).await
    }

    /// Takes `seek` for `caller` with the store's atomic accept and starts its game. With
    /// `computer` (think time and iterations per action), `caller` is one of the service's
    /// computer players: its seat is the computer's, played by the computer's queue with the
    /// seat token (which the answer then carries for nobody to use).
    async fn take(
        &self,
        seek: Seek,
        caller: &Caller,
        name: &'static str,
        starter: &Arc<dyn Starter>,
        computer: Option<(u32, u32)>,
    ) -> Result<pb::AcceptSeekResponse, ServiceError> {
        let seek_id = seek.id.clone();
        let owner_seat = usize::try_from(seek.seat).unwrap_or(usize::MAX);
        let owner_hash = unhex_hash(&seek.seat_hash)
            .ok_or_else(|| ServiceError::Internal(format!("seek {} has no seat", seek.id)))?;
        if owner_seat >= starter.seats() {
            return Err(ServiceError::Internal(format!(
                "seek {} names a missing seat",
                seek.id
            )));
        }
        let game_id = GameId::random().map_err(random_failed)?;
        let token = SeatToken::random().map_err(random_failed)?;
        let rating = caller.rating();
        let mut seats = vec![token.hash(); starter.seats()];
        let mut players: Vec<Option<SeatPlayer>> = vec![None; starter.seats()];
        if let Some(slot) = seats.get_mut(owner_seat) {
            *slot = owner_hash;
        }
        if let Some(id) = seek.owner.strip_prefix("player:")
            && let Ok(id) = id.parse::<i64>()
            && let Some(slot) = players.get_mut(owner_seat)
        {
            *slot = Some(SeatPlayer {
                id,
                name: seek.owner_name.clone(),
                rating: f64::from(seek.rating),
                provisional: seek.provisional,
            });
        }
        let my_seat = usize::from(owner_seat == 0);
        if let Caller::Player(p) = caller
            && let Some(slot) = players.get_mut(my_seat)
        {
            *slot = Some(p.clone());
        }
        let control = stored_control(&seek.time_control)?;
        tracing::Span::current().record("game_id", game_id.to_string().as_str());
        let start = Start {
            game_id,
            seats,
            time_control: control,
            rated: seek.rated,
            players,
            computers: computer
                .map(|(think_ms, iterations)| ComputerSeat {
                    seat: my_seat,
                    token: token.reveal(),
                    think_ms,
                    iterations,
                })
                .into_iter()
                .collect(),
        };
        let started = self.started_of(&start, &seek, caller.name(), caller.rating());
        // The seek is taken and the game to make recorded in one atomic step: should this
        // replica die before the game is stored, another makes it (`recover_starts`).
        self.inner
            .store
            .accept_starting(
                &seek.id,
                &caller.key(),
                rating,
                &game_id.to_string(),
                &pending_text(&start, &started),
                self.inner.clock.now_ms(),
            )
            .await?
            .map_err(|refusal| refused(refusal, &seek_id, rating))?;
        starter.start(start).await?;
        self.record_started(&started).await;
        Ok(pb::AcceptSeekResponse {
            game_id: game_id.to_string(),
            game: name.to_owned(),
            side: side_of(u32::try_from(my_seat).unwrap_or(1)),
            seat_token: token.reveal(),
        })
    }

    /// Makes the games whose seek was taken more than [`PENDING_GRACE_MS`] ago but which were
    /// never told started: the replica that took the seek died (or lost its store) between
    /// the two writes. Making a game is idempotent (the id is the one recorded), so two
    /// replicas recovering one start make one game, and it is told once.
    pub async fn recover_starts(&self, now_ms: u64) {
        let due = match self
            .inner
            .store
            .pending_starts(now_ms.saturating_sub(PENDING_GRACE_MS), 16)
            .await
        {
            Ok(due) => due,
            Err(error) => {
                tracing::warn!(%error, "lobby pending starts not read");
                return;
            }
        };
        for (game_id, text) in due {
            let Some((start, started)) = pending_of(&text) else {
                tracing::warn!(%game_id, "unreadable pending lobby start left alone");
                continue;
            };
            let Some(starter) = self
                .inner
                .games
                .values()
                .find(|s| s.ruleset() == started.game)
                .cloned()
            else {
                tracing::warn!(%game_id, game = %started.game, "pending lobby start of a game not served here");
                continue;
            };
            match starter.start(start).await {
                Ok(()) => {
                    tracing::info!(%game_id, "lobby game made by recovery");
                    self.record_started(&started).await;
                    self.inner.wake.notify_one();
                }
                Err(error) => tracing::warn!(%game_id, %error, "pending lobby start failed"),
            }
        }
    }

    /// The game `start` as the lobby's players' streams tell it: its seats' players (the
    /// seek's owner's name and rating for an unbound seat of the owner's, `other_name` and
    /// `other_rating` for the acceptor's).
    fn started_of(
        &self,
        start: &Start,
        seek: &Seek,
        other_name: String,
        other_rating: u32,
    ) -> Started {
        let owner_seat = usize::try_from(seek.seat).unwrap_or(0);
        let players = start
            .players
            .iter()
            .enumerate()
            .map(|(seat, player)| match player {
                Some(p) => participant(p),
                None if seat == owner_seat && seek.rematch_of.is_empty() => Participant {
                    key: String::new(),
                    name: seek.owner_name.clone(),
                    rating: 0,
                },
                None => Participant {
                    key: String::new(),
                    name: if other_name.is_empty() {
                        crate::players::GUEST.to_owned()
                    } else {
                        other_name.clone()
                    },
                    rating: other_rating,
                },
            })
            .collect();
        Started {
            game_id: start.game_id.to_string(),
            game: seek.game.clone(),
            players,
            time_control: seek.time_control.clone(),
            rated: start.rated,
            started_ms: self.inner.clock.now_ms(),
        }
    }

    /// Tells the players' streams of a game the lobby started, and clears its pending start
    /// (the game is stored already; a store that fails here is retried a few times, then
    /// left to [`Lobby::recover_starts`], which makes the game again — a no-op — and tells
    /// it).
    async fn record_started(&self, started: &Started) {
        retried("lobby game start not recorded", &started.game_id, || {
            self.inner.store.started(started)
        })
        .await;
    }

    async fn offer_rematch(
        &self,
        metadata: &MetadataMap,
        address: String,
        r: pb::OfferRematchRequest,
    ) -> Result<pb::OfferRematchResponse, ServiceError> {
        if r.game.is_empty() {
            return Err(ServiceError::missing("game"));
        }
        let (name, starter) = self.game(&r.game)?;
        let starter = Arc::clone(starter);
        let old = crate::session::games::parse_game_id("game_id", &r.game_id)?;
        let token = SeatToken::from_metadata(metadata)?;
        let player = match self.caller(metadata, Some(name)).await? {
            Some(Caller::Player(p)) => Some(p),
            _ => None,
        };
        let finished = starter
            .finished(old, token, player.as_ref().map(|p| p.id))
            .await?;
        let seats = starter.seats();
        let next = |seat: usize| (seat + 1) % seats;
        let mine_old = finished.seat;
        let mine_new = next(mine_old);
        let my_player = finished.players.get(mine_old).cloned().flatten();
        let now = self.inner.clock.now_ms();
        let mine_hash =
            finished.seats.get(mine_old).copied().ok_or_else(|| {
                ServiceError::Internal("the finished game has no such seat".into())
            })?;
        let owner = format!("rematch:{old}");
        let offer = Seek {
            id: format!("rematch-{old}"),
            game: starter.ruleset().to_owned(),
            owner: owner.clone(),
            owner_name: my_player
                .as_ref()
                .map_or_else(|| crate::players::GUEST.to_owned(), |p| p.name.clone()),
            rating: my_player.as_ref().map_or(0, |p| rating_u32(p.rating)),
            time_control: control_text(finished.time_control),
            rated: finished.rated,
            side: Side::Seat(u32::try_from(mine_new).unwrap_or(0)),
            min_rating: 0,
            max_rating: 0,
            address,
            created_ms: now,
            expires_ms: now.saturating_add(u64::from(DEFAULT_SEEK_SECS) * 1000),
            seat_hash: hex(&mine_hash.0),
            seat: u32::try_from(mine_new).unwrap_or(0),
            provisional: my_player.as_ref().is_some_and(|p| p.provisional),
            rematch_of: old.to_string(),
            target: String::new(),
            target_name: String::new(),
        };
        let side = side_of(offer.seat);
        let other_old = next(mine_old);
        if seats == 2
            && let Some(Some(opponent)) = finished.players.get(other_old)
            && let Some(computer) = self.computer(opponent.id)
        {
            return self
                .rematch_computer(&starter, old, &finished, offer, computer)
                .await;
        }
        if finished.computers.contains(&other_old) {
            // NewGame's computer opponent: nobody would ever take the offer.
            return Err(ServiceError::ComputerNoRematch {
                game_id: old.to_string(),
            });
        }
        let open_id = match self
            .inner
            .store
            .create(&offer, self.inner.limits, now)
            .await?
        {
            Ok(()) => {
                // Nobody streams for an offer's owner: it stays until taken or expired.
                self.inner.store.present(&owner, offer.expires_ms).await?;
                return Ok(pb::OfferRematchResponse {
                    seek_id: offer.id,
                    game_id: String::new(),
                    side,
                });
            }
            Err(Refusal::AlreadySeeking(open)) => open,
            Err(refusal) => return Err(refused(refusal, &offer.id, 0)),
        };
        let open =
            self.inner
                .store
                .seek(&open_id)
                .await?
                .ok_or_else(|| ServiceError::SeekTaken {
                    seek_id: open_id.clone(),
                })?;
        if open.seat == offer.seat {
            // This player offered already.
            return Ok(pb::OfferRematchResponse {
                seek_id: open.id,
                game_id: String::new(),
                side,
            });
        }
        // The opponent offered: take the offer and start the game, each player with the seat
        // token they had, on the other side.
        let game_id = GameId::random().map_err(random_failed)?;
        let taken = open;
        let mut new_seats = vec![mine_hash; seats];
        let mut new_players: Vec<Option<SeatPlayer>> = vec![None; seats];
        for (seat, hash) in finished.seats.iter().enumerate() {
            if let Some(slot) = new_seats.get_mut(next(seat)) {
                *slot = *hash;
            }
            if let Some(slot) = new_players.get_mut(next(seat)) {
                *slot = finished.players.get(seat).cloned().flatten();
            }
        }
        if let Some(hash) = unhex_hash(&taken.seat_hash)
            && let Some(slot) = new_seats.get_mut(usize::try_from(taken.seat).unwrap_or(0))
        {
            *slot = hash;
        }
        let start = Start {
            game_id,
            seats: new_seats,
            time_control: stored_control(&taken.time_control)?,
            rated: taken.rated,
            players: new_players,
            computers: Vec::new(),
        };
        let started = self.started_of(&start, &taken, String::new(), 0);
        self.inner
            .store
            .accept_starting(
                &taken.id,
                &format!("seat:{old}:{mine_old}"),
                0,
                &game_id.to_string(),
                &pending_text(&start, &started),
                self.inner.clock.now_ms(),
            )
            .await?
            .map_err(|refusal| refused(refusal, &open_id, 0))?;
        starter.start(start).await?;
        self.record_started(&started).await;
        Ok(pb::OfferRematchResponse {
            seek_id: taken.id,
            game_id: game_id.to_string(),
            side,
        })
    }

    /// A rematch offered to one of the service's computer players (the other seat of the
    /// finished two-seat game `old`), which accepts it at once: the offer is posted and taken
    /// for the computer as another player's would be, and the new game (the sides swapped,
    /// the same clock and rated flag; the computer's seat with a fresh token, played by its
    /// queue) gets an id derived from the old one. So the same offer made again, or handled
    /// by two replicas at once, makes one game: a made game is answered as it is; of two
    /// racing starts only the one whose seats were stored hands its token to the queue.
    async fn rematch_computer(
        &self,
        starter: &Arc<dyn Starter>,
        old: GameId,
        finished: &Finished,
        offer: Seek,
        computer: Computer,
    ) -> Result<pb::OfferRematchResponse, ServiceError> {
        let game_id = old.derived("rematch");
        let side = side_of(offer.seat);
        let answer = |seek_id: String| pb::OfferRematchResponse {
            seek_id,
            game_id: game_id.to_string(),
            side,
        };
        if starter.exists(game_id).await? {
            return Ok(answer(offer.id));
        }
        let mine_new = usize::try_from(offer.seat).unwrap_or(0);
        let theirs_new = usize::from(mine_new == 0);
        let mine_hash = unhex_hash(&offer.seat_hash)
            .ok_or_else(|| ServiceError::Internal("a rematch offer without a seat".into()))?;
        let token = SeatToken::random().map_err(random_failed)?;
        let mut seats = vec![token.hash(); 2];
        if let Some(slot) = seats.get_mut(mine_new) {
            *slot = mine_hash;
        }
        // Each player moves to the other side.
        let players: Vec<Option<SeatPlayer>> = (0..2)
            .map(|seat| finished.players.get(1 - seat).cloned().flatten())
            .collect();
        let control = finished.time_control;
        let start = Start {
            game_id,
            seats,
            time_control: control,
            rated: finished.rated,
            players,
            computers: vec![ComputerSeat {
                seat: theirs_new,
                token: token.reveal(),
                think_ms: super::computers::think_ms(computer.level, control),
                iterations: computer.level.iterations,
            }],
        };
        let now = self.inner.clock.now_ms();
        match self
            .inner
            .store
            .create(&offer, self.inner.limits, now)
            .await?
        {
            // Another call's offer, the same: taken below all the same.
            Ok(()) | Err(Refusal::AlreadySeeking(_)) => {}
            Err(refusal) => return Err(refused(refusal, &offer.id, 0)),
        }
        let started = self.started_of(&start, &offer, String::new(), 0);
        tracing::Span::current().record("game_id", game_id.to_string().as_str());
        let taken = self
            .inner
            .store
            .accept_starting(
                &offer.id,
                &player_key(computer.id),
                0,
                &game_id.to_string(),
                &pending_text(&start, &started),
                now,
            )
            .await?;
        match taken {
            Ok(_) => {}
            // Taken by a call racing this one: that call makes the game.
            Err(Refusal::Taken) => return Ok(answer(offer.id)),
            Err(refusal) => return Err(refused(refusal, &offer.id, 0)),
        }
        starter.start(start).await?;
        self.record_started(&started).await;
        self.inner.wake.notify_one();
        Ok(answer(offer.id))
    }

    /// The open seeks a quick pairer may take now, closest rating first: the same game, clock
    /// and rated flag, not its own, not a rematch offer, admitting its rating, older than its
    /// own seek (when it has one), and rated within the widening of the longer wait.
    fn candidates(&self, wanted: &Seek, own: Option<&Seek>, now: u64) -> Vec<Seek> {
        let widening = super::Widening::default();
        let rating = |r: u32| if r == 0 { 1500 } else { i64::from(r) };
        let mut found: Vec<(i64, Seek)> = self
            .mirror()
            .values()
            .filter(|s| {
                s.game == wanted.game
                    && s.time_control == wanted.time_control
                    && s.rated == wanted.rated
                    && s.rematch_of.is_empty()
                    && !s.is_challenge()
                    && s.owner != wanted.owner
                    && s.admits(wanted.rating)
                    && own.is_none_or(|o| (s.created_ms, &s.id) < (o.created_ms, &o.id))
            })
            .filter_map(|s| {
                let gap = (rating(s.rating) - rating(wanted.rating)).abs();
                let since = own.map_or(s.created_ms, |o| o.created_ms.min(s.created_ms));
                let waited = i64::try_from(now.saturating_sub(since) / 1000).unwrap_or(i64::MAX);
                let allowed = i64::from(widening.base)
                    .saturating_add(i64::from(widening.per_second).saturating_mul(waited));
                (gap <= allowed).then(|| (gap, s.clone()))
            })
            .collect();
        found.sort_by(|a, b| (a.0, a.1.created_ms, &a.1.id).cmp(&(b.0, b.1.created_ms, &b.1.id)));
        found.into_iter().map(|(_, s)| s).collect()
    }

    /// Serves one QuickPair stream into `tx` (see the proto).
    #[allow(clippy::too_many_lines)]
    async fn quick_pair(
        &self,
        caller: Caller,
        name: &'static str,
        starter: Arc<dyn Starter>,
        control_text: String,
        address: String,
        tx: mpsc::Sender<Result<pb::QuickPairResponse, Status>>,
    ) {
        use pb::quick_pair_response::Update;
        let send = |update: Result<Update, ServiceError>| {
            let tx = tx.clone();
            async move {
                tx.send(
                    update
                        .map(|u| pb::QuickPairResponse { update: Some(u) })
                        .map_err(Status::from),
                )
                .await
                .is_ok()
            }
        };
        let mut feed = self.inner.feed.subscribe();
        let mut shutdown = self.inner.shutdown.clone();
        let mut tick = tokio::time::interval(Duration::from_secs(1));
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        let rated = matches!(caller, Caller::Player(_)) && !control_text.is_empty();
        let wanted = Seek {
            id: String::new(),
            game: starter.ruleset().to_owned(),
            owner: caller.key(),
            owner_name: caller.name(),
            rating: caller.rating(),
            time_control: control_text.clone(),
            rated,
            side: Side::Random,
            min_rating: 0,
            max_rating: 0,
            address: address.clone(),
            created_ms: 0,
            expires_ms: 0,
            seat_hash: String::new(),
            seat: 0,
            provisional: matches!(&caller, Caller::Player(p) if p.provisional),
            rematch_of: String::new(),
            target: String::new(),
            target_name: String::new(),
        };
        // The caller's own waiting seek and its seat token; `cancelling`: it could not be
        // withdrawn (somebody may have taken it): wait for the lobby to say what became of it.
        let mut own: Option<(Seek, SeatToken)> = None;
        let mut cancelling = false;
        loop {
            if !cancelling {
                let now = self.inner.clock.now_ms();
                let mut started = None;
                for candidate in self.candidates(&wanted, own.as_ref().map(|(s, _)| s), now) {
                    if let Some((mine, _)) = &own {
                        // Withdraw the own seek first, so that nobody takes both.
                        match self.inner.store.cancel(&mine.id, &mine.owner).await {
                            Ok(true) => own = None,
                            Ok(false) => {
                                cancelling = true;
                                break;
                            }
                            Err(e) => {
                                let _ = send(Err(e.into())).await;
                                return;
                            }
                        }
                    }
                    match self.take(candidate, &caller, name, &starter, None).await {
                        Ok(game) => {
                            started = Some(game);
                            break;
                        }
                        Err(
                            ServiceError::SeekTaken { .. } | ServiceError::RatingOutOfRange { .. },
                        ) => {}
                        Err(e) => {
                            let _ = send(Err(e)).await;
                            return;
                        }
                    }
                }
                if let Some(game) = started {
                    self.inner.wake.notify_one();
                    let _ = send(Ok(Update::Started(game))).await;
                    return;
                }
                if own.is_none() && !cancelling {
                    match self.post_quick(&wanted, &address).await {
                        Ok((seek, token, reply)) => {
                            self.inner.wake.notify_one();
                            own = Some((seek, token));
                            if !send(Ok(Update::Waiting(reply))).await {
                                return;
                            }
                        }
                        Err(e) => {
                            let _ = send(Err(e)).await;
                            return;
                        }
                    }
                }
            }
            tokio::select! {
                () = shutdown.wait() => {
                    let _ = send(Err(ServiceError::ShuttingDown)).await;
                    return;
                }
                () = tx.closed() => return,
                _ = tick.tick() => {
                    if let Some((mine, _)) = &own {
                        let until = self.inner.clock.now_ms().saturating_add(self.inner.limits.grace_ms);
                        if let Err(error) = self.inner.store.present(&mine.owner, until).await {
                            tracing::warn!(%error, "lobby presence not renewed");
                        }
                    }
                }
                received = feed.recv() => {
                    let Ok(Feed::Change(shown)) = received else { continue };
                    if let ChangeKind::Removed { id, why, game_id, .. } = &shown.change.kind
                        && let Some((mine, token)) = &own
                        && *id == mine.id
                    {
                        if *why == RemovedWhy::Accepted && !game_id.is_empty() {
                            let _ = send(Ok(Update::Started(pb::AcceptSeekResponse {
                                game_id: game_id.clone(),
                                game: name.to_owned(),
                                side: side_of(mine.seat),
                                seat_token: token.reveal(),
                            })))
                            .await;
                            return;
                        }
                        own = None;
                        cancelling = false;
                    }
                }
            }
        }
    }

    /// Posts a quick pairer's own seek (a random side, no rating range).
    async fn post_quick(
        &self,
        wanted: &Seek,
        address: &str,
    ) -> Result<(Seek, SeatToken, pb::CreateSeekResponse), ServiceError> {
        let mut b = [0u8; 1];
        getrandom::fill(&mut b).map_err(random_failed)?;
        let token = SeatToken::random().map_err(random_failed)?;
        let now = self.inner.clock.now_ms();
        let seek = Seek {
            id: GameId::random().map_err(random_failed)?.to_string(),
            address: address.to_owned(),
            created_ms: now,
            expires_ms: now.saturating_add(u64::from(DEFAULT_SEEK_SECS) * 1000),
            seat_hash: hex(&token.hash().0),
            seat: u32::from(b[0] & 1),
            ..wanted.clone()
        };
        self.inner
            .store
            .create(&seek, self.inner.limits, now)
            .await?
            .map_err(|refusal| refused(refusal, &seek.id, 0))?;
        let name = self.short_name(&seek.game);
        let reply = pb::CreateSeekResponse {
            seek: Some(seek_pb(&seek, name)),
            seat_token: token.reveal(),
            side: side_of(seek.seat),
        };
        Ok((seek, token, reply))
    }

    fn removed_pb(&self, change: &Change) -> Option<pb::SeekRemoved> {
        let ChangeKind::Removed {
            id,
            why,
            game_id,
            reason,
            ..
        } = &change.kind
        else {
            return None;
        };
        Some(pb::SeekRemoved {
            seek_id: id.clone(),
            reason: match why {
                RemovedWhy::Cancelled => pb::RemovedReason::Cancelled,
                RemovedWhy::Accepted => pb::RemovedReason::Accepted,
                RemovedWhy::OwnerLeft => pb::RemovedReason::OwnerLeft,
                RemovedWhy::Expired => pb::RemovedReason::Expired,
                RemovedWhy::Declined => pb::RemovedReason::Declined,
            } as i32,
            game_id: game_id.clone(),
            game: String::new(),
            decline_reason: pb::DeclineReason::from_str_name(reason)
                .unwrap_or(pb::DeclineReason::Unspecified) as i32,
        })
    }

    /// The lobby's message of a change, `None` for a change the lobby does not list.
    fn change_pb(&self, change: &Change) -> Option<pb::WatchLobbyResponse> {
        use pb::watch_lobby_response::Update;
        if !change.kind.listed() {
            return None;
        }
        let update = match &change.kind {
            ChangeKind::Added(seek) => Update::Added(seek_pb(seek, self.short_name(&seek.game))),
            ChangeKind::Removed { .. } => Update::Removed(self.removed_pb(change)?),
            ChangeKind::Started(_) | ChangeKind::Ended(_) => return None,
        };
        Some(pb::WatchLobbyResponse {
            cursor: change.cursor.clone(),
            update: Some(update),
            encoded: None,
        })
    }

    async fn snapshot_pb(&self) -> Result<(String, pb::WatchLobbyResponse), ServiceError> {
        let snapshot = self.inner.store.snapshot().await?;
        let seeks = snapshot
            .seeks
            .iter()
            .map(|s| seek_pb(s, self.short_name(&s.game)))
            .collect();
        Ok((
            snapshot.cursor.clone(),
            pb::WatchLobbyResponse {
                cursor: snapshot.cursor,
                update: Some(pb::watch_lobby_response::Update::Snapshot(
                    pb::LobbySnapshot { seeks },
                )),
                encoded: None,
            },
        ))
    }

    fn player_game_pb(&self, game: &Started, key: &str) -> pb::PlayerGame {
        let seat = game.players.iter().position(|p| p.key == key).unwrap_or(0);
        pb::PlayerGame {
            game_id: game.game_id.clone(),
            game: self.short_name(&game.game).to_owned(),
            players: game
                .players
                .iter()
                .map(|p| pb::GamePlayer {
                    name: p.name.clone(),
                    rating: p.rating,
                })
                .collect(),
            side: side_of(u32::try_from(seat).unwrap_or(1)),
            time_control: game.time_control.clone(),
            rated: game.rated,
            started_ms: game.started_ms,
        }
    }

    /// The player `key`'s message of a change, `None` for a change that does not concern
    /// them.
    fn player_pb(&self, change: &Change, key: &str) -> Option<pb::WatchPlayerResponse> {
        use pb::watch_player_response::Update;
        if !change.kind.concerns(key) {
            return None;
        }
        let update = match &change.kind {
            ChangeKind::Added(seek) => {
                Update::Challenge(seek_pb(seek, self.short_name(&seek.game)))
            }
            ChangeKind::Removed { .. } => Update::ChallengeGone(self.removed_pb(change)?),
            ChangeKind::Started(game) => Update::GameStarted(self.player_game_pb(game, key)),
            ChangeKind::Ended(end) => {
                let seat = end.players.iter().position(|k| k == key);
                Update::GameFinished(pb::GameFinished {
                    game_id: end.game_id.clone(),
                    game: end.game.clone(),
                    result: end.result.clone(),
                    termination: end.termination.clone(),
                    won: end.winner.is_some()
                        && end.winner.and_then(|w| usize::try_from(w).ok()) == seat,
                })
            }
        };
        Some(pb::WatchPlayerResponse {
            cursor: change.cursor.clone(),
            update: Some(update),
        })
    }

    async fn player_snapshot_pb(
        &self,
        key: &str,
    ) -> Result<(String, pb::WatchPlayerResponse), ServiceError> {
        let PlayerSnapshot {
            cursor,
            challenges,
            games,
        } = self.inner.store.player(key).await?;
        let snapshot = pb::PlayerSnapshot {
            challenges: challenges
                .iter()
                .map(|s| seek_pb(s, self.short_name(&s.game)))
                .collect(),
            games: games.iter().map(|g| self.player_game_pb(g, key)).collect(),
        };
        Ok((
            cursor.clone(),
            pb::WatchPlayerResponse {
                cursor,
                update: Some(pb::watch_player_response::Update::Snapshot(snapshot)),
            },
        ))
    }

    /// Serves one `WatchLobby` or `WatchPlayer` stream into `tx` until the client leaves or
    /// the server stops: what `audience` is shown of the lobby's changes.
    async fn watch<A: Audience>(
        &self,
        audience: A,
        from: String,
        tx: mpsc::Sender<Box<Result<A::Message, Status>>>,
    ) {
        let mut feed = self.inner.feed.subscribe();
        let mut shutdown = self.inner.shutdown.clone();
        let grace = self.inner.limits.grace_ms;
        let mut presence = tokio::time::interval(Duration::from_millis((grace / 3).max(100)));
        presence.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        let send = |message: Result<A::Message, Status>| {
            let tx = tx.clone();
            async move { tx.send(Box::new(message)).await.is_ok() }
        };
        // A fresh snapshot: its cursor, or `None` when the stream is over.
        let snapshot = || async {
            match audience.snapshot(self).await {
                Ok((cursor, message)) => send(Ok(message)).await.then_some(cursor),
                Err(e) => {
                    let _ = send(Err(e.into())).await;
                    None
                }
            }
        };
        // Where the stream is: the cursor of the last change it read.
        let mut last = if from.is_empty() {
            match snapshot().await {
                Some(cursor) => cursor,
                None => return,
            }
        } else {
            from
        };
        // Catch up from the store's log (a resume, or changes made while the snapshot was
        // read), then follow this replica's feed, skipping what was read already.
        loop {
            match self.inner.store.changes(&last, POLL_BATCH).await {
                Ok(Some(changes)) if changes.is_empty() => break,
                Ok(Some(changes)) => {
                    for change in changes {
                        last.clone_from(&change.cursor);
                        if let Some(message) = audience.message(self, &Shown::new(change))
                            && !send(Ok(message)).await
                        {
                            return;
                        }
                    }
                }
                Ok(None) => match snapshot().await {
                    // The changes after the cursor are no longer kept.
                    Some(cursor) => last = cursor,
                    None => return,
                },
                Err(e) => {
                    let _ = send(Err(ServiceError::from(e).into())).await;
                    return;
                }
            }
        }
        loop {
            tokio::select! {
                () = shutdown.wait() => {
                    let _ = send(Err(ServiceError::ShuttingDown.into())).await;
                    return;
                }
                () = tx.closed() => return,
                _ = presence.tick() => {
                    if let Err(error) = self.keep_present(&audience).await {
                        tracing::warn!(%error, "lobby presence not renewed");
                    }
                }
                received = feed.recv() => match received {
                    Ok(Feed::Change(shown)) => {
                        let change = &shown.change;
                        let newer = match (cursor_order(&change.cursor), cursor_order(&last)) {
                            (Some(c), Some(l)) => c > l,
                            _ => true,
                        };
                        if newer {
                            last.clone_from(&change.cursor);
                            if let Some(message) = audience.message(self, &shown)
                                && !send(Ok(message)).await
                            {
                                return;
                            }
                        }
                    }
                    Ok(Feed::Reset) | Err(broadcast::error::RecvError::Lagged(_)) => {
                        // Too far behind: start again from a fresh snapshot.
                        match snapshot().await {
                            Some(cursor) => last = cursor,
                            None => return,
                        }
                    }
                    Err(broadcast::error::RecvError::Closed) => return,
                },
            }
        }
    }
}

/// Who a watch stream is for: what it starts with and which changes it is shown.
trait Audience: Send + Sync + 'static {
    /// The stream's message.
    type Message: Send + 'static;
    /// The first message (and the one after a gap), with its cursor.
    fn snapshot(
        &self,
        lobby: &Lobby,
    ) -> impl std::future::Future<Output = Result<(String, Self::Message), ServiceError>> + Send;
    /// The message of a change, `None` for one not shown.
    fn message(&self, lobby: &Lobby, change: &Shown) -> Option<Self::Message>;
    /// The owner the stream keeps present, if any.
    fn owner(&self) -> Option<&str>;
    /// The ladders (rulesets' names) the stream keeps its owner on, and the owner as a
    /// ladder's member.
    fn ladder(&self) -> (&[&'static str], &str) {
        (&[], "")
    }
}

/// A `WatchLobby` stream (of its caller `owner`, if one said who they are).
struct Everyone {
    owner: Option<String>,
}

impl Audience for Everyone {
    type Message = pb::WatchLobbyResponse;
    async fn snapshot(&self, lobby: &Lobby) -> Result<(String, Self::Message), ServiceError> {
        lobby.snapshot_pb().await
    }
    fn message(&self, lobby: &Lobby, change: &Shown) -> Option<Self::Message> {
        // The same for every stream: built and encoded once per change.
        change.lobby_message(|change| lobby.change_pb(change))
    }
    fn owner(&self) -> Option<&str> {
        self.owner.as_deref()
    }
}

/// A `WatchPlayer` stream of the player `key`, on the ladders `ladder` (rulesets' names) as
/// `member`.
struct OnePlayer {
    key: String,
    ladder: Vec<&'static str>,
    member: String,
}

impl Audience for OnePlayer {
    type Message = pb::WatchPlayerResponse;
    async fn snapshot(&self, lobby: &Lobby) -> Result<(String, Self::Message), ServiceError> {
        lobby.player_snapshot_pb(&self.key).await
    }
    fn message(&self, lobby: &Lobby, change: &Shown) -> Option<Self::Message> {
        // Each player's own (a game's message names the player's side): built per stream,
        // only for the streams the change concerns.
        lobby.player_pb(&change.change, &self.key)
    }
    fn owner(&self) -> Option<&str> {
        Some(&self.key)
    }
    fn ladder(&self) -> (&[&'static str], &str) {
        (&self.ladder, &self.member)
    }
}

/// Whether a player (by id) is online: present in the lobby of `store` (an open WatchLobby
/// or WatchPlayer stream, or one within the grace time). A store that cannot answer says
/// no.
#[must_use]
pub fn presence_hook(store: LobbyBackend, clock: SharedClock) -> crate::players::service::Presence {
    Arc::new(move |player: i64| {
        let store = store.clone();
        let now = clock.now_ms();
        Box::pin(async move {
            store
                .is_present(&player_key(player), now)
                .await
                .unwrap_or(false)
        })
    })
}

/// Runs the store write `write` up to three times, 200 and 400 ms apart, logging each failure
/// as `what` (the game's players learn of it from their own calls either way; a start left
/// untold is told by [`Lobby::recover_starts`]).
async fn retried<T, F, Fut>(what: &str, game_id: &str, mut write: F)
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = Result<T, StoreError>>,
{
    for attempt in 0..3u32 {
        match write().await {
            Ok(_) => return,
            Err(error) => {
                tracing::warn!(%error, attempt, %game_id, "{what}");
                if attempt < 2 {
                    tokio::time::sleep(Duration::from_millis(200 * u64::from(attempt + 1))).await;
                }
            }
        }
    }
}

/// The owner key the lobby store knows the signed-in player `id` by (`player:<id>`).
fn player_key(id: i64) -> String {
    format!("player:{id}")
}

/// A signed-in player as a seat of a game the lobby tells of.
fn participant(player: &SeatPlayer) -> Participant {
    Participant {
        key: player_key(player.id),
        name: player.name.clone(),
        rating: rating_u32(player.rating),
    }
}

/// The hook that tells the lobby of every game started outside it with a signed-in player
/// seated (NewGame, JoinGame; see [`crate::session::ending::StartHook`]): the game is listed
/// among its players' games and their streams are told it started, as for the lobby's own.
#[must_use]
pub fn start_hook(store: LobbyBackend) -> crate::session::ending::StartHook {
    Arc::new(move |start: crate::session::ending::GameStart| {
        let store = store.clone();
        Box::pin(async move {
            let players = start
                .players
                .iter()
                .enumerate()
                .map(|(seat, player)| match player {
                    Some(p) => participant(p),
                    None => Participant {
                        key: String::new(),
                        name: if start.computers.contains(&seat) {
                            "computer".to_owned()
                        } else {
                            crate::players::GUEST.to_owned()
                        },
                        rating: 0,
                    },
                })
                .collect();
            let started = Started {
                game_id: start.game_id.clone(),
                game: start.game.to_owned(),
                players,
                time_control: control_text(start.time_control),
                rated: start.rated,
                started_ms: start.started_ms,
            };
            retried("game start not told to the lobby", &started.game_id, || {
                store.started(&started)
            })
            .await;
        })
    })
}

/// The hook that tells the lobby of every game's end (see
/// [`crate::session::ending::EndHook`]), for a server that keeps no archive (with one, the
/// end is told through [`told_hook`], so that it is told even when the replica that ended
/// the game died before telling it): a game the lobby started leaves its players' lists of
/// games, and their streams are told it finished (once, whichever replicas see the end).
#[must_use]
pub fn end_hook(store: LobbyBackend) -> crate::session::ending::EndHook {
    Arc::new(move |end: crate::session::ending::GameEnd| {
        let store = store.clone();
        Box::pin(async move {
            let players = end.players.iter().flatten().map(|p| p.id).collect();
            let winner = match end.result {
                crate::ruleset::GameResult::Won { winner } => Some(winner),
                _ => None,
            };
            let drawn = matches!(end.result, crate::ruleset::GameResult::Drawn);
            let Some(ended) = ended_record(
                end.game_id,
                end.game,
                players,
                winner,
                drawn,
                end.termination.name(),
            ) else {
                return;
            };
            retried("lobby game end not recorded", &ended.game_id, || {
                store.ended(&ended)
            })
            .await;
        })
    })
}

/// The hook [`crate::players::Players::with_told`] tells of every game's end before it is
/// settled: as [`end_hook`], from the game's pending entry, so that any replica's archiver
/// can tell it; an end told before is not told again (the lobby's end is idempotent).
#[must_use]
pub fn told_hook(store: LobbyBackend) -> crate::players::Told {
    Arc::new(move |game: crate::players::archive::FinishedGame| {
        let store = store.clone();
        Box::pin(async move {
            use crate::players::archive::GameResult;
            let players = game
                .seats
                .iter()
                .filter_map(|s| s.player)
                .map(|p| p.0)
                .collect();
            let winner = match game.result {
                GameResult::Win(seat) => Some(seat),
                GameResult::Draw | GameResult::NoResult => None,
            };
            let drawn = matches!(game.result, GameResult::Draw);
            let Some(ended) = ended_record(
                game.game_id,
                &game.game,
                players,
                winner,
                drawn,
                &game.termination,
            ) else {
                return Ok(());
            };
            store.ended(&ended).await?;
            Ok(())
        })
    })
}

/// The lobby's record of a game's end; `None` when no signed-in player sat in it (the lobby
/// lists no such game).
fn ended_record(
    game_id: String,
    game: &str,
    players: Vec<i64>,
    winner: Option<usize>,
    drawn: bool,
    termination: &str,
) -> Option<Ended> {
    if players.is_empty() {
        return None;
    }
    let result = match (winner, drawn) {
        (Some(0), _) => "1-0",
        (Some(_), _) => "0-1",
        (None, true) => "1/2-1/2",
        (None, false) => "*",
    };
    Some(Ended {
        game_id,
        game: game.to_owned(),
        players: players.into_iter().map(player_key).collect(),
        winner: winner.and_then(|w| u32::try_from(w).ok()),
        result: result.to_owned(),
        termination: termination.to_owned(),
    })
}

/// Refuses a resume cursor this lobby did not write (empty: none).
fn check_cursor(cursor: &str) -> Result<(), ServiceError> {
    if !cursor.is_empty() && cursor_order(cursor).is_none() {
        return Err(ServiceError::invalid(
            "from_cursor",
            "INVALID_CURSOR",
            "not a cursor of this lobby",
        ));
    }
    Ok(())
}

impl Lobby {
    /// Opens a `WatchLobby` or `WatchPlayer` stream for `audience` from the cursor `from`:
    /// marks its owner present at once (the stream renews it) and serves it in a task.
    async fn open_watch<A: Audience>(
        &self,
        audience: A,
        from: String,
    ) -> Result<Response<BoxStream<A::Message>>, Status> {
        self.keep_present(&audience)
            .await
            .map_err(ServiceError::from)?;
        // Boxed messages: the channel allocates its first block of slots when it is made, so
        // an idle stream pays for pointers, not for whole messages (see `session::stream`).
        let (tx, rx) = mpsc::channel::<Box<Result<A::Message, Status>>>(64);
        let lobby = self.clone();
        tokio::spawn(async move { lobby.watch(audience, from, tx).await });
        Ok(Response::new(Box::pin(
            tokio_stream::wrappers::ReceiverStream::new(rx).map(|queued| *queued),
        )))
    }

    /// Marks the owner of a stream present for the grace time from now, and on its ladders.
    async fn keep_present<A: Audience>(&self, audience: &A) -> Result<(), StoreError> {
        let Some(owner) = audience.owner() else {
            return Ok(());
        };
        let until = self
            .inner
            .clock
            .now_ms()
            .saturating_add(self.inner.limits.grace_ms);
        self.inner.store.present(owner, until).await?;
        let (ladders, member) = audience.ladder();
        for game in ladders {
            self.inner.store.ladder_join(game, member, until).await?;
        }
        Ok(())
    }

    /// The ladders (rulesets' names) of the games `games` (short names) that `caller` asks
    /// to play in: a bot account's only.
    async fn ladders_of(
        &self,
        player: &SeatPlayer,
        games: &[String],
    ) -> Result<Vec<&'static str>, ServiceError> {
        if games.is_empty() {
            return Ok(Vec::new());
        }
        let mut ladders = Vec::with_capacity(games.len());
        for game in games {
            let ruleset = self.game(game)?.1.ruleset();
            if !ladders.contains(&ruleset) {
                ladders.push(ruleset);
            }
        }
        let check = self.inner.bot_check.get().ok_or(ServiceError::NotABot)?;
        if !check(player.id).await? {
            return Err(ServiceError::NotABot);
        }
        Ok(ladders)
    }

    /// Answers a call that changes the lobby (traced as `method`), then wakes this replica's
    /// poller so that its streams see the change at once.
    async fn written<T>(
        &self,
        method: &'static str,
        game_id: &str,
        call: impl std::future::Future<Output = Result<T, ServiceError>>,
    ) -> Result<Response<T>, Status> {
        let answer = traced(method, game_id, call).await;
        self.inner.wake.notify_one();
        answer
    }
}

/// The address a seek is counted against: IPv4 whole, IPv6 by its /64 (one client usually
/// owns a whole /64, see [`crate::ratelimit::client_key`]).
fn address_of<T>(request: &Request<T>) -> String {
    request
        .remote_addr()
        .map(|a| crate::ratelimit::client_key(a.ip()).to_string())
        .unwrap_or_default()
}

#[tonic::async_trait]
impl LobbyService for Lobby {
    type WatchLobbyStream = BoxStream<pb::WatchLobbyResponse>;

    async fn watch_lobby(
        &self,
        request: Request<pb::WatchLobbyRequest>,
    ) -> Result<Response<Self::WatchLobbyStream>, Status> {
        let (metadata, _, r) = request.into_parts();
        let owner = traced("WatchLobby", "", async {
            check_cursor(&r.from_cursor)?;
            Ok(self.caller(&metadata, None).await?.map(|c| c.key()))
        })
        .await?
        .into_inner();
        self.open_watch(Everyone { owner }, r.from_cursor).await
    }

    async fn create_seek(
        &self,
        request: Request<pb::CreateSeekRequest>,
    ) -> Result<Response<pb::CreateSeekResponse>, Status> {
        let address = address_of(&request);
        let (metadata, _, r) = request.into_parts();
        self.written(
            "CreateSeek",
            "",
            Lobby::create_seek(self, &metadata, address, r),
        )
        .await
    }

    async fn cancel_seek(
        &self,
        request: Request<pb::CancelSeekRequest>,
    ) -> Result<Response<pb::CancelSeekResponse>, Status> {
        let (metadata, _, r) = request.into_parts();
        self.written("CancelSeek", "", Lobby::cancel_seek(self, &metadata, r))
            .await
    }

    type QuickPairStream = BoxStream<pb::QuickPairResponse>;

    async fn quick_pair(
        &self,
        request: Request<pb::QuickPairRequest>,
    ) -> Result<Response<Self::QuickPairStream>, Status> {
        let address = address_of(&request);
        let (metadata, _, r) = request.into_parts();
        let (caller, name, starter, control) = traced("QuickPair", "", async {
            if r.game.is_empty() {
                return Err(ServiceError::missing("game"));
            }
            let (name, starter) = self.game(&r.game)?;
            let starter = Arc::clone(starter);
            parse_time_control(&r.time_control)?;
            let caller = self.required(&metadata, Some(name)).await?;
            Ok((caller, name, starter, r.time_control.trim().to_owned()))
        })
        .await?
        .into_inner();
        let (tx, rx) = mpsc::channel(8);
        let lobby = self.clone();
        tokio::spawn(async move {
            lobby
                .quick_pair(caller, name, starter, control, address, tx)
                .await;
        });
        Ok(Response::new(Box::pin(
            tokio_stream::wrappers::ReceiverStream::new(rx),
        )))
    }

    async fn offer_rematch(
        &self,
        request: Request<pb::OfferRematchRequest>,
    ) -> Result<Response<pb::OfferRematchResponse>, Status> {
        let address = address_of(&request);
        let (metadata, _, r) = request.into_parts();
        let game_id = r.game_id.clone();
        self.written(
            "OfferRematch",
            &game_id,
            Lobby::offer_rematch(self, &metadata, address, r),
        )
        .await
    }

    async fn challenge(
        &self,
        request: Request<pb::ChallengeRequest>,
    ) -> Result<Response<pb::ChallengeResponse>, Status> {
        let address = address_of(&request);
        let (metadata, _, r) = request.into_parts();
        self.written(
            "Challenge",
            "",
            Lobby::challenge(self, &metadata, address, r),
        )
        .await
    }

    async fn list_computers(
        &self,
        request: Request<pb::ListComputersRequest>,
    ) -> Result<Response<pb::ListComputersResponse>, Status> {
        traced(
            "ListComputers",
            "",
            Lobby::list_computers(self, request.into_inner()),
        )
        .await
    }

    async fn decline_challenge(
        &self,
        request: Request<pb::DeclineChallengeRequest>,
    ) -> Result<Response<pb::DeclineChallengeResponse>, Status> {
        let (metadata, _, r) = request.into_parts();
        self.written(
            "DeclineChallenge",
            "",
            Lobby::decline_challenge(self, &metadata, r),
        )
        .await
    }

    type WatchPlayerStream = BoxStream<pb::WatchPlayerResponse>;

    async fn watch_player(
        &self,
        request: Request<pb::WatchPlayerRequest>,
    ) -> Result<Response<Self::WatchPlayerStream>, Status> {
        let (metadata, _, r) = request.into_parts();
        let audience = traced("WatchPlayer", "", async {
            check_cursor(&r.from_cursor)?;
            match self.caller(&metadata, None).await? {
                Some(Caller::Player(player)) => Ok(OnePlayer {
                    ladder: self.ladders_of(&player, &r.ladder).await?,
                    member: ladder::member(player.id, &player.name),
                    key: player_key(player.id),
                }),
                _ => Err(ServiceError::NotSignedIn(format!(
                    "a player's stream needs their session: send `{}`",
                    auth::PLAYER_SESSION_HEADER
                ))),
            }
        })
        .await?
        .into_inner();
        self.open_watch(audience, r.from_cursor).await
    }

    async fn accept_seek(
        &self,
        request: Request<pb::AcceptSeekRequest>,
    ) -> Result<Response<pb::AcceptSeekResponse>, Status> {
        let (metadata, _, r) = request.into_parts();
        self.written("AcceptSeek", "", Lobby::accept_seek(self, &metadata, r))
            .await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_controls_parse() {
        assert_eq!(parse_time_control("").unwrap(), None);
        assert_eq!(
            parse_time_control("5+3").unwrap(),
            Some(TimeControl::Fischer {
                initial_ms: 300_000,
                increment_ms: 3000
            })
        );
        for bad in ["5", "0+3", "5+x", "601+0", "5+601", "-1+2"] {
            assert!(parse_time_control(bad).is_err(), "{bad}");
        }
        for control in [
            None,
            Some(TimeControl::Fischer {
                initial_ms: 300_000,
                increment_ms: 3000,
            }),
            Some(TimeControl::Fischer {
                initial_ms: 90_500,
                increment_ms: 250,
            }),
            Some(TimeControl::Delay {
                initial_ms: 60_000,
                delay_ms: 2000,
            }),
            Some(TimeControl::PerTurn {
                per_turn_ms: 86_400_000,
            }),
        ] {
            assert_eq!(stored_control(&control_text(control)).unwrap(), control);
        }
    }

    #[test]
    fn cursors_order_and_hashes_read_back() {
        assert!(cursor_order("1700000000000-2") > cursor_order("1700000000000-1"));
        assert!(cursor_order("12") > cursor_order("9"));
        assert_eq!(cursor_order("x"), None);
        let hash = SeatHash([0xab; 16]);
        assert_eq!(unhex_hash(&hex(&hash.0)), Some(hash));
        assert_eq!(unhex_hash("zz"), None);
    }

    #[test]
    fn a_recorded_start_reads_back_with_its_computer_seat() {
        let computer = SeatPlayer {
            id: 3,
            name: "computer-hard".into(),
            rating: 1612.5,
            provisional: true,
        };
        let start = Start {
            game_id: GameId::random().unwrap(),
            seats: vec![SeatHash([1; 16]), SeatHash([2; 16])],
            time_control: Some(TimeControl::Fischer {
                initial_ms: 300_000,
                increment_ms: 3_000,
            }),
            rated: true,
            players: vec![None, Some(computer)],
            computers: vec![ComputerSeat {
                seat: 1,
                token: "secret-token".into(),
                think_ms: 750,
                iterations: 0,
            }],
        };
        let started = Started {
            game_id: start.game_id.to_string(),
            game: "hnefatafl".into(),
            players: vec![
                Participant {
                    key: String::new(),
                    name: "guest".into(),
                    rating: 0,
                },
                Participant {
                    key: "player:3".into(),
                    name: "computer-hard".into(),
                    rating: 1613,
                },
            ],
            time_control: "5+3".into(),
            rated: true,
            started_ms: 7,
        };
        let (back, back_started) = pending_of(&pending_text(&start, &started)).unwrap();
        assert_eq!(back.computers, start.computers);
        assert_eq!(back.players, start.players);
        assert_eq!(back.time_control, start.time_control);
        assert_eq!(back_started, started);
        // The token is never in a debug print.
        assert!(!format!("{:?}", back.computers).contains("secret-token"));
        // A start recorded before computer seats existed reads back without one.
        let mut old: serde_json::Value =
            serde_json::from_str(&pending_text(&start, &started)).unwrap();
        let list = old.as_object_mut().unwrap().remove("computers").unwrap();
        assert_eq!(pending_of(&old.to_string()).unwrap().0.computers, []);
        // One recorded by the version with one computer seat (`computer`) reads back too.
        old.as_object_mut()
            .unwrap()
            .insert("computer".into(), list[0].clone());
        assert_eq!(
            pending_of(&old.to_string()).unwrap().0.computers,
            start.computers
        );
    }

    #[test]
    fn a_change_is_built_and_encoded_once_for_every_lobby_stream() {
        use prost::Message as _;
        use std::sync::atomic::{AtomicUsize, Ordering};

        let seek = Seek {
            id: "seek-1".into(),
            game: "hanniball".into(),
            owner: "guest:abc".into(),
            owner_name: "Ada".into(),
            rating: 1500,
            time_control: "5+3".into(),
            rated: false,
            side: Side::Random,
            min_rating: 0,
            max_rating: 0,
            address: "127.0.0.1".into(),
            created_ms: 1,
            expires_ms: 600_001,
            seat_hash: String::new(),
            seat: 0,
            provisional: false,
            rematch_of: String::new(),
            target: String::new(),
            target_name: String::new(),
        };
        let built = pb::WatchLobbyResponse {
            cursor: "7".into(),
            update: Some(pb::watch_lobby_response::Update::Added(seek_pb(
                &seek,
                "hanniball",
            ))),
            encoded: None,
        };
        let shown = Arc::new(Shown::new(Change {
            cursor: "7".into(),
            kind: ChangeKind::Added(seek),
        }));
        let builds = AtomicUsize::new(0);
        let build = |change: &Change| {
            builds.fetch_add(1, Ordering::Relaxed);
            assert_eq!(change.cursor, "7");
            Some(built.clone())
        };
        // 1,000 streams on four threads show the same change.
        let messages: Vec<pb::WatchLobbyResponse> = std::thread::scope(|scope| {
            let handles: Vec<_> = (0..4)
                .map(|_| {
                    let shown = Arc::clone(&shown);
                    scope.spawn(move || {
                        (0..250)
                            .filter_map(|_| shown.lobby_message(build))
                            .collect::<Vec<_>>()
                    })
                })
                .collect();
            handles
                .into_iter()
                .flat_map(|h| h.join().unwrap_or_default())
                .collect()
        });
        assert_eq!(builds.load(Ordering::Relaxed), 1);
        assert_eq!(messages.len(), 1000);
        let first = messages[0].encoded.clone().unwrap_or_default();
        for message in &messages {
            let bytes = message
                .encoded
                .as_ref()
                .expect("every stream sends the encoded bytes");
            // The very same bytes, not an equal copy.
            assert_eq!(bytes.as_ptr(), first.as_ptr());
            assert_eq!(message.encode_to_vec(), built.encode_to_vec());
        }
        // A client reads the message as built.
        assert_eq!(
            pb::WatchLobbyResponse::decode(first.as_ref()).unwrap(),
            built
        );

        // A change the lobby does not list: none, and not built again either.
        let started = Shown::new(Change {
            cursor: "8".into(),
            kind: ChangeKind::Ended(Ended {
                game_id: "g".into(),
                game: "hanniball".into(),
                players: Vec::new(),
                winner: None,
                result: "*".into(),
                termination: "abandoned".into(),
            }),
        });
        let unlisted = AtomicUsize::new(0);
        for _ in 0..10 {
            let message = started.lobby_message(|_| {
                unlisted.fetch_add(1, Ordering::Relaxed);
                None
            });
            assert!(message.is_none());
        }
        assert_eq!(unlisted.load(Ordering::Relaxed), 1);
    }
}
