//! Copenhagen Hnefatafl: the rules engine ([`rules`]) and its [`Ruleset`] implementation,
//! [`Hnefatafl`].
//!
//! The rules, with every ruling, are in `docs/hnefatafl-rules.md`.

pub mod rules;

use crate::ruleset::{GameStatus, Ruleset};

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

    fn resign(game: &mut rules::Game, seat: rules::Side) -> Result<(), rules::IllegalMove> {
        game.resign(seat).map(|_| ())
    }

    fn illegal_code(illegal: &rules::IllegalMove) -> &'static str {
        illegal.code()
    }

    fn to_move(game: &rules::Game) -> rules::Side {
        game.side_to_move()
    }

    /// Hnefatafl has no draws (other than by agreement, which the service does not offer).
    fn status(game: &rules::Game) -> GameStatus<rules::Side> {
        match game.status() {
            rules::Status::Ongoing => GameStatus::Ongoing,
            rules::Status::Over(outcome) => GameStatus::Won {
                winner: outcome.winner,
            },
        }
    }

    fn encode(game: &rules::Game) -> Vec<u8> {
        game.encode()
    }

    fn decode(bytes: &[u8]) -> Result<rules::Game, rules::DecodeError> {
        rules::Game::decode(bytes)
    }
}
