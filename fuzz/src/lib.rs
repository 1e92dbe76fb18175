//! Checks shared by the fuzz targets in `fuzz_targets/`, by `tests/rules/fuzz_regressions.rs`
//! and by `tests/rules/rules_properties.rs`.
//!
//! Every `check_*` function takes untrusted input, feeds it to the rules engine and
//! panics only when the engine breaks one of its own invariants (a parser that
//! panics, a round trip that does not reproduce its input, a listed action that is
//! refused, an unlisted action that is accepted, a second ball, a Monkey outside its
//! area, ...). Any panic is therefore an engine bug.

pub mod chess_football;

use arbiter::games::hanniball::rules::{
    Action, Applied, BallChange, Bitboard, Game, MAX_TURN, PieceKind, Position, Reason, Side,
    Square, Status,
};

/// Longest input (in bytes) handed to the text parsers; longer inputs are cut.
pub const MAX_TEXT: usize = 64 * 1024;

/// How many pieces of each kind a side starts with (Monkey, Lion, Elephant, Horse).
pub const INITIAL_COUNTS: [usize; 4] = [1, 2, 4, 4];

/// A small deterministic generator (SplitMix64), so that a seed fully describes a playout.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Self {
        Rng(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }

    pub fn square(&mut self) -> Square {
        Square::ALL[self.below(Square::ALL.len())]
    }
}

fn kind_index(kind: PieceKind) -> usize {
    match kind {
        PieceKind::Monkey => 0,
        PieceKind::Lion => 1,
        PieceKind::Elephant => 2,
        PieceKind::Horse => 3,
    }
}

fn side_index(side: Side) -> usize {
    match side {
        Side::White => 0,
        Side::Black => 1,
    }
}

/// Pieces per side (White, Black) and kind (Monkey, Lion, Elephant, Horse).
pub fn piece_counts(pos: &Position) -> [[usize; 4]; 2] {
    let mut counts = [[0; 4]; 2];
    for sq in Square::ALL {
        if let Some(piece) = pos.piece_at(sq) {
            counts[side_index(piece.side)][kind_index(piece.kind)] += 1;
        }
    }
    counts
}

/// The squares a Monkey of `side` may stand on: its own goal area and its own goal.
pub fn in_monkey_zone(side: Side, sq: Square) -> bool {
    let (goal_rank, area) = match side {
        Side::White => (1, 2..=3),
        Side::Black => (15, 13..=14),
    };
    let file = sq.file();
    (sq.rank() == goal_rank && (3..=5).contains(&file))
        || (area.contains(&sq.rank()) && (2..=6).contains(&file))
}

/// Whether `sq` is one of the six goal squares.
pub fn is_goal_square(sq: Square) -> bool {
    sq.rank() == 1 || sq.rank() == 15
}

/// Everything observable about a game, for "unchanged" and "reproduced" comparisons.
#[derive(Clone, Debug, PartialEq)]
pub struct Snapshot {
    pub position: Position,
    pub turn_start: Position,
    pub start_position: Position,
    pub steps_taken: u8,
    pub status: Status,
    pub turns: Vec<Vec<Action>>,
    pub penalty_entitled: bool,
    pub penalty_used: bool,
}

impl Snapshot {
    pub fn of(game: &Game) -> Self {
        Snapshot {
            position: *game.position(),
            turn_start: *game.turn_start(),
            start_position: *game.start_position(),
            steps_taken: game.steps_taken(),
            status: game.status(),
            turns: game.turns().to_vec(),
            penalty_entitled: game.penalty_entitled(),
            penalty_used: game.penalty_used(),
        }
    }
}

/// The squares of a set, found through `contains` (independent of the set's iterator).
pub fn squares_of(set: Bitboard) -> Vec<Square> {
    Square::ALL
        .into_iter()
        .filter(|sq| set.contains(*sq))
        .collect()
}

/// A set's iterator yields exactly its squares, in index order, and `len` counts them.
pub fn check_bitboard(set: Bitboard) {
    let expected = squares_of(set);
    let mut walked = Vec::new();
    // A `for` loop only calls `next`.
    for sq in set {
        walked.push(sq);
        if walked.len() > Square::ALL.len() {
            panic!("the iterator of {set:?} does not end");
        }
    }
    assert_eq!(walked, expected, "iterating {set:?}");
    assert_eq!(set.len(), expected.len(), "len of {set:?}");
    assert_eq!(set.is_empty(), expected.is_empty(), "is_empty of {set:?}");
}

