//! Limits of the real server (`serve_with`, the same wiring as the binary): request and
//! response size, request metadata size, the request timeout, the per-connection concurrency
//! limit, and a panic inside a handler. After each refusal the same connection keeps working.
//!
//! Slow and panicking handlers come from a test-only store (`common::stores::Probe`) behind
//! the production server: the production code has no hook for them.

use crate::common;

use std::io::Write as _;
use std::sync::atomic::Ordering;

use std::time::{Duration, Instant};

use arbiter::games::hanniball::pb::hanniball_service_client::HanniballServiceClient;
use arbiter::games::hanniball::pb::{
    ApplyActionRequest, GetGameRequest, LegalActionsRequest, NewGameRequest, PingRequest,
    legal_actions_request,
};
use arbiter::server::ServeOptions;
use arbiter::store::MemoryStore;
use common::stores::Probe;
use common::{TestServer, eventually, expect_error};
use prost::Message as _;
use tonic::transport::Channel;
use tonic::{Code, Request};

async fn new_game(client: &mut HanniballServiceClient<Channel>) -> String {
    client
        .new_game(NewGameRequest::default())
        .await
        .expect("NewGame")
        .into_inner()
        .game
        .expect("game")
        .game_id
}

fn get(game_id: &str) -> GetGameRequest {
    GetGameRequest {
        game_id: game_id.to_owned(),
    }
}

