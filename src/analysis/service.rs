//! `analysis.v1.AnalysisService`: each call parses and checks its request, then hands off to
//! [`super::Analysers`] (the position and its search), [`super::pool`] (where the search
//! runs) and [`crate::players::openings`] (the explorer's counts).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use tokio::sync::mpsc;
use tonic::{Request, Response, Status};

use super::pool::{AnalysisPool, Ticket};
use super::{Analysers, Shown, Subject};
use crate::bot::analyse::{Ask, MAX_LINES};
use crate::bot::search::Budget;
use crate::players::Players;
use crate::players::openings::{self, Filter, OPENING_ACTIONS};
use crate::rpc::Replays;
use crate::session::ServiceError;
use crate::session::stream::BoxStream;

/// Generated code of `proto/analysis/v1/analysis.proto`.
#[allow(clippy::pedantic, missing_docs)]
pub mod pb {
    tonic::include_proto!("analysis.v1");
}

pub use pb::analysis_service_server::AnalysisServiceServer;

/// The service's full name, which health also reports on.
pub const SERVICE_NAME: &str = "analysis.v1.AnalysisService";

/// The time an analysis thinks when the request gives none.
pub const DEFAULT_TIME: Duration = Duration::from_millis(2_000);
/// The longest an analysis may think.
pub const MAX_TIME: Duration = Duration::from_millis(10_000);
/// The most nodes an analysis may search.
pub const MAX_NODES: u64 = 50_000_000;
/// The time per position of a review when the request gives none, and the most.
pub const REVIEW_TIME: (Duration, Duration) =
    (Duration::from_millis(200), Duration::from_millis(1_000));

/// The service: the games' analysers, the pool, and the players (for the explorer, the
/// archive and signed-in callers) when they are served.
#[derive(Clone, Debug)]
pub struct AnalysisService {
    analysers: Analysers,
    pool: AnalysisPool,
    players: Option<Players>,
    replays: Replays,
}

impl AnalysisService {
    /// The service over `analysers` and `pool`; `players` for `Explore`, `ReviewGame` and
    /// signed-in callers; `replays` replays archived records.
    #[must_use]
    pub fn new(
        analysers: Analysers,
        pool: AnalysisPool,
        players: Option<Players>,
        replays: Replays,
    ) -> AnalysisService {
        AnalysisService {
            analysers,
            pool,
            players,
            replays,
        }
    }

    /// The pool.
    #[must_use]
    pub fn pool(&self) -> &AnalysisPool {
        &self.pool
    }

    /// Who calls, for the rate: the signed-in player (`authorization: Bearer <session
    /// token>`), else the address (IPv6 by its /64). A token that is no session's counts as
    /// its address: anybody may analyse.
    async fn caller<T>(&self, request: &Request<T>) -> String {
        if let (Some(players), Ok(token)) = (
            &self.players,
            crate::session::auth::SeatToken::bearer(request.metadata()),
        ) && let Ok(signed_in) = players
            .accounts()
            .authenticate(&crate::players::accounts::SessionToken::new(token))
            .await
        {
            return format!("player {}", signed_in.player.0);
        }
        request.remote_addr().map_or_else(
            || "address unknown".to_owned(),
            |a| format!("address {}", crate::ratelimit::client_key(a.ip())),
        )
    }

    /// A place in the pool for `caller`: refused when the pool is full or the caller starts
    /// analyses too fast.
    fn admit(&self, caller: &str) -> Result<Ticket, ServiceError> {
        let ticket = self.pool.admit()?;
        self.pool.check_rate(caller)?;
        Ok(ticket)
    }

    fn players(&self) -> Result<&Players, ServiceError> {
        self.players
            .as_ref()
            .ok_or(ServiceError::DatabaseUnavailable)
    }
}

fn subject_of(subject: Option<pb::Subject>) -> Result<Subject, ServiceError> {
    let subject = subject.ok_or_else(|| ServiceError::missing("subject"))?;
    let record = String::from_utf8(subject.record).map_err(|_| {
        ServiceError::invalid("subject.record", "INVALID_TEXT", "the record is not UTF-8")
    })?;
    Ok(Subject {
        game: subject.game,
        position: subject.position,
        actions: subject.actions,
        record,
    })
}

fn decided_pb(decided: Option<(String, u32)>) -> Option<pb::Decided> {
    decided.map(|(winner, actions)| pb::Decided { winner, actions })
}

fn update_pb(position: &str, side: &str, shown: Shown, elapsed: Duration) -> pb::AnalyseResponse {
    pb::AnalyseResponse {
        position: position.to_owned(),
        side_to_move: side.to_owned(),
        searcher: shown.searcher.to_owned(),
        depth: shown.depth,
        nodes: shown.nodes,
        elapsed_ms: u32::try_from(elapsed.as_millis()).unwrap_or(u32::MAX),
        lines: shown
            .lines
            .into_iter()
            .map(|line| pb::Line {
                actions: line.actions,
                value: line.value0,
                decided: decided_pb(line.decided),
            })
            .collect(),
        done: shown.done,
        game_over: String::new(),
    }
}

