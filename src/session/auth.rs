//! Seat tokens: 128 random bits handed out once per seat at `NewGame`, sent back as
//! `authorization: Bearer <token>`, stored only as hashes (SHA-256 truncated to 16 bytes; see
//! [`SeatHash`] for why that is enough) and compared in constant time; and invitation codes
//! ([`InvitationCode`]), the other credential a seat is taken with, stored the same way. Neither
//! is ever logged (their `Debug` is redacted).

use std::fmt;

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use sha2::{Digest, Sha256};
use subtle::ConstantTimeEq;
use tonic::metadata::MetadataMap;

use super::error::ServiceError;
use crate::store::SeatHash;

/// A seat's secret token.
#[derive(Clone, PartialEq, Eq)]
pub struct SeatToken([u8; 16]);

impl fmt::Debug for SeatToken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("SeatToken(..)")
    }
}

impl SeatToken {
    /// A fresh random token.
    ///
    /// # Errors
    /// The operating system's random source failed.
    pub fn random() -> Result<SeatToken, getrandom::Error> {
        let mut bytes = [0u8; 16];
        getrandom::fill(&mut bytes)?;
        Ok(SeatToken(bytes))
    }

    /// The token of these bits (a token derived from an invitation code).
    #[must_use]
    pub fn from_bytes(bytes: [u8; 16]) -> SeatToken {
        SeatToken(bytes)
    }

    /// The token as given to its holder: 22 URL-safe base64 characters.
    #[must_use]
    pub fn reveal(&self) -> String {
        URL_SAFE_NO_PAD.encode(self.0)
    }

    /// The hash kept in the store: the first 16 bytes of the token's SHA-256.
    #[must_use]
    pub fn hash(&self) -> SeatHash {
        let digest: [u8; 32] = Sha256::digest(self.0).into();
        let (first, _) = digest.split_first_chunk::<16>().unwrap_or((&[0; 16], &[]));
        SeatHash(*first)
    }

    /// Reads a token from its text form (`None`: not one).
    #[must_use]
    pub fn parse(text: &str) -> Option<SeatToken> {
        if text.len() != 22 {
            return None;
        }
        let bytes: [u8; 16] = URL_SAFE_NO_PAD.decode(text).ok()?.try_into().ok()?;
        Some(SeatToken(bytes))
    }

    /// The token of a request's `authorization: Bearer <token>` metadata.
    ///
    /// # Errors
    /// `Unauthenticated` when the header is missing, malformed, or sent more than once.
    pub fn from_metadata(metadata: &MetadataMap) -> Result<SeatToken, ServiceError> {
        SeatToken::from_headers(metadata.as_ref())
    }

    /// The seat token of a call that may instead act as its signed-in player: the token of
    /// its `authorization` header when it has one; `None` when it has none but a signed-in
    /// `player` (who then acts for the seat bound to them).
    ///
    /// # Errors
    /// As [`SeatToken::from_metadata`] (a missing header only when there is no player).
    pub fn of_call(
        metadata: &MetadataMap,
        player: Option<&super::play::SeatPlayer>,
    ) -> Result<Option<SeatToken>, ServiceError> {
        if player.is_some() && metadata.get("authorization").is_none() {
            return Ok(None);
        }
        SeatToken::from_metadata(metadata).map(Some)
    }

    /// [`SeatToken::from_metadata`] on HTTP headers.
    ///
    /// # Errors
    /// `Unauthenticated` when the header is missing, malformed, or sent more than once
    /// (ambiguous credentials are refused rather than picking one).
    pub fn from_headers(headers: &http::HeaderMap) -> Result<SeatToken, ServiceError> {
        let malformed = || {
            ServiceError::Unauthenticated(
                "malformed authorization: expected `Bearer <token>` with the 22-character seat token"
                    .into(),
            )
        };
        SeatToken::parse(&bearer_in(headers)?).ok_or_else(malformed)
    }

    /// The credential of a request's one `authorization: Bearer <credential>` header, as
    /// text (an invitation code, for `JoinGame`).
    ///
    /// # Errors
    /// As [`SeatToken::from_headers`].
    pub fn bearer(metadata: &MetadataMap) -> Result<String, ServiceError> {
        bearer_in(metadata.as_ref())
    }

