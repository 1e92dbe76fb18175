//! Property tests of the rules engine over random legal playouts.
//!
//! A playout is described by a seed and a number of plies: each ply picks an action
//! by index from `legal_actions()` (see `checks::pick_action`). The invariants
//! themselves live in `fuzz/src/lib.rs`, shared with the fuzz targets:
//! - `check_game`: exactly one ball (HPN shows one `*` or `+`), the ball holder agrees
//!   with the board, no kind has more pieces than at the start, Monkeys stay in their
//!   goal area or goal, side/turn agree everywhere, steps taken never exceed the limit
//!   (2 on turn 1, else 4), turn-start and start positions round-trip through HPN,
//!   every listed action round-trips through HSN and starts from a piece of the side to
//!   move, `end` is listed exactly when allowed (never on the last turn, `MAX_TURN`),
//!   penalty removals exactly when a penalty is available, an
//!   ongoing game always has a legal action and a finished one has none;
//! - `try_action`: `is_legal` agrees with `legal_actions`, `apply` accepts exactly the
//!   listed actions and leaves the game unchanged when it refuses;
//! - `check_applied`: piece counts never grow and shrink only by the reported capture or
//!   removal, the reported ball squares, outcome and turn change are right, the history
//!   grows by exactly the applied action;
//! - `check_game_round_trips`: `from_record(to_record())` and `decode(encode())`
//!   reproduce the game;
//! - `check_undo`: `undo_step` restores the game before the step and re-applying the
//!   step restores the game after it.
//!
//! Case counts are kept moderate so that the file runs in seconds in debug builds;
//! raise them with `PROPTEST_CASES=1000 cargo test --test rules rules_properties::`.

use crate::fuzz_checks as checks;

use arbiter::games::hanniball::rules::{Action, Bitboard, Game, Reason, Side, Square, Status};
use checks::{Rng, Snapshot};
use proptest::prelude::*;

/// Longest playout of the properties below.
const MAX_PLIES: usize = 60;

