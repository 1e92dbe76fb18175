//! Spec section 8: red cards (clustering, obstruction) and the penalty removal.

use crate::common_rules;

use std::collections::BTreeSet;

use arbiter::games::hanniball::rules::*;
use common_rules::*;

fn groups(report: &RedCardReport) -> BTreeSet<BTreeSet<Square>> {
    report
        .groups
        .iter()
        .map(|g| g.iter().copied().collect())
        .collect()
}

// --- Clustering ------------------------------------------------------------------------

/// Seed example 1: four white pieces on four orthogonally adjacent squares (a line).
#[test]
fn four_pieces_in_a_line_is_a_red_card() {
    let pos = position(
        &[
            ("c6", 'E'),
            ("d6", 'E'),
            ("e6", 'H'),
            ("f6", 'H'),
            ("e1", 'M'),
            ("e15", 'm'),
            ("d12", 'h'),
        ],
        "e10",
        'b',
        4,
    );
    let report = red_card(&pos, Side::White);
    assert!(report.clustering);
    assert!(report.any());
    assert_eq!(
        groups(&report),
        BTreeSet::from([squares(&["c6", "d6", "e6", "f6"])])
    );
    // Black is not clustered.
    assert!(!red_card(&pos, Side::Black).clustering);
}

/// Seed example 2: three white pieces plus the loose ball make four squares.
#[test]
fn three_pieces_and_the_loose_ball_is_a_red_card() {
    let pos = position(
        &[
            ("c6", 'E'),
            ("d6", 'E'),
            ("e6", 'H'),
            ("e1", 'M'),
            ("e15", 'm'),
            ("d12", 'h'),
        ],
        "f6",
        'b',
        4,
    );
    let report = red_card(&pos, Side::White);
    assert!(report.clustering);
    assert_eq!(
        groups(&report),
        BTreeSet::from([squares(&["c6", "d6", "e6", "f6"])])
    );
}

/// Seed example 3: a Horse holds the ball (its square is counted once), two more pieces
/// make three squares, and the Lion touches only diagonally: not a red card.
#[test]
fn three_squares_with_a_ball_holder_and_a_diagonal_lion_is_not_a_red_card() {
    let pos = position(
        &[
            ("c6", 'E'),
            ("d6", 'E'),
            ("e6", 'H'),
            ("f7", 'L'),
            ("e1", 'M'),
            ("e15", 'm'),
            ("d12", 'h'),
        ],
        "e6",
        'b',
        4,
    );
    let report = red_card(&pos, Side::White);
    assert!(!report.clustering);
    assert!(report.groups.is_empty());
    assert!(!report.any());
    let g = Game::from_position(pos);
    assert!(!g.penalty_available());
    assert!(removal_targets(&g).is_empty());
}

/// "an orthogonally connected group": diagonal contact does not connect (two pairs touching
/// at a corner, and a diagonal staircase of four).
#[test]
fn diagonal_contact_does_not_connect() {
    let pos = position(
        &[
            ("c6", 'E'),
            ("d6", 'E'),
            ("e7", 'H'),
            ("f7", 'H'),
            ("a8", 'E'),
            ("b9", 'E'),
            ("c10", 'H'),
            ("d11", 'H'),
            ("e1", 'M'),
            ("e15", 'm'),
            ("h12", 'h'),
        ],
        "e10",
        'b',
        4,
    );
    assert!(!red_card(&pos, Side::White).clustering);
}

/// Any orthogonally connected shape counts, not only lines (a T of four).
#[test]
fn a_t_shape_of_four_is_a_red_card() {
    let pos = position(
        &[
            ("c6", 'E'),
            ("d6", 'E'),
            ("e6", 'E'),
            ("d7", 'H'),
            ("e1", 'M'),
            ("e15", 'm'),
            ("d12", 'h'),
        ],
        "e10",
        'b',
        4,
    );
    let report = red_card(&pos, Side::White);
    assert!(report.clustering);
    assert_eq!(
        groups(&report),
        BTreeSet::from([squares(&["c6", "d6", "e6", "d7"])])
    );
}

