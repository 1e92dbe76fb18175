//! The database: PostgreSQL in production, an embedded SQLite file (or memory, for tests)
//! when none is configured; both behind one [`sqlx::AnyPool`] with the same queries. The
//! schema is versioned in `migrations/postgres` and `migrations/sqlite` (the same versions,
//! each in its database's types) and applied when the database is opened.

use std::time::Duration;

use sqlx::Row as _;

use sqlx::AnyPool;
use sqlx::any::AnyPoolOptions;

/// The embedded default when no database URL is configured: a SQLite file in the working
/// directory, created when missing.
pub const DEFAULT_URL: &str = "sqlite://arbiter-players.sqlite3?mode=rwc";

/// A private in-memory SQLite database (for tests): gone when the [`Database`] closes.
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
    /// Whether the migrations are applied (see [`Database::open_retrying`]).
    migrated: std::sync::Arc<std::sync::atomic::AtomicBool>,
    /// For an in-memory SQLite database: one more connection to it, kept open for the
    /// database's life (see [`memory_name`]).
    anchor: std::sync::Arc<std::sync::Mutex<Option<Anchor>>>,
}

/// A connection kept open only so that an in-memory database outlives the pool's connection.
struct Anchor(sqlx::AnyConnection);

impl std::fmt::Debug for Anchor {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Anchor")
    }
}

/// For a URL of an in-memory SQLite database, the URL of the same kind of database under a
/// name of its own, or `None` for any other URL.
///
/// SQLite keeps an in-memory database while a connection to it is open, and the pool parses
/// its URL again for every connection it makes: `sqlite::memory:` would name a new, empty
/// database each time the pool replaced its connection (after a failed check on release, say),
/// and every table would be gone. A named database in the shared cache, with a second
/// connection held open, survives that.
fn memory_name(url: &str) -> Result<Option<String>, DbError> {
    let in_memory = matches!(url, "sqlite::memory:" | "sqlite://:memory:");
    if !in_memory {
        return Ok(None);
    }
    let mut bytes = [0u8; 8];
    getrandom::fill(&mut bytes)
        .map_err(|e| DbError::Sql(sqlx::Error::Configuration(e.to_string().into())))?;
    let name: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
    Ok(Some(format!(
        "sqlite:file:arbiter-memory-{name}?mode=memory&cache=shared"
    )))
}

impl Database {
    /// Opens the database at `url` (see [`DEFAULT_URL`], [`MEMORY_URL`]) and applies the
    /// migrations it lacks.
    ///
    /// # Errors
    /// The scheme is not supported, the database cannot be reached, or a migration fails.
    pub async fn open(url: &str) -> Result<Database, DbError> {
        let (options, backend) = Database::options(url)?;
        let named = memory_name(url)?;
        let url = named.as_deref().unwrap_or(url);
        let anchor = match named {
            Some(_) => {
                use sqlx::Connection as _;
                Some(Anchor(sqlx::AnyConnection::connect(url).await?))
            }
            None => None,
        };
        let pool = options.connect(url).await?;
        let db = Database {
            pool,
            backend,
            migrated: std::sync::Arc::default(),
            anchor: std::sync::Arc::new(std::sync::Mutex::new(anchor)),
        };
        db.migrate().await?;
        Ok(db)
    }

    /// Opens the database at `url` without waiting for it: the pool connects when it is
    /// first used, and a task applies the migrations, retrying with backoff (from 250 ms,
    /// doubling up to `max_backoff`) while the database cannot be reached — so that a server
    /// starts, and plays games, while its database is down. Calls that need the database fail
    /// with `DATABASE_UNAVAILABLE` meanwhile, and health reports the players' services
    /// NOT_SERVING. An embedded SQLite file is opened at once, as by [`Database::open`].
    ///
    /// # Errors
    /// The scheme is not supported or the URL is invalid; for SQLite, what [`Database::open`]
    /// fails with.
    pub async fn open_retrying(
        url: &str,
        max_backoff: Duration,
    ) -> Result<(Database, Option<tokio::task::JoinHandle<()>>), DbError> {
        let (options, backend) = Database::options(url)?;
        if backend == Backend::Sqlite {
            return Ok((Database::open(url).await?, None));
        }
        let pool = options.connect_lazy(url)?;
        let db = Database {
            pool,
            backend,
            migrated: std::sync::Arc::default(),
            anchor: std::sync::Arc::default(),
        };
        let migrating = db.clone();
        let task = tokio::spawn(async move {
            let mut backoff = Duration::from_millis(250);
            loop {
                match migrating.migrate().await {
                    Ok(()) => {
                        tracing::info!("player database reached, migrations applied");
                        return;
                    }
                    Err(error) => {
                        tracing::warn!(
                            %error,
                            retry_in_ms = u64::try_from(backoff.as_millis()).unwrap_or(u64::MAX),
                            "player database not ready; retrying"
                        );
                    }
                }
                tokio::time::sleep(backoff).await;
                backoff = (backoff * 2).min(max_backoff.max(Duration::from_millis(250)));
            }
        });
        Ok((db, Some(task)))
    }

