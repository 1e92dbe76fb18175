//! The web client is a separate program, bundled ahead and embedded in the binary: it draws
//! each game with code of its own, one folder per game under `web/src/games/` and one line per
//! game in `web/src/games/index.ts`. This checks that list against the server's one
//! registration (`src/games/list.rs`, through the catalog `games::Served`): the web client
//! knows exactly the games the binary serves, by their service's short name.

use std::collections::BTreeSet;
use std::path::Path;

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
    names.0
}

#[test]
fn the_web_client_knows_exactly_the_served_games() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("web/src/games");
    let folders: BTreeSet<String> = std::fs::read_dir(&root)
        .expect("web/src/games")
        .filter_map(Result::ok)
        .filter(|e| e.path().is_dir())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    let served = served();
    assert!(!served.is_empty());
    assert_eq!(
        folders, served,
        "one folder under web/src/games/ per served game"
    );
    let index = std::fs::read_to_string(root.join("index.ts")).expect("web/src/games/index.ts");
    for game in &served {
        assert!(
            index.contains(&format!("from \"./{game}/index.js\"")),
            "web/src/games/index.ts lists {game}"
        );
    }
}
