//! The client packages: that they know exactly the served games, and the TypeScript package, the
//! Python package and the Python bot against a running server.
//!
//! One test binary for the area: `cargo test --test clients` runs it, and
//! `cargo test --test clients FILE::` one file of it.

#[macro_use]
#[path = "../common/mod.rs"]
mod common;

mod catalog;
mod python_bot;
mod python_client;
mod ts_client;
