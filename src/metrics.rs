//! Prometheus metrics, and the HTTP endpoint that serves them (`GET /metrics`, text format).
//!
//! | metric | type | labels |
//! | --- | --- | --- |
//! | `grpc_server_started_total` | counter | `grpc_type`, `grpc_service`, `grpc_method` |
//! | `grpc_server_handled_total` | counter | the same and `grpc_code` |
//! | `grpc_server_handling_seconds` | histogram | the same as `grpc_server_handled_total` |
//! | `hanniball_store_operation_seconds` | histogram | `operation`, `result` |
//! | `hanniball_watchers` | gauge | — |
//! | `hanniball_games_created_total` | counter | `ruleset` |
//! | `hanniball_games_finished_total` | counter | `ruleset` |
//! | `process_*` (Linux) | | CPU seconds, resident memory, open file descriptors, … |
//!
//! The RPC metrics follow the names and labels of `go-grpc-prometheus` (codes are spelled as
//! there: `OK`, `InvalidArgument`, `FailedPrecondition`, …), so existing gRPC dashboards
//! work; their handling time also carries the code. They are recorded by [`RpcMetricsLayer`],
//! a tower layer around every service of the server, from the `grpc-status` the client
//! receives: a call is counted when its response ends, a server stream when it closes; a call
//! the client abandons counts as `Canceled`, one cut by a deadline as `DeadlineExceeded` (the
//! server's own request timeout is answered `DEADLINE_EXCEEDED` by [`crate::guard`] inside this
//! layer; a client's `grpc-timeout` is enforced by tonic outside it, which answers the client
//! with `CANCELLED`, "Timeout expired").
//! Methods are labelled only when the server knows them (from the services' descriptors), so
//! requests for made-up paths cannot grow the label set: they count as `unknown`.
//!
//! Each [`Metrics`] value owns its registry: two servers in one process (as in the tests)
//! never mix their figures.

use std::collections::HashMap;
use std::convert::Infallible;
use std::fmt;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll, ready};
use std::time::{Duration, Instant};

use bytes::Bytes;
use http::{HeaderMap, Method, Request, Response, StatusCode, header};
use http_body::{Body, Frame, SizeHint};
use http_body_util::Full;
use hyper::service::service_fn;
use hyper_util::rt::{TokioIo, TokioTimer};
use prometheus::{
    Encoder as _, HistogramOpts, HistogramVec, IntCounterVec, IntGauge, Opts, Registry, TextEncoder,
};
use prost::Message as _;
use tokio::net::TcpListener;
use tonic::Code;
use tower::{Layer, Service};

use crate::store::{
    CasOutcome, EventsAfter, GameId, GameStore, Loaded, StoreError, StoredGame, Subscription,
    Update,
};

/// Upper bounds (seconds) of the RPC latency buckets: 0.5 ms to 30 s.
const RPC_BUCKETS: &[f64] = &[
    0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0,
];

/// Upper bounds (seconds) of the store latency buckets: 0.1 ms to 5 s.
const STORE_BUCKETS: &[f64] = &[
    0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0,
];

/// The label value of requests for a path the server does not serve.
const UNKNOWN: &str = "unknown";

/// The metrics of one server. Cheap to clone; clones share the figures.
#[derive(Clone)]
pub struct Metrics {
    inner: Arc<Inner>,
}

struct Inner {
    registry: Registry,
    rpc_started: IntCounterVec,
    rpc_handled: IntCounterVec,
    rpc_seconds: HistogramVec,
    store_seconds: HistogramVec,
    watchers: IntGauge,
    games_created: IntCounterVec,
    games_finished: IntCounterVec,
}

impl fmt::Debug for Metrics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Metrics")
            .field("watchers", &self.inner.watchers.get())
            .finish_non_exhaustive()
    }
}

impl Default for Metrics {
    fn default() -> Self {
        Metrics::new()
    }
}

// The definitions below are constants: building and registering them fails only if one of
// them is malformed or two share a name, which the unit tests rule out.
const DEFINED: &str = "metric definitions are valid and distinct";

