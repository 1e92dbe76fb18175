//! `loadgen`: drives a running arbiter server with concurrent simulated games and reports,
//! per RPC, requests per second, latency percentiles (HDR histogram) and errors by gRPC code.
//!
//! Each of `--concurrency` workers plays one game at a time: `NewGame`, then until the game
//! is decided (or `--max-turns` turns have passed, when the game is resigned): `LegalActions`,
//! a random legal step, `ApplyAction` with the seat token of the side to move and the
//! `expected_version` it has seen. One client per game means a conflict (`ABORTED`) cannot
//! happen: every error is reported, and the exit code is 1 when there was any.
//!
//! Mixes: `apply` (the game loop above), `read` (the game loop with `--reads-per-step`
//! `GetGame`/`LegalActions` calls before each step), `new` (`NewGame` only), `ping` (the no-op
//! `Ping`: the transport's ceiling), and `fill` (plays `--games` games to `--max-turns`
//! completed turns, never choosing a step that ends the game, and prints their ids: for
//! measuring the stored size of a game).
//!
//! The `players` mix is a crowd rather than a stream of calls: each of `--concurrency` slots
//! is one game at a time with two players and `--spectators` spectators, every one of them a
//! `WatchGame` stream of its own, spread round-robin over the `--connections` HTTP/2
//! connections; a player's stream is opened as the web client opens it, with the seat's token
//! and `legal_actions` (the seat's legal steps come with every change after which it is to
//! move). Before every step the player to move thinks for a time drawn uniformly from
//! `--think-min`..`--think-max` seconds, then sends `ApplyAction` (steps chosen with the local
//! rules engine). The time from sending a step to the opponent's stream delivering its event
//! is reported as `MoveToOpponent`. Every `--clock-every`-th game has a Fischer clock. A game
//! ends when it is decided or, after `--max-turns` turns, by resignation; its players and
//! spectators leave (their streams close), and after `--rest` seconds a new game starts in
//! the slot. With `--ramp`, the slots start their first games spread evenly over that many
//! seconds (a crowd arriving) rather than all at once.
//!
//! `--target` may be repeated: the connections are spread round-robin over the targets (several
//! replicas of one service sharing a store). Worker `i` sends its calls on connection `i` and
//! opens the streams of its game on connections `7 i + k` (mod `--connections`), so with `--connections` a multiple of
//! three targets the white player's stream sits on the replica that takes the game's calls, the
//! black player's on the next one and the first spectator's on the third: most events reach
//! their watchers through the store's change notifications.
//!
//! The `idle` mix (`loadgen/idle.rs`) opens `--concurrency` connections of its own, one idle
//! `WatchGame` stream on each, and holds them for `--duration` seconds: what an idle player
//! costs the server (`bench/idle_connections.sh`).

use std::collections::BTreeMap;
use std::process::ExitCode;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use arbiter::games::hanniball::pb;
use arbiter::games::hanniball::pb::hanniball_service_client::HanniballServiceClient;
use arbiter::games::hanniball::rules::{ActionList, Game, Side};
use clap::{Parser, ValueEnum};
use hdrhistogram::Histogram;
use serde_json::json;
use tonic::transport::{Channel, Endpoint};
use tonic::{Code, Request, Response, Status as RpcStatus};

#[path = "loadgen/idle.rs"]
mod idle;
#[path = "loadgen/overload.rs"]
mod overload;
#[path = "loadgen/report.rs"]
mod report;

/// What the workers send.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum Mix {
    /// Games: LegalActions, then ApplyAction with a random legal step, until the game ends.
    Apply,
    /// Games with `--reads-per-step` GetGame/LegalActions calls before every step.
    Read,
    /// NewGame only.
    New,
    /// The no-op Ping only.
    Ping,
    /// Play `--games` games to `--max-turns` turns and print their ids (no timing).
    Fill,
    /// Concurrent games of two watching players and spectators with think times.
    Players,
    /// Open loop: `--rate` calls per second, moves in `--running-games` games and NewGame
    /// (`--new-share`), sent on schedule whatever the answers; refusals counted apart.
    Overload,
    /// `--concurrency` idle players, each with a connection of its own and one WatchGame
    /// stream on one of `--games` games, held open for `--duration` seconds.
    Idle,
}

