//! The lobby (see `docs/lobby.md`): open games ("seeks") that any replica lists, creates,
//! cancels and accepts, game-neutrally — a seek names its game by the ruleset's name and is
//! turned into a game through the [`crate::rpc::Catalog`], never by matching over games.
//!
//! [`LobbyStore`] is the shared part: the open seeks, the owners' presence and the ordered log
//! of changes that `WatchLobby` streams (snapshot, then every change, resumable by a cursor).
//! [`MemoryLobby`] keeps it in the process; [`RedisLobby`] keeps it in Redis, where every
//! write is one Lua script, so that of any number of replicas racing to accept one seek
//! exactly one wins and the others get [`Refusal::Taken`].

pub mod computers;
mod memory;
mod pool;
mod redis;
mod seeks;
pub mod service;

pub use self::memory::MemoryLobby;
pub use self::pool::{MemoryPool, Pool, RedisPool, Waiting, Widening, pairs};
pub use self::redis::RedisLobby;
pub use self::seeks::{
    Change, ChangeKind, Ended, Limits, LobbyStore, Participant, PlayerSnapshot, Refusal,
    RemovedWhy, Seek, Side, Snapshot, Started,
};
pub use self::service::{LadderOptions, Lobby, LobbyBackend, LobbyGame};
