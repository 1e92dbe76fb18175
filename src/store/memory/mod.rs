//! The embedded store: games in a map in this process, forgotten after the idle TTL. Each
//! game keeps its last changes for watchers; writes notify this process's watch hub directly.

use std::collections::{BTreeSet, HashMap, VecDeque};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use super::{
    CasOutcome, ChatLimits, ChatLine, ChatPosted, DEFAULT_GAME_TTL, EventsAfter, GameId, GameStore,
    KeptEvent, Loaded, Resume, RetryLog, StoreError, StoredEvent, StoredGame, Subscription, Update,
    WatchOptions, is_keyframe, keep_from,
};
use crate::store::watch::{EventSource, Hub};

mod bots;
use self::bots::BotEntries;

/// How often, at most, a write sweeps expired games out of the map.
const SWEEP_INTERVAL: Duration = Duration::from_secs(60);

/// Games kept in this process's memory. Cloning gives another handle to the same games.
///
/// Games that are not written for the TTL expire, as in Redis; expired games are dropped
/// when touched and by a sweep at most once a minute during writes.
#[derive(Clone, Debug)]
pub struct MemoryStore {
    inner: Arc<Mutex<Inner>>,
    ttl: Duration,
    hub: Hub<MemoryEvents>,
    bots: Arc<Mutex<BotEntries>>,
}

/// The event logs of the games, as the watch hub reads them.
#[derive(Debug)]
struct MemoryEvents {
    inner: Arc<Mutex<Inner>>,
}

fn lock(inner: &Mutex<Inner>) -> MutexGuard<'_, Inner> {
    // A panic while holding the lock cannot leave the map half-written (every update is
    // a single insert or field assignment), so a poisoned lock is still usable.
    inner.lock().unwrap_or_else(|e| e.into_inner())
}

#[derive(Debug)]
struct Inner {
    games: HashMap<GameId, Entry>,
    last_sweep: Instant,
    /// Per ruleset, every running deadline: (deadline in ms, game).
    deadlines: HashMap<String, BTreeSet<(u64, GameId)>>,
    /// This process's count of each watched game's spectators (the only process there is).
    spectators: HashMap<GameId, u32>,
}

#[derive(Debug)]
struct Entry {
    game: StoredGame,
    requests: RetryLog,
    /// The last changes, oldest first, from the keyframe before the latest one (see
    /// [`is_keyframe`]), as in Redis.
    events: VecDeque<KeptEvent>,
    expires_at: Instant,
    /// When each seat was last seen (ms), by seat index.
    seen: Vec<u64>,
    /// The quick chat, oldest first.
    chat: Vec<ChatLine>,
}

impl Default for MemoryStore {
    fn default() -> Self {
        MemoryStore::new(DEFAULT_GAME_TTL)
    }
}

impl MemoryStore {
    /// An empty store whose games expire after `ttl` without a write.
    #[must_use]
    pub fn new(ttl: Duration) -> MemoryStore {
        MemoryStore::with_watch_options(ttl, WatchOptions::default())
    }

    /// An empty store with the given watch tunables.
    #[must_use]
    pub fn with_watch_options(ttl: Duration, watch: WatchOptions) -> MemoryStore {
        let inner = Arc::new(Mutex::new(Inner {
            games: HashMap::new(),
            last_sweep: Instant::now(),
            deadlines: HashMap::new(),
            spectators: HashMap::new(),
        }));
        let events = MemoryEvents {
            inner: Arc::clone(&inner),
        };
        MemoryStore {
            inner,
            ttl,
            hub: Hub::new(events, watch),
            bots: Arc::default(),
        }
    }

    /// The number of live games.
    #[must_use]
    pub fn len(&self) -> usize {
        let now = Instant::now();
        self.lock()
            .games
            .values()
            .filter(|e| e.expires_at > now)
            .count()
    }

    /// Whether no game is stored.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    fn lock(&self) -> MutexGuard<'_, Inner> {
        lock(&self.inner)
    }

    fn deadline(&self, now: Instant, game_deadline_ms: Option<u64>) -> Instant {
        now.checked_add(super::keep_for(self.ttl, game_deadline_ms))
            .unwrap_or_else(|| now + Duration::from_secs(100 * 365 * 24 * 3600))
    }
}

