//! Spec sections 3 (straight line, the ball flies), 4 (kicks) and 5 (kick landings,
//! ricochet).

use crate::common_rules;

use arbiter::games::hanniball::rules::*;
use common_rules::*;

// --- Monkey kicks --------------------------------------------------------------------

/// Monkey: "straight line 1..5, landing on a field square outside its own goal area".
/// From e2: north e4..e7 (e3 is in the area), east h2 i2, west b2 a2, north-east g4 h5 i6,
/// north-west c4 b5 a6; every south-going line starts in the goal (e1, d1, f1).
/// The Black Horse on e4 does not stop the ball (it flies).
#[test]
fn monkey_kicks_in_straight_lines_outside_its_goal_area() {
    let mut g = game(
        &[("e2", 'M'), ("e4", 'h'), ("e5", 'H'), ("e15", 'm')],
        "e2",
        'w',
        3,
    );
    assert_eq!(
        kick_targets(&g, "e2"),
        squares(&[
            "e4", "e5", "e6", "e7", "h2", "i2", "b2", "a2", "g4", "h5", "i6", "c4", "b5", "a6"
        ])
    );
    for to in [
        "e3", // inside its goal area
        "g2", // inside its goal area
        "e8", // six squares
        "f4", // not a straight line
        "e1", // its own goal
    ] {
        assert_illegal_code(&mut g, kick("e2", to), "CANNOT_KICK_THERE");
    }
    // Landing on a piece (here the White Horse on e5, over the Black one) passes the ball.
    let applied = play(&mut g, kick("e2", "e5"));
    assert_eq!(applied.holder_after, Some(Side::White));
    assert_eq!(g.position().ball_holder(), Some(white(PieceKind::Horse)));
    assert_eq!(g.position().ball(), sq("e5"));
}

/// "A Monkey kick may not land in a goal." [ruling]
#[test]
fn monkey_kick_never_lands_in_a_goal() {
    let mut g = game(&[("f2", 'M'), ("e15", 'm'), ("a12", 'h')], "f2", 'w', 3);
    assert_illegal_code(&mut g, kick("f2", "e1"), "CANNOT_KICK_THERE");
    let mut g = game(&[("d2", 'M'), ("e15", 'm'), ("a12", 'h')], "d2", 'w', 3);
    assert_illegal_code(&mut g, kick("d2", "d1"), "CANNOT_KICK_THERE");
}

#[test]
fn black_monkey_kicks_outside_black_goal_area() {
    let mut g = game(&[("e14", 'm'), ("e1", 'M'), ("a5", 'H')], "e14", 'b', 4);
    assert_illegal(&mut g, kick("e14", "e15"));
    assert_illegal(&mut g, kick("e14", "e13"));
    assert_illegal(&mut g, kick("e14", "e8"));
    assert_legal(&g, kick("e14", "e12"));
    assert_legal(&g, kick("e14", "e9"));
    assert_legal(&g, kick("e14", "b11"));
}

/// "The ball flies: pieces between the origin and the landing square do not matter."
#[test]
fn the_ball_flies_over_pieces() {
    let mut g = game(
        &[
            ("e3", 'M'),
            ("e4", 'h'),
            ("e5", 'E'),
            ("e6", 'e'),
            ("e7", 'H'),
            ("e15", 'm'),
        ],
        "e3",
        'w',
        3,
    );
    let applied = play(&mut g, kick("e3", "e8"));
    assert_eq!(applied.ball_from, sq("e3"));
    assert_eq!(applied.ball_to, sq("e8"));
    assert_eq!(applied.holder_after, None);
    assert_eq!(
        now(&g),
        hpn(
            &[
                ("e3", 'M'),
                ("e4", 'h'),
                ("e5", 'E'),
                ("e6", 'e'),
                ("e7", 'H'),
                ("e15", 'm'),
            ],
            "e8",
            'w',
            3
        )
    );
}

