//! Game records (to_record / from_record replay) and perft consistency.

use crate::common_rules;

use arbiter::games::hanniball::rules::*;
use common_rules::*;

fn assert_same_game(a: &Game, b: &Game) {
    assert_eq!(a.start_position(), b.start_position());
    assert_eq!(a.position(), b.position());
    assert_eq!(now(a), now(b));
    assert_eq!(a.turn_start(), b.turn_start());
    assert_eq!(a.turns(), b.turns());
    assert_eq!(a.steps_taken(), b.steps_taken());
    assert_eq!(a.status(), b.status());
    assert_eq!(a.penalty_entitled(), b.penalty_entitled());
    assert_eq!(a.penalty_used(), b.penalty_used());
    assert_eq!(a.legal_actions(), b.legal_actions());
}

/// Four turns from the initial position, using moves, taking the ball, dribbles, kicks and
/// `end`, then a turn in progress.
fn sample_game() -> Game {
    let mut g = Game::new();
    play_all(
        &mut g,
        &[
            // Turn 1 (White, 2 steps at most).
            "d4-e6", "end", //
            // Turn 2 (Black).
            "d12-e10", "end", //
            // Turn 3 (White): g7 and e8 jumps are free; takes the ball, carries, kicks;
            // the fourth step ends the turn.
            "e6-g7", "g7-e8", "e8=d10", "d10>d11",
            // Turn 4 (Black): the Elephant walks to the loose ball and carries it.
            "d13-d12", "d12-d11", "d11=c11", "end", //
            // Turn 5 (White), in progress.
            "f4-e6",
        ],
    );
    g
}

#[test]
fn sample_game_reaches_the_expected_position() {
    let g = sample_game();
    assert_eq!(g.turn(), 5);
    assert_eq!(g.steps_taken(), 1);
    let pieces: Vec<(&str, char)> = INITIAL_PIECES
        .iter()
        .filter(|(s, _)| *s != "d4")
        .map(|&(s, c)| match s {
            "f4" => ("e6", c),
            "d12" => ("e10", c),
            "d13" => ("c11", c),
            _ => (s, c),
        })
        .chain([("d10", 'H')])
        .collect();
    assert_eq!(now(&g), hpn(&pieces, "c11", 'w', 5));
    let turns = g.turns();
    assert_eq!(turns.len(), 5);
    assert_eq!(turns[2].len(), 4, "the fourth step ended turn 3 by itself");
    assert_eq!(turns[4], vec![mv("f4", "e6")]);
}

#[test]
fn record_round_trip_of_a_game_in_progress() {
    let g = sample_game();
    let record = g.to_record();
    let replay = Game::from_record(&record).unwrap_or_else(|e| panic!("{record}\n{e}"));
    assert_same_game(&g, &replay);
    assert_eq!(replay.to_record(), record);
}

#[test]
fn record_round_trip_of_a_new_game() {
    let g = Game::new();
    let replay = Game::from_record(&g.to_record()).expect("empty record replays");
    assert_same_game(&g, &replay);
}

/// A game starting from a given position, with a penalty removal and a kick.
#[test]
fn record_round_trip_from_a_position_with_a_penalty() {
    let start = position(
        &[
            ("c6", 'E'),
            ("d6", 'E'),
            ("e6", 'E'),
            ("f6", 'E'),
            ("e1", 'M'),
            ("e15", 'm'),
            ("d12", 'h'),
            ("d11", 'e'),
        ],
        "d11",
        'b',
        4,
    );
    let mut g = Game::from_position(start);
    // Black (White is clustered): penalty, kick the ball away, end.
    play_all(&mut g, &["xc6", "d11>f10", "end"]);
    play_all(&mut g, &["e6-e7", "end"]);
    // Black's Elephant walks to the loose ball (turn in progress).
    play_all(&mut g, &["d11-e10", "e10-f10"]);
    assert_eq!(g.position().ball_holder(), Some(black(PieceKind::Elephant)));
    let record = g.to_record();
    let replay = Game::from_record(&record).unwrap_or_else(|e| panic!("{record}\n{e}"));
    assert_eq!(replay.start_position(), &start);
    assert_same_game(&g, &replay);
}

