//! Faults under load: Redis crashing (with and without persistence), Redis hanging, a replica
//! killed with SIGKILL mid-request, and a graceful SIGTERM with calls in flight.
//!
//! The load: players, each with games of its own, play random legal steps pinned to the
//! version they read, each with a request id of its own; a call whose outcome is unknown
//! (UNAVAILABLE, CANCELLED, DEADLINE_EXCEEDED, a broken connection) is retried with the same
//! request id until its outcome is known. Every acknowledged step is written down (version and
//! the position it produced); afterwards every game's record must replay to its stored state,
//! with each acknowledged step at its place and nothing else (versions exactly 2..=current).

use crate::common;

use std::collections::HashMap;
use std::net::TcpStream;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use arbiter::games::hanniball::pb::hanniball_service_client::HanniballServiceClient;
use arbiter::games::hanniball::pb::{
    ApplyActionRequest, GameStatus, GetGameRequest, GetHistoryRequest, LegalActionsRequest,
    legal_actions_request,
};
use arbiter::games::hanniball::rules::Game;
use arbiter::store::{DEFAULT_GAME_TTL, RedisStore};
use common::binary::ServerProcess;
use common::play::{Rng, Seats, limited, outcome_unknown, test_seed};
use common::stores::Probe;
use common::{RedisServer, TestServer, authed, expect_error};
use tonic::transport::Channel;
use tonic::{Code, Request};

type Client = HanniballServiceClient<Channel>;

/// How long a player keeps retrying one step whose outcome is unknown.
const RESOLVE_WITHIN: Duration = Duration::from_secs(40);

/// Acknowledged steps per game: (version, position after the step).
#[derive(Debug, Default)]
struct Ledger {
    acks: Mutex<HashMap<String, Vec<(u64, String)>>>,
    games: Mutex<Vec<String>>,
    acked: AtomicU64,
    unknown: AtomicU64,
    landed_unacknowledged: AtomicU64,
    errors: Mutex<Vec<String>>,
    /// Failed calls and how long they took to fail, for the latency bound.
    failures: Mutex<Vec<(Code, Duration)>>,
}

impl Ledger {
    fn error(&self, what: String) {
        let mut errors = self.errors.lock().unwrap();
        if errors.len() < 50 {
            errors.push(what);
        }
    }
}

/// One player: `clients[0]` is its replica; after a failure it moves to the next one.
struct Player {
    clients: Vec<Client>,
    current: usize,
    rng: Rng,
    name: String,
    ledger: Arc<Ledger>,
    redis: redis::aio::ConnectionManager,
    /// A client deadline on every call, if set.
    deadline: Option<Duration>,
    /// Whether to move to the next replica after an unknown outcome.
    fail_over: bool,
}

impl Player {
    fn client(&mut self) -> &mut Client {
        &mut self.clients[self.current]
    }

    fn request<T>(&self, message: T, token: Option<&str>) -> Request<T> {
        let mut request = match token {
            Some(token) => authed(message, token),
            None => Request::new(message),
        };
        if let Some(deadline) = self.deadline {
            request.set_timeout(deadline);
        }
        request
    }

    fn trouble(&mut self, status: &tonic::Status, took: Duration) {
        self.ledger
            .failures
            .lock()
            .unwrap()
            .push((status.code(), took));
        if self.fail_over {
            self.current = (self.current + 1) % self.clients.len();
        }
    }

