//! The devices a player gets push notifications on (one row of `push_subscriptions` each)
//! and their quiet hours (`players.push_quiet_start`, `push_quiet_end`), checked before they
//! are stored: an endpoint is an https URL (http only when the server allows it, for a local
//! stand-in in tests), a key is a P-256 point, a secret 16 bytes.

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use sqlx::Row as _;

use crate::players::db::Database;
use crate::players::{PlayerId, db_error};
use crate::session::ServiceError;

/// The most devices a player keeps; subscribing one more replaces the oldest.
pub const MAX_DEVICES: usize = 10;

/// The longest endpoint accepted (browsers' are about 150 to 400 characters).
pub const MAX_ENDPOINT_CHARS: usize = 1024;

/// One device's subscription: where to push, and the keys to encrypt for it. Its secrets
/// never appear in `Debug`.
#[derive(Clone, PartialEq, Eq)]
pub struct Subscription {
    /// The push service's URL for this device.
    pub endpoint: String,
    /// The device's P-256 public key, uncompressed (65 bytes).
    pub p256dh: Vec<u8>,
    /// The device's authentication secret (16 bytes).
    pub auth: Vec<u8>,
}

impl std::fmt::Debug for Subscription {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Subscription")
            .field("host", &host_of(&self.endpoint))
            .finish_non_exhaustive()
    }
}

/// The host of an endpoint, for logs: the rest of an endpoint names the subscription, which
/// is as good as a secret (anyone holding it may push to the device).
#[must_use]
pub fn host_of(endpoint: &str) -> &str {
    let rest = endpoint
        .split_once("://")
        .map_or(endpoint, |(_, rest)| rest);
    rest.split(['/', '?', '#']).next().unwrap_or("")
}

fn bad_endpoint(message: impl Into<String>) -> ServiceError {
    ServiceError::invalid("endpoint", "INVALID_PUSH_ENDPOINT", message)
}

fn bad_key(field: &'static str, message: impl Into<String>) -> ServiceError {
    ServiceError::invalid(field, "INVALID_PUSH_KEY", message)
}

fn decode(field: &'static str, text: &str) -> Result<Vec<u8>, ServiceError> {
    if text.len() > 200 {
        return Err(bad_key(field, "too long for a key"));
    }
    URL_SAFE_NO_PAD
        .decode(text.trim_end_matches('='))
        .map_err(|_| bad_key(field, "not base64url"))
}

impl Subscription {
    /// The subscription a client sent (a PushSubscription's `toJSON()` fields), checked.
    ///
    /// # Errors
    /// `INVALID_PUSH_ENDPOINT` (not an https URL, or http when `allow_http` is off; too
    /// long), `INVALID_PUSH_KEY` (`p256dh` not a P-256 point, `auth` not 16 bytes).
    pub fn parse(
        endpoint: &str,
        p256dh: &str,
        auth: &str,
        allow_http: bool,
    ) -> Result<Subscription, ServiceError> {
        check_endpoint(endpoint, allow_http)?;
        let key = decode("p256dh", p256dh)?;
        if web_push_native::p256::PublicKey::from_sec1_bytes(&key).is_err() || key.len() != 65 {
            return Err(bad_key(
                "p256dh",
                "not an uncompressed P-256 public key (65 bytes)",
            ));
        }
        let secret = decode("auth", auth)?;
        if secret.len() != 16 {
            return Err(bad_key("auth", "the authentication secret is 16 bytes"));
        }
        Ok(Subscription {
            endpoint: endpoint.to_owned(),
            p256dh: key,
            auth: secret,
        })
    }
}

/// Checks that `endpoint` is a URL a push may be sent to.
///
/// # Errors
/// `INVALID_PUSH_ENDPOINT`, saying why.
pub fn check_endpoint(endpoint: &str, allow_http: bool) -> Result<(), ServiceError> {
    if endpoint.is_empty() {
        return Err(ServiceError::missing("endpoint"));
    }
    if endpoint.chars().count() > MAX_ENDPOINT_CHARS {
        return Err(bad_endpoint(format!(
            "at most {MAX_ENDPOINT_CHARS} characters"
        )));
    }
    let uri: http::Uri = endpoint.parse().map_err(|_| bad_endpoint("not a URL"))?;
    match uri.scheme_str() {
        Some("https") => {}
        Some("http") if allow_http => {}
        Some("http") => return Err(bad_endpoint("must be an https URL")),
        _ => return Err(bad_endpoint("must be an https URL")),
    }
    if uri.host().is_none_or(str::is_empty) {
        return Err(bad_endpoint("has no host"));
    }
    if endpoint.contains('@') {
        return Err(bad_endpoint("must not carry a user name or password"));
    }
    Ok(())
}