/// Invariants of a single position (also of a mid-turn board, or one where the game just ended).
pub fn check_position(pos: &Position) {
    let hpn = pos.to_hpn();
    let board = hpn.split(' ').next().unwrap_or("");
    let balls = board.chars().filter(|c| *c == '*' || *c == '+').count();
    assert_eq!(balls, 1, "HPN {hpn:?} must show exactly one ball");

    let ball = pos.ball();
    match pos.ball_holder() {
        Some(holder) => assert_eq!(
            pos.piece_at(ball),
            Some(holder),
            "ball holder disagrees with the board in {hpn}"
        ),
        None => assert_eq!(
            pos.piece_at(ball),
            None,
            "a loose ball shares {ball} with a piece in {hpn}"
        ),
    }
    let needle = match pos.ball_holder() {
        Some(_) => '+',
        None => '*',
    };
    assert!(
        board.contains(needle),
        "ball marker {needle} missing in {hpn}"
    );

    let mut occupied = 0usize;
    for sq in Square::ALL {
        let piece = pos.piece_at(sq);
        assert_eq!(
            pos.occupied().contains(sq),
            piece.is_some(),
            "occupied() at {sq} in {hpn}"
        );
        for side in Side::ALL {
            assert_eq!(
                pos.pieces(side).contains(sq),
                piece.is_some_and(|p| p.side == side),
                "pieces({side:?}) at {sq} in {hpn}"
            );
        }
        if let Some(p) = piece {
            occupied += 1;
            if p.kind == PieceKind::Monkey {
                assert!(
                    in_monkey_zone(p.side, sq),
                    "{:?} Monkey on {sq} outside its goal area in {hpn}",
                    p.side
                );
            }
        }
    }
    assert_eq!(pos.occupied().len(), occupied, "occupied().len() in {hpn}");
    check_bitboard(pos.occupied());
    for side in Side::ALL {
        check_bitboard(pos.pieces(side));
    }
    let counts = piece_counts(pos);
    for side in counts {
        for (n, max) in side.iter().zip(INITIAL_COUNTS) {
            assert!(
                *n <= max,
                "more pieces of a kind than at the start in {hpn}"
            );
        }
    }
}

/// HPN round trip of a position that describes the start of a turn.
pub fn check_hpn_round_trip(pos: &Position) {
    let hpn = pos.to_hpn();
    let back = Position::from_hpn(&hpn)
        .unwrap_or_else(|e| panic!("the engine's own HPN {hpn:?} does not parse: {e}"));
    assert_eq!(&back, pos, "HPN round trip changed the position {hpn}");
    assert_eq!(back.to_hpn(), hpn);
    assert_eq!(pos.to_string(), hpn, "Display differs from to_hpn");
}

/// HSN round trip of one action.
pub fn check_hsn_round_trip(action: Action) {
    let text = action.to_string();
    match text.parse::<Action>() {
        Ok(back) => assert_eq!(back, action, "HSN round trip of {text:?}"),
        Err(e) => panic!("the engine's own HSN {text:?} does not parse: {e}"),
    }
}

