//! The shared store: games in Redis, written only through Lua compare-and-set scripts.
//!
//! Keys of one game (all under the hash tag `{<game id>}`, so they share a Redis Cluster slot):
//! - `game:{<id>}` — a hash: `kind`, `version`, `state` (the ruleset's encoding), `seats`
//!   (the byte 16, then the 16-byte seat-token hashes in seat order; games written before
//!   this layout hold the full 32-byte SHA-256 hashes without the leading byte, and are still
//!   read);
//! - `game:{<id>}:requests` — a hash from request id to idempotency record.
//!
//! Both keys expire after the idle TTL, refreshed by every write. Scripts are run with
//! `EVALSHA` (loaded on first use and again after a Redis restart).

use std::time::Duration;

use redis::aio::{ConnectionLike, ConnectionManager, ConnectionManagerConfig};
use redis::{ErrorKind, RedisError, Script, ServerErrorKind, Value};

use super::{
    CasOutcome, DEFAULT_GAME_TTL, GameId, GameStore, IdempotencyRecord, Loaded, SeatHash,
    StoreError, StoredGame, Update,
};

/// The longest any single store operation may take before it counts as unavailable.
const OPERATION_TIMEOUT: Duration = Duration::from_secs(3);

/// Games in Redis.
///
/// Generic over the connection so that a Redis Cluster connection can be used as well as
/// the default auto-reconnecting [`ConnectionManager`].
#[derive(Clone)]
pub struct RedisStore<C = ConnectionManager> {
    conn: C,
    ttl: Duration,
    cas: Script,
    create: Script,
}

impl<C> std::fmt::Debug for RedisStore<C> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RedisStore")
            .field("ttl", &self.ttl)
            .finish_non_exhaustive()
    }
}

impl RedisStore<ConnectionManager> {
    /// A store for the Redis at `url` (`redis://host:port/db`). Connects lazily: the store can
    /// be made while Redis is down and starts working when Redis is up; a lost connection is
    /// re-established by itself.
    ///
    /// # Errors
    /// The URL is invalid.
    pub fn open(url: &str, ttl: Duration) -> Result<RedisStore, StoreError> {
        let client = redis::Client::open(url)
            .map_err(|e| StoreError::Backend(format!("invalid Redis URL: {e}")))?;
        let config = ConnectionManagerConfig::new()
            .set_connection_timeout(Some(Duration::from_secs(1)))
            .set_response_timeout(Some(Duration::from_secs(2)))
            .set_number_of_retries(1)
            .set_min_delay(Duration::from_millis(50))
            .set_max_delay(Duration::from_millis(500));
        let conn = ConnectionManager::new_lazy_with_config(client, config).map_err(map_error)?;
        Ok(RedisStore::with_connection(conn, ttl))
    }
}

impl<C> RedisStore<C> {
    /// A store over an existing connection.
    pub fn with_connection(conn: C, ttl: Duration) -> RedisStore<C> {
        RedisStore {
            conn,
            ttl: if ttl.is_zero() { DEFAULT_GAME_TTL } else { ttl },
            cas: Script::new(include_str!("cas.lua")),
            create: Script::new(include_str!("create.lua")),
        }
    }

    fn ttl_millis(&self) -> u64 {
        u64::try_from(self.ttl.as_millis()).unwrap_or(u64::MAX)
    }
}

fn game_key(id: &GameId) -> String {
    format!("game:{{{id}}}")
}

fn requests_key(id: &GameId) -> String {
    format!("game:{{{id}}}:requests")
}

