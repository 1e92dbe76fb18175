//! `arbiter bot --session`: a bot account's player. It follows the account's event stream
//! (`lobby.v1` WatchPlayer), accepts the challenges of the games it plays and declines the
//! others (with `--ladder`, it is also on those games' ladders while it runs), plays every game the lobby starts for it with its session alone (no seat token:
//! the seat is bound to the account), and after a disconnect or a restart resumes the stream
//! and the games going on (the stream's snapshot lists them), so nothing is missed. With
//! `--join-events` it joins the events the stream announces for its games.

use std::collections::HashSet;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::time::Duration;

use arbiter::bot::client::{SESSION_PREFIX, reason, with_token};
use arbiter::bot::runner::{Connection, PlayReport, SeatSpec, uri};
use arbiter::games::Served;
use arbiter::lobby::pb as lobby;
use arbiter::players::service::accounts_pb as accounts;
use arbiter::rpc::client::Client;
use arbiter::rpc::{Catalog as _, Game, Task, run_for};
use futures_util::StreamExt as _;
use futures_util::stream::FuturesUnordered;
use lobby::lobby_service_client::LobbyServiceClient;
use lobby::watch_player_response::Update;
use tonic::transport::{Channel, Endpoint};

use crate::config::BotArgs;

type Playing = Pin<Box<dyn Future<Output = (String, Result<PlayReport, String>)>>>;

/// Plays one game of the account.
struct PlayGame {
    args: Arc<BotArgs>,
    spec: SeatSpec,
}

impl Task for PlayGame {
    type Output = Pin<Box<dyn Future<Output = Result<PlayReport, String>>>>;
    fn run<G: Game>(self) -> Self::Output {
        Box::pin(async move {
            let conn = Connection::new(self.args.addr.clone());
            super::play_seat::<Client<G>>(&self.args, conn, &self.spec).await
        })
    }
}

async fn channel(addr: &str) -> Result<Channel, String> {
    Endpoint::from_shared(uri(addr))
        .map_err(|e| format!("invalid server address {addr:?}: {e}"))?
        .connect_timeout(Duration::from_secs(2))
        .connect()
        .await
        .map_err(|e| format!("cannot connect to {addr}: {e}"))
}

/// `message` as the account: its session as `x-player-session`.
fn with_session<T>(message: T, session: &str) -> Result<tonic::Request<T>, String> {
    with_token(message, &format!("{SESSION_PREFIX}{session}")).map_err(|s| s.message().to_owned())
}

/// The account's name (accounts.v1 GetMyProfile), to tell its own challenges from others'.
async fn own_name(channel: Channel, session: &str) -> Result<String, tonic::Status> {
    let mut client = accounts::accounts_service_client::AccountsServiceClient::new(channel);
    let mut request = tonic::Request::new(accounts::GetMyProfileRequest {});
    let value = format!("Bearer {session}")
        .parse()
        .map_err(|_| tonic::Status::invalid_argument("the session token is not header text"))?;
    request.metadata_mut().insert("authorization", value);
    Ok(client.get_my_profile(request).await?.into_inner().name)
}

/// A refusal that retrying will not change (a bad or revoked session).
fn fatal(status: &tonic::Status) -> bool {
    matches!(
        status.code(),
        tonic::Code::Unauthenticated | tonic::Code::InvalidArgument | tonic::Code::PermissionDenied
    )
}

