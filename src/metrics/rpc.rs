//! The RPC metrics (`grpc_server_*`): a tower layer around every service of the server.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

use http::{HeaderMap, Request};
use prost::Message as _;
use tonic::Code;
use tower::Layer;

use super::{Metrics, UNKNOWN};
use crate::rpc::watched::{Watch, Watched, Watcher, Watching};

/// The labels of one method.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct MethodLabels {
    /// `unary`, `server_stream`, `client_stream` or `bidi_stream`.
    pub(crate) kind: &'static str,
    /// E.g. `hanniball.v1.HanniballService`.
    pub(crate) service: Arc<str>,
    /// E.g. `ApplyAction`.
    pub(crate) method: Arc<str>,
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
        Watching::new(inner, self.clone())
    }
}

/// The service made by [`RpcMetricsLayer`].
pub type RpcMetrics<S> = Watching<S, RpcMetricsLayer>;

/// A response body that records the call's status when its trailers pass.
pub type RpcBody<B> = Watched<B, Option<CallRecorder>>;

impl Watcher for RpcMetricsLayer {
    type Watch = CallRecorder;

    fn watch<B>(&self, request: &Request<B>) -> Option<CallRecorder> {
        let method = self
            .methods
            .get(request.uri().path())
            .cloned()
            .unwrap_or_else(MethodLabels::unknown);
        let limit = match (self.server_timeout, grpc_timeout(request.headers())) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        self.metrics.rpc_started(&method);
        Some(CallRecorder {
            metrics: self.metrics.clone(),
            method,
            started: Instant::now(),
            limit,
            done: false,
        })
    }
}

/// Records a call's outcome once: explicitly, or as cancelled (or cut by its deadline) when
/// dropped before.
#[derive(Debug)]
pub struct CallRecorder {
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

impl Watch for CallRecorder {
    fn headers(&mut self, headers: &mut HeaderMap) {
        // The response is sent: a stream dropped from now on was abandoned by the client.
        self.limit = None;
        // A trailers-only response (an error before any message) carries its status in the
        // headers.
        if let Some(code) = grpc_status(headers) {
            self.finish(code);
        }
    }

    fn trailers(&mut self, trailers: &mut HeaderMap) {
        self.finish(grpc_status(trailers).unwrap_or(Code::Unknown));
    }

    fn ended(&mut self, failed: bool) {
        // A failed body is the server's; a body that ended without a status says nothing.
        self.finish(if failed {
            Code::Internal
        } else {
            Code::Unknown
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

#[cfg(test)]
mod tests {
    use super::*;

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
