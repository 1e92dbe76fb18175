//! `lobby.v1.LobbyService` (see `proto/lobby/v1/lobby.proto` and `docs/lobby.md`): the gRPC
//! calls, each traced and answered by the module of its job (`seeks.rs`, `challenges.rs`,
//! `quick.rs`, `rematch.rs`, `streams.rs`, `ladder.rs`), and the replica's background tasks.

use std::time::Duration;

use tokio::task::JoinHandle;
use tonic::{Request, Response, Status};

use super::ladder;
use super::pb;
use super::pb::lobby_service_server::LobbyService;
use super::replica::{Caller, Lobby, address_of, player_key};
use super::store::LobbyStore;
use super::streams::{Everyone, OnePlayer, check_cursor};
use crate::session::ServiceError;
use crate::session::auth;
use crate::session::stream::BoxStream;
use crate::session::traced;

impl Lobby {
    /// Starts this replica's background tasks: the poller that feeds the `WatchLobby` streams
    /// from the store's change log (every `poll`), and the sweeper that removes the seeks
    /// whose owner left or whose time passed (every `sweep`). Abort the handles to stop.
    #[must_use]
    pub fn spawn_background(&self, poll: Duration, sweep: Duration) -> Vec<JoinHandle<()>> {
        let poller = {
            let lobby = self.clone();
            tokio::spawn(async move { lobby.poll_loop(poll).await })
        };
        let sweeper = {
            let lobby = self.clone();
            tokio::spawn(async move {
                let mut tick = tokio::time::interval(sweep);
                tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
                loop {
                    tick.tick().await;
                    let now = lobby.inner.clock.now_ms();
                    if let Err(error) = lobby.inner.store.sweep(now).await {
                        tracing::warn!(%error, "lobby sweep failed");
                    }
                    lobby.recover_starts(now).await;
                    lobby.computers_present(now).await;
                }
            })
        };
        vec![poller, sweeper]
    }
}

#[tonic::async_trait]
impl LobbyService for Lobby {
    type WatchLobbyStream = BoxStream<pb::WatchLobbyResponse>;

    async fn watch_lobby(
        &self,
        request: Request<pb::WatchLobbyRequest>,
    ) -> Result<Response<Self::WatchLobbyStream>, Status> {
        let (metadata, _, r) = request.into_parts();
        let owner = traced("WatchLobby", "", async {
            check_cursor(&r.from_cursor)?;
            Ok(self.caller(&metadata, None).await?.map(|c| c.key()))
        })
        .await?
        .into_inner();
        self.open_watch(Everyone { owner }, r.from_cursor).await
    }

    async fn create_seek(
        &self,
        request: Request<pb::CreateSeekRequest>,
    ) -> Result<Response<pb::CreateSeekResponse>, Status> {
        let address = address_of(&request);
        let (metadata, _, r) = request.into_parts();
        self.written(
            "CreateSeek",
            "",
            Lobby::create_seek(self, &metadata, address, r),
        )
        .await
    }

    async fn cancel_seek(
        &self,
        request: Request<pb::CancelSeekRequest>,
    ) -> Result<Response<pb::CancelSeekResponse>, Status> {
        let (metadata, _, r) = request.into_parts();
        self.written("CancelSeek", "", Lobby::cancel_seek(self, &metadata, r))
            .await
    }

    type QuickPairStream = BoxStream<pb::QuickPairResponse>;

    async fn quick_pair(
        &self,
        request: Request<pb::QuickPairRequest>,
    ) -> Result<Response<Self::QuickPairStream>, Status> {
        let address = address_of(&request);
        let (metadata, _, r) = request.into_parts();
        self.open_quick_pair(&metadata, address, r).await
    }

    async fn offer_rematch(
        &self,
        request: Request<pb::OfferRematchRequest>,
    ) -> Result<Response<pb::OfferRematchResponse>, Status> {
        let address = address_of(&request);
        let (metadata, _, r) = request.into_parts();
        let game_id = r.game_id.clone();
        self.written(
            "OfferRematch",
            &game_id,
            Lobby::offer_rematch(self, &metadata, address, r),
        )
        .await
    }

    async fn challenge(
        &self,
        request: Request<pb::ChallengeRequest>,
    ) -> Result<Response<pb::ChallengeResponse>, Status> {
        let address = address_of(&request);
        let (metadata, _, r) = request.into_parts();
        self.written(
            "Challenge",
            "",
            Lobby::challenge(self, &metadata, address, r),
        )
        .await
    }

    async fn list_computers(
        &self,
        request: Request<pb::ListComputersRequest>,
    ) -> Result<Response<pb::ListComputersResponse>, Status> {
        traced(
            "ListComputers",
            "",
            Lobby::list_computers(self, request.into_inner()),
        )
        .await
    }

    async fn send_chat(
        &self,
        request: Request<pb::SendChatRequest>,
    ) -> Result<Response<pb::SendChatResponse>, Status> {
        let (metadata, _, r) = request.into_parts();
        let game_id = r.game_id.clone();
        traced("SendChat", &game_id, Lobby::send_chat(self, &metadata, r)).await
    }

    async fn list_live_games(
        &self,
        request: Request<pb::ListLiveGamesRequest>,
    ) -> Result<Response<pb::ListLiveGamesResponse>, Status> {
        traced(
            "ListLiveGames",
            "",
            Lobby::list_live_games(self, request.into_inner()),
        )
        .await
    }

    async fn decline_challenge(
        &self,
        request: Request<pb::DeclineChallengeRequest>,
    ) -> Result<Response<pb::DeclineChallengeResponse>, Status> {
        let (metadata, _, r) = request.into_parts();
        self.written(
            "DeclineChallenge",
            "",
            Lobby::decline_challenge(self, &metadata, r),
        )
        .await
    }

    type WatchPlayerStream = BoxStream<pb::WatchPlayerResponse>;

    async fn watch_player(
        &self,
        request: Request<pb::WatchPlayerRequest>,
    ) -> Result<Response<Self::WatchPlayerStream>, Status> {
        let (metadata, _, r) = request.into_parts();
        let audience = traced("WatchPlayer", "", async {
            check_cursor(&r.from_cursor)?;
            match self.caller(&metadata, None).await? {
                Some(Caller::Player(player)) => Ok(OnePlayer {
                    ladder: self.ladders_of(&player, &r.ladder).await?,
                    member: ladder::member(player.id, &player.name),
                    key: player_key(player.id),
                    turns: r.turns,
                    tournaments: if r.tournaments {
                        Some(self.is_bot(player.id).await?)
                    } else {
                        None
                    },
                }),
                _ => Err(ServiceError::NotSignedIn(format!(
                    "a player's stream needs their session: send `{}`",
                    auth::PLAYER_SESSION_HEADER
                ))),
            }
        })
        .await?
        .into_inner();
        self.open_watch(audience, r.from_cursor).await
    }

    async fn accept_seek(
        &self,
        request: Request<pb::AcceptSeekRequest>,
    ) -> Result<Response<pb::AcceptSeekResponse>, Status> {
        let (metadata, _, r) = request.into_parts();
        self.written("AcceptSeek", "", Lobby::accept_seek(self, &metadata, r))
            .await
    }
}
