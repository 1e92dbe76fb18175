//! The `arbiter` binary: parses the configuration, sets up logging, and runs the server
//! (and its metrics endpoint) until SIGTERM or SIGINT; or, as `arbiter healthcheck`, asks a
//! running server whether it is SERVING.

use std::io::IsTerminal as _;
use std::process::ExitCode;
use std::time::Duration;

use arbiter::bot::pool::{self, PoolOptions};
use arbiter::engine_bench;
use arbiter::games::Served;
use arbiter::metrics::{Metrics, serve_metrics};
use arbiter::rpc::client::{Client, pool_games};
use arbiter::rpc::{Game, Task, run_for};
use arbiter::server::{self, ServeOptions};
use arbiter::store::{BotQueue, GameStore, MemoryStore, RedisStore, WatchOptions};
use clap::Parser as _;
use tokio::net::TcpListener;
use tonic_health::pb::HealthCheckRequest;
use tonic_health::pb::health_check_response::ServingStatus;
use tonic_health::pb::health_client::HealthClient;
use tracing_subscriber::EnvFilter;

mod analyse_cli;
mod bot_cli;
mod config;
mod former_names;

use bot_cli as cli;
use config::{
    BotArgs, BotBenchArgs, Cli, Command, HealthcheckArgs, LogFormat, MatchArgs, PerftArgs,
    PlayoutArgs, ServeArgs,
};

fn main() -> ExitCode {
    // SAFETY: first thing in main: no other thread exists yet.
    let adopted = unsafe { former_names::adopt_former_env() };
    if let Some(warning) = former_names::warning(&adopted) {
        // Set aside until logging is up (the server logs it), and on stderr for the other
        // commands.
        let _ = FORMER_ENV_WARNING.set(warning);
    }
    match Cli::parse().into_command() {
        Command::Serve(args) => run_server(&args),
        Command::Perft(args) => run_perft(&args),
        Command::Playout(args) => run_playout(&args),
        Command::Healthcheck(args) => healthcheck(&args),
        Command::Bot(args) => {
            init_logging_to_stderr(args.log_format);
            if args.pool {
                run_async(pool::run_workers(
                    args.redis_url.as_deref(),
                    PoolOptions::new(
                        args.addr.clone(),
                        Duration::from_millis(args.lease_ms),
                        usize::try_from(args.pool_games).unwrap_or(1),
                    ),
                    pool_games(&Served),
                ))
            } else if let Some(session) = args.session.clone() {
                run_async(cli::run_account(std::sync::Arc::new(args), session))
            } else {
                run_async(async { run_for(&Served, &args.game_kind, Bot(&args))?.await })
            }
        }
        Command::Match(args) => {
            init_logging_to_stderr(LogFormat::Text);
            run_async(async { run_for(&Served, &args.game_kind, Match(&args))?.await })
        }
        Command::BotBench(args) => report(run_for(&Served, &args.game_kind, Bench(&args))),
        Command::Analyse(args) => usage(analyse_cli::run(&args)),
    }
}

/// The warning about `HANNIBALL_*` variables still set, logged once logging is up.
static FORMER_ENV_WARNING: std::sync::OnceLock<String> = std::sync::OnceLock::new();

fn warn_former_env() {
    if let Some(warning) = FORMER_ENV_WARNING.get() {
        tracing::warn!("{warning}");
    }
}

type Running<'a> = std::pin::Pin<Box<dyn std::future::Future<Output = Result<(), String>> + 'a>>;

/// `arbiter bot` for one game.
struct Bot<'a>(&'a BotArgs);

impl<'a> Task for Bot<'a> {
    type Output = Running<'a>;
    fn run<G: Game>(self) -> Running<'a> {
        Box::pin(cli::run_bot::<Client<G>>(self.0))
    }
}

/// `arbiter match` for one game.
struct Match<'a>(&'a MatchArgs);

impl<'a> Task for Match<'a> {
    type Output = Running<'a>;
    fn run<G: Game>(self) -> Running<'a> {
        Box::pin(cli::run_match::<Client<G>>(self.0))
    }
}

/// `arbiter bot-bench` for one game.
struct Bench<'a>(&'a BotBenchArgs);

impl Task for Bench<'_> {
    type Output = ();
    fn run<G: Game>(self) {
        cli::run_bench::<G>(self.0);
    }
}

/// The start position of `perft` and `playout`: `--position` in the game's notation, or the
/// game's initial position.
fn start_position<G: Game>(position: Option<&str>) -> Result<G::Position, String> {
    match position {
        None => Ok(G::initial_position()),
        Some(text) => G::parse_position(text)
            .map_err(|e| format!("--position is not a valid {} position: {e}", G::NAME)),
    }
}

