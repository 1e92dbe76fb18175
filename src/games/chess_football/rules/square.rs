//! Squares, sides, piece kinds, pieces and square sets.
//!
//! The board is the 8 × 8 chess board. A square's index is `8 * rank + file` with files
//! a–h as 0–7 and ranks 1–8 as 0–7 (a1 = 0, h1 = 7, a8 = 56, h8 = 63), so a set of squares
//! is one `u64`.

use std::fmt;
use std::str::FromStr;

/// Number of squares on the board.
pub const SQUARE_COUNT: usize = 64;

/// One of the 64 squares.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Square(u8);

impl Square {
    /// The square at `file` (0 = a … 7 = h) and `rank` (0 = rank 1 … 7 = rank 8).
    #[must_use]
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file < 8 && rank < 8 {
            Some(Square(rank * 8 + file))
        } else {
            None
        }
    }

    /// The square at signed coordinates, if on the board.
    #[must_use]
    pub const fn from_coords(file: i32, rank: i32) -> Option<Square> {
        if file < 0 || file > 7 || rank < 0 || rank > 7 {
            None
        } else {
            Some(Square((rank * 8 + file) as u8))
        }
    }

    /// The file, 0 (a) … 7 (h).
    #[must_use]
    pub const fn file(self) -> u8 {
        self.0 % 8
    }

    /// The rank, 0 (rank 1) … 7 (rank 8).
    #[must_use]
    pub const fn rank(self) -> u8 {
        self.0 / 8
    }

    /// Whether the square is light (a1 is dark, b1 light).
    #[must_use]
    pub const fn is_light(self) -> bool {
        (self.file() + self.rank()) % 2 == 1
    }

    /// Parses a square name (`a1` … `h8`) at the start of `bytes`.
    pub(crate) fn parse_prefix(bytes: &[u8]) -> Option<Square> {
        match (bytes.first(), bytes.get(1)) {
            (Some(f @ b'a'..=b'h'), Some(r @ b'1'..=b'8')) => Square::new(f - b'a', r - b'1'),
            _ => None,
        }
    }

    fn name(self) -> [u8; 2] {
        [b'a' + self.file(), b'1' + self.rank()]
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = self.name();
        f.write_str(std::str::from_utf8(&name).unwrap_or("??"))
    }
}

/// Why a square name did not parse.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{name}` is not a square: squares are a1 to h8")]
pub struct ParseSquareError {
    /// The text given (shortened).
    pub name: String,
}

impl FromStr for Square {
    type Err = ParseSquareError;

    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        match Square::parse_prefix(s.as_bytes()) {
            Some(sq) if s.len() == 2 => Ok(sq),
            _ => Err(ParseSquareError {
                name: s.chars().take(16).collect(),
            }),
        }
    }
}

/// A player: White (upper case, ranks 1–4, kicks off the first half) or Black.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Side {
    /// Defends c1–f1; its half is ranks 1–4.
    White = 0,
    /// Defends c8–f8; its half is ranks 5–8.
    Black = 1,
}

impl Side {
    /// Both sides, White first.
    pub const ALL: [Side; 2] = [Side::White, Side::Black];

    /// The other side.
    #[must_use]
    pub const fn opponent(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }

    /// `'w'` or `'b'`.
    #[must_use]
    pub const fn to_char(self) -> char {
        match self {
            Side::White => 'w',
            Side::Black => 'b',
        }
    }

