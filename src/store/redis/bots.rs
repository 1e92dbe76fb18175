//! The computer opponent on Redis (see `docs/bots.md`): registrations in a hash, the queue of
//! due moves in a stream with a consumer group. Every key has the hash tag `{bots}`, so the
//! scripts that touch several of them run on one node of a cluster.

use std::sync::atomic::Ordering;
use std::time::Duration;

use redis::aio::ConnectionLike;
use redis::{Script, Value};

use super::{RedisStore, timed};
use crate::store::{BotJob, BotQueue, Claimed, Registered, StoreError, job_from_text, job_text};

/// The registered games: game id → the job ([`job_text`]).
pub const BOTS_GAMES: &str = "{bots}:games";
/// The last version queued per registered game: game id → version.
pub const BOTS_QUEUED: &str = "{bots}:queued";
/// The stream of due moves (fields `game`, `version`, `due_ms`).
pub const BOTS_STREAM: &str = "{bots}:moves";
/// The consumer group of the thinkers on [`BOTS_STREAM`].
pub const BOTS_GROUP: &str = "thinkers";

/// Queues a move once per version of a registered game.
const DUE_LUA: &str = r"
if redis.call('HEXISTS', KEYS[1], ARGV[1]) == 0 then return 0 end
local q = tonumber(redis.call('HGET', KEYS[2], ARGV[1]) or '0')
if q >= tonumber(ARGV[2]) then return 0 end
redis.call('HSET', KEYS[2], ARGV[1], ARGV[2])
redis.call('XADD', KEYS[3], '*', 'game', ARGV[1], 'version', ARGV[2], 'due_ms', ARGV[3])
return 1
";

/// Removes a move job and records the version the game reached.
const FINISH_LUA: &str = r"
if redis.call('HEXISTS', KEYS[1], ARGV[1]) == 1 then
  local q = tonumber(redis.call('HGET', KEYS[2], ARGV[1]) or '0')
  if q < tonumber(ARGV[2]) then redis.call('HSET', KEYS[2], ARGV[1], ARGV[2]) end
end
redis.pcall('XACK', KEYS[3], ARGV[4], ARGV[3])
redis.call('XDEL', KEYS[3], ARGV[3])
return 1
";

/// Renews a lease only while the caller still holds the entry: `XCLAIM` with a minimum idle
/// time of 0 would otherwise take back an entry another worker took over.
const RENEW_LUA: &str = r"
local p = redis.call('XPENDING', KEYS[1], ARGV[1], ARGV[2], ARGV[2], 1)
if #p == 0 or p[1][2] ~= ARGV[3] then return 0 end
redis.call('XCLAIM', KEYS[1], ARGV[1], ARGV[3], 0, ARGV[2], 'JUSTID')
return 1
";

fn text(value: &Value) -> Option<String> {
    match value {
        Value::BulkString(bytes) => String::from_utf8(bytes.clone()).ok(),
        Value::SimpleString(s) => Some(s.clone()),
        _ => None,
    }
}

/// A move job as read from the stream: entry id, game id, version, due time.
type MoveEntry = (String, String, u64, u64);

/// One stream entry `[id, [field, value, ...]]` as a move job (`None`: deleted meanwhile).
fn stream_entry(entry: &Value) -> Result<Option<MoveEntry>, StoreError> {
    let bad = || StoreError::Corrupt(format!("unexpected bot queue entry {entry:?}"));
    let Value::Array(parts) = entry else {
        return Err(bad());
    };
    let (Some(id), Some(fields)) = (parts.first().and_then(text), parts.get(1)) else {
        return Err(bad());
    };
    let fields = match fields {
        Value::Array(fields) => fields,
        // An entry deleted while pending has no fields.
        Value::Nil => return Ok(None),
        _ => return Err(bad()),
    };
    let texts: Vec<String> = fields
        .iter()
        .map(text)
        .collect::<Option<_>>()
        .ok_or_else(bad)?;
    let (mut game, mut version, mut due_ms) = (None, None, 0);
    for pair in texts.chunks(2) {
        match (pair.first().map(String::as_str), pair.get(1)) {
            (Some("game"), Some(value)) => game = Some(value.clone()),
            (Some("version"), Some(value)) => version = value.parse().ok(),
            (Some("due_ms"), Some(value)) => due_ms = value.parse().unwrap_or(0),
            _ => {}
        }
    }
    match (game, version) {
        (Some(game), Some(version)) => Ok(Some((id, game, version, due_ms))),
        _ => Err(bad()),
    }
}

