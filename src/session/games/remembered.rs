//! The replica's memory of the games it last saw: what it keeps of each, and remembering,
//! recalling and taking out a game.

use std::collections::HashMap;
use std::sync::{Arc, MutexGuard};

use super::Games;
use super::deadlines::deadline_of;
use crate::ruleset::Ruleset;
use crate::session::answers::Answers;
use crate::session::play::Session;
use crate::store::{GameId, GameStore, SeatHash, StoredGame};

/// The most games one replica remembers; past it, an arbitrary one is forgotten.
pub const REMEMBERED_GAMES: usize = 10_000;

/// A game as this replica last saw it in the store.
pub(super) struct Remembered<G> {
    pub(super) version: u64,
    /// The stored bytes of `game`.
    pub(super) state: Vec<u8>,
    /// The stored bytes of `session`.
    pub(super) session_bytes: Vec<u8>,
    pub(super) seats: Vec<SeatHash>,
    pub(super) session: Session,
    pub(super) game: Arc<G>,
    /// Read answers encoded for this version (see [`Answers`]).
    pub(super) answers: Arc<Answers>,
}

impl<R: Ruleset, S: GameStore> Games<R, S> {
    fn memory(&self) -> MutexGuard<'_, HashMap<GameId, Remembered<R::Game>>> {
        // Every update under the lock is a single insert or remove: a poisoned lock is usable.
        self.memory.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Remembers a game as stored, unless a later version of it is remembered already, and
    /// keeps this replica's timer of its deadline.
    pub(super) fn remember(&self, id: &GameId, entry: Remembered<R::Game>) {
        let deadline = deadline_of::<R>(&entry.session, &entry.game).map(|(at, _)| at);
        self.timers().set(id, deadline);
        let mut memory = self.memory();
        if memory.get(id).is_some_and(|e| e.version > entry.version) {
            return;
        }
        if memory.len() >= REMEMBERED_GAMES
            && !memory.contains_key(id)
            && let Some(other) = memory.keys().next().copied()
        {
            memory.remove(&other);
        }
        memory.insert(*id, entry);
    }

    /// The remembered game, if `version` and `state` are what is remembered.
    pub(super) fn recall(
        &self,
        id: &GameId,
        stored: &StoredGame,
    ) -> Option<(Arc<R::Game>, Session, Arc<Answers>)> {
        self.memory()
            .get(id)
            .filter(|e| {
                e.version == stored.version
                    && e.state == stored.state
                    && e.session_bytes == stored.session
            })
            .map(|e| {
                (
                    Arc::clone(&e.game),
                    e.session.clone(),
                    Arc::clone(&e.answers),
                )
            })
    }

    /// Takes a game out of memory (a change is computed from it; it comes back written).
    pub(super) fn take(&self, id: &GameId) -> Option<Remembered<R::Game>> {
        self.memory().remove(id)
    }

    /// The number of games this replica remembers.
    #[must_use]
    pub fn remembered(&self) -> usize {
        self.memory().len()
    }
}