/// `arbiter perft` for one game.
struct Perft<'a>(&'a PerftArgs);

impl Task for Perft<'_> {
    type Output = Result<(), String>;
    fn run<G: Game>(self) -> Result<(), String> {
        let args = self.0;
        let start = start_position::<G>(args.position.as_deref())?;
        let game = G::new_game(start.clone());
        println!("perft from {}", G::format_position(&start));
        engine_bench::timed_perft::<G>(&game, args.depth, |line| {
            println!(
                "perft({}) = {:>14}  {:>9.3} s  {:>8.1} M/s",
                line.depth,
                line.nodes,
                line.elapsed.as_secs_f64(),
                line.rate() / 1e6
            );
        });
        Ok(())
    }
}

/// `arbiter playout` for one game.
struct Playout<'a>(&'a PlayoutArgs);

impl Task for Playout<'_> {
    type Output = Result<(), String>;
    fn run<G: Game>(self) -> Result<(), String> {
        let args = self.0;
        let start = start_position::<G>(args.position.as_deref())?;
        let report = engine_bench::playout::<G>(&start, args.games, args.max_turns, args.seed);
        println!(
            "{} games, {} actions applied in {:.3} s: {:.0} actions/s ({:.0} ns per action)",
            report.games,
            report.actions,
            report.elapsed.as_secs_f64(),
            report.actions_per_second(),
            report.elapsed.as_secs_f64() * 1e9 / report.actions.max(1) as f64
        );
        println!(
            "turns per game {:.1}; won {}, drawn {}, stopped at {} turns {}",
            report.turns as f64 / report.games.max(1) as f64,
            report.won,
            report.drawn,
            args.max_turns,
            report.capped
        );
        Ok(())
    }
}

fn report(result: Result<(), String>) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Runs a client command on the multi-threaded runtime (the bots think on its threads).
fn run_async(command: impl std::future::Future<Output = Result<(), String>>) -> ExitCode {
    match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(runtime) => report(runtime.block_on(command)),
        Err(e) => report(Err(format!("cannot start the async runtime: {e}"))),
    }
}

/// Logs of the client commands go to stderr, so that stdout holds only their results.
fn init_logging_to_stderr(format: LogFormat) {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_ansi(std::io::stderr().is_terminal());
    match format {
        LogFormat::Text => builder.init(),
        LogFormat::Json => builder.json().flatten_event(true).init(),
    }
    warn_former_env();
}

/// Prints the serving status of the server at `args.addr` and exits 0 if it is SERVING, 1
/// otherwise (not serving, unknown service, unreachable, or no answer in time).
fn healthcheck(args: &HealthcheckArgs) -> ExitCode {
    let runtime = match tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime,
        Err(e) => {
            eprintln!("cannot start the async runtime: {e}");
            return ExitCode::FAILURE;
        }
    };
    let shown = if args.service.is_empty() {
        "the server".to_owned()
    } else {
        format!("service {:?}", args.service)
    };
    let answer =
        runtime.block_on(async { tokio::time::timeout(args.timeout(), check_health(args)).await });
    match answer {
        Ok(Ok(ServingStatus::Serving)) => {
            println!("SERVING");
            ExitCode::SUCCESS
        }
        Ok(Ok(status)) => {
            println!("{}", status.as_str_name());
            ExitCode::FAILURE
        }
        Ok(Err(e)) => {
            eprintln!("health check of {shown} at {} failed: {e}", args.addr);
            ExitCode::FAILURE
        }
        Err(_) => {
            eprintln!(
                "health check of {shown} at {}: no answer within {} ms",
                args.addr, args.timeout_ms
            );
            ExitCode::FAILURE
        }
    }
}

async fn check_health(args: &HealthcheckArgs) -> Result<ServingStatus, String> {
    let tls = args.tls_ca.is_some() || args.addr.starts_with("https://");
    let uri = if args.addr.contains("://") {
        args.addr.clone()
    } else if tls {
        format!("https://{}", args.addr)
    } else {
        format!("http://{}", args.addr)
    };
    let mut endpoint = tonic::transport::Endpoint::from_shared(uri)
        .map_err(|e| format!("invalid address {:?}: {e}", args.addr))?
        .connect_timeout(args.timeout());
    if tls {
        endpoint = endpoint
            .tls_config(client_tls(args)?)
            .map_err(|e| format!("TLS settings: {e}"))?;
    }
    let channel = endpoint.connect().await.map_err(|e| {
        // The transport error's own message is vague; its causes say what happened.
        let mut message = format!("cannot connect: {e}");
        let mut source = std::error::Error::source(&e);
        while let Some(cause) = source {
            let text = cause.to_string();
            if !message.ends_with(&text) {
                message = format!("{message}: {text}");
            }
            source = cause.source();
        }
        message
    })?;
    let request = HealthCheckRequest {
        service: args.service.clone(),
    };
    match HealthClient::new(channel).check(request).await {
        Ok(response) => Ok(response.into_inner().status()),
        Err(status) if status.code() == tonic::Code::NotFound => Ok(ServingStatus::ServiceUnknown),
        Err(status) => Err(format!("{}: {}", status.code(), status.message())),
    }
}

