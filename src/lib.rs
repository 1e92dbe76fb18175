//! Hanniball: the authoritative game-state service for the Hanniball board game.
//!
//! - [`rules`]: the rules engine (pure, no I/O): positions, actions, legal action generation,
//!   red cards, notation (HPN, HSN), game records, perft.

pub mod rules;
