//! Seats bound to players. A seat taken by a signed-in player (NewGame or JoinGame sent with
//! the player's session token) is bound to that player: the game shows the player's name,
//! only the player's sessions act for the seat, and the game's end is archived with the
//! player (and rated, when the game was created rated and every seat is bound to a distinct
//! player). A seat nobody bound is a guest's or a bot's and is acted for with its seat token
//! alone. A binding never changes once made, so replicas cache what they read.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use sqlx::Row as _;

use super::archive::FinishedSeat;
use super::db::Database;
use super::{PlayerId, db_error};
use crate::session::ServiceError;

/// A seat's binding.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Binding {
    /// The seat (index in the ruleset's seats).
    pub seat: usize,
    /// The player.
    pub player: PlayerId,
    /// The player's name.
    pub name: String,
    /// Whether the game was created rated.
    pub rated: bool,
}

/// The most games whose bindings a replica keeps in memory.
const CACHED_GAMES: usize = 10_000;

/// Seat bindings over a [`Database`], with an in-process cache of what was read.
#[derive(Clone, Debug)]
pub struct Seats {
    db: Database,
    cache: Arc<Mutex<HashMap<String, Arc<[Binding]>>>>,
}

fn index(seat: i64) -> usize {
    usize::try_from(seat).unwrap_or(usize::MAX)
}

impl Seats {
    /// Bindings kept in `db`.
    #[must_use]
    pub fn new(db: Database) -> Seats {
        Seats {
            db,
            cache: Arc::default(),
        }
    }

    fn cache(&self) -> std::sync::MutexGuard<'_, HashMap<String, Arc<[Binding]>>> {
        self.cache
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Binds `seat` of the game `game_id` (of the game named `game`) to `player`.
    ///
    /// # Errors
    /// `INTERNAL` when the seat is bound to another player already; `DATABASE_UNAVAILABLE`.
    pub async fn bind(
        &self,
        game_id: &str,
        game: &str,
        seat: usize,
        player: PlayerId,
        rated: bool,
        now_ms: u64,
    ) -> Result<(), ServiceError> {
        sqlx::query(
            "INSERT INTO seat_bindings (game_id, seat, player_id, game, rated, bound_ms) \
             VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (game_id, seat) DO NOTHING",
        )
        .bind(game_id)
        .bind(i64::try_from(seat).unwrap_or(i64::MAX))
        .bind(player.0)
        .bind(game)
        .bind(i64::from(rated))
        .bind(i64::try_from(now_ms).unwrap_or(i64::MAX))
        .execute(self.db.pool())
        .await
        .map_err(db_error)?;
        self.cache().remove(game_id);
        let bound = self.bindings(game_id).await?;
        match bound.iter().find(|b| b.seat == seat) {
            Some(b) if b.player == player => Ok(()),
            _ => Err(ServiceError::Internal(format!(
                "seat {seat} of game {game_id} is bound to another player"
            ))),
        }
    }

    /// The bound seats of a game, in seat order (none: every seat is a guest's or a bot's).
    ///
    /// # Errors
    /// `DATABASE_UNAVAILABLE`.
    pub async fn bindings(&self, game_id: &str) -> Result<Arc<[Binding]>, ServiceError> {
        if let Some(found) = self.cache().get(game_id) {
            return Ok(Arc::clone(found));
        }
        let rows = sqlx::query(
            "SELECT b.seat, b.player_id, p.name, b.rated FROM seat_bindings b \
             JOIN players p ON p.id = b.player_id WHERE b.game_id = $1 ORDER BY b.seat",
        )
        .bind(game_id)
        .fetch_all(self.db.pool())
        .await
        .map_err(db_error)?;
        let mut bound = Vec::with_capacity(rows.len());
        for row in &rows {
            bound.push(Binding {
                seat: index(row.try_get(0).map_err(db_error)?),
                player: PlayerId(row.try_get(1).map_err(db_error)?),
                name: row.try_get(2).map_err(db_error)?,
                rated: row.try_get::<i64, _>(3).map_err(db_error)? != 0,
            });
        }
        let bound: Arc<[Binding]> = bound.into();
        let mut cache = self.cache();
        if cache.len() >= CACHED_GAMES {
            cache.clear();
        }
        cache.insert(game_id.to_owned(), Arc::clone(&bound));
        Ok(bound)
    }

    /// Whether the caller (`signed_in`: the player of the call's session, if any) may act for
    /// `seat`: always for a seat nobody bound, only its player for a bound one.
    ///
    /// # Errors
    /// `WRONG_SEAT` when the seat is bound to another player (or the call is not signed in);
    /// `DATABASE_UNAVAILABLE`.
    pub async fn may_act(
        &self,
        game_id: &str,
        seat: usize,
        signed_in: Option<PlayerId>,
    ) -> Result<(), ServiceError> {
        let bound = self.bindings(game_id).await?;
        match bound.iter().find(|b| b.seat == seat) {
            Some(b) if Some(b.player) != signed_in => Err(ServiceError::WrongSeat {
                game_id: game_id.to_owned(),
            }),
            _ => Ok(()),
        }
    }

    /// The seats of a finished game as archived: each side, with its bound player's id and
    /// name, or `guest_name` for an unbound seat; and whether the game counts as rated (it
    /// was created rated and every seat is bound).
    ///
    /// # Errors
    /// `DATABASE_UNAVAILABLE`.
    pub async fn finished_seats(
        &self,
        game_id: &str,
        sides: &[&str],
        guest_name: &str,
    ) -> Result<(Vec<FinishedSeat>, bool), ServiceError> {
        let bound = self.bindings(game_id).await?;
        let seats: Vec<FinishedSeat> = sides
            .iter()
            .enumerate()
            .map(|(seat, side)| {
                let b = bound.iter().find(|b| b.seat == seat);
                FinishedSeat {
                    side: (*side).to_owned(),
                    player: b.map(|b| b.player),
                    name: b.map_or_else(|| guest_name.to_owned(), |b| b.name.clone()),
                }
            })
            .collect();
        let rated = bound.len() == sides.len() && bound.iter().all(|b| b.rated);
        Ok((seats, rated))
    }
}
