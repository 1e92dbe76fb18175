-- What a watcher resuming after a version needs, atomically: the game and, when it is past
-- that version, every kept change (the Rust side picks the keyframe to start from).
--
-- KEYS[1]  the game hash
-- KEYS[2]  the event stream
-- ARGV[1]  the version the watcher has (decimal)
--
-- Returns {'missing'} | {'ok', <version>, <state>, <session>, <seats>, <kind>, <XRANGE entries>}
local game = redis.call('HMGET', KEYS[1], 'version', 'state', 'session', 'seats', 'kind')
if not game[1] then
  return {'missing'}
end
local entries = {}
if tonumber(game[1]) > tonumber(ARGV[1]) then
  entries = redis.call('XRANGE', KEYS[2], '-', '+')
end
return {'ok', game[1], game[2] or '', game[3] or '', game[4] or '', game[5] or '', entries}
