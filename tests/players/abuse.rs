//! The accounts hold under abuse (docs/security.md): an owner signs in while a stranger
//! guesses their password; account creation is limited per address and in all; password
//! hashing refuses what it cannot take with a RetryInfo; a rated game between two accounts
//! created from one address is archived unrated; a session signed out on one replica is
//! refused by another within a second. Over gRPC, with clients on several loopback addresses
//! (127.0.0.2, 127.0.0.3, …: every one of 127/8 reaches the server on 127.0.0.1).

use crate::common;

use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use std::time::{Duration, Instant};

use arbiter::players::accounts::{AccountOptions, SessionToken};
use arbiter::players::archive::{self, FinishedGame, FinishedSeat, GameResult};
use arbiter::players::db::{Database, MEMORY_URL};
use arbiter::players::hashing::HashingOptions;
use arbiter::players::hashing::PasswordCost;
use arbiter::players::service::accounts_pb::accounts_service_client::AccountsServiceClient;
use arbiter::players::service::accounts_pb::{CreateAccountRequest, SignInRequest, SignOutRequest};
use arbiter::players::{PlayerId, Players};
use arbiter::session::ServiceError;
use arbiter::session::clock::ManualClock;
use arbiter::store::{DEFAULT_GAME_TTL, MemoryStore, RedisStore};
use common::{RedisServer, TestServer, authed};
use tonic::transport::Channel;
use tonic::{Code, Status};
use tonic_types::StatusExt as _;

const T0: u64 = 1_800_000_000_000;
const PASSWORD: &str = "correct horse battery";

type Accounts = AccountsServiceClient<Channel>;

/// A channel to `server` whose connections come from the local address `from`.
async fn channel_from(server: SocketAddr, from: &str) -> Channel {
    let from: IpAddr = from.parse().expect("an address");
    let connector = tower::service_fn(move |_: tonic::transport::Uri| async move {
        let socket = tokio::net::TcpSocket::new_v4()?;
        socket.bind(SocketAddr::new(from, 0))?;
        let stream = socket.connect(server).await?;
        stream.set_nodelay(true)?;
        Ok::<_, std::io::Error>(hyper_util::rt::TokioIo::new(stream))
    });
    tonic::transport::Endpoint::from_shared(format!("http://{server}"))
        .expect("endpoint")
        .connect_with_connector(connector)
        .await
        .expect("connect")
}

async fn accounts_from(server: &TestServer, from: &str) -> Accounts {
    AccountsServiceClient::new(channel_from(server.addr, from).await)
}

fn options() -> AccountOptions {
    AccountOptions {
        cost: PasswordCost::TEST,
        ..AccountOptions::default()
    }
}

async fn served(options: AccountOptions) -> (TestServer, Players, ManualClock) {
    let clock = ManualClock::new(T0);
    let db = Database::open(MEMORY_URL).await.expect("in-memory SQLite");
    let players = Players::new(db, Arc::new(clock.clone()), options).expect("players");
    let server = TestServer::start_with(
        MemoryStore::default(),
        common::players_options(&clock, &players),
    )
    .await;
    (server, players, clock)
}

fn sign_in(name: &str, password: &str) -> SignInRequest {
    SignInRequest {
        name: name.into(),
        password: password.into(),
    }
}

fn create(name: &str) -> CreateAccountRequest {
    CreateAccountRequest {
        name: name.into(),
        password: PASSWORD.into(),
        bot: false,
    }
}

fn reason(status: &Status) -> String {
    status
        .get_details_error_info()
        .map(|info| info.reason)
        .unwrap_or_default()
}

/// A refusal to retry: RESOURCE_EXHAUSTED with its reason and a RetryInfo.
fn assert_retry(status: &Status, expected: &str) {
    assert_eq!(status.code(), Code::ResourceExhausted, "{status:?}");
    assert_eq!(reason(status), expected, "{status:?}");
    let delay = status
        .get_details_retry_info()
        .and_then(|r| r.retry_delay)
        .expect("a RetryInfo with a delay");
    assert!(delay > Duration::ZERO, "{delay:?}");
}

