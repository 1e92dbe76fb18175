//! Bots through a real server, on both stores: bot against bot (every action applied exactly
//! once), the computer's move queue (once per version, oldest first, one holder at a time,
//! takeover after the lease), and games with a computer opponent played by a pool worker.

use crate::common;

use std::time::Duration;

use arbiter::bot::client::{BotOpponent, GameClient};
use arbiter::bot::matches::{Plan, play_match};
use arbiter::bot::pool::{self, PoolOptions};
use arbiter::bot::runner::{self, Connection, SeatSpec};
use arbiter::bot::{BotSpec, Budget, RandomPlayer};
use arbiter::store::{BotJob, BotQueue, DEFAULT_GAME_TTL, MemoryStore, RedisStore};
use common::{Backend, RedisServer, TestServer};

type Client = arbiter::rpc::client::Client<arbiter::games::hanniball::Hanniball>;
type ChessFootballClient =
    arbiter::rpc::client::Client<arbiter::games::chess_football::ChessFootball>;
type HnefataflClient = arbiter::rpc::client::Client<arbiter::games::hnefatafl::Hnefatafl>;

/// Runs `scenario` with a fresh store of `backend` (and its Redis, kept alive meanwhile).
async fn with_store<F, Fut>(backend: Backend, scenario: F)
where
    F: FnOnce(StoreOf) -> Fut,
    Fut: std::future::Future<Output = ()>,
{
    match backend {
        Backend::Memory => scenario(StoreOf::Memory(MemoryStore::new(DEFAULT_GAME_TTL))).await,
        Backend::Redis => {
            let redis = RedisServer::start();
            let store = RedisStore::open(&redis.url(), DEFAULT_GAME_TTL).expect("redis url");
            scenario(StoreOf::Redis(store)).await;
            drop(redis);
        }
    }
}

// One value per test, made once and never copied around: the size difference of the two
// stores does not matter here.
#[allow(clippy::large_enum_variant)]
enum StoreOf {
    Memory(MemoryStore),
    Redis(RedisStore),
}

macro_rules! on_store {
    ($store:expr, |$s:ident| $body:expr) => {
        match $store {
            StoreOf::Memory($s) => $body,
            StoreOf::Redis($s) => $body,
        }
    };
}

fn conn(server: &TestServer) -> Connection {
    let mut conn = Connection::new(vec![server.endpoint()]);
    conn.give_up_after = Some(Duration::from_secs(30));
    conn
}

async fn bot_against_bot(backend: Backend) {
    bot_against_bot_of::<Client>(backend).await;
}

async fn chess_football_bot_against_bot(backend: Backend) {
    bot_against_bot_of::<ChessFootballClient>(backend).await;
}

async fn hnefatafl_bot_against_bot(backend: Backend) {
    bot_against_bot_of::<HnefataflClient>(backend).await;
}

async fn hnefatafl_pool_worker_plays_the_computer(backend: Backend) {
    with_store(backend, |store| async move {
        on_store!(store, |s| {
            let server = TestServer::start(s.clone()).await;
            let options = PoolOptions::new(vec![server.endpoint()], Duration::from_secs(2), 2);
            let worker = tokio::spawn(pool::work(
                s.clone(),
                options,
                arbiter::games::bots::pool_games(),
                std::future::pending(),
            ));
            let mut client = HnefataflClient::connect(server.endpoint()).await.unwrap();
            let bot = BotOpponent {
                seat: 0,
                budget_ms: 20,
                iterations: 30,
            };
            let created = GameClient::new_game(&mut client, None, Some(bot))
                .await
                .unwrap();
            assert!(created.tokens[0].is_empty());
            let seat = SeatSpec {
                game_id: created.game_id.clone(),
                token: created.tokens[1].clone(),
                seat: 1,
            };
            let report = runner::play_until::<HnefataflClient>(
                conn(&server),
                &seat,
                Box::new(RandomPlayer::new(5)),
                Some(20),
            )
            .await
            .expect("the defenders play");
            let history = GameClient::history(&mut client, &created.game_id)
                .await
                .unwrap();
            assert!(
                history.actions.len() as u64 > report.actions,
                "the computer played"
            );
            worker.abort();
        });
    })
    .await;
}

