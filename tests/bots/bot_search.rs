//! The search players on the engines directly: a forced win in one or two actions is found,
//! for either seat, at a small budget; a seeded search with an iteration budget repeats its
//! choices; the random player plays legal actions only.

use crate::common_rules;

use arbiter::bot::{Budget, Mcts, Player, RandomPlayer};
use arbiter::games::hanniball::Hanniball;
use arbiter::games::hanniball::rules::*;
use arbiter::ruleset::{GameStatus, Ruleset};
use common_rules::*;

/// Lets the search play for the side to move until that side's turn ends or the game does;
/// the status at the end.
fn play_out_turn(game: &mut Game, iterations: u64, seed: u64) -> Status {
    let side = game.side_to_move();
    let mut search = Mcts::new(Budget::iterations(iterations), seed);
    while game.status() == Status::Ongoing && game.side_to_move() == side {
        let found = search.search::<Hanniball>(game).expect("an action");
        game.apply(found.choice.action).expect("a legal action");
    }
    game.status()
}

fn won_by(game: &Game, side: Side) -> bool {
    matches!(Hanniball::status(game), GameStatus::Won { winner } if winner == side)
}

/// White's Elephant on d13 with the ball kicks to e15 (a knight jump) and scores.
fn white_wins_in_one() -> Game {
    game(
        &[
            ("d13", 'E'),
            ("c14", 'm'),
            ("e1", 'M'),
            ("a12", 'h'),
            ("g6", 'h'),
        ],
        "d13",
        'w',
        3,
    )
}

/// White's Elephant on d12 cannot reach a goal square by kicking, but carries the ball one
/// square (to c13, d13 or e13) and then kicks it in: a win in two steps.
fn white_wins_in_two() -> Game {
    game(
        &[
            ("d12", 'E'),
            ("g14", 'm'),
            ("e1", 'M'),
            ("a12", 'h'),
            ("g6", 'h'),
        ],
        "d12",
        'w',
        3,
    )
}

/// Black's Elephant on e3 kicks to d1 and scores.
fn black_wins_in_one() -> Game {
    game(
        &[
            ("e3", 'e'),
            ("c2", 'M'),
            ("e15", 'm'),
            ("a5", 'H'),
            ("h9", 'H'),
        ],
        "e3",
        'b',
        4,
    )
}

/// Black's Elephant on e4 carries the ball to e3 (or d3, f3), then kicks it in.
fn black_wins_in_two() -> Game {
    game(
        &[
            ("e4", 'e'),
            ("g2", 'M'),
            ("e15", 'm'),
            ("a5", 'H'),
            ("h9", 'H'),
        ],
        "e4",
        'b',
        4,
    )
}

#[test]
fn search_finds_a_win_in_one() {
    for (start, side) in [
        (white_wins_in_one(), Side::White),
        (black_wins_in_one(), Side::Black),
    ] {
        for seed in 1..=5 {
            let mut g = start.clone();
            let found = Mcts::new(Budget::iterations(2000), seed)
                .search::<Hanniball>(&g)
                .expect("an action");
            assert!(
                found.proven_win,
                "seed {seed}: {:?} not proven",
                found.choice.action
            );
            g.apply(found.choice.action).unwrap();
            assert!(
                won_by(&g, side),
                "seed {seed}: {} does not win",
                found.choice.action
            );
        }
    }
}

#[test]
fn search_finds_a_win_in_two() {
    for (start, side) in [
        (white_wins_in_two(), Side::White),
        (black_wins_in_two(), Side::Black),
    ] {
        for seed in 1..=5 {
            let mut g = start.clone();
            play_out_turn(&mut g, 3000, seed);
            assert!(
                won_by(&g, side),
                "seed {seed}: {side:?} did not score; played {:?}",
                g.turns()
            );
            assert_eq!(g.turns().last().map(Vec::len), Some(2), "{:?}", g.turns());
        }
    }
}

#[test]
fn a_seeded_search_with_an_iteration_budget_repeats_itself() {
    let g = Game::new();
    let run = |seed| {
        let found = Mcts::new(Budget::iterations(300), seed)
            .search::<Hanniball>(&g)
            .expect("an action");
        (found.choice.action, found.choice.iterations)
    };
    assert_eq!(run(7), run(7));
    assert_eq!(run(7).1, 300);
}

