//! Games that end outside the rules engine, as clients see them over gRPC: after an agreed
//! draw or a flag fall no empty turn follows the last one, no penalty is offered, and the
//! record states the result and how the game ended, in all three games; a ricochet straight
//! back onto the kicker changes nothing; Chess Football refuses an impossible finished match.
//! On both stores, with a manual clock.

use crate::common;

use std::sync::Arc;
use std::time::Duration;

use arbiter::games::chess_football::ChessFootball;
use arbiter::games::hanniball::Hanniball;
use arbiter::games::hanniball::pb::{
    self, AnswerDrawRequest, ApplyActionRequest, CheckRedCardRequest, GameStatus, GetGameRequest,
    GetHistoryRequest, NewGameRequest, OfferDrawRequest, Side, check_red_card_request,
    time_control,
};
use arbiter::games::hnefatafl::Hnefatafl;
use arbiter::ruleset::{Ending, GameResult, Ruleset, Termination};
use arbiter::server::ServeOptions;
use arbiter::session::clock::ManualClock;
use arbiter::session::ending;
use arbiter::session::play::PlayOptions;
use arbiter::store::{DEFAULT_GAME_TTL, MemoryStore, RedisStore};
use common::{Backend, RedisServer, TestServer, authed, expect_error};
use tonic::Code;
use tonic::transport::Channel;

const T0: u64 = 1_700_000_000_000;

type Client = pb::hanniball_service_client::HanniballServiceClient<Channel>;

/// A manual clock, and a scheduler that never runs within a test (reads end games).
fn options(clock: &ManualClock) -> ServeOptions {
    ServeOptions {
        clock: Arc::new(clock.clone()),
        play: PlayOptions {
            abandon_after: Duration::from_secs(3600),
            tick: Duration::from_secs(3600),
            scan_interval: Duration::from_secs(3600),
            scan_batch: 16,
            ..arbiter::session::play::PlayOptions::default()
        },
        ..common::fast_health()
    }
}

async fn server(backend: Backend, clock: &ManualClock) -> (TestServer, Option<RedisServer>) {
    match backend {
        Backend::Memory => (
            TestServer::start_with(MemoryStore::default(), options(clock)).await,
            None,
        ),
        Backend::Redis => {
            let redis = RedisServer::start();
            let store = RedisStore::open(&redis.url(), DEFAULT_GAME_TTL).expect("redis url");
            (
                TestServer::start_with(store, options(clock)).await,
                Some(redis),
            )
        }
    }
}

fn per_turn(per_turn_ms: u64) -> pb::TimeControl {
    pb::TimeControl {
        control: Some(time_control::Control::PerTurn(pb::PerTurn { per_turn_ms })),
    }
}

struct Created {
    id: String,
    white: String,
    black: String,
}

async fn new_game(client: &mut Client, position: &str, clock: Option<pb::TimeControl>) -> Created {
    let created = client
        .new_game(NewGameRequest {
            position: position.to_owned(),
            time_control: clock,
            ..Default::default()
        })
        .await
        .expect("NewGame")
        .into_inner();
    Created {
        id: created.game.expect("game").game_id,
        white: created.white_token,
        black: created.black_token,
    }
}

async fn step(client: &mut Client, id: &str, token: &str, action: &str) -> pb::ApplyActionResponse {
    client
        .apply_action(authed(
            ApplyActionRequest {
                game_id: id.to_owned(),
                action: action.to_owned(),
                ..Default::default()
            },
            token,
        ))
        .await
        .unwrap_or_else(|e| panic!("{action}: {e:?}"))
        .into_inner()
}

async fn agree_draw(client: &mut Client, game: &Created) {
    client
        .offer_draw(authed(
            OfferDrawRequest {
                game_id: game.id.clone(),
                ..Default::default()
            },
            &game.white,
        ))
        .await
        .expect("OfferDraw");
    client
        .answer_draw(authed(
            AnswerDrawRequest {
                game_id: game.id.clone(),
                accept: true,
                ..Default::default()
            },
            &game.black,
        ))
        .await
        .expect("AnswerDraw");
}

