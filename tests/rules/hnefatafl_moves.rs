//! Moving: the start, rook moves, the restricted squares and the throne, refused moves.

use crate::hnefatafl_common;

use arbiter::games::hnefatafl::Hnefatafl;
use arbiter::games::hnefatafl::rules::{Game, IllegalMove, Piece, Position, START_TPN, Side};
use arbiter::ruleset::Ruleset;
use hnefatafl_common::{game, mv, play, sq};

#[test]
fn the_start_has_24_attackers_12_defenders_and_the_king_on_the_throne_attackers_first() {
    let g = Game::new();
    let p = g.position();
    assert_eq!(p.to_tpn(), START_TPN);
    assert_eq!(p.attackers().len(), 24);
    assert_eq!(p.defenders().len(), 12);
    assert_eq!(p.king(), Some(sq("f6")));
    assert_eq!(g.side_to_move(), Side::Attackers);
    assert_eq!(g.legal_moves().len(), 116);
    for name in [
        "d1", "h1", "f2", "a4", "a8", "b6", "k4", "k8", "j6", "d11", "h11", "f10",
    ] {
        assert_eq!(p.piece_at(sq(name)), Some(Piece::Attacker), "{name}");
    }
    for name in ["f4", "e5", "g5", "d6", "e6", "g6", "h6", "e7", "g7", "f8"] {
        assert_eq!(p.piece_at(sq(name)), Some(Piece::Defender), "{name}");
    }
}

#[test]
fn pieces_move_like_rooks_any_distance_never_jumping() {
    let mut g = game(
        "11/11/7K3/11/11/11/11/11/2T8/9t1/2t8 a", /* K h9; T c3; t c1 j2 */
    );
    // c1 slides up to c2 only: c3 is in the way.
    let targets: Vec<String> = g
        .legal_moves()
        .into_iter()
        .filter(|m| m.from == sq("c1"))
        .map(|m| m.to.to_string())
        .collect();
    assert_eq!(
        targets,
        ["b1", "d1", "e1", "f1", "g1", "h1", "i1", "j1", "c2"]
    );
    assert_eq!(
        g.apply(mv("c1-c4")),
        Err(IllegalMove::Blocked {
            from: sq("c1"),
            to: sq("c4"),
            by: sq("c3")
        })
    );
    assert_eq!(
        g.apply(mv("c1-d2")),
        Err(IllegalMove::NotStraight {
            from: sq("c1"),
            to: sq("d2")
        })
    );
    assert_eq!(g.apply(mv("c1-c1")), Err(IllegalMove::NullMove(sq("c1"))));
    assert_eq!(g.apply(mv("e5-e6")), Err(IllegalMove::NoPiece(sq("e5"))));
    assert!(matches!(
        g.apply(mv("c3-d3")),
        Err(IllegalMove::NotYourPiece { .. })
    ));
    play(&mut g, "c1-i1");
}

#[test]
fn the_blocking_piece_named_is_the_first_on_the_way() {
    let g = game(
        "11/2t8/7K3/11/2T8/11/2T8/11/11/9t1/11 a", /* K h9; T c7 c5; t c10 j2 */
    );
    assert_eq!(
        g.check(mv("c10-c2")),
        Err(IllegalMove::Blocked {
            from: sq("c10"),
            to: sq("c2"),
            by: sq("c7")
        })
    );
}

#[test]
fn only_the_king_may_stop_on_a_corner() {
    let mut g = game(
        "11/11/7K3/11/11/11/t10/2T8/11/9t1/11 a", /* K h9; T c4; t a5 j2 */
    );
    assert_eq!(g.apply(mv("a5-a1")), Err(IllegalMove::Restricted(sq("a1"))));
    assert_eq!(
        g.apply(mv("a5-a11")),
        Err(IllegalMove::Restricted(sq("a11")))
    );
    play(&mut g, "a5-a2");
    let mut g = game(
        "11/11/11/11/11/11/K10/2T8/11/9t1/11 d", /* K a5; T c4; t j2 */
    );
    play(&mut g, "a5-a1");
}

#[test]
fn only_the_king_may_stop_on_the_throne_but_anyone_passes_it_while_empty() {
    let mut g = game(
        "11/11/1T5K3/11/11/11/11/11/5t5/9t1/11 a", /* K h9; T b9; t f3 j2 */
    );
    assert_eq!(g.apply(mv("f3-f6")), Err(IllegalMove::Restricted(sq("f6"))));
    let over: Vec<String> = g
        .legal_moves()
        .into_iter()
        .filter(|m| m.from == sq("f3") && m.to.file() == 5)
        .map(|m| m.to.to_string())
        .collect();
    assert_eq!(
        over,
        ["f1", "f2", "f4", "f5", "f7", "f8", "f9", "f10", "f11"]
    );
    play(&mut g, "f3-f9");
    // A defender passes too.
    let mut g = game(
        "11/11/7K3/11/11/3T7/11/11/11/9t1/11 d", /* K h9; T d6; t j2 */
    );
    play(&mut g, "d6-k6");
}

#[test]
fn the_king_on_the_throne_blocks_the_way() {
    let g = game(
        "11/11/1T9/11/11/5K5/11/11/5t5/9t1/11 a", /* K f6; T b9; t f3 j2 */
    );
    assert_eq!(
        g.check(mv("f3-f9")),
        Err(IllegalMove::Blocked {
            from: sq("f3"),
            to: sq("f9"),
            by: sq("f6")
        })
    );
}

#[test]
fn the_king_may_pass_the_throne_too() {
    let mut g = game(
        "11/11/1T9/11/11/11/11/11/5K5/9t1/11 d", /* K f3; T b9; t j2 */
    );
    play(&mut g, "f3-f10");
}

#[test]
fn listed_moves_are_exactly_the_accepted_ones_at_the_start() {
    let g = Game::new();
    let legal = g.legal_moves();
    for from in arbiter::games::hnefatafl::rules::Square::ALL {
        for to in arbiter::games::hnefatafl::rules::Square::ALL {
            let m = arbiter::games::hnefatafl::rules::Move::new(from, to);
            assert_eq!(g.check(m).is_ok(), legal.contains(&m), "{m}");
        }
    }
}

#[test]
fn there_is_no_undo() {
    let mut g = Game::new();
    play(&mut g, "d1-d3");
    let err = Hnefatafl::undo(&mut g).err();
    assert_eq!(err, Some(IllegalMove::NoUndo));
    assert_eq!(
        err.map(|e| e.to_string()),
        Some("no undo in this game".to_string())
    );
    assert_eq!(g.moves().len(), 1);
}

#[test]
fn the_ruleset_names_its_seats_attackers_first() {
    assert_eq!(Hnefatafl::NAME, "hnefatafl");
    assert_eq!(Hnefatafl::SEATS, &[Side::Attackers, Side::Defenders]);
    assert_eq!(Hnefatafl::seat_name(Side::Defenders), "Defenders");
    assert_eq!(Hnefatafl::to_move(&Game::new()), Side::Attackers);
    assert_eq!(
        Hnefatafl::format_position(&Hnefatafl::initial_position()),
        Position::start().to_tpn()
    );
}
