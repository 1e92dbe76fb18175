//! One test per rule of `docs/chess-football-rules.md`, each from hand-written CFN positions.

use arbiter::games::chess_football::rules::{
    Action, Applied, Game, GoalKind, Kind, Outcome, Phase, Piece, Position, RestartReason, Side,
    Square, Status, WinReason,
};

fn pos(cfn: &str) -> Position {
    Position::from_cfn(cfn).unwrap_or_else(|e| panic!("{cfn}: {e}"))
}

fn game(cfn: &str) -> Game {
    Game::from_position(pos(cfn))
}

fn act(text: &str) -> Action {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn sq(name: &str) -> Square {
    name.parse().unwrap_or_else(|e| panic!("{e}"))
}

fn apply(game: &mut Game, text: &str) -> Applied {
    let before = game.position().to_cfn();
    game.apply(act(text))
        .unwrap_or_else(|e| panic!("{text} refused in {before}: {e}"))
}

/// The refusal code of `text`, checking that the game is left unchanged.
fn refuse(game: &mut Game, text: &str) -> &'static str {
    let before = game.clone();
    let code = match game.apply(act(text)) {
        Ok(_) => panic!("{text} accepted in {}", before.position()),
        Err(e) => e.code(),
    };
    assert_eq!(*game, before, "a refused action changes nothing");
    assert!(!game.legal_actions().contains(&act(text)));
    code
}

fn legal(game: &Game) -> Vec<String> {
    game.legal_actions()
        .iter()
        .map(ToString::to_string)
        .collect()
}

// ---- Placement ----

#[test]
fn the_match_starts_with_white_placing_and_the_ball_on_e4() {
    let g = Game::new();
    let p = g.position();
    assert_eq!(p.phase(), Phase::Place);
    assert_eq!(p.side_to_act(), Side::White);
    assert_eq!(p.ball(), sq("e4"));
    assert_eq!(p.ball_holder(), None);
    assert_eq!(p.kicking_off(), Some(Side::White));
    assert!(legal(&g).iter().all(|a| a.contains('@')));
}

#[test]
fn a_placement_names_an_empty_square_of_the_placers_half() {
    let mut g = Game::new();
    assert_eq!(refuse(&mut g, "N@e5"), "OUTSIDE_OWN_HALF");
    apply(&mut g, "N@b1");
    assert_eq!(refuse(&mut g, "N@b2"), "OUTSIDE_OWN_HALF");
    apply(&mut g, "N@b8");
    assert_eq!(refuse(&mut g, "R@b1"), "SQUARE_OCCUPIED");
}

#[test]
fn the_sides_place_alternately_the_kicking_off_side_first() {
    let mut g = Game::new();
    for (i, a) in ["N@b1", "N@b8", "Q@e4", "q@e5"].iter().enumerate() {
        let side = if i % 2 == 0 { Side::White } else { Side::Black };
        assert_eq!(g.side_to_act(), side);
        if i == 3 {
            // Lower case is no CFA: the letter names the kind for both sides.
            assert!("q@e5".parse::<Action>().is_err());
            apply(&mut g, "Q@e5");
        } else {
            apply(&mut g, a);
        }
    }
    assert_eq!(
        g.position().to_cfn(),
        "1n6/8/8/4q3/4Q+3/8/8/1N6 w place 1 0/0 0-0"
    );
}

#[test]
fn the_king_goes_only_on_its_goal_squares() {
    let mut g = Game::new();
    assert_eq!(refuse(&mut g, "K@a1"), "KING_OFF_GOAL");
    assert_eq!(refuse(&mut g, "K@e2"), "KING_OFF_GOAL");
    let kings: Vec<String> = legal(&g)
        .into_iter()
        .filter(|a| a.starts_with('K'))
        .collect();
    assert_eq!(kings, ["K@c1", "K@d1", "K@e1", "K@f1"]);
    apply(&mut g, "K@c1");
    let kings: Vec<String> = legal(&g)
        .into_iter()
        .filter(|a| a.starts_with('K'))
        .collect();
    assert_eq!(kings, ["K@c8", "K@d8", "K@e8", "K@f8"]);
    apply(&mut g, "K@f8");
    assert_eq!(refuse(&mut g, "K@d1"), "KIND_LIMIT");
}

