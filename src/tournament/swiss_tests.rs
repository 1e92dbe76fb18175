//! Swiss events: hand-worked rounds, byes, forfeits and withdrawals, tie-breaks, and whole
//! generated events checked round by round (no repeat, colours within ±2, one bye each, the
//! pairing's score criterion against brute force).

use std::collections::{BTreeMap, BTreeSet};

use proptest::prelude::*;

use super::record::{Absent, Board, Entrant, Entry, Pairing, Round, histories};
use super::standings::{SWISS_TIE_BREAKS, TieBreak, standings};
use super::swiss::{absent_board, pair_round, withdrawn};
use super::{Outcome, RoundResult, Side, TournamentError};

fn six() -> Vec<Entrant> {
    [
        ("p1", 2000),
        ("p2", 1900),
        ("p3", 1800),
        ("p4", 1700),
        ("p5", 1600),
        ("p6", 1500),
    ]
    .map(|(p, r)| Entrant::new(p, r))
    .to_vec()
}

fn game(first: &str, second: &str) -> Pairing {
    Pairing::Game {
        first: first.into(),
        second: second.into(),
    }
}

fn played(first: &str, second: &str, outcome: Outcome) -> Board {
    Board::Played {
        first: first.into(),
        second: second.into(),
        outcome,
    }
}

#[test]
fn round_one_is_top_half_against_bottom_half() {
    let pairing = pair_round(&six(), &[], &[]).unwrap();
    assert_eq!(
        pairing,
        vec![game("p1", "p4"), game("p5", "p2"), game("p3", "p6")]
    );
}

#[test]
fn round_two_from_a_known_round_one() {
    let round_one = vec![
        played("p1", "p4", Outcome::Win),
        played("p5", "p2", Outcome::Win),
        played("p3", "p6", Outcome::Draw),
    ];
    // Scores: p1, p5 1; p3, p6 ½ (they met: both float down); p2, p4 0. The top group pairs
    // inside; p3 meets the highest of the group below, p2, and p6 meets p4. Sides: p1 and p5
    // both want the second side, p1 ranks higher; p2 wants the first; p6 and p4 both want
    // the first, p6 ranks higher.
    let pairing = pair_round(&six(), &[round_one], &[]).unwrap();
    assert_eq!(
        pairing,
        vec![game("p5", "p1"), game("p2", "p3"), game("p6", "p4")]
    );
}

#[test]
fn the_bye_goes_to_the_lowest_ranked_who_has_had_none() {
    let five: Vec<Entrant> = six().into_iter().take(5).collect();
    let first = pair_round(&five, &[], &[]).unwrap();
    assert_eq!(
        first.last(),
        Some(&Pairing::Bye {
            player: "p5".into()
        })
    );
    // p5 (bye, 1 point) is now in the top group; p4 lost, and is lowest with p3.
    let round_one = vec![
        played("p1", "p3", Outcome::Win),
        played("p4", "p2", Outcome::Loss),
        Board::Bye {
            player: "p5".into(),
        },
    ];
    let second = pair_round(&five, &[round_one], &[]).unwrap();
    assert_eq!(
        second.last(),
        Some(&Pairing::Bye {
            player: "p4".into()
        })
    );
    assert!(second.contains(&game("p3", "p5")) || second.contains(&game("p5", "p3")));
}

