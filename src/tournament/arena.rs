//! Arenas, after lichess's: for a fixed time, every player free is paired again at once; a
//! game scores 2/1/0, doubled on a winning streak, with a point more for a berserk win.
//!
//! - Scoring ([`score_game`]): a win 2, a draw 1, a loss 0. After two wins in a row a player
//!   is *on fire*: a win or a draw then counts double (4 or 2) until a result that is not a
//!   win (the draw itself still doubled). A berserk win with at least [`BERSERK_MIN_MOVES`]
//!   moves of one's own adds 1 (not doubled).
//! - Berserk ([`ArenaClock::berserk`]): half the base time and no increment, as lichess's
//!   clock: when the base is under 40 × the increment only the increment goes.
//! - Standings ([`ArenaState::standings`]): by score, then performance rating (the average
//!   over one's games of the opponent's rating +500 for a win, −500 for a loss), then rating.
//! - Pairing ([`pair`], in `arena_pairing.rs`) and its end ([`pairings_closed`]).
//!
//! The state is a function of the finished games: [`ArenaState::rebuild`] from the archive
//! equals the state kept live by [`ArenaState::record`], for any order of the games that keeps
//! each player's own games in order.

use crate::session::play::TimeControl;
use std::collections::BTreeMap;

pub use super::arena_pairing::{ArenaPairing, FreePlayer, REMATCH_WAIT_MS, pair};
use super::{Outcome, PlayerId, Rating, Side, TournamentError};

/// A berserk win scores its extra point only with at least this many moves of the winner's
/// own (lichess's rule, against berserking and resigning at once).
pub const BERSERK_MIN_MOVES: u32 = 7;

/// The difference of rating a win adds (and a loss takes) in the performance rating.
pub const PERFORMANCE_SPREAD: i64 = 500;

/// An arena's clock: base time and increment (a [`crate::session::play::TimeControl`]'s
/// Fischer clock, the only kind an arena plays).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ArenaClock {
    /// Each side's time at the start, in milliseconds.
    pub initial_ms: u64,
    /// Added after each move, in milliseconds.
    pub increment_ms: u64,
}

impl ArenaClock {
    /// The clock of a player who berserks, or `None` where berserk is not allowed (a clock
    /// with no base time and an increment: nothing to halve).
    ///
    /// As lichess: the increment goes, and half the base time (rounded so the player keeps the
    /// larger half) unless the base is under 40 × the increment, where only the increment goes.
    ///
    /// ```
    /// use arbiter::tournament::arena::ArenaClock;
    /// let blitz = ArenaClock { initial_ms: 180_000, increment_ms: 2_000 };
    /// assert_eq!(blitz.berserk(), Some(ArenaClock { initial_ms: 90_000, increment_ms: 0 }));
    /// let slow_base = ArenaClock { initial_ms: 60_000, increment_ms: 2_000 };
    /// assert_eq!(slow_base.berserk(), Some(ArenaClock { initial_ms: 60_000, increment_ms: 0 }));
    /// ```
    #[must_use]
    pub fn berserk(self) -> Option<ArenaClock> {
        match (TimeControl::Fischer {
            initial_ms: self.initial_ms,
            increment_ms: self.increment_ms,
        })
        .berserk()?
        {
            TimeControl::Fischer {
                initial_ms,
                increment_ms,
            } => Some(ArenaClock {
                initial_ms,
                increment_ms,
            }),
            _ => None,
        }
    }
}

/// Whether no more games start: the time left before the arena's end is under
/// max(30 s, min(half the base time, 120 s)), lichess's rule, so the last games can finish.
///
/// # Errors
///
/// [`TournamentError::EndsBeforeStart`] when `start_ms > end_ms`.
pub fn pairings_closed(
    start_ms: u64,
    end_ms: u64,
    now_ms: u64,
    clock: ArenaClock,
) -> Result<bool, TournamentError> {
    if start_ms > end_ms {
        return Err(TournamentError::EndsBeforeStart);
    }
    let margin = (clock.initial_ms / 2).clamp(30_000, 120_000);
    Ok(end_ms.saturating_sub(now_ms) < margin)
}

