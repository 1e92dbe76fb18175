//! Game records: a text form (tags and numbered move pairs) and a compact binary form for
//! storage. Both are read back by replaying every move through the rules, so a record that
//! reads is a legal game.
//!
//! Text form:
//!
//! ```text
//! [Start "…TPN…"]          (only when the game did not start from the start position)
//! [Rules "perpetual-repetition"]  (only when the game is played with rule options)
//! [Result "attackers"]     (attackers, defenders, draw (agreed), or * while undecided or
//!                           when aborted)
//! [Reason "king captured"] (only when the rules or a resignation decided; see Reason::name)
//! [Termination "rules"]    (what ended the game: rules, resignation, time, agreement or
//!                           abandonment; only once it ended)
//!
//! 1. d1-d3 f4-c4
//! 2. h11-h9 e6-e3
//! ```
//!
//! Each line is one move number with the attackers' move and then the defenders' reply. A
//! game that starts with the defenders to move begins `1. ... f4-c4`.
//!
//! A game that ended outside the rules (a flag fall, an agreed draw, an abandonment) replays to
//! a game the rules let go on: [`Game::from_record_ended`] gives it with the ending its header
//! states. A record without `Termination` (or without any tag) still reads.

use std::fmt::{Display, Write as _};

use super::game::{Game, IllegalMove, Reason, Rules, Status};
use super::moves::{Move, MoveError};
use super::position::{Position, TpnError};
use super::square::{Piece, SQUARE_COUNT, Side, Square};
use crate::games::shared::record::{self, Format, Line};
use crate::ruleset::{Ending, GameResult, Termination};
use crate::stored::{ReadError, Reader};
use prost::encoding::encode_varint;

/// Why a text game record was not read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RecordError {
    /// The record is larger than any game needs.
    #[error("the record is {0} bytes long; at most 1000000 are read")]
    TooLong(usize),
    /// A tag line that is not `[Name "value"]`, or a tag after the moves.
    #[error("line {line}: a tag is written [Name \"value\"] and comes before the moves")]
    BadTag {
        /// 1-based line.
        line: usize,
    },
    /// A tag this format does not know.
    #[error(
        "line {line}: unknown tag {name:?} (known: Start, Result, Reason, Termination, the tags about the game and a tag per side)"
    )]
    UnknownTag {
        /// 1-based line.
        line: usize,
        /// The tag's name.
        name: String,
    },
    /// The start position is not valid.
    #[error("line {line}: the Start position is not valid: {source}")]
    Start {
        /// 1-based line.
        line: usize,
        /// What is wrong.
        source: TpnError,
    },
    /// A Result or Reason tag with an unknown value.
    #[error("line {line}: {what}")]
    BadValue {
        /// 1-based line.
        line: usize,
        /// What is wrong.
        what: String,
    },
    /// A move number that does not match the game.
    #[error("line {line}: expected the move number {expected}., found {found:?}")]
    MoveNumber {
        /// 1-based line.
        line: usize,
        /// The number the game is at.
        expected: u32,
        /// What the record says.
        found: String,
    },
    /// A line that starts with the defenders' move lacks the `...` in the attackers' place.
    #[error("line {line}: the defenders are to move; write {number}. ... and their move")]
    Ellipsis {
        /// 1-based line.
        line: usize,
        /// The move number.
        number: u32,
    },
    /// More moves on a line than one pair.
    #[error(
        "line {line}: a line holds one move number, the attackers' move and the defenders' reply"
    )]
    LineTooLong {
        /// 1-based line.
        line: usize,
    },
    /// A move that does not parse.
    #[error("line {line}: {source}")]
    Syntax {
        /// 1-based line.
        line: usize,
        /// What is wrong.
        source: MoveError,
    },
    /// A move that is not legal at that point.
    #[error("line {line}: {mv} is not legal here: {source}")]
    Illegal {
        /// 1-based line.
        line: usize,
        /// The move.
        mv: Move,
        /// Why.
        source: IllegalMove,
    },
    /// The Result/Reason tags disagree with the replayed game.
    #[error("the record says {claimed}, but replaying its moves gives {actual}")]
    ResultMismatch {
        /// What the tags say.
        claimed: String,
        /// What the replay gives.
        actual: String,
    },
}

/// The text records' format.
const TEXT: Format<Side, RecordError> = Format {
    noun: "game",
    seats: ["Attackers", "Defenders"],
    longest: 1_000_000,
    wins: [
        ("attackers", Side::Attackers),
        ("defenders", Side::Defenders),
    ],
    drawn: "draw",
    options: &[Rules::PERPETUAL_REPETITION],
    too_long: RecordError::TooLong,
    bad_tag: |line| RecordError::BadTag { line },
    unknown_tag: |line, name| RecordError::UnknownTag { line, name },
    bad_value: |line, what| RecordError::BadValue { line, what },
    mismatch: |claimed, actual| RecordError::ResultMismatch { claimed, actual },
};

