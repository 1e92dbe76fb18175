//! Who watches a game, and its quick chat: neither is part of the game, so neither has a
//! version (a move pinned to a version never conflicts with someone starting to watch).
//!
//! Every `WatchGame` stream of this replica joins its game's *room* with a [`Listener`]:
//! a stream holding no seat counts as a spectator, a seat's stream only listens. One task
//! per room (per game watched here) writes this replica's count to the store
//! ([`GameStore::spectators`]: fresh for [`SPECTATORS_FRESH`], so a killed replica's count
//! leaves by itself), reads the sum of every replica's counts and the chat's new lines, and
//! hands them to the room's listeners; it runs every [`ROOM_TICK`], and at once when a
//! listener joins or leaves or a seat of this replica sends a message; a room none of whose
//! streams asked for the audience only writes its count (when it changes, and every
//! [`REFRESH`]) and reads nothing. The last listener
//! leaving ends the task, which first takes this replica's count back to 0.
//!
//! Quick chat ([`Games::chat`]): a seat sends one of the presets, kept by the store beside the
//! game within [`CHAT_LIMITS`]. See `docs/streaming.md`, "Spectators and quick chat".

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use tokio::sync::{Notify, watch};

use super::Games;
use super::decode::{decode_session, not_found};
use super::seats::bound_seat;
use crate::ruleset::Ruleset;
use crate::session::auth::SeatToken;
use crate::session::error::ServiceError;
use crate::session::play::SeatPlayer;
use crate::store::{ChatLimits, ChatLine, ChatPosted, GameId, GameStore, SPECTATORS_FRESH};

/// How often a room's task reads the count and the chat of other replicas.
pub const ROOM_TICK: Duration = Duration::from_secs(1);

/// How often, at most, a replica writes an unchanged count again (well within
/// [`SPECTATORS_FRESH`]).
const REFRESH: Duration = Duration::from_secs(5);

/// The quick chat's limits: one message per seat every 3 s, 60 per game.
pub const CHAT_LIMITS: ChatLimits = ChatLimits {
    min_gap_ms: 3_000,
    per_game: 60,
};

/// The highest preset number (the games' `QuickChat`: 1 hello, 2 good luck, 3 good game,
/// 4 thanks, 5 well played).
pub const MAX_PRESET: i32 = 5;

/// What a room shows its listeners.
#[derive(Clone, Debug, Default)]
struct Shown {
    /// Read from the store at least once.
    loaded: bool,
    spectators: u32,
    chat: Arc<Vec<ChatLine>>,
}

/// One update of a watch stream's audience: the count, and the chat since the last one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AudienceUpdate {
    /// Spectators on every replica.
    pub spectators: u32,
    /// The new lines, each with its number in the game's chat (1 for the first).
    pub chat: Vec<(u32, ChatLine)>,
}

/// This replica's rooms, by game.
#[derive(Debug, Default)]
pub(super) struct Rooms {
    rooms: HashMap<GameId, Room>,
}

#[derive(Debug)]
struct Room {
    spectators: u32,
    listeners: u32,
    /// Listeners whose stream asked for the audience: without any, the room only writes its
    /// count and reads nothing.
    wanting: u32,
    shown: watch::Receiver<Shown>,
    wake: Arc<Notify>,
}

fn lock(rooms: &Mutex<Rooms>) -> MutexGuard<'_, Rooms> {
    // Every update under the lock is a counter or a single insert or remove.
    rooms.lock().unwrap_or_else(|e| e.into_inner())
}

/// A watch stream's place in its game's room: counted as a spectator (or not, for a seat)
/// until dropped.
#[derive(Debug)]
pub struct Listener {
    rooms: Arc<Mutex<Rooms>>,
    id: GameId,
    spectator: bool,
    wants: bool,
    shown: watch::Receiver<Shown>,
    wake: Arc<Notify>,
    sent_spectators: Option<u32>,
    sent_chat: usize,
}