/// Where the random legal step comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum Pick {
    /// Ask the server (`LegalActions`) before every step.
    Server,
    /// Follow the game with the local rules engine: the stream is ApplyAction alone.
    Local,
}

/// Load generator for the arbiter game-state service (it plays Hanniball).
#[derive(Debug, Parser)]
#[command(name = "loadgen", version, about)]
struct Args {
    /// The server's address. Repeat it to spread the connections round-robin over several
    /// replicas (connection `i` goes to target `i mod targets`): with `--connections` a multiple
    /// of the targets, a game's players and spectators then sit on different replicas.
    #[arg(long = "target", default_value = "http://127.0.0.1:50051")]
    targets: Vec<String>,
    /// Seconds to measure (after the warm-up).
    #[arg(long, default_value_t = 10.0)]
    duration: f64,
    /// Seconds of load before measuring starts.
    #[arg(long, default_value_t = 1.0)]
    warmup: f64,
    /// Concurrent simulated games (workers).
    #[arg(long, default_value_t = 64, value_parser = clap::value_parser!(u32).range(1..=100_000))]
    concurrency: u32,
    /// HTTP/2 connections the workers share.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=1024))]
    connections: u32,
    /// Which calls to send.
    #[arg(long, value_enum, default_value_t = Mix::Apply)]
    mix: Mix,
    /// Where steps are chosen (apply and read mixes).
    #[arg(long, value_enum, default_value_t = Pick::Server)]
    pick: Pick,
    /// Reads before every step in the read mix (GetGame and LegalActions alternately).
    #[arg(long, default_value_t = 4)]
    reads_per_step: u32,
    /// A game still going after this many turns is resigned and a new one started (in the
    /// fill mix: the turns every game is played to).
    #[arg(long, default_value_t = 100, value_parser = clap::value_parser!(u32).range(1..))]
    max_turns: u32,
    /// Games to play in the fill mix (in the idle mix: the games watched).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=10_000))]
    games: u32,
    /// Send a unique request id with every ApplyAction (the server keeps a record of each, in its
    /// bounded retry log).
    #[arg(long)]
    request_ids: bool,
    /// Spectators (WatchGame streams) per game in the players mix.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(0..=100))]
    spectators: u32,
    /// Shortest think time before a step in the players mix, in seconds.
    #[arg(long, default_value_t = 2.0)]
    think_min: f64,
    /// Longest think time before a step in the players mix, in seconds.
    #[arg(long, default_value_t = 20.0)]
    think_max: f64,
    /// Every this many games in the players mix has a Fischer clock (0: none).
    #[arg(long, default_value_t = 4)]
    clock_every: u32,
    /// Seconds between a game's end and the next game in its slot (players mix).
    #[arg(long, default_value_t = 1.0)]
    rest: f64,
    /// Seconds over which the players mix's slots start their first game, evenly spread (0:
    /// all at once). A crowd arrives over time; without it every game and stream is opened in
    /// one burst.
    #[arg(long, default_value_t = 0.0)]
    ramp: f64,
    /// Seed of the random choices.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Calls offered per second in the overload mix.
    #[arg(long, default_value_t = 1000.0)]
    rate: f64,
    /// Games played in the overload mix (created before the load starts).
    #[arg(long, default_value_t = 1000, value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
    running_games: u32,
    /// The share of NewGame calls among the overload mix's calls (0 to 1).
    #[arg(long, default_value_t = 0.5)]
    new_share: f64,
    /// Print the report as one JSON object instead of a table.
    #[arg(long)]
    json: bool,
}

