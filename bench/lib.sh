# Shared by the bench scripts; sourced (`. bench/lib.sh`) from the repository root. It makes
# WORK, a temporary directory, and PIDS, the processes started: both are cleaned up on exit
# (a script that needs more on exit sets its own trap and calls stop_all). It gives free
# loopback ports, waiting for a port to listen, and /proc readings.

WORK=$(mktemp -d)
PIDS=()

# Stops every process in PIDS.
stop_all() {
  local pid
  for pid in "${PIDS[@]}"; do
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
  done
  PIDS=()
}
trap 'stop_all; rm -rf "$WORK"' EXIT

# A loopback port nothing listens on (checked, then used at once), below the ephemeral range
# (32768-60999 by default) which outgoing connections take. With an argument N, port + N is
# free too (a Redis Cluster node's bus port is its port + 10000), and the port is drawn lower.
free_port() { # [offset]
  local port offset=${1:-0}
  for _ in $(seq 200); do
    port=$((offset > 0 ? 10000 + RANDOM % 12000 : 20000 + RANDOM % 12000))
    if ! (: </dev/tcp/127.0.0.1/"$port") 2>/dev/null \
      && { [ "$offset" = 0 ] || ! (: </dev/tcp/127.0.0.1/$((port + offset))) 2>/dev/null; }; then
      echo "$port"
      return
    fi
  done
  echo "no free port found" >&2
  exit 1
}

# Waits until something listens on port $1 (up to $3 tries 50 ms apart, default 400); else
# prints the log file $2 and exits.
wait_port() { # port log [tries]
  for _ in $(seq "${3:-400}"); do
    if (: </dev/tcp/127.0.0.1/"$1") 2>/dev/null; then return 0; fi
    sleep 0.05
  done
  echo "nothing listens on port $1: see $2" >&2
  cat "$2" >&2 || true
  exit 1
}

# CPU ticks (user + system) of process $1, and its resident memory in MiB.
ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }
rss_mib() { awk '/VmRSS/ { printf "%.1f", $2 / 1024 }' "/proc/$1/status"; }
