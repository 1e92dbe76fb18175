//! The lobby over gRPC, on three replicas over one store (one Redis, or one process's memory
//! served three times): many guests racing to accept one seek from every replica (one game,
//! every other refused `SEEK_TAKEN`), the game it starts played by both sides with their
//! lobby tokens; a rated seek between two signed-in players (names bound, a guest refused);
//! presence (a seek stays through a brief reconnect of its owner's stream and leaves once
//! the owner has been gone longer than the grace time); `WatchLobby` resumed on another
//! replica after a disconnect (nothing missed, nothing twice); challenges of a named player
//! (private, declined with a reason, accepted) and each player's `WatchPlayer` stream,
//! resumed on another replica after the one it was on stopped, with the game's end and a new
//! challenge it missed and nothing twice; a rematch offered to a computer player on two
//! replicas at once (one game, whose computer seat the computer's queue plays); the
//! refusals.

use crate::common;

use std::time::Duration;

use arbiter::games::hnefatafl::pb as hpb;
use arbiter::lobby::pb::{
    self, AcceptSeekRequest, CancelSeekRequest, ChallengeRequest, CreateSeekRequest,
    DeclineChallengeRequest, WatchLobbyRequest, WatchLobbyResponse, WatchPlayerRequest,
    WatchPlayerResponse, lobby_service_client::LobbyServiceClient, watch_lobby_response::Update,
    watch_player_response::Update as PlayerUpdate,
};
use arbiter::lobby::{Limits, LobbyBackend, MemoryLobby, RedisLobby};
use arbiter::players::Players;
use arbiter::players::db::{Database, MEMORY_URL};
use arbiter::server::ServeOptions;
use arbiter::store::{DEFAULT_GAME_TTL, MemoryStore, RedisStore};

use common::{Backend, RedisServer, TestServer, authed, eventually, expect_error};
use tonic::Code;
use tonic::transport::Channel;
use tonic_types::StatusExt as _;

pub(crate) type Lobby = LobbyServiceClient<Channel>;
pub(crate) type Hnefatafl = hpb::hnefatafl_service_client::HnefataflServiceClient<Channel>;

/// How long an owner may be gone (short, so presence is tested in seconds).
const GRACE_MS: u64 = 1_500;
pub(crate) const LIMIT: Duration = Duration::from_secs(60);

pub(crate) struct Replicas {
    servers: Vec<TestServer>,
    players: Players,
    /// The lobby store the replicas share (another handle to it, for Redis).
    store: LobbyBackend,
    /// The computer's queue of the replicas' game store (another handle to it, for Redis).
    queue: Queue,
    pub(crate) _redis: Option<RedisServer>,
}

/// The game store's computer queue, on either store.
enum Queue {
    Memory(MemoryStore),
    Redis(Box<RedisStore>),
}

impl Queue {
    /// The registration of the game `game_id` in the computer's queue, from its move jobs.
    async fn job_of(&self, game_id: &str) -> Option<arbiter::store::BotJob> {
        use arbiter::store::BotQueue;
        for _ in 0..64 {
            let claimed = match self {
                Queue::Memory(q) => q.claim("test", Duration::from_secs(600)).await,
                Queue::Redis(q) => q.claim("test", Duration::from_secs(600)).await,
            };
            match claimed.expect("the queue") {
                Some(c) if c.job.game_id == game_id => return Some(c.job),
                Some(_) => {}
                None => return None,
            }
        }
        None
    }
}

pub(crate) async fn replicas(backend: Backend) -> Replicas {
    replicas_with(backend, None, false).await
}

/// [`replicas`] whose lobby's change log keeps about `keep` changes (`None`: the default).
async fn replicas_keeping(backend: Backend, keep: Option<u32>) -> Replicas {
    replicas_with(backend, keep, false).await
}

/// [`replicas_keeping`], with the service's computer players when `computers` (their moves
/// are only queued: no thinker runs).
async fn replicas_with(backend: Backend, keep: Option<u32>, computers: bool) -> Replicas {
    // The servers' warnings and errors are printed with a failing test's output.
    let _ = tracing_subscriber::fmt()
        .with_env_filter("warn")
        .with_ansi(false)
        .with_test_writer()
        .try_init();
    let db = Database::open(MEMORY_URL).await.expect("in-memory SQLite");
    let players = common::players_of(db);
    let options = |lobby: LobbyBackend| ServeOptions {
        players: Some(players.clone()),
        lobby: Some(lobby),
        lobby_limits: Limits {
            per_address: 50,
            grace_ms: GRACE_MS,
            ..Limits::default()
        },
        lobby_poll: Duration::from_millis(50),
        computers,
        ..common::fast_health()
    };
    let mut servers = Vec::new();
    match backend {
        Backend::Memory => {
            let store = MemoryStore::default();
            let lobby = LobbyBackend::Memory(keep.map_or_else(MemoryLobby::new, |k| {
                MemoryLobby::with_log_keep(usize::try_from(k).expect("keep"))
            }));
            for _ in 0..3 {
                servers.push(TestServer::start_with(store.clone(), options(lobby.clone())).await);
            }
            Replicas {
                servers,
                players,
                store: lobby,
                queue: Queue::Memory(store),
                _redis: None,
            }
        }
        Backend::Redis => {
            let redis = RedisServer::start();
            for _ in 0..3 {
                let store = RedisStore::open(&redis.url(), DEFAULT_GAME_TTL).expect("redis url");
                let mut lobby = RedisLobby::lazy(&redis.url()).expect("url");
                if let Some(keep) = keep {
                    lobby = lobby.with_log_keep(keep);
                }
                let lobby = LobbyBackend::Redis(Box::new(lobby));
                servers.push(TestServer::start_with(store, options(lobby)).await);
            }
            let store = LobbyBackend::Redis(Box::new(RedisLobby::lazy(&redis.url()).expect("url")));
            Replicas {
                servers,
                players,
                store,
                queue: Queue::Redis(Box::new(
                    RedisStore::open(&redis.url(), DEFAULT_GAME_TTL).expect("redis url"),
                )),
                _redis: Some(redis),
            }
        }
    }
}

impl Replicas {
    pub(crate) async fn lobby(&self, n: usize) -> Lobby {
        LobbyServiceClient::new(self.servers[n % self.servers.len()].channel().await)
    }

    pub(crate) async fn hnefatafl(&self, n: usize) -> Hnefatafl {
        hpb::hnefatafl_service_client::HnefataflServiceClient::new(
            self.servers[n % self.servers.len()].channel().await,
        )
    }

    /// Hnefatafl game `id` as replica `n` shows it.
    async fn hnefatafl_game(&self, n: usize, id: &str) -> hpb::Game {
        self.hnefatafl(n)
            .await
            .get_game(hpb::GetGameRequest {
                game_id: id.to_owned(),
            })
            .await
            .expect("GetGame")
            .into_inner()
            .game
            .expect("game")
    }

    pub(crate) async fn stop(self) {
        for server in self.servers {
            server.stop().await;
        }
    }
}

/// A request as a guest with `key`.
pub(crate) fn guest<T>(message: T, key: &str) -> tonic::Request<T> {
    let mut request = tonic::Request::new(message);
    request
        .metadata_mut()
        .insert("x-guest-key", key.parse().expect("metadata"));
    request
}

/// A request as the signed-in player of `session`.
pub(crate) fn player<T>(message: T, session: &str) -> tonic::Request<T> {
    let mut request = tonic::Request::new(message);
    request
        .metadata_mut()
        .insert("x-player-session", session.parse().expect("metadata"));
    request
}

pub(crate) fn key(n: usize) -> String {
    format!("guest-key-of-test-client-{n:04}")
}

pub(crate) fn seek_request(time_control: &str, side: pb::Side) -> CreateSeekRequest {
    CreateSeekRequest {
        game: "hnefatafl".into(),
        time_control: time_control.into(),
        side: side as i32,
        ..Default::default()
    }
}

/// A lobby stream and what it has received.
struct Watch {
    stream: tonic::Streaming<WatchLobbyResponse>,
}

