//! A position (the board and the side to move) and its text form, TPN.
//!
//! TPN lists the 11 ranks from rank 11 down to rank 1, separated by `/`; each rank from file
//! `a` to file `k`, with `t` for an attacker, `T` for a defender, `K` for the King and a number
//! 1–11 for a run of empty squares (never two numbers in a row). A space and the side to move,
//! `a` or `d`, follow. The start is [`START_TPN`].

use std::fmt;
use std::str::FromStr;

use super::square::{BOARD_SIZE, Bitboard, Piece, Side, Square};
use super::tables::{CORNERS, RESTRICTED, THRONE};

/// The TPN of the start position.
pub const START_TPN: &str =
    "3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3 a";

/// The most attackers a position may hold (the number they start with).
pub const MAX_ATTACKERS: usize = 24;
/// The most defending soldiers a position may hold (the number they start with).
pub const MAX_DEFENDERS: usize = 12;

/// A board and the side to move.
///
/// Every `Position` the engine hands out is valid: at most 24 attackers, 12 defenders and one
/// King; no soldier on the throne or a corner. A position without the King is the one right
/// after the attackers captured him, so the defenders are to move in it; a position with the
/// King on a corner is the one right after he escaped, so the attackers are to move.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) attackers: Bitboard,
    pub(crate) defenders: Bitboard,
    /// The King's square as a set: one square, or none once he is captured.
    pub(crate) king: Bitboard,
    pub(crate) side_to_move: Side,
}

/// Why a TPN text is not a valid position. The message says what is wrong and where.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TpnError {
    /// The text is too long to be a position.
    #[error("position text is {0} bytes long; a TPN position is at most 140")]
    TooLong(usize),
    /// Not two fields separated by one space.
    #[error("expected the board and the side to move separated by one space, found {0} fields")]
    Fields(usize),
    /// Wrong number of ranks.
    #[error("the board has {0} ranks separated by '/', expected 11")]
    RankCount(usize),
    /// A rank does not describe 11 squares.
    #[error("rank {rank} describes {found} squares, expected 11")]
    RankLength {
        /// The rank (1–11).
        rank: u8,
        /// Squares described.
        found: usize,
    },
    /// A character TPN does not use.
    #[error(
        "rank {rank}: unexpected character {ch:?} at column {column} (expected t, T, K or 1–11)"
    )]
    BadChar {
        /// The rank (1–11).
        rank: u8,
        /// 1-based character position within the rank field.
        column: usize,
        /// The character.
        ch: char,
    },
    /// A run of empty squares that is not 1–11 (or is written with a leading zero).
    #[error("rank {rank}: empty-square counts are 1 to 11, found {count:?} at column {column}")]
    BadCount {
        /// The rank (1–11).
        rank: u8,
        /// 1-based column where the number starts.
        column: usize,
        /// The digits found.
        count: String,
    },
    /// The side field is not `a` or `d`.
    #[error("the side to move is 'a' (attackers) or 'd' (defenders), found {0:?}")]
    BadSide(String),
    /// More than one King.
    #[error("there is more than one King (a second one on {0})")]
    TwoKings(Square),
    /// Too many soldiers of a side.
    #[error("there are {count} {piece}s; a position has at most {max}")]
    TooMany {
        /// Which soldiers.
        piece: Piece,
        /// How many there are.
        count: usize,
        /// The most allowed.
        max: usize,
    },
    /// A soldier on the throne or a corner.
    #[error("the {piece} on {square} stands on a restricted square; only the King may")]
    OnRestricted {
        /// The soldier.
        piece: Piece,
        /// The throne or a corner.
        square: Square,
    },
    /// No King, with the attackers to move.
    #[error(
        "there is no King; a position without him is the one after the attackers captured him, so the defenders are to move"
    )]
    NoKing,
    /// The King on a corner, with the defenders to move.
    #[error(
        "the King is on the corner {0}; he escaped with the defenders' last move, so the attackers are to move"
    )]
    KingEscapedDefendersToMove(Square),
}

impl Position {
    /// The start position: attackers to move.
    #[must_use]
    pub fn start() -> Position {
        let mut p = Position::empty(Side::Attackers);
        let attackers = [
            (3, 1),
            (4, 1),
            (5, 1),
            (6, 1),
            (7, 1),
            (5, 2),
            (0, 4),
            (0, 5),
            (0, 6),
            (0, 7),
            (0, 8),
            (1, 6),
        ];
        for (f, r) in attackers {
            for (file, rank) in [(f, r), (10 - f, 12 - r), (r - 1, f + 1), (11 - r, 11 - f)] {
                if let Some(s) = Square::new(file, rank) {
                    p.put(s, Piece::Attacker);
                }
            }
        }
        for (f, r) in [(5, 4), (4, 5), (5, 5), (6, 5), (3, 6), (4, 6)] {
            for (file, rank) in [(f, r), (10 - f, 12 - r)] {
                if let Some(s) = Square::new(file, rank) {
                    p.put(s, Piece::Defender);
                }
            }
        }
        p.put(THRONE, Piece::King);
        p
    }