/// The budget asked for, within the service's limits.
fn budget_of(time_ms: u32, nodes: u64) -> Budget {
    let time = if time_ms == 0 {
        DEFAULT_TIME
    } else {
        Duration::from_millis(u64::from(time_ms)).min(MAX_TIME)
    };
    Budget {
        time: Some(time),
        iterations: (nodes > 0).then_some(nodes.min(MAX_NODES)),
    }
}

/// Runs `job` on `pool` with `ticket`, sending its error (if any) on `tx`; stops waiting, and
/// sets `stop` for the search, once the client closed the stream.
async fn run_streamed<T: Send + 'static>(
    pool: AnalysisPool,
    ticket: Ticket,
    tx: mpsc::Sender<Result<T, Status>>,
    stop: Arc<AtomicBool>,
    job: impl FnOnce() + Send + 'static,
) {
    tokio::select! {
        result = pool.run(ticket, job) => {
            if let Err(error) = result {
                let _ = tx.send(Err(error.into())).await;
            }
        }
        () = tx.closed() => stop.store(true, Ordering::Relaxed),
    }
}

/// The indexes of the `n` biggest changes of `values` (from the one before), biggest first.
#[must_use]
pub fn biggest_swings(values: &[f64], n: usize) -> Vec<u32> {
    let mut swings: Vec<(usize, f64)> = values
        .windows(2)
        .enumerate()
        .map(|(i, pair)| (i + 1, (pair[1] - pair[0]).abs()))
        .filter(|&(_, change)| change > 0.0)
        .collect();
    swings.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
    swings
        .into_iter()
        .take(n)
        .map(|(i, _)| u32::try_from(i).unwrap_or(u32::MAX))
        .collect()
}

#[tonic::async_trait]
impl pb::analysis_service_server::AnalysisService for AnalysisService {
    type AnalyseStream = BoxStream<pb::AnalyseResponse>;
    type ReviewGameStream = BoxStream<pb::ReviewGameResponse>;

    async fn analyse(
        &self,
        request: Request<pb::AnalyseRequest>,
    ) -> Result<Response<Self::AnalyseStream>, Status> {
        let caller = self.caller(&request).await;
        let message = request.into_inner();
        let subject = subject_of(message.subject)?;
        let position = self.analysers.prepare(&subject)?;
        let lines = usize::try_from(message.lines)
            .unwrap_or(MAX_LINES)
            .clamp(1, MAX_LINES);
        let budget = budget_of(message.time_ms, message.nodes);
        let (tx, rx) = mpsc::channel(16);
        let stream: Self::AnalyseStream = Box::pin(tokio_stream::wrappers::ReceiverStream::new(rx));
        if let Some(over) = position.game_over {
            let _ = tx
                .send(Ok(pb::AnalyseResponse {
                    position: position.position,
                    side_to_move: position.side_to_move,
                    done: true,
                    game_over: over,
                    ..pb::AnalyseResponse::default()
                }))
                .await;
            return Ok(Response::new(stream));
        }
        let ticket = self.admit(&caller)?;
        let stop = super::stop_flag();
        let (notation, side, run) = (position.position, position.side_to_move, position.run);
        let (sender, searching) = (tx.clone(), Arc::clone(&stop));
        let job = move || {
            let started = Instant::now();
            let ask = Ask {
                budget,
                lines,
                seed: fastrand::u64(..),
                stop: &searching,
            };
            run(ask, &mut |shown| {
                let update = update_pb(&notation, &side, shown, started.elapsed());
                sender.blocking_send(Ok(update)).is_ok()
            });
        };
        tokio::spawn(run_streamed(self.pool.clone(), ticket, tx, stop, job));
        Ok(Response::new(stream))
    }

    async fn explore(
        &self,
        request: Request<pb::ExploreRequest>,
    ) -> Result<Response<pb::ExploreResponse>, Status> {
        let message = request.into_inner();
        let subject = subject_of(message.subject)?;
        let position = self.analysers.prepare(&subject)?;
        let rated = match pb::RatedFilter::try_from(message.rated) {
            Ok(pb::RatedFilter::Unspecified) => None,
            Ok(pb::RatedFilter::Rated) => Some(true),
            Ok(pb::RatedFilter::Casual) => Some(false),
            Err(_) => {
                return Err(
                    ServiceError::invalid("rated", "INVALID_FILTER", "unknown value").into(),
                );
            }
        };
        if let Some(bad) = message
            .speeds
            .iter()
            .find(|s| !openings::SPEEDS.contains(&s.as_str()))
        {
            return Err(ServiceError::invalid(
                "speeds",
                "INVALID_FILTER",
                format!(
                    "{} is not a speed ({})",
                    crate::session::error::clip(bad),
                    openings::SPEEDS.join(", ")
                ),
            )
            .into());
        }
        let filter = Filter {
            rated,
            min_rating: message.min_rating,
            max_rating: message.max_rating,
            speeds: message.speeds,
        };
        if position.actions_from_start >= OPENING_ACTIONS {
            return Ok(Response::new(pb::ExploreResponse {
                position: position.position,
                beyond_opening: true,
                ..pb::ExploreResponse::default()
            }));
        }
        let players = self.players()?;
        let moves =
            openings::explore(players.db(), position.game, &position.position, &filter).await?;
        let games = moves.iter().map(openings::ExploredMove::games).sum();
        Ok(Response::new(pb::ExploreResponse {
            position: position.position,
            moves: moves
                .into_iter()
                .map(|m| pb::ExploredMove {
                    games: m.games(),
                    action: m.action,
                    first_wins: m.first_wins,
                    second_wins: m.second_wins,
                    draws: m.draws,
                })
                .collect(),
            games,
            beyond_opening: false,
        }))
    }

