//! A game: the turn in progress, its history, and the reasons an action is refused.

use std::fmt;

use super::action::Action;
use super::movegen::{ActionList, Effects, State, kick_targets};
use super::position::{MAX_TURN, Position};
use super::square::{Piece, PieceKind, Side, Square};
use super::storage::Packed;
use super::tables::{GOALS, JUMPS, KING, MONKEY_ZONE, ricochets};

/// Why a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Reason {
    /// The winner put the ball in the loser's goal.
    Goal,
    /// The loser put the ball in its own goal.
    OwnGoal,
    /// The loser had no legal action when it was his to make.
    NoLegalAction,
    /// The loser resigned.
    Resignation,
}

impl Reason {
    /// A short lower-case name (`"goal"`, `"own goal"`, `"no legal action"`, `"resignation"`).
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Reason::Goal => "goal",
            Reason::OwnGoal => "own goal",
            Reason::NoLegalAction => "no legal action",
            Reason::Resignation => "resignation",
        }
    }

    pub(crate) fn from_name(name: &str) -> Option<Reason> {
        [
            Reason::Goal,
            Reason::OwnGoal,
            Reason::NoLegalAction,
            Reason::Resignation,
        ]
        .into_iter()
        .find(|r| r.name() == name)
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// How a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Outcome {
    /// Who won.
    pub winner: Side,
    /// Why.
    pub reason: Reason,
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} won by {}", self.winner, self.reason)
    }
}

/// Whether the game goes on: [`Status::Ongoing`], or [`Status::Over`] with its outcome.
pub type Status = crate::games::shared::Status<Outcome>;

/// What an accepted action did.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Applied {
    /// The action.
    pub action: Action,
    /// The enemy ball-holder captured by a move, with its square.
    pub captured: Option<(Square, Piece)>,
    /// The piece taken off by a penalty removal, with its square.
    pub removed: Option<(Square, Piece)>,
    /// The side holding the ball before (None: loose).
    pub holder_before: Option<Side>,
    /// The side holding the ball after (None: loose).
    pub holder_after: Option<Side>,
    /// The ball's square before.
    pub ball_from: Square,
    /// The ball's square after.
    pub ball_to: Square,
    /// Whether the turn ended (by `end` or by using the last step).
    pub turn_ended: bool,
    /// The outcome, when this action decided the game.
    pub outcome: Option<Outcome>,
}

impl Applied {
    /// What the action did to the ball.
    #[must_use]
    pub fn ball_change(&self) -> BallChange {
        match self.action {
            Action::Dribble { .. } => BallChange::Carried,
            // A kick that ricochets straight back onto the kicker leaves the board as it was.
            Action::Kick { .. }
                if self.ball_to == self.ball_from && self.holder_after == self.holder_before =>
            {
                BallChange::None
            }
            Action::Kick { .. } => match self.holder_after {
                None => BallChange::KickedLoose,
                Some(side) if Some(side) == self.holder_before => BallChange::Passed,
                Some(_) => BallChange::KickedToOpponent,
            },
            Action::Move { .. } | Action::PenaltyRemove { .. } | Action::EndTurn => {
                if self.captured.is_some() {
                    BallChange::Captured
                } else {
                    match (self.holder_before, self.holder_after) {
                        (None, Some(_)) => BallChange::PickedUp,
                        (Some(_), None) => BallChange::Left,
                        _ => BallChange::None,
                    }
                }
            }
        }
    }
}

/// What an action did to the ball.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BallChange {
    /// Nothing: the ball stays where it is, held by the same piece or loose (also after a kick
    /// that ricochets straight back onto the kicker).
    None,
    /// The ball-holder moved carrying it (a dribble).
    Carried,
    /// The ball is loose now where it was: its holder moved away without it, or was removed by
    /// a penalty.
    Left,
    /// A piece of the mover stepped onto the loose ball and holds it.
    PickedUp,
    /// A piece of the mover captured the enemy ball-holder and holds the ball.
    Captured,
    /// A kick reached a team-mate of the kicker, who holds the ball now.
    Passed,
    /// A kick left the ball loose.
    KickedLoose,
    /// A kick reached an enemy piece, which holds the ball now.
    KickedToOpponent,
}

