//! Counting move sequences, to check and measure the move generator.

use super::game::{Game, Status};
use super::movegen::MoveList;
use super::position::Position;

/// The number of move sequences of length `depth` from `game`. A move that ends the game
/// (including one that leaves the opponent without a legal move) is a leaf: it is counted
/// and not expanded. A decided game has no moves.
///
/// The last ply is counted without making its moves.
///
/// # Examples
/// ```
/// use arbiter::games::hnefatafl::rules::{Game, perft};
/// let game = Game::new();
/// assert_eq!(perft(&game, 1), 116);
/// assert_eq!(perft(&game, 2), 6_788);
/// ```
#[must_use]
pub fn perft(game: &Game, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if game.status() != Status::Ongoing {
        return 0;
    }
    perft_position(game.position(), depth)
}

fn perft_position(pos: &Position, depth: u32) -> u64 {
    if depth == 1 {
        return u64::from(pos.count_moves());
    }
    let mut list = MoveList::new();
    pos.generate(&mut list);
    let mover = pos.side_to_move();
    let mut total = 0;
    for &mv in &list {
        let mut child = *pos;
        let fx = child.make(mv);
        total += if child
            .outcome_after(mover, fx.king_captured.is_some())
            .is_some()
        {
            1
        } else {
            perft_position(&child, depth - 1)
        };
    }
    total
}

/// [`perft`] that makes every move, the last ply's too, and checks each position reached for
/// the end of the game: the cost of a full search node. For benchmarks.
#[must_use]
pub fn perft_full(game: &Game, depth: u32) -> u64 {
    fn go(pos: &Position, depth: u32) -> u64 {
        let mut list = MoveList::new();
        pos.generate(&mut list);
        let mover = pos.side_to_move();
        let mut total = 0;
        for &mv in &list {
            let mut child = *pos;
            let fx = child.make(mv);
            let over = child
                .outcome_after(mover, fx.king_captured.is_some())
                .is_some();
            total += if over || depth == 1 {
                1
            } else {
                go(&child, depth - 1)
            };
        }
        total
    }
    if depth == 0 {
        return 1;
    }
    if game.status() != Status::Ongoing {
        return 0;
    }
    go(game.position(), depth)
}
