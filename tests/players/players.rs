//! Accounts, ratings and the archive, on a PostgreSQL the test starts itself and on SQLite:
//! account rules, sessions, the sign-in rate limit, exactly-once rating under a race of two
//! replicas and after a writer died mid-transaction, the pending archive, paging, the gRPC
//! services and their health.

use crate::common;

use std::sync::Arc;
use std::time::Duration;

use arbiter::players::accounts::{AccountOptions, SessionToken};
use arbiter::players::archive::{
    self, FinishedGame, FinishedSeat, GameFilter, GameResult, Written,
};
use arbiter::players::db::{Database, MEMORY_URL};
use arbiter::players::hashing::PasswordCost;
use arbiter::players::ratings::{self, Rating, Score};
use arbiter::players::{PlayerId, Players};
use arbiter::session::ServiceError;
use arbiter::session::clock::{ManualClock, SharedClock};
use common::postgres::Postgres;
use sqlx::Row as _;

const T0: u64 = 1_800_000_000_000;

fn options() -> AccountOptions {
    AccountOptions {
        cost: PasswordCost::TEST,
        session_ttl: Duration::from_secs(3600),
        sign_ins_per_name_per_min: 1000,
        sign_ins_per_address_per_min: 1000,
        sign_in_failures_per_name_address_per_min: 1000,
        accounts_per_address_per_hour: 0,
        accounts_per_min: 0,
        ..AccountOptions::default()
    }
}

fn players(db: Database, clock: &ManualClock) -> Players {
    let clock: SharedClock = Arc::new(clock.clone());
    Players::new(db, clock, options()).expect("players")
}

async fn sqlite() -> Database {
    Database::open(MEMORY_URL).await.expect("in-memory SQLite")
}

async fn postgres(pg: &Postgres) -> Database {
    Database::open(&pg.url()).await.expect("PostgreSQL")
}

fn finished(
    id: &str,
    a: Option<PlayerId>,
    b: Option<PlayerId>,
    result: GameResult,
    ended_ms: u64,
) -> FinishedGame {
    let seat = |side: &str, player: Option<PlayerId>| FinishedSeat {
        side: side.into(),
        player,
        name: player.map_or_else(|| "guest".to_owned(), |p| format!("player{}", p.0)),
    };
    FinishedGame {
        game_id: id.into(),
        game: "hnefatafl".into(),
        rated: true,
        start_position: "start".into(),
        record: "1. d1-d3 *".into(),
        result,
        termination: "RESIGNATION".into(),
        time_control: "5+3".into(),
        started_ms: ended_ms - 60_000,
        ended_ms,
        seats: vec![seat("ATTACKERS", a), seat("DEFENDERS", b)],
    }
}

// ---------------------------------------------------------------- accounts

async fn account_rules(db: Database) {
    let clock = ManualClock::new(T0);
    let p = players(db, &clock);
    let accounts = p.accounts();
    let ada = accounts
        .create("Ada", "correct horse")
        .await
        .expect("create Ada");
    assert_eq!(ada.name, "Ada");
    for taken in ["Ada", "ada", "ADA"] {
        let e = accounts.create(taken, "another one").await.unwrap_err();
        assert!(
            matches!(e, ServiceError::NameTaken { .. }),
            "{taken}: {e:?}"
        );
    }
    for bad in ["ab", "9lives", "a b c", "admin", "Guest"] {
        let e = accounts.create(bad, "long enough").await.unwrap_err();
        assert_eq!(e.reason(), "INVALID_NAME", "{bad}: {e:?}");
    }
    let e = accounts.create("Short", "1234567").await.unwrap_err();
    assert_eq!(e.reason(), "INVALID_PASSWORD");

    // A bot account: marked as one, refused from a browser (after its password is checked),
    // its sessions a year long.
    let robo = accounts
        .create_account("Robo", "beep boop beep", true)
        .await
        .expect("a bot account");
    assert!(robo.bot && !ada.bot);
    assert!(accounts.find("robo").await.expect("find").bot);
    assert!(!accounts.find("ada").await.expect("find").bot);
    let e = accounts
        .sign_in_from("Robo", "wrong horse", None, true)
        .await
        .unwrap_err();
    assert!(matches!(e, ServiceError::BadCredentials), "{e:?}");
    let e = accounts
        .sign_in_from("Robo", "beep boop beep", None, true)
        .await
        .unwrap_err();
    assert_eq!(e.reason(), "BOT_ACCOUNT");
    let (_, bot_session) = accounts
        .sign_in_from("Robo", "beep boop beep", None, false)
        .await
        .expect("a bot signs in from its program");
    assert_eq!(
        bot_session.expires_ms,
        T0 + u64::try_from(arbiter::players::accounts::BOT_SESSION_TTL.as_millis()).expect("ms")
    );

    // Wrong password and unknown name answer alike.
    let e = accounts
        .sign_in("ada", "wrong horse", None)
        .await
        .unwrap_err();
    assert!(matches!(e, ServiceError::BadCredentials), "{e:?}");
    let e = accounts
        .sign_in("nobody-here", "correct horse", None)
        .await
        .unwrap_err();
    assert!(matches!(e, ServiceError::BadCredentials), "{e:?}");

    // Sign in in any case; the token works, is stored hashed, and is revocable.
    let (token, who) = accounts
        .sign_in("ADA", "correct horse", None)
        .await
        .expect("sign in");
    assert_eq!(who.name, "Ada");
    assert_eq!(token.reveal().len(), 43);
    assert_eq!(
        accounts.authenticate(&token).await.expect("valid").player,
        ada.id
    );
    let stored: Vec<Vec<u8>> = sqlx::query("SELECT token_hash FROM sessions")
        .fetch_all(p.db().pool())
        .await
        .unwrap()
        .iter()
        .map(|r| r.get(0))
        .collect();
    assert!(
        stored
            .iter()
            .all(|h| h.len() == 32 && h.as_slice() != token.reveal().as_bytes())
    );
    let hash: String = sqlx::query("SELECT password_hash FROM players")
        .fetch_one(p.db().pool())
        .await
        .unwrap()
        .get(0);
    assert!(hash.starts_with("$argon2id$") && !hash.contains("correct horse"));

    let e = accounts
        .authenticate(&SessionToken::new("x".repeat(43)))
        .await
        .unwrap_err();
    assert_eq!(e.reason(), "NOT_SIGNED_IN");

    accounts.sign_out(&token).await.expect("sign out");
    let e = accounts.authenticate(&token).await.unwrap_err();
    assert!(e.to_string().contains("revoked"), "{e}");

    // Expiry.
    let (token, _) = accounts
        .sign_in("ada", "correct horse", None)
        .await
        .unwrap();
    clock.advance(3_600_000);
    let e = accounts.authenticate(&token).await.unwrap_err();
    assert!(e.to_string().contains("expired"), "{e}");

    // A password change keeps this session and revokes the others.
    let (here, _) = accounts
        .sign_in("ada", "correct horse", None)
        .await
        .unwrap();
    let (there, _) = accounts
        .sign_in("ada", "correct horse", None)
        .await
        .unwrap();
    let e = accounts
        .change_password(&here, "not it at all", "battery staple", None)
        .await
        .unwrap_err();
    assert!(matches!(e, ServiceError::BadCredentials));
    accounts
        .change_password(&here, "correct horse", "battery staple", None)
        .await
        .expect("change password");
    assert!(accounts.authenticate(&here).await.is_ok());
    assert_eq!(
        accounts.authenticate(&there).await.unwrap_err().reason(),
        "NOT_SIGNED_IN"
    );
    assert!(
        accounts
            .sign_in("ada", "correct horse", None)
            .await
            .is_err()
    );
}

