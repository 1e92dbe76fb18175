//! The transport edge of the real binary: silent and half-open connections, the maximum
//! connection age, descriptor exhaustion and the connection cap, oversized metadata next to a
//! live watch stream, duplicate credentials, compressed calls, and rate limits.

use crate::common;

use std::io::{Read as _, Write as _};
use std::net::{SocketAddr, TcpStream};
use std::time::{Duration, Instant};

use arbiter::games::hanniball::pb::hanniball_service_client::HanniballServiceClient;
use arbiter::games::hanniball::pb::{
    ApplyActionRequest, GetGameRequest, LegalActionsRequest, NewGameRequest, NewGameResponse,
    PingRequest, legal_actions_request,
};
use common::binary::{Launch, ServerProcess};
use common::{Watcher, authed, expect_error};
use tonic::codec::CompressionEncoding;
use tonic::metadata::MetadataValue;
use tonic::transport::Channel;
use tonic::{Code, Request};
use tonic_types::StatusExt as _;

const PREFACE: &[u8] = b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n";

fn addr(server: &ServerProcess) -> SocketAddr {
    SocketAddr::from(([127, 0, 0, 1], server.port))
}

/// Reads from `stream` until the server closes it (EOF or reset); the time that took, or
/// `None` if it stayed open for `limit`. Bytes the server sends (its HTTP/2 SETTINGS) are
/// skipped.
fn time_until_closed(
    stream: &mut TcpStream,
    started: Instant,
    limit: Duration,
) -> Option<Duration> {
    let mut buf = [0u8; 4096];
    loop {
        let left = limit.checked_sub(started.elapsed())?;
        stream
            .set_read_timeout(Some(left.max(Duration::from_millis(1))))
            .expect("read timeout");
        match stream.read(&mut buf) {
            Ok(0) => return Some(started.elapsed()),
            Ok(_) => {}
            Err(e)
                if matches!(
                    e.kind(),
                    std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                ) =>
            {
                if started.elapsed() >= limit {
                    return None;
                }
            }
            Err(_) => return Some(started.elapsed()),
        }
    }
}

async fn new_game(client: &mut HanniballServiceClient<Channel>) -> NewGameResponse {
    client
        .new_game(NewGameRequest::default())
        .await
        .expect("NewGame")
        .into_inner()
}

fn get(game_id: &str) -> GetGameRequest {
    GetGameRequest {
        game_id: game_id.to_owned(),
    }
}

