//! Tic-tac-toe's part of `tictactoe.v1.TicTacToeService`: its messages for the shared RPCs of
//! [`crate::rpc`]. It has no RPCs of its own and no undo.

use super::pb::tic_tac_toe_service_server::{TicTacToeService, TicTacToeServiceServer};
use super::rules::{Applied, Game, Move, Reason, Side, Status};
use super::{TicTacToe, pb};
use crate::rpc::Adapter;
use crate::session::play::Session;
use crate::store::GameId;

impl From<Side> for pb::Side {
    fn from(side: Side) -> pb::Side {
        match side {
            Side::X => pb::Side::X,
            Side::O => pb::Side::O,
        }
    }
}

fn side(side: Side) -> i32 {
    pb::Side::from(side).into()
}

fn ending(status: Status) -> (pb::GameStatus, pb::EndReason) {
    match status {
        Status::Ongoing => (pb::GameStatus::Ongoing, pb::EndReason::Unspecified),
        Status::Drawn => (pb::GameStatus::Drawn, pb::EndReason::BoardFull),
        Status::Won { winner, reason } => (
            match winner {
                Side::X => pb::GameStatus::XWon,
                Side::O => pb::GameStatus::OWon,
            },
            match reason {
                Reason::ThreeInARow => pb::EndReason::ThreeInARow,
                Reason::BoardFull => pb::EndReason::BoardFull,
                Reason::Resignation => pb::EndReason::Resignation,
            },
        ),
    }
}

fn mv(mv: Move, mover: Side) -> pb::Move {
    pb::Move {
        notation: mv.to_string(),
        side: side(mover),
    }
}

fn result(applied: &Applied) -> pb::MoveResult {
    let (_, reason) = ending(applied.status);
    pb::MoveResult {
        r#move: Some(mv(applied.mv, applied.side)),
        game_over: applied.status != Status::Ongoing,
        winner: match applied.status {
            Status::Won { winner, .. } => side(winner),
            _ => 0,
        },
        end_reason: reason.into(),
    }
}

crate::wire! {
    ruleset: TicTacToe,
    service: "tictactoe.v1.TicTacToeService",
    side_to_move: side_to_move,
    legal_side: side_to_move,
    tokens: [x_token, o_token],
    won: [XWon, OWon],
    action: Move,
    report: MoveResult,
    act_change: Move,
    history: moves: MoveResult,
}

impl Adapter for TicTacToe {
    fn bare_snapshot(id: &GameId, version: u64, game: &Game, _session: &Session) -> pb::Game {
        let (status, end_reason) = ending(game.status());
        pb::Game {
            game_id: id.to_string(),
            version,
            position: game.position().text(),
            side_to_move: side(game.position().to_move()),
            status: status.into(),
            end_reason: end_reason.into(),
            moves_made: u32::try_from(game.moves().len()).unwrap_or(u32::MAX),
            ..pb::Game::default()
        }
    }

    fn rules_ending(game: &Game) -> (i32, i32) {
        let (status, reason) = ending(game.status());
        (status.into(), reason.into())
    }

    fn report(applied: &Applied, _seat: Side) -> pb::MoveResult {
        result(applied)
    }

    fn listed(game: &Game) -> Vec<pb::Move> {
        let mover = game.position().to_move();
        game.legal_moves()
            .into_iter()
            .map(|m| mv(m, mover))
            .collect()
    }

    fn start_position(game: &Game) -> String {
        game.start_position().text()
    }

    fn position(game: &Game) -> String {
        game.position().text()
    }

    fn entries(game: &Game, _session: &Session) -> Vec<pb::MoveResult> {
        let mut replay = Game::from_position(*game.start_position());
        game.moves()
            .iter()
            .filter_map(|&m| replay.apply(m).ok().map(|applied| result(&applied)))
            .collect()
    }

    fn notations(entries: Vec<pb::MoveResult>) -> Vec<String> {
        entries
            .into_iter()
            .filter_map(|made| made.r#move.map(|m| m.notation))
            .collect()
    }
}

crate::game_service!(TicTacToe, TicTacToeServiceServer, TicTacToeService, {});
