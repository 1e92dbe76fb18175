//! Tic-tac-toe: a tiny game the tests serve to prove the game-generic machinery (the shared
//! RPCs, seats, retries, versions, watch, clocks, draws, invitations, both stores, gRPC-Web)
//! without any of the real games. It is registered only in
//! [`crate::games::WithTestGames`], which the tests serve; the binary does not.
//!
//! - [`rules`] — the rules (pure, no I/O).
//! - [`TicTacToe`] — the rules as a [`Ruleset`].
//! - [`service`] — its part of the gRPC service `tictactoe.v1.TicTacToeService`; [`pb`] is
//!   its generated code.

pub mod answers;
pub mod rules;
pub mod service;

use crate::bot::BotRules;
use crate::ruleset::{Ending, GameStatus, Ruleset};

/// Code generated from `tests/proto/tictactoe/v1/tictactoe.proto` (not under `proto/`: it is
/// no part of the served API).
#[allow(missing_docs, clippy::all, clippy::pedantic)]
pub mod pb {
    tonic::include_proto!("tictactoe.v1");
    pub use super::answers::{GetGameResponse, LegalActionsResponse};

    /// The encoded file descriptor set of the protos, for server reflection.
    pub const FILE_DESCRIPTOR_SET: &[u8] =
        tonic::include_file_descriptor_set!("tictactoe_descriptor");
}

/// Tic-tac-toe.
#[derive(Clone, Copy, Debug, Default)]
pub struct TicTacToe;

impl Ruleset for TicTacToe {
    const NAME: &'static str = "tictactoe";

    type Position = rules::Position;
    type Action = rules::Move;
    type Game = rules::Game;
    type Applied = rules::Applied;
    type Seat = rules::Side;
    type PositionError = rules::PositionError;
    type ActionError = rules::MoveError;
    type Illegal = rules::Illegal;
    type DecodeError = rules::DecodeError;

    const SEATS: &'static [rules::Side] = &[rules::Side::X, rules::Side::O];

    fn seat_index(seat: rules::Side) -> usize {
        match seat {
            rules::Side::X => 0,
            rules::Side::O => 1,
        }
    }

    fn seat_name(seat: rules::Side) -> &'static str {
        match seat {
            rules::Side::X => "X",
            rules::Side::O => "O",
        }
    }

    fn parse_position(text: &str) -> Result<rules::Position, rules::PositionError> {
        rules::Position::parse(text)
    }

    fn format_position(position: &rules::Position) -> String {
        position.text()
    }

    fn parse_action(text: &str) -> Result<rules::Move, rules::MoveError> {
        text.parse()
    }

    fn format_action(action: &rules::Move) -> String {
        action.to_string()
    }

    fn initial_position() -> rules::Position {
        rules::Position::start()
    }

    fn new_game(position: rules::Position) -> rules::Game {
        rules::Game::from_position(position)
    }

    fn legal_actions(game: &rules::Game) -> Vec<rules::Move> {
        game.legal_moves()
    }

    fn apply(
        game: &mut rules::Game,
        action: rules::Move,
    ) -> Result<rules::Applied, rules::Illegal> {
        game.apply(action)
    }

    fn undo(_game: &mut rules::Game) -> Result<rules::Move, rules::Illegal> {
        Err(rules::Illegal::NoUndo)
    }

    fn history(game: &rules::Game) -> Option<(rules::Position, Vec<rules::Move>)> {
        Some((*game.start_position(), game.moves().to_vec()))
    }

    fn resign(game: &mut rules::Game, seat: rules::Side) -> Result<(), rules::Illegal> {
        game.resign(seat)
    }

    fn illegal_code(illegal: &rules::Illegal) -> &'static str {
        illegal.code()
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

    fn encode(game: &rules::Game) -> Vec<u8> {
        game.encode()
    }

    fn decode(bytes: &[u8]) -> Result<rules::Game, rules::DecodeError> {
        rules::Game::decode(bytes)
    }
}

/// Random playouts decide tic-tac-toe within nine moves: nothing to evaluate.
impl BotRules for TicTacToe {
    const PLAYOUT_CAP: usize = 9;
}