/// A stranger guessing the owner's password from another address spends the name's budget
/// and is refused; the owner, from the address they signed in from before, signs in every
/// time meanwhile; someone with the right password from an address the account never signed
/// in from is held back by the spent per-name budget; right passwords use no budget.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_owner_signs_in_while_a_stranger_guesses() {
    let (server, _players, _clock) = served(AccountOptions {
        sign_ins_per_name_per_min: 5,
        sign_in_failures_per_name_address_per_min: 5,
        sign_ins_per_address_per_min: 1000,
        ..options()
    })
    .await;
    let mut owner = accounts_from(&server, "127.0.0.2").await;
    let mut stranger = accounts_from(&server, "127.0.0.3").await;
    owner.create_account(create("Owner")).await.expect("create");
    owner
        .sign_in(sign_in("Owner", PASSWORD))
        .await
        .expect("the first sign-in");
    let mut refused = 0;
    for guess in 0..20 {
        let e = stranger
            .sign_in(sign_in("owner", &format!("guess number {guess}")))
            .await
            .expect_err("a wrong password");
        if guess < 5 {
            assert_eq!(reason(&e), "BAD_CREDENTIALS", "guess {guess}: {e:?}");
        } else {
            assert_retry(&e, "TOO_MANY_ATTEMPTS");
            refused += 1;
        }
        owner
            .sign_in(sign_in("Owner", PASSWORD))
            .await
            .unwrap_or_else(|e| panic!("the owner, after guess {guess}: {e:?}"));
    }
    assert_eq!(refused, 15);
    // The stranger's right password (or the owner on a new network) waits for the budget.
    let mut elsewhere = accounts_from(&server, "127.0.0.4").await;
    let e = elsewhere
        .sign_in(sign_in("Owner", PASSWORD))
        .await
        .expect_err("the per-name budget is spent");
    assert_retry(&e, "TOO_MANY_ATTEMPTS");
    // Another account is not affected.
    elsewhere
        .create_account(create("Other"))
        .await
        .expect("create");
    for _ in 0..10 {
        elsewhere
            .sign_in(sign_in("Other", PASSWORD))
            .await
            .expect("right passwords use no budget");
    }
    server.stop().await;
}

/// CreateAccount: a few accounts per address (IPv6: per /64), and a ceiling in all; a refusal
/// says when to retry.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn accounts_are_created_within_limits() {
    let (server, _players, _clock) = served(AccountOptions {
        accounts_per_address_per_hour: 3,
        accounts_per_min: 5,
        ..options()
    })
    .await;
    let mut one = accounts_from(&server, "127.0.0.2").await;
    let mut two = accounts_from(&server, "127.0.0.3").await;
    for i in 0..3 {
        one.create_account(create(&format!("first{i}")))
            .await
            .expect("within the address's limit");
    }
    let e = one.create_account(create("first3")).await.unwrap_err();
    assert_retry(&e, "TOO_MANY_ATTEMPTS");
    for i in 0..2 {
        two.create_account(create(&format!("second{i}")))
            .await
            .expect("another address");
    }
    let e = two.create_account(create("second2")).await.unwrap_err();
    assert_retry(&e, "TOO_MANY_ATTEMPTS");
    server.stop().await;
}

/// With one hashing permit and a short wait, a burst of sign-ups gets `BUSY` with a RetryInfo
/// for what cannot be hashed in time; the others are created.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hashing_beyond_its_budget_is_refused_busy() {
    let cost = PasswordCost {
        memory_kib: 8192,
        iterations: 8,
        parallelism: 1,
    };
    let (server, players, _clock) = served(AccountOptions {
        cost,
        hashing: HashingOptions {
            budget_bytes: u64::from(cost.memory_kib) * 1024,
            wait: Duration::from_millis(1),
        },
        accounts_per_address_per_hour: 0,
        accounts_per_min: 0,
        ..options()
    })
    .await;
    assert_eq!(players.accounts().hashing().permits(), 1);
    let mut calls = Vec::new();
    for i in 0..16 {
        let mut client = accounts_from(&server, "127.0.0.2").await;
        calls.push(tokio::spawn(async move {
            client.create_account(create(&format!("burst{i}"))).await
        }));
    }
    let (mut ok, mut busy) = (0, 0);
    for call in calls {
        match call.await.expect("the call's task") {
            Ok(_) => ok += 1,
            Err(e) => {
                assert_retry(&e, "BUSY");
                busy += 1;
            }
        }
    }
    assert!(ok >= 1 && busy >= 1, "{ok} created, {busy} busy");
    assert!(players.accounts().hashing().pooled() <= 1);
    server.stop().await;
}

