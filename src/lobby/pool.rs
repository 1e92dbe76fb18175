//! Quick pairing: pools of waiting players per game and time control. [`Pool::pair`] pairs
//! players of close ratings, the allowed gap widening with the time waited; it is atomic (one
//! lock in memory, one Lua script in Redis), so replicas pairing one pool at once never put a
//! player in two games.

use std::collections::HashMap;
use std::future::Future;
use std::sync::{Arc, Mutex};

use redis::aio::ConnectionManager;
use redis::{Script, Value};

use crate::store::StoreError;

/// How the allowed rating gap widens: `base + per_second × seconds waited` (of the player
/// who waited longer).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Widening {
    /// The gap allowed at once.
    pub base: u32,
    /// Added per second waited.
    pub per_second: u32,
}

impl Default for Widening {
    fn default() -> Widening {
        Widening {
            base: 100,
            per_second: 25,
        }
    }
}

/// A waiting player: id, rating, when they joined (ms).
pub type Waiting = (String, u32, u64);

/// The greedy pairing of one pool: by rating, each player with the next if their gap is
/// allowed. Returns the pairs, the one who waited longer first.
pub fn pairs(waiting: &[Waiting], widening: Widening, now_ms: u64) -> Vec<(String, String)> {
    let mut sorted: Vec<&Waiting> = waiting.iter().collect();
    sorted.sort_by(|a, b| (a.1, a.2, &a.0).cmp(&(b.1, b.2, &b.0)));
    let allowed = |joined: u64| {
        let seconds = now_ms.saturating_sub(joined) / 1000;
        u64::from(widening.base) + u64::from(widening.per_second) * seconds
    };
    let mut out = Vec::new();
    let mut i = 0;
    while i + 1 < sorted.len() {
        let (a, b) = (sorted[i], sorted[i + 1]);
        let gap = u64::from(b.1 - a.1);
        if gap <= allowed(a.2.min(b.2)) {
            let (first, second) = if a.2 <= b.2 { (a, b) } else { (b, a) };
            out.push((first.0.clone(), second.0.clone()));
            i += 2;
        } else {
            i += 1;
        }
    }
    out
}

/// The pools of waiting players.
pub trait Pool: Clone + Send + Sync + 'static {
    /// Puts `player` in pool `pool` (a second join keeps the first join time); `false` if
    /// they were already waiting.
    fn join(
        &self,
        pool: &str,
        player: &str,
        rating: u32,
        now_ms: u64,
    ) -> impl Future<Output = Result<bool, StoreError>> + Send;

    /// Takes `player` out of `pool`; `false` if they were not waiting (or were paired).
    fn leave(
        &self,
        pool: &str,
        player: &str,
    ) -> impl Future<Output = Result<bool, StoreError>> + Send;

    /// Pairs the pool ([`pairs`]) and removes the paired players, atomically.
    fn pair(
        &self,
        pool: &str,
        widening: Widening,
        now_ms: u64,
    ) -> impl Future<Output = Result<Vec<(String, String)>, StoreError>> + Send;
}

/// The pools of one process.
#[derive(Clone, Debug, Default)]
pub struct MemoryPool {
    pools: Arc<Mutex<HashMap<String, Vec<Waiting>>>>,
}

impl Pool for MemoryPool {
    async fn join(
        &self,
        pool: &str,
        player: &str,
        rating: u32,
        now_ms: u64,
    ) -> Result<bool, StoreError> {
        let mut pools = self.pools.lock().unwrap_or_else(|e| e.into_inner());
        let waiting = pools.entry(pool.to_owned()).or_default();
        if waiting.iter().any(|w| w.0 == player) {
            return Ok(false);
        }
        waiting.push((player.to_owned(), rating, now_ms));
        Ok(true)
    }

    async fn leave(&self, pool: &str, player: &str) -> Result<bool, StoreError> {
        let mut pools = self.pools.lock().unwrap_or_else(|e| e.into_inner());
        let Some(waiting) = pools.get_mut(pool) else {
            return Ok(false);
        };
        let before = waiting.len();
        waiting.retain(|w| w.0 != player);
        Ok(waiting.len() < before)
    }

    async fn pair(
        &self,
        pool: &str,
        widening: Widening,
        now_ms: u64,
    ) -> Result<Vec<(String, String)>, StoreError> {
        let mut pools = self.pools.lock().unwrap_or_else(|e| e.into_inner());
        let Some(waiting) = pools.get_mut(pool) else {
            return Ok(Vec::new());
        };
        let paired = pairs(waiting, widening, now_ms);
        waiting.retain(|w| !paired.iter().any(|(a, b)| *a == w.0 || *b == w.0));
        Ok(paired)
    }
}

