//! The HTTP endpoint that serves the metrics (`GET /metrics`, text format).

use std::convert::Infallible;
use std::future::Future;
use std::time::Duration;

use bytes::Bytes;
use http::{Method, Request, Response, StatusCode, header};
use http_body_util::Full;
use hyper::service::service_fn;
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::net::TcpListener;

use super::Metrics;

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
