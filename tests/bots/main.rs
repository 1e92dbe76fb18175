//! Bots: bot accounts, the bot command line, the built-in engines and their search, the ladder,
//! pools, the scheduler and computer players.
//!
//! One test binary for the area: `cargo test --test bots` runs it, and
//! `cargo test --test bots FILE::` one file of it.

#[macro_use]
#[path = "../common/mod.rs"]
mod common;
#[path = "../common_rules/mod.rs"]
mod common_rules;

mod bot_account;
mod bot_cli;
mod bot_engine;
mod bot_ladder;
mod bot_network;
mod bot_pool;
mod bot_scale;
mod bot_scheduler;
mod bot_search;
mod bots;
mod computer_players;
