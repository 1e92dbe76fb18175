//! The Prometheus endpoint: after a few calls, `/metrics` (scraped over HTTP) shows the RPC
//! counts and latencies by method and code, the store operations by result, the games
//! created and finished, and the watcher gauge.

use crate::common;

use std::net::SocketAddr;
use std::time::Duration;

use arbiter::games::hanniball::pb::{
    ApplyActionRequest, GetGameRequest, NewGameRequest, PingRequest, ResignRequest,
};
use arbiter::metrics::{Metrics, serve_metrics};
use arbiter::server::ServeOptions;
use arbiter::store::{DEFAULT_GAME_TTL, GameStore, MemoryStore, RedisStore};
use common::{RedisServer, TestServer, authed, eventually, fast_health, http1};
use tokio::net::TcpListener;
use tokio::sync::oneshot;
use tokio::task::JoinHandle;

/// A server with its metrics endpoint; both stop on drop (dropping the sender ends the
/// endpoint).
struct Metered {
    server: TestServer,
    metrics: Metrics,
    metrics_addr: SocketAddr,
    stop_endpoint: Option<oneshot::Sender<()>>,
    endpoint: Option<JoinHandle<()>>,
}

impl Metered {
    async fn start<S: GameStore>(store: S) -> Metered {
        let metrics = Metrics::new();
        let options = ServeOptions {
            metrics: metrics.clone(),
            ..fast_health()
        };
        let server = TestServer::start_with(store, options).await;
        let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind");
        let metrics_addr = listener.local_addr().expect("address");
        let (tx, rx) = oneshot::channel::<()>();
        let endpoint = tokio::spawn(serve_metrics(listener, metrics.clone(), async {
            let _ = rx.await;
        }));
        Metered {
            server,
            metrics,
            metrics_addr,
            stop_endpoint: Some(tx),
            endpoint: Some(endpoint),
        }
    }

    async fn scrape(&self) -> String {
        let reply = http1(self.metrics_addr, "GET", "/metrics", &[]).await;
        assert_eq!(reply.status, 200, "{reply:?}");
        assert_eq!(
            reply.header("content-type"),
            Some("text/plain; version=0.0.4")
        );
        reply.body
    }

    async fn stop(mut self) {
        if let Some(tx) = self.stop_endpoint.take() {
            let _ = tx.send(());
        }
        if let Some(endpoint) = self.endpoint.take() {
            tokio::time::timeout(Duration::from_secs(5), endpoint)
                .await
                .expect("the metrics endpoint stops")
                .expect("metrics task");
        }
        self.server.stop().await;
    }
}

/// The value of the sample `name{labels}` (labels in any order, all of them given).
fn sample(text: &str, name: &str, labels: &[(&str, &str)]) -> Option<f64> {
    text.lines().find_map(|line| {
        let rest = line.strip_prefix(name)?;
        let (label_text, value) = rest.strip_prefix('{')?.split_once("} ")?;
        let found: Vec<&str> = label_text.split(',').collect();
        let all = labels
            .iter()
            .all(|(k, v)| found.contains(&format!("{k}=\"{v}\"").as_str()));
        (all && found.len() == labels.len()).then(|| value.trim().parse().ok())?
    })
}

fn rpc<'a>(method: &'a str, code: &'a str) -> [(&'a str, &'a str); 4] {
    [
        ("grpc_type", "unary"),
        ("grpc_service", "hanniball.v1.HanniballService"),
        ("grpc_method", method),
        ("grpc_code", code),
    ]
}

fn handled(text: &str, method: &str, code: &str) -> f64 {
    sample(text, "grpc_server_handled_total", &rpc(method, code)).unwrap_or(0.0)
}

fn store_ops(text: &str, operation: &str, result: &str) -> f64 {
    sample(
        text,
        "arbiter_store_operation_seconds_count",
        &[("operation", operation), ("result", result)],
    )
    .unwrap_or(0.0)
}

