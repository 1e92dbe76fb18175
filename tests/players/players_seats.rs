//! Seats bound to players, over gRPC: a seat taken with a player session (NewGame, JoinGame
//! with `x-player-session`) shows the player's name and rating to everybody, watchers
//! included, and acts only with that player's session, on any replica; a rated game needs
//! a signed-in creator, one open seat, no computer, the initial position and a clock, and a
//! second player; a refused join leaves the invitation open; a retried join binds once; the
//! next game shows the rating the last rated game gave; a bound seat acts with its player's
//! session alone, no seat token needed (a bot or a second device that lost the token). On
//! both stores.

use crate::common;

use std::sync::Arc;
use std::time::Duration;

use arbiter::games::hanniball::pb::{
    self, ApplyActionRequest, GetGameRequest, JoinGameRequest, NewGameRequest, ResignRequest,
    time_control,
};
use arbiter::players::db::{Database, MEMORY_URL};
use arbiter::players::{Players, archive};
use arbiter::session::clock::ManualClock;
use arbiter::store::{DEFAULT_GAME_TTL, MemoryStore, RedisStore};
use common::{Backend, RedisServer, TestServer, Watcher, authed, expect_error};
use tonic::Code;
use tonic::transport::Channel;

const T0: u64 = 1_700_000_000_000;
const LIMIT: Duration = Duration::from_secs(60);

type Client = pb::hanniball_service_client::HanniballServiceClient<Channel>;

/// Two replicas over one store (one Redis, or one process's memory served twice) and one
/// players' database.
struct Replicas {
    one: TestServer,
    two: TestServer,
    players: Players,
    _redis: Option<RedisServer>,
}

async fn replicas(backend: Backend, clock: &ManualClock) -> Replicas {
    let db = Database::open(MEMORY_URL).await.expect("in-memory SQLite");
    let players =
        Players::new(db, Arc::new(clock.clone()), common::account_options()).expect("the players");
    match backend {
        Backend::Memory => {
            let store = MemoryStore::default();
            Replicas {
                one: TestServer::start_with(
                    store.clone(),
                    common::players_options(clock, &players),
                )
                .await,
                two: TestServer::start_with(store, common::players_options(clock, &players)).await,
                players,
                _redis: None,
            }
        }
        Backend::Redis => {
            let redis = RedisServer::start();
            let store = || RedisStore::open(&redis.url(), DEFAULT_GAME_TTL).expect("redis url");
            Replicas {
                one: TestServer::start_with(store(), common::players_options(clock, &players))
                    .await,
                two: TestServer::start_with(store(), common::players_options(clock, &players))
                    .await,
                players,
                _redis: Some(redis),
            }
        }
    }
}

/// `message` with a seat token (empty: none) and a player session (none: a guest's call).
fn call<T>(message: T, token: &str, session: Option<&str>) -> tonic::Request<T> {
    let mut request = if token.is_empty() {
        tonic::Request::new(message)
    } else {
        authed(message, token)
    };
    if let Some(session) = session {
        request
            .metadata_mut()
            .insert("x-player-session", session.parse().expect("metadata value"));
    }
    request
}

async fn account(players: &Players, name: &str) -> String {
    players
        .accounts()
        .create(name, "correct horse")
        .await
        .expect("CreateAccount");
    let (token, _) = players
        .accounts()
        .sign_in(name, "correct horse", None)
        .await
        .expect("SignIn");
    token.reveal().to_owned()
}

fn blitz() -> Option<pb::TimeControl> {
    Some(pb::TimeControl {
        control: Some(time_control::Control::Fischer(pb::Fischer {
            initial_ms: 300_000,
            increment_ms: 2_000,
        })),
    })
}

fn rated_request() -> NewGameRequest {
    NewGameRequest {
        open_seats: vec![pb::Side::Black as i32],
        time_control: blitz(),
        rated: true,
        ..Default::default()
    }
}

async fn first_step(client: &mut Client, id: &str) -> String {
    let legal = client
        .legal_actions(pb::LegalActionsRequest {
            subject: Some(pb::legal_actions_request::Subject::GameId(id.to_owned())),
        })
        .await
        .expect("LegalActions")
        .into_inner();
    legal
        .actions
        .iter()
        .find(|a| !a.ends_game && a.notation != "end")
        .expect("a step")
        .notation
        .clone()
}

