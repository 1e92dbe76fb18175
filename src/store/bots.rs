//! The computer opponent's games and its queue of moves (see `docs/bots.md`).
//!
//! `NewGame` with a `bot` field creates the game and **registers** it
//! ([`BotQueue::enqueue`]): a [`BotJob`] saying which seat the computer plays and how. A
//! registered game holds nothing while its human thinks. When the computer's move becomes due
//! (the human's action made it the computer's turn, or the game was created with the computer
//! to move), a **move job** "game G at version V needs the computer's move" is queued
//! ([`BotQueue::move_due`]; once per version: a version queued before is not queued again).
//! Thinkers ([`crate::bot::pool`]) take move jobs with [`BotQueue::claim`], oldest first, one
//! thinker at a time under a lease: a thinker renews its lease while it thinks
//! ([`BotQueue::renew`]), and a job whose lease ran out (its thinker died or hung) is handed
//! to the next thinker that asks, ahead of newer jobs. [`BotQueue::finish`] removes a move job
//! once the move is made; [`BotQueue::forget`] removes a game once it is over.
//!
//! The registration holds the computer's seat token: the store is the only place it is kept,
//! and it leaves with the registration. Only processes with access to the store (the servers
//! and the workers) can read it; no RPC ever returns it.

use std::future::Future;
use std::time::Duration;

use super::StoreError;

/// A second seat the computer plays in a registered game (a game between two of the
/// service's computer players): which, its token, and how the computer plays it.
#[derive(Clone, PartialEq, Eq)]
pub struct BotSeat {
    /// The seat.
    pub seat: u32,
    /// That seat's secret token.
    pub token: String,
    /// Think time per action in milliseconds.
    pub budget_ms: u32,
    /// Search iterations per action (0: no limit).
    pub iterations: u32,
}

impl std::fmt::Debug for BotSeat {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BotSeat")
            .field("seat", &self.seat)
            .field("budget_ms", &self.budget_ms)
            .field("iterations", &self.iterations)
            .finish_non_exhaustive()
    }
}

/// A registered game: which game, which seat, and how the computer plays it.
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
    /// The other seat, when the computer plays both (each move job is one seat's turn: the
    /// seat to move when it is thought).
    pub second: Option<BotSeat>,
}

impl BotJob {
    /// The seats the computer plays: (seat, token, think time, iterations).
    #[must_use]
    pub fn seats(&self) -> Vec<(u32, &str, u32, u32)> {
        let mut seats = vec![(
            self.seat,
            self.token.as_str(),
            self.budget_ms,
            self.iterations,
        )];
        if let Some(s) = &self.second {
            seats.push((s.seat, s.token.as_str(), s.budget_ms, s.iterations));
        }
        seats
    }
}

impl std::fmt::Debug for BotJob {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BotJob")
            .field("kind", &self.kind)
            .field("game_id", &self.game_id)
            .field("seat", &self.seat)
            .field("budget_ms", &self.budget_ms)
            .field("iterations", &self.iterations)
            .field("second", &self.second)
            .finish_non_exhaustive()
    }
}

/// A move job as handed to a thinker.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Claimed {
    /// The queue entry's id (for [`BotQueue::renew`] and [`BotQueue::finish`]).
    pub entry: String,
    /// The game's registration.
    pub job: BotJob,
    /// The version at which the computer's move became due.
    pub version: u64,
    /// When the move became due (ms since the Unix epoch).
    pub due_ms: u64,
    /// The job was held by another thinker before, whose lease ran out.
    pub taken_over: bool,
}

/// A registered game as the sweep sees it: its id and the last version queued for it (or
/// reached by the computer's own move).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Registered {
    /// The game id.
    pub game_id: String,
    /// The last version queued (0: none yet).
    pub queued: u64,
}