fn finished(id: &str, a: PlayerId, b: PlayerId) -> FinishedGame {
    let seat = |side: &str, player: PlayerId| FinishedSeat {
        side: side.into(),
        player: Some(player),
        name: format!("player{}", player.0),
    };
    FinishedGame {
        game_id: id.into(),
        game: "hnefatafl".into(),
        rated: true,
        start_position: "start".into(),
        record: "1. d1-d3 *".into(),
        result: GameResult::Win(0),
        termination: "RESIGNATION".into(),
        time_control: "5+3".into(),
        started_ms: T0,
        ended_ms: T0 + 60_000,
        seats: vec![seat("ATTACKERS", a), seat("DEFENDERS", b)],
    }
}

/// Two accounts created from one public address prefix (an IPv6 /64) within the window do not
/// rate each other: their rated game is archived unrated and no rating moves. Accounts from
/// different addresses, or created from a private address (a proxy's), or with the rule off,
/// are rated.
#[tokio::test]
async fn a_rated_game_between_accounts_from_one_address_is_archived_unrated() {
    let clock = ManualClock::new(T0);
    let db = Database::open(MEMORY_URL).await.expect("in-memory SQLite");
    let players = Players::new(db.clone(), Arc::new(clock.clone()), options()).expect("players");
    let accounts = players.accounts();
    let at = |a: &str| Some(a.parse::<IpAddr>().expect("an address"));
    let make = |name: &'static str, from: Option<IpAddr>| {
        let accounts = accounts.clone();
        async move {
            accounts
                .create_account_from(name, PASSWORD, false, from)
                .await
                .expect("create")
                .id
        }
    };
    let main = make("Main", at("2001:db8:1:2::10")).await;
    let farm = make("Farm", at("2001:db8:1:2:ffff::99")).await;
    let fair = make("Fair", at("203.0.113.50")).await;
    let proxied_a = make("ProxiedA", at("10.0.0.7")).await;
    let proxied_b = make("ProxiedB", at("10.0.0.7")).await;

    let written = |id: &'static str, a, b| {
        let players = players.clone();
        async move {
            players
                .game_ended(finished(id, a, b))
                .await
                .expect("archived");
            archive::fetch(players.db(), id).await.expect("fetch")
        }
    };
    let farmed = written("g-farmed", main, farm).await;
    assert!(!farmed.rated, "one /64, created together: unrated");
    assert!(
        farmed.seats.iter().all(|s| s.after.is_none()),
        "no rating moved"
    );
    assert!(written("g-fair", main, fair).await.rated);
    assert!(written("g-proxied", proxied_a, proxied_b).await.rated);

    // With the rule off, the same pair is rated.
    let off = Players::new(
        db,
        Arc::new(clock.clone()),
        AccountOptions {
            linked_window: Duration::ZERO,
            ..options()
        },
    )
    .expect("players");
    off.game_ended(finished("g-off", main, farm))
        .await
        .expect("archived");
    assert!(
        archive::fetch(off.db(), "g-off")
            .await
            .expect("fetch")
            .rated
    );
}