/// Why an action is refused. The message says why in words a player understands.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum IllegalAction {
    /// The game is decided.
    #[error("the game is over")]
    GameOver,
    /// No piece on the square.
    #[error("there is no piece on {0}")]
    NoPiece(Square),
    /// The piece belongs to the opponent.
    #[error("the {piece} on {square} is not yours; it is {side}'s turn")]
    NotYourPiece {
        /// Where.
        square: Square,
        /// What stands there.
        piece: Piece,
        /// The side to move.
        side: Side,
    },
    /// Dribble or kick by a piece without the ball.
    #[error("the piece on {0} does not hold the ball")]
    NotBallHolder(Square),
    /// The target is not a move of this piece.
    #[error("a {kind} cannot move from {from} to {to}: {how}")]
    CannotMoveThere {
        /// The kind of piece.
        kind: PieceKind,
        /// From.
        from: Square,
        /// To.
        to: Square,
        /// How this kind moves.
        how: &'static str,
    },
    /// Both intermediate squares of the knight jump are occupied.
    #[error("the jump {from}-{to} is blocked: both {a} and {b} are occupied")]
    BlockedJump {
        /// From.
        from: Square,
        /// To.
        to: Square,
        /// First intermediate square.
        a: Square,
        /// Second intermediate square.
        b: Square,
    },
    /// A Monkey leaving its zone.
    #[error("the Monkey may not leave its goal area and goal ({0} is outside)")]
    MonkeyConfined(Square),
    /// A Monkey moving away from the ball.
    #[error(
        "a Monkey holding the ball may not leave it behind; carry it with {from}={to} or kick it"
    )]
    MonkeyKeepsBall {
        /// From.
        from: Square,
        /// To.
        to: Square,
    },
    /// The target holds an own piece.
    #[error("{0} holds one of your own pieces")]
    OwnPieceThere(Square),
    /// The target holds an enemy piece without the ball.
    #[error("the {piece} on {square} does not hold the ball, so it cannot be captured")]
    EnemyWithoutBall {
        /// Where.
        square: Square,
        /// What stands there.
        piece: Piece,
    },
    /// A dribble must go to an empty square.
    #[error("the ball-holder can carry the ball only to an empty square; {0} is occupied")]
    DribbleBlocked(Square),
    /// The kick target is not one of this kicker's.
    #[error("a {kind} on {from} cannot kick to {to}: {how}")]
    CannotKickThere {
        /// The kicker's kind.
        kind: PieceKind,
        /// From.
        from: Square,
        /// To.
        to: Square,
        /// How this kind kicks.
        how: &'static str,
    },
    /// A kick landing on a Monkey must name the ricochet square.
    #[error(
        "the kick lands on the Monkey on {to}: name where the ball ricochets, as in {from}>{to}>e8"
    )]
    RicochetRequired {
        /// The kicker.
        from: Square,
        /// The Monkey's square.
        to: Square,
    },
    /// A ricochet named for a kick that does not land on a Monkey.
    #[error("the ball ricochets only off a Monkey, and there is none on {0}")]
    NoMonkeyToRicochet(Square),
    /// The ricochet square is not 1..5 away in a straight line, or is a goal square.
    #[error("the ball cannot ricochet from {at} to {to}: {why}")]
    BadRicochet {
        /// The Monkey's square.
        at: Square,
        /// The named landing square.
        to: Square,
        /// Why not.
        why: &'static str,
    },
    /// The turn must change the position.
    #[error("the turn must end with a position different from its start")]
    MustChangePosition,
    /// `end` before any step.
    #[error("a turn has at least one step before it can end")]
    EndWithoutStep,
    /// No red card against the opponent at the start of this turn.
    #[error(
        "no penalty is available this turn (the opponent was in no red-card situation at its start)"
    )]
    NoPenalty,
    /// The penalty removal was already made this turn.
    #[error("the penalty removal was already used this turn")]
    PenaltyUsed,
    /// The penalty must remove an opponent piece other than the Monkey.
    #[error("the penalty removes an opponent piece other than the Monkey; {0}")]
    BadPenaltyTarget(String),
    /// Nothing to undo in the current turn.
    #[error("no step of the current turn to take back")]
    NothingToUndo,
    /// The last possible turn cannot end.
    #[error("turn {0} is the last one the game can have; no action may end it")]
    LastTurn(u32),
    /// The side is not the one to move.
    #[error("it is {0}'s turn")]
    NotYourTurn(Side),
}

