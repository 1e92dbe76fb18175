//! Swiss events: a fixed number of rounds, each paired from the standings so far.
//!
//! - [`pair_round`] (in `swiss_pairing.rs`): the next round's pairing, "Dutch-like" by a
//!   maximum-weight matching (see `docs/tournaments.md` for where it differs from FIDE's
//!   C.04.3).
//! - [`absent_board`]: the board of a pairing when someone misses the round's start: that
//!   player forfeits the game (the opponent scores a point, no colour counts).
//! - [`withdrawn`]: a player who has missed two rounds' starts is withdrawn: no longer paired.
//! - The standings: [`super::standings::standings`] with [`super::standings::SWISS_TIE_BREAKS`]
//!   (or the Hnefatafl list).

use std::collections::BTreeSet;

pub use super::record::Pairing;
use super::record::{Absent, Board, Entrant, Round, histories};
pub use super::swiss_pairing::{MAX_PLAYERS, pair_round};
use super::{PlayerId, RoundResult, TournamentError};

/// Missing this many rounds' starts withdraws a player.
pub const FORFEITS_TO_WITHDRAW: usize = 2;

/// The board a pairing gives at the round's start, when it needs no game: a bye, or a forfeit
/// when a player (or both) is not present. `None`: both are present, the game is played.
#[must_use]
pub fn absent_board(pairing: &Pairing, present: impl Fn(&str) -> bool) -> Option<Board> {
    match pairing {
        Pairing::Bye { player } => Some(Board::Bye {
            player: player.clone(),
        }),
        Pairing::Game { first, second } => {
            let absent = match (present(first), present(second)) {
                (true, true) => return None,
                (false, true) => Absent::First,
                (true, false) => Absent::Second,
                (false, false) => Absent::Both,
            };
            Some(Board::Forfeit {
                first: first.clone(),
                second: second.clone(),
                absent,
            })
        }
    }
}

/// The players withdrawn for missing [`FORFEITS_TO_WITHDRAW`] rounds' starts.
///
/// # Errors
///
/// As [`histories`].
pub fn withdrawn(
    entrants: &[Entrant],
    rounds: &[Round],
) -> Result<BTreeSet<PlayerId>, TournamentError> {
    Ok(histories(entrants, rounds)?
        .into_iter()
        .filter(|(_, history)| {
            history
                .iter()
                .filter(|e| e.result == RoundResult::ForfeitLoss)
                .count()
                >= FORFEITS_TO_WITHDRAW
        })
        .map(|(player, _)| player)
        .collect())
}
