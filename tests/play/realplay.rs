//! Real play: open seats joined by invitation, draw offers, clocks enforced by the service and
//! abandonment — on both stores, and across replicas over one private Redis. Time is a manual
//! clock shared by the replicas of a test: nothing sleeps for seconds.

use crate::common;

use std::sync::Arc;
use std::time::Duration;

use arbiter::games::hanniball::pb::hanniball_service_client::HanniballServiceClient;
use arbiter::games::hanniball::pb::{
    self, AnswerDrawRequest, ApplyActionRequest, GameStatus, GetGameRequest, GetHistoryRequest,
    JoinGameRequest, LegalActionsRequest, NewGameRequest, NewGameResponse, OfferDrawRequest,
    RevokeInvitationRequest, Side, legal_actions_request, time_control,
};
use arbiter::server::ServeOptions;
use arbiter::session::clock::ManualClock;
use arbiter::session::play::PlayOptions;
use arbiter::store::{DEFAULT_GAME_TTL, MemoryStore, RedisStore};
use common::{
    Backend, RedisCluster, RedisServer, Seen, TestServer, Watcher, authed, eventually,
    expect_error, serving_status,
};
use tonic::Code;
use tonic::transport::Channel;
use tonic_health::pb::health_check_response::ServingStatus;

const T0: u64 = 1_700_000_000_000;

pub(crate) type Client = HanniballServiceClient<Channel>;

/// Options with a manual clock and a fast scheduler (real time: ticks of 20 ms, scans every
/// 50 ms).
pub(crate) fn options(clock: &ManualClock, abandon_after: Duration) -> ServeOptions {
    ServeOptions {
        clock: Arc::new(clock.clone()),
        play: PlayOptions {
            abandon_after,
            tick: Duration::from_millis(20),
            scan_interval: Duration::from_millis(50),
            scan_batch: 16,
            ..arbiter::session::play::PlayOptions::default()
        },
        ..common::fast_health()
    }
}

/// A scheduler that never runs within a test: only reads and actions end games.
fn lazy_options(clock: &ManualClock) -> ServeOptions {
    let mut options = options(clock, Duration::from_secs(3600));
    options.play.tick = Duration::from_secs(3600);
    options.play.scan_interval = Duration::from_secs(3600);
    // The first moves are not timed here (the abort that times them: abort_left.rs).
    options.play.first_move = Some(Duration::from_secs(3600));
    options
}

/// One server over `backend` (with its Redis, kept alive).
pub(crate) async fn server(
    backend: Backend,
    options: ServeOptions,
) -> (TestServer, Option<RedisServer>) {
    match backend {
        Backend::Memory => (
            TestServer::start_with(MemoryStore::default(), options).await,
            None,
        ),
        Backend::Redis => {
            let redis = RedisServer::start();
            let store = RedisStore::open(&redis.url(), DEFAULT_GAME_TTL).expect("redis url");
            (TestServer::start_with(store, options).await, Some(redis))
        }
    }
}

/// Two servers (replicas) over one private Redis, with the same manual clock.
pub(crate) async fn replicas(
    a: ServeOptions,
    b: ServeOptions,
) -> (RedisServer, TestServer, TestServer) {
    let redis = RedisServer::start();
    let store = || RedisStore::open(&redis.url(), DEFAULT_GAME_TTL).expect("redis url");
    let first = TestServer::start_with(store(), a).await;
    let second = TestServer::start_with(store(), b).await;
    (redis, first, second)
}

pub(crate) fn fischer(initial_ms: u64, increment_ms: u64) -> pb::TimeControl {
    pb::TimeControl {
        control: Some(time_control::Control::Fischer(pb::Fischer {
            initial_ms,
            increment_ms,
        })),
    }
}

pub(crate) fn per_turn(per_turn_ms: u64) -> pb::TimeControl {
    pb::TimeControl {
        control: Some(time_control::Control::PerTurn(pb::PerTurn { per_turn_ms })),
    }
}

pub(crate) async fn new_game(
    client: &mut Client,
    open_seats: &[Side],
    time_control: Option<pb::TimeControl>,
) -> NewGameResponse {
    client
        .new_game(NewGameRequest {
            open_seats: open_seats.iter().map(|s| *s as i32).collect(),
            time_control,
            ..Default::default()
        })
        .await
        .expect("NewGame")
        .into_inner()
}

pub(crate) fn id_of(created: &NewGameResponse) -> String {
    created.game.as_ref().expect("game").game_id.clone()
}

