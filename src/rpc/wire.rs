//! The messages every game's package has — the same names and field numbers in each (see
//! `docs/api-shape.md`) — seen through one trait, [`Wire`], so that the shared RPCs are
//! written once. A game implements it with one invocation of [`wire!`](crate::wire) in its
//! folder; the generic layer only ever meets the game-neutral values of this module.

use prost::Message;

use crate::ruleset::Ruleset;
use crate::session::answers::EncodedGame;
pub use crate::session::games::AudienceUpdate;

pub use super::args::{
    BotArgs, Call, LegalReply, NewGameArgs, NewGameReply, Seen, Subject, WatchArgs, WatchedPb,
};
pub use super::shown::{
    ClockShown, InvitationShown, PlayEvent, PlayShown, Reason, SeatShown, Status,
};

/// A message a tonic service takes or returns.
pub trait Msg: Message + Default + Send + Sync + 'static {}

impl<T: Message + Default + Send + Sync + 'static> Msg for T {}

/// A game's package of messages: what the shared RPCs and the shared client read and write.
/// Implemented by [`wire!`](crate::wire); see the module documentation.
pub trait Wire: Ruleset {
    /// The service's full name, e.g. `hanniball.v1.HanniballService`.
    const SERVICE: &'static str;

    /// `Game`: a snapshot.
    type Snapshot: Msg + Clone;
    /// `GameEvent.change`.
    type Change: Send + 'static;
    /// A legal action as `LegalActionsResponse.actions` lists it.
    type ActionPb: Msg + Clone;
    /// `ApplyActionResponse.result`: what an action did.
    type ReportPb: Msg + Clone;
    /// One entry of `GetHistoryResponse`'s list of what was played.
    type EntryPb: Msg + Clone;

    /// `PingRequest`.
    type PingRequest: Msg;
    /// `PingResponse`.
    type PingResponse: Msg;
    /// `NewGameRequest`.
    type NewGameRequest: Msg;
    /// `NewGameResponse`.
    type NewGameResponse: Msg;
    /// `GetGameRequest`.
    type GetGameRequest: Msg;
    /// `GetGameResponse`.
    type GetGameResponse: Msg;
    /// `LegalActionsRequest`.
    type LegalActionsRequest: Msg;
    /// `LegalActionsResponse`.
    type LegalActionsResponse: Msg;
    /// `ApplyActionRequest`.
    type ApplyActionRequest: Msg;
    /// `ApplyActionResponse`.
    type ApplyActionResponse: Msg;
    /// `ResignRequest`.
    type ResignRequest: Msg;
    /// `ResignResponse`.
    type ResignResponse: Msg;
    /// `GetHistoryRequest`.
    type GetHistoryRequest: Msg;
    /// `GetHistoryResponse`.
    type GetHistoryResponse: Msg;
    /// `WatchGameRequest`.
    type WatchGameRequest: Msg;
    /// `WatchGameResponse`.
    type WatchGameResponse: Msg;
    /// `JoinGameRequest`.
    type JoinGameRequest: Msg;
    /// `JoinGameResponse`.
    type JoinGameResponse: Msg;
    /// `RevokeInvitationRequest`.
    type RevokeInvitationRequest: Msg;
    /// `RevokeInvitationResponse`.
    type RevokeInvitationResponse: Msg;
    /// `OfferDrawRequest`.
    type OfferDrawRequest: Msg;
    /// `OfferDrawResponse`.
    type OfferDrawResponse: Msg;
    /// `AnswerDrawRequest`.
    type AnswerDrawRequest: Msg;
    /// `AnswerDrawResponse`.
    type AnswerDrawResponse: Msg;
    /// `AbortRequest`.
    type AbortRequest: Msg;
    /// `AbortResponse`.
    type AbortResponse: Msg;
    /// `ClaimVictoryRequest`.
    type ClaimVictoryRequest: Msg;
    /// `ClaimVictoryResponse`.
    type ClaimVictoryResponse: Msg;
    /// `ProposeTakebackRequest`.
    type ProposeTakebackRequest: Msg;
    /// `ProposeTakebackResponse`.
    type ProposeTakebackResponse: Msg;
    /// `AnswerTakebackRequest`.
    type AnswerTakebackRequest: Msg;
    /// `AnswerTakebackResponse`.
    type AnswerTakebackResponse: Msg;