#[test]
fn forfeits_score_and_withdraw() {
    let both = |_: &str| true;
    let only_p1 = |p: &str| p == "p1";
    assert_eq!(absent_board(&game("p1", "p2"), both), None);
    assert_eq!(
        absent_board(&game("p1", "p2"), only_p1),
        Some(Board::Forfeit {
            first: "p1".into(),
            second: "p2".into(),
            absent: Absent::Second
        })
    );
    assert_eq!(
        absent_board(&game("p3", "p2"), only_p1),
        Some(Board::Forfeit {
            first: "p3".into(),
            second: "p2".into(),
            absent: Absent::Both
        })
    );
    let forfeit = |first: &str, second: &str, absent| Board::Forfeit {
        first: first.into(),
        second: second.into(),
        absent,
    };
    let rounds = vec![
        vec![
            forfeit("p1", "p4", Absent::Second),
            played("p5", "p2", Outcome::Win),
            played("p3", "p6", Outcome::Draw),
        ],
        vec![
            played("p5", "p1", Outcome::Draw),
            forfeit("p2", "p4", Absent::Second),
            played("p6", "p3", Outcome::Loss),
        ],
    ];
    let out = withdrawn(&six(), &rounds).unwrap();
    assert_eq!(out, BTreeSet::from(["p4".to_string()]));
    let table = standings(&six(), &rounds, &[TieBreak::Buchholz]).unwrap();
    let points: BTreeMap<&str, f64> = table
        .iter()
        .map(|s| (s.player.as_str(), s.points))
        .collect();
    assert_eq!(points["p1"], 1.5);
    assert_eq!(points["p2"], 1.0);
    assert_eq!(points["p4"], 0.0);
    // p1's Buchholz counts p5 only: the forfeit gave no opponent.
    let p1 = table.iter().find(|s| s.player == "p1").unwrap();
    assert_eq!((p1.games, p1.tie_breaks.clone()), (1, vec![1.5]));
    // Round three pairs five players: p4 is out, one bye.
    let third = pair_round(&six(), &rounds, &[]).unwrap();
    let named: Vec<&Pairing> = third
        .iter()
        .filter(|p| match p {
            Pairing::Game { first, second } => first == "p4" || second == "p4",
            Pairing::Bye { player } => player == "p4",
        })
        .collect();
    assert!(named.is_empty());
    assert_eq!(third.len(), 3);
    // p1 and p2 had forfeit wins: the bye goes elsewhere.
    assert!(
        matches!(third.last(), Some(Pairing::Bye { player }) if player != "p1" && player != "p2")
    );
    // Someone leaving by request is not paired either.
    let fourth = pair_round(&six(), &rounds, &["p6".to_string()]).unwrap();
    assert_eq!(fourth.len(), 2);
    assert!(fourth.iter().all(|p| !matches!(p, Pairing::Bye { .. })));
}

#[test]
fn tie_breaks_by_hand() {
    let rounds = vec![
        vec![
            played("p1", "p4", Outcome::Win),
            played("p5", "p2", Outcome::Win),
            played("p3", "p6", Outcome::Draw),
        ],
        vec![
            played("p5", "p1", Outcome::Draw),
            played("p2", "p3", Outcome::Loss),
            played("p6", "p4", Outcome::Win),
        ],
    ];
    // Points: p1 1.5, p5 1.5, p3 1.5, p6 1.5, p2 0, p4 0.
    // Buchholz: p1 = p4 + p5 = 0 + 1.5; p5 = p2 + p1 = 1.5; p3 = p6 + p2 = 1.5;
    // p6 = p3 + p4 = 1.5. Cut 1 drops the lowest: p1 1.5, p5 1.5, p3 1.5, p6 1.5.
    // Sonneborn-Berger: p1 = 0 (beat p4) + 0.75 (drew p5) = 0.75; p5 = 0 + 0.75 = 0.75;
    // p3 = 0.75 (drew p6) + 0 (beat p2) = 0.75; p6 = 0.75 + 0 = 0.75. All tied: wins are
    // equal (one each), so the ratings order them.
    let table = standings(&six(), &rounds, SWISS_TIE_BREAKS).unwrap();
    let line: Vec<(&str, usize, f64, Vec<f64>)> = table
        .iter()
        .map(|s| (s.player.as_str(), s.rank, s.points, s.tie_breaks.clone()))
        .collect();
    assert_eq!(
        line,
        vec![
            ("p1", 1, 1.5, vec![1.5, 1.5, 0.75, 1.0]),
            ("p3", 1, 1.5, vec![1.5, 1.5, 0.75, 1.0]),
            ("p5", 1, 1.5, vec![1.5, 1.5, 0.75, 1.0]),
            ("p6", 1, 1.5, vec![1.5, 1.5, 0.75, 1.0]),
            ("p2", 5, 0.0, vec![1.5, 3.0, 0.0, 0.0]),
            ("p4", 5, 0.0, vec![1.5, 3.0, 0.0, 0.0]),
        ]
    );
    let sides = standings(
        &six(),
        &rounds,
        &[
            TieBreak::WinsAsFirst,
            TieBreak::WinsAsSecond,
            TieBreak::BalancedWins,
        ],
    )
    .unwrap();
    let p3 = sides.iter().find(|s| s.player == "p3").unwrap();
    assert_eq!(p3.tie_breaks, vec![0.0, 1.0, 0.0]);
}

