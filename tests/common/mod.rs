//! Test fixtures: a private `redis-server` per test, an in-process server on an ephemeral
//! port, generated clients, and helpers to read error details; the real binary as a child
//! process ([`binary`]), accounts signed in to ([`accounts`]), instrumented stores
//! ([`stores`]), a random-play client ([`play`]) and a private PostgreSQL ([`postgres`]).
#![allow(dead_code)]

pub mod accounts;
pub mod binary;
pub mod certs;
pub mod computer;
pub mod endings;
pub mod grpc_web;
pub mod logs;
pub mod play;
pub mod postgres;
pub mod push_service;
pub mod stores;

use std::io::{Read as _, Write as _};
use std::net::{SocketAddr, TcpListener as StdListener, TcpStream};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use arbiter::games::hanniball::pb::hanniball_service_client::HanniballServiceClient;
use arbiter::server::{ServeOptions, serve_with};
use arbiter::store::{DEFAULT_GAME_TTL, GameStore, MemoryStore, RedisStore};
use tempfile::TempDir;
use tokio::net::TcpListener;
use tokio::sync::oneshot;
use tokio::task::JoinHandle;
use tonic::transport::Channel;
use tonic::{Code, Request, Status};
use tonic_health::pb::HealthCheckRequest;
use tonic_health::pb::health_check_response::ServingStatus;
use tonic_health::pb::health_client::HealthClient;
use tonic_types::StatusExt;

/// A `redis-server` of this test alone: its own port and directory, killed on drop.
pub struct RedisServer {
    child: Option<Child>,
    port: u16,
    dir: TempDir,
    persistent: bool,
}

fn free_port() -> u16 {
    let listener = StdListener::bind("127.0.0.1:0").expect("bind an ephemeral port");
    listener.local_addr().expect("local address").port()
}

impl RedisServer {
    /// A Redis that keeps nothing on disk.
    pub fn start() -> RedisServer {
        RedisServer::launch(false)
    }

    /// A Redis whose data survives a restart (append-only file, fsync on every write).
    pub fn start_persistent() -> RedisServer {
        RedisServer::launch(true)
    }

    fn launch(persistent: bool) -> RedisServer {
        match Command::new("redis-server").arg("--version").output() {
            Ok(out) if out.status.success() => {}
            _ => panic!("redis-server not found: install it (apt-get install -y redis-server)"),
        }
        let mut last_error = String::new();
        // Another process may grab the free port between choosing and binding it: retry.
        for _ in 0..5 {
            let mut server = RedisServer {
                child: None,
                port: free_port(),
                dir: tempfile::tempdir().expect("temporary directory for redis"),
                persistent,
            };
            match server.spawn() {
                Ok(()) => return server,
                Err(e) => last_error = e,
            }
        }
        panic!("could not start redis-server: {last_error}");
    }

    fn spawn(&mut self) -> Result<(), String> {
        let mut command = Command::new("redis-server");
        command
            .arg("--port")
            .arg(self.port.to_string())
            .args(["--bind", "127.0.0.1"])
            .args(["--save", ""])
            .args(["--protected-mode", "no"])
            .arg("--dir")
            .arg(self.dir.path());
        if self.persistent {
            command.args(["--appendonly", "yes", "--appendfsync", "always"]);
        } else {
            command.args(["--appendonly", "no"]);
        }
        let mut child = command
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("spawn redis-server: {e}"))?;
        let deadline = Instant::now() + Duration::from_secs(10);
        while Instant::now() < deadline {
            if let Ok(Some(status)) = child.try_wait() {
                return Err(format!("redis-server exited at start: {status}"));
            }
            if ping(self.port) {
                self.child = Some(child);
                return Ok(());
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        let _ = child.kill();
        let _ = child.wait();
        Err("redis-server did not answer PING within 10 s".into())
    }

    /// The URL of this Redis.
    pub fn url(&self) -> String {
        format!("redis://127.0.0.1:{}/", self.port)
    }

    /// The data directory.
    pub fn dir(&self) -> &Path {
        self.dir.path()
    }

    /// Kills the server at once (as a crash would).
    pub fn stop(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }

    /// Freezes (`true`, SIGSTOP) or thaws (`false`, SIGCONT) the server: a hung Redis that
    /// keeps its connections open but answers nothing.
    pub fn freeze(&self, frozen: bool) {
        let child = self.child.as_ref().expect("redis is running");
        let signal = if frozen { "-STOP" } else { "-CONT" };
        let status = Command::new("kill")
            .arg(signal)
            .arg(child.id().to_string())
            .status()
            .expect("run kill");
        assert!(status.success(), "kill {signal} failed");
    }

    /// Starts the server again on the same port with the same directory.
    pub fn restart(&mut self) {
        self.stop();
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            match self.spawn() {
                Ok(()) => return,
                Err(e) if Instant::now() > deadline => panic!("could not restart redis: {e}"),
                Err(_) => std::thread::sleep(Duration::from_millis(100)),
            }
        }
    }
}

