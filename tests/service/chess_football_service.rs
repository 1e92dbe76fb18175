//! End-to-end tests of `chessfootball.v1.ChessFootballService`: a real server in this
//! process, the generated tonic client, each store (memory; a private Redis started by the
//! test), and two replicas over one Redis.

use crate::common;

use std::time::Duration;

use arbiter::games::chess_football::pb::chess_football_service_client::ChessFootballServiceClient;
use arbiter::games::chess_football::pb::{
    self, ApplyActionRequest, GameStatus, GetGameRequest, GetHistoryRequest, LegalActionsRequest,
    NewGameRequest, PingRequest, ResignRequest, WatchGameRequest, legal_actions_request,
    watch_game_response,
};
use arbiter::games::chess_football::rules::{Game, INITIAL_CFN, Position};
use arbiter::games::hanniball::pb::hanniball_service_client::HanniballServiceClient;
use arbiter::store::{DEFAULT_GAME_TTL, RedisStore};
use common::{Backend, Fixture, RedisServer, TestServer, authed, expect_error};
use tonic::transport::Channel;
use tonic::{Code, Request};

type Client = ChessFootballServiceClient<Channel>;

async fn client(fx: &Fixture) -> Client {
    ChessFootballServiceClient::new(fx.server.channel().await)
}

struct Match {
    id: String,
    white: String,
    black: String,
    game: pb::Game,
}

impl Match {
    fn token(&self, side: i32) -> &str {
        if side == pb::Side::White as i32 {
            &self.white
        } else {
            &self.black
        }
    }
}

async fn new_match(client: &mut Client, position: &str) -> Match {
    let response = client
        .new_game(NewGameRequest {
            position: position.to_owned(),
            ..Default::default()
        })
        .await
        .expect("NewGame")
        .into_inner();
    let game = response.game.expect("game");
    Match {
        id: game.game_id.clone(),
        white: response.white_token,
        black: response.black_token,
        game,
    }
}

fn action(id: &str, cfa: &str) -> ApplyActionRequest {
    ApplyActionRequest {
        game_id: id.to_owned(),
        action: cfa.to_owned(),
        ..ApplyActionRequest::default()
    }
}

async fn apply(client: &mut Client, token: &str, id: &str, cfa: &str) -> pb::ApplyActionResponse {
    client
        .apply_action(authed(action(id, cfa), token))
        .await
        .unwrap_or_else(|e| panic!("{cfa}: {e:?}"))
        .into_inner()
}

async fn legal(client: &mut Client, id: &str) -> pb::LegalActionsResponse {
    client
        .legal_actions(LegalActionsRequest {
            subject: Some(legal_actions_request::Subject::GameId(id.to_owned())),
        })
        .await
        .expect("LegalActions")
        .into_inner()
}

async fn new_and_get(backend: Backend) {
    let fx = Fixture::new(backend).await;
    let mut c = client(&fx).await;
    c.ping(PingRequest {}).await.expect("Ping");
    let m = new_match(&mut c, "").await;
    let g = &m.game;
    assert_eq!((g.version, g.position.as_str()), (1, INITIAL_CFN));
    assert_eq!(g.status(), GameStatus::Ongoing);
    assert_eq!(g.phase(), pb::Phase::Place);
    assert_eq!(g.side_to_move(), pb::Side::White);
    assert_eq!(g.kicking_off(), pb::Side::White);
    assert_eq!((g.half, g.white_moves, g.black_moves), (1, 0, 0));
    assert_eq!(g.score, Some(pb::Score { white: 0, black: 0 }));
    assert_eq!((g.ball.as_str(), g.ball_holder.as_ref()), ("e4", None));
    assert!(!m.white.is_empty() && m.white != m.black);
    let got = c
        .get_game(GetGameRequest {
            game_id: m.id.clone(),
        })
        .await
        .expect("GetGame")
        .into_inner()
        .game;
    assert_eq!(got.as_ref(), Some(g));
    let listed = legal(&mut c, &m.id).await;
    assert_eq!(listed.actions.len(), 159);
    assert_eq!(listed.side_to_move(), pb::Side::White);
    assert_eq!(listed.status(), GameStatus::Ongoing);
    assert!(listed.actions.iter().any(|a| a.notation == "K@e1"
        && a.kind() == pb::ActionKind::Place
        && a.placed_kind() == pb::PieceKind::King));
}

