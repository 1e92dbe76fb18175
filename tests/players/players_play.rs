//! Games played over gRPC reach the archive: every way a game ends (the rules, a resignation,
//! a flag fall, an agreed draw, abandonment) archives it once, with its result and
//! termination, and a rated game between two bound seats updates both players' ratings
//! exactly once; a guests' game is archived unrated; two replicas over one Redis that both
//! try to end the same game archive and rate it once; a replica gone between a game's end
//! and its archive write leaves it to another's archiver; a server starts while its
//! PostgreSQL is down. On both stores, with a manual clock,
//! over SQLite (in memory, or a shared file) and PostgreSQL.

use crate::common;

use std::sync::Arc;
use std::time::Duration;

use arbiter::games::hanniball::pb::{
    self, AnswerDrawRequest, ApplyActionRequest, NewGameRequest, OfferDrawRequest, time_control,
};
use arbiter::players::accounts::Account;
use arbiter::players::archive::{self, ArchivedGame, GameResult};
use arbiter::players::db::{Database, MEMORY_URL};
use arbiter::players::ratings;
use arbiter::players::service::players_pb::GetArchivedGameRequest;
use arbiter::players::service::players_pb::players_service_client::PlayersServiceClient as PlayersClient;
use arbiter::players::{PlayerId, Players};
use arbiter::ruleset::Termination;
use arbiter::session::clock::{Clock as _, ManualClock};
use arbiter::store::{DEFAULT_GAME_TTL, MemoryStore, RedisStore};
use common::{Backend, RedisServer, TestServer, authed, eventually};
use tonic::transport::Channel;

const T0: u64 = 1_700_000_000_000;
const LIMIT: Duration = Duration::from_secs(60);

type Client = pb::hanniball_service_client::HanniballServiceClient<Channel>;

async fn players(clock: &ManualClock) -> Players {
    let db = Database::open(MEMORY_URL).await.expect("in-memory SQLite");
    Players::new(db, Arc::new(clock.clone()), common::account_options()).expect("players")
}

/// One replica's players over the database at `url`, with its pending archive writes in the
/// Redis of `store` (shared by every replica).
async fn replica_players(url: &str, clock: &ManualClock, store: &RedisStore) -> Players {
    let pending = Arc::new(arbiter::players::pending::RedisPending::new(
        store.pending_set(),
    ));
    let db = Database::open(url).await.expect("the players' database");
    Players::with_pending(
        db,
        Arc::new(clock.clone()),
        common::account_options(),
        pending,
    )
    .expect("players")
}

async fn server(
    backend: Backend,
    clock: &ManualClock,
    players: &Players,
) -> (TestServer, Option<RedisServer>) {
    match backend {
        Backend::Memory => (
            TestServer::start_with(
                MemoryStore::default(),
                common::players_options(clock, players),
            )
            .await,
            None,
        ),
        Backend::Redis => {
            let redis = RedisServer::start();
            let store = RedisStore::open(&redis.url(), DEFAULT_GAME_TTL).expect("redis url");
            (
                TestServer::start_with(store, common::players_options(clock, players)).await,
                Some(redis),
            )
        }
    }
}

struct Created {
    id: String,
    white: String,
    black: String,
    /// The players' session tokens (sent as `x-player-session`), when the seats are bound.
    white_session: Option<String>,
    black_session: Option<String>,
}

/// `message` for a seat: its token, and the player's session when it is bound.
fn as_seat<T>(message: T, token: &str, session: Option<&str>) -> tonic::Request<T> {
    let mut request = authed(message, token);
    if let Some(session) = session {
        request
            .metadata_mut()
            .insert("x-player-session", session.parse().expect("metadata value"));
    }
    request
}

/// Signs `name` in (the tests' accounts all have the password `correct horse`).
async fn session_of(players: &Players, name: &str) -> String {
    let (token, _) = players
        .accounts()
        .sign_in(name, "correct horse", None)
        .await
        .expect("SignIn");
    token.reveal().to_owned()
}

/// A game White's player creates (signed in as `white`, Black's seat kept open) and Black's
/// player joins with the invitation (signed in as `black`): both seats bound.
async fn bound_game(
    client: &mut Client,
    position: &str,
    clock: Option<pb::TimeControl>,
    rated: bool,
    white: &str,
    black: &str,
) -> Created {
    bound_game_limited(client, position, clock, rated, 0, [white, black]).await
}

