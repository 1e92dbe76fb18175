//! The marks of ending writes in Redis (`arbiter::store::redis` pending), checked the same way
//! on one Redis server and on a Redis Cluster, where the game and the archive's keys live in
//! different slots.

use arbiter::store::{CasOutcome, GameId, GameStore, RedisStore, SeatHash, StoredGame, Update};

fn stored() -> StoredGame {
    StoredGame {
        kind: "test-game".into(),
        version: 1,
        state: b"s".to_vec(),
        seats: vec![SeatHash([1; 16]), SeatHash([2; 16])],
        session: Vec::new(),
        deadline_ms: None,
    }
}

fn write(expected_version: u64, ends_game: bool, ending: Option<&[u8]>) -> Update<'_> {
    Update {
        expected_version,
        expected_state: None,
        state: b"s",
        request: None,
        event: b"e",
        session: b"",
        expected_session: None,
        ends_game,
        kind: "test-game",
        seats: None,
        deadline_ms: None,
        ending,
    }
}

/// An ending write keeps its end with the game and marks it; a replica that died right after
/// it leaves the mark, which the archiver turns into a pending entry. A mark whose write
/// lost its race is dropped; a mark whose write may be in flight is kept.
pub async fn ending_marks(store: &RedisStore) {
    let set = store.pending_set();
    let before = set.count().await.expect("count");
    let mut dying = store.clone();
    dying.fail_after_ending_writes();

    // The write is made, then the replica "dies": nothing is pending, the mark is left.
    let ended = GameId::random().expect("id");
    assert!(store.create(&ended, &stored()).await.expect("create"));
    let died = dying
        .compare_and_set(&ended, write(1, true, Some(b"the end of game one")))
        .await;
    assert!(
        died.is_err(),
        "the dying replica reports no outcome: {died:?}"
    );
    assert_eq!(set.count().await.expect("count"), before);
    assert_eq!(set.marked_endings().await.expect("marks"), 1);
    assert_eq!(set.recover_endings(100).await.expect("recover"), 1);
    assert_eq!(set.marked_endings().await.expect("marks"), 0);
    let pending = set.some(1000).await.expect("some");
    assert!(
        pending
            .iter()
            .any(|(id, bytes)| *id == ended.to_string() && bytes == b"the end of game one"),
        "the end is pending: {pending:?}"
    );
    set.remove(&ended.to_string()).await.expect("remove");

    // Two replicas try to end the same game: the loser's mark is dropped, the winner's end
    // recovered (its mark and the loser's share the game's field; the winner's is kept).
    let raced = GameId::random().expect("id");
    assert!(store.create(&raced, &stored()).await.expect("create"));
    let won = dying
        .compare_and_set(&raced, write(1, true, Some(b"the winner's end")))
        .await;
    assert!(won.is_err());
    let lost = store
        .compare_and_set(&raced, write(1, true, Some(b"the loser's end")))
        .await
        .expect("the losing write");
    assert_eq!(lost, CasOutcome::Conflict { current: 2 });
    assert_eq!(set.marked_endings().await.expect("marks"), 1);
    assert_eq!(set.recover_endings(100).await.expect("recover"), 1);
    let pending = set.some(1000).await.expect("some");
    assert!(
        pending
            .iter()
            .any(|(id, bytes)| *id == raced.to_string() && bytes == b"the winner's end"),
        "the end stored is the one written: {pending:?}"
    );
    set.remove(&raced.to_string()).await.expect("remove");

    // A write that does not end the game keeps no end and leaves no mark, even when given one.
    let going = GameId::random().expect("id");
    assert!(store.create(&going, &stored()).await.expect("create"));
    store
        .compare_and_set(&going, write(1, false, Some(b"not an end")))
        .await
        .expect("write");
    assert_eq!(set.marked_endings().await.expect("marks"), 0);

    // A mark whose write lost to a write that did not end the game is dropped; one whose
    // write may still be in flight (the game is below the marked version) is kept; one of a
    // game that is gone is dropped.
    set.mark_ending(&going, 2).await.expect("mark");
    let in_flight = GameId::random().expect("id");
    assert!(store.create(&in_flight, &stored()).await.expect("create"));
    set.mark_ending(&in_flight, 2).await.expect("mark");
    set.mark_ending(&GameId::random().expect("id"), 5)
        .await
        .expect("mark");
    assert_eq!(set.recover_endings(100).await.expect("recover"), 0);
    assert_eq!(
        set.marked_endings().await.expect("marks"),
        1,
        "only the one in flight"
    );
    store
        .compare_and_set(&in_flight, write(1, true, Some(b"late end")))
        .await
        .expect("write");
    // The replica that made it is alive: it archives, then removes the entry and the mark.
    set.put(&in_flight.to_string(), b"late end")
        .await
        .expect("put");
    set.remove(&in_flight.to_string()).await.expect("remove");
    assert_eq!(set.marked_endings().await.expect("marks"), 0);
    assert_eq!(set.count().await.expect("count"), before);
}
