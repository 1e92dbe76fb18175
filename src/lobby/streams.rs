//! The lobby's streams: `WatchLobby` (the open seeks, then every listed change) and
//! `WatchPlayer` (a player's challenges and games, then every change that concerns them),
//! both a snapshot and then the store's change log from a cursor, fed by this replica's
//! poller; an open stream keeps its owner present (and on its ladders).

use std::time::Duration;

use futures_util::StreamExt as _;
use tokio::sync::{broadcast, mpsc};
use tonic::{Response, Status};

use super::pb;
use super::replica::{
    Feed, Lobby, POLL_BATCH, Shown, cursor_order, game_players_pb, seek_pb, side_of,
};
use super::state::{Change, ChangeKind, PlayerSnapshot, RemovedWhy, Started};
use super::store::LobbyStore;
use super::turns::Turns;
use crate::session::ServiceError;
use crate::session::stream::BoxStream;
use crate::store::StoreError;

/// Who a watch stream is for: what it starts with and which changes it is shown.
pub(super) trait Audience: Send + Sync + 'static {
    /// The stream's message.
    type Message: Send + 'static;
    /// The first message (and the one after a gap), with its cursor.
    fn snapshot(
        &self,
        lobby: &Lobby,
    ) -> impl std::future::Future<Output = Result<(String, Self::Message), ServiceError>> + Send;
    /// The message of a change, `None` for one not shown.
    fn message(&self, lobby: &Lobby, change: &Shown) -> Option<Self::Message>;
    /// The owner the stream keeps present, if any.
    fn owner(&self) -> Option<&str>;
    /// The ladders (rulesets' names) the stream keeps its owner on, and the owner as a
    /// ladder's member.
    fn ladder(&self) -> (&[&'static str], &str) {
        (&[], "")
    }
    /// Whether the stream tells whose turn it is in the player's games (WatchPlayer with
    /// `turns`).
    fn turns(&self) -> bool {
        false
    }
    /// The player's message among the stream's, to follow the games it tells of.
    fn as_player(message: &Self::Message) -> Option<&pb::WatchPlayerResponse> {
        let _ = message;
        None
    }
    /// A turn as the stream's message at `cursor`.
    fn turn_message(cursor: &str, turn: pb::PlayerTurn) -> Option<Self::Message> {
        let _ = (cursor, turn);
        None
    }
    /// Whether the stream announces the events the player may join, and for whom: `Some(bot)`
    /// (WatchPlayer with `tournaments`).
    fn tournaments(&self) -> Option<bool> {
        None
    }
    /// An event announced, as the stream's message at `cursor`.
    fn tournament_message(cursor: &str, event: pb::TournamentAnnounced) -> Option<Self::Message> {
        let _ = (cursor, event);
        None
    }
}

/// How often a stream that announces events looks for new ones.
const EVENTS_EVERY: Duration = Duration::from_secs(2);

/// A `WatchLobby` stream (of its caller `owner`, if one said who they are).
pub(super) struct Everyone {
    pub(super) owner: Option<String>,
}

impl Audience for Everyone {
    type Message = pb::WatchLobbyResponse;
    async fn snapshot(&self, lobby: &Lobby) -> Result<(String, Self::Message), ServiceError> {
        lobby.snapshot_pb().await
    }
    fn message(&self, lobby: &Lobby, change: &Shown) -> Option<Self::Message> {
        // The same for every stream: built and encoded once per change.
        change.lobby_message(|change| lobby.change_pb(change))
    }
    fn owner(&self) -> Option<&str> {
        self.owner.as_deref()
    }
}

/// A `WatchPlayer` stream of the player `key`, on the ladders `ladder` (rulesets' names) as
/// `member`.
pub(super) struct OnePlayer {
    pub(super) key: String,
    pub(super) ladder: Vec<&'static str>,
    pub(super) member: String,
    /// Tell whose turn it is in the player's games.
    pub(super) turns: bool,
    /// Announce the events the player may join: `Some(bot)`.
    pub(super) tournaments: Option<bool>,
}

