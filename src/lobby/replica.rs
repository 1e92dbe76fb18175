//! The core of one replica's lobby service that every job of it shares: the [`Lobby`] and its
//! state (the store, the games it starts, the feed of the store's change log and the poller
//! that fills it, the mirror of the open seeks), who calls ([`Caller`]), and the small
//! conversions every job uses (time controls, seat hashes, the wire form of a seek, the
//! store's refusals as errors). The jobs themselves (seeks, challenges, quick pairing,
//! rematches, streams, presence, the ladder, pending starts, the games' hooks) are the
//! sibling modules; `service.rs` answers the gRPC calls with them.

use std::collections::HashMap;
use std::sync::{Arc, OnceLock};
use std::time::Duration;

use sha2::{Digest, Sha256};
use tokio::sync::broadcast;
use tonic::metadata::MetadataMap;
use tonic::{Request, Response, Status};

use super::LobbyBackend;
use super::computers::Computer;
use super::pb;
use super::starter::{LobbyGame, Starter};
use super::state::{Change, ChangeKind, Limits, Participant, Refusal, Seek, Side, Started};
use super::store::LobbyStore;
use crate::session::ServiceError;
use crate::session::auth::{self, IdentityHook, PlayerLookup};
use crate::session::clock::SharedClock;
use crate::session::play::{SeatPlayer, TimeControl};
use crate::session::stream::Shutdown;
use crate::session::traced;
use crate::store::{SeatHash, StoreError};

/// The header a guest identifies itself with (see the proto).
pub const GUEST_KEY_HEADER: &str = "x-guest-key";

/// How long a seek stays when its request does not say.
pub(super) const DEFAULT_SEEK_SECS: u32 = 600;
/// Changes read from the store's log per poll.
pub(super) const POLL_BATCH: usize = 256;
/// Changes a replica's feed keeps for its slowest watcher before that watcher gets a fresh
/// snapshot.
const FEED_CAPACITY: usize = 4096;

/// Who calls.
#[derive(Clone, Debug)]
pub(super) enum Caller {
    /// A signed-in player (with their rating in the game asked about, if any).
    Player(SeatPlayer),
    /// A guest, by the hash of its key.
    Guest(String),
}

impl Caller {
    /// The owner key the lobby store knows the caller by.
    pub(super) fn key(&self) -> String {
        match self {
            Caller::Player(p) => player_key(p.id),
            Caller::Guest(hash) => format!("guest:{hash}"),
        }
    }

    pub(super) fn name(&self) -> String {
        match self {
            Caller::Player(p) => p.name.clone(),
            Caller::Guest(_) => crate::players::GUEST.to_owned(),
        }
    }

    pub(super) fn rating(&self) -> u32 {
        match self {
            Caller::Player(p) => rating_u32(p.rating),
            Caller::Guest(_) => 0,
        }
    }
}

pub(super) fn rating_u32(rating: f64) -> u32 {
    if rating.is_finite() && rating > 0.0 {
        // Ratings are far below u32::MAX; the cast rounds a value already clamped to it.
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
        let r = rating.round().min(f64::from(u32::MAX)) as u32;
        r
    } else {
        0
    }
}

pub(super) fn random_failed(e: getrandom::Error) -> ServiceError {
    ServiceError::Internal(format!("getrandom: {e}"))
}

pub(super) fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

pub(super) fn unhex_hash(text: &str) -> Option<SeatHash> {
    if text.len() != 32 {
        return None;
    }
    let mut out = [0u8; 16];
    for (i, slot) in out.iter_mut().enumerate() {
        *slot = u8::from_str_radix(text.get(2 * i..2 * i + 2)?, 16).ok()?;
    }
    Some(SeatHash(out))
}

/// One day, in ms.
const DAY_MS: u64 = 86_400_000;
/// One hour, in ms.
const HOUR_MS: u64 = 3_600_000;
/// The days per move a correspondence seek may ask for (lichess's choices).
pub const CORRESPONDENCE_DAYS: [u64; 7] = [1, 2, 3, 5, 7, 10, 14];
/// The longest increment of a correspondence Fischer clock (`<days>d+<hours>h`), in hours.
const MAX_INCREMENT_HOURS: u64 = 48;

