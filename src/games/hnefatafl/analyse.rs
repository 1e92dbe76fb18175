//! The analysis board's search for Copenhagen Hnefatafl: the bot's alpha-beta
//! ([`AlphaBeta`]) with iterative deepening, reporting after each completed depth the best
//! `lines` root moves (each searched with the better ones left out, as multi-PV engines do)
//! and their principal variations read from the transposition table.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use super::rules::{Game, Move, MoveList, Position, Side, Status};
use super::search::{AlphaBeta, DECIDED, MAX_PLY, WIN, evaluate, key, slot};
use crate::bot::analyse::{Analysis, Ask, Decided, Line, MAX_LINE, MAX_LINES, Report};

/// Scores (hundredths of a soldier) to the expected result: a lead of this many over the
/// start position's score is worth about three chances in four.
const SCALE: f64 = 400.0;

/// The expected result for the attackers of a score from their side: the start position's
/// score (the evaluation's material term counts 24 attackers against 12 defenders) is even.
fn expected(for_attackers: i32) -> f64 {
    let start = evaluate(&Position::start());
    1.0 / (1.0 + (-f64::from(for_attackers - start) / SCALE).exp())
}

impl AlphaBeta {
    /// Analyses `game` (see the module documentation); nothing when the game is over.
    pub fn analyse(
        &mut self,
        game: &Game,
        started: Instant,
        lines: usize,
        stop: Arc<AtomicBool>,
        report: &mut Report<'_, Move>,
    ) {
        if game.status() != Status::Ongoing {
            return;
        }
        let root = *game.position();
        let mut moves = MoveList::new();
        root.generate(&mut moves);
        if moves.is_empty() {
            return;
        }
        self.deadline = self.budget.time.map(|t| started + t);
        self.nodes = 0;
        self.stopped = false;
        self.stop = Some(stop);
        self.track_pv = true;
        let lines = lines.clamp(1, MAX_LINES).min(moves.len());
        let deepest = if self.budget.time.is_none() && self.budget.iterations.is_none() {
            2
        } else {
            MAX_PLY as i32
        };
        // Each line's move, score and principal variation (read from the table at once,
        // before the next line's search overwrites it).
        let mut best: Vec<(Move, i32, Vec<Move>)> = Vec::new();
        let mut reached = 0;
        for depth in 1..deepest {
            let mut found: Vec<(Move, i32, Vec<Move>)> = Vec::new();
            let mut left: Vec<Move> = moves.to_vec();
            for k in 0..lines {
                let previous = best
                    .get(k)
                    .map(|b| b.0)
                    .filter(|m| left.contains(m))
                    .unwrap_or(left[0]);
                let Some((mv, score)) = self.root(&root, &left, depth, previous) else {
                    break;
                };
                if self.stopped {
                    break;
                }
                let pv = match self.root_pv.first() {
                    Some(&first) if first == mv => std::mem::take(&mut self.root_pv),
                    _ => self.pv(&root, mv, MAX_LINE),
                };
                let mut pv = pv;
                pv.truncate(line_length(score, depth));
                found.push((mv, score, pv));
                left.retain(|&m| m != mv);
                if left.is_empty() {
                    break;
                }
            }
            // A depth cut short is reported only when no depth was completed.
            if self.stopped && !best.is_empty() {
                break;
            }
            if found.is_empty() {
                break;
            }
            found.sort_by_key(|&(_, score, _)| std::cmp::Reverse(score));
            best = found;
            reached = depth;
            let decided = best[0].1.abs() >= DECIDED;
            let half_left = matches!((self.budget.time, self.deadline),
                (Some(limit), Some(deadline)) if Instant::now() + limit / 2 > deadline);
            let done = self.stopped || decided || half_left || depth + 1 >= deepest;
            if !report(self.report(&root, &best, depth, done)) || done {
                return;
            }
        }
        if !best.is_empty() {
            let _ = report(self.report(&root, &best, reached, true));
        }
    }

    /// The report of `best` (root moves and their scores for the side to move) at `depth`.
    fn report(
        &self,
        root: &Position,
        best: &[(Move, i32, Vec<Move>)],
        depth: i32,
        done: bool,
    ) -> Analysis<Move> {
        let mover = root.side_to_move;
        let lines = best
            .iter()
            .map(|(_, score, pv)| {
                let score = *score;
                let for_attackers = if mover == Side::Attackers {
                    score
                } else {
                    -score
                };
                let decided = (score.abs() >= DECIDED).then(|| {
                    let winner = if (score > 0) == (mover == Side::Attackers) {
                        0
                    } else {
                        1
                    };
                    Decided {
                        winner: Some(winner),
                        actions: u32::try_from(WIN - score.abs()).ok(),
                    }
                });
                Line {
                    actions: pv.clone(),
                    value0: match decided {
                        Some(Decided {
                            winner: Some(0), ..
                        }) => 1.0,
                        Some(_) => 0.0,
                        None => expected(for_attackers),
                    },
                    decided,
                }
            })
            .collect();
        Analysis {
            depth: u32::try_from(depth).unwrap_or(0),
            nodes: self.nodes,
            lines,
            searcher: "alpha-beta",
            done,
        }
    }

    /// `first`, then the table's best moves after it, at most `length` moves in all, each
    /// checked legal, ending where the game does.
    pub(super) fn pv(&self, root: &Position, first: Move, length: usize) -> Vec<Move> {
        let mut line = Vec::with_capacity(length);
        let mut pos = *root;
        let mut mv = first;
        loop {
            let mover = pos.side_to_move;
            let fx = pos.make(mv);
            line.push(mv);
            if line.len() >= length
                || pos
                    .outcome_after(mover, fx.king_captured.is_some())
                    .is_some()
            {
                return line;
            }
            let k = key(&pos);
            let entry = self.table[slot(k)];
            let Some(next) = entry.best.filter(|_| entry.key == k) else {
                return line;
            };
            let mut legal = MoveList::new();
            pos.generate(&mut legal);
            if !legal.contains(&next) {
                return line;
            }
            mv = next;
        }
    }
}

/// How long a line to read for a root move of `score` at `depth`: to the end of a decided
/// game, else the depth.
fn line_length(score: i32, depth: i32) -> usize {
    let plies = if score.abs() >= DECIDED {
        WIN - score.abs()
    } else {
        depth
    };
    usize::try_from(plies).unwrap_or(1).clamp(1, MAX_LINE)
}

/// Analyses `game` with [`AlphaBeta`]: [`crate::bot::BotRules::analyse`] for Hnefatafl.
pub fn analyse(game: &Game, ask: Ask<'_>, report: &mut Report<'_, Move>) {
    AlphaBeta::new(ask.budget).analyse(
        game,
        Instant::now(),
        ask.lines,
        Arc::clone(ask.stop),
        report,
    );
}
