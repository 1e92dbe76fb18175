//! Copenhagen Hnefatafl on 11 × 11 (see `docs/hnefatafl-rules.md`, with every ruling).
//!
//! - [`rules`] — the rules engine (pure, no I/O): positions and TPN, moves, captures and
//!   shieldwalls, the King, the end of the game, records, the storage form, perft.
//! - [`Hnefatafl`] — the engine as a [`Ruleset`] for the game-neutral service machinery.
//! - [`service`] — its part of the gRPC service `hnefatafl.v1.HnefataflService`; [`pb`] is its
//!   generated code.

pub mod answers;
pub mod bot;
mod convert;
pub mod rules;
pub mod search;
pub mod service;

use crate::ruleset::{Ending, GameStatus, ReadRecord, Ruleset};

/// The gRPC service's full name, which health also reports on.
pub const SERVICE_NAME: &str = "hnefatafl.v1.HnefataflService";

/// Code generated from `proto/hnefatafl/v1/hnefatafl.proto`.
#[allow(missing_docs, clippy::all, clippy::pedantic)]
pub mod pb {
    tonic::include_proto!("hnefatafl.v1");
    pub use super::answers::{GetGameResponse, LegalActionsResponse};

    /// The encoded file descriptor set of the protos, for server reflection.
    pub const FILE_DESCRIPTOR_SET: &[u8] =
        tonic::include_file_descriptor_set!("hnefatafl_descriptor");
}

/// Copenhagen Hnefatafl on 11 × 11, as the service plays it.
#[derive(Clone, Copy, Debug, Default)]
pub struct Hnefatafl;

impl Ruleset for Hnefatafl {
    const NAME: &'static str = "hnefatafl";

    type Position = rules::Position;
    type Action = rules::Move;
    type Game = rules::Game;
    type Applied = rules::Applied;
    type Seat = rules::Side;
    type PositionError = rules::TpnError;
    type ActionError = rules::MoveError;
    type Illegal = rules::IllegalMove;
    type DecodeError = rules::DecodeError;

    /// The Attackers (who move first), then the Defenders.
    const SEATS: &'static [rules::Side] = &[rules::Side::Attackers, rules::Side::Defenders];

    fn seat_index(seat: rules::Side) -> usize {
        match seat {
            rules::Side::Attackers => 0,
            rules::Side::Defenders => 1,
        }
    }

    fn seat_name(seat: rules::Side) -> &'static str {
        match seat {
            rules::Side::Attackers => "Attackers",
            rules::Side::Defenders => "Defenders",
        }
    }

    fn parse_position(text: &str) -> Result<rules::Position, rules::TpnError> {
        rules::Position::from_tpn(text)
    }

    fn format_position(position: &rules::Position) -> String {
        position.to_tpn()
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
    ) -> Result<rules::Applied, rules::IllegalMove> {
        game.apply(action)
    }

    /// Moves are never taken back in this game.
    fn undo(_game: &mut rules::Game) -> Result<rules::Move, rules::IllegalMove> {
        Err(rules::IllegalMove::NoUndo)
    }

    fn history(game: &rules::Game) -> Option<(rules::Position, Vec<rules::Move>)> {
        Some((*game.start_position(), game.moves().to_vec()))
    }

    fn resign(game: &mut rules::Game, seat: rules::Side) -> Result<(), rules::IllegalMove> {
        game.resign(seat).map(|_| ())
    }

    fn illegal_code(illegal: &rules::IllegalMove) -> &'static str {
        illegal.code()
    }

    fn to_move(game: &rules::Game) -> rules::Side {
        game.side_to_move()
    }

    /// The rules have no draws (a draw is only ever agreed: see [`crate::session::ending`]).
    fn status(game: &rules::Game) -> GameStatus<rules::Side> {
        match game.status() {
            rules::Status::Ongoing => GameStatus::Ongoing,
            rules::Status::Over(outcome) => GameStatus::Won {
                winner: outcome.winner,
            },
        }
    }

    fn resigned(game: &rules::Game) -> bool {
        matches!(game.status(), rules::Status::Over(o) if o.reason == rules::Reason::Resignation)
    }

    fn record(game: &rules::Game, ended: Option<Ending<rules::Side>>) -> String {
        game.to_record_ended(ended)
    }

    fn read_record(text: &str) -> ReadRecord<rules::Game, rules::Side> {
        Ok(rules::Game::from_record_ended(text)?)
    }

    fn encode(game: &rules::Game) -> Vec<u8> {
        game.encode()
    }

    fn decode(bytes: &[u8]) -> Result<rules::Game, rules::DecodeError> {
        rules::Game::decode(bytes)
    }
}
