//! `arbiter bot --engine`: an external engine program plays a seat through the adapter.
//! The minimal Python engine of `examples/engine/` plays Hanniball, Copenhagen Hnefatafl and
//! Chess Football against this test's random human, through the real binary; its transcript
//! shows the protocol; an engine that plays an illegal action stops the adapter with an error
//! saying so. Needs python3 (the test fails saying so when it is missing).

use crate::common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::Duration;

use arbiter::bot::client::GameClient;
use common::binary::ServerProcess;
use common::computer::Human;

const LIMIT: Duration = Duration::from_secs(120);

fn python() -> &'static str {
    let ok = Command::new("python3")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    assert!(
        ok,
        "python3 is needed to run the example engine: install it (Debian: apt-get install python3)"
    );
    "python3"
}

fn example_engine() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/engine/random_engine.py")
}

/// Runs `arbiter bot --engine ENGINE` for seat 1 of `game_id` to its end, in the background.
fn adapter(
    server: &ServerProcess,
    kind: &str,
    game_id: &str,
    token: &str,
    engine: &str,
) -> tokio::task::JoinHandle<Output> {
    let mut command = Command::new(env!("CARGO_BIN_EXE_arbiter"));
    command
        .args([
            "bot",
            "--game-kind",
            kind,
            "--game",
            game_id,
            "--token",
            token,
        ])
        .args([
            "--seat",
            "1",
            "--budget-ms",
            "50",
            "--addr",
            &server.endpoint(),
        ])
        .args(["--engine", engine])
        .env("RUST_LOG", "info")
        .stdin(Stdio::null());
    tokio::task::spawn_blocking(move || command.output().expect("run arbiter bot --engine"))
}

async fn finished(adapter: tokio::task::JoinHandle<Output>) -> Output {
    tokio::time::timeout(LIMIT, adapter)
        .await
        .expect("the adapter ends with the game")
        .expect("the adapter's task")
}

async fn engine_plays<C: GameClient>(kind: &str, newgame: &str) {
    let python = python();
    let server = ServerProcess::start(&[("ARBITER_BOT_GAMES", "0")]).await;
    let mut client = C::connect(server.channel().await);
    let created = GameClient::new_game(&mut client, None, None)
        .await
        .expect("NewGame");
    let dir = tempfile::tempdir().expect("temporary directory");
    let transcript = dir.path().join("engine.log");
    let engine = format!(
        "{python} '{}' --seed 5 --log '{}'",
        example_engine().display(),
        transcript.display()
    );
    let mut run = adapter(&server, kind, &created.game_id, &created.tokens[1], &engine);
    let mut human: Human<C> = Human::new(client, &created.game_id, &created.tokens[0], 0, 21);
    let mut turns = 0;
    for _ in 0..4 {
        let after = human.play_turn().await;
        if after.outcome.is_over() {
            break;
        }
        // An adapter that stops before the game is over fails the test with its output
        // (rather than the wait for a reply running out).
        let (now, _) = tokio::select! {
            reply = human.await_reply(after.version, LIMIT) => reply,
            ended = &mut run => {
                let output = ended.expect("the adapter's task");
                panic!(
                    "the adapter stopped while the game went on ({}):\n{}\n{}",
                    output.status,
                    String::from_utf8_lossy(&output.stdout),
                    String::from_utf8_lossy(&output.stderr)
                );
            }
        };
        turns += 1;
        if now.outcome.is_over() {
            break;
        }
    }
    let history = human
        .client
        .history(&created.game_id)
        .await
        .expect("history");
    let over = history.observed.outcome.is_over();
    if !over {
        human
            .client
            .resign(&created.game_id, &created.tokens[0], "human-resigns")
            .await
            .expect("Resign");
    }
    let output = finished(run).await;
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        output.status.success(),
        "the adapter failed:\n{stdout}\n{stderr}"
    );
    assert!(stdout.contains("over"), "{stdout}");
    assert!(
        stderr.contains("random-python"),
        "the engine's name is logged:\n{stderr}"
    );
    // Every action once: one version per action (and the resignation).
    let after = human
        .client
        .history(&created.game_id)
        .await
        .expect("history");
    let changes = after.observed.version - 1;
    let actions = after.actions.len() as u64;
    assert!(
        changes == actions || changes == actions + 1,
        "{changes} vs {actions}"
    );
    assert!(turns >= 1 || over);
    // The engine heard the protocol.
    let heard = std::fs::read_to_string(&transcript).expect("the engine's transcript");
    let lines: Vec<&str> = heard.lines().collect();
    assert_eq!(lines.first(), Some(&"protocol 1"), "{heard}");
    assert!(lines.contains(&newgame), "{heard}");
    assert!(lines.iter().any(|l| l.starts_with("position ")), "{heard}");
    assert!(lines.iter().any(|l| l.starts_with("move ")), "{heard}");
    assert!(lines.iter().any(|l| l.starts_with("legal ")), "{heard}");
    assert!(lines.contains(&"go 50"), "{heard}");
    if !over {
        assert!(
            lines.contains(&"result won 1"),
            "the human resigned:\n{heard}"
        );
    }
    assert_eq!(lines.last(), Some(&"quit"), "{heard}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_python_engine_plays_hanniball() {
    engine_plays::<arbiter::rpc::client::Client<arbiter::games::hanniball::Hanniball>>(
        "hanniball",
        "newgame hanniball 1 black",
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_python_engine_plays_hnefatafl() {
    engine_plays::<arbiter::rpc::client::Client<arbiter::games::hnefatafl::Hnefatafl>>(
        "hnefatafl",
        "newgame hnefatafl 1 defenders",
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_python_engine_plays_chess_football() {
    engine_plays::<arbiter::rpc::client::Client<arbiter::games::chess_football::ChessFootball>>(
        "chess-football",
        "newgame chess_football 1 black",
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_engine_playing_an_illegal_action_stops_the_adapter_with_a_clear_error() {
    let server = ServerProcess::start(&[("ARBITER_BOT_GAMES", "0")]).await;
    let mut client = server
        .game_client::<arbiter::games::hanniball::Hanniball>()
        .await;
    let created = GameClient::new_game(&mut client, None, None)
        .await
        .expect("NewGame");
    let engine = r#"sh -c 'while read -r line; do case "$line" in protocol*) echo "id name liar"; echo ready;; go*) echo "bestmove zz99";; quit) exit 0;; esac; done'"#;
    let run = adapter(
        &server,
        "hanniball",
        &created.game_id,
        &created.tokens[1],
        engine,
    );
    let mut human = Human::new(client, &created.game_id, &created.tokens[0], 0, 4);
    human.play_turn().await;
    let output = finished(run).await;
    let all = format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(!output.status.success(), "{all}");
    assert!(
        all.contains("zz99") && all.contains("not a legal action"),
        "{all}"
    );
    // Nothing was applied for the engine's seat.
    let history = human
        .client
        .history(&created.game_id)
        .await
        .expect("history");
    assert_eq!(history.observed.to_move, 1);
}
