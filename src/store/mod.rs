//! Game storage: a [`GameStore`] keeps opaque encoded games with their version, the hashes of
//! their seat tokens and a bounded log of their requests with ids ([`RetryLog`]).
//!
//! The store knows nothing about any game's rules: the state is bytes produced by a
//! [`Ruleset`](crate::ruleset::Ruleset), tagged with the ruleset's name. Every write is a
//! compare-and-set on the version, so concurrent writers (several replicas of the service)
//! can never both win: one write succeeds, the others see a [`CasOutcome::Conflict`].
//!
//! Two implementations: [`MemoryStore`] (the embedded default, one process) and
//! [`RedisStore`] (shared by replicas).
//!
//! Live games (watching): every accepted change goes through exactly one
//! [`GameStore::compare_and_set`], which also keeps the change's event (opaque bytes from the
//! ruleset, tagged with the new version) in the same atomic write: a bounded per-game log
//! ([`GameStore::events_after`] reads it) plus a notification to every process watching. Each
//! store feeds its notifications into one [`Hub`](crate::watch::Hub) per process, which fans
//! them out to that process's watchers ([`GameStore::subscribe`]). See `docs/streaming.md`.

mod bots;
mod memory;
mod redis;
mod redis_conn;
mod redis_feed;

use std::fmt;
use std::future::Future;
use std::str::FromStr;
use std::time::Duration;

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;

pub use self::bots::{
    BotJob, BotQueue, Claimed, Registered, job_fields, job_from_fields, job_from_text, job_text,
};
pub use self::memory::MemoryStore;
pub use self::redis::RedisStore;
pub use self::redis_conn::{CLUSTER_SCHEME, CLUSTER_TLS_SCHEME, RedisConnection, RedisTarget};
pub use self::redis_feed::CHANNEL as CHANGES_CHANNEL;
pub use crate::watch::{Subscription, WatchOptions};

/// The default idle time after which a game is forgotten: 7 days.
pub const DEFAULT_GAME_TTL: Duration = Duration::from_secs(7 * 24 * 60 * 60);

/// A game id: 128 random bits, written as 22 URL-safe base64 characters without padding.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GameId([u8; 16]);

impl GameId {
    /// A fresh random id.
    ///
    /// # Errors
    /// The operating system's random source failed.
    pub fn random() -> Result<GameId, getrandom::Error> {
        let mut bytes = [0u8; 16];
        getrandom::fill(&mut bytes)?;
        Ok(GameId(bytes))
    }

    /// The id's bits.
    #[must_use]
    pub fn as_bytes(&self) -> &[u8; 16] {
        &self.0
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&URL_SAFE_NO_PAD.encode(self.0))
    }
}

impl fmt::Debug for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "GameId({self})")
    }
}

/// Why a text is not a game id.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("a game id is 22 URL-safe base64 characters (A-Z a-z 0-9 - _), got {0:?}")]
pub struct ParseGameIdError(String);

impl FromStr for GameId {
    type Err = ParseGameIdError;

    fn from_str(s: &str) -> Result<GameId, ParseGameIdError> {
        let err = || {
            let shown: String = s.chars().take(40).collect();
            ParseGameIdError(shown)
        };
        if s.len() != 22 {
            return Err(err());
        }
        let bytes = URL_SAFE_NO_PAD.decode(s).map_err(|_| err())?;
        let bytes: [u8; 16] = bytes.try_into().map_err(|_| err())?;
        let id = GameId(bytes);
        // Reject non-canonical spellings (trailing bits set), so one game has one id.
        if id.to_string() != s {
            return Err(err());
        }
        Ok(id)
    }
}

/// The hash of a seat token (the first 16 bytes of its SHA-256); the token itself is never
/// stored.
///
/// 16 bytes are enough: a token is 128 random bits, so finding a token that matches a stored
/// hash (a preimage) costs about 2^128 hash evaluations whether the hash keeps 128 or 256
/// bits, and collisions between hashes do not matter because nobody can choose a token.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct SeatHash(pub [u8; 16]);

impl fmt::Debug for SeatHash {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("SeatHash(..)")
    }
}

