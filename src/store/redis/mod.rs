//! The shared store: games in Redis (one server or a Redis Cluster), written only through Lua
//! compare-and-set scripts.
//!
//! Keys of one game (all under the hash tag `{<game id>}`, so they share a Redis Cluster slot
//! and one script can touch them all):
//! - `game:{<id>}` — a hash: `kind`, `version`, `state` (the ruleset's encoding), `session`
//!   (the session-level state: invitations, clocks, draw offer; absent for games stored before
//!   it), `deadline` (the running deadline in ms, mirrored in `deadlines:{<kind>}`), `seats`
//!   (the byte 16, then the 16-byte seat-token hashes in seat order; games written before
//!   this layout hold the full 32-byte SHA-256 hashes without the leading byte, and are still
//!   read);
//! - `game:{<id>}:requests` — the retry log: a string, [`RetryLog`](super::RetryLog)'s stored
//!   form (at most [`RETRY_LOG_BYTES`](super::RETRY_LOG_BYTES)), kept by `cas.lua` exactly as
//!   [`RetryLog::push`](super::RetryLog::push) keeps it (a hash of request ids written by an
//!   older release counts as a log whose every record was dropped);
//! - `game:{<id>}:events` — a stream of the last changes, from the keyframe before the latest
//!   one (see [`is_keyframe`](super::is_keyframe); [`WatchOptions::history`] to twice as many changes): entry id
//!   `<version>-<flags>` (flag 1: the change ended the game; flag 2: a keyframe), one field `p`,
//!   the ruleset's compact event — for a keyframe followed by the game before the change
//!   (state, session, seats), which a watcher resuming from there rebuilds the events from.
//!
//! The game and its requests expire after the idle TTL, refreshed by every write; the event
//! stream after [`WatchOptions::history_ttl`] (default 5 minutes, at most the idle TTL), so a
//! game at rest keeps only its own two keys. Every write also
//! `PUBLISH`es `<game id> <version>` on [`CHANNEL`](feed::CHANNEL), which each
//! process's one subscription feeds to its watchers. Scripts are run with `EVALSHA` (loaded on
//! first use and again after a Redis restart).

use std::sync::Arc;
use std::time::Duration;

use redis::aio::ConnectionLike;
use redis::{ErrorKind, RedisError, Script, ServerErrorKind, Value};

use self::conn::{RedisConnection, RedisTarget};
use self::feed::{CHANNEL, Feed, notification};
use super::{
    CasOutcome, DEFAULT_GAME_TTL, EventsAfter, GameId, GameStore, KeptEvent, Loaded, Resume,
    RetryLog, RetryRecord, SeatHash, StoreError, StoredEvent, StoredGame, Subscription, Update,
    WatchOptions,
};
use crate::store::watch::{EventSource, Hub};
use crate::tls::RedisTls;

mod audience;
mod bots;
pub(super) mod conn;
pub(super) mod feed;
pub(super) mod pending;
pub(super) mod revocations;

/// The longest any single store operation may take before it counts as unavailable.
const OPERATION_TIMEOUT: Duration = Duration::from_secs(3);

/// Games in Redis.
///
/// Generic over the connection; [`RedisStore::open`] gives a [`RedisConnection`] to one server
/// or to a cluster.
#[derive(Clone)]
pub struct RedisStore<C = RedisConnection> {
    conn: C,
    ttl: Duration,
    // The scripts are shared, not copied: every watcher holds a clone of the store, and a
    // `Script` owns its source text (several KiB).
    cas: Arc<Script>,
    create: Arc<Script>,
    reindex: Arc<Script>,
    /// The deadline index is written by the compare-and-set script itself (one server); in a
    /// Redis Cluster it lives in another slot than the game, so it is lowered before the
    /// script and again after it (see [`RedisStore::index_lower`]).
    index_in_script: bool,
    /// Cluster only, for fault tests: skip the index update after a write, as a replica that
    /// died right after its compare-and-set would.
    index_after_write: bool,
    /// For fault tests: a write that ends a game fails as if this replica died right after
    /// it (see [`RedisStore::fail_after_ending_writes`]).
    die_after_ending_write: bool,
    /// For fault tests: where this replica dies in a game's ending (see [`crate::faults`]).
    faults: crate::faults::Faults,
    events: EventLog<C>,
    hub: Hub<EventLog<C>>,
    feed: Arc<Feed>,
    /// The bot queue's consumer group is known to exist (see `bots.rs`).
    bot_group: Arc<std::sync::atomic::AtomicBool>,
    /// Spectator counts and quick chat (see `audience.rs`).
    audience: Arc<audience::Audience>,
}

