//! Geometry tables computed at compile time (king steps, knight jumps, the eight rays, pawn
//! steps) and the board's fixed regions (halves, goals, kick-off squares).

use super::square::{Bitboard, Kind, SQUARE_COUNT, Side, Square};
use crate::games::shared::board::{KING_STEPS, KNIGHT_JUMPS};

/// The eight ray directions. The first four increase the square index (their nearest
/// blocker is the lowest set bit), the last four decrease it (the highest set bit).
const RAY_DELTAS: [(i32, i32); 8] = [
    (0, 1),
    (1, 0),
    (1, 1),
    (-1, 1),
    (0, -1),
    (-1, 0),
    (1, -1),
    (-1, -1),
];

const fn build_rays() -> [[Bitboard; SQUARE_COUNT]; 8] {
    let mut out = [[Bitboard::EMPTY; SQUARE_COUNT]; 8];
    let mut d = 0;
    while d < 8 {
        let mut i = 0;
        while i < SQUARE_COUNT {
            let sq = Square::ALL[i];
            let (mut f, mut r) = (sq.file() as i32, sq.rank() as i32);
            loop {
                f += RAY_DELTAS[d].0;
                r += RAY_DELTAS[d].1;
                match Square::from_coords(f, r) {
                    Some(t) => out[d][i] = out[d][i].with(t),
                    None => break,
                }
            }
            i += 1;
        }
        d += 1;
    }
    out
}

/// One step forward (White up, Black down) from each square, empty on the last rank.
const fn build_pawn(side: Side, captures: bool) -> [Bitboard; SQUARE_COUNT] {
    let dr = match side {
        Side::White => 1,
        Side::Black => -1,
    };
    if captures {
        Bitboard::steps(&[(-1, dr), (1, dr)])
    } else {
        Bitboard::steps(&[(0, dr)])
    }
}

const fn ranks(from: u8, to: u8) -> Bitboard {
    let mut bb = 0u64;
    let mut r = from;
    while r <= to {
        bb |= 0xffu64 << (8 * r);
        r += 1;
    }
    Bitboard(bb)
}

/// King-step targets of each square.
pub(crate) static KING: [Bitboard; SQUARE_COUNT] = Bitboard::steps(&KING_STEPS);
/// Knight-jump targets of each square.
pub(crate) static KNIGHT: [Bitboard; SQUARE_COUNT] = Bitboard::steps(&KNIGHT_JUMPS);
/// The squares along each of the eight rays from each square, to the edge.
pub(crate) static RAYS: [[Bitboard; SQUARE_COUNT]; 8] = build_rays();
/// A pawn's step straight forward, per side.
pub(crate) static PAWN_PUSH: [[Bitboard; SQUARE_COUNT]; 2] = [
    build_pawn(Side::White, false),
    build_pawn(Side::Black, false),
];
/// A pawn's diagonal-forward squares (captures and passes), per side.
pub(crate) static PAWN_DIAGONAL: [[Bitboard; SQUARE_COUNT]; 2] =
    [build_pawn(Side::White, true), build_pawn(Side::Black, true)];

/// Each side's half: White ranks 1–4, Black ranks 5–8.
pub(crate) const HALF: [Bitboard; 2] = [ranks(0, 3), ranks(4, 7)];
/// Each side's own goal: White c1–f1, Black c8–f8.
pub(crate) const GOAL: [Bitboard; 2] = [Bitboard(0x3c), Bitboard(0x3c << 56)];
/// The rank on which each side's Pawns promote: White rank 8, Black rank 1.
pub(crate) const FAR_RANK: [Bitboard; 2] = [ranks(7, 7), ranks(0, 0)];
/// The light squares (a1 is dark).
pub(crate) const LIGHT: Bitboard = Bitboard(0x55aa_55aa_55aa_55aa);
/// Each side's kick-off square: e4 for White, e5 for Black.
pub(crate) const KICKOFF: [Square; 2] = [Square::ALL[28], Square::ALL[36]];

/// The squares along ray `d` (one that increases the square index) from `from`, up to and
/// including the first occupied square. Branch-free: a sentinel bit on h8 stands for "no
/// blocker", and the ray from h8 onward is empty.
#[inline(always)]
fn ray_up(d: usize, from: Square, occ: Bitboard) -> u64 {
    let ray = RAYS[d][from.index()].0;
    let first = ((ray & occ.0) | 1 << 63).trailing_zeros() as usize;
    ray & !RAYS[d][first].0
}

/// As [`ray_up`] for a ray that decreases the square index (the sentinel is a1).
#[inline(always)]
fn ray_down(d: usize, from: Square, occ: Bitboard) -> u64 {
    let ray = RAYS[d][from.index()].0;
    let first = 63 - ((ray & occ.0) | 1).leading_zeros() as usize;
    ray & !RAYS[d][first].0
}

