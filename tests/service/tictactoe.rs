//! The game-generic machinery driven by the test-only fourth game, tic-tac-toe
//! (`src/games/tictactoe/`, registered in `games::WithTestGames` only), on both stores: seats
//! and tokens, versions and conflicts, idempotent retries, legal actions, the history, watch
//! streams (with resumption), invitations, draws, clocks, and a computer-opponent request
//! that is refused before anything is stored.

use crate::common;

use std::sync::Arc;
use std::time::Duration;

use arbiter::games::WithTestGames;
use arbiter::games::tictactoe::pb::tic_tac_toe_service_client::TicTacToeServiceClient;
use arbiter::games::tictactoe::pb::{
    self, AnswerDrawRequest, ApplyActionRequest, GetGameRequest, GetHistoryRequest,
    JoinGameRequest, LegalActionsRequest, NewGameRequest, OfferDrawRequest, ResignRequest,
    TimeControl, WatchGameRequest, legal_actions_request, time_control, watch_game_response,
};
use arbiter::session::clock::ManualClock;
use arbiter::store::{DEFAULT_GAME_TTL, MemoryStore, RedisStore};
use common::{Backend, RedisServer, TestServer, authed, expect_error, fast_health};
use tonic::Code;
use tonic::transport::Channel;

type Client = TicTacToeServiceClient<Channel>;

/// A server of every game, tic-tac-toe included, over the store of `backend`.
struct Served {
    server: TestServer,
    client: Client,
    redis: Option<RedisServer>,
}

async fn serve(backend: Backend, options: arbiter::server::ServeOptions) -> Served {
    let (server, redis) = match backend {
        Backend::Memory => (
            TestServer::start_games(MemoryStore::default(), options, WithTestGames).await,
            None,
        ),
        Backend::Redis => {
            let redis = RedisServer::start();
            let store = RedisStore::open(&redis.url(), DEFAULT_GAME_TTL).expect("redis url");
            (
                TestServer::start_games(store, options, WithTestGames).await,
                Some(redis),
            )
        }
    };
    let client = Client::new(server.channel().await);
    Served {
        server,
        client,
        redis,
    }
}

fn apply(game_id: &str, action: &str, request_id: &str) -> ApplyActionRequest {
    ApplyActionRequest {
        game_id: game_id.to_owned(),
        action: action.to_owned(),
        expected_version: None,
        request_id: request_id.to_owned(),
    }
}

