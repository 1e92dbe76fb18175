//! Rules engine benchmarks: legal action generation, apply, perft.
//!
//! Run with `cargo bench --bench rules`. Figures are recorded in `docs/performance.md`.

use std::hint::black_box;

use arbiter::games::hanniball::rules::{Action, ActionList, Game, Position, perft};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};

/// A midgame position with 21 pieces, the ball held by a black Lion, 117 legal actions.
const MIDGAME: &str = "3/2e6/4mhe2/1h1e5/9/2l2h3/9/1E2l+4/9/9/5H2H/6h2/3E1HEE1/2M4L1/1H1 b 28";

fn midgame() -> Game {
    match MIDGAME.parse::<Position>() {
        Ok(p) => Game::from_position(p),
        Err(e) => panic!("benchmark position does not parse: {e}"),
    }
}

fn legal_actions(c: &mut Criterion) {
    let mut group = c.benchmark_group("legal_actions");
    for (name, game) in [("initial", Game::new()), ("midgame", midgame())] {
        let mut list = ActionList::new();
        group.bench_function(name, |b| {
            b.iter(|| {
                black_box(&game).legal_actions_into(&mut list);
                black_box(list.len())
            })
        });
    }
    group.finish();
}

fn apply(c: &mut Criterion) {
    let mut group = c.benchmark_group("apply");
    let game = midgame();
    let steps: Vec<Action> = game.legal_actions();
    group.throughput(Throughput::Elements(steps.len() as u64));
    group.bench_function("every_legal_action_of_midgame", |b| {
        b.iter(|| {
            for a in &steps {
                let mut g = game.clone();
                black_box(g.apply(*a).is_ok());
            }
        })
    });
    group.finish();
}

fn perft_bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    let game = Game::new();
    for depth in [3u32, 4] {
        let nodes = perft(&game, depth);
        group.throughput(Throughput::Elements(nodes));
        group.bench_function(format!("initial_depth_{depth}"), |b| {
            b.iter(|| black_box(perft(black_box(&game), depth)))
        });
    }
    let mid = midgame();
    let nodes = perft(&mid, 3);
    group.throughput(Throughput::Elements(nodes));
    group.bench_function("midgame_depth_3", |b| {
        b.iter(|| black_box(perft(black_box(&mid), 3)))
    });
    group.finish();
}

criterion_group!(benches, legal_actions, apply, perft_bench);
criterion_main!(benches);
