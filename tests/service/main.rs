//! The game service over gRPC on both stores: sessions, versions, retries, endings, clocks,
//! watching, limits, hostile input, and each game's own service behaviour.
//!
//! One test binary for the area: `cargo test --test service` runs it, and
//! `cargo test --test service FILE::` one file of it.

#[macro_use]
#[path = "../common/mod.rs"]
mod common;

mod admission;
mod answers;
mod chess_football_service;
mod endings;
mod endings_service;
mod hnefatafl_records;
mod hnefatafl_service;
mod hostile_input;
mod input_gate;
mod limits;
mod proto_fields;
mod race;
mod remembered;
mod retry_window;
mod rule_options;
mod service;
mod store;
mod tictactoe;
mod watch;
mod watch_legal;
