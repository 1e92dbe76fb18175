//! Turning a [`GameWatch`] into a gRPC server stream, for any ruleset: one task per watcher
//! moves updates into a small bounded channel that the transport drains.
//!
//! The stream ends with OK only after the update showing the game over. Every other end
//! carries a status: the watch's error (e.g. NOT_FOUND when the game expires), or UNAVAILABLE /
//! `SHUTTING_DOWN` when the server stops — so a client can always tell "the game is over" from
//! "reconnect with `from_version`".

use std::pin::Pin;
use std::sync::{Arc, Mutex};

use futures_util::{Stream, StreamExt as _, stream};
use tokio::sync::mpsc;
use tokio_stream::wrappers::ReceiverStream;
use tonic::Status;
use tracing::Instrument as _;

use super::ServiceError;
use super::games::{GameWatch, Watched};
pub use super::shutdown::Shutdown;
use crate::ruleset::Ruleset;
use crate::store::GameStore;

/// Messages a watcher's task may queue ahead of the transport. The transport itself buffers
/// up to the HTTP/2 flow-control window; beyond that the task waits, its hub queue fills, and
/// the watcher continues from a snapshot.
const SEND_BUFFER: usize = 8;

/// A boxed server stream.
pub type BoxStream<M> = Pin<Box<dyn Stream<Item = Result<M, Status>> + Send + 'static>>;

/// How a watcher's stream ends.
#[derive(Default)]
struct Ending {
    /// `None` with `clean`: OK. `None` without: the server stopped.
    status: Option<Status>,
    clean: bool,
}

/// Streams `watch` to a client, each update turned into a message by `render`. `guard` lives
/// as long as the stream is served (e.g. a metrics gauge of open streams).
pub fn spawn<R, S, M, F, G>(
    watch: GameWatch<R, S>,
    shutdown: Shutdown,
    render: F,
    guard: G,
) -> BoxStream<M>
where
    R: Ruleset,
    S: GameStore,
    M: Send + 'static,
    F: Fn(Watched<R>) -> Result<M, ServiceError> + Send + 'static,
    G: Send + 'static,
{
    // The queue holds boxed messages: a channel allocates its first block of slots when it is
    // made, so an idle stream pays for pointers, not for whole messages.
    let (tx, rx) = mpsc::channel::<Box<Result<M, Status>>>(SEND_BUFFER);
    let ending = Arc::new(Mutex::new(Ending::default()));
    let span = tracing::info_span!(
        "watch",
        game_id = %watch_id(&watch),
    );
    let task = run(watch, tx, shutdown, render, Arc::clone(&ending));
    tokio::spawn(
        async move {
            let _guard = guard;
            task.await;
        }
        .instrument(span),
    );
    let tail = stream::once(async move {
        let mut ending = ending.lock().unwrap_or_else(|e| e.into_inner());
        if ending.clean {
            return None;
        }
        Some(Err(ending
            .status
            .take()
            .unwrap_or_else(|| Status::from(ServiceError::ShuttingDown))))
    })
    .filter_map(std::future::ready);
    Box::pin(ReceiverStream::new(rx).map(|queued| *queued).chain(tail))
}

fn watch_id<R: Ruleset, S: GameStore>(watch: &GameWatch<R, S>) -> String {
    watch.id().to_string()
}

async fn run<R, S, M, F>(
    mut watch: GameWatch<R, S>,
    tx: mpsc::Sender<Box<Result<M, Status>>>,
    mut shutdown: Shutdown,
    render: F,
    ending: Arc<Mutex<Ending>>,
) where
    R: Ruleset,
    S: GameStore,
    F: Fn(Watched<R>) -> Result<M, ServiceError>,
{
    let finish = |status: Option<Status>, clean: bool| {
        let mut ending = ending.lock().unwrap_or_else(|e| e.into_inner());
        ending.status = status;
        ending.clean = clean;
    };
    tracing::debug!(version = watch.last_version(), "watch started");
    loop {
        let next = tokio::select! {
            biased;
            () = tx.closed() => {
                tracing::debug!("watcher left");
                return;
            }
            () = shutdown.wait() => {
                tracing::debug!("watch ended: shutting down");
                return;
            }
            next = watch.next() => next,
        };
        let message = match next.and_then(|update| update.map(&render).transpose()) {
            Ok(Some(message)) => message,
            Ok(None) => {
                tracing::debug!(version = watch.last_version(), "watch ended: game over");
                finish(None, true);
                return;
            }
            Err(error) => {
                match error.code() {
                    tonic::Code::Internal => tracing::error!(?error, "watch failed"),
                    tonic::Code::Unavailable => tracing::warn!(%error, "watch ended"),
                    _ => tracing::info!(%error, "watch ended"),
                }
                finish(Some(error.into()), false);
                return;
            }
        };
        tokio::select! {
            biased;
            sent = tx.send(Box::new(Ok(message))) => {
                if sent.is_err() {
                    tracing::debug!("watcher left");
                    return;
                }
            }
            () = shutdown.wait() => {
                tracing::debug!("watch ended: shutting down");
                return;
            }
        }
    }
}
