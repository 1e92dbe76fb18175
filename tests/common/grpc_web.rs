//! The Node.js client of the gRPC-Web tests (`tests/grpc-web/`): where it is, its packages,
//! and the descriptor set it reads.

use std::path::{Path, PathBuf};
use std::sync::Mutex;

use prost::Message as _;

/// `tests/grpc-web/`.
pub fn client_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/grpc-web")
}

/// Panics with an install hint unless Node.js 18+ and npm are available.
pub fn require_node() {
    let hint = "the gRPC-Web test runs a Node.js client: install Node.js 18 or newer and npm \
                (Debian/Ubuntu: apt-get install -y nodejs npm)";
    let version = match std::process::Command::new("node").arg("--version").output() {
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
    match std::process::Command::new("npm").arg("--version").output() {
        Ok(out) if out.status.success() => {}
        _ => panic!("npm not found: {hint}"),
    }
}

/// Installs the client's packages (`npm ci`) unless they are installed and current.
pub fn install_client_packages() {
    static INSTALL: Mutex<()> = Mutex::new(());
    let _serialized = INSTALL.lock().unwrap_or_else(|e| e.into_inner());
    let dir = client_dir();
    let modified = |p: PathBuf| std::fs::metadata(p).and_then(|m| m.modified()).ok();
    let lock = modified(dir.join("package-lock.json")).expect("tests/grpc-web/package-lock.json");
    let installed = modified(dir.join("node_modules/.package-lock.json"));
    if installed.is_some_and(|installed| installed >= lock) {
        return;
    }
    let out = std::process::Command::new("npm")
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

/// The given descriptor sets merged into one, each file once.
pub fn descriptor_set(sets: &[&[u8]]) -> Vec<u8> {
    let mut merged = prost_types::FileDescriptorSet::default();
    for encoded in sets {
        let set = prost_types::FileDescriptorSet::decode(*encoded).expect("descriptor set");
        for file in set.file {
            if !merged.file.iter().any(|f| f.name == file.name) {
                merged.file.push(file);
            }
        }
    }
    merged.encode_to_vec()
}
