//! The middleware around every call the server answers (every game service, health and
//! reflection alike):
//!
//! - a **panic** while handling a call is caught, logged at `error` with the method, and
//!   answered `INTERNAL` (reason `INTERNAL`); the connection and the server carry on;
//! - a call that takes longer than the **request timeout** is cancelled (its work is dropped)
//!   and answered `DEADLINE_EXCEEDED` (reason `REQUEST_TIMEOUT`);
//! - tonic answers a request or response message over the **size limits** with `OUT_OF_RANGE`;
//!   gRPC's status code table says `RESOURCE_EXHAUSTED`, so those answers are rewritten to
//!   `RESOURCE_EXHAUSTED` with reason `REQUEST_TOO_LARGE` or `RESPONSE_TOO_LARGE` and a
//!   message naming the limit; so is a compressed request that inflates past the request
//!   limit (tonic answers `RESOURCE_EXHAUSTED` without details);
//! - request **metadata** larger than the metadata limit (counted as HTTP/2 counts a header
//!   list: name + value + 32 bytes per field) is answered `RESOURCE_EXHAUSTED` (reason
//!   `METADATA_TOO_LARGE`, naming the limit and the size) before any service sees the call.
//!   The transport accepts header lists up to [`crate::server::METADATA_CEILING`], so
//!   oversized metadata is refused per call, and other calls on the connection carry on.
//!
//! The timeout covers a call until its response starts: a server-streaming call is not cut
//! off once its stream is flowing. A client's own deadline (`grpc-timeout`) is enforced by
//! tonic outside this middleware and answered `CANCELLED` ("Timeout expired"); either way the
//! call's work is dropped.

use std::any::Any;
use std::collections::HashMap;
use std::future::Future;
use std::panic::AssertUnwindSafe;
use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::Duration;

use futures_util::FutureExt as _;
use http::{HeaderMap, Request, Response};
use tonic::body::Body;
use tonic::{Code, Status};
use tonic_types::{ErrorDetails, StatusExt as _};
use tower::Service;

use crate::rpc::watched::{Watch, Watched};
use crate::session::ServiceError;
pub use crate::session::error::ERROR_DOMAIN;

/// How tonic starts the message of a request that exceeds the decoding limit.
const REQUEST_TOO_LARGE: &str = "Error, decoded message length too large";
/// How tonic starts the message of a response that exceeds the encoding limit.
const RESPONSE_TOO_LARGE: &str = "Error, encoded message length too large";
/// How tonic starts the message of a compressed request that inflates past the limit.
const INFLATES_TOO_LARGE: &str = "Error decompressing: size limit";

/// HTTP/2's overhead per header field when it counts a header list's size (RFC 9113, 6.5.2).
const FIELD_OVERHEAD: usize = 32;

/// The gRPC status headers a rewrite replaces.
const STATUS_HEADERS: [&str; 3] = ["grpc-status", "grpc-message", "grpc-status-details-bin"];

/// Adds [`Guard`] to every call; see the module documentation.
#[derive(Clone, Copy, Debug)]
pub struct GuardLayer {
    request_timeout: Duration,
    max_request_bytes: usize,
    max_response_bytes: usize,
    max_metadata_bytes: usize,
}

impl GuardLayer {
    /// Calls are cancelled after `request_timeout`; the limits only appear in the messages
    /// (the limits themselves are enforced by each service's codec).
    #[must_use]
    pub fn new(
        request_timeout: Duration,
        max_request_bytes: usize,
        max_response_bytes: usize,
    ) -> Self {
        GuardLayer {
            request_timeout,
            max_request_bytes,
            max_response_bytes,
            max_metadata_bytes: usize::MAX,
        }
    }

    /// Refuses calls whose metadata exceeds `limit` bytes (HTTP/2 header list size).
    #[must_use]
    pub fn with_max_metadata_bytes(self, limit: usize) -> Self {
        GuardLayer {
            max_metadata_bytes: limit,
            ..self
        }
    }
}

/// The size of a request's metadata as HTTP/2 counts a header list: name + value + 32 bytes
/// for every field, the `:path` pseudo-header included.
#[must_use]
pub fn metadata_size<B>(request: &Request<B>) -> usize {
    let fields: usize = request
        .headers()
        .iter()
        .map(|(name, value)| name.as_str().len() + value.len() + FIELD_OVERHEAD)
        .sum();
    fields + ":path".len() + request.uri().path().len() + FIELD_OVERHEAD
}

/// The future every middleware of the server ([`Middleware`]) answers a call with.
pub type CallFuture<E> = Pin<Box<dyn Future<Output = Result<Response<Body>, E>> + Send>>;