/// Parses a seek's time control: `<minutes>+<seconds>` (Fischer), `<days>d` (correspondence:
/// that many days for every move, 1, 2, 3, 5, 7, 10 or 14), `<days>d+<hours>h`
/// (correspondence with Fischer time: days to start with, hours added per completed turn), or
/// empty for none.
///
/// # Errors
/// `INVALID_TIME_CONTROL` saying what is wrong.
pub fn parse_time_control(text: &str) -> Result<Option<TimeControl>, ServiceError> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    let bad = |why: &str| {
        ServiceError::invalid(
            "time_control",
            "INVALID_TIME_CONTROL",
            format!(
                "{:?}: {why} (write <minutes>+<seconds>, e.g. 5+3; days per move, e.g. 3d; or \
                 days and an increment in hours, e.g. 3d+12h)",
                crate::session::error::clip(text)
            ),
        )
    };
    if let Some((days, rest)) = text.split_once('d') {
        let days: u64 = days
            .trim()
            .parse()
            .map_err(|_| bad("the days are not a whole number"))?;
        let rest = rest.trim();
        if rest.is_empty() {
            if !CORRESPONDENCE_DAYS.contains(&days) {
                return Err(bad("the days per move must be 1, 2, 3, 5, 7, 10 or 14"));
            }
            return Ok(Some(TimeControl::PerTurn {
                per_turn_ms: days * DAY_MS,
            }));
        }
        let hours = rest
            .strip_prefix('+')
            .and_then(|h| h.trim().strip_suffix('h'))
            .ok_or_else(|| bad("after the days, write +<hours>h"))?;
        let hours: u64 = hours
            .trim()
            .parse()
            .map_err(|_| bad("the hours are not a whole number"))?;
        if !(1..=14).contains(&days) {
            return Err(bad("the days must be 1 to 14"));
        }
        if hours > MAX_INCREMENT_HOURS {
            return Err(bad("the increment is at most 48 hours"));
        }
        return Ok(Some(TimeControl::Fischer {
            initial_ms: days * DAY_MS,
            increment_ms: hours * HOUR_MS,
        }));
    }
    let (minutes, seconds) = text.split_once('+').ok_or_else(|| bad("no '+'"))?;
    let minutes: u64 = minutes
        .trim()
        .parse()
        .map_err(|_| bad("the minutes are not a whole number"))?;
    let seconds: u64 = seconds
        .trim()
        .parse()
        .map_err(|_| bad("the seconds are not a whole number"))?;
    if !(1..=600).contains(&minutes) {
        return Err(bad("the minutes must be 1 to 600"));
    }
    if seconds > 600 {
        return Err(bad("the increment is at most 600 seconds"));
    }
    Ok(Some(TimeControl::Fischer {
        initial_ms: minutes * 60_000,
        increment_ms: seconds * 1000,
    }))
}

/// A time control as a rematch offer keeps it: `<minutes>+<seconds>` when it is one, else
/// an exact form (`fischer:<ms>:<ms>`, `delay:<ms>:<ms>`, `per_turn:<ms>`).
pub(super) fn control_text(control: Option<TimeControl>) -> String {
    match control {
        None => String::new(),
        Some(TimeControl::PerTurn { per_turn_ms })
            if per_turn_ms % DAY_MS == 0
                && CORRESPONDENCE_DAYS.contains(&(per_turn_ms / DAY_MS)) =>
        {
            format!("{}d", per_turn_ms / DAY_MS)
        }
        Some(TimeControl::Fischer {
            initial_ms,
            increment_ms,
        }) if initial_ms >= DAY_MS && initial_ms % DAY_MS == 0 && increment_ms % HOUR_MS == 0 => {
            format!("{}d+{}h", initial_ms / DAY_MS, increment_ms / HOUR_MS)
        }
        Some(TimeControl::Fischer {
            initial_ms,
            increment_ms,
        }) if initial_ms % 60_000 == 0 && increment_ms % 1000 == 0 => {
            format!("{}+{}", initial_ms / 60_000, increment_ms / 1000)
        }
        Some(TimeControl::Fischer {
            initial_ms,
            increment_ms,
        }) => format!("fischer:{initial_ms}:{increment_ms}"),
        Some(TimeControl::Delay {
            initial_ms,
            delay_ms,
        }) => format!("delay:{initial_ms}:{delay_ms}"),
        Some(TimeControl::PerTurn { per_turn_ms }) => format!("per_turn:{per_turn_ms}"),
    }
}

