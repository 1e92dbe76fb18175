//! Ended games not yet archived. A game's end is first recorded here, then written to the
//! database; it leaves this set only once the database has it (written now or before). A
//! periodic pass writes what is left — after a database outage, or when the replica that saw
//! the end stopped before writing it. [`MemoryPending`] keeps the set in one process;
//! [`RedisPending`] keeps it in the games' Redis (the hash `{hanniball:archive}:pending`,
//! one JSON entry per game), so that any replica's archiver finishes another's writes.

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};

use futures_util::future::BoxFuture;
use redis::aio::ConnectionLike;
use serde_json::{Value, json};

use super::PlayerId;
use super::archive::{FinishedGame, FinishedSeat, GameResult};
use crate::session::ServiceError;
use crate::store::RedisSet;

/// A set of ended, not yet archived games, keyed by game id.
pub trait PendingArchive: Send + Sync + std::fmt::Debug + 'static {
    /// Records that `game` ended (a second record of the same id replaces the first).
    fn add(&self, game: FinishedGame) -> BoxFuture<'_, Result<(), ServiceError>>;
    /// Up to `limit` pending games.
    fn take_batch(&self, limit: usize) -> BoxFuture<'_, Result<Vec<FinishedGame>, ServiceError>>;
    /// Forgets the game `game_id` (it is archived).
    fn remove<'a>(&'a self, game_id: &'a str) -> BoxFuture<'a, Result<(), ServiceError>>;
    /// How many games are pending.
    fn count(&self) -> BoxFuture<'_, Result<usize, ServiceError>>;
    /// Whether there is nothing to settle: no game pending and no ending write marked (see
    /// [`PendingArchive::recovers_endings`]).
    fn idle(&self) -> BoxFuture<'_, Result<bool, ServiceError>>;
    /// Whether the games' store should keep each game's end with the write that ends it
    /// (see [`crate::store::Update::ending`]), for this set to recover the ends of replicas
    /// that died right after such a write. False for a set kept where the games are not.
    fn recovers_endings(&self) -> bool;
}

/// The in-memory [`PendingArchive`] of one process; clones share the set.
#[derive(Clone, Debug, Default)]
pub struct MemoryPending(Arc<Mutex<BTreeMap<String, FinishedGame>>>);

impl MemoryPending {
    fn lock(&self) -> std::sync::MutexGuard<'_, BTreeMap<String, FinishedGame>> {
        self.0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

impl PendingArchive for MemoryPending {
    fn add(&self, game: FinishedGame) -> BoxFuture<'_, Result<(), ServiceError>> {
        self.lock().insert(game.game_id.clone(), game);
        Box::pin(async { Ok(()) })
    }

    fn take_batch(&self, limit: usize) -> BoxFuture<'_, Result<Vec<FinishedGame>, ServiceError>> {
        let batch = self.lock().values().take(limit).cloned().collect();
        Box::pin(async { Ok(batch) })
    }

    fn remove<'a>(&'a self, game_id: &'a str) -> BoxFuture<'a, Result<(), ServiceError>> {
        self.lock().remove(game_id);
        Box::pin(async { Ok(()) })
    }

    fn count(&self) -> BoxFuture<'_, Result<usize, ServiceError>> {
        let n = self.lock().len();
        Box::pin(async move { Ok(n) })
    }

    fn idle(&self) -> BoxFuture<'_, Result<bool, ServiceError>> {
        let idle = self.lock().is_empty();
        Box::pin(async move { Ok(idle) })
    }

    /// The set dies with its process, as the in-memory games do: nothing to recover.
    fn recovers_endings(&self) -> bool {
        false
    }
}

/// The [`PendingArchive`] in the games' Redis, shared by every replica over it.
#[derive(Clone)]
pub struct RedisPending<C>(RedisSet<C>);

impl<C> std::fmt::Debug for RedisPending<C> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("RedisPending").field(&self.0).finish()
    }
}

impl<C> RedisPending<C> {
    /// The pending set kept in `set` (see [`crate::store::RedisStore::pending_set`]).
    #[must_use]
    pub fn new(set: RedisSet<C>) -> RedisPending<C> {
        RedisPending(set)
    }
}

