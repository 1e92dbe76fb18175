//! The cost of the input gate (`src/rpc/gate.rs`) on the hot path: an `ApplyAction` request
//! as a client sends it (a game id, a step, an expected version, a request id) checked by the
//! gate, against prost decoding it, which every call does anyway.
//!
//! Run with `cargo bench --bench gate`. Figures are recorded in `docs/security.md`.

use std::hint::black_box;

use arbiter::games::hanniball::pb::ApplyActionRequest;
use arbiter::rpc::gate;
use criterion::{Criterion, criterion_group, criterion_main};
use prost::Message as _;

fn request() -> Vec<u8> {
    ApplyActionRequest {
        game_id: "q3V1b9xZ0kL2mN4pR6sT8w".into(),
        action: "Kd2-d3".into(),
        expected_version: Some(17),
        request_id: "0f3c2a9e-1b7d-4c55-9e1a-6d2b8f4c7a10".into(),
    }
    .encode_to_vec()
}

fn bench(c: &mut Criterion) {
    let bytes = request();
    let gate = gate::global();
    assert!(gate.knows("hanniball.v1", "ApplyActionRequest"));
    let mut group = c.benchmark_group("apply_action_request");
    group.bench_function("prost decode", |b| {
        b.iter(|| ApplyActionRequest::decode(black_box(bytes.as_slice())))
    });
    group.bench_function("gate check", |b| {
        b.iter(|| gate.check("hanniball.v1", "ApplyActionRequest", black_box(&bytes)))
    });
    group.bench_function("gate check + prost decode", |b| {
        b.iter(|| {
            gate.check("hanniball.v1", "ApplyActionRequest", black_box(&bytes))
                .map(|()| ApplyActionRequest::decode(black_box(bytes.as_slice())))
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
