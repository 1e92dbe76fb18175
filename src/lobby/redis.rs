//! The lobby in Redis. Every key has the hash tag `{lobby}` so each script runs on one node;
//! every write is one Lua script, so the check and the write of `create`, `accept`, `cancel`
//! and `sweep` are atomic across any number of replicas. The change log is a stream whose
//! entry ids are the cursors of `WatchLobby`.

use redis::aio::ConnectionManager;
use redis::{Script, Value};

use super::state::{
    Change, ChangeKind, Ended, Limits, PlayerSnapshot, Rated, Refusal, RemovedWhy, Seek, Snapshot,
    Started,
};
use super::store::LobbyStore;
use crate::store::StoreError;

// Per player (built by the scripts, all with the same hash tag):
// `{lobby}:chal:<key>`, the open challenges from or to the player (id → post order);
// `{lobby}:games:<key>`, the player's games the lobby started that go on (id → order).
/// The games the lobby started that go on: id → game text.
const STARTED: &str = "{lobby}:started";

/// Open seeks: id → seek text.
const SEEKS: &str = "{lobby}:seeks";
/// Post order of the open seeks listed in the lobby (challenges are not): id → order.
const ORDER: &str = "{lobby}:order";
/// One open seek per slot ([`Seek::slot`]): slot → id.
const SLOTS: &str = "{lobby}:slots";
/// Open seeks per address: address → count.
const ADDRS: &str = "{lobby}:addrs";
/// The open seeks' owners, addresses, slots and time limits: id → `owner\x1faddress\x1fslot`.
const META: &str = "{lobby}:meta";
/// Time limits: id → expiry (ms).
const EXPIRES: &str = "{lobby}:expires";
/// Presence: owner → present until (ms).
const PRESENT: &str = "{lobby}:present";
/// The change log (fields `kind` = `added` with `seek`, or `removed` with `id` and `why`).
const LOG: &str = "{lobby}:log";
/// The counter of post order.
const COUNTER: &str = "{lobby}:counter";
/// The ladder of a game (its ruleset's name follows): member → until (ms).
const LADDER: &str = "{lobby}:ladder:";
/// A player's recent ladder opponents in a game (`<game>:<player key>` follows): a list,
/// the most recent first.
const RECENT: &str = "{lobby}:recent:";
/// How long a list of recent ladder opponents is kept after its last game (a week).
const RECENT_TTL_SECS: u64 = 7 * 24 * 3600;
/// A lease (its name follows): the holder, expiring at its time.
const LEASE: &str = "{lobby}:lease:";

/// Takes lease KEYS[1] for ARGV[1] for ARGV[2] ms unless another holder has it.
const LEASE_LUA: &str = r"
local holder = redis.call('GET', KEYS[1])
if holder and holder ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 1
";

/// Changes kept in the log (older ones are trimmed; a cursor older than that resumes with a
/// new snapshot).
const LOG_KEEP: u32 = 100_000;

