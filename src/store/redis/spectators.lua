-- A game's spectators, counted by every replica (see audience.rs).
-- KEYS[1]: the game's audience hash (replica id -> "<count> <fresh until, ms>").
-- ARGV[1]: this replica's id; ARGV[2]: its count ('' to only read); ARGV[3]: how long a count
-- stays fresh (ms).
-- The time is Redis's, so that replicas whose clocks differ agree on what is fresh.
-- Returns the sum of the fresh counts; stale ones (a replica killed) are removed.
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local fresh = tonumber(ARGV[3])
if ARGV[2] ~= '' then
  local count = tonumber(ARGV[2])
  if count > 0 then
    redis.call('HSET', KEYS[1], ARGV[1], count .. ' ' .. (now + fresh))
    redis.call('PEXPIRE', KEYS[1], fresh)
  else
    redis.call('HDEL', KEYS[1], ARGV[1])
  end
end
local total = 0
local all = redis.call('HGETALL', KEYS[1])
for i = 1, #all, 2 do
  local count, expires = string.match(all[i + 1], '^(%d+) (%d+)$')
  if count and tonumber(expires) > now then
    total = total + tonumber(count)
  else
    redis.call('HDEL', KEYS[1], all[i])
  end
end
return total
