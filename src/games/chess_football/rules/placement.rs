//! The placement: which placements keep a team completable, and the squares each kind may
//! be placed on.
//!
//! A team is completable when its remaining placements can make it a legal team: the King on
//! one of its goal squares, at least two Pawns, no more of a kind than the limits, Bishops on
//! different colours, and for the kicking-off side a Queen, Rook, Bishop or Knight on its
//! kick-off square with a team-mate to pass to. The two teams never interact: each places only
//! in its own half, and a kick-off pass stays in the kicking-off side's half. During a
//! placement every piece in a side's half is its own, so the first piece a line from the
//! kick-off square meets is a team-mate, and the kick-off piece has a pass exactly when a
//! team-mate stands on one of the squares of [`KICKOFF_TARGETS`] for its kind.

use super::position::Position;
use super::square::{Bitboard, Kind, Side, Square};
use super::tables::{GOAL, HALF, KICKOFF, KICKOFF_TARGETS, LIGHT};

const KING: usize = Kind::King as usize;
const PAWN: usize = Kind::Pawn as usize;
const BISHOP: usize = Kind::Bishop as usize;

/// One side's placed pieces, as far as completing the team is concerned.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Team {
    side: Side,
    /// Whether this side kicks off.
    kicking: bool,
    own: Bitboard,
    count: [u32; 6],
    bishops: Bitboard,
    /// The kind on the kick-off square (for the kicking-off side).
    on_kickoff: Option<Kind>,
}

impl Team {
    /// `side`'s team in a placement (or kick-off) position.
    pub(crate) fn of(pos: &Position, side: Side) -> Team {
        let own = pos.pieces(side);
        let mut count = [0; 6];
        for kind in Kind::ALL {
            count[kind.idx()] = own.and(pos.kinds[kind.idx()]).len();
        }
        let k = KICKOFF[side.idx()];
        Team {
            side,
            kicking: pos.kicker() == side,
            own,
            count,
            bishops: pos.pieces_of(side, Kind::Bishop),
            on_kickoff: own.contains(k).then(|| pos.kind_at(k)),
        }
    }

    /// The team after placing `kind` on `sq`.
    #[must_use]
    fn with(mut self, kind: Kind, sq: Square) -> Team {
        self.own = self.own.with(sq);
        self.count[kind.idx()] += 1;
        if kind == Kind::Bishop {
            self.bishops = self.bishops.with(sq);
        }
        if sq == KICKOFF[self.side.idx()] {
            self.on_kickoff = Some(kind);
        }
        self
    }

    /// Whether the remaining placements can complete a legal team.
    pub(crate) fn completable(&self) -> bool {
        let s = self.side.idx();
        let n = self.own.len();
        if n > 6 {
            return false;
        }
        let r = 6 - n;
        let need_k = u32::from(self.count[KING] == 0);
        let need_p = 2u32.saturating_sub(self.count[PAWN]);
        let empty = HALF[s].minus(self.own);
        if need_k == 1 && GOAL[s].and(empty).is_empty() {
            return false;
        }
        if !self.kicking {
            return need_k + need_p <= r;
        }
        // The placements a receiver of the kick-off pass needs beyond those already owed:
        // none when a team-mate is there already, or when the King or a Pawn still owed can
        // stand on a target square; otherwise one more piece (a Pawn, or any kind on a goal
        // square: some kind is always left, the counts ensure it).
        let extra = |targets: Bitboard| -> u32 {
            let free = empty.and(targets);
            if self.own.and(targets).nonempty()
                || (need_k == 1 && free.and(GOAL[s]).nonempty())
                || (need_p > 0 && free.minus(GOAL[s]).nonempty())
            {
                0
            } else {
                1
            }
        };
        match self.on_kickoff {
            Some(kind) => {
                let targets = KICKOFF_TARGETS[s][kind.idx()];
                targets.nonempty() && need_k + need_p + extra(targets) <= r
            }
            None => {
                let base = need_k + need_p + 1;
                if base > r {
                    return false;
                }
                let light = KICKOFF[s].is_light();
                let bishop_free = self.count[BISHOP] < 2
                    && !self.bishops.into_iter().any(|b| b.is_light() == light);
                [Kind::Queen, Kind::Rook, Kind::Bishop, Kind::Knight]
                    .into_iter()
                    .any(|kind| {
                        let free = if kind == Kind::Bishop {
                            bishop_free
                        } else {
                            self.count[kind.idx()] < kind.placement_limit()
                        };
                        free && base + extra(KICKOFF_TARGETS[s][kind.idx()]) <= r
                    })
            }
        }
    }

