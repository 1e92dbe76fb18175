//! Session revocations between the replicas over one Redis: a replica that revokes sessions
//! (sign-out, a password change) `PUBLISH`es a message on [`REVOCATIONS_CHANNEL`]; every
//! replica subscribes (one dedicated pub/sub connection, re-established with backoff like the
//! change feed's) and passes each message to its accounts, which forget the sessions they had
//! checked (see `crate::players::accounts`). The messages are opaque here.
//!
//! Pub/sub keeps nothing for a subscriber that is away: on every (re)subscription the
//! listener is told so (`None`), and the accounts forget every session they had checked.

use std::sync::Arc;

use redis::aio::ConnectionLike;

use super::feed::{MAX_BACKOFF, MIN_BACKOFF, pinged, subscribe};
use super::{RedisStore, timed};
use crate::store::StoreError;

/// The pub/sub channel of session revocations.
pub const REVOCATIONS_CHANNEL: &str = "arbiter:session-revocations";

/// What a listener does with a message (`None`: the subscription was (re)made, anything may
/// have been missed); `false` ends the listener.
pub type OnRevocation = Arc<dyn Fn(Option<&[u8]>) -> bool + Send + Sync>;

/// The revocation channel of one Redis (see the module documentation).
#[derive(Clone)]
pub struct RedisRevocations<C> {
    conn: C,
    clients: Vec<redis::Client>,
}

impl<C> std::fmt::Debug for RedisRevocations<C> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RedisRevocations").finish_non_exhaustive()
    }
}

impl<C: ConnectionLike + Clone + Send + Sync + 'static> RedisStore<C> {
    /// The session revocation channel in this store's Redis.
    #[must_use]
    pub fn revocations(&self) -> RedisRevocations<C> {
        RedisRevocations {
            conn: self.connection().clone(),
            clients: self.feed.clients().to_vec(),
        }
    }
}

impl<C: ConnectionLike + Clone + Send + Sync + 'static> RedisRevocations<C> {
    /// Publishes `message` to every replica's listener.
    ///
    /// # Errors
    /// Redis is unavailable.
    pub async fn publish(&self, message: &str) -> Result<(), StoreError> {
        let mut conn = self.conn.clone();
        timed(
            redis::cmd("PUBLISH")
                .arg(REVOCATIONS_CHANNEL)
                .arg(message)
                .query_async::<i64>(&mut conn),
        )
        .await
        .map(|_| ())
    }

    /// Passes every message published to `on` until it returns `false`, reconnecting when
    /// the subscription is lost. Must be called inside a Tokio runtime.
    pub fn listen(&self, on: OnRevocation) -> tokio::task::JoinHandle<()> {
        let clients = self.clients.clone();
        tokio::spawn(async move {
            if clients.is_empty() {
                return;
            }
            let mut backoff = MIN_BACKOFF;
            let first = fastrand::usize(..clients.len());
            for client in clients.iter().cycle().skip(first) {
                match subscribe(client, REVOCATIONS_CHANNEL).await {
                    Ok(pubsub) => {
                        backoff = MIN_BACKOFF;
                        if !on(None) || !listen(pubsub, &on).await {
                            return;
                        }
                        tracing::warn!("lost the Redis revocation subscription; reconnecting");
                    }
                    Err(e) => {
                        tracing::debug!(error = %e, "cannot subscribe to session revocations");
                        tokio::time::sleep(backoff).await;
                        backoff = (backoff * 2).min(MAX_BACKOFF);
                    }
                }
            }
        })
    }
}

/// Passes messages to `on` until the connection fails (`true`) or `on` is done (`false`); a
/// ping is passed as an empty message.
async fn listen(pubsub: redis::aio::PubSub, on: &OnRevocation) -> bool {
    pinged(pubsub, |payload| on(Some(payload.unwrap_or(b"")))).await
}
