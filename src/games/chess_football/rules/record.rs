//! Match records: a text form that replays, and a compact binary form for storage.
//!
//! Text form:
//!
//! ```text
//! [Start "…CFN…"]        (only when the match did not start from the initial position)
//! [Result "1-0"]         (1-0 White won, 0-1 Black won, 1/2-1/2 drawn, * going on or aborted)
//! [Reason "full time"]   (full time or resignation; only when the rules or a resignation
//!                         decided the match)
//! [Termination "rules"]  (what ended the match: rules, resignation, time, agreement or
//!                         abandonment; only once it ended)
//!
//! 1 place 0-0: Q@e4 K@e8 K@d1 …
//! 1 play 0-0: e4>d4 e8-e7 …
//! 1 place 1-0: …
//! ```
//!
//! Each line is a run of actions of one kind, placements (`place`) or the kick-off and play
//! (`play`), labelled with the half and the score at its start. Reading replays every action
//! through the rules and checks every label against the match, so a record that reads is a
//! legal match. A match that ended outside the rules (a flag fall, an agreed draw, an
//! abandonment) replays to a match the rules let go on: [`Game::from_record_ended`] gives it
//! with the ending its header states. A record without `Termination` (or without any tag) still
//! reads.
//!
//! Binary form ([`Game::encode`]): a format byte, a flags byte, the start position when it
//! is not the initial one, the number of actions (varint) and two bytes per action. Reading
//! ([`Game::decode`]) replays every action through the rules.

use std::fmt::{Display, Write as _};

use super::action::{Action, CfaError};
use super::game::{Game, IllegalAction, Outcome, Status, WinReason};
use super::position::{CfnError, Phase, Position};
use super::square::{Bitboard, Kind, Piece, Side, Square};
use crate::games::shared::record::{self, Format, Line};
use crate::ruleset::{Ending, GameResult, Termination};
use crate::stored::{ReadError, Reader};
use prost::encoding::encode_varint;

/// Why a text record was not read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RecordError {
    /// The record is larger than any match needs.
    #[error("the record is {0} bytes long; at most 200000 are read")]
    TooLong(usize),
    /// A tag line that is not `[Name "value"]`.
    #[error("line {line}: a tag is written [Name \"value\"], before the actions")]
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
        source: CfnError,
    },
    /// Result or Reason tag with an unknown value.
    #[error("line {line}: {what}")]
    BadValue {
        /// 1-based line.
        line: usize,
        /// What is wrong.
        what: String,
    },
    /// A line label that does not match the match at that point.
    #[error("line {line}: the label should be {expected:?} here, found {found:?}")]
    Label {
        /// 1-based line.
        line: usize,
        /// The label the match has there.
        expected: String,
        /// What the record says.
        found: String,
    },
    /// An action that does not parse.
    #[error("line {line}: {source}")]
    Syntax {
        /// 1-based line.
        line: usize,
        /// What is wrong.
        source: CfaError,
    },
    /// An action that is not legal at that point.
    #[error("line {line}: {action} is not legal here: {source}")]
    Illegal {
        /// 1-based line.
        line: usize,
        /// The action.
        action: Action,
        /// Why.
        source: IllegalAction,
    },
    /// The Result/Reason tags disagree with the replayed match.
    #[error("the record says {claimed}, but replaying its actions gives {actual}")]
    ResultMismatch {
        /// What the tags say.
        claimed: String,
        /// What the replay gives.
        actual: String,
    },
}

/// The text records' format.
const TEXT: Format<Side, RecordError> = Format {
    noun: "match",
    seats: ["White", "Black"],
    longest: 200_000,
    wins: [("1-0", Side::White), ("0-1", Side::Black)],
    drawn: "1/2-1/2",
    options: &[],
    too_long: RecordError::TooLong,
    bad_tag: |line| RecordError::BadTag { line },
    unknown_tag: |line, name| RecordError::UnknownTag { line, name },
    bad_value: |line, what| RecordError::BadValue { line, what },
    mismatch: |claimed, actual| RecordError::ResultMismatch { claimed, actual },
};

