//! The `overload` mix: an open-loop offered load (`--rate` calls per second, sent on schedule
//! whether or not earlier calls have been answered) mixing moves in `--running-games` running
//! games with `NewGame` calls (`--new-share` of the calls), to see how the server behaves
//! beyond its capacity: the latency of the calls it admits, how many it refuses
//! (`RESOURCE_EXHAUSTED`) and how fast, and whether any acknowledged move is lost.
//!
//! The running games are created before the load starts. A move goes to a random game that is
//! not waiting for the answer to its previous move (a game has one move in flight at most, as
//! a player does); the step is chosen with the local rules engine, avoiding steps that end the
//! game when another exists, so that the games run through the whole measurement. A refused
//! move leaves its game as it was (it is tried again later, with another step perhaps); a move
//! whose outcome is unknown (any other error) retires its game from play. Afterwards every game
//! is read back (`GetGame`, retried until admitted): its version must be its version at
//! creation plus the moves acknowledged (plus at most the moves of unknown outcome).

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use arbiter::games::hanniball::pb;
use arbiter::games::hanniball::pb::hanniball_service_client::HanniballServiceClient;
use arbiter::games::hanniball::rules::{Action, ActionList, Game, Side, Status};
use hdrhistogram::Histogram;
use serde_json::{Value, json};
use tonic::Code;
use tonic::transport::Channel;

use super::{authed, histogram};

/// The settings of one overload run.
pub struct Settings {
    pub rate: f64,
    pub running_games: u32,
    pub new_share: f64,
    pub warmup: f64,
    pub duration: f64,
    pub seed: u64,
}

/// One running game, as the load generator knows it.
struct Slot {
    game_id: String,
    tokens: [String; 2],
    local: Game,
    created_version: u64,
    version: u64,
    acked: u64,
    unknown: u64,
    /// A move is in flight.
    busy: bool,
    /// Retired: a move's outcome is unknown.
    retired: bool,
}

#[derive(Default)]
struct Figures {
    admitted: std::collections::BTreeMap<&'static str, Histogram<u64>>,
    refused: std::collections::BTreeMap<&'static str, Histogram<u64>>,
    errors: std::collections::BTreeMap<String, (u64, String)>,
}

impl Figures {
    fn record(
        &mut self,
        name: &'static str,
        outcome: Result<(), &tonic::Status>,
        took: Duration,
        measured: bool,
    ) {
        let micros = u64::try_from(took.as_micros()).unwrap_or(u64::MAX).max(1);
        match outcome {
            Ok(()) if measured => {
                self.admitted
                    .entry(name)
                    .or_insert_with(histogram)
                    .saturating_record(micros);
            }
            Ok(()) => {}
            Err(status) if status.code() == Code::ResourceExhausted => {
                if measured {
                    self.refused
                        .entry(name)
                        .or_insert_with(histogram)
                        .saturating_record(micros);
                }
            }
            Err(status) => {
                let entry = self
                    .errors
                    .entry(format!("{name}/{:?}", status.code()))
                    .or_insert_with(|| (0, status.message().to_owned()));
                entry.0 += 1;
            }
        }
    }
}