/// What one middleware of the server (this guard, [`crate::ratelimit`],
/// [`crate::rpc::admission`]) does with a call, given the service inside it; the [`Service`]
/// around it is [`Middleware`], written once for all.
pub trait Wrap: Clone {
    /// Answers `request`, through `inner` (made ready by `poll_ready`) or not.
    fn call<S: Inner>(&self, inner: &mut S, request: Request<Body>) -> CallFuture<S::Error>;
}

/// A service a [`Middleware`] can hold: the server's routes, or another middleware.
pub trait Inner:
    Service<Request<Body>, Response = Response<Body>, Future: Send + 'static, Error: Send + 'static>
    + Clone
    + Send
    + 'static
{
}

impl<S> Inner for S where
    S: Service<
            Request<Body>,
            Response = Response<Body>,
            Future: Send + 'static,
            Error: Send + 'static,
        > + Clone
        + Send
        + 'static
{
}

/// Makes `$layer` (a [`Wrap`]) a [`Layer`](tower::Layer) whose service, `$service<S>`, is the service
/// inside that middleware.
macro_rules! middleware {
    ($(#[$attr:meta])* $layer:ty => $service:ident) => {
        $(#[$attr])*
        pub type $service<S> = $crate::guard::Middleware<S, $layer>;

        impl<S> tower::Layer<S> for $layer {
            type Service = $service<S>;

            fn layer(&self, inner: S) -> $service<S> {
                $crate::guard::Middleware::new(inner, Clone::clone(self))
            }
        }
    };
}

pub(crate) use middleware;

/// The service `inner` inside the middleware `wrap` (a layer's [`Layer::layer`](tower::Layer::layer)).
#[derive(Clone, Debug)]
pub struct Middleware<S, W> {
    inner: S,
    wrap: W,
}

impl<S, W> Middleware<S, W> {
    /// `inner` inside `wrap`.
    pub fn new(inner: S, wrap: W) -> Middleware<S, W> {
        Middleware { inner, wrap }
    }
}

impl<S: Inner, W: Wrap> Service<Request<Body>> for Middleware<S, W> {
    type Response = Response<Body>;
    type Error = S::Error;
    type Future = CallFuture<S::Error>;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), Self::Error>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, request: Request<Body>) -> Self::Future {
        self.wrap.call(&mut self.inner, request)
    }
}

middleware! {
    /// The middleware made by [`GuardLayer`].
    GuardLayer => Guard
}

impl Wrap for GuardLayer {
    fn call<S: Inner>(&self, inner: &mut S, request: Request<Body>) -> CallFuture<S::Error> {
        let method = request.uri().path().to_owned();
        let config = *self;
        let size = metadata_size(&request);
        if size > config.max_metadata_bytes {
            let limit = config.max_metadata_bytes;
            tracing::info!(method, size, limit, "request metadata too large");
            return Box::pin(std::future::ready(Ok(answer(
                Code::ResourceExhausted,
                "METADATA_TOO_LARGE",
                format!(
                    "the request metadata is {size} bytes (HTTP/2 header list size: name + value \
                     + 32 per field), more than this server accepts ({limit} bytes)"
                ),
            ))));
        }
        let started = std::panic::catch_unwind(AssertUnwindSafe(|| inner.call(request)));
        Box::pin(async move {
            let call = match started {
                Ok(call) => call,
                Err(panic) => return Ok(panicked(&method, panic.as_ref())),
            };
            let guarded = AssertUnwindSafe(call).catch_unwind();
            match tokio::time::timeout(config.request_timeout, guarded).await {
                Ok(Ok(Ok(response))) => Ok(config.check_response(&method, response)),
                Ok(Ok(Err(error))) => Err(error),
                Ok(Err(panic)) => Ok(panicked(&method, panic.as_ref())),
                Err(_) => Ok(timed_out(&method, config.request_timeout)),
            }
        })
    }
}

/// A status of this service's error domain as an HTTP response.
fn answer(code: Code, reason: &str, message: String) -> Response<Body> {
    status(code, reason, message).into_http()
}

/// A call refused until later, as an HTTP response: `RESOURCE_EXHAUSTED` with reason `reason`,
/// `RetryInfo` of `retry_ms`, and the `ErrorInfo` metadata `key` = `value` and
/// `retry_after_ms` (the rate limits' and admission's refusals).
pub(crate) fn retry_later(
    reason: &str,
    (key, value): (&str, &str),
    retry_ms: u64,
    message: String,
) -> Response<Body> {
    let mut details = ErrorDetails::new();
    details.set_error_info(
        reason,
        ERROR_DOMAIN,
        [
            (key.to_owned(), value.to_owned()),
            ("retry_after_ms".to_owned(), retry_ms.to_string()),
        ],
    );
    details.set_retry_info(Some(Duration::from_millis(retry_ms)));
    Status::with_error_details(Code::ResourceExhausted, message, details).into_http()
}

