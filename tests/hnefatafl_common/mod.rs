//! Helpers shared by the Hnefatafl rules tests: games from TPN, moves by name, square lists.

#![allow(dead_code)]

use arbiter::games::hnefatafl::rules::{Applied, Bitboard, Game, Move, Position, Square};

/// A game from a TPN position (panics with the parse error: test positions are hand-written).
pub fn game(tpn: &str) -> Game {
    match Position::from_tpn(tpn) {
        Ok(p) => Game::from_position(p),
        Err(e) => panic!("test position {tpn:?} does not parse: {e}"),
    }
}

/// A square by name.
pub fn sq(name: &str) -> Square {
    name.parse().unwrap_or_else(|e| panic!("{e}"))
}

/// A move by notation.
pub fn mv(text: &str) -> Move {
    text.parse().unwrap_or_else(|e| panic!("{e}"))
}

/// Applies a move that must be legal.
pub fn play(game: &mut Game, text: &str) -> Applied {
    game.apply(mv(text))
        .unwrap_or_else(|e| panic!("{text} refused in {}: {e}", game.position()))
}

/// The names of a set's squares, in index order.
pub fn names(set: Bitboard) -> Vec<String> {
    set.map(|s| s.to_string()).collect()
}
