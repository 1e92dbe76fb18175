//! `arbiter analyse` on a record file: the last position analysed as the search deepens, a
//! position part-way, a review marking the swings, and the errors a user can make.

use std::process::Command;

fn arbiter(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .args(args)
        .output()
        .expect("the binary runs");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn record_file(text: &str) -> tempfile::NamedTempFile {
    let mut file = tempfile::NamedTempFile::new().expect("a temporary file");
    std::io::Write::write_all(&mut file, text.as_bytes()).expect("written");
    file
}

#[test]
fn a_record_is_analysed_and_reviewed() {
    let file = record_file("[Game \"hnefatafl\"]\n1. d1-d3 e5-e2\n2. g1-g3 f4-c4\n");
    let path = file.path().to_str().expect("a UTF-8 path");
    let (ok, out, err) = arbiter(&["analyse", path, "--time-ms", "800", "--lines", "2"]);
    assert!(ok, "{err}");
    assert!(out.contains("after 4 actions"), "{out}");
    assert!(out.contains("attackers to move"), "{out}");
    assert!(out.contains("alpha-beta depth  1"), "{out}");
    assert!(out.contains("(done)"), "{out}");
    assert!(out.contains("  2. "), "two lines: {out}");

    let (ok, out, err) = arbiter(&["analyse", path, "--after", "1", "--time-ms", "300"]);
    assert!(ok, "{err}");
    assert!(
        out.contains("after 1 actions") && out.contains("defenders to move"),
        "{out}"
    );

    let (ok, out, err) = arbiter(&[
        "analyse",
        path,
        "--review",
        "--time-ms",
        "150",
        "--swings",
        "2",
    ]);
    assert!(ok, "{err}");
    let rows: Vec<&str> = out.lines().skip(1).collect();
    assert_eq!(rows.len(), 5, "the start and four actions: {out}");
    assert!(
        rows[0].contains("(start)") && rows[4].contains("f4-c4"),
        "{out}"
    );
    assert_eq!(out.matches("<- swing").count(), 2, "{out}");
}

#[test]
fn mistakes_are_told() {
    let untagged = record_file("1. d1-d3\n");
    let path = untagged.path().to_str().expect("a UTF-8 path");
    let (ok, _, err) = arbiter(&["analyse", path]);
    assert!(!ok && err.contains("--game-kind"), "{err}");
    let (ok, _, err) = arbiter(&["analyse", path, "--game-kind", "hnefatafl", "--after", "9"]);
    assert!(!ok && err.contains("the record has 1 actions"), "{err}");
    let bad = record_file("[Game \"hnefatafl\"]\n1. d1-d3 d1-d2\n");
    let (ok, _, err) = arbiter(&["analyse", bad.path().to_str().expect("UTF-8")]);
    assert!(!ok && err.contains("does not read as hnefatafl"), "{err}");
    let (ok, _, err) = arbiter(&[
        "analyse",
        "/nonexistent/record.txt",
        "--game-kind",
        "hnefatafl",
    ]);
    assert!(!ok && err.contains("/nonexistent/record.txt"), "{err}");
}
