//! The lobby's shared part ([`LobbyStore`]) on both stores: refusals, one winner of a race to
//! accept a seek across several Redis connections (as from several replicas), presence and
//! the gap-free, resumable change log; the ladder's members, lease and recent opponents.

use crate::common;

use std::collections::HashSet;

use arbiter::lobby::{
    ChangeKind, Ended, Limits, LobbyStore, MemoryLobby, Participant, PlayerSnapshot, RedisLobby,
    Refusal, RemovedWhy, Seek, Side, Started,
};
use common::RedisServer;

const NOW: u64 = 1_000_000;

fn seek(id: &str, owner: &str, game: &str, tc: &str, address: &str) -> Seek {
    Seek {
        id: id.to_owned(),
        game: game.to_owned(),
        owner: owner.to_owned(),
        owner_name: format!("name of {owner}"),
        rating: 1500,
        time_control: tc.to_owned(),
        rated: false,
        rated_takebacks: false,
        side: Side::Random,
        min_rating: 1400,
        max_rating: 1600,
        address: address.to_owned(),
        created_ms: NOW,
        expires_ms: NOW + 60_000,
        seat_hash: "00".repeat(16),
        seat: 1,
        provisional: false,
        rematch_of: String::new(),
        target: String::new(),
        target_name: String::new(),
        rules: vec!["perpetual-repetition".to_owned()],
        move_limit: 300,
    }
}

async fn refusals<L: LobbyStore>(lobby: &L) {
    let limits = Limits {
        per_address: 3,
        grace_ms: 10_000,
        ..Limits::default()
    };
    let first = seek("s1", "alice", "hnefatafl", "5+3", "10.0.0.1");
    assert_eq!(lobby.create(&first, limits, NOW).await.unwrap(), Ok(()));
    // One open seek per player per game and time control.
    let again = seek("s2", "alice", "hnefatafl", "5+3", "10.0.0.1");
    assert_eq!(
        lobby.create(&again, limits, NOW).await.unwrap(),
        Err(Refusal::AlreadySeeking("s1".to_owned()))
    );
    // Another time control is another slot; the address cap counts them all.
    for (id, tc) in [("s3", "3+2"), ("s4", "")] {
        let other = seek(id, "alice", "hnefatafl", tc, "10.0.0.1");
        assert_eq!(lobby.create(&other, limits, NOW).await.unwrap(), Ok(()));
    }
    let capped = seek("s5", "bob", "hanniball", "", "10.0.0.1");
    assert_eq!(
        lobby.create(&capped, limits, NOW).await.unwrap(),
        Err(Refusal::AddressCap)
    );
    // Accepting: not one's own, not out of range; the winner gets the seek, later ones not.
    assert_eq!(
        lobby.accept("s1", "alice", 1500, "game-1").await.unwrap(),
        Err(Refusal::OwnSeek)
    );
    assert_eq!(
        lobby.accept("s1", "bob", 1700, "game-1").await.unwrap(),
        Err(Refusal::OutOfRange)
    );
    assert_eq!(
        lobby.accept("s1", "bob", 1500, "game-1").await.unwrap(),
        Ok(first)
    );
    assert_eq!(
        lobby.accept("s1", "carol", 1500, "game-1").await.unwrap(),
        Err(Refusal::Taken)
    );
    // A freed slot and address place can be used again.
    assert_eq!(lobby.create(&again, limits, NOW).await.unwrap(), Ok(()));
    // Only the owner cancels.
    assert!(!lobby.cancel("s2", "bob").await.unwrap());
    assert!(lobby.cancel("s2", "alice").await.unwrap());
    assert!(!lobby.cancel("s2", "alice").await.unwrap());
    let open: Vec<String> = lobby
        .snapshot()
        .await
        .unwrap()
        .seeks
        .into_iter()
        .map(|s| s.id)
        .collect();
    assert_eq!(open, ["s3", "s4"]);
    for id in ["s3", "s4"] {
        assert!(lobby.cancel(id, "alice").await.unwrap());
    }
}

