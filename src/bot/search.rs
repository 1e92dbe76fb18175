//! Search players on a rules engine directly (no I/O): Monte Carlo tree search (UCT with
//! proven wins and losses) and a uniformly random player.

use std::time::{Duration, Instant};

use super::BotRules;
use crate::ruleset::{GameStatus, Ruleset};

/// How long a search may think: a wall-clock budget, an iteration budget, or both (whichever
/// is reached first). With an iteration budget alone the search is deterministic for a seed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Stop after this much time.
    pub time: Option<Duration>,
    /// Stop after this many iterations.
    pub iterations: Option<u64>,
}

impl Budget {
    /// A budget of `ms` milliseconds.
    #[must_use]
    pub fn millis(ms: u64) -> Budget {
        Budget {
            time: Some(Duration::from_millis(ms)),
            iterations: None,
        }
    }

    /// A budget of `n` iterations.
    #[must_use]
    pub fn iterations(n: u64) -> Budget {
        Budget {
            time: None,
            iterations: Some(n),
        }
    }

    /// The moment a search started at `started` must stop, if the budget has a time.
    fn deadline(&self, started: Instant) -> Option<Instant> {
        self.time.map(|limit| started + limit)
    }

    /// Whether the search must stop after `done` iterations, given its `deadline`. The clock
    /// is read at every iteration (a few tens of nanoseconds against an iteration's tens of
    /// microseconds), so a search overshoots its deadline by one iteration at most.
    fn spent(&self, done: u64, deadline: Option<Instant>) -> bool {
        if let Some(limit) = self.iterations
            && done >= limit
        {
            return true;
        }
        if let Some(deadline) = deadline
            && Instant::now() >= deadline
        {
            return true;
        }
        // Neither limit set: one iteration, so that a search always ends.
        self.iterations.is_none() && self.time.is_none() && done >= 1
    }
}

/// What a player chose, and what it cost.
#[derive(Clone, Copy, Debug)]
pub struct Choice<A> {
    /// The action to play.
    pub action: A,
    /// Search iterations run (0 for a player that does not search).
    pub iterations: u64,
    /// Time spent choosing.
    pub elapsed: Duration,
}

/// A player: picks an action for the seat to move.
pub trait Player<R: Ruleset>: Send {
    /// The action to play in `game`, or `None` when the game is over (no legal action). The
    /// player's time budget counts from `started` (the moment its turn began: a runner
    /// starts the clock before it reads and replays the game), and [`Choice::elapsed`] is
    /// the time since `started`.
    fn choose_from(&mut self, game: &R::Game, started: Instant) -> Option<Choice<R::Action>>;

    /// [`Player::choose_from`] with the clock started now.
    fn choose(&mut self, game: &R::Game) -> Option<Choice<R::Action>> {
        self.choose_from(game, Instant::now())
    }

    /// The history the next [`Player::choose_from`] is about (the runner calls this before
    /// each choice): an external engine is sent the start position and the actions. Nothing by
    /// default.
    fn observe(&mut self, history: &super::client::History) {
        let _ = history;
    }
}

/// Picks uniformly at random among the legal actions.
#[derive(Debug)]
pub struct RandomPlayer {
    rng: fastrand::Rng,
}

impl RandomPlayer {
    /// A random player; the same seed makes the same choices.
    #[must_use]
    pub fn new(seed: u64) -> RandomPlayer {
        RandomPlayer {
            rng: fastrand::Rng::with_seed(seed),
        }
    }
}

impl<R: Ruleset> Player<R> for RandomPlayer {
    fn choose_from(&mut self, game: &R::Game, started: Instant) -> Option<Choice<R::Action>> {
        let actions = R::legal_actions(game);
        let action = *actions.get(self.rng.usize(..actions.len().max(1)))?;
        Some(Choice {
            action,
            iterations: 0,
            elapsed: started.elapsed(),
        })
    }
}

/// The reward of seat 0 for a finished game (1 won, 0 lost, ½ drawn), `None` while it goes on.
fn reward0<R: Ruleset>(status: GameStatus<R::Seat>) -> Option<f64> {
    match status {
        GameStatus::Ongoing => None,
        GameStatus::Won { winner } if R::seat_index(winner) == 0 => Some(1.0),
        GameStatus::Won { .. } => Some(0.0),
        GameStatus::Drawn => Some(0.5),
    }
}

