//! The `accounts.v1.AccountsService` and `players.v1.PlayersService` gRPC services over [`Players`]
//! (`players.v1.ArchiveService` is in [`super::transfer`]), and the health of them following the server's start-up readiness and the database's
//! reachability.

use std::net::IpAddr;
use std::sync::Arc;
use std::time::Duration;

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use tokio::task::JoinHandle;
use tonic::{Request, Response, Status};
use tonic_health::ServingStatus;
use tonic_health::server::HealthReporter;

use super::accounts::{SessionToken, SignedIn};
use super::archive::{self, ArchivedGame, Cursor, GameFilter};
use super::ratings::{self, Rating, Standing};
use super::{PlayerId, Players};
use crate::rpc::Replays;
use crate::session::auth::SeatToken;
use crate::session::pool::{CORRESPONDENCE, split_key};
use crate::session::{ServiceError, traced};

/// Generated code of `proto/accounts/v1/accounts.proto`.
#[allow(clippy::pedantic, missing_docs)]
pub mod accounts_pb {
    tonic::include_proto!("accounts.v1");
}

/// Generated code of `proto/players/v1/players.proto`.
#[allow(clippy::pedantic, missing_docs)]
pub mod players_pb {
    tonic::include_proto!("players.v1");
}

/// The encoded file descriptor set of both services (for reflection and metrics).
pub const FILE_DESCRIPTOR_SET: &[u8] =
    include_bytes!(concat!(env!("OUT_DIR"), "/players_descriptor.bin"));

use super::transfer::ArchiveService;
use accounts_pb::accounts_service_server::{
    AccountsService as AccountsApi, AccountsServiceServer as AccountsServer,
};
use players_pb::archive_service_server::ArchiveServiceServer as ArchiveServer;
use players_pb::players_service_server::{
    PlayersService as PlayersApi, PlayersServiceServer as PlayersServer,
};

/// The health service names of the services over the players' database.
pub const SERVICE_NAMES: [&str; 4] = [
    <AccountsServer<AccountsService> as tonic::server::NamedService>::NAME,
    <PlayersServer<PlayersService> as tonic::server::NamedService>::NAME,
    <ArchiveServer<ArchiveService> as tonic::server::NamedService>::NAME,
    <super::push::service::PushServer<super::push::service::PushService> as tonic::server::NamedService>::NAME,
];

/// The most bytes of a request to the archive service: imports carry records (a page of
/// exports, at most 3 MiB of records, reads back in one call).
pub const ARCHIVE_MAX_REQUEST_BYTES: usize = 4 * 1024 * 1024;

/// The accounts service.
#[derive(Clone, Debug)]
pub struct AccountsService(Players);

/// Whether a player (by id) is online now (see `lobby::presence::presence_hook`).
pub type Presence =
    Arc<dyn Fn(i64) -> futures_util::future::BoxFuture<'static, bool> + Send + Sync>;

/// The players service (with `Presence` when a lobby is served, and the served games'
/// [`Replays`] for `GetArchivedGame`'s `replay`).
#[derive(Clone)]
pub struct PlayersService(Players, Option<Presence>, Replays);

impl std::fmt::Debug for PlayersService {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("PlayersService")
            .field(&self.0)
            .field(&self.1.is_some())
            .field(&self.2)
            .finish()
    }
}

/// The generated servers over `players`, with the message limits and compressions given
/// (`replays`: the served games' replays of their records; the archive service takes
/// requests up to [`ARCHIVE_MAX_REQUEST_BYTES`] whatever `max_request_bytes` says).
#[must_use]
pub fn servers(
    players: &Players,
    presence: Option<Presence>,
    replays: Replays,
    max_request_bytes: usize,
    max_response_bytes: usize,
    compressions: &[tonic::codec::CompressionEncoding],
) -> (
    AccountsServer<AccountsService>,
    PlayersServer<PlayersService>,
    ArchiveServer<ArchiveService>,
) {
    let accounts = crate::limited!(
        AccountsServer::new(AccountsService(players.clone())),
        max_request_bytes,
        max_response_bytes,
        compressions
    );
    let archive = crate::limited!(
        ArchiveServer::new(ArchiveService(players.clone(), replays.clone())),
        ARCHIVE_MAX_REQUEST_BYTES.max(max_request_bytes),
        max_response_bytes,
        compressions
    );
    let players = crate::limited!(
        PlayersServer::new(PlayersService(players.clone(), presence, replays)),
        max_request_bytes,
        max_response_bytes,
        compressions
    );
    (accounts, players, archive)
}