/// `arbiter bot --session`.
///
/// # Errors
/// A message for the user: the session is not valid, or (with `--max-games`) a game could
/// not be played.
pub async fn run_account(args: Arc<BotArgs>, session: String) -> Result<(), String> {
    let served: Vec<String> = Served.names().iter().map(|n| n.replace('_', "")).collect();
    let accepted: Vec<String> = if args.accept_games.is_empty() {
        served.clone()
    } else {
        args.accept_games
            .iter()
            .map(|g| g.to_ascii_lowercase().replace(['-', '_'], ""))
            .collect()
    };
    if let Some(unknown) = accepted.iter().find(|g| !served.contains(g)) {
        return Err(format!(
            "--accept-games: unknown game {unknown:?}: one of {}",
            served.join(", ")
        ));
    }
    let mut cursor = String::new();
    let mut name: Option<String> = None;
    // Games being played, and games already played (never started twice).
    let mut started: HashSet<String> = HashSet::new();
    let mut playing: FuturesUnordered<Playing> = FuturesUnordered::new();
    let mut ended = 0u64;
    let mut pause = Duration::from_millis(100);
    let mut next_addr = 0usize;
    loop {
        let addr = args
            .addr
            .get(next_addr % args.addr.len().max(1))
            .cloned()
            .ok_or("no server address given")?;
        next_addr += 1;
        let connected = match channel(&addr).await {
            Ok(channel) => {
                let found = match &name {
                    Some(n) => Ok(n.clone()),
                    None => own_name(channel.clone(), &session).await,
                };
                match found {
                    Ok(n) => {
                        name = Some(n);
                        let events =
                            arbiter::lobby::events::pb::tournament_service_client::TournamentServiceClient::new(
                                channel.clone(),
                            );
                        let mut client = LobbyServiceClient::new(channel);
                        client
                            .watch_player(with_session(
                                lobby::WatchPlayerRequest {
                                    from_cursor: cursor.clone(),
                                    ladder: if args.ladder {
                                        accepted.clone()
                                    } else {
                                        Vec::new()
                                    },
                                    // The games are followed through WatchGame.
                                    turns: false,
                                    // The events open to bots, joined with tournament.v1.
                                    tournaments: args.join_events,
                                },
                                &session,
                            )?)
                            .await
                            .map(|stream| (client, stream.into_inner(), events))
                    }
                    Err(status) => Err(status),
                }
            }
            Err(error) => Err(tonic::Status::unavailable(error)),
        };
        let (mut client, mut stream, mut events) = match connected {
            Ok(pair) => pair,
            Err(status) if fatal(&status) => {
                return Err(format!(
                    "the server refused the session: {:?} {}: {}",
                    status.code(),
                    reason(&status).unwrap_or_default(),
                    status.message()
                ));
            }
            Err(status) => {
                tracing::warn!(%addr, code = ?status.code(), message = status.message(), "event stream unavailable; retrying");
                // Keep the games going while the stream is away.
                let wait = tokio::time::sleep(pause);
                tokio::pin!(wait);
                loop {
                    tokio::select! {
                        () = &mut wait => break,
                        Some((game_id, result)) = playing.next(), if !playing.is_empty() => {
                            ended += 1;
                            report(&game_id, &result);
                        }
                    }
                }
                pause = (pause * 2).min(Duration::from_secs(5));
                continue;
            }
        };
        pause = Duration::from_millis(100);
        tracing::info!(%addr, name = name.as_deref().unwrap_or(""), from = %cursor, "following the account's events");
        let me = name.clone().unwrap_or_default();
        loop {
            if args.max_games > 0 && ended >= args.max_games && playing.is_empty() {
                return Ok(());
            }
            let message = tokio::select! {
                message = stream.message() => message,
                Some((game_id, result)) = playing.next(), if !playing.is_empty() => {
                    ended += 1;
                    report(&game_id, &result);
                    if args.max_games > 0 && ended >= args.max_games && playing.is_empty() {
                        return Ok(());
                    }
                    continue;
                }
            };
            let message = match message {
                Ok(Some(message)) => message,
                Ok(None) => break,
                Err(status) => {
                    tracing::warn!(code = ?status.code(), message = status.message(), "event stream ended; resuming");
                    break;
                }
            };
            cursor = message.cursor;
            let mut games = Vec::new();
            let mut challenges = Vec::new();
            match message.update {
                Some(Update::Snapshot(snapshot)) => {
                    challenges = snapshot.challenges;
                    games = snapshot.games;
                }
                Some(Update::Challenge(challenge)) => challenges.push(challenge),
                Some(Update::GameStarted(game)) => games.push(game),
                Some(Update::ChallengeGone(gone)) => {
                    tracing::info!(seek_id = %gone.seek_id, reason = gone.reason, "challenge gone");
                }
                Some(Update::GameFinished(end)) => {
                    tracing::info!(game_id = %end.game_id, result = %end.result, termination = %end.termination, won = end.won, "game finished");
                }
                Some(Update::Tournament(event))
                    if args.join_events && accepted.contains(&event.game) =>
                {
                    join(&mut events, &session, &event).await?;
                }
                Some(Update::Turn(_) | Update::Tournament(_)) => {}
                Some(Update::GameRated(rated)) => {
                    for seat in &rated.seats {
                        tracing::info!(game_id = %rated.game_id, player = %seat.name, before = seat.rating_before, after = seat.rating_after, "rated");
                    }
                }
                None => {}
            }
            for challenge in challenges {
                if challenge.challenged_name != me {
                    continue;
                }
                answer(&mut client, &session, &accepted, &challenge).await?;
            }
            for game in games {
                if !started.insert(game.game_id.clone()) {
                    continue;
                }
                let seat = usize::try_from(game.side - 1).unwrap_or(0);
                let task = PlayGame {
                    args: Arc::clone(&args),
                    spec: SeatSpec {
                        game_id: game.game_id.clone(),
                        token: format!("{SESSION_PREFIX}{session}"),
                        seat,
                    },
                };
                tracing::info!(game_id = %game.game_id, game = %game.game, seat, "playing");
                match run_for(&Served, &game.game, task) {
                    Ok(future) => {
                        let id = game.game_id.clone();
                        playing.push(Box::pin(async move { (id, future.await) }));
                    }
                    Err(error) => tracing::warn!(game_id = %game.game_id, %error, "not played"),
                }
            }
        }
    }
}

