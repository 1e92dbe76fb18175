//! The gRPC service: generated code ([`pb`]), the game-neutral session logic ([`games`]), seat
//! tokens ([`auth`]), errors ([`error`]), conversions ([`convert`]), watch streams
//! ([`stream`]) and the Hanniball handlers ([`HanniballApi`]).

pub mod auth;
pub mod convert;
pub mod error;
pub mod games;
mod hanniball;
pub mod stream;

use std::future::Future;
use std::time::Instant;

use tonic::{Code, Response, Status};
use tracing::Instrument as _;
use tracing::field::Empty;

pub use self::error::ServiceError;
pub use self::hanniball::HanniballApi;

/// Code generated from `proto/hanniball/v1/hanniball.proto`.
#[allow(missing_docs, clippy::all, clippy::pedantic)]
pub mod pb {
    tonic::include_proto!("hanniball.v1");

    /// The encoded file descriptor set of the protos, for server reflection.
    pub const FILE_DESCRIPTOR_SET: &[u8] =
        tonic::include_file_descriptor_set!("hanniball_descriptor");
}

/// Runs one RPC inside its own span (`rpc` with `method`, `game_id`, `outcome`) and turns its
/// error into a status. Client errors are logged at `info`, unavailability at `warn`, internal
/// errors (with their details, which the client does not get) at `error`.
async fn traced<T>(
    method: &'static str,
    game_id: &str,
    call: impl Future<Output = Result<T, ServiceError>>,
) -> Result<Response<T>, Status> {
    let span = tracing::info_span!(
        "rpc",
        method,
        game_id = Empty,
        outcome = Empty,
        replayed = Empty
    );
    if !game_id.is_empty() {
        span.record("game_id", game_id);
    }
    let started = Instant::now();
    let result = call.instrument(span.clone()).await;
    let elapsed_us = u64::try_from(started.elapsed().as_micros()).unwrap_or(u64::MAX);
    let _entered = span.enter();
    match result {
        Ok(reply) => {
            span.record("outcome", "ok");
            tracing::debug!(elapsed_us, "rpc done");
            Ok(Response::new(reply))
        }
        Err(error) => {
            span.record("outcome", error.reason());
            match error.code() {
                Code::Internal => tracing::error!(elapsed_us, ?error, "rpc failed"),
                Code::Unavailable => tracing::warn!(elapsed_us, %error, ?error, "rpc failed"),
                _ => tracing::info!(elapsed_us, %error, "rpc refused"),
            }
            Err(error.into())
        }
    }
}
