//! Measures WatchGame fan-out: how long after a change is accepted every watcher has it, and
//! how many events per second reach watchers when a game changes as fast as it can.
//!
//!     cargo run --release --example watch_bench [WATCHERS] [CHANGES] [REDIS_URL]
//!
//! Without REDIS_URL: one in-process server over the memory store. With it: two in-process
//! servers, each with its own store over that Redis (or `redis+cluster://` URL); the player
//! calls the first, the watchers follow on the second, so every event crosses Redis pub/sub.
//! Use a Redis of your own: the benchmark writes games into it (they expire after an hour).

use std::time::{Duration, Instant};

use arbiter::games::hanniball::pb::hanniball_service_client::HanniballServiceClient;
use arbiter::games::hanniball::pb::{
    ApplyActionRequest, NewGameRequest, UndoStepRequest, WatchGameRequest, watch_game_response,
};
use arbiter::server::serve;
use arbiter::store::{GameStore, MemoryStore, RedisStore};
use tokio::net::TcpListener;
use tokio::sync::mpsc;
use tonic::Request;
use tonic::transport::Channel;

type Client = HanniballServiceClient<Channel>;
type Error = Box<dyn std::error::Error + Send + Sync>;

async fn start<S: GameStore>(store: S) -> Result<String, Error> {
    let listener = TcpListener::bind("127.0.0.1:0").await?;
    let addr = listener.local_addr()?;
    tokio::spawn(async move {
        if let Err(e) = serve(
            listener,
            store,
            &arbiter::games::Served,
            std::future::pending(),
        )
        .await
        {
            eprintln!("server failed: {e}");
        }
    });
    Ok(format!("http://{addr}"))
}

fn authed<T>(message: T, token: &str) -> Result<Request<T>, Error> {
    let mut request = Request::new(message);
    request
        .metadata_mut()
        .insert("authorization", format!("Bearer {token}").parse()?);
    Ok(request)
}

/// One change: a step on even counts, its undo on odd ones (the game never advances).
async fn change(client: &mut Client, id: &str, token: &str, n: usize) -> Result<u64, Error> {
    let game = if n.is_multiple_of(2) {
        let request = ApplyActionRequest {
            game_id: id.to_owned(),
            action: "d4-e6".into(),
            ..ApplyActionRequest::default()
        };
        client
            .apply_action(authed(request, token)?)
            .await?
            .into_inner()
            .game
    } else {
        let request = UndoStepRequest {
            game_id: id.to_owned(),
            ..UndoStepRequest::default()
        };
        client
            .undo_step(authed(request, token)?)
            .await?
            .into_inner()
            .game
    };
    Ok(game.map_or(0, |g| g.version))
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let index = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted.get(index).copied().unwrap_or_default()
}

#[tokio::main]
async fn main() -> Result<(), Error> {
    let mut args = std::env::args().skip(1);
    let watchers: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(1000);
    let changes: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(200);
    let redis_url = args.next();

    let (play_at, watch_at) = match &redis_url {
        None => {
            let url = start(MemoryStore::default()).await?;
            (url.clone(), url)
        }
        Some(redis) => {
            let ttl = Duration::from_secs(3600);
            let a = start(RedisStore::open(redis, ttl)?).await?;
            let b = start(RedisStore::open(redis, ttl)?).await?;
            (a, b)
        }
    };
    let mut player = HanniballServiceClient::new(Channel::from_shared(play_at)?.connect().await?);
    let created = player
        .new_game(NewGameRequest::default())
        .await?
        .into_inner();
    let id = created.game.map(|g| g.game_id).unwrap_or_default();
    let white = created.white_token;

    // Watchers share a few connections, as many browsers behind one proxy would.
    let mut channels = Vec::new();
    for _ in 0..8 {
        channels.push(Channel::from_shared(watch_at.clone())?.connect().await?);
    }
    let (tx, mut rx) = mpsc::unbounded_channel::<(u64, Instant)>();
    for n in 0..watchers {
        let mut client = HanniballServiceClient::new(channels[n % channels.len()].clone());
        let request = WatchGameRequest {
            game_id: id.clone(),
            from_version: None,
            audience: false,
            legal_actions: false,
        };
        let mut stream = client.watch_game(request).await?.into_inner();
        let tx = tx.clone();
        tokio::spawn(async move {
            while let Ok(Some(message)) = stream.message().await {
                let version = match message.update {
                    Some(watch_game_response::Update::Snapshot(game)) => game.version,
                    Some(watch_game_response::Update::Event(event)) => event.version,
                    Some(watch_game_response::Update::Audience(_)) | None => continue,
                };
                if tx.send((version, Instant::now())).is_err() {
                    return;
                }
            }
        });
    }
    drop(tx);
    for _ in 0..watchers {
        rx.recv().await.ok_or("a watcher ended early")?;
    }

    // Latency: one change at a time, waiting until every watcher has it.
    let mut to_first = Vec::new();
    let mut to_all = Vec::new();
    for n in 0..changes {
        let started = Instant::now();
        let version = change(&mut player, &id, &white, n).await?;
        let mut first = None;
        for _ in 0..watchers {
            let (seen, at) = rx.recv().await.ok_or("a watcher ended early")?;
            if seen != version {
                return Err(format!("expected version {version}, a watcher got {seen}").into());
            }
            first.get_or_insert(at);
        }
        to_first.push(first.unwrap_or(started).duration_since(started));
        to_all.push(started.elapsed());
    }
    to_first.sort();
    to_all.sort();

    // Throughput: changes as fast as one player can make them.
    let started = Instant::now();
    let mut last = 0;
    for n in 0..changes {
        last = change(&mut player, &id, &white, n).await?;
    }
    let mut delivered = 0usize;
    let mut finished = 0usize;
    while finished < watchers {
        let (version, _) = rx.recv().await.ok_or("a watcher ended early")?;
        delivered += 1;
        if version == last {
            finished += 1;
        }
    }
    let elapsed = started.elapsed();

    let store = if redis_url.is_some() {
        "redis, 2 replicas"
    } else {
        "memory"
    };
    println!("store: {store}; {watchers} watchers of one game; {changes} changes");
    println!(
        "call start -> first watcher has it:       p50 {:?}, p99 {:?}",
        percentile(&to_first, 0.5),
        percentile(&to_first, 0.99)
    );
    println!(
        "call start -> every watcher has it:      p50 {:?}, p99 {:?}",
        percentile(&to_all, 0.5),
        percentile(&to_all, 0.99)
    );
    println!(
        "back-to-back: {changes} changes in {:.2?}, {delivered} messages delivered ({:.0}/s)",
        elapsed,
        delivered as f64 / elapsed.as_secs_f64()
    );
    Ok(())
}