fn counter(registry: &Registry, name: &str, help: &str, labels: &[&str]) -> IntCounterVec {
    let metric = IntCounterVec::new(Opts::new(name, help), labels).expect(DEFINED);
    registry.register(Box::new(metric.clone())).expect(DEFINED);
    metric
}

fn histogram(
    registry: &Registry,
    name: &str,
    help: &str,
    labels: &[&str],
    buckets: &[f64],
) -> HistogramVec {
    let opts = HistogramOpts::new(name, help).buckets(buckets.to_vec());
    let metric = HistogramVec::new(opts, labels).expect(DEFINED);
    registry.register(Box::new(metric.clone())).expect(DEFINED);
    metric
}

impl Metrics {
    /// Fresh metrics in their own registry (with the process metrics on Linux).
    #[must_use]
    pub fn new() -> Metrics {
        let registry = Registry::new();
        let rpc_labels = ["grpc_type", "grpc_service", "grpc_method"];
        let coded_labels = ["grpc_type", "grpc_service", "grpc_method", "grpc_code"];
        let rpc_started = counter(
            &registry,
            "grpc_server_started_total",
            "RPCs started on the server.",
            &rpc_labels,
        );
        let rpc_handled = counter(
            &registry,
            "grpc_server_handled_total",
            "RPCs completed on the server, by status code.",
            &coded_labels,
        );
        let rpc_seconds = histogram(
            &registry,
            "grpc_server_handling_seconds",
            "Time from receiving an RPC to its final status (for a stream: until it closes).",
            &coded_labels,
            RPC_BUCKETS,
        );
        let store_seconds = histogram(
            &registry,
            "hanniball_store_operation_seconds",
            "Latency of game store operations, by operation and result.",
            &["operation", "result"],
            STORE_BUCKETS,
        );
        let watchers =
            IntGauge::new("hanniball_watchers", "Open WatchGame streams.").expect(DEFINED);
        registry
            .register(Box::new(watchers.clone()))
            .expect(DEFINED);
        let games_created = counter(
            &registry,
            "hanniball_games_created_total",
            "Games created.",
            &["ruleset"],
        );
        let games_finished = counter(
            &registry,
            "hanniball_games_finished_total",
            "Games that ended (goal, no legal step, resignation, ...).",
            &["ruleset"],
        );
        #[cfg(target_os = "linux")]
        {
            let process = prometheus::process_collector::ProcessCollector::for_self();
            if let Err(e) = registry.register(Box::new(process)) {
                tracing::warn!(error = %e, "process metrics unavailable");
            }
        }
        Metrics {
            inner: Arc::new(Inner {
                registry,
                rpc_started,
                rpc_handled,
                rpc_seconds,
                store_seconds,
                watchers,
                games_created,
                games_finished,
            }),
        }
    }

    /// The registry, to add metrics of one's own.
    #[must_use]
    pub fn registry(&self) -> &Registry {
        &self.inner.registry
    }

    /// Every metric in the Prometheus text exposition format.
    #[must_use]
    pub fn render(&self) -> String {
        let mut out = Vec::new();
        if let Err(e) = TextEncoder::new().encode(&self.inner.registry.gather(), &mut out) {
            tracing::error!(error = %e, "cannot encode the metrics");
        }
        String::from_utf8(out).unwrap_or_default()
    }

    /// Counts one more open watch stream until the returned guard is dropped: keep the guard
    /// inside the stream, so that the gauge goes down however the stream ends.
    #[must_use = "the watcher is counted only while the guard lives"]
    pub fn watcher(&self) -> WatcherGuard {
        self.watchers_inc();
        WatcherGuard {
            metrics: self.clone(),
        }
    }

    /// One more open watch stream (prefer [`Metrics::watcher`]).
    pub fn watchers_inc(&self) {
        self.inner.watchers.inc();
    }

    /// One watch stream fewer (prefer [`Metrics::watcher`]).
    pub fn watchers_dec(&self) {
        self.inner.watchers.dec();
    }

    /// The number of open watch streams.
    #[must_use]
    pub fn watchers(&self) -> i64 {
        self.inner.watchers.get()
    }

    /// A game of `ruleset` was created.
    pub fn game_created(&self, ruleset: &str) {
        self.inner.games_created.with_label_values(&[ruleset]).inc();
    }

