//! Engine benchmarks that anyone can reproduce from the command line (`hanniball perft`,
//! `hanniball playout`): timed perft counts and random playouts through [`Game::apply`].

use std::time::{Duration, Instant};

use crate::games::hanniball::rules::{ActionList, Game, Reason, Status, perft};

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

/// Counts perft(1..=depth) from `game`, timing each depth; `each` sees every line as soon as
/// it is known (deep counts take long).
pub fn timed_perft(game: &Game, depth: u32, mut each: impl FnMut(&PerftLine)) -> Vec<PerftLine> {
    (1..=depth)
        .map(|d| {
            let started = Instant::now();
            let nodes = perft(game, d);
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
    /// Actions applied through [`Game::apply`] (steps and `end`).
    pub actions: u64,
    /// Turns completed or started, summed over the games.
    pub turns: u64,
    /// Games decided by a goal or an own goal.
    pub goals: u64,
    /// Games decided because the player to move had no legal action.
    pub no_legal_action: u64,
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

/// Plays `games` games from the initial position, each action chosen uniformly at random
/// among the legal ones (generated with [`Game::legal_actions_into`]) and applied with
/// [`Game::apply`], which checks it again as any caller's action would be. A game stops when
/// decided or after `max_turns` turns. The same `seed` plays the same games.
#[must_use]
pub fn playout(games: u64, max_turns: u32, seed: u64) -> PlayoutReport {
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut report = PlayoutReport::default();
    let mut list = ActionList::new();
    let started = Instant::now();
    for _ in 0..games {
        let mut game = Game::new();
        while game.status() == Status::Ongoing && game.turn() <= max_turns {
            game.legal_actions_into(&mut list);
            let Some(&action) = list.get(rng.usize(..list.len().max(1))) else {
                break;
            };
            if game.apply(action).is_err() {
                // A generated action is always legal; stop this game rather than loop.
                break;
            }
            report.actions += 1;
        }
        report.games += 1;
        report.turns += game.turns().len() as u64;
        match game.status() {
            Status::Ongoing => report.capped += 1,
            Status::Over(o) if o.reason == Reason::NoLegalAction => report.no_legal_action += 1,
            Status::Over(_) => report.goals += 1,
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

    #[test]
    fn perft_lines_match_perft() {
        let game = Game::new();
        let mut seen = 0;
        let lines = timed_perft(&game, 2, |_| seen += 1);
        assert_eq!(seen, 2);
        assert_eq!(lines.len(), 2);
        assert_eq!(lines[0].nodes, perft(&game, 1));
        assert_eq!(lines[1].nodes, perft(&game, 2));
    }

    #[test]
    fn playouts_are_reproducible_and_accounted() {
        let a = playout(5, 200, 7);
        let b = playout(5, 200, 7);
        assert_eq!(a.games, 5);
        assert_eq!((a.actions, a.turns, a.goals), (b.actions, b.turns, b.goals));
        assert_eq!(a.goals + a.no_legal_action + a.capped, 5);
        assert!(a.actions >= a.turns, "every turn has an action");
    }
}