/// Serves both services and the push service (`super::push::service`) on `routes` (the
/// server's wiring); `presence` tells who is online, `replays` replays the served games'
/// records.
pub fn add_routes(
    players: &Players,
    presence: Option<Presence>,
    replays: Replays,
    routes: &mut tonic::service::RoutesBuilder,
    max_request_bytes: usize,
    max_response_bytes: usize,
    compressions: &[tonic::codec::CompressionEncoding],
) {
    let push = crate::limited!(
        super::push::service::PushServer::new(super::push::service::PushService::new(
            players.clone()
        )),
        max_request_bytes,
        max_response_bytes,
        compressions
    );
    let (accounts, players, archive) = servers(
        players,
        presence,
        replays,
        max_request_bytes,
        max_response_bytes,
        compressions,
    );
    routes
        .add_service(accounts)
        .add_service(players)
        .add_service(archive)
        .add_service(push);
}

/// The background tasks of a server with players: the health of both services (checked
/// every `interval`, SERVING only once `ready`: see [`spawn_health`]), the archiver of
/// pending games (every 5 s) and the push sender (`super::push`).
#[must_use]
pub fn spawn_background(
    players: &Players,
    reporter: HealthReporter,
    interval: Duration,
    ready: tokio::sync::watch::Receiver<bool>,
) -> Vec<JoinHandle<()>> {
    let mut tasks = vec![
        spawn_health(players, reporter, interval, ready),
        players.spawn_archiver(Duration::from_secs(5)),
    ];
    tasks.extend(players.push().spawn_sender());
    tasks
}

/// Reports both services SERVING while the server's start-up is complete (`ready`: the
/// database migrated and the computer players registered; once true, for good) and the
/// database answers, NOT_SERVING otherwise; checks every `interval` and as soon as `ready`
/// turns true, until the handle is aborted.
#[must_use]
pub fn spawn_health(
    players: &Players,
    reporter: HealthReporter,
    interval: Duration,
    mut ready: tokio::sync::watch::Receiver<bool>,
) -> JoinHandle<()> {
    let db = players.db().clone();
    tokio::spawn(async move {
        let mut last = None;
        let mut tick = tokio::time::interval(interval);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        // Readiness only ever turns true: no need to watch it after that (or once its sender
        // is gone).
        let mut watching = true;
        loop {
            tokio::select! {
                _ = tick.tick() => {}
                changed = ready.changed(), if watching => watching = changed.is_ok(),
            }
            let is_ready = *ready.borrow_and_update();
            watching &= !is_ready;
            let up = is_ready
                && tokio::time::timeout(interval.max(Duration::from_secs(1)), db.ping())
                    .await
                    .unwrap_or(false);
            if last != Some(up) {
                if up {
                    tracing::info!("player database reachable");
                } else if is_ready {
                    tracing::warn!("player database unreachable: accounts and players NOT_SERVING");
                } else {
                    tracing::info!("not ready yet: accounts and players NOT_SERVING");
                }
                let status = if up {
                    ServingStatus::Serving
                } else {
                    ServingStatus::NotServing
                };
                for name in SERVICE_NAMES {
                    reporter.set_service_status(name, status).await;
                }
                last = Some(up);
            }
        }
    })
}

/// The session token of a call's `authorization: Bearer <token>`.
fn session_token<T>(request: &Request<T>) -> Result<SessionToken, ServiceError> {
    let text = SeatToken::bearer(request.metadata()).map_err(|_| {
        ServiceError::NotSignedIn(
            "this call needs a signed-in player: send the session token as \
             `authorization: Bearer <token>`"
                .into(),
        )
    })?;
    if text.len() != 43
        || !text
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
    {
        return Err(ServiceError::NotSignedIn(
            "malformed session token: expected the 43-character token SignIn returned".into(),
        ));
    }
    Ok(SessionToken::new(text))
}

fn address<T>(request: &Request<T>) -> Option<IpAddr> {
    request.remote_addr().map(|a| a.ip())
}

/// The player a call's session token is signed in as.
///
/// # Errors
/// `NOT_SIGNED_IN`, `DATABASE_UNAVAILABLE`.
pub async fn signed_in<T>(
    players: &Players,
    request: &Request<T>,
) -> Result<SignedIn, ServiceError> {
    let token = session_token(request)?;
    players.accounts().authenticate(&token).await
}

#[tonic::async_trait]
impl AccountsApi for AccountsService {
    async fn create_account(
        &self,
        request: Request<accounts_pb::CreateAccountRequest>,
    ) -> Result<Response<accounts_pb::CreateAccountResponse>, Status> {
        let from = address(&request);
        let r = request.into_inner();
        traced("CreateAccount", "", async {
            let account = self
                .0
                .accounts()
                .create_account_from(&r.name, &r.password, r.bot, from)
                .await?;
            Ok(accounts_pb::CreateAccountResponse {
                name: account.name,
                created_at_ms: account.created_ms,
                bot: account.bot,
            })
        })
        .await
    }

