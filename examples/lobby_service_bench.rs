//! End-to-end figures of the lobby service (see `docs/lobby.md`), against a running server:
//!
//! - **accept → both see the game**: an owner (a guest with an open `WatchLobby`) posts a seek,
//!   another guest accepts it; the time from sending `AcceptSeek` until both the acceptor's
//!   answer and the owner's stream (the seek removed, naming the game) have arrived;
//! - **fan-out per seek change**: the server's CPU per posted seek (and the time until every
//!   watcher has it) with no watcher and with `--watchers` open `WatchLobby` streams;
//! - **pairing**: `--pairs` guests ask for quick pairing at once; the time until every one
//!   has a game, and a check that nobody got two.
//!
//! The server's CPU comes from `/proc/<pid>/stat` (`--server-pid`). Example:
//!
//! ```text
//! target/release/arbiter --listen 127.0.0.1:50061 --rate-limit-calls-per-sec 0 \
//!   --rate-limit-new-games-per-min 0 --rate-limit-seat-calls-per-sec 0 \
//!   --lobby-seeks-per-address 5000 &
//! cargo run --release --example lobby_service_bench -- http://127.0.0.1:50061 \
//!   --server-pid $! --watchers 10000 --pairs 1000
//! ```

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use arbiter::lobby::pb::{
    self, AcceptSeekRequest, CreateSeekRequest, QuickPairRequest, WatchLobbyRequest,
    lobby_service_client::LobbyServiceClient, watch_lobby_response::Update,
};
use tonic::transport::{Channel, Endpoint};

type Client = LobbyServiceClient<Channel>;
type Error = Box<dyn std::error::Error + Send + Sync>;

fn guest<T>(message: T, n: usize) -> tonic::Request<T> {
    let mut request = tonic::Request::new(message);
    if let Ok(key) = format!("bench-guest-key-{n:08}-{}", std::process::id()).parse() {
        request.metadata_mut().insert("x-guest-key", key);
    }
    request
}

fn cpu_ticks(pid: Option<u32>) -> Option<u64> {
    let text = std::fs::read_to_string(format!("/proc/{}/stat", pid?)).ok()?;
    let after = text.rsplit_once(')')?.1;
    let fields: Vec<&str> = after.split_whitespace().collect();
    Some(fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?)
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn percentile(values: &mut [f64], p: f64) -> f64 {
    values.sort_by(f64::total_cmp);
    if values.is_empty() {
        return 0.0;
    }
    let at = ((values.len() - 1) as f64 * p).round() as usize;
    values[at.min(values.len() - 1)]
}

async fn channels(target: &str, n: usize) -> Result<Vec<Channel>, Error> {
    let mut out = Vec::new();
    for _ in 0..n.max(1) {
        out.push(Endpoint::from_shared(target.to_owned())?.connect().await?);
    }
    Ok(out)
}

fn seek(game: &str, clock: &str) -> CreateSeekRequest {
    CreateSeekRequest {
        game: game.into(),
        time_control: clock.into(),
        ..Default::default()
    }
}

/// Waits until the owner's stream says `seek_id` was accepted.
async fn accepted(
    stream: &mut tonic::Streaming<pb::WatchLobbyResponse>,
    seek_id: &str,
) -> Result<(), Error> {
    while let Some(m) = stream.message().await? {
        if let Some(Update::Removed(r)) = m.update
            && r.seek_id == seek_id
        {
            return Ok(());
        }
    }
    Err("the owner's stream ended".into())
}

async fn accept_to_both(client: &mut Client, rounds: usize) -> Result<(), Error> {
    let mut owner_stream = client
        .watch_lobby(guest(WatchLobbyRequest::default(), 1))
        .await?
        .into_inner();
    owner_stream.message().await?;
    let mut times = Vec::new();
    for round in 0..rounds {
        let clock = format!("{}+0", 1 + round % 50);
        let posted = client
            .create_seek(guest(seek("hnefatafl", &clock), 1))
            .await?
            .into_inner();
        let id = posted.seek.ok_or("no seek")?.seek_id;
        let started = Instant::now();
        let mut acceptor = client.clone();
        let (reply, seen) = tokio::join!(
            acceptor.accept_seek(guest(
                AcceptSeekRequest {
                    seek_id: id.clone()
                },
                2
            )),
            accepted(&mut owner_stream, &id)
        );
        reply?;
        seen?;
        times.push(ms(started.elapsed()));
    }
    println!(
        "accept -> both see the game: {rounds} rounds, p50 {:.2} ms, p99 {:.2} ms",
        percentile(&mut times.clone(), 0.5),
        percentile(&mut times, 0.99)
    );
    Ok(())
}

/// Posts `rounds` seeks one after another and waits each time until every watcher has it.
async fn post_and_fan_out(
    client: &mut Client,
    seen: &Arc<Mutex<HashMap<String, (usize, Instant)>>>,
    watchers: usize,
    rounds: usize,
    pid: Option<u32>,
    owner: usize,
) -> Result<(), Error> {
    let hz = 100.0;
    let before = cpu_ticks(pid);
    let mut times = Vec::new();
    let mut ids = Vec::new();
    for round in 0..rounds {
        let clock = format!("{}+{}", 1 + round % 50, round / 50);
        let started = Instant::now();
        let posted = client
            .create_seek(guest(seek("hanniball", &clock), owner))
            .await?
            .into_inner();
        let id = posted.seek.ok_or("no seek")?.seek_id;
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            let done = seen
                .lock()
                .map(|s| s.get(&id).map(|(n, t)| (*n, *t)))
                .unwrap_or(None);
            match done {
                Some((n, at)) if n >= watchers => {
                    times.push(ms(at.duration_since(started)));
                    break;
                }
                _ if watchers == 0 => {
                    times.push(ms(started.elapsed()));
                    break;
                }
                _ if Instant::now() > deadline => {
                    return Err("a change did not reach every watcher in 60 s".into());
                }
                _ => tokio::time::sleep(Duration::from_millis(2)).await,
            }
        }
        ids.push(id);
    }
    let after = cpu_ticks(pid);
    // (The seeks are cancelled after the measured window.)
    let per_change = match (before, after) {
        (Some(b), Some(a)) => format!("{:.0} µs", (a - b) as f64 / hz * 1e6 / rounds as f64),
        _ => "(no --server-pid)".to_owned(),
    };
    println!(
        "seek posted with {watchers} watchers: server CPU per change {per_change}, all watchers have it after p50 {:.1} ms, p99 {:.1} ms",
        percentile(&mut times.clone(), 0.5),
        percentile(&mut times, 0.99)
    );
    for id in ids {
        client
            .cancel_seek(guest(pb::CancelSeekRequest { seek_id: id }, owner))
            .await?;
    }
    Ok(())
}

