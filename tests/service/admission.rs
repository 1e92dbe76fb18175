//! Admission control under overload (`src/rpc/admission.rs`), through the real server on both
//! stores: with a tiny budget, a flood of `NewGame` calls (each made slow by the store, so that
//! they hold their permits) is refused fast with RESOURCE_EXHAUSTED / `OVERLOADED` and a
//! RetryInfo, while a running game, watched by more streams than there are permits, keeps
//! being played: every move is admitted and applied, none is lost.

use crate::common;

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use arbiter::games::hanniball::pb::hanniball_service_client::HanniballServiceClient;
use arbiter::games::hanniball::pb::{
    ApplyActionRequest, GetGameRequest, GetHistoryRequest, LegalActionsRequest, NewGameRequest,
    Side, legal_actions_request,
};
use arbiter::metrics::Metrics;
use arbiter::rpc::admission::{AdmissionOptions, START_RETRY};
use arbiter::server::ServeOptions;
use arbiter::store::{
    CasOutcome, DEFAULT_GAME_TTL, EventsAfter, GameId, GameStore, Loaded, MemoryStore, RedisStore,
    StoreError, StoredGame, Subscription, Update,
};
use common::{Backend, RedisServer, TestServer, Watcher, authed, expect_error};
use tonic::Code;
use tonic::transport::Channel;
use tonic_types::StatusExt as _;

/// A store whose game creations (NewGame) first sleep `delay_ms`: the flood's admitted calls
/// then hold their permits long enough for the rest to find none.
#[derive(Clone)]
struct SlowCreates<S> {
    inner: S,
    delay_ms: Arc<AtomicU64>,
}

impl<S: GameStore> GameStore for SlowCreates<S> {
    async fn create(&self, id: &GameId, game: &StoredGame) -> Result<bool, StoreError> {
        let delay = self.delay_ms.load(Ordering::SeqCst);
        if delay > 0 {
            tokio::time::sleep(Duration::from_millis(delay)).await;
        }
        self.inner.create(id, game).await
    }

    async fn load(
        &self,
        id: &GameId,
        request_id: Option<&str>,
    ) -> Result<Option<Loaded>, StoreError> {
        self.inner.load(id, request_id).await
    }

    async fn compare_and_set(
        &self,
        id: &GameId,
        update: Update<'_>,
    ) -> Result<CasOutcome, StoreError> {
        self.inner.compare_and_set(id, update).await
    }

    async fn ping(&self) -> Result<(), StoreError> {
        self.inner.ping().await
    }

    async fn events_after(&self, id: &GameId, after: u64) -> Result<EventsAfter, StoreError> {
        self.inner.events_after(id, after).await
    }

    async fn resume(&self, id: &GameId, after: u64) -> Result<arbiter::store::Resume, StoreError> {
        self.inner.resume(id, after).await
    }

    async fn subscribe(&self, id: &GameId) -> Result<Option<Subscription>, StoreError> {
        self.inner.subscribe(id).await
    }

    fn watchers(&self) -> usize {
        self.inner.watchers()
    }

    async fn due(
        &self,
        kind: &str,
        now_ms: u64,
        limit: usize,
    ) -> Result<Vec<(GameId, u64)>, StoreError> {
        self.inner.due(kind, now_ms, limit).await
    }

    async fn reindex(
        &self,
        kind: &str,
        id: &GameId,
        seen_ms: u64,
        deadline_ms: Option<u64>,
    ) -> Result<(), StoreError> {
        self.inner.reindex(kind, id, seen_ms, deadline_ms).await
    }
}

/// How long an admitted NewGame takes during the flood.
const SLOW_CREATE: Duration = Duration::from_millis(1500);
/// NewGame calls sent at once.
const FLOOD: usize = 40;
/// Moves played in the running game during the flood.
const MOVES: usize = 12;

