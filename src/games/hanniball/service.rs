//! The `hanniball.v1.HanniballService` handlers: parse the request, call the rules through
//! [`Games`], convert the answer.

use std::sync::Arc;

use prost::Message as _;
use tonic::{Request, Response, Status};

use super::pb::hanniball_service_server::HanniballService;
use super::{Hanniball, convert, pb, play_pb};
use crate::bot::pool;
use crate::games::hanniball::rules::{self, Game, IllegalAction, Position, Side};
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

/// The Hanniball gRPC service over a store.
#[derive(Debug)]
pub struct HanniballApi<S> {
    games: Games<Hanniball, S>,
    shutdown: Shutdown,
}

impl<S: GameStore> HanniballApi<S> {
    /// The service over `store`.
    pub fn new(store: S) -> Self {
        HanniballApi {
            games: Games::new(store).with_events(render()),
            shutdown: Shutdown::default(),
        }
    }

    /// The service over `store`, counting games (and watchers) in `metrics`.
    pub fn with_metrics(store: S, metrics: crate::metrics::Metrics) -> Self {
        HanniballApi {
            games: Games::with_metrics(store, metrics).with_events(render()),
            shutdown: Shutdown::default(),
        }
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

    /// Ends the `WatchGame` streams (with UNAVAILABLE / `SHUTTING_DOWN`) once `shutdown` says
    /// the server is stopping, so that a graceful shutdown does not wait for them.
    #[must_use]
    pub fn with_shutdown(mut self, shutdown: Shutdown) -> Self {
        self.shutdown = shutdown;
        self
    }
}

/// How a watched change becomes the `GameEvent` watchers receive (rebuilt by the replica
/// serving them from the change the store keeps).
fn render() -> EventRender<Hanniball> {
    EventRender {
        act: |view, seat, step, applied| {
            let change = pb::game_event::Change::Step(convert::step_result(&applied, seat));
            event(
                view,
                Hanniball::format_action(step),
                change,
                &snapshot(view),
            )
        },
        undo: |view, seat, undone| {
            let change = pb::game_event::Change::Undone(undone_step(view, seat, *undone));
            event(view, "undo".into(), change, &snapshot(view))
        },
        resign: |view, seat| {
            let change = pb::game_event::Change::Resignation(pb::Resignation {
                side: convert::side(seat),
            });
            event(view, "resign".into(), change, &snapshot(view))
        },
        play: play_pb::event,
    }
}

/// The step `seat` took back, with the flags of what it did when it was played (`view`: the
/// game after the undo).
fn undone_step(view: &GameView<Hanniball>, seat: Side, undone: rules::Action) -> pb::Step {
    let mut replay = view.game.clone();
    let applied = replay.apply(undone).ok();
    convert::step(&undone, applied.as_ref(), seat)
}

/// The `GameEvent` of a change, encoded; decoded again by [`render_watched`].
fn event(
    view: &GameView<Hanniball>,
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

fn snapshot(view: &GameView<Hanniball>) -> pb::Game {
    convert::snapshot(&view.id, view.version, &view.game, &view.play)
}

/// A watch update as a `WatchGame` message.
fn render_watched(update: Watched<Hanniball>) -> Result<pb::WatchGameResponse, ServiceError> {
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

/// Parses an HPN field.
fn parse_position(field: &'static str, text: &str) -> Result<Position, ServiceError> {
    Hanniball::parse_position(text)
        .map_err(|e| ServiceError::invalid(field, "INVALID_POSITION", e.to_string()))
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

/// Parses the HSN `action` field.
fn parse_step(text: &str) -> Result<rules::Action, ServiceError> {
    if text.is_empty() {
        return Err(ServiceError::missing("action"));
    }
    Hanniball::parse_action(text)
        .map_err(|e| ServiceError::invalid("action", "INVALID_ACTION", e.to_string()))
}

fn illegal(action: String, e: &IllegalAction) -> ServiceError {
    ServiceError::IllegalAction {
        action,
        why: e.to_string(),
        rule: Hanniball::illegal_code(e),
    }
}

/// The id shown in the span for a `oneof subject` request.
fn subject_id<T>(subject: Option<&T>, game_id: impl Fn(&T) -> Option<&str>) -> &str {
    subject.and_then(game_id).unwrap_or_default()
}

impl<S: GameStore> HanniballApi<S> {
    /// The game of a `oneof subject` request: a stored game (with its snapshot) or a game
    /// starting at a bare position.
    async fn subject(
        &self,
        game_id: Option<&str>,
        position: Option<&str>,
    ) -> Result<(Option<pb::Game>, Arc<Game>, Session), ServiceError> {
        match (game_id, position) {
            (Some(id), _) => {
                let id = games::parse_game_id("game_id", id)?;
                let view = Box::pin(self.games.get(&id)).await?;
                let snapshot = convert::snapshot(&view.id, view.version, &view.game, &view.play);
                Ok((Some(snapshot), view.game, view.play.session))
            }
            (None, Some(text)) => {
                let position = parse_position("position", text)?;
                Ok((
                    None,
                    Arc::new(Game::from_position(position)),
                    Session::default(),
                ))
            }
            (None, None) => Err(ServiceError::invalid(
                "subject",
                "MISSING_FIELD",
                "set either game_id or position",
            )),
        }
    }
}

#[tonic::async_trait]
impl<S: GameStore> HanniballService for HanniballApi<S> {
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
                Hanniball::initial_position()
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
                    Hanniball::NAME,
                    &id,
                    &mut tokens,
                    seat,
                    budget_ms,
                    iterations,
                )
                .await?;
            }
            let mut tokens = tokens.into_iter();
            let view = &created.view;
            Ok(pb::NewGameResponse {
                game: Some(convert::snapshot(
                    &view.id,
                    view.version,
                    &view.game,
                    &view.play,
                )),
                white_token: tokens.next().unwrap_or_default(),
                black_token: tokens.next().unwrap_or_default(),
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
        let shown = subject_id(request.subject.as_ref(), |s| match s {
            S::GameId(id) => Some(id.as_str()),
            S::Position(_) => None,
        });
        traced("LegalActions", shown, async {
            let (game_id, position) = match &request.subject {
                Some(S::GameId(id)) => (Some(id.as_str()), None),
                Some(S::Position(p)) => (None, Some(p.as_str())),
                None => (None, None),
            };
            if let Some(id) = game_id {
                // A stored game: the answer of its version, encoded once.
                let id = games::parse_game_id("game_id", id)?;
                let view = Box::pin(self.games.get(&id)).await?;
                let (status, end_reason) = convert::game_status(&view.game, &view.play.session);
                let actions = view.answers.legal(|| {
                    if view.play.session.ended.is_some() {
                        Vec::new()
                    } else {
                        pb::LegalActionsResponse::encode_actions(&convert::legal_steps(&view.game))
                    }
                });
                return Ok(pb::LegalActionsResponse {
                    side_to_move: convert::side(view.game.side_to_move()),
                    status: status.into(),
                    end_reason: end_reason.into(),
                    encoded_game: Some(encoded_snapshot(&view)),
                    encoded_actions: Some(actions),
                    ..pb::LegalActionsResponse::default()
                });
            }
            let (snapshot, game, session) = self.subject(game_id, position).await?;
            let (status, end_reason) = convert::game_status(&game, &session);
            Ok(pb::LegalActionsResponse {
                game: snapshot,
                side_to_move: convert::side(game.side_to_move()),
                actions: if session.ended.is_some() {
                    Vec::new()
                } else {
                    convert::legal_steps(&game)
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
            let step = parse_step(&request.action)?;
            let request_id = games::parse_request_id(&request.request_id)?;
            let hsn = Hanniball::format_action(&step);
            let action = Action {
                method: "ApplyAction",
                args: hsn.as_bytes(),
                expected_version: request.expected_version,
                request_id,
                to_move_only: true,
            };
            let acted = Box::pin(self.games.act(
                &id,
                &token,
                action,
                |view, _| {
                    Hanniball::apply(&mut view.game, step).map_err(|e| illegal(hsn.clone(), &e))
                },
                |view, seat: Side, applied| {
                    let game = snapshot(view);
                    let result = convert::step_result(&applied, seat);
                    Changed {
                        event: games::record(view, Recorded::Act(step)),
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

    async fn undo_step(
        &self,
        request: Request<pb::UndoStepRequest>,
    ) -> Result<Response<pb::UndoStepResponse>, Status> {
        let (metadata, _, request) = request.into_parts();
        traced("UndoStep", &request.game_id, async {
            let token = SeatToken::from_metadata(&metadata)?;
            let id = games::parse_game_id("game_id", &request.game_id)?;
            let request_id = games::parse_request_id(&request.request_id)?;
            let action = Action {
                method: "UndoStep",
                args: &[],
                expected_version: request.expected_version,
                request_id,
                to_move_only: true,
            };
            let acted = Box::pin(self.games.act(
                &id,
                &token,
                action,
                |view, _| {
                    Hanniball::undo(&mut view.game).map_err(|e| match e {
                        IllegalAction::NothingToUndo => {
                            ServiceError::NothingToUndo { why: e.to_string() }
                        }
                        other => illegal("undo".into(), &other),
                    })
                },
                |view, seat: Side, undone| {
                    let game = snapshot(view);
                    Changed {
                        event: games::record(view, Recorded::Undo),
                        reply: pb::UndoStepResponse {
                            game: Some(game),
                            undone: Some(undone_step(view, seat, undone)),
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
                    Hanniball::resign(&mut view.game, seat)
                        .map_err(|e| illegal("resign".into(), &e))
                },
                |view, seat: Side, ()| {
                    let game = snapshot(view);
                    Changed {
                        event: games::record(view, Recorded::Resign(Hanniball::seat_index(seat))),
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

    async fn check_red_card(
        &self,
        request: Request<pb::CheckRedCardRequest>,
    ) -> Result<Response<pb::CheckRedCardResponse>, Status> {
        use pb::check_red_card_request::Subject as S;
        let request = request.into_inner();
        let shown = subject_id(request.subject.as_ref(), |s| match s {
            S::GameId(id) => Some(id.as_str()),
            S::Position(_) => None,
        });
        traced("CheckRedCard", shown, async {
            let (game_id, position) = match &request.subject {
                Some(S::GameId(id)) => (Some(id.as_str()), None),
                Some(S::Position(p)) => (None, Some(p.as_str())),
                None => (None, None),
            };
            let (snapshot, game, session) = self.subject(game_id, position).await?;
            let board = game.position();
            Ok(pb::CheckRedCardResponse {
                game: snapshot,
                white: Some(convert::red_card(
                    Side::White,
                    &rules::red_card(board, Side::White),
                )),
                black: Some(convert::red_card(
                    Side::Black,
                    &rules::red_card(board, Side::Black),
                )),
                side_to_move: convert::side(game.side_to_move()),
                penalty_available: convert::penalty_available(&game, &session),
            })
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
            let record = ending::record::<Hanniball>(&view.game, &view.play.session);
            Ok(pb::GetHistoryResponse {
                record,
                start_position: view.game.start_position().to_hpn(),
                turns: convert::turns(&view.game, &view.play.session),
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
fn encoded_snapshot(view: &ReadView<Hanniball>) -> EncodedGame {
    let fixed = view.answers.game(|| {
        let mut game = convert::snapshot(&view.id, view.version, &view.game, &view.play);
        game.clock = None;
        game.server_time_ms = 0;
        game.encode_to_vec()
    });
    EncodedGame {
        fixed,
        fresh: convert::clock_fields(&view.game, &view.play).encode_to_vec(),
    }
}
