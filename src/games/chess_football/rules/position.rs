//! A position of a match and its text form CFN.

use std::fmt;
use std::str::FromStr;

use super::placement::Team;
use super::square::{Bitboard, Kind, Piece, Side, Square};
use super::tables::{FAR_RANK, GOAL, HALF, KICKOFF, LIGHT};
use crate::games::shared::diagram::{self, RankError};

/// The CFN of the start of a match.
pub const INITIAL_CFN: &str = "8/8/8/8/4*3/8/8/8 w place 1 0/0 0-0";

/// The moves each side makes in a half.
pub const MOVES_PER_HALF: u8 = 45;

/// What the side to act does now.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Phase {
    /// The sides place their teams, one piece at a time.
    Place,
    /// The teams are placed: the next move is the kick-off pass.
    Kickoff,
    /// Play (also the phase of a finished match).
    Play,
}

impl Phase {
    /// The CFN word: `place`, `kickoff` or `play`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Phase::Place => "place",
            Phase::Kickoff => "kickoff",
            Phase::Play => "play",
        }
    }
}

impl fmt::Display for Phase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A position: the board, the ball, the side to act, the phase, the half, the moves made in
/// this half and the score.
///
/// Every `Position` the engine hands out could arise in a match (see [`Position::from_cfn`]
/// for what is checked). The ball is held by the piece on its square; it is loose only during
/// a placement, on the kicking-off side's empty kick-off square.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) sides: [Bitboard; 2],
    pub(crate) kinds: [Bitboard; 6],
    pub(crate) ball: Square,
    pub(crate) to_act: Side,
    pub(crate) phase: Phase,
    pub(crate) half: u8,
    pub(crate) moves: [u8; 2],
    pub(crate) score: [u8; 2],
}

impl Default for Position {
    fn default() -> Position {
        Position::initial()
    }
}