/// A ricochet to d14, a Horse takes the ball there and kicks it into Black's goal.
#[test]
fn record_of_a_finished_game_replays_to_the_same_result() {
    let mut g = game(
        &[
            ("d11", 'E'),
            ("e13", 'm'),
            ("c12", 'H'),
            ("e1", 'M'),
            ("a12", 'h'),
        ],
        "d11",
        'w',
        3,
    );
    play_all(&mut g, &["d11>e13>d14", "c12-d14", "d14>e15"]);
    assert_eq!(g.status(), over(Side::White, Reason::Goal));
    let record = g.to_record();
    let replay = Game::from_record(&record).unwrap_or_else(|e| panic!("{record}\n{e}"));
    assert_same_game(&g, &replay);
}

#[test]
fn binary_encoding_round_trip() {
    let g = sample_game();
    let replay = Game::decode(&g.encode()).unwrap_or_else(|e| panic!("{e}"));
    assert_same_game(&g, &replay);
    assert!(Game::decode(&[0xff, 0x00, 0x13]).is_err());
}

#[test]
fn record_with_an_illegal_action_is_rejected() {
    let g = sample_game();
    let record = g.to_record();
    assert!(
        record.contains("d4-e6"),
        "the record lists actions in HSN: {record}"
    );
    // d4-e7 is not a Horse jump.
    let broken = record.replacen("d4-e6", "d4-e7", 1);
    assert!(Game::from_record(&broken).is_err());
    let garbled = record.replacen("d4-e6", "d4~e6", 1);
    assert!(Game::from_record(&garbled).is_err());
}

#[test]
fn record_rejects_garbage() {
    for text in ["", "nonsense", "\u{0}\u{1}", "1. b4-a6 b4-a6 b4-a6"] {
        if let Ok(g) = Game::from_record(text) {
            // An empty record may legitimately mean "a new game"; anything else must fail.
            assert!(text.is_empty(), "{text:?} parsed as {}", g.to_record());
        }
    }
}

// --- perft --------------------------------------------------------------------------------

/// perft(1) from the initial position, counted by hand: the loose ball is held by nobody,
/// so only moves. Monkey e1: d1 f1 d2 e2 f2 (5). Lion c2: d1 b2 d2 c3 + jumps e3 (d2 empty)
/// and a3 (b2 empty) = 6; Lion g2 likewise 6. Elephants b3, d3, f3, h3: 6 king steps each
/// (24). Horses b4: c6 a6 a2 d5 (4); d4: e6 c6 e2 f5 b5 (5); f4: 5; h4: 4 (18).
/// No `end` before a step, no penalty. 5 + 12 + 24 + 18 = 59.
#[test]
fn perft_one_from_the_initial_position() {
    let g = Game::new();
    assert_eq!(g.legal_actions().len(), 59);
    assert_eq!(perft(&g, 1), 59);
    assert_eq!(legal_actions(&g).len(), 59);
}

fn perft_by_hand(g: &Game, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut total = 0;
    for a in g.legal_actions() {
        let mut next = g.clone();
        let applied = next
            .apply(a)
            .unwrap_or_else(|e| panic!("listed action {a} refused: {e}"));
        total += if applied.outcome.is_some() {
            1
        } else {
            perft_by_hand(&next, depth - 1)
        };
    }
    total
}

#[test]
fn perft_agrees_with_applying_every_listed_action() {
    let g = Game::new();
    assert_eq!(perft(&g, 1), g.legal_actions().len() as u64);
    assert_eq!(perft(&g, 2), perft_by_hand(&g, 2));
    assert_eq!(perft(&g, 3), perft_by_hand(&g, 3));
}

/// Same from a position with ricochets (d13>f14), penalty removals (Black's four on c10,
/// d10, d9, d8) and a goal (d13>e15) among the actions.
#[test]
fn perft_agrees_in_a_tactical_position() {
    let g = game(
        &[
            ("d13", 'E'),
            ("c6", 'E'),
            ("d6", 'E'),
            ("e6", 'E'),
            ("f14", 'm'),
            ("e1", 'M'),
            ("c10", 'e'),
            ("d10", 'e'),
            ("d9", 'h'),
            ("d8", 'h'),
        ],
        "d13",
        'w',
        3,
    );
    assert!(g.penalty_available());
    assert_eq!(perft(&g, 1), g.legal_actions().len() as u64);
    assert_eq!(perft(&g, 2), perft_by_hand(&g, 2));
}