fn status(code: Code, reason: &str, message: String) -> Status {
    let mut details = ErrorDetails::new();
    details.set_error_info(reason, ERROR_DOMAIN, HashMap::new());
    Status::with_error_details(code, message, details)
}

fn panicked(method: &str, panic: &(dyn Any + Send)) -> Response<Body> {
    let what = panic
        .downcast_ref::<&str>()
        .copied()
        .or_else(|| panic.downcast_ref::<String>().map(String::as_str))
        .unwrap_or("(no message)");
    tracing::error!(
        method,
        panic = what,
        "a call panicked; answered INTERNAL, the server carries on"
    );
    Status::from(ServiceError::Internal(format!("panic in {method}: {what}"))).into_http()
}

fn timed_out(method: &str, limit: Duration) -> Response<Body> {
    tracing::warn!(
        method,
        limit_ms = u64::try_from(limit.as_millis()).unwrap_or(u64::MAX),
        "a call exceeded the request timeout and was cancelled"
    );
    answer(
        Code::DeadlineExceeded,
        "REQUEST_TIMEOUT",
        format!(
            "the call did not finish within the server's request timeout of {limit:?} and was cancelled"
        ),
    )
}

impl GuardLayer {
    /// Rewrites tonic's size-limit answers (see the module documentation).
    fn check_response(self, method: &str, response: Response<Body>) -> Response<Body> {
        let (mut parts, body) = response.into_parts();
        // A unary call refused before its handler ran answers with the status in the headers.
        if let Some(status) = Status::from_header_map(&parts.headers)
            && status.code() == Code::OutOfRange
            && status.message().starts_with(REQUEST_TOO_LARGE)
        {
            tracing::info!(method, limit = self.max_request_bytes, "request too large");
            replace_status(&mut parts.headers, &self.request_too_large(&status));
        }
        if let Some(status) = Status::from_header_map(&parts.headers)
            && status.code() == Code::ResourceExhausted
            && status.message().starts_with(INFLATES_TOO_LARGE)
        {
            tracing::info!(
                method,
                limit = self.max_request_bytes,
                "request inflates too large"
            );
            replace_status(&mut parts.headers, &self.request_too_large(&status));
        }
        let body = Body::new(Watched::new(body, self));
        Response::from_parts(parts, body)
    }

    fn request_too_large(self, tonic: &Status) -> Status {
        status(
            Code::ResourceExhausted,
            "REQUEST_TOO_LARGE",
            format!(
                "the request message is larger than this server accepts ({} bytes): {}",
                self.max_request_bytes,
                tonic.message()
            ),
        )
    }

    fn response_too_large(self, tonic: &Status) -> Status {
        status(
            Code::ResourceExhausted,
            "RESPONSE_TOO_LARGE",
            format!(
                "the response message is larger than this server sends ({} bytes): {}",
                self.max_response_bytes,
                tonic.message()
            ),
        )
    }
}

fn replace_status(headers: &mut HeaderMap, status: &Status) {
    for name in STATUS_HEADERS {
        headers.remove(name);
    }
    if let Err(e) = status.add_header(headers) {
        tracing::error!(error = %e, "cannot write a status header");
    }
}

