//! `WatchTournament`: an event's snapshot, then each change of its log, read from the store
//! (so any replica serves any event, and a stream resumes on any replica from its cursor, a
//! change's sequence number in the event's log).

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::sync::{mpsc, watch};
use tokio_stream::StreamExt as _;
use tonic::{Response, Status};

use super::pb;
use super::pb::watch_tournament_response::Event;
use super::stored::Stored;
use super::view;
use crate::lobby::replica::Lobby;
use crate::lobby::store::LobbyStore;
use crate::session::ServiceError;
use crate::session::stream::BoxStream;

/// How often a replica reads an event its streams follow again.
const POLL: Duration = Duration::from_millis(250);

/// An event as last read: its version and record.
type Read = (u64, Arc<Stored>);

/// The events followed on one replica, by id: each read by one task every [`POLL`] while any
/// stream follows it, its new versions handed to every stream of it.
#[derive(Default)]
pub(crate) struct Feeds(Mutex<HashMap<String, watch::Receiver<Read>>>);

fn snapshot(stored: &Stored) -> pb::WatchTournamentResponse {
    pb::WatchTournamentResponse {
        cursor: stored.seq.to_string(),
        event: Some(Event::Snapshot(view::view(stored))),
    }
}

/// The messages that bring a watcher at `sent` up to `stored`: the log's changes after it, or
/// a snapshot when they are no longer all kept (or the cursor is not the event's).
fn after(stored: &Stored, sent: u64) -> Vec<pb::WatchTournamentResponse> {
    if sent >= stored.seq {
        return if sent == stored.seq {
            Vec::new()
        } else {
            vec![snapshot(stored)]
        };
    }
    let first = stored
        .log
        .first()
        .and_then(|m| m.cursor.parse::<u64>().ok())
        .unwrap_or(u64::MAX);
    if first > sent + 1 {
        return vec![snapshot(stored)];
    }
    stored
        .log
        .iter()
        .filter(|m| m.cursor.parse::<u64>().is_ok_and(|seq| seq > sent))
        .cloned()
        .collect()
}

/// The messages with the standings filled in: the log keeps a mark where they changed
/// (`Stored::log_standings`), and the stream sends the standings as they are now.
fn filled(
    stored: &Stored,
    mut messages: Vec<pb::WatchTournamentResponse>,
) -> Vec<pb::WatchTournamentResponse> {
    let marks = messages
        .iter()
        .filter(|m| matches!(m.event, Some(Event::Standings(_))))
        .count();
    if marks == 0 {
        return messages;
    }
    let standings = view::event_standings(stored).unwrap_or_else(|error| {
        tracing::warn!(%error, "tournament standings not computed");
        Vec::new()
    });
    for message in &mut messages {
        if let Some(Event::Standings(shown)) = message.event.as_mut() {
            shown.standings.clone_from(&standings);
        }
    }
    messages
}

impl Lobby {
    /// The feed of event `id` on this replica (read at `version` as `stored` by the caller):
    /// the one already followed, or a new one with its reader. The reader stops once no
    /// stream follows the event any more, or the event has finished and been sent.
    fn feed(&self, id: &str, version: u64, stored: Stored) -> watch::Receiver<Read> {
        let Ok(mut feeds) = self.inner.event_feeds.0.lock() else {
            let (_, rx) = watch::channel((version, Arc::new(stored)));
            return rx;
        };
        if let Some(rx) = feeds.get(id)
            && rx.has_changed().is_ok()
        {
            return rx.clone();
        }
        let (tx, rx) = watch::channel((version, Arc::new(stored)));
        feeds.insert(id.to_owned(), rx.clone());
        drop(feeds);
        let lobby = self.clone();
        let id = id.to_owned();
        tokio::spawn(async move {
            let mut shutdown = lobby.inner.shutdown.clone();
            let mut version = version;
            loop {
                tokio::select! {
                    () = shutdown.wait() => return,
                    () = tokio::time::sleep(POLL) => {}
                }
                // The map holds one receiver: nobody else follows the event any more. Checked
                // and dropped under the map's lock, so no stream joins a feed that stops.
                if let Ok(mut feeds) = lobby.inner.event_feeds.0.lock()
                    && tx.receiver_count() <= 1
                {
                    feeds.remove(&id);
                    return;
                }
                match lobby.inner.store.event(&id).await {
                    Ok(Some((now, bytes))) if now != version => match Stored::decode_from(&bytes) {
                        Ok(read) => {
                            version = now;
                            tx.send_replace((now, Arc::new(read)));
                        }
                        Err(error) => {
                            tracing::warn!(%error, tournament = %id, "tournament not read");
                        }
                    },
                    Ok(_) => {}
                    Err(error) => {
                        tracing::warn!(%error, tournament = %id, "tournament not read");
                    }
                }
            }
        });
        rx
    }

    pub(super) async fn open_event_watch(
        &self,
        r: pb::WatchTournamentRequest,
    ) -> Result<Response<BoxStream<pb::WatchTournamentResponse>>, Status> {
        let opened = crate::session::traced("WatchTournament", "", async {
            let from = if r.from_cursor.is_empty() {
                None
            } else {
                Some(r.from_cursor.parse::<u64>().map_err(|_| {
                    ServiceError::invalid(
                        "from_cursor",
                        "INVALID_CURSOR",
                        "a cursor this stream sent (a whole number)",
                    )
                })?)
            };
            let (version, stored) = self.load_or_archived(&r.id).await?;
            Ok((from, version, stored))
        })
        .await?
        .into_inner();
        let (from, version, stored) = opened;
        let (tx, rx) = mpsc::channel::<Result<pb::WatchTournamentResponse, Status>>(64);
        // An archived event (version 0) is over: its snapshot, then the end.
        let mut feed = (version != 0).then(|| self.feed(&r.id, version, stored.clone()));
        let mut stored = Arc::new(stored);
        let mut shutdown = self.inner.shutdown.clone();
        tokio::spawn(async move {
            let mut sent = from.unwrap_or(u64::MAX);
            loop {
                let messages = if sent == u64::MAX {
                    vec![snapshot(&stored)]
                } else {
                    filled(&stored, after(&stored, sent))
                };
                for message in messages {
                    sent = message.cursor.parse().unwrap_or(stored.seq);
                    if tx.send(Ok(message)).await.is_err() {
                        return;
                    }
                }
                if stored.status() == pb::Status::Finished && sent >= stored.seq {
                    return;
                }
                let Some(rx) = feed.as_mut() else {
                    return;
                };
                tokio::select! {
                    () = shutdown.wait() => {
                        let _ = tx.send(Err(ServiceError::ShuttingDown.into())).await;
                        return;
                    }
                    () = tx.closed() => return,
                    changed = rx.changed() => {
                        if changed.is_err() {
                            return;
                        }
                    }
                }
                // A feed older than what this stream read itself is not gone back to.
                let next = Arc::clone(&rx.borrow_and_update().1);
                if next.seq >= stored.seq {
                    stored = next;
                }
            }
        });
        Ok(Response::new(Box::pin(
            tokio_stream::wrappers::ReceiverStream::new(rx).map(|m| m),
        )))
    }
}
