//! Accounts: names, passwords hashed with Argon2id, sign-in rate limits, and session tokens.
//!
//! - Names and passwords follow [`super::names`]'s rules; names are unique without regard to
//!   case (`Ada` and `ada` are one account) and to look-alike characters
//!   ([`super::names::name_skeleton`]: `AIice` beside `Alice` is `NAME_CONFUSABLE`).
//! - A password is hashed
//!   with Argon2id ([`PasswordCost`]; the PHC string keeps its parameters, so changing them
//!   later still verifies old hashes), in a blocking thread. It is never logged, stored or
//!   returned in the clear.
//! - Signing in returns a session token: 256 random bits, given once, sent as
//!   `authorization: Bearer <token>`, stored only as its SHA-256, compared in constant time.
//!   It expires ([`AccountOptions::session_ttl`]) and can be revoked (sign-out; a password
//!   change revokes every other session of the account).
//! - Game calls check a seat's player with [`Accounts::authenticate_for_play`]: a session
//!   checked against the database in the last [`PLAY_RECHECK`] is not checked again, and one
//!   seen before keeps acting while the database cannot be reached (until it expires), so
//!   that play needs only the game store. Signing out or changing the password forgets the
//!   sessions at once on the replica that did it; other replicas stop accepting a revoked
//!   session within [`PLAY_RECHECK`].
//! - Sign-in attempts are rate-limited per client address; *failed* ones per name and per
//!   (name, address), and an address the account signed in from recently is not held back
//!   by the per-name limit, so a stranger guessing cannot lock the owner out. A wrong password
//!   for an unknown name costs the same hash as for a known one. Account creation is limited
//!   per address and in all; hashing runs under a memory budget ([`super::hashing`]). See
//!   `docs/security.md`.

use std::collections::HashMap;
use std::fmt;
use std::net::IpAddr;
use std::num::NonZeroU32;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use governor::clock::{Clock as _, DefaultClock};
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};
use sha2::{Digest, Sha256};
use sqlx::Row as _;
use subtle::ConstantTimeEq;

use super::abuse::{self, AddressKeys, Failures, Secret};
use super::db::Database;
use super::hashing::{Hashing, HashingOptions};
use super::hashing::{PasswordCost, hash_password};
use super::names::{
    SERVICE_PREFIX, name_skeleton, validate_name, validate_password, validate_shape,
};
use super::{PlayerId, db_error};
use crate::ratelimit::client_key;
use crate::session::ServiceError;
use crate::session::clock::SharedClock;

/// Tunables of [`Accounts`].
#[derive(Clone, Debug)]
pub struct AccountOptions {
    /// The cost of a password hash.
    pub cost: PasswordCost,
    /// How long a session token stays valid after sign-in.
    pub session_ttl: Duration,
    /// Failed sign-in attempts per minute for one name, from addresses it has not signed in
    /// from recently (also the burst).
    pub sign_ins_per_name_per_min: u32,
    /// Sign-in attempts per minute from one address (IPv6: one /64), failed or not (also the
    /// burst; 0: no limit).
    pub sign_ins_per_address_per_min: u32,
    /// Failed sign-in attempts per minute for one name from one address (also the burst).
    pub sign_in_failures_per_name_address_per_min: u32,
    /// How long an address the account signed in from stays exempt from the per-name limit.
    pub known_address_for: Duration,
    /// Accounts created per hour from one address (IPv6: one /64; also the burst; 0: no
    /// limit).
    pub accounts_per_address_per_hour: u32,
    /// Accounts created per minute on this replica in all (also the burst; 0: no limit).
    pub accounts_per_min: u32,
    /// Two accounts created from one address within this window do not rate each other (their
    /// rated games are archived unrated); zero: no such rule.
    pub linked_window: Duration,
    /// The memory budget of password hashing.
    pub hashing: HashingOptions,
    /// The key of the addresses' keyed hashes (empty: one made at random and kept in the
    /// database).
    pub address_key: Secret,
}

impl Default for AccountOptions {
    fn default() -> Self {
        AccountOptions {
            cost: PasswordCost::DEFAULT,
            session_ttl: Duration::from_secs(30 * 24 * 3600),
            sign_ins_per_name_per_min: 5,
            sign_ins_per_address_per_min: 30,
            sign_in_failures_per_name_address_per_min: 5,
            known_address_for: Duration::from_secs(30 * 86_400),
            accounts_per_address_per_hour: 10,
            accounts_per_min: 60,
            linked_window: Duration::from_secs(7 * 86_400),
            hashing: HashingOptions::default(),
            address_key: Secret::default(),
        }
    }
}

