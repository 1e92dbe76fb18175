//! The lobby: seeks, quick pairing, challenges, rematches, presence, the player streams, the
//! live games with their spectators and quick chat, over replicas and both stores.
//!
//! One test binary for the area: `cargo test --test lobby` runs it, and
//! `cargo test --test lobby FILE::` one file of it.

#[macro_use]
#[path = "../common/mod.rs"]
mod common;

mod lobby_audience;
mod lobby_berserk;
mod lobby_pool;
mod lobby_rules;
mod lobby_service;
mod lobby_store;
mod lobby_tournament;