impl Inner {
    /// The live entry of `id`, dropping it if it expired.
    fn live(&mut self, id: &GameId, now: Instant) -> Option<&mut Entry> {
        if self.games.get(id).is_some_and(|e| e.expires_at <= now) {
            self.games.remove(id);
        }
        self.games.get_mut(id)
    }

    /// Moves the index entry of `id` from `old` to `new`.
    fn index(&mut self, kind: &str, id: &GameId, old: Option<u64>, new: Option<u64>) {
        if old == new {
            return;
        }
        let set = self.deadlines.entry(kind.to_owned()).or_default();
        if let Some(old) = old {
            set.remove(&(old, *id));
        }
        if let Some(new) = new {
            set.insert((new, *id));
        }
    }

    fn sweep(&mut self, now: Instant) {
        if now.duration_since(self.last_sweep) >= SWEEP_INTERVAL {
            self.games.retain(|_, e| e.expires_at > now);
            self.last_sweep = now;
        }
    }
}

impl GameStore for MemoryStore {
    async fn create(&self, id: &GameId, game: &StoredGame) -> Result<bool, StoreError> {
        let now = Instant::now();
        let expires_at = self.deadline(now, game.deadline_ms);
        let mut inner = self.lock();
        inner.sweep(now);
        if inner.live(id, now).is_some() {
            return Ok(false);
        }
        inner.index(&game.kind, id, None, game.deadline_ms);
        inner.games.insert(
            *id,
            Entry {
                game: game.clone(),
                requests: RetryLog::default(),
                events: VecDeque::new(),
                expires_at,
                seen: Vec::new(),
                chat: Vec::new(),
            },
        );
        Ok(true)
    }

    async fn load(
        &self,
        id: &GameId,
        request_id: Option<&str>,
    ) -> Result<Option<Loaded>, StoreError> {
        let now = Instant::now();
        let mut inner = self.lock();
        Ok(inner.live(id, now).map(|entry| Loaded {
            game: entry.game.clone(),
            replay: request_id.and_then(|r| entry.requests.find(&super::request_tag(r)).cloned()),
            retry_floor: if request_id.is_some() {
                entry.requests.floor
            } else {
                0
            },
        }))
    }

    async fn compare_and_set(
        &self,
        id: &GameId,
        update: Update<'_>,
    ) -> Result<CasOutcome, StoreError> {
        let now = Instant::now();
        let expires_at = self.deadline(now, update.deadline_ms);
        let mut inner = self.lock();
        inner.sweep(now);
        let Some(entry) = inner.live(id, now) else {
            return Ok(CasOutcome::NotFound);
        };
        if let Some(record) = update.request
            && let Some(previous) = entry.requests.find(&record.request)
        {
            return Ok(CasOutcome::Replayed(previous.clone()));
        }
        if entry.game.version != update.expected_version
            || update
                .expected_state
                .is_some_and(|state| state != entry.game.state.as_slice())
            || update
                .expected_session
                .is_some_and(|session| session != entry.game.session.as_slice())
        {
            return Ok(CasOutcome::Conflict {
                current: entry.game.version,
            });
        }
        let history = u64::try_from(self.hub.options().history).unwrap_or(u64::MAX);
        let base = entry
            .game
            .version
            .checked_add(1)
            .is_some_and(|next| is_keyframe(next, history))
            .then(|| entry.game.clone());
        entry.game.version = entry
            .game
            .version
            .checked_add(1)
            .ok_or_else(|| StoreError::Corrupt("version overflow".into()))?;
        entry.game.state = update.state.to_vec();
        entry.game.session = update.session.to_vec();
        entry.expires_at = expires_at;
        if let Some(seats) = update.seats {
            entry.game.seats = seats.to_vec();
        }
        let old_deadline = std::mem::replace(&mut entry.game.deadline_ms, update.deadline_ms);
        if let Some(record) = update.request {
            entry.requests.push(super::RetryRecord {
                version: entry.game.version,
                ..record.clone()
            });
        }
        let version = entry.game.version;
        let history = u64::try_from(self.hub.options().history).unwrap_or(u64::MAX);
        entry.events.push_back(KeptEvent {
            event: StoredEvent {
                version,
                payload: update.event.to_vec(),
                ends_game: update.ends_game,
            },
            base,
        });
        if is_keyframe(version, history) {
            let first = keep_from(version, history);
            while entry
                .events
                .front()
                .is_some_and(|k| k.event.version < first)
            {
                entry.events.pop_front();
            }
        }
        inner.index(update.kind, id, old_deadline, update.deadline_ms);
        drop(inner);
        self.hub.notify(id, version);
        Ok(CasOutcome::Written { version })
    }

