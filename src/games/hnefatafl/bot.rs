//! Copenhagen Hnefatafl's part in the bots: how a search scores a cut playout, and the gRPC
//! client glue of `hnefatafl.v1.HnefataflService` for the bot runner.

use futures_util::StreamExt as _;
use tonic::Status;
use tonic::transport::Channel;

use super::pb::hnefatafl_service_client::HnefataflServiceClient;
use super::rules::{BOARD_SIZE, Game};
use super::{Hnefatafl, pb};
use crate::bot::BotRules;
use crate::bot::client::{
    BotOpponent, GameClient, History, NewGame, Observed, Outcome, Updates, with_token,
};

impl BotRules for Hnefatafl {
    /// Random moves rarely decide a game of Hnefatafl quickly; 60 moves, then the evaluation.
    const PLAYOUT_CAP: usize = 60;

    /// For the attackers (seat 0): material (24 attackers against 12 defenders) and the King's
    /// distance from the nearest corner, which the defenders want to reach.
    fn evaluate(game: &Game) -> f64 {
        let position = game.position();
        let attackers = position.attackers().len() as f64 / 24.0;
        let defenders = position.defenders().len() as f64 / 12.0;
        let far = f64::from(BOARD_SIZE - 1);
        let king_far = position.king().map_or(1.0, |king| {
            let (file, rank) = (f64::from(king.file()), f64::from(king.rank()) - 1.0);
            let dx = file.min(far - file);
            let dy = rank.min(far - rank);
            (dx + dy) / far
        });
        (0.5 + 0.2 * (attackers - defenders) + 0.3 * (king_far - 0.5)).clamp(0.05, 0.95)
    }
}

fn seat_of(side: i32) -> usize {
    if side == pb::Side::Defenders as i32 {
        1
    } else {
        0
    }
}

fn observed(game: &pb::Game) -> Observed {
    let outcome = match pb::GameStatus::try_from(game.status) {
        Ok(pb::GameStatus::AttackersWon) => Outcome::Won(0),
        Ok(pb::GameStatus::DefendersWon) => Outcome::Won(1),
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

impl GameClient for HnefataflServiceClient<Channel> {
    type Rules = Hnefatafl;

    fn connect(channel: Channel) -> Self {
        HnefataflServiceClient::new(channel)
    }

    async fn new_game(
        &mut self,
        position: Option<String>,
        bot: Option<BotOpponent>,
    ) -> Result<NewGame, Status> {
        let bot = bot.map(|b| pb::BotOpponent {
            side: if b.seat == 1 {
                pb::Side::Defenders
            } else {
                pb::Side::Attackers
            } as i32,
            budget_ms: b.budget_ms,
            iterations: b.iterations,
        });
        let reply = HnefataflServiceClient::new_game(
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
            tokens: vec![reply.attackers_token, reply.defenders_token],
            observed: observed(&game),
        })
    }

    async fn get_game(&mut self, game_id: &str) -> Result<Observed, Status> {
        let reply = HnefataflServiceClient::get_game(
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
        let reply = HnefataflServiceClient::get_history(
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
            start_position: reply.start_position,
            actions: reply
                .moves
                .into_iter()
                .filter_map(|made| made.r#move.map(|m| m.notation))
                .collect(),
        })
    }

    async fn watch(&mut self, game_id: &str, from_version: Option<u64>) -> Result<Updates, Status> {
        use pb::watch_game_response::Update;
        let stream = HnefataflServiceClient::watch_game(
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
        let reply = HnefataflServiceClient::resign(self, request)
            .await?
            .into_inner();
        Ok(observed(&game_of(reply.game)?))
    }
}
