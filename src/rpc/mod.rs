//! The game-generic RPC layer: the shared operations of every game's gRPC service, written
//! once over the traits a game implements.
//!
//! - [`wire`] — [`Wire`]: a game's package of messages (the same names and field numbers in
//!   every package), implemented with one [`wire!`](crate::wire) invocation per game.
//! - [`Adapter`] — what only the game knows: its snapshot's rules fields, what an action
//!   did, its legal actions and history in its own messages.
//! - [`api`] — [`GameApi`]: `Ping`, `NewGame`, `GetGame`, `LegalActions`, `ApplyAction`,
//!   `Resign`, `GetHistory`, `WatchGame`, `JoinGame`, `RevokeInvitation`, `OfferDraw`,
//!   `AnswerDraw`, `Abort`, `ClaimVictory`, `ProposeTakeback`, `AnswerTakeback` for any
//!   game;
//!   [`game_service!`](crate::game_service) forwards a game's tonic service to them and adds
//!   the game's own RPCs.
//! - [`audience`] — `audience.v1`, the spectator counts and quick chat every game's
//!   `WatchGame` stream carries.
//! - [`localized`] — refusals in the caller's language (`google.rpc.LocalizedMessage`).
//! - [`watched`] — a middleware whose watcher sees (and may change) each call's response
//!   headers and trailers.
//! - [`snapshot`] — snapshots and events with the real-play fields, for any game.
//! - [`client`] — the same operations from the client side, for bots.
//! - [`codec`] — the protobuf codec of every generated service (smaller first buffers).
//! - [`replay`] — a record replayed position by position (`GetArchivedGame`'s `replay`), and
//!   [`Replays`], the replay of every game of a catalog.
//! - [`registry`] — [`Game`], the one trait a served game implements, and [`Catalog`], the
//!   list of games a server serves (see [`crate::games`]).

pub mod admission;
pub mod api;
pub mod args;
pub mod audience;
pub mod client;
pub mod codec;
pub mod gate;
pub mod localized;
pub mod registry;
pub mod replay;
pub mod shown;
pub mod snapshot;
pub mod watched;
pub mod wire;

pub use self::api::GameApi;
pub use self::registry::{Catalog, Game, Registry, Task, Visitor, run_for, same_name};
pub use self::replay::{ReadGame, Reader, ReplayStep, Replays};
pub use self::wire::Wire;

use crate::session::games::GameView;
use crate::session::play::Session;
use crate::store::GameId;

/// What only a game knows about its messages (its [`Wire`] knows the rest).
pub trait Adapter: Wire + Sized {
    /// The snapshot's fields of the rules' game (status and end reason as the rules say;
    /// `session`, for a game that shows more of it).
    fn bare_snapshot(
        id: &GameId,
        version: u64,
        game: &Self::Game,
        session: &Session,
    ) -> Self::Snapshot;
    /// The `GameStatus` and `EndReason` values of the rules' game.
    fn rules_ending(game: &Self::Game) -> (i32, i32);
    /// What an accepted action of `seat` did.
    fn report(applied: &Self::Applied, seat: Self::Seat) -> Self::ReportPb;
    /// Every legal action, in the engine's order.
    fn listed(game: &Self::Game) -> Vec<Self::ActionPb>;
    /// The start position in the game's notation.
    fn start_position(game: &Self::Game) -> String;
    /// The position now (within a turn, after its steps so far) in the game's notation, as
    /// the snapshot's `position` field shows it.
    fn position(game: &Self::Game) -> String;
    /// What was played, as `GetHistoryResponse` lists it (`session`: a game the session
    /// ended lists no turn after the one that ended it).
    fn entries(game: &Self::Game, session: &Session) -> Vec<Self::EntryPb>;
    /// The notation of every action in a history's entries, in order (clients).
    fn notations(entries: Vec<Self::EntryPb>) -> Vec<String>;
    /// The change watchers receive when `seat` took back `undone` (`view`: the game after
    /// it); `None` for a game without undo.
    fn undone_change(
        view: &GameView<Self>,
        seat: Self::Seat,
        undone: &Self::Action,
    ) -> Option<Self::Change> {
        let _ = (view, seat, undone);
        None
    }
    /// The number of action sequences of length `depth` from `game` (`arbiter perft`):
    /// the game's own count where it has a faster one.
    fn perft(game: &Self::Game, depth: u32) -> u64 {
        crate::ruleset::perft::<Self>(game, depth)
    }
}

/// `$server` (a generated tonic server, health's or reflection's) as every service of the
/// server is configured: decoding requests of at most `$max_in` bytes, encoding responses of at
/// most `$max_out`, and accepting and sending each compression of the slice `$compressions`.
#[macro_export]
macro_rules! limited {
    ($server:expr, $max_in:expr, $max_out:expr, $compressions:expr) => {{
        let mut server = $server
            .max_decoding_message_size($max_in)
            .max_encoding_message_size($max_out);
        for &encoding in $compressions {
            server = server.accept_compressed(encoding).send_compressed(encoding);
        }
        server
    }};
}

/// Writes a game's `pb` module: the code generated from its proto, the answers its module
/// `answers` writes by hand, and the file descriptor set for server reflection. `$folder` is
/// the proto's folder (`proto/<folder>/v1/`, or `tests/proto/<folder>/v1/` for a game the tests
/// serve): `build.rs` compiles its package `<folder>.v1` and writes its descriptor set
/// `<folder>_descriptor.bin` (included as `tonic::include_proto!` and
/// `tonic::include_file_descriptor_set!` would, from the folder's name).
#[macro_export]
macro_rules! game_protos {
    ($folder:literal) => {
        #[doc = concat!("Code generated from the proto package `", $folder, ".v1`.")]
        #[allow(missing_docs, clippy::all, clippy::pedantic)]
        pub mod pb {
            include!(concat!(env!("OUT_DIR"), "/", $folder, ".v1.rs"));
            pub use super::answers::{GetGameResponse, LegalActionsResponse};

            /// The encoded file descriptor set of the protos, for server reflection.
            pub const FILE_DESCRIPTOR_SET: &[u8] =
                include_bytes!(concat!(env!("OUT_DIR"), "/", $folder, "_descriptor.bin"));
        }
    };
}