/// Invariants of a game at any moment.
pub fn check_game(game: &Game) {
    let pos = game.position();
    let start = game.turn_start();
    check_position(pos);
    check_position(start);
    check_hpn_round_trip(start);
    check_position(game.start_position());
    check_hpn_round_trip(game.start_position());

    let side = game.side_to_move();
    let turn = game.turn();
    assert_eq!(pos.side_to_move(), side);
    assert_eq!(start.side_to_move(), side);
    assert_eq!(pos.turn(), turn);
    assert_eq!(start.turn(), turn);
    assert_eq!(
        side == Side::White,
        turn % 2 == 1,
        "side {side:?} on turn {turn}"
    );

    let limit = if turn == 1 { 2 } else { 4 };
    assert_eq!(game.step_limit(), limit, "step limit on turn {turn}");
    let taken = game.steps_taken();
    assert!(taken <= limit, "{taken} steps taken, limit {limit}");
    if game.status() == Status::Ongoing {
        assert_eq!(game.steps_left(), limit - taken);
    } else {
        assert_eq!(game.steps_left(), 0, "steps left once the game is over");
    }
    if taken == 0 {
        assert_eq!(
            pos, start,
            "no step taken but the board differs from the turn start"
        );
    }
    let ongoing = game.status() == Status::Ongoing;
    assert_eq!(
        game.penalty_available(),
        ongoing && game.penalty_entitled() && !game.penalty_used(),
        "penalty_available disagrees with entitled/used/status"
    );
    if game.penalty_used() {
        assert!(game.penalty_entitled(), "penalty used without entitlement");
    }

    let legal = game.legal_actions();
    assert_eq!(
        legal,
        arbiter::games::hanniball::rules::legal_actions(game),
        "method and free function differ"
    );
    match game.status() {
        Status::Over(outcome) => {
            assert!(
                legal.is_empty(),
                "game over but {} legal actions",
                legal.len()
            );
            assert!(game.is_legal(Action::EndTurn).is_err());
            let mut copy = game.clone();
            assert!(copy.apply(Action::EndTurn).is_err());
            assert!(copy.resign(Side::White).is_err());
            assert_eq!(Snapshot::of(&copy), Snapshot::of(game));
            if outcome.reason == Reason::Goal || outcome.reason == Reason::OwnGoal {
                assert!(
                    is_goal_square(pos.ball()),
                    "{:?} but the ball is on {}",
                    outcome.reason,
                    pos.ball()
                );
            }
        }
        Status::Ongoing => {
            assert!(
                !legal.is_empty(),
                "ongoing game where the side to move has no legal action"
            );
            assert!(taken < limit, "ongoing turn with the step limit used up");
            assert!(
                !is_goal_square(pos.ball()),
                "ball rests in a goal but the game goes on"
            );
            let turns = game.turns();
            assert!(!turns.is_empty(), "turns() is empty");
            assert_eq!(
                turns.last().map(Vec::len),
                Some(usize::from(taken)),
                "the turn in progress lists a different number of steps"
            );
            assert_eq!(
                turns.len() as u64,
                u64::from(turn) - u64::from(game.start_position().turn()) + 1,
                "turns() length disagrees with the turn number"
            );
        }
    }

    // The list itself: no duplicates, `end` exactly when allowed, penalties exactly when available.
    let mut sorted: Vec<String> = legal.iter().map(ToString::to_string).collect();
    sorted.sort();
    let before = sorted.len();
    sorted.dedup();
    assert_eq!(before, sorted.len(), "legal_actions lists an action twice");
    if game.status() == Status::Ongoing {
        // The last turn (`MAX_TURN`) cannot be ended, and its last step must decide the game.
        let last_turn = turn == MAX_TURN;
        let may_end = taken > 0 && pos != start && !last_turn;
        assert_eq!(
            legal.contains(&Action::EndTurn),
            may_end,
            "`end` listed wrongly ({taken} steps, position changed: {}, turn {turn})",
            pos != start
        );
        if last_turn && taken + 1 == limit {
            for action in &legal {
                let mut copy = game.clone();
                let decides = copy.apply(*action).is_ok_and(|a| a.outcome.is_some());
                assert!(
                    decides,
                    "{action} uses the last step of the last turn without deciding the game"
                );
            }
        }
        let removable: Vec<Square> = squares_of(pos.pieces(side.opponent()))
            .into_iter()
            .filter(|sq| {
                pos.piece_at(*sq)
                    .is_some_and(|p| p.kind != PieceKind::Monkey)
            })
            .collect();
        let removal_allowed = game.penalty_available() && !(last_turn && taken + 1 == limit);
        for sq in &removable {
            let listed = legal.contains(&Action::PenaltyRemove { square: *sq });
            // A removal always changes the board, so it is legal exactly when a penalty is
            // available (except as the last step of the last turn, where it decides nothing).
            assert_eq!(
                listed,
                removal_allowed,
                "removal of {sq} listed: {listed}, penalty available: {}, turn {turn}",
                game.penalty_available()
            );
        }
    }
    for action in &legal {
        check_hsn_round_trip(*action);
        match *action {
            Action::Move { from, .. }
            | Action::Dribble { from, .. }
            | Action::Kick { from, .. } => {
                let piece = pos.piece_at(from);
                assert!(
                    piece.is_some_and(|p| p.side == side),
                    "listed {action} does not start from a piece of the side to move"
                );
                if !matches!(action, Action::Move { .. }) {
                    assert_eq!(
                        pos.ball(),
                        from,
                        "listed {action} but the ball is on {}",
                        pos.ball()
                    );
                }
            }
            Action::PenaltyRemove { square } => {
                let piece = pos.piece_at(square);
                assert!(
                    piece.is_some_and(|p| p.side != side && p.kind != PieceKind::Monkey),
                    "listed {action} does not remove an opponent piece other than the Monkey"
                );
            }
            Action::EndTurn => {}
        }
    }
}

