//! The `bot`, `match` and `bot-bench` subcommands, generic over a game's client.

use std::time::{Duration, Instant};

use arbiter::bot::BotRules;
use arbiter::bot::client::{GameClient, Outcome};
use arbiter::bot::engine::{Engine, EnginePlayer, SharedEngine};
use arbiter::bot::matches::{self, summarize};
use arbiter::bot::runner::{self, Connection, SeatSpec};
use arbiter::bot::search::{Budget, Mcts};
use arbiter::ruleset::{GameStatus, Ruleset};

use crate::config::{BotArgs, BotBenchArgs, MatchArgs};

pub use self::account::run_account;

mod account;

/// A seat given by name (any case) or number.
///
/// # Errors
/// No seat has that name or number.
pub fn parse_seat<R: Ruleset>(text: &str) -> Result<usize, String> {
    if let Ok(n) = text.parse::<usize>()
        && n < R::SEATS.len()
    {
        return Ok(n);
    }
    R::SEATS
        .iter()
        .position(|&s| R::seat_name(s).eq_ignore_ascii_case(text))
        .ok_or_else(|| {
            let names: Vec<&str> = R::SEATS.iter().map(|&s| R::seat_name(s)).collect();
            format!(
                "unknown seat {text:?}: one of {} or 0..{}",
                names.join(", "),
                R::SEATS.len()
            )
        })
}

fn seat_name<R: Ruleset>(seat: usize) -> &'static str {
    R::SEATS.get(seat).map_or("?", |&s| R::seat_name(s))
}

fn describe<R: Ruleset>(outcome: Outcome) -> String {
    match outcome {
        Outcome::Won(seat) => format!("{} won", seat_name::<R>(seat)),
        Outcome::Drawn => "drawn".to_owned(),
        Outcome::Aborted => "aborted".to_owned(),
        Outcome::Ongoing => "not over".to_owned(),
    }
}

