//! Perft from the Copenhagen Hnefatafl start position, depth by depth, with timings.
//!
//! `cargo run --release --example hnefatafl_perft [max-depth] [tpn]` (default depth 4, the
//! start position). Expected from the start: 116 · 6,788 · 806,344 · 50,456,804.

use std::time::Instant;

use arbiter::games::hnefatafl::rules::{Game, Position};

fn main() {
    let mut args = std::env::args().skip(1);
    let max: u32 = args.next().and_then(|s| s.parse().ok()).unwrap_or(4);
    let game = match args.next() {
        Some(tpn) => match Position::from_tpn(&tpn) {
            Ok(p) => Game::from_position(p),
            Err(e) => {
                eprintln!("{e}");
                std::process::exit(2);
            }
        },
        None => Game::new(),
    };
    println!("position {}", game.position());
    for depth in 1..=max {
        let t = Instant::now();
        let nodes = arbiter::games::hnefatafl::rules::perft(&game, depth);
        let secs = t.elapsed().as_secs_f64();
        println!(
            "perft({depth}) = {nodes} in {secs:.3} s ({:.1} M nodes/s)",
            nodes as f64 / secs.max(1e-9) / 1e6
        );
    }
}
