//! Custodial capture, one test per sentence of the capture rules in `docs/hnefatafl-rules.md`.
//! Positions are TPN; the comment after each lists its pieces (`t` attacker, `T` defender,
//! `K` the King).

use crate::hnefatafl_common;

use arbiter::games::hnefatafl::rules::Status;
use hnefatafl_common::{game, names, play, sq};

#[test]
fn a_soldier_between_the_arriving_piece_and_an_enemy_on_the_rank_is_captured() {
    let mut g = game(
        "11/11/7K3/11/11/11/3t7/11/1tT8/11/11 a", /* K h9; T c3; t b3 d5 */
    );
    let applied = play(&mut g, "d5-d3");
    assert_eq!(names(applied.captured), ["c3"]);
    assert!(applied.shieldwall.is_empty());
    assert_eq!(g.position().piece_at(sq("c3")), None);
}

#[test]
fn a_soldier_between_the_arriving_piece_and_an_enemy_on_the_file_is_captured() {
    let mut g = game(
        "11/11/7K3/11/11/11/4t6/2T8/2t8/11/11 a", /* K h9; T c4; t c3 e5 */
    );
    assert_eq!(names(play(&mut g, "e5-c5").captured), ["c4"]);
}

#[test]
fn diagonal_traps_do_not_count() {
    let mut g = game(
        "11/11/7K3/11/11/3t7/11/11/2T8/1t9/11 a", /* K h9; T c3; t b2 d6 */
    );
    assert!(play(&mut g, "d6-d4").captured.is_empty());
    assert!(g.position().defenders().contains(sq("c3")));
}

#[test]
fn one_move_can_capture_several_soldiers() {
    let mut g = game(
        "11/11/7K3/11/11/3t7/3T7/1tT1Tt5/11/11/3t7 a", /* K h9; T c4 d5 e4; t b4 d6 f4 d1 */
    );
    let applied = play(&mut g, "d1-d4");
    assert_eq!(names(applied.captured), ["c4", "e4", "d5"]);
    assert!(g.position().defenders().is_empty());
}

#[test]
fn the_king_is_armed_as_the_far_side_of_a_trap() {
    let mut g = game(
        "11/11/11/3T7/11/11/1Kt8/11/11/9t1/11 d", /* K b5; T d8; t c5 j2 */
    );
    assert_eq!(names(play(&mut g, "d8-d5").captured), ["c5"]);
}

#[test]
fn the_king_is_armed_as_the_arriving_piece() {
    let mut g = game(
        "11/11/11/3K7/11/11/1Tt8/11/11/9t1/11 d", /* K d8; T b5; t c5 j2 */
    );
    assert_eq!(names(play(&mut g, "d8-d5").captured), ["c5"]);
}

#[test]
fn a_corner_is_hostile_to_attackers() {
    let mut g = game(
        "11/11/7K3/11/11/11/11/2T8/11/9t1/1t9 d", /* K h9; T c4; t b1 j2 */
    );
    assert_eq!(names(play(&mut g, "c4-c1").captured), ["b1"]);
}

#[test]
fn a_corner_is_hostile_to_defenders() {
    let mut g = game(
        "11/11/7K3/11/11/11/11/11/3t7/T10/11 a", /* K h9; T a2; t d3 */
    );
    assert_eq!(names(play(&mut g, "d3-a3").captured), ["a2"]);
}

#[test]
fn the_empty_throne_is_hostile_to_attackers() {
    let mut g = game(
        "11/11/1K9/3T7/5t5/11/11/11/11/9t1/11 d", /* K b9; T d8; t f7 j2 */
    );
    assert_eq!(names(play(&mut g, "d8-f8").captured), ["f7"]);
}

#[test]
fn the_throne_with_the_king_on_it_is_hostile_to_attackers() {
    // The King on the throne is an armed defender, so the trap closes either way.
    let mut g = game(
        "11/11/11/3T7/5t5/5K5/11/11/11/9t1/11 d", /* K f6; T d8; t f7 j2 */
    );
    assert_eq!(names(play(&mut g, "d8-f8").captured), ["f7"]);
}

#[test]
fn the_empty_throne_is_hostile_to_defenders() {
    let mut g = game(
        "11/11/1K9/3t7/5T5/11/11/11/11/11/11 a", /* K b9; T f7; t d8 */
    );
    assert_eq!(names(play(&mut g, "d8-f8").captured), ["f7"]);
}

#[test]
fn the_occupied_throne_is_not_hostile_to_defenders() {
    let mut g = game(
        "11/11/11/3t7/5T5/5K5/11/11/11/11/11 a", /* K f6; T f7; t d8 */
    );
    assert!(play(&mut g, "d8-f8").captured.is_empty());
    assert!(g.position().defenders().contains(sq("f7")));
}

#[test]
fn the_board_edge_is_never_hostile() {
    let mut g = game(
        "11/11/7K3/1t9/11/11/T10/11/11/11/11 a", /* K h9; T a5; t b8 */
    );
    assert!(play(&mut g, "b8-b5").captured.is_empty());
    let mut g = game(
        "11/11/7K3/11/11/11/11/11/11/6t4/4T6 a", /* K h9; T e1; t g2 */
    );
    assert!(play(&mut g, "g2-e2").captured.is_empty());
}

#[test]
fn a_soldier_on_the_edge_is_captured_along_the_edge() {
    let mut g = game(
        "11/11/7K3/11/11/2t8/T10/t10/11/11/11 a", /* K h9; T a5; t a4 c6 */
    );
    assert_eq!(names(play(&mut g, "c6-a6").captured), ["a5"]);
}

#[test]
fn moving_into_a_trap_is_safe() {
    let mut g = game(
        "11/11/7K3/3T7/11/11/2t1t6/11/11/9t1/11 d", /* K h9; T d8; t c5 e5 j2 */
    );
    assert!(play(&mut g, "d8-d5").captured.is_empty());
    // The attackers move elsewhere: the trap was not closed by them either.
    assert!(play(&mut g, "j2-j3").captured.is_empty());
    assert!(g.position().defenders().contains(sq("d5")));
}

#[test]
fn the_king_is_not_captured_between_two_attackers() {
    let mut g = game(
        "11/11/7T3/4t6/11/11/2tK7/11/11/11/11 a", /* K d5; T h9; t c5 e8 */
    );
    let applied = play(&mut g, "e8-e5");
    assert!(applied.captured.is_empty() && applied.king_captured.is_none());
    assert_eq!(g.position().king(), Some(sq("d5")));
    assert_eq!(g.status(), Status::Ongoing);
}

#[test]
fn a_soldier_cannot_be_captured_against_its_own_side() {
    // The far square holds a piece of the victim's side.
    let mut g = game(
        "11/11/7K3/11/11/11/3t7/11/1TT8/11/11 a", /* K h9; T c3 b3; t d5 */
    );
    assert!(play(&mut g, "d5-d3").captured.is_empty());
}