    /// A game of `ruleset` ended.
    pub fn game_finished(&self, ruleset: &str) {
        self.inner
            .games_finished
            .with_label_values(&[ruleset])
            .inc();
    }

    /// Records one store operation.
    pub fn store_operation(&self, operation: &str, result: &str, elapsed: Duration) {
        self.inner
            .store_seconds
            .with_label_values(&[operation, result])
            .observe(elapsed.as_secs_f64());
    }

    fn rpc_started(&self, method: &MethodLabels) {
        self.inner
            .rpc_started
            .with_label_values(&[method.kind, &method.service, &method.method])
            .inc();
    }

    fn rpc_handled(&self, method: &MethodLabels, code: Code, elapsed: Duration) {
        let labels = [
            method.kind,
            &method.service,
            &method.method,
            code_name(code),
        ];
        self.inner.rpc_handled.with_label_values(&labels).inc();
        self.inner
            .rpc_seconds
            .with_label_values(&labels)
            .observe(elapsed.as_secs_f64());
    }
}

/// Keeps one watch stream counted in `hanniball_watchers`; see [`Metrics::watcher`].
#[derive(Debug)]
pub struct WatcherGuard {
    metrics: Metrics,
}

impl Drop for WatcherGuard {
    fn drop(&mut self) {
        self.metrics.watchers_dec();
    }
}

/// A status code as `go-grpc-prometheus` spells it.
fn code_name(code: Code) -> &'static str {
    match code {
        Code::Ok => "OK",
        Code::Cancelled => "Canceled",
        Code::Unknown => "Unknown",
        Code::InvalidArgument => "InvalidArgument",
        Code::DeadlineExceeded => "DeadlineExceeded",
        Code::NotFound => "NotFound",
        Code::AlreadyExists => "AlreadyExists",
        Code::PermissionDenied => "PermissionDenied",
        Code::ResourceExhausted => "ResourceExhausted",
        Code::FailedPrecondition => "FailedPrecondition",
        Code::Aborted => "Aborted",
        Code::OutOfRange => "OutOfRange",
        Code::Unimplemented => "Unimplemented",
        Code::Internal => "Internal",
        Code::Unavailable => "Unavailable",
        Code::DataLoss => "DataLoss",
        Code::Unauthenticated => "Unauthenticated",
    }
}

// ---------------------------------------------------------------------------------------------
// RPC metrics: a tower layer.

/// The labels of one method.
#[derive(Clone, Debug, PartialEq, Eq)]
struct MethodLabels {
    /// `unary`, `server_stream`, `client_stream` or `bidi_stream`.
    kind: &'static str,
    /// E.g. `hanniball.v1.HanniballService`.
    service: Arc<str>,
    /// E.g. `ApplyAction`.
    method: Arc<str>,
}

impl MethodLabels {
    fn unknown() -> MethodLabels {
        MethodLabels {
            kind: UNKNOWN,
            service: Arc::from(UNKNOWN),
            method: Arc::from(UNKNOWN),
        }
    }
}

/// Records `grpc_server_*` metrics for every call through the wrapped service; see the
/// [module documentation](self).
#[derive(Clone, Debug)]
pub struct RpcMetricsLayer {
    metrics: Metrics,
    methods: Arc<HashMap<String, MethodLabels>>,
    server_timeout: Option<Duration>,
}