pub(crate) async fn get(client: &mut Client, id: &str) -> pb::Game {
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

fn step(id: &str, action: &str) -> ApplyActionRequest {
    ApplyActionRequest {
        game_id: id.to_owned(),
        action: action.to_owned(),
        ..Default::default()
    }
}

/// Plays steps for the side to move (holding `token`) until its turn ends; answers the game
/// after the last step.
pub(crate) async fn play_turn(client: &mut Client, id: &str, token: &str) -> pb::Game {
    let mover = get(client, id).await.side_to_move;
    loop {
        let legal = client
            .legal_actions(LegalActionsRequest {
                subject: Some(legal_actions_request::Subject::GameId(id.to_owned())),
            })
            .await
            .expect("LegalActions")
            .into_inner();
        let taken = legal.game.as_ref().map_or(0, |g| g.steps_taken);
        let choice = legal
            .actions
            .iter()
            .find(|a| taken > 0 && a.notation == "end")
            .or_else(|| {
                legal
                    .actions
                    .iter()
                    .find(|a| a.notation != "end" && !a.ends_game)
            })
            .expect("a legal step")
            .notation
            .clone();
        let game = client
            .apply_action(authed(step(id, &choice), token))
            .await
            .expect("ApplyAction")
            .into_inner()
            .game
            .expect("game");
        if game.side_to_move != mover || game.status != GameStatus::Ongoing as i32 {
            return game;
        }
    }
}

fn clock_of(game: &pb::Game, side: Side) -> u64 {
    game.clock
        .as_ref()
        .expect("a clock")
        .sides
        .iter()
        .find(|c| c.side == side as i32)
        .expect("the side's clock")
        .remaining_ms
}

/// The next message, which must be an event; panics on anything else.
pub(crate) async fn next_event(watcher: &mut Watcher) -> pb::GameEvent {
    Watcher::expect_event(watcher.next().await)
}

pub(crate) async fn watch(client: &mut Client, id: &str) -> Watcher {
    let mut watcher = Watcher::open(client, id, None).await.expect("WatchGame");
    Watcher::expect_snapshot(watcher.next().await);
    watcher
}

#[track_caller]
pub(crate) fn assert_ended(seen: Seen) {
    assert!(
        matches!(seen, Seen::End(Ok(()))),
        "expected the stream to end with OK, got {seen:?}"
    );
}

// ---------------------------------------------------------------------------------------------
// Draw offers.

async fn draw_offered_and_accepted(backend: Backend) {
    let clock = ManualClock::new(T0);
    let (server, _redis) = server(backend, lazy_options(&clock)).await;
    let mut client = server.client().await;
    let created = new_game(&mut client, &[], None).await;
    let id = id_of(&created);
    let mut watcher = watch(&mut client, &id).await;
    let offer = || OfferDrawRequest {
        game_id: id.clone(),
        ..Default::default()
    };
    let answer = |accept| AnswerDrawRequest {
        game_id: id.clone(),
        accept,
        ..Default::default()
    };
    let game = client
        .offer_draw(authed(offer(), &created.white_token))
        .await
        .expect("OfferDraw")
        .into_inner()
        .game
        .expect("game");
    assert_eq!(game.draw_offered_by, Side::White as i32);
    assert_eq!(game.version, 2);
    let event = next_event(&mut watcher).await;
    assert_eq!(event.action, "offer-draw");
    assert!(matches!(
        event.change,
        Some(pb::game_event::Change::DrawOffered(pb::SeatEvent { side })) if side == Side::White as i32
    ));
    // At most one pending offer; the offerer cannot answer its own.
    expect_error(
        client
            .offer_draw(authed(offer(), &created.black_token))
            .await,
        Code::FailedPrecondition,
        "DRAW_ALREADY_OFFERED",
    );
    expect_error(
        client
            .answer_draw(authed(answer(true), &created.white_token))
            .await,
        Code::FailedPrecondition,
        "NO_DRAW_OFFER",
    );
    expect_error(
        client.offer_draw(offer()).await,
        Code::Unauthenticated,
        "UNAUTHENTICATED",
    );
    let game = client
        .answer_draw(authed(answer(true), &created.black_token))
        .await
        .expect("AnswerDraw")
        .into_inner()
        .game
        .expect("game");
    assert_eq!(game.status, GameStatus::Drawn as i32);
    assert_eq!(game.end_reason, pb::EndReason::DrawAgreed as i32);
    assert_eq!(game.draw_offered_by, Side::Unspecified as i32);
    let event = next_event(&mut watcher).await;
    assert_eq!(event.action, "accept-draw");
    assert_eq!(event.version, 3);
    assert_ended(watcher.next().await);
    expect_error(
        client
            .apply_action(authed(step(&id, "b4-c6"), &created.white_token))
            .await,
        Code::FailedPrecondition,
        "GAME_OVER",
    );
    let history = client
        .get_history(GetHistoryRequest {
            game_id: id.clone(),
        })
        .await
        .expect("GetHistory")
        .into_inner();
    assert!(
        history.record.contains("; draw agreed"),
        "{}",
        history.record
    );
    // The record still replays (the trailer is a comment).
    arbiter::games::hanniball::rules::Game::from_record(&history.record).expect("replays");
}

async fn draw_declined_by_answer_and_by_an_action(backend: Backend) {
    let clock = ManualClock::new(T0);
    let (server, _redis) = server(backend, lazy_options(&clock)).await;
    let mut client = server.client().await;
    let created = new_game(&mut client, &[], None).await;
    let id = id_of(&created);
    let offer = || OfferDrawRequest {
        game_id: id.clone(),
        ..Default::default()
    };
    client
        .offer_draw(authed(offer(), &created.white_token))
        .await
        .expect("OfferDraw");
    let declined = client
        .answer_draw(authed(
            AnswerDrawRequest {
                game_id: id.clone(),
                accept: false,
                ..Default::default()
            },
            &created.black_token,
        ))
        .await
        .expect("AnswerDraw")
        .into_inner()
        .game
        .expect("game");
    assert_eq!(declined.draw_offered_by, Side::Unspecified as i32);
    assert_eq!(declined.status, GameStatus::Ongoing as i32);
    // Black offers while White is to move: White's step declines it.
    let game = client
        .offer_draw(authed(offer(), &created.black_token))
        .await
        .expect("OfferDraw")
        .into_inner()
        .game
        .expect("game");
    assert_eq!(game.draw_offered_by, Side::Black as i32);
    let mut watcher = watch(&mut client, &id).await;
    let after = play_turn(&mut client, &id, &created.white_token).await;
    assert_eq!(after.draw_offered_by, Side::Unspecified as i32);
    let event = next_event(&mut watcher).await;
    assert!(matches!(
        event.change,
        Some(pb::game_event::Change::Step(_))
    ));
    assert_eq!(
        event.game.expect("game").draw_offered_by,
        Side::Unspecified as i32
    );
    // The offerer's own action keeps its offer.
    client
        .offer_draw(authed(offer(), &created.white_token))
        .await
        .expect("OfferDraw");
    // Black to move now; White's offer stays while Black's reply declines it.
    let after = play_turn(&mut client, &id, &created.black_token).await;
    assert_eq!(after.draw_offered_by, Side::Unspecified as i32);
}

// ---------------------------------------------------------------------------------------------
// Open seats and invitations.

async fn an_invitation_is_used_once(backend: Backend) {
    let clock = ManualClock::new(T0);
    let (server, _redis) = server(backend, lazy_options(&clock)).await;
    let mut client = server.client().await;
    let created = new_game(&mut client, &[Side::Black], None).await;
    let id = id_of(&created);
    assert!(!created.white_token.is_empty());
    assert!(created.black_token.is_empty());
    assert!(created.director_token.is_empty());
    assert_eq!(created.invitations.len(), 1);
    let invitation = &created.invitations[0];
    assert_eq!(invitation.side, Side::Black as i32);
    let game = created.game.clone().expect("game");
    assert_eq!(game.seats.len(), 2);
    assert!(game.seats[0].taken && !game.seats[1].taken);
    assert_eq!(game.seats[1].invitation, pb::InvitationStatus::Open as i32);
    // Nobody acts while a seat is open.
    expect_error(
        client
            .apply_action(authed(step(&id, "b4-c6"), &created.white_token))
            .await,
        Code::FailedPrecondition,
        "SEATS_OPEN",
    );
    let mut watcher = watch(&mut client, &id).await;
    let join = |request_id: &str| {
        authed(
            JoinGameRequest {
                game_id: id.clone(),
                request_id: request_id.to_owned(),
                ..Default::default()
            },
            &invitation.code,
        )
    };
    // A code that is not the game's, and a missing one.
    expect_error(
        client
            .join_game(authed(
                JoinGameRequest {
                    game_id: id.clone(),
                    ..Default::default()
                },
                &created.white_token,
            ))
            .await,
        Code::PermissionDenied,
        "INVALID_INVITATION",
    );
    expect_error(
        client
            .join_game(JoinGameRequest {
                game_id: id.clone(),
                ..Default::default()
            })
            .await,
        Code::Unauthenticated,
        "UNAUTHENTICATED",
    );
    let joined = client
        .join_game(join("join-1"))
        .await
        .expect("JoinGame")
        .into_inner();
    assert_eq!(joined.side, Side::Black as i32);
    assert_eq!(joined.token.len(), 22);
    let game = joined.game.expect("game");
    assert!(game.seats.iter().all(|s| s.taken));
    assert_eq!(game.seats[1].invitation, pb::InvitationStatus::Used as i32);
    let event = next_event(&mut watcher).await;
    assert_eq!(event.action, "join");
    assert!(matches!(
        event.change,
        Some(pb::game_event::Change::SeatTaken(pb::SeatEvent { side })) if side == Side::Black as i32
    ));
    // A retry of the same join (same request id) gets the same token; any other join is refused.
    let again = client
        .join_game(join("join-1"))
        .await
        .expect("retried JoinGame")
        .into_inner();
    assert_eq!(again.token, joined.token);
    expect_error(
        client.join_game(join("join-2")).await,
        Code::FailedPrecondition,
        "INVITATION_USED",
    );
    expect_error(
        client.join_game(join("")).await,
        Code::FailedPrecondition,
        "INVITATION_USED",
    );
    // The token works: the game is played.
    play_turn(&mut client, &id, &created.white_token).await;
    let game = play_turn(&mut client, &id, &joined.token).await;
    assert_eq!(game.side_to_move, Side::White as i32);
    // No token anywhere in the store's records: the replayed answer's token was derived.
    assert_eq!(get(&mut client, &id).await.version, game.version);
}

async fn invitations_are_revoked_by_a_seat_or_the_director(backend: Backend) {
    let clock = ManualClock::new(T0);
    let (server, _redis) = server(backend, lazy_options(&clock)).await;
    let mut client = server.client().await;
    let created = new_game(&mut client, &[Side::White, Side::Black], None).await;
    let id = id_of(&created);
    assert!(created.white_token.is_empty() && created.black_token.is_empty());
    assert_eq!(created.director_token.len(), 22);
    let code = |side: Side| {
        created
            .invitations
            .iter()
            .find(|i| i.side == side as i32)
            .expect("invitation")
            .code
            .clone()
    };
    let revoke = |side: Side| RevokeInvitationRequest {
        game_id: id.clone(),
        side: side as i32,
        ..Default::default()
    };
    let join = |code: String| {
        authed(
            JoinGameRequest {
                game_id: id.clone(),
                ..Default::default()
            },
            &code,
        )
    };
    // Somebody without a seat (an invitation code is no token) cannot revoke.
    let stranger = new_game(&mut client, &[], None).await.white_token;
    expect_error(
        client
            .revoke_invitation(authed(revoke(Side::White), &stranger))
            .await,
        Code::PermissionDenied,
        "WRONG_SEAT",
    );
    let mut watcher = watch(&mut client, &id).await;
    let game = client
        .revoke_invitation(authed(revoke(Side::White), &created.director_token))
        .await
        .expect("RevokeInvitation")
        .into_inner()
        .game
        .expect("game");
    assert_eq!(
        game.seats[0].invitation,
        pb::InvitationStatus::Revoked as i32
    );
    let event = next_event(&mut watcher).await;
    assert_eq!(event.action, "revoke");
    expect_error(
        client.join_game(join(code(Side::White))).await,
        Code::FailedPrecondition,
        "INVITATION_REVOKED",
    );
    expect_error(
        client
            .revoke_invitation(authed(revoke(Side::White), &created.director_token))
            .await,
        Code::FailedPrecondition,
        "INVITATION_REVOKED",
    );
    let black = client
        .join_game(join(code(Side::Black)))
        .await
        .expect("JoinGame")
        .into_inner();
    // A seated player may revoke too; a used invitation cannot be revoked.
    expect_error(
        client
            .revoke_invitation(authed(revoke(Side::Black), &black.token))
            .await,
        Code::FailedPrecondition,
        "INVITATION_USED",
    );
    // The director cannot act for a seat.
    expect_error(
        client
            .offer_draw(authed(
                OfferDrawRequest {
                    game_id: id.clone(),
                    ..Default::default()
                },
                &created.director_token,
            ))
            .await,
        Code::PermissionDenied,
        "WRONG_SEAT",
    );
}

#[tokio::test]
async fn joining_one_invitation_twice_at_once_on_two_replicas_hands_out_one_token() {
    let clock = ManualClock::new(T0);
    let (_redis, a, b) = replicas(lazy_options(&clock), lazy_options(&clock)).await;
    let mut on_a = a.client().await;
    let mut on_b = b.client().await;
    for round in 0..10 {
        let created = new_game(&mut on_a, &[Side::Black], None).await;
        let id = id_of(&created);
        let code = created.invitations[0].code.clone();
        let join = |request_id: String| {
            authed(
                JoinGameRequest {
                    game_id: id.clone(),
                    request_id,
                    ..Default::default()
                },
                &code,
            )
        };
        let (mut first_client, mut second_client) = (on_a.clone(), on_b.clone());
        let (first, second) = tokio::join!(
            first_client.join_game(join(format!("a-{round}"))),
            second_client.join_game(join(format!("b-{round}")))
        );
        let results = [first, second];
        let tokens: Vec<_> = results.iter().filter_map(|r| r.as_ref().ok()).collect();
        assert_eq!(tokens.len(), 1, "exactly one join wins: {results:?}");
        for result in results {
            if let Err(status) = result {
                expect_error(
                    Err::<tonic::Response<()>, _>(status),
                    Code::FailedPrecondition,
                    "INVITATION_USED",
                );
            }
        }
        let game = get(&mut on_b, &id).await;
        assert_eq!(game.version, 2, "one join, one version");
    }
}

// ---------------------------------------------------------------------------------------------
// Clocks.

async fn fischer_charges_turns_and_adds_the_increment(backend: Backend) {
    let clock = ManualClock::new(T0);
    let (server, _redis) = server(backend, lazy_options(&clock)).await;
    let mut client = server.client().await;
    let created = new_game(&mut client, &[], Some(fischer(60_000, 5_000))).await;
    let id = id_of(&created);
    let game = created.game.clone().expect("game");
    assert_eq!(clock_of(&game, Side::White), 60_000);
    assert_eq!(
        game.clock.as_ref().expect("clock").running,
        0,
        "not started"
    );
    assert!(!game.started);
    // Time before the first step is not charged.
    clock.advance(30_000);
    let first = client
        .legal_actions(LegalActionsRequest {
            subject: Some(legal_actions_request::Subject::GameId(id.clone())),
        })
        .await
        .expect("LegalActions")
        .into_inner()
        .actions
        .into_iter()
        .find(|a| a.notation != "end")
        .expect("a step");
    let game = client
        .apply_action(authed(step(&id, &first.notation), &created.white_token))
        .await
        .expect("first step")
        .into_inner()
        .game
        .expect("game");
    assert!(game.started);
    assert_eq!(clock_of(&game, Side::White), 60_000);
    assert_eq!(game.deadline_ms, T0 + 30_000 + 60_000);
    // 10 s into White's turn the clock shows 50 s, taken now.
    clock.advance(10_000);
    let shown = get(&mut client, &id).await;
    assert_eq!(clock_of(&shown, Side::White), 50_000);
    let shown_clock = shown.clock.as_ref().expect("clock");
    assert_eq!(shown_clock.running, Side::White as i32);
    assert_eq!(shown_clock.taken_at_ms, T0 + 40_000);
    assert_eq!(shown_clock.turn_started_ms, T0 + 30_000);
    // The turn ends 12 s after it started: 60 - 12 + 5.
    clock.advance(2_000);
    let game = play_turn(&mut client, &id, &created.white_token).await;
    assert_eq!(game.side_to_move, Side::Black as i32);
    assert_eq!(clock_of(&game, Side::White), 53_000);
    assert_eq!(clock_of(&game, Side::Black), 60_000);
    assert_eq!(game.deadline_ms, T0 + 42_000 + 60_000);
    // Black's turn: 1 s, then +5 s.
    clock.advance(1_000);
    let game = play_turn(&mut client, &id, &created.black_token).await;
    assert_eq!(clock_of(&game, Side::Black), 64_000);
    assert_eq!(clock_of(&game, Side::White), 53_000);
}

async fn a_flag_fall_is_found_by_a_read(backend: Backend) {
    let clock = ManualClock::new(T0);
    let (server, _redis) = server(backend, lazy_options(&clock)).await;
    let mut client = server.client().await;
    let created = new_game(&mut client, &[], Some(per_turn(1_000))).await;
    let id = id_of(&created);
    let game = play_turn(&mut client, &id, &created.white_token).await;
    assert_eq!(game.side_to_move, Side::Black as i32);
    let played = game.version;
    clock.advance(999);
    assert_eq!(
        get(&mut client, &id).await.status,
        GameStatus::Ongoing as i32
    );
    clock.advance(2);
    let game = get(&mut client, &id).await;
    assert_eq!(game.status, GameStatus::WhiteWon as i32);
    assert_eq!(game.end_reason, pb::EndReason::Timeout as i32);
    assert_eq!(game.version, played + 1, "the flag fall is one change");
    assert_eq!(clock_of(&game, Side::Black), 0);
    assert_eq!(game.deadline_ms, 0);
    // An action after the deadline finds the game over.
    expect_error(
        client
            .apply_action(authed(step(&id, "end"), &created.black_token))
            .await,
        Code::FailedPrecondition,
        "GAME_OVER",
    );
    let history = client
        .get_history(GetHistoryRequest { game_id: id })
        .await
        .expect("GetHistory")
        .into_inner();
    assert!(history.record.contains("; Black lost on time"));
}

async fn an_action_after_the_deadline_loses_on_time(backend: Backend) {
    let clock = ManualClock::new(T0);
    let (server, _redis) = server(backend, lazy_options(&clock)).await;
    let mut client = server.client().await;
    let created = new_game(&mut client, &[], Some(fischer(5_000, 0))).await;
    let id = id_of(&created);
    play_turn(&mut client, &id, &created.white_token).await;
    clock.advance(5_001);
    // Black's turn would end after its time ran out: the game is over instead.
    let legal = client
        .legal_actions(LegalActionsRequest {
            subject: Some(legal_actions_request::Subject::GameId(id.clone())),
        })
        .await
        .expect("LegalActions")
        .into_inner();
    // The read ended it already; an action finds it over too.
    assert_eq!(legal.status, GameStatus::WhiteWon as i32);
    assert!(legal.actions.is_empty());
    expect_error(
        client
            .apply_action(authed(step(&id, "end"), &created.black_token))
            .await,
        Code::FailedPrecondition,
        "GAME_OVER",
    );
}

#[tokio::test]
async fn a_flag_falls_with_nobody_calling_and_watchers_on_another_replica_see_it() {
    let clock = ManualClock::new(T0);
    // Replica A has its scheduler; B's never runs, so the event B's watcher receives crossed
    // the store.
    let (_redis, a, b) = replicas(
        options(&clock, Duration::from_secs(3600)),
        lazy_options(&clock),
    )
    .await;
    let mut on_a = a.client().await;
    let mut on_b = b.client().await;
    let created = new_game(&mut on_a, &[], Some(fischer(10_000, 0))).await;
    let id = id_of(&created);
    play_turn(&mut on_a, &id, &created.white_token).await;
    let before = get(&mut on_b, &id).await.version;
    let mut watcher = watch(&mut on_b, &id).await;
    clock.advance(10_001);
    let event = next_event(&mut watcher).await;
    assert_eq!(event.action, "timeout");
    assert_eq!(event.version, before + 1);
    assert!(matches!(
        event.change,
        Some(pb::game_event::Change::FlagFall(pb::SeatEvent { side })) if side == Side::Black as i32
    ));
    let game = event.game.expect("game");
    assert_eq!(game.status, GameStatus::WhiteWon as i32);
    assert_eq!(game.end_reason, pb::EndReason::Timeout as i32);
    assert_ended(watcher.next().await);
}

#[tokio::test]
async fn two_replicas_racing_to_end_an_expired_game_end_it_once() {
    let clock = ManualClock::new(T0);
    let fast = || options(&clock, Duration::from_secs(3600));
    let (_redis, a, b) = replicas(fast(), fast()).await;
    let mut on_a = a.client().await;
    let mut on_b = b.client().await;
    let mut games = Vec::new();
    for _ in 0..8 {
        let created = new_game(&mut on_a, &[], Some(per_turn(1_000))).await;
        let id = id_of(&created);
        play_turn(&mut on_a, &id, &created.white_token).await;
        // Both replicas hold the deadline in their own timers, and both scan the store.
        let version = get(&mut on_b, &id).await.version;
        let watcher = watch(&mut on_b, &id).await;
        games.push((id, version, watcher));
    }
    clock.advance(1_001);
    for (id, version, mut watcher) in games {
        let event = next_event(&mut watcher).await;
        assert_eq!(event.action, "timeout");
        assert_eq!(event.version, version + 1);
        assert_ended(watcher.next().await);
        // Exactly one change: nothing after it, on either replica.
        tokio::time::sleep(Duration::from_millis(150)).await;
        assert_eq!(get(&mut on_a, &id).await.version, version + 1);
        assert_eq!(get(&mut on_b, &id).await.version, version + 1);
        let mut again = Watcher::open(&mut on_b, &id, Some(version))
            .await
            .expect("resume");
        assert_eq!(
            Watcher::expect_event(again.next().await).version,
            version + 1
        );
        assert_ended(again.next().await);
    }
}

#[tokio::test]
async fn another_replica_ends_a_game_whose_replica_is_gone() {
    let clock = ManualClock::new(T0);
    let (_redis, a, b) = replicas(
        lazy_options(&clock),
        options(&clock, Duration::from_secs(3600)),
    )
    .await;
    let mut on_a = a.client().await;
    let mut on_b = b.client().await;
    // Only A has seen the game (B never loads it: a watch reads the store, not B's memory).
    let created = new_game(&mut on_a, &[], Some(fischer(3_000, 0))).await;
    let id = id_of(&created);
    play_turn(&mut on_a, &id, &created.white_token).await;
    let mut watcher = watch(&mut on_b, &id).await;
    a.stop().await;
    clock.advance(3_001);
    let event = next_event(&mut watcher).await;
    assert_eq!(event.action, "timeout");
    assert_eq!(
        event.game.expect("game").status,
        GameStatus::WhiteWon as i32
    );
    assert_ended(watcher.next().await);
}

/// On a Redis Cluster the deadline index lives in another slot than the game, so it cannot be
/// written by the game's script: a game whose replica died right after its last write (before
/// the index update that follows it) is still ended on time by another replica's scan.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn on_a_redis_cluster_another_replica_ends_a_game_whose_writer_died() {
    let clock = ManualClock::new(T0);
    let cluster = RedisCluster::start();
    let store = || RedisStore::open(&cluster.url(), DEFAULT_GAME_TTL).expect("cluster url");
    let mut dying = store();
    dying.skip_index_after_writes();
    let a = TestServer::start_with(dying, lazy_options(&clock)).await;
    let b = TestServer::start_with(store(), options(&clock, Duration::from_secs(3600))).await;
    for server in [&a, &b] {
        let health = server.health().await;
        eventually(Duration::from_secs(20), "the cluster store is up", || {
            let mut health = health.clone();
            async move { serving_status(&mut health, "").await == ServingStatus::Serving }
        })
        .await;
    }
    let mut on_a = a.client().await;
    let mut on_b = b.client().await;
    // The game is created and played on A only (its abandonment deadline, an hour away, is
    // replaced by Black's clock, 3 s away, on the first turn's last write).
    let created = new_game(&mut on_a, &[], Some(fischer(3_000, 0))).await;
    let id = id_of(&created);
    play_turn(&mut on_a, &id, &created.white_token).await;
    let mut watcher = watch(&mut on_b, &id).await;
    a.stop().await;
    clock.advance(3_001);
    let event = next_event(&mut watcher).await;
    assert_eq!(event.action, "timeout");
    assert_eq!(
        event.game.expect("game").status,
        GameStatus::WhiteWon as i32
    );
    assert_ended(watcher.next().await);
}

