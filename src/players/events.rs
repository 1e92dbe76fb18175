//! Finished tournaments in the archive (`tournaments`, `tournament_games`): each event's
//! record as it stood when it finished, written once (a second write of the same event is
//! ignored), and which archived games were the event's. The record's form is the lobby's
//! (`crate::lobby::events::stored`); this layer keeps its bytes.

use super::db::Database;
use super::db_error;
use crate::session::ServiceError;

/// A finished event, as archived.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArchivedEvent {
    /// The event's id.
    pub id: String,
    /// Its name.
    pub name: String,
    /// The game (its service's short name).
    pub game: String,
    /// When it finished (ms since the Unix epoch).
    pub finished_ms: u64,
    /// Its record, in the lobby's stored form.
    pub record: Vec<u8>,
    /// Its games: (game id, round).
    pub games: Vec<(String, u32)>,
}

fn db_i64(value: u64) -> i64 {
    i64::try_from(value).unwrap_or(i64::MAX)
}

/// Archives a finished event with its games, once: whether it was written now (`false`: it
/// was archived before, and stays as it was).
///
/// # Errors
/// `DATABASE_UNAVAILABLE`; nothing is written then.
pub async fn archive_event(db: &Database, event: &ArchivedEvent) -> Result<bool, ServiceError> {
    let mut tx = db.pool().begin().await.map_err(db_error)?;
    let written = sqlx::query(
        "INSERT INTO tournaments (id, name, game, finished_ms, record) VALUES ($1, $2, $3, $4, $5) \
         ON CONFLICT (id) DO NOTHING",
    )
    .bind(&event.id)
    .bind(&event.name)
    .bind(&event.game)
    .bind(db_i64(event.finished_ms))
    .bind(&event.record)
    .execute(&mut *tx)
    .await
    .map_err(db_error)?
    .rows_affected()
        == 1;
    if written {
        for (game_id, round) in &event.games {
            sqlx::query(
                "INSERT INTO tournament_games (tournament_id, game_id, round) VALUES ($1, $2, $3) \
                 ON CONFLICT (tournament_id, game_id) DO NOTHING",
            )
            .bind(&event.id)
            .bind(game_id)
            .bind(i64::from(*round))
            .execute(&mut *tx)
            .await
            .map_err(db_error)?;
        }
    }
    tx.commit().await.map_err(db_error)?;
    Ok(written)
}

/// The record of archived event `id`, if any.
///
/// # Errors
/// `DATABASE_UNAVAILABLE`.
pub async fn event_record(db: &Database, id: &str) -> Result<Option<Vec<u8>>, ServiceError> {
    use sqlx::Row as _;
    let row = sqlx::query("SELECT record FROM tournaments WHERE id = $1")
        .bind(id)
        .fetch_optional(db.pool())
        .await
        .map_err(db_error)?;
    row.map(|r| r.try_get::<Vec<u8>, _>("record"))
        .transpose()
        .map_err(db_error)
}

/// The archived games of event `id`: (game id, round), by round then id.
///
/// # Errors
/// `DATABASE_UNAVAILABLE`.
pub async fn event_games(db: &Database, id: &str) -> Result<Vec<(String, u32)>, ServiceError> {
    use sqlx::Row as _;
    let rows = sqlx::query(
        "SELECT game_id, round FROM tournament_games WHERE tournament_id = $1 \
         ORDER BY round, game_id",
    )
    .bind(id)
    .fetch_all(db.pool())
    .await
    .map_err(db_error)?;
    rows.into_iter()
        .map(|r| {
            let round: i64 = r.try_get("round").map_err(db_error)?;
            Ok((
                r.try_get("game_id").map_err(db_error)?,
                u32::try_from(round).unwrap_or(0),
            ))
        })
        .collect()
}

/// The records of the `limit` events archived last, newest first.
///
/// # Errors
/// `DATABASE_UNAVAILABLE`.
pub async fn recent_events(db: &Database, limit: u32) -> Result<Vec<Vec<u8>>, ServiceError> {
    use sqlx::Row as _;
    let rows = sqlx::query("SELECT record FROM tournaments ORDER BY finished_ms DESC, id LIMIT $1")
        .bind(i64::from(limit))
        .fetch_all(db.pool())
        .await
        .map_err(db_error)?;
    rows.into_iter()
        .map(|r| r.try_get::<Vec<u8>, _>("record").map_err(db_error))
        .collect()
}
