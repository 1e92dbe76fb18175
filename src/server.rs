//! Wiring: the service of every game of a [`Catalog`] (the binary serves
//! [`crate::games::Served`]), the standard health service (`grpc.health.v1`) following the
//! store's reachability, server reflection (`grpc.reflection.v1` and `v1alpha`), gRPC-Web
//! with CORS on the same port, RPC and store metrics, request limits and the
//! [`guard`](crate::guard) middleware, and graceful shutdown.
//!
//! Layers around every service, outermost first: the web client's files
//! ([`crate::web::assets`]: plain `GET`/`HEAD` requests that are not gRPC), CORS
//! ([`crate::web`]), gRPC-Web translation (`tonic-web`), RPC metrics ([`crate::metrics::RpcMetricsLayer`], so it sees the gRPC status
//! of gRPC and gRPC-Web calls alike, including the guard's answers), rate limits
//! ([`crate::ratelimit`]), the guard ([`crate::guard`]: panics, the request timeout, size-limit
//! statuses, the metadata limit). Every service accepts and sends gzip and zstd.
//!
//! Connections come from [`crate::listener`] (accept back-off, the connection cap, TCP
//! keepalive, TLS, the handshake timeout, the end of a connection's maximum age).

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use tokio::net::TcpListener;
use tokio::task::JoinHandle;
use tonic::codec::CompressionEncoding;
use tonic_health::ServingStatus;
use tonic_health::server::HealthReporter;

use crate::guard::GuardLayer;
use crate::listener::{ConnectionOptions, Incoming};
use crate::metrics::{MeteredStore, Metrics, RpcMetricsLayer};
use crate::ratelimit::{RateLimitLayer, RateLimits};
use crate::rpc::registry::Registered;
use crate::rpc::{Catalog, Registry};
use crate::session::clock::SharedClock;
use crate::session::play::PlayOptions;
use crate::session::stream::Shutdown;
use crate::store::GameStore;
use crate::web::{self, AllowedOrigins};

/// A health service name that reports SERVING as long as the process answers, whatever the
/// store's state: for liveness probes, which should not restart replicas during a store
/// outage (the empty name and every game service's name report NOT_SERVING then).
pub const LIVENESS_SERVICE: &str = "liveness";

/// The encoded file descriptor sets of the services every server has besides the games (the
/// RPC metrics label their methods from these and the games' own).
const COMMON_DESCRIPTORS: &[&[u8]] = &[
    tonic_health::pb::FILE_DESCRIPTOR_SET,
    tonic_reflection::pb::v1::FILE_DESCRIPTOR_SET,
    tonic_reflection::pb::v1alpha::FILE_DESCRIPTOR_SET,
];

/// The default limit on a call's request metadata (HTTP/2 header list size): 16 KiB. Larger
/// metadata, up to [`METADATA_CEILING`], is answered `RESOURCE_EXHAUSTED`
/// (`METADATA_TOO_LARGE`).
pub const MAX_METADATA_BYTES: u32 = 16 * 1024;

/// The largest header list the transport reads (the HTTP/2 `SETTINGS_MAX_HEADER_LIST_SIZE`
/// the server advertises): 256 KiB. Up to it, oversized metadata is refused per call with a
/// gRPC status; beyond it HTTP/2 itself refuses the stream (HTTP 431), and a header block of
/// more than about 1.25 times this size closes the connection (GOAWAY `ENHANCE_YOUR_CALM`).
/// The configurable limit may be at most half of it.
pub const METADATA_CEILING: u32 = 256 * 1024;

/// The lobby's service name (health reports on it with the games' services).
pub const LOBBY_SERVICE: &str = "lobby.v1.LobbyService";

/// The compressions every service accepts and, when the client accepts them, sends.
const COMPRESSIONS: [CompressionEncoding; 2] =
    [CompressionEncoding::Gzip, CompressionEncoding::Zstd];

