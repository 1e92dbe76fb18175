//! Spec section 7: goals, own goals, the freezone, no legal action, resignation.

use crate::common_rules;

use arbiter::games::hanniball::rules::*;
use common_rules::*;

fn assert_finished(g: &mut Game, status: Status) {
    assert_eq!(g.status(), status);
    assert!(g.legal_actions().is_empty(), "no action after the end");
    assert_illegal_code(g, END, "GAME_OVER");
}

/// "The ball coming to rest in a goal square, kicked ... ends the game at once: the owner
/// of that goal loses." Black's Monkey is away from e15, so nothing ricochets.
#[test]
fn goal_by_kick() {
    let mut g = game(
        &[("d13", 'E'), ("c14", 'm'), ("e1", 'M'), ("a12", 'h')],
        "d13",
        'w',
        3,
    );
    let applied = play(&mut g, kick("d13", "e15"));
    let outcome = Outcome {
        winner: Side::White,
        reason: Reason::Goal,
    };
    assert_eq!(applied.outcome, Some(outcome));
    assert_eq!(applied.ball_to, sq("e15"));
    assert_finished(&mut g, Status::Over(outcome));
}

/// A Horse kicking to the neighbouring goal square.
#[test]
fn goal_by_horse_kick() {
    let mut g = game(
        &[("e14", 'H'), ("c14", 'm'), ("e1", 'M'), ("a12", 'h')],
        "e14",
        'w',
        3,
    );
    play(&mut g, kick("e14", "f15"));
    assert_finished(&mut g, over(Side::White, Reason::Goal));
}

/// "... kicked or carried".
#[test]
fn goal_by_carrying() {
    let mut g = game(
        &[("e14", 'E'), ("c14", 'm'), ("e1", 'M'), ("a12", 'h')],
        "e14",
        'w',
        3,
    );
    let applied = play(&mut g, dribble("e14", "e15"));
    assert_eq!(
        applied.outcome,
        Some(Outcome {
            winner: Side::White,
            reason: Reason::Goal
        })
    );
    assert_finished(&mut g, over(Side::White, Reason::Goal));
}

/// Black scores in White's goal.
#[test]
fn black_scores_by_kick() {
    let mut g = game(
        &[("e3", 'e'), ("c2", 'M'), ("e15", 'm'), ("a5", 'H')],
        "e3",
        'b',
        4,
    );
    play(&mut g, kick("e3", "d1"));
    assert_finished(&mut g, over(Side::Black, Reason::Goal));
}

/// "(carrying or kicking into your own goal loses)": own goal by kick.
#[test]
fn own_goal_by_kick() {
    let mut g = game(
        &[("d3", 'E'), ("c2", 'M'), ("e15", 'm'), ("a12", 'h')],
        "d3",
        'w',
        3,
    );
    assert_legal(&g, kick("d3", "e1"));
    let applied = play(&mut g, kick("d3", "e1"));
    assert_eq!(
        applied.outcome,
        Some(Outcome {
            winner: Side::Black,
            reason: Reason::OwnGoal
        })
    );
    assert_finished(&mut g, over(Side::Black, Reason::OwnGoal));
}

/// Own goal by carrying.
#[test]
fn own_goal_by_carrying() {
    let mut g = game(
        &[("e2", 'E'), ("c2", 'M'), ("e15", 'm'), ("a12", 'h')],
        "e2",
        'w',
        3,
    );
    play(&mut g, dribble("e2", "e1"));
    assert_finished(&mut g, over(Side::Black, Reason::OwnGoal));
}

/// The Monkey may step into its goal, but carrying the ball there is an own goal.
#[test]
fn own_goal_by_the_monkey_carrying() {
    let mut g = game(&[("e2", 'M'), ("e15", 'm'), ("a12", 'h')], "e2", 'w', 3);
    play(&mut g, dribble("e2", "e1"));
    assert_finished(&mut g, over(Side::Black, Reason::OwnGoal));
}

