//! Concurrency torture: 64 clients on 3 server instances sharing one private Redis fight over
//! the same 10 games for `ARBITER_TORTURE_SECS` seconds (default 30).
//!
//! Each client repeatedly reads a game (LegalActions), then tries one change for the side to
//! move — mostly a random legal step, sometimes an undo, rarely a resignation — usually pinned
//! to the version it read, sometimes unpinned, always with a request id of its own, on a
//! random instance. A lost race (ABORTED) moves on to a new attempt; an unknown outcome
//! (UNAVAILABLE, CANCELLED, ...) is retried with the same request id until it is known; one
//! change in twenty is first sent with a client deadline shorter than the usual latency, so that
//! the server abandons it at any point, sometimes after its write reached Redis. Every
//! tenth acknowledged change is sent again with its request id to another instance and must
//! get the identical answer without changing anything. A finished game is replaced by a new
//! one in its slot.
//!
//! Afterwards, for every game: the history (GetHistory's record) replays through the engine
//! (`Game::from_record`) to exactly the stored state (compared with the snapshot and with the
//! bytes in Redis), the acknowledged versions are exactly 2..=current (no gap, no version
//! handed out twice), and the game's retry log in Redis holds exactly the records of its last
//! acknowledged changes (`RETRY_RECORDS`), so no request id was applied twice. A retry or a
//! resend whose answer the game no longer keeps gets `REQUEST_EXPIRED` with the version its
//! change made: acknowledged (a resend: it must name the acknowledged version).

use crate::common;

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use arbiter::games::hanniball::pb::hanniball_service_client::HanniballServiceClient;
use arbiter::games::hanniball::pb::{
    ApplyActionRequest, GameStatus, GetHistoryRequest, LegalActionsRequest, ResignRequest,
    UndoStepRequest, legal_actions_request,
};
use arbiter::games::hanniball::rules::Game;
use arbiter::store::{DEFAULT_GAME_TTL, RETRY_RECORDS, RedisStore, RetryLog, request_tag};
use common::play::{Rng, Seats, env_secs, limited, outcome_unknown, test_seed};
use common::{RedisServer, TestServer, authed, expired_applied_version, request_landed};
use prost::Message as _;
use tonic::transport::Channel;
use tonic::{Code, Status};

const CLIENTS: usize = 64;
const SERVERS: usize = 3;
const GAMES: usize = 10;
/// Attempts to learn the outcome of one change before the run fails.
const MAX_TRIES: usize = 30;

type Client = HanniballServiceClient<Channel>;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Step,
    Undo,
    Resign,
}

/// One change, as sent (again) on a retry.
#[derive(Clone, Debug)]
struct Change {
    kind: Kind,
    game_id: String,
    step: String,
    token: String,
    expected_version: Option<u64>,
    request_id: String,
}

impl Change {
    fn request<T>(&self, message: T, deadline: Option<Duration>) -> tonic::Request<T> {
        let mut request = authed(message, &self.token);
        if let Some(deadline) = deadline {
            request.set_timeout(deadline);
        }
        request
    }

    /// Sends the change (with a client deadline, if given); answers the new version and the
    /// encoded response.
    async fn send(
        &self,
        client: &mut Client,
        deadline: Option<Duration>,
    ) -> Result<(u64, Vec<u8>), Status> {
        match self.kind {
            Kind::Step => {
                let request = ApplyActionRequest {
                    game_id: self.game_id.clone(),
                    action: self.step.clone(),
                    expected_version: self.expected_version,
                    request_id: self.request_id.clone(),
                };
                let r = limited(
                    "ApplyAction",
                    client.apply_action(self.request(request, deadline)),
                )
                .await?
                .into_inner();
                Ok((version(r.game.as_ref()), r.encode_to_vec()))
            }
            Kind::Undo => {
                let request = UndoStepRequest {
                    game_id: self.game_id.clone(),
                    expected_version: self.expected_version,
                    request_id: self.request_id.clone(),
                };
                let r = limited(
                    "UndoStep",
                    client.undo_step(self.request(request, deadline)),
                )
                .await?
                .into_inner();
                Ok((version(r.game.as_ref()), r.encode_to_vec()))
            }
            Kind::Resign => {
                let request = ResignRequest {
                    game_id: self.game_id.clone(),
                    expected_version: self.expected_version,
                    request_id: self.request_id.clone(),
                };
                let r = limited("Resign", client.resign(self.request(request, deadline)))
                    .await?
                    .into_inner();
                Ok((version(r.game.as_ref()), r.encode_to_vec()))
            }
        }
    }
}