fn names(game: &pb::Game) -> Vec<String> {
    game.seats.iter().map(|s| s.player_name.clone()).collect()
}

/// A rated game between two signed-in players, created on one replica and joined and
/// played on the other: names and ratings shown to everybody (a watcher too); each seat
/// acts only with its player's session; a retried join binds once; the game's end rates
/// both, and their next game shows the new ratings.
async fn a_rated_game_binds_both_seats(backend: Backend) {
    let clock = ManualClock::new(T0);
    let r = replicas(backend, &clock).await;
    let ada = account(&r.players, "Ada").await;
    let bob = account(&r.players, "Bob").await;
    let eve = account(&r.players, "Eve").await;
    let mut one = r.one.client().await;
    let mut two = r.two.client().await;

    let created = one
        .new_game(call(rated_request(), "", Some(&ada)))
        .await
        .expect("a rated NewGame")
        .into_inner();
    let game = created.game.expect("game");
    assert!(game.rated);
    assert_eq!(names(&game), ["Ada", ""], "the creator's seat is bound");
    assert_eq!(game.seats[0].rating, 1500.0);
    assert!(game.seats[0].provisional);
    let id = game.game_id.clone();
    let code = created.invitations[0].code.clone();
    let mut watching = r.two.client().await;
    let mut watcher = Watcher::open(&mut watching, &id, None)
        .await
        .expect("WatchGame");
    Watcher::expect_snapshot(watcher.next().await);

    // A guest, and the creator's own second session, may not take the rated game's seat;
    // the invitation stays open.
    let join = |session: Option<&str>, request_id: &str| {
        call(
            JoinGameRequest {
                game_id: id.clone(),
                request_id: request_id.to_owned(),
                ..Default::default()
            },
            &code,
            session,
        )
    };
    expect_error(
        two.join_game(join(None, "")).await,
        Code::Unauthenticated,
        "NOT_SIGNED_IN",
    );
    expect_error(
        two.join_game(join(Some(&ada), "")).await,
        Code::InvalidArgument,
        "SAME_PLAYER",
    );
    expect_error(
        two.join_game(join(Some("not-a-session"), "")).await,
        Code::Unauthenticated,
        "NOT_SIGNED_IN",
    );
    let joined = two
        .join_game(join(Some(&bob), "join-1"))
        .await
        .expect("JoinGame as Bob")
        .into_inner();
    let again = two
        .join_game(join(Some(&bob), "join-1"))
        .await
        .expect("the retried JoinGame")
        .into_inner();
    assert_eq!(again.token, joined.token, "a retry answers the same token");
    let shown = joined.game.expect("game");
    assert_eq!(names(&shown), ["Ada", "Bob"]);
    let seen = Watcher::expect_event(watcher.next().await);
    assert_eq!(
        names(seen.game.as_ref().expect("the event's game")),
        ["Ada", "Bob"],
        "the watcher sees who took the seat"
    );
    let white = created.white_token.clone();
    let black = joined.token.clone();

    // White's seat acts only with Ada's session, on either replica.
    let step = first_step(&mut one, &id).await;
    let apply = |token: &str, session: Option<&str>| {
        call(
            ApplyActionRequest {
                game_id: id.clone(),
                action: step.clone(),
                ..Default::default()
            },
            token,
            session,
        )
    };
    expect_error(
        two.apply_action(apply(&white, None)).await,
        Code::Unauthenticated,
        "NOT_SIGNED_IN",
    );
    expect_error(
        two.apply_action(apply(&white, Some(&eve))).await,
        Code::PermissionDenied,
        "WRONG_SEAT",
    );
    expect_error(
        one.apply_action(apply(&white, Some(&bob))).await,
        Code::PermissionDenied,
        "WRONG_SEAT",
    );
    two.apply_action(apply(&white, Some(&ada)))
        .await
        .expect("Ada moves");
    let resign = |token: &str, session: Option<&str>| {
        call(
            ResignRequest {
                game_id: id.clone(),
                ..Default::default()
            },
            token,
            session,
        )
    };
    expect_error(
        one.resign(resign(&black, None)).await,
        Code::Unauthenticated,
        "NOT_SIGNED_IN",
    );
    one.resign(resign(&black, Some(&bob)))
        .await
        .expect("Bob resigns");

    let db = r.players.db().clone();
    common::eventually(LIMIT, "the game is archived", || {
        let db = db.clone();
        let id = id.clone();
        async move { archive::is_archived(&db, &id).await.unwrap_or(false) }
    })
    .await;
    let archived = archive::fetch(r.players.db(), &id).await.expect("fetch");
    assert!(archived.rated);
    let after: Vec<f64> = archived
        .seats
        .iter()
        .map(|s| s.after.expect("rated").rating)
        .collect();
    assert!(after[0] > 1500.0 && after[1] < 1500.0, "{after:?}");

    // Their next game shows the ratings the last one gave.
    let next = one
        .new_game(call(rated_request(), "", Some(&bob)))
        .await
        .expect("Bob's NewGame")
        .into_inner()
        .game
        .expect("game");
    assert_eq!(names(&next), ["Bob", ""]);
    assert!((next.seats[0].rating - after[1]).abs() < 1e-9, "{next:?}");
    let got = two
        .get_game(GetGameRequest {
            game_id: next.game_id.clone(),
        })
        .await
        .expect("GetGame")
        .into_inner()
        .game
        .expect("game");
    assert_eq!(
        names(&got),
        ["Bob", ""],
        "another replica shows the binding"
    );
    r.one.stop().await;
    r.two.stop().await;
}