/// Checks the report of one applied action against the game before and after.
pub fn check_applied(
    before: &Snapshot,
    before_side: Side,
    action: Action,
    applied: &Applied,
    after: &Game,
) {
    assert_eq!(applied.action, action);
    assert_eq!(
        applied.ball_from,
        before.position.ball(),
        "ball_from of {action}"
    );
    assert_eq!(
        applied.ball_to,
        after.position().ball(),
        "ball_to of {action}"
    );
    if !matches!(action, Action::Kick { .. } | Action::Dribble { .. }) {
        assert_eq!(
            applied.ball_change() == BallChange::None,
            applied.holder_before == applied.holder_after && applied.captured.is_none(),
            "ball_change of {action}"
        );
    }
    match applied.outcome {
        Some(outcome) => assert_eq!(after.status(), Status::Over(outcome)),
        None => assert_eq!(
            after.status(),
            Status::Ongoing,
            "{action} ended the game without an outcome"
        ),
    }

    let counts_before = piece_counts(&before.position);
    let counts_after = piece_counts(after.position());
    for s in 0..2 {
        for k in 0..4 {
            assert!(
                counts_after[s][k] <= counts_before[s][k],
                "{action} made a piece appear: {counts_before:?} -> {counts_after:?}"
            );
        }
    }
    let total = |c: [[usize; 4]; 2]| c.iter().flatten().sum::<usize>();
    let lost = total(counts_before) - total(counts_after);
    let reported = usize::from(applied.captured.is_some()) + usize::from(applied.removed.is_some());
    assert_eq!(
        lost, reported,
        "{action}: {lost} pieces gone, {reported} reported"
    );
    if let Some((sq, piece)) = applied.captured {
        assert_eq!(
            before.position.piece_at(sq),
            Some(piece),
            "captured piece of {action}"
        );
        assert_ne!(piece.side, before_side, "{action} captured an own piece");
    }
    if let Some((sq, piece)) = applied.removed {
        assert_eq!(
            before.position.piece_at(sq),
            Some(piece),
            "removed piece of {action}"
        );
        assert_ne!(piece.kind, PieceKind::Monkey, "{action} removed a Monkey");
        assert_ne!(piece.side, before_side, "{action} removed an own piece");
    }

    if action == Action::EndTurn {
        assert!(applied.turn_ended, "`end` did not end the turn");
    }
    if after.status() == Status::Ongoing {
        if applied.turn_ended {
            assert_eq!(
                after.side_to_move(),
                before_side.opponent(),
                "{action} ended the turn"
            );
            assert_eq!(after.turn(), before.position.turn() + 1);
            assert_eq!(after.steps_taken(), 0);
            assert_ne!(
                board_text(after.turn_start()),
                board_text(&before.turn_start),
                "a turn ended on its own turn-start position"
            );
        } else {
            assert_eq!(after.side_to_move(), before_side);
            assert_eq!(after.steps_taken(), before.steps_taken + 1);
        }
    }

    let flat_before: Vec<Action> = before.turns.iter().flatten().copied().collect();
    let flat_after: Vec<Action> = after.turns().iter().flatten().copied().collect();
    assert_eq!(
        flat_after.len(),
        flat_before.len() + 1,
        "turns() after {action}"
    );
    assert_eq!(flat_after[..flat_before.len()], flat_before[..]);
    assert_eq!(flat_after.last(), Some(&action));
}

/// The board field of a position's HPN (pieces and ball, without side and turn).
pub fn board_text(pos: &Position) -> String {
    let hpn = pos.to_hpn();
    hpn.split(' ').next().unwrap_or("").to_string()
}

