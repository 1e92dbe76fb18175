//! The games the binary serves, one folder each: its rules engine (pure, no I/O), its
//! [`Ruleset`](crate::ruleset::Ruleset) and its gRPC adapter. Nothing outside this folder names
//! a game; the server registers every game listed here.

pub mod chess_football;
pub mod hanniball;
pub mod hnefatafl;

use crate::server::Registry;
use crate::store::GameStore;

/// Adds every game's gRPC service to the server: one line per game.
pub fn register_all<S: GameStore>(registry: &mut Registry<S>) {
    hanniball::register(registry);
    hnefatafl::register(registry);
    chess_football::register(registry);
}

/// Runs a bot subcommand for the game of `kind` with its gRPC client.
pub mod bots {
    use tonic::transport::Channel;

    use super::chess_football::ChessFootball;
    use super::chess_football::pb::chess_football_service_client::ChessFootballServiceClient;
    use super::hanniball::Hanniball;
    use super::hanniball::pb::hanniball_service_client::HanniballServiceClient;
    use super::hnefatafl::Hnefatafl;
    use super::hnefatafl::pb::hnefatafl_service_client::HnefataflServiceClient;
    use crate::bot::cli;
    use crate::config::{BotArgs, BotBenchArgs, GameKind, MatchArgs};

    /// The play function of every game, for the computer-opponent pool.
    #[must_use]
    pub fn pool_games() -> Vec<(&'static str, crate::bot::pool::PlayFn)> {
        vec![
            crate::bot::pool::play_fn::<HanniballServiceClient<Channel>>(),
            crate::bot::pool::play_fn::<HnefataflServiceClient<Channel>>(),
            crate::bot::pool::play_fn::<ChessFootballServiceClient<Channel>>(),
        ]
    }

    /// `hanniball bot`.
    ///
    /// # Errors
    /// A message for the user.
    pub async fn bot(args: &BotArgs) -> Result<(), String> {
        match args.game_kind {
            _ if args.pool => crate::bot::pool::run_workers(args, pool_games()).await,
            GameKind::Hanniball => cli::run_bot::<HanniballServiceClient<Channel>>(args).await,
            GameKind::Hnefatafl => cli::run_bot::<HnefataflServiceClient<Channel>>(args).await,
            GameKind::ChessFootball => {
                cli::run_bot::<ChessFootballServiceClient<Channel>>(args).await
            }
        }
    }

    /// `hanniball match`.
    ///
    /// # Errors
    /// A message for the user.
    pub async fn play_match(args: &MatchArgs) -> Result<(), String> {
        match args.game_kind {
            GameKind::Hanniball => cli::run_match::<HanniballServiceClient<Channel>>(args).await,
            GameKind::Hnefatafl => cli::run_match::<HnefataflServiceClient<Channel>>(args).await,
            GameKind::ChessFootball => {
                cli::run_match::<ChessFootballServiceClient<Channel>>(args).await
            }
        }
    }

    /// `hanniball bot-bench`.
    ///
    /// # Errors
    /// A message for the user.
    pub fn bench(args: &BotBenchArgs) -> Result<(), String> {
        match args.game_kind {
            GameKind::Hanniball => {
                cli::run_bench::<Hanniball>(args);
                Ok(())
            }
            GameKind::Hnefatafl => {
                cli::run_bench::<Hnefatafl>(args);
                Ok(())
            }
            GameKind::ChessFootball => {
                cli::run_bench::<ChessFootball>(args);
                Ok(())
            }
        }
    }
}
