//! Wiring: the service of every game of a [`Catalog`] (the binary serves
//! [`crate::games::Served`]), the standard health service (`grpc.health.v1`) following the
//! store's reachability and, for the empty name with players, the start-up readiness (the
//! database migrated and the computer players registered: `become_ready`), server
//! reflection (`grpc.reflection.v1` and `v1alpha`), gRPC-Web with CORS on the same port,
//! RPC and store metrics, request limits and the [`guard`](crate::guard) middleware, and
//! graceful shutdown.
//!
//! Layers around every service, outermost first: the web client's files
//! ([`crate::web::assets`]: plain `GET`/`HEAD` requests that are not gRPC), CORS
//! ([`crate::web`]), gRPC-Web translation (`tonic-web`), refusals in the caller's language
//! ([`crate::rpc::localized`]: a `google.rpc.LocalizedMessage` for `accept-language`), RPC metrics ([`crate::metrics::RpcMetricsLayer`], so it sees the gRPC status
//! of gRPC and gRPC-Web calls alike, including the guard's answers), rate limits
//! ([`crate::ratelimit`]), admission control under overload ([`crate::rpc::admission`]: play
//! before new games, the rest refused fast), the guard ([`crate::guard`]: panics, the request timeout, size-limit
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
use crate::rpc::admission::{AdmissionLayer, AdmissionOptions};
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
/// The tournaments' service name (health, reflection).
pub const TOURNAMENT_SERVICE: &str = "tournament.v1.TournamentService";

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
    /// Admission control under overload (default: off; the binary sizes it from the cores).
    pub admission: AdmissionOptions,
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
    /// The bots' ladder (`crate::lobby::LadderOptions`): bot accounts that ask for
    /// it are paired in rated games; needs the players and the lobby. `None`: no ladder (a
    /// `WatchPlayer` asking for one is still accepted, and nobody is paired).
    pub ladder: Option<crate::lobby::LadderOptions>,
    /// The analysis pool (`analysis.v1`, `docs/analysis.md`): searches at once, queued,
    /// and each caller's rate (a handle: a clone reads how busy it is).
    pub analysis: crate::analysis::pool::AnalysisPool,
    /// How the tournaments' director runs (`crate::lobby::events`): events are served with
    /// the players and the lobby.
    pub tournaments: crate::lobby::events::TournamentOptions,
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
            admission: AdmissionOptions::default(),
            players: None,
            lobby: None,
            lobby_limits: crate::lobby::Limits::default(),
            lobby_poll: Duration::from_millis(100),
            computers: false,
            ladder: None,
            analysis: crate::analysis::pool::AnalysisPool::new(
                crate::analysis::pool::PoolOptions::default(),
                crate::analysis::service::DEFAULT_TIME,
            ),
            tournaments: crate::lobby::events::TournamentOptions::default(),
        }
    }
}

/// How long a server whose database is already migrated waits, before it answers its first
/// health check, for its start-up to complete (the computer players' accounts): so that a
/// server on a ready database is ready at its first answer. Later, readiness is reported as
/// it comes.
const READY_AT_START: Duration = Duration::from_secs(5);

/// The first and the longest wait between two tries to register the computer players.
const COMPUTERS_RETRY: (Duration, Duration) = (Duration::from_secs(1), Duration::from_secs(10));

/// Brings a server with players to readiness: waits until its database is migrated (by this
/// replica or by another one holding the migrations' lock), then, with `lobby`, registers
/// the service's computer players with it ([`computer_accounts`]), and then sets `ready`
/// for good: the health of the empty service name and of the players' services waits for it
/// (see [`serve_with`]).
async fn become_ready(
    players: crate::players::Players,
    lobby: Option<crate::lobby::Lobby>,
    games: Vec<&'static str>,
    ready: tokio::sync::watch::Sender<bool>,
) {
    if !players.db().is_migrated() {
        tracing::info!("not ready: waiting for the player database's migrations");
    }
    players.db().migrated().await;
    let mut count = 0;
    if let Some(lobby) = lobby {
        let computers = computer_accounts(&players, &games).await;
        count = computers.len();
        tracing::info!(count, "computer players take challenges");
        lobby.set_computers(computers);
    }
    ready.send_replace(true);
    tracing::info!(
        computer_players = count,
        "ready: the player database is migrated and the computer players registered"
    );
}

