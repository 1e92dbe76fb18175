//! The TypeScript client package (`clients/typescript/`) end to end, against the real
//! `arbiter` binary: `clients/typescript/e2e/play.mjs`, run by Node.js, imports the built
//! package by its name and plays a short complete game of each of the three games over
//! gRPC-Web, through a proxy that drops every game's watch stream once (the package's follower
//! resumes from the last version) and loses the answer of one acting call per game (the
//! package retries it with the same request id), with the per-seat rate limit at 1 call a
//! second (the package waits as the RetryInfo says). The outcomes are checked here against the
//! server over native gRPC. A second script runs the README's quick start (a whole random game
//! of Chess Football) against a second server without the low limit.
//!
//! Needs `node` (18 or newer) and `npm`; `npm ci` runs in `clients/typescript` when its
//! `node_modules` is missing or older than its `package-lock.json` (it needs the npm
//! registry), then `npm run build` compiles the package into `clients/typescript/dist/`.

use crate::common;

use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::time::Duration;

use arbiter::games::chess_football::pb::chess_football_service_client::ChessFootballServiceClient;
use arbiter::games::hanniball::pb::hanniball_service_client::HanniballServiceClient;
use arbiter::games::hnefatafl::pb::hnefatafl_service_client::HnefataflServiceClient;
use arbiter::games::{chess_football, hanniball as hb, hnefatafl};
use common::binary::ServerProcess;
use serde_json::Value;

fn package_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("clients/typescript")
}

/// Panics with an install hint unless Node.js 18+ and npm are available.
fn require_node() {
    let hint = "the TypeScript client test runs Node.js: install Node.js 18 or newer and npm \
                (Debian/Ubuntu: apt-get install -y nodejs npm)";
    let version = match std::process::Command::new("node").arg("--version").output() {
        Ok(out) if out.status.success() => String::from_utf8_lossy(&out.stdout).trim().to_owned(),
        _ => panic!("node not found: {hint}"),
    };
    let major: u32 = version
        .trim_start_matches('v')
        .split('.')
        .next()
        .and_then(|m| m.parse().ok())
        .unwrap_or(0);
    assert!(major >= 18, "node {version} is too old: {hint}");
    match std::process::Command::new("npm").arg("--version").output() {
        Ok(out) if out.status.success() => {}
        _ => panic!("npm not found: {hint}"),
    }
}

