//! Ended games not yet archived. A game's end is first recorded here, then written to the
//! database; it leaves this set only once the database has it (written now or before). A
//! periodic pass writes what is left — after a database outage, or when the replica that saw
//! the end stopped before writing it. In memory (one process); a shared implementation
//! (Redis) lets any replica finish another's writes.

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};

use super::archive::FinishedGame;

/// A set of ended, not yet archived games, keyed by game id.
pub trait PendingArchive: Send + Sync + std::fmt::Debug + 'static {
    /// Records that `game` ended (a second record of the same id replaces the first).
    fn add(&self, game: FinishedGame);
    /// Up to `limit` pending games, oldest id first.
    fn take_batch(&self, limit: usize) -> Vec<FinishedGame>;
    /// Forgets the game `game_id` (it is archived).
    fn remove(&self, game_id: &str);
    /// How many games are pending.
    fn len(&self) -> usize;
    /// Whether no game is pending.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// The in-memory [`PendingArchive`] of one process; clones share the set.
#[derive(Clone, Debug, Default)]
pub struct MemoryPending(Arc<Mutex<BTreeMap<String, FinishedGame>>>);

impl MemoryPending {
    fn lock(&self) -> std::sync::MutexGuard<'_, BTreeMap<String, FinishedGame>> {
        self.0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

impl PendingArchive for MemoryPending {
    fn add(&self, game: FinishedGame) {
        self.lock().insert(game.game_id.clone(), game);
    }

    fn take_batch(&self, limit: usize) -> Vec<FinishedGame> {
        self.lock().values().take(limit).cloned().collect()
    }

    fn remove(&self, game_id: &str) {
        self.lock().remove(game_id);
    }

    fn len(&self) -> usize {
        self.lock().len()
    }
}
