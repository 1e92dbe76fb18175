//! The database: PostgreSQL in production, an embedded SQLite file (or memory, for tests)
//! when none is configured; both behind one [`sqlx::AnyPool`] with the same queries. The
//! schema is versioned in `migrations/postgres` and `migrations/sqlite` (the same versions,
//! each in its database's types) and applied when the database is opened.

use std::time::Duration;

use sqlx::AnyPool;
use sqlx::any::AnyPoolOptions;

/// The embedded default when no database URL is configured: a SQLite file in the working
/// directory, created when missing.
pub const DEFAULT_URL: &str = "sqlite://hanniball-players.sqlite3?mode=rwc";

/// A private in-memory SQLite database (for tests): gone when the pool closes.
pub const MEMORY_URL: &str = "sqlite::memory:";

/// Which database a [`Database`] talks to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    /// PostgreSQL (`postgres://` or `postgresql://`).
    Postgres,
    /// SQLite (`sqlite:`): one connection, so writes are serialized.
    Sqlite,
}

/// Why the database could not be opened or used.
#[derive(Debug, thiserror::Error)]
pub enum DbError {
    /// The URL names no supported database.
    #[error(
        "unsupported database URL scheme {0:?}: use postgres://… (PostgreSQL) or sqlite:… (an embedded file)"
    )]
    Scheme(String),
    /// Connecting or a query failed.
    #[error("database: {0}")]
    Sql(#[from] sqlx::Error),
    /// Applying the migrations failed.
    #[error("database migrations: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
}

impl DbError {
    /// Whether the database could not be reached (rather than refusing a query).
    #[must_use]
    pub fn is_unavailable(&self) -> bool {
        match self {
            DbError::Sql(e) => is_unavailable(e),
            DbError::Scheme(_) | DbError::Migrate(_) => false,
        }
    }
}

/// Whether a query failed because the database could not be reached.
#[must_use]
pub fn is_unavailable(e: &sqlx::Error) -> bool {
    matches!(
        e,
        sqlx::Error::Io(_)
            | sqlx::Error::PoolTimedOut
            | sqlx::Error::PoolClosed
            | sqlx::Error::Tls(_)
            | sqlx::Error::WorkerCrashed
    )
}

/// An open, migrated database.
#[derive(Clone, Debug)]
pub struct Database {
    pool: AnyPool,
    backend: Backend,
}

impl Database {
    /// Opens the database at `url` (see [`DEFAULT_URL`], [`MEMORY_URL`]) and applies the
    /// migrations it lacks.
    ///
    /// # Errors
    /// The scheme is not supported, the database cannot be reached, or a migration fails.
    pub async fn open(url: &str) -> Result<Database, DbError> {
        sqlx::any::install_default_drivers();
        let scheme = url.split(':').next().unwrap_or_default();
        let backend = match scheme {
            "postgres" | "postgresql" => Backend::Postgres,
            "sqlite" => Backend::Sqlite,
            other => return Err(DbError::Scheme(other.to_owned())),
        };
        let options = AnyPoolOptions::new().acquire_timeout(Duration::from_secs(5));
        let options = match backend {
            Backend::Postgres => options.max_connections(16).min_connections(0),
            // One connection: SQLite has one writer, and an in-memory database lives in its
            // connection (which is then never closed for idling).
            Backend::Sqlite => options
                .max_connections(1)
                .min_connections(1)
                .idle_timeout(None)
                .max_lifetime(None),
        };
        let pool = options.connect(url).await?;
        match backend {
            Backend::Postgres => sqlx::migrate!("migrations/postgres").run(&pool).await?,
            Backend::Sqlite => sqlx::migrate!("migrations/sqlite").run(&pool).await?,
        }
        Ok(Database { pool, backend })
    }

    /// The connection pool.
    #[must_use]
    pub fn pool(&self) -> &AnyPool {
        &self.pool
    }

    /// Which database this is.
    #[must_use]
    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// Whether the database answers a trivial query now.
    pub async fn ping(&self) -> bool {
        sqlx::query("SELECT 1").execute(&self.pool).await.is_ok()
    }

    /// `FOR UPDATE` on PostgreSQL (row locks inside a transaction); nothing on SQLite, whose
    /// single connection serializes every transaction anyway.
    #[must_use]
    pub fn for_update(&self) -> &'static str {
        match self.backend {
            Backend::Postgres => " FOR UPDATE",
            Backend::Sqlite => "",
        }
    }

    /// Closes the pool.
    pub async fn close(&self) {
        self.pool.close().await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn unknown_schemes_are_refused_by_name() {
        let e = Database::open("mysql://localhost/x").await.unwrap_err();
        assert!(matches!(&e, DbError::Scheme(s) if s == "mysql"), "{e}");
        assert!(e.to_string().contains("postgres://"), "{e}");
    }

    #[tokio::test]
    async fn an_in_memory_database_is_migrated_and_answers() {
        let db = Database::open(MEMORY_URL).await.unwrap();
        assert_eq!(db.backend(), Backend::Sqlite);
        assert!(db.ping().await);
        let tables: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name IN \
             ('players', 'sessions', 'ratings', 'archived_games', 'archived_seats', 'seat_bindings')",
        )
        .fetch_one(db.pool())
        .await
        .unwrap();
        assert_eq!(tables, 6);
        db.close().await;
        assert!(!db.ping().await);
    }
}