impl Watch {
    async fn open(client: &mut Lobby, request: tonic::Request<WatchLobbyRequest>) -> Watch {
        Watch {
            stream: client
                .watch_lobby(request)
                .await
                .expect("WatchLobby")
                .into_inner(),
        }
    }

    async fn next(&mut self) -> WatchLobbyResponse {
        tokio::time::timeout(LIMIT, self.stream.message())
            .await
            .expect("a lobby message in time")
            .expect("the stream goes on")
            .expect("a message")
    }

    /// The next message, expected to be the snapshot: its seeks' ids.
    async fn snapshot(&mut self) -> (String, Vec<String>) {
        let m = self.next().await;
        match m.update {
            Some(Update::Snapshot(s)) => {
                (m.cursor, s.seeks.into_iter().map(|s| s.seek_id).collect())
            }
            other => panic!("expected a snapshot, got {other:?}"),
        }
    }

    /// Changes until one removes `seek_id`: that removal.
    async fn removed(&mut self, seek_id: &str) -> pb::SeekRemoved {
        loop {
            if let Some(Update::Removed(r)) = self.next().await.update
                && r.seek_id == seek_id
            {
                return r;
            }
        }
    }
}

/// Plays `moves` (seat token, action) in the Hnefatafl game `game_id`.
async fn play(h: &mut Hnefatafl, game_id: &str, moves: &[(&str, &str)]) {
    for (token, action) in moves {
        h.apply_action(authed(
            hpb::ApplyActionRequest {
                game_id: game_id.to_owned(),
                action: (*action).into(),
                ..Default::default()
            },
            token,
        ))
        .await
        .unwrap_or_else(|e| panic!("{action}: {e:?}"));
    }
}

/// Twelve guests on three replicas race for one seek: one gets the game, the rest
/// `SEEK_TAKEN`; the owner's stream (on another replica) says which game started, and both
/// sides play it with their lobby tokens.
async fn one_seek_one_game(backend: Backend) {
    let r = replicas(backend).await;
    let mut owner_lobby = r.lobby(0).await;
    let mut owner_watch = Watch::open(
        &mut r.lobby(1).await,
        guest(WatchLobbyRequest::default(), &key(0)),
    )
    .await;
    owner_watch.snapshot().await;
    let created = owner_lobby
        .create_seek(guest(seek_request("5+3", pb::Side::First), &key(0)))
        .await
        .expect("CreateSeek")
        .into_inner();
    let seek = created.seek.expect("seek");
    assert_eq!(
        (seek.game.as_str(), seek.owner_name.as_str()),
        ("hnefatafl", "guest")
    );
    assert_eq!(created.side, pb::Side::First as i32);
    let id = seek.seek_id.clone();

    let mut racers = Vec::new();
    for n in 1..=12 {
        let mut client = r.lobby(n).await;
        let id = id.clone();
        racers.push(tokio::spawn(async move {
            client
                .accept_seek(guest(AcceptSeekRequest { seek_id: id }, &key(n)))
                .await
        }));
    }
    let mut won = Vec::new();
    for racer in racers {
        match racer.await.expect("racer") {
            Ok(reply) => won.push(reply.into_inner()),
            Err(status) => {
                assert_eq!(status.code(), Code::FailedPrecondition, "{status:?}");
                assert_eq!(
                    status.get_details_error_info().expect("info").reason,
                    "SEEK_TAKEN"
                );
            }
        }
    }
    assert_eq!(won.len(), 1, "exactly one acceptor gets the game");
    let game = won.pop().expect("the winner");
    assert_eq!(game.game, "hnefatafl");
    assert_eq!(game.side, pb::Side::Second as i32);
    let removed = owner_watch.removed(&id).await;
    assert_eq!(removed.reason, pb::RemovedReason::Accepted as i32);
    assert_eq!(
        removed.game_id, game.game_id,
        "the owner learns which game started"
    );

    // Both play it, each with the token the lobby gave them.
    let mut h = r.hnefatafl(2).await;
    let shown = h
        .get_game(hpb::GetGameRequest {
            game_id: game.game_id.clone(),
        })
        .await
        .expect("GetGame")
        .into_inner()
        .game
        .expect("game");
    assert!(
        shown.seats.iter().all(|s| s.taken),
        "both seats taken: {shown:?}"
    );
    assert!(shown.clock.is_some(), "the seek's clock");
    play(
        &mut h,
        &game.game_id,
        &[(&created.seat_token, "d1-d3"), (&game.seat_token, "f4-c4")],
    )
    .await;
    r.stop().await;
}

/// A rated seek between two signed-in players: a guest may not accept it; the game binds
/// both players' names and is rated, with the takebacks the seek agreed to.
async fn a_rated_seek_between_players(backend: Backend) {
    let r = replicas(backend).await;
    let sessions = signed_in(&r, &["Ada", "Bob"]).await;
    let mut lobby = r.lobby(0).await;
    expect_error(
        lobby
            .create_seek(player(
                CreateSeekRequest {
                    rated: true,
                    ..seek_request("", pb::Side::Unspecified)
                },
                &sessions[0],
            ))
            .await,
        Code::InvalidArgument,
        "NOT_RATABLE",
    );
    expect_error(
        lobby
            .create_seek(guest(
                CreateSeekRequest {
                    rated: true,
                    ..seek_request("3+2", pb::Side::Unspecified)
                },
                &key(9),
            ))
            .await,
        Code::Unauthenticated,
        "NOT_SIGNED_IN",
    );
    let created = lobby
        .create_seek(player(
            CreateSeekRequest {
                rated: true,
                rated_takebacks: true,
                ..seek_request("3+2", pb::Side::Unspecified)
            },
            &sessions[0],
        ))
        .await
        .expect("a rated seek")
        .into_inner();
    let seek = created.seek.expect("seek");
    assert_eq!((seek.owner_name.as_str(), seek.rating), ("Ada", 1500));
    assert_eq!(seek.side, pb::Side::Unspecified as i32, "random, as asked");
    assert!(seek.rated_takebacks, "takebacks agreed, as asked");
    let mut other = r.lobby(1).await;
    expect_error(
        other
            .accept_seek(guest(
                AcceptSeekRequest {
                    seek_id: seek.seek_id.clone(),
                },
                &key(8),
            ))
            .await,
        Code::Unauthenticated,
        "NOT_SIGNED_IN",
    );
    expect_error(
        other
            .accept_seek(player(
                AcceptSeekRequest {
                    seek_id: seek.seek_id.clone(),
                },
                &sessions[0],
            ))
            .await,
        Code::FailedPrecondition,
        "OWN_SEEK",
    );
    let game = other
        .accept_seek(player(
            AcceptSeekRequest {
                seek_id: seek.seek_id.clone(),
            },
            &sessions[1],
        ))
        .await
        .expect("Bob accepts")
        .into_inner();
    assert_ne!(game.side, created.side, "the other side");
    let shown = r.hnefatafl_game(2, &game.game_id).await;
    assert!(shown.rated);
    assert!(
        shown.takebacks_allowed,
        "the seek's players agreed to takebacks"
    );
    let mut names = [String::new(), String::new()];
    for s in &shown.seats {
        names[usize::try_from(s.side - 1).expect("side")].clone_from(&s.player_name);
    }
    let ada = usize::try_from(created.side - 1).expect("side");
    assert_eq!(names[ada], "Ada");
    assert_eq!(names[1 - ada], "Bob");
    r.stop().await;
}

