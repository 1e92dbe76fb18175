//! A match: its position, its history, its status, and why an action is refused.

use std::fmt;

use super::action::Action;
use super::movegen::{self, ActionList, GoalKind, RestartReason, move_targets, prey};
use super::placement::Team;
use super::position::{Phase, Position};
use super::square::{Bitboard, Kind, Piece, Side, Square};
use super::tables::{
    FAR_RANK, GOAL, HALF, KING, KNIGHT, LIGHT, PAWN_DIAGONAL, PAWN_PUSH, RAYS, reach,
};

/// The score: goals of each side.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Score {
    /// White's goals.
    pub white: u8,
    /// Black's goals.
    pub black: u8,
}

impl Score {
    /// `side`'s goals.
    #[must_use]
    pub const fn of(self, side: Side) -> u8 {
        match side {
            Side::White => self.white,
            Side::Black => self.black,
        }
    }
}

impl fmt::Display for Score {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.white, self.black)
    }
}

/// Why a match was won.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum WinReason {
    /// More goals at the end of the second half.
    FullTime,
    /// The opponent resigned.
    Resignation,
}

impl WinReason {
    /// `"full time"` or `"resignation"`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            WinReason::FullTime => "full time",
            WinReason::Resignation => "resignation",
        }
    }
}

/// How a match ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Outcome {
    /// `winner` won.
    Won {
        /// The winner.
        winner: Side,
        /// Why.
        reason: WinReason,
    },
    /// Equal scores at the end of the second half.
    Drawn,
}

impl Outcome {
    /// The winner, unless drawn.
    #[must_use]
    pub const fn winner(self) -> Option<Side> {
        match self {
            Outcome::Won { winner, .. } => Some(winner),
            Outcome::Drawn => None,
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Won { winner, reason } => write!(f, "{winner} won by {}", reason.name()),
            Outcome::Drawn => f.write_str("drawn at full time"),
        }
    }
}

/// Whether the match goes on: [`Status::Ongoing`], or [`Status::Over`] with its outcome.
pub type Status = crate::games::shared::Status<Outcome>;

/// A goal.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Goal {
    /// The side that scored.
    pub scorer: Side,
    /// How.
    pub kind: GoalKind,
    /// The square the ball reached (or where the King was captured).
    pub square: Square,
    /// The score after the goal.
    pub score: Score,
}

/// A restart with a placement within a half.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Restart {
    /// Why.
    pub reason: RestartReason,
    /// The side that places first and kicks off.
    pub kicker: Side,
}

/// What an accepted action did.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Applied {
    /// The action.
    pub action: Action,
    /// The side that acted.
    pub side: Side,
    /// The piece placed, for a placement.
    pub placed: Option<Piece>,
    /// The enemy ball-holder captured, with its square.
    pub captured: Option<(Square, Piece)>,
    /// The receiver of a pass, with its square.
    pub pass_to: Option<(Square, Piece)>,
    /// The kind a Pawn promoted to.
    pub promoted: Option<Kind>,
    /// The goal scored, if any.
    pub goal: Option<Goal>,
    /// The restart with a placement that followed, if any (not at half-time or full time).
    pub restart: Option<Restart>,
    /// Whether the action ended the first half (the second half's placement follows).
    pub half_time: bool,
    /// The result, when the action ended the match at full time.
    pub outcome: Option<Outcome>,
}

