//! The arena: scoring against hand-computed games, the berserk clock, the end of pairing,
//! the rebuild from games in any order that keeps each player's games in order, and the
//! pairing's priorities against brute force.

use std::collections::BTreeSet;

use proptest::prelude::*;

use super::arena::{
    ArenaClock, ArenaGame, ArenaPairing, ArenaState, FreePlayer, REMATCH_WAIT_MS, pair,
    pairings_closed, score_game,
};
use super::{Outcome, Side, TournamentError};

fn game(first: &str, second: &str, outcome: Outcome) -> ArenaGame {
    ArenaGame {
        first: first.into(),
        second: second.into(),
        first_rating: 1500,
        second_rating: 1500,
        outcome,
        first_berserk: false,
        second_berserk: false,
        first_moves: 20,
        second_moves: 20,
    }
}

fn rated(mut g: ArenaGame, first_rating: i32, second_rating: i32) -> ArenaGame {
    g.first_rating = first_rating;
    g.second_rating = second_rating;
    g
}

const RATINGS: [(&str, i32); 4] = [("a", 1500), ("b", 1500), ("c", 1400), ("d", 1600)];

/// Four players; `a` wins five in a row but for one draw, and berserks one win.
fn four_player_arena() -> Vec<ArenaGame> {
    let mut fifth = rated(game("a", "d", Outcome::Win), 1500, 1600);
    fifth.first_berserk = true;
    fifth.first_moves = 10;
    let mut fourth = rated(game("b", "d", Outcome::Win), 1500, 1600);
    fourth.first_berserk = true; // a berserk win with 6 moves: no point
    fourth.first_moves = 6;
    fourth.second_berserk = true; // a berserk loss: nothing
    vec![
        rated(game("a", "b", Outcome::Win), 1500, 1500),
        rated(game("c", "d", Outcome::Draw), 1400, 1600),
        rated(game("c", "a", Outcome::Loss), 1400, 1500),
        fourth,
        fifth,
        rated(game("b", "a", Outcome::Draw), 1500, 1500),
        rated(game("a", "c", Outcome::Win), 1500, 1400),
    ]
}

#[test]
fn four_player_arena_with_a_streak() {
    let games = four_player_arena();
    let state = ArenaState::rebuild(RATINGS, &games).unwrap();
    let a = state.player("a").unwrap();
    // 2 + 2, then on fire: 4 + 1 (berserk), a doubled draw 2 ending the streak, then 2.
    let points: Vec<u32> = a.sheet.iter().map(|s| s.points).collect();
    assert_eq!(points, vec![2, 2, 5, 2, 2]);
    let doubled: Vec<bool> = a.sheet.iter().map(|s| s.doubled).collect();
    assert_eq!(doubled, vec![false, false, true, true, false]);
    assert!(a.sheet[2].berserk_point);
    assert!(!a.on_fire());
    let b = state.player("b").unwrap();
    assert_eq!(b.score, 3);
    assert!(!b.sheet[1].berserk_point);
    let standings = state.standings();
    let table: Vec<(&str, u32, Option<i32>)> = standings
        .iter()
        .map(|s| (s.player.as_str(), s.score, s.performance))
        .collect();
    // c and d tie on 1: c's performance (1600 + 1000 + 1000) / 3 = 1200 beats d's
    // (1400 + 1000 + 1000) / 3 = 1133.
    assert_eq!(
        table,
        vec![
            ("a", 13, Some(1880)),
            ("b", 3, Some(1533)),
            ("c", 1, Some(1200)),
            ("d", 1, Some(1133)),
        ]
    );
    assert_eq!(standings[3].rank, 4);
}

#[test]
fn scoring_rules() {
    assert_eq!(score_game(Outcome::Win, 0, false, 0).points, 2);
    assert_eq!(score_game(Outcome::Win, 1, false, 0).points, 2);
    assert_eq!(score_game(Outcome::Win, 2, false, 0).points, 4);
    assert_eq!(score_game(Outcome::Draw, 2, false, 0).points, 2);
    assert_eq!(score_game(Outcome::Draw, 1, false, 0).points, 1);
    assert_eq!(score_game(Outcome::Loss, 5, true, 30).points, 0);
    assert_eq!(score_game(Outcome::Win, 0, true, 7).points, 3);
    assert_eq!(score_game(Outcome::Win, 0, true, 6).points, 2);
    assert_eq!(score_game(Outcome::Win, 3, true, 7).points, 5);
    assert_eq!(score_game(Outcome::Draw, 0, true, 40).points, 1);
}