    /// `"White"` or `"Black"`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Side::White => "White",
            Side::Black => "Black",
        }
    }

    pub(crate) const fn idx(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The six chess kinds.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Kind {
    /// One square in any direction; placed on its own goal squares.
    King = 0,
    /// Rook and Bishop lines.
    Queen = 1,
    /// Files and ranks.
    Rook = 2,
    /// Diagonals.
    Bishop = 3,
    /// The L-jump.
    Knight = 4,
    /// One square straight forward; captures and passes one square diagonally forward.
    Pawn = 5,
}

impl Kind {
    /// Every kind.
    pub const ALL: [Kind; 6] = [
        Kind::King,
        Kind::Queen,
        Kind::Rook,
        Kind::Bishop,
        Kind::Knight,
        Kind::Pawn,
    ];

    /// The kinds a Pawn may promote to.
    pub const PROMOTIONS: [Kind; 4] = [Kind::Queen, Kind::Rook, Kind::Bishop, Kind::Knight];

    /// The most of this kind a team may place (a side's chess set less the King's six
    /// team-mates' minimum: 1 King, 1 Queen, 2 Rooks, 2 Bishops, 2 Knights, 5 Pawns).
    #[must_use]
    pub const fn placement_limit(self) -> u32 {
        match self {
            Kind::King | Kind::Queen => 1,
            Kind::Rook | Kind::Bishop | Kind::Knight => 2,
            Kind::Pawn => 5,
        }
    }

    /// The upper-case letter (`K`, `Q`, `R`, `B`, `N`, `P`).
    #[must_use]
    pub const fn upper_char(self) -> char {
        match self {
            Kind::King => 'K',
            Kind::Queen => 'Q',
            Kind::Rook => 'R',
            Kind::Bishop => 'B',
            Kind::Knight => 'N',
            Kind::Pawn => 'P',
        }
    }

    /// The kind named by an upper-case letter.
    #[must_use]
    pub const fn from_upper(c: u8) -> Option<Kind> {
        match c {
            b'K' => Some(Kind::King),
            b'Q' => Some(Kind::Queen),
            b'R' => Some(Kind::Rook),
            b'B' => Some(Kind::Bishop),
            b'N' => Some(Kind::Knight),
            b'P' => Some(Kind::Pawn),
            _ => None,
        }
    }

    /// The English name.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Kind::King => "King",
            Kind::Queen => "Queen",
            Kind::Rook => "Rook",
            Kind::Bishop => "Bishop",
            Kind::Knight => "Knight",
            Kind::Pawn => "Pawn",
        }
    }

    pub(crate) const fn idx(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A piece: a side and a kind.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Piece {
    /// Whose piece.
    pub side: Side,
    /// What it is.
    pub kind: Kind,
}

impl Piece {
    /// A piece of `side` and `kind`.
    #[must_use]
    pub const fn new(side: Side, kind: Kind) -> Piece {
        Piece { side, kind }
    }

    /// The FEN letter: upper case for White, lower case for Black.
    #[must_use]
    pub const fn to_char(self) -> char {
        let c = self.kind.upper_char();
        match self.side {
            Side::White => c,
            Side::Black => c.to_ascii_lowercase(),
        }
    }

    /// The piece named by a FEN letter.
    #[must_use]
    pub const fn from_char(c: char) -> Option<Piece> {
        if !c.is_ascii() {
            return None;
        }
        let side = if c.is_ascii_uppercase() {
            Side::White
        } else {
            Side::Black
        };
        match Kind::from_upper(c.to_ascii_uppercase() as u8) {
            Some(kind) => Some(Piece { side, kind }),
            None => None,
        }
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.side, self.kind)
    }
}

/// A set of squares, one bit per square index.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Bitboard(pub u64);

impl Bitboard {
    /// The number of squares.
    #[must_use]
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set is not empty.
    #[must_use]
    pub const fn nonempty(self) -> bool {
        self.0 != 0
    }

    /// The highest-index square, if any.
    #[must_use]
    pub const fn last(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square(63 - self.0.leading_zeros() as u8))
        }
    }
}

crate::games::shared::board::squares!(u64);
crate::games::shared::board::steps!();

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_parse_and_print() {
        for sq in Square::ALL {
            assert_eq!(sq.to_string().parse::<Square>(), Ok(sq));
        }
        for bad in ["", "a", "a0", "a9", "i1", "A1", "a1 ", "a10"] {
            assert!(bad.parse::<Square>().is_err(), "{bad}");
        }
        let e4: Square = "e4".parse().unwrap_or_else(|e| panic!("{e}"));
        assert_eq!((e4.file(), e4.rank(), e4.index()), (4, 3, 28));
        assert!(e4.is_light());
        assert!(!Square::ALL[0].is_light());
    }
}
