//! Soak: random play against the real `arbiter` binary (over a private Redis) for
//! `ARBITER_SOAK_SECS` seconds (default 60; `ARBITER_SOAK_SECS=600` for the long run), with
//! the server's resident memory (`VmRSS` of `/proc/<pid>/status`) sampled every 2 seconds (more
//! often in runs shorter than a minute).
//!
//! Asserts: no call failed other than by an expected version conflict, and memory is flat:
//! after a warm-up (the first fifth of the run, when allocator arenas, connection buffers and
//! caches fill), the highest sample of the last third of the steady part is at most the
//! highest sample of its first third plus 4 MiB or 10 %, whichever is larger. A leak of k
//! bytes per call shows up as about k × (calls between the two thirds); at the rate this test
//! runs (several hundred calls a second in a debug build) that bound catches leaks of a few
//! hundred bytes per call in 60 s and of tens of bytes per call in the 10-minute run, while
//! allocator noise (well under a MiB here) passes. Growth that a long run would need to
//! reveal is what the 10-minute variant is for.

use crate::common;

use std::time::{Duration, Instant};

use common::RedisServer;
use common::binary::ServerProcess;
use common::play::{PlayStats, Rng, env_secs, random_play, test_seed};

const PLAYERS: usize = 16;
const STEPS_PER_GAME: u64 = 150;

fn mib(kib: u64) -> f64 {
    kib as f64 / 1024.0
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn random_play_against_the_binary_keeps_memory_flat_and_errors_at_zero() {
    let duration = env_secs("ARBITER_SOAK_SECS", 60);
    let mut rng = Rng::new(test_seed());
    let redis = RedisServer::start();
    let url = redis.url();
    let server = ServerProcess::start(&[
        ("REDIS_URL", url.as_str()),
        ("ARBITER_GAME_TTL_SECS", "300"),
    ])
    .await;

    let sample_every = (duration / 30).clamp(Duration::from_millis(200), Duration::from_secs(2));
    let started = Instant::now();
    let deadline = started + duration;
    let mut players = Vec::new();
    for number in 0..PLAYERS {
        let client = server.client().await;
        players.push(tokio::spawn(random_play(
            client,
            rng.fork(),
            format!("soak{number}"),
            deadline,
            STEPS_PER_GAME,
        )));
    }
    let mut samples: Vec<(Duration, u64)> = Vec::new();
    while Instant::now() < deadline {
        let rss = server.rss_kib().expect("the server's VmRSS");
        samples.push((started.elapsed(), rss));
        tokio::time::sleep(sample_every).await;
    }
    let mut stats = PlayStats::default();
    for player in players {
        stats.add(&player.await.expect("a player panicked"));
    }
    let elapsed = started.elapsed();
    samples.push((elapsed, server.rss_kib().expect("the server's VmRSS")));

    let warm = samples
        .iter()
        .position(|(t, _)| *t >= duration / 5)
        .unwrap_or(0);
    let steady = &samples[warm..];
    assert!(steady.len() >= 6, "too few samples: {samples:?}");
    let third = steady.len() / 3;
    let first_max = steady[..third].iter().map(|s| s.1).max().unwrap_or(0);
    let last_max = steady[steady.len() - third..]
        .iter()
        .map(|s| s.1)
        .max()
        .unwrap_or(0);
    let allowance = (4 * 1024).max(first_max / 10);
    // At most about 60 samples shown.
    let shown_every = samples.len().div_ceil(60);
    let series: Vec<String> = samples
        .iter()
        .step_by(shown_every)
        .map(|(t, kib)| format!("{:.1}s:{:.1}", t.as_secs_f64(), mib(*kib)))
        .collect();
    eprintln!(
        "soak: {PLAYERS} players for {:.0}s against the binary: {} calls ({:.0}/s), {} steps, \
         {} undos, {} games ({} finished by the rules, {} resigned), {} spectator reads, \
         {} conflicts, {} errors; RSS MiB start {:.1}, steady first-third max {:.1}, last-third \
         max {:.1} (allowed {:.1}), end {:.1}\nRSS samples (MiB): {}",
        elapsed.as_secs_f64(),
        stats.calls,
        stats.calls as f64 / elapsed.as_secs_f64(),
        stats.steps,
        stats.undos,
        stats.games,
        stats.finished,
        stats.resigned,
        stats.reads,
        stats.conflicts,
        stats.errors.len(),
        mib(samples[0].1),
        mib(first_max),
        mib(last_max),
        mib(first_max + allowance),
        mib(samples[samples.len() - 1].1),
        series.join(" "),
    );
    assert!(stats.errors.is_empty(), "errors: {:#?}", stats.errors);
    assert!(stats.steps > 0 && stats.games >= PLAYERS as u64);
    assert!(
        last_max <= first_max + allowance,
        "resident memory grew from {:.1} MiB to {:.1} MiB",
        mib(first_max),
        mib(last_max)
    );
}
