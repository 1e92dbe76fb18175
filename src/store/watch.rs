//! Watching games, for any ruleset and either store: the per-process fan-out [`Hub`] and the
//! gap-free watch session [`Watch`].
//!
//! How a change reaches a watcher (see also `docs/streaming.md`):
//!
//! 1. The store writes the change, its event and a notification `(game id, version)` in one
//!    atomic step (Redis: the compare-and-set script also `XADD`s to the game's stream and
//!    `PUBLISH`es; memory: the write calls [`Hub::notify`]).
//! 2. Each process has one [`Hub`] per store. Notifications (from its one Redis subscription, or
//!    from in-process writes) only wake the *pump* of a game that has watchers in this process.
//!    The pump reads the events it has not seen from the store's log — one read per game and
//!    change, however many watchers — and offers them to every watcher of the game.
//! 3. Each watcher has a bounded queue. Offering never waits: a watcher whose queue is full is
//!    marked as fallen behind; it then drops its backlog and continues from a fresh snapshot.
//!    So a slow watcher never stalls the others and never holds more than its queue.
//! 4. The watch session ([`Watch`]) keeps the version it has delivered and accepts only the
//!    next one. An event from further ahead (a notification was lost) makes it read the missed
//!    events from the store; if they are no longer kept, it sends a snapshot.
//!
//! Lost notifications are expected (a Redis pub/sub subscriber misses everything published
//! while it is disconnected): after a reconnect the feed calls [`Hub::resync_all`], and every
//! pump also re-reads its game every [`WatchOptions::check_interval`], which is also how an
//! expired game is noticed.

use std::collections::{HashMap, VecDeque};
use std::future::Future;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, Weak};
use std::time::{Duration, Instant};

use tokio::sync::Notify;

use crate::store::{EventsAfter, GameId, GameStore, Resume, StoreError, StoredEvent, StoredGame};

/// How long a watch session keeps retrying a store that is unavailable before it gives up.
const STORE_PATIENCE: Duration = Duration::from_secs(30);

/// The longest pause between two attempts to read an unavailable store.
const MAX_RETRY_DELAY: Duration = Duration::from_secs(2);

/// Tunables of watching.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WatchOptions {
    /// Signals a watcher may have waiting; a watcher with a full queue has fallen behind and
    /// continues from a snapshot instead of the backlog.
    pub buffer: usize,
    /// The keyframe interval of the changes kept per game for resuming watchers: every
    /// `history`-th change also keeps the game before it, and the log starts at the keyframe
    /// before the latest one, so between `history` and `2 × history - 1` changes are kept
    /// (see [`crate::store::is_keyframe`]).
    pub history: usize,
    /// How long a game's kept changes outlive its last change in Redis (the game itself
    /// stays for the idle TTL). A watcher resuming later gets a snapshot; a game at rest then
    /// takes only its own keys.
    pub history_ttl: Duration,
    /// How often a watched game is re-read even without notifications: catches notifications
    /// that were lost and games that expired.
    pub check_interval: Duration,
}

impl Default for WatchOptions {
    fn default() -> Self {
        WatchOptions {
            buffer: 64,
            history: 64,
            history_ttl: Duration::from_secs(300),
            check_interval: Duration::from_secs(10),
        }
    }
}

impl WatchOptions {
    /// The options with every value at least 1 (a zero buffer, history or interval would make
    /// watching impossible or spin).
    #[must_use]
    pub fn sanitized(self) -> WatchOptions {
        WatchOptions {
            buffer: self.buffer.max(1),
            history: self.history.max(1),
            history_ttl: self.history_ttl.max(Duration::from_millis(1)),
            check_interval: self.check_interval.max(Duration::from_millis(10)),
        }
    }
}

/// Where a hub reads the events it fans out: the store's event log.
pub trait EventSource: Send + Sync + 'static {
    /// See [`GameStore::events_after`].
    fn events_after(
        &self,
        id: &GameId,
        after: u64,
    ) -> impl Future<Output = Result<EventsAfter, StoreError>> + Send;
}

