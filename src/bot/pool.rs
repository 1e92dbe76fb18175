//! The computer opponent's thinkers: take due moves ("game G at version V needs the
//! computer's move") from the store's [`BotQueue`], oldest first, a bounded number at once;
//! play each turn over gRPC while renewing its lease; take over moves whose thinker died; and
//! sweep the registered games for a move whose trigger was lost. A game waiting for its human
//! holds nothing. See `docs/bots.md` for the design and its guarantees.

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::time::{Duration, Instant};

use tonic::transport::{Channel, Endpoint};

use super::client::GameClient;
use super::runner::{self, RunError, Turn, TurnDone};
use crate::ruleset::Ruleset;
use crate::session::ServiceError;
use crate::store::{BotJob, BotQueue, Claimed, GameId, GameStore};

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
/// token out of `tokens` (the caller never sees it), registers the game and queues its first
/// version (the thinker that takes it moves if the computer is to move, else lets it wait).
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
        second: None,
    };
    match store.enqueue_bot(&job).await {
        Ok(Some(_)) => {}
        Ok(None) => {
            return Err(ServiceError::Internal(
                "this store keeps no queue for computer opponents".into(),
            ));
        }
        Err(e) => return Err(ServiceError::StoreUnavailable(e)),
    }
    store
        .bot_move_due(game_id, 1)
        .await
        .map_err(ServiceError::StoreUnavailable)
}

/// Plays the computer's turn in a game of one kind: [`runner::play_turn`] with that game's
/// client.
pub type PlayFn =
    fn(Channel, Turn) -> Pin<Box<dyn Future<Output = Result<TurnDone, RunError>> + Send>>;

/// The play function of the game whose client is `C`.
#[must_use]
pub fn play_fn<C: GameClient>() -> (&'static str, PlayFn) {
    fn play<C: GameClient>(
        channel: Channel,
        turn: Turn,
    ) -> Pin<Box<dyn Future<Output = Result<TurnDone, RunError>> + Send>> {
        Box::pin(runner::play_turn::<C>(channel, turn))
    }
    (<C::Rules as Ruleset>::NAME, play::<C>)
}

/// How a pool worker works.
#[derive(Clone, Debug)]
pub struct PoolOptions {
    /// The servers to play through (the next one after a failure).
    pub addrs: Vec<String>,
    /// A thinker that has not renewed its lease on a move for this long is taken to be dead.
    pub lease: Duration,
    /// The most moves thought at once.
    pub max_games: usize,
    /// The pause between looks at the queue when nothing was taken.
    pub poll: Duration,
    /// How often the registered games are swept for a move whose trigger was lost.
    pub sweep: Duration,
    /// This worker's name in the queue (unique per process).
    pub worker: String,
}

impl PoolOptions {
    /// Options for `addrs` with a lease of `lease`, a fresh worker name, 100 ms polls and a
    /// sweep every 10 s.
    #[must_use]
    pub fn new(addrs: Vec<String>, lease: Duration, max_games: usize) -> PoolOptions {
        PoolOptions {
            addrs,
            lease,
            max_games: max_games.max(1),
            poll: Duration::from_millis(100),
            sweep: Duration::from_secs(10),
            worker: worker_name(),
        }
    }
}

/// A name no other worker has: the process id and 64 random bits.
#[must_use]
pub fn worker_name() -> String {
    format!("worker-{}-{:016x}", std::process::id(), fastrand::u64(..))
}

/// `host:port` as an `http://` URI; URLs are kept.
fn uri(addr: &str) -> String {
    if addr.contains("://") {
        addr.to_owned()
    } else {
        format!("http://{addr}")
    }
}

fn now_ms() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
}

