//! An alpha-beta search for Copenhagen Hnefatafl: negamax with iterative deepening under the
//! bot's deadline, a transposition table, killer and history move ordering, and a one-move
//! extension at the leaves for the King's open lines to a corner (the attackers must block
//! them; a line left open is a lost game). It works on [`Position`] directly (a `Copy` value,
//! no allocation per node).
//!
//! The evaluation is the attackers' view of a position: material, and above all the King's
//! ways to a corner — the squares from which he would see one corner or two, and which of
//! them he reaches in one move.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use super::rules::tables::{CORNERS, Dir, NEIGHBOURS, RAYS, THRONE, rook_targets};
use super::rules::{Bitboard, Game, Move, MoveList, Position, Side, Square, Status};
use crate::bot::search::{Budget, Choice};

/// A won game, less the plies it takes (a quicker win scores higher).
pub(super) const WIN: i32 = 1_000_000;
/// Scores beyond this are wins or losses found by the search.
pub(super) const DECIDED: i32 = WIN - 1_000;
/// The deepest ply the search reaches (iterative deepening stops before).
pub(super) const MAX_PLY: usize = 64;
/// Transposition table entries (a power of two): 16 bytes each.
const TABLE_SIZE: usize = 1 << 18;

/// What a table entry's score is.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
enum Bound {
    #[default]
    Exact,
    /// At least this (a cut-off).
    Lower,
    /// At most this (no move reached alpha).
    Upper,
}

#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Entry {
    pub(super) key: u64,
    pub(super) best: Option<Move>,
    score: i32,
    depth: i8,
    bound: Bound,
}

/// A position's key for the table.
pub(super) fn key(pos: &Position) -> u64 {
    let mix = |x: u128, salt: u64| {
        let lo = (x as u64) ^ salt;
        let hi = (x >> 64) as u64;
        lo.wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .rotate_left(31)
            .wrapping_add(hi.wrapping_mul(0xC2B2_AE3D_27D4_EB4F))
    };
    let side = match pos.side_to_move {
        Side::Attackers => 0,
        Side::Defenders => 0x5555_5555_5555_5555,
    };
    mix(pos.attackers.0, 1)
        ^ mix(pos.defenders.0, 2).rotate_left(17)
        ^ mix(pos.king.0, 3).rotate_left(41)
        ^ side
}

/// The table entry of a position's key.
pub(super) fn slot(key: u64) -> usize {
    (key as usize) & (TABLE_SIZE - 1)
}

/// A score as the table keeps it: a win or loss counted in plies from the node, not the root.
fn to_table(score: i32, ply: usize) -> i32 {
    let ply = ply as i32;
    if score >= DECIDED {
        score + ply
    } else if score <= -DECIDED {
        score - ply
    } else {
        score
    }
}

/// A table's score at `ply` plies from the root.
fn from_table(score: i32, ply: usize) -> i32 {
    let ply = ply as i32;
    if score >= DECIDED {
        score - ply
    } else if score <= -DECIDED {
        score + ply
    } else {
        score
    }
}

/// The squares from which the King would see a corner (`one`), and two corners (`two`), with
/// the board as it is apart from him.
fn corner_lines(pos: &Position) -> (Bitboard, Bitboard) {
    let without_king = pos.occupied().minus(pos.king);
    let (mut one, mut two) = (Bitboard::EMPTY, Bitboard::EMPTY);
    for corner in CORNERS {
        let seen = rook_targets(corner, without_king);
        two = two.or(one.and(seen));
        one = one.or(seen);
    }
    (one, two)
}

/// The squares strictly between the King on `king` and each corner of `open` (the corners he
/// sees along an empty line): where a soldier must stand to close his way.
pub(super) fn paths_to_corners(king: Square, open: Bitboard) -> Bitboard {
    let mut path = Bitboard::EMPTY;
    for corner in open {
        for dir in Dir::ALL {
            let ray = RAYS[dir as usize][king.index()];
            if ray.contains(corner) {
                path = path.or(ray
                    .minus(RAYS[dir as usize][corner.index()])
                    .without(corner));
            }
        }
    }
    path
}