    /// The seat (index into `seats`) this token holds, comparing against every seat in
    /// constant time.
    #[must_use]
    pub fn seat_in(&self, seats: &[SeatHash]) -> Option<usize> {
        let hash = self.hash();
        let mut found = None;
        for (index, seat) in seats.iter().enumerate() {
            if bool::from(hash.0.ct_eq(&seat.0)) {
                found = Some(index);
            }
        }
        found
    }
}

/// The header that carries a signed-in player's session token on game calls (the
/// `authorization` header carries the seat token or the invitation code).
pub const PLAYER_SESSION_HEADER: &str = "x-player-session";

/// Resolves a player session token (of [`PLAYER_SESSION_HEADER`]) to the signed-in player:
/// with `Some(game)` (a game's service short name, e.g. `hnefatafl`), with the player's
/// rating in that game, for binding a seat; with `None`, only the id and name, for checking
/// who acts. Fails with `NOT_SIGNED_IN` for an unknown, expired or revoked session.
pub type IdentityHook = std::sync::Arc<
    dyn Fn(
            String,
            Option<&'static str>,
        ) -> futures_util::future::BoxFuture<
            'static,
            Result<super::play::SeatPlayer, ServiceError>,
        > + Send
        + Sync,
>;

/// Finds a player by name (without regard to case): their id, name as written and, with
/// `Some(game)`, their rating in that game. Fails with `PLAYER_NOT_FOUND` for no such
/// account. The lobby's challenges name the player challenged with it.
pub type PlayerLookup = IdentityHook;

/// Whether the player of an id has a bot account.
pub type BotCheck = std::sync::Arc<
    dyn Fn(i64) -> futures_util::future::BoxFuture<'static, Result<bool, ServiceError>>
        + Send
        + Sync,
>;

/// The call's signed-in player, from its `x-player-session` header resolved by `identity`
/// (`None`: a guest's call, no header); `game`: with the player's rating in that game.
///
/// # Errors
/// `UNAUTHENTICATED` for a malformed header, `NOT_SIGNED_IN` for a session that is not
/// valid (or a server without accounts), `DATABASE_UNAVAILABLE`.
pub async fn signed_in_player(
    metadata: &MetadataMap,
    identity: Option<&IdentityHook>,
    game: Option<&'static str>,
) -> Result<Option<super::play::SeatPlayer>, ServiceError> {
    let Some(token) = player_session(metadata)? else {
        return Ok(None);
    };
    let Some(identity) = identity else {
        return Err(ServiceError::NotSignedIn(
            "this server keeps no player accounts: send no player session".into(),
        ));
    };
    identity(token, game).await.map(Some)
}

/// The session token of the call's one `x-player-session` header (`None`: no header, a
/// guest's call). Never logged.
///
/// # Errors
/// `UNAUTHENTICATED` when the header is sent twice, is not text or is empty.
pub fn player_session(metadata: &MetadataMap) -> Result<Option<String>, ServiceError> {
    let mut values = metadata.as_ref().get_all(PLAYER_SESSION_HEADER).iter();
    let Some(first) = values.next() else {
        return Ok(None);
    };
    if values.next().is_some() {
        return Err(ServiceError::Unauthenticated(format!(
            "ambiguous player session: send one `{PLAYER_SESSION_HEADER}` header"
        )));
    }
    let text = first.to_str().map_err(|_| {
        ServiceError::Unauthenticated(format!(
            "malformed `{PLAYER_SESSION_HEADER}`: expected the session token of SignIn"
        ))
    })?;
    let text = text.trim();
    let text = text
        .strip_prefix("Bearer ")
        .or_else(|| text.strip_prefix("bearer "))
        .unwrap_or(text)
        .trim();
    if text.is_empty() {
        return Err(ServiceError::Unauthenticated(format!(
            "empty `{PLAYER_SESSION_HEADER}`: send the session token of SignIn"
        )));
    }
    Ok(Some(text.to_owned()))
}