#[test]
fn no_pawn_on_its_own_goal_squares() {
    let mut g = Game::new();
    assert_eq!(refuse(&mut g, "P@d1"), "PAWN_ON_OWN_GOAL");
    apply(&mut g, "P@a1");
    assert_eq!(refuse(&mut g, "P@e8"), "PAWN_ON_OWN_GOAL");
    apply(&mut g, "P@a8");
}

#[test]
fn a_pawn_is_never_placed_on_the_kick_off_square() {
    let mut g = Game::new();
    // Its diagonal squares d5 and f5 lie in Black's half: it could never kick off.
    assert_eq!(refuse(&mut g, "P@e4"), "PLACEMENT_CANNOT_COMPLETE");
}

#[test]
fn two_bishops_on_one_colour_are_refused() {
    let mut g = game("8/8/8/8/4*3/B7/8/8 b place 1 0/0 0-0");
    apply(&mut g, "B@a6");
    // a3 and c1 are both dark.
    assert_eq!(refuse(&mut g, "B@c1"), "BISHOPS_SAME_COLOUR");
    apply(&mut g, "B@b3");
    apply(&mut g, "B@b6");
    assert_eq!(refuse(&mut g, "B@b1"), "KIND_LIMIT");
}

#[test]
fn the_kinds_keep_to_a_chess_sets_limits() {
    let mut g = game("8/8/8/8/4Q+3/8/8/8 b place 1 0/0 0-0");
    apply(&mut g, "Q@d7");
    assert_eq!(refuse(&mut g, "Q@a1"), "KIND_LIMIT");
    for (w, b) in [("R@a1", "R@a8"), ("R@h1", "R@h8")] {
        apply(&mut g, w);
        apply(&mut g, b);
    }
    assert_eq!(refuse(&mut g, "R@b1"), "KIND_LIMIT");
}

#[test]
fn a_placement_that_makes_the_team_impossible_to_complete_is_refused() {
    // Black has placed three pieces but no King and no Pawn: its three remaining placements
    // must be the King (on f8, the last free goal square) and two Pawns.
    let mut g = game("2qrr3/8/8/8/4Q+3/8/PP6/3K4 b place 1 0/0 0-0");
    assert_eq!(refuse(&mut g, "N@a6"), "PLACEMENT_CANNOT_COMPLETE");
    assert_eq!(refuse(&mut g, "N@f8"), "PLACEMENT_CANNOT_COMPLETE");
    let actions = legal(&g);
    assert!(actions.contains(&"K@f8".to_string()));
    assert_eq!(actions.len(), 1 + 28, "{actions:?}");
    assert!(actions.iter().all(|a| a == "K@f8" || a.starts_with('P')));
}

#[test]
fn the_kick_off_piece_must_have_a_pass_when_the_placement_ends() {
    // White's sixth piece is its last chance to give the Queen on e4 a team-mate to pass to.
    let mut g = game("2k3nr/pp6/8/8/4Q+3/8/PP6/R2K4 w place 1 0/0 0-0");
    assert_eq!(refuse(&mut g, "N@h3"), "PLACEMENT_CANNOT_COMPLETE");
    assert_eq!(refuse(&mut g, "P@a3"), "PLACEMENT_CANNOT_COMPLETE");
    for ok in ["N@e3", "P@h1", "B@c2", "P@a4"] {
        assert!(legal(&g).contains(&ok.to_string()), "{ok}");
    }
    apply(&mut g, "N@e3");
}

#[test]
fn the_piece_placed_on_the_kick_off_square_takes_the_ball() {
    let mut g = Game::new();
    apply(&mut g, "R@e4");
    assert_eq!(
        g.position().ball_holder(),
        Some(Piece::new(Side::White, Kind::Rook))
    );
    assert_eq!(
        g.position().to_cfn(),
        "8/8/8/8/4R+3/8/8/8 b place 1 0/0 0-0"
    );
}

fn placed_teams() -> Game {
    let mut g = Game::new();
    for a in [
        "N@e4", "K@e8", "K@e1", "P@a7", "P@a2", "P@b7", "P@b2", "R@e5", "R@a1", "N@g8", "B@c3",
        "B@c6",
    ] {
        apply(&mut g, a);
    }
    g
}

#[test]
fn when_both_have_placed_six_the_kick_off_follows() {
    let g = placed_teams();
    assert_eq!(g.position().phase(), Phase::Kickoff);
    assert_eq!(g.side_to_act(), Side::White);
    assert_eq!(
        g.position().to_cfn(),
        "4k1n1/pp6/2b5/4r3/4N+3/2B5/PP6/R3K3 w kickoff 1 0/0 0-0"
    );
}

