//! Squares, sides, pieces and square sets.
//!
//! The board has 11 × 11 squares, files `a`–`k` and ranks `1`–`11`. Every square has a
//! compact index in `0..121`: `11 * (rank - 1) + file`, so a1 is 0, k1 is 10, a2 is 11 and
//! k11 is 120. A set of squares is one `u128` with one bit per index.

use std::fmt;
use std::str::FromStr;

use crate::games::shared::board;

/// Number of squares on the board.
pub const SQUARE_COUNT: usize = 121;

/// Squares along one side of the board.
pub const BOARD_SIZE: u8 = 11;

/// One of the 121 squares.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Square(u8);

impl Square {
    /// The square at `file` (0 = a … 10 = k) and `rank` (1 … 11), if it exists.
    #[must_use]
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file >= BOARD_SIZE || rank == 0 || rank > BOARD_SIZE {
            return None;
        }
        Some(Square(BOARD_SIZE * (rank - 1) + file))
    }

    /// The file, 0 (a) … 10 (k).
    #[must_use]
    #[inline]
    pub const fn file(self) -> u8 {
        self.0 % BOARD_SIZE
    }

    /// The rank, 1 … 11.
    #[must_use]
    #[inline]
    pub const fn rank(self) -> u8 {
        self.0 / BOARD_SIZE + 1
    }

    /// The file letter, `'a'` … `'k'`.
    #[must_use]
    pub const fn file_char(self) -> char {
        (b'a' + self.file()) as char
    }

    /// Whether the square is on the edge of the board (corners included).
    #[must_use]
    pub const fn is_edge(self) -> bool {
        let (f, r) = (self.file(), self.rank());
        f == 0 || f == BOARD_SIZE - 1 || r == 1 || r == BOARD_SIZE
    }

    /// Parses a square name from the start of `bytes`, returning the square and the number of
    /// bytes used (2 or 3), or `None` when no square name starts there. Ranks are written
    /// without a leading zero.
    pub(crate) fn parse_prefix(bytes: &[u8]) -> Option<(Square, usize)> {
        let (file, rank, used) = board::read_name(bytes, b'k', b'0'..=b'1')?;
        Square::new(file, rank).map(|s| (s, used))
    }

    /// Writes the name into `buf`, returning the number of bytes used (2 or 3).
    pub(crate) fn write_name(self, buf: &mut [u8; 3]) -> usize {
        board::write_name(self.file(), self.rank(), buf)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut buf = [0u8; 3];
        let len = self.write_name(&mut buf);
        f.write_str(std::str::from_utf8(&buf[..len]).unwrap_or("?"))
    }
}

/// Why a square name did not parse.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{name}` is not a square: {why}")]
pub struct ParseSquareError {
    /// The text that was given (shortened).
    pub name: String,
    /// What is wrong with it.
    pub why: &'static str,
}

impl FromStr for Square {
    type Err = ParseSquareError;

    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        let err = |why| ParseSquareError {
            name: s.chars().take(16).collect(),
            why,
        };
        let bytes = s.as_bytes();
        match Square::parse_prefix(bytes) {
            Some((sq, used)) if used == bytes.len() => Ok(sq),
            Some(_) => Err(err("unexpected characters after the square name")),
            None if !matches!(bytes.first(), Some(b'a'..=b'k')) => Err(err("files are a to k")),
            None => Err(err("ranks are 1 to 11, written without a leading zero")),
        }
    }
}

/// A side: the Attackers (24 soldiers, move first) or the Defenders (12 soldiers and the King).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Side {
    /// The 24 soldiers around the edges; they move first and try to capture the King.
    Attackers = 0,
    /// The King and his 12 soldiers; they try to bring the King to a corner.
    Defenders = 1,
}

impl Side {
    /// Both sides, the Attackers first.
    pub const ALL: [Side; 2] = [Side::Attackers, Side::Defenders];

    /// The other side.
    #[must_use]
    #[inline]
    pub const fn opponent(self) -> Side {
        match self {
            Side::Attackers => Side::Defenders,
            Side::Defenders => Side::Attackers,
        }
    }

    /// The letter used in position notation: `'a'` or `'d'`.
    #[must_use]
    pub const fn to_char(self) -> char {
        match self {
            Side::Attackers => 'a',
            Side::Defenders => 'd',
        }
    }

    /// `"attackers"` or `"defenders"`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Side::Attackers => "attackers",
            Side::Defenders => "defenders",
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A piece on the board.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Piece {
    /// An attacking soldier (`t`).
    Attacker,
    /// A defending soldier (`T`).
    Defender,
    /// The King (`K`), a defender.
    King,
}

impl Piece {
    /// Every piece.
    pub const ALL: [Piece; 3] = [Piece::Attacker, Piece::Defender, Piece::King];

    /// The side the piece plays for.
    #[must_use]
    #[inline]
    pub const fn side(self) -> Side {
        match self {
            Piece::Attacker => Side::Attackers,
            Piece::Defender | Piece::King => Side::Defenders,
        }
    }

    /// The letter in position notation: `t`, `T` or `K`.
    #[must_use]
    pub const fn to_char(self) -> char {
        match self {
            Piece::Attacker => 't',
            Piece::Defender => 'T',
            Piece::King => 'K',
        }
    }

    /// The piece a position-notation letter names.
    #[must_use]
    pub const fn from_char(c: char) -> Option<Piece> {
        match c {
            't' => Some(Piece::Attacker),
            'T' => Some(Piece::Defender),
            'K' => Some(Piece::King),
            _ => None,
        }
    }

    /// `"attacker"`, `"defender"` or `"King"`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Piece::Attacker => "attacker",
            Piece::Defender => "defender",
            Piece::King => "King",
        }
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A set of squares, one bit per compact square index.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Bitboard(pub u128);

impl Bitboard {
    /// The number of squares.
    #[must_use]
    #[inline]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set has squares.
    #[must_use]
    #[inline]
    pub const fn any(self) -> bool {
        self.0 != 0
    }
}

crate::games::shared::board::squares!(u128);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn indices_round_trip() {
        let mut n = 0;
        for rank in 0..=12u8 {
            for file in 0..=12u8 {
                if let Some(sq) = Square::new(file, rank) {
                    assert_eq!((sq.file(), sq.rank()), (file, rank));
                    assert_eq!(Square::from_index(sq.index()), Some(sq));
                    n += 1;
                }
            }
        }
        assert_eq!(n, SQUARE_COUNT);
    }

    #[test]
    fn names_parse_and_print() {
        for sq in Square::ALL {
            assert_eq!(sq.to_string().parse::<Square>(), Ok(sq));
        }
        for bad in ["l1", "a0", "a12", "", "a", "a1x", "A1", "a01", "k111"] {
            assert!(bad.parse::<Square>().is_err(), "{bad} parsed");
        }
        assert_eq!("k11".parse::<Square>().map(Square::index), Ok(120));
    }
}
