//! Tournaments: the pure core of arenas, Swiss events and round-robins (issue #44), with no
//! I/O, no async and no store. The service that will run events across replicas calls these
//! functions; every rule implemented here is in `docs/tournaments.md`.
//!
//! - [`arena`]: lichess-style arenas: scoring with streaks and berserk, standings with
//!   performance rating, and [`arena::pair`], the pairing of the players free at a tick.
//! - [`swiss`]: the record of a Swiss event's rounds, forfeits and withdrawals, and
//!   [`swiss::pair_round`], a Dutch-like pairing by maximum-weight matching.
//! - [`round_robin`]: Berger schedules, single and double.
//! - [`standings`]: the standings of a Swiss or round-robin event from its rounds, with the
//!   tie-breaks ([`standings::TieBreak`]).
//! - [`matching`]: the maximum-weight matching on a general graph the pairings use.
//!
//! Every event's state is rebuilt from its finished games alone: the standings are a function
//! of the record, so the live standings and those rebuilt from the archive are equal.
//!
//! Names no game: a game's sides are [`Side::First`] (the side that moves first: White,
//! Hnefatafl's attackers) and [`Side::Second`].

pub mod arena;
mod arena_pairing;
pub mod matching;
pub mod record;
pub mod round_robin;
pub mod standings;
pub mod swiss;
mod swiss_colour;
mod swiss_pairing;

#[cfg(test)]
mod arena_tests;
#[cfg(test)]
mod round_robin_tests;
#[cfg(test)]
mod swiss_tests;

/// A player, by account name.
pub type PlayerId = String;

/// A rating as the events use it: a player's rating in the event's pool, rounded.
pub type Rating = i32;

/// A side of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    /// The side that moves first (chess White, Hnefatafl's attackers).
    First,
    /// The side that moves second.
    Second,
}

impl Side {
    /// The other side.
    #[must_use]
    pub fn other(self) -> Side {
        match self {
            Side::First => Side::Second,
            Side::Second => Side::First,
        }
    }
}

/// The result of a game played over the board, for one player (or for the first side, where a
/// record says so).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// Won.
    Win,
    /// Drawn.
    Draw,
    /// Lost.
    Loss,
}

impl Outcome {
    /// The same result seen from the opponent.
    #[must_use]
    pub fn reversed(self) -> Outcome {
        match self {
            Outcome::Win => Outcome::Loss,
            Outcome::Draw => Outcome::Draw,
            Outcome::Loss => Outcome::Win,
        }
    }

    /// The result in half-points: 2 for a win, 1 for a draw, 0 for a loss.
    #[must_use]
    pub fn half_points(self) -> u32 {
        match self {
            Outcome::Win => 2,
            Outcome::Draw => 1,
            Outcome::Loss => 0,
        }
    }
}

/// What a round of a Swiss or round-robin event gave one player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RoundResult {
    /// A game played over the board.
    Played(Outcome),
    /// A pairing-allocated bye: a point, no opponent.
    Bye,
    /// The opponent missed the round's start: a point, no game.
    ForfeitWin,
    /// This player missed the round's start: no point, no game.
    ForfeitLoss,
}

impl RoundResult {
    /// The result in half-points (a bye and a forfeit win are a whole point, as FIDE).
    #[must_use]
    pub fn half_points(self) -> u32 {
        match self {
            RoundResult::Played(outcome) => outcome.half_points(),
            RoundResult::Bye | RoundResult::ForfeitWin => 2,
            RoundResult::ForfeitLoss => 0,
        }
    }
}

/// Bad input to a tournament function. Every function answers one of these rather than
/// panicking on what a caller can pass.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TournamentError {
    /// A record or a request names a player the event does not have.
    #[error("unknown player {0:?}")]
    UnknownPlayer(PlayerId),
    /// A player is entered twice, or named twice where once is allowed (two games of one
    /// round, two places in one pairing request).
    #[error("player {0:?} appears twice")]
    DuplicatePlayer(PlayerId),
    /// A game pairs a player with themselves.
    #[error("player {0:?} paired with themselves")]
    SelfPairing(PlayerId),
    /// More players than a pairing handles.
    #[error("{count} players: at most {max} are paired")]
    TooManyPlayers {
        /// The players given.
        count: usize,
        /// The most handled.
        max: usize,
    },
    /// No pairing satisfies the absolute rules (nobody meets twice, colour differences within
    /// two, one bye each): the event has run out of rounds.
    #[error("no pairing satisfies the rules for this round")]
    NoPairing,
    /// A schedule was asked for with fewer than two players.
    #[error("{0} players: a schedule needs at least two")]
    TooFewPlayers(usize),
    /// A round number outside the schedule.
    #[error("round {round} is outside the schedule's {rounds} rounds")]
    NoSuchRound {
        /// The round asked for (from 0).
        round: usize,
        /// The rounds of the schedule.
        rounds: usize,
    },
    /// An event's start is after its end.
    #[error("the event ends before it starts")]
    EndsBeforeStart,
}
