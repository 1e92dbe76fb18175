//! Ready means ready, against the real binary: replicas started together on one fresh
//! database (PostgreSQL, or one embedded SQLite file) all come up — their migrations run
//! under a lock — and report SERVING (readiness, the accounts and players services) with
//! their computer players registered; a replica started while another holds the
//! migrations' lock is NOT_SERVING (and refuses a challenge to a computer player as
//! "retry later") until the migrations are applied, then registers its computer players
//! and answers a rated challenge to `computer-easy`.

use crate::common;

use std::time::{Duration, Instant};

use arbiter::bot::client::{GameClient, reason};
use arbiter::games::hnefatafl::Hnefatafl;
use arbiter::lobby::pb::{
    self as lobby, ChallengeRequest, ListComputersRequest, lobby_service_client::LobbyServiceClient,
};
use arbiter::players::service::accounts_pb::{
    CreateAccountRequest, SignInRequest, accounts_service_client::AccountsServiceClient,
};
use arbiter::rpc::client::Client;
use common::binary::ServerProcess;
use common::computer::Human;
use common::postgres::Postgres;
use sqlx::Connection as _;
use tonic::transport::Channel;
use tonic_health::pb::HealthCheckRequest;
use tonic_health::pb::health_check_response::ServingStatus;
use tonic_health::pb::health_client::HealthClient;

/// Generous: five replicas start at once on a loaded 2-core machine.
const LIMIT: Duration = Duration::from_secs(180);
const PASSWORD: &str = "correct horse battery";
const REPLICAS: usize = 5;
/// The health names that report readiness.
const READINESS: [&str; 3] = [
    "",
    "accounts.v1.AccountsService",
    "players.v1.PlayersService",
];

/// The status of `service`, `None` while the server does not report it (yet).
async fn status(channel: &Channel, service: &str) -> Option<ServingStatus> {
    HealthClient::new(channel.clone())
        .check(HealthCheckRequest {
            service: service.to_owned(),
        })
        .await
        .ok()
        .map(|answer| answer.into_inner().status())
}

/// The names of the computer players `channel`'s server lists for Hnefatafl.
async fn listed_computers(channel: &Channel) -> Vec<String> {
    LobbyServiceClient::new(channel.clone())
        .list_computers(ListComputersRequest {
            game: "hnefatafl".into(),
        })
        .await
        .expect("ListComputers")
        .into_inner()
        .computers
        .into_iter()
        .map(|c| c.name)
        .collect()
}