async fn ping_ms(client: &mut HanniballServiceClient<Channel>) -> f64 {
    let started = Instant::now();
    client.ping(PingRequest {}).await.expect("Ping");
    started.elapsed().as_secs_f64() * 1000.0
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn silent_and_half_open_connections_are_closed_at_the_handshake_timeout() {
    let server = ServerProcess::start(&[("ARBITER_HANDSHAKE_TIMEOUT_MS", "500")]).await;
    let mut client = server.client().await;
    let to = addr(&server);

    let started = Instant::now();
    let silent = TcpStream::connect(to).expect("connect");
    let mut half_preface = TcpStream::connect(to).expect("connect");
    half_preface.write_all(&PREFACE[..12]).expect("send");
    let mut half_head = TcpStream::connect(to).expect("connect");
    half_head
        .write_all(b"POST /grpc.health.v1.Health/Check HTTP/1.1\r\nhost: x\r\n")
        .expect("send");
    let mut whole_preface = TcpStream::connect(to).expect("connect");
    whole_preface.write_all(PREFACE).expect("send");
    whole_preface
        .write_all(&[0, 0, 0, 4, 0, 0, 0, 0, 0])
        .expect("send SETTINGS");

    // Meanwhile another connection is served at once.
    let mut slowest_ping = 0f64;
    for _ in 0..10 {
        slowest_ping = slowest_ping.max(ping_ms(&mut client).await);
    }
    let closed = tokio::task::spawn_blocking(move || {
        let mut silent = silent;
        let limit = Duration::from_secs(3);
        [
            ("silent", time_until_closed(&mut silent, started, limit)),
            (
                "half preface",
                time_until_closed(&mut half_preface, started, limit),
            ),
            (
                "half HTTP/1.1 head",
                time_until_closed(&mut half_head, started, limit),
            ),
            (
                "whole preface",
                time_until_closed(&mut whole_preface, started, limit),
            ),
        ]
    })
    .await
    .expect("reader");
    for (what, after) in &closed[..3] {
        let after = after.unwrap_or_else(|| panic!("the {what} connection stayed open"));
        assert!(
            after >= Duration::from_millis(450) && after < Duration::from_millis(1500),
            "the {what} connection closed after {after:?}"
        );
    }
    assert_eq!(
        closed[3].1, None,
        "a connection that sent the preface stays open"
    );
    assert!(slowest_ping < 250.0, "slowest Ping {slowest_ping:.1} ms");
    println!(
        "handshake timeout 500 ms: silent closed after {:?}, half preface {:?}, half HTTP/1.1 \
         head {:?}; whole preface open after 3 s; 10 Pings meanwhile, slowest {slowest_ping:.1} ms",
        closed[0].1.unwrap_or_default(),
        closed[1].1.unwrap_or_default(),
        closed[2].1.unwrap_or_default()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn connections_past_their_maximum_age_go_away_and_close_after_the_grace() {
    let server = ServerProcess::start(&[
        ("ARBITER_MAX_CONNECTION_AGE_SECS", "1"),
        ("ARBITER_MAX_CONNECTION_AGE_GRACE_SECS", "1"),
    ])
    .await;
    let (channel, connects) = common::counted_channel(addr(&server)).await;
    let mut client = HanniballServiceClient::new(channel);
    let game = new_game(&mut client).await;
    let game_id = game.game.expect("game").game_id;
    let started = Instant::now();
    let mut watcher = Watcher::open(&mut client, &game_id, None)
        .await
        .expect("WatchGame");
    Watcher::expect_snapshot(watcher.next().await);
    // Calls keep working across the GOAWAY: the channel opens a new connection.
    let mut failures = 0;
    let mut pings = 0;
    let watch_end = loop {
        tokio::select! {
            seen = watcher.next_within(Duration::from_secs(5)) => break (seen, started.elapsed()),
            () = tokio::time::sleep(Duration::from_millis(50)) => {
                pings += 1;
                if client.ping(PingRequest {}).await.is_err() {
                    failures += 1;
                }
            }
        }
    };
    let (seen, ended_after) = watch_end;
    assert!(
        matches!(seen, Some(common::Seen::End(Err(_)))),
        "the watch stream is cut at age + grace: {seen:?}"
    );
    assert!(
        ended_after >= Duration::from_millis(1800) && ended_after < Duration::from_secs(4),
        "cut after {ended_after:?}"
    );
    let opened = connects.load(std::sync::atomic::Ordering::SeqCst);
    assert!(
        opened >= 2,
        "the channel reconnected after GOAWAY ({opened} connections)"
    );
    assert!(failures <= 1, "{failures} of {pings} Pings failed");
    println!(
        "max age 1 s + grace 1 s: watch stream cut after {ended_after:?}; {pings} Pings meanwhile, \
         {failures} failed; {opened} connections opened"
    );
}

/// User plus system CPU time of `pid`, in seconds.
fn cpu_seconds(pid: u32) -> f64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).expect("read /proc/PID/stat");
    let after_name = stat.rsplit_once(')').expect("stat format").1;
    let fields: Vec<&str> = after_name.split_whitespace().collect();
    // Fields 14 and 15 of stat(5), counted from the state (field 3) here.
    let ticks: u64 =
        fields[11].parse::<u64>().expect("utime") + fields[12].parse::<u64>().expect("stime");
    // SAFETY: sysconf has no preconditions.
    let per_second = unsafe { libc::sysconf(libc::_SC_CLK_TCK) }.max(1);
    ticks as f64 / per_second as f64
}

/// The server's CPU use, as a fraction of one core, over `span`.
async fn cpu_share(pid: u32, span: Duration) -> f64 {
    let before = cpu_seconds(pid);
    tokio::time::sleep(span).await;
    (cpu_seconds(pid) - before) / span.as_secs_f64()
}

/// Whether a new client's Ping on a new connection is answered within `limit`.
async fn new_client_served(server: &ServerProcess, limit: Duration) -> bool {
    let attempt = async {
        let mut client = HanniballServiceClient::new(server.try_channel().await.ok()?);
        client.ping(PingRequest {}).await.ok()
    };
    matches!(tokio::time::timeout(limit, attempt).await, Ok(Some(_)))
}

/// Opens `n` idle TCP connections (they send nothing).
fn idle_connections(to: SocketAddr, n: usize) -> Vec<TcpStream> {
    (0..n)
        .map(|_| {
            TcpStream::connect_timeout(&to, Duration::from_secs(2)).expect("connect (backlog)")
        })
        .collect()
}

/// Under `prlimit --nofile=128`, more idle connections than fit: the server does not spin,
/// serves its open connection, and serves a new client once connections close.
async fn exhaust(
    envs: &[(&str, &str)],
    expect_log: &str,
    recovered_log: Option<&str>,
) -> (f64, f64) {
    let mut all = vec![("ARBITER_HANDSHAKE_TIMEOUT_MS", "60000")];
    all.extend_from_slice(envs);
    let server = ServerProcess::launch(
        &all,
        Launch {
            prefix: &["prlimit", "--nofile=128:128", "--"],
            ..Launch::default()
        },
    )
    .await;
    let mut established = server.client().await;
    let idle_share = cpu_share(server.pid(), Duration::from_secs(1)).await;
    let mut idle = idle_connections(addr(&server), 200);
    tokio::time::sleep(Duration::from_millis(500)).await;
    let share = cpu_share(server.pid(), Duration::from_secs(2)).await;
    let logs = server.logs();
    assert!(
        logs.contains(expect_log),
        "expected {expect_log:?} in the log:\n{logs}"
    );
    assert_eq!(
        logs.matches(expect_log).count(),
        1,
        "logged once per episode:\n{logs}"
    );
    assert!(
        share < 0.10,
        "the server used {:.0} % of a core",
        share * 100.0
    );
    // The established connection is served throughout.
    for _ in 0..5 {
        assert!(ping_ms(&mut established).await < 500.0);
    }
    assert!(
        !new_client_served(&server, Duration::from_millis(500)).await,
        "a new client waits while the server is full"
    );
    // Close most connections: a new client is served again.
    idle.truncate(20);
    let started = Instant::now();
    assert!(
        new_client_served(&server, Duration::from_secs(5)).await,
        "a new client is served once connections close:\n{}",
        server.logs()
    );
    let recovery = started.elapsed().as_secs_f64();
    if let Some(line) = recovered_log {
        common::eventually(Duration::from_secs(5), line, || {
            let logs = server.logs();
            async move { logs.contains(line) }
        })
        .await;
    }
    drop(idle);
    println!(
        "  idle CPU {:.1} %, with 200 idle connections beyond the limit {:.1} % of a core; new \
         client served {recovery:.2} s after closing 180",
        idle_share * 100.0,
        share * 100.0
    );
    (share, recovery)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn descriptor_exhaustion_neither_spins_nor_stops_serving() {
    if std::process::Command::new("prlimit")
        .arg("--version")
        .output()
        .is_err()
    {
        panic!("prlimit not found (Debian's util-linux)");
    }
    // The default cap fits the descriptor limit: 128 - 32 = 96 connections, then the server
    // stops accepting.
    println!("default cap under 128 descriptors (96 connections):");
    exhaust(&[], "connection limit reached", None).await;
    // A cap above the descriptor limit: accepting fails with EMFILE and backs off.
    println!("--max-connections 1000 under 128 descriptors (EMFILE):");
    exhaust(
        &[("ARBITER_MAX_CONNECTIONS", "1000")],
        "accepting connections fails",
        Some("accepting connections again"),
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn oversized_metadata_is_refused_per_call_next_to_a_live_watch_stream() {
    let server = ServerProcess::start(&[]).await;
    let (channel, connects) = common::counted_channel(addr(&server)).await;
    let mut client = HanniballServiceClient::new(channel);
    let game = new_game(&mut client).await;
    let white = game.white_token.clone();
    let game_id = game.game.expect("game").game_id;
    let mut watcher = Watcher::open(&mut client, &game_id, None)
        .await
        .expect("WatchGame");
    Watcher::expect_snapshot(watcher.next().await);

    for size in [20_000, 64_000, 200_000] {
        let mut request = Request::new(get(&game_id));
        let value: MetadataValue<_> = "a".repeat(size).parse().expect("ASCII");
        request.metadata_mut().insert("x-padding", value);
        let started = Instant::now();
        let status = expect_error(
            client.get_game(request).await,
            Code::ResourceExhausted,
            "METADATA_TOO_LARGE",
        );
        assert!(status.message().contains("(16384 bytes)"), "{status:?}");
        println!(
            "{size} bytes of metadata: RESOURCE_EXHAUSTED/METADATA_TOO_LARGE in {:.1} ms",
            started.elapsed().as_secs_f64() * 1000.0
        );
    }
    // The watch stream on the same connection is alive: it sees the next step.
    let step = ApplyActionRequest {
        game_id: game_id.clone(),
        action: "d4-e6".into(),
        ..ApplyActionRequest::default()
    };
    client
        .apply_action(authed(step, &white))
        .await
        .expect("ApplyAction");
    let event = Watcher::expect_event(watcher.next().await);
    assert_eq!(event.version, 2);
    assert_eq!(
        connects.load(std::sync::atomic::Ordering::SeqCst),
        1,
        "one connection"
    );

    // Over gRPC-Web (HTTP/1.1) the same limit answers a gRPC-Web status.
    let padding = "a".repeat(20_000);
    let reply = common::http1(
        addr(&server),
        "POST",
        "/grpc.health.v1.Health/Check",
        &[
            ("content-type", "application/grpc-web+proto"),
            ("x-grpc-web", "1"),
            ("content-length", "0"),
            ("x-padding", &padding),
        ],
    )
    .await;
    assert_eq!(reply.status, 200, "{reply:?}");
    assert_eq!(reply.header("grpc-status"), Some("8"), "{reply:?}");

    // Beyond the 256 KiB the transport reads, HTTP/2 refuses the stream itself (431, which
    // tonic reports as UNKNOWN), still without closing the connection...
    let mut request = Request::new(get(&game_id));
    request
        .metadata_mut()
        .insert("x-padding", "a".repeat(300_000).parse().expect("ASCII"));
    let status = client.get_game(request).await.expect_err("refused");
    assert_eq!(status.code(), Code::Unknown, "{status:?}");
    assert!(status.message().contains("431"), "{status:?}");
    assert_eq!(
        connects.load(std::sync::atomic::Ordering::SeqCst),
        1,
        "one connection"
    );
    println!("300000 bytes: {:?} {:?}", status.code(), status.message());
    // ...and far beyond it (more CONTINUATION frames than it allows) HTTP/2 closes the
    // connection (GOAWAY ENHANCE_YOUR_CALM), ending the watch stream too.
    let mut request = Request::new(get(&game_id));
    request
        .metadata_mut()
        .insert("x-padding", "a".repeat(1_000_000).parse().expect("ASCII"));
    let status = client.get_game(request).await.expect_err("refused");
    // RESOURCE_EXHAUSTED when the GOAWAY arrives first, UNKNOWN ("broken pipe") when the
    // server closed while the client was still sending.
    assert!(
        matches!(status.code(), Code::ResourceExhausted | Code::Unknown),
        "{status:?}"
    );
    println!("1000000 bytes: {:?} {:?}", status.code(), status.message());
    let seen = watcher.next_within(Duration::from_secs(5)).await;
    let Some(common::Seen::End(Err(cut))) = seen else {
        panic!("the watch stream ends with the connection: {seen:?}");
    };
    println!(
        "  the watch stream on that connection: {:?} {:?}",
        cut.code(),
        cut.message()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_authorization_headers_are_refused() {
    let server = ServerProcess::start(&[]).await;
    let mut client = server.client().await;
    let game = new_game(&mut client).await;
    let white = game.white_token.clone();
    let game_id = game.game.expect("game").game_id;
    let step = || ApplyActionRequest {
        game_id: game_id.clone(),
        action: "d4-e6".into(),
        ..ApplyActionRequest::default()
    };
    for second in [white.clone(), game.black_token.clone()] {
        let mut request = authed(step(), &white);
        let value: MetadataValue<_> = format!("Bearer {second}").parse().expect("header");
        request.metadata_mut().append("authorization", value);
        let status = expect_error(
            client.apply_action(request).await,
            Code::Unauthenticated,
            "UNAUTHENTICATED",
        );
        assert!(
            status.message().contains("ambiguous credentials"),
            "{status:?}"
        );
    }
    let version = |r: arbiter::games::hanniball::pb::GetGameResponse| r.game.expect("game").version;
    let now = client
        .get_game(get(&game_id))
        .await
        .expect("GetGame")
        .into_inner();
    assert_eq!(version(now), 1, "nothing changed");
    client
        .apply_action(authed(step(), &white))
        .await
        .expect("one header is fine");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn compressed_calls_are_accepted_and_answered_compressed() {
    let server = ServerProcess::start(&[]).await;
    let channel = server.channel().await;
    for encoding in [CompressionEncoding::Gzip, CompressionEncoding::Zstd] {
        let mut client = HanniballServiceClient::new(channel.clone())
            .send_compressed(encoding)
            .accept_compressed(encoding);
        let name = encoding.to_string();
        let response = client
            .new_game(NewGameRequest::default())
            .await
            .expect("NewGame");
        assert_eq!(
            response
                .metadata()
                .get("grpc-encoding")
                .and_then(|v| v.to_str().ok()),
            Some(name.as_str())
        );
        let game_id = response.into_inner().game.expect("game").game_id;
        let legal = LegalActionsRequest {
            subject: Some(legal_actions_request::Subject::GameId(game_id.clone())),
        };
        let response = client.legal_actions(legal).await.expect("LegalActions");
        assert_eq!(
            response
                .metadata()
                .get("grpc-encoding")
                .and_then(|v| v.to_str().ok()),
            Some(name.as_str()),
            "the response is compressed"
        );
        assert!(!response.into_inner().actions.is_empty());
        let mut health = tonic_health::pb::health_client::HealthClient::new(channel.clone())
            .send_compressed(encoding)
            .accept_compressed(encoding);
        let answer = health
            .check(tonic_health::pb::HealthCheckRequest::default())
            .await
            .expect("health, compressed");
        assert_eq!(
            answer
                .metadata()
                .get("grpc-encoding")
                .and_then(|v| v.to_str().ok()),
            Some(name.as_str())
        );
        // A request that inflates past the 64 KiB request limit is refused as too large.
        let bomb = NewGameRequest {
            position: "x".repeat(4 * 1024 * 1024),
            ..NewGameRequest::default()
        };
        let status = expect_error(
            client.new_game(bomb).await,
            Code::ResourceExhausted,
            "REQUEST_TOO_LARGE",
        );
        assert!(status.message().contains("65536"), "{status:?}");
    }
    // Every game's service compresses: Hnefatafl too.
    for encoding in [CompressionEncoding::Gzip, CompressionEncoding::Zstd] {
        use arbiter::games::hnefatafl::pb as hnefatafl;
        let mut client =
            hnefatafl::hnefatafl_service_client::HnefataflServiceClient::new(channel.clone())
                .send_compressed(encoding)
                .accept_compressed(encoding);
        let response = client
            .new_game(hnefatafl::NewGameRequest::default())
            .await
            .expect("Hnefatafl NewGame, compressed");
        let name = encoding.to_string();
        assert_eq!(
            response
                .metadata()
                .get("grpc-encoding")
                .and_then(|v| v.to_str().ok()),
            Some(name.as_str())
        );
    }
    // A client that asks for nothing gets plain answers.
    let mut plain = server.client().await;
    let response = plain.ping(PingRequest {}).await.expect("Ping");
    assert!(response.metadata().get("grpc-encoding").is_none());
}

/// A channel whose connection comes from `source` (another loopback address).
async fn channel_from(server: &ServerProcess, source: [u8; 4]) -> Channel {
    Channel::from_shared(server.endpoint())
        .expect("endpoint")
        .local_address(Some(std::net::IpAddr::from(source)))
        .connect()
        .await
        .expect("connect")
}

#[track_caller]
fn retry_after(status: &tonic::Status, limit: &str) -> Duration {
    assert_eq!(status.code(), Code::ResourceExhausted, "{status:?}");
    let info = status.get_details_error_info().expect("ErrorInfo");
    assert_eq!(info.reason, "RATE_LIMITED");
    assert_eq!(info.metadata.get("limit").map(String::as_str), Some(limit));
    status
        .get_details_retry_info()
        .and_then(|r| r.retry_delay)
        .expect("RetryInfo with a delay")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rate_limited_clients_are_told_when_to_retry_and_others_are_unaffected() {
    let server = ServerProcess::start(&[
        ("ARBITER_RATE_LIMIT_CALLS_PER_SEC", "5"),
        ("ARBITER_RATE_LIMIT_BURST", "10"),
        ("ARBITER_RATE_LIMIT_NEW_GAMES_PER_MIN", "2"),
        ("ARBITER_RATE_LIMIT_SEAT_CALLS_PER_SEC", "2"),
        ("ARBITER_RATE_LIMIT_SEAT_BURST", "3"),
    ])
    .await;
    // The readiness check used one call of 127.0.0.1's burst.
    let mut a = HanniballServiceClient::new(channel_from(&server, [127, 0, 0, 1]).await);
    let mut b = HanniballServiceClient::new(channel_from(&server, [127, 0, 0, 2]).await);

    // Games per address: two a minute.
    let game = new_game(&mut a).await;
    new_game(&mut a).await;
    let status = a
        .new_game(NewGameRequest::default())
        .await
        .expect_err("third game");
    let wait = retry_after(&status, "new_games_per_address");
    assert!(
        wait > Duration::from_secs(10) && wait <= Duration::from_secs(31),
        "{wait:?}"
    );
    println!(
        "3rd NewGame in a minute: RESOURCE_EXHAUSTED, RetryInfo {wait:?}: {}",
        status.message()
    );
    new_game(&mut b).await;

    // Seats: three calls in a burst, then two a second; the other seat is unaffected.
    let white = game.white_token.clone();
    let black = game.black_token.clone();
    let game_id = game.game.expect("game").game_id;
    let step = ApplyActionRequest {
        game_id: game_id.clone(),
        action: "d4-e6".into(),
        ..ApplyActionRequest::default()
    };
    b.apply_action(authed(step, &white))
        .await
        .expect("ApplyAction");
    b.get_game(authed(get(&game_id), &white)).await.expect("1");
    b.get_game(authed(get(&game_id), &white)).await.expect("2");
    let status = b
        .get_game(authed(get(&game_id), &white))
        .await
        .expect_err("the seat's fourth call in a burst of three");
    let seat_wait = retry_after(&status, "calls_per_seat");
    assert!(seat_wait <= Duration::from_millis(501), "{seat_wait:?}");
    b.get_game(authed(get(&game_id), &black))
        .await
        .expect("the other seat");
    tokio::time::sleep(seat_wait).await;
    b.get_game(authed(get(&game_id), &white))
        .await
        .expect("after the delay RetryInfo gave");

    // Calls per address: a burst of ten, then five a second; 127.0.0.2 carries on.
    let mut refused = None;
    for _ in 0..12 {
        if let Err(status) = a.ping(PingRequest {}).await {
            refused = Some(status);
            break;
        }
    }
    let status = refused.expect("127.0.0.1 is limited");
    let wait = retry_after(&status, "calls_per_address");
    assert!(wait <= Duration::from_millis(201), "{wait:?}");
    println!(
        "127.0.0.1 over its burst: RetryInfo {wait:?}: {}",
        status.message()
    );
    b.ping(PingRequest {})
        .await
        .expect("127.0.0.2 is not affected");
    tokio::time::sleep(wait).await;
    a.ping(PingRequest {})
        .await
        .expect("after the delay RetryInfo gave");
    // Health checks are never limited.
    let mut health = tonic_health::pb::health_client::HealthClient::new(
        channel_from(&server, [127, 0, 0, 1]).await,
    );
    for _ in 0..20 {
        health
            .check(tonic_health::pb::HealthCheckRequest::default())
            .await
            .expect("health");
    }
}