#[test]
fn the_first_move_after_the_placement_is_the_kick_off_pass() {
    let mut g = placed_teams();
    // The Knight on e4 reaches c3, d2, f2 and g3 in White's half: only c3 holds a team-mate.
    assert_eq!(legal(&g), ["e4>c3"]);
    assert_eq!(refuse(&mut g, "e4-d6"), "KICKOFF_PASS_REQUIRED");
    assert_eq!(refuse(&mut g, "a2-a3"), "KICKOFF_PASS_REQUIRED");
    assert_eq!(refuse(&mut g, "N@h2"), "NOT_IN_PLACEMENT");
    assert_eq!(refuse(&mut g, "--"), "KICKOFF_PASS_REQUIRED");
    assert_eq!(refuse(&mut g, "e4>d2"), "PASS_TO_EMPTY");
    let done = apply(&mut g, "e4>c3");
    assert_eq!(
        done.pass_to,
        Some((sq("c3"), Piece::new(Side::White, Kind::Bishop)))
    );
    assert_eq!(g.position().phase(), Phase::Play);
    assert_eq!(
        (
            g.position().moves(Side::White),
            g.position().moves(Side::Black)
        ),
        (1, 0)
    );
    assert_eq!(g.side_to_act(), Side::Black);
}

#[test]
fn placements_do_not_count_as_moves_the_kick_off_pass_does() {
    let g = placed_teams();
    assert_eq!(g.position().moves(Side::White), 0);
    assert_eq!(g.actions().len(), 12);
}

// ---- Moves ----

#[test]
fn pieces_move_as_in_chess_without_castling_or_double_step() {
    let mut g = game("4k3/8/8/8/8/8/P7/R3K+3 w play 1 10/10 0-0");
    assert_eq!(refuse(&mut g, "a2-a4"), "CANNOT_MOVE_THERE");
    assert_eq!(refuse(&mut g, "e1-c1"), "CANNOT_MOVE_THERE");
    assert_eq!(refuse(&mut g, "a1-a3"), "BLOCKED");
    apply(&mut g, "a2-a3");
}

#[test]
fn the_ball_holder_carries_the_ball() {
    let mut g = game("4k3/8/8/8/8/8/8/R+3K3 w play 1 10/10 0-0");
    apply(&mut g, "a1-a6");
    assert_eq!(g.position().ball(), sq("a6"));
    assert_eq!(
        g.position().to_cfn(),
        "4k3/8/R+7/8/8/8/8/4K3 b play 1 11/10 0-0"
    );
}

#[test]
fn the_king_may_leave_his_goal() {
    let mut g = game("4k3/8/8/8/8/8/8/R+3K3 w play 1 10/10 0-0");
    apply(&mut g, "e1-e2");
    apply(&mut g, "e8-d7");
    assert_eq!(
        g.position().to_cfn(),
        "8/3k4/8/8/8/8/4K3/R+7 w play 1 11/11 0-0"
    );
}

#[test]
fn the_ball_holder_can_be_captured_and_the_capturer_holds_the_ball() {
    let mut g = game("4k3/8/8/3p+p3/4P3/8/8/4K3 w play 1 10/10 0-0");
    let done = apply(&mut g, "e4-d5");
    assert_eq!(
        done.captured,
        Some((sq("d5"), Piece::new(Side::Black, Kind::Pawn)))
    );
    assert_eq!(g.position().ball(), sq("d5"));
    assert_eq!(
        g.position().ball_holder(),
        Some(Piece::new(Side::White, Kind::Pawn))
    );
}

#[test]
fn a_piece_without_the_ball_cannot_be_captured() {
    let mut g = game("4k3/8/8/3n4/8/4N+3/8/4K3 w play 1 10/10 0-0");
    assert_eq!(refuse(&mut g, "e3-d5"), "ENEMY_WITHOUT_BALL");
    let mut g = game("4k3/8/8/3n+4/8/4N3/8/4K3 b play 1 11/10 0-0");
    // Now Black holds the ball on d5; White's Knight may take it, not Black's own.
    assert_eq!(refuse(&mut g, "d5-e3"), "ENEMY_WITHOUT_BALL");
}