/// A seek stays while its owner's stream is open and through a brief reconnect; it leaves
/// (`OWNER_LEFT`) once the owner has been gone longer than the grace time.
async fn presence(backend: Backend) {
    let r = replicas(backend).await;
    let mut spectator = Watch::open(
        &mut r.lobby(2).await,
        tonic::Request::new(WatchLobbyRequest::default()),
    )
    .await;
    spectator.snapshot().await;
    let mut owner = r.lobby(0).await;
    let watch = Watch::open(&mut owner, guest(WatchLobbyRequest::default(), &key(1))).await;
    let id = owner
        .create_seek(guest(seek_request("", pb::Side::Second), &key(1)))
        .await
        .expect("CreateSeek")
        .into_inner()
        .seek
        .expect("seek")
        .seek_id;
    // A brief reconnect, on another replica.
    drop(watch);
    tokio::time::sleep(Duration::from_millis(300)).await;
    let mut again = Watch::open(
        &mut r.lobby(1).await,
        guest(WatchLobbyRequest::default(), &key(1)),
    )
    .await;
    tokio::time::sleep(Duration::from_millis(GRACE_MS * 2 + 1_000)).await;
    let (_, open) = again.snapshot().await;
    assert!(
        open.contains(&id),
        "the seek survived the reconnect: {open:?}"
    );
    // Gone for good.
    drop(again);
    let removed = spectator.removed(&id).await;
    assert_eq!(removed.reason, pb::RemovedReason::OwnerLeft as i32);
    r.stop().await;
}

/// A watcher that disconnects and resumes from its last cursor on another replica gets the
/// changes it missed, in order, none twice.
async fn resume_after_a_disconnect(backend: Backend) {
    let r = replicas(backend).await;
    let mut first = Watch::open(
        &mut r.lobby(0).await,
        tonic::Request::new(WatchLobbyRequest::default()),
    )
    .await;
    let (mut cursor, before) = first.snapshot().await;
    assert!(before.is_empty());
    let mut lobby = r.lobby(1).await;
    let mut posted = Vec::new();
    for n in 0..3 {
        posted.push(
            lobby
                .create_seek(guest(seek_request("", pb::Side::First), &key(100 + n)))
                .await
                .expect("CreateSeek")
                .into_inner()
                .seek
                .expect("seek")
                .seek_id,
        );
    }
    for _ in 0..3 {
        cursor = first.next().await.cursor;
    }
    drop(first);
    // Missed while away: two more seeks, one cancelled.
    for n in 3..5 {
        posted.push(
            lobby
                .create_seek(guest(seek_request("", pb::Side::First), &key(100 + n)))
                .await
                .expect("CreateSeek")
                .into_inner()
                .seek
                .expect("seek")
                .seek_id,
        );
    }
    lobby
        .cancel_seek(guest(
            CancelSeekRequest {
                seek_id: posted[0].clone(),
            },
            &key(100),
        ))
        .await
        .expect("CancelSeek");
    let mut resumed = Watch::open(
        &mut r.lobby(2).await,
        tonic::Request::new(WatchLobbyRequest {
            from_cursor: cursor,
        }),
    )
    .await;
    let mut seen = Vec::new();
    for _ in 0..3 {
        seen.push(match resumed.next().await.update {
            Some(Update::Added(s)) => format!("+{}", s.seek_id),
            Some(Update::Removed(s)) => format!("-{}", s.seek_id),
            other => panic!("unexpected {other:?}"),
        });
    }
    assert_eq!(
        seen,
        [
            format!("+{}", posted[3]),
            format!("+{}", posted[4]),
            format!("-{}", posted[0])
        ]
    );
    assert!(
        tokio::time::timeout(Duration::from_millis(500), resumed.stream.message())
            .await
            .is_err(),
        "nothing more"
    );
    r.stop().await;
}

/// After a game from the lobby, either player offers a rematch and the other's offer starts
/// it: the same game and clock, the sides swapped, each player keeping their seat token.
async fn a_rematch_swaps_the_sides(backend: Backend) {
    let r = replicas(backend).await;
    let mut lobby = r.lobby(0).await;
    let created = lobby
        .create_seek(guest(seek_request("5+3", pb::Side::First), &key(1)))
        .await
        .expect("CreateSeek")
        .into_inner();
    let seek_id = created.seek.expect("seek").seek_id;
    let accepted = r
        .lobby(1)
        .await
        .accept_seek(guest(AcceptSeekRequest { seek_id }, &key(2)))
        .await
        .expect("AcceptSeek")
        .into_inner();
    let (a, b) = (created.seat_token.clone(), accepted.seat_token.clone());
    let old = accepted.game_id.clone();
    let offer = |token: &str| {
        authed(
            pb::OfferRematchRequest {
                game: "hnefatafl".into(),
                game_id: old.clone(),
            },
            token,
        )
    };
    expect_error(
        r.lobby(2).await.offer_rematch(offer(&b)).await,
        Code::FailedPrecondition,
        "GAME_NOT_OVER",
    );
    let mut h = r.hnefatafl(0).await;
    h.resign(authed(
        hpb::ResignRequest {
            game_id: old.clone(),
            ..Default::default()
        },
        &a,
    ))
    .await
    .expect("Resign");
    let mut watch = Watch::open(
        &mut r.lobby(2).await,
        tonic::Request::new(WatchLobbyRequest::default()),
    )
    .await;
    watch.snapshot().await;
    let stranger = arbiter::session::auth::SeatToken::random()
        .expect("random")
        .reveal();
    expect_error(
        r.lobby(2).await.offer_rematch(offer(&stranger)).await,
        Code::PermissionDenied,
        "WRONG_SEAT",
    );
    let first = r
        .lobby(1)
        .await
        .offer_rematch(offer(&b))
        .await
        .expect("B offers")
        .into_inner();
    assert!(
        first.game_id.is_empty(),
        "an offer waits for the other player"
    );
    assert_eq!(
        first.side,
        pb::Side::First as i32,
        "B would play the other side"
    );
    let again = r
        .lobby(2)
        .await
        .offer_rematch(offer(&b))
        .await
        .expect("B offers again")
        .into_inner();
    assert_eq!(
        (again.seek_id.as_str(), again.game_id.as_str()),
        (first.seek_id.as_str(), "")
    );
    match watch.next().await.update {
        Some(Update::Added(s)) => assert_eq!(s.rematch_of, old, "the offer names its game"),
        other => panic!("expected the offer, got {other:?}"),
    }
    expect_error(
        lobby
            .accept_seek(guest(
                AcceptSeekRequest {
                    seek_id: first.seek_id.clone(),
                },
                &key(3),
            ))
            .await,
        Code::InvalidArgument,
        "REMATCH_OFFER",
    );
    let started = r
        .lobby(0)
        .await
        .offer_rematch(offer(&a))
        .await
        .expect("A's offer starts the rematch")
        .into_inner();
    assert_eq!(started.side, pb::Side::Second as i32);
    assert!(!started.game_id.is_empty());
    let removed = watch.removed(&first.seek_id).await;
    assert_eq!(removed.game_id, started.game_id, "B learns the new game");
    let shown = h
        .get_game(hpb::GetGameRequest {
            game_id: started.game_id.clone(),
        })
        .await
        .expect("GetGame")
        .into_inner()
        .game
        .expect("game");
    assert!(shown.clock.is_some(), "the same clock");
    // B now has the Attackers (first move), A the Defenders, with their old tokens.
    play(&mut h, &started.game_id, &[(&b, "d1-d3"), (&a, "f4-c4")]).await;
    r.stop().await;
}

