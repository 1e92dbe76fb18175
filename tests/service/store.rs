//! The `GameStore` contract, checked on both implementations, plus Redis key layout and TTLs.

use crate::common;

use std::time::Duration;

use arbiter::store::{
    CasOutcome, EventsAfter, GameId, GameStore, MemoryStore, RETRY_LOG_BYTES, RETRY_RECORDS,
    RedisStore, RetryLog, RetryRecord, SeatHash, StoredEvent, StoredGame, Update, WatchOptions,
    request_tag,
};
use common::RedisServer;

fn stored(state: &[u8]) -> StoredGame {
    StoredGame {
        kind: "test-game".into(),
        version: 1,
        state: state.to_vec(),
        seats: vec![SeatHash([1; 16]), SeatHash([2; 16])],
        session: Vec::new(),
        deadline_ms: None,
    }
}

fn update<'a>(
    expected_version: u64,
    state: &'a [u8],
    request: Option<&'a RetryRecord>,
) -> Update<'a> {
    // The event of a write is its state, so tests can tell which write it was.
    Update {
        expected_version,
        expected_state: None,
        state,
        request,
        event: state,
        session: b"",
        expected_session: None,
        ends_game: state == b"final",
        kind: "test-game",
        seats: None,
        deadline_ms: None,
        ending: None,
    }
}

fn versions(read: &EventsAfter) -> Vec<u64> {
    match read {
        EventsAfter::Complete { events, .. } => events.iter().map(|e| e.version).collect(),
        other => panic!("expected complete events, got {other:?}"),
    }
}

async fn contract<S: GameStore>(store: S) {
    let id = GameId::random().unwrap();
    assert_eq!(store.load(&id, None).await.unwrap(), None);
    assert_eq!(
        store
            .compare_and_set(&id, update(1, b"x", None))
            .await
            .unwrap(),
        CasOutcome::NotFound
    );

    assert!(store.create(&id, &stored(b"s1")).await.unwrap());
    assert!(
        !store.create(&id, &stored(b"other")).await.unwrap(),
        "ids are unique"
    );
    let loaded = store.load(&id, None).await.unwrap().unwrap();
    assert_eq!(loaded.game, stored(b"s1"));
    assert_eq!(loaded.replay, None);

    // Compare-and-set on the version.
    assert_eq!(
        store
            .compare_and_set(&id, update(1, b"s2", None))
            .await
            .unwrap(),
        CasOutcome::Written { version: 2 }
    );
    assert_eq!(
        store
            .compare_and_set(&id, update(1, b"lost", None))
            .await
            .unwrap(),
        CasOutcome::Conflict { current: 2 }
    );
    let loaded = store.load(&id, None).await.unwrap().unwrap();
    assert_eq!(loaded.game.version, 2);
    assert_eq!(loaded.game.state, b"s2");
    assert_eq!(loaded.game.seats, stored(b"").seats);

    // A retry record is written with the state (with the version the write made), and
    // answers later writes of its id.
    let record = RetryRecord {
        request: request_tag("r-1"),
        fingerprint: [9; 8],
        version: 0,
        reply: Some(b"reply-3".to_vec()),
    };
    assert_eq!(
        store
            .compare_and_set(&id, update(2, b"s3", Some(&record)))
            .await
            .unwrap(),
        CasOutcome::Written { version: 3 }
    );
    let record = RetryRecord {
        version: 3,
        ..record
    };
    let other = RetryRecord {
        request: request_tag("r-1"),
        fingerprint: [8; 8],
        version: 0,
        reply: Some(b"never".to_vec()),
    };
    assert_eq!(
        store
            .compare_and_set(&id, update(3, b"s4", Some(&other)))
            .await
            .unwrap(),
        CasOutcome::Replayed(record.clone())
    );
    let loaded = store.load(&id, Some("r-1")).await.unwrap().unwrap();
    assert_eq!(loaded.game.version, 3, "a replay writes nothing");
    assert_eq!(loaded.game.state, b"s3");
    assert_eq!(loaded.replay, Some(record));
    assert_eq!(
        store.load(&id, Some("r-2")).await.unwrap().unwrap().replay,
        None
    );

    // Games are independent.
    let id2 = GameId::random().unwrap();
    assert!(store.create(&id2, &stored(b"g2")).await.unwrap());
    assert_eq!(
        store.load(&id2, Some("r-1")).await.unwrap().unwrap().replay,
        None
    );
    store.ping().await.unwrap();

    // Every write kept its event (not the replayed one), in order, with its version.
    assert_eq!(
        store.events_after(&id, 1).await.unwrap(),
        EventsAfter::Complete {
            current: 3,
            events: vec![
                StoredEvent {
                    version: 2,
                    payload: b"s2".to_vec(),
                    ends_game: false
                },
                StoredEvent {
                    version: 3,
                    payload: b"s3".to_vec(),
                    ends_game: false
                },
            ]
        }
    );
    assert_eq!(versions(&store.events_after(&id, 2).await.unwrap()), [3]);
    for after in [3, 9, u64::MAX] {
        assert_eq!(
            store.events_after(&id, after).await.unwrap(),
            EventsAfter::Complete {
                current: 3,
                events: vec![]
            }
        );
    }
    // Asking from before the first change: version 1 has no event, so that is "trimmed".
    assert_eq!(
        store.events_after(&id, 0).await.unwrap(),
        EventsAfter::Trimmed { current: 3 }
    );
    assert_eq!(
        store.events_after(&id2, 1).await.unwrap(),
        EventsAfter::Complete {
            current: 1,
            events: vec![]
        }
    );
    assert_eq!(
        store
            .events_after(&GameId::random().unwrap(), 1)
            .await
            .unwrap(),
        EventsAfter::NotFound
    );
    // The change that ends a game says so.
    assert_eq!(
        store
            .compare_and_set(&id, update(3, b"final", None))
            .await
            .unwrap(),
        CasOutcome::Written { version: 4 }
    );
    match store.events_after(&id, 3).await.unwrap() {
        EventsAfter::Complete { events, .. } => assert!(events[0].ends_game),
        other => panic!("{other:?}"),
    }
}

