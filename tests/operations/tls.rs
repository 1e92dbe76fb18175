//! TLS of the real binary, with certificates made at run time: gRPC over HTTP/2 (ALPN h2)
//! and gRPC-Web over HTTP/1.1 (ALPN http/1.1) on one TLS port; mutual TLS with good, expired,
//! wrong-CA and missing client certificates; certificate reload on SIGHUP and on change; and
//! Redis over TLS (`rediss://`), with and without a client certificate.

use crate::common;

use std::net::{SocketAddr, TcpStream as StdTcpStream};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

use arbiter::games::hanniball::pb::hanniball_service_client::HanniballServiceClient;
use arbiter::games::hanniball::pb::{GetGameRequest, NewGameRequest, PingRequest};
use common::binary::{Launch, ServerProcess};
use common::certs::{Ca, Pair};
use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
use tonic::transport::{Channel, ClientTlsConfig};
use tonic_health::pb::HealthCheckRequest;
use tonic_health::pb::health_check_response::ServingStatus;
use tonic_health::pb::health_client::HealthClient;

/// Starts the binary serving TLS with `server` (and `envs`); `ready` is a client setting the
/// readiness check can use.
async fn tls_server(
    dir: &Path,
    server: &Pair,
    envs: &[(&str, &str)],
    ready: ClientTlsConfig,
) -> ServerProcess {
    let (cert, key) = server.write(dir, "server");
    let cert = cert.to_str().expect("path").to_owned();
    let key = key.to_str().expect("path").to_owned();
    let mut all = vec![
        ("ARBITER_TLS_CERT", cert.as_str()),
        ("ARBITER_TLS_KEY", key.as_str()),
    ];
    all.extend_from_slice(envs);
    ServerProcess::launch(
        &all,
        Launch {
            tls: Some(ready),
            ..Launch::default()
        },
    )
    .await
}

/// Connects with `tls` and calls Ping: the error text, if anything failed.
async fn ping_with(port: u16, tls: ClientTlsConfig) -> Result<(), String> {
    let attempt = async {
        let channel = Channel::from_shared(format!("https://127.0.0.1:{port}"))
            .map_err(|e| e.to_string())?
            .tls_config(tls)
            .map_err(|e| e.to_string())?
            .connect()
            .await
            .map_err(|e| chain(&e))?;
        HanniballServiceClient::new(channel)
            .ping(PingRequest {})
            .await
            .map(|_| ())
            .map_err(|s| format!("{:?}: {}", s.code(), chain(&s)))
    };
    tokio::time::timeout(Duration::from_secs(5), attempt)
        .await
        .unwrap_or_else(|_| Err("no answer within 5 s".into()))
}

/// An error and its causes.
fn chain(error: &dyn std::error::Error) -> String {
    let mut text = error.to_string();
    let mut source = error.source();
    while let Some(cause) = source {
        text = format!("{text}: {cause}");
        source = cause.source();
    }
    text
}

/// A raw TLS connection offering `alpn`; the protocol the server chose and the stream.
async fn raw_tls(
    port: u16,
    ca: &Ca,
    alpn: &[&[u8]],
) -> (
    Option<Vec<u8>>,
    tokio_rustls::client::TlsStream<tokio::net::TcpStream>,
) {
    let mut roots = rustls::RootCertStore::empty();
    let ca_der = rustls::pki_types::CertificateDer::from(rustls_pemfile_free(&ca.pem));
    roots.add(ca_der).expect("CA");
    let mut config = rustls::ClientConfig::builder_with_provider(arbiter::tls::provider())
        .with_safe_default_protocol_versions()
        .expect("versions")
        .with_root_certificates(roots)
        .with_no_client_auth();
    config.alpn_protocols = alpn.iter().map(|p| p.to_vec()).collect();
    let connector = tokio_rustls::TlsConnector::from(Arc::new(config));
    let tcp = tokio::net::TcpStream::connect(("127.0.0.1", port))
        .await
        .expect("connect");
    let name = rustls::pki_types::ServerName::try_from("localhost").expect("name");
    let stream = connector.connect(name, tcp).await.expect("TLS handshake");
    let chosen = stream.get_ref().1.alpn_protocol().map(<[u8]>::to_vec);
    (chosen, stream)
}

