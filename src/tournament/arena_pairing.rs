//! The pairing of an arena's free players at one tick.
//!
//! As lichess's arena: the free players are ranked (score, then rating, then name) and paired
//! by a maximum-weight matching whose weights favour close ranks (more so at the top) and
//! close ratings. Above that, in order of priority:
//!
//! 1. no immediate rematch: two players one of whom last played the other are paired only
//!    when both have waited [`REMATCH_WAIT_MS`], and then only when it costs no other pair;
//! 2. as many games as possible;
//! 3. with an odd number free, the one who has waited least waits.
//!
//! Sides: the player who has had the first side more often (firsts − seconds) gets the
//! second; on equal balance the one who had the first side last gets the second; then the
//! higher-ranked gets the first.
//!
//! Large arenas are cut into consecutive slices of [`SLICE`] ranked players, each matched
//! alone (the matching is `O(n³)`); neighbours in rank are in the same slice.

use std::collections::BTreeSet;

use super::arena::{ArenaRecord, ArenaState};
use super::matching::maximum_weight_matching;
use super::{PlayerId, Side, TournamentError};

/// How long two players who just met must both have waited before they may meet again.
pub const REMATCH_WAIT_MS: u64 = 10_000;

/// The most ranked players one matching pairs; more are cut in slices.
pub const SLICE: usize = 200;

/// The most free players one tick pairs.
pub const MAX_FREE: usize = 100_000;

/// A player free to play, since a time.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FreePlayer {
    /// The player.
    pub player: PlayerId,
    /// Since when they have been free (the end of their last game, or joining), in
    /// milliseconds on the clock `now_ms` is read on.
    pub free_since_ms: u64,
}

/// A game to start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArenaPairing {
    /// The player of the first side.
    pub first: PlayerId,
    /// The player of the second side.
    pub second: PlayerId,
}

struct Candidate<'a> {
    name: &'a str,
    record: &'a ArenaRecord,
    free_since_ms: u64,
}

/// The games to start among the free players at `now_ms` (see the module's rules). Players
/// left out wait for the next tick.
///
/// # Errors
///
/// [`TournamentError::UnknownPlayer`] for a player not in the arena,
/// [`TournamentError::DuplicatePlayer`] for a player listed twice,
/// [`TournamentError::TooManyPlayers`] beyond [`MAX_FREE`].
pub fn pair(
    state: &ArenaState,
    free: &[FreePlayer],
    now_ms: u64,
) -> Result<Vec<ArenaPairing>, TournamentError> {
    if free.len() > MAX_FREE {
        return Err(TournamentError::TooManyPlayers {
            count: free.len(),
            max: MAX_FREE,
        });
    }
    let mut seen = BTreeSet::new();
    let mut candidates = Vec::with_capacity(free.len());
    for entry in free {
        let record = state
            .player(&entry.player)
            .ok_or_else(|| TournamentError::UnknownPlayer(entry.player.clone()))?;
        if !seen.insert(entry.player.as_str()) {
            return Err(TournamentError::DuplicatePlayer(entry.player.clone()));
        }
        candidates.push(Candidate {
            name: &entry.player,
            record,
            free_since_ms: entry.free_since_ms,
        });
    }
    candidates.sort_by(|a, b| {
        b.record
            .score
            .cmp(&a.record.score)
            .then_with(|| b.record.rating.cmp(&a.record.rating))
            .then_with(|| a.name.cmp(b.name))
    });
    let mut pairings = Vec::new();
    for slice in candidates.chunks(SLICE) {
        pair_slice(slice, now_ms, &mut pairings)?;
    }
    Ok(pairings)
}

/// Units of the weights' tiers, each above the most the tiers below add up to in a slice.
const CLOSENESS_MAX: i128 = 1 << 26;
const WAIT_UNIT: i128 = 1 << 27;
const GAME_UNIT: i128 = 1 << 44;
const NO_REMATCH_UNIT: i128 = 1 << 52;

fn is_rematch(a: &Candidate<'_>, b: &Candidate<'_>) -> bool {
    a.record.last_opponent.as_deref() == Some(b.name)
        || b.record.last_opponent.as_deref() == Some(a.name)
}

fn pair_slice(
    slice: &[Candidate<'_>],
    now_ms: u64,
    pairings: &mut Vec<ArenaPairing>,
) -> Result<(), TournamentError> {
    let n = slice.len();
    // Who has waited longest has the largest bonus (ties by rank).
    let mut by_wait: Vec<usize> = (0..n).collect();
    by_wait.sort_by_key(|&i| (std::cmp::Reverse(slice[i].free_since_ms), i));
    let mut wait_bonus = vec![0_i128; n];
    for (order, &i) in by_wait.iter().enumerate() {
        wait_bonus[i] = order as i128;
    }
    let ranks = (n as i128).max(1);
    let waited = |c: &Candidate<'_>| now_ms.saturating_sub(c.free_since_ms) >= REMATCH_WAIT_MS;
    let mut edges = Vec::new();
    for a in 0..n {
        for b in a + 1..n {
            let (ca, cb) = (&slice[a], &slice[b]);
            let rematch = is_rematch(ca, cb);
            if rematch && !(waited(ca) && waited(cb)) {
                continue;
            }
            // lichess's pair score: rank distance weighted more at the top, plus rating gap.
            let (ra, rb) = (a as i128, b as i128);
            let rank_factor = 300 + 1700 * (ranks - ra.min(rb)) / ranks;
            let gap = (i128::from(ca.record.rating) - i128::from(cb.record.rating)).abs();
            let cost = ((rb - ra) * rank_factor + gap).min(CLOSENESS_MAX / 128);
            let weight = if rematch { 0 } else { NO_REMATCH_UNIT }
                + GAME_UNIT
                + (wait_bonus[a] + wait_bonus[b]) * WAIT_UNIT
                + (CLOSENESS_MAX / 128 - cost);
            edges.push((a, b, weight));
        }
    }
    let mate = maximum_weight_matching(n, &edges).map_err(|_| TournamentError::TooManyPlayers {
        count: n,
        max: SLICE,
    })?;
    for (a, m) in mate.iter().enumerate() {
        if let Some(b) = *m
            && a < b
        {
            let (first, second) = sides(&slice[a], &slice[b]);
            pairings.push(ArenaPairing {
                first: first.name.to_owned(),
                second: second.name.to_owned(),
            });
        }
    }
    Ok(())
}

/// The sides of a pair, `higher` ranked above `lower`: (first, second).
fn sides<'s, 'a>(
    higher: &'s Candidate<'a>,
    lower: &'s Candidate<'a>,
) -> (&'s Candidate<'a>, &'s Candidate<'a>) {
    let balance = |c: &Candidate<'_>| i64::from(c.record.firsts) - i64::from(c.record.seconds);
    let (bh, bl) = (balance(higher), balance(lower));
    if bh != bl {
        return if bh > bl {
            (lower, higher)
        } else {
            (higher, lower)
        };
    }
    let last_first = |c: &Candidate<'_>| c.record.last_side == Some(Side::First);
    if last_first(higher) && !last_first(lower) {
        (lower, higher)
    } else {
        (higher, lower)
    }
}
