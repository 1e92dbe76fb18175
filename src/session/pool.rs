//! Rating pools: a game is rated in its game's live pool, or, with a correspondence clock
//! ([`TimeControl::is_correspondence`]), in that game's correspondence pool (see
//! `docs/correspondence.md`). A pool is named by the key its ratings are kept under.

use super::play::TimeControl;

/// The rating pool of correspondence games ([`TimeControl::is_correspondence`]): rated apart
/// from live play, as lichess keeps a correspondence rating next to its live ones. Its
/// ratings are kept under the key `<game>/correspondence` ([`pool_key`]).
pub const CORRESPONDENCE: &str = "correspondence";

/// The key a rating in `game` under `control` is kept under: the game's short name for live
/// play, `<game>/correspondence` for correspondence.
#[must_use]
pub fn pool_key(game: &str, control: Option<TimeControl>) -> String {
    if control.is_some_and(TimeControl::is_correspondence) {
        format!("{game}/{CORRESPONDENCE}")
    } else {
        game.to_owned()
    }
}

/// [`pool_key`] for a game of the catalog, as the seats' rating lookups take it (one key per
/// game and pool, made once).
#[must_use]
pub fn static_pool_key(game: &'static str, control: Option<TimeControl>) -> &'static str {
    static KEYS: std::sync::OnceLock<
        std::sync::Mutex<std::collections::HashMap<&'static str, &'static str>>,
    > = std::sync::OnceLock::new();
    if !control.is_some_and(TimeControl::is_correspondence) {
        return game;
    }
    let keys = KEYS.get_or_init(Default::default);
    let mut keys = keys
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    keys.entry(game)
        .or_insert_with(|| Box::leak(pool_key(game, control).into_boxed_str()))
}

/// A rating key split into its game and its pool (`""` for live play).
#[must_use]
pub fn split_key(key: &str) -> (&str, &str) {
    key.split_once('/').unwrap_or((key, ""))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn correspondence_clocks_have_their_own_pool() {
        let live = Some(TimeControl::Fischer {
            initial_ms: 300_000,
            increment_ms: 3_000,
        });
        let days = Some(TimeControl::PerTurn {
            per_turn_ms: 3 * 86_400_000,
        });
        assert_eq!(pool_key("hnefatafl", live), "hnefatafl");
        assert_eq!(pool_key("hnefatafl", None), "hnefatafl");
        assert_eq!(pool_key("hnefatafl", days), "hnefatafl/correspondence");
        assert_eq!(
            static_pool_key("hnefatafl", days),
            "hnefatafl/correspondence"
        );
        assert!(std::ptr::eq(
            static_pool_key("hnefatafl", days),
            static_pool_key("hnefatafl", days)
        ));
        assert_eq!(
            split_key("hnefatafl/correspondence"),
            ("hnefatafl", CORRESPONDENCE)
        );
        assert_eq!(split_key("hanniball"), ("hanniball", ""));
    }
}