/// A whole game: seats, turns, versions, a conflict, a retried request answered from its
/// record, illegal and malformed actions, the win, the history, and a watcher that sees every
/// change in order and stops at the end.
async fn a_game_to_the_end(backend: Backend) {
    let served = serve(backend, fast_health()).await;
    let mut client = served.client.clone();
    client.ping(pb::PingRequest {}).await.expect("ping");
    let created = client
        .new_game(NewGameRequest::default())
        .await
        .expect("new game")
        .into_inner();
    let game = created.game.expect("game");
    assert_eq!(game.version, 1);
    assert_eq!(game.position, ".../.../... x");
    assert_eq!(game.side_to_move, pb::Side::X as i32);
    assert_eq!(game.seats.len(), 2);
    assert!(!created.x_token.is_empty() && !created.o_token.is_empty());
    let (id, x, o) = (game.game_id.clone(), created.x_token, created.o_token);

    let mut watch = client
        .watch_game(WatchGameRequest {
            game_id: id.clone(),
            from_version: None,
            audience: false,
            legal_actions: false,
        })
        .await
        .expect("watch")
        .into_inner();

    let legal = client
        .legal_actions(LegalActionsRequest {
            subject: Some(legal_actions_request::Subject::GameId(id.clone())),
        })
        .await
        .expect("legal actions")
        .into_inner();
    assert_eq!(legal.actions.len(), 9);
    assert_eq!(legal.side_to_move, pb::Side::X as i32);

    let first = client
        .apply_action(authed(apply(&id, "b2", "x-1"), &x))
        .await
        .expect("x b2")
        .into_inner();
    assert_eq!(first.game.as_ref().map(|g| g.version), Some(2));
    // The same request again is answered from its record, without a second move.
    let again = client
        .apply_action(authed(apply(&id, "b2", "x-1"), &x))
        .await
        .expect("the retry")
        .into_inner();
    assert_eq!(again, first);
    // The same request id with other arguments is refused.
    expect_error(
        client
            .apply_action(authed(apply(&id, "a1", "x-1"), &x))
            .await,
        Code::InvalidArgument,
        "REQUEST_ID_REUSED",
    );
    expect_error(
        client.apply_action(authed(apply(&id, "a1", ""), &x)).await,
        Code::PermissionDenied,
        "NOT_YOUR_TURN",
    );
    expect_error(
        client.apply_action(authed(apply(&id, "b2", ""), &o)).await,
        Code::FailedPrecondition,
        "ILLEGAL_ACTION",
    );
    expect_error(
        client.apply_action(authed(apply(&id, "z9", ""), &o)).await,
        Code::InvalidArgument,
        "INVALID_ACTION",
    );
    let pinned = ApplyActionRequest {
        expected_version: Some(1),
        ..apply(&id, "a1", "")
    };
    expect_error(
        client.apply_action(authed(pinned, &o)).await,
        Code::Aborted,
        "VERSION_CONFLICT",
    );
    expect_error(
        client
            .apply_action(authed(apply(&id, "a1", ""), "not-a-token"))
            .await,
        Code::Unauthenticated,
        "UNAUTHENTICATED",
    );

    // X takes a2 and b2, then wins with c2 along row 2.
    for (token, square) in [(&o, "a1"), (&x, "c1"), (&o, "a3"), (&x, "a2"), (&o, "c3")] {
        client
            .apply_action(authed(apply(&id, square, ""), token))
            .await
            .unwrap_or_else(|e| panic!("{square}: {e:?}"));
    }
    let won = client
        .apply_action(authed(apply(&id, "c2", ""), &x))
        .await
        .expect("the winning move")
        .into_inner();
    let result = won.result.expect("result");
    assert!(result.game_over);
    assert_eq!(result.winner, pb::Side::X as i32);
    let over = won.game.expect("game");
    assert_eq!(over.status, pb::GameStatus::XWon as i32);
    assert_eq!(over.end_reason, pb::EndReason::ThreeInARow as i32);
    assert_eq!(over.version, 8);
    expect_error(
        client.apply_action(authed(apply(&id, "b1", ""), &o)).await,
        Code::FailedPrecondition,
        "GAME_OVER",
    );

    let history = client
        .get_history(GetHistoryRequest {
            game_id: id.clone(),
        })
        .await
        .expect("history")
        .into_inner();
    assert_eq!(history.record, "b2\na1\nc1\na3\na2\nc3\nc2\n");
    assert_eq!(history.moves.len(), 7);
    assert_eq!(history.start_position, ".../.../... x");

    // The watcher saw the snapshot, then versions 2..=8 in order, then the stream ended.
    let mut versions = Vec::new();
    while let Some(message) = tokio::time::timeout(Duration::from_secs(60), watch.message())
        .await
        .expect("the watch answers")
        .expect("a watch message")
    {
        match message.update.expect("update") {
            watch_game_response::Update::Snapshot(game) => versions.push(game.version),
            watch_game_response::Update::Event(event) => {
                assert_eq!(event.game.as_ref().map(|g| g.version), Some(event.version));
                versions.push(event.version);
            }
            watch_game_response::Update::Audience(_) => panic!("an audience not asked for"),
        }
    }
    assert_eq!(versions, (1..=8).collect::<Vec<u64>>());

    // Resuming after version 5 gives the changes after it, then the end.
    let mut resumed = client
        .watch_game(WatchGameRequest {
            game_id: id.clone(),
            from_version: Some(5),
            audience: false,
            legal_actions: false,
        })
        .await
        .expect("resume")
        .into_inner();
    let mut after = Vec::new();
    while let Some(message) = resumed.message().await.expect("a watch message") {
        if let Some(watch_game_response::Update::Event(event)) = message.update {
            after.push(event.action);
        }
    }
    assert_eq!(after, ["a2", "c3", "c2"]);

    // Another game's service does not serve this game.
    let mut hanniball = served.server.client().await;
    expect_error(
        hanniball
            .get_game(arbiter::games::hanniball::pb::GetGameRequest { game_id: id })
            .await,
        Code::NotFound,
        "GAME_NOT_FOUND",
    );
}

