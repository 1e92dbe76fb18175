//! `WatchGame` end to end, on both stores: snapshot first, every change in order, resuming
//! with `from_version`, trimmed history, slow watchers, expiry, shutdown — and for Redis, two
//! replicas (changes made on one reach watchers on the other through the pub/sub feed) and a
//! Redis restart.

use crate::common;

use std::time::Duration;

use arbiter::games::hanniball::pb::hanniball_service_client::HanniballServiceClient;
use arbiter::games::hanniball::pb::{
    self, AnswerDrawRequest, ApplyActionRequest, GetGameRequest, NewGameRequest, OfferDrawRequest,
    ResignRequest, UndoStepRequest, game_event, time_control,
};
use arbiter::store::{MemoryStore, RedisStore, WatchOptions};
use common::{RedisServer, Seen, TestServer, Watcher, authed, eventually, expect_error};
use tonic::Code;
use tonic::transport::Channel;

/// White's Elephant holds the ball on e12, two steps and a kick away from Black's goal.
const NEAR_GOAL: &str = "1m1/9/9/4E+4/9/h8/9/9/9/9/9/9/9/9/1M1 w 11";

/// So long that only notifications (never the periodic re-read) can deliver changes.
const NEVER: Duration = Duration::from_secs(3600);

#[derive(Clone, Copy, Debug)]
enum Backend {
    Memory,
    Redis,
}

/// Servers over one store: for Redis, each server has its own store (its own hub and
/// subscription), as separate replicas would.
struct Setup {
    servers: Vec<TestServer>,
    redis: Option<RedisServer>,
}

impl Setup {
    async fn new(backend: Backend, replicas: usize, ttl: Duration, options: WatchOptions) -> Setup {
        Setup::serving(backend, replicas, ttl, options, common::fast_health()).await
    }

    /// [`Setup::new`] with the servers' options.
    async fn serving(
        backend: Backend,
        replicas: usize,
        ttl: Duration,
        options: WatchOptions,
        serve: arbiter::server::ServeOptions,
    ) -> Setup {
        match backend {
            Backend::Memory => {
                let store = MemoryStore::with_watch_options(ttl, options);
                let mut servers = Vec::new();
                for _ in 0..replicas {
                    servers.push(TestServer::start_with(store.clone(), serve.clone()).await);
                }
                Setup {
                    servers,
                    redis: None,
                }
            }
            Backend::Redis => {
                let redis = RedisServer::start_persistent();
                let mut servers = Vec::new();
                for _ in 0..replicas {
                    let store = RedisStore::open_with(&redis.url(), ttl, options).expect("url");
                    servers.push(TestServer::start_with(store, serve.clone()).await);
                }
                Setup {
                    servers,
                    redis: Some(redis),
                }
            }
        }
    }

    async fn simple(backend: Backend) -> Setup {
        let options = WatchOptions {
            check_interval: NEVER,
            ..WatchOptions::default()
        };
        Setup::new(backend, 2, Duration::from_secs(600), options).await
    }

    async fn client(&self, replica: usize) -> HanniballServiceClient<Channel> {
        self.servers[replica].client().await
    }
}

struct Game {
    id: String,
    white: String,
    black: String,
}

async fn new_game(client: &mut HanniballServiceClient<Channel>, position: &str) -> Game {
    let response = client
        .new_game(NewGameRequest {
            position: position.to_owned(),
            ..Default::default()
        })
        .await
        .expect("NewGame")
        .into_inner();
    Game {
        id: response.game.expect("game").game_id,
        white: response.white_token,
        black: response.black_token,
    }
}

async fn apply(
    client: &mut HanniballServiceClient<Channel>,
    token: &str,
    id: &str,
    hsn: &str,
) -> pb::ApplyActionResponse {
    let request = ApplyActionRequest {
        game_id: id.to_owned(),
        action: hsn.to_owned(),
        ..ApplyActionRequest::default()
    };
    client
        .apply_action(authed(request, token))
        .await
        .unwrap_or_else(|s| panic!("ApplyAction {hsn}: {s:?}"))
        .into_inner()
}

