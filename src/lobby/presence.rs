//! Presence: whether a player is online (an open lobby or player stream, or one within the
//! grace time), for the players' service ([`presence_hook`]), and the service's computer
//! players kept present while this replica runs them. (A stream renews its owner's presence
//! itself: see `streams.rs`.)

use std::sync::Arc;

use super::LobbyBackend;
use super::replica::{Lobby, player_key};
use super::store::LobbyStore;
use crate::session::clock::SharedClock;

/// Whether a player (by id) is online: present in the lobby of `store` (an open WatchLobby
/// or WatchPlayer stream, or one within the grace time). A store that cannot answer says
/// no.
#[must_use]
pub fn presence_hook(store: LobbyBackend, clock: SharedClock) -> crate::players::service::Presence {
    Arc::new(move |player: i64| {
        let store = store.clone();
        let now = clock.now_ms();
        Box::pin(async move {
            store
                .is_present(&player_key(player), now)
                .await
                .unwrap_or(false)
        })
    })
}

impl Lobby {
    /// Keeps the computer players present (online) while this replica runs them.
    pub(super) async fn computers_present(&self, now_ms: u64) {
        let keys: Vec<String> = self
            .inner
            .computers
            .read()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .iter()
            .map(|c| player_key(c.id))
            .collect();
        let until = now_ms.saturating_add(self.inner.limits.grace_ms);
        for key in keys {
            if let Err(error) = self.inner.store.present(&key, until).await {
                tracing::warn!(%error, "cannot mark the computer players present");
                return;
            }
        }
    }
}