/// Why a CFN text is not a position that can arise in a match. The message says what and
/// where.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CfnError {
    /// The text is too long to be a position.
    #[error("position text is {0} bytes long; a CFN position is at most 120")]
    TooLong(usize),
    /// Not six space-separated fields.
    #[error(
        "expected six fields separated by single spaces (board, side, phase, half, moves, score), found {0}"
    )]
    Fields(usize),
    /// Wrong number of ranks.
    #[error("the board has {0} ranks separated by '/', expected 8")]
    RankCount(usize),
    /// A rank describes the wrong number of squares.
    #[error("rank {rank} describes {found} squares, expected 8")]
    RankLength {
        /// The rank (1–8).
        rank: u8,
        /// Squares described.
        found: usize,
    },
    /// A character CFN does not use.
    #[error("rank {rank}, column {column}: unexpected character {ch:?}")]
    BadChar {
        /// The rank (1–8).
        rank: u8,
        /// 1-based character position within the rank field.
        column: usize,
        /// The character.
        ch: char,
    },
    /// Two digits next to each other.
    #[error(
        "rank {rank}, column {column}: two digits in a row; write one count per run of empty squares"
    )]
    TwoDigits {
        /// The rank (1–8).
        rank: u8,
        /// 1-based column of the second digit.
        column: usize,
    },
    /// `+` not right after a piece letter.
    #[error(
        "rank {rank}, column {column}: '+' must follow the letter of the piece holding the ball"
    )]
    StrayPlus {
        /// The rank (1–8).
        rank: u8,
        /// 1-based column.
        column: usize,
    },
    /// More than one ball.
    #[error("there is more than one ball (a second one on {0})")]
    TwoBalls(Square),
    /// No ball.
    #[error(
        "there is no ball: mark it with '+' after the piece holding it, or '*' on the empty kick-off square"
    )]
    NoBall,
    /// The side field is not `w` or `b`.
    #[error("the side to act must be 'w' or 'b', found {0:?}")]
    BadSide(String),
    /// The phase field is not known.
    #[error("the phase must be place, kickoff or play, found {0:?}")]
    BadPhase(String),
    /// The half field is not 1 or 2.
    #[error("the half must be 1 or 2, found {0:?}")]
    BadHalf(String),
    /// The moves field is not `W/B`.
    #[error("the moves field is written W/B with two counts from 0 to 45, e.g. 12/11; found {0:?}")]
    BadMoves(String),
    /// The score field is not `W-B`.
    #[error("the score is written W-B with two goal counts, e.g. 1-0; found {0:?}")]
    BadScore(String),
    /// A move count over 45.
    #[error("{side} has made {count} moves in this half; a side makes at most 45")]
    TooManyMoves {
        /// Whose count.
        side: Side,
        /// The count.
        count: u32,
    },
    /// The counts break the alternation of moves.
    #[error(
        "moves {white}/{black} in half {half} cannot arise: {first} moves first in that half, so its count equals the other's or is one more"
    )]
    CountsImpossible {
        /// The half.
        half: u8,
        /// White's count.
        white: u8,
        /// Black's count.
        black: u8,
        /// Who moves first in that half.
        first: Side,
    },
    /// 45/45 in the first half.
    #[error(
        "the first half ends with both sides' 45th move; the position is then the second half's placement"
    )]
    FirstHalfOver,
    /// A finished match is not in phase play.
    #[error(
        "moves 45/45 in the second half end the match; a finished match is written in phase play"
    )]
    FinishedNotInPlay,
    /// A play position without any move in the half.
    #[error(
        "no move has been made in this half, so play has not begun: the phase is place or kickoff"
    )]
    PlayWithoutMoves,
    /// A score that the moves made could not have reached.
    #[error(
        "{side} has {goals} goals but has made only {moves} moves in the match; every goal takes a move"
    )]
    ScoreImpossible {
        /// Whose score.
        side: Side,
        /// The goals.
        goals: u32,
        /// The moves made so far in the match.
        moves: u32,
    },
    /// The side to act is not the one the phase and counts say.
    #[error("it is {expected}'s turn to act here, but the side field says {found}")]
    SideMismatch {
        /// The side that acts.
        expected: Side,
        /// The side given.
        found: Side,
    },
    /// More than six pieces a side.
    #[error("{side} has {count} pieces; a team has 6")]
    TooManyPieces {
        /// Whose pieces.
        side: Side,
        /// How many.
        count: u32,
    },
    /// More than one King a side.
    #[error("{0} has more than one King")]
    TwoKings(Side),
    /// A side without its King outside a placement.
    #[error("{0} has no King; outside a placement each side has exactly one")]
    MissingKing(Side),
    /// A Pawn on its own far rank (it would have promoted).
    #[error("the {side} Pawn on {square} stands on its far rank, where it would have promoted")]
    PawnOnFarRank {
        /// Whose Pawn.
        side: Side,
        /// Where.
        square: Square,
    },
    /// The ball is loose outside a placement, or away from the kick-off square.
    #[error(
        "the ball on {0} is neither held by a piece nor waiting on the kicking-off side's kick-off square"
    )]
    BallAstray(Square),
    /// The kick-off square of the wrong side holds the ball.
    #[error(
        "the ball is on {kicker}'s kick-off square, but by the move counts {expected} kicks off"
    )]
    WrongKicker {
        /// The side whose kick-off square holds the ball.
        kicker: Side,
        /// The side that moves next.
        expected: Side,
    },
    /// A ball-holder on the goal it attacks: the goal was already scored.
    #[error(
        "the {side} piece on {square} holds the ball in the opponent's goal; that goal would already have been scored"
    )]
    BallInGoal {
        /// The holder's side.
        side: Side,
        /// Where.
        square: Square,
    },
    /// A finished match whose last move scored (it captured Black's King, or left White's
    /// ball-holder in Black's goal) while White has no goal.
    #[error(
        "the last move of the match scored for White ({0}), but White's score is 0: a finished match like this cannot arise"
    )]
    LastGoalUnscored(&'static str),
    /// Only the Kings are left while play goes on.
    #[error("each side has only its King: play would already have restarted with a placement")]
    KingVersusKing,
    /// A piece outside its side's half during a placement or before the kick-off.
    #[error("the {piece} on {square} stands outside its own half during the placement")]
    OutsideHalf {
        /// The piece.
        piece: Piece,
        /// Where.
        square: Square,
    },
    /// A King placed off its goal squares.
    #[error("the {side} King on {square} must be placed on one of its own goal squares")]
    KingOffGoal {
        /// Whose King.
        side: Side,
        /// Where.
        square: Square,
    },
    /// A Pawn placed on its own goal squares.
    #[error("the {side} Pawn on {square} may not be placed on its own goal squares")]
    PawnOnGoal {
        /// Whose Pawn.
        side: Side,
        /// Where.
        square: Square,
    },
    /// More of a kind than a team may place.
    #[error("{side} has placed {count} {kind}s; a team places at most {max}")]
    TooManyOfKind {
        /// Whose pieces.
        side: Side,
        /// Which kind.
        kind: Kind,
        /// How many.
        count: u32,
        /// The most allowed.
        max: u32,
    },
    /// Two Bishops on squares of one colour.
    #[error("{0}'s two Bishops stand on squares of the same colour")]
    BishopsSameColour(Side),
    /// The placement order is broken.
    #[error(
        "{kicker} kicks off and so places first: it has placed {kicker_count} pieces and the other side {other_count}"
    )]
    PlacementOrder {
        /// The kicking-off side.
        kicker: Side,
        /// Pieces it placed.
        kicker_count: u32,
        /// Pieces the other side placed.
        other_count: u32,
    },
    /// Both teams placed, but the phase says place.
    #[error("both teams are placed: the phase is kickoff")]
    PlacementComplete,
    /// A kick-off with teams not fully placed.
    #[error("{side} has placed {count} pieces, but the kick-off comes after both have placed 6")]
    TeamIncomplete {
        /// Whose team.
        side: Side,
        /// How many pieces it has.
        count: u32,
    },
    /// The pieces placed cannot be completed into a legal team.
    #[error(
        "{0}'s placement cannot be completed into a legal team (a King on its goal squares, at least two Pawns, at most 1 Queen, 2 Rooks, 2 Bishops and 2 Knights, and for the kicking-off side a piece on its kick-off square with a pass to a team-mate)"
    )]
    CannotComplete(Side),
    /// The text parses but is not written canonically.
    #[error("not in canonical form; write it as {0:?}")]
    NotCanonical(String),
}

