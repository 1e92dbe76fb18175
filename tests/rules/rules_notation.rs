//! Spec sections 1, 2 and 9: the board's squares, the initial position, HPN and HSN.

use crate::common_rules;

use arbiter::games::hanniball::rules::*;
use common_rules::*;

// --- Board ---------------------------------------------------------------------------------

/// "123 squares in all"; ranks 1 and 15 have only d, e, f.
#[test]
fn the_board_has_123_squares() {
    assert_eq!(Square::ALL.len(), 123);
    let mut count = 0;
    for rank in 1..=15u8 {
        for file in 0..=8u8 {
            let exists = Square::new(file, rank).is_some();
            let expected = !(rank == 1 || rank == 15) || (3..=5).contains(&file);
            assert_eq!(exists, expected, "file {file} rank {rank}");
            count += usize::from(exists);
        }
    }
    assert_eq!(count, 123);
    assert!(Square::new(9, 8).is_none());
    assert!(Square::new(4, 0).is_none());
    assert!(Square::new(4, 16).is_none());
    for (i, s) in Square::ALL.iter().enumerate() {
        assert_eq!(s.index(), i);
        assert_eq!(Square::from_index(i), Some(*s));
    }
    assert_eq!(Square::from_index(123), None);
}

#[test]
fn square_names() {
    for name in [
        "d1", "e1", "f1", "a2", "i2", "e8", "a14", "i14", "d15", "f15",
    ] {
        let parsed: Square = name.parse().unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(parsed, sq(name));
        assert_eq!(parsed.to_string(), name);
    }
    for bad in [
        "a1", "c1", "g1", "i1", "c15", "g15", "a15", "j5", "e0", "e16", "e", "8", "", "E8", "e08",
        "e8 ", "ee8",
    ] {
        assert!(bad.parse::<Square>().is_err(), "{bad:?} must not parse");
    }
    assert_eq!(sq("e8").file(), 4);
    assert_eq!(sq("e8").rank(), 8);
}

// --- Initial position --------------------------------------------------------------------

#[test]
fn helper_builds_the_initial_position_string() {
    assert_eq!(hpn(INITIAL_PIECES, "e8", 'w', 1), SPEC_INITIAL_HPN);
}

#[test]
fn initial_position_round_trip() {
    let initial = Position::initial();
    assert_eq!(initial.to_hpn(), SPEC_INITIAL_HPN);
    assert_eq!(initial.to_string(), SPEC_INITIAL_HPN);
    let parsed = Position::from_hpn(SPEC_INITIAL_HPN).expect("the initial position parses");
    assert_eq!(parsed, initial);
    assert_eq!(parsed.to_hpn(), SPEC_INITIAL_HPN);
    let via_from_str: Position = SPEC_INITIAL_HPN.parse().expect("FromStr");
    assert_eq!(via_from_str, initial);
    assert_eq!(Game::new().position().to_hpn(), SPEC_INITIAL_HPN);
}

/// Section 2's table, square by square.
#[test]
fn initial_position_contents() {
    let p = Position::initial();
    for &(name, c) in INITIAL_PIECES {
        let piece = Piece::from_char(c).expect("piece letter");
        assert_eq!(p.piece_at(sq(name)), Some(piece), "{name}");
        assert_eq!(piece.to_char(), c);
    }
    assert_eq!(p.occupied().len(), 22);
    assert_eq!(p.pieces(Side::White).len(), 11);
    assert_eq!(p.pieces(Side::Black).len(), 11);
    assert_eq!(p.ball(), sq("e8"));
    assert_eq!(p.ball_holder(), None);
    assert_eq!(p.side_to_move(), Side::White);
    assert_eq!(p.turn(), 1);
    assert_eq!(
        Piece::from_char('M'),
        Some(Piece {
            side: Side::White,
            kind: PieceKind::Monkey
        })
    );
    assert_eq!(
        Piece::from_char('h'),
        Some(Piece {
            side: Side::Black,
            kind: PieceKind::Horse
        })
    );
    assert_eq!(Piece::from_char('K'), None);
}

// --- HPN -------------------------------------------------------------------------------

