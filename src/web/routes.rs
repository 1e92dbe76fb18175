//! The page's own paths: which URLs the browser client draws a page for (answered `200` with
//! `index.html`), and which it does not (answered `404`, with the same `index.html`, which
//! then shows its *not found* page). The client's router (`web/src/ui/links.ts`, `route`)
//! reads the same paths the same way; `docs/web.md` ("Addresses") lists them.
//!
//! - `/` and `/index.html`; `/lobby`, `/account`, `/games` (the games going on), `/tv`;
//! - `/tv/<game>`: the best game going on of a game served;
//! - `/rules/<game>`, `/leaderboard/<game>`, `/analysis/<game>`: `<game>` one of the games
//!   served (their service's short name, e.g. `hnefatafl`);
//! - `/analysis/<game>/<id>`: the analysis of a finished game, any one non-empty segment;
//! - `/play/<game>/<id>`, `/join/<game>/<id>`: a served game and an id of letters, digits,
//!   `_` and `-`;
//! - `/players/<name>`, `/archive/<id>`, `/export/<name>`: any one non-empty path segment
//!   (whether the player or the archived game exists is the page's to find out, from the API);
//! - `/import`, `/events`;
//! - `/events/<id>`: an event's id (16 hexadecimal digits).
//!
//! Each but `/index.html` may end with one `/`. Anything else (`/tv/chess`, `/lobby/x`,
//! `/rules/chess`, `/players/`, `/players/a/b`) is not a page.

/// Whether `path` (a URL path, without query or fragment) is one of the page's addresses,
/// with `games` the short names of the games served.
#[must_use]
pub fn is_page(path: &str, games: &[&str]) -> bool {
    if path == "/" || path == "/index.html" {
        return true;
    }
    let Some(rest) = path.strip_prefix('/') else {
        return false;
    };
    let rest = rest.strip_suffix('/').unwrap_or(rest);
    let parts: Vec<&str> = rest.split('/').collect();
    let game = |name: &str| games.contains(&name);
    let id = |id: &str| {
        !id.is_empty()
            && id
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
    };
    match parts.as_slice() {
        ["lobby" | "account" | "games" | "tv" | "import" | "events"] => true,
        ["events", id] => id.len() == 16 && id.bytes().all(|b| b.is_ascii_hexdigit()),
        ["rules" | "leaderboard" | "tv" | "analysis", name] => game(name),
        ["analysis", name, segment] => game(name) && !segment.is_empty(),
        ["play" | "join", name, game_id] => game(name) && id(game_id),
        ["players" | "archive" | "export", segment] => !segment.is_empty(),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::is_page;

    const GAMES: &[&str] = &["hanniball", "hnefatafl", "chessfootball"];

    #[test]
    fn the_page_s_addresses() {
        for path in [
            "/",
            "/index.html",
            "/lobby",
            "/lobby/",
            "/account",
            "/rules/hnefatafl",
            "/rules/hanniball/",
            "/leaderboard/chessfootball",
            "/games",
            "/tv",
            "/tv/hnefatafl",
            "/play/hanniball/AAAAAAAAAAAAAAAAAAAAAA",
            "/play/hnefatafl/abc_D-9/",
            "/join/chessfootball/xyz",
            "/players/Ada",
            "/players/ann%20b",
            "/archive/AAAAAAAAAAAAAAAAAAAAAA",
            "/archive/imp-Z3mVq9",
            "/import",
            "/export/Ada",
            "/analysis/hnefatafl",
            "/analysis/chessfootball/g-1",
            "/events",
            "/events/0123456789abcdef",
        ] {
            assert!(is_page(path, GAMES), "{path} is a page");
        }
    }

    #[test]
    fn anything_else_is_not_found() {
        for path in [
            "",
            "//",
            "/tv/chess",
            "/games/x",
            "/lobby/x",
            "/lobby//",
            "/account/settings",
            "/rules/chess",
            "/rules",
            "/rules/",
            "/leaderboard/chess",
            "/leaderboard",
            "/play/chess/abc",
            "/play/hanniball",
            "/play/hanniball/",
            "/play/hanniball/a.b",
            "/play/hanniball/abc/def",
            "/join/hnefatafl/a%20b",
            "/players",
            "/players/",
            "/players/a/b",
            "/archive/",
            "/import/x",
            "/analysis/checkers",
            "/analysis/",
            "/events/x",
            "/events/0123456789abcdef/x",
            "/export/",
            "/export/a/b",
            "/index.html/",
            "/favicon.nope",
        ] {
            assert!(!is_page(path, GAMES), "{path} is not a page");
        }
    }
}