/// What a subscription receives.
#[derive(Clone, Debug)]
pub enum Signal {
    /// A change. Events arrive in version order, but one may be missing (a lost
    /// notification): the receiver checks that the version is the next one.
    Event(Arc<StoredEvent>),
    /// The subscription fell behind, or the changes since the last event are no longer kept:
    /// continue from a snapshot.
    Lagged,
    /// The game no longer exists.
    Gone,
}

type Slots = Mutex<HashMap<GameId, Arc<Slot>>>;

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    // Every critical section below leaves the state consistent at each step, so a lock
    // poisoned by a panic elsewhere is still safe to use.
    mutex.lock().unwrap_or_else(|e| e.into_inner())
}

/// One process's watchers of one store, grouped by game, each game with one pump task.
pub struct Hub<Src> {
    shared: Arc<Shared<Src>>,
}

impl<Src> Clone for Hub<Src> {
    fn clone(&self) -> Self {
        Hub {
            shared: Arc::clone(&self.shared),
        }
    }
}

impl<Src> std::fmt::Debug for Hub<Src> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Hub")
            .field("options", &self.shared.options)
            .field("watchers", &self.watchers())
            .finish_non_exhaustive()
    }
}

/// A handle that does not keep the hub alive (for the store's feed task).
pub struct WeakHub<Src> {
    shared: Weak<Shared<Src>>,
}

impl<Src> Clone for WeakHub<Src> {
    fn clone(&self) -> Self {
        WeakHub {
            shared: Weak::clone(&self.shared),
        }
    }
}

impl<Src> WeakHub<Src> {
    /// The hub, if it still exists.
    #[must_use]
    pub fn upgrade(&self) -> Option<Hub<Src>> {
        self.shared.upgrade().map(|shared| Hub { shared })
    }
}

struct Shared<Src> {
    source: Src,
    options: WatchOptions,
    slots: Arc<Slots>,
    next_key: AtomicU64,
}

/// The watchers of one game in this process.
struct Slot {
    state: Mutex<SlotState>,
    wake: Notify,
}

struct SlotState {
    /// The highest version offered to the watchers (or the game's version when the slot was
    /// made): every watcher registered now gets every change after it.
    known: u64,
    /// The highest version a notification announced.
    wanted: u64,
    /// Re-read the game even if no newer version was announced.
    refresh: bool,
    /// The last watcher left; the pump stops.
    closed: bool,
    taps: Vec<Tap>,
}

struct Tap {
    key: u64,
    queue: Arc<Queue>,
    /// The most signals the queue holds.
    cap: usize,
}

/// One watcher's signals waiting to be read. A queue allocates nothing until its first signal
/// and then only what is waiting (a channel would allocate a block of slots and its padded
/// shared state for every watcher, idle or not).
#[derive(Default)]
struct Queue {
    signals: Mutex<VecDeque<Signal>>,
    /// The queue overflowed: its backlog is to be dropped for a snapshot.
    lagged: AtomicBool,
    /// The hub's end of the queue is gone: nothing more will come.
    closed: AtomicBool,
    ready: Notify,
}

impl Tap {
    /// Queues a signal without waiting; a full queue marks the watcher as fallen behind (it
    /// will find the mark when it reads the signals already queued).
    fn offer(&self, signal: Signal) {
        {
            let mut signals = lock(&self.queue.signals);
            if signals.len() >= self.cap {
                self.queue.lagged.store(true, Ordering::Release);
            } else {
                signals.push_back(signal);
            }
        }
        self.queue.ready.notify_one();
    }
}

impl Drop for Tap {
    fn drop(&mut self) {
        self.queue.closed.store(true, Ordering::Release);
        self.queue.ready.notify_one();
    }
}

impl SlotState {
    fn offer(&self, signal: &Signal) {
        for tap in &self.taps {
            tap.offer(signal.clone());
        }
    }

