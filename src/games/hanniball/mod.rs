//! Hanniball: a chess-like football game on a 9×13 board (see `docs/hanniball-rules.md`).
//!
//! - [`rules`] — the rules engine (pure, no I/O): positions, actions, legal action generation,
//!   red cards, notation (HPN, HSN), game records, perft.
//! - [`Hanniball`] — the engine as a [`Ruleset`] for the game-neutral service machinery.
//! - [`service`] — its part of the gRPC service `hanniball.v1.HanniballService`; [`pb`] is its
//!   generated code.

pub mod answers;
pub mod bot;
mod convert;
pub mod rules;
pub mod service;

use crate::ruleset::{Ending, GameStatus, ReadRecord, Ruleset};

/// The gRPC service's full name, which health also reports on.
pub const SERVICE_NAME: &str = "hanniball.v1.HanniballService";

/// Code generated from `proto/hanniball/v1/hanniball.proto`.
#[allow(missing_docs, clippy::all, clippy::pedantic)]
pub mod pb {
    tonic::include_proto!("hanniball.v1");
    pub use super::answers::{GetGameResponse, LegalActionsResponse};

    /// The encoded file descriptor set of the protos, for server reflection.
    pub const FILE_DESCRIPTOR_SET: &[u8] =
        tonic::include_file_descriptor_set!("hanniball_descriptor");
}

/// Hanniball, the first ruleset served.
#[derive(Clone, Copy, Debug, Default)]
pub struct Hanniball;

impl Ruleset for Hanniball {
    const NAME: &'static str = "hanniball";

    type Position = rules::Position;
    type Action = rules::Action;
    type Game = rules::Game;
    type Applied = rules::Applied;
    type Seat = rules::Side;
    type PositionError = rules::HpnError;
    type ActionError = rules::HsnError;
    type Illegal = rules::IllegalAction;
    type DecodeError = rules::DecodeError;

    const SEATS: &'static [rules::Side] = &[rules::Side::White, rules::Side::Black];

    fn seat_index(seat: rules::Side) -> usize {
        match seat {
            rules::Side::White => 0,
            rules::Side::Black => 1,
        }
    }

    fn seat_name(seat: rules::Side) -> &'static str {
        match seat {
            rules::Side::White => "White",
            rules::Side::Black => "Black",
        }
    }

    fn parse_position(text: &str) -> Result<rules::Position, rules::HpnError> {
        rules::Position::from_hpn(text)
    }

    fn format_position(position: &rules::Position) -> String {
        position.to_hpn()
    }

    fn parse_action(text: &str) -> Result<rules::Action, rules::HsnError> {
        text.parse()
    }

    fn format_action(action: &rules::Action) -> String {
        action.to_string()
    }

    fn initial_position() -> rules::Position {
        rules::Position::initial()
    }

    fn new_game(position: rules::Position) -> rules::Game {
        rules::Game::from_position(position)
    }

    fn legal_actions(game: &rules::Game) -> Vec<rules::Action> {
        game.legal_actions()
    }

    fn apply(
        game: &mut rules::Game,
        action: rules::Action,
    ) -> Result<rules::Applied, rules::IllegalAction> {
        game.apply(action)
    }

    fn undo(game: &mut rules::Game) -> Result<rules::Action, rules::IllegalAction> {
        game.undo_step()
    }

    fn history(game: &rules::Game) -> Option<(rules::Position, Vec<rules::Action>)> {
        let actions = game.turns().iter().flatten().copied().collect();
        Some((*game.start_position(), actions))
    }

    fn resign(game: &mut rules::Game, seat: rules::Side) -> Result<(), rules::IllegalAction> {
        game.resign(seat).map(|_| ())
    }

    fn illegal_code(illegal: &rules::IllegalAction) -> &'static str {
        illegal.code()
    }

    fn to_move(game: &rules::Game) -> rules::Side {
        game.side_to_move()
    }

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