    /// The squares a piece of `kind` may be placed on now: empty squares of the half that the
    /// kind may stand on, after which the team is still completable. The team must be
    /// completable now (as every team in a valid position is).
    pub(crate) fn targets(&self, kind: Kind) -> Bitboard {
        let s = self.side.idx();
        if self.count[kind.idx()] >= kind.placement_limit() || self.own.len() >= 6 {
            return Bitboard::EMPTY;
        }
        let empty = HALF[s].minus(self.own);
        let k = KICKOFF[s];
        let k_empty = self.kicking && self.on_kickoff.is_none();
        let allowed = match kind {
            Kind::King => empty.and(GOAL[s]),
            // A Pawn on the kick-off square could never pass: its diagonal squares lie in the
            // other half.
            Kind::Pawn if self.kicking => empty.minus(GOAL[s]).without(k),
            Kind::Pawn => empty.minus(GOAL[s]),
            Kind::Bishop => match self.bishops.first() {
                Some(b) if b.is_light() => empty.minus(LIGHT),
                Some(_) => empty.and(LIGHT),
                None => empty,
            },
            _ => empty,
        };
        if allowed.is_empty() {
            return allowed;
        }
        // Fast path: with a slot to spare after everything still owed (the King, Pawns up to
        // two, the kick-off piece, and one receiver for its pass), every square is fine but a
        // last free goal square that the King still needs.
        let r = 5 - self.own.len();
        let need_k = u32::from(self.count[KING] == 0 && kind != Kind::King);
        let mut need_p = 2u32.saturating_sub(self.count[PAWN]);
        if kind == Kind::Pawn {
            need_p = need_p.saturating_sub(1);
        }
        let need_ko = u32::from(k_empty);
        let served = match self.on_kickoff {
            Some(x) => self.own.and(KICKOFF_TARGETS[s][x.idx()]).nonempty(),
            None => false,
        };
        let receiver = u32::from(self.kicking && !served);
        let owed = need_k + need_p + need_ko;
        if owed + receiver <= r {
            if need_k == 1 && empty.and(GOAL[s]).len() == 1 {
                return allowed.minus(GOAL[s]);
            }
            return allowed;
        }
        // Short by two or more, or (with nothing left to serve) by one: no square helps, as
        // a placement on the kick-off square settles one owed piece at most.
        if owed > r + u32::from(k_empty) || (receiver == 0 && owed > r) {
            return Bitboard::EMPTY;
        }
        // Otherwise decide square class by square class: completability depends on a square
        // only through these sets.
        let mut masks = [Bitboard::EMPTY; 6];
        let mut m = 0;
        masks[m] = GOAL[s];
        m += 1;
        if self.kicking {
            match self.on_kickoff {
                Some(x) => {
                    masks[m] = KICKOFF_TARGETS[s][x.idx()];
                    m += 1;
                }
                None => {
                    for (i, x) in [Kind::Rook, Kind::Bishop, Kind::Knight]
                        .into_iter()
                        .enumerate()
                    {
                        masks[m + i] = KICKOFF_TARGETS[s][x.idx()];
                    }
                    masks[m + 3] = k.bb();
                    m += 4;
                }
            }
            if kind == Kind::Bishop {
                masks[m] = LIGHT;
                m += 1;
            }
        }
        let mut out = Bitboard::EMPTY;
        let mut rest = allowed;
        while let Some(sq) = rest.first() {
            let mut class = allowed;
            for &mask in &masks[..m] {
                class = if mask.contains(sq) {
                    class.and(mask)
                } else {
                    class.minus(mask)
                };
            }
            if self.with(kind, sq).completable() {
                out = out.or(class);
            }
            rest = rest.minus(class);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether some sequence of placements completes the team, by trying them all (squares
    /// in increasing order, so each set is tried once).
    fn brute(pos: &Position, side: Side, min: usize) -> bool {
        let team = Team::of(pos, side);
        if team.own.len() == 6 {
            return final_ok(pos, side);
        }
        let s = side.idx();
        for kind in Kind::ALL {
            for sq in HALF[s].minus(pos.occupied()) {
                if sq.index() < min {
                    continue;
                }
                let ok_square = match kind {
                    Kind::King => GOAL[s].contains(sq),
                    Kind::Pawn => !GOAL[s].contains(sq),
                    _ => true,
                };
                if !ok_square {
                    continue;
                }
                let mut next = *pos;
                next.put(sq, super::super::square::Piece::new(side, kind));
                if brute(&next, side, sq.index() + 1) {
                    return true;
                }
            }
        }
        false
    }

    fn final_ok(pos: &Position, side: Side) -> bool {
        let s = side.idx();
        let own = pos.pieces(side);
        let count = |k: Kind| pos.pieces_of(side, k).len();
        if count(Kind::King) != 1 || count(Kind::Pawn) < 2 {
            return false;
        }
        if Kind::ALL.iter().any(|&k| count(k) > k.placement_limit()) {
            return false;
        }
        if pos.pieces_of(side, Kind::King).minus(GOAL[s]).nonempty()
            || pos.pieces_of(side, Kind::Pawn).and(GOAL[s]).nonempty()
        {
            return false;
        }
        let b = pos.pieces_of(side, Kind::Bishop);
        if b.len() == 2 && b.and(LIGHT).len() != 1 {
            return false;
        }
        if pos.kicker() != side {
            return true;
        }
        let k = KICKOFF[s];
        if !own.contains(k) {
            return false;
        }
        let kind = pos.kind_at(k);
        super::super::tables::reach(kind, side, k, pos.occupied())
            .and(own)
            .nonempty()
    }

    #[test]
    fn completability_agrees_with_trying_every_completion() {
        let mut rng = fastrand::Rng::with_seed(3);
        let mut checked = 0;
        for _ in 0..3000 {
            let mut pos = Position::initial();
            let side = if rng.bool() { Side::White } else { Side::Black };
            let s = side.idx();
            // Random pieces (not necessarily completable), 3 to 6 of them.
            let n = rng.usize(3..=6);
            let n = if rng.usize(..3) == 0 {
                rng.usize(0..=2)
            } else {
                n
            };
            let squares: Vec<Square> = HALF[s].collect();
            let mut placed = 0;
            while placed < n {
                let sq = squares[rng.usize(..squares.len())];
                if pos.occupied().contains(sq) {
                    continue;
                }
                let kind = Kind::ALL[rng.usize(..6)];
                let ok = match kind {
                    Kind::King => GOAL[s].contains(sq),
                    Kind::Pawn => !GOAL[s].contains(sq),
                    _ => true,
                };
                if !ok {
                    continue;
                }
                pos.put(sq, super::super::square::Piece::new(side, kind));
                placed += 1;
            }
            let team = Team::of(&pos, side);
            if Kind::ALL
                .iter()
                .any(|&k| team.count[k.idx()] > k.placement_limit())
            {
                continue;
            }
            let b = pos.pieces_of(side, Kind::Bishop);
            if b.len() == 2 && b.and(LIGHT).len() != 1 {
                continue;
            }
            // The squares offered per kind are exactly those after which the team is
            // still completable (asked only of completable teams, as in a match).
            for kind in Kind::ALL.into_iter().filter(|_| team.completable()) {
                let mut expected = Bitboard::EMPTY;
                if team.own.len() < 6 && team.count[kind.idx()] < kind.placement_limit() {
                    for sq in HALF[s].minus(team.own) {
                        let fits = match kind {
                            Kind::King => GOAL[s].contains(sq),
                            Kind::Pawn => !GOAL[s].contains(sq),
                            Kind::Bishop => !team
                                .bishops
                                .into_iter()
                                .any(|b| b.is_light() == sq.is_light()),
                            _ => true,
                        };
                        if fits && team.with(kind, sq).completable() {
                            expected = expected.with(sq);
                        }
                    }
                }
                assert_eq!(team.targets(kind), expected, "{kind} in {pos} for {side}");
            }
            if n < 3 || (n == 3 && checked % 8 != 0) {
                checked += 1;
                continue;
            }
            assert_eq!(
                team.completable(),
                brute(&pos, side, 0),
                "{} for {side}",
                pos
            );
            checked += 1;
        }
        assert!(checked > 500, "{checked}");
    }
}