    async fn ping(&self) -> Result<(), StoreError> {
        Ok(())
    }

    async fn events_after(&self, id: &GameId, after: u64) -> Result<EventsAfter, StoreError> {
        Ok(read_events(&self.inner, id, after))
    }

    async fn resume(&self, id: &GameId, after: u64) -> Result<Resume, StoreError> {
        let now = Instant::now();
        let mut inner = self.lock();
        Ok(match inner.live(id, now) {
            None => Resume::NotFound,
            Some(entry) => {
                let kept = if entry.game.version > after {
                    entry.events.iter().cloned().collect()
                } else {
                    Vec::new()
                };
                Resume::from_kept(after, entry.game.clone(), kept)
            }
        })
    }

    async fn subscribe(&self, id: &GameId) -> Result<Option<Subscription>, StoreError> {
        self.hub.subscribe(id).await
    }

    fn watchers(&self) -> usize {
        self.hub.watchers()
    }

    async fn enqueue_bot(&self, job: &super::BotJob) -> Result<Option<String>, StoreError> {
        super::BotQueue::enqueue(self, job).await.map(Some)
    }

    async fn bot_move_due(&self, game_id: &str, version: u64) -> Result<(), StoreError> {
        super::BotQueue::move_due(self, game_id, version)
            .await
            .map(|_| ())
    }

    async fn due(
        &self,
        kind: &str,
        now_ms: u64,
        limit: usize,
    ) -> Result<Vec<(GameId, u64)>, StoreError> {
        let inner = self.lock();
        Ok(inner.deadlines.get(kind).map_or_else(Vec::new, |set| {
            set.iter()
                .take_while(|(at, _)| *at <= now_ms)
                .take(limit)
                .map(|(at, id)| (*id, *at))
                .collect()
        }))
    }

    async fn reindex(
        &self,
        kind: &str,
        id: &GameId,
        seen_ms: u64,
        deadline_ms: Option<u64>,
    ) -> Result<(), StoreError> {
        let mut inner = self.lock();
        if inner
            .deadlines
            .get(kind)
            .is_some_and(|set| set.contains(&(seen_ms, *id)))
        {
            inner.index(kind, id, Some(seen_ms), deadline_ms);
        }
        Ok(())
    }

    async fn see_seat(&self, id: &GameId, seat: usize, now_ms: u64) -> Result<(), StoreError> {
        let mut inner = self.lock();
        if seat < 64
            && let Some(entry) = inner.live(id, Instant::now())
        {
            if entry.seen.len() <= seat {
                entry.seen.resize(seat + 1, 0);
            }
            if let Some(slot) = entry.seen.get_mut(seat) {
                *slot = now_ms;
            }
        }
        Ok(())
    }

    async fn seats_seen(&self, id: &GameId) -> Result<Option<Vec<u64>>, StoreError> {
        let mut inner = self.lock();
        Ok(Some(
            inner
                .live(id, Instant::now())
                .map(|entry| entry.seen.clone())
                .unwrap_or_default(),
        ))
    }

    async fn spectators(&self, id: &GameId, mine: Option<u32>) -> Result<u32, StoreError> {
        let mut inner = self.lock();
        match mine {
            Some(0) => {
                inner.spectators.remove(id);
            }
            Some(count) => {
                inner.spectators.insert(*id, count);
            }
            None => {}
        }
        Ok(inner.spectators.get(id).copied().unwrap_or(0))
    }