impl Audience for OnePlayer {
    type Message = pb::WatchPlayerResponse;
    async fn snapshot(&self, lobby: &Lobby) -> Result<(String, Self::Message), ServiceError> {
        lobby.player_snapshot_pb(&self.key).await
    }
    fn message(&self, lobby: &Lobby, change: &Shown) -> Option<Self::Message> {
        // Each player's own (a game's message names the player's side): built per stream,
        // only for the streams the change concerns.
        lobby.player_pb(&change.change, &self.key)
    }
    fn owner(&self) -> Option<&str> {
        Some(&self.key)
    }
    fn ladder(&self) -> (&[&'static str], &str) {
        (&self.ladder, &self.member)
    }
    fn turns(&self) -> bool {
        self.turns
    }
    fn as_player(message: &Self::Message) -> Option<&pb::WatchPlayerResponse> {
        Some(message)
    }
    fn turn_message(cursor: &str, turn: pb::PlayerTurn) -> Option<Self::Message> {
        Some(pb::WatchPlayerResponse {
            cursor: cursor.to_owned(),
            update: Some(pb::watch_player_response::Update::Turn(turn)),
        })
    }
    fn tournaments(&self) -> Option<bool> {
        self.tournaments
    }
    fn tournament_message(cursor: &str, event: pb::TournamentAnnounced) -> Option<Self::Message> {
        Some(pb::WatchPlayerResponse {
            cursor: cursor.to_owned(),
            update: Some(pb::watch_player_response::Update::Tournament(event)),
        })
    }
}

/// Refuses a resume cursor this lobby did not write (empty: none).
pub(super) fn check_cursor(cursor: &str) -> Result<(), ServiceError> {
    if !cursor.is_empty() && cursor_order(cursor).is_none() {
        return Err(ServiceError::invalid(
            "from_cursor",
            "INVALID_CURSOR",
            "not a cursor of this lobby",
        ));
    }
    Ok(())
}

impl Lobby {
    fn removed_pb(&self, change: &Change) -> Option<pb::SeekRemoved> {
        let ChangeKind::Removed {
            id,
            why,
            game_id,
            reason,
            ..
        } = &change.kind
        else {
            return None;
        };
        Some(pb::SeekRemoved {
            seek_id: id.clone(),
            reason: match why {
                RemovedWhy::Cancelled => pb::RemovedReason::Cancelled,
                RemovedWhy::Accepted => pb::RemovedReason::Accepted,
                RemovedWhy::OwnerLeft => pb::RemovedReason::OwnerLeft,
                RemovedWhy::Expired => pb::RemovedReason::Expired,
                RemovedWhy::Declined => pb::RemovedReason::Declined,
            } as i32,
            game_id: game_id.clone(),
            game: String::new(),
            decline_reason: pb::DeclineReason::from_str_name(reason)
                .unwrap_or(pb::DeclineReason::Unspecified) as i32,
        })
    }

    /// The lobby's message of a change, `None` for a change the lobby does not list.
    fn change_pb(&self, change: &Change) -> Option<pb::WatchLobbyResponse> {
        use pb::watch_lobby_response::Update;
        if !change.kind.listed() {
            return None;
        }
        let update = match &change.kind {
            ChangeKind::Added(seek) => Update::Added(seek_pb(seek, self.short_name(&seek.game))),
            ChangeKind::Removed { .. } => Update::Removed(self.removed_pb(change)?),
            ChangeKind::Started(_) | ChangeKind::Ended(_) | ChangeKind::Rated(_) => return None,
        };
        Some(pb::WatchLobbyResponse {
            cursor: change.cursor.clone(),
            update: Some(update),
            encoded: None,
        })
    }

    async fn snapshot_pb(&self) -> Result<(String, pb::WatchLobbyResponse), ServiceError> {
        let snapshot = self.inner.store.snapshot().await?;
        let seeks = snapshot
            .seeks
            .iter()
            .map(|s| seek_pb(s, self.short_name(&s.game)))
            .collect();
        Ok((
            snapshot.cursor.clone(),
            pb::WatchLobbyResponse {
                cursor: snapshot.cursor,
                update: Some(pb::watch_lobby_response::Update::Snapshot(
                    pb::LobbySnapshot { seeks },
                )),
                encoded: None,
            },
        ))
    }