/// The side that moves next in `half` after `moves`, if the counts can arise.
pub(crate) const fn next_mover(half: u8, moves: [u8; 2]) -> Option<Side> {
    let (first, second) = if half == 1 {
        (Side::White, Side::Black)
    } else {
        (Side::Black, Side::White)
    };
    let a = moves[first.idx()];
    let b = moves[second.idx()];
    if a == b {
        Some(first)
    } else if a == b + 1 {
        Some(second)
    } else {
        None
    }
}

impl Position {
    /// The start of a match: an empty board, the ball on e4, White to place.
    #[must_use]
    pub const fn initial() -> Position {
        Position {
            sides: [Bitboard::EMPTY; 2],
            kinds: [Bitboard::EMPTY; 6],
            ball: KICKOFF[0],
            to_act: Side::White,
            phase: Phase::Place,
            half: 1,
            moves: [0, 0],
            score: [0, 0],
        }
    }

    /// Parses a CFN position. The text must be canonical (exactly as [`Position::to_cfn`]
    /// writes it) and describe a position that can arise in a match.
    ///
    /// # Errors
    /// A [`CfnError`] saying what is wrong and where.
    pub fn from_cfn(text: &str) -> Result<Position, CfnError> {
        if text.len() > 120 {
            return Err(CfnError::TooLong(text.len()));
        }
        let fields: Vec<&str> = text.split(' ').collect();
        let [board, side, phase, half, moves, score] = fields[..] else {
            return Err(CfnError::Fields(fields.len()));
        };
        let to_act = match side {
            "w" => Side::White,
            "b" => Side::Black,
            other => return Err(CfnError::BadSide(other.chars().take(8).collect())),
        };
        let phase = match phase {
            "place" => Phase::Place,
            "kickoff" => Phase::Kickoff,
            "play" => Phase::Play,
            other => return Err(CfnError::BadPhase(other.chars().take(12).collect())),
        };
        let half = match half {
            "1" => 1,
            "2" => 2,
            other => return Err(CfnError::BadHalf(other.chars().take(8).collect())),
        };
        let pair = |field: &str, sep: char| -> Option<(u32, u32)> {
            let (a, b) = field.split_once(sep)?;
            let num = |s: &str| {
                if s.is_empty() || s.len() > 4 || !s.bytes().all(|c| c.is_ascii_digit()) {
                    None
                } else {
                    s.parse::<u32>().ok()
                }
            };
            Some((num(a)?, num(b)?))
        };
        let (mw, mb) =
            pair(moves, '/').ok_or_else(|| CfnError::BadMoves(moves.chars().take(12).collect()))?;
        for (side, count) in [(Side::White, mw), (Side::Black, mb)] {
            if count > u32::from(MOVES_PER_HALF) {
                return Err(CfnError::TooManyMoves { side, count });
            }
        }
        let (sw, sb) =
            pair(score, '-').ok_or_else(|| CfnError::BadScore(score.chars().take(12).collect()))?;
        // A side makes at most 90 moves in a match, so no score reaches 256.
        for (side, goals) in [(Side::White, sw), (Side::Black, sb)] {
            if goals > 2 * u32::from(MOVES_PER_HALF) {
                return Err(CfnError::ScoreImpossible {
                    side,
                    goals,
                    moves: 2 * u32::from(MOVES_PER_HALF),
                });
            }
        }
        let mut pos = Position {
            sides: [Bitboard::EMPTY; 2],
            kinds: [Bitboard::EMPTY; 6],
            ball: KICKOFF[0],
            to_act,
            phase,
            half,
            moves: [mw as u8, mb as u8],
            score: [sw as u8, sb as u8],
        };
        let ranks: Vec<&str> = board.split('/').collect();
        if ranks.len() != 8 {
            return Err(CfnError::RankCount(ranks.len()));
        }
        let mut ball: Option<Square> = None;
        for (i, field) in ranks.iter().enumerate() {
            let rank = 8 - i as u8;
            diagram::read_rank(
                field,
                8,
                '8',
                |n| {
                    u8::try_from(n)
                        .ok()
                        .and_then(|file| Square::new(file, rank - 1))
                },
                Piece::from_char,
                |sq, piece| pos.put(sq, piece),
                &mut ball,
            )
            .map_err(|e| match e {
                RankError::TwoDigits { column } => CfnError::TwoDigits { rank, column },
                RankError::ZeroCount { column } => CfnError::BadChar {
                    rank,
                    column,
                    ch: '0',
                },
                RankError::StrayPlus { column } => CfnError::StrayPlus { rank, column },
                RankError::BadChar { column, ch } => CfnError::BadChar { rank, column, ch },
                RankError::TwoBalls(sq) => CfnError::TwoBalls(sq),
                RankError::Length { found } => CfnError::RankLength { rank, found },
            })?;
        }
        pos.ball = ball.ok_or(CfnError::NoBall)?;
        pos.validate()?;
        let canonical = pos.to_cfn();
        if canonical != text {
            return Err(CfnError::NotCanonical(canonical));
        }
        Ok(pos)
    }

