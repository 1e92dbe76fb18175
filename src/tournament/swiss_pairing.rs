//! The pairing of a Swiss round: "Dutch-like", by one maximum-weight matching over every pair
//! of active players (and a bye vertex when their number is odd).
//!
//! Absolute (a pair that breaks one is not an edge of the graph):
//! - two players meet once (a forfeited game counts as their meeting);
//! - no colour difference beyond ±2;
//! - one bye per player, given to a player who has had neither a bye nor a forfeit win (when
//!   nobody active is left who has had neither, one who has had a forfeit win but no bye).
//!
//! Then, lexicographically, each criterion's unit above the largest sum of those below:
//! 1. as many players paired as possible (all of them, or the round cannot be paired);
//! 2. fewest players given a third same side in a row;
//! 3. smallest sum over pairs of the squared score difference (in half-points): players meet
//!    inside their score group, and a floater meets the closest score; the bye counts as a
//!    pairing with a score one point below the lowest; then the smallest sum of the floaters'
//!    scores (the higher groups are paired inside first);
//! 4. fewest strong, then mild, colour preferences unmet;
//! 5. the Dutch shape: inside a score group of `m` players ranks `p` and `p + m/2` meet (top
//!    half against bottom half); across groups the smallest squared distance in rank (the
//!    highest floater meets the highest player of the group below); the bye to the
//!    lowest-ranked.

use std::collections::{BTreeMap, BTreeSet};

use super::matching::maximum_weight_matching;
use super::record::{Entrant, Entry, Pairing, Round, half_points, histories};
use super::swiss::withdrawn;
use super::swiss_colour::{Colours, pair_cost, side_of_higher};
use super::{PlayerId, Rating, RoundResult, Side, TournamentError};

/// The most active players a round pairs (the matching is `O(n³)`).
pub const MAX_PLAYERS: usize = 1000;

const SHAPE_UNIT: i128 = 1;
const MILD_UNIT: i128 = 1 << 30;
const STRONG_UNIT: i128 = 1 << 41;
const SCORE_UNIT: i128 = 1 << 52;
const THREE_UNIT: i128 = 1 << 96;
const PAIR_UNIT: i128 = 1 << 107;
/// The most a score difference counts (half-points, squared), so the tiers keep apart.
const SCORE_PENALTY_MAX: i128 = 1 << 12;
/// The unit of the squared score difference, above the sum of the floaters' scores.
const FLOAT_UNIT: i128 = 1 << 21;
/// The most a floater's score counts.
const FLOAT_MAX: i128 = 1 << 11;

/// The score tier's penalty of a pair with these scores (half-points): the squared
/// difference, then, for a floater, the higher score (a float from a higher group costs more,
/// as the Dutch system pairs the top groups first).
fn score_penalty(high: u32, low: u32) -> i128 {
    let diff = i128::from(high.abs_diff(low));
    if diff == 0 {
        return 0;
    }
    (diff * diff).min(SCORE_PENALTY_MAX) * FLOAT_UNIT + i128::from(high.max(low)).min(FLOAT_MAX)
}

struct Player<'a> {
    name: &'a str,
    rating: Rating,
    score: u32,
    colours: Colours,
    met: BTreeSet<&'a str>,
    had_bye: bool,
    had_forfeit_win: bool,
}

fn player<'a>(entrant: &'a Entrant, history: &'a [Entry]) -> Player<'a> {
    Player {
        name: &entrant.player,
        rating: entrant.rating,
        score: half_points(history),
        colours: Colours::from_history(history),
        met: history
            .iter()
            .filter_map(|e| e.opponent.as_deref())
            .collect(),
        had_bye: history.iter().any(|e| e.result == RoundResult::Bye),
        had_forfeit_win: history.iter().any(|e| e.result == RoundResult::ForfeitWin),
    }
}

/// The pairing of the next round, from the entrants and the rounds played; `left` are players
/// who have withdrawn on their own (besides those [`withdrawn`] for missing two starts).
/// Boards come highest scores first, the bye last.
///
/// # Errors
///
/// As [`histories`]; [`TournamentError::UnknownPlayer`] for a name in `left` that is no
/// entrant; [`TournamentError::TooManyPlayers`] beyond [`MAX_PLAYERS`] active;
/// [`TournamentError::NoPairing`] when the absolute rules leave someone unpaired.
pub fn pair_round(
    entrants: &[Entrant],
    rounds: &[Round],
    left: &[PlayerId],
) -> Result<Vec<Pairing>, TournamentError> {
    let histories = histories(entrants, rounds)?;
    let mut out = withdrawn(entrants, rounds)?;
    for player in left {
        if !histories.contains_key(player) {
            return Err(TournamentError::UnknownPlayer(player.clone()));
        }
        out.insert(player.clone());
    }
    let empty = Vec::new();
    let mut players: Vec<Player<'_>> = entrants
        .iter()
        .filter(|e| !out.contains(&e.player))
        .map(|e| player(e, histories.get(&e.player).unwrap_or(&empty)))
        .collect();
    if players.len() > MAX_PLAYERS {
        return Err(TournamentError::TooManyPlayers {
            count: players.len(),
            max: MAX_PLAYERS,
        });
    }
    players.sort_by(|a, b| {
        b.score
            .cmp(&a.score)
            .then_with(|| b.rating.cmp(&a.rating))
            .then_with(|| a.name.cmp(b.name))
    });
    let mate = matching(&players)?;
    Ok(boards(&players, &mate))
}