async fn bot_against_bot_of<C: GameClient>(backend: Backend) {
    with_store(backend, |store| async move {
        on_store!(store, |s| {
            let server = TestServer::start(s).await;
            let a = BotSpec::Mcts(Budget::iterations(40));
            let plan = Plan {
                a,
                b: BotSpec::Random,
                games: 2,
                parallel: 2,
                seed: 7,
                max_actions: Some(160),
            };
            let results = play_match::<C>(&conn(&server), &plan, |_| {})
                .await
                .expect("the match is played");
            assert_eq!(results.len(), 2);
            let mut client = C::connect(server.channel().await);
            for r in &results {
                let history = GameClient::history(&mut client, &r.game_id).await.unwrap();
                let applied = r.a.actions + r.b.actions;
                assert_eq!(
                    applied as usize,
                    history.actions.len(),
                    "{}: actions applied vs history",
                    r.game_id
                );
                assert_eq!(
                    history.observed.version,
                    1 + applied,
                    "{}: one version per action",
                    r.game_id
                );
                assert!(
                    applied >= 160 || history.observed.outcome.is_over(),
                    "{}: stopped early",
                    r.game_id
                );
            }
            // Sides alternate.
            let seats: Vec<usize> = results.iter().map(|r| r.a_seat).collect();
            assert!(seats.contains(&0) && seats.contains(&1), "{seats:?}");
        });
    })
    .await;
}

fn job(game_id: &str) -> BotJob {
    BotJob {
        kind: "hanniball".into(),
        game_id: game_id.into(),
        seat: 1,
        token: "token".into(),
        budget_ms: 50,
        iterations: 0,
        second: None,
    }
}

async fn queue_hands_a_move_to_one_thinker_and_takes_it_over(backend: Backend) {
    with_store(backend, |store| async move {
        on_store!(store, |s| {
            let lease = Duration::from_millis(400);
            assert!(s.claim("a", lease).await.unwrap().is_none(), "empty queue");
            s.enqueue(&job("g1")).await.unwrap();
            assert!(
                s.claim("a", lease).await.unwrap().is_none(),
                "a registered game waiting for its human holds nothing"
            );
            let registered = s.registered().await.unwrap();
            assert_eq!(registered.len(), 1);
            assert_eq!(registered[0].game_id, "g1");
            assert_eq!(registered[0].queued, 0);
            // A move is queued once per version, only for registered games.
            assert!(s.move_due("g1", 3).await.unwrap());
            assert!(
                !s.move_due("g1", 3).await.unwrap(),
                "the same version again"
            );
            assert!(!s.move_due("g1", 2).await.unwrap(), "an older version");
            assert!(!s.move_due("nope", 9).await.unwrap(), "not registered");
            assert_eq!(s.queued().await.unwrap(), 1);
            let first = s
                .claim("a", lease)
                .await
                .unwrap()
                .expect("thinker a gets the move");
            let entry = first.entry.clone();
            assert_eq!(first.job, job("g1"));
            assert_eq!(first.version, 3);
            assert!(first.due_ms > 0);
            assert!(!first.taken_over);
            assert!(
                s.claim("b", lease).await.unwrap().is_none(),
                "held by a: not handed to b"
            );
            // Renewing keeps it.
            for _ in 0..3 {
                tokio::time::sleep(lease / 2).await;
                assert!(s.renew(&entry, "a").await.unwrap());
                assert!(
                    s.claim("b", lease).await.unwrap().is_none(),
                    "renewed: still a's"
                );
            }
            assert!(!s.renew(&entry, "b").await.unwrap(), "b holds nothing");
            // a dies: after the lease, b takes it over, and a can no longer renew.
            tokio::time::sleep(lease + Duration::from_millis(100)).await;
            let second = s
                .claim("b", lease)
                .await
                .unwrap()
                .expect("b takes the move over");
            assert_eq!(second.entry, entry);
            assert_eq!(second.version, 3);
            assert!(second.taken_over);
            assert!(!s.renew(&entry, "a").await.unwrap(), "a lost its lease");
            assert!(s.renew(&entry, "b").await.unwrap());
            assert!(s.claim("a", lease).await.unwrap().is_none());
            // b moves: the game reached version 4 (the human to move).
            s.finish(&entry, "g1", 4).await.unwrap();
            assert!(!s.renew(&entry, "b").await.unwrap(), "finished");
            assert_eq!(s.queued().await.unwrap(), 0);
            assert_eq!(s.registered().await.unwrap()[0].queued, 4);
            assert!(
                !s.move_due("g1", 4).await.unwrap(),
                "reached by the computer"
            );
            tokio::time::sleep(lease + Duration::from_millis(100)).await;
            assert!(
                s.claim("a", lease).await.unwrap().is_none(),
                "finished moves are gone"
            );
            // Oldest due first, whatever the order of registration.
            s.enqueue(&job("g2")).await.unwrap();
            s.enqueue(&job("g3")).await.unwrap();
            assert!(s.move_due("g3", 1).await.unwrap());
            assert!(s.move_due("g2", 1).await.unwrap());
            assert!(s.move_due("g1", 5).await.unwrap());
            let next = s.claim("a", lease).await.unwrap().unwrap();
            assert_eq!(next.job.game_id, "g3");
            // A forgotten game's move is dropped on the way.
            s.forget("g2").await.unwrap();
            let after = s.claim("b", lease).await.unwrap().unwrap();
            assert_eq!(after.job.game_id, "g1");
            assert_eq!(after.version, 5);
            assert!(s.claim("c", lease).await.unwrap().is_none());
            let ids: Vec<String> = s
                .registered()
                .await
                .unwrap()
                .into_iter()
                .map(|r| r.game_id)
                .collect();
            assert!(!ids.contains(&"g2".to_owned()), "{ids:?}");
        });
    })
    .await;
}

