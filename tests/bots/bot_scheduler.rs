//! The computer opponent's scheduler with an in-process server and pool: four players who
//! walk away from untimed computer games do not starve a fifth (the stall of the per-game
//! workers); an untimed computer game whose human stopped acting ends as abandoned, and the
//! game says so; a move whose trigger was lost (its replica died between writing the human's
//! action and queueing the move) is queued by the sweep. On both stores.

use crate::common;

use std::time::Duration;

use arbiter::bot::client::{BotOpponent, GameClient, Outcome};
use arbiter::bot::pool::{self, PoolOptions};
use arbiter::games::hanniball::pb;
use arbiter::store::{BotQueue, DEFAULT_GAME_TTL, GameStore, MemoryStore, RedisStore};
use common::computer::Human;
use common::stores::Probe;
use common::{Backend, RedisServer, TestServer};

type Client = arbiter::rpc::client::Client<arbiter::games::hanniball::Hanniball>;
type HnefataflClient = arbiter::rpc::client::Client<arbiter::games::hnefatafl::Hnefatafl>;

/// A reply of the computer takes at most this long in these tests (generous: a loaded machine).
const REPLY: Duration = Duration::from_secs(60);

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

/// A pool worker on `store` playing through `server`, thinking `thinkers` moves at once.
fn spawn_pool<S: BotQueue + GameStore>(
    store: &S,
    server: &TestServer,
    thinkers: usize,
    sweep: Duration,
) -> tokio::task::JoinHandle<()> {
    let mut options = PoolOptions::new(vec![server.endpoint()], Duration::from_secs(2), thinkers);
    options.sweep = sweep;
    tokio::spawn(pool::work(
        store.clone(),
        options,
        arbiter::games::bots::pool_games(),
        std::future::pending(),
    ))
}

/// A new untimed game against the computer (it plays seat 1); the human's side.
async fn new_game<C: GameClient>(server: &TestServer, seed: u64) -> Human<C> {
    let mut client = C::connect(server.channel().await);
    let bot = BotOpponent {
        seat: 1,
        budget_ms: 50,
        iterations: 0,
    };
    let created = GameClient::new_game(&mut client, None, Some(bot))
        .await
        .expect("NewGame with a computer opponent");
    assert!(
        created.tokens[1].is_empty(),
        "the computer's token is never shown"
    );
    Human::new(client, &created.game_id, &created.tokens[0], 0, seed)
}

async fn four_walked_away_games_do_not_starve_a_fifth_player(backend: Backend) {
    with_store(backend, |store| async move {
        on_store!(store, |s| {
            let server = TestServer::start(s.clone()).await;
            // As a server with `--bot-games 4`: four moves thought at once.
            let worker = spawn_pool(&s, &server, 4, Duration::from_secs(10));
            // Four players make their first turn, get the computer's reply, and walk away.
            for seed in 0..4 {
                let mut human = new_game::<Client>(&server, seed).await;
                let after = human.play_turn().await;
                let (now, _) = human.await_reply(after.version, REPLY).await;
                assert_eq!(now.to_move, 0, "the computer replied");
            }
            // Their games hold nothing: no move is queued or being thought.
            common::eventually(REPLY, "the queue is empty", || {
                let s = s.clone();
                async move { s.queued().await.unwrap() == 0 }
            })
            .await;
            assert_eq!(s.registered().await.unwrap().len(), 4);
            // A fifth player gets every reply.
            let mut fifth = new_game::<Client>(&server, 99).await;
            let mut slowest = Duration::ZERO;
            for turn in 0..5 {
                let after = fifth.play_turn().await;
                if after.outcome.is_over() {
                    break;
                }
                let (now, took) = fifth.await_reply(after.version, REPLY).await;
                slowest = slowest.max(took);
                assert!(
                    now.outcome.is_over() || now.to_move == 0,
                    "turn {turn}: the computer replied"
                );
            }
            eprintln!("the fifth player's slowest reply: {slowest:?}");
            worker.abort();
        });
    })
    .await;
}

async fn a_computer_game_whose_human_walked_away_ends_abandoned(backend: Backend) {
    with_store(backend, |store| async move {
        on_store!(store, |s| {
            let mut options = common::fast_health();
            options.play.abandon_after = Duration::from_secs(2);
            let server = TestServer::start_with(s.clone(), options).await;
            let worker = spawn_pool(&s, &server, 2, Duration::from_secs(10));
            let mut human = new_game::<Client>(&server, 3).await;
            let after = human.play_turn().await;
            let (now, _) = human.await_reply(after.version, REPLY).await;
            assert_eq!(now.to_move, 0);
            // While the human is to move, the game shows when it will be abandoned.
            let mut client = server.client().await;
            let game = client
                .get_game(pb::GetGameRequest {
                    game_id: human.game_id.clone(),
                })
                .await
                .expect("GetGame")
                .into_inner()
                .game
                .expect("a game");
            if game.status == pb::GameStatus::Ongoing as i32 {
                assert!(game.deadline_ms > 0, "the abandonment deadline is shown");
            }
            // The human walks away: the game ends, aborted as abandoned.
            let waiting = std::time::Instant::now();
            while human.observe().await.outcome != Outcome::Aborted {
                assert!(waiting.elapsed() < REPLY, "the game is not abandoned");
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
            let game = client
                .get_game(pb::GetGameRequest {
                    game_id: human.game_id.clone(),
                })
                .await
                .expect("GetGame")
                .into_inner()
                .game
                .expect("a game");
            assert_eq!(game.status, pb::GameStatus::Aborted as i32);
            assert_eq!(game.end_reason, pb::EndReason::Abandoned as i32);
            assert_eq!(game.deadline_ms, 0);
            // The computer's side forgets the game, token and all.
            common::eventually(REPLY, "the game is forgotten", || {
                let s = s.clone();
                async move { s.registered().await.unwrap().is_empty() }
            })
            .await;
            worker.abort();
        });
    })
    .await;
}

async fn a_lost_trigger_is_queued_by_the_sweep(backend: Backend) {
    with_store(backend, |store| async move {
        on_store!(store, |s| {
            let server = TestServer::start(s.clone()).await;
            // A replica whose store never queues the computer's move: as if it died right
            // after writing the human's action.
            let forgetful = TestServer::start(Probe::new(s.clone())).await;
            let worker = spawn_pool(&s, &server, 2, Duration::from_millis(500));
            let created = new_game::<HnefataflClient>(&server, 1).await;
            let client = HnefataflClient::new(forgetful.channel().await);
            let mut human = Human::new(client, &created.game_id, &created.token, 0, 7);
            for _ in 0..3 {
                let after = human.play_turn().await;
                if after.outcome.is_over() {
                    break;
                }
                let (now, _) = human.await_reply(after.version, REPLY).await;
                assert!(now.outcome.is_over() || now.to_move == 0);
            }
            worker.abort();
        });
    })
    .await;
}

both_stores!(
    four_walked_away_games_do_not_starve_a_fifth_player,
    a_computer_game_whose_human_walked_away_ends_abandoned,
    a_lost_trigger_is_queued_by_the_sweep,
);