/// Replaying the log from the start gives the snapshot; resuming from any cursor gives the
/// rest, none missed or repeated.
async fn log_replays<L: LobbyStore>(lobby: &L) {
    let all = lobby.changes("", 10_000).await.unwrap().expect("kept");
    let mut open: Vec<String> = Vec::new();
    for change in &all {
        match &change.kind {
            ChangeKind::Added(seek) if !seek.is_challenge() => open.push(seek.id.clone()),
            ChangeKind::Removed { id, .. } => open.retain(|o| o != id),
            _ => {}
        }
    }
    let snapshot = lobby.snapshot().await.unwrap();
    let ids: Vec<String> = snapshot.seeks.iter().map(|s| s.id.clone()).collect();
    assert_eq!(open, ids);
    assert_eq!(all.last().map(|c| c.cursor.clone()), Some(snapshot.cursor));
    // Paging through the log three at a time gives the same changes.
    let mut paged = Vec::new();
    let mut cursor = String::new();
    loop {
        let page = lobby.changes(&cursor, 3).await.unwrap().expect("kept");
        let Some(last) = page.last() else { break };
        cursor = last.cursor.clone();
        paged.extend(page);
    }
    assert_eq!(paged, all);
}

async fn presence<L: LobbyStore>(lobby: &L) {
    let limits = Limits {
        per_address: 10,
        grace_ms: 10_000,
        ..Limits::default()
    };
    let mine = seek("p1", "dora", "hanniball", "", "10.0.0.9");
    let short = Seek {
        expires_ms: NOW + 5_000,
        ..seek("p2", "erin", "hanniball", "", "10.0.0.9")
    };
    lobby.create(&mine, limits, NOW).await.unwrap().unwrap();
    lobby.create(&short, limits, NOW).await.unwrap().unwrap();
    // Erin keeps her connection; her seek still expires at its time limit.
    lobby.present("erin", NOW + 30_000).await.unwrap();
    assert_eq!(lobby.sweep(NOW + 4_000).await.unwrap(), 0);
    // Dora reconnects briefly within the grace time: her seek stays.
    lobby.present("dora", NOW + 9_000 + 10_000).await.unwrap();
    assert_eq!(lobby.sweep(NOW + 12_000).await.unwrap(), 1);
    let open: Vec<String> = lobby
        .snapshot()
        .await
        .unwrap()
        .seeks
        .into_iter()
        .map(|s| s.id)
        .collect();
    assert!(open.contains(&"p1".to_owned()), "{open:?}");
    assert!(!open.contains(&"p2".to_owned()), "{open:?}");
    // Then she is gone longer than the grace time.
    assert_eq!(lobby.sweep(NOW + 19_001).await.unwrap(), 1);
    let open = lobby.snapshot().await.unwrap().seeks;
    assert!(open.iter().all(|s| s.id != "p1"), "{open:?}");
    let whys: Vec<RemovedWhy> = lobby
        .changes("", 10_000)
        .await
        .unwrap()
        .expect("kept")
        .into_iter()
        .filter_map(|c| match c.kind {
            ChangeKind::Removed { id, why, .. } if id.starts_with('p') => Some(why),
            _ => None,
        })
        .collect();
    assert_eq!(whys, [RemovedWhy::Expired, RemovedWhy::OwnerLeft]);
}

