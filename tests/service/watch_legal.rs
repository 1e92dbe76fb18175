//! `WatchGameRequest.legal_actions`: a seat's stream carries the seat's legal actions with
//! every snapshot and event after which that seat is to move, so a player's client needs no
//! LegalActions call per change; the other seat and spectators receive none. Checked on both
//! stores with the stream on a second replica, through Hanniball, whose turns have several
//! steps (the seat to move stays the same within a turn).

use crate::common;

use arbiter::games::hanniball::pb::hanniball_service_client::HanniballServiceClient;
use arbiter::games::hanniball::pb::legal_actions_request::Subject;
use arbiter::games::hanniball::pb::{
    self, ApplyActionRequest, LegalActionsRequest, NewGameRequest, WatchGameRequest,
    watch_game_response::Update,
};
use arbiter::store::{MemoryStore, RedisStore};
use common::{Backend, RedisServer, TestServer, authed};
use std::time::Duration;
use tonic::Streaming;
use tonic::transport::Channel;

/// How long a message may take on a loaded machine.
const WAIT: Duration = Duration::from_secs(30);

/// Two replicas over one store (for Redis, each with a store of its own).
async fn replicas(backend: Backend) -> (Vec<TestServer>, Option<RedisServer>) {
    match backend {
        Backend::Memory => {
            let store = MemoryStore::new(Duration::from_secs(600));
            let a = TestServer::start(store.clone()).await;
            let b = TestServer::start(store).await;
            (vec![a, b], None)
        }
        Backend::Redis => {
            let redis = RedisServer::start();
            let open = || RedisStore::open(&redis.url(), Duration::from_secs(600)).expect("url");
            let a = TestServer::start(open()).await;
            let b = TestServer::start(open()).await;
            (vec![a, b], Some(redis))
        }
    }
}

async fn watch(
    client: &mut HanniballServiceClient<Channel>,
    id: &str,
    token: Option<&str>,
    legal_actions: bool,
) -> Streaming<pb::WatchGameResponse> {
    let request = WatchGameRequest {
        game_id: id.to_owned(),
        legal_actions,
        ..Default::default()
    };
    let request = match token {
        Some(token) => authed(request, token),
        None => tonic::Request::new(request),
    };
    client
        .watch_game(request)
        .await
        .expect("WatchGame")
        .into_inner()
}

/// The next game message (snapshot or event): its version and legal actions' notations.
async fn next(stream: &mut Streaming<pb::WatchGameResponse>) -> (u64, Vec<String>) {
    let message = tokio::time::timeout(WAIT, stream.message())
        .await
        .expect("a message in time")
        .expect("the stream goes on")
        .expect("a message");
    let version = match message.update {
        Some(Update::Snapshot(game)) => game.version,
        Some(Update::Event(event)) => event.version,
        other => panic!("not a game update: {other:?}"),
    };
    let legal = message
        .legal_actions
        .into_iter()
        .map(|a| a.notation)
        .collect();
    (version, legal)
}

/// LegalActions' list for the game now.
async fn listed(client: &mut HanniballServiceClient<Channel>, id: &str) -> (u64, Vec<String>) {
    let reply = client
        .legal_actions(LegalActionsRequest {
            subject: Some(Subject::GameId(id.to_owned())),
        })
        .await
        .expect("LegalActions")
        .into_inner();
    let version = reply.game.expect("game").version;
    (
        version,
        reply.actions.into_iter().map(|a| a.notation).collect(),
    )
}

async fn apply(client: &mut HanniballServiceClient<Channel>, token: &str, id: &str, step: &str) {
    let request = ApplyActionRequest {
        game_id: id.to_owned(),
        action: step.to_owned(),
        ..Default::default()
    };
    client
        .apply_action(authed(request, token))
        .await
        .unwrap_or_else(|s| panic!("ApplyAction {step}: {s:?}"));
}

async fn only_the_seat_to_move_gets_its_legal_actions(backend: Backend) {
    let (servers, _redis) = replicas(backend).await;
    let mut player = servers[0].client().await;
    let mut other = servers[1].client().await;
    let created = player
        .new_game(NewGameRequest::default())
        .await
        .expect("NewGame")
        .into_inner();
    let id = created.game.expect("game").game_id;
    let (white, black) = (created.white_token, created.black_token);

    // The streams are on the other replica: the changes reach them through the store.
    let mut white_stream = watch(&mut other, &id, Some(&white), true).await;
    let mut black_stream = watch(&mut other, &id, Some(&black), true).await;
    let mut spectator = watch(&mut other, &id, None, true).await;
    let mut not_asked = watch(&mut other, &id, Some(&white), false).await;

    // The snapshot: White is to move and gets exactly what LegalActions lists.
    let start = listed(&mut player, &id).await;
    assert!(!start.1.is_empty());
    assert_eq!(next(&mut white_stream).await, start, "White's snapshot");
    assert_eq!(next(&mut black_stream).await, (1, vec![]), "Black waits");
    assert_eq!(next(&mut spectator).await, (1, vec![]), "a spectator");
    assert_eq!(next(&mut not_asked).await, (1, vec![]), "not asked");

    // A step within White's turn: White is still to move, with the list after the step.
    apply(&mut player, &white, &id, "d4-e6").await;
    let after_step = listed(&mut player, &id).await;
    assert_eq!(after_step.0, 2);
    assert_ne!(after_step.1, start.1, "the step changed what is legal");
    assert_eq!(next(&mut white_stream).await, after_step);
    assert_eq!(next(&mut black_stream).await, (2, vec![]));
    assert_eq!(next(&mut spectator).await, (2, vec![]));
    assert_eq!(next(&mut not_asked).await, (2, vec![]));

    // White ends the turn: now Black's stream carries Black's list, and White's none.
    apply(&mut player, &white, &id, "end").await;
    let blacks = listed(&mut player, &id).await;
    assert_eq!(blacks.0, 3);
    assert!(!blacks.1.is_empty());
    assert_eq!(next(&mut white_stream).await, (3, vec![]));
    assert_eq!(next(&mut black_stream).await, blacks);
    assert_eq!(next(&mut spectator).await, (3, vec![]));

    // A game over carries no legal actions, even for the seat whose turn it would be.
    player
        .resign(authed(
            pb::ResignRequest {
                game_id: id.clone(),
                ..Default::default()
            },
            &black,
        ))
        .await
        .expect("Resign");
    assert_eq!(next(&mut black_stream).await, (4, vec![]));
    assert_eq!(next(&mut white_stream).await, (4, vec![]));
}

both_stores!(only_the_seat_to_move_gets_its_legal_actions);