fn result_text(status: Status) -> (&'static str, Option<Reason>) {
    match status {
        Status::Ongoing => ("*", None),
        Status::Over(o) => (TEXT.win(o.winner), Some(o.reason)),
    }
}

/// What ended a game the rules (or a resignation) ended.
fn ended_by(status: Status) -> Option<Termination> {
    match status {
        Status::Ongoing => None,
        Status::Over(o) if o.reason == Reason::Resignation => Some(Termination::Resignation),
        Status::Over(_) => Some(Termination::Rules),
    }
}

/// The move number of the next move of a game from `start` after `plies` moves.
fn move_number(start: &Position, plies: usize) -> u32 {
    let offset = usize::from(start.side_to_move == Side::Defenders);
    u32::try_from((plies + offset) / 2 + 1).unwrap_or(u32::MAX)
}

impl Game {
    /// The game record in text form (see the module documentation), as the rules say the game
    /// stands.
    #[must_use]
    pub fn to_record(&self) -> String {
        self.to_record_ended(None)
    }

    /// The game record in text form, its header stating `ended` for a game that ended outside
    /// the rules (a flag fall, an agreed draw, an abandonment) while the rules let it go on;
    /// a game the rules ended is recorded as they say.
    #[must_use]
    pub fn to_record_ended(&self, ended: Option<Ending<Side>>) -> String {
        let mut out = String::with_capacity(64 + 12 * self.moves.len());
        let start = (self.start != Position::start()).then_some(&self.start as &dyn Display);
        let rules = match (&self.status, ended_by(self.status)) {
            (Status::Over(o), Some(termination)) => Some((
                GameResult::Won { winner: o.winner },
                Some(&o.reason as &dyn Display),
                termination,
            )),
            _ => None,
        };
        TEXT.write_header(&mut out, start, &self.rules.names(), rules, ended);
        let mut side = self.start.side_to_move;
        for (i, mv) in self.moves.iter().enumerate() {
            match (side, i) {
                (Side::Attackers, _) => {
                    let _ = write!(out, "{}. {mv}", move_number(&self.start, i));
                }
                (Side::Defenders, 0) => {
                    let _ = write!(out, "1. ... {mv}");
                }
                (Side::Defenders, _) => {
                    let _ = write!(out, " {mv}");
                }
            }
            if side == Side::Defenders || i + 1 == self.moves.len() {
                out.push('\n');
            }
            side = side.opponent();
        }
        out
    }

    /// Reads a text record and replays it (a game that ended outside the rules reads as the
    /// rules' game, which goes on: see [`Game::from_record_ended`]).
    ///
    /// # Errors
    /// A [`RecordError`] naming the line and what is wrong there.
    pub fn from_record(text: &str) -> Result<Game, RecordError> {
        Game::from_record_ended(text).map(|(game, _)| game)
    }

    /// Reads a text record and replays it: the game, and the ending the header states when
    /// something other than the rules ended it (`Termination` time, agreement or abandonment).
    ///
    /// # Errors
    /// A [`RecordError`] naming the line and what is wrong there, or saying how the header
    /// disagrees with the replayed game.
    pub fn from_record_ended(text: &str) -> Result<(Game, Option<Ending<Side>>), RecordError> {
        let mut start = Position::start();
        let mut claimed_reason: Option<Reason> = None;
        let mut game: Option<Game> = None;
        let mut lines = TEXT.lines(text)?;
        while let Some((line, l)) = lines.next_line()? {
            let l = match l {
                Line::Start(value) => {
                    start = Position::from_tpn(value)
                        .map_err(|source| RecordError::Start { line, source })?;
                    continue;
                }
                Line::Reason(value) => {
                    let reason = Reason::from_name(value).ok_or_else(|| RecordError::BadValue {
                        line,
                        what: format!(
                            "Reason is one of {}, not {:?}",
                            Reason::ALL.map(Reason::name).join(", "),
                            record::clip(value, 32)
                        ),
                    })?;
                    claimed_reason = Some(reason);
                    continue;
                }
                Line::Actions(l) => l,
            };
            let rules = Rules::from_names(lines.rules.iter().copied()).unwrap_or_default();
            let g = game.get_or_insert_with(|| Game::with_rules(start, rules));
            read_line(g, l, line)?;
        }
        let rules = Rules::from_names(lines.rules.iter().copied()).unwrap_or_default();
        let mut game = game.unwrap_or_else(|| Game::with_rules(start, rules));
        let claimed_result = lines.result.map(|r| r.0);
        let termination = lines.termination;
        let ended = TEXT.session_ending(
            termination,
            claimed_result,
            game.status != Status::Ongoing,
            claimed_reason.is_some(),
            !game.moves.is_empty(),
        )?;
        if ended.is_some() {
            return Ok((game, ended));
        }
        if claimed_result == Some("draw") {
            return Err(RecordError::ResultMismatch {
                claimed: "a draw without Termination agreement (the rules have no draw)"
                    .to_string(),
                actual: result_text(game.status).0.to_string(),
            });
        }
        if termination.is_some_and(|(t, _)| t == Termination::Resignation)
            && claimed_reason.is_none()
        {
            claimed_reason = Some(Reason::Resignation);
        }
        if claimed_result.is_some() || claimed_reason.is_some() {
            let result = claimed_result.unwrap_or("*");
            let winner = TEXT.winner(result);
            if claimed_reason == Some(Reason::Resignation)
                && let Some(w) = winner
                && game.status == Status::Ongoing
            {
                let _ = game.resign(w.opponent());
            }
            let (actual, actual_reason) = result_text(game.status);
            if actual != result || actual_reason != claimed_reason && winner.is_some() {
                let describe = |r: &str, why: Option<Reason>| match why {
                    Some(why) => format!("{r} ({why})"),
                    None => r.to_string(),
                };
                return Err(RecordError::ResultMismatch {
                    claimed: describe(result, claimed_reason),
                    actual: describe(actual, actual_reason),
                });
            }
        }
        TEXT.check_termination(termination, ended_by(game.status))?;
        Ok((game, None))
    }
}