/// Applies `action` to `game` and checks everything around it: agreement with
/// `legal_actions`/`is_legal`, atomicity on error, and the invariants afterwards.
/// Returns whether the action was accepted.
pub fn try_action(game: &mut Game, action: Action) -> bool {
    try_action_with(game, action, true)
}

/// `try_action`, with the full game invariants (`check_game`) after an accepted action
/// only when `full`, or when the action ended the turn or the game; otherwise the
/// position invariants (`check_position`) and the report (`check_applied`).
pub fn try_action_with(game: &mut Game, action: Action, full: bool) -> bool {
    let listed = game.legal_actions().contains(&action);
    let verdict = game.is_legal(action);
    assert_eq!(
        verdict.is_ok(),
        listed,
        "is_legal({action}) = {verdict:?} but listed = {listed} in {}",
        game.position()
    );
    let before = Snapshot::of(game);
    let side = game.side_to_move();
    match game.apply(action) {
        Ok(applied) => {
            assert!(
                listed,
                "apply accepted the unlisted action {action} in {}",
                before.position
            );
            check_applied(&before, side, action, &applied, game);
            if full || applied.turn_ended || applied.outcome.is_some() {
                check_game(game);
            } else {
                check_position(game.position());
            }
            true
        }
        Err(e) => {
            assert!(
                !listed,
                "apply refused the listed action {action} in {}: {e}",
                before.position
            );
            assert!(!e.to_string().is_empty());
            assert!(!e.code().is_empty());
            assert_eq!(
                Snapshot::of(game),
                before,
                "a refused {action} changed the game"
            );
            false
        }
    }
}

/// Applies every listed action on a copy of the game and checks each result: fully
/// (`try_action`, all game invariants afterwards) when `thorough`, otherwise the
/// report only (`check_applied`: counts, ball squares, outcome, turn change, history),
/// plus all game invariants when the action ends the game.
pub fn check_every_listed_action(game: &Game, thorough: bool) {
    let before = Snapshot::of(game);
    let side = game.side_to_move();
    for action in game.legal_actions() {
        let mut copy = game.clone();
        if thorough {
            assert!(try_action(&mut copy, action), "listed {action} refused");
            continue;
        }
        assert!(
            game.is_legal(action).is_ok(),
            "is_legal refuses the listed {action}"
        );
        match copy.apply(action) {
            Ok(applied) => {
                check_applied(&before, side, action, &applied, &copy);
                if applied.outcome.is_some() {
                    check_game(&copy);
                }
            }
            Err(e) => panic!("listed {action} refused in {}: {e}", before.position),
        }
    }
}

/// Record and binary encoding round trips of a whole game.
pub fn check_game_round_trips(game: &Game) {
    check_record_round_trip(game);
    check_encoding_round_trip(game);
}

/// `from_record(to_record())` reproduces the game, and the record text is stable.
pub fn check_record_round_trip(game: &Game) {
    let record = game.to_record();
    match Game::from_record(&record) {
        Ok(back) => {
            assert_eq!(
                Snapshot::of(&back),
                Snapshot::of(game),
                "record round trip differs:\n{record}"
            );
            assert_eq!(back.to_record(), record);
        }
        Err(e) => panic!("the engine's own record does not parse: {e}\n{record}"),
    }
}

/// `decode(encode())` reproduces the game, and the encoding is stable.
pub fn check_encoding_round_trip(game: &Game) {
    let bytes = game.encode();
    match Game::decode(&bytes) {
        Ok(back) => {
            assert_eq!(
                Snapshot::of(&back),
                Snapshot::of(game),
                "decode(encode) differs for\n{}",
                game.to_record()
            );
            assert_eq!(back.encode(), bytes);
        }
        Err(e) => panic!(
            "the engine's own encoding does not decode: {e}\n{}",
            game.to_record()
        ),
    }
}

/// Undo of the last step restores the game before it; applying the step again restores the game after it.
pub fn check_undo(game: &Game) {
    let mut copy = game.clone();
    let now = Snapshot::of(game);
    match copy.undo_step() {
        Ok(action) => {
            assert!(
                game.status() == Status::Ongoing && game.steps_taken() > 0,
                "undo_step succeeded with nothing to undo"
            );
            assert_eq!(copy.steps_taken() + 1, game.steps_taken());
            check_game(&copy);
            let again = copy.apply(action);
            assert!(
                again.is_ok(),
                "re-applying the undone {action} failed: {again:?}"
            );
            assert_eq!(
                Snapshot::of(&copy),
                now,
                "undo + re-apply of {action} differs"
            );
        }
        Err(_) => {
            assert!(
                game.status() != Status::Ongoing || game.steps_taken() == 0,
                "undo_step refused with {} steps taken",
                game.steps_taken()
            );
            assert_eq!(Snapshot::of(&copy), now, "a refused undo changed the game");
        }
    }
}

