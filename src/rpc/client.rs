//! [`Client`]: any game's gRPC client, as the bots use it — the shared RPCs called by path
//! (`/<package>.<Service>/<Method>`) with the game's own messages, read through its [`Wire`].

use std::marker::PhantomData;

use futures_util::StreamExt as _;
use tonic::Status;
use tonic::transport::{Channel, Endpoint};

use super::Game;
use super::wire::{BotArgs, Call, Msg, Status as Shown, WatchedPb, Wire};
use crate::bot::client::{
    BotOpponent, GameClient, History, NewGame, Observed, Outcome, Updates, with_token,
};

/// A gRPC client of game `G`'s service.
pub struct Client<G> {
    inner: tonic::client::Grpc<Channel>,
    game: PhantomData<fn() -> G>,
}

impl<G> Clone for Client<G> {
    fn clone(&self) -> Self {
        Client {
            inner: self.inner.clone(),
            game: PhantomData,
        }
    }
}

impl<G> std::fmt::Debug for Client<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Client")
    }
}

impl<G: Wire> Client<G> {
    /// A client on `channel`.
    #[must_use]
    pub fn new(channel: Channel) -> Self {
        Client {
            inner: tonic::client::Grpc::new(channel),
            game: PhantomData,
        }
    }

    /// Connects to `dst` (e.g. `http://127.0.0.1:50051`).
    ///
    /// # Errors
    /// The address is invalid or the connection failed.
    pub async fn connect(dst: impl Into<String>) -> Result<Self, tonic::transport::Error> {
        let channel = Endpoint::from_shared(dst.into())?.connect().await?;
        Ok(Client::new(channel))
    }

    fn path(method: &str) -> Result<http::uri::PathAndQuery, Status> {
        http::uri::PathAndQuery::try_from(format!("/{}/{method}", G::SERVICE))
            .map_err(|e| Status::internal(format!("no path for {method}: {e}")))
    }

    async fn ready(&mut self) -> Result<(), Status> {
        self.inner
            .ready()
            .await
            .map_err(|e| Status::unknown(format!("Service was not ready: {e}")))
    }

    /// Calls the unary RPC `method`.
    ///
    /// # Errors
    /// The call's status.
    pub async fn unary<Req: Msg, Resp: Msg>(
        &mut self,
        method: &str,
        request: tonic::Request<Req>,
    ) -> Result<Resp, Status> {
        self.ready().await?;
        let path = Self::path(method)?;
        let codec = tonic_prost::ProstCodec::<Req, Resp>::default();
        Ok(self.inner.unary(request, path, codec).await?.into_inner())
    }

    /// Calls the server-streaming RPC `method`.
    ///
    /// # Errors
    /// The call's status.
    pub async fn streaming<Req: Msg, Resp: Msg>(
        &mut self,
        method: &str,
        request: tonic::Request<Req>,
    ) -> Result<tonic::Streaming<Resp>, Status> {
        self.ready().await?;
        let path = Self::path(method)?;
        let codec = tonic_prost::ProstCodec::<Req, Resp>::default();
        Ok(self
            .inner
            .server_streaming(request, path, codec)
            .await?
            .into_inner())
    }
}

/// What a client reads of a snapshot.
#[must_use]
pub fn observed<G: Wire>(game: &G::Snapshot) -> Observed {
    let seen = G::seen(game);
    let outcome = if seen.status == G::status_code(Shown::Drawn) {
        Outcome::Drawn
    } else if seen.status == G::status_code(Shown::Aborted) {
        Outcome::Aborted
    } else {
        (0..G::SEATS.len())
            .find(|&s| seen.status == G::status_code(Shown::Won(s)))
            .map_or(Outcome::Ongoing, Outcome::Won)
    };
    Observed {
        version: seen.version,
        to_move: G::seat(seen.side_to_move).unwrap_or(0),
        outcome,
    }
}

fn game_of<T>(game: Option<T>) -> Result<T, Status> {
    game.ok_or_else(|| Status::internal("the server's answer has no game"))
}