fn version(game: Option<&arbiter::games::hanniball::pb::Game>) -> u64 {
    game.map_or(0, |g| g.version)
}

#[derive(Clone, Debug)]
struct Ack {
    version: u64,
    kind: Kind,
    request_id: String,
}

#[derive(Debug, Default)]
struct Tally {
    reads: u64,
    steps: u64,
    undos: u64,
    resigns: u64,
    conflicts: u64,
    /// Unpinned changes refused because the game moved on (illegal now, not your turn, over).
    refused: u64,
    unknown_outcomes: u64,
    /// Unknown outcomes whose write had in fact landed (the retry was answered by replay).
    landed_unacknowledged: u64,
    duplicates: u64,
    /// Duplicates answered `REQUEST_EXPIRED` with the version their change made.
    duplicates_expired: u64,
    /// Retries answered `REQUEST_EXPIRED` with the version their change made.
    expired_applied: u64,
    games_created: u64,
    errors: Vec<String>,
}

struct Shared {
    redis: redis::aio::MultiplexedConnection,
    slots: Mutex<Vec<Seats>>,
    all_games: Mutex<Vec<Seats>>,
    acks: Mutex<HashMap<String, Vec<Ack>>>,
    tally: Mutex<Tally>,
}

impl Shared {
    fn error(&self, what: String) {
        let mut tally = self.tally.lock().unwrap();
        if tally.errors.len() < 50 {
            tally.errors.push(what);
        }
    }
}

/// Sends `change` on random instances until its outcome is known; the first attempt with
/// `first_deadline`, if given.
async fn send_until_known(
    change: &Change,
    first_deadline: Option<Duration>,
    clients: &mut [Client],
    rng: &mut Rng,
    shared: &Shared,
) -> Result<(u64, Vec<u8>), Status> {
    let mut last = None;
    for attempt in 0..MAX_TRIES {
        let server = rng.below(clients.len());
        let deadline = if attempt == 0 { first_deadline } else { None };
        match change.send(&mut clients[server], deadline).await {
            Err(status) if outcome_unknown(&status) => {
                // Look behind the scenes (for the figures only): did the write land?
                let mut redis = shared.redis.clone();
                let landed = request_landed(&mut redis, &change.game_id, &change.request_id)
                    .await
                    .unwrap_or(false);
                {
                    let mut tally = shared.tally.lock().unwrap();
                    tally.unknown_outcomes += 1;
                    if landed {
                        tally.landed_unacknowledged += 1;
                    }
                }
                last = Some(status);
                tokio::time::sleep(Duration::from_millis(20 * (attempt as u64 + 1))).await;
            }
            other => return other,
        }
    }
    let last = last.map_or_else(String::new, |s| format!("{s:?}"));
    shared.error(format!(
        "the outcome of {} stayed unknown after {MAX_TRIES} tries: {last}",
        change.request_id
    ));
    Err(Status::unknown("outcome unknown"))
}

/// Replaces the finished game in `slot` (unless another client already did).
async fn replace(slot: usize, finished: &str, client: &mut Client, shared: &Shared) {
    if shared.slots.lock().unwrap()[slot].id != finished {
        return;
    }
    let seats = match limited("NewGame", Seats::create(client)).await {
        Ok(seats) => seats,
        Err(status) => {
            shared.error(format!("NewGame: {status:?}"));
            return;
        }
    };
    shared.tally.lock().unwrap().games_created += 1;
    shared.all_games.lock().unwrap().push(seats.clone());
    let mut slots = shared.slots.lock().unwrap();
    if slots[slot].id == finished {
        slots[slot] = seats;
    }
}

