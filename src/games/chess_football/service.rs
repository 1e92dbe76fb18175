//! The `chessfootball.v1.ChessFootballService` handlers: parse the request, call the rules
//! through [`Games`], convert the answer.

use std::sync::Arc;

use prost::Message as _;
use tonic::{Request, Response, Status};

use super::pb::chess_football_service_server::ChessFootballService;
use super::rules::{self, Game, IllegalAction, Position, Side};
use super::{ChessFootball, convert, pb, play_pb};
use crate::bot::pool;
use crate::ruleset::Ruleset;
use crate::session::answers::EncodedGame;
use crate::session::auth::SeatToken;
use crate::session::clock::SharedClock;
use crate::session::ending;
use crate::session::error::ServiceError;
use crate::session::games::{
    self, Action, Changed, EventRender, GameView, Games, NewGame, ReadView, Recorded, Watched,
};
use crate::session::play::PlayOptions;
use crate::session::play::Session;
use crate::session::stream::{self, BoxStream, Shutdown};
use crate::session::traced;
use crate::store::GameStore;

/// The Chess Football gRPC service over a store.
#[derive(Debug)]
pub struct ChessFootballApi<S> {
    games: Games<ChessFootball, S>,
    shutdown: Shutdown,
}

impl<S: GameStore> ChessFootballApi<S> {
    /// The service over `store`.
    pub fn new(store: S) -> Self {
        ChessFootballApi {
            games: Games::new(store).with_events(render()),
            shutdown: Shutdown::default(),
        }
    }

    /// The service over `store`, counting games (and watchers) in `metrics`.
    pub fn with_metrics(store: S, metrics: crate::metrics::Metrics) -> Self {
        ChessFootballApi {
            games: Games::with_metrics(store, metrics).with_events(render()),
            shutdown: Shutdown::default(),
        }
    }

    /// Ends the `WatchGame` streams (with UNAVAILABLE / `SHUTTING_DOWN`) once `shutdown` says
    /// the server is stopping.
    #[must_use]
    pub fn with_shutdown(mut self, shutdown: Shutdown) -> Self {
        self.shutdown = shutdown;
        self
    }

    /// Uses `clock` for clocks and deadlines, with the real-play `options`.
    #[must_use]
    pub fn with_play(mut self, clock: SharedClock, options: PlayOptions) -> Self {
        self.games = self.games.with_play(clock, options);
        self
    }

    /// Starts this replica's deadline scheduler (see [`Games::spawn_scheduler`]); it stops
    /// when the server does.
    pub fn spawn_scheduler(&self) -> tokio::task::JoinHandle<()> {
        self.games.spawn_scheduler(self.shutdown.clone())
    }
}

/// How a watched change becomes the `GameEvent` watchers receive (rebuilt by the replica
/// serving them from the change the store keeps). The game has no undo.
fn render() -> EventRender<ChessFootball> {
    EventRender {
        act: |view, _, action, applied| {
            let change = pb::game_event::Change::Result(convert::result(&applied));
            event(
                view,
                ChessFootball::format_action(action),
                change,
                &snapshot(view),
            )
        },
        // Never called: every undo is refused.
        undo: |_, _, _| Vec::new(),
        resign: |view, seat| {
            let change = pb::game_event::Change::Resignation(pb::Resignation {
                side: convert::side(seat),
            });
            event(view, "resign".into(), change, &snapshot(view))
        },
        play: play_pb::event,
    }
}

fn snapshot(view: &GameView<ChessFootball>) -> pb::Game {
    convert::snapshot(&view.id, view.version, &view.game, &view.play)
}

/// The `GameEvent` of a change, encoded; decoded again by [`render_watched`].
fn event(
    view: &GameView<ChessFootball>,
    action: String,
    change: pb::game_event::Change,
    game: &pb::Game,
) -> Vec<u8> {
    pb::GameEvent {
        version: view.version,
        action,
        change: Some(change),
        game: Some(game.clone()),
    }
    .encode_to_vec()
}

/// A watch update as a `WatchGame` message.
fn render_watched(update: Watched<ChessFootball>) -> Result<pb::WatchGameResponse, ServiceError> {
    use pb::watch_game_response::Update;
    let update = match update {
        Watched::Snapshot(view) => Update::Snapshot(convert::snapshot(
            &view.id,
            view.version,
            &view.game,
            &view.play,
        )),
        Watched::Event(event) => Update::Event(
            pb::GameEvent::decode(event.payload.as_slice()).map_err(|e| {
                ServiceError::Internal(format!(
                    "stored event of version {} does not decode: {e}",
                    event.version
                ))
            })?,
        ),
    };
    Ok(pb::WatchGameResponse {
        update: Some(update),
    })
}