/// Stores `subscription` as `player`'s (moving it from another player whose it was), and
/// drops the player's oldest devices beyond [`MAX_DEVICES`]. Returns how many devices the
/// player has.
///
/// # Errors
/// `DATABASE_UNAVAILABLE`, `INTERNAL`.
pub async fn subscribe(
    db: &Database,
    player: PlayerId,
    subscription: &Subscription,
    now_ms: u64,
) -> Result<u32, ServiceError> {
    let now = i64::try_from(now_ms).unwrap_or(i64::MAX);
    sqlx::query(
        "INSERT INTO push_subscriptions (player_id, endpoint, p256dh, auth, created_ms) \
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (endpoint) DO UPDATE SET \
         player_id = excluded.player_id, p256dh = excluded.p256dh, auth = excluded.auth, \
         created_ms = excluded.created_ms",
    )
    .bind(player.0)
    .bind(&subscription.endpoint)
    .bind(subscription.p256dh.clone())
    .bind(subscription.auth.clone())
    .bind(now)
    .execute(db.pool())
    .await
    .map_err(db_error)?;
    let ids: Vec<i64> = sqlx::query(
        "SELECT id FROM push_subscriptions WHERE player_id = $1 ORDER BY created_ms DESC, id DESC",
    )
    .bind(player.0)
    .fetch_all(db.pool())
    .await
    .map_err(db_error)?
    .iter()
    .map(|row| row.try_get::<i64, _>(0))
    .collect::<Result<_, _>>()
    .map_err(db_error)?;
    for id in ids.iter().skip(MAX_DEVICES) {
        sqlx::query("DELETE FROM push_subscriptions WHERE id = $1")
            .bind(*id)
            .execute(db.pool())
            .await
            .map_err(db_error)?;
    }
    Ok(u32::try_from(ids.len().min(MAX_DEVICES)).unwrap_or(u32::MAX))
}

/// Forgets `player`'s device `endpoint`; whether it was theirs.
///
/// # Errors
/// `DATABASE_UNAVAILABLE`, `INTERNAL`.
pub async fn unsubscribe(
    db: &Database,
    player: PlayerId,
    endpoint: &str,
) -> Result<bool, ServiceError> {
    let done = sqlx::query("DELETE FROM push_subscriptions WHERE player_id = $1 AND endpoint = $2")
        .bind(player.0)
        .bind(endpoint)
        .execute(db.pool())
        .await
        .map_err(db_error)?;
    Ok(done.rows_affected() > 0)
}

/// Forgets the device `endpoint`, whoever's it is (its push service said it is gone).
///
/// # Errors
/// `DATABASE_UNAVAILABLE`, `INTERNAL`.
pub async fn forget(db: &Database, endpoint: &str) -> Result<(), ServiceError> {
    sqlx::query("DELETE FROM push_subscriptions WHERE endpoint = $1")
        .bind(endpoint)
        .execute(db.pool())
        .await
        .map_err(db_error)?;
    Ok(())
}

/// `player`'s devices, newest first.
///
/// # Errors
/// `DATABASE_UNAVAILABLE`, `INTERNAL`.
pub async fn devices(db: &Database, player: PlayerId) -> Result<Vec<Subscription>, ServiceError> {
    let rows = sqlx::query(
        "SELECT endpoint, p256dh, auth FROM push_subscriptions WHERE player_id = $1 \
         ORDER BY created_ms DESC, id DESC",
    )
    .bind(player.0)
    .fetch_all(db.pool())
    .await
    .map_err(db_error)?;
    rows.iter()
        .map(|row| {
            Ok(Subscription {
                endpoint: row.try_get(0)?,
                p256dh: row.try_get(1)?,
                auth: row.try_get(2)?,
            })
        })
        .collect::<Result<_, sqlx::Error>>()
        .map_err(db_error)
}

/// Quiet hours: from `start` to `end`, minutes of the day in UTC (`start > end`: across
/// midnight).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct QuietHours {
    /// The first minute without push (0-1439).
    pub start: u16,
    /// The first minute with push again (0-1439).
    pub end: u16,
}

/// Minutes in a day.
pub const DAY_MINUTES: u16 = 24 * 60;

impl QuietHours {
    /// The quiet hours from `start` to `end` (minutes of the day, UTC); `None` when they are
    /// equal (no quiet time).
    ///
    /// # Errors
    /// `INVALID_QUIET_HOURS`: a minute over 1439.
    pub fn new(start: u32, end: u32) -> Result<Option<QuietHours>, ServiceError> {
        let minute = |value: u32, field: &'static str| {
            u16::try_from(value)
                .ok()
                .filter(|&m| m < DAY_MINUTES)
                .ok_or_else(|| {
                    ServiceError::invalid(
                        field,
                        "INVALID_QUIET_HOURS",
                        format!("{value} is not a minute of the day (0 to 1439)"),
                    )
                })
        };
        let (start, end) = (
            minute(start, "quiet_hours.start_minute")?,
            minute(end, "quiet_hours.end_minute")?,
        );
        Ok((start != end).then_some(QuietHours { start, end }))
    }

    /// Whether `now_ms` (ms since the Unix epoch) is within them.
    #[must_use]
    pub fn contains(self, now_ms: u64) -> bool {
        let minute = u16::try_from((now_ms / 60_000) % u64::from(DAY_MINUTES)).unwrap_or(0);
        if self.start < self.end {
            (self.start..self.end).contains(&minute)
        } else {
            minute >= self.start || minute < self.end
        }
    }
}

