//! The lobby's store: the trait every backend implements ([`LobbyStore`]: the seeks, the
//! presence of their owners, the ladders, the pending starts and the change log, shared by
//! every replica), and [`Backend`], the one dispatch between two of them that a server's
//! [`LobbyBackend`](super::LobbyBackend) (the memory lobby or the Redis lobby) is.

use std::future::Future;

use super::state::{
    Change, Ended, Limits, PlayerSnapshot, Rated, Refusal, Seek, Snapshot, Started,
};
use crate::store::StoreError;

/// A lobby store that is one of two stores, `M` in a process's memory or `R` in Redis (boxed:
/// the Redis lobby is the larger), and hands every call to the one it is. A server uses
/// [`LobbyBackend`](super::LobbyBackend), with the memory and the Redis lobby.
#[derive(Clone, Debug)]
pub enum Backend<M, R> {
    /// One process's lobby.
    Memory(M),
    /// The lobby every replica over one Redis shares.
    Redis(Box<R>),
}

/// Declares [`LobbyStore`] from its methods, written as `fn name(&self, args) -> Output;`
/// (each returns a future of `Output` that is `Send`), and implements it for [`Backend`] by
/// handing every call to the store it is, so that a method is written once here.
macro_rules! lobby_store {
    (
        $(#[$trait_meta:meta])*
        trait $trait:ident {
            $(
                $(#[$meta:meta])*
                fn $name:ident(&self $(, $arg:ident: $ty:ty)* $(,)?) -> $out:ty;
            )*
        }
        provided {
            $($provided:tt)*
        }
    ) => {
        $(#[$trait_meta])*
        pub trait $trait: Clone + Send + Sync + 'static {
            $(
                $(#[$meta])*
                fn $name(&self $(, $arg: $ty)*) -> impl Future<Output = $out> + Send;
            )*
            $($provided)*
        }

        impl<M: $trait, R: $trait> $trait for Backend<M, R> {
            $(
                async fn $name(&self $(, $arg: $ty)*) -> $out {
                    match self {
                        Backend::Memory(lobby) => lobby.$name($($arg),*).await,
                        Backend::Redis(lobby) => lobby.$name($($arg),*).await,
                    }
                }
            )*
        }
    };
}

lobby_store! {
    /// The shared part of the lobby: seeks, presence and the change log. Every method may be
    /// called concurrently from any number of replicas.
    trait LobbyStore {
        /// Posts a seek, unless its owner has an open seek for the same game and time control or
        /// its address is at the cap. Marks the owner present until `now + grace`.
        fn create(
            &self,
            seek: &Seek,
            limits: Limits,
            now_ms: u64,
        ) -> Result<Result<(), Refusal>, StoreError>;

        /// Cancels a seek of `owner`; `false` if there is no such open seek.
        fn cancel(&self, id: &str, owner: &str) -> Result<bool, StoreError>;

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
        ) -> Result<Result<Seek, Refusal>, StoreError>;

        /// Records `pending` as the start of the game `game_id` still to be made (at `now_ms`),
        /// as [`LobbyStore::accept_starting`] does for a game started without a seek (the
        /// ladder's): if this replica dies before the game is stored and told, another makes it.
        fn record_pending(
            &self,
            game_id: &str,
            pending: &str,
            now_ms: u64,
        ) -> Result<(), StoreError>;

        /// Up to `limit` starts recorded by [`LobbyStore::accept_starting`] or
        /// [`LobbyStore::record_pending`] at or before
        /// `before_ms` and not cleared yet: (game id, what was recorded), oldest first.
        fn pending_starts(
            &self,
            before_ms: u64,
            limit: usize,
        ) -> Result<Vec<(String, String)>, StoreError>;

        /// The open seek `id`, if it is open.
        fn seek(&self, id: &str) -> Result<Option<Seek>, StoreError>;

        /// Marks `owner` present until `until_ms` (an open lobby or player stream renews it).
        fn present(&self, owner: &str, until_ms: u64) -> Result<(), StoreError>;

        /// Puts `member` (a player's key and name, `player:<id> <name>`) on the ladder of `game`
        /// (a ruleset's name) until `until_ms`; a later time renews it.
        fn ladder_join(&self, game: &str, member: &str, until_ms: u64) -> Result<(), StoreError>;

        /// The members of the ladder of `game` at `now_ms`.
        fn ladder(&self, game: &str, now_ms: u64) -> Result<Vec<String>, StoreError>;

        /// Records that the players `a` and `b` (keys, `player:<id>`) met on the ladder of
        /// `game`: each goes to the front of the other's list of recent ladder opponents, which
        /// keeps the last `keep` distinct ones (and is forgotten a week after its last game).
        fn ladder_met(&self, game: &str, a: &str, b: &str, keep: usize) -> Result<(), StoreError>;

        /// The recent ladder opponents of the player `key` in `game`, the most recent first.
        fn ladder_recent(&self, game: &str, key: &str) -> Result<Vec<String>, StoreError>;

        /// Takes the lease `name` for `holder` until `until_ms`, or renews it when `holder` has
        /// it; whether `holder` has it now (another holder's lease runs until its time passes).
        fn lease(
            &self,
            name: &str,
            holder: &str,
            now_ms: u64,
            until_ms: u64,
        ) -> Result<bool, StoreError>;

        /// Whether `owner` is present at `now_ms` (has an open lobby or player stream, or had one
        /// within the grace time).
        fn is_present(&self, owner: &str, now_ms: u64) -> Result<bool, StoreError>;

        /// Removes the seeks whose owner's presence ran out or whose time limit passed; returns
        /// how many it removed.
        fn sweep(&self, now_ms: u64) -> Result<usize, StoreError>;

        /// The open seeks and the cursor of the last change they include.
        fn snapshot(&self) -> Result<Snapshot, StoreError>;

        /// Up to `limit` changes after `cursor`, oldest first ("" or "0": from the start of the
        /// log); `None` when the log no longer holds every change after `cursor` (it was
        /// trimmed past it): start again from a snapshot.
        fn changes(&self, cursor: &str, limit: usize) -> Result<Option<Vec<Change>>, StoreError>;

        /// Declines the challenge `id` for the player it is for (`target`), with `reason`;
        /// `false` if there is no such open challenge for them.
        fn decline(&self, id: &str, target: &str, reason: &str) -> Result<bool, StoreError>;

        /// Records a game the lobby started: clears its pending start, lists it among its
        /// players' games and logs it — once: a game whose start was recorded pending and is
        /// cleared already (another replica made it) is neither listed nor logged again.
        fn started(&self, game: &Started) -> Result<(), StoreError>;

        /// The games going on that the lobby lists (those with a signed-in player), of `game`
        /// (a ruleset's name; empty: every game), the highest [`Started::rank`] first (ties:
        /// the newest first), at most `limit`.
        fn live(&self, game: &str, limit: usize) -> Result<Vec<Started>, StoreError>;

        /// Records the end of a game the lobby started: unlists it and logs the end, once
        /// (`false`, and nothing written, when it was not listed: not the lobby's, or told
        /// already).
        fn ended(&self, end: &Ended) -> Result<bool, StoreError>;

        /// Logs the rating changes of a rated game, for its players' streams, once: a second
        /// telling of the same game (another replica settling it too) logs nothing.
        fn rated(&self, rated: &Rated) -> Result<(), StoreError>;

        /// The open challenges and games of the player `key`, and the cursor of the last change
        /// they include.
        fn player(&self, key: &str) -> Result<PlayerSnapshot, StoreError>;

        /// Tournament `id`'s stored form and its version (see `events::stored`), if any.
        fn event(&self, id: &str) -> Result<Option<(u64, Vec<u8>)>, StoreError>;

        /// Writes tournament `id` as version `version + 1` if it is at `version` now (0: not
        /// stored yet); whether it was written. Of any number of racing writers of one version,
        /// exactly one wins.
        fn write_event(&self, id: &str, version: u64, bytes: &[u8]) -> Result<bool, StoreError>;

        /// The ids of every tournament stored.
        fn event_ids(&self) -> Result<Vec<String>, StoreError>;

        /// Drops tournament `id` if it is at `version` now (a finished event, archived:
        /// `events::director`'s sweep); whether it was dropped.
        fn drop_event(&self, id: &str, version: u64) -> Result<bool, StoreError>;
    }
    provided {
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
    }
}
