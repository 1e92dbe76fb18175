//! The Chess Football rules engine: a pure library with no I/O.
//!
//! - [`Square`], [`Side`], [`Kind`], [`Piece`], [`Bitboard`]: the vocabulary (8 × 8 board,
//!   one `u64` per set of squares).
//! - [`Position`]: a position of a match, read and written as CFN.
//! - [`Action`]: a placement, a move, a pass or `--`, read and written as CFA.
//! - [`Game`]: a match and its history; [`Game::legal_actions`], [`Game::apply`],
//!   [`Game::resign`], records and the storage form.
//! - [`perft`]: counting action sequences.
//!
//! The rules are those of `docs/chess-football-rules.md`.
//!
//! # Examples
//! ```
//! use arbiter::games::chess_football::rules::{Action, Game, Phase};
//! let mut game = Game::new();
//! assert_eq!(game.legal_actions().len(), 159);
//! let placement: Action = "N@e4".parse()?;
//! game.apply(placement)?;
//! assert_eq!(game.position().phase(), Phase::Place);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod action;
mod game;
mod movegen;
mod perft;
mod placement;
mod position;
mod record;
mod square;
mod tables;

pub use action::{Action, CfaError};
pub use game::{Applied, Game, Goal, IllegalAction, Outcome, Restart, Score, Status, WinReason};
pub use movegen::{ActionList, GoalKind, MAX_ACTIONS, RestartReason};
pub use perft::perft;
pub use position::{CfnError, INITIAL_CFN, MOVES_PER_HALF, Phase, Position};
pub use record::{DecodeError, RecordError};
pub use square::{Bitboard, Kind, ParseSquareError, Piece, SQUARE_COUNT, Side, Square};
