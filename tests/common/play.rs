//! A small random-play client: each player starts a game, plays random legal steps (now and
//! then taking one back, reading the game as a spectator would), resigns after a set number of
//! steps and starts the next game. Used by the soak test as its load.

use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use arbiter::games::hanniball::pb::hanniball_service_client::HanniballServiceClient;
use arbiter::games::hanniball::pb::{
    self, ApplyActionRequest, CheckRedCardRequest, GameStatus, GetGameRequest, GetHistoryRequest,
    LegalActionsRequest, NewGameRequest, ResignRequest, Side, UndoStepRequest,
    check_red_card_request, legal_actions_request,
};
use tonic::transport::Channel;
use tonic::{Code, Status};

use super::authed;

/// The longest any single call of a player may take before it counts as hung.
pub const CALL_LIMIT: Duration = Duration::from_secs(15);

/// A small deterministic generator (SplitMix64): a seed fully describes a run.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
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

    /// True with the given probability in percent.
    pub fn chance(&mut self, percent: u64) -> bool {
        self.next_u64() % 100 < percent
    }

    /// An independent generator for a sub-task.
    pub fn fork(&mut self) -> Rng {
        Rng::new(self.next_u64())
    }
}

/// The run's seed: `ARBITER_TEST_SEED` or the clock; printed so a failure can be repeated.
pub fn test_seed() -> u64 {
    let seed = std::env::var("ARBITER_TEST_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| {
            SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .map(|d| d.as_nanos() as u64)
                .unwrap_or(1)
        });
    eprintln!("random seed {seed} (set ARBITER_TEST_SEED={seed} to repeat)");
    seed
}

/// A duration in seconds from the environment variable `name`, or `default`.
pub fn env_secs(name: &str, default: u64) -> Duration {
    let secs = std::env::var(name)
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(default);
    Duration::from_secs(secs)
}

/// A game and its two seat tokens.
#[derive(Clone, Debug)]
pub struct Seats {
    pub id: String,
    pub white: String,
    pub black: String,
}

impl Seats {
    pub async fn create(client: &mut HanniballServiceClient<Channel>) -> Result<Seats, Status> {
        let created = client
            .new_game(NewGameRequest::default())
            .await?
            .into_inner();
        let game = created
            .game
            .ok_or_else(|| Status::internal("NewGame answered no game"))?;
        Ok(Seats {
            id: game.game_id,
            white: created.white_token,
            black: created.black_token,
        })
    }

    /// The token of the seat of `side` (a `pb::Side` value).
    pub fn token(&self, side: i32) -> &str {
        if side == Side::Black as i32 {
            &self.black
        } else {
            &self.white
        }
    }
}

/// Runs `call`, failing it with a descriptive status when it takes longer than [`CALL_LIMIT`].
pub async fn limited<T>(
    what: &str,
    call: impl Future<Output = Result<T, Status>>,
) -> Result<T, Status> {
    match tokio::time::timeout(CALL_LIMIT, call).await {
        Ok(result) => result,
        Err(_) => Err(Status::deadline_exceeded(format!(
            "{what} hung: no answer within {CALL_LIMIT:?}"
        ))),
    }
}

/// What random players did.
#[derive(Clone, Debug, Default)]
pub struct PlayStats {
    /// Calls made.
    pub calls: u64,
    /// Steps accepted.
    pub steps: u64,
    /// Steps taken back.
    pub undos: u64,
    /// Games started.
    pub games: u64,
    /// Games that ended by the rules (a goal, no legal step).
    pub finished: u64,
    /// Games the player resigned after its step budget.
    pub resigned: u64,
    /// Spectator reads (GetGame, GetHistory, CheckRedCard).
    pub reads: u64,
    /// Calls refused with ABORTED / VERSION_CONFLICT (expected when players share games).
    pub conflicts: u64,
    /// Every other failure, described.
    pub errors: Vec<String>,
}

impl PlayStats {
    pub fn add(&mut self, other: &PlayStats) {
        self.calls += other.calls;
        self.steps += other.steps;
        self.undos += other.undos;
        self.games += other.games;
        self.finished += other.finished;
        self.resigned += other.resigned;
        self.reads += other.reads;
        self.conflicts += other.conflicts;
        self.errors.extend(other.errors.iter().cloned());
    }

    fn failed(&mut self, what: &str, status: &Status) {
        if status.code() == Code::Aborted {
            self.conflicts += 1;
        } else if self.errors.len() < 100 {
            self.errors
                .push(format!("{what}: {:?} {}", status.code(), status.message()));
        }
    }
}