impl IllegalAction {
    /// A stable, machine-readable name for the reason.
    #[must_use]
    pub fn code(&self) -> &'static str {
        match self {
            IllegalAction::GameOver => "GAME_OVER",
            IllegalAction::NoPiece(_) => "NO_PIECE",
            IllegalAction::NotYourPiece { .. } => "NOT_YOUR_PIECE",
            IllegalAction::NotBallHolder(_) => "NOT_BALL_HOLDER",
            IllegalAction::CannotMoveThere { .. } => "CANNOT_MOVE_THERE",
            IllegalAction::BlockedJump { .. } => "BLOCKED_JUMP",
            IllegalAction::MonkeyConfined(_) => "MONKEY_CONFINED",
            IllegalAction::MonkeyKeepsBall { .. } => "MONKEY_KEEPS_BALL",
            IllegalAction::OwnPieceThere(_) => "OWN_PIECE_THERE",
            IllegalAction::EnemyWithoutBall { .. } => "ENEMY_WITHOUT_BALL",
            IllegalAction::DribbleBlocked(_) => "DRIBBLE_BLOCKED",
            IllegalAction::CannotKickThere { .. } => "CANNOT_KICK_THERE",
            IllegalAction::RicochetRequired { .. } => "RICOCHET_REQUIRED",
            IllegalAction::NoMonkeyToRicochet(_) => "NO_MONKEY_TO_RICOCHET",
            IllegalAction::BadRicochet { .. } => "BAD_RICOCHET",
            IllegalAction::MustChangePosition => "MUST_CHANGE_POSITION",
            IllegalAction::EndWithoutStep => "END_WITHOUT_STEP",
            IllegalAction::NoPenalty => "NO_PENALTY",
            IllegalAction::PenaltyUsed => "PENALTY_USED",
            IllegalAction::BadPenaltyTarget(_) => "BAD_PENALTY_TARGET",
            IllegalAction::NothingToUndo => "NOTHING_TO_UNDO",
            IllegalAction::NotYourTurn(_) => "NOT_YOUR_TURN",
            IllegalAction::LastTurn(_) => "LAST_TURN",
        }
    }
}

fn how_moves(kind: PieceKind) -> &'static str {
    match kind {
        PieceKind::Horse => "a Horse moves by knight jump",
        PieceKind::Elephant => "an Elephant moves one square in any direction",
        PieceKind::Lion | PieceKind::Monkey => {
            "it moves one square in any direction or by knight jump"
        }
    }
}

fn how_kicks(kind: PieceKind) -> &'static str {
    match kind {
        PieceKind::Horse => "a Horse kicks to a neighbouring square",
        PieceKind::Elephant => "an Elephant kicks by knight jump",
        PieceKind::Lion => "a Lion kicks to a neighbouring square or by knight jump",
        PieceKind::Monkey => {
            "a Monkey kicks 1 to 5 squares in a straight line, onto the field outside its goal area"
        }
    }
}

/// The report of an action made on a state, once the state is settled.
fn applied(action: Action, fx: &Effects, status: Status) -> Applied {
    Applied {
        action,
        captured: fx.captured,
        removed: fx.removed,
        holder_before: fx.holder_before,
        holder_after: fx.holder_after,
        ball_from: fx.ball_from,
        ball_to: fx.ball_to,
        turn_ended: fx.turn_ended,
        outcome: status.outcome(),
    }
}

