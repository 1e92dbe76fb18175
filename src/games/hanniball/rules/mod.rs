//! The Hanniball rules engine: a pure library with no I/O.
//!
//! - [`Square`], [`Side`], [`PieceKind`], [`Piece`], [`Bitboard`]: the vocabulary.
//! - [`Position`]: a board at the start of a turn, read and written as HPN.
//! - [`Action`]: a step or `end`, read and written as HSN.
//! - [`Game`]: the turn in progress and its history; [`Game::legal_actions`], [`Game::apply`].
//! - [`red_card`]: clustering and obstruction; [`perft`]: counting action sequences.
//!
//! # Examples
//! ```
//! use arbiter::games::hanniball::rules::{Action, Game};
//! let mut game = Game::new();
//! let step: Action = "d4-e6".parse()?;
//! game.apply(step)?;
//! assert_eq!(game.steps_taken(), 1);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod action;
mod game;
mod movegen;
mod perft;
mod position;
mod record;
mod redcard;
mod square;
mod storage;
mod tables;

pub use action::{Action, HsnError};
pub use game::{Applied, BallChange, Game, IllegalAction, Outcome, Reason, Status};
pub use movegen::{ActionList, MAX_ACTIONS};
pub use perft::perft;
pub use position::{HpnError, INITIAL_HPN, MAX_TURN, Position};
pub use record::RecordError;
pub use redcard::{RedCardReport, red_card};
pub use square::{Bitboard, ParseSquareError, Piece, PieceKind, SQUARE_COUNT, Side, Square};
pub use storage::DecodeError;

/// Every legal action of the player to move (see [`Game::legal_actions`]).
#[must_use]
pub fn legal_actions(game: &Game) -> Vec<Action> {
    game.legal_actions()
}

/// Applies `action` (see [`Game::apply`]).
///
/// # Errors
/// The reason the action is refused.
pub fn apply(game: &mut Game, action: Action) -> Result<Applied, IllegalAction> {
    game.apply(action)
}