#[test]
fn a_pawn_captures_only_diagonally_forward_never_straight_ahead() {
    let mut g = game("4k3/8/8/3pp+3/4P3/8/8/4K3 w play 1 10/10 0-0");
    assert_eq!(refuse(&mut g, "e4-e5"), "PAWN_BLOCKED");
    assert_eq!(refuse(&mut g, "e4-d5"), "ENEMY_WITHOUT_BALL");
    let mut g = game("4k3/8/8/3p+p3/4P3/8/8/4K3 w play 1 10/10 0-0");
    assert_eq!(refuse(&mut g, "e4-f5"), "CANNOT_MOVE_THERE");
    assert_eq!(refuse(&mut g, "e4-e5"), "PAWN_BLOCKED");
    apply(&mut g, "e4-d5");
    // A Pawn never moves or captures backwards.
    let mut g = game("4k3/8/8/8/4P3/3p+4/8/4K3 w play 1 10/10 0-0");
    assert_eq!(refuse(&mut g, "e4-d3"), "CANNOT_MOVE_THERE");
}

#[test]
fn a_pass_goes_to_a_team_mate_along_the_passers_capture_pattern() {
    let mut g = game("4k3/8/8/P7/8/N7/8/R+3K3 w play 1 10/10 0-0");
    let passes: Vec<String> = legal(&g).into_iter().filter(|a| a.contains('>')).collect();
    assert_eq!(passes, ["a1>e1", "a1>a3"]);
    assert_eq!(refuse(&mut g, "a1>a2"), "PASS_TO_EMPTY");
    assert_eq!(refuse(&mut g, "a1>b2"), "CANNOT_PASS_THERE");
    assert_eq!(refuse(&mut g, "a1>e8"), "CANNOT_PASS_THERE");
    assert_eq!(refuse(&mut g, "a3>a5"), "NOT_BALL_HOLDER");
    let done = apply(&mut g, "a1>a3");
    assert_eq!(
        done.pass_to,
        Some((sq("a3"), Piece::new(Side::White, Kind::Knight)))
    );
    // The passer stays where it is.
    assert_eq!(
        g.position().to_cfn(),
        "4k3/8/8/P7/8/N+7/8/R3K3 b play 1 11/10 0-0"
    );
}

#[test]
fn a_sliders_pass_is_blocked_by_a_piece() {
    let mut g = game("4k3/8/8/P7/8/N7/8/R+3K3 w play 1 10/10 0-0");
    assert_eq!(refuse(&mut g, "a1>a5"), "BLOCKED");
    let mut g = game("4k3/8/8/P7/8/n7/8/R+3K3 w play 1 10/10 0-0");
    assert_eq!(refuse(&mut g, "a1>a5"), "BLOCKED");
    assert_eq!(refuse(&mut g, "a1>a3"), "PASS_TO_OPPONENT");
}

#[test]
fn a_knight_passes_over_anything() {
    let mut g = game("4k3/8/8/8/P7/1P6/PN+P5/4K3 w play 1 10/10 0-0");
    assert_eq!(refuse(&mut g, "b2>d1"), "PASS_TO_EMPTY");
    assert_eq!(refuse(&mut g, "b2>b3"), "CANNOT_PASS_THERE");
    apply(&mut g, "b2>a4");
}

#[test]
fn a_pawn_passes_only_diagonally_forward() {
    let mut g = game("4k3/8/8/3PP3/4P+3/8/8/4K3 w play 1 10/10 0-0");
    assert_eq!(refuse(&mut g, "e4>e5"), "CANNOT_PASS_THERE");
    let done = apply(&mut g, "e4>d5");
    assert_eq!(
        done.pass_to,
        Some((sq("d5"), Piece::new(Side::White, Kind::Pawn)))
    );
    let mut g = game("4k3/8/8/8/4P+3/3P4/8/4K3 w play 1 10/10 0-0");
    assert_eq!(refuse(&mut g, "e4>d3"), "CANNOT_PASS_THERE");
}