fn result_text(status: Status) -> (&'static str, Option<WinReason>) {
    match status {
        Status::Ongoing => ("*", None),
        Status::Over(Outcome::Drawn) => (TEXT.drawn, None),
        Status::Over(Outcome::Won { winner, reason }) => (TEXT.win(winner), Some(reason)),
    }
}

/// What ended a match the rules (or a resignation) ended.
fn ended_by(status: Status) -> Option<Termination> {
    match status {
        Status::Ongoing => None,
        Status::Over(Outcome::Won {
            reason: WinReason::Resignation,
            ..
        }) => Some(Termination::Resignation),
        Status::Over(_) => Some(Termination::Rules),
    }
}

/// The label of a record line starting at `pos`.
fn label(pos: &Position) -> String {
    let group = if pos.phase() == Phase::Place {
        "place"
    } else {
        "play"
    };
    format!(
        "{} {group} {}-{}:",
        pos.half(),
        pos.score(Side::White),
        pos.score(Side::Black)
    )
}

impl Game {
    /// The match record in text form (see the module documentation), as the rules say the
    /// match stands.
    #[must_use]
    pub fn to_record(&self) -> String {
        self.to_record_ended(None)
    }

    /// The match record in text form, its header stating `ended` for a match that ended
    /// outside the rules (a flag fall, an agreed draw, an abandonment) while the rules let it
    /// go on; a match the rules ended is recorded as they say.
    #[must_use]
    pub fn to_record_ended(&self, ended: Option<Ending<Side>>) -> String {
        let mut out = String::new();
        let start = (self.start != Position::initial()).then_some(&self.start as &dyn Display);
        let status = self.status();
        let reason = result_text(status).1.map(WinReason::name);
        let rules = match (status, ended_by(status)) {
            (Status::Over(outcome), Some(termination)) => Some((
                match outcome {
                    Outcome::Won { winner, .. } => GameResult::Won { winner },
                    Outcome::Drawn => GameResult::Drawn,
                },
                reason.as_ref().map(|r| r as &dyn Display),
                termination,
            )),
            _ => None,
        };
        TEXT.write_header(&mut out, start, &[], rules, ended);
        let mut pos = self.start;
        let mut group: Option<bool> = None;
        for &action in &self.actions {
            let placing = pos.phase() == Phase::Place;
            if group != Some(placing) {
                if group.is_some() {
                    out.push('\n');
                }
                out.push_str(&label(&pos));
                group = Some(placing);
            }
            let _ = write!(out, " {action}");
            super::movegen::make(&mut pos, action);
        }
        if group.is_some() {
            out.push('\n');
        }
        out
    }

    /// Reads a text record and replays it (a match that ended outside the rules reads as the
    /// rules' match, which goes on: see [`Game::from_record_ended`]).
    ///
    /// # Errors
    /// A [`RecordError`] naming the line and what is wrong there.
    pub fn from_record(text: &str) -> Result<Game, RecordError> {
        Game::from_record_ended(text).map(|(game, _)| game)
    }

