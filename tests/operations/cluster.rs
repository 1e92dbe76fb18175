//! The Redis store on a real three-master Redis Cluster started by the test: games spread over
//! the cluster's nodes, each game's keys in one slot, the scripts work, and watchers on one
//! replica follow games played on another through the cluster-wide pub/sub feed.

use crate::common;

use std::time::Duration;

use arbiter::games::hanniball::pb::{ApplyActionRequest, NewGameRequest, UndoStepRequest};
use arbiter::store::{
    CasOutcome, GameId, GameStore, RedisStore, SeatHash, StoredGame, Update, WatchOptions,
};
use common::{RedisCluster, Seen, TestServer, Watcher, authed, eventually, serving_status};
use tonic_health::pb::health_check_response::ServingStatus;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_are_played_and_watched_on_a_redis_cluster() {
    let cluster = RedisCluster::start();
    // Watchers see changes only through notifications, never through the periodic re-read.
    let options = WatchOptions {
        check_interval: Duration::from_secs(3600),
        ..WatchOptions::default()
    };
    let ttl = Duration::from_secs(600);
    let mut servers = Vec::new();
    for _ in 0..2 {
        let store = RedisStore::open_with(&cluster.url(), ttl, options).expect("cluster url");
        servers.push(TestServer::start(store).await);
    }
    for server in &servers {
        let health = server.health().await;
        eventually(Duration::from_secs(20), "the cluster store is up", || {
            let mut health = health.clone();
            async move { serving_status(&mut health, "").await == ServingStatus::Serving }
        })
        .await;
    }
    let mut player = servers[0].client().await;
    let mut spectator = servers[1].client().await;

    // Enough games that their keys land on every node (40 random ids missing one node's third
    // of the slots: odds of about 1 in 3.7 million).
    let mut games = Vec::new();
    for _ in 0..40 {
        let created = player
            .new_game(NewGameRequest::default())
            .await
            .expect("NewGame")
            .into_inner();
        let id = created.game.expect("game").game_id;
        let mut watcher = Watcher::open(&mut spectator, &id, None)
            .await
            .expect("watch");
        assert_eq!(Watcher::expect_snapshot(watcher.next().await).version, 1);
        games.push((id, created.white_token, watcher));
    }

    // Each game: a step, its undo, another step (retried with its request id), end of turn.
    for (id, white, _) in &games {
        let step = |hsn: &str, request_id: &str| {
            authed(
                ApplyActionRequest {
                    game_id: id.clone(),
                    action: hsn.into(),
                    request_id: request_id.into(),
                    ..ApplyActionRequest::default()
                },
                white,
            )
        };
        player.apply_action(step("d4-e6", "")).await.expect("step");
        player
            .undo_step(authed(
                UndoStepRequest {
                    game_id: id.clone(),
                    ..UndoStepRequest::default()
                },
                white,
            ))
            .await
            .expect("undo");
        let first = player
            .apply_action(step("f4-g6", "r-1"))
            .await
            .expect("step")
            .into_inner();
        let retried = player
            .apply_action(step("f4-g6", "r-1"))
            .await
            .expect("retry")
            .into_inner();
        assert_eq!(first, retried, "a retry is answered from the record");
        player.apply_action(step("end", "")).await.expect("end");
    }
    for (_, _, watcher) in &mut games {
        let seen = [
            watcher.next().await,
            watcher.next().await,
            watcher.next().await,
            watcher.next().await,
        ];
        let actions: Vec<(u64, String)> = seen
            .into_iter()
            .map(|s| {
                let event = Watcher::expect_event(s);
                (event.version, event.action)
            })
            .collect();
        assert_eq!(
            actions,
            [
                (2, "d4-e6".to_owned()),
                (3, "undo".to_owned()),
                (4, "f4-g6".to_owned()),
                (5, "end".to_owned())
            ]
        );
    }

    // Resuming reads the game's event stream on its node.
    let (id, _, _) = &games[0];
    let mut resumed = Watcher::open(&mut spectator, id, Some(3))
        .await
        .expect("watch");
    assert_eq!(Watcher::expect_event(resumed.next().await).version, 4);
    assert_eq!(Watcher::expect_event(resumed.next().await).version, 5);
    assert!(
        resumed
            .next_within(Duration::from_millis(200))
            .await
            .is_none()
    );

    // Every node holds games; every game's keys are on one node (its state, retry records and
    // events, and its spectators' count once someone watched).
    let mut nodes_with_games = 0;
    let mut nodes_of_game = std::collections::HashMap::<String, Vec<u16>>::new();
    for port in cluster.ports() {
        let client = redis::Client::open(format!("redis://127.0.0.1:{port}/")).expect("url");
        let mut conn = client
            .get_multiplexed_async_connection()
            .await
            .expect("connect to a node");
        let keys: Vec<String> = redis::cmd("KEYS")
            .arg("game:*")
            .query_async(&mut conn)
            .await
            .expect("KEYS");
        for (id, _, _) in &games {
            let here: Vec<&String> = keys.iter().filter(|k| k.contains(id.as_str())).collect();
            if !here.is_empty() {
                assert!(here.len() >= 3, "game {id}: only {here:?} on {port}");
                nodes_of_game.entry(id.clone()).or_default().push(port);
            }
        }
        if !keys.is_empty() {
            nodes_with_games += 1;
        }
    }
    assert_eq!(nodes_with_games, 3, "games spread over the three masters");
    for (id, _, _) in &games {
        let nodes = nodes_of_game.get(id).cloned().unwrap_or_default();
        assert_eq!(nodes.len(), 1, "game {id}: keys on the nodes {nodes:?}");
    }

    for (_, _, watcher) in &mut games {
        assert!(
            !matches!(
                watcher.next_within(Duration::from_millis(10)).await,
                Some(Seen::End(_))
            ),
            "watches stay open"
        );
    }
    for server in servers {
        server.stop().await;
    }
}