/// A node's exact value once known: the winning seat, or `None` for a draw.
pub(super) type Proven = Option<usize>;

const NO_PARENT: usize = usize::MAX;

#[derive(Debug)]
pub(super) struct Node<A> {
    pub(super) action: Option<A>,
    parent: usize,
    pub(super) children: Vec<usize>,
    /// Legal actions not expanded yet (filled when the node is first expanded).
    untried: Vec<A>,
    pub(super) expanded: bool,
    pub(super) visits: u32,
    /// Sum of the rewards of seat 0 over the visits.
    pub(super) value0: f64,
    /// The seat to move here (the one choosing among the children).
    pub(super) mover: usize,
    /// The exact outcome under best play, once proven (a finished game, or solved below).
    pub(super) proven: Option<Proven>,
    /// The last untried action is [`BotRules::urgent`]: expand it before the others.
    urgent: bool,
}

/// Monte Carlo tree search (UCT): selection by the UCB1 bound, expansion of one action per
/// iteration, random playouts capped at [`BotRules::PLAYOUT_CAP`] actions and scored by
/// [`BotRules::evaluate`] when cut, and proven outcomes (a child that wins for the mover
/// decides its parent; a parent whose children all lose is lost), so that a forced win is
/// played as soon as the tree reaches it.
///
/// The tree is built per action. Seats may move several times in a row (Hanniball's steps):
/// each node knows its mover. Games with two seats only.
#[derive(Debug)]
pub struct Mcts {
    budget: Budget,
    rng: fastrand::Rng,
    /// The exploration constant of UCB1 (rewards are in 0..=1).
    pub exploration: f64,
}

impl Mcts {
    /// A search with `budget`; with an iteration budget, the same seed makes the same choices.
    #[must_use]
    pub fn new(budget: Budget, seed: u64) -> Mcts {
        Mcts {
            budget,
            rng: fastrand::Rng::with_seed(seed),
            exploration: 0.7,
        }
    }

    /// The budget.
    #[must_use]
    pub fn budget(&self) -> Budget {
        self.budget
    }

    /// A tree rooted at `game` for [`Mcts::grow`] (the analysis board's search, which reads
    /// the tree as it grows); `None` when `game` has no legal action.
    pub(super) fn tree<R: BotRules>(&mut self, game: &R::Game) -> Option<Vec<Node<R::Action>>> {
        let actions = R::legal_actions(game);
        if actions.is_empty() {
            return None;
        }
        Some(vec![self.root::<R>(game, actions)])
    }

    /// The root of a search of `game`, its legal `actions` untried (an urgent one last).
    fn root<R: BotRules>(
        &mut self,
        game: &R::Game,
        mut actions: Vec<R::Action>,
    ) -> Node<R::Action> {
        let urgent = Self::put_urgent_last::<R>(game, &mut actions, &mut self.rng);
        Node {
            action: None,
            parent: NO_PARENT,
            children: Vec::new(),
            untried: actions,
            expanded: true,
            visits: 0,
            value0: 0.0,
            mover: R::seat_index(R::to_move(game)),
            proven: None,
            urgent,
        }
    }

    /// Runs up to `iterations` more iterations on `tree` (from [`Mcts::tree`] of `game`),
    /// fewer once the root is proven; how many ran.
    pub(super) fn grow<R: BotRules>(
        &mut self,
        game: &R::Game,
        tree: &mut Vec<Node<R::Action>>,
        iterations: u64,
    ) -> u64 {
        let mut done = 0;
        while done < iterations && tree.first().is_some_and(|root| root.proven.is_none()) {
            self.iterate::<R>(game, tree);
            done += 1;
        }
        done
    }

    /// Runs the search on `game` and returns the chosen action with the visit counts of the
    /// root's children (for tests and diagnostics).
    pub fn search<R: BotRules>(&mut self, game: &R::Game) -> Option<Searched<R::Action>> {
        self.search_from::<R>(game, Instant::now())
    }

