//! A client in another language: the Python bot (examples/python, on the Python client
//! package clients/python) plays the first seat against the Rust search bot through the
//! server, to the end of the game (or 400 actions), in each game; every action is applied
//! exactly once.

use crate::common;

use std::process::{Command, Stdio};
use std::time::Duration;

use arbiter::bot::client::GameClient;
use arbiter::bot::runner::{self, Connection, SeatSpec};
use arbiter::bot::{BotSpec, Budget};
use arbiter::store::MemoryStore;
use common::TestServer;

/// Panics with what to install when python3 or its gRPC packages are missing.
fn require_python() {
    let probe = Command::new("python3")
        .args(["-c", "import grpc, google.rpc.error_details_pb2"])
        .output();
    match probe {
        Err(e) => {
            panic!("python3 is needed for this test and was not found ({e}): install python3")
        }
        Ok(out) if !out.status.success() => panic!(
            "python3 lacks grpcio/googleapis-common-protos: pip install -r examples/python/requirements.txt\n{}",
            String::from_utf8_lossy(&out.stderr)
        ),
        Ok(_) => {}
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_python_bot_plays_hanniball_against_the_rust_bot() {
    python_against_rust::<arbiter::rpc::client::Client<arbiter::games::hanniball::Hanniball>>(
        "hanniball",
        "white",
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_python_bot_plays_hnefatafl_against_the_rust_bot() {
    python_against_rust::<arbiter::rpc::client::Client<arbiter::games::hnefatafl::Hnefatafl>>(
        "hnefatafl",
        "attackers",
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_python_bot_plays_chess_football_against_the_rust_bot() {
    python_against_rust::<
        arbiter::rpc::client::Client<arbiter::games::chess_football::ChessFootball>,
    >("chess-football", "white")
    .await;
}

/// The Python bot plays `seat` (the first) of a new game of `kind`, the Rust bot the other.
async fn python_against_rust<C: GameClient>(kind: &str, seat: &str) {
    require_python();
    let server = TestServer::start(MemoryStore::default()).await;
    let mut client = C::connect(server.channel().await);
    let created = GameClient::new_game(&mut client, None, None).await.unwrap();
    let game_id = created.game_id.clone();
    let stop_at = 401;
    let mut python = Command::new("python3")
        .arg(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/examples/python/bot.py"
        ))
        .args(["--addr", &server.addr.to_string(), "--game-kind", kind])
        // `--name=value`: ids and tokens are URL-safe base64 and may start with `-`, which
        // argparse would take for an option.
        .arg(format!("--game={game_id}"))
        .arg(format!("--token={}", created.tokens[0]))
        .args(["--seat", seat])
        .args(["--stop-at", &stop_at.to_string()])
        .env("PYTHONDONTWRITEBYTECODE", "1")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start the python bot");
    let mut conn = Connection::new(vec![server.endpoint()]);
    conn.give_up_after = Some(Duration::from_secs(60));
    let seat = SeatSpec {
        game_id: game_id.clone(),
        token: created.tokens[1].clone(),
        seat: 1,
    };
    let player = BotSpec::Mcts(Budget::iterations(40)).player::<C::Rules>(3);
    // The game cannot go on without the Python side: if it stops early, fail with what it said
    // instead of waiting for its steps forever.
    let playing = runner::play_until::<C>(conn, &seat, player, Some(stop_at));
    let rust = match tokio::time::timeout(Duration::from_secs(300), playing).await {
        Ok(played) => played.expect("the Rust bot plays"),
        Err(_) => {
            let _ = python.kill();
            let output = python.wait_with_output().expect("the python bot's output");
            panic!(
                "the game did not end within 300 s; the python bot ({}) said:\n{}\n{}",
                output.status,
                String::from_utf8_lossy(&output.stdout),
                String::from_utf8_lossy(&output.stderr)
            );
        }
    };
    let output = tokio::task::spawn_blocking(move || python.wait_with_output())
        .await
        .unwrap()
        .expect("the python bot ends");
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "the python bot failed: {}\n{stdout}\n{}",
        output.status,
        String::from_utf8_lossy(&output.stderr)
    );
    let last = stdout.lines().last().unwrap_or_default();
    let report: serde_json::Value = serde_json::from_str(last).expect("the python bot's JSON line");
    let python_steps = report["steps"].as_u64().expect("steps");
    let history = GameClient::history(&mut client, &game_id).await.unwrap();
    assert!(
        python_steps > 0 && rust.actions > 0,
        "both played: {report}"
    );
    assert_eq!(
        history.actions.len() as u64,
        python_steps + rust.actions,
        "every step in the history once: {report}"
    );
    assert_eq!(history.observed.version, 1 + python_steps + rust.actions);
    assert!(history.observed.outcome.is_over() || history.observed.version >= stop_at);
    assert_eq!(report["game_kind"], kind, "{report}");
}
