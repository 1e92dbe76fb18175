//! The record of a Swiss or round-robin event: its entrants and its rounds, each a list of
//! boards (a game played, a forfeit, a bye). Everything else (standings, the next pairing,
//! who has withdrawn) is computed from it, so the archive alone rebuilds an event.

use std::collections::BTreeMap;

use super::{Outcome, PlayerId, Rating, RoundResult, Side, TournamentError};

/// A player entered in an event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entrant {
    /// The player.
    pub player: PlayerId,
    /// Their rating when the event began (the initial ranking and the last tie-break).
    pub rating: Rating,
}

impl Entrant {
    /// An entrant.
    #[must_use]
    pub fn new(player: &str, rating: Rating) -> Entrant {
        Entrant {
            player: player.to_owned(),
            rating,
        }
    }
}

/// Who missed a round's start.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Absent {
    /// The first side's player.
    First,
    /// The second side's player.
    Second,
    /// Both: neither scores.
    Both,
}

/// One board of a finished round.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Board {
    /// A game played over the board.
    Played {
        /// The first side's player.
        first: PlayerId,
        /// The second side's player.
        second: PlayerId,
        /// The result for the first player.
        outcome: Outcome,
    },
    /// A game not played: who was absent at the round's start lost it.
    Forfeit {
        /// The first side's player (as paired).
        first: PlayerId,
        /// The second side's player (as paired).
        second: PlayerId,
        /// Who was absent.
        absent: Absent,
    },
    /// A pairing-allocated bye.
    Bye {
        /// The player with no opponent.
        player: PlayerId,
    },
}

/// One board of a round to play.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Pairing {
    /// A game.
    Game {
        /// The first side's player.
        first: PlayerId,
        /// The second side's player.
        second: PlayerId,
    },
    /// A pairing-allocated bye: a point without a game.
    Bye {
        /// The player.
        player: PlayerId,
    },
}

/// A finished round: its boards, in any order.
pub type Round = Vec<Board>;

/// One round of one player's history.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The round, from 0.
    pub round: usize,
    /// The opponent as paired (none for a bye).
    pub opponent: Option<PlayerId>,
    /// The side played, for a game played over the board only (a forfeit has no colour, as
    /// FIDE).
    pub side: Option<Side>,
    /// What the round gave.
    pub result: RoundResult,
}

/// Each player's history, every entrant present (with an empty history if need be), checked:
/// every board names entrants, nobody twice in a round, nobody against themselves.
///
/// # Errors
///
/// [`TournamentError::DuplicatePlayer`] for an entrant listed twice or a player on two boards
/// of one round, [`TournamentError::UnknownPlayer`], [`TournamentError::SelfPairing`].
pub fn histories(
    entrants: &[Entrant],
    rounds: &[Round],
) -> Result<BTreeMap<PlayerId, Vec<Entry>>, TournamentError> {
    let mut out: BTreeMap<PlayerId, Vec<Entry>> = BTreeMap::new();
    for entrant in entrants {
        if out.insert(entrant.player.clone(), Vec::new()).is_some() {
            return Err(TournamentError::DuplicatePlayer(entrant.player.clone()));
        }
    }
    for (round, boards) in rounds.iter().enumerate() {
        for board in boards {
            for (player, entry) in entries(round, board)? {
                let history = out
                    .get_mut(player)
                    .ok_or_else(|| TournamentError::UnknownPlayer(player.clone()))?;
                if history.last().is_some_and(|last| last.round == round) {
                    return Err(TournamentError::DuplicatePlayer(player.clone()));
                }
                history.push(entry);
            }
        }
    }
    Ok(out)
}

/// The entries one board gives its players.
fn entries(round: usize, board: &Board) -> Result<Vec<(&PlayerId, Entry)>, TournamentError> {
    let entry = |opponent: Option<&PlayerId>, side, result| Entry {
        round,
        opponent: opponent.cloned(),
        side,
        result,
    };
    Ok(match board {
        Board::Bye { player } => vec![(player, entry(None, None, RoundResult::Bye))],
        Board::Played {
            first,
            second,
            outcome,
        } => {
            if first == second {
                return Err(TournamentError::SelfPairing(first.clone()));
            }
            vec![
                (
                    first,
                    entry(
                        Some(second),
                        Some(Side::First),
                        RoundResult::Played(*outcome),
                    ),
                ),
                (
                    second,
                    entry(
                        Some(first),
                        Some(Side::Second),
                        RoundResult::Played(outcome.reversed()),
                    ),
                ),
            ]
        }
        Board::Forfeit {
            first,
            second,
            absent,
        } => {
            if first == second {
                return Err(TournamentError::SelfPairing(first.clone()));
            }
            let (first_result, second_result) = match absent {
                Absent::First => (RoundResult::ForfeitLoss, RoundResult::ForfeitWin),
                Absent::Second => (RoundResult::ForfeitWin, RoundResult::ForfeitLoss),
                Absent::Both => (RoundResult::ForfeitLoss, RoundResult::ForfeitLoss),
            };
            vec![
                (first, entry(Some(second), None, first_result)),
                (second, entry(Some(first), None, second_result)),
            ]
        }
    })
}

/// A player's score in half-points.
#[must_use]
pub fn half_points(history: &[Entry]) -> u32 {
    history.iter().map(|e| e.result.half_points()).sum()
}
