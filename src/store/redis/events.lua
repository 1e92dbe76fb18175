-- The current version of a game and its kept events from a version on, atomically.
--
-- KEYS[1]  the game hash
-- KEYS[2]  the event stream
-- ARGV[1]  the first event wanted, as a stream id '<version>-0'; '' for none
--
-- Returns {'missing'} | {'ok', <current version>} | {'ok', <current version>, <XRANGE entries>}
local current = redis.call('HGET', KEYS[1], 'version')
if not current then
  return {'missing'}
end
if ARGV[1] == '' then
  return {'ok', current}
end
return {'ok', current, redis.call('XRANGE', KEYS[2], ARGV[1], '+')}