fn stored(deadline_ms: Option<u64>) -> StoredGame {
    StoredGame {
        kind: "test-game".into(),
        version: 1,
        state: b"s1".to_vec(),
        seats: vec![SeatHash([1; 16]), SeatHash([2; 16])],
        session: Vec::new(),
        deadline_ms,
    }
}

fn write(expected_version: u64, deadline_ms: Option<u64>, ends_game: bool) -> Update<'static> {
    Update {
        expected_version,
        expected_state: None,
        state: b"s",
        request: None,
        event: b"e",
        session: b"",
        expected_session: None,
        ends_game,
        kind: "test-game",
        seats: None,
        deadline_ms,
        ending: None,
    }
}

/// On a cluster the deadline index lives in another slot than the games, so it is kept
/// without atomicity: an entry may be earlier than its game's deadline (a scan corrects it)
/// but never later, also when the replica that wrote a game died right after the write, and
/// when a scan's correction races a write.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_deadline_index_is_never_later_than_a_game_on_a_redis_cluster() {
    let cluster = RedisCluster::start();
    let ttl = Duration::from_secs(600);
    let store = RedisStore::open(&cluster.url(), ttl).expect("cluster url");
    // A replica that dies between each compare-and-set and the index update after it.
    let mut dying = RedisStore::open(&cluster.url(), ttl).expect("cluster url");
    dying.skip_index_after_writes();
    eventually(Duration::from_secs(20), "the cluster answers", || {
        let store = store.clone();
        async move { store.ping().await.is_ok() }
    })
    .await;
    let due = |now: u64| {
        let store = store.clone();
        async move { store.due("test-game", now, 100).await.expect("due") }
    };

    let a = GameId::random().expect("id");
    assert!(
        store
            .create(&a, &stored(Some(1_000)))
            .await
            .expect("create")
    );
    assert_eq!(due(999).await, vec![]);
    assert_eq!(due(1_000).await, vec![(a, 1_000)]);

    // A write that moves the deadline later leaves the entry early, which a scan corrects.
    store
        .compare_and_set(&a, write(1, Some(3_000), false))
        .await
        .expect("write");
    assert_eq!(due(1_000).await, vec![(a, 1_000)]);
    store
        .reindex("test-game", &a, 1_000, Some(3_000))
        .await
        .expect("reindex");
    assert_eq!(due(2_999).await, vec![]);
    assert_eq!(due(3_000).await, vec![(a, 3_000)]);

    // The writer dies right after a write that moves the deadline earlier: the index already
    // holds it (it was lowered before the write).
    assert_eq!(
        dying
            .compare_and_set(&a, write(2, Some(2_000), false))
            .await
            .expect("write"),
        CasOutcome::Written { version: 3 }
    );
    assert_eq!(due(2_000).await, vec![(a, 2_000)]);

    // A correction may leave an entry earlier than its game (here 1 500 while the game says
    // 2 000): early entries are allowed.
    store
        .reindex("test-game", &a, 2_000, Some(1_500))
        .await
        .expect("reindex");
    assert_eq!(due(1_500).await, vec![(a, 1_500)]);
    // A scan read the game at 2 000 and finds the early entry due; before it corrects the
    // entry, a dying writer moves the deadline to 1 800 (lowering an entry already at 1 500
    // does nothing). The correction to what the scan read must not leave the entry at 2 000.
    dying
        .compare_and_set(&a, write(3, Some(1_800), false))
        .await
        .expect("write");
    store
        .reindex("test-game", &a, 1_500, Some(2_000))
        .await
        .expect("reindex");
    assert_eq!(due(1_799).await, vec![]);
    assert_eq!(due(1_800).await, vec![(a, 1_800)]);

    // A write that ends the game removes its entry; a conflicting write changes nothing the
    // scan would miss.
    assert_eq!(
        store
            .compare_and_set(&a, write(1, Some(10), false))
            .await
            .expect("write"),
        CasOutcome::Conflict { current: 4 }
    );
    assert_eq!(due(1_800).await.len(), 1, "{:?}", due(1_800).await);
    store
        .compare_and_set(&a, write(4, None, true))
        .await
        .expect("write");
    assert_eq!(due(u64::from(u32::MAX)).await, vec![]);
}

/// On a cluster the game and the archive's keys live in different slots: an ending write
/// still leaves its end where another replica finds it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ending_writes_survive_their_replica_on_a_redis_cluster() {
    let cluster = RedisCluster::start();
    let store = RedisStore::open(&cluster.url(), Duration::from_secs(600)).expect("cluster url");
    eventually(Duration::from_secs(20), "the cluster answers", || {
        let store = store.clone();
        async move { store.ping().await.is_ok() }
    })
    .await;
    common::endings::ending_marks(&store).await;
}
