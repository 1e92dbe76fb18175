//! The `hnefatafl.v1.HnefataflService` end to end: every RPC on both stores (memory and a
//! private Redis), the error model shared with every game, watching, two replicas (the real
//! binary) over one Redis, and a browser-style client over gRPC-Web.

use crate::common;

use std::process::Stdio;
use std::time::Duration;

use arbiter::games::hanniball::pb as hanniball_pb;
use arbiter::games::hnefatafl::pb::hnefatafl_service_client::HnefataflServiceClient;
use arbiter::games::hnefatafl::pb::{
    self, ApplyActionRequest, EndReason, GameStatus, GetGameRequest, GetHistoryRequest,
    LegalActionsRequest, NewGameRequest, PingRequest, ResignRequest, Side, WatchGameRequest,
    legal_actions_request::Subject, watch_game_response::Update,
};
use arbiter::games::hnefatafl::rules::{Game, START_TPN};
use arbiter::metrics::Metrics;
use arbiter::server::ServeOptions;
use arbiter::store::{DEFAULT_GAME_TTL, MemoryStore, RedisStore};
use common::binary::ServerProcess;
use common::grpc_web::{self, client_dir, install_client_packages};
use common::{Backend, RedisServer, TestServer, authed, expect_error, fast_health};
use prost::Message as _;
use tonic::Code;
use tonic::transport::Channel;

type Client = HnefataflServiceClient<Channel>;

/// A server over the store of `backend` (and its Redis, kept alive with it).
struct Served {
    server: TestServer,
    client: Client,
    _redis: Option<RedisServer>,
}

async fn serve(backend: Backend) -> Served {
    let (server, redis) = match backend {
        Backend::Memory => (TestServer::start(MemoryStore::default()).await, None),
        Backend::Redis => {
            let redis = RedisServer::start();
            let store = RedisStore::open(&redis.url(), DEFAULT_GAME_TTL).expect("redis url");
            (TestServer::start(store).await, Some(redis))
        }
    };
    let client = HnefataflServiceClient::new(server.channel().await);
    Served {
        server,
        client,
        _redis: redis,
    }
}

/// A new game from `position` (empty: the start) with its two tokens.
async fn new_game(client: &mut Client, position: &str) -> (pb::Game, String, String) {
    let created = client
        .new_game(NewGameRequest {
            position: position.into(),
            ..Default::default()
        })
        .await
        .expect("NewGame")
        .into_inner();
    let game = created.game.expect("game");
    (game, created.attackers_token, created.defenders_token)
}

fn apply(game_id: &str, action: &str) -> ApplyActionRequest {
    ApplyActionRequest {
        game_id: game_id.into(),
        action: action.into(),
        ..ApplyActionRequest::default()
    }
}

async fn play(
    client: &mut Client,
    token: &str,
    game_id: &str,
    action: &str,
) -> pb::ApplyActionResponse {
    client
        .apply_action(authed(apply(game_id, action), token))
        .await
        .unwrap_or_else(|e| panic!("{action}: {e:?}"))
        .into_inner()
}

