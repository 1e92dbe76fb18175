//! Geometry tables, computed at compile time: king steps, knight jumps with their
//! intermediate squares, straight lines of length 1..5, orthogonal neighbours and the
//! fixed regions of the board (field, goals, goal areas).

use super::square::{Bitboard, SQUARE_COUNT, Side, Square};
use crate::games::shared::board::{KING_STEPS, KNIGHT_JUMPS};

/// One knight jump from a square: the target, and the set of its two intermediate squares
/// when both exist (the jump is blocked when both are occupied). When one intermediate square
/// does not exist the jump can never be blocked and `intermediates` is empty.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Jump {
    pub to: Square,
    pub intermediates: Bitboard,
}

pub(crate) struct Jumps {
    pub list: [Jump; 8],
    pub len: usize,
}

impl Jumps {
    pub fn as_slice(&self) -> &[Jump] {
        &self.list[..self.len]
    }
}

const fn sq_at(file: i32, rank: i32) -> Option<Square> {
    Square::from_coords(file, rank)
}

const EMPTY_JUMP: Jump = Jump {
    to: Square::ALL[0],
    intermediates: Bitboard::EMPTY,
};

const fn build_jumps() -> [Jumps; SQUARE_COUNT] {
    let mut out = [const {
        Jumps {
            list: [EMPTY_JUMP; 8],
            len: 0,
        }
    }; SQUARE_COUNT];
    let mut i = 0;
    while i < SQUARE_COUNT {
        let sq = Square::ALL[i];
        let (f, r) = (sq.file() as i32, sq.rank() as i32);
        let mut d = 0;
        while d < 8 {
            let (df, dr) = KNIGHT_JUMPS[d];
            if let Some(to) = sq_at(f + df, r + dr) {
                // The two squares king-adjacent to both ends: one step along the long
                // axis, with and without the short-axis step.
                let (a, b) = if df.abs() == 2 {
                    (sq_at(f + df / 2, r), sq_at(f + df / 2, r + dr))
                } else {
                    (sq_at(f, r + dr / 2), sq_at(f + df, r + dr / 2))
                };
                let intermediates = match (a, b) {
                    (Some(a), Some(b)) => a.bb().with(b),
                    _ => Bitboard::EMPTY,
                };
                let n = out[i].len;
                out[i].list[n] = Jump { to, intermediates };
                out[i].len = n + 1;
            }
            d += 1;
        }
        i += 1;
    }
    out
}

const fn build_knight_targets() -> [Bitboard; SQUARE_COUNT] {
    let mut out = [Bitboard::EMPTY; SQUARE_COUNT];
    let mut i = 0;
    while i < SQUARE_COUNT {
        let mut j = 0;
        while j < JUMPS[i].len {
            out[i] = out[i].with(JUMPS[i].list[j].to);
            j += 1;
        }
        i += 1;
    }
    out
}

/// Every step along a straight line of one to five squares: each king step, one to five times.
const LINE_STEPS: [(i32, i32); 40] = {
    let mut out = [(0, 0); 40];
    let mut d = 0;
    while d < 8 {
        let mut k = 1;
        while k <= 5 {
            out[5 * d + k - 1] = (KING_STEPS[d].0 * k as i32, KING_STEPS[d].1 * k as i32);
            k += 1;
        }
        d += 1;
    }
    out
};

const fn region(files: (u8, u8), ranks: (u8, u8)) -> Bitboard {
    let mut bb = Bitboard::EMPTY;
    let mut r = ranks.0;
    while r <= ranks.1 {
        let mut f = files.0;
        while f <= files.1 {
            if let Some(sq) = Square::new(f, r) {
                bb = bb.with(sq);
            }
            f += 1;
        }
        r += 1;
    }
    bb
}

/// King-step targets of each square.
pub(crate) static KING: [Bitboard; SQUARE_COUNT] = Bitboard::steps(&KING_STEPS);
/// Orthogonal neighbours of each square.
pub(crate) static ORTH: [Bitboard; SQUARE_COUNT] =
    Bitboard::steps(&[(0, 1), (0, -1), (1, 0), (-1, 0)]);
/// Knight jumps of each square with their intermediate squares.
pub(crate) static JUMPS: [Jumps; SQUARE_COUNT] = build_jumps();
/// Knight-jump targets of each square, ignoring blocking (for kicks).
pub(crate) static KNIGHT: [Bitboard; SQUARE_COUNT] = build_knight_targets();
/// Squares 1..5 away along the 8 straight lines (Monkey kicks, ricochets).
pub(crate) static LINES: [Bitboard; SQUARE_COUNT] = Bitboard::steps(&LINE_STEPS);

/// The 9 × 13 field (ranks 2–14).
pub(crate) const FIELD: Bitboard = region((0, 8), (2, 14));
/// Each side's goal: White d1–f1, Black d15–f15.
pub(crate) const GOAL: [Bitboard; 2] = [region((3, 5), (1, 1)), region((3, 5), (15, 15))];
/// Both goals.
pub(crate) const GOALS: Bitboard = GOAL[0].or(GOAL[1]);
/// Each side's goal area: White c2–g3, Black c13–g14.
pub(crate) const GOAL_AREA: [Bitboard; 2] = [region((2, 6), (2, 3)), region((2, 6), (13, 14))];
/// Where each side's Monkey may stand: its goal area and its goal.
pub(crate) const MONKEY_ZONE: [Bitboard; 2] = [GOAL_AREA[0].or(GOAL[0]), GOAL_AREA[1].or(GOAL[1])];

/// Where a Monkey of `side` standing on `from` may kick the ball.
#[inline]
pub(crate) fn monkey_kicks(side: Side, from: Square) -> Bitboard {
    LINES[from.index()].and(FIELD).minus(GOAL_AREA[side.idx()])
}

/// Where a ball ricocheting off a Monkey on `at` may land.
#[inline]
pub(crate) fn ricochets(at: Square) -> Bitboard {
    LINES[at.index()].minus(GOALS)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        s.parse().unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn region_sizes() {
        assert_eq!(FIELD.len(), 117);
        assert_eq!(GOALS.len(), 6);
        assert_eq!(GOAL_AREA[0].len(), 10);
        assert_eq!(MONKEY_ZONE[1].len(), 13);
        assert_eq!(FIELD.or(GOALS), Bitboard::FULL);
    }

    #[test]
    fn knight_intermediates() {
        let j = JUMPS[sq("e8").index()]
            .as_slice()
            .iter()
            .find(|j| j.to == sq("g9"))
            .map(|j| j.intermediates);
        assert_eq!(j, Some(sq("f8").bb().with(sq("f9"))));
        // b2-d1: c1 does not exist, so the jump has no blocking pair.
        let j = JUMPS[sq("b2").index()]
            .as_slice()
            .iter()
            .find(|j| j.to == sq("d1"))
            .map(|j| j.intermediates);
        assert_eq!(j, Some(Bitboard::EMPTY));
    }

    #[test]
    fn lines_and_kicks() {
        // From e1 the lines reach e2..e6, d2..a5 diagonally, f1 and d1 (rank 1 has only d-f).
        let l = LINES[sq("e1").index()];
        assert!(l.contains(sq("e6")) && !l.contains(sq("e7")));
        assert!(l.contains(sq("a5")) && l.contains(sq("d1")) && l.contains(sq("f1")));
        let k = monkey_kicks(Side::White, sq("e1"));
        assert!(!k.contains(sq("e3")) && k.contains(sq("e4")) && !k.contains(sq("d1")));
        assert!(!ricochets(sq("e14")).contains(sq("e15")));
    }
}
