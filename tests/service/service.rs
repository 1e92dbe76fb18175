//! End-to-end tests of `hanniball.v1.HanniballService`: a real server in this process, the
//! generated tonic client, and each store (memory; a private Redis started by the test).

use crate::common;

use arbiter::games::hanniball::pb::{
    self, ApplyActionRequest, CheckRedCardRequest, GetGameRequest, GetHistoryRequest,
    LegalActionsRequest, NewGameRequest, PingRequest, ResignRequest, UndoStepRequest,
    check_red_card_request, legal_actions_request,
};
use arbiter::games::hanniball::rules::{Game, INITIAL_HPN, Position};
use common::{Backend, Fixture, authed, expect_error};
use tonic::{Code, Request};
use tonic_types::StatusExt;

/// White's Elephant holds the ball on e12, two steps and a kick away from Black's goal.
const NEAR_GOAL: &str = "1m1/9/9/4E+4/9/h8/9/9/9/9/9/9/9/9/1M1 w 11";

/// Black's four Horses form an orthogonal group of four (a10 a11 a12 b12): clustering.
const CLUSTERED: &str = "1m1/9/9/hh7/h8/h8/9/4E+4/9/9/9/9/9/9/1M1 w 11";

/// White's Elephant on d11 holds the ball; a kick to e13 hits Black's Monkey and ricochets.
const RICOCHET: &str = "3/9/4m4/9/3E+5/9/h8/9/9/9/9/9/9/9/1M1 w 11";

struct NewGame {
    id: String,
    white: String,
    black: String,
    game: pb::Game,
}

async fn new_game(fx: &mut Fixture, position: &str) -> NewGame {
    let response = fx
        .client
        .new_game(NewGameRequest {
            position: position.to_owned(),
            ..Default::default()
        })
        .await
        .expect("NewGame")
        .into_inner();
    let game = response.game.expect("game");
    NewGame {
        id: game.game_id.clone(),
        white: response.white_token,
        black: response.black_token,
        game,
    }
}

fn step(id: &str, hsn: &str) -> ApplyActionRequest {
    ApplyActionRequest {
        game_id: id.to_owned(),
        action: hsn.to_owned(),
        ..ApplyActionRequest::default()
    }
}

async fn apply(fx: &mut Fixture, token: &str, id: &str, hsn: &str) -> pb::ApplyActionResponse {
    fx.client
        .apply_action(authed(step(id, hsn), token))
        .await
        .unwrap_or_else(|s| panic!("ApplyAction {hsn}: {s:?}"))
        .into_inner()
}

async fn get(fx: &mut Fixture, id: &str) -> pb::Game {
    fx.client
        .get_game(GetGameRequest {
            game_id: id.to_owned(),
        })
        .await
        .expect("GetGame")
        .into_inner()
        .game
        .expect("game")
}