    async fn play(mut self, until: Instant) {
        let mut game: Option<Seats> = None;
        let mut requests = 0u64;
        while Instant::now() < until {
            let seats = match game.take() {
                Some(seats) => seats,
                None => {
                    let started = Instant::now();
                    match limited("NewGame", Seats::create(self.client())).await {
                        Ok(seats) => {
                            self.ledger.games.lock().unwrap().push(seats.id.clone());
                            seats
                        }
                        Err(status) if outcome_unknown(&status) => {
                            self.trouble(&status, started.elapsed());
                            tokio::time::sleep(Duration::from_millis(50)).await;
                            continue;
                        }
                        Err(status) => {
                            self.ledger.error(format!("NewGame: {status:?}"));
                            continue;
                        }
                    }
                }
            };
            let started = Instant::now();
            let read = self.request(
                LegalActionsRequest {
                    subject: Some(legal_actions_request::Subject::GameId(seats.id.clone())),
                },
                None,
            );
            let legal = match limited("LegalActions", self.client().legal_actions(read)).await {
                Ok(legal) => legal.into_inner(),
                Err(status) => {
                    if outcome_unknown(&status) {
                        self.trouble(&status, started.elapsed());
                        tokio::time::sleep(Duration::from_millis(50)).await;
                    } else {
                        self.ledger.error(format!("LegalActions: {status:?}"));
                    }
                    game = Some(seats);
                    continue;
                }
            };
            let Some(state) = legal.game else {
                self.ledger.error("LegalActions answered no game".into());
                continue;
            };
            if state.status != GameStatus::Ongoing as i32 || legal.actions.is_empty() {
                continue;
            }
            requests += 1;
            let step = ApplyActionRequest {
                game_id: seats.id.clone(),
                action: legal.actions[self.rng.below(legal.actions.len())]
                    .notation
                    .clone(),
                expected_version: Some(state.version),
                request_id: format!("{}-{requests}", self.name),
            };
            let token = seats.token(state.side_to_move).to_owned();
            self.apply_until_known(&seats.id, step, &token).await;
            game = Some(seats);
        }
    }

    /// Sends `step` until its outcome is known, and writes an acknowledgement down.
    async fn apply_until_known(&mut self, game_id: &str, step: ApplyActionRequest, token: &str) {
        let giving_up = Instant::now() + RESOLVE_WITHIN;
        let mut backoff = Duration::from_millis(20);
        let mut checked_landing = false;
        loop {
            let started = Instant::now();
            let request = self.request(step.clone(), Some(token));
            match limited("ApplyAction", self.client().apply_action(request)).await {
                Ok(answer) => {
                    let game = answer.into_inner().game.expect("game");
                    self.ledger
                        .acks
                        .lock()
                        .unwrap()
                        .entry(game_id.to_owned())
                        .or_default()
                        .push((game.version, game.position));
                    self.ledger.acked.fetch_add(1, Ordering::SeqCst);
                    return;
                }
                Err(status) if outcome_unknown(&status) => {
                    self.trouble(&status, started.elapsed());
                    self.ledger.unknown.fetch_add(1, Ordering::SeqCst);
                    if !checked_landing {
                        checked_landing = true;
                        // Behind the scenes, for the figures only: did the write land?
                        let landed = tokio::time::timeout(
                            Duration::from_millis(500),
                            common::request_landed(&mut self.redis, game_id, &step.request_id),
                        )
                        .await
                        .is_ok_and(|r| r.unwrap_or(false));
                        if landed {
                            self.ledger
                                .landed_unacknowledged
                                .fetch_add(1, Ordering::SeqCst);
                        }
                    }
                    if Instant::now() > giving_up {
                        self.ledger.error(format!(
                            "{}: outcome still unknown after {RESOLVE_WITHIN:?}: {status:?}",
                            step.request_id
                        ));
                        return;
                    }
                    tokio::time::sleep(backoff).await;
                    backoff = (backoff * 2).min(Duration::from_millis(500));
                }
                Err(status) => {
                    self.ledger
                        .error(format!("ApplyAction {}: {status:?}", step.request_id));
                    return;
                }
            }
        }
    }
}

async fn redis_connection(url: &str) -> redis::aio::ConnectionManager {
    let config = redis::aio::ConnectionManagerConfig::new()
        .set_connection_timeout(Some(Duration::from_millis(500)))
        .set_response_timeout(Some(Duration::from_millis(500)));
    redis::aio::ConnectionManager::new_with_config(
        redis::Client::open(url).expect("redis url"),
        config,
    )
    .await
    .expect("connect to redis")
}

/// Starts `players` players on `replicas` (each player's first replica in turn).
async fn start_players(
    players: usize,
    replicas: &[Client],
    redis_url: &str,
    rng: &mut Rng,
    ledger: &Arc<Ledger>,
    deadline: Option<Duration>,
    until: Instant,
) -> Vec<tokio::task::JoinHandle<()>> {
    let redis = redis_connection(redis_url).await;
    let mut tasks = Vec::new();
    for number in 0..players {
        let mut clients: Vec<Client> = replicas.to_vec();
        clients.rotate_left(number % replicas.len());
        let player = Player {
            clients,
            current: 0,
            rng: rng.fork(),
            name: format!("p{number}-{}", rng.next_u64() % 1_000_000),
            ledger: ledger.clone(),
            redis: redis.clone(),
            deadline,
            fail_over: true,
        };
        tasks.push(tokio::spawn(player.play(until)));
    }
    tasks
}