    /// Reads a text record and replays it: the match, and the ending the header states when
    /// something other than the rules ended it (`Termination` time, agreement or abandonment).
    ///
    /// # Errors
    /// A [`RecordError`] naming the line and what is wrong there, or saying how the header
    /// disagrees with the replayed match.
    pub fn from_record_ended(text: &str) -> Result<(Game, Option<Ending<Side>>), RecordError> {
        let mut start = Position::initial();
        let mut reason: Option<WinReason> = None;
        let mut game: Option<Game> = None;
        let mut lines = TEXT.lines(text)?;
        while let Some((line, l)) = lines.next_line()? {
            let l = match l {
                Line::Start(value) => {
                    start = Position::from_cfn(value)
                        .map_err(|source| RecordError::Start { line, source })?;
                    continue;
                }
                Line::Reason(value) => {
                    reason = Some(match value {
                        "full time" => WinReason::FullTime,
                        "resignation" => WinReason::Resignation,
                        _ => {
                            return Err(RecordError::BadValue {
                                line,
                                what: format!(
                                    "Reason is full time or resignation, not {:?}",
                                    record::clip(value, 32)
                                ),
                            });
                        }
                    });
                    continue;
                }
                Line::Actions(l) => l,
            };
            let g = game.get_or_insert_with(|| Game::from_position(start));
            let expected = label(g.position());
            let (found, rest) = match l.split_once(':') {
                Some((head, rest)) => (format!("{head}:"), rest),
                None => (l.chars().take(24).collect(), ""),
            };
            if found != expected {
                return Err(RecordError::Label {
                    line,
                    expected,
                    found: found.chars().take(24).collect(),
                });
            }
            for token in rest.split_whitespace() {
                let action: Action = token
                    .parse()
                    .map_err(|source| RecordError::Syntax { line, source })?;
                g.apply(action).map_err(|source| RecordError::Illegal {
                    line,
                    action,
                    source,
                })?;
            }
        }
        let mut game = game.unwrap_or_else(|| Game::from_position(start));
        let (result, termination) = (lines.result.map(|r| r.0), lines.termination);
        let ended = TEXT.session_ending(
            termination,
            result,
            game.status() != Status::Ongoing,
            reason.is_some(),
            !game.actions.is_empty(),
        )?;
        if ended.is_some() {
            return Ok((game, ended));
        }
        if termination.is_some_and(|(t, _)| t == Termination::Resignation) && reason.is_none() {
            reason = Some(WinReason::Resignation);
        }
        if result.is_none() && reason.is_none() && termination.is_none() {
            // A record without a header: the match as its actions leave it.
            return Ok((game, None));
        }
        let claimed = result.unwrap_or("*");
        if reason == Some(WinReason::Resignation)
            && game.status() == Status::Ongoing
            && let Some(winner) = TEXT.winner(claimed)
        {
            let _ = game.resign(winner.opponent());
        }
        let (actual, actual_reason) = result_text(game.status());
        if actual != claimed || (actual_reason.is_some() && reason != actual_reason) {
            let describe = |r: &str, why: Option<WinReason>| match why {
                Some(why) => format!("{r} ({})", why.name()),
                None => r.to_string(),
            };
            return Err(RecordError::ResultMismatch {
                claimed: describe(claimed, reason),
                actual: describe(actual, actual_reason),
            });
        }
        TEXT.check_termination(termination, ended_by(game.status()))?;
        Ok((game, None))
    }
}

/// Why stored bytes are not a match.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DecodeError {
    /// The bytes end early.
    #[error("stored match is truncated")]
    Truncated,
    /// Unknown format.
    #[error("stored match has format {0}; this build reads format 1")]
    Version(u8),
    /// Bytes left over.
    #[error("stored match has {0} unexpected bytes at its end")]
    Trailing(usize),
    /// A start position that could not arise.
    #[error("stored match holds an invalid start position: {0}")]
    Position(CfnError),
    /// A malformed field.
    #[error("stored match holds a malformed {0}")]
    Malformed(&'static str),
    /// An action that is not legal where it stands.
    #[error("stored match is inconsistent: {0}")]
    Inconsistent(String),
}

const FORMAT: u8 = 1;
const FLAG_CUSTOM_START: u8 = 1;
const FLAG_RESIGNED: u8 = 2;
const FLAG_RESIGNED_BLACK: u8 = 4;

const TAG_MOVE: u16 = 0;
const TAG_PASS: u16 = 1;
const TAG_PLACE: u16 = 2;
const TAG_PROMOTION: u16 = 3;
const NULL_KIND: u16 = 7;