async fn a_pool_worker_plays_the_computer_opponent(backend: Backend) {
    with_store(backend, |store| async move {
        on_store!(store, |s| {
            let server = TestServer::start(s.clone()).await;
            let options = PoolOptions::new(vec![server.endpoint()], Duration::from_secs(2), 2);
            let worker = tokio::spawn(pool::work(
                s.clone(),
                options,
                arbiter::games::bots::pool_games(),
                std::future::pending(),
            ));
            let mut client = server
                .game_client::<arbiter::games::hanniball::Hanniball>()
                .await;
            let bot = BotOpponent {
                seat: 1,
                budget_ms: 20,
                iterations: 30,
            };
            let created = GameClient::new_game(&mut client, None, Some(bot))
                .await
                .unwrap();
            assert!(
                created.tokens[1].is_empty(),
                "the computer's token is never shown"
            );
            assert!(!created.tokens[0].is_empty());
            // White plays random steps until version 40, then resigns.
            let seat = SeatSpec {
                game_id: created.game_id.clone(),
                token: created.tokens[0].clone(),
                seat: 0,
            };
            let report = runner::play_until::<Client>(
                conn(&server),
                &seat,
                Box::new(RandomPlayer::new(5)),
                Some(40),
            )
            .await
            .expect("white plays");
            let history = GameClient::history(&mut client, &created.game_id)
                .await
                .unwrap();
            if !history.observed.outcome.is_over() {
                GameClient::resign(
                    &mut client,
                    &created.game_id,
                    &created.tokens[0],
                    "resign-1",
                )
                .await
                .unwrap();
            }
            let history = GameClient::history(&mut client, &created.game_id)
                .await
                .unwrap();
            assert!(history.observed.outcome.is_over());
            assert!(
                history.actions.len() as u64 > report.actions,
                "the computer played too: {} actions, white {}",
                history.actions.len(),
                report.actions
            );
            // The thinker that sees the end forgets the game, token and all.
            common::eventually(Duration::from_secs(60), "the game is forgotten", || {
                let s = s.clone();
                async move {
                    s.registered().await.unwrap().is_empty() && s.queued().await.unwrap() == 0
                }
            })
            .await;
            worker.abort();
        });
    })
    .await;
}

async fn a_bot_opponent_needs_a_side(backend: Backend) {
    with_store(backend, |store| async move {
        on_store!(store, |s| {
            let server = TestServer::start(s).await;
            let mut client = server.client().await;
            let request = arbiter::games::hanniball::pb::NewGameRequest {
                bot: Some(arbiter::games::hanniball::pb::BotOpponent::default()),
                ..Default::default()
            };
            let status = client.new_game(request).await.unwrap_err();
            assert_eq!(status.code(), tonic::Code::InvalidArgument);
        });
    })
    .await;
}

both_stores!(
    bot_against_bot,
    hnefatafl_bot_against_bot,
    chess_football_bot_against_bot,
    hnefatafl_pool_worker_plays_the_computer,
    queue_hands_a_move_to_one_thinker_and_takes_it_over,
    a_pool_worker_plays_the_computer_opponent,
    a_bot_opponent_needs_a_side,
);
