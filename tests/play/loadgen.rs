//! Smoke tests of the `loadgen` binary against a server in this process: it plays whole games
//! with zero errors. (Its figures are not checked: performance is measured by bench/run.sh.)

use crate::common;

use std::process::Command;

use arbiter::store::{DEFAULT_GAME_TTL, MemoryStore, RedisStore};
use common::{RedisServer, TestServer};
use serde_json::Value;

/// Runs the load generator against `target` and returns its JSON report, asserting success.
async fn loadgen(target: String, args: &[&str]) -> Value {
    let mut command = Command::new(env!("CARGO_BIN_EXE_loadgen"));
    command.arg("--target").arg(target).arg("--json").args(args);
    let output = tokio::task::spawn_blocking(move || command.output())
        .await
        .expect("join")
        .expect("run loadgen");
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "loadgen failed ({}): {stdout}\n{}",
        output.status,
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_str(&stdout).unwrap_or_else(|e| panic!("not JSON ({e}): {stdout}"))
}

fn count(report: &Value, rpc: &str) -> u64 {
    report["rpcs"][rpc]["count"].as_u64().unwrap_or(0)
}

fn assert_played_games(report: &Value) {
    assert_eq!(report["error_total"], 0, "{report}");
    assert!(report["errors"].as_object().unwrap().is_empty(), "{report}");
    assert!(
        report["games_finished"].as_u64().unwrap() >= 1,
        "no game finished: {report}"
    );
    assert!(count(report, "ApplyAction") > 0, "{report}");
}

const SHORT_GAMES: &[&str] = &[
    "--duration",
    "3",
    "--warmup",
    "0",
    "--concurrency",
    "4",
    "--max-turns",
    "3",
];

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn plays_games_on_the_memory_store() {
    let server = TestServer::start(MemoryStore::default()).await;
    let mut args = SHORT_GAMES.to_vec();
    args.push("--request-ids");
    let report = loadgen(server.endpoint(), &args).await;
    assert_played_games(&report);
    assert!(count(&report, "LegalActions") > 0, "{report}");
    assert!(count(&report, "NewGame") > 0, "{report}");

    let mut args = SHORT_GAMES.to_vec();
    args.extend(["--pick", "local"]);
    let report = loadgen(server.endpoint(), &args).await;
    assert_played_games(&report);
    assert_eq!(count(&report, "LegalActions"), 0, "{report}");

    let report = loadgen(
        server.endpoint(),
        &["--mix", "ping", "--duration", "0.5", "--warmup", "0"],
    )
    .await;
    assert_eq!(report["error_total"], 0, "{report}");
    assert!(count(&report, "Ping") > 0, "{report}");
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn plays_games_on_redis() {
    let redis = RedisServer::start();
    let store = RedisStore::open(&redis.url(), DEFAULT_GAME_TTL).expect("redis url");
    let server = TestServer::start(store).await;
    let mut args = SHORT_GAMES.to_vec();
    args.extend(["--mix", "read"]);
    let report = loadgen(server.endpoint(), &args).await;
    assert_played_games(&report);
    assert!(count(&report, "GetGame") > 0, "{report}");

    // The fill mix plays games to the turn cap and names them.
    let report = loadgen(
        server.endpoint(),
        &["--mix", "fill", "--games", "2", "--max-turns", "3"],
    )
    .await;
    assert_eq!(report["error_total"], 0, "{report}");
    let ids = report["filled_game_ids"].as_array().unwrap();
    assert_eq!(ids.len(), 2, "{report}");
    let mut client = server.client().await;
    for id in ids {
        let game = client
            .get_game(arbiter::games::hanniball::pb::GetGameRequest {
                game_id: id.as_str().unwrap().to_owned(),
            })
            .await
            .expect("the filled game exists")
            .into_inner()
            .game
            .unwrap();
        assert_eq!(game.turn, 4, "played to 3 completed turns");
    }
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn players_mix_measures_the_opponents_event() {
    let server = TestServer::start(MemoryStore::default()).await;
    let report = loadgen(
        server.endpoint(),
        &[
            "--mix",
            "players",
            "--duration",
            "3",
            "--warmup",
            "0",
            "--concurrency",
            "4",
            "--connections",
            "3",
            "--spectators",
            "2",
            "--think-min",
            "0.01",
            "--think-max",
            "0.05",
            "--max-turns",
            "3",
            "--clock-every",
            "2",
            "--rest",
            "0.05",
        ],
    )
    .await;
    assert_played_games(&report);
    // Every opponent saw moves through its stream; four watchers per game were open at once.
    assert!(count(&report, "MoveToOpponent") > 0, "{report}");
    assert!(count(&report, "WatchGame") >= 8, "{report}");
    assert!(
        report["peak_watch_streams"].as_u64().unwrap() >= 4,
        "{report}"
    );
    server.stop().await;
}

/// Two replicas over one Redis, the load generator spread over both: every move of the white
/// player is sent to one replica and reaches the black player's stream on the other, through
/// the store's change notifications.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn players_mix_spreads_over_replicas() {
    let redis = RedisServer::start();
    let mut servers = Vec::new();
    for _ in 0..2 {
        let store = RedisStore::open(&redis.url(), DEFAULT_GAME_TTL).expect("redis url");
        servers.push(TestServer::start(store).await);
    }
    let (first, second) = (servers[0].endpoint(), servers[1].endpoint());
    let report = loadgen(
        first.clone(),
        &[
            "--target",
            &second,
            "--mix",
            "players",
            "--duration",
            "4",
            "--warmup",
            "0",
            "--concurrency",
            "4",
            "--connections",
            "4",
            "--spectators",
            "1",
            "--think-min",
            "0.01",
            "--think-max",
            "0.05",
            "--max-turns",
            "3",
            "--rest",
            "0.05",
        ],
    )
    .await;
    assert_played_games(&report);
    assert_eq!(
        report["targets"],
        serde_json::json!([first, second]),
        "{report}"
    );
    // Half the moves are seen by an opponent on the other replica: were they lost, the
    // opponents would see about half as many moves as were sent.
    let (moves, seen) = (
        count(&report, "ApplyAction"),
        count(&report, "MoveToOpponent"),
    );
    assert!(
        seen * 4 >= moves * 3,
        "{moves} moves, {seen} seen: {report}"
    );
    for server in servers {
        server.stop().await;
    }
}

#[test]
fn reports_an_unreachable_server() {
    let output = Command::new(env!("CARGO_BIN_EXE_loadgen"))
        .args(["--target", "http://127.0.0.1:1", "--duration", "0.1"])
        .output()
        .expect("run loadgen");
    assert_eq!(output.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&output.stderr).contains("cannot connect"),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
}