fn npm(args: &[&str]) {
    let dir = package_dir();
    let out = std::process::Command::new("npm")
        .args(args)
        .current_dir(&dir)
        .output()
        .expect("run npm");
    assert!(
        out.status.success(),
        "npm {} in {} failed:\n{}{}",
        args.join(" "),
        dir.display(),
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Installs the package's dependencies (unless current) and builds it.
fn build_package() {
    require_node();
    let dir = package_dir();
    let modified = |p: PathBuf| std::fs::metadata(p).and_then(|m| m.modified()).ok();
    let lock =
        modified(dir.join("package-lock.json")).expect("clients/typescript/package-lock.json");
    let installed = modified(dir.join("node_modules/.package-lock.json"));
    if installed.is_none_or(|installed| installed < lock) {
        npm(&["ci", "--no-audit", "--no-fund", "--loglevel=error"]);
    }
    npm(&["run", "--silent", "build"]);
}

/// Runs a script of `clients/typescript/e2e/` with the server's URL; returns its stdout.
async fn run_script(script: &str, server: &ServerProcess) -> String {
    let child = tokio::process::Command::new("node")
        .arg(package_dir().join("e2e").join(script))
        .arg(server.endpoint())
        .current_dir(package_dir())
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .expect("start node");
    let out = tokio::time::timeout(Duration::from_secs(300), child.wait_with_output())
        .await
        .unwrap_or_else(|_| panic!("{script} finishes within 300 s"))
        .expect("wait for node");
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "{script} failed ({}):\n{}\n{stdout}\nserver log:\n{}",
        out.status,
        String::from_utf8_lossy(&out.stderr),
        server.logs()
    );
    stdout
}

fn as_u64(v: &Value) -> u64 {
    v.as_u64().unwrap_or_else(|| panic!("a number: {v}"))
}

/// The follower saw one snapshot (version 1), then every version up to `last` once, in order;
/// it reconnected after the drop with `from_version` = the version it had then.
fn check_watch(game: &Value, last: u64, dropped_at: u64) {
    let seen = game["watch"].as_array().expect("watch");
    let kinds: Vec<&str> = seen
        .iter()
        .map(|s| s["kind"].as_str().unwrap_or(""))
        .collect();
    let versions: Vec<u64> = seen.iter().map(|s| as_u64(&s["version"])).collect();
    assert_eq!(kinds[0], "snapshot", "{game:#}");
    assert!(kinds[1..].iter().all(|k| *k == "event"), "{game:#}");
    assert_eq!(versions, (1..=last).collect::<Vec<_>>(), "{game:#}");
    let reconnects = game["reconnects"].as_array().expect("reconnects");
    assert!(!reconnects.is_empty(), "the watch was dropped: {game:#}");
    assert_eq!(reconnects[0]["fromVersion"], dropped_at, "{game:#}");
}

/// The action `label` lost its answer and was retried (outcome unknown), once or more.
fn check_retried(game: &Value, label: &str) {
    let retries = game["retries"].as_array().expect("retries");
    assert!(
        retries
            .iter()
            .any(|r| r["label"] == label && r["outcomeUnknown"] == true),
        "{label} was retried after its answer was lost: {game:#}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_typescript_package_plays_every_game_with_resume_and_retries() {
    tokio::task::spawn_blocking(build_package)
        .await
        .expect("build the package");
    let server = ServerProcess::start(&[
        ("ARBITER_RATE_LIMIT_SEAT_CALLS_PER_SEC", "1"),
        ("ARBITER_RATE_LIMIT_SEAT_BURST", "1"),
    ])
    .await;
    let stdout = run_script("play.mjs", &server).await;
    let report: Value =
        serde_json::from_str(stdout.trim()).unwrap_or_else(|e| panic!("report {stdout:?}: {e}"));
    assert_eq!(report["cuts"], 3, "one lost answer per game: {report:#}");
    assert!(as_u64(&report["drops"]) >= 3, "{report:#}");

    // Rate-limited calls were retried after the server's RetryInfo delay (at most a second).
    let limited: Vec<&Value> = ["hanniball", "hnefatafl", "chessfootball"]
        .iter()
        .flat_map(|g| report["games"][g]["retries"].as_array().expect("retries"))
        .filter(|r| r["reason"] == "RATE_LIMITED")
        .collect();
    assert!(!limited.is_empty(), "{report:#}");
    assert!(
        limited
            .iter()
            .all(|r| (1..=1000).contains(&as_u64(&r["delayMs"]))),
        "{limited:#?}"
    );

    // Hanniball: join, e1-e2 (answer lost), undo, e1-e2, xd8, end, a8-a7, end, the goal.
    let g = &report["games"]["hanniball"];
    check_watch(g, 10, 8);
    check_retried(g, "e1-e2");
    assert_eq!(g["afterEnd"], "GAME_OVER");
    assert_eq!(g["resumedAfterEnd"], 0, "{g:#}");
    let mut client = HanniballServiceClient::new(server.channel().await);
    let id = g["gameId"].as_str().expect("game id").to_owned();
    let game = client
        .get_game(hb::pb::GetGameRequest {
            game_id: id.clone(),
        })
        .await
        .expect("GetGame")
        .into_inner()
        .game
        .expect("game");
    assert_eq!(game.version, 10);
    assert_eq!(game.status(), hb::pb::GameStatus::WhiteWon);
    assert_eq!(game.end_reason(), hb::pb::EndReason::Goal);
    assert_eq!(g["native"]["version"], 10);
    let history = client
        .get_history(hb::pb::GetHistoryRequest { game_id: id })
        .await
        .expect("GetHistory")
        .into_inner();
    let steps: Vec<String> = history
        .turns
        .iter()
        .flat_map(|t| t.steps.iter().map(|s| s.notation.clone()))
        .collect();
    // The step whose answer was lost is in the record once (it was undone, then played again).
    assert_eq!(steps, ["e1-e2", "xd8", "end", "a8-a7", "end", "e13>d15"]);

    // Hnefatafl: f8-f9 (answer lost), the King escapes; the clock counted down.
    let g = &report["games"]["hnefatafl"];
    check_watch(g, 3, 2);
    check_retried(g, "f8-f9");
    let mut client = HnefataflServiceClient::new(server.channel().await);
    let id = g["gameId"].as_str().expect("game id").to_owned();
    let game = client
        .get_game(hnefatafl::pb::GetGameRequest {
            game_id: id.clone(),
        })
        .await
        .expect("GetGame")
        .into_inner()
        .game
        .expect("game");
    assert_eq!(game.version, 3);
    assert_eq!(game.status(), hnefatafl::pb::GameStatus::DefendersWon);
    assert_eq!(game.end_reason(), hnefatafl::pb::EndReason::KingEscaped);
    let record = client
        .get_history(hnefatafl::pb::GetHistoryRequest { game_id: id })
        .await
        .expect("GetHistory")
        .into_inner()
        .moves
        .iter()
        .filter_map(|m| m.r#move.as_ref().map(|mv| mv.notation.clone()))
        .collect::<Vec<_>>();
    assert_eq!(record, ["f8-f9", "a6-a1"]);
    let clock = &g["clock"];
    let at_answer = as_u64(&clock["defendersAtAnswer"]);
    let later = as_u64(&clock["defendersAfter1500ms"]);
    let served = as_u64(&clock["serverDefenders"]);
    let estimated = as_u64(&clock["estimatedDefenders"]);
    assert!(at_answer <= 300_000 && at_answer > 290_000, "{clock:#}");
    // The model counted the running clock down by the time waited (setTimeout never fires early).
    assert!(at_answer - later >= 1_400, "{clock:#}");
    // Its estimate never runs ahead of the server's own reading, and trails it by little.
    assert!(
        estimated <= served && served - estimated < 10_000,
        "{clock:#}"
    );
    // The Attackers' clock: 5 min, less the move's time, plus the 2 s increment.
    let attackers = as_u64(&clock["attackersAfterMove"]);
    assert!(attackers > 290_000 && attackers <= 302_000, "{clock:#}");
    // The Defenders have not moved yet: the deadline is their first move's (a sixth of the
    // 5 min, 50 s from the start of their turn, which began 300 000 - `served` ms before the
    // reading), well before their flag (`takenAtMs` + `served`).
    assert_eq!(
        as_u64(&clock["deadlineMs"]) + 250_000,
        as_u64(&clock["takenAtMs"]) + served,
        "{clock:#}"
    );

    // Chess Football: a draw offered, declined (answer lost), the last two moves, the goal.
    let g = &report["games"]["chessfootball"];
    check_watch(g, 5, 3);
    check_retried(g, "decline-draw");
    let actions: Vec<&str> = g["watch"]
        .as_array()
        .expect("watch")
        .iter()
        .skip(1)
        .map(|s| s["action"].as_str().unwrap_or(""))
        .collect();
    assert_eq!(actions, ["offer-draw", "decline-draw", "b8-a8", "d5-d8"]);
    let mut client = ChessFootballServiceClient::new(server.channel().await);
    let game = client
        .get_game(chess_football::pb::GetGameRequest {
            game_id: g["gameId"].as_str().expect("game id").to_owned(),
        })
        .await
        .expect("GetGame")
        .into_inner()
        .game
        .expect("game");
    assert_eq!(game.version, 5);
    assert_eq!(game.status(), chess_football::pb::GameStatus::WhiteWon);
    assert_eq!(game.end_reason(), chess_football::pb::EndReason::FullTime);
    assert_eq!(g["native"]["status"], game.status as u64);

    // The README's quick start plays a whole game (on a server without the low seat limit:
    // it makes about 200 calls per seat).
    drop(server);
    let server = ServerProcess::start(&[]).await;
    let mut client = ChessFootballServiceClient::new(server.channel().await);
    let out = run_script("quickstart.mjs", &server).await;
    let last = out.lines().last().unwrap_or_default();
    let id = last
        .split_whitespace()
        .nth(1)
        .unwrap_or_else(|| panic!("the quick start prints its game: {out}"))
        .to_owned();
    let game = client
        .get_game(chess_football::pb::GetGameRequest { game_id: id })
        .await
        .expect("GetGame of the quick start's game")
        .into_inner()
        .game
        .expect("game");
    assert_ne!(
        game.status(),
        chess_football::pb::GameStatus::Ongoing,
        "{out}"
    );
    assert!(game.version > 1, "{out}");
    assert!(
        last.contains(&format!("version {}:", game.version)),
        "{out}"
    );
}