impl Drop for Listener {
    fn drop(&mut self) {
        let mut rooms = lock(&self.rooms);
        if let Some(room) = rooms.rooms.get_mut(&self.id) {
            room.listeners = room.listeners.saturating_sub(1);
            if self.wants {
                room.wanting = room.wanting.saturating_sub(1);
            }
            if self.spectator {
                room.spectators = room.spectators.saturating_sub(1);
            }
        }
        self.wake.notify_one();
    }
}

impl Listener {
    /// The next update: once the count is known, and then whenever the count or the chat
    /// differs from what this listener was last given. Cancel-safe.
    pub async fn next(&mut self) -> AudienceUpdate {
        loop {
            {
                let shown = self.shown.borrow_and_update();
                if shown.chat.len() < self.sent_chat {
                    // The chat was read again from its start (the game expired meanwhile).
                    self.sent_chat = shown.chat.len();
                }
                if shown.loaded
                    && (self.sent_spectators != Some(shown.spectators)
                        || shown.chat.len() > self.sent_chat)
                {
                    let chat = shown
                        .chat
                        .iter()
                        .enumerate()
                        .skip(self.sent_chat)
                        .map(|(i, line)| (u32::try_from(i + 1).unwrap_or(u32::MAX), *line))
                        .collect();
                    self.sent_chat = shown.chat.len();
                    self.sent_spectators = Some(shown.spectators);
                    return AudienceUpdate {
                        spectators: shown.spectators,
                        chat,
                    };
                }
            }
            if self.shown.changed().await.is_err() {
                // The room's task is gone (not expected while a listener is): nothing more.
                std::future::pending::<()>().await;
            }
        }
    }
}

impl<R: Ruleset, S: GameStore> Games<R, S> {
    /// Joins game `id`'s room: as a spectator (counted), or as a seat's stream (not counted);
    /// `wants`: the stream asked for the audience (the room then reads the count and the chat).
    /// Starts the room's task when it is the first listener here.
    #[must_use]
    pub fn listen(&self, id: GameId, spectator: bool, wants: bool) -> Listener {
        let mut rooms = lock(&self.rooms);
        let room = rooms.rooms.entry(id).or_insert_with(|| {
            let (tx, shown) = watch::channel(Shown::default());
            let wake = Arc::new(Notify::new());
            tokio::spawn(run_room(
                self.store.clone(),
                Arc::clone(&self.rooms),
                id,
                tx,
                Arc::clone(&wake),
            ));
            Room {
                spectators: 0,
                listeners: 0,
                wanting: 0,
                shown,
                wake,
            }
        });
        room.listeners += 1;
        if wants {
            room.wanting += 1;
        }
        if spectator {
            room.spectators += 1;
        }
        room.wake.notify_one();
        Listener {
            rooms: Arc::clone(&self.rooms),
            id,
            spectator,
            wants,
            shown: room.shown.clone(),
            wake: Arc::clone(&room.wake),
            sent_spectators: None,
            sent_chat: 0,
        }
    }

    /// Sends quick-chat `preset` to game `id` from the seat `token` holds (or else the seat
    /// bound to `player`); returns the message's number in the game's chat.
    ///
    /// # Errors
    /// `INVALID_CHAT` (not a preset), `GameNotFound`, `WrongSeat` (the caller holds no seat),
    /// `ChatTooFast`, `ChatLimit`, or the store is unavailable.
    pub async fn chat(
        &self,
        id: &GameId,
        token: Option<&SeatToken>,
        player: Option<&SeatPlayer>,
        preset: i32,
    ) -> Result<u32, ServiceError> {
        let preset = u8::try_from(preset)
            .ok()
            .filter(|&p| p >= 1 && i32::from(p) <= MAX_PRESET)
            .ok_or_else(|| {
                ServiceError::invalid(
                    "message",
                    "INVALID_CHAT",
                    format!("not a quick-chat preset: {preset}"),
                )
            })?;
        let loaded = self
            .store
            .load(id, None)
            .await?
            .filter(|l| l.game.kind == R::NAME)
            .ok_or_else(|| not_found(id))?;
        let seat = match token {
            Some(token) => token.seat_in(&loaded.game.seats),
            None => bound_seat(&decode_session(id, &loaded.game.session)?, player),
        }
        .and_then(|s| u8::try_from(s).ok())
        .ok_or_else(|| ServiceError::WrongSeat {
            game_id: id.to_string(),
        })?;
        let line = ChatLine {
            seat,
            preset,
            at_ms: self.now_ms(),
        };
        match self.store.post_chat(id, line, CHAT_LIMITS).await? {
            ChatPosted::Posted(number) => {
                if let Some(room) = lock(&self.rooms).rooms.get(id) {
                    room.wake.notify_one();
                }
                Ok(number)
            }
            ChatPosted::TooSoon { retry_after_ms } => {
                Err(ServiceError::ChatTooFast { retry_after_ms })
            }
            ChatPosted::Full => Err(ServiceError::ChatLimit {
                most: CHAT_LIMITS.per_game,
            }),
        }
    }
}

