//! A set of opaque entries by id in one Redis hash, shared by every replica over the same
//! Redis: the archive's pending set (see `crate::players::pending`). One key, named with a
//! hash tag (`{hanniball:archive}:pending`), so it lives in one slot of a Redis Cluster.
//!
//! **Ends no replica saw through.** The write that ends a game keeps the game's end (its
//! pending entry) in the game's own hash, field `ending`, in the same script run; just before
//! that write, the replica marks the game in [`ENDINGS_KEY`] (game id -> the version the
//! write makes). The replica then adds the entry to the pending set itself and, once it is
//! archived, removes both. A replica that dies in between leaves the mark, and any
//! replica's archiver ([`RedisSet::recover_endings`]) turns it into a pending entry: the end
//! is in the game's hash when the write was made; when it was not (the game moved on or is
//! gone), the mark is dropped. The mark is written before the write, outside the script,
//! because in a Redis Cluster the game and these keys live in different slots. (The keys keep
//! the service's former name so that every release finds the same entries.)

use redis::aio::ConnectionLike;

use super::{RedisStore, game_key, timed};
use crate::store::{GameId, StoreError};

/// The hash of pending entries: field = id, value = the entry's bytes. Spelled with the service's former name on purpose: replicas of two versions share one Redis
/// during a rolling upgrade (README, "former names"); renaming it would split them.
pub const PENDING_KEY: &str = "{hanniball:archive}:pending";

/// The hash of games whose ending write was started: field = game id, value = the version
/// that write makes (decimal). Same hash tag as [`PENDING_KEY`], and the same former name
/// kept for the same reason.
pub const ENDINGS_KEY: &str = "{hanniball:archive}:endings";

/// Deletes a mark only if it still holds the value that was read (a later ending write of
/// the same game may have marked it again).
const FORGET_MARK: &str = r"
if redis.call('HGET', KEYS[1], ARGV[1]) == ARGV[2] then
  return redis.call('HDEL', KEYS[1], ARGV[1])
end
return 0
";

/// A shared set of entries by id (see the module documentation).
#[derive(Clone)]
pub struct RedisSet<C> {
    conn: C,
    key: String,
}

impl<C> std::fmt::Debug for RedisSet<C> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RedisSet")
            .field("key", &self.key)
            .finish_non_exhaustive()
    }
}

impl<C: ConnectionLike + Clone + Send + Sync + 'static> RedisStore<C> {
    /// The archive's pending set in this store's Redis ([`PENDING_KEY`]).
    #[must_use]
    pub fn pending_set(&self) -> RedisSet<C> {
        RedisSet {
            conn: self.connection().clone(),
            key: PENDING_KEY.to_owned(),
        }
    }
}

