//! A PostgreSQL server of one test: `initdb` into a temporary directory, `postgres` on a free
//! port with its socket in that directory, stopped (fast shutdown) on drop. The binaries are
//! found on `PATH` or under `/usr/lib/postgresql/*/bin` (Debian's `postgresql` package).
//! PostgreSQL refuses to run as root: as root, the server runs as the `postgres` user.

use std::os::unix::process::CommandExt as _;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use tempfile::TempDir;

/// A running PostgreSQL, stopped on drop.
pub struct Postgres {
    child: Option<Child>,
    port: u16,
    bin: PathBuf,
    user: Option<(u32, u32)>,
    dir: TempDir,
}

fn bin_dir() -> PathBuf {
    if let Ok(out) = Command::new("pg_config").arg("--bindir").output()
        && out.status.success()
    {
        let dir = PathBuf::from(String::from_utf8_lossy(&out.stdout).trim());
        if dir.join("initdb").exists() {
            return dir;
        }
    }
    let mut found: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path().join("bin"))
        .filter(|p| p.join("initdb").exists() && p.join("postgres").exists())
        .collect();
    found.sort();
    found.pop().unwrap_or_else(|| {
        panic!(
            "PostgreSQL not found (no initdb under /usr/lib/postgresql/*/bin or from pg_config): \
             install it (apt-get install -y postgresql)"
        )
    })
}

/// The uid and gid to run PostgreSQL as: ours, or the `postgres` user's when we are root.
fn run_as() -> Option<(u32, u32)> {
    // SAFETY: geteuid has no preconditions.
    if unsafe { libc::geteuid() } != 0 {
        return None;
    }
    let id = |flag: &str| -> u32 {
        let out = Command::new("id")
            .args([flag, "postgres"])
            .output()
            .expect("run id");
        assert!(
            out.status.success(),
            "running as root, PostgreSQL needs the `postgres` user, which does not exist \
             (apt-get install -y postgresql creates it)"
        );
        String::from_utf8_lossy(&out.stdout)
            .trim()
            .parse()
            .expect("numeric id")
    };
    Some((id("-u"), id("-g")))
}

fn command(program: &Path, user: Option<(u32, u32)>) -> Command {
    let mut c = Command::new(program);
    if let Some((uid, gid)) = user {
        c.uid(uid).gid(gid);
    }
    c
}

impl Postgres {
    /// Starts a new, empty server (waits until it accepts connections, at most 60 s).
    pub fn start() -> Postgres {
        let bin = bin_dir();
        let user = run_as();
        let dir = tempfile::Builder::new()
            .prefix("arbiter-pg")
            .tempdir()
            .expect("temporary directory");
        if let Some((uid, gid)) = user {
            std::os::unix::fs::chown(dir.path(), Some(uid), Some(gid)).expect("chown the data dir");
        }
        let data = dir.path().join("data");
        let out = command(&bin.join("initdb"), user)
            .args([
                "-A",
                "trust",
                "-U",
                "postgres",
                "-E",
                "UTF8",
                "--no-sync",
                "-D",
            ])
            .arg(&data)
            .output()
            .expect("run initdb");
        assert!(
            out.status.success(),
            "initdb failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let mut pg = Postgres {
            child: None,
            port: super::free_port(),
            bin,
            user,
            dir,
        };
        pg.launch();
        pg
    }

    /// Starts the stopped server again, on the same port with the same data.
    pub fn restart(&mut self) {
        self.stop();
        self.launch();
    }

    fn launch(&mut self) {
        let port = self.port;
        let child = command(&self.bin.join("postgres"), self.user)
            .arg("-D")
            .arg(self.dir.path().join("data"))
            .args(["-p", &port.to_string(), "-k"])
            .arg(self.dir.path())
            .args([
                "-c",
                "listen_addresses=127.0.0.1",
                "-c",
                "fsync=off",
                "-c",
                "synchronous_commit=off",
                "-c",
                "full_page_writes=off",
                "-c",
                "max_connections=100",
            ])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("start postgres");
        self.child = Some(child);
        let started = Instant::now();
        loop {
            let ready = Command::new(self.bin.join("pg_isready"))
                .args(["-h", "127.0.0.1", "-p", &port.to_string(), "-U", "postgres"])
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .status()
                .is_ok_and(|s| s.success());
            if ready {
                return;
            }
            assert!(
                started.elapsed() < Duration::from_secs(60),
                "postgres did not accept connections within 60 s"
            );
            std::thread::sleep(Duration::from_millis(100));
        }
    }

    /// The URL of its `postgres` database.
    pub fn url(&self) -> String {
        format!("postgres://postgres@127.0.0.1:{}/postgres", self.port)
    }

    /// Stops the server (fast shutdown: connections are cut, nothing committed is lost).
    pub fn stop(&mut self) {
        if let Some(mut child) = self.child.take() {
            if let Ok(pid) = i32::try_from(child.id()) {
                // SAFETY: kill has no memory preconditions; the pid is our child's.
                unsafe {
                    libc::kill(pid, libc::SIGINT);
                }
            }
            let started = Instant::now();
            while started.elapsed() < Duration::from_secs(30) {
                if let Ok(Some(_)) = child.try_wait() {
                    return;
                }
                std::thread::sleep(Duration::from_millis(50));
            }
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

impl Drop for Postgres {
    fn drop(&mut self) {
        self.stop();
    }
}
