//! Checks for the Chess Football engine, shared by the `chess_football_*` fuzz targets, by
//! `tests/rules/chess_football_fuzz.rs` and by `tests/rules/chess_football_properties.rs`.
//!
//! Every function takes untrusted input (or a seed) and panics only when the engine breaks
//! one of its own invariants: a parser that panics, a round trip that does not reproduce its
//! input, a listed action that is refused, an unlisted one that is accepted, a second ball, a
//! loose ball in play, a count over 45, broken alternation, a match that does not end.

use arbiter::games::chess_football::rules::{
    Action, ActionList, Applied, Game, MOVES_PER_HALF, Phase, Position, Side, Square, Status,
};

/// Longest input handed to the text parsers; longer inputs are cut.
pub const MAX_TEXT: usize = 4096;

/// Actions a match can have at most: 180 moves, 12 placements before each kick-off (at most
/// one per move, plus the two halves' first), with room to spare.
pub const MAX_MATCH_ACTIONS: usize = 180 + 12 * 182;

fn text(data: &[u8]) -> Option<&str> {
    std::str::from_utf8(&data[..data.len().min(MAX_TEXT)]).ok()
}

/// A CFN text: parsing never panics; an accepted position prints back identically, reads
/// back equal, satisfies the position invariants, and every action it lists applies.
pub fn fuzz_cfn(data: &[u8]) {
    let Some(text) = text(data) else { return };
    let Ok(pos) = Position::from_cfn(text) else {
        return;
    };
    assert_eq!(pos.to_cfn(), text, "CFN does not print back identically");
    assert_eq!(Position::from_cfn(&pos.to_cfn()), Ok(pos));
    check_position(&pos);
    check_every_listed_action(&Game::from_position(pos));
}

/// A CFA text: parsing never panics; an accepted action prints back identically.
pub fn fuzz_cfa(data: &[u8]) {
    let Some(text) = text(data) else { return };
    if let Ok(action) = text.parse::<Action>() {
        assert_eq!(
            action.to_string(),
            text,
            "CFA does not print back identically"
        );
    }
}

/// Stored bytes: decoding never panics; a decoded match satisfies the invariants and
/// survives encode/decode and its text record.
pub fn fuzz_decode(data: &[u8]) {
    let Ok(game) = Game::decode(data) else { return };
    check_position(game.position());
    check_round_trips(&game);
}

/// Invariants of any position the engine hands out.
pub fn check_position(pos: &Position) {
    let cfn = pos.to_cfn();
    let board = cfn.split(' ').next().unwrap_or_default();
    let balls = board.matches(['+', '*']).count();
    assert_eq!(balls, 1, "one ball in {cfn}");
    assert!(pos.moves(Side::White) <= MOVES_PER_HALF && pos.moves(Side::Black) <= MOVES_PER_HALF);
    let holder = pos.ball_holder();
    match pos.phase() {
        Phase::Play | Phase::Kickoff => {
            assert!(holder.is_some(), "the ball is held in play: {cfn}")
        }
        Phase::Place => {
            let kicker = pos.kicking_off().unwrap_or(Side::White);
            let k = if kicker == Side::White { "e4" } else { "e5" };
            assert_eq!(
                pos.ball().to_string(),
                k,
                "the ball waits on the kick-off square"
            );
        }
    }
    for side in Side::ALL {
        assert!(pos.pieces(side).len() <= 6, "{cfn}");
    }
    // The counts alternate: the side that moves first in the half has made as many moves as
    // the other, or one more.
    let (first, second) = if pos.half() == 1 {
        (Side::White, Side::Black)
    } else {
        (Side::Black, Side::White)
    };
    let d = i32::from(pos.moves(first)) - i32::from(pos.moves(second));
    assert!(d == 0 || d == 1, "alternation in {cfn}");
    assert_eq!(
        Position::from_cfn(&cfn),
        Ok(*pos),
        "CFN round trip of {cfn}"
    );
}