/// [`bound_game`] with a move limit.
async fn bound_game_limited(
    client: &mut Client,
    position: &str,
    clock: Option<pb::TimeControl>,
    rated: bool,
    move_limit: u32,
    [white, black]: [&str; 2],
) -> Created {
    let created = client
        .new_game(as_seat(
            NewGameRequest {
                position: position.to_owned(),
                time_control: clock,
                open_seats: vec![pb::Side::Black as i32],
                rated,
                move_limit,
                ..Default::default()
            },
            "",
            Some(white),
        ))
        .await
        .expect("NewGame")
        .into_inner();
    let id = created.game.expect("game").game_id;
    let code = &created.invitations.first().expect("an invitation").code;
    let joined = client
        .join_game(as_seat(
            pb::JoinGameRequest {
                game_id: id.clone(),
                ..Default::default()
            },
            code,
            Some(black),
        ))
        .await
        .expect("JoinGame")
        .into_inner();
    let shown = joined.game.expect("game");
    let names: Vec<&str> = shown.seats.iter().map(|s| s.player_name.as_str()).collect();
    assert_eq!(names.len(), 2, "{shown:?}");
    assert!(
        names.iter().all(|n| !n.is_empty()),
        "both seats show a name: {names:?}"
    );
    assert_eq!(shown.rated, rated);
    Created {
        id,
        white: created.white_token,
        black: joined.token,
        white_session: Some(white.to_owned()),
        black_session: Some(black.to_owned()),
    }
}

/// A time control that leaves a test all the time it needs (its clock is a manual one).
fn slow_clock() -> Option<pb::TimeControl> {
    Some(pb::TimeControl {
        control: Some(time_control::Control::PerTurn(pb::PerTurn {
            per_turn_ms: 600_000,
        })),
    })
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
        white_session: None,
        black_session: None,
    }
}

async fn step(client: &mut Client, id: &str, token: &str, action: &str) {
    step_as(client, id, token, None, action).await;
}

async fn step_as(client: &mut Client, id: &str, token: &str, session: Option<&str>, action: &str) {
    client
        .apply_action(as_seat(
            ApplyActionRequest {
                game_id: id.to_owned(),
                action: action.to_owned(),
                ..Default::default()
            },
            token,
            session,
        ))
        .await
        .unwrap_or_else(|e| panic!("{action}: {e:?}"));
}

async fn first_step(client: &mut Client, id: &str, ending: bool) -> String {
    let legal = client
        .legal_actions(pb::LegalActionsRequest {
            subject: Some(pb::legal_actions_request::Subject::GameId(id.to_owned())),
        })
        .await
        .expect("LegalActions")
        .into_inner();
    legal
        .actions
        .iter()
        .find(|a| a.ends_game == ending && a.notation != "end")
        .expect("a step")
        .notation
        .clone()
}

async fn resign(client: &mut Client, id: &str, token: &str) -> Result<(), tonic::Status> {
    resign_as(client, id, token, None).await
}

async fn resign_as(
    client: &mut Client,
    id: &str,
    token: &str,
    session: Option<&str>,
) -> Result<(), tonic::Status> {
    client
        .resign(as_seat(
            pb::ResignRequest {
                game_id: id.to_owned(),
                ..Default::default()
            },
            token,
            session,
        ))
        .await
        .map(drop)
}

async fn archived(players: &Players, id: &str) -> ArchivedGame {
    let db = players.db().clone();
    let key = id.to_owned();
    eventually(LIMIT, "the game is archived", || {
        let db = db.clone();
        let key = key.clone();
        async move { archive::is_archived(&db, &key).await.unwrap_or(false) }
    })
    .await;
    archive::fetch(players.db(), id).await.expect("fetch")
}

async fn rated_games(players: &Players, player: PlayerId) -> u64 {
    ratings::standings(players.db(), player, 0)
        .await
        .expect("standings")
        .iter()
        .find(|s| s.game == "hanniball")
        .map_or(0, |s| s.games)
}

