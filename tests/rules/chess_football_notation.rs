//! CFN and CFA: exact parsing and printing, and every reason a text is refused.

use arbiter::games::chess_football::rules::{
    Action, CfaError, CfnError, INITIAL_CFN, Kind, Phase, Position, Side, Square,
};

fn sq(name: &str) -> Square {
    name.parse().unwrap_or_else(|e| panic!("{e}"))
}

fn err(cfn: &str) -> CfnError {
    match Position::from_cfn(cfn) {
        Ok(p) => panic!("{cfn} accepted as {p}"),
        Err(e) => e,
    }
}

#[test]
fn valid_positions_print_back_identically() {
    for cfn in [
        INITIAL_CFN,
        "8/8/8/4*3/8/8/8/8 b place 2 0/0 0-0",
        "8/8/8/8/4R+3/8/8/8 b place 1 0/0 0-0",
        "2qrr3/8/8/8/4Q+3/8/PP6/3K4 b place 1 0/0 0-0",
        "4k1n1/pp6/2b5/4r3/4N+3/2B5/PP6/R3K3 w kickoff 1 0/0 0-0",
        "4k3/8/8/3p+p3/4P3/8/8/4K3 w play 1 10/10 0-0",
        "4k3/8/8/8/8/8/8/R+3K3 b play 1 45/44 3-2",
        "3R+k3/8/8/8/8/8/8/4K3 b play 2 45/45 1-0",
        "8/8/4N+3/8/8/8/8/4K3 b play 2 45/45 1-0",
        "8/8/8/4*3/8/8/8/8 b place 1 11/10 1-0",
    ] {
        let p = Position::from_cfn(cfn).unwrap_or_else(|e| panic!("{cfn}: {e}"));
        assert_eq!(p.to_cfn(), cfn);
        assert_eq!(p.to_string().parse::<Position>(), Ok(p));
    }
}

#[test]
fn positions_report_their_fields() {
    let p = Position::from_cfn("4k3/8/8/8/8/8/8/R+3K3 b play 1 45/44 3-2")
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(p.side_to_act(), Side::Black);
    assert_eq!(p.phase(), Phase::Play);
    assert_eq!(
        (p.half(), p.moves(Side::White), p.moves(Side::Black)),
        (1, 45, 44)
    );
    assert_eq!((p.score(Side::White), p.score(Side::Black)), (3, 2));
    assert_eq!(p.ball(), sq("a1"));
    assert_eq!(p.ball_holder().map(|h| h.kind), Some(Kind::Rook));
    assert_eq!(p.kicking_off(), None);
}

#[test]
fn syntax_errors_say_what_and_where() {
    assert!(matches!(err(""), CfnError::Fields(1)));
    assert!(matches!(
        err("8/8/8/8/4*3/8/8/8 w place 1 0/0"),
        CfnError::Fields(5)
    ));
    assert!(matches!(
        err("8/8/8/8/4*3/8/8/8  w place 1 0/0 0-0"),
        CfnError::Fields(7)
    ));
    assert!(matches!(
        err("8/8/8/8/4*3/8/8 w place 1 0/0 0-0"),
        CfnError::RankCount(7)
    ));
    assert!(matches!(
        err("8/8/8/8/4*4/8/8/8 w place 1 0/0 0-0"),
        CfnError::RankLength { rank: 4, found: 9 }
    ));
    assert!(matches!(
        err("8/8/8/8/4*2/8/8/8 w place 1 0/0 0-0"),
        CfnError::RankLength { rank: 4, found: 7 }
    ));
    assert!(matches!(
        err("8/8/8/8/4*3/8/8/7x w place 1 0/0 0-0"),
        CfnError::BadChar {
            rank: 1,
            column: 2,
            ch: 'x'
        }
    ));
    assert!(matches!(
        err("8/8/8/8/4*3/8/8/44 w place 1 0/0 0-0"),
        CfnError::TwoDigits { rank: 1, column: 2 }
    ));
    assert!(matches!(
        err("8/8/8/8/4*3/8/8/9 w place 1 0/0 0-0"),
        CfnError::BadChar { ch: '9', .. }
    ));
    assert!(matches!(
        err("8/8/8/8/4*3/8/8/0 w place 1 0/0 0-0"),
        CfnError::BadChar { ch: '0', .. }
    ));
    assert!(matches!(
        err("8/8/8/8/4+*3/8/8/8 w place 1 0/0 0-0"),
        CfnError::StrayPlus { rank: 4, column: 2 }
    ));
    assert!(matches!(
        err("8/8/8/8/4*3/8/8/8 x place 1 0/0 0-0"),
        CfnError::BadSide(_)
    ));
    assert!(matches!(
        err("8/8/8/8/4*3/8/8/8 w Place 1 0/0 0-0"),
        CfnError::BadPhase(_)
    ));
    assert!(matches!(
        err("8/8/8/8/4*3/8/8/8 w place 3 0/0 0-0"),
        CfnError::BadHalf(_)
    ));
    assert!(matches!(
        err("8/8/8/8/4*3/8/8/8 w place 1 0-0 0-0"),
        CfnError::BadMoves(_)
    ));
    assert!(matches!(
        err("8/8/8/8/4*3/8/8/8 w place 1 0/0 0:0"),
        CfnError::BadScore(_)
    ));
    assert!(matches!(
        err("8/8/8/8/4*3/8/8/8 w place 1 +0/0 0-0"),
        CfnError::BadMoves(_)
    ));
    assert!(matches!(
        err("8/8/8/8/4*3/8/8/8 w place 1 0/0 99999999999-0"),
        CfnError::BadScore(_)
    ));
}