async fn pairing(chans: &[Channel], players: usize) -> Result<(), Error> {
    let started = Instant::now();
    let mut tasks = Vec::new();
    for n in 0..players {
        let mut client = LobbyServiceClient::new(chans[n % chans.len()].clone());
        tasks.push(tokio::spawn(async move {
            let mut stream = client
                .quick_pair(guest(
                    QuickPairRequest {
                        game: "chessfootball".into(),
                        time_control: "3+2".into(),
                    },
                    100_000 + n,
                ))
                .await?
                .into_inner();
            while let Some(m) = stream.message().await? {
                if let Some(pb::quick_pair_response::Update::Started(game)) = m.update {
                    return Ok::<_, Error>(game.game_id);
                }
            }
            Err("the pairing stream ended without a game".into())
        }));
    }
    let mut games: HashMap<String, usize> = HashMap::new();
    for task in tasks {
        *games.entry(task.await??).or_default() += 1;
    }
    let elapsed = started.elapsed();
    let twice = games.values().filter(|&&n| n != 2).count();
    println!(
        "quick pairing of {players} players: all paired after {:.0} ms, {} games, {twice} games without exactly two players",
        ms(elapsed),
        games.len()
    );
    Ok(())
}

#[tokio::main]
async fn main() -> Result<(), Error> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let target = args
        .first()
        .cloned()
        .ok_or("usage: lobby_service_bench URL [--server-pid PID] [--watchers N] [--pairs N]")?;
    let flag = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
            .and_then(|v| v.parse::<usize>().ok())
    };
    let pid = flag("--server-pid").and_then(|p| u32::try_from(p).ok());
    let watchers = flag("--watchers").unwrap_or(10_000);
    let pairs = flag("--pairs").unwrap_or(1_000);
    let chans = channels(&target, (watchers / 200).max(4)).await?;
    let mut client = LobbyServiceClient::new(chans[0].clone());

    accept_to_both(&mut client, 100).await?;

    let seen: Arc<Mutex<HashMap<String, (usize, Instant)>>> = Arc::default();
    post_and_fan_out(&mut client, &seen, 0, 1000, pid, 7).await?;
    let mut streams = Vec::new();
    for n in 0..watchers {
        let mut c = LobbyServiceClient::new(chans[n % chans.len()].clone());
        let seen = Arc::clone(&seen);
        let mut stream = c
            .watch_lobby(WatchLobbyRequest::default())
            .await?
            .into_inner();
        stream.message().await?;
        streams.push(tokio::spawn(async move {
            while let Ok(Some(m)) = stream.message().await {
                if let Some(Update::Added(s)) = m.update
                    && let Ok(mut seen) = seen.lock()
                {
                    let entry = seen.entry(s.seek_id).or_insert((0, Instant::now()));
                    entry.0 += 1;
                    entry.1 = Instant::now();
                }
            }
        }));
    }
    post_and_fan_out(&mut client, &seen, watchers, 50, pid, 8).await?;
    for s in streams {
        s.abort();
    }
    pairing(&chans, pairs).await?;
    Ok(())
}
