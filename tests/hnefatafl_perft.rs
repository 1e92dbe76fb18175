//! Perft from the start position: 116 · 6,788 · 806,344 (depths 1–3), the figures two
//! independent public engines agree on. Depth 4 (50,456,804) is checked by the release-mode
//! example: `cargo run --release --example hnefatafl_perft 4`.

use hanniball::games::hnefatafl::rules::{Game, Side, perft, perft_full};

#[test]
fn perft_from_the_start() {
    let game = Game::new();
    for (depth, nodes) in (1..).zip([116u64, 6_788, 806_344]) {
        assert_eq!(perft(&game, depth), nodes, "perft({depth})");
    }
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
