//! The games served, one folder each: its pure rules engine and its service adapter.

pub mod hnefatafl;