// ---------------------------------------------------------------------------------------------
// Abandonment.

async fn a_game_nobody_starts_is_aborted(backend: Backend) {
    let clock = ManualClock::new(T0);
    let (server, _redis) = server(backend, options(&clock, Duration::from_secs(60))).await;
    let mut client = server.client().await;
    let idle = new_game(&mut client, &[Side::Black], Some(fischer(60_000, 0))).await;
    let idle_id = id_of(&idle);
    assert_eq!(idle.game.as_ref().expect("game").deadline_ms, T0 + 60_000);
    let played = new_game(&mut client, &[], None).await;
    let played_id = id_of(&played);
    play_turn(&mut client, &played_id, &played.white_token).await;
    play_turn(&mut client, &played_id, &played.black_token).await;
    let mut watcher = watch(&mut client, &idle_id).await;
    clock.advance(59_000);
    assert!(
        watcher
            .next_within(Duration::from_millis(200))
            .await
            .is_none()
    );
    clock.advance(1_000);
    let event = next_event(&mut watcher).await;
    assert_eq!(event.action, "abort");
    let game = event.game.expect("game");
    assert_eq!(game.status, GameStatus::Aborted as i32);
    assert_eq!(game.end_reason, pb::EndReason::Abandoned as i32);
    assert_ended(watcher.next().await);
    // A game both sides have moved in is never abandoned.
    clock.advance(3_600_000);
    tokio::time::sleep(Duration::from_millis(150)).await;
    assert_eq!(
        get(&mut client, &played_id).await.status,
        GameStatus::Ongoing as i32
    );
    // Joining the aborted game is refused.
    expect_error(
        client
            .join_game(authed(
                JoinGameRequest {
                    game_id: idle_id,
                    ..Default::default()
                },
                &idle.invitations[0].code,
            ))
            .await,
        Code::FailedPrecondition,
        "GAME_OVER",
    );
}