async fn get_history(client: &mut Client, id: &str) -> pb::GetHistoryResponse {
    client
        .get_history(GetHistoryRequest {
            game_id: id.to_owned(),
        })
        .await
        .expect("GetHistory")
        .into_inner()
}

async fn get(client: &mut Client, id: &str) -> pb::Game {
    client
        .get_game(GetGameRequest {
            game_id: id.to_owned(),
        })
        .await
        .expect("GetGame")
        .into_inner()
        .game
        .expect("game")
}

/// The record's tags, in order.
fn tags(record: &str) -> Vec<String> {
    record
        .lines()
        .take_while(|l| l.starts_with('['))
        .map(str::to_owned)
        .collect()
}

/// Checks that `record` reads back into a game with `expected` ending whose record is the
/// same text.
fn imports<R: Ruleset>(record: &str, expected: Ending<R::Seat>) {
    let imported = ending::import::<R>(record).unwrap_or_else(|e| panic!("{e}\n{record}"));
    assert_eq!(imported.ending, Some(expected), "{record}");
    assert_eq!(
        ending::record::<R>(&imported.game, &imported.session),
        record,
        "the imported game's record is the record"
    );
}

/// Defect 1: after `e1-d1 d1-d2` and an agreed draw, or a flag fall, the turns end with
/// White's turn; as after a resignation at the same point.
async fn no_empty_turn_after_a_draw_or_a_flag_fall(backend: Backend) {
    let clock = ManualClock::new(T0);
    let (server, _redis) = server(backend, &clock).await;
    let mut client = server.client().await;
    for way in ["draw", "time", "resign"] {
        let timed = (way == "time").then(|| per_turn(1_000));
        let game = new_game(&mut client, "", timed).await;
        step(&mut client, &game.id, &game.white, "e1-d1").await;
        let after = step(&mut client, &game.id, &game.white, "d1-d2").await;
        assert_eq!(after.game.expect("game").side_to_move, Side::Black as i32);
        match way {
            "draw" => agree_draw(&mut client, &game).await,
            "time" => clock.advance(1_500),
            _ => {
                client
                    .resign(authed(
                        pb::ResignRequest {
                            game_id: game.id.clone(),
                            ..Default::default()
                        },
                        &game.black,
                    ))
                    .await
                    .expect("Resign");
            }
        }
        let history = get_history(&mut client, &game.id).await;
        let shown = history.game.as_ref().expect("game");
        assert_ne!(shown.status, GameStatus::Ongoing as i32, "{way}");
        assert_eq!(shown.steps_left, 0, "{way}");
        let turns: Vec<(u32, i32, Vec<String>)> = history
            .turns
            .iter()
            .map(|t| {
                let steps = t.steps.iter().map(|s| s.notation.clone()).collect();
                (t.number, t.side, steps)
            })
            .collect();
        assert_eq!(
            turns,
            vec![(1, Side::White as i32, vec!["e1-d1".into(), "d1-d2".into()])],
            "{way}: {turns:?}"
        );
        assert!(
            history.record.contains("1. e1-d1 d1-d2\n"),
            "{}",
            history.record
        );
    }
}

/// Defect 2: once drawn, neither the game nor CheckRedCard offers the penalty.
async fn no_penalty_after_a_draw(backend: Backend) {
    let clock = ManualClock::new(T0);
    let (server, _redis) = server(backend, &clock).await;
    let mut client = server.client().await;
    let position = "1m1/9/9/9/9/9/9/4*4/9/9/9/3hh4/3hh4/9/1M1 w 5";
    let game = new_game(&mut client, position, None).await;
    assert!(get(&mut client, &game.id).await.penalty_available);
    agree_draw(&mut client, &game).await;
    let shown = get(&mut client, &game.id).await;
    assert_eq!(shown.status, GameStatus::Drawn as i32);
    assert_eq!(shown.steps_left, 0);
    assert!(!shown.penalty_available, "no penalty in a drawn game");
    let red = client
        .check_red_card(CheckRedCardRequest {
            subject: Some(check_red_card_request::Subject::GameId(game.id.clone())),
        })
        .await
        .expect("CheckRedCard")
        .into_inner();
    assert!(!red.penalty_available, "CheckRedCard: no penalty either");
    let legal = client
        .legal_actions(pb::LegalActionsRequest {
            subject: Some(pb::legal_actions_request::Subject::GameId(game.id.clone())),
        })
        .await
        .expect("LegalActions")
        .into_inner();
    assert!(legal.actions.is_empty());
    // The watch's last event shows the same.
    let mut watcher = common::Watcher::open(&mut client, &game.id, Some(1))
        .await
        .expect("WatchGame");
    let mut last = None;
    loop {
        match watcher.next_within(Duration::from_secs(60)).await {
            Some(common::Seen::Event(event)) => last = Some(*event),
            Some(common::Seen::Snapshot(game)) => panic!("a snapshot: {game:?}"),
            Some(common::Seen::End(end)) => {
                assert!(end.is_ok(), "{end:?}");
                break;
            }
            None => panic!("the watch neither ended nor answered"),
        }
    }
    let event = last.expect("the watch showed the draw");
    assert_eq!(event.action, "accept-draw");
    let shown = event.game.expect("game");
    assert_eq!(shown.status, GameStatus::Drawn as i32);
    assert!(!shown.penalty_available);
    assert_eq!(shown.steps_left, 0);
}

