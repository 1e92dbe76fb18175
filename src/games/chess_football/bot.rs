//! Chess Football's part in the bots: how a search scores a cut playout. (The gRPC client the bots
//! use is [`crate::rpc::client::Client`], the same for every game.)

use super::ChessFootball;
use super::rules::Game;
use crate::bot::BotRules;

impl BotRules for ChessFootball {
    /// A match ends by itself at full time (45 moves a side per half); playouts of 120
    /// actions mostly reach it.
    const PLAYOUT_CAP: usize = 120;

    /// For White (seat 0): the goal difference.
    fn evaluate(game: &Game) -> f64 {
        let score = game.score();
        let difference = f64::from(score.white) - f64::from(score.black);
        (0.5 + 0.2 * difference).clamp(0.05, 0.95)
    }
}