/// Reads of one stored version share answers encoded once (the snapshot, the legal actions),
/// yet every read shows the clock and the server time as of that read.
async fn reads_of_one_version_show_the_time_of_each_read(backend: Backend) {
    let clock = ManualClock::new(T0);
    let (server, _redis) = server(backend, lazy_options(&clock)).await;
    let mut client = server.client().await;
    let created = new_game(&mut client, &[], Some(fischer(60_000, 5_000))).await;
    let id = id_of(&created);
    let game = play_turn(&mut client, &id, &created.white_token).await;
    let legal = |client: &mut Client| {
        let mut client = client.clone();
        let id = id.clone();
        async move {
            client
                .legal_actions(LegalActionsRequest {
                    subject: Some(legal_actions_request::Subject::GameId(id)),
                })
                .await
                .expect("LegalActions")
                .into_inner()
        }
    };
    let mut shown = Vec::new();
    for _ in 0..3 {
        clock.advance(1_000);
        let read = get(&mut client, &id).await;
        let listed = legal(&mut client).await;
        shown.push((read, listed));
    }
    for (i, (read, listed)) in shown.iter().enumerate() {
        let at = T0 + 1_000 * (i as u64 + 1);
        assert_eq!(read.version, game.version, "no change between the reads");
        assert_eq!(read.server_time_ms, at);
        assert_eq!(read.clock.as_ref().expect("clock").taken_at_ms, at);
        let in_legal = listed.game.as_ref().expect("game");
        assert_eq!(in_legal.server_time_ms, at);
        assert_eq!(in_legal, read, "LegalActions shows the same game");
        // Black's clock runs: each read shows 1 s less.
        assert_eq!(clock_of(read, Side::Black), 60_000 - 1_000 * (i as u64 + 1));
        // Apart from the time, every read shows the same game and the same actions.
        let mut timeless = read.clone();
        timeless.clock = None;
        timeless.server_time_ms = 0;
        let mut first = shown[0].0.clone();
        first.clock = None;
        first.server_time_ms = 0;
        assert_eq!(timeless, first);
        assert_eq!(listed.actions, shown[0].1.actions);
        assert_eq!(listed.side_to_move, Side::Black as i32);
        assert_eq!(listed.status, GameStatus::Ongoing as i32);
    }
    // The actions of the stored game are those of its bare position.
    let bare = client
        .legal_actions(LegalActionsRequest {
            subject: Some(legal_actions_request::Subject::Position(
                game.position.clone(),
            )),
        })
        .await
        .expect("LegalActions of the position")
        .into_inner();
    assert!(!bare.actions.is_empty());
    assert_eq!(bare.actions, shown[0].1.actions);
    // A change makes a new version: its reads show the new game.
    let after = play_turn(&mut client, &id, &created.black_token).await;
    let read = get(&mut client, &id).await;
    assert_eq!(read.version, after.version);
    assert_eq!(read.side_to_move, Side::White as i32);
    assert_ne!(legal(&mut client).await.actions, shown[0].1.actions);
}

both_stores!(
    draw_offered_and_accepted,
    draw_declined_by_answer_and_by_an_action,
    an_invitation_is_used_once,
    invitations_are_revoked_by_a_seat_or_the_director,
    fischer_charges_turns_and_adds_the_increment,
    reads_of_one_version_show_the_time_of_each_read,
    a_flag_fall_is_found_by_a_read,
    an_action_after_the_deadline_loses_on_time,
    a_game_nobody_starts_is_aborted,
);