/// Parses a CFN field.
fn parse_position(field: &'static str, text: &str) -> Result<Position, ServiceError> {
    ChessFootball::parse_position(text)
        .map_err(|e| ServiceError::invalid(field, "INVALID_POSITION", e.to_string()))
}

/// Parses the CFA `action` field.
fn parse_action(text: &str) -> Result<rules::Action, ServiceError> {
    if text.is_empty() {
        return Err(ServiceError::missing("action"));
    }
    ChessFootball::parse_action(text)
        .map_err(|e| ServiceError::invalid("action", "INVALID_ACTION", e.to_string()))
}

fn illegal(action: String, e: &IllegalAction) -> ServiceError {
    ServiceError::IllegalAction {
        action,
        why: e.to_string(),
        rule: ChessFootball::illegal_code(e),
    }
}

impl<S: GameStore> ChessFootballApi<S> {
    /// The match of a `oneof subject` request: a stored one (with its snapshot) or one
    /// going on from a bare position.
    async fn subject(
        &self,
        subject: Option<&pb::legal_actions_request::Subject>,
    ) -> Result<(Option<pb::Game>, Arc<Game>, Session), ServiceError> {
        use pb::legal_actions_request::Subject as S;
        match subject {
            Some(S::GameId(id)) => {
                let id = games::parse_game_id("game_id", id)?;
                let view = Box::pin(self.games.get(&id)).await?;
                let snapshot = convert::snapshot(&view.id, view.version, &view.game, &view.play);
                Ok((Some(snapshot), view.game, view.play.session))
            }
            Some(S::Position(text)) => {
                let position = parse_position("position", text)?;
                Ok((
                    None,
                    Arc::new(Game::from_position(position)),
                    Session::default(),
                ))
            }
            None => Err(ServiceError::invalid(
                "subject",
                "MISSING_FIELD",
                "set either game_id or position",
            )),
        }
    }
}

/// Checks a `NewGameRequest.bot`: the seat number, think time and iterations.
fn bot_opponent(bot: &pb::BotOpponent) -> Result<(usize, u32, u32), ServiceError> {
    let seat = match pb::Side::try_from(bot.side) {
        Ok(pb::Side::White) => 0,
        Ok(pb::Side::Black) => 1,
        _ => {
            return Err(ServiceError::invalid(
                "bot.side",
                "MISSING_FIELD",
                "the computer's side must be SIDE_WHITE or SIDE_BLACK",
            ));
        }
    };
    Ok((seat, bot.budget_ms, bot.iterations))
}

#[tonic::async_trait]
impl<S: GameStore> ChessFootballService for ChessFootballApi<S> {
    async fn ping(
        &self,
        _request: Request<pb::PingRequest>,
    ) -> Result<Response<pb::PingResponse>, Status> {
        traced("Ping", "", async { Ok(pb::PingResponse {}) }).await
    }

    async fn new_game(
        &self,
        request: Request<pb::NewGameRequest>,
    ) -> Result<Response<pb::NewGameResponse>, Status> {
        let request = request.into_inner();
        traced("NewGame", "", async {
            let start = if request.position.is_empty() {
                ChessFootball::initial_position()
            } else {
                parse_position("position", &request.position)?
            };
            let bot = match &request.bot {
                None => None,
                Some(bot) => Some(bot_opponent(bot)?),
            };
            let setup = NewGame {
                open_seats: play_pb::open_seats(&request.open_seats)?,
                time_control: play_pb::time_control(request.time_control.as_ref())?,
                computer: bot.map(|(seat, _, _)| seat),
            };
            let created = self.games.create(start, setup).await?;
            let id = created.view.id.to_string();
            tracing::Span::current().record("game_id", id.as_str());
            let mut tokens: Vec<String> = created
                .tokens
                .iter()
                .map(|t| t.as_ref().map(SeatToken::reveal).unwrap_or_default())
                .collect();
            if let Some((seat, budget_ms, iterations)) = bot {
                pool::queue_opponent(
                    self.games.store(),
                    ChessFootball::NAME,
                    &id,
                    &mut tokens,
                    seat,
                    budget_ms,
                    iterations,
                )
                .await?;
            }
            let mut tokens = tokens.into_iter();
            Ok(pb::NewGameResponse {
                game: Some(convert::snapshot(
                    &created.view.id,
                    created.view.version,
                    &created.view.game,
                    &created.view.play,
                )),
                invitations: created
                    .invitations
                    .iter()
                    .map(|(seat, code)| pb::Invitation {
                        side: play_pb::side(*seat),
                        code: code.reveal(),
                    })
                    .collect(),
                director_token: created
                    .director
                    .as_ref()
                    .map(SeatToken::reveal)
                    .unwrap_or_default(),
                white_token: tokens.next().unwrap_or_default(),
                black_token: tokens.next().unwrap_or_default(),
            })
        })
        .await
    }

