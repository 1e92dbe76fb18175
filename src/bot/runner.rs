//! Plays one seat of a game on a running server over gRPC.
//!
//! The runner follows the game with `WatchGame` and thinks only when its seat is to move. It
//! rebuilds the game on the engine from `GetHistory` (the server is the authority; the runner
//! keeps no state of its own but the last version seen), acts with `expected_version` (so an
//! action can only ever apply to the state it was chosen for) and a fresh `request_id`, and
//! survives a real network:
//!
//! - a watch that breaks (replica stopped, connection lost) is reopened with `from_version`
//!   set to the last version received, after a backoff that doubles up to a limit;
//! - a failed connection or call moves on to the next address (failover between replicas);
//! - an action whose outcome is unknown (UNAVAILABLE, DEADLINE_EXCEEDED, CANCELLED, UNKNOWN:
//!   a transport error) is retried exactly once with the same `request_id`, which the server
//!   answers from its record if the first attempt was applied (or refuses with
//!   `REQUEST_EXPIRED` once the game no longer keeps that answer); after that the runner re-reads
//!   the game, and `expected_version` keeps a late duplicate from ever applying.

use std::time::Duration;

use futures_util::StreamExt as _;
use tonic::transport::Endpoint;
use tonic::{Code, Status};

use super::client::{GameClient, History, Observed, Outcome, reason};
use super::search::Player;
use crate::ruleset::Ruleset;

/// Where and how the runner talks to the service.
#[derive(Clone, Debug)]
pub struct Connection {
    /// Server addresses (HOST:PORT or URLs), tried in order; a failure moves to the next.
    pub addrs: Vec<String>,
    /// Limit of one connection attempt.
    pub connect_timeout: Duration,
    /// Limit of one unary call.
    pub call_timeout: Duration,
    /// The first pause after a failure; doubled after each further failure.
    pub backoff_min: Duration,
    /// The longest pause.
    pub backoff_max: Duration,
    /// Give up after this long without any successful call (`None`: never).
    pub give_up_after: Option<Duration>,
}

impl Connection {
    /// Defaults for `addrs`: 2 s to connect, 5 s per call, backoff 50 ms to 2 s, never give up.
    #[must_use]
    pub fn new(addrs: Vec<String>) -> Connection {
        Connection {
            addrs,
            connect_timeout: Duration::from_secs(2),
            call_timeout: Duration::from_secs(5),
            backoff_min: Duration::from_millis(50),
            backoff_max: Duration::from_secs(2),
            give_up_after: None,
        }
    }
}

/// Why the runner stopped before the game ended.
#[derive(Debug, thiserror::Error)]
pub enum RunError {
    /// No address was given.
    #[error("no server address given")]
    NoAddress,
    /// An address is not a valid URI.
    #[error("invalid server address {0:?}")]
    BadAddress(String),
    /// The game does not exist (or expired).
    #[error("game not found")]
    GameNotFound,
    /// The server refused the bot for good (wrong token, illegal action, ...).
    #[error("the server refused: {code:?} {reason}: {message}")]
    Refused {
        /// The gRPC code.
        code: Code,
        /// The error reason, if any.
        reason: String,
        /// The message.
        message: String,
    },
    /// The game the server holds does not replay on this engine.
    #[error("the game's history does not replay: {0}")]
    Replay(String),
    /// No call succeeded for too long.
    #[error("no server answered for {0:?}: {1}")]
    GaveUp(Duration, String),
    /// The server could not be reached, or failed, during one turn ([`play_turn`]).
    #[error("the server could not be reached: {0}")]
    Unreachable(String),
}

/// What the runner did in one game.
#[derive(Clone, Debug, Default)]
pub struct PlayReport {
    /// How the game ended (`None` only for an unfinished report).
    pub outcome: Option<Outcome>,
    /// Actions this runner applied.
    pub actions: u64,
    /// The think time of each applied action.
    pub think: Vec<Duration>,
    /// Search iterations over all actions.
    pub iterations: u64,
    /// Watches reopened after a break.
    pub reconnects: u64,
    /// Actions retried after an unknown outcome.
    pub retries: u64,
}

/// Whether the outcome of a call that failed with `status` is unknown (it may have been
/// applied): then it is retried with the same request id.
#[must_use]
pub fn outcome_unknown(status: &Status) -> bool {
    matches!(
        status.code(),
        Code::Unavailable | Code::DeadlineExceeded | Code::Cancelled | Code::Unknown
    )
}

/// A failure that is worth waiting out (the server or the network), not a refusal.
fn transient(status: &Status) -> bool {
    outcome_unknown(status) || matches!(status.code(), Code::ResourceExhausted | Code::Internal)
}