async fn a_game_is_created_read_and_played(backend: Backend) {
    let Served {
        mut client,
        server: _server,
        _redis,
    } = serve(backend).await;
    client.ping(PingRequest {}).await.expect("Ping");
    let (game, attackers, defenders) = new_game(&mut client, "").await;
    assert_eq!(game.version, 1);
    assert_eq!(game.position, START_TPN);
    assert_eq!(game.side_to_move(), Side::Attackers);
    assert_eq!(game.status(), GameStatus::Ongoing);
    assert_eq!((game.attackers_left, game.defenders_left), (24, 12));
    assert_eq!(game.king_square, "f6");
    assert_ne!(attackers, defenders);
    let id = game.game_id.clone();

    let legal = client
        .legal_actions(LegalActionsRequest {
            subject: Some(Subject::GameId(id.clone())),
        })
        .await
        .expect("LegalActions")
        .into_inner();
    assert_eq!(legal.actions.len(), 116);
    assert_eq!(legal.side_to_move(), Side::Attackers);
    assert_eq!(legal.status(), GameStatus::Ongoing);
    assert_eq!(legal.game.as_ref().map(|g| g.version), Some(1));
    let first = &legal.actions[0];
    assert_eq!(
        first.notation,
        format!("{}-{}", first.from_square, first.to_square)
    );
    assert_eq!(first.piece(), pb::Piece::Attacker);

    let moved = play(&mut client, &attackers, &id, "d1-d3").await;
    let game = moved.game.expect("game");
    assert_eq!(game.version, 2);
    assert_eq!(game.side_to_move(), Side::Defenders);
    assert_eq!(game.last_move, "d1-d3");
    let result = moved.result.expect("result");
    assert_eq!(
        result.r#move.as_ref().map(|m| m.notation.as_str()),
        Some("d1-d3")
    );
    assert!(result.captured_squares.is_empty() && !result.game_over);

    let got = client
        .get_game(GetGameRequest {
            game_id: id.clone(),
        })
        .await
        .expect("GetGame")
        .into_inner()
        .game
        .expect("game");
    assert_eq!(got, game, "reads return what the change returned");

    // Credentials first; then the move's text, the turn and the rules.
    expect_error(
        client
            .apply_action(tonic::Request::new(apply(&id, "f4-c4")))
            .await,
        Code::Unauthenticated,
        "UNAUTHENTICATED",
    );
    expect_error(
        client
            .apply_action(authed(apply(&id, "f4-c4"), &attackers))
            .await,
        Code::PermissionDenied,
        "NOT_YOUR_TURN",
    );
    expect_error(
        client
            .apply_action(authed(apply(&id, "f4c4"), &defenders))
            .await,
        Code::InvalidArgument,
        "INVALID_ACTION",
    );
    expect_error(
        client
            .apply_action(authed(apply(&id, ""), &defenders))
            .await,
        Code::InvalidArgument,
        "MISSING_FIELD",
    );
    let illegal = expect_error(
        client
            .apply_action(authed(apply(&id, "f6-f5"), &defenders))
            .await,
        Code::FailedPrecondition,
        "ILLEGAL_ACTION",
    );
    let info = tonic_types::StatusExt::get_details_error_info(&illegal).expect("ErrorInfo");
    assert_eq!(
        info.metadata.get("rule").map(String::as_str),
        Some("BLOCKED")
    );
    let (other, other_attackers, _) = new_game(&mut client, "").await;
    expect_error(
        client
            .apply_action(authed(apply(&id, "f4-c4"), &other_attackers))
            .await,
        Code::PermissionDenied,
        "WRONG_SEAT",
    );
    drop(other);

    // Versions and retries.
    let mut pinned = apply(&id, "f4-c4");
    pinned.expected_version = Some(1);
    expect_error(
        client
            .apply_action(authed(pinned.clone(), &defenders))
            .await,
        Code::Aborted,
        "VERSION_CONFLICT",
    );
    pinned.expected_version = Some(2);
    pinned.request_id = "reply-1".into();
    let first = client
        .apply_action(authed(pinned.clone(), &defenders))
        .await
        .expect("pinned move")
        .into_inner();
    let again = client
        .apply_action(authed(pinned.clone(), &defenders))
        .await
        .expect("retried move")
        .into_inner();
    assert_eq!(first, again, "a retry is answered, not applied again");
    assert_eq!(again.game.as_ref().map(|g| g.version), Some(3));
    let mut reused = pinned;
    reused.action = "e5-e2".into();
    expect_error(
        client.apply_action(authed(reused, &defenders)).await,
        Code::InvalidArgument,
        "REQUEST_ID_REUSED",
    );
}

async fn captures_shieldwalls_and_the_kings_capture_are_reported(backend: Backend) {
    let Served {
        mut client,
        server: _server,
        _redis,
    } = serve(backend).await;
    // The King in a row of defenders on rank 1: g4-g1 takes d1 and f1 in a shieldwall.
    let wall = "11/11/7T3/11/11/11/11/6t4/11/3ttt5/2tTKT5 a";
    let (game, attackers, _) = new_game(&mut client, wall).await;
    let result = play(&mut client, &attackers, &game.game_id, "g4-g1")
        .await
        .result
        .expect("result");
    assert_eq!(result.captured_squares, ["d1", "f1"]);
    assert_eq!(result.shieldwall_squares, ["d1", "f1"]);
    assert!(!result.king_captured);

    // Four attackers around the King on d4.
    let surround = "11/11/7T3/3t7/11/11/11/2tKt6/3t7/11/11 a";
    let (game, attackers, defenders) = new_game(&mut client, surround).await;
    let id = game.game_id;
    let done = play(&mut client, &attackers, &id, "d8-d5").await;
    let result = done.result.expect("result");
    assert!(result.king_captured && result.game_over);
    assert_eq!(result.king_square, "d4");
    assert_eq!(result.winner(), Side::Attackers);
    assert_eq!(result.end_reason(), EndReason::KingCaptured);
    let game = done.game.expect("game");
    assert_eq!(game.status(), GameStatus::AttackersWon);
    assert_eq!(game.end_reason(), EndReason::KingCaptured);
    assert_eq!(game.king_square, "");
    expect_error(
        client
            .apply_action(authed(apply(&id, "h9-h8"), &defenders))
            .await,
        Code::FailedPrecondition,
        "GAME_OVER",
    );
    let legal = client
        .legal_actions(LegalActionsRequest {
            subject: Some(Subject::GameId(id)),
        })
        .await
        .expect("LegalActions")
        .into_inner();
    assert!(legal.actions.is_empty());
    assert_eq!(legal.status(), GameStatus::AttackersWon);
}