/// Every way a game ends archives it once with its result and termination; each rated game
/// with a result updates both ratings once, an abandoned one (no result) none.
async fn every_ending_is_archived_and_rated_once(backend: Backend) {
    let clock = ManualClock::new(T0);
    let players = players(&clock).await;
    let (server, _redis) = server(backend, &clock, &players).await;
    let mut client = server.client().await;
    let ada = players
        .accounts()
        .create("Ada", "correct horse")
        .await
        .unwrap();
    let bob = players
        .accounts()
        .create("Bob", "correct horse")
        .await
        .unwrap();
    let ada_session = session_of(&players, "Ada").await;
    let bob_session = session_of(&players, "Bob").await;
    let mut results = 0;
    // The abandonment moves the clock past the players' sessions: it comes last.
    let ways = Termination::ALL
        .into_iter()
        .filter(|&way| way != Termination::Abandonment)
        .chain([Termination::Abandonment]);
    for way in ways {
        if way == Termination::Left {
            // A claim after a player left, rated as a win: tests/play/abort_left.rs.
            continue;
        }
        // A rated game starts from the initial position with a time control; the game that
        // ends by the rules starts near its end, so it is bound but unrated.
        let (position, timed, rated) = match way {
            Termination::Rules => ("3/2m6/4E+4/h8/9/9/9/9/9/9/9/9/9/9/1M1 w 11", None, false),
            Termination::Time => (
                "",
                Some(pb::TimeControl {
                    control: Some(time_control::Control::PerTurn(pb::PerTurn {
                        per_turn_ms: 1_000,
                    })),
                }),
                true,
            ),
            _ => ("", slow_clock(), true),
        };
        let created_at = clock.now_ms();
        let game = bound_game_limited(
            &mut client,
            position,
            timed,
            rated,
            // A limit of one turn for the game it ends.
            u32::from(way == Termination::MoveLimit),
            [&ada_session, &bob_session],
        )
        .await;
        let (w, b) = (game.white_session.as_deref(), game.black_session.as_deref());
        if way != Termination::Abandonment {
            let first = first_step(&mut client, &game.id, way == Termination::Rules).await;
            step_as(&mut client, &game.id, &game.white, w, &first).await;
        }
        let expected = match way {
            Termination::Rules => GameResult::Win(0),
            Termination::Resignation => {
                resign_as(&mut client, &game.id, &game.white, w)
                    .await
                    .expect("Resign");
                GameResult::Win(1)
            }
            Termination::Time => {
                clock.advance(1_500);
                GameResult::Win(1)
            }
            Termination::Agreement => {
                client
                    .offer_draw(as_seat(
                        OfferDrawRequest {
                            game_id: game.id.clone(),
                            ..Default::default()
                        },
                        &game.white,
                        w,
                    ))
                    .await
                    .expect("OfferDraw");
                client
                    .answer_draw(as_seat(
                        AnswerDrawRequest {
                            game_id: game.id.clone(),
                            accept: true,
                            ..Default::default()
                        },
                        &game.black,
                        b,
                    ))
                    .await
                    .expect("AnswerDraw");
                GameResult::Draw
            }
            Termination::Abandonment => {
                clock.advance(3_600_001);
                GameResult::NoResult
            }
            Termination::Aborted => {
                // Bob has not moved: he may abort the rated game, and nobody's rating moves.
                client
                    .abort(as_seat(
                        pb::AbortRequest {
                            game_id: game.id.clone(),
                            ..Default::default()
                        },
                        &game.black,
                        b,
                    ))
                    .await
                    .expect("Abort");
                GameResult::NoResult
            }
            Termination::MoveLimit => {
                // White's first turn ends: the one turn of the limit is complete.
                step_as(&mut client, &game.id, &game.white, w, "end").await;
                GameResult::Draw
            }
            Termination::Left => unreachable!("skipped above"),
        };
        // A read ends a game whose deadline passed.
        client
            .get_game(pb::GetGameRequest {
                game_id: game.id.clone(),
            })
            .await
            .expect("GetGame");
        let name = format!("ended by {way}");
        let shown = archived(&players, &game.id).await;
        assert_eq!(shown.game.result, expected, "{name}");
        assert_eq!(shown.game.termination, way.name(), "{name}");
        assert!(
            shown
                .game
                .record
                .contains(&format!("[Termination \"{}\"]", way.name())),
            "{name}: {}",
            shown.game.record
        );
        let history = client
            .get_history(pb::GetHistoryRequest {
                game_id: game.id.clone(),
            })
            .await
            .expect("GetHistory")
            .into_inner();
        assert_eq!(
            shown.game.record, history.record,
            "{name}: the archived record is GetHistory's"
        );
        assert_eq!(
            shown.game.start_position, history.start_position,
            "{name}: the archived start position is GetHistory's"
        );
        assert!(!shown.game.start_position.is_empty(), "{name}");
        // GetArchivedGame replays it: the start, then one position per step, ending where
        // the live game ended.
        let replay = PlayersClient::new(server.channel().await)
            .get_archived_game(GetArchivedGameRequest {
                game_id: game.id.clone(),
            })
            .await
            .expect("GetArchivedGame")
            .into_inner()
            .replay;
        let steps: Vec<&str> = history
            .turns
            .iter()
            .flat_map(|t| t.steps.iter().map(|s| s.notation.as_str()))
            .collect();
        assert_eq!(replay.len(), 1 + steps.len(), "{name}: {replay:?}");
        assert_eq!(
            (replay[0].action.as_str(), replay[0].position.as_str()),
            ("", history.start_position.as_str()),
            "{name}: the replay starts at the start position"
        );
        assert_eq!(
            replay[1..]
                .iter()
                .map(|s| s.action.as_str())
                .collect::<Vec<_>>(),
            steps,
            "{name}: the replay's actions are the history's"
        );
        let live = history.game.as_ref().expect("the game").position.as_str();
        assert_eq!(
            replay.last().map(|s| s.position.as_str()),
            Some(live),
            "{name}: the replay ends at the game's last position"
        );
        if !steps.is_empty() {
            assert_ne!(replay[0].position, live, "{name}: a step moved something");
        }
        assert_eq!(
            shown.game.started_ms, created_at,
            "{name}: when it was created"
        );
        let names: Vec<&str> = shown.seats.iter().map(|s| s.seat.name.as_str()).collect();
        assert_eq!(names, ["Ada", "Bob"], "{name}");
        assert_eq!(shown.seats[0].seat.player, Some(ada.id), "{name}");
        if expected == GameResult::NoResult || !rated {
            assert!(!shown.rated, "{name}: no result or unrated, no rating");
            assert!(shown.seats.iter().all(|s| s.after.is_none()), "{name}");
        } else {
            results += 1;
            assert!(shown.rated, "{name}");
            assert!(shown.seats.iter().all(|s| s.after.is_some()), "{name}");
        }
        assert_eq!(rated_games(&players, ada.id).await, results, "{name}");
        assert_eq!(rated_games(&players, bob.id).await, results, "{name}");
    }
    eventually(LIMIT, "nothing pending", || {
        let pending = Arc::clone(players.pending());
        async move { pending.count().await.is_ok_and(|n| n == 0) }
    })
    .await;
    server.stop().await;
}

