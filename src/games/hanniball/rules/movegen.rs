//! The state of a turn in progress, legal action generation and making actions.
//!
//! [`State`] is a small `Copy` value (two positions and a few counters); the perft search and
//! [`Game`](super::Game) both work on it. Generation writes into a fixed-capacity
//! [`ActionList`]: nothing is allocated per square or per action.

use arrayvec::ArrayVec;

use super::action::Action;
use super::position::{MAX_TURN, Position};
use super::redcard::red_card_holds;
use super::square::{Bitboard, Piece, PieceKind, Side, Square};
use super::tables::{GOAL, GOALS, JUMPS, KING, KNIGHT, MONKEY_ZONE, monkey_kicks, ricochets};
use super::{Outcome, Reason, Status};

/// Room for every legal action of any position (the true maximum is far below).
pub const MAX_ACTIONS: usize = 512;

/// A fixed-capacity list of actions.
pub type ActionList = ArrayVec<Action, MAX_ACTIONS>;

/// The state of the turn in progress.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct State {
    /// The board now; side and turn are those of the turn in progress.
    pub pos: Position,
    /// The board when this turn started.
    pub turn_start: Position,
    /// Steps taken this turn.
    pub steps: u8,
    /// Whether the player to move was entitled to a penalty removal at the start of the turn.
    pub entitled: bool,
    /// Whether the penalty removal was used this turn.
    pub used: bool,
    /// Ongoing or decided.
    pub status: Status,
}

/// A piece taken off the board, with its square.
pub(crate) type Taken = (Square, Piece);

/// What making one action did.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Effects {
    pub captured: Option<(Square, Piece)>,
    pub removed: Option<(Square, Piece)>,
    pub holder_before: Option<Side>,
    pub holder_after: Option<Side>,
    pub ball_from: Square,
    pub ball_to: Square,
    pub turn_ended: bool,
}

/// Where a piece of `kind` and `side` on `from` can move, given the occupied squares `occ`
/// (knight blocking, the Monkey's zone), ignoring what stands on the target.
#[inline]
pub(crate) fn move_targets(kind: PieceKind, side: Side, from: Square, occ: Bitboard) -> Bitboard {
    let mut out = Bitboard::EMPTY;
    if kind != PieceKind::Horse {
        out = KING[from.index()];
    }
    if kind != PieceKind::Elephant {
        for j in JUMPS[from.index()].as_slice() {
            if j.intermediates.is_empty() || j.intermediates.and(occ) != j.intermediates {
                out = out.with(j.to);
            }
        }
    }
    if kind == PieceKind::Monkey {
        out = out.and(MONKEY_ZONE[side.idx()]);
    }
    out
}

/// Where a piece of `kind` and `side` on `from` can kick the ball.
#[inline]
pub(crate) fn kick_targets(kind: PieceKind, side: Side, from: Square) -> Bitboard {
    match kind {
        PieceKind::Horse => KING[from.index()],
        PieceKind::Elephant => KNIGHT[from.index()],
        PieceKind::Lion => KING[from.index()].or(KNIGHT[from.index()]),
        PieceKind::Monkey => monkey_kicks(side, from),
    }
}

/// The squares move generation works from, seen by the side to move.
#[derive(Clone, Copy)]
struct Sides {
    side: Side,
    own: Bitboard,
    enemy: Bitboard,
    occ: Bitboard,
    free: Bitboard,
    ball: Square,
    /// The ball's square when an enemy piece holds the ball (a move there captures it).
    capturable: Bitboard,
    monkeys: Bitboard,
}

impl Sides {
    #[inline]
    fn of(pos: &Position) -> Sides {
        let side = pos.side_to_move;
        let own = pos.sides[side.idx()];
        let enemy = pos.sides[side.opponent().idx()];
        let occ = own.or(enemy);
        let ball = pos.ball;
        Sides {
            side,
            own,
            enemy,
            occ,
            free: occ.complement(),
            ball,
            capturable: if enemy.contains(ball) {
                ball.bb()
            } else {
                Bitboard::EMPTY
            },
            monkeys: pos.kinds[PieceKind::Monkey.idx()],
        }
    }
}

impl State {
    /// The state at the start of a turn from `pos`, with the penalty entitlement computed
    /// against the side not to move.
    pub fn at_turn_start(pos: Position) -> State {
        State {
            pos,
            turn_start: pos,
            steps: 0,
            entitled: red_card_holds(&pos, pos.side_to_move.opponent()),
            used: false,
            status: Status::Ongoing,
        }
    }

    /// Steps allowed this turn: 2 on turn 1 (White's first), 4 otherwise.
    #[inline]
    pub fn limit(&self) -> u8 {
        if self.pos.turn == 1 { 2 } else { 4 }
    }