async fn undo(
    client: &mut HanniballServiceClient<Channel>,
    token: &str,
    id: &str,
) -> pb::UndoStepResponse {
    let request = UndoStepRequest {
        game_id: id.to_owned(),
        ..UndoStepRequest::default()
    };
    client
        .undo_step(authed(request, token))
        .await
        .expect("UndoStep")
        .into_inner()
}

/// Plays `pairs` times "d4-e6" and takes it back (from the initial position): two changes
/// each, the game never advancing. Returns the last version.
async fn churn(client: &mut HanniballServiceClient<Channel>, game: &Game, pairs: usize) -> u64 {
    let mut version = 0;
    for _ in 0..pairs {
        apply(client, &game.white, &game.id, "d4-e6").await;
        version = undo(client, &game.white, &game.id)
            .await
            .game
            .expect("game")
            .version;
    }
    version
}

/// Checks a sequence of messages: a snapshot may jump ahead, an event is exactly the next
/// version. Returns the last version and how many snapshots were seen.
#[track_caller]
fn check_order(mut version: u64, seen: &[Seen]) -> (u64, usize) {
    let mut snapshots = 0;
    for message in seen {
        match message {
            Seen::Snapshot(game) => {
                assert!(
                    game.version > version,
                    "snapshot {} after {version}",
                    game.version
                );
                version = game.version;
                snapshots += 1;
            }
            Seen::Event(event) => {
                assert_eq!(event.version, version + 1, "event after {version}");
                assert_eq!(event.game.as_ref().expect("game").version, event.version);
                version = event.version;
            }
            Seen::End(end) => panic!("unexpected end {end:?}"),
        }
    }
    (version, snapshots)
}

async fn snapshot_first_then_every_change(backend: Backend) {
    let setup = Setup::simple(backend).await;
    let mut player = setup.client(0).await;
    // The watcher is on the other replica: changes reach it through the store's feed.
    let mut spectator = setup.client(1).await;
    let game = new_game(&mut player, NEAR_GOAL).await;
    let mut watcher = Watcher::open(&mut spectator, &game.id, None)
        .await
        .expect("watch");
    let first = Watcher::expect_snapshot(watcher.next().await);
    assert_eq!(first.version, 1);
    assert_eq!(first.position, NEAR_GOAL);

    // Step, undo, step, end; Black moves and ends; White scores.
    let mut replies = Vec::new();
    let r = apply(&mut player, &game.white, &game.id, "e12=e13").await;
    replies.push((
        "e12=e13",
        r.game.clone(),
        r.result.clone().map(game_event::Change::Step),
    ));
    let u = undo(&mut player, &game.white, &game.id).await;
    replies.push((
        "undo",
        u.game.clone(),
        u.undone.clone().map(game_event::Change::Undone),
    ));
    for (token, hsn) in [
        (&game.white, "e12=e13"),
        (&game.white, "end"),
        (&game.black, "a10-b12"),
        (&game.black, "end"),
        (&game.white, "e13>d15"),
    ] {
        let r = apply(&mut player, token, &game.id, hsn).await;
        replies.push((
            hsn,
            r.game.clone(),
            r.result.clone().map(game_event::Change::Step),
        ));
    }

    for (index, (action, game_after, change)) in replies.iter().enumerate() {
        let event = Watcher::expect_event(watcher.next().await);
        assert_eq!(event.version, index as u64 + 2);
        assert_eq!(event.action, *action);
        assert_eq!(
            &event.game, game_after,
            "the snapshot the acting call returned"
        );
        assert_eq!(&event.change, change, "what the acting call reported");
    }
    let last = replies
        .last()
        .and_then(|r| r.1.clone())
        .expect("final game");
    assert_eq!(last.status(), pb::GameStatus::WhiteWon);
    // The game is over: the stream ends cleanly.
    assert!(matches!(watcher.next().await, Seen::End(Ok(()))));

    // Watching the finished game: its final state, then the end.
    let mut late = Watcher::open(&mut spectator, &game.id, None)
        .await
        .expect("watch");
    assert_eq!(Watcher::expect_snapshot(late.next().await), last);
    assert!(matches!(late.next().await, Seen::End(Ok(()))));
    // Resuming at the final version: nothing is missing, the stream ends at once.
    let mut resumed = Watcher::open(&mut spectator, &game.id, Some(last.version))
        .await
        .expect("watch");
    assert!(matches!(resumed.next().await, Seen::End(Ok(()))));
}