/// Joins: KEYS[1] the pool's hash (player → `rating:joined`); ARGV player, rating, now.
const JOIN_LUA: &str = r"
return redis.call('HSETNX', KEYS[1], ARGV[1], ARGV[2] .. ':' .. ARGV[3])
";

/// Pairs a pool in one script (the same greedy rule as `pairs`); ARGV base, per second, now.
const PAIR_LUA: &str = r"
local all = redis.call('HGETALL', KEYS[1])
local w = {}
for i = 1, #all, 2 do
  local r, j = string.match(all[i + 1], '^(%d+):(%d+)$')
  table.insert(w, {all[i], tonumber(r), tonumber(j)})
end
table.sort(w, function(a, b)
  if a[2] ~= b[2] then return a[2] < b[2] end
  if a[3] ~= b[3] then return a[3] < b[3] end
  return a[1] < b[1]
end)
local base, per, now = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local out = {}
local i = 1
while i < #w do
  local a, b = w[i], w[i + 1]
  local joined = math.min(a[3], b[3])
  local allowed = base + per * math.floor(math.max(now - joined, 0) / 1000)
  if b[2] - a[2] <= allowed then
    if a[3] <= b[3] then
      table.insert(out, a[1]); table.insert(out, b[1])
    else
      table.insert(out, b[1]); table.insert(out, a[1])
    end
    redis.call('HDEL', KEYS[1], a[1], b[1])
    i = i + 2
  else
    i = i + 1
  end
end
return out
";

/// The pools in Redis: one hash per pool, `{lobby}:pool:<pool>`.
#[derive(Clone)]
pub struct RedisPool {
    conn: ConnectionManager,
    join: Script,
    pair: Script,
}

debug_fields!(RedisPool {});

fn failed(e: redis::RedisError) -> StoreError {
    if e.is_io_error() || e.is_timeout() || e.is_connection_dropped() {
        StoreError::Unavailable(e.to_string())
    } else {
        StoreError::Backend(e.to_string())
    }
}

fn key(pool: &str) -> String {
    format!("{{lobby}}:pool:{pool}")
}

impl RedisPool {
    /// Connects to the Redis at `url`.
    pub async fn connect(url: &str) -> Result<RedisPool, StoreError> {
        let client = redis::Client::open(url).map_err(failed)?;
        let conn = ConnectionManager::new(client).await.map_err(failed)?;
        Ok(RedisPool {
            conn,
            join: Script::new(JOIN_LUA),
            pair: Script::new(PAIR_LUA),
        })
    }
}

impl Pool for RedisPool {
    async fn join(
        &self,
        pool: &str,
        player: &str,
        rating: u32,
        now_ms: u64,
    ) -> Result<bool, StoreError> {
        let mut conn = self.conn.clone();
        let added: i64 = self
            .join
            .key(key(pool))
            .arg(player)
            .arg(rating)
            .arg(now_ms)
            .invoke_async(&mut conn)
            .await
            .map_err(failed)?;
        Ok(added == 1)
    }

    async fn leave(&self, pool: &str, player: &str) -> Result<bool, StoreError> {
        let mut conn = self.conn.clone();
        let removed: i64 = redis::cmd("HDEL")
            .arg(key(pool))
            .arg(player)
            .query_async(&mut conn)
            .await
            .map_err(failed)?;
        Ok(removed == 1)
    }

    async fn pair(
        &self,
        pool: &str,
        widening: Widening,
        now_ms: u64,
    ) -> Result<Vec<(String, String)>, StoreError> {
        let mut conn = self.conn.clone();
        let reply: Value = self
            .pair
            .key(key(pool))
            .arg(widening.base)
            .arg(widening.per_second)
            .arg(now_ms)
            .invoke_async(&mut conn)
            .await
            .map_err(failed)?;
        let Value::Array(items) = reply else {
            return Err(StoreError::Corrupt(format!("pool pair answered {reply:?}")));
        };
        let names: Vec<String> = items
            .iter()
            .map(|item| match item {
                Value::BulkString(bytes) => String::from_utf8(bytes.clone())
                    .map_err(|_| StoreError::Corrupt(format!("{item:?}"))),
                other => Err(StoreError::Corrupt(format!("{other:?}"))),
            })
            .collect::<Result<_, _>>()?;
        Ok(names
            .chunks_exact(2)
            .map(|pair| (pair[0].clone(), pair[1].clone()))
            .collect())
    }
}
