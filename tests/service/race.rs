//! Two server instances share one Redis; concurrent writers to one game never both win.

use crate::common;

use arbiter::games::hanniball::pb::{
    ApplyActionRequest, GetHistoryRequest, LegalActionsRequest, NewGameRequest,
    legal_actions_request,
};
use arbiter::store::{DEFAULT_GAME_TTL, RedisStore};
use common::{RedisServer, TestServer, authed};
use tonic::Code;
use tonic_types::StatusExt;

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn concurrent_steps_with_one_expected_version_have_one_winner() {
    let redis = RedisServer::start();
    let store = || RedisStore::open(&redis.url(), DEFAULT_GAME_TTL).expect("redis url");
    let servers = [
        TestServer::start(store()).await,
        TestServer::start(store()).await,
    ];
    let clients = [servers[0].client().await, servers[1].client().await];

    let mut client = clients[0].clone();
    let created = client
        .new_game(NewGameRequest::default())
        .await
        .expect("NewGame")
        .into_inner();
    let id = created.game.expect("game").game_id;
    let token = created.white_token;

    // Each racer plays a different legal first step.
    let steps: Vec<String> = client
        .legal_actions(LegalActionsRequest {
            subject: Some(legal_actions_request::Subject::GameId(id.clone())),
        })
        .await
        .expect("LegalActions")
        .into_inner()
        .actions
        .into_iter()
        .map(|s| s.notation)
        .collect();
    assert!(steps.len() >= 2);

    let mut tasks = Vec::new();
    for i in 0..32 {
        let mut client = clients[i % 2].clone();
        let request = ApplyActionRequest {
            game_id: id.clone(),
            action: steps[i % steps.len()].clone(),
            expected_version: Some(1),
            request_id: String::new(),
        };
        let token = token.clone();
        tasks.push(tokio::spawn(async move {
            client.apply_action(authed(request, &token)).await
        }));
    }

    let mut winners = Vec::new();
    let mut aborted = 0;
    for task in tasks {
        match task.await.expect("task") {
            Ok(response) => winners.push(response.into_inner()),
            Err(status) => {
                assert_eq!(status.code(), Code::Aborted, "{status:?}");
                let info = status.get_details_error_info().expect("ErrorInfo");
                assert_eq!(info.reason, "VERSION_CONFLICT");
                assert_eq!(info.metadata["current_version"], "2");
                aborted += 1;
            }
        }
    }
    assert_eq!(winners.len(), 1, "exactly one call wins");
    assert_eq!(aborted, 31);
    let winner = winners.pop().expect("winner");
    let game = winner.game.expect("game");
    assert_eq!(game.version, 2);
    let won_with = winner.result.expect("result").step.expect("step").notation;

    // Both servers see the same history: the winning step, once, and nothing else.
    for mut client in clients {
        let history = client
            .get_history(GetHistoryRequest {
                game_id: id.clone(),
            })
            .await
            .expect("GetHistory")
            .into_inner();
        assert_eq!(history.game.expect("game").version, 2);
        let played: Vec<&str> = history
            .turns
            .iter()
            .flat_map(|t| t.steps.iter().map(|s| s.notation.as_str()))
            .collect();
        assert_eq!(played, [won_with.as_str()]);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn unpinned_concurrent_retries_apply_once() {
    let redis = RedisServer::start();
    let store = || RedisStore::open(&redis.url(), DEFAULT_GAME_TTL).expect("redis url");
    let servers = [
        TestServer::start(store()).await,
        TestServer::start(store()).await,
    ];
    let clients = [servers[0].client().await, servers[1].client().await];
    let created = clients[0]
        .clone()
        .new_game(NewGameRequest::default())
        .await
        .expect("NewGame")
        .into_inner();
    let id = created.game.expect("game").game_id;

    // The same request (one request id) sent 32 times at once through both servers, with no
    // expected version: it is applied once and every call gets the same answer.
    let mut tasks = Vec::new();
    for i in 0..32 {
        let mut client = clients[i % 2].clone();
        let request = ApplyActionRequest {
            game_id: id.clone(),
            action: "d4-e6".into(),
            expected_version: None,
            request_id: "the-one-request".into(),
        };
        let token = created.white_token.clone();
        tasks.push(tokio::spawn(async move {
            client.apply_action(authed(request, &token)).await
        }));
    }
    let mut answers = Vec::new();
    for task in tasks {
        let answer = task.await.expect("task").expect("every retry succeeds");
        answers.push(answer.into_inner());
    }
    assert!(answers.iter().all(|a| *a == answers[0]));
    assert_eq!(answers[0].game.as_ref().expect("game").version, 2);
    let history = clients[1]
        .clone()
        .get_history(GetHistoryRequest { game_id: id })
        .await
        .expect("GetHistory")
        .into_inner();
    let played: Vec<&str> = history
        .turns
        .iter()
        .flat_map(|t| t.steps.iter().map(|s| s.notation.as_str()))
        .collect();
    assert_eq!(played, ["d4-e6"]);
}