#[test]
fn berserk_clock() {
    let clock = |initial_ms, increment_ms| ArenaClock {
        initial_ms,
        increment_ms,
    };
    assert_eq!(clock(180_000, 0).berserk(), Some(clock(90_000, 0)));
    assert_eq!(clock(181_000, 2_000).berserk(), Some(clock(90_500, 0)));
    // Base under 40 × increment: only the increment goes.
    assert_eq!(clock(60_000, 2_000).berserk(), Some(clock(60_000, 0)));
    assert_eq!(clock(0, 1_000).berserk(), None);
    assert_eq!(clock(15_000, 0).berserk(), Some(clock(7_500, 0)));
}

#[test]
fn pairing_closes_before_the_end() {
    let blitz = ArenaClock {
        initial_ms: 180_000,
        increment_ms: 2_000,
    };
    // Half the base, 90 s.
    assert_eq!(pairings_closed(0, 1_000_000, 909_000, blitz), Ok(false));
    assert_eq!(pairings_closed(0, 1_000_000, 910_001, blitz), Ok(true));
    let bullet = ArenaClock {
        initial_ms: 30_000,
        increment_ms: 0,
    };
    // At least 30 s.
    assert_eq!(pairings_closed(0, 1_000_000, 969_999, bullet), Ok(false));
    assert_eq!(pairings_closed(0, 1_000_000, 970_001, bullet), Ok(true));
    let rapid = ArenaClock {
        initial_ms: 900_000,
        increment_ms: 0,
    };
    // At most 120 s; after the end, closed.
    assert_eq!(pairings_closed(0, 1_000_000, 879_999, rapid), Ok(false));
    assert_eq!(pairings_closed(0, 1_000_000, 880_001, rapid), Ok(true));
    assert_eq!(pairings_closed(0, 1_000_000, 2_000_000, rapid), Ok(true));
    assert_eq!(
        pairings_closed(5, 4, 0, rapid),
        Err(TournamentError::EndsBeforeStart)
    );
}

#[test]
fn bad_games_and_requests_are_errors() {
    let mut state = ArenaState::rebuild(RATINGS, &[]).unwrap();
    assert_eq!(
        state.record(&game("a", "zed", Outcome::Win)),
        Err(TournamentError::UnknownPlayer("zed".into()))
    );
    assert_eq!(
        state.record(&game("a", "a", Outcome::Win)),
        Err(TournamentError::SelfPairing("a".into()))
    );
    assert_eq!(
        state.join("a", 1),
        Err(TournamentError::DuplicatePlayer("a".into()))
    );
    assert_eq!(state, ArenaState::rebuild(RATINGS, &[]).unwrap());
    let free = |p: &str| FreePlayer {
        player: p.into(),
        free_since_ms: 0,
    };
    assert_eq!(
        pair(&state, &[free("a"), free("zed")], 0),
        Err(TournamentError::UnknownPlayer("zed".into()))
    );
    assert_eq!(
        pair(&state, &[free("a"), free("a")], 0),
        Err(TournamentError::DuplicatePlayer("a".into()))
    );
}

fn free_at(players: &[(&str, u64)]) -> Vec<FreePlayer> {
    players
        .iter()
        .map(|&(p, t)| FreePlayer {
            player: p.into(),
            free_since_ms: t,
        })
        .collect()
}

fn pairs_as_sets(pairings: &[ArenaPairing]) -> BTreeSet<BTreeSet<String>> {
    pairings
        .iter()
        .map(|p| [p.first.clone(), p.second.clone()].into_iter().collect())
        .collect()
}