/// `player`'s quiet hours.
///
/// # Errors
/// `DATABASE_UNAVAILABLE`, `INTERNAL`.
pub async fn quiet_hours(
    db: &Database,
    player: PlayerId,
) -> Result<Option<QuietHours>, ServiceError> {
    let row = sqlx::query("SELECT push_quiet_start, push_quiet_end FROM players WHERE id = $1")
        .bind(player.0)
        .fetch_optional(db.pool())
        .await
        .map_err(db_error)?;
    let Some(row) = row else {
        return Ok(None);
    };
    let start: Option<i64> = row.try_get(0).map_err(db_error)?;
    let end: Option<i64> = row.try_get(1).map_err(db_error)?;
    Ok(match (start, end) {
        (Some(start), Some(end)) => {
            let minute = |m: i64| u16::try_from(m).ok().filter(|&m| m < DAY_MINUTES);
            minute(start)
                .zip(minute(end))
                .filter(|(s, e)| s != e)
                .map(|(start, end)| QuietHours { start, end })
        }
        _ => None,
    })
}

/// Sets (`None`: clears) `player`'s quiet hours.
///
/// # Errors
/// `DATABASE_UNAVAILABLE`, `INTERNAL`.
pub async fn set_quiet_hours(
    db: &Database,
    player: PlayerId,
    quiet: Option<QuietHours>,
) -> Result<(), ServiceError> {
    sqlx::query("UPDATE players SET push_quiet_start = $1, push_quiet_end = $2 WHERE id = $3")
        .bind(quiet.map(|q| i64::from(q.start)))
        .bind(quiet.map(|q| i64::from(q.end)))
        .bind(player.0)
        .execute(db.pool())
        .await
        .map_err(db_error)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn endpoints_are_https_urls_unless_http_is_allowed() {
        check_endpoint("https://fcm.googleapis.com/fcm/send/abc", false).expect("https");
        let reason = |e: ServiceError| match e {
            ServiceError::InvalidArgument { reason, .. } => reason,
            other => panic!("{other:?}"),
        };
        assert_eq!(
            reason(check_endpoint("http://127.0.0.1:9/push", false).unwrap_err()),
            "INVALID_PUSH_ENDPOINT"
        );
        check_endpoint("http://127.0.0.1:9/push", true).expect("allowed for a stand-in");
        for bad in ["ftp://x/y", "not a url", "https://", "https://u:p@host/x"] {
            assert_eq!(
                reason(check_endpoint(bad, true).unwrap_err()),
                "INVALID_PUSH_ENDPOINT",
                "{bad}"
            );
        }
        let long = format!("https://push.example/{}", "a".repeat(MAX_ENDPOINT_CHARS));
        assert_eq!(
            reason(check_endpoint(&long, false).unwrap_err()),
            "INVALID_PUSH_ENDPOINT"
        );
        assert_eq!(
            host_of("https://push.example:443/secret/path"),
            "push.example:443"
        );
    }

    #[test]
    fn keys_are_checked_and_secrets_not_shown() {
        use web_push_native::p256::elliptic_curve::sec1::ToEncodedPoint as _;
        let secret = web_push_native::p256::SecretKey::from_slice(&[42u8; 32]).expect("a scalar");
        let point = secret.public_key().to_encoded_point(false);
        let p256dh = URL_SAFE_NO_PAD.encode(point.as_bytes());
        let auth = URL_SAFE_NO_PAD.encode([7u8; 16]);
        let sub =
            Subscription::parse("https://push.example/s/1", &p256dh, &auth, false).expect("good");
        assert!(!format!("{sub:?}").contains("/s/1"));
        for (key, secret) in [
            ("AAAA", auth.as_str()),
            (p256dh.as_str(), "AAAA"),
            ("%%%", auth.as_str()),
            (&"A".repeat(300), auth.as_str()),
        ] {
            let err =
                Subscription::parse("https://push.example/s/1", key, secret, false).unwrap_err();
            assert!(
                matches!(
                    err,
                    ServiceError::InvalidArgument {
                        reason: "INVALID_PUSH_KEY",
                        ..
                    }
                ),
                "{err:?}"
            );
        }
    }

    #[test]
    fn quiet_hours_cross_midnight() {
        let at = |h: u64, m: u64| (h * 60 + m) * 60_000 + 3 * 86_400_000;
        let night = QuietHours::new(22 * 60, 7 * 60)
            .expect("valid")
            .expect("some");
        assert!(night.contains(at(23, 0)) && night.contains(at(2, 0)) && night.contains(at(22, 0)));
        assert!(!night.contains(at(7, 0)) && !night.contains(at(12, 0)));
        let day = QuietHours::new(9 * 60, 17 * 60)
            .expect("valid")
            .expect("some");
        assert!(day.contains(at(9, 0)) && !day.contains(at(17, 0)) && !day.contains(at(8, 59)));
        assert_eq!(QuietHours::new(5, 5).expect("valid"), None);
        assert!(QuietHours::new(1440, 5).is_err());
    }
}
