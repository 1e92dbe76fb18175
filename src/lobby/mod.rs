//! The lobby (see `docs/lobby.md`): open games ("seeks") that any replica lists, creates,
//! cancels and accepts, game-neutrally — a seek names its game by the ruleset's name and is
//! turned into a game through the [`crate::rpc::Catalog`], never by matching over games.
//!
//! [`LobbyStore`] is the shared part: the open seeks, the owners' presence and the ordered log
//! of changes that `WatchLobby` streams (snapshot, then every change, resumable by a cursor).
//! [`MemoryLobby`] keeps it in the process; [`RedisLobby`] keeps it in Redis, where every
//! write is one Lua script, so that of any number of replicas racing to accept one seek
//! exactly one wins and the others get [`Refusal::Taken`].
//!
//! The modules, in layers (a module uses those of the layers above it, never one below):
//! - the store: `state` (what it keeps), `store` (the trait, and the dispatch between two
//!   stores that [`LobbyBackend`] is), `memory`, `redis`;
//! - the core of the service: `replica` (the [`Lobby`] of one replica, who calls, the change
//!   feed), `starter` (how games are started), `pending` (starts recorded until told);
//! - the jobs: `seeks`, `challenges`, `quick`, `rematch`, `streams`, `presence`, `ladder`,
//!   `hooks` (each uses the core alone, but for `challenges` and `quick`, which take seeks
//!   with [`Lobby`]'s `take` of `seeks`);
//! - `service`: the gRPC calls, each answered by its job's module.

mod challenges;
mod chat;
pub mod computers;
pub mod events;
pub mod hooks;
mod ladder;
mod live;
mod memory;
mod message;
pub mod pending;
mod pool;
pub mod presence;
mod quick;
mod redis;
mod rematch;
pub mod replica;
mod seeks;
mod service;
pub mod starter;
mod state;
mod store;
mod streams;
mod turns;

/// Generated code of `proto/lobby/v1/lobby.proto`.
#[allow(missing_docs, clippy::all, clippy::pedantic)]
pub mod pb {
    tonic::include_proto!("lobby.v1");
    pub use super::message::{WatchLobbyResponse, watch_lobby_response};
}

pub use self::ladder::{LADDER_MOVE_LIMIT, LadderOptions};
pub use self::memory::MemoryLobby;
pub use self::pool::{MemoryPool, Pool, RedisPool, Waiting, Widening, pairs};
pub use self::redis::RedisLobby;
pub use self::replica::Lobby;
pub use self::starter::LobbyGame;
pub use self::state::{
    Change, ChangeKind, Ended, Limits, Participant, PlayerSnapshot, Refusal, RemovedWhy, Seek,
    Side, Snapshot, Started,
};
pub use self::store::{Backend, LobbyStore};

/// The lobby store a server uses: in its memory, or in the Redis its games are in.
pub type LobbyBackend = Backend<MemoryLobby, RedisLobby>;
