//! The games the binary serves, one folder each: its rules engine (pure, no I/O), its
//! [`Ruleset`](crate::ruleset::Ruleset) and its gRPC adapter. Nothing outside this folder names
//! a game; the server registers every game listed here.

pub mod chess_football;
pub mod hanniball;
pub mod hnefatafl;

use crate::server::Registry;
use crate::store::GameStore;

/// Adds every game's gRPC service to the server: one line per game.
pub fn register_all<S: GameStore>(registry: &mut Registry<S>) {
    hanniball::register(registry);
    hnefatafl::register(registry);
    chess_football::register(registry);
}