    fn player_game_pb(&self, game: &Started, key: &str) -> pb::PlayerGame {
        let seat = game.players.iter().position(|p| p.key == key).unwrap_or(0);
        pb::PlayerGame {
            game_id: game.game_id.clone(),
            game: self.short_name(&game.game).to_owned(),
            players: game_players_pb(game),
            side: side_of(u32::try_from(seat).unwrap_or(1)),
            time_control: game.time_control.clone(),
            rated: game.rated,
            started_ms: game.started_ms,
        }
    }

    /// The player `key`'s message of a change, `None` for a change that does not concern
    /// them.
    fn player_pb(&self, change: &Change, key: &str) -> Option<pb::WatchPlayerResponse> {
        use pb::watch_player_response::Update;
        if !change.kind.concerns(key) {
            return None;
        }
        let update = match &change.kind {
            ChangeKind::Added(seek) => {
                Update::Challenge(seek_pb(seek, self.short_name(&seek.game)))
            }
            ChangeKind::Removed { .. } => Update::ChallengeGone(self.removed_pb(change)?),
            ChangeKind::Started(game) => Update::GameStarted(self.player_game_pb(game, key)),
            ChangeKind::Ended(end) => {
                let seat = end.players.iter().position(|k| k == key);
                Update::GameFinished(pb::GameFinished {
                    game_id: end.game_id.clone(),
                    game: end.game.clone(),
                    result: end.result.clone(),
                    termination: end.termination.clone(),
                    won: end.winner.is_some()
                        && end.winner.and_then(|w| usize::try_from(w).ok()) == seat,
                })
            }
            ChangeKind::Rated(rated) => Update::GameRated(pb::GameRated {
                game_id: rated.game_id.clone(),
                game: rated.game.clone(),
                seats: rated
                    .seats
                    .iter()
                    .map(|s| pb::RatingChange {
                        name: s.name.clone(),
                        side: side_of(s.seat),
                        rating_before: s.before.0,
                        rating_after: s.after.0,
                        provisional: s.after.1 > crate::players::ratings::PROVISIONAL_DEVIATION,
                    })
                    .collect(),
            }),
        };
        Some(pb::WatchPlayerResponse {
            cursor: change.cursor.clone(),
            update: Some(update),
        })
    }

    async fn player_snapshot_pb(
        &self,
        key: &str,
    ) -> Result<(String, pb::WatchPlayerResponse), ServiceError> {
        let PlayerSnapshot {
            cursor,
            challenges,
            games,
        } = self.inner.store.player(key).await?;
        let snapshot = pb::PlayerSnapshot {
            challenges: challenges
                .iter()
                .map(|s| seek_pb(s, self.short_name(&s.game)))
                .collect(),
            games: games.iter().map(|g| self.player_game_pb(g, key)).collect(),
        };
        Ok((
            cursor.clone(),
            pb::WatchPlayerResponse {
                cursor,
                update: Some(pb::watch_player_response::Update::Snapshot(snapshot)),
            },
        ))
    }