    /// The CFN text.
    #[must_use]
    pub fn to_cfn(&self) -> String {
        self.to_string()
    }

    /// The piece on `sq`, if any.
    #[must_use]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let side = if self.sides[0].contains(sq) {
            Side::White
        } else if self.sides[1].contains(sq) {
            Side::Black
        } else {
            return None;
        };
        Kind::ALL
            .into_iter()
            .find(|k| self.kinds[k.idx()].contains(sq))
            .map(|kind| Piece::new(side, kind))
    }

    /// The squares of `side`'s pieces.
    #[must_use]
    pub const fn pieces(&self, side: Side) -> Bitboard {
        self.sides[side.idx()]
    }

    /// The squares of `side`'s pieces of `kind`.
    #[must_use]
    pub const fn pieces_of(&self, side: Side, kind: Kind) -> Bitboard {
        self.sides[side.idx()].and(self.kinds[kind.idx()])
    }

    /// Every occupied square.
    #[must_use]
    pub const fn occupied(&self) -> Bitboard {
        self.sides[0].or(self.sides[1])
    }

    /// The ball's square.
    #[must_use]
    pub const fn ball(&self) -> Square {
        self.ball
    }

    /// The piece holding the ball (none only while the ball waits on an empty kick-off
    /// square during a placement).
    #[must_use]
    pub fn ball_holder(&self) -> Option<Piece> {
        self.piece_at(self.ball)
    }

    /// The side to act: to place, kick off or move (once the match is over, the side that
    /// would move next).
    #[must_use]
    pub const fn side_to_act(&self) -> Side {
        self.to_act
    }

    /// The phase.
    #[must_use]
    pub const fn phase(&self) -> Phase {
        self.phase
    }

    /// The half, 1 or 2.
    #[must_use]
    pub const fn half(&self) -> u8 {
        self.half
    }

    /// The moves `side` has made in this half (placements do not count; the kick-off pass
    /// and `--` do).
    #[must_use]
    pub const fn moves(&self, side: Side) -> u8 {
        self.moves[side.idx()]
    }

    /// The goals `side` has scored.
    #[must_use]
    pub const fn score(&self, side: Side) -> u8 {
        self.score[side.idx()]
    }

    /// The side that kicks off, during a placement or before the kick-off pass.
    #[must_use]
    pub const fn kicking_off(&self) -> Option<Side> {
        match self.phase {
            Phase::Play => None,
            _ => Some(self.kicker()),
        }
    }

    /// The side whose kick-off square holds the ball (meaningful before the kick-off).
    pub(crate) const fn kicker(&self) -> Side {
        if self.ball.index() == KICKOFF[1].index() {
            Side::Black
        } else {
            Side::White
        }
    }

    /// Whether the match is over at full time (both sides' 45th move of the second half).
    #[must_use]
    pub const fn is_finished(&self) -> bool {
        self.half == 2 && self.moves[0] == MOVES_PER_HALF && self.moves[1] == MOVES_PER_HALF
    }

    pub(crate) fn put(&mut self, sq: Square, piece: Piece) {
        self.sides[piece.side.idx()] = self.sides[piece.side.idx()].with(sq);
        self.kinds[piece.kind.idx()] = self.kinds[piece.kind.idx()].with(sq);
    }

    pub(crate) fn remove(&mut self, sq: Square) {
        for s in &mut self.sides {
            *s = s.without(sq);
        }
        for k in &mut self.kinds {
            *k = k.without(sq);
        }
    }

    /// The kind on `sq`, when the caller knows the square is occupied.
    #[inline]
    pub(crate) fn kind_at(&self, sq: Square) -> Kind {
        let mut i = 0;
        while i < 5 {
            if self.kinds[i].contains(sq) {
                return Kind::ALL[i];
            }
            i += 1;
        }
        Kind::Pawn
    }

    /// Clears the board for a placement that `kicker` begins, with the ball on its kick-off
    /// square.
    pub(crate) fn clear_for(&mut self, kicker: Side) {
        self.sides = [Bitboard::EMPTY; 2];
        self.kinds = [Bitboard::EMPTY; 6];
        self.ball = KICKOFF[kicker.idx()];
        self.phase = Phase::Place;
        self.to_act = kicker;
    }

    /// Checks that the position can arise in a match.
    pub(crate) fn validate(&self) -> Result<(), CfnError> {
        let [mw, mb] = self.moves;
        if mw > MOVES_PER_HALF || mb > MOVES_PER_HALF {
            let (side, count) = if mw > mb {
                (Side::White, mw)
            } else {
                (Side::Black, mb)
            };
            return Err(CfnError::TooManyMoves {
                side,
                count: u32::from(count),
            });
        }
        if self.half != 1 && self.half != 2 {
            return Err(CfnError::BadHalf(self.half.to_string()));
        }
        let first = if self.half == 1 {
            Side::White
        } else {
            Side::Black
        };
        let next = next_mover(self.half, self.moves).ok_or(CfnError::CountsImpossible {
            half: self.half,
            white: mw,
            black: mb,
            first,
        })?;
        let finished = self.is_finished();
        if self.half == 1 && mw == MOVES_PER_HALF && mb == MOVES_PER_HALF {
            return Err(CfnError::FirstHalfOver);
        }
        if finished && self.phase != Phase::Play {
            return Err(CfnError::FinishedNotInPlay);
        }
        if self.phase == Phase::Play && mw == 0 && mb == 0 {
            return Err(CfnError::PlayWithoutMoves);
        }
        for side in Side::ALL {
            let earlier = if self.half == 2 { MOVES_PER_HALF } else { 0 };
            let made = u32::from(earlier) + u32::from(self.moves[side.idx()]);
            let goals = u32::from(self.score[side.idx()]);
            if goals > made {
                return Err(CfnError::ScoreImpossible {
                    side,
                    goals,
                    moves: made,
                });
            }
        }
        if self.sides[0].and(self.sides[1]).nonempty() {
            return Err(CfnError::NotCanonical(self.to_cfn()));
        }
        for side in Side::ALL {
            let own = self.sides[side.idx()];
            if own.len() > 6 {
                return Err(CfnError::TooManyPieces {
                    side,
                    count: own.len(),
                });
            }
            if self.pieces_of(side, Kind::King).len() > 1 {
                return Err(CfnError::TwoKings(side));
            }
            if let Some(square) = self
                .pieces_of(side, Kind::Pawn)
                .and(FAR_RANK[side.idx()])
                .first()
            {
                return Err(CfnError::PawnOnFarRank { side, square });
            }
        }
        let held = self.occupied().contains(self.ball);
        match self.phase {
            Phase::Place | Phase::Kickoff => self.validate_placement(next, held),
            Phase::Play => self.validate_play(next, finished, held),
        }
    }

    fn validate_placement(&self, next: Side, held: bool) -> Result<(), CfnError> {
        let kicker = if self.ball == KICKOFF[0] {
            Side::White
        } else if self.ball == KICKOFF[1] {
            Side::Black
        } else {
            return Err(CfnError::BallAstray(self.ball));
        };
        if kicker != next {
            return Err(CfnError::WrongKicker {
                kicker,
                expected: next,
            });
        }
        if self.phase == Phase::Kickoff && !held {
            return Err(CfnError::BallAstray(self.ball));
        }
        for side in Side::ALL {
            self.validate_team(side)?;
        }
        let nk = self.sides[kicker.idx()].len();
        let no = self.sides[kicker.opponent().idx()].len();
        let expected = if self.phase == Phase::Kickoff {
            for side in Side::ALL {
                let count = self.sides[side.idx()].len();
                if count != 6 {
                    return Err(CfnError::TeamIncomplete { side, count });
                }
            }
            kicker
        } else if nk == 6 && no == 6 {
            return Err(CfnError::PlacementComplete);
        } else if nk == no {
            kicker
        } else if nk == no + 1 {
            kicker.opponent()
        } else {
            return Err(CfnError::PlacementOrder {
                kicker,
                kicker_count: nk,
                other_count: no,
            });
        };
        if self.to_act != expected {
            return Err(CfnError::SideMismatch {
                expected,
                found: self.to_act,
            });
        }
        for side in Side::ALL {
            if !Team::of(self, side).completable() {
                return Err(CfnError::CannotComplete(side));
            }
        }
        Ok(())
    }

    /// The placement rules for one team's pieces, square by square.
    fn validate_team(&self, side: Side) -> Result<(), CfnError> {
        let s = side.idx();
        let own = self.sides[s];
        if let Some(square) = own.minus(HALF[s]).first() {
            return Err(CfnError::OutsideHalf {
                piece: Piece::new(side, self.kind_at(square)),
                square,
            });
        }
        if let Some(square) = self.pieces_of(side, Kind::King).minus(GOAL[s]).first() {
            return Err(CfnError::KingOffGoal { side, square });
        }
        if let Some(square) = self.pieces_of(side, Kind::Pawn).and(GOAL[s]).first() {
            return Err(CfnError::PawnOnGoal { side, square });
        }
        for kind in Kind::ALL {
            let count = self.pieces_of(side, kind).len();
            let max = kind.placement_limit();
            if count > max {
                return Err(CfnError::TooManyOfKind {
                    side,
                    kind,
                    count,
                    max,
                });
            }
        }
        let bishops = self.pieces_of(side, Kind::Bishop);
        if bishops.len() == 2 && (bishops.and(LIGHT).len() != 1) {
            return Err(CfnError::BishopsSameColour(side));
        }
        Ok(())
    }

    fn validate_play(&self, next: Side, finished: bool, held: bool) -> Result<(), CfnError> {
        if !held {
            return Err(CfnError::BallAstray(self.ball));
        }
        if self.to_act != next {
            return Err(CfnError::SideMismatch {
                expected: next,
                found: self.to_act,
            });
        }
        let holder = if self.sides[0].contains(self.ball) {
            Side::White
        } else {
            Side::Black
        };
        // The last move of a match is White's (Black kicks off the second half), and it may
        // have scored: only then may a ball-holder stand in the goal it attacks.
        if GOAL[holder.opponent().idx()].contains(self.ball) && !(finished && holder == Side::White)
        {
            return Err(CfnError::BallInGoal {
                side: holder,
                square: self.ball,
            });
        }
        let kings = [
            self.pieces_of(Side::White, Kind::King),
            self.pieces_of(Side::Black, Kind::King),
        ];
        for side in Side::ALL {
            // The last move of a match may have captured Black's King.
            let may_lack = finished && side == Side::Black && holder == Side::White;
            if kings[side.idx()].is_empty() && !may_lack {
                return Err(CfnError::MissingKing(side));
            }
        }
        if !finished && self.sides[0] == kings[0] && self.sides[1] == kings[1] {
            return Err(CfnError::KingVersusKing);
        }
        // Only a goal by White's last move leaves Black without his King (capturing him scores)
        // or White's ball-holder in Black's goal: that goal is in the score.
        if finished && self.score(Side::White) == 0 {
            if kings[Side::Black.idx()].is_empty() {
                return Err(CfnError::LastGoalUnscored("Black's King was captured"));
            }
            if holder == Side::White && GOAL[Side::Black.idx()].contains(self.ball) {
                return Err(CfnError::LastGoalUnscored("the ball is in Black's goal"));
            }
        }
        Ok(())
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut board = String::with_capacity(48);
        diagram::write_board(
            &mut board,
            (0..8u8).rev().map(|rank| {
                (0..8u8)
                    .filter_map(move |file| Square::new(file, rank))
                    .map(|sq| (self.piece_at(sq).map(Piece::to_char), sq == self.ball))
            }),
        );
        write!(
            f,
            "{board} {} {} {} {}/{} {}-{}",
            self.to_act.to_char(),
            self.phase,
            self.half,
            self.moves[0],
            self.moves[1],
            self.score[0],
            self.score[1]
        )
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({self})")
    }
}

impl FromStr for Position {
    type Err = CfnError;

    fn from_str(s: &str) -> Result<Position, CfnError> {
        Position::from_cfn(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn initial_round_trips() {
        assert_eq!(Position::initial().to_cfn(), INITIAL_CFN);
        assert_eq!(Position::from_cfn(INITIAL_CFN), Ok(Position::initial()));
    }
}
