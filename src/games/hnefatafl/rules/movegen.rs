//! Move generation, making moves (captures, shieldwalls, the King's capture) and the end of
//! the game (corner, exit fort, encirclement, no legal move).
//!
//! Everything here works on [`Position`], a small `Copy` value; [`Game`](super::Game) and
//! [`perft`](super::perft) are built on it. Generation writes into a fixed-capacity
//! [`MoveList`]: nothing is allocated per move.

use arrayvec::ArrayVec;

use super::moves::Move;
use super::position::Position;
use super::square::{Bitboard, Side, Square};
use super::tables::{
    CORNERS, Dir, EDGE, NEIGHBOURS, RESTRICTED, THRONE, border, flood, rook_targets, step,
};
use super::{Outcome, Reason};

/// Room for every legal move of any position: at most 24 pieces, each with at most 20
/// targets (10 along its rank, 10 along its file).
pub const MAX_MOVES: usize = 480;

/// A fixed-capacity list of moves.
pub type MoveList = ArrayVec<Move, MAX_MOVES>;

/// What making a move took off the board.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub(crate) struct Effects {
    /// Every soldier captured (custodially or in a shieldwall).
    pub captured: Bitboard,
    /// The soldiers of `captured` taken in a shieldwall.
    pub shieldwall: Bitboard,
    /// The King's square when he was captured.
    pub king_captured: Option<Square>,
}

impl Effects {
    /// Whether the move took anything: a soldier or the King.
    pub(crate) fn took_any(&self) -> bool {
        self.captured.any() || self.king_captured.is_some()
    }
}

impl Position {
    /// Where the piece on `from` may move: every empty square along its rank and file before
    /// the first piece, less the throne and corners for a soldier. A soldier passes over the
    /// empty throne.
    #[inline]
    pub(crate) fn targets(&self, from: Square, is_king: bool) -> Bitboard {
        let t = rook_targets(from, self.occupied());
        if is_king { t } else { t.minus(RESTRICTED) }
    }

    /// Writes every legal move of the side to move into `out` (appending), in order of the
    /// moving piece's square and then the target square. Whether the game is already over is
    /// not considered here.
    pub(crate) fn generate(&self, out: &mut MoveList) {
        let own = self.pieces(self.side_to_move);
        for from in own {
            let is_king = self.king.contains(from);
            for to in self.targets(from, is_king) {
                // At most 24 pieces with at most 20 targets each: `MAX_MOVES` always suffices.
                let _ = out.try_push(Move { from, to });
            }
        }
    }

    /// The number of legal moves of the side to move.
    #[must_use]
    pub fn count_moves(&self) -> u32 {
        let occ = self.occupied();
        let mut n = 0;
        for from in self.pieces(self.side_to_move) {
            let t = rook_targets(from, occ);
            n += if self.king.contains(from) {
                t.len()
            } else {
                t.minus(RESTRICTED).len()
            };
        }
        n as u32
    }

    /// Whether the side to move has a legal move.
    #[must_use]
    pub fn has_move(&self) -> bool {
        let occ = self.occupied();
        let empty = occ.complement();
        let king = self.king;
        for from in self.pieces(self.side_to_move) {
            let near = NEIGHBOURS[from.index()].and(empty);
            if near.is_empty() {
                continue;
            }
            if king.contains(from) || near.minus(RESTRICTED).any() {
                return true;
            }
            // Only restricted neighbours are free: a soldier next to the empty throne may
            // still pass over it.
            if rook_targets(from, occ).minus(RESTRICTED).any() {
                return true;
            }
        }
        false
    }

    /// Whether `mv` is a legal move of the side to move (game over or not).
    #[must_use]
    pub fn is_legal_move(&self, mv: Move) -> bool {
        let own = self.pieces(self.side_to_move);
        own.contains(mv.from)
            && self
                .targets(mv.from, self.king.contains(mv.from))
                .contains(mv.to)
    }