impl RpcMetricsLayer {
    /// Records into `metrics`; the methods served are read from the encoded file descriptor
    /// sets of the services (`server_timeout` is the server's own limit per call, used to tell
    /// a call cut by its deadline from one the client abandoned).
    #[must_use]
    pub fn new(
        metrics: Metrics,
        descriptor_sets: &[&[u8]],
        server_timeout: Option<Duration>,
    ) -> Self {
        let mut methods = HashMap::new();
        for encoded in descriptor_sets {
            let set = match prost_types::FileDescriptorSet::decode(*encoded) {
                Ok(set) => set,
                Err(e) => {
                    tracing::warn!(error = %e, "a service descriptor does not decode; its methods are counted as unknown");
                    continue;
                }
            };
            for file in &set.file {
                let package = file.package();
                for service in &file.service {
                    let name: Arc<str> = if package.is_empty() {
                        Arc::from(service.name())
                    } else {
                        Arc::from(format!("{package}.{}", service.name()))
                    };
                    for method in &service.method {
                        let kind = match (method.client_streaming(), method.server_streaming()) {
                            (false, false) => "unary",
                            (false, true) => "server_stream",
                            (true, false) => "client_stream",
                            (true, true) => "bidi_stream",
                        };
                        methods.insert(
                            format!("/{name}/{}", method.name()),
                            MethodLabels {
                                kind,
                                service: name.clone(),
                                method: Arc::from(method.name()),
                            },
                        );
                    }
                }
            }
        }
        RpcMetricsLayer {
            metrics,
            methods: Arc::new(methods),
            server_timeout,
        }
    }

    /// The number of methods known by path.
    #[must_use]
    pub fn known_methods(&self) -> usize {
        self.methods.len()
    }
}

impl<S> Layer<S> for RpcMetricsLayer {
    type Service = RpcMetrics<S>;

    fn layer(&self, inner: S) -> RpcMetrics<S> {
        RpcMetrics {
            inner,
            layer: self.clone(),
        }
    }
}

/// The service made by [`RpcMetricsLayer`].
#[derive(Clone, Debug)]
pub struct RpcMetrics<S> {
    inner: S,
    layer: RpcMetricsLayer,
}

impl<S, ReqBody, ResBody> Service<Request<ReqBody>> for RpcMetrics<S>
where
    S: Service<Request<ReqBody>, Response = Response<ResBody>>,
    ResBody: Body,
{
    type Response = Response<RpcBody<ResBody>>;
    type Error = S::Error;
    type Future = RpcFuture<S::Future>;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), S::Error>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, request: Request<ReqBody>) -> Self::Future {
        let method = self
            .layer
            .methods
            .get(request.uri().path())
            .cloned()
            .unwrap_or_else(MethodLabels::unknown);
        let limit = match (self.layer.server_timeout, grpc_timeout(request.headers())) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        self.layer.metrics.rpc_started(&method);
        let recorder = CallRecorder {
            metrics: self.layer.metrics.clone(),
            method,
            started: Instant::now(),
            limit,
            done: false,
        };
        RpcFuture {
            inner: self.inner.call(request),
            recorder: Some(recorder),
        }
    }
}

/// Records a call's outcome once: explicitly, or as cancelled (or cut by its deadline) when
/// dropped before.
struct CallRecorder {
    metrics: Metrics,
    method: MethodLabels,
    started: Instant,
    /// The call's time limit while its response is pending; `None` once the response is sent
    /// (a stream dropped then was abandoned by the client).
    limit: Option<Duration>,
    done: bool,
}

impl CallRecorder {
    fn finish(&mut self, code: Code) {
        if !self.done {
            self.done = true;
            self.metrics
                .rpc_handled(&self.method, code, self.started.elapsed());
        }
    }
}

impl Drop for CallRecorder {
    fn drop(&mut self) {
        let elapsed = self.started.elapsed();
        // The timer that cuts a call starts a moment before this recorder's clock.
        let cut = self
            .limit
            .is_some_and(|limit| elapsed + Duration::from_millis(1) >= limit);
        self.finish(if cut {
            Code::DeadlineExceeded
        } else {
            Code::Cancelled
        });
    }
}

/// The `grpc-status` of a header or trailer map.
fn grpc_status(headers: &HeaderMap) -> Option<Code> {
    let value = headers.get("grpc-status")?;
    let code = value.to_str().ok()?.trim().parse::<i32>().ok()?;
    Some(Code::from_i32(code))
}

/// The `grpc-timeout` request header: 1 to 8 digits and a unit (H M S m u n).
fn grpc_timeout(headers: &HeaderMap) -> Option<Duration> {
    let text = headers.get("grpc-timeout")?.to_str().ok()?;
    let (digits, unit) = text.split_at(text.len().checked_sub(1)?);
    if digits.is_empty() || digits.len() > 8 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let n: u64 = digits.parse().ok()?;
    Some(match unit {
        "H" => Duration::from_secs(n * 3600),
        "M" => Duration::from_secs(n * 60),
        "S" => Duration::from_secs(n),
        "m" => Duration::from_millis(n),
        "u" => Duration::from_micros(n),
        "n" => Duration::from_nanos(n),
        _ => return None,
    })
}

