//! Helpers shared by the rule-by-rule integration tests (`tests/rules_*.rs`).
//!
//! Positions are written as canonical HPN strings built by [`hpn`] from a list of
//! placements, so every test position is readable as "which piece stands where".
#![allow(dead_code)]

use std::collections::BTreeSet;

use arbiter::games::hanniball::rules::*;

/// The initial position, exactly as written in the specification (section 9).
pub const SPEC_INITIAL_HPN: &str =
    "1m1/2l3l2/1e1e1e1e1/1h1h1h1h1/9/9/9/4*4/9/9/9/1H1H1H1H1/1E1E1E1E1/2L3L2/1M1 w 1";

/// The placements of the initial position (section 2), for [`hpn`].
pub const INITIAL_PIECES: &[(&str, char)] = &[
    ("e1", 'M'),
    ("c2", 'L'),
    ("g2", 'L'),
    ("b3", 'E'),
    ("d3", 'E'),
    ("f3", 'E'),
    ("h3", 'E'),
    ("b4", 'H'),
    ("d4", 'H'),
    ("f4", 'H'),
    ("h4", 'H'),
    ("e15", 'm'),
    ("c14", 'l'),
    ("g14", 'l'),
    ("b13", 'e'),
    ("d13", 'e'),
    ("f13", 'e'),
    ("h13", 'e'),
    ("b12", 'h'),
    ("d12", 'h'),
    ("f12", 'h'),
    ("h12", 'h'),
];

/// (file 0..=8, rank 1..=15) of a square name, computed here without the engine.
fn coords(name: &str) -> (u8, u8) {
    let bytes = name.as_bytes();
    assert!(bytes.len() >= 2, "bad square name {name:?}");
    let file = bytes[0]
        .checked_sub(b'a')
        .filter(|f| *f <= 8)
        .unwrap_or_else(|| panic!("bad file in {name:?}"));
    let rank: u8 = name[1..]
        .parse()
        .unwrap_or_else(|_| panic!("bad rank in {name:?}"));
    assert!(
        files_of_rank(rank).contains(&file),
        "{name} is not a square of the board"
    );
    (file, rank)
}

fn files_of_rank(rank: u8) -> std::ops::RangeInclusive<u8> {
    match rank {
        1 | 15 => 3..=5,
        2..=14 => 0..=8,
        _ => panic!("rank {rank} does not exist"),
    }
}

/// The engine's square for a name such as "e8" (built with `Square::new`, not the parser).
pub fn sq(name: &str) -> Square {
    let (file, rank) = coords(name);
    Square::new(file, rank).unwrap_or_else(|| panic!("Square::new rejects {name}"))
}

/// A set of squares from names.
pub fn squares(names: &[&str]) -> BTreeSet<Square> {
    names.iter().map(|n| sq(n)).collect()
}

/// Canonical HPN for the given placements (`("e8", 'H')`, capitals White), ball square,
/// side (`'w'`/`'b'`) and turn. The ball is held (`+`) when a piece stands on its square,
/// loose (`*`) otherwise. Ranks 15 down to 1; ranks 15 and 1 have only d, e, f.
pub fn hpn(pieces: &[(&str, char)], ball: &str, side: char, turn: u32) -> String {
    let placed: Vec<((u8, u8), char)> = pieces.iter().map(|(n, c)| (coords(n), *c)).collect();
    for (i, (at, _)) in placed.iter().enumerate() {
        assert!(
            placed[..i].iter().all(|(other, _)| other != at),
            "two pieces on {}",
            pieces[i].0
        );
    }
    let ball_at = coords(ball);
    let mut fields = Vec::with_capacity(15);
    for rank in (1..=15u8).rev() {
        let mut field = String::new();
        let mut empty = 0u8;
        for file in files_of_rank(rank) {
            let piece = placed
                .iter()
                .find(|(at, _)| *at == (file, rank))
                .map(|(_, c)| *c);
            let is_ball = ball_at == (file, rank);
            if piece.is_none() && !is_ball {
                empty += 1;
                continue;
            }
            if empty > 0 {
                field.push(char::from(b'0' + empty));
                empty = 0;
            }
            match piece {
                Some(c) => {
                    field.push(c);
                    if is_ball {
                        field.push('+');
                    }
                }
                None => field.push('*'),
            }
        }
        if empty > 0 {
            field.push(char::from(b'0' + empty));
        }
        fields.push(field);
    }
    format!("{} {} {}", fields.join("/"), side, turn)
}

/// Parse a position built by [`hpn`]; panics with the engine's message if rejected.
pub fn position(pieces: &[(&str, char)], ball: &str, side: char, turn: u32) -> Position {
    let text = hpn(pieces, ball, side, turn);
    Position::from_hpn(&text).unwrap_or_else(|e| panic!("engine rejects {text:?}: {e}"))
}

/// A game starting at the given position.
pub fn game(pieces: &[(&str, char)], ball: &str, side: char, turn: u32) -> Game {
    Game::from_position(position(pieces, ball, side, turn))
}

pub fn mv(from: &str, to: &str) -> Action {
    Action::Move {
        from: sq(from),
        to: sq(to),
    }
}