async fn bare_positions_are_analysed_with_their_status(backend: Backend) {
    let Served {
        mut client,
        server: _server,
        _redis,
    } = serve(backend).await;
    let ask = |position: &str| LegalActionsRequest {
        subject: Some(Subject::Position(position.into())),
    };
    let start = client
        .legal_actions(ask(START_TPN))
        .await
        .expect("start")
        .into_inner();
    assert_eq!(start.actions.len(), 116);
    assert!(start.game.is_none());
    assert_eq!(start.status(), GameStatus::Ongoing);
    // No King, defenders to move: the attackers have captured him.
    let decided = client
        .legal_actions(ask("11/11/1T9/11/11/11/11/11/11/9t1/11 d"))
        .await
        .expect("decided")
        .into_inner();
    assert!(decided.actions.is_empty());
    assert_eq!(decided.status(), GameStatus::AttackersWon);
    assert_eq!(decided.end_reason(), EndReason::KingCaptured);
    // A finished fort, attackers to move: the defenders have won.
    let fort = client
        .legal_actions(ask("11/11/11/11/11/11/11/11/3TTT5/3T1T5/3TKT5 a"))
        .await
        .expect("fort")
        .into_inner();
    assert_eq!(fort.status(), GameStatus::DefendersWon);
    assert_eq!(fort.end_reason(), EndReason::ExitFort);

    let bad = expect_error(
        client.legal_actions(ask("11/11 a")).await,
        Code::InvalidArgument,
        "INVALID_POSITION",
    );
    assert!(bad.message().contains("expected 11"), "{}", bad.message());
    expect_error(
        client
            .legal_actions(LegalActionsRequest { subject: None })
            .await,
        Code::InvalidArgument,
        "MISSING_FIELD",
    );
    expect_error(
        client
            .new_game(NewGameRequest {
                position: "K10/11/11/11/11/11/11/11/11/11/11 d".into(),
                ..Default::default()
            })
            .await,
        Code::InvalidArgument,
        "INVALID_POSITION",
    );
}

/// The next message of a watch stream (`None`: it ended with OK).
async fn next(
    stream: &mut tonic::Streaming<pb::WatchGameResponse>,
) -> Option<pb::WatchGameResponse> {
    tokio::time::timeout(Duration::from_secs(20), stream.message())
        .await
        .expect("a watch message within 20 s")
        .expect("no stream error")
}