async fn full_game_ends_in_goal(backend: Backend) {
    let mut fx = Fixture::new(backend).await;
    let g = new_game(&mut fx, NEAR_GOAL).await;
    assert_eq!(g.game.version, 1);
    assert_eq!(g.game.position, NEAR_GOAL);
    assert_eq!(g.game.side_to_move(), pb::Side::White);
    assert_eq!(g.game.turn, 11);
    assert_eq!(g.game.step_limit, 4);
    assert_eq!(g.game.ball, "e12");
    assert_eq!(g.game.ball_holder(), pb::Side::White);

    // Turn 11, White: carry the ball into Black's goal area, then end the turn.
    let r = apply(&mut fx, &g.white, &g.id, "e12=e13").await;
    let game = r.game.expect("game");
    let result = r.result.expect("result");
    assert_eq!(game.version, 2);
    assert_eq!(game.steps_taken, 1);
    assert_eq!(game.steps_left, 3);
    assert_eq!(game.steps_this_turn, ["e12=e13"]);
    assert_eq!(result.step.as_ref().unwrap().kind(), pb::StepKind::Dribble);
    assert_eq!(result.ball_from, "e12");
    assert_eq!(result.ball_to, "e13");
    assert_eq!(result.ball_change(), pb::BallChange::Carried);
    assert!(!result.turn_ended);

    let r = apply(&mut fx, &g.white, &g.id, "end").await;
    let game = r.game.expect("game");
    assert!(r.result.expect("result").turn_ended);
    assert_eq!(game.version, 3);
    assert_eq!(game.side_to_move(), pb::Side::Black);
    assert_eq!(game.turn, 12);
    assert_eq!(game.steps_taken, 0);
    assert!(game.steps_this_turn.is_empty());

    // Turn 12, Black: a Horse jump far away, then end.
    apply(&mut fx, &g.black, &g.id, "a10-b12").await;
    apply(&mut fx, &g.black, &g.id, "end").await;

    // Turn 13, White: the Elephant kicks into the goal.
    let r = apply(&mut fx, &g.white, &g.id, "e13>d15").await;
    let game = r.game.expect("game");
    let result = r.result.expect("result");
    let s = result.step.expect("step");
    assert_eq!(s.kind(), pb::StepKind::Kick);
    assert_eq!(
        (s.from_square.as_str(), s.to_square.as_str()),
        ("e13", "d15")
    );
    assert!(s.scores && s.ends_game && !s.own_goal);
    assert!(result.game_over);
    assert_eq!(result.ball_to, "d15");
    assert_eq!(game.version, 6);
    assert_eq!(game.status(), pb::GameStatus::WhiteWon);
    assert_eq!(game.end_reason(), pb::EndReason::Goal);
    assert_eq!(get(&mut fx, &g.id).await, game);

    // The history replays the game.
    let history = fx
        .client
        .get_history(GetHistoryRequest {
            game_id: g.id.clone(),
        })
        .await
        .expect("GetHistory")
        .into_inner();
    assert_eq!(history.start_position, NEAR_GOAL);
    let turns: Vec<(u32, pb::Side, Vec<&str>)> = history
        .turns
        .iter()
        .map(|t| {
            (
                t.number,
                t.side(),
                t.steps.iter().map(|s| s.notation.as_str()).collect(),
            )
        })
        .collect();
    assert_eq!(
        turns,
        [
            (11, pb::Side::White, vec!["e12=e13", "end"]),
            (12, pb::Side::Black, vec!["a10-b12", "end"]),
            (13, pb::Side::White, vec!["e13>d15"]),
        ]
    );
    assert!(history.turns[2].steps[0].scores);
    let replayed = Game::from_record(&history.record).expect("the record replays");
    assert_eq!(replayed.position().to_hpn(), game.position);

    // Nothing more can be played.
    let over = fx
        .client
        .apply_action(authed(step(&g.id, "b12-a10"), &g.black))
        .await;
    expect_error(over, Code::FailedPrecondition, "GAME_OVER");
    let over = fx
        .client
        .resign(authed(
            ResignRequest {
                game_id: g.id.clone(),
                ..ResignRequest::default()
            },
            &g.black,
        ))
        .await;
    expect_error(over, Code::FailedPrecondition, "GAME_OVER");
}

async fn new_game_from_the_initial_position(backend: Backend) {
    let mut fx = Fixture::new(backend).await;
    fx.client.ping(PingRequest {}).await.expect("Ping");
    let g = new_game(&mut fx, "").await;
    assert_eq!(g.game.position, INITIAL_HPN);
    assert_eq!(g.game.turn_start_position, INITIAL_HPN);
    assert_eq!(g.game.version, 1);
    assert_eq!(g.game.turn, 1);
    assert_eq!(g.game.step_limit, 2);
    assert_eq!(g.game.status(), pb::GameStatus::Ongoing);
    assert_eq!(g.game.ball_holder(), pb::Side::Unspecified);
    assert_eq!(g.id.len(), 22);
    assert_eq!(g.white.len(), 22);
    assert_eq!(g.black.len(), 22);
    assert_ne!(g.white, g.black);
    assert_eq!(get(&mut fx, &g.id).await, g.game);
    let other = new_game(&mut fx, "").await;
    assert_ne!(other.id, g.id);
    assert_ne!(other.white, g.white);
}

