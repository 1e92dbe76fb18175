//! The service's binary storage form of a game: compact, versioned, and checked when read.
//! Reading it checks its structure and every position in it, and replays the turn in progress
//! from its stored start; completed turns are taken as stored (replaying a long history on
//! every load would cost far more than the rest of a request).

use super::action::Action;
use super::game::{Game, Reason, Status};
use super::movegen::State;
use super::position::{HpnError, Position};
use super::square::{Piece, PieceKind, SQUARE_COUNT, Side, Square};
use super::tables::GOALS;
use crate::stored::{ReadError, Reader};
use prost::encoding::encode_varint;

/// Why stored bytes are not a game.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DecodeError {
    /// The bytes end early.
    #[error("stored game is truncated")]
    Truncated,
    /// Unknown format version.
    #[error("stored game has format version {0}; this build reads versions 1 and 2")]
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

/// The first format: per-turn action counts, two or three bytes per action, and the board at
/// the start of the turn in progress. Still read, and written when format 2 cannot say a game.
const FORMAT_V1: u8 = 1;
/// The compact format (see [`Game::encode`]).
const FORMAT_V2: u8 = 2;
const FLAG_CUSTOM_START: u8 = 1;
const FLAG_RESIGNED: u8 = 2;
const FLAG_RESIGNED_BLACK: u8 = 4;

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
    encode_varint(u64::from(pos.turn), out);
    out.push(pos.ball.index() as u8);
    for pair in Square::ALL.chunks(2) {
        let lo = pair.first().map_or(0, |s| piece_code(pos.piece_at(*s)));
        let hi = pair.get(1).map_or(0, |s| piece_code(pos.piece_at(*s)));
        out.push(lo | hi << 4);
    }
}

fn read_position(r: &mut Reader<'_>) -> Result<Position, DecodeError> {
    let turn = u32::try_from(r.varint()?).map_err(|_| DecodeError::Malformed("turn"))?;
    let ball = read_square(r)?;
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
            ricochet: Some(read_square(r)?),
        },
    })
}

/// The eight king directions (file, rank); a straight line is one of them repeated.
///
/// This order and that of [`KNIGHT_JUMPS`] are part of storage format 2 (a code is an index
/// into them), so they are kept here rather than shared with the move-generation tables,
/// whose order may change freely.
const DIRECTIONS: [(i32, i32); 8] = [
    (-1, -1),
    (0, -1),
    (1, -1),
    (-1, 0),
    (1, 0),
    (-1, 1),
    (0, 1),
    (1, 1),
];
/// The eight knight jumps.
const KNIGHT_JUMPS: [(i32, i32); 8] = [
    (-1, -2),
    (1, -2),
    (-2, -1),
    (2, -1),
    (-2, 1),
    (2, 1),
    (-1, 2),
    (1, 2),
];

/// Where a piece moves (4 bits): a king step (0..8) or a knight jump (8..16).
fn move_offset(index: u32) -> (i32, i32) {
    let i = index as usize % 16;
    if i < 8 {
        DIRECTIONS[i]
    } else {
        KNIGHT_JUMPS[i - 8]
    }
}

/// Where the ball is kicked (6 bits, 0..48): a knight jump (0..8) or a straight line of 1 to
/// 5 squares (8 + 5 × direction + distance − 1).
fn kick_offset(index: u32) -> Option<(i32, i32)> {
    let i = index as usize;
    if i < 8 {
        return Some(KNIGHT_JUMPS[i]);
    }
    line_offset(index - 8)
}

/// A straight line of 1 to 5 squares (6 bits, 0..40): 5 × direction + distance − 1.
fn line_offset(index: u32) -> Option<(i32, i32)> {
    let i = index as usize;
    let (dx, dy) = *DIRECTIONS.get(i / 5)?;
    let k = (i % 5) as i32 + 1;
    Some((dx * k, dy * k))
}

fn offset_index(table: impl Iterator<Item = (i32, i32)>, from: Square, to: Square) -> Option<u32> {
    let d = (
        i32::from(to.file()) - i32::from(from.file()),
        i32::from(to.rank()) - i32::from(from.rank()),
    );
    table.into_iter().position(|o| o == d).map(|i| i as u32)
}

fn shifted(from: Square, (dx, dy): (i32, i32)) -> Option<Square> {
    Square::from_coords(i32::from(from.file()) + dx, i32::from(from.rank()) + dy)
}

/// Bits needed to number `n` things (0 for one thing or none).
fn width(n: usize) -> u32 {
    if n <= 1 {
        0
    } else {
        usize::BITS - (n - 1).leading_zeros()
    }
}

