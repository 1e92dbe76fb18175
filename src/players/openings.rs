//! The opening explorer's table, `opening_moves`: for each position reached in the first
//! [`OPENING_ACTIONS`] actions of an archived game, the actions played from it counted by
//! result, by rated or casual, by rating band and by speed. A game's rows are added in the
//! transaction that archives it (or imports it), so the counts follow the archive without a
//! scan; [`explore`] reads one position's rows, summed by action.

use std::collections::HashSet;

use sqlx::Row as _;

use super::archive::{FinishedGame, GameResult};
use super::db_error;
use crate::rpc::Replays;
use crate::session::ServiceError;
use crate::session::ending::control_of_text;
use crate::session::play::TimeControl;

/// How many actions from a game's start the explorer counts.
pub const OPENING_ACTIONS: usize = 20;

/// The width of a rating band.
pub const BAND_WIDTH: u32 = 200;

/// An action played from a position, in a game's opening.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct OpeningStep {
    /// The position before the action, in the game's notation.
    pub position: String,
    /// The action's notation.
    pub action: String,
}

/// The first [`OPENING_ACTIONS`] actions of the game `record` of `game` records, each with the
/// position it was played from, once each (a position the game came back to counts once);
/// nothing when the record does not replay.
#[must_use]
pub fn opening_of(replays: &Replays, game: &str, record: &str) -> Vec<OpeningStep> {
    let Ok(steps) = replays.replay(game, record) else {
        return Vec::new();
    };
    let mut seen = HashSet::new();
    steps
        .windows(2)
        .take(OPENING_ACTIONS)
        .map(|pair| OpeningStep {
            position: pair[0].position.clone(),
            action: pair[1].action.clone(),
        })
        .filter(|step| seen.insert(step.clone()))
        .collect()
}

/// The speed of a time control as the archive writes it (empty: none): `untimed`,
/// `correspondence`, or by the time a game of 40 turns would take each side (initial time
/// plus 40 increments or delays; 20 turns' time per turn): `bullet` under 3 minutes, `blitz`
/// under 8, `rapid` under 25, else `classical`.
#[must_use]
pub fn speed_of(time_control: &str) -> &'static str {
    let Some(control) = control_of_text(time_control) else {
        return "untimed";
    };
    if control.is_correspondence() {
        return "correspondence";
    }
    let estimate_ms = match control {
        TimeControl::Fischer {
            initial_ms,
            increment_ms: extra_ms,
        }
        | TimeControl::Delay {
            initial_ms,
            delay_ms: extra_ms,
        } => initial_ms.saturating_add(extra_ms.saturating_mul(40)),
        TimeControl::PerTurn { per_turn_ms } => per_turn_ms.saturating_mul(20),
    };
    match estimate_ms / 60_000 {
        0..3 => "bullet",
        3..8 => "blitz",
        8..25 => "rapid",
        _ => "classical",
    }
}

/// Every speed [`speed_of`] names.
pub const SPEEDS: [&str; 6] = [
    "untimed",
    "bullet",
    "blitz",
    "rapid",
    "classical",
    "correspondence",
];

/// The band of an average rating: its lower bound, a multiple of [`BAND_WIDTH`].
#[must_use]
pub fn band_of(average: f64) -> i64 {
    let width = f64::from(BAND_WIDTH);
    if !average.is_finite() || average < width {
        return width as i64;
    }
    ((average / width).floor() * width) as i64
}

/// Adds `game`'s opening to the explorer in `tx` (the archive's transaction); `band`: the band
/// of its seats' average rating when it was rated, else 0. A game without a result adds
/// nothing.
///
/// # Errors
/// `DATABASE_UNAVAILABLE` (the transaction rolls back).
pub(super) async fn add(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    game: &FinishedGame,
    opening: &[OpeningStep],
    band: i64,
) -> Result<(), ServiceError> {
    let (first, second, draw) = match game.result {
        GameResult::Win(0) => (1i64, 0i64, 0i64),
        GameResult::Win(_) => (0, 1, 0),
        GameResult::Draw => (0, 0, 1),
        GameResult::NoResult => return Ok(()),
    };
    let rated = i64::from(band > 0);
    let speed = speed_of(&game.time_control);
    for step in opening {
        sqlx::query(
            "INSERT INTO opening_moves (game, position, action, rated, band, speed, first_wins, \
             second_wins, draws) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) \
             ON CONFLICT (game, position, action, rated, band, speed) DO UPDATE SET \
             first_wins = opening_moves.first_wins + excluded.first_wins, \
             second_wins = opening_moves.second_wins + excluded.second_wins, \
             draws = opening_moves.draws + excluded.draws",
        )
        .bind(&game.game)
        .bind(&step.position)
        .bind(&step.action)
        .bind(rated)
        .bind(band)
        .bind(speed)
        .bind(first)
        .bind(second)
        .bind(draw)
        .execute(&mut **tx)
        .await
        .map_err(db_error)?;
    }
    Ok(())
}

