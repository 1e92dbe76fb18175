//! The rules engines on their own, without a server: each ruling of Hanniball, Copenhagen Hnefatafl
//! and Chess Football, notation, perft counts, property tests, the fuzzers' regressions.
//!
//! One test binary for the area: `cargo test --test rules` runs it, and
//! `cargo test --test rules FILE::` one file of it.

// The fuzz targets' checks (fuzz/src/), shared with the fuzzers: Hanniball's and Chess
// Football's (its `chess_football` module), and Hnefatafl's.
#[allow(dead_code)]
#[path = "../../fuzz/src/lib.rs"]
mod fuzz_checks;
#[allow(dead_code)]
#[path = "../../fuzz/src/hnefatafl.rs"]
mod hnefatafl_checks;

#[path = "../common_rules/mod.rs"]
mod common_rules;
#[path = "../hnefatafl_common/mod.rs"]
mod hnefatafl_common;

mod chess_football_fuzz;
mod chess_football_notation;
mod chess_football_perft;
mod chess_football_properties;
mod chess_football_reference;
mod chess_football_rules;
mod fuzz_regressions;
mod hnefatafl_capture;
mod hnefatafl_end;
mod hnefatafl_fuzz_regressions;
mod hnefatafl_king;
mod hnefatafl_moves;
mod hnefatafl_notation;
mod hnefatafl_perft;
mod hnefatafl_properties;
mod hnefatafl_repetition;
mod hnefatafl_shieldwall;
mod perft;
mod rules_end;
mod rules_kicks;
mod rules_movement;
mod rules_notation;
mod rules_preview;
mod rules_properties;
mod rules_record;
mod rules_redcard;
mod rules_turns;