/// What a worker shares between its thinkers.
struct Shared<Q> {
    queue: Q,
    options: PoolOptions,
    games: Vec<(&'static str, PlayFn)>,
    /// One channel per address (HTTP/2: every thinker's calls share it).
    channels: Vec<Channel>,
}

/// Works until `stop` completes: claims due moves while fewer than `max_games` are being
/// thought, plays each with the play function of its kind in `games`, and sweeps the
/// registered games every [`PoolOptions::sweep`].
pub async fn work<Q: BotQueue + GameStore>(
    queue: Q,
    options: PoolOptions,
    games: Vec<(&'static str, PlayFn)>,
    stop: impl Future<Output = ()>,
) {
    let mut channels = Vec::new();
    for addr in &options.addrs {
        match Endpoint::from_shared(uri(addr)) {
            Ok(endpoint) => channels.push(
                endpoint
                    .connect_timeout(Duration::from_secs(2))
                    .tcp_nodelay(true)
                    .connect_lazy(),
            ),
            Err(e) => tracing::error!(addr, error = %e, "invalid server address; not using it"),
        }
    }
    if channels.is_empty() {
        tracing::error!("the bot pool has no valid server address; it does not start");
        return;
    }
    let shared = Arc::new(Shared {
        queue,
        options,
        games,
        channels,
    });
    let options = &shared.options;
    let mut running = tokio::task::JoinSet::new();
    let mut sweeping: Option<tokio::task::JoinHandle<()>> = None;
    let mut next_sweep = Instant::now() + options.sweep;
    tokio::pin!(stop);
    tracing::info!(worker = %options.worker, lease_ms = options.lease.as_millis() as u64, thinkers = options.max_games, "bot pool worker started");
    loop {
        while running.try_join_next().is_some() {}
        while running.len() < options.max_games {
            match shared.queue.claim(&options.worker, options.lease).await {
                Ok(Some(claimed)) => {
                    let shared = Arc::clone(&shared);
                    running.spawn(async move { think(&shared, claimed).await });
                }
                Ok(None) => break,
                Err(e) => {
                    tracing::warn!(error = %e, "cannot read the bot queue");
                    break;
                }
            }
        }
        if Instant::now() >= next_sweep && sweeping.as_ref().is_none_or(|s| s.is_finished()) {
            // Jittered, so that the replicas' sweeps spread out.
            next_sweep = Instant::now() + options.sweep.mul_f64(0.75 + fastrand::f64() / 2.0);
            let shared = Arc::clone(&shared);
            sweeping = Some(tokio::spawn(async move { sweep(&shared).await }));
        }
        tokio::select! {
            () = &mut stop => break,
            () = tokio::time::sleep(options.poll) => {}
        }
    }
    running.abort_all();
    if let Some(sweeping) = sweeping {
        sweeping.abort();
    }
    tracing::info!(worker = %options.worker, "bot pool worker stopped");
}

/// Queues the move of every registered game that changed since its last queued version
/// (the trigger after the human's action was lost: its replica died between writing the
/// action and queueing the move), and forgets the games that are gone.
async fn sweep<Q: BotQueue + GameStore>(shared: &Shared<Q>) {
    let queue = &shared.queue;
    let registered = match queue.registered().await {
        Ok(registered) => registered,
        Err(e) => {
            tracing::warn!(error = %e, "cannot read the registered computer games");
            return;
        }
    };
    for game in registered {
        let Ok(id) = game.game_id.parse::<GameId>() else {
            let _ = queue.forget(&game.game_id).await;
            continue;
        };
        match queue.load(&id, None).await {
            Ok(None) => {
                tracing::info!(game_id = %game.game_id, "a computer game is gone; forgetting it");
                let _ = queue.forget(&game.game_id).await;
            }
            Ok(Some(loaded)) if loaded.game.version > game.queued => {
                match queue.move_due(&game.game_id, loaded.game.version).await {
                    Ok(true) => {
                        tracing::info!(game_id = %game.game_id, version = loaded.game.version, "sweep: queued a computer move")
                    }
                    Ok(false) => {}
                    Err(e) => {
                        tracing::warn!(game_id = %game.game_id, error = %e, "sweep: cannot queue")
                    }
                }
            }
            Ok(Some(_)) => {}
            Err(e) => {
                tracing::warn!(error = %e, "sweep: cannot read a game; stopping this sweep");
                return;
            }
        }
    }
}

/// Thinks one claimed move while its lease holds, then removes it from the queue (and the
/// game's registration once the game is over).
async fn think<Q: BotQueue>(shared: &Shared<Q>, claimed: Claimed) {
    let Claimed {
        entry,
        job,
        version,
        due_ms,
        taken_over,
    } = claimed;
    let queue = &shared.queue;
    let worker = shared.options.worker.as_str();
    let game_id = job.game_id.as_str();
    let Some(&(_, play)) = shared.games.iter().find(|(name, _)| *name == job.kind) else {
        // Another build may know this game: leave the job to it (the lease runs out).
        tracing::warn!(worker, game_id, kind = %job.kind, "a queued game of a kind this worker does not play");
        return;
    };
    let waited_ms = now_ms().saturating_sub(due_ms);
    tracing::info!(worker, game_id, version, waited_ms, taken_over, "thinking");
    let seed = fastrand::u64(..);
    // One turn per job: of the seats the computer plays (two in a game between computer
    // players), the first that is to move plays its turn; the other's turn is a job of its
    // own, queued behind the others.
    let turns: Vec<Turn> = job
        .seats()
        .into_iter()
        .map(|(seat, token, budget_ms, iterations)| Turn {
            game_id: job.game_id.clone(),
            token: token.to_owned(),
            seat: usize::try_from(seat).unwrap_or(usize::MAX),
            spec: super::opponent_spec(budget_ms, iterations),
            seed,
            call_timeout: Duration::from_secs(5),
        })
        .collect();
    let channels = &shared.channels;
    let first = fastrand::usize(..channels.len());
    let played = async {
        let mut last = RunError::Unreachable("no attempt".into());
        for attempt in 0..4u32 {
            let channel = channels[(first + attempt as usize) % channels.len()].clone();
            let mut outcome = Err(RunError::Unreachable("no seat".into()));
            for turn in &turns {
                outcome = play(channel.clone(), turn.clone()).await;
                // Not this seat's turn: the next seat's, perhaps.
                if !matches!(outcome, Ok(TurnDone::Waiting { actions: 0, .. })) {
                    break;
                }
            }
            match outcome {
                Err(e @ RunError::Unreachable(_)) => {
                    tracing::info!(worker, game_id, error = %e, "retrying the turn on the next address");
                    last = e;
                    tokio::time::sleep(Duration::from_millis(100) * (attempt + 1)).await;
                }
                other => return other,
            }
        }
        Err(last)
    };
    let lease = shared.options.lease;
    let renew = async {
        let mut last_renewed = Instant::now();
        loop {
            tokio::time::sleep(lease / 3).await;
            match queue.renew(&entry, worker).await {
                Ok(true) => last_renewed = Instant::now(),
                Ok(false) => return "another worker holds the move now",
                Err(e) => {
                    tracing::warn!(worker, game_id, error = %e, "cannot renew the lease");
                    if last_renewed.elapsed() >= lease {
                        return "the lease could not be renewed in time";
                    }
                }
            }
        }
    };
    let result = tokio::select! {
        result = played => result,
        why = renew => {
            tracing::warn!(worker, game_id, why, "lease lost: stopped thinking");
            return;
        }
    };
    let (reached, over) = match &result {
        Ok(TurnDone::Waiting { version, actions }) => {
            tracing::info!(
                worker,
                game_id,
                version,
                actions,
                "moved; waiting for the human"
            );
            (*version, false)
        }
        Ok(TurnDone::Over { version, actions }) => {
            tracing::info!(worker, game_id, version, actions, "game over");
            (*version, true)
        }
        Err(RunError::GameNotFound) => {
            tracing::info!(worker, game_id, "the game is gone");
            (version, true)
        }
        Err(e @ (RunError::Refused { .. } | RunError::Replay(_))) => {
            // It could never be played: drop it rather than hand it on forever.
            tracing::error!(worker, game_id, error = %e, "the game cannot be played; dropping it");
            (version, true)
        }
        Err(e) => {
            tracing::warn!(worker, game_id, error = %e, "stopped thinking; another thinker takes the move over after the lease");
            return;
        }
    };
    if !over && job.second.is_some() {
        // The other computer is to move now: its job was queued by the server after this
        // move; queued here too (once per version), in case that trigger was lost, before
        // `finish` records the version as reached.
        if let Err(e) = queue.move_due(game_id, reached).await {
            tracing::warn!(worker, game_id, error = %e, "cannot queue the other computer's move; the game's clock decides");
        }
    }
    for attempt in 0..5u32 {
        let done = match queue.finish(&entry, game_id, reached).await {
            Ok(()) if over => queue.forget(game_id).await,
            other => other,
        };
        match done {
            Ok(()) => break,
            Err(e) => {
                tracing::warn!(worker, game_id, error = %e, "cannot remove the move from the queue");
                tokio::time::sleep(Duration::from_millis(200) * (attempt + 1)).await;
            }
        }
    }
}

/// `arbiter bot --pool`: a worker on the Redis queue at `redis_url`, until SIGINT or
/// SIGTERM.
///
/// # Errors
/// A message for the user.
pub async fn run_workers(
    redis_url: Option<&str>,
    options: PoolOptions,
    games: Vec<(&'static str, PlayFn)>,
) -> Result<(), String> {
    let Some(url) = redis_url else {
        return Err("--pool needs --redis-url (the servers' Redis, where the queue is)".to_owned());
    };
    let store = crate::store::RedisStore::open(url, crate::store::DEFAULT_GAME_TTL)
        .map_err(|e| format!("cannot open the Redis store: {e}"))?;
    work(store, options, games, crate::server::shutdown_signal()).await;
    Ok(())
}
