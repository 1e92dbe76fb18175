//! Chess Football's part in the bots: how a search scores a cut playout, and the gRPC client
//! glue of `chessfootball.v1.ChessFootballService` for the bot runner.

use futures_util::StreamExt as _;
use tonic::Status;
use tonic::transport::Channel;

use super::pb::chess_football_service_client::ChessFootballServiceClient;
use super::rules::Game;
use super::{ChessFootball, pb};
use crate::bot::BotRules;
use crate::bot::client::{
    BotOpponent, GameClient, History, NewGame, Observed, Outcome, Updates, with_token,
};

impl BotRules for ChessFootball {
    /// A match ends by itself at full time (45 moves a side per half); playouts of 120
    /// actions mostly reach it.
    const PLAYOUT_CAP: usize = 120;

    /// For White (seat 0): the goal difference.
    fn evaluate(game: &Game) -> f64 {
        let score = game.score();
        let difference = f64::from(score.white) - f64::from(score.black);
        (0.5 + 0.2 * difference).clamp(0.05, 0.95)
    }
}

fn seat_of(side: i32) -> usize {
    if side == pb::Side::Black as i32 { 1 } else { 0 }
}

fn observed(game: &pb::Game) -> Observed {
    let outcome = match pb::GameStatus::try_from(game.status) {
        Ok(pb::GameStatus::WhiteWon) => Outcome::Won(0),
        Ok(pb::GameStatus::BlackWon) => Outcome::Won(1),
        Ok(pb::GameStatus::Drawn) => Outcome::Drawn,
        Ok(pb::GameStatus::Aborted) => Outcome::Aborted,
        _ => Outcome::Ongoing,
    };
    Observed {
        version: game.version,
        to_move: seat_of(game.side_to_move),
        outcome,
    }
}

fn game_of(game: Option<pb::Game>) -> Result<pb::Game, Status> {
    game.ok_or_else(|| Status::internal("the server's answer has no game"))
}

impl GameClient for ChessFootballServiceClient<Channel> {
    type Rules = ChessFootball;

    fn connect(channel: Channel) -> Self {
        ChessFootballServiceClient::new(channel)
    }

    async fn new_game(
        &mut self,
        position: Option<String>,
        bot: Option<BotOpponent>,
    ) -> Result<NewGame, Status> {
        let bot = bot.map(|b| pb::BotOpponent {
            side: if b.seat == 1 {
                pb::Side::Black
            } else {
                pb::Side::White
            } as i32,
            budget_ms: b.budget_ms,
            iterations: b.iterations,
        });
        let reply = ChessFootballServiceClient::new_game(
            self,
            pb::NewGameRequest {
                position: position.unwrap_or_default(),
                bot,
                ..Default::default()
            },
        )
        .await?
        .into_inner();
        let game = game_of(reply.game)?;
        Ok(NewGame {
            game_id: game.game_id.clone(),
            tokens: vec![reply.white_token, reply.black_token],
            observed: observed(&game),
        })
    }

    async fn get_game(&mut self, game_id: &str) -> Result<Observed, Status> {
        let reply = ChessFootballServiceClient::get_game(
            self,
            pb::GetGameRequest {
                game_id: game_id.to_owned(),
            },
        )
        .await?
        .into_inner();
        Ok(observed(&game_of(reply.game)?))
    }

    async fn history(&mut self, game_id: &str) -> Result<History, Status> {
        let reply = ChessFootballServiceClient::get_history(
            self,
            pb::GetHistoryRequest {
                game_id: game_id.to_owned(),
            },
        )
        .await?
        .into_inner();
        let game = game_of(reply.game)?;
        Ok(History {
            observed: observed(&game),
            clocks_ms: game.clock.as_ref().map_or_else(Vec::new, |c| {
                c.sides.iter().map(|side| side.remaining_ms).collect()
            }),
            start_position: reply.start_position,
            actions: reply
                .actions
                .into_iter()
                .filter_map(|done| done.action.map(|a| a.notation))
                .collect(),
        })
    }

    async fn watch(&mut self, game_id: &str, from_version: Option<u64>) -> Result<Updates, Status> {
        use pb::watch_game_response::Update;
        let stream = ChessFootballServiceClient::watch_game(
            self,
            pb::WatchGameRequest {
                game_id: game_id.to_owned(),
                from_version,
            },
        )
        .await?
        .into_inner();
        Ok(Box::pin(stream.map(|message| {
            let message = message?;
            match message.update {
                Some(Update::Snapshot(game)) => Ok(observed(&game)),
                Some(Update::Event(event)) => Ok(observed(&game_of(event.game)?)),
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
        let request = with_token(
            pb::ApplyActionRequest {
                game_id: game_id.to_owned(),
                action: action.to_owned(),
                expected_version,
                request_id: request_id.to_owned(),
            },
            token,
        )?;
        let reply = self.apply_action(request).await?.into_inner();
        Ok(observed(&game_of(reply.game)?))
    }

    async fn resign(
        &mut self,
        game_id: &str,
        token: &str,
        request_id: &str,
    ) -> Result<Observed, Status> {
        let request = with_token(
            pb::ResignRequest {
                game_id: game_id.to_owned(),
                expected_version: None,
                request_id: request_id.to_owned(),
            },
            token,
        )?;
        let reply = ChessFootballServiceClient::resign(self, request)
            .await?
            .into_inner();
        Ok(observed(&game_of(reply.game)?))
    }
}
