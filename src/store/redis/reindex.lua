-- Corrects one entry of a deadline index, if it still holds the deadline seen.
--
-- KEYS[1]  the deadline index (a sorted set: game id -> deadline in ms)
-- ARGV[1]  the game id
-- ARGV[2]  the deadline seen (ms)
-- ARGV[3]  the new deadline (ms), or '' to remove the entry
--
-- Returns 1 when changed, 0 when the entry holds another deadline (a write moved it).
local score = redis.call('ZSCORE', KEYS[1], ARGV[1])
if not score or tonumber(score) ~= tonumber(ARGV[2]) then
  return 0
end
if ARGV[3] == '' then
  redis.call('ZREM', KEYS[1], ARGV[1])
else
  redis.call('ZADD', KEYS[1], ARGV[3], ARGV[1])
end
return 1
