//! The service's computer players: bot accounts of fixed strength (the built-in search at
//! three budgets) that accept every challenge at once. Their games are bound to their
//! accounts like any player's, so rated games rate them; their moves are thought by the
//! computer-opponent pool (`crate::bot::pool`), which acts for their seat with its token.
//! Game-neutral: every game of the catalog is played at every level.

use crate::session::play::TimeControl;

/// One level of the service's computer players.
#[derive(Debug, PartialEq, Eq)]
pub struct Level {
    /// The level's name ("easy").
    pub level: &'static str,
    /// Its account's name ("computer-easy").
    pub name: &'static str,
    /// How it plays, in a sentence.
    pub description: &'static str,
    /// Its think time per action in milliseconds, at most.
    pub think_ms: u32,
    /// Its search iterations per action (0: as many as the time allows).
    pub iterations: u32,
    /// Its place among the levels (0: the weakest), the index of its anchors in
    /// [`ANCHORS`].
    pub rank: usize,
}

/// The anchored ratings of the levels in each game (by its service's short name), weakest
/// first: ratings that no game moves (see `docs/bots.md`, "Ratings of the computer
/// players"). Easy is 1000 in every game; each next level is placed by the calibration
/// matches of `bench/calibrate.sh` (`bench/RESULTS.md`, "Calibration of the computer
/// players"): the Elo difference of the match's score with half a point added to each side
/// (so that a 10–0 score gives a finite gap, 529), never below the level under it (a larger
/// budget of the same search is not anchored below a smaller one).
pub const ANCHORS: [(&str, [u32; 3]); 3] = [
    // Medium beat Easy 10–0 (+529); Medium against Hard 7–5 (−54 for Hard, not told apart:
    // −131 … +248), so Hard stays at Medium's anchor.
    ("hnefatafl", [1000, 1529, 1529]),
    // Medium beat Easy 10–0 (+529); Hard beat Medium 11–0 with a draw (+432).
    ("chessfootball", [1000, 1529, 1961]),
    // Medium beat Easy 10–0 (+529); Hard beat Medium 9–3 (+173).
    ("hanniball", [1000, 1529, 1702]),
];

/// The anchors of a game calibration has not measured: the levels' order, 500 and 300 apart.
pub const UNMEASURED: [u32; 3] = [1000, 1500, 1800];

/// The anchored rating of `level` in `game` (a service's short name, or a rating pool's key
/// such as `hnefatafl/correspondence`: the same anchors in every pool of a game).
#[must_use]
pub fn anchor(level: &Level, game: &str) -> u32 {
    let (game, _) = crate::session::pool::split_key(game);
    let anchors = ANCHORS
        .iter()
        .find(|(name, _)| *name == game)
        .map_or(UNMEASURED, |(_, anchors)| *anchors);
    anchors.get(level.rank).copied().unwrap_or(UNMEASURED[0])
}

/// The levels, weakest first.
pub const LEVELS: [Level; 3] = [
    Level {
        level: "easy",
        name: "computer-easy",
        description: "plays a move that wins at once when it sees one, any legal move otherwise",
        think_ms: 100,
        iterations: 1,
        rank: 0,
    },
    Level {
        level: "medium",
        name: "computer-medium",
        description: "Monte Carlo tree search for a tenth of a second a move",
        think_ms: 100,
        iterations: 0,
        rank: 1,
    },
    Level {
        level: "hard",
        name: "computer-hard",
        description: "Monte Carlo tree search for a second a move",
        think_ms: 1000,
        iterations: 0,
        rank: 2,
    },
];

/// A computer player of this service: its account and its level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Computer {
    /// Its account's id.
    pub id: i64,
    /// Its level.
    pub level: &'static Level,
}

/// The think time per action of `level` in a game under `control`: the level's own, or less
/// when the clock needs it (about a two-hundredth of the starting time plus an eighth of
/// the increment, so that a long game with several actions per turn stays on the clock),
/// never under 30 ms.
#[must_use]
pub fn think_ms(level: &Level, control: Option<TimeControl>) -> u32 {
    let fits = match control {
        None => return level.think_ms,
        Some(TimeControl::Fischer {
            initial_ms,
            increment_ms,
        }) => initial_ms / 200 + increment_ms / 8,
        Some(TimeControl::Delay {
            initial_ms,
            delay_ms,
        }) => initial_ms / 200 + delay_ms / 2,
        Some(TimeControl::PerTurn { per_turn_ms }) => per_turn_ms / 16,
    };
    u32::try_from(fits.max(30))
        .unwrap_or(u32::MAX)
        .min(level.think_ms)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn think_time_fits_the_clock() {
        let hard = &LEVELS[2];
        assert_eq!(think_ms(hard, None), 1000);
        let blitz = TimeControl::Fischer {
            initial_ms: 120_000,
            increment_ms: 2_000,
        };
        assert_eq!(think_ms(hard, Some(blitz)), 600 + 250);
        assert_eq!(think_ms(&LEVELS[1], Some(blitz)), 100);
        let bullet = TimeControl::Fischer {
            initial_ms: 60_000,
            increment_ms: 0,
        };
        assert_eq!(think_ms(hard, Some(bullet)), 300);
        let tiny = TimeControl::PerTurn { per_turn_ms: 100 };
        assert_eq!(think_ms(hard, Some(tiny)), 30);
        for level in &LEVELS {
            // Kept for the service: nobody signs up with the name.
            assert!(crate::players::names::validate_name(level.name).is_err());
        }
    }

    #[test]
    fn the_anchors_never_rank_a_level_above_a_stronger_one() {
        for (game, anchors) in ANCHORS {
            assert!(
                anchors.windows(2).all(|w| w[0] <= w[1]),
                "{game}: {anchors:?}"
            );
            for level in &LEVELS {
                assert_eq!(anchor(level, game), anchors[level.rank]);
                let pool = format!("{game}/correspondence");
                assert_eq!(
                    anchor(level, &pool),
                    anchors[level.rank],
                    "the same in every pool"
                );
            }
            assert!(anchors[0] < anchors[2], "{game}: Easy below Hard");
        }
        assert_eq!(anchor(&LEVELS[2], "a-new-game"), UNMEASURED[2]);
        for (i, level) in LEVELS.iter().enumerate() {
            assert_eq!(level.rank, i);
        }
    }
}