/// Shared by the scripts: removes seek `id` with reason `why` (and, for a declined challenge,
/// the decline `reason`); returns its text. The log keep is the last ARGV.
const REMOVE_FN: &str = r"
local function remove(id, why, game, reason)
  local text = redis.call('HGET', KEYS[1], id)
  if not text then return false end
  local meta = redis.call('HGET', KEYS[5], id)
  local owner, address, slot = string.match(meta, '^(.-)\31(.-)\31(.*)$')
  local target = cjson.decode(text).target or ''
  redis.call('HDEL', KEYS[1], id)
  redis.call('ZREM', KEYS[2], id)
  redis.call('HDEL', KEYS[3], slot)
  if redis.call('HINCRBY', KEYS[4], address, -1) <= 0 then redis.call('HDEL', KEYS[4], address) end
  redis.call('HDEL', KEYS[5], id)
  redis.call('ZREM', KEYS[6], id)
  if target ~= '' then
    redis.call('ZREM', '{lobby}:chal:' .. owner, id)
    redis.call('ZREM', '{lobby}:chal:' .. target, id)
  end
  redis.call('XADD', KEYS[8], 'MAXLEN', '~', ARGV[#ARGV], '*', 'kind', 'removed', 'id', id,
    'why', why, 'game', game or '', 'owner', owner, 'target', target, 'reason', reason or '')
  return text
end
";

/// ARGV: id, text, slot, address, cap, owner, present until, expires, log keep, challenges
/// per player, challenges per target (0: no cap).
const CREATE_LUA: &str = r"
local open = redis.call('HGET', KEYS[3], ARGV[3])
if open then return {'already', open} end
if tonumber(redis.call('HGET', KEYS[4], ARGV[4]) or '0') >= tonumber(ARGV[5]) then
  return {'cap'}
end
local target = cjson.decode(ARGV[2]).target or ''
if target ~= '' then
  -- Each player's challenges (made and received) are in one sorted set; the owner of each
  -- is at the start of its meta.
  local function count(player, made)
    local n = 0
    for _, id in ipairs(redis.call('ZRANGE', '{lobby}:chal:' .. player, 0, -1)) do
      local meta = redis.call('HGET', KEYS[5], id) or ''
      if (string.sub(meta, 1, #player + 1) == player .. '\31') == made then n = n + 1 end
    end
    return n
  end
  local per_player, per_target = tonumber(ARGV[10]), tonumber(ARGV[11])
  if per_player > 0 and count(ARGV[6], true) >= per_player then
    return {'challenger', ARGV[10]}
  end
  if per_target > 0 and count(target, false) >= per_target then
    return {'target', ARGV[11]}
  end
end
local order = redis.call('INCR', KEYS[9])
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
if target == '' then
  redis.call('ZADD', KEYS[2], order, ARGV[1])
else
  redis.call('ZADD', '{lobby}:chal:' .. ARGV[6], order, ARGV[1])
  redis.call('ZADD', '{lobby}:chal:' .. target, order, ARGV[1])
end
redis.call('HSET', KEYS[3], ARGV[3], ARGV[1])
redis.call('HINCRBY', KEYS[4], ARGV[4], 1)
redis.call('HSET', KEYS[5], ARGV[1], ARGV[6] .. '\31' .. ARGV[4] .. '\31' .. ARGV[3])
redis.call('ZADD', KEYS[6], ARGV[8], ARGV[1])
local until_ms = tonumber(ARGV[7])
local now = tonumber(redis.call('ZSCORE', KEYS[7], ARGV[6]) or '0')
if until_ms > now then redis.call('ZADD', KEYS[7], until_ms, ARGV[6]) end
redis.call('XADD', KEYS[8], 'MAXLEN', '~', ARGV[9], '*', 'kind', 'added', 'seek', ARGV[2])
return {'ok'}
";

/// ARGV: id, owner, log keep.
const CANCEL_LUA: &str = r"
local meta = redis.call('HGET', KEYS[5], ARGV[1])
if not meta then return 0 end
local owner = string.match(meta, '^(.-)\31')
if owner ~= ARGV[2] then return 0 end
if remove(ARGV[1], 'cancelled') then return 1 end
return 0
";

/// ARGV: id, acceptor, rating, the started game's id, the pending start (or ''), now, log
/// keep.
const ACCEPT_LUA: &str = r"
local text = redis.call('HGET', KEYS[1], ARGV[1])
if not text then return {'taken'} end
local seek = cjson.decode(text)
if seek.owner == ARGV[2] then return {'own'} end
if seek.target and seek.target ~= '' and seek.target ~= ARGV[2] then return {'notyours'} end
local rating = tonumber(ARGV[3])
if (seek.min_rating > 0 and rating < seek.min_rating)
  or (seek.max_rating > 0 and rating > seek.max_rating) then
  return {'range'}
end
remove(ARGV[1], 'accepted', ARGV[4])
if ARGV[5] ~= '' then
  redis.call('HSET', '{lobby}:pending', ARGV[4], ARGV[5])
  redis.call('ZADD', '{lobby}:pending_at', ARGV[6], ARGV[4])
end
return {'ok', text}
";

/// ARGV: now, log keep.
const SWEEP_LUA: &str = r"
local now = tonumber(ARGV[1])
local gone = 0
for _, id in ipairs(redis.call('ZRANGEBYSCORE', KEYS[6], '-inf', now)) do
  if remove(id, 'expired') then gone = gone + 1 end
end
local metas = redis.call('HGETALL', KEYS[5])
local left = {}
for i = 1, #metas, 2 do
  local owner = string.match(metas[i + 1], '^(.-)\31')
  local until_ms = tonumber(redis.call('ZSCORE', KEYS[7], owner) or '0')
  if until_ms <= now then
    local order = tonumber(redis.call('ZSCORE', KEYS[2], metas[i]) or '0')
    table.insert(left, {order, metas[i]})
  end
end
table.sort(left, function(a, b) return a[1] < b[1] end)
for _, entry in ipairs(left) do
  if remove(entry[2], 'owner_left') then gone = gone + 1 end
end
redis.call('ZREMRANGEBYSCORE', KEYS[7], '-inf', now)
return gone
";

/// The open seeks in post order and the id of the last change, read at one instant.
const SNAPSHOT_LUA: &str = r"
local last = redis.call('XREVRANGE', KEYS[8], '+', '-', 'COUNT', 1)
local cursor = '0-0'
if #last > 0 then cursor = last[1][1] end
local out = {cursor}
for _, id in ipairs(redis.call('ZRANGE', KEYS[2], 0, -1)) do
  table.insert(out, redis.call('HGET', KEYS[1], id))
end
return out
";

/// ARGV: id, target, reason, log keep.
const DECLINE_LUA: &str = r"
local text = redis.call('HGET', KEYS[1], ARGV[1])
if not text then return 0 end
local target = cjson.decode(text).target or ''
if target == '' or target ~= ARGV[2] then return 0 end
if remove(ARGV[1], 'declined', '', ARGV[3]) then return 1 end
return 0
";

/// ARGV: game id, game text, log keep, the game's rank, its game, then the players' keys.
/// Told once per game (a marker kept a day), whoever tells it.
const STARTED_LUA: &str = r"
redis.call('HDEL', '{lobby}:pending', ARGV[1])
redis.call('ZREM', '{lobby}:pending_at', ARGV[1])
if not redis.call('SET', '{lobby}:made:' .. ARGV[1], '1', 'NX', 'EX', 86400) then return 0 end
local order = redis.call('INCR', KEYS[9])
-- Listed only for its signed-in players (a guests' game is told, never listed: nothing
-- would unlist it), and in the live lists (every game's and its game's), by rank then the
-- newest first.
if #ARGV >= 6 then
  redis.call('HSET', KEYS[10], ARGV[1], ARGV[2])
  local score = tonumber(ARGV[4]) * 1e12 + order
  redis.call('ZADD', '{lobby}:live', score, ARGV[1])
  redis.call('ZADD', '{lobby}:live:' .. ARGV[5], score, ARGV[1])
end
for i = 6, #ARGV do
  redis.call('ZADD', '{lobby}:games:' .. ARGV[i], order, ARGV[1])
end
redis.call('XADD', KEYS[8], 'MAXLEN', '~', ARGV[3], '*', 'kind', 'started', 'started', ARGV[2])
return 1
";

/// ARGV: game id, end text (JSON), log keep, its game, then the players' keys.
const ENDED_LUA: &str = r"
local listed = 0
for i = 5, #ARGV do
  listed = listed + redis.call('ZREM', '{lobby}:games:' .. ARGV[i], ARGV[1])
end
redis.call('HDEL', KEYS[10], ARGV[1])
redis.call('ZREM', '{lobby}:live', ARGV[1])
redis.call('ZREM', '{lobby}:live:' .. ARGV[4], ARGV[1])
if listed == 0 then return 0 end
redis.call('XADD', KEYS[8], 'MAXLEN', '~', ARGV[3], '*', 'kind', 'ended', 'ended', ARGV[2])
return 1
";

/// ARGV: the list's key suffix ('' or ':<game>'), how many. Answers the live games' texts,
/// the highest score first.
const LIVE_LUA: &str = r"
local out = {}
for _, id in ipairs(redis.call('ZREVRANGE', '{lobby}:live' .. ARGV[1], 0, tonumber(ARGV[2]) - 1)) do
  local text = redis.call('HGET', KEYS[10], id)
  if text then table.insert(out, text) end
end
return out
";

/// ARGV: the rating change's text (JSON), log keep, the game id. Logged once per game (for a
/// day).
const RATED_LUA: &str = r"
if not redis.call('SET', '{lobby}:rated:' .. ARGV[3], '1', 'NX', 'EX', 86400) then return 0 end
redis.call('XADD', KEYS[8], 'MAXLEN', '~', ARGV[2], '*', 'kind', 'rated', 'rated', ARGV[1])
return 1
";

/// ARGV: the player's key. Answers the last change's id, the number of challenges, the
/// challenges' texts, then the games' texts.
const PLAYER_LUA: &str = r"
local last = redis.call('XREVRANGE', KEYS[8], '+', '-', 'COUNT', 1)
local cursor = '0-0'
if #last > 0 then cursor = last[1][1] end
local challenges = {}
for _, id in ipairs(redis.call('ZRANGE', '{lobby}:chal:' .. ARGV[1], 0, -1)) do
  local text = redis.call('HGET', KEYS[1], id)
  if text then table.insert(challenges, text) end
end
local out = {cursor, tostring(#challenges)}
for _, text in ipairs(challenges) do table.insert(out, text) end
for _, id in ipairs(redis.call('ZRANGE', '{lobby}:games:' .. ARGV[1], 0, -1)) do
  local text = redis.call('HGET', KEYS[10], id)
  if text then table.insert(out, text) end
end
return out
";

/// ARGV: the cursor ('' for the start of what is kept; `0-0` is the cursor of an empty log),
/// the count. Answers `{'gone'}` when the log was trimmed past the cursor (entries were
/// trimmed and the cursor is older than the first one kept: trimming does not record what it
/// removed, so a cursor that was exactly the last entry trimmed also starts again), else
/// `{'ok', entries}`.
const CHANGES_LUA: &str = r"
local start = '-'
if ARGV[1] ~= '' and ARGV[1] ~= '0' then
  start = '(' .. ARGV[1]
  if redis.call('EXISTS', KEYS[8]) == 1 then
    local info = redis.call('XINFO', 'STREAM', KEYS[8])
    local fields = {}
    for i = 1, #info, 2 do fields[info[i]] = info[i + 1] end
    local first = fields['first-entry']
    if tonumber(fields['entries-added']) > tonumber(fields['length']) and first then
      local fms, fseq = string.match(first[1], '^(%d+)-(%d+)$')
      local cms, cseq = string.match(ARGV[1], '^(%d+)-(%d+)$')
      if fms and cms then
        fms, fseq, cms, cseq = tonumber(fms), tonumber(fseq), tonumber(cms), tonumber(cseq)
        if cms < fms or (cms == fms and cseq < fseq) then return {'gone'} end
      end
    end
  end
end
return {'ok', redis.call('XRANGE', KEYS[8], start, '+', 'COUNT', ARGV[2])}
";

/// ARGV: owner, until.
const PRESENT_LUA: &str = r"
local now = tonumber(redis.call('ZSCORE', KEYS[7], ARGV[1]) or '0')
if tonumber(ARGV[2]) > now then redis.call('ZADD', KEYS[7], ARGV[2], ARGV[1]) end
return 1
";

/// The lobby in one Redis (or one node of a cluster: every key has the same hash tag).
#[derive(Clone)]
pub struct RedisLobby {
    conn: ConnectionManager,
    create: Script,
    cancel: Script,
    accept: Script,
    sweep: Script,
    snapshot: Script,
    present: Script,
    decline: Script,
    started: Script,
    ended: Script,
    rated: Script,
    live: Script,
    player: Script,
    changes: Script,
    lease: Script,
    write_event: Script,
    drop_event: Script,
    /// Changes kept in the log.
    log_keep: u32,
}

debug_fields!(RedisLobby {});

pub(super) fn unavailable(e: redis::RedisError) -> StoreError {
    if e.is_io_error() || e.is_timeout() || e.is_connection_dropped() {
        StoreError::Unavailable(e.to_string())
    } else {
        StoreError::Backend(e.to_string())
    }
}

fn text(value: &Value) -> Option<String> {
    match value {
        Value::BulkString(bytes) => String::from_utf8(bytes.clone()).ok(),
        Value::SimpleString(s) => Some(s.clone()),
        _ => None,
    }
}

fn texts(value: &Value) -> Result<Vec<String>, StoreError> {
    let Value::Array(items) = value else {
        return Err(StoreError::Corrupt(format!(
            "unexpected lobby reply {value:?}"
        )));
    };
    items
        .iter()
        .map(|item| text(item).ok_or_else(|| StoreError::Corrupt(format!("{item:?}"))))
        .collect()
}

impl RedisLobby {
    /// Connects to the Redis at `url` (`redis://host:port`).
    pub async fn connect(url: &str) -> Result<RedisLobby, StoreError> {
        let client = redis::Client::open(url).map_err(unavailable)?;
        let conn = ConnectionManager::new(client).await.map_err(unavailable)?;
        Ok(RedisLobby::over(conn))
    }

    /// [`RedisLobby::connect`] without waiting for the connection: it is made by the first
    /// call (and remade after a failure), so a server starts while its Redis is away.
    ///
    /// # Errors
    /// The URL is invalid.
    pub fn lazy(url: &str) -> Result<RedisLobby, StoreError> {
        let client = redis::Client::open(url).map_err(unavailable)?;
        let conn = ConnectionManager::new_lazy_with_config(
            client,
            redis::aio::ConnectionManagerConfig::new(),
        )
        .map_err(unavailable)?;
        Ok(RedisLobby::over(conn))
    }

    /// The lobby over `conn`, with its scripts.
    fn over(conn: ConnectionManager) -> RedisLobby {
        let script = |body: &str| Script::new(&format!("{REMOVE_FN}\n{body}"));
        RedisLobby {
            conn,
            create: Script::new(CREATE_LUA),
            cancel: script(CANCEL_LUA),
            accept: script(ACCEPT_LUA),
            sweep: script(SWEEP_LUA),
            snapshot: Script::new(SNAPSHOT_LUA),
            present: Script::new(PRESENT_LUA),
            decline: script(DECLINE_LUA),
            started: Script::new(STARTED_LUA),
            ended: Script::new(ENDED_LUA),
            rated: Script::new(RATED_LUA),
            live: Script::new(LIVE_LUA),
            player: Script::new(PLAYER_LUA),
            changes: Script::new(CHANGES_LUA),
            lease: Script::new(LEASE_LUA),
            write_event: Script::new(super::events::redis::WRITE_LUA),
            drop_event: Script::new(super::events::redis::DROP_LUA),
            log_keep: LOG_KEEP,
        }
    }

    /// The same lobby, its change log keeping about the last `keep` changes (Redis trims
    /// whole stream nodes: a few hundred more may stay).
    #[must_use]
    pub fn with_log_keep(mut self, keep: u32) -> RedisLobby {
        self.log_keep = keep;
        self
    }

    async fn run(&self, script: &Script, args: &[String]) -> Result<Value, StoreError> {
        let mut invocation = script.prepare_invoke();
        for key in [
            SEEKS, ORDER, SLOTS, ADDRS, META, EXPIRES, PRESENT, LOG, COUNTER, STARTED,
        ] {
            invocation.key(key);
        }
        for arg in args {
            invocation.arg(arg);
        }
        let mut conn = self.conn.clone();
        invocation
            .invoke_async(&mut conn)
            .await
            .map_err(unavailable)
    }
}

impl LobbyStore for RedisLobby {
    async fn create(
        &self,
        seek: &Seek,
        limits: Limits,
        now_ms: u64,
    ) -> Result<Result<(), Refusal>, StoreError> {
        let reply = self
            .run(
                &self.create,
                &[
                    seek.id.clone(),
                    seek.to_text(),
                    seek.slot(),
                    seek.address.clone(),
                    limits.per_address.to_string(),
                    seek.owner.clone(),
                    now_ms.saturating_add(limits.grace_ms).to_string(),
                    seek.expires_ms.to_string(),
                    self.log_keep.to_string(),
                    limits.challenges_per_player.to_string(),
                    limits.challenges_per_target.to_string(),
                ],
            )
            .await?;
        let reply = texts(&reply)?;
        let cap = || reply.get(1).and_then(|n| n.parse().ok()).unwrap_or(0);
        match reply.first().map(String::as_str) {
            Some("ok") => Ok(Ok(())),
            Some("cap") => Ok(Err(Refusal::AddressCap)),
            Some("challenger") => Ok(Err(Refusal::ChallengerCap(cap()))),
            Some("target") => Ok(Err(Refusal::TargetCap(cap()))),
            Some("already") => Ok(Err(Refusal::AlreadySeeking(
                reply.get(1).cloned().unwrap_or_default(),
            ))),
            _ => Err(StoreError::Corrupt(format!(
                "lobby create answered {reply:?}"
            ))),
        }
    }

    async fn cancel(&self, id: &str, owner: &str) -> Result<bool, StoreError> {
        let reply = self
            .run(
                &self.cancel,
                &[id.to_owned(), owner.to_owned(), self.log_keep.to_string()],
            )
            .await?;
        Ok(matches!(reply, Value::Int(1)))
    }

    async fn accept_starting(
        &self,
        id: &str,
        acceptor: &str,
        rating: u32,
        game_id: &str,
        pending: &str,
        now_ms: u64,
    ) -> Result<Result<Seek, Refusal>, StoreError> {
        let reply = self
            .run(
                &self.accept,
                &[
                    id.to_owned(),
                    acceptor.to_owned(),
                    rating.to_string(),
                    game_id.to_owned(),
                    pending.to_owned(),
                    now_ms.to_string(),
                    self.log_keep.to_string(),
                ],
            )
            .await?;
        let reply = texts(&reply)?;
        match (reply.first().map(String::as_str), reply.get(1)) {
            (Some("ok"), Some(text)) => Seek::from_text(text).map(Ok),
            (Some("taken"), _) => Ok(Err(Refusal::Taken)),
            (Some("own"), _) => Ok(Err(Refusal::OwnSeek)),
            (Some("range"), _) => Ok(Err(Refusal::OutOfRange)),
            (Some("notyours"), _) => Ok(Err(Refusal::NotChallenged)),
            _ => Err(StoreError::Corrupt(format!(
                "lobby accept answered {reply:?}"
            ))),
        }
    }

    async fn record_pending(
        &self,
        game_id: &str,
        pending: &str,
        now_ms: u64,
    ) -> Result<(), StoreError> {
        let mut conn = self.conn.clone();
        redis::pipe()
            .atomic()
            .hset("{lobby}:pending", game_id, pending)
            .ignore()
            .zadd("{lobby}:pending_at", game_id, now_ms)
            .ignore()
            .query_async::<()>(&mut conn)
            .await
            .map_err(unavailable)
    }

    async fn pending_starts(
        &self,
        before_ms: u64,
        limit: usize,
    ) -> Result<Vec<(String, String)>, StoreError> {
        let mut conn = self.conn.clone();
        let ids: Vec<String> = redis::cmd("ZRANGEBYSCORE")
            .arg("{lobby}:pending_at")
            .arg("-inf")
            .arg(before_ms)
            .arg("LIMIT")
            .arg(0)
            .arg(limit.max(1))
            .query_async(&mut conn)
            .await
            .map_err(unavailable)?;
        let mut due = Vec::with_capacity(ids.len());
        for id in ids {
            let text: Option<String> = redis::cmd("HGET")
                .arg("{lobby}:pending")
                .arg(&id)
                .query_async(&mut conn)
                .await
                .map_err(unavailable)?;
            if let Some(text) = text {
                due.push((id, text));
            }
        }
        Ok(due)
    }

    async fn seek(&self, id: &str) -> Result<Option<Seek>, StoreError> {
        let mut conn = self.conn.clone();
        let text: Option<String> = redis::cmd("HGET")
            .arg(SEEKS)
            .arg(id)
            .query_async(&mut conn)
            .await
            .map_err(unavailable)?;
        text.as_deref().map(Seek::from_text).transpose()
    }

    async fn present(&self, owner: &str, until_ms: u64) -> Result<(), StoreError> {
        self.run(&self.present, &[owner.to_owned(), until_ms.to_string()])
            .await
            .map(|_| ())
    }

    async fn ladder_join(&self, game: &str, member: &str, until_ms: u64) -> Result<(), StoreError> {
        let mut conn = self.conn.clone();
        redis::cmd("ZADD")
            .arg(format!("{LADDER}{game}"))
            .arg("GT")
            .arg(until_ms)
            .arg(member)
            .query_async::<Value>(&mut conn)
            .await
            .map(|_| ())
            .map_err(unavailable)
    }

    async fn ladder(&self, game: &str, now_ms: u64) -> Result<Vec<String>, StoreError> {
        let key = format!("{LADDER}{game}");
        let mut conn = self.conn.clone();
        let (_, members): (Value, Vec<String>) = redis::pipe()
            .cmd("ZREMRANGEBYSCORE")
            .arg(&key)
            .arg("-inf")
            .arg(now_ms)
            .cmd("ZRANGE")
            .arg(&key)
            .arg(0)
            .arg(-1)
            .query_async(&mut conn)
            .await
            .map_err(unavailable)?;
        Ok(members)
    }

    async fn ladder_met(
        &self,
        game: &str,
        a: &str,
        b: &str,
        keep: usize,
    ) -> Result<(), StoreError> {
        if keep == 0 {
            return Ok(());
        }
        let mut conn = self.conn.clone();
        let mut pipe = redis::pipe();
        pipe.atomic();
        let last = isize::try_from(keep)
            .unwrap_or(isize::MAX)
            .saturating_sub(1);
        for (me, them) in [(a, b), (b, a)] {
            let key = format!("{RECENT}{game}:{me}");
            pipe.cmd("LREM").arg(&key).arg(0).arg(them).ignore();
            pipe.cmd("LPUSH").arg(&key).arg(them).ignore();
            pipe.cmd("LTRIM").arg(&key).arg(0).arg(last).ignore();
            pipe.cmd("EXPIRE").arg(&key).arg(RECENT_TTL_SECS).ignore();
        }
        pipe.query_async::<()>(&mut conn).await.map_err(unavailable)
    }

    async fn ladder_recent(&self, game: &str, key: &str) -> Result<Vec<String>, StoreError> {
        let mut conn = self.conn.clone();
        redis::cmd("LRANGE")
            .arg(format!("{RECENT}{game}:{key}"))
            .arg(0)
            .arg(-1)
            .query_async(&mut conn)
            .await
            .map_err(unavailable)
    }

    async fn lease(
        &self,
        name: &str,
        holder: &str,
        now_ms: u64,
        until_ms: u64,
    ) -> Result<bool, StoreError> {
        let mut invocation = self.lease.prepare_invoke();
        invocation
            .key(format!("{LEASE}{name}"))
            .arg(holder)
            .arg(until_ms.saturating_sub(now_ms).max(1));
        let mut conn = self.conn.clone();
        let taken: i64 = invocation
            .invoke_async(&mut conn)
            .await
            .map_err(unavailable)?;
        Ok(taken == 1)
    }

    async fn is_present(&self, owner: &str, now_ms: u64) -> Result<bool, StoreError> {
        let mut conn = self.conn.clone();
        let until: Option<f64> = redis::cmd("ZSCORE")
            .arg(PRESENT)
            .arg(owner)
            .query_async(&mut conn)
            .await
            .map_err(unavailable)?;
        // Presence times are whole milliseconds, far below 2^53: exact as f64.
        #[allow(clippy::cast_precision_loss)]
        let now = now_ms as f64;
        Ok(until.is_some_and(|t| t > now))
    }

    async fn sweep(&self, now_ms: u64) -> Result<usize, StoreError> {
        match self
            .run(
                &self.sweep,
                &[now_ms.to_string(), self.log_keep.to_string()],
            )
            .await?
        {
            Value::Int(n) => Ok(usize::try_from(n).unwrap_or(0)),
            other => Err(StoreError::Corrupt(format!(
                "lobby sweep answered {other:?}"
            ))),
        }
    }

    async fn snapshot(&self) -> Result<Snapshot, StoreError> {
        let reply = texts(&self.run(&self.snapshot, &[]).await?)?;
        let mut parts = reply.into_iter();
        let cursor = parts
            .next()
            .ok_or_else(|| StoreError::Corrupt("empty lobby snapshot".to_owned()))?;
        let seeks = parts
            .map(|text| Seek::from_text(&text))
            .collect::<Result<_, _>>()?;
        Ok(Snapshot { cursor, seeks })
    }

    async fn changes(&self, cursor: &str, limit: usize) -> Result<Option<Vec<Change>>, StoreError> {
        let reply = self
            .run(
                &self.changes,
                &[cursor.to_owned(), limit.max(1).to_string()],
            )
            .await?;
        let bad = || StoreError::Corrupt(format!("lobby log answered {reply:?}"));
        let Value::Array(parts) = &reply else {
            return Err(bad());
        };
        match (parts.first().and_then(text).as_deref(), parts.get(1)) {
            (Some("gone"), _) => Ok(None),
            (Some("ok"), Some(Value::Array(entries))) => entries
                .iter()
                .map(change)
                .collect::<Result<_, _>>()
                .map(Some),
            _ => Err(bad()),
        }
    }

    async fn decline(&self, id: &str, target: &str, reason: &str) -> Result<bool, StoreError> {
        let reply = self
            .run(
                &self.decline,
                &[
                    id.to_owned(),
                    target.to_owned(),
                    reason.to_owned(),
                    self.log_keep.to_string(),
                ],
            )
            .await?;
        Ok(matches!(reply, Value::Int(1)))
    }

    async fn started(&self, game: &Started) -> Result<(), StoreError> {
        let mut args = vec![
            game.game_id.clone(),
            game.to_text(),
            self.log_keep.to_string(),
            game.rank().to_string(),
            game.game.clone(),
        ];
        args.extend(game.keys().map(str::to_owned));
        self.run(&self.started, &args).await.map(|_| ())
    }

    async fn ended(&self, end: &Ended) -> Result<bool, StoreError> {
        let mut args = vec![
            end.game_id.clone(),
            ended_text(end),
            self.log_keep.to_string(),
            end.game.clone(),
        ];
        args.extend(end.players.iter().cloned());
        Ok(matches!(self.run(&self.ended, &args).await?, Value::Int(1)))
    }

    async fn live(&self, game: &str, limit: usize) -> Result<Vec<Started>, StoreError> {
        if limit == 0 {
            return Ok(Vec::new());
        }
        let suffix = if game.is_empty() {
            String::new()
        } else {
            format!(":{game}")
        };
        texts(&self.run(&self.live, &[suffix, limit.to_string()]).await?)?
            .iter()
            .map(|text| Started::from_text(text))
            .collect()
    }

    async fn rated(&self, rated: &Rated) -> Result<(), StoreError> {
        let args = [
            rated.to_text(),
            self.log_keep.to_string(),
            rated.game_id.clone(),
        ];
        self.run(&self.rated, &args).await.map(|_| ())
    }

    async fn player(&self, key: &str) -> Result<PlayerSnapshot, StoreError> {
        let reply = texts(&self.run(&self.player, &[key.to_owned()]).await?)?;
        let mut parts = reply.into_iter();
        let bad = || StoreError::Corrupt("unexpected lobby player snapshot".to_owned());
        let cursor = parts.next().ok_or_else(bad)?;
        let count: usize = parts.next().and_then(|n| n.parse().ok()).ok_or_else(bad)?;
        let challenges = parts
            .by_ref()
            .take(count)
            .map(|text| Seek::from_text(&text))
            .collect::<Result<_, _>>()?;
        let games = parts
            .map(|text| Started::from_text(&text))
            .collect::<Result<_, _>>()?;
        Ok(PlayerSnapshot {
            cursor,
            challenges,
            games,
        })
    }

    async fn event(&self, id: &str) -> Result<Option<(u64, Vec<u8>)>, StoreError> {
        super::events::redis::event(&self.conn, id).await
    }

    async fn write_event(&self, id: &str, version: u64, bytes: &[u8]) -> Result<bool, StoreError> {
        super::events::redis::write_event(&self.conn, &self.write_event, id, version, bytes).await
    }

    async fn event_ids(&self) -> Result<Vec<String>, StoreError> {
        super::events::redis::event_ids(&self.conn).await
    }

    async fn drop_event(&self, id: &str, version: u64) -> Result<bool, StoreError> {
        super::events::redis::drop_event(&self.conn, &self.drop_event, id, version).await
    }
}

/// An end as the log stores it (JSON text).
fn ended_text(end: &Ended) -> String {
    serde_json::json!({
        "game_id": end.game_id, "game": end.game, "players": end.players,
        "winner": end.winner, "result": end.result, "termination": end.termination,
    })
    .to_string()
}

/// A stored end read back.
fn ended_of(text: &str) -> Result<Ended, StoreError> {
    let bad = || StoreError::Corrupt(format!("unexpected lobby end {text:?}"));
    let value: serde_json::Value = serde_json::from_str(text).map_err(|_| bad())?;
    let s = |key: &str| value.get(key).and_then(|v| v.as_str()).map(str::to_owned);
    Ok(Ended {
        game_id: s("game_id").ok_or_else(bad)?,
        game: s("game").ok_or_else(bad)?,
        players: value
            .get("players")
            .and_then(serde_json::Value::as_array)
            .ok_or_else(bad)?
            .iter()
            .map(|p| p.as_str().map(str::to_owned).ok_or_else(bad))
            .collect::<Result<_, _>>()?,
        winner: value
            .get("winner")
            .and_then(serde_json::Value::as_u64)
            .and_then(|w| u32::try_from(w).ok()),
        result: s("result").ok_or_else(bad)?,
        termination: s("termination").ok_or_else(bad)?,
    })
}

/// One log entry `[id, [field, value, ...]]` as a change.
fn change(entry: &Value) -> Result<Change, StoreError> {
    let bad = || StoreError::Corrupt(format!("unexpected lobby log entry {entry:?}"));
    let Value::Array(parts) = entry else {
        return Err(bad());
    };
    let cursor = parts.first().and_then(text).ok_or_else(bad)?;
    let fields = texts(parts.get(1).ok_or_else(bad)?)?;
    let field = |name: &str| {
        fields
            .chunks(2)
            .find(|pair| pair.first().is_some_and(|f| f == name))
            .and_then(|pair| pair.get(1).cloned())
    };
    let kind = match field("kind").as_deref() {
        Some("added") => ChangeKind::Added(Seek::from_text(&field("seek").ok_or_else(bad)?)?),
        Some("removed") => ChangeKind::Removed {
            id: field("id").ok_or_else(bad)?,
            why: field("why")
                .as_deref()
                .and_then(RemovedWhy::from_name)
                .ok_or_else(bad)?,
            game_id: field("game").unwrap_or_default(),
            owner: field("owner").unwrap_or_default(),
            target: field("target").unwrap_or_default(),
            reason: field("reason").unwrap_or_default(),
        },
        Some("started") => {
            ChangeKind::Started(Started::from_text(&field("started").ok_or_else(bad)?)?)
        }
        Some("ended") => ChangeKind::Ended(ended_of(&field("ended").ok_or_else(bad)?)?),
        Some("rated") => ChangeKind::Rated(Rated::from_text(&field("rated").ok_or_else(bad)?)?),
        _ => return Err(bad()),
    };
    Ok(Change { cursor, kind })
}
