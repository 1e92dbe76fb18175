//! An independent Glicko-2, written from Glickman's paper ("Example of the Glicko-2 system",
//! 2013), for the tests that check the service's ratings against it (`tests/players/ratings.rs`
//! checks it against the paper's worked example).

use arbiter::players::ratings::Rating;

/// Glickman's Glicko-2, step by step from the paper (τ = 0.5, ε = 0.000001): a player's rating
/// after one rating period with `games` (opponent, score 1 / ½ / 0).
pub fn glickman(player: Rating, games: &[(Rating, f64)]) -> Rating {
    const SCALE: f64 = 173.7178;
    const TAU: f64 = 0.5;
    let g = |phi: f64| 1.0 / (1.0 + 3.0 * phi * phi / std::f64::consts::PI.powi(2)).sqrt();
    // Step 2: the Glicko-2 scale.
    let mu = (player.rating - 1500.0) / SCALE;
    let phi = player.deviation / SCALE;
    let sigma = player.volatility;
    let opponents: Vec<(f64, f64, f64)> = games
        .iter()
        .map(|(o, s)| {
            let (mu_j, phi_j) = ((o.rating - 1500.0) / SCALE, o.deviation / SCALE);
            let e = 1.0 / (1.0 + (-g(phi_j) * (mu - mu_j)).exp());
            (g(phi_j), e, *s)
        })
        .collect();
    // Steps 3 and 4: the estimated variance and improvement.
    let v = 1.0
        / opponents
            .iter()
            .map(|(g, e, _)| g * g * e * (1.0 - e))
            .sum::<f64>();
    let sum: f64 = opponents.iter().map(|(g, e, s)| g * (s - e)).sum();
    let delta = v * sum;
    // Step 5: the new volatility, by the Illinois algorithm.
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        ex * (delta * delta - phi * phi - v - ex) / (2.0 * (phi * phi + v + ex).powi(2))
            - (x - a) / (TAU * TAU)
    };
    let mut big_a = a;
    let mut big_b = if delta * delta > phi * phi + v {
        (delta * delta - phi * phi - v).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * TAU) < 0.0 {
            k += 1.0;
        }
        a - k * TAU
    };
    let (mut f_a, mut f_b) = (f(big_a), f(big_b));
    while (big_b - big_a).abs() > 0.000_001 {
        let c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
        let f_c = f(c);
        if f_c * f_b <= 0.0 {
            big_a = big_b;
            f_a = f_b;
        } else {
            f_a /= 2.0;
        }
        big_b = c;
        f_b = f_c;
    }
    let sigma_new = (big_a / 2.0).exp();
    // Steps 6 to 8: the pre-period deviation, the new deviation and rating, back to scale.
    let phi_star = (phi * phi + sigma_new * sigma_new).sqrt();
    let phi_new = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
    let mu_new = mu + phi_new * phi_new * sum;
    Rating {
        rating: SCALE * mu_new + 1500.0,
        deviation: SCALE * phi_new,
        volatility: sigma_new,
    }
}