    async fn sign_in(
        &self,
        request: Request<accounts_pb::SignInRequest>,
    ) -> Result<Response<accounts_pb::SignInResponse>, Status> {
        let from = address(&request);
        // Browsers send `origin` with every such call; programs do not.
        let browser = request.metadata().get("origin").is_some();
        let r = request.into_inner();
        traced("SignIn", "", async {
            if r.name.is_empty() {
                return Err(ServiceError::missing("name"));
            }
            let (token, who) = self
                .0
                .accounts()
                .sign_in_from(&r.name, &r.password, from, browser)
                .await?;
            Ok(accounts_pb::SignInResponse {
                session_token: token.reveal().to_owned(),
                name: who.name,
                expires_at_ms: who.expires_ms,
            })
        })
        .await
    }

    async fn sign_out(
        &self,
        request: Request<accounts_pb::SignOutRequest>,
    ) -> Result<Response<accounts_pb::SignOutResponse>, Status> {
        traced("SignOut", "", async {
            let token = session_token(&request)?;
            self.0.accounts().sign_out(&token).await?;
            Ok(accounts_pb::SignOutResponse {})
        })
        .await
    }

    async fn change_password(
        &self,
        request: Request<accounts_pb::ChangePasswordRequest>,
    ) -> Result<Response<accounts_pb::ChangePasswordResponse>, Status> {
        traced("ChangePassword", "", async {
            let token = session_token(&request)?;
            let from = address(&request);
            let r = request.get_ref();
            self.0
                .accounts()
                .change_password(&token, &r.current_password, &r.new_password, from)
                .await?;
            Ok(accounts_pb::ChangePasswordResponse {})
        })
        .await
    }

    async fn get_my_profile(
        &self,
        request: Request<accounts_pb::GetMyProfileRequest>,
    ) -> Result<Response<accounts_pb::GetMyProfileResponse>, Status> {
        traced("GetMyProfile", "", async {
            let who = signed_in(&self.0, &request).await?;
            let account = self.0.accounts().find(&who.name).await?;
            let language = self.0.accounts().language(account.id).await?;
            Ok(accounts_pb::GetMyProfileResponse {
                name: account.name,
                created_at_ms: account.created_ms,
                session_expires_at_ms: who.expires_ms,
                bot: account.bot,
                language,
            })
        })
        .await
    }

    async fn set_language(
        &self,
        request: Request<accounts_pb::SetLanguageRequest>,
    ) -> Result<Response<accounts_pb::SetLanguageResponse>, Status> {
        traced("SetLanguage", "", async {
            let who = signed_in(&self.0, &request).await?;
            let language = request.get_ref().language.trim().to_ascii_lowercase();
            let known = crate::rpc::localized::languages();
            if !language.is_empty() && !known.contains(&language.as_str()) {
                return Err(ServiceError::invalid(
                    "language",
                    "UNKNOWN_LANGUAGE",
                    format!(
                        "the site is written in {}: not in {:?}",
                        known.join(", "),
                        crate::session::error::clip(&request.get_ref().language)
                    ),
                ));
            }
            let account = self.0.accounts().find(&who.name).await?;
            self.0
                .accounts()
                .set_language(account.id, &language)
                .await?;
            Ok(accounts_pb::SetLanguageResponse { language })
        })
        .await
    }
}

fn rating_pb(r: Rating) -> players_pb::Rating {
    players_pb::Rating {
        rating: r.rating,
        deviation: r.deviation,
        volatility: r.volatility,
        provisional: r.provisional(),
    }
}

fn standing_pb(s: Standing) -> players_pb::Standing {
    let (game, pool) = split_key(&s.game);
    players_pb::Standing {
        rating: Some(rating_pb(s.rating)),
        game: game.to_owned(),
        pool: pool.to_owned(),
        games: s.games,
        wins: s.wins,
        losses: s.losses,
        draws: s.draws,
    }
}

fn outcome_pb(outcome: &str) -> players_pb::Outcome {
    match outcome {
        "WIN" => players_pb::Outcome::Win,
        "LOSS" => players_pb::Outcome::Loss,
        "DRAW" => players_pb::Outcome::Draw,
        _ => players_pb::Outcome::None,
    }
}

