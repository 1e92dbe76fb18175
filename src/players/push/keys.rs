//! The server's VAPID key pair (RFC 8292): given by configuration (`--vapid-private-key`), or
//! made once at random by the first replica that needs it and kept in the database
//! (`server_secrets`, name `vapid_key`), so that every replica signs with the same key and a
//! restart keeps the browsers' subscriptions valid (a subscription is bound to the key it was
//! made with).
//!
//! The private key is never logged nor returned; only its public half leaves the server.

use std::sync::Arc;

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use sqlx::Row as _;
use tokio::sync::OnceCell;
use web_push_native::jwt_simple::algorithms::{
    ECDSAP256KeyPairLike as _, ECDSAP256PublicKeyLike as _, ES256KeyPair,
};
use web_push_native::jwt_simple::prelude::{Claims, Duration as JwtDuration};

use crate::players::db::Database;
use crate::players::db_error;
use crate::session::ServiceError;

/// How long a VAPID signature is valid (RFC 8292 allows at most 24 hours).
const SIGNATURE_HOURS: u64 = 12;

/// A VAPID key pair: the private key's 32 bytes stay inside.
#[derive(Clone)]
pub struct VapidKey {
    pair: Arc<ES256KeyPair>,
    /// The public key, uncompressed (65 bytes), base64url without padding.
    public: Arc<str>,
}

debug_fields!(VapidKey { public });

impl VapidKey {
    /// The key whose private half is `raw` (32 bytes).
    ///
    /// # Errors
    /// `raw` is not a P-256 private key.
    pub fn from_private(raw: &[u8]) -> Result<VapidKey, String> {
        let pair = ES256KeyPair::from_bytes(raw)
            .map_err(|_| "not a P-256 private key (32 bytes)".to_owned())?;
        let public = URL_SAFE_NO_PAD.encode(pair.public_key().public_key().to_bytes_uncompressed());
        Ok(VapidKey {
            pair: Arc::new(pair),
            public: public.into(),
        })
    }

    /// The key written as `text`: the 32 bytes of the private key in base64url (padding
    /// optional), as `--vapid-private-key` takes it.
    ///
    /// # Errors
    /// Not base64url, or not a P-256 private key.
    pub fn from_text(text: &str) -> Result<VapidKey, String> {
        let raw = URL_SAFE_NO_PAD
            .decode(text.trim().trim_end_matches('='))
            .map_err(|_| "not base64url".to_owned())?;
        VapidKey::from_private(&raw)
    }

    /// A new key pair at random.
    #[must_use]
    pub fn generate() -> VapidKey {
        let pair = ES256KeyPair::generate();
        let public = URL_SAFE_NO_PAD.encode(pair.public_key().public_key().to_bytes_uncompressed());
        VapidKey {
            pair: Arc::new(pair),
            public: public.into(),
        }
    }

    /// The public key (the uncompressed point, base64url without padding): the browsers'
    /// `applicationServerKey`.
    #[must_use]
    pub fn public(&self) -> &str {
        &self.public
    }

    /// The `Authorization` header of a push to a push service at `origin` (its scheme, host
    /// and port, as RFC 8292 §2 names the audience), with `subject` as the contact
    /// (`mailto:` or `https:`): `vapid t=<JWT>, k=<public key>`.
    ///
    /// # Errors
    /// The signature could not be made.
    pub fn authorization(&self, origin: &str, subject: &str) -> Result<String, String> {
        let claims = Claims::create(JwtDuration::from_hours(SIGNATURE_HOURS))
            .with_audience(origin)
            .with_subject(subject);
        let token = self
            .pair
            .sign(claims)
            .map_err(|e| format!("VAPID signature: {e}"))?;
        Ok(format!("vapid t={token}, k={}", self.public))
    }
}

/// The server's key: the configured one, else the database's, made on first use.
#[derive(Clone, Debug)]
pub struct Keys {
    db: Database,
    key: Arc<OnceCell<VapidKey>>,
}

impl Keys {
    /// The keys of `db`'s replicas: `configured` when given, else the database's.
    #[must_use]
    pub fn new(db: Database, configured: Option<VapidKey>) -> Keys {
        Keys {
            db,
            key: Arc::new(
                configured.map_or_else(OnceCell::new, |key| OnceCell::new_with(Some(key))),
            ),
        }
    }

    /// The key, read from (or first written to) the database on the first call.
    ///
    /// # Errors
    /// `DATABASE_UNAVAILABLE`, or `INTERNAL` when the stored key is not a key.
    pub async fn key(&self) -> Result<VapidKey, ServiceError> {
        self.key
            .get_or_try_init(|| async {
                let fresh = VapidKey::generate();
                // Of replicas starting together, the first insert wins and all read it back.
                sqlx::query(
                    "INSERT INTO server_secrets (name, value) VALUES ('vapid_key', $1) \
                     ON CONFLICT (name) DO NOTHING",
                )
                .bind(fresh.pair.to_bytes())
                .execute(self.db.pool())
                .await
                .map_err(db_error)?;
                let stored: Vec<u8> =
                    sqlx::query("SELECT value FROM server_secrets WHERE name = 'vapid_key'")
                        .fetch_one(self.db.pool())
                        .await
                        .map_err(db_error)?
                        .try_get(0)
                        .map_err(db_error)?;
                VapidKey::from_private(&stored)
                    .map_err(|e| ServiceError::Internal(format!("server_secrets.vapid_key: {e}")))
            })
            .await
            .cloned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_key_round_trips_through_its_text_and_never_shows_its_private_half() {
        let key = VapidKey::generate();
        let text = URL_SAFE_NO_PAD.encode(key.pair.to_bytes());
        let again = VapidKey::from_text(&text).expect("its own text");
        assert_eq!(again.public(), key.public());
        assert_eq!(URL_SAFE_NO_PAD.decode(key.public()).expect("b64").len(), 65);
        assert!(!format!("{key:?}").contains(&text));
        assert!(VapidKey::from_text("not a key!").is_err());
        assert!(VapidKey::from_text(&URL_SAFE_NO_PAD.encode([0u8; 32])).is_err());
        let header = key
            .authorization("https://push.example:8443", "mailto:ops@example.org")
            .expect("signed");
        assert!(header.starts_with("vapid t="), "{header}");
        assert!(header.ends_with(&format!(", k={}", key.public())));
    }
}