/// The event log keeps at least `history` changes; older ones are reported as trimmed.
async fn bounded_history<S: GameStore>(store: S, history: u64) {
    let id = GameId::random().unwrap();
    assert!(store.create(&id, &stored(b"s1")).await.unwrap());
    let writes = 300;
    for version in 1..=writes {
        store
            .compare_and_set(&id, update(version, b"s", None))
            .await
            .unwrap();
    }
    let current = writes + 1;
    let kept = versions(&store.events_after(&id, current - history).await.unwrap());
    assert_eq!(
        kept,
        ((current - history + 1)..=current).collect::<Vec<_>>()
    );
    assert_eq!(
        store.events_after(&id, 1).await.unwrap(),
        EventsAfter::Trimmed { current }
    );

    // With an expected state, the stored state must match it too.
    let now = store.load(&id, None).await.unwrap().unwrap().game;
    let guarded = |state: &'static [u8]| Update {
        expected_state: Some(state),
        ..update(now.version, b"guarded", None)
    };
    assert_ne!(now.state, b"s2");
    assert_eq!(
        store.compare_and_set(&id, guarded(b"s2")).await.unwrap(),
        CasOutcome::Conflict {
            current: now.version
        }
    );
    assert_eq!(store.load(&id, None).await.unwrap().unwrap().game, now);
    let state: &'static [u8] = now.state.clone().leak();
    assert_eq!(
        store.compare_and_set(&id, guarded(state)).await.unwrap(),
        CasOutcome::Written {
            version: now.version + 1
        }
    );
}

async fn expiry<S: GameStore>(store: S) {
    let id = GameId::random().unwrap();
    assert!(store.create(&id, &stored(b"s1")).await.unwrap());
    // Writes keep the game alive beyond its TTL...
    for version in 1..=4 {
        tokio::time::sleep(Duration::from_millis(300)).await;
        assert_eq!(
            store
                .compare_and_set(&id, update(version, b"s", None))
                .await
                .unwrap(),
            CasOutcome::Written {
                version: version + 1
            }
        );
    }
    // ...and idleness ends it.
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert_eq!(store.load(&id, None).await.unwrap(), None);
}

