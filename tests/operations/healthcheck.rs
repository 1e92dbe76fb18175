//! `arbiter healthcheck` (the real binary) against servers in this process: exit status 0
//! only while SERVING; the empty name follows the store, `liveness` does not.

use crate::common;

use std::time::Duration;

use arbiter::games::hanniball::SERVICE_NAME;
use arbiter::server::LIVENESS_SERVICE;
use arbiter::store::{DEFAULT_GAME_TTL, MemoryStore, RedisStore};
use common::{RedisServer, TestServer, eventually};
use tokio::net::TcpListener;

struct Outcome {
    success: bool,
    stdout: String,
    stderr: String,
}

async fn healthcheck(args: &[&str]) -> Outcome {
    let child = tokio::process::Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .arg("healthcheck")
        .args(args)
        .kill_on_drop(true)
        .output();
    let out = tokio::time::timeout(Duration::from_secs(20), child)
        .await
        .expect("healthcheck ends within 20 s")
        .expect("run arbiter healthcheck");
    // Exit status 0 or 1, never anything else (Docker reserves 2).
    assert!(matches!(out.status.code(), Some(0 | 1)), "{:?}", out.status);
    Outcome {
        success: out.status.success(),
        stdout: String::from_utf8_lossy(&out.stdout).trim().to_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).trim().to_owned(),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn healthcheck_reports_serving_and_unknown_services() {
    let server = TestServer::start(MemoryStore::default()).await;
    let addr = server.addr.to_string();
    for service in ["", SERVICE_NAME, LIVENESS_SERVICE] {
        let out = healthcheck(&["--addr", &addr, "--service", service]).await;
        assert!(out.success, "{service:?}: {}", out.stderr);
        assert_eq!(out.stdout, "SERVING");
    }
    let out = healthcheck(&["--addr", &format!("http://{addr}")]).await;
    assert!(out.success, "{}", out.stderr);
    let out = healthcheck(&["--addr", &addr, "--service", "no.such.Service"]).await;
    assert!(!out.success);
    assert_eq!(out.stdout, "SERVICE_UNKNOWN");

    // After shutdown: nothing listens.
    server.stop().await;
    let out = healthcheck(&["--addr", &addr]).await;
    assert!(!out.success);
    assert!(out.stderr.contains("cannot connect"), "{}", out.stderr);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn liveness_stays_serving_while_the_store_is_down() {
    let mut redis = RedisServer::start();
    let store = RedisStore::open(&redis.url(), DEFAULT_GAME_TTL).expect("redis url");
    let server = TestServer::start(store).await;
    let addr = server.addr.to_string();
    assert!(healthcheck(&["--addr", &addr]).await.success);

    redis.stop();
    eventually(
        Duration::from_secs(10),
        "the server reports NOT_SERVING",
        || {
            let addr = addr.clone();
            async move {
                let out = healthcheck(&["--addr", &addr]).await;
                !out.success && out.stdout == "NOT_SERVING"
            }
        },
    )
    .await;
    let out = healthcheck(&["--addr", &addr, "--service", SERVICE_NAME]).await;
    assert_eq!(out.stdout, "NOT_SERVING");
    assert!(!out.success);
    let out = healthcheck(&["--addr", &addr, "--service", LIVENESS_SERVICE]).await;
    assert!(out.success, "{}", out.stderr);
    assert_eq!(out.stdout, "SERVING");

    redis.restart();
    eventually(
        Duration::from_secs(15),
        "the server reports SERVING again",
        || {
            let addr = addr.clone();
            async move { healthcheck(&["--addr", &addr]).await.success }
        },
    )
    .await;
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_that_never_answers_fails_the_check_in_time() {
    // Accepts connections and never says a word.
    let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind");
    let addr = listener.local_addr().expect("address").to_string();
    let silent = tokio::spawn(async move {
        let mut held = Vec::new();
        while let Ok((stream, _)) = listener.accept().await {
            held.push(stream);
        }
    });
    let out = healthcheck(&["--addr", &addr, "--timeout-ms", "500"]).await;
    silent.abort();
    assert!(!out.success);
    assert!(
        out.stderr.contains("no answer within 500 ms"),
        "{}",
        out.stderr
    );

    let out = healthcheck(&["--addr", "not an address"]).await;
    assert!(!out.success);
    assert!(out.stderr.contains("invalid address"), "{}", out.stderr);
}
