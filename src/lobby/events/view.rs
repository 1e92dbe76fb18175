//! An event's standings, computed from its record alone with the pure rules of
//! [`crate::tournament`]: the entrants with their ratings and the boards with their results.
//! The archive rebuilds the same standings from the same games ([`arena_games`] and
//! [`rounds`] are what a rebuild feeds in).

use super::pb;
use super::stored::{Stored, result};
use crate::tournament::arena::{ArenaGame, ArenaState};
use crate::tournament::record::{Absent, Board, Entrant, Round};
use crate::tournament::standings::{ROUND_ROBIN_TIE_BREAKS, SWISS_TIE_BREAKS, TieBreak, standings};
use crate::tournament::{Outcome, TournamentError};

/// The entrants as the pure rules take them.
#[must_use]
pub fn entrants(stored: &Stored) -> Vec<Entrant> {
    stored
        .players()
        .map(|p| Entrant::new(&p.name, p.rating))
        .collect()
}

/// The outcome for the first player of a result played over the board.
fn outcome(text: &str) -> Option<Outcome> {
    match text {
        result::FIRST => Some(Outcome::Win),
        result::SECOND => Some(Outcome::Loss),
        result::DRAW => Some(Outcome::Draw),
        _ => None,
    }
}

/// An arena's finished games played over the board, in the order their results were
/// counted (each player's own games in the order played: a player has one game at a time).
#[must_use]
pub fn arena_games(stored: &Stored) -> Vec<ArenaGame> {
    let rating = |name: &str| {
        stored
            .entrant(name)
            .and_then(|e| e.player.as_ref())
            .map_or(0, |p| p.rating)
    };
    let mut counted: Vec<_> = stored.boards.iter().filter(|b| b.counted > 0).collect();
    counted.sort_by_key(|b| b.counted);
    counted
        .into_iter()
        .filter_map(|b| b.pairing.as_ref())
        .filter_map(|p| {
            Some(ArenaGame {
                first: p.first.clone(),
                second: p.second.clone(),
                first_rating: rating(&p.first),
                second_rating: rating(&p.second),
                outcome: outcome(&p.result)?,
                first_berserk: p.first_berserk,
                second_berserk: p.second_berserk,
                first_moves: p.first_moves,
                second_moves: p.second_moves,
            })
        })
        .collect()
}

/// A Swiss event's or round-robin's finished boards, by round.
#[must_use]
pub fn rounds(stored: &Stored) -> Vec<Round> {
    let mut rounds: Vec<Round> = Vec::new();
    for p in stored.pairings().filter(|p| !p.result.is_empty()) {
        let Some(index) = usize::try_from(p.round).ok().and_then(|r| r.checked_sub(1)) else {
            continue;
        };
        if rounds.len() <= index {
            rounds.resize_with(index + 1, Vec::new);
        }
        let forfeit = |absent| Board::Forfeit {
            first: p.first.clone(),
            second: p.second.clone(),
            absent,
        };
        let board = match p.result.as_str() {
            result::BYE => Board::Bye {
                player: p.first.clone(),
            },
            result::FIRST_BY_FORFEIT => forfeit(Absent::Second),
            result::SECOND_BY_FORFEIT => forfeit(Absent::First),
            result::NONE => forfeit(Absent::Both),
            played => match outcome(played) {
                Some(outcome) => Board::Played {
                    first: p.first.clone(),
                    second: p.second.clone(),
                    outcome,
                },
                None => continue,
            },
        };
        if let Some(round) = rounds.get_mut(index) {
            round.push(board);
        }
    }
    rounds
}

/// The tie-breaks of an event's format.
#[must_use]
pub fn tie_breaks(format: pb::Format) -> &'static [TieBreak] {
    match format {
        pb::Format::RoundRobin => ROUND_ROBIN_TIE_BREAKS,
        _ => SWISS_TIE_BREAKS,
    }
}

/// The arena of an event as the pure rules keep it.
///
/// # Errors
/// A record the rules refuse (a result naming a player who never entered).
pub fn arena(stored: &Stored) -> Result<ArenaState, TournamentError> {
    let games = arena_games(stored);
    ArenaState::rebuild(
        stored.players().map(|p| (p.name.as_str(), p.rating)),
        games.iter(),
    )
}

/// The standings of an event.
///
/// # Errors
/// A record the rules refuse.
pub fn event_standings(stored: &Stored) -> Result<Vec<pb::Standing>, TournamentError> {
    let as_u32 = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
    if stored.format() == pb::Format::Arena {
        return Ok(arena(stored)?
            .standings()
            .into_iter()
            .map(|s| pb::Standing {
                rank: as_u32(s.rank),
                player: s.player,
                score: s.score,
                tie_breaks: Vec::new(),
                games: as_u32(s.games),
                on_fire: s.on_fire,
                performance: s.performance.unwrap_or(0),
            })
            .collect());
    }
    let lines = standings(
        &entrants(stored),
        &rounds(stored),
        tie_breaks(stored.format()),
    )?;
    Ok(lines
        .into_iter()
        .map(|s| {
            // Points are whole halves, far below u32::MAX.
            #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
            let score = (s.points * 2.0).round() as u32;
            pb::Standing {
                rank: as_u32(s.rank),
                player: s.player,
                score,
                tie_breaks: s.tie_breaks,
                games: as_u32(s.games),
                on_fire: false,
                performance: 0,
            }
        })
        .collect())
}

/// The event with everything shown of it.
#[must_use]
pub fn view(stored: &Stored) -> pb::TournamentView {
    pb::TournamentView {
        tournament: Some(stored.event()),
        players: stored.players().cloned().collect(),
        standings: event_standings(stored).unwrap_or_else(|error| {
            tracing::warn!(%error, id = %stored.event().id, "tournament standings not computed");
            Vec::new()
        }),
        pairings: stored.pairings().cloned().collect(),
    }
}
