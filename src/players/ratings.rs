//! Glicko-2 ratings, one per player per game, computed by the `skillratings` crate: rating,
//! deviation and volatility; a rating is provisional while its deviation is above
//! [`PROVISIONAL_DEVIATION`]. Ratings change only inside the archive's transaction
//! ([`super::archive`]), so a game changes them exactly once.

use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};
use sqlx::Row as _;

use super::accounts::BOT;
use super::db::Database;
use super::{PlayerId, db_error};
use crate::session::ServiceError;

/// A rating whose deviation is above this is provisional (as on lichess.org).
pub const PROVISIONAL_DEVIATION: f64 = 110.0;

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
        let start = Glicko2Rating::new();
        Rating {
            rating: start.rating,
            deviation: start.deviation,
            volatility: start.volatility,
        }
    }
}

impl Rating {
    /// Whether the rating is still provisional.
    #[must_use]
    pub fn provisional(&self) -> bool {
        self.deviation > PROVISIONAL_DEVIATION
    }

    fn glicko(self) -> Glicko2Rating {
        Glicko2Rating {
            rating: self.rating,
            deviation: self.deviation,
            volatility: self.volatility,
        }
    }

    fn of(g: Glicko2Rating) -> Rating {
        Rating {
            rating: g.rating,
            deviation: g.deviation,
            volatility: g.volatility,
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

/// Both players' ratings after one game between them.
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

fn standing(row: &sqlx::any::AnyRow, at: usize) -> Result<Standing, ServiceError> {
    Ok(Standing {
        game: row.try_get(at).map_err(db_error)?,
        rating: Rating {
            rating: row.try_get(at + 1).map_err(db_error)?,
            deviation: row.try_get(at + 2).map_err(db_error)?,
            volatility: row.try_get(at + 3).map_err(db_error)?,
        },
        games: count(row.try_get(at + 4).map_err(db_error)?),
        wins: count(row.try_get(at + 5).map_err(db_error)?),
        losses: count(row.try_get(at + 6).map_err(db_error)?),
        draws: count(row.try_get(at + 7).map_err(db_error)?),
    })
}

const STANDING: &str =
    "r.game, r.rating, r.deviation, r.volatility, r.games, r.wins, r.losses, r.draws";

/// A player's standings in every game they have a rating in, by game name.
///
/// # Errors
/// `DATABASE_UNAVAILABLE`.
pub async fn standings(db: &Database, player: PlayerId) -> Result<Vec<Standing>, ServiceError> {
    let rows = sqlx::query(&format!(
        "SELECT {STANDING} FROM ratings r WHERE r.player_id = $1 ORDER BY r.game"
    ))
    .bind(player.0)
    .fetch_all(db.pool())
    .await
    .map_err(db_error)?;
    rows.iter().map(|row| standing(row, 0)).collect()
}

/// The `limit` best-rated players of `game` with at least `min_games` rated games, best
/// first (ties: the older account first).
///
/// # Errors
/// `DATABASE_UNAVAILABLE`.
pub async fn leaderboard(
    db: &Database,
    game: &str,
    min_games: u64,
    limit: u32,
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
                standing: standing(row, 3)?,
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