/// Why an action is refused. The message says why in words a player understands; [`code`]
/// gives a stable machine-readable name.
///
/// [`code`]: IllegalAction::code
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum IllegalAction {
    /// The match is over.
    #[error("the match is over")]
    GameOver,
    /// A move or pass during the placement.
    #[error("the teams are being placed: {0} places a piece, e.g. N@e4")]
    PlacementInProgress(Side),
    /// A placement outside the placement.
    #[error("the placement is over; pieces are placed only before a kick-off")]
    NotInPlacement,
    /// The kick-off must be a pass.
    #[error("the first move after the placement is the kick-off pass from {0} to a team-mate")]
    KickoffPassRequired(Square),
    /// A placement outside the placer's half.
    #[error("{0} is outside your half; you place on your own half only")]
    OutsideHalf(Square),
    /// A placement on an occupied square.
    #[error("{0} is occupied; a piece is placed on an empty square")]
    SquareOccupied(Square),
    /// All six placed.
    #[error("your team of six is complete")]
    TeamComplete,
    /// No more of a kind.
    #[error("a team places at most {max} {kind}(s), and you have them all")]
    KindLimit {
        /// The kind.
        kind: Kind,
        /// The most a team places.
        max: u32,
    },
    /// The King off its goal squares.
    #[error("the King is placed on one of your goal squares, not on {0}")]
    KingOffGoal(Square),
    /// A Pawn on its own goal squares.
    #[error("a Pawn may not be placed on your own goal squares ({0})")]
    PawnOnGoal(Square),
    /// A second Bishop on the colour of the first.
    #[error("your Bishops stand on squares of different colours; {0} has the colour of the other")]
    BishopsSameColour(Square),
    /// A placement after which the team cannot be completed.
    #[error(
        "after {kind} on {to} your team could no longer be completed legally (King on a goal square, at least two Pawns, the kinds' limits, and a kick-off piece with a pass)"
    )]
    CannotComplete {
        /// The kind.
        kind: Kind,
        /// The square.
        to: Square,
    },
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
        /// The side to act.
        side: Side,
    },
    /// The target is not on the piece's pattern.
    #[error("a {kind} cannot move from {from} to {to}: {how}")]
    CannotMoveThere {
        /// The kind.
        kind: Kind,
        /// From.
        from: Square,
        /// To.
        to: Square,
        /// How this kind moves.
        how: &'static str,
    },
    /// A slider's path is blocked.
    #[error("the way from {from} to {to} is blocked by the piece on {at}")]
    Blocked {
        /// From.
        from: Square,
        /// To.
        to: Square,
        /// The first piece in the way.
        at: Square,
    },
    /// The target holds one of the mover's pieces.
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
    /// A Pawn moving straight ahead onto a piece.
    #[error("a Pawn never captures straight ahead ({0} is occupied)")]
    PawnBlocked(Square),
    /// A Pawn reaching the far rank without naming its new kind.
    #[error("the Pawn reaches the far rank: name its new kind, e.g. {from}-{to}=Q")]
    PromotionRequired {
        /// From.
        from: Square,
        /// To.
        to: Square,
    },
    /// A promotion named where there is none.
    #[error("only a Pawn reaching its far rank promotes, to a Queen, Rook, Bishop or Knight")]
    NotAPromotion,
    /// A pass by a piece without the ball.
    #[error("the piece on {0} does not hold the ball")]
    NotBallHolder(Square),
    /// A pass not on the passer's capture pattern.
    #[error("a {kind} on {from} cannot pass to {to}: {how}")]
    CannotPassThere {
        /// The passer's kind.
        kind: Kind,
        /// From.
        from: Square,
        /// To.
        to: Square,
        /// How this kind passes.
        how: &'static str,
    },
    /// A pass to an empty square.
    #[error("{0} is empty: a pass goes to a team-mate")]
    PassToEmpty(Square),
    /// A pass to an opponent.
    #[error("the piece on {0} is the opponent's: a pass goes to a team-mate")]
    PassToOpponent(Square),
    /// `--` while another move is legal.
    #[error("the null move -- is legal only when no other move is")]
    NullNotAllowed,
    /// A take-back asked for.
    #[error("Chess Football has no take-backs: an action once made stands")]
    NoUndo,
}