/// Four permits, one of them reserved for play: at most three NewGame calls run at once.
fn options(metrics: &Metrics) -> ServeOptions {
    ServeOptions {
        health_interval: Duration::from_millis(100),
        metrics: metrics.clone(),
        admission: AdmissionOptions {
            permits: 4,
            reserved_for_play: 1,
            // Generous: the machine running the tests may be loaded.
            play_wait: Duration::from_secs(5),
            start_wait: Duration::from_millis(10),
        },
        ..ServeOptions::default()
    }
}

async fn start(
    backend: Backend,
    metrics: &Metrics,
) -> (TestServer, Arc<AtomicU64>, Option<RedisServer>) {
    let delay_ms = Arc::new(AtomicU64::new(0));
    match backend {
        Backend::Memory => {
            let store = SlowCreates {
                inner: MemoryStore::default(),
                delay_ms: Arc::clone(&delay_ms),
            };
            let server = TestServer::start_with(store, options(metrics)).await;
            (server, delay_ms, None)
        }
        Backend::Redis => {
            let redis = RedisServer::start();
            let inner = RedisStore::open(&redis.url(), DEFAULT_GAME_TTL).expect("redis url");
            let store = SlowCreates {
                inner,
                delay_ms: Arc::clone(&delay_ms),
            };
            let server = TestServer::start_with(store, options(metrics)).await;
            (server, delay_ms, Some(redis))
        }
    }
}

/// Plays `MOVES` steps in `game_id` (never one that ends the game), each admitted at its
/// first try; returns the notations acknowledged and the version after the last.
async fn play(
    mut client: HanniballServiceClient<Channel>,
    game_id: String,
    tokens: [String; 2],
    mut version: u64,
) -> (Vec<String>, u64, Duration) {
    let mut played = Vec::new();
    let mut slowest = Duration::ZERO;
    for _ in 0..MOVES {
        let legal = client
            .legal_actions(LegalActionsRequest {
                subject: Some(legal_actions_request::Subject::GameId(game_id.clone())),
            })
            .await
            .expect("LegalActions is admitted during the flood")
            .into_inner();
        let Some(step) = legal.actions.iter().find(|s| !s.ends_game) else {
            break;
        };
        let token = &tokens[usize::from(legal.side_to_move == Side::Black as i32)];
        let started = Instant::now();
        let reply = client
            .apply_action(authed(
                ApplyActionRequest {
                    game_id: game_id.clone(),
                    action: step.notation.clone(),
                    expected_version: Some(version),
                    request_id: String::new(),
                },
                token,
            ))
            .await
            .expect("a move in a running game is admitted during the flood")
            .into_inner();
        slowest = slowest.max(started.elapsed());
        version = reply.game.expect("the game after the move").version;
        played.push(step.notation.clone());
    }
    (played, version, slowest)
}