/// Reads the event streams (for the store and its watch hub).
#[derive(Clone)]
struct EventLog<C> {
    conn: C,
    script: Arc<Script>,
    resume: Arc<Script>,
}

impl<C> std::fmt::Debug for RedisStore<C> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RedisStore")
            .field("ttl", &self.ttl)
            .finish_non_exhaustive()
    }
}

impl RedisStore<RedisConnection> {
    /// A store for the Redis at `url`: `redis://host:port/db` for one server, or
    /// `redis+cluster://host1:port1,host2:port2,...` for a Redis Cluster (see
    /// [`RedisTarget::parse`]). Connects lazily: the store can be made while Redis is down and
    /// starts working when Redis is up; a lost connection is re-established by itself. For a
    /// cluster, must be called inside a Tokio runtime.
    ///
    /// # Errors
    /// The URL is invalid.
    pub fn open(url: &str, ttl: Duration) -> Result<RedisStore, StoreError> {
        RedisStore::open_with(url, ttl, WatchOptions::default())
    }

    /// [`RedisStore::open`] with the given watch tunables.
    ///
    /// # Errors
    /// The URL is invalid.
    pub fn open_with(
        url: &str,
        ttl: Duration,
        watch: WatchOptions,
    ) -> Result<RedisStore, StoreError> {
        RedisStore::open_tls(url, ttl, watch, &RedisTls::default())
    }

    /// [`RedisStore::open_with`] with TLS settings for `rediss://` and `rediss+cluster://`
    /// URLs (a CA to verify Redis with, a client certificate).
    ///
    /// # Errors
    /// The URL is invalid, unreadable certificates, or TLS settings for a plaintext URL.
    pub fn open_tls(
        url: &str,
        ttl: Duration,
        watch: WatchOptions,
        tls: &RedisTls,
    ) -> Result<RedisStore, StoreError> {
        let target = RedisTarget::parse(url)?;
        let conn = target.connect(tls)?;
        let mut store = RedisStore::with_connection(conn, target.clients(tls)?, ttl, watch);
        store.index_in_script = matches!(target, RedisTarget::Single(_));
        Ok(store)
    }
}

impl<C: ConnectionLike + Clone + Send + Sync + 'static> RedisStore<C> {
    /// The store's connection (for other sets kept in the same Redis).
    pub(super) fn connection(&self) -> &C {
        &self.conn
    }

    /// A store over an existing connection; `subscribe_to` are the servers to take change
    /// notifications from (any one of them at a time; none: watchers see changes only at
    /// every [`WatchOptions::check_interval`]).
    pub fn with_connection(
        conn: C,
        subscribe_to: Vec<redis::Client>,
        ttl: Duration,
        watch: WatchOptions,
    ) -> RedisStore<C> {
        let events = EventLog {
            conn: conn.clone(),
            script: Arc::new(Script::new(include_str!("events.lua"))),
            resume: Arc::new(Script::new(include_str!("resume.lua"))),
        };
        RedisStore {
            conn,
            ttl: if ttl.is_zero() { DEFAULT_GAME_TTL } else { ttl },
            cas: Arc::new(Script::new(include_str!("cas.lua"))),
            create: Arc::new(Script::new(include_str!("create.lua"))),
            reindex: Arc::new(Script::new(include_str!("reindex.lua"))),
            index_in_script: true,
            index_after_write: true,
            die_after_ending_write: false,
            faults: crate::faults::Faults::default(),
            hub: Hub::new(events.clone(), watch),
            events,
            feed: Feed::new(subscribe_to),
            bot_group: Arc::default(),
            audience: audience::Audience::new(),
        }
    }
}

impl<C> RedisStore<C> {
    fn ttl_millis(&self) -> u64 {
        u64::try_from(self.ttl.as_millis()).unwrap_or(u64::MAX)
    }

    /// The expiry of a game written now with `deadline_ms` ([`super::keep_for`]).
    fn keep_millis(&self, deadline_ms: Option<u64>) -> u64 {
        u64::try_from(super::keep_for(self.ttl, deadline_ms).as_millis()).unwrap_or(u64::MAX)
    }

    /// How long a game's event stream outlives its last change: the watch history TTL, at
    /// most the game's idle TTL.
    fn history_ttl_millis(&self) -> u64 {
        let ttl = self.hub.options().history_ttl.min(self.ttl);
        u64::try_from(ttl.as_millis()).unwrap_or(u64::MAX).max(1)
    }
}

fn game_key(id: &GameId) -> String {
    format!("game:{{{id}}}")
}

fn requests_key(id: &GameId) -> String {
    format!("game:{{{id}}}:requests")
}

fn events_key(id: &GameId) -> String {
    format!("game:{{{id}}}:events")
}