/// Picks an action by index from `legal_actions()`, preferring `end` now and then so
/// that turns of every length occur. `None` when the game is over.
pub fn pick_action(rng: &mut Rng, game: &Game) -> Option<Action> {
    let legal = game.legal_actions();
    if legal.is_empty() {
        return None;
    }
    if rng.below(4) == 0 && legal.contains(&Action::EndTurn) {
        return Some(Action::EndTurn);
    }
    Some(legal[rng.below(legal.len())])
}

/// A game after `plies` random legal actions from the initial position (fewer if it ends).
pub fn random_game(seed: u64, plies: usize) -> Game {
    let mut rng = Rng::new(seed);
    let mut game = Game::new();
    for _ in 0..plies {
        let Some(action) = pick_action(&mut rng, &game) else {
            break;
        };
        game.apply(action)
            .unwrap_or_else(|e| panic!("listed {action} refused: {e}"));
    }
    game
}

/// A random action of any shape, with squares drawn from all 123 (or near the pieces in play).
pub fn random_action(rng: &mut Rng, game: &Game) -> Action {
    let legal = game.legal_actions();
    let pos = game.position();
    let square = |rng: &mut Rng| -> Square {
        match rng.below(3) {
            0 => pos.ball(),
            1 => {
                let own = squares_of(pos.occupied());
                if own.is_empty() {
                    rng.square()
                } else {
                    own[rng.below(own.len())]
                }
            }
            _ => rng.square(),
        }
    };
    if !legal.is_empty() && rng.below(3) == 0 {
        // A listed action with one part changed.
        let base = legal[rng.below(legal.len())];
        let other = square(rng);
        return match base {
            Action::Move { from, to } => match rng.below(3) {
                0 => Action::Move { from, to: other },
                1 => Action::Dribble { from, to },
                _ => Action::Kick {
                    from,
                    to,
                    ricochet: None,
                },
            },
            Action::Dribble { from, to } => match rng.below(2) {
                0 => Action::Dribble { from, to: other },
                _ => Action::Move { from, to },
            },
            Action::Kick { from, to, ricochet } => match rng.below(3) {
                0 => Action::Kick {
                    from,
                    to: other,
                    ricochet,
                },
                1 => Action::Kick {
                    from,
                    to,
                    ricochet: Some(other),
                },
                _ => Action::Kick {
                    from,
                    to,
                    ricochet: None,
                },
            },
            Action::PenaltyRemove { .. } => Action::PenaltyRemove { square: other },
            Action::EndTurn => Action::EndTurn,
        };
    }
    let from = square(rng);
    let to = square(rng);
    match rng.below(6) {
        0 | 1 => Action::Move { from, to },
        2 => Action::Dribble { from, to },
        3 => Action::Kick {
            from,
            to,
            ricochet: None,
        },
        4 => Action::Kick {
            from,
            to,
            ricochet: Some(square(rng)),
        },
        _ => {
            if rng.below(2) == 0 {
                Action::PenaltyRemove { square: from }
            } else {
                Action::EndTurn
            }
        }
    }
}

fn text(data: &[u8]) -> Option<&str> {
    let data = &data[..data.len().min(MAX_TEXT)];
    std::str::from_utf8(data).ok()
}

/// HPN: parsing never panics; what parses is canonical (formats back to the same text),
/// round-trips, satisfies the position invariants, and gives a consistent game.
pub fn check_hpn_text(s: &str) {
    let parsed = Position::from_hpn(s);
    let via_from_str = s.parse::<Position>();
    assert_eq!(
        parsed.as_ref().ok(),
        via_from_str.as_ref().ok(),
        "from_hpn and FromStr differ on {s:?}"
    );
    match parsed {
        Ok(pos) => {
            assert_eq!(pos.to_hpn(), s, "a non-canonical HPN was accepted");
            check_hpn_round_trip(&pos);
            check_position(&pos);
            assert!(
                !is_goal_square(pos.ball()),
                "HPN accepted a ball in a goal: {s}"
            );
            let game = Game::from_position(pos);
            check_game(&game);
            check_every_listed_action(&game, true);
            check_game_round_trips(&game);
        }
        Err(e) => assert!(!e.to_string().is_empty(), "empty HPN error message"),
    }
}

