//! Conversions from the rules engine's types to the generated protobuf messages.

use super::pb;
use crate::games::hanniball::Hanniball;
use crate::games::hanniball::rules::{
    Action, Applied, BallChange, Game, Piece, PieceKind, Reason, RedCardReport, Side, Square,
    Status,
};
use crate::games::shared::same_variants;
use crate::session::play::Session;
use crate::store::GameId;

same_variants!(Side => pb::Side { White, Black });

same_variants!(PieceKind => pb::PieceKind { Monkey, Lion, Elephant, Horse });

same_variants!(Reason => pb::EndReason { Goal, OwnGoal, NoLegalAction => NoLegalStep, Resignation });

/// A side as a protobuf enum value.
#[must_use]
pub fn side(side: Side) -> i32 {
    pb::Side::from(side).into()
}

/// An optional side (`None`: nobody) as a protobuf enum value.
#[must_use]
pub fn maybe_side(side: Option<Side>) -> i32 {
    side.map_or(pb::Side::Unspecified, pb::Side::from).into()
}

fn placed(square: Square, piece: Piece) -> pb::PlacedPiece {
    pb::PlacedPiece {
        square: square.name(),
        side: self::side(piece.side),
        kind: pb::PieceKind::from(piece.kind).into(),
    }
}

/// The status and end reason of a game.
pub fn status(status: Status) -> (pb::GameStatus, pb::EndReason) {
    match status {
        Status::Ongoing => (pb::GameStatus::Ongoing, pb::EndReason::Unspecified),
        Status::Over(outcome) => (
            match outcome.winner {
                Side::White => pb::GameStatus::WhiteWon,
                Side::Black => pb::GameStatus::BlackWon,
            },
            outcome.reason.into(),
        ),
    }
}

/// The snapshot's fields of the rules' game (the generic layer adds the session's): a game
/// the session ended has no steps left.
#[must_use]
pub fn bare_snapshot(id: &GameId, version: u64, game: &Game, session: &Session) -> pb::Game {
    let mut shown = rules_snapshot(id, version, game);
    if session.ended.is_some() {
        // Nobody acts in a game the session ended (the rules' own ending clears them itself).
        shown.steps_left = 0;
        shown.penalty_available = false;
    }
    shown
}

/// Whether the side to move may still use its penalty: never once the game is over, whatever
/// ended it.
#[must_use]
pub fn penalty_available(game: &Game, session: &Session) -> bool {
    game.penalty_available() && !crate::session::ending::over::<Hanniball>(session, game)
}

fn rules_snapshot(id: &GameId, version: u64, game: &Game) -> pb::Game {
    let position = game.position();
    let (status, end_reason) = status(game.status());
    pb::Game {
        game_id: id.to_string(),
        version,
        position: position.to_hpn(),
        turn_start_position: game.turn_start().to_hpn(),
        side_to_move: side(game.side_to_move()),
        turn: game.turn(),
        steps_taken: game.steps_taken().into(),
        steps_left: game.steps_left().into(),
        step_limit: game.step_limit().into(),
        penalty_available: game.penalty_available(),
        penalty_used: game.penalty_used(),
        status: status.into(),
        end_reason: end_reason.into(),
        steps_this_turn: game
            .turns()
            .last()
            .map(|turn| turn.iter().map(|action| action.to_hsn()).collect())
            .unwrap_or_default(),
        ball_holder: maybe_side(position.ball_holder().map(|p| p.side)),
        ball: position.ball().name(),
        ..pb::Game::default()
    }
}

/// A step in structured form; the flags come from `applied` when known.
#[must_use]
pub fn step(action: &Action, applied: Option<&Applied>, mover: Side) -> pb::Step {
    let sq = |s: &Square| s.name();
    let (kind, from, to, ricochet) = match action {
        Action::Move { from, to } => (pb::StepKind::Move, sq(from), sq(to), String::new()),
        Action::Dribble { from, to } => (pb::StepKind::Dribble, sq(from), sq(to), String::new()),
        Action::Kick { from, to, ricochet } => (
            pb::StepKind::Kick,
            sq(from),
            sq(to),
            ricochet.as_ref().map(sq).unwrap_or_default(),
        ),
        Action::PenaltyRemove { square } => (
            pb::StepKind::PenaltyRemove,
            String::new(),
            sq(square),
            String::new(),
        ),
        Action::EndTurn => (
            pb::StepKind::EndTurn,
            String::new(),
            String::new(),
            String::new(),
        ),
    };
    let mut step = pb::Step {
        notation: action.to_hsn(),
        kind: kind.into(),
        from_square: from,
        to_square: to,
        ricochet,
        ..pb::Step::default()
    };
    if let Some(applied) = applied {
        step.captures = applied.captured.is_some();
        step.ends_turn = applied.turn_ended;
        if let Some(outcome) = applied.outcome {
            step.ends_game = true;
            step.scores = outcome.reason == Reason::Goal && outcome.winner == mover;
            step.own_goal = outcome.reason == Reason::OwnGoal;
        }
    }
    step
}

