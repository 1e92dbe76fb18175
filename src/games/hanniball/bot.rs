//! Hanniball's part in the bots: how a search scores a cut playout. (The gRPC client the bots
//! use is [`crate::rpc::client::Client`], the same for every game.)

use super::Hanniball;
use super::rules::{Game, Side};
use crate::bot::BotRules;

impl BotRules for Hanniball {
    /// Ten turns of four steps: random play rarely scores, so a short playout scored by
    /// [`BotRules::evaluate`] tells more per millisecond than a long one.
    const PLAYOUT_CAP: usize = 40;

    /// The ball's distance from White's goal (rank 1) towards Black's (rank 15), and who holds
    /// it: a ball near the opponent's goal, held by one's own piece, is worth most.
    fn evaluate(game: &Game) -> f64 {
        let position = game.position();
        let rank = f64::from(position.ball().rank());
        let mut white = 0.5 + 0.3 * (rank - 8.0) / 7.0;
        match position.ball_holder().map(|p| p.side) {
            Some(Side::White) => white += 0.1,
            Some(Side::Black) => white -= 0.1,
            None => {}
        }
        white.clamp(0.05, 0.95)
    }
}
