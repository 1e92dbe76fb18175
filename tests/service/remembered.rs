//! Two replicas of the service (in this process) over one Redis: each remembers the games it
//! saw, and a remembered game that is no longer the stored one never produces a wrong answer.

use crate::common;

use arbiter::games::hanniball::pb::hanniball_service_client::HanniballServiceClient;
use arbiter::games::hanniball::pb::{self, ApplyActionRequest, GetHistoryRequest, NewGameRequest};
use arbiter::games::hanniball::rules::{Action, Game};
use arbiter::store::{DEFAULT_GAME_TTL, RedisStore};
use common::{RedisServer, TestServer, authed};
use tonic::transport::Channel;

struct Replicas {
    redis: RedisServer,
    a: TestServer,
    b: TestServer,
}

async fn replicas() -> Replicas {
    let redis = RedisServer::start();
    let store = || RedisStore::open(&redis.url(), DEFAULT_GAME_TTL).expect("redis url");
    let a = TestServer::start(store()).await;
    let b = TestServer::start(store()).await;
    Replicas { redis, a, b }
}

async fn apply(
    client: &mut HanniballServiceClient<Channel>,
    id: &str,
    token: &str,
    step: &str,
    expected_version: Option<u64>,
) -> pb::ApplyActionResponse {
    client
        .apply_action(authed(
            ApplyActionRequest {
                game_id: id.to_owned(),
                action: step.to_owned(),
                expected_version,
                request_id: String::new(),
            },
            token,
        ))
        .await
        .unwrap_or_else(|e| panic!("{step}: {e:?}"))
        .into_inner()
}

async fn history(client: &mut HanniballServiceClient<Channel>, id: &str) -> String {
    client
        .get_history(GetHistoryRequest {
            game_id: id.to_owned(),
        })
        .await
        .unwrap()
        .into_inner()
        .record
}

/// Three first steps of White by three different pieces, each legal after either other one.
fn three_steps() -> (Action, Action, Action) {
    let legal = Game::new().legal_actions();
    let piece = |a: &Action| match a {
        Action::Move { from, .. } => Some(*from),
        _ => None,
    };
    for x in &legal {
        for x2 in &legal {
            for y in &legal {
                let (Some(px), Some(px2), Some(py)) = (piece(x), piece(x2), piece(y)) else {
                    continue;
                };
                if px == px2 || px == py || px2 == py {
                    continue;
                }
                let legal_after = |first: Action| {
                    let mut g = Game::new();
                    g.apply(first).unwrap();
                    g.is_legal(*y).is_ok()
                };
                if legal_after(*x) && legal_after(*x2) {
                    return (*x, *x2, *y);
                }
            }
        }
    }
    panic!("no three independent first steps");
}

#[tokio::test]
async fn a_replica_follows_changes_made_by_another() {
    let r = replicas().await;
    let (mut a, mut b) = (r.a.client().await, r.b.client().await);
    let created = a
        .new_game(NewGameRequest::default())
        .await
        .unwrap()
        .into_inner();
    let id = created.game.unwrap().game_id;
    let white = created.white_token;
    let black = created.black_token;
    let mut reference = Game::new();
    let mut version = 1;
    // Alternate the replica for every step: each one's memory is always one step behind.
    for i in 0..12 {
        let legal = reference.legal_actions();
        let step = legal[(i * 7) % legal.len()];
        let token = if reference.side_to_move() == arbiter::games::hanniball::rules::Side::White {
            &white
        } else {
            &black
        };
        let client = if i % 2 == 0 { &mut a } else { &mut b };
        // Half the calls pin the version, half do not.
        let pinned = (i % 4 < 2).then_some(version);
        let reply = apply(client, &id, token, &step.to_string(), pinned).await;
        reference.apply(step).unwrap();
        let game = reply.game.unwrap();
        version += 1;
        assert_eq!(game.version, version);
        assert_eq!(game.position, reference.position().to_hpn());
    }
    assert_eq!(history(&mut a, &id).await, reference.to_record());
    assert_eq!(history(&mut b, &id).await, reference.to_record());
}

#[tokio::test]
async fn a_remembered_state_that_is_no_longer_stored_is_not_built_on() {
    let r = replicas().await;
    let (mut a, mut b) = (r.a.client().await, r.b.client().await);
    let (x, x2, y) = three_steps();

    // Replica A plays x in game 1 and remembers game 1 at version 2.
    let created = a
        .new_game(NewGameRequest::default())
        .await
        .unwrap()
        .into_inner();
    let id = created.game.unwrap().game_id;
    let token = created.white_token;
    apply(&mut a, &id, &token, &x.to_string(), Some(1)).await;

    // Meanwhile the stored game 1 becomes another game at the same version 2 (as after a
    // failover that lost the write of x, followed by x2 written through another replica):
    // copy the state of a game 2 that played x2.
    let other = b
        .new_game(NewGameRequest::default())
        .await
        .unwrap()
        .into_inner();
    let other_id = other.game.unwrap().game_id;
    apply(
        &mut b,
        &other_id,
        &other.white_token,
        &x2.to_string(),
        Some(1),
    )
    .await;
    let client = redis::Client::open(r.redis.url()).unwrap();
    let mut conn = client.get_multiplexed_async_connection().await.unwrap();
    let state: Vec<u8> = redis::cmd("HGET")
        .arg(format!("game:{{{other_id}}}"))
        .arg("state")
        .query_async(&mut conn)
        .await
        .unwrap();
    let () = redis::cmd("HSET")
        .arg(format!("game:{{{id}}}"))
        .arg("state")
        .arg(state)
        .query_async(&mut conn)
        .await
        .unwrap();

    // A's next step is legal after x and after x2: it must be played after x2, the stored one.
    let reply = apply(&mut a, &id, &token, &y.to_string(), Some(2)).await;
    let mut expected = Game::new();
    expected.apply(x2).unwrap();
    expected.apply(y).unwrap();
    let game = reply.game.unwrap();
    assert_eq!(game.version, 3);
    assert_eq!(game.position, expected.position().to_hpn());
    assert_eq!(history(&mut a, &id).await, expected.to_record());
}

#[tokio::test]
async fn retried_requests_are_answered_from_their_record_on_any_replica() {
    let r = replicas().await;
    let (mut a, mut b) = (r.a.client().await, r.b.client().await);
    let created = a
        .new_game(NewGameRequest::default())
        .await
        .unwrap()
        .into_inner();
    let id = created.game.unwrap().game_id;
    let token = created.white_token;
    let step = Game::new().legal_actions()[0].to_string();
    let request = || {
        authed(
            ApplyActionRequest {
                game_id: id.clone(),
                action: step.clone(),
                expected_version: Some(1),
                request_id: "retry-me".into(),
            },
            &token,
        )
    };
    let first = a.apply_action(request()).await.unwrap().into_inner();
    // The same replica (whose memory is now at version 2) and the other one both replay.
    let again = a.apply_action(request()).await.unwrap().into_inner();
    let elsewhere = b.apply_action(request()).await.unwrap().into_inner();
    assert_eq!(again, first);
    assert_eq!(elsewhere, first);
    assert_eq!(first.game.unwrap().version, 2);
}