/// Anchors the rating of computer player `id` at `level` in each of `games` (each game its
/// own anchor: `lobby::computers::anchor`).
async fn anchor_every_game(
    players: &crate::players::Players,
    id: crate::players::PlayerId,
    level: &crate::lobby::computers::Level,
    games: &[&'static str],
) -> Result<(), crate::session::ServiceError> {
    for game in games {
        let rating = crate::lobby::computers::anchor(level, game);
        players.anchor(id, &[game], f64::from(rating)).await?;
    }
    Ok(())
}

/// Finds (or creates) the accounts of the service's computer players on a migrated
/// database. A failure that may pass (the database unreachable, or any other error of the
/// database) is retried with backoff ([`COMPUTERS_RETRY`]) until every level is found; only
/// a level whose name belongs to an account that is not a bot's is left out (logged as an
/// error: it cannot change while the process runs).
async fn computer_accounts(
    players: &crate::players::Players,
    games: &[&'static str],
) -> Vec<crate::lobby::computers::Computer> {
    use crate::lobby::computers::{Computer, LEVELS};
    use crate::session::ServiceError;
    let (mut backoff, longest) = COMPUTERS_RETRY;
    // Every game's live and correspondence pools.
    let correspondence = Some(crate::session::play::TimeControl::PerTurn {
        per_turn_ms: crate::session::play::CORRESPONDENCE_START_MS,
    });
    let pools: Vec<&'static str> = games
        .iter()
        .flat_map(|&game| {
            [
                game,
                crate::session::pool::static_pool_key(game, correspondence),
            ]
        })
        .collect();
    let games = pools.as_slice();
    loop {
        let mut computers = Vec::with_capacity(LEVELS.len());
        let mut failed = None;
        for level in &LEVELS {
            let registered = match players.accounts().ensure_service_bot(level.name).await {
                // Its rating in every game and pool is anchored at its level's (no game moves
                // it).
                Ok(id) => anchor_every_game(players, id, level, games)
                    .await
                    .map(|()| id),
                Err(error) => Err(error),
            };
            match registered {
                Ok(id) => computers.push(Computer { id: id.0, level }),
                Err(
                    error @ (ServiceError::NameTaken { .. } | ServiceError::InvalidArgument { .. }),
                ) => {
                    tracing::error!(name = level.name, %error, "computer player left out");
                }
                Err(error) => {
                    failed = Some(error);
                    break;
                }
            }
        }
        let Some(error) = failed else {
            return computers;
        };
        tracing::warn!(
            %error,
            retry_in_ms = u64::try_from(backoff.as_millis()).unwrap_or(u64::MAX),
            "computer players not registered yet (not ready); retrying"
        );
        tokio::time::sleep(backoff).await;
        backoff = (backoff * 2).min(longest);
    }
}

/// `lookup` refusing the computer players' names with `DATABASE_UNAVAILABLE` (retry later)
/// until `ready`: a challenge to a computer player before its account is registered would
/// otherwise be posted as an ordinary challenge that nobody answers.
fn computers_once_ready(
    lookup: crate::session::auth::PlayerLookup,
    ready: tokio::sync::watch::Receiver<bool>,
) -> crate::session::auth::PlayerLookup {
    Arc::new(move |name: String, game: Option<&'static str>| {
        let computer = crate::lobby::computers::LEVELS
            .iter()
            .any(|level| level.name.eq_ignore_ascii_case(name.trim()));
        if computer && !*ready.borrow() {
            let refused: futures_util::future::BoxFuture<'static, _> = Box::pin(
                std::future::ready(Err(crate::session::ServiceError::DatabaseUnavailable)),
            );
            return refused;
        }
        lookup(name, game)
    })
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
    // Start-up readiness (see `become_ready`): at once without players.
    let ready = tokio::sync::watch::Sender::new(options.players.is_none());
    let mut readying = None;

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
    // lobby (its players' streams) when it is served: through the players' pending set when
    // both are, so that an end whose replica died before telling the lobby is told by
    // another replica's archiver. A rated game's rating changes are told to the lobby too,
    // once the archive has written them.
    let players = options
        .players
        .clone()
        .map(|players| players.with_openings(crate::rpc::Replays::of(games)));
    let players = players.map(|players| match &options.lobby {
        Some(lobby) => players
            .with_told(crate::lobby::hooks::told_hook(lobby.clone()))
            .with_rated(crate::lobby::hooks::rated_hook(lobby.clone())),
        None => players,
    });
    registry.on_end = match &players {
        Some(players) => Some(players.end_hook()),
        None => options.lobby.clone().map(crate::lobby::hooks::end_hook),
    };
    registry.end_entry = players
        .as_ref()
        .and_then(crate::players::Players::end_entry);
    registry.on_start = options.lobby.clone().map(crate::lobby::hooks::start_hook);
    // A move that passes the turn in a correspondence game is pushed to the player to move.
    registry.on_turn = players.as_ref().map(|players| players.push().turn_hook());
    // A bot account is present at its games while its event stream is open.
    registry.presence = match (&players, &options.lobby) {
        (Some(players), Some(lobby)) => {
            let is_bot = players.bot_hook();
            let online =
                crate::lobby::presence::presence_hook(lobby.clone(), options.clock.clone());
            Some(std::sync::Arc::new(move |id: i64| {
                let (is_bot, online) = (is_bot.clone(), online.clone());
                Box::pin(async move { is_bot(id).await.unwrap_or(false) && online(id).await })
                    as futures_util::future::BoxFuture<'static, bool>
            }) as crate::session::games::PresenceHook)
        }
        _ => None,
    };
    registry.identity = options
        .players
        .as_ref()
        .map(crate::players::Players::identity_hook);
    registry.serve_all(games);
    // The page's addresses name the games served (`/rules/<game>`, `/play/<game>/<id>`, …).
    let page_games = {
        struct Names(Vec<&'static str>);
        impl crate::rpc::Visitor for Names {
            fn visit<G: crate::rpc::Game>(&mut self) {
                self.0.push(crate::rpc::api::short_name::<G>());
            }
        }
        let mut names = Names(Vec::new());
        games.each(&mut names);
        names.0
    };
    let Registered {
        mut routes,
        names,
        mut descriptors,
    } = registry.finish();
    // Accounts, ratings and the archive: health follows the database, not the store.
    let _players = players.as_ref().map(|players| {
        let presence = options
            .lobby
            .clone()
            .map(|lobby| crate::lobby::presence::presence_hook(lobby, options.clock.clone()));
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
            ready.subscribe(),
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
                    starter: Arc::new(crate::lobby::starter::GameStarter::<G, S>::new(
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
            options.players.as_ref().map(|players| {
                let lookup = players.lookup_hook();
                if options.computers {
                    computers_once_ready(lookup, ready.subscribe())
                } else {
                    lookup
                }
            }),
            collect.games,
            Shutdown::new(stop_watchers_lobby.clone()),
        );
        let server = crate::limited!(
            crate::lobby::pb::lobby_service_server::LobbyServiceServer::new(lobby.clone()),
            max_in,
            max_out,
            &COMPRESSIONS
        );
        routes.add_service(server);
        if options.players.is_none() {
            descriptors.push(crate::players::service::FILE_DESCRIPTOR_SET);
        }
        names.push(LOBBY_SERVICE);
        let tournaments = crate::limited!(
            crate::lobby::events::pb::tournament_service_server::TournamentServiceServer::new(
                lobby.clone()
            ),
            max_in,
            max_out,
            &COMPRESSIONS
        );
        routes.add_service(tournaments);
        names.push(TOURNAMENT_SERVICE);
        if let Some(players) = players.as_ref() {
            lobby.set_bot_check(players.bot_hook());
            lobby.set_archive(players.db().clone());
            lobby.set_push(players.push().clone());
        }
        let mut tasks = lobby.spawn_background(options.lobby_poll, Duration::from_secs(1));
        if options.players.is_some() {
            match lobby.spawn_tournaments(options.tournaments) {
                Ok(task) => tasks.push(task),
                Err(error) => tracing::error!(%error, "the tournaments' director does not run"),
            }
        }
        if let Some(ladder) = options.ladder.as_ref()
            && options.players.is_some()
        {
            match lobby.spawn_ladder(ladder) {
                Ok(task) => tasks.push(task),
                Err(error) => tracing::error!(%error, "the ladder does not run"),
            }
        }
        if let Some(players) = options.players.clone() {
            let computers = options.computers.then(|| lobby.clone());
            readying = Some(AbortOnDrop(tokio::spawn(become_ready(
                players,
                computers,
                games.names(),
                ready.clone(),
            ))));
        }
        tasks.into_iter().map(AbortOnDrop).collect::<Vec<_>>()
    });
    // The analysis board's engine and the opening explorer (the explorer and reviews read
    // the players' database).
    {
        let service = crate::analysis::service::AnalysisService::new(
            crate::analysis::Analysers::of(games),
            options.analysis.clone(),
            players.clone(),
            crate::rpc::Replays::of(games),
        );
        crate::analysis::service::add_routes(service, &mut routes, max_in, max_out, &COMPRESSIONS);
        if options.players.is_none() && options.lobby.is_none() {
            descriptors.push(crate::players::service::FILE_DESCRIPTOR_SET);
        }
        names.push(crate::analysis::service::SERVICE_NAME);
    }
    // Without a lobby, no computer players: ready once migrated.
    if readying.is_none()
        && let Some(players) = options.players.clone()
    {
        readying = Some(AbortOnDrop(tokio::spawn(become_ready(
            players,
            None,
            Vec::new(),
            ready.clone(),
        ))));
    }
    let _readying = readying;
    // On a database already migrated, start-up is a matter of moments: the first health
    // answer waits for it (a little), so that it is already right.
    if options
        .players
        .as_ref()
        .is_some_and(|players| players.db().is_migrated())
    {
        let mut at_start = ready.subscribe();
        if tokio::time::timeout(READY_AT_START, at_start.wait_for(|done| *done))
            .await
            .is_err()
        {
            tracing::warn!("not ready yet: the computer players are not registered");
        }
    }
    let names: Arc<[&'static str]> = names.into();
    let health = crate::limited!(health, max_in, max_out, &COMPRESSIONS);
    let monitor = StoreMonitor::start(
        store,
        reporter.clone(),
        Arc::clone(&names),
        options.health_interval,
        ready.subscribe(),
    )
    .await;
    let reflection_v1 = crate::limited!(
        reflection(&descriptors).build_v1()?,
        max_in,
        max_out,
        &COMPRESSIONS
    );
    let reflection_v1alpha = crate::limited!(
        reflection(&descriptors).build_v1alpha()?,
        max_in,
        max_out,
        &COMPRESSIONS
    );
    let metadata_limit = options.max_metadata_bytes.min(METADATA_CEILING as usize);
    let guard = GuardLayer::new(options.request_timeout, max_in, max_out)
        .with_max_metadata_bytes(metadata_limit);
    let streams = u32::try_from(options.concurrency_per_connection).unwrap_or(u32::MAX);
    let rate_limits = RateLimitLayer::new(options.rate_limits);
    let admission = AdmissionLayer::new(options.admission, options.metrics.clone());
    if !options.admission.is_off() {
        tracing::info!(
            permits = options.admission.permits,
            reserved_for_play = options.admission.reserved_for_play,
            play_wait_ms =
                u64::try_from(options.admission.play_wait.as_millis()).unwrap_or(u64::MAX),
            start_wait_ms =
                u64::try_from(options.admission.start_wait.as_millis()).unwrap_or(u64::MAX),
            "admission control"
        );
    }

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
        .layer(web::assets::StaticFilesLayer::new(page_games))
        .layer(web::cors_layer(&options.cors_origins))
        .layer(tonic_web::GrpcWebLayer::new())
        .layer(crate::rpc::localized::LocalizedLayer)
        .layer(rpc_metrics)
        .layer(rate_limits)
        .layer(admission)
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

/// The health of the store's side: every game service's name (and the lobby's) SERVING while
/// the store answers; the empty name (readiness) SERVING while it answers and start-up is
/// complete (`ready`: see [`become_ready`]), which, once reached, a later database outage does
/// not undo.
async fn report_store(reporter: &HealthReporter, names: &[&str], store_up: bool, ready: bool) {
    reporter
        .set_service_status("", serving(store_up && ready))
        .await;
    for name in names {
        reporter.set_service_status(name, serving(store_up)).await;
    }
}

/// Pings the store every interval and mirrors the answer (with start-up readiness, for the
/// empty name) in the health service; stops when dropped.
struct StoreMonitor {
    task: JoinHandle<()>,
}

impl StoreMonitor {
    /// Checks the store once (so the first health answer is already right), then keeps
    /// checking in the background, and reports the readiness `ready` tells as it comes.
    async fn start<S: GameStore>(
        store: S,
        reporter: HealthReporter,
        names: Arc<[&'static str]>,
        every: Duration,
        mut ready: tokio::sync::watch::Receiver<bool>,
    ) -> Self {
        let mut up = check(&store, every).await;
        let mut is_ready = *ready.borrow_and_update();
        report_store(&reporter, &names, up, is_ready).await;
        if !up {
            tracing::warn!("the game store is unreachable: reporting NOT_SERVING");
        }
        let task = tokio::spawn(async move {
            let mut ticker = tokio::time::interval(every);
            ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            ticker.tick().await;
            // Readiness only ever turns true: no need to watch it after that (or once its
            // sender is gone).
            let mut watching = !is_ready;
            loop {
                let tick = tokio::select! {
                    _ = ticker.tick() => true,
                    changed = ready.changed(), if watching => {
                        watching = changed.is_ok();
                        false
                    }
                };
                let now_up = if tick { check(&store, every).await } else { up };
                let now_ready = *ready.borrow_and_update();
                watching &= !now_ready;
                if now_up != up || now_ready != is_ready {
                    if now_up != up {
                        if now_up {
                            tracing::info!("the game store is reachable again: reporting SERVING");
                        } else {
                            tracing::warn!("the game store is unreachable: reporting NOT_SERVING");
                        }
                    }
                    up = now_up;
                    is_ready = now_ready;
                    report_store(&reporter, &names, up, is_ready).await;
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

/// Completes on SIGINT (Ctrl-C) or SIGTERM: the binary's shutdown (the server's, and the
/// computer-opponent pool's, whose games held then are taken over by other workers once their
/// leases run out).
pub async fn shutdown_signal() {
    let interrupt = async {
        if let Err(e) = tokio::signal::ctrl_c().await {
            tracing::error!(error = %e, "cannot listen for SIGINT");
            std::future::pending::<()>().await;
        }
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(e) => {
                tracing::error!(error = %e, "cannot listen for SIGTERM");
                std::future::pending::<()>().await;
            }
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = interrupt => tracing::info!("SIGINT received"),
        () = terminate => tracing::info!("SIGTERM received"),
    }
}
