//! The Glicko-2 arithmetic of `players::ratings` against an independent implementation of
//! Glickman's paper ("Example of the Glicko-2 system", 2013), itself checked against the
//! paper's worked example; and the growth of a deviation over idle time, computed by hand.

use arbiter::players::ratings::{
    self, MAX_VOLATILITY, MIN_DEVIATION, RATING_PERIODS_PER_DAY, Rating, START_DEVIATION, Score,
};

use crate::glicko2;

use glicko2::glickman;

const DAY_MS: u64 = 86_400_000;

fn rating(rating: f64, deviation: f64, volatility: f64) -> Rating {
    Rating {
        rating,
        deviation,
        volatility,
    }
}

fn close(got: Rating, want: Rating, what: &str) {
    assert!(
        (got.rating - want.rating).abs() < 1e-6
            && (got.deviation - want.deviation).abs() < 1e-6
            && (got.volatility - want.volatility).abs() < 1e-7,
        "{what}: {got:?} vs {want:?}"
    );
}

/// The paper's example: a player rated 1500 (RD 200, σ 0.06) beats a 1400 (RD 30), loses to
/// a 1550 (RD 100) and to a 1700 (RD 300) in one rating period: 1464.06, RD 151.52, σ 0.05999.
/// The paper rounds its intermediate steps, so the exact values differ in the second decimal.
#[test]
fn the_reference_reproduces_glickmans_example() {
    let after = glickman(
        rating(1500.0, 200.0, 0.06),
        &[
            (rating(1400.0, 30.0, 0.06), 1.0),
            (rating(1550.0, 100.0, 0.06), 0.0),
            (rating(1700.0, 300.0, 0.06), 0.0),
        ],
    );
    assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
    assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
    assert!((after.volatility - 0.05999).abs() < 0.00001, "{after:?}");
}

/// The bounds the service keeps after a game (lichess.org's): deviation 45 to 350,
/// volatility at most 0.1.
fn bounded(r: Rating) -> Rating {
    Rating {
        deviation: r.deviation.clamp(MIN_DEVIATION, START_DEVIATION),
        volatility: r.volatility.min(MAX_VOLATILITY),
        ..r
    }
}

/// A game is a rating period of its own: `ratings::rate` gives both players what the paper's
/// algorithm gives each of them for a period with that one game, within the bounds (the
/// paper's 1400 with deviation 30 is left with 45).
#[test]
fn a_rated_game_is_glickmans_period_of_one_game() {
    let cases = [
        (Rating::default(), Rating::default()),
        (rating(1500.0, 200.0, 0.06), rating(1400.0, 30.0, 0.06)),
        (rating(1500.0, 200.0, 0.06), rating(1700.0, 300.0, 0.06)),
        (rating(1850.0, 62.5, 0.059), rating(1620.0, 140.0, 0.061)),
    ];
    for (a, b) in cases {
        for (score, points) in [(Score::Win, 1.0), (Score::Draw, 0.5), (Score::Loss, 0.0)] {
            let (got_a, got_b) = ratings::rate(a, b, score);
            close(got_a, bounded(glickman(a, &[(b, points)])), "first");
            close(got_b, bounded(glickman(b, &[(a, 1.0 - points)])), "second");
        }
    }
}

/// A year without a rated game: 365 × 0.21436 = 78.2414 rating periods. A deviation of 60
/// (φ = 60 / 173.7178 = 0.345388, φ² = 0.119293) with volatility 0.06 grows to
/// √(0.119293 + 78.2414 × 0.0036) = √0.400962 = 0.633216, × 173.7178 = 110.0008: just
/// provisional again. The rating and the volatility stay.
#[test]
fn a_year_idle_grows_a_deviation_of_60_to_110() {
    assert!((ratings::rating_periods(365 * DAY_MS) - 78.2414).abs() < 1e-9);
    assert!((ratings::rating_periods(DAY_MS) - RATING_PERIODS_PER_DAY).abs() < 1e-12);
    let settled = rating(1700.0, 60.0, 0.06);
    assert!(!settled.provisional());
    let idle = settled.aged(365 * DAY_MS);
    assert!((idle.deviation - 110.0008).abs() < 0.0001, "{idle:?}");
    assert!(idle.provisional());
    assert_eq!(
        (idle.rating, idle.volatility),
        (settled.rating, settled.volatility)
    );
    // Half a year: 39.1207 periods, √(0.119293 + 0.140834) × 173.7178 = 88.60.
    let half = settled.aged(365 * DAY_MS / 2);
    assert!((half.deviation - 88.60).abs() < 0.01, "{half:?}");
    // No time, no growth; a deviation never grows past the starting one.
    assert_eq!(settled.aged(0), settled);
    let long = rating(1500.0, 300.0, 0.06).aged(3650 * DAY_MS);
    assert!((long.deviation - START_DEVIATION).abs() < 1e-12, "{long:?}");
    // As of a time: from the last rated game's end; unknown or earlier, no growth.
    let t = 1_800_000_000_000;
    assert_eq!(settled.as_of(Some(t), t + 365 * DAY_MS), idle);
    assert_eq!(settled.as_of(None, t + 365 * DAY_MS), settled);
    assert_eq!(settled.as_of(Some(t), t - DAY_MS), settled);
}

/// After a year away, a game is rated from the grown deviation: the paper's algorithm from RD
/// 110.0008, not 60 — so the rating moves more (a loss to a newcomer: 1700 → 1669.07, not
/// 1690.35).
#[test]
fn a_game_after_a_year_away_is_rated_from_the_grown_deviation() {
    let returning = rating(1700.0, 60.0, 0.06).aged(365 * DAY_MS);
    let newcomer = Rating::default();
    let (after, _) = ratings::rate(returning, newcomer, Score::Loss);
    close(after, glickman(returning, &[(newcomer, 0.0)]), "returning");
    assert!((after.rating - 1669.07).abs() < 0.01, "{after:?}");
    let (fresh, _) = ratings::rate(rating(1700.0, 60.0, 0.06), newcomer, Score::Loss);
    assert!((fresh.rating - 1690.35).abs() < 0.01, "{fresh:?}");
}

/// The bounds lichess.org keeps: a game never leaves a deviation below 45 nor a volatility
/// above 0.1 (where the paper's algorithm would: 44.93, and 0.10005).
#[test]
fn a_game_keeps_the_deviation_and_volatility_within_bounds() {
    let steady = rating(1500.0, 45.0, 0.03);
    let unbounded = glickman(steady, &[(steady, 0.5)]);
    assert!(unbounded.deviation < MIN_DEVIATION, "{unbounded:?}");
    let (a, _) = ratings::rate(steady, steady, Score::Draw);
    assert!((a.deviation - MIN_DEVIATION).abs() < 1e-12, "{a:?}");
    assert!((a.rating - unbounded.rating).abs() < 1e-9);

    let erratic = rating(1500.0, 50.0, 0.1);
    let underdog = rating(1000.0, 50.0, 0.06);
    let unbounded = glickman(erratic, &[(underdog, 0.0)]);
    assert!(unbounded.volatility > MAX_VOLATILITY, "{unbounded:?}");
    let (a, _) = ratings::rate(erratic, underdog, Score::Loss);
    assert!((a.volatility - MAX_VOLATILITY).abs() < 1e-12, "{a:?}");
    assert!((a.rating - unbounded.rating).abs() < 1e-6);
}
