//! Moves and their text form, `from-to` (e.g. `d1-d3`).

use std::fmt;
use std::str::FromStr;

use super::square::Square;

/// A move: the piece on `from` slides to `to` along a rank or a file. Captures follow from the
/// rules and are not part of the move.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Move {
    /// Where the piece stands.
    pub from: Square,
    /// Where it goes.
    pub to: Square,
}

impl Move {
    /// The move from `from` to `to` (not necessarily legal anywhere).
    #[must_use]
    pub const fn new(from: Square, to: Square) -> Move {
        Move { from, to }
    }

    /// Parses move notation.
    ///
    /// # Errors
    /// A [`MoveError`] saying what is wrong and at which character.
    pub fn from_notation(text: &str) -> Result<Move, MoveError> {
        text.parse()
    }

    /// The move's notation, e.g. `d1-d3`.
    #[must_use]
    pub fn to_notation(self) -> String {
        self.to_string()
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut buf = [0u8; 7];
        let mut name = [0u8; 3];
        let a = self.from.write_name(&mut name);
        buf[..a].copy_from_slice(&name[..a]);
        buf[a] = b'-';
        let b = self.to.write_name(&mut name);
        buf[a + 1..a + 1 + b].copy_from_slice(&name[..b]);
        f.write_str(std::str::from_utf8(&buf[..a + 1 + b]).unwrap_or("?"))
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Why a text is not a move.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// Nothing given.
    #[error("empty move; a move is written from-to, e.g. d1-d3")]
    Empty,
    /// Too long to be a move.
    #[error("move text is {0} bytes long; a move is at most 7 (e.g. a10-k10)")]
    TooLong(usize),
    /// A square name was expected.
    #[error(
        "expected a square (a–k and 1–11, e.g. d1) at character {at} of {text:?}; a move is written from-to"
    )]
    ExpectedSquare {
        /// 1-based character index.
        at: usize,
        /// The whole text.
        text: String,
    },
    /// The `-` between the squares is missing.
    #[error("expected '-' after the first square at character {at} of {text:?}")]
    ExpectedDash {
        /// 1-based character index.
        at: usize,
        /// The whole text.
        text: String,
    },
    /// Extra characters after a complete move.
    #[error("unexpected characters after the move at character {at} of {text:?}")]
    Trailing {
        /// 1-based character index.
        at: usize,
        /// The whole text.
        text: String,
    },
}

impl FromStr for Move {
    type Err = MoveError;

    fn from_str(text: &str) -> Result<Move, MoveError> {
        if text.is_empty() {
            return Err(MoveError::Empty);
        }
        if text.len() > 7 {
            return Err(MoveError::TooLong(text.len()));
        }
        let b = text.as_bytes();
        let owned = || text.to_string();
        let square_at = |i: usize| {
            b.get(i..)
                .and_then(Square::parse_prefix)
                .ok_or_else(|| MoveError::ExpectedSquare {
                    at: i + 1,
                    text: owned(),
                })
        };
        let (from, n) = square_at(0)?;
        if b.get(n) != Some(&b'-') {
            return Err(MoveError::ExpectedDash {
                at: n + 1,
                text: owned(),
            });
        }
        let (to, m) = square_at(n + 1)?;
        let end = n + 1 + m;
        if end != b.len() {
            return Err(MoveError::Trailing {
                at: end + 1,
                text: owned(),
            });
        }
        Ok(Move { from, to })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips() {
        for s in ["d1-d3", "a10-k10", "k11-k1", "f6-f7"] {
            let m: Move = s.parse().unwrap_or_else(|e| panic!("{s}: {e}"));
            assert_eq!(m.to_string(), s);
        }
    }

    #[test]
    fn rejects_garbage() {
        for s in [
            "", "d1d3", "d1-", "-d3", "d1-d3-", "d1-d3 ", " d1-d3", "l1-l2", "a0-a1", "a12-a1",
            "a01-a2", "D1-D3", "d1xd3", "d1—d3", "a10-k100",
        ] {
            assert!(s.parse::<Move>().is_err(), "{s:?} parsed");
        }
    }
}
