//! Hanniball: the authoritative game-state service for the Hanniball board game.
//!
//! Module map:
//! - [`rules`] — the rules engine (pure, no I/O): positions, actions, legal action generation,
//!   red cards, notation (HPN, HSN), game records, perft.
//! - [`ruleset`] — the small [`ruleset::Ruleset`] trait that the service machinery is generic
//!   over; Hanniball is its first implementation.
//! - [`store`] — [`store::GameStore`]: versioned, compare-and-set storage of opaque encoded
//!   games, seat-token hashes and idempotency records; in memory or in Redis.
//! - [`service`] — the gRPC service `hanniball.v1.HanniballService`: generated code, the
//!   game-neutral session logic (seats, versions, retries), errors, handlers.
//! - [`server`] — wiring: health, reflection, limits, graceful shutdown; [`server::serve`].
//! - [`guard`] — the middleware around every call: panics answered `INTERNAL`, the request
//!   timeout, size-limit statuses.
//! - [`web`] — gRPC-Web for browsers: allowed origins and the CORS layer.
//! - [`listener`] — the edge of the port: accept back-off, the connection cap, TCP keepalive,
//!   the handshake timeout, the end of a connection's maximum age.
//! - [`tls`] — TLS on the port (reloadable certificates, optional client certificates) and
//!   TLS to Redis.
//! - [`ratelimit`] — per-address and per-seat rate limits.
//! - [`metrics`] — Prometheus metrics (RPCs, store, watchers, games) and their endpoint.
//! - [`watch`] — live games: the per-process fan-out of changes to watchers and the gap-free
//!   watch session, for any ruleset and store.
//! - [`config`] — command-line and environment settings of the `hanniball` binary.
//! - [`bench`](mod@bench) — engine benchmarks behind `hanniball perft` and `hanniball playout`.

pub mod bench;
pub mod config;
pub mod guard;
pub mod listener;
pub mod metrics;
pub mod ratelimit;
pub mod rules;
pub mod ruleset;
pub mod server;
pub mod service;
pub mod store;
pub mod tls;
pub mod watch;
pub mod web;
