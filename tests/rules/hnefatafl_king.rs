//! The King: captured by four attackers, or by three and the empty throne beside him; four on
//! the throne; never on the edge; and moving into a trap is safe for him too.

use crate::hnefatafl_common;

use arbiter::games::hnefatafl::rules::{Game, Outcome, Position, Reason, Side, Status};
use hnefatafl_common::{game, play, sq};

fn attackers_won_by_capture(g: &Game) -> bool {
    g.status()
        == Status::Over(Outcome {
            winner: Side::Attackers,
            reason: Reason::KingCaptured,
        })
}

#[test]
fn four_attackers_around_the_king_capture_him() {
    let mut g = game(
        "11/11/7T3/3t7/11/11/11/2tKt6/3t7/11/11 a", /* K d4; T h9; t c4 e4 d3 d8 */
    );
    let applied = play(&mut g, "d8-d5");
    assert_eq!(applied.king_captured, Some(sq("d4")));
    assert_eq!(
        applied.outcome,
        Some(Outcome {
            winner: Side::Attackers,
            reason: Reason::KingCaptured
        })
    );
    assert!(attackers_won_by_capture(&g));
    assert_eq!(g.position().king(), None);
    assert!(g.legal_moves().is_empty());
}

#[test]
fn three_attackers_and_the_empty_throne_capture_the_king_beside_it() {
    let mut g = game(
        "11/11/1T9/7t3/4tKt4/11/11/11/11/11/11 a", /* K f7; T b9; t e7 g7 h8 */
    );
    assert_eq!(play(&mut g, "h8-f8").king_captured, Some(sq("f7")));
    assert!(attackers_won_by_capture(&g));
}

#[test]
fn beside_the_throne_two_attackers_and_the_throne_are_not_enough() {
    let mut g = game(
        "11/11/1T9/7t3/4tK5/11/11/11/11/11/11 a", /* K f7; T b9; t e7 h8 */
    );
    assert_eq!(play(&mut g, "h8-f8").king_captured, None);
    assert_eq!(g.status(), Status::Ongoing);
}

#[test]
fn on_the_throne_the_king_needs_four_attackers() {
    let mut g = game(
        "11/11/1T9/11/11/4tKt4/7t3/11/11/11/11 a", /* K f6; T b9; t e6 g6 h5 */
    );
    assert_eq!(play(&mut g, "h5-f5").king_captured, None);
    assert_eq!(g.status(), Status::Ongoing);
    let mut g = game(
        "11/11/1T9/11/7t3/4tKt4/5t5/11/11/11/11 a", /* K f6; T b9; t e6 g6 f5 h7 */
    );
    assert_eq!(play(&mut g, "h7-f7").king_captured, Some(sq("f6")));
    assert!(attackers_won_by_capture(&g));
}

#[test]
fn the_king_is_never_captured_on_the_edge() {
    let mut g = game(
        "11/11/7T3/11/11/t10/K2t7/t10/11/11/11 a", /* K a5; T h9; t a4 a6 d5 */
    );
    assert_eq!(play(&mut g, "d5-b5").king_captured, None);
    assert_eq!(g.status(), Status::Ongoing);
    assert_eq!(g.position().king(), Some(sq("a5")));
}

#[test]
fn the_king_moving_into_a_trap_is_safe() {
    let mut g = game(
        "11/11/1T9/5t5/4t1t4/5K5/11/11/11/9t1/11 d", /* K f6; T b9; t e7 g7 f8 j2 */
    );
    assert_eq!(play(&mut g, "f6-f7").king_captured, None);
    // An attackers' move elsewhere does not close the trap either.
    assert_eq!(play(&mut g, "j2-j3").king_captured, None);
    assert_eq!(g.status(), Status::Ongoing);
}

#[test]
fn the_king_may_return_to_the_throne() {
    let mut g = game(
        "11/11/1T9/5K5/11/11/11/11/11/9t1/11 d", /* K f8; T b9; t j2 */
    );
    play(&mut g, "f8-f6");
    assert_eq!(g.position().king(), Some(sq("f6")));
}

#[test]
fn a_position_without_the_king_is_won_by_the_attackers() {
    let pos = Position::from_tpn("11/11/1T9/11/11/11/11/11/11/9t1/11 d" /* T b9; t j2 */)
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(attackers_won_by_capture(&Game::from_position(pos)));
    assert!(Position::from_tpn("11/11/1T9/11/11/11/11/11/11/9t1/11 a" /* T b9; t j2 */).is_err());
}