#[tokio::test]
async fn metrics_count_calls_by_method_and_code() {
    let fx = Metered::start(MemoryStore::default()).await;
    let mut client = fx.server.client().await;

    client.ping(PingRequest {}).await.expect("Ping");
    let created = client
        .new_game(NewGameRequest::default())
        .await
        .expect("NewGame")
        .into_inner();
    let id = created.game.expect("game").game_id;
    let step = |hsn: &str| ApplyActionRequest {
        game_id: id.clone(),
        action: hsn.into(),
        ..ApplyActionRequest::default()
    };
    client
        .apply_action(authed(step("d4-e6"), &created.white_token))
        .await
        .expect("a legal step");
    // One bad request (INVALID_ARGUMENT), one illegal step (FAILED_PRECONDITION), one unknown
    // game (NOT_FOUND).
    client
        .apply_action(authed(step("zz"), &created.white_token))
        .await
        .expect_err("not a step");
    client
        .apply_action(authed(step("e5-e6"), &created.white_token))
        .await
        .expect_err("no piece on e5");
    client
        .get_game(GetGameRequest {
            game_id: "AAAAAAAAAAAAAAAAAAAAAA".into(),
        })
        .await
        .expect_err("no such game");
    client
        .resign(authed(
            ResignRequest {
                game_id: id.clone(),
                ..ResignRequest::default()
            },
            &created.black_token,
        ))
        .await
        .expect("Resign");
    let watching = fx.metrics.watcher();

    let text = fx.scrape().await;
    assert_eq!(handled(&text, "Ping", "OK"), 1.0, "{text}");
    assert_eq!(handled(&text, "NewGame", "OK"), 1.0);
    assert_eq!(handled(&text, "ApplyAction", "OK"), 1.0);
    assert_eq!(handled(&text, "ApplyAction", "InvalidArgument"), 1.0);
    assert_eq!(handled(&text, "ApplyAction", "FailedPrecondition"), 1.0);
    assert_eq!(handled(&text, "GetGame", "NotFound"), 1.0);
    assert_eq!(handled(&text, "Resign", "OK"), 1.0);
    assert_eq!(handled(&text, "GetGame", "OK"), 0.0);
    let started = |method: &str| {
        sample(
            &text,
            "grpc_server_started_total",
            &[
                ("grpc_type", "unary"),
                ("grpc_service", "hanniball.v1.HanniballService"),
                ("grpc_method", method),
            ],
        )
    };
    assert_eq!(started("ApplyAction"), Some(3.0));
    // Latency histograms by method and code: every call in its bucket and in +Inf.
    let count = sample(
        &text,
        "grpc_server_handling_seconds_count",
        &rpc("ApplyAction", "InvalidArgument"),
    );
    assert_eq!(count, Some(1.0), "{text}");
    let mut inf = rpc("ApplyAction", "OK").to_vec();
    inf.push(("le", "+Inf"));
    assert_eq!(
        sample(&text, "grpc_server_handling_seconds_bucket", &inf),
        Some(1.0)
    );
    let sum = sample(
        &text,
        "grpc_server_handling_seconds_sum",
        &rpc("ApplyAction", "OK"),
    )
    .expect("a sum");
    assert!(sum > 0.0 && sum < 10.0, "{sum}");

    // Store operations by result: one create; loads for GetGame (not found) and for two of
    // the three acting calls that got that far (the invalid step is refused before any load):
    // the legal step is computed from the game as the server remembers it since NewGame and
    // written without a load; the illegal one is then decided on a fresh load, after which
    // the resignation loads too.
    assert_eq!(store_ops(&text, "create", "ok"), 1.0, "{text}");
    assert_eq!(store_ops(&text, "load", "not_found"), 1.0);
    assert_eq!(store_ops(&text, "load", "ok"), 2.0);
    assert_eq!(store_ops(&text, "compare_and_set", "ok"), 2.0);
    assert!(store_ops(&text, "ping", "ok") >= 1.0);

    // Games and watchers.
    let games = |name: &str| sample(&text, name, &[("ruleset", "hanniball")]);
    assert_eq!(games("arbiter_games_created_total"), Some(1.0));
    assert_eq!(games("arbiter_games_finished_total"), Some(1.0));
    assert!(text.contains("\narbiter_watchers 1\n"), "{text}");
    drop(watching);
    assert!(fx.scrape().await.contains("\narbiter_watchers 0\n"));

    // Requests for unknown methods are counted without growing the label set.
    let reply = http1(
        fx.server.addr,
        "POST",
        "/made.up.Service/Nothing",
        &[
            ("content-type", "application/grpc-web+proto"),
            ("content-length", "0"),
        ],
    )
    .await;
    assert_eq!(reply.status, 200);
    assert_eq!(reply.header("grpc-status"), Some("12"), "{reply:?}");
    let text = fx.scrape().await;
    assert_eq!(
        sample(
            &text,
            "grpc_server_handled_total",
            &[
                ("grpc_type", "unknown"),
                ("grpc_service", "unknown"),
                ("grpc_method", "unknown"),
                ("grpc_code", "Unimplemented"),
            ],
        ),
        Some(1.0),
        "{text}"
    );
    assert!(!text.contains("made.up"));

    // Only /metrics, only GET.
    assert_eq!(http1(fx.metrics_addr, "GET", "/", &[]).await.status, 404);
    assert_eq!(
        http1(
            fx.metrics_addr,
            "POST",
            "/metrics",
            &[("content-length", "0")]
        )
        .await
        .status,
        405
    );
    fx.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn store_failures_are_labelled() {
    let mut redis = RedisServer::start();
    let store = RedisStore::open(&redis.url(), DEFAULT_GAME_TTL).expect("redis url");
    let fx = Metered::start(store).await;
    let mut client = fx.server.client().await;
    let id = client
        .new_game(NewGameRequest::default())
        .await
        .expect("NewGame")
        .into_inner()
        .game
        .expect("game")
        .game_id;
    redis.stop();
    client
        .get_game(GetGameRequest { game_id: id })
        .await
        .expect_err("Redis is down");

    let text = fx.scrape().await;
    assert_eq!(handled(&text, "NewGame", "OK"), 1.0, "{text}");
    assert_eq!(handled(&text, "GetGame", "Unavailable"), 1.0, "{text}");
    assert_eq!(store_ops(&text, "create", "ok"), 1.0);
    assert_eq!(store_ops(&text, "load", "unavailable"), 1.0, "{text}");
    // The health monitor's pings fail too.
    eventually(Duration::from_secs(10), "a failed ping", || async {
        store_ops(&fx.scrape().await, "ping", "unavailable") >= 1.0
    })
    .await;
    fx.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_call_cut_by_the_server_deadline_counts_as_deadline_exceeded() {
    let redis = RedisServer::start();
    let store = RedisStore::open(&redis.url(), DEFAULT_GAME_TTL).expect("redis url");
    let metrics = Metrics::new();
    let options = ServeOptions {
        metrics: metrics.clone(),
        request_timeout: Duration::from_millis(300),
        ..fast_health()
    };
    let server = TestServer::start_with(store, options).await;
    let mut client = server.client().await;
    let id = client
        .new_game(NewGameRequest::default())
        .await
        .expect("NewGame")
        .into_inner()
        .game
        .expect("game")
        .game_id;
    // A hung Redis answers nothing; the store would give up only after 2 s.
    redis.freeze(true);
    let status = client
        .get_game(GetGameRequest { game_id: id })
        .await
        .expect_err("cut by the server's deadline");
    redis.freeze(false);
    // The server's own request timeout is answered DEADLINE_EXCEEDED (src/guard.rs).
    assert_eq!(status.code(), tonic::Code::DeadlineExceeded, "{status:?}");
    let text = metrics.render();
    assert_eq!(handled(&text, "GetGame", "DeadlineExceeded"), 1.0, "{text}");
    assert_eq!(handled(&text, "GetGame", "Canceled"), 0.0, "{text}");
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn open_watch_streams_are_counted() {
    let fx = Metered::start(MemoryStore::default()).await;
    let mut client = fx.server.client().await;
    let created = client
        .new_game(NewGameRequest::default())
        .await
        .expect("NewGame")
        .into_inner();
    let id = created.game.expect("game").game_id;
    assert!(fx.scrape().await.contains("\narbiter_watchers 0\n"));
    let first = common::Watcher::open(&mut client, &id, None)
        .await
        .expect("WatchGame");
    let second = common::Watcher::open(&mut client, &id, None)
        .await
        .expect("WatchGame");
    eventually(Duration::from_secs(5), "two watchers counted", || async {
        fx.scrape().await.contains("\narbiter_watchers 2\n")
    })
    .await;
    drop(first);
    drop(second);
    eventually(
        Duration::from_secs(5),
        "closed streams no longer counted",
        || async { fx.scrape().await.contains("\narbiter_watchers 0\n") },
    )
    .await;
}