async fn sign_in_rate_limit(db: Database) {
    let clock = ManualClock::new(T0);
    let p = Players::new(
        db,
        Arc::new(clock.clone()),
        AccountOptions {
            sign_ins_per_name_per_min: 5,
            ..options()
        },
    )
    .unwrap();
    p.accounts().create("Bob", "hunter2hunter2").await.unwrap();
    // Five attempts per minute for one name, whatever their passwords and case.
    for n in 0..5 {
        let name = if n % 2 == 0 { "bob" } else { "BOB" };
        assert!(matches!(
            p.accounts().sign_in(name, "wrong password", None).await,
            Err(ServiceError::BadCredentials)
        ));
    }
    let e = p
        .accounts()
        .sign_in("bob", "hunter2hunter2", None)
        .await
        .unwrap_err();
    assert!(
        matches!(e, ServiceError::TooManyAttempts { retry_after_secs } if retry_after_secs >= 1),
        "{e:?}"
    );
    // Other names are not limited by it.
    p.accounts()
        .create("Carol", "hunter2hunter2")
        .await
        .unwrap();
    assert!(
        p.accounts()
            .sign_in("carol", "hunter2hunter2", None)
            .await
            .is_ok()
    );

    // Per address: a low address limit stops attempts on any name from that address.
    let strict = Players::new(
        p.db().clone(),
        Arc::new(clock.clone()),
        AccountOptions {
            sign_ins_per_address_per_min: 2,
            sign_ins_per_name_per_min: 5,
            ..options()
        },
    )
    .unwrap();
    let from = Some("203.0.113.9".parse().unwrap());
    assert!(
        strict
            .accounts()
            .sign_in("carol", "x-wrong-x", from)
            .await
            .is_err()
    );
    assert!(
        strict
            .accounts()
            .sign_in("dave", "x-wrong-x", from)
            .await
            .is_err()
    );
    let e = strict
        .accounts()
        .sign_in("erin", "x-wrong-x", from)
        .await
        .unwrap_err();
    assert_eq!(e.reason(), "TOO_MANY_ATTEMPTS");
    assert!(
        strict
            .accounts()
            .sign_in(
                "carol",
                "hunter2hunter2",
                Some("203.0.113.10".parse().unwrap())
            )
            .await
            .is_ok()
    );
}

#[tokio::test]
async fn account_rules_on_sqlite() {
    account_rules(sqlite().await).await;
}

#[tokio::test]
async fn account_rules_on_postgres() {
    let pg = Postgres::start();
    account_rules(postgres(&pg).await).await;
}

#[tokio::test]
async fn sign_in_rate_limit_on_sqlite() {
    sign_in_rate_limit(sqlite().await).await;
}

#[tokio::test]
async fn sign_in_rate_limit_on_postgres() {
    let pg = Postgres::start();
    sign_in_rate_limit(postgres(&pg).await).await;
}

// ---------------------------------------------------------------- ratings and the archive

async fn two_players(p: &Players) -> (PlayerId, PlayerId) {
    let a = p.accounts().create("Alice", "password-a").await.unwrap().id;
    let b = p.accounts().create("Boris", "password-b").await.unwrap().id;
    (a, b)
}

async fn games_count(db: &Database, player: PlayerId) -> u64 {
    ratings::standings(db, player, T0)
        .await
        .unwrap()
        .iter()
        .map(|s| s.games)
        .sum()
}

/// Two replicas (two pools on one database) end the same games at once: each game is
/// archived once and rates its players once.
async fn race_of_two_replicas(one: Database, two: Database) {
    let clock = ManualClock::new(T0);
    let p1 = players(one, &clock);
    let p2 = players(two, &clock);
    let (a, b) = two_players(&p1).await;
    let rounds = 12;
    let mut expected = (Rating::default(), Rating::default());
    for n in 0..rounds {
        let result = if n % 3 == 0 {
            GameResult::Win(1)
        } else {
            GameResult::Win(0)
        };
        let game = finished(
            &format!("race-{n:02}"),
            Some(a),
            Some(b),
            result,
            T0 + n * 1000,
        );
        let (r1, r2) = tokio::join!(p1.game_ended(game.clone()), p2.game_ended(game));
        let written = [r1.expect("replica one"), r2.expect("replica two")];
        assert_eq!(
            written.iter().filter(|w| **w == Written::Now).count(),
            1,
            "game {n}: {written:?}"
        );
        let score = if n % 3 == 0 { Score::Loss } else { Score::Win };
        // Each game a second after the last one: the deviations grow over that second.
        let idle = if n == 0 { 0 } else { 1000 };
        expected = ratings::rate(expected.0.aged(idle), expected.1.aged(idle), score);
    }
    assert_eq!(games_count(p1.db(), a).await, rounds);
    assert_eq!(games_count(p1.db(), b).await, rounds);
    let standing = &ratings::standings(p1.db(), a, T0).await.unwrap()[0];
    assert!(
        (standing.rating.rating - expected.0.rating).abs() < 1e-6,
        "{standing:?} vs {expected:?}"
    );
    assert_eq!((standing.wins, standing.losses), (8, 4));
    let rows: i64 = sqlx::query("SELECT COUNT(*) FROM archived_games")
        .fetch_one(p1.db().pool())
        .await
        .unwrap()
        .get(0);
    assert_eq!(rows, i64::try_from(rounds).unwrap());
    assert_eq!(p1.pending().count().await.unwrap(), 0);
    assert_eq!(p2.pending().count().await.unwrap(), 0);
}

/// An unrated game, then rated ones, archived over one connection: each is written at once.
/// (A seat without ratings once bound its NULL ratings as parameters, which sqlx's `Any`
/// driver declares to PostgreSQL as `real`; the connection's prepared statement then refused
/// the next rated seat's `double precision` values, "incorrect binary data format in bind
/// parameter 7", and the game stayed pending until another connection took it.)
async fn unrated_then_rated_on_one_connection(db: Database) {
    let clock = ManualClock::new(T0);
    let p = players(db, &clock);
    let (a, b) = two_players(&p).await;
    let mut unrated = finished("unrated-first", None, Some(b), GameResult::Draw, T0);
    unrated.rated = false;
    p.game_ended(unrated).await.expect("the unrated game");
    for (n, result) in [GameResult::Win(0), GameResult::Draw, GameResult::Win(1)]
        .into_iter()
        .enumerate()
    {
        let id = format!("rated-{n}");
        p.game_ended(finished(&id, Some(a), Some(b), result, T0 + 1000))
            .await
            .unwrap_or_else(|e| panic!("{id}: {e:?}"));
    }
    assert_eq!(games_count(p.db(), a).await, 3);
    assert_eq!(games_count(p.db(), b).await, 3);
}