async fn invalid_arguments_say_what_and_where(backend: Backend) {
    let mut fx = Fixture::new(backend).await;
    let g = new_game(&mut fx, "").await;

    let bad = fx
        .client
        .new_game(NewGameRequest {
            position: "1m1/9 w 1".into(),
            ..Default::default()
        })
        .await;
    let status = expect_error(bad, Code::InvalidArgument, "INVALID_POSITION");
    assert!(
        status.message().starts_with("invalid position: "),
        "{status:?}"
    );
    let violations = status.get_details_bad_request().expect("BadRequest");
    assert_eq!(violations.field_violations[0].field, "position");

    let bad = fx
        .client
        .get_game(GetGameRequest {
            game_id: "not-a-game".into(),
        })
        .await;
    expect_error(bad, Code::InvalidArgument, "INVALID_GAME_ID");
    let bad = fx.client.get_game(GetGameRequest::default()).await;
    expect_error(bad, Code::InvalidArgument, "MISSING_FIELD");

    let bad = fx
        .client
        .apply_action(authed(step(&g.id, "e8>>f10"), &g.white))
        .await;
    let status = expect_error(bad, Code::InvalidArgument, "INVALID_ACTION");
    assert!(
        status.message().starts_with("invalid action: "),
        "{status:?}"
    );
    let bad = fx
        .client
        .apply_action(authed(step(&g.id, ""), &g.white))
        .await;
    expect_error(bad, Code::InvalidArgument, "MISSING_FIELD");

    let mut request = step(&g.id, "d4-e6");
    request.request_id = "has space".into();
    let bad = fx.client.apply_action(authed(request, &g.white)).await;
    expect_error(bad, Code::InvalidArgument, "INVALID_REQUEST_ID");

    let bad = fx
        .client
        .legal_actions(LegalActionsRequest { subject: None })
        .await;
    expect_error(bad, Code::InvalidArgument, "MISSING_FIELD");
    let bad = fx
        .client
        .check_red_card(CheckRedCardRequest {
            subject: Some(check_red_card_request::Subject::Position("xyz".into())),
        })
        .await;
    expect_error(bad, Code::InvalidArgument, "INVALID_POSITION");

    // Nothing was changed by the refused calls.
    assert_eq!(get(&mut fx, &g.id).await.version, 1);
}

async fn unknown_games_are_not_found(backend: Backend) {
    let mut fx = Fixture::new(backend).await;
    let g = new_game(&mut fx, "").await;
    let unknown = "AAAAAAAAAAAAAAAAAAAAAA".to_owned();
    let r = fx
        .client
        .get_game(GetGameRequest {
            game_id: unknown.clone(),
        })
        .await;
    let status = expect_error(r, Code::NotFound, "GAME_NOT_FOUND");
    assert!(status.message().contains(&unknown));
    let r = fx
        .client
        .apply_action(authed(step(&unknown, "d4-e6"), &g.white))
        .await;
    expect_error(r, Code::NotFound, "GAME_NOT_FOUND");
    let r = fx
        .client
        .legal_actions(LegalActionsRequest {
            subject: Some(legal_actions_request::Subject::GameId(unknown.clone())),
        })
        .await;
    expect_error(r, Code::NotFound, "GAME_NOT_FOUND");
    let r = fx
        .client
        .get_history(GetHistoryRequest { game_id: unknown })
        .await;
    expect_error(r, Code::NotFound, "GAME_NOT_FOUND");
}

async fn illegal_steps_are_refused_with_the_engines_reason(backend: Backend) {
    let mut fx = Fixture::new(backend).await;
    let g = new_game(&mut fx, NEAR_GOAL).await;
    let r = fx
        .client
        .apply_action(authed(step(&g.id, "e12-e14"), &g.white))
        .await;
    let status = expect_error(r, Code::FailedPrecondition, "ILLEGAL_ACTION");
    let info = status.get_details_error_info().expect("ErrorInfo");
    assert_eq!(info.metadata["rule"], "CANNOT_MOVE_THERE");
    assert_eq!(info.metadata["action"], "e12-e14");
    assert!(status.message().contains("Elephant"), "{status:?}");

    let r = fx
        .client
        .apply_action(authed(step(&g.id, "b4-c6"), &g.white))
        .await;
    let status = expect_error(r, Code::FailedPrecondition, "ILLEGAL_ACTION");
    assert_eq!(
        status.get_details_error_info().unwrap().metadata["rule"],
        "NO_PIECE"
    );
    let r = fx
        .client
        .apply_action(authed(step(&g.id, "end"), &g.white))
        .await;
    expect_error(r, Code::FailedPrecondition, "ILLEGAL_ACTION");
    assert_eq!(get(&mut fx, &g.id).await.version, 1);
}

