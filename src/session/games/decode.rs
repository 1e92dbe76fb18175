//! Decoding a stored game (its session, its rules' game, a view of it), and the refusal of a
//! game that is not there.

use crate::ruleset::Ruleset;
use crate::session::error::ServiceError;
use crate::session::play::Session;
use crate::session::view::GameView;
use crate::store::{GameId, StoredGame};

pub(super) fn not_found(id: &GameId) -> ServiceError {
    ServiceError::GameNotFound {
        game_id: id.to_string(),
    }
}

pub(super) fn decode_session(id: &GameId, bytes: &[u8]) -> Result<Session, ServiceError> {
    Session::decode(bytes)
        .map_err(|e| ServiceError::Internal(format!("stored game {id} does not decode: {e}")))
}

pub(super) fn decode<R: Ruleset>(
    id: &GameId,
    stored: &StoredGame,
) -> Result<(Session, R::Game), ServiceError> {
    if stored.kind != R::NAME {
        return Err(not_found(id));
    }
    let session = decode_session(id, &stored.session)?;
    let game = R::decode(&stored.state)
        .map_err(|e| ServiceError::Internal(format!("stored game {id} does not decode: {e}")))?;
    Ok((session, game))
}

/// A stored game as a view at its version, read at `now_ms`.
pub(super) fn stored_view<R: Ruleset>(
    id: GameId,
    stored: StoredGame,
    now_ms: u64,
) -> Result<GameView<R>, ServiceError> {
    let (session, game) = decode::<R>(&id, &stored)?;
    Ok(GameView::at(
        id,
        stored.version,
        game,
        session,
        stored.seats,
        now_ms,
    ))
}
