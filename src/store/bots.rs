//! The queue of games with a computer opponent (see `docs/bots.md`).
//!
//! `NewGame` with a `bot` field creates the game and puts a [`BotJob`] in the queue; pool
//! workers ([`crate::bot::pool`]) take jobs with [`BotQueue::claim`], which hands a job to one
//! worker at a time under a lease: a worker renews its lease while it plays
//! ([`BotQueue::renew`]), and a job whose lease ran out (its worker died or hung) is handed to
//! the next worker that asks. [`BotQueue::finish`] removes a job once its game is over.
//!
//! The job holds the computer's seat token: the queue is the only place it is kept, and it
//! leaves the queue with the job. Only processes with access to the store (the servers and
//! the workers) can read it; no RPC ever returns it.

use std::future::Future;
use std::time::Duration;

use super::StoreError;

/// A queued game: which game, which seat, and how the computer plays it.
#[derive(Clone, PartialEq, Eq)]
pub struct BotJob {
    /// The ruleset's name ([`Ruleset::NAME`](crate::ruleset::Ruleset::NAME)).
    pub kind: String,
    /// The game id.
    pub game_id: String,
    /// The seat the computer plays.
    pub seat: u32,
    /// That seat's secret token.
    pub token: String,
    /// Think time per action in milliseconds.
    pub budget_ms: u32,
    /// Search iterations per action (0: no limit).
    pub iterations: u32,
}

impl std::fmt::Debug for BotJob {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BotJob")
            .field("kind", &self.kind)
            .field("game_id", &self.game_id)
            .field("seat", &self.seat)
            .field("budget_ms", &self.budget_ms)
            .field("iterations", &self.iterations)
            .finish_non_exhaustive()
    }
}

/// A job as handed to a worker.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Claimed {
    /// The queue entry's id (for [`BotQueue::renew`] and [`BotQueue::finish`]).
    pub entry: String,
    /// The job.
    pub job: BotJob,
    /// The job was held by another worker before, whose lease ran out.
    pub taken_over: bool,
}

/// The queue of computer-opponent games, with leases.
pub trait BotQueue: Clone + Send + Sync + 'static {
    /// Queues a job; returns its entry id.
    fn enqueue(&self, job: &BotJob) -> impl Future<Output = Result<String, StoreError>> + Send;

    /// Hands `worker` one job, if any: first a job whose holder's lease is older than
    /// `lease` (a takeover), else a job nobody took yet. The job is `worker`'s until its lease
    /// runs out. Never waits.
    fn claim(
        &self,
        worker: &str,
        lease: Duration,
    ) -> impl Future<Output = Result<Option<Claimed>, StoreError>> + Send;

    /// Renews `worker`'s lease on `entry`; `false` when `worker` no longer holds it (another
    /// worker took it over, or it is finished): the worker must stop playing it.
    fn renew(
        &self,
        entry: &str,
        worker: &str,
    ) -> impl Future<Output = Result<bool, StoreError>> + Send;

    /// Removes a job (its game is over, or gone).
    fn finish(&self, entry: &str) -> impl Future<Output = Result<(), StoreError>> + Send;
}

/// The stored form of a job's fields, as (name, value) pairs.
#[must_use]
pub fn job_fields(job: &BotJob) -> Vec<(&'static str, String)> {
    vec![
        ("kind", job.kind.clone()),
        ("game", job.game_id.clone()),
        ("seat", job.seat.to_string()),
        ("token", job.token.clone()),
        ("budget_ms", job.budget_ms.to_string()),
        ("iterations", job.iterations.to_string()),
    ]
}

/// Reads a job from its stored fields.
///
/// # Errors
/// A field is missing or malformed.
pub fn job_from_fields<'a>(
    fields: impl IntoIterator<Item = (&'a str, &'a str)>,
) -> Result<BotJob, StoreError> {
    let mut job = BotJob {
        kind: String::new(),
        game_id: String::new(),
        seat: u32::MAX,
        token: String::new(),
        budget_ms: 0,
        iterations: 0,
    };
    let bad = |what: &str| StoreError::Corrupt(format!("bot job: bad field {what}"));
    for (name, value) in fields {
        match name {
            "kind" => value.clone_into(&mut job.kind),
            "game" => value.clone_into(&mut job.game_id),
            "seat" => job.seat = value.parse().map_err(|_| bad("seat"))?,
            "token" => value.clone_into(&mut job.token),
            "budget_ms" => job.budget_ms = value.parse().map_err(|_| bad("budget_ms"))?,
            "iterations" => job.iterations = value.parse().map_err(|_| bad("iterations"))?,
            _ => {}
        }
    }
    if job.kind.is_empty() || job.game_id.is_empty() || job.token.is_empty() {
        return Err(bad("kind, game or token missing"));
    }
    if job.seat == u32::MAX {
        return Err(bad("seat missing"));
    }
    Ok(job)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn jobs_round_trip_and_hide_the_token_in_debug() {
        let job = BotJob {
            kind: "hanniball".into(),
            game_id: "g".into(),
            seat: 1,
            token: "secret".into(),
            budget_ms: 100,
            iterations: 0,
        };
        let fields = job_fields(&job);
        let back = job_from_fields(fields.iter().map(|(k, v)| (*k, v.as_str()))).unwrap();
        assert_eq!(back, job);
        assert!(!format!("{job:?}").contains("secret"));
        assert!(job_from_fields([("kind", "x")]).is_err());
    }
}
