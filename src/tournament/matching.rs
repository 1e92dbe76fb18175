//! Maximum-weight matching on a general graph (Edmonds' blossom algorithm), the core of the
//! Swiss and arena pairings.
//!
//! The solver is the `integer-blossom` crate (MIT, no dependencies): an `O(n³)` primal–dual
//! blossom algorithm on integer weights, written for Swiss pairing and checked by its authors
//! against brute force. This module gives it a sparse, checked interface and checks it again
//! against brute force on small random graphs (the tests below).
//!
//! Weights are `i128`, so a pairing can stack its criteria lexicographically: each criterion's
//! unit is larger than the sum of everything below it over a whole matching.

use integer_blossom::max_weight_matching;

/// The most vertices a matching is asked for (the solver keeps an `n × n` matrix).
pub const MAX_VERTICES: usize = 2048;

/// Bad input to [`maximum_weight_matching`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MatchingError {
    /// An edge names a vertex outside `0..n`.
    #[error("edge {0}-{1} names a vertex outside the graph")]
    NoSuchVertex(usize, usize),
    /// An edge joins a vertex to itself.
    #[error("edge {0}-{0} joins a vertex to itself")]
    Loop(usize),
    /// More than [`MAX_VERTICES`] vertices.
    #[error("{0} vertices: at most {MAX_VERTICES}")]
    TooLarge(usize),
    /// A weight above [`MAX_WEIGHT`], where the solver's duals could overflow.
    #[error("weight {0} is above the largest allowed")]
    WeightTooLarge(i128),
}

/// The largest edge weight accepted: the solver doubles weights and sums duals, so weights
/// keep far below `i128::MAX`.
pub const MAX_WEIGHT: i128 = 1 << 110;

/// A matching of largest total weight of the graph with `n` vertices and these undirected
/// edges `(a, b, weight)`.
///
/// Answers `mate`, where `mate[v]` is `Some(u)` when `v` is matched to `u` and `None` when `v`
/// is left alone. Edges of weight zero or less are never used (a maximum-weight matching
/// would not gain by them); of two edges between the same vertices the heavier counts.
///
/// # Errors
///
/// An edge naming a vertex outside `0..n` or joining a vertex to itself, more than
/// [`MAX_VERTICES`] vertices, or a weight above [`MAX_WEIGHT`].
///
/// # Examples
///
/// ```
/// use arbiter::tournament::matching::maximum_weight_matching;
/// // A path 0-1-2-3: the two outer edges (5 + 5) beat the middle one (8).
/// let mate = maximum_weight_matching(4, &[(0, 1, 5), (1, 2, 8), (2, 3, 5)]).unwrap();
/// assert_eq!(mate, vec![Some(1), Some(0), Some(3), Some(2)]);
/// ```
pub fn maximum_weight_matching(
    n: usize,
    edges: &[(usize, usize, i128)],
) -> Result<Vec<Option<usize>>, MatchingError> {
    if n > MAX_VERTICES {
        return Err(MatchingError::TooLarge(n));
    }
    let mut matrix = vec![0_i128; n * n];
    for &(a, b, weight) in edges {
        if a >= n || b >= n {
            return Err(MatchingError::NoSuchVertex(a, b));
        }
        if a == b {
            return Err(MatchingError::Loop(a));
        }
        if weight > MAX_WEIGHT {
            return Err(MatchingError::WeightTooLarge(weight));
        }
        let (low, high) = if a < b { (a, b) } else { (b, a) };
        let slot = &mut matrix[low * n + high];
        *slot = (*slot).max(weight);
    }
    Ok(max_weight_matching(&matrix, n))
}

/// The total weight of a matching (each matched edge once), with the heaviest edge between
/// two vertices counting, as [`maximum_weight_matching`] reads them.
#[must_use]
pub fn matching_weight(edges: &[(usize, usize, i128)], mate: &[Option<usize>]) -> i128 {
    let mut best = std::collections::HashMap::new();
    for &(a, b, weight) in edges {
        let key = (a.min(b), a.max(b));
        let entry = best.entry(key).or_insert(weight);
        *entry = (*entry).max(weight);
    }
    mate.iter()
        .enumerate()
        .filter_map(|(v, m)| m.filter(|&u| v < u).map(|u| (v, u)))
        .map(|key| best.get(&key).copied().unwrap_or(0))
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The best total weight by trying every matching (small graphs only).
    fn brute_force(n: usize, weights: &[Vec<i128>]) -> i128 {
        fn go(v: usize, n: usize, used: &mut Vec<bool>, weights: &[Vec<i128>]) -> i128 {
            if v == n {
                return 0;
            }
            if used[v] {
                return go(v + 1, n, used, weights);
            }
            used[v] = true;
            let mut best = go(v + 1, n, used, weights);
            for u in v + 1..n {
                if !used[u] && weights[v][u] > 0 {
                    used[u] = true;
                    best = best.max(weights[v][u] + go(v + 1, n, used, weights));
                    used[u] = false;
                }
            }
            used[v] = false;
            best
        }
        go(0, n, &mut vec![false; n], weights)
    }

    fn graph() -> impl Strategy<Value = (usize, Vec<(usize, usize, i128)>)> {
        (1_usize..=9).prop_flat_map(|n| {
            let edge = (0..n, 0..n, -5_i128..40);
            (Just(n), proptest::collection::vec(edge, 0..30))
        })
    }

    proptest! {
        #[test]
        fn equals_brute_force_on_small_graphs((n, raw) in graph()) {
            let edges: Vec<_> = raw.into_iter().filter(|(a, b, _)| a != b).collect();
            let mate = maximum_weight_matching(n, &edges).unwrap();
            // A matching: symmetric, and only over edges that exist with a positive weight.
            let mut weights = vec![vec![0_i128; n]; n];
            for &(a, b, w) in &edges {
                weights[a][b] = weights[a][b].max(w);
                weights[b][a] = weights[a][b];
            }
            for (v, m) in mate.iter().enumerate() {
                if let Some(u) = *m {
                    prop_assert_eq!(mate[u], Some(v));
                    prop_assert!(weights[v][u] > 0);
                }
            }
            prop_assert_eq!(matching_weight(&edges, &mate), brute_force(n, &weights));
        }
    }

    #[test]
    fn odd_cycle_needs_a_blossom() {
        // A triangle 0-1-2 with a tail 2-3: the best takes 0-1 and 2-3.
        let edges = [(0, 1, 6), (1, 2, 6), (0, 2, 6), (2, 3, 5)];
        let mate = maximum_weight_matching(4, &edges).unwrap();
        assert_eq!(matching_weight(&edges, &mate), 11);
        assert_eq!(mate[3], Some(2));
    }

    #[test]
    fn bad_edges_are_errors() {
        assert_eq!(
            maximum_weight_matching(2, &[(0, 2, 1)]),
            Err(MatchingError::NoSuchVertex(0, 2))
        );
        assert_eq!(
            maximum_weight_matching(2, &[(1, 1, 1)]),
            Err(MatchingError::Loop(1))
        );
        assert_eq!(
            maximum_weight_matching(MAX_VERTICES + 1, &[]),
            Err(MatchingError::TooLarge(MAX_VERTICES + 1))
        );
        assert_eq!(
            maximum_weight_matching(2, &[(0, 1, MAX_WEIGHT + 1)]),
            Err(MatchingError::WeightTooLarge(MAX_WEIGHT + 1))
        );
    }
}
