//! The engine's moves and passes against a second, deliberately naive reading of the rules:
//! every (from, to) pair of the board judged by coordinates and square-by-square paths, with
//! no bitboards and no tables. Positions come from random matches (kick-offs and play).

use std::collections::BTreeSet;

use arbiter::games::chess_football::rules::{
    Action, Game, Kind, Phase, Piece, Position, Side, Square,
};

fn coords(sq: Square) -> (i32, i32) {
    (i32::from(sq.file()), i32::from(sq.rank()))
}

/// Whether every square strictly between `from` and `to` (on one line) is empty.
fn path_clear(pos: &Position, from: Square, to: Square) -> bool {
    let (f0, r0) = coords(from);
    let (f1, r1) = coords(to);
    let (df, dr) = ((f1 - f0).signum(), (r1 - r0).signum());
    let (mut f, mut r) = (f0 + df, r0 + dr);
    while (f, r) != (f1, r1) {
        let Some(sq) = Square::from_coords(f, r) else {
            return false;
        };
        if pos.piece_at(sq).is_some() {
            return false;
        }
        f += df;
        r += dr;
    }
    true
}

/// Whether a piece of `kind` and `side` on `from` could capture on `to` (and so pass there).
fn capture_pattern(pos: &Position, kind: Kind, side: Side, from: Square, to: Square) -> bool {
    let (f0, r0) = coords(from);
    let (f1, r1) = coords(to);
    let (df, dr) = (f1 - f0, r1 - r0);
    let forward = if side == Side::White { 1 } else { -1 };
    let straight = (df == 0) != (dr == 0);
    let diagonal = df != 0 && df.abs() == dr.abs();
    match kind {
        Kind::King => df.abs().max(dr.abs()) == 1,
        Kind::Knight => (df.abs(), dr.abs()) == (1, 2) || (df.abs(), dr.abs()) == (2, 1),
        Kind::Rook => straight && path_clear(pos, from, to),
        Kind::Bishop => diagonal && path_clear(pos, from, to),
        Kind::Queen => (straight || diagonal) && path_clear(pos, from, to),
        Kind::Pawn => df.abs() == 1 && dr == forward,
    }
}

fn naive_legal(pos: &Position) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    if pos.is_finished() {
        return out;
    }
    let side = pos.side_to_act();
    let ball = pos.ball();
    let holder = pos.ball_holder();
    let we_hold = holder.is_some_and(|p| p.side == side);
    for from in Square::ALL {
        let Some(Piece { side: s, kind }) = pos.piece_at(from) else {
            continue;
        };
        if s != side {
            continue;
        }
        for to in Square::ALL {
            if to == from {
                continue;
            }
            let target = pos.piece_at(to);
            // Passes: the ball-holder to a team-mate on its capture pattern.
            if we_hold
                && from == ball
                && target.is_some_and(|t| t.side == side)
                && capture_pattern(pos, kind, side, from, to)
            {
                out.insert(format!("{from}>{to}"));
            }
            if pos.phase() != Phase::Play {
                continue;
            }
            // Moves: onto an empty square, or capturing the enemy ball-holder.
            let prey = target.is_some_and(|t| t.side != side) && to == ball;
            let legal = if kind == Kind::Pawn {
                let (f0, r0) = coords(from);
                let (f1, r1) = coords(to);
                let forward = if side == Side::White { 1 } else { -1 };
                (f1 == f0 && r1 - r0 == forward && target.is_none())
                    || (prey && capture_pattern(pos, kind, side, from, to))
            } else {
                (target.is_none() || prey) && capture_pattern(pos, kind, side, from, to)
            };
            if !legal {
                continue;
            }
            let far = if side == Side::White { 7 } else { 0 };
            if kind == Kind::Pawn && to.rank() == far {
                for k in ["Q", "R", "B", "N"] {
                    out.insert(format!("{from}-{to}={k}"));
                }
            } else {
                out.insert(format!("{from}-{to}"));
            }
        }
    }
    if pos.phase() == Phase::Play && out.is_empty() {
        out.insert("--".to_string());
    }
    out
}

struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

#[test]
fn moves_and_passes_agree_with_a_naive_reading() {
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    let mut checked = 0;
    for _ in 0..12 {
        let mut game = Game::new();
        loop {
            let listed = game.legal_actions();
            if listed.is_empty() {
                break;
            }
            let pos = *game.position();
            if pos.phase() != Phase::Place {
                let engine: BTreeSet<String> = listed.iter().map(Action::to_string).collect();
                assert_eq!(engine, naive_legal(&pos), "in {pos}");
                assert_eq!(engine.len(), listed.len(), "no duplicates in {pos}");
                checked += 1;
            }
            let action = listed[rng.below(listed.len())];
            if game.apply(action).is_err() {
                panic!("listed {action} refused in {pos}");
            }
        }
    }
    assert!(checked > 1000, "{checked}");
}

/// Positions written by hand, with Queens, promotions and crowded lines.
#[test]
fn crowded_positions_agree_with_a_naive_reading() {
    for cfn in [
        "2rk4/p4p2/2q5/3n+4/2B1P3/5N2/P4Q2/3K4 w play 1 12/12 1-1",
        "2rk4/p4p2/2q5/3n4/2B1P3/5N2/P4Q+2/3K4 w play 1 12/12 1-1",
        "1Q1k4/P1P5/8/8/4q+3/8/1p1p4/3K4 w play 2 20/21 2-2",
        "1Q1k4/P1P5/8/8/4q3/8/1p1p4/3K+4 b play 2 21/21 2-2",
        "6Nk/6BP/8/8/8/8/8/4K+3 b play 1 11/10 0-0",
        "4k1n1/pp6/2b5/4r3/4N+3/2B5/PP6/R3K3 w kickoff 1 0/0 0-0",
    ] {
        let pos = Position::from_cfn(cfn).unwrap_or_else(|e| panic!("{cfn}: {e}"));
        let engine: BTreeSet<String> = Game::from_position(pos)
            .legal_actions()
            .iter()
            .map(Action::to_string)
            .collect();
        assert_eq!(engine, naive_legal(&pos), "in {cfn}");
    }
}