/// Player names of the archived seats' player ids.
async fn game_pb(
    players: &Players,
    game: ArchivedGame,
) -> Result<players_pb::ArchivedGame, ServiceError> {
    let mut seats = Vec::with_capacity(game.seats.len());
    for seat in game.seats {
        let player = match seat.seat.player {
            Some(id) => players.accounts().name_of(id).await?.unwrap_or_default(),
            None => String::new(),
        };
        seats.push(players_pb::ArchivedSeat {
            side: seat.seat.side,
            player,
            name: seat.seat.name,
            outcome: outcome_pb(seat.outcome).into(),
            rating_before: seat.before.map(rating_pb),
            rating_after: seat.after.map(rating_pb),
        });
    }
    let g = game.game;
    Ok(players_pb::ArchivedGame {
        game_id: g.game_id,
        game: g.game,
        rated: game.rated,
        start_position: g.start_position,
        record: g.record,
        termination: g.termination,
        time_control: g.time_control,
        started_at_ms: g.started_ms,
        ended_at_ms: g.ended_ms,
        seats,
    })
}

/// The archived record of `game` replayed; empty when it does not replay (an old or damaged
/// record, a game this server does not serve).
fn replay_pb(replays: &Replays, game: &str, record: &str) -> Vec<players_pb::ReplayStep> {
    match replays.replay(game, record) {
        Ok(steps) => steps
            .into_iter()
            .map(|s| players_pb::ReplayStep {
                action: s.action,
                position: s.position,
            })
            .collect(),
        Err(error) => {
            tracing::debug!(game, %error, "an archived record does not replay");
            Vec::new()
        }
    }
}

fn page_size(asked: u32) -> u32 {
    match asked {
        0 => 20,
        n => n.min(100),
    }
}

pub(super) fn encode_cursor(c: &Cursor) -> String {
    URL_SAFE_NO_PAD.encode(format!("{}:{}", c.ended_ms, c.game_id))
}

pub(super) fn decode_cursor(token: &str) -> Result<Option<Cursor>, ServiceError> {
    if token.is_empty() {
        return Ok(None);
    }
    let bad = || {
        ServiceError::invalid(
            "page_token",
            "INVALID_PAGE_TOKEN",
            "not a next_page_token this service returned",
        )
    };
    let bytes = URL_SAFE_NO_PAD.decode(token).map_err(|_| bad())?;
    let text = String::from_utf8(bytes).map_err(|_| bad())?;
    // The input gate checked the token, not what it decodes to: no NUL (which PostgreSQL
    // refuses in text) nor any other control character reaches the database.
    if text.chars().any(char::is_control) || text.len() > 512 {
        return Err(bad());
    }
    let (ms, id) = text.split_once(':').ok_or_else(bad)?;
    Ok(Some(Cursor {
        ended_ms: ms.parse().map_err(|_| bad())?,
        game_id: id.to_owned(),
    }))
}

pub(super) async fn player_id(players: &Players, name: &str) -> Result<PlayerId, ServiceError> {
    Ok(players.accounts().find(name).await?.id)
}

#[tonic::async_trait]
impl PlayersApi for PlayersService {
    async fn get_player(
        &self,
        request: Request<players_pb::GetPlayerRequest>,
    ) -> Result<Response<players_pb::GetPlayerResponse>, Status> {
        let r = request.into_inner();
        traced("GetPlayer", "", async {
            if r.name.is_empty() {
                return Err(ServiceError::missing("name"));
            }
            let account = self.0.accounts().find(&r.name).await?;
            let standings =
                ratings::standings(self.0.db(), account.id, self.0.clock.now_ms()).await?;
            Ok(players_pb::GetPlayerResponse {
                name: account.name,
                created_at_ms: account.created_ms,
                standings: standings.into_iter().map(standing_pb).collect(),
                bot: account.bot,
                online: match &self.1 {
                    Some(presence) => presence(account.id.0).await,
                    None => false,
                },
            })
        })
        .await
    }

