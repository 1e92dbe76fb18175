//! Spec section 6: a turn is 1 to 4 steps (2 on White's first turn), ended by the player
//! or by itself, and must change the position.

use crate::common_rules;

use arbiter::games::hanniball::rules::*;
use common_rules::*;

/// A quiet position: White to move on turn 3 with an Elephant free to walk up the a-file.
const QUIET: &[(&str, char)] = &[("a5", 'E'), ("e1", 'M'), ("e15", 'm'), ("d12", 'h')];

fn quiet() -> Game {
    game(QUIET, "i10", 'w', 3)
}

/// "The turn ends when the player ends it, after at least one step".
#[test]
fn end_needs_at_least_one_step() {
    let mut g = quiet();
    assert_eq!(g.steps_taken(), 0);
    assert_illegal_code(&mut g, END, "END_WITHOUT_STEP");
    play(&mut g, mv("a5", "a6"));
    assert_legal(&g, END);
    let applied = play(&mut g, END);
    assert!(applied.turn_ended);
    assert_eq!(g.side_to_move(), Side::Black);
    assert_eq!(g.turn(), 4);
    assert_eq!(g.steps_taken(), 0);
    let expected = hpn(
        &[("a6", 'E'), ("e1", 'M'), ("e15", 'm'), ("d12", 'h')],
        "i10",
        'b',
        4,
    );
    assert_eq!(now(&g), expected);
    assert_eq!(g.turn_start().to_hpn(), expected);
    // Black's new turn cannot be ended before a step either.
    assert_illegal_code(&mut g, END, "END_WITHOUT_STEP");
}

/// "... or by itself once the step limit is used": four steps, then Black on turn 4.
#[test]
fn the_turn_ends_by_itself_after_four_steps() {
    let mut g = quiet();
    assert_eq!(g.step_limit(), 4);
    let path = ["a5", "a6", "a7", "a8", "a9"];
    for (i, w) in path.windows(2).enumerate() {
        assert_eq!(g.steps_left(), 4 - i as u8);
        assert_eq!(g.side_to_move(), Side::White);
        let applied = play(&mut g, mv(w[0], w[1]));
        assert_eq!(applied.turn_ended, i == 3, "step {}", i + 1);
    }
    assert_eq!(g.side_to_move(), Side::Black);
    assert_eq!(g.turn(), 4);
    assert_eq!(g.steps_taken(), 0);
    assert_eq!(g.step_limit(), 4);
    let expected = hpn(
        &[("a9", 'E'), ("e1", 'M'), ("e15", 'm'), ("d12", 'h')],
        "i10",
        'b',
        4,
    );
    assert_eq!(now(&g), expected);
    assert_eq!(g.turn_start().to_hpn(), expected);
    // The record shows the completed turn and a new, empty one.
    let turns = g.turns();
    assert_eq!(turns.len(), 2);
    assert_eq!(turns[0].len(), 4);
    assert!(turns[1].is_empty());
}

/// "White's very first turn (turn 1) has at most 2" steps.
#[test]
fn white_first_turn_has_at_most_two_steps() {
    let mut g = Game::new();
    assert_eq!(g.turn(), 1);
    assert_eq!(g.step_limit(), 2);
    let applied = play(&mut g, mv("b4", "a6"));
    assert!(!applied.turn_ended);
    assert_eq!(g.steps_left(), 1);
    let applied = play(&mut g, mv("d4", "e6"));
    assert!(applied.turn_ended);
    assert_eq!(g.side_to_move(), Side::Black);
    assert_eq!(g.turn(), 2);
    assert_eq!(g.step_limit(), 4);
    let pieces: Vec<(&str, char)> = INITIAL_PIECES
        .iter()
        .map(|&(s, c)| match s {
            "b4" => ("a6", c),
            "d4" => ("e6", c),
            _ => (s, c),
        })
        .collect();
    assert_eq!(now(&g), hpn(&pieces, "e8", 'b', 2));
}

/// The limit depends on the turn number only: a position given at "w 1" also has 2 steps,
/// later turns of either side 4.
#[test]
fn step_limit_by_turn_number() {
    assert_eq!(game(QUIET, "i10", 'w', 1).step_limit(), 2);
    assert_eq!(game(QUIET, "i10", 'b', 2).step_limit(), 4);
    assert_eq!(game(QUIET, "i10", 'w', 3).step_limit(), 4);
    assert_eq!(game(QUIET, "i10", 'b', 10).step_limit(), 4);
}

/// "Ending is illegal while the position equals the turn-start position"; "a step that
/// would use up the limit and restore the turn-start position is illegal".
#[test]
fn the_position_must_change() {
    let mut g = quiet();
    play(&mut g, mv("a5", "a6"));
    play(&mut g, mv("a6", "a5"));
    assert_eq!(now(&g), g.turn_start().to_hpn());
    assert_illegal_code(&mut g, END, "MUST_CHANGE_POSITION");
    play(&mut g, mv("a5", "a6"));
    // Step 4 is the last: going back to a5 would end the turn unchanged.
    assert_eq!(g.steps_left(), 1);
    assert_illegal_code(&mut g, mv("a6", "a5"), "MUST_CHANGE_POSITION");
    assert_legal(&g, mv("a6", "a7"));
    assert_legal(&g, END);
}