/// When each seat of a game was last seen: a hash from seat index to ms.
fn seen_key(id: &GameId) -> String {
    format!("game:{{{id}}}:seen")
}

/// The deadline index of a ruleset: a sorted set from game id to deadline (ms). The key keeps
/// its first spelling so that replicas of two versions share it during a rolling upgrade.
fn deadlines_key(kind: &str) -> String {
    format!("deadlines:{{{kind}}}")
}

fn deadline_arg(deadline_ms: Option<u64>) -> String {
    deadline_ms.map_or_else(String::new, |d| d.to_string())
}

/// Sorts a Redis error into "try again later" and "something is wrong".
fn map_error(e: RedisError) -> StoreError {
    match e.kind() {
        ErrorKind::Parse | ErrorKind::UnexpectedReturnType => StoreError::Corrupt(e.to_string()),
        // A transaction whose commands were refused because Redis is loading its data after a
        // restart (or failing over): transient, like those errors outside a transaction.
        ErrorKind::Server(ServerErrorKind::ExecAbort) if transient_abort(&e.to_string()) => {
            StoreError::Unavailable(e.to_string())
        }
        ErrorKind::Client
        | ErrorKind::InvalidClientConfig
        | ErrorKind::Server(
            ServerErrorKind::ResponseError
            | ServerErrorKind::CrossSlot
            | ServerErrorKind::NoPerm
            | ServerErrorKind::ExecAbort,
        ) => StoreError::Backend(e.to_string()),
        // I/O, timeouts, LOADING, MASTERDOWN, READONLY, CLUSTERDOWN, TRYAGAIN, ...
        _ => StoreError::Unavailable(e.to_string()),
    }
}

/// Whether an aborted transaction failed only for a passing reason (Redis loading its data,
/// a failover or cluster reconfiguration in progress).
fn transient_abort(message: &str) -> bool {
    [
        "BusyLoading",
        "LOADING",
        "TryAgain",
        "TRYAGAIN",
        "MasterDown",
        "MASTERDOWN",
        "ClusterDown",
        "CLUSTERDOWN",
        "ReadOnly",
        "READONLY",
    ]
    .iter()
    .any(|word| message.contains(word))
}

/// Whether a command failed on a key of another type (in a transaction too).
fn wrong_type(e: &RedisError) -> bool {
    let text = e.to_string();
    e.code() == Some("WRONGTYPE") || text.contains("WRONGTYPE") || text.contains("WrongType")
}

/// [`timed`], leaving Redis's own errors to the caller.
async fn timed_raw<T>(
    fut: impl Future<Output = Result<T, RedisError>>,
) -> Result<Result<T, RedisError>, StoreError> {
    tokio::time::timeout(OPERATION_TIMEOUT, fut)
        .await
        .map_err(|_| {
            StoreError::Unavailable(format!("no answer from Redis within {OPERATION_TIMEOUT:?}"))
        })
}

pub(super) async fn timed<T>(
    fut: impl Future<Output = Result<T, RedisError>>,
) -> Result<T, StoreError> {
    match tokio::time::timeout(OPERATION_TIMEOUT, fut).await {
        Ok(result) => result.map_err(map_error),
        Err(_) => Err(StoreError::Unavailable(format!(
            "no answer from Redis within {OPERATION_TIMEOUT:?}"
        ))),
    }
}

/// The first byte of the `seats` field: seat hashes of 16 bytes follow.
const SEATS_16: u8 = 16;

fn encode_seats(seats: &[SeatHash]) -> Vec<u8> {
    let mut out = Vec::with_capacity(1 + 16 * seats.len());
    out.push(SEATS_16);
    for seat in seats {
        out.extend_from_slice(&seat.0);
    }
    out
}

/// Reads the `seats` field: the current form (16, then 16 bytes per seat; its length is
/// 1 more than a multiple of 16) or the first one (32-byte SHA-256 hashes; a multiple of 32),
/// whose hashes begin with the 16 bytes kept now.
fn decode_seats(bytes: &[u8]) -> Result<Vec<SeatHash>, StoreError> {
    if let Some((&SEATS_16, rest)) = bytes.split_first() {
        let (chunks, tail) = rest.as_chunks::<16>();
        if tail.is_empty() {
            return Ok(chunks.iter().map(|c| SeatHash(*c)).collect());
        }
    }
    let (chunks, tail) = bytes.as_chunks::<32>();
    if !tail.is_empty() {
        return Err(StoreError::Corrupt(format!(
            "the seats field has {} bytes: neither 16-byte nor 32-byte seat hashes",
            bytes.len()
        )));
    }
    Ok(chunks
        .iter()
        .map(|c| {
            let (first, _) = c.split_first_chunk::<16>().unwrap_or((&[0; 16], &[]));
            SeatHash(*first)
        })
        .collect())
}