/// What a rated game needs, each refusal saying which; nothing is stored for a refused one.
async fn a_rated_game_needs_what_rating_needs(backend: Backend) {
    let clock = ManualClock::new(T0);
    let r = replicas(backend, &clock).await;
    let ada = account(&r.players, "Ada").await;
    let mut client = r.one.client().await;
    expect_error(
        client.new_game(call(rated_request(), "", None)).await,
        Code::Unauthenticated,
        "NOT_SIGNED_IN",
    );
    let cases = [
        (
            "no clock",
            NewGameRequest {
                time_control: None,
                ..rated_request()
            },
            "time control",
        ),
        (
            "no open seat",
            NewGameRequest {
                open_seats: Vec::new(),
                ..rated_request()
            },
            "exactly one seat open",
        ),
        (
            "both seats open",
            NewGameRequest {
                open_seats: vec![pb::Side::White as i32, pb::Side::Black as i32],
                ..rated_request()
            },
            "exactly one seat open",
        ),
        (
            "a position",
            NewGameRequest {
                position: "3/2m6/4E+4/h8/9/9/9/9/9/9/9/9/9/9/1M1 w 11".into(),
                ..rated_request()
            },
            "initial position",
        ),
        (
            "the computer",
            NewGameRequest {
                bot: Some(pb::BotOpponent {
                    side: pb::Side::White as i32,
                    ..Default::default()
                }),
                ..rated_request()
            },
            "computer",
        ),
    ];
    for (what, request, says) in cases {
        let status = expect_error(
            client.new_game(call(request, "", Some(&ada))).await,
            Code::InvalidArgument,
            "NOT_RATABLE",
        );
        assert!(status.message().contains(says), "{what}: {status:?}");
    }
    // A malformed player session is refused, not taken as a guest's call.
    expect_error(
        client
            .new_game(call(NewGameRequest::default(), "", Some("no such session")))
            .await,
        Code::Unauthenticated,
        "NOT_SIGNED_IN",
    );
    r.one.stop().await;
    r.two.stop().await;
}

