//! Perft from the start position: 116 · 6,788 · 806,344 (depths 1–3), the figures two
//! independent public engines agree on. Depth 4 (50,456,804) is checked by the release-mode
//! example: `cargo run --release --example hnefatafl_perft 4`.

use arbiter::games::hnefatafl::rules::{Game, Position, Side, perft, perft_full};

#[test]
fn perft_from_the_start() {
    let game = Game::new();
    for (depth, nodes) in (1..).zip([116u64, 6_788, 806_344]) {
        assert_eq!(perft(&game, depth), nodes, "perft({depth})");
    }
}

#[test]
fn perft_of_the_benchmark_midgame() {
    // The crowded middle game of `benches/hnefatafl.rs` (36 pieces, the King off the throne);
    // regression figures, matched by bunburya's engine in the bench.
    let tpn = "1t4tt3/5t5/2t8/t2T1T4t/tt3TT3t/tt2K1T1t1t/t2TT2t3/t1T1TT3t1/3T3T3/1t8t/3tttt4 a";
    let game = match Position::from_tpn(tpn) {
        Ok(p) => Game::from_position(p),
        Err(e) => panic!("{e}"),
    };
    assert_eq!(perft(&game, 1), 157);
    assert_eq!(perft(&game, 2), 12_387);
    assert_eq!(perft(&game, 3), 1_881_137);
}

#[test]
fn the_full_search_counts_the_same() {
    let game = Game::new();
    for (depth, nodes) in (1..).zip([116u64, 6_788]) {
        assert_eq!(perft_full(&game, depth), nodes, "perft_full({depth})");
    }
}

#[test]
fn perft_of_a_decided_game_is_zero() {
    let mut game = Game::new();
    assert!(game.resign(Side::Defenders).is_ok());
    assert_eq!(perft(&game, 1), 0);
    assert_eq!(perft(&game, 0), 1);
}