/// A player's session token, as handed out once at sign-in. Its `Debug` is redacted.
#[derive(Clone, PartialEq, Eq)]
pub struct SessionToken(String);

impl fmt::Debug for SessionToken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("SessionToken(..)")
    }
}

impl SessionToken {
    /// The token of its text form.
    #[must_use]
    pub fn new(text: impl Into<String>) -> SessionToken {
        SessionToken(text.into())
    }

    /// The token as given to its holder: 43 URL-safe base64 characters.
    #[must_use]
    pub fn reveal(&self) -> &str {
        &self.0
    }

    fn hash(&self) -> Vec<u8> {
        Sha256::digest(self.0.as_bytes()).to_vec()
    }
}

/// A signed-in player, as a valid session token shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SignedIn {
    /// The player.
    pub player: PlayerId,
    /// The player's name.
    pub name: String,
    /// When the session expires (ms since the Unix epoch).
    pub expires_ms: u64,
}

/// The `bot` column of `players` as a number, 1 or 0 (the same on SQLite and PostgreSQL through the
/// `Any` driver, which reads no SQLite boolean).
pub(crate) const BOT: &str = "CAST(CASE WHEN bot THEN 1 ELSE 0 END AS BIGINT)";

/// How long a bot account's session lasts (a program keeps it; its owner revokes it with
/// SignOut or a password change).
pub const BOT_SESSION_TTL: std::time::Duration = std::time::Duration::from_secs(365 * 86_400);

/// A player's account, as anybody may see it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Account {
    /// The player.
    pub id: PlayerId,
    /// The name as its owner wrote it.
    pub name: String,
    /// When the account was created (ms since the Unix epoch).
    pub created_ms: u64,
    /// A bot account.
    pub bot: bool,
}

/// Accounts and sessions over a [`Database`].
#[derive(Clone)]
pub struct Accounts {
    db: Database,
    clock: SharedClock,
    options: AccountOptions,
    /// Sign-in attempts by address prefix ([`client_key`]).
    by_address: Arc<DefaultKeyedRateLimiter<IpAddr>>,
    /// Failed sign-ins by name key ([`abuse::name_key`]).
    failures_by_name: Arc<Failures<[u8; 16]>>,
    /// Failed sign-ins by name key and address prefix.
    failures_by_pair: Arc<Failures<([u8; 16], Option<IpAddr>)>>,
    /// Accounts created, by address prefix and in all.
    creations_by_address: Option<Arc<DefaultKeyedRateLimiter<IpAddr>>>,
    creations: Option<Arc<governor::DefaultDirectRateLimiter>>,
    /// Password hashing under its memory budget.
    hashing: Hashing,
    /// Address prefixes as the database keeps them.
    addresses: AddressKeys,
    /// A hash verified when the name is unknown, so that the answer takes as long.
    decoy: Arc<str>,
    /// Sessions checked for game calls: by token hash, the player and when it was checked.
    seen: Arc<Mutex<SeenSessions>>,
    /// Tells the other replicas which sessions were revoked (see [`Accounts::with_revocations`]).
    revocations: Arc<std::sync::OnceLock<RevocationPublisher>>,
}

/// Publishes a revocation message to every replica (see [`Accounts::with_revocations`]).
pub type RevocationPublisher = Arc<
    dyn Fn(String) -> futures_util::future::BoxFuture<'static, Result<(), String>> + Send + Sync,
>;

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn unhex(text: &str) -> Option<Vec<u8>> {
    if !text.len().is_multiple_of(2) {
        return None;
    }
    (0..text.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(text.get(i..i + 2)?, 16).ok())
        .collect()
}

/// Applies a revocation message to a replica's checked sessions: `s <hash>` forgets one
/// session, `p <player id> <kept hash>` every session of the player but one; `None` (the
/// subscription was made again: messages may have been missed) forgets them all.
fn apply_revocation(seen: &mut SeenSessions, message: Option<&[u8]>) {
    let Some(message) = message else {
        seen.clear();
        return;
    };
    let Ok(text) = std::str::from_utf8(message) else {
        return;
    };
    let mut words = text.split(' ');
    match (words.next(), words.next(), words.next()) {
        (Some("s"), Some(hash), None) => {
            if let Some(hash) = unhex(hash) {
                seen.remove(&hash);
            }
        }
        (Some("p"), Some(player), Some(kept)) => {
            if let (Ok(player), Some(kept)) = (player.parse::<i64>(), unhex(kept)) {
                seen.retain(|hash, (s, _)| s.player.0 != player || *hash == kept);
            }
        }
        _ => {}
    }
}

