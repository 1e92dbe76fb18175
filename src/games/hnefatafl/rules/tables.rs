//! Geometry, computed at compile time: the special squares, the board edge, the rays along
//! ranks and files, and one-step shifts of square sets.

use super::square::{BOARD_SIZE, Bitboard, SQUARE_COUNT, Square};

const N: u8 = BOARD_SIZE;

const fn sq(file: u8, rank: u8) -> Square {
    match Square::new(file, rank) {
        Some(s) => s,
        None => panic!("square off the board in a table"),
    }
}

/// The throne, f6.
pub(crate) const THRONE: Square = sq(5, 6);
/// The four corners (refuges): a1, k1, a11, k11.
pub(crate) const CORNERS: Bitboard = sq(0, 1)
    .bb()
    .with(sq(N - 1, 1))
    .with(sq(0, N))
    .with(sq(N - 1, N));
/// Squares only the King may stop on: the throne and the corners.
pub(crate) const RESTRICTED: Bitboard = CORNERS.with(THRONE);

const fn file_mask(file: u8) -> Bitboard {
    let mut bb = Bitboard::EMPTY;
    let mut r = 1;
    while r <= N {
        bb = bb.with(sq(file, r));
        r += 1;
    }
    bb
}

const fn rank_mask(rank: u8) -> Bitboard {
    let mut bb = Bitboard::EMPTY;
    let mut f = 0;
    while f < N {
        bb = bb.with(sq(f, rank));
        f += 1;
    }
    bb
}

/// File a.
pub(crate) const FILE_A: Bitboard = file_mask(0);
/// File k.
pub(crate) const FILE_K: Bitboard = file_mask(N - 1);
/// Rank 1.
pub(crate) const RANK_1: Bitboard = rank_mask(1);
/// Rank 11.
pub(crate) const RANK_11: Bitboard = rank_mask(N);
/// Every edge square, corners included.
pub(crate) const EDGE: Bitboard = FILE_A.or(FILE_K).or(RANK_1).or(RANK_11);

/// The four directions along ranks and files.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Dir {
    /// Towards rank 11 (index + 11).
    North = 0,
    /// Towards file k (index + 1).
    East = 1,
    /// Towards rank 1 (index − 11).
    South = 2,
    /// Towards file a (index − 1).
    West = 3,
}

impl Dir {
    pub(crate) const ALL: [Dir; 4] = [Dir::North, Dir::East, Dir::South, Dir::West];

    /// File and rank steps.
    const fn delta(self) -> (i32, i32) {
        match self {
            Dir::North => (0, 1),
            Dir::East => (1, 0),
            Dir::South => (0, -1),
            Dir::West => (-1, 0),
        }
    }

    /// Whether the direction goes towards higher indices.
    #[inline]
    pub(crate) const fn is_positive(self) -> bool {
        matches!(self, Dir::North | Dir::East)
    }
}

/// The square one step from `from` in `dir`, if on the board.
#[inline]
pub(crate) const fn step(from: Square, dir: Dir) -> Option<Square> {
    let (df, dr) = dir.delta();
    let f = from.file() as i32 + df;
    let r = from.rank() as i32 + dr;
    if f < 0 || f >= N as i32 || r < 1 || r > N as i32 {
        None
    } else {
        Square::new(f as u8, r as u8)
    }
}

const fn build_rays() -> [[Bitboard; SQUARE_COUNT]; 4] {
    let mut out = [[Bitboard::EMPTY; SQUARE_COUNT]; 4];
    let mut d = 0;
    while d < 4 {
        let dir = Dir::ALL[d];
        let mut i = 0;
        while i < SQUARE_COUNT {
            let mut at = step(Square::ALL[i], dir);
            while let Some(s) = at {
                out[d][i] = out[d][i].with(s);
                at = step(s, dir);
            }
            i += 1;
        }
        d += 1;
    }
    out
}

const fn build_neighbours() -> [Bitboard; SQUARE_COUNT] {
    let mut out = [Bitboard::EMPTY; SQUARE_COUNT];
    let mut i = 0;
    while i < SQUARE_COUNT {
        let mut d = 0;
        while d < 4 {
            if let Some(s) = step(Square::ALL[i], Dir::ALL[d]) {
                out[i] = out[i].with(s);
            }
            d += 1;
        }
        i += 1;
    }
    out
}