/// What one worker (or all of them, merged) saw.
struct Stats {
    latency: BTreeMap<&'static str, Histogram<u64>>,
    errors: BTreeMap<(&'static str, i32), (u64, String)>,
    games_started: u64,
    games_finished: u64,
    games_resigned: u64,
    filled: Vec<String>,
}

impl Stats {
    fn new() -> Stats {
        Stats {
            latency: BTreeMap::new(),
            errors: BTreeMap::new(),
            games_started: 0,
            games_finished: 0,
            games_resigned: 0,
            filled: Vec::new(),
        }
    }

    fn merge(&mut self, other: Stats) {
        for (name, histogram) in other.latency {
            match self.latency.get_mut(name) {
                Some(mine) => {
                    // Both histograms have the same bounds, so adding cannot fail.
                    let _ = mine.add(&histogram);
                }
                None => {
                    self.latency.insert(name, histogram);
                }
            }
        }
        for (key, (count, message)) in other.errors {
            self.errors.entry(key).or_insert((0, message)).0 += count;
        }
        self.games_started += other.games_started;
        self.games_finished += other.games_finished;
        self.games_resigned += other.games_resigned;
        self.filled.extend(other.filled);
    }

    fn error_total(&self) -> u64 {
        self.errors.values().map(|(count, _)| count).sum()
    }
}

/// Latencies from 1 µs to 100 s, 3 significant digits.
fn histogram() -> Histogram<u64> {
    match Histogram::new_with_bounds(1, 100_000_000, 3) {
        Ok(h) => h,
        Err(e) => unreachable!("constant histogram bounds are valid: {e}"),
    }
}

/// One simulated client.
struct Worker {
    client: HanniballServiceClient<Channel>,
    rng: fastrand::Rng,
    stats: Stats,
    /// Calls that start before this are not timed (warm-up).
    measure_from: Instant,
    /// No call starts after this; calls ending after it are not timed.
    end: Instant,
    mix: Mix,
    pick: Pick,
    reads_per_step: u32,
    max_turns: u32,
    request_ids: bool,
    id: u64,
    requests: u64,
    crowd: Option<Arc<Crowd>>,
}

/// What the players mix shares between a slot and its watchers (behind one `Arc`: a game's
/// watchers share it without copying the list of connections).
struct Crowd {
    /// Every connection, for spreading the watch streams.
    clients: Vec<HanniballServiceClient<Channel>>,
    /// Move-to-opponent latencies of every game.
    opponent: Arc<Mutex<Histogram<u64>>>,
    /// Watch streams that failed (not closed by their watcher leaving).
    stream_errors: Arc<AtomicU64>,
    /// Watch streams open right now, and the most at once.
    open: Arc<AtomicU64>,
    peak: Arc<AtomicU64>,
    spectators: u32,
    think: (f64, f64),
    clock_every: u32,
    rest: f64,
}

/// Steps sent and not yet seen by the opponent: (version after the step, mover, sent at).
type Pending = Arc<Mutex<Vec<(u64, Side, Instant)>>>;

/// Why a game stopped early.
struct Stop;

impl Worker {
    /// Records a call's outcome: its latency when inside the measured window, or its error.
    fn done<T>(
        &mut self,
        name: &'static str,
        started: Instant,
        result: Result<Response<T>, RpcStatus>,
    ) -> Result<T, Stop> {
        let finished = Instant::now();
        match result {
            Ok(response) => {
                if started >= self.measure_from && finished <= self.end {
                    let micros = u64::try_from(finished.duration_since(started).as_micros())
                        .unwrap_or(u64::MAX)
                        .max(1);
                    self.stats
                        .latency
                        .entry(name)
                        .or_insert_with(histogram)
                        .saturating_record(micros);
                }
                Ok(response.into_inner())
            }
            Err(status) => {
                let entry = self
                    .stats
                    .errors
                    .entry((name, status.code() as i32))
                    .or_insert_with(|| (0, status.message().to_owned()));
                entry.0 += 1;
                Err(Stop)
            }
        }
    }

    fn running(&self) -> bool {
        Instant::now() < self.end
    }

