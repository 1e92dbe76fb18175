//! Perft figures of Chess Football (`docs/chess-football-rules.md`, "Reference figures").

use arbiter::games::chess_football::rules::{Game, Position, perft};

#[test]
fn start_of_the_match_depth_1_and_2() {
    let start = Position::initial();
    // White places first: King 4 squares, Queen, Rook, Bishop and Knight 32 each, Pawn 27
    // (not on c1–f1, and not on e4, where it could never pass).
    assert_eq!(perft(&start, 1), 159);
    // Black then has 4 + 4 × 32 + 28 placements whatever White placed.
    assert_eq!(perft(&start, 2), 25_440);
}

#[test]
fn perft_1_is_the_number_of_legal_actions() {
    for cfn in [
        "8/8/8/8/4*3/8/8/8 w place 1 0/0 0-0",
        "2qrr3/8/8/8/4Q+3/8/PP6/3K4 b place 1 0/0 0-0",
        "4k3/8/8/3p+p3/4P3/8/8/4K3 w play 1 10/10 0-0",
        "6Nk/6BP/8/8/8/8/8/4K+3 b play 1 11/10 0-0",
    ] {
        let pos = Position::from_cfn(cfn).unwrap_or_else(|e| panic!("{cfn}: {e}"));
        let game = Game::from_position(pos);
        assert_eq!(perft(&pos, 1), game.legal_actions().len() as u64, "{cfn}");
    }
}

#[test]
fn a_finished_match_is_a_leaf() {
    let pos = Position::from_cfn("4k3/8/8/8/8/8/8/R3K+3 w play 2 44/45 1-1")
        .unwrap_or_else(|e| panic!("{e}"));
    // White's 45th move of the second half: the King's 5 steps and the Rook's 10 moves each
    // end the match and are counted once at any depth.
    assert_eq!(perft(&pos, 1), 15);
    assert_eq!(perft(&pos, 3), 15);
    // A finished match has no action at all.
    let over = Position::from_cfn("4k3/8/8/8/8/8/4K+3/R7 b play 2 45/45 1-1")
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        (perft(&over, 0), perft(&over, 1), perft(&over, 2)),
        (1, 0, 0)
    );
}