/// A stored game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredGame {
    /// The ruleset's name ([`Ruleset::NAME`](crate::ruleset::Ruleset::NAME)).
    pub kind: String,
    /// Starts at 1, +1 per accepted write.
    pub version: u64,
    /// The ruleset's encoding of the game.
    pub state: Vec<u8>,
    /// One token hash per seat, in seat order.
    pub seats: Vec<SeatHash>,
    /// The session-level state (invitations, clocks, draw offer, …) kept next to the
    /// ruleset's encoding; empty for games stored before it existed.
    pub session: Vec<u8>,
    /// The game's running deadline (ms since the Unix epoch: a clock's flag fall, or the
    /// abandonment of a game nobody started), kept in the store's deadline index of its kind
    /// so that any replica can find it when it is due; `None`: nothing runs.
    pub deadline_ms: Option<u64>,
}

/// The most retry records a game keeps ([`RetryLog`]); the oldest is dropped first.
pub const RETRY_RECORDS: usize = 32;

/// The most bytes a game's encoded [`RetryLog`] takes: past it, the answers of the oldest
/// records are dropped (the records stay, as long as [`RETRY_RECORDS`] allows).
pub const RETRY_LOG_BYTES: usize = 1600;

/// The bytes of a record without its answer: request tag, fingerprint tag, version, length.
const RECORD_HEAD: usize = 8 + 8 + 8 + 2;

// Every record fits without its answer: only answers are ever dropped for size.
const _: () = assert!(8 + RETRY_RECORDS * RECORD_HEAD <= RETRY_LOG_BYTES);

/// The length field of a record whose answer is not kept.
const NO_REPLY: u16 = u16::MAX;

/// The tag a request id is kept under: the first 8 bytes of its SHA-256.
#[must_use]
pub fn request_tag(request_id: &str) -> [u8; 8] {
    use sha2::Digest as _;
    let digest = sha2::Sha256::digest(request_id.as_bytes());
    let mut tag = [0; 8];
    tag.copy_from_slice(&digest[..8]);
    tag
}

/// What a game remembers of a request that carried a request id: compact, so that a game's
/// records stay within [`RETRY_LOG_BYTES`] however long it is played.
///
/// Stored form: the request tag (8 bytes), the fingerprint tag (8), the version the request
/// produced (8, big-endian), the answer's length (2, big-endian; `0xFFFF`: not kept) and the
/// answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RetryRecord {
    /// [`request_tag`] of the request id.
    pub request: [u8; 8],
    /// The first 8 bytes of a hash of what was asked (method, arguments, seat): a reused id
    /// with a different request is rejected instead of answered with someone else's reply.
    pub fingerprint: [u8; 8],
    /// The game's version after the request's change.
    pub version: u64,
    /// The encoded answer, while it is kept (`None`: dropped to keep the log small).
    pub reply: Option<Vec<u8>>,
}

impl RetryRecord {
    /// The stored form.
    #[must_use]
    pub fn to_bytes(&self) -> Vec<u8> {
        let reply = self
            .reply
            .as_deref()
            .filter(|r| r.len() < usize::from(NO_REPLY));
        let mut out = Vec::with_capacity(RECORD_HEAD + reply.map_or(0, <[u8]>::len));
        out.extend_from_slice(&self.request);
        out.extend_from_slice(&self.fingerprint);
        out.extend_from_slice(&self.version.to_be_bytes());
        match reply {
            Some(reply) => {
                let len = u16::try_from(reply.len()).unwrap_or(NO_REPLY);
                out.extend_from_slice(&len.to_be_bytes());
                out.extend_from_slice(reply);
            }
            None => out.extend_from_slice(&NO_REPLY.to_be_bytes()),
        }
        out
    }

    /// Reads one record from the front of `bytes`; returns it and the rest.
    ///
    /// # Errors
    /// The bytes are not a record.
    pub fn read(bytes: &[u8]) -> Result<(RetryRecord, &[u8]), StoreError> {
        let corrupt = || StoreError::Corrupt("truncated retry record".into());
        let (request, rest) = bytes.split_first_chunk::<8>().ok_or_else(corrupt)?;
        let (fingerprint, rest) = rest.split_first_chunk::<8>().ok_or_else(corrupt)?;
        let (version, rest) = rest.split_first_chunk::<8>().ok_or_else(corrupt)?;
        let (len, rest) = rest.split_first_chunk::<2>().ok_or_else(corrupt)?;
        let len = u16::from_be_bytes(*len);
        let (reply, rest) = if len == NO_REPLY {
            (None, rest)
        } else {
            let (reply, rest) = rest
                .split_at_checked(usize::from(len))
                .ok_or_else(corrupt)?;
            (Some(reply.to_vec()), rest)
        };
        let record = RetryRecord {
            request: *request,
            fingerprint: *fingerprint,
            version: u64::from_be_bytes(*version),
            reply,
        };
        Ok((record, rest))
    }