/// A whole match of random legal actions over the service, then its history.
async fn a_whole_match(backend: Backend) {
    let fx = Fixture::new(backend).await;
    let mut c = client(&fx).await;
    let m = new_match(&mut c, "").await;
    let mut version = 1;
    let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
    let mut actions = Vec::new();
    let game = loop {
        let listed = legal(&mut c, &m.id).await;
        let state = listed.game.expect("game");
        if listed.actions.is_empty() {
            break state;
        }
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let pick = &listed.actions[(seed % listed.actions.len() as u64) as usize];
        let token = m.token(state.side_to_move).to_owned();
        let reply = apply(&mut c, &token, &m.id, &pick.notation).await;
        version += 1;
        let after = reply.game.expect("game");
        assert_eq!(after.version, version);
        let result = reply.result.expect("result");
        assert_eq!(result.side, state.side_to_move);
        assert_eq!(
            result.action.as_ref().map(|a| a.notation.as_str()),
            Some(pick.notation.as_str())
        );
        assert_eq!(result.action.as_ref().map(|a| a.scores), Some(pick.scores));
        if let Some(goal) = &result.goal {
            assert_eq!(goal.scorer, state.side_to_move);
            assert_eq!(goal.score, after.score);
        }
        actions.push(pick.notation.clone());
    };
    assert!(game.status() != GameStatus::Ongoing);
    assert_eq!(game.end_reason(), pb::EndReason::FullTime);
    assert_eq!((game.half, game.white_moves, game.black_moves), (2, 45, 45));
    let history = c
        .get_history(GetHistoryRequest {
            game_id: m.id.clone(),
        })
        .await
        .expect("GetHistory")
        .into_inner();
    assert_eq!(history.start_position, INITIAL_CFN);
    let notations: Vec<String> = history
        .actions
        .iter()
        .filter_map(|r| r.action.as_ref().map(|a| a.notation.clone()))
        .collect();
    assert_eq!(notations, actions);
    let replayed = Game::from_record(&history.record).expect("the record replays");
    assert_eq!(replayed.position().to_cfn(), game.position);
    let last = history.actions.last().expect("a last action");
    assert!(last.full_time);
    assert_eq!(last.result, game.status);
}

async fn goals_and_restarts_are_reported(backend: Backend) {
    let fx = Fixture::new(backend).await;
    let mut c = client(&fx).await;
    let m = new_match(&mut c, "7k/3R+4/8/8/8/8/8/4K3 w play 1 10/10 0-0").await;
    let reply = apply(&mut c, &m.white, &m.id, "d7-d8").await;
    let result = reply.result.expect("result");
    let goal = result.goal.expect("goal");
    assert_eq!(
        (goal.scorer(), goal.kind(), goal.square.as_str()),
        (pb::Side::White, pb::GoalKind::Carried, "d8")
    );
    assert_eq!(goal.score, Some(pb::Score { white: 1, black: 0 }));
    let restart = result.restart.expect("restart");
    assert_eq!(
        (restart.reason(), restart.kicking_off()),
        (pb::RestartReason::Goal, pb::Side::Black)
    );
    let g = reply.game.expect("game");
    assert_eq!(g.position, "8/8/8/4*3/8/8/8/8 b place 1 11/10 1-0");
    assert_eq!(
        (g.phase(), g.kicking_off(), g.side_to_move()),
        (pb::Phase::Place, pb::Side::Black, pb::Side::Black)
    );
    assert_eq!((g.ball.as_str(), g.ball_holder.as_ref()), ("e5", None));
    // The conceding side places first: White may not.
    expect_error(
        c.apply_action(authed(action(&m.id, "N@e4"), &m.white))
            .await,
        Code::PermissionDenied,
        "NOT_YOUR_TURN",
    );
    let reply = apply(&mut c, &m.black, &m.id, "N@e5").await;
    let placed = reply.result.and_then(|r| r.placed).expect("placed");
    assert_eq!(
        (placed.square.as_str(), placed.kind()),
        ("e5", pb::PieceKind::Knight)
    );
    let holder = reply.game.and_then(|g| g.ball_holder).expect("holder");
    assert_eq!(
        (holder.square.as_str(), holder.side()),
        ("e5", pb::Side::Black)
    );

    // A capture, a pass and a promotion.
    let m = new_match(&mut c, "4k3/8/8/3p+p3/4P3/8/8/4K3 w play 1 10/10 0-0").await;
    let result = apply(&mut c, &m.white, &m.id, "e4-d5")
        .await
        .result
        .expect("result");
    let captured = result.captured.expect("captured");
    assert_eq!(
        (captured.square.as_str(), captured.kind(), captured.side()),
        ("d5", pb::PieceKind::Pawn, pb::Side::Black)
    );
    let m = new_match(&mut c, "4k3/8/8/P7/8/N7/8/R+3K3 w play 1 10/10 0-0").await;
    let result = apply(&mut c, &m.white, &m.id, "a1>a3")
        .await
        .result
        .expect("result");
    let receiver = result.pass_receiver.expect("receiver");
    assert_eq!(
        (receiver.square.as_str(), receiver.kind()),
        ("a3", pb::PieceKind::Knight)
    );
    let m = new_match(&mut c, "k7/4P+3/8/8/8/8/8/4K3 w play 1 10/10 0-0").await;
    let result = apply(&mut c, &m.white, &m.id, "e7-e8=R")
        .await
        .result
        .expect("result");
    assert_eq!(result.promoted_to(), pb::PieceKind::Rook);
    assert_eq!(result.goal.map(|g| g.kind()), Some(pb::GoalKind::Carried));

    // King versus King restarts without a goal.
    let m = new_match(&mut c, "8/8/4k3/5N+2/4K3/8/8/8 b play 1 11/10 0-0").await;
    let result = apply(&mut c, &m.black, &m.id, "e6-f5")
        .await
        .result
        .expect("result");
    assert_eq!(result.goal, None);
    let restart = result.restart.expect("restart");
    assert_eq!(
        (restart.reason(), restart.kicking_off()),
        (pb::RestartReason::KingVersusKing, pb::Side::White)
    );

    // Half-time.
    let m = new_match(&mut c, "4k3/8/8/8/8/8/8/R+3K3 b play 1 45/44 0-0").await;
    let reply = apply(&mut c, &m.black, &m.id, "e8-e7").await;
    assert!(reply.result.expect("result").half_time);
    let g = reply.game.expect("game");
    assert_eq!(
        (g.half, g.kicking_off(), g.ball.as_str()),
        (2, pb::Side::Black, "e5")
    );
}