impl<C> RedisStore<C>
where
    C: ConnectionLike + Clone + Send + Sync + 'static,
{
    /// Creates the consumer group (and the stream) if missing; once it is known to exist,
    /// until a command finds it missing (a Redis that lost its data).
    async fn ensure_bot_group(&self) -> Result<(), StoreError> {
        if self.bot_group.load(Ordering::Relaxed) {
            return Ok(());
        }
        let mut conn = self.conn.clone();
        let created: Result<Value, StoreError> = timed(
            redis::cmd("XGROUP")
                .arg("CREATE")
                .arg(BOTS_STREAM)
                .arg(BOTS_GROUP)
                .arg("0")
                .arg("MKSTREAM")
                .query_async(&mut conn),
        )
        .await;
        match created {
            Ok(_) => {}
            Err(e) if e.to_string().contains("BUSYGROUP") => {}
            Err(e) => return Err(e),
        }
        self.bot_group.store(true, Ordering::Relaxed);
        Ok(())
    }

    /// No consumer group: nothing was ever queued, or Redis lost it (a restart without
    /// persistence). If the stream exists all the same (an enqueue that believed the group
    /// was there), the group is made again, from the stream's start, so nothing queued is
    /// missed. Nothing to claim now either way.
    async fn missing_group(&self) -> Result<Option<MoveEntry>, StoreError> {
        self.bot_group.store(false, Ordering::Relaxed);
        let mut conn = self.conn.clone();
        let exists: i64 =
            timed(redis::cmd("EXISTS").arg(BOTS_STREAM).query_async(&mut conn)).await?;
        if exists == 1 {
            self.ensure_bot_group().await?;
        }
        Ok(None)
    }

    async fn claim_expired(
        &self,
        worker: &str,
        lease: Duration,
    ) -> Result<Option<MoveEntry>, StoreError> {
        let mut cursor = "0-0".to_owned();
        let lease_ms = u64::try_from(lease.as_millis()).unwrap_or(u64::MAX);
        // Each call scans a few pending entries; follow the cursor a bounded number of times.
        for _ in 0..32 {
            let mut conn = self.conn.clone();
            let reply: Value = timed(
                redis::cmd("XAUTOCLAIM")
                    .arg(BOTS_STREAM)
                    .arg(BOTS_GROUP)
                    .arg(worker)
                    .arg(lease_ms)
                    .arg(&cursor)
                    .arg("COUNT")
                    .arg(1)
                    .query_async(&mut conn),
            )
            .await?;
            let bad = || StoreError::Corrupt(format!("unexpected XAUTOCLAIM reply {reply:?}"));
            let Value::Array(parts) = &reply else {
                return Err(bad());
            };
            let next = parts.first().and_then(text).ok_or_else(bad)?;
            if let Some(Value::Array(entries)) = parts.get(1) {
                for entry in entries {
                    if let Some(found) = stream_entry(entry)? {
                        return Ok(Some(found));
                    }
                }
            }
            if next == "0-0" {
                break;
            }
            cursor = next;
        }
        Ok(None)
    }

    async fn claim_new(&self, worker: &str) -> Result<Option<MoveEntry>, StoreError> {
        let mut conn = self.conn.clone();
        let reply: Value = timed(
            redis::cmd("XREADGROUP")
                .arg("GROUP")
                .arg(BOTS_GROUP)
                .arg(worker)
                .arg("COUNT")
                .arg(1)
                .arg("STREAMS")
                .arg(BOTS_STREAM)
                .arg(">")
                .query_async(&mut conn),
        )
        .await?;
        let bad = || StoreError::Corrupt(format!("unexpected XREADGROUP reply {reply:?}"));
        let streams = match &reply {
            Value::Nil => return Ok(None),
            Value::Array(streams) => streams,
            Value::Map(pairs) => {
                return match pairs.first() {
                    Some((_, Value::Array(entries))) => match entries.first() {
                        Some(entry) => stream_entry(entry),
                        None => Ok(None),
                    },
                    _ => Ok(None),
                };
            }
            _ => return Err(bad()),
        };
        let Some(Value::Array(stream)) = streams.first() else {
            return Ok(None);
        };
        let Some(Value::Array(entries)) = stream.get(1) else {
            return Err(bad());
        };
        match entries.first() {
            Some(entry) => stream_entry(entry),
            None => Ok(None),
        }
    }

    /// One move job, a takeover first, else the oldest new one.
    async fn claim_one(
        &self,
        worker: &str,
        lease: Duration,
    ) -> Result<Option<(MoveEntry, bool)>, StoreError> {
        // The stream and its group are made by the first `due`, not by thinkers polling: a
        // store without computer-opponent games holds no key for them.
        match self.claim_expired(worker, lease).await {
            Ok(Some(found)) => return Ok(Some((found, true))),
            Ok(None) => {}
            Err(e) if e.to_string().contains("NOGROUP") => {
                return Ok(self.missing_group().await?.map(|f| (f, false)));
            }
            Err(e) => return Err(e),
        }
        match self.claim_new(worker).await {
            Err(e) if e.to_string().contains("NOGROUP") => {
                Ok(self.missing_group().await?.map(|f| (f, false)))
            }
            result => Ok(result?.map(|f| (f, false))),
        }
    }
}