fn parse_version(bytes: &[u8]) -> Result<u64, StoreError> {
    std::str::from_utf8(bytes)
        .ok()
        .and_then(|s| s.parse().ok())
        .ok_or_else(|| StoreError::Corrupt("version is not a number".into()))
}

fn value_bytes(value: &Value) -> Option<Vec<u8>> {
    match value {
        Value::BulkString(b) => Some(b.clone()),
        Value::SimpleString(s) => Some(s.clone().into_bytes()),
        Value::Int(i) => Some(i.to_string().into_bytes()),
        _ => None,
    }
}

fn parse_cas_reply(reply: &Value) -> Result<CasOutcome, StoreError> {
    let bad = || StoreError::Corrupt(format!("unexpected script reply {reply:?}"));
    let Value::Array(items) = reply else {
        return Err(bad());
    };
    let tag = items.first().and_then(value_bytes).ok_or_else(bad)?;
    let arg = items.get(1).and_then(value_bytes);
    match (tag.as_slice(), arg) {
        (b"written", Some(v)) => Ok(CasOutcome::Written {
            version: parse_version(&v)?,
        }),
        (b"conflict", Some(v)) => Ok(CasOutcome::Conflict {
            current: parse_version(&v)?,
        }),
        (b"replayed", Some(record)) => Ok(CasOutcome::Replayed(RetryRecord::from_bytes(&record)?)),
        (b"missing", None) => Ok(CasOutcome::NotFound),
        _ => Err(bad()),
    }
}

/// Entry id flag: the change ended the game.
const ENDS_GAME: u8 = 1;
/// Entry id flag: a keyframe, whose `p` also holds the game before the change.
const KEYFRAME: u8 = 2;

/// The version and flags in a stream entry id `<version>-<flags>`.
fn entry_id(id: &[u8]) -> Option<(u64, u8)> {
    let text = std::str::from_utf8(id).ok()?;
    let (version, flags) = text.split_once('-')?;
    let flags: u8 = flags.parse().ok().filter(|f| *f <= ENDS_GAME | KEYFRAME)?;
    Some((version.parse().ok()?, flags))
}

/// Splits a part off a keyframe: its length in 4 bytes (big-endian), then the part.
fn take_framed<'a>(bytes: &mut &'a [u8]) -> Option<&'a [u8]> {
    let (len, rest) = bytes.split_first_chunk::<4>()?;
    let len = usize::try_from(u32::from_be_bytes(*len)).ok()?;
    if rest.len() < len {
        return None;
    }
    let (part, rest) = rest.split_at(len);
    *bytes = rest;
    Some(part)
}

fn parse_entry(entry: &Value) -> Result<StoredEvent, StoreError> {
    parse_kept(entry, "").map(|kept| kept.event)
}

/// A stream entry; for a keyframe with the game before it (of ruleset `kind`).
fn parse_kept(entry: &Value, kind: &str) -> Result<KeptEvent, StoreError> {
    let bad = || StoreError::Corrupt(format!("unexpected event stream entry {entry:?}"));
    let Value::Array(parts) = entry else {
        return Err(bad());
    };
    let (version, flags) = parts
        .first()
        .and_then(value_bytes)
        .and_then(|id| entry_id(&id))
        .ok_or_else(bad)?;
    let Some(Value::Array(fields)) = parts.get(1) else {
        return Err(bad());
    };
    let mut payload = None;
    let mut ends_game = flags & ENDS_GAME != 0;
    let mut legacy = false;
    for pair in fields.chunks(2) {
        let name = pair.first().and_then(value_bytes).ok_or_else(bad)?;
        let value = pair.get(1).and_then(value_bytes).ok_or_else(bad)?;
        match name.as_slice() {
            b"p" => payload = Some(value),
            // Entries of the earlier layout carry `o` and a full event, which cannot be
            // rebuilt from: passed on empty, so that the watcher gets a snapshot instead.
            b"o" => {
                ends_game |= value == b"1";
                legacy = true;
            }
            _ => {}
        }
    }
    let mut payload = payload.ok_or_else(bad)?;
    if legacy {
        payload.clear();
    }
    if flags & KEYFRAME == 0 {
        return Ok(KeptEvent {
            event: StoredEvent {
                version,
                payload,
                ends_game,
            },
            base: None,
        });
    }
    let mut rest = payload.as_slice();
    let event = take_framed(&mut rest).ok_or_else(bad)?.to_vec();
    let state = take_framed(&mut rest).ok_or_else(bad)?.to_vec();
    let session = take_framed(&mut rest).ok_or_else(bad)?.to_vec();
    let base = StoredGame {
        kind: kind.to_owned(),
        version: version.checked_sub(1).ok_or_else(bad)?,
        state,
        seats: decode_seats(rest)?,
        session,
        deadline_ms: None,
    };
    Ok(KeptEvent {
        event: StoredEvent {
            version,
            payload: event,
            ends_game,
        },
        base: Some(base),
    })
}