/// What an accepted step did.
#[must_use]
pub fn step_result(applied: &Applied, mover: Side) -> pb::StepResult {
    pb::StepResult {
        step: Some(step(&applied.action, Some(applied), mover)),
        captured: applied.captured.map(|(s, p)| placed(s, p)),
        removed: applied.removed.map(|(s, p)| placed(s, p)),
        holder_before: maybe_side(applied.holder_before),
        holder_after: maybe_side(applied.holder_after),
        ball_change: ball_change(applied.ball_change()).into(),
        ball_from: applied.ball_from.name(),
        ball_to: applied.ball_to.name(),
        turn_ended: applied.turn_ended,
        game_over: applied.outcome.is_some(),
    }
}

/// What a step did to the ball.
fn ball_change(change: BallChange) -> pb::BallChange {
    match change {
        BallChange::None => pb::BallChange::None,
        BallChange::Carried => pb::BallChange::Carried,
        BallChange::Left => pb::BallChange::Left,
        BallChange::PickedUp => pb::BallChange::PickedUp,
        BallChange::Captured => pb::BallChange::Captured,
        BallChange::Passed => pb::BallChange::Passed,
        BallChange::KickedLoose => pb::BallChange::KickedLoose,
        BallChange::KickedToOpponent => pb::BallChange::KickedToOpponent,
    }
}

/// Every legal step of `game`, with the flags of what it would do.
#[must_use]
pub fn legal_steps(game: &Game) -> Vec<pb::Step> {
    let mover = game.side_to_move();
    game.legal_previews()
        .iter()
        .map(|applied| step(&applied.action, Some(applied), mover))
        .collect()
}

/// One side's red-card report.
#[must_use]
pub fn red_card(offender: Side, report: &RedCardReport) -> pb::RedCardReport {
    pb::RedCardReport {
        side: side(offender),
        clustering: report.clustering,
        groups: report
            .groups
            .iter()
            .map(|group| pb::SquareGroup {
                squares: group.iter().map(ToString::to_string).collect(),
            })
            .collect(),
        obstruction: report.obstruction,
        red_card: report.any(),
    }
}

/// The turns of a game, replayed from its start to recover each step's flags. Once the game
/// is over, whatever ended it (the rules or the `session`: see [`crate::session::ending`]), no
/// turn follows the one that ended it.
#[must_use]
pub fn turns(game: &Game, session: &Session) -> Vec<pb::Turn> {
    let over = crate::session::ending::over::<Hanniball>(session, game);
    let mut replay = Some(Game::from_position(*game.start_position()));
    let mut number = game.start_position().turn();
    let mut mover = game.start_position().side_to_move();
    let mut out = Vec::with_capacity(game.turns().len());
    for actions in game.turns() {
        if let Some(r) = &replay {
            number = r.turn();
            mover = r.side_to_move();
        }
        let mut steps = Vec::with_capacity(actions.len());
        for action in actions {
            let applied = replay.as_mut().and_then(|r| r.apply(*action).ok());
            if applied.is_none() {
                // The record does not replay (it always should): keep the steps, drop flags.
                replay = None;
            }
            steps.push(step(action, applied.as_ref(), mover));
        }
        // A game that ended at the start of a turn (lost for lack of a legal step, a flag
        // fall, an agreed draw) ends with an empty turn, which the record omits: so does the
        // history.
        if steps.is_empty() && over {
            break;
        }
        out.push(pb::Turn {
            number,
            side: side(mover),
            steps,
        });
        if replay.is_none() {
            number += 1;
            mover = mover.opponent();
        }
    }
    out
}
