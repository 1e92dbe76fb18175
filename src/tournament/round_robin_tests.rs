//! Round-robins: the schedule's shape for every size, a hand-checked event's standings, and
//! the errors.

use std::collections::{BTreeMap, BTreeSet};

use proptest::prelude::*;

use super::record::{Board, Entrant, Pairing};
use super::round_robin::{RoundRobinRound, round, schedule};
use super::standings::{HNEFATAFL_ROUND_ROBIN_TIE_BREAKS, ROUND_ROBIN_TIE_BREAKS, standings};
use super::{Outcome, TournamentError};

fn names(n: usize) -> Vec<String> {
    (0..n).map(|i| format!("p{i}")).collect()
}

fn games(round: &RoundRobinRound) -> Vec<(String, String)> {
    round
        .games
        .iter()
        .filter_map(|g| match g {
            Pairing::Game { first, second } => Some((first.clone(), second.clone())),
            Pairing::Bye { .. } => None,
        })
        .collect()
}

proptest! {
    #[test]
    fn everyone_meets_everyone(n in 2_usize..=20, double in any::<bool>()) {
        let players = names(n);
        let rounds = schedule(&players, double).unwrap();
        let cycle = n - 1 + n % 2;
        prop_assert_eq!(rounds.len(), if double { 2 * cycle } else { cycle });
        // Ordered meetings: (first, second) -> times.
        let mut met: BTreeMap<(String, String), usize> = BTreeMap::new();
        let mut rests: BTreeMap<String, usize> = BTreeMap::new();
        for r in &rounds {
            let all_games = r.games.iter().all(|g| matches!(g, Pairing::Game { .. }));
            prop_assert!(all_games);
            let mut seen = BTreeSet::new();
            for (f, s) in games(r) {
                prop_assert!(f != s);
                prop_assert!(seen.insert(f.clone()) && seen.insert(s.clone()));
                *met.entry((f, s)).or_default() += 1;
            }
            if let Some(p) = &r.resting {
                prop_assert!(seen.insert(p.clone()));
                *rests.entry(p.clone()).or_default() += 1;
            }
            prop_assert_eq!(seen.len(), n, "everyone plays or rests each round");
        }
        for a in &players {
            for b in &players {
                if a < b {
                    let ab = met.get(&(a.clone(), b.clone())).copied().unwrap_or(0);
                    let ba = met.get(&(b.clone(), a.clone())).copied().unwrap_or(0);
                    if double {
                        prop_assert_eq!((ab, ba), (1, 1), "{} and {} play each side once", a, b);
                    } else {
                        prop_assert_eq!(ab + ba, 1, "{} and {} meet once", a, b);
                    }
                }
            }
            let expected_rests = (n % 2) * if double { 2 } else { 1 };
            prop_assert_eq!(rests.get(a).copied().unwrap_or(0), expected_rests);
            // Over one cycle, sides differ by at most one, never three alike in a row.
            let sides: Vec<i32> = rounds[..cycle]
                .iter()
                .flat_map(games)
                .filter_map(|(f, s)| (&f == a).then_some(1).or((&s == a).then_some(-1)))
                .collect();
            prop_assert!(sides.iter().sum::<i32>().abs() <= 1, "{} sides {:?}", a, sides);
            prop_assert!(sides.windows(3).all(|w| !(w[0] == w[1] && w[1] == w[2])));
        }
    }
}

#[test]
fn four_players_by_hand() {
    let rounds = schedule(&names(4), false).unwrap();
    let shown: Vec<Vec<(String, String)>> = rounds.iter().map(games).collect();
    let pair = |a: &str, b: &str| (a.to_string(), b.to_string());
    assert_eq!(
        shown,
        vec![
            vec![pair("p3", "p0"), pair("p1", "p2")],
            vec![pair("p1", "p3"), pair("p2", "p0")],
            vec![pair("p3", "p2"), pair("p0", "p1")],
        ]
    );
    assert_eq!(
        round(&names(4), true, 3).unwrap().games,
        vec![
            Pairing::Game {
                first: "p0".into(),
                second: "p3".into()
            },
            Pairing::Game {
                first: "p2".into(),
                second: "p1".into()
            },
        ]
    );
    let three = schedule(&names(3), false).unwrap();
    assert_eq!(three[0].resting.as_deref(), Some("p0"));
    assert_eq!(games(&three[0]), vec![pair("p1", "p2")]);
}

#[test]
fn standings_by_hand_with_direct_encounter() {
    // A single round-robin of four: p0 and p1 finish on 2 points; p1 beat p0.
    let played = |f: &str, s: &str, o| Board::Played {
        first: f.into(),
        second: s.into(),
        outcome: o,
    };
    let rounds = vec![
        vec![
            played("p3", "p0", Outcome::Loss),
            played("p1", "p2", Outcome::Draw),
        ],
        vec![
            played("p1", "p3", Outcome::Draw),
            played("p2", "p0", Outcome::Loss),
        ],
        vec![
            played("p3", "p2", Outcome::Draw),
            played("p0", "p1", Outcome::Loss),
        ],
    ];
    let entrants: Vec<Entrant> = names(4)
        .iter()
        .enumerate()
        .map(|(i, p)| Entrant::new(p, 2000 - 10 * i as i32))
        .collect();
    // p0: 2 (beat p3, p2; lost to p1); p1: 2 (draws with p2, p3; beat p0); p2: 1; p3: 1.
    // Direct encounter: p1 1, p0 0 (Sonneborn-Berger: p1 ½·1 + ½·1 + 2 = 3, p0 1 + 1 = 2).
    // p2 and p3 drew: ½ each; no wins; Sonneborn-Berger: each drew p1 (2) and the other
    // (1): 1.5. They share third place; the rating lists p2 first.
    let table = standings(&entrants, &rounds, ROUND_ROBIN_TIE_BREAKS).unwrap();
    let shown: Vec<(&str, usize, f64, Vec<f64>)> = table
        .iter()
        .map(|s| (s.player.as_str(), s.rank, s.points, s.tie_breaks.clone()))
        .collect();
    assert_eq!(
        shown,
        vec![
            ("p1", 1, 2.0, vec![1.0, 1.0, 3.0]),
            ("p0", 2, 2.0, vec![0.0, 2.0, 2.0]),
            ("p2", 3, 1.0, vec![0.5, 0.0, 1.5]),
            ("p3", 3, 1.0, vec![0.5, 0.0, 1.5]),
        ]
    );
    // The Hnefatafl list ranks the side balance second: p0 won only as the second side.
    let tafl = standings(&entrants, &rounds, HNEFATAFL_ROUND_ROBIN_TIE_BREAKS).unwrap();
    assert_eq!(tafl[0].player, "p1");
    assert_eq!((tafl[1].wins_as_first, tafl[1].wins_as_second), (0, 2));
}

#[test]
fn bad_requests_are_errors() {
    assert_eq!(
        schedule(&names(1), false),
        Err(TournamentError::TooFewPlayers(1))
    );
    let mut twice = names(3);
    twice.push("p1".into());
    assert_eq!(
        schedule(&twice, true),
        Err(TournamentError::DuplicatePlayer("p1".into()))
    );
    assert_eq!(
        round(&names(4), false, 3),
        Err(TournamentError::NoSuchRound {
            round: 3,
            rounds: 3
        })
    );
}