/// How good `pos` (no side has won) is for the attackers, in hundredths of a soldier.
#[must_use]
pub fn evaluate(pos: &Position) -> i32 {
    let Some(king) = pos.king() else {
        return WIN;
    };
    let occupied = pos.occupied();
    let (one, two) = corner_lines(pos);
    let reach = rook_targets(king, occupied);
    let defenders_to_move = pos.side_to_move == Side::Defenders;
    let mut score = 0;
    if one.contains(king) {
        if defenders_to_move {
            return -DECIDED + 1;
        }
        if two.contains(king) {
            score -= 5_000;
        } else {
            score -= 300;
        }
    }
    let forks = reach.and(two).len() as i32;
    let lines = reach.and(one).len() as i32;
    if defenders_to_move {
        if forks > 0 {
            score -= 4_000;
        }
        score -= 120 * lines;
    } else {
        score -= 250 * forks.min(3) + 50 * lines;
    }
    score += 100 * pos.attackers.len() as i32 - 140 * pos.defenders.len() as i32;
    let near = NEIGHBOURS[king.index()];
    let hostile = near.and(pos.attackers).len() as i32 + i32::from(near.contains(THRONE));
    score += 35 * hostile;
    score -= 6 * reach.len() as i32;
    // The King's distance (rank plus file steps) to the nearest corner.
    let (file, rank) = (i32::from(king.file()), i32::from(king.rank()) - 1);
    let far = 10;
    let distance = file.min(far - file) + rank.min(far - rank);
    score += 12 * distance;
    // The more squares see a corner, the more ways out the King may find later.
    score -= 25 * one.len().min(40) as i32 / 4;
    score
}

/// Negamax alpha-beta with iterative deepening for Hnefatafl.
#[derive(Debug)]
pub struct AlphaBeta {
    pub(super) budget: Budget,
    pub(super) table: Vec<Entry>,
    history: Vec<i32>,
    killers: [[Option<Move>; 2]; MAX_PLY + 2],
    pub(super) nodes: u64,
    pub(super) deadline: Option<Instant>,
    pub(super) stopped: bool,
    /// Set by another thread to stop the search at its next budget check.
    pub(super) stop: Option<Arc<AtomicBool>>,
    /// Whether [`AlphaBeta::root`] reads the principal variation of each new best move
    /// from the table at once, into `root_pv` (the analysis board's lines: later moves'
    /// searches overwrite the table's entries).
    pub(super) track_pv: bool,
    /// The principal variation of the best move of the last [`AlphaBeta::root`].
    pub(super) root_pv: Vec<Move>,
}

/// What [`AlphaBeta::search`] found.
#[derive(Clone, Copy, Debug)]
pub struct Found {
    /// The move, with the time spent and the nodes searched (as iterations).
    pub choice: Choice<Move>,
    /// The score for the side to move, in hundredths of a soldier (a win or a loss beyond
    /// ±999,000).
    pub score: i32,
    /// The deepest search completed, in plies.
    pub depth: u32,
}

impl AlphaBeta {
    /// A search with `budget` (a time, and/or `iterations` as a limit on nodes).
    #[must_use]
    pub fn new(budget: Budget) -> AlphaBeta {
        AlphaBeta {
            budget,
            table: vec![Entry::default(); TABLE_SIZE],
            history: vec![0; 121 * 121],
            killers: [[None; 2]; MAX_PLY + 2],
            nodes: 0,
            deadline: None,
            stopped: false,
            stop: None,
            track_pv: false,
            root_pv: Vec::new(),
        }
    }

    /// The best move found for the side to move in `game` within the budget counted from
    /// `started`; `None` when the game is over.
    pub fn search(&mut self, game: &Game, started: Instant) -> Option<Found> {
        if game.status() != Status::Ongoing {
            return None;
        }
        let root = *game.position();
        let mut moves = MoveList::new();
        root.generate(&mut moves);
        let first = *moves.first()?;
        self.deadline = self.budget.time.map(|t| started + t);
        self.nodes = 0;
        self.stopped = false;
        let mut best = (first, -WIN, 0u32);
        if moves.len() == 1 {
            return Some(self.found(best, started));
        }
        // With neither a time nor a node limit, one ply (a search must end).
        let deepest = if self.budget.time.is_none() && self.budget.iterations.is_none() {
            2
        } else {
            MAX_PLY as i32
        };
        for depth in 1..deepest {
            let Some((mv, score)) = self.root(&root, &moves, depth, best.0) else {
                break;
            };
            best = (mv, score, depth as u32);
            if self.stopped || score.abs() >= DECIDED {
                break;
            }
            // Past half the time, the next depth would not finish.
            if let (Some(limit), Some(deadline)) = (self.budget.time, self.deadline)
                && Instant::now() + limit / 2 > deadline
            {
                break;
            }
        }
        Some(self.found(best, started))
    }