    async fn run(mut self) -> Stats {
        while self.running() {
            let outcome = match self.mix {
                Mix::Ping => {
                    let started = Instant::now();
                    let result = self.client.ping(pb::PingRequest {}).await;
                    self.done("Ping", started, result).map(|_| ())
                }
                Mix::New => self.new_game().await.map(|_| ()),
                Mix::Apply | Mix::Read | Mix::Fill => self.play().await,
                Mix::Players => self.crowd_game().await,
                // Run by `overload::run` and `idle::run`, never by a worker.
                Mix::Overload | Mix::Idle => return self.stats,
            };
            if outcome.is_err() {
                // Do not spin on a failing server.
                tokio::time::sleep(Duration::from_millis(5)).await;
            }
        }
        self.stats
    }

    async fn new_game(&mut self) -> Result<pb::NewGameResponse, Stop> {
        let started = Instant::now();
        let result = self.client.new_game(pb::NewGameRequest::default()).await;
        let created = self.done("NewGame", started, result)?;
        self.stats.games_started += 1;
        Ok(created)
    }

    async fn get_game(&mut self, game_id: &str) -> Result<pb::Game, Stop> {
        let started = Instant::now();
        let result = self
            .client
            .get_game(pb::GetGameRequest {
                game_id: game_id.to_owned(),
            })
            .await;
        let reply = self.done("GetGame", started, result)?;
        reply.game.ok_or(Stop)
    }

    async fn legal_actions(&mut self, game_id: &str) -> Result<pb::LegalActionsResponse, Stop> {
        let started = Instant::now();
        let result = self
            .client
            .legal_actions(pb::LegalActionsRequest {
                subject: Some(pb::legal_actions_request::Subject::GameId(
                    game_id.to_owned(),
                )),
            })
            .await;
        self.done("LegalActions", started, result)
    }

    /// Plays one game to its end (or the turn cap, or the end of the run).
    async fn play(&mut self) -> Result<(), Stop> {
        let created = self.new_game().await?;
        let mut game = created.game.ok_or(Stop)?;
        let game_id = game.game_id.clone();
        let tokens = [created.white_token, created.black_token];
        let mut local = (self.pick == Pick::Local && self.mix != Mix::Fill).then(Game::new);
        let mut list = ActionList::new();
        while self.running() || self.mix == Mix::Fill {
            if self.mix == Mix::Read {
                for i in 0..self.reads_per_step {
                    if i % 2 == 0 {
                        game = self.get_game(&game_id).await?;
                    } else {
                        self.legal_actions(&game_id).await?;
                    }
                }
            }
            if game.turn > self.max_turns {
                if self.mix == Mix::Fill {
                    self.stats.filled.push(game_id);
                    return Ok(());
                }
                return self.resign(&game_id, &tokens[0], game.version).await;
            }
            let (side, step) = match &mut local {
                Some(local) => {
                    local.legal_actions_into(&mut list);
                    let Some(&action) = list.get(self.rng.usize(..list.len().max(1))) else {
                        return Ok(());
                    };
                    let side = local.side_to_move();
                    local.apply(action).map_err(|_| Stop)?;
                    (side, action.to_string())
                }
                None => {
                    let legal = self.legal_actions(&game_id).await?;
                    let mut steps = legal.actions;
                    if self.mix == Mix::Fill && steps.iter().any(|s| !s.ends_game) {
                        steps.retain(|s| !s.ends_game);
                    }
                    if steps.is_empty() {
                        return Ok(());
                    }
                    let chosen = steps.swap_remove(self.rng.usize(..steps.len()));
                    let side = if legal.side_to_move == pb::Side::Black as i32 {
                        Side::Black
                    } else {
                        Side::White
                    };
                    (side, chosen.notation)
                }
            };
            let token = &tokens[usize::from(side == Side::Black)];
            let request_id = if self.request_ids {
                self.requests += 1;
                format!("w{}-{}", self.id, self.requests)
            } else {
                String::new()
            };
            let request = authed(
                pb::ApplyActionRequest {
                    game_id: game_id.clone(),
                    action: step,
                    expected_version: Some(game.version),
                    request_id,
                },
                token,
            );
            let started = Instant::now();
            let result = self.client.apply_action(request).await;
            let reply = self.done("ApplyAction", started, result)?;
            game = reply.game.ok_or(Stop)?;
            if game.status != pb::GameStatus::Ongoing as i32 {
                self.stats.games_finished += 1;
                if self.mix == Mix::Fill {
                    // Decided before the turn cap after all: play another.
                    return Err(Stop);
                }
                return Ok(());
            }
        }
        Ok(())
    }

