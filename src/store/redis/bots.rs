//! The computer-opponent queue on Redis: a stream with a consumer group (see `docs/bots.md`).

use std::sync::atomic::Ordering;
use std::time::Duration;

use redis::aio::ConnectionLike;
use redis::{Script, Value};

use super::{RedisStore, timed};
use crate::store::{BotJob, BotQueue, Claimed, StoreError, job_fields, job_from_fields};

/// The stream of queued computer-opponent games (see `docs/bots.md`).
pub const BOTS_STREAM: &str = "bots:queue";
/// The consumer group of the pool workers on [`BOTS_STREAM`].
pub const BOTS_GROUP: &str = "workers";

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

/// One stream entry `[id, [field, value, ...]]` as a job.
fn stream_entry(entry: &Value) -> Result<Option<(String, BotJob)>, StoreError> {
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
    let pairs = texts
        .chunks(2)
        .filter_map(|pair| Some((pair.first()?.as_str(), pair.get(1)?.as_str())));
    let job = job_from_fields(pairs)?;
    Ok(Some((id, job)))
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
    async fn missing_group(&self) -> Result<Option<Claimed>, StoreError> {
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
    ) -> Result<Option<Claimed>, StoreError> {
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
                    if let Some((entry, job)) = stream_entry(entry)? {
                        return Ok(Some(Claimed {
                            entry,
                            job,
                            taken_over: true,
                        }));
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

    async fn claim_new(&self, worker: &str) -> Result<Option<Claimed>, StoreError> {
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
                        Some(entry) => Ok(stream_entry(entry)?.map(|(entry, job)| Claimed {
                            entry,
                            job,
                            taken_over: false,
                        })),
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
            Some(entry) => Ok(stream_entry(entry)?.map(|(entry, job)| Claimed {
                entry,
                job,
                taken_over: false,
            })),
            None => Ok(None),
        }
    }
}

impl<C> BotQueue for RedisStore<C>
where
    C: ConnectionLike + Clone + Send + Sync + 'static,
{
    async fn enqueue(&self, job: &BotJob) -> Result<String, StoreError> {
        self.ensure_bot_group().await?;
        let mut conn = self.conn.clone();
        let mut command = redis::cmd("XADD");
        command.arg(BOTS_STREAM).arg("*");
        for (name, value) in job_fields(job) {
            command.arg(name).arg(value);
        }
        timed(command.query_async(&mut conn)).await
    }

    async fn claim(&self, worker: &str, lease: Duration) -> Result<Option<Claimed>, StoreError> {
        // The stream and its group are made by the first enqueue, not by workers polling: a
        // store without computer-opponent games holds no key for them.
        match self.claim_expired(worker, lease).await {
            Ok(Some(claimed)) => return Ok(Some(claimed)),
            Ok(None) => {}
            Err(e) if e.to_string().contains("NOGROUP") => return self.missing_group().await,
            Err(e) => return Err(e),
        }
        match self.claim_new(worker).await {
            Err(e) if e.to_string().contains("NOGROUP") => self.missing_group().await,
            result => result,
        }
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

    async fn finish(&self, entry: &str) -> Result<(), StoreError> {
        let mut conn = self.conn.clone();
        let mut pipe = redis::pipe();
        pipe.cmd("XACK")
            .arg(BOTS_STREAM)
            .arg(BOTS_GROUP)
            .arg(entry)
            .ignore()
            .cmd("XDEL")
            .arg(BOTS_STREAM)
            .arg(entry)
            .ignore();
        let () = timed(pipe.query_async(&mut conn)).await?;
        Ok(())
    }
}