    fn deliver(&mut self, read: EventsAfter) {
        match read {
            EventsAfter::NotFound => self.offer(&Signal::Gone),
            EventsAfter::Complete { events, .. } => {
                for event in events {
                    if event.version > self.known {
                        self.known = event.version;
                        self.offer(&Signal::Event(Arc::new(event)));
                    }
                }
            }
            EventsAfter::Trimmed { current } => {
                if current > self.known {
                    self.known = current;
                    self.offer(&Signal::Lagged);
                }
            }
        }
        self.wanted = self.wanted.max(self.known);
    }
}

impl<Src: EventSource> Hub<Src> {
    /// A hub reading events from `source`.
    pub fn new(source: Src, options: WatchOptions) -> Hub<Src> {
        Hub {
            shared: Arc::new(Shared {
                source,
                options: options.sanitized(),
                slots: Arc::new(Mutex::new(HashMap::new())),
                next_key: AtomicU64::new(0),
            }),
        }
    }

    /// Subscribes to a game; `None` when there is no such game. Must run inside a Tokio
    /// runtime (the first subscription of a game starts its pump).
    ///
    /// # Errors
    /// The store could not be read.
    pub async fn subscribe(&self, id: &GameId) -> Result<Option<Subscription>, StoreError> {
        loop {
            if let Some(subscription) = self.join(id) {
                return Ok(Some(subscription));
            }
            // The first watcher of the game here: the slot starts at the game's version, so
            // that every change after it reaches the watchers.
            let current = match self.shared.source.events_after(id, u64::MAX).await? {
                EventsAfter::NotFound => return Ok(None),
                EventsAfter::Complete { current, .. } | EventsAfter::Trimmed { current } => current,
            };
            let mut slots = lock(&self.shared.slots);
            if slots.contains_key(id) {
                // Another watcher made the slot meanwhile: join that one.
                continue;
            }
            let slot = Arc::new(Slot {
                state: Mutex::new(SlotState {
                    known: current,
                    wanted: current,
                    refresh: false,
                    closed: false,
                    taps: Vec::new(),
                }),
                wake: Notify::new(),
            });
            let subscription = self.register(*id, &slot);
            slots.insert(*id, Arc::clone(&slot));
            drop(slots);
            tokio::spawn(pump(Arc::clone(&self.shared), *id, slot));
            return Ok(Some(subscription));
        }
    }

    /// Joins the slot of a game that already has watchers here.
    fn join(&self, id: &GameId) -> Option<Subscription> {
        let slots = lock(&self.shared.slots);
        let slot = slots.get(id)?;
        Some(self.register(*id, slot))
    }

    fn register(&self, id: GameId, slot: &Arc<Slot>) -> Subscription {
        let queue = Arc::new(Queue::default());
        let key = self.shared.next_key.fetch_add(1, Ordering::Relaxed);
        lock(&slot.state).taps.push(Tap {
            key,
            queue: Arc::clone(&queue),
            cap: self.shared.options.buffer,
        });
        Subscription {
            queue,
            key,
            id,
            slot: Arc::clone(slot),
            slots: Arc::downgrade(&self.shared.slots),
        }
    }
}

impl<Src> Hub<Src> {
    /// The hub's options.
    #[must_use]
    pub fn options(&self) -> WatchOptions {
        self.shared.options
    }

    /// A handle that does not keep the hub alive.
    #[must_use]
    pub fn downgrade(&self) -> WeakHub<Src> {
        WeakHub {
            shared: Arc::downgrade(&self.shared),
        }
    }

    /// The number of subscriptions open.
    #[must_use]
    pub fn watchers(&self) -> usize {
        lock(&self.shared.slots)
            .values()
            .map(|slot| lock(&slot.state).taps.len())
            .sum()
    }

    /// The number of games with subscriptions.
    #[must_use]
    pub fn watched_games(&self) -> usize {
        lock(&self.shared.slots).len()
    }

