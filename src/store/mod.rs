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
//! store feeds its notifications into one [`Hub`](crate::store::watch::Hub) per process, which fans
//! them out to that process's watchers ([`GameStore::subscribe`]). See `docs/streaming.md`.

mod bots;
mod events;
mod ids;
mod memory;
mod redis;
mod retry;
pub mod watch;

use std::future::Future;
use std::time::Duration;

pub use self::bots::{
    BotJob, BotQueue, BotSeat, Claimed, Registered, job_fields, job_from_fields, job_from_text,
    job_text,
};
pub use self::events::{EventsAfter, KeptEvent, Resume, StoredEvent, is_keyframe, keep_from};
pub use self::ids::{GameId, ParseGameIdError, SeatHash};
pub use self::memory::MemoryStore;
pub use self::redis::RedisStore;
pub use self::redis::conn::{CLUSTER_SCHEME, CLUSTER_TLS_SCHEME, RedisConnection, RedisTarget};
pub use self::redis::feed::CHANNEL as CHANGES_CHANNEL;
pub use self::redis::pending::{ENDINGS_KEY, PENDING_KEY, RedisSet};
pub use self::redis::revocations::{OnRevocation, REVOCATIONS_CHANNEL, RedisRevocations};
pub use self::retry::{RETRY_LOG_BYTES, RETRY_RECORDS, RetryLog, RetryRecord, request_tag};
pub use self::watch::{Subscription, WatchOptions};

/// The default idle time after which a game is forgotten: 7 days.
pub const DEFAULT_GAME_TTL: Duration = Duration::from_secs(7 * 24 * 60 * 60);

/// How long a game written now, whose running deadline is `deadline_ms`, is kept without
/// another write: the idle time `ttl`, counted from the deadline when it is later than now. A
/// correspondence game waiting up to 14 days for a move is so kept until its flag falls, and
/// the idle time after.
#[must_use]
pub fn keep_for(ttl: Duration, deadline_ms: Option<u64>) -> Duration {
    let now_ms = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX));
    let until = deadline_ms.map_or(0, |at| at.saturating_sub(now_ms));
    ttl.saturating_add(Duration::from_millis(until))
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
    /// With [`Update::ends_game`]: the game's end as its archive entry (see
    /// `crate::players::pending`), kept by the same atomic write, so that an end whose
    /// replica dies right after the write is still found and archived by another replica.
    /// The Redis store keeps it in the game's hash and marks the game before the write (see
    /// `redis::pending`); the memory store ignores it (its process holds both the game and
    /// the pending set, and loses both together).
    pub ending: Option<&'a [u8]>,
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

/// One quick-chat message as the store keeps it: beside the game, never in its version.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChatLine {
    /// The seat (index) that sent it.
    pub seat: u8,
    /// The preset's number (the games' `QuickChat` value).
    pub preset: u8,
    /// When it was accepted (ms since the Unix epoch).
    pub at_ms: u64,
}

/// The limits of a game's quick chat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChatLimits {
    /// The least time between two messages of one seat (ms).
    pub min_gap_ms: u64,
    /// The most messages a game keeps; later ones are refused.
    pub per_game: usize,
}

/// What [`GameStore::post_chat`] did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChatPosted {
    /// Kept, with its number in the game's chat (1 for the first).
    Posted(u32),
    /// The seat sent one less than [`ChatLimits::min_gap_ms`] ago.
    TooSoon {
        /// When the seat may send again.
        retry_after_ms: u64,
    },
    /// The game's chat holds [`ChatLimits::per_game`] messages.
    Full,
}

/// How long a replica's count of a game's spectators stays fresh without being written again
/// ([`GameStore::spectators`]): a killed replica's count leaves at most this long after.
pub const SPECTATORS_FRESH: std::time::Duration = std::time::Duration::from_secs(15);