/// One finished game of an arena, as archived.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArenaGame {
    /// The player of the first side.
    pub first: PlayerId,
    /// The player of the second side.
    pub second: PlayerId,
    /// The first player's rating when the game started.
    pub first_rating: Rating,
    /// The second player's rating when the game started.
    pub second_rating: Rating,
    /// The result for the first player.
    pub outcome: Outcome,
    /// Whether the first player berserked.
    pub first_berserk: bool,
    /// Whether the second player berserked.
    pub second_berserk: bool,
    /// The moves the first player made.
    pub first_moves: u32,
    /// The moves the second player made.
    pub second_moves: u32,
}

/// What one game scored for one player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameScore {
    /// The result.
    pub outcome: Outcome,
    /// The points, streak and berserk included.
    pub points: u32,
    /// Whether the player was on fire for this game (its win or draw doubled).
    pub doubled: bool,
    /// Whether the berserk point was won.
    pub berserk_point: bool,
}

/// The score of a game for a player with `wins_in_a_row` wins just before it (0 after any
/// other result), who berserked or not, and made `own_moves` moves.
#[must_use]
pub fn score_game(
    outcome: Outcome,
    wins_in_a_row: u32,
    berserk: bool,
    own_moves: u32,
) -> GameScore {
    let doubled = wins_in_a_row >= 2 && outcome != Outcome::Loss;
    let base = outcome.half_points();
    let berserk_point = berserk && outcome == Outcome::Win && own_moves >= BERSERK_MIN_MOVES;
    GameScore {
        outcome,
        points: if doubled { base * 2 } else { base } + u32::from(berserk_point),
        doubled,
        berserk_point,
    }
}

/// One player's arena so far.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ArenaRecord {
    /// The rating the player entered with (the standings' last tie-break).
    pub rating: Rating,
    /// Each game's score, in the player's order.
    pub sheet: Vec<GameScore>,
    /// The total score.
    pub score: u32,
    /// Wins just before the next game (two or more: on fire).
    pub wins_in_a_row: u32,
    /// Sum over the games of the opponent's rating ± [`PERFORMANCE_SPREAD`].
    pub performance_sum: i64,
    /// Games played on the first side.
    pub firsts: u32,
    /// Games played on the second side.
    pub seconds: u32,
    /// The side of the last game.
    pub last_side: Option<Side>,
    /// The opponent of the last game.
    pub last_opponent: Option<PlayerId>,
}

impl ArenaRecord {
    /// Whether the next win or draw counts double.
    #[must_use]
    pub fn on_fire(&self) -> bool {
        self.wins_in_a_row >= 2
    }

    /// The performance rating: the average of the opponents' ratings, each +500 for a win
    /// and −500 for a loss, rounded to the nearest; `None` before any game.
    #[must_use]
    pub fn performance(&self) -> Option<Rating> {
        let games = i64::try_from(self.sheet.len()).ok().filter(|&g| g > 0)?;
        let rounded = (2 * self.performance_sum + games).div_euclid(2 * games);
        Rating::try_from(rounded).ok()
    }

    fn add(&mut self, side: Side, opponent: &str, opponent_rating: Rating, score: GameScore) {
        self.score += score.points;
        self.wins_in_a_row = match score.outcome {
            Outcome::Win => self.wins_in_a_row + 1,
            Outcome::Draw | Outcome::Loss => 0,
        };
        self.performance_sum += i64::from(opponent_rating)
            + match score.outcome {
                Outcome::Win => PERFORMANCE_SPREAD,
                Outcome::Draw => 0,
                Outcome::Loss => -PERFORMANCE_SPREAD,
            };
        match side {
            Side::First => self.firsts += 1,
            Side::Second => self.seconds += 1,
        }
        self.last_side = Some(side);
        self.last_opponent = Some(opponent.to_owned());
        self.sheet.push(score);
    }
}

/// One line of an arena's standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArenaStanding {
    /// The place, from 1.
    pub rank: usize,
    /// The player.
    pub player: PlayerId,
    /// The score.
    pub score: u32,
    /// The performance rating (`None` before any game).
    pub performance: Option<Rating>,
    /// The games played.
    pub games: usize,
    /// Whether the player is on fire.
    pub on_fire: bool,
}

