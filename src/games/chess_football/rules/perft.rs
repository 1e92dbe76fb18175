//! Counting action sequences, to check and measure the action generator.

use super::movegen::{ActionList, legal, make};
use super::position::Position;

/// The number of action sequences of length `depth` from `pos`. Placements, moves and `--`
/// are actions; an action that ends the match is a leaf: it is counted and not expanded. A
/// finished match has no action: its perft is 0 at every depth but 0.
///
/// # Examples
/// ```
/// use arbiter::games::chess_football::rules::{Position, perft};
/// let start = Position::initial();
/// assert_eq!(perft(&start, 1), 159);
/// assert_eq!(perft(&start, 2), 25_440);
/// ```
#[must_use]
pub fn perft(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut list = ActionList::new();
    legal(pos, &mut list);
    if depth == 1 {
        return list.len() as u64;
    }
    let mut total = 0;
    for &action in &list {
        let mut child = *pos;
        make(&mut child, action);
        total += if child.is_finished() {
            1
        } else {
            perft(&child, depth - 1)
        };
    }
    total
}