/// Waits until `server` reports SERVING on every readiness name and lists its three computer
/// players; panics (with its log) after [`LIMIT`].
async fn ready(server: &ServerProcess) {
    let channel = server.channel().await;
    let started = Instant::now();
    loop {
        let mut serving = true;
        for name in READINESS {
            serving &= status(&channel, name).await == Some(ServingStatus::Serving);
        }
        if serving {
            break;
        }
        assert!(
            started.elapsed() < LIMIT,
            "not SERVING within {LIMIT:?}; log:\n{}",
            server.logs()
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(
        listed_computers(&channel).await,
        ["computer-easy", "computer-medium", "computer-hard"],
        "ready, with its computer players registered"
    );
}

/// Starts [`REPLICAS`] binaries at once over `database_url`; every one must answer (none
/// exits), report SERVING and list its computer players.
async fn replicas_come_up_together(database_url: &str) {
    let envs = [("DATABASE_URL", database_url)];
    let started = futures_util::future::join_all(
        (0..REPLICAS).map(|_| ServerProcess::start_once(&envs, LIMIT)),
    )
    .await;
    let mut servers = Vec::with_capacity(REPLICAS);
    for server in started {
        servers.push(server.unwrap_or_else(|e| panic!("a replica did not come up: {e}")));
    }
    futures_util::future::join_all(servers.iter().map(ready)).await;
    for server in &mut servers {
        assert!(server.running(), "still running; log:\n{}", server.logs());
        let log = server.logs();
        assert!(!log.contains("left out"), "{log}");
        assert!(!log.contains("cannot open the player database"), "{log}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn replicas_started_together_on_one_fresh_postgres_all_come_up() {
    let pg = Postgres::start();
    replicas_come_up_together(&pg.url()).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn replicas_started_together_on_one_fresh_sqlite_file_all_come_up() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let url = format!(
        "sqlite://{}?mode=rwc",
        dir.path().join("players.sqlite3").display()
    );
    replicas_come_up_together(&url).await;
}

/// CRC-32 (IEEE), as sqlx keys its migrations' advisory lock.
fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &byte in bytes {
        crc ^= u32::from(byte);
        for _ in 0..8 {
            crc = if crc & 1 == 1 {
                (crc >> 1) ^ 0xEDB8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

fn with_header<T>(message: T, header: &'static str, value: &str) -> tonic::Request<T> {
    let mut request = tonic::Request::new(message);
    request
        .metadata_mut()
        .insert(header, value.parse().expect("metadata"));
    request
}

/// Another replica is migrating (this test holds the migrations' advisory lock) when a
/// replica starts: it plays games but is NOT_SERVING and refuses a computer challenge with
/// `DATABASE_UNAVAILABLE` for as long as that lasts; once the migrations are applied (by the
/// lock's holder) it registers its computer players, reports SERVING, and a signed-in
/// player's rated challenge to `computer-easy` is accepted at once and answered.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_replica_started_during_anothers_migrations_is_ready_once_they_are_applied() {
    let pg = Postgres::start();
    let url = pg.url();
    let mut holder = sqlx::PgConnection::connect(&url)
        .await
        .expect("connect to PostgreSQL");
    let database: String = sqlx::query_scalar("SELECT current_database()")
        .fetch_one(&mut holder)
        .await
        .expect("current_database");
    let lock = 0x3d32_ad9e_i64 * i64::from(crc32(database.as_bytes()));
    sqlx::query("SELECT pg_advisory_lock($1)")
        .bind(lock)
        .execute(&mut holder)
        .await
        .expect("take the migrations' lock");

    let server = ServerProcess::start_once(&[("DATABASE_URL", url.as_str())], LIMIT)
        .await
        .unwrap_or_else(|e| panic!("{e}"));
    let channel = server.channel().await;
    // Its migrator waits for the lock this test holds.
    common::eventually(
        LIMIT,
        "the replica waiting for the migrations' lock",
        || {
            let url = url.clone();
            async move {
                let Ok(mut c) = sqlx::PgConnection::connect(&url).await else {
                    return false;
                };
                let waiting: i64 = sqlx::query_scalar(
                    "SELECT COUNT(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted",
                )
                .fetch_one(&mut c)
                .await
                .unwrap_or(0);
                waiting > 0
            }
        },
    )
    .await;
    // Meanwhile (a while longer than the first tries of everything that starts with it):
    // not ready, games played, computer challenges refused as "retry later".
    tokio::time::sleep(Duration::from_secs(3)).await;
    for name in READINESS {
        assert_eq!(
            status(&channel, name).await,
            Some(ServingStatus::NotServing),
            "{name:?} while the migrations are not applied"
        );
    }
    assert_eq!(
        status(&channel, "hnefatafl.v1.HnefataflService").await,
        Some(ServingStatus::Serving),
        "games are played meanwhile"
    );
    assert!(listed_computers(&channel).await.is_empty());
    let mut lobby_client = LobbyServiceClient::new(channel.clone());
    let refused = lobby_client
        .challenge(with_header(
            ChallengeRequest {
                opponent: "computer-easy".into(),
                game: "hnefatafl".into(),
                ..Default::default()
            },
            "x-guest-key",
            "guest-key-of-a-readiness-test",
        ))
        .await
        .expect_err("no computer player yet");
    assert_eq!(refused.code(), tonic::Code::Unavailable, "{refused:?}");
    assert_eq!(reason(&refused).as_deref(), Some("DATABASE_UNAVAILABLE"));
    let mut accounts = AccountsServiceClient::new(channel.clone());
    let create = CreateAccountRequest {
        name: "Hana".into(),
        password: PASSWORD.into(),
        bot: false,
    };
    let refused = accounts
        .create_account(create.clone())
        .await
        .expect_err("no tables yet");
    assert_eq!(reason(&refused).as_deref(), Some("DATABASE_UNAVAILABLE"));

    // The lock's holder applies the migrations (the advisory lock is re-entrant in its
    // session) and lets go.
    sqlx::migrate!("migrations/postgres")
        .run(&mut holder)
        .await
        .expect("apply the migrations");
    let released: bool = sqlx::query_scalar("SELECT pg_advisory_unlock($1)")
        .bind(lock)
        .fetch_one(&mut holder)
        .await
        .expect("release the migrations' lock");
    assert!(released);

    ready(&server).await;
    let log = server.logs();
    assert!(!log.contains("left out"), "{log}");

    accounts
        .create_account(create)
        .await
        .expect("CreateAccount");
    let hana = accounts
        .sign_in(SignInRequest {
            name: "Hana".into(),
            password: PASSWORD.into(),
        })
        .await
        .expect("SignIn")
        .into_inner()
        .session_token;
    let answer = lobby_client
        .challenge(with_header(
            ChallengeRequest {
                opponent: "computer-easy".into(),
                game: "hnefatafl".into(),
                time_control: "5+3".into(),
                rated: true,
                side: lobby::Side::First as i32,
                ..Default::default()
            },
            "x-player-session",
            &hana,
        ))
        .await
        .expect("Hana challenges the computer")
        .into_inner();
    assert!(!answer.game_id.is_empty(), "accepted at once: {answer:?}");
    let client: Client<Hnefatafl> = GameClient::connect(channel.clone());
    let session = format!("session:{hana}");
    let mut human = Human::new(client, &answer.game_id, &session, 0, 5);
    let after = human.play_turn().await;
    let (replied, _) = human.await_reply(after.version, LIMIT).await;
    assert!(replied.version > after.version, "the computer replied");
    drop(server);
    drop(pg);
}