async fn resignation_is_an_event(backend: Backend) {
    let setup = Setup::simple(backend).await;
    let mut player = setup.client(0).await;
    let mut spectator = setup.client(1).await;
    let game = new_game(&mut player, "").await;
    let mut watcher = Watcher::open(&mut spectator, &game.id, None)
        .await
        .expect("watch");
    Watcher::expect_snapshot(watcher.next().await);
    apply(&mut player, &game.white, &game.id, "d4-e6").await;
    // Black resigns while White is to move.
    let resigned = player
        .resign(authed(
            ResignRequest {
                game_id: game.id.clone(),
                ..ResignRequest::default()
            },
            &game.black,
        ))
        .await
        .expect("Resign")
        .into_inner();
    let step = Watcher::expect_event(watcher.next().await);
    assert_eq!((step.version, step.action.as_str()), (2, "d4-e6"));
    let event = Watcher::expect_event(watcher.next().await);
    assert_eq!((event.version, event.action.as_str()), (3, "resign"));
    assert_eq!(
        event.change,
        Some(game_event::Change::Resignation(pb::Resignation {
            side: pb::Side::Black.into()
        }))
    );
    assert_eq!(event.game, resigned.game);
    assert_eq!(
        event.game.expect("game").end_reason(),
        pb::EndReason::Resignation
    );
    assert!(matches!(watcher.next().await, Seen::End(Ok(()))));
}

async fn resume_from_a_version(backend: Backend) {
    let setup = Setup::simple(backend).await;
    let mut player = setup.client(0).await;
    let mut spectator = setup.client(1).await;
    let game = new_game(&mut player, "").await;
    apply(&mut player, &game.white, &game.id, "d4-e6").await; // 2
    undo(&mut player, &game.white, &game.id).await; // 3
    apply(&mut player, &game.white, &game.id, "f4-g6").await; // 4

    // The changes after version 2, then live ones.
    let mut watcher = Watcher::open(&mut spectator, &game.id, Some(2))
        .await
        .expect("watch");
    let e3 = Watcher::expect_event(watcher.next().await);
    assert_eq!((e3.version, e3.action.as_str()), (3, "undo"));
    let e4 = Watcher::expect_event(watcher.next().await);
    assert_eq!((e4.version, e4.action.as_str()), (4, "f4-g6"));
    apply(&mut player, &game.white, &game.id, "end").await; // 5
    let e5 = Watcher::expect_event(watcher.next().await);
    assert_eq!((e5.version, e5.action.as_str()), (5, "end"));

    // Up to date: nothing until the next change.
    let mut current = Watcher::open(&mut spectator, &game.id, Some(5))
        .await
        .expect("watch");
    assert!(
        current
            .next_within(Duration::from_millis(300))
            .await
            .is_none(),
        "nothing to send yet"
    );
    apply(&mut player, &game.black, &game.id, "d12-e10").await; // 6
    assert_eq!(Watcher::expect_event(current.next().await).version, 6);
    assert_eq!(Watcher::expect_event(watcher.next().await).version, 6);

    // Version 1 has no event: resuming from 0 gives a snapshot.
    let mut from_zero = Watcher::open(&mut spectator, &game.id, Some(0))
        .await
        .expect("watch");
    assert_eq!(Watcher::expect_snapshot(from_zero.next().await).version, 6);

    // Errors: a version from the future, an unknown game, a malformed id.
    let ahead = Watcher::open(&mut spectator, &game.id, Some(9)).await;
    let status = expect_error(
        ahead.map(|_| tonic::Response::new(())),
        Code::OutOfRange,
        "VERSION_AHEAD",
    );
    assert!(status.message().contains("version 6"), "{status:?}");
    let unknown = Watcher::open(&mut spectator, "AAAAAAAAAAAAAAAAAAAAAA", None).await;
    expect_error(
        unknown.map(|_| tonic::Response::new(())),
        Code::NotFound,
        "GAME_NOT_FOUND",
    );
    let malformed = Watcher::open(&mut spectator, "nope", Some(1)).await;
    expect_error(
        malformed.map(|_| tonic::Response::new(())),
        Code::InvalidArgument,
        "INVALID_GAME_ID",
    );
}

