//! Round-robins: everyone meets everyone, once, or twice with the sides swapped (a double
//! round-robin, as Hnefatafl events play so that each pair plays both sides).
//!
//! The schedule is the circle method that Berger tables are built by: with `m` places (the
//! players, plus an empty place for an odd number), the last place stays while the others
//! turn one step each round, for `m − 1` rounds. Sides: the fixed place alternates, and every
//! other player alternates sides from one round to the next but once, so each player's
//! difference of sides over a single cycle is at most 1. A player facing the empty place rests
//! that round (no point: the standings give a bye a point, so a rest has no board).
//!
//! The standings are [`super::standings::standings`] with
//! [`super::standings::ROUND_ROBIN_TIE_BREAKS`] (or the Hnefatafl list).

use std::collections::BTreeSet;

use super::record::Pairing;
use super::{PlayerId, TournamentError};

/// The most players a schedule is made for.
pub const MAX_PLAYERS: usize = 1000;

/// One round of a round-robin.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundRobinRound {
    /// The games ([`Pairing::Game`] only).
    pub games: Vec<Pairing>,
    /// Who sits this round out (an odd number of players).
    pub resting: Option<PlayerId>,
}

/// A single cycle by places: each round's pairs (first place, second place), the place
/// `m - 1` empty when `n` is odd.
fn circle(n: usize) -> Vec<Vec<(usize, usize)>> {
    let m = n + n % 2;
    let turning = m - 1;
    (0..turning)
        .map(|r| {
            let fixed = if r % 2 == 0 { (m - 1, r) } else { (r, m - 1) };
            let mut pairs = vec![fixed];
            for i in 1..m / 2 {
                let a = (r + i) % turning;
                let b = (r + turning - i) % turning;
                pairs.push(if i % 2 == 1 { (a, b) } else { (b, a) });
            }
            pairs
        })
        .collect()
}

/// The schedule for these players, in the order given (their places): `n − 1` rounds for
/// even `n`, `n` for odd, twice that for `double`, the second cycle the first with the sides
/// swapped.
///
/// # Errors
///
/// [`TournamentError::TooFewPlayers`] under two, [`TournamentError::DuplicatePlayer`],
/// [`TournamentError::TooManyPlayers`] beyond [`MAX_PLAYERS`].
///
/// # Examples
///
/// ```
/// use arbiter::tournament::round_robin::schedule;
/// let players = ["a", "b", "c", "d"].map(String::from);
/// let rounds = schedule(&players, false).unwrap();
/// assert_eq!(rounds.len(), 3);
/// assert!(rounds.iter().all(|r| r.games.len() == 2 && r.resting.is_none()));
/// ```
pub fn schedule(
    players: &[PlayerId],
    double: bool,
) -> Result<Vec<RoundRobinRound>, TournamentError> {
    let n = players.len();
    if n < 2 {
        return Err(TournamentError::TooFewPlayers(n));
    }
    if n > MAX_PLAYERS {
        return Err(TournamentError::TooManyPlayers {
            count: n,
            max: MAX_PLAYERS,
        });
    }
    let mut seen = BTreeSet::new();
    for player in players {
        if !seen.insert(player) {
            return Err(TournamentError::DuplicatePlayer(player.clone()));
        }
    }
    let cycle = circle(n);
    let cycles: &[bool] = if double { &[false, true] } else { &[false] };
    Ok(cycles
        .iter()
        .flat_map(|&swapped| {
            cycle.iter().map(move |pairs| {
                let mut round = RoundRobinRound {
                    games: Vec::new(),
                    resting: None,
                };
                for &(a, b) in pairs {
                    let (first, second) = if swapped { (b, a) } else { (a, b) };
                    match (players.get(first), players.get(second)) {
                        (Some(f), Some(s)) => round.games.push(Pairing::Game {
                            first: f.clone(),
                            second: s.clone(),
                        }),
                        (Some(p), None) | (None, Some(p)) => round.resting = Some(p.clone()),
                        (None, None) => {}
                    }
                }
                round
            })
        })
        .collect())
}

/// One round of the schedule (from 0).
///
/// # Errors
///
/// As [`schedule`], and [`TournamentError::NoSuchRound`] past its end.
pub fn round(
    players: &[PlayerId],
    double: bool,
    round: usize,
) -> Result<RoundRobinRound, TournamentError> {
    let mut all = schedule(players, double)?;
    let rounds = all.len();
    if round >= rounds {
        return Err(TournamentError::NoSuchRound { round, rounds });
    }
    Ok(all.swap_remove(round))
}