/// Many acceptors over several handles race for each of several seeks: each seek is won
/// exactly once, every other acceptor is refused with `Taken`.
async fn race<L: LobbyStore>(handles: &[L]) {
    let limits = Limits {
        per_address: 100,
        grace_ms: 10_000,
        ..Limits::default()
    };
    let seeks = 10;
    for n in 0..seeks {
        let s = seek(
            &format!("r{n}"),
            &format!("owner{n}"),
            "hnefatafl",
            "",
            "10.1.1.1",
        );
        handles[0].create(&s, limits, NOW).await.unwrap().unwrap();
    }
    let mut tasks = Vec::new();
    for acceptor in 0..30 {
        let lobby = handles[acceptor % handles.len()].clone();
        tasks.push(tokio::spawn(async move {
            let mut won = Vec::new();
            for n in 0..seeks {
                match lobby
                    .accept(
                        &format!("r{n}"),
                        &format!("a{acceptor}"),
                        1500,
                        &format!("g{n}"),
                    )
                    .await
                {
                    Ok(Ok(seek)) => won.push(seek.id),
                    Ok(Err(Refusal::Taken)) => {}
                    other => panic!("unexpected answer {other:?}"),
                }
            }
            won
        }));
    }
    let mut winners = Vec::new();
    for task in tasks {
        winners.extend(task.await.unwrap());
    }
    let distinct: HashSet<&String> = winners.iter().collect();
    assert_eq!(winners.len(), seeks, "{winners:?}");
    assert_eq!(distinct.len(), seeks, "{winners:?}");
    let accepted = handles[1]
        .changes("", 100_000)
        .await
        .unwrap()
        .expect("kept")
        .into_iter()
        .filter(|c| {
            matches!(&c.kind, ChangeKind::Removed { id, why: RemovedWhy::Accepted, game_id, .. } if id.starts_with('r') && game_id.starts_with('g'))
        })
        .count();
    assert_eq!(accepted, seeks);
}

fn challenge(id: &str, owner: &str, target: &str) -> Seek {
    Seek {
        target: target.to_owned(),
        target_name: format!("name of {target}"),
        min_rating: 0,
        max_rating: 0,
        ..seek(id, owner, "hnefatafl", "5+3", "10.0.0.9")
    }
}

/// Open challenges are capped per challenger and per player challenged, whatever addresses
/// they come from; the challenged player's own challenges are not counted as waiting for
/// them; a cancelled or declined challenge makes room again.
async fn challenge_caps<L: LobbyStore>(lobby: &L) {
    let limits = Limits {
        per_address: 1000,
        challenges_per_player: 3,
        challenges_per_target: 4,
        ..Limits::default()
    };
    let from = |id: &str, owner: &str, target: &str, address: usize| Seek {
        address: format!("10.9.0.{address}"),
        ..challenge(id, owner, target)
    };
    for (i, target) in ["player:20", "player:21", "player:22"].iter().enumerate() {
        let c = from(&format!("cap-m{i}"), "player:10", target, i);
        assert_eq!(lobby.create(&c, limits, NOW).await.unwrap(), Ok(()));
    }
    let fourth = from("cap-m3", "player:10", "player:23", 9);
    assert_eq!(
        lobby.create(&fourth, limits, NOW).await.unwrap(),
        Err(Refusal::ChallengerCap(3))
    );
    assert!(lobby.cancel("cap-m0", "player:10").await.unwrap());
    assert_eq!(lobby.create(&fourth, limits, NOW).await.unwrap(), Ok(()));

    // The player challenged makes one of their own: it is not waiting for them.
    let own = from("cap-own", "player:30", "player:60", 50);
    assert_eq!(lobby.create(&own, limits, NOW).await.unwrap(), Ok(()));
    for i in 0..4 {
        let c = from(
            &format!("cap-t{i}"),
            &format!("player:4{i}"),
            "player:30",
            20 + i,
        );
        assert_eq!(lobby.create(&c, limits, NOW).await.unwrap(), Ok(()));
    }
    let fifth = from("cap-t4", "player:44", "player:30", 30);
    assert_eq!(
        lobby.create(&fifth, limits, NOW).await.unwrap(),
        Err(Refusal::TargetCap(4))
    );
    assert!(lobby.decline("cap-t0", "player:30", "LATER").await.unwrap());
    assert_eq!(lobby.create(&fifth, limits, NOW).await.unwrap(), Ok(()));
    // With the caps off, nothing is counted.
    let off = Limits {
        challenges_per_player: 0,
        challenges_per_target: 0,
        ..limits
    };
    let sixth = from("cap-t5", "player:45", "player:30", 31);
    assert_eq!(lobby.create(&sixth, off, NOW).await.unwrap(), Ok(()));
}

