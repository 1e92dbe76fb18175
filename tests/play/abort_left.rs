//! Nobody loses a game they did not play: a player aborts before both sides have moved, the
//! service aborts a game whose side to move does not make its first move in time (also when
//! the replica that scheduled it is gone), and a player who walks away mid-game is told gone
//! to the opponent, who claims the victory or a draw after the wait — unless the leaver comes
//! back first. Over gRPC, on both stores and across replicas over one Redis; the time is a
//! manual clock shared by the replicas.

use crate::common;

use std::time::Duration;

use arbiter::games::hanniball::pb::{
    self, AbortRequest, ClaimVictoryRequest, GameStatus, Side, game_event,
};
use arbiter::server::ServeOptions;
use arbiter::session::clock::{Clock as _, ManualClock};
use common::{Backend, Seen, Watcher, authed, expect_error};
use tonic::Code;

use super::realplay::{
    Client, assert_ended, fischer, get, id_of, new_game, next_event, options, play_turn, replicas,
    watch,
};

const T0: u64 = 1_700_000_000_000;
const GRACE: Duration = Duration::from_secs(5);
const CLAIM_WAIT: Duration = Duration::from_secs(10);

/// Fast scheduling, and short times for a player gone.
fn gone_options(clock: &ManualClock) -> ServeOptions {
    let mut options = options(clock, Duration::from_secs(3600));
    options.play.gone_grace = Some(GRACE);
    options.play.claim_wait = Some(CLAIM_WAIT);
    options
}

async fn server(
    backend: Backend,
    options: ServeOptions,
) -> (common::TestServer, Option<common::RedisServer>) {
    super::realplay::server(backend, options).await
}

async fn abort(
    client: &mut Client,
    id: &str,
    token: &str,
) -> Result<tonic::Response<pb::AbortResponse>, tonic::Status> {
    client
        .abort(authed(
            AbortRequest {
                game_id: id.to_owned(),
                ..Default::default()
            },
            token,
        ))
        .await
}

async fn claim(
    client: &mut Client,
    id: &str,
    token: &str,
    draw: bool,
) -> Result<tonic::Response<pb::ClaimVictoryResponse>, tonic::Status> {
    client
        .claim_victory(authed(
            ClaimVictoryRequest {
                game_id: id.to_owned(),
                draw,
                ..Default::default()
            },
            token,
        ))
        .await
}

fn game_of<T: HasGame>(response: tonic::Response<T>) -> pb::Game {
    response.into_inner().game()
}

trait HasGame {
    fn game(self) -> pb::Game;
}

impl HasGame for pb::AbortResponse {
    fn game(self) -> pb::Game {
        self.game.expect("game")
    }
}

impl HasGame for pb::ClaimVictoryResponse {
    fn game(self) -> pb::Game {
        self.game.expect("game")
    }
}

/// A watch opened with a seat's token: the seat is present while it is open.
pub(crate) async fn watch_as(client: &mut Client, id: &str, token: &str) -> Watcher {
    let request = authed(
        pb::WatchGameRequest {
            game_id: id.to_owned(),
            from_version: None,
            audience: false,
            legal_actions: false,
        },
        token,
    );
    let stream = client.watch_game(request).await.expect("WatchGame");
    let mut watcher = Watcher::from_stream(stream.into_inner());
    Watcher::expect_snapshot(watcher.next().await);
    watcher
}

/// The next event with `action`, within a few events; panics on anything else.
async fn event_of(watcher: &mut Watcher, action: &str) -> pb::GameEvent {
    for _ in 0..8 {
        let event = next_event(watcher).await;
        if event.action == action {
            return event;
        }
    }
    panic!("no {action} event");
}

async fn either_side_aborts_until_both_have_moved(backend: Backend) {
    let clock = ManualClock::new(T0);
    let (server, _redis) = server(backend, gone_options(&clock)).await;
    let mut client = server.client().await;
    // Before any move, and after White's first turn, either side may abort.
    let created = new_game(&mut client, &[], Some(fischer(180_000, 2_000))).await;
    let id = id_of(&created);
    assert!(created.game.as_ref().expect("game").abortable);
    let after = play_turn(&mut client, &id, &created.white_token).await;
    assert!(after.abortable, "Black has not moved yet");
    let mut watcher = watch(&mut client, &id).await;
    let aborted = game_of(
        abort(&mut client, &id, &created.black_token)
            .await
            .expect("Black aborts"),
    );
    assert_eq!(aborted.status, GameStatus::Aborted as i32);
    assert_eq!(aborted.end_reason, pb::EndReason::Aborted as i32);
    assert!(!aborted.abortable);
    let event = next_event(&mut watcher).await;
    assert_eq!(event.action, "abort");
    assert_eq!(
        event.change,
        Some(game_event::Change::Aborted(pb::SeatEvent {
            side: Side::Black as i32
        }))
    );
    assert_ended(watcher.next().await);
    let history = client
        .get_history(pb::GetHistoryRequest {
            game_id: id.clone(),
        })
        .await
        .expect("GetHistory")
        .into_inner();
    assert!(history.record.contains("[Termination \"aborted\"]"));
    assert!(history.record.contains("; aborted by Black"));
    expect_error(
        abort(&mut client, &id, &created.white_token).await,
        Code::FailedPrecondition,
        "GAME_OVER",
    );
    // Once both sides have moved, it is too late: offer a draw or resign.
    let played = new_game(&mut client, &[], Some(fischer(180_000, 2_000))).await;
    let played_id = id_of(&played);
    play_turn(&mut client, &played_id, &played.white_token).await;
    let both = play_turn(&mut client, &played_id, &played.black_token).await;
    assert!(!both.abortable);
    expect_error(
        abort(&mut client, &played_id, &played.white_token).await,
        Code::FailedPrecondition,
        "NOT_ABORTABLE",
    );
    // A spectator (no seat) cannot abort.
    expect_error(
        abort(&mut client, &played_id, "AAAAAAAAAAAAAAAAAAAAAA").await,
        Code::PermissionDenied,
        "WRONG_SEAT",
    );
}