impl IllegalAction {
    /// A stable, machine-readable name for the reason.
    #[must_use]
    pub const fn code(&self) -> &'static str {
        match self {
            IllegalAction::GameOver => "GAME_OVER",
            IllegalAction::PlacementInProgress(_) => "PLACEMENT_IN_PROGRESS",
            IllegalAction::NotInPlacement => "NOT_IN_PLACEMENT",
            IllegalAction::KickoffPassRequired(_) => "KICKOFF_PASS_REQUIRED",
            IllegalAction::OutsideHalf(_) => "OUTSIDE_OWN_HALF",
            IllegalAction::SquareOccupied(_) => "SQUARE_OCCUPIED",
            IllegalAction::TeamComplete => "TEAM_COMPLETE",
            IllegalAction::KindLimit { .. } => "KIND_LIMIT",
            IllegalAction::KingOffGoal(_) => "KING_OFF_GOAL",
            IllegalAction::PawnOnGoal(_) => "PAWN_ON_OWN_GOAL",
            IllegalAction::BishopsSameColour(_) => "BISHOPS_SAME_COLOUR",
            IllegalAction::CannotComplete { .. } => "PLACEMENT_CANNOT_COMPLETE",
            IllegalAction::NoPiece(_) => "NO_PIECE",
            IllegalAction::NotYourPiece { .. } => "NOT_YOUR_PIECE",
            IllegalAction::CannotMoveThere { .. } => "CANNOT_MOVE_THERE",
            IllegalAction::Blocked { .. } => "BLOCKED",
            IllegalAction::OwnPieceThere(_) => "OWN_PIECE_THERE",
            IllegalAction::EnemyWithoutBall { .. } => "ENEMY_WITHOUT_BALL",
            IllegalAction::PawnBlocked(_) => "PAWN_BLOCKED",
            IllegalAction::PromotionRequired { .. } => "PROMOTION_REQUIRED",
            IllegalAction::NotAPromotion => "NOT_A_PROMOTION",
            IllegalAction::NotBallHolder(_) => "NOT_BALL_HOLDER",
            IllegalAction::CannotPassThere { .. } => "CANNOT_PASS_THERE",
            IllegalAction::PassToEmpty(_) => "PASS_TO_EMPTY",
            IllegalAction::PassToOpponent(_) => "PASS_TO_OPPONENT",
            IllegalAction::NullNotAllowed => "NULL_MOVE_NOT_ALLOWED",
            IllegalAction::NoUndo => "NO_UNDO",
        }
    }
}

const fn how_moves(kind: Kind) -> &'static str {
    match kind {
        Kind::King => "a King moves one square in any direction",
        Kind::Queen => "a Queen moves along files, ranks and diagonals",
        Kind::Rook => "a Rook moves along files and ranks",
        Kind::Bishop => "a Bishop moves along diagonals",
        Kind::Knight => "a Knight jumps two squares one way and one the other",
        Kind::Pawn => {
            "a Pawn moves one square straight forward, and captures the ball-holder one square diagonally forward"
        }
    }
}

const fn how_passes(kind: Kind) -> &'static str {
    match kind {
        Kind::King => "a King passes to a neighbouring square",
        Kind::Queen => "a Queen passes along files, ranks and diagonals",
        Kind::Rook => "a Rook passes along files and ranks",
        Kind::Bishop => "a Bishop passes along diagonals",
        Kind::Knight => "a Knight passes by its jump",
        Kind::Pawn => "a Pawn passes one square diagonally forward, never straight ahead",
    }
}

/// The squares strictly between `from` and `to` when they share a line a piece of `kind`
/// slides along; `None` when `to` is not on such a line.
fn line_between(kind: Kind, from: Square, to: Square) -> Option<Bitboard> {
    (0..8).find_map(|d| {
        let orthogonal = d < 2 || d == 4 || d == 5;
        let fits = match kind {
            Kind::Queen => true,
            Kind::Rook => orthogonal,
            Kind::Bishop => !orthogonal,
            _ => false,
        };
        let ray = RAYS[d][from.index()];
        (fits && ray.contains(to)).then(|| ray.minus(RAYS[d][to.index()]).without(to))
    })
}

/// Whether `to` is on the pattern of a piece of `kind` on `from` on an empty board (for a
/// Pawn: its diagonal squares), and if blocked, the first piece in the way.
fn pattern(
    kind: Kind,
    side: Side,
    from: Square,
    to: Square,
    occ: Bitboard,
) -> Result<(), Option<Square>> {
    let on = match kind {
        Kind::King => KING[from.index()].contains(to),
        Kind::Knight => KNIGHT[from.index()].contains(to),
        Kind::Pawn => PAWN_DIAGONAL[side.idx()][from.index()].contains(to),
        _ => {
            return match line_between(kind, from, to) {
                None => Err(None),
                Some(between) => {
                    let blockers = between.and(occ);
                    // The blocker nearest to `from`.
                    let nearest = if to > from {
                        blockers.first()
                    } else {
                        blockers.last()
                    };
                    match nearest {
                        None => Ok(()),
                        Some(at) => Err(Some(at)),
                    }
                }
            };
        }
    };
    if on { Ok(()) } else { Err(None) }
}

