//! Accounts, sessions, seats, ratings, the archive and abuse resistance, on SQLite and PostgreSQL.
//!
//! One test binary for the area: `cargo test --test players` runs it, and
//! `cargo test --test players FILE::` one file of it.

#[macro_use]
#[path = "../common/mod.rs"]
mod common;
#[path = "../glicko2/mod.rs"]
mod glicko2;

mod abuse;
mod hashing_memory;
mod players;
mod players_play;
mod players_seats;
mod push;
mod ratings;
mod secrets;
mod transfer;