fn parse_resume_reply(after: u64, reply: &Value) -> Result<Resume, StoreError> {
    let bad = || StoreError::Corrupt(format!("unexpected resume script reply {reply:?}"));
    let Value::Array(items) = reply else {
        return Err(bad());
    };
    let field = |i: usize| items.get(i).and_then(value_bytes).ok_or_else(bad);
    match field(0)?.as_slice() {
        b"missing" => Ok(Resume::NotFound),
        b"ok" => {
            let kind = String::from_utf8(field(5)?).map_err(|_| bad())?;
            let current = StoredGame {
                kind,
                version: parse_version(&field(1)?)?,
                state: field(2)?,
                session: field(3)?,
                seats: decode_seats(&field(4)?)?,
                deadline_ms: None,
            };
            let kept = match items.get(6) {
                None => Vec::new(),
                Some(Value::Array(entries)) => entries
                    .iter()
                    .map(|e| parse_kept(e, &current.kind))
                    .collect::<Result<Vec<_>, _>>()?,
                Some(_) => return Err(bad()),
            };
            Ok(Resume::from_kept(after, current, kept))
        }
        _ => Err(bad()),
    }
}

fn parse_events_reply(after: u64, reply: &Value) -> Result<EventsAfter, StoreError> {
    let bad = || StoreError::Corrupt(format!("unexpected events script reply {reply:?}"));
    let Value::Array(items) = reply else {
        return Err(bad());
    };
    let tag = items.first().and_then(value_bytes).ok_or_else(bad)?;
    match tag.as_slice() {
        b"missing" => Ok(EventsAfter::NotFound),
        b"ok" => {
            let current = items.get(1).and_then(value_bytes).ok_or_else(bad)?;
            let current = parse_version(&current)?;
            let kept = match items.get(2) {
                None => Vec::new(),
                Some(Value::Array(entries)) => entries
                    .iter()
                    .map(parse_entry)
                    .collect::<Result<Vec<_>, _>>()?,
                Some(_) => return Err(bad()),
            };
            Ok(EventsAfter::from_kept(after, current, kept))
        }
        _ => Err(bad()),
    }
}

impl<C> EventLog<C>
where
    C: ConnectionLike + Clone + Send + Sync + 'static,
{
    async fn read(&self, id: &GameId, after: u64) -> Result<EventsAfter, StoreError> {
        let mut conn = self.conn.clone();
        let first = after
            .checked_add(1)
            .map_or_else(String::new, |v| format!("{v}-0"));
        let mut invocation = self.script.key(game_key(id));
        invocation.key(events_key(id)).arg(first);
        let reply: Value = timed(invocation.invoke_async(&mut conn)).await?;
        parse_events_reply(after, &reply)
    }

    async fn resume(&self, id: &GameId, after: u64) -> Result<Resume, StoreError> {
        let mut conn = self.conn.clone();
        let mut invocation = self.resume.key(game_key(id));
        invocation.key(events_key(id)).arg(after);
        let reply: Value = timed(invocation.invoke_async(&mut conn)).await?;
        parse_resume_reply(after, &reply)
    }
}

impl<C> EventSource for EventLog<C>
where
    C: ConnectionLike + Clone + Send + Sync + 'static,
{
    async fn events_after(&self, id: &GameId, after: u64) -> Result<EventsAfter, StoreError> {
        self.read(id, after).await
    }
}

type GameFields = (
    Option<String>,
    Option<Vec<u8>>,
    Option<Vec<u8>>,
    Option<Vec<u8>>,
    Option<Vec<u8>>,
    Option<Vec<u8>>,
);