    /// The `Side` value of a seat (index); 0 for no seat.
    fn side(seat: usize) -> i32;
    /// The seat (index) of a `Side` value.
    fn seat(side: i32) -> Option<usize>;
    /// The `GameStatus` value.
    fn status_code(status: Status) -> i32;
    /// The `EndReason` value.
    fn reason_code(reason: Reason) -> i32;

    /// `NewGameRequest`'s fields.
    fn new_game_args(request: Self::NewGameRequest) -> NewGameArgs;
    /// `GetGameRequest.game_id`.
    fn get_game_args(request: Self::GetGameRequest) -> String;
    /// `LegalActionsRequest.subject`.
    fn legal_args(request: Self::LegalActionsRequest) -> Option<Subject>;
    /// `ApplyActionRequest`: the call and the action.
    fn apply_args(request: Self::ApplyActionRequest) -> (Call, String);
    /// `ResignRequest`.
    fn resign_args(request: Self::ResignRequest) -> Call;
    /// `GetHistoryRequest.game_id`.
    fn history_args(request: Self::GetHistoryRequest) -> String;
    /// `WatchGameRequest`: the game, `from_version` and `audience`.
    fn watch_args(request: Self::WatchGameRequest) -> WatchArgs;
    /// `JoinGameRequest`.
    fn join_args(request: Self::JoinGameRequest) -> Call;
    /// `RevokeInvitationRequest`: the call and the seat's `Side` value.
    fn revoke_args(request: Self::RevokeInvitationRequest) -> (Call, i32);
    /// `OfferDrawRequest`.
    fn offer_args(request: Self::OfferDrawRequest) -> Call;
    /// `AnswerDrawRequest`: the call and `accept`.
    fn answer_args(request: Self::AnswerDrawRequest) -> (Call, bool);
    /// `AbortRequest`.
    fn abort_args(request: Self::AbortRequest) -> Call;
    /// `ClaimVictoryRequest`: the call and `draw`.
    fn claim_args(request: Self::ClaimVictoryRequest) -> (Call, bool);
    /// `ProposeTakebackRequest`.
    fn propose_takeback_args(request: Self::ProposeTakebackRequest) -> Call;
    /// `AnswerTakebackRequest`: the call and `accept`.
    fn answer_takeback_args(request: Self::AnswerTakebackRequest) -> (Call, bool);

    /// `PingResponse`.
    fn ping_reply() -> Self::PingResponse;
    /// `NewGameResponse`.
    fn new_game_reply(reply: NewGameReply<Self::Snapshot>) -> Self::NewGameResponse;
    /// `GetGameResponse` carrying the encoded game.
    fn get_game_reply(game: EncodedGame) -> Self::GetGameResponse;
    /// `LegalActionsResponse`.
    fn legal_reply(reply: LegalReply<Self::Snapshot, Self::ActionPb>)
    -> Self::LegalActionsResponse;
    /// The encoding of `LegalActionsResponse.actions` alone.
    fn encode_actions(actions: &[Self::ActionPb]) -> Vec<u8>;
    /// `ApplyActionResponse`.
    fn apply_reply(game: Self::Snapshot, report: Self::ReportPb) -> Self::ApplyActionResponse;
    /// `ResignResponse`.
    fn resign_reply(game: Self::Snapshot) -> Self::ResignResponse;
    /// `GetHistoryResponse`.
    fn history_reply(
        game: Self::Snapshot,
        record: String,
        start_position: String,
        entries: Vec<Self::EntryPb>,
    ) -> Self::GetHistoryResponse;
    /// `JoinGameResponse`.
    fn join_reply(game: Self::Snapshot, side: i32, token: String) -> Self::JoinGameResponse;
    /// Sets `JoinGameResponse.token`.
    fn set_join_token(reply: &mut Self::JoinGameResponse, token: String);
    /// `RevokeInvitationResponse`.
    fn revoke_reply(game: Self::Snapshot) -> Self::RevokeInvitationResponse;
    /// `OfferDrawResponse`.
    fn offer_reply(game: Self::Snapshot) -> Self::OfferDrawResponse;
    /// `AnswerDrawResponse`.
    fn answer_reply(game: Self::Snapshot) -> Self::AnswerDrawResponse;
    /// `AbortResponse`.
    fn abort_reply(game: Self::Snapshot) -> Self::AbortResponse;
    /// `ClaimVictoryResponse`.
    fn claim_reply(game: Self::Snapshot) -> Self::ClaimVictoryResponse;
    /// `ProposeTakebackResponse`.
    fn propose_takeback_reply(game: Self::Snapshot) -> Self::ProposeTakebackResponse;
    /// `AnswerTakebackResponse`.
    fn answer_takeback_reply(game: Self::Snapshot) -> Self::AnswerTakebackResponse;
    /// A `WatchGameResponse` with a snapshot.
    fn watch_snapshot(game: Self::Snapshot) -> Self::WatchGameResponse;
    /// A `WatchGameResponse` with an `Audience`.
    fn watch_audience(update: AudienceUpdate) -> Self::WatchGameResponse;
    /// A `WatchGameResponse` with the encoded `GameEvent` `event`.
    ///
    /// # Errors
    /// The bytes are not a `GameEvent`.
    fn watch_event(event: &[u8]) -> Result<Self::WatchGameResponse, prost::DecodeError>;
    /// Sets a `WatchGameResponse`'s `legal_actions`.
    fn watch_legal(reply: &mut Self::WatchGameResponse, actions: Vec<Self::ActionPb>);

