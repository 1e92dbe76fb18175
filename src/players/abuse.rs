//! What keeps accounts usable under abuse (see `docs/security.md`):
//!
//! - [`Failures`]: a keyed limit on *failed* attempts (a GCRA whose cell is reserved before
//!   the attempt and given back when it succeeds), with a bounded number of keys;
//! - [`AddressKeys`]: a client address prefix (IPv4 whole, IPv6 by its /64) as a keyed hash,
//!   the form in which the database keeps where an account was created and where a session
//!   signed in from; the key comes from `--address-key` or, without it, is made once at
//!   random and kept in the database (`server_secrets`), so every replica has the same;
//! - [`linked`]: whether two accounts were created from one address prefix within a window
//!   (their rated games are archived unrated);
//! - [`known_address`]: whether an account signed in successfully from an address prefix
//!   recently (such an address is not held back by the account's per-name limit).

use std::collections::HashMap;
use std::hash::Hash;
use std::net::IpAddr;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use sha2::{Digest, Sha256};
use sqlx::Row as _;
use tokio::sync::OnceCell;

use super::db::Database;
use super::{PlayerId, db_error};
use crate::ratelimit::client_key;
use crate::session::ServiceError;

/// The most keys a [`Failures`] limiter holds by default.
pub const MAX_KEYS: usize = 100_000;

/// A limit on failed attempts per key: `burst` failures at once, then one per `period` (the
/// cells come back one `period` at a time). An attempt reserves a cell first ([`Failures::reserve`]); a successful attempt gives
/// it back ([`Failures::refund`]), so only failures use the budget, and concurrent attempts
/// cannot overrun it.
///
/// At most `max_keys` keys are held: keys whose budget has fully come back are dropped first;
/// past that, the keys closest to coming back.
#[derive(Debug)]
pub struct Failures<K> {
    period: Duration,
    burst: u32,
    max_keys: usize,
    /// Per key, the theoretical arrival time of the GCRA: the budget is full once it is past.
    cells: Mutex<HashMap<K, Instant>>,
}

impl<K: Hash + Eq + Clone> Failures<K> {
    /// `per_minute` failures a minute per key (also the burst; 0: no limit).
    #[must_use]
    pub fn per_minute(per_minute: u32, max_keys: usize) -> Failures<K> {
        Failures::new(
            Duration::from_secs(60) / per_minute.max(1),
            per_minute,
            max_keys,
        )
    }

    /// `burst` failures at once, then one per `period` (`burst` 0: no limit).
    #[must_use]
    pub fn new(period: Duration, burst: u32, max_keys: usize) -> Failures<K> {
        Failures {
            period,
            burst,
            max_keys: max_keys.max(1),
            cells: Mutex::new(HashMap::new()),
        }
    }

    fn cells(&self) -> std::sync::MutexGuard<'_, HashMap<K, Instant>> {
        self.cells.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Takes a cell for an attempt of `key`, or says how long until one comes back.
    ///
    /// # Errors
    /// The wait when the key's budget is spent.
    pub fn reserve(&self, key: &K) -> Result<(), Duration> {
        if self.burst == 0 {
            return Ok(());
        }
        let now = Instant::now();
        let mut cells = self.cells();
        let tat = cells.get(key).copied().map_or(now, |t| t.max(now));
        let next = tat + self.period;
        let tolerance = self.period * self.burst;
        if next > now + tolerance {
            return Err(next - (now + tolerance));
        }
        if !cells.contains_key(key) && cells.len() >= self.max_keys {
            cells.retain(|_, t| *t > now);
            if cells.len() >= self.max_keys {
                // The keys closest to a full budget go first.
                let mut by_time: Vec<Instant> = cells.values().copied().collect();
                let cut = by_time.len() / 10;
                let (_, limit, _) = by_time.select_nth_unstable(cut);
                let limit = *limit;
                cells.retain(|_, t| *t > limit);
            }
        }
        cells.insert(key.clone(), next);
        Ok(())
    }

    /// Gives back the cell an attempt of `key` took (it succeeded).
    pub fn refund(&self, key: &K) {
        if self.burst == 0 {
            return;
        }
        let now = Instant::now();
        let mut cells = self.cells();
        if let Some(tat) = cells.get_mut(key) {
            match tat.checked_sub(self.period) {
                Some(back) if back > now => *tat = back,
                _ => {
                    cells.remove(key);
                }
            }
        }
    }

    /// Keys held now.
    #[must_use]
    pub fn len(&self) -> usize {
        self.cells().len()
    }

