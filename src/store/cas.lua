-- Compare-and-set of one game, atomically (one script run).
--
-- KEYS[1]  the game hash    {kind, version, state, seats}
-- KEYS[2]  the request hash {<request id> = <idempotency record>}
-- ARGV[1]  the expected version (decimal)
-- ARGV[2]  the new state
-- ARGV[3]  the idle TTL in milliseconds
-- ARGV[4]  the request id, or '' for none
-- ARGV[5]  the idempotency record to store under the request id
-- ARGV[6]  the state the change was computed from, or '' for none: when given, the write
--          also needs the stored state to be exactly this (else 'conflict')
--
-- Returns {'written', <new version>} | {'conflict', <current version>}
--       | {'replayed', <record>}     | {'missing'}
local current = redis.call('HGET', KEYS[1], 'version')
if not current then
  return {'missing'}
end
if ARGV[4] ~= '' then
  local previous = redis.call('HGET', KEYS[2], ARGV[4])
  if previous then
    return {'replayed', previous}
  end
end
if current ~= ARGV[1] then
  return {'conflict', current}
end
if ARGV[6] and ARGV[6] ~= '' and redis.call('HGET', KEYS[1], 'state') ~= ARGV[6] then
  return {'conflict', current}
end
local version = redis.call('HINCRBY', KEYS[1], 'version', 1)
redis.call('HSET', KEYS[1], 'state', ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
if ARGV[4] ~= '' then
  redis.call('HSET', KEYS[2], ARGV[4], ARGV[5])
end
redis.call('PEXPIRE', KEYS[2], ARGV[3])
return {'written', tostring(version)}