    /// [`Mcts::search`] with the time budget counted from `started` (a deadline: time spent
    /// before the search, such as replaying the game, counts).
    pub fn search_from<R: BotRules>(
        &mut self,
        game: &R::Game,
        started: Instant,
    ) -> Option<Searched<R::Action>> {
        let deadline = self.budget.deadline(started);
        let actions = R::legal_actions(game);
        if actions.len() <= 1 {
            let action = *actions.first()?;
            return Some(Searched {
                choice: Choice {
                    action,
                    iterations: 0,
                    elapsed: started.elapsed(),
                },
                proven_win: false,
            });
        }
        let root = self.root::<R>(game, actions);
        let root_mover = root.mover;
        let mut nodes: Vec<Node<R::Action>> = vec![root];
        let mut done = 0u64;
        while !self.budget.spent(done, deadline) {
            done += 1;
            self.iterate::<R>(game, &mut nodes);
            if nodes[0].proven.is_some() {
                break;
            }
        }
        let (action, proven_win) = match Self::best_child(&nodes, root_mover) {
            Some(best) => (
                nodes[best].action?,
                nodes[best].proven == Some(Some(root_mover)),
            ),
            // The deadline had passed before the first iteration: the urgent action if there
            // is one (it is last), else a random one.
            None => {
                let untried = &nodes[0].untried;
                let pick = if nodes[0].urgent {
                    untried.len().saturating_sub(1)
                } else {
                    self.rng.usize(..untried.len().max(1))
                };
                (*untried.get(pick)?, false)
            }
        };
        Some(Searched {
            choice: Choice {
                action,
                iterations: done,
                elapsed: started.elapsed(),
            },
            proven_win,
        })
    }

    /// The child to play: a proven win if there is one, else the most visited child that is
    /// not a proven loss (a proven loss only if nothing else is left).
    fn best_child<A>(nodes: &[Node<A>], mover: usize) -> Option<usize> {
        Self::best_child_of(nodes, 0, mover)
    }

    /// [`Mcts::best_child`] among the children of `at`.
    pub(super) fn best_child_of<A>(nodes: &[Node<A>], at: usize, mover: usize) -> Option<usize> {
        let root = &nodes[at];
        if let Some(&win) = root
            .children
            .iter()
            .find(|&&c| nodes[c].proven == Some(Some(mover)))
        {
            return Some(win);
        }
        let rank = |c: usize| {
            let node = &nodes[c];
            let lost = matches!(node.proven, Some(Some(w)) if w != mover);
            (!lost, node.visits)
        };
        root.children.iter().copied().max_by_key(|&c| rank(c))
    }

    fn iterate<R: BotRules>(&mut self, root: &R::Game, nodes: &mut Vec<Node<R::Action>>) {
        let mut game = root.clone();
        let mut at = 0usize;
        // Selection and expansion.
        loop {
            if nodes[at].proven.is_some() {
                break;
            }
            if !nodes[at].expanded {
                let mut untried = R::legal_actions(&game);
                nodes[at].urgent = Self::put_urgent_last::<R>(&game, &mut untried, &mut self.rng);
                nodes[at].untried = untried;
                nodes[at].expanded = true;
            }
            if !nodes[at].untried.is_empty() {
                let action = if nodes[at].urgent {
                    nodes[at].urgent = false;
                    nodes[at].untried.pop()
                } else {
                    let pick = self.rng.usize(..nodes[at].untried.len());
                    Some(nodes[at].untried.swap_remove(pick))
                };
                let Some(action) = action else {
                    continue;
                };
                if R::apply(&mut game, action).is_err() {
                    // A generated action is always legal; drop it rather than loop.
                    continue;
                }
                let status = R::status(&game);
                let proven = match status {
                    GameStatus::Ongoing => None,
                    GameStatus::Won { winner } => Some(Some(R::seat_index(winner))),
                    GameStatus::Drawn => Some(None),
                };
                let child = nodes.len();
                nodes.push(Node {
                    action: Some(action),
                    parent: at,
                    children: Vec::new(),
                    untried: Vec::new(),
                    expanded: false,
                    visits: 0,
                    value0: 0.0,
                    mover: R::seat_index(R::to_move(&game)),
                    proven,
                    urgent: false,
                });
                nodes[at].children.push(child);
                at = child;
                break;
            }
            let Some(next) = self.select(nodes, at) else {
                break;
            };
            let Some(action) = nodes[next].action else {
                break;
            };
            if R::apply(&mut game, action).is_err() {
                break;
            }
            at = next;
        }
        // Simulation.
        let reward = match nodes[at].proven {
            Some(Some(0)) => 1.0,
            Some(Some(_)) => 0.0,
            Some(None) => 0.5,
            None => self.playout::<R>(&mut game),
        };
        // Backpropagation, solving proven outcomes on the way up.
        let mut child = at;
        let mut solving = nodes[at].proven.is_some();
        loop {
            nodes[child].visits += 1;
            nodes[child].value0 += reward;
            let parent = nodes[child].parent;
            if parent == NO_PARENT {
                break;
            }
            if solving {
                solving = Self::solve(nodes, parent);
            }
            child = parent;
        }
    }

