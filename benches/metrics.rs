//! The cost of the RPC metrics layer per call: a call through `RpcMetricsLayer` around a
//! service that answers at once (one message and `grpc-status: 0` trailers), against the same
//! call without the layer.
//!
//! Run with `cargo bench --bench metrics`. Figures are recorded in `docs/performance.md`.

use std::convert::Infallible;
use std::hint::black_box;

use arbiter::metrics::{Metrics, RpcMetricsLayer};
use bytes::Bytes;
use criterion::{Criterion, criterion_group, criterion_main};
use futures_util::FutureExt;
use http::{HeaderMap, Request, Response};
use http_body_util::{BodyExt as _, Full};
use tower::{Layer as _, Service, ServiceExt as _};

type Reply = Response<http_body_util::combinators::BoxBody<Bytes, Infallible>>;

fn answer(_: Request<()>) -> std::future::Ready<Result<Reply, Infallible>> {
    let mut trailers = HeaderMap::new();
    trailers.insert("grpc-status", http::HeaderValue::from_static("0"));
    let body = Full::new(Bytes::from_static(b"\0\0\0\0\x02\x08\x01"))
        .with_trailers(std::future::ready(Some(Ok(trailers))))
        .boxed();
    std::future::ready(Ok(Response::new(body)))
}

/// One call: the response and every frame of its body, polled to the end (all ready at once).
fn call<S, B>(service: &mut S)
where
    S: Service<Request<()>, Response = Response<B>, Error = Infallible>,
    B: http_body::Body + Unpin,
    B::Error: std::fmt::Debug,
{
    let request = Request::post("/hanniball.v1.HanniballService/GetGame")
        .body(())
        .unwrap_or_default();
    let response = service
        .ready()
        .now_or_never()
        .and_then(Result::ok)
        .map(|s| s.call(request))
        .and_then(FutureExt::now_or_never)
        .and_then(Result::ok);
    let Some(response) = response else {
        panic!("the service answers at once");
    };
    let collected = response.into_body().collect().now_or_never();
    black_box(collected.is_some());
}

fn rpc_layer(c: &mut Criterion) {
    let mut group = c.benchmark_group("rpc_metrics");
    let mut bare = tower::service_fn(answer);
    group.bench_function("without_layer", |b| b.iter(|| call(&mut bare)));
    let layer = RpcMetricsLayer::new(
        Metrics::new(),
        &[arbiter::games::hanniball::pb::FILE_DESCRIPTOR_SET],
        None,
    );
    let mut metered = layer.layer(tower::service_fn(answer));
    group.bench_function("with_layer", |b| b.iter(|| call(&mut metered)));
    group.finish();
}

criterion_group!(benches, rpc_layer);
criterion_main!(benches);
