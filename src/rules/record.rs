//! Game records: a text form (tags and numbered turns in HSN) and a compact binary form for
//! storage. The text form is read back by replaying every action through the rules, so a
//! record that parses is a legal game. The binary form is the service's own storage: reading
//! it checks its structure and every position in it, and replays the turn in progress from its
//! stored start; completed turns are taken as stored (replaying a long history on every load
//! would cost far more than the rest of a request).
//!
//! Text form:
//!
//! ```text
//! [Start "…HPN…"]        (only when the game did not start from the initial position)
//! [Result "1-0"]         (1-0 White won, 0-1 Black won, * undecided)
//! [Reason "goal"]        (goal, own goal, no legal action, resignation; only when decided)
//!
//! 1. d4-e6 e6-e7
//! 2. d12-e10 e10-e9 end
//! ```
//!
//! Each line is one turn: its number, a dot, and the actions in the order they were taken;
//! `end` appears where the player ended the turn before the step limit.

use std::fmt::Write as _;

use super::action::Action;
use super::game::{Game, Reason, Status};
use super::movegen::State;
use super::position::{HpnError, Position};
use super::square::{Piece, PieceKind, SQUARE_COUNT, Side, Square};
use super::{HsnError, IllegalAction};

/// Why a text game record was not read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RecordError {
    /// The record is larger than any game needs.
    #[error("the record is {0} bytes long; at most 1000000 are read")]
    TooLong(usize),
    /// A tag line that is not `[Name "value"]`.
    #[error("line {line}: a tag is written [Name \"value\"]")]
    BadTag {
        /// 1-based line.
        line: usize,
    },
    /// A tag this format does not know.
    #[error("line {line}: unknown tag {name:?} (known: Start, Result, Reason)")]
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
        source: HpnError,
    },
    /// Result or Reason tag with an unknown value.
    #[error("line {line}: {what}")]
    BadValue {
        /// 1-based line.
        line: usize,
        /// What is wrong.
        what: String,
    },
    /// A turn number that does not match the game.
    #[error("line {line}: expected turn {expected}, found {found:?}")]
    TurnNumber {
        /// 1-based line.
        line: usize,
        /// The turn the game is at.
        expected: u32,
        /// What the record says.
        found: String,
    },
    /// An action that does not parse.
    #[error("line {line}: {source}")]
    Syntax {
        /// 1-based line.
        line: usize,
        /// What is wrong.
        source: HsnError,
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
    /// The Result/Reason tags disagree with the replayed game.
    #[error("the record says {claimed}, but replaying its actions gives {actual}")]
    ResultMismatch {
        /// What the tags say.
        claimed: String,
        /// What the replay gives.
        actual: String,
    },
}

fn result_text(status: Status) -> (&'static str, Option<Reason>) {
    match status {
        Status::Ongoing => ("*", None),
        Status::Over(o) => (
            match o.winner {
                Side::White => "1-0",
                Side::Black => "0-1",
            },
            Some(o.reason),
        ),
    }
}

impl Game {
    /// The game record in text form (see the module documentation).
    #[must_use]
    pub fn to_record(&self) -> String {
        let mut out = String::new();
        if self.start != Position::initial() {
            let _ = writeln!(out, "[Start \"{}\"]", self.start);
        }
        let (result, reason) = result_text(self.status());
        let _ = writeln!(out, "[Result \"{result}\"]");
        if let Some(reason) = reason {
            let _ = writeln!(out, "[Reason \"{reason}\"]");
        }
        out.push('\n');
        let first = self.start.turn;
        for (i, turn) in self.turns.iter().enumerate() {
            if turn.is_empty() {
                continue;
            }
            let _ = write!(out, "{}.", u64::from(first) + i as u64);
            for a in turn {
                let _ = write!(out, " {a}");
            }
            out.push('\n');
        }
        out
    }

