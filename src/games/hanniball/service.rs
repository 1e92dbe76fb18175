//! Hanniball's part of `hanniball.v1.HanniballService`: its messages for the shared RPCs of
//! [`crate::rpc`], and its own RPCs, `UndoStep` and `CheckRedCard`.

use tonic::{Request, Response, Status};

use super::pb::hanniball_service_server::{HanniballService, HanniballServiceServer};
use super::rules::{self, Game, IllegalAction, Side};
use super::{Hanniball, convert, pb};
use crate::rpc::api::{illegal, record_replay};
use crate::rpc::snapshot::of_view;
use crate::rpc::wire::Subject;
use crate::rpc::{Adapter, GameApi};
use crate::session::auth::SeatToken;
use crate::session::error::ServiceError;
use crate::session::games::{self, ChangeRequest, Changed, GameView, Recorded};
use crate::session::play::Session;
use crate::session::traced;
use crate::store::{GameId, GameStore};

crate::wire! {
    ruleset: Hanniball,
    service: "hanniball.v1.HanniballService",
    side_to_move: side_to_move,
    legal_side: side_to_move,
    tokens: [white_token, black_token],
    won: [WhiteWon, BlackWon],
    action: Step,
    report: StepResult,
    act_change: Step,
    history: turns: Turn,
}

impl Adapter for Hanniball {
    fn perft(game: &Game, depth: u32) -> u64 {
        super::rules::perft(game, depth)
    }

    fn bare_snapshot(id: &GameId, version: u64, game: &Game, session: &Session) -> pb::Game {
        convert::bare_snapshot(id, version, game, session)
    }

    fn rules_ending(game: &Game) -> (i32, i32) {
        let (status, reason) = convert::status(game.status());
        (status.into(), reason.into())
    }

    fn report(applied: &rules::Applied, seat: Side) -> pb::StepResult {
        convert::step_result(applied, seat)
    }

    fn listed(game: &Game) -> Vec<pb::Step> {
        convert::legal_steps(game)
    }

    fn start_position(game: &Game) -> String {
        game.start_position().to_hpn()
    }

    fn position(game: &Game) -> String {
        game.position().to_hpn()
    }

    fn entries(game: &Game, session: &Session) -> Vec<pb::Turn> {
        convert::turns(game, session)
    }

    fn notations(entries: Vec<pb::Turn>) -> Vec<String> {
        entries
            .into_iter()
            .flat_map(|turn| turn.steps.into_iter().map(|step| step.notation))
            .collect()
    }

    fn undone_change(
        view: &GameView<Hanniball>,
        seat: Side,
        undone: &rules::Action,
    ) -> Option<pb::game_event::Change> {
        Some(pb::game_event::Change::Undone(undone_step(
            view, seat, *undone,
        )))
    }
}

crate::game_service!(Hanniball, HanniballServiceServer, HanniballService, {
    async fn undo_step(
        &self,
        request: Request<pb::UndoStepRequest>,
    ) -> Result<Response<pb::UndoStepResponse>, Status> {
        undo_step(self, request).await
    }

    async fn check_red_card(
        &self,
        request: Request<pb::CheckRedCardRequest>,
    ) -> Result<Response<pb::CheckRedCardResponse>, Status> {
        check_red_card(self, request).await
    }
});

/// The step `seat` took back, with the flags of what it did when it was played (`view`: the
/// game after the undo).
fn undone_step(view: &GameView<Hanniball>, seat: Side, undone: rules::Action) -> pb::Step {
    let mut replay = view.game.clone();
    let applied = replay.apply(undone).ok();
    convert::step(&undone, applied.as_ref(), seat)
}

/// `UndoStep`: the side to move takes back the last step of its turn.
async fn undo_step<S: GameStore>(
    api: &GameApi<Hanniball, S>,
    request: Request<pb::UndoStepRequest>,
) -> Result<Response<pb::UndoStepResponse>, Status> {
    let (metadata, _, request) = request.into_parts();
    traced("UndoStep", &request.game_id, async {
        let player = api.caller(&metadata, None).await?;
        let token = SeatToken::of_call(&metadata, player.as_ref())?;
        let id = games::parse_game_id("game_id", &request.game_id)?;
        let request_id = games::parse_request_id(&request.request_id)?;
        let change = ChangeRequest {
            method: "UndoStep",
            args: &[],
            expected_version: request.expected_version,
            request_id,
            to_move_only: true,
            player: player.as_ref(),
        };
        let acted = Box::pin(api.games().act(
            &id,
            games::SeatKey::of(token.as_ref()),
            change,
            |view, _| {
                view.game.undo_step().map_err(|e| match e {
                    IllegalAction::NothingToUndo => {
                        ServiceError::NothingToUndo { why: e.to_string() }
                    }
                    other => illegal::<Hanniball>("undo".into(), &other),
                })
            },
            |view, seat: Side, undone| Changed {
                event: games::record(view, Recorded::Undo),
                reply: pb::UndoStepResponse {
                    game: Some(of_view(view)),
                    undone: Some(undone_step(view, seat, undone)),
                },
            },
        ))
        .await?;
        record_replay(acted.replayed);
        Ok(acted.reply)
    })
    .await
}

/// `CheckRedCard`: both sides' red-card reports of a stored game or a position.
async fn check_red_card<S: GameStore>(
    api: &GameApi<Hanniball, S>,
    request: Request<pb::CheckRedCardRequest>,
) -> Result<Response<pb::CheckRedCardResponse>, Status> {
    use pb::check_red_card_request::Subject as S;
    let subject = request.into_inner().subject.map(|s| match s {
        S::GameId(id) => Subject::GameId(id),
        S::Position(p) => Subject::Position(p),
    });
    let shown = match &subject {
        Some(Subject::GameId(id)) => id.clone(),
        _ => String::new(),
    };
    traced("CheckRedCard", &shown, async {
        let (snapshot, game, session) = api.subject(subject.as_ref()).await?;
        let board = game.position();
        let report = |side| convert::red_card(side, &rules::red_card(board, side));
        Ok(pb::CheckRedCardResponse {
            game: snapshot,
            white: Some(report(Side::White)),
            black: Some(report(Side::Black)),
            side_to_move: convert::side(game.side_to_move()),
            penalty_available: convert::penalty_available(&game, &session),
        })
    })
    .await
}