/// The text after `Bearer ` of the one `authorization` header.
fn bearer_in(headers: &http::HeaderMap) -> Result<String, ServiceError> {
    let mut values = headers.get_all(http::header::AUTHORIZATION).iter();
    let first = values.next();
    let more = values.count();
    if more > 0 {
        return Err(ServiceError::Unauthenticated(format!(
            "ambiguous credentials: {} authorization headers; send exactly one \
             `authorization: Bearer <token>`",
            more + 1
        )));
    }
    let value = first.ok_or_else(|| {
        ServiceError::Unauthenticated(
            "this call acts for a seat: send the seat token as `authorization: Bearer <token>`"
                .into(),
        )
    })?;
    let malformed = || {
        ServiceError::Unauthenticated(
            "malformed authorization: expected `Bearer <token>` with the 22-character seat token"
                .into(),
        )
    };
    let text = value.to_str().map_err(|_| malformed())?.trim();
    let (scheme, token) = text.split_once(' ').ok_or_else(malformed)?;
    if !scheme.eq_ignore_ascii_case("bearer") {
        return Err(malformed());
    }
    Ok(token.trim().to_owned())
}

/// An invitation code: 128 random bits, shown once at `NewGame`, stored only as a hash.
#[derive(Clone, PartialEq, Eq)]
pub struct InvitationCode([u8; 16]);

impl std::fmt::Debug for InvitationCode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("InvitationCode(..)")
    }
}

impl InvitationCode {
    /// A fresh random code.
    ///
    /// # Errors
    /// The operating system's random source failed.
    pub fn random() -> Result<InvitationCode, getrandom::Error> {
        let mut bytes = [0u8; 16];
        getrandom::fill(&mut bytes)?;
        Ok(InvitationCode(bytes))
    }

    /// The code as given to its holder: 22 URL-safe base64 characters.
    #[must_use]
    pub fn reveal(&self) -> String {
        URL_SAFE_NO_PAD.encode(self.0)
    }

    /// Reads a code from its text form.
    #[must_use]
    pub fn parse(text: &str) -> Option<InvitationCode> {
        if text.len() != 22 {
            return None;
        }
        let bytes: [u8; 16] = URL_SAFE_NO_PAD.decode(text).ok()?.try_into().ok()?;
        Some(InvitationCode(bytes))
    }

    /// The stored hash: the first 16 bytes of SHA-256 over a domain label and the code, so
    /// that a code's hash never equals a seat token's.
    #[must_use]
    pub fn hash(&self) -> SeatHash {
        let mut hasher = Sha256::new();
        // The label keeps the service's former name: changing it would change every stored
        // hash, and the invitation codes already handed out would stop working.
        hasher.update(b"hanniball invitation\0");
        hasher.update(self.0);
        let digest: [u8; 32] = hasher.finalize().into();
        let (first, _) = digest.split_first_chunk::<16>().unwrap_or((&[0; 16], &[]));
        SeatHash(*first)
    }

