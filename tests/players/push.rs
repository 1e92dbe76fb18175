//! Web Push end to end (docs/push.md), on SQLite and PostgreSQL: players subscribe devices
//! of a local push-service stand-in (`common::push_service`, which checks every push's
//! VAPID signature and decrypts it with the device's keys), then a challenge, each move of
//! a correspondence game and its end each reach every device of the player concerned
//! exactly once with the right payload; nothing reaches a device after it is unsubscribed,
//! or during its player's quiet hours; a device its push service calls gone (410) is
//! forgotten. Bad subscriptions are refused INVALID_ARGUMENT with their reason.

use std::sync::Arc;
use std::time::Duration;

use arbiter::games::hnefatafl::pb as hpb;
use arbiter::lobby::pb::{
    AcceptSeekRequest, ChallengeRequest, lobby_service_client::LobbyServiceClient,
};
use arbiter::lobby::{Limits, LobbyBackend, MemoryLobby};
use arbiter::players::Players;
use arbiter::players::db::{Database, MEMORY_URL};
use arbiter::players::push::PushOptions;
use arbiter::players::service::players_pb::{
    self as pb, push_service_client::PushServiceClient as PlayersServiceClient,
};
use arbiter::session::clock::ManualClock;
use arbiter::store::MemoryStore;
use serde_json::Value;
use tonic::Code;
use tonic::transport::Channel;

use crate::common::accounts::{sign_up, with_session};
use crate::common::postgres::Postgres;
use crate::common::push_service::{Device, PushService};
use crate::common::{self, TestServer, authed, expect_error};

const T0: u64 = 1_800_000_000_000;

/// Generous on a loaded machine: a push is normally there within milliseconds.
const WAIT: Duration = Duration::from_secs(30);

type Lobby = LobbyServiceClient<Channel>;
type Games = hpb::hnefatafl_service_client::HnefataflServiceClient<Channel>;

struct Player {
    name: &'static str,
    session: String,
}

async fn subscribe(
    players: &mut PlayersServiceClient<Channel>,
    who: &Player,
    device: &Device,
) -> u32 {
    players
        .subscribe_push(authed(
            pb::SubscribePushRequest {
                endpoint: device.endpoint.clone(),
                p256dh: device.p256dh.clone(),
                auth: device.auth.clone(),
            },
            &who.session,
        ))
        .await
        .expect("SubscribePush")
        .into_inner()
        .devices
}

/// `from` challenges `to` to a correspondence Hnefatafl game; the challenge's seek id.
async fn challenge(lobby: &mut Lobby, from: &Player, to: &Player) -> String {
    lobby
        .challenge(with_session(
            ChallengeRequest {
                opponent: to.name.into(),
                game: "hnefatafl".into(),
                time_control: "1d".into(),
                ..Default::default()
            },
            &from.session,
        ))
        .await
        .expect("Challenge")
        .into_inner()
        .challenge
        .expect("the challenge")
        .seek_id
}

fn kinds(pushes: &[Value]) -> Vec<&str> {
    pushes
        .iter()
        .map(|p| p["kind"].as_str().unwrap_or("?"))
        .collect()
}

/// Plays one move for whichever of `a`, `b` is to move; returns the one who moved.
async fn move_once<'p>(games: &mut Games, id: &str, a: &'p Player, b: &'p Player) -> &'p Player {
    let legal = games
        .legal_actions(hpb::LegalActionsRequest {
            subject: Some(hpb::legal_actions_request::Subject::GameId(id.to_owned())),
        })
        .await
        .expect("LegalActions")
        .into_inner();
    let action = legal
        .actions
        .first()
        .expect("a legal move")
        .notation
        .clone();
    for who in [a, b] {
        let applied = games
            .apply_action(with_session(
                hpb::ApplyActionRequest {
                    game_id: id.to_owned(),
                    action: action.clone(),
                    ..Default::default()
                },
                &who.session,
            ))
            .await;
        match applied {
            Ok(_) => return who,
            Err(status)
                if status.code() == Code::FailedPrecondition
                    || status.code() == Code::PermissionDenied => {}
            Err(status) => panic!("{} moving: {status:?}", who.name),
        }
    }
    panic!("neither player could move")
}