async fn fight(
    number: usize,
    mut clients: Vec<Client>,
    mut rng: Rng,
    deadline: Instant,
    shared: Arc<Shared>,
) {
    let mut n = 0u64;
    let mut latency = Duration::from_millis(5);
    while Instant::now() < deadline {
        let slot = rng.below(GAMES);
        let seats = shared.slots.lock().unwrap()[slot].clone();
        let server = rng.below(SERVERS);
        let legal = limited(
            "LegalActions",
            clients[server].legal_actions(LegalActionsRequest {
                subject: Some(legal_actions_request::Subject::GameId(seats.id.clone())),
            }),
        )
        .await;
        let legal = match legal {
            Ok(legal) => legal.into_inner(),
            Err(status) if outcome_unknown(&status) => continue,
            Err(status) => {
                shared.error(format!("LegalActions: {status:?}"));
                continue;
            }
        };
        shared.tally.lock().unwrap().reads += 1;
        let Some(game) = legal.game else {
            shared.error("LegalActions answered no game".into());
            continue;
        };
        if game.status != GameStatus::Ongoing as i32 {
            replace(slot, &seats.id, &mut clients[server], &shared).await;
            continue;
        }
        n += 1;
        let roll = rng.below(1000);
        let kind = if roll < 2 {
            Kind::Resign
        } else if roll < 80 && game.steps_taken > 0 {
            Kind::Undo
        } else {
            Kind::Step
        };
        if kind == Kind::Step && legal.actions.is_empty() {
            shared.error(format!("game {} is ongoing without a legal step", seats.id));
            continue;
        }
        let pinned = !rng.chance(10);
        let change = Change {
            kind,
            game_id: seats.id.clone(),
            step: if kind == Kind::Step {
                legal.actions[rng.below(legal.actions.len())]
                    .notation
                    .clone()
            } else {
                String::new()
            },
            token: seats.token(game.side_to_move).to_owned(),
            expected_version: pinned.then_some(game.version),
            request_id: format!("c{number}-{n}"),
        };
        // Now and then the first attempt gets a deadline within this client's usual latency,
        // so that the server gives up on the call at any point, sometimes after its write
        // reached Redis: the outcome is unknown and the retry (same request id) must apply
        // the change exactly once.
        let first_deadline = rng.chance(5).then(|| {
            let usual = u64::try_from(latency.as_micros())
                .unwrap_or(u64::MAX)
                .max(1);
            Duration::from_micros(rng.below(usual as usize * 3 / 2 + 1) as u64)
        });
        let sent = Instant::now();
        let outcome =
            send_until_known(&change, first_deadline, &mut clients, &mut rng, &shared).await;
        if first_deadline.is_none() && outcome.is_ok() {
            latency = sent.elapsed();
        }
        // A retry whose answer the game no longer keeps (newer requests pushed it out of the
        // retry log) learns the version its change made: acknowledged, without an answer.
        let outcome = match outcome {
            Err(status) => match expired_applied_version(&status) {
                Some(version) => {
                    shared.tally.lock().unwrap().expired_applied += 1;
                    Ok((version, None))
                }
                None => Err(status),
            },
            Ok((version, answer)) => Ok((version, Some(answer))),
        };
        match outcome {
            Ok((version, answer)) => {
                {
                    let mut tally = shared.tally.lock().unwrap();
                    match kind {
                        Kind::Step => tally.steps += 1,
                        Kind::Undo => tally.undos += 1,
                        Kind::Resign => tally.resigns += 1,
                    }
                }
                shared
                    .acks
                    .lock()
                    .unwrap()
                    .entry(seats.id.clone())
                    .or_default()
                    .push(Ack {
                        version,
                        kind,
                        request_id: change.request_id.clone(),
                    });
                if let Some(answer) = answer
                    && rng.chance(10)
                {
                    // The same request again, elsewhere: the same answer, nothing applied — or,
                    // once newer requests pushed its answer out, the version it made.
                    match send_until_known(&change, None, &mut clients, &mut rng, &shared).await {
                        Ok((_, again)) if again == answer => {
                            shared.tally.lock().unwrap().duplicates += 1;
                        }
                        Err(status) if expired_applied_version(&status) == Some(version) => {
                            shared.tally.lock().unwrap().duplicates_expired += 1;
                        }
                        Ok(_) => shared.error(format!(
                            "a retry of {} got a different answer",
                            change.request_id
                        )),
                        Err(status) => shared.error(format!(
                            "a retry of {} failed: {status:?}",
                            change.request_id
                        )),
                    }
                }
            }
            Err(status) if status.code() == Code::Aborted => {
                shared.tally.lock().unwrap().conflicts += 1;
            }
            Err(status)
                if !pinned
                    && matches!(
                        status.code(),
                        Code::FailedPrecondition | Code::PermissionDenied
                    ) =>
            {
                shared.tally.lock().unwrap().refused += 1;
            }
            Err(status) => shared.error(format!("{kind:?} {}: {status:?}", change.request_id)),
        }
    }
}