    /// The seat token a join with this code and `request_id` hands out: derived, so that a
    /// retried join (same code, same request id) is answered with the same token without the
    /// token ever being stored; random without a request id.
    ///
    /// # Errors
    /// The operating system's random source failed.
    pub fn token_bytes(&self, request_id: Option<&str>) -> Result<[u8; 16], getrandom::Error> {
        let Some(request_id) = request_id else {
            let mut bytes = [0u8; 16];
            getrandom::fill(&mut bytes)?;
            return Ok(bytes);
        };
        let mut hasher = Sha256::new();
        // The former name, kept: a retried join must derive the token it derived before.
        hasher.update(b"hanniball seat token\0");
        hasher.update(self.0);
        hasher.update(request_id.as_bytes());
        let digest: [u8; 32] = hasher.finalize().into();
        let (first, _) = digest.split_first_chunk::<16>().unwrap_or((&[0; 16], &[]));
        Ok(*first)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn metadata(value: &str) -> MetadataMap {
        let mut m = MetadataMap::new();
        m.insert("authorization", value.parse().unwrap());
        m
    }

    #[test]
    fn player_sessions_parse() {
        assert_eq!(player_session(&MetadataMap::new()).unwrap(), None);
        let mut m = MetadataMap::new();
        m.insert(PLAYER_SESSION_HEADER, "abc".parse().unwrap());
        assert_eq!(player_session(&m).unwrap().as_deref(), Some("abc"));
        m.insert(PLAYER_SESSION_HEADER, "Bearer abc".parse().unwrap());
        assert_eq!(player_session(&m).unwrap().as_deref(), Some("abc"));
        m.append(PLAYER_SESSION_HEADER, "def".parse().unwrap());
        assert!(player_session(&m).is_err(), "two headers");
        let mut m = MetadataMap::new();
        m.insert(PLAYER_SESSION_HEADER, " ".parse().unwrap());
        assert!(player_session(&m).is_err(), "empty");
    }

    #[test]
    fn bearer_tokens_parse() {
        let token = SeatToken::random().unwrap();
        let parsed =
            SeatToken::from_metadata(&metadata(&format!("Bearer {}", token.reveal()))).unwrap();
        assert_eq!(parsed, token);
        let parsed =
            SeatToken::from_metadata(&metadata(&format!("bearer  {} ", token.reveal()))).unwrap();
        assert_eq!(parsed, token);
    }

    #[test]
    fn bad_headers_are_unauthenticated() {
        assert!(SeatToken::from_metadata(&MetadataMap::new()).is_err());
        for bad in [
            "",
            "Bearer",
            "Bearer abc",
            "Basic AAAAAAAAAAAAAAAAAAAAAA",
            "AAAAAAAAAAAAAAAAAAAAAA",
        ] {
            assert!(
                matches!(
                    SeatToken::from_metadata(&metadata(bad)),
                    Err(ServiceError::Unauthenticated(_))
                ),
                "{bad:?}"
            );
        }
    }

    #[test]
    fn two_authorization_headers_are_refused_even_if_both_are_valid() {
        let token = SeatToken::random().unwrap();
        let bearer = format!("Bearer {}", token.reveal());
        let mut m = metadata(&bearer);
        m.append("authorization", bearer.parse().unwrap());
        let Err(ServiceError::Unauthenticated(message)) = SeatToken::from_metadata(&m) else {
            panic!("two headers must be refused");
        };
        assert!(message.contains("ambiguous credentials: 2"), "{message}");
        let mut m = metadata(&bearer);
        m.append(
            "authorization",
            "Bearer AAAAAAAAAAAAAAAAAAAAAA".parse().unwrap(),
        );
        assert!(SeatToken::from_metadata(&m).is_err());
    }

    #[test]
    fn seats_are_found_by_hash() {
        let white = SeatToken::random().unwrap();
        let black = SeatToken::random().unwrap();
        let other = SeatToken::random().unwrap();
        let seats = [white.hash(), black.hash()];
        assert_eq!(white.seat_in(&seats), Some(0));
        assert_eq!(black.seat_in(&seats), Some(1));
        assert_eq!(other.seat_in(&seats), None);
        assert!(!format!("{white:?}").contains(&white.reveal()));
    }

    #[test]
    fn the_seat_comparison_looks_at_every_byte_of_every_seat() {
        let token = SeatToken::random().unwrap();
        let hash = token.hash();
        // A hash that differs in any one byte, first, middle or last, is another seat.
        for at in [0, 1, 7, 8, 14, 15] {
            for flip in [0x01, 0x80, 0xff] {
                let mut near = hash;
                near.0[at] ^= flip;
                assert_eq!(token.seat_in(&[near]), None, "byte {at} ^ {flip:#x}");
                assert_eq!(token.seat_in(&[near, hash]), Some(1));
            }
        }
        // No early exit: every seat is compared, so a match in seat 0 does not end the scan
        // (with two equal seats the last one is reported).
        assert_eq!(token.seat_in(&[hash, hash]), Some(1));
        assert_eq!(token.seat_in(&[]), None);
    }

    #[test]
    fn codes_hash_apart_from_tokens() {
        let code = InvitationCode::random().unwrap();
        assert_eq!(InvitationCode::parse(&code.reveal()), Some(code.clone()));
        let same = code.token_bytes(Some("r1")).unwrap();
        assert_eq!(same, code.token_bytes(Some("r1")).unwrap());
        assert_ne!(same, code.token_bytes(Some("r2")).unwrap());
        assert!(!format!("{code:?}").contains(&code.reveal()));
    }
}