/// Bits written least significant first; unused bits of the last byte are zero.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
struct BitWriter {
    bytes: Vec<u8>,
    used: u32,
}

impl BitWriter {
    fn put(&mut self, value: u32, bits: u32) {
        let mut value = u64::from(value) & ((1u64 << bits) - 1);
        let mut left = bits;
        while left > 0 {
            let offset = self.used % 8;
            if offset == 0 {
                self.bytes.push(0);
            }
            let take = (8 - offset).min(left);
            if let Some(last) = self.bytes.last_mut() {
                *last |= ((value & ((1 << take) - 1)) << offset) as u8;
            }
            value >>= take;
            left -= take;
            self.used += take;
        }
    }

    /// Keeps the first `bits` bits.
    fn truncate(&mut self, bits: u32) {
        if bits >= self.used {
            return;
        }
        self.bytes.truncate(bits.div_ceil(8) as usize);
        if !bits.is_multiple_of(8)
            && let Some(last) = self.bytes.last_mut()
        {
            *last &= (1 << (bits % 8)) - 1;
        }
        self.used = bits;
    }
}

/// A game's actions in format 2's bit codes, kept up to date as actions are applied and taken
/// back, so that encoding a game copies bytes instead of following the board through every
/// action. It is a function of the start position and the actions alone.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) struct Packed {
    bits: BitWriter,
    /// Bits before the turn in progress.
    turn_mark: u32,
    /// Every action so far has a format-2 code (only a game not reached by legal actions could
    /// have one that does not; such a game is written in format 1).
    sayable: bool,
}

impl Packed {
    pub(crate) fn new() -> Packed {
        Packed {
            bits: BitWriter::default(),
            turn_mark: 0,
            sayable: true,
        }
    }

    /// Appends `action`, played on `pos`.
    pub(crate) fn push(&mut self, pos: &Position, action: Action) {
        if self.sayable && write_action(&mut self.bits, pos, action).is_none() {
            self.sayable = false;
        }
    }

    /// The turn in progress ended: later actions belong to the next one.
    pub(crate) fn end_turn(&mut self) {
        self.turn_mark = self.bits.used;
    }

    /// Forgets the actions of the turn in progress (to push those that remain after an undo).
    pub(crate) fn restart_turn(&mut self) {
        self.bits.truncate(self.turn_mark);
    }
}

struct BitReader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl BitReader<'_> {
    fn get(&mut self, bits: u32) -> Result<u32, DecodeError> {
        let mut value = 0;
        for i in 0..bits {
            let byte = *self.bytes.get(self.at / 8).ok_or(DecodeError::Truncated)?;
            value |= u32::from(byte >> (self.at % 8) & 1) << i;
            self.at += 1;
        }
        Ok(value)
    }
}

/// Writes `action` against the board before it, `pos`; `None` when format 2 cannot say it.
fn write_action(out: &mut BitWriter, pos: &Position, action: Action) -> Option<()> {
    match action {
        Action::Move { from, to } => {
            let own = pos.pieces(pos.side_to_move);
            if !own.contains(from) {
                return None;
            }
            let rank = own.0 & ((1u128 << from.index()) - 1);
            let target = offset_index((0..16).map(move_offset), from, to)?;
            out.put(0b0, 1);
            out.put(rank.count_ones(), width(own.len()));
            out.put(target, 4);
        }
        Action::Dribble { from, to } => {
            if from != pos.ball {
                return None;
            }
            out.put(0b01, 2);
            out.put(offset_index((0..16).map(move_offset), from, to)?, 4);
        }
        Action::Kick { from, to, ricochet } => {
            if from != pos.ball {
                return None;
            }
            let target = offset_index((0..48).filter_map(kick_offset), from, to)?;
            out.put(0b011, 3);
            out.put(target, 6);
            let monkey = pos
                .piece_at(to)
                .is_some_and(|p| p.kind == PieceKind::Monkey);
            match (monkey, ricochet) {
                (true, Some(r)) => {
                    out.put(offset_index((0..40).filter_map(line_offset), to, r)?, 6);
                }
                (false, None) => {}
                _ => return None,
            }
        }
        Action::EndTurn => out.put(0b0111, 4),
        Action::PenaltyRemove { square } => {
            out.put(0b1111, 4);
            out.put(square.index() as u32, 7);
        }
    }
    Some(())
}

/// Follows the board through a game's actions without checking them (they were checked when
/// played): what format 2 needs to know to write or read the next action.
struct Replay {
    state: State,
    /// Steps taken in the turn in progress.
    steps: u8,
    /// A step put the ball in a goal: the game is over and no action may follow.
    decided: bool,
}