#[test]
fn non_canonical_forms_are_refused_with_the_canonical_one() {
    assert_eq!(
        err("8/8/8/8/4*3/8/8/8 w place 1 00/0 0-0"),
        CfnError::NotCanonical(INITIAL_CFN.to_string())
    );
    assert_eq!(
        err("8/8/8/8/4*3/8/8/8 w place 1 0/0 0-00"),
        CfnError::NotCanonical(INITIAL_CFN.to_string())
    );
}

#[test]
fn more_than_one_king_a_side() {
    assert_eq!(
        err("4k3/8/8/8/8/8/8/R+2KK3 w play 1 10/10 0-0"),
        CfnError::TwoKings(Side::White)
    );
}

#[test]
fn exactly_one_king_outside_a_placement_but_after_a_last_move_capture() {
    assert_eq!(
        err("8/8/4N+3/8/8/8/8/4K3 w play 2 44/45 1-0"),
        CfnError::MissingKing(Side::Black)
    );
    assert_eq!(
        err("8/8/4n+3/8/8/8/8/4k3 b play 2 45/45 0-0"),
        CfnError::MissingKing(Side::White)
    );
    Position::from_cfn("8/8/4N+3/8/8/8/8/4K3 b play 2 45/45 1-0").unwrap_or_else(|e| panic!("{e}"));
}

/// Only a goal by White's last move leaves Black without his King (capturing him scores), or
/// White's ball-holder in Black's goal: a finished match like that without a goal of White's
/// cannot arise.
#[test]
fn a_finished_match_lacking_the_last_goal_is_refused() {
    assert!(matches!(
        err("8/8/8/8/4R+3/8/8/3K4 b play 2 45/45 0-0"),
        CfnError::LastGoalUnscored(_)
    ));
    Position::from_cfn("8/8/8/8/4R+3/8/8/3K4 b play 2 45/45 1-0").unwrap_or_else(|e| panic!("{e}"));
    // Black's King present, a White holder in Black's goal: that goal was scored too.
    assert!(matches!(
        err("3R+k3/8/8/8/8/8/8/4K3 b play 2 45/45 0-0"),
        CfnError::LastGoalUnscored(_)
    ));
    Position::from_cfn("3R+k3/8/8/8/8/8/8/4K3 b play 2 45/45 1-0")
        .unwrap_or_else(|e| panic!("{e}"));
}

#[test]
fn more_than_six_pieces_a_side() {
    assert_eq!(
        err("8/8/8/8/4N+3/8/PPPPP3/3K4 b place 1 0/0 0-0"),
        CfnError::TooManyPieces {
            side: Side::White,
            count: 7
        }
    );
}

#[test]
fn a_pawn_on_its_own_far_rank() {
    assert_eq!(
        err("P3k3/8/8/8/8/8/8/R+3K3 w play 1 10/10 0-0"),
        CfnError::PawnOnFarRank {
            side: Side::White,
            square: sq("a8")
        }
    );
    assert_eq!(
        err("4k3/8/8/8/8/8/8/p+3K3 w play 1 10/10 0-0"),
        CfnError::PawnOnFarRank {
            side: Side::Black,
            square: sq("a1")
        }
    );
}

