//! Conversions from the Chess Football engine's types to the generated protobuf messages.

use super::pb;
use super::rules::{
    Action, Applied, Game, GoalKind, Kind, Outcome, Phase, Piece, Position, RestartReason, Score,
    Side, Square, Status, WinReason,
};
use crate::games::shared::same_variants;
use crate::store::GameId;

same_variants!(Side => pb::Side { White, Black });

same_variants!(Kind => pb::PieceKind { King, Queen, Rook, Bishop, Knight, Pawn });

same_variants!(Phase => pb::Phase { Place, Kickoff, Play });

same_variants!(GoalKind => pb::GoalKind { Carried, Passed, CapturedOnGoal, KingCaptured });

same_variants!(RestartReason => pb::RestartReason { Goal, KingVersusKing });

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

fn kind(kind: Option<Kind>) -> i32 {
    kind.map_or(pb::PieceKind::Unspecified, pb::PieceKind::from)
        .into()
}

fn placed(square: Square, piece: Piece) -> pb::PlacedPiece {
    pb::PlacedPiece {
        square: square.to_string(),
        side: side(piece.side),
        kind: pb::PieceKind::from(piece.kind).into(),
    }
}

fn score(score: Score) -> pb::Score {
    pb::Score {
        white: score.white.into(),
        black: score.black.into(),
    }
}

/// The status a result has, in the protobuf's terms.
fn outcome_status(outcome: Outcome) -> pb::GameStatus {
    match outcome.winner() {
        Some(Side::White) => pb::GameStatus::WhiteWon,
        Some(Side::Black) => pb::GameStatus::BlackWon,
        None => pb::GameStatus::Drawn,
    }
}

/// The status and end reason of a match.
pub fn status(status: Status) -> (pb::GameStatus, pb::EndReason) {
    match status {
        Status::Ongoing => (pb::GameStatus::Ongoing, pb::EndReason::Unspecified),
        Status::Over(outcome) => (
            outcome_status(outcome),
            match outcome {
                Outcome::Won {
                    reason: WinReason::Resignation,
                    ..
                } => pb::EndReason::Resignation,
                _ => pb::EndReason::FullTime,
            },
        ),
    }
}

/// The snapshot of the rules' game alone.
#[must_use]
pub fn bare_snapshot(id: &GameId, version: u64, game: &Game) -> pb::Game {
    let position: &Position = game.position();
    let (status, end_reason) = status(game.status());
    pb::Game {
        game_id: id.to_string(),
        version,
        position: position.to_cfn(),
        status: status.into(),
        end_reason: end_reason.into(),
        side_to_move: side(position.side_to_act()),
        phase: pb::Phase::from(position.phase()).into(),
        half: position.half().into(),
        white_moves: position.moves(Side::White).into(),
        black_moves: position.moves(Side::Black).into(),
        score: Some(self::score(game.score())),
        ball: position.ball().to_string(),
        ball_holder: position.ball_holder().map(|p| placed(position.ball(), p)),
        kicking_off: maybe_side(position.kicking_off()),
        resigned: maybe_side(game.resigned()),
        ..pb::Game::default()
    }
}

/// An action in structured form; what it does comes from `applied` when known.
#[must_use]
pub fn action(action: &Action, applied: Option<&Applied>) -> pb::Action {
    let sq = |s: &Square| s.to_string();
    let (kind, from, to, placed_kind, promotion) = match action {
        Action::Place { kind, to } => (
            pb::ActionKind::Place,
            String::new(),
            sq(to),
            Some(*kind),
            None,
        ),
        Action::Move {
            from,
            to,
            promotion,
        } => (pb::ActionKind::Move, sq(from), sq(to), None, *promotion),
        Action::Pass { from, to } => (pb::ActionKind::Pass, sq(from), sq(to), None, None),
        Action::Null => (
            pb::ActionKind::Null,
            String::new(),
            String::new(),
            None,
            None,
        ),
    };
    pb::Action {
        notation: action.to_string(),
        kind: kind.into(),
        from_square: from,
        to_square: to,
        placed_kind: self::kind(placed_kind),
        promotion: self::kind(promotion),
        captures: applied.is_some_and(|a| a.captured.is_some()),
        scores: applied.is_some_and(|a| a.goal.is_some()),
        ends_game: applied.is_some_and(|a| a.outcome.is_some()),
    }
}

/// What an accepted action did.
#[must_use]
pub fn result(applied: &Applied) -> pb::ActionResult {
    pb::ActionResult {
        action: Some(action(&applied.action, Some(applied))),
        side: side(applied.side),
        placed: match (applied.action, applied.placed) {
            (Action::Place { to, .. }, Some(piece)) => Some(placed(to, piece)),
            _ => None,
        },
        captured: applied.captured.map(|(s, p)| placed(s, p)),
        pass_receiver: applied.pass_to.map(|(s, p)| placed(s, p)),
        promoted_to: kind(applied.promoted),
        goal: applied.goal.map(|g| pb::Goal {
            scorer: side(g.scorer),
            kind: pb::GoalKind::from(g.kind).into(),
            square: g.square.to_string(),
            score: Some(score(g.score)),
        }),
        restart: applied.restart.map(|r| pb::Restart {
            reason: pb::RestartReason::from(r.reason).into(),
            kicking_off: side(r.kicker),
        }),
        half_time: applied.half_time,
        full_time: applied.outcome.is_some(),
        result: applied
            .outcome
            .map_or(pb::GameStatus::Unspecified, outcome_status)
            .into(),
    }
}

/// Every legal action of `game`, with what it would do.
#[must_use]
pub fn legal_actions(game: &Game) -> Vec<pb::Action> {
    game.legal_previews()
        .iter()
        .map(|applied| action(&applied.action, Some(applied)))
        .collect()
}

/// Every action of a match in order, with what it did (replayed from its start).
#[must_use]
pub fn history(game: &Game) -> Vec<pb::ActionResult> {
    let mut replay = Game::from_position(*game.start_position());
    game.actions()
        .iter()
        .map(|a| match replay.apply(*a) {
            Ok(applied) => result(&applied),
            // A stored match always replays; should it not, keep the action without effects.
            Err(_) => pb::ActionResult {
                action: Some(action(a, None)),
                ..pb::ActionResult::default()
            },
        })
        .collect()
}
