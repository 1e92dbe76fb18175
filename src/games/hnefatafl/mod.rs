//! Copenhagen Hnefatafl on 11 × 11 (see `docs/hnefatafl-rules.md`, with every ruling).
//!
//! - [`rules`] — the rules engine (pure, no I/O): positions and TPN, moves, captures and
//!   shieldwalls, the King, the end of the game, records, the storage form, perft.
//! - [`Hnefatafl`] — the engine as a [`Ruleset`](crate::ruleset::Ruleset) for the game-neutral
//!   service machinery (written by [`crate::ruleset!`]).
//! - [`service`] — its part of the gRPC service `hnefatafl.v1.HnefataflService`; [`pb`] is its
//!   generated code.

pub mod answers;
pub mod bot;
mod convert;
pub mod rules;
pub mod search;
pub mod service;

/// The gRPC service's full name, which health also reports on.
pub const SERVICE_NAME: &str = "hnefatafl.v1.HnefataflService";

crate::game_protos!("hnefatafl");

crate::ruleset! {
    /// Copenhagen Hnefatafl on 11 × 11, as the service plays it.
    Hnefatafl = "hnefatafl", seats [Attackers, Defenders],
    types [Move, TpnError, MoveError, IllegalMove],
    position [from_tpn, to_tpn, start], legal legal_moves,
    shared [text_records, wins_only];

    const LINE_FORMATS: &'static [crate::ruleset::LineFormat] = &[crate::ruleset::LineFormat {
        name: rules::csv::FORMAT,
        header: rules::csv::HEADER,
        read: rules::csv::record_of_line,
    }];

    const RULE_OPTIONS: &'static [&'static str] = &[rules::Rules::PERPETUAL_REPETITION];

    fn new_game_with(position: rules::Position, options: &[&str]) -> rules::Game {
        rules::Game::with_rules(
            position,
            rules::Rules::from_names(options.iter().copied()).unwrap_or_default(),
        )
    }

    fn rules(game: &rules::Game) -> Vec<&'static str> {
        game.rules().names()
    }

    /// Moves are never taken back in this game.
    fn undo(_game: &mut rules::Game) -> Result<rules::Move, rules::IllegalMove> {
        Err(rules::IllegalMove::NoUndo)
    }

    fn history(game: &rules::Game) -> Option<(rules::Position, Vec<rules::Move>)> {
        Some((*game.start_position(), game.moves().to_vec()))
    }

    fn to_move(game: &rules::Game) -> rules::Side {
        game.side_to_move()
    }
}