    /// Serves one `WatchLobby` or `WatchPlayer` stream into `tx` until the client leaves or
    /// the server stops: what `audience` is shown of the lobby's changes.
    async fn watch<A: Audience>(
        &self,
        audience: A,
        from: String,
        tx: mpsc::Sender<Box<Result<A::Message, Status>>>,
    ) {
        let mut feed = self.inner.feed.subscribe();
        let mut shutdown = self.inner.shutdown.clone();
        let grace = self.inner.limits.grace_ms;
        let mut presence = tokio::time::interval(Duration::from_millis((grace / 3).max(100)));
        presence.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        let send = |message: Result<A::Message, Status>| {
            let tx = tx.clone();
            async move { tx.send(Box::new(message)).await.is_ok() }
        };
        // The turns of the player's games, when the stream tells them: it follows the games
        // each message it sends tells of.
        let mut turns = audience.turns().then(Turns::new);
        // The events announced to this stream, when it announces them.
        let mut announced = std::collections::HashSet::new();
        let mut events = audience.tournaments().map(|bot| {
            let mut tick = tokio::time::interval(EVENTS_EVERY);
            tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            (bot, tick)
        });
        let told = |turns: &mut Option<Turns>, message: &A::Message| {
            if let (Some(turns), Some(message)) = (turns.as_mut(), A::as_player(message)) {
                turns.told(self, message);
            }
        };
        // Sends a message the stream shows, its turns told first: whether the client is there.
        let tell = async |turns: &mut Option<Turns>, message: A::Message| {
            told(turns, &message);
            send(Ok(message)).await
        };
        // A fresh snapshot, sent: its cursor, or `None` when the stream is over.
        let snapshot = async |turns: &mut Option<Turns>| match audience.snapshot(self).await {
            Ok((cursor, message)) => tell(turns, message).await.then_some(cursor),
            Err(e) => {
                let _ = send(Err(e.into())).await;
                None
            }
        };
        // Where the stream is: the cursor of the last change it read.
        let mut last = if from.is_empty() {
            let Some(cursor) = snapshot(&mut turns).await else {
                return;
            };
            cursor
        } else {
            from
        };
        // Catch up from the store's log (a resume, or changes made while the snapshot was
        // read), then follow this replica's feed, skipping what was read already.
        loop {
            match self.inner.store.changes(&last, POLL_BATCH).await {
                Ok(Some(changes)) if changes.is_empty() => break,
                Ok(Some(changes)) => {
                    for change in changes {
                        last.clone_from(&change.cursor);
                        if let Some(message) = audience.message(self, &Shown::new(change))
                            && !tell(&mut turns, message).await
                        {
                            return;
                        }
                    }
                }
                Ok(None) => {
                    // The changes after the cursor are no longer kept.
                    let Some(cursor) = snapshot(&mut turns).await else {
                        return;
                    };
                    last = cursor;
                }
                Err(e) => {
                    let _ = send(Err(ServiceError::from(e).into())).await;
                    return;
                }
            }
        }
        loop {
            tokio::select! {
                () = shutdown.wait() => {
                    let _ = send(Err(ServiceError::ShuttingDown.into())).await;
                    return;
                }
                () = tx.closed() => return,
                _ = presence.tick() => {
                    if let Err(error) = self.keep_present(&audience).await {
                        tracing::warn!(%error, "lobby presence not renewed");
                    }
                }
                received = feed.recv() => match received {
                    Ok(Feed::Change(shown)) => {
                        let change = &shown.change;
                        let newer = match (cursor_order(&change.cursor), cursor_order(&last)) {
                            (Some(c), Some(l)) => c > l,
                            _ => true,
                        };
                        if newer {
                            last.clone_from(&change.cursor);
                            if let Some(message) = audience.message(self, &shown)
                                && !tell(&mut turns, message).await
                            {
                                return;
                            }
                        }
                    }
                    Ok(Feed::Reset) | Err(broadcast::error::RecvError::Lagged(_)) => {
                        // Too far behind: start again from a fresh snapshot.
                        let Some(cursor) = snapshot(&mut turns).await else {
                            return;
                        };
                        last = cursor;
                    }
                    Err(broadcast::error::RecvError::Closed) => return,
                },
                bot = async {
                    match events.as_mut() {
                        Some((bot, tick)) => {
                            tick.tick().await;
                            *bot
                        }
                        None => std::future::pending().await,
                    }
                } => {
                    match self.open_events(bot).await {
                        Ok(open) => {
                            for event in open {
                                if announced.insert(event.id.clone())
                                    && let Some(message) = A::tournament_message(&last, event)
                                    && !send(Ok(message)).await
                                {
                                    return;
                                }
                            }
                        }
                        Err(error) => tracing::warn!(%error, "events not announced"),
                    }
                }
                turn = async {
                    match turns.as_mut() {
                        Some(turns) => turns.next().await,
                        None => std::future::pending().await,
                    }
                } => {
                    if let Some(message) = A::turn_message(&last, turn)
                        && !send(Ok(message)).await
                    {
                        return;
                    }
                }
            }
        }
    }

    /// Opens a `WatchLobby` or `WatchPlayer` stream for `audience` from the cursor `from`:
    /// marks its owner present at once (the stream renews it) and serves it in a task.
    pub(super) async fn open_watch<A: Audience>(
        &self,
        audience: A,
        from: String,
    ) -> Result<Response<BoxStream<A::Message>>, Status> {
        self.keep_present(&audience)
            .await
            .map_err(ServiceError::from)?;
        // Boxed messages: the channel allocates its first block of slots when it is made, so
        // an idle stream pays for pointers, not for whole messages (see `session::stream`).
        let (tx, rx) = mpsc::channel::<Box<Result<A::Message, Status>>>(64);
        let lobby = self.clone();
        tokio::spawn(async move { lobby.watch(audience, from, tx).await });
        Ok(Response::new(Box::pin(
            tokio_stream::wrappers::ReceiverStream::new(rx).map(|queued| *queued),
        )))
    }

