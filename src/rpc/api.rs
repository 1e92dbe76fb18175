//! [`GameApi`]: the shared RPCs of every game, written once. Each handler parses its request
//! through the game's [`Wire`], calls [`Games`], and answers in the game's own messages; a
//! game's tonic service forwards to these (see [`game_service!`](crate::game_service)).

use std::sync::Arc;

use tonic::{Request, Response, Status};

use super::Adapter;
use super::snapshot::{self, of_view};
use super::wire::{Call, LegalReply, NewGameReply, Subject, Wire};
use crate::bot::pool;
use crate::metrics::Metrics;
use crate::ruleset::Ruleset;
use crate::session::auth::{self, IdentityHook, InvitationCode, SeatToken};
use crate::session::clock::SharedClock;
use crate::session::ending;
use crate::session::error::ServiceError;
use crate::session::games::{
    self, Acted, ChangeRequest, Changed, Credential, EventRender, GameView, Games, NewGame,
    PlayRequest, Recorded, Watched,
};
use crate::session::play::{PlayOptions, SeatPlayer, Session, TimeControl};
use crate::session::pool::static_pool_key;
use crate::session::stream::{self, BoxStream, Shutdown};
use crate::session::traced;
use crate::store::{GameId, GameStore};

mod fields;
use fields::{
    bot_opponent, open_seats, parse_action, ratable, rule_options, seat_field, time_control,
};
pub use fields::{illegal, parse_position, record_replay};

/// The gRPC service of game `G` over a store: the shared RPCs here, the game's own in its
/// folder.
pub struct GameApi<G: Adapter, S> {
    games: Games<G, S>,
    shutdown: Shutdown,
    identity: Option<IdentityHook>,
}

impl<G: Adapter, S: std::fmt::Debug> std::fmt::Debug for GameApi<G, S> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GameApi")
            .field("games", &self.games)
            .field("identity", &self.identity.is_some())
            .finish_non_exhaustive()
    }
}

/// The short name of game `G`'s service (`hanniball`, `hnefatafl`, `chessfootball`): how the
/// players' layer (ratings, the archive, leaderboards) names a game.
#[must_use]
pub fn short_name<G: Wire>() -> &'static str {
    G::SERVICE
        .split_once('.')
        .map_or(G::SERVICE, |(short, _)| short)
}

impl<G: Adapter, S: GameStore> GameApi<G, S> {
    /// The service over `store`.
    pub fn new(store: S) -> Self {
        Self::with_metrics(store, Metrics::new())
    }

    /// The service over `store`, counting games (and watchers) in `metrics`.
    pub fn with_metrics(store: S, metrics: Metrics) -> Self {
        GameApi {
            games: Games::with_metrics(store, metrics).with_events(render::<G>()),
            shutdown: Shutdown::default(),
            identity: None,
        }
    }

    /// Uses `clock` for clocks and deadlines, with the real-play `options`.
    #[must_use]
    pub fn with_play(mut self, clock: SharedClock, options: PlayOptions) -> Self {
        self.games = self.games.with_play(clock, options);
        self
    }

    /// Tells `hook` of every game this replica's writes end (see [`Games::with_on_end`]),
    /// and has each ending write keep `entry` of the end in the store (see
    /// [`Games::with_end_entry`]). Ends name the game by its service's short name, as the
    /// players' layer does.
    #[must_use]
    pub fn with_on_end(
        mut self,
        hook: Option<ending::EndHook>,
        entry: Option<ending::EndEntry>,
    ) -> Self {
        let mut games = self
            .games
            .with_end_name(short_name::<G>())
            .with_start_position(G::start_position);
        if let Some(hook) = hook {
            games = games.with_on_end(hook);
        }
        if let Some(entry) = entry {
            games = games.with_end_entry(entry);
        }
        self.games = games;
        self
    }

    /// Tells `hook` of every move of this replica's that passes the turn to a signed-in
    /// player in a correspondence game (see [`Games::with_on_turn`]), the game named by its
    /// service's short name.
    #[must_use]
    pub fn with_on_turn(mut self, hook: ending::TurnHook) -> Self {
        self.games = self
            .games
            .with_end_name(short_name::<G>())
            .with_on_turn(hook);
        self
    }