async fn seat_tokens_are_checked(backend: Backend) {
    let mut fx = Fixture::new(backend).await;
    let a = new_game(&mut fx, "").await;
    let b = new_game(&mut fx, "").await;

    // No token: a spectator, who may read...
    fx.client
        .get_game(GetGameRequest {
            game_id: a.id.clone(),
        })
        .await
        .expect("spectators read the game");
    fx.client
        .legal_actions(LegalActionsRequest {
            subject: Some(legal_actions_request::Subject::GameId(a.id.clone())),
        })
        .await
        .expect("spectators read the legal steps");
    fx.client
        .check_red_card(CheckRedCardRequest {
            subject: Some(check_red_card_request::Subject::GameId(a.id.clone())),
        })
        .await
        .expect("spectators read the red cards");
    fx.client
        .get_history(GetHistoryRequest {
            game_id: a.id.clone(),
        })
        .await
        .expect("spectators read the history");
    // ...but not act.
    let r = fx
        .client
        .apply_action(Request::new(step(&a.id, "d4-e6")))
        .await;
    let status = expect_error(r, Code::Unauthenticated, "UNAUTHENTICATED");
    assert!(status.message().contains("Bearer"), "{status:?}");
    let r = fx
        .client
        .undo_step(Request::new(UndoStepRequest {
            game_id: a.id.clone(),
            ..UndoStepRequest::default()
        }))
        .await;
    expect_error(r, Code::Unauthenticated, "UNAUTHENTICATED");
    let r = fx
        .client
        .resign(Request::new(ResignRequest {
            game_id: a.id.clone(),
            ..ResignRequest::default()
        }))
        .await;
    expect_error(r, Code::Unauthenticated, "UNAUTHENTICATED");

    // A malformed token.
    let r = fx
        .client
        .apply_action(authed(step(&a.id, "d4-e6"), "not-a-token"))
        .await;
    expect_error(r, Code::Unauthenticated, "UNAUTHENTICATED");
    let mut request = Request::new(step(&a.id, "d4-e6"));
    request
        .metadata_mut()
        .insert("authorization", a.white.parse().unwrap());
    let r = fx.client.apply_action(request).await;
    expect_error(r, Code::Unauthenticated, "UNAUTHENTICATED");

    // The other seat: not its turn.
    let r = fx
        .client
        .apply_action(authed(step(&a.id, "d12-e10"), &a.black))
        .await;
    let status = expect_error(r, Code::PermissionDenied, "NOT_YOUR_TURN");
    assert!(status.message().contains("White"), "{status:?}");

    // A token of game B on game A: no seat there.
    let r = fx
        .client
        .apply_action(authed(step(&a.id, "d4-e6"), &b.white))
        .await;
    expect_error(r, Code::PermissionDenied, "WRONG_SEAT");
    let r = fx
        .client
        .resign(authed(
            ResignRequest {
                game_id: a.id.clone(),
                ..ResignRequest::default()
            },
            &b.black,
        ))
        .await;
    expect_error(r, Code::PermissionDenied, "WRONG_SEAT");

    // The right token works.
    let r = apply(&mut fx, &a.white, &a.id, "d4-e6").await;
    assert_eq!(r.game.unwrap().version, 2);
    assert_eq!(get(&mut fx, &b.id).await.version, 1);
}