impl Drop for RedisServer {
    fn drop(&mut self) {
        if let Some(child) = &self.child {
            // A frozen server ignores nothing but SIGKILL; thaw it anyway so nothing lingers.
            let _ = Command::new("kill")
                .arg("-CONT")
                .arg(child.id().to_string())
                .status();
        }
        self.stop();
    }
}

/// Whether a Redis on `port` answers PING with PONG (not LOADING).
fn ping(port: u16) -> bool {
    let Ok(mut stream) = TcpStream::connect(("127.0.0.1", port)) else {
        return false;
    };
    let _ = stream.set_read_timeout(Some(Duration::from_millis(500)));
    if stream.write_all(b"PING\r\n").is_err() {
        return false;
    }
    let mut buf = [0u8; 64];
    match stream.read(&mut buf) {
        Ok(n) => buf[..n].starts_with(b"+PONG"),
        Err(_) => false,
    }
}

/// A server running in this process on 127.0.0.1:<ephemeral>, shut down on drop.
pub struct TestServer {
    pub addr: SocketAddr,
    shutdown: Option<oneshot::Sender<()>>,
    task: Option<JoinHandle<()>>,
}

impl TestServer {
    /// Serves `store` with a fast health check (every 100 ms).
    pub async fn start<S: GameStore>(store: S) -> TestServer {
        TestServer::start_with(store, fast_health()).await
    }

    /// Serves the binary's games over `store` with `options`.
    pub async fn start_with<S: GameStore>(store: S, options: ServeOptions) -> TestServer {
        TestServer::start_games(store, options, arbiter::games::Served).await
    }

    /// Serves the games of `games` over `store` with `options`.
    pub async fn start_games<S: GameStore>(
        store: S,
        options: ServeOptions,
        games: impl arbiter::rpc::Catalog,
    ) -> TestServer {
        let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind");
        let addr = listener.local_addr().expect("local address");
        let (tx, rx) = oneshot::channel::<()>();
        let task = tokio::spawn(async move {
            let shutdown = async {
                let _ = rx.await;
            };
            if let Err(e) = serve_with(listener, store, &games, options, shutdown).await {
                panic!("server failed: {e}");
            }
        });
        TestServer {
            addr,
            shutdown: Some(tx),
            task: Some(task),
        }
    }

    pub fn endpoint(&self) -> String {
        format!("http://{}", self.addr)
    }

    pub async fn channel(&self) -> Channel {
        Channel::from_shared(self.endpoint())
            .expect("endpoint")
            .connect()
            .await
            .expect("connect to the test server")
    }

    pub async fn client(&self) -> HanniballServiceClient<Channel> {
        HanniballServiceClient::new(self.channel().await)
    }

    /// The generic client of game `G` (what the bots use).
    pub async fn game_client<G: arbiter::rpc::Wire>(&self) -> arbiter::rpc::client::Client<G> {
        arbiter::rpc::client::Client::new(self.channel().await)
    }

    pub async fn health(&self) -> HealthClient<Channel> {
        HealthClient::new(self.channel().await)
    }

    /// A channel that counts the TCP connections it opens: a channel reconnects by itself, so
    /// a count of 1 at the end proves the server never dropped the connection.
    pub async fn counted_channel(&self) -> (Channel, Arc<AtomicUsize>) {
        counted_channel(self.addr).await
    }

    /// Ends the server at once, as a killed process ends: its task is aborted mid-call,
    /// with every background task of it, and nothing is finished.
    pub async fn kill(mut self) {
        if let Some(task) = self.task.take() {
            task.abort();
            let _ = task.await;
        }
    }

    /// Stops the server and waits until it has finished.
    pub async fn stop(mut self) {
        if let Some(tx) = self.shutdown.take() {
            let _ = tx.send(());
        }
        if let Some(task) = self.task.take() {
            tokio::time::timeout(Duration::from_secs(10), task)
                .await
                .expect("server stops within 10 s")
                .expect("server task");
        }
    }
}