    /// An empty board.
    pub(crate) const fn empty(side_to_move: Side) -> Position {
        Position {
            attackers: Bitboard::EMPTY,
            defenders: Bitboard::EMPTY,
            king: Bitboard::EMPTY,
            side_to_move,
        }
    }

    /// Puts `piece` on the empty square `sq`.
    pub(crate) fn put(&mut self, sq: Square, piece: Piece) {
        match piece {
            Piece::Attacker => self.attackers = self.attackers.with(sq),
            Piece::Defender => self.defenders = self.defenders.with(sq),
            Piece::King => self.king = self.king.with(sq),
        }
    }

    /// The side to move.
    #[must_use]
    #[inline]
    pub const fn side_to_move(&self) -> Side {
        self.side_to_move
    }

    /// The same board with `side` to move, if that is a valid position.
    ///
    /// # Errors
    /// The board is not valid with `side` to move (see the type's documentation).
    pub fn with_side_to_move(&self, side: Side) -> Result<Position, TpnError> {
        let p = Position {
            side_to_move: side,
            ..*self
        };
        p.validate()?;
        Ok(p)
    }

    /// The attacking soldiers.
    #[must_use]
    #[inline]
    pub const fn attackers(&self) -> Bitboard {
        self.attackers
    }

    /// The defending soldiers (without the King).
    #[must_use]
    #[inline]
    pub const fn defenders(&self) -> Bitboard {
        self.defenders
    }

    /// The King's square, or `None` once he is captured.
    #[must_use]
    #[inline]
    pub const fn king(&self) -> Option<Square> {
        self.king.first()
    }

    /// Every piece of `side` (the defenders' with the King).
    #[must_use]
    #[inline]
    pub const fn pieces(&self, side: Side) -> Bitboard {
        match side {
            Side::Attackers => self.attackers,
            Side::Defenders => self.defenders.or(self.king),
        }
    }

    /// Every occupied square.
    #[must_use]
    #[inline]
    pub const fn occupied(&self) -> Bitboard {
        self.attackers.or(self.defenders).or(self.king)
    }

    /// The piece on `sq`, if any.
    #[must_use]
    pub const fn piece_at(&self, sq: Square) -> Option<Piece> {
        if self.attackers.contains(sq) {
            Some(Piece::Attacker)
        } else if self.defenders.contains(sq) {
            Some(Piece::Defender)
        } else if self.king.contains(sq) {
            Some(Piece::King)
        } else {
            None
        }
    }

    /// Checks the rules every position obeys (see the type's documentation).
    pub(crate) fn validate(&self) -> Result<(), TpnError> {
        for (piece, set, max) in [
            (Piece::Attacker, self.attackers, MAX_ATTACKERS),
            (Piece::Defender, self.defenders, MAX_DEFENDERS),
        ] {
            if set.len() > max {
                return Err(TpnError::TooMany {
                    piece,
                    count: set.len(),
                    max,
                });
            }
            if let Some(square) = set.and(RESTRICTED).first() {
                return Err(TpnError::OnRestricted { piece, square });
            }
        }
        let mut kings = self.king;
        match (kings.next(), kings.next()) {
            (_, Some(second)) => Err(TpnError::TwoKings(second)),
            (None, _) if self.side_to_move == Side::Attackers => Err(TpnError::NoKing),
            (Some(k), _) if CORNERS.contains(k) && self.side_to_move == Side::Defenders => {
                Err(TpnError::KingEscapedDefendersToMove(k))
            }
            _ => Ok(()),
        }
    }

    /// Parses a TPN position. The text must be exactly as [`Position::to_tpn`] writes it.
    ///
    /// # Errors
    /// A [`TpnError`] saying what is wrong and where.
    ///
    /// # Examples
    /// ```
    /// use arbiter::games::hnefatafl::rules::{Position, START_TPN};
    /// let pos = Position::from_tpn(START_TPN)?;
    /// assert_eq!(pos, Position::start());
    /// assert_eq!(pos.to_tpn(), START_TPN);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_tpn(text: &str) -> Result<Position, TpnError> {
        if text.len() > 140 {
            return Err(TpnError::TooLong(text.len()));
        }
        let mut fields = text.split(' ');
        let (Some(board), Some(side), None) = (fields.next(), fields.next(), fields.next()) else {
            return Err(TpnError::Fields(text.split(' ').count()));
        };
        let side = match side {
            "a" => Side::Attackers,
            "d" => Side::Defenders,
            other => return Err(TpnError::BadSide(other.chars().take(8).collect())),
        };
        let ranks = board.split('/').count();
        if ranks != usize::from(BOARD_SIZE) {
            return Err(TpnError::RankCount(ranks));
        }
        let mut pos = Position::empty(side);
        for (i, field) in board.split('/').enumerate() {
            let rank = BOARD_SIZE - i as u8;
            parse_rank(field, rank, &mut pos)?;
        }
        pos.validate()?;
        Ok(pos)
    }

    /// The TPN text of this position.
    #[must_use]
    pub fn to_tpn(&self) -> String {
        let mut out = String::with_capacity(80);
        for rank in (1..=BOARD_SIZE).rev() {
            let mut empty = 0u8;
            for file in 0..BOARD_SIZE {
                let piece = Square::new(file, rank).and_then(|s| self.piece_at(s));
                match piece {
                    None => empty += 1,
                    Some(p) => {
                        push_count(&mut out, empty);
                        empty = 0;
                        out.push(p.to_char());
                    }
                }
            }
            push_count(&mut out, empty);
            if rank > 1 {
                out.push('/');
            }
        }
        out.push(' ');
        out.push(self.side_to_move.to_char());
        out
    }
}

