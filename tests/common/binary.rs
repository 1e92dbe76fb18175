//! The real `arbiter` binary as a child process: its own port, its log in a file (so a busy
//! log never blocks it on a full pipe), stopped with SIGKILL on drop. Rate limits are off
//! unless a test sets them (`ARBITER_RATE_LIMIT_*`): the tests call from one address. The
//! computer players' own ladder games are off unless a test sets
//! `ARBITER_LADDER_COMPUTER_GAMES`: they would take thinkers and rate the computer players
//! behind the tests' backs.

use std::fs::File;
use std::net::TcpListener as StdListener;
use std::path::PathBuf;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

use arbiter::games::hanniball::pb::PingRequest;
use arbiter::games::hanniball::pb::hanniball_service_client::HanniballServiceClient;
use tempfile::TempDir;
use tonic::transport::{Channel, ClientTlsConfig};

/// The rate limits' variables, all turned off by default.
const RATE_LIMITS_OFF: [&str; 6] = [
    "ARBITER_RATE_LIMIT_CALLS_PER_SEC",
    "ARBITER_RATE_LIMIT_NEW_GAMES_PER_MIN",
    "ARBITER_RATE_LIMIT_SEAT_CALLS_PER_SEC",
    "ARBITER_ACCOUNTS_PER_ADDRESS_PER_HOUR",
    "ARBITER_ACCOUNTS_PER_MIN",
    "ARBITER_LOBBY_POSTS_PER_SEC",
];

/// A running `arbiter` binary.
pub struct ServerProcess {
    child: Option<Child>,
    pub port: u16,
    log: PathBuf,
    tls: Option<ClientTlsConfig>,
    _dir: TempDir,
}

/// How to start the binary beyond its environment.
#[derive(Clone, Default)]
pub struct Launch<'a> {
    /// Connect with TLS (the server serves TLS): for the readiness check and
    /// [`ServerProcess::channel`].
    pub tls: Option<ClientTlsConfig>,
    /// A command that runs the binary, e.g. `["prlimit", "--nofile=128:128", "--"]`.
    pub prefix: &'a [&'a str],
}

impl ServerProcess {
    /// Starts the binary on a free port with `envs` (e.g. `REDIS_URL`, `RUST_LOG`) and waits
    /// until it answers Ping.
    pub async fn start(envs: &[(&str, &str)]) -> ServerProcess {
        ServerProcess::launch(envs, Launch::default()).await
    }

    /// [`ServerProcess::start`] as `launch` says.
    pub async fn launch(envs: &[(&str, &str)], launch: Launch<'_>) -> ServerProcess {
        let mut last = String::new();
        for _ in 0..5 {
            let port = StdListener::bind("127.0.0.1:0")
                .expect("bind an ephemeral port")
                .local_addr()
                .expect("local address")
                .port();
            let mut server = ServerProcess::spawn(port, envs, &launch);
            if server.wait_until_serving(Duration::from_secs(20)).await {
                return server;
            }
            last = server.logs();
            server.kill();
        }
        panic!("the arbiter binary did not start; its last log:\n{last}");
    }

    /// Starts the binary once (no second try, unlike [`ServerProcess::start`]: a process
    /// that exits is an error) on a free port with `envs`, and waits up to `limit` until it
    /// answers Ping; the error carries its log.
    pub async fn start_once(
        envs: &[(&str, &str)],
        limit: Duration,
    ) -> Result<ServerProcess, String> {
        let port = StdListener::bind("127.0.0.1:0")
            .expect("bind an ephemeral port")
            .local_addr()
            .expect("local address")
            .port();
        let mut server = ServerProcess::spawn(port, envs, &Launch::default());
        if server.wait_until_serving(limit).await {
            return Ok(server);
        }
        let exited = server
            .child
            .as_mut()
            .and_then(|c| c.try_wait().ok().flatten());
        server.kill();
        Err(format!(
            "the arbiter binary did not answer within {limit:?} (exit status: {exited:?}); its log:\n{}",
            server.logs()
        ))
    }

    /// Starts the binary on `port` (e.g. again after it was killed) with `envs`; retries
    /// for a while if the port is not free yet.
    pub async fn start_on(port: u16, envs: &[(&str, &str)]) -> ServerProcess {
        let mut last = String::new();
        for _ in 0..10 {
            let mut server = ServerProcess::spawn(port, envs, &Launch::default());
            if server.wait_until_serving(Duration::from_secs(20)).await {
                return server;
            }
            last = server.logs();
            server.kill();
            tokio::time::sleep(Duration::from_millis(300)).await;
        }
        panic!("the arbiter binary did not start on port {port}; its last log:\n{last}");
    }

