//! Hanniball's part in the bots: how a search scores a cut playout, and the gRPC client glue
//! of `hanniball.v1.HanniballService` for the bot runner.

use futures_util::StreamExt as _;
use tonic::Status;
use tonic::transport::Channel;

use super::pb::hanniball_service_client::HanniballServiceClient;
use super::rules::{Game, Side};
use super::{Hanniball, pb};
use crate::bot::BotRules;
use crate::bot::client::{
    BotOpponent, GameClient, History, NewGame, Observed, Outcome, Updates, with_token,
};

impl BotRules for Hanniball {
    /// Ten turns of four steps: random play rarely scores, so a short playout scored by
    /// [`BotRules::evaluate`] tells more per millisecond than a long one.
    const PLAYOUT_CAP: usize = 40;

    /// The ball's distance from White's goal (rank 1) towards Black's (rank 15), and who holds
    /// it: a ball near the opponent's goal, held by one's own piece, is worth most.
    fn evaluate(game: &Game) -> f64 {
        let position = game.position();
        let rank = f64::from(position.ball().rank());
        let mut white = 0.5 + 0.3 * (rank - 8.0) / 7.0;
        match position.ball_holder().map(|p| p.side) {
            Some(Side::White) => white += 0.1,
            Some(Side::Black) => white -= 0.1,
            None => {}
        }
        white.clamp(0.05, 0.95)
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

impl GameClient for HanniballServiceClient<Channel> {
    type Rules = Hanniball;

    fn connect(channel: Channel) -> Self {
        HanniballServiceClient::new(channel)
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
        let reply = HanniballServiceClient::new_game(
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
        let reply = HanniballServiceClient::get_game(
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
        let reply = HanniballServiceClient::get_history(
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
                .turns
                .into_iter()
                .flat_map(|turn| turn.steps.into_iter().map(|step| step.notation))
                .collect(),
        })
    }

    async fn watch(&mut self, game_id: &str, from_version: Option<u64>) -> Result<Updates, Status> {
        use pb::watch_game_response::Update;
        let stream = HanniballServiceClient::watch_game(
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
        let reply = HanniballServiceClient::resign(self, request)
            .await?
            .into_inner();
        Ok(observed(&game_of(reply.game)?))
    }
}
