//! What every board's squares and square sets have, whatever the board's shape.
//!
//! A board's `square.rs` defines `struct Square(u8)` (a compact index below its
//! `SQUARE_COUNT`), `struct Bitboard(pub uN)` (one bit per index) and the shape of the board
//! (how files and ranks map to indices, square names); [`squares!`] then gives them the rest,
//! the same for every board. A board whose squares have signed coordinates also takes
//! [`steps!`], its step tables' builder, and the king steps and knight jumps are here; so are
//! the names of squares on a board with ranks past 9 ([`read_name`], [`write_name`]).

use std::ops::RangeInclusive;

/// Gives the calling module's `Square` and `Bitboard` (over the unsigned integer `$bits`,
/// which has at least `SQUARE_COUNT` bits) what every board's have:
///
/// - `Square::ALL` (every square in index order), `Square::from_index`, `Square::index`,
///   `Square::bb`, and `Debug` as `Display` (the square's name);
/// - `Bitboard::EMPTY`, `Bitboard::FULL` (every square) and the set operations `contains`,
///   `is_empty`, `first`, `with`, `without`, `and`, `or`, `minus`, `complement`;
/// - `Bitboard` as an [`ExactSizeIterator`] of its squares, lowest index first, collected
///   from squares, and `Debug` as the set of its squares.
///
/// Everything is `#[inline]`: square sets are the engines' hot path.
macro_rules! squares {
    ($bits:ty) => {
        impl Square {
            /// Every square, in index order.
            pub const ALL: [Square; SQUARE_COUNT] = {
                let mut all = [Square(0); SQUARE_COUNT];
                let mut i = 0;
                while i < SQUARE_COUNT {
                    all[i] = Square(i as u8);
                    i += 1;
                }
                all
            };

            /// The square with compact index `index`, if there is one.
            #[must_use]
            #[inline]
            pub const fn from_index(index: usize) -> Option<Square> {
                if index < SQUARE_COUNT {
                    Some(Square(index as u8))
                } else {
                    None
                }
            }

            /// The compact index, below `SQUARE_COUNT`.
            #[must_use]
            #[inline]
            pub const fn index(self) -> usize {
                self.0 as usize
            }

            /// The one-square set holding this square.
            #[must_use]
            #[inline]
            pub const fn bb(self) -> Bitboard {
                Bitboard(1 << self.0)
            }
        }

        impl ::std::fmt::Debug for Square {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                ::std::fmt::Display::fmt(self, f)
            }
        }

        impl Bitboard {
            /// The empty set.
            pub const EMPTY: Bitboard = Bitboard(0);
            /// Every square.
            pub const FULL: Bitboard =
                Bitboard(<$bits>::MAX >> (<$bits>::BITS as usize - SQUARE_COUNT));

            /// Whether `sq` is in the set.
            #[must_use]
            #[inline]
            pub const fn contains(self, sq: Square) -> bool {
                self.0 & (1 << sq.0) != 0
            }

            /// Whether the set is empty.
            #[must_use]
            #[inline]
            pub const fn is_empty(self) -> bool {
                self.0 == 0
            }

            /// The lowest-index square, if any.
            #[must_use]
            #[inline]
            pub const fn first(self) -> Option<Square> {
                if self.0 == 0 {
                    None
                } else {
                    Some(Square(self.0.trailing_zeros() as u8))
                }
            }

            /// The set with `sq` added.
            #[must_use]
            #[inline]
            pub const fn with(self, sq: Square) -> Bitboard {
                Bitboard(self.0 | (1 << sq.0))
            }

            /// The set with `sq` removed.
            #[must_use]
            #[inline]
            pub const fn without(self, sq: Square) -> Bitboard {
                Bitboard(self.0 & !(1 << sq.0))
            }

            /// Squares in both sets.
            #[must_use]
            #[inline]
            pub const fn and(self, other: Bitboard) -> Bitboard {
                Bitboard(self.0 & other.0)
            }

            /// Squares in either set.
            #[must_use]
            #[inline]
            pub const fn or(self, other: Bitboard) -> Bitboard {
                Bitboard(self.0 | other.0)
            }

            /// Squares of `self` not in `other`.
            #[must_use]
            #[inline]
            pub const fn minus(self, other: Bitboard) -> Bitboard {
                Bitboard(self.0 & !other.0)
            }

            /// Squares not in the set (among the board's).
            #[must_use]
            #[inline]
            pub const fn complement(self) -> Bitboard {
                Bitboard(!self.0 & Bitboard::FULL.0)
            }
        }

        impl Iterator for Bitboard {
            type Item = Square;

            #[inline]
            fn next(&mut self) -> Option<Square> {
                let sq = self.first()?;
                self.0 &= self.0 - 1;
                Some(sq)
            }

            fn size_hint(&self) -> (usize, Option<usize>) {
                let n = self.0.count_ones() as usize;
                (n, Some(n))
            }
        }

        impl ExactSizeIterator for Bitboard {}

        impl ::std::fmt::Debug for Bitboard {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.debug_set().entries(*self).finish()
            }
        }

        impl FromIterator<Square> for Bitboard {
            fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> Bitboard {
                iter.into_iter().fold(Bitboard::EMPTY, Bitboard::with)
            }
        }
    };
}

