//! Copenhagen Hnefatafl's part of `hnefatafl.v1.HnefataflService`: its messages for the shared
//! RPCs of [`crate::rpc`]. The game has no RPCs of its own and no undo.

use super::pb::hnefatafl_service_server::{HnefataflService, HnefataflServiceServer};
use super::rules::{Applied, Game, Side};
use super::{Hnefatafl, convert, pb};
use crate::rpc::Adapter;
use crate::session::play::Session;
use crate::store::GameId;

crate::wire! {
    ruleset: Hnefatafl,
    service: "hnefatafl.v1.HnefataflService",
    side_to_move: side_to_move,
    legal_side: side_to_move,
    tokens: [attackers_token, defenders_token],
    won: [AttackersWon, DefendersWon],
    action: Move,
    report: MoveResult,
    act_change: Move,
    history: moves: MoveResult,
}

impl Adapter for Hnefatafl {
    fn perft(game: &Game, depth: u32) -> u64 {
        super::rules::perft(game, depth)
    }

    fn bare_snapshot(id: &GameId, version: u64, game: &Game, _session: &Session) -> pb::Game {
        convert::bare_snapshot(id, version, game)
    }

    fn rules_ending(game: &Game) -> (i32, i32) {
        let (status, reason) = convert::status(game.status());
        (status.into(), reason.into())
    }

    fn report(applied: &Applied, seat: Side) -> pb::MoveResult {
        convert::result(applied, seat)
    }

    fn listed(game: &Game) -> Vec<pb::Move> {
        convert::legal_moves(game)
    }

    fn start_position(game: &Game) -> String {
        game.start_position().to_tpn()
    }

    fn position(game: &Game) -> String {
        game.position().to_tpn()
    }

    fn entries(game: &Game, _session: &Session) -> Vec<pb::MoveResult> {
        convert::history(game)
    }

    fn notations(entries: Vec<pb::MoveResult>) -> Vec<String> {
        entries
            .into_iter()
            .filter_map(|made| made.r#move.map(|m| m.notation))
            .collect()
    }
}

crate::game_service!(Hnefatafl, HnefataflServiceServer, HnefataflService, {});
