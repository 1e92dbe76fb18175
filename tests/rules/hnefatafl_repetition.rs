//! Copenhagen's perpetual repetition rule, a rule option ([`Rules::perpetual_repetition`]):
//! "Perpetual repetitions are forbidden. Any perpetual repetition results in a loss for
//! white." A move after which the position (board and side to move) stands for the third time
//! ends the game, and the defenders lose whichever side made the move; a capture starts the
//! count afresh; without the option the seed's rules track no repetition.

use crate::hnefatafl_common;

use arbiter::games::hnefatafl::rules::{Game, Outcome, Position, Reason, Rules, Side, Status};
use hnefatafl_common::mv;

const WITH: Rules = Rules {
    perpetual_repetition: true,
};

/// The King on a6 with free lines, attackers on f8, f5 and d1, a defender on f1; attackers to
/// move.
const SHUTTLE: &str = "11/11/11/5t5/11/K10/5t5/11/11/11/3t1T5 a";

fn game(tpn: &str, rules: Rules) -> Game {
    Game::with_rules(Position::from_tpn(tpn).expect("position"), rules)
}

fn play(g: &mut Game, moves: &[&str]) {
    for m in moves {
        g.apply(mv(m))
            .unwrap_or_else(|e| panic!("{m} is legal here: {e}"));
    }
}

const DEFENDERS_LOSE: Status = Status::Over(Outcome {
    winner: Side::Attackers,
    reason: Reason::PerpetualRepetition,
});

#[test]
fn the_third_time_a_position_stands_the_defenders_lose() {
    let mut g = game(SHUTTLE, WITH);
    // The start position stands for the second time after four moves, the third after eight.
    play(&mut g, &["f8-f9", "f1-g1", "f9-f8", "g1-f1"]);
    assert_eq!(g.status(), Status::Ongoing);
    play(&mut g, &["f8-f9", "f1-g1", "f9-f8"]);
    assert_eq!(
        g.status(),
        Status::Ongoing,
        "each position so far stood twice at most"
    );
    let last = g.preview(mv("g1-f1")).expect("legal");
    assert_eq!(
        last.outcome,
        Some(Outcome {
            winner: Side::Attackers,
            reason: Reason::PerpetualRepetition
        }),
        "preview tells"
    );
    let applied = g.apply(mv("g1-f1")).expect("legal");
    assert_eq!(
        applied.outcome,
        Some(Outcome {
            winner: Side::Attackers,
            reason: Reason::PerpetualRepetition
        })
    );
    assert_eq!(g.status(), DEFENDERS_LOSE);
    assert!(g.legal_moves().is_empty());
}

#[test]
fn the_defenders_lose_even_when_the_attackers_complete_the_repetition() {
    // The same pieces, the defenders to move: the start position now stands after the
    // attackers' moves, and its third time comes with an attackers' move.
    let mut g = game(&SHUTTLE.replace(" a", " d"), WITH);
    play(
        &mut g,
        &[
            "f1-g1", "f8-f9", "g1-f1", "f9-f8", "f1-g1", "f8-f9", "g1-f1",
        ],
    );
    assert_eq!(g.status(), Status::Ongoing);
    let applied = g.apply(mv("f9-f8")).expect("legal");
    assert_eq!(
        applied.outcome,
        Some(Outcome {
            winner: Side::Attackers,
            reason: Reason::PerpetualRepetition
        })
    );
    assert_eq!(g.status(), DEFENDERS_LOSE);
}

#[test]
fn counting_goes_on_after_a_capture() {
    // The King on a6; defenders e5 and f1; attackers f8, d5 and f4; attackers to move.
    let mut g = game("11/11/11/5t5/11/K10/3tT6/5t5/11/11/5T5 a", WITH);
    play(&mut g, &["f8-f9", "f1-g1", "f9-f8", "g1-f1"]);
    assert_eq!(
        g.status(),
        Status::Ongoing,
        "the start position stood twice"
    );
    // f4-f5 captures the defender on e5 (between d5 and f5): no earlier position can stand
    // again, and the count goes on from the position after the capture.
    let capture = g.apply(mv("f4-f5")).expect("legal");
    assert!(capture.captured.any(), "{capture:?}");
    play(
        &mut g,
        &[
            "f1-g1", "f8-f9", "g1-f1", "f9-f8", "f1-g1", "f8-f9", "g1-f1",
        ],
    );
    assert_eq!(
        g.status(),
        Status::Ongoing,
        "each position since the capture stood twice at most"
    );
    g.apply(mv("f9-f8")).expect("legal");
    assert_eq!(g.status(), DEFENDERS_LOSE);
}

#[test]
fn without_the_option_repetitions_are_not_tracked() {
    let mut g = game(SHUTTLE, Rules::default());
    for _ in 0..20 {
        play(&mut g, &["f8-f9", "f1-g1", "f9-f8", "g1-f1"]);
    }
    assert_eq!(g.status(), Status::Ongoing);
    assert_eq!(g.moves().len(), 80);
}

#[test]
fn the_option_is_kept_in_storage_and_in_records() {
    let mut g = game(SHUTTLE, WITH);
    play(&mut g, &["f8-f9", "f1-g1", "f9-f8", "g1-f1", "f8-f9"]);
    let stored = Game::decode(&g.encode()).expect("decodes");
    assert_eq!(stored, g);
    assert_eq!(stored.rules(), WITH);
    let record = g.to_record();
    assert!(
        record.contains("[Rules \"perpetual-repetition\"]"),
        "{record}"
    );
    let read = Game::from_record(&record).expect("reads");
    assert_eq!(read, g);
    // Played on, the replayed game still ends by the rule.
    let mut read = read;
    play(&mut read, &["f1-g1", "f9-f8"]);
    read.apply(mv("g1-f1")).expect("legal");
    assert_eq!(read.status(), DEFENDERS_LOSE);
    // A game without the option stores and records none.
    let plain = game(SHUTTLE, Rules::default());
    assert!(!plain.to_record().contains("Rules"));
    assert_eq!(
        Game::decode(&plain.encode()).expect("decodes").rules(),
        Rules::default()
    );
    // A record naming an option the game does not have is refused, with the line.
    let bad = Game::from_record("[Rules \"threefold-draw\"]\n\n1. d1-d3\n").expect_err("refused");
    assert!(bad.to_string().contains("line 1"), "{bad}");
    assert!(bad.to_string().contains("perpetual-repetition"), "{bad}");
}

#[test]
fn a_finished_record_states_the_reason() {
    let mut g = game(SHUTTLE, WITH);
    play(
        &mut g,
        &[
            "f8-f9", "f1-g1", "f9-f8", "g1-f1", "f8-f9", "f1-g1", "f9-f8", "g1-f1",
        ],
    );
    let record = g.to_record();
    assert!(
        record.contains("[Reason \"perpetual repetition\"]"),
        "{record}"
    );
    assert!(record.contains("[Result \"attackers\"]"), "{record}");
    assert_eq!(
        Game::from_record(&record).expect("reads").status(),
        DEFENDERS_LOSE
    );
}
