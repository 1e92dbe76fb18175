//! Matches: many games between two bot configurations through a server, sides alternating,
//! scored with wins, draws, losses and the Elo difference with its 95 % interval.

use std::time::Duration;

use super::BotSpec;
use super::client::{GameClient, Outcome};
use super::runner::{self, Connection, PlayReport, RunError, SeatSpec};

/// One game of a match.
#[derive(Clone, Debug)]
pub struct GameResult {
    /// The game id.
    pub game_id: String,
    /// The seat bot A played.
    pub a_seat: usize,
    /// How it ended.
    pub outcome: Outcome,
    /// Bot A's report.
    pub a: PlayReport,
    /// Bot B's report.
    pub b: PlayReport,
}

impl GameResult {
    /// A's score: 1 won, ½ drawn, 0 lost.
    #[must_use]
    pub fn a_score(&self) -> f64 {
        match self.outcome {
            Outcome::Won(seat) if seat == self.a_seat => 1.0,
            Outcome::Won(_) => 0.0,
            Outcome::Drawn | Outcome::Aborted | Outcome::Ongoing => 0.5,
        }
    }
}

/// What a match plays.
#[derive(Clone, Copy, Debug)]
pub struct Plan {
    /// Bot A.
    pub a: BotSpec,
    /// Bot B.
    pub b: BotSpec,
    /// Games to play.
    pub games: u32,
    /// Games played at the same time.
    pub parallel: usize,
    /// Seed of the bots' random choices.
    pub seed: u64,
    /// A game undecided after this many actions is stopped and scored as a draw.
    pub max_actions: Option<u64>,
}

/// Plays the games of `plan` on the server(s) of `conn`; A plays seat 0 in even games and
/// seat 1 in odd ones. `each` sees every game as it ends.
///
/// # Errors
/// A game could not be created or played.
pub async fn play_match<C: GameClient>(
    conn: &Connection,
    plan: &Plan,
    mut each: impl FnMut(&GameResult),
) -> Result<Vec<GameResult>, RunError> {
    let Plan {
        a,
        b,
        games,
        parallel,
        seed,
        max_actions,
    } = *plan;
    let mut results = Vec::new();
    let mut next = 0u32;
    let mut running = tokio::task::JoinSet::new();
    loop {
        while next < games && running.len() < parallel.max(1) {
            let conn = conn.clone();
            let index = next;
            next += 1;
            running.spawn(async move { play_one::<C>(conn, a, b, index, seed, max_actions).await });
        }
        let Some(joined) = running.join_next().await else {
            break;
        };
        let result =
            joined.map_err(|e| RunError::Replay(format!("a game's task failed: {e}")))??;
        each(&result);
        results.push(result);
    }
    Ok(results)
}

async fn play_one<C: GameClient>(
    conn: Connection,
    a: BotSpec,
    b: BotSpec,
    index: u32,
    seed: u64,
    max_actions: Option<u64>,
) -> Result<GameResult, RunError> {
    // Version 1 + n after n actions.
    let stop_at = max_actions.map(|n| n.saturating_add(1));
    let a_seat = (index % 2) as usize;
    let mut client = connect::<C>(&conn).await?;
    let created = client
        .new_game(None, None)
        .await
        .map_err(|s| RunError::Refused {
            code: s.code(),
            reason: super::client::reason(&s).unwrap_or_default(),
            message: s.message().to_owned(),
        })?;
    let seat = |n: usize| SeatSpec {
        game_id: created.game_id.clone(),
        token: created.tokens.get(n).cloned().unwrap_or_default(),
        seat: n,
    };
    let game_seed = seed
        .wrapping_mul(1_000_003)
        .wrapping_add(u64::from(index) * 2);
    let a_player = a.player::<C::Rules>(game_seed);
    let b_player = b.player::<C::Rules>(game_seed + 1);
    let (a_spec, b_spec) = (seat(a_seat), seat(1 - a_seat));
    let (a_run, b_run) = tokio::join!(
        runner::play_until::<C>(conn.clone(), &a_spec, a_player, stop_at),
        runner::play_until::<C>(conn.clone(), &b_spec, b_player, stop_at),
    );
    let (a_report, b_report) = (a_run?, b_run?);
    Ok(GameResult {
        game_id: created.game_id,
        a_seat,
        outcome: a_report.outcome.unwrap_or(Outcome::Ongoing),
        a: a_report,
        b: b_report,
    })
}

