//! Arbiter, the authoritative game-state service for the board games Hanniball, Copenhagen Hnefatafl
//! and Chess Football: pure rules engines, one gRPC service per game on one port, a Redis or
//! in-memory store shared by any number of stateless replicas.
//!
//! Module map — one folder per game, and game-neutral machinery that names no game:
//!
//! | module | what it holds |
//! |---|---|
//! | [`games`] | one folder per game: its rules engine (pure, no I/O), its [`ruleset::Ruleset`], its messages for the shared RPCs, its own RPCs and generated code; and [`games::Served`], the one registration of every game |
//! | [`rpc`] | the game-generic RPC layer: the shared operations written once over [`rpc::Wire`] and [`rpc::Adapter`], the generic client, and [`rpc::Game`] / [`rpc::Catalog`], how a game plugs in |
//! | [`analysis`] | the analysis board's service (`analysis.v1`): a position of any game analysed by the bots' searchers on a bounded pool, streamed as they deepen; a game's review; the opening explorer |
//! | [`bot`] | bots: search players (MCTS, random) on any [`ruleset::Ruleset`], the runner that plays a seat over gRPC, matches scored with Elo, the computer-opponent pool |
//! | [`ruleset`] | the [`ruleset::Ruleset`] trait the machinery below is generic over |
//! | [`session`] | seats, versions and idempotent retries ([`session::games::Games`]), seat tokens, the error model, watch streams |
//! | [`store`] | [`store::GameStore`]: versioned compare-and-set storage of opaque encoded games, seat hashes, bounded retry records and events, in memory or in Redis; [`store::watch`], live games: the per-process fan-out of changes to watchers and the gap-free watch session |
//! | [`server`] | wiring: the services of a [`rpc::Catalog`]'s games, health, reflection, limits, graceful shutdown |
//! | [`guard`] | the middleware around every call: panics answered `INTERNAL`, the request timeout, size-limit statuses |
//! | [`web`] | the browser client's embedded files, served on the gRPC port; gRPC-Web for browsers: allowed origins and the CORS layer |
//! | [`listener`] | the edge of the port: accept back-off, the connection cap, TCP keepalive, the handshake timeout, the end of a connection's maximum age |
//! | [`tls`] | TLS on the port (reloadable certificates, optional client certificates) and TLS to Redis |
//! | [`ratelimit`] | per-address and per-seat rate limits |
//! | [`lobby`] | the lobby's shared part: open seeks, their owners' presence and the resumable change log, in memory or in Redis (atomic accept across replicas) |
//! | [`players`] | accounts, sessions, Glicko-2 ratings per game and the archive of finished games, in PostgreSQL or an embedded SQLite file; the `accounts.v1` and `players.v1` services |
//! | [`tournament`] | the pure core of tournaments: arena scoring and pairing, Swiss pairing by maximum-weight matching, round-robin schedules, standings and tie-breaks, all rebuilt from the finished games |
//! | [`metrics`] | Prometheus metrics (RPCs, store, watchers, games) and their endpoint |
//!
//! The command line (clap) and start-up belong to the binary (`src/bin/arbiter/`); the
//! library serves any [`rpc::Catalog`] of games through [`server::serve_with`] and
//! [`server::ServeOptions`], which name no game.

/// Implements `Debug` for `$type`, showing only the fields named (maybe none): for a type
/// holding a secret (a token, a connection) or state of no use in a log. The output says that
/// fields are left out.
macro_rules! debug_fields {
    ($type:ident { $($field:ident),* $(,)? }) => {
        impl ::std::fmt::Debug for $type {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.debug_struct(stringify!($type))
                    $(.field(stringify!($field), &self.$field))*
                    .finish_non_exhaustive()
            }
        }
    };
}

pub mod analysis;
pub mod bot;
pub mod engine_bench;
#[doc(hidden)]
pub mod faults;
pub mod games;
pub mod guard;
pub mod listener;
pub mod lobby;
pub mod metrics;
pub mod players;
pub mod ratelimit;
pub mod rpc;
pub mod ruleset;
pub mod server;
pub mod session;
pub mod store;
pub mod stored;
pub mod tls;
pub mod tournament;
pub mod web;
