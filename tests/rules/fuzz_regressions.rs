//! Replays the inputs kept in `fuzz/regressions/<target>/` (crashes found by
//! `fuzz/run.sh`) and a built-in list of hostile inputs through the same checks as
//! the fuzz targets, so that every regression stays covered by `cargo test`.

use crate::fuzz_checks as checks;

use std::fs;

use arbiter::games::hanniball::rules::{Game, MAX_TURN, Position};
use std::path::PathBuf;

const INITIAL_HPN: &str =
    "1m1/2l3l2/1e1e1e1e1/1h1h1h1h1/9/9/9/4*4/9/9/9/1H1H1H1H1/1E1E1E1E1/2L3L2/1M1 w 1";

/// Every file kept for `target`, sorted by name.
fn regressions(target: &str) -> Vec<(PathBuf, Vec<u8>)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("fuzz/regressions")
        .join(target);
    let Ok(entries) = fs::read_dir(&dir) else {
        return Vec::new();
    };
    let mut files: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| {
            p.is_file()
                && p.file_name()
                    .is_some_and(|n| !n.to_string_lossy().starts_with('.'))
        })
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|p| {
            let data = fs::read(&p).unwrap_or_else(|e| panic!("reading {}: {e}", p.display()));
            (p, data)
        })
        .collect()
}

fn replay(target: &str, check: fn(&[u8])) {
    for (path, data) in regressions(target) {
        let outcome = std::panic::catch_unwind(|| check(&data));
        assert!(
            outcome.is_ok(),
            "fuzz regression {} fails again",
            path.display()
        );
    }
}