async fn overload_refuses_new_games_and_keeps_the_running_game(backend: Backend) {
    let metrics = Metrics::new();
    let (server, delay_ms, _redis) = start(backend, &metrics).await;
    let mut client = server.client().await;
    let created = client
        .new_game(NewGameRequest::default())
        .await
        .expect("a game before the flood")
        .into_inner();
    let game = created.game.expect("the new game");
    let game_id = game.game_id.clone();
    let tokens = [created.white_token, created.black_token];

    // More watch streams than permits: a stream holds a permit only while it is set up.
    let mut watchers = Vec::new();
    for _ in 0..6 {
        watchers.push(
            Watcher::open(&mut client, &game_id, None)
                .await
                .expect("a watch stream is admitted"),
        );
    }
    for watcher in &mut watchers {
        Watcher::expect_snapshot(watcher.next().await);
    }

    // The flood: NewGame calls at once, on three connections, each admitted one slow.
    delay_ms.store(
        u64::try_from(SLOW_CREATE.as_millis()).unwrap_or(u64::MAX),
        Ordering::SeqCst,
    );
    let mut flooders = Vec::new();
    for _ in 0..3 {
        flooders.push(server.client().await);
    }
    let flood_started = Instant::now();
    let mut flood = Vec::new();
    for i in 0..FLOOD {
        let mut flooder = flooders[i % flooders.len()].clone();
        flood.push(tokio::spawn(async move {
            let started = Instant::now();
            let result = flooder.new_game(NewGameRequest::default()).await;
            (result, started.elapsed())
        }));
    }
    // Meanwhile the running game goes on.
    let player = server.client().await;
    let (played, version, slowest_move) = play(player, game_id.clone(), tokens, game.version).await;
    let moves_done = flood_started.elapsed();

    let mut admitted = Vec::new();
    let mut refused = Vec::new();
    for call in flood {
        let (result, took) = call.await.expect("a flooding task");
        match result {
            Ok(_) => admitted.push(took),
            Err(status) => {
                let status = expect_error::<()>(Err(status), Code::ResourceExhausted, "OVERLOADED");
                let info = status.get_details_error_info().expect("ErrorInfo");
                assert_eq!(info.metadata["class"], "start", "{status:?}");
                assert!(
                    status.message().contains("class start"),
                    "the message names the class: {status:?}"
                );
                let retry = status
                    .get_details_retry_info()
                    .and_then(|r| r.retry_delay)
                    .expect("a RetryInfo with a delay");
                let retry_ms = u64::try_from(retry.as_millis()).unwrap_or(u64::MAX);
                assert!(START_RETRY.contains(&retry_ms), "retry in {retry_ms} ms");
                refused.push(took);
            }
        }
    }
    admitted.sort();
    refused.sort();
    eprintln!(
        "{backend:?}: {} NewGame admitted ({:?} .. {:?}), {} refused ({:?} .. {:?}); {} moves in {:?}, slowest {:?}",
        admitted.len(),
        admitted.first(),
        admitted.last(),
        refused.len(),
        refused.first(),
        refused.last(),
        played.len(),
        moves_done,
        slowest_move,
    );
    // At most three start calls run at once (four permits, one kept for play).
    assert!(
        !admitted.is_empty() && admitted.len() <= 3 * 2,
        "admitted {admitted:?}"
    );
    assert!(
        refused.len() >= FLOOD - 3 * 2,
        "most of the flood is refused: {} of {FLOOD}",
        refused.len()
    );
    // Refused fast: every refusal came before any admitted call (which the store holds for
    // SLOW_CREATE) could have been served.
    let first_served = *admitted.first().expect("an admitted call");
    assert!(first_served >= SLOW_CREATE, "{first_served:?}");
    let slowest_refusal = *refused.last().expect("a refusal");
    assert!(
        slowest_refusal < SLOW_CREATE,
        "refusals take {slowest_refusal:?}, an admitted call {first_served:?}"
    );

    // Every move was admitted (the play helper panics otherwise) and none is lost.
    assert_eq!(played.len(), MOVES, "the game ended early");
    assert_eq!(version, game.version + MOVES as u64);
    let now = client
        .get_game(GetGameRequest {
            game_id: game_id.clone(),
        })
        .await
        .expect("GetGame")
        .into_inner();
    let stored = now.game.expect("the game").version;
    assert_eq!(
        stored, version,
        "the stored version is what was acknowledged"
    );
    let history = client
        .get_history(GetHistoryRequest {
            game_id: game_id.clone(),
        })
        .await
        .expect("GetHistory")
        .into_inner();
    let steps: Vec<String> = history
        .turns
        .iter()
        .flat_map(|turn| turn.steps.iter().map(|s| s.notation.clone()))
        .collect();
    assert_eq!(steps, played, "the history is the moves acknowledged");
    // The watchers saw every move.
    for watcher in &mut watchers {
        let mut seen = 0;
        while seen < MOVES {
            let event = Watcher::expect_event(watcher.next().await);
            assert!(event.version > game.version);
            seen += 1;
        }
    }

    let text = metrics.render();
    assert!(
        text.contains(&format!(
            "arbiter_admission_total{{class=\"start\",result=\"refused\"}} {}",
            refused.len()
        )),
        "{text}"
    );
    assert!(
        text.contains("arbiter_admission_total{class=\"play\",result=\"admitted\"}"),
        "{text}"
    );
    drop(watchers);
    server.stop().await;
}

both_stores!(overload_refuses_new_games_and_keeps_the_running_game);
