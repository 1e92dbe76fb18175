//! The web client and the browser-facing edge: the page in Chromium, gRPC-Web, CORS and the games
//! the page knows.
//!
//! One test binary for the area: `cargo test --test web` runs it, and
//! `cargo test --test web FILE::` one file of it.

#[macro_use]
#[path = "../common/mod.rs"]
mod common;

mod cors_browser;
mod grpc_web;
mod web_browser;
mod web_catalog;
mod web_errors;
