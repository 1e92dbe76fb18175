//! Perft figures from the initial position and from a midgame position, as documented in
//! `docs/hanniball-rules.md`.

use arbiter::games::hanniball::rules::{Game, Position, perft};

#[test]
fn perft_from_the_initial_position() {
    let game = Game::new();
    let expected = [59u64, 3_564, 224_146, 14_562_852];
    for (depth, nodes) in (1..).zip(expected) {
        assert_eq!(perft(&game, depth), nodes, "perft({depth})");
    }
}

#[test]
fn perft_of_the_benchmark_midgame() {
    let hpn = "3/2e6/4mhe2/1h1e5/9/2l2h3/9/1E2l+4/9/9/5H2H/6h2/3E1HEE1/2M4L1/1H1 b 28";
    let game = match hpn.parse::<Position>() {
        Ok(p) => Game::from_position(p),
        Err(e) => panic!("{e}"),
    };
    assert_eq!(perft(&game, 1), 117);
    assert_eq!(perft(&game, 1), game.legal_actions().len() as u64);
    // Regression figures for the midgame position used by the benchmarks.
    assert_eq!(perft(&game, 2), 12_767);
    assert_eq!(perft(&game, 3), 1_314_911);
}

#[test]
fn perft_of_a_decided_game_is_zero() {
    let mut game = Game::new();
    assert!(
        game.resign(arbiter::games::hanniball::rules::Side::White)
            .is_ok()
    );
    assert_eq!(perft(&game, 1), 0);
    assert_eq!(perft(&game, 0), 1);
}