impl<G: Game> GameClient for Client<G> {
    type Rules = G;

    fn connect(channel: Channel) -> Self {
        Client::new(channel)
    }

    async fn new_game(
        &mut self,
        position: Option<String>,
        bot: Option<BotOpponent>,
    ) -> Result<NewGame, Status> {
        let bot = bot.map(|b| BotArgs {
            side: G::side(b.seat),
            budget_ms: b.budget_ms,
            iterations: b.iterations,
        });
        let request = G::new_game_request(position.unwrap_or_default(), bot);
        let reply: G::NewGameResponse = self.unary("NewGame", tonic::Request::new(request)).await?;
        let (game, tokens) = G::new_game_parts(reply);
        let game = game_of(game)?;
        let observed = observed::<G>(&game);
        Ok(NewGame {
            game_id: G::snapshot_id(&game),
            tokens,
            observed,
        })
    }

    async fn get_game(&mut self, game_id: &str) -> Result<Observed, Status> {
        let request = G::get_game_request(game_id.to_owned());
        let reply: G::GetGameResponse = self.unary("GetGame", tonic::Request::new(request)).await?;
        Ok(observed::<G>(&game_of(G::get_game_parts(reply))?))
    }

    async fn history(&mut self, game_id: &str) -> Result<History, Status> {
        let request = G::history_request(game_id.to_owned());
        let reply: G::GetHistoryResponse = self
            .unary("GetHistory", tonic::Request::new(request))
            .await?;
        let (game, start_position, entries) = G::history_parts(reply);
        let game = game_of(game)?;
        Ok(History {
            observed: observed::<G>(&game),
            clocks_ms: G::seen(&game).clocks_ms,
            start_position,
            actions: G::notations(entries),
        })
    }

    async fn watch(&mut self, game_id: &str, from_version: Option<u64>) -> Result<Updates, Status> {
        let request = G::watch_request(game_id.to_owned(), from_version);
        let stream: tonic::Streaming<G::WatchGameResponse> = self
            .streaming("WatchGame", tonic::Request::new(request))
            .await?;
        Ok(Box::pin(stream.map(|message| {
            match G::watch_parts(message?) {
                Some(WatchedPb::Snapshot(game)) => Ok(observed::<G>(&game)),
                Some(WatchedPb::Event(game)) => Ok(observed::<G>(&game_of(game)?)),
                None => Err(Status::internal("a watch message without an update")),
            }
        })))
    }

    async fn apply(
        &mut self,
        game_id: &str,
        token: &str,
        action: &str,
        expected_version: Option<u64>,
        request_id: &str,
    ) -> Result<Observed, Status> {
        let call = Call {
            game_id: game_id.to_owned(),
            expected_version,
            request_id: request_id.to_owned(),
        };
        let request = with_token(G::apply_request(call, action.to_owned()), token)?;
        let reply: G::ApplyActionResponse = self.unary("ApplyAction", request).await?;
        Ok(observed::<G>(&game_of(G::apply_parts(reply))?))
    }

    async fn resign(
        &mut self,
        game_id: &str,
        token: &str,
        request_id: &str,
    ) -> Result<Observed, Status> {
        let call = Call {
            game_id: game_id.to_owned(),
            expected_version: None,
            request_id: request_id.to_owned(),
        };
        let request = with_token(G::resign_request(call), token)?;
        let reply: G::ResignResponse = self.unary("Resign", request).await?;
        Ok(observed::<G>(&game_of(G::resign_parts(reply))?))
    }
}

/// The play function of every game of `catalog`, for the computer-opponent pool.
#[must_use]
pub fn pool_games(catalog: &impl super::Catalog) -> Vec<(&'static str, crate::bot::pool::PlayFn)> {
    struct Collect(Vec<(&'static str, crate::bot::pool::PlayFn)>);
    impl super::Visitor for Collect {
        fn visit<G: Game>(&mut self) {
            self.0.push(crate::bot::pool::play_fn::<Client<G>>());
        }
    }
    let mut collect = Collect(Vec::new());
    catalog.each(&mut collect);
    collect.0
}
