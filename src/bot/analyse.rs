//! The bots' searchers run for the analysis board: the same search a bot plays with, asked
//! for its evaluation and its principal variations, reported as the search deepens. No I/O:
//! the caller (`crate::analysis`) runs it on a thread of its bounded pool and hands each
//! report on.
//!
//! [`mcts`] is the analysis of any game with Monte Carlo tree search: it reports after the
//! iterations double (256, 512, …) or a quarter of a second passes, reading the tree as it
//! stands. A game with a searcher of its own analyses with it ([`super::BotRules::analyse`]:
//! Hnefatafl's alpha-beta reports after each completed depth).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use super::BotRules;
use super::search::{Budget, Mcts, Node};
use crate::ruleset::Ruleset;

/// The longest principal variation reported.
pub const MAX_LINE: usize = 24;

/// The most lines one analysis reports.
pub const MAX_LINES: usize = 5;

/// How often [`mcts`] reports at least, besides each doubling of its iterations.
const REPORT_EVERY: Duration = Duration::from_millis(250);

/// A line the search found decided: who wins (or a draw) under best play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Decided {
    /// The index of the winning seat; `None`: drawn.
    pub winner: Option<usize>,
    /// How many actions the line takes to the end, when the search knows.
    pub actions: Option<u32>,
}

/// One line of play from the analysed position.
#[derive(Clone, Debug, PartialEq)]
pub struct Line<A> {
    /// The actions, the first one being the move considered.
    pub actions: Vec<A>,
    /// The expected result for seat 0: 0 (lost) to 1 (won), ½ even.
    pub value0: f64,
    /// Set when the search proved the line's outcome.
    pub decided: Option<Decided>,
}

/// One report of an analysis.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis<A> {
    /// How deep the search has looked: the completed depth of an alpha-beta search, the
    /// length of the best line of a tree search.
    pub depth: u32,
    /// Nodes (alpha-beta) or iterations (tree search) so far.
    pub nodes: u64,
    /// The best lines, best first.
    pub lines: Vec<Line<A>>,
    /// The searcher: `mcts` or `alpha-beta`.
    pub searcher: &'static str,
    /// The last report: the budget is spent, the position is solved, or the search stopped.
    pub done: bool,
}

/// What an analysis is asked for.
#[derive(Clone, Copy, Debug)]
pub struct Ask<'a> {
    /// The budget: a time, a number of nodes (iterations), or both.
    pub budget: Budget,
    /// How many lines to report (1 to [`MAX_LINES`]).
    pub lines: usize,
    /// The seed of a randomised search.
    pub seed: u64,
    /// Set by the caller to stop the search early (its client went away).
    pub stop: &'a Arc<AtomicBool>,
}

/// Receives each report; `false` stops the analysis.
pub type Report<'a, A> = dyn FnMut(Analysis<A>) -> bool + 'a;

/// Analyses `game` with Monte Carlo tree search (see the module documentation).
pub fn mcts<R: BotRules>(game: &R::Game, ask: Ask<'_>, report: &mut Report<'_, R::Action>) {
    let started = Instant::now();
    let budget = ask.budget;
    let deadline = budget.time.map(|t| started + t);
    let mut search = Mcts::new(budget, ask.seed);
    let Some(mut tree) = search.tree::<R>(game) else {
        return;
    };
    let (mut done, mut next_report, mut last_report) = (0u64, 256u64, Instant::now());
    loop {
        let chunk = budget
            .iterations
            .map_or(64, |n| n.saturating_sub(done).min(64));
        done += search.grow::<R>(game, &mut tree, chunk);
        let proven = tree[0].proven.is_some();
        let spent = budget.iterations.is_some_and(|n| done >= n)
            || deadline.is_some_and(|d| Instant::now() >= d)
            || (budget.iterations.is_none() && budget.time.is_none() && done >= 1)
            || proven
            || ask.stop.load(Ordering::Relaxed);
        if spent || done >= next_report || last_report.elapsed() >= REPORT_EVERY {
            let analysis = read_tree::<R>(&tree, ask.lines, done, spent);
            if !report(analysis) || spent {
                return;
            }
            next_report = done.saturating_mul(2);
            last_report = Instant::now();
        }
    }
}

/// The rank of a child for its parent's `mover`: a proven win first, a proven loss last,
/// else by visits.
fn rank<A>(node: &Node<A>, mover: usize) -> (u8, u32) {
    match node.proven {
        Some(Some(w)) if w == mover => (2, node.visits),
        Some(Some(_)) => (0, node.visits),
        _ => (1, node.visits),
    }
}

/// The expected result for seat 0 of a node.
fn value0<A>(node: &Node<A>) -> f64 {
    match node.proven {
        Some(Some(0)) => 1.0,
        Some(Some(_)) => 0.0,
        Some(None) => 0.5,
        None if node.visits == 0 => 0.5,
        None => node.value0 / f64::from(node.visits),
    }
}

/// The report of the tree as it stands: the `lines` best children of the root, each with
/// its principal variation.
fn read_tree<R: Ruleset>(
    nodes: &[Node<R::Action>],
    lines: usize,
    iterations: u64,
    done: bool,
) -> Analysis<R::Action> {
    let root = &nodes[0];
    let mut children = root.children.clone();
    children.sort_by_key(|&c| std::cmp::Reverse(rank(&nodes[c], root.mover)));
    let lines: Vec<Line<R::Action>> = children
        .into_iter()
        .filter(|&c| nodes[c].visits > 0 || nodes[c].proven.is_some())
        .take(lines.clamp(1, MAX_LINES))
        .map(|c| line_from(nodes, c))
        .collect();
    Analysis {
        depth: lines
            .first()
            .map_or(0, |l| u32::try_from(l.actions.len()).unwrap_or(u32::MAX)),
        nodes: iterations,
        lines,
        searcher: "mcts",
        done,
    }
}

/// The line that starts with the action of node `first`: the best child after it, and so
/// on while the tree has visited them.
fn line_from<A: Copy>(nodes: &[Node<A>], first: usize) -> Line<A> {
    let mut actions: Vec<A> = nodes[first].action.into_iter().collect();
    let mut at = first;
    while actions.len() < MAX_LINE {
        let Some(next) = Mcts::best_child_of(nodes, at, nodes[at].mover) else {
            break;
        };
        if nodes[next].visits == 0 && nodes[next].proven.is_none() {
            break;
        }
        let Some(action) = nodes[next].action else {
            break;
        };
        actions.push(action);
        at = next;
    }
    let node = &nodes[first];
    // The line reaches the end of the game when its last node is a finished game (proven
    // when it was made, never expanded).
    let last = &nodes[at];
    let ends = last.proven.is_some() && !last.expanded;
    Line {
        value0: value0(node),
        decided: node.proven.map(|winner| Decided {
            winner,
            actions: ends.then(|| u32::try_from(actions.len()).unwrap_or(u32::MAX)),
        }),
        actions,
    }
}
