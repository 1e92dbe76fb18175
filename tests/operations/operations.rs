//! Operations: reflection (v1 and v1alpha), health, and the `arbiter` binary's configuration,
//! logging and graceful shutdown on SIGTERM.

use crate::common;

use std::io::Read as _;
use std::net::TcpListener as StdListener;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use arbiter::games::hanniball::SERVICE_NAME;
use arbiter::games::hanniball::pb::hanniball_service_client::HanniballServiceClient;
use arbiter::games::hanniball::pb::{ApplyActionRequest, NewGameRequest, PingRequest};
use arbiter::store::MemoryStore;
use common::{TestServer, authed, serving_status};
use tonic_health::pb::health_check_response::ServingStatus;

#[tokio::test]
async fn reflection_v1_lists_and_describes_the_services() {
    use tonic_reflection::pb::v1::ServerReflectionRequest;
    use tonic_reflection::pb::v1::server_reflection_client::ServerReflectionClient;
    use tonic_reflection::pb::v1::server_reflection_request::MessageRequest;
    use tonic_reflection::pb::v1::server_reflection_response::MessageResponse;

    let server = TestServer::start(MemoryStore::default()).await;
    let mut client = ServerReflectionClient::new(server.channel().await);
    let requests = vec![
        ServerReflectionRequest {
            host: String::new(),
            message_request: Some(MessageRequest::ListServices(String::new())),
        },
        ServerReflectionRequest {
            host: String::new(),
            message_request: Some(MessageRequest::FileContainingSymbol(
                "hanniball.v1.HanniballService".into(),
            )),
        },
    ];
    let mut responses = client
        .server_reflection_info(tokio_stream::iter(requests))
        .await
        .expect("reflection")
        .into_inner();
    let first = responses.message().await.unwrap().unwrap();
    let Some(MessageResponse::ListServicesResponse(list)) = first.message_response else {
        panic!("unexpected {first:?}");
    };
    let names: Vec<String> = list.service.into_iter().map(|s| s.name).collect();
    for expected in [
        "hanniball.v1.HanniballService",
        "grpc.health.v1.Health",
        "grpc.reflection.v1.ServerReflection",
    ] {
        assert!(
            names.iter().any(|n| n == expected),
            "{expected} in {names:?}"
        );
    }
    let second = responses.message().await.unwrap().unwrap();
    let Some(MessageResponse::FileDescriptorResponse(files)) = second.message_response else {
        panic!("unexpected {second:?}");
    };
    assert!(!files.file_descriptor_proto.is_empty());
}

#[tokio::test]
async fn reflection_v1alpha_lists_the_services() {
    use tonic_reflection::pb::v1alpha::ServerReflectionRequest;
    use tonic_reflection::pb::v1alpha::server_reflection_client::ServerReflectionClient;
    use tonic_reflection::pb::v1alpha::server_reflection_request::MessageRequest;
    use tonic_reflection::pb::v1alpha::server_reflection_response::MessageResponse;

    let server = TestServer::start(MemoryStore::default()).await;
    let mut client = ServerReflectionClient::new(server.channel().await);
    let request = ServerReflectionRequest {
        host: String::new(),
        message_request: Some(MessageRequest::ListServices(String::new())),
    };
    let mut responses = client
        .server_reflection_info(tokio_stream::iter([request]))
        .await
        .expect("reflection")
        .into_inner();
    let first = responses.message().await.unwrap().unwrap();
    let Some(MessageResponse::ListServicesResponse(list)) = first.message_response else {
        panic!("unexpected {first:?}");
    };
    assert!(
        list.service
            .iter()
            .any(|s| s.name == "hanniball.v1.HanniballService")
    );
}

#[tokio::test]
async fn health_reports_serving_and_ping_answers() {
    let server = TestServer::start(MemoryStore::default()).await;
    let mut health = server.health().await;
    assert_eq!(
        serving_status(&mut health, "").await,
        ServingStatus::Serving
    );
    assert_eq!(
        serving_status(&mut health, SERVICE_NAME).await,
        ServingStatus::Serving
    );
    server
        .client()
        .await
        .ping(PingRequest {})
        .await
        .expect("Ping");
    server.stop().await;
}