/// Strings that have broken parsers elsewhere: empty, whitespace, overlong numbers,
/// digits in a row, wrong field counts, multi-byte characters, control characters.
fn nasty_texts() -> Vec<String> {
    let mut v: Vec<String> = [
        "",
        " ",
        "\n",
        "\0",
        "/",
        "//////////////",
        "-",
        "=",
        ">",
        ">>",
        "x",
        "end ",
        " end",
        "END",
        "a1",
        "j5",
        "e0",
        "e16",
        "e-1",
        "e99999999999999999999999",
        "e18446744073709551616",
        "e8-",
        "-e8",
        "e8>",
        "e8>>e9",
        "e8>e9>",
        "e8>e9>e10>e11",
        "e8=e9=e10",
        "xx",
        "xe",
        "x-c6",
        "b4-c6 ",
        "b4--c6",
        "é8-e9",
        "e８-e9",
        "\u{202e}e8-e9",
        "e8\u{0}-e9",
        "1m1/2l3l2/1e1e1e1e1/1h1h1h1h1/9/9/9/4*4/9/9/9/1H1H1H1H1/1E1E1E1E1/2L3L2/1M1",
        "1m1/2l3l2/1e1e1e1e1/1h1h1h1h1/9/9/9/4*4/9/9/9/1H1H1H1H1/1E1E1E1E1/2L3L2/1M1 w",
        "1m1/2l3l2/1e1e1e1e1/1h1h1h1h1/9/9/9/4*4/9/9/9/1H1H1H1H1/1E1E1E1E1/2L3L2/1M1 w 0",
        "1m1/2l3l2/1e1e1e1e1/1h1h1h1h1/9/9/9/4*4/9/9/9/1H1H1H1H1/1E1E1E1E1/2L3L2/1M1 b 1",
        "1m1/2l3l2/1e1e1e1e1/1h1h1h1h1/9/9/9/4*4/9/9/9/1H1H1H1H1/1E1E1E1E1/2L3L2/1M1 w 2",
        "1m1/2l3l2/1e1e1e1e1/1h1h1h1h1/9/9/9/4*4/9/9/9/1H1H1H1H1/1E1E1E1E1/2L3L2/1M1 w 4294967295",
        "1m1/2l3l2/1e1e1e1e1/1h1h1h1h1/9/9/9/4*4/9/9/9/1H1H1H1H1/1E1E1E1E1/2L3L2/1M1 w 4294967296",
        "1m1/2l3l2/1e1e1e1e1/1h1h1h1h1/9/9/9/4*4/9/9/9/1H1H1H1H1/1E1E1E1E1/2L3L2/1M1 w 99999999999999999999",
        "1m1/2l3l2/1e1e1e1e1/1h1h1h1h1/9/9/9/4*4/9/9/9/1H1H1H1H1/1E1E1E1E1/2L3L2/1M1 w 01",
        "1m1/2l3l2/1e1e1e1e1/1h1h1h1h1/9/9/9/4*4/9/9/9/1H1H1H1H1/1E1E1E1E1/2L3L2/1M1 w 1 ",
        "1m1/2l3l2/1e1e1e1e1/1h1h1h1h1/9/9/9/4*4/9/9/9/1H1H1H1H1/1E1E1E1E1/2L3L2/1M1  w 1",
        "1m1/2l3l2/1e1e1e1e1/1h1h1h1h1/9/9/9/4*4/9/9/9/1H1H1H1H1/1E1E1E1E1/2L3L2/1M1 w +1",
        "1m1/2l3l2/1e1e1e1e1/1h1h1h1h1/9/9/9/4*4/9/9/9/1H1H1H1H1/1E1E1E1E1/2L3L2/1M1 w -1",
        "1m1/2l3l2/1e1e1e1e1/1h1h1h1h1/9/9/9/45/9/9/9/1H1H1H1H1/1E1E1E1E1/2L3L2/1M1 w 1",
        "1m1/2l3l2/1e1e1e1e1/1h1h1h1h1/9/9/9/4*3/9/9/9/1H1H1H1H1/1E1E1E1E1/2L3L2/1M1 w 1",
        "1m1/2l3l2/1e1e1e1e1/1h1h1h1h1/9/9/9/4*5/9/9/9/1H1H1H1H1/1E1E1E1E1/2L3L2/1M1 w 1",
        "1m1/2l3l2/1e1e1e1e1/1h1h1h1h1/9/9/9/4**3/9/9/9/1H1H1H1H1/1E1E1E1E1/2L3L2/1M1 w 1",
        "1m1/2l3l2/1e1e1e1e1/1h1h1h1h1/9/9/9/9/9/9/9/1H1H1H1H1/1E1E1E1E1/2L3L2/1M1 w 1",
        "1m1/2l3l2/1e1e1e1e1/1h1h1h1h1/9/9/9/4E++3/9/9/9/1H1H1H1H1/1E1E1E1E1/2L3L2/1M1 w 1",
        "1m1/2l3l2/1e1e1e1e1/1h1h1h1h1/9/9/9/+9/9/9/9/1H1H1H1H1/1E1E1E1E1/2L3L2/1M1 w 1",
        "1m1/2l3l2/1e1e1e1e1/1h1h1h1h1/9/9/9/4*4/9/9/9/1H1H1H1H1/1E1E1E1E1/2L3L2/1M1/ w 1",
        "1m1/2l3l2/1e1e1e1e1/1h1h1h1h1/9/9/9/4*4/9/9/9/1H1H1H1H1/1E1E1E1E1/2L3L2/1*1 w 1",
        "1m+1/2l3l2/1e1e1e1e1/1h1h1h1h1/9/9/9/9/9/9/9/1H1H1H1H1/1E1E1E1E1/2L3L2/1M1 w 1",
        "1m1/2l3l2/1e1e1e1e1/1h1h1h1h1/9/9/9/4M4/9/9/9/1H1H1H1H1/1E1E1E1E1/2L3L2/*2 w 1",
        "mmm/2l3l2/1e1e1e1e1/1h1h1h1h1/9/9/9/4*4/9/9/9/1H1H1H1H1/1E1E1E1E1/2L3L2/1M1 w 1",
        "1m1/LLL6/1e1e1e1e1/1h1h1h1h1/9/9/9/4*4/9/9/9/1H1H1H1H1/1E1E1E1E1/2L3L2/1M1 w 1",
        "1m1/2l3l2/1e1e1e1e1/1h1h1h1h1/9/9/9/4*4/9/9/9/1H1H1H1H1/1E1E1E1E1/2L3L2/1M1/1M1 w 1",
        "9/9/9/9/9/9/9/4*4/9/9/9/9/9/9/9 w 1",
        "3/9/9/9/9/9/9/4*4/9/9/9/9/9/9/3 w 1",
        "3/9/9/9/9/9/9/4*4/9/9/9/9/9/9/3 b 2",
        "3/9/9/9/9/9/9/4*4/9/9/9/9/9/9/1M1 b 2",
        "1m1/9/9/9/9/9/9/4*4/9/9/9/9/9/9/3 w 3",
        "1m1/9/9/9/9/9/9/4H+4/9/9/9/9/9/9/1M1 b 2",
        "1m1/9/9/9/9/9/9/4h+4/9/9/9/9/9/9/1M1 b 2",
        "1m1/9/2m6/9/9/9/9/4*4/9/9/9/9/9/9/3 w 3",
        "1m1/9/9/9/9/9/9/4*4/9/9/9/9/9/9/M2 w 3",
        "1m1/9/9/9/9/9/9/4*4/9/9/9/9/9/2M6/3 w 3",
        "1m1/9/9/9/9/9/9/9/9/9/9/9/9/M+8/3 w 3",
        "1m1/9/9/9/9/9/9/9/9/9/9/9/9/2M+6/3 w 3",
        "1m1/hhhhh4/9/9/9/9/9/4*4/9/9/9/9/9/9/1M1 w 3",
        "1m1/hhhhhh3/9/9/9/9/9/4*4/9/9/9/9/9/9/1M1 w 3",
        "1m1/llL6/9/9/9/9/9/4*4/9/9/9/9/9/9/1M1 w 3",
        "[Start \"x\"]",
        "1.",
        "1. b4-c6",
        "1. b4-c6 end",
        "1. b4-c6 d4-e6 end 2. b12-c10 end",
        "1. b4-c6 d4-e6 d4-e6",
        "1. end",
        "99999999999999999999. b4-c6",
        "1. b4-c6 resign",
        "1-0",
        "0-1",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    v.push("9/".repeat(10_000));
    v.push("1".repeat(100_000));
    v.push("e8>".repeat(10_000));
    v.push(format!("{INITIAL_HPN}\n"));
    v.push(INITIAL_HPN.replace('/', "//"));
    v.push(INITIAL_HPN.replace(' ', "\t"));
    v.push(INITIAL_HPN.to_lowercase());
    v.push(INITIAL_HPN.to_uppercase());
    v.push(INITIAL_HPN.chars().rev().collect());
    v.push(format!("{INITIAL_HPN}\n1. b4-c6 d4-e6"));
    for i in 0..INITIAL_HPN.len() {
        let mut cut = INITIAL_HPN.to_string();
        cut.truncate(i);
        v.push(cut);
    }
    v
}

fn nasty_bytes() -> Vec<Vec<u8>> {
    vec![
        vec![],
        vec![0],
        vec![0xFF],
        vec![0xFF; 64],
        vec![0; 64],
        vec![0x40; 200],
        vec![0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F],
        b"\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x01".to_vec(),
        INITIAL_HPN.as_bytes().to_vec(),
        vec![0xC3, 0x28],
        vec![0xED, 0xA0, 0x80],
    ]
}

/// Every prefix and single-byte corruption of real encodings.
fn corrupted_encodings() -> Vec<Vec<u8>> {
    let mut v = Vec::new();
    for (seed, plies) in [(7, 40), (8, 3)] {
        let bytes = checks::random_game(seed, plies).encode();
        for i in 0..bytes.len() {
            v.push(bytes[..i].to_vec());
            for mask in [0x01, 0x80, 0xFF] {
                let mut flipped = bytes.clone();
                flipped[i] ^= mask;
                v.push(flipped);
            }
        }
        let mut long = bytes.clone();
        long.extend(std::iter::repeat_n(0xAB, 1000));
        v.push(long);
    }
    v
}

#[test]
fn kept_hpn_inputs() {
    replay("hpn", checks::fuzz_hpn);
}

#[test]
fn kept_hsn_inputs() {
    replay("hsn", checks::fuzz_hsn);
}

#[test]
fn kept_record_inputs() {
    replay("record", checks::fuzz_record);
}

#[test]
fn kept_apply_actions_inputs() {
    replay("apply_actions", checks::fuzz_apply_actions);
}

#[test]
fn kept_decode_inputs() {
    replay("decode", checks::fuzz_decode);
}

#[test]
fn nasty_texts_through_every_parser() {
    for s in nasty_texts() {
        checks::check_hpn_text(&s);
        checks::check_hsn_text(&s);
        checks::check_record_text(&s);
        checks::check_decode_bytes(s.as_bytes());
    }
}

#[test]
fn nasty_bytes_through_every_target() {
    for b in nasty_bytes() {
        checks::fuzz_hpn(&b);
        checks::fuzz_hsn(&b);
        checks::fuzz_record(&b);
        checks::fuzz_decode(&b);
        checks::fuzz_apply_actions(&b);
    }
}

#[test]
fn corrupted_encodings_decode_or_fail_cleanly() {
    for b in corrupted_encodings() {
        checks::check_decode_bytes(&b);
    }
}

/// Turn numbers near the largest one HPN accepts (`MAX_TURN`): the game must not
/// reach a turn-start position that its own HPN cannot express.
#[test]
fn games_near_the_last_turn_number() {
    let board = INITIAL_HPN.split(' ').next().unwrap_or_default();
    for turn in [MAX_TURN - 2, MAX_TURN - 1, MAX_TURN] {
        let side = if turn % 2 == 1 { 'w' } else { 'b' };
        let hpn = format!("{board} {side} {turn}");
        checks::check_hpn_text(&hpn);
        let start = Position::from_hpn(&hpn).unwrap_or_else(|e| panic!("{hpn}: {e}"));
        let mut game = Game::from_position(start);
        let mut rng = checks::Rng::new(u64::from(turn));
        for _ in 0..12 {
            let Some(action) = checks::pick_action(&mut rng, &game) else {
                break;
            };
            checks::try_action(&mut game, action);
        }
        checks::check_game(&game);
        checks::check_game_round_trips(&game);
        checks::check_record_text(&game.to_record());
    }
    let record = format!("[Start \"{board} w {MAX_TURN}\"]\n\n{MAX_TURN}. d4-e6 end\n");
    checks::check_record_text(&record);
}

#[test]
fn records_of_random_games_with_edits() {
    for seed in 0..8u64 {
        let game = checks::random_game(seed, 50);
        let record = game.to_record();
        checks::check_record_text(&record);
        // Drop each line in turn; duplicate the last one.
        let lines: Vec<&str> = record.lines().collect();
        for skip in 0..lines.len() {
            let edited: Vec<&str> = lines
                .iter()
                .enumerate()
                .filter(|(i, _)| *i != skip)
                .map(|(_, l)| *l)
                .collect();
            checks::check_record_text(&edited.join("\n"));
        }
        if let Some(last) = lines.last() {
            checks::check_record_text(&format!("{record}\n{last}"));
        }
    }
}

#[test]
fn seed_corpus_inputs() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("fuzz/seeds");
    for (target, check) in [
        ("hpn", checks::fuzz_hpn as fn(&[u8])),
        ("hsn", checks::fuzz_hsn),
        ("record", checks::fuzz_record),
        ("apply_actions", checks::fuzz_apply_actions),
        ("decode", checks::fuzz_decode),
    ] {
        let Ok(entries) = fs::read_dir(root.join(target)) else {
            continue;
        };
        for entry in entries.filter_map(Result::ok) {
            if let Ok(data) = fs::read(entry.path()) {
                check(&data);
            }
        }
    }
}