/// The default options, with the store checked every 100 ms.
pub fn fast_health() -> ServeOptions {
    ServeOptions {
        health_interval: Duration::from_millis(100),
        ..ServeOptions::default()
    }
}

/// Account options for tests: the cheapest password hash, generous sign-in limits.
pub fn account_options() -> arbiter::players::accounts::AccountOptions {
    arbiter::players::accounts::AccountOptions {
        cost: arbiter::players::hashing::PasswordCost::TEST,
        session_ttl: Duration::from_secs(3600),
        sign_ins_per_name_per_min: 1000,
        sign_ins_per_address_per_min: 1000,
        sign_in_failures_per_name_address_per_min: 1000,
        accounts_per_address_per_hour: 0,
        accounts_per_min: 0,
        ..arbiter::players::accounts::AccountOptions::default()
    }
}

/// The players of `db` on the system clock, with [`account_options`].
pub fn players_of(db: arbiter::players::db::Database) -> arbiter::players::Players {
    arbiter::players::Players::new(db, arbiter::session::clock::system(), account_options())
        .expect("players")
}

/// A tournament director fast enough for tests: a tick of 200 ms (100 ms with `quick`), a
/// lease of 1.5 s, a pause of 300 ms between rounds, and finished events kept for
/// `keep_finished`.
pub fn fast_tournaments(
    keep_finished: Duration,
    quick: bool,
) -> arbiter::lobby::events::TournamentOptions {
    arbiter::lobby::events::TournamentOptions {
        tick: Duration::from_millis(if quick { 100 } else { 200 }),
        lease: Duration::from_millis(1500),
        round_pause: Duration::from_millis(300),
        keep_finished,
    }
}

/// Options with `players` served, a manual clock and a deadline scheduler that never runs
/// within a test (reads end games).
pub fn players_options(
    clock: &arbiter::session::clock::ManualClock,
    players: &arbiter::players::Players,
) -> ServeOptions {
    ServeOptions {
        clock: Arc::new(clock.clone()),
        play: arbiter::session::play::PlayOptions {
            abandon_after: Duration::from_secs(3600),
            tick: Duration::from_secs(3600),
            scan_interval: Duration::from_secs(3600),
            scan_batch: 16,
            ..arbiter::session::play::PlayOptions::default()
        },
        players: Some(players.clone()),
        ..fast_health()
    }
}

impl Drop for TestServer {
    fn drop(&mut self) {
        if let Some(tx) = self.shutdown.take() {
            let _ = tx.send(());
        }
    }
}

/// A channel to `addr` that counts the TCP connections it opens.
pub async fn counted_channel(addr: SocketAddr) -> (Channel, Arc<AtomicUsize>) {
    let connects = Arc::new(AtomicUsize::new(0));
    let counter = connects.clone();
    let connector = tower::service_fn(move |_: tonic::transport::Uri| {
        let counter = counter.clone();
        async move {
            counter.fetch_add(1, Ordering::SeqCst);
            let stream = tokio::net::TcpStream::connect(addr).await?;
            stream.set_nodelay(true)?;
            Ok::<_, std::io::Error>(hyper_util::rt::TokioIo::new(stream))
        }
    });
    let channel = tonic::transport::Endpoint::from_shared(format!("http://{addr}"))
        .expect("endpoint")
        .connect_with_connector(connector)
        .await
        .expect("connect");
    (channel, connects)
}

/// Which store a test runs against.
#[derive(Clone, Copy, Debug)]
pub enum Backend {
    Memory,
    Redis,
}

/// A server over a store (and the store's Redis, when it has one).
pub struct Fixture {
    pub server: TestServer,
    pub client: HanniballServiceClient<Channel>,
    pub redis: Option<RedisServer>,
}

impl Fixture {
    pub async fn new(backend: Backend) -> Fixture {
        match backend {
            Backend::Memory => {
                let server = TestServer::start(MemoryStore::default()).await;
                let client = server.client().await;
                Fixture {
                    server,
                    client,
                    redis: None,
                }
            }
            Backend::Redis => {
                let redis = RedisServer::start();
                let store = RedisStore::open(&redis.url(), DEFAULT_GAME_TTL).expect("redis url");
                let server = TestServer::start(store).await;
                let client = server.client().await;
                Fixture {
                    server,
                    client,
                    redis: Some(redis),
                }
            }
        }
    }
}