/// Defect 4: a loss on time (and an agreed draw) is the record's result, with its termination;
/// the record reads back into the same game.
async fn hanniball_records_state_time_and_agreement(backend: Backend) {
    let clock = ManualClock::new(T0);
    let (server, _redis) = server(backend, &clock).await;
    let mut client = server.client().await;
    let game = new_game(&mut client, "", Some(per_turn(1_000))).await;
    step(&mut client, &game.id, &game.white, "e1-d1").await;
    clock.advance(1_500);
    let history = get_history(&mut client, &game.id).await;
    let shown = history.game.as_ref().expect("game");
    assert_eq!(shown.status, GameStatus::BlackWon as i32);
    assert_eq!(shown.end_reason, pb::EndReason::Timeout as i32);
    assert_eq!(
        tags(&history.record),
        ["[Result \"0-1\"]", "[Termination \"time\"]"],
        "{}",
        history.record
    );
    imports::<Hanniball>(
        &history.record,
        Ending {
            result: GameResult::Won {
                winner: arbiter::games::hanniball::rules::Side::Black,
            },
            termination: Termination::Time,
        },
    );

    let game = new_game(&mut client, "", None).await;
    agree_draw(&mut client, &game).await;
    let history = get_history(&mut client, &game.id).await;
    assert_eq!(
        tags(&history.record),
        ["[Result \"1/2-1/2\"]", "[Termination \"agreement\"]"],
        "{}",
        history.record
    );
    imports::<Hanniball>(
        &history.record,
        Ending {
            result: GameResult::Drawn,
            termination: Termination::Agreement,
        },
    );
}