    /// Reads a record that is the whole of `bytes`.
    ///
    /// # Errors
    /// The bytes are not exactly one record.
    pub fn from_bytes(bytes: &[u8]) -> Result<RetryRecord, StoreError> {
        match RetryRecord::read(bytes)? {
            (record, []) => Ok(record),
            _ => Err(StoreError::Corrupt(
                "trailing bytes after a retry record".into(),
            )),
        }
    }

    fn stored_len(&self) -> usize {
        RECORD_HEAD + self.reply.as_ref().map_or(0, Vec::len)
    }
}

/// A game's retry records, oldest first, bounded by [`RETRY_RECORDS`] and
/// [`RETRY_LOG_BYTES`], and the floor: the newest version whose record was dropped (0: none).
///
/// Both stores keep it the same way (the Redis store in `cas.lua`, byte for byte): a new
/// record is appended; past [`RETRY_RECORDS`] the oldest records are dropped (raising the
/// floor to their version); past [`RETRY_LOG_BYTES`] the answers of the older records are
/// dropped, oldest first, then (for a newest answer too big to fit with them) the oldest
/// records, so the newest answer is kept whenever it fits the log on its own.
///
/// Versions grow along the log, and a change made at version *v* makes *v* + 1: so a request
/// with `expected_version` below the floor may have been applied and forgotten, while a
/// request id missing from a log whose floor is at most its `expected_version` was never
/// applied.
///
/// Stored form: the floor (8 bytes, big-endian), then the records.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RetryLog {
    /// The newest version whose record was dropped (0: none dropped).
    pub floor: u64,
    /// The records kept, oldest first.
    pub records: std::collections::VecDeque<RetryRecord>,
}

impl RetryLog {
    /// A log whose records before `floor` (inclusive) are all forgotten.
    #[must_use]
    pub fn with_floor(floor: u64) -> RetryLog {
        RetryLog {
            floor,
            records: std::collections::VecDeque::new(),
        }
    }

    /// The record of the request id with tag `request`.
    #[must_use]
    pub fn find(&self, request: &[u8; 8]) -> Option<&RetryRecord> {
        self.records.iter().find(|r| &r.request == request)
    }

    /// Adds a record (the newest) and trims the log to its bounds.
    pub fn push(&mut self, record: RetryRecord) {
        let mut record = record;
        if record
            .reply
            .as_ref()
            .is_some_and(|r| r.len() >= usize::from(NO_REPLY))
        {
            record.reply = None;
        }
        self.records.push_back(record);
        while self.records.len() > RETRY_RECORDS {
            if let Some(dropped) = self.records.pop_front() {
                self.floor = dropped.version;
            }
        }
        let mut total = self.stored_len();
        let older = self.records.len().saturating_sub(1);
        for record in self.records.iter_mut().take(older) {
            if total <= RETRY_LOG_BYTES {
                break;
            }
            if let Some(reply) = record.reply.take() {
                total -= reply.len();
            }
        }
        // The newest answer alone is too big for the records: fewer records.
        while total > RETRY_LOG_BYTES && self.records.len() > 1 {
            if let Some(dropped) = self.records.pop_front() {
                total -= dropped.stored_len();
                self.floor = dropped.version;
            }
        }
        if total > RETRY_LOG_BYTES
            && let Some(newest) = self.records.back_mut()
        {
            newest.reply = None;
        }
    }

    /// The stored form's length.
    #[must_use]
    pub fn stored_len(&self) -> usize {
        8 + self
            .records
            .iter()
            .map(RetryRecord::stored_len)
            .sum::<usize>()
    }

