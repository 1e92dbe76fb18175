//! Notations and records: TPN, move notation, the text record and the stored form — exact
//! round trips, and errors that say what is wrong and where.

use crate::hnefatafl_common;

use arbiter::games::hnefatafl::rules::{
    DecodeError, Game, IllegalMove, MoveError, Position, Reason, RecordError, START_TPN, Side,
    Status, TpnError,
};
use hnefatafl_common::{game, mv, play, sq};

#[test]
fn the_start_position_reads_and_prints_exactly() {
    let p = Position::from_tpn(START_TPN).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(p, Position::start());
    assert_eq!(p.to_tpn(), START_TPN);
    assert_eq!(
        START_TPN,
        "3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3 a"
    );
}

#[test]
fn tpn_lists_rank_11_first_and_files_a_to_k() {
    let p = Position::from_tpn(
        "10K/11/11/11/11/11/11/11/11/1t9/T10 d", /* K k11; T a1; t b2 */
    );
    assert!(p.is_err(), "a defender on the corner a1 is refused");
    let p = Position::from_tpn(
        "10K/11/11/11/11/11/11/11/11/t10/1T9 a", /* K k11; T b1; t a2 */
    )
    .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(p.king(), Some(sq("k11")));
    assert!(p.defenders().contains(sq("b1")));
    assert!(p.attackers().contains(sq("a2")));
}

#[test]
fn tpn_errors_say_what_and_where() {
    let cases: &[(&str, TpnError)] = &[
        ("11/11/11/11/11/11/11/11/11/11 a", TpnError::RankCount(10)),
        ("11/11/11/11/11/11/11/11/11/11/11", TpnError::Fields(1)),
        ("11/11/11/11/11/11/11/11/11/11/11 a b", TpnError::Fields(3)),
        (
            "11/11/11/11/11/11/11/11/11/11/11 x",
            TpnError::BadSide("x".into()),
        ),
        (
            "11/11/11/11/11/11/11/11/11/11/10 d",
            TpnError::RankLength { rank: 1, found: 10 },
        ),
        (
            "11/11/11/11/11/11/11/11/11/11/12 d",
            TpnError::BadCount {
                rank: 1,
                column: 1,
                count: "12".into(),
            },
        ),
        (
            "11/11/11/11/11/11/11/11/11/11/5x5 d",
            TpnError::BadChar {
                rank: 1,
                column: 2,
                ch: 'x',
            },
        ),
        (
            "11/11/11/11/11/11/11/11/11/11/K11 d",
            TpnError::RankLength { rank: 1, found: 12 },
        ),
        ("11/11/11/11/11/11/11/11/11/11/11 a", TpnError::NoKing),
    ];
    for (text, expected) in cases {
        assert_eq!(Position::from_tpn(text).as_ref(), Err(expected), "{text}");
        assert!(!expected.to_string().is_empty());
    }
    assert_eq!(
        Position::from_tpn(&format!("{START_TPN} ")),
        Err(TpnError::Fields(3))
    );
    // Two numbers in a row read as one, which is then too large.
    assert!(matches!(
        Position::from_tpn("11/11/11/11/11/11/11/11/11/11/56 d"),
        Err(TpnError::BadCount { .. })
    ));
    assert!(matches!(
        Position::from_tpn("11/11/11/11/11/5K5/4K6/11/11/11/11 a" /* K f6 e5 */),
        Err(TpnError::TwoKings(_))
    ));
    assert!(matches!(
        Position::from_tpn("11/11/11/11/11/5t5/4K6/11/11/11/11 a" /* K e5; t f6 */),
        Err(TpnError::OnRestricted { .. })
    ));
}

#[test]
fn move_notation_reads_and_prints_exactly() {
    for text in ["d1-d3", "a10-a11", "k1-k11", "f11-f1"] {
        assert_eq!(mv(text).to_string(), text);
    }
    assert_eq!(
        "".parse::<arbiter::games::hnefatafl::rules::Move>(),
        Err(MoveError::Empty)
    );
    assert!(matches!(
        "d1d3".parse::<arbiter::games::hnefatafl::rules::Move>(),
        Err(MoveError::ExpectedDash { at: 3, .. })
    ));
    assert!(matches!(
        "d1-z3".parse::<arbiter::games::hnefatafl::rules::Move>(),
        Err(MoveError::ExpectedSquare { at: 4, .. })
    ));
    assert!(matches!(
        "d1-d3x".parse::<arbiter::games::hnefatafl::rules::Move>(),
        Err(MoveError::Trailing { at: 6, .. })
    ));
    assert!(matches!(
        "d1xd3".parse::<arbiter::games::hnefatafl::rules::Move>(),
        Err(MoveError::ExpectedDash { .. })
    ));
}

fn sample_game() -> Game {
    let mut g = Game::new();
    for m in ["d1-d3", "f4-c4", "h11-h9", "e5-e2", "k4-i4"] {
        play(&mut g, m);
    }
    g
}

#[test]
fn records_are_numbered_move_pairs_and_replay() {
    let g = sample_game();
    let record = g.to_record();
    assert_eq!(
        record,
        "[Result \"*\"]\n\n1. d1-d3 f4-c4\n2. h11-h9 e5-e2\n3. k4-i4\n"
    );
    assert_eq!(Game::from_record(&record), Ok(g));
}