async fn the_first_move_not_made_in_time_aborts_the_game(backend: Backend) {
    let clock = ManualClock::new(T0);
    let (server, _redis) = server(backend, gone_options(&clock)).await;
    let mut client = server.client().await;
    // 3+2: a sixth of the starting time is below 30 s, so each side has 30 s for its first
    // move; the deadline shown is the abort, not the flag.
    let created = new_game(&mut client, &[], Some(fischer(180_000, 2_000))).await;
    let id = id_of(&created);
    assert_eq!(
        created.game.as_ref().expect("game").deadline_ms,
        T0 + 30_000
    );
    clock.advance(20_000);
    let after = play_turn(&mut client, &id, &created.white_token).await;
    // Black's 30 s run from White's first turn, before Black's own clock would fall.
    assert_eq!(after.deadline_ms, T0 + 20_000 + 30_000);
    let mut watcher = watch(&mut client, &id).await;
    clock.advance(29_000);
    assert!(
        watcher
            .next_within(Duration::from_millis(200))
            .await
            .is_none(),
        "not yet"
    );
    clock.advance(1_000);
    let event = next_event(&mut watcher).await;
    assert_eq!(event.action, "abort");
    let game = event.game.expect("game");
    assert_eq!(game.status, GameStatus::Aborted as i32);
    assert_eq!(game.end_reason, pb::EndReason::Abandoned as i32);
    assert_ended(watcher.next().await);
}

/// Three replicas over one Redis; the replica that created a game (and set its timer) is
/// gone: one of the other two aborts it when its first move does not come, once — both
/// survivors' watchers see the one abort and the game's end, and the record says so once.
#[tokio::test]
async fn a_first_move_abort_survives_the_replica_that_scheduled_it() {
    let clock = ManualClock::new(T0);
    let (redis, first, second) = replicas(gone_options(&clock), gone_options(&clock)).await;
    let third = common::TestServer::start_with(
        arbiter::store::RedisStore::open(&redis.url(), arbiter::store::DEFAULT_GAME_TTL)
            .expect("redis url"),
        gone_options(&clock),
    )
    .await;
    let mut on_first = first.client().await;
    let created = new_game(&mut on_first, &[], Some(fischer(180_000, 2_000))).await;
    let id = id_of(&created);
    first.stop().await;
    let mut on_second = second.client().await;
    let mut on_third = third.client().await;
    let mut watchers = [
        watch(&mut on_second, &id).await,
        watch(&mut on_third, &id).await,
    ];
    clock.advance(30_000);
    for watcher in &mut watchers {
        let event = next_event(watcher).await;
        assert_eq!(event.action, "abort");
        let game = event.game.expect("game");
        assert_eq!(game.end_reason, pb::EndReason::Abandoned as i32);
        assert_eq!(game.status, GameStatus::Aborted as i32);
        assert_ended(watcher.next().await);
    }
    let history = get_history(&mut on_third, &id).await;
    assert_eq!(
        history
            .record
            .matches("[Termination \"abandonment\"]")
            .count(),
        1,
        "{}",
        history.record
    );
}