/// Invitations, a join, a draw offer declined then accepted, and a resignation refused after
/// the draw.
async fn invitations_and_draws(backend: Backend) {
    let served = serve(backend, fast_health()).await;
    let mut client = served.client.clone();
    let created = client
        .new_game(NewGameRequest {
            open_seats: vec![pb::Side::O as i32],
            ..NewGameRequest::default()
        })
        .await
        .expect("new game")
        .into_inner();
    let id = created.game.expect("game").game_id;
    assert!(created.o_token.is_empty());
    assert_eq!(created.invitations.len(), 1);
    let code = created.invitations[0].code.clone();
    let x = created.x_token;
    expect_error(
        client
            .offer_draw(authed(
                OfferDrawRequest {
                    game_id: id.clone(),
                    ..OfferDrawRequest::default()
                },
                &x,
            ))
            .await,
        Code::FailedPrecondition,
        "SEATS_OPEN",
    );
    let joined = client
        .join_game(authed(
            JoinGameRequest {
                game_id: id.clone(),
                request_id: "join-1".into(),
                ..JoinGameRequest::default()
            },
            &code,
        ))
        .await
        .expect("join")
        .into_inner();
    assert_eq!(joined.side, pb::Side::O as i32);
    let o = joined.token;
    assert!(!o.is_empty());
    expect_error(
        client
            .join_game(authed(
                JoinGameRequest {
                    game_id: id.clone(),
                    ..JoinGameRequest::default()
                },
                &code,
            ))
            .await,
        Code::FailedPrecondition,
        "INVITATION_USED",
    );
    let offer = |token: &str| {
        authed(
            OfferDrawRequest {
                game_id: id.clone(),
                ..OfferDrawRequest::default()
            },
            token,
        )
    };
    let answer = |token: &str, accept: bool| {
        authed(
            AnswerDrawRequest {
                game_id: id.clone(),
                accept,
                ..AnswerDrawRequest::default()
            },
            token,
        )
    };
    let offered = client
        .offer_draw(offer(&x))
        .await
        .expect("offer")
        .into_inner();
    assert_eq!(
        offered.game.map(|g| g.draw_offered_by),
        Some(pb::Side::X as i32)
    );
    let declined = client
        .answer_draw(answer(&o, false))
        .await
        .expect("decline")
        .into_inner();
    assert_eq!(declined.game.map(|g| g.draw_offered_by), Some(0));
    client.offer_draw(offer(&o)).await.expect("offer again");
    expect_error(
        client.answer_draw(answer(&o, true)).await,
        Code::FailedPrecondition,
        "NO_DRAW_OFFER",
    );
    let drawn = client
        .answer_draw(answer(&x, true))
        .await
        .expect("accept")
        .into_inner()
        .game
        .expect("game");
    assert_eq!(drawn.status, pb::GameStatus::Drawn as i32);
    assert_eq!(drawn.end_reason, pb::EndReason::DrawAgreed as i32);
    expect_error(
        client
            .resign(authed(
                ResignRequest {
                    game_id: id.clone(),
                    ..ResignRequest::default()
                },
                &x,
            ))
            .await,
        Code::FailedPrecondition,
        "GAME_OVER",
    );
    let history = client
        .get_history(GetHistoryRequest { game_id: id })
        .await
        .expect("history")
        .into_inner();
    assert!(
        history.record.ends_with("; draw agreed\n"),
        "{}",
        history.record
    );
}