/// "`4E*3` is an Elephant on e8 and the loose ball on f8, while `4E+4` is an Elephant on e8
/// holding the ball."
#[test]
fn hpn_loose_and_held_ball() {
    let loose = hpn(&[("e8", 'E'), ("e1", 'M'), ("e15", 'm')], "f8", 'w', 3);
    assert_eq!(
        loose, "1m1/9/9/9/9/9/9/4E*3/9/9/9/9/9/9/1M1 w 3",
        "helper output"
    );
    let p = Position::from_hpn(&loose).expect("parses");
    assert_eq!(p.piece_at(sq("e8")), Some(white(PieceKind::Elephant)));
    assert_eq!(p.piece_at(sq("f8")), None);
    assert_eq!(p.ball(), sq("f8"));
    assert_eq!(p.ball_holder(), None);
    assert_eq!(p.to_hpn(), loose);

    let held = hpn(&[("e8", 'E'), ("e1", 'M'), ("e15", 'm')], "e8", 'w', 3);
    assert_eq!(held, "1m1/9/9/9/9/9/9/4E+4/9/9/9/9/9/9/1M1 w 3");
    let p = Position::from_hpn(&held).expect("parses");
    assert_eq!(p.ball(), sq("e8"));
    assert_eq!(p.ball_holder(), Some(white(PieceKind::Elephant)));
    assert_eq!(p.to_hpn(), held);
}

