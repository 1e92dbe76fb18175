//! Real play and faults: whole games played by clients, soak and torture runs, injected store
//! faults, and endings interrupted at every write.
//!
//! One test binary for the area: `cargo test --test play` runs it, and
//! `cargo test --test play FILE::` one file of it.

#[macro_use]
#[path = "../common/mod.rs"]
mod common;
#[path = "../glicko2/mod.rs"]
mod glicko2;

mod abort_left;
mod correspondence;
mod ending_faults;
mod faults;
mod loadgen;
mod realplay;
mod realplay_games;
mod soak;
mod takeback;
mod torture;
