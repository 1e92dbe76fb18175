//! The standings of a Swiss or round-robin event, computed from its record alone: points,
//! then the event's tie-breaks in order, then the entry rating, then the name.
//!
//! Points: a win, a bye and a forfeit win are 1, a draw ½, a loss and a forfeit loss 0. The
//! tie-breaks ([`TieBreak`]) count games played over the board only: a bye or a forfeit adds
//! no opponent to Buchholz or Sonneborn–Berger (FIDE's 2023 tie-break rules instead give an
//! unplayed round a virtual opponent; see `docs/tournaments.md`).

use std::collections::BTreeMap;

use super::record::{Entrant, Entry, Round, half_points, histories};
use super::{Outcome, PlayerId, RoundResult, Side, TournamentError};

/// A tie-break, highest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TieBreak {
    /// The sum of the final scores of the opponents met over the board.
    Buchholz,
    /// Buchholz less its lowest opponent's score (FIDE's "Buchholz cut 1").
    BuchholzCut1,
    /// Sonneborn–Berger: the scores of the opponents beaten, plus half those of the opponents
    /// drawn with.
    SonnebornBerger,
    /// The points scored in the games played between the players tied on points (all of them,
    /// whether or not each pair met).
    DirectEncounter,
    /// Games won over the board.
    Wins,
    /// Games won with the first side (Hnefatafl: as the attackers).
    WinsAsFirst,
    /// Games won with the second side (Hnefatafl: as the defenders).
    WinsAsSecond,
    /// The smaller of the wins with each side: winning with both sides ranks above winning
    /// as often with one. The side balance for Hnefatafl events.
    BalancedWins,
}

/// The tie-breaks of a Swiss event: Buchholz cut 1, Buchholz, Sonneborn–Berger, wins.
pub const SWISS_TIE_BREAKS: &[TieBreak] = &[
    TieBreak::BuchholzCut1,
    TieBreak::Buchholz,
    TieBreak::SonnebornBerger,
    TieBreak::Wins,
];

/// The tie-breaks of a round-robin: direct encounter, wins, Sonneborn–Berger.
pub const ROUND_ROBIN_TIE_BREAKS: &[TieBreak] = &[
    TieBreak::DirectEncounter,
    TieBreak::Wins,
    TieBreak::SonnebornBerger,
];

/// The tie-breaks of a Hnefatafl Swiss: Buchholz cut 1, Buchholz, the side balance (wins with
/// the weaker of one's sides), Sonneborn–Berger.
pub const HNEFATAFL_SWISS_TIE_BREAKS: &[TieBreak] = &[
    TieBreak::BuchholzCut1,
    TieBreak::Buchholz,
    TieBreak::BalancedWins,
    TieBreak::SonnebornBerger,
];

/// The tie-breaks of a Hnefatafl round-robin (double, each pair playing both sides): direct
/// encounter, the side balance, wins, Sonneborn–Berger.
pub const HNEFATAFL_ROUND_ROBIN_TIE_BREAKS: &[TieBreak] = &[
    TieBreak::DirectEncounter,
    TieBreak::BalancedWins,
    TieBreak::Wins,
    TieBreak::SonnebornBerger,
];

/// One line of the standings.
#[derive(Clone, Debug, PartialEq)]
pub struct Standing {
    /// The place, from 1; players equal on points and every tie-break share it.
    pub rank: usize,
    /// The player.
    pub player: PlayerId,
    /// The points (halves are exact in `f64`).
    pub points: f64,
    /// Each tie-break's value, in the order asked.
    pub tie_breaks: Vec<f64>,
    /// Games played over the board.
    pub games: usize,
    /// Games won with the first side.
    pub wins_as_first: usize,
    /// Games won with the second side.
    pub wins_as_second: usize,
}

fn wins_with(history: &[Entry], side: Option<Side>) -> usize {
    history
        .iter()
        .filter(|e| e.result == RoundResult::Played(Outcome::Win))
        .filter(|e| side.is_none() || e.side == side)
        .count()
}

