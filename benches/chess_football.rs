//! Chess Football engine benchmarks: action generation in placement and in play, apply,
//! perft, and random full matches.
//!
//! Run with `cargo bench --bench chess_football`. Figures are in `docs/performance.md`.

use std::hint::black_box;

use arbiter::games::chess_football::rules::{Action, ActionList, Game, Position, perft};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};

/// White's fourth placement: a Knight on the kick-off square, the King, a Pawn, a Rook.
const PLACEMENT: &str = "3k4/p7/6n1/8/4N+3/8/P7/R2K4 b place 1 0/0 0-0";
/// Play: Queens, Knights, a Bishop, a Rook and Pawns, Black's Knight holding
/// the ball.
const PLAY: &str = "2rk4/p4p2/2q5/3n+4/2B1P3/5N2/P4Q2/3K4 w play 1 12/12 1-1";

fn position(cfn: &str) -> Position {
    match Position::from_cfn(cfn) {
        Ok(p) => p,
        Err(e) => panic!("benchmark position {cfn} does not parse: {e}"),
    }
}

fn legal_actions(c: &mut Criterion) {
    let mut group = c.benchmark_group("chess_football/legal_actions");
    for (name, pos) in [
        ("placement_start", Position::initial()),
        ("placement_fourth", position(PLACEMENT)),
        ("play", position(PLAY)),
    ] {
        let game = Game::from_position(pos);
        let mut list = ActionList::new();
        group.bench_function(
            format!("{name} ({} actions)", game.legal_actions().len()),
            |b| {
                b.iter(|| {
                    black_box(&game).legal_actions_into(&mut list);
                    black_box(list.len())
                })
            },
        );
    }
    group.finish();
}

fn apply(c: &mut Criterion) {
    let mut group = c.benchmark_group("chess_football/apply");
    for (name, cfn) in [("placement", PLACEMENT), ("play", PLAY)] {
        let game = Game::from_position(position(cfn));
        let actions: Vec<Action> = game.legal_actions();
        group.throughput(Throughput::Elements(actions.len() as u64));
        group.bench_function(format!("every_legal_action_of_{name}"), |b| {
            b.iter(|| {
                for a in &actions {
                    let mut g = game.clone();
                    black_box(g.apply(*a).is_ok());
                }
            })
        });
    }
    group.finish();
}

fn perft_bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("chess_football/perft");
    group.sample_size(10);
    let start = Position::initial();
    for depth in [2u32, 3] {
        group.throughput(Throughput::Elements(perft(&start, depth)));
        group.bench_function(format!("start_depth_{depth}"), |b| {
            b.iter(|| black_box(perft(black_box(&start), depth)))
        });
    }
    let play = position(PLAY);
    group.throughput(Throughput::Elements(perft(&play, 4)));
    group.bench_function("play_depth_4", |b| {
        b.iter(|| black_box(perft(black_box(&play), 4)))
    });
    group.finish();
}

/// One random full match: before each action the legal actions are listed, one is drawn
/// and applied (checked again by `Game::apply`). Returns the number of actions.
fn random_match(seed: &mut u64) -> usize {
    let mut game = Game::new();
    let mut list = ActionList::new();
    let mut n = 0;
    loop {
        game.legal_actions_into(&mut list);
        if list.is_empty() {
            return n;
        }
        *seed ^= *seed << 13;
        *seed ^= *seed >> 7;
        *seed ^= *seed << 17;
        let action = list[(*seed % list.len() as u64) as usize];
        if game.apply(action).is_err() {
            panic!("listed action {action} refused");
        }
        n += 1;
    }
}

fn matches(c: &mut Criterion) {
    let mut group = c.benchmark_group("chess_football/random_match");
    let mut seed = 0x2545_f491_4f6c_dd1d_u64;
    let actions: usize = (0..200).map(|_| random_match(&mut seed)).sum();
    eprintln!("random matches: {} actions each on average", actions / 200);
    group.throughput(Throughput::Elements(1));
    group.bench_function("full_match", |b| {
        b.iter(|| black_box(random_match(&mut seed)))
    });
    group.finish();
}

criterion_group!(benches, legal_actions, apply, perft_bench, matches);
criterion_main!(benches);
