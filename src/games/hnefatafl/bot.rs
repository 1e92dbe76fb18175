//! Copenhagen Hnefatafl's part in the bots: how a search scores a cut playout. (The gRPC client the bots
//! use is [`crate::rpc::client::Client`], the same for every game.)

use super::Hnefatafl;
use super::rules::tables::{CORNERS, NEIGHBOURS, THRONE, rook_targets};
use super::rules::{BOARD_SIZE, Game, Move, Side};
use super::search::{AlphaBeta, paths_to_corners};
use crate::bot::BotRules;
use crate::bot::search::{Budget, Choice, MctsPlayer, Player};
use std::time::Instant;

impl BotRules for Hnefatafl {
    /// With a time budget alone, the attackers search with [`AlphaBeta`] and the defenders
    /// with Monte Carlo tree search (see `docs/bots.md`, "Strength of the Hnefatafl bot").
    /// A budget that counts iterations counts those of Monte Carlo tree search: both sides
    /// use it then (so the easy computer, one iteration, stays as easy).
    fn search_player(budget: Budget, seed: u64) -> Box<dyn Player<Hnefatafl>> {
        if budget.iterations.is_some() || budget.time.is_none() {
            return Box::new(MctsPlayer::new(budget, seed));
        }
        Box::new(TaflPlayer {
            budget,
            attackers: None,
            defenders: MctsPlayer::new(budget, seed),
        })
    }

    /// The analysis board searches with [`AlphaBeta`] for both sides (its depths, scores and
    /// lines are what an analysis reports; see `docs/analysis.md`).
    fn analyse(
        game: &Game,
        ask: crate::bot::analyse::Ask<'_>,
        report: &mut crate::bot::analyse::Report<'_, Move>,
    ) {
        super::analyse::analyse(game, ask, report);
    }

    /// Random moves rarely decide a game of Hnefatafl quickly; 60 moves (guided by
    /// [`BotRules::urgent`]), then the evaluation.
    const PLAYOUT_CAP: usize = 60;

    /// For the attackers (seat 0): material (24 attackers against 12 defenders), the King's
    /// distance from the nearest corner, how many attackers stand next to him, and his ways
    /// out: a corner he reaches in one move (the defenders to move: lost; the attackers: lost
    /// if there are two), and the squares from which he would see a corner.
    fn evaluate(game: &Game) -> f64 {
        let position = game.position();
        let Some(king) = position.king() else {
            return 1.0;
        };
        let attackers = position.attackers().len() as f64 / 24.0;
        let defenders = position.defenders().len() as f64 / 12.0;
        let far = f64::from(BOARD_SIZE - 1);
        let (file, rank) = (f64::from(king.file()), f64::from(king.rank()) - 1.0);
        let king_far = (file.min(far - file) + rank.min(far - rank)) / far;
        let occupied = position.occupied();
        let reach = rook_targets(king, occupied);
        let open = reach.and(CORNERS).len();
        let defenders_to_move = position.side_to_move() == Side::Defenders;
        if open >= 2 || (open == 1 && defenders_to_move) {
            return 0.02;
        }
        let without_king = occupied.without(king);
        let routes = reach
            .into_iter()
            .filter(|&to| rook_targets(to, without_king).and(CORNERS).any())
            .count();
        let adjacent = NEIGHBOURS[king.index()].and(position.attackers()).len() as f64 / 4.0;
        let value = 0.5 + 0.2 * (attackers - defenders) + 0.2 * (king_far - 0.5) + 0.15 * adjacent
            - 0.06 * routes.min(4) as f64
            - 0.15 * open as f64;
        value.clamp(0.05, 0.95)
    }