/// Reads a stored seek's time control: what [`parse_time_control`] reads, or the exact form
/// of [`control_text`].
pub(super) fn stored_control(text: &str) -> Result<Option<TimeControl>, ServiceError> {
    let bad = || ServiceError::Internal(format!("a stored seek's time control {text:?}"));
    let parts: Vec<&str> = text.split(':').collect();
    let ms = |i: usize| -> Result<u64, ServiceError> {
        parts.get(i).and_then(|p| p.parse().ok()).ok_or_else(bad)
    };
    match parts.first().copied() {
        Some("fischer") => Ok(Some(TimeControl::Fischer {
            initial_ms: ms(1)?,
            increment_ms: ms(2)?,
        })),
        Some("delay") => Ok(Some(TimeControl::Delay {
            initial_ms: ms(1)?,
            delay_ms: ms(2)?,
        })),
        Some("per_turn") => Ok(Some(TimeControl::PerTurn {
            per_turn_ms: ms(1)?,
        })),
        _ => parse_time_control(text),
    }
}

pub(super) fn side_of(seat: u32) -> i32 {
    match seat {
        0 => pb::Side::First as i32,
        _ => pb::Side::Second as i32,
    }
}

/// A started game's seats as its messages show them (`PlayerGame`, `LiveGame`).
pub(super) fn game_players_pb(game: &Started) -> Vec<pb::GamePlayer> {
    game.players
        .iter()
        .map(|p| pb::GamePlayer {
            name: p.name.clone(),
            rating: p.rating,
        })
        .collect()
}

pub(super) fn seek_pb(seek: &Seek, name: &str) -> pb::Seek {
    pb::Seek {
        seek_id: seek.id.clone(),
        game: name.to_owned(),
        owner_name: seek.owner_name.clone(),
        rating: seek.rating,
        time_control: seek.time_control.clone(),
        rated: seek.rated,
        side: match seek.side {
            Side::Random => pb::Side::Unspecified as i32,
            Side::Seat(seat) => side_of(seat),
        },
        min_rating: seek.min_rating,
        max_rating: seek.max_rating,
        created_ms: seek.created_ms,
        expires_ms: seek.expires_ms,
        rematch_of: seek.rematch_of.clone(),
        challenged_name: seek.target_name.clone(),
        rated_takebacks: seek.rated_takebacks,
        rules: seek.rules.clone(),
    }
}

pub(super) fn refused(refusal: Refusal, seek_id: &str, rating: u32) -> ServiceError {
    match refusal {
        Refusal::AlreadySeeking(open) => ServiceError::AlreadySeeking { seek_id: open },
        Refusal::AddressCap => ServiceError::SeekLimit,
        Refusal::ChallengerCap(cap) => ServiceError::TooManyChallenges(format!(
            "you have {cap} open challenges, as many as you may: cancel one or wait for an answer"
        )),
        Refusal::TargetCap(cap) => ServiceError::TooManyChallenges(format!(
            "this player has {cap} challenges waiting for an answer, as many as they may: \
             try again later"
        )),
        Refusal::Taken => ServiceError::SeekTaken {
            seek_id: seek_id.to_owned(),
        },
        Refusal::OwnSeek => ServiceError::OwnSeek,
        Refusal::OutOfRange => ServiceError::RatingOutOfRange { rating },
        Refusal::NotChallenged => ServiceError::NotChallenged {
            seek_id: seek_id.to_owned(),
        },
    }
}

/// The order of a change log cursor (`<ms>-<seq>` in Redis, a number in memory).
pub(super) fn cursor_order(cursor: &str) -> Option<(u64, u64)> {
    match cursor.split_once('-') {
        Some((a, b)) => Some((a.parse().ok()?, b.parse().ok()?)),
        None => Some((cursor.parse().ok()?, 0)),
    }
}

/// The owner key the lobby store knows the signed-in player `id` by (`player:<id>`).
pub(super) fn player_key(id: i64) -> String {
    format!("player:{id}")
}