/// A game of Hanniball: the turn in progress and every action taken.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Game {
    pub(crate) state: State,
    pub(crate) start: Position,
    pub(crate) turns: Vec<Vec<Action>>,
    /// The actions in the storage format's codes (see [`Game::encode`]).
    pub(crate) packed: Packed,
}

impl Default for Game {
    fn default() -> Game {
        Game::new()
    }
}

impl Game {
    /// A game from the initial position.
    #[must_use]
    pub fn new() -> Game {
        Game::from_position(Position::initial())
    }

    /// A game starting from `pos` (the start of a turn). The penalty entitlement is computed
    /// against the side not to move; a player with no legal action has lost at once.
    #[must_use]
    pub fn from_position(pos: Position) -> Game {
        let mut state = State::at_turn_start(pos);
        state.settle();
        Game {
            state,
            start: pos,
            turns: vec![Vec::new()],
            packed: Packed::new(),
        }
    }

    /// The board now (side and turn are those of the turn in progress).
    #[must_use]
    pub fn position(&self) -> &Position {
        &self.state.pos
    }

    /// The board at the start of the turn in progress.
    #[must_use]
    pub fn turn_start(&self) -> &Position {
        &self.state.turn_start
    }

    /// The position the game started from.
    #[must_use]
    pub fn start_position(&self) -> &Position {
        &self.start
    }

    /// The side whose turn it is.
    #[must_use]
    pub fn side_to_move(&self) -> Side {
        self.state.pos.side_to_move
    }

    /// The number of the turn in progress.
    #[must_use]
    pub fn turn(&self) -> u32 {
        self.state.pos.turn
    }

    /// Steps taken in this turn.
    #[must_use]
    pub fn steps_taken(&self) -> u8 {
        self.state.steps
    }

    /// Steps allowed in this turn (2 on turn 1, else 4).
    #[must_use]
    pub fn step_limit(&self) -> u8 {
        self.state.limit()
    }

    /// Steps still allowed in this turn.
    #[must_use]
    pub fn steps_left(&self) -> u8 {
        if self.state.status != Status::Ongoing {
            return 0;
        }
        self.state.limit().saturating_sub(self.state.steps)
    }

    /// Whether the player to move was entitled to a penalty removal at the start of this turn.
    #[must_use]
    pub fn penalty_entitled(&self) -> bool {
        self.state.entitled
    }

    /// Whether the penalty removal was used this turn.
    #[must_use]
    pub fn penalty_used(&self) -> bool {
        self.state.used
    }

    /// Whether a penalty removal may still be made this turn.
    #[must_use]
    pub fn penalty_available(&self) -> bool {
        self.state.entitled && !self.state.used && self.state.status == Status::Ongoing
    }

    /// Ongoing, or the outcome.
    #[must_use]
    pub fn status(&self) -> Status {
        self.state.status
    }

    /// The actions of every turn since the start, in order; the last entry is the turn in
    /// progress (empty when no step has been taken in it yet) or the turn that decided the game.
    #[must_use]
    pub fn turns(&self) -> &[Vec<Action>] {
        &self.turns
    }