    async fn review_game(
        &self,
        request: Request<pb::ReviewGameRequest>,
    ) -> Result<Response<Self::ReviewGameStream>, Status> {
        let caller = self.caller(&request).await;
        let message = request.into_inner();
        if message.game_id.is_empty() {
            return Err(ServiceError::missing("game_id").into());
        }
        let archived = crate::players::archive::fetch(self.players()?.db(), &message.game_id)
            .await?
            .game;
        let steps = self
            .replays
            .replay(&archived.game, &archived.record)
            .map_err(|e| {
                ServiceError::Internal(format!("an archived record does not replay: {e}"))
            })?;
        let actions: Vec<String> = steps.iter().skip(1).map(|s| s.action.clone()).collect();
        // Every position, checked (and made ready to search) before the pool is asked.
        let mut positions = Vec::with_capacity(steps.len());
        for i in 0..steps.len() {
            positions.push(self.analysers.prepare(&Subject {
                game: archived.game.clone(),
                position: archived.start_position.clone(),
                actions: actions[..i].to_vec(),
                record: String::new(),
            })?);
        }
        let time = if message.time_ms_per_position == 0 {
            REVIEW_TIME.0
        } else {
            Duration::from_millis(u64::from(message.time_ms_per_position)).min(REVIEW_TIME.1)
        };
        let swings = usize::try_from(message.swings).unwrap_or(10);
        let swings = if swings == 0 { 3 } else { swings.min(10) };
        let ticket = self.admit(&caller)?;
        let (tx, rx) = mpsc::channel(16);
        let stop = super::stop_flag();
        let (sender, searching) = (tx.clone(), Arc::clone(&stop));
        let job = move || review(positions, &actions, time, swings, &searching, &sender);
        tokio::spawn(run_streamed(self.pool.clone(), ticket, tx, stop, job));
        Ok(Response::new(Box::pin(
            tokio_stream::wrappers::ReceiverStream::new(rx),
        )))
    }
}

/// Evaluates each of `positions` (the start, then after each of `actions`) for `time`,
/// sending one update each; the last one marks the `swings` biggest swings.
fn review(
    positions: Vec<super::Position>,
    actions: &[String],
    time: Duration,
    swings: usize,
    stop: &Arc<AtomicBool>,
    sender: &mpsc::Sender<Result<pb::ReviewGameResponse, Status>>,
) {
    let last = positions.len().saturating_sub(1);
    let mut values = Vec::with_capacity(positions.len());
    for (index, position) in positions.into_iter().enumerate() {
        if stop.load(Ordering::Relaxed) {
            return;
        }
        let mut update = pb::ReviewGameResponse {
            index: u32::try_from(index).unwrap_or(u32::MAX),
            action: index
                .checked_sub(1)
                .and_then(|i| actions.get(i))
                .cloned()
                .unwrap_or_default(),
            value: 0.5,
            ..pb::ReviewGameResponse::default()
        };
        if let Some(result0) = position.result0 {
            update.value = result0;
        } else {
            let mut best: Option<Shown> = None;
            let ask = Ask {
                budget: Budget {
                    time: Some(time),
                    iterations: None,
                },
                lines: 1,
                seed: fastrand::u64(..),
                stop,
            };
            (position.run)(ask, &mut |shown| {
                best = Some(shown);
                true
            });
            if let Some(line) = best.and_then(|b| b.lines.into_iter().next()) {
                update.value = line.value0;
                update.best_action = line.actions.first().cloned().unwrap_or_default();
                update.decided = decided_pb(line.decided);
            }
        }
        values.push(update.value);
        if index == last {
            update.swings = biggest_swings(&values, swings);
            update.done = true;
        }
        if sender.blocking_send(Ok(update)).is_err() {
            return;
        }
    }
}

/// Serves the analysis service on `routes` with the message limits and compressions given.
pub fn add_routes(
    service: AnalysisService,
    routes: &mut tonic::service::RoutesBuilder,
    max_request_bytes: usize,
    max_response_bytes: usize,
    compressions: &[tonic::codec::CompressionEncoding],
) {
    let server = crate::limited!(
        AnalysisServiceServer::new(service),
        max_request_bytes,
        max_response_bytes,
        compressions
    );
    routes.add_service(server);
}