/// Two bytes (big-endian) per action: a 2-bit tag, then
/// - a move: from (6 bits), to (6 bits), two zero bits;
/// - a move that promotes: from, to, and the new kind (2 bits: Q, R, B, N);
/// - a pass: from, to, two zero bits;
/// - a placement: the kind (3 bits, K Q R B N P as 0–5), the square (6 bits), five zero
///   bits; the kind code 7 with a zero square is `--`.
fn action_code(action: Action) -> u16 {
    let sq = |s: Square| s.index() as u16;
    match action {
        Action::Move {
            from,
            to,
            promotion: None,
        } => TAG_MOVE << 14 | sq(from) << 8 | sq(to) << 2,
        Action::Move {
            from,
            to,
            promotion: Some(k),
        } => {
            let p = Kind::PROMOTIONS.iter().position(|&x| x == k).unwrap_or(0) as u16;
            TAG_PROMOTION << 14 | sq(from) << 8 | sq(to) << 2 | p
        }
        Action::Pass { from, to } => TAG_PASS << 14 | sq(from) << 8 | sq(to) << 2,
        Action::Place { kind, to } => TAG_PLACE << 14 | (kind.idx() as u16) << 11 | sq(to) << 5,
        Action::Null => TAG_PLACE << 14 | NULL_KIND << 11,
    }
}

fn code_action(code: u16) -> Result<Action, DecodeError> {
    let bad = DecodeError::Malformed("action");
    let square = |bits: u16| {
        Square::from_index(usize::from(bits & 0x3f)).ok_or(DecodeError::Malformed("square"))
    };
    let from = square(code >> 8)?;
    let to = square(code >> 2)?;
    let low = code & 3;
    match code >> 14 {
        TAG_MOVE if low == 0 => Ok(Action::Move {
            from,
            to,
            promotion: None,
        }),
        TAG_PASS if low == 0 => Ok(Action::Pass { from, to }),
        TAG_PROMOTION => Ok(Action::Move {
            from,
            to,
            promotion: Some(Kind::PROMOTIONS[usize::from(low)]),
        }),
        TAG_PLACE => {
            let kind = (code >> 11) & 7;
            let rest = code & 0x7ff;
            if kind == NULL_KIND {
                return if rest == 0 {
                    Ok(Action::Null)
                } else {
                    Err(bad)
                };
            }
            if rest & 0x1f != 0 {
                return Err(bad);
            }
            let kind = *Kind::ALL
                .get(usize::from(kind))
                .ok_or(DecodeError::Malformed("kind"))?;
            Ok(Action::Place {
                kind,
                to: square(rest >> 5)?,
            })
        }
        _ => Err(bad),
    }
}

impl From<ReadError> for DecodeError {
    fn from(e: ReadError) -> DecodeError {
        e.either(DecodeError::Truncated, DecodeError::Malformed("number"))
    }
}

/// A position in 38 bytes: half, moves (2), score (2), side and phase, ball square, and a
/// nibble per square (0 empty, 1–6 White K Q R B N P, 7–12 Black).
fn put_position(out: &mut Vec<u8>, pos: &Position) {
    out.push(pos.half);
    out.extend_from_slice(&pos.moves);
    out.extend_from_slice(&pos.score);
    let phase = match pos.phase {
        Phase::Place => 0,
        Phase::Kickoff => 1,
        Phase::Play => 2,
    };
    out.push(pos.to_act as u8 | phase << 1);
    out.push(pos.ball.index() as u8);
    let code = |sq: Square| match pos.piece_at(sq) {
        None => 0u8,
        Some(p) => 1 + p.kind as u8 + 6 * p.side as u8,
    };
    for pair in Square::ALL.chunks(2) {
        out.push(code(pair[0]) | code(pair[1]) << 4);
    }
}

