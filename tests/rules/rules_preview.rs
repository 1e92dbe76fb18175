//! `Game::legal_previews` reports for every legal action exactly what `Game::apply` would.

use arbiter::games::hanniball::rules::{Game, Status};
use proptest::prelude::*;

/// Plays `choices` (each picks among the legal actions) from the initial position.
fn play(choices: &[usize]) -> Game {
    let mut game = Game::new();
    for &c in choices {
        let legal = game.legal_actions();
        if legal.is_empty() || game.status() != Status::Ongoing {
            break;
        }
        game.apply(legal[c % legal.len()]).unwrap();
    }
    game
}

fn check(game: &Game) {
    let legal = game.legal_actions();
    let previews = game.legal_previews();
    assert_eq!(previews.len(), legal.len());
    for (action, preview) in legal.iter().zip(&previews) {
        assert_eq!(preview.action, *action);
        let mut trial = game.clone();
        let applied = trial.apply(*action).unwrap();
        assert_eq!(*preview, applied, "{action} in {}", game.position());
    }
}

#[test]
fn previews_of_the_initial_position() {
    check(&Game::new());
}

#[test]
fn a_decided_game_has_no_previews() {
    let mut game = Game::new();
    game.resign(arbiter::games::hanniball::rules::Side::White)
        .unwrap();
    assert!(game.legal_previews().is_empty());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]
    #[test]
    fn previews_match_apply(choices in proptest::collection::vec(0usize..1000, 0..120)) {
        check(&play(&choices));
    }
}
