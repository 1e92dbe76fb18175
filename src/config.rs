//! Command-line and environment configuration (clap; every flag also reads an environment
//! variable).

use std::net::SocketAddr;
use std::time::Duration;

use clap::{Args, Parser, Subcommand, ValueEnum};

use crate::server::ServeOptions;
use crate::web::AllowedOrigins;

/// Hanniball: the authoritative game-state service (gRPC), with a Redis or in-memory store.
#[derive(Debug, Parser)]
#[command(
    name = "hanniball",
    version,
    about,
    args_conflicts_with_subcommands = true
)]
pub struct Cli {
    /// What to do; without a subcommand, `serve`.
    #[command(subcommand)]
    pub command: Option<Command>,
    /// Options of `serve` when no subcommand is given.
    #[command(flatten)]
    pub serve: ServeArgs,
}

impl Cli {
    /// The command to run (`serve` when none was given).
    #[must_use]
    pub fn into_command(self) -> Command {
        self.command.unwrap_or(Command::Serve(self.serve))
    }
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Run the gRPC server (the default).
    Serve(ServeArgs),
    /// Count and time perft(1..=DEPTH): every action sequence of that length (engine speed).
    Perft(PerftArgs),
    /// Play random games through the rules engine and report actions applied per second.
    Playout(PlayoutArgs),
    /// Ask a server's grpc.health.v1 service whether it is SERVING: exit status 0 if so, 1
    /// otherwise (for container health checks).
    Healthcheck(HealthcheckArgs),
}

/// Options of `perft`.
#[derive(Clone, Debug, Args)]
pub struct PerftArgs {
    /// The deepest count (1 to 8; depth 5 takes seconds, each further depth ~60 times longer).
    #[arg(value_parser = clap::value_parser!(u32).range(1..=8))]
    pub depth: u32,
    /// Start from this position (HPN) instead of the initial one.
    #[arg(long)]
    pub position: Option<String>,
}

/// Options of `playout`.
#[derive(Clone, Debug, Args)]
pub struct PlayoutArgs {
    /// Games to play.
    #[arg(long, default_value_t = 1000, value_parser = clap::value_parser!(u64).range(1..))]
    pub games: u64,
    /// A game still undecided after this many turns is stopped.
    #[arg(long, default_value_t = 1000, value_parser = clap::value_parser!(u32).range(1..))]
    pub max_turns: u32,
    /// Seed of the random choices (the same seed plays the same games).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
}

/// Options of `healthcheck`.
#[derive(Clone, Debug, Args)]
pub struct HealthcheckArgs {
    /// The server's address, HOST:PORT.
    #[arg(long, default_value = "127.0.0.1:50051")]
    pub addr: String,

    /// The health service name to check: "" (the default) is the whole server, NOT_SERVING
    /// while the store is unreachable; "liveness" is SERVING while the process answers.
    #[arg(long, default_value = "")]
    pub service: String,

    /// Give up (exit status 1) after this many milliseconds.
    #[arg(long, default_value_t = 2000, value_parser = clap::value_parser!(u64).range(1..=600_000))]
    pub timeout_ms: u64,
}

impl HealthcheckArgs {
    /// The time limit of the check.
    #[must_use]
    pub fn timeout(&self) -> Duration {
        Duration::from_millis(self.timeout_ms)
    }
}

/// Log output formats.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum LogFormat {
    /// Human-readable lines.
    #[default]
    Text,
    /// One JSON object per line, for log collectors.
    Json,
}

/// Options of the server.
#[derive(Clone, Debug, Args)]
pub struct ServeArgs {
    /// Address to listen on.
    #[arg(long, env = "HANNIBALL_LISTEN", default_value = "0.0.0.0:50051")]
    pub listen: SocketAddr,