/// Sessions checked for game calls: token hash → (the player, when it was checked).
type SeenSessions = HashMap<Vec<u8>, (SignedIn, u64)>;

/// How long a session checked for a game call is taken as valid without asking the
/// database again (see the module documentation).
pub const PLAY_RECHECK: Duration = Duration::from_secs(30);

/// The most sessions a replica keeps checked for game calls; past it, it forgets them all.
const SEEN_SESSIONS: usize = 100_000;

debug_fields!(Accounts { options });

fn per_minute(n: u32) -> Quota {
    Quota::per_minute(NonZeroU32::new(n.max(1)).unwrap_or(NonZeroU32::MIN))
}

/// `TOO_MANY_ATTEMPTS`, to retry after `wait` (whole seconds, at least 1).
fn too_many(wait: Duration) -> ServiceError {
    ServiceError::TooManyAttempts {
        retry_after_secs: wait
            .as_secs()
            .saturating_add(u64::from(wait.subsec_nanos() > 0))
            .max(1),
    }
}

/// The failure cells a password check took: given back when it is dropped, unless the check
/// failed (a wrong password), so that only failures use the budgets.
struct Attempt<'a> {
    accounts: &'a Accounts,
    pair: Option<([u8; 16], Option<IpAddr>)>,
    name: Option<[u8; 16]>,
    failed: bool,
}

impl Drop for Attempt<'_> {
    fn drop(&mut self) {
        if self.failed {
            return;
        }
        if let Some(pair) = &self.pair {
            self.accounts.failures_by_pair.refund(pair);
        }
        if let Some(name) = &self.name {
            self.accounts.failures_by_name.refund(name);
        }
    }
}

fn ms(value: i64) -> u64 {
    u64::try_from(value).unwrap_or(0)
}

fn db_ms(value: u64) -> i64 {
    i64::try_from(value).unwrap_or(i64::MAX)
}

impl Accounts {
    /// Accounts on `db`, with time from `clock`.
    ///
    /// # Errors
    /// `INTERNAL` when the cost is not a valid Argon2 cost.
    pub fn new(
        db: Database,
        clock: SharedClock,
        options: AccountOptions,
    ) -> Result<Accounts, ServiceError> {
        let decoy = hash_password(options.cost, "not the password of anybody")?;
        let creations_by_address = NonZeroU32::new(options.accounts_per_address_per_hour)
            .map(|n| Arc::new(RateLimiter::keyed(Quota::per_hour(n))));
        let creations = NonZeroU32::new(options.accounts_per_min)
            .map(|n| Arc::new(RateLimiter::direct(Quota::per_minute(n))));
        Ok(Accounts {
            by_address: Arc::new(RateLimiter::keyed(per_minute(
                options.sign_ins_per_address_per_min,
            ))),
            failures_by_name: Arc::new(Failures::per_minute(
                options.sign_ins_per_name_per_min.max(1),
                abuse::MAX_KEYS,
            )),
            failures_by_pair: Arc::new(Failures::per_minute(
                options.sign_in_failures_per_name_address_per_min,
                abuse::MAX_KEYS,
            )),
            creations_by_address,
            creations,
            hashing: Hashing::new(options.cost, options.hashing)?,
            addresses: AddressKeys::new(db.clone(), options.address_key.clone()),
            db,
            clock,
            options,
            decoy: decoy.into(),
            seen: Arc::default(),
            revocations: Arc::default(),
        })
    }

    /// The database.
    #[must_use]
    pub fn db(&self) -> &Database {
        &self.db
    }

    /// From now on, tells the other replicas through `publisher` which sessions these
    /// accounts (and their clones) revoke; each replica passes what is published to
    /// [`Accounts::revocation_listener`]. Only the first publisher given is kept.
    pub fn revoke_through(&self, publisher: RevocationPublisher) {
        let _ = self.revocations.set(publisher);
    }

    /// Shares revocations with every replica over `channel` (a Redis the replicas share):
    /// publishes this replica's, applies the others' as they come (within a Redis round
    /// trip). The listener ends when these accounts are dropped.
    pub fn share_revocations<C>(
        &self,
        channel: &crate::store::RedisRevocations<C>,
    ) -> tokio::task::JoinHandle<()>
    where
        C: redis::aio::ConnectionLike + Clone + Send + Sync + 'static,
    {
        let publisher = channel.clone();
        self.revoke_through(Arc::new(move |message: String| {
            let publisher = publisher.clone();
            Box::pin(async move { publisher.publish(&message).await.map_err(|e| e.to_string()) })
        }));
        channel.listen(self.revocation_listener())
    }