fn refused(status: &Status) -> RunError {
    RunError::Refused {
        code: status.code(),
        reason: reason(status).unwrap_or_default(),
        message: status.message().to_owned(),
    }
}

/// The client of one address at a time, moving to the next on failure.
struct Link<C> {
    conn: Connection,
    index: usize,
    client: Option<C>,
    backoff: Duration,
    last_ok: std::time::Instant,
    last_error: String,
}

impl<C: GameClient> Link<C> {
    fn new(conn: Connection) -> Result<Link<C>, RunError> {
        if conn.addrs.is_empty() {
            return Err(RunError::NoAddress);
        }
        for addr in &conn.addrs {
            Endpoint::from_shared(uri(addr)).map_err(|_| RunError::BadAddress(addr.clone()))?;
        }
        let backoff = conn.backoff_min;
        Ok(Link {
            conn,
            index: 0,
            client: None,
            backoff,
            last_ok: std::time::Instant::now(),
            last_error: String::new(),
        })
    }

    /// A connected client (connecting to the current address if needed).
    async fn client(&mut self) -> Result<C, Status> {
        if let Some(client) = &self.client {
            return Ok(client.clone());
        }
        let addr = &self.conn.addrs[self.index % self.conn.addrs.len()];
        let endpoint = Endpoint::from_shared(uri(addr))
            .map_err(|e| Status::invalid_argument(format!("invalid address {addr:?}: {e}")))?
            .connect_timeout(self.conn.connect_timeout)
            .tcp_nodelay(true);
        match endpoint.connect().await {
            Ok(channel) => {
                let client = C::connect(channel);
                self.client = Some(client.clone());
                Ok(client)
            }
            Err(e) => {
                let status = Status::unavailable(format!("cannot connect to {addr}: {e}"));
                self.fail(&status);
                Err(status)
            }
        }
    }

    /// Forgets the connection and moves to the next address.
    fn fail(&mut self, status: &Status) {
        self.client = None;
        self.index = (self.index + 1) % self.conn.addrs.len();
        self.last_error = format!("{:?}: {}", status.code(), status.message());
    }

    fn succeeded(&mut self) {
        self.backoff = self.conn.backoff_min;
        self.last_ok = std::time::Instant::now();
    }

    /// Waits before the next attempt; fails once nothing succeeded for too long.
    async fn pause(&mut self) -> Result<(), RunError> {
        if let Some(limit) = self.conn.give_up_after
            && self.last_ok.elapsed() > limit
        {
            return Err(RunError::GaveUp(limit, self.last_error.clone()));
        }
        tokio::time::sleep(self.backoff).await;
        self.backoff = (self.backoff * 2).min(self.conn.backoff_max);
        Ok(())
    }

    /// One unary call with the call timeout; a timeout is DEADLINE_EXCEEDED.
    async fn call<T, F, Fut>(&mut self, f: F) -> Result<T, Status>
    where
        F: FnOnce(C) -> Fut,
        Fut: Future<Output = Result<T, Status>>,
    {
        let client = self.client().await?;
        let result = match tokio::time::timeout(self.conn.call_timeout, f(client)).await {
            Ok(result) => result,
            Err(_) => Err(Status::deadline_exceeded("no answer in time")),
        };
        match &result {
            Ok(_) => self.succeeded(),
            Err(status) if transient(status) => self.fail(status),
            Err(_) => {}
        }
        result
    }
}

/// `host:port` as an `http://` URI; URLs are kept.
#[must_use]
pub fn uri(addr: &str) -> String {
    if addr.contains("://") {
        addr.to_owned()
    } else {
        format!("http://{addr}")
    }
}

/// One seat of one game.
#[derive(Clone, Debug)]
pub struct SeatSpec {
    /// The game id.
    pub game_id: String,
    /// The seat's token, or `session:<player session>` to act for the seat bound to that
    /// signed-in player ([`super::client::SESSION_PREFIX`]).
    pub token: String,
    /// The seat's number.
    pub seat: usize,
}

/// Rebuilds a game on the engine from its history.
///
/// # Errors
/// The history does not replay.
pub fn replay<R: Ruleset>(history: &History) -> Result<R::Game, RunError> {
    let start = R::parse_position(&history.start_position)
        .map_err(|e| RunError::Replay(format!("start position: {e}")))?;
    let mut game = R::new_game(start);
    for (i, text) in history.actions.iter().enumerate() {
        let action =
            R::parse_action(text).map_err(|e| RunError::Replay(format!("action {i}: {e}")))?;
        R::apply(&mut game, action)
            .map_err(|e| RunError::Replay(format!("action {i} ({text}): {e}")))?;
    }
    Ok(game)
}

