//! A bot game survives a real network on Redis: replicas (the real binary) killed with
//! SIGKILL and started again, and Redis itself restarted, while two bots play through them
//! with failover; every action is applied exactly once.

use crate::common;

use std::time::{Duration, Instant};

use arbiter::bot::client::GameClient;
use arbiter::bot::runner::{self, Connection, SeatSpec};
use arbiter::bot::{BotSpec, Budget};
use common::RedisServer;
use common::binary::ServerProcess;

type Client = arbiter::rpc::client::Client<arbiter::games::hanniball::Hanniball>;

/// The game's version, asked of any replica that answers.
async fn version(addrs: &[String], game_id: &str) -> Option<u64> {
    for addr in addrs {
        if let Ok(mut client) = Client::connect(addr.clone()).await
            && let Ok(seen) = GameClient::get_game(&mut client, game_id).await
        {
            return Some(seen.version);
        }
    }
    None
}

async fn wait_for_version(addrs: &[String], game_id: &str, at_least: u64) {
    let deadline = Instant::now() + Duration::from_secs(120);
    while Instant::now() < deadline {
        if version(addrs, game_id).await.is_some_and(|v| v >= at_least) {
            return;
        }
        tokio::time::sleep(Duration::from_millis(30)).await;
    }
    panic!("the game did not reach version {at_least}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bots_survive_killed_replicas_and_a_redis_restart() {
    let mut redis = RedisServer::start_persistent();
    let url = redis.url();
    let envs = [("REDIS_URL", url.as_str()), ("ARBITER_BOT_GAMES", "0")];
    let mut a = ServerProcess::start(&envs).await;
    let b = ServerProcess::start(&envs).await;
    let addrs = vec![a.endpoint(), b.endpoint()];
    let mut client: Client = a.game_client().await;
    let created = GameClient::new_game(&mut client, None, None).await.unwrap();
    let game_id = created.game_id.clone();
    let mut conn = Connection::new(addrs.clone());
    conn.give_up_after = Some(Duration::from_secs(60));
    conn.call_timeout = Duration::from_secs(2);
    // Stop at version 201: 200 actions unless the game ends first.
    let stop_at = Some(201);
    let seat = |n: usize| SeatSpec {
        game_id: game_id.clone(),
        token: created.tokens[n].clone(),
        seat: n,
    };
    let spawn = |n: usize, spec: BotSpec, seed: u64| {
        let (seat, conn) = (seat(n), conn.clone());
        tokio::spawn(async move {
            let player = spec.player::<arbiter::games::hanniball::Hanniball>(seed);
            runner::play_until::<Client>(conn, &seat, player, stop_at).await
        })
    };
    let white = spawn(0, BotSpec::Mcts(Budget::iterations(30)), 1);
    let black = spawn(1, BotSpec::Random, 2);
    // Kill replica A; start it again on its port; kill replica B; restart Redis.
    wait_for_version(&addrs, &game_id, 30).await;
    a.kill();
    wait_for_version(&addrs, &game_id, 60).await;
    let a = ServerProcess::start_on(a.port, &envs).await;
    wait_for_version(&addrs, &game_id, 80).await;
    drop(b);
    wait_for_version(&addrs, &game_id, 110).await;
    redis.restart();
    let white = white.await.unwrap().expect("white plays to the end");
    let black = black.await.unwrap().expect("black plays to the end");
    let mut client: Client = a.game_client().await;
    let history = GameClient::history(&mut client, &game_id).await.unwrap();
    let applied = white.actions + black.actions;
    assert_eq!(
        history.actions.len() as u64,
        applied,
        "every action the bots applied is in the history exactly once"
    );
    assert_eq!(
        history.observed.version,
        1 + applied,
        "one version per action"
    );
    assert!(
        history.observed.outcome.is_over() || history.observed.version >= 201,
        "the game went on to its end or the limit: {:?}",
        history.observed
    );
    assert!(
        white.reconnects + black.reconnects > 0,
        "the bots reconnected after the kills"
    );
    eprintln!(
        "white: {} actions, {} reconnects, {} retries; black: {} actions, {} reconnects, {} retries",
        white.actions,
        white.reconnects,
        white.retries,
        black.actions,
        black.reconnects,
        black.retries
    );
}