async fn a_draw_is_a_draw_everywhere(backend: Backend) {
    let fx = Fixture::new(backend).await;
    let mut c = client(&fx).await;
    let m = new_match(&mut c, "4k3/8/8/8/8/8/8/R3K+3 w play 2 44/45 1-1").await;
    let mut watch = c
        .watch_game(WatchGameRequest {
            game_id: m.id.clone(),
            from_version: None,
            audience: false,
            legal_actions: false,
        })
        .await
        .expect("WatchGame")
        .into_inner();
    let first = watch.message().await.expect("message").expect("snapshot");
    assert!(matches!(
        first.update,
        Some(watch_game_response::Update::Snapshot(_))
    ));
    let reply = apply(&mut c, &m.white, &m.id, "e1-e2").await;
    let g = reply.game.expect("game");
    assert_eq!(
        (g.status(), g.end_reason()),
        (GameStatus::Drawn, pb::EndReason::FullTime)
    );
    let result = reply.result.expect("result");
    assert!(result.full_time);
    assert_eq!(result.result(), GameStatus::Drawn);
    // The watcher sees the event, and the stream ends with OK after it.
    let next = tokio::time::timeout(Duration::from_secs(20), watch.message())
        .await
        .expect("an event within 20 s")
        .expect("message")
        .expect("event");
    match next.update {
        Some(watch_game_response::Update::Event(event)) => {
            assert_eq!(event.version, 2);
            assert_eq!(event.game.map(|g| g.status()), Some(GameStatus::Drawn));
        }
        other => panic!("expected an event, got {other:?}"),
    }
    let end = tokio::time::timeout(Duration::from_secs(20), watch.message())
        .await
        .expect("the stream ends");
    assert!(matches!(end, Ok(None)), "{end:?}");
    expect_error(
        c.apply_action(authed(action(&m.id, "e8-e7"), &m.black))
            .await,
        Code::FailedPrecondition,
        "GAME_OVER",
    );
    expect_error(
        c.resign(authed(
            ResignRequest {
                game_id: m.id.clone(),
                ..ResignRequest::default()
            },
            &m.black,
        ))
        .await,
        Code::FailedPrecondition,
        "GAME_OVER",
    );
    // A bare finished position reports its result.
    let bare = c
        .legal_actions(LegalActionsRequest {
            subject: Some(legal_actions_request::Subject::Position(
                "4k3/8/8/8/8/8/4K+3/R7 b play 2 45/45 1-1".into(),
            )),
        })
        .await
        .expect("LegalActions")
        .into_inner();
    assert_eq!(
        (bare.status(), bare.end_reason()),
        (GameStatus::Drawn, pb::EndReason::FullTime)
    );
    assert!(bare.actions.is_empty() && bare.game.is_none());
}