#[macro_export]
macro_rules! game_service {
    ($ruleset:ty, $server:ident, $service:ident, { $($own:tt)* }) => {
        impl $crate::rpc::Game for $ruleset {
            const DESCRIPTOR: &'static [u8] = pb::FILE_DESCRIPTOR_SET;

            fn serve<S: $crate::store::GameStore>(registry: &mut $crate::rpc::Registry<S>) {
                let api = registry.api::<$ruleset>();
                let server = $crate::limited!(
                    $server::new(api),
                    registry.max_request_bytes,
                    registry.max_response_bytes,
                    registry.compressions
                );
                registry.add(server, <Self as $crate::rpc::Game>::DESCRIPTOR);
            }
        }

        #[tonic::async_trait]
        impl<S: $crate::store::GameStore> $service for $crate::rpc::GameApi<$ruleset, S> {
            async fn ping(
                &self,
                request: tonic::Request<pb::PingRequest>,
            ) -> Result<tonic::Response<pb::PingResponse>, tonic::Status> {
                $crate::rpc::GameApi::ping(self, request).await
            }

            async fn new_game(
                &self,
                request: tonic::Request<pb::NewGameRequest>,
            ) -> Result<tonic::Response<pb::NewGameResponse>, tonic::Status> {
                $crate::rpc::GameApi::new_game(self, request).await
            }

            async fn get_game(
                &self,
                request: tonic::Request<pb::GetGameRequest>,
            ) -> Result<tonic::Response<pb::GetGameResponse>, tonic::Status> {
                $crate::rpc::GameApi::get_game(self, request).await
            }

            async fn legal_actions(
                &self,
                request: tonic::Request<pb::LegalActionsRequest>,
            ) -> Result<tonic::Response<pb::LegalActionsResponse>, tonic::Status> {
                $crate::rpc::GameApi::legal_actions(self, request).await
            }

            async fn apply_action(
                &self,
                request: tonic::Request<pb::ApplyActionRequest>,
            ) -> Result<tonic::Response<pb::ApplyActionResponse>, tonic::Status> {
                $crate::rpc::GameApi::apply_action(self, request).await
            }

            async fn resign(
                &self,
                request: tonic::Request<pb::ResignRequest>,
            ) -> Result<tonic::Response<pb::ResignResponse>, tonic::Status> {
                $crate::rpc::GameApi::resign(self, request).await
            }

            async fn get_history(
                &self,
                request: tonic::Request<pb::GetHistoryRequest>,
            ) -> Result<tonic::Response<pb::GetHistoryResponse>, tonic::Status> {
                $crate::rpc::GameApi::get_history(self, request).await
            }

            type WatchGameStream = $crate::session::stream::BoxStream<pb::WatchGameResponse>;

            async fn watch_game(
                &self,
                request: tonic::Request<pb::WatchGameRequest>,
            ) -> Result<tonic::Response<Self::WatchGameStream>, tonic::Status> {
                $crate::rpc::GameApi::watch_game(self, request).await
            }

            async fn join_game(
                &self,
                request: tonic::Request<pb::JoinGameRequest>,
            ) -> Result<tonic::Response<pb::JoinGameResponse>, tonic::Status> {
                $crate::rpc::GameApi::join_game(self, request).await
            }

            async fn revoke_invitation(
                &self,
                request: tonic::Request<pb::RevokeInvitationRequest>,
            ) -> Result<tonic::Response<pb::RevokeInvitationResponse>, tonic::Status> {
                $crate::rpc::GameApi::revoke_invitation(self, request).await
            }

            async fn offer_draw(
                &self,
                request: tonic::Request<pb::OfferDrawRequest>,
            ) -> Result<tonic::Response<pb::OfferDrawResponse>, tonic::Status> {
                $crate::rpc::GameApi::offer_draw(self, request).await
            }

            async fn answer_draw(
                &self,
                request: tonic::Request<pb::AnswerDrawRequest>,
            ) -> Result<tonic::Response<pb::AnswerDrawResponse>, tonic::Status> {
                $crate::rpc::GameApi::answer_draw(self, request).await
            }

            async fn abort(
                &self,
                request: tonic::Request<pb::AbortRequest>,
            ) -> Result<tonic::Response<pb::AbortResponse>, tonic::Status> {
                $crate::rpc::GameApi::abort(self, request).await
            }

            async fn claim_victory(
                &self,
                request: tonic::Request<pb::ClaimVictoryRequest>,
            ) -> Result<tonic::Response<pb::ClaimVictoryResponse>, tonic::Status> {
                $crate::rpc::GameApi::claim_victory(self, request).await
            }

            async fn propose_takeback(
                &self,
                request: tonic::Request<pb::ProposeTakebackRequest>,
            ) -> Result<tonic::Response<pb::ProposeTakebackResponse>, tonic::Status> {
                $crate::rpc::GameApi::propose_takeback(self, request).await
            }

            async fn answer_takeback(
                &self,
                request: tonic::Request<pb::AnswerTakebackRequest>,
            ) -> Result<tonic::Response<pb::AnswerTakebackResponse>, tonic::Status> {
                $crate::rpc::GameApi::answer_takeback(self, request).await
            }


            $($own)*
        }
    };
}