/// The Monkey is included: M e2 with d2, f2, e3.
#[test]
fn the_monkey_counts_for_clustering() {
    let pos = position(
        &[
            ("e2", 'M'),
            ("d2", 'E'),
            ("f2", 'E'),
            ("e3", 'H'),
            ("e15", 'm'),
            ("d12", 'h'),
        ],
        "e10",
        'b',
        4,
    );
    let report = red_card(&pos, Side::White);
    assert!(report.clustering);
    assert_eq!(
        groups(&report),
        BTreeSet::from([squares(&["e2", "d2", "f2", "e3"])])
    );
}

/// "A ball held by Y does not count for X."
#[test]
fn ball_held_by_the_opponent_does_not_count() {
    let pos = position(
        &[
            ("c6", 'E'),
            ("d6", 'E'),
            ("e6", 'H'),
            ("f6", 'h'),
            ("e1", 'M'),
            ("e15", 'm'),
        ],
        "f6",
        'b',
        4,
    );
    assert!(!red_card(&pos, Side::White).clustering);
}

/// Black can be the offender: five black pieces in two touching lines, White to move.
#[test]
fn black_clustering_gives_white_a_penalty() {
    let pos = position(
        &[
            ("c10", 'e'),
            ("d10", 'e'),
            ("d9", 'h'),
            ("d8", 'h'),
            ("e8", 'h'),
            ("e15", 'm'),
            ("e1", 'M'),
            ("a4", 'H'),
        ],
        "a12",
        'w',
        3,
    );
    let report = red_card(&pos, Side::Black);
    assert_eq!(
        groups(&report),
        BTreeSet::from([squares(&["c10", "d10", "d9", "d8", "e8"])])
    );
    let g = Game::from_position(pos);
    assert!(g.penalty_entitled());
    assert_eq!(
        removal_targets(&g),
        squares(&["c10", "d10", "d9", "d8", "e8"])
    );
}

// --- Obstruction --------------------------------------------------------------------------

/// The seed's obstruction example rebuilt: Black has only its Monkey and Horses. The ball is
/// held by a White Horse on c2, in the corner of White's goal area. A Horse reaches c2 only
/// by a jump from a3, b4, d4, e1 or e3 (a1 and the rank-0 squares do not exist); all five
/// hold White pieces without the ball, which a Black Horse can never move onto. The Black
/// Monkey cannot leave its area. So no Black piece can ever reach the ball.
const OBSTRUCTION: &[(&str, char)] = &[
    ("c2", 'H'),
    ("a3", 'E'),
    ("b4", 'E'),
    ("d4", 'E'),
    ("e3", 'E'),
    ("e1", 'M'),
    ("e15", 'm'),
    ("d12", 'h'),
    ("f12", 'h'),
    ("e10", 'h'),
];

#[test]
fn obstruction_black_horses_cannot_reach_the_ball() {
    let pos = position(OBSTRUCTION, "c2", 'b', 4);
    let report = red_card(&pos, Side::White);
    assert!(report.obstruction);
    assert!(!report.clustering, "no four White squares touch");
    assert!(report.any());
    let g = Game::from_position(pos);
    assert!(g.penalty_entitled());
    assert!(g.penalty_available());
    // Any White piece but the Monkey may be removed.
    assert_eq!(
        removal_targets(&g),
        squares(&["c2", "a3", "b4", "d4", "e3"])
    );
}

/// Same position, but one of the five squares is free (a3): a Horse can get to a3 and jump
/// a3-c2 (b3, b2 empty) to capture, so there is no obstruction.
#[test]
fn no_obstruction_when_a_horse_can_get_to_the_ball() {
    let pieces: Vec<_> = OBSTRUCTION
        .iter()
        .copied()
        .filter(|(s, _)| *s != "a3")
        .collect();
    let pos = position(&pieces, "c2", 'b', 4);
    assert!(!red_card(&pos, Side::White).obstruction);
    assert!(!Game::from_position(pos).penalty_available());
}

