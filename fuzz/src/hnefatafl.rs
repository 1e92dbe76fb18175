//! Checks for the Copenhagen Hnefatafl engine, shared by the `hnefatafl_*` fuzz targets in
//! `fuzz_targets/`, by `tests/rules/hnefatafl_fuzz_regressions.rs` and by
//! `tests/rules/hnefatafl_properties.rs` (each includes this file with `#[path]`).
//!
//! Every `fuzz_*` and `check_*` function takes untrusted input and panics only when the engine
//! breaks one of its own promises: a parser that panics, a round trip that changes its input,
//! a listed move that is refused, an unlisted move that is accepted, a record or stored game
//! that does not reproduce the game, a position with pieces where none may stand.

use arbiter::games::hnefatafl::rules::{
    Bitboard, Game, MAX_ATTACKERS, MAX_DEFENDERS, Move, Piece, Position, SQUARE_COUNT, Side,
    Square, Status,
};

/// Longest input (in bytes) handed to the text parsers; longer inputs are cut.
pub const MAX_TEXT: usize = 64 * 1024;

/// The corners and the throne, found by name (independent of the engine's tables).
fn restricted(sq: Square) -> bool {
    matches!(sq.to_string().as_str(), "a1" | "k1" | "a11" | "k11" | "f6")
}

/// Invariants of one position.
pub fn check_position(pos: &Position) {
    let tpn = pos.to_tpn();
    let mut kings = 0;
    for sq in Square::ALL {
        let piece = pos.piece_at(sq);
        assert_eq!(
            pos.occupied().contains(sq),
            piece.is_some(),
            "{sq} in {tpn}"
        );
        for side in Side::ALL {
            assert_eq!(
                pos.pieces(side).contains(sq),
                piece.is_some_and(|p| p.side() == side),
                "pieces({side}) at {sq} in {tpn}"
            );
        }
        match piece {
            Some(Piece::King) => kings += 1,
            Some(p) => assert!(!restricted(sq), "a {p} on {sq} in {tpn}"),
            None => {}
        }
    }
    assert!(kings <= 1, "{kings} Kings in {tpn}");
    assert_eq!(pos.king().is_some(), kings == 1);
    assert!(pos.attackers().len() <= MAX_ATTACKERS, "{tpn}");
    assert!(pos.defenders().len() <= MAX_DEFENDERS, "{tpn}");
    let back = Position::from_tpn(&tpn)
        .unwrap_or_else(|e| panic!("the engine's own TPN {tpn:?} does not parse: {e}"));
    assert_eq!(&back, pos, "TPN round trip of {tpn}");
    assert_eq!(pos.to_string(), tpn);
}

/// Move notation round trip.
pub fn check_move_round_trip(mv: Move) {
    let text = mv.to_string();
    match text.parse::<Move>() {
        Ok(back) => assert_eq!(back, mv, "round trip of {text:?}"),
        Err(e) => panic!("the engine's own move {text:?} does not parse: {e}"),
    }
}

/// Invariants of a game at any moment: its positions, its listed moves (all legal, all
/// written back), and its status (an ongoing game has a move; a decided one has none).
pub fn check_game(game: &Game) {
    check_position(game.position());
    check_position(game.start_position());
    let legal = game.legal_moves();
    assert_eq!(
        game.status() == Status::Ongoing,
        !legal.is_empty(),
        "status {:?} with {} legal moves in {}",
        game.status(),
        legal.len(),
        game.position()
    );
    let own = game.position().pieces(game.side_to_move());
    for &mv in &legal {
        check_move_round_trip(mv);
        assert!(
            own.contains(mv.from),
            "{mv} does not start from a piece to move"
        );
        assert!(game.check(mv).is_ok(), "listed {mv} is refused");
    }
    if game.status() == Status::Ongoing {
        assert_eq!(game.position().count_moves() as usize, legal.len());
    }
}

/// `check` agrees with the list for `mv`, and a refused move leaves the game unchanged.
pub fn try_move(game: &Game, mv: Move) {
    let listed = game.legal_moves().contains(&mv);
    let mut trial = game.clone();
    match trial.apply(mv) {
        Ok(_) => assert!(listed, "unlisted {mv} accepted in {}", game.position()),
        Err(e) => {
            assert!(!listed, "listed {mv} refused: {e}");
            assert!(!e.to_string().is_empty() && !e.code().is_empty());
            assert_eq!(&trial, game, "a refused {mv} changed the game");
        }
    }
}

/// What an applied move reports agrees with the boards before and after.
pub fn check_applied(before: &Game, after: &Game, mv: Move) {
    let (p0, p1) = (before.position(), after.position());
    let mover = before.side_to_move();
    let enemy = mover.opponent();
    let mut again = before.clone();
    let applied = again
        .apply(mv)
        .unwrap_or_else(|e| panic!("{mv} refused the second time: {e}"));
    assert_eq!(&again, after, "applying {mv} twice from one game differs");
    let enemy_soldiers = |p: &Position| match enemy {
        Side::Attackers => p.attackers(),
        Side::Defenders => p.defenders(),
    };
    let lost = enemy_soldiers(p0).minus(enemy_soldiers(p1));
    assert_eq!(lost, applied.captured, "captures of {mv}");
    assert!(applied.shieldwall.minus(applied.captured).is_empty());
    assert_eq!(
        p0.pieces(mover).len(),
        p1.pieces(mover).len(),
        "the mover lost a piece"
    );
    assert_eq!(
        applied.king_captured.is_some(),
        p0.king().is_some() && p1.king().is_none()
    );
    assert_eq!(applied.outcome, after.status().outcome());
    assert_eq!(after.moves().len(), before.moves().len() + 1);
    assert_eq!(after.moves().last(), Some(&mv));
    if after.status() == Status::Ongoing {
        assert_eq!(after.side_to_move(), enemy);
    }
}