/// Replays one numbered line of moves.
fn read_line(g: &mut Game, l: &str, line: usize) -> Result<(), RecordError> {
    let mut tokens = l.split_whitespace();
    let expected = move_number(&g.start, g.moves.len());
    let number = tokens.next().unwrap_or_default();
    if number.strip_suffix('.').and_then(|n| n.parse::<u32>().ok()) != Some(expected)
        || number.starts_with('0')
    {
        return Err(RecordError::MoveNumber {
            line,
            expected,
            found: number.chars().take(16).collect(),
        });
    }
    let mut rest = tokens.peekable();
    if g.side_to_move() == Side::Defenders && rest.next_if_eq(&"...").is_none() {
        return Err(RecordError::Ellipsis {
            line,
            number: expected,
        });
    }
    let mut made = 0;
    for token in rest {
        if made == 2 || (made == 1 && g.side_to_move() == Side::Attackers) {
            return Err(RecordError::LineTooLong { line });
        }
        let mv: Move = token
            .parse()
            .map_err(|source| RecordError::Syntax { line, source })?;
        g.apply(mv)
            .map_err(|source| RecordError::Illegal { line, mv, source })?;
        made += 1;
        if g.side_to_move() == Side::Attackers {
            // The defenders' reply closes the line.
            made = 2;
        }
    }
    Ok(())
}

/// Why stored bytes are not a game.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DecodeError {
    /// The bytes end early.
    #[error("stored game is truncated")]
    Truncated,
    /// Unknown format version.
    #[error("stored game has format version {0}; this build reads version 1")]
    Version(u8),
    /// Bytes left over.
    #[error("stored game has {0} unexpected bytes at its end")]
    Trailing(usize),
    /// A start position that breaks the rules of positions.
    #[error("stored game holds an invalid start position: {0}")]
    Position(TpnError),
    /// A malformed field.
    #[error("stored game holds a malformed {0}")]
    Malformed(&'static str),
    /// A stored move that is not legal, or a resignation after the end.
    #[error("stored game is inconsistent: {0}")]
    Inconsistent(String),
}

/// The storage format's version.
const FORMAT: u8 = 1;
const FLAG_CUSTOM_START: u8 = 1;
const FLAG_RESIGNED: u8 = 2;
const FLAG_RESIGNED_DEFENDERS: u8 = 4;
const FLAG_PERPETUAL_REPETITION: u8 = 8;
/// Bytes of a packed board: two bits per square.
const BOARD_BYTES: usize = SQUARE_COUNT.div_ceil(4);

impl From<ReadError> for DecodeError {
    fn from(e: ReadError) -> DecodeError {
        e.either(DecodeError::Truncated, DecodeError::Malformed("number"))
    }
}

/// The square whose index is the next byte.
fn read_square(r: &mut Reader<'_>) -> Result<Square, DecodeError> {
    Square::from_index(usize::from(r.byte()?)).ok_or(DecodeError::Malformed("square"))
}

fn piece_code(p: Option<Piece>) -> u8 {
    match p {
        None => 0,
        Some(Piece::Attacker) => 1,
        Some(Piece::Defender) => 2,
        Some(Piece::King) => 3,
    }
}

