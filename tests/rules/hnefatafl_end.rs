//! The end of the game: the corner, the exit fort, the King's capture (see
//! `hnefatafl_king.rs`), encirclement, no legal move, resignation.

use crate::hnefatafl_common;

use arbiter::games::hnefatafl::rules::{
    Game, IllegalMove, Outcome, Position, Reason, Side, Status,
};
use hnefatafl_common::{game, mv, play};

fn won(winner: Side, reason: Reason) -> Status {
    Status::Over(Outcome { winner, reason })
}

#[test]
fn the_defenders_win_when_the_king_reaches_a_corner() {
    let mut g = game(
        "11/11/7T3/11/11/11/K10/11/11/9t1/11 d", /* K a5; T h9; t j2 */
    );
    let applied = play(&mut g, "a5-a1");
    assert_eq!(
        applied.outcome,
        Some(Outcome {
            winner: Side::Defenders,
            reason: Reason::KingEscaped
        })
    );
    assert_eq!(g.status(), won(Side::Defenders, Reason::KingEscaped));
    assert!(g.legal_moves().is_empty());
    assert_eq!(g.apply(mv("j2-j3")), Err(IllegalMove::GameOver));
}

#[test]
fn an_exit_fort_that_holds_wins_for_the_defenders() {
    // The King steps onto the edge inside a closed wall; every wall defender is covered along
    // one axis by friends, the fort or the edge.
    let mut g = game(
        "11/11/1t9/9t1/11/11/11/11/3TTT5/3TKT5/3T1T5 d", /* K e2; T d1 f1 d2 f2 d3 e3 f3; t b9 j8 */
    );
    let applied = play(&mut g, "e2-e1");
    assert_eq!(
        applied.outcome,
        Some(Outcome {
            winner: Side::Defenders,
            reason: Reason::ExitFort
        })
    );
    assert_eq!(g.status(), won(Side::Defenders, Reason::ExitFort));
}

#[test]
fn an_exit_fort_with_a_breakable_wall_is_not_a_win() {
    // Without f3, the defender on f2 has an open square on each axis (g2 and f3).
    let mut g = game(
        "11/11/1t9/9t1/11/11/11/11/3TT6/3TKT5/3T1T5 d", /* K e2; T d1 f1 d2 f2 d3 e3; t b9 j8 */
    );
    assert_eq!(play(&mut g, "e2-e1").outcome, None);
    assert_eq!(g.status(), Status::Ongoing);
}

#[test]
fn an_exit_fort_needs_the_king_able_to_move() {
    let mut g = game(
        "11/11/1t9/9t1/11/11/4T6/11/11/3T1T5/3TKT5 d", /* K e1; T d1 f1 d2 f2 e5; t b9 j8 */
    );
    assert_eq!(play(&mut g, "e5-e2").outcome, None);
    assert_eq!(g.status(), Status::Ongoing);
}

#[test]
fn an_exit_fort_must_be_closed_by_defenders_alone() {
    // An attacker on the wall (f2 instead of a defender) leaves no fort.
    let mut g = game(
        "11/11/1t9/11/11/11/11/11/3TTT5/3TKt5/3T1T5 d", /* K e2; T d1 f1 d2 d3 e3 f3; t f2 b9 */
    );
    assert_eq!(play(&mut g, "e2-e1").outcome, None);
}

#[test]
fn an_exit_fort_is_made_by_the_defenders_move_only() {
    // The finished fort with the attackers to move is decided as it stands...
    let pos = Position::from_tpn(
        "11/11/1t9/9t1/11/11/11/11/3TTT5/3T1T5/3TKT5 a", /* K e1; T d1 f1 d2 f2 d3 e3 f3; t b9 j8 */
    )
    .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        Game::from_position(pos).status(),
        won(Side::Defenders, Reason::ExitFort)
    );
    // ...but not with the defenders to move: the attackers' move did not make it.
    let pos = Position::from_tpn(
        "11/11/1t9/9t1/11/11/11/11/3TTT5/3T1T5/3TKT5 d", /* K e1; T d1 f1 d2 f2 d3 e3 f3; t b9 j8 */
    )
    .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(Game::from_position(pos).status(), Status::Ongoing);
}