/// Tunables of [`serve_with`].
#[derive(Clone, Debug)]
pub struct ServeOptions {
    /// How often the store is pinged to keep the health status current.
    pub health_interval: Duration,
    /// Calls taking longer are cancelled with `DEADLINE_EXCEEDED` (reason `REQUEST_TIMEOUT`).
    pub request_timeout: Duration,
    /// Calls in progress at once on one connection; the server also advertises this as its
    /// HTTP/2 `MAX_CONCURRENT_STREAMS`, so further calls wait in the client.
    pub concurrency_per_connection: usize,
    /// Larger request messages are refused with `RESOURCE_EXHAUSTED` (`REQUEST_TOO_LARGE`).
    pub max_request_bytes: usize,
    /// Larger response messages are replaced by `RESOURCE_EXHAUSTED` (`RESPONSE_TOO_LARGE`).
    pub max_response_bytes: usize,
    /// Calls with larger request metadata are refused with `RESOURCE_EXHAUSTED`
    /// (`METADATA_TOO_LARGE`); at most [`METADATA_CEILING`].
    pub max_metadata_bytes: usize,
    /// How often an idle connection is pinged (HTTP/2 PING); `None`: never.
    pub http2_keepalive_interval: Option<Duration>,
    /// A connection whose peer does not answer a keepalive ping within this time is closed.
    pub http2_keepalive_timeout: Duration,
    /// Browser origins allowed to call over gRPC-Web cross-origin.
    pub cors_origins: AllowedOrigins,
    /// Where RPC, store and game metrics are recorded (serve them with
    /// [`crate::metrics::serve_metrics`]).
    pub metrics: Metrics,
    /// The clock of game clocks and deadlines (the system clock; tests inject a manual one).
    pub clock: SharedClock,
    /// Real play: abandonment and the deadline scheduler.
    pub play: PlayOptions,
    /// The accept loop and the connections: handshake timeout, cap, keepalive, maximum
    /// age, TLS.
    pub connections: ConnectionOptions,
    /// How often the TLS files are checked for changes (they are also read on SIGHUP).
    pub tls_reload_interval: Duration,
    /// Per-client rate limits (default: none).
    pub rate_limits: RateLimits,
    /// Accounts, ratings and the archive (`accounts.v1`, `players.v1`); `None`: not served.
    pub players: Option<crate::players::Players>,
    /// The lobby (`lobby.v1`) over this store of seeks (every replica over one Redis shares
    /// the Redis one); `None`: not served.
    pub lobby: Option<crate::lobby::LobbyBackend>,
    /// The lobby's limits (seeks per address, the owners' grace time).
    pub lobby_limits: crate::lobby::Limits,
    /// How often each replica reads the lobby's change log for its `WatchLobby` streams.
    pub lobby_poll: Duration,
    /// Whether the service's computer players (`crate::lobby::computers`) take challenges:
    /// needs the players and the lobby, and thinkers for the store's computer queue (this
    /// replica's pool or separate workers).
    pub computers: bool,
    /// The bots' ladder (`crate::lobby::service::LadderOptions`): bot accounts that ask for
    /// it are paired in rated games; needs the players and the lobby. `None`: no ladder (a
    /// `WatchPlayer` asking for one is still accepted, and nobody is paired).
    pub ladder: Option<crate::lobby::LadderOptions>,
}

impl Default for ServeOptions {
    fn default() -> Self {
        ServeOptions {
            health_interval: Duration::from_secs(1),
            request_timeout: Duration::from_secs(10),
            concurrency_per_connection: 256,
            max_request_bytes: 64 * 1024,
            max_response_bytes: 4 * 1024 * 1024,
            http2_keepalive_interval: Some(Duration::from_secs(30)),
            http2_keepalive_timeout: Duration::from_secs(10),
            max_metadata_bytes: MAX_METADATA_BYTES as usize,
            cors_origins: AllowedOrigins::None,
            metrics: Metrics::new(),
            clock: crate::session::clock::system(),
            play: PlayOptions::default(),
            connections: ConnectionOptions::default(),
            tls_reload_interval: Duration::from_secs(10),
            rate_limits: RateLimits::default(),
            players: None,
            lobby: None,
            lobby_limits: crate::lobby::Limits::default(),
            lobby_poll: Duration::from_millis(100),
            computers: false,
            ladder: None,
        }
    }
}

/// Finds (or creates) the accounts of the service's computer players and gives them to the
/// lobby, retrying while the database cannot be reached.
async fn computer_accounts(players: crate::players::Players, lobby: crate::lobby::Lobby) {
    use crate::lobby::computers::{Computer, LEVELS};
    loop {
        let mut computers = Vec::with_capacity(LEVELS.len());
        let mut unreachable = false;
        for level in &LEVELS {
            match players.accounts().ensure_service_bot(level.name).await {
                Ok(id) => computers.push(Computer { id: id.0, level }),
                Err(crate::session::ServiceError::DatabaseUnavailable) => {
                    tracing::warn!("computer players: the database cannot be reached; retrying");
                    unreachable = true;
                    break;
                }
                Err(error) => {
                    tracing::error!(name = level.name, %error, "computer player left out");
                }
            }
        }
        if !unreachable {
            tracing::info!(count = computers.len(), "computer players take challenges");
            lobby.set_computers(computers);
            return;
        }
        tokio::time::sleep(Duration::from_secs(5)).await;
    }
}