/// A room's task: see the module documentation.
async fn run_room<S: GameStore>(
    store: S,
    rooms: Arc<Mutex<Rooms>>,
    id: GameId,
    tx: watch::Sender<Shown>,
    wake: Arc<Notify>,
) {
    // This replica's count as last written, and when.
    let mut written: Option<(u32, Instant)> = None;
    let mut chat: Vec<ChatLine> = Vec::new();
    loop {
        let room = lock(&rooms)
            .rooms
            .get(&id)
            .filter(|room| room.listeners > 0)
            .map(|room| (room.spectators, room.wanting > 0));
        let Some((count, wanted)) = room else {
            // Nobody listens: take the count back to 0 first, then leave unless someone
            // joined meanwhile (their task is this one: the room is still in the map).
            if written.is_some_and(|(n, _)| n > 0) {
                if let Err(error) = store.spectators(&id, Some(0)).await {
                    tracing::debug!(game_id = %id, %error, "spectators: cannot write 0");
                }
                written = Some((0, Instant::now()));
            }
            let mut map = lock(&rooms);
            if map.rooms.get(&id).is_none_or(|room| room.listeners == 0) {
                map.rooms.remove(&id);
                return;
            }
            continue;
        };
        let mine = match written {
            Some((n, at)) if n == count && at.elapsed() < REFRESH => None,
            _ => Some(count),
        };
        if !wanted && mine.is_none() {
            // Nobody here asked for the audience, and the count stands: nothing to do.
            wait(&wake).await;
            continue;
        }
        let spectators = match store.spectators(&id, mine).await {
            Ok(total) => {
                if let Some(n) = mine {
                    written = Some((n, Instant::now()));
                }
                Some(total)
            }
            Err(error) => {
                tracing::debug!(game_id = %id, %error, "spectators: cannot read");
                None
            }
        };
        if wanted {
            match store.chat_after(&id, chat.len()).await {
                Ok(lines) => chat.extend(lines),
                Err(error) => tracing::debug!(game_id = %id, %error, "quick chat: cannot read"),
            }
        }
        if let Some(spectators) = spectators {
            tx.send_if_modified(|shown| {
                let changed = !shown.loaded
                    || shown.spectators != spectators
                    || shown.chat.len() != chat.len();
                if changed {
                    *shown = Shown {
                        loaded: true,
                        spectators,
                        chat: Arc::new(chat.clone()),
                    };
                }
                changed
            });
        }
        wait(&wake).await;
    }
}

/// Until the next tick, or a listener joining or leaving, or a message sent here.
async fn wait(wake: &Notify) {
    tokio::select! {
        () = tokio::time::sleep(ROOM_TICK) => {}
        () = wake.notified() => {}
    }
}

/// Keeps [`SPECTATORS_FRESH`] in view for readers of this module: a count written every
/// [`REFRESH`] stays fresh between writes.
const _: () = assert!(REFRESH.as_millis() * 2 < SPECTATORS_FRESH.as_millis());