/// An unrated game: the signed-in creator's seats are bound (both, when they take both),
/// a guest may join the open seat and acts with the seat token alone.
async fn an_unrated_game_binds_signed_in_seats_only(backend: Backend) {
    let clock = ManualClock::new(T0);
    let r = replicas(backend, &clock).await;
    let ada = account(&r.players, "Ada").await;
    let mut client = r.one.client().await;
    let both = client
        .new_game(call(NewGameRequest::default(), "", Some(&ada)))
        .await
        .expect("NewGame")
        .into_inner();
    let game = both.game.expect("game");
    assert!(!game.rated);
    assert_eq!(names(&game), ["Ada", "Ada"]);
    let step = first_step(&mut client, &game.game_id).await;
    expect_error(
        client
            .apply_action(call(
                ApplyActionRequest {
                    game_id: game.game_id.clone(),
                    action: step.clone(),
                    ..Default::default()
                },
                &both.white_token,
                None,
            ))
            .await,
        Code::Unauthenticated,
        "NOT_SIGNED_IN",
    );

    let open = client
        .new_game(call(
            NewGameRequest {
                open_seats: vec![pb::Side::Black as i32],
                ..Default::default()
            },
            "",
            Some(&ada),
        ))
        .await
        .expect("NewGame")
        .into_inner();
    let id = open.game.expect("game").game_id;
    let joined = client
        .join_game(call(
            JoinGameRequest {
                game_id: id.clone(),
                ..Default::default()
            },
            &open.invitations[0].code,
            None,
        ))
        .await
        .expect("a guest joins an unrated game")
        .into_inner();
    assert_eq!(names(&joined.game.expect("game")), ["Ada", ""]);
    let step = first_step(&mut client, &id).await;
    client
        .apply_action(call(
            ApplyActionRequest {
                game_id: id.clone(),
                action: step,
                ..Default::default()
            },
            &open.white_token,
            Some(&ada),
        ))
        .await
        .expect("Ada moves");
    client
        .resign(call(
            ResignRequest {
                game_id: id.clone(),
                ..Default::default()
            },
            &joined.token,
            None,
        ))
        .await
        .expect("the guest resigns with the seat token alone");
    r.one.stop().await;
    r.two.stop().await;
}

/// A seat bound to a player acts with the player's session alone, on any replica: a move,
/// a draw offer and its answer, a resignation; another player's session alone names no seat
/// of the game, and a call with neither token nor session is refused.
async fn a_bound_seat_acts_with_the_session_alone(backend: Backend) {
    let clock = ManualClock::new(T0);
    let r = replicas(backend, &clock).await;
    let ada = account(&r.players, "Ada").await;
    let bob = account(&r.players, "Bob").await;
    let eve = account(&r.players, "Eve").await;
    let mut one = r.one.client().await;
    let mut two = r.two.client().await;
    let created = one
        .new_game(call(rated_request(), "", Some(&ada)))
        .await
        .expect("a rated NewGame")
        .into_inner();
    let id = created.game.expect("game").game_id;
    two.join_game(call(
        JoinGameRequest {
            game_id: id.clone(),
            ..Default::default()
        },
        &created.invitations[0].code,
        Some(&bob),
    ))
    .await
    .expect("Bob joins");
    let step = first_step(&mut one, &id).await;
    let apply = |session: Option<&str>| {
        call(
            ApplyActionRequest {
                game_id: id.clone(),
                action: step.clone(),
                ..Default::default()
            },
            "",
            session,
        )
    };
    expect_error(
        two.apply_action(apply(None)).await,
        Code::Unauthenticated,
        "UNAUTHENTICATED",
    );
    expect_error(
        two.apply_action(apply(Some(&eve))).await,
        Code::PermissionDenied,
        "WRONG_SEAT",
    );
    expect_error(
        two.apply_action(apply(Some(&bob))).await,
        Code::PermissionDenied,
        "NOT_YOUR_TURN",
    );
    let moved = two
        .apply_action(apply(Some(&ada)))
        .await
        .expect("Ada moves with her session alone")
        .into_inner();
    assert_eq!(
        moved.game.expect("game").version,
        3,
        "created, joined, moved"
    );
    one.offer_draw(call(
        pb::OfferDrawRequest {
            game_id: id.clone(),
            ..Default::default()
        },
        "",
        Some(&bob),
    ))
    .await
    .expect("Bob offers a draw with his session alone");
    two.answer_draw(call(
        pb::AnswerDrawRequest {
            game_id: id.clone(),
            accept: false,
            ..Default::default()
        },
        "",
        Some(&ada),
    ))
    .await
    .expect("Ada declines it with hers");
    let resigned = one
        .resign(call(
            ResignRequest {
                game_id: id.clone(),
                ..Default::default()
            },
            "",
            Some(&bob),
        ))
        .await
        .expect("Bob resigns with his session alone")
        .into_inner()
        .game
        .expect("game");
    assert_eq!(
        resigned.status,
        pb::GameStatus::WhiteWon as i32,
        "{resigned:?}"
    );
    r.one.stop().await;
    r.two.stop().await;
}

both_stores!(
    a_bound_seat_acts_with_the_session_alone,
    a_rated_game_binds_both_seats,
    a_rated_game_needs_what_rating_needs,
    an_unrated_game_binds_signed_in_seats_only,
);