pin_project_lite::pin_project! {
    /// The response future of [`RpcMetrics`].
    pub struct RpcFuture<F> {
        #[pin]
        inner: F,
        recorder: Option<CallRecorder>,
    }
}

impl<F, B, E> Future for RpcFuture<F>
where
    F: Future<Output = Result<Response<B>, E>>,
    B: Body,
{
    type Output = Result<Response<RpcBody<B>>, E>;

    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        let this = self.project();
        let result = ready!(this.inner.poll(cx));
        let mut recorder = this.recorder.take();
        Poll::Ready(match result {
            Ok(response) => {
                let (parts, body) = response.into_parts();
                if let Some(recorder) = recorder.as_mut() {
                    recorder.limit = None;
                    // A trailers-only response (an error before any message) carries its
                    // status in the headers.
                    if let Some(code) = grpc_status(&parts.headers) {
                        recorder.finish(code);
                    }
                }
                Ok(Response::from_parts(
                    parts,
                    RpcBody {
                        inner: body,
                        recorder,
                    },
                ))
            }
            Err(e) => {
                if let Some(recorder) = recorder.as_mut() {
                    recorder.finish(Code::Unknown);
                }
                Err(e)
            }
        })
    }
}

pin_project_lite::pin_project! {
    /// A response body that records the call's status when its trailers pass.
    pub struct RpcBody<B> {
        #[pin]
        inner: B,
        recorder: Option<CallRecorder>,
    }
}

impl<B: Body> Body for RpcBody<B> {
    type Data = B::Data;
    type Error = B::Error;

    fn poll_frame(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Self::Data>, Self::Error>>> {
        let this = self.project();
        let polled = ready!(this.inner.poll_frame(cx));
        if let Some(recorder) = this.recorder.as_mut() {
            match &polled {
                Some(Ok(frame)) => {
                    if let Some(trailers) = frame.trailers_ref() {
                        recorder.finish(grpc_status(trailers).unwrap_or(Code::Unknown));
                    }
                }
                Some(Err(_)) => recorder.finish(Code::Internal),
                // The body ended without a status.
                None => recorder.finish(Code::Unknown),
            }
        }
        Poll::Ready(polled)
    }

    fn is_end_stream(&self) -> bool {
        self.inner.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.inner.size_hint()
    }
}

// ---------------------------------------------------------------------------------------------
// Store metrics: a GameStore wrapper.

/// A [`GameStore`] that records the latency and result of every operation of `S`
/// (`hanniball_store_operation_seconds{operation, result}`).
///
/// Results: `ok`; `exists` (create: the id is taken), `not_found` (load, compare_and_set),
/// `conflict` and `replayed` (compare_and_set); `unavailable`, `corrupt`, `error` (failures).
#[derive(Clone, Debug)]
pub struct MeteredStore<S> {
    inner: S,
    metrics: Metrics,
}

impl<S> MeteredStore<S> {
    /// Wraps `inner`, recording into `metrics`.
    pub fn new(inner: S, metrics: Metrics) -> Self {
        MeteredStore { inner, metrics }
    }

    /// The wrapped store.
    pub fn inner(&self) -> &S {
        &self.inner
    }
}

fn failure(error: &StoreError) -> &'static str {
    match error {
        StoreError::Unavailable(_) => "unavailable",
        StoreError::Corrupt(_) => "corrupt",
        StoreError::Backend(_) => "error",
    }
}

impl<S: GameStore> MeteredStore<S> {
    async fn timed<T>(
        &self,
        operation: &str,
        call: impl Future<Output = Result<T, StoreError>>,
        result: impl FnOnce(&T) -> &'static str,
    ) -> Result<T, StoreError> {
        let started = Instant::now();
        let outcome = call.await;
        let label = match &outcome {
            Ok(value) => result(value),
            Err(e) => failure(e),
        };
        self.metrics
            .store_operation(operation, label, started.elapsed());
        outcome
    }
}