    /// Whether no key is held.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// The key of a name in the in-memory limiters: 16 bytes of the SHA-256 of its lowercase
/// form, whatever the name's length (a name that is not one of any account still counts, and
/// costs no more memory than another).
#[must_use]
pub fn name_key(name: &str) -> [u8; 16] {
    let digest = Sha256::digest(name.to_lowercase().as_bytes());
    let mut key = [0u8; 16];
    key.copy_from_slice(&digest[..16]);
    key
}

/// A secret given as text, never shown by `Debug`.
#[derive(Clone, Default, PartialEq, Eq)]
pub struct Secret(String);

impl Secret {
    /// The secret `text` (empty: none).
    #[must_use]
    pub fn new(text: impl Into<String>) -> Secret {
        Secret(text.into())
    }

    /// The secret's text, for the one place that uses it (never to be logged).
    #[must_use]
    pub fn reveal(&self) -> &str {
        &self.0
    }
}

impl std::str::FromStr for Secret {
    type Err = std::convert::Infallible;

    fn from_str(text: &str) -> Result<Secret, Self::Err> {
        Ok(Secret::new(text))
    }
}

impl std::fmt::Debug for Secret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(if self.0.is_empty() {
            "Secret(none)"
        } else {
            "Secret(..)"
        })
    }
}

/// Client address prefixes as keyed hashes (see the module documentation).
#[derive(Clone, Debug)]
pub struct AddressKeys {
    db: Database,
    configured: Secret,
    key: Arc<OnceCell<[u8; 32]>>,
}

impl AddressKeys {
    /// The keys of `db`'s replicas: from `configured` (when not empty), else from the
    /// database.
    #[must_use]
    pub fn new(db: Database, configured: Secret) -> AddressKeys {
        AddressKeys {
            db,
            configured,
            key: Arc::new(OnceCell::new()),
        }
    }

    async fn key(&self) -> Result<[u8; 32], ServiceError> {
        self.key
            .get_or_try_init(|| async {
                if !self.configured.0.is_empty() {
                    return Ok(Sha256::digest(self.configured.0.as_bytes()).into());
                }
                let mut fresh = [0u8; 32];
                getrandom::fill(&mut fresh)
                    .map_err(|e| ServiceError::Internal(format!("random: {e}")))?;
                sqlx::query(
                    "INSERT INTO server_secrets (name, value) VALUES ('address_key', $1) \
                     ON CONFLICT (name) DO NOTHING",
                )
                .bind(fresh.to_vec())
                .execute(self.db.pool())
                .await
                .map_err(db_error)?;
                let stored: Vec<u8> =
                    sqlx::query("SELECT value FROM server_secrets WHERE name = 'address_key'")
                        .fetch_one(self.db.pool())
                        .await
                        .map_err(db_error)?
                        .try_get(0)
                        .map_err(db_error)?;
                <[u8; 32]>::try_from(stored.as_slice()).map_err(|_| {
                    ServiceError::Internal("server_secrets.address_key is not 32 bytes".into())
                })
            })
            .await
            .copied()
    }

    /// The keyed hash of `address`'s prefix (IPv4 whole, IPv6 by its /64), 16 bytes.
    ///
    /// # Errors
    /// The database is unavailable (the first time, without a configured key).
    pub async fn of(&self, address: IpAddr) -> Result<Vec<u8>, ServiceError> {
        let key = self.key().await?;
        let prefix = match client_key(address) {
            IpAddr::V4(v4) => v4.octets().to_vec(),
            IpAddr::V6(v6) => v6.octets()[..8].to_vec(),
        };
        let mut hasher = Sha256::new();
        hasher.update(key);
        hasher.update(b"arbiter address prefix\0");
        hasher.update(&prefix);
        Ok(hasher.finalize()[..16].to_vec())
    }

    /// [`AddressKeys::of`] for an address that may be unknown.
    ///
    /// # Errors
    /// As [`AddressKeys::of`].
    pub async fn of_some(&self, address: Option<IpAddr>) -> Result<Option<Vec<u8>>, ServiceError> {
        match address {
            Some(address) => self.of(address).await.map(Some),
            None => Ok(None),
        }
    }
}