/// A signed-in player as a seat of a game the lobby tells of.
pub(super) fn participant(player: &SeatPlayer) -> Participant {
    Participant {
        key: player_key(player.id),
        name: player.name.clone(),
        rating: rating_u32(player.rating),
    }
}

/// The seats of a game as the lobby tells of them: a signed-in player's as [`participant`],
/// an unbound seat with the name and rating `unbound` gives it (by seat) and no key.
pub(super) fn participants(
    players: &[Option<SeatPlayer>],
    unbound: impl Fn(usize) -> (String, u32),
) -> Vec<Participant> {
    players
        .iter()
        .enumerate()
        .map(|(seat, player)| match player {
            Some(p) => participant(p),
            None => {
                let (name, rating) = unbound(seat);
                Participant {
                    key: String::new(),
                    name,
                    rating,
                }
            }
        })
        .collect()
}

/// Runs the store write `write` up to three times, 200 and 400 ms apart, logging each failure
/// as `what` (the game's players learn of it from their own calls either way; a start left
/// untold is told by [`Lobby::recover_starts`]).
pub(super) async fn retried<T, F, Fut>(what: &str, game_id: &str, mut write: F)
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = Result<T, StoreError>>,
{
    for attempt in 0..3u32 {
        match write().await {
            Ok(_) => return,
            Err(error) => {
                tracing::warn!(%error, attempt, %game_id, "{what}");
                if attempt < 2 {
                    tokio::time::sleep(Duration::from_millis(200 * u64::from(attempt + 1))).await;
                }
            }
        }
    }
}

/// The address a seek is counted against: IPv4 whole, IPv6 by its /64 (one client usually
/// owns a whole /64, see [`crate::ratelimit::client_key`]).
pub(super) fn address_of<T>(request: &Request<T>) -> String {
    request
        .remote_addr()
        .map(|a| crate::ratelimit::client_key(a.ip()).to_string())
        .unwrap_or_default()
}

/// What a replica's poller tells its streams.
#[derive(Clone, Debug)]
pub(super) enum Feed {
    /// The next change of the log.
    Change(Arc<Shown>),
    /// The log no longer holds what the poller had not read: every stream starts again from
    /// a snapshot.
    Reset,
}

/// A change of the lobby's log as this replica's streams receive it: every `WatchLobby`
/// stream shows the same message of it, so the first stream to show it builds and encodes
/// it, and the others send those bytes.
#[derive(Debug)]
pub(super) struct Shown {
    pub(super) change: Change,
    pub(super) lobby: OnceLock<Option<pb::WatchLobbyResponse>>,
}

impl Shown {
    pub(super) fn new(change: Change) -> Shown {
        Shown {
            change,
            lobby: OnceLock::new(),
        }
    }

    /// The `WatchLobby` message of the change (`None`: not listed), made by `build` and
    /// encoded on the first call only.
    pub(super) fn lobby_message(
        &self,
        build: impl FnOnce(&Change) -> Option<pb::WatchLobbyResponse>,
    ) -> Option<pb::WatchLobbyResponse> {
        self.lobby
            .get_or_init(|| build(&self.change).map(pb::WatchLobbyResponse::into_encoded))
            .clone()
    }
}

pub(super) struct Inner {
    pub(super) store: LobbyBackend,
    pub(super) limits: Limits,
    pub(super) clock: SharedClock,
    pub(super) identity: Option<IdentityHook>,
    pub(super) lookup: Option<PlayerLookup>,
    /// By the service's short name.
    pub(super) games: HashMap<&'static str, Arc<dyn Starter>>,
    /// The short name of each ruleset name.
    pub(super) names: HashMap<&'static str, &'static str>,
    pub(super) feed: broadcast::Sender<Feed>,
    /// Wakes the poller at once after a write of this replica (other replicas' writes are
    /// read at the next poll).
    pub(super) wake: tokio::sync::Notify,
    /// The open seeks as this replica's poller last read them (for quick pairing).
    pub(super) mirror: std::sync::Mutex<HashMap<String, Seek>>,
    /// The service's computer players (none until their accounts are known).
    pub(super) computers: std::sync::RwLock<Vec<Computer>>,
    /// Whether a player has a bot account (for the ladder; none: nobody joins it).
    pub(super) bot_check: std::sync::OnceLock<auth::BotCheck>,
    /// The players' push notifications (a challenge is pushed to the player challenged).
    pub(super) push: std::sync::OnceLock<crate::players::push::Push>,
    /// The archive finished events are written to (none: they stay in the lobby's store only).
    pub(super) archive: std::sync::OnceLock<crate::players::db::Database>,
    pub(super) shutdown: Shutdown,
    /// Seeks and challenges posted, by owner key ([`Limits::posts_per_sec`]).
    pub(super) posts: Option<governor::DefaultKeyedRateLimiter<String>>,
    /// The events followed by this replica's WatchTournament streams: one reader of the
    /// store per event, however many streams follow it (`events::watch`).
    pub(super) event_feeds: super::events::watch::Feeds,
}