async fn resignation_history_and_watching(backend: Backend) {
    let Served {
        mut client,
        server: _server,
        _redis,
    } = serve(backend).await;
    let (game, attackers, defenders) = new_game(&mut client, "").await;
    let id = game.game_id.clone();
    let mut stream = client
        .watch_game(WatchGameRequest {
            game_id: id.clone(),
            from_version: None,
            audience: false,
            legal_actions: false,
        })
        .await
        .expect("WatchGame")
        .into_inner();
    match next(&mut stream).await.and_then(|m| m.update) {
        Some(Update::Snapshot(g)) => assert_eq!(g.version, 1),
        other => panic!("expected the snapshot, got {other:?}"),
    }
    for (token, mv) in [
        (&attackers, "d1-d3"),
        (&defenders, "f4-c4"),
        (&attackers, "h11-h9"),
    ] {
        play(&mut client, token, &id, mv).await;
    }
    let resigned = client
        .resign(authed(
            ResignRequest {
                game_id: id.clone(),
                expected_version: Some(4),
                request_id: "resign-1".into(),
            },
            &attackers,
        ))
        .await
        .expect("Resign")
        .into_inner()
        .game
        .expect("game");
    assert_eq!(resigned.version, 5);
    assert_eq!(resigned.status(), GameStatus::DefendersWon);
    assert_eq!(resigned.end_reason(), EndReason::Resignation);

    let mut versions = Vec::new();
    let mut actions = Vec::new();
    while let Some(message) = next(&mut stream).await {
        match message.update {
            Some(Update::Event(event)) => {
                versions.push(event.version);
                actions.push(event.action.clone());
                let game = event.game.expect("the event's game");
                assert_eq!(game.version, event.version);
            }
            other => panic!("expected events, got {other:?}"),
        }
    }
    assert_eq!(
        versions,
        [2, 3, 4, 5],
        "every change once, in order; then the end"
    );
    assert_eq!(actions, ["d1-d3", "f4-c4", "h11-h9", "resign"]);

    let history = client
        .get_history(GetHistoryRequest {
            game_id: id.clone(),
        })
        .await
        .expect("GetHistory")
        .into_inner();
    assert_eq!(history.start_position, START_TPN);
    let notations: Vec<_> = history
        .moves
        .iter()
        .filter_map(|m| m.r#move.as_ref().map(|m| m.notation.clone()))
        .collect();
    assert_eq!(notations, ["d1-d3", "f4-c4", "h11-h9"]);
    let replayed = Game::from_record(&history.record).expect("the record replays");
    assert_eq!(replayed.moves().len(), 3);
    assert!(
        history.record.contains("[Reason \"resignation\"]"),
        "{}",
        history.record
    );

    // Resuming after version 3 gives the last two changes and ends.
    let mut resumed = client
        .watch_game(WatchGameRequest {
            game_id: id,
            from_version: Some(3),
            audience: false,
            legal_actions: false,
        })
        .await
        .expect("WatchGame")
        .into_inner();
    let mut later = Vec::new();
    while let Some(message) = next(&mut resumed).await {
        if let Some(Update::Event(event)) = message.update {
            later.push(event.version);
        }
    }
    assert_eq!(later, [4, 5]);
}

async fn game_ids_belong_to_one_game(backend: Backend) {
    let Served {
        server,
        mut client,
        _redis,
    } = serve(backend).await;
    let mut hanniball =
        hanniball_pb::hanniball_service_client::HanniballServiceClient::new(server.channel().await);
    let theirs = hanniball
        .new_game(hanniball_pb::NewGameRequest::default())
        .await
        .expect("Hanniball NewGame")
        .into_inner()
        .game
        .expect("game")
        .game_id;
    expect_error(
        client.get_game(GetGameRequest { game_id: theirs }).await,
        Code::NotFound,
        "GAME_NOT_FOUND",
    );
    let (ours, _, _) = new_game(&mut client, "").await;
    let refused = hanniball
        .get_game(hanniball_pb::GetGameRequest {
            game_id: ours.game_id,
        })
        .await
        .expect_err("a Hnefatafl game is not a Hanniball game");
    assert_eq!(refused.code(), Code::NotFound);
    expect_error(
        client
            .get_game(GetGameRequest {
                game_id: "nope".into(),
            })
            .await,
        Code::InvalidArgument,
        "INVALID_GAME_ID",
    );
}

both_stores!(
    a_game_is_created_read_and_played,
    captures_shieldwalls_and_the_kings_capture_are_reported,
    bare_positions_are_analysed_with_their_status,
    resignation_history_and_watching,
    game_ids_belong_to_one_game,
);

/// Two replicas (the real binary) over one Redis: the players alternate between them while a
/// watcher on each sees every change once, in order.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_replicas_share_games_and_watchers_see_every_change() {
    let redis = RedisServer::start();
    let url = redis.url();
    let envs = [("REDIS_URL", url.as_str()), ("RUST_LOG", "warn")];
    let replicas = [
        ServerProcess::start(&envs).await,
        ServerProcess::start(&envs).await,
    ];
    let mut clients = Vec::new();
    for replica in &replicas {
        clients.push(HnefataflServiceClient::new(replica.channel().await));
    }
    let (game, attackers, defenders) = new_game(&mut clients[0], "").await;
    let id = game.game_id;
    let mut streams = Vec::new();
    for client in &mut clients {
        streams.push(
            client
                .watch_game(WatchGameRequest {
                    game_id: id.clone(),
                    from_version: None,
                    audience: false,
                    legal_actions: false,
                })
                .await
                .expect("WatchGame")
                .into_inner(),
        );
    }
    let moves = ["d1-d3", "f4-c4", "h11-h9", "e5-e2", "k4-i4", "c4-c1"];
    for (i, mv) in moves.iter().enumerate() {
        let token = if i % 2 == 0 { &attackers } else { &defenders };
        let client = &mut clients[i % 2];
        play(client, token, &id, mv).await;
    }
    client_resigns(&mut clients[1], &id, &defenders).await;
    for (n, stream) in streams.iter_mut().enumerate() {
        let mut last = 0;
        let mut events = Vec::new();
        loop {
            let message = tokio::time::timeout(Duration::from_secs(20), stream.message())
                .await
                .expect("a watch message within 20 s")
                .expect("no stream error");
            match message.and_then(|m| m.update) {
                Some(Update::Snapshot(g)) => last = g.version,
                Some(Update::Event(e)) => {
                    assert_eq!(e.version, last + 1, "replica {n}: consecutive versions");
                    last = e.version;
                    events.push(e.action);
                }
                Some(Update::Audience(_)) => panic!("an audience not asked for"),
                None => break,
            }
        }
        assert_eq!(last, 1 + moves.len() as u64 + 1, "replica {n} saw the end");
        assert!(
            events.ends_with(&["resign".to_string()]),
            "replica {n}: {events:?}"
        );
    }
    // Either replica reads the finished game.
    for client in &mut clients {
        let game = client
            .get_game(GetGameRequest {
                game_id: id.clone(),
            })
            .await
            .expect("GetGame")
            .into_inner()
            .game
            .expect("game");
        assert_eq!(game.status(), GameStatus::AttackersWon);
        assert_eq!(game.moves_made, moves.len() as u32);
    }
}