/// The healthcheck's TLS settings: the CA to trust, a client certificate, the server name.
fn client_tls(args: &HealthcheckArgs) -> Result<tonic::transport::ClientTlsConfig, String> {
    use tonic::transport::{Certificate, ClientTlsConfig, Identity};
    let read = |path: &std::path::Path| {
        std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))
    };
    let mut config = ClientTlsConfig::new();
    if let Some(ca) = &args.tls_ca {
        config = config.ca_certificate(Certificate::from_pem(read(ca)?));
    }
    if let (Some(cert), Some(key)) = (&args.tls_cert, &args.tls_key) {
        config = config.identity(Identity::from_pem(read(cert)?, read(key)?));
    }
    if let Some(name) = &args.tls_server_name {
        config = config.domain_name(name.clone());
    }
    Ok(config)
}

fn run_perft(args: &PerftArgs) -> ExitCode {
    usage(run_for(&Served, &args.game_kind, Perft(args)).and_then(|r| r))
}

fn run_playout(args: &PlayoutArgs) -> ExitCode {
    usage(run_for(&Served, &args.game_kind, Playout(args)).and_then(|r| r))
}

/// Exit status 2 for a usage error.
fn usage(result: Result<(), String>) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}

fn init_logging(format: LogFormat) {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_ansi(std::io::stdout().is_terminal());
    match format {
        LogFormat::Text => builder.init(),
        LogFormat::Json => builder
            .json()
            .flatten_event(true)
            .with_current_span(true)
            .init(),
    }
    warn_former_env();
}

fn run_server(args: &ServeArgs) -> ExitCode {
    init_logging(args.log_format);
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime,
        Err(e) => {
            tracing::error!(error = %e, "cannot start the async runtime");
            return ExitCode::FAILURE;
        }
    };
    match runtime.block_on(serve(args)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            tracing::error!(error = %e, "server failed");
            ExitCode::FAILURE
        }
    }
}

