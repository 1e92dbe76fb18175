//! A call's identifiers and retries: request and game ids as the client sends them, the
//! fingerprint of a request, and answering a retried request from its record.

use sha2::{Digest, Sha256};

use super::error::{ExpiredOutcome, ServiceError};
use super::view::{Acted, ChangeRequest};
use crate::store::{GameId, RetryRecord};

/// The longest accepted request id.
pub const MAX_REQUEST_ID_LEN: usize = 128;

/// Checks a request id: empty means none; otherwise 1 to 128 printable ASCII characters.
///
/// # Errors
/// `InvalidArgument` for anything else.
pub fn parse_request_id(text: &str) -> Result<Option<&str>, ServiceError> {
    if text.is_empty() {
        return Ok(None);
    }
    if text.len() > MAX_REQUEST_ID_LEN || !text.bytes().all(|b| b.is_ascii_graphic()) {
        return Err(ServiceError::invalid(
            "request_id",
            "INVALID_REQUEST_ID",
            format!(
                "a request id is 1 to {MAX_REQUEST_ID_LEN} printable ASCII characters without spaces"
            ),
        ));
    }
    Ok(Some(text))
}

/// Parses a game id field.
///
/// # Errors
/// `InvalidArgument` when empty or malformed.
pub fn parse_game_id(field: &'static str, text: &str) -> Result<GameId, ServiceError> {
    if text.is_empty() {
        return Err(ServiceError::missing(field));
    }
    text.parse().map_err(|e: crate::store::ParseGameIdError| {
        ServiceError::invalid(field, "INVALID_GAME_ID", e.to_string())
    })
}

pub(super) fn fingerprint(method: &str, seat: usize, args: &[u8]) -> [u8; 32] {
    let mut hasher = Sha256::new();
    hasher.update(method.as_bytes());
    hasher.update([0]);
    hasher.update(u64::try_from(seat).unwrap_or(u64::MAX).to_le_bytes());
    hasher.update(args);
    hasher.finalize().into()
}

/// The fingerprint's part kept in a retry record.
pub(super) fn fingerprint_tag(print: &[u8; 32]) -> [u8; 8] {
    let mut tag = [0; 8];
    tag.copy_from_slice(&print[..8]);
    tag
}

pub(super) fn replay<T: prost::Message + Default>(
    record: &RetryRecord,
    expected: &[u8; 32],
    request_id: &str,
) -> Result<Acted<T>, ServiceError> {
    if record.fingerprint != fingerprint_tag(expected) {
        return Err(ServiceError::RequestIdReused {
            request_id: request_id.to_owned(),
        });
    }
    let Some(reply) = &record.reply else {
        return Err(ServiceError::RequestExpired {
            request_id: request_id.to_owned(),
            outcome: ExpiredOutcome::Applied {
                version: record.version,
            },
        });
    };
    let reply = T::decode(reply.as_slice())
        .map_err(|e| ServiceError::Internal(format!("stored reply does not decode: {e}")))?;
    Ok(Acted {
        reply,
        replayed: true,
    })
}

/// The refusal of a request whose `expected_version` is not the game's `current` one: a
/// version conflict, unless the request carries an id and may have been applied and its
/// record dropped since (its version is below the game's retry floor).
pub(super) fn stale(
    action: &ChangeRequest<'_>,
    expected: u64,
    current: u64,
    retry_floor: u64,
) -> ServiceError {
    match action.request_id {
        Some(request_id) if expected < retry_floor => ServiceError::RequestExpired {
            request_id: request_id.to_owned(),
            outcome: ExpiredOutcome::Unknown { expected, current },
        },
        _ => ServiceError::VersionConflict { expected, current },
    }
}