    /// Tells `hook` of every game this replica's writes start with a signed-in player seated
    /// (see [`Games::with_on_start`]).
    #[must_use]
    pub fn with_on_start(mut self, hook: ending::StartHook) -> Self {
        self.games = self.games.with_on_start(hook);
        self
    }

    /// Asks `hook` whether a seat's signed-in player counts as present wherever they are
    /// (see [`Games::with_presence`]).
    #[must_use]
    pub fn with_presence(mut self, hook: games::PresenceHook) -> Self {
        self.games = self.games.with_presence(hook);
        self
    }

    /// Resolves the player sessions of calls with `hook` (see [`IdentityHook`]); without one,
    /// a call that sends a player session is refused (`NOT_SIGNED_IN`: no accounts here).
    #[must_use]
    pub fn with_identity(mut self, hook: IdentityHook) -> Self {
        self.identity = Some(hook);
        self
    }

    /// The call's signed-in player, from its `x-player-session` header (`None`: a guest's
    /// call, no header); `with_rating`: with the player's rating in this game under that
    /// clock (its live pool, or the correspondence pool for a correspondence clock), for
    /// binding a seat.
    ///
    /// # Errors
    /// `UNAUTHENTICATED` for a malformed header, `NOT_SIGNED_IN` for a session that is not
    /// valid (or a server without accounts), `DATABASE_UNAVAILABLE`.
    pub async fn caller(
        &self,
        metadata: &tonic::metadata::MetadataMap,
        with_rating: Option<Option<TimeControl>>,
    ) -> Result<Option<SeatPlayer>, ServiceError> {
        auth::signed_in_player(
            metadata,
            self.identity.as_ref(),
            with_rating.map(|control| static_pool_key(short_name::<G>(), control)),
        )
        .await
    }

    /// Ends the `WatchGame` streams (with UNAVAILABLE / `SHUTTING_DOWN`) once `shutdown` says
    /// the server is stopping, so that a graceful shutdown does not wait for them.
    #[must_use]
    pub fn with_shutdown(mut self, shutdown: Shutdown) -> Self {
        self.shutdown = shutdown;
        self
    }

    /// Starts this replica's deadline scheduler (see [`Games::spawn_scheduler`]); it stops
    /// when the server does.
    pub fn spawn_scheduler(&self) -> tokio::task::JoinHandle<()> {
        self.games.spawn_scheduler(self.shutdown.clone())
    }

    /// The games this service acts on (for a game's own RPCs).
    pub fn games(&self) -> &Games<G, S> {
        &self.games
    }
}

/// What every state-changing call on a stored game starts with, parsed once and in this order
/// (so that every call reports the same first error): the caller's player session, the seat
/// token (`authorization: Bearer`, or none when a player session stands for it), the game id
/// and the request id. A handler adds only what is its own (its action, its arguments).
struct Entry<'c> {
    player: Option<SeatPlayer>,
    token: Option<SeatToken>,
    id: GameId,
    request_id: Option<&'c str>,
    expected_version: Option<u64>,
}

impl Entry<'_> {
    /// The change this call asks for: `method` and `args` are its fingerprint for retries;
    /// `to_move_only`: only the seat to move may make it.
    fn change<'a>(
        &'a self,
        method: &'static str,
        args: &'a [u8],
        to_move_only: bool,
    ) -> ChangeRequest<'a> {
        ChangeRequest {
            method,
            args,
            expected_version: self.expected_version,
            request_id: self.request_id,
            to_move_only,
            player: self.player.as_ref(),
        }
    }

    /// Who acts: the seat token's holder, or the signed-in player's bound seat.
    fn credential(&self) -> Credential<'_> {
        self.token
            .as_ref()
            .map_or(Credential::Player, Credential::Token)
    }
}

/// The reply of an accepted (or replayed) change, counted as replayed or not.
fn answered<T>(acted: Acted<T>) -> T {
    record_replay(acted.replayed);
    acted.reply
}