    async fn get_game(
        &self,
        request: Request<pb::GetGameRequest>,
    ) -> Result<Response<pb::GetGameResponse>, Status> {
        let request = request.into_inner();
        traced("GetGame", &request.game_id, async {
            let id = games::parse_game_id("game_id", &request.game_id)?;
            let view = Box::pin(self.games.get(&id)).await?;
            Ok(pb::GetGameResponse {
                game: None,
                encoded_game: Some(encoded_snapshot(&view)),
            })
        })
        .await
    }

    async fn legal_actions(
        &self,
        request: Request<pb::LegalActionsRequest>,
    ) -> Result<Response<pb::LegalActionsResponse>, Status> {
        use pb::legal_actions_request::Subject as S;
        let request = request.into_inner();
        let shown = match &request.subject {
            Some(S::GameId(id)) => id.as_str(),
            _ => "",
        };
        traced("LegalActions", shown, async {
            let status_of = |game: &Game, session: &Session| {
                play_pb::session_status(session, |seat| {
                    if seat == 0 {
                        pb::GameStatus::WhiteWon
                    } else {
                        pb::GameStatus::BlackWon
                    }
                })
                .unwrap_or_else(|| convert::status(game.status()))
            };
            if let Some(S::GameId(id)) = &request.subject {
                // A stored game: the answer of its version, encoded once.
                let id = games::parse_game_id("game_id", id)?;
                let view = Box::pin(self.games.get(&id)).await?;
                let (status, end_reason) = status_of(&view.game, &view.play.session);
                let actions = view.answers.legal(|| {
                    if view.play.session.ended.is_some() {
                        Vec::new()
                    } else {
                        pb::LegalActionsResponse::encode_actions(&convert::legal_actions(
                            &view.game,
                        ))
                    }
                });
                return Ok(pb::LegalActionsResponse {
                    side_to_move: convert::side(view.game.side_to_act()),
                    status: status.into(),
                    end_reason: end_reason.into(),
                    encoded_game: Some(encoded_snapshot(&view)),
                    encoded_actions: Some(actions),
                    ..pb::LegalActionsResponse::default()
                });
            }
            let (snapshot, game, session) = self.subject(request.subject.as_ref()).await?;
            let (status, end_reason) = status_of(&game, &session);
            Ok(pb::LegalActionsResponse {
                game: snapshot,
                side_to_move: convert::side(game.side_to_act()),
                actions: if session.ended.is_some() {
                    Vec::new()
                } else {
                    convert::legal_actions(&game)
                },
                status: status.into(),
                end_reason: end_reason.into(),
                ..pb::LegalActionsResponse::default()
            })
        })
        .await
    }

    async fn apply_action(
        &self,
        request: Request<pb::ApplyActionRequest>,
    ) -> Result<Response<pb::ApplyActionResponse>, Status> {
        let (metadata, _, request) = request.into_parts();
        traced("ApplyAction", &request.game_id, async {
            let token = SeatToken::from_metadata(&metadata)?;
            let id = games::parse_game_id("game_id", &request.game_id)?;
            let parsed = parse_action(&request.action)?;
            let request_id = games::parse_request_id(&request.request_id)?;
            let cfa = ChessFootball::format_action(&parsed);
            let action = Action {
                method: "ApplyAction",
                args: cfa.as_bytes(),
                expected_version: request.expected_version,
                request_id,
                to_move_only: true,
            };
            let acted = Box::pin(self.games.act(
                &id,
                &token,
                action,
                |view, _| {
                    ChessFootball::apply(&mut view.game, parsed)
                        .map_err(|e| illegal(cfa.clone(), &e))
                },
                |view, _seat: Side, applied| {
                    let game = convert::snapshot(&view.id, view.version, &view.game, &view.play);
                    let result = convert::result(&applied);
                    Changed {
                        event: games::record(view, Recorded::Act(parsed)),
                        reply: pb::ApplyActionResponse {
                            game: Some(game),
                            result: Some(result),
                        },
                    }
                },
            ))
            .await?;
            record_replay(acted.replayed);
            Ok(acted.reply)
        })
        .await
    }