/// Accepts `challenge` when its game is one of `accepted` (the lobby then starts the game and
/// the stream tells it), else declines it (reason: not this game).
async fn answer(
    client: &mut LobbyServiceClient<Channel>,
    session: &str,
    accepted: &[String],
    challenge: &lobby::Seek,
) -> Result<(), String> {
    let id = challenge.seek_id.clone();
    let outcome = if accepted.contains(&challenge.game) {
        tracing::info!(seek_id = %id, from = %challenge.owner_name, game = %challenge.game, "accepting");
        client
            .accept_seek(with_session(
                lobby::AcceptSeekRequest { seek_id: id },
                session,
            )?)
            .await
            .map(|_| ())
    } else {
        tracing::info!(seek_id = %id, from = %challenge.owner_name, game = %challenge.game, "declining");
        client
            .decline_challenge(with_session(
                lobby::DeclineChallengeRequest {
                    seek_id: id,
                    reason: lobby::DeclineReason::Game as i32,
                },
                session,
            )?)
            .await
            .map(|_| ())
    };
    if let Err(status) = outcome {
        // Taken back or expired meanwhile, or the server is away: the stream says what
        // became of it.
        tracing::warn!(seek_id = %challenge.seek_id, code = ?status.code(), reason = reason(&status).unwrap_or_default(), "challenge not answered");
    }
    Ok(())
}

fn report(game_id: &str, result: &Result<PlayReport, String>) {
    match result {
        Ok(report) => println!(
            "game {game_id} over: {:?}; this bot played {} actions",
            report.outcome, report.actions
        ),
        Err(error) => println!("game {game_id} stopped: {error}"),
    }
}

/// Joins `event` (announced on the account's stream); a refusal (full, started, closed) is
/// logged, not fatal.
async fn join(
    events: &mut arbiter::lobby::events::pb::tournament_service_client::TournamentServiceClient<
        Channel,
    >,
    session: &str,
    event: &lobby::TournamentAnnounced,
) -> Result<(), String> {
    let request = with_session(
        arbiter::lobby::events::pb::JoinTournamentRequest {
            id: event.id.clone(),
            password: String::new(),
        },
        session,
    )?;
    match events.join_tournament(request).await {
        Ok(_) => {
            tracing::info!(tournament = %event.id, name = %event.name, game = %event.game, format = %event.format, "joined the event");
        }
        Err(status) => {
            tracing::warn!(tournament = %event.id, code = ?status.code(), reason = reason(&status).unwrap_or_default(), message = status.message(), "event not joined");
        }
    }
    Ok(())
}
