//! The client packages know exactly the games the binary serves: each game has its generated
//! code and one entry in the TypeScript package's `games` (`clients/typescript/src/games.ts`)
//! and in the Python package's `KINDS` (`clients/python/src/arbiter_client/games.py`), checked
//! against the server's one registration (`src/games/list.rs`, through `games::Served`), so
//! that a game added to the server and forgotten in a client fails here.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use arbiter::games::Served;
use arbiter::rpc::api::short_name;
use arbiter::rpc::{Catalog, Game, Visitor};

fn served() -> BTreeSet<String> {
    struct Names(BTreeSet<String>);
    impl Visitor for Names {
        fn visit<G: Game>(&mut self) {
            self.0.insert(short_name::<G>().to_owned());
        }
    }
    let mut names = Names(BTreeSet::new());
    Served.each(&mut names);
    assert!(!names.0.is_empty(), "the binary serves no game");
    names.0
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf()
}

fn read(path: &str) -> String {
    std::fs::read_to_string(root().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The folders directly under `dir` (generated code: one per proto package's first part).
fn folders(dir: &str) -> BTreeSet<String> {
    std::fs::read_dir(root().join(dir))
        .unwrap_or_else(|e| panic!("{dir}: {e}"))
        .filter_map(Result::ok)
        .filter(|e| e.path().is_dir())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect()
}

/// The keys of the object literal `export const games = { ... }` in games.ts.
fn typescript_games(source: &str) -> BTreeSet<String> {
    let start = source
        .find("export const games = {")
        .expect("clients/typescript/src/games.ts exports `games`");
    let body = &source[start + "export const games = {".len()..];
    let body = &body[..body.find('}').expect("the end of `games`")];
    body.split(',')
        .map(|entry| entry.split(':').next().unwrap_or("").trim().to_owned())
        .filter(|key| !key.is_empty())
        .collect()
}

/// The proto packages named in games.py's `GameKind(...)` entries (`"<game>.v1"`).
fn python_packages(source: &str) -> BTreeSet<String> {
    source
        .match_indices("= GameKind(")
        .map(|(at, _)| {
            let entry = &source[at..];
            let quoted: Vec<&str> = entry.split('"').skip(1).step_by(2).take(2).collect();
            let package = quoted.get(1).copied().unwrap_or("");
            package.strip_suffix(".v1").unwrap_or(package).to_owned()
        })
        .collect()
}

#[test]
fn the_typescript_package_covers_exactly_the_served_games() {
    let served = served();
    let source = read("clients/typescript/src/games.ts");
    assert_eq!(
        typescript_games(&source),
        served,
        "clients/typescript/src/games.ts: `games` has one entry per served game, keyed by its short name"
    );
    let generated = folders("clients/typescript/src/gen");
    for game in &served {
        assert!(
            generated.contains(game),
            "clients/typescript/src/gen/{game}/ is missing: add the proto to the package's buf.gen and run `npm run generate`"
        );
        assert!(
            source.contains(&format!("from \"./gen/{game}/v1/")),
            "clients/typescript/src/games.ts imports {game}'s generated service"
        );
    }
}

#[test]
fn the_python_package_covers_exactly_the_served_games() {
    let served = served();
    let source = read("clients/python/src/arbiter_client/games.py");
    assert_eq!(
        python_packages(&source),
        served,
        "clients/python/src/arbiter_client/games.py: one GameKind per served game, with its package `<game>.v1`"
    );
    let generated = folders("clients/python/src/arbiter_client/_pb");
    for game in &served {
        assert!(
            generated.contains(game),
            "clients/python/src/arbiter_client/_pb/{game}/ is missing: run `python3 clients/python/generate.py`"
        );
        assert!(
            source.contains(&format!("{game}_pb2")),
            "games.py uses {game}'s generated module"
        );
    }
}

#[test]
fn the_readers_of_the_client_files_find_what_they_read() {
    // The parsers above on a known text, so that a change of layout fails loudly instead of
    // reading nothing.
    let ts =
        "export const games = { hanniball, hnefatafl, chessfootball: chessFootball } as const;";
    let expected: BTreeSet<String> = ["hanniball", "hnefatafl", "chessfootball"]
        .map(str::to_owned)
        .into();
    assert_eq!(typescript_games(ts), expected);
    let py = "A = GameKind(\n    \"hnefatafl\",\n    \"hnefatafl.v1\",\n)\nB = GameKind(\n    \"chess-football\",\n    \"chessfootball.v1\",\n)\n";
    let expected: BTreeSet<String> = ["hnefatafl", "chessfootball"].map(str::to_owned).into();
    assert_eq!(python_packages(py), expected);
}