pub(crate) use squares;

/// The eight king steps (file, rank), in the order the boards' step tables are built.
pub const KING_STEPS: [(i32, i32); 8] = [
    (-1, -1),
    (0, -1),
    (1, -1),
    (-1, 0),
    (1, 0),
    (-1, 1),
    (0, 1),
    (1, 1),
];

/// The eight knight jumps (file, rank), in the order the boards' jump tables are built.
pub const KNIGHT_JUMPS: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

/// Gives the calling module's `Bitboard` a table builder, for a board whose `Square` has
/// `from_coords(file, rank)` (signed, `None` off the board): `Bitboard::steps(deltas)`, for
/// each square the squares one of `deltas` away. It runs at compile time.
macro_rules! steps {
    () => {
        impl Bitboard {
            /// For each square, the squares one of `deltas` (file, rank) away.
            #[must_use]
            pub(crate) const fn steps(deltas: &[(i32, i32)]) -> [Bitboard; SQUARE_COUNT] {
                let mut out = [Bitboard::EMPTY; SQUARE_COUNT];
                let mut i = 0;
                while i < SQUARE_COUNT {
                    let sq = Square::ALL[i];
                    let (f, r) = (sq.file() as i32, sq.rank() as i32);
                    let mut d = 0;
                    while d < deltas.len() {
                        if let Some(t) = Square::from_coords(f + deltas[d].0, r + deltas[d].1) {
                            out[i] = out[i].with(t);
                        }
                        d += 1;
                    }
                    i += 1;
                }
                out
            }
        }
    };
}

pub(crate) use steps;

/// Reads a square name at the start of `bytes` on a board of files `a` to `last_file` whose
/// ranks may take two digits: the file letter, then the rank without a leading zero; after a
/// `1`, a digit in `second` makes it ten-something. Gives (file from 0, rank from 1, bytes
/// used), for the board to check that the square exists.
#[must_use]
pub fn read_name(
    bytes: &[u8],
    last_file: u8,
    second: RangeInclusive<u8>,
) -> Option<(u8, u8, usize)> {
    let file = match bytes.first() {
        Some(&b) if (b'a'..=last_file).contains(&b) => b - b'a',
        _ => return None,
    };
    let d1 = match bytes.get(1) {
        Some(d @ b'1'..=b'9') => d - b'0',
        _ => return None,
    };
    match bytes.get(2) {
        Some(d2) if d1 == 1 && second.contains(d2) => Some((file, 10 + (d2 - b'0'), 3)),
        _ => Some((file, d1, 2)),
    }
}

/// Writes the name of the square at `file` (from 0) and `rank` (from 1, below 20) into `buf`,
/// returning the number of bytes used (2 or 3).
pub fn write_name(file: u8, rank: u8, buf: &mut [u8; 3]) -> usize {
    buf[0] = b'a' + file;
    if rank < 10 {
        buf[1] = b'0' + rank;
        2
    } else {
        buf[1] = b'1';
        buf[2] = b'0' + (rank - 10);
        3
    }
}
