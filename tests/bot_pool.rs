//! The computer-opponent pool with real processes: two `hanniball bot --pool` workers on the
//! servers' Redis; a game created with a computer opponent is taken by exactly one of them;
//! that worker is killed with SIGKILL mid-game, and the other takes the game over after the
//! lease and plays it to the end, with no action applied twice. Also: a lone server on the
//! memory store plays the computer opponent by itself.

mod common;

use std::fs::File;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use common::RedisServer;
use common::binary::ServerProcess;
use hanniball::bot::RandomPlayer;
use hanniball::bot::client::{BotOpponent, GameClient};
use hanniball::bot::runner::{self, Connection, SeatSpec};
use tempfile::TempDir;

type Client = hanniball::rpc::client::Client<hanniball::games::hanniball::Hanniball>;

/// A `hanniball bot --pool` process, its log in a file, killed on drop.
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
        let child = Command::new(env!("CARGO_BIN_EXE_hanniball"))
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

    /// Whether this worker logged that it plays `game_id` (`taken_over` as given).
    fn plays(&self, game_id: &str, taken_over: bool) -> bool {
        self.logs().lines().any(|line| {
            line.contains("playing")
                && line.contains(game_id)
                && line.contains(&format!("taken_over={taken_over}"))
        })
    }

    fn kill(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

impl Drop for Worker {
    fn drop(&mut self) {
        self.kill();
    }
}

async fn version(client: &mut Client, game_id: &str) -> u64 {
    GameClient::get_game(client, game_id)
        .await
        .map_or(0, |g| g.version)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_killed_workers_game_is_taken_over_and_finished() {
    let redis = RedisServer::start();
    let url = redis.url();
    let server =
        ServerProcess::start(&[("REDIS_URL", url.as_str()), ("HANNIBALL_BOT_GAMES", "0")]).await;
    let mut workers = [
        Worker::start(&url, &server.endpoint()),
        Worker::start(&url, &server.endpoint()),
    ];
    let mut client: Client = server.game_client().await;
    let bot = BotOpponent {
        seat: 1,
        budget_ms: 20,
        iterations: 40,
    };
    let created = GameClient::new_game(&mut client, None, Some(bot))
        .await
        .unwrap();
    let game_id = created.game_id.clone();
    assert!(created.tokens[1].is_empty());
    // White (this test) plays random steps up to version 120, then resigns.
    let seat = SeatSpec {
        game_id: game_id.clone(),
        token: created.tokens[0].clone(),
        seat: 0,
    };
    let mut conn = Connection::new(vec![server.endpoint()]);
    conn.give_up_after = Some(Duration::from_secs(60));
    let white = tokio::spawn(async move {
        runner::play_until::<Client>(conn, &seat, Box::new(RandomPlayer::new(9)), Some(120)).await
    });
    // Exactly one worker takes the game.
    let deadline = Instant::now() + Duration::from_secs(30);
    let holder = loop {
        let playing: Vec<usize> = (0..2)
            .filter(|&i| workers[i].plays(&game_id, false))
            .collect();
        if let [one] = playing[..] {
            break one;
        }
        assert!(playing.len() < 2, "both workers took the game");
        assert!(
            Instant::now() < deadline,
            "no worker took the game:\n{}\n{}",
            workers[0].logs(),
            workers[1].logs()
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    let other = 1 - holder;
    // Mid-game, the holder dies.
    let deadline = Instant::now() + Duration::from_secs(60);
    while version(&mut client, &game_id).await < 30 {
        assert!(Instant::now() < deadline, "the game does not progress");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    workers[holder].kill();
    let killed_at = version(&mut client, &game_id).await;
    // The other worker takes it over after the lease.
    let deadline = Instant::now() + Duration::from_secs(30);
    while !workers[other].plays(&game_id, true) {
        assert!(
            Instant::now() < deadline,
            "no takeover:\n{}",
            workers[other].logs()
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(
        !workers[other].plays(&game_id, false),
        "the other worker had not taken it before"
    );
    let white = white.await.unwrap().expect("white plays");
    let history = GameClient::history(&mut client, &game_id).await.unwrap();
    if !history.observed.outcome.is_over() {
        GameClient::resign(&mut client, &game_id, &created.tokens[0], "white-resigns")
            .await
            .unwrap();
    }
    let history = GameClient::history(&mut client, &game_id).await.unwrap();
    assert!(history.observed.outcome.is_over());
    let changes = history.observed.version - 1;
    let steps = history.actions.len() as u64;
    // Every change is a step in the history, or the final resignation.
    assert!(
        changes == steps || changes == steps + 1,
        "{changes} changes, {steps} steps"
    );
    assert!(
        steps > killed_at,
        "play went on after the kill ({killed_at} → {steps})"
    );
    assert!(steps > white.actions, "the computer played");
    // The survivor sees the end of the game and removes it from the queue.
    let deadline = Instant::now() + Duration::from_secs(30);
    while !workers[other].logs().contains("game over") {
        assert!(
            Instant::now() < deadline,
            "the survivor did not finish:\n{}",
            workers[other].logs()
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    drop(redis);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_lone_server_on_the_memory_store_plays_the_computer() {
    let server = ServerProcess::start(&[("HANNIBALL_BOT_GAMES", "2")]).await;
    let mut client: Client = server.game_client().await;
    let bot = BotOpponent {
        seat: 0,
        budget_ms: 20,
        iterations: 40,
    };
    let created = GameClient::new_game(&mut client, None, Some(bot))
        .await
        .unwrap();
    assert!(created.tokens[0].is_empty());
    let seat = SeatSpec {
        game_id: created.game_id.clone(),
        token: created.tokens[1].clone(),
        seat: 1,
    };
    let mut conn = Connection::new(vec![server.endpoint()]);
    conn.give_up_after = Some(Duration::from_secs(60));
    let report =
        runner::play_until::<Client>(conn, &seat, Box::new(RandomPlayer::new(3)), Some(40))
            .await
            .expect("black plays");
    let history = GameClient::history(&mut client, &created.game_id)
        .await
        .unwrap();
    assert!(
        history.actions.len() as u64 > report.actions,
        "the computer played White"
    );
}