fn game(id: &str, keys: [&str; 2]) -> Started {
    Started {
        game_id: id.to_owned(),
        game: "hnefatafl".to_owned(),
        players: keys
            .iter()
            .map(|k| Participant {
                key: (*k).to_owned(),
                name: format!("name of {k}"),
                rating: 1500,
            })
            .collect(),
        time_control: "5+3".to_owned(),
        rated: false,
        started_ms: NOW,
    }
}

/// The live list: games with a signed-in player, the highest average rating first (a guest's
/// seat counts 0; ties: the newest first), per game or every game, each gone at its end.
async fn live_games<L: LobbyStore>(lobby: &L) {
    let rated = |id: &str, game_name: &str, ratings: [u32; 2], guest: bool| Started {
        game: game_name.to_owned(),
        players: ratings
            .iter()
            .enumerate()
            .map(|(i, &rating)| Participant {
                key: if guest && i == 1 {
                    String::new()
                } else {
                    format!("player:{id}-{i}")
                },
                name: format!("{id}-{i}"),
                rating,
            })
            .collect(),
        ..game(id, ["", ""])
    };
    // This test's games (the store may hold others').
    let ids = |games: Vec<Started>| -> Vec<String> {
        games
            .into_iter()
            .map(|g| g.game_id)
            .filter(|id| id.starts_with("live-"))
            .collect()
    };
    let mut guests = game("live-guests", ["", ""]);
    guests.players.iter_mut().for_each(|p| p.rating = 0);
    lobby.started(&guests).await.unwrap();
    lobby
        .started(&rated("live-low", "hnefatafl", [1400, 1500], false))
        .await
        .unwrap();
    lobby
        .started(&rated("live-high", "hanniball", [1900, 1800], false))
        .await
        .unwrap();
    lobby
        .started(&rated("live-mid", "hnefatafl", [1700, 1700], false))
        .await
        .unwrap();
    lobby
        .started(&rated("live-tie", "hnefatafl", [1700, 1700], false))
        .await
        .unwrap();
    lobby
        .started(&rated("live-guest", "hnefatafl", [2400, 0], true))
        .await
        .unwrap();
    assert_eq!(
        ids(lobby.live("", 10).await.unwrap()),
        [
            "live-high",
            "live-tie",
            "live-mid",
            "live-low",
            "live-guest"
        ],
        "by average rating, the newest of a tie first; a guests' game is not listed"
    );
    assert_eq!(
        ids(lobby.live("hnefatafl", 2).await.unwrap()),
        ["live-tie", "live-mid"]
    );
    assert_eq!(lobby.live("hnefatafl", 10).await.unwrap()[0].rank(), 1700);
    let end = Ended {
        game_id: "live-tie".to_owned(),
        game: "hnefatafl".to_owned(),
        players: vec![
            "player:live-tie-0".to_owned(),
            "player:live-tie-1".to_owned(),
        ],
        winner: None,
        result: "1/2-1/2".to_owned(),
        termination: "agreement".to_owned(),
    };
    assert!(lobby.ended(&end).await.unwrap());
    assert_eq!(
        ids(lobby.live("hnefatafl", 10).await.unwrap()),
        ["live-mid", "live-low", "live-guest"]
    );
    assert!(lobby.live("chessfootball", 10).await.unwrap().is_empty());
    assert!(lobby.live("", 0).await.unwrap().is_empty());
}