    async fn list_games(
        &self,
        request: Request<players_pb::ListGamesRequest>,
    ) -> Result<Response<players_pb::ListGamesResponse>, Status> {
        let r = request.into_inner();
        traced("ListGames", "", async {
            if r.player.is_empty() {
                return Err(ServiceError::missing("player"));
            }
            let after = decode_cursor(&r.page_token)?;
            let player = player_id(&self.0, &r.player).await?;
            if r.imported {
                let (games, more) = super::transfer::list_imported(
                    self.0.db(),
                    player,
                    &r.game,
                    after.as_ref(),
                    page_size(r.page_size),
                )
                .await?;
                let next = if more {
                    games.last().map(|(_, cursor)| encode_cursor(cursor))
                } else {
                    None
                };
                let mut out = Vec::with_capacity(games.len());
                for (game, _) in games {
                    out.push(game_pb(&self.0, game).await?);
                }
                return Ok(players_pb::ListGamesResponse {
                    games: out,
                    next_page_token: next.unwrap_or_default(),
                });
            }
            let opponent = if r.opponent.is_empty() {
                None
            } else {
                Some(player_id(&self.0, &r.opponent).await?)
            };
            let outcome = match players_pb::Outcome::try_from(r.outcome) {
                Ok(players_pb::Outcome::Unspecified) => "",
                Ok(players_pb::Outcome::Win) => "WIN",
                Ok(players_pb::Outcome::Loss) => "LOSS",
                Ok(players_pb::Outcome::Draw) => "DRAW",
                Ok(players_pb::Outcome::None) => "NONE",
                Err(_) => {
                    return Err(ServiceError::invalid(
                        "outcome",
                        "INVALID_FILTER",
                        format!("{} is not an Outcome", r.outcome),
                    ));
                }
            };
            let filter = GameFilter {
                game: r.game,
                outcome: outcome.into(),
                opponent,
            };
            let (games, next) = archive::list(
                self.0.db(),
                player,
                &filter,
                after.as_ref(),
                page_size(r.page_size),
            )
            .await?;
            let mut out = Vec::with_capacity(games.len());
            for game in games {
                out.push(game_pb(&self.0, game).await?);
            }
            Ok(players_pb::ListGamesResponse {
                games: out,
                next_page_token: next.as_ref().map(encode_cursor).unwrap_or_default(),
            })
        })
        .await
    }

    async fn get_archived_game(
        &self,
        request: Request<players_pb::GetArchivedGameRequest>,
    ) -> Result<Response<players_pb::GetArchivedGameResponse>, Status> {
        let r = request.into_inner();
        traced("GetArchivedGame", &r.game_id.clone(), async {
            if r.game_id.is_empty() {
                return Err(ServiceError::missing("game_id"));
            }
            let game = archive::fetch(self.0.db(), &r.game_id).await?;
            let replay = replay_pb(&self.2, &game.game.game, &game.game.record);
            Ok(players_pb::GetArchivedGameResponse {
                game: Some(game_pb(&self.0, game).await?),
                replay,
            })
        })
        .await
    }

    async fn get_leaderboard(
        &self,
        request: Request<players_pb::GetLeaderboardRequest>,
    ) -> Result<Response<players_pb::GetLeaderboardResponse>, Status> {
        let r = request.into_inner();
        traced("GetLeaderboard", "", async {
            if r.game.is_empty() {
                return Err(ServiceError::missing("game"));
            }
            let min_games = if r.min_games == 0 { 10 } else { r.min_games };
            let key = match r.pool.as_str() {
                "" => r.game.clone(),
                CORRESPONDENCE => format!("{}/{CORRESPONDENCE}", r.game),
                other => {
                    return Err(ServiceError::invalid(
                        "pool",
                        "UNKNOWN_POOL",
                        format!(
                            "{:?} is not a rating pool: send \"\" (live) or \"{CORRESPONDENCE}\"",
                            crate::session::error::clip(other)
                        ),
                    ));
                }
            };
            let leaders = ratings::leaderboard(
                self.0.db(),
                &key,
                u64::from(min_games),
                page_size(r.limit),
                self.0.clock.now_ms(),
            )
            .await?;
            Ok(players_pb::GetLeaderboardResponse {
                entries: leaders
                    .into_iter()
                    .enumerate()
                    .map(|(i, l)| players_pb::LeaderboardEntry {
                        rank: u32::try_from(i + 1).unwrap_or(u32::MAX),
                        name: l.name,
                        standing: Some(standing_pb(l.standing)),
                        bot: l.bot,
                    })
                    .collect(),
            })
        })
        .await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn page_tokens_round_trip_and_bad_ones_are_refused() {
        let c = Cursor {
            ended_ms: 1_700_000_000_123,
            game_id: "g:with:colons".into(),
        };
        assert_eq!(decode_cursor(&encode_cursor(&c)).unwrap(), Some(c));
        assert_eq!(decode_cursor("").unwrap(), None);
        for bad in [
            "***",
            "bm9jb2xvbg",
            &URL_SAFE_NO_PAD.encode("x:y"),
            &URL_SAFE_NO_PAD.encode("12:a\0b"),
            &URL_SAFE_NO_PAD.encode("12:a\u{7}b"),
        ] {
            assert!(decode_cursor(bad).is_err(), "{bad}");
        }
    }
}