/// A game nobody signed in for is archived, unrated, its seats named `guest`.
async fn a_guests_game_is_archived_unrated(backend: Backend) {
    let clock = ManualClock::new(T0);
    let players = players(&clock).await;
    let (server, _redis) = server(backend, &clock, &players).await;
    let mut client = server.client().await;
    let game = new_game(&mut client, "", None).await;
    let first = first_step(&mut client, &game.id, false).await;
    step(&mut client, &game.id, &game.white, &first).await;
    resign(&mut client, &game.id, &game.black)
        .await
        .expect("Resign");
    let shown = archived(&players, &game.id).await;
    assert!(!shown.rated);
    assert_eq!(shown.game.result, GameResult::Win(0));
    assert!(
        shown
            .seats
            .iter()
            .all(|s| s.seat.player.is_none() && s.seat.name == arbiter::players::GUEST)
    );
    server.stop().await;
}

both_stores!(
    every_ending_is_archived_and_rated_once,
    a_guests_game_is_archived_unrated,
);

/// Two replicas over one Redis and one database file, each with its own players (and the
/// Redis pending set), both asked to end the same game at once (each player resigns on a
/// different replica): one write ends it; it is archived once and rated once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_replicas_ending_one_game_archive_and_rate_it_once() {
    let clock = ManualClock::new(T0);
    let dir = tempfile::tempdir().expect("temporary directory");
    let url = format!(
        "sqlite://{}?mode=rwc",
        dir.path().join("players.sqlite3").display()
    );
    let redis = RedisServer::start();
    let store_one = RedisStore::open(&redis.url(), DEFAULT_GAME_TTL).expect("redis url");
    let store_two = RedisStore::open(&redis.url(), DEFAULT_GAME_TTL).expect("redis url");
    let players_one = replica_players(&url, &clock, &store_one).await;
    let players_two = replica_players(&url, &clock, &store_two).await;
    let one =
        TestServer::start_with(store_one, common::players_options(&clock, &players_one)).await;
    let two =
        TestServer::start_with(store_two, common::players_options(&clock, &players_two)).await;
    let mut a = one.client().await;
    let mut b = two.client().await;
    let players = &players_one;
    let ada = players
        .accounts()
        .create("Ada", "correct horse")
        .await
        .unwrap();
    let bob = players
        .accounts()
        .create("Bob", "correct horse")
        .await
        .unwrap();
    let ada_session = session_of(players, "Ada").await;
    let bob_session = session_of(players, "Bob").await;
    for round in 0..5 {
        let game = bound_game(&mut a, "", slow_clock(), true, &ada_session, &bob_session).await;
        let (w, bl) = (game.white_session.as_deref(), game.black_session.as_deref());
        let first = first_step(&mut a, &game.id, false).await;
        step_as(&mut a, &game.id, &game.white, w, &first).await;
        let (x, y) = tokio::join!(
            resign_as(&mut a, &game.id, &game.white, w),
            resign_as(&mut b, &game.id, &game.black, bl)
        );
        assert!(x.is_ok() || y.is_ok(), "round {round}: {x:?} {y:?}");
        let shown = archived(players, &game.id).await;
        assert!(shown.rated, "round {round}");
        let rows: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM archived_games")
            .fetch_one(players_two.db().pool())
            .await
            .expect("count");
        assert_eq!(rows, round + 1, "round {round}: one row per game");
        let expected = u64::try_from(round + 1).expect("small");
        assert_eq!(
            rated_games(&players_two, ada.id).await,
            expected,
            "round {round}"
        );
        assert_eq!(
            rated_games(&players_two, bob.id).await,
            expected,
            "round {round}"
        );
    }
    eventually(LIMIT, "nothing pending", || {
        let pending = Arc::clone(players_two.pending());
        async move { pending.count().await.is_ok_and(|n| n == 0) }
    })
    .await;
    one.stop().await;
    two.stop().await;
}