/// Only the piece holding the ball kicks.
#[test]
fn only_the_ball_holder_kicks() {
    let mut g = game(&[("d8", 'E'), ("e1", 'M'), ("e15", 'm')], "e8", 'w', 3);
    assert_illegal_code(&mut g, kick("d8", "e10"), "NOT_BALL_HOLDER");
    // The loose ball's square holds no piece.
    assert_illegal_code(&mut g, kick("e8", "f10"), "NO_PIECE");
    assert!(
        !g.legal_actions()
            .iter()
            .any(|a| matches!(a, Action::Kick { .. })),
        "no kick while the ball is loose"
    );
}

// --- Kick landings --------------------------------------------------------------------

/// "A kick that lands on a square with a piece of either colour, other than a Monkey,
/// gives that piece the ball (passing to a friend ...)."
#[test]
fn kick_onto_a_friend_passes_the_ball() {
    let mut g = game(
        &[("e8", 'E'), ("f10", 'H'), ("e1", 'M'), ("e15", 'm')],
        "e8",
        'w',
        3,
    );
    let applied = play(&mut g, kick("e8", "f10"));
    assert_eq!(applied.holder_before, Some(Side::White));
    assert_eq!(applied.holder_after, Some(Side::White));
    assert_eq!(applied.ball_change(), BallChange::Passed);
    assert_eq!(g.position().ball_holder(), Some(white(PieceKind::Horse)));
    assert_eq!(
        now(&g),
        hpn(
            &[("e8", 'E'), ("f10", 'H'), ("e1", 'M'), ("e15", 'm')],
            "f10",
            'w',
            3
        )
    );
}

/// "... or handing it to an enemy that may then be captured in the same turn."
#[test]
fn kick_to_an_enemy_then_capture_it_in_the_same_turn() {
    let mut g = game(
        &[
            ("e8", 'E'),
            ("f9", 'E'),
            ("f10", 'h'),
            ("e1", 'M'),
            ("e15", 'm'),
        ],
        "e8",
        'w',
        3,
    );
    // The Horse on f10 does not hold the ball yet: it cannot be taken.
    assert_illegal(&mut g, mv("f9", "f10"));
    let applied = play(&mut g, kick("e8", "f10"));
    assert_eq!(applied.holder_after, Some(Side::Black));
    assert_eq!(applied.ball_change(), BallChange::KickedToOpponent);
    assert_eq!(g.position().ball_holder(), Some(black(PieceKind::Horse)));
    let applied = play(&mut g, mv("f9", "f10"));
    assert_eq!(applied.captured, Some((sq("f10"), black(PieceKind::Horse))));
    assert_eq!(g.steps_taken(), 2);
    assert_eq!(g.side_to_move(), Side::White);
    assert_eq!(
        now(&g),
        hpn(
            &[("e8", 'E'), ("f10", 'E'), ("e1", 'M'), ("e15", 'm')],
            "f10",
            'w',
            3
        )
    );
}

// --- Ricochet -------------------------------------------------------------------------

/// Ricochet off the opponent's Monkey on e13: every straight line of 1..5 squares from
/// e13 that stays on the board, minus goal squares (e15). Squares in the goal area count.
#[test]
fn ricochet_off_the_enemy_monkey_offers_every_straight_landing() {
    let mut g = game(
        &[("d11", 'E'), ("e13", 'm'), ("c11", 'h'), ("e1", 'M')],
        "d11",
        'w',
        3,
    );
    assert_eq!(
        ricochet_targets(&g, "d11", "e13"),
        squares(&[
            "e14", // north (e15 is a goal)
            "e12", "e11", "e10", "e9", "e8", // south
            "f13", "g13", "h13", "i13", // east
            "d13", "c13", "b13", "a13", // west
            "f14", // north-east (g15 does not exist)
            "d14", // north-west (c15 does not exist)
            "f12", "g11", "h10", "i9", // south-east
            "d12", "c11", "b10", "a9", // south-west
        ])
    );
    // The kick must say where the ball bounces to.
    assert_illegal_code(&mut g, kick("d11", "e13"), "RICOCHET_REQUIRED");
    for to in [
        "e15", // goal square
        "e7",  // six squares
        "f11", // not a straight line
        "e13", // distance 0
    ] {
        assert_illegal_code(&mut g, kick_via("d11", "e13", to), "BAD_RICOCHET");
    }
}