/// An Elephant walks anywhere: with one, Black can reach c2 (via b2), no obstruction.
#[test]
fn no_obstruction_when_an_elephant_can_walk_to_the_ball() {
    let mut pieces = OBSTRUCTION.to_vec();
    pieces.push(("h9", 'e'));
    let pos = position(&pieces, "c2", 'b', 4);
    assert!(!red_card(&pos, Side::White).obstruction);
}

/// Knight blocking applies to the reach test. Here e1 is empty and a Black Horse can get
/// there (e.g. ... e5-f3-e1), but the jump e1-c2 is blocked by the two White Lions on d1
/// and d2; the other four squares a Horse could jump to c2 from hold White pieces.
/// White's squares c2, d2, d1 form a group of three only (no clustering).
const BLOCKED_REACH: &[(&str, char)] = &[
    ("c2", 'H'),
    ("d1", 'L'),
    ("d2", 'L'),
    ("a3", 'E'),
    ("b4", 'E'),
    ("d4", 'E'),
    ("e3", 'E'),
    ("g2", 'M'),
    ("e15", 'm'),
    ("d12", 'h'),
    ("e10", 'h'),
];

#[test]
fn obstruction_reach_test_respects_knight_blocking() {
    let pos = position(BLOCKED_REACH, "c2", 'b', 4);
    let report = red_card(&pos, Side::White);
    assert!(report.obstruction);
    assert!(!report.clustering);
}

#[test]
fn obstruction_ends_when_the_blocking_lion_is_gone() {
    let pieces: Vec<_> = BLOCKED_REACH
        .iter()
        .copied()
        .filter(|(s, _)| *s != "d1")
        .collect();
    let pos = position(&pieces, "c2", 'b', 4);
    assert!(!red_card(&pos, Side::White).obstruction);
}

/// The Monkey takes part in the reach test: with the ball loose in Black's goal area, the
/// Black Monkey reaches it even though the Horses cannot get into the walled corner.
#[test]
fn the_monkey_counts_in_the_reach_test() {
    // Black's Horse on a14 is walled in: its jumps go to b12 and c13, both White.
    let pieces = [
        ("a14", 'h'),
        ("b12", 'E'),
        ("c13", 'E'),
        ("g13", 'm'),
        ("e1", 'M'),
    ];
    let pos = position(&pieces, "f14", 'b', 4);
    assert!(!red_card(&pos, Side::White).obstruction);
    let pos = position(&pieces, "a13", 'b', 4);
    // a13 is a king step away from a14, but a Horse only jumps; the Monkey cannot leave
    // its area: obstruction.
    assert!(red_card(&pos, Side::White).obstruction);
}

/// "Y has at least one piece other than the Monkey": a lone Monkey gets no penalty.
#[test]
fn no_obstruction_with_only_a_monkey() {
    let pieces: Vec<_> = OBSTRUCTION
        .iter()
        .copied()
        .filter(|(_, c)| !matches!(c, 'h'))
        .collect();
    let pos = position(&pieces, "c2", 'b', 4);
    assert!(!red_card(&pos, Side::White).obstruction);
}

/// "no Y piece holds the ball": holding it is never obstruction.
#[test]
fn no_obstruction_when_the_player_holds_the_ball() {
    let pieces = [
        ("e8", 'h'),
        ("a3", 'E'),
        ("e1", 'M'),
        ("e15", 'm'),
        ("d12", 'h'),
    ];
    let pos = position(&pieces, "e8", 'b', 4);
    assert!(!red_card(&pos, Side::White).any());
}

// --- Penalty removal ------------------------------------------------------------------

/// Five White pieces in a row on rank 6, Black to move.
const CLUSTER5: &[(&str, char)] = &[
    ("c6", 'E'),
    ("d6", 'E'),
    ("e6", 'E'),
    ("f6", 'E'),
    ("g6", 'H'),
    ("e1", 'M'),
    ("e15", 'm'),
    ("d12", 'h'),
];