/// Hand-built positions survive parse/format unchanged.
#[test]
fn hpn_round_trip_of_hand_positions() {
    let cases = [
        hpn(
            &[("d1", 'h'), ("c2", 'L'), ("c3", 'E'), ("e2", 'M')],
            "c3",
            'w',
            3,
        ),
        hpn(
            &[("a2", 'E'), ("i14", 'e'), ("d15", 'H'), ("f1", 'l')],
            "i2",
            'b',
            2,
        ),
        hpn(&[("e14", 'm'), ("e2", 'M')], "e14", 'b', 100),
        hpn(&[], "a14", 'w', 7),
        hpn(INITIAL_PIECES, "d12", 'b', 12),
    ];
    for text in cases {
        let p = Position::from_hpn(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(p.to_hpn(), text);
    }
}

/// A position with fewer pieces (even no Monkey) is valid: only maxima are checked.
#[test]
fn hpn_accepts_missing_pieces() {
    let text = hpn(&[("e8", 'E'), ("a12", 'h')], "e9", 'w', 3);
    assert!(Position::from_hpn(&text).is_ok());
}

fn rejected(text: &str) -> String {
    match Position::from_hpn(text) {
        Ok(p) => panic!("{text:?} must be rejected, parsed as {}", p.to_hpn()),
        Err(e) => {
            let msg = e.to_string();
            assert!(!msg.is_empty(), "{text:?}: empty message");
            msg
        }
    }
}

/// Replace one rank field of the initial position (fields are listed from rank 15).
fn with_rank(rank: u8, field: &str) -> String {
    let (board, rest) = SPEC_INITIAL_HPN.split_once(' ').expect("three fields");
    let mut fields: Vec<&str> = board.split('/').collect();
    fields[usize::from(15 - rank)] = field;
    format!("{} {}", fields.join("/"), rest)
}

#[test]
fn hpn_rejects_a_rank_with_too_many_squares() {
    let msg = rejected(&with_rank(8, "4*5"));
    assert!(
        msg.contains("rank 8") && msg.contains("10"),
        "message should name rank 8 and its 10 squares: {msg}"
    );
    rejected(&with_rank(8, "4*3"));
}

/// Ranks 1 and 15 have three squares: a piece on a1 (or any 9-square rank 1) is rejected.
#[test]
fn hpn_rejects_squares_that_do_not_exist() {
    rejected(&with_rank(1, "M8"));
    rejected(&with_rank(1, "4M4"));
    rejected(&with_rank(15, "4m4"));
    rejected(&with_rank(1, "1M2"));
}

#[test]
fn hpn_rejects_two_digits_in_a_row() {
    rejected(&with_rank(9, "54"));
    rejected(&with_rank(8, "13*4"));
    rejected(&with_rank(1, "11M"));
}

#[test]
fn hpn_rejects_ball_count_errors() {
    rejected(&with_rank(9, "4*4")); // two balls
    rejected(&with_rank(8, "9")); // no ball
    rejected(&with_rank(3, "1E+1E1E1E+1")); // two held balls
}

#[test]
fn hpn_rejects_the_ball_in_a_goal() {
    let no_ball_on_8 = with_rank(8, "9");
    let loose_in_goal = no_ball_on_8.replace("/1M1 w", "/*M1 w");
    assert!(loose_in_goal.contains("/*M1 w"));
    rejected(&loose_in_goal);
    let held_in_goal = no_ball_on_8.replace("/1M1 w", "/1M+1 w");
    rejected(&held_in_goal);
    // A Black Horse holding the ball in White's goal.
    rejected(&hpn(&[("d1", 'h'), ("e15", 'm')], "d1", 'b', 2));
}

#[test]
fn hpn_rejects_a_monkey_outside_its_area() {
    rejected(&hpn(&[("e4", 'M')], "e8", 'w', 3));
    rejected(&hpn(&[("b2", 'M')], "e8", 'w', 3));
    rejected(&hpn(&[("e15", 'M')], "e8", 'w', 3)); // the other side's goal
    rejected(&hpn(&[("e13", 'M')], "e8", 'w', 3)); // the other side's area
    rejected(&hpn(&[("e3", 'm')], "e8", 'w', 3));
    rejected(&hpn(&[("e12", 'm')], "e8", 'w', 3));
    // Inside its own area or goal is fine.
    for at in ["c2", "g3", "d1", "f1"] {
        assert!(Position::from_hpn(&hpn(&[(at, 'M')], "e8", 'w', 3)).is_ok());
    }
}

#[test]
fn hpn_rejects_too_many_pieces_of_a_kind() {
    let mut three_lions = INITIAL_PIECES.to_vec();
    three_lions.push(("e5", 'L'));
    rejected(&hpn(&three_lions, "e8", 'w', 1));
    let mut five_horses = INITIAL_PIECES.to_vec();
    five_horses.push(("e10", 'h'));
    rejected(&hpn(&five_horses, "e8", 'w', 1));
    let mut five_elephants = INITIAL_PIECES.to_vec();
    five_elephants.push(("e6", 'E'));
    rejected(&hpn(&five_elephants, "e8", 'w', 1));
    rejected(&hpn(&[("e2", 'M'), ("d2", 'M')], "e8", 'w', 3));
}

/// "the side must agree with the turn": White on odd turns, Black on even.
#[test]
fn hpn_rejects_side_and_turn_mismatch() {
    let board = SPEC_INITIAL_HPN.trim_end_matches(" w 1");
    rejected(&format!("{board} b 1"));
    rejected(&format!("{board} w 2"));
    rejected(&format!("{board} b 3"));
    rejected(&format!("{board} w 0"));
    assert!(Position::from_hpn(&format!("{board} b 2")).is_ok());
    assert!(Position::from_hpn(&format!("{board} w 3")).is_ok());
}

/// "a string that formats differently from how it parses is not canonical and is rejected"
#[test]
fn hpn_rejects_non_canonical_forms() {
    let board = SPEC_INITIAL_HPN.trim_end_matches(" w 1");
    for text in [
        format!("{board} w 01"),
        format!("{board} w +1"),
        format!("{board}  w 1"),
        format!("{board} w 1 "),
        format!(" {board} w 1"),
        format!("{board}\tw 1"),
        format!("{board} W 1"),
        format!("{board} w"),
        format!("{board} w 1 x"),
        format!("{board}/ w 1"),
        with_rank(7, "0*8"),
        with_rank(8, "4+4"),
    ] {
        rejected(&text);
    }
}

#[test]
fn hpn_rejects_garbage() {
    for text in [
        "",
        " ",
        "w 1",
        "1m1/2l3l2 w 1",
        "1m1/2l3l2/1e1e1e1e1/1h1h1h1h1/9/9/9/4*4/9/9/9/1H1H1H1H1/1E1E1E1E1/2L3L2 w 1",
        "1m1/2l3l2/1e1e1e1e1/1h1h1h1h1/9/9/9/4*4/9/9/9/1H1H1H1H1/1E1E1E1E1/2L3L2/1M1/3 w 1",
        "1m1/2l3l2/1e1e1e1e1/1h1h1h1h1/9/9/9/4*4/9/9/9/1H1H1H1H1/1E1E1E1E1/2K3L2/1M1 w 1",
        "1m1/2l3l2/1e1e1e1e1/1h1h1h1h1/9/9/9/4*4/9/9/9/1H1H1H1H1/1E1E1E1E1/2L3L2/1M1 x 1",
        "1m1/2l3l2/1e1e1e1e1/1h1h1h1h1/9/9/9/4*4/9/9/9/1H1H1H1H1/1E1E1E1E1/2L3L2/1M1 w -1",
        "1m1/2l3l2/1e1e1e1e1/1h1h1h1h1/9/9/9/4*4/9/9/9/1H1H1H1H1/1E1E1E1E1/2L3L2/1M1 w 99999999999999999999",
        "1m1/2l3l2/1e1e1e1e1/1h1h1h1h1/9/9/9/4*4/9/9/9/1H1H1H1H1/1E1E1E1E1/2L3L2/1M1 w 1é",
        "+m1/2l3l2/1e1e1e1e1/1h1h1h1h1/9/9/9/4*4/9/9/9/1H1H1H1H1/1E1E1E1E1/2L3L2/1M1 w 1",
        "//////////////// w 1",
    ] {
        rejected(text);
    }
}

// --- HSN ---------------------------------------------------------------------------------

/// Every action form of section 9 parses to the expected action and formats back.
#[test]
fn hsn_round_trip_of_every_form() {
    let cases = [
        ("b4-c6", mv("b4", "c6")),
        ("d1-b2", mv("d1", "b2")),
        ("e8=e9", dribble("e8", "e9")),
        ("e14=e15", dribble("e14", "e15")),
        ("e8>f10", kick("e8", "f10")),
        ("c11>e13>e9", kick_via("c11", "e13", "e9")),
        ("d13>e15>a11", kick_via("d13", "e15", "a11")),
        ("xc6", remove("c6")),
        ("xi14", remove("i14")),
        ("end", END),
    ];
    for (text, action) in cases {
        let parsed: Action = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(parsed, action, "{text}");
        assert_eq!(action.to_string(), text);
    }
}

/// Every action the engine lists formats to HSN that parses back to the same action.
#[test]
fn hsn_round_trip_of_listed_actions() {
    let games = [
        Game::new(),
        game(
            &[("d11", 'E'), ("e13", 'm'), ("c11", 'h'), ("e1", 'M')],
            "d11",
            'w',
            3,
        ),
        game(
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
        ),
    ];
    for g in games {
        let actions = g.legal_actions();
        assert!(!actions.is_empty());
        for a in actions {
            let text = a.to_string();
            assert_eq!(text.parse::<Action>().ok(), Some(a), "{text}");
        }
    }
}

#[test]
fn hsn_rejects_garbage_with_a_message() {
    for text in [
        "",
        "b4",
        "b4-",
        "-c6",
        "b4-c6x",
        "b4c6",
        "b4--c6",
        "b4 c6",
        "e8>>f9",
        "e8>f10>",
        "e8>f10>e9>e7",
        "e8=e9=e10",
        "e8=",
        "x",
        "xx",
        "xc",
        "x c6",
        "ende",
        "en",
        "b4-c6-d8",
        "z9-c6",
        "b4-c16",
        "b4-c0",
        "b4_c6",
        "B4-C6",
        "a1-b2",
        "b2-a1",
        "xa1",
        "c15>e13>e9",
        "é4-c6",
        "e8>f10>a1",
    ] {
        match text.parse::<Action>() {
            Ok(a) => panic!("{text:?} must not parse (got {a})"),
            Err(e) => assert!(!e.to_string().is_empty(), "{text:?}: empty message"),
        }
    }
}

/// "says what and where": the bad square is named.
#[test]
fn hsn_error_names_the_bad_part() {
    let err = "a1-b2".parse::<Action>().expect_err("a1 is not a square");
    assert!(err.to_string().contains("a1"), "{err}");
    let err = "b4-z9".parse::<Action>().expect_err("z9 is not a square");
    assert!(err.to_string().contains("z9"), "{err}");
}