    fn found(&self, (mv, score, depth): (Move, i32, u32), started: Instant) -> Found {
        Found {
            choice: Choice {
                action: mv,
                iterations: self.nodes,
                elapsed: started.elapsed(),
            },
            score,
            depth,
        }
    }

    /// One iteration at the root, the previous best move first. `None` when stopped before a
    /// move was searched through.
    pub(super) fn root(
        &mut self,
        pos: &Position,
        moves: &[Move],
        depth: i32,
        previous: Move,
    ) -> Option<(Move, i32)> {
        let mut order: Vec<Move> = moves.to_vec();
        self.order(pos, &mut order, Some(previous), 0);
        let mut alpha = -WIN;
        let beta = WIN;
        let mut best: Option<(Move, i32)> = None;
        for (i, &mv) in order.iter().enumerate() {
            let score = self.child(pos, mv, depth, 0, alpha, beta, i == 0);
            if self.stopped {
                break;
            }
            if score > alpha {
                alpha = score;
                best = Some((mv, score));
                if self.track_pv {
                    self.root_pv = self.pv(pos, mv, usize::try_from(depth).unwrap_or(1));
                }
            }
        }
        if let Some((mv, score)) = best {
            self.store(key(pos), depth, score, Bound::Exact, Some(mv));
        }
        best
    }

    /// The score, for the side to move in `pos`, of making `mv` and searching on.
    #[allow(clippy::too_many_arguments)]
    fn child(
        &mut self,
        pos: &Position,
        mv: Move,
        depth: i32,
        ply: usize,
        alpha: i32,
        beta: i32,
        full_window: bool,
    ) -> i32 {
        let mut next = *pos;
        let mover = pos.side_to_move;
        let fx = next.make(mv);
        if let Some(outcome) = next.outcome_after(mover, fx.king_captured.is_some()) {
            let plies = ply as i32 + 1;
            return if outcome.winner == mover {
                WIN - plies
            } else {
                -WIN + plies
            };
        }
        if full_window {
            return -self.negamax(&next, depth - 1, ply + 1, -beta, -alpha);
        }
        // A null window first: most moves only need to be shown no better.
        let score = -self.negamax(&next, depth - 1, ply + 1, -alpha - 1, -alpha);
        if score > alpha && score < beta && !self.stopped {
            -self.negamax(&next, depth - 1, ply + 1, -beta, -alpha)
        } else {
            score
        }
    }

    fn negamax(&mut self, pos: &Position, depth: i32, ply: usize, alpha: i32, beta: i32) -> i32 {
        self.nodes += 1;
        if self.nodes & 1023 == 0 && self.out_of_budget() {
            self.stopped = true;
        }
        if self.stopped {
            return 0;
        }
        if depth <= 0 || ply >= MAX_PLY {
            return self.leaf(pos, ply, alpha, beta);
        }
        let mut alpha = alpha;
        let k = key(pos);
        let entry = self.table[slot(k)];
        let hit = entry.key == k;
        if hit && i32::from(entry.depth) >= depth {
            let score = from_table(entry.score, ply);
            match entry.bound {
                Bound::Exact => return score,
                Bound::Lower if score >= beta => return score,
                Bound::Upper if score <= alpha => return score,
                _ => {}
            }
        }
        let mut list = MoveList::new();
        pos.generate(&mut list);
        if list.is_empty() {
            // No legal move: lost (the move before ends the game, so this is not reached).
            return -WIN + ply as i32;
        }
        self.order(pos, &mut list, hit.then_some(entry.best).flatten(), ply);
        let start_alpha = alpha;
        let mut best = -WIN;
        let mut best_move = None;
        for (i, &mv) in list.iter().enumerate() {
            let score = self.child(pos, mv, depth, ply, alpha, beta, i == 0);
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
                best_move = Some(mv);
            }
            if score > alpha {
                alpha = score;
            }
            if alpha >= beta {
                let killers = &mut self.killers[ply];
                if killers[0] != Some(mv) {
                    killers[1] = killers[0];
                    killers[0] = Some(mv);
                }
                self.history[mv.from.index() * 121 + mv.to.index()] += depth * depth;
                break;
            }
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > start_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.store(k, depth, to_table(best, ply), bound, best_move);
        best
    }

