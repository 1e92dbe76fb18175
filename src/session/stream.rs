//! Turning a [`GameWatch`] into a gRPC server stream, for any ruleset: the transport polls the
//! watch itself.
//!
//! The stream ends with OK only after the update showing the game over. Every other end
//! carries a status: the watch's error (e.g. NOT_FOUND when the game expires), or UNAVAILABLE /
//! `SHUTTING_DOWN` when the server stops — so a client can always tell "the game is over" from
//! "reconnect with `from_version`".
//!
//! Every stream holds its game's [`Listener`] (a stream without a seat is counted as a
//! spectator). A stream that asked for the audience also sends its updates between the
//! game's, and goes on for [`AFTER_GAME`] after the update showing the game over (the chat
//! after a game), with audience updates only, before it ends with OK.

use std::pin::Pin;
use std::time::Duration;

use futures_util::{Stream, stream};
use tonic::Status;
use tracing::Instrument as _;

use super::ServiceError;
use super::games::{AudienceUpdate, GameWatch, Listener, Watched};
pub use super::shutdown::Shutdown;
use super::view::GameView;
use crate::ruleset::Ruleset;
use crate::store::GameStore;

/// How long a stream with the audience goes on after the update showing the game over.
pub const AFTER_GAME: Duration = Duration::from_secs(60);

/// How a stream turns its updates into messages.
#[derive(Clone, Copy, Debug)]
pub struct Render<F, A> {
    /// A game's update, with the game as it stands after it (the last update's).
    pub game: F,
    /// An audience update (sent only when `audience` was asked for).
    pub audience: Option<A>,
}

/// A boxed server stream.
pub type BoxStream<M> = Pin<Box<dyn Stream<Item = Result<M, Status>> + Send + 'static>>;

/// Streams `watch` to a client, each update turned into a message by `render` (and, with
/// `render.audience`, the updates of `listener` too). `listener` and `guard` live as long as
/// the stream is served (`guard`: e.g. a metrics gauge of open streams).
///
/// The stream is the watch itself, polled by the transport: no task and no queue of its own.
/// The transport buffers up to the HTTP/2 flow-control window; a client that reads no further
/// leaves its updates in the hub's queue, which marks it as fallen behind once full, and the
/// watcher continues from a snapshot. A client that leaves drops the stream, and with it the
/// watch.
pub fn spawn<R, S, M, F, A, G>(
    watch: GameWatch<R, S>,
    listener: Listener,
    shutdown: Shutdown,
    render: Render<F, A>,
    guard: G,
) -> BoxStream<M>
where
    R: Ruleset,
    S: GameStore,
    M: Send + 'static,
    F: Fn(Watched<R>, Option<&GameView<R>>) -> Result<M, ServiceError> + Send + 'static,
    A: Fn(AudienceUpdate) -> M + Send + Sync + 'static,
    G: Send + 'static,
{
    let span = tracing::info_span!("watch", game_id = %watch.id());
    span.in_scope(|| tracing::debug!(version = watch.last_version(), "watch started"));
    let streaming = Streaming {
        // Boxed: the stream's state then stays small, and the game is kept once.
        watch: Box::new(watch),
        listener,
        shutdown,
        render,
        span,
        over: false,
        after_game: None,
        _guard: guard,
    };
    Box::pin(stream::unfold(streaming, |mut streaming| async move {
        let span = streaming.span.clone();
        let message = streaming.next().instrument(span).await?;
        Some((message, streaming))
    }))
}

/// A watch being streamed.
struct Streaming<R: Ruleset, S, F, A, G> {
    watch: Box<GameWatch<R, S>>,
    listener: Listener,
    shutdown: Shutdown,
    render: Render<F, A>,
    span: tracing::Span,
    /// The last message was sent.
    over: bool,
    /// The game over was sent: audience updates until then.
    after_game: Option<tokio::time::Instant>,
    _guard: G,
}

impl<R, S, F, A, G> Streaming<R, S, F, A, G>
where
    R: Ruleset,
    S: GameStore,
{
    /// The next message; `None` once the stream is over: after the update showing the game
    /// over (the stream ends with OK), or after the error that ended it.
    async fn next<M>(&mut self) -> Option<Result<M, Status>>
    where
        F: Fn(Watched<R>, Option<&GameView<R>>) -> Result<M, ServiceError>,
        A: Fn(AudienceUpdate) -> M,
    {
        if self.over {
            return None;
        }
        if let Some(until) = self.after_game {
            return self.after_game(until).await;
        }
        let listener = &mut self.listener;
        let audience = self.render.audience.as_ref();
        let next = tokio::select! {
            biased;
            () = self.shutdown.wait() => {
                tracing::debug!("watch ended: shutting down");
                self.over = true;
                return Some(Err(Status::from(ServiceError::ShuttingDown)));
            }
            next = self.watch.next() => next,
            update = async {
                match audience {
                    Some(_) => listener.next().await,
                    None => std::future::pending().await,
                }
            } => {
                return audience.map(|render| Ok(render(update)));
            }
        };
        let (render, watch) = (&self.render.game, &self.watch);
        match next.and_then(|update| {
            update
                .map(|update| render(update, watch.current()))
                .transpose()
        }) {
            Ok(Some(message)) => Some(Ok(message)),
            Ok(None) if self.render.audience.is_some() => {
                let until = tokio::time::Instant::now() + AFTER_GAME;
                self.after_game = Some(until);
                self.after_game(until).await
            }
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

    /// After the game over, with the audience: its updates until `until` (or shutdown), then
    /// the end with OK.
    async fn after_game<M>(&mut self, until: tokio::time::Instant) -> Option<Result<M, Status>>
    where
        A: Fn(AudienceUpdate) -> M,
    {
        let render = self.render.audience.as_ref()?;
        tokio::select! {
            biased;
            () = self.shutdown.wait() => {}
            () = tokio::time::sleep_until(until) => {}
            update = self.listener.next() => return Some(Ok(render(update))),
        }
        tracing::debug!(
            version = self.watch.last_version(),
            "watch ended: game over, audience done"
        );
        self.over = true;
        None
    }
}