/// Challenges are not listed in the lobby, only their player takes or declines them, and
/// both players' snapshots show them; a started game is listed for its players until its
/// end, which is logged once however often it is told.
async fn challenges_and_games<L: LobbyStore>(lobby: &L) {
    let limits = Limits::default();
    let to_bob = challenge("c1", "player:1", "player:2");
    assert_eq!(lobby.create(&to_bob, limits, NOW).await.unwrap(), Ok(()));
    // One per player challenged: another player is another slot.
    let to_cy = challenge("c2", "player:1", "player:3");
    assert_eq!(lobby.create(&to_cy, limits, NOW).await.unwrap(), Ok(()));
    assert_eq!(
        lobby
            .create(&challenge("c3", "player:1", "player:2"), limits, NOW)
            .await
            .unwrap(),
        Err(Refusal::AlreadySeeking("c1".to_owned()))
    );
    let listed = lobby.snapshot().await.unwrap().seeks;
    assert!(listed.iter().all(|s| !s.is_challenge()), "{listed:?}");
    let ids = |snapshot: PlayerSnapshot| -> Vec<String> {
        snapshot.challenges.into_iter().map(|s| s.id).collect()
    };
    assert_eq!(ids(lobby.player("player:1").await.unwrap()), ["c1", "c2"]);
    assert_eq!(ids(lobby.player("player:2").await.unwrap()), ["c1"]);
    assert_eq!(
        lobby.accept("c1", "player:3", 1500, "g0").await.unwrap(),
        Err(Refusal::NotChallenged)
    );
    assert!(!lobby.decline("c1", "player:3", "LATER").await.unwrap());
    assert!(lobby.decline("c1", "player:2", "TOO_FAST").await.unwrap());
    assert!(
        !lobby.decline("c1", "player:2", "TOO_FAST").await.unwrap(),
        "once"
    );
    let accepted = lobby.accept("c2", "player:3", 1500, "g1").await.unwrap();
    assert_eq!(accepted.map(|s| s.id), Ok("c2".to_owned()));
    assert!(
        lobby
            .player("player:1")
            .await
            .unwrap()
            .challenges
            .is_empty()
    );

    lobby
        .started(&game("g1", ["player:1", "player:3"]))
        .await
        .unwrap();
    lobby.started(&game("g2", ["player:1", ""])).await.unwrap();
    // A guests' game is told but listed for nobody.
    lobby.started(&game("g3", ["", ""])).await.unwrap();
    let games = |snapshot: PlayerSnapshot| -> Vec<String> {
        snapshot.games.into_iter().map(|g| g.game_id).collect()
    };
    assert_eq!(games(lobby.player("player:1").await.unwrap()), ["g1", "g2"]);
    assert_eq!(games(lobby.player("player:3").await.unwrap()), ["g1"]);
    let end = Ended {
        game_id: "g1".to_owned(),
        game: "hnefatafl".to_owned(),
        players: vec!["player:1".to_owned(), "player:3".to_owned()],
        winner: Some(1),
        result: "0-1".to_owned(),
        termination: "time".to_owned(),
    };
    let before = lobby.player("player:9").await.unwrap().cursor;
    assert!(lobby.ended(&end).await.unwrap());
    assert!(!lobby.ended(&end).await.unwrap(), "told twice, logged once");
    assert_eq!(games(lobby.player("player:1").await.unwrap()), ["g2"]);
    assert!(games(lobby.player("player:3").await.unwrap()).is_empty());
    let after = lobby.changes(&before, 100).await.unwrap().expect("kept");
    assert_eq!(after.len(), 1, "{after:?}");
    assert!(
        matches!(&after[0].kind, ChangeKind::Ended(e) if *e == end),
        "{after:?}"
    );
    // The log tells each player what concerns them.
    let all = lobby.changes("", 100_000).await.unwrap().expect("kept");
    let of = |key: &str| all.iter().filter(|c| c.kind.concerns(key)).count();
    // player:2: c1 added, c1 declined. player:3: c2 added, accepted, g1 started, ended.
    assert_eq!((of("player:2"), of("player:3")), (2, 4));
    let declined = all.iter().find_map(|c| match &c.kind {
        ChangeKind::Removed {
            id, why, reason, ..
        } if id == "c1" => Some((*why, reason.clone())),
        _ => None,
    });
    assert_eq!(
        declined,
        Some((RemovedWhy::Declined, "TOO_FAST".to_owned()))
    );
}