/// A server whose PostgreSQL is down at start-up starts anyway: games are played, the
/// server is not ready (the empty name and the players' services NOT_SERVING) and the
/// players' services refuse with `DATABASE_UNAVAILABLE`; once the database is up the
/// migrations are applied by the retry, the server is ready and accounts work.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_starts_while_its_database_is_down() {
    use arbiter::players::service::accounts_pb::CreateAccountRequest;
    use arbiter::players::service::accounts_pb::accounts_service_client::AccountsServiceClient;
    use tonic_health::pb::health_check_response::ServingStatus;
    use tonic_health::pb::health_client::HealthClient;

    let mut pg = common::postgres::Postgres::start();
    pg.stop();
    let url = pg.url();
    let server = common::binary::ServerProcess::start(&[("DATABASE_URL", url.as_str())]).await;
    let mut client = server.client().await;
    let game = new_game(&mut client, "", None).await;
    let first = first_step(&mut client, &game.id, false).await;
    step(&mut client, &game.id, &game.white, &first).await;
    let mut health = HealthClient::new(server.channel().await);
    assert_eq!(
        common::serving_status(&mut health, "players.v1.PlayersService").await,
        ServingStatus::NotServing
    );
    // Not ready (never migrated), while its games are served.
    assert_eq!(
        common::serving_status(&mut health, "").await,
        ServingStatus::NotServing
    );
    assert_eq!(
        common::serving_status(&mut health, "hanniball.v1.HanniballService").await,
        ServingStatus::Serving
    );
    let mut accounts = AccountsServiceClient::new(server.channel().await);
    let create = CreateAccountRequest {
        bot: false,
        name: "Ada".into(),
        password: "correct horse".into(),
    };
    let refused = accounts
        .create_account(create.clone())
        .await
        .expect_err("no database yet");
    assert_eq!(refused.code(), tonic::Code::Unavailable, "{refused:?}");
    pg.restart();
    let h = health.clone();
    eventually(LIMIT, "the players' services SERVING", move || {
        let mut h = h.clone();
        async move {
            common::serving_status(&mut h, "players.v1.PlayersService").await
                == ServingStatus::Serving
        }
    })
    .await;
    let h = health.clone();
    eventually(
        LIMIT,
        "ready once migrated (computer players registered)",
        move || {
            let mut h = h.clone();
            async move { common::serving_status(&mut h, "").await == ServingStatus::Serving }
        },
    )
    .await;
    accounts
        .create_account(create)
        .await
        .expect("CreateAccount");
    drop(server);
    pg.stop();
}