    async fn resign(
        &self,
        request: Request<pb::ResignRequest>,
    ) -> Result<Response<pb::ResignResponse>, Status> {
        let (metadata, _, request) = request.into_parts();
        traced("Resign", &request.game_id, async {
            let token = SeatToken::from_metadata(&metadata)?;
            let id = games::parse_game_id("game_id", &request.game_id)?;
            let request_id = games::parse_request_id(&request.request_id)?;
            let action = Action {
                method: "Resign",
                args: &[],
                expected_version: request.expected_version,
                request_id,
                to_move_only: false,
            };
            let acted = Box::pin(self.games.act(
                &id,
                &token,
                action,
                |view, seat: Side| {
                    ChessFootball::resign(&mut view.game, seat)
                        .map_err(|e| illegal("resign".into(), &e))
                },
                |view, seat: Side, ()| {
                    let game = convert::snapshot(&view.id, view.version, &view.game, &view.play);
                    Changed {
                        event: games::record(
                            view,
                            Recorded::Resign(ChessFootball::seat_index(seat)),
                        ),
                        reply: pb::ResignResponse { game: Some(game) },
                    }
                },
            ))
            .await?;
            record_replay(acted.replayed);
            Ok(acted.reply)
        })
        .await
    }

    async fn join_game(
        &self,
        request: Request<pb::JoinGameRequest>,
    ) -> Result<Response<pb::JoinGameResponse>, Status> {
        play_pb::join_game(&self.games, request).await
    }

    async fn revoke_invitation(
        &self,
        request: Request<pb::RevokeInvitationRequest>,
    ) -> Result<Response<pb::RevokeInvitationResponse>, Status> {
        play_pb::revoke_invitation(&self.games, request).await
    }

    async fn offer_draw(
        &self,
        request: Request<pb::OfferDrawRequest>,
    ) -> Result<Response<pb::OfferDrawResponse>, Status> {
        play_pb::offer_draw(&self.games, request).await
    }

    async fn answer_draw(
        &self,
        request: Request<pb::AnswerDrawRequest>,
    ) -> Result<Response<pb::AnswerDrawResponse>, Status> {
        play_pb::answer_draw(&self.games, request).await
    }

    type WatchGameStream = BoxStream<pb::WatchGameResponse>;

    async fn watch_game(
        &self,
        request: Request<pb::WatchGameRequest>,
    ) -> Result<Response<Self::WatchGameStream>, Status> {
        let request = request.into_inner();
        let watch = traced("WatchGame", &request.game_id, async {
            let id = games::parse_game_id("game_id", &request.game_id)?;
            self.games.watch(&id, request.from_version).await
        })
        .await?
        .into_inner();
        Ok(Response::new(stream::spawn(
            watch,
            self.shutdown.clone(),
            render_watched,
            self.games.metrics().watcher(),
        )))
    }

    async fn get_history(
        &self,
        request: Request<pb::GetHistoryRequest>,
    ) -> Result<Response<pb::GetHistoryResponse>, Status> {
        let request = request.into_inner();
        traced("GetHistory", &request.game_id, async {
            let id = games::parse_game_id("game_id", &request.game_id)?;
            let view = Box::pin(self.games.get(&id)).await?;
            let record = ending::record::<ChessFootball>(&view.game, &view.play.session);
            Ok(pb::GetHistoryResponse {
                record,
                start_position: view.game.start_position().to_cfn(),
                actions: convert::history(&view.game),
                game: Some(convert::snapshot(
                    &view.id,
                    view.version,
                    &view.game,
                    &view.play,
                )),
            })
        })
        .await
    }
}

fn record_replay(replayed: bool) {
    if replayed {
        tracing::Span::current().record("replayed", true);
    }
}

/// The snapshot of a read game: the fields of its version encoded once (see
/// [`crate::session::answers`]), then its clock as of this read.
fn encoded_snapshot(view: &ReadView<ChessFootball>) -> EncodedGame {
    use crate::ruleset::GameStatus;
    let fixed = view.answers.game(|| {
        let mut game = convert::snapshot(&view.id, view.version, &view.game, &view.play);
        game.clock = None;
        game.server_time_ms = 0;
        game.encode_to_vec()
    });
    let to_move = ChessFootball::seat_index(ChessFootball::to_move(&view.game));
    let over = ChessFootball::status(&view.game) != GameStatus::Ongoing;
    EncodedGame {
        fixed,
        fresh: play_pb::clock_fields(&view.play, to_move, over).encode_to_vec(),
    }
}