/// The service's computer players are anchors: their ratings are set by level, and no game
/// moves them (a player's rating moves against them as against anyone); so a player who
/// beats Hard and loses to Easy never makes Easy look stronger than Hard. Anchoring again
/// (a restart) keeps their counts of games.
async fn computer_players_are_anchors(db: Database) {
    let clock = ManualClock::new(T0);
    let p = players(db, &clock);
    let easy = p
        .accounts()
        .ensure_service_bot("computer-easy")
        .await
        .expect("computer-easy");
    let hard = p
        .accounts()
        .ensure_service_bot("computer-hard")
        .await
        .expect("computer-hard");
    let ada = p
        .accounts()
        .create("Ada", "correct horse")
        .await
        .expect("Ada")
        .id;
    for (id, rating) in [(easy, 1000.0), (hard, 1800.0)] {
        p.anchor(id, &["hnefatafl"], rating).await.expect("anchor");
    }
    let named = |mut game: FinishedGame, names: [&str; 2]| {
        for (seat, name) in game.seats.iter_mut().zip(names) {
            seat.name = name.to_owned();
        }
        game
    };
    let before = ratings::standings(p.db(), ada, T0)
        .await
        .expect("standings");
    assert!(before.is_empty());
    let mut last = 1500.0;
    for n in 0..3 {
        // Ada beats Hard, then loses to Easy.
        let won = named(
            finished(
                &format!("beat-hard-{n}"),
                Some(ada),
                Some(hard),
                GameResult::Win(0),
                T0 + 1000,
            ),
            ["Ada", "computer-hard"],
        );
        p.game_ended(won).await.expect("a win against Hard");
        let ada_now = ratings::standings(p.db(), ada, T0 + 1000)
            .await
            .expect("standings")[0]
            .rating
            .rating;
        assert!(ada_now > last, "a win raises Ada: {last} -> {ada_now}");
        let lost = named(
            finished(
                &format!("lost-easy-{n}"),
                Some(easy),
                Some(ada),
                GameResult::Win(0),
                T0 + 2000,
            ),
            ["computer-easy", "Ada"],
        );
        p.game_ended(lost).await.expect("a loss against Easy");
        last = ratings::standings(p.db(), ada, T0 + 2000)
            .await
            .expect("standings")[0]
            .rating
            .rating;
    }
    let of = |id| {
        let db = p.db().clone();
        async move {
            ratings::standings(&db, id, T0 + 3000)
                .await
                .expect("standings")[0]
                .clone()
        }
    };
    let (e, h) = (of(easy).await, of(hard).await);
    assert_eq!(
        (e.rating.rating, h.rating.rating),
        (1000.0, 1800.0),
        "no game moved them"
    );
    assert!(!e.rating.provisional() && !h.rating.provisional());
    assert_eq!(
        (e.games, e.wins, h.games, h.losses),
        (3, 3, 3, 3),
        "their games are counted"
    );
    // The archive shows each seat's rating before and after: the computer's unchanged.
    let row = sqlx::query(
        "SELECT rating_before, rating_after FROM archived_seats WHERE game_id = 'beat-hard-0' AND seat = 1",
    )
    .fetch_one(p.db().pool())
    .await
    .expect("the archived seat");
    let (b, a): (f64, f64) = (row.get(0), row.get(1));
    assert_eq!((b, a), (1800.0, 1800.0));
    // A restart anchors them again, keeping their games.
    p.anchor(hard, &["hnefatafl"], 1800.0)
        .await
        .expect("anchor again");
    assert_eq!(of(hard).await.games, 3);
}

#[tokio::test]
async fn computer_players_are_anchors_on_sqlite() {
    computer_players_are_anchors(sqlite().await).await;
}

#[tokio::test]
async fn computer_players_are_anchors_on_postgres() {
    let pg = Postgres::start();
    computer_players_are_anchors(postgres(&pg).await).await;
}

#[tokio::test]
async fn unrated_then_rated_on_one_connection_on_postgres() {
    let pg = Postgres::start();
    // Calls made one at a time use the pool's one open connection.
    unrated_then_rated_on_one_connection(postgres(&pg).await).await;
}

#[tokio::test]
async fn unrated_then_rated_on_one_connection_on_sqlite() {
    unrated_then_rated_on_one_connection(sqlite().await).await;
}

#[tokio::test]
async fn rated_once_under_a_race_of_two_replicas_on_postgres() {
    let pg = Postgres::start();
    race_of_two_replicas(postgres(&pg).await, postgres(&pg).await).await;
}

#[tokio::test]
async fn rated_once_under_a_race_of_two_replicas_on_sqlite() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!(
        "sqlite://{}?mode=rwc",
        dir.path().join("players.sqlite3").display()
    );
    let one = Database::open(&url).await.unwrap();
    let two = Database::open(&url).await.unwrap();
    race_of_two_replicas(one, two).await;
}

/// A writer dies in the middle of the archive transaction (its connection is cut after the
/// game row and a rating changed): nothing of it stays, and the pending record writes the
/// game once.
#[tokio::test]
async fn a_writer_killed_mid_update_leaves_nothing_and_the_pending_record_finishes_it() {
    let pg = Postgres::start();
    let clock = ManualClock::new(T0);
    let p = players(postgres(&pg).await, &clock);
    let (a, b) = two_players(&p).await;
    let game = finished("killed-1", Some(a), Some(b), GameResult::Win(0), T0);

    // The dying replica: recorded the end as pending, began the transaction, wrote the game
    // row and half the rating update, then its connection was cut.
    p.pending().add(game.clone()).await.unwrap();
    let dying = postgres(&pg).await;
    let mut conn = dying.pool().acquire().await.unwrap();
    let pid: i32 = sqlx::query("SELECT pg_backend_pid()")
        .fetch_one(&mut *conn)
        .await
        .unwrap()
        .get(0);
    sqlx::query("BEGIN").execute(&mut *conn).await.unwrap();
    sqlx::query(
        "INSERT INTO archived_games (game_id, game, rated, start_position, record, result, \
         termination, time_control, started_ms, ended_ms, archived_ms) \
         VALUES ('killed-1', 'hnefatafl', 1, '', '', 'WIN', '', '', 0, 0, 0)",
    )
    .execute(&mut *conn)
    .await
    .unwrap();
    sqlx::query(
        "INSERT INTO ratings (player_id, game, rating, deviation, volatility, games, wins, losses, draws, updated_ms) \
         VALUES ($1, 'hnefatafl', 1700, 300, 0.06, 1, 1, 0, 0, 0)",
    )
    .bind(a.0)
    .execute(&mut *conn)
    .await
    .unwrap();
    let killer = postgres(&pg).await;
    sqlx::query("SELECT pg_terminate_backend($1)")
        .bind(pid)
        .execute(killer.pool())
        .await
        .unwrap();
    drop(conn);

    assert!(!archive::is_archived(p.db(), "killed-1").await.unwrap());
    assert_eq!(games_count(p.db(), a).await, 0);

    // Another replica's archiver pass writes it, once.
    assert_eq!(p.archive_pending(64).await.unwrap(), 1);
    assert_eq!(p.pending().count().await.unwrap(), 0);
    assert_eq!(p.archive_pending(64).await.unwrap(), 0);
    assert_eq!(games_count(p.db(), a).await, 1);
    assert_eq!(games_count(p.db(), b).await, 1);
    let (winner, _) = ratings::rate(Rating::default(), Rating::default(), Score::Win);
    let got = ratings::standings(p.db(), a, T0).await.unwrap()[0]
        .rating
        .rating;
    assert!((got - winner.rating).abs() < 1e-6, "{got}");
    assert_eq!(p.game_ended(game).await.unwrap(), Written::Already);
    assert_eq!(games_count(p.db(), a).await, 1);
}