    /// A change of game `id` reached `version`. Cheap when the game has no watchers here.
    pub fn notify(&self, id: &GameId, version: u64) {
        let slot = lock(&self.shared.slots).get(id).cloned();
        if let Some(slot) = slot {
            {
                let mut state = lock(&slot.state);
                if version <= state.known {
                    return;
                }
                state.wanted = state.wanted.max(version);
            }
            slot.wake.notify_one();
        }
    }

    /// Notifications may have been lost (the feed reconnected): every watched game is re-read.
    pub fn resync_all(&self) {
        let slots: Vec<Arc<Slot>> = lock(&self.shared.slots).values().cloned().collect();
        for slot in slots {
            lock(&slot.state).refresh = true;
            slot.wake.notify_one();
        }
    }
}

/// Reads a game's new events whenever a notification, a resync or the check interval asks
/// for it, and offers them to the game's watchers; stops when the last watcher leaves.
async fn pump<Src: EventSource>(shared: Arc<Shared<Src>>, id: GameId, slot: Arc<Slot>) {
    let mut retry_delay: Option<Duration> = None;
    loop {
        let wait = retry_delay.unwrap_or(shared.options.check_interval);
        let timed_out = tokio::time::timeout(wait, slot.wake.notified())
            .await
            .is_err();
        let after = {
            let mut state = lock(&slot.state);
            if state.closed {
                return;
            }
            let due = timed_out || state.refresh || state.wanted > state.known;
            state.refresh = false;
            if !due {
                continue;
            }
            state.known
        };
        // Boxed: the read's future lives only while it runs, not in every idle pump.
        match Box::pin(shared.source.events_after(&id, after)).await {
            Ok(read) => {
                retry_delay = None;
                lock(&slot.state).deliver(read);
            }
            Err(e) => {
                tracing::debug!(game_id = %id, error = %e, "cannot read a watched game; retrying");
                let next = retry_delay.map_or(Duration::from_millis(50), |d| d * 2);
                retry_delay = Some(next.min(MAX_RETRY_DELAY).min(shared.options.check_interval));
            }
        }
    }
}

/// One watcher's queue of signals for one game. Dropping it unsubscribes.
pub struct Subscription {
    queue: Arc<Queue>,
    key: u64,
    id: GameId,
    slot: Arc<Slot>,
    slots: Weak<Slots>,
}

impl std::fmt::Debug for Subscription {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Subscription")
            .field("game_id", &self.id)
            .finish_non_exhaustive()
    }
}

impl Subscription {
    /// The next signal; [`Signal::Lagged`] (with the backlog dropped) once the queue has
    /// overflowed. `None` when the hub is gone.
    /// Cancel-safe: a signal is taken from the queue only when it is returned.
    pub async fn recv(&mut self) -> Option<Signal> {
        loop {
            if self.take_lag() {
                return Some(Signal::Lagged);
            }
            let next = lock(&self.queue.signals).pop_front();
            if let Some(signal) = next {
                // Fallen behind while it waited: the backlog, this one included, is dropped.
                if self.take_lag() {
                    return Some(Signal::Lagged);
                }
                return Some(signal);
            }
            if self.queue.closed.load(Ordering::Acquire) {
                return None;
            }
            // A signal offered since the queue was found empty left a permit: no wake-up is
            // lost between the check and the wait.
            self.queue.ready.notified().await;
        }
    }

    fn take_lag(&mut self) -> bool {
        if !self.queue.lagged.swap(false, Ordering::AcqRel) {
            return false;
        }
        lock(&self.queue.signals).clear();
        true
    }
}

impl Drop for Subscription {
    fn drop(&mut self) {
        let Some(slots) = self.slots.upgrade() else {
            return;
        };
        let mut slots = lock(&slots);
        let mut state = lock(&self.slot.state);
        state.taps.retain(|tap| tap.key != self.key);
        if state.taps.is_empty() && !state.closed {
            state.closed = true;
            if slots
                .get(&self.id)
                .is_some_and(|slot| Arc::ptr_eq(slot, &self.slot))
            {
                slots.remove(&self.id);
            }
            drop(state);
            self.slot.wake.notify_one();
        }
    }
}

