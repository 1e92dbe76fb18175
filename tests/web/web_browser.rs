//! The web client end to end, against the real `arbiter` binary (debug build):
//!
//! - the binary serves the page's files on its gRPC port (content types, fallback to
//!   `index.html` for client-side routes, ETag/304, gzip, immutable assets, the security
//!   headers), beside gRPC;
//! - the browser tests of `web/e2e/` (Debian's Chromium driven by `playwright-core`) play
//!   every game by clicking, with a spectator, a reload and a server restart on Redis mid-game
//!   (this test restarts the binary on the same port when the script asks: a line
//!   `@@restart` on its stdout, answered on its stdin); real play: an invitation joined from
//!   a second browser context, a clock, a draw offered and accepted, used and revoked
//!   invitations refused, a game against the computer (the binary's own bot workers); what
//!   the pages say and show (`web/e2e/pages.ts`: the not-found page, refusals in words, the
//!   archive, the lobby, the phone board, a move made offline); the installable app
//!   (`web/e2e/pwa.ts`: the manifest and its icons, the service worker, the page reloaded
//!   offline, notifications through the worker, a new version taking over).
//!   Screenshots go to `target/web-e2e/`; the script's report (page weight, latency) is
//!   printed.
//!
//! Needs `node` 18+, `npm` and `/usr/bin/chromium` (`apt-get install -y nodejs npm chromium`);
//! fails with that message when one is missing. `npm ci` runs in `web/` when
//! `web/node_modules` is missing or older than `web/package-lock.json`. This test builds
//! nothing: the page is the committed `web/dist/` embedded in the binary.

use crate::common;

use std::fs::File;
use std::net::{SocketAddr, TcpListener};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use arbiter::games::hanniball::pb::PingRequest;
use arbiter::games::hanniball::pb::hanniball_service_client::HanniballServiceClient;
use common::{RedisServer, http1};
use tokio::io::{AsyncBufReadExt as _, AsyncWriteExt as _, BufReader};

fn web_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("web")
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .expect("bind an ephemeral port")
        .local_addr()
        .expect("local address")
        .port()
}

/// The binary on a fixed port (so that a restart keeps the page's address), killed on drop.
struct Binary {
    child: Option<Child>,
    port: u16,
    args: Vec<String>,
    log: PathBuf,
    dir: tempfile::TempDir,
}

impl Binary {
    async fn start(args: &[String]) -> Binary {
        let dir = tempfile::tempdir().expect("temporary directory");
        let mut binary = Binary {
            child: None,
            port: free_port(),
            args: args.to_vec(),
            log: dir.path().join("server.log"),
            dir,
        };
        binary.spawn().await;
        binary
    }

    async fn spawn(&mut self) {
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            let log = File::options()
                .create(true)
                .append(true)
                .open(&self.log)
                .expect("log file");
            let child = Command::new(env!("CARGO_BIN_EXE_arbiter"))
                .env_remove("REDIS_URL")
                .env("ARBITER_LOG_FORMAT", "text")
                // No games between the computer players behind the test's back.
                .env("ARBITER_LADDER_COMPUTER_GAMES", "0")
                .arg("--listen")
                .arg(format!("127.0.0.1:{}", self.port))
                .args(&self.args)
                // Its embedded accounts database (a file in the working directory) goes to
                // the test's temporary directory, not the checkout.
                .current_dir(self.dir.path())
                .stdout(Stdio::from(log.try_clone().expect("log handle")))
                .stderr(Stdio::from(log))
                .spawn()
                .expect("start the arbiter binary");
            self.child = Some(child);
            if self.serving(Duration::from_secs(15)).await {
                return;
            }
            self.kill();
            assert!(
                Instant::now() < deadline,
                "the arbiter binary did not start on port {}; its log:\n{}",
                self.port,
                std::fs::read_to_string(&self.log).unwrap_or_default()
            );
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
    }

