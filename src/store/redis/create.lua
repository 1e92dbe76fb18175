-- Creates a game unless its id is taken, atomically (one script run).
--
-- KEYS[1]  the game hash
-- KEYS[2]  the retry log (removed: a recycled id must not inherit old records)
-- KEYS[3]  the event stream (removed, likewise)
-- ARGV[1]  kind   ARGV[2] version   ARGV[3] state   ARGV[4] seats
-- ARGV[5]  the idle TTL in milliseconds
-- ARGV[6]  the game's running deadline (ms), or '' for none
-- ARGV[7]  the game id (the member of the deadline index)
-- ARGV[8]  the session-level state
-- KEYS[4]  the deadline index of the game's ruleset, absent when kept outside the script
--
-- Returns 1 when created, 0 when the id is taken.
if redis.call('EXISTS', KEYS[1]) == 1 then
  return 0
end
redis.call('DEL', KEYS[2], KEYS[3])
redis.call('HSET', KEYS[1], 'kind', ARGV[1], 'version', ARGV[2], 'state', ARGV[3], 'seats', ARGV[4], 'session', ARGV[8] or '')
redis.call('PEXPIRE', KEYS[1], ARGV[5])
if ARGV[6] and ARGV[6] ~= '' then
  redis.call('HSET', KEYS[1], 'deadline', ARGV[6])
  if KEYS[4] then
    redis.call('ZADD', KEYS[4], ARGV[6], ARGV[7])
  end
end
return 1