/// Whether `action` is legal in `pos`, checked for that action alone.
pub(crate) fn is_legal_in(pos: &Position, action: Action) -> bool {
    if pos.is_finished() {
        return false;
    }
    let side = pos.to_act;
    let own = pos.sides[side.idx()];
    match (pos.phase, action) {
        (Phase::Place, Action::Place { kind, to }) => {
            Team::of(pos, side).targets(kind).contains(to)
        }
        (Phase::Kickoff | Phase::Play, Action::Pass { from, to }) => {
            from == pos.ball
                && own.contains(from)
                && reach(pos.kind_at(from), side, from, pos.occupied())
                    .and(own)
                    .contains(to)
        }
        (
            Phase::Play,
            Action::Move {
                from,
                to,
                promotion,
            },
        ) => {
            if !own.contains(from) {
                return false;
            }
            let kind = pos.kind_at(from);
            let promotes = kind == Kind::Pawn && FAR_RANK[side.idx()].contains(to);
            move_targets(kind, side, from, pos.occupied(), prey(pos, side)).contains(to)
                && match promotion {
                    None => !promotes,
                    Some(k) => promotes && Kind::PROMOTIONS.contains(&k),
                }
        }
        (Phase::Play, Action::Null) => {
            let mut list = ActionList::new();
            movegen::legal(pos, &mut list);
            list.as_slice() == [Action::Null]
        }
        _ => false,
    }
}

/// Explains why `action`, known to be illegal, is refused in `pos`.
pub(crate) fn diagnose(pos: &Position, action: Action) -> IllegalAction {
    if pos.is_finished() {
        return IllegalAction::GameOver;
    }
    let side = pos.to_act;
    match (pos.phase, action) {
        (Phase::Place, Action::Place { kind, to }) => diagnose_place(pos, kind, to),
        (Phase::Place, _) => IllegalAction::PlacementInProgress(side),
        (_, Action::Place { .. }) => IllegalAction::NotInPlacement,
        (Phase::Kickoff, Action::Pass { from, to }) if from == pos.ball => {
            diagnose_pass(pos, from, to)
        }
        (Phase::Kickoff, _) => IllegalAction::KickoffPassRequired(pos.ball),
        (_, Action::Pass { from, to }) => diagnose_pass(pos, from, to),
        (_, Action::Null) => IllegalAction::NullNotAllowed,
        (
            _,
            Action::Move {
                from,
                to,
                promotion,
            },
        ) => diagnose_move(pos, from, to, promotion),
    }
}

fn own_piece(pos: &Position, sq: Square) -> Result<Kind, IllegalAction> {
    let piece = pos.piece_at(sq).ok_or(IllegalAction::NoPiece(sq))?;
    if piece.side != pos.to_act {
        return Err(IllegalAction::NotYourPiece {
            square: sq,
            piece,
            side: pos.to_act,
        });
    }
    Ok(piece.kind)
}

fn diagnose_place(pos: &Position, kind: Kind, to: Square) -> IllegalAction {
    let side = pos.to_act;
    let s = side.idx();
    let own = pos.sides[s];
    if !HALF[s].contains(to) {
        return IllegalAction::OutsideHalf(to);
    }
    if pos.occupied().contains(to) {
        return IllegalAction::SquareOccupied(to);
    }
    if own.len() >= 6 {
        return IllegalAction::TeamComplete;
    }
    let max = kind.placement_limit();
    if pos.pieces_of(side, kind).len() >= max {
        return IllegalAction::KindLimit { kind, max };
    }
    if kind == Kind::King && !GOAL[s].contains(to) {
        return IllegalAction::KingOffGoal(to);
    }
    if kind == Kind::Pawn && GOAL[s].contains(to) {
        return IllegalAction::PawnOnGoal(to);
    }
    if kind == Kind::Bishop
        && pos
            .pieces_of(side, Kind::Bishop)
            .into_iter()
            .any(|b| LIGHT.contains(b) == LIGHT.contains(to))
    {
        return IllegalAction::BishopsSameColour(to);
    }
    IllegalAction::CannotComplete { kind, to }
}