impl<C> BotQueue for RedisStore<C>
where
    C: ConnectionLike + Clone + Send + Sync + 'static,
{
    async fn enqueue(&self, job: &BotJob) -> Result<String, StoreError> {
        let mut conn = self.conn.clone();
        let () = timed(
            redis::cmd("HSET")
                .arg(BOTS_GAMES)
                .arg(&job.game_id)
                .arg(job_text(job))
                .query_async::<i64>(&mut conn),
        )
        .await
        .map(|_| ())?;
        Ok(job.game_id.clone())
    }

    async fn move_due(&self, game_id: &str, version: u64) -> Result<bool, StoreError> {
        self.ensure_bot_group().await?;
        let mut conn = self.conn.clone();
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_millis());
        let queued: i64 = timed(
            Script::new(DUE_LUA)
                .key(BOTS_GAMES)
                .key(BOTS_QUEUED)
                .key(BOTS_STREAM)
                .arg(game_id)
                .arg(version)
                .arg(now.to_string())
                .invoke_async(&mut conn),
        )
        .await?;
        Ok(queued == 1)
    }

    async fn claim(&self, worker: &str, lease: Duration) -> Result<Option<Claimed>, StoreError> {
        // A job of a game no longer registered (over) is dropped and the next one looked at.
        for _ in 0..16 {
            let Some(((entry, game_id, version, due_ms), taken_over)) =
                self.claim_one(worker, lease).await?
            else {
                return Ok(None);
            };
            let mut conn = self.conn.clone();
            let text: Option<String> = timed(
                redis::cmd("HGET")
                    .arg(BOTS_GAMES)
                    .arg(&game_id)
                    .query_async(&mut conn),
            )
            .await?;
            match text {
                Some(text) => {
                    return Ok(Some(Claimed {
                        entry,
                        job: job_from_text(&text)?,
                        version,
                        due_ms,
                        taken_over,
                    }));
                }
                None => self.finish(&entry, &game_id, 0).await?,
            }
        }
        Ok(None)
    }

    async fn renew(&self, entry: &str, worker: &str) -> Result<bool, StoreError> {
        let mut conn = self.conn.clone();
        let held: i64 = timed(
            Script::new(RENEW_LUA)
                .key(BOTS_STREAM)
                .arg(BOTS_GROUP)
                .arg(entry)
                .arg(worker)
                .invoke_async(&mut conn),
        )
        .await?;
        Ok(held == 1)
    }

    async fn finish(&self, entry: &str, game_id: &str, reached: u64) -> Result<(), StoreError> {
        let mut conn = self.conn.clone();
        let _: i64 = timed(
            Script::new(FINISH_LUA)
                .key(BOTS_GAMES)
                .key(BOTS_QUEUED)
                .key(BOTS_STREAM)
                .arg(game_id)
                .arg(reached)
                .arg(entry)
                .arg(BOTS_GROUP)
                .invoke_async(&mut conn),
        )
        .await?;
        Ok(())
    }

    async fn forget(&self, game_id: &str) -> Result<(), StoreError> {
        let mut conn = self.conn.clone();
        let mut pipe = redis::pipe();
        pipe.cmd("HDEL")
            .arg(BOTS_GAMES)
            .arg(game_id)
            .ignore()
            .cmd("HDEL")
            .arg(BOTS_QUEUED)
            .arg(game_id)
            .ignore();
        let () = timed(pipe.query_async(&mut conn)).await?;
        Ok(())
    }

    async fn registered(&self) -> Result<Vec<Registered>, StoreError> {
        let mut conn = self.conn.clone();
        let ids: Vec<String> =
            timed(redis::cmd("HKEYS").arg(BOTS_GAMES).query_async(&mut conn)).await?;
        let queued: std::collections::HashMap<String, u64> = timed(
            redis::cmd("HGETALL")
                .arg(BOTS_QUEUED)
                .query_async(&mut conn),
        )
        .await?;
        Ok(ids
            .into_iter()
            .map(|game_id| Registered {
                queued: queued.get(&game_id).copied().unwrap_or(0),
                game_id,
            })
            .collect())
    }

    async fn queued(&self) -> Result<u64, StoreError> {
        let mut conn = self.conn.clone();
        timed(redis::cmd("XLEN").arg(BOTS_STREAM).query_async(&mut conn)).await
    }
}
