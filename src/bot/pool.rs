//! The computer opponent's workers: take queued games from the store's [`BotQueue`], play
//! the computer's seat of each over gRPC while renewing its lease, and take over games whose
//! worker died. See `docs/bots.md` for the design and its guarantees.

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::time::{Duration, Instant};

use super::client::GameClient;
use super::runner::{self, Connection, PlayReport, RunError, SeatSpec};
use super::{BotSpec, cli};
use crate::config::BotArgs;
use crate::ruleset::Ruleset;
use crate::session::ServiceError;
use crate::store::{BotJob, BotQueue, Claimed, GameStore};

/// The most think time a computer opponent may be asked for, per action.
pub const MAX_OPPONENT_BUDGET_MS: u32 = 10_000;

/// The think time a computer opponent gets for the `budget_ms` asked in `NewGame`: 100 ms for
/// 0, at most [`MAX_OPPONENT_BUDGET_MS`].
#[must_use]
pub fn opponent_budget_ms(budget_ms: u32) -> u32 {
    match budget_ms {
        0 => 100,
        ms => ms.min(MAX_OPPONENT_BUDGET_MS),
    }
}

/// `NewGame` with a computer opponent, after the game was created: takes the computer's seat
/// token out of `tokens` (the caller never sees it) and queues the game for the pool.
///
/// # Errors
/// The store keeps no queue, or cannot be reached.
pub async fn queue_opponent<S: GameStore>(
    store: &S,
    kind: &str,
    game_id: &str,
    tokens: &mut [String],
    seat: usize,
    budget_ms: u32,
    iterations: u32,
) -> Result<(), ServiceError> {
    let token = tokens.get_mut(seat).map(std::mem::take).unwrap_or_default();
    if token.is_empty() {
        // The seat was kept open for an invitation: nobody could hand the computer its token.
        return Err(ServiceError::invalid(
            "bot",
            "INVALID_BOT",
            "the computer's seat cannot also be kept open for an invitation",
        ));
    }
    let job = BotJob {
        kind: kind.to_owned(),
        game_id: game_id.to_owned(),
        seat: u32::try_from(seat).unwrap_or(u32::MAX),
        token,
        budget_ms: opponent_budget_ms(budget_ms),
        iterations,
    };
    match store.enqueue_bot(&job).await {
        Ok(Some(_)) => Ok(()),
        Ok(None) => Err(ServiceError::Internal(
            "this store keeps no queue for computer opponents".into(),
        )),
        Err(e) => Err(ServiceError::StoreUnavailable(e)),
    }
}

/// Plays one seat of a game of one kind: the runner with that game's client.
pub type PlayFn = fn(
    Connection,
    SeatSpec,
    BotSpec,
    u64,
) -> Pin<Box<dyn Future<Output = Result<PlayReport, RunError>> + Send>>;

/// The play function of the game whose client is `C`.
#[must_use]
pub fn play_fn<C: GameClient>() -> (&'static str, PlayFn) {
    fn play<C: GameClient>(
        conn: Connection,
        seat: SeatSpec,
        spec: BotSpec,
        seed: u64,
    ) -> Pin<Box<dyn Future<Output = Result<PlayReport, RunError>> + Send>> {
        Box::pin(async move { runner::play::<C>(conn, &seat, spec.player::<C::Rules>(seed)).await })
    }
    (<C::Rules as Ruleset>::NAME, play::<C>)
}

/// How a pool worker works.
#[derive(Clone, Debug)]
pub struct PoolOptions {
    /// The servers to play through.
    pub addrs: Vec<String>,
    /// A holder that has not renewed its lease for this long is taken to be dead.
    pub lease: Duration,
    /// The most games played at once.
    pub max_games: usize,
    /// The pause between looks at the queue when nothing was taken.
    pub poll: Duration,
    /// This worker's name in the queue (unique per process).
    pub worker: String,
}

impl PoolOptions {
    /// Options for `addrs` with a lease of `lease`, a fresh worker name, 250 ms polls.
    #[must_use]
    pub fn new(addrs: Vec<String>, lease: Duration, max_games: usize) -> PoolOptions {
        PoolOptions {
            addrs,
            lease,
            max_games: max_games.max(1),
            poll: Duration::from_millis(250),
            worker: worker_name(),
        }
    }
}

/// A name no other worker has: the process id and 64 random bits.
#[must_use]
pub fn worker_name() -> String {
    format!("worker-{}-{:016x}", std::process::id(), fastrand::u64(..))
}

