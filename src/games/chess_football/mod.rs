//! Chess Football: chess pieces playing football on a chess board (Maurizio Orsi's game).
//!
//! - [`rules`] — the pure engine: positions (CFN), actions (CFA), legal actions, matches,
//!   records, storage, perft.
//! - [`ChessFootball`] — its [`Ruleset`], for the game-neutral service machinery.
//! - [`service`] — its part of the gRPC service `chessfootball.v1.ChessFootballService`; [`pb`]
//!   is its generated code.
//!
//! The rules, every ruling made where the original text is silent, and both notations are in
//! `docs/chess-football-rules.md`.

pub mod answers;
pub mod bot;
mod convert;
pub mod rules;
pub mod service;

use crate::ruleset::{Ending, GameStatus, ReadRecord, Ruleset};

/// The gRPC service's full name, which health also reports on.
pub const SERVICE_NAME: &str = "chessfootball.v1.ChessFootballService";

/// Code generated from `proto/chessfootball/v1/chessfootball.proto`.
#[allow(missing_docs, clippy::all, clippy::pedantic)]
pub mod pb {
    tonic::include_proto!("chessfootball.v1");
    pub use super::answers::{GetGameResponse, LegalActionsResponse};

    /// The encoded file descriptor set of the proto, for server reflection.
    pub const FILE_DESCRIPTOR_SET: &[u8] =
        tonic::include_file_descriptor_set!("chessfootball_descriptor");
}

/// Chess Football as a [`Ruleset`]: seats White and Black; a draw at full time is
/// [`GameStatus::Drawn`].
#[derive(Clone, Copy, Debug, Default)]
pub struct ChessFootball;

impl Ruleset for ChessFootball {
    const NAME: &'static str = "chess_football";

    type Position = rules::Position;
    type Action = rules::Action;
    type Game = rules::Game;
    type Applied = rules::Applied;
    type Seat = rules::Side;
    type PositionError = rules::CfnError;
    type ActionError = rules::CfaError;
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
        seat.name()
    }

    fn parse_position(text: &str) -> Result<rules::Position, rules::CfnError> {
        rules::Position::from_cfn(text)
    }

    fn format_position(position: &rules::Position) -> String {
        position.to_cfn()
    }

    fn parse_action(text: &str) -> Result<rules::Action, rules::CfaError> {
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

    /// Chess Football takes nothing back: always [`rules::IllegalAction::NoUndo`] (or
    /// [`rules::IllegalAction::GameOver`] once the match is over).
    fn undo(game: &mut rules::Game) -> Result<rules::Action, rules::IllegalAction> {
        if game.status() != rules::Status::Ongoing {
            return Err(rules::IllegalAction::GameOver);
        }
        Err(rules::IllegalAction::NoUndo)
    }

    fn history(game: &rules::Game) -> Option<(rules::Position, Vec<rules::Action>)> {
        Some((*game.start_position(), game.actions().to_vec()))
    }

    fn resign(game: &mut rules::Game, seat: rules::Side) -> Result<(), rules::IllegalAction> {
        game.resign(seat).map(|_| ())
    }

    fn illegal_code(illegal: &rules::IllegalAction) -> &'static str {
        illegal.code()
    }

    fn to_move(game: &rules::Game) -> rules::Side {
        game.side_to_act()
    }

    fn status(game: &rules::Game) -> GameStatus<rules::Side> {
        match game.status() {
            rules::Status::Ongoing => GameStatus::Ongoing,
            rules::Status::Over(rules::Outcome::Won { winner, .. }) => GameStatus::Won { winner },
            rules::Status::Over(rules::Outcome::Drawn) => GameStatus::Drawn,
        }
    }

    fn resigned(game: &rules::Game) -> bool {
        game.resigned().is_some()
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
