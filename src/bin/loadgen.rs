//! `loadgen`: drives a running Hanniball server with concurrent simulated games and reports,
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

use std::collections::BTreeMap;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use clap::{Parser, ValueEnum};
use hanniball::games::hanniball::pb;
use hanniball::games::hanniball::pb::hanniball_service_client::HanniballServiceClient;
use hanniball::games::hanniball::rules::{ActionList, Game, Side};
use hdrhistogram::Histogram;
use serde_json::{Value, json};
use tonic::transport::{Channel, Endpoint};
use tonic::{Code, Request, Response, Status as RpcStatus};

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
}

/// Where the random legal step comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum Pick {
    /// Ask the server (`LegalActions`) before every step.
    Server,
    /// Follow the game with the local rules engine: the stream is ApplyAction alone.
    Local,
}

/// Load generator for the Hanniball game-state service.
#[derive(Debug, Parser)]
#[command(name = "loadgen", version, about)]
struct Args {
    /// The server's address.
    #[arg(long, default_value = "http://127.0.0.1:50051")]
    target: String,
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
    /// Games to play in the fill mix.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=10_000))]
    games: u32,
    /// Send a unique request id with every ApplyAction (the server keeps a record of each, in its
    /// bounded retry log).
    #[arg(long)]
    request_ids: bool,
    /// Seed of the random choices.
    #[arg(long, default_value_t = 1)]
    seed: u64,
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
}

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

async fn connect(args: &Args) -> Result<Vec<HanniballServiceClient<Channel>>, String> {
    let endpoint = Endpoint::from_shared(args.target.clone())
        .map_err(|e| format!("--target {:?} is not a URI: {e}", args.target))?
        .tcp_nodelay(true)
        .connect_timeout(Duration::from_secs(5));
    let mut clients = Vec::new();
    for _ in 0..args.connections {
        let channel = endpoint
            .connect()
            .await
            .map_err(|e| format!("cannot connect to {}: {e}", args.target))?;
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
    let start = Instant::now();
    let measure_from = start + Duration::from_secs_f64(args.warmup);
    let end = measure_from + Duration::from_secs_f64(args.duration);
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
            requests: 0,
        };
        if args.mix == Mix::Fill {
            tasks.push(tokio::spawn(fill(worker)));
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
    let measured = if args.mix == Mix::Fill {
        start.elapsed()
    } else {
        Duration::from_secs_f64(args.duration)
    };
    let report = report(&args, &stats, measured);
    if args.json {
        println!("{report}");
    } else {
        print_table(&report);
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

fn report(args: &Args, stats: &Stats, measured: Duration) -> Value {
    let secs = measured.as_secs_f64();
    let mut rpcs = serde_json::Map::new();
    let mut total = 0u64;
    for (name, h) in &stats.latency {
        total += h.len();
        rpcs.insert(
            (*name).to_owned(),
            json!({
                "count": h.len(),
                "rps": h.len() as f64 / secs,
                "p50_us": h.value_at_quantile(0.50),
                "p90_us": h.value_at_quantile(0.90),
                "p99_us": h.value_at_quantile(0.99),
                "max_us": h.max(),
            }),
        );
    }
    let mut errors = serde_json::Map::new();
    for ((name, code), (count, message)) in &stats.errors {
        errors.insert(
            format!("{name}/{:?}", Code::from(*code)),
            json!({ "count": count, "first_message": message }),
        );
    }
    json!({
        "target": args.target,
        "mix": format!("{:?}", args.mix).to_lowercase(),
        "pick": format!("{:?}", args.pick).to_lowercase(),
        "concurrency": args.concurrency,
        "connections": args.connections,
        "duration_s": secs,
        "total_rps": total as f64 / secs,
        "rpcs": rpcs,
        "errors": errors,
        "error_total": stats.error_total(),
        "games_started": stats.games_started,
        "games_finished": stats.games_finished,
        "games_resigned": stats.games_resigned,
        "filled_game_ids": stats.filled,
    })
}

fn print_table(report: &Value) {
    let ms = |v: &Value| v.as_f64().unwrap_or(0.0) / 1000.0;
    println!(
        "mix {} (pick {}), concurrency {}, {} connection(s), {:.1} s measured: {:.0} calls/s",
        report["mix"].as_str().unwrap_or_default(),
        report["pick"].as_str().unwrap_or_default(),
        report["concurrency"],
        report["connections"],
        report["duration_s"].as_f64().unwrap_or(0.0),
        report["total_rps"].as_f64().unwrap_or(0.0),
    );
    println!(
        "{:<12} {:>9} {:>10} {:>9} {:>9} {:>9} {:>9}",
        "rpc", "count", "req/s", "p50 ms", "p90 ms", "p99 ms", "max ms"
    );
    if let Some(rpcs) = report["rpcs"].as_object() {
        for (name, r) in rpcs {
            println!(
                "{:<12} {:>9} {:>10.0} {:>9.3} {:>9.3} {:>9.3} {:>9.3}",
                name,
                r["count"],
                r["rps"].as_f64().unwrap_or(0.0),
                ms(&r["p50_us"]),
                ms(&r["p90_us"]),
                ms(&r["p99_us"]),
                ms(&r["max_us"]),
            );
        }
    }
    println!(
        "games: {} started, {} finished ({} resigned at the turn cap)",
        report["games_started"], report["games_finished"], report["games_resigned"]
    );
    if let Some(ids) = report["filled_game_ids"].as_array() {
        for id in ids {
            println!("filled game {}", id.as_str().unwrap_or_default());
        }
    }
    match report["errors"].as_object() {
        Some(errors) if !errors.is_empty() => {
            for (key, e) in errors {
                println!(
                    "ERRORS {key}: {} (first: {})",
                    e["count"],
                    e["first_message"].as_str().unwrap_or_default()
                );
            }
        }
        _ => println!("errors: none"),
    }
}
