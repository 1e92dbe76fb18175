//! The computer opponent's games and move queue in memory: registrations by game, and move
//! jobs in queue order, each with its holder and the time of its last claim or renewal.

use std::collections::HashMap;
use std::sync::MutexGuard;
use std::time::{Duration, Instant};

use super::MemoryStore;
use crate::store::{BotJob, BotQueue, Claimed, Registered, StoreError};

/// The in-process registrations and move queue.
#[derive(Debug, Default)]
pub(super) struct BotEntries {
    next_id: u64,
    /// Registered games: the job and the last version queued.
    games: HashMap<String, (BotJob, u64)>,
    /// Move jobs, oldest first.
    moves: Vec<MoveEntry>,
}

#[derive(Debug)]
struct MoveEntry {
    id: String,
    game_id: String,
    version: u64,
    due_ms: u64,
    holder: Option<(String, Instant)>,
    /// It was held before (a claim after a lease ran out is a takeover).
    claimed_before: bool,
}

fn now_ms() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
}

impl MemoryStore {
    fn bots(&self) -> MutexGuard<'_, BotEntries> {
        self.bots.lock().unwrap_or_else(|e| e.into_inner())
    }
}

impl BotQueue for MemoryStore {
    async fn enqueue(&self, job: &BotJob) -> Result<String, StoreError> {
        let mut bots = self.bots();
        bots.games
            .entry(job.game_id.clone())
            .or_insert_with(|| (job.clone(), 0));
        Ok(job.game_id.clone())
    }

    async fn move_due(&self, game_id: &str, version: u64) -> Result<bool, StoreError> {
        let mut bots = self.bots();
        let Some((_, queued)) = bots.games.get_mut(game_id) else {
            return Ok(false);
        };
        if *queued >= version {
            return Ok(false);
        }
        *queued = version;
        bots.next_id += 1;
        let id = format!("{}-0", bots.next_id);
        bots.moves.push(MoveEntry {
            id,
            game_id: game_id.to_owned(),
            version,
            due_ms: now_ms(),
            holder: None,
            claimed_before: false,
        });
        Ok(true)
    }

    async fn claim(&self, worker: &str, lease: Duration) -> Result<Option<Claimed>, StoreError> {
        let now = Instant::now();
        let mut bots = self.bots();
        let BotEntries { games, moves, .. } = &mut *bots;
        moves.retain(|m| games.contains_key(&m.game_id));
        let expired = moves.iter().position(|e| {
            e.holder
                .as_ref()
                .is_some_and(|(_, since)| now.duration_since(*since) >= lease)
        });
        let index = match expired.or_else(|| moves.iter().position(|e| e.holder.is_none())) {
            Some(index) => index,
            None => return Ok(None),
        };
        let entry = &mut moves[index];
        let taken_over = entry.claimed_before;
        entry.holder = Some((worker.to_owned(), now));
        entry.claimed_before = true;
        let Some((job, _)) = games.get(&entry.game_id) else {
            return Ok(None);
        };
        Ok(Some(Claimed {
            entry: entry.id.clone(),
            job: job.clone(),
            version: entry.version,
            due_ms: entry.due_ms,
            taken_over,
        }))
    }

    async fn renew(&self, entry: &str, worker: &str) -> Result<bool, StoreError> {
        let mut bots = self.bots();
        let Some(found) = bots.moves.iter_mut().find(|e| e.id == entry) else {
            return Ok(false);
        };
        match &mut found.holder {
            Some((holder, since)) if holder == worker => {
                *since = Instant::now();
                Ok(true)
            }
            _ => Ok(false),
        }
    }

    async fn finish(&self, entry: &str, game_id: &str, reached: u64) -> Result<(), StoreError> {
        let mut bots = self.bots();
        bots.moves.retain(|e| e.id != entry);
        if let Some((_, queued)) = bots.games.get_mut(game_id) {
            *queued = (*queued).max(reached);
        }
        Ok(())
    }

    async fn forget(&self, game_id: &str) -> Result<(), StoreError> {
        let mut bots = self.bots();
        bots.games.remove(game_id);
        bots.moves.retain(|e| e.game_id != game_id);
        Ok(())
    }

    async fn registered(&self) -> Result<Vec<Registered>, StoreError> {
        Ok(self
            .bots()
            .games
            .iter()
            .map(|(game_id, (_, queued))| Registered {
                game_id: game_id.clone(),
                queued: *queued,
            })
            .collect())
    }

    async fn queued(&self) -> Result<u64, StoreError> {
        Ok(self.bots().moves.len() as u64)
    }
}
