-- Compare-and-set of one game, atomically (one script run), with the change's event.
--
-- KEYS[1]  the game hash    {kind, version, state, seats, session, deadline, ending}
-- KEYS[2]  the retry log (a string: RetryLog in src/store/mod.rs; a hash of an older release
--          is replaced by an empty log whose floor is the current version)
-- KEYS[3]  the event stream: entry id <version>-<flags> (flags: 1 the change ends the game,
--          2 a keyframe), one field p = the event; a keyframe's p is the event, the state,
--          the session (each after its length in 4 bytes, big-endian), then the seats field,
--          all of the game before the change
-- KEYS[4]  the deadline index of the game's ruleset (a sorted set: game id -> deadline in ms),
--          absent when the index is kept outside the script (Redis Cluster)
-- ARGV[1]  the expected version (decimal)
-- ARGV[2]  the new state
-- ARGV[3]  the idle TTL in milliseconds
-- ARGV[4]  the request tag (8 bytes), or '' for none
-- ARGV[5]  the retry record to add for it (RetryRecord: tag, fingerprint, version, answer)
-- ARGV[6]  the new version (decimal; the expected version + 1)
-- ARGV[7]  the event
-- ARGV[8]  '1' if the change ends the game, else '0'
-- ARGV[9]  the keyframe interval k: the change to version v is a keyframe when (v - 2) % k
--          is 0; writing one trims the stream to the keyframe before it (k to 2k - 1 kept)
-- ARGV[10] the notification channel
-- ARGV[11] the notification: '<game id> <new version>'
-- ARGV[12] the state the change was computed from, or '' (or absent) for none: when given,
--          the write also needs the stored state to be exactly this (else 'conflict')
-- ARGV[13] how long the event stream outlives this change, in milliseconds (absent: the idle
--          TTL); at most the idle TTL
-- ARGV[14] the new seats field, or '' to keep the seats
-- ARGV[15] the game's running deadline after the change (ms), or '' for none
-- ARGV[16] the game id (the member of the deadline index)
-- ARGV[17] the new session-level state
-- ARGV[18] with ARGV[12]: '=' followed by the session the change was computed from (else
--          'conflict'), or '' for none
-- ARGV[19] with ARGV[8] = '1': the game's end as its archive entry (see
--          src/store/redis/pending.rs), kept in the game hash's field 'ending' by this write,
--          or '' for none
--
-- Returns {'written', <new version>} | {'conflict', <current version>}
--       | {'replayed', <retry record>} | {'missing'}
local current = redis.call('HGET', KEYS[1], 'version')
if not current then
  return {'missing'}
end
-- The retry log: an 8-byte floor, then records of 26 bytes (tag, fingerprint, version,
-- answer length; 65535: no answer) and their answers. Kept as RetryLog::push does.
local MAX_RECORDS, MAX_BYTES = 32, 1600
local floor, records = nil, {}
if ARGV[4] ~= '' then
  local log
  if redis.call('TYPE', KEYS[2]).ok == 'hash' then
    -- Records of an older release (overwritten by the SET below): all count as dropped.
    local n, bytes = tonumber(current), ''
    for _ = 1, 8 do
      bytes = string.char(n % 256) .. bytes
      n = math.floor(n / 256)
    end
    log = bytes
  else
    log = redis.call('GET', KEYS[2]) or string.rep('\0', 8)
  end
  floor = string.sub(log, 1, 8)
  local pos = 9
  while pos + 25 <= #log do
    local len = string.byte(log, pos + 24) * 256 + string.byte(log, pos + 25)
    local size = 26 + (len == 65535 and 0 or len)
    local record = string.sub(log, pos, pos + size - 1)
    if string.sub(record, 1, 8) == ARGV[4] then
      return {'replayed', record}
    end
    records[#records + 1] = record
    pos = pos + size
  end
end
if current ~= ARGV[1] then
  return {'conflict', current}
end
if ARGV[12] and ARGV[12] ~= '' then
  if redis.call('HGET', KEYS[1], 'state') ~= ARGV[12] then
    return {'conflict', current}
  end
  if ARGV[18] and ARGV[18] ~= ''
      and '=' .. (redis.call('HGET', KEYS[1], 'session') or '') ~= ARGV[18] then
    return {'conflict', current}
  end
end
-- The event first: if it cannot be added (it never fails for ids written only here), nothing
-- has been written yet.
local function framed(s)
  local n = #s
  return string.char(math.floor(n / 16777216) % 256, math.floor(n / 65536) % 256,
    math.floor(n / 256) % 256, n % 256) .. s
end
local next_version = tonumber(ARGV[6])
local every = math.max(tonumber(ARGV[9]), 1)
local flags = 0
if ARGV[8] == '1' then
  flags = 1
end
local event = ARGV[7]
local keyframe = (next_version - 2) % every == 0
if keyframe then
  flags = flags + 2
  event = framed(ARGV[7]) .. framed(redis.call('HGET', KEYS[1], 'state') or '')
    .. framed(redis.call('HGET', KEYS[1], 'session') or '')
    .. (redis.call('HGET', KEYS[1], 'seats') or '')
end
redis.call('XADD', KEYS[3], ARGV[6] .. '-' .. flags, 'p', event)
if keyframe and next_version - every >= 2 then
  redis.call('XTRIM', KEYS[3], 'MINID', string.format('%d-0', next_version - every))
end
redis.call('PEXPIRE', KEYS[3], ARGV[13] or ARGV[3])
redis.call('HSET', KEYS[1], 'version', ARGV[6], 'state', ARGV[2], 'session', ARGV[17] or '')
if ARGV[8] == '1' and ARGV[19] and ARGV[19] ~= '' then
  redis.call('HSET', KEYS[1], 'ending', ARGV[19])
end
if ARGV[14] and ARGV[14] ~= '' then
  redis.call('HSET', KEYS[1], 'seats', ARGV[14])
end
if ARGV[15] and ARGV[15] ~= '' then
  redis.call('HSET', KEYS[1], 'deadline', ARGV[15])
  if KEYS[4] then
    redis.call('ZADD', KEYS[4], ARGV[15], ARGV[16])
  end
else
  redis.call('HDEL', KEYS[1], 'deadline')
  if KEYS[4] then
    redis.call('ZREM', KEYS[4], ARGV[16])
  end
end
redis.call('PEXPIRE', KEYS[1], ARGV[3])
if ARGV[4] ~= '' then
  records[#records + 1] = ARGV[5]
  while #records > MAX_RECORDS do
    floor = string.sub(table.remove(records, 1), 17, 24)
  end
  local total = 8
  for _, record in ipairs(records) do
    total = total + #record
  end
  for i = 1, #records - 1 do
    if total <= MAX_BYTES then
      break
    end
    if string.sub(records[i], 25, 26) ~= '\255\255' then
      total = total - #records[i] + 26
      records[i] = string.sub(records[i], 1, 24) .. '\255\255'
    end
  end
  while total > MAX_BYTES and #records > 1 do
    local dropped = table.remove(records, 1)
    floor = string.sub(dropped, 17, 24)
    total = total - #dropped
  end
  if total > MAX_BYTES then
    records[1] = string.sub(records[1], 1, 24) .. '\255\255'
  end
  redis.call('SET', KEYS[2], floor .. table.concat(records), 'PX', ARGV[3])
else
  redis.call('PEXPIRE', KEYS[2], ARGV[3])
end
redis.call('PUBLISH', ARGV[10], ARGV[11])
return {'written', ARGV[6]}