    /// Makes the legal move `mv` of the side to move: moves the piece, takes off what it
    /// captures and hands the turn over.
    pub(crate) fn make(&mut self, mv: Move) -> Effects {
        let side = self.side_to_move;
        let (from, to) = (mv.from, mv.to);
        let moved = from.bb().or(to.bb());
        match side {
            Side::Attackers => self.attackers.0 ^= moved.0,
            Side::Defenders => {
                if self.king.contains(from) {
                    self.king.0 ^= moved.0;
                } else {
                    self.defenders.0 ^= moved.0;
                }
            }
        }
        let mut fx = Effects::default();
        self.custodial(to, side, &mut fx);
        if EDGE.contains(to) {
            self.shieldwalls(to, side, &mut fx);
        }
        match side {
            Side::Attackers => self.defenders = self.defenders.minus(fx.captured),
            Side::Defenders => self.attackers = self.attackers.minus(fx.captured),
        }
        if side == Side::Attackers
            && let Some(k) = self.king()
            && NEIGHBOURS[k.index()].contains(to)
            && self.king_is_surrounded(k)
        {
            self.king = Bitboard::EMPTY;
            fx.king_captured = Some(k);
        }
        self.side_to_move = side.opponent();
        fx
    }

    /// Squares hostile to a soldier of `victim` side, apart from enemy pieces: the corners,
    /// and the throne — always for an attacker, only while empty for a defender.
    #[inline]
    fn hostile_squares(&self, victim: Side) -> Bitboard {
        match victim {
            Side::Attackers => RESTRICTED,
            Side::Defenders if self.king.contains(THRONE) => CORNERS,
            Side::Defenders => RESTRICTED,
        }
    }

    /// Custodial captures by the piece that just arrived on `to`.
    #[inline]
    fn custodial(&self, to: Square, side: Side, fx: &mut Effects) {
        let victims = match side {
            Side::Attackers => self.defenders,
            Side::Defenders => self.attackers,
        };
        let near = NEIGHBOURS[to.index()].and(victims);
        if near.is_empty() {
            return;
        }
        let anvils = self.pieces(side).or(self.hostile_squares(side.opponent()));
        for dir in Dir::ALL {
            if let Some(n) = step(to, dir)
                && near.contains(n)
                && let Some(beyond) = step(n, dir)
                && anvils.contains(beyond)
            {
                fx.captured = fx.captured.with(n);
            }
        }
    }

    /// Shieldwall captures by the piece that just arrived on the edge square `to`: along the
    /// edge from `to`, a row of two or more enemy pieces, bracketed at its far end by a piece
    /// of the mover's side or a corner, with a piece of the mover's side in front of every
    /// member. The row's soldiers are captured; a King in the row is not.
    fn shieldwalls(&self, to: Square, side: Side, fx: &mut Effects) {
        let row_side = self.pieces(side.opponent());
        let own = self.pieces(side);
        let brackets = own.or(CORNERS);
        // For each edge `to` lies on: the inward direction and the two directions along it.
        let edges = [
            (to.rank() == 1, Dir::North, Dir::East, Dir::West),
            (to.rank() == 11, Dir::South, Dir::East, Dir::West),
            (to.file() == 0, Dir::East, Dir::North, Dir::South),
            (to.file() == 10, Dir::West, Dir::North, Dir::South),
        ];
        for (on_edge, inward, a, b) in edges {
            if !on_edge {
                continue;
            }
            for along in [a, b] {
                let mut row = Bitboard::EMPTY;
                let mut at = step(to, along);
                let mut closed = false;
                while let Some(s) = at {
                    if row_side.contains(s) {
                        let front = step(s, inward);
                        if !front.is_some_and(|f| own.contains(f)) {
                            break;
                        }
                        row = row.with(s);
                        at = step(s, along);
                    } else {
                        closed = brackets.contains(s);
                        break;
                    }
                }
                if closed && row.len() >= 2 {
                    let taken = row.minus(self.king);
                    fx.captured = fx.captured.or(taken);
                    fx.shieldwall = fx.shieldwall.or(taken);
                }
            }
        }
    }

