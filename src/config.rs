//! Command-line and environment configuration (clap; every flag also reads an environment
//! variable).

use std::net::SocketAddr;
use std::time::Duration;

use clap::{Args, Parser, Subcommand, ValueEnum};

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
}

impl ServeArgs {
    /// The idle TTL of games.
    #[must_use]
    pub fn game_ttl(&self) -> Duration {
        Duration::from_secs(self.game_ttl_secs)
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

    #[test]
    fn no_subcommand_means_serve() {
        let cli = Cli::try_parse_from(["hanniball", "--listen", "127.0.0.1:1"]).unwrap();
        let Command::Serve(args) = cli.into_command();
        assert_eq!(args.listen, "127.0.0.1:1".parse().unwrap());
        let cli = Cli::try_parse_from(["hanniball", "serve", "--log-format", "json"]).unwrap();
        let Command::Serve(args) = cli.into_command();
        assert_eq!(args.log_format, LogFormat::Json);
        assert!(Cli::try_parse_from(["hanniball", "--game-ttl-secs", "0"]).is_err());
        let cli =
            Cli::try_parse_from(["hanniball", "--redis-url", "redis+cluster://a:1,b:2"]).unwrap();
        let Command::Serve(args) = cli.into_command();
        assert_eq!(args.redis_url.as_deref(), Some("redis+cluster://a:1,b:2"));
    }
}
