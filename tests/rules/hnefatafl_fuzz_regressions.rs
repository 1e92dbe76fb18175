//! Runs the bodies of the Hnefatafl fuzz targets (`fuzz/fuzz_targets/hnefatafl_*.rs`) over
//! their seed inputs, any crash inputs kept in `fuzz/regressions/hnefatafl_<target>/`, and a
//! built-in list of hostile inputs, so that they stay covered by `cargo test` without a
//! fuzzer.

use crate::hnefatafl_checks as checks;

use std::fs;
use std::path::PathBuf;

use arbiter::games::hnefatafl::rules::{Game, START_TPN};

/// Every file under `fuzz/<dir>/<target>/`, sorted by name.
fn files(dir: &str, target: &str) -> Vec<(PathBuf, Vec<u8>)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("fuzz")
        .join(dir)
        .join(target);
    let Ok(entries) = fs::read_dir(&dir) else {
        return Vec::new();
    };
    let mut paths: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.is_file())
        .collect();
    paths.sort();
    paths
        .into_iter()
        .map(|p| {
            let data = fs::read(&p).unwrap_or_else(|e| panic!("reading {}: {e}", p.display()));
            (p, data)
        })
        .collect()
}

fn replay(target: &str, check: fn(&[u8]), extra: &[Vec<u8>]) {
    let mut n = 0;
    for (path, data) in files("seeds", target)
        .into_iter()
        .chain(files("regressions", target))
    {
        let ok = std::panic::catch_unwind(|| check(&data)).is_ok();
        assert!(ok, "fuzz input {} fails", path.display());
        n += 1;
    }
    for data in extra {
        check(data);
        n += 1;
    }
    assert!(n > 0, "no inputs for {target}");
}

fn texts(list: &[&str]) -> Vec<Vec<u8>> {
    list.iter().map(|s| s.as_bytes().to_vec()).collect()
}

#[test]
fn tpn_inputs() {
    let start = START_TPN.to_string();
    let mut list = texts(&[
        "",
        " ",
        "/",
        "11/11/11/11/11/11/11/11/11/11/11",
        "11/11/11/11/11/11/11/11/11/11/11 a",
        "11/11/11/11/11/11/11/11/11/11/11 d",
        "11/11/11/11/11/11/11/11/11/11/11  d",
        "K10/11/11/11/11/11/11/11/11/11/11 a",
        "99999999999999999999/11/11/11/11/11/11/11/11/11/11 a",
        "0K10/11/11/11/11/11/11/11/11/11/11 a",
        "K010/11/11/11/11/11/11/11/11/11/11 a",
        "Kttttttttttttttttttttttttttttttt/11/11/11/11/11/11/11/11/11/11 a",
        "é10/11/11/11/11/11/11/11/11/11/11 a",
        "5K5/11/11/11/11/11/11/11/11/11/11/11 a",
    ]);
    list.push(start.clone().into_bytes());
    list.push(format!("{start} ").into_bytes());
    list.push(start.replace('K', "T").into_bytes());
    list.push(start.replace(" a", " d").into_bytes());
    replay("hnefatafl_tpn", checks::fuzz_tpn, &list);
}

#[test]
fn move_inputs() {
    let list = texts(&[
        "",
        "-",
        "a1-",
        "-a1",
        "a1-a2",
        "k11-a11",
        "a1-a12",
        "a12-a1",
        "l1-a1",
        "a0-a1",
        "a1--a2",
        "a1-a2-a3",
        "a1 - a2",
        "é1-a2",
        "a1-a2\0",
        "a99999999999-a1",
        "A1-A2",
    ]);
    replay("hnefatafl_move", checks::fuzz_move, &list);
}

#[test]
fn decode_inputs() {
    let mut game = Game::new();
    let mut list: Vec<Vec<u8>> = vec![
        vec![],
        vec![1],
        vec![1, 0],
        vec![1, 0, 0],
        vec![1, 0, 1],
        vec![1, 0, 1, 0, 0],
        vec![2, 0, 0],
        vec![1, 8, 0],
        vec![1, 4, 0],
        vec![1, 1, 0],
        vec![
            1, 0, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01,
        ],
        vec![
            1, 0, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80,
        ],
        vec![1, 0, 1, 3, 200],
    ];
    for mv in ["d1-d3", "f4-c4", "h11-h9"] {
        if let Ok(m) = mv.parse() {
            let _ = game.apply(m);
        }
        let bytes = game.encode();
        for cut in 0..bytes.len() {
            list.push(bytes[..cut].to_vec());
        }
        let mut longer = bytes.clone();
        longer.push(0);
        list.push(longer);
        list.push(bytes);
    }
    replay("hnefatafl_decode", checks::fuzz_decode, &list);
}

#[test]
fn record_inputs() {
    let list = texts(&[
        "",
        "[Result \"*\"]",
        "[Result \"attackers\"]",
        "[Result \"attackers\"]\n[Reason \"resignation\"]",
        "[Result \"defenders\"]\n[Reason \"king captured\"]",
        "[Start \"11/11/11/11/11/11/11/11/11/11/11 d\"]\n[Result \"attackers\"]\n[Reason \"king captured\"]",
        "1. d1-d3 f4-c4\n2. h11-h9",
        "1. d1-d3 f4-c4 h11-h9",
        "2. d1-d3",
        "1. ... f4-c4",
        "1.",
        "01. d1-d3",
        "1. d1-d4",
        "[Bogus \"x\"]",
        "1. d1-d3\n[Result \"*\"]",
    ]);
    replay("hnefatafl_record", checks::fuzz_record, &list);
}

#[test]
fn playout_inputs() {
    let mut list: Vec<Vec<u8>> = vec![vec![], (0..=255).collect(), vec![7; 400]];
    let mut with_start = b"11/11/11/3t7/11/2K8/11/11/11/11/11 d\n".to_vec();
    with_start.extend(0u8..100);
    list.push(with_start);
    replay("hnefatafl_playout", checks::fuzz_playout, &list);
}