/// The database goes away while a game ends: the end stays pending and is written once the
/// database is back.
#[tokio::test]
async fn an_end_during_a_database_outage_is_archived_when_it_returns() {
    let mut pg = Postgres::start();
    let clock = ManualClock::new(T0);
    let p = players(postgres(&pg).await, &clock);
    let (a, b) = two_players(&p).await;
    pg.stop();
    let game = finished("outage-1", Some(a), Some(b), GameResult::Draw, T0);
    let e = p.game_ended(game).await.unwrap_err();
    assert_eq!(e.reason(), "DATABASE_UNAVAILABLE", "{e:?}");
    assert_eq!(p.pending().count().await.unwrap(), 1);
    assert!(!p.db().ping().await);
    pg.restart();
    // The pool reconnects; the archiver's next pass writes the game.
    let mut written = 0;
    for _ in 0..60 {
        match p.archive_pending(64).await {
            Ok(n) => {
                written = n;
                break;
            }
            Err(e) => {
                assert_eq!(e.reason(), "DATABASE_UNAVAILABLE", "{e:?}");
                tokio::time::sleep(Duration::from_secs(1)).await;
            }
        }
    }
    assert_eq!(written, 1);
    assert_eq!(p.pending().count().await.unwrap(), 0);
    let p2 = &p;
    let got = archive::fetch(p2.db(), "outage-1").await.unwrap();
    assert_eq!(got.game.result, GameResult::Draw);
}

async fn archive_reads(db: Database) {
    let clock = ManualClock::new(T0);
    let p = players(db, &clock);
    let (a, b) = two_players(&p).await;
    let c = p.accounts().create("Chidi", "password-c").await.unwrap().id;
    // 25 games of Alice: against Boris (rated) and Chidi, and one against a guest.
    for n in 0..25u64 {
        let opponent = if n % 2 == 0 { b } else { c };
        let result = match n % 3 {
            0 => GameResult::Win(0),
            1 => GameResult::Win(1),
            _ => GameResult::Draw,
        };
        let mut game = finished(
            &format!("g{n:03}"),
            Some(a),
            Some(opponent),
            result,
            T0 + n * 60_000,
        );
        if n == 24 {
            game.seats[1] = FinishedSeat {
                side: "DEFENDERS".into(),
                player: None,
                name: "guest".into(),
            };
            game.game = "hanniball".into();
        }
        p.game_ended(game).await.unwrap();
    }
    // Newest first, in pages of 10, every game once.
    let mut seen = Vec::new();
    let mut cursor = None;
    loop {
        let (page, next) = archive::list(p.db(), a, &GameFilter::default(), cursor.as_ref(), 10)
            .await
            .unwrap();
        seen.extend(page.iter().map(|g| g.game.game_id.clone()));
        match next {
            Some(next) => cursor = Some(next),
            None => break,
        }
    }
    let expected: Vec<String> = (0..25).rev().map(|n| format!("g{n:03}")).collect();
    assert_eq!(seen, expected);

    // Filters: game, outcome, opponent.
    let only = |filter: GameFilter| {
        let db = p.db().clone();
        async move {
            archive::list(&db, a, &filter, None, 100)
                .await
                .unwrap()
                .0
                .into_iter()
                .map(|g| g.game.game_id)
                .collect::<Vec<_>>()
        }
    };
    assert_eq!(
        only(GameFilter {
            game: "hanniball".into(),
            ..GameFilter::default()
        })
        .await,
        ["g024"]
    );
    let wins = only(GameFilter {
        outcome: "WIN".into(),
        ..GameFilter::default()
    })
    .await;
    assert_eq!(wins.len(), 9, "{wins:?}");
    let vs_b = only(GameFilter {
        opponent: Some(b),
        ..GameFilter::default()
    })
    .await;
    assert_eq!(vs_b.len(), 12, "{vs_b:?}");
    assert!(
        vs_b.iter()
            .all(|id| id[1..].parse::<u32>().unwrap() % 2 == 0)
    );

    // One game by id, with ratings before and after; a guest's game is not rated.
    let g = archive::fetch(p.db(), "g000").await.unwrap();
    assert!(g.rated);
    assert_eq!(g.game.record, "1. d1-d3 *");
    assert_eq!(g.seats[0].outcome, "WIN");
    let (before, after) = (g.seats[0].before.unwrap(), g.seats[0].after.unwrap());
    assert!((before.rating - 1500.0).abs() < 1e-9 && after.rating > 1500.0);
    let guest = archive::fetch(p.db(), "g024").await.unwrap();
    assert!(!guest.rated && guest.seats[1].before.is_none());
    assert_eq!(guest.seats[1].seat.player, None);
    let e = archive::fetch(p.db(), "nope").await.unwrap_err();
    assert_eq!(e.reason(), "ARCHIVED_GAME_NOT_FOUND");

    // Leaderboard: only players with at least K rated games.
    let board = ratings::leaderboard(p.db(), "hnefatafl", 12, 10, T0)
        .await
        .unwrap();
    let names: Vec<&str> = board.iter().map(|l| l.name.as_str()).collect();
    assert_eq!(names.len(), 3, "{names:?}");
    assert!(
        board
            .windows(2)
            .all(|w| w[0].standing.rating.rating >= w[1].standing.rating.rating)
    );
    let board = ratings::leaderboard(p.db(), "hnefatafl", 13, 10, T0)
        .await
        .unwrap();
    assert_eq!(
        board.iter().map(|l| l.name.as_str()).collect::<Vec<_>>(),
        ["Alice"]
    );
    assert!(
        ratings::leaderboard(p.db(), "chessfootball", 0, 10, T0)
            .await
            .unwrap()
            .is_empty()
    );
}

