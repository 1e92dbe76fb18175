-- Adds one quick-chat line to a game's chat within its limits, atomically (see audience.rs).
-- KEYS[1]: the game's chat list ("<seat> <preset> <ms>" per line, oldest first).
-- ARGV: seat, preset, the time (ms), the least gap between two lines of a seat (ms), the most
-- lines of a game, the list's expiry (ms).
-- Returns {0, number of the line}, {1, ms until the seat may send again} or {2, 0} when full.
local n = redis.call('LLEN', KEYS[1])
if n >= tonumber(ARGV[5]) then
  return {2, 0}
end
local at = tonumber(ARGV[3])
local lines = redis.call('LRANGE', KEYS[1], 0, -1)
for i = #lines, 1, -1 do
  local seat, ms = string.match(lines[i], '^(%d+) %d+ (%d+)$')
  if seat == ARGV[1] then
    local next = tonumber(ms) + tonumber(ARGV[4])
    if next > at then
      return {1, next - at}
    end
    break
  end
end
redis.call('RPUSH', KEYS[1], ARGV[1] .. ' ' .. ARGV[2] .. ' ' .. ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[6])
return {0, n + 1}