    async fn serving(&mut self, limit: Duration) -> bool {
        let deadline = Instant::now() + limit;
        while Instant::now() < deadline {
            if let Some(child) = self.child.as_mut()
                && let Ok(Some(_)) = child.try_wait()
            {
                return false;
            }
            if let Ok(mut client) = HanniballServiceClient::connect(self.url()).await
                && client.ping(PingRequest {}).await.is_ok()
            {
                return true;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        false
    }

    fn kill(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }

    /// Kills the server at once (as a crash would) and starts it again on the same port.
    async fn restart(&mut self) {
        self.kill();
        self.spawn().await;
    }

    fn url(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }

    fn addr(&self) -> SocketAddr {
        SocketAddr::from(([127, 0, 0, 1], self.port))
    }
}

impl Drop for Binary {
    fn drop(&mut self) {
        self.kill();
    }
}

#[tokio::test]
async fn the_binary_serves_the_page_beside_grpc() {
    let server = Binary::start(&[]).await;
    let addr = server.addr();

    let page = http1(addr, "GET", "/", &[]).await;
    assert_eq!(page.status, 200, "{page:?}");
    assert_eq!(
        page.header("content-type"),
        Some("text/html; charset=utf-8")
    );
    assert_eq!(page.header("cache-control"), Some("no-cache"));
    let csp = page.header("content-security-policy").expect("a CSP");
    assert!(csp.contains("default-src 'self'"), "{csp}");
    assert!(csp.contains("connect-src 'self'"), "{csp}");
    assert_eq!(page.header("x-content-type-options"), Some("nosniff"));
    assert_eq!(page.header("referrer-policy"), Some("no-referrer"));
    assert!(page.body.contains("<div id=\"app\">"), "{}", page.body);

    // Client-side routes get the page; a missing asset does not.
    let route = http1(addr, "GET", "/play/hanniball/AAAAAAAAAAAAAAAAAAAAAA", &[]).await;
    assert_eq!(route.status, 200);
    assert_eq!(route.body, page.body);
    assert_eq!(
        http1(addr, "GET", "/assets/missing.js", &[]).await.status,
        404
    );
    // An address that is none of the page's gets 404 with the page, which shows "not found".
    for path in [
        "/tv/chess",
        "/lobby/x",
        "/rules/chess",
        "/leaderboard/chess",
        "/players/",
    ] {
        let missing = http1(addr, "GET", path, &[]).await;
        assert_eq!(missing.status, 404, "{path}");
        assert_eq!(missing.body, page.body, "{path}");
        assert_eq!(
            missing.header("content-type"),
            Some("text/html; charset=utf-8")
        );
    }

    // Revalidation by ETag.
    let etag = page.header("etag").expect("an ETag").to_owned();
    let again = http1(addr, "GET", "/", &[("if-none-match", &etag)]).await;
    assert_eq!(again.status, 304);
    assert!(again.body.is_empty());

    // The script: hashed name, cached for good, gzip for clients that accept it.
    let script = page
        .body
        .split("src=\"")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .expect("the page loads a script")
        .to_owned();
    assert!(
        script.starts_with("/assets/") && script.ends_with(".js"),
        "{script}"
    );
    let js = http1(addr, "GET", &script, &[]).await;
    assert_eq!(js.status, 200);
    assert_eq!(
        js.header("content-type"),
        Some("text/javascript; charset=utf-8")
    );
    assert_eq!(
        js.header("cache-control"),
        Some("public, max-age=31536000, immutable")
    );
    let gz = http1(addr, "HEAD", &script, &[("accept-encoding", "gzip, br")]).await;
    assert_eq!(gz.header("content-encoding"), Some("gzip"));
    let gz_len: usize = gz
        .header("content-length")
        .expect("length")
        .parse()
        .expect("a number");
    assert!(
        gz_len < js.body.len() / 2,
        "gzip {gz_len} of {}",
        js.body.len()
    );
    assert!(gz.body.is_empty());

    // gRPC on the same port is untouched.
    let mut client = HanniballServiceClient::connect(server.url())
        .await
        .expect("connect");
    client.ping(PingRequest {}).await.expect("Ping");
}

/// Panics with an install hint unless Node.js 18+, npm and Chromium are available.
fn require_tools() {
    let hint = "the browser test needs Node.js 18 or newer, npm and Debian's Chromium \
                (apt-get install -y nodejs npm chromium)";
    let version = match Command::new("node").arg("--version").output() {
        Ok(out) if out.status.success() => String::from_utf8_lossy(&out.stdout).trim().to_owned(),
        _ => panic!("node not found: {hint}"),
    };
    let major: u32 = version
        .trim_start_matches('v')
        .split('.')
        .next()
        .and_then(|m| m.parse().ok())
        .unwrap_or(0);
    assert!(major >= 18, "node {version} is too old: {hint}");
    match Command::new("npm").arg("--version").output() {
        Ok(out) if out.status.success() => {}
        _ => panic!("npm not found: {hint}"),
    }
    assert!(
        Path::new("/usr/bin/chromium").exists(),
        "/usr/bin/chromium not found: {hint}"
    );
}

/// `npm ci` in web/ unless its packages are installed and current.
fn install_packages() {
    let dir = web_dir();
    let modified = |p: PathBuf| std::fs::metadata(p).and_then(|m| m.modified()).ok();
    let lock = modified(dir.join("package-lock.json")).expect("web/package-lock.json");
    let installed = modified(dir.join("node_modules/.package-lock.json"));
    if installed.is_some_and(|installed| installed >= lock) {
        return;
    }
    let out = Command::new("npm")
        .args(["ci", "--no-audit", "--no-fund", "--loglevel=error"])
        .current_dir(&dir)
        .output()
        .expect("run npm ci");
    assert!(
        out.status.success(),
        "npm ci in {} failed (it needs the npm registry):\n{}{}",
        dir.display(),
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_game_plays_in_chromium() {
    require_tools();
    tokio::task::spawn_blocking(install_packages)
        .await
        .expect("install the web packages");
    let redis = RedisServer::start();
    // The script signs up more than the ten accounts an address may make in an hour (every
    // browser context is on 127.0.0.1).
    let args = [
        "--redis-url".to_owned(),
        redis.url(),
        "--accounts-per-address-per-hour".to_owned(),
        "100".to_owned(),
    ];
    let mut server = Binary::start(&args).await;
    let out = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/web-e2e");
    std::fs::create_dir_all(&out).expect("create target/web-e2e");

    let mut child = tokio::process::Command::new(web_dir().join("node_modules/.bin/tsx"))
        .arg("e2e/run.ts")
        .arg(server.url())
        .arg(&out)
        .arg("--restart")
        .current_dir(web_dir())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .expect("start the browser tests (web/node_modules/.bin/tsx)");
    let mut stdin = child.stdin.take().expect("stdin");
    let mut stdout = BufReader::new(child.stdout.take().expect("stdout")).lines();
    let mut stderr = child.stderr.take().expect("stderr");
    let errors = tokio::spawn(async move {
        let mut text = String::new();
        let _ = tokio::io::AsyncReadExt::read_to_string(&mut stderr, &mut text).await;
        text
    });

    let mut report = None;
    let mut printed = Vec::new();
    let run = async {
        while let Some(line) = stdout.next_line().await.expect("read the script's output") {
            if line == "@@restart" {
                server.restart().await;
                stdin.write_all(b"ok\n").await.expect("answer the script");
                stdin.flush().await.expect("flush");
            } else if let Some(json) = line.strip_prefix("@@report ") {
                report = Some(json.to_owned());
            } else {
                printed.push(line);
            }
        }
        child.wait().await.expect("wait for the browser tests")
    };
    let status = tokio::time::timeout(Duration::from_secs(1200), run)
        .await
        .expect("the browser tests finish within 20 minutes");
    let errors = errors.await.unwrap_or_default();
    println!("{errors}");
    println!("{}", printed.join("\n"));
    println!("report: {}", report.as_deref().unwrap_or("none"));
    println!("screenshots: {}", out.display());
    assert!(
        status.success(),
        "the browser tests failed ({status}):\n{errors}\n{}",
        printed.join("\n")
    );
    let report: serde_json::Value =
        serde_json::from_str(report.as_deref().expect("a report")).expect("the report is JSON");
    let js = report["js_bytes_compressed"].as_u64().expect("page weight");
    assert!(
        js > 0 && js <= 300 * 1024,
        "compressed JavaScript: {js} bytes"
    );
    for page in ["start", "game"] {
        let bytes = report["first_load_bytes"][page]
            .as_u64()
            .expect("first-load bytes");
        assert!(
            bytes > 0 && bytes < 100 * 1024,
            "the {page} page's first load (HTML + JS + CSS + the English messages, compressed): {bytes} bytes"
        );
    }
    for shot in [
        "start-page.png",
        "i18n-ru-game-desktop.png",
        "i18n-pt-game-phone.png",
        "i18n-pseudo-game-phone.png",
        "i18n-rtl-game-phone.png",
        "hanniball-white.png",
        "hanniball-black.png",
        "hanniball-phone.png",
        "hnefatafl-attackers.png",
        "hnefatafl-defenders-phone.png",
        "hnefatafl-spectator.png",
        "chessfootball-white.png",
        "chessfootball-spectator.png",
        "chessfootball-placement.png",
        "realplay-waiting.png",
        "realplay-invite-used.png",
        "realplay-clocks-phone.png",
        "realplay-draw-offer.png",
        "realplay-drawn.png",
        "realplay-timeout.png",
        "computer.png",
        "game-over.png",
        "move-list.png",
        "hanniball-end-turn-why-phone.png",
        "hnefatafl-flipped-spectator.png",
        "docs-hanniball-desktop.png",
        "docs-hanniball-phone.png",
        "docs-hnefatafl-desktop.png",
        "docs-hnefatafl-phone.png",
        "docs-chessfootball-desktop.png",
        "docs-chessfootball-phone.png",
        "pages-not-found-desktop.png",
        "pages-not-found-phone.png",
        "pages-no-such-game-desktop.png",
        "pages-password-rule-desktop.png",
        "pages-sign-in-desktop.png",
        "pages-bad-credentials-phone.png",
        "pages-archive-desktop.png",
        "pages-archive-phone.png",
        "pages-lobby-desktop.png",
        "pages-lobby-phone.png",
        "pages-hanniball-phone-white.png",
        "pages-hanniball-phone-black.png",
        "pages-hanniball-phone-over.png",
        "pages-offline-pending-desktop.png",
        "pages-offline-pending-phone.png",
        "pages-offline-settled-desktop.png",
        "pages-offline-settled-phone.png",
        "notify-challenge-phone.png",
        "notify-panel-desktop.png",
        "notify-panel-phone.png",
        "notify-game-phone.png",
        "notify-declined-desktop.png",
        "notify-finished-desktop.png",
        "notify-guest-rated-phone.png",
        "pwa-offline-phone.png",
        "events-running-desktop.png",
        "events-running-phone.png",
        "events-standings-desktop.png",
        "events-standings-phone.png",
    ] {
        let size = std::fs::metadata(out.join(shot)).map_or(0, |m| m.len());
        assert!(size > 10_000, "screenshot {shot}: {size} bytes");
    }
    drop(redis);
}

/// Runs one browser script (`web/e2e/SCRIPT` with `env`) against `server` within `limit`,
/// prints what it said, and checks that it reports `passed` ("N passed, 0 failed") and wrote
/// each of `shots` (screenshots of over 10 KB in target/web-e2e).
async fn one_script(
    server: &Binary,
    script: &str,
    env: &[(&str, &str)],
    limit: Duration,
    passed: &str,
    shots: &[&str],
) {
    let out = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/web-e2e");
    std::fs::create_dir_all(&out).expect("create target/web-e2e");
    let run = tokio::process::Command::new(web_dir().join("node_modules/.bin/tsx"))
        .arg(format!("e2e/{script}"))
        .arg(server.url())
        .arg(&out)
        .envs(env.iter().copied())
        .current_dir(web_dir())
        .kill_on_drop(true)
        .output();
    let output = tokio::time::timeout(limit, run)
        .await
        .unwrap_or_else(|_| panic!("the browser tests finish within {} s", limit.as_secs()))
        .expect("start the browser tests (web/node_modules/.bin/tsx)");
    let (stdout, stderr) = (
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr),
    );
    println!("{stderr}\n{stdout}\nscreenshots: {}", out.display());
    assert!(
        output.status.success() && stdout.contains(passed),
        "the browser tests failed ({}):\n{stderr}\n{stdout}",
        output.status
    );
    for shot in shots {
        let size = std::fs::metadata(out.join(shot)).map_or(0, |m| m.len());
        assert!(size > 10_000, "screenshot {shot}: {size} bytes");
    }
}

/// The analysis board in Chromium (web/e2e/analysis.ts), on a server of its own: the
/// Copenhagen records imported, the explorer's counts, the engine's lines, moves played on the
/// board and from the explorer, an archived game reviewed; Chess Football on a phone.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_analysis_board_in_chromium() {
    require_tools();
    tokio::task::spawn_blocking(install_packages)
        .await
        .expect("install the web packages");
    let server = Binary::start(&[]).await;
    one_script(
        &server,
        "run.ts",
        &[("E2E_ONLY", "the analysis board")],
        Duration::from_secs(1200),
        "1 passed, 0 failed",
        &[
            "analysis-start-desktop.png",
            "analysis-moves-desktop.png",
            "analysis-review-desktop.png",
            "analysis-phone.png",
        ],
    )
    .await;
    drop(server);
}

/// Takebacks in two browsers, a desktop and a phone (web/e2e/takeback.ts): one declined, one
/// accepted on the proposer's own turn (two moves taken back), the move list without them.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_takeback_is_declined_and_one_accepted_in_chromium() {
    require_tools();
    tokio::task::spawn_blocking(install_packages)
        .await
        .expect("install the web packages");
    let redis = RedisServer::start();
    let args: Vec<String> = ["--redis-url", &redis.url()]
        .iter()
        .map(|s| (*s).to_owned())
        .collect();
    let server = Binary::start(&args).await;
    one_script(
        &server,
        "takeback.ts",
        &[],
        Duration::from_secs(300),
        "1 passed, 0 failed",
        &[
            "takeback-proposed-desktop.png",
            "takeback-proposed-phone.png",
            "takeback-accepted-desktop.png",
            "takeback-accepted-phone.png",
        ],
    )
    .await;
    drop(server);
    drop(redis);
}

/// Aborts and a player gone, in two browsers (web/e2e/gone.ts): the waiting player aborts, the
/// service aborts a game whose first move does not come, a player closes the browser mid-game
/// and the other claims the victory after the countdown, a player comes back in time. The
/// binary runs with short times so that the countdowns pass within the test.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn nobody_loses_a_game_they_did_not_play_in_chromium() {
    require_tools();
    tokio::task::spawn_blocking(install_packages)
        .await
        .expect("install the web packages");
    let redis = RedisServer::start();
    let args: Vec<String> = [
        "--redis-url",
        &redis.url(),
        "--first-move-secs",
        "10",
        "--gone-grace-secs",
        "3",
        "--claim-wait-secs",
        "4",
    ]
    .iter()
    .map(|s| (*s).to_owned())
    .collect();
    let server = Binary::start(&args).await;
    one_script(
        &server,
        "gone.ts",
        &[],
        Duration::from_secs(300),
        "4 passed, 0 failed",
        &[
            "abort-offered-phone.png",
            "aborted-desktop.png",
            "aborted-phone.png",
            "opponent-left-desktop.png",
            "claim-desktop.png",
            "claim-phone.png",
            "opponent-back-phone.png",
        ],
    )
    .await;
    drop(server);
    drop(redis);
}