/// Defect 4 in the other games: Hnefatafl and Chess Football records state a loss on time and
/// an agreed draw too.
async fn other_games_records_state_time_and_agreement(backend: Backend) {
    use arbiter::games::chess_football::pb as cf;
    use arbiter::games::hnefatafl::pb as hn;
    let clock = ManualClock::new(T0);
    let (server, _redis) = server(backend, &clock).await;
    let channel = server.channel().await;

    let mut client = hn::hnefatafl_service_client::HnefataflServiceClient::new(channel.clone());
    for timed in [true, false] {
        let created = client
            .new_game(hn::NewGameRequest {
                time_control: timed.then_some(hn::TimeControl {
                    control: Some(hn::time_control::Control::PerTurn(hn::PerTurn {
                        per_turn_ms: 1_000,
                    })),
                }),
                ..Default::default()
            })
            .await
            .expect("NewGame")
            .into_inner();
        let id = created.game.expect("game").game_id;
        client
            .apply_action(authed(
                hn::ApplyActionRequest {
                    game_id: id.clone(),
                    action: "d1-d3".into(),
                    ..Default::default()
                },
                &created.attackers_token,
            ))
            .await
            .expect("d1-d3");
        if timed {
            clock.advance(1_500);
        } else {
            client
                .offer_draw(authed(
                    hn::OfferDrawRequest {
                        game_id: id.clone(),
                        ..Default::default()
                    },
                    &created.attackers_token,
                ))
                .await
                .expect("OfferDraw");
            client
                .answer_draw(authed(
                    hn::AnswerDrawRequest {
                        game_id: id.clone(),
                        accept: true,
                        ..Default::default()
                    },
                    &created.defenders_token,
                ))
                .await
                .expect("AnswerDraw");
        }
        let history = client
            .get_history(hn::GetHistoryRequest { game_id: id })
            .await
            .expect("GetHistory")
            .into_inner();
        let (tags_expected, ending_expected) = if timed {
            (
                ["[Result \"attackers\"]", "[Termination \"time\"]"],
                Ending {
                    result: GameResult::Won {
                        winner: arbiter::games::hnefatafl::rules::Side::Attackers,
                    },
                    termination: Termination::Time,
                },
            )
        } else {
            (
                ["[Result \"draw\"]", "[Termination \"agreement\"]"],
                Ending {
                    result: GameResult::Drawn,
                    termination: Termination::Agreement,
                },
            )
        };
        assert_eq!(tags(&history.record), tags_expected, "{}", history.record);
        imports::<Hnefatafl>(&history.record, ending_expected);
    }

    let mut client = cf::chess_football_service_client::ChessFootballServiceClient::new(channel);
    for timed in [true, false] {
        let created = client
            .new_game(cf::NewGameRequest {
                time_control: timed.then_some(cf::TimeControl {
                    control: Some(cf::time_control::Control::PerTurn(cf::PerTurn {
                        per_turn_ms: 1_000,
                    })),
                }),
                ..Default::default()
            })
            .await
            .expect("NewGame")
            .into_inner();
        let id = created.game.expect("game").game_id;
        client
            .apply_action(authed(
                cf::ApplyActionRequest {
                    game_id: id.clone(),
                    action: "K@e1".into(),
                    ..Default::default()
                },
                &created.white_token,
            ))
            .await
            .expect("K@e1");
        if timed {
            clock.advance(1_500);
        } else {
            client
                .offer_draw(authed(
                    cf::OfferDrawRequest {
                        game_id: id.clone(),
                        ..Default::default()
                    },
                    &created.white_token,
                ))
                .await
                .expect("OfferDraw");
            client
                .answer_draw(authed(
                    cf::AnswerDrawRequest {
                        game_id: id.clone(),
                        accept: true,
                        ..Default::default()
                    },
                    &created.black_token,
                ))
                .await
                .expect("AnswerDraw");
        }
        let history = client
            .get_history(cf::GetHistoryRequest { game_id: id })
            .await
            .expect("GetHistory")
            .into_inner();
        let (tags_expected, ending_expected) = if timed {
            (
                ["[Result \"1-0\"]", "[Termination \"time\"]"],
                Ending {
                    result: GameResult::Won {
                        winner: arbiter::games::chess_football::rules::Side::White,
                    },
                    termination: Termination::Time,
                },
            )
        } else {
            (
                ["[Result \"1/2-1/2\"]", "[Termination \"agreement\"]"],
                Ending {
                    result: GameResult::Drawn,
                    termination: Termination::Agreement,
                },
            )
        };
        assert_eq!(tags(&history.record), tags_expected, "{}", history.record);
        imports::<ChessFootball>(&history.record, ending_expected);
    }
}

/// Defect 3: a kick that ricochets straight back onto the kicker reports NONE.
async fn a_ricochet_back_onto_the_kicker_changes_nothing(backend: Backend) {
    let clock = ManualClock::new(T0);
    let (server, _redis) = server(backend, &clock).await;
    let mut client = server.client().await;
    let game = new_game(
        &mut client,
        "3/9/4m4/4L+4/9/9/9/9/9/9/9/9/9/9/1M1 w 3",
        None,
    )
    .await;
    let applied = step(&mut client, &game.id, &game.white, "e12>e13>e12").await;
    let result = applied.result.expect("result");
    assert_eq!(result.ball_change, pb::BallChange::None as i32);
    assert_eq!(result.holder_before, Side::White as i32);
    assert_eq!(result.holder_after, Side::White as i32);
    assert_eq!(result.ball_from, "e12");
    assert_eq!(result.ball_to, "e12");
}

