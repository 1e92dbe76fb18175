//! Chess Football: chess pieces playing football on a chess board (Maurizio Orsi's game).
//!
//! - [`rules`] — the pure engine: positions (CFN), actions (CFA), legal actions, matches,
//!   records, storage, perft.
//! - [`ChessFootball`] — its [`Ruleset`](crate::ruleset::Ruleset), for the game-neutral service
//!   machinery (written by [`crate::ruleset!`]).
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

use crate::ruleset::GameStatus;

/// The gRPC service's full name, which health also reports on.
pub const SERVICE_NAME: &str = "chessfootball.v1.ChessFootballService";

crate::game_protos!("chessfootball");

crate::ruleset! {
    /// Chess Football as a [`Ruleset`](crate::ruleset::Ruleset): seats White and Black; a
    /// draw at full time is [`GameStatus::Drawn`].
    ChessFootball = "chess_football", seats [White, Black],
    types [Action, CfnError, CfaError, IllegalAction],
    position [from_cfn, to_cfn, initial], legal legal_actions,
    shared [text_records];

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
}
