//! Tournament records in Redis: `{lobby}:events` (id → stored form) and
//! `{lobby}:event_versions` (id → version), written together by one script that checks the
//! version first.

use redis::Script;
use redis::aio::ConnectionManager;

use super::super::redis::unavailable;
use crate::store::StoreError;

/// The events' stored forms: id → bytes.
const EVENTS: &str = "{lobby}:events";
/// The events' versions: id → version.
const VERSIONS: &str = "{lobby}:event_versions";

/// Writes event ARGV[1] as ARGV[3] if its version is ARGV[2] (absent: 0); 1 if written.
pub(in crate::lobby) const WRITE_LUA: &str = r"
local v = tonumber(redis.call('HGET', KEYS[2], ARGV[1]) or '0')
if v ~= tonumber(ARGV[2]) then return 0 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[3])
redis.call('HSET', KEYS[2], ARGV[1], v + 1)
return 1
";

/// Drops event ARGV[1] if its version is ARGV[2]; 1 if dropped.
pub(in crate::lobby) const DROP_LUA: &str = r"
local v = tonumber(redis.call('HGET', KEYS[2], ARGV[1]) or '0')
if v == 0 or v ~= tonumber(ARGV[2]) then return 0 end
redis.call('HDEL', KEYS[1], ARGV[1])
redis.call('HDEL', KEYS[2], ARGV[1])
return 1
";

/// Event `id` and its version.
pub(in crate::lobby) async fn event(
    conn: &ConnectionManager,
    id: &str,
) -> Result<Option<(u64, Vec<u8>)>, StoreError> {
    let mut conn = conn.clone();
    let (version, bytes): (Option<u64>, Option<Vec<u8>>) = redis::pipe()
        .atomic()
        .hget(VERSIONS, id)
        .hget(EVENTS, id)
        .query_async(&mut conn)
        .await
        .map_err(unavailable)?;
    Ok(match (version, bytes) {
        (Some(version), Some(bytes)) => Some((version, bytes)),
        _ => None,
    })
}

/// Writes event `id` at `version` (see `LobbyStore::write_event`).
pub(in crate::lobby) async fn write_event(
    conn: &ConnectionManager,
    script: &Script,
    id: &str,
    version: u64,
    bytes: &[u8],
) -> Result<bool, StoreError> {
    let mut invocation = script.prepare_invoke();
    invocation
        .key(EVENTS)
        .key(VERSIONS)
        .arg(id)
        .arg(version)
        .arg(bytes);
    let mut conn = conn.clone();
    let written: i64 = invocation
        .invoke_async(&mut conn)
        .await
        .map_err(unavailable)?;
    Ok(written == 1)
}

/// Every event's id.
pub(in crate::lobby) async fn event_ids(
    conn: &ConnectionManager,
) -> Result<Vec<String>, StoreError> {
    let mut conn = conn.clone();
    redis::cmd("HKEYS")
        .arg(VERSIONS)
        .query_async(&mut conn)
        .await
        .map_err(unavailable)
}

/// Drops event `id` at `version` (see `LobbyStore::drop_event`).
pub(in crate::lobby) async fn drop_event(
    conn: &ConnectionManager,
    script: &Script,
    id: &str,
    version: u64,
) -> Result<bool, StoreError> {
    let mut invocation = script.prepare_invoke();
    invocation.key(EVENTS).key(VERSIONS).arg(id).arg(version);
    let mut conn = conn.clone();
    let dropped: i64 = invocation
        .invoke_async(&mut conn)
        .await
        .map_err(unavailable)?;
    Ok(dropped == 1)
}