impl<S: GameStore> GameStore for MeteredStore<S> {
    async fn create(&self, id: &GameId, game: &StoredGame) -> Result<bool, StoreError> {
        self.timed("create", self.inner.create(id, game), |created| {
            if *created { "ok" } else { "exists" }
        })
        .await
    }

    async fn load(
        &self,
        id: &GameId,
        request_id: Option<&str>,
    ) -> Result<Option<Loaded>, StoreError> {
        self.timed("load", self.inner.load(id, request_id), |loaded| {
            if loaded.is_some() { "ok" } else { "not_found" }
        })
        .await
    }

    async fn compare_and_set(
        &self,
        id: &GameId,
        update: Update<'_>,
    ) -> Result<CasOutcome, StoreError> {
        self.timed(
            "compare_and_set",
            self.inner.compare_and_set(id, update),
            |outcome| match outcome {
                CasOutcome::Written { .. } => "ok",
                CasOutcome::Conflict { .. } => "conflict",
                CasOutcome::Replayed(_) => "replayed",
                CasOutcome::NotFound => "not_found",
            },
        )
        .await
    }

    async fn ping(&self) -> Result<(), StoreError> {
        self.timed("ping", self.inner.ping(), |()| "ok").await
    }

    async fn events_after(&self, id: &GameId, after: u64) -> Result<EventsAfter, StoreError> {
        self.timed("events_after", self.inner.events_after(id, after), |_| "ok")
            .await
    }

    async fn resume(&self, id: &GameId, after: u64) -> Result<crate::store::Resume, StoreError> {
        self.timed("resume", self.inner.resume(id, after), |_| "ok")
            .await
    }

    async fn subscribe(&self, id: &GameId) -> Result<Option<Subscription>, StoreError> {
        self.timed("subscribe", self.inner.subscribe(id), |subscription| {
            if subscription.is_some() {
                "ok"
            } else {
                "not_found"
            }
        })
        .await
    }

    fn watchers(&self) -> usize {
        self.inner.watchers()
    }

    async fn enqueue_bot(&self, job: &crate::store::BotJob) -> Result<Option<String>, StoreError> {
        self.inner.enqueue_bot(job).await
    }

    async fn bot_move_due(&self, game_id: &str, version: u64) -> Result<(), StoreError> {
        self.inner.bot_move_due(game_id, version).await
    }

    async fn due(
        &self,
        kind: &str,
        now_ms: u64,
        limit: usize,
    ) -> Result<Vec<(GameId, u64)>, StoreError> {
        self.timed("due", self.inner.due(kind, now_ms, limit), |_| "ok")
            .await
    }

    async fn reindex(
        &self,
        kind: &str,
        id: &GameId,
        seen_ms: u64,
        deadline_ms: Option<u64>,
    ) -> Result<(), StoreError> {
        self.timed(
            "reindex",
            self.inner.reindex(kind, id, seen_ms, deadline_ms),
            |()| "ok",
        )
        .await
    }
}

// ---------------------------------------------------------------------------------------------
// The HTTP endpoint.

/// Serves `GET /metrics` (HTTP/1.1) on `listener` until `shutdown` completes; other paths get
/// 404, other methods 405.
pub async fn serve_metrics(
    listener: TcpListener,
    metrics: Metrics,
    shutdown: impl Future<Output = ()> + Send,
) {
    if let Ok(addr) = listener.local_addr() {
        tracing::info!(%addr, "serving metrics at /metrics");
    }
    tokio::pin!(shutdown);
    loop {
        let accepted = tokio::select! {
            () = &mut shutdown => break,
            accepted = listener.accept() => accepted,
        };
        let stream = match accepted {
            Ok((stream, _)) => stream,
            Err(e) => {
                // E.g. out of file descriptors: wait a moment instead of spinning.
                tracing::warn!(error = %e, "metrics endpoint: accept failed");
                tokio::time::sleep(Duration::from_millis(100)).await;
                continue;
            }
        };
        let metrics = metrics.clone();
        tokio::spawn(async move {
            let service = service_fn(move |request: Request<hyper::body::Incoming>| {
                let response = metrics_response(&metrics, request.method(), request.uri().path());
                async move { Ok::<_, Infallible>(response) }
            });
            let connection = hyper::server::conn::http1::Builder::new()
                .timer(TokioTimer::new())
                .header_read_timeout(Duration::from_secs(10))
                .serve_connection(TokioIo::new(stream), service);
            if let Err(e) = connection.await {
                tracing::debug!(error = %e, "metrics endpoint: connection ended");
            }
        });
    }
}

