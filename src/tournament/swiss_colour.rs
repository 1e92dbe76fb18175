//! Colours in a Swiss event: each player's preference from the sides they played, what a pair
//! costs in unmet preferences, and which of the two gets the first side.
//!
//! As FIDE's C.04.1 and the Dutch system's colour rules: with `diff` = firsts − seconds over
//! the games played over the board (byes and forfeits give no colour),
//! - `diff` ≥ 2 or ≤ −2, or the same side in the last two games: an *absolute* preference for
//!   the other side. A player at ±2 never gets the side that would take them to ±3 (no such
//!   pair is made); three same sides in a row are avoided above every score criterion, but
//!   allowed when nothing else pairs;
//! - `diff` = ±1: a *strong* preference for the side that evens it;
//! - `diff` = 0: a *mild* preference for the side other than the last one; none before any game.

use super::Side;
use super::record::Entry;

/// A player's colour history.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Colours {
    /// The sides of the games played over the board, in order.
    pub sides: Vec<Side>,
}

/// How much a player wants a side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum Strength {
    None,
    Mild,
    Strong,
    Absolute,
}

/// The cost of a pair's colours: players given a third same side in a row, and the unmet
/// strong and mild preferences.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub(super) struct ColourCost {
    pub three_in_a_row: u32,
    pub strong_unmet: u32,
    pub mild_unmet: u32,
}

impl Colours {
    pub fn from_history(history: &[Entry]) -> Colours {
        Colours {
            sides: history.iter().filter_map(|e| e.side).collect(),
        }
    }

    pub fn diff(&self) -> i32 {
        self.sides
            .iter()
            .map(|s| match s {
                Side::First => 1,
                Side::Second => -1,
            })
            .sum()
    }

    fn last_two_same(&self) -> Option<Side> {
        match self.sides.as_slice() {
            [.., a, b] if a == b => Some(*a),
            _ => None,
        }
    }

    /// The side that would take the difference beyond ±2.
    pub fn forbidden(&self) -> Option<Side> {
        match self.diff() {
            d if d >= 2 => Some(Side::First),
            d if d <= -2 => Some(Side::Second),
            _ => None,
        }
    }

    /// The preferred side and how strongly.
    pub fn preference(&self) -> (Strength, Option<Side>) {
        let diff = self.diff();
        if diff >= 2 {
            return (Strength::Absolute, Some(Side::Second));
        }
        if diff <= -2 {
            return (Strength::Absolute, Some(Side::First));
        }
        if let Some(side) = self.last_two_same() {
            return (Strength::Absolute, Some(side.other()));
        }
        match diff {
            1 => (Strength::Strong, Some(Side::Second)),
            -1 => (Strength::Strong, Some(Side::First)),
            _ => match self.sides.last() {
                Some(last) => (Strength::Mild, Some(last.other())),
                None => (Strength::None, None),
            },
        }
    }

    /// What giving this player `side` costs.
    fn cost(&self, side: Side) -> ColourCost {
        let mut cost = ColourCost::default();
        if self.last_two_same() == Some(side) {
            cost.three_in_a_row = 1;
        }
        match self.preference() {
            (Strength::Strong, Some(want)) if want != side => cost.strong_unmet = 1,
            (Strength::Mild, Some(want)) if want != side => cost.mild_unmet = 1,
            _ => {}
        }
        cost
    }
}

fn add(a: ColourCost, b: ColourCost) -> ColourCost {
    ColourCost {
        three_in_a_row: a.three_in_a_row + b.three_in_a_row,
        strong_unmet: a.strong_unmet + b.strong_unmet,
        mild_unmet: a.mild_unmet + b.mild_unmet,
    }
}

/// What `a` on `side_of_a` against `b` costs, or `None` when it takes a difference beyond ±2.
fn orientation(a: &Colours, b: &Colours, side_of_a: Side) -> Option<ColourCost> {
    if a.forbidden() == Some(side_of_a) || b.forbidden() == Some(side_of_a.other()) {
        return None;
    }
    Some(add(a.cost(side_of_a), b.cost(side_of_a.other())))
}