#[tokio::test]
async fn archive_reads_on_sqlite() {
    archive_reads(sqlite().await).await;
}

#[tokio::test]
async fn archive_reads_on_postgres() {
    let pg = Postgres::start();
    archive_reads(postgres(&pg).await).await;
}

// ---------------------------------------------------------------- the gRPC services

use arbiter::players::service::accounts_pb::accounts_service_client::AccountsServiceClient as AccountsClient;
use arbiter::players::service::accounts_pb::{
    ChangePasswordRequest, CreateAccountRequest, GetMyProfileRequest, SetLanguageRequest,
    SignInRequest, SignOutRequest,
};
use arbiter::players::service::players_pb::players_service_client::PlayersServiceClient as PlayersClient;
use arbiter::players::service::players_pb::{
    GetArchivedGameRequest, GetLeaderboardRequest, GetPlayerRequest, ListGamesRequest, Outcome,
};
use arbiter::server::ServeOptions;
use arbiter::store::{DEFAULT_GAME_TTL, MemoryStore};
use tonic::Code;
use tonic_health::pb::health_check_response::ServingStatus;
use tonic_types::StatusExt as _;

/// The health of `service`, or `None` before the server has reported on it.
async fn health_of(
    health: &tonic_health::pb::health_client::HealthClient<tonic::transport::Channel>,
    service: &str,
) -> Option<ServingStatus> {
    let mut health = health.clone();
    health
        .check(tonic_health::pb::HealthCheckRequest {
            service: service.to_owned(),
        })
        .await
        .ok()
        .map(|r| r.into_inner().status())
}

fn reason(status: &tonic::Status) -> String {
    status
        .get_details_error_info()
        .map(|i| i.reason)
        .unwrap_or_default()
}

async fn serve(players: &Players) -> common::TestServer {
    common::TestServer::start_with(
        MemoryStore::new(DEFAULT_GAME_TTL),
        ServeOptions {
            players: Some(players.clone()),
            ..common::fast_health()
        },
    )
    .await
}