/// Why `line` may not join a game's chat of `kept` lines under `limits` (`None`: it may).
#[must_use]
pub fn chat_rules(kept: &[ChatLine], line: ChatLine, limits: ChatLimits) -> Option<ChatPosted> {
    if kept.len() >= limits.per_game {
        return Some(ChatPosted::Full);
    }
    let last = kept.iter().rev().find(|l| l.seat == line.seat)?;
    let next = last.at_ms.saturating_add(limits.min_gap_ms);
    (next > line.at_ms).then(|| ChatPosted::TooSoon {
        retry_after_ms: next - line.at_ms,
    })
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

    /// Marks `seat` of game `id` as seen at `now_ms`: its player has a stream of the game
    /// open, or acted. Kept as long as the game. No-op when this store keeps no presence
    /// (the default).
    fn see_seat(
        &self,
        id: &GameId,
        seat: usize,
        now_ms: u64,
    ) -> impl Future<Output = Result<(), StoreError>> + Send {
        let _ = (id, seat, now_ms);
        async { Ok(()) }
    }

    /// When each seat of game `id` was last seen ([`GameStore::see_seat`]), by seat index
    /// (0: never; seats past the end: never). `None` when this store keeps no presence (the
    /// default): then nobody is ever taken for gone.
    fn seats_seen(
        &self,
        id: &GameId,
    ) -> impl Future<Output = Result<Option<Vec<u64>>, StoreError>> + Send {
        let _ = id;
        async { Ok(None) }
    }

    /// The number of spectators of game `id`: the sum of every process's fresh count.
    /// With `mine`, first sets this process's count (fresh for [`SPECTATORS_FRESH`]; 0
    /// removes it). Kept beside the game, outside its version. The default (a store that
    /// shares nothing): this process's count as given, 0 when read.
    fn spectators(
        &self,
        id: &GameId,
        mine: Option<u32>,
    ) -> impl Future<Output = Result<u32, StoreError>> + Send {
        let _ = id;
        async move { Ok(mine.unwrap_or(0)) }
    }

    /// Adds `line` to game `id`'s quick chat, within `limits` (see [`ChatPosted`]). The chat
    /// lives as long as the game's keys, outside its version. The default keeps no chat
    /// (every message is refused as [`ChatPosted::Full`]).
    fn post_chat(
        &self,
        id: &GameId,
        line: ChatLine,
        limits: ChatLimits,
    ) -> impl Future<Output = Result<ChatPosted, StoreError>> + Send {
        let _ = (id, line, limits);
        async { Ok(ChatPosted::Full) }
    }

    /// Game `id`'s quick chat after its first `after` messages, oldest first.
    fn chat_after(
        &self,
        id: &GameId,
        after: usize,
    ) -> impl Future<Output = Result<Vec<ChatLine>, StoreError>> + Send {
        let _ = (id, after);
        async { Ok(Vec::new()) }
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

    #[test]
    fn chat_rules_space_a_seats_messages_and_cap_a_game() {
        let limits = ChatLimits {
            min_gap_ms: 3_000,
            per_game: 3,
        };
        let line = |seat, at_ms| ChatLine {
            seat,
            preset: 1,
            at_ms,
        };
        let mut kept = Vec::new();
        assert_eq!(chat_rules(&kept, line(0, 1_000), limits), None);
        kept.push(line(0, 1_000));
        // The same seat 1 s later: 2 s to wait; the other seat may speak at once.
        assert_eq!(
            chat_rules(&kept, line(0, 2_000), limits),
            Some(ChatPosted::TooSoon {
                retry_after_ms: 2_000
            })
        );
        assert_eq!(chat_rules(&kept, line(1, 2_000), limits), None);
        kept.push(line(1, 2_000));
        assert_eq!(chat_rules(&kept, line(0, 4_000), limits), None);
        kept.push(line(0, 4_000));
        // Three kept: the game's chat is full for everyone, however long after.
        assert_eq!(
            chat_rules(&kept, line(1, 60_000), limits),
            Some(ChatPosted::Full)
        );
    }
}
