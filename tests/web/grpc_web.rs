//! gRPC-Web end to end: a real browser-style client (`tests/grpc-web/client.mjs`, Connect's
//! gRPC-Web transport over fetch, i.e. HTTP/1.1, run by Node.js) plays a game against a server
//! in this process; the outcomes are checked against the server through native gRPC and the
//! metrics. CORS answers are checked both from Node and here.
//!
//! Needs `node` (18 or newer) and `npm`; the client's packages are installed with `npm ci` from
//! `tests/grpc-web/package-lock.json` when `tests/grpc-web/node_modules` is missing or stale.

use crate::common;

use std::process::Stdio;
use std::time::Duration;

use arbiter::games::hanniball::pb::{self, ApplyActionRequest, GetGameRequest, GetHistoryRequest};
use arbiter::metrics::Metrics;
use arbiter::server::ServeOptions;
use arbiter::store::MemoryStore;
use arbiter::web::AllowedOrigins;
use common::grpc_web::{self, client_dir, install_client_packages, require_node};
use common::{TestServer, fast_health, http1};
use serde_json::Value;
use tonic::Request;

const ALLOWED: &str = "http://localhost:3000";
const DISALLOWED: &str = "http://evil.example";

/// The descriptors the client needs (the service, the health service, google.rpc error
/// details) as one file descriptor set, each file once.
fn descriptor_set() -> Vec<u8> {
    grpc_web::descriptor_set(&[
        pb::FILE_DESCRIPTOR_SET,
        tonic_health::pb::FILE_DESCRIPTOR_SET,
        tonic_types::pb::FILE_DESCRIPTOR_SET,
    ])
}

/// Runs the Node client against `server` and returns its report.
async fn run_client(server: &TestServer) -> Value {
    require_node();
    tokio::task::spawn_blocking(install_client_packages)
        .await
        .expect("install the client's packages");
    let dir = tempfile::tempdir().expect("temporary directory");
    let descriptors = dir.path().join("descriptors.binpb");
    std::fs::write(&descriptors, descriptor_set()).expect("write the descriptor set");

    let child = tokio::process::Command::new("node")
        .arg(client_dir().join("client.mjs"))
        .arg(server.endpoint())
        .arg(&descriptors)
        .arg(ALLOWED)
        .arg(DISALLOWED)
        .current_dir(client_dir())
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .expect("start node");
    let out = tokio::time::timeout(Duration::from_secs(60), child.wait_with_output())
        .await
        .expect("the gRPC-Web client finishes within 60 s")
        .expect("wait for node");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success(),
        "the gRPC-Web client failed ({}):\n{stderr}\n{stdout}",
        out.status
    );
    serde_json::from_str(stdout.trim()).unwrap_or_else(|e| panic!("report {stdout:?}: {e}"))
}

/// The value of a counter or histogram count line `name{labels} value` in the text format.
fn sample(text: &str, name: &str, labels: &[(&str, &str)]) -> Option<f64> {
    text.lines().find_map(|line| {
        let rest = line.strip_prefix(name)?;
        let (label_text, value) = rest.strip_prefix('{')?.split_once("} ")?;
        let all = labels
            .iter()
            .all(|(k, v)| label_text.split(',').any(|l| l == format!("{k}=\"{v}\"")));
        let count = label_text.split(',').count();
        (all && count == labels.len()).then(|| value.trim().parse().ok())?
    })
}