async fn services_over_grpc(db: Database) {
    let clock = ManualClock::new(T0);
    let p = players(db, &clock);
    let server = serve(&p).await;
    let channel = server.channel().await;
    let mut accounts = AccountsClient::new(channel.clone());
    let mut players_api = PlayersClient::new(channel);

    let created = accounts
        .create_account(CreateAccountRequest {
            name: "Zed".into(),
            password: "zed-password".into(),
            ..Default::default()
        })
        .await
        .expect("create")
        .into_inner();
    assert_eq!(created.name, "Zed");
    let e = accounts
        .create_account(CreateAccountRequest {
            name: "zED".into(),
            password: "zed-password".into(),
            ..Default::default()
        })
        .await
        .unwrap_err();
    assert_eq!(
        (e.code(), reason(&e).as_str()),
        (Code::AlreadyExists, "NAME_TAKEN")
    );
    let e = accounts
        .create_account(CreateAccountRequest {
            name: "root".into(),
            password: "zed-password".into(),
            ..Default::default()
        })
        .await
        .unwrap_err();
    assert_eq!(
        (e.code(), reason(&e).as_str()),
        (Code::InvalidArgument, "INVALID_NAME")
    );
    let e = accounts
        .sign_in(SignInRequest {
            name: "zed".into(),
            password: "not the password".into(),
        })
        .await
        .unwrap_err();
    assert_eq!(
        (e.code(), reason(&e).as_str()),
        (Code::Unauthenticated, "BAD_CREDENTIALS")
    );
    assert!(!e.message().contains("not the password"));

    let signed = accounts
        .sign_in(SignInRequest {
            name: "zed".into(),
            password: "zed-password".into(),
        })
        .await
        .expect("sign in")
        .into_inner();
    let token = signed.session_token.clone();
    let me = accounts
        .get_my_profile(common::authed(GetMyProfileRequest {}, &token))
        .await
        .expect("profile")
        .into_inner();
    assert_eq!(me.name, "Zed");
    assert_eq!(me.language, "", "no language chosen yet");
    // The language chosen for the site is kept with the account (any browser it signs in
    // from shows it); one the site is not written in is refused, saying which it is.
    let kept = accounts
        .set_language(common::authed(
            SetLanguageRequest {
                language: "PT".into(),
            },
            &token,
        ))
        .await
        .expect("SetLanguage")
        .into_inner();
    assert_eq!(kept.language, "pt");
    let again = accounts
        .get_my_profile(common::authed(GetMyProfileRequest {}, &token))
        .await
        .expect("profile")
        .into_inner();
    assert_eq!(again.language, "pt");
    let e = accounts
        .set_language(common::authed(
            SetLanguageRequest {
                language: "xx".into(),
            },
            &token,
        ))
        .await
        .unwrap_err();
    assert_eq!(
        (e.code(), reason(&e).as_str()),
        (Code::InvalidArgument, "UNKNOWN_LANGUAGE")
    );
    let e = accounts
        .set_language(SetLanguageRequest {
            language: "da".into(),
        })
        .await
        .unwrap_err();
    assert_eq!(reason(&e), "NOT_SIGNED_IN");
    let e = accounts
        .get_my_profile(GetMyProfileRequest {})
        .await
        .unwrap_err();
    assert_eq!(reason(&e), "NOT_SIGNED_IN");
    let e = accounts
        .get_my_profile(common::authed(GetMyProfileRequest {}, "short"))
        .await
        .unwrap_err();
    assert_eq!(reason(&e), "NOT_SIGNED_IN");
    let e = accounts
        .change_password(common::authed(
            ChangePasswordRequest {
                current_password: "zed-password".into(),
                new_password: "tiny".into(),
            },
            &token,
        ))
        .await
        .unwrap_err();
    assert_eq!(reason(&e), "INVALID_PASSWORD");
    accounts
        .sign_out(common::authed(SignOutRequest {}, &token))
        .await
        .expect("sign out");
    let e = accounts
        .get_my_profile(common::authed(GetMyProfileRequest {}, &token))
        .await
        .unwrap_err();
    assert_eq!(reason(&e), "NOT_SIGNED_IN");

    // Players: a profile with standings, games, one game, the leaderboard.
    let y = p.accounts().create("Yan", "yan-password").await.unwrap().id;
    let z = p.accounts().find("zed").await.unwrap().id;
    for n in 0..3u64 {
        p.game_ended(finished(
            &format!("svc-{n}"),
            Some(z),
            Some(y),
            GameResult::Win(0),
            T0 + n,
        ))
        .await
        .unwrap();
    }
    let profile = players_api
        .get_player(GetPlayerRequest { name: "ZED".into() })
        .await
        .expect("player")
        .into_inner();
    assert_eq!(profile.standings.len(), 1);
    let s = &profile.standings[0];
    assert_eq!((s.game.as_str(), s.games, s.wins), ("hnefatafl", 3, 3));
    assert!(s.rating.as_ref().unwrap().provisional);
    let e = players_api
        .get_player(GetPlayerRequest {
            name: "ghost".into(),
        })
        .await
        .unwrap_err();
    assert_eq!(
        (e.code(), reason(&e).as_str()),
        (Code::NotFound, "PLAYER_NOT_FOUND")
    );

    let page = players_api
        .list_games(ListGamesRequest {
            player: "yan".into(),
            page_size: 2,
            outcome: Outcome::Loss.into(),
            ..ListGamesRequest::default()
        })
        .await
        .expect("games")
        .into_inner();
    assert_eq!(
        page.games
            .iter()
            .map(|g| g.game_id.as_str())
            .collect::<Vec<_>>(),
        ["svc-2", "svc-1"]
    );
    assert_eq!(page.games[0].seats[0].player, "Zed");
    let rest = players_api
        .list_games(ListGamesRequest {
            player: "yan".into(),
            page_size: 2,
            page_token: page.next_page_token.clone(),
            ..ListGamesRequest::default()
        })
        .await
        .unwrap()
        .into_inner();
    assert_eq!(rest.games.len(), 1);
    assert!(rest.next_page_token.is_empty());
    let e = players_api
        .list_games(ListGamesRequest {
            player: "yan".into(),
            page_token: "garbage!".into(),
            ..ListGamesRequest::default()
        })
        .await
        .unwrap_err();
    assert_eq!(reason(&e), "INVALID_PAGE_TOKEN");

    let one = players_api
        .get_archived_game(GetArchivedGameRequest {
            game_id: "svc-0".into(),
        })
        .await
        .unwrap()
        .into_inner()
        .game
        .unwrap();
    assert!(one.rated);
    assert_eq!(one.seats[1].outcome(), Outcome::Loss);
    assert!(one.seats[1].rating_after.as_ref().unwrap().rating < 1500.0);

    // GetArchivedGame replays a record move by move; a record that does not replay (an old
    // or damaged one) gives an empty replay, not an error.
    {
        use arbiter::games::hnefatafl::Hnefatafl;
        use arbiter::rpc::Adapter as _;
        use arbiter::ruleset::Ruleset as _;
        let mut game = Hnefatafl::new_game(Hnefatafl::initial_position());
        let mut positions = vec![Hnefatafl::position(&game)];
        let mut moves = Vec::new();
        for _ in 0..2 {
            let action = Hnefatafl::legal_actions(&game)[0];
            moves.push(Hnefatafl::format_action(&action));
            Hnefatafl::apply(&mut game, action).unwrap();
            positions.push(Hnefatafl::position(&game));
        }
        let real = FinishedGame {
            record: Hnefatafl::record(&game, None),
            start_position: Hnefatafl::start_position(&game),
            rated: false,
            ..finished("svc-real", None, None, GameResult::NoResult, T0 + 10)
        };
        let broken = FinishedGame {
            record: "1. z9-z10 *".into(),
            rated: false,
            ..finished("svc-broken", None, None, GameResult::NoResult, T0 + 11)
        };
        p.game_ended(real).await.unwrap();
        p.game_ended(broken).await.unwrap();
        let replay = players_api
            .get_archived_game(GetArchivedGameRequest {
                game_id: "svc-real".into(),
            })
            .await
            .expect("a replayed game")
            .into_inner()
            .replay;
        assert_eq!(
            replay
                .iter()
                .map(|s| (s.action.as_str(), s.position.as_str()))
                .collect::<Vec<_>>(),
            [
                ("", positions[0].as_str()),
                (moves[0].as_str(), positions[1].as_str()),
                (moves[1].as_str(), positions[2].as_str()),
            ]
        );
        let broken = players_api
            .get_archived_game(GetArchivedGameRequest {
                game_id: "svc-broken".into(),
            })
            .await
            .expect("a record that does not replay is still read")
            .into_inner();
        assert!(broken.replay.is_empty(), "{:?}", broken.replay);
        assert_eq!(broken.game.unwrap().record, "1. z9-z10 *");
    }

    let board = players_api
        .get_leaderboard(GetLeaderboardRequest {
            game: "hnefatafl".into(),
            limit: 10,
            min_games: 3,
            ..Default::default()
        })
        .await
        .unwrap()
        .into_inner();
    assert_eq!(
        board
            .entries
            .iter()
            .map(|e| (e.rank, e.name.as_str()))
            .collect::<Vec<_>>(),
        [(1, "Zed"), (2, "Yan")]
    );

    let health = server.health().await;
    common::eventually(Duration::from_secs(60), "accounts SERVING", move || {
        let h = health.clone();
        async move { health_of(&h, "accounts.v1.AccountsService").await == Some(ServingStatus::Serving) }
    })
    .await;
    server.stop().await;
}

#[tokio::test]
async fn services_over_grpc_on_sqlite() {
    services_over_grpc(sqlite().await).await;
}

#[tokio::test]
async fn services_over_grpc_on_postgres() {
    let pg = Postgres::start();
    services_over_grpc(postgres(&pg).await).await;
}

/// Health: the accounts and players services are NOT_SERVING while the database is down, and
/// SERVING again when it is back; game play (the store) stays SERVING throughout.
#[tokio::test]
async fn health_follows_the_database() {
    let mut pg = Postgres::start();
    let clock = ManualClock::new(T0);
    let p = players(postgres(&pg).await, &clock);
    let server = serve(&p).await;
    let mut health = server.health().await;
    let limit = Duration::from_secs(60);
    for name in [
        "accounts.v1.AccountsService",
        "players.v1.PlayersService",
        "players.v1.ArchiveService",
    ] {
        let h = health.clone();
        common::eventually(limit, "players services SERVING", move || {
            let h = h.clone();
            async move { health_of(&h, name).await == Some(ServingStatus::Serving) }
        })
        .await;
    }
    pg.stop();
    let h = health.clone();
    common::eventually(
        limit,
        "accounts NOT_SERVING while the database is down",
        move || {
            let h = h.clone();
            async move {
                health_of(&h, "accounts.v1.AccountsService").await
                    == Some(ServingStatus::NotServing)
            }
        },
    )
    .await;
    assert_eq!(
        common::serving_status(&mut health, "players.v1.PlayersService").await,
        ServingStatus::NotServing
    );
    assert_eq!(
        common::serving_status(&mut health, "players.v1.ArchiveService").await,
        ServingStatus::NotServing
    );
    assert_eq!(
        common::serving_status(&mut health, "").await,
        ServingStatus::Serving
    );
    let mut accounts = AccountsClient::new(server.channel().await);
    let e = accounts
        .sign_in(SignInRequest {
            name: "anyone".into(),
            password: "whatever-it-is".into(),
        })
        .await
        .unwrap_err();
    assert_eq!(
        (e.code(), reason(&e).as_str()),
        (Code::Unavailable, "DATABASE_UNAVAILABLE")
    );
    pg.restart();
    let h = health.clone();
    common::eventually(limit, "accounts SERVING again", move || {
        let h = h.clone();
        async move { health_of(&h, "accounts.v1.AccountsService").await == Some(ServingStatus::Serving) }
    })
    .await;
    server.stop().await;
}

