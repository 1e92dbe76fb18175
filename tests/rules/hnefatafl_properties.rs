//! Property tests of the Hnefatafl engine over random legal playouts (see
//! `fuzz/src/hnefatafl.rs` for the checks, shared with the fuzz targets): positions round-trip
//! through TPN and moves through their notation; every listed move applies and random unlisted
//! ones are refused without changing the game; what each move reports matches the boards;
//! text records replay and the stored form decodes to the same game.
//!
//! Case counts are moderate so that the file runs in seconds in debug builds; raise them with
//! `PROPTEST_CASES=1000 cargo test --test rules hnefatafl_properties::`.

use crate::hnefatafl_checks as checks;

use arbiter::games::hnefatafl::rules::{Game, Move, Position, Square};
use checks::Rng;
use proptest::prelude::*;

fn config(cases: u32) -> ProptestConfig {
    let default = ProptestConfig::default();
    let cases = if std::env::var_os("PROPTEST_CASES").is_some() {
        default.cases
    } else {
        cases
    };
    ProptestConfig {
        cases,
        failure_persistence: None,
        ..default
    }
}

/// Start positions for playouts: the start, and positions reached by random play.
fn start_from(seed: u64) -> Game {
    let mut rng = Rng::new(seed ^ 0xA5A5);
    let mut game = Game::new();
    for _ in 0..rng.below(40) {
        let legal = game.legal_moves();
        if legal.is_empty() {
            break;
        }
        let _ = game.apply(legal[rng.below(legal.len())]);
    }
    Game::from_position(*game.position())
}

proptest! {
    #![proptest_config(config(48))]

    #[test]
    fn playouts_from_the_start_keep_every_promise(seed in any::<u64>(), plies in 0usize..160) {
        let mut rng = Rng::new(seed);
        checks::playout(Game::new(), &mut rng, plies);
    }

    #[test]
    fn playouts_from_other_positions_keep_every_promise(seed in any::<u64>(), plies in 0usize..80) {
        let mut rng = Rng::new(seed);
        let game = start_from(seed);
        let end = checks::playout(game, &mut rng, plies);
        // The record of a game from another start names its start position.
        if *end.start_position() != Position::start() {
            prop_assert!(end.to_record().starts_with("[Start \""));
        }
    }

    #[test]
    fn every_square_pair_is_listed_exactly_when_accepted(seed in any::<u64>()) {
        let game = start_from(seed);
        let legal = game.legal_moves();
        for from in Square::ALL {
            for to in Square::ALL {
                let mv = Move::new(from, to);
                prop_assert_eq!(game.check(mv).is_ok(), legal.contains(&mv), "{}", mv);
            }
        }
    }

    #[test]
    fn move_notation_round_trips_for_every_pair(from in 0usize..121, to in 0usize..121) {
        if let (Some(a), Some(b)) = (Square::from_index(from), Square::from_index(to)) {
            checks::check_move_round_trip(Move::new(a, b));
        }
    }

    #[test]
    fn random_bytes_never_break_the_parsers(data in proptest::collection::vec(any::<u8>(), 0..200)) {
        checks::fuzz_tpn(&data);
        checks::fuzz_move(&data);
        checks::fuzz_decode(&data);
        checks::fuzz_record(&data);
        checks::fuzz_playout(&data);
    }
}