/// A fresh request id: 16 random bytes in hex.
fn request_id(rng: &mut fastrand::Rng) -> String {
    format!("bot-{:016x}{:016x}", rng.u64(..), rng.u64(..))
}

/// Plays `seat` with `player` until the game is over; returns what it did.
///
/// # Errors
/// The game is unknown, the server refuses the bot, or (with `give_up_after`) no server
/// answered for too long.
pub async fn play<C: GameClient>(
    conn: Connection,
    seat: &SeatSpec,
    player: Box<dyn Player<C::Rules>>,
) -> Result<PlayReport, RunError> {
    play_until::<C>(conn, seat, player, None).await
}

/// As [`play`], but stops (with the outcome [`Outcome::Ongoing`]) once the game reaches
/// version `stop_at` undecided: a match scores such a game as drawn by adjudication.
///
/// # Errors
/// As [`play`].
pub async fn play_until<C: GameClient>(
    conn: Connection,
    seat: &SeatSpec,
    player: Box<dyn Player<C::Rules>>,
    stop_at: Option<u64>,
) -> Result<PlayReport, RunError> {
    let mut link: Link<C> = Link::new(conn)?;
    let mut report = PlayReport::default();
    let mut playing = Playing::<C> {
        seat,
        player,
        rng: fastrand::Rng::new(),
        handled: None,
        stop_at,
    };
    // The last version received, to resume a watch from.
    let mut seen: Option<u64> = None;
    let game_id = seat.game_id.as_str();
    loop {
        let client = match link.client().await {
            Ok(client) => client,
            Err(_) => {
                link.pause().await?;
                continue;
            }
        };
        let opened = {
            let mut client = client.clone();
            let timeout = link.conn.call_timeout;
            match tokio::time::timeout(timeout, client.watch(game_id, seen)).await {
                Ok(result) => result,
                Err(_) => Err(Status::deadline_exceeded("the watch did not start in time")),
            }
        };
        let mut updates = match opened {
            Ok(updates) => updates,
            Err(status) => {
                match status.code() {
                    Code::NotFound => return Err(RunError::GameNotFound),
                    // The store holds an older version than we saw (it lost writes): start over
                    // from a snapshot.
                    Code::OutOfRange => seen = None,
                    _ if transient(&status) => link.fail(&status),
                    _ => return Err(refused(&status)),
                }
                link.pause().await?;
                continue;
            }
        };
        if seen.is_some() {
            report.reconnects += 1;
        }
        link.succeeded();
        // Resuming from a version sends nothing until the next change: look now whether it is
        // our turn (a snapshot, when not resuming, says so by itself).
        if seen.is_some() {
            match link
                .call(|mut c| async move { c.get_game(game_id).await })
                .await
            {
                Ok(now) => match step(&mut link, &mut report, &mut playing, now).await? {
                    Flow::Finished(done) => return Ok(done),
                    Flow::Continue => {}
                    Flow::Reconnect => {
                        link.pause().await?;
                        continue;
                    }
                },
                Err(status) if status.code() == Code::NotFound => {
                    return Err(RunError::GameNotFound);
                }
                Err(_) => {}
            }
        }
        loop {
            match updates.next().await {
                Some(Ok(now)) => {
                    seen = Some(seen.map_or(now.version, |v| v.max(now.version)));
                    match step(&mut link, &mut report, &mut playing, now).await? {
                        Flow::Finished(done) => return Ok(done),
                        Flow::Continue => {}
                        Flow::Reconnect => break,
                    }
                }
                Some(Err(status)) => {
                    if status.code() == Code::NotFound {
                        return Err(RunError::GameNotFound);
                    }
                    if transient(&status) {
                        link.fail(&status);
                    }
                    break;
                }
                // Ended without showing the end of the game: look again.
                None => break,
            }
        }
        link.pause().await?;
    }
}

/// What the runner does next.
enum Flow {
    /// Keep following the watch.
    Continue,
    /// The game is over.
    Finished(PlayReport),
    /// The server could not be reached: reconnect, then look again.
    Reconnect,
}

/// The seat a runner plays, and what it keeps from one observation of the game to the next.
struct Playing<'a, C: GameClient> {
    seat: &'a SeatSpec,
    player: Box<dyn Player<C::Rules>>,
    rng: fastrand::Rng,
    /// The last version at which this runner looked whether to act.
    handled: Option<u64>,
    /// The version at which the runner stops with the game undecided, if any.
    stop_at: Option<u64>,
}

