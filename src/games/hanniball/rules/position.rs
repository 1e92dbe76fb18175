//! The position at the start of a turn, and its text form HPN.

use std::fmt;
use std::str::FromStr;

use super::square::{Bitboard, Piece, PieceKind, Side, Square};
use super::tables::{GOALS, MONKEY_ZONE};
use crate::games::shared::diagram::{self, RankError};

/// The HPN of the initial position.
pub const INITIAL_HPN: &str =
    "1m1/2l3l2/1e1e1e1e1/1h1h1h1h1/9/9/9/4*4/9/9/9/1H1H1H1H1/1E1E1E1E1/2L3L2/1M1 w 1";

/// A board with its ball, the side whose turn it is, and the turn number.
///
/// Every `Position` the engine hands out is valid: exactly one ball, not in a goal; at most
/// one Monkey per side, inside its goal area or goal; no more pieces of a kind than a side
/// starts with; the side to move agrees with the turn number (White on odd turns).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) sides: [Bitboard; 2],
    pub(crate) kinds: [Bitboard; 4],
    pub(crate) ball: Square,
    pub(crate) side_to_move: Side,
    pub(crate) turn: u32,
}

/// Why an HPN string is not a valid position. The message says what and where.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum HpnError {
    /// The text is too long to be a position.
    #[error("position text is {0} bytes long; an HPN position is at most 200")]
    TooLong(usize),
    /// Not three space-separated fields.
    #[error("expected three fields separated by single spaces (board, side, turn), found {0}")]
    Fields(usize),
    /// Wrong number of ranks.
    #[error("the board has {0} ranks separated by '/', expected 15")]
    RankCount(usize),
    /// A rank has the wrong number of squares.
    #[error("rank {rank} has {found} squares, expected {expected}")]
    RankLength {
        /// The rank (1–15).
        rank: u8,
        /// Squares described.
        found: usize,
        /// Squares the rank has.
        expected: usize,
    },
    /// A character that HPN does not use.
    #[error("rank {rank}: unexpected character {ch:?} at column {column}")]
    BadChar {
        /// The rank (1–15).
        rank: u8,
        /// 1-based character position within the rank field.
        column: usize,
        /// The character.
        ch: char,
    },
    /// `0` is not a count of empty squares.
    #[error("rank {rank}: empty-square counts are 1 to 9, found 0 at column {column}")]
    ZeroCount {
        /// The rank (1–15).
        rank: u8,
        /// 1-based column.
        column: usize,
    },
    /// Two digits next to each other.
    #[error(
        "rank {rank}: two digits in a row at column {column}; write one count per run of empty squares"
    )]
    TwoDigits {
        /// The rank (1–15).
        rank: u8,
        /// 1-based column of the second digit.
        column: usize,
    },
    /// `+` not right after a piece letter.
    #[error("rank {rank}: '+' at column {column} must follow a piece letter")]
    StrayPlus {
        /// The rank (1–15).
        rank: u8,
        /// 1-based column.
        column: usize,
    },
    /// More than one ball.
    #[error("there is more than one ball (a second one on {0})")]
    TwoBalls(Square),
    /// No ball.
    #[error("there is no ball: mark it with '*' (loose) or '+' after the piece holding it")]
    NoBall,
    /// The ball is in a goal, which ends the game.
    #[error("the ball is in a goal on {0}; a position with the ball in a goal is already decided")]
    BallInGoal(Square),
    /// Two Monkeys of one side.
    #[error("{0} has more than one Monkey")]
    TwoMonkeys(Side),
    /// A Monkey outside its zone.
    #[error("the {side} Monkey on {square} is outside its goal area and goal")]
    MonkeyOutside {
        /// Whose Monkey.
        side: Side,
        /// Where it stands.
        square: Square,
    },
    /// Too many pieces of a kind.
    #[error("{side} has {count} {kind}s; a side has at most {max}")]
    TooMany {
        /// Whose pieces.
        side: Side,
        /// Which kind.
        kind: PieceKind,
        /// How many there are.
        count: u32,
        /// The most allowed.
        max: u32,
    },
    /// The side field is not `w` or `b`.
    #[error("the side to move must be 'w' or 'b', found {0:?}")]
    BadSide(String),
    /// The turn field is not a positive number.
    #[error("the turn number must be a whole number from 1 to 4294967295, found {0:?}")]
    BadTurn(String),
    /// The side does not agree with the turn parity.
    #[error(
        "turn {turn} is {expected}'s (White moves on odd turns), but the side field says {found}"
    )]
    SideTurnMismatch {
        /// The turn number.
        turn: u32,
        /// The side that moves on that turn.
        expected: Side,
        /// The side given.
        found: Side,
    },
    /// The text parses but is not written canonically.
    #[error("not in canonical form; write it as {0:?}")]
    NotCanonical(String),
}

/// The highest turn number. The game cannot go past it: in this turn no action that would end
/// the turn is legal (see `docs/hanniball-rules.md`).
pub const MAX_TURN: u32 = u32::MAX;