#[test]
fn penalty_removal_is_a_step_and_only_once_per_turn() {
    let mut g = game(CLUSTER5, "e10", 'b', 4);
    assert!(g.penalty_entitled());
    assert!(g.penalty_available());
    assert!(!g.penalty_used());
    assert_eq!(
        removal_targets(&g),
        squares(&["c6", "d6", "e6", "f6", "g6"])
    );
    let applied = play(&mut g, remove("g6"));
    assert_eq!(applied.removed, Some((sq("g6"), white(PieceKind::Horse))));
    assert_eq!(g.steps_taken(), 1);
    assert_eq!(g.steps_left(), 3);
    assert!(g.penalty_used());
    assert!(!g.penalty_available());
    // c6-f6 is still a group of four, but a second removal is not allowed this turn.
    assert!(removal_targets(&g).is_empty());
    assert_illegal_code(&mut g, remove("c6"), "PENALTY_USED");
    // The removal changed the position, so the turn can end.
    assert_legal(&g, END);
    assert_eq!(
        now(&g),
        hpn(
            &[
                ("c6", 'E'),
                ("d6", 'E'),
                ("e6", 'E'),
                ("f6", 'E'),
                ("e1", 'M'),
                ("e15", 'm'),
                ("d12", 'h'),
            ],
            "e10",
            'b',
            4
        )
    );
}

/// The removal may be any step of the turn, and counts toward the limit: as step 4 it
/// ends the turn.
#[test]
fn penalty_removal_as_the_last_step_ends_the_turn() {
    let mut g = game(CLUSTER5, "e10", 'b', 4);
    play_all(&mut g, &["d12-e10", "e10-d8", "d8-b7"]);
    assert!(g.penalty_available());
    let applied = play(&mut g, remove("d6"));
    assert!(applied.turn_ended);
    assert_eq!(g.side_to_move(), Side::White);
    assert_eq!(g.turn(), 5);
}

#[test]
fn no_penalty_without_a_red_card() {
    let mut g = game(
        &[
            ("c6", 'E'),
            ("d6", 'E'),
            ("e6", 'E'),
            ("e1", 'M'),
            ("e15", 'm'),
            ("d12", 'h'),
        ],
        "e10",
        'b',
        4,
    );
    assert!(!g.penalty_entitled());
    assert!(removal_targets(&g).is_empty());
    assert_illegal_code(&mut g, remove("c6"), "NO_PENALTY");
}

/// "remove one X piece other than the Monkey": not the Monkey, not an own piece, not an
/// empty square.
#[test]
fn penalty_cannot_remove_the_monkey_or_an_own_piece() {
    let mut g = game(CLUSTER5, "e10", 'b', 4);
    for at in ["e1", "d12", "e15"] {
        assert_illegal_code(&mut g, remove(at), "BAD_PENALTY_TARGET");
    }
    assert_illegal_code(&mut g, remove("e9"), "NO_PIECE");
    assert!(
        g.penalty_available(),
        "refused removals do not use the penalty"
    );
}

/// "If the removed piece held the ball, the ball stays loose on that square."
#[test]
fn removing_the_ball_holder_leaves_the_ball_loose() {
    let mut g = game(
        &[
            ("c6", 'E'),
            ("d6", 'E'),
            ("e6", 'E'),
            ("f6", 'E'),
            ("e1", 'M'),
            ("e15", 'm'),
            ("d12", 'h'),
        ],
        "f6",
        'b',
        4,
    );
    let applied = play(&mut g, remove("f6"));
    assert_eq!(
        applied.removed,
        Some((sq("f6"), white(PieceKind::Elephant)))
    );
    assert_eq!(applied.holder_before, Some(Side::White));
    assert_eq!(applied.holder_after, None);
    assert_eq!(g.position().ball(), sq("f6"));
    assert_eq!(g.position().ball_holder(), None);
    assert_eq!(
        now(&g),
        hpn(
            &[
                ("c6", 'E'),
                ("d6", 'E'),
                ("e6", 'E'),
                ("e1", 'M'),
                ("e15", 'm'),
                ("d12", 'h'),
            ],
            "f6",
            'b',
            4
        )
    );
}

