//! The director's step, without a store: an event started, paired, its results counted once,
//! finished; the standings from the record.

use std::collections::HashMap;

use super::pb;
use super::stored::{Entrant, Stored};
use super::view;
use crate::lobby::starter::{Played, Progress};

/// The director's step where nobody berserked and the games' lengths do not matter.
fn step(
    stored: &mut Stored,
    now: u64,
    progress: &HashMap<String, Progress>,
    pause: u64,
) -> Result<Option<Vec<pb::Pairing>>, crate::session::ServiceError> {
    super::director::step(stored, now, progress, &HashMap::new(), pause)
}

const PAUSE: u64 = 1000;

/// An arena of four players at its first step (at 10 s): its two games.
fn four_paired_in_an_arena() -> (Stored, Vec<pb::Pairing>) {
    let mut stored = event(
        pb::Format::Arena,
        &[("ann", 1600), ("bob", 1500), ("cid", 1400), ("dan", 1300)],
    );
    let made = step(&mut stored, 10_000, &HashMap::new(), PAUSE)
        .expect("step")
        .expect("paired");
    assert_eq!(made.len(), 2);
    (stored, made)
}

fn event(format: pb::Format, players: &[(&str, i32)]) -> Stored {
    Stored {
        tournament: Some(pb::Tournament {
            id: "0123456789abcdef".into(),
            name: "test".into(),
            game: "hnefatafl".into(),
            format: format.into(),
            time_control: "1+0".into(),
            starts_at_ms: 10_000,
            ends_at_ms: if format == pb::Format::Arena {
                10_000 + 600_000
            } else {
                0
            },
            minutes: 10,
            rounds: 3,
            status: pb::Status::Upcoming.into(),
            ..pb::Tournament::default()
        }),
        entrants: players
            .iter()
            .enumerate()
            .map(|(i, (name, rating))| Entrant {
                player: Some(pb::Player {
                    name: (*name).to_owned(),
                    rating: *rating,
                    ..pb::Player::default()
                }),
                id: i64::try_from(i).unwrap_or_default() + 1,
                joined_ms: 0,
            })
            .collect(),
        ..Stored::default()
    }
}

fn results(stored: &Stored) -> usize {
    stored
        .log
        .iter()
        .filter(|m| {
            matches!(
                m.event,
                Some(pb::watch_tournament_response::Event::Result(_))
            )
        })
        .count()
}

#[test]
fn a_swiss_event_starts_pairs_counts_each_result_once_and_finishes() {
    let mut stored = event(
        pb::Format::Swiss,
        &[("ann", 1600), ("bob", 1500), ("cid", 1400)],
    );
    let none = HashMap::new();
    // Before its time nothing happens.
    assert_eq!(step(&mut stored, 9_000, &none, PAUSE).expect("step"), None);
    // At its time: started and round 1 paired (a game and a bye).
    let made = step(&mut stored, 10_000, &none, PAUSE)
        .expect("step")
        .expect("changed");
    assert_eq!(stored.status(), pb::Status::Running);
    assert_eq!(stored.event().round, 1);
    assert_eq!(made.len(), 1, "{made:?}");
    assert_eq!(stored.pairings().filter(|p| p.result == "bye").count(), 1);
    let game = made[0].game_id.clone();
    // Going on: nothing changes.
    let going = HashMap::from([(game.clone(), Progress::Going)]);
    assert_eq!(
        step(&mut stored, 11_000, &going, PAUSE).expect("step"),
        None
    );
    // Won by the first seat: counted once, however often the same end is read again.
    let won = HashMap::from([(game.clone(), Progress::Won(0))]);
    let before = results(&stored);
    assert!(
        step(&mut stored, 12_000, &won, PAUSE)
            .expect("step")
            .is_some()
    );
    assert_eq!(results(&stored), before + 1);
    for now in [12_100, 12_200] {
        assert_eq!(
            step(&mut stored, now, &won, PAUSE).expect("step"),
            None,
            "the pause"
        );
    }
    assert_eq!(results(&stored), before + 1, "counted once");
    let board = stored
        .pairings()
        .find(|p| p.game_id == game)
        .expect("the board");
    assert_eq!(board.result, "1-0");
    // After the pause, round 2.
    let made = step(&mut stored, 13_100, &won, PAUSE)
        .expect("step")
        .expect("round 2");
    assert_eq!(stored.event().round, 2);
    assert_eq!(made.len(), 1);
    // The standings: the winner and the bye first.
    let standings = view::event_standings(&stored).expect("standings");
    assert_eq!(standings.iter().map(|s| s.score).sum::<u32>(), 4 + 2);
    // Rounds 2 and 3 drawn and aborted; then the event finishes.
    let mut now = 13_100;
    for progress in [Progress::Drawn, Progress::NoResult] {
        let game = stored
            .pairings()
            .find(|p| p.result.is_empty())
            .expect("a game going on")
            .game_id
            .clone();
        now += 100;
        step(&mut stored, now, &HashMap::from([(game, progress)]), PAUSE).expect("step");
        now += PAUSE + 1;
        step(&mut stored, now, &none, PAUSE).expect("step");
    }
    assert_eq!(stored.status(), pb::Status::Finished);
    assert_eq!(stored.event().round, 3);
    assert!(stored.pairings().any(|p| p.result == "--"));
    assert_eq!(
        step(&mut stored, now + 10_000, &none, PAUSE).expect("step"),
        None
    );
}