/// How a watched change becomes the `GameEvent` watchers receive.
fn render<G: Adapter>() -> EventRender<G> {
    EventRender {
        act: snapshot::act_event::<G>,
        undo: snapshot::undo_event::<G>,
        resign: snapshot::resign_event::<G>,
        play: snapshot::play_event::<G>,
    }
}

/// A watch update as a `WatchGame` message.
fn render_watched<G: Adapter>(update: Watched<G>) -> Result<G::WatchGameResponse, ServiceError> {
    match update {
        Watched::Snapshot(view) => Ok(G::watch_snapshot(of_view(&view))),
        Watched::Event(event) => G::watch_event(event.payload.as_slice()).map_err(|e| {
            ServiceError::Internal(format!(
                "stored event of version {} does not decode: {e}",
                event.version
            ))
        }),
    }
}

impl<G: Adapter, S: GameStore> GameApi<G, S> {
    /// The [`Entry`] of a state-changing call.
    async fn enter<'c>(
        &self,
        metadata: &tonic::metadata::MetadataMap,
        call: &'c Call,
    ) -> Result<Entry<'c>, ServiceError> {
        let player = self.caller(metadata, None).await?;
        let token = SeatToken::of_call(metadata, player.as_ref())?;
        let id = games::parse_game_id("game_id", &call.game_id)?;
        let request_id = games::parse_request_id(&call.request_id)?;
        Ok(Entry {
            player,
            token,
            id,
            request_id,
            expected_version: call.expected_version,
        })
    }

    /// A change of the real-play session (a draw offer or answer, a revocation) by the call
    /// of `entry`, answered with `reply`.
    async fn play_change<T, F>(
        &self,
        entry: &Entry<'_>,
        method: &'static str,
        args: &[u8],
        request: PlayRequest,
        reply: F,
    ) -> Result<T, ServiceError>
    where
        T: prost::Message + Default,
        F: FnMut(&GameView<G>) -> T + Send,
    {
        let (acted, _) = self
            .games
            .play(
                &entry.id,
                entry.credential(),
                entry.change(method, args, false),
                request,
                reply,
            )
            .await?;
        Ok(answered(acted))
    }

    /// The game of a `oneof subject` request: a stored game (with its snapshot) or a game
    /// starting at a bare position.
    ///
    /// # Errors
    /// The subject is missing, names no stored game, or is no valid position.
    pub async fn subject(
        &self,
        subject: Option<&Subject>,
    ) -> Result<(Option<G::Snapshot>, Arc<G::Game>, Session), ServiceError> {
        match subject {
            Some(Subject::GameId(id)) => {
                let id = games::parse_game_id("game_id", id)?;
                let view = Box::pin(self.games.get(&id)).await?;
                let shown = snapshot::snapshot::<G>(&view.id, view.version, &view.game, &view.play);
                Ok((Some(shown), view.game, view.play.session))
            }
            Some(Subject::Position(text)) => {
                let position = parse_position::<G>("position", text)?;
                Ok((None, Arc::new(G::new_game(position)), Session::default()))
            }
            None => Err(ServiceError::invalid(
                "subject",
                "MISSING_FIELD",
                "set either game_id or position",
            )),
        }
    }

    /// `Ping`.
    ///
    /// # Errors
    /// Never.
    pub async fn ping(
        &self,
        _request: Request<G::PingRequest>,
    ) -> Result<Response<G::PingResponse>, Status> {
        traced("Ping", "", async { Ok(G::ping_reply()) }).await
    }

    /// `NewGame`. Every check (the computer opponent's included) comes before the game is
    /// stored: a refused request stores nothing.
    ///
    /// # Errors
    /// As the RPC documents.
    pub async fn new_game(
        &self,
        request: Request<G::NewGameRequest>,
    ) -> Result<Response<G::NewGameResponse>, Status> {
        let (metadata, _, request) = request.into_parts();
        let args = G::new_game_args(request);
        traced("NewGame", "", async {
            let start = if args.position.is_empty() {
                G::initial_position()
            } else {
                parse_position::<G>("position", &args.position)?
            };
            let open = open_seats::<G>(&args.open_seats)?;
            let bot = match args.bot {
                None => None,
                Some(bot) => Some(bot_opponent::<G>(bot, &open)?),
            };
            let control = time_control(args.time_control)?;
            let rules = rule_options::<G>(&args.rules)?;
            let creator = self.caller(&metadata, Some(control)).await?;
            if args.rated {
                ratable::<G>(
                    creator.as_ref(),
                    &args.position,
                    &open,
                    bot.is_some(),
                    control,
                )?;
            }
            let setup = NewGame {
                open_seats: open,
                time_control: control,
                computer: bot.map(|(seat, _, _)| seat),
                creator,
                rated: args.rated,
                rated_takebacks: args.rated_takebacks,
                rules,
                move_limit: args.move_limit,
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
                    G::NAME,
                    &id,
                    &mut tokens,
                    seat,
                    budget_ms,
                    iterations,
                )
                .await?;
            }
            Ok(G::new_game_reply(NewGameReply {
                game: of_view(&created.view),
                tokens,
                invitations: created
                    .invitations
                    .iter()
                    .map(|(seat, code)| (G::side(*seat), code.reveal()))
                    .collect(),
                director_token: created
                    .director
                    .as_ref()
                    .map(SeatToken::reveal)
                    .unwrap_or_default(),
            }))
        })
        .await
    }

    /// `GetGame`.
    ///
    /// # Errors
    /// As the RPC documents.
    pub async fn get_game(
        &self,
        request: Request<G::GetGameRequest>,
    ) -> Result<Response<G::GetGameResponse>, Status> {
        let game_id = G::get_game_args(request.into_inner());
        traced("GetGame", &game_id, async {
            let id = games::parse_game_id("game_id", &game_id)?;
            let view = Box::pin(self.games.get(&id)).await?;
            Ok(G::get_game_reply(snapshot::encoded(&view)))
        })
        .await
    }

    /// `LegalActions`.
    ///
    /// # Errors
    /// As the RPC documents.
    pub async fn legal_actions(
        &self,
        request: Request<G::LegalActionsRequest>,
    ) -> Result<Response<G::LegalActionsResponse>, Status> {
        let subject = G::legal_args(request.into_inner());
        let shown = match &subject {
            Some(Subject::GameId(id)) => id.clone(),
            _ => String::new(),
        };
        traced("LegalActions", &shown, async {
            if let Some(Subject::GameId(id)) = &subject {
                // A stored game: the answer of its version, encoded once.
                let id = games::parse_game_id("game_id", id)?;
                let view = Box::pin(self.games.get(&id)).await?;
                let (status, end_reason) = snapshot::ending::<G>(&view.game, &view.play.session);
                let actions = view.answers.legal(|| {
                    if view.play.session.ended.is_some() {
                        Vec::new()
                    } else {
                        G::encode_actions(&G::listed(&view.game))
                    }
                });
                return Ok(G::legal_reply(LegalReply {
                    side_to_move: G::side(G::seat_index(G::to_move(&view.game))),
                    status,
                    end_reason,
                    encoded_game: Some(snapshot::encoded(&view)),
                    encoded_actions: Some(actions),
                    ..LegalReply::default()
                }));
            }
            let (shown, game, session) = self.subject(subject.as_ref()).await?;
            let (status, end_reason) = snapshot::ending::<G>(&game, &session);
            Ok(G::legal_reply(LegalReply {
                game: shown,
                side_to_move: G::side(G::seat_index(G::to_move(&game))),
                actions: if session.ended.is_some() {
                    Vec::new()
                } else {
                    G::listed(&game)
                },
                status,
                end_reason,
                ..LegalReply::default()
            }))
        })
        .await
    }

    /// `ApplyAction`.
    ///
    /// # Errors
    /// As the RPC documents.
    pub async fn apply_action(
        &self,
        request: Request<G::ApplyActionRequest>,
    ) -> Result<Response<G::ApplyActionResponse>, Status> {
        let (metadata, _, request) = request.into_parts();
        let (call, text) = G::apply_args(request);
        traced("ApplyAction", &call.game_id, async {
            let entry = self.enter(&metadata, &call).await?;
            let action = parse_action::<G>(&text)?;
            let canonical = G::format_action(&action);
            let acted = Box::pin(self.games.act(
                &entry.id,
                games::SeatKey::of(entry.token.as_ref()),
                entry.change("ApplyAction", canonical.as_bytes(), true),
                |view, _| {
                    G::apply(&mut view.game, action)
                        .map_err(|e| illegal::<G>(canonical.clone(), &e))
                },
                |view, seat, applied| Changed {
                    event: games::record(view, Recorded::Act(action)),
                    reply: G::apply_reply(of_view(view), G::report(&applied, seat)),
                },
            ))
            .await?;
            Ok(answered(acted))
        })
        .await
    }

    /// `Resign`.
    ///
    /// # Errors
    /// As the RPC documents.
    pub async fn resign(
        &self,
        request: Request<G::ResignRequest>,
    ) -> Result<Response<G::ResignResponse>, Status> {
        let (metadata, _, request) = request.into_parts();
        let call = G::resign_args(request);
        traced("Resign", &call.game_id, async {
            let entry = self.enter(&metadata, &call).await?;
            let acted = Box::pin(self.games.act(
                &entry.id,
                games::SeatKey::of(entry.token.as_ref()),
                entry.change("Resign", &[], false),
                |view, seat| {
                    G::resign(&mut view.game, seat).map_err(|e| illegal::<G>("resign".into(), &e))
                },
                |view, seat, ()| Changed {
                    event: games::record(view, Recorded::Resign(G::seat_index(seat))),
                    reply: G::resign_reply(of_view(view)),
                },
            ))
            .await?;
            Ok(answered(acted))
        })
        .await
    }

    /// `GetHistory`.
    ///
    /// # Errors
    /// As the RPC documents.
    pub async fn get_history(
        &self,
        request: Request<G::GetHistoryRequest>,
    ) -> Result<Response<G::GetHistoryResponse>, Status> {
        let game_id = G::history_args(request.into_inner());
        traced("GetHistory", &game_id, async {
            let id = games::parse_game_id("game_id", &game_id)?;
            let view = Box::pin(self.games.get(&id)).await?;
            Ok(G::history_reply(
                snapshot::snapshot::<G>(&view.id, view.version, &view.game, &view.play),
                ending::record::<G>(&view.game, &view.play.session),
                G::start_position(&view.game),
                G::entries(&view.game, &view.play.session),
            ))
        })
        .await
    }

    /// `WatchGame`.
    ///
    /// # Errors
    /// As the RPC documents.
    pub async fn watch_game(
        &self,
        request: Request<G::WatchGameRequest>,
    ) -> Result<Response<BoxStream<G::WatchGameResponse>>, Status> {
        let (metadata, _, request) = request.into_parts();
        let args = G::watch_args(request);
        let audience = args.audience;
        let (watch, seat, attendance, listener) = traced("WatchGame", &args.game_id, async {
            let id = games::parse_game_id("game_id", &args.game_id)?;
            let watch = self.games.watch(&id, args.from_version).await?;
            // A seat's player watching with the seat's credential is present at the board
            // while the stream is open (see `docs/real-play.md`, "A player who is gone").
            // Watching needs no credential: one that does not hold a seat (an expired
            // session, another game's token) only means the watcher is a spectator.
            let seat = if metadata.get("authorization").is_some()
                || metadata.get(auth::PLAYER_SESSION_HEADER).is_some()
            {
                match self.watching_seat(&metadata, &id).await {
                    Ok(seat) => seat,
                    Err(e) => {
                        tracing::debug!(game_id = %id, error = %e, "watching as a spectator");
                        None
                    }
                }
            } else {
                None
            };
            let attendance = seat.map(|seat| self.games.attend(id, seat, self.shutdown.clone()));
            // A stream without a seat counts as a spectator (docs/streaming.md, "Spectators
            // and quick chat"); a seat's stream only listens.
            let listener = self.games.listen(id, attendance.is_none(), audience);
            Ok::<_, ServiceError>((watch, seat, attendance, listener))
        })
        .await?
        .into_inner();
        // The legal actions go with an update only to the seat to move, and only if asked.
        let legal_for = seat.filter(|_| args.legal_actions);
        Ok(Response::new(stream::spawn(
            watch,
            listener,
            self.shutdown.clone(),
            stream::Render {
                game: move |update, now: Option<&GameView<G>>| {
                    let mut reply = render_watched::<G>(update)?;
                    if let (Some(seat), Some(view)) = (legal_for, now)
                        && view.play.session.ended.is_none()
                        && G::seat_index(G::to_move(&view.game)) == seat
                    {
                        G::watch_legal(&mut reply, G::listed(&view.game));
                    }
                    Ok(reply)
                },
                audience: audience.then_some(G::watch_audience as fn(_) -> _),
            },
            (self.games.metrics().watcher(), attendance),
        )))
    }

    /// The seat the credentials of a WatchGame call hold (`None`: a spectator).
    async fn watching_seat(
        &self,
        metadata: &tonic::metadata::MetadataMap,
        id: &GameId,
    ) -> Result<Option<usize>, ServiceError> {
        let player = self.caller(metadata, None).await?;
        let token = SeatToken::of_call(metadata, player.as_ref())?;
        self.games
            .seat_for(id, token.as_ref(), player.as_ref())
            .await
    }

    /// `JoinGame`.
    ///
    /// # Errors
    /// As the RPC documents.
    pub async fn join_game(
        &self,
        request: Request<G::JoinGameRequest>,
    ) -> Result<Response<G::JoinGameResponse>, Status> {
        let (metadata, _, request) = request.into_parts();
        let call = G::join_args(request);
        traced("JoinGame", &call.game_id, async {
            let code = InvitationCode::parse(&SeatToken::bearer(&metadata)?).ok_or_else(|| {
                ServiceError::Unauthenticated(
                    "malformed authorization: expected `Bearer <code>` with the 22-character \
                     invitation code"
                        .into(),
                )
            })?;
            let id = games::parse_game_id("game_id", &call.game_id)?;
            let request_id = games::parse_request_id(&call.request_id)?;
            // The seat binds the player with their rating in the game's pool (live or
            // correspondence), which its clock says.
            let control = self
                .games
                .get(&id)
                .await?
                .play
                .session
                .clocks
                .map(|c| c.control);
            let player = self.caller(&metadata, Some(control)).await?;
            let change = ChangeRequest {
                method: "JoinGame",
                args: &[],
                expected_version: call.expected_version,
                request_id,
                to_move_only: false,
                player: player.as_ref(),
            };
            let (acted, token) = self
                .games
                .play(
                    &id,
                    Credential::Invitation(&code),
                    change,
                    PlayRequest::Join,
                    |view| {
                        let seat = view
                            .play
                            .session
                            .invitations
                            .iter()
                            .find(|i| i.hash == code.hash())
                            .map_or(usize::MAX, |i| i.seat);
                        G::join_reply(of_view(view), G::side(seat), String::new())
                    },
                )
                .await?;
            let mut reply = answered(acted);
            // The token is never stored (not even in the request's record): it is added to
            // the answer here, derived again for a replayed request.
            G::set_join_token(&mut reply, token.map(|t| t.reveal()).unwrap_or_default());
            Ok(reply)
        })
        .await
    }

    /// `RevokeInvitation`.
    ///
    /// # Errors
    /// As the RPC documents.
    pub async fn revoke_invitation(
        &self,
        request: Request<G::RevokeInvitationRequest>,
    ) -> Result<Response<G::RevokeInvitationResponse>, Status> {
        let (metadata, _, request) = request.into_parts();
        let (call, side) = G::revoke_args(request);
        traced("RevokeInvitation", &call.game_id, async {
            let entry = self.enter(&metadata, &call).await?;
            let seat = seat_field::<G>("side", side)?;
            let args = (seat as u64).to_le_bytes();
            self.play_change(
                &entry,
                "RevokeInvitation",
                &args,
                PlayRequest::Revoke { seat },
                |view| G::revoke_reply(of_view(view)),
            )
            .await
        })
        .await
    }

    /// `OfferDraw`.
    ///
    /// # Errors
    /// As the RPC documents.
    pub async fn offer_draw(
        &self,
        request: Request<G::OfferDrawRequest>,
    ) -> Result<Response<G::OfferDrawResponse>, Status> {
        let (metadata, _, request) = request.into_parts();
        let call = G::offer_args(request);
        traced("OfferDraw", &call.game_id, async {
            let entry = self.enter(&metadata, &call).await?;
            self.play_change(&entry, "OfferDraw", &[], PlayRequest::OfferDraw, |view| {
                G::offer_reply(of_view(view))
            })
            .await
        })
        .await
    }

    /// `AnswerDraw`.
    ///
    /// # Errors
    /// As the RPC documents.
    pub async fn answer_draw(
        &self,
        request: Request<G::AnswerDrawRequest>,
    ) -> Result<Response<G::AnswerDrawResponse>, Status> {
        let (metadata, _, request) = request.into_parts();
        let (call, accept) = G::answer_args(request);
        traced("AnswerDraw", &call.game_id, async {
            let entry = self.enter(&metadata, &call).await?;
            self.play_change(
                &entry,
                "AnswerDraw",
                &[u8::from(accept)],
                PlayRequest::AnswerDraw { accept },
                |view| G::answer_reply(of_view(view)),
            )
            .await
        })
        .await
    }

    /// `Abort`.
    ///
    /// # Errors
    /// As the RPC documents.
    pub async fn abort(
        &self,
        request: Request<G::AbortRequest>,
    ) -> Result<Response<G::AbortResponse>, Status> {
        let (metadata, _, request) = request.into_parts();
        let call = G::abort_args(request);
        traced("Abort", &call.game_id, async {
            let entry = self.enter(&metadata, &call).await?;
            self.play_change(&entry, "Abort", &[], PlayRequest::Abort, |view| {
                G::abort_reply(of_view(view))
            })
            .await
        })
        .await
    }

    /// `ProposeTakeback`.
    ///
    /// # Errors
    /// As the RPC documents.
    pub async fn propose_takeback(
        &self,
        request: Request<G::ProposeTakebackRequest>,
    ) -> Result<Response<G::ProposeTakebackResponse>, Status> {
        let (metadata, _, request) = request.into_parts();
        let call = G::propose_takeback_args(request);
        traced("ProposeTakeback", &call.game_id, async {
            let entry = self.enter(&metadata, &call).await?;
            let request = PlayRequest::ProposeTakeback;
            self.play_change(&entry, "ProposeTakeback", &[], request, |view| {
                G::propose_takeback_reply(of_view(view))
            })
            .await
        })
        .await
    }

    /// `AnswerTakeback`.
    ///
    /// # Errors
    /// As the RPC documents.
    pub async fn answer_takeback(
        &self,
        request: Request<G::AnswerTakebackRequest>,
    ) -> Result<Response<G::AnswerTakebackResponse>, Status> {
        let (metadata, _, request) = request.into_parts();
        let (call, accept) = G::answer_takeback_args(request);
        traced("AnswerTakeback", &call.game_id, async {
            let entry = self.enter(&metadata, &call).await?;
            self.play_change(
                &entry,
                "AnswerTakeback",
                &[u8::from(accept)],
                PlayRequest::AnswerTakeback { accept },
                |view| G::answer_takeback_reply(of_view(view)),
            )
            .await
        })
        .await
    }

    /// `ClaimVictory`.
    ///
    /// # Errors
    /// As the RPC documents.
    pub async fn claim_victory(
        &self,
        request: Request<G::ClaimVictoryRequest>,
    ) -> Result<Response<G::ClaimVictoryResponse>, Status> {
        let (metadata, _, request) = request.into_parts();
        let (call, draw) = G::claim_args(request);
        traced("ClaimVictory", &call.game_id, async {
            let entry = self.enter(&metadata, &call).await?;
            self.play_change(
                &entry,
                "ClaimVictory",
                &[u8::from(draw)],
                PlayRequest::Claim { draw },
                |view| G::claim_reply(of_view(view)),
            )
            .await
        })
        .await
    }
}
