//! The Python client package (clients/python) against the server: its own tests (full games of
//! every kind, a lost answer retried exactly once, typed errors, RESOURCE_EXHAUSTED waited out
//! with RetryInfo, a broken watch resumed, the clock model) run on two servers — one without
//! rate limits, one allowing 2 calls per second — and the package, installed with pip, plays
//! its README's example to the end of a game.

use crate::common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::Duration;

use arbiter::ratelimit::RateLimits;
use arbiter::server::ServeOptions;
use arbiter::store::MemoryStore;
use common::{TestServer, fast_health};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

fn package_dir() -> PathBuf {
    Path::new(ROOT).join("clients/python")
}

/// Panics with what to install when python3 or the package's dependencies are missing.
fn require_python() {
    let probe = Command::new("python3")
        .args([
            "-c",
            "import grpc, google.protobuf, google.rpc.error_details_pb2",
        ])
        .output();
    match probe {
        Err(e) => {
            panic!("python3 is needed for this test and was not found ({e}): install python3")
        }
        Ok(out) if !out.status.success() => panic!(
            "python3 lacks the client's dependencies: pip install -r examples/python/requirements.txt\n{}",
            String::from_utf8_lossy(&out.stderr)
        ),
        Ok(_) => {}
    }
}

/// Runs `command` to its end on a blocking thread, at most `limit`; panics with its output
/// when it fails or takes longer.
async fn run(mut command: Command, what: &str, limit: Duration) -> Output {
    command.stdout(Stdio::piped()).stderr(Stdio::piped());
    let child = command
        .spawn()
        .unwrap_or_else(|e| panic!("start {what}: {e}"));
    let id = child.id();
    let waiting = tokio::task::spawn_blocking(move || child.wait_with_output());
    let output = match tokio::time::timeout(limit, waiting).await {
        Ok(done) => done
            .expect("join")
            .unwrap_or_else(|e| panic!("{what}: {e}")),
        Err(_) => {
            // End the child we started (by its id) so the test does not leave it behind.
            let _ = Command::new("kill").arg(id.to_string()).status();
            panic!("{what} did not finish within {} s", limit.as_secs());
        }
    };
    assert!(
        output.status.success(),
        "{what} failed ({}):\n{}\n{}",
        output.status,
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    output
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_python_packages_tests_pass_against_the_server() {
    require_python();
    let server = TestServer::start(MemoryStore::default()).await;
    let limited = TestServer::start_with(
        MemoryStore::default(),
        ServeOptions {
            rate_limits: RateLimits {
                calls_per_sec: 2,
                burst: 2,
                ..RateLimits::default()
            },
            ..fast_health()
        },
    )
    .await;
    let mut python = Command::new("python3");
    python
        .args(["-m", "unittest", "discover", "-v", "-s"])
        .arg(package_dir().join("tests"))
        .env("PYTHONPATH", package_dir().join("src"))
        .env("PYTHONDONTWRITEBYTECODE", "1")
        .env("ARBITER_ADDR", server.addr.to_string())
        .env("ARBITER_LIMITED_ADDR", limited.addr.to_string());
    let output = run(python, "the package's tests", Duration::from_secs(600)).await;
    // unittest reports to stderr: "Ran N tests", then "OK" (with "skipped=" if any were).
    let report = String::from_utf8_lossy(&output.stderr);
    let ran = report
        .lines()
        .find_map(|line| {
            line.strip_prefix("Ran ")?
                .split(' ')
                .next()?
                .parse::<u32>()
                .ok()
        })
        .unwrap_or_else(|| panic!("no test count in:\n{report}"));
    assert!(ran >= 10, "only {ran} tests ran:\n{report}");
    assert!(
        !report.contains("skipped"),
        "every test runs here:\n{report}"
    );
    assert!(report.trim_end().ends_with("OK"), "{report}");
}

/// Copies the package's sources (not what a build or Python left in them) from `from` into
/// `to`.
fn copy_package(from: &Path, to: &Path) {
    for entry in std::fs::read_dir(from).expect("read the package") {
        let entry = entry.expect("an entry");
        let name = entry.file_name();
        let name = name.to_string_lossy();
        if name == "build" || name == "__pycache__" || name.ends_with(".egg-info") {
            continue;
        }
        let target = to.join(&*name);
        if entry.file_type().expect("a file type").is_dir() {
            std::fs::create_dir_all(&target).expect("create a folder");
            copy_package(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), &target).expect("copy a file");
        }
    }
}

/// The README's example, pointed at the test server.
fn readme_example(addr: &str) -> String {
    let readme = std::fs::read_to_string(package_dir().join("README.md")).expect("the README");
    let section = readme
        .split("## Play a whole game in ten lines")
        .nth(1)
        .expect("the README's example section");
    let code = section
        .split("```python\n")
        .nth(1)
        .and_then(|rest| rest.split("```").next())
        .expect("the example's code block");
    assert!(code.contains("127.0.0.1:50051"), "the example's address");
    code.replace("127.0.0.1:50051", addr)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_package_installs_with_pip_and_its_readme_example_plays_a_whole_game() {
    require_python();
    let server = TestServer::start(MemoryStore::default()).await;
    let site = tempfile::tempdir().expect("a folder to install into");
    // pip builds a local folder in place: build a copy, so the checkout stays as it is.
    let source = tempfile::tempdir().expect("a folder for the package's copy");
    copy_package(&package_dir(), source.path());
    // Build and install the package itself (its dependencies are the machine's).
    let mut pip = Command::new("python3");
    pip.args([
        "-m",
        "pip",
        "install",
        "--quiet",
        "--no-deps",
        "--no-build-isolation",
        "--no-compile",
        "--target",
    ])
    .arg(site.path())
    .arg(source.path())
    .env("PIP_DISABLE_PIP_VERSION_CHECK", "1");
    run(pip, "pip install clients/python", Duration::from_secs(300)).await;
    for file in [
        "__init__.py",
        "py.typed",
        "_pb/hanniball/v1/hanniball_pb2.pyi",
    ] {
        assert!(
            site.path().join("arbiter_client").join(file).is_file(),
            "the installed package has {file}"
        );
    }
    let example = site.path().join("example.py");
    std::fs::write(&example, readme_example(&server.addr.to_string())).expect("write");
    let mut python = Command::new("python3");
    python
        .arg(&example)
        .current_dir(site.path())
        .env("PYTHONPATH", site.path())
        .env("PYTHONDONTWRITEBYTECODE", "1");
    let output = run(python, "the README's example", Duration::from_secs(600)).await;
    let stdout = String::from_utf8_lossy(&output.stdout);
    let last = stdout.lines().last().unwrap_or_default().to_owned();
    let (status, version) = last
        .split_once(' ')
        .unwrap_or_else(|| panic!("the example prints the status and version: {stdout}"));
    assert!(
        status.starts_with("GAME_STATUS_") && status != "GAME_STATUS_ONGOING",
        "the game is over: {last}"
    );
    let version: u64 = version.trim().parse().expect("a version");
    assert!(version > 2, "both seats played: {last}");
}