/// An arena's players and their records: built live game by game, or rebuilt from the
/// archive, the same either way.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ArenaState {
    players: BTreeMap<PlayerId, ArenaRecord>,
}

impl ArenaState {
    /// An arena nobody has joined.
    #[must_use]
    pub fn new() -> ArenaState {
        ArenaState::default()
    }

    /// Rebuilds an arena from its entrants (name and rating) and its finished games, in the
    /// order they finished.
    ///
    /// # Errors
    ///
    /// As [`ArenaState::join`] and [`ArenaState::record`].
    pub fn rebuild<'a>(
        entrants: impl IntoIterator<Item = (&'a str, Rating)>,
        games: impl IntoIterator<Item = &'a ArenaGame>,
    ) -> Result<ArenaState, TournamentError> {
        let mut state = ArenaState::new();
        for (player, rating) in entrants {
            state.join(player, rating)?;
        }
        for game in games {
            state.record(game)?;
        }
        Ok(state)
    }

    /// Adds a player with their rating.
    ///
    /// # Errors
    ///
    /// [`TournamentError::DuplicatePlayer`] for a player already in.
    pub fn join(&mut self, player: &str, rating: Rating) -> Result<(), TournamentError> {
        if self.players.contains_key(player) {
            return Err(TournamentError::DuplicatePlayer(player.to_owned()));
        }
        let record = ArenaRecord {
            rating,
            ..ArenaRecord::default()
        };
        self.players.insert(player.to_owned(), record);
        Ok(())
    }

    /// Counts a finished game.
    ///
    /// # Errors
    ///
    /// [`TournamentError::UnknownPlayer`] for a player who has not joined,
    /// [`TournamentError::SelfPairing`] for a game against oneself. The state is unchanged.
    pub fn record(&mut self, game: &ArenaGame) -> Result<(), TournamentError> {
        if game.first == game.second {
            return Err(TournamentError::SelfPairing(game.first.clone()));
        }
        for player in [&game.first, &game.second] {
            if !self.players.contains_key(player) {
                return Err(TournamentError::UnknownPlayer(player.clone()));
            }
        }
        let sides = [
            (
                Side::First,
                &game.first,
                &game.second,
                game.second_rating,
                game.outcome,
            ),
            (
                Side::Second,
                &game.second,
                &game.first,
                game.first_rating,
                game.outcome.reversed(),
            ),
        ];
        for (side, player, opponent, opponent_rating, outcome) in sides {
            let (berserk, moves) = match side {
                Side::First => (game.first_berserk, game.first_moves),
                Side::Second => (game.second_berserk, game.second_moves),
            };
            if let Some(record) = self.players.get_mut(player.as_str()) {
                let score = score_game(outcome, record.wins_in_a_row, berserk, moves);
                record.add(side, opponent, opponent_rating, score);
            }
        }
        Ok(())
    }

    /// A player's record.
    #[must_use]
    pub fn player(&self, player: &str) -> Option<&ArenaRecord> {
        self.players.get(player)
    }

    /// Every player's record, by name.
    pub fn players(&self) -> impl Iterator<Item = (&PlayerId, &ArenaRecord)> {
        self.players.iter()
    }

    /// The standings: by score, then performance rating (players without a game after those
    /// with one), then entry rating, then name; ranks are the places from 1.
    #[must_use]
    pub fn standings(&self) -> Vec<ArenaStanding> {
        let mut lines: Vec<(&PlayerId, &ArenaRecord)> = self.players.iter().collect();
        lines.sort_by(|(a_name, a), (b_name, b)| {
            b.score
                .cmp(&a.score)
                .then_with(|| b.performance().cmp(&a.performance()))
                .then_with(|| b.rating.cmp(&a.rating))
                .then_with(|| a_name.cmp(b_name))
        });
        lines
            .into_iter()
            .enumerate()
            .map(|(place, (player, record))| ArenaStanding {
                rank: place + 1,
                player: player.clone(),
                score: record.score,
                performance: record.performance(),
                games: record.sheet.len(),
                on_fire: record.on_fire(),
            })
            .collect()
    }
}