    /// The players mix: one game with watching players and spectators, to its end.
    async fn crowd_game(&mut self) -> Result<(), Stop> {
        let Some(crowd) = self.crowd.clone() else {
            return Err(Stop);
        };
        self.requests += 1;
        let clocked =
            crowd.clock_every > 0 && self.requests.is_multiple_of(u64::from(crowd.clock_every));
        let request = pb::NewGameRequest {
            time_control: clocked.then_some(pb::TimeControl {
                control: Some(pb::time_control::Control::Fischer(pb::Fischer {
                    initial_ms: 3_600_000,
                    increment_ms: 10_000,
                })),
            }),
            ..Default::default()
        };
        let started = Instant::now();
        let result = self.client.new_game(request).await;
        let created = self.done("NewGame", started, result)?;
        self.stats.games_started += 1;
        let mut game = created.game.ok_or(Stop)?;
        let game_id = game.game_id.clone();
        let tokens = [created.white_token, created.black_token];
        let pending: Pending = Arc::new(Mutex::new(Vec::new()));
        // Players first (seat order), then spectators; each waits for its snapshot.
        let mut watchers = Vec::new();
        let seats = [Some(Side::White), Some(Side::Black)];
        let spectators = (0..crowd.spectators).map(|_| None);
        for (k, seat) in seats.into_iter().chain(spectators).enumerate() {
            let index = (self.id as usize * 7 + k) % crowd.clients.len().max(1);
            let Some(mut client) = crowd.clients.get(index).cloned() else {
                return Err(Stop);
            };
            // A player watches as the web client does: with the seat's token (present at the
            // board) and asking for the seat's legal actions with each change.
            let mut request = Request::new(pb::WatchGameRequest {
                game_id: game_id.clone(),
                from_version: None,
                audience: false,
                legal_actions: seat.is_some(),
            });
            if let Some(side) = seat {
                let token = &tokens[usize::from(side == Side::Black)];
                if let Ok(value) = format!("Bearer {token}").parse() {
                    request.metadata_mut().insert("authorization", value);
                }
            }
            let started = Instant::now();
            let result = client.watch_game(request).await;
            let mut stream = self.done("WatchGame", started, result)?;
            match stream.message().await {
                Ok(Some(_snapshot)) => {}
                _ => {
                    crowd.stream_errors.fetch_add(1, Ordering::Relaxed);
                    return Err(Stop);
                }
            }
            let now = crowd.open.fetch_add(1, Ordering::Relaxed) + 1;
            crowd.peak.fetch_max(now, Ordering::Relaxed);
            let (crowd, pending, end) = (crowd.clone(), pending.clone(), self.end);
            let measure_from = self.measure_from;
            watchers.push(tokio::spawn(async move {
                loop {
                    match stream.message().await {
                        Ok(Some(message)) => {
                            let Some(pb::watch_game_response::Update::Event(event)) =
                                message.update
                            else {
                                continue;
                            };
                            let Some(me) = seat else { continue };
                            let arrived = Instant::now();
                            let sent = {
                                let mut pending = pending.lock().unwrap_or_else(|e| e.into_inner());
                                let found = pending
                                    .iter()
                                    .position(|(v, mover, _)| *v == event.version && *mover != me);
                                found.map(|i| pending.swap_remove(i).2)
                            };
                            if let Some(sent) = sent
                                && sent >= measure_from
                                && arrived <= end
                            {
                                let micros =
                                    u64::try_from(arrived.duration_since(sent).as_micros())
                                        .unwrap_or(u64::MAX)
                                        .max(1);
                                crowd
                                    .opponent
                                    .lock()
                                    .unwrap_or_else(|e| e.into_inner())
                                    .saturating_record(micros);
                            }
                        }
                        Ok(None) => break,
                        Err(_) => {
                            crowd.stream_errors.fetch_add(1, Ordering::Relaxed);
                            break;
                        }
                    }
                }
            }));
        }
        let outcome = self.crowd_moves(&crowd, &mut game, &tokens, &pending).await;
        for watcher in &watchers {
            watcher.abort();
        }
        for watcher in watchers {
            let _ = watcher.await;
            crowd.open.fetch_sub(1, Ordering::Relaxed);
        }
        if self.running() {
            let rest = Duration::from_secs_f64(crowd.rest * (0.5 + self.rng.f64()));
            tokio::time::sleep_until((Instant::now() + rest).min(self.end).into()).await;
        }
        outcome
    }

