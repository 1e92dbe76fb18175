//! The computer opponent: see docs/bots.md.

use super::client::GameClient;
use crate::config::BotArgs;

/// `hanniball bot --pool`.
///
/// # Errors
/// A message for the user.
pub async fn run_workers<C: GameClient>(args: &BotArgs) -> Result<(), String> {
    let _ = args;
    Err("the pool is not built yet".to_owned())
}