/// Whether `address` can tell one client from another: not loopback, private (RFC 1918,
/// IPv6 unique local), link-local, shared (carrier-grade NAT, 100.64.0.0/10), unspecified or
/// multicast. Behind a proxy every call comes from such an address; the rule of
/// [`linked`] is left out for them (an account created from one keeps no address).
#[must_use]
pub fn public(address: IpAddr) -> bool {
    match address.to_canonical() {
        IpAddr::V4(v4) => {
            let [a, b, ..] = v4.octets();
            !(v4.is_loopback()
                || v4.is_private()
                || v4.is_link_local()
                || v4.is_unspecified()
                || v4.is_multicast()
                || v4.is_broadcast()
                || (a == 100 && (64..128).contains(&b)))
        }
        IpAddr::V6(v6) => {
            let first = v6.segments()[0];
            !(v6.is_loopback()
                || v6.is_unspecified()
                || v6.is_multicast()
                || (first & 0xfe00) == 0xfc00
                || (first & 0xffc0) == 0xfe80)
        }
    }
}

/// Whether the accounts `a` and `b` were created from one address prefix within `window` of
/// each other (an account created before addresses were kept is linked to none).
///
/// # Errors
/// The database is unavailable.
pub async fn linked(
    db: &Database,
    a: PlayerId,
    b: PlayerId,
    window: Duration,
) -> Result<bool, ServiceError> {
    if window.is_zero() || a == b {
        return Ok(false);
    }
    let rows = sqlx::query("SELECT created_address, created_ms FROM players WHERE id IN ($1, $2)")
        .bind(a.0)
        .bind(b.0)
        .fetch_all(db.pool())
        .await
        .map_err(db_error)?;
    let mut seen = Vec::with_capacity(2);
    for row in rows {
        let address: Option<Vec<u8>> = row.try_get(0).map_err(db_error)?;
        let created: i64 = row.try_get(1).map_err(db_error)?;
        seen.push((address, created));
    }
    let window = i64::try_from(window.as_millis()).unwrap_or(i64::MAX);
    Ok(match seen.as_slice() {
        [(Some(x), tx), (Some(y), ty)] => x == y && tx.abs_diff(*ty) <= window.unsigned_abs(),
        _ => false,
    })
}

/// Whether the account named `name` (any case) opened a session from the address prefix
/// `address_key` at or after `since_ms`.
///
/// # Errors
/// The database is unavailable.
pub async fn known_address(
    db: &Database,
    name: &str,
    address_key: &[u8],
    since_ms: u64,
) -> Result<bool, ServiceError> {
    let row = sqlx::query(
        "SELECT 1 FROM sessions s JOIN players p ON p.id = s.player_id \
         WHERE p.name_key = $1 AND s.address_key = $2 AND s.created_ms >= $3 LIMIT 1",
    )
    .bind(name.to_ascii_lowercase())
    .bind(address_key.to_vec())
    .bind(i64::try_from(since_ms).unwrap_or(i64::MAX))
    .fetch_optional(db.pool())
    .await
    .map_err(db_error)?;
    Ok(row.is_some())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_failures_use_the_budget() {
        let f: Failures<&str> = Failures::per_minute(3, 10);
        for _ in 0..10 {
            f.reserve(&"ada").unwrap();
            f.refund(&"ada");
        }
        for _ in 0..3 {
            f.reserve(&"ada").unwrap();
        }
        let wait = f.reserve(&"ada").unwrap_err();
        assert!(
            wait > Duration::ZERO && wait <= Duration::from_secs(20),
            "{wait:?}"
        );
        f.reserve(&"bob").unwrap();
    }

    #[test]
    fn keys_are_bounded() {
        let f: Failures<u32> = Failures::per_minute(5, 1000);
        for i in 0..10_000 {
            f.reserve(&i).unwrap();
        }
        assert!(f.len() <= 1000, "{}", f.len());
        // The newest key is kept.
        for _ in 0..4 {
            f.reserve(&9_999).unwrap();
        }
        assert!(f.reserve(&9_999).is_err());
    }

    #[test]
    fn names_are_keyed_in_16_bytes_without_case() {
        assert_eq!(name_key("Ada"), name_key("ADA"));
        assert_ne!(name_key("Ada"), name_key("Bob"));
        assert_eq!(name_key(&"x".repeat(65_536)).len(), 16);
    }

    #[test]
    fn only_public_addresses_tell_clients_apart() {
        for private in [
            "127.0.0.1",
            "10.1.2.3",
            "192.168.0.1",
            "100.64.0.1",
            "::1",
            "fd00::1",
            "fe80::1",
            "::ffff:10.0.0.1",
        ] {
            assert!(!public(private.parse().unwrap()), "{private}");
        }
        for open in [
            "203.0.113.7",
            "8.8.8.8",
            "2001:db8::1",
            "::ffff:203.0.113.7",
        ] {
            assert!(public(open.parse().unwrap()), "{open}");
        }
    }

    #[test]
    fn secrets_are_redacted() {
        assert!(!format!("{:?}", Secret::new("hunter2")).contains("hunter2"));
    }
}