/// A rematch offered to a computer player is taken at once: the offer made on two replicas
/// at the same moment, and again, starts one game, and the computer's queue holds the token
/// of that game's computer seat (it acts for the seat).
async fn a_computer_takes_a_rematch_once(backend: Backend) {
    let r = replicas_with(backend, None, true).await;
    let sessions = signed_in(&r, &["Ada"]).await;
    let challenge = |session: &str| {
        player(
            ChallengeRequest {
                opponent: "computer-medium".into(),
                game: "hnefatafl".into(),
                time_control: "5+3".into(),
                side: pb::Side::Second as i32,
                ..Default::default()
            },
            session,
        )
    };
    // The replicas find the computer players' accounts in the background.
    let mut lobby = r.lobby(0).await;
    let started = std::time::Instant::now();
    let game = loop {
        match lobby.challenge(challenge(&sessions[0])).await {
            Ok(answer) if !answer.get_ref().game_id.is_empty() => break answer.into_inner(),
            Ok(answer) => {
                lobby
                    .cancel_seek(player(
                        CancelSeekRequest {
                            seek_id: answer.into_inner().challenge.expect("seek").seek_id,
                        },
                        &sessions[0],
                    ))
                    .await
                    .expect("CancelSeek");
            }
            Err(status) => assert_eq!(
                arbiter::bot::client::reason(&status).as_deref(),
                Some("PLAYER_NOT_FOUND"),
                "{status:?}"
            ),
        }
        assert!(started.elapsed() < LIMIT, "the computer players never came");
        tokio::time::sleep(Duration::from_millis(200)).await;
    };
    // Ada's seat is bound to her: her calls carry her session too.
    fn with_session<T>(mut request: tonic::Request<T>, session: &str) -> tonic::Request<T> {
        request
            .metadata_mut()
            .insert("x-player-session", session.parse().expect("metadata"));
        request
    }
    let mut h = r.hnefatafl(0).await;
    h.resign(with_session(
        authed(
            hpb::ResignRequest {
                game_id: game.game_id.clone(),
                ..Default::default()
            },
            &game.seat_token,
        ),
        &sessions[0],
    ))
    .await
    .expect("Resign");
    let offer = || {
        let mut request = authed(
            pb::OfferRematchRequest {
                game: "hnefatafl".into(),
                game_id: game.game_id.clone(),
            },
            &game.seat_token,
        );
        request
            .metadata_mut()
            .insert("x-player-session", sessions[0].parse().expect("metadata"));
        request
    };
    let (mut one, mut two) = (r.lobby(1).await, r.lobby(2).await);
    let (a, b) = tokio::join!(one.offer_rematch(offer()), two.offer_rematch(offer()));
    let (a, b) = (
        a.expect("offer on one").into_inner(),
        b.expect("on two").into_inner(),
    );
    assert!(!a.game_id.is_empty(), "taken at once: {a:?}");
    assert_eq!(a.game_id, b.game_id, "one game");
    assert_eq!(a.side, pb::Side::First as i32, "the sides swapped");
    let again = r
        .lobby(0)
        .await
        .offer_rematch(offer())
        .await
        .expect("offered again")
        .into_inner();
    assert_eq!(again.game_id, a.game_id);
    // The computer now plays the second seat, with the token its queue holds.
    let job = r
        .queue
        .job_of(&a.game_id)
        .await
        .expect("the rematch queued");
    assert_eq!(job.seat, 1, "{job:?}");
    h.apply_action(with_session(
        authed(
            hpb::ApplyActionRequest {
                game_id: a.game_id.clone(),
                action: "d1-d3".into(),
                ..Default::default()
            },
            &game.seat_token,
        ),
        &sessions[0],
    ))
    .await
    .expect("Ada moves");
    play(&mut h, &a.game_id, &[(&job.token, "f4-c4")]).await;
    r.stop().await;
}

/// Ten guests ask for quick pairing at once on three replicas: each gets exactly one game,
/// every game has exactly two of them, on opposite sides.
async fn quick_pairing_pairs_everybody_once(backend: Backend) {
    use pb::quick_pair_response::Update as Q;
    let r = replicas(backend).await;
    let mut waiting = Vec::new();
    for n in 0..10 {
        let mut client = r.lobby(n).await;
        waiting.push(tokio::spawn(async move {
            let mut stream = client
                .quick_pair(guest(
                    pb::QuickPairRequest {
                        game: "hnefatafl".into(),
                        time_control: "3+2".into(),
                    },
                    &key(200 + n),
                ))
                .await
                .expect("QuickPair")
                .into_inner();
            loop {
                let message = tokio::time::timeout(LIMIT, stream.message())
                    .await
                    .expect("a pairing in time")
                    .expect("the stream goes on")
                    .expect("a message");
                match message.update {
                    Some(Q::Waiting(_)) => {}
                    Some(Q::Started(game)) => return (game.game_id, game.side, game.seat_token),
                    None => panic!("an empty message"),
                }
            }
        }));
    }
    let mut games: std::collections::HashMap<String, Vec<(i32, String)>> = Default::default();
    for w in waiting {
        let (id, side, token) = w.await.expect("a pairer");
        games.entry(id).or_default().push((side, token));
    }
    assert_eq!(games.len(), 5, "five games for ten players: {games:?}");
    let mut h = r.hnefatafl(0).await;
    for (id, seats) in &games {
        assert_eq!(seats.len(), 2, "two players in {id}");
        assert_ne!(seats[0].0, seats[1].0, "opposite sides in {id}");
        // The Attackers' token moves first in each game.
        let first = seats
            .iter()
            .find(|(side, _)| *side == pb::Side::First as i32)
            .expect("an Attacker");
        play(&mut h, id, &[(&first.1, "d1-d3")]).await;
    }
    r.stop().await;
}

/// What the lobby refuses, and how it says so.
async fn refusals(backend: Backend) {
    let r = replicas(backend).await;
    let mut lobby = r.lobby(0).await;
    expect_error(
        lobby
            .create_seek(tonic::Request::new(seek_request("", pb::Side::First)))
            .await,
        Code::Unauthenticated,
        "UNAUTHENTICATED",
    );
    expect_error(
        lobby
            .create_seek(guest(
                CreateSeekRequest {
                    game: "go".into(),
                    ..Default::default()
                },
                &key(1),
            ))
            .await,
        Code::InvalidArgument,
        "UNKNOWN_GAME",
    );
    expect_error(
        lobby
            .create_seek(guest(seek_request("5 minutes", pb::Side::First), &key(1)))
            .await,
        Code::InvalidArgument,
        "INVALID_TIME_CONTROL",
    );
    expect_error(
        lobby
            .create_seek(guest(seek_request("", pb::Side::First), "short"))
            .await,
        Code::InvalidArgument,
        "INVALID_KEY",
    );
    let id = lobby
        .create_seek(guest(seek_request("5+3", pb::Side::First), &key(1)))
        .await
        .expect("CreateSeek")
        .into_inner()
        .seek
        .expect("seek")
        .seek_id;
    let again = expect_error(
        lobby
            .create_seek(guest(seek_request("5+3", pb::Side::Second), &key(1)))
            .await,
        Code::AlreadyExists,
        "ALREADY_SEEKING",
    );
    assert_eq!(
        again.get_details_error_info().expect("info").metadata["seek_id"],
        id
    );
    expect_error(
        lobby
            .accept_seek(guest(
                AcceptSeekRequest {
                    seek_id: id.clone(),
                },
                &key(1),
            ))
            .await,
        Code::FailedPrecondition,
        "OWN_SEEK",
    );
    expect_error(
        lobby
            .cancel_seek(guest(
                CancelSeekRequest {
                    seek_id: id.clone(),
                },
                &key(2),
            ))
            .await,
        Code::NotFound,
        "SEEK_NOT_FOUND",
    );
    lobby
        .cancel_seek(guest(
            CancelSeekRequest {
                seek_id: id.clone(),
            },
            &key(1),
        ))
        .await
        .expect("the owner cancels");
    expect_error(
        lobby
            .accept_seek(guest(AcceptSeekRequest { seek_id: id }, &key(2)))
            .await,
        Code::FailedPrecondition,
        "SEEK_TAKEN",
    );
    r.stop().await;
}

/// Accounts named `names`, signed in: their session tokens.
pub(crate) async fn signed_in(r: &Replicas, names: &[&str]) -> Vec<String> {
    let mut sessions = Vec::new();
    for name in names {
        r.players
            .accounts()
            .create(name, "correct horse")
            .await
            .expect("account");
        let (token, _) = r
            .players
            .accounts()
            .sign_in(name, "correct horse", None)
            .await
            .expect("sign in");
        sessions.push(token.reveal().to_owned());
    }
    sessions
}

/// A player's event stream.
struct PlayerWatch {
    stream: tonic::Streaming<WatchPlayerResponse>,
    /// The cursor of the last message received.
    cursor: String,
}

impl PlayerWatch {
    async fn open(client: &mut Lobby, session: &str, from: &str) -> PlayerWatch {
        PlayerWatch {
            stream: client
                .watch_player(player(
                    WatchPlayerRequest {
                        from_cursor: from.to_owned(),
                        ..Default::default()
                    },
                    session,
                ))
                .await
                .expect("WatchPlayer")
                .into_inner(),
            cursor: from.to_owned(),
        }
    }

