//! The lobby: seeks, quick pairing, challenges, rematches, presence and the player streams, over
//! replicas and both stores.
//!
//! One test binary for the area: `cargo test --test lobby` runs it, and
//! `cargo test --test lobby FILE::` one file of it.

#[macro_use]
#[path = "../common/mod.rs"]
mod common;

mod lobby_pool;
mod lobby_service;
mod lobby_store;