#[test]
fn attackers_win_by_encircling_every_defender() {
    // The King on c3 and a defender on d3, ringed by ten attackers once c4 is taken.
    let mut g = game(
        "11/11/9t1/11/2t8/11/11/3t7/1tKTt6/2tt7/11 a", /* K c3; T d3; t b3 e3 c2 d2 d4 c7 j9 */
    );
    let applied = play(&mut g, "c7-c4");
    assert_eq!(
        applied.outcome,
        Some(Outcome {
            winner: Side::Attackers,
            reason: Reason::Encirclement
        })
    );
    assert_eq!(g.status(), won(Side::Attackers, Reason::Encirclement));
}

#[test]
fn an_encirclement_with_a_gap_is_not_a_win() {
    let mut g = game(
        "11/11/9t1/11/2t8/11/11/3t7/1tKTt6/2tt7/11 a", /* K c3; T d3; t b3 e3 c2 d2 d4 c7 j9 */
    );
    assert_eq!(play(&mut g, "j9-j8").outcome, None);
    assert_eq!(g.status(), Status::Ongoing);
}

#[test]
fn an_encirclement_must_hold_every_defender() {
    let mut g = game(
        "11/11/7T3/11/2t8/11/11/3t7/1tKTt6/2tt7/11 a", /* K c3; T d3 h9; t b3 e3 c2 d2 d4 c7 */
    );
    assert_eq!(play(&mut g, "c7-c4").outcome, None);
}

#[test]
fn an_encirclement_whose_ring_can_be_broken_from_inside_is_not_a_win() {
    // The attacker on d4 juts into the region: c4 and e4 are both inside, so two defenders
    // could take it.
    let mut g = game(
        "11/11/9t1/4t6/11/11/2t8/1t1t1t5/1tTK1t5/2ttt6/11 a", /* K d3; T c3; t b3 f3 c2 d2 e2 b4 f4 c5 d4 e8 j9 */
    );
    assert_eq!(play(&mut g, "e8-e5").outcome, None);
    assert_eq!(g.status(), Status::Ongoing);
}

#[test]
fn a_player_without_a_legal_move_loses() {
    // The King on the edge is boxed in by three attackers: he cannot be captured, but the
    // defenders have no move left.
    let mut g = game(
        "11/11/11/11/t10/K3t6/t10/11/11/11/11 a", /* K a6; t a5 a7 e6 */
    );
    let applied = play(&mut g, "e6-b6");
    assert_eq!(
        applied.outcome,
        Some(Outcome {
            winner: Side::Attackers,
            reason: Reason::NoLegalMove
        })
    );
    assert!(g.legal_moves().is_empty());
    // The same position set up directly is decided too.
    let pos = Position::from_tpn(
        "11/11/11/11/t10/Kt9/t10/11/11/11/11 d", /* K a6; t a5 a7 b6 */
    )
    .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        Game::from_position(pos).status(),
        won(Side::Attackers, Reason::NoLegalMove)
    );
}

#[test]
fn attackers_without_pieces_lose_by_having_no_move() {
    let mut g = game(
        "11/11/7K3/11/11/11/11/2T8/11/11/1t9 d", /* K h9; T c4; t b1 */
    );
    let applied = play(&mut g, "c4-c1");
    assert_eq!(
        applied.outcome,
        Some(Outcome {
            winner: Side::Defenders,
            reason: Reason::NoLegalMove
        })
    );
}

#[test]
fn either_side_may_resign_and_the_game_is_then_over() {
    for side in Side::ALL {
        let mut g = Game::new();
        play(&mut g, "d1-d3");
        assert_eq!(
            g.resign(side),
            Ok(Outcome {
                winner: side.opponent(),
                reason: Reason::Resignation
            })
        );
        assert_eq!(g.resign(side), Err(IllegalMove::GameOver));
        assert_eq!(g.apply(mv("f4-c4")), Err(IllegalMove::GameOver));
        assert!(g.legal_moves().is_empty());
    }
}