#[test]
fn a_time_budget_ends_the_search() {
    let g = Game::new();
    let found = Mcts::new(Budget::millis(50), 1)
        .search::<Hanniball>(&g)
        .expect("an action");
    assert!(found.choice.iterations > 0);
    assert!(found.choice.elapsed.as_millis() < 5000);
}

/// The budget is a deadline from the moment the turn began: a search that starts after it
/// still answers (with a legal action), at once.
#[test]
fn a_time_budget_counts_from_the_start_of_the_turn() {
    let g = Game::new();
    let started = std::time::Instant::now() - std::time::Duration::from_millis(300);
    let found = Mcts::new(Budget::millis(100), 1)
        .search_from::<Hanniball>(&g, started)
        .expect("an action");
    assert_eq!(found.choice.iterations, 0);
    assert!(found.choice.elapsed >= std::time::Duration::from_millis(300));
    let mut next = g.clone();
    next.apply(found.choice.action).expect("a legal action");
}

#[test]
fn the_random_player_plays_legal_actions_to_the_end() {
    let mut player = RandomPlayer::new(3);
    let mut g = Game::new();
    let mut played = 0;
    while let Some(choice) = Player::<Hanniball>::choose(&mut player, &g) {
        g.apply(choice.action).expect("legal");
        played += 1;
        if played == 2000 {
            break;
        }
    }
    assert!(played == 2000 || g.status() != Status::Ongoing);
}

#[test]
fn no_action_once_the_game_is_over() {
    let mut g = white_wins_in_one();
    g.apply(kick("d13", "e15")).unwrap();
    assert!(
        Mcts::new(Budget::iterations(10), 1)
            .search::<Hanniball>(&g)
            .is_none()
    );
    assert!(Player::<Hanniball>::choose(&mut RandomPlayer::new(1), &g).is_none());
}

mod hnefatafl {
    use arbiter::bot::{Budget, Mcts};
    use arbiter::games::hnefatafl::Hnefatafl;
    use arbiter::ruleset::{GameStatus, Ruleset};

    fn game(tpn: &str) -> <Hnefatafl as Ruleset>::Game {
        let position = Hnefatafl::parse_position(tpn).unwrap_or_else(|e| panic!("{tpn}: {e}"));
        Hnefatafl::new_game(position)
    }

    fn defenders_won(g: &<Hnefatafl as Ruleset>::Game) -> bool {
        matches!(Hnefatafl::status(g), GameStatus::Won { winner } if Hnefatafl::seat_index(winner) == 1)
    }

    /// The King on b11 reaches the corner a11 (or k11) at once.
    #[test]
    fn search_finds_a_win_in_one() {
        for seed in 1..=5 {
            let mut g = game("1K9/11/11/11/11/10t/11/11/11/11/11 d");
            let found = Mcts::new(Budget::iterations(2000), seed)
                .search::<Hnefatafl>(&g)
                .expect("a move");
            assert!(found.proven_win, "seed {seed}");
            Hnefatafl::apply(&mut g, found.choice.action).unwrap();
            assert!(defenders_won(&g), "seed {seed}");
        }
    }

    /// The King on f5 cannot reach a corner at once, but goes to an edge (f1, f11, a5 or k5)
    /// from which two corners are open; the lone attacker cannot close both: a win in two
    /// of the defenders' moves whatever the attackers do.
    #[test]
    fn search_finds_a_win_in_two() {
        for seed in 1..=5 {
            let mut g = game("11/11/11/11/11/10t/5K5/11/11/11/11 d");
            let mut moves = 0;
            while Hnefatafl::status(&g) == GameStatus::Ongoing && moves < 6 {
                let found = Mcts::new(Budget::iterations(4000), seed)
                    .search::<Hnefatafl>(&g)
                    .expect("a move");
                Hnefatafl::apply(&mut g, found.choice.action).unwrap();
                moves += 1;
            }
            assert!(
                defenders_won(&g),
                "seed {seed}: not won after {moves} moves"
            );
            assert_eq!(
                moves, 3,
                "seed {seed}: the King's move, a reply, the corner"
            );
        }
    }
    fn attackers_won(g: &<Hnefatafl as Ruleset>::Game) -> bool {
        matches!(Hnefatafl::status(g), GameStatus::Won { winner } if Hnefatafl::seat_index(winner) == 0)
    }