fn push_count(out: &mut String, n: u8) {
    if n >= 10 {
        out.push('1');
        out.push((b'0' + n - 10) as char);
    } else if n > 0 {
        out.push((b'0' + n) as char);
    }
}

/// Reads one rank field into `pos`.
fn parse_rank(field: &str, rank: u8, pos: &mut Position) -> Result<(), TpnError> {
    let bytes = field.as_bytes();
    let mut file = 0usize;
    let mut i = 0;
    while i < bytes.len() {
        let column = i + 1;
        let b = bytes[i];
        if b.is_ascii_digit() {
            let start = i;
            while i < bytes.len() && bytes[i].is_ascii_digit() {
                i += 1;
            }
            let digits = &field[start..i];
            let count = match digits.parse::<usize>() {
                Ok(n @ 1..=11) if !digits.starts_with('0') => n,
                _ => {
                    return Err(TpnError::BadCount {
                        rank,
                        column,
                        count: digits.chars().take(8).collect(),
                    });
                }
            };
            file += count;
        } else {
            let ch = field[i..].chars().next().unwrap_or('?');
            let Some(piece) = Piece::from_char(ch) else {
                return Err(TpnError::BadChar { rank, column, ch });
            };
            if let Some(sq) = u8::try_from(file).ok().and_then(|f| Square::new(f, rank)) {
                if piece == Piece::King && pos.king.any() {
                    return Err(TpnError::TwoKings(sq));
                }
                pos.put(sq, piece);
            }
            file += 1;
            i += 1;
        }
        if file > usize::from(BOARD_SIZE) {
            // Count the rest for the message, without placing anything more.
            let rest: usize = field[i..]
                .split(|c: char| !c.is_ascii_digit())
                .map(|run| run.parse::<usize>().unwrap_or(0))
                .sum::<usize>()
                + field[i..].chars().filter(|c| !c.is_ascii_digit()).count();
            return Err(TpnError::RankLength {
                rank,
                found: file + rest,
            });
        }
    }
    if file != usize::from(BOARD_SIZE) {
        return Err(TpnError::RankLength { rank, found: file });
    }
    Ok(())
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_tpn())
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({})", self.to_tpn())
    }
}

impl FromStr for Position {
    type Err = TpnError;

    fn from_str(s: &str) -> Result<Position, TpnError> {
        Position::from_tpn(s)
    }
}

impl Default for Position {
    fn default() -> Position {
        Position::start()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_round_trips() {
        let p = Position::start();
        assert_eq!(p.to_tpn(), START_TPN);
        assert_eq!(Position::from_tpn(START_TPN), Ok(p));
        assert_eq!(p.attackers().len(), 24);
        assert_eq!(p.defenders().len(), 12);
        assert_eq!(p.king(), Some(THRONE));
    }

    #[test]
    fn errors_say_where() {
        let bad = |t: &str| Position::from_tpn(t).err();
        assert_eq!(bad("11/11 a"), Some(TpnError::RankCount(2)));
        assert!(matches!(
            bad("3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3 x"),
            Some(TpnError::BadSide(_))
        ));
        assert!(matches!(
            bad("3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt2 a"),
            Some(TpnError::RankLength { rank: 1, found: 10 })
        ));
        assert!(matches!(
            bad("3ttttt3/5t5/011/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3 a"),
            Some(TpnError::BadCount { rank: 9, .. })
        ));
        assert!(matches!(
            bad("3ttttt3/5t5/56/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3 a"),
            Some(TpnError::BadCount { rank: 9, .. })
        ));
        assert!(matches!(
            bad("11/11/11/11/11/5t5/11/11/11/11/11 d"),
            Some(TpnError::OnRestricted { .. })
        ));
        assert_eq!(
            bad("11/11/11/11/11/11/11/11/11/11/11 a"),
            Some(TpnError::NoKing)
        );
        assert!(bad("11/11/11/11/11/11/11/11/11/11/11 d").is_none());
        assert!(matches!(
            bad("K10/11/11/11/11/11/11/11/11/11/11 d"),
            Some(TpnError::KingEscapedDefendersToMove(_))
        ));
        assert!(matches!(
            bad("KK9/11/11/11/11/11/11/11/11/11/11 a"),
            Some(TpnError::TwoKings(_))
        ));
    }
}