/// Applies every listed action on a copy of the match: each is accepted and reported, and
/// a few unlisted actions are refused without change.
pub fn check_every_listed_action(game: &Game) {
    let listed = game.legal_actions();
    for &action in &listed {
        assert_eq!(
            action.to_string().parse::<Action>(),
            Ok(action),
            "CFA round trip"
        );
        let mut copy = game.clone();
        let done = copy
            .apply(action)
            .unwrap_or_else(|e| panic!("listed {action} refused in {}: {e}", game.position()));
        check_applied(game, &copy, &done);
        check_position(copy.position());
    }
    if game.status() != Status::Ongoing {
        assert!(listed.is_empty(), "no actions once over");
    }
    // Unlisted actions: the null move and a sample of placements, moves and passes.
    let mut rng = Rng::new(listed.len() as u64);
    for i in 0..8u64 {
        let from = Square::ALL[rng.below(64)];
        let to = Square::ALL[rng.below(64)];
        let action = match i % 4 {
            0 => Action::Null,
            1 => Action::Move {
                from,
                to,
                promotion: None,
            },
            2 => Action::Pass { from, to },
            _ => Action::Place {
                kind: arbiter::games::chess_football::rules::Kind::ALL[rng.below(6)],
                to,
            },
        };
        if listed.contains(&action) {
            continue;
        }
        let mut copy = game.clone();
        assert!(copy.apply(action).is_err(), "unlisted {action} accepted");
        assert_eq!(&copy, game, "a refused action changes nothing");
    }
}

/// The report of one action against the match before and after it.
pub fn check_applied(before: &Game, after: &Game, done: &Applied) {
    let (b, a) = (before.position(), after.position());
    assert_eq!(done.side, b.side_to_act());
    if let Action::Place { .. } = done.action {
        assert!(done.placed.is_some());
        assert_eq!(a.moves(Side::White), b.moves(Side::White));
        assert_eq!(a.moves(Side::Black), b.moves(Side::Black));
        return;
    }
    if let Some(goal) = done.goal {
        assert_eq!(goal.scorer, done.side);
        assert_eq!(goal.score, after.score());
        assert_eq!(goal.score.of(done.side), before.score().of(done.side) + 1);
    } else {
        assert_eq!(after.score(), before.score());
    }
    if done.half_time {
        assert_eq!(
            (a.half(), a.phase(), a.side_to_act()),
            (2, Phase::Place, Side::Black)
        );
    } else if done.outcome.is_some() {
        assert!(a.is_finished());
    } else if let Some(restart) = done.restart {
        assert_eq!(a.phase(), Phase::Place);
        assert_eq!(restart.kicker, done.side.opponent());
        assert_eq!(a.side_to_act(), restart.kicker);
        assert_eq!(a.moves(done.side), b.moves(done.side) + 1);
    } else {
        assert_eq!(a.phase(), Phase::Play);
        assert_eq!(a.side_to_act(), done.side.opponent(), "alternation");
        assert_eq!(a.moves(done.side), b.moves(done.side) + 1);
    }
}

/// `decode(encode())` and `from_record(to_record())` reproduce the match.
pub fn check_round_trips(game: &Game) {
    let bytes = game.encode();
    assert_eq!(Game::decode(&bytes).as_ref(), Ok(game), "encode/decode");
    assert_eq!(Game::decode(&bytes).map(|g| g.encode()), Ok(bytes.clone()));
    let record = game.to_record();
    let back = Game::from_record(&record).unwrap_or_else(|e| panic!("{e}\n{record}"));
    assert_eq!(&back, game, "record round trip:\n{record}");
    assert_eq!(back.to_record(), record);
}

/// A small deterministic generator (SplitMix64), so a seed fully describes a match.
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
}

/// Plays a random match from `start` with the seed, checking each action's report and the
/// position after it (`thorough`: also every listed action, at every step), and returns it
/// once over. Resigns now and then when `resign` is set.
pub fn play_random(start: Position, seed: u64, thorough: bool, resign: bool) -> Game {
    let mut rng = Rng::new(seed);
    let mut game = Game::from_position(start);
    let mut list = ActionList::new();
    for _ in 0..=MAX_MATCH_ACTIONS {
        game.legal_actions_into(&mut list);
        if list.is_empty() {
            assert_ne!(
                game.status(),
                Status::Ongoing,
                "an ongoing match has an action"
            );
            return game;
        }
        if thorough {
            check_every_listed_action(&game);
        }
        if resign && rng.below(400) == 0 {
            let side = if rng.below(2) == 0 {
                Side::White
            } else {
                Side::Black
            };
            assert!(game.resign(side).is_ok());
            continue;
        }
        let action = list[rng.below(list.len())];
        let before = game.clone();
        let done = game
            .apply(action)
            .unwrap_or_else(|e| panic!("listed {action} refused: {e}"));
        check_applied(&before, &game, &done);
        check_position(game.position());
    }
    panic!("the match did not end within {MAX_MATCH_ACTIONS} actions");
}

/// A fuzz body over random matches: the first 8 bytes are the seed.
pub fn fuzz_play(data: &[u8]) {
    let mut seed = [0u8; 8];
    for (i, b) in data.iter().take(8).enumerate() {
        seed[i] = *b;
    }
    let game = play_random(Position::initial(), u64::from_le_bytes(seed), false, true);
    check_round_trips(&game);
}