    /// Every step the player to move may take, before the must-change rule is applied.
    pub fn gen_steps(&self, out: &mut ActionList) {
        let pos = &self.pos;
        let Sides {
            side,
            own,
            enemy,
            occ,
            free,
            ball,
            capturable,
            monkeys,
        } = Sides::of(pos);
        for kind in PieceKind::ALL {
            for from in own.and(pos.kinds[kind.idx()]) {
                let reach = move_targets(kind, side, from, occ);
                if from != ball {
                    for to in reach.and(free.or(capturable)) {
                        out.push(Action::Move { from, to });
                    }
                    continue;
                }
                for to in reach.and(free) {
                    out.push(Action::Dribble { from, to });
                    if kind != PieceKind::Monkey {
                        out.push(Action::Move { from, to });
                    }
                }
                for to in kick_targets(kind, side, from) {
                    if monkeys.contains(to) {
                        for r in ricochets(to) {
                            out.push(Action::Kick {
                                from,
                                to,
                                ricochet: Some(r),
                            });
                        }
                    } else {
                        out.push(Action::Kick {
                            from,
                            to,
                            ricochet: None,
                        });
                    }
                }
            }
        }
        if self.entitled && !self.used {
            for square in enemy.minus(monkeys) {
                out.push(Action::PenaltyRemove { square });
            }
        }
    }

    /// Every legal action: steps (minus those the must-change rule forbids) and `end` when
    /// legal. Empty when the game is over.
    pub fn legal(&self, out: &mut ActionList) {
        if self.status != Status::Ongoing {
            return;
        }
        self.gen_steps(out);
        if self.steps + 1 == self.limit() {
            if self.pos.turn == MAX_TURN {
                // There is no turn after the last one: only a step that decides the game may
                // use the last step.
                out.retain(|a| {
                    let mut next = *self;
                    next.make_board(*a);
                    GOALS.contains(next.pos.ball)
                });
                return;
            }
            if self.could_restore() {
                out.retain(|a| !self.restores_turn_start(*a));
            }
        }
        if self.can_end() && self.pos.turn != MAX_TURN {
            out.push(Action::EndTurn);
        }
    }

    /// Whether `end` is legal: at least one step taken and the board differs from the turn start.
    #[inline]
    pub fn can_end(&self) -> bool {
        self.steps > 0 && !self.pos.same_board(&self.turn_start)
    }

    /// Whether the player to move has any legal action.
    pub fn has_legal_action(&self) -> bool {
        if self.status != Status::Ongoing {
            return false;
        }
        if self.can_end() && self.pos.turn != MAX_TURN {
            return true;
        }
        if self.steps == 0 {
            // At the start of a turn every step is legal (the must-change and last-turn rules
            // only bite on the turn's last step, and a turn has at least two).
            return self.has_step();
        }
        let mut list = ActionList::new();
        self.legal(&mut list);
        !list.is_empty()
    }

    /// Whether [`State::gen_steps`] would produce any step; stops at the first one.
    fn has_step(&self) -> bool {
        let pos = &self.pos;
        let Sides {
            side,
            own,
            enemy,
            occ,
            free,
            ball,
            capturable,
            monkeys,
        } = Sides::of(pos);
        if self.entitled && !self.used && !enemy.minus(monkeys).is_empty() {
            return true;
        }
        for kind in PieceKind::ALL {
            for from in own.and(pos.kinds[kind.idx()]) {
                let reach = move_targets(kind, side, from, occ);
                if from != ball {
                    if !reach.and(free.or(capturable)).is_empty() {
                        return true;
                    }
                    continue;
                }
                if !reach.and(free).is_empty() {
                    return true;
                }
                let mut kicks = kick_targets(kind, side, from);
                if kicks.any(|to| !monkeys.contains(to) || !ricochets(to).is_empty()) {
                    return true;
                }
            }
        }
        false
    }

    /// Whether one step could bring the board back to the turn start: true only when the
    /// boards differ on at most two squares (a step changes at most two).
    #[inline]
    fn could_restore(&self) -> bool {
        let (a, b) = (&self.pos, &self.turn_start);
        let mut diff = a.sides[0].0 ^ b.sides[0].0 | a.sides[1].0 ^ b.sides[1].0;
        for k in 0..4 {
            diff |= a.kinds[k].0 ^ b.kinds[k].0;
        }
        diff.count_ones() <= 2
    }

    /// Whether making the step `a` would leave the board as it was at the turn start.
    #[inline]
    pub fn restores_turn_start(&self, a: Action) -> bool {
        let mut next = *self;
        next.make_board(a);
        next.pos.same_board(&self.turn_start)
    }

