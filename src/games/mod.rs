//! The games served, one folder each: its pure rules engine and its [`crate::ruleset::Ruleset`].

pub mod chess_football;