/// Generates one `#[tokio::test]` per store for each scenario `async fn(Backend)`.
#[macro_export]
macro_rules! both_stores {
    ($($scenario:ident),* $(,)?) => {
        mod memory {
            $(
                #[tokio::test]
                async fn $scenario() {
                    super::$scenario($crate::common::Backend::Memory).await;
                }
            )*
        }
        mod redis {
            $(
                #[tokio::test]
                async fn $scenario() {
                    super::$scenario($crate::common::Backend::Redis).await;
                }
            )*
        }
    };
}

/// A request acting for the holder of `token`.
pub fn authed<T>(message: T, token: &str) -> Request<T> {
    let mut request = Request::new(message);
    request.metadata_mut().insert(
        "authorization",
        format!("Bearer {token}").parse().expect("metadata value"),
    );
    request
}

/// Asserts the status code and `ErrorInfo` reason of a failed call, and returns the status.
#[track_caller]
pub fn expect_error<T: std::fmt::Debug>(
    result: Result<tonic::Response<T>, Status>,
    code: Code,
    reason: &str,
) -> Status {
    let status = match result {
        Ok(response) => panic!(
            "expected {code:?}/{reason}, got {:?}",
            response.into_inner()
        ),
        Err(status) => status,
    };
    assert_eq!(status.code(), code, "unexpected status: {status:?}");
    let info = status
        .get_details_error_info()
        .unwrap_or_else(|| panic!("no ErrorInfo in {status:?}"));
    assert_eq!(info.reason, reason, "unexpected reason: {status:?}");
    assert_eq!(info.domain, "arbiter");
    status
}

/// The version a retried change made, when the service answered `REQUEST_EXPIRED` with
/// `applied_version` (it was applied; its answer is no longer kept).
pub fn expired_applied_version(status: &Status) -> Option<u64> {
    let info = status.get_details_error_info()?;
    if info.reason != "REQUEST_EXPIRED" {
        return None;
    }
    info.metadata.get("applied_version")?.parse().ok()
}

/// Whether a game's retry log in Redis (`game:{<id>}:requests`) holds the record of
/// `request_id`, i.e. the request was applied and its record is still kept.
pub async fn request_landed(
    conn: &mut impl redis::aio::ConnectionLike,
    game_id: &str,
    request_id: &str,
) -> redis::RedisResult<bool> {
    let log: Option<Vec<u8>> = redis::cmd("GET")
        .arg(format!("game:{{{game_id}}}:requests"))
        .query_async(conn)
        .await?;
    Ok(log
        .and_then(|bytes| arbiter::store::RetryLog::from_bytes(&bytes).ok())
        .is_some_and(|log| log.find(&arbiter::store::request_tag(request_id)).is_some()))
}

/// The health of the whole server ("") as seen by a client.
pub async fn serving_status(health: &mut HealthClient<Channel>, service: &str) -> ServingStatus {
    match health
        .check(HealthCheckRequest {
            service: service.to_owned(),
        })
        .await
    {
        Ok(response) => response.into_inner().status(),
        Err(status) => panic!("health check failed: {status:?}"),
    }
}

