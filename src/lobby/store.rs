//! The lobby's store: the trait every backend implements ([`LobbyStore`]: the seeks, the
//! presence of their owners, the ladders, the pending starts and the change log, shared by
//! every replica), and [`LobbyBackend`], the one a server uses, which hands each call to the
//! memory lobby or the Redis lobby.

use std::future::Future;

use super::state::{Change, Ended, Limits, PlayerSnapshot, Refusal, Seek, Snapshot, Started};
use super::{MemoryLobby, RedisLobby};
use crate::store::StoreError;

/// The shared part of the lobby: seeks, presence and the change log. Every method may be
/// called concurrently from any number of replicas.
pub trait LobbyStore: Clone + Send + Sync + 'static {
    /// Posts a seek, unless its owner has an open seek for the same game and time control or
    /// its address is at the cap. Marks the owner present until `now + grace`.
    fn create(
        &self,
        seek: &Seek,
        limits: Limits,
        now_ms: u64,
    ) -> impl Future<Output = Result<Result<(), Refusal>, StoreError>> + Send;

    /// Cancels a seek of `owner`; `false` if there is no such open seek.
    fn cancel(
        &self,
        id: &str,
        owner: &str,
    ) -> impl Future<Output = Result<bool, StoreError>> + Send;

    /// Takes a seek for `acceptor` (rated `rating`): atomically removes it and returns it, so
    /// of any number of racing acceptors exactly one gets it. The change log says that it
    /// started the game `game_id`.
    fn accept(
        &self,
        id: &str,
        acceptor: &str,
        rating: u32,
        game_id: &str,
    ) -> impl Future<Output = Result<Result<Seek, Refusal>, StoreError>> + Send {
        self.accept_starting(id, acceptor, rating, game_id, "", 0)
    }

    /// [`LobbyStore::accept`], and in the same atomic step, when `pending` is not empty,
    /// records it as the start of the game `game_id` still to be made (at `now_ms`): if the
    /// replica that accepted dies before the game is stored, another finds it with
    /// [`LobbyStore::pending_starts`] and makes it. [`LobbyStore::started`] clears it.
    fn accept_starting(
        &self,
        id: &str,
        acceptor: &str,
        rating: u32,
        game_id: &str,
        pending: &str,
        now_ms: u64,
    ) -> impl Future<Output = Result<Result<Seek, Refusal>, StoreError>> + Send;

    /// Records `pending` as the start of the game `game_id` still to be made (at `now_ms`),
    /// as [`LobbyStore::accept_starting`] does for a game started without a seek (the
    /// ladder's): if this replica dies before the game is stored and told, another makes it.
    fn record_pending(
        &self,
        game_id: &str,
        pending: &str,
        now_ms: u64,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// Up to `limit` starts recorded by [`LobbyStore::accept_starting`] or
    /// [`LobbyStore::record_pending`] at or before
    /// `before_ms` and not cleared yet: (game id, what was recorded), oldest first.
    fn pending_starts(
        &self,
        before_ms: u64,
        limit: usize,
    ) -> impl Future<Output = Result<Vec<(String, String)>, StoreError>> + Send;

    /// The open seek `id`, if it is open.
    fn seek(&self, id: &str) -> impl Future<Output = Result<Option<Seek>, StoreError>> + Send;

    /// Marks `owner` present until `until_ms` (an open lobby or player stream renews it).
    fn present(
        &self,
        owner: &str,
        until_ms: u64,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// Puts `member` (a player's key and name, `player:<id> <name>`) on the ladder of `game`
    /// (a ruleset's name) until `until_ms`; a later time renews it.
    fn ladder_join(
        &self,
        game: &str,
        member: &str,
        until_ms: u64,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// The members of the ladder of `game` at `now_ms`.
    fn ladder(
        &self,
        game: &str,
        now_ms: u64,
    ) -> impl Future<Output = Result<Vec<String>, StoreError>> + Send;

    /// Records that the players `a` and `b` (keys, `player:<id>`) met on the ladder of
    /// `game`: each goes to the front of the other's list of recent ladder opponents, which
    /// keeps the last `keep` distinct ones (and is forgotten a week after its last game).
    fn ladder_met(
        &self,
        game: &str,
        a: &str,
        b: &str,
        keep: usize,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// The recent ladder opponents of the player `key` in `game`, the most recent first.
    fn ladder_recent(
        &self,
        game: &str,
        key: &str,
    ) -> impl Future<Output = Result<Vec<String>, StoreError>> + Send;

    /// Takes the lease `name` for `holder` until `until_ms`, or renews it when `holder` has
    /// it; whether `holder` has it now (another holder's lease runs until its time passes).
    fn lease(
        &self,
        name: &str,
        holder: &str,
        now_ms: u64,
        until_ms: u64,
    ) -> impl Future<Output = Result<bool, StoreError>> + Send;

    /// Whether `owner` is present at `now_ms` (has an open lobby or player stream, or had one
    /// within the grace time).
    fn is_present(
        &self,
        owner: &str,
        now_ms: u64,
    ) -> impl Future<Output = Result<bool, StoreError>> + Send;

    /// Removes the seeks whose owner's presence ran out or whose time limit passed; returns
    /// how many it removed.
    fn sweep(&self, now_ms: u64) -> impl Future<Output = Result<usize, StoreError>> + Send;

    /// The open seeks and the cursor of the last change they include.
    fn snapshot(&self) -> impl Future<Output = Result<Snapshot, StoreError>> + Send;

    /// Up to `limit` changes after `cursor`, oldest first ("" or "0": from the start of the
    /// log); `None` when the log no longer holds every change after `cursor` (it was
    /// trimmed past it): start again from a snapshot.
    fn changes(
        &self,
        cursor: &str,
        limit: usize,
    ) -> impl Future<Output = Result<Option<Vec<Change>>, StoreError>> + Send;

    /// Declines the challenge `id` for the player it is for (`target`), with `reason`;
    /// `false` if there is no such open challenge for them.
    fn decline(
        &self,
        id: &str,
        target: &str,
        reason: &str,
    ) -> impl Future<Output = Result<bool, StoreError>> + Send;

    /// Records a game the lobby started: clears its pending start, lists it among its
    /// players' games and logs it — once: a game whose start was recorded pending and is
    /// cleared already (another replica made it) is neither listed nor logged again.
    fn started(&self, game: &Started) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// Records the end of a game the lobby started: unlists it and logs the end, once
    /// (`false`, and nothing written, when it was not listed: not the lobby's, or told
    /// already).
    fn ended(&self, end: &Ended) -> impl Future<Output = Result<bool, StoreError>> + Send;

    /// The open challenges and games of the player `key`, and the cursor of the last change
    /// they include.
    fn player(&self, key: &str) -> impl Future<Output = Result<PlayerSnapshot, StoreError>> + Send;
}

/// The lobby store a server uses: in its memory, or in the Redis its games are in.
#[derive(Clone, Debug)]
pub enum LobbyBackend {
    /// One process's lobby.
    Memory(MemoryLobby),
    /// The lobby every replica over one Redis shares.
    Redis(Box<RedisLobby>),
}

macro_rules! both {
    ($self:ident, $lobby:ident => $call:expr) => {
        match $self {
            LobbyBackend::Memory($lobby) => $call.await,
            LobbyBackend::Redis($lobby) => $call.await,
        }
    };
}

impl LobbyStore for LobbyBackend {
    async fn create(
        &self,
        seek: &Seek,
        limits: Limits,
        now_ms: u64,
    ) -> Result<Result<(), Refusal>, StoreError> {
        both!(self, l => l.create(seek, limits, now_ms))
    }
    async fn cancel(&self, id: &str, owner: &str) -> Result<bool, StoreError> {
        both!(self, l => l.cancel(id, owner))
    }
    async fn accept_starting(
        &self,
        id: &str,
        acceptor: &str,
        rating: u32,
        game_id: &str,
        pending: &str,
        now_ms: u64,
    ) -> Result<Result<Seek, Refusal>, StoreError> {
        both!(self, l => l.accept_starting(id, acceptor, rating, game_id, pending, now_ms))
    }
    async fn pending_starts(
        &self,
        before_ms: u64,
        limit: usize,
    ) -> Result<Vec<(String, String)>, StoreError> {
        both!(self, l => l.pending_starts(before_ms, limit))
    }
    async fn seek(&self, id: &str) -> Result<Option<Seek>, StoreError> {
        both!(self, l => l.seek(id))
    }
    async fn present(&self, owner: &str, until_ms: u64) -> Result<(), StoreError> {
        both!(self, l => l.present(owner, until_ms))
    }
    async fn is_present(&self, owner: &str, now_ms: u64) -> Result<bool, StoreError> {
        both!(self, l => l.is_present(owner, now_ms))
    }
    async fn ladder_join(&self, game: &str, member: &str, until_ms: u64) -> Result<(), StoreError> {
        both!(self, l => l.ladder_join(game, member, until_ms))
    }
    async fn record_pending(
        &self,
        game_id: &str,
        pending: &str,
        now_ms: u64,
    ) -> Result<(), StoreError> {
        both!(self, l => l.record_pending(game_id, pending, now_ms))
    }
    async fn ladder(&self, game: &str, now_ms: u64) -> Result<Vec<String>, StoreError> {
        both!(self, l => l.ladder(game, now_ms))
    }
    async fn ladder_met(
        &self,
        game: &str,
        a: &str,
        b: &str,
        keep: usize,
    ) -> Result<(), StoreError> {
        both!(self, l => l.ladder_met(game, a, b, keep))
    }
    async fn ladder_recent(&self, game: &str, key: &str) -> Result<Vec<String>, StoreError> {
        both!(self, l => l.ladder_recent(game, key))
    }
    async fn lease(
        &self,
        name: &str,
        holder: &str,
        now_ms: u64,
        until_ms: u64,
    ) -> Result<bool, StoreError> {
        both!(self, l => l.lease(name, holder, now_ms, until_ms))
    }
    async fn sweep(&self, now_ms: u64) -> Result<usize, StoreError> {
        both!(self, l => l.sweep(now_ms))
    }
    async fn snapshot(&self) -> Result<Snapshot, StoreError> {
        both!(self, l => l.snapshot())
    }
    async fn changes(&self, cursor: &str, limit: usize) -> Result<Option<Vec<Change>>, StoreError> {
        both!(self, l => l.changes(cursor, limit))
    }
    async fn decline(&self, id: &str, target: &str, reason: &str) -> Result<bool, StoreError> {
        both!(self, l => l.decline(id, target, reason))
    }
    async fn started(&self, game: &Started) -> Result<(), StoreError> {
        both!(self, l => l.started(game))
    }
    async fn ended(&self, end: &Ended) -> Result<bool, StoreError> {
        both!(self, l => l.ended(end))
    }
    async fn player(&self, key: &str) -> Result<PlayerSnapshot, StoreError> {
        both!(self, l => l.player(key))
    }
}