impl Replay {
    fn new(start: Position) -> Replay {
        let state = State {
            pos: start,
            turn_start: start,
            steps: 0,
            entitled: false,
            used: false,
            status: Status::Ongoing,
        };
        Replay {
            state,
            steps: 0,
            decided: false,
        }
    }

    /// Makes `action`; returns whether it ended the turn.
    fn make(&mut self, action: Action) -> bool {
        let ended = if action == Action::EndTurn {
            true
        } else {
            self.state.make_board(action);
            self.steps += 1;
            if GOALS.contains(self.state.pos.ball) {
                self.decided = true;
                false
            } else {
                let limit = if self.state.pos.turn == 1 { 2 } else { 4 };
                self.steps >= limit
            }
        };
        if ended {
            let pos = &mut self.state.pos;
            pos.side_to_move = pos.side_to_move.opponent();
            pos.turn = pos.turn.saturating_add(1);
            self.steps = 0;
        }
        ended
    }

    fn read(&self, r: &mut BitReader<'_>) -> Result<Action, DecodeError> {
        let pos = &self.state.pos;
        let bad = || DecodeError::Malformed("action");
        if r.get(1)? == 0 {
            let own = pos.pieces(pos.side_to_move);
            let rank = r.get(width(own.len()))? as usize;
            let mut pieces = own;
            let from = pieces.nth(rank).ok_or_else(bad)?;
            let to = shifted(from, move_offset(r.get(4)?)).ok_or_else(bad)?;
            return Ok(Action::Move { from, to });
        }
        if r.get(1)? == 0 {
            let from = pos.ball;
            let to = shifted(from, move_offset(r.get(4)?)).ok_or_else(bad)?;
            return Ok(Action::Dribble { from, to });
        }
        if r.get(1)? == 0 {
            let from = pos.ball;
            let to = kick_offset(r.get(6)?)
                .and_then(|o| shifted(from, o))
                .ok_or_else(bad)?;
            let ricochet = if pos
                .piece_at(to)
                .is_some_and(|p| p.kind == PieceKind::Monkey)
            {
                Some(
                    line_offset(r.get(6)?)
                        .and_then(|o| shifted(to, o))
                        .ok_or_else(bad)?,
                )
            } else {
                None
            };
            return Ok(Action::Kick { from, to, ricochet });
        }
        if r.get(1)? == 0 {
            return Ok(Action::EndTurn);
        }
        let square = Square::from_index(r.get(7)? as usize).ok_or_else(bad)?;
        Ok(Action::PenaltyRemove { square })
    }
}

impl Game {
    /// The compact binary form for storage (format 2): a version byte, a flags byte, the start
    /// position when it is not the initial one, the number of bits that follow (varint), and
    /// then every action as a short bit code read against the board before it (bits are
    /// filled from the least significant one; unused bits of the last byte are zero):
    ///
    /// - a move: `0`, which of the mover's pieces (numbered by square; 4 bits for up to 16
    ///   pieces), and one of 16 targets (8 king steps, 8 knight jumps) in 4 bits;
    /// - a dribble (by the ball-holder): `10`, target in 4 bits;
    /// - a kick (by the ball-holder): `110`, one of 48 targets (8 knight jumps, 8 lines of
    ///   1 to 5 squares) in 6 bits, and when a Monkey stands there, where the ball ricochets
    ///   (one of 40 line squares) in 6 bits;
    /// - `end`: `1110`; a penalty removal: `1111` and the square in 7 bits.
    ///
    /// Turns are not delimited: a turn ends with `end` or its last allowed step. About
    /// 9 bits per action: a game of 100 turns takes some 450 bytes. The codes are kept up to
    /// date as actions are applied, so encoding copies them. A game that format 2 cannot say
    /// (only a game not reached by legal actions could be such) is written in format 1.
    #[must_use]
    pub fn encode(&self) -> Vec<u8> {
        if !self.packed.sayable {
            return self.encode_v1();
        }
        let bits = &self.packed.bits;
        let mut out = Vec::with_capacity(8 + bits.bytes.len());
        out.push(FORMAT_V2);
        let flags = self.flags();
        out.push(flags);
        if flags & FLAG_CUSTOM_START != 0 {
            put_position(&mut out, &self.start);
        }
        encode_varint(u64::from(bits.used), &mut out);
        out.extend_from_slice(&bits.bytes);
        out
    }

    fn flags(&self) -> u8 {
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
        flags
    }