    /// The score at the search's horizon, for the side to move. When the King sees a corner
    /// and the attackers are to move, only their moves that block every open line (or take
    /// the King) are tried, one ply deeper: a line none of them closes is a lost game.
    fn leaf(&mut self, pos: &Position, ply: usize, alpha: i32, beta: i32) -> i32 {
        let sign = match pos.side_to_move {
            Side::Attackers => 1,
            Side::Defenders => -1,
        };
        let Some(king) = pos.king() else {
            return sign * WIN;
        };
        let occupied = pos.occupied();
        let open = rook_targets(king, occupied).and(CORNERS);
        if open.is_empty() {
            return sign * evaluate(pos);
        }
        if pos.side_to_move == Side::Defenders {
            return WIN - ply as i32 - 1;
        }
        let path = paths_to_corners(king, open);
        let mut list = MoveList::new();
        pos.generate(&mut list);
        let mut best = -WIN + ply as i32 + 2;
        let mut alpha = alpha;
        let near = NEIGHBOURS[king.index()];
        for &mv in &list {
            if !path.contains(mv.to) && !near.contains(mv.to) {
                continue;
            }
            let mut next = *pos;
            let fx = next.make(mv);
            let score = match next.outcome_after(Side::Attackers, fx.king_captured.is_some()) {
                Some(outcome) if outcome.winner == Side::Attackers => WIN - ply as i32 - 1,
                Some(_) => -WIN + ply as i32 + 1,
                None => {
                    if rook_targets(king, next.occupied()).and(CORNERS).any() {
                        -WIN + ply as i32 + 2
                    } else {
                        evaluate(&next)
                    }
                }
            };
            if score > best {
                best = score;
            }
            if best > alpha {
                alpha = best;
                if alpha >= beta {
                    break;
                }
            }
        }
        best
    }

    /// Orders `moves` for `pos`: the table's move, killers, moves that close the King's lines
    /// (attackers) or open them (defenders), then by history.
    fn order(&self, pos: &Position, moves: &mut [Move], first: Option<Move>, ply: usize) {
        let Some(king) = pos.king() else {
            return;
        };
        let (one, two) = corner_lines(pos);
        let reach = rook_targets(king, pos.occupied());
        let near = NEIGHBOURS[king.index()];
        let killers = self.killers[ply.min(MAX_PLY)];
        let attackers = pos.side_to_move == Side::Attackers;
        moves.sort_by_cached_key(|&mv| {
            let mut score = self.history[mv.from.index() * 121 + mv.to.index()];
            if Some(mv) == first {
                score += 1 << 30;
            } else if Some(mv) == killers[0] {
                score += 1 << 26;
            } else if Some(mv) == killers[1] {
                score += 1 << 25;
            }
            if attackers {
                if reach.contains(mv.to) && one.contains(mv.to) {
                    score += 1 << 24;
                }
                if near.contains(mv.to) {
                    score += 1 << 22;
                }
                if reach.contains(mv.to) {
                    score += 1 << 20;
                }
            } else if mv.from == king {
                if two.contains(mv.to) {
                    score += 1 << 28;
                } else if one.contains(mv.to) {
                    score += 1 << 24;
                }
            }
            -score
        });
    }

    fn store(&mut self, k: u64, depth: i32, score: i32, bound: Bound, best: Option<Move>) {
        let slot = slot(k);
        let old = self.table[slot];
        if old.key == k && i32::from(old.depth) > depth {
            return;
        }
        self.table[slot] = Entry {
            key: k,
            best,
            score,
            depth: i8::try_from(depth).unwrap_or(i8::MAX),
            bound,
        };
    }