    async fn next(&mut self) -> PlayerUpdate {
        let m = tokio::time::timeout(LIMIT, self.stream.message())
            .await
            .expect("a player event in time")
            .expect("the stream goes on")
            .expect("a message");
        assert!(
            cursor_after(&m.cursor, &self.cursor),
            "cursors go forward: {} after {}",
            m.cursor,
            self.cursor
        );
        self.cursor.clone_from(&m.cursor);
        m.update.expect("an update")
    }

    async fn snapshot(&mut self) -> pb::PlayerSnapshot {
        match self.next().await {
            PlayerUpdate::Snapshot(s) => s,
            other => panic!("expected a snapshot, got {other:?}"),
        }
    }
}

/// Whether lobby cursor `a` comes after `b` (`<ms>-<seq>` in Redis, a number in memory).
fn cursor_after(a: &str, b: &str) -> bool {
    let order = |c: &str| -> (u64, u64) {
        match c.split_once('-') {
            Some((x, y)) => (x.parse().unwrap_or(0), y.parse().unwrap_or(0)),
            None => (c.parse().unwrap_or(0), 0),
        }
    };
    b.is_empty() || order(a) >= order(b)
}

/// A correspondence challenge (docs/correspondence.md): Ada challenges Bob to a rated game at
/// three days per move; the challenge and the game keep the clock, the game's deadline for
/// the first move is three days away, and a clock the lobby does not know is refused with
/// what to write. Spectators find the game among the live games until it ends.
async fn a_correspondence_challenge(backend: Backend) {
    let r = replicas(backend).await;
    let sessions = signed_in(&r, &["Ada", "Bob"]).await;
    let mut lobby = r.lobby(0).await;
    expect_error(
        lobby
            .challenge(player(
                ChallengeRequest {
                    time_control: "4d".into(),
                    ..challenge_request("Bob", pb::Side::First)
                },
                &sessions[0],
            ))
            .await,
        Code::InvalidArgument,
        "INVALID_TIME_CONTROL",
    );
    let sent = lobby
        .challenge(player(
            ChallengeRequest {
                time_control: "3d".into(),
                rated: true,
                ..challenge_request("Bob", pb::Side::First)
            },
            &sessions[0],
        ))
        .await
        .expect("a correspondence challenge")
        .into_inner();
    let challenge = sent.challenge.expect("challenge");
    assert_eq!(challenge.time_control, "3d");
    let game = r
        .lobby(1)
        .await
        .accept_seek(player(
            AcceptSeekRequest {
                seek_id: challenge.seek_id.clone(),
            },
            &sessions[1],
        ))
        .await
        .expect("Bob accepts")
        .into_inner();
    let shown = r.hnefatafl_game(2, &game.game_id).await;
    assert!(shown.rated);
    let control = shown
        .clock
        .clone()
        .and_then(|c| c.time_control)
        .and_then(|t| t.control);
    assert_eq!(
        control,
        Some(hpb::time_control::Control::PerTurn(hpb::PerTurn {
            per_turn_ms: 3 * 86_400_000
        }))
    );
    assert!(
        shown.deadline_ms >= shown.server_time_ms + 3 * 86_400_000 - 1_000,
        "three days for the first move: {shown:?}"
    );

    // Spectators find it among the live games (on any replica), by game and filters; it
    // leaves the list when it ends.
    let live = |game: &str, rated_only: bool, min_rating: u32| pb::ListLiveGamesRequest {
        game: game.into(),
        limit: 0,
        rated_only,
        min_rating,
    };
    let listed = r
        .lobby(2)
        .await
        .list_live_games(live("hnefatafl", true, 0))
        .await
        .expect("ListLiveGames")
        .into_inner()
        .games;
    let found = listed
        .iter()
        .find(|g| g.game_id == game.game_id)
        .expect("the game is live");
    let names: Vec<&str> = found.players.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["Ada", "Bob"]);
    assert_eq!(
        (
            found.game.as_str(),
            found.time_control.as_str(),
            found.rating
        ),
        ("hnefatafl", "3d", 1500)
    );
    for (request, why) in [
        (live("hnefatafl", false, 1600), "rated above it"),
        (live("hanniball", false, 0), "another game"),
    ] {
        let other = lobby
            .list_live_games(request)
            .await
            .expect("ListLiveGames")
            .into_inner()
            .games;
        assert!(other.iter().all(|g| g.game_id != game.game_id), "{why}");
    }
    expect_error(
        lobby.list_live_games(live("chess", false, 0)).await,
        Code::InvalidArgument,
        "UNKNOWN_GAME",
    );
    let mut resign = authed(
        hpb::ResignRequest {
            game_id: game.game_id.clone(),
            ..Default::default()
        },
        &game.seat_token,
    );
    resign
        .metadata_mut()
        .insert("x-player-session", sessions[1].parse().expect("metadata"));
    r.hnefatafl(0).await.resign(resign).await.expect("Resign");
    eventually(LIMIT, "the ended game leaves the live list", || {
        let mut lobby = lobby.clone();
        let id = game.game_id.clone();
        async move {
            lobby
                .list_live_games(live("", false, 0))
                .await
                .is_ok_and(|r| r.into_inner().games.iter().all(|g| g.game_id != id))
        }
    })
    .await;
}

pub(crate) fn challenge_request(opponent: &str, side: pb::Side) -> ChallengeRequest {
    ChallengeRequest {
        opponent: opponent.into(),
        game: "hnefatafl".into(),
        time_control: "5+3".into(),
        side: side as i32,
        ..Default::default()
    }
}

