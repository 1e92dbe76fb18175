//! What a run reports: its figures as JSON (`--json`) and as a table.

use std::time::Duration;

use serde_json::{Value, json};
use tonic::Code;

use super::{Args, Stats, overload};

/// The run's figures: each RPC's rate and latency percentiles, the errors by RPC and code,
/// and the games started and finished.
pub(super) fn report(args: &Args, stats: &Stats, measured: Duration) -> Value {
    let secs = measured.as_secs_f64();
    let mut rpcs = serde_json::Map::new();
    let mut total = 0u64;
    for (name, h) in &stats.latency {
        total += h.len();
        rpcs.insert((*name).to_owned(), overload::summary(h, secs));
    }
    let mut errors = serde_json::Map::new();
    for ((name, code), (count, message)) in &stats.errors {
        errors.insert(
            format!("{name}/{:?}", Code::from(*code)),
            json!({ "count": count, "first_message": message }),
        );
    }
    json!({
        "target": args.targets.join(","),
        "targets": args.targets,
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

/// The figures as a table on standard output.
pub(super) fn print_table(report: &Value) {
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