#[test]
fn a_placement_board_that_breaks_the_placement_rules() {
    assert!(matches!(
        err("8/8/8/8/4*3/8/8/K7 b place 1 0/0 0-0"),
        CfnError::KingOffGoal {
            side: Side::White,
            ..
        }
    ));
    assert!(matches!(
        err("8/8/8/8/4*3/8/8/3P4 b place 1 0/0 0-0"),
        CfnError::PawnOnGoal {
            side: Side::White,
            ..
        }
    ));
    assert!(matches!(
        err("8/8/8/4N3/4*3/8/8/8 b place 1 0/0 0-0"),
        CfnError::OutsideHalf { .. }
    ));
    assert_eq!(
        err("8/8/8/8/4*3/8/8/QQ6 b place 1 0/0 0-0").to_string(),
        CfnError::TooManyOfKind {
            side: Side::White,
            kind: Kind::Queen,
            count: 2,
            max: 1
        }
        .to_string()
    );
    assert_eq!(
        err("7b/6b1/8/8/4Q+3/8/8/8 w place 1 0/0 0-0"),
        CfnError::BishopsSameColour(Side::Black)
    );
    // A Pawn on the kick-off square: the team can never kick off.
    assert_eq!(
        err("8/8/8/8/4P+3/8/8/8 b place 1 0/0 0-0"),
        CfnError::CannotComplete(Side::White)
    );
    // Three pieces, none a King or a Pawn, and no goal square left for the King.
    assert_eq!(
        err("2qrrn2/8/8/8/4Q+3/8/PP6/3K4 w place 1 0/0 0-0"),
        CfnError::CannotComplete(Side::Black)
    );
    assert_eq!(
        err("8/8/8/8/4N+3/8/8/8 w place 1 0/0 0-0"),
        CfnError::SideMismatch {
            expected: Side::Black,
            found: Side::White
        }
    );
    assert!(matches!(
        err("8/8/8/8/4N+3/8/PP6/8 b place 1 0/0 0-0"),
        CfnError::PlacementOrder {
            kicker: Side::White,
            kicker_count: 3,
            other_count: 0
        }
    ));
    assert_eq!(
        err("4k1n1/pp6/2b5/4r3/4N+3/2B5/PP6/R3K3 w place 1 0/0 0-0"),
        CfnError::PlacementComplete
    );
    assert_eq!(
        err("4k1n1/pp6/2b5/4r3/4N+3/2B5/PP6/4K3 w kickoff 1 0/0 0-0"),
        CfnError::TeamIncomplete {
            side: Side::White,
            count: 5
        }
    );
    // The kick-off piece without a team-mate to pass to.
    assert_eq!(
        err("4k1n1/pp6/2b5/4r3/4N+3/1B6/PP6/R3K3 w kickoff 1 0/0 0-0"),
        CfnError::CannotComplete(Side::White)
    );
}

#[test]
fn the_ball_must_be_one_held_or_waiting_on_the_kick_off_square() {
    assert_eq!(err("8/8/8/8/8/8/8/8 w place 1 0/0 0-0"), CfnError::NoBall);
    assert_eq!(
        err("8/8/8/4*3/4*3/8/8/8 w place 1 0/0 0-0"),
        CfnError::TwoBalls(sq("e4"))
    );
    assert_eq!(
        err("4k3/8/8/8/8/8/8/R+3K+3 w play 1 10/10 0-0"),
        CfnError::TwoBalls(sq("e1"))
    );
    assert_eq!(
        err("8/8/8/8/3*4/8/8/8 w place 1 0/0 0-0"),
        CfnError::BallAstray(sq("d4"))
    );
    assert_eq!(
        err("4k3/8/8/8/4*3/8/8/R3K3 w play 1 10/10 0-0"),
        CfnError::BallAstray(sq("e4"))
    );
    assert_eq!(
        err("8/8/8/4*3/8/8/8/8 w place 1 0/0 0-0"),
        CfnError::WrongKicker {
            kicker: Side::Black,
            expected: Side::White
        }
    );
    // A ball-holder on its own goal is no goal: that position arises.
    Position::from_cfn("3r+3k/8/8/8/8/8/8/4K3 w play 1 10/10 0-0")
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        err("3R+3k/8/8/8/8/8/8/4K3 b play 1 11/10 0-0"),
        CfnError::BallInGoal {
            side: Side::White,
            square: sq("d8")
        }
    );
}

#[test]
fn a_move_count_over_45() {
    assert_eq!(
        err("4k3/8/8/8/8/8/8/R+3K3 w play 1 46/45 0-0"),
        CfnError::TooManyMoves {
            side: Side::White,
            count: 46
        }
    );
}

#[test]
fn a_side_to_act_that_disagrees_with_the_phase_and_counts() {
    assert_eq!(
        err("4k3/8/8/8/8/8/8/R+3K3 b play 1 10/10 0-0"),
        CfnError::SideMismatch {
            expected: Side::White,
            found: Side::Black
        }
    );
    assert!(matches!(
        err("4k3/8/8/8/8/8/8/R+3K3 w play 1 12/10 0-0"),
        CfnError::CountsImpossible { half: 1, .. }
    ));
    assert!(matches!(
        err("4k3/8/8/8/8/8/8/R+3K3 w play 2 11/10 0-0"),
        CfnError::CountsImpossible {
            half: 2,
            first: Side::Black,
            ..
        }
    ));
    assert_eq!(
        err("4k3/8/8/8/8/8/8/R+3K3 b play 1 45/45 0-0"),
        CfnError::FirstHalfOver
    );
    assert_eq!(
        err("8/8/8/4*3/8/8/8/8 b place 2 45/45 0-0"),
        CfnError::FinishedNotInPlay
    );
    assert_eq!(
        err("4k3/8/8/8/8/8/8/R+3K3 w play 1 0/0 0-0"),
        CfnError::PlayWithoutMoves
    );
    assert_eq!(
        err("8/8/8/8/4*3/8/8/8 w place 1 0/0 1-0"),
        CfnError::ScoreImpossible {
            side: Side::White,
            goals: 1,
            moves: 0
        }
    );
    assert_eq!(
        err("4k3/8/8/8/8/8/8/4K+3 w play 1 10/10 0-0"),
        CfnError::KingVersusKing
    );
}