async fn resume_from_a_trimmed_version_gets_a_snapshot(backend: Backend) {
    let options = WatchOptions {
        history: 8,
        check_interval: NEVER,
        ..WatchOptions::default()
    };
    let setup = Setup::new(backend, 1, Duration::from_secs(600), options).await;
    let mut client = setup.client(0).await;
    let game = new_game(&mut client, "").await;
    // Well beyond the 8 to 15 changes kept.
    let last = churn(&mut client, &game, 150).await;
    assert_eq!(last, 301);
    let mut watcher = Watcher::open(&mut client, &game.id, Some(2))
        .await
        .expect("watch");
    let snapshot = Watcher::expect_snapshot(watcher.next().await);
    assert_eq!(snapshot.version, last);
    apply(&mut client, &game.white, &game.id, "d4-e6").await;
    assert_eq!(
        Watcher::expect_event(watcher.next().await).version,
        last + 1
    );
    // A version still kept resumes with events.
    let mut recent = Watcher::open(&mut client, &game.id, Some(last - 3))
        .await
        .expect("watch");
    for version in (last - 2)..=(last + 1) {
        assert_eq!(Watcher::expect_event(recent.next().await).version, version);
    }
}

async fn read(client: &mut HanniballServiceClient<Channel>, id: &str) -> pb::Game {
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

/// Resumes a watch on `client` from every version of a game whose snapshots at each version
/// are `shown` (index: version; the last is the current version): each resume gets either
/// exactly the events after it, each showing the game as `shown` — or, only for a version at
/// least `kept` changes back, a snapshot of the current game. Returns how many got a snapshot.
async fn resume_everywhere(
    client: &mut HanniballServiceClient<Channel>,
    id: &str,
    shown: &[Option<pb::Game>],
    kept: u64,
) -> usize {
    let current = (shown.len() - 1) as u64;
    let mut snapshots = 0;
    for from in 1..=current {
        let mut watcher = Watcher::open(client, id, Some(from)).await.expect("watch");
        if from == current {
            assert!(
                watcher
                    .next_within(Duration::from_millis(50))
                    .await
                    .is_none(),
                "nothing missed"
            );
            continue;
        }
        match watcher.next().await {
            Seen::Snapshot(game) => {
                assert!(from + kept < current, "a snapshot resuming from {from}");
                assert_eq!(Some(game), shown[current as usize]);
                snapshots += 1;
            }
            first => {
                let mut next = Some(first);
                for version in from + 1..=current {
                    let seen = match next.take() {
                        Some(seen) => seen,
                        None => watcher.next().await,
                    };
                    let event = Watcher::expect_event(seen);
                    assert_eq!(event.version, version, "resuming from {from}");
                    assert_eq!(
                        event.game, shown[version as usize],
                        "the event of version {version}, resuming from {from}"
                    );
                }
            }
        }
    }
    snapshots
}

/// The store keeps only what each change did; the replica serving a watcher rebuilds every
/// event from it. Resuming from any version still kept gives the events a direct read showed
/// at each version, on the other replica than the one that wrote them; resuming from before
/// gives a snapshot; a game with clocks shows the clocks of the moment of each change.
async fn resumed_events_are_rebuilt_as_read(backend: Backend) {
    let options = WatchOptions {
        history: 8,
        check_interval: NEVER,
        ..WatchOptions::default()
    };
    let setup = Setup::new(backend, 2, Duration::from_secs(600), options).await;
    let mut player = setup.client(0).await;
    let mut spectator = setup.client(1).await;

    // A game without clocks: steps, undos, draw offers declined.
    let game = new_game(&mut player, "").await;
    let mut shown = vec![None, Some(read(&mut player, &game.id).await)];
    for round in 0..10 {
        apply(&mut player, &game.white, &game.id, "d4-e6").await;
        shown.push(Some(read(&mut player, &game.id).await));
        undo(&mut player, &game.white, &game.id).await;
        shown.push(Some(read(&mut player, &game.id).await));
        if round % 3 == 0 {
            let offer = OfferDrawRequest {
                game_id: game.id.clone(),
                ..OfferDrawRequest::default()
            };
            player
                .offer_draw(authed(offer, &game.white))
                .await
                .expect("OfferDraw");
            shown.push(Some(read(&mut player, &game.id).await));
            let answer = AnswerDrawRequest {
                game_id: game.id.clone(),
                accept: false,
                ..AnswerDrawRequest::default()
            };
            player
                .answer_draw(authed(answer, &game.black))
                .await
                .expect("AnswerDraw");
            shown.push(Some(read(&mut player, &game.id).await));
        }
    }
    assert_eq!(shown.len(), 30);
    let snapshots = resume_everywhere(&mut spectator, &game.id, &shown, 8).await;
    assert!(snapshots >= 1, "the start is no longer kept");

    // A resumed watch follows the live changes, to the end of the game.
    let current = (shown.len() - 1) as u64;
    let mut watcher = Watcher::open(&mut spectator, &game.id, Some(current - 3))
        .await
        .expect("watch");
    for version in current - 2..=current {
        assert_eq!(
            Watcher::expect_event(watcher.next().await).game,
            shown[version as usize]
        );
    }
    apply(&mut player, &game.white, &game.id, "d4-e6").await;
    let event = Watcher::expect_event(watcher.next().await);
    assert_eq!(event.game, Some(read(&mut player, &game.id).await));
    player
        .resign(authed(
            ResignRequest {
                game_id: game.id.clone(),
                ..ResignRequest::default()
            },
            &game.black,
        ))
        .await
        .expect("Resign");
    let resigned = read(&mut player, &game.id).await;
    let event = Watcher::expect_event(watcher.next().await);
    assert_eq!(event.game.as_ref(), Some(&resigned));
    assert!(matches!(watcher.next().await, Seen::End(Ok(()))));
    // Resuming a finished game: the events it missed, then the end.
    let mut late = Watcher::open(&mut spectator, &game.id, Some(resigned.version - 2))
        .await
        .expect("watch");
    assert_eq!(
        Watcher::expect_event(late.next().await).version,
        resigned.version - 1
    );
    assert_eq!(
        Watcher::expect_event(late.next().await).game,
        Some(resigned)
    );
    assert!(matches!(late.next().await, Seen::End(Ok(()))));

    // A game with clocks: each event shows the game the acting call returned.
    let timed = player
        .new_game(NewGameRequest {
            time_control: Some(pb::TimeControl {
                control: Some(time_control::Control::Fischer(pb::Fischer {
                    initial_ms: 600_000,
                    increment_ms: 2_000,
                })),
            }),
            ..NewGameRequest::default()
        })
        .await
        .expect("NewGame")
        .into_inner();
    let timed = Game {
        id: timed.game.expect("game").game_id,
        white: timed.white_token,
        black: timed.black_token,
    };
    let mut shown = vec![None, Some(read(&mut player, &timed.id).await)];
    for (token, hsn) in [
        (&timed.white, "d4-e6"),
        (&timed.white, "undo"),
        (&timed.white, "f4-g6"),
        (&timed.white, "end"),
        (&timed.black, "d12-e10"),
        (&timed.black, "end"),
    ] {
        tokio::time::sleep(Duration::from_millis(20)).await;
        let game = if hsn == "undo" {
            undo(&mut player, token, &timed.id).await.game
        } else {
            apply(&mut player, token, &timed.id, hsn).await.game
        };
        shown.push(game);
    }
    let last = shown.last().cloned().flatten().expect("game");
    assert!(
        last.clock
            .is_some_and(|c| c.sides.iter().any(|s| s.remaining_ms != 600_000))
    );
    assert_eq!(
        resume_everywhere(&mut spectator, &timed.id, &shown, 8).await,
        0
    );
}

async fn a_slow_watcher_gets_a_snapshot_and_stalls_nobody(backend: Backend) {
    // A buffer of 32 changes: room for a fast watcher on a loaded machine, far less than the
    // 600 changes the slow one leaves unread.
    let options = WatchOptions {
        buffer: 32,
        check_interval: NEVER,
        ..WatchOptions::default()
    };
    let setup = Setup::new(backend, 2, Duration::from_secs(600), options).await;
    let mut player = setup.client(0).await;
    let game = new_game(&mut player, "").await;

    // A fast watcher reads everything as it comes, in its own task.
    let mut fast = Watcher::open(&mut setup.client(1).await, &game.id, None)
        .await
        .expect("watch");
    assert_eq!(Watcher::expect_snapshot(fast.next().await).version, 1);
    let pairs = 300;
    let last = 1 + 2 * pairs as u64;
    let fast_task = tokio::spawn(async move {
        let mut seen = Vec::new();
        loop {
            let message = fast.next().await;
            let version = match &message {
                Seen::Snapshot(game) => game.version,
                Seen::Event(event) => event.version,
                Seen::End(end) => panic!("unexpected end {end:?}"),
            };
            seen.push(message);
            if version >= last {
                return seen;
            }
        }
    });

    // The slow watcher takes its snapshot, then reads nothing while 600 changes happen. Its
    // connection accepts little unread data (8 KiB), as a slow mobile link would, so the
    // server's side fills up instead of the client's.
    let channel = Channel::from_shared(setup.servers[1].endpoint())
        .expect("endpoint")
        .initial_stream_window_size(Some(8 * 1024))
        .initial_connection_window_size(Some(64 * 1024))
        .connect()
        .await
        .expect("connect");
    let mut slow = Watcher::open(&mut HanniballServiceClient::new(channel), &game.id, None)
        .await
        .expect("watch");
    assert_eq!(Watcher::expect_snapshot(slow.next().await).version, 1);
    assert_eq!(churn(&mut player, &game, pairs).await, last);

    let fast_seen = tokio::time::timeout(Duration::from_secs(60), fast_task)
        .await
        .expect("the fast watcher is not held up")
        .expect("fast watcher task");
    assert_eq!(
        check_order(1, &fast_seen),
        (last, 0),
        "every event, no snapshot"
    );

    let mut slow_seen = Vec::new();
    loop {
        let message = slow.next().await;
        let version = match &message {
            Seen::Snapshot(game) => game.version,
            Seen::Event(event) => event.version,
            Seen::End(end) => panic!("unexpected end {end:?}"),
        };
        slow_seen.push(message);
        if version == last {
            break;
        }
    }
    let (version, snapshots) = check_order(1, &slow_seen);
    assert_eq!(version, last);
    assert!(
        snapshots >= 1,
        "the slow watcher fell behind and got a snapshot"
    );
    assert!(
        slow_seen.len() < (last - 1) as usize,
        "the backlog was dropped: {} messages for {} changes",
        slow_seen.len(),
        last - 1
    );
    // It is live again afterwards.
    apply(&mut player, &game.white, &game.id, "d4-e6").await;
    assert_eq!(Watcher::expect_event(slow.next().await).version, last + 1);
}

async fn an_expired_game_ends_the_watch_with_not_found(backend: Backend) {
    let options = WatchOptions {
        check_interval: Duration::from_millis(100),
        ..WatchOptions::default()
    };
    // A game without a running deadline (no abandonment, no timed first move): a game is
    // kept until its deadline, and the idle time after (`store::keep_for`).
    let mut serve = common::fast_health();
    serve.play.abandon_after = Duration::ZERO;
    serve.play.first_move = Some(Duration::ZERO);
    let setup = Setup::serving(backend, 1, Duration::from_millis(1500), options, serve).await;
    let mut client = setup.client(0).await;
    let game = new_game(&mut client, "").await;
    let mut watcher = Watcher::open(&mut client, &game.id, None)
        .await
        .expect("watch");
    Watcher::expect_snapshot(watcher.next().await);
    match watcher.next().await {
        Seen::End(Err(status)) => {
            expect_error::<()>(Err(status), Code::NotFound, "GAME_NOT_FOUND");
        }
        other => panic!("expected NOT_FOUND, got {other:?}"),
    }
}

async fn shutdown_ends_watch_streams(backend: Backend) {
    let mut setup = Setup::simple(backend).await;
    let mut client = setup.client(0).await;
    let game = new_game(&mut client, "").await;
    let mut watcher = Watcher::open(&mut client, &game.id, None)
        .await
        .expect("watch");
    Watcher::expect_snapshot(watcher.next().await);
    // The server stops promptly (TestServer::stop allows 10 s) although a stream is open...
    setup.servers.remove(0).stop().await;
    // ...and the watcher is told to reconnect, not that the game ended.
    match watcher.next().await {
        Seen::End(Err(status)) => {
            expect_error::<()>(Err(status), Code::Unavailable, "SHUTTING_DOWN");
        }
        other => panic!("expected UNAVAILABLE, got {other:?}"),
    }
}

mod memory {
    use super::Backend::Memory;

    #[tokio::test]
    async fn snapshot_first_then_every_change() {
        super::snapshot_first_then_every_change(Memory).await;
    }
    #[tokio::test]
    async fn resignation_is_an_event() {
        super::resignation_is_an_event(Memory).await;
    }
    #[tokio::test]
    async fn resume_from_a_version() {
        super::resume_from_a_version(Memory).await;
    }
    #[tokio::test]
    async fn resume_from_a_trimmed_version_gets_a_snapshot() {
        super::resume_from_a_trimmed_version_gets_a_snapshot(Memory).await;
    }
    #[tokio::test]
    async fn resumed_events_are_rebuilt_as_read() {
        super::resumed_events_are_rebuilt_as_read(Memory).await;
    }
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_slow_watcher_gets_a_snapshot_and_stalls_nobody() {
        super::a_slow_watcher_gets_a_snapshot_and_stalls_nobody(Memory).await;
    }
    #[tokio::test]
    async fn an_expired_game_ends_the_watch_with_not_found() {
        super::an_expired_game_ends_the_watch_with_not_found(Memory).await;
    }
    #[tokio::test]
    async fn shutdown_ends_watch_streams() {
        super::shutdown_ends_watch_streams(Memory).await;
    }
}

mod redis {
    use super::Backend::Redis;

    #[tokio::test]
    async fn snapshot_first_then_every_change() {
        super::snapshot_first_then_every_change(Redis).await;
    }
    #[tokio::test]
    async fn resignation_is_an_event() {
        super::resignation_is_an_event(Redis).await;
    }
    #[tokio::test]
    async fn resume_from_a_version() {
        super::resume_from_a_version(Redis).await;
    }
    #[tokio::test]
    async fn resume_from_a_trimmed_version_gets_a_snapshot() {
        super::resume_from_a_trimmed_version_gets_a_snapshot(Redis).await;
    }
    #[tokio::test]
    async fn resumed_events_are_rebuilt_as_read() {
        super::resumed_events_are_rebuilt_as_read(Redis).await;
    }
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_slow_watcher_gets_a_snapshot_and_stalls_nobody() {
        super::a_slow_watcher_gets_a_snapshot_and_stalls_nobody(Redis).await;
    }
    #[tokio::test]
    async fn an_expired_game_ends_the_watch_with_not_found() {
        super::an_expired_game_ends_the_watch_with_not_found(Redis).await;
    }
    #[tokio::test]
    async fn shutdown_ends_watch_streams() {
        super::shutdown_ends_watch_streams(Redis).await;
    }
}

/// The per-call timeout bounds how long a call takes to answer, not how long a watch stream
/// stays open.
#[tokio::test]
async fn watch_streams_outlive_the_request_timeout() {
    let options = arbiter::server::ServeOptions {
        request_timeout: Duration::from_millis(200),
        ..arbiter::server::ServeOptions::default()
    };
    let server = TestServer::start_with(MemoryStore::default(), options).await;
    let mut client = server.client().await;
    let game = new_game(&mut client, "").await;
    let mut watcher = Watcher::open(&mut client, &game.id, None)
        .await
        .expect("watch");
    Watcher::expect_snapshot(watcher.next().await);
    tokio::time::sleep(Duration::from_millis(600)).await;
    apply(&mut client, &game.white, &game.id, "d4-e6").await;
    assert_eq!(Watcher::expect_event(watcher.next().await).version, 2);
}

/// Redis restarts while watchers on two replicas follow a game: they stay connected, and once
/// Redis is back every change reaches them, in order, with nothing missing — although
/// notifications published before a replica's subscription came back were lost.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn redis_restart_watchers_resync_without_gaps() {
    let mut setup = Setup::simple(Backend::Redis).await;
    let mut player = setup.client(0).await;
    let game = new_game(&mut player, "").await;
    let mut watchers = Vec::new();
    for replica in 0..2 {
        let mut client = setup.client(replica).await;
        let mut watcher = Watcher::open(&mut client, &game.id, None)
            .await
            .expect("watch");
        assert_eq!(Watcher::expect_snapshot(watcher.next().await).version, 1);
        watchers.push(watcher);
    }
    apply(&mut player, &game.white, &game.id, "d4-e6").await; // 2
    for watcher in &mut watchers {
        assert_eq!(Watcher::expect_event(watcher.next().await).version, 2);
    }

    let redis = setup.redis.as_mut().expect("redis");
    redis.restart();
    // Play as soon as the store answers again, before the subscriptions are back.
    let id = game.id.clone();
    let white = game.white.clone();
    eventually(Duration::from_secs(20), "Redis serves again", || {
        let mut player = player.clone();
        let request = authed(
            UndoStepRequest {
                game_id: id.clone(),
                ..UndoStepRequest::default()
            },
            &white,
        );
        async move { player.undo_step(request).await.is_ok() }
    })
    .await; // 3
    apply(&mut player, &game.white, &game.id, "f4-g6").await; // 4
    apply(&mut player, &game.white, &game.id, "end").await; // 5
    for watcher in &mut watchers {
        let seen = vec![
            watcher.next().await,
            watcher.next().await,
            watcher.next().await,
        ];
        assert_eq!(
            check_order(2, &seen),
            (5, 0),
            "events 3..=5, no gap, no snapshot"
        );
        let actions: Vec<String> = seen
            .into_iter()
            .map(|s| Watcher::expect_event(s).action)
            .collect();
        assert_eq!(actions, ["undo", "f4-g6", "end"]);
    }
}