/// "At most one removal per turn, even when both situations hold." The obstruction
/// position plus four White pieces clustered on rank 8.
#[test]
fn one_removal_even_when_both_situations_hold() {
    let mut pieces = OBSTRUCTION.to_vec();
    pieces.extend([("f8", 'H'), ("g8", 'H'), ("h8", 'H'), ("i8", 'L')]);
    let pos = position(&pieces, "c2", 'b', 4);
    let report = red_card(&pos, Side::White);
    assert!(report.clustering);
    assert!(report.obstruction);
    let mut g = Game::from_position(pos);
    play(&mut g, remove("f8"));
    assert!(!g.penalty_available());
    assert_illegal_code(&mut g, remove("g8"), "PENALTY_USED");
    assert_illegal_code(&mut g, remove("a3"), "PENALTY_USED");
}

/// Red cards are checked at the start of the turn: a cluster made during the turn gives
/// nothing now. Black's Elephant kicks the ball next to three White pieces.
#[test]
fn a_cluster_made_during_the_turn_gives_no_penalty_now() {
    let mut g = game(
        &[
            ("c6", 'E'),
            ("d6", 'E'),
            ("e6", 'E'),
            ("g8", 'e'),
            ("e1", 'M'),
            ("e15", 'm'),
        ],
        "g8",
        'b',
        4,
    );
    assert!(!g.penalty_available());
    play(&mut g, kick("g8", "f6"));
    assert!(red_card(g.position(), Side::White).clustering);
    assert!(!g.penalty_available());
    assert_illegal_code(&mut g, remove("c6"), "NO_PENALTY");
}

/// The entitlement is fixed at the start of the turn (engine-api: "entitled this turn and
/// not yet used"): dissolving the cluster during the turn does not take it away.
#[test]
fn the_entitlement_survives_a_change_during_the_turn() {
    let mut g = game(
        &[
            ("c6", 'E'),
            ("d6", 'E'),
            ("e6", 'E'),
            ("g8", 'h'),
            ("e1", 'M'),
            ("e15", 'm'),
        ],
        "f6",
        'b',
        4,
    );
    assert!(g.penalty_available());
    // g8-f6 takes the loose ball (g7, f7 empty): the White group is three squares now.
    play(&mut g, mv("g8", "f6"));
    assert!(!red_card(g.position(), Side::White).clustering);
    assert!(g.penalty_available());
    assert_legal(&g, remove("c6"));
}

/// "A situation that persists is punished again at the start of Y's next turn."
#[test]
fn a_persisting_situation_is_punished_again() {
    let mut g = game(CLUSTER5, "e10", 'b', 4);
    play_all(&mut g, &["xg6", "end"]);
    // White leaves c6-f6 together.
    assert!(!g.penalty_entitled());
    play_all(&mut g, &["e1-e2", "end"]);
    assert_eq!(g.side_to_move(), Side::Black);
    assert_eq!(g.turn(), 6);
    assert!(g.penalty_entitled());
    assert!(g.penalty_available());
    assert!(!g.penalty_used());
    assert_eq!(removal_targets(&g), squares(&["c6", "d6", "e6", "f6"]));
}

/// ... and a situation that White resolves is not.
#[test]
fn a_resolved_situation_is_not_punished() {
    let mut g = game(CLUSTER5, "e10", 'b', 4);
    play_all(&mut g, &["xg6", "end"]);
    // d6-d7 splits the line: c6 | d7 | e6-f6.
    play_all(&mut g, &["d6-d7", "end"]);
    assert_eq!(g.side_to_move(), Side::Black);
    assert!(!g.penalty_entitled());
    assert!(removal_targets(&g).is_empty());
}