/// Waits for a child process with a deadline.
fn wait_with_deadline(
    child: &mut std::process::Child,
    limit: Duration,
) -> std::process::ExitStatus {
    let deadline = Instant::now() + limit;
    loop {
        if let Some(status) = child.try_wait().expect("wait") {
            return status;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("the server did not exit within {limit:?}");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_binary_serves_logs_json_without_secrets_and_stops_on_sigterm() {
    let port = StdListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let mut child = Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .arg("serve")
        .env("ARBITER_LISTEN", format!("127.0.0.1:{port}"))
        // The former name of the variable: still read, with a deprecation warning.
        .env("HANNIBALL_LOG_FORMAT", "json")
        .env_remove("ARBITER_LOG_FORMAT")
        .env("RUST_LOG", "debug")
        .env_remove("REDIS_URL")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start the arbiter binary");

    let endpoint = format!("http://127.0.0.1:{port}");
    let deadline = Instant::now() + Duration::from_secs(20);
    let mut client = loop {
        if let Ok(client) = HanniballServiceClient::connect(endpoint.clone()).await {
            break client;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("the binary did not start listening on {endpoint}");
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    client.ping(PingRequest {}).await.expect("Ping");
    let created = client
        .new_game(NewGameRequest::default())
        .await
        .expect("NewGame")
        .into_inner();
    let id = created.game.unwrap().game_id;
    for token in [&created.black_token, &created.white_token] {
        // One refused (NOT_YOUR_TURN) and one accepted call, both with tokens.
        let _ = client
            .apply_action(authed(
                ApplyActionRequest {
                    game_id: id.clone(),
                    action: "d4-e6".into(),
                    ..ApplyActionRequest::default()
                },
                token,
            ))
            .await;
    }
    drop(client);

    let pid = child.id().to_string();
    let killed = Command::new("kill")
        .args(["-TERM", &pid])
        .status()
        .expect("run kill");
    assert!(killed.success());
    let status = wait_with_deadline(&mut child, Duration::from_secs(20));
    assert!(status.success(), "exit status {status:?}");

    let mut logs = String::new();
    child
        .stdout
        .take()
        .unwrap()
        .read_to_string(&mut logs)
        .unwrap();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut logs)
        .unwrap();
    assert!(logs.contains("SIGTERM received"), "{logs}");
    assert!(
        logs.contains("deprecated environment variables HANNIBALL_LOG_FORMAT"),
        "the former variable name is warned about: {logs}"
    );
    assert!(logs.contains("server stopped"), "{logs}");
    assert!(logs.contains(&id), "the game id is logged: {logs}");
    assert!(
        logs.contains("NOT_YOUR_TURN"),
        "outcomes are logged: {logs}"
    );
    for line in logs.lines().filter(|l| !l.trim().is_empty()) {
        assert!(
            line.starts_with('{') && line.ends_with('}'),
            "not JSON: {line}"
        );
    }
    assert!(
        !logs.contains(&created.white_token),
        "a seat token was logged"
    );
    assert!(
        !logs.contains(&created.black_token),
        "a seat token was logged"
    );
}

#[test]
fn the_binary_rejects_bad_configuration() {
    let output = Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .args(["--listen", "not-an-address"])
        .output()
        .expect("run the binary");
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("--listen"), "{stderr}");
}

#[test]
fn the_former_env_prefix_is_read_and_the_new_one_wins() {
    // HANNIBALL_LISTEN is read as ARBITER_LISTEN: its bad value is refused.
    let output = Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .env("HANNIBALL_LISTEN", "not-an-address")
        .env_remove("ARBITER_LISTEN")
        .output()
        .expect("run the binary");
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("--listen") && stderr.contains("not-an-address"),
        "{stderr}"
    );

    // With both set, ARBITER_LISTEN is the one read.
    let output = Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .env("HANNIBALL_LISTEN", "127.0.0.1:0")
        .env("ARBITER_LISTEN", "still-not-an-address")
        .output()
        .expect("run the binary");
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("still-not-an-address"), "{stderr}");
}
