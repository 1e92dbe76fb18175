//! The lobby in the process: one lock over the seeks, the presence of their owners and the
//! change log, so every write is atomic.

use std::collections::{BTreeMap, HashMap};
use std::sync::{Arc, Mutex, MutexGuard};

use super::seeks::{Change, ChangeKind, Limits, LobbyStore, Refusal, RemovedWhy, Seek, Snapshot};
use crate::store::StoreError;

#[derive(Debug, Default)]
struct State {
    /// Open seeks by id, with the order they were posted in.
    seeks: HashMap<String, (u64, Seek)>,
    /// Open seek id per [`Seek::slot`].
    slots: HashMap<String, String>,
    /// Presence: owner → present until (ms).
    present: HashMap<String, u64>,
    /// The change log: sequence number → change.
    log: BTreeMap<u64, ChangeKind>,
    next: u64,
}

impl State {
    fn record(&mut self, kind: ChangeKind) {
        self.next += 1;
        self.log.insert(self.next, kind);
    }

    fn remove(&mut self, id: &str, why: RemovedWhy, game_id: &str) -> Option<Seek> {
        let (_, seek) = self.seeks.remove(id)?;
        self.slots.remove(&seek.slot());
        self.record(ChangeKind::Removed {
            id: id.to_owned(),
            why,
            game_id: game_id.to_owned(),
        });
        Some(seek)
    }
}

/// The lobby of one process (the memory store's, for a single replica and the tests).
#[derive(Clone, Debug, Default)]
pub struct MemoryLobby {
    state: Arc<Mutex<State>>,
}

impl MemoryLobby {
    /// An empty lobby.
    pub fn new() -> MemoryLobby {
        MemoryLobby::default()
    }

    fn state(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }
}

fn cursor_number(cursor: &str) -> Result<u64, StoreError> {
    if cursor.is_empty() {
        return Ok(0);
    }
    cursor
        .parse()
        .map_err(|_| StoreError::Backend(format!("not a lobby cursor: {cursor:?}")))
}

impl LobbyStore for MemoryLobby {
    async fn create(
        &self,
        seek: &Seek,
        limits: Limits,
        now_ms: u64,
    ) -> Result<Result<(), Refusal>, StoreError> {
        let mut state = self.state();
        if let Some(id) = state.slots.get(&seek.slot()) {
            return Ok(Err(Refusal::AlreadySeeking(id.clone())));
        }
        let from_address = state
            .seeks
            .values()
            .filter(|(_, open)| open.address == seek.address)
            .count();
        if from_address >= usize::try_from(limits.per_address).unwrap_or(usize::MAX) {
            return Ok(Err(Refusal::AddressCap));
        }
        let order = state.next + 1;
        state.slots.insert(seek.slot(), seek.id.clone());
        state.seeks.insert(seek.id.clone(), (order, seek.clone()));
        let until = now_ms.saturating_add(limits.grace_ms);
        let entry = state.present.entry(seek.owner.clone()).or_insert(until);
        *entry = (*entry).max(until);
        state.record(ChangeKind::Added(seek.clone()));
        Ok(Ok(()))
    }

    async fn cancel(&self, id: &str, owner: &str) -> Result<bool, StoreError> {
        let mut state = self.state();
        if state
            .seeks
            .get(id)
            .is_none_or(|(_, seek)| seek.owner != owner)
        {
            return Ok(false);
        }
        Ok(state.remove(id, RemovedWhy::Cancelled, "").is_some())
    }

    async fn accept(
        &self,
        id: &str,
        acceptor: &str,
        rating: u32,
        game_id: &str,
    ) -> Result<Result<Seek, Refusal>, StoreError> {
        let mut state = self.state();
        let Some((_, seek)) = state.seeks.get(id) else {
            return Ok(Err(Refusal::Taken));
        };
        if seek.owner == acceptor {
            return Ok(Err(Refusal::OwnSeek));
        }
        if !seek.admits(rating) {
            return Ok(Err(Refusal::OutOfRange));
        }
        Ok(state
            .remove(id, RemovedWhy::Accepted, game_id)
            .ok_or(Refusal::Taken))
    }

    async fn seek(&self, id: &str) -> Result<Option<Seek>, StoreError> {
        Ok(self.state().seeks.get(id).map(|(_, seek)| seek.clone()))
    }

    async fn present(&self, owner: &str, until_ms: u64) -> Result<(), StoreError> {
        let mut state = self.state();
        let entry = state.present.entry(owner.to_owned()).or_insert(until_ms);
        *entry = (*entry).max(until_ms);
        Ok(())
    }

    async fn sweep(&self, now_ms: u64) -> Result<usize, StoreError> {
        let mut state = self.state();
        let mut gone: Vec<(u64, String, RemovedWhy)> = state
            .seeks
            .iter()
            .filter_map(|(id, (order, seek))| {
                if seek.expires_ms <= now_ms {
                    Some((*order, id.clone(), RemovedWhy::Expired))
                } else if state.present.get(&seek.owner).is_none_or(|t| *t <= now_ms) {
                    Some((*order, id.clone(), RemovedWhy::OwnerLeft))
                } else {
                    None
                }
            })
            .collect();
        gone.sort_by_key(|(order, _, _)| *order);
        for (_, id, why) in &gone {
            state.remove(id, *why, "");
        }
        state.present.retain(|_, until| *until > now_ms);
        Ok(gone.len())
    }

    async fn snapshot(&self) -> Result<Snapshot, StoreError> {
        let state = self.state();
        let mut seeks: Vec<&(u64, Seek)> = state.seeks.values().collect();
        seeks.sort_by_key(|(order, _)| *order);
        Ok(Snapshot {
            cursor: state.next.to_string(),
            seeks: seeks.into_iter().map(|(_, seek)| seek.clone()).collect(),
        })
    }

    async fn changes(&self, cursor: &str, limit: usize) -> Result<Vec<Change>, StoreError> {
        let after = cursor_number(cursor)?;
        let state = self.state();
        Ok(state
            .log
            .range(after.saturating_add(1)..)
            .take(limit)
            .map(|(n, kind)| Change {
                cursor: n.to_string(),
                kind: kind.clone(),
            })
            .collect())
    }
}