    /// Redis URL: redis://[user:password@]host:port[/db] for one server, or
    /// redis+cluster://[user:password@]host1:port1,host2:port2,... for a Redis Cluster (a few
    /// seed nodes; the rest are discovered). Without it, games are kept in memory.
    #[arg(long, env = "REDIS_URL")]
    pub redis_url: Option<String>,

    /// Seconds without a write after which a game is forgotten.
    #[arg(long, env = "HANNIBALL_GAME_TTL_SECS", default_value_t = 604_800,
          value_parser = clap::value_parser!(u64).range(1..))]
    pub game_ttl_secs: u64,

    /// Log format; the log filter comes from RUST_LOG (default "info").
    #[arg(long, env = "HANNIBALL_LOG_FORMAT", value_enum, default_value_t = LogFormat::Text)]
    pub log_format: LogFormat,

    /// Browser origins allowed to call over gRPC-Web cross-origin: comma-separated
    /// scheme://host[:port] values, or "*" for any. Default: none (same-origin pages only).
    #[arg(
        long,
        env = "HANNIBALL_CORS_ORIGINS",
        default_value = "",
        hide_default_value = true
    )]
    pub cors_origins: AllowedOrigins,

    /// Serve Prometheus metrics over HTTP at /metrics on this address (e.g. 0.0.0.0:9090);
    /// without it (or when empty), no metrics endpoint.
    #[arg(long, env = "HANNIBALL_METRICS_ADDR", default_value = "", hide_default_value = true,
          value_parser = parse_optional_addr)]
    pub metrics_addr: OptionalAddr,

    /// Abort a game nobody has made the first action in for this many seconds (since its
    /// creation, or since a seat was last taken or an invitation revoked); 0: never.
    #[arg(long, env = "HANNIBALL_ABANDON_AFTER_SECS", default_value_t = 3600)]
    pub abandon_after_secs: u64,

    /// Limits on calls and connections.
    #[command(flatten)]
    pub limits: LimitArgs,
}

/// An address that may be left empty. (An alias, so that clap parses the whole value with
/// `parse_optional_addr` instead of treating the argument as optional.)
pub type OptionalAddr = Option<SocketAddr>;

/// An empty text is no address; anything else must be HOST_IP:PORT.
fn parse_optional_addr(text: &str) -> Result<OptionalAddr, String> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    text.parse::<SocketAddr>().map(Some).map_err(|e| {
        format!("{e}: expected IP:PORT, e.g. 0.0.0.0:9090 (empty: no metrics endpoint)")
    })
}

impl ServeArgs {
    /// The idle TTL of games.
    #[must_use]
    pub fn game_ttl(&self) -> Duration {
        Duration::from_secs(self.game_ttl_secs)
    }
}

/// Limits on calls and connections (see `docs/reliability.md`).
#[derive(Clone, Debug, Args)]
pub struct LimitArgs {
    /// Largest request message accepted, in bytes; larger ones get RESOURCE_EXHAUSTED.
    #[arg(long, env = "HANNIBALL_MAX_REQUEST_BYTES", default_value_t = 64 * 1024,
          value_parser = clap::value_parser!(u32).range(1024..))]
    pub max_request_bytes: u32,

    /// Largest response message sent, in bytes; a larger one is replaced by RESOURCE_EXHAUSTED.
    #[arg(long, env = "HANNIBALL_MAX_RESPONSE_BYTES", default_value_t = 4 * 1024 * 1024,
          value_parser = clap::value_parser!(u32).range(1024..))]
    pub max_response_bytes: u32,

    /// Milliseconds a call may take before it is cancelled with DEADLINE_EXCEEDED.
    #[arg(long, env = "HANNIBALL_REQUEST_TIMEOUT_MS", default_value_t = 10_000,
          value_parser = clap::value_parser!(u64).range(1..))]
    pub request_timeout_ms: u64,

    /// Calls in progress at once on one connection (also HTTP/2 MAX_CONCURRENT_STREAMS).
    #[arg(long, env = "HANNIBALL_MAX_CALLS_PER_CONNECTION", default_value_t = 256,
          value_parser = clap::value_parser!(u32).range(1..))]
    pub max_calls_per_connection: u32,

    /// Seconds between HTTP/2 keepalive pings on a connection; 0 turns them off.
    #[arg(long, env = "HANNIBALL_HTTP2_KEEPALIVE_SECS", default_value_t = 30)]
    pub http2_keepalive_secs: u64,

    /// Seconds to wait for a keepalive ping's answer before closing the connection.
    #[arg(long, env = "HANNIBALL_HTTP2_KEEPALIVE_TIMEOUT_SECS", default_value_t = 10,
          value_parser = clap::value_parser!(u64).range(1..))]
    pub http2_keepalive_timeout_secs: u64,
}