/// Same on White's 2-step first turn: the second step may not undo the first.
#[test]
fn first_turn_second_step_may_not_restore_the_start() {
    let mut g = Game::new();
    play(&mut g, mv("b4", "a6"));
    // a6-b4 is a free jump (a5, b5 empty) but would end the turn unchanged.
    assert_illegal_code(&mut g, mv("a6", "b4"), "MUST_CHANGE_POSITION");
    assert_legal(&g, mv("a6", "c5"));
    assert_legal(&g, END);
}

/// "Positions are equal when every square holds the same piece and the ball is on the
/// same square": leaving the ball and taking it back is no change.
#[test]
fn leaving_the_ball_and_taking_it_back_is_no_change() {
    let mut g = game(QUIET, "a5", 'w', 3);
    play(&mut g, mv("a5", "b5"));
    play(&mut g, mv("b5", "a5"));
    assert_illegal_code(&mut g, END, "MUST_CHANGE_POSITION");
}

/// The ball moving alone is a change.
#[test]
fn moving_only_the_ball_is_a_change() {
    let mut g = game(
        &[("e8", 'E'), ("f10", 'H'), ("e1", 'M'), ("e15", 'm')],
        "e8",
        'w',
        3,
    );
    play(&mut g, kick("e8", "f10"));
    assert_legal(&g, END);
}

/// A ricochet straight back to the kicker leaves the position unchanged: a legal step
/// unless it is the turn's last allowed step (engine-api ruling).
#[test]
fn ricochet_back_to_the_kicker_is_legal_unless_it_is_the_last_step() {
    let mut g = game(
        &[
            ("e4", 'L'),
            ("e3", 'M'),
            ("a5", 'E'),
            ("e15", 'm'),
            ("d12", 'h'),
        ],
        "e4",
        'w',
        3,
    );
    let start = now(&g);
    play(&mut g, kick_via("e4", "e3", "e4"));
    assert_eq!(now(&g), start);
    assert_eq!(g.steps_taken(), 1);
    assert_illegal_code(&mut g, END, "MUST_CHANGE_POSITION");
    play(&mut g, mv("a5", "a6"));
    play(&mut g, mv("a6", "a5"));
    assert_eq!(g.steps_left(), 1);
    assert_illegal_code(&mut g, kick_via("e4", "e3", "e4"), "MUST_CHANGE_POSITION");
    assert_legal(&g, kick_via("e4", "e3", "e5"));
}

/// Turn numbers count every completed turn; White moves on odd, Black on even turns.
#[test]
fn sides_alternate_and_turns_count_up() {
    let mut g = quiet();
    play_all(&mut g, &["a5-a6", "end", "d12-e10", "end"]);
    assert_eq!(g.side_to_move(), Side::White);
    assert_eq!(g.turn(), 5);
    assert_eq!(
        now(&g),
        hpn(
            &[("a6", 'E'), ("e1", 'M'), ("e15", 'm'), ("e10", 'h')],
            "i10",
            'w',
            5
        )
    );
}

/// Only the player whose turn it is takes steps.
#[test]
fn the_opponent_cannot_take_a_step() {
    let mut g = quiet();
    let err = assert_illegal(&mut g, mv("d12", "e10"));
    assert!(
        matches!(err.code(), "NOT_YOUR_PIECE" | "NOT_YOUR_TURN"),
        "unexpected reason {}",
        err.code()
    );
}

/// A refused step leaves the game as it was (apply is atomic).
#[test]
fn a_refused_step_changes_nothing() {
    let mut g = quiet();
    play(&mut g, mv("a5", "a6"));
    let before = (now(&g), g.steps_taken(), g.turns().to_vec());
    assert!(g.apply(mv("a6", "a8")).is_err());
    assert_eq!((now(&g), g.steps_taken(), g.turns().to_vec()), before);
}

/// Taking back a step restores the position; nothing before the turn's first step.
#[test]
fn undo_step_stays_within_the_turn() {
    let mut g = quiet();
    let start = now(&g);
    play(&mut g, mv("a5", "a6"));
    assert_eq!(g.undo_step().ok(), Some(mv("a5", "a6")));
    assert_eq!(now(&g), start);
    assert_eq!(g.steps_taken(), 0);
    assert_eq!(
        g.undo_step().map_err(|e| e.code()).err(),
        Some("NOTHING_TO_UNDO")
    );
    play_all(&mut g, &["a5-a6", "end"]);
    // Black's turn has no step yet: White's turn cannot be taken back.
    assert_eq!(
        g.undo_step().map_err(|e| e.code()).err(),
        Some("NOTHING_TO_UNDO")
    );
}