    /// Proves `node`'s outcome from its children if possible; true if it got proven.
    fn solve<A>(nodes: &mut [Node<A>], node: usize) -> bool {
        if nodes[node].proven.is_some() {
            return false;
        }
        let mover = nodes[node].mover;
        let children = &nodes[node].children;
        if children
            .iter()
            .any(|&c| nodes[c].proven == Some(Some(mover)))
        {
            nodes[node].proven = Some(Some(mover));
            return true;
        }
        if !nodes[node].expanded || !nodes[node].untried.is_empty() {
            return false;
        }
        let mut best: Option<Proven> = None;
        for &c in children {
            match nodes[c].proven {
                None => return false,
                Some(None) => best = Some(None),
                Some(Some(w)) => {
                    if best.is_none() {
                        best = Some(Some(w));
                    }
                }
            }
        }
        match best {
            Some(outcome) => {
                nodes[node].proven = Some(outcome);
                true
            }
            None => false,
        }
    }

    /// The child of `at` with the highest UCB1 bound, for `at`'s mover.
    fn select<A>(&self, nodes: &[Node<A>], at: usize) -> Option<usize> {
        let node = &nodes[at];
        let ln_n = f64::from(node.visits.max(1)).ln();
        let mover = node.mover;
        let mut best = None;
        let mut best_score = f64::NEG_INFINITY;
        for &c in &node.children {
            let child = &nodes[c];
            let score = match child.proven {
                Some(Some(w)) if w == mover => f64::INFINITY,
                Some(Some(_)) => -1.0,
                _ => {
                    let n = f64::from(child.visits.max(1));
                    let mean0 = child.value0 / n;
                    let q = if mover == 0 { mean0 } else { 1.0 - mean0 };
                    q + self.exploration * (ln_n / n).sqrt()
                }
            };
            if score > best_score {
                best_score = score;
                best = Some(c);
            }
        }
        best
    }

    /// Moves the [`BotRules::urgent`] action of `game`, if any, to the end of `actions`;
    /// whether there was one.
    fn put_urgent_last<R: BotRules>(
        game: &R::Game,
        actions: &mut [R::Action],
        rng: &mut fastrand::Rng,
    ) -> bool {
        match R::urgent(game, actions, rng) {
            Some(i) if i < actions.len() => {
                let last = actions.len() - 1;
                actions.swap(i, last);
                true
            }
            _ => false,
        }
    }

    /// Plays random actions from `game` until the game ends or the cap is reached; the reward
    /// of seat 0.
    fn playout<R: BotRules>(&mut self, game: &mut R::Game) -> f64 {
        for _ in 0..R::PLAYOUT_CAP {
            if let Some(reward) = reward0::<R>(R::status(game)) {
                return reward;
            }
            let actions = R::legal_actions(game);
            let pick = match R::urgent(game, &actions, &mut self.rng) {
                Some(i) => i,
                None => self.rng.usize(..actions.len().max(1)),
            };
            let Some(&action) = actions.get(pick) else {
                break;
            };
            if R::apply(game, action).is_err() {
                break;
            }
        }
        reward0::<R>(R::status(game)).unwrap_or_else(|| R::evaluate(game).clamp(0.0, 1.0))
    }
}

/// The result of [`Mcts::search`].
#[derive(Clone, Copy, Debug)]
pub struct Searched<A> {
    /// The chosen action.
    pub choice: Choice<A>,
    /// The chosen action is a proven win for the seat to move.
    pub proven_win: bool,
}

/// A search player for one game's rules.
#[derive(Debug)]
pub struct MctsPlayer {
    search: Mcts,
}

impl MctsPlayer {
    /// A search player with `budget` and `seed`.
    #[must_use]
    pub fn new(budget: Budget, seed: u64) -> MctsPlayer {
        MctsPlayer {
            search: Mcts::new(budget, seed),
        }
    }
}

impl<R: BotRules> Player<R> for MctsPlayer {
    fn choose_from(&mut self, game: &R::Game, started: Instant) -> Option<Choice<R::Action>> {
        self.search
            .search_from::<R>(game, started)
            .map(|s| s.choice)
    }
}