/// The DER bytes of the first certificate in a PEM text.
fn rustls_pemfile_free(pem: &str) -> Vec<u8> {
    use rustls::pki_types::pem::PemObject as _;
    rustls::pki_types::CertificateDer::from_pem_slice(pem.as_bytes())
        .expect("a PEM certificate")
        .to_vec()
}

fn healthcheck(args: &[&str]) -> (bool, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .arg("healthcheck")
        .args(args)
        .output()
        .expect("run arbiter healthcheck");
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (out.status.success(), text)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tls_serves_grpc_over_h2_and_grpc_web_over_http1() {
    let dir = tempfile::tempdir().expect("dir");
    let ca = Ca::new("test CA");
    let server = tls_server(dir.path(), &ca.server(), &[], ca.client_tls()).await;
    ping_with(server.port, ca.client_tls())
        .await
        .expect("Ping over TLS");

    let (chosen, _) = raw_tls(server.port, &ca, &[b"h2", b"http/1.1"]).await;
    assert_eq!(chosen.as_deref(), Some(&b"h2"[..]));
    let (chosen, mut stream) = raw_tls(server.port, &ca, &[b"http/1.1"]).await;
    assert_eq!(chosen.as_deref(), Some(&b"http/1.1"[..]));
    // gRPC-Web over HTTP/1.1 inside TLS: a health check (an empty message, 5-byte frame).
    let request = "POST /grpc.health.v1.Health/Check HTTP/1.1\r\nhost: localhost\r\n\
                   content-type: application/grpc-web+proto\r\nx-grpc-web: 1\r\n\
                   content-length: 5\r\nconnection: close\r\n\r\n";
    stream.write_all(request.as_bytes()).await.expect("send");
    stream.write_all(&[0, 0, 0, 0, 0]).await.expect("send");
    let mut answer = Vec::new();
    let _ = tokio::time::timeout(Duration::from_secs(5), stream.read_to_end(&mut answer)).await;
    let text = String::from_utf8_lossy(&answer);
    assert!(text.starts_with("HTTP/1.1 200"), "{text}");
    assert!(text.contains("grpc-status:0"), "{text}");

    // Plaintext to the TLS port is refused.
    let plain = async {
        let mut client =
            HanniballServiceClient::connect(format!("http://127.0.0.1:{}", server.port))
                .await
                .map_err(|e| e.to_string())?;
        client.ping(PingRequest {}).await.map_err(|s| s.to_string())
    };
    let plain = tokio::time::timeout(Duration::from_secs(5), plain).await;
    assert!(
        matches!(plain, Ok(Err(_))),
        "plaintext must fail: {plain:?}"
    );

    // The healthcheck subcommand speaks TLS.
    let (ca_file, _) = Pair {
        cert: ca.pem.clone(),
        key: String::new(),
    }
    .write(dir.path(), "ca");
    let addr = format!("https://127.0.0.1:{}", server.port);
    let (ok, text) = healthcheck(&[
        "--addr",
        &addr,
        "--tls-ca",
        ca_file.to_str().expect("path"),
        "--tls-server-name",
        "localhost",
    ]);
    assert!(ok && text.contains("SERVING"), "{text}");
    let logs = server.logs();
    assert!(logs.contains("TLS certificate loaded"), "{logs}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn mutual_tls_requires_a_valid_client_certificate() {
    let dir = tempfile::tempdir().expect("dir");
    let ca = Ca::new("test CA");
    let other = Ca::new("another CA");
    let good = ca.client("player", false);
    let (ca_file, _) = Pair {
        cert: ca.pem.clone(),
        key: String::new(),
    }
    .write(dir.path(), "client-ca");
    let ca_path = ca_file.to_str().expect("path").to_owned();
    let server = tls_server(
        dir.path(),
        &ca.server(),
        &[("ARBITER_TLS_CLIENT_CA", ca_path.as_str())],
        ca.client_tls().identity(good.identity()),
    )
    .await;
    ping_with(server.port, ca.client_tls().identity(good.identity()))
        .await
        .expect("a client certificate of the CA is accepted");

    let cases = [
        ("no client certificate", ca.client_tls()),
        (
            "an expired client certificate",
            ca.client_tls().identity(ca.client("late", true).identity()),
        ),
        (
            "a client certificate of another CA",
            ca.client_tls()
                .identity(other.client("stranger", false).identity()),
        ),
    ];
    for (what, tls) in cases {
        let started = Instant::now();
        let error = ping_with(server.port, tls).await.expect_err(what);
        println!("{what}: refused in {:?}: {error}", started.elapsed());
    }
    // The healthcheck can present a client certificate.
    let (cert, key) = good.write(dir.path(), "probe");
    let addr = format!("https://127.0.0.1:{}", server.port);
    let (ok, text) = healthcheck(&[
        "--addr",
        &addr,
        "--tls-ca",
        &ca_path,
        "--tls-cert",
        cert.to_str().expect("path"),
        "--tls-key",
        key.to_str().expect("path"),
        "--tls-server-name",
        "localhost",
    ]);
    assert!(ok, "{text}");
    let (ok, text) = healthcheck(&[
        "--addr",
        &addr,
        "--tls-ca",
        &ca_path,
        "--tls-server-name",
        "localhost",
    ]);
    assert!(!ok, "without a client certificate: {text}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn certificates_are_reloaded_on_sighup_and_on_change() {
    let dir = tempfile::tempdir().expect("dir");
    let first = Ca::new("first CA");
    let second = Ca::new("second CA");
    let server = tls_server(
        dir.path(),
        &first.server(),
        &[("ARBITER_TLS_RELOAD_SECS", "3600")],
        first.client_tls(),
    )
    .await;
    let kept = server.channel().await;
    let mut kept = HanniballServiceClient::new(kept);
    ping_with(server.port, first.client_tls())
        .await
        .expect("first certificate");

    // New files: not used before SIGHUP (the interval is an hour)...
    second.server().write(dir.path(), "server");
    assert!(ping_with(server.port, second.client_tls()).await.is_err());
    // ...and used after it, by new connections; an open connection keeps its session.
    let started = Instant::now();
    server.signal("HUP");
    common::eventually(Duration::from_secs(5), "the second certificate", || {
        let tls = second.client_tls();
        let port = server.port;
        async move { ping_with(port, tls).await.is_ok() }
    })
    .await;
    let sighup = started.elapsed();
    assert!(ping_with(server.port, first.client_tls()).await.is_err());
    kept.ping(PingRequest {})
        .await
        .expect("the open connection carries on");

    // A broken file is refused and the certificate in use stays.
    std::fs::write(dir.path().join("server.crt"), "not a certificate").expect("write");
    server.signal("HUP");
    common::eventually(
        Duration::from_secs(5),
        "the failed reload in the log",
        || {
            let logs = server.logs();
            async move { logs.contains("TLS reload failed") }
        },
    )
    .await;
    ping_with(server.port, second.client_tls())
        .await
        .expect("the second certificate stays after a failed reload");
    let logs = server.logs();
    assert_eq!(
        logs.matches("TLS certificate reloaded").count(),
        1,
        "{logs}"
    );

    // With a short interval, a change is picked up without a signal.
    let dir = tempfile::tempdir().expect("dir");
    let server = tls_server(
        dir.path(),
        &first.server(),
        &[("ARBITER_TLS_RELOAD_SECS", "1")],
        first.client_tls(),
    )
    .await;
    second.server().write(dir.path(), "server");
    let started = Instant::now();
    common::eventually(Duration::from_secs(5), "the changed certificate", || {
        let tls = second.client_tls();
        let port = server.port;
        async move { ping_with(port, tls).await.is_ok() }
    })
    .await;
    println!(
        "reload: after SIGHUP served within {sighup:?}; after a change (1 s checks) within {:?}",
        started.elapsed()
    );
}

/// A `redis-server` serving only TLS on a free port, killed on drop.
struct TlsRedis {
    child: Child,
    port: u16,
    _dir: tempfile::TempDir,
}

impl TlsRedis {
    fn start(ca: &Ca, require_client_certificates: bool) -> TlsRedis {
        let dir = tempfile::tempdir().expect("dir");
        let (cert, key) = ca.server().write(dir.path(), "redis");
        let (ca_file, _) = Pair {
            cert: ca.pem.clone(),
            key: String::new(),
        }
        .write(dir.path(), "ca");
        for _ in 0..5 {
            let port = std::net::TcpListener::bind("127.0.0.1:0")
                .and_then(|l| l.local_addr())
                .expect("free port")
                .port();
            let mut child = Command::new("redis-server")
                .args(["--port", "0", "--bind", "127.0.0.1", "--save", ""])
                .args(["--appendonly", "no", "--protected-mode", "no"])
                .arg("--tls-port")
                .arg(port.to_string())
                .arg("--tls-cert-file")
                .arg(&cert)
                .arg("--tls-key-file")
                .arg(&key)
                .arg("--tls-ca-cert-file")
                .arg(&ca_file)
                .args([
                    "--tls-auth-clients",
                    if require_client_certificates {
                        "yes"
                    } else {
                        "no"
                    },
                ])
                .arg("--dir")
                .arg(dir.path())
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .spawn()
                .expect("start redis-server (Debian's is built with TLS)");
            let deadline = Instant::now() + Duration::from_secs(10);
            while Instant::now() < deadline {
                if let Ok(Some(_)) = child.try_wait() {
                    break;
                }
                let to = SocketAddr::from(([127, 0, 0, 1], port));
                if StdTcpStream::connect_timeout(&to, Duration::from_millis(200)).is_ok() {
                    return TlsRedis {
                        child,
                        port,
                        _dir: dir,
                    };
                }
                std::thread::sleep(Duration::from_millis(20));
            }
            let _ = child.kill();
            let _ = child.wait();
        }
        panic!("redis-server with TLS did not start");
    }

    fn url(&self) -> String {
        format!("rediss://127.0.0.1:{}/", self.port)
    }
}

impl Drop for TlsRedis {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

async fn readiness(server: &ServerProcess) -> ServingStatus {
    let mut health = HealthClient::new(server.channel().await);
    let started = Instant::now();
    loop {
        let status = health
            .check(HealthCheckRequest::default())
            .await
            .expect("health")
            .into_inner()
            .status();
        if status == ServingStatus::Serving || started.elapsed() > Duration::from_secs(3) {
            return status;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

async fn play(server: &ServerProcess) {
    let mut client = server.client().await;
    let game = client
        .new_game(NewGameRequest::default())
        .await
        .expect("NewGame over rediss")
        .into_inner()
        .game
        .expect("game");
    let again = client
        .get_game(GetGameRequest {
            game_id: game.game_id.clone(),
        })
        .await
        .expect("GetGame over rediss")
        .into_inner()
        .game
        .expect("game");
    assert_eq!(again.version, 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_store_talks_to_redis_over_tls() {
    let dir = tempfile::tempdir().expect("dir");
    let ca = Ca::new("redis CA");
    let (ca_file, _) = Pair {
        cert: ca.pem.clone(),
        key: String::new(),
    }
    .write(dir.path(), "ca");
    let ca_path = ca_file.to_str().expect("path").to_owned();

    // Server authentication only.
    let redis = TlsRedis::start(&ca, false);
    let url = redis.url();
    let server = ServerProcess::start(&[
        ("REDIS_URL", url.as_str()),
        ("ARBITER_REDIS_CA", ca_path.as_str()),
    ])
    .await;
    assert_eq!(readiness(&server).await, ServingStatus::Serving);
    play(&server).await;
    // Without the CA, the system's roots do not know the test CA: not serving.
    let untrusting = ServerProcess::start(&[("REDIS_URL", url.as_str())]).await;
    assert_eq!(readiness(&untrusting).await, ServingStatus::NotServing);
    drop(redis);

    // Redis requires client certificates.
    let redis = TlsRedis::start(&ca, true);
    let url = redis.url();
    let (cert, key) = ca.client("arbiter", false).write(dir.path(), "client");
    let server = ServerProcess::start(&[
        ("REDIS_URL", url.as_str()),
        ("ARBITER_REDIS_CA", ca_path.as_str()),
        ("ARBITER_REDIS_CLIENT_CERT", cert.to_str().expect("path")),
        ("ARBITER_REDIS_CLIENT_KEY", key.to_str().expect("path")),
    ])
    .await;
    assert_eq!(readiness(&server).await, ServingStatus::Serving);
    play(&server).await;
    let anonymous = ServerProcess::start(&[
        ("REDIS_URL", url.as_str()),
        ("ARBITER_REDIS_CA", ca_path.as_str()),
    ])
    .await;
    assert_eq!(readiness(&anonymous).await, ServingStatus::NotServing);
    println!("rediss: served with the CA, and with a client certificate where Redis requires one");
}