#[test]
fn no_input_panics() {
    for text in [
        "\u{e9}",
        "/",
        "8/8/8/8/8/8/8/8/8",
        "+",
        "*",
        "K+",
        "8/8/8/8/4*3/8/8/8 w place 1 45/45 0-0",
        "8/8/8/8/4*3/8/8/8 w place 1 999999999999/0 0-0",
        "8/8/8/8/4*3/8/8/8 w place 1 /0 0-0",
        "k+k+k+k+k+k+k+k+/8/8/8/4*3/8/8/8 w place 1 0/0 0-0",
        "18/8/8/8/4*3/8/8/8 w play 1 0/0 0-0",
        "\u{1F600}7/8/8/8/4*3/8/8/8 w place 1 0/0 0-0",
    ] {
        assert!(Position::from_cfn(text).is_err(), "{text}");
    }
    let long = "8/".repeat(100);
    assert!(matches!(
        Position::from_cfn(&long),
        Err(CfnError::TooLong(_))
    ));
}

#[test]
fn actions_parse_and_print_exactly() {
    let cases = [
        (
            "N@e4",
            Action::Place {
                kind: Kind::Knight,
                to: sq("e4"),
            },
        ),
        (
            "K@c8",
            Action::Place {
                kind: Kind::King,
                to: sq("c8"),
            },
        ),
        (
            "e4-d6",
            Action::Move {
                from: sq("e4"),
                to: sq("d6"),
                promotion: None,
            },
        ),
        (
            "e7-e8=Q",
            Action::Move {
                from: sq("e7"),
                to: sq("e8"),
                promotion: Some(Kind::Queen),
            },
        ),
        (
            "b2-a1=N",
            Action::Move {
                from: sq("b2"),
                to: sq("a1"),
                promotion: Some(Kind::Knight),
            },
        ),
        (
            "e4>c2",
            Action::Pass {
                from: sq("e4"),
                to: sq("c2"),
            },
        ),
        ("--", Action::Null),
    ];
    for (text, action) in cases {
        assert_eq!(text.parse::<Action>(), Ok(action));
        assert_eq!(action.to_string(), text);
    }
}

#[test]
fn action_errors_say_what_and_where() {
    assert_eq!("".parse::<Action>(), Err(CfaError::Empty));
    assert_eq!("e7-e8=Q ".parse::<Action>(), Err(CfaError::TooLong(8)));
    assert!(matches!(
        "n@e4".parse::<Action>(),
        Err(CfaError::BadKind { found: 'n', .. })
    ));
    assert!(matches!(
        "X@e4".parse::<Action>(),
        Err(CfaError::BadKind { found: 'X', .. })
    ));
    assert!(matches!(
        "N@e9".parse::<Action>(),
        Err(CfaError::ExpectedSquare { at: 3, .. })
    ));
    assert!(matches!(
        "Ne4".parse::<Action>(),
        Err(CfaError::Expected { at: 2, .. })
    ));
    assert!(matches!(
        "e4=e5".parse::<Action>(),
        Err(CfaError::Expected { at: 3, .. })
    ));
    assert!(matches!(
        "e4-i5".parse::<Action>(),
        Err(CfaError::ExpectedSquare { at: 4, .. })
    ));
    assert!(matches!(
        "e7-e8=K".parse::<Action>(),
        Err(CfaError::BadPromotion { at: 7, .. })
    ));
    assert!(matches!(
        "e7-e8=q".parse::<Action>(),
        Err(CfaError::BadPromotion { at: 7, .. })
    ));
    assert!(matches!(
        "e7-e8Q".parse::<Action>(),
        Err(CfaError::Trailing { at: 6, .. })
    ));
    assert!(matches!(
        "e4>c2x".parse::<Action>(),
        Err(CfaError::Trailing { at: 6, .. })
    ));
    assert!(matches!(
        "N@e4x".parse::<Action>(),
        Err(CfaError::Trailing { at: 5, .. })
    ));
    for text in ["-", "---", "\u{e9}4-e5", "e\u{e9}", "@", "N@", "e4-", "e4>"] {
        assert!(text.parse::<Action>().is_err(), "{text:?}");
    }
}