async fn expected_version_conflicts_are_aborted(backend: Backend) {
    let mut fx = Fixture::new(backend).await;
    let g = new_game(&mut fx, "").await;
    let mut request = step(&g.id, "d4-e6");
    request.expected_version = Some(1);
    let r = fx
        .client
        .apply_action(authed(request, &g.white))
        .await
        .expect("version 1 matches");
    assert_eq!(r.into_inner().game.unwrap().version, 2);

    let mut request = step(&g.id, "f4-e6");
    request.expected_version = Some(1);
    let r = fx.client.apply_action(authed(request, &g.white)).await;
    let status = expect_error(r, Code::Aborted, "VERSION_CONFLICT");
    assert!(status.message().contains("version 2"), "{status:?}");
    let info = status.get_details_error_info().unwrap();
    assert_eq!(info.metadata["current_version"], "2");
    assert_eq!(info.metadata["expected_version"], "1");

    let mut request = UndoStepRequest {
        game_id: g.id.clone(),
        expected_version: Some(7),
        ..UndoStepRequest::default()
    };
    let r = fx.client.undo_step(authed(request.clone(), &g.white)).await;
    expect_error(r, Code::Aborted, "VERSION_CONFLICT");
    request.expected_version = Some(2);
    let r = fx
        .client
        .undo_step(authed(request, &g.white))
        .await
        .expect("version 2 matches");
    assert_eq!(r.into_inner().game.unwrap().version, 3);
}

async fn request_ids_make_retries_safe(backend: Backend) {
    let mut fx = Fixture::new(backend).await;
    let g = new_game(&mut fx, "").await;
    let mut request = step(&g.id, "d4-e6");
    request.request_id = "move-1".into();
    request.expected_version = Some(1);
    let first = fx
        .client
        .apply_action(authed(request.clone(), &g.white))
        .await
        .expect("first call")
        .into_inner();
    assert_eq!(first.game.as_ref().unwrap().version, 2);

    // The retry (its expected version is stale now) gets the original answer...
    let again = fx
        .client
        .apply_action(authed(request.clone(), &g.white))
        .await
        .expect("retry")
        .into_inner();
    assert_eq!(again, first);
    // ...and nothing was applied twice.
    let game = get(&mut fx, &g.id).await;
    assert_eq!(game.version, 2);
    assert_eq!(game.steps_this_turn, ["d4-e6"]);

    // The same id for a different request is refused.
    let mut other = step(&g.id, "f4-g6");
    other.request_id = "move-1".into();
    let r = fx.client.apply_action(authed(other, &g.white)).await;
    expect_error(r, Code::InvalidArgument, "REQUEST_ID_REUSED");

    // Request ids work for undo too.
    let undo = UndoStepRequest {
        game_id: g.id.clone(),
        request_id: "undo-1".into(),
        ..UndoStepRequest::default()
    };
    let first = fx
        .client
        .undo_step(authed(undo.clone(), &g.white))
        .await
        .expect("undo")
        .into_inner();
    let again = fx
        .client
        .undo_step(authed(undo, &g.white))
        .await
        .expect("undo retry")
        .into_inner();
    assert_eq!(again, first);
    let game = get(&mut fx, &g.id).await;
    assert_eq!(game.version, 3);
    assert!(game.steps_this_turn.is_empty());
}

async fn undo_takes_back_steps_of_the_current_turn_only(backend: Backend) {
    let mut fx = Fixture::new(backend).await;
    let g = new_game(&mut fx, "").await;
    let undo = UndoStepRequest {
        game_id: g.id.clone(),
        ..UndoStepRequest::default()
    };
    let r = fx.client.undo_step(authed(undo.clone(), &g.white)).await;
    expect_error(r, Code::FailedPrecondition, "NOTHING_TO_UNDO");

    apply(&mut fx, &g.white, &g.id, "d4-e6").await;
    let r = fx
        .client
        .undo_step(authed(undo.clone(), &g.white))
        .await
        .expect("undo")
        .into_inner();
    assert_eq!(r.undone.unwrap().notation, "d4-e6");
    let game = r.game.unwrap();
    assert_eq!(game.version, 3);
    assert_eq!(game.position, INITIAL_HPN);
    assert_eq!(game.steps_taken, 0);

    // Two steps end White's first turn; the turn boundary cannot be crossed.
    apply(&mut fx, &g.white, &g.id, "d4-e6").await;
    let r = apply(&mut fx, &g.white, &g.id, "f4-g6").await;
    assert!(r.result.unwrap().turn_ended);
    let r = fx.client.undo_step(authed(undo.clone(), &g.white)).await;
    expect_error(r, Code::PermissionDenied, "NOT_YOUR_TURN");
    let r = fx.client.undo_step(authed(undo.clone(), &g.black)).await;
    expect_error(r, Code::FailedPrecondition, "NOTHING_TO_UNDO");
    let game = get(&mut fx, &g.id).await;
    assert_eq!(game.version, 5);
    assert_eq!(game.side_to_move(), pb::Side::Black);
}

