//! Bots: players that think, and the machinery that lets them play over gRPC. Nothing here
//! names a game; a game takes part by implementing [`BotRules`] (in its folder,
//! `src/games/<game>/bot.rs`) and [`client::GameClient`] for its gRPC service.
//!
//! - [`search`] — Monte Carlo tree search and a random player, on the engine directly.
//! - [`analyse`] — the same searchers asked for evaluations and lines (the analysis board).
//! - [`client`] — the small trait a game's gRPC client implements for the runner.
//! - [`runner`] — plays one seat of a game on a running server: watches, thinks on its turn,
//!   acts with `expected_version` and a `request_id`, reconnects, fails over, retries once.
//! - [`matches`] — plays many games between two bot configurations and scores them (Elo).
//! - [`pool`] — the computer opponent: queued games, leases, workers that take them over.

pub mod analyse;
pub mod client;
pub mod engine;
pub mod matches;
pub mod pool;
pub mod runner;
pub mod search;

use std::fmt;
use std::str::FromStr;

pub use self::search::{Budget, Choice, Mcts, MctsPlayer, Player, RandomPlayer};
use crate::ruleset::Ruleset;

/// What a search needs from a game beyond its [`Ruleset`]: how to score a position when a
/// playout is cut short.
pub trait BotRules: Ruleset {
    /// The most actions a playout plays before it is scored by [`BotRules::evaluate`].
    const PLAYOUT_CAP: usize = 200;

    /// How good `game` (ongoing) looks for seat 0, from 0 (lost) to 1 (won); ½ knows nothing.
    fn evaluate(game: &Self::Game) -> f64 {
        let _ = game;
        0.5
    }

    /// The index in `actions` (the legal actions of `game`) of an action that should be
    /// played ahead of the others — an immediate win, or the one move that stops the
    /// opponent's immediate win — or `None` to choose at random. Playouts play it instead of
    /// a random action, and the tree expands it first. It must be cheap: it runs at every
    /// step of every playout.
    fn urgent(
        game: &Self::Game,
        actions: &[Self::Action],
        rng: &mut fastrand::Rng,
    ) -> Option<usize> {
        let _ = (game, actions, rng);
        None
    }

    /// The search player of [`BotSpec::Mcts`] with `budget`: Monte Carlo tree search unless
    /// a game has a better searcher of its own.
    fn search_player(budget: Budget, seed: u64) -> Box<dyn Player<Self>>
    where
        Self: Sized,
    {
        Box::new(MctsPlayer::new(budget, seed))
    }

    /// Analyses `game` for the analysis board with the searcher the bots use, reporting as
    /// the search deepens ([`analyse`]): Monte Carlo tree search unless a game has a searcher
    /// of its own.
    fn analyse(
        game: &Self::Game,
        ask: analyse::Ask<'_>,
        report: &mut analyse::Report<'_, Self::Action>,
    ) where
        Self: Sized,
    {
        analyse::mcts::<Self>(game, ask, report);
    }
}

/// A bot configuration: a random player, or a search with a budget.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BotSpec {
    /// Uniformly random legal actions.
    Random,
    /// Monte Carlo tree search with this budget.
    Mcts(Budget),
}

impl BotSpec {
    /// A player of this configuration for `R`.
    #[must_use]
    pub fn player<R: BotRules>(&self, seed: u64) -> Box<dyn Player<R>> {
        match *self {
            BotSpec::Random => Box::new(RandomPlayer::new(seed)),
            BotSpec::Mcts(budget) => R::search_player(budget, seed),
        }
    }
}

impl fmt::Display for BotSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BotSpec::Random => f.write_str("random"),
            BotSpec::Mcts(budget) => {
                f.write_str("mcts")?;
                if let Some(time) = budget.time {
                    write!(f, ":{}ms", time.as_millis())?;
                }
                if let Some(n) = budget.iterations {
                    write!(f, ":{n}it")?;
                }
                Ok(())
            }
        }
    }
}

/// Why a bot configuration text was rejected.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "invalid bot {0:?}: expected `random` or `mcts` with optional `:<N>ms` and `:<N>it` (e.g. mcts:100ms)"
)]
pub struct BotSpecError(String);

impl FromStr for BotSpec {
    type Err = BotSpecError;

    /// `random`, `mcts` (100 ms), `mcts:250ms`, `mcts:5000it`, `mcts:100ms:5000it`.
    fn from_str(s: &str) -> Result<BotSpec, BotSpecError> {
        let err = || BotSpecError(s.chars().take(60).collect());
        let mut parts = s.trim().split(':');
        match parts.next() {
            Some("random") => {
                if parts.next().is_some() {
                    return Err(err());
                }
                Ok(BotSpec::Random)
            }
            Some("mcts") => {
                let mut budget = Budget {
                    time: None,
                    iterations: None,
                };
                for part in parts {
                    if let Some(ms) = part.strip_suffix("ms") {
                        let ms: u64 = ms.parse().map_err(|_| err())?;
                        budget.time = Some(std::time::Duration::from_millis(ms));
                    } else if let Some(n) = part.strip_suffix("it") {
                        budget.iterations = Some(n.parse().map_err(|_| err())?);
                    } else {
                        return Err(err());
                    }
                }
                if budget.time.is_none() && budget.iterations.is_none() {
                    budget = Budget::millis(100);
                }
                Ok(BotSpec::Mcts(budget))
            }
            _ => Err(err()),
        }
    }
}

/// The budget a computer opponent gets for `budget_ms` and `iterations` as asked in NewGame.
#[must_use]
pub fn opponent_spec(budget_ms: u32, iterations: u32) -> BotSpec {
    let ms = if budget_ms == 0 {
        100
    } else {
        budget_ms.min(10_000)
    };
    BotSpec::Mcts(search::Budget {
        time: Some(std::time::Duration::from_millis(u64::from(ms))),
        iterations: (iterations > 0).then_some(u64::from(iterations)),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bot_specs_parse_and_print() {
        for text in ["random", "mcts:100ms", "mcts:5000it", "mcts:100ms:5000it"] {
            let spec: BotSpec = text.parse().unwrap();
            assert_eq!(spec.to_string(), text);
        }
        assert_eq!(
            "mcts".parse::<BotSpec>().unwrap(),
            BotSpec::Mcts(Budget::millis(100))
        );
        for bad in ["", "mcts:", "mcts:fast", "random:1ms", "alpha"] {
            assert!(bad.parse::<BotSpec>().is_err(), "{bad}");
        }
    }
}
