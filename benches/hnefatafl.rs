//! Copenhagen Hnefatafl engine benchmarks: move generation, apply and perft, each beside the
//! same work done by the public `hnefatafl` crate (bunburya's, MIT) on the same positions.
//!
//! Run with `cargo bench --bench hnefatafl`. Figures are recorded in `docs/performance.md`.
//!
//! The other crate is set up with its Copenhagen preset less its repetition rule, which the
//! rules this service enforces do not have (and which perft does not meet within these
//! depths anyway). Its perft is written here with the same shape as ours: the last ply is
//! counted without making its moves, a game-ending move is a leaf.

use std::hint::black_box;

use arbiter::games::hnefatafl::rules::{Game, MoveList, Position, perft, perft_full};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use hnefatafl::aliases::{MediumBasicGameLogic, MediumBasicGameState};
use hnefatafl::board::state::BoardState;
use hnefatafl::game::GameStatus;
use hnefatafl::pieces::Side as TheirSide;
use hnefatafl::play::Play;
use hnefatafl::preset::rules::COPENHAGEN;
use hnefatafl::rules::Ruleset;

/// A crowded middle game after 24 random moves: 36 pieces, the King off the throne, 157
/// legal moves for the attackers.
const MIDGAME: &str =
    "1t4tt3/5t5/2t8/t2T1T4t/tt3TT3t/tt2K1T1t1t/t2TT2t3/t1T1TT3t1/3T3T3/1t8t/3tttt4 a";

fn ours(tpn: &str) -> Game {
    match Position::from_tpn(tpn) {
        Ok(p) => Game::from_position(p),
        Err(e) => panic!("benchmark position does not parse: {e}"),
    }
}

/// The other crate's logic and state for a TPN position.
fn theirs(tpn: &str) -> (MediumBasicGameLogic, MediumBasicGameState) {
    let rules = Ruleset {
        repetition_rule: None,
        ..COPENHAGEN
    };
    let logic = MediumBasicGameLogic::new(rules, 11);
    let (board, side) = tpn.split_once(' ').unwrap_or((tpn, "a"));
    let side = if side == "d" {
        TheirSide::Defender
    } else {
        TheirSide::Attacker
    };
    match MediumBasicGameState::new(board, side) {
        Ok(state) => (logic, state),
        Err(e) => panic!("the other crate does not read {tpn}: {e:?}"),
    }
}

fn their_moves(logic: &MediumBasicGameLogic, state: &MediumBasicGameState) -> Vec<Play> {
    let mut out = Vec::new();
    for tile in state.board.occupied_by_side(state.side_to_play) {
        if let Ok(plays) = logic.iter_plays(tile, state) {
            out.extend(plays.map(|vp| vp.play));
        }
    }
    out
}

fn their_perft(logic: &MediumBasicGameLogic, state: &MediumBasicGameState, depth: u32) -> u64 {
    let mut total = 0;
    for tile in state.board.occupied_by_side(state.side_to_play) {
        let Ok(plays) = logic.iter_plays(tile, state) else {
            continue;
        };
        if depth == 1 {
            total += plays.count() as u64;
            continue;
        }
        for vp in plays {
            let next = logic.do_valid_play(vp, *state).new_state;
            total += match next.status {
                GameStatus::Over(_) => 1,
                GameStatus::Ongoing => their_perft(logic, &next, depth - 1),
            };
        }
    }
    total
}

fn their_perft_full(logic: &MediumBasicGameLogic, state: &MediumBasicGameState, depth: u32) -> u64 {
    let mut total = 0;
    for tile in state.board.occupied_by_side(state.side_to_play) {
        let Ok(plays) = logic.iter_plays(tile, state) else {
            continue;
        };
        for vp in plays {
            let next = logic.do_valid_play(vp, *state).new_state;
            total += match next.status {
                GameStatus::Ongoing if depth > 1 => their_perft_full(logic, &next, depth - 1),
                _ => 1,
            };
        }
    }
    total
}