fn config(cases: u32) -> ProptestConfig {
    // PROPTEST_CASES in the environment still takes precedence via `ProptestConfig::default`.
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

/// Plays up to `plies` random legal actions, calling `each` before every one
/// with the game and the chosen action; stops when the game is over.
fn playout(
    game: &mut Game,
    seed: u64,
    plies: usize,
    mut each: impl FnMut(&Game, Action, &mut Rng),
) {
    let mut rng = Rng::new(seed);
    for _ in 0..plies {
        let Some(action) = checks::pick_action(&mut rng, game) else {
            break;
        };
        each(game, action, &mut rng);
        assert!(checks::try_action(game, action), "listed {action} refused");
        if game.steps_taken() == 0 && game.status() == Status::Ongoing {
            checks::check_hpn_round_trip(game.position());
        }
    }
}

proptest! {
    #![proptest_config(config(64))]

    /// Invariants after every step of a playout from the initial position.
    #[test]
    fn playouts_keep_invariants(seed in any::<u64>(), plies in 0..=MAX_PLIES) {
        let mut game = Game::new();
        checks::check_game(&game);
        playout(&mut game, seed, plies, |_, _, _| {});
        checks::check_game(&game);
    }

    /// The same, starting from a reachable turn-start position given to `Game::from_position`
    /// (penalty entitlement recomputed, offender = the side not to move).
    #[test]
    fn playouts_from_reachable_positions(
        seed in any::<u64>(),
        plies_before in 0..=MAX_PLIES,
        plies_after in 0..=MAX_PLIES / 2,
    ) {
        let reached = checks::random_game(seed, plies_before);
        let start = *reached.turn_start();
        checks::check_hpn_round_trip(&start);
        let mut game = Game::from_position(start);
        prop_assert_eq!(game.position(), &start);
        prop_assert_eq!(game.turn_start(), &start);
        prop_assert_eq!(game.start_position(), &start);
        prop_assert_eq!(game.steps_taken(), 0);
        checks::check_game(&game);
        playout(&mut game, seed.rotate_left(17), plies_after, |_, _, _| {});
        checks::check_game_round_trips(&game);
    }

    /// `is_legal` and `apply` agree with `legal_actions` on random actions built
    /// from random squares (and on listed actions with one part changed); refused
    /// actions leave the game unchanged.
    #[test]
    fn is_legal_agrees_with_legal_actions(seed in any::<u64>(), plies in 0..=MAX_PLIES) {
        let mut game = Game::new();
        playout(&mut game, seed, plies, |game, _, rng| {
            for _ in 0..4 {
                let action = checks::random_action(rng, game);
                let mut copy = game.clone();
                checks::try_action(&mut copy, action);
            }
        });
    }

    /// Undoing the last step restores the game before it; re-applying it restores the game after.
    #[test]
    fn undo_then_reapply(seed in any::<u64>(), plies in 0..=MAX_PLIES) {
        let mut game = Game::new();
        checks::check_undo(&game);
        let mut rng = Rng::new(seed);
        for _ in 0..plies {
            let Some(action) = checks::pick_action(&mut rng, &game) else { break };
            let before = Snapshot::of(&game);
            let applied = game.apply(action);
            prop_assert!(applied.is_ok(), "listed {} refused", action);
            checks::check_undo(&game);
            if game.status() == Status::Ongoing && game.steps_taken() > 0 {
                let mut copy = game.clone();
                prop_assert_eq!(copy.undo_step().ok(), Some(action));
                prop_assert_eq!(Snapshot::of(&copy), before);
            } else {
                // Never across a turn boundary, never after the end.
                let mut copy = game.clone();
                prop_assert!(copy.undo_step().is_err());
            }
        }
    }

    /// Records and binary encodings reproduce the game, at every turn start and mid-turn.
    #[test]
    fn record_and_encoding_round_trip(seed in any::<u64>(), plies in 0..=MAX_PLIES) {
        let mut game = Game::new();
        checks::check_game_round_trips(&game);
        let mut rng = Rng::new(seed);
        for ply in 0..plies {
            let Some(action) = checks::pick_action(&mut rng, &game) else { break };
            prop_assert!(game.apply(action).is_ok());
            if ply % 7 == 0 || game.steps_taken() == 0 {
                checks::check_game_round_trips(&game);
            }
        }
        checks::check_game_round_trips(&game);
    }

    /// Resignation by either side at any time ends the game for the resigner; nothing is
    /// legal afterwards and the finished game still round-trips.
    #[test]
    fn resignation_ends_the_game(seed in any::<u64>(), plies in 0..=MAX_PLIES, black in any::<bool>()) {
        let mut game = checks::random_game(seed, plies);
        let side = if black { Side::Black } else { Side::White };
        let ongoing = game.status() == Status::Ongoing;
        match game.resign(side) {
            Ok(outcome) => {
                prop_assert!(ongoing);
                prop_assert_eq!(outcome.winner, side.opponent());
                prop_assert_eq!(outcome.reason, Reason::Resignation);
                prop_assert_eq!(game.status(), Status::Over(outcome));
            }
            Err(_) => prop_assert!(!ongoing),
        }
        checks::check_game(&game);
        checks::check_game_round_trips(&game);
        checks::check_undo(&game);
    }
}

proptest! {
    #![proptest_config(config(256))]

    /// Arbitrary strings never panic the HPN, HSN and record parsers, nor `Game::decode`.
    #[test]
    fn random_strings_never_panic_parsers(s in "\\PC{0,120}") {
        checks::check_hpn_text(&s);
        checks::check_hsn_text(&s);
        checks::check_record_text(&s);
        checks::check_decode_bytes(s.as_bytes());
    }

    /// HPN-shaped strings (right alphabet, random structure).
    #[test]
    fn hpn_shaped_strings(s in "[1-9mlehMLEH*+/]{0,140} [wbx] [0-9]{1,4}") {
        checks::check_hpn_text(&s);
    }

    /// HSN-shaped strings.
    #[test]
    fn hsn_shaped_strings(s in "(x|end|[a-j][0-9]{1,2}([-=>][a-j][0-9]{1,2}){0,3}|[ -=>a-jx0-9]{0,10})") {
        checks::check_hsn_text(&s);
    }

    /// Random bytes never panic `Game::decode`.
    #[test]
    fn random_bytes_never_panic_decode(bytes in proptest::collection::vec(any::<u8>(), 0..300)) {
        checks::check_decode_bytes(&bytes);
    }
}

proptest! {
    #![proptest_config(config(64))]

    /// Valid HPN of a reachable position with a few characters changed, inserted or removed.
    #[test]
    fn mutated_hpn_never_panics(
        seed in any::<u64>(),
        plies in 0..=MAX_PLIES,
        edits in proptest::collection::vec((any::<u16>(), 0u8..3, "[0-9a-zA-Z*+/ ]"), 1..4),
    ) {
        let hpn = checks::random_game(seed, plies).turn_start().to_hpn();
        let mut chars: Vec<char> = hpn.chars().collect();
        for (at, op, c) in edits {
            let at = usize::from(at) % (chars.len() + 1);
            let c = c.chars().next().unwrap_or('1');
            match op {
                0 if at < chars.len() => chars[at] = c,
                1 => chars.insert(at, c),
                _ if at < chars.len() => { chars.remove(at); }
                _ => {}
            }
        }
        let text: String = chars.into_iter().collect();
        checks::check_hpn_text(&text);
    }

    /// A record or an encoding of a reachable game with bytes changed (the fuzz targets'
    /// structured modes), and arbitrary programs for the `apply_actions` fuzz target.
    #[test]
    fn mutated_records_encodings_and_programs(
        header in proptest::collection::vec(any::<u8>(), 9..10),
        edits in proptest::collection::vec(any::<u8>(), 0..24),
        program in proptest::collection::vec(any::<u8>(), 0..160),
    ) {
        let mut record = vec![0u8];
        record.extend(&header);
        record.extend(&edits);
        checks::fuzz_record(&record);
        let mut encoding = vec![0xFFu8];
        encoding.extend(&header);
        encoding.extend(&edits);
        checks::fuzz_decode(&encoding);
        checks::fuzz_apply_actions(&program);
    }
}

proptest! {
    // Each ply applies every listed action (often over a hundred): fewer cases.
    #![proptest_config(config(32))]

    /// Every listed action applies Ok on a copy of the game.
    #[test]
    fn every_listed_action_applies(seed in any::<u64>(), plies in 0..=MAX_PLIES / 2) {
        let mut game = Game::new();
        playout(&mut game, seed, plies, |game, _, _| {
            checks::check_every_listed_action(game, false);
        });
        checks::check_every_listed_action(&game, false);
    }
}

/// Where an action sends the ball, if it moves the ball.
fn ball_target(action: Action) -> Option<Square> {
    match action {
        Action::Dribble { to, .. } => Some(to),
        Action::Kick { to, ricochet, .. } => Some(ricochet.unwrap_or(to)),
        _ => None,
    }
}

/// Games played until they end (the ball pushed toward the opponent's goal half of the
/// time, a finishing action taken whenever the ball is near a goal and one is listed)
/// end cleanly: the finished game lists nothing, refuses everything and round-trips.
#[test]
fn played_out_games_end_cleanly() {
    let mut ended = 0;
    for seed in 0..6u64 {
        let mut rng = Rng::new(seed);
        let mut game = Game::new();
        for _ in 0..300 {
            let legal = game.legal_actions();
            if legal.is_empty() {
                break;
            }
            let side = game.side_to_move();
            let progress = |sq: Square| match side {
                Side::White => i32::from(sq.rank()),
                Side::Black => -i32::from(sq.rank()),
            };
            let mut action = checks::pick_action(&mut rng, &game).unwrap_or(Action::EndTurn);
            if rng.below(2) == 0
                && let Some(best) = legal
                    .iter()
                    .copied()
                    .filter_map(|a| ball_target(a).map(|t| (progress(t), a)))
                    .max_by_key(|(p, _)| *p)
            {
                action = best.1;
            }
            let ball_rank = game.position().ball().rank();
            if !(6..=10).contains(&ball_rank)
                && let Some(finisher) = legal.iter().copied().find(|a| {
                    let mut copy = game.clone();
                    copy.apply(*a)
                        .is_ok_and(|applied| applied.outcome.is_some())
                })
            {
                action = finisher;
            }
            assert!(checks::try_action(&mut game, action));
        }
        checks::check_game(&game);
        checks::check_game_round_trips(&game);
        checks::check_undo(&game);
        if let Status::Over(_) = game.status() {
            ended += 1;
            assert!(game.legal_actions().is_empty());
        }
    }
    assert!(ended > 0, "none of 6 driven games ended in 300 plies");
}

/// Set when this test binary runs as the child of `bitboard_iterator_agrees_with_contains`.
const CHILD_ENV: &str = "ARBITER_BITBOARD_CHILD";

/// A set's iterator (collect, size_hint, count) agrees with `contains` and `len`.
/// Runs in a child process: a fault in the iterator (such as unbounded recursion in
/// `size_hint`) aborts the process, and must not take the other tests down with it.
#[test]
fn bitboard_iterator_agrees_with_contains() {
    if std::env::var_os(CHILD_ENV).is_some() {
        return;
    }
    let exe = std::env::current_exe().expect("the test binary's path");
    let out = std::process::Command::new(exe)
        .args([
            "--exact",
            "bitboard_iterator_child",
            "--test-threads=1",
            "--nocapture",
        ])
        .env(CHILD_ENV, "1")
        .output()
        .expect("running the test binary again");
    assert!(
        out.status.success(),
        "Bitboard iteration failed ({}):\n{}{}",
        out.status,
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

proptest! {
    #![proptest_config(config(64))]

    /// The body of `bitboard_iterator_agrees_with_contains` (does nothing unless run as its child).
    #[test]
    fn bitboard_iterator_child(bits in any::<u128>()) {
        if std::env::var_os(CHILD_ENV).is_none() {
            return Ok(());
        }
        let set = Bitboard(bits & Bitboard::FULL.0);
        checks::check_bitboard(set);
        let n = set.len();
        prop_assert_eq!(set.size_hint(), (n, Some(n)));
        let collected: Vec<Square> = set.collect();
        prop_assert_eq!(collected, checks::squares_of(set));
        let back: Bitboard = checks::squares_of(set).into_iter().collect();
        prop_assert_eq!(back, set);
        prop_assert_eq!(set.count(), n);
    }
}