#[test]
fn no_immediate_rematch_and_sides_balanced() {
    let games = vec![
        game("a", "b", Outcome::Win),
        game("c", "d", Outcome::Win),
        game("a", "d", Outcome::Win),
        game("c", "b", Outcome::Draw),
        game("b", "a", Outcome::Win),
        game("c", "d", Outcome::Win),
    ];
    let state = ArenaState::rebuild(RATINGS, &games).unwrap();
    // a-b and c-d just met, and by score a, c are top: a-c would be closest, but the only
    // pairing without a rematch that pairs everyone is a-c with b-d or a-d with b-c.
    let now = 1_000_000;
    let pairings = pair(
        &state,
        &free_at(&[("a", 0), ("b", 0), ("c", 0), ("d", 0)]),
        now,
    )
    .unwrap();
    let sets = pairs_as_sets(&pairings);
    assert_eq!(pairings.len(), 2);
    for p in &pairings {
        let just_met =
            |x: &str, y: &str| state.player(x).unwrap().last_opponent.as_deref() == Some(y);
        assert!(!just_met(&p.first, &p.second) && !just_met(&p.second, &p.first));
    }
    // c (5 points) and a (4) are closest in rank; c has had the first side more often.
    assert!(sets.contains(&["a", "c"].map(String::from).into_iter().collect()));
    let ac = pairings
        .iter()
        .find(|p| p.first == "a" || p.second == "a")
        .unwrap();
    let (a, c) = (state.player("a").unwrap(), state.player("c").unwrap());
    assert_eq!((a.score, c.score), (4, 5));
    assert_eq!((a.firsts, a.seconds, c.firsts, c.seconds), (2, 1, 3, 0));
    assert_eq!((ac.first.as_str(), ac.second.as_str()), ("a", "c"));
    // b (3 points, one first side in three games) and d (0, never first): d is first.
    let bd = pairings
        .iter()
        .find(|p| p.first == "b" || p.second == "b")
        .unwrap();
    assert_eq!((bd.first.as_str(), bd.second.as_str()), ("d", "b"));
    assert_eq!(state.player("b").unwrap().last_side, Some(Side::First));

    // Only a and b free, both just free: they wait; after REMATCH_WAIT_MS they play.
    let two = free_at(&[("a", now), ("b", now)]);
    assert_eq!(pair(&state, &two, now + 1).unwrap(), vec![]);
    assert_eq!(pair(&state, &two, now + REMATCH_WAIT_MS).unwrap().len(), 1);
}

#[test]
fn with_an_odd_number_the_latest_free_waits() {
    let state = ArenaState::rebuild(RATINGS, &[]).unwrap();
    let pairings = pair(&state, &free_at(&[("a", 5), ("b", 9), ("c", 1)]), 100).unwrap();
    assert_eq!(pairings.len(), 1);
    let sets = pairs_as_sets(&pairings);
    assert!(sets.contains(&["a", "c"].map(String::from).into_iter().collect()));
}

/// Games among `n` players from raw numbers.
fn games_from(n: usize, raw: &[(usize, usize, u8, bool, u8)]) -> Vec<ArenaGame> {
    raw.iter()
        .filter(|(a, b, ..)| a % n != b % n)
        .map(|&(a, b, r, berserk, moves)| {
            let outcome = [Outcome::Win, Outcome::Draw, Outcome::Loss][usize::from(r % 3)];
            let mut g = rated(
                game(&format!("p{}", a % n), &format!("p{}", b % n), outcome),
                1400 + (a % n) as i32 * 37,
                1400 + (b % n) as i32 * 37,
            );
            g.first_berserk = berserk;
            g.first_moves = u32::from(moves);
            g
        })
        .collect()
}

fn entrants(n: usize) -> Vec<(String, i32)> {
    (0..n)
        .map(|i| (format!("p{i}"), 1400 + i as i32 * 37))
        .collect()
}

/// A reordering of the games that keeps each player's games in their order: at each step a
/// game whose players have no earlier game left, chosen by `picks`.
fn interleave(games: &[ArenaGame], picks: &[usize]) -> Vec<ArenaGame> {
    let mut left: Vec<ArenaGame> = games.to_vec();
    let mut out = Vec::new();
    let mut step = 0;
    while !left.is_empty() {
        let ready: Vec<usize> = (0..left.len())
            .filter(|&i| {
                left[..i].iter().all(|g| {
                    ![&g.first, &g.second].contains(&&left[i].first)
                        && ![&g.first, &g.second].contains(&&left[i].second)
                })
            })
            .collect();
        let pick = ready[picks.get(step).copied().unwrap_or(0) % ready.len()];
        out.push(left.remove(pick));
        step += 1;
    }
    out
}