/// A cursor the trimmed log no longer reaches is answered `None` (start from a snapshot).
async fn trimmed<L: LobbyStore>(lobby: &L) {
    let first = lobby.snapshot().await.unwrap().cursor;
    let limits = Limits {
        per_address: 1_000,
        grace_ms: 10_000,
        ..Limits::default()
    };
    for n in 0..400 {
        let id = format!("t{n}");
        let posted = lobby
            .create(
                &seek(&id, &format!("o{n}"), "hnefatafl", "", "10.0.0.7"),
                limits,
                NOW,
            )
            .await
            .unwrap();
        assert_eq!(posted, Ok(()));
        lobby.cancel(&id, &format!("o{n}")).await.unwrap();
    }
    assert_eq!(lobby.changes(&first, 10).await.unwrap(), None);
    let last = lobby.snapshot().await.unwrap().cursor;
    assert_eq!(lobby.changes(&last, 10).await.unwrap(), Some(Vec::new()));
}

/// Ladders: members join per game until a time (renewed, never shortened) and leave when it
/// passes; a lease is held by one holder at a time, renewed by it, and taken over once its
/// time passed.
async fn ladders_and_leases<L: LobbyStore>(a: &L, b: &L) {
    a.ladder_join("hnefatafl", "player:1 Robo", 1_000)
        .await
        .unwrap();
    b.ladder_join("hnefatafl", "player:2 Tafl", 2_000)
        .await
        .unwrap();
    b.ladder_join("hanniball", "player:2 Tafl", 2_000)
        .await
        .unwrap();
    // An earlier time does not shorten a membership.
    a.ladder_join("hnefatafl", "player:1 Robo", 500)
        .await
        .unwrap();
    let mut members = b.ladder("hnefatafl", 900).await.unwrap();
    members.sort();
    assert_eq!(members, ["player:1 Robo", "player:2 Tafl"]);
    assert_eq!(
        a.ladder("hnefatafl", 1_000).await.unwrap(),
        ["player:2 Tafl"]
    );
    assert_eq!(
        a.ladder("hanniball", 1_000).await.unwrap(),
        ["player:2 Tafl"]
    );
    assert!(a.ladder("chess_football", 0).await.unwrap().is_empty());
    assert!(a.ladder("hnefatafl", 2_000).await.unwrap().is_empty());

    assert!(a.lease("ladder", "r1", 0, 1_000).await.unwrap());
    assert!(
        !b.lease("ladder", "r2", 10, 1_010).await.unwrap(),
        "r1 holds it"
    );
    assert!(a.lease("ladder", "r1", 20, 1_020).await.unwrap(), "renewed");
    assert!(
        b.lease("other", "r2", 20, 1_020).await.unwrap(),
        "another lease"
    );
    // Past its time (Redis counts it in real time: a second here), another holder takes it.
    tokio::time::sleep(std::time::Duration::from_millis(1_200)).await;
    assert!(
        b.lease("ladder", "r2", 5_000, 6_000).await.unwrap(),
        "taken over"
    );
    assert!(!a.lease("ladder", "r1", 5_010, 6_010).await.unwrap());

    // A ladder game's start recorded before it is made: another replica finds it once it is
    // due, and telling it started clears it.
    let started = game("ladder-game", ["player:91", "player:92"]);
    a.record_pending("ladder-game", "what-to-make", 7_000)
        .await
        .unwrap();
    assert!(
        b.pending_starts(6_999, 16).await.unwrap().is_empty(),
        "not due yet"
    );
    assert_eq!(
        b.pending_starts(7_000, 16).await.unwrap(),
        [("ladder-game".to_owned(), "what-to-make".to_owned())]
    );
    b.started(&started).await.unwrap();
    assert!(a.pending_starts(u64::MAX / 2, 16).await.unwrap().is_empty());
    assert_eq!(a.player("player:91").await.unwrap().games, [started]);
    let end = Ended {
        game_id: "ladder-game".to_owned(),
        game: "hnefatafl".to_owned(),
        players: vec!["player:91".to_owned(), "player:92".to_owned()],
        winner: None,
        result: "1/2-1/2".to_owned(),
        termination: "agreement".to_owned(),
    };
    assert!(b.ended(&end).await.unwrap());
    assert!(a.player("player:92").await.unwrap().games.is_empty());
}