    /// Marks the owner of a stream present for the grace time from now, and on its ladders.
    async fn keep_present<A: Audience>(&self, audience: &A) -> Result<(), StoreError> {
        let Some(owner) = audience.owner() else {
            return Ok(());
        };
        let until = self
            .inner
            .clock
            .now_ms()
            .saturating_add(self.inner.limits.grace_ms);
        self.inner.store.present(owner, until).await?;
        let (ladders, member) = audience.ladder();
        for game in ladders {
            self.inner.store.ladder_join(game, member, until).await?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::lobby::state::{Ended, Seek, Side};

    #[test]
    fn a_change_is_built_and_encoded_once_for_every_lobby_stream() {
        use prost::Message as _;
        use std::sync::atomic::{AtomicUsize, Ordering};

        let seek = Seek {
            id: "seek-1".into(),
            game: "hanniball".into(),
            owner: "guest:abc".into(),
            owner_name: "Ada".into(),
            rating: 1500,
            time_control: "5+3".into(),
            rated: false,
            rated_takebacks: false,
            side: Side::Random,
            min_rating: 0,
            max_rating: 0,
            address: "127.0.0.1".into(),
            created_ms: 1,
            expires_ms: 600_001,
            seat_hash: String::new(),
            seat: 0,
            provisional: false,
            rematch_of: String::new(),
            target: String::new(),
            target_name: String::new(),
            rules: Vec::new(),
            move_limit: 0,
        };
        let built = pb::WatchLobbyResponse {
            cursor: "7".into(),
            update: Some(pb::watch_lobby_response::Update::Added(seek_pb(
                &seek,
                "hanniball",
            ))),
            encoded: None,
        };
        let shown = Arc::new(Shown::new(Change {
            cursor: "7".into(),
            kind: ChangeKind::Added(seek),
        }));
        let builds = AtomicUsize::new(0);
        let build = |change: &Change| {
            builds.fetch_add(1, Ordering::Relaxed);
            assert_eq!(change.cursor, "7");
            Some(built.clone())
        };
        // 1,000 streams on four threads show the same change.
        let messages: Vec<pb::WatchLobbyResponse> = std::thread::scope(|scope| {
            let handles: Vec<_> = (0..4)
                .map(|_| {
                    let shown = Arc::clone(&shown);
                    scope.spawn(move || {
                        (0..250)
                            .filter_map(|_| shown.lobby_message(build))
                            .collect::<Vec<_>>()
                    })
                })
                .collect();
            handles
                .into_iter()
                .flat_map(|h| h.join().unwrap_or_default())
                .collect()
        });
        assert_eq!(builds.load(Ordering::Relaxed), 1);
        assert_eq!(messages.len(), 1000);
        let first = messages[0].encoded.clone().unwrap_or_default();
        for message in &messages {
            let bytes = message
                .encoded
                .as_ref()
                .expect("every stream sends the encoded bytes");
            // The very same bytes, not an equal copy.
            assert_eq!(bytes.as_ptr(), first.as_ptr());
            assert_eq!(message.encode_to_vec(), built.encode_to_vec());
        }
        // A client reads the message as built.
        assert_eq!(
            pb::WatchLobbyResponse::decode(first.as_ref()).unwrap(),
            built
        );

        // A change the lobby does not list: none, and not built again either.
        let started = Shown::new(Change {
            cursor: "8".into(),
            kind: ChangeKind::Ended(Ended {
                game_id: "g".into(),
                game: "hanniball".into(),
                players: Vec::new(),
                winner: None,
                result: "*".into(),
                termination: "abandoned".into(),
            }),
        });
        let unlisted = AtomicUsize::new(0);
        for _ in 0..10 {
            let message = started.lobby_message(|_| {
                unlisted.fetch_add(1, Ordering::Relaxed);
                None
            });
            assert!(message.is_none());
        }
        assert_eq!(unlisted.load(Ordering::Relaxed), 1);
    }
}