#[test]
fn bad_records_are_errors() {
    let twice = vec![vec![
        played("p1", "p2", Outcome::Win),
        played("p1", "p3", Outcome::Win),
    ]];
    assert_eq!(
        pair_round(&six(), &twice, &[]),
        Err(TournamentError::DuplicatePlayer("p1".into()))
    );
    let stranger = vec![vec![played("p1", "zed", Outcome::Win)]];
    assert_eq!(
        pair_round(&six(), &stranger, &[]),
        Err(TournamentError::UnknownPlayer("zed".into()))
    );
    assert_eq!(
        pair_round(&six(), &[], &["zed".to_string()]),
        Err(TournamentError::UnknownPlayer("zed".into()))
    );
    let two: Vec<Entrant> = six().into_iter().take(2).collect();
    let met = vec![vec![played("p1", "p2", Outcome::Draw)]];
    assert_eq!(pair_round(&two, &met, &[]), Err(TournamentError::NoPairing));
    let mut doubled = six();
    doubled.push(Entrant::new("p1", 1));
    assert_eq!(
        pair_round(&doubled, &[], &[]),
        Err(TournamentError::DuplicatePlayer("p1".into()))
    );
}

/// What the test itself knows of a player from the record.
fn sides_of(history: &[Entry]) -> Vec<Side> {
    history.iter().filter_map(|e| e.side).collect()
}

fn diff(sides: &[Side]) -> i32 {
    sides
        .iter()
        .map(|s| if *s == Side::First { 1 } else { -1 })
        .sum()
}

/// The fewest third-same-sides-in-a-row a pair can be given within ±2, or `None`.
fn pair_three(a: &[Side], b: &[Side]) -> Option<u32> {
    let three = |s: &[Side], side: Side| {
        u32::from(s.len() >= 2 && s[s.len() - 2..].iter().all(|&x| x == side))
    };
    let ok =
        |s: &[Side], side: Side| (diff(s) + if side == Side::First { 1 } else { -1 }).abs() <= 2;
    [Side::First, Side::Second]
        .into_iter()
        .filter(|&side| ok(a, side) && ok(b, side.other()))
        .map(|side| three(a, side) + three(b, side.other()))
        .min()
}

/// The cost of a pair (or of a bye, with `None`), `None` where the pair is not allowed.
type Allowed<'a> = dyn Fn(&str, Option<&str>) -> Option<(u32, u64)> + 'a;