    /// The defenders: the King to a corner, else the King to a square from which he sees two
    /// corners. The attackers: a move that captures the King, else one that blocks his line
    /// to a corner.
    fn urgent(game: &Game, actions: &[Move], rng: &mut fastrand::Rng) -> Option<usize> {
        let position = game.position();
        let king = position.king()?;
        let occupied = position.occupied();
        let reach = rook_targets(king, occupied);
        let open = reach.and(CORNERS);
        // Scan from a random place, so that among equally urgent moves one is taken at random.
        let offset = rng.usize(..actions.len().max(1));
        let find = |wanted: &dyn Fn(Move) -> bool| {
            (0..actions.len())
                .map(|k| (offset + k) % actions.len())
                .find(|&i| wanted(actions[i]))
        };
        match position.side_to_move() {
            Side::Defenders => {
                if open.any() {
                    return find(&|m| m.from == king && CORNERS.contains(m.to));
                }
                let without_king = occupied.without(king);
                find(&|m| {
                    m.from == king && rook_targets(m.to, without_king).and(CORNERS).len() >= 2
                })
            }
            Side::Attackers => {
                let near = NEIGHBOURS[king.index()];
                let hostile =
                    near.and(position.attackers()).len() + usize::from(near.contains(THRONE));
                if near.len() == 4 && hostile >= 3 {
                    let capture = find(&|m| {
                        near.contains(m.to)
                            && game.preview(m).is_ok_and(|a| a.king_captured.is_some())
                    });
                    if capture.is_some() {
                        return capture;
                    }
                }
                if !open.any() {
                    return None;
                }
                let path = paths_to_corners(king, open);
                find(&|m| path.contains(m.to))
            }
        }
    }
}

/// Hnefatafl's search player: an alpha-beta search when the attackers are to move, Monte
/// Carlo tree search when the defenders are. The alpha-beta's table is made at its first
/// move and kept for the game.
#[derive(Debug)]
struct TaflPlayer {
    budget: Budget,
    attackers: Option<Box<AlphaBeta>>,
    defenders: MctsPlayer,
}

impl Player<Hnefatafl> for TaflPlayer {
    fn choose_from(&mut self, game: &Game, started: Instant) -> Option<Choice<Move>> {
        match game.side_to_move() {
            Side::Attackers => {
                let budget = self.budget;
                self.attackers
                    .get_or_insert_with(|| Box::new(AlphaBeta::new(budget)))
                    .search(game, started)
                    .map(|found| found.choice)
            }
            Side::Defenders => Player::<Hnefatafl>::choose_from(&mut self.defenders, game, started),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::BotSpec;
    use crate::games::hnefatafl::rules::{Position, Status};

    fn game(tpn: &str) -> Game {
        Game::from_position(Position::from_tpn(tpn).unwrap_or_else(|e| panic!("{tpn}: {e}")))
    }

    fn play(spec: BotSpec, tpn: &str) -> Game {
        let mut g = game(tpn);
        let choice = spec
            .player::<Hnefatafl>(1)
            .choose(&g)
            .unwrap_or_else(|| panic!("no move in {tpn}"));
        g.apply(choice.action).unwrap();
        g
    }

    fn won_by(g: &Game, side: Side) -> bool {
        matches!(g.status(), Status::Over(o) if o.winner == side)
    }

    /// A time budget: the attackers' alpha-beta takes the King, the defenders' tree search
    /// takes the corner; an iteration budget plays the same wins through the tree search.
    #[test]
    fn either_searcher_plays_a_win_in_one_on_either_side() {
        for spec in [
            BotSpec::Mcts(Budget::millis(200)),
            BotSpec::Mcts(Budget::iterations(2_000)),
        ] {
            let g = play(spec, "11/5t5/4tKt4/1t9/11/11/11/11/11/11/11 a");
            assert!(won_by(&g, Side::Attackers), "{spec}: {:?}", g.moves());
            let g = play(spec, "1K9/11/11/11/11/10t/11/11/11/11/11 d");
            assert!(won_by(&g, Side::Defenders), "{spec}: {:?}", g.moves());
        }
    }
}
