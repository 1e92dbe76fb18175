//! Legal action generation and making actions on a [`Position`].
//!
//! Generation writes into a fixed-capacity [`ActionList`]: nothing is allocated per action.
//! Making an action changes a `Copy` position in place and reports what it did.

use arrayvec::ArrayVec;

use super::action::Action;
use super::placement::Team;
use super::position::{MOVES_PER_HALF, Phase, Position};
use super::square::{Bitboard, Kind, Piece, Side, Square};
use super::tables::{FAR_RANK, GOAL, PAWN_DIAGONAL, PAWN_PUSH, reach};

/// Room for every legal action of any position: at most 160 placements (4 King squares,
/// 32 squares for each of four kinds, 28 Pawn squares); in play at most six pieces, of which
/// five promoted Queens, move and pass (well under 200).
pub const MAX_ACTIONS: usize = 256;

/// A fixed-capacity list of actions.
pub type ActionList = ArrayVec<Action, MAX_ACTIONS>;

/// How a goal was scored.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum GoalKind {
    /// The ball-holder carried the ball onto a square of the opponent's goal.
    Carried,
    /// The ball was passed to a team-mate standing on a square of the opponent's goal.
    Passed,
    /// The enemy ball-holder was captured on a square of its own goal.
    CapturedOnGoal,
    /// The enemy King was captured (anywhere) while holding the ball.
    KingCaptured,
}

impl GoalKind {
    /// A short lower-case name.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            GoalKind::Carried => "carried",
            GoalKind::Passed => "passed",
            GoalKind::CapturedOnGoal => "captured on the goal line",
            GoalKind::KingCaptured => "King captured",
        }
    }
}

/// Why play restarts with a placement.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum RestartReason {
    /// A goal was scored; the side that conceded it kicks off.
    Goal,
    /// Each side had only its King left; the side to move kicks off, no goal is scored.
    KingVersusKing,
}

impl RestartReason {
    /// A short lower-case name.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            RestartReason::Goal => "goal",
            RestartReason::KingVersusKing => "King versus King",
        }
    }
}

/// What making one action did (the engine's own report; [`super::Applied`] adds the score).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Effects {
    pub side: Side,
    pub captured: Option<(Square, Piece)>,
    pub pass_to: Option<(Square, Kind)>,
    pub promoted: Option<Kind>,
    pub goal: Option<GoalKind>,
    pub restart: Option<RestartReason>,
    pub half_time: bool,
    pub full_time: bool,
}

/// Writes every legal action of `pos` into `out` (appending).
pub(crate) fn legal(pos: &Position, out: &mut ActionList) {
    if pos.is_finished() {
        return;
    }
    match pos.phase {
        Phase::Place => {
            let team = Team::of(pos, pos.to_act);
            for kind in Kind::ALL {
                // `extend` writes the length once per run rather than once per action.
                out.extend(team.targets(kind).map(|to| Action::Place { kind, to }));
            }
        }
        Phase::Kickoff => passes(pos, out),
        Phase::Play => {
            let before = out.len();
            moves(pos, out);
            passes(pos, out);
            if out.len() == before {
                out.push(Action::Null);
            }
        }
    }
}

/// The passes of the side to act, if it holds the ball.
fn passes(pos: &Position, out: &mut ActionList) {
    let side = pos.to_act;
    let own = pos.sides[side.idx()];
    if !own.contains(pos.ball) {
        return;
    }
    let from = pos.ball;
    let kind = pos.kind_at(from);
    out.extend(
        reach(kind, side, from, pos.occupied())
            .and(own)
            .map(|to| Action::Pass { from, to }),
    );
}

/// The squares the piece of `kind` on `from` can move to (empty squares, and the enemy
/// ball-holder's square `prey` when the enemy holds the ball).
#[inline(always)]
pub(crate) fn move_targets(
    kind: Kind,
    side: Side,
    from: Square,
    occ: Bitboard,
    prey: Bitboard,
) -> Bitboard {
    let s = side.idx();
    if kind == Kind::Pawn {
        PAWN_PUSH[s][from.index()]
            .minus(occ)
            .or(PAWN_DIAGONAL[s][from.index()].and(prey))
    } else {
        reach(kind, side, from, occ).and(occ.complement().or(prey))
    }
}

