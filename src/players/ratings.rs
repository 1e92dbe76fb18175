//! Glicko-2 ratings, one per player per game, computed by the `skillratings` crate: rating,
//! deviation and volatility; a rating is provisional while its deviation is above
//! [`PROVISIONAL_DEVIATION`]. Ratings change only inside the archive's transaction
//! ([`super::archive`]), so a game changes them exactly once.
//!
//! Each rated game is its own Glicko-2 rating period. Time without rated games counts too,
//! as on lichess.org: [`RATING_PERIODS_PER_DAY`] periods a day, in which the deviation grows
//! with the volatility ([`Rating::aged`]). A rating row keeps when its last rated game ended
//! (`ratings.rated_ms`); the deviation shown is the one grown until now, and a game is rated
//! from the deviations grown until it ended. See `docs/players.md`, "Ratings".

use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};
use sqlx::Row as _;

use super::accounts::BOT;
use super::db::Database;
use super::{PlayerId, db_error};
use crate::session::ServiceError;

/// A rating whose deviation is above this is provisional (as on lichess.org).
pub const PROVISIONAL_DEVIATION: f64 = 110.0;

/// The rating of a player's first game (Glickman's suggestion, and `skillratings`').
pub const START_RATING: f64 = 1500.0;

/// The deviation of a player's first game, and the most a deviation grows to.
pub const START_DEVIATION: f64 = 350.0;

/// The volatility of a player's first game.
pub const START_VOLATILITY: f64 = 0.06;

/// The least deviation a game leaves (lichess.org's floor), so that a rating never stops
/// following its player's results.
pub const MIN_DEVIATION: f64 = 45.0;

/// The most volatility a game leaves (lichess.org's cap), so that a run of surprising
/// results cannot make a rating swing without bound.
pub const MAX_VOLATILITY: f64 = 0.1;

/// Glicko-2 rating periods per day of inactivity (lichess.org's `ratingPeriodsPerDay`).
pub const RATING_PERIODS_PER_DAY: f64 = 0.21436;

/// Glicko-2's scale: a deviation on the Glicko-2 scale is the displayed one divided by this.
const GLICKO2_SCALE: f64 = 173.7178;

const DAY_MS: f64 = 86_400_000.0;

/// The rating periods `idle_ms` milliseconds without a rated game make.
#[must_use]
pub fn rating_periods(idle_ms: u64) -> f64 {
    idle_ms as f64 / DAY_MS * RATING_PERIODS_PER_DAY
}

/// A player's rating in one game.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    /// The rating (1500 at the start).
    pub rating: f64,
    /// Its deviation (350 at the start).
    pub deviation: f64,
    /// Its volatility (0.06 at the start).
    pub volatility: f64,
}

impl Default for Rating {
    fn default() -> Self {
        Rating {
            rating: START_RATING,
            deviation: START_DEVIATION,
            volatility: START_VOLATILITY,
        }
    }
}

impl Rating {
    /// Whether the rating is still provisional.
    #[must_use]
    pub fn provisional(&self) -> bool {
        self.deviation > PROVISIONAL_DEVIATION
    }

    /// The rating after `idle_ms` milliseconds without a rated game: Glicko-2's step for a
    /// rating period without games, over [`rating_periods`]`(idle_ms)` periods — on the
    /// Glicko-2 scale φ' = √(φ² + periods·σ²), σ the volatility — and never above
    /// [`START_DEVIATION`]. The rating and the volatility do not change.
    #[must_use]
    pub fn aged(self, idle_ms: u64) -> Rating {
        if idle_ms == 0 {
            return self;
        }
        let phi = self.deviation / GLICKO2_SCALE;
        let grown = (phi * phi + rating_periods(idle_ms) * self.volatility * self.volatility)
            .sqrt()
            * GLICKO2_SCALE;
        Rating {
            deviation: grown.min(START_DEVIATION),
            ..self
        }
    }

    /// The rating as of `now_ms`, its last rated game having ended at `rated_ms` (`None`:
    /// not known, no growth). A `now_ms` before `rated_ms` (another replica's clock) is no
    /// idle time.
    #[must_use]
    pub fn as_of(self, rated_ms: Option<u64>, now_ms: u64) -> Rating {
        match rated_ms {
            Some(rated_ms) => self.aged(now_ms.saturating_sub(rated_ms)),
            None => self,
        }
    }

    fn glicko(self) -> Glicko2Rating {
        Glicko2Rating {
            rating: self.rating,
            deviation: self.deviation,
            volatility: self.volatility,
        }
    }

    /// A rating `skillratings` computed, its deviation kept within
    /// [`MIN_DEVIATION`]..=[`START_DEVIATION`] and its volatility at most [`MAX_VOLATILITY`].
    fn of(g: Glicko2Rating) -> Rating {
        Rating {
            rating: g.rating,
            deviation: g.deviation.clamp(MIN_DEVIATION, START_DEVIATION),
            volatility: g.volatility.min(MAX_VOLATILITY),
        }
    }
}

/// The result of a two-player game from the first player's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    /// The first player won.
    Win,
    /// The first player lost.
    Loss,
    /// Drawn.
    Draw,
}

/// Both players' ratings after one game between them, a rating period of its own (the
/// ratings given are those as of the game, see [`Rating::aged`]); the deviations are kept
/// within [`MIN_DEVIATION`]..=[`START_DEVIATION`], the volatilities at most
/// [`MAX_VOLATILITY`].
#[must_use]
pub fn rate(first: Rating, second: Rating, score: Score) -> (Rating, Rating) {
    let outcome = match score {
        Score::Win => Outcomes::WIN,
        Score::Loss => Outcomes::LOSS,
        Score::Draw => Outcomes::DRAW,
    };
    let (a, b) = glicko2(
        &first.glicko(),
        &second.glicko(),
        &outcome,
        &Glicko2Config::new(),
    );
    (Rating::of(a), Rating::of(b))
}

