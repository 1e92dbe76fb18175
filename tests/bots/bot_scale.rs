//! Many concurrent games against the computer on two replicas (real processes, one Redis),
//! most of whose humans walk away after their first move: the ones who stay get every reply,
//! every game gets its computer move exactly once, and the walked-away games hold nothing.
//!
//! The CI run is small (a debug build on a loaded machine); `bench/bots-1000.sh` runs the
//! ignored test below with 1,000 games on a release build and prints its figures as JSON.

use crate::common;

use std::sync::Arc;
use std::time::{Duration, Instant};

use arbiter::bot::client::{BotOpponent, GameClient};
use arbiter::store::{BotQueue, DEFAULT_GAME_TTL, RedisStore};
use common::RedisServer;
use common::binary::ServerProcess;
use common::computer::Human;

type HnefataflClient = arbiter::rpc::client::Client<arbiter::games::hnefatafl::Hnefatafl>;

const LIMIT: Duration = Duration::from_secs(300);

struct Plan {
    games: usize,
    staying: usize,
    turns: usize,
    budget_ms: u32,
    thinkers: usize,
}

fn env_or(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let index = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[index.min(sorted.len() - 1)]
}

async fn run(plan: Plan) {
    let redis = RedisServer::start();
    let url = redis.url();
    let thinkers = plan.thinkers.to_string();
    let envs = [
        ("REDIS_URL", url.as_str()),
        ("ARBITER_BOT_GAMES", thinkers.as_str()),
        ("ARBITER_RATE_LIMIT_NEW_GAMES_PER_MIN", "0"),
    ];
    let replicas = [
        ServerProcess::start(&envs).await,
        ServerProcess::start(&envs).await,
    ];
    let channels = [replicas[0].channel().await, replicas[1].channel().await];
    let bot = BotOpponent {
        seat: 1,
        budget_ms: plan.budget_ms,
        iterations: 0,
    };
    let started = Instant::now();
    // Every human makes a first move; most then walk away.
    let mut tasks = tokio::task::JoinSet::new();
    for n in 0..plan.games {
        let channel = channels[n % 2].clone();
        let turns = if n < plan.staying { plan.turns } else { 0 };
        tasks.spawn(async move {
            let mut client = HnefataflClient::new(channel);
            let created = GameClient::new_game(&mut client, None, Some(bot))
                .await
                .expect("NewGame");
            let mut human = Human::new(client, &created.game_id, &created.tokens[0], 0, n as u64);
            let after = human.play_turn().await;
            let mut replies = Vec::new();
            if turns > 0 {
                let mut version = after.version;
                for _ in 0..turns {
                    let (now, took) = human.await_reply(version, LIMIT).await;
                    replies.push(took);
                    if now.outcome.is_over() {
                        break;
                    }
                    let after = human.play_turn().await;
                    if after.outcome.is_over() {
                        break;
                    }
                    version = after.version;
                }
            }
            (created.game_id, turns > 0, replies)
        });
    }
    let mut games = Vec::new();
    let mut replies = Vec::new();
    while let Some(done) = tasks.join_next().await {
        let (game_id, stayed, took) = done.expect("a human");
        replies.extend(took);
        games.push((game_id, stayed));
    }
    let stayers_done = started.elapsed();
    // Every walked-away game gets the computer's reply to its first move, exactly once.
    let mut client = HnefataflClient::new(channels[0].clone());
    for (game_id, stayed) in &games {
        let deadline = Instant::now() + LIMIT;
        loop {
            let history = GameClient::history(&mut client, game_id)
                .await
                .expect("GetHistory");
            assert_eq!(
                history.actions.len() as u64,
                history.observed.version - 1,
                "{game_id}: one version per action"
            );
            if !stayed && history.observed.to_move == 0 {
                assert_eq!(history.actions.len(), 2, "{game_id}: {:?}", history.actions);
                break;
            }
            if *stayed || history.observed.outcome.is_over() {
                break;
            }
            assert!(Instant::now() < deadline, "{game_id}: no computer move");
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
    let all_replied = started.elapsed();
    // Nothing is queued once every game waits for its human.
    let store = Arc::new(RedisStore::open(&url, DEFAULT_GAME_TTL).expect("redis url"));
    let deadline = Instant::now() + LIMIT;
    while store.queued().await.expect("queue length") != 0 {
        assert!(Instant::now() < deadline, "moves are still queued");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    replies.sort();
    assert!(!replies.is_empty() || plan.staying == 0);
    println!(
        "{{\"games\":{},\"staying\":{},\"turns\":{},\"budget_ms\":{},\"thinkers_per_replica\":{},\"replies\":{},\"reply_p50_ms\":{},\"reply_p99_ms\":{},\"reply_max_ms\":{},\"stayers_done_s\":{:.1},\"all_replied_s\":{:.1}}}",
        plan.games,
        plan.staying,
        plan.turns,
        plan.budget_ms,
        plan.thinkers,
        replies.len(),
        percentile(&replies, 0.5).as_millis(),
        percentile(&replies, 0.99).as_millis(),
        replies.last().copied().unwrap_or_default().as_millis(),
        stayers_done.as_secs_f64(),
        all_replied.as_secs_f64(),
    );
    drop(redis);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn many_games_on_two_replicas_most_humans_walk_away() {
    run(Plan {
        games: 100,
        staying: 8,
        turns: 5,
        budget_ms: 20,
        thinkers: 2,
    })
    .await;
}

/// `bench/bots-1000.sh`: `BOT_SCALE_GAMES` (1000), `BOT_SCALE_STAYING` (20),
/// `BOT_SCALE_TURNS` (10), `BOT_SCALE_BUDGET_MS` (100), `BOT_SCALE_THINKERS` (4).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a benchmark: run by bench/bots-1000.sh"]
async fn bench_many_games() {
    run(Plan {
        games: env_or("BOT_SCALE_GAMES", 1000),
        staying: env_or("BOT_SCALE_STAYING", 20),
        turns: env_or("BOT_SCALE_TURNS", 10),
        budget_ms: u32::try_from(env_or("BOT_SCALE_BUDGET_MS", 100)).unwrap_or(100),
        thinkers: env_or("BOT_SCALE_THINKERS", 4),
    })
    .await;
}