/// The deadline index: every running deadline of a ruleset, written with the game, read by
/// `due`, corrected only where it still holds what was seen.
async fn deadlines<S: GameStore>(store: S) {
    let with = |deadline_ms: Option<u64>| StoredGame {
        deadline_ms,
        ..stored(b"s1")
    };
    let (a, b, c) = (
        GameId::random().unwrap(),
        GameId::random().unwrap(),
        GameId::random().unwrap(),
    );
    assert!(store.create(&a, &with(Some(100))).await.unwrap());
    assert!(store.create(&b, &with(Some(50))).await.unwrap());
    assert!(store.create(&c, &with(None)).await.unwrap());
    let due = |now: u64, limit: usize| {
        let store = store.clone();
        async move { store.due("test-game", now, limit).await.unwrap() }
    };
    assert_eq!(due(49, 10).await, vec![]);
    assert_eq!(due(75, 10).await, vec![(b, 50)]);
    assert_eq!(due(200, 10).await, vec![(b, 50), (a, 100)]);
    assert_eq!(due(200, 1).await, vec![(b, 50)]);
    assert_eq!(store.due("other", 200, 10).await.unwrap(), vec![]);
    assert_eq!(
        store
            .load(&a, None)
            .await
            .unwrap()
            .unwrap()
            .game
            .deadline_ms,
        Some(100)
    );
    // A write states the game's deadline: none (over, or nothing runs), or a new one.
    let done = Update {
        deadline_ms: None,
        ..update(1, b"s2", None)
    };
    assert!(matches!(
        store.compare_and_set(&a, done).await.unwrap(),
        CasOutcome::Written { version: 2 }
    ));
    assert_eq!(
        store
            .load(&a, None)
            .await
            .unwrap()
            .unwrap()
            .game
            .deadline_ms,
        None
    );
    let later = Update {
        deadline_ms: Some(300),
        ..update(1, b"s2", None)
    };
    store.compare_and_set(&b, later).await.unwrap();
    assert_eq!(due(200, 10).await, vec![]);
    assert_eq!(due(300, 10).await, vec![(b, 300)]);
    // A conflicting write changes nothing, the index included.
    let stale = Update {
        deadline_ms: Some(10),
        ..update(1, b"s3", None)
    };
    assert!(matches!(
        store.compare_and_set(&b, stale).await.unwrap(),
        CasOutcome::Conflict { current: 2 }
    ));
    assert_eq!(due(300, 10).await, vec![(b, 300)]);
    // Corrections apply only to the deadline seen.
    store.reindex("test-game", &b, 50, None).await.unwrap();
    assert_eq!(due(400, 10).await, vec![(b, 300)]);
    store
        .reindex("test-game", &b, 300, Some(350))
        .await
        .unwrap();
    assert_eq!(due(320, 10).await, vec![]);
    assert_eq!(due(400, 10).await, vec![(b, 350)]);
    store.reindex("test-game", &b, 350, None).await.unwrap();
    assert_eq!(due(400, 10).await, vec![]);
    // A write may replace the seats (a seat taken).
    let seats = [SeatHash([1; 16]), SeatHash([9; 16])];
    let joined = Update {
        seats: Some(&seats),
        ..update(1, b"joined", None)
    };
    store.compare_and_set(&c, joined).await.unwrap();
    assert_eq!(
        store.load(&c, None).await.unwrap().unwrap().game.seats,
        seats.to_vec()
    );
}

#[tokio::test]
async fn memory_deadline_index() {
    deadlines(MemoryStore::default()).await;
}

#[tokio::test]
async fn redis_deadline_index() {
    let redis = RedisServer::start();
    deadlines(RedisStore::open(&redis.url(), Duration::from_secs(60)).unwrap()).await;
}

#[tokio::test]
async fn memory_store_contract() {
    contract(MemoryStore::default()).await;
}

#[tokio::test]
async fn redis_store_contract() {
    let redis = RedisServer::start();
    contract(RedisStore::open(&redis.url(), Duration::from_secs(60)).unwrap()).await;
}

#[tokio::test]
async fn memory_event_history_is_bounded() {
    let options = WatchOptions {
        history: 8,
        ..WatchOptions::default()
    };
    let store = MemoryStore::with_watch_options(Duration::from_secs(60), options);
    bounded_history(store.clone(), 8).await;
    // Exactly bounded: at version 21 (keyframes at 2, 10 and 18), the log starts at the
    // keyframe before the latest one, 10.
    let id = GameId::random().unwrap();
    assert!(store.create(&id, &stored(b"s1")).await.unwrap());
    for version in 1..=20 {
        store
            .compare_and_set(&id, update(version, b"s", None))
            .await
            .unwrap();
    }
    match store.events_after(&id, 9).await.unwrap() {
        EventsAfter::Complete { current, events } => {
            assert_eq!(current, 21);
            assert_eq!(events.first().map(|e| e.version), Some(10));
        }
        other => panic!("expected the changes from 10 on, got {other:?}"),
    }
    assert_eq!(
        store.events_after(&id, 8).await.unwrap(),
        EventsAfter::Trimmed { current: 21 }
    );
}