async fn refusals(backend: Backend) {
    let fx = Fixture::new(backend).await;
    let mut c = client(&fx).await;
    let m = new_match(&mut c, "").await;
    let status = expect_error(
        c.apply_action(authed(action(&m.id, "K@a1"), &m.white))
            .await,
        Code::FailedPrecondition,
        "ILLEGAL_ACTION",
    );
    let info = tonic_types::StatusExt::get_details_error_info(&status).expect("info");
    assert_eq!(
        info.metadata.get("rule").map(String::as_str),
        Some("KING_OFF_GOAL")
    );
    expect_error(
        c.apply_action(authed(action(&m.id, "n@e4"), &m.white))
            .await,
        Code::InvalidArgument,
        "INVALID_ACTION",
    );
    expect_error(
        c.apply_action(authed(action(&m.id, ""), &m.white)).await,
        Code::InvalidArgument,
        "MISSING_FIELD",
    );
    expect_error(
        c.apply_action(authed(action(&m.id, "N@e4"), &m.black))
            .await,
        Code::PermissionDenied,
        "NOT_YOUR_TURN",
    );
    expect_error(
        c.apply_action(Request::new(action(&m.id, "N@e4"))).await,
        Code::Unauthenticated,
        "UNAUTHENTICATED",
    );
    expect_error(
        c.new_game(NewGameRequest {
            position: "8/8/8/8/4*3/8/8/8 w place 1 0/0 1-0".into(),
            ..Default::default()
        })
        .await,
        Code::InvalidArgument,
        "INVALID_POSITION",
    );
    let mut pinned = action(&m.id, "N@e4");
    pinned.expected_version = Some(7);
    expect_error(
        c.apply_action(authed(pinned, &m.white)).await,
        Code::Aborted,
        "VERSION_CONFLICT",
    );
    // A retried request id is answered once; the same id with other arguments is refused.
    let mut first = action(&m.id, "N@e4");
    first.request_id = "r-1".into();
    let a = c
        .apply_action(authed(first.clone(), &m.white))
        .await
        .expect("first")
        .into_inner();
    let b = c
        .apply_action(authed(first, &m.white))
        .await
        .expect("retry")
        .into_inner();
    assert_eq!(a, b);
    assert_eq!(a.game.map(|g| g.version), Some(2));
    let mut other = action(&m.id, "N@e5");
    other.request_id = "r-1".into();
    expect_error(
        c.apply_action(authed(other, &m.black)).await,
        Code::InvalidArgument,
        "REQUEST_ID_REUSED",
    );
    // Either side resigns at any time: here Black, during the placement, on White's turn.
    let resigned = c
        .resign(authed(
            ResignRequest {
                game_id: m.id.clone(),
                ..ResignRequest::default()
            },
            &m.black,
        ))
        .await
        .expect("Resign")
        .into_inner()
        .game
        .expect("game");
    assert_eq!(
        (
            resigned.status(),
            resigned.end_reason(),
            resigned.resigned()
        ),
        (
            GameStatus::WhiteWon,
            pb::EndReason::Resignation,
            pb::Side::Black
        )
    );
    let history = c
        .get_history(GetHistoryRequest {
            game_id: m.id.clone(),
        })
        .await
        .expect("GetHistory")
        .into_inner();
    let replayed = Game::from_record(&history.record).expect("record");
    assert_eq!(
        replayed.resigned(),
        Some(arbiter::games::chess_football::rules::Side::Black)
    );
    expect_error(
        c.get_game(GetGameRequest {
            game_id: "AAAAAAAAAAAAAAAAAAAAAA".into(),
        })
        .await,
        Code::NotFound,
        "GAME_NOT_FOUND",
    );
}