pub fn dribble(from: &str, to: &str) -> Action {
    Action::Dribble {
        from: sq(from),
        to: sq(to),
    }
}

pub fn kick(from: &str, to: &str) -> Action {
    Action::Kick {
        from: sq(from),
        to: sq(to),
        ricochet: None,
    }
}

pub fn kick_via(from: &str, monkey: &str, to: &str) -> Action {
    Action::Kick {
        from: sq(from),
        to: sq(monkey),
        ricochet: Some(sq(to)),
    }
}

pub fn remove(at: &str) -> Action {
    Action::PenaltyRemove { square: sq(at) }
}

pub const END: Action = Action::EndTurn;

/// The current HPN of a game (side and turn of the turn in progress).
pub fn now(g: &Game) -> String {
    g.position().to_hpn()
}

/// Assert the action is listed by `legal_actions()` and accepted by `is_legal`.
pub fn assert_legal(g: &Game, a: Action) {
    let listed = g.legal_actions();
    assert!(
        listed.contains(&a),
        "{a} should be legal in {} (steps taken {}), legal: {}",
        now(g),
        g.steps_taken(),
        show(&listed)
    );
    if let Err(e) = g.is_legal(a) {
        panic!("{a} is listed but is_legal says: {e}");
    }
}

/// Assert the action is not listed, is refused by `is_legal` and by `apply` (leaving the game
/// unchanged); returns the error.
pub fn assert_illegal(g: &mut Game, a: Action) -> IllegalAction {
    assert!(
        !g.legal_actions().contains(&a),
        "{a} should not be legal in {} (steps taken {})",
        now(g),
        g.steps_taken()
    );
    let before = now(g);
    let steps = g.steps_taken();
    let err = match g.is_legal(a) {
        Ok(()) => panic!("is_legal accepts {a} in {before}"),
        Err(e) => e,
    };
    match g.apply(a) {
        Ok(_) => panic!("apply accepts {a} in {before}"),
        Err(e) => assert_eq!(e.code(), err.code(), "apply and is_legal disagree on {a}"),
    }
    assert_eq!(now(g), before, "a refused action changed the game");
    assert_eq!(g.steps_taken(), steps, "a refused action counted as a step");
    err
}

/// Assert the action is refused with the given machine code.
pub fn assert_illegal_code(g: &mut Game, a: Action, code: &str) {
    let err = assert_illegal(g, a);
    assert_eq!(err.code(), code, "{a} refused for the wrong reason: {err}");
}

/// Apply an action that must be legal.
pub fn play(g: &mut Game, a: Action) -> Applied {
    let before = now(g);
    g.apply(a)
        .unwrap_or_else(|e| panic!("{a} refused in {before}: {e} ({})", e.code()))
}

/// Apply several actions given in HSN.
pub fn play_all(g: &mut Game, hsn: &[&str]) {
    for text in hsn {
        let a: Action = text
            .parse()
            .unwrap_or_else(|e| panic!("{text:?} does not parse: {e}"));
        play(g, a);
    }
}

fn show(actions: &[Action]) -> String {
    actions
        .iter()
        .map(|a| a.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Destinations of the legal `Move` actions of the piece on `from`.
pub fn move_targets(g: &Game, from: &str) -> BTreeSet<Square> {
    let from = sq(from);
    g.legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            Action::Move { from: f, to } if f == from => Some(to),
            _ => None,
        })
        .collect()
}

/// Destinations of the legal `Dribble` actions of the piece on `from`.
pub fn dribble_targets(g: &Game, from: &str) -> BTreeSet<Square> {
    let from = sq(from);
    g.legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            Action::Dribble { from: f, to } if f == from => Some(to),
            _ => None,
        })
        .collect()
}

/// Landing squares of the legal kicks from `from` that do not ricochet.
pub fn kick_targets(g: &Game, from: &str) -> BTreeSet<Square> {
    let from = sq(from);
    g.legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            Action::Kick {
                from: f,
                to,
                ricochet: None,
            } if f == from => Some(to),
            _ => None,
        })
        .collect()
}

/// Ricochet landings offered for the kick `from` -> `monkey`.
pub fn ricochet_targets(g: &Game, from: &str, monkey: &str) -> BTreeSet<Square> {
    let (from, monkey) = (sq(from), sq(monkey));
    g.legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            Action::Kick {
                from: f,
                to,
                ricochet: Some(r),
            } if f == from && to == monkey => Some(r),
            _ => None,
        })
        .collect()
}

/// Squares of the legal penalty removals.
pub fn removal_targets(g: &Game) -> BTreeSet<Square> {
    g.legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            Action::PenaltyRemove { square } => Some(square),
            _ => None,
        })
        .collect()
}

pub fn white(kind: PieceKind) -> Piece {
    Piece {
        side: Side::White,
        kind,
    }
}

pub fn black(kind: PieceKind) -> Piece {
    Piece {
        side: Side::Black,
        kind,
    }
}

pub fn over(winner: Side, reason: Reason) -> Status {
    Status::Over(Outcome { winner, reason })
}
