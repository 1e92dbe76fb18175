//! A middleware that lets a watcher see, and change, each call's response as it passes: its
//! headers, its trailers (where a streamed or answered call's gRPC status is), and how it
//! ended without them. The RPC metrics ([`crate::metrics::RpcMetricsLayer`]), the localized
//! messages ([`crate::rpc::localized`]) and the guard's size-limit statuses
//! ([`crate::guard`]) are such watchers.

use std::future::Future;
use std::pin::Pin;
use std::task::{Context, Poll, ready};

use http::{HeaderMap, Request, Response};
use http_body::{Body, Frame, SizeHint};
use tower::Service;

/// What watches one call's response.
pub trait Watch {
    /// The response's headers pass (a trailers-only response, an error before any message,
    /// carries its status here).
    fn headers(&mut self, _headers: &mut HeaderMap) {}

    /// The body's trailers pass.
    fn trailers(&mut self, trailers: &mut HeaderMap);

    /// The call, or its body, ended without trailers: with the body's error (`failed`), or
    /// not (the call failed before answering, or the body ended without a status).
    fn ended(&mut self, _failed: bool) {}
}

/// A watcher that may be absent (a call nobody watches).
impl<W: Watch> Watch for Option<W> {
    fn headers(&mut self, headers: &mut HeaderMap) {
        if let Some(watch) = self {
            watch.headers(headers);
        }
    }

    fn trailers(&mut self, trailers: &mut HeaderMap) {
        if let Some(watch) = self {
            watch.trailers(trailers);
        }
    }

    fn ended(&mut self, failed: bool) {
        if let Some(watch) = self {
            watch.ended(failed);
        }
    }
}

/// A layer whose service ([`Watching`]) gives each call's response a watcher.
pub trait Watcher: Clone {
    /// What watches one response.
    type Watch: Watch;

    /// The watcher of the response to `request`, if any: made when the call starts.
    fn watch<B>(&self, request: &Request<B>) -> Option<Self::Watch>;
}

/// The service `inner` with its responses watched by `layer`'s watchers.
#[derive(Clone, Debug)]
pub struct Watching<S, L> {
    inner: S,
    layer: L,
}

impl<S, L> Watching<S, L> {
    /// `inner`, watched by `layer`.
    pub fn new(inner: S, layer: L) -> Watching<S, L> {
        Watching { inner, layer }
    }
}

impl<S, L, ReqBody, ResBody> Service<Request<ReqBody>> for Watching<S, L>
where
    S: Service<Request<ReqBody>, Response = Response<ResBody>>,
    ResBody: Body,
    L: Watcher,
{
    type Response = Response<Watched<ResBody, Option<L::Watch>>>;
    type Error = S::Error;
    type Future = WatchedFuture<S::Future, L::Watch>;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), S::Error>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, request: Request<ReqBody>) -> Self::Future {
        let watch = self.layer.watch(&request);
        WatchedFuture {
            inner: self.inner.call(request),
            watch,
        }
    }
}

pin_project_lite::pin_project! {
    /// The response future of [`Watching`].
    pub struct WatchedFuture<F, W> {
        #[pin]
        inner: F,
        watch: Option<W>,
    }
}

impl<F, B, E, W> Future for WatchedFuture<F, W>
where
    F: Future<Output = Result<Response<B>, E>>,
    B: Body,
    W: Watch,
{
    type Output = Result<Response<Watched<B, Option<W>>>, E>;

    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        let this = self.project();
        let result = ready!(this.inner.poll(cx));
        let mut watch = this.watch.take();
        Poll::Ready(match result {
            Ok(response) => {
                let (mut parts, body) = response.into_parts();
                watch.headers(&mut parts.headers);
                Ok(Response::from_parts(parts, Watched::new(body, watch)))
            }
            Err(e) => {
                watch.ended(false);
                Err(e)
            }
        })
    }
}

pin_project_lite::pin_project! {
    /// A response body whose trailers, and end without them, its watcher sees.
    pub struct Watched<B, W> {
        #[pin]
        inner: B,
        watch: W,
    }
}

impl<B, W> Watched<B, W> {
    /// `inner`, watched by `watch`.
    pub fn new(inner: B, watch: W) -> Watched<B, W> {
        Watched { inner, watch }
    }
}

impl<B: Body, W: Watch> Body for Watched<B, W> {
    type Data = B::Data;
    type Error = B::Error;

    fn poll_frame(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Self::Data>, Self::Error>>> {
        let this = self.project();
        let polled = ready!(this.inner.poll_frame(cx));
        Poll::Ready(match polled {
            Some(Ok(frame)) => Some(Ok(match frame.into_trailers() {
                Ok(mut trailers) => {
                    this.watch.trailers(&mut trailers);
                    Frame::trailers(trailers)
                }
                Err(frame) => frame,
            })),
            Some(Err(e)) => {
                this.watch.ended(true);
                Some(Err(e))
            }
            None => {
                this.watch.ended(false);
                None
            }
        })
    }

    fn is_end_stream(&self) -> bool {
        self.inner.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.inner.size_hint()
    }
}