fn read_position(r: &mut Reader<'_>) -> Result<Position, DecodeError> {
    let half = r.byte()?;
    let moves = [r.byte()?, r.byte()?];
    let score = [r.byte()?, r.byte()?];
    let sp = r.byte()?;
    let to_act = if sp & 1 == 0 {
        Side::White
    } else {
        Side::Black
    };
    let phase = match sp >> 1 {
        0 => Phase::Place,
        1 => Phase::Kickoff,
        2 => Phase::Play,
        _ => return Err(DecodeError::Malformed("phase")),
    };
    let ball = Square::from_index(usize::from(r.byte()?)).ok_or(DecodeError::Malformed("ball"))?;
    let mut pos = Position {
        sides: [Bitboard::EMPTY; 2],
        kinds: [Bitboard::EMPTY; 6],
        ball,
        to_act,
        phase,
        half,
        moves,
        score,
    };
    for i in 0..32 {
        let b = r.byte()?;
        for (j, c) in [b & 0x0f, b >> 4].into_iter().enumerate() {
            if c == 0 {
                continue;
            }
            if c > 12 {
                return Err(DecodeError::Malformed("piece"));
            }
            let side = if c <= 6 { Side::White } else { Side::Black };
            let kind = Kind::ALL[usize::from((c - 1) % 6)];
            if let Some(sq) = Square::from_index(2 * i + j) {
                pos.put(sq, Piece::new(side, kind));
            }
        }
    }
    pos.validate().map_err(DecodeError::Position)?;
    Ok(pos)
}

impl Game {
    /// The compact binary form for storage (see the module documentation): about two bytes
    /// per action, so a whole match of some 200 actions takes about 400 bytes.
    #[must_use]
    pub fn encode(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(48 + 2 * self.actions.len());
        out.push(FORMAT);
        let custom = self.start != Position::initial();
        let mut flags = 0;
        if custom {
            flags |= FLAG_CUSTOM_START;
        }
        if let Some(loser) = self.resigned {
            flags |= FLAG_RESIGNED;
            if loser == Side::Black {
                flags |= FLAG_RESIGNED_BLACK;
            }
        }
        out.push(flags);
        if custom {
            put_position(&mut out, &self.start);
        }
        encode_varint(self.actions.len() as u64, &mut out);
        for &a in &self.actions {
            out.extend_from_slice(&action_code(a).to_be_bytes());
        }
        out
    }

    /// Reads the binary form written by [`Game::encode`], replaying every action through
    /// the rules.
    ///
    /// # Errors
    /// A [`DecodeError`] when the bytes are not a match written by this format. Never
    /// panics, whatever the bytes.
    pub fn decode(bytes: &[u8]) -> Result<Game, DecodeError> {
        let mut r = Reader::new(bytes);
        let version = r.byte()?;
        if version != FORMAT {
            return Err(DecodeError::Version(version));
        }
        let flags = r.byte()?;
        if flags & !(FLAG_CUSTOM_START | FLAG_RESIGNED | FLAG_RESIGNED_BLACK) != 0
            || (flags & FLAG_RESIGNED_BLACK != 0 && flags & FLAG_RESIGNED == 0)
        {
            return Err(DecodeError::Malformed("flags"));
        }
        let start = if flags & FLAG_CUSTOM_START != 0 {
            let pos = read_position(&mut r)?;
            if pos == Position::initial() {
                return Err(DecodeError::Malformed("start position"));
            }
            pos
        } else {
            Position::initial()
        };
        let count = r.varint()?;
        let left = r.left() as u64;
        if count.saturating_mul(2) > left {
            return Err(DecodeError::Truncated);
        }
        if count * 2 < left {
            return Err(DecodeError::Trailing((left - count * 2) as usize));
        }
        let mut game = Game::from_position(start);
        game.actions.reserve(count as usize);
        for _ in 0..count {
            let code = u16::from_be_bytes([r.byte()?, r.byte()?]);
            let action = code_action(code)?;
            game.apply(action).map_err(|e| {
                DecodeError::Inconsistent(format!(
                    "stored action {} ({action}) is not legal: {e}",
                    game.actions.len() + 1
                ))
            })?;
        }
        if flags & FLAG_RESIGNED != 0 {
            let loser = if flags & FLAG_RESIGNED_BLACK != 0 {
                Side::Black
            } else {
                Side::White
            };
            game.resign(loser)
                .map_err(|e| DecodeError::Inconsistent(format!("stored resignation: {e}")))?;
        }
        Ok(game)
    }
}