#[tokio::test]
async fn redis_event_history_is_bounded() {
    let redis = RedisServer::start();
    let options = WatchOptions {
        history: 8,
        ..WatchOptions::default()
    };
    bounded_history(
        RedisStore::open_with(&redis.url(), Duration::from_secs(60), options).unwrap(),
        8,
    )
    .await;
}

#[tokio::test]
async fn memory_games_expire_when_idle() {
    expiry(MemoryStore::new(Duration::from_millis(1000))).await;
}

#[tokio::test]
async fn redis_games_expire_when_idle() {
    let redis = RedisServer::start();
    expiry(RedisStore::open(&redis.url(), Duration::from_millis(1000)).unwrap()).await;
}

#[tokio::test]
async fn redis_keys_share_the_game_hash_tag_and_expire() {
    let redis = RedisServer::start();
    let ttl = Duration::from_secs(3600);
    let store = RedisStore::open(&redis.url(), ttl).unwrap();
    let id = GameId::random().unwrap();
    assert!(store.create(&id, &stored(b"s1")).await.unwrap());
    let record = RetryRecord {
        request: request_tag("r"),
        fingerprint: [1; 8],
        version: 0,
        reply: Some(Vec::new()),
    };
    store
        .compare_and_set(&id, update(1, b"s2", Some(&record)))
        .await
        .unwrap();

    let client = redis::Client::open(redis.url()).unwrap();
    let mut conn = client.get_multiplexed_async_connection().await.unwrap();
    let mut keys: Vec<String> = redis::cmd("KEYS")
        .arg("*")
        .query_async(&mut conn)
        .await
        .unwrap();
    keys.sort();
    assert_eq!(
        keys,
        [
            format!("game:{{{id}}}"),
            format!("game:{{{id}}}:events"),
            format!("game:{{{id}}}:requests")
        ]
    );
    for key in &keys {
        let pttl: i64 = redis::cmd("PTTL")
            .arg(key)
            .query_async(&mut conn)
            .await
            .unwrap();
        // The game expires after the idle TTL; its event stream after the (shorter) watch
        // history TTL, 5 minutes by default.
        let (low, high) = if key.ends_with(":events") {
            (200_000, 300_000)
        } else {
            (3_500_000, 3_600_000)
        };
        assert!(pttl > low && pttl <= high, "{key}: {pttl}");
    }
    // Seat tokens are stored as 16-byte hashes only, after a byte telling their size.
    let seats: Vec<u8> = redis::cmd("HGET")
        .arg(&keys[0])
        .arg("seats")
        .query_async(&mut conn)
        .await
        .unwrap();
    assert_eq!(seats.len(), 33);
    assert_eq!(seats[0], 16);
    // The compare-and-set runs as a cached script (EVALSHA), loaded once.
    let scripts: Vec<bool> = redis::cmd("SCRIPT")
        .arg("EXISTS")
        .arg(redis::Script::new(include_str!("../../src/store/redis/cas.lua")).get_hash())
        .query_async(&mut conn)
        .await
        .unwrap();
    assert_eq!(scripts, [true]);
}