/// Plays random games on `client` until `deadline`; `name` makes the request ids unique.
pub async fn random_play(
    mut client: HanniballServiceClient<Channel>,
    mut rng: Rng,
    name: String,
    deadline: Instant,
    steps_per_game: u64,
) -> PlayStats {
    let mut stats = PlayStats::default();
    let mut current: Option<(Seats, u64)> = None;
    let mut requests = 0u64;
    while Instant::now() < deadline {
        let (seats, played) = match current.take() {
            Some(game) => game,
            None => {
                stats.calls += 1;
                match limited("NewGame", Seats::create(&mut client)).await {
                    Ok(seats) => {
                        stats.games += 1;
                        (seats, 0)
                    }
                    Err(status) => {
                        stats.failed("NewGame", &status);
                        continue;
                    }
                }
            }
        };
        stats.calls += 1;
        let legal = limited(
            "LegalActions",
            client.legal_actions(LegalActionsRequest {
                subject: Some(legal_actions_request::Subject::GameId(seats.id.clone())),
            }),
        )
        .await;
        let legal = match legal {
            Ok(legal) => legal.into_inner(),
            Err(status) => {
                stats.failed("LegalActions", &status);
                continue;
            }
        };
        let Some(game) = legal.game else {
            stats.errors.push("LegalActions answered no game".into());
            continue;
        };
        if game.status != GameStatus::Ongoing as i32 {
            stats.finished += 1;
            continue;
        }
        let token = seats.token(game.side_to_move).to_owned();
        requests += 1;
        let request_id = format!("{name}-{requests}");
        stats.calls += 1;
        if played >= steps_per_game {
            let resign = ResignRequest {
                game_id: seats.id.clone(),
                expected_version: Some(game.version),
                request_id,
            };
            match limited("Resign", client.resign(authed(resign, &token))).await {
                Ok(_) => stats.resigned += 1,
                Err(status) => stats.failed("Resign", &status),
            }
            continue;
        }
        if game.steps_taken > 0 && rng.chance(5) {
            let undo = UndoStepRequest {
                game_id: seats.id.clone(),
                expected_version: Some(game.version),
                request_id,
            };
            match limited("UndoStep", client.undo_step(authed(undo, &token))).await {
                Ok(_) => stats.undos += 1,
                Err(status) => stats.failed("UndoStep", &status),
            }
        } else if legal.actions.is_empty() {
            stats.errors.push(format!(
                "game {} is ongoing but has no legal step",
                seats.id
            ));
            continue;
        } else {
            let step = legal.actions[rng.below(legal.actions.len())]
                .notation
                .clone();
            let apply = ApplyActionRequest {
                game_id: seats.id.clone(),
                action: step,
                expected_version: Some(game.version),
                request_id,
            };
            match limited("ApplyAction", client.apply_action(authed(apply, &token))).await {
                Ok(_) => stats.steps += 1,
                Err(status) => stats.failed("ApplyAction", &status),
            }
        }
        if rng.chance(10) {
            spectate(&mut client, &mut rng, &seats.id, &mut stats).await;
        }
        current = Some((seats, played + 1));
    }
    stats
}

/// One read of `game_id` without a token.
async fn spectate(
    client: &mut HanniballServiceClient<Channel>,
    rng: &mut Rng,
    game_id: &str,
    stats: &mut PlayStats,
) {
    stats.calls += 1;
    let id = game_id.to_owned();
    let result = match rng.below(3) {
        0 => limited("GetGame", client.get_game(GetGameRequest { game_id: id }))
            .await
            .map(|_| ()),
        1 => limited(
            "GetHistory",
            client.get_history(GetHistoryRequest { game_id: id }),
        )
        .await
        .map(|_| ()),
        _ => limited(
            "CheckRedCard",
            client.check_red_card(CheckRedCardRequest {
                subject: Some(check_red_card_request::Subject::GameId(id)),
            }),
        )
        .await
        .map(|_| ()),
    };
    match result {
        Ok(()) => stats.reads += 1,
        Err(status) => stats.failed("read", &status),
    }
}

/// Whether a failed call may or may not have been applied: the answer was lost.
pub fn outcome_unknown(status: &Status) -> bool {
    matches!(
        status.code(),
        Code::Unavailable | Code::Cancelled | Code::DeadlineExceeded | Code::Unknown
    )
}

/// The `pb::Game` of a response or a clear failure.
pub fn game_of(game: Option<pb::Game>) -> pb::Game {
    game.expect("the response carries the game")
}
