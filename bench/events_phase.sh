#!/usr/bin/env bash
# Usage: bench/events_phase.sh [KEYFRAME_INTERVAL (64)] [CAS_SCRIPT (src/store/redis/cas.lua)], from
# the repository root; needs redis-server and redis-cli (starts its own on a random port).
# Prints the events key's MEMORY USAGE over 600 compare-and-sets of one game (state 440 B,
# events of 6 bytes) with the given keyframe interval: smallest and largest after version 200,
# and at version 397 (a game of 100 turns).
set -euo pipefail
K=${1:-64}; CAS=${2:-src/store/redis/cas.lua}
W=$(mktemp -d); P=$((30000 + RANDOM % 20000))
redis-server --port $P --bind 127.0.0.1 --save '' --appendonly no --dir $W >/dev/null 2>&1 &
RP=$!; trap 'kill $RP; rm -rf $W' EXIT; sleep 0.3
R="redis-cli -p $P"
STATE=$(head -c 440 /dev/zero | tr '\0' 's'); SEATS=$(head -c 33 /dev/zero | tr '\0' 't')
$R HSET 'game:{g}' version 1 state "$STATE" seats "$SEATS" session "" kind hanniball >/dev/null
SHA=$($R SCRIPT LOAD "$(cat $CAS)")
max=0; min=999999; at=0
for v in $(seq 2 600); do
  $R EVALSHA $SHA 3 'game:{g}' 'game:{g}:requests' 'game:{g}:events' $((v-1)) "$STATE" 600000 '' '' $v "d4-e6x" 0 $K ch "g $v" '' 300000 '' '' g '' >/dev/null
  m=$($R MEMORY USAGE 'game:{g}:events' SAMPLES 0)
  [ $m -gt $max ] && max=$m && maxv=$v
  [ $v -gt 200 ] && [ $m -lt $min ] && min=$m
  [ $v = 397 ] && at=$m
done
echo "K=$K: events key after v>200: min $min, max $max (at v=$maxv), at v=397: $at; XLEN $($R XLEN 'game:{g}:events')"