/// The encoded size of a `NewGameRequest` whose position has `n` bytes.
fn new_game_encoded_len(n: usize) -> usize {
    NewGameRequest {
        position: "x".repeat(n),
        ..Default::default()
    }
    .encoded_len()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn oversized_requests_are_resource_exhausted_and_the_connection_survives() {
    common::logs::captured();
    let server = TestServer::start(MemoryStore::default()).await;
    let (channel, connects) = server.counted_channel().await;
    let mut client = HanniballServiceClient::new(channel);
    let limit = ServeOptions::default().max_request_bytes;
    assert_eq!(limit, 65_536);

    // Exactly at the limit: read, and refused by the input gate with a clear message.
    let n = limit - 4;
    assert_eq!(new_game_encoded_len(n), limit);
    let r = client
        .new_game(NewGameRequest {
            position: "x".repeat(n),
            ..Default::default()
        })
        .await;
    let status = expect_error(r, Code::InvalidArgument, "TEXT_TOO_LONG");
    assert!(status.message().contains("at most 1024"), "{status:?}");
    // Within the gate's cap: refused by the HPN parser with its own message.
    let r = client
        .new_game(NewGameRequest {
            position: "x".repeat(1000),
            ..Default::default()
        })
        .await;
    let status = expect_error(r, Code::InvalidArgument, "INVALID_POSITION");
    assert!(status.message().contains("at most 200"), "{status:?}");

    // One byte over, and far over: refused before any handler runs.
    for n in [limit - 3, 100_000, 8 << 20] {
        let r = client
            .new_game(NewGameRequest {
                position: "x".repeat(n),
                ..Default::default()
            })
            .await;
        let status = expect_error(r, Code::ResourceExhausted, "REQUEST_TOO_LARGE");
        assert!(status.message().contains("65536 bytes"), "{status:?}");
        assert!(
            status
                .message()
                .contains(&new_game_encoded_len(n).to_string()),
            "the message names the size: {status:?}"
        );
    }

    // An oversized step or game id: the same.
    let game_id = new_game(&mut client).await;
    let r = client
        .apply_action(ApplyActionRequest {
            game_id: game_id.clone(),
            action: "e".repeat(70_000),
            ..ApplyActionRequest::default()
        })
        .await;
    expect_error(r, Code::ResourceExhausted, "REQUEST_TOO_LARGE");
    let r = client.get_game(get(&"A".repeat(200_000))).await;
    expect_error(r, Code::ResourceExhausted, "REQUEST_TOO_LARGE");
    // Large but within the request limit: the input gate answers, naming the field.
    let r = client
        .apply_action(common::authed(
            ApplyActionRequest {
                game_id: game_id.clone(),
                action: "e".repeat(60_000),
                ..ApplyActionRequest::default()
            },
            "AAAAAAAAAAAAAAAAAAAAAA",
        ))
        .await;
    let status = expect_error(r, Code::InvalidArgument, "TEXT_TOO_LONG");
    assert!(
        status.message().starts_with("invalid action: "),
        "{status:?}"
    );
    assert!(status.message().len() < 200, "{status:?}");
    // Within the gate's cap: the field's own check answers.
    let r = client
        .apply_action(common::authed(
            ApplyActionRequest {
                game_id: game_id.clone(),
                action: "e".repeat(200),
                ..ApplyActionRequest::default()
            },
            "AAAAAAAAAAAAAAAAAAAAAA",
        ))
        .await;
    let status = expect_error(r, Code::InvalidArgument, "INVALID_ACTION");
    assert!(status.message().contains("at most 11"), "{status:?}");

    client.ping(PingRequest {}).await.expect("Ping afterwards");
    let version = client
        .get_game(get(&game_id))
        .await
        .expect("GetGame")
        .into_inner()
        .game
        .expect("game")
        .version;
    assert_eq!(version, 1, "refused requests changed nothing");
    assert_eq!(
        connects.load(Ordering::SeqCst),
        1,
        "the connection was never dropped"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn oversized_metadata_is_refused_and_the_server_keeps_serving() {
    common::logs::captured();
    let server = TestServer::start(MemoryStore::default()).await;
    let (channel, connects) = server.counted_channel().await;
    let mut client = HanniballServiceClient::new(channel);
    let (bystander, bystander_connects) = server.counted_channel().await;
    let mut bystander = HanniballServiceClient::new(bystander);
    bystander.ping(PingRequest {}).await.expect("Ping");
    let game_id = new_game(&mut client).await;
    let step = || ApplyActionRequest {
        game_id: game_id.clone(),
        action: "d4-e6".into(),
        ..ApplyActionRequest::default()
    };

    // A long token within the 16 KiB metadata limit: checked and refused.
    let r = client
        .apply_action(common::authed(step(), &"A".repeat(12 * 1024)))
        .await;
    expect_error(r, Code::Unauthenticated, "UNAUTHENTICATED");
    assert_eq!(connects.load(Ordering::SeqCst), 1);

    // Metadata beyond the 16 KiB limit, up to the 256 KiB the transport reads: refused per
    // call with RESOURCE_EXHAUSTED (METADATA_TOO_LARGE), naming the limit; the connection stays.
    for size in [17 * 1024, 33 * 1024, 64 * 1024, 200 * 1024] {
        let r = client
            .apply_action(common::authed(step(), &"A".repeat(size)))
            .await;
        let status = expect_error(r, Code::ResourceExhausted, "METADATA_TOO_LARGE");
        assert!(status.message().contains("(16384 bytes)"), "{status:?}");
    }
    assert_eq!(connects.load(Ordering::SeqCst), 1);

    // Far beyond the transport's ceiling (1 MiB in one header), HTTP/2 closes that one
    // connection (GOAWAY, ENHANCE_YOUR_CALM: too many CONTINUATION frames).
    let r = client
        .apply_action(common::authed(step(), &"A".repeat(1024 * 1024)))
        .await;
    let status = r.expect_err("oversized metadata is refused");
    // RESOURCE_EXHAUSTED when the GOAWAY arrives first, UNKNOWN ("broken pipe") when the
    // server closed while the client was still sending.
    assert!(
        matches!(status.code(), Code::ResourceExhausted | Code::Unknown),
        "{status:?}"
    );

    // The channel reconnects; the server serves on, and the game is unchanged.
    eventually(Duration::from_secs(10), "Ping on a new connection", || {
        let mut client = client.clone();
        async move { client.ping(PingRequest {}).await.is_ok() }
    })
    .await;
    let version = client
        .get_game(get(&game_id))
        .await
        .expect("GetGame")
        .into_inner()
        .game
        .expect("game")
        .version;
    assert_eq!(version, 1);
    // Only the abusive connection was closed: another client's connection lives on.
    bystander
        .ping(PingRequest {})
        .await
        .expect("the bystander's Ping");
    assert_eq!(bystander_connects.load(Ordering::SeqCst), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn oversized_responses_are_resource_exhausted() {
    common::logs::captured();
    // Under the default limit (4 MiB) the legal steps of the initial position are answered;
    // they need more than 1 KiB.
    let server = TestServer::start(MemoryStore::default()).await;
    let mut client = server.client().await;
    let game_id = new_game(&mut client).await;
    let legal = |id: &str| LegalActionsRequest {
        subject: Some(legal_actions_request::Subject::GameId(id.to_owned())),
    };
    let answer = client
        .legal_actions(legal(&game_id))
        .await
        .expect("LegalActions")
        .into_inner();
    let size = answer.encoded_len();
    assert!(size > 1024, "{size}");

    let options = ServeOptions {
        max_response_bytes: 1024,
        ..common::fast_health()
    };
    let server = TestServer::start_with(MemoryStore::default(), options).await;
    let (channel, connects) = server.counted_channel().await;
    let mut client = HanniballServiceClient::new(channel);
    let game_id = new_game(&mut client).await;
    let r = client.legal_actions(legal(&game_id)).await;
    let status = expect_error(r, Code::ResourceExhausted, "RESPONSE_TOO_LARGE");
    assert!(status.message().contains("1024 bytes"), "{status:?}");
    assert!(
        status.message().contains(&size.to_string()),
        "the message names the size {size}: {status:?}"
    );

    // Small answers still flow on the same connection.
    client.get_game(get(&game_id)).await.expect("GetGame");
    assert_eq!(connects.load(Ordering::SeqCst), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slow_calls_hit_the_request_timeout_and_their_work_is_dropped() {
    common::logs::captured();
    let store = Probe::new(MemoryStore::default());
    let knobs = store.knobs.clone();
    let options = ServeOptions {
        request_timeout: Duration::from_millis(300),
        ..common::fast_health()
    };
    let server = TestServer::start_with(store, options).await;
    let (channel, connects) = server.counted_channel().await;
    let mut client = HanniballServiceClient::new(channel);
    let game_id = new_game(&mut client).await;

    knobs.set_load_delay(Duration::from_secs(3));
    let started = Instant::now();
    let r = client.get_game(get(&game_id)).await;
    let elapsed = started.elapsed();
    let status = expect_error(r, Code::DeadlineExceeded, "REQUEST_TIMEOUT");
    assert!(status.message().contains("300ms"), "{status:?}");
    assert!(
        elapsed < Duration::from_secs(3),
        "answered at the timeout, not after the slow store: {elapsed:?}"
    );
    // The cancelled call's store work was dropped, not left running.
    eventually(Duration::from_secs(1), "no store work in flight", || {
        let knobs = knobs.clone();
        async move { knobs.in_flight() == 0 }
    })
    .await;

    // A client deadline shorter than the server's: the server stops the work at the
    // client's deadline.
    let mut request = Request::new(get(&game_id));
    request.set_timeout(Duration::from_millis(100));
    let r = client.get_game(request).await;
    let status = r.expect_err("the client deadline passes");
    assert!(
        matches!(status.code(), Code::Cancelled | Code::DeadlineExceeded),
        "{status:?}"
    );
    eventually(Duration::from_secs(1), "no store work in flight", || {
        let knobs = knobs.clone();
        async move { knobs.in_flight() == 0 }
    })
    .await;

    knobs.set_load_delay(Duration::ZERO);
    client
        .get_game(get(&game_id))
        .await
        .expect("fast again on the same connection");
    assert_eq!(connects.load(Ordering::SeqCst), 1);
    let logs = String::from_utf8_lossy(&common::logs::captured().lock().unwrap()).into_owned();
    assert!(
        logs.contains("exceeded the request timeout"),
        "the timeout is logged"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn calls_per_connection_are_limited() {
    common::logs::captured();
    let store = Probe::new(MemoryStore::default());
    let knobs = store.knobs.clone();
    let options = ServeOptions {
        concurrency_per_connection: 2,
        ..common::fast_health()
    };
    let server = TestServer::start_with(store, options).await;
    let first = server.client().await;
    let second = server.client().await;
    let game_id = new_game(&mut first.clone()).await;

    knobs.set_load_delay(Duration::from_millis(400));
    knobs.reset_max();
    let mut calls = Vec::new();
    for _ in 0..8 {
        let mut client = first.clone();
        let id = game_id.clone();
        calls.push(tokio::spawn(async move { client.get_game(get(&id)).await }));
    }
    for call in calls {
        call.await.expect("task").expect("every call is answered");
    }
    assert_eq!(
        knobs.max_in_flight(),
        2,
        "one connection runs at most 2 calls at once"
    );

    // The limit is per connection: two connections run 2 each.
    knobs.reset_max();
    let mut calls = Vec::new();
    for i in 0..8 {
        let mut client = if i % 2 == 0 {
            first.clone()
        } else {
            second.clone()
        };
        let id = game_id.clone();
        calls.push(tokio::spawn(async move { client.get_game(get(&id)).await }));
    }
    for call in calls {
        call.await.expect("task").expect("every call is answered");
    }
    assert_eq!(knobs.max_in_flight(), 4);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_panicking_handler_answers_internal_and_the_server_carries_on() {
    let logs = common::logs::captured();
    let store = Probe::new(MemoryStore::default());
    let knobs = store.knobs.clone();
    let server = TestServer::start(store).await;
    let (channel, connects) = server.counted_channel().await;
    let mut client = HanniballServiceClient::new(channel);
    let doomed = new_game(&mut client).await;
    let healthy = new_game(&mut client).await;

    knobs.panic_on(Some(&doomed));
    for _ in 0..3 {
        let r = client.get_game(get(&doomed)).await;
        let status = expect_error(r, Code::Internal, "INTERNAL");
        assert_eq!(status.message(), "internal error", "details are not sent");
        let r = client
            .apply_action(common::authed(
                ApplyActionRequest {
                    game_id: doomed.clone(),
                    action: "d4-e6".into(),
                    ..ApplyActionRequest::default()
                },
                "AAAAAAAAAAAAAAAAAAAAAA",
            ))
            .await;
        expect_error(r, Code::Internal, "INTERNAL");
        // Between the panics, other games are served on the same connection.
        client.get_game(get(&healthy)).await.expect("GetGame");
    }
    assert_eq!(connects.load(Ordering::SeqCst), 1, "no connection was lost");

    let text = String::from_utf8_lossy(&logs.lock().unwrap()).into_owned();
    let logged = text
        .lines()
        .filter(|l| l.contains("a call panicked") && l.contains("ERROR"))
        .collect::<Vec<_>>();
    assert!(
        logged.len() >= 6,
        "every panic is logged as an error:\n{text}"
    );
    assert!(
        logged
            .iter()
            .any(|l| l.contains("/hanniball.v1.HanniballService/GetGame")
                && l.contains("the test store panics")),
        "with the method and the panic message:\n{text}"
    );

    knobs.panic_on(None);
    client
        .get_game(get(&doomed))
        .await
        .expect("the game is served once the fault is gone");
    let _ = std::io::stderr().flush();
}

/// Opens a raw HTTP/2 connection that never answers a ping; returns whether the server sent a
/// PING and how long the connection lasted (`None`: still open after `watch`).
async fn silent_peer(addr: std::net::SocketAddr, watch: Duration) -> (bool, Option<Duration>) {
    use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
    let mut stream = tokio::net::TcpStream::connect(addr).await.expect("connect");
    let started = Instant::now();
    // The client preface, empty SETTINGS, and an acknowledgement of the server's SETTINGS.
    stream
        .write_all(b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n")
        .await
        .expect("preface");
    stream
        .write_all(&[0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 4, 1, 0, 0, 0, 0])
        .await
        .expect("settings");
    let mut pinged = false;
    let mut buffer = Vec::new();
    let mut chunk = [0u8; 4096];
    loop {
        let left = watch.saturating_sub(started.elapsed());
        match tokio::time::timeout(left, stream.read(&mut chunk)).await {
            Err(_) => return (pinged, None),
            Ok(Ok(0) | Err(_)) => return (pinged, Some(started.elapsed())),
            Ok(Ok(n)) => {
                buffer.extend_from_slice(&chunk[..n]);
                // Walk the complete frames: 3 bytes length, type, flags, stream id.
                while buffer.len() >= 9 {
                    let length = usize::from(buffer[0]) << 16
                        | usize::from(buffer[1]) << 8
                        | usize::from(buffer[2]);
                    if buffer.len() < 9 + length {
                        break;
                    }
                    if buffer[3] == 6 && buffer[4] & 1 == 0 {
                        pinged = true; // a PING that is not an acknowledgement
                    }
                    buffer.drain(..9 + length);
                }
            }
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn silent_peers_are_dropped_by_http2_keepalive() {
    common::logs::captured();
    let options = ServeOptions {
        http2_keepalive_interval: Some(Duration::from_millis(500)),
        http2_keepalive_timeout: Duration::from_millis(500),
        ..common::fast_health()
    };
    let server = TestServer::start_with(MemoryStore::default(), options).await;
    let (pinged, closed) = silent_peer(server.addr, Duration::from_secs(10)).await;
    assert!(pinged, "the server pings an idle connection");
    let closed = closed.expect("the server closes a connection whose peer does not answer");
    assert!(
        closed >= Duration::from_millis(900),
        "closed after {closed:?}"
    );

    // Without keepalive the same silent connection is left alone.
    let options = ServeOptions {
        http2_keepalive_interval: None,
        ..common::fast_health()
    };
    let server = TestServer::start_with(MemoryStore::default(), options).await;
    let (pinged, closed) = silent_peer(server.addr, Duration::from_secs(3)).await;
    assert!(!pinged);
    assert_eq!(closed, None);
}
