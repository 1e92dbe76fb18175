//! The computer opponent with real processes on one Redis: a replica is SIGKILLed while it
//! thinks the computer's move, and a `arbiter bot --pool` worker takes the move over after
//! the lease and makes it, exactly once. Also: a lone server on the memory store plays the
//! computer by itself.

use crate::common;

use std::fs::File;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use arbiter::bot::client::{BotOpponent, GameClient};
use arbiter::store::{BotQueue, DEFAULT_GAME_TTL, RedisStore};
use common::RedisServer;
use common::binary::ServerProcess;
use common::computer::Human;
use tempfile::TempDir;

type Client = arbiter::rpc::client::Client<arbiter::games::hanniball::Hanniball>;
type HnefataflClient = arbiter::rpc::client::Client<arbiter::games::hnefatafl::Hnefatafl>;

const LIMIT: Duration = Duration::from_secs(120);

/// A `arbiter bot --pool` process, its log in a file, killed on drop.
struct Worker {
    child: Option<Child>,
    log: PathBuf,
    _dir: TempDir,
}

impl Worker {
    fn start(redis_url: &str, addr: &str) -> Worker {
        let dir = tempfile::tempdir().expect("temporary directory");
        let log = dir.path().join("worker.log");
        let file = File::create(&log).expect("log file");
        let child = Command::new(env!("CARGO_BIN_EXE_arbiter"))
            .args([
                "bot",
                "--pool",
                "--lease-ms",
                "1000",
                "--redis-url",
                redis_url,
            ])
            .args(["--addr", addr])
            .env("RUST_LOG", "info")
            .stdout(Stdio::from(file.try_clone().expect("log file handle")))
            .stderr(Stdio::from(file))
            .spawn()
            .expect("start a pool worker");
        Worker {
            child: Some(child),
            log,
            _dir: dir,
        }
    }

    fn logs(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }
}

impl Drop for Worker {
    fn drop(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

/// Whether `logs` show a thinker taking the move of `game_id` (`taken_over` as given).
fn thinks(logs: &str, game_id: &str, taken_over: bool) -> bool {
    logs.lines().any(|line| {
        line.contains("thinking")
            && line.contains(game_id)
            && line.contains(&format!("taken_over={taken_over}"))
    })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_killed_replicas_pending_move_is_made_by_another_exactly_once() {
    let redis = RedisServer::start();
    let url = redis.url();
    // B serves the players and thinks nothing; A thinks one move at a time.
    let b = ServerProcess::start(&[("REDIS_URL", url.as_str()), ("ARBITER_BOT_GAMES", "0")]).await;
    let mut a = ServerProcess::start(&[
        ("REDIS_URL", url.as_str()),
        ("ARBITER_BOT_GAMES", "1"),
        ("ARBITER_BOT_LEASE_MS", "1000"),
        ("RUST_LOG", "info"),
    ])
    .await;
    let mut client = HnefataflClient::new(b.channel().await);
    // The computer thinks 5 s a move: long enough to be killed in the middle.
    let bot = BotOpponent {
        seat: 1,
        budget_ms: 5000,
        iterations: 0,
    };
    let created = GameClient::new_game(&mut client, None, Some(bot))
        .await
        .expect("NewGame");
    let game_id = created.game_id.clone();
    let mut human = Human::new(client, &game_id, &created.tokens[0], 0, 11);
    let after = human.play_turn().await;
    assert_eq!(after.version, 2, "the attackers moved once");
    // A takes the move and thinks; it dies in the middle.
    let deadline = Instant::now() + LIMIT;
    while !thinks(&a.logs(), &game_id, false) {
        assert!(
            Instant::now() < deadline,
            "A never took the move:\n{}",
            a.logs()
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    a.kill();
    let killed_at = human.observe().await.version;
    // A pool worker started now takes the move over after A's lease and makes it.
    let worker = Worker::start(&url, &b.endpoint());
    let (now, _) = human.await_reply(after.version, LIMIT).await;
    assert_eq!(now.version, 3, "one move of the computer");
    assert_eq!(now.to_move, 0);
    // (Unless A made the move just before it died: then there is nothing to take over.)
    let deadline = Instant::now() + LIMIT;
    while killed_at == 2 && !thinks(&worker.logs(), &game_id, true) {
        assert!(Instant::now() < deadline, "no takeover:\n{}", worker.logs());
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    // Exactly once: well past another lease, the game is still at the human's turn, with
    // two actions, and nothing is queued.
    tokio::time::sleep(Duration::from_secs(3)).await;
    let history = human.client.history(&game_id).await.expect("GetHistory");
    assert_eq!(history.observed.version, 3);
    assert_eq!(history.actions.len(), 2, "{:?}", history.actions);
    let store = RedisStore::open(&url, DEFAULT_GAME_TTL).expect("redis url");
    let deadline = Instant::now() + LIMIT;
    while store.queued().await.expect("queue length") != 0 {
        assert!(Instant::now() < deadline, "the move is still queued");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    // And the game goes on with the worker.
    let after = human.play_turn().await;
    let (now, _) = human.await_reply(after.version, LIMIT).await;
    assert!(now.outcome.is_over() || now.version == 5, "{now:?}");
    drop(worker);
    drop(redis);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_lone_server_on_the_memory_store_plays_the_computer() {
    let server = ServerProcess::start(&[("ARBITER_BOT_GAMES", "2")]).await;
    let mut client: Client = server.game_client().await;
    let bot = BotOpponent {
        seat: 1,
        budget_ms: 20,
        iterations: 40,
    };
    let created = GameClient::new_game(&mut client, None, Some(bot))
        .await
        .unwrap();
    assert!(created.tokens[1].is_empty());
    let mut human = Human::new(client, &created.game_id, &created.tokens[0], 0, 3);
    for _ in 0..3 {
        let after = human.play_turn().await;
        if after.outcome.is_over() {
            break;
        }
        let (now, _) = human.await_reply(after.version, LIMIT).await;
        assert!(now.outcome.is_over() || now.to_move == 0);
    }
    let history = human.client.history(&created.game_id).await.unwrap();
    assert!(
        history.actions.len() > 4,
        "both sides played: {}",
        history.actions.len()
    );
}
