//! Counting action sequences, to check and measure the move generator.

use super::game::{Game, Status};
use super::movegen::{ActionList, State};

/// The number of action sequences of length `depth` from `game`, where actions are steps and
/// `end`, following turn changes. An action that ends the game is a leaf: it is counted and
/// not expanded.
///
/// # Examples
/// ```
/// use arbiter::games::hanniball::rules::{perft, Game};
/// let game = Game::new();
/// assert_eq!(perft(&game, 1), game.legal_actions().len() as u64);
/// ```
#[must_use]
pub fn perft(game: &Game, depth: u32) -> u64 {
    perft_state(&game.state, depth)
}

fn perft_state(state: &State, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut list = ActionList::new();
    state.legal(&mut list);
    if depth == 1 {
        return list.len() as u64;
    }
    let mut total = 0;
    for a in list {
        let mut child = *state;
        child.make(a);
        total += if child.status != Status::Ongoing {
            1
        } else {
            // A child with no legal action is decided by that action: a leaf.
            perft_state(&child, depth - 1).max(1)
        };
    }
    total
}
