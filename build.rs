//! Compiles `proto/` with the pure-Rust `protox` (no system `protoc`), generates the tonic
//! client and server, and writes each game's file descriptor set that server reflection
//! serves.

use std::{env, error::Error, fs, path::PathBuf};

// The games' protos come from the one registration of games, `src/games/list.rs`: each
// game's folder (module) and proto file.
macro_rules! games {
    (
        served { $($module:ident::$game:ident = $proto:literal;)* }
        tests_only { $($test_module:ident::$test_game:ident = $test_proto:literal;)* }
    ) => {
        const GAMES: &[(&str, &str)] = &[
            $((stringify!($module), $proto),)*
            $((stringify!($test_module), $test_proto),)*
        ];
    };
}
include!("src/games/list.rs");

/// The `package` a proto file declares.
fn package(file: &str) -> Result<String, Box<dyn Error>> {
    let path = ROOTS
        .iter()
        .map(|root| PathBuf::from(root).join(file))
        .find(|path| path.is_file())
        .ok_or_else(|| format!("{file} is under none of {ROOTS:?}"))?;
    let text = fs::read_to_string(path)?;
    text.lines()
        .find_map(|line| {
            line.trim()
                .strip_prefix("package ")
                .and_then(|rest| rest.strip_suffix(';'))
                .map(|name| name.trim().to_owned())
        })
        .ok_or_else(|| format!("{file} declares no package").into())
}

/// Where protos are: the served API (`proto/`, which buf checks and the web and TypeScript
/// clients are generated from), and the protos of the games only the tests serve.
const ROOTS: [&str; 2] = ["proto", "tests/proto"];

/// The codec of every generated service: prost with smaller first buffers (src/rpc/codec.rs).
const CODEC: &str = "crate::rpc::codec::Codec";

fn compiler(files: &[&str]) -> Result<protox::Compiler, Box<dyn Error>> {
    let mut compiler = protox::Compiler::new(ROOTS)?;
    compiler.include_source_info(true).include_imports(true);
    compiler.open_files(files)?;
    Ok(compiler)
}

fn main() -> Result<(), Box<dyn Error>> {
    println!("cargo:rerun-if-changed=proto");
    println!("cargo:rerun-if-changed=tests/proto");
    let out_dir = PathBuf::from(env::var("OUT_DIR")?);

    println!("cargo:rerun-if-changed=src/games/list.rs");
    // Each game's descriptor set is `<first path component>_descriptor.bin`.
    for (_, file) in GAMES {
        let name = file.split('/').next().unwrap_or(file);
        fs::write(
            out_dir.join(format!("{name}_descriptor.bin")),
            compiler(&[file])?.encode_file_descriptor_set(),
        )?;
    }

    let files: Vec<&str> = GAMES.iter().map(|(_, file)| *file).collect();
    let mut config = tonic_prost_build::configure()
        .build_client(true)
        .build_server(true)
        .codec_path(CODEC)
        // The audience messages every game shares: one Rust type (src/rpc/audience.rs).
        .extern_path(".audience.v1", AUDIENCE_PATH);
    for (module, file) in GAMES {
        // Hand-written, to carry answers encoded once per version (src/session/answers.rs).
        let package = package(file)?;
        for message in ["GetGameResponse", "LegalActionsResponse"] {
            config = config.extern_path(
                format!(".{package}.{message}"),
                format!("crate::games::{module}::answers::{message}"),
            );
        }
    }
    config.compile_fds_with_config(compiler(&files)?.file_descriptor_set(), prost_config())?;
    compile_player_protos(&out_dir)?;
    compile_audience_proto()?;
    embed_web_assets(&out_dir)?;
    Ok(())
}