    /// The moves of one game of the players mix, with think times.
    async fn crowd_moves(
        &mut self,
        crowd: &Crowd,
        game: &mut pb::Game,
        tokens: &[String; 2],
        pending: &Pending,
    ) -> Result<(), Stop> {
        let game_id = game.game_id.clone();
        let mut local = Game::new();
        let mut list = ActionList::new();
        while self.running() {
            let (low, high) = crowd.think;
            let think = Duration::from_secs_f64(low + (high - low) * self.rng.f64());
            let wake = Instant::now() + think;
            if wake >= self.end {
                tokio::time::sleep_until(self.end.into()).await;
                return Ok(());
            }
            tokio::time::sleep_until(wake.into()).await;
            if game.turn > self.max_turns {
                return self.resign(&game_id, &tokens[0], game.version).await;
            }
            local.legal_actions_into(&mut list);
            let Some(&action) = list.get(self.rng.usize(..list.len().max(1))) else {
                return Ok(());
            };
            let side = local.side_to_move();
            local.apply(action).map_err(|_| Stop)?;
            let request = authed(
                pb::ApplyActionRequest {
                    game_id: game_id.clone(),
                    action: action.to_string(),
                    expected_version: Some(game.version),
                    request_id: String::new(),
                },
                &tokens[usize::from(side == Side::Black)],
            );
            let started = Instant::now();
            pending.lock().unwrap_or_else(|e| e.into_inner()).push((
                game.version + 1,
                side,
                started,
            ));
            let result = self.client.apply_action(request).await;
            let reply = self.done("ApplyAction", started, result)?;
            *game = reply.game.ok_or(Stop)?;
            if game.status != pb::GameStatus::Ongoing as i32 {
                self.stats.games_finished += 1;
                return Ok(());
            }
        }
        Ok(())
    }

    async fn resign(&mut self, game_id: &str, token: &str, version: u64) -> Result<(), Stop> {
        let request = authed(
            pb::ResignRequest {
                game_id: game_id.to_owned(),
                expected_version: Some(version),
                request_id: String::new(),
            },
            token,
        );
        let started = Instant::now();
        let result = self.client.resign(request).await;
        self.done("Resign", started, result)?;
        self.stats.games_finished += 1;
        self.stats.games_resigned += 1;
        Ok(())
    }
}

fn authed<T>(message: T, token: &str) -> Request<T> {
    let mut request = Request::new(message);
    if let Ok(value) = format!("Bearer {token}").parse() {
        request.metadata_mut().insert("authorization", value);
    }
    request
}

fn main() -> ExitCode {
    let args = Args::parse();
    let duration_ok = args.duration.is_finite() && args.duration > 0.0;
    let warmup_ok = args.warmup.is_finite() && args.warmup >= 0.0;
    if !duration_ok || !warmup_ok {
        eprintln!("error: --duration must be a positive number of seconds, --warmup zero or more");
        return ExitCode::from(2);
    }
    let rate_ok = args.rate.is_finite() && args.rate > 0.0;
    let share_ok = (0.0..=1.0).contains(&args.new_share);
    if !rate_ok || !share_ok {
        eprintln!("error: --rate must be a positive number of calls/s, --new-share from 0 to 1");
        return ExitCode::from(2);
    }
    let times = [args.think_min, args.think_max, args.rest, args.ramp];
    if times.iter().any(|t| !t.is_finite() || *t < 0.0) {
        eprintln!(
            "error: --think-min, --think-max, --rest and --ramp must be zero or more seconds"
        );
        return ExitCode::from(2);
    }
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime,
        Err(e) => {
            eprintln!("error: cannot start the async runtime: {e}");
            return ExitCode::from(2);
        }
    };
    runtime.block_on(run(args))
}