/// Defect 5: Chess Football refuses a finished match without Black's King and no goal of
/// White's, for reading and for a new game.
async fn an_impossible_finished_match_is_refused(backend: Backend) {
    use arbiter::games::chess_football::pb as cf;
    let clock = ManualClock::new(T0);
    let (server, _redis) = server(backend, &clock).await;
    let mut client =
        cf::chess_football_service_client::ChessFootballServiceClient::new(server.channel().await);
    let impossible = "8/8/8/8/4R+3/8/8/3K4 b play 2 45/45 0-0";
    expect_error(
        client
            .legal_actions(cf::LegalActionsRequest {
                subject: Some(cf::legal_actions_request::Subject::Position(
                    impossible.into(),
                )),
            })
            .await,
        Code::InvalidArgument,
        "INVALID_POSITION",
    );
    expect_error(
        client
            .new_game(cf::NewGameRequest {
                position: impossible.into(),
                ..Default::default()
            })
            .await,
        Code::InvalidArgument,
        "INVALID_POSITION",
    );
    // With the goal in the score, the same board is a finished match White won.
    let possible = client
        .legal_actions(cf::LegalActionsRequest {
            subject: Some(cf::legal_actions_request::Subject::Position(
                "8/8/8/8/4R+3/8/8/3K4 b play 2 45/45 1-0".into(),
            )),
        })
        .await
        .expect("a finished match White won")
        .into_inner();
    assert_eq!(possible.status, cf::GameStatus::WhiteWon as i32);
    assert!(possible.actions.is_empty());
}