async fn either_seat_may_resign(backend: Backend) {
    let mut fx = Fixture::new(backend).await;
    let g = new_game(&mut fx, "").await;
    // Black resigns while White is to move.
    let r = fx
        .client
        .resign(authed(
            ResignRequest {
                game_id: g.id.clone(),
                ..ResignRequest::default()
            },
            &g.black,
        ))
        .await
        .expect("resign")
        .into_inner();
    let game = r.game.unwrap();
    assert_eq!(game.version, 2);
    assert_eq!(game.status(), pb::GameStatus::WhiteWon);
    assert_eq!(game.end_reason(), pb::EndReason::Resignation);
    let r = fx
        .client
        .apply_action(authed(step(&g.id, "d4-e6"), &g.white))
        .await;
    expect_error(r, Code::FailedPrecondition, "GAME_OVER");
    let r = fx
        .client
        .legal_actions(LegalActionsRequest {
            subject: Some(legal_actions_request::Subject::GameId(g.id.clone())),
        })
        .await
        .expect("LegalActions")
        .into_inner();
    assert!(r.actions.is_empty());
}

async fn legal_steps_of_a_bare_position(backend: Backend) {
    let mut fx = Fixture::new(backend).await;
    let r = fx
        .client
        .legal_actions(LegalActionsRequest {
            subject: Some(legal_actions_request::Subject::Position(INITIAL_HPN.into())),
        })
        .await
        .expect("LegalActions")
        .into_inner();
    assert!(r.game.is_none());
    assert_eq!(r.side_to_move(), pb::Side::White);
    let engine: Vec<String> = Game::new()
        .legal_actions()
        .iter()
        .map(ToString::to_string)
        .collect();
    let served: Vec<&str> = r.actions.iter().map(|s| s.notation.as_str()).collect();
    assert_eq!(served, engine);
    let jump = r
        .actions
        .iter()
        .find(|s| s.notation == "d4-e6")
        .expect("d4-e6");
    assert_eq!(jump.kind(), pb::StepKind::Move);
    assert_eq!(
        (jump.from_square.as_str(), jump.to_square.as_str()),
        ("d4", "e6")
    );
    assert!(!jump.captures && !jump.scores && !jump.ends_turn);

    // A kick that ricochets off Black's Monkey, in structured form.
    let r = fx
        .client
        .legal_actions(LegalActionsRequest {
            subject: Some(legal_actions_request::Subject::Position(RICOCHET.into())),
        })
        .await
        .expect("LegalActions")
        .into_inner();
    let ricochets: Vec<&pb::Step> = r
        .actions
        .iter()
        .filter(|s| !s.ricochet.is_empty())
        .collect();
    assert!(!ricochets.is_empty(), "{:?}", r.actions);
    for s in ricochets {
        assert_eq!(s.kind(), pb::StepKind::Kick);
        assert_eq!(
            (s.from_square.as_str(), s.to_square.as_str()),
            ("d11", "e13")
        );
        assert_eq!(s.notation, format!("d11>e13>{}", s.ricochet));
    }

    // From a game near the goal, the winning kicks are flagged.
    let r = fx
        .client
        .legal_actions(LegalActionsRequest {
            subject: Some(legal_actions_request::Subject::Position(
                "1m1/9/4E+4/9/9/h8/9/9/9/9/9/9/9/9/1M1 w 11".into(),
            )),
        })
        .await
        .expect("LegalActions")
        .into_inner();
    let scoring: Vec<&str> = r
        .actions
        .iter()
        .filter(|s| s.scores)
        .map(|s| s.notation.as_str())
        .collect();
    assert!(scoring.contains(&"e13>d15"), "{scoring:?}");
    assert!(r.actions.iter().filter(|s| s.scores).all(|s| s.ends_game));
}