impl<C: ConnectionLike + Clone + Send + Sync + 'static> PendingArchive for RedisPending<C> {
    fn add(&self, game: FinishedGame) -> BoxFuture<'_, Result<(), ServiceError>> {
        Box::pin(async move {
            let bytes = encode(&game);
            Ok(self.0.put(&game.game_id, &bytes).await?)
        })
    }

    fn take_batch(&self, limit: usize) -> BoxFuture<'_, Result<Vec<FinishedGame>, ServiceError>> {
        Box::pin(async move {
            // Ends whose replica died between its write and recording them here.
            let recovered = self.0.recover_endings(limit).await?;
            if recovered > 0 {
                tracing::info!(recovered, "ended games recovered from their ending writes");
            }
            let mut batch = Vec::new();
            for (id, bytes) in self.0.some(limit).await? {
                match decode(&bytes) {
                    Some(game) => batch.push(game),
                    None => {
                        tracing::error!(game_id = %id, "pending archive entry does not decode; dropped");
                        self.0.remove(&id).await?;
                    }
                }
            }
            Ok(batch)
        })
    }

    fn remove<'a>(&'a self, game_id: &'a str) -> BoxFuture<'a, Result<(), ServiceError>> {
        Box::pin(async move { Ok(self.0.remove(game_id).await?) })
    }

    fn count(&self) -> BoxFuture<'_, Result<usize, ServiceError>> {
        Box::pin(async move { Ok(self.0.count().await?) })
    }

    fn idle(&self) -> BoxFuture<'_, Result<bool, ServiceError>> {
        Box::pin(async move { Ok(self.0.idle().await?) })
    }

    fn recovers_endings(&self) -> bool {
        true
    }
}

/// A pending game as JSON.
pub(crate) fn encode(game: &FinishedGame) -> Vec<u8> {
    let (result, winner) = match game.result {
        GameResult::Win(seat) => ("win", Some(seat)),
        GameResult::Draw => ("draw", None),
        GameResult::NoResult => ("none", None),
    };
    let seats: Vec<Value> = game
        .seats
        .iter()
        .map(|s| json!({"side": s.side, "player": s.player.map(|p| p.0), "name": s.name}))
        .collect();
    json!({
        "game_id": game.game_id,
        "game": game.game,
        "rated": game.rated,
        "start_position": game.start_position,
        "record": game.record,
        "result": result,
        "winner": winner,
        "termination": game.termination,
        "time_control": game.time_control,
        "started_ms": game.started_ms,
        "ended_ms": game.ended_ms,
        "seats": seats,
    })
    .to_string()
    .into_bytes()
}

/// A pending game from its JSON; `None` if it is not one.
fn decode(bytes: &[u8]) -> Option<FinishedGame> {
    let v: Value = serde_json::from_slice(bytes).ok()?;
    let text = |key: &str| v.get(key).and_then(Value::as_str).map(str::to_owned);
    let result = match v.get("result")?.as_str()? {
        "win" => GameResult::Win(usize::try_from(v.get("winner")?.as_u64()?).ok()?),
        "draw" => GameResult::Draw,
        "none" => GameResult::NoResult,
        _ => return None,
    };
    let mut seats = Vec::new();
    for seat in v.get("seats")?.as_array()? {
        seats.push(FinishedSeat {
            side: seat.get("side")?.as_str()?.to_owned(),
            player: seat.get("player").and_then(Value::as_i64).map(PlayerId),
            name: seat.get("name")?.as_str()?.to_owned(),
        });
    }
    Some(FinishedGame {
        game_id: text("game_id")?,
        game: text("game")?,
        rated: v.get("rated")?.as_bool()?,
        start_position: text("start_position")?,
        record: text("record")?,
        result,
        termination: text("termination")?,
        time_control: text("time_control")?,
        started_ms: v.get("started_ms")?.as_u64()?,
        ended_ms: v.get("ended_ms")?.as_u64()?,
        seats,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pending_game_reads_back_from_its_json() {
        let game = FinishedGame {
            game_id: "g1".into(),
            game: "hnefatafl".into(),
            rated: true,
            start_position: String::new(),
            record: "[Result \"1-0\"]\n1. d1-d3 \"quoted\" *".into(),
            result: GameResult::Win(1),
            termination: "time".into(),
            time_control: "per turn 1000 ms".into(),
            started_ms: 1,
            ended_ms: 2,
            seats: vec![
                FinishedSeat {
                    side: "ATTACKERS".into(),
                    player: Some(PlayerId(7)),
                    name: "Ada".into(),
                },
                FinishedSeat {
                    side: "DEFENDERS".into(),
                    player: None,
                    name: "guest".into(),
                },
            ],
        };
        assert_eq!(decode(&encode(&game)), Some(game));
        assert_eq!(decode(b"{\"game_id\": 1}"), None);
        assert_eq!(decode(b"not json"), None);
    }
}
