//! Spec sections 3, 4 and 5: knight jumps and their blocking, how each piece moves,
//! the Monkey's confinement, possession, capture and taking a loose ball.

use crate::common_rules;

use arbiter::games::hanniball::rules::*;
use common_rules::*;

const KNIGHT_FROM_E8: &[&str] = &["f10", "d10", "g9", "c9", "g7", "c7", "f6", "d6"];
const KING_FROM_E8: &[&str] = &["d7", "e7", "f7", "d8", "f8", "d9", "e9", "f9"];

// --- Section 3: knight jumps -------------------------------------------------------------

/// "A knight move is blocked only when both intermediate squares exist and each holds a
/// piece of either colour." e8-f10 has intermediates e9 and f9.
#[test]
fn knight_jump_blocked_when_both_intermediate_squares_hold_pieces() {
    let mut g = game(
        &[
            ("e8", 'H'),
            ("e9", 'E'),
            ("f9", 'e'),
            ("e1", 'M'),
            ("e15", 'm'),
        ],
        "a5",
        'w',
        3,
    );
    assert_illegal_code(&mut g, mv("e8", "f10"), "BLOCKED_JUMP");
    // Every other jump has at least one empty intermediate square.
    assert_eq!(
        move_targets(&g, "e8"),
        squares(&["d10", "g9", "c9", "g7", "c7", "f6", "d6"])
    );
}

/// Blocking pieces may both be enemies (or both friends): colour does not matter.
#[test]
fn knight_jump_blocked_by_two_enemy_pieces() {
    let mut g = game(
        &[
            ("e8", 'H'),
            ("e9", 'e'),
            ("f9", 'h'),
            ("e1", 'M'),
            ("e15", 'm'),
        ],
        "a5",
        'w',
        3,
    );
    assert_illegal(&mut g, mv("e8", "f10"));
    let mut g = game(
        &[
            ("e8", 'H'),
            ("e9", 'E'),
            ("f9", 'E'),
            ("e1", 'M'),
            ("e15", 'm'),
        ],
        "a5",
        'w',
        3,
    );
    assert_illegal(&mut g, mv("e8", "f10"));
}

/// One occupied intermediate square does not block.
#[test]
fn knight_jump_with_one_occupied_intermediate_square_is_possible() {
    for blocker in [("e9", 'E'), ("f9", 'e')] {
        let mut g = game(
            &[("e8", 'H'), blocker, ("e1", 'M'), ("e15", 'm')],
            "a5",
            'w',
            3,
        );
        assert_legal(&g, mv("e8", "f10"));
        play(&mut g, mv("e8", "f10"));
        assert_eq!(
            now(&g),
            hpn(
                &[("f10", 'H'), blocker, ("e1", 'M'), ("e15", 'm')],
                "a5",
                'w',
                3
            )
        );
    }
}

/// "A square that does not exist is never occupied, so e.g. b2-d1 is always possible."
/// b2-d1 has intermediates c2 and c1; c1 does not exist. b2-d3 (c2, c3) is blocked.
#[test]
fn jump_between_goal_corner_and_back_rank_is_always_possible() {
    let mut g = game(
        &[
            ("b2", 'H'),
            ("c2", 'E'),
            ("c3", 'E'),
            ("e1", 'M'),
            ("e15", 'm'),
        ],
        "i10",
        'w',
        3,
    );
    assert_legal(&g, mv("b2", "d1"));
    assert_illegal_code(&mut g, mv("b2", "d3"), "BLOCKED_JUMP");
    // b2: c4 (b3, c3: b3 empty), a4, d1; d3 blocked; nothing else exists.
    assert_eq!(move_targets(&g, "b2"), squares(&["c4", "a4", "d1"]));
}

/// The reverse jump d1-b2 (intermediates c1, c2) is likewise never blocked, while d1-c3
/// (d2, c2) is.
#[test]
fn jump_from_goal_corner_to_back_rank_is_always_possible() {
    let mut g = game(
        &[
            ("d1", 'H'),
            ("c2", 'E'),
            ("d2", 'E'),
            ("e1", 'M'),
            ("e15", 'm'),
        ],
        "i10",
        'w',
        3,
    );
    assert_legal(&g, mv("d1", "b2"));
    assert_illegal_code(&mut g, mv("d1", "c3"), "BLOCKED_JUMP");
    // e3 (d2, e2: e2 empty) and f2 (e1, e2: e2 empty) are open.
    assert_eq!(move_targets(&g, "d1"), squares(&["e3", "f2", "b2"]));
}