#[tokio::test]
async fn redis_event_history_expires_before_the_game() {
    let redis = RedisServer::start();
    let options = WatchOptions {
        history_ttl: Duration::from_millis(400),
        ..WatchOptions::default()
    };
    let store = RedisStore::open_with(&redis.url(), Duration::from_secs(60), options).unwrap();
    let id = GameId::random().unwrap();
    assert!(store.create(&id, &stored(b"s1")).await.unwrap());
    for version in 1..=3 {
        store
            .compare_and_set(&id, update(version, b"s", None))
            .await
            .unwrap();
    }
    assert!(matches!(
        store.events_after(&id, 1).await.unwrap(),
        EventsAfter::Complete { current: 4, ref events } if events.len() == 3
    ));
    let client = redis::Client::open(redis.url()).unwrap();
    let mut conn = client.get_multiplexed_async_connection().await.unwrap();
    let events_key = format!("game:{{{id}}}:events");
    let game_ttl: i64 = redis::cmd("PTTL")
        .arg(format!("game:{{{id}}}"))
        .query_async(&mut conn)
        .await
        .unwrap();
    let events_ttl: i64 = redis::cmd("PTTL")
        .arg(&events_key)
        .query_async(&mut conn)
        .await
        .unwrap();
    assert!(events_ttl > 0 && events_ttl <= 400, "{events_ttl}");
    assert!(game_ttl > 50_000, "{game_ttl}");

    tokio::time::sleep(Duration::from_millis(700)).await;
    let exists: i64 = redis::cmd("EXISTS")
        .arg(&events_key)
        .query_async(&mut conn)
        .await
        .unwrap();
    assert_eq!(exists, 0, "the event stream outlived its history TTL");
    // The game is still there; its changes are no longer kept: a watcher resumes from a
    // snapshot.
    assert_eq!(
        store.load(&id, None).await.unwrap().unwrap().game.version,
        4
    );
    assert_eq!(
        store.events_after(&id, 1).await.unwrap(),
        EventsAfter::Trimmed { current: 4 }
    );
    // The next change starts a new stream.
    store
        .compare_and_set(&id, update(4, b"s", None))
        .await
        .unwrap();
    assert!(matches!(
        store.events_after(&id, 4).await.unwrap(),
        EventsAfter::Complete { current: 5, ref events } if events.len() == 1
    ));
}

fn retry_record(n: usize, reply_len: usize) -> RetryRecord {
    RetryRecord {
        request: request_tag(&format!("req-{n}")),
        fingerprint: [u8::try_from(n % 251).unwrap(); 8],
        version: 0,
        reply: Some(vec![b'a'; reply_len]),
    }
}

/// 100 writes with a request id each: the store keeps the last records only, the newest with
/// their answers, and reports the floor. Returns the game and the log the store must hold.
async fn retry_window<S: GameStore>(store: S) -> (GameId, RetryLog) {
    let id = GameId::random().unwrap();
    assert!(store.create(&id, &stored(b"s1")).await.unwrap());
    let mut expected = RetryLog::default();
    for n in 0..100 {
        let record = retry_record(n, 300);
        let version = n as u64 + 1;
        assert_eq!(
            store
                .compare_and_set(&id, update(version, b"s", Some(&record)))
                .await
                .unwrap(),
            CasOutcome::Written {
                version: version + 1
            }
        );
        expected.push(RetryRecord {
            version: version + 1,
            ..record
        });
    }
    assert_eq!(expected.records.len(), RETRY_RECORDS);
    assert!(expected.stored_len() <= RETRY_LOG_BYTES);
    // Versions 2..=101; the last RETRY_RECORDS are kept, the older ones dropped.
    let oldest_kept = 101 - RETRY_RECORDS as u64 + 1;
    assert_eq!(expected.floor, oldest_kept - 1);
    let mut answered = 0;
    for n in 0..100 {
        let loaded = store
            .load(&id, Some(&format!("req-{n}")))
            .await
            .unwrap()
            .unwrap();
        assert_eq!(loaded.retry_floor, oldest_kept - 1);
        let version = n as u64 + 2;
        match loaded.replay {
            None => assert!(version < oldest_kept, "req-{n} dropped too early"),
            Some(record) => {
                assert!(version >= oldest_kept);
                assert_eq!(record.version, version);
                assert_eq!(record.fingerprint, retry_record(n, 0).fingerprint);
                if let Some(reply) = record.reply {
                    assert_eq!(reply, vec![b'a'; 300]);
                    answered += 1;
                }
            }
        }
        // A kept record answers a write of its id instead of writing.
        if version >= oldest_kept {
            let outcome = store
                .compare_and_set(&id, update(101, b"again", Some(&retry_record(n, 1))))
                .await
                .unwrap();
            assert!(matches!(outcome, CasOutcome::Replayed(r) if r.version == version));
        }
    }
    // The newest answers are kept, as many as fit.
    assert!(answered >= 2, "{answered} answers kept");
    assert_eq!(
        answered,
        expected
            .records
            .iter()
            .filter(|r| r.reply.is_some())
            .count()
    );
    assert!(expected.records.back().unwrap().reply.is_some());
    // Without a request id, no floor is read.
    assert_eq!(store.load(&id, None).await.unwrap().unwrap().retry_floor, 0);
    let loaded = store.load(&id, Some("req-99")).await.unwrap().unwrap();
    assert_eq!(loaded.game.version, 101, "replays wrote nothing");
    (id, expected)
}