    async fn post_chat(
        &self,
        id: &GameId,
        line: ChatLine,
        limits: ChatLimits,
    ) -> Result<ChatPosted, StoreError> {
        let mut inner = self.lock();
        let Some(entry) = inner.live(id, Instant::now()) else {
            return Ok(ChatPosted::Full);
        };
        Ok(
            super::chat_rules(&entry.chat, line, limits).unwrap_or_else(|| {
                entry.chat.push(line);
                ChatPosted::Posted(u32::try_from(entry.chat.len()).unwrap_or(u32::MAX))
            }),
        )
    }

    async fn chat_after(&self, id: &GameId, after: usize) -> Result<Vec<ChatLine>, StoreError> {
        let mut inner = self.lock();
        Ok(inner
            .live(id, Instant::now())
            .map(|entry| entry.chat.get(after..).unwrap_or_default().to_vec())
            .unwrap_or_default())
    }
}

fn read_events(inner: &Mutex<Inner>, id: &GameId, after: u64) -> EventsAfter {
    let now = Instant::now();
    let mut inner = lock(inner);
    match inner.live(id, now) {
        None => EventsAfter::NotFound,
        Some(entry) => {
            let current = entry.game.version;
            let kept = if current > after {
                entry
                    .events
                    .iter()
                    .filter(|k| k.event.version > after)
                    .map(|k| k.event.clone())
                    .collect()
            } else {
                Vec::new()
            };
            EventsAfter::from_kept(after, current, kept)
        }
    }
}

impl EventSource for MemoryEvents {
    async fn events_after(&self, id: &GameId, after: u64) -> Result<EventsAfter, StoreError> {
        Ok(read_events(&self.inner, id, after))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::SeatHash;

    fn game() -> StoredGame {
        StoredGame {
            kind: "test".into(),
            version: 1,
            state: b"state-1".to_vec(),
            seats: vec![SeatHash([1; 16]), SeatHash([2; 16])],
            session: Vec::new(),
            deadline_ms: None,
        }
    }

    #[tokio::test]
    async fn expired_games_are_gone() {
        let store = MemoryStore::new(Duration::from_millis(50));
        let id = GameId::random().unwrap();
        assert!(store.create(&id, &game()).await.unwrap());
        assert!(store.load(&id, None).await.unwrap().is_some());
        tokio::time::sleep(Duration::from_millis(80)).await;
        assert!(store.load(&id, None).await.unwrap().is_none());
        assert!(store.is_empty());
        let update = Update {
            expected_version: 1,
            expected_state: None,
            state: b"x",
            session: b"",
            expected_session: None,
            request: None,
            event: b"",
            ends_game: false,
            kind: "test",
            seats: None,
            deadline_ms: None,
            ending: None,
        };
        assert_eq!(
            store.compare_and_set(&id, update).await.unwrap(),
            CasOutcome::NotFound
        );
    }

    /// A game whose deadline is later than its idle time (a correspondence game waiting days
    /// for a move) is kept until its deadline, and the idle time after.
    #[tokio::test]
    async fn a_game_is_kept_until_its_deadline() {
        let store = MemoryStore::new(Duration::from_millis(50));
        let id = GameId::random().unwrap();
        let in_a_minute = u64::try_from(
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .unwrap()
                .as_millis(),
        )
        .unwrap()
            + 60_000;
        let waiting = StoredGame {
            deadline_ms: Some(in_a_minute),
            ..game()
        };
        assert!(store.create(&id, &waiting).await.unwrap());
        tokio::time::sleep(Duration::from_millis(80)).await;
        assert!(store.load(&id, None).await.unwrap().is_some());
        let kept = crate::store::keep_for(Duration::from_secs(7), Some(in_a_minute));
        assert!(
            kept > Duration::from_secs(60) && kept <= Duration::from_secs(67),
            "{kept:?}"
        );
        assert_eq!(
            crate::store::keep_for(Duration::from_secs(7), None),
            Duration::from_secs(7)
        );
        assert_eq!(
            crate::store::keep_for(Duration::from_secs(7), Some(1)),
            Duration::from_secs(7)
        );
    }
}