/// Same rule at Black's end: h14-f15 (intermediates g14 and the missing g15).
#[test]
fn black_jump_into_its_goal_corner_is_always_possible() {
    let g = game(
        &[
            ("h14", 'h'),
            ("g14", 'l'),
            ("g13", 'e'),
            ("e15", 'm'),
            ("e1", 'M'),
        ],
        "a5",
        'b',
        4,
    );
    assert_legal(&g, mv("h14", "f15"));
}

/// "The ball alone does not occupy a square."
#[test]
fn the_loose_ball_does_not_block_a_jump() {
    let mut g = game(
        &[("e8", 'H'), ("e9", 'E'), ("e1", 'M'), ("e15", 'm')],
        "f9",
        'w',
        3,
    );
    assert_legal(&g, mv("e8", "f10"));
    let applied = play(&mut g, mv("e8", "f10"));
    assert_eq!(applied.ball_to, sq("f9"));
    assert_eq!(g.position().ball_holder(), None);
    assert_eq!(
        now(&g),
        hpn(
            &[("f10", 'H'), ("e9", 'E'), ("e1", 'M'), ("e15", 'm')],
            "f9",
            'w',
            3
        )
    );
}

/// A piece holding the ball does occupy its square.
#[test]
fn a_ball_holder_blocks_like_any_piece() {
    let mut g = game(
        &[
            ("e8", 'H'),
            ("e9", 'E'),
            ("f9", 'h'),
            ("e1", 'M'),
            ("e15", 'm'),
        ],
        "f9",
        'w',
        3,
    );
    assert_illegal_code(&mut g, mv("e8", "f10"), "BLOCKED_JUMP");
}

// --- Section 4: each piece ---------------------------------------------------------------

/// Horse: moves by knight jump, kicks to any king-step square.
#[test]
fn horse_moves_by_knight_jump_and_kicks_to_neighbouring_squares() {
    let mut g = game(&[("e8", 'H'), ("e1", 'M'), ("e15", 'm')], "e8", 'w', 3);
    assert_eq!(move_targets(&g, "e8"), squares(KNIGHT_FROM_E8));
    assert_eq!(dribble_targets(&g, "e8"), squares(KNIGHT_FROM_E8));
    assert_eq!(kick_targets(&g, "e8"), squares(KING_FROM_E8));
    assert_illegal_code(&mut g, mv("e8", "e9"), "CANNOT_MOVE_THERE");
    assert_illegal_code(&mut g, kick("e8", "e10"), "CANNOT_KICK_THERE");
}

/// Elephant: moves a king step, kicks to any knight-jump square.
#[test]
fn elephant_moves_a_king_step_and_kicks_like_a_knight() {
    let mut g = game(&[("e8", 'E'), ("e1", 'M'), ("e15", 'm')], "e8", 'w', 3);
    assert_eq!(move_targets(&g, "e8"), squares(KING_FROM_E8));
    assert_eq!(dribble_targets(&g, "e8"), squares(KING_FROM_E8));
    assert_eq!(kick_targets(&g, "e8"), squares(KNIGHT_FROM_E8));
    assert_illegal_code(&mut g, mv("e8", "f10"), "CANNOT_MOVE_THERE");
    assert_illegal_code(&mut g, kick("e8", "e9"), "CANNOT_KICK_THERE");
}

/// "Knight kicks are never blocked": an Elephant surrounded on all 8 sides still kicks to
/// all 8 knight squares, and cannot move at all.
#[test]
fn elephant_knight_kicks_are_never_blocked() {
    let g = game(
        &[
            ("e8", 'E'),
            ("d9", 'H'),
            ("e9", 'H'),
            ("f9", 'H'),
            ("d8", 'L'),
            ("f8", 'L'),
            ("d7", 'e'),
            ("e7", 'e'),
            ("f7", 'e'),
            ("e1", 'M'),
            ("e15", 'm'),
        ],
        "e8",
        'w',
        3,
    );
    assert_eq!(kick_targets(&g, "e8"), squares(KNIGHT_FROM_E8));
    assert!(move_targets(&g, "e8").is_empty());
    assert!(dribble_targets(&g, "e8").is_empty());
}