fn metrics_response(metrics: &Metrics, method: &Method, path: &str) -> Response<Full<Bytes>> {
    let (status, content_type, body) = if path != "/metrics" {
        (
            StatusCode::NOT_FOUND,
            "text/plain; charset=utf-8",
            "not found: the metrics are at /metrics\n".to_owned(),
        )
    } else if method != Method::GET && method != Method::HEAD {
        (
            StatusCode::METHOD_NOT_ALLOWED,
            "text/plain; charset=utf-8",
            "use GET\n".to_owned(),
        )
    } else {
        (StatusCode::OK, prometheus::TEXT_FORMAT, metrics.render())
    };
    let mut response = Response::new(Full::new(Bytes::from(body)));
    *response.status_mut() = status;
    if let Ok(value) = header::HeaderValue::from_str(content_type) {
        response.headers_mut().insert(header::CONTENT_TYPE, value);
    }
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn all_metrics_register_and_render() {
        let metrics = Metrics::new();
        metrics.game_created("hanniball");
        metrics.game_finished("hanniball");
        metrics.store_operation("load", "ok", Duration::from_millis(2));
        let guard = metrics.watcher();
        let text = metrics.render();
        assert!(
            text.contains("hanniball_games_created_total{ruleset=\"hanniball\"} 1"),
            "{text}"
        );
        assert!(
            text.contains("hanniball_games_finished_total{ruleset=\"hanniball\"} 1"),
            "{text}"
        );
        assert!(text.contains("hanniball_watchers 1"), "{text}");
        assert!(text.contains(
            "hanniball_store_operation_seconds_bucket{operation=\"load\",result=\"ok\",le=\"0.0025\"} 1"
        ), "{text}");
        drop(guard);
        assert_eq!(metrics.watchers(), 0);
        assert!(metrics.render().contains("hanniball_watchers 0"));
    }

    #[test]
    fn two_instances_do_not_share_figures() {
        let a = Metrics::new();
        let b = Metrics::new();
        a.game_created("hanniball");
        assert!(!b.render().contains("hanniball_games_created_total{"));
    }

    #[test]
    fn grpc_timeout_header() {
        let parse = |text: &str| {
            let mut headers = HeaderMap::new();
            headers.insert("grpc-timeout", text.parse().unwrap());
            grpc_timeout(&headers)
        };
        assert_eq!(parse("5S"), Some(Duration::from_secs(5)));
        assert_eq!(parse("250m"), Some(Duration::from_millis(250)));
        assert_eq!(parse("2H"), Some(Duration::from_secs(7200)));
        assert_eq!(parse("99999999n"), Some(Duration::from_nanos(99_999_999)));
        for bad in ["", "S", "5", "5s", "123456789S", "-5S", "5 S"] {
            assert_eq!(parse(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn methods_come_from_the_descriptors() {
        let layer = RpcMetricsLayer::new(
            Metrics::new(),
            &[
                crate::games::hanniball::pb::FILE_DESCRIPTOR_SET,
                tonic_health::pb::FILE_DESCRIPTOR_SET,
                b"not a descriptor set",
            ],
            None,
        );
        let apply = &layer.methods["/hanniball.v1.HanniballService/ApplyAction"];
        assert_eq!(apply.kind, "unary");
        assert_eq!(&*apply.service, "hanniball.v1.HanniballService");
        assert_eq!(&*apply.method, "ApplyAction");
        assert_eq!(
            layer.methods["/grpc.health.v1.Health/Watch"].kind,
            "server_stream"
        );
        assert!(
            !layer
                .methods
                .contains_key("/hanniball.v1.HanniballService/Nope")
        );
    }
}