/// The game-neutral accounts, players, lobby and analysis services (src/players/,
/// src/lobby/, src/analysis/): their
/// code and their descriptor set `players_descriptor.bin`.
fn compile_player_protos(out_dir: &std::path::Path) -> Result<(), Box<dyn Error>> {
    const FILES: &[&str] = &[
        "accounts/v1/accounts.proto",
        "players/v1/players.proto",
        "players/v1/push.proto",
        "lobby/v1/lobby.proto",
        "analysis/v1/analysis.proto",
        "tournament/v1/tournament.proto",
    ];
    fs::write(
        out_dir.join("players_descriptor.bin"),
        compiler(FILES)?.encode_file_descriptor_set(),
    )?;
    tonic_prost_build::configure()
        .build_client(true)
        .build_server(true)
        .codec_path(CODEC)
        // Hand-written, to send one change's message encoded once to every stream
        // (src/lobby/message.rs).
        .extern_path(
            ".lobby.v1.WatchLobbyResponse",
            "crate::lobby::message::WatchLobbyResponse",
        )
        .extern_path(".audience.v1", AUDIENCE_PATH)
        .compile_fds_with_config(compiler(FILES)?.file_descriptor_set(), prost_config())?;
    Ok(())
}

/// Where the game-neutral `audience.v1` messages (spectator counts, quick chat), which every
/// game's and the lobby's protos import, are compiled once: `audience.v1.rs`.
const AUDIENCE_PATH: &str = "crate::rpc::audience::pb";

/// Compiles `audience.v1` (written after the others, which may also write the file).
fn compile_audience_proto() -> Result<(), Box<dyn Error>> {
    tonic_prost_build::configure()
        .build_client(false)
        .build_server(false)
        .compile_fds_with_config(
            compiler(&["audience/v1/audience.proto"])?.file_descriptor_set(),
            prost_config(),
        )?;
    Ok(())
}

/// prost's settings: every message implements `prost::Name`, which the codec's input gate
/// (src/rpc/gate.rs) uses to find the rules of a request's text fields.
fn prost_config() -> prost_build::Config {
    let mut config = prost_build::Config::new();
    config.enable_type_names();
    config
}

/// Writes `web_assets.rs` into `out_dir`: one entry per file of the committed web client
/// build `web/dist/` (its URL path, content type, ETag, the bytes with `include_bytes!`, and
/// the precompressed `.gz` variant when the build wrote one). See `src/web/assets.rs`.
fn embed_web_assets(out_dir: &std::path::Path) -> Result<(), Box<dyn Error>> {
    println!("cargo:rerun-if-changed=web/dist");
    let dist = PathBuf::from(env::var("CARGO_MANIFEST_DIR")?).join("web/dist");
    let mut files = Vec::new();
    if dist.is_dir() {
        collect_files(&dist, &mut files)?;
    }
    files.sort();
    let mut table = String::from("&[\n");
    for file in &files {
        let rel = file
            .strip_prefix(&dist)?
            .to_string_lossy()
            .replace('\\', "/");
        if rel.ends_with(".gz") {
            continue;
        }
        let bytes = fs::read(file)?;
        let gz = PathBuf::from(format!("{}.gz", file.display()));
        let gz = if gz.is_file() {
            format!("Some(include_bytes!({:?}))", gz.display().to_string())
        } else {
            "None".to_owned()
        };
        table.push_str(&format!(
            "    Asset {{ path: {path:?}, content_type: {ct:?}, etag: \"\\\"{etag:016x}\\\"\", \
             body: include_bytes!({abs:?}), gzip: {gz} }},\n",
            path = format!("/{rel}"),
            ct = content_type(&rel),
            etag = fnv1a(&bytes),
            abs = file.display().to_string(),
        ));
    }
    table.push_str("]\n");
    fs::write(out_dir.join("web_assets.rs"), table)?;
    Ok(())
}

fn collect_files(dir: &std::path::Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    for entry in fs::read_dir(dir)? {
        let path = entry?.path();
        if path.is_dir() {
            collect_files(&path, out)?;
        } else {
            out.push(path);
        }
    }
    Ok(())
}

fn content_type(path: &str) -> &'static str {
    match path.rsplit('.').next().unwrap_or("") {
        "html" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "ico" => "image/x-icon",
        "json" | "map" => "application/json",
        "webmanifest" => "application/manifest+json",
        "txt" | "ftl" => "text/plain; charset=utf-8",
        "woff2" => "font/woff2",
        _ => "application/octet-stream",
    }
}

/// FNV-1a, 64 bits: a stable fingerprint of a file for its ETag.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &b| {
        (hash ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}