    /// Every legal action of the player to move; `end` only when legal, one kick per
    /// ricochet landing. Empty when the game is over.
    #[must_use]
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut list = ActionList::new();
        self.state.legal(&mut list);
        list.to_vec()
    }

    /// Writes every legal action into `out` (no allocation).
    pub fn legal_actions_into(&self, out: &mut ActionList) {
        out.clear();
        self.state.legal(out);
    }

    /// Whether `action` is legal now, and why not.
    ///
    /// # Errors
    /// The reason the action is refused.
    pub fn is_legal(&self, action: Action) -> Result<(), IllegalAction> {
        let mut list = ActionList::new();
        self.state.legal(&mut list);
        if list.contains(&action) {
            Ok(())
        } else {
            Err(self.diagnose(action))
        }
    }

    /// Applies `action` for the player to move. On error the game is unchanged.
    ///
    /// # Errors
    /// The reason the action is refused.
    pub fn apply(&mut self, action: Action) -> Result<Applied, IllegalAction> {
        self.is_legal(action)?;
        self.packed.push(&self.state.pos, action);
        let fx = self.state.make(action);
        if let Some(current) = self.turns.last_mut() {
            current.push(action);
        }
        if fx.turn_ended {
            self.packed.end_turn();
            if self.state.status == Status::Ongoing {
                self.turns.push(Vec::new());
            }
        }
        self.state.settle();
        Ok(applied(action, &fx, self.state.status))
    }

    /// Every legal action (in [`Game::legal_actions`] order) with what applying it would do,
    /// as [`Game::apply`] would report it. The game is not changed, and neither it nor its
    /// history is copied: each action is tried on a copy of the small turn state alone.
    #[must_use]
    pub fn legal_previews(&self) -> Vec<Applied> {
        let mut list = ActionList::new();
        self.state.legal(&mut list);
        list.iter()
            .map(|&action| {
                let mut state = self.state;
                let fx = state.make(action);
                state.settle();
                applied(action, &fx, state.status)
            })
            .collect()
    }

    /// `side` resigns; the opponent wins. Either side may resign at any time.
    ///
    /// # Errors
    /// [`IllegalAction::GameOver`] when the game is already decided.
    pub fn resign(&mut self, side: Side) -> Result<Outcome, IllegalAction> {
        if self.state.status != Status::Ongoing {
            return Err(IllegalAction::GameOver);
        }
        let outcome = Outcome {
            winner: side.opponent(),
            reason: Reason::Resignation,
        };
        self.state.status = Status::Over(outcome);
        Ok(outcome)
    }

    /// Takes back the last step of the turn in progress (never across a turn boundary).
    ///
    /// # Errors
    /// [`IllegalAction::GameOver`] when decided, [`IllegalAction::NothingToUndo`] when no step
    /// was taken this turn.
    pub fn undo_step(&mut self) -> Result<Action, IllegalAction> {
        if self.state.status != Status::Ongoing {
            return Err(IllegalAction::GameOver);
        }
        let Some(current) = self.turns.last_mut() else {
            return Err(IllegalAction::NothingToUndo);
        };
        let Some(undone) = current.pop() else {
            return Err(IllegalAction::NothingToUndo);
        };
        let mut state = State {
            pos: self.state.turn_start,
            turn_start: self.state.turn_start,
            steps: 0,
            entitled: self.state.entitled,
            used: false,
            status: Status::Ongoing,
        };
        self.packed.restart_turn();
        for a in current.iter() {
            self.packed.push(&state.pos, *a);
            state.make(*a);
        }
        self.state = state;
        Ok(undone)
    }

    /// Explains why `action` is not legal now.
    fn diagnose(&self, action: Action) -> IllegalAction {
        let s = &self.state;
        if s.status != Status::Ongoing {
            return IllegalAction::GameOver;
        }
        let pos = &s.pos;
        if pos.turn == MAX_TURN && (action == Action::EndTurn || s.steps + 1 == s.limit()) {
            return IllegalAction::LastTurn(pos.turn);
        }
        let side = pos.side_to_move;
        let occ = pos.occupied();
        let piece_on = |sq: Square| -> Result<Piece, IllegalAction> {
            let piece = pos.piece_at(sq).ok_or(IllegalAction::NoPiece(sq))?;
            if piece.side != side {
                return Err(IllegalAction::NotYourPiece {
                    square: sq,
                    piece,
                    side,
                });
            }
            Ok(piece)
        };
        let movable = |piece: Piece, from: Square, to: Square| -> Result<(), IllegalAction> {
            let kind = piece.kind;
            let king = kind != PieceKind::Horse && KING[from.index()].contains(to);
            let jump = JUMPS[from.index()]
                .as_slice()
                .iter()
                .find(|j| j.to == to && kind != PieceKind::Elephant);
            if !king && jump.is_none() {
                return Err(IllegalAction::CannotMoveThere {
                    kind,
                    from,
                    to,
                    how: how_moves(kind),
                });
            }
            if kind == PieceKind::Monkey && !MONKEY_ZONE[side.idx()].contains(to) {
                return Err(IllegalAction::MonkeyConfined(to));
            }
            if let Some(j) = jump
                && !king
                && !j.intermediates.is_empty()
                && j.intermediates.and(occ) == j.intermediates
            {
                let mut it = j.intermediates;
                if let (Some(a), Some(b)) = (it.next(), it.next()) {
                    return Err(IllegalAction::BlockedJump { from, to, a, b });
                }
            }
            Ok(())
        };
        match action {
            Action::EndTurn => {
                if s.steps == 0 {
                    IllegalAction::EndWithoutStep
                } else {
                    IllegalAction::MustChangePosition
                }
            }
            Action::Move { from, to } => match piece_on(from).and_then(|p| {
                movable(p, from, to)?;
                if p.kind == PieceKind::Monkey && pos.ball == from {
                    return Err(IllegalAction::MonkeyKeepsBall { from, to });
                }
                match pos.piece_at(to) {
                    Some(q) if q.side == side => Err(IllegalAction::OwnPieceThere(to)),
                    Some(q) if pos.ball != to => Err(IllegalAction::EnemyWithoutBall {
                        square: to,
                        piece: q,
                    }),
                    _ => Ok(()),
                }
            }) {
                Err(e) => e,
                Ok(()) => IllegalAction::MustChangePosition,
            },
            Action::Dribble { from, to } => match piece_on(from).and_then(|p| {
                if pos.ball != from {
                    return Err(IllegalAction::NotBallHolder(from));
                }
                movable(p, from, to)?;
                if occ.contains(to) {
                    return Err(IllegalAction::DribbleBlocked(to));
                }
                Ok(())
            }) {
                Err(e) => e,
                Ok(()) => IllegalAction::MustChangePosition,
            },
            Action::Kick { from, to, ricochet } => match piece_on(from).and_then(|p| {
                if pos.ball != from {
                    return Err(IllegalAction::NotBallHolder(from));
                }
                if !kick_targets(p.kind, side, from).contains(to) {
                    return Err(IllegalAction::CannotKickThere {
                        kind: p.kind,
                        from,
                        to,
                        how: how_kicks(p.kind),
                    });
                }
                let monkey_there = pos
                    .piece_at(to)
                    .is_some_and(|q| q.kind == PieceKind::Monkey);
                match (monkey_there, ricochet) {
                    (true, None) => Err(IllegalAction::RicochetRequired { from, to }),
                    (false, Some(_)) => Err(IllegalAction::NoMonkeyToRicochet(to)),
                    (true, Some(r)) if !ricochets(to).contains(r) => {
                        Err(IllegalAction::BadRicochet {
                            at: to,
                            to: r,
                            why: if GOALS.contains(r) {
                                "a ricochet may not go into a goal"
                            } else {
                                "a ricochet goes 1 to 5 squares in a straight line"
                            },
                        })
                    }
                    _ => Ok(()),
                }
            }) {
                Err(e) => e,
                Ok(()) => IllegalAction::MustChangePosition,
            },
            Action::PenaltyRemove { square } => {
                if !s.entitled {
                    IllegalAction::NoPenalty
                } else if s.used {
                    IllegalAction::PenaltyUsed
                } else {
                    match pos.piece_at(square) {
                        None => IllegalAction::NoPiece(square),
                        Some(p) if p.side == side => IllegalAction::BadPenaltyTarget(format!(
                            "the {p} on {square} is your own"
                        )),
                        Some(p) if p.kind == PieceKind::Monkey => IllegalAction::BadPenaltyTarget(
                            format!("the Monkey on {square} cannot be removed"),
                        ),
                        Some(_) => IllegalAction::MustChangePosition,
                    }
                }
            }
        }
    }
}