/// Each player's recent ladder opponents, per game: the most recent first, each once, the
/// last `keep` only; another handle (replica) reads what one wrote.
async fn recent_opponents<L: LobbyStore>(a: &L, b: &L) {
    assert!(
        a.ladder_recent("hnefatafl", "player:1")
            .await
            .unwrap()
            .is_empty()
    );
    a.ladder_met("hnefatafl", "player:1", "player:2", 3)
        .await
        .unwrap();
    b.ladder_met("hnefatafl", "player:1", "player:3", 3)
        .await
        .unwrap();
    assert_eq!(
        b.ladder_recent("hnefatafl", "player:1").await.unwrap(),
        ["player:3", "player:2"]
    );
    assert_eq!(
        a.ladder_recent("hnefatafl", "player:2").await.unwrap(),
        ["player:1"]
    );
    // Another game is another list.
    assert!(
        a.ladder_recent("hanniball", "player:1")
            .await
            .unwrap()
            .is_empty()
    );
    // Meeting again moves the opponent to the front, once.
    a.ladder_met("hnefatafl", "player:2", "player:1", 3)
        .await
        .unwrap();
    assert_eq!(
        a.ladder_recent("hnefatafl", "player:1").await.unwrap(),
        ["player:2", "player:3"]
    );
    // Only the last three are kept.
    for other in ["player:4", "player:5", "player:6"] {
        b.ladder_met("hnefatafl", "player:1", other, 3)
            .await
            .unwrap();
    }
    assert_eq!(
        a.ladder_recent("hnefatafl", "player:1").await.unwrap(),
        ["player:6", "player:5", "player:4"]
    );
    assert_eq!(
        b.ladder_recent("hnefatafl", "player:2").await.unwrap(),
        ["player:1"]
    );
    // Keeping none records nothing.
    a.ladder_met("hanniball", "player:1", "player:2", 0)
        .await
        .unwrap();
    assert!(
        b.ladder_recent("hanniball", "player:1")
            .await
            .unwrap()
            .is_empty()
    );
}

#[tokio::test]
async fn memory_lobby() {
    let lobby = MemoryLobby::new();
    recent_opponents(&lobby, &lobby.clone()).await;
    let lobby = MemoryLobby::new();
    ladders_and_leases(&lobby, &lobby.clone()).await;
    let lobby = MemoryLobby::new();
    challenges_and_games(&lobby).await;
    challenge_caps(&MemoryLobby::new()).await;
    let lobby = MemoryLobby::new();
    refusals(&lobby).await;
    presence(&lobby).await;
    log_replays(&lobby).await;
    race(&[lobby.clone(), lobby.clone(), lobby.clone()]).await;
    log_replays(&lobby).await;
    trimmed(&MemoryLobby::with_log_keep(10)).await;
    live_games(&MemoryLobby::new()).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn redis_lobby_three_connections() {
    let redis = RedisServer::start();
    let mut handles = Vec::new();
    for _ in 0..3 {
        handles.push(RedisLobby::connect(&redis.url()).await.unwrap());
    }
    refusals(&handles[0]).await;
    ladders_and_leases(&handles[0], &handles[1]).await;
    recent_opponents(&handles[1], &handles[2]).await;
    presence(&handles[1]).await;
    log_replays(&handles[2]).await;
    race(&handles).await;
    log_replays(&handles[0]).await;
    challenges_and_games(&handles[1]).await;
    log_replays(&handles[2]).await;
    challenge_caps(&handles[0]).await;
    // What goes on is kept for the games of players only (nothing would unlist a guests').
    let client = redis::Client::open(redis.url()).unwrap();
    let mut conn = client.get_multiplexed_async_connection().await.unwrap();
    let listed: Vec<String> = redis::cmd("HKEYS")
        .arg("{lobby}:started")
        .query_async(&mut conn)
        .await
        .unwrap();
    assert_eq!(listed, ["g2"]);
    live_games(&handles[2]).await;
}

#[tokio::test]
async fn redis_lobby_trimmed_log() {
    let redis = RedisServer::start();
    let lobby = RedisLobby::connect(&redis.url())
        .await
        .unwrap()
        .with_log_keep(10);
    trimmed(&lobby).await;
}