    /// Moves pieces and ball for a step (no counters, no turn flow).
    #[inline]
    pub(crate) fn make_board(&mut self, a: Action) -> (Option<Taken>, Option<Taken>) {
        let pos = &mut self.pos;
        match a {
            Action::Move { from, to } => {
                let captured = pos.piece_at(to).map(|p| (to, p));
                if captured.is_some() {
                    pos.remove(to);
                }
                if let Some(piece) = pos.piece_at(from) {
                    pos.remove(from);
                    pos.put(to, piece);
                }
                (captured, None)
            }
            Action::Dribble { from, to } => {
                if let Some(piece) = pos.piece_at(from) {
                    pos.remove(from);
                    pos.put(to, piece);
                }
                pos.ball = to;
                (None, None)
            }
            Action::Kick { to, ricochet, .. } => {
                pos.ball = ricochet.unwrap_or(to);
                (None, None)
            }
            Action::PenaltyRemove { square } => {
                let removed = pos.piece_at(square).map(|p| (square, p));
                pos.remove(square);
                self.used = true;
                (None, removed)
            }
            Action::EndTurn => (None, None),
        }
    }

    /// Makes a legal action: the step, the goal check, and the end of the turn when the player
    /// ends it or the step limit is used. Does not check for a following player with no legal
    /// action (see [`State::settle`]).
    pub fn make(&mut self, a: Action) -> Effects {
        let mover = self.pos.side_to_move;
        let ball_from = self.pos.ball;
        let holder_before = self.pos.piece_at(ball_from).map(|p| p.side);
        let mut turn_ended = false;
        let (captured, removed) = if a == Action::EndTurn {
            self.end_turn();
            turn_ended = true;
            (None, None)
        } else {
            let done = self.make_board(a);
            self.steps += 1;
            let ball = self.pos.ball;
            if GOALS.contains(ball) {
                let loser = if GOAL[Side::White.idx()].contains(ball) {
                    Side::White
                } else {
                    Side::Black
                };
                let reason = if loser == mover {
                    Reason::OwnGoal
                } else {
                    Reason::Goal
                };
                self.status = Status::Over(Outcome {
                    winner: loser.opponent(),
                    reason,
                });
            } else if self.steps >= self.limit() {
                self.end_turn();
                turn_ended = true;
            }
            done
        };
        Effects {
            captured,
            removed,
            holder_before,
            holder_after: self.pos.piece_at(self.pos.ball).map(|p| p.side),
            ball_from,
            ball_to: self.pos.ball,
            turn_ended,
        }
    }

    /// Decides the game when the player to move has no legal action. Returns whether it did.
    pub fn settle(&mut self) -> bool {
        if self.status == Status::Ongoing && !self.has_legal_action() {
            self.status = Status::Over(Outcome {
                winner: self.pos.side_to_move.opponent(),
                reason: Reason::NoLegalAction,
            });
            return true;
        }
        false
    }

    fn end_turn(&mut self) {
        let mover = self.pos.side_to_move;
        self.pos.side_to_move = mover.opponent();
        self.pos.turn = self.pos.turn.saturating_add(1);
        *self = State::at_turn_start(self.pos);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `has_step` agrees with full generation at the start of every turn of random games,
    /// including turns whose player is entitled to a penalty removal.
    #[test]
    fn has_step_agrees_with_generation() {
        let mut rng = fastrand::Rng::with_seed(3);
        let mut checked = 0;
        for _ in 0..200 {
            let mut state = State::at_turn_start(Position::initial());
            for _ in 0..400 {
                if state.status != Status::Ongoing {
                    break;
                }
                if state.steps == 0 {
                    let mut list = ActionList::new();
                    state.legal(&mut list);
                    assert_eq!(state.has_step(), !list.is_empty(), "{}", state.pos);
                    let mut bare = state;
                    bare.entitled = false;
                    let mut list = ActionList::new();
                    bare.legal(&mut list);
                    assert_eq!(bare.has_step(), !list.is_empty(), "{}", bare.pos);
                    checked += 1;
                }
                let mut list = ActionList::new();
                state.legal(&mut list);
                let Some(&action) = list.get(rng.usize(..list.len().max(1))) else {
                    break;
                };
                state.make(action);
                state.settle();
            }
        }
        assert!(checked > 1000);
    }

    /// White's lone Monkey boxed in on e1 by Black pieces without the ball: its only actions
    /// are the penalty removals that Black's cluster gives White; without them, none.
    #[test]
    fn has_step_sees_a_boxed_in_player() {
        let hpn = "1m1/9/9/9/9/9/9/4*4/9/9/9/9/3l1h3/2eeeel2/hMh w 5";
        let state = State::at_turn_start(Position::from_hpn(hpn).unwrap());
        assert!(state.entitled);
        let mut list = ActionList::new();
        state.legal(&mut list);
        assert_eq!(list.len(), 9);
        assert!(
            list.iter()
                .all(|a| matches!(a, Action::PenaltyRemove { .. }))
        );
        assert!(state.has_step());
        let bare = State {
            entitled: false,
            ..state
        };
        let mut list = ActionList::new();
        bare.legal(&mut list);
        assert!(list.is_empty());
        assert!(!bare.has_step());
        assert!(!bare.has_legal_action());
    }
}