#[test]
fn a_pawn_reaching_the_far_rank_promotes_to_a_kind_of_its_choice() {
    let mut g = game("4k3/P7/8/8/8/8/8/4K+3 w play 1 10/10 0-0");
    let promotions: Vec<String> = legal(&g)
        .into_iter()
        .filter(|a| a.starts_with("a7"))
        .collect();
    assert_eq!(promotions, ["a7-a8=Q", "a7-a8=R", "a7-a8=B", "a7-a8=N"]);
    assert_eq!(refuse(&mut g, "a7-a8"), "PROMOTION_REQUIRED");
    assert_eq!(refuse(&mut g, "e1-e2=Q"), "NOT_A_PROMOTION");
    let done = apply(&mut g, "a7-a8=N");
    assert_eq!(done.promoted, Some(Kind::Knight));
    assert_eq!(
        g.position().to_cfn(),
        "N3k3/8/8/8/8/8/8/4K+3 b play 1 11/10 0-0"
    );
    // Black promotes on rank 1, also by capturing the ball-holder.
    let mut g = game("4k3/8/8/8/8/8/1p6/R+3K3 b play 1 11/10 0-0");
    let done = apply(&mut g, "b2-a1=Q");
    assert_eq!(
        done.captured,
        Some((sq("a1"), Piece::new(Side::White, Kind::Rook)))
    );
    assert_eq!(done.promoted, Some(Kind::Queen));
}

#[test]
fn the_null_move_only_when_nothing_else_is_legal() {
    // The Black King on h8 is walled in by White pieces without the ball.
    let mut g = game("6Nk/6BP/8/8/8/8/8/4K+3 b play 1 11/10 0-0");
    assert_eq!(legal(&g), ["--"]);
    apply(&mut g, "--");
    assert_eq!(
        g.position().to_cfn(),
        "6Nk/6BP/8/8/8/8/8/4K+3 w play 1 11/11 0-0"
    );
    assert_eq!(refuse(&mut g, "--"), "NULL_MOVE_NOT_ALLOWED");
    assert!(!legal(&g).contains(&"--".to_string()));
    assert_eq!(refuse(&mut Game::new(), "--"), "PLACEMENT_IN_PROGRESS");
}

// ---- Goals and restarts ----

#[test]
fn a_goal_carried_onto_the_opponents_goal_square() {
    let mut g = game("7k/3R+4/8/8/8/8/8/4K3 w play 1 10/10 0-0");
    let done = apply(&mut g, "d7-d8");
    let goal = done.goal.unwrap_or_else(|| panic!("no goal"));
    assert_eq!(
        (goal.scorer, goal.kind, goal.square),
        (Side::White, GoalKind::Carried, sq("d8"))
    );
    assert_eq!((goal.score.white, goal.score.black), (1, 0));
    let restart = done.restart.unwrap_or_else(|| panic!("no restart"));
    assert_eq!(
        (restart.reason, restart.kicker),
        (RestartReason::Goal, Side::Black)
    );
    assert_eq!(
        g.position().to_cfn(),
        "8/8/8/4*3/8/8/8/8 b place 1 11/10 1-0"
    );
}

#[test]
fn a_goal_passed_to_a_team_mate_on_the_goal() {
    let mut g = game("4N2k/8/8/8/Q+7/8/8/4K3 w play 1 10/10 0-0");
    let done = apply(&mut g, "a4>e8");
    assert_eq!(done.goal.map(|g| g.kind), Some(GoalKind::Passed));
    assert_eq!(g.score().white, 1);
}

#[test]
fn a_goal_by_capturing_a_ball_holder_on_its_goal_line() {
    let mut g = game("3n+3k/8/8/3R4/8/8/8/4K3 w play 1 10/10 0-0");
    let done = apply(&mut g, "d5-d8");
    assert_eq!(done.goal.map(|g| g.kind), Some(GoalKind::CapturedOnGoal));
    assert_eq!(
        done.captured,
        Some((sq("d8"), Piece::new(Side::Black, Kind::Knight)))
    );
}

#[test]
fn capturing_the_king_away_from_his_goal_scores() {
    let mut g = game("8/8/4k+3/8/3N4/8/8/4K3 w play 1 10/10 0-0");
    let done = apply(&mut g, "d4-e6");
    assert_eq!(
        done.goal.map(|g| (g.kind, g.square)),
        Some((GoalKind::KingCaptured, sq("e6")))
    );
    assert_eq!(
        g.position().to_cfn(),
        "8/8/8/4*3/8/8/8/8 b place 1 11/10 1-0"
    );
}