/// A client of the first address that answers.
///
/// # Errors
/// No address could be connected to.
pub async fn connect<C: GameClient>(conn: &Connection) -> Result<C, RunError> {
    let mut last = String::from("no address");
    for addr in &conn.addrs {
        let uri = if addr.contains("://") {
            addr.clone()
        } else {
            format!("http://{addr}")
        };
        let endpoint = tonic::transport::Endpoint::from_shared(uri)
            .map_err(|_| RunError::BadAddress(addr.clone()))?
            .connect_timeout(conn.connect_timeout);
        match endpoint.connect().await {
            Ok(channel) => return Ok(C::connect(channel)),
            Err(e) => last = format!("{addr}: {e}"),
        }
    }
    Err(RunError::GaveUp(conn.connect_timeout, last))
}

/// The figures of a match, from A's side.
#[derive(Clone, Debug, PartialEq)]
pub struct Summary {
    /// Games played.
    pub games: u32,
    /// A won.
    pub wins: u32,
    /// Drawn.
    pub draws: u32,
    /// A lost.
    pub losses: u32,
    /// Of the draws, games stopped undecided at the action limit (adjudicated).
    pub adjudicated: u32,
    /// A's mean score, 0 to 1.
    pub score: f64,
    /// The Elo difference A − B (±800 when a side scored everything).
    pub elo: f64,
    /// The 95 % interval of the Elo difference (from the Wilson interval of the score).
    pub elo_low: f64,
    /// The 95 % interval of the Elo difference.
    pub elo_high: f64,
    /// A's mean think time per action.
    pub a_think: Duration,
    /// B's mean think time per action.
    pub b_think: Duration,
    /// A's 99th percentile think time.
    pub a_think_p99: Duration,
    /// B's 99th percentile think time.
    pub b_think_p99: Duration,
    /// Actions per game, both seats.
    pub actions_per_game: f64,
}

/// The Elo difference of a mean score (±800 at the ends).
#[must_use]
pub fn elo(score: f64) -> f64 {
    if score <= 0.0 {
        return -800.0;
    }
    if score >= 1.0 {
        return 800.0;
    }
    (-400.0 * (1.0 / score - 1.0).log10()).clamp(-800.0, 800.0)
}

/// The 95 % Wilson score interval of a mean score over `n` games. Unlike the normal
/// approximation it stays informative when one side scored (nearly) everything; counting a
/// draw as half a win makes it a little wider than needed when there are draws.
#[must_use]
pub fn wilson(score: f64, n: f64) -> (f64, f64) {
    const Z: f64 = 1.96;
    if n <= 0.0 {
        return (0.0, 1.0);
    }
    let z2n = Z * Z / n;
    let center = (score + z2n / 2.0) / (1.0 + z2n);
    let half = Z * (score * (1.0 - score) / n + z2n / (4.0 * n)).sqrt() / (1.0 + z2n);
    ((center - half).max(0.0), (center + half).min(1.0))
}

fn mean(times: &[Duration]) -> Duration {
    if times.is_empty() {
        return Duration::ZERO;
    }
    times.iter().sum::<Duration>() / u32::try_from(times.len()).unwrap_or(u32::MAX)
}