impl Position {
    /// The initial position: White to move, turn 1, the ball loose on e8.
    #[must_use]
    pub fn initial() -> Position {
        let mut p = Position::empty(Side::White, 1, sq_const(4, 8));
        let back = |side: Side, r: u8| match side {
            Side::White => r,
            Side::Black => 16 - r,
        };
        for side in Side::ALL {
            p.put(
                sq_const(4, back(side, 1)),
                Piece::new(side, PieceKind::Monkey),
            );
            for f in [2, 6] {
                p.put(
                    sq_const(f, back(side, 2)),
                    Piece::new(side, PieceKind::Lion),
                );
            }
            for f in [1, 3, 5, 7] {
                p.put(
                    sq_const(f, back(side, 3)),
                    Piece::new(side, PieceKind::Elephant),
                );
                p.put(
                    sq_const(f, back(side, 4)),
                    Piece::new(side, PieceKind::Horse),
                );
            }
        }
        p
    }

    pub(crate) fn empty(side_to_move: Side, turn: u32, ball: Square) -> Position {
        Position {
            sides: [Bitboard::EMPTY; 2],
            kinds: [Bitboard::EMPTY; 4],
            ball,
            side_to_move,
            turn,
        }
    }

    /// Parses an HPN position. The string must be canonical (exactly as [`Position::to_hpn`]
    /// writes it).
    ///
    /// # Errors
    /// An [`HpnError`] saying what is wrong and where.
    pub fn from_hpn(text: &str) -> Result<Position, HpnError> {
        if text.len() > 200 {
            return Err(HpnError::TooLong(text.len()));
        }
        let fields: Vec<&str> = text.split(' ').collect();
        let [board, side, turn] = fields[..] else {
            return Err(HpnError::Fields(fields.len()));
        };
        let side = match side {
            "w" => Side::White,
            "b" => Side::Black,
            other => return Err(HpnError::BadSide(other.chars().take(8).collect())),
        };
        let turn_no = turn
            .parse::<u32>()
            .ok()
            .filter(|t| (1..=MAX_TURN).contains(t))
            .ok_or_else(|| HpnError::BadTurn(turn.chars().take(12).collect()))?;
        let expected = if turn_no % 2 == 1 {
            Side::White
        } else {
            Side::Black
        };
        if side != expected {
            return Err(HpnError::SideTurnMismatch {
                turn: turn_no,
                expected,
                found: side,
            });
        }
        let ranks: Vec<&str> = board.split('/').collect();
        if ranks.len() != 15 {
            return Err(HpnError::RankCount(ranks.len()));
        }
        let mut ball: Option<Square> = None;
        let mut pos = Position::empty(side, turn_no, sq_const(4, 8));
        for (i, field) in ranks.iter().enumerate() {
            let rank = 15 - i as u8;
            let files: &[u8] = if rank == 1 || rank == 15 {
                &[3, 4, 5]
            } else {
                &[0, 1, 2, 3, 4, 5, 6, 7, 8]
            };
            diagram::read_rank(
                field,
                files.len(),
                '9',
                |n| files.get(n).and_then(|&f| Square::new(f, rank)),
                Piece::from_char,
                |sq, piece| pos.put(sq, piece),
                &mut ball,
            )
            .map_err(|e| match e {
                RankError::TwoDigits { column } => HpnError::TwoDigits { rank, column },
                RankError::ZeroCount { column } => HpnError::ZeroCount { rank, column },
                RankError::StrayPlus { column } => HpnError::StrayPlus { rank, column },
                RankError::BadChar { column, ch } => HpnError::BadChar { rank, column, ch },
                RankError::TwoBalls(sq) => HpnError::TwoBalls(sq),
                RankError::Length { found } => HpnError::RankLength {
                    rank,
                    found,
                    expected: files.len(),
                },
            })?;
        }
        pos.ball = ball.ok_or(HpnError::NoBall)?;
        pos.validate()?;
        let canonical = pos.to_hpn();
        if canonical != text {
            return Err(HpnError::NotCanonical(canonical));
        }
        Ok(pos)
    }

    /// Checks the rules every position obeys (see the type's documentation).
    pub(crate) fn validate(&self) -> Result<(), HpnError> {
        if GOALS.contains(self.ball) {
            return Err(HpnError::BallInGoal(self.ball));
        }
        for side in Side::ALL {
            let monkeys = self.pieces_of(side, PieceKind::Monkey);
            if monkeys.len() > 1 {
                return Err(HpnError::TwoMonkeys(side));
            }
            if let Some(square) = monkeys.minus(MONKEY_ZONE[side.idx()]).first() {
                return Err(HpnError::MonkeyOutside { side, square });
            }
            for kind in PieceKind::ALL {
                let count = self.pieces_of(side, kind).len() as u32;
                if count > kind.initial_count() {
                    return Err(HpnError::TooMany {
                        side,
                        kind,
                        count,
                        max: kind.initial_count(),
                    });
                }
            }
        }
        Ok(())
    }