/// Checks one game after the run; returns its version.
async fn verify(
    seats: &Seats,
    client: &mut Client,
    redis: &mut redis::aio::MultiplexedConnection,
    acks: &[Ack],
) -> u64 {
    let history = client
        .get_history(GetHistoryRequest {
            game_id: seats.id.clone(),
        })
        .await
        .expect("GetHistory")
        .into_inner();
    let snapshot = history.game.expect("game");
    let replayed = Game::from_record(&history.record)
        .unwrap_or_else(|e| panic!("the record of {} does not replay: {e}", seats.id));
    assert_eq!(
        replayed.position().to_hpn(),
        snapshot.position,
        "{}",
        seats.id
    );
    assert_eq!(replayed.turn_start().to_hpn(), snapshot.turn_start_position);
    assert_eq!(replayed.turn(), snapshot.turn);
    assert_eq!(u32::from(replayed.steps_taken()), snapshot.steps_taken);

    // Exactly the stored state, byte for byte.
    let key = format!("game:{{{}}}", seats.id);
    let (state, stored_version): (Vec<u8>, u64) = redis::cmd("HMGET")
        .arg(&key)
        .arg("state")
        .arg("version")
        .query_async(redis)
        .await
        .expect("HMGET");
    let stored = Game::decode(&state).expect("the stored state decodes");
    assert_eq!(
        stored, replayed,
        "{}: replay differs from the stored game",
        seats.id
    );
    assert_eq!(replayed.encode(), state, "{}: re-encoded replay", seats.id);
    assert_eq!(stored_version, snapshot.version);

    // Versions: every change acknowledged once, none missing.
    let mut versions: Vec<u64> = acks.iter().map(|a| a.version).collect();
    versions.sort_unstable();
    let expected: Vec<u64> = (2..=snapshot.version).collect();
    assert_eq!(versions, expected, "{}: acknowledged versions", seats.id);
    let steps = acks.iter().filter(|a| a.kind == Kind::Step).count();
    let undos = acks.iter().filter(|a| a.kind == Kind::Undo).count();
    let actions: usize = replayed.turns().iter().map(Vec::len).sum();
    assert_eq!(actions, steps - undos, "{}: steps in the record", seats.id);
    // The retry log holds the records of the last acknowledged changes, in order, each with
    // the version its change made; its floor is the version of the newest one dropped.
    let log: Option<Vec<u8>> = redis::cmd("GET")
        .arg(format!("{key}:requests"))
        .query_async(redis)
        .await
        .expect("GET");
    let log = log.map_or_else(RetryLog::default, |bytes| {
        RetryLog::from_bytes(&bytes).expect("the retry log decodes")
    });
    let mut by_version = acks.to_vec();
    by_version.sort_unstable_by_key(|a| a.version);
    let kept = by_version.len().min(RETRY_RECORDS);
    let (dropped, recent) = by_version.split_at(by_version.len() - kept);
    let logged: Vec<(u64, [u8; 8])> = log.records.iter().map(|r| (r.version, r.request)).collect();
    let expected: Vec<(u64, [u8; 8])> = recent
        .iter()
        .map(|a| (a.version, request_tag(&a.request_id)))
        .collect();
    assert_eq!(logged, expected, "{}: retry records", seats.id);
    assert_eq!(
        log.floor,
        dropped.last().map_or(0, |a| a.version),
        "{}: retry floor",
        seats.id
    );
    let mut ids: Vec<&str> = acks.iter().map(|a| a.request_id.as_str()).collect();
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), acks.len());
    snapshot.version
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn sixty_four_clients_three_instances_ten_games() {
    let duration = env_secs("ARBITER_TORTURE_SECS", 30);
    let mut rng = Rng::new(test_seed());
    let redis = RedisServer::start();
    let mut servers = Vec::new();
    for _ in 0..SERVERS {
        let store = RedisStore::open(&redis.url(), DEFAULT_GAME_TTL).expect("redis url");
        servers.push(TestServer::start(store).await);
    }
    let mut first = servers[0].client().await;
    let mut slots = Vec::new();
    for _ in 0..GAMES {
        slots.push(Seats::create(&mut first).await.expect("NewGame"));
    }
    let mut conn = redis::Client::open(redis.url())
        .expect("redis url")
        .get_multiplexed_async_connection()
        .await
        .expect("connect to redis");
    let shared = Arc::new(Shared {
        redis: conn.clone(),
        all_games: Mutex::new(slots.clone()),
        slots: Mutex::new(slots),
        acks: Mutex::new(HashMap::new()),
        tally: Mutex::new(Tally::default()),
    });

    let started = Instant::now();
    let deadline = started + duration;
    let mut tasks = Vec::new();
    for number in 0..CLIENTS {
        let mut clients = Vec::new();
        for server in &servers {
            clients.push(server.client().await);
        }
        tasks.push(tokio::spawn(fight(
            number,
            clients,
            rng.fork(),
            deadline,
            shared.clone(),
        )));
    }
    for task in tasks {
        task.await.expect("a client panicked");
    }
    let elapsed = started.elapsed();

    let games = shared.all_games.lock().unwrap().clone();
    let acks = shared.acks.lock().unwrap().clone();
    let mut changes = 0;
    for seats in &games {
        let game_acks = acks.get(&seats.id).map_or(&[][..], Vec::as_slice);
        changes += verify(seats, &mut first, &mut conn, game_acks).await - 1;
    }
    let tally = std::mem::take(&mut *shared.tally.lock().unwrap());
    eprintln!(
        "torture: {CLIENTS} clients, {SERVERS} instances, {} games ({} created during the run) \
         for {:.1}s: {changes} changes accepted ({} steps, {} undos, {} resignations; {:.0}/s), \
         {} reads, {} version conflicts, {} unpinned refused, {} unknown outcomes retried \
         ({} of them had been applied and were answered by replay), {} duplicate requests \
         answered identically, {} retries and {} duplicates answered REQUEST_EXPIRED with the \
         version they made; every game replayed to its stored state",
        games.len(),
        tally.games_created,
        elapsed.as_secs_f64(),
        tally.steps,
        tally.undos,
        tally.resigns,
        changes as f64 / elapsed.as_secs_f64(),
        tally.reads,
        tally.conflicts,
        tally.refused,
        tally.unknown_outcomes,
        tally.landed_unacknowledged,
        tally.duplicates,
        tally.expired_applied,
        tally.duplicates_expired,
    );
    assert!(tally.errors.is_empty(), "errors: {:#?}", tally.errors);
    assert_eq!(changes, tally.steps + tally.undos + tally.resigns);
    assert!(tally.conflicts > 0, "the clients did fight over the games");
    assert!(tally.duplicates > 0, "duplicates were sent");
    for server in servers {
        server.stop().await;
    }
}
