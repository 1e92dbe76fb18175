//! Runs the Chess Football fuzz bodies (`fuzz/src/chess_football.rs`) over the seeds in
//! `fuzz/seeds/chess_football_*/`, any crash kept in `fuzz/regressions/chess_football_*/`,
//! and a list of hostile inputs, so every one stays covered by `cargo test`.

use crate::fuzz_checks::chess_football as checks;

use std::fs;
use std::path::PathBuf;

use arbiter::games::chess_football::rules::{Game, Position};

fn files(kind: &str, target: &str) -> Vec<(PathBuf, Vec<u8>)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("fuzz")
        .join(kind)
        .join(target);
    let Ok(entries) = fs::read_dir(&dir) else {
        return Vec::new();
    };
    let mut paths: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| {
            p.is_file()
                && !p
                    .file_name()
                    .is_some_and(|n| n.to_string_lossy().starts_with('.'))
        })
        .collect();
    paths.sort();
    paths
        .into_iter()
        .filter_map(|p| fs::read(&p).ok().map(|d| (p, d)))
        .collect()
}

fn replay(target: &str, check: fn(&[u8])) -> usize {
    let mut n = 0;
    for kind in ["seeds", "regressions"] {
        for (path, data) in files(kind, target) {
            let outcome = std::panic::catch_unwind(|| check(&data));
            assert!(outcome.is_ok(), "fuzz input {} fails", path.display());
            n += 1;
        }
    }
    n
}

fn hostile() -> Vec<Vec<u8>> {
    let mut v: Vec<Vec<u8>> = [
        "",
        " ",
        "\n",
        "\0",
        "/",
        "--",
        "---",
        "-",
        ">",
        "@",
        "N@",
        "K@e1",
        "e4-",
        "e4>",
        "e7-e8=",
        "e7-e8=K",
        "8/8/8/8/4*3/8/8/8 w place 1 0/0 0-0",
        "8/8/8/8/4*3/8/8/8 w place 1 0/0 0-0 ",
        "8/8/8/8/4*3/8/8/8 w place 1 45/45 0-0",
        "8/8/8/8/4*3/8/8/8 w place 1 4294967296/0 0-0",
        "8/8/8/8/4*3/8/8/8 w place 1 0/0 255-255",
        "k+k+k+k+/8/8/8/4*3/8/8/8 w place 1 0/0 0-0",
        "88/8/8/8/4*3/8/8/8 w place 1 0/0 0-0",
        "8/8/8/8/4*3/8/8/8 w play 2 45/45 0-0",
        "\u{1F600}",
        "é4-e5",
        "e4\u{301}-e5",
    ]
    .iter()
    .map(|s| s.as_bytes().to_vec())
    .collect();
    v.push(vec![0xff; 64]);
    v.push(vec![1, 0, 0x80]);
    v.push(vec![
        1, 0, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x7f,
    ]);
    v.push(vec![1, 1]);
    v.push(vec![1, 6, 0]);
    v.push(vec![1, 4, 0]);
    v.push(vec![1, 0, 1, 0xbf, 0xff]);
    v
}

#[test]
fn cfn_bodies() {
    replay("chess_football_cfn", checks::fuzz_cfn);
    for data in hostile() {
        checks::fuzz_cfn(&data);
    }
}

#[test]
fn cfa_bodies() {
    assert!(replay("chess_football_cfa", checks::fuzz_cfa) >= 5);
    for data in hostile() {
        checks::fuzz_cfa(&data);
    }
}

#[test]
fn decode_bodies() {
    replay("chess_football_decode", checks::fuzz_decode);
    for data in hostile() {
        checks::fuzz_decode(&data);
    }
    // Format 1, flags "Black resigned", no actions: a match Black resigned at once.
    assert!(Game::decode(&[1, 6, 0]).is_ok());
    for bad in [
        &[1u8, 4, 0][..],
        &[1, 1],
        &[1, 0, 0x80],
        &[2, 0, 0],
        &[1, 0, 1, 0xbf, 0xff],
    ] {
        assert!(Game::decode(bad).is_err(), "{bad:?}");
    }
    // Every cut and every flipped byte of a real match: an error or a valid match, never a panic.
    let game = checks::play_random(Position::initial(), 7, false, true);
    let bytes = game.encode();
    for cut in 0..bytes.len() {
        checks::fuzz_decode(&bytes[..cut]);
    }
    for i in 0..bytes.len() {
        for flip in [0x01, 0x5a, 0xff] {
            let mut damaged = bytes.clone();
            damaged[i] ^= flip;
            checks::fuzz_decode(&damaged);
        }
    }
}

#[test]
fn play_bodies() {
    replay("chess_football_play", checks::fuzz_play);
    for seed in [0u64, 1, u64::MAX] {
        checks::fuzz_play(&seed.to_le_bytes());
    }
}