    /// What applies another replica's revocations to this one's checked sessions (see
    /// [`crate::store::RedisRevocations::listen`]); it returns `false` once these accounts
    /// are gone.
    #[must_use]
    pub fn revocation_listener(&self) -> crate::store::OnRevocation {
        let seen = Arc::downgrade(&self.seen);
        Arc::new(move |message: Option<&[u8]>| {
            let Some(seen) = seen.upgrade() else {
                return false;
            };
            if message != Some(b"") {
                apply_revocation(
                    &mut seen.lock().unwrap_or_else(PoisonError::into_inner),
                    message,
                );
            }
            true
        })
    }

    async fn publish_revocation(&self, message: String) {
        if let Some(publish) = self.revocations.get()
            && let Err(error) = publish(message).await
        {
            tracing::warn!(
                %error,
                "cannot tell the other replicas of a revoked session; they drop it within {PLAY_RECHECK:?}"
            );
        }
    }

    /// Creates an account.
    ///
    /// # Errors
    /// `INVALID_NAME`, `INVALID_PASSWORD`, `NAME_TAKEN`, `DATABASE_UNAVAILABLE`.
    pub async fn create(&self, name: &str, password: &str) -> Result<Account, ServiceError> {
        self.create_account(name, password, false).await
    }

    /// The id of the service's own bot account `name` (a name starting with
    /// [`SERVICE_PREFIX`]), created when missing. It has no password: nobody signs in as it.
    ///
    /// # Errors
    /// `INVALID_NAME` for a name that is not the service's; `NAME_TAKEN` when an account
    /// that is not a bot holds it; the database is unavailable.
    pub async fn ensure_service_bot(&self, name: &str) -> Result<PlayerId, ServiceError> {
        validate_shape(name)?;
        if !name.to_ascii_lowercase().starts_with(SERVICE_PREFIX) {
            return Err(ServiceError::invalid(
                "name",
                "INVALID_NAME",
                format!("{name:?} is not a name of the service's own bots"),
            ));
        }
        // No PHC string parses from "!": no password verifies against it. A name that only
        // looks like it (its skeleton taken) leaves no row: answered below.
        sqlx::query(
            "INSERT INTO players (name, name_key, name_skeleton, password_hash, created_ms, bot) \
             VALUES ($1, $2, $3, '!', $4, $5) ON CONFLICT DO NOTHING",
        )
        .bind(name)
        .bind(name.to_ascii_lowercase())
        .bind(name_skeleton(name))
        .bind(db_ms(self.clock.now_ms()))
        .bind(true)
        .execute(self.db.pool())
        .await
        .map_err(db_error)?;
        let row = sqlx::query(&format!(
            "SELECT id, {BOT} FROM players WHERE name_key = $1"
        ))
        .bind(name.to_ascii_lowercase())
        .fetch_optional(self.db.pool())
        .await
        .map_err(db_error)?;
        let Some(row) = row else {
            return Err(self.confusable(name).await);
        };
        if row.try_get::<i64, _>(1).map_err(db_error)? == 0 {
            return Err(ServiceError::NameTaken { name: name.into() });
        }
        Ok(PlayerId(row.try_get(0).map_err(db_error)?))
    }

    /// Whether the account `id` is a bot's.
    ///
    /// # Errors
    /// `PLAYER_NOT_FOUND`; the database is unavailable.
    pub async fn is_bot(&self, id: PlayerId) -> Result<bool, ServiceError> {
        let row = sqlx::query(&format!("SELECT {BOT} FROM players WHERE id = $1"))
            .bind(id.0)
            .fetch_optional(self.db.pool())
            .await
            .map_err(db_error)?
            .ok_or_else(|| ServiceError::PlayerNotFound {
                name: format!("#{}", id.0),
            })?;
        Ok(row.try_get::<i64, _>(0).map_err(db_error)? != 0)
    }

    /// Creates an account, a bot's when `bot`.
    ///
    /// # Errors
    /// As [`Accounts::create`].
    pub async fn create_account(
        &self,
        name: &str,
        password: &str,
        bot: bool,
    ) -> Result<Account, ServiceError> {
        self.create_account_from(name, password, bot, None).await
    }