/// Lion: moves and kicks both as king step and knight jump.
#[test]
fn lion_moves_and_kicks_as_king_and_knight() {
    let g = game(&[("e8", 'L'), ("e1", 'M'), ("e15", 'm')], "e8", 'w', 3);
    let mut all = squares(KING_FROM_E8);
    all.extend(squares(KNIGHT_FROM_E8));
    assert_eq!(all.len(), 16);
    assert_eq!(move_targets(&g, "e8"), all);
    assert_eq!(dribble_targets(&g, "e8"), all);
    assert_eq!(kick_targets(&g, "e8"), all);
}

/// The Lion's knight moves are blockable, its knight kicks are not.
#[test]
fn lion_knight_moves_are_blockable_but_its_kicks_are_not() {
    let mut g = game(
        &[
            ("e8", 'L'),
            ("e9", 'E'),
            ("f9", 'e'),
            ("e1", 'M'),
            ("e15", 'm'),
        ],
        "e8",
        'w',
        3,
    );
    assert_illegal_code(&mut g, dribble("e8", "f10"), "BLOCKED_JUMP");
    assert_illegal_code(&mut g, mv("e8", "f10"), "BLOCKED_JUMP");
    assert_legal(&g, kick("e8", "f10"));
    assert_legal(&g, mv("e8", "d10"));
}

/// Landing squares must exist: pieces at the edge only get the existing squares.
#[test]
fn moves_only_land_on_existing_squares() {
    let g = game(
        &[
            ("a2", 'H'),
            ("i14", 'E'),
            ("d14", 'E'),
            ("e1", 'M'),
            ("e15", 'm'),
        ],
        "e8",
        'w',
        3,
    );
    // a2: b4, c3 (a1's neighbours b0, c1, ... do not exist).
    assert_eq!(move_targets(&g, "a2"), squares(&["b4", "c3"]));
    assert_eq!(move_targets(&g, "i14"), squares(&["h13", "i13", "h14"]));
    // d14: c15 does not exist; d15 (Black's goal) exists; e15 holds the Black Monkey.
    assert_eq!(
        move_targets(&g, "d14"),
        squares(&["c13", "d13", "e13", "c14", "e14", "d15"])
    );
}

/// Monkey: "as a Lion, but only to squares inside its own goal area or its own goal".
#[test]
fn monkey_moves_like_a_lion_inside_its_goal_area() {
    let g = game(&[("e2", 'M'), ("e15", 'm'), ("a10", 'h')], "i10", 'w', 3);
    // King steps d1 e1 f1 d2 f2 d3 e3 f3; knight c3 g3 (d4, f4 are outside the area).
    assert_eq!(
        move_targets(&g, "e2"),
        squares(&["d1", "e1", "f1", "d2", "f2", "d3", "e3", "f3", "c3", "g3"])
    );
}

#[test]
fn monkey_in_the_corner_of_its_goal_area() {
    let g = game(&[("c3", 'M'), ("e15", 'm'), ("a10", 'h')], "i10", 'w', 3);
    // c2 d2 d3 by king step, d1 and e2 by knight jump; b- and 4th-rank squares are outside.
    assert_eq!(
        move_targets(&g, "c3"),
        squares(&["c2", "d2", "d3", "d1", "e2"])
    );
}

#[test]
fn monkey_standing_in_its_goal() {
    let g = game(&[("d1", 'M'), ("e15", 'm'), ("a10", 'h')], "i10", 'w', 3);
    // e1 c2 d2 e2 by king step, e3 c3 f2 by knight; b2 is outside the goal area.
    assert_eq!(
        move_targets(&g, "d1"),
        squares(&["e1", "c2", "d2", "e2", "e3", "c3", "f2"])
    );
}

#[test]
fn black_monkey_is_confined_to_black_goal_area_and_goal() {
    let mut g = game(&[("e14", 'm'), ("e2", 'M'), ("a5", 'H')], "i5", 'b', 4);
    assert_eq!(
        move_targets(&g, "e14"),
        squares(&[
            "d13", "e13", "f13", "d14", "f14", "d15", "e15", "f15", "c13", "g13"
        ])
    );
    assert_illegal_code(&mut g, mv("e14", "f12"), "MONKEY_CONFINED");
}