/// The players of `db` on `clock`, pushing to the plain-HTTP push service of the tests.
fn pushing_players(db: Database, clock: &ManualClock) -> Players {
    Players::new(db, Arc::new(clock.clone()), common::account_options())
        .expect("players")
        .with_push_options(PushOptions {
            allow_http: true,
            ..PushOptions::default()
        })
}

async fn scenario(db: Database) {
    let clock = ManualClock::new(T0);
    let players = pushing_players(db, &clock);
    let server = TestServer::start_with(
        MemoryStore::default(),
        arbiter::server::ServeOptions {
            lobby: Some(LobbyBackend::Memory(MemoryLobby::new())),
            lobby_limits: Limits {
                per_address: 100,
                ..Limits::default()
            },
            ..common::players_options(&clock, &players)
        },
    )
    .await;
    let channel = server.channel().await;
    let mut accounts = Vec::new();
    for name in ["ann", "bob", "cat"] {
        let (_, signed) = sign_up(channel.clone(), name, false).await;
        accounts.push(Player {
            name,
            session: signed.session_token,
        });
    }
    let [ann, bob, cat] = <[Player; 3]>::try_from(accounts)
        .ok()
        .expect("three players");
    let mut api = PlayersServiceClient::new(channel.clone());
    let mut lobby = LobbyServiceClient::new(channel.clone());
    let mut games = Games::new(channel.clone());

    // The stand-in accepts only pushes signed with the key the server publishes.
    let service = PushService::start().await;
    let key = api
        .get_push_key(pb::GetPushKeyRequest {})
        .await
        .expect("GetPushKey")
        .into_inner()
        .public_key;
    assert_eq!(key.len(), 87, "a 65-byte point in base64url: {key}");
    let again = api
        .get_push_key(pb::GetPushKeyRequest {})
        .await
        .expect("again")
        .into_inner();
    assert_eq!(again.public_key, key, "one key, kept");
    service.expect_server_key(&key);

    // Bad subscriptions are refused with their reason; a call without a session too.
    let good = service.subscribe();
    let refused = |endpoint: &str, p256dh: &str, auth: &str| pb::SubscribePushRequest {
        endpoint: endpoint.into(),
        p256dh: p256dh.into(),
        auth: auth.into(),
    };
    for (request, reason) in [
        (
            refused("ftp://push.example/x", &good.p256dh, &good.auth),
            "INVALID_PUSH_ENDPOINT",
        ),
        (refused("", &good.p256dh, &good.auth), "MISSING_FIELD"),
        (
            refused(&good.endpoint, "AAAA", &good.auth),
            "INVALID_PUSH_KEY",
        ),
        (
            refused(&good.endpoint, &good.p256dh, "AAAA"),
            "INVALID_PUSH_KEY",
        ),
        (
            refused(&good.endpoint, &"A".repeat(250), &good.auth),
            "INVALID_PUSH_KEY",
        ),
        (
            refused(
                &format!("https://push.example/{}", "a".repeat(1100)),
                &good.p256dh,
                &good.auth,
            ),
            "TEXT_TOO_LONG",
        ),
    ] {
        expect_error(
            api.subscribe_push(authed(request, &bob.session)).await,
            Code::InvalidArgument,
            reason,
        );
    }
    expect_error(
        api.subscribe_push(refused(&good.endpoint, &good.p256dh, &good.auth))
            .await,
        Code::Unauthenticated,
        "NOT_SIGNED_IN",
    );

    // Bob turns push on in two browsers, Ann and Cat in one each.
    let bob_phone = service.subscribe();
    let bob_laptop = service.subscribe();
    let ann_phone = service.subscribe();
    let cat_phone = service.subscribe();
    assert_eq!(subscribe(&mut api, &bob, &bob_phone).await, 1);
    assert_eq!(subscribe(&mut api, &bob, &bob_laptop).await, 2);
    assert_eq!(
        subscribe(&mut api, &bob, &bob_laptop).await,
        2,
        "idempotent"
    );
    assert_eq!(subscribe(&mut api, &ann, &ann_phone).await, 1);
    assert_eq!(subscribe(&mut api, &cat, &cat_phone).await, 1);
    let settings = api
        .get_push_settings(authed(
            pb::GetPushSettingsRequest {
                endpoint: bob_phone.endpoint.clone(),
            },
            &bob.session,
        ))
        .await
        .expect("GetPushSettings")
        .into_inner();
    assert_eq!(
        (settings.devices, settings.subscribed, settings.quiet_hours),
        (2, true, None)
    );

    // A challenge: one push on each of Bob's devices.
    let seek = challenge(&mut lobby, &ann, &bob).await;
    for device in [&bob_phone, &bob_laptop] {
        let pushes = service.wait_for(device, 1, WAIT).await;
        assert_eq!(pushes[0]["kind"], "challenge");
        assert_eq!(pushes[0]["from"], "ann");
        assert_eq!(pushes[0]["seek_id"], seek.as_str());
        assert_eq!(pushes[0]["url"], "/lobby");
    }
    let game = lobby
        .accept_seek(with_session(
            AcceptSeekRequest { seek_id: seek },
            &bob.session,
        ))
        .await
        .expect("Bob accepts")
        .into_inner();

    // Each move passes the turn: the player to move is pushed, once per device.
    let first = move_once(&mut games, &game.game_id, &ann, &bob).await;
    let (waiting, waiting_devices): (&Player, Vec<&Device>) = if first.name == "ann" {
        (&bob, vec![&bob_phone, &bob_laptop])
    } else {
        (&ann, vec![&ann_phone])
    };
    for device in &waiting_devices {
        let pushes = service
            .wait_for(device, if waiting.name == "bob" { 2 } else { 1 }, WAIT)
            .await;
        let turn = pushes.last().expect("a push");
        assert_eq!(turn["kind"], "turn");
        assert_eq!(turn["game_id"], game.game_id.as_str());
        assert_eq!(
            turn["url"],
            format!("/play/hnefatafl/{}", game.game_id).as_str()
        );
        assert_eq!(
            turn["body"],
            format!("{} moved: it is your move (hnefatafl).", first.name).as_str()
        );
    }
    let second = move_once(&mut games, &game.game_id, &ann, &bob).await;
    assert_eq!(second.name, waiting.name);

    // Bob resigns: both are told the game is over, once it is archived.
    games
        .resign(with_session(
            hpb::ResignRequest {
                game_id: game.game_id.clone(),
                ..Default::default()
            },
            &bob.session,
        ))
        .await
        .expect("Bob resigns");
    // Bob: the challenge, one turn (his, whichever move it was), the end; Ann: one turn, the end.
    for device in [&bob_phone, &bob_laptop] {
        let pushes = service.wait_for(device, 3, WAIT).await;
        assert_eq!(
            kinds(&pushes),
            ["challenge", "turn", "game_over"],
            "{pushes:?}"
        );
        assert_eq!(pushes[2]["outcome"], "loss");
        assert_eq!(
            pushes[2]["url"],
            format!("/archive/{}", game.game_id).as_str()
        );
    }
    let pushes = service.wait_for(&ann_phone, 2, WAIT).await;
    assert_eq!(kinds(&pushes), ["turn", "game_over"], "{pushes:?}");
    assert_eq!(pushes[1]["outcome"], "win");
    assert_eq!(
        pushes[1]["body"],
        "You won against bob (hnefatafl, resignation)."
    );

    // A device its push service calls gone is forgotten; the other still gets its push.
    service.gone(&bob_laptop);
    challenge(&mut lobby, &cat, &bob).await;
    service.wait_for(&bob_phone, 4, WAIT).await;
    common::eventually(WAIT, "the gone device is forgotten", || {
        let mut api = api.clone();
        let session = bob.session.clone();
        async move {
            api.get_push_settings(authed(pb::GetPushSettingsRequest::default(), &session))
                .await
                .is_ok_and(|s| s.into_inner().devices == 1)
        }
    })
    .await;

    // Unsubscribed: nothing more reaches the device. The marker (Bob challenging Cat) is
    // queued after the event, so once Cat has it the event was handled.
    let removed = api
        .unsubscribe_push(authed(
            pb::UnsubscribePushRequest {
                endpoint: bob_phone.endpoint.clone(),
            },
            &bob.session,
        ))
        .await
        .expect("UnsubscribePush")
        .into_inner();
    assert!(removed.removed);
    challenge(&mut lobby, &ann, &bob).await;
    challenge(&mut lobby, &bob, &cat).await;
    let marker = service.wait_for(&cat_phone, 1, WAIT).await;
    assert_eq!(marker[0]["from"], "bob");
    assert_eq!(
        service.received_by(&bob_phone).len(),
        4,
        "nothing after unsubscribing"
    );

    // Quiet hours around now (by the server's clock): Ann's challenge is not pushed.
    let minute = u32::try_from((T0 / 60_000) % 1440).expect("a minute");
    api.set_quiet_hours(authed(
        pb::SetQuietHoursRequest {
            quiet_hours: Some(pb::QuietHours {
                start_minute: minute,
                end_minute: (minute + 60) % 1440,
            }),
        },
        &ann.session,
    ))
    .await
    .expect("SetQuietHours");
    expect_error(
        api.set_quiet_hours(authed(
            pb::SetQuietHoursRequest {
                quiet_hours: Some(pb::QuietHours {
                    start_minute: 1440,
                    end_minute: 0,
                }),
            },
            &ann.session,
        ))
        .await,
        Code::InvalidArgument,
        "INVALID_QUIET_HOURS",
    );
    challenge(&mut lobby, &cat, &ann).await;
    challenge(&mut lobby, &ann, &cat).await;
    service.wait_for(&cat_phone, 2, WAIT).await;
    assert_eq!(
        service.received_by(&ann_phone).len(),
        2,
        "nothing during quiet hours"
    );
    let settings = api
        .get_push_settings(authed(pb::GetPushSettingsRequest::default(), &ann.session))
        .await
        .expect("settings")
        .into_inner();
    assert_eq!(
        settings.quiet_hours,
        Some(pb::QuietHours {
            start_minute: minute,
            end_minute: (minute + 60) % 1440
        })
    );
    // Quiet hours cleared: pushes reach Ann again.
    api.set_quiet_hours(authed(
        pb::SetQuietHoursRequest { quiet_hours: None },
        &ann.session,
    ))
    .await
    .expect("cleared");
    challenge(&mut lobby, &bob, &ann).await;
    let pushes = service.wait_for(&ann_phone, 3, WAIT).await;
    assert_eq!(pushes[2]["from"], "bob");
    assert!(service.errors().is_empty(), "{:?}", service.errors());
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pushes_on_sqlite() {
    scenario(Database::open(MEMORY_URL).await.expect("in-memory SQLite")).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pushes_on_postgres() {
    let pg = Postgres::start();
    scenario(Database::open(&pg.url()).await.expect("PostgreSQL")).await;
}

/// Two replicas over one Redis (games, lobby, pending archive) and one PostgreSQL, each with
/// its own push sender: a challenge posted on one, the moves made on both, and both players
/// resigning at once on different replicas (one resignation ends the game; either replica's
/// archiver may settle it) still reach each device exactly once per event.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_replicas_push_each_event_once() {
    use arbiter::lobby::RedisLobby;
    use arbiter::store::{DEFAULT_GAME_TTL, RedisStore};

    let pg = Postgres::start();
    let redis = common::RedisServer::start();
    let clock = ManualClock::new(T0);
    let mut servers = Vec::new();
    for _ in 0..2 {
        let store = RedisStore::open(&redis.url(), DEFAULT_GAME_TTL).expect("redis url");
        let pending = Arc::new(arbiter::players::pending::RedisPending::new(
            store.pending_set(),
        ));
        let db = Database::open(&pg.url()).await.expect("PostgreSQL");
        let players = Players::with_pending(
            db,
            Arc::new(clock.clone()),
            common::account_options(),
            pending,
        )
        .expect("players")
        .with_push_options(PushOptions {
            allow_http: true,
            ..PushOptions::default()
        });
        let lobby = LobbyBackend::Redis(Box::new(RedisLobby::lazy(&redis.url()).expect("url")));
        servers.push(
            TestServer::start_with(
                store,
                arbiter::server::ServeOptions {
                    lobby: Some(lobby),
                    ..common::players_options(&clock, &players)
                },
            )
            .await,
        );
    }
    let one = servers[0].channel().await;
    let two = servers[1].channel().await;
    let mut accounts = Vec::new();
    for name in ["ann", "bob", "cat"] {
        let (_, signed) = sign_up(one.clone(), name, false).await;
        accounts.push(Player {
            name,
            session: signed.session_token,
        });
    }
    let [ann, bob, cat] = <[Player; 3]>::try_from(accounts)
        .ok()
        .expect("three players");
    let service = PushService::start().await;
    let mut api_one = PlayersServiceClient::new(one.clone());
    let mut api_two = PlayersServiceClient::new(two.clone());
    let key = api_one
        .get_push_key(pb::GetPushKeyRequest {})
        .await
        .expect("GetPushKey")
        .into_inner()
        .public_key;
    let other = api_two
        .get_push_key(pb::GetPushKeyRequest {})
        .await
        .expect("GetPushKey")
        .into_inner()
        .public_key;
    assert_eq!(
        key, other,
        "both replicas sign with the one key kept in the database"
    );
    service.expect_server_key(&key);
    let (ann_phone, bob_phone, cat_phone) = (
        service.subscribe(),
        service.subscribe(),
        service.subscribe(),
    );
    subscribe(&mut api_one, &ann, &ann_phone).await;
    subscribe(&mut api_two, &bob, &bob_phone).await;
    subscribe(&mut api_two, &cat, &cat_phone).await;

    let mut lobby_one = LobbyServiceClient::new(one.clone());
    let mut lobby_two = LobbyServiceClient::new(two.clone());
    let seek = challenge(&mut lobby_one, &ann, &bob).await;
    let game = lobby_two
        .accept_seek(with_session(
            AcceptSeekRequest { seek_id: seek },
            &bob.session,
        ))
        .await
        .expect("Bob accepts")
        .into_inner();
    let mut games_one = Games::new(one.clone());
    let mut games_two = Games::new(two.clone());
    move_once(&mut games_one, &game.game_id, &ann, &bob).await;
    move_once(&mut games_two, &game.game_id, &ann, &bob).await;
    let resign = |games: &Games, who: &Player| {
        let mut games = games.clone();
        let request = with_session(
            hpb::ResignRequest {
                game_id: game.game_id.clone(),
                ..Default::default()
            },
            &who.session,
        );
        async move { games.resign(request).await }
    };
    let (x, y) = tokio::join!(resign(&games_one, &ann), resign(&games_two, &bob));
    assert!(
        x.is_ok() || y.is_ok(),
        "one resignation ends the game: {x:?} {y:?}"
    );
    let over = |pushes: &[Value]| pushes.iter().filter(|p| p["kind"] == "game_over").count();
    service.wait_for(&bob_phone, 3, WAIT).await;
    service.wait_for(&ann_phone, 2, WAIT).await;
    // Both replicas' archivers have run at least once more (every 5 s) before the marker.
    tokio::time::sleep(Duration::from_secs(12)).await;
    challenge(&mut lobby_two, &bob, &cat).await;
    service.wait_for(&cat_phone, 1, WAIT).await;
    let (ann_got, bob_got) = (
        service.received_by(&ann_phone),
        service.received_by(&bob_phone),
    );
    assert_eq!(
        kinds(&bob_got),
        ["challenge", "turn", "game_over"],
        "{bob_got:?}"
    );
    assert_eq!(kinds(&ann_got), ["turn", "game_over"], "{ann_got:?}");
    assert_eq!((over(&ann_got), over(&bob_got)), (1, 1));
    assert!(service.errors().is_empty(), "{:?}", service.errors());
    for server in servers {
        server.stop().await;
    }
}

/// A tournament game is pushed to both its players, once, as the event's director pairs it,
/// each with the link to the game at their own seat.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournament_game_is_pushed_to_its_players_once() {
    use arbiter::lobby::events::pb as tpb;
    use tpb::tournament_service_client::TournamentServiceClient;

    let clock = ManualClock::new(T0);
    let db = Database::open(MEMORY_URL).await.expect("in-memory SQLite");
    let players = pushing_players(db, &clock);
    let server = TestServer::start_with(
        MemoryStore::default(),
        arbiter::server::ServeOptions {
            lobby: Some(LobbyBackend::Memory(MemoryLobby::new())),
            tournaments: common::fast_tournaments(Duration::from_secs(3600), true),
            ..common::players_options(&clock, &players)
        },
    )
    .await;
    let channel = server.channel().await;
    let mut people = Vec::new();
    for name in ["ann", "bob"] {
        let (_, signed) = sign_up(channel.clone(), name, false).await;
        people.push(Player {
            name,
            session: signed.session_token,
        });
    }
    let mut api = PlayersServiceClient::new(channel.clone());
    let service = PushService::start().await;
    let key = api
        .get_push_key(pb::GetPushKeyRequest {})
        .await
        .expect("GetPushKey")
        .into_inner()
        .public_key;
    service.expect_server_key(&key);
    let devices: Vec<Device> = people.iter().map(|_| service.subscribe()).collect();
    for (who, device) in people.iter().zip(&devices) {
        assert_eq!(subscribe(&mut api, who, device).await, 1);
    }
    // Bob keeps Portuguese with his account: his pushes are in Portuguese, Ann's in English.
    arbiter::players::service::accounts_pb::accounts_service_client::AccountsServiceClient::new(
        channel.clone(),
    )
    .set_language(authed(
        arbiter::players::service::accounts_pb::SetLanguageRequest {
            language: "pt".into(),
        },
        &people[1].session,
    ))
    .await
    .expect("SetLanguage");
    let mut events = TournamentServiceClient::new(channel.clone());
    let id = events
        .create_tournament(with_session(
            tpb::CreateTournamentRequest {
                name: "Pushed arena".into(),
                game: "hnefatafl".into(),
                format: tpb::Format::Arena.into(),
                time_control: "3+2".into(),
                starts_at_ms: i64::try_from(T0 + 60_000).expect("ms"),
                minutes: 30,
                ..Default::default()
            },
            &people[0].session,
        ))
        .await
        .expect("CreateTournament")
        .into_inner()
        .tournament
        .expect("the event")
        .id;
    for who in &people {
        events
            .join_tournament(with_session(
                tpb::JoinTournamentRequest {
                    id: id.clone(),
                    ..Default::default()
                },
                &who.session,
            ))
            .await
            .expect("JoinTournament");
    }
    // The event's start comes: the director pairs the two, and each is pushed the game.
    clock.advance(61_000);
    let mut seats = Vec::new();
    for (who, device) in people.iter().zip(&devices) {
        let pushes = service.wait_for(device, 1, WAIT).await;
        assert_eq!(kinds(&pushes), ["tournament_game_starting"], "{}", who.name);
        let url = pushes[0]["url"].as_str().expect("a url").to_owned();
        let game_id = pushes[0]["game_id"].as_str().expect("a game id").to_owned();
        assert!(
            url.starts_with(&format!("/play/hnefatafl/{game_id}#seat=")),
            "{url}"
        );
        seats.push(url.rsplit('=').next().expect("a seat").to_owned());
        assert!(
            pushes[0]["body"]
                .as_str()
                .is_some_and(|b| b.contains("Pushed arena")),
            "{pushes:?}"
        );
        let title = if who.name == "bob" {
            "O seu jogo do torneio começa"
        } else {
            "Your tournament game starts"
        };
        assert_eq!(pushes[0]["title"], title, "in {}'s language", who.name);
    }
    seats.sort();
    assert_eq!(seats, ["0", "1"], "each at their own seat");
    // Once: the director's later ticks push nothing more.
    tokio::time::sleep(Duration::from_secs(2)).await;
    for device in &devices {
        assert_eq!(service.received_by(device).len(), 1, "pushed once");
    }
}