    fn out_of_budget(&self) -> bool {
        if let Some(limit) = self.budget.iterations
            && self.nodes >= limit
        {
            return true;
        }
        self.deadline.is_some_and(|d| Instant::now() >= d)
            || self
                .stop
                .as_ref()
                .is_some_and(|s| s.load(Ordering::Relaxed))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    fn game(tpn: &str) -> Game {
        Game::from_position(Position::from_tpn(tpn).unwrap_or_else(|e| panic!("{tpn}: {e}")))
    }

    fn won_by(game: &Game, side: Side) -> bool {
        matches!(game.status(), Status::Over(o) if o.winner == side)
    }

    fn best(game: &Game, budget: Budget) -> Found {
        AlphaBeta::new(budget)
            .search(game, Instant::now())
            .unwrap_or_else(|| panic!("no move in {}", game.position().to_tpn()))
    }

    /// The King on f9 has attackers on e9, g9 and f10; b8-f8 closes the fourth side.
    #[test]
    fn it_captures_the_king_in_one() {
        let mut g = game("11/5t5/4tKt4/1t9/11/11/11/11/11/11/11 a");
        let found = best(&g, Budget::iterations(20_000));
        assert!(found.score >= DECIDED, "{found:?}");
        g.apply(found.choice.action).unwrap();
        assert!(won_by(&g, Side::Attackers));
    }

    /// The King on d11 sees a11: the attackers must put a soldier on b11 or c11.
    #[test]
    fn it_blocks_the_kings_line_to_a_corner() {
        let mut g = game("3K2t4/11/11/11/3t7/11/2t8/11/1t9/11/11 a");
        let found = best(&g, Budget::iterations(50_000));
        g.apply(found.choice.action).unwrap();
        for reply in g.legal_moves() {
            let mut next = g.clone();
            next.apply(reply).unwrap();
            assert!(
                !won_by(&next, Side::Defenders),
                "after {} the King escapes by {reply}",
                found.choice.action
            );
        }
    }

    /// The defenders' side of the same search: the King on f5 goes to an edge from which he
    /// sees two corners, and the lone attacker cannot close both.
    #[test]
    fn it_finds_the_defenders_win_in_two() {
        let mut g = game("11/11/11/11/11/10t/5K5/11/11/11/11 d");
        let mut moves = 0;
        while g.status() == Status::Ongoing && moves < 6 {
            let found = best(&g, Budget::iterations(200_000));
            g.apply(found.choice.action).unwrap();
            moves += 1;
        }
        assert!(won_by(&g, Side::Defenders), "not won after {moves} moves");
        assert_eq!(moves, 3, "the King's move, a reply, the corner");
    }

    /// Seen from the attackers, the same position (with them to move first) is lost whatever
    /// they do, and the search knows it.
    #[test]
    fn it_sees_a_lost_position() {
        let g = game("11/11/11/10t/11/11/5K5/11/11/11/11 a");
        let found = best(&g, Budget::iterations(400_000));
        assert!(found.score <= -DECIDED, "{found:?}");
    }

    #[test]
    fn a_node_budget_repeats_itself_and_a_time_budget_ends_the_search() {
        let g = Game::new();
        let run = || {
            let found = best(&g, Budget::iterations(30_000));
            (found.choice.action, found.choice.iterations, found.depth)
        };
        let first = run();
        assert_eq!(first, run());
        assert!(first.1 <= 30_000 + 1024 && first.2 >= 2, "{first:?}");
        let started = Instant::now();
        let found = best(&g, Budget::millis(200));
        assert!(g.check(found.choice.action).is_ok());
        assert!(started.elapsed() < Duration::from_secs(20));
    }

    #[test]
    fn no_move_once_the_game_is_over() {
        let g = game("K10/11/11/11/11/10t/11/11/11/11/11 a");
        assert!(g.status() != Status::Ongoing);
        assert!(
            AlphaBeta::new(Budget::iterations(100))
                .search(&g, Instant::now())
                .is_none()
        );
    }
}