// ---------------------------------------------------------------- seat bindings

/// A game's end reaches the archive with its bound players: rated only when it was created
/// rated and both seats are bound to two distinct players; an unbound seat is a guest's.
#[test]
fn a_game_end_carries_its_players() {
    use arbiter::players::finished_of;
    use arbiter::ruleset::GameResult as Result;
    use arbiter::ruleset::Termination;
    use arbiter::session::ending::GameEnd;
    use arbiter::session::play::SeatPlayer;
    let player = |id: i64, name: &str| SeatPlayer {
        id,
        name: name.into(),
        rating: 1500.0,
        provisional: true,
    };
    let end = |players: Vec<Option<SeatPlayer>>, rated: bool| GameEnd {
        game_id: "g".into(),
        game: "hnefatafl",
        sides: vec!["ATTACKERS", "DEFENDERS"],
        result: Result::Won { winner: 1 },
        termination: Termination::Resignation,
        record: String::new(),
        time_control: String::new(),
        ended_ms: T0,
        players,
        rated,
        started_ms: T0 - 60_000,
        start_position: "start".into(),
    };
    let both = finished_of(end(
        vec![Some(player(1, "Alice")), Some(player(2, "Boris"))],
        true,
    ));
    assert!(both.rated);
    assert_eq!(
        (both.started_ms, both.start_position.as_str()),
        (T0 - 60_000, "start")
    );
    assert_eq!(both.seats[0].player, Some(PlayerId(1)));
    assert_eq!(both.seats[1].name, "Boris");
    let guest = finished_of(end(vec![Some(player(1, "Alice")), None], true));
    assert!(!guest.rated, "one seat is a guest's");
    assert_eq!(
        (guest.seats[1].player, guest.seats[1].name.as_str()),
        (None, "guest")
    );
    let same = finished_of(end(
        vec![Some(player(1, "Alice")), Some(player(1, "Alice"))],
        true,
    ));
    assert!(!same.rated, "one player on both seats");
    let unrated = finished_of(end(
        vec![Some(player(1, "Alice")), Some(player(2, "Boris"))],
        false,
    ));
    assert!(!unrated.rated, "created unrated");
    let nobody = finished_of(end(Vec::new(), true));
    assert!(!nobody.rated && nobody.seats.iter().all(|s| s.name == "guest"));
}

/// A session checked for a game call is answered from memory for a while, keeps acting
/// while the database is down, and is forgotten at once when its player signs out.
async fn sessions_for_play(db: Database) {
    let clock = ManualClock::new(T0);
    let p = players(db, &clock);
    two_players(&p).await;
    let accounts = p.accounts();
    let (alice, _) = accounts.sign_in("Alice", "password-a", None).await.unwrap();
    let (boris, _) = accounts.sign_in("Boris", "password-b", None).await.unwrap();
    let (spare, _) = accounts.sign_in("Boris", "password-b", None).await.unwrap();
    assert_eq!(
        accounts.authenticate_for_play(&alice).await.unwrap().name,
        "Alice"
    );
    assert_eq!(
        accounts.authenticate_for_play(&boris).await.unwrap().name,
        "Boris"
    );
    accounts.sign_out(&boris).await.unwrap();
    assert_eq!(
        accounts
            .authenticate_for_play(&boris)
            .await
            .unwrap_err()
            .reason(),
        "NOT_SIGNED_IN",
        "signing out forgets the session at once"
    );
    clock.advance(60_000);
    p.db().close().await;
    assert_eq!(
        accounts.authenticate_for_play(&alice).await.unwrap().name,
        "Alice",
        "a session seen before keeps acting while the database is down"
    );
    assert_eq!(
        accounts
            .authenticate_for_play(&spare)
            .await
            .unwrap_err()
            .reason(),
        "DATABASE_UNAVAILABLE",
        "a session never seen needs the database"
    );
}

#[tokio::test]
async fn sessions_for_play_on_sqlite() {
    sessions_for_play(sqlite().await).await;
}

#[tokio::test]
async fn sessions_for_play_on_postgres() {
    let pg = Postgres::start();
    sessions_for_play(postgres(&pg).await).await;
}

// ---------------------------------------------------------------- ratings that age

const DAY_MS: u64 = 86_400_000;

/// The migrations of `backend` (`sqlite`, `postgres`) before the one that keeps when each
/// rating was last rated, applied to `url`'s database: the schema that ratings had before.
async fn migrate_before_rating_periods(url: &str, backend: &str) -> sqlx::AnyPool {
    let from = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("migrations")
        .join(backend);
    let earlier = tempfile::tempdir().unwrap();
    for entry in std::fs::read_dir(&from).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if name.as_str() < "20261206000001" {
            std::fs::copy(&path, earlier.path().join(&name)).unwrap();
        }
    }
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(url).await.unwrap();
    let migrator = sqlx::migrate::Migrator::new(earlier.path()).await.unwrap();
    assert!(!migrator.version_exists(20_261_206_000_001));
    migrator.run(&pool).await.unwrap();
    pool
}