    /// Applies the migrations the database lacks.
    async fn migrate(&self) -> Result<(), DbError> {
        match self.backend {
            Backend::Postgres => {
                sqlx::migrate!("migrations/postgres")
                    .run(&self.pool)
                    .await?
            }
            Backend::Sqlite => sqlx::migrate!("migrations/sqlite").run(&self.pool).await?,
        }
        self.fill_name_skeletons().await;
        self.migrated
            .store(true, std::sync::atomic::Ordering::Release);
        Ok(())
    }

    /// Gives every account without a name skeleton its skeleton (accounts made before
    /// migration `20261206000003`), oldest first. An account whose name looks like an
    /// older one's keeps its name without a skeleton (a warning is logged); nothing here
    /// stops the start-up, and it is tried again at the next.
    async fn fill_name_skeletons(&self) {
        let rows = match sqlx::query(
            "SELECT id, name FROM players WHERE name_skeleton IS NULL ORDER BY id",
        )
        .fetch_all(&self.pool)
        .await
        {
            Ok(rows) => rows,
            Err(error) => {
                tracing::warn!(%error, "name skeletons not filled");
                return;
            }
        };
        for row in rows {
            let (Ok(id), Ok(name)) = (row.try_get::<i64, _>(0), row.try_get::<String, _>(1)) else {
                continue;
            };
            let skeleton = super::accounts::name_skeleton(&name);
            let filled = sqlx::query(
                "UPDATE players SET name_skeleton = $1 WHERE id = $2 AND NOT EXISTS \
                 (SELECT 1 FROM players WHERE name_skeleton = $1)",
            )
            .bind(&skeleton)
            .bind(id)
            .execute(&self.pool)
            .await;
            match filled {
                Ok(done) if done.rows_affected() == 1 => {}
                Ok(_) => tracing::warn!(
                    player = id,
                    name = %crate::session::error::clip(&name),
                    "this account's name looks like an older account's: it keeps its name, \
                     and no new account can look like either"
                ),
                Err(error) => tracing::warn!(player = id, %error, "name skeleton not filled"),
            }
        }
    }

    /// The pool options and backend for `url`.
    fn options(url: &str) -> Result<(AnyPoolOptions, Backend), DbError> {
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
        Ok((options, backend))
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

    /// Whether the database is migrated and answers a trivial query now.
    pub async fn ping(&self) -> bool {
        self.migrated.load(std::sync::atomic::Ordering::Acquire)
            && sqlx::query("SELECT 1").execute(&self.pool).await.is_ok()
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

    /// Closes the pool (and lets an in-memory database go).
    pub async fn close(&self) {
        self.pool.close().await;
        let anchor = self
            .anchor
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .take();
        if let Some(Anchor(connection)) = anchor {
            use sqlx::Connection as _;
            let _ = connection.close().await;
        }
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
             ('players', 'sessions', 'ratings', 'archived_games', 'archived_seats')",
        )
        .fetch_one(db.pool())
        .await
        .unwrap();
        assert_eq!(tables, 5);
        // The seat bindings moved into the games' own state (the last migration drops them).
        let bindings: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = 'seat_bindings'",
        )
        .fetch_one(db.pool())
        .await
        .unwrap();
        assert_eq!(bindings, 0);
        db.close().await;
        assert!(!db.ping().await);
    }

    #[tokio::test]
    async fn an_in_memory_database_outlives_the_pools_connection() {
        let db = Database::open(MEMORY_URL).await.unwrap();
        let other = Database::open(MEMORY_URL).await.unwrap();
        sqlx::query("CREATE TABLE kept (n INTEGER)")
            .execute(db.pool())
            .await
            .unwrap();
        sqlx::query("INSERT INTO kept (n) VALUES (7)")
            .execute(db.pool())
            .await
            .unwrap();
        // The pool's one connection goes (as after a failed check on release); the pool opens
        // another, to the same database.
        let connection = db.pool().acquire().await.unwrap().detach();
        sqlx::Connection::close(connection).await.unwrap();
        let n: i64 = sqlx::query_scalar("SELECT n FROM kept")
            .fetch_one(db.pool())
            .await
            .unwrap();
        assert_eq!(n, 7);
        // Each in-memory database is its own.
        let elsewhere = sqlx::query("SELECT n FROM kept")
            .fetch_one(other.pool())
            .await;
        assert!(elsewhere.is_err(), "another database has the table");
        db.close().await;
        other.close().await;
    }
}
