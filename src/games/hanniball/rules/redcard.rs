//! Red cards: clustering and obstruction.

use super::movegen::move_targets;
use super::position::Position;
use super::square::{Bitboard, PieceKind, Side, Square};
use super::tables::ORTH;

/// What the red-card check found against one side (the offender).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct RedCardReport {
    /// Whether the offender's pieces (and the loose ball) form an orthogonally connected group
    /// of more than three squares.
    pub clustering: bool,
    /// Every such group, each sorted by square index, in order of their first square.
    pub groups: Vec<Vec<Square>>,
    /// Whether the other side is obstructed: it has a piece besides its Monkey, does not hold
    /// the ball, and none of its pieces can reach the ball.
    pub obstruction: bool,
}

impl RedCardReport {
    /// Whether either situation holds.
    #[must_use]
    pub fn any(&self) -> bool {
        self.clustering || self.obstruction
    }
}

/// The squares that count for `offender`'s clustering: its pieces, plus the ball's square when
/// the ball is loose.
fn cluster_squares(pos: &Position, offender: Side) -> Bitboard {
    let mut set = pos.sides[offender.idx()];
    if !pos.occupied().contains(pos.ball) {
        set = set.with(pos.ball);
    }
    set
}

/// The orthogonally connected group of `set` containing `seed`.
fn group_of(set: Bitboard, seed: Square) -> Bitboard {
    let mut group = seed.bb();
    let mut frontier = group;
    while !frontier.is_empty() {
        let mut next = Bitboard::EMPTY;
        for sq in frontier {
            next = next.or(ORTH[sq.index()]);
        }
        frontier = next.and(set).minus(group);
        group = group.or(frontier);
    }
    group
}

/// The connected groups of more than three squares.
fn clusters(pos: &Position, offender: Side) -> impl Iterator<Item = Bitboard> {
    let mut rest = cluster_squares(pos, offender);
    std::iter::from_fn(move || {
        while let Some(seed) = rest.first() {
            let group = group_of(rest, seed);
            rest = rest.minus(group);
            if group.len() > 3 {
                return Some(group);
            }
        }
        None
    })
}

/// Whether a piece of `kind` and `side` standing on `from` can reach `pos`'s ball by its own
/// moves while every other piece stays: its own square counts as empty; it may pass only
/// through empty squares; reaching an enemy ball-holder means capturing it.
fn can_reach_ball(pos: &Position, side: Side, kind: PieceKind, from: Square) -> bool {
    let occ = pos.occupied().without(from);
    let ball = pos.ball;
    let enterable = occ.complement().or(ball.bb());
    let mut seen = from.bb();
    let mut frontier = seen;
    while !frontier.is_empty() {
        let mut next = Bitboard::EMPTY;
        for sq in frontier {
            next = next.or(move_targets(kind, side, sq, occ));
        }
        next = next.and(enterable);
        if next.contains(ball) {
            return true;
        }
        frontier = next.minus(seen);
        seen = seen.or(frontier);
    }
    false
}

/// Whether `victim` (the side to move) is obstructed by the position.
fn obstructed(pos: &Position, victim: Side) -> bool {
    let own = pos.sides[victim.idx()];
    let monkeys = pos.kinds[PieceKind::Monkey.idx()];
    if own.minus(monkeys).is_empty() || own.contains(pos.ball) {
        return false;
    }
    // A piece whose own side holds the ball is handled above; an own piece cannot stand on the
    // ball square otherwise, so every piece starts off the ball.
    // King steppers first: they reach the ball soonest when anything does.
    for kind in [
        PieceKind::Lion,
        PieceKind::Elephant,
        PieceKind::Horse,
        PieceKind::Monkey,
    ] {
        for from in own.and(pos.kinds[kind.idx()]) {
            if can_reach_ball(pos, victim, kind, from) {
                return false;
            }
        }
    }
    true
}

/// The red-card check against `offender`, for the benefit of the other side.
#[must_use]
pub fn red_card(pos: &Position, offender: Side) -> RedCardReport {
    let groups: Vec<Vec<Square>> = clusters(pos, offender).map(|g| g.collect()).collect();
    RedCardReport {
        clustering: !groups.is_empty(),
        groups,
        obstruction: obstructed(pos, offender.opponent()),
    }
}

/// Whether either red-card situation holds against `offender` (no allocation).
pub(crate) fn red_card_holds(pos: &Position, offender: Side) -> bool {
    clusters(pos, offender).next().is_some() || obstructed(pos, offender.opponent())
}