/// Ratings written before ratings aged (rows, archived games) are migrated with the end of
/// each player's latest rated game; a year later they are shown with the deviation grown
/// over that year (GetPlayer, the leaderboard, a seat's player), and the next game is rated
/// from it. A row whose last rated game is unknown does not grow.
async fn ratings_age(url: &str, backend: &str) {
    let old = migrate_before_rating_periods(url, backend).await;
    for name in ["Alice", "Boris", "Chidi"] {
        sqlx::query(
            "INSERT INTO players (name, name_key, password_hash, created_ms) VALUES ($1, $2, 'x', 0)",
        )
        .bind(name)
        .bind(name.to_lowercase())
        .execute(&old)
        .await
        .unwrap();
    }
    let mut ids = Vec::new();
    for name in ["alice", "boris", "chidi"] {
        let id: i64 = sqlx::query("SELECT id FROM players WHERE name_key = $1")
            .bind(name)
            .fetch_one(&old)
            .await
            .unwrap()
            .get(0);
        ids.push(PlayerId(id));
    }
    let (a, b, c) = (ids[0], ids[1], ids[2]);
    let t0 = i64::try_from(T0).unwrap();
    for (player, rating, deviation) in [(a, 1700.0, 60.0), (b, 1500.0, 60.0), (c, 1600.0, 80.0)] {
        sqlx::query(
            "INSERT INTO ratings (player_id, game, rating, deviation, volatility, games, wins, losses, draws, updated_ms) \
             VALUES ($1, 'hnefatafl', $2, $3, 0.06, 20, 10, 10, 0, $4)",
        )
        .bind(player.0)
        .bind(rating)
        .bind(deviation)
        .bind(t0)
        .execute(&old)
        .await
        .unwrap();
    }
    // Alice and Boris: a rated game ten days before T0, their latest one at T0, and an
    // unrated one (a guest's) after it. Chidi's rated games are not in the archive.
    for (id, ended, rated) in [
        ("old-1", t0 - 10 * 86_400_000, true),
        ("old-2", t0, true),
        ("old-3", t0 + 5 * 86_400_000, false),
    ] {
        sqlx::query(
            "INSERT INTO archived_games (game_id, game, rated, start_position, record, result, \
             winner_seat, termination, time_control, started_ms, ended_ms, archived_ms) \
             VALUES ($1, 'hnefatafl', $2, '', '', 'WIN', 0, 'resignation', '5+3', $3, $3, $3)",
        )
        .bind(id)
        .bind(i64::from(rated))
        .bind(ended)
        .execute(&old)
        .await
        .unwrap();
        for (seat, player) in [(0_i64, a), (1, b)] {
            let after = rated.then_some(1500.0);
            sqlx::query(
                "INSERT INTO archived_seats (game_id, seat, side, player_id, name, outcome, \
                 rating_before, deviation_before, rating_after, deviation_after, game, ended_ms) \
                 VALUES ($1, $2, 'Attackers', $3, 'x', 'WIN', $4, $5, $4, $5, 'hnefatafl', $6)",
            )
            .bind(id)
            .bind(seat)
            .bind(player.0)
            .bind(after)
            .bind(after.map(|_| 60.0))
            .bind(ended)
            .execute(&old)
            .await
            .unwrap();
        }
    }
    old.close().await;

    // The migration keeps each row's last rated game's end.
    let db = Database::open(url).await.unwrap();
    let probe = db.clone();
    let rated_ms = |player: PlayerId| {
        let db = probe.clone();
        async move {
            sqlx::query("SELECT rated_ms FROM ratings WHERE player_id = $1")
                .bind(player.0)
                .fetch_one(db.pool())
                .await
                .unwrap()
                .get::<Option<i64>, _>(0)
        }
    };
    assert_eq!(rated_ms(a).await, Some(t0));
    assert_eq!(rated_ms(b).await, Some(t0));
    assert_eq!(rated_ms(c).await, None, "unknown: no growth");

    // A year later: 60 has grown to 110.0008 (docs/players.md), provisional again.
    let year = T0 + 365 * DAY_MS;
    let clock = ManualClock::new(year);
    let p = players(db, &clock);
    let grown = Rating {
        rating: 1700.0,
        deviation: 60.0,
        volatility: 0.06,
    }
    .aged(365 * DAY_MS);
    assert!((grown.deviation - 110.0008).abs() < 1e-4, "{grown:?}");
    let shown = &ratings::standings(p.db(), a, year).await.unwrap()[0];
    assert_eq!(shown.rating, grown);
    assert!(shown.rating.provisional());
    let chidi = &ratings::standings(p.db(), c, year).await.unwrap()[0];
    assert!((chidi.rating.deviation - 80.0).abs() < 1e-12, "{chidi:?}");
    assert_eq!(
        ratings::standings(p.db(), a, T0).await.unwrap()[0]
            .rating
            .deviation,
        60.0,
        "as of the last game: no growth"
    );
    let seat = (p.lookup_hook())("alice".into(), Some("hnefatafl"))
        .await
        .unwrap();
    assert!(seat.provisional && (seat.rating - 1700.0).abs() < 1e-12);
    let server = serve(&p).await;
    let mut players_api = PlayersClient::new(server.channel().await);
    let profile = players_api
        .get_player(GetPlayerRequest {
            name: "Alice".into(),
        })
        .await
        .unwrap()
        .into_inner();
    let r = profile.standings[0].rating.unwrap();
    assert!(
        r.provisional && (r.deviation - grown.deviation).abs() < 1e-9,
        "{r:?}"
    );
    let board = players_api
        .get_leaderboard(GetLeaderboardRequest {
            game: "hnefatafl".into(),
            limit: 10,
            min_games: 1,
            ..Default::default()
        })
        .await
        .unwrap()
        .into_inner();
    let top = &board.entries[0];
    let r = top.standing.as_ref().unwrap().rating.unwrap();
    assert_eq!(top.name, "Alice");
    assert!(
        r.provisional && (r.deviation - grown.deviation).abs() < 1e-9,
        "{r:?}"
    );
    server.stop().await;

    // The next game is rated from the grown deviations, and restarts the idle time.
    let boris_grown = Rating {
        rating: 1500.0,
        ..grown
    };
    p.game_ended(finished(
        "new-1",
        Some(a),
        Some(b),
        GameResult::Win(0),
        year,
    ))
    .await
    .unwrap();
    let game = archive::fetch(p.db(), "new-1").await.unwrap();
    let before = game.seats[0].before.unwrap();
    assert!(
        (before.deviation - grown.deviation).abs() < 1e-9,
        "{before:?}"
    );
    let (alice_after, boris_after) = ratings::rate(grown, boris_grown, Score::Win);
    let now = &ratings::standings(p.db(), a, year).await.unwrap()[0];
    assert_eq!(now.rating, alice_after);
    assert!(now.rating.deviation < grown.deviation);
    assert_eq!(rated_ms(a).await, Some(i64::try_from(year).unwrap()));

    // Thirty days on, Chidi (last game unknown) beats Boris (idle thirty days).
    clock.advance(30 * DAY_MS);
    let later = year + 30 * DAY_MS;
    let shown = &ratings::standings(p.db(), b, later).await.unwrap()[0];
    assert_eq!(shown.rating, boris_after.aged(30 * DAY_MS));
    p.game_ended(finished(
        "new-2",
        Some(c),
        Some(b),
        GameResult::Win(0),
        later,
    ))
    .await
    .unwrap();
    let game = archive::fetch(p.db(), "new-2").await.unwrap();
    let (chidi_before, boris_before) =
        (game.seats[0].before.unwrap(), game.seats[1].before.unwrap());
    assert!(
        (chidi_before.deviation - 80.0).abs() < 1e-12,
        "{chidi_before:?}"
    );
    assert!(
        (boris_before.deviation - boris_after.aged(30 * DAY_MS).deviation).abs() < 1e-9,
        "{boris_before:?}"
    );
    assert_eq!(rated_ms(c).await, Some(i64::try_from(later).unwrap()));
}

#[tokio::test]
async fn ratings_age_on_sqlite() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!(
        "sqlite://{}?mode=rwc",
        dir.path().join("players.sqlite3").display()
    );
    ratings_age(&url, "sqlite").await;
}

#[tokio::test]
async fn ratings_age_on_postgres() {
    let pg = Postgres::start();
    ratings_age(&pg.url(), "postgres").await;
}