/// A clock: it runs for the side to move after the first move, and a flag falls.
async fn clocks_and_a_flag_fall(backend: Backend) {
    let clock = Arc::new(ManualClock::new(1_000_000));
    let options = arbiter::server::ServeOptions {
        clock: clock.clone(),
        ..fast_health()
    };
    let served = serve(backend, options).await;
    let mut client = served.client.clone();
    let created = client
        .new_game(NewGameRequest {
            time_control: Some(TimeControl {
                control: Some(time_control::Control::PerTurn(pb::PerTurn {
                    per_turn_ms: 5_000,
                })),
            }),
            ..NewGameRequest::default()
        })
        .await
        .expect("new game")
        .into_inner();
    let id = created.game.as_ref().expect("game").game_id.clone();
    assert!(created.game.and_then(|g| g.clock).is_some());
    let moved = client
        .apply_action(authed(apply(&id, "a1", ""), &created.x_token))
        .await
        .expect("x a1")
        .into_inner()
        .game
        .expect("game");
    let running = moved.clock.expect("clock");
    assert_eq!(running.running, pb::Side::O as i32);
    assert!(moved.deadline_ms > 1_000_000);
    clock.advance(6_000);
    // A read after the deadline ends the game: O lost on time.
    common::eventually(Duration::from_secs(60), "the flag falls", || {
        let mut client = client.clone();
        let id = id.clone();
        async move {
            client
                .get_game(GetGameRequest { game_id: id })
                .await
                .ok()
                .and_then(|r| r.into_inner().game)
                .is_some_and(|g| {
                    g.status == pb::GameStatus::XWon as i32
                        && g.end_reason == pb::EndReason::Timeout as i32
                })
        }
    })
    .await;
}

/// A computer-opponent request whose seat is also kept open is refused before anything is
/// stored.
async fn an_invalid_bot_request_stores_nothing(backend: Backend) {
    let served = serve(backend, fast_health()).await;
    let mut client = served.client.clone();
    let keys_before = stored_keys(backend, served.redis.as_ref()).await;
    let refused = client
        .new_game(NewGameRequest {
            open_seats: vec![pb::Side::O as i32],
            bot: Some(pb::BotOpponent {
                side: pb::Side::O as i32,
                budget_ms: 10,
                iterations: 0,
            }),
            ..NewGameRequest::default()
        })
        .await;
    expect_error(refused, Code::InvalidArgument, "INVALID_BOT");
    assert_eq!(
        stored_keys(backend, served.redis.as_ref()).await,
        keys_before
    );
}

async fn stored_keys(backend: Backend, redis: Option<&RedisServer>) -> u64 {
    match (backend, redis) {
        (Backend::Redis, Some(redis)) => {
            let client = ::redis::Client::open(redis.url()).expect("redis client");
            let mut conn = client
                .get_multiplexed_async_connection()
                .await
                .expect("connect to redis");
            ::redis::cmd("DBSIZE")
                .query_async(&mut conn)
                .await
                .expect("DBSIZE")
        }
        _ => 0,
    }
}

both_stores!(
    a_game_to_the_end,
    invitations_and_draws,
    clocks_and_a_flag_fall,
    an_invalid_bot_request_stores_nothing,
);

/// With the memory store the test can look inside: the refused request stored no game.
#[tokio::test]
async fn an_invalid_bot_request_leaves_the_memory_store_empty() {
    let store = MemoryStore::default();
    let server = TestServer::start_games(store.clone(), fast_health(), WithTestGames).await;
    let mut client = Client::new(server.channel().await);
    let refused = client
        .new_game(NewGameRequest {
            open_seats: vec![pb::Side::X as i32],
            bot: Some(pb::BotOpponent {
                side: pb::Side::X as i32,
                budget_ms: 10,
                iterations: 0,
            }),
            ..NewGameRequest::default()
        })
        .await;
    expect_error(refused, Code::InvalidArgument, "INVALID_BOT");
    assert!(store.is_empty(), "a refused NewGame stored a game");
    // The same check holds for a real game's service.
    let mut hanniball = server.client().await;
    let refused = hanniball
        .new_game(arbiter::games::hanniball::pb::NewGameRequest {
            open_seats: vec![arbiter::games::hanniball::pb::Side::Black as i32],
            bot: Some(arbiter::games::hanniball::pb::BotOpponent {
                side: arbiter::games::hanniball::pb::Side::Black as i32,
                budget_ms: 10,
                iterations: 0,
            }),
            ..Default::default()
        })
        .await;
    expect_error(refused, Code::InvalidArgument, "INVALID_BOT");
    assert!(store.is_empty(), "a refused NewGame stored a game");
}