async fn client_resigns(client: &mut Client, id: &str, token: &str) {
    client
        .resign(authed(
            ResignRequest {
                game_id: id.into(),
                ..ResignRequest::default()
            },
            token,
        ))
        .await
        .expect("Resign");
}

const ALLOWED: &str = "http://localhost:3000";

/// The Hnefatafl service's descriptors with google.rpc's error details, each file once.
fn descriptor_set() -> Vec<u8> {
    grpc_web::descriptor_set(&[
        pb::FILE_DESCRIPTOR_SET,
        tonic_types::pb::FILE_DESCRIPTOR_SET,
    ])
}

/// Whether the metrics text has the counter line of `method` of this service with `code`
/// and the value `expected`.
fn handled(text: &str, kind: &str, method: &str, code: &str) -> Option<f64> {
    let labels = [
        format!("grpc_type=\"{kind}\""),
        "grpc_service=\"hnefatafl.v1.HnefataflService\"".to_string(),
        format!("grpc_method=\"{method}\""),
        format!("grpc_code=\"{code}\""),
    ];
    text.lines().find_map(|line| {
        let rest = line.strip_prefix("grpc_server_handled_total{")?;
        let (label_text, value) = rest.split_once("} ")?;
        let found: Vec<&str> = label_text.split(',').collect();
        (found.len() == labels.len() && labels.iter().all(|l| found.contains(&l.as_str())))
            .then(|| value.trim().parse().ok())?
    })
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
    tokio::task::spawn_blocking(install_client_packages)
        .await
        .expect("install the client's packages");
    let dir = tempfile::tempdir().expect("temporary directory");
    let descriptors = dir.path().join("descriptors.binpb");
    std::fs::write(&descriptors, descriptor_set()).expect("write the descriptor set");
    let child = tokio::process::Command::new("node")
        .arg(client_dir().join("hnefatafl.mjs"))
        .arg(server.endpoint())
        .arg(&descriptors)
        .arg(ALLOWED)
        .current_dir(client_dir())
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .expect("start node (the gRPC-Web test needs Node.js 18+)");
    let out = tokio::time::timeout(Duration::from_secs(60), child.wait_with_output())
        .await
        .expect("the gRPC-Web client finishes within 60 s")
        .expect("wait for node");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "the gRPC-Web client failed ({}):\n{}\n{stdout}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    let report: serde_json::Value =
        serde_json::from_str(stdout.trim()).unwrap_or_else(|e| panic!("report {stdout:?}: {e}"));

    assert_eq!(report["captured"], serde_json::json!(["c3"]), "{report:#}");
    assert_eq!(report["versionAfterMove"], 2);
    assert_eq!(report["notYourTurn"]["reason"], "NOT_YOUR_TURN");
    assert_eq!(report["illegal"]["codeName"], "FailedPrecondition");
    assert_eq!(report["illegal"]["reason"], "ILLEGAL_ACTION");
    assert_eq!(report["illegal"]["domain"], "arbiter");
    assert_eq!(report["illegal"]["metadata"]["rule"], "NO_PIECE");
    assert_eq!(report["invalid"]["reason"], "INVALID_ACTION");
    assert_eq!(report["finalVersion"], 3);
    assert_eq!(report["finalStatus"], GameStatus::AttackersWon as i32);
    assert_eq!(report["finalEndReason"], EndReason::Resignation as i32);
    assert_eq!(report["historyCaptures"], serde_json::json!([["c3"]]));
    assert_eq!(report["watchEnd"], "ended");
    assert_eq!(
        report["seen"],
        serde_json::json!([
            {"snapshot": 1},
            {"event": 2, "action": "d5-d3", "change": "move"},
            {"event": 3, "action": "resign", "change": "resignation"},
        ])
    );
    assert_eq!(report["preflight"]["status"], 200);
    assert_eq!(report["preflight"]["allowOrigin"], ALLOWED);
    let replayed =
        Game::from_record(report["record"].as_str().expect("record")).expect("the record replays");
    assert_eq!(replayed.moves().len(), 1);

    // The game the browser played, read natively.
    let mut client = HnefataflServiceClient::new(server.channel().await);
    let game = client
        .get_game(GetGameRequest {
            game_id: report["gameId"].as_str().expect("game id").into(),
        })
        .await
        .expect("GetGame")
        .into_inner()
        .game
        .expect("game");
    assert_eq!(game.version, 3);
    assert_eq!(game.end_reason(), EndReason::Resignation);

    // The metrics saw the browser's calls under this service's name, with their codes.
    let text = metrics.render();
    assert_eq!(
        handled(&text, "unary", "ApplyAction", "OK"),
        Some(1.0),
        "{text}"
    );
    assert_eq!(
        handled(&text, "unary", "ApplyAction", "PermissionDenied"),
        Some(1.0)
    );
    assert_eq!(
        handled(&text, "unary", "ApplyAction", "FailedPrecondition"),
        Some(1.0)
    );
    assert_eq!(
        handled(&text, "server_stream", "WatchGame", "OK"),
        Some(1.0)
    );
    server.stop().await;
}

