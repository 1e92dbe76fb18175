//! The game-neutral machinery every game's gRPC adapter is built on: creating, loading and
//! acting on games with seats, versions and idempotent retries ([`games`]), seat tokens
//! ([`auth`]), the error model ([`error`]), watch streams ([`stream`]) and the per-call span
//! ([`traced`]), and how a game ended whatever ended it ([`ending`]). Nothing here names a game.

pub mod answers;
pub mod auth;
pub mod clock;
pub mod ending;
pub mod error;
pub mod games;
pub mod play;
pub mod pool;
pub mod record;
pub mod requests;
pub mod shutdown;
pub mod stream;
pub mod view;

use std::future::Future;
use std::time::Instant;

use tonic::{Code, Response, Status};
use tracing::Instrument as _;
use tracing::field::Empty;

pub use self::error::ServiceError;

/// Runs one RPC inside its own span (`rpc` with `method`, `game_id`, `outcome`) and turns its
/// error into a status. Client errors are logged at `info`, unavailability at `warn`, internal
/// errors (with their details, which the client does not get) at `error`.
pub async fn traced<T>(
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