/// Challenges end to end, and the players' streams: Ada challenges Bob (not listed in the
/// lobby; only Bob may take it), Bob declines it with a reason and Ada is told; Ada
/// challenges again and Bob accepts: both streams tell the game that started, and a fresh
/// stream lists it. Bob's stream's replica stops; while he is away Ada resigns and
/// challenges him again; Bob resumes on another replica from his last cursor and gets both,
/// in order, and nothing he had already.
#[allow(clippy::too_many_lines)]
async fn challenges_and_the_player_stream(backend: Backend) {
    let mut r = replicas(backend).await;
    let sessions = signed_in(&r, &["Ada", "Bob", "Cyd"]).await;
    let (ada, bob, cy) = (&sessions[0], &sessions[1], &sessions[2]);
    let mut ada_watch = PlayerWatch::open(&mut r.lobby(2).await, ada, "").await;
    let mut bob_watch = PlayerWatch::open(&mut r.lobby(1).await, bob, "").await;
    let empty = bob_watch.snapshot().await;
    assert!(empty.challenges.is_empty() && empty.games.is_empty());
    ada_watch.snapshot().await;

    let mut lobby = r.lobby(0).await;
    let first = lobby
        .challenge(player(challenge_request("bob", pb::Side::First), ada))
        .await
        .expect("Challenge")
        .into_inner();
    let challenge = first.challenge.expect("challenge");
    assert_eq!(
        (
            challenge.owner_name.as_str(),
            challenge.challenged_name.as_str()
        ),
        ("Ada", "Bob"),
        "the name is found without regard to case"
    );
    for watch in [&mut bob_watch, &mut ada_watch] {
        match watch.next().await {
            PlayerUpdate::Challenge(c) => assert_eq!(c.seek_id, challenge.seek_id),
            other => panic!("expected the challenge, got {other:?}"),
        }
    }
    // Private: not in the lobby, and nobody else may take it.
    let mut spectator = Watch::open(
        &mut r.lobby(2).await,
        tonic::Request::new(WatchLobbyRequest::default()),
    )
    .await;
    let (_, listed) = spectator.snapshot().await;
    assert!(!listed.contains(&challenge.seek_id), "{listed:?}");
    expect_error(
        r.lobby(1)
            .await
            .accept_seek(player(
                AcceptSeekRequest {
                    seek_id: challenge.seek_id.clone(),
                },
                cy,
            ))
            .await,
        Code::PermissionDenied,
        "NOT_CHALLENGED",
    );
    expect_error(
        r.lobby(1)
            .await
            .decline_challenge(player(
                DeclineChallengeRequest {
                    seek_id: challenge.seek_id.clone(),
                    reason: pb::DeclineReason::Later as i32,
                },
                cy,
            ))
            .await,
        Code::NotFound,
        "SEEK_NOT_FOUND",
    );
    r.lobby(1)
        .await
        .decline_challenge(player(
            DeclineChallengeRequest {
                seek_id: challenge.seek_id.clone(),
                reason: pb::DeclineReason::TooFast as i32,
            },
            bob,
        ))
        .await
        .expect("Bob declines");
    for watch in [&mut ada_watch, &mut bob_watch] {
        match watch.next().await {
            PlayerUpdate::ChallengeGone(gone) => {
                assert_eq!(gone.seek_id, challenge.seek_id);
                assert_eq!(gone.reason, pb::RemovedReason::Declined as i32);
                assert_eq!(gone.decline_reason, pb::DeclineReason::TooFast as i32);
            }
            other => panic!("expected the decline, got {other:?}"),
        }
    }

    // Again, rated this time, and accepted.
    let second = lobby
        .challenge(player(
            ChallengeRequest {
                rated: true,
                ..challenge_request("Bob", pb::Side::First)
            },
            ada,
        ))
        .await
        .expect("Challenge again")
        .into_inner();
    let challenge = second.challenge.clone().expect("challenge");
    let game = r
        .lobby(1)
        .await
        .accept_seek(player(
            AcceptSeekRequest {
                seek_id: challenge.seek_id.clone(),
            },
            bob,
        ))
        .await
        .expect("Bob accepts")
        .into_inner();
    assert_eq!(game.side, pb::Side::Second as i32);
    for (watch, side) in [
        (&mut ada_watch, pb::Side::First),
        (&mut bob_watch, pb::Side::Second),
    ] {
        assert!(matches!(watch.next().await, PlayerUpdate::Challenge(_)));
        match watch.next().await {
            PlayerUpdate::ChallengeGone(gone) => {
                assert_eq!(gone.reason, pb::RemovedReason::Accepted as i32);
                assert_eq!(gone.game_id, game.game_id);
            }
            other => panic!("expected the acceptance, got {other:?}"),
        }
        match watch.next().await {
            PlayerUpdate::GameStarted(started) => {
                assert_eq!(started.game_id, game.game_id);
                assert_eq!(started.game, "hnefatafl");
                assert_eq!(started.side, side as i32);
                let names: Vec<&str> = started.players.iter().map(|p| p.name.as_str()).collect();
                assert_eq!(names, ["Ada", "Bob"]);
                assert_eq!(started.time_control, "5+3");
            }
            other => panic!("expected the game, got {other:?}"),
        }
    }
    let listed = PlayerWatch::open(&mut r.lobby(0).await, ada, "")
        .await
        .snapshot()
        .await;
    assert_eq!(listed.games.len(), 1, "{listed:?}");
    assert_eq!(listed.games[0].game_id, game.game_id);
    assert!(listed.challenges.is_empty());

    // Bob's replica stops; what happens while he is away reaches him on another one.
    let seen = bob_watch.cursor.clone();
    drop(bob_watch);
    let stopped = r.servers.remove(1);
    stopped.stop().await;
    let mut resign = authed(
        hpb::ResignRequest {
            game_id: game.game_id.clone(),
            ..Default::default()
        },
        &second.seat_token,
    );
    resign
        .metadata_mut()
        .insert("x-player-session", ada.parse().expect("metadata"));
    r.hnefatafl(0)
        .await
        .resign(resign)
        .await
        .expect("Ada resigns");
    let third = lobby
        .challenge(player(
            ChallengeRequest {
                time_control: String::new(),
                ..challenge_request("Bob", pb::Side::Second)
            },
            ada,
        ))
        .await
        .expect("a third challenge")
        .into_inner()
        .challenge
        .expect("challenge");
    let mut resumed = PlayerWatch::open(&mut r.lobby(1).await, bob, &seen).await;
    match resumed.next().await {
        PlayerUpdate::GameFinished(end) => {
            assert_eq!(end.game_id, game.game_id);
            assert_eq!(end.result, "0-1");
            assert_eq!(end.termination, "resignation");
            assert!(end.won, "Bob won");
        }
        other => panic!("expected the end first (nothing twice), got {other:?}"),
    }
    // The rated game's rating changes, once the archive rated it (before or after the third
    // challenge: the archive writes in a task of its own).
    let mut updates = [resumed.next().await, resumed.next().await];
    updates.sort_by_key(|u| matches!(u, PlayerUpdate::Challenge(_)));
    match &updates[0] {
        PlayerUpdate::GameRated(rated) => {
            assert_eq!(rated.game_id, game.game_id);
            let names: Vec<&str> = rated.seats.iter().map(|s| s.name.as_str()).collect();
            assert_eq!(names, ["Ada", "Bob"], "{rated:?}");
            let (ada_seat, bob_seat) = (&rated.seats[0], &rated.seats[1]);
            assert!(
                ada_seat.rating_after < ada_seat.rating_before,
                "Ada lost: {rated:?}"
            );
            assert!(
                bob_seat.rating_after > bob_seat.rating_before,
                "Bob won: {rated:?}"
            );
            assert!(bob_seat.provisional, "a first game: {rated:?}");
        }
        other => panic!("expected the rating changes, got {other:?}"),
    }
    match &updates[1] {
        PlayerUpdate::Challenge(c) => assert_eq!(c.seek_id, third.seek_id),
        other => panic!("expected the new challenge, got {other:?}"),
    }
    match ada_watch.next().await {
        PlayerUpdate::GameFinished(end) => assert!(!end.won, "Ada lost"),
        other => panic!("expected the end, got {other:?}"),
    }
    match ada_watch.next().await {
        PlayerUpdate::GameRated(rated) => assert_eq!(rated.game_id, game.game_id),
        PlayerUpdate::Challenge(c) => {
            assert_eq!(c.seek_id, third.seek_id);
            assert!(
                matches!(ada_watch.next().await, PlayerUpdate::GameRated(_)),
                "Ada is told the rating changes too"
            );
        }
        other => panic!("expected the rating changes, got {other:?}"),
    }
    let now = PlayerWatch::open(&mut r.lobby(0).await, bob, "")
        .await
        .snapshot()
        .await;
    assert!(now.games.is_empty(), "the game is over: {now:?}");
    let ids: Vec<&str> = now.challenges.iter().map(|c| c.seek_id.as_str()).collect();
    assert_eq!(ids, [third.seek_id.as_str()]);
    r.stop().await;
}

