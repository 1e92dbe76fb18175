//! Quick pairing on both stores: close ratings paired first, the gap widening with time, and
//! two handles (as two replicas) pairing one pool at once never pairing a player twice.

use crate::common;

use std::collections::HashSet;

use arbiter::lobby::{MemoryPool, Pool, RedisPool, Widening};
use common::RedisServer;

const NOW: u64 = 5_000_000;

async fn widening<P: Pool>(pool: &P) {
    let w = Widening {
        base: 100,
        per_second: 10,
    };
    for (player, rating) in [("a", 1500), ("b", 1550), ("c", 1800), ("d", 2000)] {
        assert!(pool.join("w", player, rating, NOW).await.unwrap());
    }
    assert!(!pool.join("w", "a", 1500, NOW).await.unwrap());
    // At once: only a–b are within 100.
    assert_eq!(
        pool.pair("w", w, NOW).await.unwrap(),
        [("a".to_owned(), "b".to_owned())]
    );
    // c and d are 200 apart: after 5 s the gap allowed is 150, after 10 s it is 200.
    assert!(pool.pair("w", w, NOW + 5_000).await.unwrap().is_empty());
    assert_eq!(pool.pair("w", w, NOW + 10_000).await.unwrap().len(), 1);
    // Leaving: only a waiting player leaves.
    assert!(pool.join("w", "e", 1500, NOW).await.unwrap());
    assert!(pool.leave("w", "e").await.unwrap());
    assert!(!pool.leave("w", "e").await.unwrap());
}

/// 1,000 players; two handles pair the pool over and over at once. Every player is paired
/// at most once, and with a wide enough gap, all of them are.
async fn no_double_pairing<P: Pool>(a: &P, b: &P) {
    let players = 1000;
    for n in 0..players {
        let rating = 1000 + (n * 7919 % 1000);
        a.join("race", &format!("p{n}"), rating, NOW).await.unwrap();
    }
    let w = Widening {
        base: 50,
        per_second: 50,
    };
    let mut tasks = Vec::new();
    for handle in [a.clone(), b.clone()] {
        tasks.push(tokio::spawn(async move {
            let mut got = Vec::new();
            for step in 0..40u64 {
                got.extend(handle.pair("race", w, NOW + step * 1000).await.unwrap());
            }
            got
        }));
    }
    let mut all = Vec::new();
    for task in tasks {
        all.extend(task.await.unwrap());
    }
    let mut seen = HashSet::new();
    for (x, y) in &all {
        assert_ne!(x, y);
        assert!(seen.insert(x.clone()), "{x} paired twice");
        assert!(seen.insert(y.clone()), "{y} paired twice");
    }
    assert_eq!(seen.len(), players as usize);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn memory_pool() {
    let pool = MemoryPool::default();
    widening(&pool).await;
    no_double_pairing(&pool, &pool.clone()).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn redis_pool_two_connections() {
    let redis = RedisServer::start();
    let a = RedisPool::connect(&redis.url()).await.unwrap();
    let b = RedisPool::connect(&redis.url()).await.unwrap();
    widening(&a).await;
    no_double_pairing(&a, &b).await;
}