/// Which games [`explore`] counts.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Filter {
    /// `Some(true)`: rated games only; `Some(false)`: casual ones only; `None`: both.
    pub rated: Option<bool>,
    /// Rated games whose band is at least this (0: no lower bound).
    pub min_rating: u32,
    /// Rated games whose band is below this (0: no upper bound).
    pub max_rating: u32,
    /// Only these speeds (empty: every speed).
    pub speeds: Vec<String>,
}

/// The games that played one action from a position.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ExploredMove {
    /// The action's notation.
    pub action: String,
    /// Games the first seat won.
    pub first_wins: u64,
    /// Games the second seat won.
    pub second_wins: u64,
    /// Games drawn.
    pub draws: u64,
}

impl ExploredMove {
    /// The games in all.
    #[must_use]
    pub fn games(&self) -> u64 {
        self.first_wins + self.second_wins + self.draws
    }
}

fn count(value: i64) -> u64 {
    u64::try_from(value).unwrap_or(0)
}

/// The actions archived games of `game` played from `position` (as the game's notation
/// writes it), with their counts under `filter`, the most played first (then by notation).
///
/// # Errors
/// `DATABASE_UNAVAILABLE`.
pub async fn explore(
    db: &super::db::Database,
    game: &str,
    position: &str,
    filter: &Filter,
) -> Result<Vec<ExploredMove>, ServiceError> {
    let rows = sqlx::query(
        "SELECT action, rated, band, speed, first_wins, second_wins, draws FROM opening_moves \
         WHERE game = $1 AND position = $2",
    )
    .bind(game)
    .bind(position)
    .fetch_all(db.pool())
    .await
    .map_err(db_error)?;
    let mut moves: Vec<ExploredMove> = Vec::new();
    for row in rows {
        let action: String = row.try_get("action").map_err(db_error)?;
        let rated = row.try_get::<i64, _>("rated").map_err(db_error)? != 0;
        let band: i64 = row.try_get("band").map_err(db_error)?;
        let speed: String = row.try_get("speed").map_err(db_error)?;
        if filter.rated.is_some_and(|r| r != rated)
            || (filter.min_rating > 0 && (!rated || band < i64::from(filter.min_rating)))
            || (filter.max_rating > 0 && (!rated || band >= i64::from(filter.max_rating)))
            || (!filter.speeds.is_empty() && !filter.speeds.contains(&speed))
        {
            continue;
        }
        let index = match moves.iter().position(|m| m.action == action) {
            Some(i) => i,
            None => {
                moves.push(ExploredMove {
                    action,
                    ..ExploredMove::default()
                });
                moves.len() - 1
            }
        };
        let m = &mut moves[index];
        m.first_wins += count(row.try_get("first_wins").map_err(db_error)?);
        m.second_wins += count(row.try_get("second_wins").map_err(db_error)?);
        m.draws += count(row.try_get("draws").map_err(db_error)?);
    }
    moves.sort_by(|a, b| b.games().cmp(&a.games()).then(a.action.cmp(&b.action)));
    Ok(moves)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn speeds_by_the_time_a_game_takes() {
        assert_eq!(speed_of(""), "untimed");
        assert_eq!(speed_of("fischer 60000+0 ms"), "bullet");
        assert_eq!(speed_of("fischer 120000+1000 ms"), "bullet");
        assert_eq!(speed_of("fischer 180000+0 ms"), "blitz");
        assert_eq!(speed_of("fischer 180000+2000 ms"), "blitz");
        assert_eq!(speed_of("fischer 600000+5000 ms"), "rapid");
        assert_eq!(speed_of("delay 1800000+10000 ms"), "classical");
        assert_eq!(speed_of("per turn 86400000 ms"), "correspondence");
        for speed in [
            "",
            "fischer 60000+0 ms",
            "fischer 600000+5000 ms",
            "per turn 86400000 ms",
        ]
        .map(speed_of)
        {
            assert!(SPEEDS.contains(&speed), "{speed}");
        }
    }

    #[test]
    fn rating_bands_are_200_wide() {
        assert_eq!(band_of(1500.0), 1400);
        assert_eq!(band_of(1599.9), 1400);
        assert_eq!(band_of(1600.0), 1600);
        assert_eq!(band_of(50.0), 200, "a rated game's band is never 0");
        assert_eq!(band_of(f64::NAN), 200);
    }

    #[test]
    fn an_opening_counts_each_position_and_action_once() {
        let replays = Replays::of(&crate::games::Served);
        // The attackers' soldier goes out and back, so the start comes again.
        let record = "1. d1-d3 f4-f3\n2. d3-d1 f3-f4\n3. d1-d3 e5-e2\n";
        let opening = opening_of(&replays, "hnefatafl", record);
        assert_eq!(
            opening
                .iter()
                .map(|s| s.action.as_str())
                .collect::<Vec<_>>(),
            ["d1-d3", "f4-f3", "d3-d1", "f3-f4", "e5-e2"]
        );
        assert!(opening_of(&replays, "hnefatafl", "1. z1-z2").is_empty());
    }
}