/// A game made by invitation (NewGame and JoinGame with players' sessions) is in both
/// players' streams like the lobby's own: started once the last seat is taken, listed while
/// it goes on, finished when it ends.
async fn a_game_by_invitation_is_in_the_players_streams(backend: Backend) {
    let r = replicas(backend).await;
    let sessions = signed_in(&r, &["Gus", "Hal"]).await;
    let (gus, hal) = (&sessions[0], &sessions[1]);
    let mut gus_watch = PlayerWatch::open(&mut r.lobby(0).await, gus, "").await;
    gus_watch.snapshot().await;
    let mut hal_watch = PlayerWatch::open(&mut r.lobby(1).await, hal, "").await;
    hal_watch.snapshot().await;
    let mut h = r.hnefatafl(2).await;
    let created = h
        .new_game(player(
            hpb::NewGameRequest {
                open_seats: vec![hpb::Side::Defenders as i32],
                ..Default::default()
            },
            gus,
        ))
        .await
        .expect("NewGame")
        .into_inner();
    let game_id = created.game.expect("game").game_id;
    let mut join = authed(
        hpb::JoinGameRequest {
            game_id: game_id.clone(),
            ..Default::default()
        },
        &created.invitations[0].code,
    );
    join.metadata_mut()
        .insert("x-player-session", hal.parse().expect("metadata"));
    r.hnefatafl(0)
        .await
        .join_game(join)
        .await
        .expect("JoinGame");
    for (watch, side) in [
        (&mut gus_watch, pb::Side::First),
        (&mut hal_watch, pb::Side::Second),
    ] {
        match watch.next().await {
            PlayerUpdate::GameStarted(started) => {
                assert_eq!(started.game_id, game_id);
                assert_eq!(started.game, "hnefatafl");
                assert_eq!(started.side, side as i32);
                let names: Vec<&str> = started.players.iter().map(|p| p.name.as_str()).collect();
                assert_eq!(names, ["Gus", "Hal"]);
            }
            other => panic!("expected the game, got {other:?}"),
        }
    }
    let listed = PlayerWatch::open(&mut r.lobby(2).await, hal, "")
        .await
        .snapshot()
        .await;
    let ids: Vec<&str> = listed.games.iter().map(|g| g.game_id.as_str()).collect();
    assert_eq!(ids, [game_id.as_str()]);
    h.resign(player(
        hpb::ResignRequest {
            game_id: game_id.clone(),
            ..Default::default()
        },
        hal,
    ))
    .await
    .expect("Hal resigns with his session alone");
    for (watch, won) in [(&mut gus_watch, true), (&mut hal_watch, false)] {
        match watch.next().await {
            PlayerUpdate::GameFinished(end) => {
                assert_eq!(end.game_id, game_id);
                assert_eq!(end.won, won);
            }
            other => panic!("expected the end, got {other:?}"),
        }
    }
    r.stop().await;
}

/// What challenges and player streams refuse.
async fn challenge_refusals(backend: Backend) {
    let r = replicas(backend).await;
    let sessions = signed_in(&r, &["Dee"]).await;
    let mut lobby = r.lobby(0).await;
    expect_error(
        lobby
            .challenge(player(
                challenge_request("nobody", pb::Side::First),
                &sessions[0],
            ))
            .await,
        Code::NotFound,
        "PLAYER_NOT_FOUND",
    );
    expect_error(
        lobby
            .challenge(player(
                challenge_request("dee", pb::Side::First),
                &sessions[0],
            ))
            .await,
        Code::InvalidArgument,
        "SAME_PLAYER",
    );
    expect_error(
        lobby
            .challenge(guest(challenge_request("Dee", pb::Side::First), &key(3)))
            .await,
        Code::Unauthenticated,
        "NOT_SIGNED_IN",
    );
    expect_error(
        lobby
            .challenge(player(
                ChallengeRequest {
                    opponent: String::new(),
                    ..challenge_request("", pb::Side::First)
                },
                &sessions[0],
            ))
            .await,
        Code::InvalidArgument,
        "MISSING_FIELD",
    );
    let refused = match lobby
        .watch_player(guest(WatchPlayerRequest::default(), &key(3)))
        .await
    {
        Ok(_) => panic!("a guest has no player stream"),
        Err(status) => status,
    };
    assert_eq!(refused.code(), Code::Unauthenticated);
    assert_eq!(
        refused.get_details_error_info().expect("info").reason,
        "NOT_SIGNED_IN"
    );
    r.stop().await;
}

/// One player's open challenges are capped across the replicas (10 by default): the 11th,
/// to yet another player, is refused `TOO_MANY_CHALLENGES` with a sentence; cancelling one
/// makes room.
async fn challenge_floods_are_capped(backend: Backend) {
    let r = replicas(backend).await;
    let names: Vec<String> = (0..12).map(|i| format!("Target{i}")).collect();
    let mut all: Vec<&str> = vec!["Flooder"];
    all.extend(names.iter().map(String::as_str));
    let sessions = signed_in(&r, &all).await;
    let mut made = Vec::new();
    for (i, name) in names.iter().take(10).enumerate() {
        let mut lobby = r.lobby(i).await;
        let answer = lobby
            .challenge(player(
                challenge_request(name, pb::Side::First),
                &sessions[0],
            ))
            .await
            .unwrap_or_else(|e| panic!("challenge {i}: {e:?}"))
            .into_inner();
        made.push(answer.challenge.expect("the challenge").seek_id);
    }
    let mut lobby = r.lobby(1).await;
    let refused = lobby
        .challenge(player(
            challenge_request(&names[10], pb::Side::First),
            &sessions[0],
        ))
        .await
        .expect_err("an 11th open challenge");
    assert_eq!(refused.code(), Code::ResourceExhausted, "{refused:?}");
    assert_eq!(
        refused.get_details_error_info().expect("info").reason,
        "TOO_MANY_CHALLENGES"
    );
    assert!(
        refused.message().contains("10 open challenges"),
        "{refused:?}"
    );
    lobby
        .cancel_seek(player(
            CancelSeekRequest {
                seek_id: made[0].clone(),
            },
            &sessions[0],
        ))
        .await
        .expect("cancel one");
    lobby
        .challenge(player(
            challenge_request(&names[10], pb::Side::First),
            &sessions[0],
        ))
        .await
        .expect("room again");
    r.stop().await;
}

/// A replica takes a seek and dies before it stores the game (the seek is taken, the start
/// recorded, nothing else): another replica makes the game, once, with the seats the
/// accepting replica chose, and both players play it with their tokens.
async fn a_taken_seek_whose_replica_died_is_made_by_another(backend: Backend) {
    use arbiter::lobby::pending::pending_text;
    use arbiter::lobby::starter::Start;
    use arbiter::lobby::{LobbyStore as _, Participant, Started};
    use arbiter::session::auth::SeatToken;
    use arbiter::store::GameId;
    let r = replicas(backend).await;
    let mut owner = r.lobby(0).await;
    let mut watch = Watch::open(
        &mut r.lobby(1).await,
        guest(WatchLobbyRequest::default(), &key(1)),
    )
    .await;
    watch.snapshot().await;
    let created = owner
        .create_seek(guest(seek_request("", pb::Side::First), &key(1)))
        .await
        .expect("CreateSeek")
        .into_inner();
    let seek_id = created.seek.expect("seek").seek_id;
    // What the dying replica did: one atomic accept that records the start, then nothing.
    let seek = r.store.seek(&seek_id).await.expect("read").expect("open");
    // The owner's seat: the hash of CreateSeek's token, as the seek keeps it (hex).
    let mut owner_hash = arbiter::store::SeatHash([0; 16]);
    for (i, byte) in owner_hash.0.iter_mut().enumerate() {
        *byte = u8::from_str_radix(&seek.seat_hash[2 * i..2 * i + 2], 16).expect("hex");
    }
    let acceptor = SeatToken::random().expect("random");
    let game_id = GameId::random().expect("random");
    let start = Start {
        game_id,
        seats: vec![owner_hash, acceptor.hash()],
        time_control: None,
        rated: false,
        rated_takebacks: false,
        rules: Default::default(),
        players: vec![None, None],
        computers: Vec::new(),
    };
    let started = Started {
        game_id: game_id.to_string(),
        game: seek.game.clone(),
        players: vec![
            Participant {
                key: String::new(),
                name: "guest".into(),
                rating: 0,
            };
            2
        ],
        time_control: String::new(),
        rated: false,
        started_ms: 0,
    };
    let now = u64::try_from(
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .expect("time")
            .as_millis(),
    )
    .expect("ms");
    let taken = r
        .store
        .accept_starting(
            &seek_id,
            "guest:the-dying-replica",
            0,
            &game_id.to_string(),
            &pending_text(&start, &started),
            now,
        )
        .await
        .expect("accept");
    assert!(taken.is_ok(), "{taken:?}");
    let removed = watch.removed(&seek_id).await;
    assert_eq!(removed.game_id, game_id.to_string());
    // Another replica makes the game: both seats taken, each token plays its side.
    let mut h = r.hnefatafl(2).await;
    let started_at = std::time::Instant::now();
    let game = loop {
        match h
            .get_game(hpb::GetGameRequest {
                game_id: game_id.to_string(),
            })
            .await
        {
            Ok(reply) => break reply.into_inner().game.expect("game"),
            Err(status) => {
                assert_eq!(status.code(), Code::NotFound, "{status:?}");
                assert!(
                    started_at.elapsed() < LIMIT,
                    "no replica made the game of the taken seek"
                );
                tokio::time::sleep(Duration::from_millis(200)).await;
            }
        }
    };
    assert!(game.seats.iter().all(|s| s.taken), "{game:?}");
    play(
        &mut h,
        &game_id.to_string(),
        &[
            (&created.seat_token, "d1-d3"),
            (&acceptor.reveal(), "f4-c4"),
        ],
    )
    .await;
    assert!(
        r.store
            .pending_starts(u64::MAX, 10)
            .await
            .expect("pending")
            .is_empty(),
        "the start is cleared once made"
    );
    r.stop().await;
}