/// A response's trailers are checked for tonic's response-size error.
impl Watch for GuardLayer {
    fn trailers(&mut self, trailers: &mut HeaderMap) {
        if let Some(status) = Status::from_header_map(trailers)
            && status.code() == Code::OutOfRange
            && status.message().starts_with(RESPONSE_TOO_LARGE)
        {
            tracing::info!(limit = self.max_response_bytes, "response too large");
            replace_status(trailers, &self.response_too_large(&status));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use http_body::Frame;
    use http_body_util::BodyExt as _;
    use tower::Layer as _;

    fn layer(timeout_ms: u64) -> GuardLayer {
        GuardLayer::new(Duration::from_millis(timeout_ms), 100, 200)
    }

    fn request() -> Request<Body> {
        Request::builder()
            .uri("/hanniball.v1.HanniballService/GetGame")
            .body(Body::empty())
            .unwrap()
    }

    fn header_status(response: &Response<Body>) -> Status {
        Status::from_header_map(response.headers()).expect("a status in the headers")
    }

    #[tokio::test]
    async fn a_panic_in_the_handler_future_is_internal() {
        let inner = tower::service_fn(|_: Request<Body>| async {
            if true {
                panic!("boom");
            }
            Ok::<_, std::convert::Infallible>(Response::new(Body::empty()))
        });
        let response = layer(1000).layer(inner).call(request()).await.unwrap();
        let status = header_status(&response);
        assert_eq!(status.code(), Code::Internal);
        assert_eq!(status.get_details_error_info().unwrap().reason, "INTERNAL");
        assert!(!status.message().contains("boom"), "details are not sent");
    }

    #[tokio::test]
    async fn a_panic_when_called_is_internal() {
        let inner = tower::service_fn(|_: Request<Body>| -> std::future::Ready<
            Result<Response<Body>, std::convert::Infallible>,
        > { panic!("boom at call") });
        let response = layer(1000).layer(inner).call(request()).await.unwrap();
        assert_eq!(header_status(&response).code(), Code::Internal);
    }

    #[tokio::test]
    async fn slow_calls_exceed_the_deadline() {
        let inner = tower::service_fn(|_: Request<Body>| async {
            tokio::time::sleep(Duration::from_secs(5)).await;
            Ok::<_, std::convert::Infallible>(Response::new(Body::empty()))
        });
        let response = layer(50).layer(inner).call(request()).await.unwrap();
        let status = header_status(&response);
        assert_eq!(status.code(), Code::DeadlineExceeded);
        assert_eq!(
            status.get_details_error_info().unwrap().reason,
            "REQUEST_TIMEOUT"
        );
        assert!(status.message().contains("50ms"), "{status:?}");
    }

    #[tokio::test]
    async fn oversized_metadata_is_refused_before_the_service() {
        let inner = tower::service_fn(|_: Request<Body>| async {
            if true {
                panic!("the service must not be called");
            }
            Ok::<_, std::convert::Infallible>(Response::new(Body::empty()))
        });
        let mut request = request();
        request
            .headers_mut()
            .insert("x-big", "v".repeat(2000).parse().unwrap());
        let size = metadata_size(&request);
        let path = "/hanniball.v1.HanniballService/GetGame".len();
        assert_eq!(size, "x-big".len() + 2000 + 32 + ":path".len() + path + 32);
        let mut guard = layer(1000).with_max_metadata_bytes(1024).layer(inner);
        let status = header_status(&guard.call(request).await.unwrap());
        assert_eq!(status.code(), Code::ResourceExhausted);
        assert_eq!(
            status.get_details_error_info().unwrap().reason,
            "METADATA_TOO_LARGE"
        );
        assert!(status.message().contains("(1024 bytes)"), "{status:?}");
        assert!(status.message().contains(&size.to_string()), "{status:?}");
    }

    #[tokio::test]
    async fn size_errors_become_resource_exhausted() {
        let inner = tower::service_fn(|_: Request<Body>| async {
            let tonic = Status::out_of_range(format!("{REQUEST_TOO_LARGE}: found 9 bytes"));
            Ok::<_, std::convert::Infallible>(tonic.into_http())
        });
        let response = layer(1000).layer(inner).call(request()).await.unwrap();
        let status = header_status(&response);
        assert_eq!(status.code(), Code::ResourceExhausted);
        assert_eq!(
            status.get_details_error_info().unwrap().reason,
            "REQUEST_TOO_LARGE"
        );
        assert!(status.message().contains("100 bytes"), "{status:?}");

        // Other statuses pass unchanged.
        let inner = tower::service_fn(|_: Request<Body>| async {
            Ok::<_, std::convert::Infallible>(Status::out_of_range("other").into_http())
        });
        let response = layer(1000).layer(inner).call(request()).await.unwrap();
        assert_eq!(header_status(&response).code(), Code::OutOfRange);
    }

    #[tokio::test]
    async fn response_size_errors_in_trailers_become_resource_exhausted() {
        let inner = tower::service_fn(|_: Request<Body>| async {
            let mut trailers = HeaderMap::new();
            Status::out_of_range(format!("{RESPONSE_TOO_LARGE}: found 999 bytes"))
                .add_header(&mut trailers)
                .unwrap();
            let body =
                http_body_util::StreamBody::new(futures_util::stream::iter([Ok::<_, Status>(
                    Frame::trailers(trailers),
                )]));
            Ok::<_, std::convert::Infallible>(Response::new(Body::new(body)))
        });
        let response = layer(1000).layer(inner).call(request()).await.unwrap();
        let collected = response.into_body().collect().await.unwrap();
        let trailers = collected.trailers().expect("trailers");
        let status = Status::from_header_map(trailers).unwrap();
        assert_eq!(status.code(), Code::ResourceExhausted);
        assert!(status.message().contains("200 bytes"), "{status:?}");
        assert_eq!(
            status.get_details_error_info().unwrap().reason,
            "RESPONSE_TOO_LARGE"
        );
    }
}