fn handled(text: &str, method: &str, code: &str) -> f64 {
    sample(
        text,
        "grpc_server_handled_total",
        &[
            ("grpc_type", "unary"),
            ("grpc_service", "hanniball.v1.HanniballService"),
            ("grpc_method", method),
            ("grpc_code", code),
        ],
    )
    .unwrap_or(0.0)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_browser_client_plays_over_grpc_web() {
    let metrics = Metrics::new();
    let options = ServeOptions {
        cors_origins: ALLOWED.parse().expect("origin"),
        metrics: metrics.clone(),
        ..fast_health()
    };
    let server = TestServer::start_with(MemoryStore::default(), options).await;
    let report = run_client(&server).await;

    // What the browser saw of the errors: code, message and the ErrorInfo detail.
    let illegal = &report["illegal"];
    assert_eq!(illegal["codeName"], "FailedPrecondition", "{report:#}");
    assert_eq!(illegal["code"], 9);
    assert_eq!(illegal["reason"], "ILLEGAL_ACTION");
    assert_eq!(illegal["domain"], "arbiter");
    assert_eq!(illegal["metadata"]["rule"], "NO_PIECE");
    assert_eq!(illegal["metadata"]["action"], "e5-e6");
    assert_eq!(report["unauthenticated"]["codeName"], "Unauthenticated");
    assert_eq!(report["unauthenticated"]["reason"], "UNAUTHENTICATED");
    assert_eq!(report["invalid"]["codeName"], "InvalidArgument");
    assert_eq!(report["invalid"]["reason"], "INVALID_ACTION");
    // Streaming and unary health through gRPC-Web: SERVING (1).
    assert_eq!(report["health"], 1);
    assert_eq!(report["watched"], 1);

    // The same request over native gRPC gets the same status and message.
    let mut client = server.client().await;
    let game_id = report["gameId"].as_str().expect("game id").to_owned();
    let native = client
        .apply_action(Request::new(ApplyActionRequest {
            game_id: game_id.clone(),
            action: "e5-e6".into(),
            ..ApplyActionRequest::default()
        }))
        .await
        .expect_err("no token");
    assert_eq!(native.code(), tonic::Code::Unauthenticated);
    assert_eq!(
        report["unauthenticated"]["message"].as_str(),
        Some(native.message())
    );

    // The game the browser played is stored: ApplyAction, UndoStep, ApplyAction, Resign.
    let game = client
        .get_game(GetGameRequest {
            game_id: game_id.clone(),
        })
        .await
        .expect("GetGame")
        .into_inner()
        .game
        .expect("game");
    assert_eq!(game.version, 5);
    assert_eq!(report["finalVersion"], 5);
    assert_eq!(game.status(), pb::GameStatus::WhiteWon);
    assert_eq!(game.end_reason(), pb::EndReason::Resignation);
    assert_eq!(report["finalStatus"], pb::GameStatus::WhiteWon as i32);
    assert_eq!(game.steps_this_turn, [report["step"].as_str().unwrap()]);
    let history = client
        .get_history(GetHistoryRequest { game_id })
        .await
        .expect("GetHistory")
        .into_inner();
    assert_eq!(history.turns.len(), 1);
    assert_eq!(
        history.turns[0].steps[0].notation,
        report["step"].as_str().unwrap()
    );

    // Raw gRPC-Web framing with an allowed Origin: the answer lets the page read the status.
    let raw = &report["raw"];
    assert_eq!(raw["status"], 200);
    assert_eq!(raw["contentType"], "application/grpc-web+proto");
    assert_eq!(raw["version"], 5);
    assert_eq!(raw["accessControl"]["access-control-allow-origin"], ALLOWED);
    let exposed = raw["accessControl"]["access-control-expose-headers"]
        .as_str()
        .expect("exposed headers");
    for header in ["grpc-status", "grpc-message", "grpc-status-details-bin"] {
        assert!(exposed.split(',').any(|h| h.trim() == header), "{exposed}");
    }
    // A disallowed origin is answered (CORS is enforced by browsers) but gets no CORS header.
    assert_eq!(report["rawDisallowed"]["status"], 200);
    assert_eq!(
        report["rawDisallowed"]["accessControl"],
        serde_json::json!({})
    );

    // Preflights.
    let allowed = &report["preflightAllowed"];
    assert_eq!(allowed["status"], 200);
    let cors = &allowed["accessControl"];
    assert_eq!(cors["access-control-allow-origin"], ALLOWED);
    assert_eq!(cors["access-control-allow-methods"], "POST");
    assert_eq!(cors["access-control-max-age"], "7200");
    let allowed_headers = cors["access-control-allow-headers"].as_str().unwrap();
    for header in [
        "x-grpc-web",
        "content-type",
        "authorization",
        "x-user-agent",
        "grpc-timeout",
    ] {
        assert!(
            allowed_headers.split(',').any(|h| h.trim() == header),
            "{allowed_headers}"
        );
    }
    assert!(
        allowed["vary"]
            .as_str()
            .unwrap_or_default()
            .contains("origin"),
        "{allowed}"
    );
    assert_eq!(
        report["preflightDisallowed"]["accessControl"],
        serde_json::json!({}),
        "{report:#}"
    );

    // The metrics saw the gRPC-Web calls with their gRPC status codes.
    let text = metrics.render();
    assert_eq!(handled(&text, "NewGame", "OK"), 1.0, "{text}");
    assert_eq!(handled(&text, "ApplyAction", "FailedPrecondition"), 1.0);
    assert_eq!(handled(&text, "ApplyAction", "InvalidArgument"), 1.0);
    // One from the browser, one native.
    assert_eq!(handled(&text, "ApplyAction", "Unauthenticated"), 2.0);
    assert_eq!(handled(&text, "ApplyAction", "OK"), 2.0);
    assert_eq!(
        handled(&text, "GetGame", "OK"),
        4.0,
        "browser, raw x2, native"
    );
    assert_eq!(
        sample(
            &text,
            "grpc_server_handled_total",
            &[
                ("grpc_type", "server_stream"),
                ("grpc_service", "grpc.health.v1.Health"),
                ("grpc_method", "Watch"),
                ("grpc_code", "Canceled"),
            ],
        ),
        Some(1.0),
        "{text}"
    );
    server.stop().await;
}

#[tokio::test]
async fn cors_answers_follow_the_configured_origins() {
    let preflight = |origin: &'static str| {
        [
            ("origin", origin),
            ("access-control-request-method", "POST"),
            (
                "access-control-request-headers",
                "content-type,x-grpc-web,authorization",
            ),
        ]
    };
    let path = "/hanniball.v1.HanniballService/GetGame";

    // Default: no origin allowed cross-origin; preflights get no CORS header at all.
    let server = TestServer::start_with(MemoryStore::default(), fast_health()).await;
    let reply = http1(server.addr, "OPTIONS", path, &preflight(ALLOWED)).await;
    assert_eq!(reply.status, 200);
    assert!(
        reply.headers_starting_with("access-control-").is_empty(),
        "{reply:?}"
    );
    server.stop().await;

    // "*": any origin.
    let options = ServeOptions {
        cors_origins: AllowedOrigins::Any,
        ..fast_health()
    };
    let server = TestServer::start_with(MemoryStore::default(), options).await;
    let reply = http1(server.addr, "OPTIONS", path, &preflight(DISALLOWED)).await;
    assert_eq!(
        reply.header("access-control-allow-origin"),
        Some("*"),
        "{reply:?}"
    );
    assert_eq!(reply.header("access-control-allow-methods"), Some("POST"));
    server.stop().await;

    // A list: only the listed origins.
    let options = ServeOptions {
        cors_origins: format!("{ALLOWED}, https://play.example.org")
            .parse()
            .expect("origins"),
        ..fast_health()
    };
    let server = TestServer::start_with(MemoryStore::default(), options).await;
    for origin in [ALLOWED, "https://play.example.org"] {
        let reply = http1(server.addr, "OPTIONS", path, &preflight(origin)).await;
        assert_eq!(
            reply.header("access-control-allow-origin"),
            Some(origin),
            "{reply:?}"
        );
    }
    // The headers the API defines besides the seat token's: a signed-in player's session
    // and a guest's lobby key (without them a page of another origin cannot call as a
    // player or a guest).
    let reply = http1(
        server.addr,
        "OPTIONS",
        "/lobby.v1.LobbyService/CreateSeek",
        &[
            ("origin", ALLOWED),
            ("access-control-request-method", "POST"),
            (
                "access-control-request-headers",
                "content-type,x-grpc-web,x-player-session,x-guest-key",
            ),
        ],
    )
    .await;
    assert_eq!(reply.header("access-control-allow-origin"), Some(ALLOWED));
    let allowed = reply
        .header("access-control-allow-headers")
        .unwrap_or_default();
    for header in [
        "x-player-session",
        "x-guest-key",
        "authorization",
        "x-grpc-web",
    ] {
        assert!(
            allowed.split(',').any(|h| h.trim() == header),
            "{header} not in {allowed:?}"
        );
    }
    let reply = http1(server.addr, "OPTIONS", path, &preflight(DISALLOWED)).await;
    assert!(
        reply.headers_starting_with("access-control-").is_empty(),
        "{reply:?}"
    );
    server.stop().await;
}