/// What a watch session delivers.
#[derive(Clone, Debug)]
pub enum WatchUpdate {
    /// The whole game; the next event follows its version.
    Snapshot(StoredGame),
    /// The game a resumed watch rebuilds the following events from, not to be shown: its
    /// version is at or before the one resumed from, and the events after it follow — those
    /// up to the version resumed from only to be applied, as the watcher has them.
    Base(StoredGame),
    /// The change to the next version.
    Event(Arc<StoredEvent>),
}

/// Why a watch session ended.
#[derive(Debug, thiserror::Error)]
pub enum WatchError {
    /// No such game, or it expired.
    #[error("no such game")]
    NotFound,
    /// The watcher asked to resume from a version the game has not reached.
    #[error("version {from} is beyond the game's version {current}")]
    Ahead {
        /// The version asked for.
        from: u64,
        /// The game's version.
        current: u64,
    },
    /// The store failed (for [`StoreError::Unavailable`]: for longer than the session waits).
    #[error(transparent)]
    Store(#[from] StoreError),
    /// The store's hub is gone (the server is stopping).
    #[error("the watch hub is closed")]
    Closed,
}

/// One watcher of one game: delivers a snapshot or the missed events first, then every
/// change in version order without gaps or duplicates, falling back to a snapshot when it
/// cannot.
#[derive(Debug)]
pub struct Watch<S> {
    store: S,
    id: GameId,
    subscription: Subscription,
    /// The version of the last update delivered (or queued in `pending`).
    last: u64,
    pending: VecDeque<WatchUpdate>,
}

impl<S: GameStore> Watch<S> {
    /// Starts watching: with `from` (a version the watcher has), a [`WatchUpdate::Base`] at or
    /// before it and the changes after that — or a snapshot when they are no longer kept;
    /// without, a snapshot.
    ///
    /// # Errors
    /// No such game, `from` beyond the game's version, or the store failed.
    pub async fn start(store: S, id: GameId, from: Option<u64>) -> Result<Watch<S>, WatchError> {
        // Subscribe first, read second: nothing written in between can be missed.
        let subscription = store.subscribe(&id).await?.ok_or(WatchError::NotFound)?;
        let mut watch = Watch {
            store,
            id,
            subscription,
            last: 0,
            pending: VecDeque::new(),
        };
        match from {
            None => watch.snapshot().await?,
            Some(from) => match watch.store.resume(&id, from).await? {
                Resume::NotFound => return Err(WatchError::NotFound),
                Resume::Ahead { current } => return Err(WatchError::Ahead { from, current }),
                Resume::Found { base, events } => {
                    watch.last = base.version;
                    watch.pending.push_back(WatchUpdate::Base(base));
                    watch.queue(events);
                }
                Resume::Trimmed { .. } => watch.snapshot().await?,
            },
        }
        Ok(watch)
    }

    /// The game id.
    #[must_use]
    pub fn id(&self) -> &GameId {
        &self.id
    }

    /// The version of the last update handed out or queued.
    #[must_use]
    pub fn last_version(&self) -> u64 {
        self.last
    }

    /// Whether updates are queued (the next [`Watch::next`] returns at once).
    #[must_use]
    pub fn has_pending(&self) -> bool {
        !self.pending.is_empty()
    }

    /// The next update; waits for the next change. Cancel-safe: dropping the future loses
    /// nothing.
    ///
    /// # Errors
    /// The game is gone, the hub closed, or the store stayed unavailable.
    pub async fn next(&mut self) -> Result<WatchUpdate, WatchError> {
        loop {
            if let Some(update) = self.pending.pop_front() {
                return Ok(update);
            }
            if self.pending.capacity() > 0 {
                // A snapshot or catch-up left its room (4 updates of a stored game: 512 B);
                // a watcher then waits with none.
                self.pending = VecDeque::new();
            }
            match self.subscription.recv().await {
                None => return Err(WatchError::Closed),
                Some(Signal::Gone) => return Err(WatchError::NotFound),
                // The store reads are boxed: a watcher waits here for hours, and its task
                // should not carry their futures' space while it does.
                Some(Signal::Lagged) => Box::pin(self.snapshot()).await?,
                Some(Signal::Event(event)) => {
                    if event.version <= self.last {
                        continue;
                    }
                    if Some(event.version) == self.last.checked_add(1) {
                        self.last = event.version;
                        return Ok(WatchUpdate::Event(event));
                    }
                    // Something between was missed: read it from the store.
                    Box::pin(self.catch_up()).await?;
                }
            }
        }
    }