#[test]
fn monkey_may_not_leave_its_goal_area() {
    let mut g = game(&[("e3", 'M'), ("e15", 'm'), ("a10", 'h')], "i10", 'w', 3);
    assert_illegal_code(&mut g, mv("e3", "e4"), "MONKEY_CONFINED");
    assert_illegal_code(&mut g, mv("e3", "d5"), "MONKEY_CONFINED");
    // Not a Lion move at all.
    assert_illegal_code(&mut g, mv("e3", "b3"), "CANNOT_MOVE_THERE");
    assert_legal(&g, mv("e3", "e2"));
}

/// Confinement holds even for a capture just outside the area.
#[test]
fn monkey_may_not_capture_outside_its_goal_area() {
    let mut g = game(&[("e3", 'M'), ("e4", 'h'), ("e15", 'm')], "e4", 'w', 3);
    assert_illegal_code(&mut g, mv("e3", "e4"), "MONKEY_CONFINED");
}

/// The Monkey is blocked in its knight jumps like a Lion: c3-e2 over d3 and d2.
#[test]
fn monkey_knight_jumps_are_blockable() {
    let mut g = game(
        &[
            ("c3", 'M'),
            ("d2", 'E'),
            ("d3", 'E'),
            ("e15", 'm'),
            ("a10", 'h'),
        ],
        "i10",
        'w',
        3,
    );
    assert_illegal_code(&mut g, mv("c3", "e2"), "BLOCKED_JUMP");
    assert_eq!(move_targets(&g, "c3"), squares(&["c2", "d1"]));
}

/// "The Monkey in possession of the ball cannot move leaving the ball behind."
#[test]
fn monkey_cannot_leave_the_ball_behind() {
    let mut g = game(&[("e2", 'M'), ("e15", 'm'), ("a10", 'h')], "e2", 'w', 3);
    assert!(move_targets(&g, "e2").is_empty());
    assert_illegal_code(&mut g, mv("e2", "e3"), "MONKEY_KEEPS_BALL");
    // It may carry the ball, also into its own goal (which loses, see rules_end).
    assert_eq!(
        dribble_targets(&g, "e2"),
        squares(&["d1", "e1", "f1", "d2", "f2", "d3", "e3", "f3", "c3", "g3"])
    );
}

// --- Section 5: possession, capture, the loose ball -------------------------------------

/// "A piece may not move onto a square holding a piece of its own side, nor onto an enemy
/// piece that does not hold the ball."
#[test]
fn no_move_onto_own_piece_or_enemy_without_ball() {
    let mut g = game(
        &[
            ("e8", 'E'),
            ("e9", 'H'),
            ("d9", 'h'),
            ("e1", 'M'),
            ("e15", 'm'),
        ],
        "f9",
        'w',
        3,
    );
    assert_illegal_code(&mut g, mv("e8", "e9"), "OWN_PIECE_THERE");
    assert_illegal_code(&mut g, mv("e8", "d9"), "ENEMY_WITHOUT_BALL");
    assert_eq!(
        move_targets(&g, "e8"),
        squares(&["d7", "e7", "f7", "d8", "f8", "f9"])
    );
}

/// Capture of the ball-holder (the seed's example: a white Horse takes a black Elephant).
#[test]
fn capture_of_the_enemy_ball_holder() {
    let mut g = game(
        &[("d6", 'H'), ("e8", 'e'), ("e1", 'M'), ("e15", 'm')],
        "e8",
        'w',
        3,
    );
    let applied = play(&mut g, mv("d6", "e8"));
    assert_eq!(
        applied.captured,
        Some((sq("e8"), black(PieceKind::Elephant)))
    );
    assert_eq!(applied.holder_before, Some(Side::Black));
    assert_eq!(applied.holder_after, Some(Side::White));
    assert_eq!(applied.ball_change(), BallChange::Captured);
    assert_eq!(g.position().ball_holder(), Some(white(PieceKind::Horse)));
    assert_eq!(
        now(&g),
        hpn(&[("e8", 'H'), ("e1", 'M'), ("e15", 'm')], "e8", 'w', 3)
    );
}