    /// Reads a text record and replays it.
    ///
    /// # Errors
    /// A [`RecordError`] naming the line and what is wrong there.
    pub fn from_record(text: &str) -> Result<Game, RecordError> {
        if text.len() > 1_000_000 {
            return Err(RecordError::TooLong(text.len()));
        }
        let mut start = Position::initial();
        let mut claimed: Option<(String, Option<Reason>, usize)> = None;
        let mut game: Option<Game> = None;
        for (i, raw) in text.lines().enumerate() {
            let line = i + 1;
            let l = raw.trim();
            if l.is_empty() {
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
                        start = Position::from_hpn(value)
                            .map_err(|source| RecordError::Start { line, source })?;
                    }
                    "Result" => {
                        if !matches!(value, "1-0" | "0-1" | "*") {
                            return Err(RecordError::BadValue {
                                line,
                                what: format!("Result is 1-0, 0-1 or *, not {value:?}"),
                            });
                        }
                        let reason = claimed.as_ref().and_then(|c| c.1);
                        claimed = Some((value.to_string(), reason, line));
                    }
                    "Reason" => {
                        let reason = Reason::from_name(value).ok_or_else(|| RecordError::BadValue {
                            line,
                            what: format!(
                                "Reason is goal, own goal, no legal action or resignation, not {value:?}"
                            ),
                        })?;
                        let result = claimed.take().map_or_else(|| "*".to_string(), |c| c.0);
                        claimed = Some((result, Some(reason), line));
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
            let mut tokens = l.split_whitespace();
            let number = tokens.next().unwrap_or_default();
            let expected = g.turn();
            if number.strip_suffix('.').and_then(|n| n.parse::<u32>().ok()) != Some(expected) {
                return Err(RecordError::TurnNumber {
                    line,
                    expected,
                    found: number.chars().take(16).collect(),
                });
            }
            for token in tokens {
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
        if let Some((result, reason, _)) = claimed {
            let winner = match result.as_str() {
                "1-0" => Some(Side::White),
                "0-1" => Some(Side::Black),
                _ => None,
            };
            if reason == Some(Reason::Resignation)
                && let Some(w) = winner
                && game.status() == Status::Ongoing
            {
                let _ = game.resign(w.opponent());
            }
            let (actual, actual_reason) = result_text(game.status());
            if actual != result || (winner.is_some() && actual_reason != reason) {
                let describe = |r: &str, why: Option<Reason>| match why {
                    Some(why) => format!("{r} ({why})"),
                    None => r.to_string(),
                };
                return Err(RecordError::ResultMismatch {
                    claimed: describe(&result, reason),
                    actual: describe(actual, actual_reason),
                });
            }
        }
        Ok(game)
    }
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
    /// A position that breaks the rules of positions.
    #[error("stored game holds an invalid position: {0}")]
    Position(HpnError),
    /// A malformed action or piece code.
    #[error("stored game holds a malformed {0}")]
    Malformed(&'static str),
    /// The stored parts disagree.
    #[error("stored game is inconsistent: {0}")]
    Inconsistent(String),
}

const FORMAT_VERSION: u8 = 1;
const FLAG_CUSTOM_START: u8 = 1;
const FLAG_RESIGNED: u8 = 2;
const FLAG_RESIGNED_BLACK: u8 = 4;

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

    fn square(&mut self) -> Result<Square, DecodeError> {
        Square::from_index(usize::from(self.byte()?)).ok_or(DecodeError::Malformed("square"))
    }
}

fn piece_code(p: Option<Piece>) -> u8 {
    match p {
        None => 0,
        Some(p) => 1 + p.kind as u8 + 4 * p.side as u8,
    }
}

fn code_piece(c: u8) -> Result<Option<Piece>, DecodeError> {
    if c == 0 {
        return Ok(None);
    }
    let side = if c <= 4 { Side::White } else { Side::Black };
    let kind = *PieceKind::ALL
        .get(usize::from((c - 1) % 4))
        .ok_or(DecodeError::Malformed("piece"))?;
    if c > 8 {
        return Err(DecodeError::Malformed("piece"));
    }
    Ok(Some(Piece::new(side, kind)))
}

/// Board: turn (varint), ball square, then one nibble per square.
fn put_position(out: &mut Vec<u8>, pos: &Position) {
    put_varint(out, u64::from(pos.turn));
    out.push(pos.ball.index() as u8);
    for pair in Square::ALL.chunks(2) {
        let lo = pair.first().map_or(0, |s| piece_code(pos.piece_at(*s)));
        let hi = pair.get(1).map_or(0, |s| piece_code(pos.piece_at(*s)));
        out.push(lo | hi << 4);
    }
}

fn read_position(r: &mut Reader<'_>) -> Result<Position, DecodeError> {
    let turn = u32::try_from(r.varint()?).map_err(|_| DecodeError::Malformed("turn"))?;
    let ball = r.square()?;
    let mut pos = Position::empty(Side::White, 1, ball);
    for i in 0..SQUARE_COUNT.div_ceil(2) {
        let b = r.byte()?;
        for (half, code) in [(0, b & 0x0f), (1, b >> 4)] {
            let idx = 2 * i + half;
            match (Square::from_index(idx), code_piece(code)?) {
                (Some(sq), Some(p)) => pos.put(sq, p),
                (None, Some(_)) => return Err(DecodeError::Malformed("board")),
                _ => {}
            }
        }
    }
    let pos = pos.with_turn(turn).map_err(DecodeError::Position)?;
    pos.validate().map_err(DecodeError::Position)?;
    Ok(pos)
}

const KIND_MOVE: u16 = 0;
const KIND_DRIBBLE: u16 = 1;
const KIND_KICK: u16 = 2;
const KIND_KICK_RICOCHET: u16 = 3;
const ESCAPE_FROM: u16 = 127;

/// Two bytes per action (three for a ricochet): kind (2 bits), from (7), to (7). `end` and
/// penalty removals use the out-of-range `from` 127.
fn put_action(out: &mut Vec<u8>, a: Action) {
    let (kind, from, to, extra) = match a {
        Action::Move { from, to } => (KIND_MOVE, from.index() as u16, to.index() as u16, None),
        Action::Dribble { from, to } => {
            (KIND_DRIBBLE, from.index() as u16, to.index() as u16, None)
        }
        Action::Kick {
            from,
            to,
            ricochet: None,
        } => (KIND_KICK, from.index() as u16, to.index() as u16, None),
        Action::Kick {
            from,
            to,
            ricochet: Some(r),
        } => (
            KIND_KICK_RICOCHET,
            from.index() as u16,
            to.index() as u16,
            Some(r.index() as u8),
        ),
        Action::PenaltyRemove { square } => (KIND_MOVE, ESCAPE_FROM, square.index() as u16, None),
        Action::EndTurn => (KIND_DRIBBLE, ESCAPE_FROM, 0, None),
    };
    let word = kind << 14 | from << 7 | to;
    out.extend_from_slice(&word.to_be_bytes());
    if let Some(r) = extra {
        out.push(r);
    }
}

fn read_action(r: &mut Reader<'_>) -> Result<Action, DecodeError> {
    let word = u16::from_be_bytes([r.byte()?, r.byte()?]);
    let kind = word >> 14;
    let from = (word >> 7) & 0x7f;
    let to = word & 0x7f;
    let sq = |i: u16| Square::from_index(usize::from(i)).ok_or(DecodeError::Malformed("action"));
    if from == ESCAPE_FROM {
        return match kind {
            KIND_MOVE => Ok(Action::PenaltyRemove { square: sq(to)? }),
            KIND_DRIBBLE if to == 0 => Ok(Action::EndTurn),
            _ => Err(DecodeError::Malformed("action")),
        };
    }
    let (from, to) = (sq(from)?, sq(to)?);
    Ok(match kind {
        KIND_MOVE => Action::Move { from, to },
        KIND_DRIBBLE => Action::Dribble { from, to },
        KIND_KICK => Action::Kick {
            from,
            to,
            ricochet: None,
        },
        _ => Action::Kick {
            from,
            to,
            ricochet: Some(r.square()?),
        },
    })
}

impl Game {
    /// The compact binary form for storage: the start position (when not the initial one),
    /// every action in two or three bytes, and the position at the start of the turn in
    /// progress, so that reading it back replays only that turn.
    #[must_use]
    pub fn encode(&self) -> Vec<u8> {
        let actions: usize = self.turns.iter().map(Vec::len).sum();
        let mut out = Vec::with_capacity(80 + 2 * actions);
        out.push(FORMAT_VERSION);
        let mut flags = 0;
        if self.start != Position::initial() {
            flags |= FLAG_CUSTOM_START;
        }
        if let Status::Over(o) = self.status()
            && o.reason == Reason::Resignation
        {
            flags |= FLAG_RESIGNED;
            if o.winner == Side::White {
                flags |= FLAG_RESIGNED_BLACK;
            }
        }
        out.push(flags);
        if flags & FLAG_CUSTOM_START != 0 {
            put_position(&mut out, &self.start);
        }
        put_position(&mut out, &self.state.turn_start);
        put_varint(&mut out, self.turns.len() as u64);
        for turn in &self.turns {
            put_varint(&mut out, turn.len() as u64);
            for a in turn {
                put_action(&mut out, *a);
            }
        }
        out
    }

    /// Reads the binary form written by [`Game::encode`]. The turn in progress is replayed
    /// through the rules; earlier turns are taken as stored.
    ///
    /// # Errors
    /// A [`DecodeError`] when the bytes are not a game written by this format.
    pub fn decode(bytes: &[u8]) -> Result<Game, DecodeError> {
        let mut r = Reader { bytes, at: 0 };
        let version = r.byte()?;
        if version != FORMAT_VERSION {
            return Err(DecodeError::Version(version));
        }
        let flags = r.byte()?;
        if flags & !(FLAG_CUSTOM_START | FLAG_RESIGNED | FLAG_RESIGNED_BLACK) != 0 {
            return Err(DecodeError::Malformed("flags"));
        }
        let start = if flags & FLAG_CUSTOM_START != 0 {
            read_position(&mut r)?
        } else {
            Position::initial()
        };
        let turn_start = read_position(&mut r)?;
        let n_turns = r.varint()?;
        // Every turn takes at least one byte, so a count past the remaining bytes is corrupt.
        if n_turns == 0 || n_turns > (bytes.len() - r.at) as u64 {
            return Err(DecodeError::Malformed("turn count"));
        }
        let mut turns = Vec::with_capacity(n_turns as usize);
        for _ in 0..n_turns {
            let n = r.varint()?;
            if n > 4 {
                return Err(DecodeError::Malformed("turn"));
            }
            let mut turn = Vec::with_capacity(n as usize);
            for _ in 0..n {
                turn.push(read_action(&mut r)?);
            }
            turns.push(turn);
        }
        if r.at != bytes.len() {
            return Err(DecodeError::Trailing(bytes.len() - r.at));
        }
        let expected_turn = u64::from(start.turn) + n_turns - 1;
        if u64::from(turn_start.turn) != expected_turn {
            return Err(DecodeError::Inconsistent(format!(
                "{n_turns} turns from turn {} should reach turn {expected_turn}, but the turn in progress is {}",
                start.turn, turn_start.turn
            )));
        }
        let mut state = State::at_turn_start(turn_start);
        state.settle();
        let current = turns.last().cloned().unwrap_or_default();
        let mut game = Game {
            state,
            start,
            turns: vec![Vec::new()],
        };
        for a in current {
            game.apply(a).map_err(|e| {
                DecodeError::Inconsistent(format!("stored step {a} is not legal: {e}"))
            })?;
        }
        if game.turns.len() != 1 {
            return Err(DecodeError::Inconsistent(
                "the turn in progress holds a finished turn".to_string(),
            ));
        }
        turns.pop();
        turns.extend(game.turns);
        game.turns = turns;
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
