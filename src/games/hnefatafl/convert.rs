//! Conversions from the Hnefatafl engine's types to the generated protobuf messages.

use super::pb;
use crate::games::hnefatafl::rules::{
    Applied, Bitboard, Game, Move, Piece, Position, Reason, Side, Status,
};
use crate::games::shared::same_variants;
use crate::store::GameId;

same_variants!(Side => pb::Side { Attackers, Defenders });

same_variants!(Piece => pb::Piece { Attacker, Defender, King });

same_variants!(Reason => pb::EndReason { KingEscaped, ExitFort, KingCaptured, Encirclement, NoLegalMove, Resignation, PerpetualRepetition });

/// A side as a protobuf enum value.
#[must_use]
pub fn side(side: Side) -> i32 {
    pb::Side::from(side).into()
}

/// The status and end reason of a game.
#[must_use]
pub fn status(status: Status) -> (pb::GameStatus, pb::EndReason) {
    match status {
        Status::Ongoing => (pb::GameStatus::Ongoing, pb::EndReason::Unspecified),
        Status::Over(outcome) => (
            match outcome.winner {
                Side::Attackers => pb::GameStatus::AttackersWon,
                Side::Defenders => pb::GameStatus::DefendersWon,
            },
            outcome.reason.into(),
        ),
    }
}

/// The squares of a set, in board order.
fn squares(set: Bitboard) -> Vec<String> {
    set.map(|s| s.to_string()).collect()
}

/// The snapshot of the rules' game alone.
#[must_use]
pub fn bare_snapshot(id: &GameId, version: u64, game: &Game) -> pb::Game {
    let position = game.position();
    let (status, end_reason) = status(game.status());
    pb::Game {
        game_id: id.to_string(),
        version,
        position: position.to_tpn(),
        side_to_move: side(game.side_to_move()),
        status: status.into(),
        end_reason: end_reason.into(),
        moves_made: u32::try_from(game.moves().len()).unwrap_or(u32::MAX),
        last_move: game
            .moves()
            .last()
            .map(ToString::to_string)
            .unwrap_or_default(),
        king_square: position.king().map(|k| k.to_string()).unwrap_or_default(),
        attackers_left: position.attackers().len() as u32,
        defenders_left: position.defenders().len() as u32,
        ..pb::Game::default()
    }
}

/// A move by `piece` of `mover`, in structured form.
#[must_use]
pub fn mv(mv: Move, piece: Piece, mover: Side) -> pb::Move {
    pb::Move {
        notation: mv.to_string(),
        from_square: mv.from.to_string(),
        to_square: mv.to.to_string(),
        piece: pb::Piece::from(piece).into(),
        side: side(mover),
    }
}

/// Every legal move in `position` (its side to move), in the engine's order.
#[must_use]
pub fn legal_moves(game: &Game) -> Vec<pb::Move> {
    let position: &Position = game.position();
    let mover = game.side_to_move();
    game.legal_moves()
        .into_iter()
        .filter_map(|m| position.piece_at(m.from).map(|p| mv(m, p, mover)))
        .collect()
}

/// What an accepted move did.
#[must_use]
pub fn result(applied: &Applied, mover: Side) -> pb::MoveResult {
    let (winner, end_reason) = match applied.outcome {
        Some(o) => (side(o.winner), pb::EndReason::from(o.reason).into()),
        None => (
            pb::Side::Unspecified.into(),
            pb::EndReason::Unspecified.into(),
        ),
    };
    pb::MoveResult {
        r#move: Some(mv(applied.mv, applied.piece, mover)),
        captured_squares: squares(applied.captured),
        shieldwall_squares: squares(applied.shieldwall),
        king_captured: applied.king_captured.is_some(),
        king_square: applied
            .king_captured
            .map(|k| k.to_string())
            .unwrap_or_default(),
        game_over: applied.outcome.is_some(),
        winner,
        end_reason,
    }
}

/// Every move of a game with what it did, replayed from its start.
#[must_use]
pub fn history(game: &Game) -> Vec<pb::MoveResult> {
    let mut replay = Game::from_position(*game.start_position());
    let mut out = Vec::with_capacity(game.moves().len());
    for &m in game.moves() {
        let mover = replay.side_to_move();
        match replay.apply(m) {
            Ok(applied) => out.push(result(&applied, mover)),
            // A stored game always replays; should one not, its moves are still listed.
            Err(_) => out.push(pb::MoveResult {
                r#move: Some(pb::Move {
                    notation: m.to_string(),
                    from_square: m.from.to_string(),
                    to_square: m.to.to_string(),
                    ..pb::Move::default()
                }),
                ..pb::MoveResult::default()
            }),
        }
    }
    out
}