/// A game id of one game is GAME_NOT_FOUND to every other game's service.
async fn games_keep_to_their_own_service(backend: Backend) {
    let fx = Fixture::new(backend).await;
    let mut c = client(&fx).await;
    let mut hanniball = HanniballServiceClient::new(fx.server.channel().await);
    let theirs = hanniball
        .new_game(arbiter::games::hanniball::pb::NewGameRequest::default())
        .await
        .expect("Hanniball NewGame")
        .into_inner()
        .game
        .expect("game")
        .game_id;
    expect_error(
        c.get_game(GetGameRequest { game_id: theirs }).await,
        Code::NotFound,
        "GAME_NOT_FOUND",
    );
    let ours = new_match(&mut c, "").await.id;
    expect_error(
        hanniball
            .get_game(arbiter::games::hanniball::pb::GetGameRequest { game_id: ours })
            .await,
        Code::NotFound,
        "GAME_NOT_FOUND",
    );
}

both_stores!(
    new_and_get,
    a_whole_match,
    goals_and_restarts_are_reported,
    a_draw_is_a_draw_everywhere,
    refusals,
    games_keep_to_their_own_service,
);

/// Two replicas over one Redis: a match played on both, alternately, is watched on each, and
/// both watchers see every change once, in version order, and the end.
#[tokio::test]
async fn replicas_share_matches_and_watchers() {
    let redis = RedisServer::start();
    let store = || RedisStore::open(&redis.url(), DEFAULT_GAME_TTL).expect("redis url");
    let a = TestServer::start(store()).await;
    let b = TestServer::start(store()).await;
    let mut ca = ChessFootballServiceClient::new(a.channel().await);
    let mut cb = ChessFootballServiceClient::new(b.channel().await);
    // Three moves before full time.
    let m = new_match(&mut ca, "4k3/8/8/8/8/8/8/R+3K3 w play 2 43/44 0-0").await;
    let mut watchers = Vec::new();
    for c in [&mut ca, &mut cb] {
        watchers.push(
            c.watch_game(WatchGameRequest {
                game_id: m.id.clone(),
                from_version: Some(1),
                audience: false,
                legal_actions: false,
            })
            .await
            .expect("WatchGame")
            .into_inner(),
        );
    }
    let plays = ["a1-a2", "e8-e7", "e1-e2"];
    for (i, cfa) in plays.iter().enumerate() {
        let token = if i % 2 == 0 { &m.white } else { &m.black };
        let c = if i % 2 == 0 { &mut ca } else { &mut cb };
        apply(c, token, &m.id, cfa).await;
    }
    let end = cb
        .get_game(GetGameRequest {
            game_id: m.id.clone(),
        })
        .await
        .expect("GetGame")
        .into_inner()
        .game
        .expect("game");
    assert_eq!((end.version, end.status()), (4, GameStatus::Drawn));
    for watch in &mut watchers {
        let mut seen = Vec::new();
        loop {
            let message = tokio::time::timeout(Duration::from_secs(20), watch.message())
                .await
                .expect("a watch message within 20 s");
            match message.expect("no error") {
                None => break,
                Some(response) => match response.update {
                    Some(watch_game_response::Update::Event(event)) => {
                        seen.push((event.version, event.action));
                    }
                    other => panic!("expected events only after from_version, got {other:?}"),
                },
            }
        }
        let expected: Vec<(u64, String)> = plays
            .iter()
            .enumerate()
            .map(|(i, a)| (i as u64 + 2, (*a).to_string()))
            .collect();
        assert_eq!(seen, expected);
    }
    // The replicas agree on the record.
    let history = ca
        .get_history(GetHistoryRequest {
            game_id: m.id.clone(),
        })
        .await
        .expect("GetHistory")
        .into_inner();
    let replayed = Game::from_record(&history.record).expect("record");
    assert_eq!(
        Some(*replayed.position()),
        Position::from_cfn(&end.position).ok()
    );
}

