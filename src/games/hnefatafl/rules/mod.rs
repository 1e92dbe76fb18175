//! The Copenhagen Hnefatafl rules engine: a pure library with no I/O.
//!
//! - [`Square`], [`Side`], [`Piece`], [`Bitboard`]: the vocabulary (121 squares, one `u128`).
//! - [`Position`]: a board and the side to move, read and written as TPN.
//! - [`Move`]: `from-to`, read and written as move notation.
//! - [`Game`]: the position, every move and the outcome; [`Game::legal_moves`],
//!   [`Game::apply`] (reporting captures, shieldwalls, the King's capture and the win in an
//!   [`Applied`]), [`Game::resign`]; the text record and the binary storage form.
//! - [`perft`]: counting move sequences.
//!
//! The rules, with every ruling, are in `docs/hnefatafl-rules.md`.
//!
//! # Examples
//! ```
//! use arbiter::games::hnefatafl::rules::{Game, Move, Side};
//! let mut game = Game::new();
//! assert_eq!(game.side_to_move(), Side::Attackers);
//! assert_eq!(game.legal_moves().len(), 116);
//! game.apply("d1-d3".parse::<Move>()?)?;
//! assert_eq!(game.side_to_move(), Side::Defenders);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod csv;
mod game;
mod movegen;
mod moves;
mod perft;
mod position;
mod record;
mod square;
pub(crate) mod tables;

pub use game::{Applied, Game, IllegalMove, Outcome, Reason, Rules, Status};
pub use movegen::{MAX_MOVES, MoveList};
pub use moves::{Move, MoveError};
pub use perft::{perft, perft_full};
pub use position::{MAX_ATTACKERS, MAX_DEFENDERS, Position, START_TPN, TpnError};
pub use record::{DecodeError, RecordError};
pub use square::{BOARD_SIZE, Bitboard, ParseSquareError, Piece, SQUARE_COUNT, Side, Square};