    /// An encoded `GameEvent`.
    fn event(version: u64, action: String, change: Self::Change, game: Self::Snapshot) -> Vec<u8>;
    /// The change of an action (the variant holding `ApplyActionResponse.result`).
    fn act_change(report: Self::ReportPb) -> Self::Change;
    /// The change of a resignation by the seat of `side`.
    fn resign_change(side: i32) -> Self::Change;
    /// A real-play change concerning the seat of `side`.
    fn play_change(event: PlayEvent, side: i32) -> Self::Change;

    /// Sets the real-play fields of a snapshot.
    fn set_play(game: &mut Self::Snapshot, play: PlayShown);
    /// Sets a snapshot's status and end reason.
    fn set_ending(game: &mut Self::Snapshot, status: i32, reason: i32);
    /// The fields of a snapshot that show the time (`clock`, `server_time_ms`), alone.
    fn time_only(game: Self::Snapshot) -> Self::Snapshot;
    /// Clears the fields of a snapshot that show the time.
    fn strip_time(game: &mut Self::Snapshot);

    /// A `NewGameRequest` (clients).
    fn new_game_request(position: String, bot: Option<BotArgs>) -> Self::NewGameRequest;
    /// The game and the tokens (in seat order) of a `NewGameResponse` (clients).
    fn new_game_parts(reply: Self::NewGameResponse) -> (Option<Self::Snapshot>, Vec<String>);
    /// A `GetGameRequest` (clients).
    fn get_game_request(game_id: String) -> Self::GetGameRequest;
    /// The game of a `GetGameResponse` (clients).
    fn get_game_parts(reply: Self::GetGameResponse) -> Option<Self::Snapshot>;
    /// A `GetHistoryRequest` (clients).
    fn history_request(game_id: String) -> Self::GetHistoryRequest;
    /// The game, start position and entries of a `GetHistoryResponse` (clients).
    fn history_parts(
        reply: Self::GetHistoryResponse,
    ) -> (Option<Self::Snapshot>, String, Vec<Self::EntryPb>);
    /// A `WatchGameRequest` (clients).
    fn watch_request(game_id: String, from_version: Option<u64>) -> Self::WatchGameRequest;
    /// The update of a `WatchGameResponse` (clients).
    fn watch_parts(reply: Self::WatchGameResponse) -> Option<WatchedPb<Self::Snapshot>>;
    /// An `ApplyActionRequest` (clients).
    fn apply_request(call: Call, action: String) -> Self::ApplyActionRequest;
    /// The game of an `ApplyActionResponse` (clients).
    fn apply_parts(reply: Self::ApplyActionResponse) -> Option<Self::Snapshot>;
    /// A `ResignRequest` (clients).
    fn resign_request(call: Call) -> Self::ResignRequest;
    /// The game of a `ResignResponse` (clients).
    fn resign_parts(reply: Self::ResignResponse) -> Option<Self::Snapshot>;
    /// A snapshot's version, side to move and status (clients).
    fn seen(game: &Self::Snapshot) -> Seen;
    /// A snapshot's game id (clients).
    fn snapshot_id(game: &Self::Snapshot) -> String;
}

