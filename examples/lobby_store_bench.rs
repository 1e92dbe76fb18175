//! Figures of the lobby's shared part (see `docs/lobby.md`): one pairing pass over a pool of
//! 1,000 waiting players, and the round trip of one `accept`, on the memory store and on the
//! Redis at the URL given as the first argument (none: memory only). It clears the `{lobby}`
//! keys it uses, so point it at a Redis of its own:
//!
//! ```text
//! redis-server --port 6390 --save '' --appendonly no &
//! cargo run --release --example lobby_store_bench -- redis://127.0.0.1:6390
//! ```

use std::time::Instant;

use arbiter::lobby::{
    Limits, LobbyStore, MemoryLobby, MemoryPool, Pool, RedisLobby, RedisPool, Seek, Side, Widening,
};

fn seek(n: u32) -> Seek {
    Seek {
        id: format!("bench{n}"),
        game: "hnefatafl".to_owned(),
        owner: format!("owner{n}"),
        owner_name: format!("owner {n}"),
        rating: 1500,
        time_control: "5+3".to_owned(),
        rated: false,
        rated_takebacks: false,
        side: Side::Random,
        min_rating: 0,
        max_rating: 0,
        address: format!("addr{n}"),
        created_ms: 0,
        expires_ms: u64::MAX / 2,
        seat_hash: String::new(),
        seat: 0,
        provisional: false,
        rematch_of: String::new(),
        target: String::new(),
        target_name: String::new(),
        rules: Vec::new(),
        move_limit: 0,
    }
}

async fn pool_pass<P: Pool>(name: &str, pool: &P) -> Result<(), Box<dyn std::error::Error>> {
    let mut times = Vec::new();
    for round in 0..20 {
        let key = format!("bench{round}");
        for n in 0..1000u32 {
            pool.join(&key, &format!("p{n}"), 1000 + (n * 7919 % 1000), 0)
                .await?;
        }
        let start = Instant::now();
        let pairs = pool.pair(&key, Widening::default(), 0).await?;
        times.push(start.elapsed());
        assert!(!pairs.is_empty());
        for n in 0..1000u32 {
            pool.leave(&key, &format!("p{n}")).await?;
        }
    }
    times.sort();
    println!(
        "{name}: one pairing pass over 1,000 waiting: median {:?}, max {:?}",
        times[times.len() / 2],
        times[times.len() - 1]
    );
    Ok(())
}

async fn accepts<L: LobbyStore>(name: &str, lobby: &L) -> Result<(), Box<dyn std::error::Error>> {
    let limits = Limits::default();
    let mut times = Vec::new();
    for n in 0..2000u32 {
        lobby.create(&seek(n), limits, 0).await?.ok();
        let start = Instant::now();
        lobby
            .accept(&format!("bench{n}"), "acceptor", 1500, "")
            .await?
            .ok();
        times.push(start.elapsed());
    }
    times.sort();
    println!(
        "{name}: accept round trip over 2,000 seeks: median {:?}, p99 {:?}",
        times[times.len() / 2],
        times[times.len() * 99 / 100]
    );
    Ok(())
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    pool_pass("memory", &MemoryPool::default()).await?;
    accepts("memory", &MemoryLobby::new()).await?;
    if let Some(url) = std::env::args().nth(1) {
        pool_pass("redis", &RedisPool::connect(&url).await?).await?;
        accepts("redis", &RedisLobby::connect(&url).await?).await?;
    }
    Ok(())
}