/// The lobby service of one replica.
#[derive(Clone)]
pub struct Lobby {
    pub(super) inner: Arc<Inner>,
}

impl std::fmt::Debug for Lobby {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Lobby")
            .field("games", &self.inner.games.keys().collect::<Vec<_>>())
            .finish_non_exhaustive()
    }
}

impl Lobby {
    /// The lobby over `store` for `games`, with players' sessions resolved by `identity`
    /// and challenged players found by `lookup` (none: guests only).
    #[must_use]
    pub fn new(
        store: LobbyBackend,
        limits: Limits,
        clock: SharedClock,
        identity: Option<IdentityHook>,
        lookup: Option<PlayerLookup>,
        games: Vec<LobbyGame>,
        shutdown: Shutdown,
    ) -> Lobby {
        let (feed, _) = broadcast::channel(FEED_CAPACITY);
        let names = games
            .iter()
            .map(|g| (g.starter.ruleset(), g.name))
            .collect();
        Lobby {
            inner: Arc::new(Inner {
                store,
                limits,
                clock,
                identity,
                lookup,
                games: games.into_iter().map(|g| (g.name, g.starter)).collect(),
                names,
                feed,
                wake: tokio::sync::Notify::new(),
                mirror: std::sync::Mutex::default(),
                computers: std::sync::RwLock::default(),
                bot_check: std::sync::OnceLock::new(),
                archive: std::sync::OnceLock::new(),
                push: std::sync::OnceLock::new(),
                event_feeds: super::events::watch::Feeds::default(),
                shutdown,
                posts: std::num::NonZeroU32::new(limits.posts_per_sec).map(|rate| {
                    let burst = rate.saturating_mul(std::num::NonZeroU32::MIN.saturating_add(1));
                    governor::RateLimiter::keyed(
                        governor::Quota::per_second(rate).allow_burst(burst),
                    )
                }),
            }),
        }
    }