/// Sorts a Redis error into "try again later" and "something is wrong".
fn map_error(e: RedisError) -> StoreError {
    match e.kind() {
        ErrorKind::Parse | ErrorKind::UnexpectedReturnType => StoreError::Corrupt(e.to_string()),
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

async fn timed<T>(fut: impl Future<Output = Result<T, RedisError>>) -> Result<T, StoreError> {
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
        (b"replayed", Some(record)) => Ok(CasOutcome::Replayed(IdempotencyRecord::from_bytes(
            &record,
        )?)),
        (b"missing", None) => Ok(CasOutcome::NotFound),
        _ => Err(bad()),
    }
}

type GameFields = (
    Option<String>,
    Option<Vec<u8>>,
    Option<Vec<u8>>,
    Option<Vec<u8>>,
);

impl<C> GameStore for RedisStore<C>
where
    C: ConnectionLike + Clone + Send + Sync + 'static,
{
    async fn create(&self, id: &GameId, game: &StoredGame) -> Result<bool, StoreError> {
        let mut conn = self.conn.clone();
        let mut invocation = self.create.key(game_key(id));
        invocation
            .key(requests_key(id))
            .arg(&game.kind)
            .arg(game.version)
            .arg(&game.state)
            .arg(encode_seats(&game.seats))
            .arg(self.ttl_millis());
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
            .arg(&["kind", "version", "state", "seats"]);
        let ((kind, version, state, seats), record): (GameFields, Option<Vec<u8>>) =
            match request_id {
                // One command reads the game atomically: no transaction needed.
                None => (timed(fields.query_async(&mut conn)).await?, None),
                Some(request_id) => {
                    let mut pipe = redis::pipe();
                    pipe.atomic()
                        .add_command(fields)
                        .cmd("HGET")
                        .arg(requests_key(id))
                        .arg(request_id);
                    timed(pipe.query_async(&mut conn)).await?
                }
            };
        let (Some(kind), Some(version), Some(state), Some(seats)) = (kind, version, state, seats)
        else {
            return Ok(None);
        };
        let replay = match (request_id, record) {
            (Some(_), Some(bytes)) => Some(IdempotencyRecord::from_bytes(&bytes)?),
            _ => None,
        };
        Ok(Some(Loaded {
            game: StoredGame {
                kind,
                version: parse_version(&version)?,
                state,
                seats: decode_seats(&seats)?,
            },
            replay,
        }))
    }

    async fn compare_and_set(
        &self,
        id: &GameId,
        update: Update<'_>,
    ) -> Result<CasOutcome, StoreError> {
        let mut conn = self.conn.clone();
        let (request_id, record) = match update.request {
            Some((request_id, record)) => (request_id, record.to_bytes()),
            None => ("", Vec::new()),
        };
        let mut invocation = self.cas.key(game_key(id));
        invocation
            .key(requests_key(id))
            .arg(update.expected_version)
            .arg(update.state)
            .arg(self.ttl_millis())
            .arg(request_id)
            .arg(record)
            .arg(update.expected_state.unwrap_or_default());
        let reply: Value = timed(invocation.invoke_async(&mut conn)).await?;
        parse_cas_reply(&reply)
    }

    async fn ping(&self) -> Result<(), StoreError> {
        let mut conn = self.conn.clone();
        let _: String = timed(redis::cmd("PING").query_async(&mut conn)).await?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_share_the_game_hash_tag() {
        let id: GameId = "AAAAAAAAAAAAAAAAAAAAAA".parse().unwrap();
        assert_eq!(game_key(&id), "game:{AAAAAAAAAAAAAAAAAAAAAA}");
        assert_eq!(requests_key(&id), "game:{AAAAAAAAAAAAAAAAAAAAAA}:requests");
    }

    #[test]
    fn script_replies_parse() {
        let s = |t: &str| Value::BulkString(t.as_bytes().to_vec());
        assert_eq!(
            parse_cas_reply(&Value::Array(vec![s("written"), s("7")])).unwrap(),
            CasOutcome::Written { version: 7 }
        );
        assert_eq!(
            parse_cas_reply(&Value::Array(vec![s("conflict"), Value::Int(3)])).unwrap(),
            CasOutcome::Conflict { current: 3 }
        );
        assert_eq!(
            parse_cas_reply(&Value::Array(vec![s("missing")])).unwrap(),
            CasOutcome::NotFound
        );
        assert!(parse_cas_reply(&Value::Array(vec![s("what")])).is_err());
        assert!(parse_cas_reply(&Value::Nil).is_err());
    }

    #[test]
    fn seats_round_trip() {
        let seats = vec![SeatHash([1; 16]), SeatHash([2; 16])];
        let bytes = encode_seats(&seats);
        assert_eq!(bytes.len(), 33);
        assert_eq!(decode_seats(&bytes).unwrap(), seats);
        assert!(decode_seats(&[0; 33]).is_err());
        assert!(decode_seats(&[16; 34]).is_err());
    }

    #[test]
    fn full_sha256_seats_of_older_games_are_read() {
        let mut old = vec![1u8; 16];
        old.extend([7; 16]);
        old.extend([2; 16]);
        old.extend([8; 16]);
        assert_eq!(
            decode_seats(&old).unwrap(),
            vec![SeatHash([1; 16]), SeatHash([2; 16])]
        );
    }
}
