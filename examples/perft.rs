//! Prints perft(1..=N) from the initial position (or an HPN given as the second argument).
use arbiter::games::hanniball::rules::{Game, Position, perft};
use std::time::Instant;

fn main() {
    let mut args = std::env::args().skip(1);
    let depth: u32 = args.next().and_then(|d| d.parse().ok()).unwrap_or(4);
    let game = match args.next() {
        Some(hpn) => match hpn.parse::<Position>() {
            Ok(p) => Game::from_position(p),
            Err(e) => {
                eprintln!("{e}");
                std::process::exit(2);
            }
        },
        None => Game::new(),
    };
    for d in 1..=depth {
        let t = Instant::now();
        let n = perft(&game, d);
        let s = t.elapsed().as_secs_f64();
        println!("perft({d}) = {n}  {:.3}s  {:.1} M/s", s, n as f64 / s / 1e6);
    }
}