    /// The HPN text of this position.
    #[must_use]
    pub fn to_hpn(&self) -> String {
        let mut out = String::with_capacity(80);
        diagram::write_board(
            &mut out,
            (1..=15u8).rev().map(|rank| {
                (0..9u8)
                    .filter_map(move |file| Square::new(file, rank))
                    .map(|sq| (self.piece_at(sq).map(Piece::to_char), sq == self.ball))
            }),
        );
        out.push(' ');
        out.push(self.side_to_move.to_char());
        out.push(' ');
        out.push_str(&self.turn.to_string());
        out
    }

    /// The piece on `sq`, if any.
    #[must_use]
    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let side = if self.sides[0].contains(sq) {
            Side::White
        } else if self.sides[1].contains(sq) {
            Side::Black
        } else {
            return None;
        };
        let kind = if self.kinds[PieceKind::Horse.idx()].contains(sq) {
            PieceKind::Horse
        } else if self.kinds[PieceKind::Elephant.idx()].contains(sq) {
            PieceKind::Elephant
        } else if self.kinds[PieceKind::Lion.idx()].contains(sq) {
            PieceKind::Lion
        } else {
            PieceKind::Monkey
        };
        Some(Piece { side, kind })
    }

    /// The ball's square.
    #[must_use]
    pub fn ball(&self) -> Square {
        self.ball
    }

    /// The piece holding the ball, if the ball is not loose.
    #[must_use]
    pub fn ball_holder(&self) -> Option<Piece> {
        self.piece_at(self.ball)
    }

    /// The side whose turn it is.
    #[must_use]
    pub fn side_to_move(&self) -> Side {
        self.side_to_move
    }

    /// The turn number (1 = White's first turn).
    #[must_use]
    pub fn turn(&self) -> u32 {
        self.turn
    }

    /// The squares of `side`'s pieces.
    #[must_use]
    pub fn pieces(&self, side: Side) -> Bitboard {
        self.sides[side.idx()]
    }

    /// The squares of `side`'s pieces of `kind`.
    #[must_use]
    pub fn pieces_of(&self, side: Side, kind: PieceKind) -> Bitboard {
        self.sides[side.idx()].and(self.kinds[kind.idx()])
    }

    /// Every occupied square.
    #[must_use]
    pub fn occupied(&self) -> Bitboard {
        self.sides[0].or(self.sides[1])
    }

    /// Whether the boards (pieces and ball) are the same, ignoring side and turn.
    #[must_use]
    pub fn same_board(&self, other: &Position) -> bool {
        self.sides == other.sides && self.kinds == other.kinds && self.ball == other.ball
    }

    #[inline]
    pub(crate) fn put(&mut self, sq: Square, piece: Piece) {
        self.sides[piece.side.idx()] = self.sides[piece.side.idx()].with(sq);
        self.kinds[piece.kind.idx()] = self.kinds[piece.kind.idx()].with(sq);
    }

    #[inline]
    pub(crate) fn remove(&mut self, sq: Square) {
        self.sides[0] = self.sides[0].without(sq);
        self.sides[1] = self.sides[1].without(sq);
        for k in &mut self.kinds {
            *k = k.without(sq);
        }
    }

    /// A copy with `side_to_move` and `turn` replaced, validated. Used when a position is built
    /// from stored parts.
    pub(crate) fn with_turn(mut self, turn: u32) -> Result<Position, HpnError> {
        if !(1..=MAX_TURN).contains(&turn) {
            return Err(HpnError::BadTurn(turn.to_string()));
        }
        self.turn = turn;
        self.side_to_move = if turn % 2 == 1 {
            Side::White
        } else {
            Side::Black
        };
        Ok(self)
    }
}

const fn sq_const(file: u8, rank: u8) -> Square {
    match Square::new(file, rank) {
        Some(sq) => sq,
        None => Square::ALL[0],
    }
}

impl Default for Position {
    fn default() -> Position {
        Position::initial()
    }
}

impl FromStr for Position {
    type Err = HpnError;

    fn from_str(s: &str) -> Result<Position, HpnError> {
        Position::from_hpn(s)
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_hpn())
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({})", self.to_hpn())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn initial_round_trips() {
        assert_eq!(Position::initial().to_hpn(), INITIAL_HPN);
        assert_eq!(Position::from_hpn(INITIAL_HPN), Ok(Position::initial()));
    }

    #[test]
    fn errors_say_where() {
        let long_rank8 = INITIAL_HPN.replace("/4*4/", "/4*5/");
        assert_eq!(
            Position::from_hpn(&long_rank8).map_err(|e| e.to_string()),
            Err("rank 8 has 10 squares, expected 9".to_string())
        );
        let two_digits = INITIAL_HPN.replace("/4*4/", "/4*13/");
        assert!(matches!(
            Position::from_hpn(&two_digits),
            Err(HpnError::TwoDigits { rank: 8, .. })
        ));
        assert!(matches!(
            Position::from_hpn(&INITIAL_HPN.replace(" w 1", " b 1")),
            Err(HpnError::SideTurnMismatch { .. })
        ));
    }
}