/// For each direction and square, the squares beyond it in that direction up to the edge.
pub(crate) static RAYS: [[Bitboard; SQUARE_COUNT]; 4] = build_rays();
/// The orthogonal neighbours of each square.
pub(crate) static NEIGHBOURS: [Bitboard; SQUARE_COUNT] = build_neighbours();

/// The squares a rook on `from` reaches in `dir` before the first occupied square of `occ`.
#[inline]
pub(crate) fn ray_targets(from: Square, dir: Dir, occ: Bitboard) -> Bitboard {
    let ray = RAYS[dir as usize][from.index()];
    let blockers = ray.0 & occ.0;
    if blockers == 0 {
        return ray;
    }
    let first = if dir.is_positive() {
        blockers.trailing_zeros()
    } else {
        127 - blockers.leading_zeros()
    };
    Bitboard(ray.0 & !RAYS[dir as usize][first as usize].0 & !(1u128 << first))
}

/// Every square a rook on `from` reaches before the first occupied square of `occ`.
#[inline]
pub(crate) fn rook_targets(from: Square, occ: Bitboard) -> Bitboard {
    ray_targets(from, Dir::North, occ)
        .or(ray_targets(from, Dir::East, occ))
        .or(ray_targets(from, Dir::South, occ))
        .or(ray_targets(from, Dir::West, occ))
}

/// The set together with every orthogonal neighbour of its squares.
#[inline]
pub(crate) const fn grow(bb: Bitboard) -> Bitboard {
    let b = bb.0;
    let north = (b << N) & Bitboard::FULL.0;
    let south = b >> N;
    let east = (b << 1) & !FILE_A.0 & Bitboard::FULL.0;
    let west = (b >> 1) & !FILE_K.0;
    Bitboard(b | north | south | east | west)
}

/// The orthogonal neighbours of the set's squares that are not in the set.
#[inline]
pub(crate) const fn border(bb: Bitboard) -> Bitboard {
    grow(bb).minus(bb)
}

/// The squares reachable from `seeds` by orthogonal steps through `through` (the seeds are
/// included whether or not they are in `through`).
#[inline]
pub(crate) fn flood(seeds: Bitboard, through: Bitboard) -> Bitboard {
    let mut region = seeds;
    loop {
        let next = grow(region).and(through).or(seeds);
        if next == region {
            return region;
        }
        region = next;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(name: &str) -> Square {
        name.parse().unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn masks() {
        assert_eq!(EDGE.len(), 40);
        assert_eq!(CORNERS.len(), 4);
        assert_eq!(THRONE.to_string(), "f6");
        assert!(RESTRICTED.contains(s("k11")) && RESTRICTED.contains(s("f6")));
    }

    #[test]
    fn rays_and_neighbours() {
        assert_eq!(RAYS[Dir::North as usize][s("f6").index()].len(), 5);
        assert_eq!(RAYS[Dir::West as usize][s("a1").index()].len(), 0);
        assert_eq!(NEIGHBOURS[s("a1").index()].len(), 2);
        assert_eq!(NEIGHBOURS[s("f6").index()].len(), 4);
        let occ = s("f9").bb().with(s("c6"));
        let t = rook_targets(s("f6"), occ);
        assert!(t.contains(s("f8")) && !t.contains(s("f9")) && !t.contains(s("f10")));
        assert!(t.contains(s("d6")) && !t.contains(s("c6")) && t.contains(s("k6")));
        assert_eq!(t.len(), 2 + 2 + 5 + 5);
    }

    #[test]
    fn grow_does_not_wrap() {
        assert_eq!(
            grow(s("k5").bb()),
            NEIGHBOURS[s("k5").index()].with(s("k5"))
        );
        assert_eq!(
            grow(s("a5").bb()),
            NEIGHBOURS[s("a5").index()].with(s("a5"))
        );
        assert_eq!(
            grow(s("k11").bb()),
            NEIGHBOURS[s("k11").index()].with(s("k11"))
        );
        for sq in Square::ALL {
            assert_eq!(border(sq.bb()), NEIGHBOURS[sq.index()]);
        }
    }
}