    /// Creates an account, a bot's when `bot`, for a client at `address` (limited per address
    /// prefix and in all; the prefix is kept as a keyed hash, see [`abuse::linked`]).
    ///
    /// # Errors
    /// As [`Accounts::create`], and `TOO_MANY_ATTEMPTS`, `BUSY`.
    pub async fn create_account_from(
        &self,
        name: &str,
        password: &str,
        bot: bool,
        address: Option<IpAddr>,
    ) -> Result<Account, ServiceError> {
        validate_name(name)?;
        validate_password("password", password)?;
        self.check_creation(address)?;
        let hash = self.hashing.hash(password).await?;
        // Only a public address tells this client from others (see [`abuse::public`]).
        let created_address = self
            .addresses
            .of_some(address.filter(|a| abuse::public(*a)))
            .await?;
        let now = self.clock.now_ms();
        // Either unique key may refuse the row: the name itself (`name_key`, without case)
        // or a name that looks like it (`name_skeleton`).
        let row = sqlx::query(
            "INSERT INTO players (name, name_key, name_skeleton, password_hash, created_ms, bot, created_address) \
             VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING RETURNING id",
        )
        .bind(name)
        .bind(name.to_ascii_lowercase())
        .bind(name_skeleton(name))
        .bind(hash)
        .bind(db_ms(now))
        .bind(bot)
        .bind(created_address)
        .fetch_optional(self.db.pool())
        .await
        .map_err(db_error)?;
        let Some(row) = row else {
            return Err(self.confusable(name).await);
        };
        Ok(Account {
            id: PlayerId(row.try_get(0).map_err(db_error)?),
            name: name.into(),
            created_ms: now,
            bot,
        })
    }

    /// Why `name` could not be inserted: `NAME_TAKEN` when an account has it (without regard
    /// to case), else `NAME_CONFUSABLE` naming the account whose name looks like it.
    async fn confusable(&self, name: &str) -> ServiceError {
        let taken = sqlx::query("SELECT name FROM players WHERE name_key = $1")
            .bind(name.to_ascii_lowercase())
            .fetch_optional(self.db.pool())
            .await;
        match taken {
            Ok(Some(_)) => return ServiceError::NameTaken { name: name.into() },
            Ok(None) => {}
            Err(e) => return db_error(e),
        }
        let like = sqlx::query("SELECT name FROM players WHERE name_skeleton = $1")
            .bind(name_skeleton(name))
            .fetch_optional(self.db.pool())
            .await;
        match like {
            Ok(Some(row)) => ServiceError::NameConfusable {
                name: name.into(),
                existing: row.try_get(0).unwrap_or_default(),
            },
            // Gone since: taken by a concurrent creation all the same.
            Ok(None) => ServiceError::NameTaken { name: name.into() },
            Err(e) => db_error(e),
        }
    }

    /// The account named `name` (without regard to case).
    ///
    /// # Errors
    /// `PLAYER_NOT_FOUND`, `DATABASE_UNAVAILABLE`.
    pub async fn find(&self, name: &str) -> Result<Account, ServiceError> {
        let row = sqlx::query(&format!(
            "SELECT id, name, created_ms, {BOT} FROM players WHERE name_key = $1"
        ))
        .bind(name.to_ascii_lowercase())
        .fetch_optional(self.db.pool())
        .await
        .map_err(db_error)?
        .ok_or_else(|| ServiceError::PlayerNotFound { name: name.into() })?;
        Ok(Account {
            id: PlayerId(row.try_get(0).map_err(db_error)?),
            name: row.try_get(1).map_err(db_error)?,
            created_ms: ms(row.try_get(2).map_err(db_error)?),
            bot: row.try_get::<i64, _>(3).map_err(db_error)? != 0,
        })
    }

    /// The name of the player `id`, when the account exists.
    ///
    /// # Errors
    /// `DATABASE_UNAVAILABLE`.
    pub async fn name_of(&self, id: PlayerId) -> Result<Option<String>, ServiceError> {
        let row = sqlx::query("SELECT name FROM players WHERE id = $1")
            .bind(id.0)
            .fetch_optional(self.db.pool())
            .await
            .map_err(db_error)?;
        row.map(|r| r.try_get(0).map_err(db_error)).transpose()
    }

    /// The per-address limit on sign-in attempts (failed or not).
    fn check_address(&self, address: Option<IpAddr>) -> Result<(), ServiceError> {
        let Some(address) = address.filter(|_| self.options.sign_ins_per_address_per_min > 0)
        else {
            return Ok(());
        };
        if self.by_address.len() > abuse::MAX_KEYS {
            self.by_address.retain_recent();
        }
        self.by_address
            .check_key(&client_key(address))
            .map_err(|not_until| too_many(not_until.wait_time_from(DefaultClock::default().now())))
    }

