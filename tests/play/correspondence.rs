//! Correspondence play over simulated days (docs/correspondence.md): a rated Hanniball game at
//! three days per move between two signed-in players on two replicas over one Redis, the
//! service's clock a manual one. The first move may take days; nobody is told "opponent
//! gone" while a player takes days to answer; the flag falls at the deadline's instant (not
//! a second before), with nobody calling, on the replica that survives the one that made
//! the game; and the game is rated in the correspondence pool, apart from live play.

use crate::common;

use std::time::Duration;

use arbiter::games::hanniball::pb::{self, ClaimVictoryRequest, GameStatus, Side};
use arbiter::players::ratings;
use arbiter::server::ServeOptions;
use arbiter::session::clock::{Clock as _, ManualClock};
use arbiter::store::{DEFAULT_GAME_TTL, RedisStore};
use common::{RedisServer, TestServer, eventually, expect_error};
use tonic::Code;

use super::abort_left::watch_as;
use super::realplay::{Client, get, id_of, per_turn};
use super::takeback::{as_seat, session_of, turn};

const T0: u64 = 1_700_000_000_000;
const HOUR: u64 = 3_600_000;
const DAY: u64 = 24 * HOUR;
const LIMIT: Duration = Duration::from_secs(60);

/// The players' service on the manual clock, with deadlines checked every few milliseconds
/// of real time and scanned for across replicas.
fn correspondence_options(
    clock: &ManualClock,
    players: &arbiter::players::Players,
) -> ServeOptions {
    let mut options = common::players_options(clock, players);
    options.play.tick = Duration::from_millis(20);
    options.play.scan_interval = Duration::from_millis(50);
    options
}

/// Accounts on the manual clock whose sessions last the default 30 days, as in production (a
/// correspondence player stays signed in for days).
async fn players(clock: &ManualClock) -> arbiter::players::Players {
    let db = arbiter::players::db::Database::open(arbiter::players::db::MEMORY_URL)
        .await
        .expect("in-memory SQLite");
    let options = arbiter::players::accounts::AccountOptions {
        session_ttl: Duration::from_secs(30 * 24 * 3600),
        ..common::account_options()
    };
    arbiter::players::Players::new(db, std::sync::Arc::new(clock.clone()), options)
        .expect("players")
}

async fn status(client: &mut Client, id: &str) -> pb::Game {
    get(client, id).await
}

#[tokio::test]
async fn a_three_days_per_move_game_over_simulated_days() {
    let clock = ManualClock::new(T0);
    let players = players(&clock).await;
    let redis = RedisServer::start();
    let store = || RedisStore::open(&redis.url(), DEFAULT_GAME_TTL).expect("redis url");
    let first = TestServer::start_with(store(), correspondence_options(&clock, &players)).await;
    let second = TestServer::start_with(store(), correspondence_options(&clock, &players)).await;
    let ada = session_of(&players, "Ada").await;
    let bob = session_of(&players, "Bob").await;
    let mut on_first = first.client().await;
    let mut on_second = second.client().await;

    // Ada makes a rated game at three days per move on the first replica; Bob joins it on the
    // second.
    let created = on_first
        .new_game(as_seat(
            pb::NewGameRequest {
                time_control: Some(per_turn(3 * DAY)),
                open_seats: vec![Side::Black as i32],
                rated: true,
                ..Default::default()
            },
            "",
            Some(&ada),
        ))
        .await
        .expect("NewGame")
        .into_inner();
    let id = id_of(&created);
    let code = created
        .invitations
        .first()
        .expect("an invitation")
        .code
        .clone();
    let joined = on_second
        .join_game(as_seat(
            pb::JoinGameRequest {
                game_id: id.clone(),
                ..Default::default()
            },
            &code,
            Some(&bob),
        ))
        .await
        .expect("JoinGame")
        .into_inner();
    let (white, black) = (created.white_token.clone(), joined.token.clone());

    // The first move may take most of its three days: not aborted after two days and 23 hours.
    clock.advance(2 * DAY + 23 * HOUR);
    tokio::time::sleep(Duration::from_millis(300)).await;
    let waiting = status(&mut on_second, &id).await;
    assert_eq!(waiting.status, GameStatus::Ongoing as i32, "{waiting:?}");
    turn(&mut on_first, &id, &white, Some(&ada)).await;
    clock.advance(2 * DAY);
    turn(&mut on_second, &id, &black, Some(&bob)).await;

    // Ada keeps her page open; Bob closed his. Two days and more of real looks later, nobody
    // is told Bob is gone, and there is nothing to claim: the clock is the grace.
    let ada_stream = watch_as(&mut on_first, &id, &white).await;
    turn(&mut on_first, &id, &white, Some(&ada)).await;
    let answered_at = clock.now_ms();
    clock.advance(2 * DAY);
    tokio::time::sleep(Duration::from_millis(5_500)).await;
    let thinking = status(&mut on_second, &id).await;
    assert_eq!(
        thinking.opponent_gone,
        Side::Unspecified as i32,
        "{thinking:?}"
    );
    assert_eq!(thinking.claim_from_ms, 0);
    expect_error(
        on_first
            .claim_victory(as_seat(
                ClaimVictoryRequest {
                    game_id: id.clone(),
                    ..Default::default()
                },
                &white,
                Some(&ada),
            ))
            .await,
        Code::FailedPrecondition,
        "NO_CLAIM",
    );
    let deadline = thinking.deadline_ms;
    assert_eq!(deadline, answered_at + 3 * DAY, "Bob's three days");

    // The replica that made the game goes; Bob's flag falls at its instant on the other one,
    // with nobody calling: not a second before.
    drop(ada_stream);
    first.stop().await;
    clock.set(deadline - 1_000);
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(
        status(&mut on_second, &id).await.status,
        GameStatus::Ongoing as i32,
        "a second before the flag"
    );
    clock.set(deadline);
    let db = players.db().clone();
    let key = id.clone();
    eventually(LIMIT, "the flag falls and the game is archived", || {
        let db = db.clone();
        let key = key.clone();
        async move {
            arbiter::players::archive::is_archived(&db, &key)
                .await
                .unwrap_or(false)
        }
    })
    .await;
    let over = status(&mut on_second, &id).await;
    assert_eq!(over.status, GameStatus::WhiteWon as i32, "{over:?}");
    assert_eq!(over.end_reason, pb::EndReason::Timeout as i32);

    // Rated in the correspondence pool, apart from live play.
    for (name, won) in [("Ada", true), ("Bob", false)] {
        let account = players.accounts().find(name).await.expect("account");
        let standings = ratings::standings(players.db(), account.id, clock.now_ms())
            .await
            .expect("standings");
        let games: Vec<&str> = standings.iter().map(|s| s.game.as_str()).collect();
        assert_eq!(games, ["hanniball/correspondence"], "{name}: {standings:?}");
        assert_eq!(
            standings[0].rating.rating > 1500.0,
            won,
            "{name}: {standings:?}"
        );
    }
}
