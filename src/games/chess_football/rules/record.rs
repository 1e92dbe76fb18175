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

use std::fmt::Write as _;

use super::action::{Action, CfaError};
use super::game::{Game, IllegalAction, Outcome, Status, WinReason};
use super::position::{CfnError, Phase, Position};
use super::square::{Bitboard, Kind, Piece, Side, Square};
use crate::ruleset::{Ending, GameResult, Termination};

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
    #[error("line {line}: unknown tag {name:?} (known: Start, Result, Reason, Termination)")]
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

fn result_text(status: Status) -> (&'static str, Option<WinReason>) {
    match status {
        Status::Ongoing => ("*", None),
        Status::Over(Outcome::Drawn) => ("1/2-1/2", None),
        Status::Over(Outcome::Won { winner, reason }) => (
            match winner {
                Side::White => "1-0",
                Side::Black => "0-1",
            },
            Some(reason),
        ),
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
        if self.start != Position::initial() {
            let _ = writeln!(out, "[Start \"{}\"]", self.start);
        }
        match ended.filter(|_| self.status() == Status::Ongoing) {
            Some(ended) => {
                let result = match ended.result {
                    GameResult::Won {
                        winner: Side::White,
                    } => "1-0",
                    GameResult::Won {
                        winner: Side::Black,
                    } => "0-1",
                    GameResult::Drawn => "1/2-1/2",
                    GameResult::Aborted => "*",
                };
                let _ = writeln!(out, "[Result \"{result}\"]");
                let _ = writeln!(out, "[Termination \"{}\"]", ended.termination);
            }
            None => {
                let (result, reason) = result_text(self.status());
                let _ = writeln!(out, "[Result \"{result}\"]");
                if let Some(reason) = reason {
                    let _ = writeln!(out, "[Reason \"{}\"]", reason.name());
                }
                if let Status::Over(outcome) = self.status() {
                    let termination = match outcome {
                        Outcome::Won {
                            reason: WinReason::Resignation,
                            ..
                        } => Termination::Resignation,
                        _ => Termination::Rules,
                    };
                    let _ = writeln!(out, "[Termination \"{termination}\"]");
                }
            }
        }
        out.push('\n');
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
        if text.len() > 200_000 {
            return Err(RecordError::TooLong(text.len()));
        }
        let mut start = Position::initial();
        let mut result: Option<String> = None;
        let mut reason: Option<WinReason> = None;
        let mut termination: Option<(Termination, usize)> = None;
        let mut game: Option<Game> = None;
        for (i, raw) in text.lines().enumerate() {
            let line = i + 1;
            let l = raw.trim();
            // `;` starts a comment line, e.g. the service's trailer `; draw agreed`.
            if l.is_empty() || l.starts_with(';') {
                continue;
            }
            if l.starts_with('[') {
                if game.is_some() {
                    return Err(RecordError::BadTag { line });
                }
                let inner = l
                    .strip_prefix('[')
                    .and_then(|s| s.strip_suffix(']'))
                    .ok_or(RecordError::BadTag { line })?;
                let (name, value) = inner.split_once(' ').ok_or(RecordError::BadTag { line })?;
                let value = value
                    .strip_prefix('"')
                    .and_then(|v| v.strip_suffix('"'))
                    .ok_or(RecordError::BadTag { line })?;
                match name {
                    "Start" => {
                        start = Position::from_cfn(value)
                            .map_err(|source| RecordError::Start { line, source })?;
                    }
                    "Result" => {
                        if !matches!(value, "1-0" | "0-1" | "1/2-1/2" | "*") {
                            return Err(RecordError::BadValue {
                                line,
                                what: format!("Result is 1-0, 0-1, 1/2-1/2 or *, not {value:?}"),
                            });
                        }
                        result = Some(value.to_string());
                    }
                    "Reason" => {
                        reason = Some(match value {
                            "full time" => WinReason::FullTime,
                            "resignation" => WinReason::Resignation,
                            _ => {
                                return Err(RecordError::BadValue {
                                    line,
                                    what: format!(
                                        "Reason is full time or resignation, not {value:?}"
                                    ),
                                });
                            }
                        });
                    }
                    "Termination" => {
                        let t = Termination::from_name(value).ok_or_else(|| {
                            RecordError::BadValue {
                                line,
                                what: format!(
                                    "Termination is rules, resignation, time, agreement or abandonment, not {:?}",
                                    value.chars().take(32).collect::<String>()
                                ),
                            }
                        })?;
                        termination = Some((t, line));
                    }
                    other => {
                        return Err(RecordError::UnknownTag {
                            line,
                            name: other.chars().take(32).collect(),
                        });
                    }
                }
                continue;
            }
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
        if let Some((termination, line)) = termination.filter(|(t, _)| t.by_session()) {
            let ended = Ending {
                result: match result.as_deref().unwrap_or("*") {
                    "1-0" => GameResult::Won {
                        winner: Side::White,
                    },
                    "0-1" => GameResult::Won {
                        winner: Side::Black,
                    },
                    "1/2-1/2" => GameResult::Drawn,
                    _ => GameResult::Aborted,
                },
                termination,
            };
            ended
                .check_by_session(
                    game.status() != Status::Ongoing,
                    reason.is_some(),
                    !game.actions.is_empty(),
                )
                .map_err(|what| RecordError::BadValue { line, what })?;
            return Ok((game, Some(ended)));
        }
        if termination.is_some_and(|(t, _)| t == Termination::Resignation) && reason.is_none() {
            reason = Some(WinReason::Resignation);
        }
        if result.is_none() && reason.is_none() && termination.is_none() {
            // A record without a header: the match as its actions leave it.
            return Ok((game, None));
        }
        let claimed = result.unwrap_or_else(|| "*".to_string());
        if reason == Some(WinReason::Resignation) && game.status() == Status::Ongoing {
            let loser = match claimed.as_str() {
                "1-0" => Some(Side::Black),
                "0-1" => Some(Side::White),
                _ => None,
            };
            if let Some(loser) = loser {
                let _ = game.resign(loser);
            }
        }
        let (actual, actual_reason) = result_text(game.status());
        if actual != claimed || (actual_reason.is_some() && reason != actual_reason) {
            let describe = |r: &str, why: Option<WinReason>| match why {
                Some(why) => format!("{r} ({})", why.name()),
                None => r.to_string(),
            };
            return Err(RecordError::ResultMismatch {
                claimed: describe(&claimed, reason),
                actual: describe(actual, actual_reason),
            });
        }
        if let Some((claimed, _)) = termination {
            let actual = match game.status() {
                Status::Ongoing => None,
                Status::Over(Outcome::Won {
                    reason: WinReason::Resignation,
                    ..
                }) => Some(Termination::Resignation),
                Status::Over(_) => Some(Termination::Rules),
            };
            if actual != Some(claimed) {
                return Err(RecordError::ResultMismatch {
                    claimed: format!("the match ended by {claimed}"),
                    actual: actual.map_or_else(
                        || "a match going on".to_string(),
                        |t| format!("an ending by {t}"),
                    ),
                });
            }
        }
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

fn put_varint(out: &mut Vec<u8>, mut v: u64) {
    while v >= 0x80 {
        out.push((v as u8) | 0x80);
        v >>= 7;
    }
    out.push(v as u8);
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn byte(&mut self) -> Result<u8, DecodeError> {
        let b = *self.bytes.get(self.at).ok_or(DecodeError::Truncated)?;
        self.at += 1;
        Ok(b)
    }

    fn varint(&mut self) -> Result<u64, DecodeError> {
        let mut v = 0u64;
        for shift in (0..64).step_by(7) {
            let b = self.byte()?;
            v |= u64::from(b & 0x7f) << shift;
            if b & 0x80 == 0 {
                return Ok(v);
            }
        }
        Err(DecodeError::Malformed("number"))
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
        put_varint(&mut out, self.actions.len() as u64);
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
        let mut r = Reader { bytes, at: 0 };
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
        let left = (bytes.len() - r.at) as u64;
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