/// The players' partners by index (`n` is the bye), every player paired.
fn matching(players: &[Player<'_>]) -> Result<Vec<usize>, TournamentError> {
    let n = players.len();
    // Each player's place in their score group and the group's size.
    let mut group: BTreeMap<u32, Vec<usize>> = BTreeMap::new();
    for (i, p) in players.iter().enumerate() {
        group.entry(p.score).or_default().push(i);
    }
    let place = |i: usize| -> (i128, i128) {
        let members = group.get(&players[i].score).map_or(&[][..], |v| &v[..]);
        let pos = members.iter().position(|&m| m == i).unwrap_or(0);
        (pos as i128, members.len() as i128)
    };
    let mut edges = Vec::new();
    for a in 0..n {
        for b in a + 1..n {
            let (pa, pb) = (&players[a], &players[b]);
            if pa.met.contains(pb.name) {
                continue;
            }
            let Some(colour) = pair_cost(&pa.colours, &pb.colours) else {
                continue;
            };
            let shape = if pa.score == pb.score {
                let ((xa, m), (xb, _)) = (place(a), place(b));
                ((xb - xa) - m / 2).abs()
            } else {
                let distance = (b - a) as i128;
                distance * distance
            };
            let penalty = i128::from(colour.three_in_a_row) * THREE_UNIT
                + score_penalty(pa.score, pb.score) * SCORE_UNIT
                + i128::from(colour.strong_unmet) * STRONG_UNIT
                + i128::from(colour.mild_unmet) * MILD_UNIT
                + shape * SHAPE_UNIT;
            edges.push((a, b, PAIR_UNIT - penalty));
        }
    }
    let vertices = if n % 2 == 1 {
        let lowest = players.iter().map(|p| p.score).min().unwrap_or(0);
        let strict = players.iter().any(|p| !p.had_bye && !p.had_forfeit_win);
        for (i, p) in players.iter().enumerate() {
            if p.had_bye || (strict && p.had_forfeit_win) {
                continue;
            }
            // As a pairing with a score one point below the lowest.
            let diff = i128::from(p.score - lowest) + 2;
            let float = (diff * diff).min(SCORE_PENALTY_MAX) * FLOAT_UNIT
                + i128::from(p.score).min(FLOAT_MAX);
            let from_bottom = (n - 1 - i) as i128;
            let penalty = float * SCORE_UNIT + from_bottom;
            edges.push((i, n, PAIR_UNIT - penalty));
        }
        n + 1
    } else {
        n
    };
    let mate =
        maximum_weight_matching(vertices, &edges).map_err(|_| TournamentError::TooManyPlayers {
            count: n,
            max: MAX_PLAYERS,
        })?;
    mate.iter()
        .map(|m| m.ok_or(TournamentError::NoPairing))
        .collect()
}

/// The boards of a matching: highest scores first, sides allocated, the bye last.
fn boards(players: &[Player<'_>], mate: &[usize]) -> Vec<Pairing> {
    let n = players.len();
    let mut pairs: Vec<(usize, usize)> = (0..n)
        .filter_map(|a| mate.get(a).map(|&b| (a, b)))
        .filter(|&(a, b)| a < b && b < n)
        .collect();
    pairs.sort_by(|&(a1, b1), &(a2, b2)| {
        (players[a2].score + players[b2].score)
            .cmp(&(players[a1].score + players[b1].score))
            .then(a1.cmp(&a2))
    });
    let mut out: Vec<Pairing> = pairs
        .iter()
        .enumerate()
        .map(|(board, &(a, b))| {
            let default = if board % 2 == 0 {
                Side::First
            } else {
                Side::Second
            };
            let (higher, lower) = (&players[a], &players[b]);
            let (first, second) = match side_of_higher(&higher.colours, &lower.colours, default) {
                Side::First => (higher, lower),
                Side::Second => (lower, higher),
            };
            Pairing::Game {
                first: first.name.to_owned(),
                second: second.name.to_owned(),
            }
        })
        .collect();
    if let Some(p) = (0..n).find(|&a| mate.get(a) == Some(&n)) {
        out.push(Pairing::Bye {
            player: players[p].name.to_owned(),
        });
    }
    out
}
