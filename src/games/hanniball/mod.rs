//! Hanniball: a chess-like football game on a 9×13 board (see `docs/hanniball-rules.md`).
//!
//! - [`rules`] — the rules engine (pure, no I/O): positions, actions, legal action generation,
//!   red cards, notation (HPN, HSN), game records, perft.
//! - [`Hanniball`] — the engine as a [`Ruleset`](crate::ruleset::Ruleset) for the game-neutral
//!   service machinery (written by [`crate::ruleset!`]).
//! - [`service`] — its part of the gRPC service `hanniball.v1.HanniballService`; [`pb`] is its
//!   generated code.

pub mod answers;
pub mod bot;
mod convert;
pub mod rules;
pub mod service;

/// The gRPC service's full name, which health also reports on.
pub const SERVICE_NAME: &str = "hanniball.v1.HanniballService";

crate::game_protos!("hanniball");

crate::ruleset! {
    /// Hanniball, the first ruleset served.
    Hanniball = "hanniball", seats [White, Black],
    types [Action, HpnError, HsnError, IllegalAction],
    position [from_hpn, to_hpn, initial], legal legal_actions,
    shared [text_records, wins_only];

    fn undo(game: &mut rules::Game) -> Result<rules::Action, rules::IllegalAction> {
        game.undo_step()
    }

    fn history(game: &rules::Game) -> Option<(rules::Position, Vec<rules::Action>)> {
        let actions = game.turns().iter().flatten().copied().collect();
        Some((*game.start_position(), actions))
    }

    fn to_move(game: &rules::Game) -> rules::Side {
        game.side_to_move()
    }

    /// A turn of up to four steps counts once: the turns before the one in progress.
    fn turns_completed(game: &rules::Game) -> u64 {
        game.turns().len().saturating_sub(1) as u64
    }
}