/// White stays, Black walks away mid-game (its stream closed, no more moves): White's stream
/// on one replica tells every watcher that Black is gone; White's claim is refused until the
/// wait is over, then wins; a claim of Black's or a draw claim is refused along the way.
#[tokio::test]
async fn a_player_gone_lets_the_opponent_claim_the_victory_across_replicas() {
    let clock = ManualClock::new(T0);
    let (_redis, first, second) = replicas(gone_options(&clock), gone_options(&clock)).await;
    let mut white = first.client().await;
    let mut black = second.client().await;
    let created = new_game(&mut white, &[], Some(fischer(900_000, 10_000))).await;
    let id = id_of(&created);
    play_turn(&mut white, &id, &created.white_token).await;
    let black_stream = watch_as(&mut black, &id, &created.black_token).await;
    play_turn(&mut black, &id, &created.black_token).await;
    let mut white_stream = watch_as(&mut white, &id, &created.white_token).await;
    let mut spectator = watch(&mut black, &id).await;
    expect_error(
        claim(&mut white, &id, &created.white_token, false).await,
        Code::FailedPrecondition,
        "NO_CLAIM",
    );
    // Black closes the page.
    drop(black_stream);
    tokio::time::sleep(Duration::from_millis(300)).await;
    clock.advance(GRACE.as_millis() as u64 + 1);
    let gone = event_of(&mut spectator, "gone").await;
    assert_eq!(
        gone.change,
        Some(game_event::Change::OpponentGone(pb::SeatEvent {
            side: Side::Black as i32
        }))
    );
    let shown = gone.game.expect("game");
    assert_eq!(shown.opponent_gone, Side::Black as i32);
    let claim_from = shown.claim_from_ms;
    assert_eq!(claim_from, clock.now_ms() + CLAIM_WAIT.as_millis() as u64);
    assert_eq!(
        event_of(&mut white_stream, "gone").await.action,
        "gone",
        "the stayer sees it too"
    );
    expect_error(
        claim(&mut white, &id, &created.white_token, false).await,
        Code::FailedPrecondition,
        "NO_CLAIM",
    );
    clock.advance(CLAIM_WAIT.as_millis() as u64);
    expect_error(
        claim(&mut black, &id, &created.black_token, false).await,
        Code::FailedPrecondition,
        "NO_CLAIM",
    );
    let won = game_of(
        claim(&mut white, &id, &created.white_token, false)
            .await
            .expect("White claims the victory"),
    );
    assert_eq!(won.status, GameStatus::WhiteWon as i32);
    assert_eq!(won.end_reason, pb::EndReason::OpponentLeft as i32);
    let claimed = event_of(&mut spectator, "claim").await;
    assert_eq!(
        claimed.change,
        Some(game_event::Change::VictoryClaimed(pb::SeatEvent {
            side: Side::White as i32
        }))
    );
    assert_ended(spectator.next().await);
    let history = get_history(&mut white, &id).await;
    assert!(history.record.contains("[Termination \"left\"]"));
    assert!(history.record.contains("[Result \"1-0\"]"));
}

/// The leaver comes back before the claim: everyone is told, and there is nothing to claim.
/// A draw can be called the same way.
async fn coming_back_cancels_the_claim_and_a_draw_can_be_called(backend: Backend) {
    let clock = ManualClock::new(T0);
    let (server, _redis) = server(backend, gone_options(&clock)).await;
    let mut client = server.client().await;
    let created = new_game(&mut client, &[], Some(fischer(900_000, 10_000))).await;
    let id = id_of(&created);
    play_turn(&mut client, &id, &created.white_token).await;
    play_turn(&mut client, &id, &created.black_token).await;
    let mut white_stream = watch_as(&mut client, &id, &created.white_token).await;
    clock.advance(GRACE.as_millis() as u64 + 1);
    event_of(&mut white_stream, "gone").await;
    // Black reloads the page: its stream brings it back.
    let black_stream = watch_as(&mut client, &id, &created.black_token).await;
    let back = event_of(&mut white_stream, "back").await;
    assert_eq!(back.game.expect("game").opponent_gone, 0);
    clock.advance(CLAIM_WAIT.as_millis() as u64 + 1);
    expect_error(
        claim(&mut client, &id, &created.white_token, false).await,
        Code::FailedPrecondition,
        "NO_CLAIM",
    );
    assert_eq!(
        get(&mut client, &id).await.status,
        GameStatus::Ongoing as i32
    );
    // Gone again (the stream closed), then White calls it a draw.
    drop(black_stream);
    tokio::time::sleep(Duration::from_millis(300)).await;
    clock.advance(GRACE.as_millis() as u64 + 1);
    event_of(&mut white_stream, "gone").await;
    clock.advance(CLAIM_WAIT.as_millis() as u64);
    let drawn = game_of(
        claim(&mut client, &id, &created.white_token, true)
            .await
            .expect("White calls it a draw"),
    );
    assert_eq!(drawn.status, GameStatus::Drawn as i32);
    assert_eq!(drawn.end_reason, pb::EndReason::OpponentLeft as i32);
    let event = event_of(&mut white_stream, "claim-draw").await;
    assert!(matches!(
        event.change,
        Some(game_event::Change::DrawClaimed(_))
    ));
    assert!(matches!(white_stream.next().await, Seen::End(Ok(()))));
}

async fn get_history(client: &mut Client, id: &str) -> pb::GetHistoryResponse {
    client
        .get_history(pb::GetHistoryRequest {
            game_id: id.to_owned(),
        })
        .await
        .expect("GetHistory")
        .into_inner()
}

both_stores!(
    either_side_aborts_until_both_have_moved,
    the_first_move_not_made_in_time_aborts_the_game,
    coming_back_cancels_the_claim_and_a_draw_can_be_called,
);
