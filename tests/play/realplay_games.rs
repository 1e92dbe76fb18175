//! Real play in every game the binary serves: the same RPCs and fields in `hnefatafl.v1` and
//! `chessfootball.v1` as in `hanniball.v1` (whose full coverage is `tests/play/realplay.rs`): an
//! open seat joined once, nobody acting before, an agreed draw (with its record trailer), and
//! a flag fall found by a read. On both stores, with a manual clock.

use crate::common;

use std::sync::Arc;
use std::time::Duration;

use arbiter::server::ServeOptions;
use arbiter::session::clock::ManualClock;
use arbiter::session::play::PlayOptions;
use arbiter::store::{DEFAULT_GAME_TTL, MemoryStore, RedisStore};
use common::{Backend, RedisServer, TestServer, authed, expect_error};
use tonic::Code;

const T0: u64 = 1_700_000_000_000;

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

/// The scenario, written once for a game's generated package `$pb`, its client type and
/// the names of its status values and fields.
macro_rules! scenario {
    ($name:ident, $($pb:ident)::+, $cmod:ident, $client:ident, $first:ident, $second:ident, $first_won:ident,
     $second_won:ident, $first_token:ident, $second_token:ident, $to_move:ident) => {
        async fn $name(backend: Backend) {
            use $($pb)::+ as pb;
            use pb::{
                AnswerDrawRequest, ApplyActionRequest, GameStatus, GetGameRequest,
                GetHistoryRequest, JoinGameRequest, LegalActionsRequest, NewGameRequest,
                OfferDrawRequest, Side, legal_actions_request, time_control,
            };
            let clock = ManualClock::new(T0);
            let (server, _redis) = server(backend, &clock).await;
            let mut client = pb::$cmod::$client::new(server.channel().await);

            // An open seat, joined once; nobody acts before.
            let created = client
                .new_game(NewGameRequest {
                    open_seats: vec![Side::$second as i32],
                    ..Default::default()
                })
                .await
                .expect("NewGame")
                .into_inner();
            let id = created.game.as_ref().expect("game").game_id.clone();
            assert!(created.$second_token.is_empty());
            let code = created.invitations[0].code.clone();
            let first_action = |client: &mut pb::$cmod::$client<tonic::transport::Channel>, id: String| {
                let mut client = client.clone();
                async move {
                    client
                        .legal_actions(LegalActionsRequest {
                            subject: Some(legal_actions_request::Subject::GameId(id)),
                        })
                        .await
                        .expect("LegalActions")
                        .into_inner()
                        .actions
                        .first()
                        .expect("a legal action")
                        .notation
                        .clone()
                }
            };
            let action = first_action(&mut client, id.clone()).await;
            let step = |id: &str, action: &str| ApplyActionRequest {
                game_id: id.to_owned(),
                action: action.to_owned(),
                ..Default::default()
            };
            expect_error(
                client
                    .apply_action(authed(step(&id, &action), &created.$first_token))
                    .await,
                Code::FailedPrecondition,
                "SEATS_OPEN",
            );
            let join = || {
                authed(
                    JoinGameRequest {
                        game_id: id.clone(),
                        ..Default::default()
                    },
                    &code,
                )
            };
            let joined = client.join_game(join()).await.expect("JoinGame").into_inner();
            assert_eq!(joined.side, Side::$second as i32);
            expect_error(
                client.join_game(join()).await,
                Code::FailedPrecondition,
                "INVITATION_USED",
            );
            client
                .apply_action(authed(step(&id, &action), &created.$first_token))
                .await
                .expect("the first action");

            // An agreed draw.
            client
                .offer_draw(authed(
                    OfferDrawRequest {
                        game_id: id.clone(),
                        ..Default::default()
                    },
                    &joined.token,
                ))
                .await
                .expect("OfferDraw");
            let game = client
                .answer_draw(authed(
                    AnswerDrawRequest {
                        game_id: id.clone(),
                        accept: true,
                        ..Default::default()
                    },
                    &created.$first_token,
                ))
                .await
                .expect("AnswerDraw")
                .into_inner()
                .game
                .expect("game");
            assert_eq!(game.status, GameStatus::Drawn as i32);
            assert_eq!(game.end_reason, pb::EndReason::DrawAgreed as i32);
            let record = client
                .get_history(GetHistoryRequest { game_id: id.clone() })
                .await
                .expect("GetHistory")
                .into_inner()
                .record;
            assert!(record.contains("; draw agreed"), "{record}");

            // A flag fall found by a read: one second per turn.
            let created = client
                .new_game(NewGameRequest {
                    time_control: Some(pb::TimeControl {
                        control: Some(time_control::Control::PerTurn(pb::PerTurn {
                            per_turn_ms: 1_000,
                        })),
                    }),
                    ..Default::default()
                })
                .await
                .expect("NewGame")
                .into_inner();
            let id = created.game.as_ref().expect("game").game_id.clone();
            let action = first_action(&mut client, id.clone()).await;
            let game = client
                .apply_action(authed(step(&id, &action), &created.$first_token))
                .await
                .expect("the first action")
                .into_inner()
                .game
                .expect("game");
            let late = game.$to_move;
            clock.advance(1_001);
            let game = client
                .get_game(GetGameRequest { game_id: id.clone() })
                .await
                .expect("GetGame")
                .into_inner()
                .game
                .expect("game");
            let winner = if late == Side::$first as i32 {
                GameStatus::$second_won
            } else {
                GameStatus::$first_won
            };
            assert_eq!(game.status, winner as i32);
            assert_eq!(game.end_reason, pb::EndReason::Timeout as i32);
            assert_eq!(game.deadline_ms, 0);
            assert!(game.clock.is_some());
        }
    };
}

scenario!(
    hnefatafl,
    arbiter::games::hnefatafl::pb,
    hnefatafl_service_client,
    HnefataflServiceClient,
    Attackers,
    Defenders,
    AttackersWon,
    DefendersWon,
    attackers_token,
    defenders_token,
    side_to_move
);

scenario!(
    chess_football,
    arbiter::games::chess_football::pb,
    chess_football_service_client,
    ChessFootballServiceClient,
    White,
    Black,
    WhiteWon,
    BlackWon,
    white_token,
    black_token,
    side_to_move
);

both_stores!(hnefatafl, chess_football);
