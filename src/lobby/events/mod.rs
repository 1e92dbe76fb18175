//! Tournaments served (`tournament.v1.TournamentService`, see `docs/tournaments.md`): events
//! kept in the lobby's store, each one record ([`stored::Stored`]) written by compare-and-set
//! on its version, so that of any number of replicas changing one event exactly one write
//! wins; the pure rules of pairing and scoring are [`crate::tournament`]'s.
//!
//! - `stored`: an event's stored form, its change log, and the conversions to the wire.
//! - `redis`: the event records in Redis (the memory lobby keeps them in its state).
//! - `view`: the standings, computed from the record alone (so the live standings and those
//!   rebuilt from the archive are equal).
//! - `director`: the replica holding the `tournaments` lease starts events, pairs rounds and
//!   arena ticks, makes the games and counts their results.
//! - `service`: the gRPC calls; `watch`: `WatchTournament`.

mod director;
#[cfg(test)]
mod director_tests;
pub(super) mod redis;
mod service;
pub mod stored;
pub mod view;
pub(crate) mod watch;

pub use director::TournamentOptions;

/// Generated code of `proto/tournament/v1/tournament.proto`.
#[allow(missing_docs, clippy::all, clippy::pedantic)]
pub mod pb {
    tonic::include_proto!("tournament.v1");
}
