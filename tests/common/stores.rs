//! Test-only game stores: a wrapper around a real store that counts the store operations in
//! flight, can slow every load down, and can panic on one chosen game (to prove a panic in a
//! handler is contained). Nothing like it exists in the production code: the server is the
//! production `serve_with`, only the store behind it is instrumented.

use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use arbiter::store::{
    CasOutcome, ChatLimits, ChatLine, ChatPosted, EventsAfter, GameId, GameStore, Loaded,
    StoreError, StoredGame, Subscription, Update,
};

/// The knobs and gauges of a [`Probe`], shared by all its clones.
#[derive(Debug, Default)]
pub struct Knobs {
    /// Every load first sleeps this many milliseconds.
    pub load_delay_ms: AtomicU64,
    /// Loading this game panics.
    pub panic_on: Mutex<Option<String>>,
    in_flight: AtomicUsize,
    max_in_flight: AtomicUsize,
    operations: AtomicU64,
}

impl Knobs {
    /// Store operations running now.
    pub fn in_flight(&self) -> usize {
        self.in_flight.load(Ordering::SeqCst)
    }

    /// The most store operations that ran at once since the last reset.
    pub fn max_in_flight(&self) -> usize {
        self.max_in_flight.load(Ordering::SeqCst)
    }

    /// Store operations started so far.
    pub fn operations(&self) -> u64 {
        self.operations.load(Ordering::SeqCst)
    }

    pub fn reset_max(&self) {
        self.max_in_flight.store(self.in_flight(), Ordering::SeqCst);
    }

    pub fn set_load_delay(&self, delay: Duration) {
        self.load_delay_ms.store(
            u64::try_from(delay.as_millis()).unwrap_or(u64::MAX),
            Ordering::SeqCst,
        );
    }

    pub fn panic_on(&self, game_id: Option<&str>) {
        *self.panic_on.lock().unwrap() = game_id.map(str::to_owned);
    }
}

/// Counts an operation in flight until dropped (also when the operation is cancelled).
struct InFlight<'a>(&'a Knobs);

impl<'a> InFlight<'a> {
    fn enter(knobs: &'a Knobs) -> Self {
        knobs.operations.fetch_add(1, Ordering::SeqCst);
        let now = knobs.in_flight.fetch_add(1, Ordering::SeqCst) + 1;
        knobs.max_in_flight.fetch_max(now, Ordering::SeqCst);
        InFlight(knobs)
    }
}

impl Drop for InFlight<'_> {
    fn drop(&mut self) {
        self.0.in_flight.fetch_sub(1, Ordering::SeqCst);
    }
}

/// A store wrapper; see the module documentation.
#[derive(Clone, Debug)]
pub struct Probe<S> {
    inner: S,
    pub knobs: Arc<Knobs>,
}

impl<S> Probe<S> {
    pub fn new(inner: S) -> Self {
        Probe {
            inner,
            knobs: Arc::new(Knobs::default()),
        }
    }
}

impl<S: GameStore> GameStore for Probe<S> {
    async fn create(&self, id: &GameId, game: &StoredGame) -> Result<bool, StoreError> {
        let _in_flight = InFlight::enter(&self.knobs);
        self.inner.create(id, game).await
    }

    async fn load(
        &self,
        id: &GameId,
        request_id: Option<&str>,
    ) -> Result<Option<Loaded>, StoreError> {
        let _in_flight = InFlight::enter(&self.knobs);
        let panic_here = self.knobs.panic_on.lock().unwrap().as_deref() == Some(&id.to_string());
        if panic_here {
            panic!("the test store panics on game {id}");
        }
        let delay = self.knobs.load_delay_ms.load(Ordering::SeqCst);
        if delay > 0 {
            tokio::time::sleep(Duration::from_millis(delay)).await;
        }
        self.inner.load(id, request_id).await
    }

    async fn compare_and_set(
        &self,
        id: &GameId,
        update: Update<'_>,
    ) -> Result<CasOutcome, StoreError> {
        let _in_flight = InFlight::enter(&self.knobs);
        self.inner.compare_and_set(id, update).await
    }

    async fn ping(&self) -> Result<(), StoreError> {
        // The health monitor's pings are not counted: they are not calls.
        self.inner.ping().await
    }

    async fn events_after(&self, id: &GameId, after: u64) -> Result<EventsAfter, StoreError> {
        let _in_flight = InFlight::enter(&self.knobs);
        self.inner.events_after(id, after).await
    }

    async fn resume(&self, id: &GameId, after: u64) -> Result<arbiter::store::Resume, StoreError> {
        let _in_flight = InFlight::enter(&self.knobs);
        self.inner.resume(id, after).await
    }

    async fn subscribe(&self, id: &GameId) -> Result<Option<Subscription>, StoreError> {
        let _in_flight = InFlight::enter(&self.knobs);
        self.inner.subscribe(id).await
    }

    fn watchers(&self) -> usize {
        self.inner.watchers()
    }

    async fn due(
        &self,
        kind: &str,
        now_ms: u64,
        limit: usize,
    ) -> Result<Vec<(GameId, u64)>, StoreError> {
        self.inner.due(kind, now_ms, limit).await
    }

    async fn reindex(
        &self,
        kind: &str,
        id: &GameId,
        seen_ms: u64,
        deadline_ms: Option<u64>,
    ) -> Result<(), StoreError> {
        self.inner.reindex(kind, id, seen_ms, deadline_ms).await
    }

    async fn see_seat(&self, id: &GameId, seat: usize, now_ms: u64) -> Result<(), StoreError> {
        self.inner.see_seat(id, seat, now_ms).await
    }

    async fn seats_seen(&self, id: &GameId) -> Result<Option<Vec<u64>>, StoreError> {
        self.inner.seats_seen(id).await
    }

    async fn spectators(&self, id: &GameId, mine: Option<u32>) -> Result<u32, StoreError> {
        self.inner.spectators(id, mine).await
    }

    async fn post_chat(
        &self,
        id: &GameId,
        line: ChatLine,
        limits: ChatLimits,
    ) -> Result<ChatPosted, StoreError> {
        self.inner.post_chat(id, line, limits).await
    }

    async fn chat_after(&self, id: &GameId, after: usize) -> Result<Vec<ChatLine>, StoreError> {
        self.inner.chat_after(id, after).await
    }
}