/// A stream resumed from a cursor the trimmed log no longer reaches starts again with a
/// snapshot (WatchLobby and WatchPlayer alike), which has what was missed.
async fn a_stale_cursor_gets_a_snapshot(backend: Backend) {
    let r = replicas_keeping(backend, Some(10)).await;
    let sessions = signed_in(&r, &["Eve", "Fay"]).await;
    let mut lobby = r.lobby(0).await;
    let mut watch = Watch::open(
        &mut lobby,
        tonic::Request::new(WatchLobbyRequest::default()),
    )
    .await;
    let (old, _) = watch.snapshot().await;
    drop(watch);
    let mut fay = PlayerWatch::open(&mut lobby, &sessions[1], "").await;
    fay.snapshot().await;
    let old_player = fay.cursor.clone();
    drop(fay);
    for n in 0..300 {
        let id = lobby
            .create_seek(guest(seek_request("", pb::Side::First), &key(n)))
            .await
            .expect("CreateSeek")
            .into_inner()
            .seek
            .expect("seek")
            .seek_id;
        lobby
            .cancel_seek(guest(CancelSeekRequest { seek_id: id }, &key(n)))
            .await
            .expect("CancelSeek");
    }
    let kept = lobby
        .create_seek(guest(seek_request("1+0", pb::Side::First), &key(999)))
        .await
        .expect("CreateSeek")
        .into_inner()
        .seek
        .expect("seek")
        .seek_id;
    let challenge = lobby
        .challenge(player(
            challenge_request("Fay", pb::Side::First),
            &sessions[0],
        ))
        .await
        .expect("Challenge")
        .into_inner()
        .challenge
        .expect("challenge")
        .seek_id;
    let mut resumed = Watch::open(
        &mut r.lobby(1).await,
        tonic::Request::new(WatchLobbyRequest { from_cursor: old }),
    )
    .await;
    let (_, seeks) = resumed.snapshot().await;
    assert_eq!(seeks, [kept]);
    let mut fay = PlayerWatch::open(&mut r.lobby(2).await, &sessions[1], &old_player).await;
    let snapshot = fay.snapshot().await;
    let ids: Vec<String> = snapshot.challenges.into_iter().map(|c| c.seek_id).collect();
    assert_eq!(ids, [challenge]);
    r.stop().await;
}

/// "Your turn" on the player's stream (`turns`): Ada challenges Bob and moves first; each
/// stream, on its own replica, tells whose turn it is once the game starts and again at each
/// change of turn, and nothing once the game is over. A stream without `turns` tells none.
async fn turns_on_the_player_stream(backend: Backend) {
    let r = replicas(backend).await;
    let sessions = signed_in(&r, &["Ada", "Bob"]).await;
    let (ada, bob) = (&sessions[0], &sessions[1]);
    let open = |n: usize, session: &str| {
        let session = session.to_owned();
        let lobby = r.lobby(n);
        async move {
            let mut client = lobby.await;
            PlayerWatch {
                stream: client
                    .watch_player(player(
                        WatchPlayerRequest {
                            turns: true,
                            ..Default::default()
                        },
                        &session,
                    ))
                    .await
                    .expect("WatchPlayer with turns")
                    .into_inner(),
                cursor: String::new(),
            }
        }
    };
    let mut ada_watch = open(1, ada).await;
    let mut bob_watch = open(2, bob).await;
    let mut plain = PlayerWatch::open(&mut r.lobby(0).await, bob, "").await;
    for watch in [&mut ada_watch, &mut bob_watch, &mut plain] {
        watch.snapshot().await;
    }
    let challenge = r
        .lobby(0)
        .await
        .challenge(player(challenge_request("Bob", pb::Side::First), ada))
        .await
        .expect("Challenge")
        .into_inner();
    let seek = challenge.challenge.expect("challenge");
    let game = r
        .lobby(1)
        .await
        .accept_seek(player(
            AcceptSeekRequest {
                seek_id: seek.seek_id.clone(),
            },
            bob,
        ))
        .await
        .expect("Bob accepts")
        .into_inner();
    // The next turn message of a stream, past its other messages.
    async fn turn(watch: &mut PlayerWatch) -> pb::PlayerTurn {
        loop {
            if let PlayerUpdate::Turn(turn) = watch.next().await {
                return turn;
            }
        }
    }
    let (a, b) = (turn(&mut ada_watch).await, turn(&mut bob_watch).await);
    for t in [&a, &b] {
        assert_eq!(t.game_id, game.game_id);
        assert_eq!(t.game, "hnefatafl");
        assert!(t.deadline_ms > 0, "the first move is timed: {t:?}");
    }
    assert!(
        a.your_turn && !b.your_turn,
        "the Attackers (Ada) move first: {a:?} {b:?}"
    );
    let started = a.version;
    // Ada moves: the turn passes to Bob, on both streams.
    let token = challenge.seat_token;
    let mut h = r.hnefatafl(2).await;
    let mut request = authed(
        hpb::ApplyActionRequest {
            game_id: game.game_id.clone(),
            action: "d1-d3".into(),
            ..Default::default()
        },
        &token,
    );
    request
        .metadata_mut()
        .insert("x-player-session", ada.parse().expect("metadata"));
    h.apply_action(request).await.expect("Ada moves");
    let (a, b) = (turn(&mut ada_watch).await, turn(&mut bob_watch).await);
    assert!(!a.your_turn && b.your_turn, "Bob's turn: {a:?} {b:?}");
    assert!(
        a.version == started + 1 && a.version == b.version,
        "one move later: {a:?} {b:?}"
    );
    // Bob resigns: the end comes, and no turn after it.
    let mut request = authed(
        hpb::ResignRequest {
            game_id: game.game_id.clone(),
            ..Default::default()
        },
        &game.seat_token,
    );
    request
        .metadata_mut()
        .insert("x-player-session", bob.parse().expect("metadata"));
    h.resign(request).await.expect("Bob resigns");
    for watch in [&mut ada_watch, &mut bob_watch] {
        match watch.next().await {
            PlayerUpdate::GameFinished(end) => assert_eq!(end.game_id, game.game_id),
            other => panic!("expected the end, got {other:?}"),
        }
    }
    // The stream without `turns` told the challenge, its acceptance, the start and the end:
    // never a turn.
    loop {
        match plain.next().await {
            PlayerUpdate::Turn(t) => panic!("a turn on a stream that did not ask: {t:?}"),
            PlayerUpdate::GameFinished(_) => break,
            _ => {}
        }
    }
    r.stop().await;
}

macro_rules! on_both_stores {
    ($($scenario:ident),* $(,)?) => {
        mod memory {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $scenario() {
                    super::$scenario(super::Backend::Memory).await;
                }
            )*
        }
        mod redis {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $scenario() {
                    super::$scenario(super::Backend::Redis).await;
                }
            )*
        }
    };
}

on_both_stores!(
    challenge_floods_are_capped,
    one_seek_one_game,
    a_rated_seek_between_players,
    presence,
    resume_after_a_disconnect,
    a_rematch_swaps_the_sides,
    a_computer_takes_a_rematch_once,
    quick_pairing_pairs_everybody_once,
    refusals,
    challenges_and_the_player_stream,
    challenge_refusals,
    a_stale_cursor_gets_a_snapshot,
    a_taken_seek_whose_replica_died_is_made_by_another,
    a_game_by_invitation_is_in_the_players_streams,
    turns_on_the_player_stream,
    a_correspondence_challenge,
);