/// HSN (and square names): parsing never panics; what parses formats and parses back equal.
pub fn check_hsn_text(s: &str) {
    match s.parse::<Action>() {
        Ok(action) => check_hsn_round_trip(action),
        Err(e) => assert!(!e.to_string().is_empty(), "empty HSN error message"),
    }
    if let Ok(sq) = s.parse::<Square>() {
        assert_eq!(sq.to_string().parse::<Square>().ok(), Some(sq));
        assert_eq!(Square::new(sq.file(), sq.rank()), Some(sq));
        assert_eq!(Square::from_index(sq.index()), Some(sq));
    }
    // The same text as an action applied to the initial game must be judged consistently.
    if let Ok(action) = s.parse::<Action>() {
        let mut game = Game::new();
        try_action(&mut game, action);
    }
}

/// Game records: parsing never panics; what parses is a consistent game and round-trips.
pub fn check_record_text(s: &str) {
    match Game::from_record(s) {
        Ok(game) => {
            check_game(&game);
            check_game_round_trips(&game);
            check_undo(&game);
        }
        Err(e) => assert!(!e.to_string().is_empty(), "empty record error message"),
    }
}

/// Stored games: decoding never panics; what decodes is a consistent game and round-trips.
///
/// `Game::decode` takes the completed turns as stored (only the turn in progress is
/// replayed), so a decoded game is not required to agree with a replay of its record;
/// its record must still be readable without a panic.
pub fn check_decode_bytes(data: &[u8]) {
    match Game::decode(data) {
        Ok(game) => {
            check_game(&game);
            check_encoding_round_trip(&game);
            check_undo(&game);
            let _ = Game::from_record(&game.to_record());
        }
        Err(e) => assert!(!e.to_string().is_empty(), "empty decode error message"),
    }
}

/// Fuzz entry: arbitrary bytes as HPN.
pub fn fuzz_hpn(data: &[u8]) {
    if let Some(s) = text(data) {
        check_hpn_text(s);
    }
}

/// Fuzz entry: arbitrary bytes as HSN.
pub fn fuzz_hsn(data: &[u8]) {
    if let Some(s) = text(data) {
        check_hsn_text(s);
    }
}

/// Fuzz entry: arbitrary bytes as a game record. A first byte of 0x00 instead takes a
/// record of a random game (seeded by the next bytes) and splices the rest of the input
/// into it, so that the fuzzer also explores nearly valid records.
pub fn fuzz_record(data: &[u8]) {
    if let [0, rest @ ..] = data {
        let (seed, plies, tail) = seed_header(rest);
        let mut record = random_game(seed, plies).to_record().into_bytes();
        splice(&mut record, tail);
        if let Ok(s) = std::str::from_utf8(&record) {
            check_record_text(s);
        }
    } else if let Some(s) = text(data) {
        check_record_text(s);
    }
}

/// Fuzz entry: arbitrary bytes into `Game::decode`. A first byte of 0xFF instead takes
/// the encoding of a random game and splices the rest of the input into it.
pub fn fuzz_decode(data: &[u8]) {
    check_decode_bytes(data);
    if let [0xFF, rest @ ..] = data {
        let (seed, plies, tail) = seed_header(rest);
        let mut bytes = random_game(seed, plies).encode();
        splice(&mut bytes, tail);
        check_decode_bytes(&bytes);
    }
}

/// Reads a seed (8 bytes) and a playout length (1 byte) from the front of `data`.
pub fn seed_header(data: &[u8]) -> (u64, usize, &[u8]) {
    let mut seed = [0u8; 8];
    let n = data.len().min(8);
    seed[..n].copy_from_slice(&data[..n]);
    let plies = data.get(8).map_or(0, |b| usize::from(*b) % 80);
    let tail = data.get(9..).unwrap_or(&[]);
    (u64::from_le_bytes(seed), plies, tail)
}

