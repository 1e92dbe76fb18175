//! The one Redis subscription of a process: a dedicated pub/sub connection on the channel
//! every write notifies (`<game id> <version>`), feeding the process's watch hub.
//!
//! The connection is re-established with backoff when it drops (Redis restarted, network
//! trouble) or stops answering pings; every reconnect (and the first connect) makes the hub
//! re-read every watched game, since pub/sub does not keep what was published meanwhile.
//!
//! In a Redis Cluster, `PUBLISH` reaches every node of the cluster, so subscribing on any one
//! node receives every notification; the feed uses the seed nodes in turn, from one drawn at
//! random, so that the replicas of a service given the same seed list spread their
//! subscriptions (and the delivery of every notification to them) over the nodes.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use futures_util::StreamExt as _;

use crate::store::GameId;
use crate::store::watch::{EventSource, Hub, WeakHub};

/// The pub/sub channel of change notifications. Spelled with the service's former name on purpose: replicas of two versions share one Redis
/// during a rolling upgrade (README, "former names"); renaming it would split them.
pub const CHANNEL: &str = "hanniball:game-changes";

/// How long connecting and subscribing may take.
pub(super) const CONNECT_TIMEOUT: Duration = Duration::from_secs(2);

/// How often the idle subscription is pinged to find a dead connection.
pub(super) const PING_INTERVAL: Duration = Duration::from_secs(5);

/// Backoff between reconnect attempts.
pub(super) const MIN_BACKOFF: Duration = Duration::from_millis(50);
pub(super) const MAX_BACKOFF: Duration = Duration::from_secs(2);

/// The feed of one store: started by the first subscription, then runs for as long as the
/// hub exists.
pub(super) struct Feed {
    clients: Vec<redis::Client>,
    started: AtomicBool,
}

impl Feed {
    pub(super) fn new(clients: Vec<redis::Client>) -> Arc<Feed> {
        Arc::new(Feed {
            clients,
            started: AtomicBool::new(false),
        })
    }

    /// The servers to subscribe to (any one at a time).
    pub(super) fn clients(&self) -> &[redis::Client] {
        &self.clients
    }

    /// Starts the subscription task unless it runs already. Must run inside a Tokio runtime.
    pub(super) fn start<Src: EventSource>(&self, hub: &Hub<Src>) {
        if self.clients.is_empty() || self.started.swap(true, Ordering::AcqRel) {
            return;
        }
        tokio::spawn(run(self.clients.clone(), hub.downgrade()));
    }
}

/// The notification a write publishes.
pub(super) fn notification(id: &GameId, version: u64) -> String {
    format!("{id} {version}")
}

fn parse_notification(payload: &[u8]) -> Option<(GameId, u64)> {
    let text = std::str::from_utf8(payload).ok()?;
    let (id, version) = text.split_once(' ')?;
    Some((id.parse().ok()?, version.parse().ok()?))
}

async fn run<Src: EventSource>(clients: Vec<redis::Client>, hub: WeakHub<Src>) {
    let mut backoff = MIN_BACKOFF;
    let mut failures = 0u32;
    let first = fastrand::usize(..clients.len().max(1));
    for client in clients.iter().cycle().skip(first) {
        if hub.upgrade().is_none() {
            return;
        }
        match subscribe(client, CHANNEL).await {
            Ok(pubsub) => {
                backoff = MIN_BACKOFF;
                if failures > 0 {
                    tracing::info!("the Redis change subscription is back");
                }
                failures = 0;
                let Some(live) = hub.upgrade() else { return };
                // Whatever was published before this subscription is read from the logs.
                live.resync_all();
                drop(live);
                if !listen(pubsub, &hub).await {
                    return;
                }
                tracing::warn!("lost the Redis change subscription; reconnecting");
            }
            Err(e) => {
                failures = failures.saturating_add(1);
                if failures == 1 {
                    tracing::warn!(error = %e, "cannot subscribe to Redis change notifications; retrying");
                } else {
                    tracing::debug!(error = %e, "cannot subscribe to Redis change notifications");
                }
                tokio::time::sleep(backoff).await;
                backoff = (backoff * 2).min(MAX_BACKOFF);
            }
        }
    }
}

/// A new connection of `client` subscribed to `channel`, within [`CONNECT_TIMEOUT`] (also
/// the session revocations' subscription, `revocations.rs`).
pub(super) async fn subscribe(
    client: &redis::Client,
    channel: &str,
) -> Result<redis::aio::PubSub, String> {
    let attempt = async {
        let mut pubsub = client.get_async_pubsub().await?;
        pubsub.subscribe(channel).await?;
        Ok::<_, redis::RedisError>(pubsub)
    };
    match tokio::time::timeout(CONNECT_TIMEOUT, attempt).await {
        Ok(Ok(pubsub)) => Ok(pubsub),
        Ok(Err(e)) => Err(e.to_string()),
        Err(_) => Err(format!("no answer within {CONNECT_TIMEOUT:?}")),
    }
}

/// Passes notifications to the hub until the connection fails (`true`) or the hub is gone
/// (`false`).
async fn listen<Src: EventSource>(pubsub: redis::aio::PubSub, hub: &WeakHub<Src>) -> bool {
    pinged(pubsub, |payload| {
        let Some(live) = hub.upgrade() else {
            return false;
        };
        if let Some(payload) = payload {
            match parse_notification(payload) {
                Some((id, version)) => live.notify(&id, version),
                None => tracing::debug!("ignoring a malformed change notification"),
            }
        }
        true
    })
    .await
}

/// Passes each message of `pubsub` to `on` (its payload; `None` before each ping, every
/// [`PING_INTERVAL`]) until the connection fails or does not answer a ping within
/// [`CONNECT_TIMEOUT`] (`true`) or `on` answers `false` (`false`).
pub(super) async fn pinged(
    pubsub: redis::aio::PubSub,
    mut on: impl FnMut(Option<&[u8]>) -> bool,
) -> bool {
    let (mut sink, mut messages) = pubsub.split();
    let mut ticker = tokio::time::interval(PING_INTERVAL);
    ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    ticker.tick().await;
    loop {
        tokio::select! {
            message = messages.next() => {
                let Some(message) = message else { return true };
                if !on(Some(message.get_payload_bytes())) {
                    return false;
                }
            }
            _ = ticker.tick() => {
                if !on(None) {
                    return false;
                }
                let ping = sink.ping::<redis::Value>();
                match tokio::time::timeout(CONNECT_TIMEOUT, ping).await {
                    Ok(Ok(_)) => {}
                    Ok(Err(e)) => {
                        tracing::debug!(error = %e, "the Redis subscription failed a ping");
                        return true;
                    }
                    Err(_) => {
                        tracing::debug!("the Redis subscription did not answer a ping");
                        return true;
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notifications_round_trip() {
        let id = GameId::random().unwrap();
        let text = notification(&id, 42);
        assert_eq!(parse_notification(text.as_bytes()), Some((id, 42)));
        assert_eq!(parse_notification(b"nonsense"), None);
        assert_eq!(parse_notification(format!("{id} x").as_bytes()), None);
        assert_eq!(parse_notification(&[0xff, 0x20, 0x31]), None);
    }
}