/// The squares a Rook on `from` reaches over `occ` (including the first blocker each way).
#[inline(always)]
pub(crate) fn rook_reach(from: Square, occ: Bitboard) -> Bitboard {
    Bitboard(
        ray_up(0, from, occ)
            | ray_up(1, from, occ)
            | ray_down(4, from, occ)
            | ray_down(5, from, occ),
    )
}

/// The squares a Bishop on `from` reaches over `occ` (including the first blocker each way).
#[inline(always)]
pub(crate) fn bishop_reach(from: Square, occ: Bitboard) -> Bitboard {
    Bitboard(
        ray_up(2, from, occ)
            | ray_up(3, from, occ)
            | ray_down(6, from, occ)
            | ray_down(7, from, occ),
    )
}

/// The squares a piece of `kind` and `side` on `from` could capture on, given the occupied
/// squares `occ`: also where it passes. For a Pawn, the two squares diagonally forward.
#[inline(always)]
pub(crate) fn reach(kind: Kind, side: Side, from: Square, occ: Bitboard) -> Bitboard {
    match kind {
        Kind::King => KING[from.index()],
        Kind::Knight => KNIGHT[from.index()],
        Kind::Rook => rook_reach(from, occ),
        Kind::Bishop => bishop_reach(from, occ),
        Kind::Queen => rook_reach(from, occ).or(bishop_reach(from, occ)),
        Kind::Pawn => PAWN_DIAGONAL[side.idx()][from.index()],
    }
}

const fn kickoff_targets(side: Side) -> [Bitboard; 6] {
    let k = KICKOFF[side.idx()].index();
    let half = HALF[side.idx()];
    let rays = build_rays();
    let mut rook = 0u64;
    let mut bishop = 0u64;
    let mut d = 0;
    while d < 8 {
        if d < 2 || d == 4 || d == 5 {
            rook |= rays[d][k].0;
        } else {
            bishop |= rays[d][k].0;
        }
        d += 1;
    }
    let rook = Bitboard(rook).and(half);
    let bishop = Bitboard(bishop).and(half);
    [
        Bitboard::EMPTY,
        rook.or(bishop),
        rook,
        bishop,
        Bitboard::steps(&KNIGHT_JUMPS)[k].and(half),
        Bitboard::EMPTY,
    ]
}

/// For each side and kind, the squares of the kick-off side's half that a piece of that kind
/// on its kick-off square could pass to on an empty board. During a placement every piece in a
/// side's half is its own, so the first piece met along a line is a team-mate: the kick-off
/// piece has a pass exactly when a team-mate stands on one of these squares. Empty for the
/// King (never on the kick-off square) and the Pawn (its diagonal squares lie in the other
/// half).
pub(crate) static KICKOFF_TARGETS: [[Bitboard; 6]; 2] =
    [kickoff_targets(Side::White), kickoff_targets(Side::Black)];

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        s.parse().unwrap_or_else(|e| panic!("{e}"))
    }

    fn set(names: &str) -> Bitboard {
        names.split_whitespace().map(sq).collect()
    }

    #[test]
    fn regions() {
        assert_eq!(HALF[0].len(), 32);
        assert_eq!(HALF[0].or(HALF[1]), Bitboard::FULL);
        assert_eq!(GOAL[0], set("c1 d1 e1 f1"));
        assert_eq!(GOAL[1], set("c8 d8 e8 f8"));
        assert_eq!(KICKOFF, [sq("e4"), sq("e5")]);
        assert!(LIGHT.contains(sq("e4")) && !LIGHT.contains(sq("e5")));
        assert_eq!(LIGHT.len(), 32);
    }

    #[test]
    fn kickoff_targets_stay_in_the_half() {
        let w = &KICKOFF_TARGETS[0];
        assert_eq!(w[Kind::Knight.idx()], set("c3 d2 f2 g3"));
        assert_eq!(w[Kind::Bishop.idx()], set("d3 c2 b1 f3 g2 h1"));
        assert_eq!(w[Kind::Rook.idx()], set("a4 b4 c4 d4 f4 g4 h4 e3 e2 e1"));
        let b = &KICKOFF_TARGETS[1];
        assert_eq!(b[Kind::Knight.idx()], set("c6 d7 f7 g6"));
        assert!(b[Kind::Rook.idx()].contains(sq("e8")));
    }

    #[test]
    fn sliders_stop_at_the_first_piece() {
        let occ = set("e6 c4");
        let r = rook_reach(sq("e4"), occ);
        assert!(r.contains(sq("e6")) && !r.contains(sq("e7")));
        assert!(r.contains(sq("c4")) && !r.contains(sq("b4")));
        assert!(r.contains(sq("e1")) && r.contains(sq("h4")));
        let b = bishop_reach(sq("a1"), set("d4"));
        assert_eq!(b, set("b2 c3 d4"));
        assert_eq!(PAWN_DIAGONAL[0][sq("a2").index()], set("b3"));
        assert_eq!(PAWN_PUSH[1][sq("e7").index()], set("e6"));
        assert!(PAWN_PUSH[0][sq("e8").index()].is_empty());
    }
}