    /// Whether the King on `k` is surrounded: not on the edge, and each neighbour an attacker
    /// or the empty throne.
    #[inline]
    fn king_is_surrounded(&self, k: Square) -> bool {
        if EDGE.contains(k) {
            return false;
        }
        let hostile = self.attackers.with(THRONE);
        NEIGHBOURS[k.index()].minus(hostile).is_empty()
    }

    /// Whether the defenders have an exit fort (see `docs/hnefatafl-rules.md`): the King on
    /// the edge, the squares he reaches through empty squares closed off by defenders alone and
    /// free of corners, an empty square next to him, and every wall defender safe along one
    /// axis.
    pub(crate) fn exit_fort(&self) -> bool {
        let Some(k) = self.king() else {
            return false;
        };
        if !EDGE.contains(k) {
            return false;
        }
        let occ = self.occupied();
        let empty = occ.complement();
        if NEIGHBOURS[k.index()].and(empty).is_empty() {
            return false;
        }
        let inside = flood(k.bb(), empty);
        if inside.and(CORNERS).any() {
            return false;
        }
        let wall = border(inside);
        if wall.and(self.attackers).any() {
            return false;
        }
        // Squares that never hold an attacker next to a wall defender: inside the fort, a
        // defending piece, or a restricted square (off the board counts too, see below).
        let safe = inside.or(self.defenders).or(self.king).or(RESTRICTED);
        wall.into_iter().all(|w| {
            let side_ok = |d: Dir| step(w, d).is_none_or(|s| safe.contains(s));
            (side_ok(Dir::North) && side_ok(Dir::South))
                || (side_ok(Dir::East) && side_ok(Dir::West))
        })
    }

    /// Whether the attackers have encircled the defenders (see `docs/hnefatafl-rules.md`): the
    /// King and every defender in one region of non-attacker squares that touches no edge,
    /// and no attacker around it capturable from inside.
    pub(crate) fn encircled(&self) -> bool {
        let Some(k) = self.king() else {
            return false;
        };
        let defenders = self.defenders.with(k);
        if defenders.and(EDGE).any() {
            return false;
        }
        let open = self.attackers.complement();
        // Grow the region step by step, stopping as soon as it reaches the edge.
        let mut region = k.bb();
        loop {
            let next = super::tables::grow(region).and(open);
            if next.and(EDGE).any() {
                return false;
            }
            if next == region {
                break;
            }
            region = next;
        }
        if defenders.minus(region).any() {
            return false;
        }
        // An attacker of the ring can be captured from inside when, along one axis, both of
        // its neighbours are inside the region or hostile to it (throne, corner), and at
        // least one is inside.
        let reach = region.or(RESTRICTED);
        border(region).and(self.attackers).into_iter().all(|a| {
            let capturable = |d1: Dir, d2: Dir| match (step(a, d1), step(a, d2)) {
                (Some(x), Some(y)) => {
                    reach.contains(x)
                        && reach.contains(y)
                        && (region.contains(x) || region.contains(y))
                }
                _ => false,
            };
            !capturable(Dir::North, Dir::South) && !capturable(Dir::East, Dir::West)
        })
    }

    /// The outcome that the move just made by `mover` (now `self` has the opponent to move)
    /// brings about, if any.
    pub(crate) fn outcome_after(&self, mover: Side, king_captured: bool) -> Option<Outcome> {
        let won = |reason| {
            Some(Outcome {
                winner: mover,
                reason,
            })
        };
        match mover {
            Side::Attackers => {
                if king_captured {
                    return won(Reason::KingCaptured);
                }
                if self.encircled() {
                    return won(Reason::Encirclement);
                }
            }
            Side::Defenders => {
                if self.king.and(CORNERS).any() {
                    return won(Reason::KingEscaped);
                }
                if self.exit_fort() {
                    return won(Reason::ExitFort);
                }
            }
        }
        if !self.has_move() {
            return won(Reason::NoLegalMove);
        }
        None
    }

    /// Whether this position is decided as it stands: the outcome the last move (by the side
    /// not to move) would have brought about.
    pub(crate) fn standing_outcome(&self) -> Option<Outcome> {
        self.outcome_after(self.side_to_move.opponent(), self.king.is_empty())
    }
}