async fn join(tasks: Vec<tokio::task::JoinHandle<()>>) {
    for task in tasks {
        task.await.expect("a player panicked");
    }
}

/// Checks every game of the ledger; returns the number of acknowledged steps verified.
async fn verify(ledger: &Ledger, client: &mut Client, redis_url: &str) -> u64 {
    let errors = ledger.errors.lock().unwrap().clone();
    assert!(errors.is_empty(), "errors: {errors:#?}");
    let mut redis = redis_connection(redis_url).await;
    let games = ledger.games.lock().unwrap().clone();
    let acks = ledger.acks.lock().unwrap().clone();
    let mut verified = 0;
    for id in &games {
        let history = client
            .get_history(GetHistoryRequest {
                game_id: id.clone(),
            })
            .await
            .unwrap_or_else(|s| panic!("GetHistory {id}: {s:?}"))
            .into_inner();
        let snapshot = history.game.expect("game");
        let replayed = Game::from_record(&history.record)
            .unwrap_or_else(|e| panic!("the record of {id} does not replay: {e}"));
        let (state, _): (Vec<u8>, u64) = redis::cmd("HMGET")
            .arg(format!("game:{{{id}}}"))
            .arg("state")
            .arg("version")
            .query_async(&mut redis)
            .await
            .expect("HMGET");
        assert_eq!(
            Game::decode(&state).expect("the stored state decodes"),
            replayed,
            "{id}: the replay is the stored game"
        );
        // The position after each step of the record, in order.
        let mut game = Game::from_position(*replayed.start_position());
        let mut positions = Vec::new();
        for action in replayed.turns().iter().flatten() {
            game.apply(*action).expect("the record replays");
            positions.push(game.position().to_hpn());
        }
        let mut game_acks = acks.get(id).cloned().unwrap_or_default();
        game_acks.sort();
        let versions: Vec<u64> = game_acks.iter().map(|(v, _)| *v).collect();
        let expected: Vec<u64> = (2..=snapshot.version).collect();
        assert_eq!(
            versions, expected,
            "{id}: every change acknowledged once, none lost, none extra"
        );
        assert_eq!(positions.len() as u64, snapshot.version - 1);
        for (version, position) in &game_acks {
            assert_eq!(
                &positions[(*version - 2) as usize],
                position,
                "{id}: the step acknowledged as version {version} is in the record at its place"
            );
            verified += 1;
        }
    }
    verified
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn acknowledged_steps_survive_redis_crashes_with_aof_always() {
    let mut rng = Rng::new(test_seed());
    let mut redis = RedisServer::start_persistent();
    let url = redis.url();
    let mut replicas = Vec::new();
    let mut servers = Vec::new();
    for _ in 0..2 {
        let store = RedisStore::open(&url, DEFAULT_GAME_TTL).expect("redis url");
        let server = TestServer::start(store).await;
        replicas.push(server.client().await);
        servers.push(server);
    }
    let ledger = Arc::new(Ledger::default());
    let until = Instant::now() + Duration::from_secs(7);
    let players = start_players(16, &replicas, &url, &mut rng, &ledger, None, until).await;

    let mut crashes = 0;
    for down in [Duration::from_millis(1000), Duration::from_millis(300)] {
        tokio::time::sleep(Duration::from_secs(2)).await;
        let before = ledger.acked.load(Ordering::SeqCst);
        redis.stop(); // SIGKILL: a crash, not a shutdown
        crashes += 1;
        tokio::time::sleep(down).await;
        redis.restart();
        assert!(before > 0, "steps were acknowledged before the crash");
    }
    join(players).await;
    let verified = verify(&ledger, &mut replicas[0], &url).await;
    let failures = ledger.failures.lock().unwrap().len();
    eprintln!(
        "redis crashes (AOF, appendfsync always): {crashes} crashes under load of 16 players; \
         {verified} acknowledged steps in {} games all present after restart; \
         {} unknown outcomes retried ({} had landed), {failures} calls failed during the outages",
        ledger.games.lock().unwrap().len(),
        ledger.unknown.load(Ordering::SeqCst),
        ledger.landed_unacknowledged.load(Ordering::SeqCst),
    );
    assert!(verified > 0);
    assert!(failures > 0, "the crashes were felt");
    for server in servers {
        server.stop().await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_persistence_a_redis_restart_loses_every_game_but_applies_nothing_twice() {
    let mut redis = RedisServer::start();
    let store = RedisStore::open(&redis.url(), DEFAULT_GAME_TTL).expect("redis url");
    let server = TestServer::start(store).await;
    let mut client = server.client().await;
    let seats = Seats::create(&mut client).await.expect("NewGame");
    let step = ApplyActionRequest {
        game_id: seats.id.clone(),
        action: "d4-e6".into(),
        request_id: "once".into(),
        ..ApplyActionRequest::default()
    };
    client
        .apply_action(authed(step.clone(), &seats.white))
        .await
        .expect("acknowledged");

    redis.restart(); // SIGKILL, then an empty Redis on the same port
    let mut gone = None;
    for _ in 0..100 {
        match client
            .get_game(GetGameRequest {
                game_id: seats.id.clone(),
            })
            .await
        {
            Err(status) if status.code() == Code::Unavailable => {
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
            other => {
                gone = Some(other);
                break;
            }
        }
    }
    let gone = gone.expect("Redis answers again");
    // The game and its acknowledged step are gone...
    expect_error(gone, Code::NotFound, "GAME_NOT_FOUND");
    // ...and a retry of the acknowledged request cannot bring it back or apply it again.
    let r = client.apply_action(authed(step, &seats.white)).await;
    expect_error(r, Code::NotFound, "GAME_NOT_FOUND");
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_hung_redis_fails_calls_within_the_timeouts_without_pile_up_and_recovers() {
    let mut rng = Rng::new(test_seed());
    let redis = RedisServer::start();
    let url = redis.url();
    let store = Probe::new(RedisStore::open(&url, DEFAULT_GAME_TTL).expect("redis url"));
    let knobs = store.knobs.clone();
    let server = TestServer::start(store).await;
    let replicas = vec![server.client().await];
    let ledger = Arc::new(Ledger::default());
    let until = Instant::now() + Duration::from_secs(9);
    // Half the players give every call a 1 s deadline; half wait as long as the server does.
    let mut players = start_players(
        16,
        &replicas,
        &url,
        &mut rng,
        &ledger,
        Some(Duration::from_secs(1)),
        until,
    )
    .await;
    players.extend(start_players(16, &replicas, &url, &mut rng, &ledger, None, until).await);

    tokio::time::sleep(Duration::from_millis(1500)).await;
    knobs.reset_max();
    let before = ledger.acked.load(Ordering::SeqCst);
    redis.freeze(true);
    tokio::time::sleep(Duration::from_secs(4)).await;
    let during = ledger.acked.load(Ordering::SeqCst);
    let max_in_flight = knobs.max_in_flight();
    redis.freeze(false);
    join(players).await;
    let after = ledger.acked.load(Ordering::SeqCst);

    let failures = ledger.failures.lock().unwrap().clone();
    let slowest = failures.iter().map(|(_, d)| *d).max().unwrap_or_default();
    let mut by_code: HashMap<String, usize> = HashMap::new();
    for (code, _) in &failures {
        *by_code.entry(format!("{code:?}")).or_default() += 1;
    }
    let verified = verify(&ledger, &mut replicas.clone()[0], &url).await;
    eprintln!(
        "hung redis (SIGSTOP for 4 s) under 32 players: {} failed calls {by_code:?}, the slowest \
         failure took {slowest:?}; at most {max_in_flight} store operations in flight; {} steps \
         before, {} during, {} after the hang; {verified} acknowledged steps verified",
        failures.len(),
        before,
        during - before,
        after - during,
    );
    assert!(
        before > 0 && after > during,
        "play went on before and after the hang"
    );
    for (code, took) in &failures {
        assert!(
            matches!(
                code,
                Code::Unavailable | Code::DeadlineExceeded | Code::Cancelled
            ),
            "{code:?}"
        );
        // The store gives up after 3 s (the Redis client after 2 s); clients with a deadline
        // after 1 s. A failure is never slower than that plus scheduling slack.
        assert!(
            *took < Duration::from_secs(5),
            "a call took {took:?} to fail"
        );
    }
    assert!(!failures.is_empty(), "the hang was felt");
    // Every player has at most one call outstanding, and every call at most one store
    // operation: more than 32 in flight would mean abandoned calls kept running.
    assert!(
        max_in_flight <= 32,
        "{max_in_flight} store operations in flight"
    );
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_replica_killed_mid_request_loses_nothing_and_applies_retries_once() {
    let mut rng = Rng::new(test_seed());
    let redis = RedisServer::start();
    let url = redis.url();
    let envs = [("REDIS_URL", url.as_str()), ("RUST_LOG", "warn")];
    let survivor = ServerProcess::start(&envs).await;
    let ledger = Arc::new(Ledger::default());
    let mut kills = 0;
    for round in 0..3u64 {
        let mut victim = ServerProcess::start(&envs).await;
        // Every player talks to the victim until it fails, then to the survivor.
        let replicas = vec![victim.client().await, survivor.client().await];
        let kill_after = Duration::from_millis(600 + rng.below(900) as u64);
        let until = Instant::now() + kill_after + Duration::from_millis(1500);
        let players = start_players(12, &replicas, &url, &mut rng, &ledger, None, until).await;
        tokio::time::sleep(kill_after).await;
        let before = ledger.acked.load(Ordering::SeqCst);
        victim.signal("KILL");
        kills += 1;
        join(players).await;
        assert!(!victim.running(), "round {round}: the victim is dead");
        assert!(
            ledger.acked.load(Ordering::SeqCst) > before,
            "round {round}: play went on on the survivor"
        );
    }
    let verified = verify(&ledger, &mut survivor.client().await, &url).await;
    eprintln!(
        "replica SIGKILL: {kills} kills under 12 players; {} calls cut off with an unknown \
         outcome and retried on the other replica ({} of them had been applied before the \
         kill and were answered by replay); {verified} acknowledged steps verified, each once",
        ledger.unknown.load(Ordering::SeqCst),
        ledger.landed_unacknowledged.load(Ordering::SeqCst),
    );
    assert!(
        ledger.unknown.load(Ordering::SeqCst) > 0,
        "calls were in flight at the kills"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_lets_calls_in_flight_finish_and_refuses_new_connections() {
    let redis = RedisServer::start();
    let url = redis.url();
    let mut server = ServerProcess::start(&[("REDIS_URL", url.as_str())]).await;
    let mut client = server.client().await;
    let seats = Seats::create(&mut client).await.expect("NewGame");

    // Two calls in flight, held up by a Redis that answers nothing for a moment.
    redis.freeze(true);
    let read = {
        let mut client = client.clone();
        let game_id = seats.id.clone();
        tokio::spawn(async move { client.get_game(GetGameRequest { game_id }).await })
    };
    let write = {
        let mut client = client.clone();
        let step = ApplyActionRequest {
            game_id: seats.id.clone(),
            action: "d4-e6".into(),
            request_id: "in-flight".into(),
            ..ApplyActionRequest::default()
        };
        let token = seats.white.clone();
        tokio::spawn(async move { client.apply_action(authed(step, &token)).await })
    };
    tokio::time::sleep(Duration::from_millis(300)).await;
    server.signal("TERM");
    tokio::time::sleep(Duration::from_millis(300)).await;

    // The listener is closed at once: new connections are refused...
    let refused = TcpStream::connect(("127.0.0.1", server.port));
    assert!(
        refused.is_err(),
        "a new connection was accepted after SIGTERM"
    );
    // ...while the server stays up for the calls in flight.
    assert!(server.running(), "the server waits for its calls in flight");
    redis.freeze(false);

    let read = read
        .await
        .expect("task")
        .expect("the read in flight completes");
    assert_eq!(read.into_inner().game.expect("game").version, 1);
    let write = write
        .await
        .expect("task")
        .expect("the write in flight completes");
    assert_eq!(write.into_inner().game.expect("game").version, 2);
    drop(client);
    let status = server.wait(Duration::from_secs(20));
    assert!(status.success(), "exit status {status:?}");
    let logs = server.logs();
    assert!(logs.contains("SIGTERM received"), "{logs}");
    assert!(logs.contains("finishing calls in flight"), "{logs}");
    assert!(logs.contains("server stopped"), "{logs}");

    // The drained write is stored.
    let mut redis = redis_connection(&url).await;
    let version: u64 = redis::cmd("HGET")
        .arg(format!("game:{{{}}}", seats.id))
        .arg("version")
        .query_async(&mut redis)
        .await
        .expect("HGET");
    assert_eq!(version, 2);
}
