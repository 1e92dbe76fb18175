//! A set of opaque entries by id in one Redis hash, shared by every replica over the same
//! Redis: the archive's pending set (see `crate::players::pending`). One key, named with a
//! hash tag (`{hanniball:archive}:pending`), so it lives in one slot of a Redis Cluster and
//! may later be joined by other keys of the same tag in one script.

use redis::aio::ConnectionLike;

use super::{RedisStore, timed};
use crate::store::StoreError;

/// The hash of pending entries: field = id, value = the entry's bytes.
pub const PENDING_KEY: &str = "{hanniball:archive}:pending";

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

    /// Forgets the entry `id`.
    ///
    /// # Errors
    /// Redis cannot be reached.
    pub async fn remove(&self, id: &str) -> Result<(), StoreError> {
        let mut conn = self.conn.clone();
        let mut cmd = redis::cmd("HDEL");
        cmd.arg(&self.key).arg(id);
        let _: i64 = timed(cmd.query_async(&mut conn)).await?;
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
}