async fn serve(args: &ServeArgs) -> Result<(), Box<dyn std::error::Error>> {
    // rustls with ring, for the gRPC port and for Redis.
    let _ = arbiter::tls::provider();
    let configured = args.serve_options(arbiter::listener::open_files_limit())?;
    for note in &configured.notes {
        tracing::warn!("{note}");
    }
    let listener = TcpListener::bind(args.listen)
        .await
        .map_err(|e| format!("cannot listen on {}: {e}", args.listen))?;
    let metrics = Metrics::new();
    let _metrics_endpoint = match args.metrics_addr {
        Some(addr) => {
            let metrics_listener = TcpListener::bind(addr)
                .await
                .map_err(|e| format!("cannot listen on {addr} for metrics: {e}"))?;
            Some(AbortOnDrop(tokio::spawn(serve_metrics(
                metrics_listener,
                metrics.clone(),
                std::future::pending(),
            ))))
        }
        None => None,
    };
    // Accounts, ratings and the archive (src/players/).
    let url = match args.database_url.as_deref() {
        Some(url) => url,
        None => {
            let (url, warning) =
                former_names::default_database_url(arbiter::players::db::DEFAULT_URL);
            if let Some(warning) = warning {
                tracing::warn!("{warning}");
            }
            url
        }
    };
    // A database that cannot be reached yet is retried in the background: games are played
    // meanwhile, and health reports the server not ready (the empty name and the players'
    // services NOT_SERVING) until it is migrated and the computer players are registered.
    let (db, _migrations) =
        arbiter::players::db::Database::open_retrying(url, Duration::from_secs(30))
            .await
            .map_err(|e| format!("cannot open the player database: {e}"))?;
    let _migrations = _migrations.map(AbortOnDrop);
    tracing::info!(backend = ?db.backend(), "player database opened");
    // Ended games not yet archived are kept in Redis when games are (any replica's archiver
    // finishes them), in this process's memory otherwise.
    let push = args.push.push_options()?;
    let players = |pending: std::sync::Arc<dyn arbiter::players::pending::PendingArchive>| {
        arbiter::players::Players::with_pending(
            db.clone(),
            configured.options.clock.clone(),
            args.accounts.account_options(),
            pending,
        )
        .map(|players| players.with_push_options(push.clone()))
    };
    let options = |players: arbiter::players::Players| ServeOptions {
        metrics: metrics.clone(),
        play: args.play_options(),
        players: Some(players),
        computers: args.computer_players,
        analysis: args.analysis_pool(),
        tournaments: arbiter::lobby::events::TournamentOptions {
            round_pause: std::time::Duration::from_millis(args.tournament_round_pause_ms),
            ..arbiter::lobby::events::TournamentOptions::default()
        },
        ladder: (args.ladder_every_ms > 0).then(|| arbiter::lobby::LadderOptions {
            every: std::time::Duration::from_millis(args.ladder_every_ms),
            time_control: args.ladder_time_control.clone(),
            computer_games: args.ladder_computer_games,
        }),
        lobby_limits: arbiter::lobby::Limits {
            per_address: args.lobby_seeks_per_address,
            challenges_per_player: args.lobby_challenges_per_player,
            challenges_per_target: args.lobby_challenges_per_target,
            posts_per_sec: args.lobby_posts_per_sec,
            ..arbiter::lobby::Limits::default()
        },
        ..configured.options.clone()
    };
    match &args.redis_url {
        Some(url) => {
            let tls = args.redis_tls()?;
            let store = RedisStore::open_tls(url, args.game_ttl(), WatchOptions::default(), &tls)?;
            let players = players(std::sync::Arc::new(
                arbiter::players::pending::RedisPending::new(store.pending_set()),
            ))?;
            // A session revoked on one replica is forgotten by every replica at once.
            let _revocations =
                AbortOnDrop(players.accounts().share_revocations(&store.revocations()));
            let mut options = options(players);
            let cluster = url.starts_with(arbiter::store::CLUSTER_SCHEME)
                || url.starts_with(arbiter::store::CLUSTER_TLS_SCHEME);
            // The lobby's keys share one hash tag; it connects to a single Redis node.
            options.lobby = if cluster || url.starts_with("rediss") {
                tracing::warn!(
                    "the lobby needs a plain single-node Redis URL: it is kept in this \
                     replica's memory (other replicas do not see its seeks)"
                );
                Some(arbiter::lobby::LobbyBackend::Memory(
                    arbiter::lobby::MemoryLobby::new(),
                ))
            } else {
                Some(arbiter::lobby::LobbyBackend::Redis(Box::new(
                    arbiter::lobby::RedisLobby::lazy(url)
                        .map_err(|e| format!("the lobby's Redis URL: {e}"))?,
                )))
            };
            tracing::info!(
                ttl_secs = args.game_ttl_secs,
                cluster,
                tls = url.starts_with("rediss"),
                "games are stored in Redis"
            );
            run(listener, store, options, args).await
        }
        None => {
            tracing::info!(
                ttl_secs = args.game_ttl_secs,
                "games are kept in memory (set --redis-url to share them between replicas)"
            );
            let mut options = options(players(std::sync::Arc::new(
                arbiter::players::pending::MemoryPending::default(),
            ))?);
            options.lobby = Some(arbiter::lobby::LobbyBackend::Memory(
                arbiter::lobby::MemoryLobby::new(),
            ));
            run(listener, MemoryStore::new(args.game_ttl()), options, args).await
        }
    }
}

async fn run<S: GameStore + BotQueue>(
    listener: TcpListener,
    store: S,
    options: ServeOptions,
    args: &ServeArgs,
) -> Result<(), Box<dyn std::error::Error>> {
    // The in-process pool worker plays through this replica's own port.
    let _pool = if args.bot_games > 0 {
        let mut local = listener.local_addr()?;
        if local.ip().is_unspecified() {
            local.set_ip(std::net::Ipv4Addr::LOCALHOST.into());
        }
        let pool = PoolOptions::new(
            vec![local.to_string()],
            Duration::from_millis(args.bot_lease_ms),
            usize::try_from(args.bot_games).unwrap_or(1),
        );
        Some(AbortOnDrop(tokio::spawn(pool::work(
            store.clone(),
            pool,
            pool_games(&Served),
            std::future::pending(),
        ))))
    } else {
        None
    };
    server::serve_with(listener, store, &Served, options, server::shutdown_signal()).await?;
    Ok(())
}

/// Stops a background task when dropped (the metrics endpoint ends with the server).
struct AbortOnDrop(tokio::task::JoinHandle<()>);

impl Drop for AbortOnDrop {
    fn drop(&mut self) {
        self.0.abort();
    }
}
