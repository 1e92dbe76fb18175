//! Prometheus metrics, and the HTTP endpoint that serves them (`GET /metrics`, text format).
//!
//! | metric | type | labels |
//! | --- | --- | --- |
//! | `grpc_server_started_total` | counter | `grpc_type`, `grpc_service`, `grpc_method` |
//! | `grpc_server_handled_total` | counter | the same and `grpc_code` |
//! | `grpc_server_handling_seconds` | histogram | the same as `grpc_server_handled_total` |
//! | `arbiter_store_operation_seconds` | histogram | `operation`, `result` |
//! | `arbiter_watchers` | gauge | — |
//! | `arbiter_games_created_total` | counter | `ruleset` |
//! | `arbiter_games_finished_total` | counter | `ruleset` |
//! | `arbiter_admission_total` | counter | `class` (`play`, `start`), `result` (`admitted`, `refused`) |
//! | `arbiter_admission_in_flight` | gauge | — |
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
//! The parts: the figures and their registry (here), the RPC layer ([`rpc`]), the store
//! wrapper ([`store`]) and the HTTP endpoint ([`endpoint`]).
//!
//! Each [`Metrics`] value owns its registry: two servers in one process (as in the tests)
//! never mix their figures.

use std::fmt;
use std::sync::Arc;
use std::time::Duration;

use prometheus::{
    Encoder as _, HistogramOpts, HistogramVec, IntCounterVec, IntGauge, Opts, Registry, TextEncoder,
};
use tonic::Code;

pub mod endpoint;
pub mod rpc;
pub mod store;

pub use endpoint::serve_metrics;
pub use rpc::{RpcMetrics, RpcMetricsLayer};
pub use store::MeteredStore;

use rpc::MethodLabels;

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
    admission: IntCounterVec,
    admission_in_flight: IntGauge,
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
            "arbiter_store_operation_seconds",
            "Latency of game store operations, by operation and result.",
            &["operation", "result"],
            STORE_BUCKETS,
        );
        let watchers = IntGauge::new("arbiter_watchers", "Open WatchGame streams.").expect(DEFINED);
        registry
            .register(Box::new(watchers.clone()))
            .expect(DEFINED);
        let games_created = counter(
            &registry,
            "arbiter_games_created_total",
            "Games created.",
            &["ruleset"],
        );
        let games_finished = counter(
            &registry,
            "arbiter_games_finished_total",
            "Games that ended (goal, no legal step, resignation, ...).",
            &["ruleset"],
        );
        let admission = counter(
            &registry,
            "arbiter_admission_total",
            "Calls admitted or refused (RESOURCE_EXHAUSTED, overloaded) by the admission control, by class.",
            &["class", "result"],
        );
        let admission_in_flight = IntGauge::new(
            "arbiter_admission_in_flight",
            "Calls holding an admission permit (running, or a stream being set up).",
        )
        .expect(DEFINED);
        registry
            .register(Box::new(admission_in_flight.clone()))
            .expect(DEFINED);
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
                admission,
                admission_in_flight,
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

    /// One call of admission class `class` was admitted (`true`) or refused.
    pub fn admission(&self, class: &str, admitted: bool) {
        let result = if admitted { "admitted" } else { "refused" };
        self.inner
            .admission
            .with_label_values(&[class, result])
            .inc();
    }

    /// The gauge of calls holding an admission permit.
    #[must_use]
    pub fn admission_in_flight(&self) -> &IntGauge {
        &self.inner.admission_in_flight
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

/// Keeps one watch stream counted in `arbiter_watchers`; see [`Metrics::watcher`].
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
            text.contains("arbiter_games_created_total{ruleset=\"hanniball\"} 1"),
            "{text}"
        );
        assert!(
            text.contains("arbiter_games_finished_total{ruleset=\"hanniball\"} 1"),
            "{text}"
        );
        assert!(text.contains("arbiter_watchers 1"), "{text}");
        assert!(text.contains(
            "arbiter_store_operation_seconds_bucket{operation=\"load\",result=\"ok\",le=\"0.0025\"} 1"
        ), "{text}");
        drop(guard);
        assert_eq!(metrics.watchers(), 0);
        assert!(metrics.render().contains("arbiter_watchers 0"));
    }

    #[test]
    fn two_instances_do_not_share_figures() {
        let a = Metrics::new();
        let b = Metrics::new();
        a.game_created("hanniball");
        assert!(!b.render().contains("arbiter_games_created_total{"));
    }
}