    /// The King on f9 has attackers on e9, g9 and f10; the attacker on b8 closes the fourth
    /// side (b8-f8) and captures him.
    #[test]
    fn search_captures_the_king_in_one() {
        for seed in 1..=5 {
            let mut g = game("11/5t5/4tKt4/1t9/11/11/11/11/11/11/11 a");
            let found = Mcts::new(Budget::iterations(2000), seed)
                .search::<Hnefatafl>(&g)
                .expect("a move");
            assert!(found.proven_win, "seed {seed}: {}", found.choice.action);
            Hnefatafl::apply(&mut g, found.choice.action).unwrap();
            assert!(attackers_won(&g), "seed {seed}");
        }
    }

    /// The King on d11 sees the corner a11 (g11 closes the way to k11, d7 the file): the
    /// attackers must put a soldier on b11 or c11 (b3-b11, c5-c11), or lose at once.
    #[test]
    fn search_blocks_the_kings_escape() {
        for seed in 1..=5 {
            let mut g = game("3K2t4/11/11/11/3t7/11/2t8/11/1t9/11/11 a");
            let found = Mcts::new(Budget::iterations(3000), seed)
                .search::<Hnefatafl>(&g)
                .expect("a move");
            Hnefatafl::apply(&mut g, found.choice.action).unwrap();
            let action = found.choice.action;
            for reply in Hnefatafl::legal_actions(&g) {
                let mut next = g.clone();
                Hnefatafl::apply(&mut next, reply).unwrap();
                assert!(
                    !defenders_won(&next),
                    "seed {seed}: after {action} the King escapes by {reply}"
                );
            }
        }
    }

    #[test]
    fn a_seeded_search_with_an_iteration_budget_repeats_itself() {
        let g = Hnefatafl::new_game(Hnefatafl::initial_position());
        let run = |seed| {
            let found = Mcts::new(Budget::iterations(300), seed)
                .search::<Hnefatafl>(&g)
                .expect("a move");
            (found.choice.action, found.choice.iterations)
        };
        assert_eq!(run(7), run(7));
        assert_eq!(run(7).1, 300);
    }
}

mod chess_football {
    use arbiter::bot::{Budget, Mcts};
    use arbiter::games::chess_football::ChessFootball;
    use arbiter::ruleset::{GameStatus, Ruleset};

    fn game(cfn: &str) -> <ChessFootball as Ruleset>::Game {
        let position = ChessFootball::parse_position(cfn).unwrap_or_else(|e| panic!("{cfn}: {e}"));
        ChessFootball::new_game(position)
    }

    fn white_won(g: &<ChessFootball as Ruleset>::Game) -> bool {
        matches!(ChessFootball::status(g), GameStatus::Won { winner } if ChessFootball::seat_index(winner) == 0)
    }

    /// White's last move of the match, 0-0: the Rook with the ball scores (d7-d8) and wins;
    /// anything else is a draw.
    #[test]
    fn search_finds_a_win_in_one() {
        for seed in 1..=5 {
            let mut g = game("4k3/3R+4/8/8/8/8/8/4K3 w play 2 44/45 0-0");
            let found = Mcts::new(Budget::iterations(2000), seed)
                .search::<ChessFootball>(&g)
                .expect("an action");
            assert!(found.proven_win, "seed {seed}");
            ChessFootball::apply(&mut g, found.choice.action).unwrap();
            assert!(white_won(&g), "seed {seed}");
        }
    }

    /// Two moves of White's left, 0-0, the Rook with the ball on a6 cannot reach the goal
    /// (c8-f8) in one move but does in two, whatever Black does in between.
    #[test]
    fn search_finds_a_win_in_two() {
        for seed in 1..=5 {
            let mut g = game("4k3/8/R+7/8/8/8/8/4K3 w play 2 43/44 0-0");
            let mut actions = 0;
            while ChessFootball::status(&g) == GameStatus::Ongoing && actions < 10 {
                let found = Mcts::new(Budget::iterations(4000), seed)
                    .search::<ChessFootball>(&g)
                    .expect("an action");
                ChessFootball::apply(&mut g, found.choice.action).unwrap();
                actions += 1;
            }
            assert!(
                white_won(&g),
                "seed {seed}: {:?}",
                ChessFootball::status(&g)
            );
        }
    }

    /// A drawn last move: the search still answers (every action draws).
    #[test]
    fn a_search_plays_on_when_everything_draws() {
        let g = game("4k3/8/8/8/8/8/8/R3K+3 w play 2 44/45 1-1");
        let found = Mcts::new(Budget::iterations(200), 1)
            .search::<ChessFootball>(&g)
            .expect("an action");
        assert!(!found.proven_win);
    }
}
