//! The bot subcommands of the real binary: `arbiter bot --new` against `arbiter bot
//! --game --token --seat`, and `arbiter match --json`.

use crate::common;

use std::io::{BufRead as _, BufReader};
use std::process::{Command, Stdio};
use std::time::Duration;

use arbiter::bot::client::GameClient;
use common::binary::ServerProcess;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_bot_processes_play_a_game() {
    let server = ServerProcess::start(&[("ARBITER_BOT_GAMES", "0")]).await;
    let addr = format!("127.0.0.1:{}", server.port);
    // The search bot creates the game and plays White with few iterations; the random bot
    // plays Black with the token the first one printed.
    let mut white = Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .args([
            "bot",
            "--new",
            "--seat",
            "white",
            "--iterations",
            "30",
            "--addr",
            &addr,
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("start the white bot");
    let mut lines = BufReader::new(white.stdout.take().expect("stdout")).lines();
    let game_line = lines.next().expect("a line").expect("text");
    let token_line = lines.next().expect("a line").expect("text");
    let game_id = game_line
        .strip_prefix("game ")
        .expect("game <id>")
        .to_owned();
    let token = token_line
        .strip_prefix("black token ")
        .expect("black token <t>")
        .to_owned();
    // A person can take the other seat in the browser instead: the line after the token is
    // that seat's page, the token in the fragment only.
    let page_line = lines.next().expect("a line").expect("text");
    assert_eq!(
        page_line,
        format!(
            "play black in a browser: http://{addr}/play/hanniball/{game_id}#token={}&seat=1",
            token
                .replace('=', "%3D")
                .replace('+', "%2B")
                .replace('/', "%2F")
        )
    );
    let black = Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .args([
            "bot", "--game", &game_id, "--token", &token, "--seat", "black",
        ])
        .args(["--random", "--addr", &addr])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("start the black bot");
    // Let them play a while; the game may well end (the search scores against random play).
    let mut client = server
        .game_client::<arbiter::games::hanniball::Hanniball>()
        .await;
    let mut version = 0;
    for _ in 0..100 {
        tokio::time::sleep(Duration::from_millis(100)).await;
        let seen = GameClient::get_game(&mut client, &game_id).await.unwrap();
        version = seen.version;
        if seen.outcome.is_over() || version > 60 {
            break;
        }
    }
    assert!(version > 10, "the bots played: version {version}");
    let history = GameClient::history(&mut client, &game_id).await.unwrap();
    if !history.observed.outcome.is_over() {
        // End it: the bots stop when the game is over.
        let token = token.clone();
        GameClient::resign(&mut client, &game_id, &token, "cli-test-resign")
            .await
            .unwrap();
    }
    let white = tokio::task::spawn_blocking(move || white.wait_with_output())
        .await
        .unwrap()
        .unwrap();
    let black = tokio::task::spawn_blocking(move || black.wait_with_output())
        .await
        .unwrap()
        .unwrap();
    assert!(white.status.success() && black.status.success());
    let said = String::from_utf8_lossy(&black.stdout);
    assert!(said.contains(&format!("game {game_id} over")), "{said}");
}

#[tokio::test]
async fn match_prints_json() {
    let server = ServerProcess::start(&[("ARBITER_BOT_GAMES", "0")]).await;
    let addr = format!("127.0.0.1:{}", server.port);
    let out = tokio::task::spawn_blocking(move || {
        Command::new(env!("CARGO_BIN_EXE_arbiter"))
            .args([
                "match",
                "--addr",
                &addr,
                "--a",
                "mcts:20it",
                "--b",
                "random",
            ])
            .args([
                "--games",
                "2",
                "--parallel",
                "2",
                "--max-actions",
                "40",
                "--json",
            ])
            .output()
    })
    .await
    .unwrap()
    .expect("run match");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let json: serde_json::Value =
        serde_json::from_slice(&out.stdout).expect("one JSON object on stdout");
    assert_eq!(json["games"], 2);
    let (w, d, l) = (&json["wins"], &json["draws"], &json["losses"]);
    assert_eq!(
        w.as_u64().unwrap() + d.as_u64().unwrap() + l.as_u64().unwrap(),
        2
    );
    assert_eq!(json["a"], "mcts:20it");
    assert!(json["elo_95"].is_array());
}