    /// The first storage format: the start position (when not the initial one), every action
    /// in two or three bytes with per-turn counts, and the position at the start of the turn
    /// in progress.
    pub(crate) fn encode_v1(&self) -> Vec<u8> {
        let actions: usize = self.turns.iter().map(Vec::len).sum();
        let mut out = Vec::with_capacity(80 + 2 * actions);
        out.push(FORMAT_V1);
        let flags = self.flags();
        out.push(flags);
        if flags & FLAG_CUSTOM_START != 0 {
            put_position(&mut out, &self.start);
        }
        put_position(&mut out, &self.state.turn_start);
        encode_varint(self.turns.len() as u64, &mut out);
        for turn in &self.turns {
            encode_varint(turn.len() as u64, &mut out);
            for a in turn {
                put_action(&mut out, *a);
            }
        }
        out
    }

    /// Reads the binary form written by [`Game::encode`] (format 2, or the first format).
    /// The turn in progress is replayed through the rules; earlier turns are taken as stored.
    ///
    /// # Errors
    /// A [`DecodeError`] when the bytes are not a game written by this format.
    pub fn decode(bytes: &[u8]) -> Result<Game, DecodeError> {
        let mut r = Reader::new(bytes);
        let version = r.byte()?;
        if version != FORMAT_V1 && version != FORMAT_V2 {
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
        let (turn_start, mut turns, packed) = if version == FORMAT_V1 {
            let (turn_start, turns) = read_turns_v1(&mut r, &start)?;
            // Give the game its format-2 codes: follow the board through the finished turns.
            let mut replay = Replay::new(start);
            let mut packed = Packed::new();
            for action in turns.iter().take(turns.len().saturating_sub(1)).flatten() {
                packed.push(&replay.state.pos, *action);
                if replay.make(*action) {
                    packed.end_turn();
                }
            }
            (turn_start, turns, packed)
        } else {
            read_turns_v2(&mut r, &start)?
        };
        let mut state = State::at_turn_start(turn_start);
        state.settle();
        let current = turns.pop().unwrap_or_default();
        let mut game = Game {
            state,
            start,
            turns: vec![Vec::new()],
            packed,
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

/// Format 1 after the start position: the board at the start of the turn in progress and
/// every turn's actions (the last one is the turn in progress).
fn read_turns_v1(
    r: &mut Reader<'_>,
    start: &Position,
) -> Result<(Position, Vec<Vec<Action>>), DecodeError> {
    let turn_start = read_position(r)?;
    let n_turns = r.varint()?;
    // Every turn takes at least one byte, so a count past the remaining bytes is corrupt.
    if n_turns == 0 || n_turns > r.left() as u64 {
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
            turn.push(read_action(r)?);
        }
        turns.push(turn);
    }
    if r.left() != 0 {
        return Err(DecodeError::Trailing(r.left()));
    }
    let expected_turn = u64::from(start.turn) + n_turns - 1;
    if u64::from(turn_start.turn) != expected_turn {
        return Err(DecodeError::Inconsistent(format!(
            "{n_turns} turns from turn {} should reach turn {expected_turn}, but the turn in progress is {}",
            start.turn, turn_start.turn
        )));
    }
    Ok((turn_start, turns))
}

/// Format 2 after the start position: the bit count and the actions' bit codes; the board at
/// the start of the turn in progress is found by following the board from the start. Also
/// returns the codes of the finished turns.
fn read_turns_v2(
    r: &mut Reader<'_>,
    start: &Position,
) -> Result<(Position, Vec<Vec<Action>>, Packed), DecodeError> {
    let count = r.varint()?;
    let rest = r.rest();
    if count.div_ceil(8) != rest.len() as u64 {
        return Err(DecodeError::Malformed("bit count"));
    }
    let count = u32::try_from(count).map_err(|_| DecodeError::Malformed("bit count"))?;
    if !count.is_multiple_of(8) && rest.last().is_some_and(|b| b >> (count % 8) != 0) {
        return Err(DecodeError::Malformed("padding"));
    }
    let mut bits = BitReader { bytes: rest, at: 0 };
    let mut replay = Replay::new(*start);
    let mut turns = vec![Vec::new()];
    let mut turn_start = *start;
    let mut turn_mark = 0;
    while bits.at < count as usize {
        if replay.decided {
            return Err(DecodeError::Inconsistent(
                "actions follow the goal that decided the game".to_string(),
            ));
        }
        let action = replay.read(&mut bits)?;
        if bits.at > count as usize {
            return Err(DecodeError::Truncated);
        }
        if let Some(turn) = turns.last_mut() {
            turn.push(action);
        }
        if replay.make(action) {
            turns.push(Vec::new());
            turn_start = replay.state.pos;
            turn_mark = bits.at as u32;
        }
    }
    turn_start.validate().map_err(DecodeError::Position)?;
    let mut packed = Packed::new();
    packed.bits = BitWriter {
        bytes: rest.to_vec(),
        used: count,
    };
    packed.bits.truncate(turn_mark);
    packed.end_turn();
    Ok((turn_start, turns, packed))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Games of random legal actions (some resigned), from the initial position and others.
    fn games() -> Vec<Game> {
        let mut rng = fastrand::Rng::with_seed(5);
        let starts = [
            Position::initial(),
            Position::from_hpn("1m1/9/9/4E+4/9/h8/9/9/9/9/9/9/9/9/1M1 w 11").unwrap(),
            Position::from_hpn("3/9/4m4/9/3E+5/9/h8/9/9/9/9/9/9/9/1M1 w 11").unwrap(),
            Position::from_hpn("1m1/9/9/hh7/h8/h8/9/4E+4/9/9/9/9/9/9/1M1 w 11").unwrap(),
        ];
        let mut out = Vec::new();
        for i in 0..400 {
            let mut game = Game::from_position(starts[i % starts.len()]);
            let length = rng.usize(0..600);
            for _ in 0..length {
                let legal = game.legal_actions();
                if legal.is_empty() {
                    break;
                }
                game.apply(legal[rng.usize(..legal.len())]).unwrap();
                // Sometimes take a step back: the codes must follow undos too.
                if rng.usize(..5) == 0 {
                    let _ = game.undo_step();
                }
            }
            if i % 7 == 0 && game.status() == Status::Ongoing {
                game.resign(Side::Black).unwrap();
            }
            out.push(game);
        }
        out
    }

    #[test]
    fn both_formats_round_trip() {
        for game in games() {
            let v2 = game.encode();
            assert_eq!(v2[0], FORMAT_V2);
            assert_eq!(Game::decode(&v2).unwrap(), game, "format 2");
            let v1 = game.encode_v1();
            assert_eq!(v1[0], FORMAT_V1);
            assert_eq!(Game::decode(&v1).unwrap(), game, "format 1");
            let actions: usize = game.turns().iter().map(Vec::len).sum();
            if actions > 40 {
                assert!(v2.len() * 3 < v1.len() * 2, "{} vs {}", v2.len(), v1.len());
            }
        }
    }

    #[test]
    fn undone_steps_leave_no_trace() {
        let mut rng = fastrand::Rng::with_seed(11);
        for _ in 0..50 {
            let mut game = Game::new();
            let mut played = Game::new();
            for _ in 0..rng.usize(0..300) {
                let legal = game.legal_actions();
                if legal.is_empty() {
                    break;
                }
                let action = legal[rng.usize(..legal.len())];
                if rng.usize(..4) == 0 && game.steps_taken() > 0 {
                    let mut trial = game.clone();
                    trial.apply(action).unwrap();
                    if trial.steps_taken() > 0 {
                        trial.undo_step().unwrap();
                        assert_eq!(trial, game, "apply then undo is no change");
                    }
                }
                game.apply(action).unwrap();
                played.apply(action).unwrap();
            }
            assert_eq!(game, played);
            assert_eq!(game.encode(), played.encode());
        }
    }

    #[test]
    fn a_hundred_turns_fit_in_600_bytes() {
        let mut rng = fastrand::Rng::with_seed(9);
        let mut game = Game::new();
        while game.turn() <= 100 {
            let legal: Vec<Action> = game
                .legal_previews()
                .into_iter()
                .filter(|a| a.outcome.is_none())
                .map(|a| a.action)
                .collect();
            game.apply(legal[rng.usize(..legal.len())]).unwrap();
        }
        let bytes = game.encode();
        assert!(bytes.len() < 600, "{} bytes", bytes.len());
    }

    #[test]
    fn damaged_format_2_is_refused() {
        for game in games().into_iter().take(60) {
            let bytes = game.encode();
            if bytes.len() < 4 {
                continue;
            }
            // Cut short, extended, or with its count raised: an error, never a panic.
            assert!(Game::decode(&bytes[..bytes.len() - 1]).is_err() || bytes.len() == 3);
            let mut longer = bytes.clone();
            longer.push(0);
            assert!(Game::decode(&longer).is_err());
            for i in 2..bytes.len() {
                let mut flipped = bytes.clone();
                flipped[i] ^= 0x5a;
                let _ = Game::decode(&flipped);
            }
        }
    }
}