    /// The stored form.
    #[must_use]
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(self.stored_len());
        out.extend_from_slice(&self.floor.to_be_bytes());
        for record in &self.records {
            out.extend_from_slice(&record.to_bytes());
        }
        out
    }

    /// Reads the stored form.
    ///
    /// # Errors
    /// The bytes are not a log.
    pub fn from_bytes(bytes: &[u8]) -> Result<RetryLog, StoreError> {
        let (floor, mut rest) = bytes
            .split_first_chunk::<8>()
            .ok_or_else(|| StoreError::Corrupt("retry log too short".into()))?;
        let mut log = RetryLog::with_floor(u64::from_be_bytes(*floor));
        while !rest.is_empty() {
            let (record, tail) = RetryRecord::read(rest)?;
            log.records.push_back(record);
            rest = tail;
        }
        Ok(log)
    }
}

/// A game as loaded, with the record of a previous request of the same request id, if kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Loaded {
    /// The game.
    pub game: StoredGame,
    /// The record of the request id asked for, when it was used before and is still kept.
    pub replay: Option<RetryRecord>,
    /// With a request id: the game's [`RetryLog::floor`] (0 without one).
    pub retry_floor: u64,
}

/// A compare-and-set write.
#[derive(Clone, Copy, Debug)]
pub struct Update<'a> {
    /// The write happens only if the stored version is this one; the new version is this + 1.
    pub expected_version: u64,
    /// When given, the write also happens only if the stored state is exactly these bytes.
    /// A caller that computed the change from a state it remembered (instead of one it just
    /// loaded) passes that state, so the write can never build on a state that is not the
    /// stored one, even if the version was reached again by other writes (after a Redis
    /// failover lost the latest writes, say). A mismatch is reported as a conflict.
    pub expected_state: Option<&'a [u8]>,
    /// The new encoded state.
    pub state: &'a [u8],
    /// The new session-level state ([`StoredGame::session`]).
    pub session: &'a [u8],
    /// With [`Update::expected_state`]: the stored session must be exactly these bytes too.
    pub expected_session: Option<&'a [u8]>,
    /// The record to keep for the request id (its version is this write's new version),
    /// stored in the same atomic write: the write happens only if no record of the same
    /// request tag is kept (else [`CasOutcome::Replayed`]).
    pub request: Option<&'a RetryRecord>,
    /// The ruleset's description of the change, kept (with the new version) for watchers in
    /// the same atomic write.
    pub event: &'a [u8],
    /// The change ends the game: no change will follow it.
    pub ends_game: bool,
    /// The ruleset's name (the deadline index is kept per ruleset).
    pub kind: &'a str,
    /// When given, the seat token hashes are replaced by these (a seat was taken).
    pub seats: Option<&'a [SeatHash]>,
    /// The game's running deadline after the write ([`StoredGame::deadline_ms`]); the index
    /// is updated in the same atomic write.
    pub deadline_ms: Option<u64>,
}

/// A change as kept for watchers: the version it produced and the ruleset's description.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredEvent {
    /// The game's version after the change.
    pub version: u64,
    /// The ruleset's description of the change ([`Update::event`]).
    pub payload: Vec<u8>,
    /// The change ended the game ([`Update::ends_game`]).
    pub ends_game: bool,
}

/// The changes of a game after a version, as far as they are still kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EventsAfter {
    /// No such game (never created, or expired).
    NotFound,
    /// Every change after the asked version, in order (none when the game is not past it).
    Complete {
        /// The game's current version.
        current: u64,
        /// The changes, with versions asked + 1 ..= `current`.
        events: Vec<StoredEvent>,
    },
    /// Some changes after the asked version are no longer kept (the log is bounded).
    Trimmed {
        /// The game's current version.
        current: u64,
    },
}

impl EventsAfter {
    /// Sorts the kept events `events` (ascending, possibly starting after a trimmed part) of a
    /// game at version `current` into a complete or a trimmed answer for `after`.
    #[must_use]
    pub fn from_kept(after: u64, current: u64, events: Vec<StoredEvent>) -> EventsAfter {
        if current <= after {
            return EventsAfter::Complete {
                current,
                events: Vec::new(),
            };
        }
        let mut events = events;
        events.retain(|e| e.version > after);
        let contiguous = events
            .iter()
            .zip(after.saturating_add(1)..)
            .all(|(event, expected)| event.version == expected);
        let complete = contiguous
            && events.last().map(|e| e.version) == Some(current)
            && events.first().map(|e| e.version) == after.checked_add(1);
        if complete {
            EventsAfter::Complete { current, events }
        } else {
            EventsAfter::Trimmed { current }
        }
    }
}