impl ServeArgs {
    /// The real-play options these arguments ask for.
    #[must_use]
    pub fn play_options(&self) -> crate::session::play::PlayOptions {
        crate::session::play::PlayOptions {
            abandon_after: Duration::from_secs(self.abandon_after_secs),
            ..crate::session::play::PlayOptions::default()
        }
    }
}

impl LimitArgs {
    /// The server options these limits ask for (the rest at their defaults).
    #[must_use]
    pub fn serve_options(&self) -> ServeOptions {
        let bytes = |n: u32| usize::try_from(n).unwrap_or(usize::MAX);
        ServeOptions {
            request_timeout: Duration::from_millis(self.request_timeout_ms),
            concurrency_per_connection: bytes(self.max_calls_per_connection),
            max_request_bytes: bytes(self.max_request_bytes),
            max_response_bytes: bytes(self.max_response_bytes),
            http2_keepalive_interval: (self.http2_keepalive_secs > 0)
                .then(|| Duration::from_secs(self.http2_keepalive_secs)),
            http2_keepalive_timeout: Duration::from_secs(self.http2_keepalive_timeout_secs),
            ..ServeOptions::default()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn cli_is_consistent() {
        Cli::command().debug_assert();
    }

    fn serve_args(argv: &[&str]) -> ServeArgs {
        match Cli::try_parse_from(argv).unwrap().into_command() {
            Command::Serve(args) => args,
            other => panic!("expected serve, got {other:?}"),
        }
    }

    #[test]
    fn no_subcommand_means_serve() {
        let args = serve_args(&["hanniball", "--listen", "127.0.0.1:1"]);
        assert_eq!(args.listen, "127.0.0.1:1".parse().unwrap());
        let args = serve_args(&["hanniball", "serve", "--log-format", "json"]);
        assert_eq!(args.log_format, LogFormat::Json);
        assert!(Cli::try_parse_from(["hanniball", "--game-ttl-secs", "0"]).is_err());
        let cli =
            Cli::try_parse_from(["hanniball", "--redis-url", "redis+cluster://a:1,b:2"]).unwrap();
        let Command::Serve(args) = cli.into_command() else {
            panic!("expected the serve command");
        };
        assert_eq!(args.redis_url.as_deref(), Some("redis+cluster://a:1,b:2"));
    }

    #[test]
    fn limits_default_to_the_documented_values_and_can_be_set() {
        let options = serve_args(&["hanniball"]).limits.serve_options();
        assert_eq!(options.max_request_bytes, 65_536);
        assert_eq!(options.max_response_bytes, 4_194_304);
        assert_eq!(options.request_timeout, Duration::from_secs(10));
        assert_eq!(options.concurrency_per_connection, 256);
        assert_eq!(
            options.http2_keepalive_interval,
            Some(Duration::from_secs(30))
        );
        assert_eq!(options.http2_keepalive_timeout, Duration::from_secs(10));

        let args = serve_args(&[
            "hanniball",
            "--max-request-bytes",
            "2048",
            "--max-response-bytes",
            "4096",
            "--request-timeout-ms",
            "250",
            "--max-calls-per-connection",
            "8",
            "--http2-keepalive-secs",
            "0",
        ]);
        let options = args.limits.serve_options();
        assert_eq!(options.max_request_bytes, 2048);
        assert_eq!(options.max_response_bytes, 4096);
        assert_eq!(options.request_timeout, Duration::from_millis(250));
        assert_eq!(options.concurrency_per_connection, 8);
        assert_eq!(options.http2_keepalive_interval, None);

        for bad in [
            ["--max-request-bytes", "10"],
            ["--request-timeout-ms", "0"],
            ["--max-calls-per-connection", "0"],
        ] {
            assert!(
                Cli::try_parse_from(["hanniball", bad[0], bad[1]]).is_err(),
                "{bad:?}"
            );
        }
    }

    #[test]
    fn cors_origins_and_metrics_address() {
        let args = serve_args(&["hanniball"]);
        assert_eq!(args.cors_origins, AllowedOrigins::None);
        assert_eq!(args.metrics_addr, None);
        let args = serve_args(&[
            "hanniball",
            "--cors-origins",
            "https://play.example.org,http://localhost:3000",
            "--metrics-addr",
            "127.0.0.1:9090",
        ]);
        assert_eq!(
            args.cors_origins,
            AllowedOrigins::List(vec![
                "https://play.example.org".into(),
                "http://localhost:3000".into()
            ])
        );
        assert_eq!(args.metrics_addr, Some("127.0.0.1:9090".parse().unwrap()));
        assert_eq!(
            serve_args(&["hanniball", "--cors-origins", "*"]).cors_origins,
            AllowedOrigins::Any
        );
        let error = Cli::try_parse_from(["hanniball", "--cors-origins", "play.example.org"])
            .unwrap_err()
            .to_string();
        assert!(error.contains("play.example.org"), "{error}");
        assert!(Cli::try_parse_from(["hanniball", "--metrics-addr", "9090"]).is_err());
        assert_eq!(
            serve_args(&["hanniball", "--metrics-addr", ""]).metrics_addr,
            None
        );
    }

    #[test]
    fn healthcheck_subcommand() {
        let cli =
            Cli::try_parse_from(["hanniball", "healthcheck", "--addr", "127.0.0.1:7"]).unwrap();
        let Command::Healthcheck(args) = cli.into_command() else {
            panic!("expected healthcheck");
        };
        assert_eq!(args.addr, "127.0.0.1:7");
        assert_eq!(args.service, "");
        assert_eq!(args.timeout(), Duration::from_secs(2));
        let cli = Cli::try_parse_from([
            "hanniball",
            "healthcheck",
            "--service",
            "liveness",
            "--timeout-ms",
            "500",
        ])
        .unwrap();
        let Command::Healthcheck(args) = cli.into_command() else {
            panic!("expected healthcheck");
        };
        assert_eq!(args.addr, "127.0.0.1:50051");
        assert_eq!(args.service, "liveness");
        assert_eq!(args.timeout(), Duration::from_millis(500));
        assert!(Cli::try_parse_from(["hanniball", "healthcheck", "--timeout-ms", "0"]).is_err());
    }

    #[test]
    fn engine_benchmark_subcommands_parse() {
        let cli = Cli::try_parse_from(["hanniball", "perft", "4", "--position", "x"]).unwrap();
        let Command::Perft(args) = cli.into_command() else {
            panic!("expected perft");
        };
        assert_eq!((args.depth, args.position.as_deref()), (4, Some("x")));
        assert!(Cli::try_parse_from(["hanniball", "perft", "0"]).is_err());
        assert!(Cli::try_parse_from(["hanniball", "perft"]).is_err());
        let cli = Cli::try_parse_from(["hanniball", "playout", "--games", "3"]).unwrap();
        let Command::Playout(args) = cli.into_command() else {
            panic!("expected playout");
        };
        assert_eq!((args.games, args.max_turns, args.seed), (3, 1000, 1));
    }
}