struct Shared {
    slots: Vec<Mutex<Slot>>,
    figures: Mutex<Figures>,
    measure_from: Instant,
    end: Instant,
    /// Moves offered when every game tried was waiting for its previous move.
    skipped: AtomicU64,
    sent: AtomicU64,
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// Creates one running game, retrying refusals; `None` after 50 failed tries.
async fn create(client: &mut HanniballServiceClient<Channel>) -> Option<Slot> {
    for _ in 0..50 {
        match client.new_game(pb::NewGameRequest::default()).await {
            Ok(reply) => {
                let reply = reply.into_inner();
                let game = reply.game?;
                return Some(Slot {
                    game_id: game.game_id,
                    tokens: [reply.white_token, reply.black_token],
                    local: Game::new(),
                    created_version: game.version,
                    version: game.version,
                    acked: 0,
                    unknown: 0,
                    busy: false,
                    retired: false,
                });
            }
            Err(_) => tokio::time::sleep(Duration::from_millis(200)).await,
        }
    }
    None
}

/// A random legal step of `game` that does not end it, if there is one (else any legal step).
fn choose(game: &Game, list: &mut ActionList, rng: &mut fastrand::Rng) -> Option<Action> {
    game.legal_actions_into(list);
    if list.is_empty() {
        return None;
    }
    let mut fallback = None;
    for _ in 0..8 {
        let action = *list.get(rng.usize(..list.len()))?;
        let mut next = game.clone();
        if next.apply(action).is_err() {
            continue;
        }
        if next.status() == Status::Ongoing {
            return Some(action);
        }
        fallback = Some(action);
    }
    fallback
}

/// One move in a random free game (or nothing, counted as skipped).
async fn one_move(shared: Arc<Shared>, client: HanniballServiceClient<Channel>, seed: u64) {
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut list = ActionList::new();
    let mut picked = None;
    for _ in 0..16 {
        let index = rng.usize(..shared.slots.len().max(1));
        let Some(slot) = shared.slots.get(index) else {
            break;
        };
        let mut slot = lock(slot);
        if slot.busy || slot.retired {
            continue;
        }
        let Some(step) = choose(&slot.local, &mut list, &mut rng) else {
            continue;
        };
        slot.busy = true;
        let side = slot.local.side_to_move();
        let token = slot.tokens[usize::from(side == Side::Black)].clone();
        picked = Some((index, step, token, slot.game_id.clone(), slot.version));
        break;
    }
    let Some((index, step, token, game_id, version)) = picked else {
        shared.skipped.fetch_add(1, Ordering::Relaxed);
        return;
    };
    let mut client = client;
    let request = authed(
        pb::ApplyActionRequest {
            game_id,
            action: step.to_string(),
            expected_version: Some(version),
            request_id: String::new(),
        },
        &token,
    );
    let started = Instant::now();
    let result = client.apply_action(request).await;
    let took = started.elapsed();
    let measured = started >= shared.measure_from && Instant::now() <= shared.end;
    let Some(slot) = shared.slots.get(index) else {
        return;
    };
    let mut slot = lock(slot);
    slot.busy = false;
    match &result {
        Ok(reply) => {
            let applied = reply.get_ref().game.as_ref().map(|g| g.version);
            slot.acked += 1;
            slot.version = applied.unwrap_or(slot.version + 1);
            if slot.local.apply(step).is_err() {
                slot.retired = true;
            }
            if slot.local.status() != Status::Ongoing {
                slot.retired = true;
            }
        }
        Err(status) if status.code() == Code::ResourceExhausted => {}
        Err(_) => {
            slot.unknown += 1;
            slot.retired = true;
        }
    }
    drop(slot);
    lock(&shared.figures).record("ApplyAction", result.as_ref().map(|_| ()), took, measured);
}

async fn one_new_game(shared: Arc<Shared>, mut client: HanniballServiceClient<Channel>) {
    let started = Instant::now();
    let result = client.new_game(pb::NewGameRequest::default()).await;
    let took = started.elapsed();
    let measured = started >= shared.measure_from && Instant::now() <= shared.end;
    lock(&shared.figures).record("NewGame", result.as_ref().map(|_| ()), took, measured);
}

/// One call's figures over `secs` seconds: its count, rate and latency percentiles (µs).
pub fn summary(h: &Histogram<u64>, secs: f64) -> Value {
    json!({
        "count": h.len(),
        "rps": h.len() as f64 / secs,
        "p50_us": h.value_at_quantile(0.50),
        "p90_us": h.value_at_quantile(0.90),
        "p99_us": h.value_at_quantile(0.99),
        "max_us": h.max(),
    })
}

/// Runs the overload mix on `clients`; the report as JSON.
pub async fn run(settings: &Settings, clients: &[HanniballServiceClient<Channel>]) -> Value {
    // The running games, created before the load (closed loop, a few at a time).
    let mut slots = Vec::new();
    let mut creating = Vec::new();
    for i in 0..settings.running_games {
        let Some(mut client) = clients.get(i as usize % clients.len().max(1)).cloned() else {
            break;
        };
        creating.push(tokio::spawn(async move { create(&mut client).await }));
        if creating.len() >= 64 {
            for task in creating.drain(..) {
                if let Ok(Some(slot)) = task.await {
                    slots.push(Mutex::new(slot));
                }
            }
        }
    }
    for task in creating {
        if let Ok(Some(slot)) = task.await {
            slots.push(Mutex::new(slot));
        }
    }
    let start = Instant::now();
    let measure_from = start + Duration::from_secs_f64(settings.warmup);
    let end = measure_from + Duration::from_secs_f64(settings.duration);
    let shared = Arc::new(Shared {
        slots,
        figures: Mutex::new(Figures::default()),
        measure_from,
        end,
        skipped: AtomicU64::new(0),
        sent: AtomicU64::new(0),
    });
    // Open loop: every millisecond, the calls due by then.
    let mut rng = fastrand::Rng::with_seed(settings.seed);
    let mut ticker = tokio::time::interval(Duration::from_millis(1));
    ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Burst);
    let mut due = 0.0f64;
    let mut issued = 0u64;
    let mut measured_sent = 0u64;
    let mut tasks = tokio::task::JoinSet::new();
    loop {
        ticker.tick().await;
        let now = Instant::now();
        if now >= end {
            break;
        }
        let target = now.duration_since(start).as_secs_f64() * settings.rate;
        while due < target {
            due += 1.0;
            issued += 1;
            if now >= measure_from {
                measured_sent += 1;
            }
            let Some(client) = clients.get(issued as usize % clients.len().max(1)).cloned() else {
                continue;
            };
            let shared = Arc::clone(&shared);
            if rng.f64() < settings.new_share {
                tasks.spawn(one_new_game(shared, client));
            } else {
                let seed = rng.u64(..);
                tasks.spawn(one_move(shared, client, seed));
            }
        }
        // Reap finished calls now and then, so the set does not grow without bound.
        while tasks.try_join_next().is_some() {}
    }
    shared.sent.store(measured_sent, Ordering::Relaxed);
    while tasks.join_next().await.is_some() {}