/// The standings from the entrants and the rounds, with these tie-breaks.
///
/// # Errors
///
/// As [`histories`]: an unknown player, a player twice in a round or in the entrants, a
/// player paired with themselves.
pub fn standings(
    entrants: &[Entrant],
    rounds: &[Round],
    tie_breaks: &[TieBreak],
) -> Result<Vec<Standing>, TournamentError> {
    let histories = histories(entrants, rounds)?;
    let points: BTreeMap<&str, u32> = histories
        .iter()
        .map(|(p, h)| (p.as_str(), half_points(h)))
        .collect();
    let score_of = |p: &str| f64::from(points.get(p).copied().unwrap_or(0)) / 2.0;
    let rating: BTreeMap<&str, i32> = entrants
        .iter()
        .map(|e| (e.player.as_str(), e.rating))
        .collect();
    let mut lines = Vec::with_capacity(histories.len());
    for (player, history) in &histories {
        let played: Vec<(&str, Outcome)> = history
            .iter()
            .filter_map(|e| match (e.result, e.opponent.as_deref()) {
                (RoundResult::Played(outcome), Some(opponent)) => Some((opponent, outcome)),
                _ => None,
            })
            .collect();
        let own = points.get(player.as_str()).copied().unwrap_or(0);
        let values = tie_breaks
            .iter()
            .map(|tb| match tb {
                TieBreak::Buchholz => played.iter().map(|(o, _)| score_of(o)).sum(),
                TieBreak::BuchholzCut1 => {
                    let scores: Vec<f64> = played.iter().map(|(o, _)| score_of(o)).collect();
                    let lowest = scores.iter().copied().reduce(f64::min).unwrap_or(0.0);
                    scores.iter().sum::<f64>() - lowest
                }
                TieBreak::SonnebornBerger => played
                    .iter()
                    .map(|(o, r)| score_of(o) * f64::from(r.half_points()) / 2.0)
                    .sum(),
                TieBreak::DirectEncounter => played
                    .iter()
                    .filter(|(o, _)| points.get(o).copied() == Some(own))
                    .map(|(_, r)| f64::from(r.half_points()) / 2.0)
                    .sum(),
                TieBreak::Wins => wins_with(history, None) as f64,
                TieBreak::WinsAsFirst => wins_with(history, Some(Side::First)) as f64,
                TieBreak::WinsAsSecond => wins_with(history, Some(Side::Second)) as f64,
                TieBreak::BalancedWins => wins_with(history, Some(Side::First))
                    .min(wins_with(history, Some(Side::Second)))
                    as f64,
            })
            .collect();
        lines.push(Standing {
            rank: 0,
            player: player.clone(),
            points: f64::from(own) / 2.0,
            tie_breaks: values,
            games: played.len(),
            wins_as_first: wins_with(history, Some(Side::First)),
            wins_as_second: wins_with(history, Some(Side::Second)),
        });
    }
    let key = |s: &Standing| {
        std::iter::once(s.points)
            .chain(s.tie_breaks.iter().copied())
            .collect::<Vec<f64>>()
    };
    lines.sort_by(|a, b| {
        let (ka, kb) = (key(a), key(b));
        let by_key = ka
            .iter()
            .zip(&kb)
            .map(|(x, y)| y.total_cmp(x))
            .find(|o| o.is_ne())
            .unwrap_or(std::cmp::Ordering::Equal);
        by_key
            .then_with(|| {
                rating
                    .get(b.player.as_str())
                    .cmp(&rating.get(a.player.as_str()))
            })
            .then_with(|| a.player.cmp(&b.player))
    });
    for i in 0..lines.len() {
        lines[i].rank = if i > 0 && key(&lines[i]) == key(&lines[i - 1]) {
            lines[i - 1].rank
        } else {
            i + 1
        };
    }
    Ok(lines)
}