    /// The limits on account creation: per address prefix, then in all.
    fn check_creation(&self, address: Option<IpAddr>) -> Result<(), ServiceError> {
        let clock = DefaultClock::default();
        if let (Some(limiter), Some(address)) = (&self.creations_by_address, address) {
            if limiter.len() > abuse::MAX_KEYS {
                limiter.retain_recent();
            }
            limiter
                .check_key(&client_key(address))
                .map_err(|not_until| too_many(not_until.wait_time_from(clock.now())))?;
        }
        if let Some(limiter) = &self.creations {
            limiter
                .check()
                .map_err(|not_until| too_many(not_until.wait_time_from(clock.now())))?;
        }
        Ok(())
    }

    /// Takes the failure cells of a password check of `name` from `address`: the
    /// (name, address) budget, and the name's unless it is spent and the account signed in
    /// from this address recently.
    async fn attempt(
        &self,
        name: &str,
        address: Option<IpAddr>,
        signed_in: bool,
    ) -> Result<Attempt<'_>, ServiceError> {
        let key = abuse::name_key(name);
        let pair = (key, address.map(client_key));
        self.failures_by_pair.reserve(&pair).map_err(too_many)?;
        let mut attempt = Attempt {
            accounts: self,
            pair: Some(pair),
            name: None,
            failed: false,
        };
        match self.failures_by_name.reserve(&key) {
            Ok(()) => attempt.name = Some(key),
            // A signed-in caller (ChangePassword) is the owner or holds their session.
            Err(_) if signed_in => {}
            Err(wait) => {
                if !self.known_address(name, address).await? {
                    return Err(too_many(wait));
                }
            }
        }
        Ok(attempt)
    }

    /// Whether the account `name` signed in from `address`'s prefix within
    /// [`AccountOptions::known_address_for`].
    async fn known_address(
        &self,
        name: &str,
        address: Option<IpAddr>,
    ) -> Result<bool, ServiceError> {
        let Some(address) = address else {
            return Ok(false);
        };
        let key = self.addresses.of(address).await?;
        let for_ms = u64::try_from(self.options.known_address_for.as_millis()).unwrap_or(u64::MAX);
        let since = self.clock.now_ms().saturating_sub(for_ms);
        abuse::known_address(&self.db, name, &key, since).await
    }

    /// Signs in: checks the password and opens a session.
    ///
    /// # Errors
    /// `TOO_MANY_ATTEMPTS`, `BAD_CREDENTIALS` (unknown name or wrong password, alike),
    /// `DATABASE_UNAVAILABLE`.
    pub async fn sign_in(
        &self,
        name: &str,
        password: &str,
        address: Option<IpAddr>,
    ) -> Result<(SessionToken, SignedIn), ServiceError> {
        self.sign_in_from(name, password, address, false).await
    }

    /// [`Accounts::sign_in`], saying whether the call came from a browser: a bot account is
    /// refused there (once its password is checked), and its sessions last
    /// [`BOT_SESSION_TTL`].
    ///
    /// # Errors
    /// As [`Accounts::sign_in`], and `BOT_ACCOUNT`.
    pub async fn sign_in_from(
        &self,
        name: &str,
        password: &str,
        address: Option<IpAddr>,
        browser: bool,
    ) -> Result<(SessionToken, SignedIn), ServiceError> {
        self.check_address(address)?;
        let mut attempt = self.attempt(name, address, false).await?;
        let row = sqlx::query(&format!(
            "SELECT id, name, password_hash, {BOT} FROM players WHERE name_key = $1"
        ))
        .bind(name.to_ascii_lowercase())
        .fetch_optional(self.db.pool())
        .await
        .map_err(db_error)?;
        let (account, stored): (Option<(i64, String, bool)>, String) = match row {
            Some(row) => (
                Some((
                    row.try_get(0).map_err(db_error)?,
                    row.try_get(1).map_err(db_error)?,
                    row.try_get::<i64, _>(3).map_err(db_error)? != 0,
                )),
                row.try_get(2).map_err(db_error)?,
            ),
            None => (None, self.decoy.to_string()),
        };
        let matches = self.hashing.verify(&stored, password).await?;
        let Some((id, name, bot)) = account.filter(|_| matches) else {
            attempt.failed = true;
            return Err(ServiceError::BadCredentials);
        };
        drop(attempt);
        if bot && browser {
            return Err(ServiceError::BotAccount);
        }
        let player = PlayerId(id);
        let ttl = if bot {
            BOT_SESSION_TTL.max(self.options.session_ttl)
        } else {
            self.options.session_ttl
        };
        let (token, expires_ms) = self.open_session(player, ttl, address).await?;
        Ok((
            token,
            SignedIn {
                player,
                name,
                expires_ms,
            },
        ))
    }

    async fn open_session(
        &self,
        player: PlayerId,
        ttl: std::time::Duration,
        address: Option<IpAddr>,
    ) -> Result<(SessionToken, u64), ServiceError> {
        let address_key = self.addresses.of_some(address).await?;
        let mut bytes = [0u8; 32];
        getrandom::fill(&mut bytes).map_err(|e| ServiceError::Internal(format!("random: {e}")))?;
        let token = SessionToken(URL_SAFE_NO_PAD.encode(bytes));
        let now = self.clock.now_ms();
        let ttl = u64::try_from(ttl.as_millis()).unwrap_or(u64::MAX);
        let expires_ms = now.saturating_add(ttl);
        sqlx::query(
            "INSERT INTO sessions (token_hash, player_id, created_ms, expires_ms, address_key) \
             VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(token.hash())
        .bind(player.0)
        .bind(db_ms(now))
        .bind(db_ms(expires_ms))
        .bind(address_key)
        .execute(self.db.pool())
        .await
        .map_err(db_error)?;
        Ok((token, expires_ms))
    }

    /// The player a session token is signed in as.
    ///
    /// # Errors
    /// `NOT_SIGNED_IN` when the token is unknown, expired or revoked; `DATABASE_UNAVAILABLE`.
    pub async fn authenticate(&self, token: &SessionToken) -> Result<SignedIn, ServiceError> {
        let hash = token.hash();
        let row = sqlx::query(
            "SELECT s.token_hash, s.player_id, p.name, s.expires_ms, s.revoked_ms \
             FROM sessions s JOIN players p ON p.id = s.player_id WHERE s.token_hash = $1",
        )
        .bind(&hash)
        .fetch_optional(self.db.pool())
        .await
        .map_err(db_error)?;
        let not_signed_in =
            |why: &str| ServiceError::NotSignedIn(format!("the session token {why}: sign in"));
        let Some(row) = row else {
            return Err(not_signed_in("is not one of any session"));
        };
        let stored: Vec<u8> = row.try_get(0).map_err(db_error)?;
        if !bool::from(stored.as_slice().ct_eq(hash.as_slice())) {
            return Err(not_signed_in("is not one of any session"));
        }
        let revoked: Option<i64> = row.try_get(4).map_err(db_error)?;
        if revoked.is_some() {
            return Err(not_signed_in("was revoked (signed out)"));
        }
        let expires_ms = ms(row.try_get(3).map_err(db_error)?);
        if expires_ms <= self.clock.now_ms() {
            return Err(not_signed_in("has expired"));
        }
        Ok(SignedIn {
            player: PlayerId(row.try_get(1).map_err(db_error)?),
            name: row.try_get(2).map_err(db_error)?,
            expires_ms,
        })
    }

    fn seen(&self) -> std::sync::MutexGuard<'_, SeenSessions> {
        self.seen.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The player a session token is signed in as, for a game call: as
    /// [`Accounts::authenticate`], answered from this replica's memory when the session was
    /// checked in the last [`PLAY_RECHECK`], or (while it has not expired) when the database
    /// cannot be reached.
    ///
    /// # Errors
    /// As [`Accounts::authenticate`] (`DATABASE_UNAVAILABLE` only for a session never seen).
    pub async fn authenticate_for_play(
        &self,
        token: &SessionToken,
    ) -> Result<SignedIn, ServiceError> {
        let hash = token.hash();
        let now = self.clock.now_ms();
        let recheck = u64::try_from(PLAY_RECHECK.as_millis()).unwrap_or(u64::MAX);
        let cached = self.seen().get(&hash).cloned();
        if let Some((signed_in, checked)) = &cached
            && now < signed_in.expires_ms
            && now.saturating_sub(*checked) < recheck
        {
            return Ok(signed_in.clone());
        }
        match self.authenticate(token).await {
            Ok(signed_in) => {
                let mut seen = self.seen();
                if seen.len() >= SEEN_SESSIONS {
                    seen.clear();
                }
                seen.insert(hash, (signed_in.clone(), now));
                Ok(signed_in)
            }
            Err(ServiceError::DatabaseUnavailable) => match cached {
                Some((signed_in, _)) if now < signed_in.expires_ms => Ok(signed_in),
                _ => Err(ServiceError::DatabaseUnavailable),
            },
            Err(e) => {
                self.seen().remove(&hash);
                Err(e)
            }
        }
    }

    /// Signs out: revokes the session of `token`.
    ///
    /// # Errors
    /// As [`Accounts::authenticate`].
    pub async fn sign_out(&self, token: &SessionToken) -> Result<(), ServiceError> {
        self.authenticate(token).await?;
        self.seen().remove(&token.hash());
        sqlx::query(
            "UPDATE sessions SET revoked_ms = $1 WHERE token_hash = $2 AND revoked_ms IS NULL",
        )
        .bind(db_ms(self.clock.now_ms()))
        .bind(token.hash())
        .execute(self.db.pool())
        .await
        .map_err(db_error)?;
        self.publish_revocation(format!("s {}", hex(&token.hash())))
            .await;
        Ok(())
    }

    /// Changes the password of the player signed in with `token`, after checking the current
    /// one; every other session of the player is revoked (this one stays).
    ///
    /// # Errors
    /// `NOT_SIGNED_IN`, `BAD_CREDENTIALS` (wrong current password), `INVALID_PASSWORD`,
    /// `TOO_MANY_ATTEMPTS`, `DATABASE_UNAVAILABLE`.
    pub async fn change_password(
        &self,
        token: &SessionToken,
        current: &str,
        new: &str,
        address: Option<IpAddr>,
    ) -> Result<(), ServiceError> {
        let signed_in = self.authenticate(token).await?;
        validate_password("new_password", new)?;
        self.check_address(address)?;
        let mut attempt = self.attempt(&signed_in.name, address, true).await?;
        let stored: String = sqlx::query("SELECT password_hash FROM players WHERE id = $1")
            .bind(signed_in.player.0)
            .fetch_one(self.db.pool())
            .await
            .map_err(db_error)?
            .try_get(0)
            .map_err(db_error)?;
        if !self.hashing.verify(&stored, current).await? {
            attempt.failed = true;
            return Err(ServiceError::BadCredentials);
        }
        drop(attempt);
        let hash = self.hashing.hash(new).await?;
        let mut tx = self.db.pool().begin().await.map_err(db_error)?;
        sqlx::query("UPDATE players SET password_hash = $1 WHERE id = $2")
            .bind(hash)
            .bind(signed_in.player.0)
            .execute(&mut *tx)
            .await
            .map_err(db_error)?;
        sqlx::query(
            "UPDATE sessions SET revoked_ms = $1 \
             WHERE player_id = $2 AND token_hash <> $3 AND revoked_ms IS NULL",
        )
        .bind(db_ms(self.clock.now_ms()))
        .bind(signed_in.player.0)
        .bind(token.hash())
        .execute(&mut *tx)
        .await
        .map_err(db_error)?;
        tx.commit().await.map_err(db_error)?;
        let kept = token.hash();
        self.seen()
            .retain(|hash, (seen, _)| seen.player != signed_in.player || *hash == kept);
        self.publish_revocation(format!("p {} {}", signed_in.player.0, hex(&kept)))
            .await;
        Ok(())
    }

    /// `game` as it is to be archived: unrated when it was to be rated but its two players'
    /// accounts were created from one address prefix within
    /// [`AccountOptions::linked_window`] of each other ([`abuse::linked`]): a second account
    /// made to feed the first one wins does not move ratings.
    ///
    /// # Errors
    /// The database is unavailable.
    pub async fn unrated_if_linked(
        &self,
        mut game: super::archive::FinishedGame,
    ) -> Result<super::archive::FinishedGame, ServiceError> {
        if !game.rated {
            return Ok(game);
        }
        let bound: Vec<PlayerId> = game.seats.iter().filter_map(|s| s.player).collect();
        if let [a, b] = bound[..]
            && abuse::linked(&self.db, a, b, self.options.linked_window).await?
        {
            tracing::info!(
                game_id = %game.game_id,
                "rated game between accounts created from one address: archived unrated"
            );
            game.rated = false;
        }
        Ok(game)
    }

    /// Hashes that may run at once (see [`Hashing::permits`]).
    #[must_use]
    pub fn hashing(&self) -> &Hashing {
        &self.hashing
    }
}

pub mod language;

#[cfg(test)]
mod tests;