    // Every acknowledged move must be in its game.
    let mut verified = 0u64;
    let mut lost = 0u64;
    let mut extra = 0u64;
    let mut acked_total = 0u64;
    let mut unreadable = 0u64;
    for (i, slot) in shared.slots.iter().enumerate() {
        let (game_id, expected, unknown) = {
            let slot = lock(slot);
            acked_total += slot.acked;
            (
                slot.game_id.clone(),
                slot.created_version + slot.acked,
                slot.unknown,
            )
        };
        let Some(mut client) = clients.get(i % clients.len().max(1)).cloned() else {
            continue;
        };
        let mut stored = None;
        for _ in 0..100 {
            match client
                .get_game(pb::GetGameRequest {
                    game_id: game_id.clone(),
                })
                .await
            {
                Ok(reply) => {
                    stored = reply.into_inner().game.map(|g| g.version);
                    break;
                }
                Err(_) => tokio::time::sleep(Duration::from_millis(100)).await,
            }
        }
        let Some(stored) = stored else {
            unreadable += 1;
            continue;
        };
        verified += 1;
        if stored < expected {
            lost += expected - stored;
        } else if stored > expected + unknown {
            extra += stored - expected - unknown;
        }
    }

    let figures = lock(&shared.figures);
    let secs = settings.duration;
    let mut admitted = serde_json::Map::new();
    for (name, h) in &figures.admitted {
        admitted.insert((*name).to_owned(), summary(h, secs));
    }
    let mut refused = serde_json::Map::new();
    for (name, h) in &figures.refused {
        refused.insert((*name).to_owned(), summary(h, secs));
    }
    let mut errors = serde_json::Map::new();
    let mut error_total = 0;
    for (key, (count, message)) in &figures.errors {
        error_total += count;
        errors.insert(
            key.clone(),
            json!({ "count": count, "first_message": message }),
        );
    }
    json!({
        "mix": "overload",
        "offered_per_s": settings.rate,
        "sent_per_s": measured_sent as f64 / secs,
        "new_share": settings.new_share,
        "running_games": shared.slots.len(),
        "duration_s": secs,
        "skipped_moves": shared.skipped.load(Ordering::Relaxed),
        "rpcs": admitted,
        "refused": refused,
        "errors": errors,
        "error_total": error_total,
        "moves_acknowledged": acked_total,
        "games_verified": verified,
        "games_unreadable": unreadable,
        "moves_lost": lost,
        "versions_unaccounted": extra,
    })
}