#[test]
fn a_swiss_event_under_two_players_finishes_and_an_arena_runs_its_length() {
    let mut swiss = event(pb::Format::Swiss, &[("ann", 1500)]);
    step(&mut swiss, 10_000, &HashMap::new(), PAUSE).expect("step");
    assert_eq!(swiss.status(), pb::Status::Finished);
    let mut arena = event(pb::Format::Arena, &[("ann", 1500)]);
    step(&mut arena, 10_000, &HashMap::new(), PAUSE).expect("step");
    assert_eq!(arena.status(), pb::Status::Running);
}

#[test]
fn an_arena_pairs_the_free_players_again_and_finishes_after_its_end() {
    let (mut stored, made) = four_paired_in_an_arena();
    // One game ends: its two players are free, but just met; the other two still play.
    let ended = HashMap::from([
        (made[0].game_id.clone(), Progress::Won(1)),
        (made[1].game_id.clone(), Progress::Going),
    ]);
    step(&mut stored, 20_000, &ended, PAUSE).expect("step");
    assert_eq!(results(&stored), 1);
    let both = HashMap::from([(made[1].game_id.clone(), Progress::Drawn)]);
    let again = step(&mut stored, 21_000, &both, PAUSE)
        .expect("step")
        .expect("paired again");
    assert_eq!(again.len(), 2, "all four free: two new games");
    let standings = view::event_standings(&stored).expect("standings");
    assert_eq!(standings.iter().map(|s| s.score).sum::<u32>(), 2 + 2);
    // After the end, with games going on, it waits; then it finishes.
    let end = 10_000 + 600_000;
    let going: HashMap<String, Progress> = again
        .iter()
        .map(|p| (p.game_id.clone(), Progress::Going))
        .collect();
    step(&mut stored, end, &going, PAUSE).expect("step");
    assert_eq!(stored.status(), pb::Status::Running);
    let over: HashMap<String, Progress> = again
        .iter()
        .map(|p| (p.game_id.clone(), Progress::Drawn))
        .collect();
    step(&mut stored, end + 1, &over, PAUSE).expect("step");
    step(&mut stored, end + 2, &HashMap::new(), PAUSE).expect("step");
    assert_eq!(stored.status(), pb::Status::Finished);
}

#[test]
fn a_berserk_win_of_seven_own_moves_scores_a_point_more_and_a_short_one_does_not() {
    let (mut stored, made) = four_paired_in_an_arena();
    let (long, short) = (made[0].clone(), made[1].clone());
    // The first game: its first side berserked and won in 13 turns (7 of its own). The
    // second: its second side berserked and won in 12 turns (6 of its own).
    let progress = HashMap::from([
        (long.game_id.clone(), Progress::Won(0)),
        (short.game_id.clone(), Progress::Won(1)),
    ]);
    let played = HashMap::from([
        (
            long.game_id.clone(),
            Played {
                berserked: 1,
                turns: 13,
            },
        ),
        (
            short.game_id.clone(),
            Played {
                berserked: 2,
                turns: 12,
            },
        ),
    ]);
    super::director::step(&mut stored, 20_000, &progress, &played, PAUSE).expect("step");
    let board = |id: &str| {
        stored
            .pairings()
            .find(|p| p.game_id == id)
            .cloned()
            .expect("the board")
    };
    let counted = board(&long.game_id);
    assert!(counted.first_berserk && !counted.second_berserk);
    assert_eq!((counted.first_moves, counted.second_moves), (7, 6));
    let counted = board(&short.game_id);
    assert!(!counted.first_berserk && counted.second_berserk);
    assert_eq!((counted.first_moves, counted.second_moves), (6, 6));
    let standings = view::event_standings(&stored).expect("standings");
    let score = |name: &str| {
        standings
            .iter()
            .find(|s| s.player == name)
            .map(|s| s.score)
            .expect("a standing")
    };
    assert_eq!(score(&long.first), 3, "a win and the berserk point");
    assert_eq!(
        score(&short.second),
        2,
        "a win without it: 6 moves of its own"
    );
    assert_eq!(score(&long.second) + score(&short.first), 0);
}