/// Reacts to one observation: done when the game is over; acts when it is this seat's turn.
async fn step<C: GameClient>(
    link: &mut Link<C>,
    report: &mut PlayReport,
    playing: &mut Playing<'_, C>,
    now: Observed,
) -> Result<Flow, RunError> {
    if now.outcome.is_over() || playing.stop_at.is_some_and(|limit| now.version >= limit) {
        report.outcome = Some(now.outcome);
        return Ok(Flow::Finished(report.clone()));
    }
    if now.to_move != playing.seat.seat || playing.handled.is_some_and(|h| h >= now.version) {
        return Ok(Flow::Continue);
    }
    let before = playing.handled;
    playing.handled = Some(now.version);
    let flow = take_turn(
        link,
        report,
        playing.seat,
        &mut *playing.player,
        &mut playing.rng,
    )
    .await?;
    if matches!(flow, Flow::Reconnect) {
        // Nothing is known about this version: look at it again after reconnecting.
        playing.handled = before;
    }
    Ok(flow)
}

/// Reads the game, thinks, and applies one action (retrying an unknown outcome once).
async fn take_turn<C: GameClient>(
    link: &mut Link<C>,
    report: &mut PlayReport,
    seat: &SeatSpec,
    player: &mut dyn Player<C::Rules>,
    rng: &mut fastrand::Rng,
) -> Result<Flow, RunError> {
    // The think time counts from here: reading and replaying the game are part of it, so the
    // budget is a deadline for the whole turn.
    let started = std::time::Instant::now();
    let game_id = seat.game_id.as_str();
    let history = match link
        .call(|mut c| async move { c.history(game_id).await })
        .await
    {
        Ok(history) => history,
        Err(status) if status.code() == Code::NotFound => return Err(RunError::GameNotFound),
        Err(_) => return Ok(Flow::Reconnect),
    };
    if history.observed.outcome.is_over() {
        report.outcome = Some(history.observed.outcome);
        return Ok(Flow::Finished(report.clone()));
    }
    if history.observed.to_move != seat.seat {
        return Ok(Flow::Continue);
    }
    let game = replay::<C::Rules>(&history)?;
    player.observe(&history);
    let Some(choice) = think::<C::Rules>(player, game, started).await else {
        return Ok(Flow::Continue);
    };
    let action = <C::Rules as Ruleset>::format_action(&choice.action);
    let id = request_id(rng);
    let version = history.observed.version;
    let mut attempt = 0;
    loop {
        attempt += 1;
        let (action, id, token) = (action.as_str(), id.as_str(), seat.token.as_str());
        let result = link
            .call(|mut c| async move { c.apply(game_id, token, action, Some(version), id).await })
            .await;
        match result {
            Ok(_) => {
                report.actions += 1;
                report.think.push(choice.elapsed);
                report.iterations += choice.iterations;
                return Ok(Flow::Continue);
            }
            Err(status) if outcome_unknown(&status) && attempt == 1 => {
                report.retries += 1;
                tracing::info!(game_id, %action, code = ?status.code(), "outcome unknown: retrying once with the same request id");
                // The next address, if there is one.
                let _ = link.client().await;
                continue;
            }
            Err(status) if transient(&status) => return Ok(Flow::Reconnect),
            Err(status) => {
                let why = reason(&status).unwrap_or_default();
                return match (status.code(), why.as_str()) {
                    (Code::NotFound, _) => Err(RunError::GameNotFound),
                    // The game moved on (the other seat, or our own earlier attempt, whose
                    // answer may no longer be kept: REQUEST_EXPIRED): the watch shows what
                    // happened.
                    (Code::Aborted, _)
                    | (Code::FailedPrecondition, "GAME_OVER" | "REQUEST_EXPIRED")
                    | (Code::PermissionDenied, "NOT_YOUR_TURN") => Ok(Flow::Continue),
                    _ => Err(refused(&status)),
                };
            }
        }
    }
}

/// Runs the player off the async threads.
async fn think<R: super::BotRules>(
    player: &mut dyn Player<R>,
    game: R::Game,
    started: std::time::Instant,
) -> Option<super::Choice<R::Action>> {
    // `block_in_place` needs the multi-threaded runtime; on a current-thread runtime the
    // search simply runs here (the runner has nothing else to do meanwhile).
    match tokio::runtime::Handle::try_current().map(|h| h.runtime_flavor()) {
        Ok(tokio::runtime::RuntimeFlavor::MultiThread) => {
            tokio::task::block_in_place(|| player.choose_from(&game, started))
        }
        _ => player.choose_from(&game, started),
    }
}