impl<C> RedisStore<C>
where
    C: ConnectionLike + Clone + Send + Sync + 'static,
{
    /// Cluster only: lowers a game's deadline index entry to `at` (adds it when absent; an
    /// entry already earlier is kept). Outside a script the index cannot change atomically
    /// with the game, so it keeps a weaker invariant that needs no atomicity: **an entry is
    /// never later than its game's running deadline**. A write lowers the entry to its new
    /// deadline before its compare-and-set (so a replica that dies right after the script
    /// leaves the index correct) and again after it (in case a scan raised the entry in
    /// between). An entry left earlier than its game (a deadline moved later, a write that
    /// lost its race) is only extra work: a scan finds it due, reads the game and corrects
    /// the entry (`reindex`).
    async fn index_lower(&self, kind: &str, id: &GameId, at: u64) -> Result<(), StoreError> {
        let mut conn = self.conn.clone();
        let mut cmd = redis::cmd("ZADD");
        cmd.arg(deadlines_key(kind))
            .arg("LT")
            .arg(at)
            .arg(id.to_string());
        let _: i64 = timed(cmd.query_async(&mut conn)).await?;
        Ok(())
    }

    /// Cluster only: removes a game's index entry (the write ended the game, and an ended
    /// game is never written again).
    async fn index_remove(&self, kind: &str, id: &GameId) -> Result<(), StoreError> {
        let mut conn = self.conn.clone();
        let mut cmd = redis::cmd("ZREM");
        cmd.arg(deadlines_key(kind)).arg(id.to_string());
        let _: i64 = timed(cmd.query_async(&mut conn)).await?;
        Ok(())
    }

    /// For fault tests on a Redis Cluster: stop updating the deadline index after writes, as
    /// a replica that dies between its compare-and-set and that update would (the update
    /// before the write still runs). No effect on one Redis server, whose scripts write the
    /// index with the game.
    #[doc(hidden)]
    pub fn skip_index_after_writes(&mut self) {
        self.index_after_write = false;
    }

    /// For fault tests: every write that ends a game is made, then reported unavailable, with
    /// nothing after it done (no index update, no notification), as by a replica that died
    /// between its compare-and-set and anything else: the caller never learns of the end.
    #[doc(hidden)]
    pub fn fail_after_ending_writes(&mut self) {
        self.die_after_ending_write = true;
    }

    /// For fault tests: this replica dies where `faults` says (see [`crate::faults`]): its
    /// writes fail as unavailable from then on.
    #[doc(hidden)]
    pub fn with_faults(mut self, faults: crate::faults::Faults) -> Self {
        self.faults = faults;
        self
    }
}

/// What a write of a replica that died (see [`crate::faults`]) fails with.
fn dead() -> StoreError {
    StoreError::Unavailable("fault: the replica died".into())
}