#[test]
fn there_are_no_own_goals() {
    let mut g = game("3r3k/8/3q+4/8/8/8/8/4K3 b play 1 11/10 0-0");
    let done = apply(&mut g, "d6>d8");
    assert_eq!(done.goal, None);
    assert_eq!(
        g.position().to_cfn(),
        "3r+3k/8/3q4/8/8/8/8/4K3 w play 1 11/11 0-0"
    );
    let mut g = game("7k/8/3q+4/8/8/8/8/4K3 b play 1 11/10 0-0");
    assert_eq!(apply(&mut g, "d6-d8").goal, None);
}

#[test]
fn after_a_goal_the_conceding_side_places_first_and_kicks_off_from_its_square() {
    let mut g = game("7k/3R+4/8/8/8/8/8/4K3 w play 1 10/10 0-0");
    apply(&mut g, "d7-d8");
    let p = g.position();
    assert_eq!(
        (p.phase(), p.side_to_act(), p.ball()),
        (Phase::Place, Side::Black, sq("e5"))
    );
    assert_eq!(p.kicking_off(), Some(Side::Black));
    // Black's placements mirror White's at the start: no Pawn on c8–f8 or on e5.
    assert_eq!(g.legal_actions().len(), 159);
    assert_eq!(refuse(&mut g, "N@e4"), "OUTSIDE_OWN_HALF");
    apply(&mut g, "N@e5");
    assert_eq!(g.side_to_act(), Side::White);
    assert_eq!(g.legal_actions().len(), 160);
    // The half and both move counts go on.
    assert_eq!(
        (g.position().half(), g.position().moves(Side::White)),
        (1, 11)
    );
}

#[test]
fn king_versus_king_restarts_without_a_goal() {
    let mut g = game("8/8/4k3/5N+2/4K3/8/8/8 b play 1 11/10 0-0");
    let done = apply(&mut g, "e6-f5");
    assert_eq!(done.goal, None);
    let restart = done.restart.unwrap_or_else(|| panic!("no restart"));
    assert_eq!(
        (restart.reason, restart.kicker),
        (RestartReason::KingVersusKing, Side::White)
    );
    assert_eq!(
        g.position().to_cfn(),
        "8/8/8/8/4*3/8/8/8 w place 1 11/11 0-0"
    );
}

#[test]
fn a_goal_that_leaves_king_versus_king_is_a_goal() {
    // The White King captures the last Black piece but the King, on Black's goal line.
    let mut g = game("3n+3k/3K4/8/8/8/8/8/8 w play 1 10/10 0-0");
    let done = apply(&mut g, "d7-d8");
    assert!(done.goal.is_some());
    assert_eq!(done.restart.map(|r| r.reason), Some(RestartReason::Goal));
    assert_eq!(
        g.position().to_cfn(),
        "8/8/8/4*3/8/8/8/8 b place 1 11/10 1-0"
    );
}

#[test]
fn moves_alternate_strictly_within_a_half() {
    let mut g = game("4k3/8/8/8/8/8/8/R+3K3 w play 1 10/10 0-0");
    assert_eq!(refuse(&mut g, "e8-e7"), "NOT_YOUR_PIECE");
    apply(&mut g, "e1-e2");
    assert_eq!(g.side_to_act(), Side::Black);
    assert_eq!(refuse(&mut g, "e2-e3"), "NOT_YOUR_PIECE");
}

// ---- Halves and the end ----

#[test]
fn the_45th_move_of_the_second_side_ends_the_half() {
    let mut g = game("4k3/8/8/8/8/8/8/R+3K3 b play 1 45/44 0-0");
    let done = apply(&mut g, "e8-e7");
    assert!(done.half_time);
    assert_eq!(done.restart, None);
    assert_eq!(g.position().to_cfn(), "8/8/8/4*3/8/8/8/8 b place 2 0/0 0-0");
}

#[test]
fn the_45th_move_that_scores_ends_the_half_without_a_restart() {
    let mut g = game("4k3/8/8/8/8/8/3r+4/4K3 b play 1 45/44 0-0");
    let done = apply(&mut g, "d2-d1");
    assert_eq!(
        done.goal.map(|g| (g.scorer, g.score.black)),
        Some((Side::Black, 1))
    );
    assert!(done.half_time);
    assert_eq!(done.restart, None);
    assert_eq!(g.position().to_cfn(), "8/8/8/4*3/8/8/8/8 b place 2 0/0 0-1");
}