/// The cheaper cost of pairing `a` with `b`, or `None` when neither way keeps both within ±2.
pub(super) fn pair_cost(a: &Colours, b: &Colours) -> Option<ColourCost> {
    match (
        orientation(a, b, Side::First),
        orientation(a, b, Side::Second),
    ) {
        (Some(x), Some(y)) => Some(x.min(y)),
        (x, y) => x.or(y),
    }
}

/// The side `higher` (ranked above `lower`) gets: the cheaper way; between equal ways, as
/// FIDE, the stronger preference is granted, then the players alternate from the last round
/// they had different sides, then the higher-ranked player's preference is granted; with no
/// preference at all, `default` for the higher-ranked player.
pub(super) fn side_of_higher(higher: &Colours, lower: &Colours, default: Side) -> Side {
    let first = orientation(higher, lower, Side::First);
    let second = orientation(higher, lower, Side::Second);
    match (first, second) {
        (Some(_), None) => return Side::First,
        (None, Some(_)) => return Side::Second,
        (Some(x), Some(y)) if x != y => {
            return if x < y { Side::First } else { Side::Second };
        }
        _ => {}
    }
    let (hs, hw) = higher.preference();
    let (ls, lw) = lower.preference();
    if ls > hs
        && let Some(want) = lw
    {
        return want.other();
    }
    if hs > ls
        && let Some(want) = hw
    {
        return want;
    }
    // Alternate from the most recent game in which they had different sides.
    let (h, l) = (&higher.sides, &lower.sides);
    for back in 1..=h.len().min(l.len()) {
        let (hside, lside) = (h[h.len() - back], l[l.len() - back]);
        if hside != lside {
            return hside.other();
        }
    }
    hw.or(lw.map(Side::other)).unwrap_or(default)
}

#[cfg(test)]
mod tests {
    use super::*;
    use Side::{First as F, Second as S};

    fn colours(sides: &[Side]) -> Colours {
        Colours {
            sides: sides.to_vec(),
        }
    }

    #[test]
    fn preferences() {
        assert_eq!(colours(&[]).preference(), (Strength::None, None));
        assert_eq!(colours(&[F, S]).preference(), (Strength::Mild, Some(F)));
        assert_eq!(colours(&[F]).preference(), (Strength::Strong, Some(S)));
        assert_eq!(
            colours(&[S, F, F]).preference(),
            (Strength::Absolute, Some(S))
        );
        assert_eq!(
            colours(&[F, F, S, F]).preference(),
            (Strength::Absolute, Some(S))
        );
        assert_eq!(colours(&[F, F, S, F]).forbidden(), Some(F));
        assert_eq!(colours(&[S, F, F]).forbidden(), None);
    }

    #[test]
    fn two_players_at_plus_two_never_meet() {
        let plus_two = colours(&[F, F, S, F]);
        assert_eq!(pair_cost(&plus_two, &plus_two), None);
        assert_eq!(
            pair_cost(&plus_two, &colours(&[S, S, F, S])),
            Some(ColourCost::default())
        );
        // Against a player who also wants the second side, the one at +2 gets it.
        let wants_second = colours(&[F]);
        assert_eq!(side_of_higher(&plus_two, &wants_second, F), S);
        assert_eq!(side_of_higher(&wants_second, &plus_two, S), F);
    }

    #[test]
    fn a_third_same_side_costs_above_strong_preferences() {
        let two_firsts = colours(&[S, F, F]);
        // Both must have the second side: one gets a third first side in a row.
        let both = pair_cost(&two_firsts, &two_firsts);
        assert_eq!(both.map(|c| c.three_in_a_row), Some(1));
        assert_eq!(
            pair_cost(&two_firsts, &colours(&[F, S, S])),
            Some(ColourCost::default())
        );
        // Against a strong preference for the second side, the absolute one wins it.
        assert_eq!(side_of_higher(&colours(&[S]), &two_firsts, S), F);
        // The lower-ranked's third same side outweighs the higher's mild preference.
        assert_eq!(side_of_higher(&colours(&[F, S]), &colours(&[S, S]), F), S);
        // Equal preferences, equal histories: the higher-ranked's preference.
        assert_eq!(
            side_of_higher(&colours(&[S, F]), &colours(&[F, S, S, F]), F),
            S
        );
        // Equal preferences: alternate from the last game with different sides.
        assert_eq!(
            side_of_higher(&colours(&[F, F, S]), &colours(&[F, S, F]), S),
            F
        );
    }
}