/// Black's own goal.
#[test]
fn black_own_goal_by_carrying() {
    let mut g = game(
        &[("f14", 'l'), ("c14", 'm'), ("e1", 'M'), ("a5", 'H')],
        "f14",
        'b',
        4,
    );
    play(&mut g, dribble("f14", "f15"));
    assert_finished(&mut g, over(Side::White, Reason::OwnGoal));
}

/// "The rest of the turn is void": a goal on the first step ends the game with steps left.
#[test]
fn the_rest_of_the_turn_is_void() {
    let mut g = game(
        &[
            ("d13", 'E'),
            ("g8", 'E'),
            ("c14", 'm'),
            ("e1", 'M'),
            ("a12", 'h'),
        ],
        "d13",
        'w',
        3,
    );
    play(&mut g, kick("d13", "e15"));
    assert_illegal_code(&mut g, mv("g8", "g9"), "GAME_OVER");
    assert_eq!(g.status(), over(Side::White, Reason::Goal));
}

/// The freezone: a Black Horse standing in White's goal without the ball cannot be taken;
/// the only way to give it the ball is to kick into White's own goal, which loses.
#[test]
fn the_freezone() {
    let mut g = game(
        &[
            ("d1", 'h'),
            ("c2", 'L'),
            ("c3", 'E'),
            ("e2", 'M'),
            ("e15", 'm'),
        ],
        "c3",
        'w',
        3,
    );
    assert_illegal_code(&mut g, mv("c2", "d1"), "ENEMY_WITHOUT_BALL");
    assert_illegal_code(&mut g, mv("e2", "d1"), "ENEMY_WITHOUT_BALL");
    assert_legal(&g, kick("c3", "d1"));
    play(&mut g, kick("c3", "d1"));
    assert_finished(&mut g, over(Side::Black, Reason::OwnGoal));
}

/// engine-api ruling: a kick onto a (non-Monkey) piece standing in a goal puts the ball in
/// that goal. A White Horse standing in Black's goal receives a pass: White scores.
#[test]
fn pass_to_a_piece_standing_in_the_enemy_goal_scores() {
    let mut g = game(
        &[("d13", 'E'), ("e15", 'H'), ("c14", 'm'), ("e1", 'M')],
        "d13",
        'w',
        3,
    );
    play(&mut g, kick("d13", "e15"));
    assert_finished(&mut g, over(Side::White, Reason::Goal));
}

/// "A player who has no legal step (including ending the turn) when it is his to make
/// loses." Black captures White's last piece and ends the turn: White has nothing to move
/// (no piece, and no penalty: Black is not clustered and White has no piece to obstruct).
#[test]
fn no_legal_action_loses() {
    let mut g = game(&[("e8", 'E'), ("d6", 'h'), ("e15", 'm')], "e8", 'b', 4);
    let applied = play(&mut g, mv("d6", "e8"));
    assert_eq!(
        applied.captured,
        Some((sq("e8"), white(PieceKind::Elephant)))
    );
    assert_eq!(applied.outcome, None);
    assert_eq!(g.status(), Status::Ongoing);
    let applied = play(&mut g, END);
    let outcome = Outcome {
        winner: Side::Black,
        reason: Reason::NoLegalAction,
    };
    assert_eq!(applied.outcome, Some(outcome));
    assert_finished(&mut g, Status::Over(outcome));
}

/// "A player may resign at any time; the opponent wins." Also the side not to move.
#[test]
fn resignation() {
    let mut g = Game::new();
    let outcome = g
        .resign(Side::Black)
        .expect("Black may resign on White's turn");
    assert_eq!(
        outcome,
        Outcome {
            winner: Side::White,
            reason: Reason::Resignation
        }
    );
    assert_finished(&mut g, over(Side::White, Reason::Resignation));
    assert!(g.resign(Side::White).is_err(), "the game is already over");
}

#[test]
fn resignation_in_the_middle_of_a_turn() {
    let mut g = Game::new();
    play(&mut g, mv("b4", "a6"));
    let outcome = g.resign(Side::White).expect("White may resign mid-turn");
    assert_eq!(outcome.winner, Side::Black);
    assert_eq!(outcome.reason, Reason::Resignation);
    assert_finished(&mut g, over(Side::Black, Reason::Resignation));
}