/// Why the server could not run.
#[derive(Debug, thiserror::Error)]
pub enum ServerError {
    /// Building the reflection service failed (the embedded descriptors are broken).
    #[error("reflection: {0}")]
    Reflection(#[from] tonic_reflection::server::Error),
    /// The transport failed.
    #[error("transport: {0}")]
    Transport(#[from] tonic::transport::Error),
}

/// Serves the games of `games` on `listener` with default options until `shutdown`
/// completes; see [`serve_with`].
///
/// # Errors
/// See [`ServerError`].
pub async fn serve<S: GameStore>(
    listener: TcpListener,
    store: S,
    games: &impl Catalog,
    shutdown: impl Future<Output = ()> + Send,
) -> Result<(), ServerError> {
    serve_with(listener, store, games, ServeOptions::default(), shutdown).await
}

/// Serves the service of every game of `games`, health and reflection on `listener` (gRPC
/// over HTTP/2, and gRPC-Web over HTTP/1.1 or HTTP/2) until `shutdown` completes; then stops
/// accepting connections, reports NOT_SERVING, and returns once the calls in flight have
/// finished.
///
/// # Errors
/// See [`ServerError`].
pub async fn serve_with<S: GameStore>(
    listener: TcpListener,
    store: S,
    games: &impl Catalog,
    options: ServeOptions,
    shutdown: impl Future<Output = ()> + Send,
) -> Result<(), ServerError> {
    let store = MeteredStore::new(store, options.metrics.clone());
    // The input gate's rules, read from the descriptor sets now rather than in a first call.
    crate::rpc::gate::global();
    let (reporter, health) = tonic_health::server::health_reporter();
    reporter
        .set_service_status(LIVENESS_SERVICE, ServingStatus::Serving)
        .await;

    let max_in = options.max_request_bytes;
    let max_out = options.max_response_bytes;
    let (stopping, stop_watchers) = tokio::sync::watch::channel(false);
    let stop_watchers_lobby = stop_watchers.clone();
    let mut registry = Registry::new(
        store.clone(),
        options.metrics.clone(),
        Shutdown::new(stop_watchers),
        max_in,
        max_out,
        options.clock.clone(),
        options.play.clone(),
        &COMPRESSIONS,
    );
    // Every game's end is archived (and rated) when players are served, and told to the
    // lobby (its players' streams) when it is served.
    registry.on_end = crate::session::ending::all_of(
        [
            options
                .players
                .as_ref()
                .map(crate::players::Players::end_hook),
            options.lobby.clone().map(crate::lobby::service::end_hook),
        ]
        .into_iter()
        .flatten()
        .collect(),
    );
    registry.end_entry = options
        .players
        .as_ref()
        .and_then(crate::players::Players::end_entry);
    registry.on_start = options.lobby.clone().map(crate::lobby::service::start_hook);
    registry.identity = options
        .players
        .as_ref()
        .map(crate::players::Players::identity_hook);
    registry.serve_all(games);
    let Registered {
        mut routes,
        names,
        mut descriptors,
    } = registry.finish();
    // Accounts, ratings and the archive: health follows the database, not the store.
    let _players = options.players.as_ref().map(|players| {
        let presence = options
            .lobby
            .clone()
            .map(|lobby| crate::lobby::service::presence_hook(lobby, options.clock.clone()));
        crate::players::service::add_routes(
            players,
            presence,
            crate::rpc::Replays::of(games),
            &mut routes,
            max_in,
            max_out,
            &COMPRESSIONS,
        );
        descriptors.push(crate::players::service::FILE_DESCRIPTOR_SET);
        crate::players::service::spawn_background(
            players,
            reporter.clone(),
            options.health_interval,
        )
        .into_iter()
        .map(AbortOnDrop)
        .collect::<Vec<_>>()
    });
    // The lobby: its games are the catalog's, started in this store.
    let mut names = names;
    let _lobby = options.lobby.clone().map(|backend| {
        struct Collect<S> {
            store: S,
            clock: crate::session::clock::SharedClock,
            play: crate::session::play::PlayOptions,
            games: Vec<crate::lobby::LobbyGame>,
        }
        impl<S: GameStore> crate::rpc::Visitor for Collect<S> {
            fn visit<G: crate::rpc::Game>(&mut self) {
                self.games.push(crate::lobby::LobbyGame {
                    name: crate::rpc::api::short_name::<G>(),
                    starter: Arc::new(crate::lobby::service::GameStarter::<G, S>::new(
                        self.store.clone(),
                        self.clock.clone(),
                        self.play.clone(),
                    )),
                });
            }
        }
        let mut collect = Collect {
            store: store.clone(),
            clock: options.clock.clone(),
            play: options.play.clone(),
            games: Vec::new(),
        };
        games.each(&mut collect);
        let lobby = crate::lobby::Lobby::new(
            backend,
            options.lobby_limits,
            options.clock.clone(),
            options
                .players
                .as_ref()
                .map(crate::players::Players::identity_hook),
            options
                .players
                .as_ref()
                .map(crate::players::Players::lookup_hook),
            collect.games,
            Shutdown::new(stop_watchers_lobby.clone()),
        );
        let mut server =
            crate::lobby::service::pb::lobby_service_server::LobbyServiceServer::new(lobby.clone())
                .max_decoding_message_size(max_in)
                .max_encoding_message_size(max_out);
        for encoding in COMPRESSIONS {
            server = server.accept_compressed(encoding).send_compressed(encoding);
        }
        routes.add_service(server);
        if options.players.is_none() {
            descriptors.push(crate::players::service::FILE_DESCRIPTOR_SET);
        }
        names.push(LOBBY_SERVICE);
        if let Some(players) = options.players.as_ref() {
            lobby.set_bot_check(players.bot_hook());
        }
        let mut tasks = lobby.spawn_background(options.lobby_poll, Duration::from_secs(1));
        if let Some(ladder) = options.ladder.as_ref()
            && options.players.is_some()
        {
            match lobby.spawn_ladder(ladder) {
                Ok(task) => tasks.push(task),
                Err(error) => tracing::error!(%error, "the ladder does not run"),
            }
        }
        if options.computers
            && let Some(players) = options.players.clone()
        {
            tasks.push(tokio::spawn(computer_accounts(players, lobby.clone())));
        }
        tasks.into_iter().map(AbortOnDrop).collect::<Vec<_>>()
    });
    let names: Arc<[&'static str]> = names.into();
    let mut health = health
        .max_decoding_message_size(max_in)
        .max_encoding_message_size(max_out);
    let monitor = StoreMonitor::start(
        store,
        reporter.clone(),
        Arc::clone(&names),
        options.health_interval,
    )
    .await;
    let mut reflection_v1 = reflection(&descriptors)
        .build_v1()?
        .max_decoding_message_size(max_in)
        .max_encoding_message_size(max_out);
    let mut reflection_v1alpha = reflection(&descriptors)
        .build_v1alpha()?
        .max_decoding_message_size(max_in)
        .max_encoding_message_size(max_out);
    for encoding in COMPRESSIONS {
        health = health.accept_compressed(encoding).send_compressed(encoding);
        reflection_v1 = reflection_v1
            .accept_compressed(encoding)
            .send_compressed(encoding);
        reflection_v1alpha = reflection_v1alpha
            .accept_compressed(encoding)
            .send_compressed(encoding);
    }
    let metadata_limit = options.max_metadata_bytes.min(METADATA_CEILING as usize);
    let guard = GuardLayer::new(options.request_timeout, max_in, max_out)
        .with_max_metadata_bytes(metadata_limit);
    let streams = u32::try_from(options.concurrency_per_connection).unwrap_or(u32::MAX);
    let rate_limits = RateLimitLayer::new(options.rate_limits);

    let connections = options.connections.clone();
    let tls_watch = connections
        .tls
        .as_ref()
        .map(|tls| AbortOnDrop(tls.watch(options.tls_reload_interval)));
    if let Ok(addr) = listener.local_addr() {
        tracing::info!(
            %addr,
            tls = connections.tls.is_some(),
            cors_origins = %options.cors_origins,
            max_connections = connections.max_connections,
            handshake_timeout_ms = u64::try_from(connections.handshake_timeout.as_millis()).unwrap_or(u64::MAX),
            "serving gRPC and gRPC-Web"
        );
    }
    let max_age = connections.max_connection_age;
    let incoming = Incoming::new(listener, connections);
    // The server's own timeout is answered by the guard inside the metrics layer, which sees
    // that answer; only a client's deadline (`grpc-timeout`) drops the metrics layer's call.
    let served: Vec<&[u8]> = COMMON_DESCRIPTORS
        .iter()
        .chain(&descriptors)
        .copied()
        .collect();
    let rpc_metrics = RpcMetricsLayer::new(options.metrics.clone(), &served, None);

    let stop_reporter = reporter.clone();
    let shutdown = async move {
        shutdown.await;
        tracing::info!("shutting down: no new connections, finishing calls in flight");
        set_status(&stop_reporter, &names, ServingStatus::NotServing).await;
        // Watch streams never finish on their own: end them (clients resume elsewhere).
        let _ = stopping.send(true);
    };

    routes
        .add_service(health)
        .add_service(reflection_v1)
        .add_service(reflection_v1alpha);
    let mut builder = tonic::transport::Server::builder()
        .accept_http1(true)
        .concurrency_limit_per_connection(options.concurrency_per_connection)
        .max_concurrent_streams(streams)
        .http2_max_header_list_size(METADATA_CEILING)
        .http2_keepalive_interval(options.http2_keepalive_interval)
        .http2_keepalive_timeout(Some(options.http2_keepalive_timeout));
    if let Some(age) = max_age {
        // GOAWAY at the age; the connection closes itself after the grace (crate::listener).
        builder = builder.max_connection_age(age);
    }
    let result = builder
        .layer(web::assets::StaticFilesLayer)
        .layer(web::cors_layer(&options.cors_origins))
        .layer(tonic_web::GrpcWebLayer::new())
        .layer(rpc_metrics)
        .layer(rate_limits)
        .layer(guard)
        .add_routes(routes.routes())
        .serve_with_incoming_shutdown(incoming, shutdown)
        .await;
    drop(monitor);
    drop(tls_watch);
    tracing::info!("server stopped");
    result.map_err(ServerError::from)
}

/// Reflection over the games' services, the health service, and the `google.rpc` error
/// details (so that tools like `grpcurl` can show them).
fn reflection(games: &[&'static [u8]]) -> tonic_reflection::server::Builder<'static> {
    let mut builder = tonic_reflection::server::Builder::configure()
        .register_encoded_file_descriptor_set(tonic_health::pb::FILE_DESCRIPTOR_SET)
        .register_encoded_file_descriptor_set(tonic_types::pb::FILE_DESCRIPTOR_SET);
    for descriptor in games {
        builder = builder.register_encoded_file_descriptor_set(descriptor);
    }
    builder
}

/// Stops a background task when dropped.
struct AbortOnDrop(JoinHandle<()>);

impl Drop for AbortOnDrop {
    fn drop(&mut self) {
        self.0.abort();
    }
}

async fn set_status(reporter: &HealthReporter, names: &[&str], status: ServingStatus) {
    reporter.set_service_status("", status).await;
    for name in names {
        reporter.set_service_status(name, status).await;
    }
}

/// Pings the store every interval and mirrors the answer in the health service; stops when
/// dropped.
struct StoreMonitor {
    task: JoinHandle<()>,
}

impl StoreMonitor {
    /// Checks the store once (so the first health answer is already right), then keeps
    /// checking in the background.
    async fn start<S: GameStore>(
        store: S,
        reporter: HealthReporter,
        names: Arc<[&'static str]>,
        every: Duration,
    ) -> Self {
        let mut up = check(&store, every).await;
        set_status(&reporter, &names, serving(up)).await;
        if !up {
            tracing::warn!("the game store is unreachable: reporting NOT_SERVING");
        }
        let task = tokio::spawn(async move {
            let mut ticker = tokio::time::interval(every);
            ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            ticker.tick().await;
            loop {
                ticker.tick().await;
                let now_up = check(&store, every).await;
                if now_up != up {
                    up = now_up;
                    set_status(&reporter, &names, serving(up)).await;
                    if up {
                        tracing::info!("the game store is reachable again: reporting SERVING");
                    } else {
                        tracing::warn!("the game store is unreachable: reporting NOT_SERVING");
                    }
                }
            }
        });
        StoreMonitor { task }
    }
}

impl Drop for StoreMonitor {
    fn drop(&mut self) {
        self.task.abort();
    }
}

async fn check<S: GameStore>(store: &S, limit: Duration) -> bool {
    let limit = limit.max(Duration::from_millis(500));
    match tokio::time::timeout(limit, store.ping()).await {
        Ok(Ok(())) => true,
        Ok(Err(e)) => {
            tracing::debug!(error = %e, "store ping failed");
            false
        }
        Err(_) => {
            tracing::debug!("store ping timed out");
            false
        }
    }
}

fn serving(up: bool) -> ServingStatus {
    if up {
        ServingStatus::Serving
    } else {
        ServingStatus::NotServing
    }
}