#[tokio::test]
async fn memory_retry_records_are_bounded() {
    retry_window(MemoryStore::default()).await;
}

#[tokio::test]
async fn redis_retry_records_are_bounded() {
    let redis = RedisServer::start();
    let store = RedisStore::open(&redis.url(), Duration::from_secs(60)).unwrap();
    let (id, expected) = retry_window(store.clone()).await;
    let client = redis::Client::open(redis.url()).unwrap();
    let mut conn = client.get_multiplexed_async_connection().await.unwrap();
    let key = format!("game:{{{id}}}:requests");
    // The script keeps the log exactly as RetryLog::push does.
    let log: Vec<u8> = redis::cmd("GET")
        .arg(&key)
        .query_async(&mut conn)
        .await
        .unwrap();
    assert_eq!(RetryLog::from_bytes(&log).unwrap(), expected);
    assert_eq!(log, expected.to_bytes());
    let bytes: u64 = redis::cmd("MEMORY")
        .arg("USAGE")
        .arg(&key)
        .arg("SAMPLES")
        .arg(0)
        .query_async(&mut conn)
        .await
        .unwrap();
    assert!(bytes <= 2048, "the retry records take {bytes} bytes");
    println!("retry records after 100 writes: {bytes} bytes (MEMORY USAGE)");
    // A big newest answer pushes out the oldest records; one too big for the log is not kept;
    // the script follows RetryLog::push in every case.
    let mut expected = expected;
    for (n, len) in [(100, 1000), (101, RETRY_LOG_BYTES), (102, 10), (103, 0)] {
        let record = retry_record(n, len);
        let version = n as u64 + 1;
        assert_eq!(
            store
                .compare_and_set(&id, update(version, b"s", Some(&record)))
                .await
                .unwrap(),
            CasOutcome::Written {
                version: version + 1
            }
        );
        expected.push(RetryRecord {
            version: version + 1,
            ..record
        });
        let log: Vec<u8> = redis::cmd("GET")
            .arg(&key)
            .query_async(&mut conn)
            .await
            .unwrap();
        assert_eq!(
            RetryLog::from_bytes(&log).unwrap(),
            expected,
            "answer of {len}"
        );
        assert!(log.len() <= RETRY_LOG_BYTES);
        let loaded = store
            .load(&id, Some(&format!("req-{n}")))
            .await
            .unwrap()
            .unwrap();
        assert_eq!(loaded.retry_floor, expected.floor);
        assert_eq!(
            loaded.replay.and_then(|r| r.reply).map(|r| r.len()),
            (len < RETRY_LOG_BYTES).then_some(len)
        );
    }

    // A request hash of an older release: its records count as dropped.
    let old = GameId::random().unwrap();
    assert!(store.create(&old, &stored(b"s1")).await.unwrap());
    store
        .compare_and_set(&old, update(1, b"s2", None))
        .await
        .unwrap();
    let old_key = format!("game:{{{old}}}:requests");
    let _: i64 = redis::cmd("HSET")
        .arg(&old_key)
        .arg("r-old")
        .arg("fingerprint and reply")
        .query_async(&mut conn)
        .await
        .unwrap();
    let loaded = store.load(&old, Some("r-old")).await.unwrap().unwrap();
    assert_eq!((loaded.replay, loaded.retry_floor), (None, 2));
    assert_eq!(
        store
            .compare_and_set(&old, update(2, b"s3", Some(&retry_record(1, 5))))
            .await
            .unwrap(),
        CasOutcome::Written { version: 3 }
    );
    let loaded = store.load(&old, Some("req-1")).await.unwrap().unwrap();
    assert_eq!(loaded.retry_floor, 2);
    assert_eq!(loaded.replay.unwrap().version, 3);
}

#[tokio::test]
async fn redis_ending_writes_survive_their_replica() {
    let redis = RedisServer::start();
    let store = RedisStore::open(&redis.url(), Duration::from_secs(600)).unwrap();
    common::endings::ending_marks(&store).await;
}