#[test]
fn half_time_hands_the_kick_off_to_black_at_e5() {
    let mut g = game("8/8/8/4*3/8/8/8/8 b place 2 0/0 0-0");
    assert_eq!(g.position().kicking_off(), Some(Side::Black));
    assert_eq!(refuse(&mut g, "P@e5"), "PLACEMENT_CANNOT_COMPLETE");
    for a in [
        "N@e5", "N@e4", "K@d8", "K@d1", "P@a7", "P@a2", "P@b7", "P@b2", "P@c7", "P@c2", "P@g6",
        "P@h2",
    ] {
        apply(&mut g, a);
    }
    assert_eq!(g.position().phase(), Phase::Kickoff);
    assert_eq!(g.side_to_act(), Side::Black);
    assert!(legal(&g).iter().all(|a| a.starts_with("e5>")));
    apply(&mut g, "e5>g6");
    assert_eq!(
        (g.position().moves(Side::Black), g.side_to_act()),
        (1, Side::White)
    );
}

#[test]
fn the_first_sides_45th_move_is_followed_by_the_others() {
    // In the first half White moves first; after White's 45th, Black still has its 45th.
    let mut g = game("4k3/8/8/8/8/8/8/R+3K3 w play 1 44/44 0-0");
    apply(&mut g, "e1-e2");
    assert_eq!(
        g.position().to_cfn(),
        "4k3/8/8/8/8/8/4K3/R+7 b play 1 45/44 0-0"
    );
    assert!(legal(&g).iter().all(|a| a.starts_with("e8")));
}

#[test]
fn equal_scores_at_full_time_are_a_draw() {
    let mut g = game("4k3/8/8/8/8/8/8/R3K+3 w play 2 44/45 1-1");
    let done = apply(&mut g, "e1-e2");
    assert_eq!(done.outcome, Some(Outcome::Drawn));
    assert_eq!(g.status(), Status::Over(Outcome::Drawn));
    assert!(g.legal_actions().is_empty());
    assert_eq!(refuse(&mut g, "e8-e7"), "GAME_OVER");
    assert_eq!(
        g.position().to_cfn(),
        "4k3/8/8/8/8/8/4K+3/R7 b play 2 45/45 1-1"
    );
    assert!(pos("4k3/8/8/8/8/8/4K+3/R7 b play 2 45/45 1-1").is_finished());
}

#[test]
fn more_goals_at_full_time_win() {
    let mut g = game("4k3/8/8/8/8/8/8/R3K+3 w play 2 44/45 2-1");
    let done = apply(&mut g, "e1-e2");
    let win = Outcome::Won {
        winner: Side::White,
        reason: WinReason::FullTime,
    };
    assert_eq!(done.outcome, Some(win));
    assert_eq!(g.status(), Status::Over(win));
}

#[test]
fn a_goal_on_the_last_move_counts_and_the_board_stays() {
    let mut g = game("4k3/3R+4/8/8/8/8/8/4K3 w play 2 44/45 0-0");
    let done = apply(&mut g, "d7-d8");
    assert!(done.goal.is_some() && done.restart.is_none());
    assert_eq!(done.outcome.and_then(Outcome::winner), Some(Side::White));
    assert_eq!(
        g.position().to_cfn(),
        "3R+k3/8/8/8/8/8/8/4K3 b play 2 45/45 1-0"
    );
    pos("3R+k3/8/8/8/8/8/8/4K3 b play 2 45/45 1-0");
    // Also a King captured by the last move.
    let mut g = game("8/8/4k+3/8/3N4/8/8/4K3 w play 2 44/45 0-0");
    apply(&mut g, "d4-e6");
    assert_eq!(
        g.position().to_cfn(),
        "8/8/4N+3/8/8/8/8/4K3 b play 2 45/45 1-0"
    );
    pos("8/8/4N+3/8/8/8/8/4K3 b play 2 45/45 1-0");
}

#[test]
fn either_side_may_resign_at_any_time_and_the_opponent_wins() {
    let mut g = Game::new();
    apply(&mut g, "N@e4");
    let outcome = g.resign(Side::White);
    let win = Outcome::Won {
        winner: Side::Black,
        reason: WinReason::Resignation,
    };
    assert_eq!(outcome, Ok(win));
    assert_eq!(g.status(), Status::Over(win));
    assert!(g.legal_actions().is_empty());
    assert_eq!(
        g.resign(Side::Black).map_err(|e| e.code()),
        Err("GAME_OVER")
    );
    assert_eq!(g.apply(act("N@e5")).map_err(|e| e.code()), Err("GAME_OVER"));
}