    fn queue(&mut self, events: Vec<StoredEvent>) {
        for event in events {
            if event.version > self.last {
                self.last = event.version;
                self.pending.push_back(WatchUpdate::Event(Arc::new(event)));
            }
        }
    }

    /// Queues the events after the last version, or a snapshot when they are not all kept.
    async fn catch_up(&mut self) -> Result<(), WatchError> {
        let (store, id, after) = (&self.store, self.id, self.last);
        match patiently(|| store.events_after(&id, after)).await? {
            EventsAfter::NotFound => Err(WatchError::NotFound),
            EventsAfter::Complete { events, .. } => {
                self.queue(events);
                Ok(())
            }
            EventsAfter::Trimmed { .. } => self.snapshot().await,
        }
    }

    /// Drops what is queued and queues a snapshot at least as new as the last update handed
    /// out: for a watcher that could not use that update (its event could not be rebuilt).
    ///
    /// # Errors
    /// The game is gone, or the store stayed unavailable.
    pub async fn resnapshot(&mut self) -> Result<(), WatchError> {
        self.pending.clear();
        self.load_snapshot(true).await
    }

    /// Queues a snapshot (unless it is not newer than what was delivered).
    async fn snapshot(&mut self) -> Result<(), WatchError> {
        self.load_snapshot(false).await
    }