/// The registered computer-opponent games and the queue of their due moves, with leases.
pub trait BotQueue: Clone + Send + Sync + 'static {
    /// Registers a game for the computer opponent; returns its game id. Queues nothing.
    fn enqueue(&self, job: &BotJob) -> impl Future<Output = Result<String, StoreError>> + Send;

    /// Queues "game `game_id` at `version` needs the computer's move", unless the game is not
    /// registered or a version at or after `version` was queued already; `true` when queued.
    /// The job's place in the queue is the time of this call.
    fn move_due(
        &self,
        game_id: &str,
        version: u64,
    ) -> impl Future<Output = Result<bool, StoreError>> + Send;

    /// Hands `worker` one move job, if any: first a job whose holder's lease is older than
    /// `lease` (a takeover), else the oldest job nobody took yet. The job is `worker`'s until
    /// its lease runs out. Jobs of games no longer registered are dropped on the way. Never
    /// waits.
    fn claim(
        &self,
        worker: &str,
        lease: Duration,
    ) -> impl Future<Output = Result<Option<Claimed>, StoreError>> + Send;

    /// Renews `worker`'s lease on `entry`; `false` when `worker` no longer holds it (another
    /// worker took it over, or it is finished): the worker must stop.
    fn renew(
        &self,
        entry: &str,
        worker: &str,
    ) -> impl Future<Output = Result<bool, StoreError>> + Send;

    /// Removes a move job: the move was made (or was not needed). `reached`: the version the
    /// game is known to have reached, recorded as queued so that the sweep does not queue it
    /// again.
    fn finish(
        &self,
        entry: &str,
        game_id: &str,
        reached: u64,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// Removes a game's registration (its game is over, or gone), token and all.
    fn forget(&self, game_id: &str) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// Every registered game, for the sweep that queues a move whose trigger was lost.
    fn registered(&self) -> impl Future<Output = Result<Vec<Registered>, StoreError>> + Send;

    /// The number of move jobs in the queue (held or not).
    fn queued(&self) -> impl Future<Output = Result<u64, StoreError>> + Send;
}

/// The stored form of a job's fields, as (name, value) pairs.
#[must_use]
pub fn job_fields(job: &BotJob) -> Vec<(&'static str, String)> {
    let mut fields = vec![
        ("kind", job.kind.clone()),
        ("game", job.game_id.clone()),
        ("seat", job.seat.to_string()),
        ("token", job.token.clone()),
        ("budget_ms", job.budget_ms.to_string()),
        ("iterations", job.iterations.to_string()),
    ];
    if let Some(second) = &job.second {
        fields.extend([
            ("seat2", second.seat.to_string()),
            ("token2", second.token.clone()),
            ("budget_ms2", second.budget_ms.to_string()),
            ("iterations2", second.iterations.to_string()),
        ]);
    }
    fields
}

/// A job as one text (its fields as `name=value` lines), as the Redis store keeps it.
#[must_use]
pub fn job_text(job: &BotJob) -> String {
    job_fields(job)
        .iter()
        .map(|(name, value)| format!("{name}={value}\n"))
        .collect()
}

/// Reads a job made by [`job_text`].
///
/// # Errors
/// A field is missing or malformed.
pub fn job_from_text(text: &str) -> Result<BotJob, StoreError> {
    job_from_fields(text.lines().filter_map(|line| line.split_once('=')))
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
        second: None,
    };
    let mut second = BotSeat {
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
            "seat2" => second.seat = value.parse().map_err(|_| bad("seat2"))?,
            "token2" => value.clone_into(&mut second.token),
            "budget_ms2" => second.budget_ms = value.parse().map_err(|_| bad("budget_ms2"))?,
            "iterations2" => second.iterations = value.parse().map_err(|_| bad("iterations2"))?,
            _ => {}
        }
    }
    match (second.seat == u32::MAX, second.token.is_empty()) {
        (true, true) => {}
        (false, false) => job.second = Some(second),
        _ => return Err(bad("seat2 or token2 missing")),
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
            second: None,
        };
        let fields = job_fields(&job);
        let back = job_from_fields(fields.iter().map(|(k, v)| (*k, v.as_str()))).unwrap();
        assert_eq!(back, job);
        assert_eq!(job_from_text(&job_text(&job)).unwrap(), job);
        assert!(!format!("{job:?}").contains("secret"));
        assert!(job_from_fields([("kind", "x")]).is_err());
        assert!(job_from_text("kind=x\nseat=one\n").is_err());
        let both = BotJob {
            second: Some(BotSeat {
                seat: 0,
                token: "other-secret".into(),
                budget_ms: 30,
                iterations: 1,
            }),
            ..job.clone()
        };
        assert_eq!(job_from_text(&job_text(&both)).unwrap(), both);
        assert_eq!(
            both.seats(),
            [(1, "secret", 100, 0), (0, "other-secret", 30, 1)]
        );
        assert!(!format!("{both:?}").contains("secret"));
        assert!(job_from_text(&format!("{}seat2=0\n", job_text(&job))).is_err());
    }
}