/// The web client's page of a seat (`docs/web.md`): the token in the fragment only.
fn seat_page<R: Ruleset>(addr: &str, game_id: &str, seat: usize, token: &str) -> String {
    let origin = if addr.contains("://") {
        addr.trim_end_matches('/').to_owned()
    } else {
        format!("http://{addr}")
    };
    let fragment: String = token
        .bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() || b"-_.~".contains(&b) {
                char::from(b).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect();
    format!(
        "{origin}/play/{}/{game_id}#token={fragment}&seat={seat}",
        R::NAME.replace('_', "")
    )
}

/// `arbiter bot` without `--pool`: plays one seat of one game.
///
/// # Errors
/// A message for the user.
pub async fn run_bot<C: GameClient>(args: &BotArgs) -> Result<(), String> {
    let conn = Connection::new(args.addr.clone());
    let seat = match (&args.seat, args.new) {
        (Some(seat), _) => parse_seat::<C::Rules>(seat)?,
        (None, true) => 0,
        (None, false) => {
            return Err("give --seat: the seat of --token (e.g. white, black)".to_owned());
        }
    };
    let spec_seat = if args.new {
        let mut client = matches::connect::<C>(&conn)
            .await
            .map_err(|e| e.to_string())?;
        let created = client
            .new_game(args.position.clone(), None)
            .await
            .map_err(|s| format!("NewGame failed: {:?} {}", s.code(), s.message()))?;
        println!("game {}", created.game_id);
        for (n, token) in created.tokens.iter().enumerate() {
            if n != seat {
                println!("{} token {token}", seat_name::<C::Rules>(n).to_lowercase());
                if let Some(addr) = args.addr.first() {
                    println!(
                        "play {} in a browser: {}",
                        seat_name::<C::Rules>(n).to_lowercase(),
                        seat_page::<C::Rules>(addr, &created.game_id, n, token)
                    );
                }
            }
        }
        SeatSpec {
            game_id: created.game_id.clone(),
            token: created.tokens.get(seat).cloned().unwrap_or_default(),
            seat,
        }
    } else {
        let (Some(game), Some(token)) = (&args.game, &args.token) else {
            return Err("give --game and --token (or --new, or --pool)".to_owned());
        };
        SeatSpec {
            game_id: game.clone(),
            token: token.clone(),
            seat,
        }
    };
    let report = play_seat::<C>(args, conn, &spec_seat).await?;
    let think = report.think.iter().sum::<Duration>();
    println!(
        "game {} over: {}; this bot ({}) played {} actions, {:.1} ms think per action, {} reconnects, {} retries",
        spec_seat.game_id,
        describe::<C::Rules>(report.outcome.unwrap_or(Outcome::Ongoing)),
        seat_name::<C::Rules>(seat),
        report.actions,
        think.as_secs_f64() * 1000.0 / report.actions.max(1) as f64,
        report.reconnects,
        report.retries,
    );
    Ok(())
}

/// Plays `spec_seat` with the engine or search `args` ask for, until the game is over.
///
/// # Errors
/// A message for the user.
pub(crate) async fn play_seat<C: GameClient>(
    args: &BotArgs,
    conn: Connection,
    spec_seat: &SeatSpec,
) -> Result<runner::PlayReport, String> {
    let seat = spec_seat.seat;
    let spec = args.think.spec();
    let report = if let Some(command) = &args.engine {
        let movetime_ms = args.think.budget_ms.unwrap_or(1000);
        let engine = tokio::task::spawn_blocking({
            let command = command.clone();
            move || Engine::start(&command)
        })
        .await
        .map_err(|e| format!("the engine's start failed: {e}"))?
        .map_err(|e| e.to_string())?;
        tracing::info!(game_id = %spec_seat.game_id, seat = seat_name::<C::Rules>(seat), engine = %engine.name, author = %engine.author, movetime_ms, "playing");
        let engine = SharedEngine::new(engine);
        let player = Box::new(EnginePlayer::<C::Rules>::new(
            engine.clone(),
            seat,
            movetime_ms,
        ));
        let result = tokio::select! {
            report = runner::play::<C>(conn, spec_seat, player) => report.map_err(|e| e.to_string()),
            e = engine.failure() => Err(e.to_string()),
        };
        let outcome = result.as_ref().ok().and_then(|r| r.outcome);
        tokio::task::spawn_blocking(move || engine.finish(outcome))
            .await
            .map_err(|e| format!("the engine's end failed: {e}"))?;
        result?
    } else {
        tracing::info!(game_id = %spec_seat.game_id, seat = seat_name::<C::Rules>(seat), bot = %spec, "playing");
        let player = spec.player::<C::Rules>(args.think.seed);
        runner::play::<C>(conn, spec_seat, player)
            .await
            .map_err(|e| e.to_string())?
    };
    Ok(report)
}

/// `arbiter match`.
///
/// # Errors
/// A message for the user.
pub async fn run_match<C: GameClient>(args: &MatchArgs) -> Result<(), String> {
    let mut conn = Connection::new(args.addr.clone());
    conn.give_up_after = Some(Duration::from_secs(60));
    let parallel = usize::try_from(args.parallel).unwrap_or(1);
    let json = args.json;
    let started = Instant::now();
    let plan = matches::Plan {
        a: args.a,
        b: args.b,
        games: args.games,
        parallel,
        seed: args.seed,
        max_actions: (args.max_actions > 0).then_some(args.max_actions),
    };
    let results = matches::play_match::<C>(&conn, &plan, |r| {
        if !json {
            eprintln!(
                "game {} ({}): A {} as {} — {}",
                r.game_id,
                r.a.actions + r.b.actions,
                match r.outcome {
                    Outcome::Won(seat) if seat == r.a_seat => "won",
                    Outcome::Won(_) => "lost",
                    _ => "drew",
                },
                seat_name::<C::Rules>(r.a_seat),
                describe::<C::Rules>(r.outcome),
            );
        }
    })
    .await
    .map_err(|e| e.to_string())?;
    let summary = summarize(&results);
    if json {
        let mut value = summary.json(&args.a, &args.b);
        value["game_kind"] = serde_json::Value::from(<C::Rules as Ruleset>::NAME);
        value["seconds"] = serde_json::Value::from(started.elapsed().as_secs_f64());
        println!("{value}");
    } else {
        print!("{}", summary.table(&args.a, &args.b));
        println!(
            "{} games of {} in {:.1} s",
            summary.games,
            <C::Rules as Ruleset>::NAME,
            started.elapsed().as_secs_f64()
        );
    }
    Ok(())
}

/// What `bot-bench` measured.
#[derive(Clone, Debug)]
pub struct BenchReport {
    /// Full playouts (capped; random but for [`BotRules::urgent`], as the search plays them)
    /// per second from the start position.
    pub playouts_per_second: f64,
    /// Actions applied per second in those playouts.
    pub playout_actions_per_second: f64,
    /// Search iterations per second from the start position.
    pub iterations_per_second: f64,
}

/// Measures playouts and search iterations of `R` for about `millis` each.
#[must_use]
pub fn bench<R: BotRules>(millis: u64, seed: u64) -> BenchReport {
    let limit = Duration::from_millis(millis.max(1));
    let mut rng = fastrand::Rng::with_seed(seed);
    let start = R::new_game(R::initial_position());
    let started = Instant::now();
    let (mut playouts, mut actions) = (0u64, 0u64);
    while started.elapsed() < limit {
        let mut game = start.clone();
        for _ in 0..R::PLAYOUT_CAP {
            if R::status(&game) != GameStatus::Ongoing {
                break;
            }
            let legal = R::legal_actions(&game);
            let pick = R::urgent(&game, &legal, &mut rng)
                .unwrap_or_else(|| rng.usize(..legal.len().max(1)));
            let Some(&action) = legal.get(pick) else {
                break;
            };
            if R::apply(&mut game, action).is_err() {
                break;
            }
            actions += 1;
        }
        playouts += 1;
    }
    let playout_secs = started.elapsed().as_secs_f64();
    let mut search = Mcts::new(
        Budget {
            time: Some(limit),
            iterations: None,
        },
        seed,
    );
    let searched = search.search::<R>(&start);
    let iterations = searched.map_or(0, |s| s.choice.iterations);
    let search_secs = searched.map_or(1.0, |s| s.choice.elapsed.as_secs_f64());
    BenchReport {
        playouts_per_second: playouts as f64 / playout_secs,
        playout_actions_per_second: actions as f64 / playout_secs,
        iterations_per_second: iterations as f64 / search_secs.max(1e-9),
    }
}

/// `arbiter bot-bench`.
pub fn run_bench<R: BotRules>(args: &BotBenchArgs) {
    let report = bench::<R>(args.millis, args.seed);
    println!(
        "{}: {:.0} playouts/s (capped at {} actions; {:.0} actions/s); {:.0} search iterations/s from the start position",
        R::NAME,
        report.playouts_per_second,
        R::PLAYOUT_CAP,
        report.playout_actions_per_second,
        report.iterations_per_second
    );
}
