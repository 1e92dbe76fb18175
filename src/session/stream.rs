//! Turning a [`GameWatch`] into a gRPC server stream, for any ruleset: the transport polls the
//! watch itself.
//!
//! The stream ends with OK only after the update showing the game over. Every other end
//! carries a status: the watch's error (e.g. NOT_FOUND when the game expires), or UNAVAILABLE /
//! `SHUTTING_DOWN` when the server stops — so a client can always tell "the game is over" from
//! "reconnect with `from_version`".

use std::pin::Pin;

use futures_util::{Stream, stream};
use tonic::Status;
use tracing::Instrument as _;

use super::ServiceError;
use super::games::{GameWatch, Watched};
pub use super::shutdown::Shutdown;
use crate::ruleset::Ruleset;
use crate::store::GameStore;

/// A boxed server stream.
pub type BoxStream<M> = Pin<Box<dyn Stream<Item = Result<M, Status>> + Send + 'static>>;

/// Streams `watch` to a client, each update turned into a message by `render`. `guard` lives
/// as long as the stream is served (e.g. a metrics gauge of open streams).
///
/// The stream is the watch itself, polled by the transport: no task and no queue of its own.
/// The transport buffers up to the HTTP/2 flow-control window; a client that reads no further
/// leaves its updates in the hub's queue, which marks it as fallen behind once full, and the
/// watcher continues from a snapshot. A client that leaves drops the stream, and with it the
/// watch.
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
    let span = tracing::info_span!("watch", game_id = %watch.id());
    span.in_scope(|| tracing::debug!(version = watch.last_version(), "watch started"));
    let streaming = Streaming {
        // Boxed: the stream's state then stays small, and the game is kept once.
        watch: Box::new(watch),
        shutdown,
        render,
        span,
        over: false,
        _guard: guard,
    };
    Box::pin(stream::unfold(streaming, |mut streaming| async move {
        let span = streaming.span.clone();
        let message = streaming.next().instrument(span).await?;
        Some((message, streaming))
    }))
}

/// A watch being streamed.
struct Streaming<R: Ruleset, S, F, G> {
    watch: Box<GameWatch<R, S>>,
    shutdown: Shutdown,
    render: F,
    span: tracing::Span,
    /// The last message was sent.
    over: bool,
    _guard: G,
}

impl<R, S, F, G> Streaming<R, S, F, G>
where
    R: Ruleset,
    S: GameStore,
{
    /// The next message; `None` once the stream is over: after the update showing the game
    /// over (the stream ends with OK), or after the error that ended it.
    async fn next<M>(&mut self) -> Option<Result<M, Status>>
    where
        F: Fn(Watched<R>) -> Result<M, ServiceError>,
    {
        if self.over {
            return None;
        }
        let next = tokio::select! {
            biased;
            () = self.shutdown.wait() => {
                tracing::debug!("watch ended: shutting down");
                self.over = true;
                return Some(Err(Status::from(ServiceError::ShuttingDown)));
            }
            next = self.watch.next() => next,
        };
        match next.and_then(|update| update.map(&self.render).transpose()) {
            Ok(Some(message)) => Some(Ok(message)),
            Ok(None) => {
                tracing::debug!(
                    version = self.watch.last_version(),
                    "watch ended: game over"
                );
                self.over = true;
                None
            }
            Err(error) => {
                match error.code() {
                    tonic::Code::Internal => tracing::error!(?error, "watch failed"),
                    tonic::Code::Unavailable => tracing::warn!(%error, "watch ended"),
                    _ => tracing::info!(%error, "watch ended"),
                }
                self.over = true;
                Some(Err(error.into()))
            }
        }
    }
}
