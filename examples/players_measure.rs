//! Measures the player database: the time of one Argon2id password hash at a few costs, the
//! latency of archiving a rated game (with its rating update), the database size per
//! archived game, and the leaderboard query with many players and archived games.
//!
//!     cargo run --release --example players_measure -- [DATABASE_URL] [PLAYERS] [GAMES]
//!
//! Without a URL it uses a temporary SQLite file. PLAYERS (default 100000) and GAMES
//! (default 1000000) size the generated data of the leaderboard measurement (PostgreSQL
//! only: generated in SQL with generate_series). Use an empty database: it writes into it.

use std::sync::Arc;
use std::time::{Duration, Instant};

use arbiter::players::Players;
use arbiter::players::accounts::AccountOptions;
use arbiter::players::archive::{FinishedGame, FinishedSeat, GameResult};
use arbiter::players::db::{Backend, Database};
use arbiter::players::hashing::{PasswordCost, hash_password};
use arbiter::players::ratings;
use arbiter::session::clock::system;
use sqlx::Row as _;

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let at = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[at.min(sorted.len() - 1)]
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn argon2() {
    if cfg!(debug_assertions) {
        println!("== Argon2id: skipped in a debug build (run with --release to measure it)");
        return;
    }
    println!("== Argon2id: time per hash (median of 9, one thread)");
    for (label, cost) in [
        ("m=19456 KiB t=2 p=1 (chosen)", PasswordCost::DEFAULT),
        (
            "m=12288 KiB t=3 p=1",
            PasswordCost {
                memory_kib: 12 * 1024,
                iterations: 3,
                parallelism: 1,
            },
        ),
        (
            "m=47104 KiB t=1 p=1",
            PasswordCost {
                memory_kib: 46 * 1024,
                iterations: 1,
                parallelism: 1,
            },
        ),
        (
            "m=65536 KiB t=3 p=1",
            PasswordCost {
                memory_kib: 64 * 1024,
                iterations: 3,
                parallelism: 1,
            },
        ),
    ] {
        let mut times: Vec<Duration> = (0..9)
            .map(|_| {
                let started = Instant::now();
                hash_password(cost, "correct horse battery staple").expect("hash");
                started.elapsed()
            })
            .collect();
        times.sort();
        println!(
            "  {label:<30} median {:7.1} ms  min {:7.1} ms  max {:7.1} ms",
            ms(percentile(&times, 0.5)),
            ms(times[0]),
            ms(times[times.len() - 1])
        );
    }
}

fn game(
    id: String,
    a: arbiter::players::PlayerId,
    b: arbiter::players::PlayerId,
    n: u64,
) -> FinishedGame {
    let record: String = (0..60)
        .map(|i| format!("{}. d1-d3 e11-e9 ", i + 1))
        .collect();
    FinishedGame {
        game_id: id,
        game: "hnefatafl".into(),
        rated: true,
        start_position: "3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3 a"
            .into(),
        record,
        result: match n % 3 {
            0 => GameResult::Win(0),
            1 => GameResult::Win(1),
            _ => GameResult::Draw,
        },
        termination: "RESIGNATION".into(),
        time_control: "fischer 300000+3000".into(),
        started_ms: 1_800_000_000_000 + n * 1000,
        ended_ms: 1_800_000_600_000 + n * 1000,
        seats: vec![
            FinishedSeat {
                side: "ATTACKERS".into(),
                player: Some(a),
                name: String::new(),
            },
            FinishedSeat {
                side: "DEFENDERS".into(),
                player: Some(b),
                name: String::new(),
            },
        ],
    }
}

