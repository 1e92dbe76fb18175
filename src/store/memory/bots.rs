//! The computer-opponent queue in memory: entries with leases, in queue order.

use std::sync::MutexGuard;
use std::time::{Duration, Instant};

use super::MemoryStore;
use crate::store::{BotJob, BotQueue, Claimed, StoreError};

/// The in-process queue of computer-opponent games: entries in queue order, each with its
/// holder and the time of its last claim or renewal (the lease).
#[derive(Debug, Default)]
pub(super) struct BotEntries {
    next_id: u64,
    entries: Vec<BotEntry>,
}

#[derive(Debug)]
struct BotEntry {
    id: String,
    job: BotJob,
    holder: Option<(String, Instant)>,
}

impl MemoryStore {
    fn bots(&self) -> MutexGuard<'_, BotEntries> {
        self.bots.lock().unwrap_or_else(|e| e.into_inner())
    }
}

impl BotQueue for MemoryStore {
    async fn enqueue(&self, job: &BotJob) -> Result<String, StoreError> {
        let mut bots = self.bots();
        bots.next_id += 1;
        let id = format!("{}-0", bots.next_id);
        bots.entries.push(BotEntry {
            id: id.clone(),
            job: job.clone(),
            holder: None,
        });
        Ok(id)
    }

    async fn claim(&self, worker: &str, lease: Duration) -> Result<Option<Claimed>, StoreError> {
        let now = Instant::now();
        let mut bots = self.bots();
        let expired = bots.entries.iter().position(|e| {
            e.holder
                .as_ref()
                .is_some_and(|(_, since)| now.duration_since(*since) >= lease)
        });
        let (index, taken_over) = match expired {
            Some(index) => (index, true),
            None => match bots.entries.iter().position(|e| e.holder.is_none()) {
                Some(index) => (index, false),
                None => return Ok(None),
            },
        };
        let entry = &mut bots.entries[index];
        entry.holder = Some((worker.to_owned(), now));
        Ok(Some(Claimed {
            entry: entry.id.clone(),
            job: entry.job.clone(),
            taken_over,
        }))
    }

    async fn renew(&self, entry: &str, worker: &str) -> Result<bool, StoreError> {
        let mut bots = self.bots();
        let Some(found) = bots.entries.iter_mut().find(|e| e.id == entry) else {
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

    async fn finish(&self, entry: &str) -> Result<(), StoreError> {
        self.bots().entries.retain(|e| e.id != entry);
        Ok(())
    }
}