/// The most (pairs without a rematch, pairs) over every matching of the allowed edges.
fn best_by_brute_force(n: usize, allowed: &[(usize, usize, bool)]) -> (usize, usize) {
    fn go(
        v: usize,
        n: usize,
        used: &mut [bool],
        allowed: &[(usize, usize, bool)],
    ) -> (usize, usize) {
        if v == n {
            return (0, 0);
        }
        if used[v] {
            return go(v + 1, n, used, allowed);
        }
        used[v] = true;
        let mut best = go(v + 1, n, used, allowed);
        for &(a, b, rematch) in allowed {
            let u = if a == v {
                b
            } else if b == v {
                a
            } else {
                continue;
            };
            if used[u] {
                continue;
            }
            used[u] = true;
            let (x, y) = go(v + 1, n, used, allowed);
            best = best.max((x + usize::from(!rematch), y + 1));
            used[u] = false;
        }
        used[v] = false;
        best
    }
    go(0, n, &mut vec![false; n], allowed)
}

proptest! {
    #[test]
    fn rebuilt_in_any_order_equivalent_replay_is_equal(
        n in 2_usize..7,
        raw in proptest::collection::vec((0_usize..7, 0_usize..7, 0_u8..3, any::<bool>(), 0_u8..20), 0..40),
        picks in proptest::collection::vec(0_usize..50, 40),
    ) {
        let games = games_from(n, &raw);
        let people = entrants(n);
        let names = || people.iter().map(|(p, r)| (p.as_str(), *r));
        let live = {
            let mut state = ArenaState::rebuild(names(), &[]).unwrap();
            for g in &games {
                state.record(g).unwrap();
            }
            state
        };
        let replayed = ArenaState::rebuild(names(), &interleave(&games, &picks)).unwrap();
        prop_assert_eq!(live.standings(), replayed.standings());
        prop_assert_eq!(&live, &replayed);
        let total: u32 = live.standings().iter().map(|s| s.score).sum();
        let sheets: u32 = live.players().flat_map(|(_, r)| r.sheet.iter().map(|s| s.points)).sum();
        prop_assert_eq!(total, sheets);
    }

    #[test]
    fn pairing_avoids_rematches_when_another_choice_exists(
        n in 2_usize..9,
        raw in proptest::collection::vec((0_usize..9, 0_usize..9, 0_u8..3, any::<bool>(), 0_u8..20), 0..30),
        free_mask in proptest::collection::vec(any::<bool>(), 9),
        waits in proptest::collection::vec(0_u64..20_000, 9),
    ) {
        let games = games_from(n, &raw);
        let people = entrants(n);
        let state = ArenaState::rebuild(people.iter().map(|(p, r)| (p.as_str(), *r)), &games).unwrap();
        let now = 100_000;
        let free: Vec<FreePlayer> = (0..n)
            .filter(|&i| free_mask[i])
            .map(|i| FreePlayer { player: format!("p{i}"), free_since_ms: now - waits[i] })
            .collect();
        let pairings = pair(&state, &free, now).unwrap();
        let index = |p: &str| free.iter().position(|f| f.player == p).unwrap();
        let rematch = |a: &str, b: &str| {
            state.player(a).unwrap().last_opponent.as_deref() == Some(b)
                || state.player(b).unwrap().last_opponent.as_deref() == Some(a)
        };
        let mut seen = BTreeSet::new();
        let mut got = (0, 0);
        for p in &pairings {
            prop_assert!(p.first != p.second);
            prop_assert!(seen.insert(index(&p.first)) && seen.insert(index(&p.second)));
            if rematch(&p.first, &p.second) {
                let waited = |x: &str| now - free[index(x)].free_since_ms >= REMATCH_WAIT_MS;
                prop_assert!(waited(&p.first) && waited(&p.second));
            } else {
                got.0 += 1;
            }
            got.1 += 1;
        }
        let waited = |i: usize| now - free[i].free_since_ms >= REMATCH_WAIT_MS;
        let mut allowed = Vec::new();
        for a in 0..free.len() {
            for b in a + 1..free.len() {
                let r = rematch(&free[a].player, &free[b].player);
                if !r || (waited(a) && waited(b)) {
                    allowed.push((a, b, r));
                }
            }
        }
        prop_assert_eq!(got, best_by_brute_force(free.len(), &allowed));
    }
}
