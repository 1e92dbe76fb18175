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
    /// Count and time perft(1..=DEPTH): every action sequence of that length (engine speed).
    Perft(PerftArgs),
    /// Play random games through the rules engine and report actions applied per second.
    Playout(PlayoutArgs),
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

    /// Redis URL (e.g. redis://127.0.0.1:6379/0); without it, games are kept in memory.
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
        let Command::Serve(args) = cli.into_command() else {
            panic!("expected serve");
        };
        assert_eq!(args.listen, "127.0.0.1:1".parse().unwrap());
        let cli = Cli::try_parse_from(["hanniball", "serve", "--log-format", "json"]).unwrap();
        let Command::Serve(args) = cli.into_command() else {
            panic!("expected serve");
        };
        assert_eq!(args.log_format, LogFormat::Json);
        assert!(Cli::try_parse_from(["hanniball", "--game-ttl-secs", "0"]).is_err());
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