    /// Spawns the binary on `port` with `envs` (and its own players' database unless `envs`
    /// names one), its log in a file of its own directory; does not wait.
    fn spawn(port: u16, envs: &[(&str, &str)], launch: &Launch<'_>) -> ServerProcess {
        let dir = tempfile::tempdir().expect("temporary directory");
        let log = dir.path().join("server.log");
        let file = File::create(&log).expect("create the log file");
        let binary = env!("CARGO_BIN_EXE_arbiter");
        let mut command = match launch.prefix.split_first() {
            Some((program, args)) => {
                let mut command = Command::new(program);
                command.args(args).arg(binary);
                command
            }
            None => Command::new(binary),
        };
        for name in RATE_LIMITS_OFF {
            command.env(name, "0");
        }
        command.env("ARBITER_LADDER_COMPUTER_GAMES", "0");
        command
            .env_remove("REDIS_URL")
            // Its own players' database, in its directory (never one left by another
            // test or run in the working directory).
            .env(
                "DATABASE_URL",
                format!(
                    "sqlite://{}?mode=rwc",
                    dir.path().join("players.sqlite3").display()
                ),
            )
            .env("ARBITER_LISTEN", format!("127.0.0.1:{port}"))
            .env("ARBITER_LOG_FORMAT", "text")
            .stdout(Stdio::from(file.try_clone().expect("log file handle")))
            .stderr(Stdio::from(file));
        for (name, value) in envs {
            command.env(name, value);
        }
        let child = command.spawn().expect("start the arbiter binary");
        ServerProcess {
            child: Some(child),
            port,
            log,
            tls: launch.tls.clone(),
            _dir: dir,
        }
    }

    async fn wait_until_serving(&mut self, limit: Duration) -> bool {
        let deadline = Instant::now() + limit;
        while Instant::now() < deadline {
            if let Some(child) = self.child.as_mut()
                && let Ok(Some(_)) = child.try_wait()
            {
                return false;
            }
            if let Ok(channel) = self.try_channel().await
                && HanniballServiceClient::new(channel)
                    .ping(PingRequest {})
                    .await
                    .is_ok()
            {
                return true;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        false
    }

    pub fn endpoint(&self) -> String {
        match self.tls {
            Some(_) => format!("https://127.0.0.1:{}", self.port),
            None => format!("http://127.0.0.1:{}", self.port),
        }
    }

    /// A channel to the server (over TLS when it serves TLS).
    pub async fn try_channel(&self) -> Result<Channel, tonic::transport::Error> {
        let mut endpoint = Channel::from_shared(self.endpoint()).expect("endpoint");
        if let Some(tls) = &self.tls {
            endpoint = endpoint.tls_config(tls.clone())?;
        }
        endpoint.connect().await
    }

    pub async fn channel(&self) -> Channel {
        self.try_channel()
            .await
            .expect("connect to the arbiter binary")
    }

    pub async fn client(&self) -> HanniballServiceClient<Channel> {
        HanniballServiceClient::new(self.channel().await)
    }

    /// The generic client of game `G` (what the bots use).
    pub async fn game_client<G: arbiter::rpc::Wire>(&self) -> arbiter::rpc::client::Client<G> {
        arbiter::rpc::client::Client::new(self.channel().await)
    }

    pub fn pid(&self) -> u32 {
        self.child.as_ref().expect("the server runs").id()
    }

    /// Sends a signal (`"TERM"`, `"KILL"`, ...) to the server.
    pub fn signal(&self, signal: &str) {
        let status = Command::new("kill")
            .arg(format!("-{signal}"))
            .arg(self.pid().to_string())
            .status()
            .expect("run kill");
        assert!(status.success(), "kill -{signal} failed");
    }

    /// Kills the server at once (SIGKILL), as a crash would, and reaps it.
    pub fn kill(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }

    /// Waits for the server to exit; kills it and panics after `limit`.
    pub fn wait(&mut self, limit: Duration) -> ExitStatus {
        let deadline = Instant::now() + limit;
        let child = self.child.as_mut().expect("the server runs");
        loop {
            if let Some(status) = child.try_wait().expect("wait for the server") {
                self.child = None;
                return status;
            }
            if Instant::now() > deadline {
                self.kill();
                panic!("the server did not exit within {limit:?}");
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Whether the process still runs.
    pub fn running(&mut self) -> bool {
        self.child
            .as_mut()
            .is_some_and(|c| matches!(c.try_wait(), Ok(None)))
    }

    /// Everything the server logged so far.
    pub fn logs(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }

    /// The server's resident memory in KiB (`VmRSS` of `/proc/<pid>/status`).
    pub fn rss_kib(&self) -> Option<u64> {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.pid())).ok()?;
        status
            .lines()
            .find_map(|line| line.strip_prefix("VmRSS:"))
            .and_then(|rest| rest.trim().trim_end_matches("kB").trim().parse().ok())
    }
}

impl Drop for ServerProcess {
    fn drop(&mut self) {
        self.kill();
    }
}