/// The enemy ball-holder's square as a set (empty when `side` holds the ball).
#[inline]
pub(crate) fn prey(pos: &Position, side: Side) -> Bitboard {
    if pos.sides[side.opponent().idx()].contains(pos.ball) {
        pos.ball.bb()
    } else {
        Bitboard::EMPTY
    }
}

fn moves(pos: &Position, out: &mut ActionList) {
    let side = pos.to_act;
    let s = side.idx();
    let own = pos.sides[s];
    let occ = pos.occupied();
    let prey = prey(pos, side);
    for kind in Kind::ALL {
        for from in own.and(pos.kinds[kind.idx()]) {
            let targets = move_targets(kind, side, from, occ, prey);
            if kind == Kind::Pawn {
                for to in targets.and(FAR_RANK[s]) {
                    out.extend(Kind::PROMOTIONS.map(|k| Action::Move {
                        from,
                        to,
                        promotion: Some(k),
                    }));
                }
            }
            out.extend(
                targets
                    .minus(if kind == Kind::Pawn {
                        FAR_RANK[s]
                    } else {
                        Bitboard::EMPTY
                    })
                    .map(|to| Action::Move {
                        from,
                        to,
                        promotion: None,
                    }),
            );
        }
    }
}

/// Makes `action`, which must be legal in `pos`, and reports what it did.
pub(crate) fn make(pos: &mut Position, action: Action) -> Effects {
    let side = pos.to_act;
    let opp = side.opponent();
    let mut fx = Effects {
        side,
        captured: None,
        pass_to: None,
        promoted: None,
        goal: None,
        restart: None,
        half_time: false,
        full_time: false,
    };
    match action {
        Action::Place { kind, to } => {
            pos.put(to, Piece::new(side, kind));
            if pos.occupied().len() == 12 {
                pos.phase = Phase::Kickoff;
            }
            pos.to_act = opp;
            return fx;
        }
        Action::Move {
            from,
            to,
            promotion,
        } => {
            let kind = pos.kind_at(from);
            let carries = pos.ball == from;
            if pos.sides[opp.idx()].contains(to) {
                let taken = pos.kind_at(to);
                pos.remove(to);
                fx.captured = Some((to, Piece::new(opp, taken)));
                fx.goal = if taken == Kind::King {
                    Some(GoalKind::KingCaptured)
                } else if GOAL[opp.idx()].contains(to) {
                    Some(GoalKind::CapturedOnGoal)
                } else {
                    None
                };
            }
            pos.remove(from);
            pos.put(to, Piece::new(side, promotion.unwrap_or(kind)));
            fx.promoted = promotion;
            if carries || fx.captured.is_some() {
                pos.ball = to;
            }
            if carries && GOAL[opp.idx()].contains(to) {
                fx.goal = Some(GoalKind::Carried);
            }
        }
        Action::Pass { from: _, to } => {
            pos.ball = to;
            fx.pass_to = Some((to, pos.kind_at(to)));
            if GOAL[opp.idx()].contains(to) {
                fx.goal = Some(GoalKind::Passed);
            }
        }
        Action::Null => {}
    }
    pos.phase = Phase::Play;
    pos.moves[side.idx()] += 1;
    if fx.goal.is_some() {
        pos.score[side.idx()] += 1;
    }
    if pos.moves == [MOVES_PER_HALF; 2] {
        if pos.half == 1 {
            fx.half_time = true;
            pos.half = 2;
            pos.moves = [0, 0];
            pos.clear_for(Side::Black);
        } else {
            fx.full_time = true;
            pos.to_act = opp;
        }
    } else if fx.goal.is_some() {
        fx.restart = Some(RestartReason::Goal);
        pos.clear_for(opp);
    } else if pos.sides[0].len() == 1
        && pos.sides[1].len() == 1
        && pos.kinds[Kind::King.idx()] == pos.occupied()
    {
        fx.restart = Some(RestartReason::KingVersusKing);
        pos.clear_for(opp);
    } else {
        pos.to_act = opp;
    }
    fx
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::chess_football::rules::perft;

    #[test]
    fn start_figures() {
        let pos = Position::initial();
        assert_eq!(perft(&pos, 1), 159);
        assert_eq!(perft(&pos, 2), 25_440);
    }
}