    async fn load_snapshot(&mut self, same_version: bool) -> Result<(), WatchError> {
        let (store, id) = (&self.store, self.id);
        let loaded = patiently(|| store.load(&id, None))
            .await?
            .ok_or(WatchError::NotFound)?;
        if loaded.game.version > self.last
            || self.last == 0
            || (same_version && loaded.game.version == self.last)
        {
            self.last = loaded.game.version;
            self.pending.clear();
            self.pending.push_back(WatchUpdate::Snapshot(loaded.game));
        }
        Ok(())
    }
}

/// Runs a store read, retrying with backoff while the store is unavailable, for up to
/// [`STORE_PATIENCE`].
async fn patiently<T, F, Fut>(mut read: F) -> Result<T, WatchError>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, StoreError>>,
{
    let deadline = Instant::now() + STORE_PATIENCE;
    let mut delay = Duration::from_millis(50);
    loop {
        match read().await {
            Ok(value) => return Ok(value),
            Err(StoreError::Unavailable(e)) if Instant::now() + delay < deadline => {
                tracing::debug!(error = %e, "watch: store unavailable; retrying");
                tokio::time::sleep(delay).await;
                delay = (delay * 2).min(MAX_RETRY_DELAY);
            }
            Err(e) => return Err(WatchError::Store(e)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A source whose log is a plain list, with a switch to fail reads.
    #[derive(Clone, Default)]
    struct Log {
        inner: Arc<Mutex<(Vec<StoredEvent>, bool)>>,
    }

    impl Log {
        fn push(&self, version: u64) {
            lock(&self.inner).0.push(StoredEvent {
                version,
                payload: version.to_le_bytes().to_vec(),
                ends_game: false,
            });
        }
    }

    impl EventSource for Log {
        async fn events_after(&self, _id: &GameId, after: u64) -> Result<EventsAfter, StoreError> {
            let inner = lock(&self.inner);
            if inner.1 {
                return Err(StoreError::Unavailable("down".into()));
            }
            let current = inner.0.last().map_or(1, |e| e.version);
            Ok(EventsAfter::from_kept(after, current, inner.0.clone()))
        }
    }

    fn id() -> GameId {
        GameId::random().unwrap()
    }

    async fn next_event(sub: &mut Subscription) -> u64 {
        match tokio::time::timeout(Duration::from_secs(5), sub.recv()).await {
            Ok(Some(Signal::Event(e))) => e.version,
            other => panic!("expected an event, got {other:?}"),
        }
    }

    #[tokio::test]
    async fn notifications_fan_out_once_per_game() {
        let log = Log::default();
        let hub = Hub::new(log.clone(), WatchOptions::default());
        let game = id();
        let mut a = hub.subscribe(&game).await.unwrap().unwrap();
        let mut b = hub.subscribe(&game).await.unwrap().unwrap();
        assert_eq!(hub.watchers(), 2);
        assert_eq!(hub.watched_games(), 1);
        for v in 2..=4 {
            log.push(v);
        }
        hub.notify(&game, 4);
        for v in 2..=4 {
            assert_eq!(next_event(&mut a).await, v);
            assert_eq!(next_event(&mut b).await, v);
        }
        // A notification for a version already delivered does not re-read the log.
        hub.notify(&game, 3);
        drop(a);
        assert_eq!(hub.watchers(), 1);
        drop(b);
        assert_eq!(hub.watchers(), 0);
        assert_eq!(hub.watched_games(), 0);
    }

    #[tokio::test]
    async fn a_full_queue_becomes_one_lagged_signal() {
        let log = Log::default();
        let options = WatchOptions {
            buffer: 4,
            ..WatchOptions::default()
        };
        let hub = Hub::new(log.clone(), options);
        let game = id();
        let mut slow = hub.subscribe(&game).await.unwrap().unwrap();
        let mut fast = hub.subscribe(&game).await.unwrap().unwrap();
        for v in 2..=40 {
            log.push(v);
            hub.notify(&game, v);
            // The fast watcher keeps up; the slow one reads nothing.
            assert_eq!(next_event(&mut fast).await, v);
        }
        match slow.recv().await {
            Some(Signal::Lagged) => {}
            other => panic!("expected Lagged, got {other:?}"),
        }
        // The backlog is gone; the next change arrives normally.
        log.push(41);
        hub.notify(&game, 41);
        assert_eq!(next_event(&mut slow).await, 41);
        assert_eq!(next_event(&mut fast).await, 41);
    }

    #[tokio::test]
    async fn resync_recovers_lost_notifications_and_failed_reads() {
        let log = Log::default();
        let hub = Hub::new(log.clone(), WatchOptions::default());
        let game = id();
        let mut sub = hub.subscribe(&game).await.unwrap().unwrap();
        // Written without a notification (as if the subscription was down).
        log.push(2);
        log.push(3);
        lock(&log.inner).1 = true;
        hub.resync_all();
        tokio::time::sleep(Duration::from_millis(30)).await;
        lock(&log.inner).1 = false;
        assert_eq!(next_event(&mut sub).await, 2);
        assert_eq!(next_event(&mut sub).await, 3);
    }

    #[tokio::test]
    async fn the_check_interval_catches_silent_changes() {
        let log = Log::default();
        let options = WatchOptions {
            check_interval: Duration::from_millis(50),
            ..WatchOptions::default()
        };
        let hub = Hub::new(log.clone(), options);
        let game = id();
        let mut sub = hub.subscribe(&game).await.unwrap().unwrap();
        log.push(2);
        assert_eq!(next_event(&mut sub).await, 2);
    }

    #[tokio::test]
    async fn a_trimmed_log_means_lagged() {
        let log = Log::default();
        let hub = Hub::new(log.clone(), WatchOptions::default());
        let game = id();
        let mut sub = hub.subscribe(&game).await.unwrap().unwrap();
        log.push(5);
        hub.notify(&game, 5);
        match tokio::time::timeout(Duration::from_secs(5), sub.recv()).await {
            Ok(Some(Signal::Lagged)) => {}
            other => panic!("expected Lagged, got {other:?}"),
        }
    }
}
