//! `arbiter analyse RECORD`: a record file analysed with the bots' searchers in this process
//! (the analysis board's search, `arbiter::analysis`, without a server): the last position's
//! evaluation and lines as the search deepens, or with `--review` the evaluation after each
//! action with the biggest swings marked.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use arbiter::analysis::service::biggest_swings;
use arbiter::analysis::{Analysers, Shown, Subject};
use arbiter::bot::analyse::Ask;
use arbiter::bot::search::Budget;
use arbiter::games::Served;
use arbiter::rpc::Replays;

use super::config::AnalyseArgs;

/// The value of a tag (`[Game "hnefatafl"]`) of a record.
fn tag<'a>(record: &'a str, name: &str) -> Option<&'a str> {
    record.lines().find_map(|line| {
        let rest = line.trim().strip_prefix('[')?.strip_prefix(name)?;
        let value = rest.trim().strip_prefix('"')?.strip_suffix("\"]")?;
        Some(value)
    })
}

/// The expected result for the first seat in words.
fn value_words(value: f64, decided: Option<&(String, u32)>) -> String {
    match decided {
        Some((winner, _)) if winner.is_empty() => "drawn".to_owned(),
        Some((winner, 0)) => format!("{winner} win"),
        Some((winner, actions)) => format!("{winner} win in {actions}"),
        None => format!("{:>5.1}% for the first side", value * 100.0),
    }
}

fn print(shown: &Shown, elapsed: Duration) {
    println!(
        "{} depth {:>2}  {:>10} nodes  {:>6.2} s{}",
        shown.searcher,
        shown.depth,
        shown.nodes,
        elapsed.as_secs_f64(),
        if shown.done { "  (done)" } else { "" }
    );
    for (i, line) in shown.lines.iter().enumerate() {
        println!(
            "  {}. {}  {}",
            i + 1,
            value_words(line.value0, line.decided.as_ref()),
            line.actions.join(" ")
        );
    }
}

/// Runs `arbiter analyse`.
///
/// # Errors
/// A message for the user: the file, the game or the record.
pub fn run(args: &AnalyseArgs) -> Result<(), String> {
    let record = if args.record == "-" {
        std::io::read_to_string(std::io::stdin())
            .map_err(|e| format!("reading standard input: {e}"))?
    } else {
        std::fs::read_to_string(&args.record)
            .map_err(|e| format!("reading {}: {e}", args.record))?
    };
    let game = match (&args.game_kind, tag(&record, "Game")) {
        (Some(kind), _) => kind.clone(),
        (None, Some(named)) => named.to_owned(),
        (None, None) => {
            return Err("the record has no [Game \"…\"] tag: give --game-kind".to_owned());
        }
    };
    let steps = Replays::of(&Served)
        .replay(&game, &record)
        .map_err(|e| format!("the record does not read as {game}: {e}"))?;
    let start = steps
        .first()
        .map(|s| s.position.clone())
        .unwrap_or_default();
    let actions: Vec<String> = steps.iter().skip(1).map(|s| s.action.clone()).collect();
    let analysers = Analysers::of(&Served);
    let subject = |n: usize| Subject {
        game: game.clone(),
        position: start.clone(),
        actions: actions[..n].to_vec(),
        record: String::new(),
    };
    let stop = Arc::new(AtomicBool::new(false));
    let budget = Budget::millis(args.time_ms);
    if !args.review {
        let after = args.after.unwrap_or(actions.len());
        if after > actions.len() {
            return Err(format!(
                "--after {after}: the record has {} actions",
                actions.len()
            ));
        }
        let position = analysers
            .prepare(&subject(after))
            .map_err(|e| e.to_string())?;
        println!(
            "{} after {after} actions: {}",
            position.game, position.position
        );
        if let Some(over) = &position.game_over {
            println!("the game is over: {over}");
            return Ok(());
        }
        println!("{} to move", position.side_to_move);
        let started = Instant::now();
        let ask = Ask {
            budget,
            lines: usize::try_from(args.lines).unwrap_or(1),
            seed: fastrand::u64(..),
            stop: &stop,
        };
        (position.run)(ask, &mut |shown| {
            print(&shown, started.elapsed());
            true
        });
        return Ok(());
    }
    let mut values = Vec::with_capacity(actions.len() + 1);
    let mut rows = Vec::with_capacity(actions.len() + 1);
    for n in 0..=actions.len() {
        let position = analysers.prepare(&subject(n)).map_err(|e| e.to_string())?;
        let (value, best) = match position.result0 {
            Some(result) => (result, String::new()),
            None => {
                let mut last: Option<Shown> = None;
                let ask = Ask {
                    budget,
                    lines: 1,
                    seed: fastrand::u64(..),
                    stop: &stop,
                };
                (position.run)(ask, &mut |shown| {
                    last = Some(shown);
                    true
                });
                let line = last.and_then(|l| l.lines.into_iter().next());
                (
                    line.as_ref().map_or(0.5, |l| l.value0),
                    line.and_then(|l| l.actions.into_iter().next())
                        .unwrap_or_default(),
                )
            }
        };
        values.push(value);
        rows.push((
            n,
            if n == 0 {
                "(start)".to_owned()
            } else {
                actions[n - 1].clone()
            },
            value,
            best,
        ));
    }
    let swings = biggest_swings(&values, args.swings);
    println!("{:>4}  {:<14} {:>8}  best", "#", "action", "first");
    for (n, action, value, best) in rows {
        let mark = match swings.iter().position(|&s| s as usize == n) {
            Some(rank) => format!("  <- swing {}", rank + 1),
            None => String::new(),
        };
        println!("{n:>4}  {action:<14} {:>7.1}%  {best}{mark}", value * 100.0);
    }
    Ok(())
}