/// Two replicas over one Redis and one database: a session signed out on one is refused by
/// the other's game-call check within a second, although that replica had checked it just
/// before (and would otherwise take it as valid for 30 s).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_signed_out_session_is_refused_by_another_replica_within_a_second() {
    let clock = ManualClock::new(T0);
    let dir = tempfile::tempdir().expect("temporary directory");
    let url = format!(
        "sqlite://{}?mode=rwc",
        dir.path().join("players.sqlite3").display()
    );
    let redis = RedisServer::start();
    let store_one = RedisStore::open(&redis.url(), DEFAULT_GAME_TTL).expect("redis url");
    let store_two = RedisStore::open(&redis.url(), DEFAULT_GAME_TTL).expect("redis url");
    let replica = |store: &RedisStore| {
        let url = url.clone();
        let clock = clock.clone();
        let channel = store.revocations();
        async move {
            let db = Database::open(&url).await.expect("the players' database");
            let players = Players::new(db, Arc::new(clock), options()).expect("players");
            let listener = players.accounts().share_revocations(&channel);
            (players, listener)
        }
    };
    let (one, _one_listening) = replica(&store_one).await;
    let (two, _two_listening) = replica(&store_two).await;
    let server = TestServer::start_with(store_one, common::players_options(&clock, &one)).await;
    let mut accounts = AccountsServiceClient::new(server.channel().await);
    accounts
        .create_account(create("Ada"))
        .await
        .expect("create");
    // Give both subscriptions time to be made (each forgets everything when it is).
    tokio::time::sleep(Duration::from_millis(500)).await;
    for round in 0..3 {
        let token = accounts
            .sign_in(sign_in("Ada", PASSWORD))
            .await
            .expect("sign in")
            .into_inner()
            .session_token;
        let session = SessionToken::new(token.clone());
        two.accounts()
            .authenticate_for_play(&session)
            .await
            .expect("valid on the other replica, and checked there");
        accounts
            .sign_out(authed(SignOutRequest {}, &token))
            .await
            .expect("sign out");
        let signed_out = Instant::now();
        let refused_after = loop {
            match two.accounts().authenticate_for_play(&session).await {
                Err(ServiceError::NotSignedIn(_)) => break signed_out.elapsed(),
                Ok(_) => {}
                Err(e) => panic!("round {round}: {e:?}"),
            }
            assert!(
                signed_out.elapsed() < Duration::from_secs(30),
                "round {round}: the other replica still accepts the session"
            );
            tokio::time::sleep(Duration::from_millis(10)).await;
        };
        println!("round {round}: refused by the other replica after {refused_after:?}");
        assert!(
            refused_after <= Duration::from_millis(1500),
            "round {round}: {refused_after:?}"
        );
    }
    server.stop().await;
}

/// Seeks and challenges are limited per player or guest per second (here 1 a second, bursts
/// of 2): a guest's third seek at once is refused `RATE_LIMITED` with a RetryInfo, another
/// guest is not held back, and the first one posts again after the delay.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lobby_posts_are_limited_per_owner() {
    use arbiter::lobby::pb::CreateSeekRequest;
    use arbiter::lobby::pb::lobby_service_client::LobbyServiceClient;
    use arbiter::lobby::{Limits, LobbyBackend, MemoryLobby};

    let clock = ManualClock::new(T0);
    let db = Database::open(MEMORY_URL).await.expect("in-memory SQLite");
    let players = Players::new(db, Arc::new(clock.clone()), options()).expect("players");
    let server = TestServer::start_with(
        MemoryStore::default(),
        arbiter::server::ServeOptions {
            lobby: Some(LobbyBackend::Memory(MemoryLobby::new())),
            lobby_limits: Limits {
                per_address: 100,
                posts_per_sec: 1,
                ..Limits::default()
            },
            ..common::players_options(&clock, &players)
        },
    )
    .await;
    let mut lobby = LobbyServiceClient::new(server.channel().await);
    let seek = |guest: &str, minutes: u32| {
        let mut request = tonic::Request::new(CreateSeekRequest {
            game: "hnefatafl".into(),
            time_control: format!("{minutes}+0"),
            ..Default::default()
        });
        request
            .metadata_mut()
            .insert("x-guest-key", guest.parse().expect("metadata"));
        request
    };
    let first = "guest-key-of-the-first-guest-0001";
    let second = "guest-key-of-the-second-guest-002";
    for minutes in [1, 2] {
        lobby
            .create_seek(seek(first, minutes))
            .await
            .expect("within the burst");
    }
    let refused = lobby.create_seek(seek(first, 3)).await.unwrap_err();
    assert_retry(&refused, "RATE_LIMITED");
    let delay = refused
        .get_details_retry_info()
        .and_then(|r| r.retry_delay)
        .expect("a delay");
    assert!(delay <= Duration::from_millis(1001), "{delay:?}");
    lobby
        .create_seek(seek(second, 3))
        .await
        .expect("another guest");
    tokio::time::sleep(delay).await;
    lobby
        .create_seek(seek(first, 3))
        .await
        .expect("after the delay");
    server.stop().await;
}