/// Polls until `condition` holds, or panics after `limit`.
pub async fn eventually<F, Fut>(limit: Duration, what: &str, mut condition: F)
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = bool>,
{
    let deadline = Instant::now() + limit;
    loop {
        if condition().await {
            return;
        }
        assert!(Instant::now() < deadline, "timed out waiting for: {what}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// An HTTP/1.1 answer: status, headers (names in lower case), body.
#[derive(Debug)]
pub struct HttpReply {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: String,
}

impl HttpReply {
    /// The value of header `name`, if present.
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// The headers whose names start with `prefix`.
    pub fn headers_starting_with(&self, prefix: &str) -> Vec<&(String, String)> {
        self.headers
            .iter()
            .filter(|(n, _)| n.starts_with(prefix))
            .collect()
    }
}

/// Sends one HTTP/1.1 request without a body (`Connection: close`) and reads the whole
/// answer; the body must not be chunked.
pub async fn http1(
    addr: SocketAddr,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
) -> HttpReply {
    use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
    let mut request = format!("{method} {path} HTTP/1.1\r\nhost: {addr}\r\nconnection: close\r\n");
    for (name, value) in headers {
        request.push_str(&format!("{name}: {value}\r\n"));
    }
    request.push_str("\r\n");
    let exchange = async {
        let mut stream = tokio::net::TcpStream::connect(addr).await.expect("connect");
        stream.write_all(request.as_bytes()).await.expect("send");
        let mut answer = Vec::new();
        stream.read_to_end(&mut answer).await.expect("read");
        answer
    };
    let answer = tokio::time::timeout(Duration::from_secs(10), exchange)
        .await
        .unwrap_or_else(|_| panic!("{method} {path}: no answer within 10 s"));
    let text = String::from_utf8(answer).expect("a text answer");
    let (head, body) = text.split_once("\r\n\r\n").expect("end of headers");
    let mut lines = head.split("\r\n");
    let status_line = lines.next().expect("status line");
    let status = status_line
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("bad status line {status_line:?}"));
    assert!(
        !head
            .to_ascii_lowercase()
            .contains("transfer-encoding: chunked"),
        "chunked answer not supported: {head}"
    );
    let headers = lines
        .map(|line| {
            let (name, value) = line.split_once(':').expect("header line");
            (name.trim().to_ascii_lowercase(), value.trim().to_owned())
        })
        .collect();
    HttpReply {
        status,
        headers,
        body: body.to_owned(),
    }
}

/// What a watcher saw next.
#[derive(Debug)]
// A test helper, short-lived: the size of a snapshot does not matter.
#[allow(clippy::large_enum_variant)]
pub enum Seen {
    Snapshot(arbiter::games::hanniball::pb::Game),
    Event(Box<arbiter::games::hanniball::pb::GameEvent>),
    /// The stream ended: OK, or with a status.
    End(Result<(), Status>),
}

/// A `WatchGame` stream.
pub struct Watcher {
    stream: tonic::Streaming<arbiter::games::hanniball::pb::WatchGameResponse>,
}

impl Watcher {
    /// Opens a stream on `client`; the error is the call's status.
    pub async fn open(
        client: &mut HanniballServiceClient<Channel>,
        game_id: &str,
        from_version: Option<u64>,
    ) -> Result<Watcher, Status> {
        let request = arbiter::games::hanniball::pb::WatchGameRequest {
            game_id: game_id.to_owned(),
            from_version,
            audience: false,
            legal_actions: false,
        };
        let stream = client.watch_game(request).await?.into_inner();
        Ok(Watcher { stream })
    }

    /// Follows a stream already opened (e.g. with a seat's credential).
    pub fn from_stream(
        stream: tonic::Streaming<arbiter::games::hanniball::pb::WatchGameResponse>,
    ) -> Watcher {
        Watcher { stream }
    }

    /// The next message or the end; panics after 20 s of silence.
    pub async fn next(&mut self) -> Seen {
        self.next_within(Duration::from_secs(20))
            .await
            .expect("a watch message within 20 s")
    }

    /// The next message or the end, or `None` if nothing came within `limit`.
    pub async fn next_within(&mut self, limit: Duration) -> Option<Seen> {
        use arbiter::games::hanniball::pb::watch_game_response::Update;
        let message = tokio::time::timeout(limit, self.stream.message())
            .await
            .ok()?;
        Some(match message {
            Ok(Some(response)) => match response.update {
                Some(Update::Snapshot(game)) => Seen::Snapshot(game),
                Some(Update::Event(event)) => Seen::Event(Box::new(event)),
                Some(Update::Audience(_)) => panic!("an audience message not asked for"),
                None => panic!("a watch message without an update"),
            },
            Ok(None) => Seen::End(Ok(())),
            Err(status) => Seen::End(Err(status)),
        })
    }

    /// The next message, which must be a snapshot.
    #[track_caller]
    pub fn expect_snapshot(seen: Seen) -> arbiter::games::hanniball::pb::Game {
        match seen {
            Seen::Snapshot(game) => game,
            other => panic!("expected a snapshot, got {other:?}"),
        }
    }

    /// The next message, which must be an event.
    #[track_caller]
    pub fn expect_event(seen: Seen) -> arbiter::games::hanniball::pb::GameEvent {
        match seen {
            Seen::Event(event) => *event,
            other => panic!("expected an event, got {other:?}"),
        }
    }
}

/// A free port `p` whose Redis Cluster bus port `p + 10000` is free too.
fn free_cluster_port() -> u16 {
    for _ in 0..200 {
        let port = free_port();
        if port > 55_000 {
            continue;
        }
        if StdListener::bind(("127.0.0.1", port + 10_000)).is_ok() {
            return port;
        }
    }
    panic!("no free port pair (p, p + 10000) found for a Redis Cluster node");
}

/// A three-master Redis Cluster of this test alone, on free ports in one temporary
/// directory; every node is killed on drop.
pub struct RedisCluster {
    nodes: Vec<(u16, Child)>,
    dir: TempDir,
}

impl RedisCluster {
    pub fn start() -> RedisCluster {
        match Command::new("redis-server").arg("--version").output() {
            Ok(out) if out.status.success() => {}
            _ => panic!("redis-server not found: install it (apt-get install -y redis-server)"),
        }
        match Command::new("redis-cli").arg("--version").output() {
            Ok(out) if out.status.success() => {}
            _ => panic!(
                "redis-cli not found: install it (apt-get install -y redis-tools; \
                 redis-server depends on it)"
            ),
        }
        let mut last_error = String::new();
        // A chosen port may be taken before the server binds it: retry with new ports.
        for _ in 0..3 {
            let mut cluster = RedisCluster {
                nodes: Vec::new(),
                dir: tempfile::tempdir().expect("temporary directory for the cluster"),
            };
            match cluster.launch() {
                Ok(()) => return cluster,
                Err(e) => last_error = e,
            }
        }
        panic!("could not start a Redis Cluster: {last_error}");
    }

    fn launch(&mut self) -> Result<(), String> {
        for _ in 0..3 {
            let port = free_cluster_port();
            let child = Command::new("redis-server")
                .arg("--port")
                .arg(port.to_string())
                .args(["--bind", "127.0.0.1"])
                .args(["--cluster-enabled", "yes"])
                .arg("--cluster-config-file")
                .arg(format!("nodes-{port}.conf"))
                .args(["--save", ""])
                .args(["--appendonly", "no"])
                .args(["--protected-mode", "no"])
                .arg("--dir")
                .arg(self.dir.path())
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .spawn()
                .map_err(|e| format!("spawn redis-server: {e}"))?;
            self.nodes.push((port, child));
        }
        let deadline = Instant::now() + Duration::from_secs(10);
        for (port, child) in &mut self.nodes {
            loop {
                if let Ok(Some(status)) = child.try_wait() {
                    return Err(format!("redis-server on {port} exited at start: {status}"));
                }
                if ping(*port) {
                    break;
                }
                if Instant::now() > deadline {
                    return Err(format!("redis-server on {port} did not answer PING"));
                }
                std::thread::sleep(Duration::from_millis(20));
            }
        }
        let addresses: Vec<String> = self
            .nodes
            .iter()
            .map(|(port, _)| format!("127.0.0.1:{port}"))
            .collect();
        let out = Command::new("redis-cli")
            .arg("--cluster")
            .arg("create")
            .args(&addresses)
            .args(["--cluster-replicas", "0", "--cluster-yes"])
            .output()
            .map_err(|e| format!("run redis-cli --cluster create: {e}"))?;
        if !out.status.success() {
            return Err(format!(
                "redis-cli --cluster create failed: {}{}",
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            ));
        }
        let deadline = Instant::now() + Duration::from_secs(30);
        for (port, _) in &self.nodes {
            loop {
                let info = Command::new("redis-cli")
                    .args(["-h", "127.0.0.1", "-p"])
                    .arg(port.to_string())
                    .args(["cluster", "info"])
                    .output()
                    .map_err(|e| format!("run redis-cli cluster info: {e}"))?;
                if String::from_utf8_lossy(&info.stdout).contains("cluster_state:ok") {
                    break;
                }
                if Instant::now() > deadline {
                    return Err(format!("node {port} never reported cluster_state:ok"));
                }
                std::thread::sleep(Duration::from_millis(100));
            }
        }
        Ok(())
    }

    /// The ports of the nodes.
    pub fn ports(&self) -> Vec<u16> {
        self.nodes.iter().map(|(port, _)| *port).collect()
    }

    /// `redis+cluster://` URL of the cluster.
    pub fn url(&self) -> String {
        let nodes: Vec<String> = self
            .ports()
            .iter()
            .map(|port| format!("127.0.0.1:{port}"))
            .collect();
        format!("redis+cluster://{}", nodes.join(","))
    }
}

impl Drop for RedisCluster {
    fn drop(&mut self) {
        for (_, child) in &mut self.nodes {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}