impl<C> GameStore for RedisStore<C>
where
    C: ConnectionLike + Clone + Send + Sync + 'static,
{
    async fn create(&self, id: &GameId, game: &StoredGame) -> Result<bool, StoreError> {
        if self.faults.dead() {
            return Err(dead());
        }
        let mut conn = self.conn.clone();
        let mut invocation = self.create.key(game_key(id));
        invocation.key(requests_key(id)).key(events_key(id));
        if self.index_in_script {
            invocation.key(deadlines_key(&game.kind));
        }
        invocation
            .arg(&game.kind)
            .arg(game.version)
            .arg(&game.state)
            .arg(encode_seats(&game.seats))
            .arg(self.keep_millis(game.deadline_ms))
            .arg(deadline_arg(game.deadline_ms))
            .arg(id.to_string())
            .arg(&game.session);
        if !self.index_in_script
            && let Some(at) = game.deadline_ms
        {
            self.index_lower(&game.kind, id, at).await?;
        }
        let created: i64 = timed(invocation.invoke_async(&mut conn)).await?;
        Ok(created == 1)
    }

    async fn load(
        &self,
        id: &GameId,
        request_id: Option<&str>,
    ) -> Result<Option<Loaded>, StoreError> {
        let mut conn = self.conn.clone();
        let mut fields = redis::cmd("HMGET");
        fields
            .arg(game_key(id))
            .arg(&["kind", "version", "state", "seats", "deadline", "session"]);
        let ((kind, version, state, seats, deadline, session), log): (GameFields, Option<Vec<u8>>) =
            match request_id {
                // One command reads the game atomically: no transaction needed.
                None => (timed(fields.query_async(&mut conn)).await?, None),
                Some(_) => {
                    let mut pipe = redis::pipe();
                    pipe.atomic()
                        .add_command(fields.clone())
                        .cmd("GET")
                        .arg(requests_key(id));
                    match timed_raw(pipe.query_async(&mut conn)).await? {
                        Ok(both) => both,
                        // The request hash of an older release: every record counts as dropped.
                        Err(e) if wrong_type(&e) => (
                            timed(fields.query_async(&mut conn)).await?,
                            Some(Vec::new()),
                        ),
                        Err(e) => return Err(map_error(e)),
                    }
                }
            };
        let (Some(kind), Some(version), Some(state), Some(seats)) = (kind, version, state, seats)
        else {
            return Ok(None);
        };
        let version = parse_version(&version)?;
        let (replay, retry_floor) = match (request_id, log) {
            // The marker of an older release's request hash (a log is never empty).
            (Some(_), Some(bytes)) if bytes.is_empty() => (None, version),
            (Some(request_id), Some(bytes)) => {
                let log = RetryLog::from_bytes(&bytes)?;
                (
                    log.find(&super::request_tag(request_id)).cloned(),
                    log.floor,
                )
            }
            _ => (None, 0),
        };
        Ok(Some(Loaded {
            game: StoredGame {
                kind,
                version,
                state,
                seats: decode_seats(&seats)?,
                session: session.unwrap_or_default(),
                deadline_ms: deadline.as_deref().map(parse_version).transpose()?,
            },
            replay,
            retry_floor,
        }))
    }

    async fn compare_and_set(
        &self,
        id: &GameId,
        update: Update<'_>,
    ) -> Result<CasOutcome, StoreError> {
        let mut conn = self.conn.clone();
        let Some(next) = update.expected_version.checked_add(1) else {
            return Err(StoreError::Corrupt("version overflow".into()));
        };
        let (request_tag, record) = match update.request {
            Some(record) => (
                record.request.to_vec(),
                RetryRecord {
                    version: next,
                    ..record.clone()
                }
                .to_bytes(),
            ),
            None => (Vec::new(), Vec::new()),
        };
        let mut invocation = self.cas.key(game_key(id));
        invocation.key(requests_key(id)).key(events_key(id));
        if self.index_in_script {
            invocation.key(deadlines_key(update.kind));
        }
        invocation
            .arg(update.expected_version)
            .arg(update.state)
            .arg(self.keep_millis(update.deadline_ms))
            .arg(request_tag)
            .arg(record)
            .arg(next)
            .arg(update.event)
            .arg(if update.ends_game { "1" } else { "0" })
            .arg(self.hub.options().history)
            .arg(CHANNEL)
            .arg(notification(id, next))
            .arg(update.expected_state.unwrap_or_default())
            .arg(self.history_ttl_millis())
            .arg(update.seats.map(encode_seats).unwrap_or_default())
            .arg(deadline_arg(update.deadline_ms))
            .arg(id.to_string())
            .arg(update.session);
        // ARGV[18]: '=' and the expected session, or '' for none; ARGV[19]: the game's end.
        match update.expected_session {
            Some(expected) => invocation.arg([b"=".as_slice(), expected].concat()),
            None => invocation.arg(""),
        };
        let ending = update.ending.filter(|_| update.ends_game);
        invocation.arg(ending.unwrap_or_default());
        if !self.index_in_script
            && let Some(at) = update.deadline_ms
        {
            self.index_lower(update.kind, id, at).await?;
        }
        if self.faults.dead() {
            return Err(dead());
        }
        if ending.is_some() {
            // Before the write: a replica that dies right after it leaves this mark, which
            // leads any replica's archiver to the end the script keeps in the game's hash.
            self.pending_set().mark_ending(id, next).await?;
            if self
                .faults
                .passed(crate::faults::Point::EndingMark, &id.to_string())
            {
                return Err(dead());
            }
        }
        let reply: Value = timed(invocation.invoke_async(&mut conn)).await?;
        let outcome = parse_cas_reply(&reply)?;
        if update.ends_game
            && matches!(outcome, CasOutcome::Written { .. })
            && self
                .faults
                .passed(crate::faults::Point::EndingWrite, &id.to_string())
        {
            return Err(dead());
        }
        if self.die_after_ending_write
            && update.ends_game
            && matches!(outcome, CasOutcome::Written { .. })
        {
            return Err(StoreError::Unavailable(
                "fault: the replica died after its write ended the game".into(),
            ));
        }
        if let CasOutcome::Written { version } = outcome {
            if !self.index_in_script && self.index_after_write {
                match update.deadline_ms {
                    Some(at) => self.index_lower(update.kind, id, at).await?,
                    None if update.ends_game => self.index_remove(update.kind, id).await?,
                    // A game without a running deadline that goes on (no clock, first move
                    // made) keeps its entry until a scan finds it and removes it.
                    None => {}
                }
            }
            // This process's watchers need not wait for the notification's round trip.
            self.hub.notify(id, version);
        }
        Ok(outcome)
    }

    async fn ping(&self) -> Result<(), StoreError> {
        let mut conn = self.conn.clone();
        let _: String = timed(redis::cmd("PING").query_async(&mut conn)).await?;
        Ok(())
    }

    async fn events_after(&self, id: &GameId, after: u64) -> Result<EventsAfter, StoreError> {
        self.events.read(id, after).await
    }

    async fn resume(&self, id: &GameId, after: u64) -> Result<Resume, StoreError> {
        self.events.resume(id, after).await
    }

    async fn subscribe(&self, id: &GameId) -> Result<Option<Subscription>, StoreError> {
        self.feed.start(&self.hub);
        self.hub.subscribe(id).await
    }

    fn watchers(&self) -> usize {
        self.hub.watchers()
    }

    async fn see_seat(&self, id: &GameId, seat: usize, now_ms: u64) -> Result<(), StoreError> {
        if self.faults.dead() {
            return Err(dead());
        }
        let mut conn = self.conn.clone();
        let key = seen_key(id);
        let mut pipe = redis::pipe();
        pipe.cmd("HSET")
            .arg(&key)
            .arg(seat)
            .arg(now_ms)
            .ignore()
            .cmd("PEXPIRE")
            .arg(&key)
            .arg(self.ttl_millis())
            .ignore();
        let () = timed(pipe.query_async(&mut conn)).await?;
        Ok(())
    }

    async fn seats_seen(&self, id: &GameId) -> Result<Option<Vec<u64>>, StoreError> {
        let mut conn = self.conn.clone();
        let seen: Vec<(usize, u64)> = timed(
            redis::cmd("HGETALL")
                .arg(seen_key(id))
                .query_async(&mut conn),
        )
        .await?;
        let mut by_seat = Vec::new();
        for (seat, ms) in seen {
            if seat < 64 {
                if by_seat.len() <= seat {
                    by_seat.resize(seat + 1, 0);
                }
                if let Some(slot) = by_seat.get_mut(seat) {
                    *slot = ms;
                }
            }
        }
        Ok(Some(by_seat))
    }

    async fn spectators(&self, id: &GameId, mine: Option<u32>) -> Result<u32, StoreError> {
        self.audience_spectators(id, mine).await
    }

    async fn post_chat(
        &self,
        id: &GameId,
        line: super::ChatLine,
        limits: super::ChatLimits,
    ) -> Result<super::ChatPosted, StoreError> {
        self.audience_post(id, line, limits).await
    }

    async fn chat_after(
        &self,
        id: &GameId,
        after: usize,
    ) -> Result<Vec<super::ChatLine>, StoreError> {
        self.audience_chat(id, after).await
    }

    async fn enqueue_bot(&self, job: &super::BotJob) -> Result<Option<String>, StoreError> {
        super::BotQueue::enqueue(self, job).await.map(Some)
    }

    async fn bot_move_due(&self, game_id: &str, version: u64) -> Result<(), StoreError> {
        super::BotQueue::move_due(self, game_id, version)
            .await
            .map(|_| ())
    }

    async fn due(
        &self,
        kind: &str,
        now_ms: u64,
        limit: usize,
    ) -> Result<Vec<(GameId, u64)>, StoreError> {
        let mut conn = self.conn.clone();
        let mut cmd = redis::cmd("ZRANGEBYSCORE");
        cmd.arg(deadlines_key(kind))
            .arg("-inf")
            .arg(now_ms)
            .arg("WITHSCORES")
            .arg("LIMIT")
            .arg(0)
            .arg(limit);
        let entries: Vec<(String, f64)> = timed(cmd.query_async(&mut conn)).await?;
        Ok(entries
            .into_iter()
            .filter_map(|(member, score)| {
                let id = member.parse().ok()?;
                // Scores are whole milliseconds, exact in a double up to 2^53.
                #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
                let at = score.max(0.0) as u64;
                Some((id, at))
            })
            .collect())
    }

    async fn reindex(
        &self,
        kind: &str,
        id: &GameId,
        seen_ms: u64,
        deadline_ms: Option<u64>,
    ) -> Result<(), StoreError> {
        let mut conn = self.conn.clone();
        let mut invocation = self.reindex.key(deadlines_key(kind));
        invocation
            .arg(id.to_string())
            .arg(seen_ms)
            .arg(deadline_arg(deadline_ms));
        let changed: i64 = timed(invocation.invoke_async(&mut conn)).await?;
        if changed == 1 && !self.index_in_script {
            // Cluster: the game may have been written (its deadline lowered before the
            // write) between the read that gave `deadline_ms` and this correction; read it
            // again and lower the entry to what it holds now, so a correction never leaves
            // an entry later than its game.
            let mut cmd = redis::cmd("HGET");
            cmd.arg(game_key(id)).arg("deadline");
            let now: Option<String> = timed(cmd.query_async(&mut conn)).await?;
            if let Some(at) = now.as_deref().and_then(|d| d.parse::<u64>().ok())
                && deadline_ms.is_none_or(|set| at < set)
            {
                self.index_lower(kind, id, at).await?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests;
