//! Shieldwall: a row of two or more on the edge, bracketed at both ends (a corner may stand in
//! for one) with an enemy in front of every member, falls to the flanking move.

use crate::hnefatafl_common;

use arbiter::games::hnefatafl::rules::Status;
use hnefatafl_common::{game, names, play, sq};

#[test]
fn a_bracketed_row_with_an_enemy_in_front_of_each_member_is_captured() {
    let mut g = game(
        "11/11/7K3/11/11/11/11/5t5/11/3tt6/2tTT6 a", /* K h9; T d1 e1; t d2 e2 c1 f4 */
    );
    let applied = play(&mut g, "f4-f1");
    assert_eq!(names(applied.captured), ["d1", "e1"]);
    assert_eq!(names(applied.shieldwall), ["d1", "e1"]);
    assert_eq!(g.status(), Status::Ongoing);
}

#[test]
fn a_corner_may_stand_in_for_one_end() {
    let mut g = game(
        "11/11/7K3/11/11/11/3t7/11/11/1tt8/1TT8 a", /* K h9; T b1 c1; t b2 c2 d5 */
    );
    assert_eq!(names(play(&mut g, "d5-d1").shieldwall), ["b1", "c1"]);
}

#[test]
fn the_king_in_the_row_is_not_captured_but_the_defenders_are() {
    let mut g = game(
        "11/11/7T3/11/11/11/11/6t4/11/3ttt5/2tTKT5 a", /* K e1; T d1 f1 h9; t d2 e2 f2 c1 g4 */
    );
    let applied = play(&mut g, "g4-g1");
    assert_eq!(names(applied.shieldwall), ["d1", "f1"]);
    assert_eq!(applied.king_captured, None);
    assert_eq!(g.position().king(), Some(sq("e1")));
}

#[test]
fn the_king_may_bracket_a_row_of_attackers() {
    let mut g = game(
        "11/11/7T1t1/11/11/11/11/5K5/11/3TT6/2Ttt6 d", /* K f4; T d2 e2 c1 h9; t d1 e1 j9 */
    );
    let applied = play(&mut g, "f4-f1");
    assert_eq!(names(applied.shieldwall), ["d1", "e1"]);
}

#[test]
fn a_defenders_row_captures_attackers_on_a_side_edge() {
    let mut g = game(
        "11/11/7K3/11/11/3T7/tT9/tT9/T10/9t1/11 d", /* K h9; T b4 b5 a3 d6; t a4 a5 j2 */
    );
    assert_eq!(names(play(&mut g, "d6-a6").shieldwall), ["a4", "a5"]);
}

#[test]
fn a_member_without_an_enemy_in_front_saves_the_row() {
    let mut g = game(
        "11/11/7K3/11/11/11/11/5t5/11/3t7/2tTT6 a", /* K h9; T d1 e1; t d2 c1 f4 */
    );
    let applied = play(&mut g, "f4-f1");
    assert!(applied.captured.is_empty());
}

#[test]
fn only_a_flanking_move_captures_a_shieldwall() {
    // Bracketed at both ends already; the move that completes the front does not capture.
    let mut g = game(
        "11/11/7K3/11/11/11/11/11/11/3t2t4/2tTTt5 a", /* K h9; T d1 e1; t d2 c1 f1 g2 */
    );
    let applied = play(&mut g, "g2-e2");
    assert!(applied.captured.is_empty());
    assert!(g.position().defenders().contains(sq("d1")));
}

#[test]
fn a_single_soldier_on_the_edge_is_a_custodial_capture_not_a_shieldwall() {
    let mut g = game(
        "11/11/7K3/11/11/11/11/5t5/11/3t7/2tT7 a", /* K h9; T d1; t d2 c1 f4 */
    );
    let applied = play(&mut g, "f4-f1");
    assert!(applied.captured.is_empty(), "e1 is empty: no trap");
    let mut g = game(
        "11/11/7K3/11/11/11/11/4t6/11/11/2tT7 a", /* K h9; T d1; t c1 e4 */
    );
    let applied = play(&mut g, "e4-e1");
    assert_eq!(names(applied.captured), ["d1"]);
    assert!(applied.shieldwall.is_empty());
}
