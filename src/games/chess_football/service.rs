//! Chess Football's part of `chessfootball.v1.ChessFootballService`: its messages for the
//! shared RPCs of [`crate::rpc`]. The game has no RPCs of its own and no undo.

use super::pb::chess_football_service_server::{ChessFootballService, ChessFootballServiceServer};
use super::rules::{Applied, Game, Side};
use super::{ChessFootball, convert, pb};
use crate::rpc::Adapter;
use crate::session::play::Session;
use crate::store::GameId;

crate::wire! {
    ruleset: ChessFootball,
    service: "chessfootball.v1.ChessFootballService",
    side_to_move: side_to_move,
    legal_side: side_to_move,
    tokens: [white_token, black_token],
    won: [WhiteWon, BlackWon],
    action: Action,
    report: ActionResult,
    act_change: Result,
    history: actions: ActionResult,
}

impl Adapter for ChessFootball {
    fn perft(game: &Game, depth: u32) -> u64 {
        super::rules::perft(game.position(), depth)
    }

    fn bare_snapshot(id: &GameId, version: u64, game: &Game, _session: &Session) -> pb::Game {
        convert::bare_snapshot(id, version, game)
    }

    fn rules_ending(game: &Game) -> (i32, i32) {
        let (status, reason) = convert::status(game.status());
        (status.into(), reason.into())
    }

    fn report(applied: &Applied, _seat: Side) -> pb::ActionResult {
        convert::result(applied)
    }

    fn listed(game: &Game) -> Vec<pb::Action> {
        convert::legal_actions(game)
    }

    fn start_position(game: &Game) -> String {
        game.start_position().to_cfn()
    }

    fn position(game: &Game) -> String {
        game.position().to_cfn()
    }

    fn entries(game: &Game, _session: &Session) -> Vec<pb::ActionResult> {
        convert::history(game)
    }

    fn notations(entries: Vec<pb::ActionResult>) -> Vec<String> {
        entries
            .into_iter()
            .filter_map(|done| done.action.map(|a| a.notation))
            .collect()
    }
}

crate::game_service!(
    ChessFootball,
    ChessFootballServiceServer,
    ChessFootballService,
    {}
);
