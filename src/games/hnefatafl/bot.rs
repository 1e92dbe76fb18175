//! Copenhagen Hnefatafl's part in the bots: how a search scores a cut playout, and the gRPC
//! client glue of `hnefatafl.v1.HnefataflService` for the bot runner.

use futures_util::StreamExt as _;
use tonic::Status;
use tonic::transport::Channel;

use super::pb::hnefatafl_service_client::HnefataflServiceClient;
use super::rules::tables::{CORNERS, Dir, NEIGHBOURS, RAYS, THRONE, rook_targets};
use super::rules::{BOARD_SIZE, Bitboard, Game, Move, Side};
use super::{Hnefatafl, pb};
use crate::bot::BotRules;
use crate::bot::client::{
    BotOpponent, GameClient, History, NewGame, Observed, Outcome, Updates, with_token,
};

impl BotRules for Hnefatafl {
    /// Random moves rarely decide a game of Hnefatafl quickly; 60 moves (guided by
    /// [`BotRules::urgent`]), then the evaluation.
    const PLAYOUT_CAP: usize = 60;

    /// For the attackers (seat 0): material (24 attackers against 12 defenders), the King's
    /// distance from the nearest corner, how many attackers stand next to him, and his ways
    /// out: a corner he reaches in one move (the defenders to move: lost; the attackers: lost
    /// if there are two), and the squares from which he would see a corner.
    fn evaluate(game: &Game) -> f64 {
        let position = game.position();
        let Some(king) = position.king() else {
            return 1.0;
        };
        let attackers = position.attackers().len() as f64 / 24.0;
        let defenders = position.defenders().len() as f64 / 12.0;
        let far = f64::from(BOARD_SIZE - 1);
        let (file, rank) = (f64::from(king.file()), f64::from(king.rank()) - 1.0);
        let king_far = (file.min(far - file) + rank.min(far - rank)) / far;
        let occupied = position.occupied();
        let reach = rook_targets(king, occupied);
        let open = reach.and(CORNERS).len();
        let defenders_to_move = position.side_to_move() == Side::Defenders;
        if open >= 2 || (open == 1 && defenders_to_move) {
            return 0.02;
        }
        let without_king = occupied.without(king);
        let routes = reach
            .into_iter()
            .filter(|&to| rook_targets(to, without_king).and(CORNERS).any())
            .count();
        let adjacent = NEIGHBOURS[king.index()].and(position.attackers()).len() as f64 / 4.0;
        let value = 0.5 + 0.2 * (attackers - defenders) + 0.2 * (king_far - 0.5) + 0.15 * adjacent
            - 0.06 * routes.min(4) as f64
            - 0.15 * open as f64;
        value.clamp(0.05, 0.95)
    }

    /// The defenders: the King to a corner, else the King to a square from which he sees two
    /// corners. The attackers: a move that captures the King, else one that blocks his line
    /// to a corner.
    fn urgent(game: &Game, actions: &[Move], rng: &mut fastrand::Rng) -> Option<usize> {
        let position = game.position();
        let king = position.king()?;
        let occupied = position.occupied();
        let reach = rook_targets(king, occupied);
        let open = reach.and(CORNERS);
        // Scan from a random place, so that among equally urgent moves one is taken at random.
        let offset = rng.usize(..actions.len().max(1));
        let find = |wanted: &dyn Fn(Move) -> bool| {
            (0..actions.len())
                .map(|k| (offset + k) % actions.len())
                .find(|&i| wanted(actions[i]))
        };
        match position.side_to_move() {
            Side::Defenders => {
                if open.any() {
                    return find(&|m| m.from == king && CORNERS.contains(m.to));
                }
                let without_king = occupied.without(king);
                find(&|m| {
                    m.from == king && rook_targets(m.to, without_king).and(CORNERS).len() >= 2
                })
            }
            Side::Attackers => {
                let near = NEIGHBOURS[king.index()];
                let hostile =
                    near.and(position.attackers()).len() + usize::from(near.contains(THRONE));
                if near.len() == 4 && hostile >= 3 {
                    let capture = find(&|m| {
                        near.contains(m.to)
                            && game.preview(m).is_ok_and(|a| a.king_captured.is_some())
                    });
                    if capture.is_some() {
                        return capture;
                    }
                }
                if !open.any() {
                    return None;
                }
                let mut path = Bitboard::EMPTY;
                for corner in open {
                    for dir in Dir::ALL {
                        let ray = RAYS[dir as usize][king.index()];
                        if ray.contains(corner) {
                            path = path.or(ray
                                .minus(RAYS[dir as usize][corner.index()])
                                .without(corner));
                        }
                    }
                }
                find(&|m| path.contains(m.to))
            }
        }
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
            clocks_ms: game.clock.as_ref().map_or_else(Vec::new, |c| {
                c.sides.iter().map(|side| side.remaining_ms).collect()
            }),
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