/// The best (three-in-a-rows, sum of squared score differences) over every valid pairing.
fn brute_force(
    active: &[&str],
    hist: &BTreeMap<String, Vec<Entry>>,
    score: &BTreeMap<&str, u32>,
) -> Option<(u32, u64)> {
    fn go(
        left: &mut Vec<&str>,
        cost: (u32, u64),
        allowed: &Allowed<'_>,
        best: &mut Option<(u32, u64)>,
    ) {
        let Some(v) = left.pop() else {
            *best = Some(best.map_or(cost, |b| b.min(cost)));
            return;
        };
        if left.len().is_multiple_of(2)
            && let Some((t, s)) = allowed(v, None)
        {
            go(left, (cost.0 + t, cost.1 + s), allowed, best);
        }
        for i in 0..left.len() {
            let u = left[i];
            if let Some((t, s)) = allowed(v, Some(u)) {
                left.remove(i);
                go(left, (cost.0 + t, cost.1 + s), allowed, best);
                left.insert(i, u);
            }
        }
        left.push(v);
    }
    let lowest = active.iter().map(|p| score[p]).min().unwrap_or(0);
    let strict = active.iter().any(|p| {
        !hist[*p]
            .iter()
            .any(|e| matches!(e.result, RoundResult::Bye | RoundResult::ForfeitWin))
    });
    let allowed = |v: &str, u: Option<&str>| -> Option<(u32, u64)> {
        match u {
            None => {
                let h = &hist[v];
                let bye = h.iter().any(|e| e.result == RoundResult::Bye);
                let fw = h.iter().any(|e| e.result == RoundResult::ForfeitWin);
                if bye || (strict && fw) {
                    return None;
                }
                let d = u64::from(score[v] - lowest + 2);
                Some((0, d * d))
            }
            Some(u) => {
                if hist[v].iter().any(|e| e.opponent.as_deref() == Some(u)) {
                    return None;
                }
                let three = pair_three(&sides_of(&hist[v]), &sides_of(&hist[u]))?;
                let d = u64::from(score[v].abs_diff(score[u]));
                Some((three, d * d))
            }
        }
    };
    let mut left: Vec<&str> = active.to_vec();
    let mut best = None;
    go(&mut left, (0, 0), &allowed, &mut best);
    best
}

