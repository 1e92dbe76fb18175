//! Engine benchmarks of any game that anyone can reproduce from the command line
//! (`arbiter perft --game-kind <game>`, `arbiter playout --game-kind <game>`): timed perft
//! counts and random playouts through [`Ruleset::apply`].

use std::time::{Duration, Instant};

use crate::rpc::Adapter;
use crate::ruleset::{GameStatus, Ruleset};

/// One timed perft count.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PerftLine {
    /// The depth.
    pub depth: u32,
    /// The number of action sequences.
    pub nodes: u64,
    /// How long the count took.
    pub elapsed: Duration,
}

impl PerftLine {
    /// Sequences counted per second.
    #[must_use]
    pub fn rate(&self) -> f64 {
        per_second(self.nodes, self.elapsed)
    }
}

pub use crate::ruleset::perft;

/// Counts perft(1..=depth) from `game` with the game's [`Adapter::perft`], timing each depth;
/// `each` sees every line as soon as it is known (deep counts take long).
pub fn timed_perft<G: Adapter>(
    game: &G::Game,
    depth: u32,
    mut each: impl FnMut(&PerftLine),
) -> Vec<PerftLine> {
    (1..=depth)
        .map(|d| {
            let started = Instant::now();
            let nodes = G::perft(game, d);
            let line = PerftLine {
                depth: d,
                nodes,
                elapsed: started.elapsed(),
            };
            each(&line);
            line
        })
        .collect()
}

/// What a run of random playouts did.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PlayoutReport {
    /// Games played.
    pub games: u64,
    /// Actions applied through [`Ruleset::apply`].
    pub actions: u64,
    /// Turns (runs of actions by one seat) started, summed over the games.
    pub turns: u64,
    /// Games won by a seat.
    pub won: u64,
    /// Games drawn by the rules.
    pub drawn: u64,
    /// Games stopped undecided at the turn cap.
    pub capped: u64,
    /// Time spent choosing and applying actions.
    pub elapsed: Duration,
}

impl PlayoutReport {
    /// Actions applied per second.
    #[must_use]
    pub fn actions_per_second(&self) -> f64 {
        per_second(self.actions, self.elapsed)
    }
}

/// Plays `games` games from `start`, each action chosen uniformly at random among the legal
/// ones and applied with [`Ruleset::apply`], which checks it again as any caller's action
/// would be. A game stops when decided or after `max_turns` turns. The same `seed` plays the
/// same games.
#[must_use]
pub fn playout<R: Ruleset>(
    start: &R::Position,
    games: u64,
    max_turns: u32,
    seed: u64,
) -> PlayoutReport {
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut report = PlayoutReport::default();
    let started = Instant::now();
    for _ in 0..games {
        let mut game = R::new_game(start.clone());
        let mut turns = 1u64;
        let mut mover = R::to_move(&game);
        while R::status(&game) == GameStatus::Ongoing && turns <= u64::from(max_turns) {
            let actions = R::legal_actions(&game);
            let Some(&action) = actions.get(rng.usize(..actions.len().max(1))) else {
                break;
            };
            if R::apply(&mut game, action).is_err() {
                // A generated action is always legal; stop this game rather than loop.
                break;
            }
            report.actions += 1;
            let now = R::to_move(&game);
            if now != mover && R::status(&game) == GameStatus::Ongoing {
                turns += 1;
                mover = now;
            }
        }
        report.games += 1;
        report.turns += turns.min(u64::from(max_turns));
        match R::status(&game) {
            GameStatus::Ongoing => report.capped += 1,
            GameStatus::Won { .. } => report.won += 1,
            GameStatus::Drawn => report.drawn += 1,
        }
    }
    report.elapsed = started.elapsed();
    report
}

fn per_second(count: u64, elapsed: Duration) -> f64 {
    let secs = elapsed.as_secs_f64();
    if secs > 0.0 { count as f64 / secs } else { 0.0 }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::hanniball::Hanniball;
    use crate::games::hanniball::rules;
    use crate::games::hnefatafl::Hnefatafl;

    #[test]
    fn the_generic_perft_counts_what_the_engines_count() {
        let game = rules::Game::new();
        for depth in 1..=2 {
            assert_eq!(perft::<Hanniball>(&game, depth), rules::perft(&game, depth));
        }
        let game = Hnefatafl::new_game(Hnefatafl::initial_position());
        assert_eq!(
            perft::<Hnefatafl>(&game, 2),
            crate::games::hnefatafl::rules::perft(&game, 2)
        );
    }

    #[test]
    fn perft_lines_match_perft() {
        let game = rules::Game::new();
        let mut seen = 0;
        let lines = timed_perft::<Hanniball>(&game, 2, |_| seen += 1);
        assert_eq!(seen, 2);
        assert_eq!(lines.len(), 2);
        assert_eq!(lines[1].nodes, rules::perft(&game, 2));
    }

    #[test]
    fn playouts_are_reproducible_and_accounted() {
        let start = Hanniball::initial_position();
        let a = playout::<Hanniball>(&start, 5, 200, 7);
        let b = playout::<Hanniball>(&start, 5, 200, 7);
        assert_eq!(a.games, 5);
        assert_eq!((a.actions, a.turns, a.won), (b.actions, b.turns, b.won));
        assert_eq!(a.won + a.drawn + a.capped, 5);
        assert!(a.actions >= a.turns, "every turn has an action");
    }
}