/// The text record and the stored form both reproduce the game.
pub fn check_round_trips(game: &Game) {
    let record = game.to_record();
    let back = Game::from_record(&record)
        .unwrap_or_else(|e| panic!("the engine's own record does not read: {e}\n{record}"));
    assert_eq!(&back, game, "record round trip:\n{record}");
    let bytes = game.encode();
    let back = Game::decode(&bytes)
        .unwrap_or_else(|e| panic!("the engine's own encoding does not decode: {e}"));
    assert_eq!(&back, game, "encode/decode round trip");
    assert_eq!(back.encode(), bytes);
}

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
        Square::ALL[self.below(SQUARE_COUNT)]
    }
}

/// A random legal playout of up to `plies` moves from `game`, checking every step: every
/// listed move is accepted, a few unlisted ones are refused, each report is right. Returns
/// the game reached.
pub fn playout(mut game: Game, rng: &mut Rng, plies: usize) -> Game {
    check_game(&game);
    for _ in 0..plies {
        let legal = game.legal_moves();
        if legal.is_empty() {
            break;
        }
        for _ in 0..4 {
            let other = Move::new(rng.square(), rng.square());
            try_move(&game, other);
        }
        let mv = legal[rng.below(legal.len())];
        let before = game.clone();
        game.apply(mv)
            .unwrap_or_else(|e| panic!("listed {mv} refused: {e}"));
        check_applied(&before, &game, mv);
        check_game(&game);
    }
    if game.status() == Status::Ongoing && rng.below(8) == 0 {
        let side = Side::ALL[rng.below(2)];
        assert!(game.resign(side).is_ok());
        assert!(game.legal_moves().is_empty());
    }
    check_round_trips(&game);
    game
}

fn text(data: &[u8]) -> Option<&str> {
    std::str::from_utf8(&data[..data.len().min(MAX_TEXT)]).ok()
}

/// TPN parsing: never a panic; a position that parses prints back exactly as given.
pub fn fuzz_tpn(data: &[u8]) {
    let Some(s) = text(data) else { return };
    match Position::from_tpn(s) {
        Ok(pos) => {
            assert_eq!(pos.to_tpn(), s, "TPN is read only as written");
            check_position(&pos);
            check_game(&Game::from_position(pos));
        }
        Err(e) => assert!(!e.to_string().is_empty()),
    }
}

/// Move parsing: never a panic; a move that parses prints back exactly as given.
pub fn fuzz_move(data: &[u8]) {
    let Some(s) = text(data) else { return };
    match s.parse::<Move>() {
        Ok(mv) => assert_eq!(mv.to_string(), s, "move text is read only as written"),
        Err(e) => assert!(!e.to_string().is_empty()),
    }
}

/// Stored-state decoding: never a panic; what decodes is a consistent game that encodes to a
/// form decoding to the same game.
pub fn fuzz_decode(data: &[u8]) {
    if let Ok(game) = Game::decode(data) {
        check_game(&game);
        let again = Game::decode(&game.encode())
            .unwrap_or_else(|e| panic!("re-encoding a decoded game fails: {e}"));
        assert_eq!(again, game);
    }
}

/// Game records: never a panic; a record that reads writes back to one that reads the same.
pub fn fuzz_record(data: &[u8]) {
    let Some(s) = text(data) else { return };
    if let Ok(game) = Game::from_record(s) {
        check_game(&game);
        check_round_trips(&game);
    }
}

/// Playouts steered by the input: the first bytes may pick a start position from TPN text
/// (up to a newline), the rest pick moves by index.
pub fn fuzz_playout(data: &[u8]) {
    let (start, choices) = match data.iter().position(|&b| b == b'\n') {
        Some(i) => (
            std::str::from_utf8(&data[..i])
                .ok()
                .and_then(|s| Position::from_tpn(s).ok()),
            &data[i + 1..],
        ),
        None => (None, data),
    };
    let mut game = Game::from_position(start.unwrap_or_else(Position::start));
    for &b in choices.iter().take(400) {
        let legal = game.legal_moves();
        if legal.is_empty() {
            break;
        }
        let mv = legal[usize::from(b) % legal.len()];
        let before = game.clone();
        if game.apply(mv).is_err() {
            panic!("listed {mv} refused");
        }
        check_applied(&before, &game, mv);
    }
    check_game(&game);
    check_round_trips(&game);
}

/// A bitboard's iterator yields exactly its squares.
pub fn check_bitboard(set: Bitboard) {
    let by_contains: Vec<Square> = Square::ALL
        .into_iter()
        .filter(|s| set.contains(*s))
        .collect();
    assert_eq!(set.collect::<Vec<_>>(), by_contains);
    assert_eq!(set.len(), by_contains.len());
}