/// A whole event: pairs rounds until none can be paired or `rounds` are done, with results
/// and absences drawn from `dice`; checks every round; answers the record.
fn run_event(
    entrants: &[Entrant],
    rounds: usize,
    dice: &[u8],
) -> Result<Vec<Round>, TestCaseError> {
    let mut record: Vec<Round> = Vec::new();
    let mut roll = dice.iter().copied().cycle();
    for round in 0..rounds {
        let pairing = match pair_round(entrants, &record, &[]) {
            Ok(p) => p,
            Err(TournamentError::NoPairing) => {
                prop_assert!(round > 0, "the first round always pairs");
                break;
            }
            Err(e) => return Err(TestCaseError::fail(format!("{e}"))),
        };
        let hist = histories(entrants, &record).unwrap();
        let out = withdrawn(entrants, &record).unwrap();
        let active: Vec<&str> = entrants
            .iter()
            .map(|e| e.player.as_str())
            .filter(|p| !out.contains(*p))
            .collect();
        let mut seen = BTreeSet::new();
        let mut mine = (0_u32, 0_u64);
        let score: BTreeMap<&str, u32> = active
            .iter()
            .map(|p| (*p, super::record::half_points(&hist[*p])))
            .collect();
        let lowest = score.values().copied().min().unwrap_or(0);
        let mut boards = Vec::new();
        for p in &pairing {
            match p {
                Pairing::Bye { player } => {
                    prop_assert!(seen.insert(player.clone()));
                    prop_assert!(
                        !hist[player].iter().any(|e| e.result == RoundResult::Bye),
                        "a second bye"
                    );
                    let d = u64::from(score[player.as_str()] - lowest + 2);
                    mine.1 += d * d;
                    boards.push(Board::Bye {
                        player: player.clone(),
                    });
                }
                Pairing::Game { first, second } => {
                    prop_assert!(seen.insert(first.clone()) && seen.insert(second.clone()));
                    prop_assert!(
                        !hist[first]
                            .iter()
                            .any(|e| e.opponent.as_ref() == Some(second)),
                        "{} and {} meet twice",
                        first,
                        second
                    );
                    let (sf, ss) = (sides_of(&hist[first]), sides_of(&hist[second]));
                    prop_assert!(diff(&sf) < 2, "{} at +2 given the first side", first);
                    prop_assert!(diff(&ss) > -2, "{} at -2 given the second side", second);
                    let three = |s: &[Side], side: Side| {
                        s.len() >= 2 && s[s.len() - 2..].iter().all(|&x| x == side)
                    };
                    mine.0 +=
                        u32::from(three(&sf, Side::First)) + u32::from(three(&ss, Side::Second));
                    let d = u64::from(score[first.as_str()].abs_diff(score[second.as_str()]));
                    mine.1 += d * d;
                    let r = roll.next().unwrap_or(0);
                    boards.push(match r % 20 {
                        0 => Board::Forfeit {
                            first: first.clone(),
                            second: second.clone(),
                            absent: Absent::First,
                        },
                        1 => Board::Forfeit {
                            first: first.clone(),
                            second: second.clone(),
                            absent: Absent::Second,
                        },
                        2 => Board::Forfeit {
                            first: first.clone(),
                            second: second.clone(),
                            absent: Absent::Both,
                        },
                        r => played(
                            first,
                            second,
                            [Outcome::Win, Outcome::Draw, Outcome::Loss][usize::from(r % 3)],
                        ),
                    });
                }
            }
        }
        let expected: BTreeSet<String> = active.iter().map(|p| p.to_string()).collect();
        prop_assert_eq!(&seen, &expected, "everyone active is paired once");
        if active.len() <= 9 {
            prop_assert_eq!(
                Some(mine),
                brute_force(&active, &hist, &score),
                "round {}",
                round
            );
        }
        record.push(boards);
    }
    Ok(record)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn generated_events_keep_the_rules(
        n in 2_usize..=11,
        ratings in proptest::collection::vec(1000_i32..2500, 11),
        dice in proptest::collection::vec(any::<u8>(), 1..64),
        shuffle in proptest::collection::vec(any::<u8>(), 8),
    ) {
        let entrants: Vec<Entrant> = (0..n).map(|i| Entrant::new(&format!("p{i}"), ratings[i])).collect();
        let record = run_event(&entrants, n.min(9), &dice)?;
        // Colours within ±2 and one bye each at the end, whatever happened.
        for history in histories(&entrants, &record).unwrap().values() {
            prop_assert!(diff(&sides_of(history)).abs() <= 2);
            prop_assert!(history.iter().filter(|e| e.result == RoundResult::Bye).count() <= 1);
        }
        // The standings do not depend on the order of the boards within a round.
        let mut reordered = record.clone();
        for (i, round) in reordered.iter_mut().enumerate() {
            let k = usize::from(shuffle[i % shuffle.len()]);
            if !round.is_empty() {
                let len = round.len();
                round.rotate_left(k % len);
                if k % 2 == 1 {
                    round.reverse();
                }
            }
        }
        prop_assert_eq!(
            standings(&entrants, &record, SWISS_TIE_BREAKS).unwrap(),
            standings(&entrants, &reordered, SWISS_TIE_BREAKS).unwrap()
        );
    }
}

#[test]
fn a_larger_event_pairs_every_round() {
    let entrants: Vec<Entrant> = (0..40)
        .map(|i| Entrant::new(&format!("p{i:02}"), 2400 - 25 * i))
        .collect();
    let dice: Vec<u8> = (0..97_u8)
        .map(|i| i.wrapping_mul(37).wrapping_add(11))
        .collect();
    let record = run_event(&entrants, 9, &dice).unwrap();
    assert_eq!(record.len(), 9);
    let table = standings(&entrants, &record, SWISS_TIE_BREAKS).unwrap();
    assert_eq!(table.len(), 40);
    let total: f64 = table.iter().map(|s| s.points).sum();
    // Each played board gives one point in all, a forfeit with one absent one, a double
    // forfeit none.
    let expected: f64 = record
        .iter()
        .flatten()
        .map(|b| match b {
            Board::Forfeit {
                absent: Absent::Both,
                ..
            } => 0.0,
            _ => 1.0,
        })
        .sum();
    assert_eq!(total, expected);
}