/// The target of each connection: round-robin over the targets, so that connection `i` goes to
/// target `i mod targets`.
fn connection_targets(targets: &[String], connections: u32) -> Result<Vec<&str>, String> {
    if targets.is_empty() {
        return Err("no --target given".into());
    }
    if (connections as usize) < targets.len() {
        return Err(format!(
            "--connections {connections} is fewer than the {} targets: every target needs a connection",
            targets.len()
        ));
    }
    Ok((0..connections as usize)
        .map(|i| targets[i % targets.len()].as_str())
        .collect())
}

async fn connect(args: &Args) -> Result<Vec<HanniballServiceClient<Channel>>, String> {
    let mut endpoints = BTreeMap::new();
    for target in &args.targets {
        let endpoint = Endpoint::from_shared(target.clone())
            .map_err(|e| format!("--target {target:?} is not a URI: {e}"))?
            .tcp_nodelay(true)
            .connect_timeout(Duration::from_secs(5));
        endpoints.insert(target.as_str(), endpoint);
    }
    let mut clients = Vec::new();
    for target in connection_targets(&args.targets, args.connections)? {
        let Some(endpoint) = endpoints.get(target) else {
            return Err(format!("--target {target:?} has no endpoint"));
        };
        let channel = endpoint
            .connect()
            .await
            .map_err(|e| format!("cannot connect to {target}: {e}"))?;
        clients.push(HanniballServiceClient::new(channel));
    }
    Ok(clients)
}