async fn red_cards_of_a_bare_position(backend: Backend) {
    let mut fx = Fixture::new(backend).await;
    let r = fx
        .client
        .check_red_card(CheckRedCardRequest {
            subject: Some(check_red_card_request::Subject::Position(CLUSTERED.into())),
        })
        .await
        .expect("CheckRedCard")
        .into_inner();
    assert!(r.game.is_none());
    assert_eq!(r.side_to_move(), pb::Side::White);
    let black = r.black.expect("black");
    assert_eq!(black.side(), pb::Side::Black);
    assert!(black.clustering && black.red_card);
    assert_eq!(black.groups.len(), 1);
    assert_eq!(black.groups[0].squares, ["a10", "a11", "a12", "b12"]);
    let white = r.white.expect("white");
    assert!(!white.clustering && white.groups.is_empty());
    assert!(r.penalty_available);

    // The same position as a game: the penalty is among the legal steps and can be taken.
    let g = new_game(&mut fx, CLUSTERED).await;
    assert!(g.game.penalty_available);
    let steps = fx
        .client
        .legal_actions(LegalActionsRequest {
            subject: Some(legal_actions_request::Subject::GameId(g.id.clone())),
        })
        .await
        .expect("LegalActions")
        .into_inner()
        .actions;
    let penalty = steps.iter().find(|s| s.notation == "xa11").expect("xa11");
    assert_eq!(penalty.kind(), pb::StepKind::PenaltyRemove);
    assert_eq!(penalty.to_square, "a11");
    assert!(
        !steps.iter().any(|s| s.notation == "xe15"),
        "the Monkey cannot be removed"
    );
    let r = apply(&mut fx, &g.white, &g.id, "xa11").await;
    let removed = r.result.unwrap().removed.expect("removed");
    assert_eq!(removed.square, "a11");
    assert_eq!(removed.kind(), pb::PieceKind::Horse);
    assert_eq!(removed.side(), pb::Side::Black);
    let game = r.game.unwrap();
    assert!(game.penalty_used && !game.penalty_available);

    let r = fx
        .client
        .check_red_card(CheckRedCardRequest {
            subject: Some(check_red_card_request::Subject::GameId(g.id.clone())),
        })
        .await
        .expect("CheckRedCard")
        .into_inner();
    assert!(!r.black.unwrap().clustering, "the group is broken up");
    assert!(!r.penalty_available);
    assert_eq!(r.game.unwrap().version, 2);
    let position: Position = CLUSTERED.parse().unwrap();
    assert_eq!(position.to_hpn(), CLUSTERED);
}

/// White's Elephant holds the ball on e8; Black's Horse on d6 takes it, and after Black ends
/// the turn White has no piece and no legal step.
const LAST_PIECE: &str = "1m1/9/9/9/9/9/9/4E+4/9/3h5/9/9/9/9/3 b 4";

/// White's Horse on d6 can capture Black's ball-holding Elephant on e8.
const CAPTURE: &str = "1m1/9/9/9/9/9/9/4e+4/9/3H5/9/9/9/9/1M1 w 3";

