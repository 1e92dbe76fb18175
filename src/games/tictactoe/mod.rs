//! Tic-tac-toe: a tiny game the tests serve to prove the game-generic machinery (the shared
//! RPCs, seats, retries, versions, watch, clocks, draws, invitations, both stores, gRPC-Web)
//! without any of the real games. It is registered only in
//! [`crate::games::WithTestGames`], which the tests serve; the binary does not.
//!
//! - [`rules`] — the rules (pure, no I/O).
//! - [`TicTacToe`] — the rules as a [`Ruleset`](crate::ruleset::Ruleset) (written by
//!   [`crate::ruleset!`]).
//! - [`service`] — its part of the gRPC service `tictactoe.v1.TicTacToeService`; [`pb`] is
//!   its generated code.

pub mod answers;
pub mod rules;
pub mod service;

use crate::bot::BotRules;
use crate::ruleset::{Ending, GameStatus};

// From `tests/proto/tictactoe/v1/tictactoe.proto` (not under `proto/`: it is no part of the
// served API).
crate::game_protos!("tictactoe");

crate::ruleset! {
    /// Tic-tac-toe.
    TicTacToe = "tictactoe", seats [X, O],
    types [Move, PositionError, MoveError, Illegal],
    position [parse, text, start], legal legal_moves,
    shared [];

    fn undo(_game: &mut rules::Game) -> Result<rules::Move, rules::Illegal> {
        Err(rules::Illegal::NoUndo)
    }

    fn history(game: &rules::Game) -> Option<(rules::Position, Vec<rules::Move>)> {
        Some((*game.start_position(), game.moves().to_vec()))
    }

    fn to_move(game: &rules::Game) -> rules::Side {
        game.position().to_move()
    }

    fn status(game: &rules::Game) -> GameStatus<rules::Side> {
        match game.status() {
            rules::Status::Ongoing => GameStatus::Ongoing,
            rules::Status::Won { winner, .. } => GameStatus::Won { winner },
            rules::Status::Drawn => GameStatus::Drawn,
        }
    }

    fn resigned(game: &rules::Game) -> bool {
        matches!(
            game.status(),
            rules::Status::Won {
                reason: rules::Reason::Resignation,
                ..
            }
        )
    }

    /// The moves, one per line (a game the session ended says so in its trailer: see
    /// [`crate::session::ending::record`]).
    fn record(game: &rules::Game, _ended: Option<Ending<rules::Side>>) -> String {
        game.record()
    }
}

/// Random playouts decide tic-tac-toe within nine moves: nothing to evaluate.
impl BotRules for TicTacToe {
    const PLAYOUT_CAP: usize = 9;
}