fn move_generation(c: &mut Criterion) {
    let mut group = c.benchmark_group("hnefatafl_movegen");
    for (name, tpn) in [
        ("start", arbiter::games::hnefatafl::rules::START_TPN),
        ("midgame", MIDGAME),
    ] {
        let game = ours(tpn);
        let mut list = MoveList::new();
        group.bench_function(format!("ours/{name}"), |b| {
            b.iter(|| {
                black_box(&game).legal_moves_into(&mut list);
                black_box(list.len())
            })
        });
        let (logic, state) = theirs(tpn);
        assert_eq!(their_moves(&logic, &state).len(), game.legal_moves().len());
        group.bench_function(format!("bunburya/{name}"), |b| {
            b.iter(|| {
                let mut n = 0;
                for tile in black_box(&state).board.occupied_by_side(state.side_to_play) {
                    if let Ok(plays) = logic.iter_plays(tile, &state) {
                        for vp in plays {
                            black_box(vp);
                            n += 1;
                        }
                    }
                }
                n
            })
        });
    }
    group.finish();
}

fn apply(c: &mut Criterion) {
    let mut group = c.benchmark_group("hnefatafl_apply");
    let game = ours(MIDGAME);
    let moves = game.legal_moves();
    group.throughput(Throughput::Elements(moves.len() as u64));
    group.bench_function("ours/every_move_of_midgame", |b| {
        b.iter(|| {
            for &mv in &moves {
                let mut g = game.clone();
                black_box(g.apply(mv).is_ok());
            }
        })
    });
    let (logic, state) = theirs(MIDGAME);
    let plays = their_moves(&logic, &state);
    group.bench_function("bunburya/every_move_of_midgame", |b| {
        b.iter(|| {
            for &play in &plays {
                black_box(logic.do_play(play, state).is_ok());
            }
        })
    });
    group.finish();
}

fn perft_bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("hnefatafl_perft");
    group.sample_size(10);
    let start = Game::new();
    let (logic, state) = theirs(arbiter::games::hnefatafl::rules::START_TPN);
    for depth in [3u32, 4] {
        let nodes = perft(&start, depth);
        assert_eq!(
            their_perft(&logic, &state, depth),
            nodes,
            "the engines disagree"
        );
        group.throughput(Throughput::Elements(nodes));
        group.bench_function(format!("ours/start_depth_{depth}"), |b| {
            b.iter(|| black_box(perft(black_box(&start), depth)))
        });
        group.bench_function(format!("bunburya/start_depth_{depth}"), |b| {
            b.iter(|| black_box(their_perft(&logic, black_box(&state), depth)))
        });
    }
    let nodes = perft_full(&start, 3);
    group.throughput(Throughput::Elements(nodes));
    group.bench_function("ours/start_depth_3_every_move_made", |b| {
        b.iter(|| black_box(perft_full(black_box(&start), 3)))
    });
    group.bench_function("bunburya/start_depth_3_every_move_made", |b| {
        b.iter(|| black_box(their_perft_full(&logic, black_box(&state), 3)))
    });
    let mid = ours(MIDGAME);
    let (mid_logic, mid_state) = theirs(MIDGAME);
    let nodes = perft(&mid, 3);
    assert_eq!(
        their_perft(&mid_logic, &mid_state, 3),
        nodes,
        "the engines disagree"
    );
    group.throughput(Throughput::Elements(nodes));
    group.bench_function("ours/midgame_depth_3", |b| {
        b.iter(|| black_box(perft(black_box(&mid), 3)))
    });
    group.bench_function("bunburya/midgame_depth_3", |b| {
        b.iter(|| black_box(their_perft(&mid_logic, black_box(&mid_state), 3)))
    });
    group.finish();
}

criterion_group!(benches, move_generation, apply, perft_bench);
criterion_main!(benches);