/// One turn of the computer: which seat of which game, and how it thinks.
#[derive(Clone)]
pub struct Turn {
    /// The game id.
    pub game_id: String,
    /// The seat's token, or `session:<player session>` to act for the seat bound to that
    /// signed-in player ([`super::client::SESSION_PREFIX`]).
    pub token: String,
    /// The seat's number.
    pub seat: usize,
    /// How it thinks.
    pub spec: super::BotSpec,
    /// Seed of its random choices.
    pub seed: u64,
    /// Limit of one call.
    pub call_timeout: Duration,
}

debug_fields!(Turn {
    game_id,
    seat,
    spec
});

/// How a turn ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TurnDone {
    /// The other seat is to move, at `version`, after `actions` actions of this seat.
    Waiting {
        /// The game's version.
        version: u64,
        /// Actions this turn applied.
        actions: u64,
    },
    /// The game is over, at `version`.
    Over {
        /// The game's version.
        version: u64,
        /// Actions this turn applied.
        actions: u64,
    },
}

/// The most reads of the game in one turn (a Hanniball turn is up to four actions; a lost
/// race costs one more read).
const TURN_READS: u32 = 64;

/// Plays the seat's turn, if it is the seat's turn, on `channel`: reads the game, thinks,
/// applies each action with `expected_version` and a fresh request id (an unknown outcome is
/// retried once with the same id), until the other seat is to move or the game is over. Holds
/// nothing between turns: the server is the authority.
///
/// # Errors
/// The game is unknown, the server refuses the seat, the history does not replay, or the
/// server cannot be reached ([`RunError::Unreachable`]: worth trying again).
pub async fn play_turn<C: GameClient>(
    channel: tonic::transport::Channel,
    turn: Turn,
) -> Result<TurnDone, RunError> {
    let mut client = C::connect(channel);
    let mut player = turn.spec.player::<C::Rules>(turn.seed);
    let mut rng = fastrand::Rng::with_seed(turn.seed.rotate_left(17) ^ fastrand::u64(..));
    let game_id = turn.game_id.as_str();
    let timeout = turn.call_timeout;
    let unreachable = |status: &Status| {
        RunError::Unreachable(format!("{:?}: {}", status.code(), status.message()))
    };
    let mut actions = 0;
    for _ in 0..TURN_READS {
        let started = std::time::Instant::now();
        let read = match tokio::time::timeout(timeout, client.history(game_id)).await {
            Ok(read) => read,
            Err(_) => Err(Status::deadline_exceeded("no answer in time")),
        };
        let history = match read {
            Ok(history) => history,
            Err(status) if status.code() == Code::NotFound => return Err(RunError::GameNotFound),
            Err(status) if transient(&status) => return Err(unreachable(&status)),
            Err(status) => return Err(refused(&status)),
        };
        let version = history.observed.version;
        if history.observed.outcome.is_over() {
            return Ok(TurnDone::Over { version, actions });
        }
        if history.observed.to_move != turn.seat {
            return Ok(TurnDone::Waiting { version, actions });
        }
        let game = replay::<C::Rules>(&history)?;
        let Some(choice) = think::<C::Rules>(&mut *player, game, started).await else {
            return Ok(TurnDone::Waiting { version, actions });
        };
        let action = <C::Rules as Ruleset>::format_action(&choice.action);
        let id = request_id(&mut rng);
        let mut attempt = 0;
        let applied = loop {
            attempt += 1;
            let call = client.apply(game_id, &turn.token, &action, Some(version), &id);
            let result = match tokio::time::timeout(timeout, call).await {
                Ok(result) => result,
                Err(_) => Err(Status::deadline_exceeded("no answer in time")),
            };
            match result {
                Ok(_) => break true,
                Err(status) if outcome_unknown(&status) && attempt == 1 => {
                    tracing::info!(game_id, %action, code = ?status.code(), "outcome unknown: retrying once with the same request id");
                }
                Err(status) if transient(&status) => return Err(unreachable(&status)),
                Err(status) => {
                    let why = reason(&status).unwrap_or_default();
                    match (status.code(), why.as_str()) {
                        (Code::NotFound, _) => return Err(RunError::GameNotFound),
                        // The game moved on (or our own earlier attempt was applied and its
                        // answer is no longer kept): read it again.
                        (Code::Aborted, _)
                        | (Code::FailedPrecondition, "GAME_OVER" | "REQUEST_EXPIRED")
                        | (Code::PermissionDenied, "NOT_YOUR_TURN") => break false,
                        _ => return Err(refused(&status)),
                    }
                }
            }
        };
        if applied {
            actions += 1;
        }
    }
    Err(RunError::Unreachable(format!(
        "the turn did not end after {TURN_READS} reads"
    )))
}
