//! The language a player chose for the site, kept with the account (accounts.v1
//! SetLanguage): read by GetMyProfile and by the pushes, which are written in it.

use sqlx::Row as _;

use super::{Accounts, PlayerId, db_error};
use crate::players::db::Database;
use crate::session::ServiceError;

impl Accounts {
    /// The language player `id` chose for the site (empty: none).
    ///
    /// # Errors
    /// `DATABASE_UNAVAILABLE`.
    pub async fn language(&self, id: PlayerId) -> Result<String, ServiceError> {
        language_of(&self.db, id).await
    }

    /// Keeps `language` (checked by the caller) as player `id`'s choice for the site.
    ///
    /// # Errors
    /// `DATABASE_UNAVAILABLE`.
    pub async fn set_language(&self, id: PlayerId, language: &str) -> Result<(), ServiceError> {
        sqlx::query("UPDATE players SET language = $1 WHERE id = $2")
            .bind(language)
            .bind(id.0)
            .execute(self.db.pool())
            .await
            .map_err(db_error)?;
        Ok(())
    }
}

/// The language player `id` chose for the site (empty: none, or no such player): what
/// [`Accounts::language`] answers, and the words of the player's pushes.
///
/// # Errors
/// `DATABASE_UNAVAILABLE`.
pub async fn language_of(db: &Database, id: PlayerId) -> Result<String, ServiceError> {
    let row = sqlx::query("SELECT language FROM players WHERE id = $1")
        .bind(id.0)
        .fetch_optional(db.pool())
        .await
        .map_err(db_error)?;
    Ok(row
        .map(|r| r.try_get::<String, _>(0))
        .transpose()
        .map_err(db_error)?
        .unwrap_or_default())
}
