//! The database: PostgreSQL in production, an embedded SQLite file (or memory, for tests)
//! when none is configured; both behind one [`sqlx::AnyPool`] with the same queries. The
//! schema is versioned in `migrations/postgres` and `migrations/sqlite` (the same versions,
//! each in its database's types) and applied when the database is opened, under a lock, so
//! that replicas starting together on one database apply them once and all come up:
//! PostgreSQL's advisory lock (sqlx's migrator takes `pg_advisory_lock` on the database's
//! own key for the whole run), and for SQLite an exclusive transaction around the whole run,
//! which the others wait for (up to [`SQLITE_MIGRATION_WAIT`]) and then find the migrations
//! applied.

use std::time::Duration;

use sqlx::Row as _;

use sqlx::AnyPool;
use sqlx::any::AnyPoolOptions;

/// The embedded default when no database URL is configured: a SQLite file in the working
/// directory, created when missing.
pub const DEFAULT_URL: &str = "sqlite://arbiter-players.sqlite3?mode=rwc";

/// A private in-memory SQLite database (for tests): gone when the [`Database`] closes.
pub const MEMORY_URL: &str = "sqlite::memory:";

/// How long a process opening an SQLite file waits for another one's migrations (its
/// exclusive transaction) before it gives up.
pub const SQLITE_MIGRATION_WAIT: Duration = Duration::from_secs(120);

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

/// Whether a query failed because the database could not be reached, or is not ready yet:
/// its tables are not there (another replica is still applying the migrations, or this
/// one's wait for them), which a later try finds done.
#[must_use]
pub fn is_unavailable(e: &sqlx::Error) -> bool {
    match e {
        sqlx::Error::Io(_)
        | sqlx::Error::PoolTimedOut
        | sqlx::Error::PoolClosed
        | sqlx::Error::Tls(_)
        | sqlx::Error::WorkerCrashed => true,
        sqlx::Error::Database(e) => is_missing_table(e.as_ref()),
        _ => false,
    }
}

/// Whether a database error says a table does not exist: PostgreSQL's `undefined_table`
/// (SQLSTATE 42P01, `relation "players" does not exist`), SQLite's `no such table`.
fn is_missing_table(e: &dyn sqlx::error::DatabaseError) -> bool {
    e.code().as_deref() == Some("42P01") || e.message().starts_with("no such table")
}

/// An open, migrated database.
#[derive(Clone, Debug)]
pub struct Database {
    pool: AnyPool,
    backend: Backend,
    /// Whether the migrations are applied (see [`Database::open_retrying`]); once true, for
    /// good.
    migrated: tokio::sync::watch::Sender<bool>,
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
            migrated: tokio::sync::watch::Sender::new(false),
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
            migrated: tokio::sync::watch::Sender::new(false),
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

    /// Applies the migrations the database lacks, under a lock that makes other processes
    /// migrating the same database wait (see the module's documentation).
    async fn migrate(&self) -> Result<(), DbError> {
        match self.backend {
            // The migrator holds `pg_advisory_lock` (keyed by the database's name) on its
            // connection from before it reads the applied versions until it is done.
            Backend::Postgres => {
                sqlx::migrate!("migrations/postgres")
                    .run(&self.pool)
                    .await?
            }
            Backend::Sqlite => self.migrate_sqlite().await?,
        }
        self.fill_name_skeletons().await;
        self.migrated.send_replace(true);
        Ok(())
    }