/// "Any enemy piece may be captured this way, the Monkey too."
#[test]
fn the_monkey_holding_the_ball_can_be_captured() {
    let mut g = game(
        &[("e12", 'E'), ("e13", 'm'), ("e1", 'M'), ("a12", 'h')],
        "e13",
        'w',
        3,
    );
    let applied = play(&mut g, mv("e12", "e13"));
    assert_eq!(
        applied.captured,
        Some((sq("e13"), black(PieceKind::Monkey)))
    );
    assert_eq!(
        now(&g),
        hpn(&[("e13", 'E'), ("e1", 'M'), ("a12", 'h')], "e13", 'w', 3)
    );
}

/// The Monkey can capture, inside its own goal area.
#[test]
fn the_monkey_can_capture_inside_its_goal_area() {
    let mut g = game(
        &[("e2", 'M'), ("d3", 'h'), ("e15", 'm'), ("a12", 'h')],
        "d3",
        'w',
        3,
    );
    let applied = play(&mut g, mv("e2", "d3"));
    assert_eq!(applied.captured, Some((sq("d3"), black(PieceKind::Horse))));
    assert_eq!(g.position().ball_holder(), Some(white(PieceKind::Monkey)));
}

/// "Moving onto the loose ball takes possession of it."
#[test]
fn moving_onto_the_loose_ball_takes_it() {
    let mut g = game(&[("e8", 'E'), ("e1", 'M'), ("e15", 'm')], "e9", 'w', 3);
    // Not holding the ball yet: no dribble or kick from e8.
    assert_illegal_code(&mut g, dribble("e8", "e7"), "NOT_BALL_HOLDER");
    assert_illegal_code(&mut g, kick("e8", "f10"), "NOT_BALL_HOLDER");
    let applied = play(&mut g, mv("e8", "e9"));
    assert_eq!(applied.captured, None);
    assert_eq!(applied.holder_before, None);
    assert_eq!(applied.holder_after, Some(Side::White));
    assert_eq!(
        now(&g),
        hpn(&[("e9", 'E'), ("e1", 'M'), ("e15", 'm')], "e9", 'w', 3)
    );
}

/// Step 2: the ball-holder carries the ball to an empty square only.
#[test]
fn dribble_only_to_an_empty_square() {
    let mut g = game(
        &[
            ("e8", 'E'),
            ("e9", 'h'),
            ("d9", 'H'),
            ("e1", 'M'),
            ("e15", 'm'),
        ],
        "e8",
        'w',
        3,
    );
    for (to, code) in [("e9", "ENEMY_WITHOUT_BALL"), ("d9", "OWN_PIECE_THERE")] {
        let err = assert_illegal(&mut g, dribble("e8", to));
        assert!(
            [code, "DRIBBLE_BLOCKED"].contains(&err.code()),
            "e8={to}: unexpected reason {err}"
        );
    }
    play(&mut g, dribble("e8", "f9"));
    assert_eq!(
        now(&g),
        hpn(
            &[
                ("f9", 'E'),
                ("e9", 'h'),
                ("d9", 'H'),
                ("e1", 'M'),
                ("e15", 'm')
            ],
            "f9",
            'w',
            3
        )
    );
}

/// Step 3: the ball-holder (not the Monkey) moves without the ball, which stays loose.
#[test]
fn ball_holder_may_leave_the_ball_behind() {
    let mut g = game(&[("e8", 'E'), ("e1", 'M'), ("e15", 'm')], "e8", 'w', 3);
    let applied = play(&mut g, mv("e8", "e7"));
    assert_eq!(applied.holder_after, None);
    assert_eq!(g.position().ball(), sq("e8"));
    assert_eq!(g.position().ball_holder(), None);
    assert_eq!(
        now(&g),
        hpn(&[("e7", 'E'), ("e1", 'M'), ("e15", 'm')], "e8", 'w', 3)
    );
}

#[test]
fn only_own_pieces_can_be_moved() {
    let mut g = game(
        &[("e8", 'E'), ("d12", 'h'), ("e1", 'M'), ("e15", 'm')],
        "a5",
        'w',
        3,
    );
    assert_illegal(&mut g, mv("d12", "e10"));
    assert_illegal_code(&mut g, mv("d5", "d6"), "NO_PIECE");
    assert!(
        g.legal_actions().iter().all(|a| match a {
            Action::Move { from, .. }
            | Action::Dribble { from, .. }
            | Action::Kick { from, .. } =>
                g.position().piece_at(*from).map(|p| p.side) == Some(Side::White),
            _ => true,
        }),
        "every listed action is made by a White piece"
    );
}