/// Health reports on the service, reflection describes it, the metrics count its calls and
/// its finished (also drawn) matches, and it answers gRPC-Web over HTTP/1.1.
#[tokio::test]
async fn health_reflection_metrics_and_grpc_web() {
    use prost::Message as _;
    use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
    use tonic_health::pb::health_check_response::ServingStatus;
    use tonic_reflection::pb::v1::ServerReflectionRequest;
    use tonic_reflection::pb::v1::server_reflection_client::ServerReflectionClient;
    use tonic_reflection::pb::v1::server_reflection_request::MessageRequest;
    use tonic_reflection::pb::v1::server_reflection_response::MessageResponse;

    let metrics = arbiter::metrics::Metrics::new();
    let options = arbiter::server::ServeOptions {
        metrics: metrics.clone(),
        ..common::fast_health()
    };
    let server = TestServer::start_with(arbiter::store::MemoryStore::default(), options).await;
    let mut health = server.health().await;
    assert_eq!(
        common::serving_status(&mut health, arbiter::games::chess_football::SERVICE_NAME).await,
        ServingStatus::Serving
    );

    let mut reflection = ServerReflectionClient::new(server.channel().await);
    let requests = vec![
        ServerReflectionRequest {
            host: String::new(),
            message_request: Some(MessageRequest::ListServices(String::new())),
        },
        ServerReflectionRequest {
            host: String::new(),
            message_request: Some(MessageRequest::FileContainingSymbol(
                "chessfootball.v1.ChessFootballService".into(),
            )),
        },
    ];
    let mut answers = reflection
        .server_reflection_info(tokio_stream::iter(requests))
        .await
        .expect("reflection")
        .into_inner();
    let first = answers.message().await.expect("answer").expect("list");
    let Some(MessageResponse::ListServicesResponse(list)) = first.message_response else {
        panic!("unexpected {first:?}");
    };
    let names: Vec<String> = list.service.into_iter().map(|s| s.name).collect();
    for expected in [
        "chessfootball.v1.ChessFootballService",
        "hanniball.v1.HanniballService",
    ] {
        assert!(
            names.iter().any(|n| n == expected),
            "{expected} in {names:?}"
        );
    }
    let second = answers.message().await.expect("answer").expect("file");
    assert!(matches!(
        second.message_response,
        Some(MessageResponse::FileDescriptorResponse(ref f)) if !f.file_descriptor_proto.is_empty()
    ));

    let mut c = ChessFootballServiceClient::new(server.channel().await);
    let m = new_match(&mut c, "4k3/8/8/8/8/8/8/R3K+3 w play 2 44/45 0-0").await;
    apply(&mut c, &m.white, &m.id, "e1-e2").await;
    let text = metrics.render();
    assert!(
        text.contains("arbiter_games_finished_total{ruleset=\"chess_football\"} 1"),
        "{text}"
    );
    assert!(
        text.lines()
            .any(|l| l.starts_with("grpc_server_handled_total")
                && l.contains("grpc_service=\"chessfootball.v1.ChessFootballService\"")
                && l.contains("grpc_method=\"ApplyAction\"")
                && l.contains("grpc_code=\"OK\""))
    );

    // gRPC-Web: one NewGame call framed by hand over HTTP/1.1.
    let message = NewGameRequest::default().encode_to_vec();
    let mut body = vec![0u8];
    body.extend_from_slice(&(message.len() as u32).to_be_bytes());
    body.extend_from_slice(&message);
    let head = format!(
        "POST /chessfootball.v1.ChessFootballService/NewGame HTTP/1.1\r\nhost: {}\r\n\
         content-type: application/grpc-web+proto\r\nx-grpc-web: 1\r\n\
         content-length: {}\r\nconnection: close\r\n\r\n",
        server.addr,
        body.len()
    );
    let mut stream = tokio::net::TcpStream::connect(server.addr)
        .await
        .expect("connect");
    stream.write_all(head.as_bytes()).await.expect("send");
    stream.write_all(&body).await.expect("send");
    let mut answer = Vec::new();
    tokio::time::timeout(Duration::from_secs(10), stream.read_to_end(&mut answer))
        .await
        .expect("an answer within 10 s")
        .expect("read");
    let split = answer
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .expect("end of headers");
    let (head, rest) = answer.split_at(split + 4);
    let head = String::from_utf8_lossy(head).to_ascii_lowercase();
    assert!(head.starts_with("http/1.1 200"), "{head}");
    assert!(
        head.contains("content-type: application/grpc-web"),
        "{head}"
    );
    // The body may be chunked: find the data frame (flag 0) by its length prefix.
    let frame = (0..rest.len().saturating_sub(5))
        .find_map(|i| {
            let len =
                u32::from_be_bytes([rest[i + 1], rest[i + 2], rest[i + 3], rest[i + 4]]) as usize;
            let data = rest.get(i + 5..i + 5 + len)?;
            (rest[i] == 0 && len > 0)
                .then(|| pb::NewGameResponse::decode(data).ok())
                .flatten()
                .filter(|r| r.game.is_some())
        })
        .expect("a NewGameResponse frame");
    assert_eq!(
        frame.game.map(|g| g.position),
        Some(INITIAL_CFN.to_string())
    );
}