    pub(super) async fn poll_loop(&self, every: Duration) {
        let mut cursor = loop {
            match self.inner.store.snapshot().await {
                Ok(snapshot) => {
                    let mut mirror = self.mirror();
                    for seek in snapshot.seeks {
                        mirror.insert(seek.id.clone(), seek);
                    }
                    break snapshot.cursor;
                }
                Err(error) => {
                    tracing::warn!(%error, "lobby feed cannot start; retrying");
                    tokio::time::sleep(every.max(Duration::from_millis(500))).await;
                }
            }
        };
        let mut tick = tokio::time::interval(every);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tokio::select! {
                _ = tick.tick() => {}
                () = self.inner.wake.notified() => {}
            }
            loop {
                match self.inner.store.changes(&cursor, POLL_BATCH).await {
                    Ok(Some(changes)) => {
                        let full = changes.len() >= POLL_BATCH;
                        for change in changes {
                            cursor.clone_from(&change.cursor);
                            match &change.kind {
                                ChangeKind::Added(seek) => {
                                    self.mirror().insert(seek.id.clone(), seek.clone());
                                }
                                ChangeKind::Removed { id, .. } => {
                                    self.mirror().remove(id);
                                }
                                ChangeKind::Started(_)
                                | ChangeKind::Ended(_)
                                | ChangeKind::Rated(_) => {}
                            }
                            // No watcher on this replica: nobody to tell.
                            let _ = self
                                .inner
                                .feed
                                .send(Feed::Change(Arc::new(Shown::new(change))));
                        }
                        if !full {
                            break;
                        }
                    }
                    Ok(None) => {
                        // Trimmed past this replica's cursor: read the lobby again and have
                        // every stream start from a snapshot.
                        match self.inner.store.snapshot().await {
                            Ok(snapshot) => {
                                let mut mirror = self.mirror();
                                mirror.clear();
                                for seek in snapshot.seeks {
                                    mirror.insert(seek.id.clone(), seek);
                                }
                                drop(mirror);
                                cursor = snapshot.cursor;
                                let _ = self.inner.feed.send(Feed::Reset);
                            }
                            Err(error) => {
                                tracing::warn!(%error, "lobby feed cannot read the lobby");
                            }
                        }
                        break;
                    }
                    Err(error) => {
                        tracing::warn!(%error, "lobby feed cannot read the change log");
                        break;
                    }
                }
            }
        }
    }

    /// Sets the service's computer players (their accounts, once known): challenges to them
    /// are accepted at once and their moves thought by the computer's queue.
    pub fn set_computers(&self, computers: Vec<Computer>) {
        *self
            .inner
            .computers
            .write()
            .unwrap_or_else(std::sync::PoisonError::into_inner) = computers;
    }

    /// Sets the push notifications a challenge is told to its player's devices with; a
    /// second call is ignored.
    pub fn set_push(&self, push: crate::players::push::Push) {
        let _ = self.inner.push.set(push);
    }

    /// Sets how the lobby tells bot accounts from people's (the ladder takes bots only); a
    /// second call is ignored.
    /// The archive finished events are written to.
    pub fn set_archive(&self, db: crate::players::db::Database) {
        let _ = self.inner.archive.set(db);
    }

    pub fn set_bot_check(&self, check: auth::BotCheck) {
        let _ = self.inner.bot_check.set(check);
    }

    /// The service's computer players.
    pub(super) fn computers(&self) -> Vec<Computer> {
        self.inner
            .computers
            .read()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .clone()
    }

    /// The computer player whose account is `id`, if it is one.
    pub(super) fn computer(&self, id: i64) -> Option<Computer> {
        self.inner
            .computers
            .read()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .iter()
            .find(|c| c.id == id)
            .copied()
    }

    pub(super) fn mirror(&self) -> std::sync::MutexGuard<'_, HashMap<String, Seek>> {
        self.inner
            .mirror
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    pub(super) async fn caller(
        &self,
        metadata: &MetadataMap,
        game: Option<&'static str>,
    ) -> Result<Option<Caller>, ServiceError> {
        if let Some(player) =
            auth::signed_in_player(metadata, self.inner.identity.as_ref(), game).await?
        {
            return Ok(Some(Caller::Player(player)));
        }
        let mut keys = metadata.get_all(GUEST_KEY_HEADER).iter();
        let Some(key) = keys.next() else {
            return Ok(None);
        };
        let invalid = |why: &str| {
            ServiceError::invalid(
                "x-guest-key",
                "INVALID_KEY",
                format!("{why}: send one `x-guest-key` of 16 to 128 printable ASCII characters"),
            )
        };
        if keys.next().is_some() {
            return Err(invalid("two guest keys"));
        }
        let key = key.to_str().map_err(|_| invalid("not text"))?;
        if !(16..=128).contains(&key.len()) || !key.bytes().all(|b| b.is_ascii_graphic()) {
            return Err(invalid("malformed guest key"));
        }
        let digest = Sha256::digest(key.as_bytes());
        Ok(Some(Caller::Guest(hex(&digest[..16]))))
    }

    pub(super) async fn required(
        &self,
        metadata: &MetadataMap,
        game: Option<&'static str>,
    ) -> Result<Caller, ServiceError> {
        self.caller(metadata, game).await?.ok_or_else(|| {
            ServiceError::Unauthenticated(format!(
                "say who you are: a signed-in player's `{}`, or a guest's `{GUEST_KEY_HEADER}`",
                auth::PLAYER_SESSION_HEADER
            ))
        })
    }

    pub(super) fn game(
        &self,
        name: &str,
    ) -> Result<(&'static str, &Arc<dyn Starter>), ServiceError> {
        self.inner
            .games
            .get_key_value(name)
            .map(|(k, v)| (*k, v))
            .ok_or_else(|| {
                let mut known: Vec<&str> = self.inner.games.keys().copied().collect();
                known.sort_unstable();
                ServiceError::invalid(
                    "game",
                    "UNKNOWN_GAME",
                    format!(
                        "unknown game {:?}: one of {}",
                        crate::session::error::clip(name),
                        known.join(", ")
                    ),
                )
            })
    }

    /// The game a call names in its `game` field (required): its short name and starter.
    pub(super) fn named_game(
        &self,
        game: &str,
    ) -> Result<(&'static str, Arc<dyn Starter>), ServiceError> {
        if game.is_empty() {
            return Err(ServiceError::missing("game"));
        }
        let (name, starter) = self.game(game)?;
        Ok((name, Arc::clone(starter)))
    }

    pub(super) fn short_name(&self, ruleset: &str) -> &'static str {
        self.inner.names.get(ruleset).copied().unwrap_or("")
    }

    /// Answers a call that changes the lobby (traced as `method`), then wakes this replica's
    /// poller so that its streams see the change at once.
    pub(super) async fn written<T>(
        &self,
        method: &'static str,
        game_id: &str,
        call: impl std::future::Future<Output = Result<T, ServiceError>>,
    ) -> Result<Response<T>, Status> {
        let answer = traced(method, game_id, call).await;
        self.inner.wake.notify_one();
        answer
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_controls_parse() {
        assert_eq!(parse_time_control("").unwrap(), None);
        assert_eq!(
            parse_time_control("5+3").unwrap(),
            Some(TimeControl::Fischer {
                initial_ms: 300_000,
                increment_ms: 3000
            })
        );
        for bad in ["5", "0+3", "5+x", "601+0", "5+601", "-1+2"] {
            assert!(parse_time_control(bad).is_err(), "{bad}");
        }
        // Correspondence: days per move, and days with an increment in hours.
        assert_eq!(
            parse_time_control("3d").unwrap(),
            Some(TimeControl::PerTurn {
                per_turn_ms: 3 * DAY_MS
            })
        );
        assert_eq!(control_text(parse_time_control(" 14d ").unwrap()), "14d");
        assert_eq!(
            parse_time_control("3d+12h").unwrap(),
            Some(TimeControl::Fischer {
                initial_ms: 3 * DAY_MS,
                increment_ms: 12 * HOUR_MS
            })
        );
        assert_eq!(
            control_text(parse_time_control("3d+12h").unwrap()),
            "3d+12h"
        );
        for bad in [
            "4d", "0d", "15d", "d", "3d+", "3d+12", "3d+49h", "3d12h", "15d+1h", "xd",
        ] {
            let error = parse_time_control(bad).expect_err(bad);
            assert!(error.to_string().contains("3d"), "{bad}: {error}");
        }
        for control in [
            None,
            Some(TimeControl::Fischer {
                initial_ms: 300_000,
                increment_ms: 3000,
            }),
            Some(TimeControl::Fischer {
                initial_ms: 90_500,
                increment_ms: 250,
            }),
            Some(TimeControl::Delay {
                initial_ms: 60_000,
                delay_ms: 2000,
            }),
            Some(TimeControl::PerTurn {
                per_turn_ms: 86_400_000,
            }),
            Some(TimeControl::PerTurn {
                per_turn_ms: 4 * DAY_MS,
            }),
            Some(TimeControl::PerTurn { per_turn_ms: 5_000 }),
            Some(TimeControl::Fischer {
                initial_ms: 2 * DAY_MS,
                increment_ms: 0,
            }),
        ] {
            assert_eq!(stored_control(&control_text(control)).unwrap(), control);
        }
    }
    #[test]
    fn cursors_order_and_hashes_read_back() {
        assert!(cursor_order("1700000000000-2") > cursor_order("1700000000000-1"));
        assert!(cursor_order("12") > cursor_order("9"));
        assert_eq!(cursor_order("x"), None);
        let hash = SeatHash([0xab; 16]);
        assert_eq!(unhex_hash(&hex(&hash.0)), Some(hash));
        assert_eq!(unhex_hash("zz"), None);
    }
}