/// The side to move (one byte) and two bits per square in index order.
fn put_position(out: &mut Vec<u8>, pos: &Position) {
    out.push(pos.side_to_move as u8);
    let mut board = [0u8; BOARD_BYTES];
    for sq in Square::ALL {
        let i = sq.index();
        board[i / 4] |= piece_code(pos.piece_at(sq)) << (2 * (i % 4));
    }
    out.extend_from_slice(&board);
}

fn read_position(r: &mut Reader<'_>) -> Result<Position, DecodeError> {
    let side = match r.byte()? {
        0 => Side::Attackers,
        1 => Side::Defenders,
        _ => return Err(DecodeError::Malformed("side to move")),
    };
    let mut pos = Position::empty(side);
    for i in 0..BOARD_BYTES {
        let b = r.byte()?;
        for slot in 0..4 {
            let code = (b >> (2 * slot)) & 3;
            let piece = match code {
                0 => continue,
                1 => Piece::Attacker,
                2 => Piece::Defender,
                _ => Piece::King,
            };
            let sq = Square::from_index(4 * i + slot).ok_or(DecodeError::Malformed("board"))?;
            if piece == Piece::King && pos.king.any() {
                return Err(DecodeError::Position(TpnError::TwoKings(sq)));
            }
            pos.put(sq, piece);
        }
    }
    pos.validate().map_err(DecodeError::Position)?;
    Ok(pos)
}

impl Game {
    /// The compact binary form for storage: a format byte (1), a flags byte (custom start,
    /// resigned, which side resigned, the perpetual repetition rule), the start position when it is not the usual one (the
    /// side to move and two bits per square: 32 bytes), the number of moves (varint) and two
    /// bytes per move (the from and to square indices). A game of 150 moves takes some 300
    /// bytes.
    #[must_use]
    pub fn encode(&self) -> Vec<u8> {
        let custom = self.start != Position::start();
        let mut out = Vec::with_capacity(4 + if custom { 33 } else { 0 } + 2 * self.moves.len());
        out.push(FORMAT);
        let mut flags = 0;
        if custom {
            flags |= FLAG_CUSTOM_START;
        }
        if let Status::Over(o) = self.status
            && o.reason == Reason::Resignation
        {
            flags |= FLAG_RESIGNED;
            if o.winner == Side::Attackers {
                flags |= FLAG_RESIGNED_DEFENDERS;
            }
        }
        if self.rules.perpetual_repetition {
            flags |= FLAG_PERPETUAL_REPETITION;
        }
        out.push(flags);
        if custom {
            put_position(&mut out, &self.start);
        }
        encode_varint(self.moves.len() as u64, &mut out);
        for mv in &self.moves {
            out.push(mv.from.index() as u8);
            out.push(mv.to.index() as u8);
        }
        out
    }

    /// Reads the binary form written by [`Game::encode`], replaying every move through the
    /// rules.
    ///
    /// # Errors
    /// A [`DecodeError`] when the bytes are not a game written by this format.
    pub fn decode(bytes: &[u8]) -> Result<Game, DecodeError> {
        let mut r = Reader::new(bytes);
        let version = r.byte()?;
        if version != FORMAT {
            return Err(DecodeError::Version(version));
        }
        let flags = r.byte()?;
        if flags
            & !(FLAG_CUSTOM_START
                | FLAG_RESIGNED
                | FLAG_RESIGNED_DEFENDERS
                | FLAG_PERPETUAL_REPETITION)
            != 0
            || flags & FLAG_RESIGNED_DEFENDERS != 0 && flags & FLAG_RESIGNED == 0
        {
            return Err(DecodeError::Malformed("flags"));
        }
        let start = if flags & FLAG_CUSTOM_START != 0 {
            let p = read_position(&mut r)?;
            if p == Position::start() {
                return Err(DecodeError::Malformed("start position flag"));
            }
            p
        } else {
            Position::start()
        };
        let count = r.varint()?;
        if count > (r.left() / 2) as u64 {
            return Err(DecodeError::Truncated);
        }
        let rules = Rules {
            perpetual_repetition: flags & FLAG_PERPETUAL_REPETITION != 0,
        };
        let mut game = Game::with_rules(start, rules);
        game.moves.reserve_exact(count as usize);
        for n in 0..count {
            let mv = Move::new(read_square(&mut r)?, read_square(&mut r)?);
            game.apply(mv).map_err(|e| {
                DecodeError::Inconsistent(format!("stored move {} ({mv}) is not legal: {e}", n + 1))
            })?;
        }
        if r.left() != 0 {
            return Err(DecodeError::Trailing(r.left()));
        }
        if flags & FLAG_RESIGNED != 0 {
            let loser = if flags & FLAG_RESIGNED_DEFENDERS != 0 {
                Side::Defenders
            } else {
                Side::Attackers
            };
            game.resign(loser)
                .map_err(|e| DecodeError::Inconsistent(format!("stored resignation: {e}")))?;
        }
        Ok(game)
    }
}