fn diagnose_pass(pos: &Position, from: Square, to: Square) -> IllegalAction {
    let kind = match own_piece(pos, from) {
        Ok(k) => k,
        Err(e) => return e,
    };
    if from != pos.ball {
        return IllegalAction::NotBallHolder(from);
    }
    let cannot = IllegalAction::CannotPassThere {
        kind,
        from,
        to,
        how: how_passes(kind),
    };
    if from == to {
        return cannot;
    }
    match pattern(kind, pos.to_act, from, to, pos.occupied()) {
        Err(None) => return cannot,
        Err(Some(at)) => return IllegalAction::Blocked { from, to, at },
        Ok(()) => {}
    }
    match pos.piece_at(to) {
        None => IllegalAction::PassToEmpty(to),
        Some(p) if p.side != pos.to_act => IllegalAction::PassToOpponent(to),
        Some(_) => cannot,
    }
}

fn diagnose_move(
    pos: &Position,
    from: Square,
    to: Square,
    promotion: Option<Kind>,
) -> IllegalAction {
    let side = pos.to_act;
    let kind = match own_piece(pos, from) {
        Ok(k) => k,
        Err(e) => return e,
    };
    let cannot = IllegalAction::CannotMoveThere {
        kind,
        from,
        to,
        how: how_moves(kind),
    };
    let target = pos.piece_at(to);
    if kind == Kind::Pawn && PAWN_PUSH[side.idx()][from.index()].contains(to) {
        if target.is_some() {
            return IllegalAction::PawnBlocked(to);
        }
    } else if from == to {
        return cannot;
    } else {
        match pattern(kind, side, from, to, pos.occupied()) {
            Err(None) => return cannot,
            Err(Some(at)) => return IllegalAction::Blocked { from, to, at },
            Ok(()) => {}
        }
        match target {
            Some(p) if p.side == side => return IllegalAction::OwnPieceThere(to),
            Some(p) if pos.ball != to => {
                return IllegalAction::EnemyWithoutBall {
                    square: to,
                    piece: p,
                };
            }
            // A Pawn's diagonal step only captures the ball-holder.
            None if kind == Kind::Pawn => return cannot,
            _ => {}
        }
    }
    let promotes = kind == Kind::Pawn && FAR_RANK[side.idx()].contains(to);
    match promotion {
        None if promotes => IllegalAction::PromotionRequired { from, to },
        Some(_) => IllegalAction::NotAPromotion,
        None => cannot,
    }
}

/// A match of Chess Football: its start, every action since, and a resignation if any.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Game {
    pub(crate) pos: Position,
    pub(crate) start: Position,
    pub(crate) actions: Vec<Action>,
    pub(crate) resigned: Option<Side>,
}

impl Default for Game {
    fn default() -> Game {
        Game::new()
    }
}

impl Game {
    /// A match from the start.
    #[must_use]
    pub fn new() -> Game {
        Game::from_position(Position::initial())
    }

    /// A match going on from `pos`.
    #[must_use]
    pub fn from_position(pos: Position) -> Game {
        Game {
            pos,
            start: pos,
            actions: Vec::new(),
            resigned: None,
        }
    }

    /// The position now.
    #[must_use]
    pub const fn position(&self) -> &Position {
        &self.pos
    }

    /// The position the match started from.
    #[must_use]
    pub const fn start_position(&self) -> &Position {
        &self.start
    }

    /// Every action applied since the start, in order.
    #[must_use]
    pub fn actions(&self) -> &[Action] {
        &self.actions
    }

    /// The side to act (once over, the side that would have acted).
    #[must_use]
    pub const fn side_to_act(&self) -> Side {
        self.pos.to_act
    }

    /// The score now.
    #[must_use]
    pub const fn score(&self) -> Score {
        Score {
            white: self.pos.score[0],
            black: self.pos.score[1],
        }
    }

    /// The side that resigned, if one did.
    #[must_use]
    pub const fn resigned(&self) -> Option<Side> {
        self.resigned
    }

