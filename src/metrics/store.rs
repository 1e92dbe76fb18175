//! The store metrics (`arbiter_store_operation_seconds`): a [`GameStore`] wrapper.

use std::future::Future;
use std::time::Instant;

use crate::store::{
    CasOutcome, ChatLimits, ChatLine, ChatPosted, EventsAfter, GameId, GameStore, Loaded,
    StoreError, StoredGame, Subscription, Update,
};

use super::Metrics;

/// A [`GameStore`] that records the latency and result of every operation of `S`
/// (`arbiter_store_operation_seconds{operation, result}`).
///
/// Results: `ok`; `exists` (create: the id is taken), `not_found` (load, compare_and_set),
/// `conflict` and `replayed` (compare_and_set); `unavailable`, `corrupt`, `error` (failures).
#[derive(Clone, Debug)]
pub struct MeteredStore<S> {
    inner: S,
    metrics: Metrics,
}

impl<S> MeteredStore<S> {
    /// Wraps `inner`, recording into `metrics`.
    pub fn new(inner: S, metrics: Metrics) -> Self {
        MeteredStore { inner, metrics }
    }

    /// The wrapped store.
    pub fn inner(&self) -> &S {
        &self.inner
    }
}

fn failure(error: &StoreError) -> &'static str {
    match error {
        StoreError::Unavailable(_) => "unavailable",
        StoreError::Corrupt(_) => "corrupt",
        StoreError::Backend(_) => "error",
    }
}

impl<S: GameStore> MeteredStore<S> {
    async fn timed<T>(
        &self,
        operation: &str,
        call: impl Future<Output = Result<T, StoreError>>,
        result: impl FnOnce(&T) -> &'static str,
    ) -> Result<T, StoreError> {
        let started = Instant::now();
        let outcome = call.await;
        let label = match &outcome {
            Ok(value) => result(value),
            Err(e) => failure(e),
        };
        self.metrics
            .store_operation(operation, label, started.elapsed());
        outcome
    }
}

impl<S: GameStore> GameStore for MeteredStore<S> {
    async fn create(&self, id: &GameId, game: &StoredGame) -> Result<bool, StoreError> {
        self.timed("create", self.inner.create(id, game), |created| {
            if *created { "ok" } else { "exists" }
        })
        .await
    }

    async fn load(
        &self,
        id: &GameId,
        request_id: Option<&str>,
    ) -> Result<Option<Loaded>, StoreError> {
        self.timed("load", self.inner.load(id, request_id), |loaded| {
            if loaded.is_some() { "ok" } else { "not_found" }
        })
        .await
    }

    async fn compare_and_set(
        &self,
        id: &GameId,
        update: Update<'_>,
    ) -> Result<CasOutcome, StoreError> {
        self.timed(
            "compare_and_set",
            self.inner.compare_and_set(id, update),
            |outcome| match outcome {
                CasOutcome::Written { .. } => "ok",
                CasOutcome::Conflict { .. } => "conflict",
                CasOutcome::Replayed(_) => "replayed",
                CasOutcome::NotFound => "not_found",
            },
        )
        .await
    }

    async fn ping(&self) -> Result<(), StoreError> {
        self.timed("ping", self.inner.ping(), |()| "ok").await
    }

    async fn events_after(&self, id: &GameId, after: u64) -> Result<EventsAfter, StoreError> {
        self.timed("events_after", self.inner.events_after(id, after), |_| "ok")
            .await
    }

    async fn resume(&self, id: &GameId, after: u64) -> Result<crate::store::Resume, StoreError> {
        self.timed("resume", self.inner.resume(id, after), |_| "ok")
            .await
    }

    async fn subscribe(&self, id: &GameId) -> Result<Option<Subscription>, StoreError> {
        self.timed("subscribe", self.inner.subscribe(id), |subscription| {
            if subscription.is_some() {
                "ok"
            } else {
                "not_found"
            }
        })
        .await
    }

    fn watchers(&self) -> usize {
        self.inner.watchers()
    }

    async fn enqueue_bot(&self, job: &crate::store::BotJob) -> Result<Option<String>, StoreError> {
        self.inner.enqueue_bot(job).await
    }

    async fn bot_move_due(&self, game_id: &str, version: u64) -> Result<(), StoreError> {
        self.inner.bot_move_due(game_id, version).await
    }

    async fn due(
        &self,
        kind: &str,
        now_ms: u64,
        limit: usize,
    ) -> Result<Vec<(GameId, u64)>, StoreError> {
        self.timed("due", self.inner.due(kind, now_ms, limit), |_| "ok")
            .await
    }

    async fn reindex(
        &self,
        kind: &str,
        id: &GameId,
        seen_ms: u64,
        deadline_ms: Option<u64>,
    ) -> Result<(), StoreError> {
        self.timed(
            "reindex",
            self.inner.reindex(kind, id, seen_ms, deadline_ms),
            |()| "ok",
        )
        .await
    }

    async fn see_seat(&self, id: &GameId, seat: usize, now_ms: u64) -> Result<(), StoreError> {
        self.timed("see_seat", self.inner.see_seat(id, seat, now_ms), |()| "ok")
            .await
    }

    async fn seats_seen(&self, id: &GameId) -> Result<Option<Vec<u64>>, StoreError> {
        self.timed("seats_seen", self.inner.seats_seen(id), |_| "ok")
            .await
    }

    async fn spectators(&self, id: &GameId, mine: Option<u32>) -> Result<u32, StoreError> {
        self.timed("spectators", self.inner.spectators(id, mine), |_| "ok")
            .await
    }

    async fn post_chat(
        &self,
        id: &GameId,
        line: ChatLine,
        limits: ChatLimits,
    ) -> Result<ChatPosted, StoreError> {
        self.timed(
            "post_chat",
            self.inner.post_chat(id, line, limits),
            |_| "ok",
        )
        .await
    }

    async fn chat_after(&self, id: &GameId, after: usize) -> Result<Vec<ChatLine>, StoreError> {
        self.timed("chat_after", self.inner.chat_after(id, after), |_| "ok")
            .await
    }
}