/// Edits `target` by a list of (position, operation, byte) triples.
pub fn splice(target: &mut Vec<u8>, edits: &[u8]) {
    for edit in edits.chunks(3) {
        let [at, op, byte] = [
            edit[0],
            *edit.get(1).unwrap_or(&0),
            *edit.get(2).unwrap_or(&0),
        ];
        let len = target.len();
        let at = if len == 0 {
            0
        } else {
            usize::from(at) * len / 256
        };
        match op % 4 {
            0 if at < len => target[at] = byte,
            1 => target.insert(at.min(len), byte),
            2 if at < len => {
                target.remove(at);
            }
            3 => target.truncate(at),
            _ => {}
        }
    }
}

/// Fuzz entry: a random game (seeded by the first bytes, possibly restarted from one of
/// its turn-start positions) and then a program of steps read from the rest of the input:
/// listed actions by index, action strings, actions built from raw squares, `end`,
/// undo and resignation. Every accepted action must keep the invariants, every refused
/// one must leave the game unchanged, and the finished game must round-trip.
pub fn fuzz_apply_actions(data: &[u8]) {
    let Some((&mode, rest)) = data.split_first() else {
        return;
    };
    let (seed, _, program) = seed_header(rest);
    let plies = usize::from(mode & 0x3F);
    let mut game = random_game(seed, plies);
    if mode & 0x40 != 0 {
        game = Game::from_position(*game.turn_start());
    }
    check_game(&game);

    let mut rng = Rng::new(seed ^ 0xA5A5_A5A5);
    let mut bytes = program.iter().copied();
    let mut steps = 0;
    while let Some(op) = bytes.next() {
        steps += 1;
        if steps > 96 {
            break;
        }
        match op % 8 {
            0..=2 => {
                let legal = game.legal_actions();
                let index = usize::from(bytes.next().unwrap_or(0));
                if let Some(action) = legal.get(index % legal.len().max(1)).copied() {
                    assert!(
                        try_action_with(&mut game, action, false),
                        "listed {action} refused"
                    );
                }
            }
            3 => {
                let len = usize::from(bytes.next().unwrap_or(0) % 24);
                let raw: Vec<u8> = bytes.by_ref().take(len).collect();
                let s = String::from_utf8_lossy(&raw);
                check_hsn_text(&s);
                if let Ok(action) = s.parse::<Action>() {
                    try_action_with(&mut game, action, false);
                }
            }
            4 => {
                let pick = |b: Option<u8>| {
                    let i = usize::from(b.unwrap_or(0)) % Square::ALL.len();
                    Square::ALL[i]
                };
                let kind = bytes.next().unwrap_or(0);
                let from = pick(bytes.next());
                let to = pick(bytes.next());
                let action = match kind % 6 {
                    0 => Action::Move { from, to },
                    1 => Action::Dribble { from, to },
                    2 => Action::Kick {
                        from,
                        to,
                        ricochet: None,
                    },
                    3 => Action::Kick {
                        from,
                        to,
                        ricochet: Some(pick(bytes.next())),
                    },
                    4 => Action::PenaltyRemove { square: from },
                    _ => Action::EndTurn,
                };
                try_action_with(&mut game, action, false);
            }
            5 => {
                let action = random_action(&mut rng, &game);
                try_action_with(&mut game, action, false);
            }
            6 => {
                check_undo(&game);
                if bytes.next().unwrap_or(0) % 2 == 0 {
                    let _ = game.undo_step();
                    check_game(&game);
                }
            }
            _ => {
                // Resignation, rarely, so that most programs keep playing.
                if bytes.next() == Some(0xFF) {
                    let side = if op & 0x80 == 0 {
                        Side::White
                    } else {
                        Side::Black
                    };
                    let ongoing = game.status() == Status::Ongoing;
                    match game.resign(side) {
                        Ok(outcome) => {
                            assert!(ongoing, "resigned a finished game");
                            assert_eq!(outcome.winner, side.opponent());
                            assert_eq!(outcome.reason, Reason::Resignation);
                            assert_eq!(game.status(), Status::Over(outcome));
                        }
                        Err(_) => assert!(!ongoing, "resignation refused in an ongoing game"),
                    }
                    check_game(&game);
                }
            }
        }
    }
    check_game_round_trips(&game);
}