    /// Ongoing, or how the match ended.
    #[must_use]
    pub fn status(&self) -> Status {
        if let Some(loser) = self.resigned {
            return Status::Over(Outcome::Won {
                winner: loser.opponent(),
                reason: WinReason::Resignation,
            });
        }
        if self.pos.is_finished() {
            return Status::Over(full_time(&self.pos));
        }
        Status::Ongoing
    }

    /// Every legal action of the side to act; empty once the match is over.
    #[must_use]
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut list = ActionList::new();
        self.legal_actions_into(&mut list);
        list.to_vec()
    }

    /// Writes every legal action into `out` (cleared first; no allocation).
    pub fn legal_actions_into(&self, out: &mut ActionList) {
        out.clear();
        if self.resigned.is_none() {
            movegen::legal(&self.pos, out);
        }
    }

    /// Whether `action` is legal now, and why not.
    ///
    /// # Errors
    /// The reason the action is refused.
    pub fn is_legal(&self, action: Action) -> Result<(), IllegalAction> {
        if self.resigned.is_some() {
            return Err(IllegalAction::GameOver);
        }
        if is_legal_in(&self.pos, action) {
            Ok(())
        } else {
            Err(diagnose(&self.pos, action))
        }
    }

    /// Applies `action` for the side to act. On error the match is unchanged.
    ///
    /// # Errors
    /// The reason the action is refused.
    pub fn apply(&mut self, action: Action) -> Result<Applied, IllegalAction> {
        self.is_legal(action)?;
        let before = self.pos;
        let fx = movegen::make(&mut self.pos, action);
        self.actions.push(action);
        Ok(report(&before, &self.pos, action, &fx))
    }

    /// Every legal action (in [`Game::legal_actions`] order) with what applying it would do,
    /// as [`Game::apply`] would report it. The match is not changed or copied: each action is
    /// made on a copy of the position alone.
    #[must_use]
    pub fn legal_previews(&self) -> Vec<Applied> {
        let mut list = ActionList::new();
        self.legal_actions_into(&mut list);
        list.iter()
            .map(|&action| {
                let mut after = self.pos;
                let fx = movegen::make(&mut after, action);
                report(&self.pos, &after, action, &fx)
            })
            .collect()
    }

    /// `side` resigns; the opponent wins. Either side may resign at any time.
    ///
    /// # Errors
    /// [`IllegalAction::GameOver`] when the match is already over.
    pub fn resign(&mut self, side: Side) -> Result<Outcome, IllegalAction> {
        if self.status() != Status::Ongoing {
            return Err(IllegalAction::GameOver);
        }
        self.resigned = Some(side);
        Ok(Outcome::Won {
            winner: side.opponent(),
            reason: WinReason::Resignation,
        })
    }
}

/// The result at full time.
fn full_time(pos: &Position) -> Outcome {
    let [w, b] = pos.score;
    match w.cmp(&b) {
        std::cmp::Ordering::Greater => Outcome::Won {
            winner: Side::White,
            reason: WinReason::FullTime,
        },
        std::cmp::Ordering::Less => Outcome::Won {
            winner: Side::Black,
            reason: WinReason::FullTime,
        },
        std::cmp::Ordering::Equal => Outcome::Drawn,
    }
}

/// The report of `action` made on `before`, giving `after`.
pub(crate) fn report(
    before: &Position,
    after: &Position,
    action: Action,
    fx: &movegen::Effects,
) -> Applied {
    let side = fx.side;
    let score = Score {
        white: after.score[0],
        black: after.score[1],
    };
    let goal = fx.goal.map(|kind| Goal {
        scorer: side,
        kind,
        square: match action {
            Action::Move { to, .. } | Action::Pass { to, .. } => to,
            _ => before.ball,
        },
        score,
    });
    Applied {
        action,
        side,
        placed: match action {
            Action::Place { kind, .. } => Some(Piece::new(side, kind)),
            _ => None,
        },
        captured: fx.captured,
        pass_to: fx.pass_to.map(|(sq, kind)| (sq, Piece::new(side, kind))),
        promoted: fx.promoted,
        goal,
        restart: fx.restart.map(|reason| Restart {
            reason,
            kicker: side.opponent(),
        }),
        half_time: fx.half_time,
        outcome: fx.full_time.then(|| full_time(after)),
    }
}