/// Whether the change to `version` is a *keyframe* of a log kept with keyframe interval
/// `interval` ([`WatchOptions::history`]): its entry also keeps the game it applies to (the
/// game at `version - 1`), so that a watcher resuming at or after that version can rebuild
/// the events that follow. The first change of a game (version 2) is one, then every
/// `interval` changes.
#[must_use]
pub fn is_keyframe(version: u64, interval: u64) -> bool {
    version >= 2 && (version - 2).is_multiple_of(interval.max(1))
}

/// The oldest change a log kept with keyframe interval `interval` still needs once it holds
/// the change to `version`: the keyframe before the latest one (so that between `interval`
/// and `2 × interval - 1` changes stay resumable). Entries before it are trimmed.
#[must_use]
pub fn keep_from(version: u64, interval: u64) -> u64 {
    let interval = interval.max(1);
    if version < 2 {
        return 0;
    }
    let latest = version - (version - 2) % interval;
    latest.saturating_sub(interval).max(2)
}

/// A kept change as the store returns it for resuming: the event, and for a keyframe the
/// game it applies to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeptEvent {
    /// The change.
    pub event: StoredEvent,
    /// For a keyframe ([`is_keyframe`]): the game before the change (version `event.version
    /// - 1`).
    pub base: Option<StoredGame>,
}

/// What a watcher resuming after a version needs: a game to rebuild events from and every
/// change after it, as far as they are still kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Resume {
    /// No such game (never created, or expired).
    NotFound,
    /// The asked version is beyond the game's.
    Ahead {
        /// The game's current version.
        current: u64,
    },
    /// The changes after the asked version cannot all be rebuilt (the log is bounded, or
    /// expired): continue from a snapshot.
    Trimmed {
        /// The game's current version.
        current: u64,
    },
    /// The game at a version at or before the asked one, and every change after it up to
    /// the current version, in order.
    Found {
        /// The game to apply `events` to (the current game when nothing was missed).
        base: StoredGame,
        /// The changes, with versions `base.version + 1 ..=` the current version.
        events: Vec<StoredEvent>,
    },
}

impl Resume {
    /// Sorts the kept entries `kept` (ascending) of the game `current` into an answer for a
    /// watcher resuming after version `after`: from the latest keyframe whose base is at or
    /// before `after`, if the entries from it on are complete.
    #[must_use]
    pub fn from_kept(after: u64, current: StoredGame, kept: Vec<KeptEvent>) -> Resume {
        let version = current.version;
        if after > version {
            return Resume::Ahead { current: version };
        }
        if after == version {
            return Resume::Found {
                base: current,
                events: Vec::new(),
            };
        }
        let start = kept.iter().rposition(|k| {
            k.base.as_ref().is_some_and(|b| {
                b.version <= after && b.version.checked_add(1) == Some(k.event.version)
            })
        });
        let Some(start) = start else {
            return Resume::Trimmed { current: version };
        };
        let mut kept = kept;
        let mut entries = kept.split_off(start).into_iter();
        let Some(first) = entries.next() else {
            return Resume::Trimmed { current: version };
        };
        let Some(mut base) = first.base else {
            return Resume::Trimmed { current: version };
        };
        base.kind.clone_from(&current.kind);
        let events: Vec<StoredEvent> = std::iter::once(first.event)
            .chain(entries.map(|k| k.event))
            .collect();
        let contiguous = events
            .iter()
            .zip(base.version.saturating_add(1)..)
            .all(|(event, expected)| event.version == expected);
        if contiguous && events.last().map(|e| e.version) == Some(version) {
            Resume::Found { base, events }
        } else {
            Resume::Trimmed { current: version }
        }
    }
}

/// The result of a compare-and-set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CasOutcome {
    /// Written; the game now has this version.
    Written {
        /// The new version.
        version: u64,
    },
    /// Not written: the stored version is not the expected one.
    Conflict {
        /// The stored version.
        current: u64,
    },
    /// Not written: the request id was already answered (a concurrent retry won).
    Replayed(RetryRecord),
    /// Not written: no such game (it expired).
    NotFound,
}