async fn size(db: &Database) -> Option<i64> {
    match db.backend() {
        Backend::Postgres => sqlx::query(
            "SELECT (pg_total_relation_size('archived_games') + pg_total_relation_size('archived_seats'))::BIGINT",
        )
        .fetch_one(db.pool())
        .await
        .ok()
        .map(|r| r.get(0)),
        Backend::Sqlite => sqlx::query(
            "SELECT CAST(page_count * page_size AS INTEGER) FROM pragma_page_count(), pragma_page_size()",
        )
        .fetch_one(db.pool())
        .await
        .ok()
        .map(|r| r.get(0)),
    }
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let dir = tempfile::tempdir()?;
    let url = args.first().cloned().unwrap_or_else(|| {
        format!(
            "sqlite://{}?mode=rwc",
            dir.path().join("measure.sqlite3").display()
        )
    });
    let n_players: u64 = args.get(1).map_or(Ok(100_000), |s| s.parse())?;
    let n_games: u64 = args.get(2).map_or(Ok(1_000_000), |s| s.parse())?;

    argon2();

    let db = Database::open(&url).await?;
    println!("== archive writes on {:?}", db.backend());
    let players = Players::new(
        db.clone(),
        system(),
        AccountOptions {
            cost: PasswordCost::TEST,
            ..AccountOptions::default()
        },
    )?;
    let mut ids = Vec::new();
    for i in 0..100 {
        ids.push(
            players
                .accounts()
                .create(&format!("measure{i}"), "measure-password")
                .await?
                .id,
        );
    }
    let before = size(&db).await;
    let writes = 2000u64;
    let mut times = Vec::with_capacity(writes as usize);
    for n in 0..writes {
        let a = ids[(n % 100) as usize];
        let b = ids[((n * 7 + 13) % 100) as usize];
        let b = if a == b {
            ids[((n + 1) % 100) as usize]
        } else {
            b
        };
        let g = game(format!("measure-{n:08}"), a, b, n);
        let started = Instant::now();
        players.game_ended(g).await?;
        times.push(started.elapsed());
    }
    times.sort();
    println!(
        "  {writes} rated games, one at a time: p50 {:.2} ms  p90 {:.2} ms  p99 {:.2} ms  max {:.2} ms",
        ms(percentile(&times, 0.5)),
        ms(percentile(&times, 0.9)),
        ms(percentile(&times, 0.99)),
        ms(times[times.len() - 1])
    );
    if let (Some(before), Some(after)) = (before, size(&db).await) {
        println!(
            "  size per archived game (tables and indexes, 120-move record): {} bytes",
            (after - before) / i64::try_from(writes)?
        );
    }

    if db.backend() == Backend::Postgres && n_players > 0 {
        println!(
            "== leaderboard with {n_players} players and {n_games} archived games (generated)"
        );
        let started = Instant::now();
        sqlx::query(
            "INSERT INTO players (name, name_key, password_hash, created_ms) \
             SELECT 'gen' || i, 'gen' || i, 'x', 0 FROM generate_series(1, $1) AS i",
        )
        .bind(i64::try_from(n_players)?)
        .execute(db.pool())
        .await?;
        sqlx::query(
            "INSERT INTO ratings (player_id, game, rating, deviation, volatility, games, wins, losses, draws, updated_ms) \
             SELECT id, g, 1500 + 400 * (random() - 0.5) * 2, 40 + random() * 300, 0.06, (random() * 40)::BIGINT, 0, 0, 0, 0 \
             FROM players, unnest(ARRAY['hanniball', 'hnefatafl', 'chessfootball']) AS g \
             WHERE name_key LIKE 'gen%' ON CONFLICT DO NOTHING",
        )
        .execute(db.pool())
        .await?;
        let record: String = (0..60)
            .map(|i| format!("{}. d1-d3 e11-e9 ", i + 1))
            .collect();
        sqlx::query(
            "INSERT INTO archived_games (game_id, game, rated, start_position, record, result, winner_seat, \
             termination, time_control, started_ms, ended_ms, archived_ms) \
             SELECT 'gen-' || i, 'hnefatafl', 1, 'start', $2, 'WIN', 0, 'RESIGNATION', '', i, i, i \
             FROM generate_series(1, $1) AS i",
        )
        .bind(i64::try_from(n_games)?)
        .bind(&record)
        .execute(db.pool())
        .await?;
        sqlx::query(
            "INSERT INTO archived_seats (game_id, seat, side, player_id, name, outcome, game, ended_ms) \
             SELECT 'gen-' || i, s, CASE s WHEN 0 THEN 'ATTACKERS' ELSE 'DEFENDERS' END, \
             (SELECT MIN(id) FROM players) + ((i * 7 + s * 31337) % $2), '', CASE s WHEN 0 THEN 'WIN' ELSE 'LOSS' END, 'hnefatafl', i \
             FROM generate_series(1, $1) AS i, generate_series(0, 1) AS s",
        )
        .bind(i64::try_from(n_games)?)
        .bind(i64::try_from(n_players)?)
        .execute(db.pool())
        .await?;
        sqlx::query("ANALYZE").execute(db.pool()).await?;
        println!("  generated in {:.1} s", started.elapsed().as_secs_f64());
        let mut times = Vec::new();
        for _ in 0..50 {
            let started = Instant::now();
            let board = ratings::leaderboard(&db, "hnefatafl", 10, 100, system().now_ms()).await?;
            times.push(started.elapsed());
            assert_eq!(board.len(), 100);
        }
        times.sort();
        println!(
            "  top 100 with >= 10 games (50 queries): p50 {:.2} ms  p99 {:.2} ms",
            ms(percentile(&times, 0.5)),
            ms(percentile(&times, 0.99))
        );
        let busy = ids[0];
        let mut times = Vec::new();
        for _ in 0..50 {
            let started = Instant::now();
            let _ = arbiter::players::archive::list(
                &db,
                busy,
                &arbiter::players::archive::GameFilter::default(),
                None,
                20,
            )
            .await?;
            times.push(started.elapsed());
        }
        times.sort();
        println!(
            "  a player's newest 20 games (50 queries): p50 {:.2} ms  p99 {:.2} ms",
            ms(percentile(&times, 0.5)),
            ms(percentile(&times, 0.99))
        );
        if let Some(total) = size(&db).await {
            let count: i64 = sqlx::query("SELECT COUNT(*) FROM archived_games")
                .fetch_one(db.pool())
                .await?
                .get(0);
            println!(
                "  archive tables: {:.1} MiB for {count} games = {} bytes per game",
                total as f64 / 1048576.0,
                total / count.max(1)
            );
        }
    }
    let _keep = Arc::new(dir);
    Ok(())
}