/// A player's standing in one game.
#[derive(Clone, Debug, PartialEq)]
pub struct Standing {
    /// The game (its service's short name, e.g. `hnefatafl`).
    pub game: String,
    /// The rating.
    pub rating: Rating,
    /// Rated games played, won, lost, drawn.
    pub games: u64,
    /// Rated games won.
    pub wins: u64,
    /// Rated games lost.
    pub losses: u64,
    /// Rated games drawn.
    pub draws: u64,
}

/// One row of a leaderboard.
#[derive(Clone, Debug, PartialEq)]
pub struct Leader {
    /// The player.
    pub player: PlayerId,
    /// The player's name.
    pub name: String,
    /// The player's standing.
    pub standing: Standing,
    /// A bot account.
    pub bot: bool,
}

fn count(v: i64) -> u64 {
    u64::try_from(v).unwrap_or(0)
}

/// A time in milliseconds read from the database (`None`: NULL, or a negative one).
pub(crate) fn stored_ms(value: Option<i64>) -> Option<u64> {
    value.and_then(|v| u64::try_from(v).ok())
}

/// The standing of a row read with [`STANDING`] from column `at` on, its rating as of
/// `now_ms`.
fn standing(row: &sqlx::any::AnyRow, at: usize, now_ms: u64) -> Result<Standing, ServiceError> {
    let rating = Rating {
        rating: row.try_get(at + 1).map_err(db_error)?,
        deviation: row.try_get(at + 2).map_err(db_error)?,
        volatility: row.try_get(at + 3).map_err(db_error)?,
    };
    let rated_ms = stored_ms(row.try_get(at + 8).map_err(db_error)?);
    Ok(Standing {
        game: row.try_get(at).map_err(db_error)?,
        rating: rating.as_of(rated_ms, now_ms),
        games: count(row.try_get(at + 4).map_err(db_error)?),
        wins: count(row.try_get(at + 5).map_err(db_error)?),
        losses: count(row.try_get(at + 6).map_err(db_error)?),
        draws: count(row.try_get(at + 7).map_err(db_error)?),
    })
}

const STANDING: &str = "r.game, r.rating, r.deviation, r.volatility, r.games, r.wins, r.losses, \
     r.draws, r.rated_ms";

/// A player's standings in every game they have a rating in, by game name, with their
/// ratings as of `now_ms` (the deviation grown since the last rated game, see
/// [`Rating::as_of`]).
///
/// # Errors
/// `DATABASE_UNAVAILABLE`.
pub async fn standings(
    db: &Database,
    player: PlayerId,
    now_ms: u64,
) -> Result<Vec<Standing>, ServiceError> {
    let rows = sqlx::query(&format!(
        "SELECT {STANDING} FROM ratings r WHERE r.player_id = $1 ORDER BY r.game"
    ))
    .bind(player.0)
    .fetch_all(db.pool())
    .await
    .map_err(db_error)?;
    rows.iter().map(|row| standing(row, 0, now_ms)).collect()
}

/// The `limit` best-rated players of `game` with at least `min_games` rated games, best
/// first (ties: the older account first), with their ratings as of `now_ms` (the order is
/// the ratings', which time does not change; the deviations grow).
///
/// # Errors
/// `DATABASE_UNAVAILABLE`.
pub async fn leaderboard(
    db: &Database,
    game: &str,
    min_games: u64,
    limit: u32,
    now_ms: u64,
) -> Result<Vec<Leader>, ServiceError> {
    let rows = sqlx::query(&format!(
        "SELECT r.player_id, p.name, {BOT}, {STANDING} \
         FROM ratings r JOIN players p ON p.id = r.player_id \
         WHERE r.game = $1 AND r.games >= $2 ORDER BY r.rating DESC, r.player_id LIMIT $3"
    ))
    .bind(game)
    .bind(i64::try_from(min_games).unwrap_or(i64::MAX))
    .bind(i64::from(limit))
    .fetch_all(db.pool())
    .await
    .map_err(db_error)?;
    rows.iter()
        .map(|row| {
            Ok(Leader {
                player: PlayerId(row.try_get(0).map_err(db_error)?),
                name: row.try_get(1).map_err(db_error)?,
                bot: row.try_get::<i64, _>(2).map_err(db_error)? != 0,
                standing: standing(row, 3, now_ms)?,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_win_moves_both_ratings_and_narrows_the_deviations() {
        let (winner, loser) = rate(Rating::default(), Rating::default(), Score::Win);
        assert!(winner.rating > 1500.0 && loser.rating < 1500.0);
        assert!((winner.rating - 1500.0 - (1500.0 - loser.rating)).abs() < 1e-6);
        assert!(winner.deviation < 350.0 && winner.provisional());
        let (a, b) = rate(Rating::default(), Rating::default(), Score::Draw);
        assert!((a.rating - 1500.0).abs() < 1e-6 && (b.rating - 1500.0).abs() < 1e-6);
    }

    #[test]
    fn ratings_settle_after_enough_games() {
        let mut r = Rating::default();
        let opponent = Rating {
            deviation: 60.0,
            ..Rating::default()
        };
        for _ in 0..30 {
            r = rate(r, opponent, Score::Draw).0;
        }
        assert!(!r.provisional(), "{r:?}");
    }
}