/// Implements [`Wire`] for a game from its generated module `pb` (in scope where this is
/// invoked, with `impl From<Seat> for pb::Side`), naming only what differs between packages:
///
/// Its shape (not compiled here: each game's invocation is, e.g. `src/games/hanniball/service.rs`):
///
/// ```text
/// crate::wire! {
///     ruleset: Hanniball,
///     service: "hanniball.v1.HanniballService",
///     side_to_move: side_to_move,        // pb::Game's and LegalActionsResponse's field
///     legal_side: side_to_move,
///     tokens: [white_token, black_token], // NewGameResponse's tokens, in seat order
///     won: [WhiteWon, BlackWon],          // GameStatus of each seat's win, in seat order
///     action: Step,                       // LegalActionsResponse.actions
///     report: StepResult,                 // ApplyActionResponse.result
///     act_change: Step,                   // GameEvent.change's variant of an action
///     history: turns: Turn,               // GetHistoryResponse's list
/// }
/// ```
#[macro_export]
macro_rules! wire {
    (
        ruleset: $ruleset:ty,
        service: $service:literal,
        side_to_move: $side_to_move:ident,
        legal_side: $legal_side:ident,
        tokens: [$($token:ident),+ $(,)?],
        won: [$($won:ident),+ $(,)?],
        action: $action:ident,
        report: $report:ident,
        act_change: $act_change:ident,
        history: $history:ident: $entry:ident $(,)?
    ) => {
        impl $crate::rpc::wire::Wire for $ruleset {
            const SERVICE: &'static str = $service;

            type Snapshot = pb::Game;
            type Change = pb::game_event::Change;
            type ActionPb = pb::$action;
            type ReportPb = pb::$report;
            type EntryPb = pb::$entry;
            type PingRequest = pb::PingRequest;
            type PingResponse = pb::PingResponse;
            type NewGameRequest = pb::NewGameRequest;
            type NewGameResponse = pb::NewGameResponse;
            type GetGameRequest = pb::GetGameRequest;
            type GetGameResponse = pb::GetGameResponse;
            type LegalActionsRequest = pb::LegalActionsRequest;
            type LegalActionsResponse = pb::LegalActionsResponse;
            type ApplyActionRequest = pb::ApplyActionRequest;
            type ApplyActionResponse = pb::ApplyActionResponse;
            type ResignRequest = pb::ResignRequest;
            type ResignResponse = pb::ResignResponse;
            type GetHistoryRequest = pb::GetHistoryRequest;
            type GetHistoryResponse = pb::GetHistoryResponse;
            type WatchGameRequest = pb::WatchGameRequest;
            type WatchGameResponse = pb::WatchGameResponse;
            type JoinGameRequest = pb::JoinGameRequest;
            type JoinGameResponse = pb::JoinGameResponse;
            type RevokeInvitationRequest = pb::RevokeInvitationRequest;
            type RevokeInvitationResponse = pb::RevokeInvitationResponse;
            type OfferDrawRequest = pb::OfferDrawRequest;
            type OfferDrawResponse = pb::OfferDrawResponse;
            type AnswerDrawRequest = pb::AnswerDrawRequest;
            type AnswerDrawResponse = pb::AnswerDrawResponse;
            type AbortRequest = pb::AbortRequest;
            type AbortResponse = pb::AbortResponse;
            type ClaimVictoryRequest = pb::ClaimVictoryRequest;
            type ClaimVictoryResponse = pb::ClaimVictoryResponse;
            type ProposeTakebackRequest = pb::ProposeTakebackRequest;
            type ProposeTakebackResponse = pb::ProposeTakebackResponse;
            type AnswerTakebackRequest = pb::AnswerTakebackRequest;
            type AnswerTakebackResponse = pb::AnswerTakebackResponse;

            fn side(seat: usize) -> i32 {
                <Self as $crate::ruleset::Ruleset>::SEATS
                    .get(seat)
                    .map_or(0, |&s| pb::Side::from(s).into())
            }

            fn seat(side: i32) -> Option<usize> {
                <Self as $crate::ruleset::Ruleset>::SEATS
                    .iter()
                    .position(|&s| i32::from(pb::Side::from(s)) == side)
            }

            fn status_code(status: $crate::rpc::wire::Status) -> i32 {
                use $crate::rpc::wire::Status;
                let won: &[pb::GameStatus] = &[$(pb::GameStatus::$won),+];
                match status {
                    Status::Ongoing => pb::GameStatus::Ongoing,
                    Status::Won(seat) => won.get(seat).copied().unwrap_or_default(),
                    Status::Drawn => pb::GameStatus::Drawn,
                    Status::Aborted => pb::GameStatus::Aborted,
                }
                .into()
            }

            fn reason_code(reason: $crate::rpc::wire::Reason) -> i32 {
                use $crate::rpc::wire::Reason;
                match reason {
                    Reason::Unspecified => pb::EndReason::Unspecified,
                    Reason::Resignation => pb::EndReason::Resignation,
                    Reason::DrawAgreed => pb::EndReason::DrawAgreed,
                    Reason::Timeout => pb::EndReason::Timeout,
                    Reason::Abandoned => pb::EndReason::Abandoned,
                    Reason::Aborted => pb::EndReason::Aborted,
                    Reason::OpponentLeft => pb::EndReason::OpponentLeft,
                    Reason::MoveLimit => pb::EndReason::MoveLimit,
                }
                .into()
            }

            fn new_game_args(r: pb::NewGameRequest) -> $crate::rpc::wire::NewGameArgs {
                use pb::time_control::Control;
                use $crate::session::play::TimeControl;
                $crate::rpc::wire::NewGameArgs {
                    position: r.position,
                    open_seats: r.open_seats,
                    time_control: r.time_control.map(|c| {
                        c.control.map(|c| match c {
                            Control::Fischer(f) => TimeControl::Fischer {
                                initial_ms: f.initial_ms,
                                increment_ms: f.increment_ms,
                            },
                            Control::Delay(d) => TimeControl::Delay {
                                initial_ms: d.initial_ms,
                                delay_ms: d.delay_ms,
                            },
                            Control::PerTurn(p) => TimeControl::PerTurn {
                                per_turn_ms: p.per_turn_ms,
                            },
                        })
                    }),
                    bot: r.bot.map(|b| $crate::rpc::wire::BotArgs {
                        side: b.side,
                        budget_ms: b.budget_ms,
                        iterations: b.iterations,
                    }),
                    rated: r.rated,
                    rated_takebacks: r.rated_takebacks,
                    rules: r.rules,
                    move_limit: r.move_limit,
                }
            }

            fn get_game_args(r: pb::GetGameRequest) -> String {
                r.game_id
            }

            fn legal_args(r: pb::LegalActionsRequest) -> Option<$crate::rpc::wire::Subject> {
                use pb::legal_actions_request::Subject as S;
                r.subject.map(|s| match s {
                    S::GameId(id) => $crate::rpc::wire::Subject::GameId(id),
                    S::Position(p) => $crate::rpc::wire::Subject::Position(p),
                })
            }

            fn apply_args(r: pb::ApplyActionRequest) -> ($crate::rpc::wire::Call, String) {
                let call = $crate::rpc::wire::Call {
                    game_id: r.game_id,
                    expected_version: r.expected_version,
                    request_id: r.request_id,
                };
                (call, r.action)
            }

            fn resign_args(r: pb::ResignRequest) -> $crate::rpc::wire::Call {
                $crate::rpc::wire::Call {
                    game_id: r.game_id,
                    expected_version: r.expected_version,
                    request_id: r.request_id,
                }
            }

            fn history_args(r: pb::GetHistoryRequest) -> String {
                r.game_id
            }

            fn watch_args(r: pb::WatchGameRequest) -> $crate::rpc::wire::WatchArgs {
                $crate::rpc::wire::WatchArgs {
                    game_id: r.game_id,
                    from_version: r.from_version,
                    audience: r.audience,
                    legal_actions: r.legal_actions,
                }
            }

            fn join_args(r: pb::JoinGameRequest) -> $crate::rpc::wire::Call {
                $crate::rpc::wire::Call {
                    game_id: r.game_id,
                    expected_version: r.expected_version,
                    request_id: r.request_id,
                }
            }

            fn revoke_args(r: pb::RevokeInvitationRequest) -> ($crate::rpc::wire::Call, i32) {
                let call = $crate::rpc::wire::Call {
                    game_id: r.game_id,
                    expected_version: r.expected_version,
                    request_id: r.request_id,
                };
                (call, r.side)
            }

            fn offer_args(r: pb::OfferDrawRequest) -> $crate::rpc::wire::Call {
                $crate::rpc::wire::Call {
                    game_id: r.game_id,
                    expected_version: r.expected_version,
                    request_id: r.request_id,
                }
            }

            fn answer_args(r: pb::AnswerDrawRequest) -> ($crate::rpc::wire::Call, bool) {
                let call = $crate::rpc::wire::Call {
                    game_id: r.game_id,
                    expected_version: r.expected_version,
                    request_id: r.request_id,
                };
                (call, r.accept)
            }

            fn abort_args(r: pb::AbortRequest) -> $crate::rpc::wire::Call {
                $crate::rpc::wire::Call {
                    game_id: r.game_id,
                    expected_version: r.expected_version,
                    request_id: r.request_id,
                }
            }

            fn claim_args(r: pb::ClaimVictoryRequest) -> ($crate::rpc::wire::Call, bool) {
                let call = $crate::rpc::wire::Call {
                    game_id: r.game_id,
                    expected_version: r.expected_version,
                    request_id: r.request_id,
                };
                (call, r.draw)
            }

            fn propose_takeback_args(r: pb::ProposeTakebackRequest) -> $crate::rpc::wire::Call {
                $crate::rpc::wire::Call {
                    game_id: r.game_id,
                    expected_version: r.expected_version,
                    request_id: r.request_id,
                }
            }

            fn answer_takeback_args(
                r: pb::AnswerTakebackRequest,
            ) -> ($crate::rpc::wire::Call, bool) {
                let call = $crate::rpc::wire::Call {
                    game_id: r.game_id,
                    expected_version: r.expected_version,
                    request_id: r.request_id,
                };
                (call, r.accept)
            }

            fn ping_reply() -> pb::PingResponse {
                pb::PingResponse {}
            }

            fn new_game_reply(
                reply: $crate::rpc::wire::NewGameReply<pb::Game>,
            ) -> pb::NewGameResponse {
                let mut tokens = reply.tokens.into_iter();
                pb::NewGameResponse {
                    game: Some(reply.game),
                    $($token: tokens.next().unwrap_or_default(),)+
                    invitations: reply
                        .invitations
                        .into_iter()
                        .map(|(side, code)| pb::Invitation { side, code })
                        .collect(),
                    director_token: reply.director_token,
                }
            }

            fn get_game_reply(
                game: $crate::session::answers::EncodedGame,
            ) -> pb::GetGameResponse {
                pb::GetGameResponse {
                    game: None,
                    encoded_game: Some(game),
                }
            }

            fn legal_reply(
                r: $crate::rpc::wire::LegalReply<pb::Game, pb::$action>,
            ) -> pb::LegalActionsResponse {
                pb::LegalActionsResponse {
                    game: r.game,
                    $legal_side: r.side_to_move,
                    actions: r.actions,
                    status: r.status,
                    end_reason: r.end_reason,
                    encoded_game: r.encoded_game,
                    encoded_actions: r.encoded_actions,
                }
            }

            fn encode_actions(actions: &[pb::$action]) -> Vec<u8> {
                pb::LegalActionsResponse::encode_actions(actions)
            }

            fn apply_reply(game: pb::Game, report: pb::$report) -> pb::ApplyActionResponse {
                pb::ApplyActionResponse {
                    game: Some(game),
                    result: Some(report),
                }
            }

            fn resign_reply(game: pb::Game) -> pb::ResignResponse {
                pb::ResignResponse { game: Some(game) }
            }

            fn history_reply(
                game: pb::Game,
                record: String,
                start_position: String,
                entries: Vec<pb::$entry>,
            ) -> pb::GetHistoryResponse {
                pb::GetHistoryResponse {
                    game: Some(game),
                    record,
                    start_position,
                    $history: entries,
                }
            }

            fn join_reply(game: pb::Game, side: i32, token: String) -> pb::JoinGameResponse {
                pb::JoinGameResponse {
                    game: Some(game),
                    side,
                    token,
                }
            }

            fn set_join_token(reply: &mut pb::JoinGameResponse, token: String) {
                reply.token = token;
            }

            fn revoke_reply(game: pb::Game) -> pb::RevokeInvitationResponse {
                pb::RevokeInvitationResponse { game: Some(game) }
            }

            fn offer_reply(game: pb::Game) -> pb::OfferDrawResponse {
                pb::OfferDrawResponse { game: Some(game) }
            }

            fn answer_reply(game: pb::Game) -> pb::AnswerDrawResponse {
                pb::AnswerDrawResponse { game: Some(game) }
            }

            fn abort_reply(game: pb::Game) -> pb::AbortResponse {
                pb::AbortResponse { game: Some(game) }
            }

            fn claim_reply(game: pb::Game) -> pb::ClaimVictoryResponse {
                pb::ClaimVictoryResponse { game: Some(game) }
            }

            fn propose_takeback_reply(game: pb::Game) -> pb::ProposeTakebackResponse {
                pb::ProposeTakebackResponse { game: Some(game) }
            }

            fn answer_takeback_reply(game: pb::Game) -> pb::AnswerTakebackResponse {
                pb::AnswerTakebackResponse { game: Some(game) }
            }

            fn watch_audience(update: $crate::rpc::wire::AudienceUpdate) -> pb::WatchGameResponse {
                pb::WatchGameResponse {
                    update: Some(pb::watch_game_response::Update::Audience(
                        $crate::rpc::audience::audience_pb(update),
                    )),
                    legal_actions: Vec::new(),
                }
            }

            fn watch_snapshot(game: pb::Game) -> pb::WatchGameResponse {
                pb::WatchGameResponse {
                    update: Some(pb::watch_game_response::Update::Snapshot(game)),
                    legal_actions: Vec::new(),
                }
            }

            fn watch_event(event: &[u8]) -> Result<pb::WatchGameResponse, prost::DecodeError> {
                use prost::Message as _;
                Ok(pb::WatchGameResponse {
                    update: Some(pb::watch_game_response::Update::Event(
                        pb::GameEvent::decode(event)?,
                    )),
                    legal_actions: Vec::new(),
                })
            }

            fn watch_legal(reply: &mut pb::WatchGameResponse, actions: Vec<pb::$action>) {
                reply.legal_actions = actions;
            }

            fn event(
                version: u64,
                action: String,
                change: pb::game_event::Change,
                game: pb::Game,
            ) -> Vec<u8> {
                use prost::Message as _;
                pb::GameEvent {
                    version,
                    action,
                    change: Some(change),
                    game: Some(game),
                }
                .encode_to_vec()
            }

            fn act_change(report: pb::$report) -> pb::game_event::Change {
                pb::game_event::Change::$act_change(report)
            }

            fn resign_change(side: i32) -> pb::game_event::Change {
                pb::game_event::Change::Resignation(pb::Resignation { side })
            }

            fn play_change(
                event: $crate::rpc::wire::PlayEvent,
                side: i32,
            ) -> pb::game_event::Change {
                use $crate::rpc::wire::PlayEvent;
                use pb::game_event::Change;
                let on = pb::SeatEvent { side };
                match event {
                    PlayEvent::SeatTaken => Change::SeatTaken(on),
                    PlayEvent::InvitationRevoked => Change::InvitationRevoked(on),
                    PlayEvent::DrawOffered => Change::DrawOffered(on),
                    PlayEvent::DrawDeclined => Change::DrawDeclined(on),
                    PlayEvent::DrawAgreed => Change::DrawAgreed(on),
                    PlayEvent::FlagFall => Change::FlagFall(on),
                    PlayEvent::Aborted => Change::Aborted(on),
                    PlayEvent::OpponentGone => Change::OpponentGone(on),
                    PlayEvent::OpponentBack => Change::OpponentBack(on),
                    PlayEvent::VictoryClaimed => Change::VictoryClaimed(on),
                    PlayEvent::DrawClaimed => Change::DrawClaimed(on),
                    PlayEvent::TakebackProposed => Change::TakebackProposed(on),
                    PlayEvent::TakebackDeclined => Change::TakebackDeclined(on),
                    PlayEvent::TakebackAccepted => Change::TakebackAccepted(on),
                    PlayEvent::Berserk => Change::Berserk(on),
                }
            }

            fn set_play(game: &mut pb::Game, play: $crate::rpc::wire::PlayShown) {
                use pb::time_control::Control;
                use $crate::rpc::wire::InvitationShown;
                use $crate::session::play::TimeControl;
                game.seats = play
                    .seats
                    .into_iter()
                    .map(|s| pb::SeatState {
                        side: s.side,
                        taken: s.taken,
                        invitation: match s.invitation {
                            InvitationShown::None => pb::InvitationStatus::Unspecified,
                            InvitationShown::Open => pb::InvitationStatus::Open,
                            InvitationShown::Used => pb::InvitationStatus::Used,
                            InvitationShown::Revoked => pb::InvitationStatus::Revoked,
                        }
                        .into(),
                        player_name: s.player_name,
                        rating: s.rating,
                        provisional: s.provisional,
                    })
                    .collect();
                game.clock = play.clock.map(|c| pb::Clock {
                    time_control: Some(pb::TimeControl {
                        control: Some(match c.control {
                            TimeControl::Fischer {
                                initial_ms,
                                increment_ms,
                            } => Control::Fischer(pb::Fischer {
                                initial_ms,
                                increment_ms,
                            }),
                            TimeControl::Delay {
                                initial_ms,
                                delay_ms,
                            } => Control::Delay(pb::SimpleDelay {
                                initial_ms,
                                delay_ms,
                            }),
                            TimeControl::PerTurn { per_turn_ms } => {
                                Control::PerTurn(pb::PerTurn { per_turn_ms })
                            }
                        }),
                    }),
                    sides: c
                        .sides
                        .into_iter()
                        .map(|(side, remaining_ms)| pb::SideClock { side, remaining_ms })
                        .collect(),
                    running: c.running,
                    taken_at_ms: c.taken_at_ms,
                    turn_started_ms: c.turn_started_ms,
                });
                game.draw_offered_by = play.draw_offered_by;
                game.server_time_ms = play.server_time_ms;
                game.deadline_ms = play.deadline_ms;
                game.started = play.started;
                game.rated = play.rated;
                game.abortable = play.abortable;
                game.opponent_gone = play.opponent_gone;
                game.claim_from_ms = play.claim_from_ms;
                game.takeback_proposed_by = play.takeback_proposed_by;
                game.takebacks_allowed = play.takebacks_allowed;
                game.rules = play.rules;
                game.move_limit = play.move_limit;
                game.berserked = play.berserked;
            }

            fn set_ending(game: &mut pb::Game, status: i32, reason: i32) {
                game.status = status;
                game.end_reason = reason;
            }

            fn time_only(game: pb::Game) -> pb::Game {
                pb::Game {
                    clock: game.clock,
                    server_time_ms: game.server_time_ms,
                    ..pb::Game::default()
                }
            }

            fn strip_time(game: &mut pb::Game) {
                game.clock = None;
                game.server_time_ms = 0;
            }

            fn new_game_request(
                position: String,
                bot: Option<$crate::rpc::wire::BotArgs>,
            ) -> pb::NewGameRequest {
                pb::NewGameRequest {
                    position,
                    bot: bot.map(|b| pb::BotOpponent {
                        side: b.side,
                        budget_ms: b.budget_ms,
                        iterations: b.iterations,
                    }),
                    ..pb::NewGameRequest::default()
                }
            }

            fn new_game_parts(reply: pb::NewGameResponse) -> (Option<pb::Game>, Vec<String>) {
                (reply.game, vec![$(reply.$token),+])
            }

            fn get_game_request(game_id: String) -> pb::GetGameRequest {
                pb::GetGameRequest { game_id }
            }

            fn get_game_parts(reply: pb::GetGameResponse) -> Option<pb::Game> {
                reply.game
            }

            fn history_request(game_id: String) -> pb::GetHistoryRequest {
                pb::GetHistoryRequest { game_id }
            }

            fn history_parts(
                reply: pb::GetHistoryResponse,
            ) -> (Option<pb::Game>, String, Vec<pb::$entry>) {
                (reply.game, reply.start_position, reply.$history)
            }

            fn watch_request(game_id: String, from_version: Option<u64>) -> pb::WatchGameRequest {
                pb::WatchGameRequest {
                    game_id,
                    from_version,
                    audience: false,
                    legal_actions: false,
                }
            }

            fn watch_parts(
                reply: pb::WatchGameResponse,
            ) -> Option<$crate::rpc::wire::WatchedPb<pb::Game>> {
                use pb::watch_game_response::Update;
                use $crate::rpc::wire::WatchedPb;
                Some(match reply.update? {
                    Update::Snapshot(game) => WatchedPb::Snapshot(game),
                    Update::Event(event) => WatchedPb::Event(event.game),
                    // Not asked for by these clients: no change of the game.
                    Update::Audience(_) => return None,
                })
            }

            fn apply_request(call: $crate::rpc::wire::Call, action: String) -> pb::ApplyActionRequest {
                pb::ApplyActionRequest {
                    game_id: call.game_id,
                    action,
                    expected_version: call.expected_version,
                    request_id: call.request_id,
                }
            }

            fn apply_parts(reply: pb::ApplyActionResponse) -> Option<pb::Game> {
                reply.game
            }

            fn resign_request(call: $crate::rpc::wire::Call) -> pb::ResignRequest {
                pb::ResignRequest {
                    game_id: call.game_id,
                    expected_version: call.expected_version,
                    request_id: call.request_id,
                }
            }

            fn resign_parts(reply: pb::ResignResponse) -> Option<pb::Game> {
                reply.game
            }

            fn seen(game: &pb::Game) -> $crate::rpc::wire::Seen {
                $crate::rpc::wire::Seen {
                    version: game.version,
                    side_to_move: game.$side_to_move,
                    status: game.status,
                    clocks_ms: game.clock.as_ref().map_or_else(Vec::new, |c| {
                        c.sides.iter().map(|side| side.remaining_ms).collect()
                    }),
                }
            }

            fn snapshot_id(game: &pb::Game) -> String {
                game.game_id.clone()
            }
        }
    };
}