    /// SQLite's migrations inside one exclusive transaction (sqlx's SQLite migrator takes no
    /// lock of its own; each migration becomes a savepoint in it): another process opening
    /// the same file waits in its `BEGIN EXCLUSIVE` (the busy timeout raised to
    /// [`SQLITE_MIGRATION_WAIT`] meanwhile) until this one commits, then reads the versions
    /// applied and has nothing left to do.
    async fn migrate_sqlite(&self) -> Result<(), DbError> {
        use sqlx::Connection as _;
        let mut connection = self.pool.acquire().await?;
        let usual: i64 = sqlx::query_scalar("PRAGMA busy_timeout")
            .fetch_one(&mut *connection)
            .await?;
        let wait_ms = SQLITE_MIGRATION_WAIT.as_millis();
        sqlx::query(&format!("PRAGMA busy_timeout = {wait_ms}"))
            .execute(&mut *connection)
            .await?;
        let migrated = async {
            let mut exclusive = connection.begin_with("BEGIN EXCLUSIVE").await?;
            // `run_direct`: `run` on a borrowed connection trips "`Acquire` is not general
            // enough" in a spawned future (the reason sqlx gives for it).
            sqlx::migrate!("migrations/sqlite")
                .run_direct(&mut *exclusive)
                .await?;
            exclusive.commit().await?;
            Ok::<(), DbError>(())
        }
        .await;
        let restored = sqlx::query(&format!("PRAGMA busy_timeout = {usual}"))
            .execute(&mut *connection)
            .await;
        migrated?;
        restored?;
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
            let skeleton = super::names::name_skeleton(&name);
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

    /// Whether the migrations are applied (by this process, or found applied).
    #[must_use]
    pub fn is_migrated(&self) -> bool {
        *self.migrated.borrow()
    }

    /// Completes once the migrations are applied (at once when they are).
    pub async fn migrated(&self) {
        let mut migrated = self.migrated.subscribe();
        // The sender lives in `self`: the channel cannot close while this waits.
        let _ = migrated.wait_for(|done| *done).await;
    }

    /// Whether the database is migrated and answers a trivial query now.
    pub async fn ping(&self) -> bool {
        self.is_migrated() && sqlx::query("SELECT 1").execute(&self.pool).await.is_ok()
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

    /// A database whose tables are not there yet (another replica is migrating it) is "not
    /// ready, retry" (`DATABASE_UNAVAILABLE`), not an internal error.
    #[tokio::test]
    async fn a_missing_table_is_not_ready() {
        let db = Database::open(MEMORY_URL).await.unwrap();
        let Err(e) = sqlx::query("SELECT id FROM not_yet_created")
            .execute(db.pool())
            .await
        else {
            panic!("no such table");
        };
        assert!(is_unavailable(&e), "{e}");
        let Err(e) = sqlx::query("SELECT no_such_column FROM players")
            .execute(db.pool())
            .await
        else {
            panic!("no such column");
        };
        assert!(!is_unavailable(&e), "{e}");
        db.close().await;
    }

    /// Processes opening one fresh SQLite file at once all come up: one applies the
    /// migrations inside its exclusive transaction, the others wait and find them applied.
    /// (Without the lock, one of them fails now and then with `UNIQUE constraint failed:
    /// _sqlx_migrations.version`: a few rounds.)
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn databases_opened_together_on_one_fresh_file_all_migrate() {
        let dir = tempfile::tempdir().unwrap();
        for round in 0..4 {
            let file = dir.path().join(format!("players-{round}.sqlite3"));
            opened_together(&format!("sqlite://{}?mode=rwc", file.display())).await;
        }
    }

    async fn opened_together(url: &str) {
        let opened = futures_util::future::join_all((0..5).map(|_| {
            let url = url.to_owned();
            tokio::spawn(async move { Database::open(&url).await })
        }))
        .await;
        let mut dbs = Vec::new();
        for db in opened {
            let db = db
                .unwrap()
                .unwrap_or_else(|e| panic!("an open failed: {e}"));
            assert!(db.is_migrated());
            assert!(db.ping().await);
            dbs.push(db);
        }
        let applied: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM _sqlx_migrations")
            .fetch_one(dbs[0].pool())
            .await
            .unwrap();
        let versions = std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/migrations/sqlite"))
            .unwrap()
            .count();
        assert_eq!(applied, i64::try_from(versions).unwrap());
        for db in dbs {
            db.close().await;
        }
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
