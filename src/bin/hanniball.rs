//! The `hanniball` binary: parses the configuration, sets up logging, and runs the server
//! (and its metrics endpoint) until SIGTERM or SIGINT; or, as `hanniball healthcheck`, asks a
//! running server whether it is SERVING.

use std::io::IsTerminal as _;
use std::process::ExitCode;
use std::time::Duration;

use clap::Parser as _;
use hanniball::bot::pool::{self, PoolOptions};
use hanniball::config::{
    Cli, Command, HealthcheckArgs, LogFormat, PerftArgs, PlayoutArgs, ServeArgs,
};
use hanniball::games;
use hanniball::games::hanniball::bench;
use hanniball::games::hanniball::rules::{Game, Position};
use hanniball::metrics::{Metrics, serve_metrics};
use hanniball::server::{self, ServeOptions};
use hanniball::store::{BotQueue, GameStore, MemoryStore, RedisStore, WatchOptions};
use tokio::net::TcpListener;
use tonic_health::pb::HealthCheckRequest;
use tonic_health::pb::health_check_response::ServingStatus;
use tonic_health::pb::health_client::HealthClient;
use tracing_subscriber::EnvFilter;

fn main() -> ExitCode {
    match Cli::parse().into_command() {
        Command::Serve(args) => run_server(&args),
        Command::Perft(args) => run_perft(&args),
        Command::Playout(args) => run_playout(&args),
        Command::Healthcheck(args) => healthcheck(&args),
        Command::Bot(args) => {
            init_logging_to_stderr(args.log_format);
            run_async(games::bots::bot(&args))
        }
        Command::Match(args) => {
            init_logging_to_stderr(LogFormat::Text);
            run_async(games::bots::play_match(&args))
        }
        Command::BotBench(args) => report(games::bots::bench(&args)),
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
    let game = match &args.position {
        None => Game::new(),
        Some(hpn) => match Position::from_hpn(hpn) {
            Ok(position) => Game::from_position(position),
            Err(e) => {
                eprintln!("error: --position is not a valid HPN position: {e}");
                return ExitCode::from(2);
            }
        },
    };
    println!("perft from {}", game.position());
    bench::timed_perft(&game, args.depth, |line| {
        println!(
            "perft({}) = {:>14}  {:>9.3} s  {:>8.1} M/s",
            line.depth,
            line.nodes,
            line.elapsed.as_secs_f64(),
            line.rate() / 1e6
        );
    });
    ExitCode::SUCCESS
}

fn run_playout(args: &PlayoutArgs) -> ExitCode {
    let report = bench::playout(args.games, args.max_turns, args.seed);
    println!(
        "{} games, {} actions applied in {:.3} s: {:.0} actions/s ({:.0} ns per action)",
        report.games,
        report.actions,
        report.elapsed.as_secs_f64(),
        report.actions_per_second(),
        report.elapsed.as_secs_f64() * 1e9 / report.actions.max(1) as f64
    );
    println!(
        "turns per game {:.1}; decided by a goal {}, by no legal action {}, stopped at {} turns {}",
        report.turns as f64 / report.games as f64,
        report.goals,
        report.no_legal_action,
        args.max_turns,
        report.capped
    );
    ExitCode::SUCCESS
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
    let _ = hanniball::tls::provider();
    let configured = args.serve_options(hanniball::listener::open_files_limit())?;
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
    let url = args
        .database_url
        .as_deref()
        .unwrap_or(hanniball::players::db::DEFAULT_URL);
    let db = hanniball::players::db::Database::open(url)
        .await
        .map_err(|e| format!("cannot open the player database: {e}"))?;
    tracing::info!(backend = ?db.backend(), "player database open, migrations applied");
    let players = hanniball::players::Players::new(
        db,
        configured.options.clock.clone(),
        hanniball::players::accounts::AccountOptions::default(),
    )?;
    let options = ServeOptions {
        metrics,
        play: args.play_options(),
        players: Some(players),
        ..configured.options
    };
    match &args.redis_url {
        Some(url) => {
            let tls = args.redis_tls()?;
            let store = RedisStore::open_tls(url, args.game_ttl(), WatchOptions::default(), &tls)?;
            let cluster = url.starts_with(hanniball::store::CLUSTER_SCHEME)
                || url.starts_with(hanniball::store::CLUSTER_TLS_SCHEME);
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
            games::bots::pool_games(),
            std::future::pending(),
        ))))
    } else {
        None
    };
    server::serve_with(listener, store, options, shutdown_signal()).await?;
    Ok(())
}

/// Stops a background task when dropped (the metrics endpoint ends with the server).
struct AbortOnDrop(tokio::task::JoinHandle<()>);

impl Drop for AbortOnDrop {
    fn drop(&mut self) {
        self.0.abort();
    }
}

/// Completes on SIGINT (Ctrl-C) or SIGTERM.
async fn shutdown_signal() {
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
