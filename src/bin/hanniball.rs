//! The `hanniball` binary: parses the configuration, sets up logging, and runs the server
//! until SIGTERM or SIGINT.

use std::io::IsTerminal as _;
use std::process::ExitCode;

use clap::Parser as _;
use hanniball::config::{Cli, Command, LogFormat, ServeArgs};
use hanniball::server;
use hanniball::store::{MemoryStore, RedisStore};
use tokio::net::TcpListener;
use tracing_subscriber::EnvFilter;

fn main() -> ExitCode {
    match Cli::parse().into_command() {
        Command::Serve(args) => run_server(&args),
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
    let listener = TcpListener::bind(args.listen)
        .await
        .map_err(|e| format!("cannot listen on {}: {e}", args.listen))?;
    let options = args.limits.serve_options();
    match &args.redis_url {
        Some(url) => {
            let store = RedisStore::open(url, args.game_ttl())?;
            tracing::info!(ttl_secs = args.game_ttl_secs, "games are stored in Redis");
            server::serve_with(listener, store, options, shutdown_signal()).await?;
        }
        None => {
            tracing::info!(
                ttl_secs = args.game_ttl_secs,
                "games are kept in memory (set --redis-url to share them between replicas)"
            );
            server::serve_with(
                listener,
                MemoryStore::new(args.game_ttl()),
                options,
                shutdown_signal(),
            )
            .await?;
        }
    }
    Ok(())
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