impl<C: ConnectionLike + Clone + Send + Sync + 'static> RedisSet<C> {
    /// Records `bytes` under `id` (replacing an entry of the same id).
    ///
    /// # Errors
    /// Redis cannot be reached.
    pub async fn put(&self, id: &str, bytes: &[u8]) -> Result<(), StoreError> {
        let mut conn = self.conn.clone();
        let mut cmd = redis::cmd("HSET");
        cmd.arg(&self.key).arg(id).arg(bytes);
        let _: i64 = timed(cmd.query_async(&mut conn)).await?;
        Ok(())
    }

    /// Some entries, about `limit` of them (one `HSCAN` step from the start).
    ///
    /// # Errors
    /// Redis cannot be reached.
    pub async fn some(&self, limit: usize) -> Result<Vec<(String, Vec<u8>)>, StoreError> {
        let mut conn = self.conn.clone();
        let mut cmd = redis::cmd("HSCAN");
        cmd.arg(&self.key).arg(0).arg("COUNT").arg(limit.max(1));
        let (_cursor, found): (u64, Vec<(String, Vec<u8>)>) =
            timed(cmd.query_async(&mut conn)).await?;
        Ok(found.into_iter().take(limit).collect())
    }

    /// Forgets the entry `id` (and the mark of its ending write).
    ///
    /// # Errors
    /// Redis cannot be reached.
    pub async fn remove(&self, id: &str) -> Result<(), StoreError> {
        let mut conn = self.conn.clone();
        let mut cmd = redis::cmd("HDEL");
        cmd.arg(&self.key).arg(id);
        let _: i64 = timed(cmd.query_async(&mut conn)).await?;
        let mut cmd = redis::cmd("HDEL");
        cmd.arg(ENDINGS_KEY).arg(id);
        let _: i64 = timed(cmd.query_async(&mut conn)).await?;
        Ok(())
    }

    /// Marks game `id` as ending: its write to version `next` is about to keep its end.
    ///
    /// # Errors
    /// Redis cannot be reached.
    pub async fn mark_ending(&self, id: &GameId, next: u64) -> Result<(), StoreError> {
        let mut conn = self.conn.clone();
        let mut cmd = redis::cmd("HSET");
        cmd.arg(ENDINGS_KEY).arg(id.to_string()).arg(next);
        let _: i64 = timed(cmd.query_async(&mut conn)).await?;
        Ok(())
    }

    /// Settles up to about `limit` marks of ending writes (see the module documentation):
    /// an end the game's hash keeps becomes a pending entry (and its mark goes); a mark whose
    /// write was not made (the game is at or past the marked version without an end, or is
    /// gone) goes; a mark whose write may still be in flight stays. Returns how many ends it
    /// made pending.
    ///
    /// # Errors
    /// Redis cannot be reached.
    pub async fn recover_endings(&self, limit: usize) -> Result<usize, StoreError> {
        let mut conn = self.conn.clone();
        let mut cmd = redis::cmd("HSCAN");
        cmd.arg(ENDINGS_KEY).arg(0).arg("COUNT").arg(limit.max(1));
        let (_cursor, marks): (u64, Vec<(String, String)>) =
            timed(cmd.query_async(&mut conn)).await?;
        let mut recovered = 0;
        for (id, marked) in marks.into_iter().take(limit) {
            let (Ok(game), Ok(next)) = (id.parse::<GameId>(), marked.parse::<u64>()) else {
                tracing::error!(game_id = %id, %marked, "ending mark does not parse; dropped");
                self.forget_mark(&id, &marked).await?;
                continue;
            };
            let mut cmd = redis::cmd("HMGET");
            cmd.arg(game_key(&game)).arg("version").arg("ending");
            let (version, ending): (Option<u64>, Option<Vec<u8>>) =
                timed(cmd.query_async(&mut conn)).await?;
            match (version, ending) {
                (Some(_), Some(ending)) => {
                    self.put(&id, &ending).await?;
                    self.forget_mark(&id, &marked).await?;
                    recovered += 1;
                }
                (Some(version), None) if version < next => {} // the write may be in flight
                _ => self.forget_mark(&id, &marked).await?,
            }
        }
        Ok(recovered)
    }

    async fn forget_mark(&self, id: &str, marked: &str) -> Result<(), StoreError> {
        let mut conn = self.conn.clone();
        let script = redis::Script::new(FORGET_MARK);
        let mut invocation = script.key(ENDINGS_KEY);
        invocation.arg(id).arg(marked);
        let _: i64 = timed(invocation.invoke_async(&mut conn)).await?;
        Ok(())
    }

    /// How many entries there are.
    ///
    /// # Errors
    /// Redis cannot be reached.
    pub async fn count(&self) -> Result<usize, StoreError> {
        let mut conn = self.conn.clone();
        let mut cmd = redis::cmd("HLEN");
        cmd.arg(&self.key);
        let n: u64 = timed(cmd.query_async(&mut conn)).await?;
        Ok(usize::try_from(n).unwrap_or(usize::MAX))
    }

    /// Whether the set is empty and no ending write is marked (one round trip).
    ///
    /// # Errors
    /// Redis cannot be reached.
    pub async fn idle(&self) -> Result<bool, StoreError> {
        let mut conn = self.conn.clone();
        let mut pipe = redis::pipe();
        pipe.cmd("HLEN").arg(&self.key).cmd("HLEN").arg(ENDINGS_KEY);
        let (entries, marks): (u64, u64) = timed(pipe.query_async(&mut conn)).await?;
        Ok(entries == 0 && marks == 0)
    }

    /// How many ending writes are marked and not yet settled (see the module documentation).
    ///
    /// # Errors
    /// Redis cannot be reached.
    pub async fn marked_endings(&self) -> Result<usize, StoreError> {
        let mut conn = self.conn.clone();
        let mut cmd = redis::cmd("HLEN");
        cmd.arg(ENDINGS_KEY);
        let n: u64 = timed(cmd.query_async(&mut conn)).await?;
        Ok(usize::try_from(n).unwrap_or(usize::MAX))
    }
}