/// Every way a Hanniball game ends, over gRPC: every field clients build their screens on
/// agrees — status, end reason, steps left, penalty, legal steps, the turn list, the record's
/// header (read back into the same game) and the watch's last event.
async fn hanniball_every_way_every_field(backend: Backend) {
    let clock = ManualClock::new(T0);
    let (server, _redis) = server(backend, &clock).await;
    let mut client = server.client().await;
    for way in Termination::ALL {
        if way == Termination::Left || way == Termination::MoveLimit {
            // A claim after a player left needs both sides to have moved and a stream
            // watching the game: tests/play/abort_left.rs. The move limit needs a whole turn:
            // tests/service/rule_options.rs (and every field of it in endings.rs).
            continue;
        }
        let (position, timed) = match way {
            Termination::Rules => ("3/2m6/4E+4/h8/9/9/9/9/9/9/9/9/9/9/1M1 w 11", None),
            Termination::Time => ("", Some(per_turn(1_000))),
            _ => ("", None),
        };
        let game = new_game(&mut client, position, timed).await;
        let legal = client
            .legal_actions(pb::LegalActionsRequest {
                subject: Some(pb::legal_actions_request::Subject::GameId(game.id.clone())),
            })
            .await
            .expect("LegalActions")
            .into_inner();
        let first = legal
            .actions
            .iter()
            .find(|a| a.ends_game == (way == Termination::Rules) && a.notation != "end")
            .expect("a step")
            .notation
            .clone();
        if way != Termination::Abandonment {
            step(&mut client, &game.id, &game.white, &first).await;
        }
        let (status, reason) = match way {
            Termination::Rules => (GameStatus::WhiteWon, pb::EndReason::Goal),
            Termination::Resignation => {
                client
                    .resign(authed(
                        pb::ResignRequest {
                            game_id: game.id.clone(),
                            ..Default::default()
                        },
                        &game.white,
                    ))
                    .await
                    .expect("Resign");
                (GameStatus::BlackWon, pb::EndReason::Resignation)
            }
            Termination::Time => {
                clock.advance(1_500);
                (GameStatus::BlackWon, pb::EndReason::Timeout)
            }
            Termination::Agreement => {
                agree_draw(&mut client, &game).await;
                (GameStatus::Drawn, pb::EndReason::DrawAgreed)
            }
            Termination::Abandonment => {
                clock.advance(3_600_001);
                (GameStatus::Aborted, pb::EndReason::Abandoned)
            }
            Termination::Aborted => {
                // Black has not moved yet: it may abort in White's first turn.
                let aborted = client
                    .abort(authed(
                        pb::AbortRequest {
                            game_id: game.id.clone(),
                            ..Default::default()
                        },
                        &game.black,
                    ))
                    .await
                    .expect("Abort")
                    .into_inner()
                    .game
                    .expect("game");
                assert!(!aborted.abortable);
                (GameStatus::Aborted, pb::EndReason::Aborted)
            }
            Termination::Left | Termination::MoveLimit => unreachable!("skipped above"),
        };
        let name = format!("ended by {way}");
        let history = get_history(&mut client, &game.id).await;
        let shown = history.game.clone().expect("game");
        assert_eq!(shown.status, status as i32, "{name}");
        assert_eq!(shown.end_reason, reason as i32, "{name}");
        assert_eq!(shown.steps_left, 0, "{name}");
        assert!(!shown.penalty_available, "{name}");
        assert_eq!(shown.deadline_ms, 0, "{name}");
        let legal = client
            .legal_actions(pb::LegalActionsRequest {
                subject: Some(pb::legal_actions_request::Subject::GameId(game.id.clone())),
            })
            .await
            .expect("LegalActions")
            .into_inner();
        assert!(legal.actions.is_empty(), "{name}");
        assert_eq!(legal.status, status as i32, "{name}");
        expect_error(
            client
                .apply_action(authed(
                    ApplyActionRequest {
                        game_id: game.id.clone(),
                        action: first.clone(),
                        ..Default::default()
                    },
                    &game.white,
                ))
                .await,
            Code::FailedPrecondition,
            "GAME_OVER",
        );
        // One turn of one step, or none for the abandoned game: never an empty last turn.
        let steps: Vec<Vec<String>> = history
            .turns
            .iter()
            .map(|t| t.steps.iter().map(|s| s.notation.clone()).collect())
            .collect();
        if way == Termination::Abandonment {
            assert!(steps.is_empty(), "{name}: {steps:?}");
        } else {
            assert_eq!(steps, vec![vec![first.clone()]], "{name}");
        }
        let result = match status {
            GameStatus::WhiteWon => "1-0",
            GameStatus::BlackWon => "0-1",
            GameStatus::Drawn => "1/2-1/2",
            _ => "*",
        };
        let header = tags(&history.record);
        assert!(
            header.contains(&format!("[Result \"{result}\"]")),
            "{name}: {header:?}"
        );
        assert_eq!(
            header.last(),
            Some(&format!("[Termination \"{way}\"]")),
            "{name}"
        );
        let imported = ending::import::<Hanniball>(&history.record)
            .unwrap_or_else(|e| panic!("{name}: {e}\n{}", history.record));
        assert_eq!(imported.ending.map(|e| e.termination), Some(way), "{name}");
        assert_eq!(
            ending::record::<Hanniball>(&imported.game, &imported.session),
            history.record,
            "{name}"
        );
        // The watch (from the start) ends with the change that ended the game.
        let mut watcher = common::Watcher::open(&mut client, &game.id, Some(1))
            .await
            .expect("WatchGame");
        let mut last = None;
        loop {
            match watcher.next_within(Duration::from_secs(60)).await {
                Some(common::Seen::Event(event)) => last = Some(*event),
                Some(common::Seen::Snapshot(game)) => panic!("{name}: a snapshot: {game:?}"),
                Some(common::Seen::End(end)) => {
                    assert!(end.is_ok(), "{name}: {end:?}");
                    break;
                }
                None => panic!("{name}: the watch neither ended nor answered"),
            }
        }
        let last = last.expect("the watch showed the end");
        assert_eq!(last.version, shown.version, "{name}");
        let watched = last.game.expect("game");
        assert_eq!(watched.status, status as i32, "{name}");
        assert_eq!(watched.end_reason, reason as i32, "{name}");
        assert_eq!(watched.steps_left, 0, "{name}");
        assert!(!watched.penalty_available, "{name}");
    }
}

both_stores!(
    hanniball_every_way_every_field,
    no_empty_turn_after_a_draw_or_a_flag_fall,
    no_penalty_after_a_draw,
    hanniball_records_state_time_and_agreement,
    other_games_records_state_time_and_agreement,
    a_ricochet_back_onto_the_kicker_changes_nothing,
    an_impossible_finished_match_is_refused,
);
