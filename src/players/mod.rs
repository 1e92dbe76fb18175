//! Players: accounts and sessions ([`accounts`]), Glicko-2 ratings per game ([`ratings`])
//! and the archive of finished games ([`archive`]), kept in a database ([`db`]: PostgreSQL,
//! or an embedded SQLite file when none is configured), served as the `accounts.v1.AccountsService`
//! and `players.v1.PlayersService` gRPC services ([`service`]). Game-neutral: a game is named by
//! its service's short name (`hanniball`, `hnefatafl`, `chessfootball`).
//!
//! A game's end reaches the archive through [`Players::game_ended`]: recorded in the
//! [`pending`] set first, then written (with the rating update, in one transaction keyed by
//! the game id); [`Players::spawn_archiver`] retries what is still pending, so no finished
//! game is lost while the database is away and none is written twice. See `docs/players.md`.

pub mod accounts;
pub mod archive;
pub mod db;
pub mod pending;
pub mod ratings;
pub mod seats;
pub mod service;

use std::sync::Arc;
use std::time::Duration;

use tokio::task::JoinHandle;

use self::accounts::{AccountOptions, Accounts};
use self::archive::{FinishedGame, Written};
use self::db::Database;
use self::pending::{MemoryPending, PendingArchive};
use crate::session::ServiceError;
use crate::session::clock::SharedClock;

/// A player's id (the database's key of the account).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PlayerId(pub i64);

/// A database error as the client sees it: `DATABASE_UNAVAILABLE` when the database could
/// not be reached, `INTERNAL` otherwise (the details are logged by the call's span).
pub(crate) fn db_error(e: sqlx::Error) -> ServiceError {
    if db::is_unavailable(&e) {
        tracing::warn!(error = %e, "player database unreachable");
        ServiceError::DatabaseUnavailable
    } else {
        ServiceError::Internal(format!("player database: {e}"))
    }
}

/// Accounts, ratings and the archive over one database.
#[derive(Clone, Debug)]
pub struct Players {
    accounts: Accounts,
    clock: SharedClock,
    pending: Arc<dyn PendingArchive>,
}

impl Players {
    /// Players on `db`, with pending archive writes kept in this process's memory.
    ///
    /// # Errors
    /// `INTERNAL` when the account options are invalid.
    pub fn new(
        db: Database,
        clock: SharedClock,
        options: AccountOptions,
    ) -> Result<Players, ServiceError> {
        Players::with_pending(db, clock, options, Arc::new(MemoryPending::default()))
    }

    /// Players on `db`, with pending archive writes kept in `pending`.
    ///
    /// # Errors
    /// `INTERNAL` when the account options are invalid.
    pub fn with_pending(
        db: Database,
        clock: SharedClock,
        options: AccountOptions,
        pending: Arc<dyn PendingArchive>,
    ) -> Result<Players, ServiceError> {
        Ok(Players {
            accounts: Accounts::new(db, clock.clone(), options)?,
            clock,
            pending,
        })
    }

    /// The accounts.
    #[must_use]
    pub fn accounts(&self) -> &Accounts {
        &self.accounts
    }

    /// The database.
    #[must_use]
    pub fn db(&self) -> &Database {
        self.accounts.db()
    }

    /// The set of ended games not yet archived.
    #[must_use]
    pub fn pending(&self) -> &Arc<dyn PendingArchive> {
        &self.pending
    }

    /// A game ended: records it as pending, then archives (and rates) it. When the database
    /// cannot be reached the game stays pending, for [`Players::spawn_archiver`].
    ///
    /// # Errors
    /// What the write failed with (the game is still pending).
    pub async fn game_ended(&self, game: FinishedGame) -> Result<Written, ServiceError> {
        let id = game.game_id.clone();
        self.pending.add(game.clone());
        let written = archive::archive(self.db(), &game, self.clock.now_ms()).await?;
        self.pending.remove(&id);
        Ok(written)
    }

    /// Archives up to `batch` pending games; returns how many were written now.
    ///
    /// # Errors
    /// The first write that failed (the games not written stay pending).
    pub async fn archive_pending(&self, batch: usize) -> Result<usize, ServiceError> {
        let mut written = 0;
        for game in self.pending.take_batch(batch) {
            if archive::archive(self.db(), &game, self.clock.now_ms()).await? == Written::Now {
                written += 1;
            }
            self.pending.remove(&game.game_id);
        }
        Ok(written)
    }

    /// Archives pending games every `interval` until the handle is aborted.
    #[must_use]
    pub fn spawn_archiver(&self, interval: Duration) -> JoinHandle<()> {
        let players = self.clone();
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(interval);
            tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                tick.tick().await;
                if players.pending.is_empty() {
                    continue;
                }
                match players.archive_pending(64).await {
                    Ok(n) if n > 0 => tracing::info!(written = n, "pending games archived"),
                    Ok(_) => {}
                    Err(error) => {
                        tracing::warn!(%error, pending = players.pending.len(), "archive retry failed");
                    }
                }
            }
        })
    }
}