/// A replica that ends a game while the database is down and is gone before it could write
/// it: the end waits in Redis's pending set, and another replica's archiver writes it (and
/// rates it, once) when the database is back. On PostgreSQL.
/// Ada and Bob sign up on `players`; Ada creates a rated game with a slow clock, Bob joins it,
/// and Ada (White) makes her first step.
async fn rated_game_begun(players: &Players, client: &mut Client) -> (Account, Account, Created) {
    let ada = players
        .accounts()
        .create("Ada", "correct horse")
        .await
        .unwrap();
    let bob = players
        .accounts()
        .create("Bob", "correct horse")
        .await
        .unwrap();
    let ada_session = session_of(players, "Ada").await;
    let bob_session = session_of(players, "Bob").await;
    let game = bound_game(client, "", slow_clock(), true, &ada_session, &bob_session).await;
    let first = first_step(client, &game.id, false).await;
    step_as(
        client,
        &game.id,
        &game.white,
        game.white_session.as_deref(),
        &first,
    )
    .await;
    (ada, bob, game)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn another_replica_archives_a_game_whose_replica_is_gone() {
    let clock = ManualClock::new(T0);
    let mut pg = common::postgres::Postgres::start();
    let redis = RedisServer::start();
    let store_a = RedisStore::open(&redis.url(), DEFAULT_GAME_TTL).expect("redis url");
    let store_b = RedisStore::open(&redis.url(), DEFAULT_GAME_TTL).expect("redis url");
    let players_a = replica_players(&pg.url(), &clock, &store_a).await;
    let players_b = replica_players(&pg.url(), &clock, &store_b).await;
    let a = TestServer::start_with(store_a, common::players_options(&clock, &players_a)).await;
    let b = TestServer::start_with(store_b, common::players_options(&clock, &players_b)).await;
    let mut client = a.client().await;
    let (ada, bob, game) = rated_game_begun(&players_a, &mut client).await;
    // Black's player was seen by this replica (JoinGame): their session keeps acting while
    // the database is down.
    pg.stop();
    resign_as(
        &mut client,
        &game.id,
        &game.black,
        game.black_session.as_deref(),
    )
    .await
    .expect("Resign while the database is down");
    assert_eq!(
        players_b.pending().count().await.expect("pending"),
        1,
        "the end is pending in Redis, seen by the other replica"
    );
    // The replica that ended the game goes away before it could write it.
    a.stop().await;
    players_a.db().close().await;
    drop(players_a);
    pg.restart();
    let shown = archived(&players_b, &game.id).await;
    assert!(shown.rated);
    assert_eq!(shown.game.result, GameResult::Win(0));
    assert_eq!(shown.game.termination, "resignation");
    assert_eq!(rated_games(&players_b, ada.id).await, 1);
    assert_eq!(rated_games(&players_b, bob.id).await, 1);
    eventually(LIMIT, "nothing pending", || {
        let pending = Arc::clone(players_b.pending());
        async move { pending.count().await.is_ok_and(|n| n == 0) }
    })
    .await;
    b.stop().await;
    pg.stop();
}

/// How the game of [`a_replica_gone_right_after_its_ending_write_leaves_the_game_to_another`]
/// ends.
#[derive(Clone, Copy, Debug)]
enum LastWrite {
    /// Black resigns (the write of a call).
    Resignation,
    /// Black's clock runs out (the write of an expired deadline).
    FlagFall,
}

/// A replica that dies right after the write that ends a rated game, before anything else
/// (no pending record, no archive, no rating): another replica's archiver finds the end the
/// write kept, archives the game and rates both players, once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_replica_gone_right_after_its_ending_write_leaves_the_game_to_another() {
    for last in [LastWrite::Resignation, LastWrite::FlagFall] {
        let clock = ManualClock::new(T0);
        let mut pg = common::postgres::Postgres::start();
        let redis = RedisServer::start();
        let mut store_a = RedisStore::open(&redis.url(), DEFAULT_GAME_TTL).expect("redis url");
        store_a.fail_after_ending_writes();
        let store_b = RedisStore::open(&redis.url(), DEFAULT_GAME_TTL).expect("redis url");
        let players_a = replica_players(&pg.url(), &clock, &store_a).await;
        let players_b = replica_players(&pg.url(), &clock, &store_b).await;
        // Replica B serves no calls (so that only A can end the game); its archiver is run
        // by hand below.
        let a = TestServer::start_with(store_a, common::players_options(&clock, &players_a)).await;
        let mut client = a.client().await;
        let (ada, bob, game) = rated_game_begun(&players_a, &mut client).await;
        let to_move = client
            .get_game(pb::GetGameRequest {
                game_id: game.id.clone(),
            })
            .await
            .expect("GetGame")
            .into_inner()
            .game
            .expect("game")
            .side_to_move;
        // Seat 0 plays White (side 1); a resignation is Black's, a flag fall the mover's.
        let winner = match last {
            LastWrite::Resignation => 0,
            LastWrite::FlagFall => usize::from(to_move == pb::Side::White as i32),
        };
        let end = async {
            match last {
                LastWrite::Resignation => resign_as(
                    &mut client,
                    &game.id,
                    &game.black,
                    game.black_session.as_deref(),
                )
                .await
                .map(drop),
                LastWrite::FlagFall => {
                    clock.advance(600_001);
                    client
                        .get_game(pb::GetGameRequest {
                            game_id: game.id.clone(),
                        })
                        .await
                        .map(drop)
                }
            }
        };
        let answered = end.await;
        if let LastWrite::Resignation = last {
            let refused = answered.expect_err("the replica died before answering");
            assert_eq!(refused.code(), tonic::Code::Unavailable, "{refused:?}");
        }
        // Whoever made the write (this call or A's own deadline scheduler), A died with it.
        let set = players_b.pending();
        eventually(LIMIT, "the ending write is made", || {
            let redis_store = RedisStore::open(&redis.url(), DEFAULT_GAME_TTL).expect("url");
            async move {
                redis_store
                    .pending_set()
                    .marked_endings()
                    .await
                    .is_ok_and(|n| n == 1)
            }
        })
        .await;
        assert_eq!(
            set.count().await.expect("pending"),
            0,
            "{last:?}: nothing recorded"
        );
        a.stop().await;
        players_a.db().close().await;
        drop(players_a);

        assert_eq!(
            players_b.archive_pending(64).await.expect("archive"),
            1,
            "{last:?}"
        );
        let shown = archived(&players_b, &game.id).await;
        assert!(shown.rated, "{last:?}");
        assert_eq!(shown.game.result, GameResult::Win(winner), "{last:?}");
        let termination = match last {
            LastWrite::Resignation => "resignation",
            LastWrite::FlagFall => "time",
        };
        assert_eq!(shown.game.termination, termination);
        assert_eq!(rated_games(&players_b, ada.id).await, 1, "{last:?}");
        assert_eq!(rated_games(&players_b, bob.id).await, 1, "{last:?}");
        // Settled: nothing left to do, and another pass writes nothing twice.
        assert_eq!(players_b.archive_pending(64).await.expect("archive"), 0);
        assert_eq!(set.count().await.expect("pending"), 0);
        assert_eq!(
            rated_games(&players_b, ada.id).await,
            1,
            "{last:?}: rated once"
        );
        pg.stop();
    }
}