#[tokio::test]
async fn health_and_reflection_know_the_service() {
    use tonic_reflection::pb::v1::ServerReflectionRequest;
    use tonic_reflection::pb::v1::server_reflection_client::ServerReflectionClient;
    use tonic_reflection::pb::v1::server_reflection_request::MessageRequest;
    use tonic_reflection::pb::v1::server_reflection_response::MessageResponse;

    let server = TestServer::start(MemoryStore::default()).await;
    let mut health = server.health().await;
    assert_eq!(
        common::serving_status(&mut health, arbiter::games::hnefatafl::SERVICE_NAME).await,
        tonic_health::pb::health_check_response::ServingStatus::Serving
    );
    let mut reflection = ServerReflectionClient::new(server.channel().await);
    let requests = [
        MessageRequest::ListServices(String::new()),
        MessageRequest::FileContainingSymbol("hnefatafl.v1.HnefataflService".into()),
    ]
    .map(|m| ServerReflectionRequest {
        host: String::new(),
        message_request: Some(m),
    });
    let mut answers = reflection
        .server_reflection_info(tokio_stream::iter(requests))
        .await
        .expect("reflection")
        .into_inner();
    let Some(MessageResponse::ListServicesResponse(list)) = answers
        .message()
        .await
        .expect("answer")
        .and_then(|a| a.message_response)
    else {
        panic!("no service list");
    };
    let names: Vec<String> = list.service.into_iter().map(|s| s.name).collect();
    assert!(
        names.iter().any(|n| n == "hnefatafl.v1.HnefataflService"),
        "{names:?}"
    );
    assert!(
        names.iter().any(|n| n == "hanniball.v1.HanniballService"),
        "{names:?}"
    );
    let Some(MessageResponse::FileDescriptorResponse(files)) = answers
        .message()
        .await
        .expect("answer")
        .and_then(|a| a.message_response)
    else {
        panic!("no file descriptor");
    };
    let file = prost_types::FileDescriptorProto::decode(files.file_descriptor_proto[0].as_slice())
        .expect("a file descriptor");
    assert_eq!(file.package(), "hnefatafl.v1");
    server.stop().await;
}