/// A ricochet landing on an empty square leaves the ball loose there; the Monkey does not
/// keep it.
#[test]
fn ricochet_to_an_empty_square_leaves_the_ball_loose() {
    let mut g = game(
        &[("d11", 'E'), ("e13", 'm'), ("c11", 'h'), ("e1", 'M')],
        "d11",
        'w',
        3,
    );
    let applied = play(&mut g, kick_via("d11", "e13", "e9"));
    assert_eq!(applied.ball_to, sq("e9"));
    assert_eq!(applied.holder_after, None);
    assert_eq!(
        now(&g),
        hpn(
            &[("d11", 'E'), ("e13", 'm'), ("c11", 'h'), ("e1", 'M')],
            "e9",
            'w',
            3
        )
    );
}

/// A ricochet may land in a goal area (here Black's, next to the Monkey).
#[test]
fn ricochet_may_land_in_a_goal_area() {
    let mut g = game(
        &[("d11", 'E'), ("e13", 'm'), ("c11", 'h'), ("e1", 'M')],
        "d11",
        'w',
        3,
    );
    play(&mut g, kick_via("d11", "e13", "e14"));
    assert_eq!(g.position().ball(), sq("e14"));
    assert_eq!(g.position().ball_holder(), None);
    assert_eq!(g.status(), Status::Ongoing);
}

/// "Where it lands, rule 5 applies again (a piece there takes the ball)".
#[test]
fn ricochet_onto_a_piece_gives_it_the_ball() {
    let mut g = game(
        &[("d11", 'E'), ("e13", 'm'), ("c11", 'h'), ("e1", 'M')],
        "d11",
        'w',
        3,
    );
    let applied = play(&mut g, kick_via("d11", "e13", "c11"));
    assert_eq!(applied.holder_after, Some(Side::Black));
    assert_eq!(g.position().ball_holder(), Some(black(PieceKind::Horse)));
    // ... and that enemy can now be captured by the kicker's king step d11-c11.
    let applied = play(&mut g, mv("d11", "c11"));
    assert_eq!(applied.captured, Some((sq("c11"), black(PieceKind::Horse))));
}

/// Ricochet off the kicker's own Monkey on e3: e1 (goal) is excluded, e2 (own goal area)
/// is allowed; lines towards c1 and g1 end after one square.
#[test]
fn ricochet_off_the_own_monkey() {
    let mut g = game(
        &[("d5", 'E'), ("e3", 'M'), ("a3", 'H'), ("e15", 'm')],
        "d5",
        'w',
        3,
    );
    assert_eq!(
        ricochet_targets(&g, "d5", "e3"),
        squares(&[
            "e4", "e5", "e6", "e7", "e8", // north
            "e2", // south (e1 is a goal)
            "f3", "g3", "h3", "i3", // east
            "d3", "c3", "b3", "a3", // west
            "f4", "g5", "h6", "i7", // north-east
            "d4", "c5", "b6", "a7", // north-west
            "f2", // south-east (g1 does not exist)
            "d2", // south-west (c1 does not exist)
        ])
    );
    assert_illegal_code(&mut g, kick_via("d5", "e3", "e1"), "BAD_RICOCHET");
    assert_illegal_code(&mut g, kick("d5", "e3"), "RICOCHET_REQUIRED");
    let applied = play(&mut g, kick_via("d5", "e3", "a3"));
    assert_eq!(applied.holder_after, Some(Side::White));
    assert_eq!(g.position().ball_holder(), Some(white(PieceKind::Horse)));
}

/// "(even a Monkey standing in its goal)": Black's Monkey on e15. Lines east and west run
/// only through goal squares, north does not exist.
#[test]
fn ricochet_off_a_monkey_standing_in_its_goal() {
    let mut g = game(&[("d13", 'E'), ("e15", 'm'), ("e1", 'M')], "d13", 'w', 3);
    assert_eq!(
        ricochet_targets(&g, "d13", "e15"),
        squares(&[
            "e14", "e13", "e12", "e11", "e10", // south
            "f14", "g13", "h12", "i11", // south-east
            "d14", "c13", "b12", "a11", // south-west
        ])
    );
    // Without a ricochet the ball would rest in the goal: not a legal kick.
    assert_illegal_code(&mut g, kick("d13", "e15"), "RICOCHET_REQUIRED");
    assert_illegal_code(&mut g, kick_via("d13", "e15", "f15"), "BAD_RICOCHET");
    play(&mut g, kick_via("d13", "e15", "e10"));
    assert_eq!(g.status(), Status::Ongoing);
    assert_eq!(g.position().ball(), sq("e10"));
}