fn p99(times: &[Duration]) -> Duration {
    let mut sorted = times.to_vec();
    sorted.sort();
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let rank = ((sorted.len() as f64) * 0.99).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

/// Sums up a match.
#[must_use]
pub fn summarize(results: &[GameResult]) -> Summary {
    let games = u32::try_from(results.len()).unwrap_or(u32::MAX);
    let scores: Vec<f64> = results.iter().map(GameResult::a_score).collect();
    let wins = scores.iter().filter(|&&s| s == 1.0).count() as u32;
    let losses = scores.iter().filter(|&&s| s == 0.0).count() as u32;
    let draws = games - wins - losses;
    let adjudicated = results
        .iter()
        .filter(|r| r.outcome == Outcome::Ongoing)
        .count() as u32;
    let n = scores.len().max(1) as f64;
    let score = scores.iter().sum::<f64>() / n;
    let (low, high) = wilson(score, n);
    let a_times: Vec<Duration> = results.iter().flat_map(|r| r.a.think.clone()).collect();
    let b_times: Vec<Duration> = results.iter().flat_map(|r| r.b.think.clone()).collect();
    let actions: u64 = results.iter().map(|r| r.a.actions + r.b.actions).sum();
    Summary {
        games,
        wins,
        draws,
        losses,
        adjudicated,
        score,
        elo: elo(score),
        elo_low: elo(low),
        elo_high: elo(high),
        a_think: mean(&a_times),
        b_think: mean(&b_times),
        a_think_p99: p99(&a_times),
        b_think_p99: p99(&b_times),
        actions_per_game: actions as f64 / n,
    }
}

impl Summary {
    /// The results table, for people.
    #[must_use]
    pub fn table(&self, a: &BotSpec, b: &BotSpec) -> String {
        let ms = |d: Duration| d.as_secs_f64() * 1000.0;
        format!(
            "{:<22} {:>5} {:>5} {:>5} {:>5} {:>7} {:>24} {:>12} {:>12}\n\
             {:<22} {:>5} {:>5} {:>5} {:>5} {:>6.1}% {:>+8.0} [{:>+6.0}, {:>+6.0}] {:>9.1} ms {:>9.1} ms\n\
             {:<22} {:>5} {:>5} {:>5} {:>5} {:>6.1}% {:>24} {:>9.1} ms {:>9.1} ms\n\
             actions per game: {:.1}; draws adjudicated at the action limit: {}\n",
            "bot",
            "games",
            "wins",
            "draws",
            "losses",
            "score",
            "Elo (95 % interval)",
            "think/action",
            "think p99",
            format!("A {a}"),
            self.games,
            self.wins,
            self.draws,
            self.losses,
            self.score * 100.0,
            self.elo,
            self.elo_low,
            self.elo_high,
            ms(self.a_think),
            ms(self.a_think_p99),
            format!("B {b}"),
            self.games,
            self.losses,
            self.draws,
            self.wins,
            (1.0 - self.score) * 100.0,
            "",
            ms(self.b_think),
            ms(self.b_think_p99),
            self.actions_per_game,
            self.adjudicated,
        )
    }

    /// The figures as JSON.
    #[must_use]
    pub fn json(&self, a: &BotSpec, b: &BotSpec) -> serde_json::Value {
        let ms = |d: Duration| d.as_secs_f64() * 1000.0;
        serde_json::json!({
            "a": a.to_string(),
            "b": b.to_string(),
            "games": self.games,
            "wins": self.wins,
            "draws": self.draws,
            "losses": self.losses,
            "adjudicated": self.adjudicated,
            "score": self.score,
            "elo": self.elo,
            "elo_95": [self.elo_low, self.elo_high],
            "a_think_ms": ms(self.a_think),
            "b_think_ms": ms(self.b_think),
            "a_think_p99_ms": ms(self.a_think_p99),
            "b_think_p99_ms": ms(self.b_think_p99),
            "actions_per_game": self.actions_per_game,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn elo_of_scores() {
        assert!(elo(0.5).abs() < 1e-9);
        assert!((elo(0.75) - 190.85).abs() < 0.1);
        assert!((elo(0.25) + 190.85).abs() < 0.1);
        assert_eq!(elo(1.0), 800.0);
        assert_eq!(elo(0.0), -800.0);
    }

    #[test]
    fn wilson_intervals() {
        let (low, high) = wilson(1.0, 200.0);
        assert!((low - 0.9812).abs() < 1e-3 && high == 1.0, "{low} {high}");
        let (low, high) = wilson(0.5, 100.0);
        assert!((low - 0.4038).abs() < 1e-3 && (high - 0.5962).abs() < 1e-3);
    }
}