async fn run(args: Args) -> ExitCode {
    let clients = match connect(&args).await {
        Ok(clients) => clients,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    if args.mix == Mix::Overload {
        let settings = overload::Settings {
            rate: args.rate,
            running_games: args.running_games,
            new_share: args.new_share,
            warmup: args.warmup,
            duration: args.duration,
            seed: args.seed,
        };
        let report = overload::run(&settings, &clients).await;
        println!("{report}");
        let failed = report["moves_lost"].as_u64() != Some(0)
            || report["versions_unaccounted"].as_u64() != Some(0)
            || report["games_unreadable"].as_u64() != Some(0);
        return if failed {
            ExitCode::FAILURE
        } else {
            ExitCode::SUCCESS
        };
    }
    if args.mix == Mix::Idle {
        let Some(target) = args.targets.first() else {
            eprintln!("error: no --target given");
            return ExitCode::from(2);
        };
        let settings = idle::Settings {
            target: target.clone(),
            players: args.concurrency,
            games: args.games,
            duration: args.duration,
        };
        let report = idle::run(&settings, &clients).await;
        println!("{report}");
        return if report["error_total"].as_u64() == Some(0) {
            ExitCode::SUCCESS
        } else {
            ExitCode::FAILURE
        };
    }
    let start = Instant::now();
    let measure_from = start + Duration::from_secs_f64(args.warmup);
    let end = measure_from + Duration::from_secs_f64(args.duration);
    let crowd = (args.mix == Mix::Players).then(|| {
        Arc::new(Crowd {
            clients: clients.clone(),
            opponent: Arc::new(Mutex::new(histogram())),
            stream_errors: Arc::new(AtomicU64::new(0)),
            open: Arc::new(AtomicU64::new(0)),
            peak: Arc::new(AtomicU64::new(0)),
            spectators: args.spectators,
            think: (args.think_min, args.think_max.max(args.think_min)),
            clock_every: args.clock_every,
            rest: args.rest,
        })
    });
    let workers = if args.mix == Mix::Fill {
        args.games
    } else {
        args.concurrency
    };
    let mut tasks = Vec::new();
    for i in 0..workers {
        let Some(client) = clients.get(i as usize % clients.len()).cloned() else {
            continue;
        };
        let worker = Worker {
            client,
            rng: fastrand::Rng::with_seed(
                args.seed ^ u64::from(i).wrapping_mul(0x9E37_79B9_7F4A_7C15),
            ),
            stats: Stats::new(),
            measure_from,
            end,
            mix: args.mix,
            pick: args.pick,
            reads_per_step: args.reads_per_step,
            max_turns: args.max_turns,
            request_ids: args.request_ids,
            id: u64::from(i),
            requests: u64::from(i),
            crowd: crowd.clone(),
        };
        if args.mix == Mix::Fill {
            tasks.push(tokio::spawn(fill(worker)));
        } else if args.mix == Mix::Players && args.ramp > 0.0 {
            let delay = Duration::from_secs_f64(args.ramp * f64::from(i) / f64::from(workers));
            tasks.push(tokio::spawn(async move {
                tokio::time::sleep(delay).await;
                worker.run().await
            }));
        } else {
            tasks.push(tokio::spawn(worker.run()));
        }
    }
    let mut stats = Stats::new();
    for task in tasks {
        match task.await {
            Ok(worker_stats) => stats.merge(worker_stats),
            Err(e) => {
                eprintln!("error: a worker failed: {e}");
                return ExitCode::from(2);
            }
        }
    }
    let mut peak_streams = 0;
    if let Some(crowd) = &crowd {
        let opponent = crowd
            .opponent
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone();
        if !opponent.is_empty() {
            stats.latency.insert("MoveToOpponent", opponent);
        }
        let failed = crowd.stream_errors.load(Ordering::Relaxed);
        if failed > 0 {
            stats.errors.insert(
                ("WatchStream", Code::Unknown as i32),
                (failed, "stream failed".into()),
            );
        }
        peak_streams = crowd.peak.load(Ordering::Relaxed);
    }
    let measured = if args.mix == Mix::Fill {
        start.elapsed()
    } else {
        Duration::from_secs_f64(args.duration)
    };
    let mut report = report::report(&args, &stats, measured);
    report["peak_watch_streams"] = json!(peak_streams);
    if args.json {
        println!("{report}");
    } else {
        report::print_table(&report);
    }
    if stats.error_total() > 0 {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

/// The fill mix: one game per worker, played to the turn cap; a game decided early (which the
/// choice of steps avoids whenever it can) is replaced, at most 20 times.
async fn fill(mut worker: Worker) -> Stats {
    for _ in 0..20 {
        let before = worker.stats.filled.len();
        let _ = worker.play().await;
        if worker.stats.filled.len() > before {
            break;
        }
    }
    worker.stats
}

#[cfg(test)]
mod tests {
    use super::connection_targets;

    fn names(targets: &[&str]) -> Vec<String> {
        targets.iter().map(|t| (*t).to_owned()).collect()
    }

    #[test]
    fn one_target_takes_every_connection() {
        let targets = names(&["http://a"]);
        assert_eq!(
            connection_targets(&targets, 3),
            Ok(vec!["http://a", "http://a", "http://a"])
        );
    }

    #[test]
    fn connections_go_round_robin_over_the_targets() {
        let targets = names(&["http://a", "http://b", "http://c"]);
        assert_eq!(
            connection_targets(&targets, 7),
            Ok(vec![
                "http://a", "http://b", "http://c", "http://a", "http://b", "http://c", "http://a"
            ])
        );
    }

    #[test]
    fn every_target_needs_a_connection() {
        let targets = names(&["http://a", "http://b", "http://c"]);
        let error = connection_targets(&targets, 2).unwrap_err();
        assert!(error.contains("--connections 2"), "{error}");
        assert!(connection_targets(&[], 4).is_err());
    }
}