/// The kicking player chooses the ricochet also when Black kicks onto White's Monkey
/// standing in White's goal (d1).
#[test]
fn black_chooses_the_ricochet_off_the_white_monkey_in_its_goal() {
    let g = game(&[("c3", 'e'), ("d1", 'M'), ("e15", 'm')], "c3", 'b', 4);
    assert_eq!(
        ricochet_targets(&g, "c3", "d1"),
        squares(&[
            "d2", "d3", "d4", "d5", "d6", // north
            "e2", "f3", "g4", "h5", "i6", // north-east
            "c2", "b3", "a4", // north-west
        ])
    );
}

/// A ricochet is only possible off a Monkey.
#[test]
fn no_ricochet_without_a_monkey() {
    let mut g = game(&[("e8", 'E'), ("e1", 'M'), ("e15", 'm')], "e8", 'w', 3);
    assert_illegal_code(
        &mut g,
        kick_via("e8", "f10", "f11"),
        "NO_MONKEY_TO_RICOCHET",
    );
    assert!(ricochet_targets(&g, "e8", "f10").is_empty());
}

/// Kicking onto one's own Monkey standing in one's own goal is a ricochet, not an own goal.
#[test]
fn kick_onto_the_own_monkey_in_the_own_goal_ricochets() {
    let mut g = game(&[("c3", 'E'), ("d1", 'M'), ("e15", 'm')], "c3", 'w', 3);
    assert_illegal_code(&mut g, kick("c3", "d1"), "RICOCHET_REQUIRED");
    assert_illegal_code(&mut g, kick_via("c3", "d1", "e1"), "BAD_RICOCHET");
    play(&mut g, kick_via("c3", "d1", "d5"));
    assert_eq!(g.status(), Status::Ongoing);
    assert_eq!(g.position().ball(), sq("d5"));
    assert_eq!(
        g.position().piece_at(sq("d1")),
        Some(white(PieceKind::Monkey))
    );
}

/// The ricocheting ball flies too: pieces on the line do not stop it.
#[test]
fn the_ricochet_flies_over_pieces() {
    let mut g = game(
        &[
            ("d11", 'E'),
            ("e13", 'm'),
            ("e12", 'h'),
            ("e11", 'E'),
            ("e10", 'e'),
            ("e1", 'M'),
        ],
        "d11",
        'w',
        3,
    );
    play(&mut g, kick_via("d11", "e13", "e8"));
    assert_eq!(g.position().ball(), sq("e8"));
    assert_eq!(g.position().ball_holder(), None);
}

/// "Ruling — steps that change nothing": a kick that ricochets straight back onto the kicker
/// leaves the board as it was, and reports so (`BallChange::None`, not `Passed`).
#[test]
fn a_ricochet_straight_back_onto_the_kicker_changes_nothing() {
    let mut g = game(&[("e12", 'L'), ("e13", 'm'), ("e1", 'M')], "e12", 'w', 3);
    let before = *g.position();
    let applied = play(&mut g, kick_via("e12", "e13", "e12"));
    assert_eq!(applied.ball_change(), BallChange::None);
    assert_eq!(applied.holder_before, Some(Side::White));
    assert_eq!(applied.holder_after, Some(Side::White));
    assert_eq!((applied.ball_from, applied.ball_to), (sq("e12"), sq("e12")));
    assert_eq!(g.position().to_hpn(), before.to_hpn());
    // A ricochet onto a team-mate elsewhere is still a pass.
    let mut g = game(
        &[("e12", 'L'), ("e13", 'm'), ("c11", 'H'), ("e1", 'M')],
        "e12",
        'w',
        3,
    );
    let applied = play(&mut g, kick_via("e12", "e13", "c11"));
    assert_eq!(applied.ball_change(), BallChange::Passed);
}
