//! Property tests of the Chess Football engine over random matches.
//!
//! A match is described by a seed: each action is drawn from the legal actions listed
//! before it. The invariants live in `fuzz/src/chess_football.rs`, shared with the fuzz
//! targets: one ball, always held in play (and waiting on the kick-off square during a
//! placement); counts never over 45; alternation within a half; every listed action
//! applies and is reported as it happened; unlisted ones are refused without change; CFN and
//! CFA round trips; every match ends; encode/decode and the text record round trip.
//!
//! Raise the case counts with `PROPTEST_CASES=1000 cargo test --test rules chess_football_properties::`.

use crate::fuzz_checks::chess_football as checks;

use arbiter::games::chess_football::rules::{
    Game, INITIAL_CFN, MOVES_PER_HALF, Outcome, Position, Side, Status,
};
use proptest::prelude::*;

fn config(cases: u32) -> ProptestConfig {
    let default = ProptestConfig::default();
    let cases = if std::env::var_os("PROPTEST_CASES").is_some() {
        default.cases
    } else {
        cases
    };
    ProptestConfig { cases, ..default }
}

fn start() -> Position {
    Position::from_cfn(INITIAL_CFN).unwrap_or_else(|e| panic!("{e}"))
}

proptest! {
    #![proptest_config(config(48))]

    /// Every match ends, by full time or resignation, within the bound on its actions, and
    /// every step keeps the invariants.
    #[test]
    fn every_match_ends(seed in any::<u64>()) {
        let game = checks::play_random(start(), seed, false, false);
        let p = game.position();
        prop_assert!(p.is_finished());
        prop_assert_eq!((p.half(), p.moves(Side::White), p.moves(Side::Black)), (2, MOVES_PER_HALF, MOVES_PER_HALF));
        let score = game.score();
        let expected = match score.white.cmp(&score.black) {
            std::cmp::Ordering::Equal => Outcome::Drawn,
            std::cmp::Ordering::Greater => Outcome::Won { winner: Side::White, reason: arbiter::games::chess_football::rules::WinReason::FullTime },
            std::cmp::Ordering::Less => Outcome::Won { winner: Side::Black, reason: arbiter::games::chess_football::rules::WinReason::FullTime },
        };
        prop_assert_eq!(game.status(), Status::Over(expected));
        checks::check_round_trips(&game);
    }

    /// Matches with resignations round trip through storage and records too.
    #[test]
    fn storage_and_records_round_trip(seed in any::<u64>()) {
        let game = checks::play_random(start(), seed, false, true);
        checks::check_round_trips(&game);
        // Every prefix of the match stores and reads back as well.
        let mut replay = Game::new();
        for (i, &a) in game.actions().iter().enumerate() {
            prop_assert!(replay.apply(a).is_ok());
            if i % 37 == 0 {
                checks::check_round_trips(&replay);
            }
        }
    }
}

proptest! {
    #![proptest_config(config(4))]

    /// Every listed action applies, at every step of a match.
    #[test]
    fn every_listed_action_applies(seed in any::<u64>()) {
        let game = checks::play_random(start(), seed, true, false);
        prop_assert!(game.status() != Status::Ongoing);
    }
}

#[test]
fn random_matches_reach_goals_restarts_and_both_results() {
    let mut goals = 0;
    let mut draws = 0;
    let mut wins = 0;
    for seed in 0..40 {
        let game = checks::play_random(start(), seed, false, false);
        let score = game.score();
        goals += u32::from(score.white) + u32::from(score.black);
        match game.status() {
            Status::Over(Outcome::Drawn) => draws += 1,
            Status::Over(Outcome::Won { .. }) => wins += 1,
            Status::Ongoing => panic!("not over"),
        }
    }
    assert!(
        goals > 5 && draws > 0 && wins > 0,
        "{goals} goals, {draws} draws, {wins} wins"
    );
}
