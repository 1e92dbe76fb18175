//! Ids: a game's id and the hash of a seat token.

use std::fmt;
use std::str::FromStr;

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;

/// A game id: 128 random bits, written as 22 URL-safe base64 characters without padding.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GameId([u8; 16]);

impl GameId {
    /// A fresh random id.
    ///
    /// # Errors
    /// The operating system's random source failed.
    pub fn random() -> Result<GameId, getrandom::Error> {
        let mut bytes = [0u8; 16];
        getrandom::fill(&mut bytes)?;
        Ok(GameId(bytes))
    }

    /// The id's bits.
    #[must_use]
    pub fn as_bytes(&self) -> &[u8; 16] {
        &self.0
    }

    /// The id of the game that follows this one as `label` says (e.g. its rematch): the
    /// same for every caller, and as unlikely to meet another id as a random one (the first
    /// 128 bits of a SHA-256).
    #[must_use]
    pub fn derived(&self, label: &str) -> GameId {
        use sha2::Digest as _;
        let mut hasher = sha2::Sha256::new();
        hasher.update(label.as_bytes());
        hasher.update([0]);
        hasher.update(self.0);
        let digest: [u8; 32] = hasher.finalize().into();
        let mut bytes = [0u8; 16];
        bytes.copy_from_slice(&digest[..16]);
        GameId(bytes)
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&URL_SAFE_NO_PAD.encode(self.0))
    }
}

impl fmt::Debug for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "GameId({self})")
    }
}

/// Why a text is not a game id.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("a game id is 22 URL-safe base64 characters (A-Z a-z 0-9 - _), got {0:?}")]
pub struct ParseGameIdError(String);

impl FromStr for GameId {
    type Err = ParseGameIdError;

    fn from_str(s: &str) -> Result<GameId, ParseGameIdError> {
        let err = || {
            let shown: String = s.chars().take(40).collect();
            ParseGameIdError(shown)
        };
        if s.len() != 22 {
            return Err(err());
        }
        let bytes = URL_SAFE_NO_PAD.decode(s).map_err(|_| err())?;
        let bytes: [u8; 16] = bytes.try_into().map_err(|_| err())?;
        let id = GameId(bytes);
        // Reject non-canonical spellings (trailing bits set), so one game has one id.
        if id.to_string() != s {
            return Err(err());
        }
        Ok(id)
    }
}

/// The hash of a seat token (the first 16 bytes of its SHA-256); the token itself is never
/// stored.
///
/// 16 bytes are enough: a token is 128 random bits, so finding a token that matches a stored
/// hash (a preimage) costs about 2^128 hash evaluations whether the hash keeps 128 or 256
/// bits, and collisions between hashes do not matter because nobody can choose a token.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct SeatHash(pub [u8; 16]);

impl fmt::Debug for SeatHash {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("SeatHash(..)")
    }
}
