//! `WatchTournament`: an event's snapshot, then each change of its log, read from the store
//! (so any replica serves any event, and a stream resumes on any replica from its cursor, a
//! change's sequence number in the event's log).

use std::time::Duration;

use tokio::sync::mpsc;
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

/// How often a stream reads its event again.
const POLL: Duration = Duration::from_millis(250);

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
            let (version, stored) = self.load_event(&r.id).await?;
            Ok((from, version, stored))
        })
        .await?
        .into_inner();
        let (from, mut version, mut stored) = opened;
        let (tx, rx) = mpsc::channel::<Result<pb::WatchTournamentResponse, Status>>(64);
        let lobby = self.clone();
        let id = r.id;
        tokio::spawn(async move {
            let mut shutdown = lobby.inner.shutdown.clone();
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
                tokio::select! {
                    () = shutdown.wait() => {
                        let _ = tx.send(Err(ServiceError::ShuttingDown.into())).await;
                        return;
                    }
                    () = tx.closed() => return,
                    () = tokio::time::sleep(POLL) => {}
                }
                match lobby.inner.store.event(&id).await {
                    Ok(Some((now, bytes))) if now != version => match Stored::decode_from(&bytes) {
                        Ok(read) => {
                            version = now;
                            stored = read;
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
        Ok(Response::new(Box::pin(
            tokio_stream::wrappers::ReceiverStream::new(rx).map(|m| m),
        )))
    }
}