/// A game lost for lack of a legal step: no steps left, status and end reason in the bare
/// analysis, and a history that ends where the record does.
async fn a_game_lost_for_lack_of_a_legal_step(backend: Backend) {
    let mut fx = Fixture::new(backend).await;
    let g = new_game(&mut fx, LAST_PIECE).await;
    let r = apply(&mut fx, &g.black, &g.id, "d6-e8").await;
    assert_eq!(r.result.unwrap().ball_change(), pb::BallChange::Captured);
    let r = apply(&mut fx, &g.black, &g.id, "end").await;
    let game = r.game.unwrap();
    assert_eq!(game.status(), pb::GameStatus::BlackWon);
    assert_eq!(game.end_reason(), pb::EndReason::NoLegalStep);
    assert_eq!(
        game.steps_left, 0,
        "no steps are left once the game is over"
    );

    let history = fx
        .client
        .get_history(GetHistoryRequest {
            game_id: g.id.clone(),
        })
        .await
        .expect("GetHistory")
        .into_inner();
    let turns: Vec<Vec<&str>> = history
        .turns
        .iter()
        .map(|t| t.steps.iter().map(|s| s.notation.as_str()).collect())
        .collect();
    assert_eq!(
        turns,
        [vec!["d6-e8", "end"]],
        "no empty turn after the last one"
    );
    let replayed = Game::from_record(&history.record).expect("the record replays");
    assert_eq!(replayed.position().to_hpn(), game.position);

    // The final position, analysed bare, is decided at once.
    let r = fx
        .client
        .legal_actions(LegalActionsRequest {
            subject: Some(legal_actions_request::Subject::Position(
                game.position.clone(),
            )),
        })
        .await
        .expect("LegalActions")
        .into_inner();
    assert!(r.actions.is_empty());
    assert_eq!(r.status(), pb::GameStatus::BlackWon);
    assert_eq!(r.end_reason(), pb::EndReason::NoLegalStep);
    // And an open position goes on.
    let r = fx
        .client
        .legal_actions(LegalActionsRequest {
            subject: Some(legal_actions_request::Subject::Position(INITIAL_HPN.into())),
        })
        .await
        .expect("LegalActions")
        .into_inner();
    assert_eq!(r.status(), pb::GameStatus::Ongoing);
    assert_eq!(r.end_reason(), pb::EndReason::Unspecified);
}

/// The step taken back by UndoStep carries the flags it had when it was played.
async fn undone_steps_carry_their_flags(backend: Backend) {
    let mut fx = Fixture::new(backend).await;
    let g = new_game(&mut fx, CAPTURE).await;
    let played = apply(&mut fx, &g.white, &g.id, "d6-e8")
        .await
        .result
        .unwrap();
    assert!(played.step.as_ref().unwrap().captures);
    let r = fx
        .client
        .undo_step(authed(
            UndoStepRequest {
                game_id: g.id.clone(),
                ..UndoStepRequest::default()
            },
            &g.white,
        ))
        .await
        .expect("undo")
        .into_inner();
    assert_eq!(r.undone, played.step);
    assert_eq!(r.game.unwrap().position, CAPTURE);
}

/// Acting calls check credentials first; a square that does not exist is named.
async fn acting_calls_check_credentials_first(backend: Backend) {
    let mut fx = Fixture::new(backend).await;
    let g = new_game(&mut fx, "").await;
    let r = fx
        .client
        .apply_action(Request::new(step(&g.id, "not a step")))
        .await;
    expect_error(r, Code::Unauthenticated, "UNAUTHENTICATED");
    let r = fx
        .client
        .apply_action(Request::new(step("not-a-game", "")))
        .await;
    expect_error(r, Code::Unauthenticated, "UNAUTHENTICATED");
    let r = fx
        .client
        .resign(Request::new(ResignRequest {
            game_id: "not-a-game".into(),
            ..ResignRequest::default()
        }))
        .await;
    expect_error(r, Code::Unauthenticated, "UNAUTHENTICATED");

    let r = fx
        .client
        .apply_action(authed(step(&g.id, "a1-a2"), &g.white))
        .await;
    let status = expect_error(r, Code::InvalidArgument, "INVALID_ACTION");
    assert!(
        status.message().contains("square a1 does not exist"),
        "{status:?}"
    );
}

both_stores!(
    a_game_lost_for_lack_of_a_legal_step,
    undone_steps_carry_their_flags,
    acting_calls_check_credentials_first,
    full_game_ends_in_goal,
    new_game_from_the_initial_position,
    invalid_arguments_say_what_and_where,
    unknown_games_are_not_found,
    illegal_steps_are_refused_with_the_engines_reason,
    seat_tokens_are_checked,
    expected_version_conflicts_are_aborted,
    request_ids_make_retries_safe,
    undo_takes_back_steps_of_the_current_turn_only,
    either_seat_may_resign,
    legal_steps_of_a_bare_position,
    red_cards_of_a_bare_position,
);