/// A store failure.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The store cannot be reached or cannot serve right now; retrying later may succeed.
    #[error("store unavailable: {0}")]
    Unavailable(String),
    /// The store answered something this program did not write.
    #[error("corrupt stored data: {0}")]
    Corrupt(String),
    /// The store rejected a command (a bug or a misconfigured store).
    #[error("store error: {0}")]
    Backend(String),
}

/// Storage of games, generic over the game being stored.
///
/// Implementations are cheap to clone handles; every method may be called concurrently.
pub trait GameStore: Clone + Send + Sync + 'static {
    /// Stores a new game; returns `false` (and writes nothing) if the id is taken.
    fn create(
        &self,
        id: &GameId,
        game: &StoredGame,
    ) -> impl Future<Output = Result<bool, StoreError>> + Send;

    /// Loads a game, and the record of `request_id` if given, used before and still kept.
    fn load(
        &self,
        id: &GameId,
        request_id: Option<&str>,
    ) -> impl Future<Output = Result<Option<Loaded>, StoreError>> + Send;

    /// Atomically: if the request's record is kept, returns it; else if the version matches,
    /// writes the state (and adds the request's record to the game's [`RetryLog`]) and
    /// refreshes the idle TTL.
    fn compare_and_set(
        &self,
        id: &GameId,
        update: Update<'_>,
    ) -> impl Future<Output = Result<CasOutcome, StoreError>> + Send;

    /// Checks that the store is reachable.
    fn ping(&self) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// The kept changes of a game after version `after` (`u64::MAX`: none, only the current
    /// version).
    fn events_after(
        &self,
        id: &GameId,
        after: u64,
    ) -> impl Future<Output = Result<EventsAfter, StoreError>> + Send;

    /// What a watcher resuming after version `after` needs: a game at or before `after` and
    /// every change since (see [`Resume`]).
    fn resume(
        &self,
        id: &GameId,
        after: u64,
    ) -> impl Future<Output = Result<Resume, StoreError>> + Send;

    /// Starts following the changes of a game in this process: every change written after
    /// this call (by any process sharing the store) reaches the subscription, unless it
    /// falls behind (see [`Subscription`]). `None` when there is no such game.
    fn subscribe(
        &self,
        id: &GameId,
    ) -> impl Future<Output = Result<Option<Subscription>, StoreError>> + Send;

    /// The number of subscriptions open in this process.
    fn watchers(&self) -> usize;

    /// Queues a game for the computer-opponent pool ([`BotQueue::enqueue`]); `Ok(None)` when
    /// this store keeps no such queue (the default).
    fn enqueue_bot(
        &self,
        job: &BotJob,
    ) -> impl Future<Output = Result<Option<String>, StoreError>> + Send {
        let _ = job;
        async { Ok(None) }
    }

    /// A game with a computer opponent changed at `version` with the computer to move, or
    /// ended: queues the computer's move ([`BotQueue::move_due`]; the computer's thinker forgets an
    /// ended game). No-op when this store keeps no queue (the default).
    fn bot_move_due(
        &self,
        game_id: &str,
        version: u64,
    ) -> impl Future<Output = Result<(), StoreError>> + Send {
        let _ = (game_id, version);
        async { Ok(()) }
    }

    /// Up to `limit` games of ruleset `kind` whose indexed deadline is at or before `now_ms`,
    /// earliest first, with the indexed deadline.
    fn due(
        &self,
        kind: &str,
        now_ms: u64,
        limit: usize,
    ) -> impl Future<Output = Result<Vec<(GameId, u64)>, StoreError>> + Send;

    /// Corrects the index entry of game `id` of ruleset `kind`, if it still holds `seen_ms`:
    /// to `deadline_ms`, or removed when `None` (the game is gone or nothing runs). Used by a
    /// replica that found an entry due whose game is not.
    fn reindex(
        &self,
        kind: &str,
        id: &GameId,
        seen_ms: u64,
        deadline_ms: Option<u64>,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn game_id_round_trips() {
        for _ in 0..100 {
            let id = GameId::random().unwrap();
            let text = id.to_string();
            assert_eq!(text.len(), 22);
            assert_eq!(text.parse::<GameId>().unwrap(), id);
        }
    }

    #[test]
    fn game_id_rejects_bad_text() {
        for bad in [
            "",
            "abc",
            "AAAAAAAAAAAAAAAAAAAAA",
            "AAAAAAAAAAAAAAAAAAAAAAA",
            "AAAAAAAAAAAAAAAAAAAA+A",
            "AAAAAAAAAAAAAAAAAAAAAB", // trailing bits set: not canonical
            "AAAAAAAAAAAAAAAAAAAA==",
        ] {
            assert!(bad.parse::<GameId>().is_err(), "{bad:?}");
        }
        assert!("AAAAAAAAAAAAAAAAAAAAAA".parse::<GameId>().is_ok());
    }

    fn event(version: u64) -> StoredEvent {
        StoredEvent {
            version,
            payload: vec![],
            ends_game: false,
        }
    }

    #[test]
    fn kept_events_sort_into_complete_or_trimmed() {
        let kept = |versions: &[u64]| versions.iter().copied().map(event).collect::<Vec<_>>();
        assert_eq!(
            EventsAfter::from_kept(3, 5, kept(&[4, 5])),
            EventsAfter::Complete {
                current: 5,
                events: kept(&[4, 5])
            }
        );
        // Up to date, or asking from beyond the current version: nothing to send.
        for after in [5, 9, u64::MAX] {
            assert_eq!(
                EventsAfter::from_kept(after, 5, kept(&[4, 5])),
                EventsAfter::Complete {
                    current: 5,
                    events: vec![]
                }
            );
        }
        // The log starts later than asked: the start was trimmed.
        assert_eq!(
            EventsAfter::from_kept(1, 5, kept(&[3, 4, 5])),
            EventsAfter::Trimmed { current: 5 }
        );
        // A hole, or a log that does not reach the current version: not complete.
        assert_eq!(
            EventsAfter::from_kept(2, 5, kept(&[3, 5])),
            EventsAfter::Trimmed { current: 5 }
        );
        assert_eq!(
            EventsAfter::from_kept(2, 5, kept(&[3, 4])),
            EventsAfter::Trimmed { current: 5 }
        );
        // Kept events up to the asked version are left out.
        assert_eq!(
            EventsAfter::from_kept(3, 5, kept(&[2, 3, 4, 5])),
            EventsAfter::Complete {
                current: 5,
                events: kept(&[4, 5])
            }
        );
        assert_eq!(
            EventsAfter::from_kept(2, 5, vec![]),
            EventsAfter::Trimmed { current: 5 }
        );
    }

    fn record(n: u8, reply: Option<usize>) -> RetryRecord {
        RetryRecord {
            request: [n; 8],
            fingerprint: [n.wrapping_add(1); 8],
            version: u64::from(n) + 1,
            reply: reply.map(|len| vec![n; len]),
        }
    }

    #[test]
    fn retry_records_round_trip() {
        for reply in [None, Some(0), Some(300)] {
            let r = record(7, reply);
            assert_eq!(RetryRecord::from_bytes(&r.to_bytes()).unwrap(), r);
        }
        assert!(RetryRecord::from_bytes(&[1; 25]).is_err());
        let mut log = RetryLog::with_floor(3);
        log.push(record(4, Some(10)));
        log.push(record(5, None));
        assert_eq!(RetryLog::from_bytes(&log.to_bytes()).unwrap(), log);
        assert_eq!(log.to_bytes().len(), log.stored_len());
        assert!(RetryLog::from_bytes(&[0; 7]).is_err());
        let mut bad = log.to_bytes();
        bad.pop();
        assert!(RetryLog::from_bytes(&bad).is_err());
    }

    #[test]
    fn the_retry_log_stays_within_its_bounds() {
        let mut log = RetryLog::default();
        for n in 0..100u8 {
            log.push(record(n, Some(300)));
            assert!(log.stored_len() <= RETRY_LOG_BYTES, "{}", log.stored_len());
            assert!(log.records.len() <= RETRY_RECORDS);
            // The newest answer is always kept.
            assert!(log.records.back().unwrap().reply.is_some());
        }
        assert_eq!(log.records.len(), RETRY_RECORDS);
        // The oldest kept record follows the floor.
        assert_eq!(log.floor + 1, log.records.front().unwrap().version);
        assert!(log.find(&[99; 8]).is_some());
        assert!(log.find(&[0; 8]).is_none());
        // Answers are dropped oldest first: those kept are the newest.
        let kept: Vec<bool> = log.records.iter().map(|r| r.reply.is_some()).collect();
        let first = kept.iter().position(|k| *k).unwrap();
        assert!(kept[first..].iter().all(|k| *k));
        // A big newest answer is kept at the cost of the oldest records.
        log.push(record(100, Some(1000)));
        assert_eq!(
            log.records.back().unwrap().reply.as_ref().unwrap().len(),
            1000
        );
        assert!(log.stored_len() <= RETRY_LOG_BYTES);
        assert!(log.records.len() < RETRY_RECORDS);
        assert_eq!(log.floor + 1, log.records.front().unwrap().version);
        // An answer too big for the log on its own is not kept.
        log.push(record(101, Some(RETRY_LOG_BYTES)));
        assert!(log.records.back().unwrap().reply.is_none());
        assert_eq!(log.records.len(), 1);
        assert_eq!(log.floor, 101);
    }

    #[test]
    fn request_tags_differ() {
        assert_ne!(request_tag("a"), request_tag("b"));
        assert_eq!(request_tag("a"), request_tag("a"));
    }

    #[test]
    fn keyframes_and_trimming() {
        let keyframes: Vec<u64> = (1..=20).filter(|&v| is_keyframe(v, 4)).collect();
        assert_eq!(keyframes, vec![2, 6, 10, 14, 18]);
        // Nothing is trimmed before the second keyframe; then the log starts at the keyframe
        // before the latest one: 4 to 7 changes kept.
        assert_eq!(keep_from(5, 4), 2);
        assert_eq!(keep_from(6, 4), 2);
        assert_eq!(keep_from(9, 4), 2);
        assert_eq!(keep_from(10, 4), 6);
        assert_eq!(keep_from(13, 4), 6);
        assert!(
            is_keyframe(2, 0) && is_keyframe(3, 0),
            "an interval of 0 counts as 1"
        );
    }

    fn stored(version: u64) -> StoredGame {
        StoredGame {
            kind: "k".into(),
            version,
            state: version.to_le_bytes().to_vec(),
            seats: vec![],
            session: vec![],
            deadline_ms: None,
        }
    }

    #[test]
    fn resuming_starts_at_the_latest_usable_keyframe() {
        // Entries 6..=12, keyframes at 6 and 10 (their bases: versions 5 and 9).
        let kept = || {
            (6..=12)
                .map(|v| KeptEvent {
                    event: event(v),
                    base: [6, 10].contains(&v).then(|| stored(v - 1)),
                })
                .collect::<Vec<_>>()
        };
        let found = |after: u64| match Resume::from_kept(after, stored(12), kept()) {
            Resume::Found { base, events } => {
                assert_eq!(base.kind, "k");
                (
                    base.version,
                    events.iter().map(|e| e.version).collect::<Vec<_>>(),
                )
            }
            other => panic!("resuming after {after}: {other:?}"),
        };
        assert_eq!(found(5), (5, (6..=12).collect()));
        assert_eq!(found(8), (5, (6..=12).collect()));
        assert_eq!(found(9), (9, (10..=12).collect()));
        assert_eq!(found(11), (9, (10..=12).collect()));
        // Nothing missed: the current game is the base.
        assert_eq!(found(12), (12, vec![]));
        assert_eq!(
            Resume::from_kept(4, stored(12), kept()),
            Resume::Trimmed { current: 12 }
        );
        assert_eq!(
            Resume::from_kept(13, stored(12), kept()),
            Resume::Ahead { current: 12 }
        );
        // A hole after the keyframe, or a log short of the current version: trimmed.
        let mut holed = kept();
        holed.remove(3);
        assert_eq!(
            Resume::from_kept(6, stored(12), holed),
            Resume::Trimmed { current: 12 }
        );
        assert_eq!(
            Resume::from_kept(6, stored(13), kept()),
            Resume::Trimmed { current: 13 }
        );
        assert_eq!(
            Resume::from_kept(6, stored(12), vec![]),
            Resume::Trimmed { current: 12 }
        );
    }
}