/// Works until `stop` completes: claims jobs while fewer than `max_games` are being played,
/// plays each with the play function of its kind in `games`.
pub async fn work<Q: BotQueue>(
    queue: Q,
    options: PoolOptions,
    games: Vec<(&'static str, PlayFn)>,
    stop: impl Future<Output = ()>,
) {
    let games: Arc<[(&'static str, PlayFn)]> = games.into();
    let mut running = tokio::task::JoinSet::new();
    tokio::pin!(stop);
    tracing::info!(worker = %options.worker, lease_ms = options.lease.as_millis() as u64, max_games = options.max_games, "bot pool worker started");
    loop {
        while running.try_join_next().is_some() {}
        let mut took = false;
        if running.len() < options.max_games {
            match queue.claim(&options.worker, options.lease).await {
                Ok(Some(claimed)) => {
                    took = true;
                    let (queue, options, games) = (queue.clone(), options.clone(), games.clone());
                    running.spawn(async move { play_job(queue, options, &games, claimed).await });
                }
                Ok(None) => {}
                Err(e) => tracing::warn!(error = %e, "cannot read the bot queue"),
            }
        }
        if took {
            continue;
        }
        tokio::select! {
            () = &mut stop => break,
            () = tokio::time::sleep(options.poll) => {}
        }
    }
    running.abort_all();
    tracing::info!(worker = %options.worker, "bot pool worker stopped");
}

/// Plays one claimed job while its lease holds.
async fn play_job<Q: BotQueue>(
    queue: Q,
    options: PoolOptions,
    games: &[(&'static str, PlayFn)],
    claimed: Claimed,
) {
    let Claimed {
        entry,
        job,
        taken_over,
    } = claimed;
    let worker = options.worker.as_str();
    let Some(&(_, play)) = games.iter().find(|(name, _)| *name == job.kind) else {
        // Another build may know this game: leave the job to it (the lease runs out).
        tracing::warn!(worker, game_id = %job.game_id, kind = %job.kind, "a queued game of a kind this worker does not play");
        return;
    };
    tracing::info!(worker, game_id = %job.game_id, seat = job.seat, taken_over, "playing");
    let conn = Connection::new(options.addrs.clone());
    let seat = SeatSpec {
        game_id: job.game_id.clone(),
        token: job.token.clone(),
        seat: usize::try_from(job.seat).unwrap_or(usize::MAX),
    };
    let spec = cli::opponent_spec(job.budget_ms, job.iterations);
    let game = play(conn, seat, spec, fastrand::u64(..));
    let lease = options.lease;
    let renew = async {
        let mut last_renewed = Instant::now();
        loop {
            tokio::time::sleep(lease / 3).await;
            match queue.renew(&entry, worker).await {
                Ok(true) => last_renewed = Instant::now(),
                Ok(false) => return "another worker holds the game now",
                Err(e) => {
                    tracing::warn!(worker, game_id = %job.game_id, error = %e, "cannot renew the lease");
                    if last_renewed.elapsed() >= lease {
                        return "the lease could not be renewed in time";
                    }
                }
            }
        }
    };
    tokio::select! {
        result = game => {
            let finished = match &result {
                Ok(report) => {
                    tracing::info!(worker, game_id = %job.game_id, outcome = ?report.outcome, actions = report.actions, "game over");
                    true
                }
                Err(RunError::GameNotFound) => {
                    tracing::info!(worker, game_id = %job.game_id, "the game is gone");
                    true
                }
                Err(e @ (RunError::Refused { .. } | RunError::Replay(_))) => {
                    // It could never be played: drop it rather than hand it on forever.
                    tracing::error!(worker, game_id = %job.game_id, error = %e, "the game cannot be played; dropping it");
                    true
                }
                Err(e) => {
                    tracing::warn!(worker, game_id = %job.game_id, error = %e, "stopped playing; another worker takes over after the lease");
                    false
                }
            };
            if finished {
                for attempt in 0..5u32 {
                    match queue.finish(&entry).await {
                        Ok(()) => break,
                        Err(e) => {
                            tracing::warn!(worker, game_id = %job.game_id, error = %e, "cannot remove the finished game from the queue");
                            tokio::time::sleep(Duration::from_millis(200) * (attempt + 1)).await;
                        }
                    }
                }
            }
        }
        why = renew => {
            tracing::warn!(worker, game_id = %job.game_id, why, "lease lost: stopped playing");
        }
    }
}

/// `hanniball bot --pool`: a worker on the Redis queue.
///
/// # Errors
/// A message for the user.
pub async fn run_workers(args: &BotArgs, games: Vec<(&'static str, PlayFn)>) -> Result<(), String> {
    let Some(url) = &args.redis_url else {
        return Err("--pool needs --redis-url (the servers' Redis, where the queue is)".to_owned());
    };
    let store = crate::store::RedisStore::open(url, crate::store::DEFAULT_GAME_TTL)
        .map_err(|e| format!("cannot open the Redis store: {e}"))?;
    let options = PoolOptions::new(
        args.addr.clone(),
        Duration::from_millis(args.lease_ms),
        usize::try_from(args.pool_games).unwrap_or(1),
    );
    work(store, options, games, stop_signal()).await;
    Ok(())
}

/// Completes on SIGINT or SIGTERM. The games held then are taken over by other workers once
/// their leases run out.
async fn stop_signal() {
    let interrupt = async {
        if tokio::signal::ctrl_c().await.is_err() {
            std::future::pending::<()>().await;
        }
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = interrupt => {}
        () = terminate => {}
    }
}