#[test]
fn a_record_of_a_game_from_another_start_names_it() {
    let mut g = game(
        "11/11/7T3/3t7/11/11/11/2tKt6/3t7/9t1/11 d", /* K d4; T h9; t c4 e4 d3 d8 j2 */
    );
    play(&mut g, "h9-h8");
    play(&mut g, "d8-d5");
    assert_eq!(
        g.status().outcome().map(|o| o.reason),
        Some(Reason::KingCaptured)
    );
    let record = g.to_record();
    assert!(record.starts_with("[Start \""), "{record}");
    assert!(record.contains("[Result \"attackers\"]\n[Reason \"king captured\"]"));
    assert!(record.contains("1. ... h9-h8\n2. d8-d5\n"), "{record}");
    assert_eq!(Game::from_record(&record), Ok(g));
}

#[test]
fn a_resignation_is_kept_in_the_record_and_the_stored_form() {
    let mut g = sample_game();
    assert!(g.resign(Side::Attackers).is_ok());
    let record = g.to_record();
    assert!(record.contains("[Result \"defenders\"]\n[Reason \"resignation\"]"));
    assert_eq!(Game::from_record(&record).as_ref(), Ok(&g));
    assert_eq!(Game::decode(&g.encode()).as_ref(), Ok(&g));
}

#[test]
fn record_errors_say_which_line() {
    let bad = |t: &str| Game::from_record(t).err();
    assert!(matches!(
        bad("2. d1-d3"),
        Some(RecordError::MoveNumber {
            line: 1,
            expected: 1,
            ..
        })
    ));
    assert!(matches!(
        bad("1. d1-d3 f4-c4\n\n2. d1-d2"),
        Some(RecordError::Illegal { line: 3, .. })
    ));
    assert!(matches!(
        bad("1. d1-d3 f4-c4 h11-h9"),
        Some(RecordError::LineTooLong { line: 1 })
    ));
    assert!(matches!(
        bad("1. d1d3"),
        Some(RecordError::Syntax { line: 1, .. })
    ));
    assert!(matches!(
        bad("[Foo \"bar\"]"),
        Some(RecordError::UnknownTag { line: 1, .. })
    ));
    assert!(matches!(
        bad("[Result \"white\"]"),
        Some(RecordError::BadValue { line: 1, .. })
    ));
    assert!(matches!(
        bad("1. d1-d3\n[Result \"*\"]"),
        Some(RecordError::BadTag { line: 2 })
    ));
    assert!(matches!(
        bad("[Result \"attackers\"]\n[Reason \"king captured\"]\n\n1. d1-d3"),
        Some(RecordError::ResultMismatch { .. })
    ));
    assert!(matches!(
        bad(&format!(
            "[Start \"{}\"]\n\n1. f4-c4",
            START_TPN.replace(" a", " d")
        )),
        Some(RecordError::Ellipsis { line: 3, number: 1 })
    ));
    let e = bad("1. d1-d3 f4-c4\n2. a4-a1");
    assert!(
        matches!(
            &e,
            Some(RecordError::Illegal {
                line: 2,
                source: IllegalMove::Restricted(_),
                ..
            })
        ),
        "{e:?}"
    );
}

#[test]
fn the_stored_form_is_two_bytes_a_move_and_decodes_to_the_same_game() {
    let g = sample_game();
    let bytes = g.encode();
    assert_eq!(bytes.len(), 3 + 2 * g.moves().len());
    assert_eq!(Game::decode(&bytes).as_ref(), Ok(&g));
    let from_elsewhere = game(
        "11/11/7T3/3t7/11/11/11/2tKt6/3t7/9t1/11 d", /* K d4; T h9; t c4 e4 d3 d8 j2 */
    );
    let bytes = from_elsewhere.encode();
    assert_eq!(bytes.len(), 2 + 32 + 1);
    assert_eq!(Game::decode(&bytes), Ok(from_elsewhere));
}

#[test]
fn damaged_stored_forms_are_refused_with_a_reason() {
    let bytes = sample_game().encode();
    assert_eq!(Game::decode(&[]), Err(DecodeError::Truncated));
    assert_eq!(Game::decode(&[9, 0, 0]), Err(DecodeError::Version(9)));
    assert_eq!(
        Game::decode(&bytes[..bytes.len() - 1]),
        Err(DecodeError::Truncated)
    );
    let mut longer = bytes.clone();
    longer.push(0);
    assert_eq!(Game::decode(&longer), Err(DecodeError::Trailing(1)));
    let mut flags = bytes.clone();
    flags[1] = 0x80;
    assert_eq!(Game::decode(&flags), Err(DecodeError::Malformed("flags")));
    let mut square = bytes.clone();
    square[3] = 121;
    assert_eq!(Game::decode(&square), Err(DecodeError::Malformed("square")));
    let mut illegal = bytes;
    illegal[3] = sq("e6").index() as u8;
    assert!(matches!(
        Game::decode(&illegal),
        Err(DecodeError::Inconsistent(_))
    ));
    // A resignation after the end is inconsistent.
    let mut over = game(
        "11/11/7T3/11/11/11/K10/11/11/9t1/11 d", /* K a5; T h9; t j2 */
    );
    play(&mut over, "a5-a1");
    let mut resigned = over.encode();
    resigned[1] |= 2;
    assert!(matches!(
        Game::decode(&resigned),
        Err(DecodeError::Inconsistent(_))
    ));
    assert_eq!(
        over.status().outcome().map(|o| o.winner),
        Some(Side::Defenders)
    );
    assert_ne!(over.status(), Status::Ongoing);
}
