//! Redis goes away mid-run: calls fail with UNAVAILABLE, health turns NOT_SERVING; Redis
//! comes back: the same server serves again and no game is lost.

use crate::common;

use std::time::Duration;

use arbiter::games::hanniball::SERVICE_NAME;
use arbiter::games::hanniball::pb::{
    ApplyActionRequest, GetGameRequest, LegalActionsRequest, NewGameRequest, legal_actions_request,
};
use arbiter::store::{DEFAULT_GAME_TTL, RedisStore};
use common::{RedisServer, TestServer, authed, eventually, expect_error, serving_status};
use tonic::Code;
use tonic_health::pb::health_check_response::ServingStatus;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_service_survives_a_redis_outage() {
    let mut redis = RedisServer::start_persistent();
    let store = RedisStore::open(&redis.url(), DEFAULT_GAME_TTL).expect("redis url");
    let server = TestServer::start(store).await;
    let mut client = server.client().await;
    let mut health = server.health().await;
    assert_eq!(
        serving_status(&mut health, "").await,
        ServingStatus::Serving
    );
    assert_eq!(
        serving_status(&mut health, SERVICE_NAME).await,
        ServingStatus::Serving
    );

    let created = client
        .new_game(NewGameRequest::default())
        .await
        .expect("NewGame")
        .into_inner();
    let id = created.game.expect("game").game_id;
    let white = created.white_token;
    let step = |hsn: &str| ApplyActionRequest {
        game_id: id.clone(),
        action: hsn.into(),
        ..ApplyActionRequest::default()
    };
    client
        .apply_action(authed(step("d4-e6"), &white))
        .await
        .expect("first step");

    redis.stop();

    // Every call that needs the store fails cleanly...
    let r = client
        .get_game(GetGameRequest {
            game_id: id.clone(),
        })
        .await;
    let status = expect_error(r, Code::Unavailable, "STORE_UNAVAILABLE");
    assert!(status.message().contains("unavailable"), "{status:?}");
    let r = client.apply_action(authed(step("f4-g6"), &white)).await;
    expect_error(r, Code::Unavailable, "STORE_UNAVAILABLE");
    let r = client.new_game(NewGameRequest::default()).await;
    expect_error(r, Code::Unavailable, "STORE_UNAVAILABLE");
    // ...while stateless analysis still works.
    client
        .legal_actions(LegalActionsRequest {
            subject: Some(legal_actions_request::Subject::Position(
                arbiter::games::hanniball::rules::INITIAL_HPN.into(),
            )),
        })
        .await
        .expect("LegalActions on a bare position needs no store");
    // ...and health says so.
    eventually(Duration::from_secs(10), "health NOT_SERVING", || {
        let mut health = health.clone();
        async move { serving_status(&mut health, "").await == ServingStatus::NotServing }
    })
    .await;
    assert_eq!(
        serving_status(&mut health, SERVICE_NAME).await,
        ServingStatus::NotServing
    );

    redis.restart();

    eventually(Duration::from_secs(20), "health SERVING again", || {
        let mut health = health.clone();
        async move { serving_status(&mut health, "").await == ServingStatus::Serving }
    })
    .await;
    eventually(Duration::from_secs(20), "GetGame works again", || {
        let mut client = client.clone();
        let id = id.clone();
        async move {
            client
                .get_game(GetGameRequest { game_id: id })
                .await
                .is_ok()
        }
    })
    .await;

    // The game is intact and play goes on.
    let game = client
        .get_game(GetGameRequest {
            game_id: id.clone(),
        })
        .await
        .expect("GetGame")
        .into_inner()
        .game
        .expect("game");
    assert_eq!(game.version, 2);
    assert_eq!(game.steps_this_turn, ["d4-e6"]);
    let r = client
        .apply_action(authed(step("f4-g6"), &white))
        .await
        .expect("second step after the outage")
        .into_inner();
    assert_eq!(r.game.expect("game").version, 3);
    client
        .new_game(NewGameRequest::default())
        .await
        .expect("new games again");
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_service_starts_while_redis_is_down() {
    let mut redis = RedisServer::start();
    redis.stop();
    let store = RedisStore::open(&redis.url(), DEFAULT_GAME_TTL).expect("redis url");
    let server = TestServer::start(store).await;
    let mut client = server.client().await;
    let mut health = server.health().await;
    assert_eq!(
        serving_status(&mut health, "").await,
        ServingStatus::NotServing
    );
    let r = client.new_game(NewGameRequest::default()).await;
    expect_error(r, Code::Unavailable, "STORE_UNAVAILABLE");

    redis.restart();
    eventually(Duration::from_secs(20), "health SERVING", || {
        let mut health = health.clone();
        async move { serving_status(&mut health, "").await == ServingStatus::Serving }
    })
    .await;
    client
        .new_game(NewGameRequest::default())
        .await
        .expect("NewGame once Redis is up");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hung_redis_times_out_as_unavailable() {
    let redis = RedisServer::start();
    let store = RedisStore::open(&redis.url(), DEFAULT_GAME_TTL).expect("redis url");
    let server = TestServer::start(store).await;
    let mut client = server.client().await;
    let mut health = server.health().await;
    let created = client
        .new_game(NewGameRequest::default())
        .await
        .expect("NewGame")
        .into_inner();
    let id = created.game.expect("game").game_id;

    redis.freeze(true);
    let started = std::time::Instant::now();
    let r = client
        .get_game(GetGameRequest {
            game_id: id.clone(),
        })
        .await;
    expect_error(r, Code::Unavailable, "STORE_UNAVAILABLE");
    assert!(
        started.elapsed() < Duration::from_secs(5),
        "took {:?}",
        started.elapsed()
    );
    eventually(Duration::from_secs(10), "health NOT_SERVING", || {
        let mut health = health.clone();
        async move { serving_status(&mut health, "").await == ServingStatus::NotServing }
    })
    .await;

    redis.freeze(false);
    eventually(Duration::from_secs(20), "GetGame works again", || {
        let mut client = client.clone();
        let id = id.clone();
        async move {
            client
                .get_game(GetGameRequest { game_id: id })
                .await
                .is_ok()
        }
    })
    .await;
    eventually(Duration::from_secs(10), "health SERVING", || {
        let mut health = health.clone();
        async move { serving_status(&mut health, "").await == ServingStatus::Serving }
    })
    .await;
    assert_eq!(
        serving_status(&mut health, "").await,
        ServingStatus::Serving
    );
}
