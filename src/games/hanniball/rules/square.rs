//! Squares, sides, piece kinds and square sets.
//!
//! The board has 123 squares: the 9 × 13 field (files a–i, ranks 2–14) and the two goals
//! (d1–f1 for White, d15–f15 for Black). Every square has a compact index in `0..123`:
//! rank 1 holds indices 0–2 (d1, e1, f1), ranks 2–14 hold `3 + 9 * (rank - 2) + file`, and
//! rank 15 holds 120–122 (d15, e15, f15). A set of squares is therefore one `u128`.

use std::fmt;
use std::str::FromStr;

use crate::games::shared::board;

/// Number of squares on the board.
pub const SQUARE_COUNT: usize = 123;

/// One of the 123 existing squares.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Square(u8);

impl Square {
    /// The square at `file` (0 = a … 8 = i) and `rank` (1 … 15), if it exists.
    #[must_use]
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file > 8 {
            return None;
        }
        match rank {
            1 if file >= 3 && file <= 5 => Some(Square(file - 3)),
            2..=14 => Some(Square(3 + 9 * (rank - 2) + file)),
            15 if file >= 3 && file <= 5 => Some(Square(120 + file - 3)),
            _ => None,
        }
    }

    /// The square at signed coordinates (file 0..8, rank 1..15), if it exists.
    #[must_use]
    pub const fn from_coords(file: i32, rank: i32) -> Option<Square> {
        if file < 0 || file > 8 || rank < 1 || rank > 15 {
            return None;
        }
        Square::new(file as u8, rank as u8)
    }

    /// The file, 0 (a) … 8 (i).
    #[must_use]
    pub const fn file(self) -> u8 {
        match self.0 {
            0..=2 => self.0 + 3,
            3..=119 => (self.0 - 3) % 9,
            _ => self.0 - 120 + 3,
        }
    }

    /// The rank, 1 … 15.
    #[must_use]
    pub const fn rank(self) -> u8 {
        match self.0 {
            0..=2 => 1,
            3..=119 => (self.0 - 3) / 9 + 2,
            _ => 15,
        }
    }

    /// The file letter, `'a'` … `'i'`.
    #[must_use]
    pub const fn file_char(self) -> char {
        (b'a' + self.file()) as char
    }

    /// Parses a square name from the start of `bytes`, returning the square and the number
    /// of bytes used (2 or 3), or `None` when no square name starts there.
    pub(crate) fn parse_prefix(bytes: &[u8]) -> Option<(Square, usize)> {
        let (file, rank, used) = board::read_name(bytes, b'i', b'0'..=b'9')?;
        Square::new(file, rank).map(|sq| (sq, used))
    }
}

impl Square {
    /// Appends the square's name (`a1` … `i15`) to `out`, without the formatting machinery:
    /// square names are written for every step of every answer.
    pub fn push_name(self, out: &mut String) {
        let mut buf = [0u8; 3];
        let used = board::write_name(self.file(), self.rank(), &mut buf);
        out.extend(buf[..used].iter().map(|&b| char::from(b)));
    }

    /// The square's name as a new string.
    #[must_use]
    pub fn name(self) -> String {
        let mut out = String::with_capacity(3);
        self.push_name(&mut out);
        out
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut text = String::with_capacity(3);
        self.push_name(&mut text);
        f.write_str(&text)
    }
}

/// Why a square name did not parse.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{name}` is not a square: {why}")]
pub struct ParseSquareError {
    /// The text that was given.
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
            None => {
                if !matches!(bytes.first(), Some(b'a'..=b'i')) {
                    Err(err("files are a to i"))
                } else if s.len() >= 2 && s[1..].parse::<u32>().is_ok_and(|r| (1..=15).contains(&r))
                {
                    Err(err("ranks 1 and 15 only have the goal squares d, e and f"))
                } else {
                    Err(err("ranks are 1 to 15"))
                }
            }
        }
    }
}

/// A player: White (capital letters, moves first, defends rank 1) or Black.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Side {
    /// Moves first; its goal is d1–f1.
    White = 0,
    /// Its goal is d15–f15.
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

    /// `"white"` or `"black"`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Side::White => "white",
            Side::Black => "black",
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

/// The four kinds of piece.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum PieceKind {
    /// The goalkeeper: moves like a Lion inside its goal area and goal, kicks in straight lines.
    Monkey = 0,
    /// Moves and kicks by king step or knight jump.
    Lion = 1,
    /// Moves by king step, kicks by knight jump.
    Elephant = 2,
    /// Moves by knight jump, kicks by king step.
    Horse = 3,
}

impl PieceKind {
    /// All kinds.
    pub const ALL: [PieceKind; 4] = [
        PieceKind::Monkey,
        PieceKind::Lion,
        PieceKind::Elephant,
        PieceKind::Horse,
    ];

    /// How many of this kind each side starts with (and may have at most).
    #[must_use]
    pub const fn initial_count(self) -> u32 {
        match self {
            PieceKind::Monkey => 1,
            PieceKind::Lion => 2,
            PieceKind::Elephant | PieceKind::Horse => 4,
        }
    }

    /// The capital letter used by White (`M`, `L`, `E`, `H`).
    #[must_use]
    pub const fn upper_char(self) -> char {
        match self {
            PieceKind::Monkey => 'M',
            PieceKind::Lion => 'L',
            PieceKind::Elephant => 'E',
            PieceKind::Horse => 'H',
        }
    }

    /// The English name.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            PieceKind::Monkey => "Monkey",
            PieceKind::Lion => "Lion",
            PieceKind::Elephant => "Elephant",
            PieceKind::Horse => "Horse",
        }
    }

    pub(crate) const fn idx(self) -> usize {
        self as usize
    }
}

impl fmt::Display for PieceKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A piece: a side and a kind.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Piece {
    /// Whose piece it is.
    pub side: Side,
    /// What it is.
    pub kind: PieceKind,
}

impl Piece {
    /// A piece of `side` and `kind`.
    #[must_use]
    pub const fn new(side: Side, kind: PieceKind) -> Piece {
        Piece { side, kind }
    }

    /// The HPN letter: capital for White, lower case for Black.
    #[must_use]
    pub const fn to_char(self) -> char {
        let c = self.kind.upper_char();
        match self.side {
            Side::White => c,
            Side::Black => c.to_ascii_lowercase(),
        }
    }

    /// The piece named by an HPN letter.
    #[must_use]
    pub const fn from_char(c: char) -> Option<Piece> {
        let side = if c.is_ascii_uppercase() {
            Side::White
        } else {
            Side::Black
        };
        let kind = match c.to_ascii_uppercase() {
            'M' => PieceKind::Monkey,
            'L' => PieceKind::Lion,
            'E' => PieceKind::Elephant,
            'H' => PieceKind::Horse,
            _ => return None,
        };
        Some(Piece { side, kind })
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.side, self.kind)
    }
}

/// A set of squares, one bit per compact square index.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Bitboard(pub u128);

impl Bitboard {
    /// The number of squares.
    #[must_use]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }
}

crate::games::shared::board::squares!(u128);
crate::games::shared::board::steps!();

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn there_are_123_squares_and_indices_round_trip() {
        let mut n = 0;
        for rank in 0..=16u8 {
            for file in 0..=9u8 {
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
    fn square_names_parse_and_print() {
        for sq in Square::ALL {
            assert_eq!(sq.to_string().parse::<Square>(), Ok(sq));
        }
        for bad in ["a1", "c15", "j5", "e0", "e16", "", "e", "e8x", "E8", "e08"] {
            assert!(bad.parse::<Square>().is_err(), "{bad} parsed");
        }
    }
}
