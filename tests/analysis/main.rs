//! The analysis board's service (`analysis.v1`): the engine's analysis streamed as the search
//! deepens, its bounded pool and rate, a game's review, the opening explorer's counts, and
//! `arbiter analyse`.
//!
//! One test binary for the area: `cargo test --test analysis` runs it, and
//! `cargo test --test analysis FILE::` one file of it.

#[macro_use]
#[path = "../common/mod.rs"]
mod common;
#[path = "../common_rules/mod.rs"]
mod common_rules;

mod analyse;
mod cli;
mod explorer;
